"""The StoryLM-1 task: a seeded, finite-state probabilistic story grammar.

A story is produced by a *deterministic* probabilistic automaton: every
state has a distribution over the next token, and each (state, token) pair
leads to exactly one next state. Because the token sequence determines the
state path, three things follow exactly:

* the probability of a story is the product of its transition probabilities;
* any token sequence can be checked (the acceptor runs the automaton);
* the entropy of the story distribution is the expected sum of the per-state
  next-token entropies along the path.

The entropy rate H* (nats/token) is defined to match how the model is scored:
the validation NLL is the total NLL of a set of stories divided by the number
of predicted tokens (every token after ``<bos>``, ``<eos>`` included). Over
many stories that ratio tends to ``E[story entropy] / E[predicted tokens]``,
so that is H*: both expectations are computed exactly by dynamic programming
over the (acyclic) automaton.

The grammar itself is a short list of *segments*. A segment is a set of
weighted alternatives; an alternative is a list of items: a literal word, a
uniform choice from a word class (remembered under a key), a copy of a
remembered word, or a choice that depends on / excludes a remembered word.
The automaton state is (segment, alternative, item, remembered words).
"""

from __future__ import annotations

import functools
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import numpy as np

PAD, BOS, EOS, UNK = 0, 1, 2, 3
SPECIALS = ("<pad>", "<bos>", "<eos>", "<unk>")

# --- word classes -----------------------------------------------------------

ADJECTIVES = ("little", "big", "small", "kind", "brave", "shy", "old", "clever")
ANIMALS = ("fox", "cat", "dog", "bird", "bear", "rabbit", "frog", "mouse", "duck", "pig")
PLACES_BY_VERB = {
    # each verb has its own two places: the place depends on the verb
    "run": ("forest", "park"),
    "swim": ("river", "lake"),
    "play": ("garden", "yard"),
    "sing": ("tree", "hill"),
    "dig": ("sand", "field"),
    "read": ("library", "house"),
    "sleep": ("bed", "barn"),
    "jump": ("snow", "meadow"),
}
TOGETHER_VERBS = ("played", "sang", "danced", "laughed", "ate", "talked")
GIFTS = ("apple", "ball", "flower", "cake", "hat", "book")


# --- items -----------------------------------------------------------------


@dataclass(frozen=True)
class Word:
    word: str


@dataclass(frozen=True)
class Choose:
    """Pick uniformly from ``options`` (minus the word remembered under
    ``exclude``); remember it under ``key`` when ``remember``. ``depends``
    names a remembered word whose value selects the option list from ``by``
    (that word is forgotten once used). Remembering only what is needed later
    keeps the automaton small."""

    key: str
    options: tuple[str, ...] = ()
    exclude: str | None = None
    depends: str | None = None
    by: tuple[tuple[str, tuple[str, ...]], ...] = ()
    remember: bool = False

    def choices(self, mem: dict[str, str]) -> tuple[str, ...]:
        opts = dict(self.by)[mem[self.depends]] if self.depends else self.options
        if self.exclude:
            opts = tuple(o for o in opts if o != mem[self.exclude])
        return opts


@dataclass(frozen=True)
class Copy:
    key: str


Item = Word | Choose | Copy
Alternative = tuple[float, tuple[Item, ...]]
Segment = tuple[Alternative, ...]


def words(text: str) -> tuple[Word, ...]:
    return tuple(Word(w) for w in text.split())


