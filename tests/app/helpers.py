"""Helpers for the app tests: running async tests, waiting on workers and conditions.

``KINA_PLAY_TEST_ENGINE=numpy`` runs the panels on the NumPy reference engine
(for working on the app while the compiler is broken); the default, and what
CI and the snapshots use, is the compiled engine.
"""

from __future__ import annotations

import asyncio
import functools
import os
from typing import Any, Awaitable, Callable

from textual.pilot import Pilot

from kina_play.app.screenshots import settle  # one definition, shared with the screenshot scenes

ENGINE = os.environ.get("KINA_PLAY_TEST_ENGINE", "compiled")


async def wait_until(pilot: Pilot, cond: Callable[[], bool], rounds: int = 6000) -> None:
    """Let the app run until ``cond()`` holds (a condition, not a sleep; the
    bound, ≥ 60 s, only stops a test that would otherwise hang on a loaded box).

    ``cond()`` is checked every 10 ms; the app's tasks run in this event loop
    in between.  Every tenth round is a full :meth:`Pilot.pause` (the screen
    handles what is queued; an exception in the app ends the wait), the others
    only sleep: a pause posts a message to every widget of the screen, and at
    100 a second that was most of the CPU a test used while it waited for a
    build or a training run."""
    for i in range(rounds):
        if cond():
            return
        if i % 10 == 0:
            await pilot.pause(0.01)
        else:
            await asyncio.sleep(0.01)
    raise AssertionError("condition not reached")


class FakeSuite:
    """Three instant checks (pass, fail, skip) for tests of the Check panel's mechanics."""

    def checks(self) -> list[tuple[str, Callable[[], tuple[bool | None, str]]]]:
        return [
            ("always passes", lambda: (True, "fine in 3 ms")),
            ("always fails", lambda: (False, "expected 1, got 2")),
            ("sometimes skipped", lambda: (None, "PyTorch not installed")),
        ]


def async_test(fn: Callable[..., Awaitable[Any]]) -> Callable[..., Any]:
    """Run an ``async def`` test with ``asyncio.run`` (no pytest plugin needed);
    fixtures still resolve through ``functools.wraps``."""

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        return asyncio.run(fn(*args, **kwargs))

    return wrapper


GOOD_PROGRAM = """// a tiny program for the Programs panel tests
fn twice(x: f32[2, 2]) -> f32[2, 2] {
    let y = x + x;
    return y;
}
"""

BAD_PROGRAM = """fn twice(x: f32[2, 2]) -> f32[2, 3] {
    let y = x + x;
    return y;
}
"""
