"""Diagnostics: the one exception type the front end lets escape.

Every user error in a Kina program becomes a :class:`Diagnostic` with a span;
:class:`KinaError` carries one or more of them (errors in independent
functions are all reported).  Rendering follows the CLI contract::

    programs/bad.kina:7:22: error: matmul: inner dims differ: f32[1, 1, 4] @ f32[1, 3, 4]
        let q = matmul(x, wq);
                         ^
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..errors import EXIT_FAILED, KinaPlayError


@dataclass(frozen=True)
class Source:
    """A program's text and the name it is reported under."""

    path: str
    text: str

    def line(self, n: int) -> str:
        # Split on "\n" only (dropping a "\r" before it), exactly as the
        # lexer counts lines: str.splitlines() would also split on form
        # feeds and other separators and quote the wrong line.
        lines = self.text.split("\n")
        return lines[n - 1].removesuffix("\r") if 1 <= n <= len(lines) else ""


@dataclass(frozen=True)
class Span:
    """1-based line/column of the first character, and the end (exclusive)."""

    source: Source = field(repr=False, compare=False)
    line: int
    col: int
    end_line: int
    end_col: int

    @property
    def path(self) -> str:
        return self.source.path

    def to(self, other: "Span") -> "Span":
        """The span from the start of ``self`` to the end of ``other``."""
        return Span(self.source, self.line, self.col, other.end_line, other.end_col)

    def __str__(self) -> str:
        return f"{self.source.path}:{self.line}:{self.col}"


@dataclass(frozen=True)
class Diagnostic:
    span: Span
    message: str
    severity: str = "error"
    notes: tuple[str, ...] = ()

    def render(self) -> str:
        text = self.span.source.line(self.span.line)
        caret_pad = "".join("\t" if ch == "\t" else " " for ch in text[: self.span.col - 1])
        width = 1
        if self.span.end_line == self.span.line and self.span.end_col > self.span.col:
            width = min(self.span.end_col - self.span.col, max(1, len(text) - self.span.col + 1))
        out = [f"{self.span}: {self.severity}: {self.message}", f"    {text}", f"    {caret_pad}^{'~' * (width - 1)}"]
        out.extend(f"    note: {n}" for n in self.notes)
        return "\n".join(out)


class KinaError(KinaPlayError):
    """One or more diagnostics about a Kina program (the user's error, not ours)."""

    exit_code = EXIT_FAILED

    def __init__(self, diagnostics: list[Diagnostic] | Diagnostic):
        self.diagnostics: list[Diagnostic] = (
            [diagnostics] if isinstance(diagnostics, Diagnostic) else list(diagnostics)
        )
        super().__init__(self.render())

    def render(self) -> str:
        return "\n".join(d.render() for d in self.diagnostics)

    def cli_message(self) -> str:
        return self.render()

    @property
    def first(self) -> Diagnostic:
        return self.diagnostics[0]


def error(span: Span, message: str, *notes: str) -> KinaError:
    return KinaError(Diagnostic(span, message, notes=tuple(notes)))
