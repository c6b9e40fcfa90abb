"""Goldens: every program's MLIR is re-emitted identically and mlir-opt accepts it.

They live here, in ``tests/golden`` (product code never reads ``tests/``).
To change them on purpose: ``PYTHONPATH=. python -m tests.compiler.test_goldens``
and read the diff."""

from __future__ import annotations

from pathlib import Path

import pytest

from kina_play.compiler.goldens import check_emitted, check_goldens, emit_for, mlir_opt_accepts

ROOT = Path(__file__).resolve().parents[2]
PROGRAMS = sorted((ROOT / "programs").glob("*.kina"))
GOLDEN_DIR = ROOT / "tests" / "golden"


def golden_dir() -> Path:
    return GOLDEN_DIR


def test_every_program_has_a_golden():
    assert {p.stem for p in PROGRAMS} == {g.stem for g in golden_dir().glob("*.mlir")}
    assert len(PROGRAMS) == 6


@pytest.mark.parametrize("path", PROGRAMS, ids=lambda p: p.stem)
def test_golden_re_emits_and_mlir_opt_accepts(path):
    golden = golden_dir() / f"{path.stem}.mlir"
    assert emit_for(path) == golden.read_text()
    ok, err = mlir_opt_accepts(golden.read_text())
    assert ok, err


def test_decode_s2_result_type_in_golden():
    text = (golden_dir() / "storylm0_generate.mlir").read_text()
    line = next(l for l in text.splitlines() if "func.func @decode_s2(" in l)
    assert line.rstrip(" {").endswith("-> (tensor<1x2x2x3xf32>, tensor<1x2x3x2xf32>, tensor<1x1x8xf32>) attributes {llvm.emit_c_interface}")


def test_mlir_opt_rejects_broken_text():
    ok, err = mlir_opt_accepts("func.func @f() -> tensor<2xf32> { return }")
    assert not ok and err


def test_check_goldens_and_check_emitted_pass_on_the_repo():
    assert check_goldens(PROGRAMS, GOLDEN_DIR) == (True, f"{len(PROGRAMS)} goldens re-emitted identically and accepted")
    ok, msg = check_emitted(PROGRAMS[:1])
    assert ok, msg


def test_check_goldens_reports_a_missing_golden(tmp_path):
    ok, msg = check_goldens(PROGRAMS[:1], tmp_path)
    assert not ok and "missing" in msg


if __name__ == "__main__":
    print(check_goldens(PROGRAMS, GOLDEN_DIR, update=True))
