"""The corpus of bad programs: each is refused at the expected line:col
with the expected message fragment.

Every ``tests/lang/bad/*.kina`` starts with one ``// expect: LINE:COL
FRAGMENT`` line per diagnostic, in order; the program must produce exactly
those diagnostics.
"""

import re

import pytest

from kina_play.lang.diagnostics import KinaError
from kina_play.lang.frontend import check, parse_text

from .util import BAD

CASES = sorted(BAD.glob("*.kina"))
EXPECT = re.compile(r"^// expect: (\d+):(\d+) (.+)$", re.M)


def test_corpus_is_big_enough():
    assert len(CASES) >= 25


@pytest.mark.parametrize("path", CASES, ids=lambda p: p.stem)
def test_bad_program(path):
    text = path.read_text()
    expected = [(int(line), int(col), frag) for line, col, frag in EXPECT.findall(text)]
    assert expected, f"{path.name} has no '// expect:' line"
    with pytest.raises(KinaError) as info:
        check(parse_text(text, str(path)))
    got = [(d.span.line, d.span.col, d.message) for d in info.value.diagnostics]
    assert len(got) == len(expected), info.value.render()
    for (gl, gc, msg), (el, ec, frag) in zip(got, expected):
        assert (gl, gc) == (el, ec) and frag in msg, info.value.render()
    rendered = info.value.render().splitlines()
    assert rendered[0].startswith(f"{path}:{expected[0][0]}:{expected[0][1]}: error: ")
    assert rendered[2].strip().startswith("^")
