"""Literals at their edges, compiled and interpreted.

* A float literal is accepted exactly when it rounds to a finite f32: the
  largest f32 as NumPy prints it (``3.4028235e38``) is a common mask value.
* ``true`` / ``false`` take a known bool type (return, yield, argument) the
  way number literals take theirs.
* ``matmul`` on bool is refused like the rest of the arithmetic on bool.
"""

from __future__ import annotations

import numpy as np
import pytest

from kina_play.lang.diagnostics import Diagnostic, KinaError
from kina_play.lang.frontend import check, parse_text
from kina_play.lang.interp import Interpreter
from kina_play.lang.lexer import F32_OVERFLOW

from kina_source import compiled  # noqa: E402  (tests/ is on sys.path)


def error(src: str, fragment: str) -> Diagnostic:
    """The program is refused; its first diagnostic contains ``fragment``."""
    with pytest.raises(KinaError) as info:
        check(parse_text(src, "t.kina"))
    d = info.value.diagnostics[0]
    assert fragment in d.message, d.render()
    return d


def both(src: str, fn: str, *args: np.ndarray) -> list:
    """The compiled results and the interpreter's, as lists."""
    prog = compiled(src, "literals.kina")
    got = prog.call(fn, *args)
    want = Interpreter(prog.checked, np.float32).call(fn, *args)
    as_list = lambda r: list(r) if isinstance(r, tuple) else [r]  # noqa: E731
    return [as_list(got), as_list(want)]


def test_the_largest_f32_as_numpy_prints_it_is_a_literal() -> None:
    big = np.finfo(np.float32).max
    assert repr(float(np.float32(3.4028235e38))) == repr(float(big))
    src = "fn f(x: f32[3]) -> f32[3] {\n    return maximum(x, -3.4028235e38);\n}\n"
    x = np.array([-np.inf, -1.0, np.nan], np.float32)
    got, want = both(src, "f", x)
    ref = np.maximum(x, -big)
    np.testing.assert_array_equal(got[0], ref)
    np.testing.assert_array_equal(want[0], ref)


@pytest.mark.parametrize("text", ["3.5e38", "3.4028236e38", "1e39"])
def test_literals_that_round_to_infinity_are_refused(text: str) -> None:
    with np.errstate(over="ignore"):
        assert not np.isfinite(np.float64(text).astype(np.float32))  # the reference rounding
    d = error(f"fn f(x: f32[2]) -> f32[2] {{\n    return x * {text};\n}}\n", "out of the f32 range")
    assert (d.span.line, d.span.col) == (2, 16)


def test_overflow_bound_is_where_float32_rounding_overflows() -> None:
    below = np.nextafter(F32_OVERFLOW, 0.0)
    with np.errstate(over="ignore"):
        assert np.isfinite(np.float32(below)) and not np.isfinite(np.float32(F32_OVERFLOW))


def test_bool_literals_take_a_known_bool_type() -> None:
    src = ("fn g(m: bool[3], x: f32[3]) -> f32[3] {\n    return select(m, x, 0.0);\n}\n"
           "fn f(x: f32[3]) -> (bool[2, 3], f32[3], bool[3]) {\n"
           "    let (i, b) = while (i = 0, b = fill(bool[3], false)) i < 2 {\n"
           "        yield (i + 1, true);\n    };\n"
           "    return (false, g(true, x), b);\n}\n")
    x = np.array([1.0, -2.0, 3.0], np.float32)
    got, want = both(src, "f", x)
    for g, w in zip(got, want):
        np.testing.assert_array_equal(g, w)
    np.testing.assert_array_equal(got[0], np.zeros((2, 3), bool))
    np.testing.assert_array_equal(got[1], x)
    np.testing.assert_array_equal(got[2], np.ones(3, bool))
    assert got[0].dtype == np.bool_


def test_a_bool_literal_still_does_not_become_a_number() -> None:
    error("fn f(x: f32[2]) -> f32[2] {\n    return true;\n}\n", "f32[2]")


@pytest.mark.parametrize("expr", ["a @ b", "matmul(a, b)"])
def test_matmul_on_bool_is_refused(expr: str) -> None:
    d = error(f"fn f(a: bool[2, 2], b: bool[2, 2]) -> bool[2, 2] {{\n    return {expr};\n}}\n",
              "needs f32 or i64 operands")
    assert d.span.line == 2


@pytest.mark.parametrize("body, want", [
    ("return cast(1, f32);", np.float32(1.0)),
    ("return cast(-2, f32) * x;", np.float32(-2.0) * np.float32(3.0)),
    ("return cast(2.5, i64);", np.int64(2)),
    ("return cast(3.5, f32) + x;", np.float32(6.5)),
])
def test_cast_of_a_number_literal(body: str, want: np.generic) -> None:
    """A literal operand of ``cast`` is typed as a rank-0 literal of its own
    kind (an int → i64, a float → f32); the checker used to index past the
    operands (the type operand ``T`` was counted among them) and crash."""
    out = "f32" if want.dtype == np.float32 else "i64"
    src = f"fn f(x: f32[]) -> {out}[] {{\n    {body}\n}}\n"
    got, ref = both(src, "f", np.array(3.0, np.float32))
    assert got[0].dtype == want.dtype and got[0] == want
    assert ref[0] == want


def test_cumsum_keeps_a_leading_negative_zero() -> None:
    """Addition's identity is -0.0: the scan starts from it, so a leading -0.0
    stays -0.0 as in NumPy's cumsum (starting from +0.0 turned it into +0.0)."""
    src = "fn f(x: f32[2, 3]) -> f32[2, 3] {\n    return cumsum(x, axis = 1);\n}\n"
    x = np.array([[-0.0, 0.0, -0.0], [-0.0, -0.0, 1.0]], np.float32)
    got, ref = both(src, "f", x)
    want = np.cumsum(x, axis=1)
    for r in (got[0], ref[0]):
        np.testing.assert_array_equal(r, want)
        np.testing.assert_array_equal(np.signbit(r), np.signbit(want))
