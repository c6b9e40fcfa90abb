"""Spec constants, the v0 pattern and the vocabulary."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from kina_play.storylm0 import spec
from kina_play.storylm0.vocab import Vocab, VocabError, decode, default_vocab, encode, load_vocab
from kina_play.storylm0.weights import fixtures_dir, patterned_v0


def test_widths_and_shapes() -> None:
    assert (spec.B, spec.H, spec.DH, spec.D, spec.V, spec.T) == (1, 2, 2, 4, 8, 36)
    assert spec.WEIGHT_NAMES == ("embed", "wq", "wk", "wv", "wo", "lm_head", "scale")
    assert spec.KINA_SHAPES["wq"] == (1, 4, 4) and spec.KINA_SHAPES["lm_head"] == (1, 4, 8)
    assert spec.KINA_SHAPES["scale"] == () and spec.HOST_SHAPES["embed"] == (8, 4)
    assert spec.SCALE == np.float32(0.70710678)
    assert spec.SCALE.tobytes() == np.float32(2**-0.5).tobytes()


def test_corpus_windows_and_locks() -> None:
    assert len(spec.CORPUS) == 42 and spec.CORPUS[:7] == (1, 2, 3, 4, 5, 6, 1)
    ws = spec.windows()
    assert len(ws) == 3
    for w, (x, y) in enumerate(ws):
        assert x.shape == y.shape == (1, 36) and x.dtype == y.dtype == np.int64
        assert x[0].tolist() == list(spec.CORPUS[w : w + 36])
        assert y[0].tolist() == list(spec.CORPUS[w + 1 : w + 37])
    assert spec.LOCKED_36 == (1, 2, 3, 4, 5, 6) * 6 and len(spec.LOCKED_36) == spec.T
    assert spec.LOCKED_TEXT == " ".join(["once upon a time the end"] * 6)
    assert (spec.EPOCHS, spec.LR, spec.SEED, spec.TEMPERATURE, spec.EPS) == (40, 0.1, 42, 0.8, 1e-6)
    assert spec.PROMPT == (1, 2, 3, 4) and spec.GENERATE == 32
    with pytest.raises(ValueError):
        spec.window(3)


def test_v0_pattern_spot_values() -> None:
    """Spot-check ((5i + 3j) mod 11 − 5)/10 by hand, independently of the code."""
    w = patterned_v0()
    # embed (j=0): i=0 → (0 mod 11 − 5)/10 = −0.5; i=1 → 0.0; i=2 → (10−5)/10 = 0.5; i=3 → (15 mod 11=4 −5) = −0.1
    assert w["embed"][0].tolist() == [np.float32(-0.5), np.float32(0.0), np.float32(0.5), np.float32(-0.1)]
    # wq (j=1): i=0 → (3−5)/10 = −0.2; i=5 (row 1, col 1) → (28 mod 11 = 6 − 5)/10 = 0.1
    assert w["wq"][0, 0] == np.float32(-0.2) and w["wq"][1, 1] == np.float32(0.1)
    # lm_head (j=5): i=31 (last) → (155 + 15 = 170 mod 11 = 5, − 5)/10 = 0.0
    assert w["lm_head"][3, 7] == np.float32(0.0)
    # wo (j=4): i=7 (row 1, col 3) → (35+12 = 47 mod 11 = 3 − 5)/10 = −0.2
    assert w["wo"][1, 3] == np.float32(-0.2)
    for j, name in enumerate(spec.TRAINED_NAMES):
        flat = w[name].reshape(-1)
        for i in range(flat.size):
            assert flat[i] == np.float32((((5 * i + 3 * j) % 11) - 5) / 10), (name, i)
        assert w[name].dtype == np.float32 and w[name].shape == spec.HOST_SHAPES[name]
    assert w["scale"].shape == () and w["scale"] == spec.SCALE


def test_vocab_encode_decode() -> None:
    v = default_vocab()
    assert len(v) == 8 and v.words[0] == "<pad>" and v.words[7] == "<unk>"
    assert encode("once upon a time the end") == [1, 2, 3, 4, 5, 6]
    assert decode([1, 2, 3, 4, 5, 6] * 6) == spec.LOCKED_TEXT
    assert decode(np.array([[1, 0]])) == "once <pad>"
    assert encode("  once\tupon \n a ") == [1, 2, 3]
    assert encode("once dragon", unknown="unk") == [1, 7]
    with pytest.raises(VocabError) as e:
        encode("once upon a dragon")
    assert "'dragon'" in str(e.value) and "'once'" in str(e.value) and "'<unk>'" in str(e.value)
    with pytest.raises(VocabError, match="case-sensitive"):
        encode("Once")
    with pytest.raises(VocabError, match="outside"):
        decode([8])
    with pytest.raises(VocabError, match="duplicate"):
        Vocab(("a", "a"))


def test_vocab_file(tmp_path: Path) -> None:
    committed = fixtures_dir() / "vocab.json"
    assert load_vocab(committed).words == spec.VOCAB
    assert committed.read_bytes() == default_vocab().to_json_bytes()
    bad = tmp_path / "vocab.json"
    bad.write_text(json.dumps(list(spec.VOCAB[:-1]) + ["<oov>"]))
    with pytest.raises(VocabError, match="expected"):
        load_vocab(bad)
    bad.write_text("{not json")
    with pytest.raises(VocabError, match="not valid JSON"):
        load_vocab(bad)
    with pytest.raises(VocabError, match="No such file"):
        load_vocab(tmp_path / "missing.json")
