"""StoryLM-1's attention for one decode step: per layer, per head, a column
of colour-scaled cells over the positions so far.

The weights are what the compiled ``prefill`` / ``decode`` steps
returned for the newest position ([L, H, positions]); this module only lays
them out. Positions run down (one row each, its word beside it, the newest
last) so 64 positions stay readable in a narrow terminal; each head's column
is its heatmap, printed as a percentage on a background scaled 0 … 1.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical, VerticalScroll
from textual.widgets import Static

from ..widgets.colors import sequential, text_on

CELL = 3
WORD = 8
LABEL = 3 + WORD + 1


def percent(p: float) -> str:
    """A weight as a 3-wide percentage, right-aligned so that its first column
    separates it from the cell before; under half a percent is a dot, and from
    99.5 % (which would print as 100 and run into its neighbour: "72100") a
    full block, all of that head's attention."""
    if p < 0.005:
        return "·".rjust(CELL)
    n = round(100 * p)
    return "██".rjust(CELL) if n >= 100 else f"{n:>{CELL}d}"


def header_text(n_layers: int, n_heads: int) -> Text:
    """The two label rows above the columns: the layers, then their heads."""
    group = n_heads * CELL + 1
    out = Text(" " * LABEL)
    for layer in range(n_layers):
        out.append(f"layer {layer}".center(group), style="bold")
    out.append("\n" + " " * LABEL)
    for _ in range(n_layers):
        out.append("".join(f"h{h}".rjust(CELL) for h in range(n_heads)) + " ", style="dim")
    return out


def rows_text(weights: np.ndarray, words: Sequence[str]) -> Text:
    """``weights`` [L, H, S] (layer, head, key position), ``words`` the S
    tokens at those positions → one row per position: its index and word,
    then each layer's heads."""
    n_layers, n_heads, s = weights.shape
    out = Text()
    for pos in range(s):
        if pos:
            out.append("\n")
        out.append(f"{pos:>2} ", style="dim")
        out.append(f"{words[pos][:WORD]:<{WORD}} ", style="bold" if pos == s - 1 else "")
        for layer in range(n_layers):
            for h in range(n_heads):
                p = float(weights[layer, h, pos])
                out.append(percent(p), style=text_on(sequential(p)))
            out.append(" ")
    return out


class AttentionMaps(Vertical):
    """The newest position's attention as L × H heatmaps (see the module
    doc); the labels stay put while the positions scroll."""

    DEFAULT_CSS = """
    AttentionMaps { height: 1fr; }
    AttentionMaps > .attn-head { height: auto; }
    AttentionMaps > VerticalScroll { height: 1fr; scrollbar-size-vertical: 1; }
    AttentionMaps .attn-rows { width: auto; height: auto; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.weights: np.ndarray | None = None

    def compose(self) -> ComposeResult:
        yield Static(classes="attn-head")
        with VerticalScroll():
            yield Static(classes="attn-rows")

    def show(self, weights: np.ndarray | None, words: Sequence[str], query: str = "") -> None:
        self.weights = None if weights is None else np.asarray(weights)
        head, rows = self.query_one(".attn-head", Static), self.query_one(".attn-rows", Static)
        if self.weights is None:
            head.update(Text("press n: the attention of each new token appears here", style="dim"))
            rows.update("")
            return
        n_layers, n_heads, _ = self.weights.shape
        head.update(Text.assemble(("query ", "dim"), (query, "bold"), (" · % per head\n", "dim"))
                    + header_text(n_layers, n_heads))
        rows.update(rows_text(self.weights, words))
        self.query_one(VerticalScroll).scroll_end(animate=False)
