"""Bulk fuzzing with a fixed seed, in process (no subprocess per case):

* 10,000 mutants of valid programs through lexer, parser, checker and
  instantiation: the only exception that may escape is ``KinaError``;
* 1,200 malformed input files (``--inputs`` archives, checkpoint NPZs and
  manifests, vocabularies) through the CLI's reading paths: exit codes 0, 1
  or 2 only, never the internal-error path (70), never a traceback.

Every generator is ``random.Random(seed)``: a failure names the case index,
and the same index reproduces it.
"""

from __future__ import annotations

import io
import json
import random
import re
import zipfile
from pathlib import Path

import numpy as np
import pytest

from kina_play.cli import main
from kina_play.errors import KinaPlayError
from kina_play.lang.diagnostics import KinaError
from kina_play.lang.frontend import check, parse_text
from kina_play.storylm0.vocab import load_vocab
from kina_play.storylm0.weights import load_checkpoint, resolve_checkpoint, save_checkpoint

ROOT = Path(__file__).resolve().parents[1]
FN_RE = re.compile(r"^(?:@[^\n]*\n)*fn [\s\S]*?^}\n", re.M)


def _corpus() -> list[str]:
    """Every function of the shipped programs as its own small program, plus
    the whole programs (small programs keep a mutant cheap to check)."""
    whole = [p.read_text() for p in sorted((ROOT / "programs").glob("*.kina"))]
    pieces = [m.group(0) for text in whole for m in FN_RE.finditer(text)]
    return pieces + whole + [p.read_text() for p in sorted((ROOT / "tests" / "lang" / "bad").glob("*.kina"))]


CORPUS = _corpus()
WORDS = ["fn", "let", "return", "while", "yield", "@main", "@reverse_mode(wrt = [x])", "f32", "i64", "[", "]", "(",
         ")", "{", "}", ",", ";", "=", "+", "-", "*", "/", "@", "<", "==", "0", "1", "-1", "2", "9223372036854775807",
         "4611686018427387904", "1e39", "S", "T", "S + 1", "x", "y", "axis = 0", "perm = [1, 0]", "shape = [2, 2]",
         "fill(f32[2, 2], 1.0)", "transpose", "reshape", "concat", "slice", "gather", "softmax", "decode", "f32[]",
         "\n", " ", "//", "\"", "\\", "\u00e9", "\0", "<S>", "<T=3>"]


def _mutate(rng: random.Random, text: str) -> str:
    for _ in range(rng.randint(1, 4)):
        i = rng.randrange(len(text) + 1)
        j = min(len(text), i + rng.randint(1, 12))
        op = rng.randrange(6)
        if op == 0:
            text = text[:i] + text[j:]  # delete a span
        elif op == 1:
            text = text[:i] + rng.choice(WORDS) + text[i:]  # insert a token
        elif op == 2:
            text = text[:i] + rng.choice(WORDS) + text[j:]  # replace a span
        elif op == 3:
            text = text[:i] + text[i:j] * rng.randint(2, 3) + text[j:]  # duplicate a span
        elif op == 4:
            text = re.sub(r"\b\d+\b", lambda m: rng.choice(["0", "1", "3", "36", "-2", str(1 << 62), m.group(0)]),
                          text, count=rng.randint(1, 3))  # change sizes
        else:
            k = rng.randrange(len(text) + 1)
            text = text[:i] + text[k:j] + text[i:k] if k < j else text  # move a span
    return text


def _front_end(text: str) -> None:
    try:
        checked = check(parse_text(text, "fuzz.kina"))
        reqs = [(n, {s: 2 for s in checked.signature(n).shape_params})
                for n in checked.function_names if checked.is_generic(n)]
        checked.typed_functions(reqs)
    except KinaError as e:
        assert e.diagnostics and all(d.span.line >= 1 and d.span.col >= 1 for d in e.diagnostics)


@pytest.mark.parametrize("part", range(4))
def test_ten_thousand_front_end_mutants(part: int) -> None:
    rng = random.Random(1300 + part)
    failures = []
    for case in range(2500):
        text = _mutate(rng, rng.choice(CORPUS))
        try:
            _front_end(text)
        except Exception as e:  # noqa: BLE001 - collected and shown below
            failures.append(f"part {part} case {case}: {type(e).__name__}: {e}\n{text[:400]}")
    assert not failures, f"{len(failures)} tracebacks; first:\n" + "\n\n".join(failures[:3])


# ------------------------------------------------------------------- files


