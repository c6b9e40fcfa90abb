"""Golden MLIR and the ``mlir-opt`` check.

A golden is the module MLIRGen emits for a program (no generic instances
beyond those its non-generic functions call).  Two properties are checked:
re-emitting gives the same text, and the wheel's ``mlir-opt`` accepts it.
Where goldens live is the caller's business (the tests keep them in
``tests/golden``); product code only uses :func:`check_emitted`, which needs
no stored file.
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path
from typing import Sequence


def mlir_opt_path() -> str:
    import mlir

    return os.path.join(list(mlir.__path__)[0], "bin", "mlir-opt")


def mlir_opt_accepts(text: str) -> tuple[bool, str]:
    """Run the wheel's ``mlir-opt`` on ``text`` (parse + verify + print)."""
    proc = subprocess.run([mlir_opt_path(), "-"], input=text, capture_output=True, text=True, timeout=120)
    return proc.returncode == 0, proc.stderr.strip().splitlines()[0] if proc.returncode else ""


def emit_for(path: Path) -> str:
    from .driver import load

    return load(path).mlir([])


def check_emitted(programs: Sequence[Path]) -> tuple[bool, str]:
    """Every program's MLIR re-emits identically and ``mlir-opt`` accepts it."""
    problems: list[str] = []
    for p in programs:
        text = emit_for(p)
        if emit_for(p) != text:
            problems.append(f"{p.name}: MLIR differs between two emissions")
        ok, err = mlir_opt_accepts(text)
        if not ok:
            problems.append(f"mlir-opt rejects the MLIR of {p.name}: {err}")
    if problems:
        return False, "; ".join(problems)
    return True, f"{len(programs)} programs emitted deterministically and accepted"


def check_goldens(programs: Sequence[Path], golden_dir: Path, update: bool = False) -> tuple[bool, str]:
    """Compare each program's MLIR with ``golden_dir/<stem>.mlir`` (rewrite
    them first with ``update=True``) and run ``mlir-opt`` on the goldens."""
    problems: list[str] = []
    for p in programs:
        golden = golden_dir / f"{p.stem}.mlir"
        text = emit_for(p)
        if update:
            golden.parent.mkdir(parents=True, exist_ok=True)
            golden.write_text(text)
        if not golden.exists():
            problems.append(f"{golden.name} missing")
            continue
        if golden.read_text() != text:
            problems.append(f"{golden.name} differs from the emitted MLIR")
        ok, err = mlir_opt_accepts(golden.read_text())
        if not ok:
            problems.append(f"mlir-opt rejects {golden.name}: {err}")
    if problems:
        return False, "; ".join(problems)
    return True, f"{len(programs)} goldens re-emitted identically and accepted"
