"""Building and loading the C call helper: cached, rebuilt when damaged,
and a clear pure-Python fallback when it cannot be built."""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
from pathlib import Path

import pytest

from kina_play.runtime import callhelper

REPO = Path(__file__).resolve().parents[2]
needs_cc = pytest.mark.skipif(callhelper._compiler() is None, reason="no C compiler on this machine")


@pytest.fixture()
def fresh_root(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("KINA_PLAY_CACHE_DIR", str(tmp_path))
    monkeypatch.delenv(callhelper.ENV_SWITCH, raising=False)
    return tmp_path


def test_switch_forces_the_python_path(fresh_root: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(callhelper.ENV_SWITCH, "python")
    mod, why = callhelper._make()
    assert mod is None and why == "pure Python (KINA_PLAY_CALL_HELPER=python)"
    assert not any(fresh_root.iterdir())  # nothing built


def test_no_compiler_means_the_python_path(fresh_root: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(callhelper, "_compiler", lambda: None)
    mod, why = callhelper._make(use_installed=False)
    assert mod is None and "no C compiler" in why


def test_a_failing_build_means_the_python_path(fresh_root: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(callhelper, "_compiler", lambda: ["false"])
    mod, why = callhelper._make(use_installed=False)
    assert mod is None and why.startswith("pure Python (building the C helper failed: cc exited 1")
    assert not list(fresh_root.rglob("*.so"))  # no partial entry left behind


@needs_cc
def test_built_once_then_cached_and_rebuilt_when_damaged(fresh_root: Path) -> None:
    mod, why = callhelper._make(use_installed=False)
    assert mod is not None and why.startswith("C helper (built:"), why
    (so,) = list(fresh_root.rglob("_kina_callhelper*.so"))
    assert so.parent.parent.name == "call-helper" and len(so.parent.name) == 32
    assert not [p for p in so.parent.iterdir() if p.name.endswith(".tmp")]
    again, why = callhelper._make(use_installed=False)
    assert again is not None and why.startswith("C helper (cached:")
    # A damaged entry heals on the next process's first use.  (Never write
    # over a library this process has loaded: its code is mapped from the file.)
    tmp = so.with_name("damaged")
    tmp.write_bytes(b"not an ELF file")
    os.replace(tmp, so)
    code = "from kina_play.runtime import callhelper as c; m, why = c._make(use_installed=False); print(why); print(hasattr(m, 'Plan'))"
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300,
                       env={**os.environ, "PYTHONPATH": str(REPO)})
    assert r.returncode == 0, r.stderr
    why, has_plan = r.stdout.split("\n")[:2]
    assert why.startswith("C helper (rebuilt:") and has_plan == "True"


@needs_cc
def test_the_install_built_the_helper_and_it_is_used(fresh_root: Path) -> None:
    # `pip install` compiles it (setup.py); with it, a new cache builds nothing
    mod, why = callhelper._make()
    assert mod is not None and why.startswith("C helper (installed: "), why
    assert mod.SOURCE_SHA256 == hashlib.sha256(callhelper.SOURCE.read_bytes()).hexdigest()
    assert not list(fresh_root.rglob("*.so"))
    assert {"Plan", "Bound", "Chain"} <= set(dir(mod))


def test_an_install_built_from_other_source_is_not_used() -> None:
    # an edited _callhelper.c must never run as its stale install build
    assert callhelper._installed(callhelper.SOURCE.read_bytes() + b"\n/* edited */\n") is None


def test_status_names_the_path() -> None:
    s = callhelper.status()
    assert s.startswith("C helper (") or s.startswith("pure Python (")
