"""Compile one program for the Programs panel — in a child process.

Why a child process: the MLIR passes and the LLVM IR translation run
in-process (and the object through MLIR's ExecutionEngine when LLVM's
tools are missing), and an LLVM error inside them *aborts the whole
interpreter* instead of raising.  A program the user is editing is exactly
the input most likely to hit such a compiler bug, and the app must survive
it.  So the Programs panel runs this module with ``python -m`` and reads one
JSON object from its stdout; a crash becomes a message on screen.  The built
``.so`` lands in the content-addressed compile cache, so the engines that
load the same module later get a cache hit.

Protocol: stdin ``{"path": ..., "text": ...}``; stdout ends with
:data:`MARKER` and one JSON object (see :func:`compile_report`); each unit
build step is one stderr line starting with :data:`PROGRESS`, as it happens.
"""

from __future__ import annotations

import json
import sys
import time
from typing import Any

from ..compiler.build import BuildError
from ..compiler.pipeline import PipelineError
from ..errors import KinaPlayError

MARKER = "@@kina-play-compile-report@@"
"""Precedes the JSON on stdout (anything native code printed comes before it)."""
PROGRESS = "@@kina-play-compile-step@@ "
"""Precedes one build step (``compiling decode<S=17> · 3/31``) on a line of stderr,
written as the child builds, so the panel can show it while it waits."""


def _signature_text(sig: Any) -> str:
    params = ", ".join(f"{p.name}: {p.type.mlir()}" for p in sig.params)
    results = ", ".join(t.mlir() for t in sig.results)
    if len(sig.results) != 1:
        results = f"({results})"
    return f"{sig.symbol}({params}) -> {results}"


def compile_report(path: str, text: str) -> dict[str, Any]:
    """Check, lower (capturing every stage) and build ``text``; never raises."""
    out: dict[str, Any] = {
        "path": path, "ok": False, "diagnostics": [], "error": "", "stages": {}, "symbols": [],
        "generics": [], "so": "", "build_ms": 0.0, "cache_hit": None,
    }
    try:
        from ..compiler.driver import load_text
        from ..compiler.pipeline import lower_to_llvm

        t0 = time.perf_counter()
        prog = load_text(text, path)
        check_ms = (time.perf_counter() - t0) * 1e3
        t0 = time.perf_counter()
        mlir = prog.mlir()
        gen_ms = (time.perf_counter() - t0) * 1e3
        low = lower_to_llvm(mlir, capture=True)
        for st in low.stages:
            ms = st.ms + (check_ms + gen_ms if st.name == "kina" else 0.0)
            out["stages"][st.name] = [ms, st.text or ""]
        checked = prog.checked
        out["generics"] = sorted(n for n in checked.function_names if checked.is_generic(n))
        native = prog.native
        out["so"] = native.path
        out["symbols"] = [_signature_text(f.signature) for f in native.functions.values()]
        rep = prog.last_report
        if rep is not None:
            out["build_ms"] = rep.ms
            out["cache_hit"] = rep.cache_hit
        out["ok"] = True
    except Exception as e:  # every failure is reported as data
        diags = getattr(e, "diagnostics", None)
        if diags:
            out["diagnostics"] = [
                [d.span.line, d.span.col, d.span.end_line, d.span.end_col, d.message] for d in diags
            ]
        render = getattr(e, "render", None)
        out["error"] = str(render()) if callable(render) else (str(e) or type(e).__name__)
        if not diags and not isinstance(e, (PipelineError, BuildError, KinaPlayError)):
            out["error"] = f"{type(e).__name__}: {out['error']}"
    return out


def _report_step(step: object) -> None:
    sys.stderr.write(f"{PROGRESS}{step}\n")
    sys.stderr.flush()


def main() -> int:
    from ..compiler.driver import add_progress_listener

    req = json.loads(sys.stdin.read())
    add_progress_listener(_report_step)
    rep = compile_report(str(req["path"]), str(req["text"]))
    sys.stdout.write("\n" + MARKER + json.dumps(rep))
    sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
