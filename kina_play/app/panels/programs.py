"""Programs: the ``.kina`` sources, editable, and what the compiler makes of them.

Selecting a file (or ``ctrl+r`` after an edit) compiles it in a worker: the
front end checks it (diagnostics are highlighted at their line and listed
under the editor), the MLIR of every stage is captured with its time, and
the ``.so`` is built (or found in the compile cache) to list its exports.

``ctrl+g`` runs the function at the cursor on zero inputs in a child process
(:mod:`kina_play.app.run_job`); ``ctrl+c`` stops it (a ``while`` that never
ends included) by killing the child, and the app goes on.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Sequence

from rich.style import Style
from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.widgets import Label, ListItem, ListView, Static, TabbedContent, TabPane, TextArea
from textual.widgets.text_area import TextAreaTheme
from textual.worker import get_current_worker

from ...errors import KinaPlayError
from ...inputs import read_text
from ...storylm0.weights import atomic_write_bytes
from ..compile_job import MARKER, PROGRESS
from ..format import fmt_ms
from .base import Panel, describe_error

STAGE_TITLES: tuple[tuple[str, str], ...] = (
    ("kina", "Kina MLIR"),
    ("bufferized", "bufferized"),
    ("llvm", "LLVM dialect"),
    ("llvmir", "LLVM IR"),
)

# ------------------------------------------------------------------ highlighting

_BUILTINS = (
    "gather matmul broadcast reshape transpose concat slice pad softmax log_softmax argmax reduce_sum "
    "reduce_max exp log tanh sqrt one_hot fill"
).split()
_TOKEN_RE = re.compile(
    r"(?P<comment>//.*)"
    r"|(?P<attr>@[A-Za-z_][A-Za-z0-9_]*)"
    r"|(?P<keyword>\b(?:fn|let|return|while|yield)\b)"
    r"|(?P<type>\b(?:f32|i64)\b)"
    r"|(?P<builtin>\b(?:" + "|".join(_BUILTINS) + r")\b(?=\s*\())"
    r"|(?P<call>\b[A-Za-z_][A-Za-z0-9_]*\b(?=\s*[<(]))"
    r"|(?P<number>\b\d+(?:\.\d+)?(?:[eE][-+]?\d+)?\b)"
    r"|(?P<operator>->|[@=+\-*/<>])"
)
_HIGHLIGHT_NAMES = {
    "comment": "comment",
    "attr": "keyword.function",
    "keyword": "keyword",
    "type": "type",
    "builtin": "function.call",
    "call": "function",
    "number": "number",
    "operator": "operator",
}

_THEME = TextAreaTheme(
    name="kina",
    syntax_styles={
        "comment": Style(color="#6A9955", italic=True),
        "keyword": Style(color="#C586C0", bold=True),
        "keyword.function": Style(color="#569cd6"),
        "type": Style(color="#EFCB43"),
        "function.call": Style(color="#4EC9B0"),
        "function": Style(color="#DCDCAA"),
        "number": Style(color="#b5cea8"),
        "operator": Style(color="#9CDCFE"),
        "kina.error": Style(bgcolor="#6b1f1f", underline=True, bold=True),
        # MLIR views
        "mlir.op": Style(color="#4EC9B0"),
        "mlir.value": Style(color="#9CDCFE"),
        "mlir.type": Style(color="#EFCB43"),
        "mlir.symbol": Style(color="#DCDCAA"),
    },
)

_MLIR_RE = re.compile(
    r"(?P<comment>//.*|;.*$)"
    r"|(?P<symbol>@[\w$.]+)"
    r"|(?P<value>%[\w#]+)"
    r"|(?P<type>\b(?:tensor|memref|vector)<[^>]*>|!llvm\.\w+|\bi(?:1|8|32|64)\b|\bf32\b|\bindex\b)"
    r"|(?P<op>\b[a-z_]+\.[a-z_.]+\b)"
)
_MLIR_NAMES = {"comment": "comment", "symbol": "mlir.symbol", "value": "mlir.value", "type": "mlir.type", "op": "mlir.op"}


def _byte(line: str, i: int) -> int:
    return len(line[:i].encode("utf-8"))


class _RegexHighlighted(TextArea):
    """A TextArea highlighted by a regular expression (there is no
    tree-sitter grammar for Kina; a lexer-level colouring is what helps)."""

    PATTERN: re.Pattern[str] = _TOKEN_RE
    NAMES: dict[str, str] = _HIGHLIGHT_NAMES

    def on_mount(self) -> None:
        self.register_theme(_THEME)
        self.theme = "kina"
        self._error_spans: list[tuple[int, int, int, int]] = []
        self._build_highlight_map()

    def set_errors(self, spans: Sequence[tuple[int, int, int, int]]) -> None:
        """0-based (line, col, end_line, end_col) ranges to mark as errors."""
        self._error_spans = list(spans)
        self._build_highlight_map()
        self.refresh()

    def _build_highlight_map(self) -> None:
        self._line_cache.clear()
        hl = self._highlights
        hl.clear()
        lines = self.document.lines
        if len(lines) > 20_000:
            return
        for row, line in enumerate(lines):
            for m in self.PATTERN.finditer(line):
                kind = m.lastgroup
                if kind:
                    hl[row].append((_byte(line, m.start()), _byte(line, m.end()), self.NAMES[kind]))
        for line0, col0, end_line, end_col in getattr(self, "_error_spans", []):
            for row in range(line0, min(end_line, len(lines) - 1) + 1):
                if row >= len(lines):
                    break
                text = lines[row]
                a = col0 if row == line0 else 0
                b = end_col if row == end_line else len(text)
                b = max(b, a + 1)
                hl[row].append((_byte(text, a), _byte(text, min(b, len(text))) or None, "kina.error"))


class KinaEditor(_RegexHighlighted):
    BINDINGS = [Binding("escape", "leave", "Leave editor", show=False)]

    def action_leave(self) -> None:
        panel = next((a for a in self.ancestors if isinstance(a, Panel)), None)
        if panel is not None:
            panel.focus_target().focus()


class MlirView(_RegexHighlighted):
    PATTERN = _MLIR_RE
    NAMES = _MLIR_NAMES


# ------------------------------------------------------------------ results


@dataclass
class CompileResult:
    path: str
    generation: int
    ok: bool
    diagnostics: list[tuple[int, int, int, int, str]] = field(default_factory=list)  # 1-based line, col, end line, end col
    error: str = ""
    rendered: str = ""
    stages: dict[str, tuple[float, str]] = field(default_factory=dict)  # name → (ms, text)
    symbols: list[str] = field(default_factory=list)
    generics: list[str] = field(default_factory=list)
    so: str = ""
    build_ms: float = 0.0
    cache_hit: bool | None = None


class ProgramsPanel(Panel):
    TAB_TITLE = "1 Programs"
    HELP = (
        "**Programs** — the `.kina` files; `↑`/`↓` choose, `enter` edits (esc leaves the editor), "
        "`ctrl+r` recompiles the edit, `ctrl+s` saves it (● marks unsaved edits); diagnostics are highlighted at their line; the MLIR of each "
        "stage with its time, and the `.so`'s exported symbols.  `ctrl+g` runs the function at the cursor on zero "
        "inputs (in a child process); `ctrl+c` stops a run, even an endless `while`."
    )

    BINDINGS = [
        Binding("ctrl+r", "recompile", "Recompile", priority=True),
        Binding("ctrl+s", "save", "Save", priority=True, show=False),
        Binding("ctrl+g", "run", "Run", priority=True, show=False),  # (in the help; the footer stays as it was)
        Binding("ctrl+c", "stop_run", "Stop run", priority=True),
        Binding("e", "edit", "Edit"),
    ]

    class Compiled(Message):
        def __init__(self, result: CompileResult) -> None:
            super().__init__()
            self.result = result

    class CompileStep(Message):
        """One unit build step of a compile in progress (``compiling loss_grad · 3/6``)."""

        def __init__(self, path: str, generation: int, line: str) -> None:
            super().__init__()
            self.path, self.generation, self.line = path, generation, line

    class Ran(Message):
        """A run ended: its report, or ``None`` when the user stopped it."""

        def __init__(self, name: str, report: dict[str, Any] | None) -> None:
            super().__init__()
            self.name = name
            self.report = report

    def __init__(self, files: Sequence[Path] | None = None, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._files_arg = list(files) if files else None
        self.files: list[Path] = []
        self.current: Path | None = None
        self.buffers: dict[Path, str] = {}
        self.saved: dict[Path, str] = {}  # the text on disk, to mark unsaved edits
        self.results: dict[Path, CompileResult] = {}
        self._generation = 0
        self.running: str | None = None  # the file being run, if any
        self.run_pid: int | None = None  # its child process (for tests and the curious)
        self._stop = threading.Event()

    def compose(self) -> ComposeResult:
        with Horizontal():
            yield ListView(id="programs-list")
            with Vertical(id="programs-main"):
                yield KinaEditor(id="programs-editor", show_line_numbers=True, soft_wrap=False,
                                 tab_behavior="indent")
                yield Static(id="programs-diagnostics")
                with TabbedContent(id="programs-stages"):
                    for name, title in STAGE_TITLES:
                        with TabPane(title, id=f"stage-{name}"):
                            yield MlirView(read_only=True, id=f"stage-text-{name}", soft_wrap=False)
                    with TabPane(".so symbols", id="stage-symbols"):
                        yield Static(id="stage-text-symbols")
        yield Static("", classes="panel-status")

    def on_mount(self) -> None:
        self.files = self._discover()
        lv = self.query_one("#programs-list", ListView)
        for p in self.files:
            lv.append(ListItem(Label(p.name)))
        self.query_one("#programs-list").border_title = "programs"
        ed = self.query_one(KinaEditor)
        ed.cursor_blink = not self.masked
        for v in self.query(MlirView):
            v.cursor_blink = False
        if self.files:
            lv.index = 0
            self.open(self.files[0], compile=False)
        else:
            self.status("no .kina files found in programs/ (pass files on the command line)", error=True)

    def focus_target(self) -> ListView:
        return self.query_one("#programs-list", ListView)

    def first_shown(self) -> None:
        if self.current is not None and self.current not in self.results:
            self.action_recompile()

    def _discover(self) -> list[Path]:
        if self._files_arg:
            return self._files_arg
        from ...storylm0.engine import programs_dir

        d = programs_dir()
        return sorted(d.glob("*.kina")) if d.is_dir() else []

    # ------------------------------------------------------------------ actions

    @on(ListView.Highlighted, "#programs-list")
    def _highlighted(self, event: ListView.Highlighted) -> None:
        if event.list_view.index is not None and 0 <= event.list_view.index < len(self.files):
            p = self.files[event.list_view.index]
            if p != self.current:
                self.open(p)

    @on(ListView.Selected, "#programs-list")
    def _selected(self, event: ListView.Selected) -> None:
        self.action_edit()

    def action_edit(self) -> None:
        self.query_one(KinaEditor).focus()

    def open(self, path: Path, *, compile: bool = True) -> None:
        ed = self.query_one(KinaEditor)
        if self.current is not None:
            self.buffers[self.current] = ed.text
        self.current = path
        if path not in self.buffers:
            try:
                self.buffers[path] = self.saved[path] = read_text(path)
            except KinaPlayError as e:
                self.buffers[path] = ""
                self.fail(f"open {path.name}", e)
                return
        ed.load_text(self.buffers[path])
        self._mark_unsaved()
        if path in self.results:
            self._show(self.results[path])
        elif compile:
            self.action_recompile()

    @property
    def unsaved(self) -> bool:
        return self.current is not None and self.query_one(KinaEditor).text != self.saved.get(self.current)

    def _mark_unsaved(self) -> None:
        if self.current is not None:
            self.query_one(KinaEditor).border_title = f"{self.current.name}{' ●' if self.unsaved else ''}"

    @on(TextArea.Changed, "#programs-editor")
    def _edited(self) -> None:
        self._mark_unsaved()

    def action_save(self) -> None:
        """Write the editor's text to its file (atomically: temp file + rename)."""
        if self.current is None:
            return
        text = self.query_one(KinaEditor).text
        try:
            atomic_write_bytes(self.current, text.encode("utf-8"))
        except OSError as e:
            self.fail(f"save {self.current.name}", e)
            return
        self.buffers[self.current] = self.saved[self.current] = text
        self._mark_unsaved()
        self.status(f"saved {self.current}")

    def action_recompile(self) -> None:
        if self.current is None:
            return
        text = self.query_one(KinaEditor).text
        self.buffers[self.current] = text
        self._generation += 1
        self.status(f"compiling {self.current.name}…")
        self.query_one("#programs-diagnostics", Static).update(Text("compiling…", style="dim"))
        self._compile(self.current, text, self._generation)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """``ctrl+c`` is "stop" only while a run is on (otherwise the editor's
        copy, or the app's hint on how to quit); ``ctrl+g`` only when idle."""
        if action == "stop_run":
            return self.running is not None
        if action == "run":
            return self.running is None
        return super().check_action(action, parameters)

    def action_run(self) -> None:
        if self.current is None:
            return
        ed = self.query_one(KinaEditor)
        self.running = self.current.name
        self._stop.clear()
        self.refresh_bindings()  # the footer shows "Stop run" now
        self.status(f"running {self.running}… (ctrl+c stops it)")
        self.query_one("#programs-diagnostics", Static).update(Text(f"running {self.running}… (ctrl+c stops it)",
                                                                     style="dim"))
        self._run(self.current, ed.text, ed.cursor_location[0] + 1)

    def action_stop_run(self) -> None:
        self._stop.set()  # the worker kills the child within ≈ 50 ms

    def on_unmount(self) -> None:
        self._stop.set()  # the app is closing: a run must not keep its worker (and the exit) waiting

    @work(thread=True, exclusive=True, group="run", exit_on_error=False)
    def _run(self, path: Path, text: str, line: int) -> None:
        try:
            rep = run_program_job(str(path), text, line, cancelled=self._stop.is_set,
                                  on_start=lambda pid: setattr(self, "run_pid", pid))
        except Exception as e:  # the child could not even start: shown, never raised
            rep = {"ok": False, "fn": "", "error": describe_error(e), "results": [], "us": 0.0}
        self.post_message(self.Ran(path.name, rep))

    def on_programs_panel_ran(self, event: Ran) -> None:
        self.running = None
        self.refresh_bindings()
        diag = self.query_one("#programs-diagnostics", Static)
        rep = event.report
        if rep is None:
            diag.set_class(True, "-error")
            diag.update(Text.assemble(("■ ", "bold yellow"), f"{event.name}: ", ("interrupted", "bold"),
                                      " (ctrl+c): the run was stopped"))
            self.status(f"interrupted: stopped the run of {event.name}", error=True)
            return
        if not rep["ok"]:
            diag.set_class(True, "-error")
            first = rep["error"].splitlines()[0] if rep["error"] else "error"
            diag.update(Text.assemble(("✗ ", "bold red"), f"run {rep['fn'] or event.name}: ", first))
            self.status(first, error=True)
            return
        diag.set_class(False, "-error")
        shown = " · ".join(f"{ty} {vals}{' …' if n > len(vals) else ''}" for ty, vals, n in rep["results"])
        diag.update(Text.assemble(("▶ ", "bold green"), (f"{rep['fn']}", "bold"), " on zeros → ", shown))
        self.status(f"ran {rep['fn']} on zero inputs in {fmt_ms(rep['us'] / 1e3, self.masked)}")

    # ------------------------------------------------------------------ worker

    @work(thread=True, exclusive=True, group="compile", exit_on_error=False)
    def _compile(self, path: Path, text: str, generation: int) -> None:
        res = CompileResult(str(path), generation, ok=False)

        def on_progress(line: str) -> None:
            self.post_message(self.CompileStep(str(path), generation, line))

        try:
            rep = run_compile_job(str(path), text, cancelled=lambda: get_current_worker().is_cancelled,
                                  on_progress=on_progress)
        except Exception as e:  # the child could not even start: shown, never raised
            res.error = describe_error(e)
        else:
            if rep is None:
                return  # cancelled by a newer compile
            res.ok = bool(rep["ok"])
            res.diagnostics = [tuple(d) for d in rep["diagnostics"]]
            res.error = rep["error"]
            res.stages = {k: (float(v[0]), str(v[1])) for k, v in rep["stages"].items()}
            res.symbols, res.generics = list(rep["symbols"]), list(rep["generics"])
            res.so, res.build_ms, res.cache_hit = rep["so"], float(rep["build_ms"]), rep["cache_hit"]
        self.post_message(self.Compiled(res))

    def on_programs_panel_compile_step(self, event: CompileStep) -> None:
        if event.generation == self._generation and self.current is not None and event.path == str(self.current):
            self.status(f"{self.current.name}: {event.line}")

    def on_programs_panel_compiled(self, event: Compiled) -> None:
        res = event.result
        p = Path(res.path)
        if res.generation != self._generation and p == self.current:
            return  # a newer compile of this file is on its way
        self.results[p] = res
        if p == self.current:
            self._show(res)

    # ------------------------------------------------------------------ render

    def _show(self, res: CompileResult) -> None:
        masked = self.masked
        ed = self.query_one(KinaEditor)
        ed.set_errors([(l - 1, c - 1, el - 1, ec - 1) for l, c, el, ec, _ in res.diagnostics])
        diag = self.query_one("#programs-diagnostics", Static)
        name = Path(res.path).name
        if res.ok:
            diag.set_class(False, "-error")
            diag.update(Text.assemble(("✓ ", "bold green"), f"{name} compiles · ",
                                      (f"{len(res.symbols)} exported functions", "bold")))
            times = " · ".join(f"{t} {fmt_ms(res.stages[n][0], masked)}" for n, t in STAGE_TITLES if n in res.stages)
            hit = "" if masked or res.cache_hit is None else (" (cache hit)" if res.cache_hit else " (built)")
            self.status(f"{times} · .so {fmt_ms(res.build_ms, masked)}{hit}")
        else:
            diag.set_class(True, "-error")
            if res.diagnostics:
                l, c, _, _, msg = res.diagnostics[0]
                more = f"  (+{len(res.diagnostics) - 1} more)" if len(res.diagnostics) > 1 else ""
                diag.update(Text.assemble(("✗ ", "bold red"), (f"{name}:{l}:{c}: ", "bold"), msg, more))
                try:
                    ed.cursor_location = (l - 1, c - 1)
                except Exception:
                    pass
            else:
                diag.update(Text.assemble(("✗ ", "bold red"), res.error.splitlines()[0] if res.error else "error"))
            self.status(res.error.splitlines()[0] if res.error else "compile failed", error=True)
        stages = self.query_one("#programs-stages", TabbedContent)
        for n, title in STAGE_TITLES:
            view = self.query_one(f"#stage-text-{n}", MlirView)
            if n in res.stages:
                ms, txt = res.stages[n]
                view.load_text(txt)
                stages.get_tab(f"stage-{n}").label = f"{title} {fmt_ms(ms, masked)}"
            else:
                view.load_text(res.error if not res.ok else "")
                stages.get_tab(f"stage-{n}").label = title
        sym = self.query_one("#stage-text-symbols", Static)
        if res.ok:
            t = Text()
            if not masked:
                t.append(f"{res.so}\n", style="dim")
            for s in res.symbols:
                t.append(s + "\n")
            if res.generics:
                t.append(f"generic (an instance per requested shape): {', '.join(res.generics)}\n", style="dim")
            sym.update(t)
        else:
            sym.update(Text(res.error, style="red"))


