"""Messages shared between panels and the app (panel-specific ones live on
their panel class, Textual style)."""

from __future__ import annotations

from textual.message import Message


class WorkFailed(Message):
    """A worker hit an error: the panel shows it inline and as a notification."""

    def __init__(self, what: str, error: str) -> None:
        super().__init__()
        self.what = what
        self.error = error


class CheckpointsChanged(Message):
    """The set of checkpoints changed (a run was saved, a path loaded);
    ``select`` names the one panels should switch to, if any."""

    def __init__(self, select: str | None = None) -> None:
        super().__init__()
        self.select = select


class CompileProgress(Message):
    """One build step from the compiler (``compiling decode<S=17> · 3/31``),
    whichever panel's work asked for the compile."""

    def __init__(self, line: str, phase: str, index: int, total: int) -> None:
        super().__init__()
        self.line, self.phase, self.index, self.total = line, phase, index, total
