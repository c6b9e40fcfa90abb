"""App-wide state the panels share: checkpoints, engines, and two small
concurrency helpers (a FIFO for worker threads and a rate limiter)."""

from __future__ import annotations

import threading
import time
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Iterator

import numpy as np

from ..storylm0.engine import CompiledEngine, Engine, ReferenceEngine
from ..storylm0.weights import Weights, load_checkpoint, resolve_checkpoint

if TYPE_CHECKING:
    from ..storylm1.engine import CompiledModel

ENGINES = ("compiled", "numpy")


def make_engine(kind: str, *, generic_decode: bool = False) -> Engine:
    """A fresh engine.  Compiled engines share their ``.so`` files: programs
    are memoized by the compiler driver, so this is cheap."""
    if kind == "compiled":
        return CompiledEngine(generic_decode=generic_decode)
    if kind == "numpy":
        return ReferenceEngine()
    raise ValueError(f"engine: expected one of {ENGINES}, got {kind!r}")


@dataclass
class CheckpointEntry:
    name: str
    where: str  # "v0", "v1" or a path
    weights: Weights | None = None


class Checkpoints:
    """The checkpoints the panels can choose from: v0, v1, and whatever the
    user trains and saves or loads from a path during the session."""

    def __init__(self) -> None:
        self._entries: dict[str, CheckpointEntry] = {
            "v0": CheckpointEntry("v0", "v0"),
            "v1": CheckpointEntry("v1", "v1"),
        }
        self._lock = threading.Lock()

    def names(self) -> list[str]:
        return list(self._entries)

    def get(self, name: str) -> Weights:
        """The weights of ``name``, loaded (and validated) on first use.
        Raises ``CheckpointError`` / ``KeyError`` for the caller to show."""
        with self._lock:
            e = self._entries[name]
            if e.weights is None:
                e.weights = resolve_checkpoint(e.where)
            return e.weights

    def add(self, name: str, where: str | Path, weights: Weights | None = None) -> str:
        with self._lock:
            self._entries[name] = CheckpointEntry(name, str(where), weights)
        return name

    def load_path(self, path: str | Path) -> str:
        """Load and validate a checkpoint directory/NPZ; register it under its
        directory name.  Raises ``CheckpointError`` for the caller to show."""
        p = Path(path).expanduser()
        w = load_checkpoint(p)
        base = (p if p.is_dir() else p.parent).name or str(p)
        name = base
        n = 2
        while name in self._entries and self._entries[name].where != str(p):
            name = f"{base}-{n}"
            n += 1
        return self.add(name, p, w)


class Fifo:
    """Serialize worker threads in the order their tickets were taken.

    Take a ticket on the UI thread when the key arrives (``t = fifo.ticket()``)
    and enter ``with fifo.turn(t):`` in the worker: steps, backs and resets
    then run one at a time, in key order, whatever the thread scheduling."""

    def __init__(self) -> None:
        self._cv = threading.Condition()
        self._next = 0
        self._serving = 0

    def ticket(self) -> int:
        with self._cv:
            t = self._next
            self._next += 1
            return t

    @contextmanager
    def turn(self, ticket: int) -> Iterator[None]:
        with self._cv:
            self._cv.wait_for(lambda: self._serving == ticket)
        try:
            yield
        finally:
            with self._cv:
                self._serving += 1
                self._cv.notify_all()


PROGRESS_HZ = 8.0
"""How often a running job (training, a rollout) updates the screen.  Why
not more: each update costs a frame, tens of milliseconds at 120 × 40 with
a growing table, and keys wait behind frames; 8 a second still reads as
live (20 kept keys waiting for hundreds of milliseconds during training)."""


class Throttle:
    """At most ``hz`` UI updates per second from a worker; ``due()`` says
    whether to post now (the caller always posts the final state)."""

    def __init__(self, hz: float = 20.0, clock: Callable[[], float] = time.monotonic) -> None:
        self.period = 1.0 / hz
        self._last = -1e9
        self._clock = clock

    def due(self) -> bool:
        now = self._clock()
        if now - self._last >= self.period:
            self._last = now
            return True
        return False


MODELS = ("storylm0", "storylm1")
MODEL_TITLES = {"storylm0": "StoryLM-0", "storylm1": "StoryLM-1"}


class StoryLM1:
    """The compiled StoryLM-1 and its shipped checkpoint, made on first use
    (from a worker: the first build compiles ``programs/storylm1.kina``)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._model: CompiledModel | None = None
        self._params: dict[str, np.ndarray] | None = None

    def get(self) -> tuple[CompiledModel, dict[str, np.ndarray]]:
        from ..storylm1 import checkpoint
        from ..storylm1.engine import CompiledModel

        with self._lock:
            if self._model is None:
                model = CompiledModel()
                model.build()
                self._model = model
            if self._params is None:
                self._params = checkpoint.load()
            return self._model, self._params
