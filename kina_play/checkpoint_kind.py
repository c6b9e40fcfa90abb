"""Which model a checkpoint belongs to, told from names and headers alone.

``generate`` and ``train`` take ``--model storylm0|storylm1``, and each
model's checkpoint looks different on disk (StoryLM-0: ``trained_manifest.json``
+ ``trained_checkpoint.npz`` holding ``embed``, ``wq`` …; StoryLM-1:
``checkpoint.npz`` holding ``wte``, ``wpe`` … + ``manifest.json`` with
``"model": "storylm1"``).  Handing one model's checkpoint to the other used
to end in a message about a missing file (``no such checkpoint file``,
``trained_manifest.json: manifest not found``); :func:`model_of` lets the
command say whose checkpoint it is instead.  Nothing here loads an array:
it reads a directory listing, a zip's member names or a small JSON object,
through :mod:`kina_play.inputs` (regular files only, bounded).
"""

from __future__ import annotations

import io
import os
import zipfile
from pathlib import Path

from .errors import InputError
from .inputs import read_bytes, read_json

STORYLM0, STORYLM1 = "storylm0", "storylm1"
NAMES = {STORYLM0: "StoryLM-0", STORYLM1: "StoryLM-1"}

# file names and array keys (kept in step with storylm0.weights / storylm1.checkpoint; a test checks)
STORYLM0_FILES = ("trained_manifest.json", "trained_checkpoint.npz")
STORYLM1_FILES = ("checkpoint.npz", "manifest.json")
STORYLM0_KEYS = frozenset({"embed", "wq", "wk", "wv", "wo", "lm_head", "scale"})
STORYLM1_KEYS = frozenset({"wte", "wpe", "lnf.g", "lnf.b"})  # keys only StoryLM-1 has (enough to tell)

_SNIFF_BYTES = 4 << 20  # a StoryLM-1 NPZ is ≈ 450 KiB; larger files are nobody's checkpoint here


def model_of(path: str | Path) -> str | None:
    """``"storylm0"`` or ``"storylm1"`` when ``path`` (a checkpoint
    directory, its NPZ or its manifest) plainly belongs to that model, else
    None (not a checkpoint, unreadable, or missing)."""
    p = Path(path)
    try:
        if p.is_dir():
            names = set(os.listdir(p))
            zero, one = bool(names & set(STORYLM0_FILES)), STORYLM1_FILES[0] in names
            if zero != one:  # both: not plainly either (each loader reads its own files)
                return STORYLM0 if zero else STORYLM1
            return None
        if not p.is_file():
            return None
        head = read_bytes(p, limit=_SNIFF_BYTES)
    except (OSError, InputError):
        return None
    if head.startswith(b"PK"):
        try:
            with zipfile.ZipFile(io.BytesIO(head)) as zf:
                keys = {n.removesuffix(".npy") for n in zf.namelist()}
        except (zipfile.BadZipFile, ValueError, OSError):
            return None
        if keys & STORYLM1_KEYS:
            return STORYLM1
        if keys and keys <= STORYLM0_KEYS:
            return STORYLM0
        return None
    if head.lstrip()[:1] == b"{":
        try:
            data = read_json(p)
        except InputError:
            return None
        if isinstance(data, dict):
            if data.get("model") == STORYLM1:
                return STORYLM1
            if str(data.get("format", "")).startswith("storylm0-checkpoint"):
                return STORYLM0
    return None