def _flip(rng: random.Random, data: bytes) -> bytes:
    b = bytearray(data)
    for _ in range(rng.randint(1, 6)):
        op = rng.randrange(4)
        i = rng.randrange(len(b)) if b else 0
        if op == 0 and b:
            b[i] = rng.randrange(256)
        elif op == 1:
            b = b[: rng.randrange(len(b) + 1)]  # truncate
        elif op == 2:
            b[i:i] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 16)))
        else:
            b[i:i + rng.randint(1, 8)] = b""
    return bytes(b)


def _npz(**arrays: np.ndarray) -> bytes:
    buf = io.BytesIO()
    np.savez(buf, **arrays)
    return buf.getvalue()


def _hostile_npz(rng: random.Random) -> bytes:
    """A structurally plausible archive with lying headers, or flipped bytes."""
    kind = rng.randrange(3)
    if kind == 0:
        return _flip(rng, _npz(x=np.arange(2, dtype=np.float32)))
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", compression=rng.choice([zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED])) as z:
        for _ in range(rng.randint(0, 3)):
            shape = tuple(rng.choice([0, 1, 2, 3, 1 << 20, 1 << 40, 1 << 62]) for _ in range(rng.randint(0, 3)))
            dtype = rng.choice(["<f4", "<i8", "|O", "|V8", "<U3", "float32", "bogus"])
            header = "{'descr': %r, 'fortran_order': %s, 'shape': %r, }" % (dtype, rng.choice(["False", "True", "1"]), shape)
            body = b"\x93NUMPY\x01\x00" + len(header).to_bytes(2, "little") + header.encode() + b"\0" * rng.randint(0, 64)
            name = rng.choice(["x.npy", "y.npy", "x", "../x.npy", "x.npy"])
            z.writestr(name, body if kind == 1 else _flip(rng, body))
    return buf.getvalue()


@pytest.fixture(scope="module")
def identity(tmp_path_factory) -> Path:
    p = tmp_path_factory.mktemp("fuzz") / "id.kina"
    p.write_text("fn f(x: f32[2]) -> f32[2] {\n    return x + x;\n}\n")
    return p


@pytest.mark.filterwarnings("ignore:Duplicate name")
def test_malformed_inputs_through_run(identity: Path, tmp_path: Path, capsys) -> None:
    rng = random.Random(1313)
    bad = []
    codes: dict[int, int] = {}
    for case in range(700):
        src = tmp_path / f"in{case % 7}.npz"
        src.write_bytes(_hostile_npz(rng))
        out = tmp_path / "out.npz"
        out.unlink(missing_ok=True)
        code = main(["run", str(identity), "--fn", "f", "--inputs", str(src), "--out", str(out)])
        err = capsys.readouterr().err
        codes[code] = codes.get(code, 0) + 1
        if code not in (0, 1, 2) or "Traceback" in err:
            bad.append(f"case {case}: exit {code}: {err[-600:]}")
    assert not bad, "\n".join(bad[:3])
    assert codes.get(2, 0) > 600  # nearly all are refused, as they should be


def test_malformed_checkpoints_and_vocabs(tmp_path: Path) -> None:
    rng = random.Random(1314)
    good = tmp_path / "good"
    save_checkpoint(resolve_checkpoint("v1"), good)
    npz = (good / "trained_checkpoint.npz").read_bytes()
    manifest = (good / "trained_manifest.json").read_text()
    vocab = json.dumps(["<pad>", "once", "upon", "a", "time", "there", "was", "."])
    bad = []
    for case in range(500):
        d = tmp_path / f"c{case % 5}"
        d.mkdir(exist_ok=True)
        which = rng.randrange(3)
        (d / "trained_checkpoint.npz").write_bytes(_flip(rng, npz) if which == 0 else npz)
        text = manifest
        if which == 1:
            text = _flip(rng, manifest.encode()).decode("utf-8", "replace")
        elif which == 2:
            m = json.loads(manifest)
            key = rng.choice(sorted(m))
            m[key] = rng.choice([None, 0, -1, 1e308, "x", [], {}, [[[[]]]], "f" * 10_000, {"shape": [1 << 62]}])
            text = json.dumps(m)
        (d / "trained_manifest.json").write_text(text)
        (d / "vocab.json").write_bytes(_flip(rng, vocab.encode()))
        for load in (lambda: load_checkpoint(d), lambda: load_vocab(d / "vocab.json")):
            try:
                load()
            except KinaPlayError:
                pass
            except Exception as e:  # noqa: BLE001 - collected and shown below
                bad.append(f"case {case}: {type(e).__name__}: {e}")
    assert not bad, "\n".join(bad[:3])
