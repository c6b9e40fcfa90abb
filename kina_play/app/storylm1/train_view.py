"""A short StoryLM-1 training run through the compiled gradient (``loss_shard_grad``), its
train and validation loss drawn against the task's entropy rate H*."""

from __future__ import annotations

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widget import Widget
from textual.widgets import ProgressBar, Static
from textual.worker import get_current_worker

from ...storylm1 import grammar
from ...storylm1.data_parallel import ShardedLossGrad
from ...storylm1.recipe import Recipe
from ...storylm1.train import StepRecord, train
from .base import Lm1View

SHORT = Recipe(steps=60, warmup=10, train_stories=960, valid_stories=128)
"""The panel's run: the shipped recipe's settings, fewer steps and stories
(the full recipe is ``kina-play train --model storylm1``)."""


class Cancelled(Exception):
    pass


class HStarChart(Widget):
    """Train loss (·), validation loss (●) and H* (─) on one linear axis."""

    DEFAULT_CSS = "HStarChart { height: 1fr; min-height: 6; }"

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.records: list[StepRecord] = []
        self.total = 1
        self.h_star = 0.0

    def show(self, records: list[StepRecord], total: int, h_star: float) -> None:
        self.records, self.total, self.h_star = list(records), total, h_star
        self.refresh()

    def render(self) -> Text:
        if not self.records:
            return Text("t trains StoryLM-1 briefly; the loss falls toward the H* line", style="dim")
        rows, label_w = max(3, self.size.height - 1), 8
        cols = max(1, self.size.width - label_w)
        values = [r.train_loss for r in self.records] + [r.valid_loss for r in self.records if r.valid_loss]
        hi, lo = max(values + [self.h_star]), min(values + [self.h_star])
        span = max(hi - lo, 1e-9)

        def row_of(x: float) -> int:
            return min(rows - 1, max(0, round((hi - x) / span * (rows - 1))))

        grid = [[" "] * cols for _ in range(rows)]
        styles = [[""] * cols for _ in range(rows)]
        h_row = row_of(self.h_star)
        for c in range(cols):
            grid[h_row][c], styles[h_row][c] = "─", "yellow"
        for r in self.records:
            c = min(cols - 1, r.step * cols // max(self.total, 1))
            grid[row_of(r.train_loss)][c], styles[row_of(r.train_loss)][c] = "·", "cyan"
            if r.valid_loss is not None:
                grid[row_of(r.valid_loss)][c], styles[row_of(r.valid_loss)][c] = "●", "bold green"
        out = Text()
        for i in range(rows):
            label = f"{hi:.2f}" if i == 0 else ("H*" if i == h_row else (f"{lo:.2f}" if i == rows - 1 else ""))
            out.append(label.rjust(label_w - 2) + " │", style="dim")
            for ch, st in zip(grid[i], styles[i]):
                out.append(ch, style=st)
            out.append("\n")
        out.append(" " * (label_w - 1) + f"└ step 1…{self.total} · · train  ● validation  ─ H* {self.h_star:.4f}",
                   style="dim")
        return out


class Lm1TrainView(Lm1View):
    BINDINGS = [Binding("t", "train", "Train (short run)"), Binding("x", "cancel", "Cancel")]

    def __init__(self, *, id: str | None = None, recipe: Recipe = SHORT, eval_every: int = 10) -> None:
        super().__init__(id=id)
        self.recipe, self.eval_every = recipe, eval_every
        self.h_star = grammar.default_grammar().entropy_rate
        self.records: list[StepRecord] = []
        self.running = False

    def compose(self) -> ComposeResult:
        yield ProgressBar(total=self.recipe.steps, show_eta=False, id="lm1-train-progress")
        yield HStarChart(id="lm1-train-chart")
        yield Static(f"t trains {self.recipe.steps} steps of {self.recipe.batch} stories · H* = "
                     f"{self.h_star:.4f} nats/token", classes="lm1-status")

    def action_train(self) -> None:
        if self.running:
            return
        self.running = True
        self.records = []
        self.status("building storylm1.kina / training…")
        self._run()

    def action_cancel(self) -> None:
        self.workers.cancel_group(self, "lm1-train")

    @work(thread=True, group="lm1-train", exclusive=True, exit_on_error=False)
    def _run(self) -> None:
        worker = get_current_worker()

        def progress(rec: StepRecord) -> None:
            if worker.is_cancelled:
                raise Cancelled()
            self.app.call_from_thread(self._progress, rec)

        try:
            model, _ = self.kapp.storylm1.get()
            with ShardedLossGrad(model, batch=self.recipe.batch) as grad_fn:
                result = train(self.recipe, grad_fn, eval_every=self.eval_every, eval_chunks=2,
                               progress=progress)
        except Cancelled:
            self.app.call_from_thread(self._done, "cancelled")
            return
        except Exception as e:
            self.app.call_from_thread(self._done, "")
            self.failed("StoryLM-1 train", e)
            return
        self.app.call_from_thread(
            self._done, f"done: train {result.final_train:.4f} · validation {result.final_valid:.4f} = "
                        f"{result.final_valid / self.h_star:.2f} × H* ({self.h_star:.4f})")

    def _progress(self, rec: StepRecord) -> None:
        self.records.append(rec)
        self.query_one("#lm1-train-progress", ProgressBar).update(progress=rec.step + 1)
        self.query_one("#lm1-train-chart", HStarChart).show(self.records, self.recipe.steps, self.h_star)
        self.status(f"step {rec.step + 1}/{self.recipe.steps} · train {rec.train_loss:.4f}"
                    + (f" · validation {rec.valid_loss:.4f}" if rec.valid_loss is not None else ""))

    def _done(self, note: str) -> None:
        self.running = False
        if note:
            self.status(note)
