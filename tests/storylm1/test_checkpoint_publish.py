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


def test_a_ctrl_c_between_the_two_renames_is_held_until_the_swap_is_done(tmp_path: Path, monkeypatch) -> None:
    """The swap is two renames (old aside, new in).  A SIGINT landing between
    them used to raise there: nothing was left at ``ck`` (the old checkpoint
    hidden as ``.ck.old-PID``, the new one deleted with the staging dir)."""
    import os
    import signal

    from kina_play.storylm0 import weights

    out = tmp_path / "ck"
    _publish(out, _write({"checkpoint.npz": "old", "manifest.json": "old"}))
    real_rename = os.rename
    renames: list[str] = []

    def rename(src, dst):  # type: ignore[no-untyped-def]
        real_rename(src, dst)
        renames.append(Path(dst).name)
        if len(renames) == 1:  # the old checkpoint just moved aside: Ctrl-C now
            os.kill(os.getpid(), signal.SIGINT)

    monkeypatch.setattr(weights.os, "rename", rename)
    with pytest.raises(KeyboardInterrupt):
        _publish(out, _write({"checkpoint.npz": "new", "manifest.json": "new"}))
    assert renames[1] == "ck"  # the new checkpoint went in before the interrupt was raised
    assert {p.name: p.read_text() for p in out.iterdir()} == {"checkpoint.npz": "new", "manifest.json": "new"}
    assert [p.name for p in tmp_path.iterdir()] == ["ck"]  # no hidden old copy, no staging directory
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler
