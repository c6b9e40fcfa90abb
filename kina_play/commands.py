"""The headless subcommands: check, run, generate, train, export-checkpoint.

Each takes parsed argparse arguments and returns an exit status (0 ok,
1 a failed check or a user program error, 2 bad usage or unreadable
input).  User errors raise :class:`UsageError` / :class:`InputError` or the
front end's ``KinaError``; :mod:`kina_play.cli` turns them into messages.
Output is plain text, never hard-wrapped, for people and scripts alike.
"""

from __future__ import annotations

import argparse
import io
import json
import contextlib
import sys
import time
from pathlib import Path
from typing import IO, Any, Iterator, Sequence, TextIO

import numpy as np


from .errors import InputError, UsageError


def out(line: str = "", stream: TextIO | None = None) -> None:
    print(line, file=stream or sys.stdout, flush=True)


# ------------------------------------------------------------------ check


def _build_ahead_for_checks() -> None:
    """Start building, in worker processes, every unit the checks will ask for,
    in the order they ask: the checks then find most of them built (the
    compile module decides nothing here; a program that fails to load is
    left for its own check to report).  StoryLM-1, whose checks come last,
    builds last (``in_turn``): meanwhile this process runs StoryLM-0's
    checks instead of waiting for StoryLM-1's big units."""
    from .compiler.driver import load
    from .storylm0 import spec
    from .storylm0.engine import programs_dir
    from .storylm1.engine import PROGRAM as STORYLM1

    try:
        progs = {p.stem: load(p) for p in sorted(programs_dir().glob("*.kina"))}
        for name, prog in progs.items():
            if name != Path(STORYLM1).stem:
                prog.build_ahead([])
        progs["storylm0_forward"].build_ahead([("forward", {"T": t}) for t in (1, 5, 36)])
        p = len(spec.PROMPT)
        progs["storylm0_generate"].build_ahead(
            [("prefill", {"P": p})] + [("decode", {"S": s}) for s in range(p, p + spec.GENERATE - 1)])
        progs[Path(STORYLM1).stem].build_ahead([], in_turn=True)
    except Exception:  # noqa: BLE001 - the checks report every problem themselves
        pass


def cmd_check(args: argparse.Namespace) -> int:
    import itertools

    from .storylm0.checks import Suite, run_checks, summary
    from .storylm1.checks import Suite as Storylm1Suite
    from .storylm1.checks import run_checks as storylm1_checks
    from .storylm1.engine import PROGRAM as STORYLM1

    t0 = time.perf_counter()
    _build_ahead_for_checks()
    results = []
    for r in itertools.chain(run_checks(Suite(skip_compile=(STORYLM1,))), storylm1_checks(Storylm1Suite(with_compile=True))):
        results.append(r)
        out(r.line())
    out(f"(checks took {time.perf_counter() - t0:.1f} s)", sys.stderr)  # stdout: the checks, then the summary
    out(summary(results))
    return 0 if all(r.ok is not False for r in results) else 1


# -------------------------------------------------------------------- run


def _load_npz(path: str, params: list[tuple[str, Any]] | None = None) -> dict[str, np.ndarray]:
    """``--inputs``; with ``params`` (name, TensorType), each member's header
    is checked against its parameter before its data is inflated."""
    from .inputs import read_npz
    from .lang.types import NUMPY_DTYPES

    types = dict(params or [])

    def check(name: str, dtype: np.dtype, shape: tuple[int, ...]) -> None:
        if params is None:
            return
        if name not in types:
            raise InputError(f"{path}: unexpected {name} (expected one array per parameter: {', '.join(types)})")
        t = types[name]
        ok = str(dtype) == NUMPY_DTYPES.get(t.elem) and len(shape) == t.rank and all(
            not isinstance(d, int) or d == n for d, n in zip(t.shape, shape))
        if not ok:
            raise InputError(f"{path}: {name}: expected {t}, found {dtype}{list(shape)}")

    return read_npz(path, what="--inputs", check=check)


