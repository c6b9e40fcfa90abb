"""Weights container, deterministic export, strict loading, tampering."""

from __future__ import annotations

import hashlib
import io
import json
import zipfile
from pathlib import Path

import numpy as np
import pytest

from kina_play.storylm0 import spec
from kina_play.storylm0.export import export_trained_checkpoint
from kina_play.storylm0.weights import (
    MANIFEST_NAME,
    NPZ_NAME,
    CheckpointError,
    Weights,
    fixtures_dir,
    load_checkpoint,
    npz_bytes,
    patterned_v0,
    resolve_checkpoint,
    save_checkpoint,
)


def test_weights_container_and_kina_args() -> None:
    w = patterned_v0()
    assert list(w) == list(spec.WEIGHT_NAMES) and len(w) == 7
    args = w.as_kina_args()
    assert [a.shape for a in args] == [spec.KINA_SHAPES[n] for n in spec.WEIGHT_NAMES]
    assert args[-1].shape == () and isinstance(args[-1], np.ndarray)
    for a, n in zip(args, spec.WEIGHT_NAMES):
        assert a.dtype == np.float32 and a.flags.c_contiguous and a.flags.writeable
        assert np.array_equal(a.reshape(spec.HOST_SHAPES[n]), w[n])
    with pytest.raises(ValueError):
        w["embed"][0, 0] = 1.0  # read-only: nobody mutates a checkpoint in place
    assert w == patterned_v0()
    w2 = w.replace(wq=np.zeros((4, 4), np.float32))
    assert w2 != w and np.all(w2["wq"] == 0) and np.array_equal(w2["wk"], w["wk"])
    with pytest.raises(ValueError, match="float32"):
        w.replace(wq=np.zeros((4, 4), np.float64))
    with pytest.raises(ValueError, match="shape"):
        w.replace(wq=np.zeros((1, 4, 4), np.float32))
    with pytest.raises(ValueError, match="missing"):
        Weights({n: w[n] for n in spec.WEIGHT_NAMES[:-1]})


def test_npz_bytes_layout() -> None:
    data = npz_bytes({n: patterned_v0()[n] for n in spec.WEIGHT_NAMES})
    with zipfile.ZipFile(io.BytesIO(data)) as z:
        infos = z.infolist()
        assert [i.filename for i in infos] == [f"{n}.npy" for n in spec.WEIGHT_NAMES]
        assert all(i.date_time == (1980, 1, 1, 0, 0, 0) and i.compress_type == zipfile.ZIP_STORED for i in infos)
    with np.load(io.BytesIO(data), allow_pickle=False) as z:
        assert z["scale"].shape == () and z["embed"].dtype == np.dtype("<f4")


def test_export_is_deterministic_and_equals_committed(tmp_path: Path) -> None:
    a, b = tmp_path / "a", tmp_path / "b"
    ra = export_trained_checkpoint(a)
    export_trained_checkpoint(b)
    committed = fixtures_dir()
    for name in (NPZ_NAME, MANIFEST_NAME, "vocab.json"):
        assert (a / name).read_bytes() == (b / name).read_bytes(), name
        assert (a / name).read_bytes() == (committed / name).read_bytes(), f"committed {name} differs from a fresh export"
    assert sorted(p.name for p in a.iterdir()) == sorted([NPZ_NAME, MANIFEST_NAME, "vocab.json"])  # no temp files left
    man = json.loads((a / MANIFEST_NAME).read_text())
    assert man["format"] == "storylm0-checkpoint-v1"
    r = man["recipe"]
    assert (r["init"], r["corpus"], r["epochs"], r["lr"], r["objective"], r["optimizer"]) == (
        "storylm0-checkpoint-v0", "storylm0-corpus-v0", 40, 0.1, "sum-nll", "sgd")
    assert r["corpus_ids"] == list(spec.CORPUS) and len(r["windows"]) == 3
    assert man["final_epoch_loss"] == ra.train.final_loss
    w = load_checkpoint(a)
    assert w == resolve_checkpoint("v1") and w["scale"] == spec.SCALE


