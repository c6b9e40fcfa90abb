"""Helpers shared by the front-end tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from kina_play.lang import ast
from kina_play.lang.diagnostics import Diagnostic, KinaError
from kina_play.lang.frontend import CheckedModule, check, parse_text

ROOT = Path(__file__).resolve().parents[2]
PROGRAMS = ROOT / "programs"
BAD = Path(__file__).resolve().parent / "bad"


def ok(src: str) -> CheckedModule:
    return check(parse_text(src, "t.kina"))


def errors(src: str) -> list[Diagnostic]:
    with pytest.raises(KinaError) as info:
        check(parse_text(src, "t.kina"))
    return info.value.diagnostics


def error(src: str, fragment: str) -> Diagnostic:
    """The program is refused with a first diagnostic containing ``fragment``."""
    diags = errors(src)
    assert fragment in diags[0].message, diags[0].render()
    return diags[0]


def let_value(params: str, expr: str, shapes: str = "") -> ast.Expr:
    """Check ``let r = EXPR;`` in ``fn f<SHAPES>(PARAMS)`` and return the typed value."""
    generic = f"<{shapes}>" if shapes else ""
    src = f"fn f{generic}({params}) -> f32[] {{\n    let r = {expr};\n    return fill(f32[], 0.0);\n}}\n"
    fn = ok(src).function("f")
    stmt = fn.body[0]
    assert isinstance(stmt, ast.Let)
    return stmt.value


def type_of(params: str, expr: str, shapes: str = "") -> str:
    return str(let_value(params, expr, shapes).ty)


def refused(params: str, expr: str, fragment: str, shapes: str = "") -> Diagnostic:
    generic = f"<{shapes}>" if shapes else ""
    src = f"fn f{generic}({params}) -> f32[] {{\n    let r = {expr};\n    return fill(f32[], 0.0);\n}}\n"
    return error(src, fragment)
