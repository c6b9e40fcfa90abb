"""The README's Python example runs as written, from the repository root."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _python_blocks() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    return re.findall(r"```python\n(.*?)```", text, flags=re.S)


def test_readme_python_example_runs_as_written(tmp_path: Path) -> None:
    blocks = _python_blocks()
    assert blocks, "the README has no Python example"
    script = tmp_path / "readme_example.py"
    script.write_text(blocks[0], encoding="utf-8")
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    res = subprocess.run([sys.executable, str(script)], cwd=ROOT, env=env, capture_output=True, text=True,
                         timeout=600)
    assert res.returncode == 0, res.stderr
    first = res.stdout.splitlines()[0]
    # Four greedy steps from "once" on the trained checkpoint: a past of 4,
    # and the next id is the one the StoryLM-0 lock names after "time".
    from kina_play.storylm0 import spec

    shapes, pick = first.rsplit(" ", 1)
    assert shapes == "(1, 2, 2, 4) (1, 2, 4, 2)"
    assert spec.VOCAB[int(pick)] == "the"
