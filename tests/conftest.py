"""Suite-wide fixtures.

Every test session compiles into its own temporary cache, never the user's
``~/.cache/kina-play``: the suite is hermetic and exercises cold builds.
``native("elementwise")`` loads one of the hand-written tensor-level MLIR
modules of ``tests/compiler/modules`` through the real build step."""

from __future__ import annotations

import fcntl
import json
import os
import shutil
from pathlib import Path
from typing import Any, Callable, Iterator

# NumPy's OpenBLAS at one thread in every test process, set before NumPy is
# first imported (a user's own setting wins).  Why: pytest-xdist already runs
# one worker per core, and OpenBLAS's idle threads spin-wait for a while after
# each call, so its default (a thread per core, in each worker) spent ≈ 5 %
# of the suite's CPU taking cores from the other worker.  Tests that are
# about threads set their counts themselves (the matmul pool's, and
# OpenBLAS's through ``kina_play.runtime.blas_threads``).
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import pytest  # noqa: E402

from kina_play.compiler.build import infer_signatures  # noqa: E402
from kina_play.compiler.cache import get_or_build  # noqa: E402
from kina_play.runtime.module import NativeModule  # noqa: E402

MODULES = Path(__file__).parent / "compiler" / "modules"


def module_text(name: str) -> str:
    return (MODULES / f"{name}.mlir").read_text()


def session_cache_root(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """This test session's compile cache, empty when the session starts.

    Under pytest-xdist every worker has its own base temp directory
    (``…/pytest-N/popen-gwK``); the cache sits one level up, in the
    directory the whole session shares, so a program one worker compiled is
    a cache hit for the other.  That is safe: the cache is built for
    concurrent processes (a build goes to its own scratch directory and
    appears in its entry by one ``os.replace``)."""
    if os.environ.get("PYTEST_XDIST_WORKER"):
        d = tmp_path_factory.getbasetemp().parent / "kina-cache"
        d.mkdir(mode=0o700, exist_ok=True)
        return d
    return tmp_path_factory.mktemp("kina-cache")


@pytest.fixture(scope="session", autouse=True)
def kina_cache_dir(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """Points ``KINA_PLAY_CACHE_DIR`` at the session's cache for the whole run
    (subprocesses the tests start inherit it).

    Also turns off quick first builds (``KINA_PLAY_TIERED=0``): with them,
    every generic instance a test calls would be built twice (quick, then
    optimized in a background worker process), doubling the suite's
    compile work on a shared machine.  Both tiers compute the same bits;
    ``tests/compiler/test_tiers.py`` turns them on and checks that."""
    d = session_cache_root(tmp_path_factory)
    mp = pytest.MonkeyPatch()
    mp.setenv("KINA_PLAY_CACHE_DIR", str(d))
    mp.setenv("KINA_PLAY_TIERED", "0")
    yield d
    mp.undo()


@pytest.fixture(scope="session")
def computed_once(kina_cache_dir: Path) -> Callable[[str, Callable[[], Any]], Any]:
    """``computed_once(name, compute)``: ``compute()`` (a JSON-able result)
    once per test session, whichever pytest-xdist worker asks first.  The
    result is kept beside the session's shared cache, under a lock, so a
    second worker that needs it waits for it instead of repeating an
    expensive run.  Serially it is just ``compute()``."""

    def once(name: str, compute: Callable[[], Any]) -> Any:
        if not os.environ.get("PYTEST_XDIST_WORKER"):
            return compute()
        path = kina_cache_dir.parent / f"computed-{name}.json"
        with open(kina_cache_dir.parent / f"computed-{name}.lock", "w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            if path.exists():
                return json.loads(path.read_text())
            result = json.loads(json.dumps(compute()))
            tmp = path.with_suffix(".tmp")
            tmp.write_text(json.dumps(result))
            os.replace(tmp, path)
            return result

    return once


@pytest.fixture(scope="session")
def native(kina_cache_dir: Path) -> Callable[[str], NativeModule]:
    """``native("elementwise")`` → the loaded module (built once per session)."""
    loaded: dict[str, NativeModule] = {}

    def load(name: str) -> NativeModule:
        if name not in loaded:
            text = module_text(name)
            loaded[name] = NativeModule(get_or_build(text, infer_signatures(text), stem=name))
        return loaded[name]

    return load


@pytest.fixture(scope="session")
def quick_bench_programs() -> list[str]:
    """The programs the quick bench's compile-time children build: every one
    of ``programs/`` but ``storylm1.kina`` (see :func:`quick_bench`)."""
    from kina_play.storylm0.engine import programs_dir

    return sorted(p.name for p in programs_dir().glob("*.kina") if p.name != "storylm1.kina")


@pytest.fixture(scope="session")
def quick_bench(computed_once: Callable[[str, Callable[[], dict]], dict], quick_bench_programs: list[str],
                tmp_path_factory: pytest.TempPathFactory) -> dict:
    """``kina-play bench --quick --json``'s document, run once per session
    (read by ``test_bench.py`` and ``test_bench_call_path.py``).

    One change from the CLI, to keep the suite short: the compile-time
    children (``compile_ms`` cold and warm, ``incremental``'s cold build of
    every program) build the programs of ``programs/`` except
    ``storylm1.kina``, whose cold build alone is most of a minute of CPU
    (twice, since both children start from an empty cache).  The children
    run the same code whichever programs they build; the StoryLM-1 figures
    (``storylm1_train_steps_per_s``) still come from the real program."""
    from kina_play import bench, bench_incremental
    from kina_play.storylm0 import engine

    progs = tmp_path_factory.mktemp("bench-programs")
    for name in quick_bench_programs:
        shutil.copy(engine.programs_dir() / name, progs / name)

    def given_programs(fn: Callable[..., Any]) -> Callable[..., Any]:
        def call(*args: Any, **kwargs: Any) -> Any:
            with pytest.MonkeyPatch.context() as mp:
                mp.setattr(engine, "programs_dir", lambda: progs)
                return fn(*args, **kwargs)
        return call

    def run() -> dict:
        with pytest.MonkeyPatch.context() as mp:
            mp.setattr(bench, "bench_compile", given_programs(bench.bench_compile))
            mp.setattr(bench_incremental, "program_sets", given_programs(bench_incremental.program_sets))
            return json.loads(json.dumps(bench.run_bench(quick=True)))  # what --json prints

    return computed_once("bench-quick", run)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Tests marked ``slow`` run first (in their collected order).

    With one worker per core, a long test that starts last keeps one core
    busy while the other idles; started first, the short tests fill in
    around it (``--dist worksteal``).  Serially the order does not matter."""
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)  # stable: False (slow) first
