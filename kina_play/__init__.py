"""Kina Play: compile Kina tensor programs through MLIR to native code, and
watch StoryLM-0 decode, train and roll out.

``kina_play.load(path)`` is the one-line entry to the compiled path::

    mod = kina_play.load("programs/storylm0_generate.kina")
    k, v, z = mod.decode_s2(token_ids, k_past, v_past, *weights)
    k, v, z = mod.decode(token_ids, k_past7, v_past7, *weights)   # decode<S=7>, built on first use
"""

from __future__ import annotations

from typing import TYPE_CHECKING

__version__ = "0.1.0"

if TYPE_CHECKING:  # pragma: no cover
    from .compiler.driver import Program


def load(path: str) -> "Program":
    """Parse, check and compile a ``.kina`` file (lazily, cached); see
    :func:`kina_play.compiler.driver.load`."""
    from .compiler.driver import load as _load

    return _load(path)


__all__ = ["load", "__version__"]
