"""The training loss curve (log scale, one column per epoch) and the
gradient-norm bars of the latest epoch."""

from __future__ import annotations

import math
from typing import Mapping, Sequence

from rich.table import Table
from rich.text import Text
from textual.widget import Widget

from .logits import bar

_V_EIGHTHS = " ▁▂▃▄▅▆▇█"


class LossCurve(Widget):
    """Loss per epoch as vertical bars on a log₁₀ axis, filling the widget."""

    DEFAULT_CSS = """
    LossCurve { height: 1fr; min-height: 5; }
    """

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.losses: list[float] = []
        self.total = 0

    def show(self, losses: Sequence[float], total: int) -> None:
        self.losses, self.total = list(losses), total
        self.refresh()

    def render(self) -> Text:
        w, h = self.size.width, self.size.height
        if not self.losses:
            return Text("loss per epoch appears here (t to train)", style="dim")
        label_w = 8
        rows = max(2, h - 1)
        cols = max(1, w - label_w)
        total = max(self.total, len(self.losses), 1)
        logs_all = [math.log10(max(x, 1e-12)) for x in self.losses]
        if total <= cols:
            per = cols // total  # columns per epoch
            logs = [x for x in logs_all for _ in range(per)]
        else:  # several epochs per column: the mean of their log-losses
            logs = []
            for c in range(cols):
                a, b = c * total // cols, (c + 1) * total // cols
                chunk = logs_all[a:b]
                if not chunk:
                    break
                logs.append(sum(chunk) / len(chunk))
        hi, lo = max(logs_all), min(logs_all)
        if hi - lo < 1e-9:
            lo = hi - 1
        out = Text()
        for r in range(rows):
            level_top = hi - (hi - lo) * r / rows
            level_bot = hi - (hi - lo) * (r + 1) / rows
            label = _fmt(10**hi) if r == 0 else (_fmt(10**lo) if r == rows - 1 else "")
            out.append(label.rjust(label_w - 2) + " ┤" if label else " " * (label_w - 1) + "│", style="dim")
            # one append per row, not per cell: the curve redraws with every progress update of a
            # run, and a styled append per cell made it the costliest widget of the frame
            out.append("".join(_cell(x, level_top, level_bot) for x in logs), style="cyan")
            out.append("\n")
        out.append(" " * (label_w - 1) + "└", style="dim")
        axis = f" epoch 1…{len(self.losses)}/{total} · log scale"
        out.append(axis[: max(0, w - label_w)], style="dim")
        return out


def _cell(x: float, level_top: float, level_bot: float) -> str:
    """The bar's character in the row spanning ``[level_bot, level_top]``."""
    if x >= level_top:
        return "█"
    if x <= level_bot:
        return " "
    return _V_EIGHTHS[int((x - level_bot) / (level_top - level_bot) * 8)]


def _fmt(x: float) -> str:
    return f"{x:.3g}" if x >= 0.01 else f"{x:.1e}"


class NormBars(Widget):
    """‖∂loss/∂w‖ per weight for the latest epoch."""

    DEFAULT_CSS = """
    NormBars { height: auto; }
    """

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.norms: Mapping[str, float] = {}

    def show(self, norms: Mapping[str, float]) -> None:
        rows_change = list(norms) != list(self.norms)  # the height is one row per weight
        self.norms = dict(norms)
        self.refresh(layout=rows_change)

    def render(self) -> Table | Text:
        if not self.norms:
            return Text("‖grad‖ per weight appears here", style="dim")
        t = Table(box=None, padding=(0, 1, 0, 0), show_header=False, show_edge=False)
        t.add_column(justify="right")
        t.add_column(justify="right")
        t.add_column(no_wrap=True)
        top = max(self.norms.values()) or 1.0
        width = max(4, self.size.width - 20)
        for name, n in self.norms.items():
            t.add_row(Text(name, style="dim"), f"{n:.3g}", Text(bar(n / top, width), style="magenta"))
        return t
