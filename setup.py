"""Install-time build of the C call helper (everything else is in pyproject.toml).

Why at install time: built on first use instead, the helper's ``cc`` run
(NumPy's headers are most of it) was the biggest single piece of a cold
start, 0.5–1.2 s of CPU, paid again for every new compile cache.  The
extension is optional: without a compiler or headers the install still
succeeds, and the runtime builds the helper into its cache on first use,
or runs its pure-Python path (``kina_play/runtime/callhelper.py``).  The
build records the source's SHA-256, so an edited ``_callhelper.c`` is never
run from a stale install.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from setuptools import Extension, setup

SOURCE = Path("kina_play/runtime/_callhelper.c")


def extensions() -> list[Extension]:
    try:
        import numpy
    except ImportError:  # a build without NumPy: the runtime builds the helper on first use
        return []
    digest = hashlib.sha256(SOURCE.read_bytes()).hexdigest()
    return [Extension(
        "kina_play.runtime._kina_callhelper", [str(SOURCE)],
        include_dirs=[numpy.get_include()],
        define_macros=[("KINA_SOURCE_SHA256", f'"{digest}"')],
        extra_compile_args=["-O2", "-std=c11", "-fno-strict-aliasing"],  # as the runtime's own build
        optional=True,
    )]


setup(ext_modules=extensions())
