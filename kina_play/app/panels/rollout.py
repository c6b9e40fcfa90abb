"""Rollout: the 32-token re-forward loop and the train → decode lock.

``g`` greedy and ``m`` sampled (seed 42, T 0.8) run the re-forward rollout
through the compiled ``forward``; ``k`` also runs the KV-cache rollout
(``prefill<P>`` + ``decode<S>``) and shows both side by side.  Every run is
compared with the NumPy reference engine on the same sampler stream, and the
causal non-leak check runs on the result.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.message import Message
from textual.widgets import Input, Label, Select, Static

from ...storylm0 import rollout, spec
from ...storylm0.engine import ReferenceEngine
from ...storylm0.records import StepRecord, max_abs_diff
from ...storylm0.sampling import GumbelSampler
from ..format import fmt_delta, fmt_us, parse_prompt, tick, words
from ..messages import CheckpointsChanged
from ..state import PROGRESS_HZ, Throttle, make_engine
from ..widgets import ProbHeatmap, TokenStrip
from ..storylm1 import Lm1RolloutView
from .base import Panel


@dataclass
class RolloutOutcome:
    checkpoint: str
    prompt: list[int]
    sampled: bool
    ids: list[int]
    records: list[StepRecord]
    engine: str
    reference_ids: list[int]
    non_leak: tuple[bool, str]
    kv: rollout.RolloutResult | None = None
    kv_max_dp: float = 0.0
    extra: dict[str, str] = field(default_factory=dict)

    @property
    def locked_config(self) -> bool:
        return self.checkpoint == "v1" and not self.sampled and tuple(self.prompt) == spec.PROMPT


class RolloutPanel(Panel):
    TAB_TITLE = "4 Rollout"
    HELP = (
        "**Rollout** — 32 ids after the prompt: `g` greedy, `m` sampled (seed 42, T 0.8), "
        "`k` KV cache vs re-forward side by side. Shows the 36 ids, the text, the lock against the "
        "locked cycle, the probability of every class at every step, and the causal non-leak check."
    )

    BINDINGS = [
        Binding("g", "greedy", "Greedy"),
        Binding("m", "sampled", "Sampled"),
        Binding("k", "compare", "KV vs re-forward"),
    ]

    class Step(Message):
        def __init__(self, run: int, records: list[StepRecord]) -> None:
            super().__init__()
            self.run, self.records = run, records

    class Done(Message):
        def __init__(self, run: int, outcome: RolloutOutcome | None) -> None:
            super().__init__()
            self.run, self.outcome = run, outcome

    class Compiling(Message):
        """A build step of an instance this run needs (``compiling decode<S=17> · 3/31``)."""

        def __init__(self, run: int, line: str, finished: bool) -> None:
            super().__init__()
            self.run, self.line, self.finished = run, line, finished

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.checkpoint = "v1"
        self.prompt: list[int] = list(spec.PROMPT)
        self.sampled = False
        self.outcome: RolloutOutcome | None = None
        self.live: list[StepRecord] = []
        self._run_id = 0
        self.running = False
        self._running_text = ""
        self.compile_line = ""
        """The last build step this panel's run reported (tests read it)."""

    def compose(self) -> ComposeResult:
        with Horizontal(classes="controls"):
            yield Label("checkpoint ")
            yield Select([(n, n) for n in self.kapp.checkpoints.names()], value="v1", allow_blank=False,
                         compact=True, id="rollout-checkpoint")
            yield Label("  prompt ")
            yield Input(words(spec.PROMPT), compact=True, id="rollout-prompt")
        with Horizontal(id="rollout-body"):
            yield ProbHeatmap(id="rollout-heat")
            with VerticalScroll(id="rollout-right"):
                yield Static(id="rollout-summary")
                yield Static(id="rollout-text")
                yield TokenStrip(id="rollout-ids")
                with Horizontal(id="rollout-compare"):
                    with Vertical(classes="compare-col"):
                        yield Static(id="rollout-kv-title")
                        yield TokenStrip(id="rollout-kv-ids")
                    with Vertical(classes="compare-col"):
                        yield Static(id="rollout-rf-title")
                        yield TokenStrip(id="rollout-rf-ids")
        yield Static("", classes="panel-status")
        yield Lm1RolloutView(id="rollout-lm1")

    def on_mount(self) -> None:
        self.query_one("#rollout-heat").border_title = "p(next id) per step"
        self.query_one("#rollout-ids").border_title = "36 ids"
        self.query_one("#rollout-compare").border_title = "KV cache vs re-forward"
        self.query_one("#rollout-prompt", Input).cursor_blink = not self.masked
        self.query_one("#rollout-compare").display = False
        self._render_state()

    # ------------------------------------------------------------------ controls

    @on(Select.Changed, "#rollout-checkpoint")
    def _checkpoint_changed(self, event: Select.Changed) -> None:
        if isinstance(event.value, str):
            self.checkpoint = event.value

    @on(Input.Submitted, "#rollout-prompt")
    def _prompt_submitted(self, event: Input.Submitted) -> None:
        try:
            ids = parse_prompt(event.value)
            if len(ids) >= spec.T:
                raise ValueError(f"the prompt must be shorter than {spec.T} ids")
        except ValueError as e:
            self.fail("prompt", e)
            return
        self.prompt = ids
        self.status(f"prompt {ids} — g or m to roll out")
        self.focus()

    def on_checkpoints_changed(self, event: CheckpointsChanged) -> None:
        sel = self.query_one("#rollout-checkpoint", Select)
        sel.set_options([(n, n) for n in self.kapp.checkpoints.names()])
        sel.value = event.select if event.select else self.checkpoint

    def set_checkpoint(self, name: str) -> None:
        self.query_one("#rollout-checkpoint", Select).value = name

    # ------------------------------------------------------------------ actions

    def action_greedy(self) -> None:
        self._start(sampled=False, compare=False)

    def action_sampled(self) -> None:
        self._start(sampled=True, compare=False)

    def action_compare(self) -> None:
        self._start(sampled=self.sampled, compare=True)

    def _start(self, *, sampled: bool, compare: bool) -> None:
        self.sampled = sampled
        self._run_id += 1
        self.running = True
        self.live = []
        n = min(spec.GENERATE, spec.T - len(self.prompt))
        self.query_one("#rollout-heat", ProbHeatmap).clear(n, len(self.prompt))
        self.query_one("#rollout-compare").display = compare
        mode = "sampled" if sampled else "greedy"
        self._running_text = f"rolling out ({mode}{', KV cache and re-forward' if compare else ''})…"
        self.status(self._running_text)
        self._rollout(self._run_id, self.checkpoint, list(self.prompt), sampled, compare)

    # ------------------------------------------------------------------ worker

    @work(thread=True, exclusive=True, group="rollout", exit_on_error=False)
    def _rollout(self, run: int, checkpoint: str, prompt: list[int], sampled: bool, compare: bool) -> None:
        throttle = Throttle(PROGRESS_HZ)
        pending: list[StepRecord] = []

        def on_step(rec: StepRecord) -> None:
            pending.append(rec)
            if throttle.due():
                self.post_message(self.Step(run, list(pending)))
                pending.clear()

        def sampler() -> GumbelSampler | None:
            return GumbelSampler(spec.SEED, spec.TEMPERATURE) if sampled else None

        def on_compile(step: object) -> None:
            finished = getattr(step, "phase", "") != "compiling" and getattr(step, "index", 0) >= getattr(step, "total", 0)
            self.post_message(self.Compiling(run, str(step), finished))

        try:
            w = self.kapp.checkpoints.get(checkpoint)
            n = min(spec.GENERATE, spec.T - len(prompt))
            engine = make_engine(self.kapp.engine_kind)
            program = getattr(engine, "program", None)
            if program is not None:  # the compiled engine: build (or load) the forward with progress
                program("storylm0_rollout").build_ahead([], progress=on_compile).result()
            res = rollout.reforward(engine, w, prompt, n, sampler=sampler(), on_step=on_step)
            if pending:
                self.post_message(self.Step(run, list(pending)))
            ref = rollout.reforward(ReferenceEngine(), w, prompt, n, sampler=sampler())
            padded = res.ids + [spec.PAD_ID] * (spec.T - len(res.ids))
            leak = rollout.causal_non_leak(engine, w, padded)
            out = RolloutOutcome(checkpoint, prompt, sampled, res.ids, res.records, engine.name, ref.ids, leak)
            if compare:
                kv_engine = make_engine(self.kapp.engine_kind, generic_decode=True)
                kv = rollout.kv_cache(kv_engine, w, prompt, n, sampler=sampler(), on_compile=on_compile)
                out.kv = kv
                out.kv_max_dp = max(
                    (max_abs_diff(np.array(a.probs), np.array(b.probs))
                     for a, b in zip(kv.records, res.records)),
                    default=0.0,
                )
            self.post_message(self.Done(run, out))
        except Exception as e:
            self.post_failure("rollout", e)
            self.post_message(self.Done(run, None))

    def on_rollout_panel_compiling(self, event: Compiling) -> None:
        if event.run != self._run_id or not self.running:
            return
        self.compile_line = event.line
        self.status(self._running_text if event.finished else f"{self._running_text} {event.line}")

    def on_rollout_panel_step(self, event: Step) -> None:
        if event.run != self._run_id:
            return
        heat = self.query_one("#rollout-heat", ProbHeatmap)
        for r in event.records:
            self.live.append(r)
            heat.add(r.probs, r.pick)
        self.query_one("#rollout-ids", TokenStrip).show(self.prompt + [r.pick for r in self.live],
                                                        prompt_len=len(self.prompt))

    def on_rollout_panel_done(self, event: Done) -> None:
        if event.run != self._run_id:
            return
        self.running = False
        if event.outcome is not None:
            self.outcome = event.outcome
            self.status("")
        self._render_state()

    # ------------------------------------------------------------------ render

    def _render_state(self) -> None:
        o = self.outcome
        summary = self.query_one("#rollout-summary", Static)
        text = self.query_one("#rollout-text", Static)
        ids_strip = self.query_one("#rollout-ids", TokenStrip)
        if o is None:
            summary.update(Text.assemble(
                ("v1", "bold"), " · prompt ", ("once upon a time", "bold"), " · press ", ("g", "bold reverse"),
                " greedy, ", ("m", "bold reverse"), " sampled (seed 42, T 0.8), ", ("k", "bold reverse"),
                " KV cache vs re-forward"))
            text.update("")
            ids_strip.empty_text = "the 36 ids appear here"
            ids_strip.show([])
            return
        masked = self.masked
        locked = tuple(o.ids) == spec.LOCKED_36
        same_ref = o.ids == o.reference_ids
        total_us = sum(r.us for r in o.records)
        mode = f"sampled seed {spec.SEED} T {spec.TEMPERATURE}" if o.sampled else "greedy"
        lock_style = "bold green" if locked else ("bold red" if o.locked_config else "yellow")
        lock_note = "" if locked or o.locked_config else " (the lock is v1 greedy from once upon a time)"
        summary.update(Text.assemble(
            (o.checkpoint, "bold"), f" · {mode} · ", ("forward", "bold cyan"), f" ×{len(o.records)} ",
            (fmt_us(total_us, masked), "yellow"), f" ({o.engine})\n",
            ("lock ", "dim"), (f"{tick(locked)} {'=' if locked else '≠'} LOCKED_36", lock_style), (lock_note, "dim"),
            ("  numpy ", "dim"), (f"{tick(same_ref)} {'same ids' if same_ref else 'differs'}",
                                  "bold green" if same_ref else "bold red"), "\n",
            ("causal non-leak ", "dim"), (f"{tick(o.non_leak[0])} ", "bold green" if o.non_leak[0] else "bold red"),
            (o.non_leak[1], "dim"),
        ))
        text.update(Text.assemble(("text  ", "dim"), (rollout.text(o.ids), "bold")))
        ids_strip.show(o.ids, prompt_len=len(o.prompt), expected=spec.LOCKED_36 if o.locked_config else None)
        heat = self.query_one("#rollout-heat", ProbHeatmap)
        if len(heat.rows) != len(o.records):
            heat.clear(len(o.records), len(o.prompt))
            for r in o.records:
                heat.add(r.probs, r.pick)
        compare = self.query_one("#rollout-compare")
        compare.display = o.kv is not None
        if o.kv is not None:
            kv = o.kv
            fns = [r.fn for r in kv.records]
            kv_desc = f"{fns[0]} + {fns[1]}…{fns[-1]}" if len(fns) > 2 else " + ".join(fns)
            same = kv.ids == o.ids
            self.query_one("#rollout-kv-title", Static).update(Text.assemble(
                ("KV cache ", "bold"), (kv_desc, "cyan"), " ", (fmt_us(kv.total_us, masked), "yellow")))
            self.query_one("#rollout-rf-title", Static).update(Text.assemble(
                ("re-forward ", "bold"), (f"forward ×{len(o.records)}", "cyan"), " ", (fmt_us(total_us, masked), "yellow"),
                ("  ids ", "dim"), (f"{tick(same)} {'equal' if same else 'differ'}", "bold green" if same else "bold red"),
                ("  max |Δp| ", "dim"), fmt_delta(o.kv_max_dp, masked)))
            self.query_one("#rollout-kv-ids", TokenStrip).show(kv.generated, expected=o.ids[len(o.prompt):])
            self.query_one("#rollout-rf-ids", TokenStrip).show(o.ids[len(o.prompt):])
            self.call_after_refresh(self.query_one("#rollout-right").scroll_to_widget, compare, animate=False, top=True)
