"""A greedy recurrent rollout as one call: the C helper's loop, or the same
loop in Python with checked calls.

The shape of the rollout: ``head(*head_args)`` returns ``(*carry, logits)``;
then, for every new id, ``pick(logits)`` (a compiled argmax, ``[1, 1]``
int64) is written into ``ids`` and the next step is called as
``step(id, *carry, *fixed)``, returning the next ``(*carry, logits)``.  A
KV-cache decode is exactly this (``prefill<P>`` is the head, ``decode<S>``
the steps, K and V the carry, the weights fixed).

Why one call: a ``decode<S>`` step at StoryLM-0 size is about a microsecond
of compiled work, so a Python loop around checked calls (a Function object,
argument tuples and fresh result arrays per call, for a different function
every token) costs several times the work itself.  :class:`GreedyChain`
checks the structure once (each step's carry specs against the results of
the call before); a run checks its arrays as a checked call would, then
runs the whole chain in C with no Python object and no allocation per token
(two ping-pong buffers per carried tensor).  When the helper is missing or
declines (a structure or an array off its fast path), :func:`_python_chain`
runs the very same loop with checked calls, so the ids and the errors are
the same.
"""

from __future__ import annotations

from typing import Any, Sequence

import numpy as np

from . import callhelper
from .module import Function


class GreedyChain:
    """One rollout's calls, checked once and kept: build it when the
    functions are loaded (it reads every step's specs), run it per rollout
    (a run reads only the head's and the first step's specs)."""

    def __init__(self, head: Function, steps: Sequence[Function], pick: Function):
        self.head, self.steps, self.pick = head, tuple(steps), pick
        helper = callhelper.helper()
        plans = (head._plan, pick._plan, *(s._plan for s in self.steps))
        self._c: Any = None
        if helper is not None and all(p is not None for p in plans):
            try:
                self._c = helper.Chain(plans[0], plans[2:], plans[1])
            except ValueError:  # a structure the C loop does not take: the checked calls word it
                self._c = None

    @property
    def in_c(self) -> bool:
        """True when runs go through the C loop (else checked calls in Python)."""
        return self._c is not None

    def run(self, ids: np.ndarray, start: int, head_args: Sequence[np.ndarray], fixed: Sequence[np.ndarray]) -> bool:
        """Write ``len(steps) + 1`` picks into ``ids`` (flat, from index
        ``start``).  Returns False, with the ids so far written, when a
        call's logits hold NaN or inf (the loop stops there: an argmax over
        them means nothing)."""
        if self._c is not None:
            done = self._c.run(ids, start, tuple(head_args), tuple(fixed))
            if done is not None:
                return bool(done)
        return _python_chain(self.head, self.steps, self.pick, ids, start, head_args, fixed)


def greedy_chain(head: Function, steps: Sequence[Function], pick: Function, ids: np.ndarray, start: int,
                 head_args: Sequence[np.ndarray], fixed: Sequence[np.ndarray]) -> bool:
    """:class:`GreedyChain` built and run once."""
    return GreedyChain(head, steps, pick).run(ids, start, head_args, fixed)


def _python_chain(head: Function, steps: Sequence[Function], pick: Function, ids: np.ndarray, start: int,
                  head_args: Sequence[np.ndarray], fixed: Sequence[np.ndarray]) -> bool:
    """The same loop with checked calls (the reference for the C loop, and
    where any bad argument gets its worded error)."""
    if not (isinstance(ids, np.ndarray) and ids.dtype == np.int64 and ids.flags.c_contiguous
            and ids.flags.writeable and ids.size >= start + len(steps) + 1):
        raise ValueError(f"ids: expected a writable C-contiguous int64 array of at least "
                         f"{start + len(steps) + 1} elements, got {getattr(ids, 'dtype', type(ids).__name__)} "
                         f"{getattr(ids, 'shape', '')}")
    flat = ids.reshape(-1)
    out = head(*head_args)
    *carry, z = out if isinstance(out, tuple) else (out,)
    for s in range(len(steps) + 1):
        if not np.isfinite(z).all():
            return False
        tok = pick(z)
        if not isinstance(tok, np.ndarray):
            raise ValueError(f"pick: expected one int64 id array, got {len(tok)} results")
        flat[start + s] = tok.reshape(-1)[0]
        if s == len(steps):
            break
        out = steps[s](tok, *carry, *fixed)
        *carry, z = out if isinstance(out, tuple) else (out,)
    return True
