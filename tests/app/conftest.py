"""Fixtures for the app tests (helpers live in ``helpers.py``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

import pytest

from kina_play.app.app import KinaPlayApp

from .helpers import ENGINE, FakeSuite


@pytest.fixture
def make_app(tmp_path: Path) -> Callable[..., KinaPlayApp]:
    def make(**kw: Any) -> KinaPlayApp:
        kw.setdefault("engine", ENGINE)
        kw.setdefault("deterministic", True)
        kw.setdefault("save_dir", tmp_path / "trained")
        kw.setdefault("screenshot_dir", tmp_path / "shots")
        kw.setdefault("train_pace_ms", 0)
        kw.setdefault("check_suite_factory", FakeSuite)  # the real suite is tested by --check
        return KinaPlayApp(**kw)

    return make

