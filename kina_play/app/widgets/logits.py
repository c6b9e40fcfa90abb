"""The logits of one step as a labelled bar chart with softmax probabilities.

Shows what a :class:`StepRecord` holds — logits, probabilities, and for a
sampled step the Gumbel noise and perturbed scores — and marks the pick.
"""

from __future__ import annotations

from rich.table import Table
from rich.text import Text
from textual.widget import Widget

from ...storylm0 import spec
from ...storylm0.records import StepRecord
from ..format import word

_EIGHTHS = " ▏▎▍▌▋▊▉█"


def bar(frac: float, width: int) -> str:
    """A horizontal bar of ``frac`` ∈ [0, 1] of ``width`` cells, in eighths."""
    frac = max(0.0, min(1.0, frac))
    eighths = int(round(frac * width * 8))
    full, rest = divmod(eighths, 8)
    return ("█" * full + (_EIGHTHS[rest] if rest else "")).ljust(width)


class LogitBars(Widget):
    DEFAULT_CSS = """
    LogitBars { height: auto; }
    """

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.record: StepRecord | None = None

    def show(self, record: StepRecord | None) -> None:
        self.record = record
        self.refresh(layout=True)

    def render(self) -> Table | Text:
        r = self.record
        if r is None:
            return Text("no step yet — press n", style="dim")
        sampled = r.noise is not None and r.perturbed is not None
        t = Table(box=None, padding=(0, 1, 0, 0), show_edge=False, expand=False, header_style="bold dim")
        # the numbers never shrink (an ellipsis hides the value); the bar takes what is left
        t.add_column("id", justify="right", no_wrap=True)
        t.add_column("word", no_wrap=True)
        t.add_column("logit", justify="right", no_wrap=True)
        t.add_column("p", justify="right", no_wrap=True)
        fixed = (2 + 1) + (5 + 1) + (6 + 1) + (5 + 1)  # id, word, logit, p (+ padding)
        if sampled:
            t.add_column("gumbel", justify="right", no_wrap=True)
            t.add_column("z/T+g", justify="right", no_wrap=True)
            fixed += (6 + 1) * 2
        width = max(3, min(30, self.size.width - fixed - 4))  # the " ◀" of the pick and its padding
        # at 80 columns in sampled mode the bar column has 5 cells: "softmax" would widen it past the box
        header = "softmax" if width + 2 >= len("softmax") else "bar"
        t.add_column(header, no_wrap=True)
        pmax = max(r.probs) if r.probs else 1.0
        for i in range(spec.V):
            picked = i == r.pick
            style = "bold" if picked else ""
            cells = [
                Text(str(i), style=style),
                Text(word(i), style=style),
                Text(f"{r.logits[i]:+.3f}", style=style),
                Text(f"{r.probs[i]:.3f}", style=style),
            ]
            if sampled:
                assert r.noise is not None and r.perturbed is not None
                cells.append(Text(f"{r.noise[i]:+.3f}", style=style))
                cells.append(Text(f"{r.perturbed[i]:+.3f}", style="bold green" if picked else ""))
            b = Text(bar(r.probs[i] / pmax if pmax else 0.0, width), style="green" if picked else "blue")
            if picked:
                b.append(" ◀", style="bold green")
            cells.append(b)
            t.add_row(*cells)
        return t
