"""``kina-play compile FILE.kina [--emit ...] [-o OUT] [--instance NAME<S=k>]...``

Today: parse and type-check, instantiate every requested instance, print a
summary (one line per function).  ``--emit`` / ``-o`` are accepted and
validated; emitting MLIR / LLVM / a ``.so`` is added by the backend (see
``emit`` below — the one place to hook it in).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..lang.checker import did_you_mean
from ..lang.frontend import CheckedModule, check, parse_instance_request, parse_text
from ..commands import check_new_file, write_output
from . import InputError, UsageError, path_arg

HELP = "type-check (and, with the backend, compile) a .kina program"
EMITS = ("mlir", "lowered", "llvm", "so")


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("file", metavar="FILE.kina", type=path_arg)
    p.add_argument("--emit", choices=EMITS, default=None, help="what to produce (default: mlir)")
    p.add_argument("-o", "--output", metavar="OUT", default=None, type=path_arg, help="write the output here")
    p.add_argument(
        "--instance", action="append", default=[], metavar="NAME<S=k>",
        help="also compile this instance of a shape-generic function (repeatable), e.g. decode<S=3>",
    )
    p.add_argument("--pipeline", choices=("default", "reference", "vectorize"), default="default",
                   help="lowering: default (vectorized, tiled for this CPU), or reference (scalar loops + libm, to diff against); vectorize is an old alias of default")
    p.add_argument("--check-only", action="store_true", help="type-check and list the functions; emit nothing")
    p.add_argument("--force", action="store_true", help="overwrite an existing output file")


def read_source(path: str) -> str:
    from ..inputs import read_text

    return read_text(path)


def load(path: str) -> CheckedModule:
    """Read, parse and check (with the ``@reverse_mode`` companions);
    KinaError for the program, InputError for the file."""
    from ..compiler.driver import check_program

    return check_program(parse_text(read_source(path), path))


def requests(checked: CheckedModule, specs: list[str]) -> list[tuple[str, dict[str, int]]]:
    out = []
    for spec in specs:
        try:
            name, values = parse_instance_request(spec)
            if name not in checked.function_names:
                raise ValueError(f"--instance {spec}: no function '{name}' in {checked.source.path}"
                                 f"{did_you_mean(name, list(checked.function_names))}")
            if not checked.is_generic(name):
                raise ValueError(f"--instance {spec}: '{name}' is not shape-generic")
            out.append((name, checked.resolve_request(name, values)))
        except ValueError as e:
            raise UsageError(str(e)) from None
    return out


def example_instance(checked: CheckedModule, name: str) -> str:
    """``decode<S=4>``: a spelling of an instance request for the hint."""
    params = checked.signature(name).shape_params
    return f"{name}<{', '.join(f'{p}=4' for p in params)}>"


def emit(checked: CheckedModule, reqs: list[tuple[str, dict[str, int]]], args: argparse.Namespace) -> int | None:
    """Produce ``args.emit``: ``mlir`` (Kina-level MLIR, the default),
    ``lowered`` (the LLVM-dialect MLIR after the whole pass pipeline),
    ``llvm`` (LLVM IR) or ``so`` (the shared library, written to ``-o``,
    default ``<stem>.so``)."""

    from ..compiler import mlirgen
    from ..compiler.cache import get_or_build
    from ..compiler.driver import signature_of
    from ..compiler.pipeline import PIPELINES, lower_to_llvm

    pipeline = PIPELINES[getattr(args, "pipeline", "default")]

    what = args.emit or "mlir"
    typed = checked.typed_functions(reqs)
    text = mlirgen.emit_module(typed)
    if what == "so":
        artifact = get_or_build(text, [signature_of(tf) for tf in typed if tf.exported], pipeline=pipeline)
        dest = Path(args.output or Path(args.file).with_suffix(".so").name)
        write_output(dest, Path(artifact.so_path).read_bytes())
        syms = ", ".join(s.symbol for s in artifact.signatures)
        print(f"{dest}: {len(artifact.signatures)} exported functions ({syms})")
        return 0
    if what != "mlir":
        lowered = lower_to_llvm(text, capture=True, pipeline=pipeline)
        text = lowered.text("llvm" if what == "lowered" else "llvmir")
    if args.output:
        write_output(Path(args.output), text.encode())
        print(f"{args.output}: {what}, {len(text.splitlines())} lines", file=sys.stderr)
    else:
        sys.stdout.write(text if text.endswith("\n") else text + "\n")
    return 0


def run(args: argparse.Namespace) -> int:
    if args.check_only and (args.output or args.emit):
        # Refused rather than ignored: a script that passed -o would look for a file never written.
        flag = "-o" if args.output else "--emit"
        raise UsageError(f"{flag}: --check-only writes nothing; drop {flag} or --check-only")
    if not args.check_only and (args.output or args.emit == "so"):
        dest = args.output or Path(args.file).with_suffix(".so").name
        check_new_file(str(dest), "-o", inputs=[args.file], force=args.force)
    checked = load(args.file)
    reqs = requests(checked, args.instance)
    try:
        typed = checked.typed_functions(reqs)  # instantiates (and may refuse) every instance
    except ValueError as e:  # e.g. an instance that names the wrong shape parameters
        raise UsageError(f"--instance: {e}") from None
    if args.check_only:
        return summary(args, checked, typed)
    if not any(tf.exported for tf in typed):
        generic = [n for n in checked.function_names if checked.is_generic(n)]
        hint = (f"; its functions are shape-generic: ask for instances, e.g. --instance '{example_instance(checked, generic[0])}'"
                if generic else "")
        raise UsageError(f"{args.file}: no exported functions to compile{hint}")
    return emit(checked, reqs, args) or 0


def summary(args: argparse.Namespace, checked: CheckedModule, typed: list) -> int:
    n = len(checked.function_names)
    print(f"ok: {args.file}: {n} function{'s' if n != 1 else ''}, {len(typed)} to compile")
    for name in checked.function_names:
        sig = checked.signature(name)
        tags = [t for t, on in (("@main", sig.is_main), (f"@reverse_mode(wrt = [{', '.join(sig.wrt)}])", bool(sig.wrt))) if on]
        print(f"  {' '.join(tags + [str(sig)])}")
    for tf in typed:
        if tf.instance:
            print(f"  instance {tf.symbol}: ({', '.join(str(t) for _, t in tf.params)}) -> "
                  f"({', '.join(str(t) for t in tf.results)})")
    return 0
