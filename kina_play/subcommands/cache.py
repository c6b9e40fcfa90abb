"""``kina-play cache info|clear|prune [--max-mb N]`` — look after the compile cache.

The cache holds one library per compile unit (see docs/compiler.md, "Compile
cache").  ``info`` prints where it is, how many entries and bytes it holds and
its bound; ``clear`` deletes every entry; ``prune`` deletes least-recently-used
entries until the cache fits the bound (``--max-mb``, else
``$KINA_PLAY_CACHE_MAX_MB``, else 256 MiB) and removes what dead builds left.
"""

from __future__ import annotations

import argparse

from . import UsageError

HELP = "the compile cache: info, clear, or prune to its size bound"


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("action", choices=("info", "clear", "prune"), help="what to do")
    p.add_argument("--max-mb", type=float, default=None, metavar="N",
                   help="prune: the bound in MiB (default: $KINA_PLAY_CACHE_MAX_MB, else 256)")


def _mib(n: int) -> str:
    return f"{n / (1 << 20):.1f} MiB"


def run(args: argparse.Namespace) -> int:
    from ..compiler.cache import CompileCache, cache_root, open_root, unwritable_reason

    if args.max_mb is not None and not 0 <= args.max_mb < float("inf"):  # also NaN
        raise UsageError(f"--max-mb: expected a size in MiB (a finite number ≥ 0), got {args.max_mb}")
    root = cache_root()
    open_root(root)
    why = unwritable_reason(root)
    if why is not None:
        # Runs then build into a private temporary cache; acting on that one would report
        # on, or "clear", a directory that is not the user's cache.
        if args.action in ("clear", "prune"):
            raise UsageError(f"compile cache {root} cannot be written ({why}); nothing was {'cleared' if args.action == 'clear' else 'pruned'}")
        print(f"root        {root} (not writable: {why}; runs use a private temporary cache instead)")
        return 0
    cache = CompileCache()
    if args.action == "clear":
        before = cache.info()
        cache.clear()
        print(f"cleared {cache.root}: {before.entries} entries, {_mib(before.bytes)}")
        return 0
    if args.action == "prune":
        limit = None if args.max_mb is None else int(args.max_mb * (1 << 20))
        removed, freed = cache.prune(limit, stale_s=0.0 if limit == 0 else None)
        info = cache.info()
        print(f"pruned {removed} entries ({_mib(freed)}); {info.entries} entries, {_mib(info.bytes)} "
              f"of {_mib(limit if limit is not None else info.max_bytes)} left in {info.root}")
        return 0
    info = cache.info()
    print(f"root        {info.root}")
    print(f"entries     {info.entries}")
    print(f"size        {_mib(info.bytes)} of {_mib(info.max_bytes)} (bound: $KINA_PLAY_CACHE_MAX_MB or --max-mb)")
    print(f"dead builds {info.stale_builds}")
    return 0
