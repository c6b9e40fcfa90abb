"""The Kina lexer: text → tokens, every token with its span.

Deliberately ASCII-only and strict: identifiers are ``[A-Za-z_][A-Za-z0-9_]*``
(``str.isalpha`` would let Unicode letters in), numbers need digits on both
sides of ``.``, and any other character is a *stray character* reported at
its own line and column.  All lexical errors of a file are reported at once;
the parser only runs on a file that lexes cleanly.
"""

from __future__ import annotations

import math
import re

from .diagnostics import Diagnostic, KinaError, Source, Span
from .tokens import EOF, FLOAT, IDENT, INT, KEYWORDS, PUNCT1, PUNCT2, Token

I64_MAX = 2**63 - 1
F32_MAX = 3.4028234663852886e38
F32_OVERFLOW = F32_MAX + 2.0**103
"""The smallest magnitude that rounds to infinity in f32 (halfway between the
largest f32 and 2**128, where round-to-even goes up).  Below it a literal
rounds to a finite f32: ``3.4028235e38``, how NumPy prints the largest f32,
is accepted as exactly that value."""

_DIGITS = "0123456789"
_IDENT_START = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_"
_IDENT_CONT = _IDENT_START + _DIGITS
_WHITESPACE = " \t\r\n"
# Runs the lexer skips or takes whole (one regex match instead of one Python step per character).
_WHITESPACE_RUN = re.compile(r"[ \t\r\n]+")
_IDENT_RUN = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def _describe_char(ch: str) -> str:
    if ch.isprintable() and ch not in " \t":
        return f"'{ch}'"
    return f"U+{ord(ch):04X}"


class Lexer:
    def __init__(self, source: Source):
        self.source = source
        self.text = source.text
        self.i = 0
        self.line = 1
        self.col = 1
        self.errors: list[Diagnostic] = []

    def _span(self, line: int, col: int) -> Span:
        return Span(self.source, line, col, self.line, self.col)

    def _advance(self, n: int = 1) -> None:
        for _ in range(n):
            if self.text[self.i] == "\n":
                self.line += 1
                self.col = 1
            else:
                self.col += 1
            self.i += 1

    def _peek(self, k: int = 0) -> str:
        j = self.i + k
        return self.text[j] if j < len(self.text) else ""

    def _error(self, span: Span, msg: str) -> None:
        self.errors.append(Diagnostic(span, msg))

    def tokens(self) -> list[Token]:
        out: list[Token] = []
        last_end = (1, 1)
        while self.i < len(self.text):
            ch = self.text[self.i]
            if ch in _WHITESPACE:
                run = _WHITESPACE_RUN.match(self.text, self.i).group()  # type: ignore[union-attr]
                self.i += len(run)
                newlines = run.count("\n")
                if newlines:
                    self.line += newlines
                    self.col = len(run) - run.rfind("\n")
                else:
                    self.col += len(run)
                continue
            if ch == "/" and self._peek(1) == "/":
                end = self.text.find("\n", self.i)
                end = len(self.text) if end < 0 else end
                self.col += end - self.i
                self.i = end
                continue
            line, col = self.line, self.col
            if ch in _DIGITS:
                tok = self._number(line, col)
            elif ch in _IDENT_START:
                text = _IDENT_RUN.match(self.text, self.i).group()  # type: ignore[union-attr]
                self.i += len(text)
                self.col += len(text)
                tok = Token(text if text in KEYWORDS else IDENT, text, self._span(line, col))
            else:
                two = self.text[self.i : self.i + 2]
                if two in PUNCT2:
                    self._advance(2)
                    tok = Token(two, two, self._span(line, col))
                elif ch in PUNCT1:
                    self._advance()
                    tok = Token(ch, ch, self._span(line, col))
                else:
                    self._advance()
                    hint = ""
                    if ch == "!":
                        hint = " (did you mean '!='?)"
                    elif ch == ".":
                        hint = " (a float literal needs digits on both sides of '.', e.g. 0.5)"
                    elif ch == "#":
                        hint = " (comments start with '//')"
                    self._error(self._span(line, col), f"stray character {_describe_char(ch)}{hint}")
                    continue
            if tok is not None:
                out.append(tok)
                last_end = (tok.span.end_line, tok.span.end_col)
        # EOF sits just after the last token, so "reached end of file" errors
        # quote a line with code on it rather than a trailing blank line.
        eline, ecol = last_end
        out.append(Token(EOF, "", Span(self.source, eline, ecol, eline, ecol + 1)))
        if self.errors:
            raise KinaError(self.errors)
        return out

    def _number(self, line: int, col: int) -> Token | None:
        start = self.i
        is_float = False
        bad: str | None = None
        while self._peek() and self._peek() in _DIGITS:
            self._advance()
        if self._peek() == ".":
            is_float = True
            self._advance()
            if not (self._peek() and self._peek() in _DIGITS):
                bad = "expected a digit after '.' in a float literal (e.g. 2.0)"
            while self._peek() and self._peek() in _DIGITS:
                self._advance()
        if bad is None and self._peek() in ("e", "E"):
            is_float = True
            self._advance()
            if self._peek() in ("+", "-"):
                self._advance()
            if not (self._peek() and self._peek() in _DIGITS):
                bad = "expected digits in the exponent of a float literal (e.g. 1e-9)"
            while self._peek() and self._peek() in _DIGITS:
                self._advance()
        if bad is None and self._peek() and self._peek() in _IDENT_CONT + ".":
            while self._peek() and self._peek() in _IDENT_CONT + ".":
                self._advance()
            bad = f"malformed number literal '{self.text[start:self.i]}'"
        text = self.text[start : self.i]
        span = self._span(line, col)
        if bad is not None:
            self._error(span, bad)
            return None
        if is_float:
            value = float(text)
            if not math.isfinite(value) or abs(value) >= F32_OVERFLOW:
                self._error(span, f"float literal {text} is out of the f32 range")
                return None
            return Token(FLOAT, text, span, value)
        # Guard the length first: int() refuses strings over 4300 digits.
        if len(text.lstrip("0")) > 19 or int(text) > I64_MAX:
            self._error(span, f"integer literal {text} does not fit in i64")
            return None
        return Token(INT, text, span, int(text))


def lex(source: Source) -> list[Token]:
    """All tokens of ``source``, ending with one EOF token; KinaError lists
    every lexical error of the file."""
    return Lexer(source).tokens()
