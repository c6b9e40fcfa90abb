"""Goldens: every program's MLIR is re-emitted identically and mlir-opt accepts it.

To change them on purpose: ``python -c "from kina_play.compiler.goldens import
check_goldens; print(check_goldens(update=True))"`` and read the diff."""

from __future__ import annotations

import pytest

from kina_play.compiler.goldens import emit_for, golden_dir, mlir_opt_accepts
from kina_play.storylm0.engine import programs_dir

PROGRAMS = sorted(programs_dir().glob("*.kina"))


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
