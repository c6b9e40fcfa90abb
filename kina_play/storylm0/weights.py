"""StoryLM-0 weights: the container, the v0 recipe, and checkpoint I/O.

A checkpoint is a host fixture, not a compiler ABI: an NPZ of the seven
float32 arrays in *host* shapes plus a JSON manifest carrying the format
string, the recipe and the NPZ's sha256. :meth:`Weights.as_kina_args` is the
one place host shapes become Kina parameter shapes.

Why the NPZ is written by hand: ``np.savez`` stamps each member with the
current time, so two exports of identical weights differ. Here every member
is a version-1.0 ``.npy`` written with ``np.lib.format.write_array`` into a
ZIP_STORED archive whose entries have a fixed date (1980-01-01), fixed
permissions, a fixed creator system and a fixed order. Same weights → same
bytes → same sha256, on any machine.

Why loading is strict: a checkpoint is user-supplied input to ``kina-play
generate``/``--check``. It is never unpickled (``allow_pickle=False``) and
every mismatch (format, keys, shapes, dtypes, finiteness, sha256) is refused
with a :class:`CheckpointError` naming the file, the field, and the expected
and found values.
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import json
import math
import os
import shutil
import signal
import tempfile
import threading
import zipfile
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import Any

import numpy as np

from ..errors import InputError
from ..inputs import file_kind, npz_arrays, read_bytes, read_head, read_json
from . import spec

NPZ_NAME = "trained_checkpoint.npz"
MANIFEST_NAME = "trained_manifest.json"
VOCAB_NAME = "vocab.json"
FIXTURES_ENV = "KINA_PLAY_FIXTURES"
_ZIP_DATE = (1980, 1, 1, 0, 0, 0)
_MAX_NPZ_BYTES = 1 << 20  # the seven small arrays take ≈ 2 KiB; anything near 1 MiB is not a StoryLM-0 checkpoint


class CheckpointError(InputError, ValueError):
    """A checkpoint (or manifest) that does not satisfy the spec."""


class Weights(Mapping[str, np.ndarray]):
    """The seven StoryLM-0 weights as float32 C-contiguous arrays in host shapes.

    Read-only mapping ``name → array`` in :data:`spec.WEIGHT_NAMES` order. The
    arrays are copied in and marked non-writable, so a training step can
    never mutate a checkpoint it was handed; use :meth:`replace` to derive
    new weights. ``source`` says where they came from (for messages and
    manifests).
    """

    __slots__ = ("_arrays", "source", "_kina_args")

    def __init__(self, arrays: Mapping[str, Any], *, source: str = "memory") -> None:
        missing = [n for n in spec.WEIGHT_NAMES if n not in arrays]
        extra = sorted(set(arrays) - set(spec.WEIGHT_NAMES))
        if missing or extra:
            raise ValueError(f"weights: missing {missing}, unexpected {extra}")
        out: dict[str, np.ndarray] = {}
        for name in spec.WEIGHT_NAMES:
            a = np.asarray(arrays[name])
            if a.dtype != np.float32:
                raise ValueError(f"{name}: expected dtype float32, found {a.dtype}")
            if a.shape != spec.HOST_SHAPES[name]:
                raise ValueError(f"{name}: expected shape {list(spec.HOST_SHAPES[name])}, found {list(a.shape)}")
            c = np.array(a, dtype=np.float32, order="C", copy=True)
            c.flags.writeable = False
            out[name] = c
        self._arrays = out
        self.source = source

    def __getitem__(self, name: str) -> np.ndarray:
        return self._arrays[name]

    def __iter__(self) -> Iterator[str]:
        return iter(spec.WEIGHT_NAMES)

    def __len__(self) -> int:
        return len(spec.WEIGHT_NAMES)

    def __repr__(self) -> str:
        return f"Weights(source={self.source!r})"

    def __eq__(self, other: object) -> bool:
        """Bitwise equality of all seven arrays (NaN payloads included)."""
        if not isinstance(other, Mapping):
            return NotImplemented
        try:
            return all(self[n].tobytes() == np.asarray(other[n], dtype=np.float32).tobytes() for n in spec.WEIGHT_NAMES)
        except KeyError:
            return False

    def replace(self, *, source: str | None = None, **arrays: np.ndarray) -> Weights:
        """A new ``Weights`` with some arrays swapped (e.g. after an SGD step)."""
        merged = dict(self._arrays)
        merged.update(arrays)
        return Weights(merged, source=self.source if source is None else source)

    def to_dict(self) -> dict[str, np.ndarray]:
        """Writable copies, host shapes."""
        return {n: self._arrays[n].copy() for n in spec.WEIGHT_NAMES}

    def as_kina_args(self) -> tuple[np.ndarray, ...]:
        """The seven arrays in Kina parameter order and shapes (``embed`` [8,4],
        ``wq``..``wo`` [1,4,4], ``lm_head`` [1,4,8], ``scale`` a 0-d array),
        fresh C-contiguous float32 copies."""
        # np.array(copy=True, order="C") rather than ascontiguousarray, which turns 0-d into [1]
        return tuple(
            np.array(self._arrays[n].reshape(spec.KINA_SHAPES[n]), dtype=np.float32, order="C", copy=True)
            for n in spec.WEIGHT_NAMES
        )

    def kina_args(self) -> tuple[np.ndarray, ...]:
        """:meth:`as_kina_args`, computed once and read-only.  Hot loops pass
        the same array objects on every call, so the runtime's argument check
        takes its fast path (same objects, same shapes) and nothing is copied."""
        cached: tuple[np.ndarray, ...] | None = getattr(self, "_kina_args", None)
        if cached is None:
            cached = self.as_kina_args()
            for a in cached:
                a.flags.writeable = False
            self._kina_args = cached
        return cached


def patterned_v0() -> Weights:
    """storylm0-checkpoint-v0 (the patterned recipe).

    Element i (row-major) of the j-th matrix (embed, wq, wk, wv, wo, lm_head)
    is ((5i + 3j) mod 11 − 5) / 10 in float64, cast to float32; scale is
    float32(1/sqrt(2)).
    """
    arrays: dict[str, np.ndarray] = {}
    for j, name in enumerate(spec.TRAINED_NAMES):
        shape = spec.HOST_SHAPES[name]
        i = np.arange(math.prod(shape), dtype=np.int64)
        vals = (((5 * i + 3 * j) % 11) - 5).astype(np.float64) / 10.0
        arrays[name] = vals.astype(np.float32).reshape(shape)
    arrays["scale"] = np.array(spec.SCALE, dtype=np.float32)
    return Weights(arrays, source=spec.INIT_FORMAT)


# ----------------------------------------------------------------------------
# Deterministic NPZ
# ----------------------------------------------------------------------------


def npz_bytes(arrays: Mapping[str, np.ndarray]) -> bytes:
    """The exact bytes of a deterministic NPZ holding ``arrays`` in the given
    order (no timestamps, no pickles, little-endian, C order)."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, mode="w", compression=zipfile.ZIP_STORED) as zf:
        for name, arr in arrays.items():
            a = np.asarray(arr)
            if a.dtype.hasobject:
                raise ValueError(f"{name}: object arrays cannot be written")
            a = np.array(a, dtype=a.dtype.newbyteorder("<"), order="C", copy=True)  # keeps 0-d arrays 0-d
            member = io.BytesIO()
            np.lib.format.write_array(member, a, version=(1, 0), allow_pickle=False)
            info = zipfile.ZipInfo(f"{name}.npy", date_time=_ZIP_DATE)
            info.compress_type = zipfile.ZIP_STORED
            info.create_system = 3
            info.external_attr = 0o100644 << 16
            zf.writestr(info, member.getvalue())
    return buf.getvalue()


