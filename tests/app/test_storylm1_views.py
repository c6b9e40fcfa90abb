"""The model picker and the StoryLM-1 views of Decode, Rollout and Train.

Expected values come from ``kina_play.storylm1`` run outside the app (the
host loop, the NumPy reference, the grammar), never from the screen."""

from __future__ import annotations

import io
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import numpy as np
from rich.console import Console
from textual.widgets import Static

from kina_play.app.storylm1 import Lm1DecodeView, Lm1RolloutView, Lm1TrainView
from kina_play.app.storylm1.attention_maps import CELL, LABEL, AttentionMaps, percent
from kina_play.app.storylm1.train_view import HStarChart
from kina_play.storylm1 import checkpoint, grammar, reference, spec
from kina_play.storylm1.recipe import Recipe

from .helpers import async_test, settle, wait_until


def _text(app, sel: str) -> str:  # type: ignore[no-untyped-def]
    """What a widget shows, as plain text (its content rendered by Rich)."""
    w = app.query_one(sel)
    obj = w.content if isinstance(w, Static) else w.render()
    console = Console(width=200, record=True, file=io.StringIO())
    console.print(obj)
    return console.export_text()


@asynccontextmanager
async def lm1_decode(make_app, size: tuple[int, int], keys: str, steps: int) -> AsyncIterator:  # type: ignore[no-untyped-def]
    """The app on Decode with StoryLM-1, after ``keys`` made ``steps`` steps."""
    app = make_app(initial_tab="decode", model="storylm1")
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        view = app.query_one(Lm1DecodeView)
        await pilot.press(*keys)
        await wait_until(pilot, lambda: len(view.views) == steps)
        await settle(pilot)
        yield app, pilot, view


@async_test
async def test_M_switches_the_model_and_back(make_app) -> None:
    app = make_app(initial_tab="decode")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        assert app.model == "storylm0"
        assert not app.query_one("#model-line").display
        assert not app.query_one(Lm1DecodeView).display
        await pilot.press("M")
        await settle(pilot)
        assert app.model == "storylm1"
        assert "StoryLM-1" in str(app.query_one("#model-line", Static).render())
        assert app.query_one(Lm1DecodeView).display
        assert not app.query_one("#decode-body").display
        assert app.focused is app.query_one(Lm1DecodeView)
        await pilot.press("3")
        await settle(pilot)
        assert app.focused is app.query_one(Lm1TrainView)
        await pilot.press("M")
        await settle(pilot)
        assert app.model == "storylm0" and not app.query_one("#model-line").display
        assert app.query_one("#train-body").display


@async_test
async def test_storylm1_decode_steps_match_the_numpy_reference(make_app) -> None:
    async with lm1_decode(make_app, (100, 40), "nnn", 3) as (app, pilot, view):
        # the same three greedy steps by the NumPy reference's KV cache
        w = checkpoint.load()
        cache, row = reference.decode_step(grammar.BOS, None, w)
        ids = [grammar.BOS]
        for v in view.views:
            np.testing.assert_allclose(v.step.logits, row, atol=1e-4)
            nxt = int(np.argmax(row))
            assert v.step.next_id == nxt
            ids.append(nxt)
            cache, row = reference.decode_step(nxt, cache, w)
        assert view.tokens == ids
        cache_text = _text(app, "#lm1-decode-cache")
        assert cache_text.count(f"1x{spec.H}x3x{spec.DH}") == 2 * spec.L  # k and v of both layers, 3 rows filled
        assert "decode at position 2" in cache_text
        await pilot.press("b")
        await wait_until(pilot, lambda: len(view.views) == 2)
        assert view.tokens == ids[:3]


