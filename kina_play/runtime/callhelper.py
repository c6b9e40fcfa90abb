"""Build (once) and load the C call helper, or say why the pure-Python path runs.

The checked call's per-call work (type, dtype, shape, strides, alignment,
gather ids, result allocation, the native call itself) is done by a tiny
CPython extension, ``_callhelper.c``.  It is normally compiled when the
package is installed (``setup.py``: ``kina_play.runtime._kina_callhelper``),
and used when the source it was built from is still the source beside it
(it carries the file's SHA-256) and it imports against this NumPy.

Otherwise it is compiled with the system C compiler against *this*
interpreter's and NumPy's headers the first time a process needs it.  That
build is cached content-addressed — the key is a hash of the C source, the
interpreter (version, ABI tag) and NumPy (version, include directory) —
under the compile cache root, and written atomically (a unique temporary
file, then ``os.replace``), so concurrent first uses and an interrupted
build leave either nothing or a whole file.

Why not a library: cffi calls C functions but cannot take an ``ndarray`` as
a ``PyObject*`` without a Python-level buffer step per argument; Cython
(pyximport), pybind11 (cppimport) and ``torch.utils.cpp_extension`` would
each add a dependency and seconds of build for 300 lines of C.  The build
uses only the standard library's ``sysconfig`` (the compiler and flags
Python itself was built with) and NumPy's ``get_include()``.

When there is no compiler, no headers, the build fails, or
``KINA_PLAY_CALL_HELPER=python`` is set, :func:`helper` returns ``None`` and
the runtime uses its pure-Python path: the same checks and messages, only
slower.  :func:`status` says which path runs and why.
"""

from __future__ import annotations

import hashlib
import importlib
import importlib.machinery
import importlib.util
import os
import shlex
import shutil
import subprocess
import sys
import sysconfig
import threading
import uuid
from pathlib import Path
from types import ModuleType
from typing import TypedDict

import numpy as np

MODULE_NAME = "_kina_callhelper"
INSTALLED_NAME = f"{__package__}.{MODULE_NAME}"
"""Where ``setup.py`` puts the helper it builds at install time."""
SOURCE = Path(__file__).with_name("_callhelper.c")
ENV_SWITCH = "KINA_PLAY_CALL_HELPER"

_lock = threading.Lock()


class _State(TypedDict, total=False):
    module: ModuleType | None  # the loaded helper; None: the pure-Python path
    status: str


_state: _State = {}


def _compiler() -> list[str] | None:
    cc = os.environ.get("CC") or sysconfig.get_config_var("CC") or "cc"
    argv = shlex.split(cc)
    if not argv or shutil.which(argv[0]) is None:
        argv = ["cc"] if shutil.which("cc") else []
    return argv or None


def _key(source: bytes, cc: list[str]) -> str:
    h = hashlib.sha256(source)
    for part in (sys.version, sys.implementation.cache_tag, sysconfig.get_config_var("EXT_SUFFIX") or "",
                 np.__version__, np.get_include(), " ".join(cc)):
        h.update(b"\0" + str(part).encode())
    return h.hexdigest()


def _root() -> Path:
    from ..compiler.cache import cache_root  # the helper lives beside the compiled modules

    return cache_root() / "call-helper"


def _build(src: Path, out: Path, cc: list[str]) -> None:
    out.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    tmp = out.with_name(f".{out.name}.{uuid.uuid4().hex}.tmp")
    cmd = [*cc, "-shared", "-fPIC", "-O2", "-std=c11", "-fno-strict-aliasing",
           f"-I{sysconfig.get_paths()['include']}", f"-I{np.get_include()}", str(src), "-o", str(tmp)]
    try:
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
        if r.returncode != 0 or not tmp.exists() or tmp.stat().st_size == 0:
            raise OSError(f"cc exited {r.returncode}: {(r.stderr or r.stdout).strip()[:400]}")
        os.replace(tmp, out)
    finally:
        tmp.unlink(missing_ok=True)


def _load(path: Path) -> ModuleType:
    loader = importlib.machinery.ExtensionFileLoader(MODULE_NAME, str(path))
    spec = importlib.util.spec_from_file_location(MODULE_NAME, str(path), loader=loader)
    assert spec is not None
    mod = importlib.util.module_from_spec(spec)
    loader.exec_module(mod)
    return mod


def _installed(source: bytes) -> ModuleType | None:
    """The helper built at install time, if it was built from ``source`` and loads here."""
    try:
        mod = importlib.import_module(INSTALLED_NAME)
    except Exception:  # noqa: BLE001 - not built, or built against another NumPy or interpreter: build our own
        return None
    if getattr(mod, "SOURCE_SHA256", None) != hashlib.sha256(source).hexdigest():
        return None  # the source was edited since the install: never run stale code
    return mod


def _make(use_installed: bool = True) -> tuple[ModuleType | None, str]:
    from ..env_vars import OFF_WORDS, choice

    if choice(ENV_SWITCH) in ("python",) + OFF_WORDS:
        return None, f"pure Python ({ENV_SWITCH}={os.environ[ENV_SWITCH]})"
    if sys.implementation.name != "cpython":
        return None, f"pure Python (the helper is a CPython extension; this is {sys.implementation.name})"
    try:
        source = SOURCE.read_bytes()
    except OSError:
        return None, f"pure Python ({SOURCE.name} is not installed with the package)"
    if use_installed:
        mod = _installed(source)
        if mod is not None:
            return mod, f"C helper (installed: {getattr(mod, '__file__', INSTALLED_NAME)})"
    cc = _compiler()
    if cc is None:
        return None, "pure Python (no C compiler: set CC or install cc)"
    key = _key(source, cc)
    path = _root() / key[:32] / (MODULE_NAME + (sysconfig.get_config_var("EXT_SUFFIX") or ".so"))
    built = False
    try:
        if not path.exists():
            _build(SOURCE, path, cc)
            built = True
        return _load(path), f"C helper ({'built' if built else 'cached'}: {path})"
    except Exception as e:  # any failure: the pure-Python path is always correct
        if not built:  # a damaged cached file: rebuild once
            try:
                path.unlink(missing_ok=True)
                _build(SOURCE, path, cc)
                return _load(path), f"C helper (rebuilt: {path})"
            except Exception as e2:
                e = e2
        return None, f"pure Python (building the C helper failed: {str(e).splitlines()[0] if str(e) else type(e).__name__})"


def helper() -> ModuleType | None:
    """The loaded C helper module, or ``None`` for the pure-Python path
    (decided once per process)."""
    try:
        return _state["module"]
    except KeyError:
        pass
    with _lock:
        if "module" not in _state:
            _state["module"], _state["status"] = _make()
    return _state["module"]


def status() -> str:
    """One line: which call path runs, and why."""
    helper()
    return str(_state["status"])
