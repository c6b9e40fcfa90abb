"""Environment variables read at every command's start.

Why up front: a variable is read where it is used, so a bad value used to be
refused by one command (one that happened to start the matmul pool) and
ignored by another, or surfaced as a traceback deep in the app.  Checked
here first, a bad value is the same one-line usage error (exit 2) for every
command, naming the variable and what it expects.
"""

from __future__ import annotations

import math
import os

from .cores import host_threads
from .errors import UsageError

DEMO_DELAY_ENV = "KINA_PLAY_DEMO_DELAY"
DEMO_DELAY_DEFAULT = 5.0


def demo_delay() -> float:
    """Seconds each step of ``--demo`` stays on screen: ``$KINA_PLAY_DEMO_DELAY``
    (a finite number ≥ 0), else :data:`DEMO_DELAY_DEFAULT`."""
    text = os.environ.get(DEMO_DELAY_ENV, "").strip()
    if not text:
        return DEMO_DELAY_DEFAULT
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not (math.isfinite(value) and value >= 0):
        raise UsageError(f"${DEMO_DELAY_ENV}: expected a finite number of seconds ≥ 0, got {text!r}")
    return value


def check_environment() -> None:
    """Refuse a bad value of any variable every command may read (a bad
    ``$KINA_PLAY_VECTOR_TARGET`` used to surface from inside a compile, as
    an internal error)."""
    from .compiler.target import host_target

    host_threads()
    demo_delay()
    host_target()
