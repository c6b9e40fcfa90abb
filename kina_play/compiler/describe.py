"""What ``print(kina_play.load(path))`` shows: the program at a glance.

The path, every function with its signature (a generic one with the
instances built so far), and which call path the runtime uses.  It never
compiles anything: instances are listed as asked for, and the module as
"not built yet" until something calls into it.
"""

from __future__ import annotations

from typing import Any


def describe_program(prog: Any) -> str:
    """Multi-line summary of a :class:`~kina_play.compiler.driver.Program`."""
    from ..runtime import callhelper

    try:
        checked = prog.checked
    except Exception as e:  # a repr must not raise
        return f"<kina program {prog.path}: not checked ({type(e).__name__})>"
    built: dict[str, list[str]] = {}
    for name, env in list(prog._instances):
        built.setdefault(name, []).append(", ".join(f"{k}={v}" for k, v in env) or "()")
    native = prog._native
    status = "not built yet" if native is None else f"built: {native.path}"
    calls = callhelper.status().split(" (")[0]
    lines = [f"<kina program {prog.path}  ({status}; calls via the {calls} path)"]
    for name in checked.function_names:
        sig = checked.signature(name)
        if sig.is_main:
            lines.append(f"  @main {name}()  (compile-only, not callable from the host)")
            continue
        line = f"  {sig}"
        if sig.shape_params:
            inst = built.get(name, [])
            line += f"  · {len(inst)} instance(s) built" + (f": {'; '.join(inst)}" if inst else "")
        lines.append(line)
    return "\n".join(lines) + "\n>"