def _sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def recipe(*, epochs: int = spec.EPOCHS, lr: float = spec.LR) -> dict[str, Any]:
    """The training recipe record (epochs, lr, windows) stored in a manifest."""
    return {
        "init": spec.INIT_FORMAT,
        "corpus": spec.CORPUS_NAME,
        "corpus_ids": list(spec.CORPUS),
        "epochs": epochs,
        "lr": lr,
        "windows": [{"inputs": [w, w + spec.T], "targets": [w + 1, w + spec.T + 1]} for w in spec.WINDOW_STARTS],
        "objective": spec.OBJECTIVE,
        "optimizer": spec.OPTIMIZER,
        "trained": list(spec.TRAINED_NAMES),
    }


def manifest_for(npz: bytes, *, recipe_fields: Mapping[str, Any] | None = None, extra: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The manifest dict for NPZ bytes ``npz`` (keys in a fixed order)."""
    m: dict[str, Any] = {
        "format": spec.CHECKPOINT_FORMAT,
        "recipe": dict(recipe() if recipe_fields is None else recipe_fields),
        "arrays": {n: {"shape": list(spec.HOST_SHAPES[n]), "dtype": "float32"} for n in spec.WEIGHT_NAMES},
        "npz": NPZ_NAME,
        "npz_sha256": _sha256(npz),
    }
    for k, v in (extra or {}).items():
        if k in m:
            raise ValueError(f"manifest_extra may not override {k!r}")
        m[k] = v
    return m


def _json(value: Any, indent: int = 0) -> str:
    """JSON with 2-space indented objects but lists of scalars on one line
    (a 42-id corpus one id per line helps nobody). Deterministic."""
    pad = "  " * (indent + 1)
    if isinstance(value, Mapping):
        if not value:
            return "{}"
        items = [f"{pad}{json.dumps(str(k))}: {_json(v, indent + 1)}" for k, v in value.items()]
        return "{\n" + ",\n".join(items) + "\n" + "  " * indent + "}"
    if isinstance(value, (list, tuple)):
        if all(not isinstance(v, (Mapping, list, tuple)) for v in value):
            return "[" + ", ".join(json.dumps(v, allow_nan=False) for v in value) + "]"
        items = [f"{pad}{_json(v, indent + 1)}" for v in value]
        return "[\n" + ",\n".join(items) + "\n" + "  " * indent + "]"
    return json.dumps(value, allow_nan=False)


def manifest_bytes(manifest: Mapping[str, Any]) -> bytes:
    """Canonical JSON bytes (see :func:`_json`; LF, trailing newline)."""
    return (_json(manifest) + "\n").encode("utf-8")


def _atomic_write_many(files: list[tuple[Path, bytes]]) -> None:
    """Write every file to a temp name in its directory, then ``os.replace``
    them in order. If any temp write fails, nothing is replaced and the temps
    are removed. The manifest goes last: it is the commit point (its sha256
    names the NPZ), so a crash between the renames leaves a pair that
    :func:`load_checkpoint` refuses rather than a silently mixed one."""
    temps: list[tuple[str, Path]] = []
    try:
        for path, data in files:
            fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
            temps.append((tmp, path))
            with os.fdopen(fd, "wb") as f:
                f.write(data)
                f.flush()
                os.fsync(f.fileno())
            os.chmod(tmp, 0o644)
        for tmp, path in temps:
            os.replace(tmp, path)
    finally:
        for tmp, _ in temps:
            if os.path.exists(tmp):
                os.unlink(tmp)


def publish_dir(staging: Path, dest: Path) -> None:
    """Move a fully written ``staging`` directory to ``dest``.  A checkpoint
    directory is never rewritten in place: an old ``dest`` is moved aside,
    the new one renamed in, and only then is the old one removed (if the
    rename fails the old directory is put back).  ``staging`` must be in
    ``dest``'s parent, so every step is a rename within one file system.
    A Ctrl-C during the swap is held until it is done: it used to be able
    to land between the renames, leaving nothing at ``dest`` (the old
    checkpoint hidden beside it, the new one deleted with the staging
    directory)."""
    os.chmod(staging, 0o755)
    if not dest.exists():
        os.rename(staging, dest)
        return
    old = dest.with_name(f".{dest.name}.old-{os.getpid()}")
    with _interrupts_deferred():  # Ctrl-C between the two renames would leave no checkpoint at dest
        os.rename(dest, old)
        try:
            os.rename(staging, dest)
        except BaseException:
            os.rename(old, dest)
            raise
        shutil.rmtree(old, ignore_errors=True)


@contextlib.contextmanager
def _interrupts_deferred() -> Iterator[None]:
    """Hold a SIGINT (Ctrl-C) that arrives inside the block and raise it
    after: a few renames that must happen together do.  Only the main
    thread can install the handler; elsewhere (the app's worker) the block
    runs as it is."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    caught: list[tuple[int, Any]] = []
    previous = signal.signal(signal.SIGINT, lambda signum, frame: caught.append((signum, frame)))
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, signal.SIG_DFL if previous is None else previous)
    if caught:
        if callable(previous):
            previous(*caught[0])  # Python's own handler raises KeyboardInterrupt here
        elif previous == signal.SIG_DFL:
            signal.raise_signal(signal.SIGINT)


def write_and_publish(out: Path, write: Callable[[Path], object]) -> Path:
    """``write(staging)`` fills a fresh sibling directory of ``out``, which
    then replaces ``out`` as a whole (:func:`publish_dir`); on any error, a
    crash or Ctrl-C the old ``out`` stays whole and the staging directory
    is removed.  Returns ``out``."""
    out.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{out.name}.", suffix=".tmp", dir=out.parent))
    try:
        write(staging)
        publish_dir(staging, out)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return out


def atomic_write_bytes(path: str | Path, data: bytes) -> None:
    """Write one file atomically (temp file in the same directory + rename)."""
    _atomic_write_many([(Path(path), data)])


def save_checkpoint(
    weights: Weights,
    out_dir: str | Path,
    manifest_extra: Mapping[str, Any] | None = None,
    *,
    recipe_fields: Mapping[str, Any] | None = None,
) -> tuple[Path, Path]:
    """Write ``trained_checkpoint.npz`` and ``trained_manifest.json`` into
    ``out_dir`` atomically; return their paths.

    Everything is validated and serialized in memory first: non-finite
    weights or an unserializable ``manifest_extra`` write nothing.
    """
    if not isinstance(weights, Weights):
        weights = Weights(weights)
    bad = [n for n in spec.WEIGHT_NAMES if not np.isfinite(weights[n]).all()]
    if bad:
        raise CheckpointError(f"refusing to save a checkpoint with non-finite values in {bad}")
    npz = npz_bytes({n: weights[n] for n in spec.WEIGHT_NAMES})
    man = manifest_bytes(manifest_for(npz, recipe_fields=recipe_fields, extra=manifest_extra))
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    npz_path, man_path = out / NPZ_NAME, out / MANIFEST_NAME
    _atomic_write_many([(npz_path, npz), (man_path, man)])
    return npz_path, man_path


# ----------------------------------------------------------------------------
# Loading
# ----------------------------------------------------------------------------


CHECKPOINT_IS = (f"a StoryLM-0 checkpoint is a directory holding {MANIFEST_NAME} + {NPZ_NAME} (what "
                 "`kina-play train --out` and `export-checkpoint --out` write), or the path of one of those two files")
"""What a checkpoint is, for every message about a path that is not one."""


def _paths(path_or_dir: str | Path) -> tuple[Path, Path]:
    """(npz, manifest) for a checkpoint directory, its NPZ or its manifest
    (a file's kind is read from its first bytes, not from its name)."""
    p = Path(path_or_dir)
    if p.is_dir():
        return p / NPZ_NAME, p / MANIFEST_NAME
    if p.suffix == ".json" or (p.is_file() and file_kind(read_head(p, 64, error=CheckpointError)) == "json"):
        return p.parent / NPZ_NAME, p
    return p, p.parent / MANIFEST_NAME


def _locate(path_or_dir: str | Path) -> tuple[Path, Path]:
    """:func:`_paths`, refusing what cannot be a checkpoint with a message
    that names the path and says what a checkpoint is: a missing path, a
    directory without either file, a file that is neither an NPZ (a zip)
    nor a JSON manifest (a program, an MLIR module, an empty file, an .npy)."""
    p = Path(path_or_dir)
    if p.is_dir():
        npz, man = _paths(p)
        if not npz.exists() and not man.exists():
            raise CheckpointError(f"{p}: not a StoryLM-0 checkpoint directory: it holds neither {MANIFEST_NAME} "
                                  f"nor {NPZ_NAME}; {CHECKPOINT_IS}")
        return npz, man
    if not p.exists():
        raise CheckpointError(f"{p}: not found; {CHECKPOINT_IS}")
    kind = file_kind(read_head(p, 64, error=CheckpointError))
    if kind not in ("npz", "json"):
        what = {"empty": "an empty file", "npy": "a single .npy array, not an .npz archive"}.get(
            kind, "neither an NPZ (a zip archive) nor a JSON manifest")
        raise CheckpointError(f"{p}: not a StoryLM-0 checkpoint ({what}); {CHECKPOINT_IS}")
    npz, man = _paths(p)
    if not man.is_file():
        raise CheckpointError(f"{p}: no {MANIFEST_NAME} beside it in {p.parent}: an NPZ is read with the manifest "
                              f"that records its sha256; {CHECKPOINT_IS}")
    return npz, man


def _expect(cond: bool, file: Path, field: str, expected: Any, found: Any) -> None:
    if not cond:
        raise CheckpointError(f"{file}: {field}: expected {expected}, found {found}")


def load_checkpoint(path_or_dir: str | Path) -> Weights:
    """Load and validate a checkpoint (a directory, its NPZ or its manifest).

    Checks, in order: the manifest parses and has ``format``, ``recipe``,
    ``arrays`` and ``npz_sha256``; the format string; the manifest's array
    table; the NPZ's sha256; the NPZ's members (missing / extra), each
    member's dtype, shape and finiteness; ``scale`` = float32(1/√2). The NPZ
    is opened with ``allow_pickle=False``.
    """
    npz_path, man_path = _locate(path_or_dir)
    if not man_path.is_file():
        raise CheckpointError(f"{man_path}: manifest not found ({CHECKPOINT_IS})")
    if not npz_path.is_file():
        raise CheckpointError(f"{npz_path}: checkpoint NPZ not found (its manifest {man_path} names it; {CHECKPOINT_IS})")
    manifest = read_json(man_path, error=CheckpointError)
    if not isinstance(manifest, dict):
        raise CheckpointError(f"{man_path}: not a StoryLM-0 checkpoint manifest (a JSON {type(manifest).__name__}, "
                              f"not an object); {CHECKPOINT_IS}")
    for key in ("format", "recipe", "arrays", "npz_sha256"):
        _expect(key in manifest, man_path, key, "a required manifest key", "missing")
    _expect(manifest["format"] == spec.CHECKPOINT_FORMAT, man_path, "format", repr(spec.CHECKPOINT_FORMAT), repr(manifest["format"]))
    arrays = manifest["arrays"]
    _expect(isinstance(arrays, dict), man_path, "arrays", "an object", type(arrays).__name__)
    missing = [n for n in spec.WEIGHT_NAMES if n not in arrays]
    extra = sorted(set(arrays) - set(spec.WEIGHT_NAMES))
    _expect(not missing, man_path, "arrays", f"entries for {list(spec.WEIGHT_NAMES)}", f"missing {missing}")
    _expect(not extra, man_path, "arrays", f"only {list(spec.WEIGHT_NAMES)}", f"extra {extra}")
    for n in spec.WEIGHT_NAMES:
        ent = arrays[n]
        _expect(isinstance(ent, dict), man_path, f"arrays.{n}", "an object", repr(ent))
        _expect(ent.get("shape") == list(spec.HOST_SHAPES[n]), man_path, f"arrays.{n}.shape", list(spec.HOST_SHAPES[n]), ent.get("shape"))
        _expect(ent.get("dtype") == "float32", man_path, f"arrays.{n}.dtype", "'float32'", repr(ent.get("dtype")))

    data = read_bytes(npz_path, limit=_MAX_NPZ_BYTES, error=CheckpointError)
    found_sha = _sha256(data)
    _expect(found_sha == manifest["npz_sha256"], npz_path, "npz_sha256", f"{manifest['npz_sha256']} (from {man_path.name})",
            f"{found_sha}: this NPZ is not the one its manifest describes (changed, truncated or replaced since)")

    loaded = npz_arrays(data, npz_path, error=CheckpointError, budget=_MAX_NPZ_BYTES)
    names = list(loaded)
    missing = [n for n in spec.WEIGHT_NAMES if n not in names]
    extra = sorted(set(names) - set(spec.WEIGHT_NAMES))
    _expect(not missing, npz_path, "members", list(spec.WEIGHT_NAMES), f"missing {missing}")
    _expect(not extra, npz_path, "members", list(spec.WEIGHT_NAMES), f"extra {extra}")
    for n in spec.WEIGHT_NAMES:
        a = loaded[n]
        _expect(a.dtype == np.float32, npz_path, f"{n}.dtype", "float32", str(a.dtype))
        _expect(a.shape == spec.HOST_SHAPES[n], npz_path, f"{n}.shape", list(spec.HOST_SHAPES[n]), list(a.shape))
        bad = int(np.size(a) - np.isfinite(a).sum())
        _expect(bad == 0, npz_path, f"{n}", "finite values", f"{bad} non-finite value(s)")
    _expect(
        loaded["scale"].tobytes() == np.asarray(spec.SCALE).tobytes(),
        npz_path,
        "scale",
        f"float32(1/sqrt(2)) = {float(spec.SCALE)!r}",
        repr(float(loaded["scale"])),
    )
    return Weights(loaded, source=str(npz_path))


# ----------------------------------------------------------------------------
# Resolving "v0" / "v1" / a path
# ----------------------------------------------------------------------------


def fixtures_dir() -> Path:
    """The ``fixtures/storylm0`` directory of the repository.

    ``$KINA_PLAY_FIXTURES`` overrides it: it may name the fixtures root (the
    folder holding ``storylm0/``) or the ``storylm0`` folder itself. Otherwise
    it is located relative to the package (``<repo>/fixtures/storylm0``, which
    exists for the editable install the project uses).
    """
    env = os.environ.get(FIXTURES_ENV)
    if env:
        root = Path(env)
        return root / "storylm0" if (root / "storylm0").is_dir() else root
    import kina_play

    return Path(kina_play.__file__).resolve().parents[1] / "fixtures" / "storylm0"


def checkpoint_files(name: str | Path) -> list[Path]:
    """The files ``resolve_checkpoint(name)`` reads (for refusing to write over them)."""
    if str(name) == "v0":
        return []
    d = fixtures_dir() if str(name) == "v1" else Path(name)
    npz, man = _paths(d)
    return [npz, man, npz.parent / VOCAB_NAME]


def resolve_checkpoint(name: str | Path) -> Weights:
    """``"v0"`` → :func:`patterned_v0`; ``"v1"`` → the committed fixture
    (:func:`fixtures_dir`); anything else → :func:`load_checkpoint` of that path."""
    if str(name) == "v0":
        return patterned_v0()
    if str(name) == "v1":
        d = fixtures_dir()
        if not (d / MANIFEST_NAME).is_file():
            raise CheckpointError(
                f"{d}: the v1 fixture was not found (set ${FIXTURES_ENV}, or regenerate it with "
                "`python -m kina_play.storylm0.export`)"
            )
        return load_checkpoint(d)
    if not Path(name).exists():
        raise CheckpointError(
            f"no checkpoint {str(name)!r}: expected v0, v1, or the path of a checkpoint directory "
            f"({MANIFEST_NAME} + {NPZ_NAME}) or of one of those two files"
        )
    return load_checkpoint(name)
