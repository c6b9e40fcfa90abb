"""The one base class of every error kina-play reports to a user.

A :class:`KinaPlayError` is the user's problem (bad flags, an unreadable
file, an error in their program), never a bug in kina-play: the CLI and the
app catch it *by type* and show :meth:`~KinaPlayError.cli_message` (one line,
or a program's rendered diagnostics) with no traceback, exiting with
:attr:`~KinaPlayError.exit_code`.  Anything else that escapes is a bug.
"""

from __future__ import annotations

EXIT_OK, EXIT_FAILED, EXIT_USAGE, EXIT_INTERNAL = 0, 1, 2, 70
EXIT_BROKEN_PIPE = 141
"""The reader of stdout closed it (``| head``): 128 + SIGPIPE, as a shell
reports a command the signal stopped; quietly, since nothing went wrong."""


class KinaPlayError(Exception):
    """A user-facing error: bad usage, unreadable input, a failing program."""

    exit_code = EXIT_USAGE

    def cli_message(self) -> str:
        return f"kina-play: error: {self}"


class UsageError(KinaPlayError):
    """Bad flags or arguments (exit 2)."""


class InputError(KinaPlayError):
    """An unreadable or invalid input file (exit 2)."""