def cmd_run(args: argparse.Namespace) -> int:
    from .compiler.driver import load
    from .runtime.module import KinaArgumentError, KinaIndexError

    from .compiler.pipeline import PIPELINES
    from .watchdog import CallFailed, check_timeout, run_forked

    check_timeout(args.timeout)

    check_new_file(args.out, "--out", inputs=[args.file, args.inputs], force=args.force)
    prog = load(_readable(args.file), pipeline=PIPELINES[getattr(args, "pipeline", "default")])
    checked = prog.checked
    if args.fn not in checked.function_names:
        raise UsageError(f"--fn: {args.file} has no function {args.fn!r}; it has {', '.join(checked.function_names)}")
    if checked.function(args.fn).is_main:
        raise UsageError(f"--fn: '{args.fn}' is the module's @main (compile-only; the host never calls it)")
    sig = checked.signature(args.fn)
    inputs = _load_npz(args.inputs, list(sig.params))
    params = [name for name, _ in sig.params]
    missing = [p for p in params if p not in inputs]
    extra = [k for k in inputs if k not in params]
    if missing or extra:
        msg = []
        if missing:
            msg.append(f"missing {', '.join(missing)}")
        if extra:
            msg.append(f"unexpected {', '.join(extra)}")
        raise InputError(f"{args.inputs}: expected one array per parameter of {args.fn} ({', '.join(params)}): {'; '.join(msg)}")
    arrays = [np.asarray(inputs[p], order="C") for p in params]  # (ascontiguousarray makes 0-d arrays 1-d)
    try:
        fn = prog.function(args.fn, arrays)
    except (KinaArgumentError, ValueError) as e:
        raise InputError(f"{args.inputs}: {e}") from None

    def call() -> bytes:  # runs in a child: Ctrl-C and --timeout stop it, a crash cannot take us down
        t0 = time.perf_counter()
        try:
            res = fn(*arrays)
        except KinaIndexError as e:  # at the program's line, as the type checker's errors are
            raise e.program_error(prog.checked.source) from None
        us = (time.perf_counter() - t0) * 1e6
        res = res if isinstance(res, tuple) else (res,)
        return _npz_bytes({"us": np.array(us), **{f"out{i}": r for i, r in enumerate(res)}})

    try:
        reply = run_forked(call, what=f"{fn.symbol}", timeout=args.timeout, user_errors=(KinaArgumentError, ValueError))
    except CallFailed as e:
        raise InputError(f"{args.inputs}: {e}") from None
    with np.load(io.BytesIO(reply), allow_pickle=False) as z:  # our own child's bytes
        us = float(z["us"])
        res = tuple(z[f"out{i}"] for i in range(len(z.files) - 1))
    write_output(Path(args.out), _npz_bytes({f"out{i}": r for i, r in enumerate(res)}))
    out(f"{fn.symbol}: {len(res)} result(s) → {args.out} ({us:.1f} µs)")
    for i, r in enumerate(res):
        out(f"  out{i}: {r.dtype}{list(r.shape)}")
    return 0


def _npz_bytes(arrays: dict[str, np.ndarray]) -> bytes:
    buf = io.BytesIO()
    np.savez(buf, **arrays)  # type: ignore[arg-type]  # numpy's stub types **kwds as if they could fill allow_pickle: bool
    return buf.getvalue()


def write_output(dest: Path, data: bytes) -> None:
    try:
        _write_output(dest, data)
    except OSError as e:
        raise InputError(f"cannot write {dest}: {e.strerror or e}") from None


def _write_output(dest: Path, data: bytes) -> None:
    """Atomically for a regular file (temp + rename: an old file is never
    left half-written); straight through for a device or pipe such as
    /dev/null or /dev/stdout, which a rename would replace."""
    from .outputs import output_file

    with output_file(dest) as f:
        f.write(data)



def _readable(path: str) -> str:
    from .inputs import read_text

    read_text(path)  # a FIFO, a device, a huge or non-UTF-8 file: refused here, before the compiler reads it
    return path


# --------------------------------------------------------------- generate


def parse_prompt(text: str) -> list[int]:
    from .storylm0 import vocab

    try:
        return list(vocab.encode(text))
    except ValueError as e:
        raise UsageError(f"--prompt: {e}") from None


