"""Screenshots of every panel after a realistic key sequence.

``python -m kina_play.app.screenshots [--out screenshots] [--only NAME ...]``
writes ``screenshots/<scene>.svg``.  The scenes below are also what the SVG
snapshot tests replay (tests/app/test_snapshots.py), so the pictures in the
README and the snapshots show the same thing.  Both run the app in
deterministic mode: times masked, no toasts, no blinking cursor.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from textual.pilot import Pilot

from .app import KinaPlayApp


async def settle(pilot: Pilot, rounds: int = 500) -> None:
    """Wait until no worker runs and what they posted has been handled."""
    app = pilot.app
    for _ in range(rounds):
        await pilot.pause()
        busy = [w for w in app.workers if not w.is_finished]
        if not busy:
            await pilot.pause()
            if not [w for w in app.workers if not w.is_finished]:
                return
            continue
        await app.workers.wait_for_complete(busy)
    raise RuntimeError("workers did not settle")


async def _open_program(pilot: Pilot, stem: str) -> None:
    from .panels import ProgramsPanel

    panel = pilot.app.query_one(ProgramsPanel)
    for i, p in enumerate(panel.files):
        if p.stem == stem:
            for _ in range(i):
                await pilot.press("down")
            return


@dataclass(frozen=True)
class Scene:
    name: str
    keys: tuple[str, ...]
    size: tuple[int, int] = (120, 40)
    program: str | None = None  # select this program first (Programs panel)
    app_kwargs: dict[str, Any] = field(default_factory=dict)
    about: str = ""

    def make_app(self, **kw: Any) -> KinaPlayApp:
        args: dict[str, Any] = {"deterministic": True, "train_pace_ms": 0, **self.app_kwargs, **kw}
        return KinaPlayApp(**args)

    async def play(self, pilot: Pilot) -> None:
        await settle(pilot)
        if self.program:
            await _open_program(pilot, self.program)
            await settle(pilot)
        for key in self.keys:
            await pilot.press(key)
            await settle(pilot)
        await settle(pilot)


SCENES: tuple[Scene, ...] = (
    Scene("programs", (), program="storylm0_generate",
          about="storylm0_generate.kina with its Kina-level MLIR and per-stage compile times"),
    Scene("decode", ("2", "n", "n", "n"),
          about="the decode_s2 instance (past length 2) after three steps: decode_s2, k 1x2x2x3 · v 1x2x3x2"),
    Scene("decode-80x24", ("2", "n", "n", "n"), size=(80, 24), about="the same at 80×24"),
    Scene("decode-sampled", ("2", "s", "n", "n", "n", "n", "n"),
          about="Gumbel-max sampling: noise, perturbed scores and the winner"),
    Scene("decode-lm1", ("2", "n", "n", "n", "n", "n", "n"), size=(80, 24), app_kwargs={"model": "storylm1"},
          about="StoryLM-1 after six steps at 80×24: caches, top logits and the attention per layer and head"),
    Scene("train", ("3", "t"), about="the v1 training recipe after 40 epochs: loss curve, table, 12-id check"),
    Scene("rollout", ("4", "g", "k"), about="v1 greedy rollout: the lock, the probabilities, KV cache = re-forward"),
    Scene("check", ("5",), about="every check of kina-play --check"),
    Scene("walkthrough", ("2", "w", "right", "right", "right", "right", "right", "right", "right"),
          about="the narrated tour at decode_s2"),
)


async def _shoot(scene: Scene, out: Path) -> Path:
    app = scene.make_app()
    async with app.run_test(size=scene.size) as pilot:
        await scene.play(pilot)
        svg = app.export_screenshot(title=f"Kina Play — {scene.name}")
    path = out / f"{scene.name}.svg"
    path.write_text(svg, encoding="utf-8")
    return path


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m kina_play.app.screenshots", description=__doc__.splitlines()[0])
    ap.add_argument("--out", default="screenshots", help="output directory (default: screenshots/)")
    ap.add_argument("--only", nargs="*", default=None, help="scene names: " + ", ".join(s.name for s in SCENES))
    a = ap.parse_args(argv)
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    scenes = [s for s in SCENES if not a.only or s.name in a.only]
    unknown = set(a.only or ()) - {s.name for s in SCENES}
    if unknown:
        print(f"unknown scene(s): {', '.join(sorted(unknown))}", file=sys.stderr)
        return 2
    for s in scenes:
        path = asyncio.run(_shoot(s, out))
        print(f"wrote {path}  ({s.about})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
