"""The Textual playground (``kina-play`` with no subcommand).

Nothing under ``kina_play.storylm0`` or ``kina_play.compiler`` imports this
package.  Textual is imported lazily, so the compile helper the Programs panel
runs in a child process (:mod:`kina_play.app.compile_job`) starts fast.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .app import KinaPlayApp, run_app

__all__ = ["KinaPlayApp", "run_app"]


def __getattr__(name: str) -> Any:
    if name in __all__:
        from . import app

        return getattr(app, name)
    raise AttributeError(name)
