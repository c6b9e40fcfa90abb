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


OFF_WORDS = ("0", "off", "no", "false")
ON_WORDS = ("1", "on", "yes", "true")

SWITCHES: dict[str, bool] = {
    "KINA_PLAY_TIERED": True,
    "KINA_PLAY_BLAS": True,
    "KINA_PLAY_PARALLEL": True,
    "KINA_PLAY_MALLOC_TUNING": True,
    "KINA_PLAY_DETERMINISTIC": False,
}
"""The on/off variables and their defaults (unset or empty: the default)."""

CHOICES: dict[str, tuple[str, ...]] = {
    "KINA_PLAY_CALL_HELPER": ("c", "python") + ON_WORDS + OFF_WORDS,  # python, or off: the pure-Python path
    "KINA_PLAY_OBJECT_BACKEND": ("tools", "engine"),
    "KINA_PLAY_LINKER": ("gold", "default"),
}
"""The variables that name one of a few values (unset or empty: the default)."""


def switch(name: str) -> bool:
    """An on/off variable of :data:`SWITCHES`: ``0``/``off``/``no``/``false``
    is off, ``1``/``on``/``yes``/``true`` is on, in any case.  Why refuse
    anything else: ``KINA_PLAY_DETERMINISTIC=off`` used to turn the mode on
    and ``KINA_PLAY_TIERED=false`` left it on, each variable with its own
    idea of "off"."""
    text = os.environ.get(name, "").strip().lower()
    if not text:
        return SWITCHES[name]
    if text in OFF_WORDS:
        return False
    if text in ON_WORDS:
        return True
    raise UsageError(f"${name}: expected one of {', '.join(OFF_WORDS + ON_WORDS)}, got {os.environ[name]!r}")


def choice(name: str) -> str:
    """A variable of :data:`CHOICES`, lower-cased (``""`` when unset or empty)."""
    text = os.environ.get(name, "").strip().lower()
    if text and text not in CHOICES[name]:
        raise UsageError(f"${name}: expected one of {', '.join(CHOICES[name])}, got {os.environ[name]!r}")
    return text


def check_environment() -> None:
    """Refuse a bad value of any variable every command may read (a bad
    ``$KINA_PLAY_VECTOR_TARGET`` used to surface from inside a compile, as
    an internal error)."""
    from .compiler.target import host_target

    host_threads()
    demo_delay()
    host_target()
    for name in SWITCHES:
        switch(name)
    for name in CHOICES:
        choice(name)
