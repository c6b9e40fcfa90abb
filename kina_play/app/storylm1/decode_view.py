"""StoryLM-1 decode, one KV-cache step per key: caches per layer, top
logits, what top-k / top-p kept, and the new token's attention per layer
and head (returned by the same compiled call as the step)."""

from __future__ import annotations

from rich.console import Group
from rich.table import Table
from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.widgets import Static

from ...storylm1.sampling import SamplingConfig
from ...storylm1.session import DecodeSession, StepView
from ..format import mlir_shape
from ..state import Fifo
from .attention_maps import AttentionMaps
from .base import Lm1View, lm1_words

SAMPLED = SamplingConfig(sample=True, temperature=1.0, top_k=8, top_p=0.9, seed=0)
TOP_N = 8


class Lm1DecodeView(Lm1View):
    BINDINGS = [
        Binding("n,space", "step", "Step"),
        Binding("b", "back", "Back"),
        Binding("r", "reset", "Reset"),
        Binding("s", "toggle_sampled", "Greedy↔sampled"),
    ]

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.cfg = SamplingConfig()
        self.session: DecodeSession | None = None
        self.views: list[StepView] = []
        self.tokens: list[int] = []
        self._fifo = Fifo()

    def compose(self) -> ComposeResult:
        yield Static(id="lm1-decode-tokens")
        with Horizontal(id="lm1-decode-body"):
            with VerticalScroll(id="lm1-decode-left"):
                yield Static(id="lm1-decode-cache")
                yield Static(id="lm1-decode-logits")
            yield AttentionMaps(id="lm1-decode-attn")
        yield Static("n step · b back · r reset · s greedy ↔ sampled (T 1, top-k 8, top-p 0.9, seed 0)",
                     classes="lm1-status")

    def on_mount(self) -> None:
        self.query_one("#lm1-decode-cache").border_title = "KV caches (rows filled)"
        self.query_one("#lm1-decode-logits").border_title = "top logits · top-k/top-p"
        self.query_one(AttentionMaps).border_title = "attention · layer × head"
        self.query_one(AttentionMaps).show(None, [])

    def action_step(self) -> None:
        self._run(self._fifo.ticket(), "step")

    def action_back(self) -> None:
        self._run(self._fifo.ticket(), "back")

    def action_reset(self) -> None:
        self._run(self._fifo.ticket(), "reset")

    def action_toggle_sampled(self) -> None:
        self.cfg = SamplingConfig() if self.cfg.sample else SAMPLED
        self._run(self._fifo.ticket(), "replay")

    @work(thread=True, group="lm1-decode", exit_on_error=False)
    def _run(self, ticket: int, op: str) -> None:
        with self._fifo.turn(ticket):
            try:
                note = self._apply(op)
            except Exception as e:
                self.failed(f"StoryLM-1 decode {op}", e)
                return
            s = self.session
            assert s is not None
            self.app.call_from_thread(self._show, list(s.views), s.tokens, note)

    def _apply(self, op: str) -> str:
        if self.session is None or op == "replay":
            model, params = self.kapp.storylm1.get()
            keep = len(self.session.views) if self.session else 0
            self.session = DecodeSession(model, params, cfg=self.cfg)
            for _ in range(keep):
                self.session.step()
        s = self.session
        if op == "step":
            if s.step() is None:
                return "the story ended (<eos>) or the context is full: b or r"
        elif op == "back":
            if not s.back():
                return "nothing to undo"
        elif op == "reset":
            s.reset()
        return ""

    def _show(self, views: list[StepView], tokens: list[int], note: str) -> None:
        self.views, self.tokens = views, tokens
        text = Text(" ".join(lm1_words(tokens)))
        self.query_one("#lm1-decode-tokens", Static).update(text)
        self.query_one("#lm1-decode-cache", Static).update(self._cache_table())
        self.query_one("#lm1-decode-logits", Static).update(self._logit_table())
        if views:
            st = views[-1].step
            words = lm1_words(tokens[: st.position + 1])
            self.query_one(AttentionMaps).show(views[-1].attention, words, f"{words[-1]}·{tokens[st.position]} (position {st.position})")
        else:
            self.query_one(AttentionMaps).show(None, [])
        mode = "sampled" if self.cfg.sample else "greedy"
        self.status(note or f"StoryLM-1 · {mode} · {len(views)} step(s) · compiled prefill/decode")

    def _cache_table(self) -> Text | Group:
        if not self.views:
            return Text("press n: prefill <bos>, then one decode step per key", style="dim")
        v = self.views[-1]
        t = Table(box=None, show_header=True, pad_edge=False)
        t.add_column("layer")
        t.add_column("K")
        t.add_column("V")
        for layer in range(len(v.cache_shapes) // 2):
            (_, k), (_, vv) = v.cache_shapes[2 * layer], v.cache_shapes[2 * layer + 1]
            t.add_row(str(layer), mlir_shape(k), mlir_shape(vv))
        st = v.step
        fn = "prefill" if st.index == 0 else "decode"
        return Group(t, Text(f"step {st.index + 1}: {fn} at position {st.position}", style="dim"),
                     Text(f"via {fn} · each {mlir_shape(v.capacity)}", style="dim"))

    def _logit_table(self) -> Text | Group:
        if not self.views:
            return Text("")
        v = self.views[-1]
        cand = v.step.candidates
        kept = set(int(i) for i in cand.kept) if cand is not None else set()
        t = Table(box=None, pad_edge=False)
        for col in ("id", "word", "logit", "p", "kept"):
            t.add_column(col)
        names = lm1_words([i for i, _ in v.top(TOP_N)])
        for (i, logit), name in zip(v.top(TOP_N), names):
            p = f"{cand.probs[i]:.3f}" if cand is not None else ""
            mark = ("✓" if i in kept else "·") if cand is not None else ""
            style = "bold green" if i == v.step.next_id else ""
            t.add_row(str(i), name, f"{logit:.3f}", p, mark, style=style)
        picked = lm1_words([v.step.next_id])[0]
        return Group(t, Text(f"picked {picked}·{v.step.next_id}" +
                             (f" · {len(kept)} id(s) kept" if cand is not None else " · argmax"),  # ties: the lowest id (docs/storylm1.md); short, to fit 80 columns
                             style="dim"))
