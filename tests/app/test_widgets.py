"""Widgets and helpers without a running app: formatting, bars, the FIFO, the throttle."""

from __future__ import annotations

import threading
import time

import numpy as np
import pytest

from kina_play.storylm0.records import ATOL
from kina_play.app.format import fmt_delta, fmt_us, mask_text, mlir_shape, parse_prompt, words
from kina_play.app.state import Checkpoints, Fifo, Throttle
from kina_play.app.widgets.heatmap import matrix_lines
from kina_play.app.widgets.logits import bar
from kina_play.storylm0 import spec
from kina_play.storylm0.weights import CheckpointError


def test_formatting() -> None:
    assert mlir_shape((1, 2, 2, 3)) == "1x2x2x3"
    assert words(spec.PROMPT) == "once upon a time"
    assert fmt_us(12.34) == "12.3 µs" and fmt_us(12.34, masked=True) == "–– µs"
    assert fmt_delta(0.0) == "0" and fmt_delta(3e-8, masked=True) == f"≤ {ATOL:g}"
    assert mask_text("3 functions, 17 ms (cache hit); max |Δ| 4.8e-07") == "·· functions, ––; max |Δ| ~"


def test_parse_prompt() -> None:
    assert parse_prompt("once upon a time") == [1, 2, 3, 4]
    assert parse_prompt("1 2, 3 time") == [1, 2, 3, 4]
    for bad in ("", "dragon", "9"):
        with pytest.raises(ValueError):
            parse_prompt(bad)


def test_bar_and_heatmap_fit_their_width() -> None:
    assert bar(0.5, 8) == "████    " and bar(1.0, 3) == "███" and bar(0.0, 2) == "  "
    m = np.arange(2 * 36, dtype=float).reshape(2, 36) - 36
    for width in (20, 40, 300):
        lines = matrix_lines(m, ["r0", "r1"], [str(i) for i in range(36)], width, signed=True)
        assert len(lines) == 3 and all(line.cell_len <= max(width, 6) for line in lines)
    wide = matrix_lines(m[:, :3], ["r0", "r1"], None, 80, signed=True)
    assert "-36.00" in wide[0].plain  # values printed when they fit


def test_fifo_runs_tickets_in_order() -> None:
    fifo, out = Fifo(), []
    tickets = [fifo.ticket() for _ in range(5)]

    def run(t: int) -> None:
        with fifo.turn(t):
            out.append(t)

    threads = [threading.Thread(target=run, args=(t,)) for t in reversed(tickets)]
    for th in threads:
        th.start()
    for th in threads:
        th.join(5)
    assert out == tickets


def test_throttle_posts_at_most_hz_times_a_second() -> None:
    now = [100.0]
    th = Throttle(20, clock=lambda: now[0])  # a fake clock: no dependence on how busy the machine is
    due = []
    for _ in range(200):  # 200 calls 1/1024 s apart (exact in binary) ≈ 0.2 s
        due.append(th.due())
        now[0] += 1 / 1024
    assert [i for i, d in enumerate(due) if d] == [0, 52, 104, 156]  # the first call ≥ 50 ms after the last post


def test_checkpoints_registry(tmp_path) -> None:
    cps = Checkpoints()
    assert cps.names() == ["v0", "v1"]
    assert cps.get("v1").source.endswith("trained_checkpoint.npz")
    with pytest.raises(CheckpointError):
        cps.load_path(tmp_path)
    assert cps.names() == ["v0", "v1"]



def test_growing_table_thumb_follows_a_scroll_made_before_the_scrollbar_shows() -> None:
    """The order a growing table can hit: the offset moves while the scrollbar
    is still hidden, then the scrollbar appears.  Textual moves the thumb only
    on an offset change while shown, so a plain DataTable keeps its thumb at
    the top here; GrowingTable puts it where the rows are."""
    import asyncio

    from textual.app import App, ComposeResult

    from kina_play.app.widgets import GrowingTable

    class One(App[None]):
        CSS = "GrowingTable { height: 8; }"

        def compose(self) -> ComposeResult:
            yield GrowingTable()

    async def go() -> tuple[float, float]:
        app = One()
        async with app.run_test(size=(40, 12)) as pilot:
            t = app.query_one(GrowingTable)
            t.add_column("n")
            for i in range(40):
                t.add_row(str(i))
            await pilot.pause()
            t.show_vertical_scrollbar = False
            t.scroll_y = 12
            t.show_vertical_scrollbar = True
            await pilot.pause()
            return t.scroll_y, t.vertical_scrollbar.position

    scroll_y, thumb = asyncio.run(go())
    assert scroll_y == 12 and thumb == 12


def test_prob_heatmap_too_short_for_every_step_shows_the_newest() -> None:
    """At 80 × 24 with the tour's box below it, the heatmap has fewer rows than
    even two steps a row need: it used to cut the last steps off with no way to
    reach them; it now shows the rows that end at the newest step, each row
    labelled with its steps."""
    import asyncio

    from textual.app import App, ComposeResult

    from kina_play.app.widgets.heatmap import ProbHeatmap

    class One(App[None]):
        CSS = "ProbHeatmap { height: 9; }"  # a header row and 8 rows: 16 of the 32 steps

        def compose(self) -> ComposeResult:
            yield ProbHeatmap()

    async def go(steps: int) -> list[str]:
        app = One()
        async with app.run_test(size=(60, 12)) as pilot:
            h = app.query_one(ProbHeatmap)
            h.clear(32, 4)
            for i in range(steps):
                h.add([1.0 / spec.V] * spec.V, i % spec.V)
            await pilot.pause()
            return [line.split("▀")[0].strip() for line in h.render().plain.splitlines()[1:]]

    full, early = asyncio.run(go(32)), asyncio.run(go(6))
    assert full == [f"{r}-{r + 1}" for r in range(16, 32, 2)]  # the newest 16 steps
    assert early == [f"{r}-{r + 1}" for r in range(0, 16, 2)]  # the first rows while they fill
