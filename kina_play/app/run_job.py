"""Run one function of the Programs panel's program — in a child process.

Why a child process: a compiled ``while`` may never end, and a call into
native code cannot be interrupted from Python (signals are only handled
between bytecodes).  The app is multi-threaded (Textual's workers), so it
never ``fork``\\ s; the panel starts this module as a fresh interpreter
(``python -m``, spawn semantics) and kills it when the user presses
``ctrl+c``.  A crash in compiled code ends only this process too.  The
library comes from the compile cache the panel's compile just filled.

What runs: the function whose definition holds the editor's cursor, else
the first function that can run — a function with static shapes that is not
``@main`` — on **zero inputs** (0.0, 0, false; gather ids 0 are always in
range).  It is a smoke run: the results' shapes, first values and the time.

Protocol: stdin ``{"path": ..., "text": ..., "line": <1-based cursor line>}``;
stdout ends with :data:`~kina_play.app.compile_job.MARKER` and one JSON object
(see :func:`run_report`).
"""

from __future__ import annotations

import json
import sys
import time
from typing import Any

import numpy as np

from .compile_job import MARKER

PREVIEW = 6
"""Values of each result shown (the first ones, flattened)."""


def pick_function(checked: Any, line: int) -> str | None:
    """The runnable function defined around ``line``, else the first runnable one."""
    runnable = [f for f in checked.module.functions if not f.is_generic and not f.is_main and not f.internal]
    around = [f for f in runnable if f.span.line <= line <= f.span.end_line]
    if around:
        return str(around[0].name)
    return str(runnable[0].name) if runnable else None


def _static(shape: Any) -> tuple[int, ...]:
    dims = tuple(d for d in shape if isinstance(d, int))
    if len(dims) != len(shape):  # pick_function only picks functions without shape parameters
        raise ValueError(f"not a static shape: {shape}")
    return dims


def run_report(path: str, text: str, line: int) -> dict[str, Any]:
    """Load ``text``, call the picked function on zeros; never raises."""
    out: dict[str, Any] = {"path": path, "ok": False, "fn": "", "error": "", "results": [], "us": 0.0}
    try:
        from ..compiler.driver import load_text
        from ..lang.types import NUMPY_DTYPES

        prog = load_text(text, path)
        name = pick_function(prog.checked, line)
        if name is None:
            out["error"] = "nothing to run: every function is generic (shape parameters) or @main"
            return out
        out["fn"] = name
        sig = prog.checked.signature(name)
        args = [np.zeros(_static(t.shape), NUMPY_DTYPES[t.elem]) for _, t in sig.params]
        fn = prog.function(name, args)
        t0 = time.perf_counter()
        res = fn(*args)
        out["us"] = (time.perf_counter() - t0) * 1e6
        for r in res if isinstance(res, tuple) else (res,):
            flat = r.reshape(-1)[:PREVIEW]
            out["results"].append([f"{r.dtype}{list(r.shape)}", [v.item() for v in flat], int(r.size)])
        out["ok"] = True
    except Exception as e:  # every failure is reported as data
        render = getattr(e, "render", None)
        out["error"] = str(render()) if callable(render) else (str(e) or type(e).__name__)
    return out


def main() -> int:
    req = json.loads(sys.stdin.read())
    rep = run_report(str(req["path"]), str(req["text"]), int(req.get("line", 1)))
    sys.stdout.write("\n" + MARKER + json.dumps(rep))
    sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
