"""The app never blocks on a compile, and shows compile progress.

No timing: each test *holds* a compile in the middle (a build waits on an
event the test controls) and checks that keys were handled, and the first
screen drawn, before that compile was allowed to finish.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest

from kina_play.app.app import HelpScreen
from kina_play.app.panels import ProgramsPanel, RolloutPanel
from kina_play.app.panels import programs as programs_panel
from kina_play.compiler import driver, workers
from kina_play.storylm0 import spec

from .helpers import ENGINE, async_test, settle, wait_until

pytestmark = pytest.mark.skipif(ENGINE != "compiled", reason="compiles happen with the compiled engine only")


class Gate:
    """Holds every build that passes through it until ``release``."""

    def __init__(self) -> None:
        self.held = threading.Event()
        self.release = threading.Event()
        self.finished = 0

    def wrap(self, real: Any) -> Any:
        def gated(*args: Any, **kwargs: Any) -> Any:
            self.held.set()
            assert self.release.wait(600), "the test never released the build"
            try:
                return real(*args, **kwargs)
            finally:
                self.finished += 1

        return gated


@pytest.fixture
def cold(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Gate:
    """An empty compile cache, no program loaded, every unit build held by the gate."""
    monkeypatch.setenv("KINA_PLAY_CACHE_DIR", str(tmp_path / "cold-cache"))
    driver.forget_loaded()
    gate = Gate()
    monkeypatch.setattr(workers, "build_remote", gate.wrap(workers.build_remote))
    monkeypatch.setattr(programs_panel, "run_compile_job", gate.wrap(programs_panel.run_compile_job))
    yield gate
    gate.release.set()
    driver.forget_loaded()


@async_test
async def test_keys_are_answered_while_a_compile_is_held_midway(make_app, cold: Gate) -> None:
    app = make_app(initial_tab="rollout")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("g")  # a greedy rollout: compiles storylm0_rollout's forward first
        panel = app.query_one(RolloutPanel)
        await wait_until(pilot, lambda: cold.held.is_set() and "compiling forward · 1/1" in app.compile_log)
        assert panel.running and panel.compile_line == "compiling forward · 1/1"
        # the compile is held; every key below must be handled anyway
        await pilot.press("1")
        assert app.active_tab == "programs"
        await pilot.press("5")
        assert app.active_tab == "check"
        await pilot.press("question_mark")
        await wait_until(pilot, lambda: isinstance(app.screen, HelpScreen))
        await pilot.press("escape")
        await wait_until(pilot, lambda: not isinstance(app.screen, HelpScreen))
        await pilot.press("4")
        assert app.active_tab == "rollout"
        assert not cold.release.is_set() and cold.finished == 0 and panel.running  # still held: nothing finished
        cold.release.set()
        await wait_until(pilot, lambda: not panel.running, rounds=60_000)
        await settle(pilot)
        assert panel.outcome is not None and tuple(panel.outcome.ids) == spec.LOCKED_36
        assert "ready forward · 1/1" in app.compile_log


@async_test
async def test_first_screen_appears_before_any_compile_finishes(make_app, cold: Gate) -> None:
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_until(pilot, lambda: cold.held.is_set())  # the Programs panel's first compile, held
        panel = app.query_one(ProgramsPanel)
        assert app.active_tab == "programs" and panel.current is not None
        status = str(panel.query_one(".panel-status").render())
        assert status.startswith("compiling ") and cold.finished == 0
        await pilot.press("2")
        assert app.active_tab == "decode" and cold.finished == 0
        cold.release.set()
        await wait_until(pilot, lambda: cold.finished >= 1, rounds=60_000)