def other_models_checkpoint(name: str, model: str) -> str | None:
    """The message for ``--checkpoint NAME`` naming the *other* model's
    checkpoint (``v0`` or a StoryLM-0 path under ``--model storylm1``, a
    StoryLM-1 path under StoryLM-0), else None."""
    from .checkpoint_kind import NAMES, STORYLM0, STORYLM1, model_of

    if model == STORYLM1 and name == "v0":
        return ("--checkpoint v0: v0 is StoryLM-0's patterned checkpoint, and this run is --model storylm1, "
                "which takes v1 (its shipped checkpoint, the default), a StoryLM-1 checkpoint.npz or the directory "
                "`kina-play train --model storylm1 --out` wrote; drop --model storylm1 to use v0")
    if name in ("v0", "v1"):
        return None
    owner = model_of(name)
    if owner is None or owner == model:
        return None
    if owner == STORYLM1:
        return (f"--checkpoint {name}: a StoryLM-1 checkpoint, and this run is StoryLM-0's (the default --model); "
                "add --model storylm1 to use it, or pass a StoryLM-0 checkpoint (v0, v1, or a directory holding "
                "trained_manifest.json + trained_checkpoint.npz)")
    return (f"--checkpoint {name}: a {NAMES[STORYLM0]} checkpoint, and this run is --model storylm1, which takes "
            "v1 (its shipped checkpoint), a StoryLM-1 checkpoint.npz or the directory `kina-play train --model "
            "storylm1 --out` wrote; drop --model storylm1 to use it")


def load_weights(name: str) -> Any:
    from .storylm0.weights import CheckpointError, resolve_checkpoint

    foreign = other_models_checkpoint(name, "storylm0")
    if foreign:
        raise InputError(foreign)
    try:
        return resolve_checkpoint(name)
    except CheckpointError as e:
        raise InputError(f"--checkpoint: {e}") from None
    except FileNotFoundError as e:
        raise InputError(f"--checkpoint: {e}") from None


def cmd_generate(args: argparse.Namespace) -> int:
    if getattr(args, "model", "storylm0") == "storylm1":
        from .storylm1.commands import cmd_generate as storylm1_generate

        return storylm1_generate(args)
    if getattr(args, "top_k", None) is not None or getattr(args, "top_p", None) is not None or getattr(args, "stop_at_eos", False):
        raise UsageError("--top-k, --top-p and --stop-at-eos need --model storylm1")
    from .storylm0 import rollout
    from .storylm0.engine import CompiledEngine, program_files
    from .storylm0.sampling import GumbelSampler, NonFiniteLogits, check_temperature_flag
    from .watchdog import check_timeout

    check_timeout(args.timeout)

    if args.trace:  # never one of the files the run reads: the checkpoint's, the programs it compiles
        from .storylm0.weights import checkpoint_files

        ckpt = checkpoint_files(args.checkpoint)
        check_new_file(args.trace, "--trace", inputs=[*ckpt, *program_files()], force=args.force)
    w = load_weights(args.checkpoint)
    prompt = parse_prompt(args.prompt)
    if not prompt:
        raise UsageError("--prompt: expected at least one word, e.g. --prompt \"once upon a time\"")
    if len(prompt) > rollout.MAX_LEN:
        raise UsageError(f"--prompt: {len(prompt)} words; a run holds at most {rollout.MAX_LEN} ids")
    if not 0 <= args.seed < 2**32:
        raise UsageError(f"--seed: expected an integer in [0, 2**32), got {args.seed}")
    try:
        check_temperature_flag(args.temperature, args.sample)
    except ValueError as e:
        raise UsageError(str(e)) from None
    note_greedy(args)
    if args.tokens < 0 or len(prompt) + args.tokens > rollout.MAX_LEN:
        raise UsageError(
            f"--tokens: expected 0..{rollout.MAX_LEN - len(prompt)} for a {len(prompt)}-token prompt, got {args.tokens}"
        )
    sampler = GumbelSampler(args.seed, args.temperature) if args.sample else None
    engine = CompiledEngine(generic_decode=True)
    from .subcommands.generate import generate_timed

    try:
        ids, timing = generate_timed(engine, w, prompt, args.tokens, kv_cache=args.kv_cache, sampler=sampler,
                                     trace=args.trace, open_trace=open_trace, timeout=args.timeout)
    except NonFiniteLogits:
        raise InputError(f"--checkpoint {args.checkpoint}: its weights overflow float32 in the forward pass "
                         "(the logits hold NaN or inf), so no token can be picked") from None
    mode = f"sampled (seed {args.seed}, T {args.temperature:g})" if args.sample else "greedy"
    out(f"checkpoint: {args.checkpoint}   mode: {mode}   path: {'prefill + kv-cache decode' if args.kv_cache else 're-forward'}")
    out(f"ids: {ids}")
    out(f"text: {rollout.text(ids)}")
    out(f"time: {timing}")
    if args.trace:
        out(f"trace: {args.tokens} records → {args.trace}")
    return 0


