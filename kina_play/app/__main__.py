"""``python -m kina_play.app [--walkthrough | --demo] [FILE.kina ...]``."""

from __future__ import annotations

import argparse
import sys

from .app import run_app


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m kina_play.app", description="The Kina Play playground.")
    ap.add_argument("files", nargs="*", help=".kina files to open (default: programs/)")
    g = ap.add_mutually_exclusive_group()
    g.add_argument("--walkthrough", action="store_true", help="open on the narrated tour")
    g.add_argument("--demo", action="store_true", help="play the tour by itself and exit at the end")
    a = ap.parse_args(argv)
    return run_app(a.files or None, walkthrough=a.walkthrough, demo=a.demo)


if __name__ == "__main__":
    sys.exit(main())