def test_resolve(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert resolve_checkpoint("v0") == patterned_v0()
    v1 = resolve_checkpoint("v1")
    assert v1 != patterned_v0()
    save_checkpoint(v1, tmp_path / "storylm0")
    assert resolve_checkpoint(tmp_path / "storylm0" / NPZ_NAME) == v1
    assert resolve_checkpoint(str(tmp_path / "storylm0" / MANIFEST_NAME)) == v1
    monkeypatch.setenv("KINA_PLAY_FIXTURES", str(tmp_path))
    assert fixtures_dir() == tmp_path / "storylm0"
    assert resolve_checkpoint("v1") == v1
    monkeypatch.setenv("KINA_PLAY_FIXTURES", str(tmp_path / "nowhere"))
    with pytest.raises(CheckpointError, match="v1 fixture was not found"):
        resolve_checkpoint("v1")


# --- tampering ---------------------------------------------------------------


def _write_raw(d: Path, data: bytes, manifest_edit=None) -> Path:
    """A checkpoint whose NPZ is ``data`` and whose manifest is the genuine
    one with the sha256 updated to match (so the later checks are reached)."""
    d.mkdir(parents=True, exist_ok=True)
    save_checkpoint(patterned_v0(), d)
    (d / NPZ_NAME).write_bytes(data)
    man = json.loads((d / MANIFEST_NAME).read_text())
    man["npz_sha256"] = hashlib.sha256(data).hexdigest()
    if manifest_edit:
        manifest_edit(man)
    (d / MANIFEST_NAME).write_text(json.dumps(man))
    return d


def _write_pair(d: Path, arrays: dict, manifest_edit=None) -> Path:
    return _write_raw(d, npz_bytes(arrays), manifest_edit)


def _good() -> dict:
    return patterned_v0().to_dict()


def test_tamper_wrong_sha(tmp_path: Path) -> None:
    save_checkpoint(patterned_v0(), tmp_path)
    data = bytearray((tmp_path / NPZ_NAME).read_bytes())
    data[-30] ^= 1
    (tmp_path / NPZ_NAME).write_bytes(bytes(data))
    with pytest.raises(CheckpointError) as e:
        load_checkpoint(tmp_path)
    msg = str(e.value)
    assert NPZ_NAME in msg and "npz_sha256" in msg and "expected" in msg and "found" in msg


@pytest.mark.parametrize("key", ["format", "recipe", "arrays", "npz_sha256"])
def test_tamper_missing_manifest_key(tmp_path: Path, key: str) -> None:
    _write_pair(tmp_path, _good(), lambda m: m.pop(key))
    with pytest.raises(CheckpointError, match=rf"{MANIFEST_NAME}: {key}: expected a required manifest key, found missing"):
        load_checkpoint(tmp_path)


def test_tamper_missing_and_extra_member(tmp_path: Path) -> None:
    arrays = _good()
    del arrays["wo"]
    _write_pair(tmp_path / "a", arrays)
    with pytest.raises(CheckpointError, match=r"members: expected .* found missing \['wo'\]"):
        load_checkpoint(tmp_path / "a")
    arrays = _good()
    arrays["bias"] = np.zeros(4, np.float32)
    _write_pair(tmp_path / "b", arrays)
    with pytest.raises(CheckpointError, match=r"found extra \['bias'\]"):
        load_checkpoint(tmp_path / "b")


def test_tamper_nan_weight(tmp_path: Path) -> None:
    arrays = _good()
    arrays["wv"][2, 1] = np.nan
    _write_pair(tmp_path, arrays)
    with pytest.raises(CheckpointError, match=r"wv: expected finite values, found 1 non-finite value\(s\)"):
        load_checkpoint(tmp_path)


def test_tamper_wrong_shape(tmp_path: Path) -> None:
    arrays = _good()
    arrays["lm_head"] = np.zeros((8, 4), np.float32)
    _write_pair(tmp_path / "npz", arrays)
    with pytest.raises(CheckpointError, match=r"lm_head.shape: expected \[4, 8\], found \[8, 4\]"):
        load_checkpoint(tmp_path / "npz")
    _write_pair(tmp_path / "man", _good(), lambda m: m["arrays"]["wq"].update(shape=[1, 4, 4]))
    with pytest.raises(CheckpointError, match=r"arrays.wq.shape: expected \[4, 4\], found \[1, 4, 4\]"):
        load_checkpoint(tmp_path / "man")


def test_tamper_wrong_dtype(tmp_path: Path) -> None:
    arrays = _good()
    arrays["embed"] = arrays["embed"].astype(np.float64)
    _write_pair(tmp_path / "npz", arrays)
    with pytest.raises(CheckpointError, match=r"embed.dtype: expected float32, found float64"):
        load_checkpoint(tmp_path / "npz")
    _write_pair(tmp_path / "man", _good(), lambda m: m["arrays"]["scale"].update(dtype="float16"))
    with pytest.raises(CheckpointError, match=r"arrays.scale.dtype: expected 'float32', found 'float16'"):
        load_checkpoint(tmp_path / "man")


def test_tamper_wrong_format(tmp_path: Path) -> None:
    _write_pair(tmp_path, _good(), lambda m: m.update(format="storylm0-checkpoint-v9"))
    with pytest.raises(
        CheckpointError, match=r"format: expected 'storylm0-checkpoint-v1', found 'storylm0-checkpoint-v9'"
    ):
        load_checkpoint(tmp_path)


def test_tamper_pickled_object_array(tmp_path: Path) -> None:
    """An object array inside the NPZ is refused, never unpickled."""
    member = io.BytesIO()
    np.lib.format.write_array(member, np.empty((4, 4), dtype=object), allow_pickle=True)
    out = io.BytesIO(npz_bytes({n: a for n, a in _good().items() if n != "wk"}))
    with zipfile.ZipFile(out, "a") as z:
        z.writestr("wk.npy", member.getvalue())
    _write_raw(tmp_path, out.getvalue())
    with pytest.raises(CheckpointError, match=r"wk.dtype: expected a numeric array, found a pickled object array"):
        load_checkpoint(tmp_path)


def test_tamper_scale_and_garbage(tmp_path: Path) -> None:
    arrays = _good()
    arrays["scale"] = np.array(0.5, np.float32)
    _write_pair(tmp_path / "s", arrays)
    with pytest.raises(CheckpointError, match=r"scale: expected float32\(1/sqrt\(2\)\)"):
        load_checkpoint(tmp_path / "s")
    d = tmp_path / "g"
    d.mkdir()
    (d / MANIFEST_NAME).write_text("{oops")
    (d / NPZ_NAME).write_bytes(b"")
    with pytest.raises(CheckpointError, match="not valid JSON"):
        load_checkpoint(d)
    with pytest.raises(CheckpointError, match="empty-nothing: not found; a StoryLM-0 checkpoint is"):
        load_checkpoint(tmp_path / "empty-nothing")


def test_save_refuses_non_finite_and_writes_nothing(tmp_path: Path) -> None:
    arrays = _good()
    arrays["embed"][0, 0] = np.inf
    w = Weights(arrays)
    with pytest.raises(CheckpointError, match="non-finite"):
        save_checkpoint(w, tmp_path / "out")
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize("name, content", [
    ("some.mlir", b"module {\n}\n"),
    ("prog.kina", b"fn f(x: f32[2]) -> f32[2] { x }\n"),
    ("notes.txt", b"hello\n"),
    ("empty.npz", b""),
    ("one.npy", None),
    ("dir", "dir"),
])
def test_a_path_that_is_no_checkpoint_is_named_with_what_a_checkpoint_is(tmp_path: Path, name, content) -> None:
    """``generate --checkpoint some.mlir`` used to say
    ``trained_manifest.json: manifest not found``: a file in the current
    directory, not the one given."""
    from kina_play.storylm0.weights import CHECKPOINT_IS

    p = tmp_path / name
    if content == "dir":
        p.mkdir()
    elif content is None:
        np.save(p, np.zeros(3, np.float32))
    else:
        p.write_bytes(content)
    with pytest.raises(CheckpointError) as e:
        resolve_checkpoint(p)
    assert str(e.value).startswith(f"{p}: not a StoryLM-0 checkpoint") and CHECKPOINT_IS in str(e.value)


def test_an_npz_without_its_manifest_and_a_truncated_one_are_named(tmp_path: Path) -> None:
    from kina_play.storylm0.weights import CHECKPOINT_IS

    save_checkpoint(patterned_v0(), tmp_path / "ck")
    data = (tmp_path / "ck" / NPZ_NAME).read_bytes()
    alone = tmp_path / "alone" / "mine.npz"
    alone.parent.mkdir()
    alone.write_bytes(data[:500])
    with pytest.raises(CheckpointError) as e:
        load_checkpoint(alone)
    assert str(e.value).startswith(f"{alone}: no {MANIFEST_NAME} beside it") and CHECKPOINT_IS in str(e.value)
    (tmp_path / "ck" / NPZ_NAME).write_bytes(data[:500])
    with pytest.raises(CheckpointError, match="not the one its manifest describes"):
        load_checkpoint(tmp_path / "ck")
