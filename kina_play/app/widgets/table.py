"""A data table that grows while it is watched (training epochs, checks)."""

from __future__ import annotations

from textual.widgets import DataTable


class GrowingTable(DataTable):
    """A :class:`DataTable` whose scrollbar thumb always matches its scroll offset.

    Textual moves the thumb only when the offset changes while the scrollbar
    is shown.  A table that gains rows and scrolls to its last one in the same
    refresh can scroll before its scrollbar appears; the thumb then stayed at
    the top while the rows showed the end, until the next scroll.  This puts
    the thumb where the rows are when the scrollbar appears."""

    def watch_show_vertical_scrollbar(self, shown: bool) -> None:
        if shown:
            self.vertical_scrollbar.position = self.scroll_y
