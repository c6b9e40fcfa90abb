"""A token strip: the sequence as ``word·id`` chips, wrapping at chip edges."""

from __future__ import annotations

from typing import Sequence

from rich.text import Text
from textual.widget import Widget

from ..format import word


class TokenStrip(Widget):
    """``once·1 upon·2 a·3 …``.

    Prompt tokens are dimmed, generated ones bold; ``cursor`` marks the next
    token to feed; ``expected`` (a reference sequence) turns every id that
    differs red and every matching id green."""

    DEFAULT_CSS = """
    TokenStrip { height: auto; }
    """

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.ids: list[int] = []
        self.prompt_len = 0
        self.cursor: int | None = None
        self.expected: Sequence[int] | None = None
        self.empty_text = ""

    def show(self, ids: Sequence[int], *, prompt_len: int = 0, cursor: int | None = None,
             expected: Sequence[int] | None = None) -> None:
        self.ids = [int(i) for i in ids]
        self.prompt_len = prompt_len
        self.cursor = cursor
        self.expected = expected
        self.refresh(layout=True)

    def render(self) -> Text:
        if not self.ids:
            return Text(self.empty_text, style="dim")
        out = Text()
        for pos, i in enumerate(self.ids):
            if pos:
                out.append(" ")
            style = "bold" if pos >= self.prompt_len else "dim"
            if self.expected is not None:
                good = pos < len(self.expected) and self.expected[pos] == i
                style += " green" if good else " bold red"
            if self.cursor == pos:
                style = "bold reverse"
            out.append(word(i), style=style)
            out.append(f"·{i}", style=style if self.cursor == pos else f"{style} dim")
        return out
