"""The op table is complete: every op has every facet, and every consumer
(checker, MLIRGen, interpreter, autodiff, docs) is driven by it."""

from __future__ import annotations

from pathlib import Path

import pytest

from kina_play.compiler.mlirgen import lowering_of
from kina_play.lang.op_docs import BEGIN, END, render
from kina_play.lang.ops import NO_GRAD, OPS, ZERO_GRAD

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("name", list(OPS))
def test_every_op_has_every_facet(name):
    spec = OPS[name]
    assert callable(spec.typing), "typing"
    assert callable(spec.numpy), "NumPy meaning (the interpreter's)"
    assert callable(spec.vjp) or spec.vjp in (ZERO_GRAD, NO_GRAD), "VJP, or ZERO_GRAD / NO_GRAD"
    assert spec.doc and "\n" not in spec.doc, "a one-line doc"
    assert spec.rule, "a typing line for the docs"
    assert bool(spec.scalar) != bool(spec.lower), "exactly one of scalar (elementwise) / lower (structural)"
    assert lowering_of(spec) is not None  # raises if the named lowering does not exist
    assert len(spec.differentiable) == len(spec.operands)
    if spec.elementwise:
        assert spec.group and all(0 <= i < len(spec.operands) for i in spec.group)


def test_docs_op_table_matches_the_declarations():
    text = (ROOT / "docs" / "language.md").read_text()
    assert BEGIN in text and END in text, "docs/language.md lost its generated op table markers"
    start, end = text.index(BEGIN), text.index(END) + len(END)
    assert text[start:end] == render(), (
        "docs/language.md's op table is stale: run `python -m kina_play.lang.op_docs docs/language.md`")


def test_every_visible_op_is_in_the_docs_table():
    table = render()
    for spec in OPS.values():
        if not spec.internal:
            assert f"`{spec.spelling()}`" in table
