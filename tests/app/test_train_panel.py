"""Train panel: t start/pause/resume, x cancel, live records, 12-id check, v save + use."""

from __future__ import annotations

from textual.widgets import DataTable, Input, Select, Static

from kina_play.app.panels import DecodePanel, RolloutPanel, TrainPanel
from kina_play.storylm0 import spec
from kina_play.storylm0.weights import load_checkpoint

from .helpers import ENGINE, async_test, settle, wait_until


@async_test
async def test_t_trains_the_recipe_then_v_saves_and_other_panels_use_it(make_app, tmp_path) -> None:
    app = make_app(initial_tab="train")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("t")
        await settle(pilot)
        panel = app.query_one(TrainPanel)
        assert len(panel.records) == spec.EPOCHS
        assert panel.records[0].loss > 100 > 1 > panel.records[-1].loss  # the loss falls
        assert app.query_one("#train-table", DataTable).row_count == spec.EPOCHS
        assert panel.result is not None and not panel.result.cancelled
        assert tuple(panel.check_ids or ()) == spec.LOCKED_12
        assert "✓" in str(app.query_one("#train-result", Static).render())
        assert set(panel.records[-1].grad_norms) == set(spec.TRAINED_NAMES)

        await pilot.press("v")
        await settle(pilot)
        out = tmp_path / "trained"
        w = load_checkpoint(out)  # written atomically, valid manifest + sha256
        assert w == panel.result.weights
        assert "trained" in app.checkpoints.names()
        assert app.query_one(DecodePanel).config.checkpoint == "trained"
        assert app.query_one("#rollout-checkpoint", Select).value == "trained"
        assert app.query_one(RolloutPanel).checkpoint == "trained"


@async_test
async def test_keys_during_training_are_answered_at_once(make_app) -> None:
    app = make_app(initial_tab="train", train_pace_ms=100)
    async with app.run_test(size=(80, 24)) as pilot:
        panel = app.query_one(TrainPanel)
        # 10,000 epochs at 100 ms each: the run cannot end by itself during the test however
        # slow the machine is, so the cancel below always meets a running worker (no race)
        app.query_one("#train-epochs", Input).value = "10000"
        await pilot.press("t")
        await wait_until(pilot, lambda: len(panel.records) >= 2)
        await pilot.press("t")  # pause: handled on the UI thread, the worker stops before its next step
        assert panel.paused and panel.running
        # no clock: wait until the worker is parked and the UI has every record it posted
        await wait_until(pilot, lambda: panel.parked.is_set() and len(panel.records) == panel.records_posted)
        n = len(panel.records)
        await pilot.press("2")  # other keys work while the worker waits
        assert app.active_tab == "decode"
        await pilot.press("3")
        assert app.active_tab == "train"
        await pilot.pause()  # (not settle: the paused worker is, on purpose, not finished)
        assert panel.parked.is_set() and len(panel.records) == panel.records_posted == n < 10_000
        await pilot.press("t")  # resume
        assert not panel.paused
        await wait_until(pilot, lambda: len(panel.records) >= n + 2)
        await pilot.press("x")  # cancel
        await settle(pilot)
        assert not panel.running
        assert panel.result is not None and panel.result.cancelled
        await pilot.press("v")  # nothing to save: a message, not a crash
        await settle(pilot)
        assert any("nothing to save" in m for s, _, m in app.notices if s == "error")


@async_test
async def test_divergence_and_bad_settings_are_messages(make_app) -> None:
    app = make_app(initial_tab="train")
    async with app.run_test(size=(80, 24)) as pilot:
        app.query_one("#train-epochs", Input).value = "0"
        await pilot.press("t")
        await settle(pilot)
        assert any("epochs" in m for s, _, m in app.notices if s == "error")
        app.query_one("#train-epochs", Input).value = "5"
        app.query_one("#train-lr", Input).value = "1000"
        await pilot.press("t")
        await settle(pilot)
        assert any("diverged" in m for s, _, m in app.notices if s == "error")
        assert not app.query_one(TrainPanel).running


@async_test
async def test_engine_choice(make_app) -> None:
    app = make_app(initial_tab="train")
    async with app.run_test(size=(80, 24)) as pilot:
        app.query_one("#train-engine", Select).value = "numpy"
        app.query_one("#train-epochs", Input).value = "3"
        await pilot.press("t")
        await settle(pilot)
        panel = app.query_one(TrainPanel)
        assert panel.result_engine == "numpy" and len(panel.records) == 3
        assert ENGINE in ("compiled", "numpy")
