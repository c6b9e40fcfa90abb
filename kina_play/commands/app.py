"""The default mode: the Textual app (and ``--check``, ``--walkthrough``, ``--demo``).

Not yet implemented: the app and the checks are other issues; this module
is where ``kina-play`` without a subcommand lands.
"""

from __future__ import annotations

import argparse

from . import not_implemented


def run(args: argparse.Namespace) -> int:
    if args.check:
        return not_implemented("--check")
    if args.walkthrough or args.demo:
        return not_implemented("--walkthrough/--demo")
    return not_implemented("the playground app")
