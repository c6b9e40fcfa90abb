"""Every StoryLM-0 lock and validation, as named checks.

``kina-play --check`` prints them, the app's Check panel fills a table with
them, the tests run them.  Each check returns ``(ok, detail)``; the runner
turns exceptions into failures (a check that crashes has failed, with why).
"""

from __future__ import annotations

import functools
import subprocess
import tempfile
import time
import traceback
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Collection, Iterator

import numpy as np

from . import reference, rollout, spec
from .decode import checked_decode_instance
from .engine import CompiledEngine, ReferenceEngine, programs_dir
from .records import ATOL, max_abs_diff
from .sampling import GumbelSampler
from .weights import fixtures_dir, load_checkpoint, patterned_v0, resolve_checkpoint

GRAD_RTOL = 1e-5
"""``nll_grad`` (compiled Kina AD) vs hand-derived NumPy: |Δ| ≤ 1e-5 +
1e-5·max|g| per array (and the same for the loss).  Measured: ~5e-7.  The
absolute part covers f32 softmax probabilities near 1 on the trained
weights (~1e-7 each, summed over 36 positions); scaling log-probabilities by
1.0005 — a bug to catch — misses by ~2e-3."""

TRAIN_ATOL = 2e-5
"""Weights after 40 epochs, compiled engine vs NumPy engine.  Measured:
~5e-7; the 1.0005 bug above moves them by ~5e-4."""


@dataclass
class CheckResult:
    name: str
    ok: bool | None  # None: skipped (say why)
    detail: str
    ms: float

    def line(self) -> str:
        """One line, whatever the detail holds: ``--check`` prints one line per
        check (a program error's detail is its ``file:line:col: error: …`` line,
        without the source line and caret under it)."""
        detail = self.detail.strip().splitlines()[0] if self.detail.strip() else ""
        if self.ok is None:
            return f"SKIP {self.name}: {detail}"
        return f"PASS {self.name} {detail}".rstrip() if self.ok else f"FAIL {self.name}: {detail}"


Check = Callable[[], tuple[bool | None, str]]


def compile_check(path: Path) -> tuple[bool, str]:
    """``compile <program>``: every exported function of ``path`` built (or from the cache)."""
    from ..compiler.driver import load

    t0 = time.perf_counter()
    prog = load(path)
    native = prog.native
    rep = prog.last_report
    hit = " (cache hit)" if rep and rep.cache_hit else ""
    # the functions `kina-play compile` exports: instances this process added since do not count
    n = len(set(native.symbols) & set(prog.checked.function_names))
    return True, f"{n} functions, {(time.perf_counter() - t0) * 1e3:.0f} ms{hit}"


