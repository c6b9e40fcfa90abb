"""``kina-play bench [--json] [--quick]`` — speed as ratios against NumPy and
PyTorch measured in the same run (the work is in :mod:`kina_play.bench`)."""

from __future__ import annotations

import argparse

HELP = "the benchmark: compiled vs NumPy / PyTorch, measured in one run"


def add_arguments(p: argparse.ArgumentParser) -> None:
    from .. import bench

    bench.add_arguments(p)


def run(args: argparse.Namespace) -> int:
    from .. import bench

    return int(bench.run(args))
