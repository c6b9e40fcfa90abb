"""Check: the checks of ``kina-play --check``, run in a worker, filling a table live."""

from __future__ import annotations

from typing import Callable

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.message import Message
from textual.widgets import DataTable, Static
from textual.worker import get_current_worker

from ...storylm0.checks import CheckResult, Suite, run_checks, summary
from ..format import fmt_ms, mask_text
from ..widgets import GrowingTable
from .base import Panel


class CheckPanel(Panel):
    TAB_TITLE = "5 Check"
    HELP = (
        "**Check** — every lock and validation of the StoryLM-0 spec, exactly what `kina-play --check` runs; "
        "they start the first time the tab opens, `r` runs them again."
    )

    BINDINGS = [Binding("r", "run", "Run checks")]

    class Planned(Message):
        def __init__(self, run: int, names: list[str]) -> None:
            super().__init__()
            self.run, self.names = run, names

    class Result(Message):
        def __init__(self, run: int, index: int, result: CheckResult) -> None:
            super().__init__()
            self.run, self.index, self.result = run, index, result

    class Finished(Message):
        def __init__(self, run: int) -> None:
            super().__init__()
            self.run = run

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.results: list[CheckResult] = []
        self.names: list[str] = []
        self.running = False
        self._run = 0

    def compose(self) -> ComposeResult:
        yield Static(id="check-summary")
        yield GrowingTable(id="check-table", cursor_type="row", zebra_stripes=True)
        yield Static(id="check-detail")
        yield Static("", classes="panel-status")

    def on_mount(self) -> None:
        t = self.query_one("#check-table", DataTable)
        t.add_column("", key="ok", width=2)
        t.add_column("check", key="name")
        t.add_column("time", key="ms", width=7)
        t.add_column("detail", key="detail")
        self._render_summary()

    def first_shown(self) -> None:
        from ..walkthrough import Walkthrough

        # opening the tab runs the checks — but not when the tour merely passes by
        if not self.results and not self.running and not self.app.query(Walkthrough):
            self.action_run()

    def action_run(self) -> None:
        if self.running:
            self.status("the checks are already running")
            return
        self._run += 1
        self.running = True
        self.results = []
        self.names = []
        self.query_one("#check-table", DataTable).clear()
        self._render_summary()
        self._checks(self._run)

    @work(thread=True, exclusive=True, group="check", exit_on_error=False)
    def _checks(self, run: int) -> None:
        worker = get_current_worker()
        try:
            factory: Callable[[], Suite] = self.kapp.check_suite_factory or Suite
            suite = factory()
            names = [name for name, _ in suite.checks()]
            self.post_message(self.Planned(run, names))
            for i, res in enumerate(run_checks(suite)):
                self.post_message(self.Result(run, i, res))
                if worker.is_cancelled:
                    break
        except Exception as e:
            self.post_failure("checks", e)
        self.post_message(self.Finished(run))

    def on_check_panel_planned(self, event: Planned) -> None:
        if event.run != self._run:
            return
        self.names = event.names
        t = self.query_one("#check-table", DataTable)
        for i, name in enumerate(event.names):
            t.add_row(Text("…", style="dim"), name, "", Text("waiting", style="dim"), key=str(i))
        self._render_summary()

    def on_check_panel_result(self, event: Result) -> None:
        if event.run != self._run:
            return
        r = event.result
        self.results.append(r)
        t = self.query_one("#check-table", DataTable)
        mark = Text("✓", style="bold green") if r.ok else (Text("–", style="yellow") if r.ok is None else Text("✗", style="bold red"))
        detail = mask_text(r.detail) if self.masked else r.detail
        style = "red" if r.ok is False else ("yellow" if r.ok is None else "")
        key = str(event.index)
        if key in t.rows:
            t.update_cell(key, "ok", mark)
            t.update_cell(key, "ms", fmt_ms(r.ms, self.masked))
            t.update_cell(key, "detail", Text(detail, style=style), update_width=True)
            t.move_cursor(row=event.index, animate=False)
        else:
            t.add_row(mark, r.name, fmt_ms(r.ms, self.masked), Text(detail, style=style), key=key)
        self._render_summary()

    @on(DataTable.RowHighlighted, "#check-table")
    def _row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        self._show_detail(event.cursor_row)

    def _show_detail(self, row: int) -> None:
        detail = self.query_one("#check-detail", Static)
        if 0 <= row < len(self.results):
            r = self.results[row]
            text = mask_text(r.line()) if self.masked else r.line()
            detail.update(Text(text, style="red" if r.ok is False else ""))
        elif 0 <= row < len(self.names):
            detail.update(Text(f"{self.names[row]}: waiting", style="dim"))
        else:
            detail.update("")

    def on_check_panel_finished(self, event: Finished) -> None:
        if event.run != self._run:
            return
        self.running = False
        self._render_summary()
        t = self.query_one("#check-table", DataTable)
        first_bad = next((i for i, r in enumerate(self.results) if r.ok is False), None)
        t.move_cursor(row=first_bad if first_bad is not None else 0, animate=False)
        self._show_detail(t.cursor_row)

    def _render_summary(self) -> None:
        s = self.query_one("#check-summary", Static)
        if self.running:
            s.update(Text.assemble(("running ", "bold"), f"{len(self.results)}/{len(self.names) or '?'} · ",
                                   (summary(self.results), "dim")))
        elif self.results:
            failed = any(r.ok is False for r in self.results)
            s.update(Text.assemble(("✗ " if failed else "✓ ", "bold red" if failed else "bold green"),
                                   (summary(self.results), "bold"), ("  (r runs them again)", "dim")))
        else:
            s.update(Text.assemble("the checks of kina-play --check · ", ("r", "bold reverse"), " runs them"))