def story_segments() -> tuple[Segment, ...]:
    """The StoryLM-1 grammar (every story ends "the end" then ``<eos>``)."""
    a, a2 = Copy("animal"), Copy("animal2")
    return (
        ((1.0, words("once upon a time there was a")),),
        # an adjective 70 % of the time (spread uniformly), else straight to the animal
        ((0.7, (Choose("adj", ADJECTIVES),)), (0.3, ())),
        ((1.0, (Choose("animal", ANIMALS, remember=True), Word("."), Word("the"), a, *words("liked to"),
                Choose("verb", tuple(PLACES_BY_VERB), remember=True), *words("in the"),
                Choose("place", depends="verb", by=tuple(PLACES_BY_VERB.items())), Word("."),
                *words("one day the"), a, *words("met a"), Choose("adj2", ADJECTIVES),
                Choose("animal2", ANIMALS, remember=True), Word("."))),),
        (
            (0.5, (Word("the"), a, *words("and the"), a2, Choose("together", TOGETHER_VERBS), *words("together ."))),
            (0.5, (*words("sadly the"), a2, *words("cried . the"), a, *words("gave it a"),
                   Choose("gift", GIFTS), Word("."))),
        ),
        # the friends sentence is optional; "the end" always closes the story
        ((0.5, words("they became friends .")), (0.5, ())),
        ((1.0, words("the end")),),
    )


# --- the automaton ----------------------------------------------------------

State = tuple[int, int, int, tuple[tuple[str, str], ...]]
"""(segment, alternative, item, remembered words); alternative −1 = at the
segment's start (the alternative is not chosen yet)."""

END = "<end>"


class GrammarError(ValueError):
    """The grammar is not deterministic (two paths emit the same token)."""