@async_test
async def test_storylm1_decode_shows_attention_heatmaps_per_layer_and_head(make_app) -> None:
    async with lm1_decode(make_app, (80, 24), "nnnn", 4) as (app, pilot, view):
        maps = app.query_one(AttentionMaps)
        # the NumPy reference's attention for the last fed token (position 3) over positions 0 … 3
        w = checkpoint.load()
        cache = None
        for t in view.tokens[:4]:
            cache, _, want = reference.decode_step_attention(t, cache, w)
        assert maps.weights is not None and maps.weights.shape == (spec.L, spec.H, 4)
        assert np.abs(maps.weights - want).max() <= 1e-5
        head = _text(app, "#lm1-decode-attn .attn-head")
        assert all(f"layer {layer}" in head for layer in range(spec.L))
        assert head.split().count("h0") == spec.L and head.split().count(f"h{spec.H - 1}") == spec.L
        rows = [r for r in _text(app, "#lm1-decode-attn .attn-rows").splitlines() if r.strip()]
        assert len(rows) == 4  # one per position so far
        words = " ".join(r[3:LABEL].strip() for r in rows)
        assert words == "<bos> once upon a"
        for pos, r in enumerate(rows):  # each layer's H cells of CELL columns, then a space
            for layer in range(spec.L):
                for h in range(spec.H):
                    at = LABEL + layer * (spec.H * CELL + 1) + h * CELL
                    p = float(want[layer, h, pos])  # either rounding of p ± 1e-5 (float32 vs float64 at a .5)
                    assert r[at: at + CELL] in {percent(p - 1e-5), percent(p + 1e-5)}, (pos, layer, h)


@async_test
async def test_storylm1_sampled_decode_shows_what_top_k_top_p_kept(make_app) -> None:
    async with lm1_decode(make_app, (100, 40), "snn", 2) as (app, pilot, view):
        c = view.views[-1].step.candidates
        assert c is not None and 1 <= len(c.kept) <= 8
        assert view.views[-1].step.next_id in set(c.kept.tolist())
        logits = _text(app, "#lm1-decode-logits")
        assert "kept" in logits and "✓" in logits
        picked = [v.step.next_id for v in view.views]
        await pilot.press("b")  # undo replays the seeded stream: the same draw comes back
        await wait_until(pilot, lambda: len(view.views) == 1)
        await pilot.press("n")
        await wait_until(pilot, lambda: len(view.views) == 2)
        assert [v.step.next_id for v in view.views] == picked


@async_test
async def test_storylm1_rollout_marks_where_the_sample_leaves_the_grammar(make_app) -> None:
    app = make_app(initial_tab="rollout", model="storylm1")
    async with app.run_test(size=(120, 30)) as pilot:
        await settle(pilot)
        view = app.query_one(Lm1RolloutView)
        await pilot.press("h")  # temperature 2: samples often leave the grammar
        g = grammar.default_grammar()
        for _ in range(10):
            await pilot.press("m")
            seed = view.seed
            await wait_until(pilot, lambda: view.story is not None and view.story.seed == seed)
            if view.story is not None and view.story.first_bad is not None:
                break
        s = view.story
        assert s is not None and s.first_bad is not None, "no sample at T 2 left the grammar in 10 seeds"
        bad = s.first_bad
        assert g.first_rejected(s.ids[:bad]) is None  # the prefix before the mark is grammatical
        assert g.first_rejected(s.ids[: bad + 1]) == bad  # and the marked token is not
        assert f"position {bad}" in str(app.query_one("#rollout-lm1 .lm1-status", Static).render())
        assert "▶" in str(app.query_one("#lm1-rollout-story", Static).render())


@async_test
async def test_storylm1_train_draws_losses_against_h_star(make_app) -> None:
    app = make_app(initial_tab="train", model="storylm1")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        view = app.query_one(Lm1TrainView)
        view.recipe = Recipe(steps=4, warmup=2, train_stories=64, valid_stories=32)
        view.eval_every = 2
        await pilot.press("t")
        await wait_until(pilot, lambda: not view.running and len(view.records) == 4)
        h_star = grammar.default_grammar().entropy_rate
        assert abs(view.h_star - h_star) < 1e-12
        assert [r.valid_loss is not None for r in view.records] == [False, True, False, True]
        chart = _text(app, "#lm1-train-chart")
        assert f"H* {h_star:.4f}" in chart and "─" in chart and "●" in chart
        assert "× H*" in str(app.query_one("#train-lm1 .lm1-status", Static).render())


async def _press(pilot, *keys: str) -> None:  # type: ignore[no-untyped-def]
    """Press ``keys``, then let the app handle them."""
    await pilot.press(*keys)
    await settle(pilot)


