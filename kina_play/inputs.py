"""Reading the files a user hands us, defensively.

Every CLI path that opens a user's file goes through here: a program's
source, an ``.npz`` of inputs, a checkpoint's NPZ and JSON manifest, a
vocabulary.  The rules, each of which turns a hostile or broken file into one
clear line (and exit 2) instead of a hang, a traceback or an exhausted
machine:

* only regular files are read: a FIFO would block forever, ``/dev/zero``
  never ends, a directory is not a file (the file is opened non-blocking and
  checked with ``fstat`` on the open descriptor, so there is no race);
* at most a stated number of bytes is read, *before* anything trusts a
  header;
* in an ``.npz``, each member's declared size, the ``.npy`` header's shape
  and dtype, and the bytes actually present must agree, and the array must
  fit the memory budget, before one byte is inflated or allocated (a zip
  bomb stops at its declared size, which is checked first);
* pickled (object) arrays are never loaded;
* JSON nested deeper than :data:`MAX_JSON_DEPTH` is refused (no
  ``RecursionError``).
"""

from __future__ import annotations

import io
import json
import os
import stat
import zipfile
from pathlib import Path
from typing import Any, Callable

import numpy as np

from .errors import InputError
from .budget import max_tensor_bytes

MAX_SOURCE_BYTES = 16 << 20  # a .kina program
MAX_JSON_BYTES = 1 << 20  # a manifest or vocabulary
MAX_JSON_DEPTH = 32
_NPY_MAGIC = b"\x93NUMPY"
_ZIP_MAGIC = b"PK\x03\x04"
_EMPTY_ZIP = b"PK\x05\x06"

ErrorType = type[Exception]
HeaderCheck = Callable[[str, np.dtype, tuple[int, ...]], None]


def _size(n: int) -> str:
    for unit, shift in (("TiB", 40), ("GiB", 30), ("MiB", 20), ("KiB", 10)):
        if n >= 1 << shift:
            return f"{n / (1 << shift):.1f} {unit}"
    return f"{n} bytes"


