"""The eight-class StoryLM-0 vocabulary: load, validate, encode, decode.

The vocabulary is a host fixture (``fixtures/storylm0/vocab.json``, a JSON
list, id = index). It is fixed by the spec, so loading checks the file
against :data:`spec.VOCAB` word for word: a vocab that silently differed would
make every locked text wrong in a way no tensor check catches.

Unknown words: :func:`Vocab.encode` raises :class:`VocabError` by default,
naming the word and listing the vocabulary. A prompt typed at the CLI with a
typo should be refused, not quietly turned into ``<unk>`` (the model has
never seen ``<unk>`` in training, so the continuation would be meaningless).
Callers that really want the ``<unk>`` mapping pass ``unknown="unk"``.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

import numpy as np

from ..errors import InputError
from ..inputs import read_json
from . import spec


class VocabError(InputError, ValueError):
    """A vocab file that disagrees with the spec, or text/ids outside it."""


@dataclass(frozen=True)
class Vocab:
    """An id ↔ word table. ``words[i]`` is the word of id ``i``."""

    words: tuple[str, ...] = spec.VOCAB

    def __post_init__(self) -> None:
        if len(set(self.words)) != len(self.words):
            raise VocabError(f"vocab has duplicate words: {list(self.words)}")

    def __len__(self) -> int:
        return len(self.words)

    def encode(self, text: str, *, unknown: Literal["error", "unk"] = "error") -> list[int]:
        """Split ``text`` on whitespace and map each word to its id.

        Matching is exact (case-sensitive), because the spec's text is the
        words joined by single spaces and nothing else. With
        ``unknown="error"`` (default) an unknown word raises
        :class:`VocabError`; with ``unknown="unk"`` it maps to ``<unk>``.
        """
        index = {w: i for i, w in enumerate(self.words)}
        ids: list[int] = []
        for word in text.split():
            if word in index:
                ids.append(index[word])
            elif unknown == "unk" and "<unk>" in index:
                ids.append(index["<unk>"])
            else:
                hint = ""
                if word.lower() in index:
                    hint = f" (did you mean {word.lower()!r}? words are case-sensitive)"
                raise VocabError(
                    f"unknown word {word!r}{hint}; the StoryLM-0 vocabulary is: "
                    + ", ".join(repr(w) for w in self.words)
                )
        return ids

    def decode(self, ids: Iterable[int] | np.ndarray) -> str:
        """Words of ``ids`` joined by single spaces (pads included: the spec
        defines text as the words of the ids, and hiding pads would hide a bug)."""
        flat = np.asarray(ids).reshape(-1)
        out: list[str] = []
        for i in flat.tolist():
            if not isinstance(i, int) or not 0 <= i < len(self.words):
                raise VocabError(f"id {i!r} is outside the vocabulary (0..{len(self.words) - 1})")
            out.append(self.words[i])
        return " ".join(out)

    def to_json_bytes(self) -> bytes:
        """The canonical bytes of ``vocab.json`` (deterministic, one line + LF)."""
        return (json.dumps(list(self.words)) + "\n").encode("utf-8")


def default_vocab() -> Vocab:
    """The spec's vocabulary, without touching the file system."""
    return Vocab(spec.VOCAB)


def load_vocab(path: str | Path) -> Vocab:
    """Load ``vocab.json`` and check it equals the spec's eight words."""
    p = Path(path)
    raw = read_json(p, error=VocabError)
    if not isinstance(raw, list) or not all(isinstance(w, str) for w in raw):
        raise VocabError(f"{p}: expected a JSON list of strings, found {type(raw).__name__}")
    if tuple(raw) != spec.VOCAB:
        raise VocabError(f"{p}: vocab: expected {list(spec.VOCAB)}, found {raw}")
    return Vocab(tuple(raw))


def encode(text: str, *, unknown: Literal["error", "unk"] = "error") -> list[int]:
    """Encode with the spec vocabulary (see :meth:`Vocab.encode`)."""
    return default_vocab().encode(text, unknown=unknown)


def decode(ids: Iterable[int] | np.ndarray) -> str:
    """Decode with the spec vocabulary (see :meth:`Vocab.decode`)."""
    return default_vocab().decode(ids)
