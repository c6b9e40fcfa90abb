"""Lexer: every token of the spec, literals, comments, stray characters."""

import pytest

from kina_play.lang.diagnostics import KinaError, Source
from kina_play.lang.lexer import lex
from kina_play.lang.tokens import EOF, FLOAT, IDENT, INT


def kinds(text: str) -> list[str]:
    return [t.kind for t in lex(Source("t", text))]


def test_punctuation_longest_match():
    text = "( ) [ ] { } < > , : ; = -> @ + - * / <= >= == !="
    assert kinds(text)[:-1] == text.split()
    assert kinds("a<=b")[:-1] == [IDENT, "<=", IDENT]
    assert kinds("x->y")[:-1] == [IDENT, "->", IDENT]
    assert kinds("a--b")[:-1] == [IDENT, "-", "-", IDENT]


def test_keywords_and_identifiers():
    toks = lex(Source("t", "fn let return while yield fnx _a1 f32 i64"))
    assert [t.kind for t in toks[:5]] == ["fn", "let", "return", "while", "yield"]
    assert all(t.kind == IDENT for t in toks[5:-1])
    assert toks[-1].kind == EOF


@pytest.mark.parametrize(
    "text,kind,value",
    [("0", INT, 0), ("42", INT, 42), ("0.5", FLOAT, 0.5), ("1e-9", FLOAT, 1e-9), ("2.0e3", FLOAT, 2000.0),
     ("3E+2", FLOAT, 300.0), ("9223372036854775807", INT, 2**63 - 1)],
)
def test_number_literals(text, kind, value):
    tok = lex(Source("t", text))[0]
    assert (tok.kind, tok.value) == (kind, value)


def test_minus_is_an_operator_not_part_of_the_literal():
    assert kinds("-1")[:-1] == ["-", INT]


@pytest.mark.parametrize(
    "text,fragment,col",
    [("x $ y", "stray character '$'", 3), ("a ! b", "did you mean '!='", 3), ("1.", "digit after '.'", 1),
     (".5", "stray character '.'", 1), ("1e", "exponent", 1), ("12abc", "malformed number", 1),
     ("9223372036854775808", "does not fit in i64", 1), ("1e39", "out of the f32 range", 1),
     ("# c", "comments start with '//'", 1), ("é", "stray character 'é'", 1), ("\x0c", "U+000C", 1),
     ("1" * 5000, "does not fit in i64", 1)],
)
def test_lexical_errors(text, fragment, col):
    with pytest.raises(KinaError) as e:
        lex(Source("t", text))
    d = e.value.first
    assert fragment in d.message and d.span.col == col


def test_all_stray_characters_are_reported():
    with pytest.raises(KinaError) as e:
        lex(Source("t", "a $\nb ? c"))
    assert [(d.span.line, d.span.col) for d in e.value.diagnostics] == [(1, 3), (2, 3)]


def test_comments_and_positions():
    toks = lex(Source("t", "// head\n  let x // tail\n\tx"))
    assert [(t.text, t.span.line, t.span.col) for t in toks[:-1]] == [("let", 2, 3), ("x", 2, 7), ("x", 3, 2)]
    assert (toks[0].span.end_line, toks[0].span.end_col) == (2, 6)


def test_crlf_lines_render_the_right_line():
    with pytest.raises(KinaError) as e:
        lex(Source("t", "fn f()\r\n  $\r\n"))
    assert e.value.render().splitlines()[1] == "      $"


def test_a_byte_order_mark_before_the_program_is_dropped():
    """Editors on Windows may write U+FEFF before UTF-8 text: it used to be a
    stray character at 1:1.  Columns count from the character after it; a
    U+FEFF anywhere else is still a stray character."""
    from kina_play.lang.frontend import parse_text

    with pytest.raises(KinaError) as e:
        parse_text("\ufefffn f(x: f32[4]) -> f32[4] { return x $ x; }\n", "t")
    d = e.value.first
    assert "'$'" in d.message and (d.span.line, d.span.col) == (1, 38)
    assert e.value.render().splitlines()[1] == "    fn f(x: f32[4]) -> f32[4] { return x $ x; }"
    assert [f.name for f in parse_text("\ufefffn f(x: f32[4]) -> f32[4] { return x; }\n").functions] == ["f"]
    with pytest.raises(KinaError, match="U\\+FEFF"):
        parse_text("fn f(x: f32[4]) -> f32[4] { return x; }\ufeff\n")
