"""The docs stand alone: a reader has only the repo.

No doc, comment, docstring, user-visible string, check name or help text in
the product code, the docs, the programs, the scripts or the committed
screenshots may cite the spec files outside the repo or a spec's section
numbers; each says the thing itself instead.  This test greps those trees and
lists every offending line, so it fails on the first citation someone adds.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
TREES = ("kina_play", "docs", "programs", "scripts", "screenshots")
SUFFIXES = {".py", ".md", ".kina", ".tcss", ".svg"}

# Citations of material outside the repo: a spec path, a numbered section
# ("Section 24", "section 20", "§23"), or the seed documents.
CITATION = re.compile(
    r"section(?:\s|&#160;|_)*\d|§|shared/spec|\.\./shared|shared/seeds|\bseed(?:\s|&#160;)+section|\bthe seed(?:'s|&#x27;s)",
    re.IGNORECASE,
)


def _files() -> list[Path]:
    return sorted(
        p
        for tree in TREES
        if (ROOT / tree).is_dir()
        for p in (ROOT / tree).rglob("*")
        if p.is_file() and p.suffix in SUFFIXES and "__pycache__" not in p.parts
    )


def _hits(path: Path) -> list[str]:
    text = path.read_text(encoding="utf-8", errors="replace")
    return [
        f"{path.relative_to(ROOT)}:{n}: {m.group(0)!r}"
        for n, line in enumerate(text.splitlines(), 1)
        for m in [CITATION.search(line)]
        if m
    ]


def test_the_pattern_catches_each_kind_of_citation() -> None:
    """The grep must be able to fail: every form named in the rule matches."""
    for cited in ("the Section 24 recipe", "(section 23)", "§23", "see ../shared/spec/cli.md",
                  "shared/spec/storylm0.md", "seed Section 20", "the seed's instance",
                  "Section&#160;20", "section20 decode loop", "section_20"):
        assert CITATION.search(cited), cited
    for plain in ("seed 42, temperature 0.8", "seed token 3", "the v1 training recipe (40 epochs)"):
        assert not CITATION.search(plain), plain


def test_the_scanned_trees_exist() -> None:
    files = _files()
    assert any(p.suffix == ".py" and p.parts[len(ROOT.parts)] == "kina_play" for p in files)
    assert any(p.suffix == ".md" for p in files)
    assert any(p.suffix == ".kina" for p in files)


@pytest.mark.parametrize("tree", TREES)
def test_no_doc_or_code_cites_the_spec(tree: str) -> None:
    hits = [h for p in _files() if p.parts[len(ROOT.parts)] == tree for h in _hits(p)]
    assert not hits, "cites material outside the repo; say the thing itself:\n" + "\n".join(hits)


def test_the_readme_cites_nothing_outside_the_repo() -> None:
    hits = _hits(ROOT / "README.md")
    assert not hits, "cites material outside the repo; say the thing itself:\n" + "\n".join(hits)