def run_compile_job(path: str, text: str, *, cancelled: Callable[[], bool] = lambda: False,
                    timeout: float = 600.0, argv: Sequence[str] | None = None,
                    on_progress: Callable[[str], None] | None = None) -> dict[str, Any] | None:
    """Run :mod:`kina_play.app.compile_job` in a child process; its report, or
    ``None`` if cancelled.  A crash of the child is reported as a failed compile.
    ``on_progress`` gets each unit build step (``compiling loss_grad · 3/6``)
    as the child reports it, from a reader thread."""
    rep = run_child(list(argv) if argv else [sys.executable, "-m", "kina_play.app.compile_job"],
                    {"path": path, "text": text}, cancelled=cancelled, timeout=timeout, what=f"compiling {path}",
                    on_progress=on_progress)
    if not isinstance(rep, ChildCrash):
        return rep
    return {
        "path": path, "ok": False, "diagnostics": [], "stages": {}, "symbols": [], "generics": [],
        "so": "", "build_ms": 0.0, "cache_hit": None,
        "error": f"the compiler crashed ({rep.how}) — a compiler bug, not an error in your program:\n{rep.tail}",
    }


def run_program_job(path: str, text: str, line: int, *, cancelled: Callable[[], bool],
                    on_start: Callable[[int], None] = lambda pid: None) -> dict[str, Any] | None:
    """Run :mod:`kina_play.app.run_job` in a child process (no time limit:
    the user stops it); its report, or ``None`` if cancelled."""
    rep = run_child([sys.executable, "-m", "kina_play.app.run_job"], {"path": path, "text": text, "line": line},
                    cancelled=cancelled, timeout=None, what=f"running {path}", on_start=on_start)
    if not isinstance(rep, ChildCrash):
        return rep
    return {"path": path, "ok": False, "fn": "", "results": [], "us": 0.0,
            "error": f"the call crashed ({rep.how}); the app is unharmed:\n{rep.tail}"}


