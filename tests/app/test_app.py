"""App-wide behaviour: tabs, help, palette, screenshots, quit, the tour and the demo."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Static

from kina_play.app import run_app
from kina_play.app.app import HelpScreen, KinaPlayApp, PathScreen
from kina_play.app.panels import DecodePanel
from kina_play.app.walkthrough import STEPS, TourStep, Walkthrough

from .helpers import async_test, settle, wait_until


@async_test
async def test_keys_one_to_five_switch_tabs_and_q_quits_zero(make_app) -> None:
    app = make_app(initial_tab="decode")
    async with app.run_test(size=(80, 24)) as pilot:
        for key, tab in zip("15342", ("programs", "check", "train", "rollout", "decode")):
            await pilot.press(key)
            assert app.active_tab == tab
            assert app.focused is app.panel(tab).focus_target()
        await settle(pilot)
        await pilot.press("q")
    assert app.return_code == 0


@async_test
async def test_help_on_f1_and_question_mark(make_app) -> None:
    app = make_app(initial_tab="decode")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("f1")
        assert isinstance(app.screen, HelpScreen)
        help_screen = app.screen
        assert "Decode" in help_screen.text and "`n`" in help_screen.text
        await pilot.press("escape")
        assert not isinstance(app.screen, HelpScreen)
        await pilot.press("question_mark")
        # built once and kept (its Markdown took about half a second to lay out on every `?`)
        assert app.screen is help_screen
        help_screen.query_one("#help-box").scroll_end(animate=False)
        await settle(pilot)
        assert help_screen.query_one("#help-box").scroll_y > 0
        await pilot.press("escape", "f1")
        await settle(pilot)
        assert app.screen is help_screen and help_screen.query_one("#help-box").scroll_y == 0  # opens at the top
        await pilot.press("escape")
        await settle(pilot)


@async_test
async def test_f12_saves_an_svg(make_app, tmp_path) -> None:
    app = make_app(initial_tab="decode")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("f12")
        shots = list((tmp_path / "shots").glob("*.svg"))
        assert len(shots) == 1 and shots[0].read_text().startswith("<svg")
        assert any("saved" in m for _, _, m in app.notices)


@async_test
async def test_command_palette_entries_run_the_main_actions(make_app) -> None:
    app = make_app(initial_tab="programs", files=[])
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        titles = {c.title: c for c in app.get_system_commands(app.screen)}
        for t in ("Decode: step", "Train: start / pause", "Rollout: greedy", "Rollout: KV cache vs re-forward",
                  "Check: run all checks", "Programs: recompile", "Load checkpoint…", "Walkthrough",
                  "Save SVG screenshot", "Kina Play help"):
            assert t in titles
        titles["Decode: step"].callback()
        await settle(pilot)
        assert app.active_tab == "decode" and len(app.query_one(DecodePanel).records) == 1
        # the palette itself opens
        await pilot.press("ctrl+p")
        await pilot.press("escape")
        titles["Load checkpoint…"].callback()
        await pilot.pause()
        assert isinstance(app.screen, PathScreen)
        await pilot.press(*"/no/such/dir", "enter")
        await settle(pilot)
        assert any("not found" in m for s, _, m in app.notices if s == "error")


@async_test
async def test_walkthrough_w_next_back_escape(make_app) -> None:
    app = make_app(initial_tab="decode", files=[])
    steps = (
        TourStep("decode", "one", "#decode-step", title="first"),
        TourStep("decode", "two", "#decode-logits", actions=(lambda a: a.panel("decode").action_step(),), title="second"),
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        tour = Walkthrough(steps=steps)
        await app.screen.mount(tour, before=app.query_one("Footer"))
        tour.focus()
        await settle(pilot)
        assert tour.index == 0 and app.query_one("#decode-step").has_class("tour-focus")
        await pilot.press("right")
        await settle(pilot)
        assert tour.index == 1 and len(app.query_one(DecodePanel).records) == 1
        assert app.query_one("#decode-logits").has_class("tour-focus")
        assert not app.query_one("#decode-step").has_class("tour-focus")
        assert "two" in str(app.query_one("#tour-text", Static).render())
        await pilot.press("left")
        await settle(pilot)
        assert tour.index == 0
        await pilot.press("escape")
        await settle(pilot)
        assert not app.query(Walkthrough)
        assert not app.query(".tour-focus")


@async_test
async def test_w_opens_the_real_tour(make_app) -> None:
    app = make_app(initial_tab="decode", files=[])
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("w")
        await settle(pilot)
        tour = app.query_one(Walkthrough)
        assert tour.index == 0 and tour.steps is STEPS
        assert app.active_tab == STEPS[0].tab


@pytest.mark.slow  # the whole narrated tour, ≈ 20 s: `pytest -m 'not slow'` skips it while iterating
@async_test
async def test_demo_plays_the_whole_tour_and_exits_zero(make_app) -> None:
    app = make_app(demo=True, demo_delay=0.01)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: app.return_code is not None, rounds=20_000)
    assert app.return_code == 0
    assert not [n for n in app.notices if n[0] in ("error", "warning")], app.notices


def test_run_app_refuses_a_missing_file(capsys) -> None:
    assert run_app(["/no/such/file.kina"]) == 2
    assert "no such file" in capsys.readouterr().err.lower()


def test_engine_packages_do_not_import_the_app() -> None:
    root = Path(__file__).resolve().parents[2] / "kina_play"
    for pkg in ("storylm0", "storylm1", "compiler", "runtime", "lang"):
        for f in (root / pkg).rglob("*.py"):
            text = f.read_text()
            assert "kina_play.app" not in text and "from ..app" not in text, f


def test_bad_constructor_arguments() -> None:
    for kw in ({"engine": "gpu"}, {"initial_tab": "nope"}):
        try:
            KinaPlayApp(**kw)  # type: ignore[arg-type]
        except ValueError:
            continue
        raise AssertionError(kw)
