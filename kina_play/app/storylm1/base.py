"""What the three StoryLM-1 views share: focus, a status line, the model."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from textual.containers import Vertical
from textual.widgets import Static

from ...storylm1 import grammar
from ..panels.base import describe_error

if TYPE_CHECKING:
    from ..app import KinaPlayApp


def lm1_words(ids: list[int]) -> list[str]:
    words = grammar.default_grammar().words
    return [words[i] if 0 <= i < len(words) else f"#{i}" for i in ids]


class Lm1View(Vertical, can_focus=True):
    """Focusable, so its keys win over the StoryLM-0 panel's while shown."""

    DEFAULT_CLASSES = "lm1-view"

    @property
    def kapp(self) -> "KinaPlayApp":
        return cast("KinaPlayApp", self.app)

    def status(self, text: str, *, error: bool = False) -> None:
        w = self.query_one(".lm1-status", Static)
        w.set_class(error, "-error")
        w.update(text)

    def failed(self, what: str, e: BaseException) -> None:
        """From a worker: show the error on the UI thread, never raise."""
        msg = describe_error(e)
        self.app.call_from_thread(self._show_failure, what, msg)

    def _show_failure(self, what: str, msg: str) -> None:
        self.status(f"✗ {what}: {msg.splitlines()[0] if msg else ''}", error=True)
        self.kapp.notify(msg, title=what, severity="error", timeout=8)
