"""The story grammar: exact entropy, acceptor, corpus, vocabulary fixture."""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest

from kina_play.storylm1 import checkpoint, grammar, spec
from kina_play.storylm1.grammar import Choose, Copy, StoryGrammar, Word, words


def tiny() -> StoryGrammar:
    """Small enough to enumerate every story."""
    return StoryGrammar((
        ((1.0, words("a")),),
        ((0.25, (Choose("x", ("b", "c", "d"), remember=True),)), (0.75, ())),
        ((1.0, (Word("e"),)),),
        ((0.5, (Choose("y", ("f", "g")), Word("e"))), (0.5, words("h h h"))),
    ))


def enumerate_stories(g: StoryGrammar) -> list[tuple[list[int], float]]:
    out = []

    def go(state, ids, p):  # type: ignore[no-untyped-def]
        for tok, (q, nxt) in g.next(state).items():
            if nxt is None:
                out.append((ids + [tok], p * q))
            else:
                go(nxt, ids + [tok], p * q)

    go(g.start, [grammar.BOS], 1.0)
    return out


def test_entropy_rate_equals_brute_force_enumeration() -> None:
    g = tiny()
    stories = enumerate_stories(g)
    assert math.isclose(sum(p for _, p in stories), 1.0, rel_tol=1e-12)
    h = -sum(p * math.log(p) for _, p in stories)
    n = sum(p * (len(s) - 1) for s, p in stories)
    assert math.isclose(g.story_entropy, h, rel_tol=1e-12)
    assert math.isclose(g.mean_predicted_tokens, n, rel_tol=1e-12)
    assert math.isclose(g.entropy_rate, h / n, rel_tol=1e-12)
    for s, p in stories:
        assert math.isclose(math.exp(g.log_prob(s)), p, rel_tol=1e-12)


def test_story_grammar_entropy_rate_matches_monte_carlo() -> None:
    g = grammar.default_grammar()
    stories = grammar.corpus(3000, 123)
    nll = np.array([-g.log_prob(s) for s in stories])
    n = np.array([len(s) - 1 for s in stories], float)
    mc = nll.sum() / n.sum()
    se = np.std(nll - mc * n, ddof=1) / (math.sqrt(len(n)) * n.mean())
    assert abs(mc - g.entropy_rate) <= 4 * se


def test_grammar_size_and_story_lengths_fit_the_model() -> None:
    g = grammar.default_grammar()
    assert 60 <= len(g.words) - 4 <= 120
    assert g.words[:4] == ("<pad>", "<bos>", "<eos>", "<unk>")
    assert g.max_story_tokens() <= spec.WINDOW <= spec.T_MAX


def test_acceptor_accepts_generated_and_rejects_mutated() -> None:
    g = grammar.default_grammar()
    rng = np.random.default_rng(5)
    for s in grammar.corpus(200, 77):
        assert g.accepts(s)
        assert g.first_rejected(s) is None
        i = int(rng.integers(1, len(s)))
        bad = list(s)
        bad[i] = grammar.UNK
        assert not g.accepts(bad) and g.first_rejected(bad) == i
        assert not g.accepts(s[:-1])  # no <eos>
        assert not g.accepts(s + [grammar.EOS])  # past <eos>
    # a copied animal must match the one introduced
    s = grammar.corpus(1, 3)[0]
    text = g.decode(s).split()
    animal = text[text.index("the") + 1]
    other = next(a for a in grammar.ANIMALS if a != animal)
    j = [i for i, w in enumerate(text) if w == animal][1]
    swapped = list(s)
    swapped[j] = g.index[other]
    assert not g.accepts(swapped)


def test_train_and_validation_corpora_are_disjoint_seeds_and_deterministic() -> None:
    assert grammar.TRAIN_SEED != grammar.VALID_SEED
    assert grammar.corpus(20, grammar.TRAIN_SEED) == grammar.corpus(20, grammar.TRAIN_SEED)
    assert grammar.corpus(20, grammar.TRAIN_SEED) != grammar.corpus(20, grammar.VALID_SEED)


def test_vocab_fixture_is_the_grammar_vocabulary() -> None:
    assert checkpoint.load_vocab() == grammar.default_grammar().words


def test_nondeterministic_grammar_is_refused() -> None:
    g = StoryGrammar((((0.5, words("a b")), (0.5, words("a c"))),))
    with pytest.raises(grammar.GrammarError, match="two paths"):
        g.next(g.start)
