"""``kina-play`` without a subcommand: the playground, or ``--check``."""

from __future__ import annotations

import argparse


def run(args: argparse.Namespace) -> int:
    if args.check:
        if args.files:
            from . import UsageError

            raise UsageError("--check takes no files (it checks every program in programs/)")
        from ..commands import cmd_check

        return cmd_check(args)
    from ..app import run_app

    return run_app(args.files or None, walkthrough=args.walkthrough, demo=args.demo)
