"""Fuzzing the front end: whatever the input, the only exception that
escapes parse + check (+ instantiation) is KinaError, and every diagnostic
renders with a sane position.

Four generators, 2,150 examples per run in total (not derandomized: each
run explores new ones): random token soups, token-level mutations of the
valid programs (delete / duplicate / swap / replace / insert a random
character), character-level edits of the program text, and "semantic"
mutations that keep the syntax but change ints, names and op names so that
the checker's deeper rules are exercised.  A mutant of a valid program
mostly stays checkable, so it costs a whole check (≈ 0.1 s for
``storylm1.kina``): the two mutation generators run 600 and 350 examples,
the bulk fuzzer (``tests/test_fuzz_bulk.py``) adds 10,000 seeded mutants.
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kina_play.lang.diagnostics import KinaError, Source
from kina_play.lang.frontend import check, parse_text
from kina_play.lang.lexer import lex
from kina_play.lang.ops import OPS, visible_ops
from kina_play.lang.tokens import IDENT, INT

from .util import PROGRAMS

SOURCES = [p.read_text() for p in sorted(PROGRAMS.glob("*.kina"))]
TOKENS = [[t for t in lex(Source("p", s))[:-1]] for s in SOURCES]
VOCAB = sorted({t.text for ts in TOKENS for t in ts}) + [
    "while", "yield", "@", "main", "reverse_mode", "wrt", "==", "!=", "<=", ">=", "<", ">", "-1", "0", "1e-9",
    "true", "false", "bool[2]", "keepdims", "k", *OPS,
    "2.0e3", "S", "T", "P", "S + 1", "__x", "f32[]", "i64[1, 1]", "(", ")", "[", "]", "{", "}", ";", ",",
]
INTS = ["0", "1", "2", "3", "4", "8", "36", "-1", "-7", "S", "P", "T", "S + 1", "P - 1", "T - 40", "99999999999999999999"]
NAMES = ["x", "q", "kT", "v", "k_past", "token_ids", "tokens", "mask", "scale", "embed", "wq", "h", "i", "logits",
         "f32", "i64", "bool", "k_next", "targets", "probs"]
CALLEES = list(visible_ops(internal=True)) + [
    "decode", "prefill", "forward", "decode_s2", "greedy_one", "nll", "llm_generate", "main"]

# database=None: no .hypothesis/ directory in the work tree; a failure prints its example.
FUZZ = dict(deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                                   HealthCheck.filter_too_much])


def front_end(text: str) -> None:
    """Parse, check and instantiate; assert only KinaError escapes."""
    try:
        checked = check(parse_text(text, "fuzz.kina"))
        requests = [(n, {s: 2 for s in checked.signature(n).shape_params})
                    for n in checked.function_names if checked.is_generic(n)]
        try:
            for tf in checked.typed_functions(requests):
                assert all(isinstance(d, int) for _, t in tf.params for d in t.shape)
        except KinaError as e:  # an instance may be refused
            _sane(e)
    except KinaError as e:
        _sane(e)


def _sane(e: KinaError) -> None:
    assert e.diagnostics
    for d in e.diagnostics:
        assert d.span.line >= 1 and d.span.col >= 1 and d.message
        assert d.render().startswith(f"fuzz.kina:{d.span.line}:{d.span.col}: error: ")


@settings(max_examples=700, **FUZZ)
@given(st.lists(st.sampled_from(VOCAB), max_size=80))
def test_token_soup(words):
    front_end(" ".join(words))


mutation = st.tuples(
    st.sampled_from(["delete", "duplicate", "swap", "replace", "char"]),
    st.integers(min_value=0, max_value=10_000),
    st.integers(min_value=0, max_value=10_000),
    st.sampled_from(VOCAB),
    st.characters(codec="utf-8"),
)


@settings(max_examples=600, **FUZZ)
@given(st.integers(min_value=0, max_value=len(TOKENS) - 1), st.lists(mutation, min_size=1, max_size=4))
def test_token_mutations_of_valid_programs(which, edits):
    toks = [t.text for t in TOKENS[which]]
    for kind, i, j, word, ch in edits:
        i, j = i % len(toks), j % len(toks)
        if kind == "delete" and len(toks) > 1:
            del toks[i]
        elif kind == "duplicate":
            toks.insert(i, toks[i])
        elif kind == "swap":
            toks[i], toks[j] = toks[j], toks[i]
        elif kind == "replace":
            toks[i] = word
        else:
            toks.insert(i, ch)
    front_end(" ".join(toks))


@settings(max_examples=500, **FUZZ)
@given(st.integers(min_value=0, max_value=len(SOURCES) - 1),
       st.lists(st.tuples(st.integers(min_value=0, max_value=100_000), st.integers(min_value=0, max_value=3),
                          st.text(max_size=3)), min_size=1, max_size=4))
def test_character_edits_of_valid_programs(which, edits):
    text = SOURCES[which]
    for pos, cut, insert in edits:
        pos %= len(text) + 1
        text = text[:pos] + insert + text[pos + cut:]
    front_end(text)


@settings(max_examples=350, **FUZZ)
@given(st.integers(min_value=0, max_value=len(TOKENS) - 1),
       st.lists(st.tuples(st.integers(min_value=0, max_value=100_000), st.integers(min_value=0, max_value=100)),
                min_size=1, max_size=3))
def test_semantic_mutations_of_valid_programs(which, edits):
    toks = TOKENS[which]
    words = [t.text for t in toks]
    for pos, pick in edits:
        i = pos % len(toks)
        t = toks[i]
        if t.kind == INT:
            words[i] = INTS[pick % len(INTS)]
        elif t.kind == IDENT:
            calls = i + 1 < len(toks) and toks[i + 1].kind == "("
            pool = CALLEES if calls else NAMES
            words[i] = pool[pick % len(pool)]
        elif t.kind in ("+", "-", "*", "/", "@"):
            words[i] = ["+", "-", "*", "/", "@", "<"][pick % 6]
    front_end(" ".join(words))
