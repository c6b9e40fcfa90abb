"""Decode: the host-held KV-cache decode loop, one step per key.

Every key becomes an operation on a :class:`DecodeSession` run in a worker
thread (the first step compiles ``storylm0_generate.kina``; later ``decode<S>``
instances may compile too).  Operations take a ticket on the UI thread and run
in key order; each posts the session's records, which the widgets render.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Sequence

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.widgets import Input, Label, Select, Static

from ...storylm0 import spec
from ...storylm0.decode import DecodeSession
from ...storylm0.engine import Engine
from ...storylm0.records import StepRecord
from ..format import fmt_delta, fmt_us, parse_prompt, tick, word, words
from ..messages import CheckpointsChanged
from ..state import Fifo, make_engine
from ..widgets import KVCacheView, LogitBars, TokenStrip
from ..storylm1 import Lm1DecodeView
from .base import Panel


@dataclass(frozen=True)
class DecodeConfig:
    checkpoint: str = "v0"
    prompt: tuple[int, ...] = (spec.CHECKED_SEED_TOKEN,)
    sampled: bool = False
    seed: int = spec.SEED
    temperature: float = spec.TEMPERATURE


class DecodePanel(Panel):
    TAB_TITLE = "2 Decode"
    HELP = (
        "**Decode** — the KV-cache host loop. `n`/`space` one step, `b` back, `r` reset, "
        "`s` greedy ↔ sampled (seed, T), `p` edit the prompt, `c` next checkpoint."
    )

    BINDINGS = [
        Binding("n", "step", "Step"),
        Binding("space", "step", "Step", show=False),
        Binding("b", "back", "Back"),
        Binding("r", "reset", "Reset"),
        Binding("s", "toggle_sampled", "Greedy↔sampled"),
        Binding("p", "edit_prompt", "Prompt", show=False),
        Binding("c", "next_checkpoint", "Checkpoint", show=False),
    ]

    class Updated(Message):
        def __init__(self, config: DecodeConfig, records: list[StepRecord], tokens: list[int], engine: str,
                     note: str = "") -> None:
            super().__init__()
            self.config, self.records, self.tokens, self.engine, self.note = config, records, tokens, engine, note

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.config = DecodeConfig()
        self._session: DecodeSession | None = None
        self._session_config = self.config
        self._fifo = Fifo()
        self._engine: Engine | None = None
        self.records: list[StepRecord] = []
        self.tokens: list[int] = list(self.config.prompt)

    # ---------------------------------------------------------------- compose

    def compose(self) -> ComposeResult:
        with Horizontal(classes="controls"):
            yield Label("checkpoint ")
            yield Select([(n, n) for n in self.kapp.checkpoints.names()], value=self.config.checkpoint, allow_blank=False, compact=True,
                         id="decode-checkpoint")
            yield Label(" prompt ")
            yield Input(words(self.config.prompt), compact=True, id="decode-prompt",
                        placeholder="words or ids")
            yield Label("  ", id="decode-mode")
            yield Label(" seed ")
            yield Input(str(spec.SEED), compact=True, id="decode-seed", type="integer")
            yield Label(" T ")
            yield Input(str(spec.TEMPERATURE), compact=True, id="decode-temp", type="number")
        yield TokenStrip(id="decode-tokens")
        yield Static(id="decode-step")
        with Horizontal(id="decode-body"):
            with Vertical(id="decode-left"):
                yield LogitBars(id="decode-logits")
                yield Static(id="decode-pick")
            with Vertical(id="decode-right"):
                yield KVCacheView(id="decode-cache")
        yield Static("", classes="panel-status")
        yield Lm1DecodeView(id="decode-lm1")

    def on_mount(self) -> None:
        self.query_one("#decode-logits").border_title = "logits · softmax p"
        self.query_one("#decode-cache").border_title = "KV cache (Kᵀ, Vᵀ) · attention"
        for sel in ("#decode-prompt", "#decode-seed", "#decode-temp"):
            self.query_one(sel, Input).cursor_blink = not self.masked
        self._render_state()
        self._submit("new", self.config)

    # ---------------------------------------------------------------- actions

    def action_step(self) -> None:
        self._submit("step")

    def action_back(self) -> None:
        self._submit("back")

    def action_reset(self) -> None:
        self._submit("reset")

    def action_toggle_sampled(self) -> None:
        self._reconfigure(replace(self.config, sampled=not self.config.sampled), replay=True)

    def action_edit_prompt(self) -> None:
        self.query_one("#decode-prompt", Input).focus()

    def action_next_checkpoint(self) -> None:
        names = self.kapp.checkpoints.names()
        i = names.index(self.config.checkpoint) if self.config.checkpoint in names else -1
        self.query_one("#decode-checkpoint", Select).value = names[(i + 1) % len(names)]

    def configure(self, *, checkpoint: str | None = None, prompt: Sequence[int] | None = None,
                  sampled: bool | None = None) -> None:
        """Start a new session with these settings (the tour and tests use it);
        the controls follow."""
        config = self.config
        if checkpoint is not None:
            config = replace(config, checkpoint=checkpoint)
        if prompt is not None:
            config = replace(config, prompt=tuple(int(i) for i in prompt))
            self.query_one("#decode-prompt", Input).value = words(prompt)
        if sampled is not None:
            config = replace(config, sampled=sampled)
        self._reconfigure(config)
        if checkpoint is not None:
            self.query_one("#decode-checkpoint", Select).value = checkpoint

    # ---------------------------------------------------------------- controls

    @on(Select.Changed, "#decode-checkpoint")
    def _checkpoint_changed(self, event: Select.Changed) -> None:
        if isinstance(event.value, str) and event.value != self.config.checkpoint:
            self._reconfigure(replace(self.config, checkpoint=event.value))

    @on(Input.Submitted, "#decode-prompt")
    def _prompt_submitted(self, event: Input.Submitted) -> None:
        try:
            ids = parse_prompt(event.value)
        except ValueError as e:
            self.fail("prompt", e)
            return
        self._reconfigure(replace(self.config, prompt=tuple(ids)))
        self.focus()

    @on(Input.Submitted, "#decode-seed")
    @on(Input.Submitted, "#decode-temp")
    def _sampling_submitted(self, event: Input.Submitted) -> None:
        try:
            seed = int(self.query_one("#decode-seed", Input).value)
            temp = float(self.query_one("#decode-temp", Input).value)
            if not temp > 0:
                raise ValueError(f"temperature must be > 0, got {temp}")
        except ValueError as e:
            self.fail("sampling", e)
            return
        self._reconfigure(replace(self.config, seed=seed, temperature=temp), replay=True)
        self.focus()

    def on_checkpoints_changed(self, event: CheckpointsChanged) -> None:
        sel = self.query_one("#decode-checkpoint", Select)
        sel.set_options([(n, n) for n in self.kapp.checkpoints.names()])
        sel.value = event.select if event.select else self.config.checkpoint

    def _reconfigure(self, config: DecodeConfig, *, replay: bool = False) -> None:
        self.config = config
        self._submit("new", self.config, len(self.records) if replay else 0)

    # ---------------------------------------------------------------- worker

    def _submit(self, op: str, config: DecodeConfig | None = None, replay: int = 0) -> None:
        self.status("compiling storylm0_generate.kina…" if self._engine is None and self.kapp.engine_kind == "compiled"
                    else "working…")
        self._run(self._fifo.ticket(), op, config, replay)

    @work(thread=True, group="decode", exit_on_error=False)
    def _run(self, ticket: int, op: str, config: DecodeConfig | None, replay: int) -> None:
        with self._fifo.turn(ticket):
            try:
                note = self._apply(op, config, replay)
            except Exception as e:
                self.post_failure(f"decode {op}", e)
                return
            s = self._session
            if s is not None:
                self.post_message(self.Updated(self._session_config, list(s.records), s.tokens, s.engine.name, note))

    def _apply(self, op: str, config: DecodeConfig | None, replay: int) -> str:
        if op == "new":
            assert config is not None
            if self._engine is None:
                self._engine = make_engine(self.kapp.engine_kind)
                warm = getattr(self._engine, "decode_fn", None)
                if warm is not None:
                    # compile storylm0_generate.kina now, so the first step's µs time the call, not the build
                    for past in range(len(spec.CHECKED_DECODE_FUNCTIONS)):
                        warm(past)
            w = self.kapp.checkpoints.get(config.checkpoint)
            self._session = DecodeSession(self._engine, w, prompt=config.prompt, sampled=config.sampled,
                                          seed=config.seed, temperature=config.temperature)
            self._session_config = config
            for _ in range(replay):
                self._session.step()
            return ""
        s = self._session
        if s is None:
            raise RuntimeError("no decode session (fix the checkpoint or prompt first)")
        if op == "step":
            if s.done:
                return f"the cache is full: StoryLM-0 decodes at most {s.max_len} positions (b or r)"
            s.step()
        elif op == "back":
            if s.back() is None:
                return "nothing to undo"
        elif op == "reset":
            s.reset()
        return ""

    def on_decode_panel_updated(self, event: Updated) -> None:
        self.records, self.tokens = event.records, event.tokens
        self._shown_config = event.config
        self._render_state()
        self.status(event.note)

    # ---------------------------------------------------------------- render

    def _render_state(self) -> None:
        cfg = getattr(self, "_shown_config", self.config)
        recs = self.records
        last = recs[-1] if recs else None
        self.query_one("#decode-mode", Label).update(
            Text.assemble(("  mode ", ""), ("sampled" if cfg.sampled else "greedy", "bold"), (" (s)", "dim"))
        )
        for sel in ("#decode-seed", "#decode-temp"):
            self.query_one(sel, Input).disabled = not cfg.sampled
        strip = self.query_one("#decode-tokens", TokenStrip)
        cursor = len(recs) if len(recs) < spec.T else None
        strip.show(self.tokens, prompt_len=len(cfg.prompt), cursor=cursor)
        self.query_one("#decode-step", Static).update(self._step_text(cfg, last))
        self.query_one("#decode-logits", LogitBars).show(last)
        self.query_one("#decode-pick", Static).update(self._pick_text(cfg, last))
        cache = self.query_one("#decode-cache", KVCacheView)
        if last is None:
            cache.show(None, None, None, [])
        else:
            cache.show(last.k, last.v, last.attention, self.tokens[: len(recs)])

    def _step_text(self, cfg: DecodeConfig, r: StepRecord | None) -> Text:
        masked = self.masked
        if r is None:
            first = spec.CHECKED_DECODE_FUNCTIONS[0]
            return Text.assemble(
                (f"{cfg.checkpoint}", "bold"), " · prompt ", (words(cfg.prompt), "bold"),
                f" {list(cfg.prompt)} · press ", ("n", "bold reverse"), f" to feed {word(cfg.prompt[0])}·{cfg.prompt[0]} to ",
                (first, "bold cyan"), " (no past cache: the token attends to itself)\n",
                ("the host keeps K/V between calls; each step calls the compiled function for the cache length S",
                 "dim"),
            )
        checks = "  ".join(f"{name} {fmt_delta(d, masked)}" for name, d in r.checks.items())
        return Text.assemble(
            ("step ", "dim"), (f"{r.step + 1}", "bold"), (" · feed ", "dim"), (f"{word(r.token_in)}·{r.token_in}", "bold"),
            (" → ", "dim"), (r.fn, "bold cyan"), " ", (fmt_us(r.us, masked), "yellow"), (f" ({r.engine})", "dim"), "\n",
            ("cache ", "dim"), (r.cache_shapes, "bold magenta"), (f" · {r.cache_bytes} B", "dim"), "\n",
            (tick(r.ok) + " ", "bold green" if r.ok else "bold red"), (checks, "dim"),
        )

    def _pick_text(self, cfg: DecodeConfig, r: StepRecord | None) -> Text:
        if r is None:
            return Text("")
        best = max(r.logits)
        ties = [i for i, x in enumerate(r.logits) if x == best]
        if r.mode == "sampled":
            head = Text.assemble(("Gumbel-max ", "bold"), (f"seed {cfg.seed} T {cfg.temperature:g}", "dim"),
                                 ": argmax(z/T + g) → ", (f"{word(r.pick)}·{r.pick}", "bold green"))
            if r.pick != ties[0]:
                head.append(f"  (argmax alone: {word(ties[0])}·{ties[0]})", style="dim")
            return head
        tie = f" (tie {ties} → lowest id)" if len(ties) > 1 else " (lowest id on ties)"
        t = Text.assemble(("argmax", "bold"), " → ", (f"{word(r.pick)}·{r.pick}", "bold green"), (tie, "dim"))
        if r.mode == "prompt":
            t.append(f"\nprompt position: feeding the prompt's {word(r.next_token)}·{r.next_token} next",
                     style="dim")
        return t
