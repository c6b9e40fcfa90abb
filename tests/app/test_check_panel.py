"""Check panel: runs a suite in a worker and fills the table as results arrive."""

from __future__ import annotations

from textual.widgets import DataTable, Static

from kina_play.app.panels import CheckPanel

from .helpers import FakeSuite, async_test, settle


class ExplodingSuite:
    def checks(self):  # type: ignore[no-untyped-def]
        raise RuntimeError("cannot even list the checks")


@async_test
async def test_five_runs_the_checks_and_r_runs_them_again(make_app) -> None:
    app = make_app(check_suite_factory=FakeSuite)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("5")
        await settle(pilot)
        panel = app.query_one(CheckPanel)
        assert [r.ok for r in panel.results] == [True, False, None]
        table = app.query_one("#check-table", DataTable)
        assert table.row_count == 3
        summary = str(app.query_one("#check-summary", Static).render())
        assert "1 passed, 1 failed, 1 skipped" in summary
        # the cursor goes to the first failure and its full detail is shown
        assert "expected 1, got 2" in str(app.query_one("#check-detail", Static).render())
        await pilot.press("r")
        await settle(pilot)
        assert len(panel.results) == 3 and table.row_count == 3


@async_test
async def test_a_broken_suite_is_a_message(make_app) -> None:
    app = make_app(check_suite_factory=ExplodingSuite, initial_tab="check")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert any("cannot even list" in m for s, _, m in app.notices if s == "error")
        assert not app.query_one(CheckPanel).running
