"""Colour maps for the heatmaps (fixed RGB so screenshots look the same
whatever the terminal theme)."""

from __future__ import annotations

from rich.color import Color
from rich.style import Style

_NEG = (59, 110, 200)  # blue
_MID = (38, 38, 46)  # near background
_POS = (214, 88, 62)  # red
_SEQ = [(24, 24, 36), (40, 60, 120), (40, 150, 160), (150, 210, 90), (250, 240, 110)]


def _lerp(a: tuple[int, int, int], b: tuple[int, int, int], t: float) -> tuple[int, int, int]:
    r, g, b_ = (int(round(x + (y - x) * t)) for x, y in zip(a, b))
    return r, g, b_


def diverging(value: float, vmax: float) -> Color:
    """Blue (negative) → dark (0) → red (positive), saturating at ±vmax."""
    t = 0.0 if vmax <= 0 else max(-1.0, min(1.0, value / vmax))
    rgb = _lerp(_MID, _POS, t) if t >= 0 else _lerp(_MID, _NEG, -t)
    return Color.from_rgb(*rgb)


def sequential(value: float, vmax: float = 1.0) -> Color:
    """Dark → blue → teal → green → yellow for 0..vmax (probabilities)."""
    t = 0.0 if vmax <= 0 else max(0.0, min(1.0, value / vmax))
    x = t * (len(_SEQ) - 1)
    i = min(int(x), len(_SEQ) - 2)
    return Color.from_rgb(*_lerp(_SEQ[i], _SEQ[i + 1], x - i))


def text_on(bg: Color) -> Style:
    """A readable foreground on ``bg``."""
    r, g, b = bg.get_truecolor()
    light = 0.299 * r + 0.587 * g + 0.114 * b > 140
    return Style(color="black" if light else "white", bgcolor=bg)
