"""``kina-play generate``: a StoryLM-0 rollout; prints the ids and the text (see shared/spec/cli.md).  Not yet implemented."""

from __future__ import annotations

import argparse

from . import not_implemented

HELP = "a StoryLM-0 rollout; prints the ids and the text"


def add_arguments(p: argparse.ArgumentParser) -> None:
    # Accept anything until the owner of this command defines its options.
    p.add_argument("rest", nargs=argparse.REMAINDER, help=argparse.SUPPRESS)


def run(args: argparse.Namespace) -> int:
    return not_implemented("generate")
