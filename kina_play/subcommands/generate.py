"""``kina-play generate [--checkpoint v0|v1|PATH] [--prompt ...] [--tokens 32] [--sample] ...``.

Without ``--trace`` the run is the lean loop (:func:`rollout.stream_ids`):
plain checked calls on functions looked up once, no step records.  With
``--trace`` every step builds the record the app shows and writes it.
Either way the reported time is the whole generation loop, per token, as a
user would time it; loading or compiling the programs it needs comes first
and is reported on its own.  Runs longer than the 36-long buffer (up to
``rollout.MAX_LEN`` ids) use the shape-generic programs.
"""

from __future__ import annotations

import argparse
import time
from typing import IO, Any, Callable, ContextManager

from . import path_arg

HELP = "a rollout of StoryLM-0 (or --model storylm1); prints the ids and the text"

SAMPLING_DEFAULTS = {"temperature": 0.8, "seed": 42, "top_k": None, "top_p": None}
"""The flags only ``--sample`` uses, and their defaults (a greedy run names those given)."""


def trace_arg(text: str) -> str:
    """``--trace``: a path, or ``-`` for standard output (the usual
    convention; it wrote a file named ``-``)."""
    return "/dev/stdout" if text == "-" else path_arg(text)


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--checkpoint", default="v1", metavar="v0|v1|PATH", type=path_arg, help="weights (default: v1, the trained fixture)")
    p.add_argument("--prompt", default="once upon a time", help="prompt words (default: %(default)r)")
    p.add_argument("--tokens", type=int, default=32,
                   help="ids to generate (default: %(default)s; past the 36-long buffer, up to 1024 ids in all, "
                        "the shape-generic forward<T> / decode<S> are compiled once per length)")
    p.add_argument("--sample", action="store_true", help="Gumbel-max sampling instead of greedy argmax")
    p.add_argument("--seed", type=int, default=SAMPLING_DEFAULTS["seed"], help="sampling seed (default: %(default)s)")
    p.add_argument("--temperature", type=float, default=SAMPLING_DEFAULTS["temperature"],
                   help="sampling temperature (default: %(default)s; used by --sample only, so a greedy run also "
                        "takes 0)")
    p.add_argument("--kv-cache", action="store_true", help="prefill + KV-cache decode instead of re-forward")
    p.add_argument("--model", default="storylm0", choices=("storylm0", "storylm1"), help="(default: %(default)s)")
    p.add_argument("--top-k", type=int, default=None, metavar="K", help="storylm1 --sample: keep the K most probable ids")
    p.add_argument("--top-p", type=float, default=None, metavar="P", help="storylm1 --sample: nucleus mass to keep")
    p.add_argument("--stop-at-eos", action="store_true", help="storylm1: stop after <eos>")
    p.add_argument("--trace", metavar="FILE.jsonl", default=None, type=trace_arg,
                   help="write one JSON record per step ('-': standard output)")
    p.add_argument("--force", action="store_true", help="overwrite an existing --trace file")
    p.add_argument("--timeout", type=float, default=None, metavar="SECONDS",
                   help="stop the rollout after this long (checked between steps; exit 1)")


def run(args: argparse.Namespace) -> int:
    from ..commands import cmd_generate

    return cmd_generate(args)


def generate_timed(engine: Any, w: Any, prompt: list[int], n: int, *, kv_cache: bool, sampler: Any,
                   trace: str | None, open_trace: Callable[[str | None], ContextManager[IO[str] | None]],
                   timeout: float | None = None) -> tuple[list[int], str]:
    """Run one generation; return the ids and the ``time:`` line's text.

    A ``timeout`` is checked between steps, so such a run takes the record
    path (the lean loop has no place to look at the clock)."""
    from ..storylm0 import rollout
    from ..watchdog import StepDeadline

    t0 = time.perf_counter()
    rollout.prepare(engine, w, len(prompt), n, kv_cache=kv_cache)
    t1 = time.perf_counter()
    deadline = StepDeadline(timeout)
    if trace is None and not deadline.set:
        ids = rollout.stream_ids(engine, w, prompt, n, kv_cache=kv_cache, sampler=sampler)
        t2 = time.perf_counter()
        what = "calls and picks"
    else:
        with open_trace(trace) as sink:
            def on_step(rec: Any) -> None:
                if sink:
                    sink.write(rec.to_jsonl() + "\n")
                deadline.check(rec.step + 1)
            run = rollout.kv_cache if kv_cache else rollout.reforward
            t1 = time.perf_counter()
            ids = run(engine, w, prompt, n, sampler=sampler, on_step=on_step, max_len=rollout.MAX_LEN).ids
            t2 = time.perf_counter()
        what = "calls, picks and trace records"
    loop_us = (t2 - t1) * 1e6
    return ids, (f"{loop_us / 1e3:.2f} ms for {n} tokens ({loop_us / max(1, n):.1f} µs/token: the whole loop, "
                 f"{what}; programs loaded or compiled first in {(t1 - t0) * 1e3:.0f} ms)")