def note_greedy(args: argparse.Namespace) -> None:
    """A greedy run (no ``--sample``) says which sampling flags it was given
    and does not use, on stderr (both models)."""
    from .subcommands.generate import SAMPLING_DEFAULTS

    if args.sample:
        return
    given = [f"--{k.replace('_', '-')}" for k, default in SAMPLING_DEFAULTS.items()
             if getattr(args, k, default) != default]
    if given:
        flags = given[0] if len(given) == 1 else f"{', '.join(given[:-1])} and {given[-1]}"
        out(f"note: {flags} {'applies' if len(given) == 1 else 'apply'} to --sample only; this run is greedy",
            sys.stderr)


@contextlib.contextmanager
def open_trace(path: str | None) -> Iterator[IO[str] | None]:
    """The ``--trace`` file (None without one), written whole or not at all
    (:func:`.outputs.output_file`): a run stopped by ``--timeout``, a bad
    checkpoint or Ctrl-C leaves an existing trace as it was, and no partial
    one.  An OS refusal to create or write it (a full disk, ``/dev/full``)
    names the flag and the file; a closed pipe stays a ``BrokenPipeError``
    (the CLI ends quietly with 141)."""
    from typing import cast

    from .outputs import output_file

    if not path:
        yield None
        return

    def refused(e: OSError) -> InputError:
        return InputError(f"--trace: cannot write {path} ({e.strerror or e})")

    class Sink:
        def __init__(self, f: IO[str]) -> None:
            self.f = f

        def write(self, text: str) -> int:
            try:
                return self.f.write(text)
            except BrokenPipeError:
                raise
            except OSError as e:
                raise refused(e) from None

    cm = output_file(path, "w")
    try:
        f = cm.__enter__()
    except OSError as e:
        raise refused(e) from None
    try:
        yield cast(IO[str], Sink(f))
    except BaseException:
        if not cm.__exit__(*sys.exc_info()):
            raise
        return
    try:
        cm.__exit__(None, None, None)  # the last flush, fsync and rename
    except BrokenPipeError:
        raise
    except OSError as e:
        raise refused(e) from None


# ------------------------------------------------------------------ train


def check_out_dir(dest: Path, flag: str = "--out", *, force: bool = False) -> Path:
    """Refuse a checkpoint directory we could not or should not write
    *before* the work starts (a 40-epoch run should not end in 'cannot
    write'; an existing checkpoint is replaced only with --force)."""
    import os

    from .storylm0.export import destination_problem

    other_models_out_dir(dest, "storylm0", flag)
    problem = destination_problem(dest, force=force)
    if problem:
        raise UsageError(f"{flag}: {problem}")
    require_creatable(dest, flag)
    if dest.exists() and not os.access(dest.parent, os.W_OK | os.X_OK):
        raise UsageError(f"{flag}: cannot replace {dest} ({dest.parent} is not writable)")
    return dest


def other_models_out_dir(dest: Path, model: str, flag: str = "--out") -> None:
    """Refuse a checkpoint directory of the other model by name (it was
    "holds other files (checkpoint.npz, manifest.json)")."""
    from .checkpoint_kind import NAMES, model_of

    owner = model_of(dest) if dest.is_dir() else None
    if owner is not None and owner != model:
        raise UsageError(f"{flag}: {dest} holds a {NAMES[owner]} checkpoint, which a {NAMES[model]} run never "
                         "replaces (not even with --force); choose another directory")


def out_dir_unwritable(dest: Path, e: OSError) -> InputError | OSError:
    """A checkpoint directory that could not be written after training (a
    full disk, a file system that refuses the files): the flag, the path and
    what is left.  A closed stdout stays a ``BrokenPipeError``."""
    if isinstance(e, BrokenPipeError):
        return e
    where = f" ({e.filename})" if getattr(e, "filename", None) else ""
    return InputError(f"--out: cannot write the checkpoint into {dest}: {e.strerror or e}{where}; nothing was "
                      "written (a checkpoint already there is as it was)")


def require_creatable(dest: Path, flag: str) -> None:
    """``dest`` can be created (or written): its nearest existing ancestor is
    a directory we may write into.  Checked before long work starts."""
    import os

    probe = dest
    while not probe.exists():
        probe = probe.parent
    if not probe.is_dir() or not os.access(probe, os.W_OK | os.X_OK):
        raise UsageError(f"{flag}: cannot create or write {dest} ({probe} is not a writable directory)")


