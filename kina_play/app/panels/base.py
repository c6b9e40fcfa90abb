"""What every panel shares: access to the app, error reporting, a status line."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from textual.binding import Binding
from textual.containers import Vertical
from textual.widget import Widget
from textual.widgets import Static

from ...compiler.pipeline import PipelineError
from ...errors import KinaPlayError
from ..messages import CheckpointsChanged, WorkFailed

if TYPE_CHECKING:
    from ..app import KinaPlayApp


def describe_error(e: BaseException) -> str:
    """A message for the user: diagnostics rendered, no traceback."""
    render = getattr(e, "render", None)
    if callable(render):
        try:
            return str(render())
        except Exception:  # pragma: no cover - a broken render must not hide the error
            pass
    text = str(e) or type(e).__name__
    # the user's errors read as plain sentences; anything else keeps its type name (it may be a bug)
    known = (KinaPlayError, ValueError, FileNotFoundError, PipelineError)
    return text if isinstance(e, known) else f"{type(e).__name__}: {text}"


class Panel(Vertical, can_focus=True):
    """A tab of the playground.  Focusable so that its key bindings work as
    soon as its tab is shown."""

    TAB_TITLE = ""
    HELP = ""

    @property
    def kapp(self) -> "KinaPlayApp":
        return cast("KinaPlayApp", self.app)

    @property
    def masked(self) -> bool:
        return self.kapp.deterministic

    def status(self, text: str, *, error: bool = False) -> None:
        """Set the panel's status line (``#<panel>-status``) if it has one."""
        try:
            w = self.query_one(".panel-status", Static)
        except Exception:
            return
        w.set_class(error, "-error")
        w.update(text)

    def fail(self, what: str, error: BaseException | str) -> None:
        msg = error if isinstance(error, str) else describe_error(error)
        self.status(f"✗ {what}: {msg.splitlines()[0] if msg else ''}", error=True)
        self.kapp.notify(msg, title=what, severity="error", timeout=8)

    def on_work_failed(self, event: WorkFailed) -> None:
        self.fail(event.what, event.error)

    def post_failure(self, what: str, e: BaseException) -> None:
        """From a worker thread: report ``e`` on the UI thread."""
        self.post_message(WorkFailed(what, describe_error(e)))

    def focus_target(self) -> "Widget":
        """What gets the focus when the tab is shown: the StoryLM-1 view while
        the app shows StoryLM-1, else the panel itself."""
        if self.has_class("-lm1"):
            views = self.query(".lm1-view")
            if views:
                return views.first()
        return self

    def shows_lm1_view(self) -> bool:
        """Whether this panel shows its StoryLM-1 view now (the app shows
        StoryLM-1 and the panel has one; Programs and Check are shared)."""
        return self.has_class("-lm1") and bool(self.query(".lm1-view"))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The panel's own (StoryLM-0) keys are off while its StoryLM-1 view is
        shown: hidden in the footer and not run.  Why: the view's keys bubble up
        here, so a key the view does not bind (``p``, ``g``, ``v``…) used to act
        on the hidden StoryLM-0 widgets — focus an invisible prompt, start a
        rollout nobody sees."""
        if self.shows_lm1_view() and any(b.action == action for b in self._own_bindings()):
            return False
        return True

    @classmethod
    def _own_bindings(cls) -> list[Binding]:
        return [b for b in cls.BINDINGS if isinstance(b, Binding)]

    def first_shown(self) -> None:
        """Called once, the first time the panel's tab is shown."""

    def on_checkpoints_changed(self, event: CheckpointsChanged) -> None:
        """Panels with a checkpoint selector refresh it."""
