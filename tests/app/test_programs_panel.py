"""Programs panel: listing, stage views, symbols, edits with ctrl+r, diagnostics, compiler crashes."""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

from textual.widgets import ListView, Static, TabbedContent

from kina_play.app.panels import ProgramsPanel
from kina_play.app.panels.programs import KinaEditor, MlirView, run_compile_job

from .helpers import BAD_PROGRAM, GOOD_PROGRAM, async_test, settle, wait_until


def _write(directory: Path, **sources: str) -> list[Path]:
    """One ``<name>.kina`` per keyword, in order (the panel lists them sorted)."""
    paths = []
    for name, text in sources.items():
        path = directory / f"{name}.kina"
        path.write_text(text)
        paths.append(path)
    return paths


@contextlib.asynccontextmanager
async def _programs_app(make_app: Any, directory: Path, **sources: str) -> AsyncIterator[tuple[Any, Any, ProgramsPanel, list[Path]]]:
    """The app opened on the given programs, settled: ``(app, pilot, panel, paths)``."""
    paths = _write(directory, **sources)
    app = make_app(files=paths)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        yield app, pilot, app.query_one(ProgramsPanel), paths


@async_test
async def test_opens_on_the_files_compiles_and_shows_every_stage(make_app, tmp_path) -> None:
    async with _programs_app(make_app, tmp_path, a_twice=GOOD_PROGRAM, b_bad=BAD_PROGRAM) as (app, pilot, panel, (a, b)):
        assert panel.files == [a, b] and panel.current == a
        res = panel.results[a]
        assert res.ok, res.error
        assert set(res.stages) == {"kina", "bufferized", "llvm", "llvmir"}
        assert "func.func @twice" in app.query_one("#stage-text-kina", MlirView).text
        assert "llvm.func" in res.stages["llvm"][1]
        assert "define" in res.stages["llvmir"][1]
        assert any(s.startswith("twice(x: tensor<2x2xf32>)") for s in res.symbols)
        assert "twice(" in str(app.query_one("#stage-text-symbols", Static).render())
        tabs = app.query_one("#programs-stages", TabbedContent)
        assert str(tabs.get_tab("stage-bufferized").label).startswith("bufferized ––")  # time, masked

        # the second file does not type-check: shown at its line, nothing raised
        await pilot.press("down")
        await settle(pilot)
        bad = panel.results[b]
        assert not bad.ok and bad.diagnostics
        line = bad.diagnostics[0][0]
        assert app.query_one(KinaEditor).cursor_location[0] == line - 1
        diag = app.query_one("#programs-diagnostics", Static)
        assert diag.has_class("-error") and f"b_bad.kina:{line}:" in str(diag.render())
        assert any(n == "kina.error" for hs in app.query_one(KinaEditor)._highlights.values() for *_, n in hs)


@async_test
async def test_edit_and_ctrl_r_recompiles(make_app, tmp_path) -> None:
    a = tmp_path / "twice.kina"
    a.write_text(GOOD_PROGRAM)
    app = make_app(files=[a])
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        panel = app.query_one(ProgramsPanel)
        await pilot.press("e")  # into the editor
        editor = app.query_one(KinaEditor)
        assert app.focused is editor
        editor.text = GOOD_PROGRAM.replace("x + x", "x + y")  # a bad edit: y is not defined
        await pilot.press("ctrl+r")
        await settle(pilot)
        assert not panel.results[a].ok and panel.results[a].diagnostics
        assert a.read_text() == GOOD_PROGRAM  # the file itself is untouched
        editor.text = GOOD_PROGRAM.replace("x + x", "x * x")
        await pilot.press("ctrl+r")
        await settle(pilot)
        assert panel.results[a].ok
        await pilot.press("escape")  # leave the editor: the app keys work again
        await pilot.press("2")
        assert app.active_tab == "decode"


def test_a_crashing_compiler_is_a_failed_compile_not_a_dead_app() -> None:
    rep = run_compile_job("x.kina", "fn f() {}", argv=[sys.executable, "-c", "import os; os.abort()"])
    assert rep is not None and not rep["ok"]
    assert "compiler crashed" in rep["error"] and "signal" in rep["error"]


