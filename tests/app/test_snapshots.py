"""SVG snapshots of every panel after a fixed key sequence at a fixed size.

The scenes are the ones ``python -m kina_play.app.screenshots`` shoots
(kina_play/app/screenshots.py), replayed on the compiled engine in
deterministic mode (times masked, no toasts, no blinking).  After an
intended change of the app's looks, review the report and run
``pytest tests/app/test_snapshots.py --snapshot-update``.
"""

from __future__ import annotations

import pytest

from kina_play.app.screenshots import SCENES, Scene
from kina_play.storylm0.checks import Suite

from .helpers import ENGINE

pytestmark = pytest.mark.skipif(ENGINE != "compiled", reason="snapshots show the compiled engine")


class PortableSuite(Suite):
    """The real checks minus the PyTorch one, which is a SKIP where torch is
    not installed (an optional extra) and would make the picture machine-dependent."""

    def checks(self):  # type: ignore[no-untyped-def]
        return [(n, f) for n, f in super().checks() if "torch" not in n]


@pytest.mark.parametrize("scene", SCENES, ids=[s.name for s in SCENES])
def test_panel_snapshot(scene: Scene, snap_compare, tmp_path) -> None:  # type: ignore[no-untyped-def]
    app = scene.make_app(save_dir=tmp_path / "trained", screenshot_dir=tmp_path, check_suite_factory=PortableSuite)
    assert snap_compare(app, run_before=scene.play, terminal_size=scene.size)
