"""Writing files so that nothing is lost: whole or not at all.

The counterpart of :mod:`kina_play.inputs`.  The files the commands write
for the user (``compile -o``, ``run --out``, ``--trace``, a StoryLM-1
checkpoint's files) go through :func:`atomic_file`: the bytes go to a
temporary file in the destination's directory, which is renamed over the
destination only once it is complete, so an interrupted or failed write
leaves the old file as it was and no partial one.  :func:`output_file` also
takes a device or a pipe (``/dev/null``, ``/dev/stdout``), which a rename
would replace, and writes those straight through.

The StoryLM-0 package keeps its own writer (``storylm0.weights``, used for
its checkpoints, whose pair is committed manifest last, and by the app to
save a program): it is the independent reference
and imports nothing of the tool beyond its error types and input reader.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any


def _default_mode() -> int:
    """The permissions ``open()`` would give a new file (``mkstemp``'s 0600
    is not what a checkpoint or a trace should carry)."""
    umask = os.umask(0)
    os.umask(umask)
    return 0o666 & ~umask


@contextlib.contextmanager
def atomic_file(path: str | Path, mode: str = "wb") -> Iterator[IO[Any]]:
    """A file object for ``path`` whose content appears there only when the
    ``with`` block ends without an exception (temp file + fsync + rename)."""
    dest = Path(path)
    fd, tmp = tempfile.mkstemp(dir=dest.parent, prefix=f".{dest.name}.", suffix=".tmp")
    done = False
    try:
        with os.fdopen(fd, mode) as f:
            yield f
            f.flush()
            os.fsync(f.fileno())
        os.chmod(tmp, _default_mode())
        os.replace(tmp, dest)
        done = True
    finally:
        if not done:
            Path(tmp).unlink(missing_ok=True)


@contextlib.contextmanager
def output_file(path: str | Path, mode: str = "wb") -> Iterator[IO[Any]]:
    """:func:`atomic_file` for a regular (or new) file; a device or a pipe is
    opened and written straight through."""
    dest = Path(path)
    if dest.exists() and not dest.is_file():
        with open(dest, mode) as f:
            yield f
        return
    with atomic_file(dest, mode) as f:
        yield f