@async_test
async def test_no_programs_is_a_message(make_app, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("KINA_PLAY_PROGRAMS", str(tmp_path / "nothing"))
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert app.query_one("#programs-list", ListView).children == [] or not app.query_one(ProgramsPanel).files
        assert "no .kina files" in str(app.query_one("#programs-panel .panel-status", Static).render())


def test_compile_child_gets_all_of_a_source_over_64_kib() -> None:
    """The request must reach the child whole: a source larger than a pipe's
    buffer once stalled it until the 600 s timeout."""
    from kina_play.app.panels.programs import run_compile_job

    text = "// padding\n" * 12_000 + GOOD_PROGRAM  # ≈ 130 KiB
    assert len(text.encode()) > 2 * 65536
    report = run_compile_job("big.kina", text, timeout=300)
    assert report is not None and report["ok"], report


@async_test
async def test_ctrl_s_saves_the_edit_and_clears_the_unsaved_marker(make_app, tmp_path) -> None:
    a = tmp_path / "twice.kina"
    a.write_text(GOOD_PROGRAM)
    app = make_app(files=[a])
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        panel = app.query_one(ProgramsPanel)
        await pilot.press("e")
        editor = app.query_one(KinaEditor)
        assert not panel.unsaved and "●" not in str(editor.border_title)
        await pilot.press("end", "space")  # a real keystroke edit
        await pilot.pause()
        assert panel.unsaved and "●" in str(editor.border_title)
        assert a.read_text() == GOOD_PROGRAM  # not written until ctrl+s
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert a.read_text() == editor.text != GOOD_PROGRAM
        assert not panel.unsaved and "●" not in str(editor.border_title)
        assert not list((tmp_path / "shots").glob("*.svg")) if (tmp_path / "shots").exists() else True


def test_compile_child_reports_each_unit_build_as_it_happens(tmp_path, monkeypatch) -> None:
    """The Programs panel shows ``compiling f · 1/2`` while the child builds,
    so the child must stream its build steps before its report."""
    from kina_play.app.panels.programs import run_compile_job

    monkeypatch.setenv("KINA_PLAY_CACHE_DIR", str(tmp_path / "fresh-cache"))
    text = ("fn double(x: f32[4]) -> f32[4] { return x + x; }\n"
            "fn triple(x: f32[4]) -> f32[4] { return x * 3.0; }\n")
    steps: list[str] = []
    report = run_compile_job("two.kina", text, timeout=300, on_progress=steps.append)
    assert report is not None and report["ok"], report
    compiling = sorted(s.split(" · ")[0] for s in steps if s.startswith("compiling "))
    assert compiling == ["compiling double", "compiling triple"], steps  # two units, built in parallel
    assert all(s.endswith("/2") for s in steps), steps
    assert sum(s.startswith("ready ") for s in steps) == 2, steps


SPIN = """fn spin(x: f32[2]) -> f32[2] {
    let (i, y) = while (i = 0, y = x) i < 9000000000000000000 {
        yield (i + 1, tanh(y) + x);
    };
    return y;
}
"""


def _loaded_a_library(pid: int | None) -> bool:
    """The run's child has mapped a compiled library from the compile cache (the call comes next)."""
    if pid is None:
        return False
    libs = os.path.join(os.environ["KINA_PLAY_CACHE_DIR"], "")  # the suite's own cache (tests/conftest.py)
    try:
        with open(f"/proc/{pid}/maps", encoding="utf-8") as f:
            return any(libs in line and "/lib/" in line.split(libs, 1)[1] for line in f)
    except OSError:
        return False


def _cpu_ticks(pid: int) -> int:
    with open(f"/proc/{pid}/stat", encoding="utf-8") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])  # utime + stime


@async_test
async def test_ctrl_c_stops_an_endless_while_and_the_app_goes_on(make_app, tmp_path) -> None:
    async with _programs_app(make_app, tmp_path, a_spin=SPIN, b_twice=GOOD_PROGRAM) as (app, pilot, panel, (spin, twice)):
        assert panel.results[spin].ok, panel.results[spin].error
        await pilot.press("ctrl+g")
        await wait_until(pilot, lambda: _loaded_a_library(panel.run_pid))
        pid = panel.run_pid
        assert pid is not None and panel.running == "a_spin.kina"
        busy = _cpu_ticks(pid)
        await wait_until(pilot, lambda: _cpu_ticks(pid) > busy + 20)  # inside the call: it keeps burning CPU
        await pilot.press("ctrl+c")
        await wait_until(pilot, lambda: panel.running is None)
        diag = str(app.query_one("#programs-diagnostics", Static).render())
        assert "interrupted" in diag and "spin" in diag
        assert not os.path.exists(f"/proc/{pid}") or _is_zombie_free(pid)

        # the app still answers keys: another file, and a run that finishes
        await pilot.press("down")
        await settle(pilot)
        assert panel.current == twice and panel.results[twice].ok
        await pilot.press("ctrl+g")
        await wait_until(pilot, lambda: panel.running is None and "twice" in
                         str(app.query_one("#programs-diagnostics", Static).render()))
        diag = str(app.query_one("#programs-diagnostics", Static).render())
        assert "twice on zeros → float32[2, 2] [0.0, 0.0, 0.0, 0.0]" in diag, diag


def _is_zombie_free(pid: int) -> bool:
    """A pid that still exists belongs to another process now, not to our killed child."""
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as f:
            return b"kina_play.app.run_job" not in f.read()
    except OSError:
        return True