@async_test
async def test_storylm0_keys_are_off_while_storylm1_is_shown(make_app) -> None:
    """The StoryLM-0 panels' own keys do nothing under StoryLM-1: ``p`` used
    to focus the hidden StoryLM-0 prompt, after which ``1``…``5`` and ``q``
    were typed into it; ``g`` started a rollout nobody could see."""
    from textual.widgets import Input

    from kina_play.app.panels import DecodePanel, RolloutPanel, TrainPanel

    app = make_app(initial_tab="decode", model="storylm1")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        await _press(pilot, "p")
        assert not isinstance(app.focused, Input)
        await _press(pilot, "4")
        assert app.active_tab == "rollout"
        rollout = app.query_one(RolloutPanel)
        for action in ("greedy", "compare"):
            assert rollout.check_action(action, ()) is False
        assert app.query_one(TrainPanel).check_action("save", ()) is False
        assert app.query_one(DecodePanel).check_action("edit_prompt", ()) is False
        await _press(pilot, "M")  # back to StoryLM-0: its keys work again
        assert rollout.check_action("greedy", ()) is True


@async_test
async def test_programs_and_check_stay_shown_under_storylm1(make_app) -> None:
    """Programs and Check are shared by both models: under StoryLM-1 they used
    to be blank (every child hidden) while their keys still worked, so ``e``
    and ``ctrl+s`` edited and saved a program nobody could see."""
    from kina_play.app.panels import CheckPanel, DecodePanel, ProgramsPanel

    app = make_app(initial_tab="decode", model="storylm1")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        await _press(pilot, "1")
        programs = app.query_one(ProgramsPanel)
        assert not programs.shows_lm1_view() and not programs.has_class("-lm1")
        shown = [w for w in programs.children if w.display and w.region.area > 0]
        assert shown, "the Programs panel shows nothing under StoryLM-1"
        assert programs.check_action("edit", ()) is True
        check = app.query_one(CheckPanel)
        assert not check.has_class("-lm1")
        assert app.query_one(DecodePanel).has_class("-lm1")  # a panel with a StoryLM-1 view swaps


@async_test
async def test_the_tour_highlight_keeps_the_model_line_readable(make_app) -> None:
    """The tour highlights the one-line model line; the highlight's border used
    to take both of its rows, leaving an empty yellow box."""
    app = make_app(initial_tab="decode", model="storylm1")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        line = app.query_one("#model-line")
        line.add_class("tour-focus")
        await settle(pilot)
        assert line.content_region.height >= 1 and line.content_region.width > 40


@async_test
async def test_help_opened_with_the_tab_key_closes_with_escape(make_app) -> None:
    """``2?`` typed fast: the tab switch is handled after the help screen is
    up, and it used to focus the Decode panel from the help screen, leaving the
    help deaf to ``esc`` (only ``q``, which quit the app, got through)."""
    from textual import events

    from kina_play.app.app import HelpScreen

    app = make_app(initial_tab="programs")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        app.post_message(events.Key("2", "2"))  # both queued before either is handled
        app.post_message(events.Key("question_mark", "?"))
        await wait_until(pilot, lambda: isinstance(app.screen, HelpScreen))
        await settle(pilot)
        assert app.active_tab == "decode"
        focused = app.screen.focused
        assert focused is None or focused.screen is app.screen
        await _press(pilot, "escape")
        assert not isinstance(app.screen, HelpScreen)


@async_test
async def test_escape_leaves_a_text_field(make_app) -> None:
    from textual.widgets import Input

    app = make_app(initial_tab="decode")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        await _press(pilot, "p")
        assert isinstance(app.focused, Input)
        await _press(pilot, "escape")
        assert not isinstance(app.focused, Input)
        await _press(pilot, "3")
        assert app.active_tab == "train"


def test_attention_cells_never_run_into_each_other() -> None:
    for p in (0.0, 0.004, 0.005, 0.5, 0.994, 0.995, 1.0):
        cell = percent(p)
        assert len(cell) == CELL and cell[0] == " ", (p, cell)
    assert percent(1.0) == percent(0.996) == " ██" and percent(0.994) == " 99"
