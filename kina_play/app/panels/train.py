"""Train: the v1 training recipe (40 epochs of SGD, lr 0.1), live.

``t`` starts, pauses and resumes; the worker runs :func:`storylm0.train.train`
from v0 with the chosen engine (compiled ``nll_grad`` or the NumPy
reference), posting epoch records at most ``PROGRESS_HZ`` (8) times a second.  ``pace`` slows
the run down so a person can watch it (the recipe takes well under a second
at full speed).  At the end: the 12-id check, and ``v`` saves the weights
atomically and makes them the ``trained`` checkpoint of Decode and Rollout.
"""

from __future__ import annotations

import math
import threading
from pathlib import Path

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.widgets import DataTable, Input, Label, ProgressBar, Select, Static
from textual.worker import get_current_worker

from ...storylm0 import rollout, spec
from ...storylm0.train import EpochRecord, TrainResult, train
from ...storylm0.export import destination_problem, write_checkpoint_dir
from ...storylm0.weights import Weights, patterned_v0, recipe
from ..format import fmt_ms, words
from ..state import ENGINES, PROGRESS_HZ, Throttle, make_engine
from ..widgets import GrowingTable, LossCurve, NormBars
from ..storylm1 import Lm1TrainView
from .base import Panel


class TrainPanel(Panel):
    TAB_TITLE = "3 Train"
    HELP = (
        "**Train** — the v1 training recipe from v0: `t` start / pause / resume, `x` cancel, `v` save the "
        "result atomically as a checkpoint that Decode and Rollout then use. Epochs, lr, engine "
        "(compiled `nll_grad` or NumPy) and pace (ms per epoch, to watch) are editable."
    )

    BINDINGS = [
        Binding("t", "start_pause", "Start/pause"),
        Binding("x", "cancel", "Cancel"),
        Binding("v", "save", "Save ckpt"),
    ]

    class Progress(Message):
        def __init__(self, records: list[EpochRecord]) -> None:
            super().__init__()
            self.records = records

    class Finished(Message):
        def __init__(self, result: TrainResult, ids: list[int] | None, engine: str) -> None:
            super().__init__()
            self.result, self.ids, self.engine = result, ids, engine

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.running = False
        self.paused = False
        self.records: list[EpochRecord] = []
        self.result: TrainResult | None = None
        self.result_engine = ""
        self.check_ids: list[int] | None = None
        self.saved_to: Path | None = None
        self.epochs = spec.EPOCHS
        self._gate = threading.Event()  # set = may run
        self._gate.set()
        self._cancel = threading.Event()
        self.parked = threading.Event()  # set while the worker waits out a pause (nothing can change)
        self.records_posted = 0  # records the worker has posted; ``len(records)`` catches up on the UI thread

    def compose(self) -> ComposeResult:
        kapp = self.kapp
        pace = kapp.train_pace_ms if kapp.train_pace_ms is not None else (0 if kapp.deterministic else 50)
        with Horizontal(classes="controls"):
            yield Label("epochs ")
            yield Input(str(spec.EPOCHS), compact=True, type="integer", id="train-epochs")
            yield Label("  lr ")
            yield Input(f"{spec.LR:g}", compact=True, type="number", id="train-lr")
            yield Label("  engine ")
            yield Select([(e, e) for e in ENGINES], value=kapp.engine_kind, allow_blank=False, compact=True,
                         id="train-engine")
            yield Label("  pace ms ")
            yield Input(str(pace), compact=True, type="integer", id="train-pace")
        with Horizontal(id="train-progress-row"):
            yield ProgressBar(total=spec.EPOCHS, show_eta=False, show_percentage=False, id="train-progress")
            yield Label("", id="train-state")
        with Horizontal(id="train-body"):
            yield LossCurve(id="train-curve")
            with Vertical(id="train-right"):
                yield NormBars(id="train-norms")
                yield GrowingTable(id="train-table", cursor_type="row", zebra_stripes=True)
        yield Static(id="train-result")
        with Horizontal(id="train-save-row"):
            yield Label("save to ", id="train-save-label")
            yield Input(str(kapp.save_dir), compact=True, id="train-save")
            yield Label("", id="train-save-hint")
        yield Static("", classes="panel-status")
        yield Lm1TrainView(id="train-lm1")

    def on_mount(self) -> None:
        self.query_one("#train-curve").border_title = "loss · sum-NLL over the 3 windows"
        self.query_one("#train-norms").border_title = "‖∂loss/∂w‖"
        t = self.query_one("#train-table", DataTable)
        t.add_columns("epoch", "loss", "win 0", "win 1", "win 2")
        for i in self.query(Input):
            i.cursor_blink = not self.masked
        self._render_state()

    # ------------------------------------------------------------------ actions

    def action_start_pause(self) -> None:
        if not self.running:
            self._start()
        elif self.paused:
            self.paused = False
            self._gate.set()
            self._render_state()
        else:
            self.paused = True
            self._gate.clear()
            self._render_state()

    def action_cancel(self) -> None:
        if self.running:
            self._cancel.set()
            self._gate.set()

    def _read_settings(self) -> tuple[int, float, str, float]:
        epochs = int(self.query_one("#train-epochs", Input).value)
        if not 1 <= epochs <= spec.MAX_EPOCHS:
            raise ValueError(f"epochs must be between 1 and {spec.MAX_EPOCHS}, got {epochs}")
        lr = float(self.query_one("#train-lr", Input).value)
        if not (lr > 0 and math.isfinite(lr)):
            raise ValueError(f"lr must be a finite positive number, got {lr}")
        eng = self.query_one("#train-engine", Select).value
        pace = int(self.query_one("#train-pace", Input).value or 0)
        if not 0 <= pace <= 60_000:  # a minute an epoch is already a still picture; more overflowed the wait
            raise ValueError(f"pace must be between 0 and 60000 ms, got {pace}")
        return epochs, lr, str(eng), pace / 1e3

    def _start(self) -> None:
        try:
            epochs, lr, eng, pace = self._read_settings()
        except ValueError as e:
            self.fail("train settings", e)
            return
        self.records, self.result, self.check_ids, self.saved_to = [], None, None, None
        self.records_posted = 0
        self.epochs = epochs
        self.running, self.paused = True, False
        self._gate.set()
        self._cancel.clear()
        self.query_one("#train-table", DataTable).clear()
        self.query_one("#train-progress", ProgressBar).update(total=epochs, progress=0)
        self.status("")
        self._render_state()
        self.focus()
        self._train(epochs, lr, eng, pace)

    # ------------------------------------------------------------------ worker

    @work(thread=True, exclusive=True, group="train", exit_on_error=False)
    def _train(self, epochs: int, lr: float, engine_kind: str, pace: float) -> None:
        worker = get_current_worker()
        throttle = Throttle(PROGRESS_HZ)
        pending: list[EpochRecord] = []

        def flush() -> None:
            if pending:
                self.records_posted += len(pending)
                self.post_message(self.Progress(list(pending)))
                pending.clear()

        def on_epoch(rec: EpochRecord) -> None:
            pending.append(rec)
            if throttle.due():
                flush()
            if pace:
                self._cancel.wait(pace)

        def should_stop() -> bool:
            if not self._gate.is_set():
                flush()  # a paused screen shows every epoch finished so far
                self.parked.set()
            try:
                while not self._gate.wait(0.05):
                    if worker.is_cancelled or self._cancel.is_set():
                        return True
            finally:
                self.parked.clear()
            return worker.is_cancelled or self._cancel.is_set()

        try:
            engine = make_engine(engine_kind)
            w0 = patterned_v0()
            result = train(w0, engine.nll_grad, epochs=epochs, lr=lr, on_epoch=on_epoch, should_stop=should_stop)
            flush()
            ids = None
            if not result.cancelled:
                # the trained-v1 lock: 8 greedy ids after "once upon a time" = the first 12 of the cycle
                ids = rollout.reforward(engine, result.weights, spec.PROMPT, len(spec.LOCKED_12) - len(spec.PROMPT)).ids
            self.post_message(self.Finished(result, ids, engine.name))
        except Exception as e:
            flush()
            self.post_failure("training", e)
            self.post_message(self.Finished(TrainResult(weights=patterned_v0(), cancelled=True), None, engine_kind))

    def on_train_panel_progress(self, event: Progress) -> None:
        table = self.query_one("#train-table", DataTable)
        for r in event.records:
            self.records.append(r)
            table.add_row(
                str(r.epoch + 1), f"{r.loss:.4f}", *(f"{x:.3f}" for x in r.window_losses),
            )
        table.move_cursor(row=len(self.records) - 1, animate=False)
        self._render_state()

    def on_train_panel_finished(self, event: Finished) -> None:
        self.running, self.paused = False, False
        res = event.result
        if res.records or not res.cancelled:
            self.result = res
            self.result_engine = event.engine
        self.check_ids = event.ids
        if self.records:
            # progress arrives in time-sliced batches, and a batch's scroll can be
            # clamped to the table's height before its rows were laid out; end at
            # the bottom once the last rows are laid out, whatever the batching
            table = self.query_one("#train-table", DataTable)
            table.call_after_refresh(table.scroll_end, animate=False)
        self._render_state()

    # ------------------------------------------------------------------ save

    def action_save(self) -> None:
        if self.running:
            self.fail("save", "training is still running: wait for the end (or x to cancel)")
            return
        if self.result is None or self.result.cancelled or not self.result.records:
            self.fail("save", "nothing to save: train to the end first (t)")
            return
        out = Path(self.query_one("#train-save", Input).value.strip() or str(self.kapp.save_dir)).expanduser()
        problem = destination_problem(out, force=True)  # replace a checkpoint, never a folder of other files
        if problem:
            self.fail("save", problem)
            return
        try:
            fields = recipe(epochs=self.result.epochs, lr=self.result.lr)
            write_checkpoint_dir(out, self.result.weights, {"trained_with": f"kina-play app, {self.result_engine} engine"},
                                 recipe_fields=fields)
            weights: Weights = self.result.weights
            name = self.kapp.checkpoints.add("trained", out, weights)
        except Exception as e:
            self.fail("save", e)
            return
        self.saved_to = out
        self.kapp.broadcast_checkpoints(name)
        self.kapp.notify(f"saved to {out}; Decode and Rollout now use '{name}'", title="checkpoint")
        self._render_state()

    # ------------------------------------------------------------------ render

    def _render_state(self) -> None:
        n = len(self.records)
        bar = self.query_one("#train-progress", ProgressBar)
        bar.update(total=self.epochs, progress=n)
        state = "paused" if self.paused else ("training" if self.running else ("done" if self.result else "ready"))
        last = self.records[-1] if self.records else None
        label = f" {state} · epoch {n}/{self.epochs}"
        if last is not None:
            label += f" · loss {last.loss:.4f} · {fmt_ms(last.elapsed_s * 1e3, self.masked)}/epoch"
        # Only what changed, and without a layout pass where the size cannot change: while a run
        # posts progress, a layout pass of the whole screen per update (tens of ms at 120×40) kept
        # keys waiting for hundreds of milliseconds.
        self.query_one("#train-state", Label).update(label, layout=False)  # one line of a fixed row
        self.query_one("#train-curve", LossCurve).show([r.loss for r in self.records], self.epochs)
        norms = self.query_one("#train-norms", NormBars)
        norms.show(last.grad_norms if last else {})
        norms.border_title = f"‖∂loss/∂w‖ · epoch {n}" if last else "‖∂loss/∂w‖"
        _update_if_changed(self.query_one("#train-result", Static), self._result_text())
        _update_if_changed(self.query_one("#train-save-hint", Label), self._save_hint())

    def _result_text(self) -> Text:
        if self.running:
            return Text.assemble(("t", "bold reverse"), (" pauses · ", "dim"), ("x", "bold reverse"), (" cancels", "dim"))
        res = self.result
        if res is None:
            return Text.assemble("press ", ("t", "bold reverse"), " to train from v0 (40 epochs, lr 0.1, "
                                 "windows 0,1,2 of 'once upon a time the end' ×7)")
        if res.cancelled:
            return Text("cancelled — nothing saved; t starts over", style="yellow")
        t = Text.assemble(("final loss ", "dim"), (f"{res.final_loss:.4f}", "bold"), ("  12-id check ", "dim"))
        if self.check_ids is not None:
            ok = tuple(self.check_ids) == spec.LOCKED_12
            t.append(("✓ " if ok else "✗ ") + words(self.check_ids), style="bold green" if ok else "bold red")
        return t

    def _save_hint(self) -> Text:
        if self.saved_to is not None:
            return Text(f" ✓ saved · 'trained' in Decode and Rollout", style="green")
        if self.result is not None and not self.result.cancelled and not self.running:
            return Text.assemble(" ", ("v", "bold reverse"), (" saves (atomically) for Decode and Rollout", "dim"))
        return Text("")

    @on(Input.Submitted)
    def _submitted(self, event: Input.Submitted) -> None:
        self.focus()


def _update_if_changed(widget: Static, content: Text) -> None:
    """``widget.update(content)`` unless it already shows that: an update
    costs a layout pass of the screen even when nothing moved."""
    if widget.content != content:
        widget.update(content)
