"""Kina tokens.

A token's ``kind`` is its own text for keywords and punctuation (``"fn"``,
``"->"``, ``"("``) and one of :data:`IDENT`, :data:`INT`, :data:`FLOAT`,
:data:`EOF` otherwise, so the parser reads like the grammar:
``self.expect(")")``.  Every token carries the span it was read from.
"""

from __future__ import annotations

from dataclasses import dataclass

from .diagnostics import Span

IDENT = "identifier"
INT = "integer"
FLOAT = "float"
EOF = "end of file"

KEYWORDS = frozenset({"fn", "let", "return", "while", "yield", "true", "false"})
BOOLS = {"true": True, "false": False}

# Longest first: the lexer tries two-character punctuation before one.
PUNCT2 = ("->", "<=", ">=", "==", "!=")
PUNCT1 = tuple("()[]{}<>,:;=@+-*/")

COMPARISONS = frozenset({"<", "<=", ">", ">=", "==", "!="})
OPENERS = {"(": ")", "[": "]", "{": "}"}


@dataclass(frozen=True)
class Token:
    kind: str
    text: str
    span: Span
    value: int | float | None = None  # INT / FLOAT literals

    @property
    def number(self) -> int | float:
        """An INT or FLOAT literal's value."""
        assert self.value is not None, self
        return self.value

    @property
    def integer(self) -> int:
        """An INT literal's value."""
        assert isinstance(self.value, int), self
        return self.value

    def describe(self) -> str:
        """How a message names this token: ``';'``, ``identifier 'x'``, ``end of file``."""
        if self.kind == IDENT:
            return f"identifier '{self.text}'"
        if self.kind in (INT, FLOAT):
            return f"number {self.text}"
        if self.kind == EOF:
            return "end of file"
        if self.kind in KEYWORDS:
            return f"keyword '{self.text}'"
        return f"'{self.text}'"
