"""StoryLM-1's ``train --out`` replaces a checkpoint directory whole or not at all."""

from __future__ import annotations

from pathlib import Path

import pytest

from kina_play.storylm0.weights import write_and_publish as _publish


def _write(files: dict[str, str], fail_after: int | None = None):  # type: ignore[no-untyped-def]
    def write(d: Path) -> None:
        for i, (name, text) in enumerate(files.items()):
            if fail_after is not None and i == fail_after:
                raise KeyboardInterrupt  # a Ctrl-C between two files
            (d / name).write_text(text)
    return write


def test_an_interrupted_write_leaves_the_old_checkpoint_whole(tmp_path: Path) -> None:
    out = tmp_path / "ck"
    _publish(out, _write({"checkpoint.npz": "old", "manifest.json": "old"}))
    with pytest.raises(KeyboardInterrupt):
        _publish(out, _write({"checkpoint.npz": "new", "manifest.json": "new"}, fail_after=1))
    assert {p.name: p.read_text() for p in out.iterdir()} == {"checkpoint.npz": "old", "manifest.json": "old"}
    assert [p.name for p in tmp_path.iterdir()] == ["ck"]  # no staging directory left behind


def test_a_finished_write_replaces_the_directory(tmp_path: Path) -> None:
    out = tmp_path / "ck"
    _publish(out, _write({"checkpoint.npz": "old", "manifest.json": "old"}))
    _publish(out, _write({"checkpoint.npz": "new", "manifest.json": "new"}))
    assert {p.name: p.read_text() for p in out.iterdir()} == {"checkpoint.npz": "new", "manifest.json": "new"}
    assert [p.name for p in tmp_path.iterdir()] == ["ck"]
