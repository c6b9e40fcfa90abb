"""Heatmaps: a labelled matrix of coloured cells (values printed when they fit).

:class:`Heatmap` is generic; :class:`KVCacheView` lays out the KV cache of a
decode step per head (Kᵀ rows, V shown transposed so positions run left to
right, and the new query's attention weights under them); :class:`ProbHeatmap`
is the rollout's steps × 8 probability map, folding two steps into one row
with half blocks when the panel is short.
"""

from __future__ import annotations

from typing import Sequence

import numpy as np
from rich.console import Group
from rich.style import Style
from rich.text import Text
from textual.widget import Widget

from ...storylm0 import spec
from ..format import word
from .colors import diverging, sequential, text_on


def matrix_lines(
    m: np.ndarray,
    row_labels: Sequence[str],
    col_labels: Sequence[str] | None,
    width: int,
    *,
    signed: bool,
    vmax: float | None = None,
    label_width: int | None = None,
    fmt: str = "{:+.2f}",
) -> list[Text]:
    """Render ``m`` (rows × cols) in ``width`` cells.  Each cell is wide
    enough for its value when that fits, else two coloured cells; columns that
    do not fit are cut from the left (the newest positions stay visible)."""
    m = np.asarray(m, dtype=np.float64)
    rows, cols = m.shape
    lw = label_width if label_width is not None else max((len(s) for s in row_labels), default=0) + 1
    avail = max(2, width - lw)
    cell_w = len(fmt.format(-0.5)) + 1
    if cols * cell_w > avail:
        cell_w = 2
    shown = max(1, min(cols, avail // cell_w - (1 if cols * cell_w > avail else 0)))
    first = cols - shown
    vm = vmax if vmax is not None else (float(np.max(np.abs(m))) if m.size else 1.0) or 1.0
    out: list[Text] = []
    if col_labels is not None:
        line = Text(" " * lw, style="dim")
        if first:
            line.append("…" + " " * (cell_w - 1) if cell_w > 2 else "… ", style="dim")
        for c in range(first, cols):
            line.append(str(col_labels[c])[: cell_w - 1].center(cell_w - 1) + " " if cell_w > 2 else str(col_labels[c])[-2:].rjust(2), style="dim")
        out.append(line)
    for r in range(rows):
        line = Text(row_labels[r].ljust(lw), style="dim")
        if first:
            line.append("…" + " " * (cell_w - 1) if cell_w > 2 else "… ", style="dim")
        for c in range(first, cols):
            v = float(m[r, c])
            bg = diverging(v, vm) if signed else sequential(v, vm)
            if cell_w > 2:
                line.append(fmt.format(v).rjust(cell_w - 1), style=text_on(bg))
                line.append(" ")
            else:
                line.append("  ", style=Style(bgcolor=bg))
        out.append(line)
    return out


class Heatmap(Widget):
    """A generic labelled heatmap."""

    DEFAULT_CSS = """
    Heatmap { height: auto; }
    """

    def __init__(self, *, signed: bool = True, fmt: str = "{:+.2f}", id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.signed = signed
        self.fmt = fmt
        self.matrix: np.ndarray | None = None
        self.row_labels: list[str] = []
        self.col_labels: list[str] | None = None

    def show(self, matrix: np.ndarray | None, row_labels: Sequence[str] = (), col_labels: Sequence[str] | None = None) -> None:
        self.matrix = None if matrix is None else np.asarray(matrix)
        self.row_labels = list(row_labels)
        self.col_labels = None if col_labels is None else list(col_labels)
        self.refresh(layout=True)

    def render(self) -> Group | Text:
        if self.matrix is None or self.matrix.size == 0:
            return Text("–", style="dim")
        return Group(*matrix_lines(self.matrix, self.row_labels, self.col_labels, self.size.width,
                                   signed=self.signed, fmt=self.fmt))


class KVCacheView(Widget):
    """The cache a decode step returned, per head.

    ``k`` is ``[1, H, Dh, S]`` (Kᵀ: one column per position) and ``v`` is
    ``[1, H, S, Dh]``; V is drawn transposed so that, for each head, the
    columns of K, V and the attention weights are the same positions."""

    DEFAULT_CSS = """
    KVCacheView { height: auto; }
    """

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.k: np.ndarray | None = None
        self.v: np.ndarray | None = None
        self.attention: list[list[float]] | None = None
        self.tokens: list[int] = []

    def show(self, k: np.ndarray | None, v: np.ndarray | None, attention: list[list[float]] | None,
             tokens: Sequence[int]) -> None:
        self.k, self.v, self.attention, self.tokens = k, v, attention, list(tokens)
        self.refresh(layout=True)

    def render(self) -> Group | Text:
        if self.k is None or self.v is None:
            return Text("the cache is empty until the first step (decode_self)", style="dim")
        k, v = np.asarray(self.k), np.asarray(self.v)
        s = k.shape[3]
        vmax = float(max(np.max(np.abs(k)), np.max(np.abs(v)))) or 1.0
        cols = [f"{p}" for p in range(s)]
        lines: list[Text] = []
        for h in range(k.shape[1]):
            block = np.concatenate([k[0, h], v[0, h].T], axis=0)  # [2·Dh, S]
            labels = [f"h{h} k{d}" for d in range(k.shape[2])] + [f"h{h} v{d}" for d in range(v.shape[3])]
            lines += matrix_lines(block, labels, cols if h == 0 else None, self.size.width,
                                  signed=True, vmax=vmax, label_width=7)
            if self.attention is not None:
                att = np.asarray([self.attention[h]])
                lines += matrix_lines(att, [f"h{h} att"], None, self.size.width,
                                      signed=False, vmax=1.0, label_width=7, fmt="{:.2f}")
        return Group(*lines)


class ProbHeatmap(Widget):
    """Rows = generated steps, columns = the eight classes, colour = probability."""

    DEFAULT_CSS = """
    ProbHeatmap { height: 1fr; min-height: 6; }
    """

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.rows: list[list[float]] = []
        self.picks: list[int] = []
        self.total = spec.GENERATE
        self.first_pos = len(spec.PROMPT)

    def clear(self, total: int, first_pos: int) -> None:
        self.rows, self.picks, self.total, self.first_pos = [], [], total, first_pos
        self.refresh()

    def add(self, probs: Sequence[float], pick: int) -> None:
        self.rows.append(list(probs))
        self.picks.append(int(pick))
        self.refresh()

    def render(self) -> Text:
        out = Text()
        cw = 4
        out.append("step ", style="dim")
        for i in range(spec.V):
            out.append(word(i)[: cw - 1].center(cw), style="dim")
        out.append("\n")
        avail = max(1, self.size.height - 1)
        half = self.total > avail
        if not half:
            for r in range(self.total):
                out.append(f"{r:>4} ", style="dim")
                for c in range(spec.V):
                    if r < len(self.rows):
                        p = self.rows[r][c]
                        mark = "●" if self.picks[r] == c else " "
                        out.append(f" {mark}  "[:cw], style=text_on(sequential(p)))
                    else:
                        out.append("·".center(cw), style="dim")
                if r < self.total - 1:
                    out.append("\n")
            return out
        # Two steps per text row: the upper half block is step r, the lower r+1.
        starts = list(range(0, self.total, 2))
        if len(starts) > avail:
            # too short even so (80 × 24 with the tour's box below): show the rows that end at the
            # newest step; each row's label says which steps it holds
            end = min(len(starts), max(avail, (len(self.rows) + 1) // 2))
            starts = starts[end - avail:end]
        for r in starts:
            out.append(f"{r:>2}-{r + 1:<2}" if r + 1 < self.total else f"{r:>4} ", style="dim")
            for c in range(spec.V):
                top = sequential(self.rows[r][c]) if r < len(self.rows) else None
                bot = sequential(self.rows[r + 1][c]) if r + 1 < len(self.rows) else None
                st = Style(color=top, bgcolor=bot) if top is not None else Style(color="grey23", bgcolor=bot)
                out.append("▀" * cw, style=st)
            if r != starts[-1]:
                out.append("\n")
        return out
