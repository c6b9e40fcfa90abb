"""StoryLM-1 checkpoints: an NPZ with exactly the model's keys (in order)
plus a manifest JSON (recipe, final losses, H*), both written atomically.

Loading validates every key, shape, dtype and value and names the field at
fault, so a bad file is a clear message, never a traceback deep in a call.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import numpy as np

from ..outputs import atomic_file
from . import spec

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "storylm1"
CHECKPOINT = "checkpoint.npz"
MANIFEST = "manifest.json"
VOCAB = "vocab.json"


class CheckpointError(ValueError):
    """A StoryLM-1 checkpoint that cannot be used, with the reason."""


CHECKPOINT_IS = (f"a StoryLM-1 checkpoint is a {CHECKPOINT} (the model's 29 float32 arrays) or the directory "
                 f"holding it, {MANIFEST} and {VOCAB}, as `kina-play train --model storylm1 --out` writes it")
"""What a checkpoint is, for every message about a path that is not one."""


def default_dir() -> Path:
    return Path(os.environ.get("KINA_PLAY_STORYLM1_DIR", FIXTURES))


def checkpoint_files(name: str) -> list[Path]:
    """What ``generate --checkpoint name`` reads, so that no output is one of
    them (``--trace --force`` onto the shipped checkpoint.npz used to replace
    it with the trace); StoryLM-0's ``weights.checkpoint_files`` does the same.
    The vocabulary is always the shipped one."""
    root = default_dir() if name in ("v1", "") else Path(name)
    files = [root, default_dir() / VOCAB]
    if root.suffix != ".npz":
        files += [root / f for f in (CHECKPOINT, MANIFEST, VOCAB)]
    return files


def _atomic_write(path: Path, write: Any) -> None:
    """``write(f)`` into ``path``, whole or not at all (:func:`.outputs.atomic_file`)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with atomic_file(path) as f:
        write(f)


def validate(params: dict[str, np.ndarray], where: str = "checkpoint") -> dict[str, np.ndarray]:
    keys = list(params)
    missing = [k for k in spec.PARAM_NAMES if k not in params]
    extra = [k for k in keys if k not in spec.PARAM_SHAPES]
    if missing:
        raise CheckpointError(f"{where}: missing key(s) {missing}; expected {list(spec.PARAM_NAMES)}")
    if extra:
        raise CheckpointError(f"{where}: unexpected key(s) {extra}; expected {list(spec.PARAM_NAMES)}")
    out: dict[str, np.ndarray] = {}
    for k in spec.PARAM_NAMES:
        a = np.asarray(params[k])
        if a.dtype != np.float32:
            raise CheckpointError(f"{where}: '{k}' has dtype {a.dtype}; expected float32")
        if a.shape != spec.PARAM_SHAPES[k]:
            raise CheckpointError(f"{where}: '{k}' has shape {list(a.shape)}; expected {list(spec.PARAM_SHAPES[k])}")
        if not np.isfinite(a).all():
            raise CheckpointError(f"{where}: '{k}' holds NaN or inf")
        out[k] = a
    return out


def save(out_dir: Path, params: dict[str, np.ndarray], manifest: dict[str, Any]) -> tuple[Path, Path]:
    """Write ``checkpoint.npz`` (keys in model order) and ``manifest.json``."""
    params = validate(params, "params to save")
    out_dir = Path(out_dir)
    npz, man = out_dir / CHECKPOINT, out_dir / MANIFEST
    # numpy's stub types **kwds as if they could fill allow_pickle: bool
    _atomic_write(npz, lambda f: np.savez(f, **{k: params[k] for k in spec.PARAM_NAMES}))  # type: ignore[arg-type]
    text = json.dumps(manifest, indent=2, sort_keys=False) + "\n"
    _atomic_write(man, lambda f: f.write(text.encode()))
    return npz, man


PARAM_BYTES = sum(4 * int(np.prod(s)) for s in spec.PARAM_SHAPES.values())
"""What the model's float32 parameters take: the most a checkpoint may hold."""


def load(path: Path | str | None = None) -> dict[str, np.ndarray]:
    """Parameters from an NPZ, or the NPZ of a checkpoint directory (default:
    the shipped fixture), validated.  Read by :func:`.inputs.read_npz`: a
    member whose header names a key or shape the model does not have is
    refused before its data is inflated, and the whole file is bounded by
    :data:`PARAM_BYTES`, so a crafted archive cannot take the memory."""
    from ..inputs import file_kind, read_head, read_npz

    p = Path(path) if path is not None else default_dir() / CHECKPOINT
    if p.is_dir():
        if not (p / CHECKPOINT).exists():
            raise CheckpointError(f"{p}: not a StoryLM-1 checkpoint directory: it holds no {CHECKPOINT}; {CHECKPOINT_IS}")
        p = p / CHECKPOINT
    if not p.exists():
        raise CheckpointError(f"{p}: no such checkpoint file; {CHECKPOINT_IS}")
    kind = file_kind(read_head(p, 64, error=CheckpointError))  # (a FIFO or a device is refused here)
    if kind != "npz":
        what = {"empty": "an empty file", "npy": "a single .npy array, not an .npz archive",
                "json": f"a JSON file, not the NPZ: pass the directory {p.parent} or its {CHECKPOINT}"}.get(
                    kind, "not a zip archive, as an NPZ is")
        raise CheckpointError(f"{p}: not a StoryLM-1 checkpoint ({what}); {CHECKPOINT_IS}")

    def check(name: str, dtype: np.dtype, shape: tuple[int, ...]) -> None:
        want = spec.PARAM_SHAPES.get(name)
        if want is None:
            raise CheckpointError(f"{p}: unexpected key '{name}'; expected {list(spec.PARAM_NAMES)}")
        if tuple(shape) != want:
            raise CheckpointError(f"{p}: '{name}' has shape {list(shape)}; expected {list(want)}")
        if dtype != np.float32:  # named here, from the header: a float64 copy would also overrun the budget
            raise CheckpointError(f"{p}: '{name}' has dtype {dtype}; expected float32")

    params = read_npz(p, error=CheckpointError, budget=PARAM_BYTES + 4096, check=check)
    order = list(params)
    out = validate(params, str(p))
    if order != list(spec.PARAM_NAMES):
        raise CheckpointError(f"{p}: keys are in the order {order}; expected {list(spec.PARAM_NAMES)}")
    return out


def load_manifest(path: Path | str | None = None) -> dict[str, Any]:
    p = Path(path) if path is not None else default_dir() / MANIFEST
    try:
        data = json.loads(Path(p).read_text())
    except (OSError, ValueError) as e:
        raise CheckpointError(f"{p}: not a readable manifest ({e})") from None
    if not isinstance(data, dict):
        raise CheckpointError(f"{p}: manifest must be a JSON object")
    return data


def write_vocab(out_dir: Path, words: tuple[str, ...]) -> Path:
    p = Path(out_dir) / VOCAB
    text = json.dumps(list(words), indent=1) + "\n"
    _atomic_write(p, lambda f: f.write(text.encode()))
    return p


def load_vocab(path: Path | str | None = None) -> tuple[str, ...]:
    p = Path(path) if path is not None else default_dir() / VOCAB
    try:
        data = json.loads(Path(p).read_text())
    except (OSError, ValueError) as e:
        raise CheckpointError(f"{p}: not a readable vocab ({e})") from None
    if not isinstance(data, list) or not all(isinstance(w, str) for w in data):
        raise CheckpointError(f"{p}: vocab must be a JSON list of words")
    return tuple(data)
