"""Helpers for the app tests: a deterministic app factory and worker waits.

``KINA_PLAY_TEST_ENGINE=numpy`` runs the panels on the NumPy reference engine
(for working on the app while the compiler is broken); the default, and what
CI and the snapshots use, is the compiled engine.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Callable

import pytest
from textual.pilot import Pilot

from kina_play.app.app import KinaPlayApp
from kina_play.storylm0.checks import CheckResult

ENGINE = os.environ.get("KINA_PLAY_TEST_ENGINE", "compiled")


async def settle(pilot: Pilot, rounds: int = 200) -> None:
    """Wait until no worker is running and every message they posted is handled."""
    app = pilot.app
    for _ in range(rounds):
        await pilot.pause()
        busy = [w for w in app.workers if not w.is_finished]
        if not busy:
            await pilot.pause()
            if not [w for w in app.workers if not w.is_finished]:
                return
            continue
        await app.workers.wait_for_complete(busy)
    raise AssertionError("workers did not settle")


async def wait_until(pilot: Pilot, cond: Callable[[], bool], rounds: int = 2000) -> None:
    """Let the app run until ``cond()`` holds (a condition, not a sleep)."""
    for _ in range(rounds):
        if cond():
            return
        await pilot.pause(0.01)
    raise AssertionError("condition not reached")


class FakeSuite:
    """Three instant checks (pass, fail, skip) for tests of the Check panel's mechanics."""

    def checks(self) -> list[tuple[str, Callable[[], tuple[bool | None, str]]]]:
        return [
            ("always passes", lambda: (True, "fine in 3 ms")),
            ("always fails", lambda: (False, "expected 1, got 2")),
            ("sometimes skipped", lambda: (None, "PyTorch not installed")),
        ]


@pytest.fixture
def make_app(tmp_path: Path) -> Callable[..., KinaPlayApp]:
    def make(**kw: Any) -> KinaPlayApp:
        kw.setdefault("engine", ENGINE)
        kw.setdefault("deterministic", True)
        kw.setdefault("save_dir", tmp_path / "trained")
        kw.setdefault("screenshot_dir", tmp_path / "shots")
        kw.setdefault("train_pace_ms", 0)
        return KinaPlayApp(**kw)

    return make


__all__ = ["CheckResult", "ENGINE", "FakeSuite", "settle", "wait_until"]
