"""The host-ABI description of one exported function.

This is the only thing the runtime needs to know about a compiled function:
which C symbol to call and what each memref argument must look like.  The
compiler writes it (into the build cache, as JSON) next to the ``.so``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..lang.types import TensorType


@dataclass(frozen=True)
class Param:
    name: str
    type: TensorType


@dataclass(frozen=True)
class FunctionSignature:
    """One exported function: ``_mlir_ciface_<symbol>(params..., results...)``.

    ``source_name`` is the Kina name (``decode``) while ``symbol`` is the
    exported instance name (``decode__S3``); they are equal for non-generic
    functions.  ``id_bounds`` maps an i64 parameter used as ``gather`` ids to
    the table's row count so the host can reject out-of-range ids before
    the call (the kernel also clamps, so a bad id can never read out of
    bounds).
    """

    symbol: str
    params: tuple[Param, ...]
    results: tuple[TensorType, ...]
    source_name: str = ""
    instance: tuple[tuple[str, int], ...] = ()
    id_bounds: tuple[tuple[str, int], ...] = field(default=())

    def to_json(self) -> dict[str, Any]:
        return {
            "symbol": self.symbol,
            "source_name": self.source_name or self.symbol,
            "instance": [list(kv) for kv in self.instance],
            "params": [
                {"name": p.name, "elem": p.type.elem, "shape": list(p.type.shape)}
                for p in self.params
            ],
            "results": [{"elem": t.elem, "shape": list(t.shape)} for t in self.results],
            "id_bounds": [list(kv) for kv in self.id_bounds],
        }