class StoryGrammar:
    """The automaton built from segments, plus its vocabulary."""

    def __init__(self, segments: Sequence[Segment] | None = None) -> None:
        self.segments = tuple(segments if segments is not None else story_segments())
        self.words = SPECIALS + self._word_list()
        self.index = {w: i for i, w in enumerate(self.words)}
        self.start: State = (0, -1, 0, ())
        self._next = functools.lru_cache(maxsize=None)(self._next_uncached)

    def _word_list(self) -> tuple[str, ...]:
        seen: dict[str, None] = {}

        def add(w: str) -> None:
            seen.setdefault(w, None)

        for seg in self.segments:
            for _, items in seg:
                for it in items:
                    if isinstance(it, Word):
                        add(it.word)
                    elif isinstance(it, Choose):
                        for w in it.options:
                            add(w)
                        for _, opts in it.by:
                            for w in opts:
                                add(w)
        return tuple(seen)

    # Transitions: token id → (probability, next state). END stands for <eos>.
    def next(self, state: State) -> dict[int, tuple[float, State | None]]:
        return self._next(state)

    def _next_uncached(self, state: State) -> dict[int, tuple[float, State | None]]:
        out: dict[int, tuple[float, State | None]] = {}
        for prob, tok, nxt in self._expand(state, 1.0):
            tid = EOS if tok == END else self.index[tok]
            if tid in out:
                raise GrammarError(f"token {tok!r} reachable by two paths from state {state}")
            out[tid] = (prob, nxt)
        return out

    def _expand(self, state: State, prob: float) -> Iterable[tuple[float, str, State | None]]:
        seg, alt, item, mem = state
        if seg == len(self.segments):
            yield prob, END, None
            return
        if alt == -1:
            for j, (p, _) in enumerate(self.segments[seg]):
                yield from self._expand((seg, j, 0, mem), prob * p)
            return
        items = self.segments[seg][alt][1]
        if item == len(items):
            yield from self._expand((seg + 1, -1, 0, mem), prob)
            return
        it = items[item]
        step = (seg, alt, item + 1)
        if isinstance(it, Word):
            yield prob, it.word, (*step, mem)
        elif isinstance(it, Copy):
            yield prob, dict(mem)[it.key], (*step, mem)
        else:
            m = dict(mem)
            opts = it.choices(m)
            if it.depends:
                del m[it.depends]
            for w in opts:
                kept = {**m, it.key: w} if it.remember else m
                yield prob / len(opts), w, (*step, tuple(sorted(kept.items())))

    # --- exact entropy ----------------------------------------------------
    @functools.cached_property
    def _moments(self) -> tuple[float, float]:
        """(E[story entropy] nats, E[predicted tokens]) from the start state."""

        @functools.lru_cache(maxsize=None)
        def go(state: State) -> tuple[float, float]:
            h = n = 0.0
            for p, nxt in self.next(state).values():
                sub_h, sub_n = (0.0, 0.0) if nxt is None else go(nxt)
                h += p * (-math.log(p) + sub_h)
                n += p * (1.0 + sub_n)
            return h, n

        return go(self.start)

    @property
    def story_entropy(self) -> float:
        """Exact entropy of one story, nats."""
        return self._moments[0]

    @property
    def mean_predicted_tokens(self) -> float:
        """Exact expected number of tokens after ``<bos>`` (``<eos>`` included)."""
        return self._moments[1]

    @property
    def entropy_rate(self) -> float:
        """H*, nats per predicted token (see the module docstring)."""
        h, n = self._moments
        return h / n

    # --- sampling, acceptance ---------------------------------------------
    def sample(self, rng: np.random.Generator) -> list[int]:
        """One story as ids: ``<bos>`` … ``<eos>``; one ``rng.random()``
        per branching state (deterministic states draw nothing)."""
        ids = [BOS]
        state: State | None = self.start
        while state is not None:
            toks, cum, nexts = self._table(state)
            i = int(np.searchsorted(cum, rng.random() * cum[-1], side="right")) if len(toks) > 1 else 0
            ids.append(toks[min(i, len(toks) - 1)])
            state = nexts[min(i, len(toks) - 1)]
        return ids

    @functools.cache  # noqa: B019 — one grammar per process; states are hashable tuples
    def _table(self, state: State) -> tuple[list[int], np.ndarray, list[State | None]]:
        trans = self.next(state)
        toks = list(trans)
        return toks, np.cumsum([trans[t][0] for t in toks]), [trans[t][1] for t in toks]

    def log_prob(self, ids: Sequence[int]) -> float | None:
        """log P(story), or None when the grammar rejects ``ids``.

        ``ids`` must be exactly ``<bos>`` story ``<eos>``: a sequence that
        stops early, runs past ``<eos>`` or holds any other token is rejected.
        """
        if len(ids) < 2 or ids[0] != BOS:
            return None
        lp = 0.0
        state: State | None = self.start
        for t in ids[1:]:
            if state is None:
                return None  # tokens after <eos>
            trans = self.next(state)
            if int(t) not in trans:
                return None
            p, state = trans[int(t)]
            lp += math.log(p)
        return lp if state is None else None

    def accepts(self, ids: Sequence[int]) -> bool:
        return self.log_prob(ids) is not None

    def first_rejected(self, ids: Sequence[int]) -> int | None:
        """Index of the first token the grammar cannot follow (None if the
        sequence is a grammatical prefix or story). Used to mark where a
        sample leaves the grammar."""
        if not ids:
            return None
        if ids[0] != BOS:
            return 0
        state: State | None = self.start
        for i, t in enumerate(ids[1:], start=1):
            if state is None or int(t) not in self.next(state):
                return i
            state = self.next(state)[int(t)][1]
        return None

    def max_story_tokens(self) -> int:
        """Longest story in tokens, ``<bos>`` and ``<eos>`` included."""

        @functools.lru_cache(maxsize=None)
        def go(state: State) -> int:
            return max(1 + (0 if nxt is None else go(nxt)) for _, nxt in self.next(state).values())

        return 1 + go(self.start)

    def decode(self, ids: Iterable[int]) -> str:
        return " ".join(self.words[int(i)] if 0 <= int(i) < len(self.words) else "<?>" for i in ids)


@functools.lru_cache(maxsize=1)
def default_grammar() -> StoryGrammar:
    return StoryGrammar()


TRAIN_SEED = 1001
VALID_SEED = 2002


def corpus(n: int, seed: int, grammar: StoryGrammar | None = None) -> list[list[int]]:
    """``n`` stories from ``np.random.default_rng(seed)`` (train and
    validation use different seeds: :data:`TRAIN_SEED`, :data:`VALID_SEED`)."""
    g = grammar or default_grammar()
    rng = np.random.default_rng(seed)
    return [g.sample(rng) for _ in range(n)]
