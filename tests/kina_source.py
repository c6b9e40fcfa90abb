"""Helpers for tests that write Kina source on the fly (ops, autodiff)."""

from __future__ import annotations

from functools import lru_cache
from typing import Iterable

from kina_play.compiler.driver import Program, load_text
from kina_play.lang.types import TensorType


def ty(elem: str, shape: Iterable[int]) -> str:
    """``f32[2, 3]``: the Kina spelling, from the project's own TensorType."""
    return str(TensorType(elem, tuple(shape)))


def ints(values: Iterable[int]) -> str:
    """A keyword list attribute: ``[1, 0, 2]``."""
    return "[" + ", ".join(str(v) for v in values) + "]"


@lru_cache(maxsize=None)
def compiled(src: str, path: str = "test.kina") -> Program:
    """Each distinct source is checked and compiled once per session."""
    return load_text(src, path)
