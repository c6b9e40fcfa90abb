"""A StoryLM-1 story sampled from ``<bos>``, marked where it leaves the
grammar (the grammar's acceptor says where)."""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import Static

from ...storylm1 import grammar
from ...storylm1.decode import sample_story
from .base import Lm1View, lm1_words

TEMPERATURES = (1.0, 2.0)


@dataclass(frozen=True)
class Story:
    seed: int
    temperature: float
    ids: list[int]
    first_bad: int | None
    accepted: bool


class Lm1RolloutView(Lm1View):
    BINDINGS = [
        Binding("m", "sample", "Sample (next seed)"),
        Binding("h", "toggle_hot", "T 1 ↔ 2"),
    ]

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.seed = -1
        self.temperature = TEMPERATURES[0]
        self.story: Story | None = None

    def compose(self) -> ComposeResult:
        yield Static("m samples a story from <bos> (seed 0, 1, …) · h temperature 1 ↔ 2", id="lm1-rollout-story")
        yield Static("", classes="lm1-status")

    def action_toggle_hot(self) -> None:
        self.temperature = TEMPERATURES[1] if self.temperature == TEMPERATURES[0] else TEMPERATURES[0]
        self.status(f"temperature {self.temperature:g} (m samples)")

    def action_sample(self) -> None:
        self.seed += 1
        self.status(f"sampling seed {self.seed} at T {self.temperature:g}…")
        self._run(self.seed, self.temperature)

    @work(thread=True, group="lm1-rollout", exclusive=True, exit_on_error=False)
    def _run(self, seed: int, temperature: float) -> None:
        try:
            model, params = self.kapp.storylm1.get()
            ids = sample_story(model, params, seed, temperature)
            g = grammar.default_grammar()
            story = Story(seed, temperature, ids, g.first_rejected(ids), g.accepts(ids))
        except Exception as e:
            self.failed("StoryLM-1 rollout", e)
            return
        self.app.call_from_thread(self._show, story)

    def _show(self, s: Story) -> None:
        self.story = s
        out = Text()
        for i, w in enumerate(lm1_words(s.ids)):
            if s.first_bad is not None and i == s.first_bad:
                out.append("▶", style="bold red")
                out.append(w, style="bold white on red")
            elif s.first_bad is not None and i > s.first_bad:
                out.append(w, style="dim red")
            else:
                out.append(w)
            out.append(" ")
        self.query_one("#lm1-rollout-story", Static).update(out)
        if s.accepted:
            verdict = "the grammar accepts this story"
        elif s.first_bad is None:
            verdict = "a grammatical prefix, but no <eos> within the 64-token context"
        else:
            verdict = f"leaves the grammar at position {s.first_bad} ({lm1_words([s.ids[s.first_bad]])[0]})"
        self.status(f"seed {s.seed} · T {s.temperature:g} · {len(s.ids)} tokens · {verdict}")