def _open_regular(path: str | Path, label: str, error: ErrorType) -> tuple[int, os.stat_result]:
    """A read-only descriptor of ``path`` if it is a regular file (checked
    on the open descriptor: a FIFO never blocks us, there is no race)."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except OSError as e:
        raise error(f"cannot read {label}: {e.strerror or e}") from None
    st = os.fstat(fd)
    if not stat.S_ISREG(st.st_mode):
        os.close(fd)
        kind = ("a directory" if stat.S_ISDIR(st.st_mode) else "a FIFO" if stat.S_ISFIFO(st.st_mode)
                else "a device" if stat.S_ISCHR(st.st_mode) or stat.S_ISBLK(st.st_mode) else "not a regular file")
        raise error(f"cannot read {label}: {kind}; expected a regular file")
    return fd, st


def read_head(path: str | Path, n: int = 16, *, what: str = "", error: ErrorType = InputError) -> bytes:
    """The first ``n`` bytes of a regular file (to tell what kind of file it is)."""
    fd, _ = _open_regular(path, f"{what}: {path}" if what else str(path), error)
    with os.fdopen(fd, "rb") as f:
        try:
            return f.read(n)
        except OSError as e:
            raise error(f"cannot read {path}: {e.strerror or e}") from None


def file_kind(head: bytes) -> str:
    """What a file's first bytes (:func:`read_head`) say it is: ``"empty"``,
    ``"npz"`` (a zip archive), ``"npy"``, ``"json"`` (an object or a list) or
    ``"other"``."""
    if not head:
        return "empty"
    if head.startswith(_ZIP_MAGIC) or head.startswith(_EMPTY_ZIP):
        return "npz"
    if head.startswith(_NPY_MAGIC):
        return "npy"
    if head.lstrip()[:1] in (b"{", b"["):
        return "json"
    return "other"


def read_bytes(path: str | Path, *, limit: int, what: str = "", error: ErrorType = InputError) -> bytes:
    """The whole of a regular file of at most ``limit`` bytes."""
    label = f"{what}: {path}" if what else str(path)
    fd, st = _open_regular(path, label, error)
    with os.fdopen(fd, "rb") as f:
        if st.st_size > limit:
            raise error(f"cannot read {label}: {_size(st.st_size)}, more than the {_size(limit)} kina-play reads")
        try:
            # read(n) allocates n bytes up front: ask for the size fstat
            # gave (the limit can be GiBs; under a memory limit that fails)
            data = f.read(st.st_size + 1)
            if len(data) > st.st_size:  # the file grew: the rest, up to the limit
                data += f.read(limit + 1 - len(data))
        except OSError as e:
            raise error(f"cannot read {label}: {e.strerror or e}") from None
    if len(data) > limit:  # the file grew while we read it
        raise error(f"cannot read {label}: more than the {_size(limit)} kina-play reads")
    return data


def read_text(path: str | Path, *, limit: int = MAX_SOURCE_BYTES, what: str = "", error: ErrorType = InputError) -> str:
    """A UTF-8 text file (a program's source)."""
    data = read_bytes(path, limit=limit, what=what, error=error)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        label = f"{what}: {path}" if what else str(path)
        raise error(f"cannot read {label}: not UTF-8 text (byte {e.start})") from None


def read_json(path: str | Path, *, limit: int = MAX_JSON_BYTES, what: str = "", error: ErrorType = InputError) -> Any:
    """A JSON document of at most ``limit`` bytes and :data:`MAX_JSON_DEPTH` levels."""
    label = f"{what}: {path}" if what else str(path)
    text = read_text(path, limit=limit, what=what, error=error)
    depth = json_depth(text)
    if depth > MAX_JSON_DEPTH:
        raise error(f"{label}: JSON nested {depth} levels deep; at most {MAX_JSON_DEPTH} are accepted")
    try:
        return json.loads(text)
    except (json.JSONDecodeError, RecursionError, ValueError) as e:
        raise error(f"{label}: not valid JSON ({e})") from None


def json_depth(text: str) -> int:
    """How deeply ``[``/``{`` nest outside strings (cheap, no parsing)."""
    depth = deepest = 0
    in_str = escaped = False
    for ch in text:
        if in_str:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_str = False
        elif ch == '"':
            in_str = True
        elif ch in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif ch in "]}":
            depth -= 1
    return deepest


def read_npz(path: str | Path, *, what: str = "", error: ErrorType = InputError,
             budget: int | None = None, check: HeaderCheck | None = None) -> dict[str, np.ndarray]:
    """The arrays of an ``.npz`` archive (``numpy.savez``), read defensively.
    ``check(name, dtype, shape)`` may refuse a member from its header alone,
    before its data is inflated (e.g. a shape the caller cannot use)."""
    limit = max_tensor_bytes() if budget is None else budget
    data = read_bytes(path, limit=limit + (1 << 20), what=what, error=error)
    return npz_arrays(data, path, what=what, error=error, budget=limit, check=check)


def npz_arrays(data: bytes, path: str | Path, *, what: str = "", error: ErrorType = InputError,
               budget: int | None = None, check: HeaderCheck | None = None) -> dict[str, np.ndarray]:
    """Parse ``.npz`` bytes already read (e.g. after a checksum)."""
    label = f"{what}: {path}" if what else str(path)
    limit = max_tensor_bytes() if budget is None else budget
    if data.startswith(_NPY_MAGIC):
        raise error(f"{label}: an .npy file (one array); expected an .npz archive of named arrays "
                    "(write it with numpy.savez(path, name=array, ...))")
    if not (data.startswith(_ZIP_MAGIC) or data.startswith(_EMPTY_ZIP)):
        raise error(f"{label}: not a zip archive (an .npz is a zip of .npy files; write it with numpy.savez)")
    out: dict[str, np.ndarray] = {}
    total = 0
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as zf:
            for info in zf.infolist():
                if info.is_dir():
                    continue
                name = info.filename.removesuffix(".npy")
                if name == info.filename:
                    raise error(f"{label}: member {info.filename!r} is not an .npy array")
                if info.file_size > limit + 4096:
                    raise error(f"{label}: member {info.filename!r} declares {_size(info.file_size)}, "
                                f"more than the memory budget ({_size(limit)})")
                with zf.open(info) as f:
                    arr = _read_npy_member(f, info, label, error, lambda dt, sh: check and check(name, dt, sh))
                total += arr.nbytes
                if total > limit:
                    raise error(f"{label}: the arrays hold more than the memory budget ({_size(limit)})")
                out[name] = arr
    except (zipfile.BadZipFile, zipfile.LargeZipFile, NotImplementedError, EOFError, OSError, ValueError) as e:
        if isinstance(e, error):
            raise
        damaged = "; damaged or truncated" if isinstance(e, (zipfile.BadZipFile, EOFError)) else ""
        raise error(f"{label}: not a readable .npz archive ({e}{damaged})") from None
    return out


def _read_npy_member(f: Any, info: zipfile.ZipInfo, label: str, error: ErrorType,
                     check: Callable[[np.dtype, tuple[int, ...]], Any]) -> np.ndarray:
    member = f"{label}: {info.filename}"
    try:
        version = np.lib.format.read_magic(f)
        if version == (1, 0):
            shape, fortran, dtype = np.lib.format.read_array_header_1_0(f, max_header_size=10_000)
        elif version in ((2, 0), (3, 0)):
            shape, fortran, dtype = np.lib.format.read_array_header_2_0(f, max_header_size=10_000)
        else:
            raise error(f"{member}: unsupported .npy version {version}")
    except error:
        raise
    except Exception as e:  # noqa: BLE001 - NumPy's header parser raises ValueError, SyntaxError, TokenError, ...
        raise error(f"{member}: not a readable .npy header ({type(e).__name__}: {e})") from None
    if dtype.hasobject:
        raise error(f"{label}: {info.filename.removesuffix('.npy')}.dtype: expected a numeric array, "
                    "found a pickled object array (kina-play never unpickles)")
    if dtype.fields is not None or dtype.kind not in "biufc":
        raise error(f"{member}: dtype {dtype}; expected a numeric array")
    count = 1
    for d in shape:
        count *= int(d)
    nbytes = count * dtype.itemsize
    header = f.tell()
    if header + nbytes != info.file_size:
        raise error(f"{member}: header says {dtype}{list(shape)} ({_size(nbytes)}), "
                    f"but the member holds {_size(max(0, info.file_size - header))} of data")
    check(dtype, tuple(int(d) for d in shape))
    arr = np.empty(count, dtype=dtype)
    view = memoryview(arr.view(np.uint8))  # type: ignore[arg-type]  # (numpy's stubs do not declare the buffer protocol)
    got = 0
    while got < nbytes:
        n = f.readinto(view[got:])
        if not n:
            raise error(f"{member}: truncated ({got} of {nbytes} bytes)")
        got += n
    if f.read(1):  # also makes the zip reader check the member's CRC
        raise error(f"{member}: more data than its header declares")
    return arr.reshape(shape, order="F" if fortran else "C")
