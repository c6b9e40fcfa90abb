"""Text formatting shared by the panels: ids as words, shapes, times, deltas.

Formatting only — nothing here computes model values.  In *deterministic*
mode (snapshot tests, screenshots) every wall-clock number is masked, because
µs and ms differ from run to run and from machine to machine.
"""

from __future__ import annotations

import re
from typing import Iterable, Sequence

from ..storylm0 import spec
from ..storylm0.records import ATOL

def word(i: int) -> str:
    return spec.VOCAB[i] if 0 <= i < len(spec.VOCAB) else f"#{i}"


def words(ids: Iterable[int]) -> str:
    return " ".join(word(int(i)) for i in ids)


def mlir_shape(shape: Sequence[int]) -> str:
    """``(1, 2, 2, 3)`` → ``1x2x2x3`` (MLIR tensor notation)."""
    return "x".join(str(int(d)) for d in shape)


def fmt_us(us: float, masked: bool = False) -> str:
    if masked:
        return "–– µs"
    if us >= 10_000:
        return f"{us / 1e3:.1f} ms"
    return f"{us:.1f} µs"


def fmt_ms(ms: float, masked: bool = False) -> str:
    if masked:
        return "–– ms"
    if ms >= 10_000:
        return f"{ms / 1e3:.1f} s"
    return f"{ms:.0f} ms" if ms >= 10 else f"{ms:.1f} ms"


def fmt_delta(d: float, masked: bool = False) -> str:
    """A max |Δ| against a reference.  Masked: only the verdict against
    :data:`ATOL` (the last bits of a float32 sum differ between machines)."""
    if masked:
        return f"≤ {ATOL:g}" if d <= ATOL else "> tol"
    if d == 0.0:
        return "0"
    if d == float("inf"):
        return "∞"
    return f"{d:.1e}"


def tick(ok: bool | None) -> str:
    return "✓" if ok else ("–" if ok is None else "✗")


_TIME_RE = re.compile(r"\b\d+(?:\.\d+)?\s?(?:ms|µs|us|s)\b")
_DELTA_RE = re.compile(r"\b\d(?:\.\d+)?e[-+]\d+\b")
_FUNCTIONS_RE = re.compile(r"\b\d+ functions\b")


def mask_text(text: str) -> str:
    """Mask what differs between runs in free text (check details): times,
    cache hits, float deltas in their last bits, and the number of compiled
    functions (generic instances accumulate as the session asks for them)."""
    text = _TIME_RE.sub("––", text)
    text = text.replace(" (cache hit)", "")
    text = _FUNCTIONS_RE.sub("·· functions", text)
    return _DELTA_RE.sub("~", text)


def parse_prompt(text: str) -> list[int]:
    """A prompt typed by the user: words (``once upon a``) or ids (``1 2 3``),
    mixed freely.  Raises ``ValueError`` with a message for the user."""
    from ..storylm0.vocab import encode

    ids: list[int] = []
    for tok in text.replace(",", " ").split():
        if tok.lstrip("-").isascii() and tok.lstrip("-").isdigit():
            i = int(tok)
            if not 0 <= i < spec.V:
                raise ValueError(f"id {i} is outside the vocabulary 0..{spec.V - 1}")
            ids.append(i)
        else:
            ids.extend(encode(tok))
    if not ids:
        raise ValueError("the prompt is empty: type words (once upon a time) or ids (1 2 3 4)")
    return ids
