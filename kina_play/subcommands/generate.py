"""``kina-play generate [--checkpoint v0|v1|PATH] [--prompt ...] [--tokens 32] [--sample] ...``."""

from __future__ import annotations

import argparse

HELP = "a StoryLM-0 rollout; prints the ids and the text"


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--checkpoint", default="v1", metavar="v0|v1|PATH", help="weights (default: v1, the trained fixture)")
    p.add_argument("--prompt", default="once upon a time", help="prompt words (default: %(default)r)")
    p.add_argument("--tokens", type=int, default=32, help="ids to generate (default: %(default)s)")
    p.add_argument("--sample", action="store_true", help="Gumbel-max sampling instead of greedy argmax")
    p.add_argument("--seed", type=int, default=42, help="sampling seed (default: %(default)s)")
    p.add_argument("--temperature", type=float, default=0.8, help="sampling temperature (default: %(default)s)")
    p.add_argument("--kv-cache", action="store_true", help="prefill + KV-cache decode instead of re-forward")
    p.add_argument("--trace", metavar="FILE.jsonl", default=None, help="write one JSON record per step")
    p.add_argument("--force", action="store_true", help="overwrite an existing --trace file")
    p.add_argument("--timeout", type=float, default=None, metavar="SECONDS",
                   help="stop the rollout after this long (checked between steps; exit 1)")


def run(args: argparse.Namespace) -> int:
    from ..commands import cmd_generate

    return cmd_generate(args)
