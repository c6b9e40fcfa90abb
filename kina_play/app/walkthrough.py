"""The narrated tour: the KV-cache decode loop, the train → decode slice, then StoryLM-1.

Each :class:`TourStep` switches to a panel, runs some of its actions (the
same ones the keys run), waits for the workers they start, then shows one
paragraph and outlines the widget it talks about.  ``→``/``enter`` next,
``←`` back, ``esc`` ends.  With ``demo=True`` the tour advances by itself at
a readable pace and quits the app at the end (``kina-play --demo``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable, Sequence, cast

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.timer import Timer
from textual.widget import Widget
from textual.widgets import ListView, Static

from ..env_vars import demo_delay
from ..storylm0 import spec

if TYPE_CHECKING:
    from .app import KinaPlayApp

Action = Callable[["KinaPlayApp"], object]


@dataclass(frozen=True)
class TourStep:
    tab: str
    text: str
    highlight: str | None = None
    actions: tuple[Action, ...] = ()
    wait: bool = True  # wait for the workers the actions started before narrating
    dwell: float = 1.0  # demo: how long to stay, in units of the delay
    title: str = ""
    tags: tuple[str, ...] = field(default=())


def _select_program(stem: str) -> Action:
    def act(app: "KinaPlayApp") -> None:
        from .panels import ProgramsPanel

        panel = cast(ProgramsPanel, app.panel("programs"))
        for i, p in enumerate(panel.files):
            if p.stem == stem:
                panel.query_one("#programs-list", ListView).index = i
                panel.open(p)
                return

    return act


def _decode(checkpoint: str, prompt: Sequence[int], sampled: bool) -> Action:
    def act(app: "KinaPlayApp") -> None:
        from .panels import DecodePanel

        cast(DecodePanel, app.panel("decode")).configure(checkpoint=checkpoint, prompt=prompt, sampled=sampled)

    return act


def _do(tab: str, action: str) -> Action:
    """``tab`` is a panel (``decode``) or its StoryLM-1 view (``decode-lm1``)."""

    def act(app: "KinaPlayApp") -> None:
        target = app.query_one(f"#{tab}") if tab.endswith("-lm1") else app.panel(tab)
        getattr(target, f"action_{action}")()

    return act


def _model(name: str) -> Action:
    def act(app: "KinaPlayApp") -> None:
        app.set_model(name)

    return act


def _rollout_checkpoint(name: str) -> Action:
    def act(app: "KinaPlayApp") -> None:
        from .panels import RolloutPanel

        cast(RolloutPanel, app.panel("rollout")).set_checkpoint(name)

    return act


STEPS: tuple[TourStep, ...] = (
    TourStep(
        "programs",
        "Kina is a small tensor language where every shape is known at compile time. Each .kina file "
        "compiles through MLIR into one native .so that Python calls. StoryLM-0 — a 2-head, 4-wide "
        "transformer over 8 words — runs through that .so, and every number in this app comes from it.",
        "#programs-list", title="Welcome",
    ),
    TourStep(
        "programs",
        "storylm0_generate.kina is the KV-cache decode program. decode_self, decode_s1 and decode_s2 "
        "each take one token and the cache so far, and return the cache one position longer with the "
        "logits. There is no 'generate' primitive: the loop lives on the host.",
        "#programs-editor", actions=(_select_program("storylm0_generate"),), title="The program",
    ),
    TourStep(
        "programs",
        "Underneath, the module at every stage: Kina-level MLIR on tensors, bufferized to memrefs, the "
        "LLVM dialect, then LLVM IR — each tab with its compile time — and the C functions the .so exports.",
        "#programs-stages", title="Through MLIR",
    ),
    TourStep(
        "decode",
        "Decode runs the KV-cache host loop one key at a time. It opens on the checked instance: the "
        "patterned v0 weights and seed token 3 ('a').",
        "#decode-tokens", actions=(_decode(checkpoint="v0", prompt=(spec.CHECKED_SEED_TOKEN,), sampled=False),),
        title="KV-cache decode",
    ),
    TourStep(
        "decode",
        "n: the host calls decode_self. There is no past cache yet, so the token attends to itself. It "
        "returns Kᵀ [1,2,2,1], V [1,2,1,2] and logits [1,1,8], timed in µs.",
        "#decode-step", actions=(_do("decode", "step"),), title="Step 1 — decode_self",
    ),
    TourStep(
        "decode",
        "The logits of all eight words with their softmax probabilities. Greedy decoding takes the "
        "argmax — the lowest id on ties — and feeds it back as the next token.",
        "#decode-logits", title="The pick",
    ),
    TourStep(
        "decode",
        "decode_s1: the host passes the cache back in and gets it one column (Kᵀ) and one row (V) "
        "longer. Each cache length is its own compiled function: shapes stay static.",
        "#decode-cache", actions=(_do("decode", "step"),), title="Step 2 — the cache grows",
    ),
    TourStep(
        "decode",
        "decode_s2 returns k 1x2x2x3 · v 1x2x3x2 — the declared result types. ✓ means this step equals "
        "the NumPy reference, equals a full causal forward on the prefix, and kept the old cache as an "
        "exact prefix of the new one.",
        "#decode-step", actions=(_do("decode", "step"),), title="Step 3 — checked",
    ),
    TourStep(
        "decode",
        "s switches to Gumbel-max sampling: seed 42, temperature 0.8. The host adds Gumbel noise to "
        "logits/T and takes the argmax — the same RandomState stream the reference sampler uses.",
        "#decode-logits", actions=(_do("decode", "toggle_sampled"),), title="Sampling",
    ),
    TourStep(
        "train",
        "Training takes v0 on 'once upon a time the end' ×7: 40 epochs, three sliding windows, SGD "
        "with lr 0.1. The gradients come from nll_grad, which the compiler derived from @reverse_mode.",
        "#train-curve", actions=(_do("train", "start_pause"),), wait=False, dwell=0.5, title="Training",
    ),
    TourStep(
        "train",
        "The loss falls from about 180 to about 0.04. The check at the end: greedy decoding after "
        "'once upon a time' now continues 'the end once upon a time the end'. v would save the weights.",
        "#train-result", title="Trained",
    ),
    TourStep(
        "decode",
        "v1 is exactly this recipe's result, committed as a fixture. With the prompt 'once upon a time' "
        "fed first (teacher forcing), the model's own picks take over: 'the end once…'.",
        "#decode-tokens",
        actions=(_decode(checkpoint="v1", prompt=spec.PROMPT, sampled=False), *(_do("decode", "step"),) * 6),
        title="Decode the trained model",
    ),
    TourStep(
        "rollout",
        "Rollout: 32 greedy ids, re-running forward over the whole 36-token buffer at every step. "
        "'once upon a time the end' six times — the lock ✓ — and changing a later id never changes an "
        "earlier row of logits (causal non-leak ✓).",
        "#rollout-summary", actions=(_rollout_checkpoint("v1"), _do("rollout", "greedy")), title="Rollout",
    ),
    TourStep(
        "rollout",
        "One row per step: the probability of each of the eight words. Trained, the model is sure of "
        "every next word.",
        "#rollout-heat", title="Probabilities",
    ),
    TourStep(
        "rollout",
        "k runs the KV-cache path — prefill<4>, then decode<S> for S = 4…34 — beside the re-forward: "
        "the same 32 ids, the same probabilities.",
        "#rollout-compare", actions=(_do("rollout", "compare"),), title="KV cache = re-forward",
    ),
    TourStep(
        "decode",
        "M switches the model to StoryLM-1: a 2-layer GPT (D 64, 4 heads) written in storylm1.kina and "
        "trained by its compiled gradient on a story grammar it never saw verbatim. n: prefill on <bos>.",
        "#model-line", actions=(_model("storylm1"), _do("decode-lm1", "reset"), _do("decode-lm1", "step")),
        title="StoryLM-1",
    ),
    TourStep(
        "decode",
        "Each further n is one compiled decode call. Both layers keep a K and a V cache of 64 rows; the "
        "host passes them back in and row 'position' is written. The table shows the rows filled so far.",
        "#lm1-decode-cache", actions=(_do("decode-lm1", "step"), _do("decode-lm1", "step")),
        title="Two layers of KV cache",
    ),
    TourStep(
        "decode",
        "The same call also returns each layer's and head's softmax attention for the token just fed: one "
        "column per head, one row per position so far, in % (each column sums to 100). Some heads look "
        "back at one word; others spread out.",
        "#lm1-decode-attn", actions=(_do("decode-lm1", "step"),), title="Attention per layer and head",
    ),
    TourStep(
        "decode",
        "s samples at temperature 1 with top-k 8 and top-p 0.9, seed 0: the table marks the ids the "
        "filters kept (✓); one draw per step picks among them, so the sample replays exactly.",
        "#lm1-decode-logits", actions=(_do("decode-lm1", "toggle_sampled"),), title="top-k / top-p",
    ),
    TourStep(
        "rollout",
        "m samples a whole story from <bos>. The grammar's acceptor checks it; h raises the temperature "
        "to 2, where stories stray, and the first word the grammar cannot follow is marked ▶.",
        "#lm1-rollout-story", actions=(_do("rollout-lm1", "sample"),), title="Stories and the grammar",
    ),
    TourStep(
        "train",
        "t trains StoryLM-1 for a short run through its compiled gradient and AdamW, in a worker. The yellow line is "
        "H*, the grammar's exact entropy per token: no model can beat it on average; the shipped "
        "checkpoint is within 2 % of it. M returns to StoryLM-0.",
        "#lm1-train-chart", actions=(), title="Loss against H*",
    ),
    TourStep(
        "check",
        "The Check tab runs every lock and validation of the spec — the same checks as "
        "kina-play --check. That is the tour: ? for help, q to quit.",
        "#check-summary", actions=(_model("storylm0"),), title="The end",
    ),
)


class Walkthrough(Vertical, can_focus=True):
    """The narration box, docked above the footer while the tour runs."""

    BINDINGS = [
        Binding("right,enter", "next", "Next"),
        Binding("left", "prev", "Back"),
        Binding("escape", "close", "End tour"),
    ]

    def __init__(self, *, demo: bool = False, delay: float | None = None, steps: tuple[TourStep, ...] = STEPS) -> None:
        super().__init__(id="walkthrough")
        self.demo = demo
        self.delay = delay if delay is not None else demo_delay()
        self.steps = steps
        self.index = -1
        self._target: Widget | None = None
        self._timer: Timer | None = None
        self.busy = False

    def compose(self) -> ComposeResult:
        yield Static(id="tour-title")
        yield Static(id="tour-text")

    @property
    def kapp(self) -> "KinaPlayApp":
        return cast("KinaPlayApp", self.app)

    def on_mount(self) -> None:
        self.go(0)

    def go(self, i: int) -> None:
        if self.busy:
            return
        if i >= len(self.steps):
            self.finish()
            return
        i = max(0, i)
        self.busy = True
        self.run_worker(self._go(i), group="tour", exclusive=True, exit_on_error=False)

    async def _go(self, i: int) -> None:
        try:
            step = self.steps[i]
            self.index = i
            app = self.kapp
            self.query_one("#tour-title", Static).update(
                Text.assemble((f" tour {i + 1}/{len(self.steps)} ", "bold reverse"), " ", (step.title, "bold"),
                              ("   (waiting…)" if step.actions and step.wait else "", "dim")))
            app.action_show_tab(step.tab)
            for act in step.actions:
                try:
                    act(app)
                except Exception as e:  # a tour step that cannot run is reported, the tour goes on
                    app.notify(f"{type(e).__name__}: {e}", title="walkthrough", severity="warning")
            if step.wait:
                await self._settle()
            self._show(step, i)
        finally:
            self.busy = False
        if self.demo:
            self._timer = self.set_timer(max(0.01, self.delay * step.dwell), self.action_next)

    async def _settle(self) -> None:
        """Wait until the panels' workers (not this tour) are done."""
        for _ in range(10_000):
            active = [w for w in self.app.workers if w.group != "tour" and not w.is_finished]
            if not active:
                break
            await self.app.workers.wait_for_complete(active)

    def _show(self, step: TourStep, i: int) -> None:
        hint = "" if self.demo else "   → next · ← back · esc ends"
        self.query_one("#tour-title", Static).update(
            Text.assemble((f" tour {i + 1}/{len(self.steps)} ", "bold reverse"), " ", (step.title, "bold"), (hint, "dim")))
        self.query_one("#tour-text", Static).update(step.text)
        self._highlight(step.highlight)
        self.focus()

    def _highlight(self, selector: str | None) -> None:
        if self._target is not None:
            self._target.remove_class("tour-focus")
            self._target = None
        if selector:
            try:
                w = self.app.query_one(selector)
            except Exception:
                return
            w.add_class("tour-focus")
            self._target = w

    def _cancel_timer(self) -> None:
        if self._timer is not None:
            self._timer.stop()
            self._timer = None

    def action_next(self) -> None:
        self._cancel_timer()
        self.go(self.index + 1)

    def action_prev(self) -> None:
        self._cancel_timer()
        if self.index > 0:
            self.go(self.index - 1)

    def action_close(self) -> None:
        self.finish()

    def finish(self) -> None:
        self._cancel_timer()
        self._highlight(None)
        if self.demo:
            self.app.exit(0)
            return
        panel = self.kapp.panel(self.kapp.active_tab)
        self.remove()
        panel.focus_target().focus()
