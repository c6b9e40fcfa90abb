"""One compiled StoryLM-1 module per test session (built into the session's
temporary cache once, then shared by every test here)."""

from __future__ import annotations

import pytest

from kina_play.storylm1 import checkpoint


@pytest.fixture(scope="session")
def model(kina_cache_dir):  # type: ignore[no-untyped-def]
    from kina_play.storylm1.engine import CompiledModel

    m = CompiledModel()
    m.build()
    return m


@pytest.fixture(scope="session")
def trained():  # type: ignore[no-untyped-def]
    return checkpoint.load()
