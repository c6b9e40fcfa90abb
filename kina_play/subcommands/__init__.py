"""One module per ``kina-play`` subcommand (the argument side of the CLI).

Each module exposes ``HELP`` (one line), ``add_arguments(parser)`` and
``run(args) -> int`` (the exit status).  The work itself lives in
:mod:`kina_play.commands` (the headless handlers) or, for ``compile``, in
the module here.  Raise :class:`UsageError` (bad usage) or
:class:`InputError` (unreadable input) for exit 2 and let ``KinaError``
propagate for an error in the user's program (exit 1); the CLI prints all
three without a traceback.
"""

from __future__ import annotations

import argparse
import sys

from ..commands import InputError, UsageError

__all__ = ["InputError", "UsageError", "not_implemented", "path_arg"]


def path_arg(text: str) -> str:
    """argparse ``type`` of every path flag: an empty (or blank) string names
    no file, and quietly meant stdout, the default checkpoint or ``.`` before."""
    if not text.strip():
        raise argparse.ArgumentTypeError("expected a path, got an empty string")
    return text


def not_implemented(what: str) -> int:
    print(f"kina-play: {what} is not yet implemented", file=sys.stderr)
    return 2
