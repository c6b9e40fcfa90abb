"""Rollout panel: g greedy (the lock), m sampled, k KV cache vs re-forward."""

from __future__ import annotations

from textual.widgets import Input, Select, Static

from kina_play.app.panels import RolloutPanel
from kina_play.app.widgets import ProbHeatmap
from kina_play.storylm0 import spec

from .helpers import async_test, settle


@async_test
async def test_four_then_g_reads_the_locked_text(make_app) -> None:
    app = make_app(initial_tab="decode")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("4", "g")
        await settle(pilot)
        panel = app.query_one(RolloutPanel)
        o = panel.outcome
        assert o is not None and o.checkpoint == "v1" and o.prompt == list(spec.PROMPT)
        assert tuple(o.ids) == spec.LOCKED_36 and o.ids == o.reference_ids
        assert o.non_leak[0]
        assert str(app.query_one("#rollout-text", Static).render()).endswith(spec.LOCKED_TEXT)
        summary = str(app.query_one("#rollout-summary", Static).render())
        assert "✓ = LOCKED_36" in summary and "non-leak ✓" in summary
        heat = app.query_one(ProbHeatmap)
        assert len(heat.rows) == spec.GENERATE and all(len(r) == spec.V for r in heat.rows)


@async_test
async def test_m_samples_like_the_reference_and_k_compares(make_app) -> None:
    app = make_app(initial_tab="rollout")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("m")
        await settle(pilot)
        o = app.query_one(RolloutPanel).outcome
        assert o is not None and o.sampled and o.ids == o.reference_ids
        assert all(r.mode == "sampled" for r in o.records)
        await pilot.press("g", "k")
        await settle(pilot)
        o = app.query_one(RolloutPanel).outcome
        assert o is not None and o.kv is not None and not o.sampled
        assert o.kv.ids == o.ids and o.kv_max_dp < 1e-4
        assert app.query_one("#rollout-compare").display
        assert "equal" in str(app.query_one("#rollout-rf-title", Static).render())


@async_test
async def test_v0_and_prompt_changes(make_app) -> None:
    app = make_app(initial_tab="rollout")
    async with app.run_test(size=(120, 40)) as pilot:
        app.query_one("#rollout-checkpoint", Select).value = "v0"
        app.query_one("#rollout-prompt", Input).focus()
        app.query_one("#rollout-prompt", Input).value = "time the"
        await pilot.press("enter")
        await pilot.press("g")
        await settle(pilot)
        o = app.query_one(RolloutPanel).outcome
        assert o is not None and o.checkpoint == "v0" and o.prompt == [4, 5]
        assert len(o.ids) == 2 + spec.GENERATE and o.ids == o.reference_ids
        assert "≠ LOCKED_36" in str(app.query_one("#rollout-summary", Static).render())
        app.query_one("#rollout-prompt", Input).focus()
        app.query_one("#rollout-prompt", Input).value = "dragons"
        await pilot.press("enter")
        await settle(pilot)
        assert any("dragons" in m for s, _, m in app.notices if s == "error")
