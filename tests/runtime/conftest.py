"""Runtime tests run on both call paths: the C helper and the pure-Python one."""

from __future__ import annotations

import pytest

from kina_play.runtime import callhelper


@pytest.fixture(scope="module", params=["C", "python"])
def use_helper(request: pytest.FixtureRequest) -> bool:
    """True: calls go through the C helper; False: the pure-Python path."""
    if request.param == "C" and callhelper.helper() is None:
        pytest.skip(f"the C call helper is not available here: {callhelper.status()}")
    return request.param == "C"
