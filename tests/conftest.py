"""Suite-wide fixtures.

Every test session compiles into its own temporary cache, never the user's
``~/.cache/kina-play``: the suite is hermetic and exercises cold builds.
``native("elementwise")`` loads one of the hand-written tensor-level MLIR
modules of ``tests/compiler/modules`` through the real build step."""

from __future__ import annotations

from pathlib import Path
from typing import Callable

import pytest

from kina_play.compiler.build import infer_signatures
from kina_play.compiler.cache import get_or_build
from kina_play.runtime.module import NativeModule

MODULES = Path(__file__).parent / "compiler" / "modules"


def module_text(name: str) -> str:
    return (MODULES / f"{name}.mlir").read_text()


@pytest.fixture(scope="session", autouse=True)
def kina_cache_dir(tmp_path_factory: pytest.TempPathFactory):
    d = tmp_path_factory.mktemp("kina-cache")
    mp = pytest.MonkeyPatch()
    mp.setenv("KINA_PLAY_CACHE_DIR", str(d))
    yield d
    mp.undo()


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


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "slow: a long run (the full StoryLM-1 recipe); deselect with -m 'not slow'")
