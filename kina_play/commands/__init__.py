"""One module per ``kina-play`` subcommand.

Each module exposes ``HELP`` (one line), ``add_arguments(parser)`` and
``run(args) -> int`` (the exit status).  Raise :class:`UsageError` for bad
usage or unreadable input (exit 2) and let :class:`KinaError` propagate for
errors in the user's program (exit 1); the CLI prints both without a
traceback.
"""

from __future__ import annotations

import sys


class UsageError(Exception):
    """Bad usage or unreadable input: printed as ``kina-play: error: ...``, exit 2."""


def not_implemented(what: str) -> int:
    print(f"kina-play: {what} is not yet implemented", file=sys.stderr)
    return 2
