"""Decode panel: n/space step, b back, r reset, s greedy ↔ sampled, prompt and checkpoint."""

from __future__ import annotations

from textual.widgets import Input, Select, Static

from kina_play.app.panels import DecodePanel
from kina_play.storylm0 import spec

from .helpers import ENGINE, async_test, settle


def _panel(app) -> DecodePanel:  # type: ignore[no-untyped-def]
    return app.query_one(DecodePanel)


def _step_text(app) -> str:  # type: ignore[no-untyped-def]
    return str(app.query_one("#decode-step", Static).render())


@async_test
async def test_two_then_n_three_times_shows_the_checked_instance_caches(make_app) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("2", "n", "n", "n")
        await settle(pilot)
        panel = _panel(app)
        assert app.active_tab == "decode"
        assert [r.fn for r in panel.records] == (
            list(spec.CHECKED_DECODE_FUNCTIONS) if ENGINE == "compiled" else [f"reference.decode_step(S={s})" for s in range(3)]
        )
        assert panel.tokens == [3, 2, 0, 0]  # v0, seed token 3: the NumPy reference's greedy ids
        text = _step_text(app)
        assert "k 1x2x2x3" in text and "v 1x2x3x2" in text
        assert "✓" in text
        assert all(r.ok for r in panel.records)
        assert app.query_one("#decode-logits").record is panel.records[-1]
        assert "argmax" in str(app.query_one("#decode-pick", Static).render())


@async_test
async def test_space_back_and_reset(make_app) -> None:
    app = make_app(initial_tab="decode")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("space", "space")
        await settle(pilot)
        panel = _panel(app)
        assert len(panel.records) == 2
        await pilot.press("b")
        await settle(pilot)
        assert len(panel.records) == 1
        assert "k 1x2x2x1" in _step_text(app)
        await pilot.press("b", "b")  # one more than there is: "nothing to undo", no crash
        await settle(pilot)
        assert panel.records == []
        await pilot.press("n", "n", "r")
        await settle(pilot)
        assert panel.records == [] and panel.tokens == [spec.CHECKED_SEED_TOKEN]


@async_test
async def test_s_toggles_sampling_and_replays_the_steps(make_app) -> None:
    app = make_app(initial_tab="decode")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("n", "n", "s")
        await settle(pilot)
        panel = _panel(app)
        assert panel.config.sampled
        assert len(panel.records) == 2
        assert all(r.mode == "sampled" and r.noise is not None for r in panel.records)
        assert "Gumbel-max" in str(app.query_one("#decode-pick", Static).render())
        assert not app.query_one("#decode-seed", Input).disabled
        await pilot.press("s")
        await settle(pilot)
        assert [r.mode for r in panel.records] == ["greedy", "greedy"]


@async_test
async def test_sampled_logits_show_every_value_in_full_at_80x24(make_app) -> None:
    """In sampled mode at 80 × 24 the logit and z/T+g columns were cut to
    ``+0.1…`` while the bar kept its room; every number must read in full."""
    import io

    from rich.console import Console

    app = make_app(initial_tab="decode")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("s", "n", "n")
        await settle(pilot)
        bars = app.query_one("#decode-logits")
        r = bars.record
        assert r is not None and r.noise is not None and r.perturbed is not None
        console = Console(width=bars.size.width, record=True, file=io.StringIO())
        console.print(bars.render())
        text = console.export_text()
        assert "…" not in text
        for values in (r.logits, r.noise, r.perturbed):
            for v in values:
                assert f"{v:+.3f}" in text


@async_test
async def test_the_tour_step_on_the_pick_shows_the_pick_line_at_80x24(make_app) -> None:
    """Under the tour's box at 80 × 24 the column below the logits was cut
    at the table, so the step that explains the pick hid the pick line; the
    line now stays inside its column (the table's last rows give way)."""
    from kina_play.app.walkthrough import STEPS, Walkthrough

    first = next(i for i, s in enumerate(STEPS) if s.tab == "decode")
    pick = next(i for i, s in enumerate(STEPS) if s.highlight == "#decode-logits")
    app = make_app(initial_tab="decode", files=[])
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        tour = Walkthrough(steps=STEPS[first:pick + 1])
        await app.screen.mount(tour, before=app.query_one("Footer"))
        tour.focus()
        await settle(pilot)
        for _ in range(pick - first):
            await pilot.press("right")
            await settle(pilot)
        assert app.query_one("#decode-logits").has_class("tour-focus")
        line = app.query_one("#decode-pick", Static)
        assert "argmax" in str(line.render())
        column = app.query_one("#decode-left").region
        assert line.region.height >= 1 and column.contains_region(line.region)
        assert line.region.bottom <= tour.region.y


@async_test
async def test_prompt_and_checkpoint_change_the_session(make_app) -> None:
    app = make_app(initial_tab="decode")
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        panel = _panel(app)
        app.query_one("#decode-checkpoint", Select).value = "v1"
        await settle(pilot)
        await pilot.press("p")
        inp = app.query_one("#decode-prompt", Input)
        inp.value = "once upon a time"
        await pilot.press("enter")
        await settle(pilot)
        assert panel.config.checkpoint == "v1" and panel.config.prompt == spec.PROMPT
        await pilot.press(*"nnnnnn")
        await settle(pilot)
        # teacher-forced prompt, then v1 continues the cycle
        assert panel.tokens == [1, 2, 3, 4, 5, 6, 1]
        assert [r.mode for r in panel.records][:3] == ["prompt"] * 3


@async_test
async def test_bad_prompt_is_shown_not_raised(make_app) -> None:
    app = make_app(initial_tab="decode")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("p")
        app.query_one("#decode-prompt", Input).value = "once upon a dragon"
        await pilot.press("enter")
        await settle(pilot)
        assert any("dragon" in msg for sev, _, msg in app.notices if sev == "error")
        status = app.query_one("#decode-panel .panel-status", Static)
        assert status.has_class("-error")
        assert _panel(app).config.prompt == (spec.CHECKED_SEED_TOKEN,)  # unchanged


@async_test
async def test_corrupt_checkpoint_is_shown_not_raised(make_app, tmp_path) -> None:
    bad = tmp_path / "bad"
    bad.mkdir()
    (bad / "trained_manifest.json").write_text("{ not json")
    (bad / "trained_checkpoint.npz").write_bytes(b"PK garbage")
    app = make_app(initial_tab="decode")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert app.load_checkpoint_path(str(bad)) is None
        assert any("not valid JSON" in msg for sev, _, msg in app.notices if sev == "error")
        await pilot.press("n")
        await settle(pilot)
        assert len(_panel(app).records) == 1  # the app goes on