@dataclass
class ChildCrash:
    """A child that ended without its report."""

    how: str  # "signal 11", "exit status 1"
    tail: str  # the last lines of its stderr


def run_child(argv: Sequence[str], request: dict[str, Any], *, cancelled: Callable[[], bool],
              timeout: float | None, what: str,
              on_start: Callable[[int], None] = lambda pid: None,
              on_progress: Callable[[str], None] | None = None) -> dict[str, Any] | ChildCrash | None:
    """Start ``argv`` with ``request`` as JSON on stdin; its JSON report (after
    :data:`MARKER` on stdout), a :class:`ChildCrash`, or ``None`` when
    ``cancelled()`` became true (the child is killed within ≈ 50 ms).  Lines
    the child writes to stderr after :data:`PROGRESS` go to ``on_progress``.

    A fresh interpreter (spawn semantics), never ``fork``: the app has threads.
    """
    # The request goes in through a temporary file, not a pipe: communicate()
    # with a timeout sends piped input only on its first call (a retry with
    # input=None never registers stdin again), so a source over the 64 KiB
    # pipe buffer would stall the child forever.
    with tempfile.TemporaryFile() as req:
        req.write(json.dumps(request).encode("utf-8"))
        req.seek(0)
        proc = subprocess.Popen(list(argv), stdin=req, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    on_start(proc.pid)
    # One reader thread per pipe: stderr streams the build steps while the
    # child runs, and neither pipe may fill up and stall it.
    chunks: dict[str, list[str]] = {"out": [], "err": []}

    def read_out() -> None:
        assert proc.stdout is not None
        chunks["out"].append(proc.stdout.read())

    def read_err() -> None:
        assert proc.stderr is not None
        for line in proc.stderr:
            if line.startswith(PROGRESS):
                if on_progress is not None:
                    on_progress(line[len(PROGRESS):].rstrip("\n"))
            else:
                chunks["err"].append(line)

    readers = [threading.Thread(target=f, daemon=True) for f in (read_out, read_err)]
    for r in readers:
        r.start()
    t0 = time.monotonic()
    while True:
        try:
            proc.wait(timeout=0.05)
            break
        except subprocess.TimeoutExpired:
            if cancelled() or (timeout is not None and time.monotonic() - t0 > timeout):
                proc.kill()
                proc.wait()
                for r in readers:
                    r.join(timeout=1.0)  # a grandchild still holding a pipe must not hang us
                if cancelled():
                    return None
                raise TimeoutError(f"{what} took longer than {timeout:.0f} s") from None
    for r in readers:
        r.join()
    out, err = "".join(chunks["out"]), "".join(chunks["err"])
    if MARKER in out:
        report: dict[str, Any] = json.loads(out.rsplit(MARKER, 1)[1])
        return report
    code = proc.returncode
    return ChildCrash(f"signal {-code}" if code < 0 else f"exit status {code}",
                      "\n".join(err.strip().splitlines()[-6:]) or "(no output)")
