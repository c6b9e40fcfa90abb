"""``kina-play``: the console script.

``kina-play [FILE.kina ...]`` opens the app; ``kina-play --check`` /
``--walkthrough`` / ``--demo`` are modes of it; everything else is a
subcommand.  Each subcommand is one module in :mod:`kina_play.subcommands`
exposing ``HELP``, ``add_arguments(parser)`` and ``run(args) -> int`` (its
flags live there; the headless work is in :mod:`kina_play.commands`) — add
or fill one without touching the others.

Exit status: 0 success, 1 a failed check or an error in the user's program,
2 bad usage or unreadable input.  A user error never prints a traceback; an
internal bug does, under a line saying it is one (exit 70).
"""

from __future__ import annotations

import argparse
import difflib
import importlib
import os
import sys
import traceback
from pathlib import Path
from typing import Sequence

from .errors import EXIT_BROKEN_PIPE, EXIT_INTERNAL, EXIT_USAGE, KinaPlayError, UsageError

# subcommand -> module under kina_play.subcommands
COMMANDS = {
    "compile": "compile",
    "run": "run",
    "generate": "generate",
    "train": "train",
    "export-checkpoint": "export_checkpoint",
    "bench": "bench",
    "cache": "cache",
}


ALIASES = {
    "rollout": "a rollout is `kina-play generate` (re-forward; --kv-cache for prefill + decode)",
    "decode": "decoding is `kina-play generate --kv-cache`",
    "sample": "sampling is `kina-play generate --sample`",
}
"""Words the docs use for what a subcommand does, which a user may type as one."""


def _module(name: str):
    return importlib.import_module(f"kina_play.subcommands.{COMMANDS[name]}")


def _top_parser() -> argparse.ArgumentParser:
    lines = "\n".join(f"  {name:<18} {_module(name).HELP}" for name in COMMANDS)
    p = argparse.ArgumentParser(
        prog="kina-play",
        description="A terminal playground that compiles Kina tensor programs and runs StoryLM-0.",
        epilog=f"subcommands (kina-play SUBCOMMAND --help):\n{lines}",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("files", nargs="*", metavar="FILE.kina", help="programs to open in the app (default: programs/)")
    mode = p.add_mutually_exclusive_group()
    mode.add_argument("--check", action="store_true", help="headless: compile every program and run every lock")
    mode.add_argument("--walkthrough", action="store_true", help="open the app on the narrated tour")
    mode.add_argument("--demo", action="store_true", help="play the tour by itself and exit at the end")
    return p


def _sub_parser(name: str) -> argparse.ArgumentParser:
    mod = _module(name)
    p = argparse.ArgumentParser(prog=f"kina-play {name}", description=mod.HELP)
    mod.add_arguments(p)
    return p


def _dispatch(argv: list[str]) -> int:
    if argv and argv[0] in COMMANDS:
        name = argv[0]
        args = _sub_parser(name).parse_args(argv[1:])
        return int(_module(name).run(args))
    if argv and not argv[0].startswith("-") and not argv[0].endswith(".kina") and not Path(argv[0]).exists():
        if argv[0] in ALIASES:  # the docs' word for what a subcommand does, not a program to open
            raise UsageError(f"no subcommand {argv[0]!r}: {ALIASES[argv[0]]}; "
                             f"the subcommands are {', '.join(COMMANDS)}")
        close = difflib.get_close_matches(argv[0], list(COMMANDS), n=1, cutoff=0.6)
        if close:  # a mistyped subcommand, not a program to open
            raise UsageError(f"no subcommand {argv[0]!r} (did you mean '{close[0]}'?); "
                             f"the subcommands are {', '.join(COMMANDS)}")
    args = _top_parser().parse_args(argv)
    from .subcommands import app

    return int(app.run(args))


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point; returns the exit status (the console script exits with it)."""
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        from .env_vars import check_environment

        check_environment()
        return _dispatch(argv)
    except SystemExit as e:  # argparse: --help (0) or bad usage (2)
        return int(e.code) if isinstance(e.code, int) else EXIT_USAGE
    except KinaPlayError as e:  # the user's error (bad usage, unreadable input, an error in the program)
        print(e.cli_message(), file=sys.stderr)
        return e.exit_code
    except BrokenPipeError:  # `kina-play generate | head -1`: the reader has what it wanted
        # no message, and nothing more for the closed pipe (Python flushes stdout again at exit)
        try:
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        except (OSError, ValueError):  # stdout is no file (captured, replaced): nothing to silence
            pass
        return EXIT_BROKEN_PIPE
    except OSError as e:  # a file or directory we were told to read or write
        where = f"{e.filename}: " if getattr(e, "filename", None) else ""
        print(f"kina-play: error: {where}{e.strerror or e}", file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        print("kina-play: interrupted", file=sys.stderr)
        return 130
    except Exception:  # noqa: BLE001 - the one place a bug may surface
        traceback.print_exc()
        print("kina-play: internal error: this is a bug in kina-play, not in your program", file=sys.stderr)
        return EXIT_INTERNAL


def console_main() -> None:
    sys.exit(main())


if __name__ == "__main__":  # pragma: no cover
    console_main()