class Suite:
    """The checks in order; state (the compiled engine, v1) is shared between them."""

    def __init__(self, skip_compile: Collection[str] = ()) -> None:
        """``skip_compile``: program file names whose compile check another suite runs."""
        self.skip_compile = frozenset(skip_compile)
        self.engine = CompiledEngine()
        self.ref = ReferenceEngine()
        self._v1 = None

    @property
    def v1(self):
        if self._v1 is None:
            self._v1 = load_checkpoint(fixtures_dir())
        return self._v1

    def checks(self) -> list[tuple[str, Check]]:
        out: list[tuple[str, Check]] = []
        for path in sorted(programs_dir().glob("*.kina")):
            if path.name not in self.skip_compile:
                out.append((f"compile {path.name}", functools.partial(self.compile, path)))
        out += [
            ("program MLIR accepted by mlir-opt", self.goldens),
            ("decode_s2 result type", self.decode_s2_type),
            ("forward<T> instances vs numpy (T = 1, 5, 36)", self.forward_generic),
            ("KV-cache decode loop (v0, token 3)", self.checked_decode),
            ("KV-cache decode vs torch", self.checked_decode_torch),
            ("v1 forward vs torch, torch non-leak", self.v1_forward_torch),
            ("nll_grad vs numpy gradient", self.nll_grad),
            ("v1 checkpoint manifest", self.manifest),
            ("export-checkpoint byte-for-byte", self.export),
            ("train compiled: 40 epochs vs numpy", self.train),
            ("v1 greedy rollout twice = locked 36", self.v1_greedy),
            ("v1 sampled rollout twice = numpy sampler", self.v1_sampled),
            ("v1 causal non-leak", self.non_leak),
            ("v0 greedy rollout vs numpy", self.v0_greedy),
            ("kv-cache rollout = re-forward (v0, v1)", self.kv_equals_reforward),
        ]
        return out

    # ----------------------------------------------------------- compile

    def compile(self, path: Path) -> tuple[bool, str]:
        return compile_check(path)

    def goldens(self) -> tuple[bool, str]:
        from ..compiler.goldens import check_emitted
        from .engine import programs_dir

        return check_emitted(sorted(programs_dir().glob("*.kina")))

    def decode_s2_type(self) -> tuple[bool, str]:
        from ..compiler.driver import load

        prog = load(programs_dir() / "storylm0_generate.kina")
        sig = prog.native.function("decode_s2").signature
        got = "(" + ", ".join(t.mlir() for t in sig.results) + ")"
        want = "(tensor<1x2x2x3xf32>, tensor<1x2x3x2xf32>, tensor<1x1x8xf32>)"
        return got == want, got if got == want else f"got {got}, want {want}"

    def forward_generic(self) -> tuple[bool, str]:
        """``storylm0_forward.kina`` is generic only: build instances and compare."""
        from ..compiler.driver import load

        prog = load(programs_dir() / "storylm0_forward.kina")
        w = self.v1
        worst, syms = 0.0, []
        for t in (1, 5, 36):
            tokens = np.array([[spec.CORPUS[i] for i in range(t)]], dtype=np.int64)
            fn = prog.instance("forward", T=t)
            syms.append(fn.name)
            worst = max(worst, max_abs_diff(fn(tokens, reference.causal_mask(t), *w.as_kina_args()), reference.forward(tokens, w)))
        return worst <= ATOL, f"{', '.join(syms)}: max |Δ| {worst:.1e}"

    # ----------------------------------------------------------- decode

    def checked_decode(self) -> tuple[bool, str]:
        res = checked_decode_instance(self.engine, patterned_v0())
        worst = max(max(r.checks.values()) for r in res.records)
        fns = " → ".join(r.fn for r in res.records)
        if not res.ok:
            return False, f"sequence {res.sequence} vs numpy {res.reference_sequence}, max |Δ| {worst:.2e}"
        return True, f"{fns}; ids {res.sequence}; k {res.records[-1].k_shape} v {res.records[-1].v_shape}; max |Δ| {worst:.1e}"

    def checked_decode_torch(self) -> tuple[bool | None, str]:
        """The decode checks (a)+(b) in PyTorch: each compiled step vs a torch decode step
        on the same cache, and vs a torch full causal forward on the prefix."""
        from . import torch_reference as tr

        if not tr.torch_available():
            return None, f"PyTorch not installed ({tr.torch_unavailable_reason()}); NumPy reference still checked"
        w = patterned_v0()
        res = checked_decode_instance(self.engine, w)
        step = full = 0.0
        k = v = None
        for r in res.records:
            tk, tv, tz = tr.decode_step(np.array([[r.token_in]], dtype=np.int64), k, v, w)
            assert r.k is not None and r.v is not None  # the compiled engine records its caches
            step = max(step, max_abs_diff(r.k, tk), max_abs_diff(r.v, tv), max_abs_diff(np.array(r.logits), np.asarray(tz).reshape(-1)))
            prefix = np.array([res.sequence[: r.position + 1]], dtype=np.int64)
            full = max(full, max_abs_diff(np.array(r.logits), np.asarray(tr.forward(prefix, w))[0, -1]))
            k, v = r.k, r.v
        ok = step <= ATOL and full <= ATOL
        return ok, f"torch {tr.torch_version()}: steps max |Δ| {step:.1e}, full forward max |Δ| {full:.1e}"

    def v1_forward_torch(self) -> tuple[bool | None, str]:
        """The same algebra in PyTorch: the compiled v1 forward
        on the locked sequence vs torch, and causal non-leak in torch too."""
        from . import torch_reference as tr

        if not tr.torch_available():
            return None, f"PyTorch not installed ({tr.torch_unavailable_reason()}); NumPy reference still checked"
        ids = np.array([spec.LOCKED_36], dtype=np.int64)
        got = self.engine.forward(ids, self.v1)
        ref = np.asarray(tr.forward(ids, self.v1))
        diff = max_abs_diff(got, ref)
        alt = ids.copy()
        alt[0, 18:] = (alt[0, 18:] + 3) % spec.V
        leak = not np.array_equal(np.asarray(tr.forward(alt, self.v1))[0, :18], ref[0, :18])
        return diff <= ATOL and not leak, f"max |Δ| {diff:.1e}; torch rows ≤ 17 unchanged by later ids: {'yes' if not leak else 'NO'}"

    def nll_grad(self) -> tuple[bool, str]:
        worst = 0.0
        for w in (patterned_v0(), self.v1):
            for tokens, targets in spec.windows():
                mask = reference.causal_mask(spec.T)
                lc, gc = self.engine.nll_grad(tokens, targets, mask, w)
                lr_, gr = reference.nll_grad(tokens, targets, w, mask)
                ratios = [abs(lc - lr_) / (GRAD_RTOL * (1 + abs(lr_)))]
                ratios += [max_abs_diff(gc[n], gr[n]) / (GRAD_RTOL * (1 + float(np.abs(gr[n]).max())))
                           for n in spec.TRAINED_NAMES]
                worst = max(worst, *ratios)
        return worst <= 1.0, f"max |Δ| at {worst:.2f} of the tolerance 1e-5·(1 + max|g|)"

    # ------------------------------------------------------- checkpoint

    def manifest(self) -> tuple[bool, str]:
        """Every fixture the checks use: the checkpoint (format, sha256,
        arrays), the recipe its manifest records, and the vocabulary."""
        from ..inputs import read_json
        from .vocab import load_vocab
        from .weights import MANIFEST_NAME, VOCAB_NAME, recipe

        w = self.v1
        d = fixtures_dir()
        found = read_json(d / MANIFEST_NAME).get("recipe")
        if found != recipe():
            wrong = sorted(k for k in recipe() if not isinstance(found, dict) or found.get(k) != recipe()[k])
            return False, f"{d / MANIFEST_NAME}: recipe differs from the StoryLM-0 training recipe in {wrong or 'its keys'}"
        load_vocab(d / VOCAB_NAME)
        return True, f"{spec.CHECKPOINT_FORMAT}, sha256 verified, {len(w)} arrays finite"

    def export(self) -> tuple[bool, str]:
        from .export import export_trained_checkpoint
        from .weights import MANIFEST_NAME, NPZ_NAME, VOCAB_NAME

        with tempfile.TemporaryDirectory() as d:
            export_trained_checkpoint(Path(d) / "v1")
            differ = [n for n in (NPZ_NAME, MANIFEST_NAME, VOCAB_NAME)
                      if (Path(d) / "v1" / n).read_bytes() != _read_or_empty(fixtures_dir() / n)]
        if differ:
            return False, f"exported bytes differ from the committed {', '.join(differ)}"
        return True, "identical to fixtures/storylm0/trained_checkpoint.npz"

    def train(self) -> tuple[bool, str]:
        from .train import train

        res = train(patterned_v0(), self.engine.nll_grad)
        diff = max(max_abs_diff(res.weights[n], self.v1[n]) for n in spec.TRAINED_NAMES)
        ids = rollout.reforward(self.engine, res.weights).ids
        ok12 = tuple(ids[:12]) == spec.LOCKED_12
        ok = diff <= TRAIN_ATOL and ok12 and tuple(ids) == spec.LOCKED_36
        return ok, f"final loss {res.final_loss:.4f}, max |Δw| vs v1 {diff:.1e}, first 12 ids {'✓' if ok12 else ids[:12]}"

    # ---------------------------------------------------------- rollout

    def v1_greedy(self) -> tuple[bool, str]:
        runs = [rollout.reforward(self.engine, self.v1) for _ in range(2)]
        ids = runs[0].ids
        txt = rollout.text(ids)
        ok = runs[0].ids == runs[1].ids and tuple(ids) == spec.LOCKED_36 and txt == spec.LOCKED_TEXT
        return ok, f'"{txt[:24]}…" ×6' if ok else f"ids {ids}"

    def v1_sampled(self) -> tuple[bool, str]:
        from .rollout_reference import reforward_rollout

        runs = [rollout.reforward(self.engine, self.v1, sampler=GumbelSampler()) for _ in range(2)]
        ref = reforward_rollout(self.v1, spec.PROMPT, spec.GENERATE, sampler=GumbelSampler())
        ok = runs[0].ids == runs[1].ids == list(ref.ids)
        return ok, f"seed {spec.SEED}, T {spec.TEMPERATURE}: {runs[0].ids[4:]}" if ok else f"{runs[0].ids} / {runs[1].ids} / numpy {list(ref.ids)}"

    def non_leak(self) -> tuple[bool, str]:
        return rollout.causal_non_leak(self.engine, self.v1, spec.LOCKED_36)

    def v0_greedy(self) -> tuple[bool, str]:
        from .rollout_reference import reforward_rollout

        got = rollout.reforward(self.engine, patterned_v0()).ids
        ref = list(reforward_rollout(patterned_v0(), spec.PROMPT, spec.GENERATE).ids)
        return got == ref, f"ids {got[4:]}" if got == ref else f"compiled {got} vs numpy {ref}"

    def kv_equals_reforward(self) -> tuple[bool, str]:
        kv_engine = CompiledEngine(generic_decode=True)
        parts = []
        for label, w in (("v0", patterned_v0()), ("v1", self.v1)):
            a = rollout.kv_cache(kv_engine, w).ids
            b = rollout.reforward(self.engine, w).ids
            if a != b:
                return False, f"{label}: kv {a} vs re-forward {b}"
            parts.append(label)
        return True, f"{' and '.join(parts)}: 32 ids equal (prefill__P4 + decode__S4…S34)"


def _read_or_empty(path: Path) -> bytes:
    return path.read_bytes() if path.is_file() else b""


def run_checks(suite: Suite | None = None, only: tuple[str, ...] | None = None) -> Iterator[CheckResult]:
    """Run the checks in order (``only``: a subset, by name, for the validation scripts)."""
    suite = suite or Suite()
    for name, fn in suite.checks():
        if only is not None and name not in only:
            continue
        t0 = time.perf_counter()
        try:
            ok, detail = fn()
        except Exception as e:  # a crashing check is a failed check, with why
            tb = traceback.extract_tb(e.__traceback__)[-1]
            ok, detail = False, f"{type(e).__name__}: {e} (at {Path(tb.filename).name}:{tb.lineno})"
        yield CheckResult(name, ok, detail, (time.perf_counter() - t0) * 1e3)


def summary(results: list[CheckResult]) -> str:
    passed = sum(1 for r in results if r.ok is True)
    failed = sum(1 for r in results if r.ok is False)
    skipped = sum(1 for r in results if r.ok is None)
    line = f"{passed} passed, {failed} failed"
    return line + (f", {skipped} skipped" if skipped else "")