def check_new_file(dest: str, flag: str, *, inputs: Sequence[str | Path] = (), force: bool = False) -> None:
    """An output file must not be one of the inputs (ever), nor an existing
    regular file (unless --force).  Devices and pipes such as /dev/null or
    /dev/stdout are fine: nothing is lost by writing to them."""
    import os

    p = Path(dest)
    for src in inputs:
        try:
            same = p.exists() and Path(src).exists() and os.path.samefile(p, src)
        except OSError:
            same = False
        if same:
            raise UsageError(f"{flag}: {dest} is also an input ({src}); choose another output path")
    if p.is_dir():
        raise UsageError(f"{flag}: {dest} is a directory; expected a file path")
    if p.is_file() and not force:
        raise UsageError(f"{flag}: {dest} already exists; pass --force to overwrite it")


def cmd_train(args: argparse.Namespace) -> int:
    if getattr(args, "model", "storylm0") == "storylm1":
        from .storylm1.commands import cmd_train as storylm1_train

        return storylm1_train(args)
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    from .storylm0 import rollout, spec
    from .storylm0.engine import engine_named
    from .storylm0.export import train_and_save
    from .storylm0.train import TrainingDiverged

    if not 1 <= args.epochs <= spec.MAX_EPOCHS:
        raise UsageError(f"--epochs: expected a positive integer up to {spec.MAX_EPOCHS} (the recipe uses "
                         f"{spec.EPOCHS}), got {args.epochs}")
    with np.errstate(over="ignore"):
        lr32 = np.float32(args.lr)
    if not (args.lr > 0 and np.isfinite(args.lr)):
        raise UsageError(f"--lr: expected a positive number, got {args.lr}")
    if not (lr32 > 0 and np.isfinite(lr32)):  # the SGD step is float32, as the weights are
        raise UsageError(f"--lr: {args.lr:g} is {float(lr32):g} in float32, the precision of the SGD step; "
                         f"expected a positive number between {float(np.finfo(np.float32).smallest_subnormal):.3g} "
                         f"and {float(np.finfo(np.float32).max):.3g}")
    check_out_dir(Path(args.out), force=args.force)
    try:
        engine = engine_named(args.engine)
    except ValueError as e:
        raise UsageError(str(e)) from None
    losses: list[float] = []
    with Progress(TextColumn("train"), BarColumn(), MofNCompleteColumn(), TextColumn("{task.fields[loss]}"),
                  TimeElapsedColumn(), transient=False, disable=not sys.stdout.isatty()) as bar:
        task = bar.add_task("train", total=args.epochs, loss="")

        def on_epoch(rec: Any) -> None:
            losses.append(rec.loss)
            bar.update(task, advance=1, loss=f"loss {rec.loss:.4f}")
            if not sys.stdout.isatty():
                out(f"epoch {rec.epoch + 1:3d}  loss {rec.loss:.6f}")

        try:
            exported = train_and_save(Path(args.out), grad_fn=engine.nll_grad, engine=engine.name,
                                      epochs=args.epochs, lr=args.lr, on_epoch=on_epoch)
        except TrainingDiverged:
            raise  # `kina-play: error: training diverged …`, exit 1, like every other error line
        except OSError as e:
            raise out_dir_unwritable(Path(args.out), e) from None
    if sys.stdout.isatty():
        for i, l in enumerate(losses):
            out(f"epoch {i + 1:3d}  loss {l:.6f}")
    ids = rollout.reforward(engine, exported.train.weights).ids
    ok12 = tuple(ids[:12]) == spec.LOCKED_12
    out(f"first 12 greedy ids: {ids[:12]} {'✓ trained-v1 lock' if ok12 else '✗ (lock: ' + str(list(spec.LOCKED_12)) + ')'}")
    out(f"checkpoint → {exported.npz} (+ {exported.manifest.name if exported.manifest else '?'})")
    return 0


# ------------------------------------------------------ export-checkpoint


def cmd_export(args: argparse.Namespace) -> int:
    from .storylm0.export import export_trained_checkpoint

    dest = check_out_dir(Path(args.out), force=args.force)
    export_trained_checkpoint(dest)
    digest = json.loads((dest / "trained_manifest.json").read_text()).get("npz_sha256", "?")
    out(f"storylm0-checkpoint-v1 → {dest} (sha256 {digest})")
    return 0
