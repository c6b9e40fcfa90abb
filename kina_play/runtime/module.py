"""Load a compiled Kina ``.so`` and call its functions on NumPy arrays.

Three ways to call, from safest to fastest:

``mod.decode_s2(*args)`` / ``mod.fn("decode_s2")(*args)``
    Checks every argument (count, dtype, shape, C-contiguity, alignment,
    gather ids in range), allocates the results with ``np.empty`` and returns
    one array or a tuple.
``fn.call_into(args, outs)``
    Same checks, but writes into caller-provided result arrays (no
    allocation).
``bound = fn.bind(*args, outs=...)`` then ``bound()``
    Checks once at bind time (and on ``bound.set(...)``), then each call is
    one foreign call on cached descriptor pointers (``bound.raw`` skips even
    the Python method).  Mutating a bound array *in place* is not re-checked
    (the kernel clamps gather ids, so this cannot read out of bounds).

Any mismatch raises :class:`KinaArgumentError` *before* native code runs, so a
wrong argument is an exception, never a segfault.
"""

from __future__ import annotations

import ctypes
import functools
import operator
import threading
from dataclasses import dataclass
from typing import Any, Sequence, Union

import numpy as np

from . import load_hooks
from ..lang.types import TensorType
from .memref import (
    _DATA_OFFSET,
    FAST_DATA_POINTER,
    NP_DTYPES,
    _from_address,
    byte_strides,
    data_pointer,
    empty_descriptor,
)
from .signature import FunctionSignature

CIFACE_PREFIX = "_mlir_ciface_"
PACKED_PREFIX = "__kina_packed_"  # see kina_play.compiler.pipeline.PACKED_PREFIX

Result = Union[np.ndarray, tuple[np.ndarray, ...]]


class KinaArgumentError(ValueError):
    """An argument does not match the compiled signature (raised before the call)."""


class KinaLoadError(RuntimeError):
    """The shared object does not provide what its signatures promise."""


@dataclass(frozen=True)
class _Spec:
    """What one memref argument must look like, precomputed for the hot path."""

    name: str
    type: TensorType
    dtype: np.dtype
    shape: tuple[int, ...]
    strides: tuple[int, ...]  # canonical C-contiguous byte strides
    align_mask: int
    id_bound: int | None  # gather table rows for an ids parameter

    @staticmethod
    def of(name: str, t: TensorType, id_bound: int | None = None) -> "_Spec":
        dt = NP_DTYPES[t.elem]
        shape = tuple(int(d) for d in t.shape)
        return _Spec(name, t, dt, shape, byte_strides(shape, dt.itemsize), dt.alignment - 1, id_bound)


def _describe(a: object) -> str:
    if isinstance(a, np.ndarray):
        extra = "" if a.flags.c_contiguous else "non-C-contiguous "
        return f"{extra}{a.dtype} array of shape {a.shape}"
    if isinstance(a, np.generic):
        return f"NumPy scalar {a.dtype.name} (wrap it: np.array(x, dtype=...))"
    return type(a).__name__


def _check_array(fn: str, sp: _Spec, a: object, *, what: str = "parameter", writable: bool = False) -> np.ndarray:
    """Full check of one argument (the slow path); return it or raise."""
    if not isinstance(a, np.ndarray):
        raise KinaArgumentError(f"{fn}: {what} '{sp.name}' expects {sp.type}, got {_describe(a)}")
    if a.dtype != sp.dtype or a.shape != sp.shape:
        raise KinaArgumentError(f"{fn}: {what} '{sp.name}' expects {sp.type}, got {_describe(a)}")
    if not a.dtype.isnative:
        raise KinaArgumentError(f"{fn}: {what} '{sp.name}' expects native byte order, got {a.dtype.str}")
    if not a.flags.c_contiguous:
        raise KinaArgumentError(
            f"{fn}: {what} '{sp.name}' expects a C-contiguous {sp.type}, got {_describe(a)} "
            "(use np.ascontiguousarray)"
        )
    if not a.flags.aligned:
        raise KinaArgumentError(f"{fn}: {what} '{sp.name}' is not aligned to {sp.dtype.alignment} bytes")
    if writable and not a.flags.writeable:
        raise KinaArgumentError(f"{fn}: {what} '{sp.name}' is read-only; results need writable arrays")
    return a


def _check_ids(fn: str, sp: _Spec, a: np.ndarray) -> None:
    bound = sp.id_bound
    assert bound is not None
    if a.size == 1:  # the decode case: one token id, no reduction kernels
        lo = hi = a.item()
    else:
        lo, hi = int(a.min()), int(a.max())
    if lo < 0 or hi >= bound:
        bad = lo if lo < 0 else hi
        raise KinaArgumentError(
            f"{fn}: parameter '{sp.name}' holds gather id {bad}, outside [0, {bound})"
        )


def _ranges_overlap(p0: int, n0: int, p1: int, n1: int) -> bool:
    return p0 < p1 + n1 and p1 < p0 + n0


class Function:
    """One exported function of a :class:`NativeModule`.

    Thread-safe: each thread gets its own scratch pointers (ctypes releases
    the GIL during the native call, so shared scratch could be overwritten
    mid-call).  Calls from several threads run truly in parallel.

    Calls go through the library's packed entry ``__kina_packed_<f>(void
    **data)`` when it has one (every library this compiler builds does): one
    array of data pointers, one ctypes argument.  A library without it (built
    by an older compiler) is called through ``_mlir_ciface_<f>`` with one
    memref descriptor per argument.
    """

    def __init__(self, lib: ctypes.CDLL, signature: FunctionSignature, owner: "NativeModule | None" = None):
        self.signature = signature
        self.name = self.symbol = signature.symbol
        self._owner = owner  # keeps the library object alive
        try:  # lib[...] gives this Function its own foreign-function object
            cfn = lib[CIFACE_PREFIX + signature.symbol]
        except AttributeError:
            raise KinaLoadError(
                f"{signature.symbol}: the library does not export {CIFACE_PREFIX}{signature.symbol}"
            ) from None
        n = len(signature.params) + len(signature.results)
        cfn.argtypes = [ctypes.c_void_p] * n
        cfn.restype = None
        self._cfn = cfn
        try:
            pcfn = lib[PACKED_PREFIX + signature.symbol]
            pcfn.argtypes = [ctypes.c_void_p]
            pcfn.restype = None
        except AttributeError:
            pcfn = None
        self._pcfn = pcfn
        self.packed = pcfn is not None
        self._n = n
        bounds = dict(signature.id_bounds)
        self._ins = tuple(_Spec.of(p.name, p.type, bounds.get(p.name)) for p in signature.params)
        names = _result_names(len(signature.results))
        self._outs = tuple(_Spec.of(nm, t) for nm, t in zip(names, signature.results))
        self._n_in = len(self._ins)
        self._ids = tuple(i for i, sp in enumerate(self._ins) if sp.id_bound is not None)
        self._single = len(self._outs) == 1
        self._fast_ins = tuple((sp.dtype, sp.shape, sp.strides, sp.align_mask) for sp in self._ins)
        self._in_dtypes = [sp.dtype for sp in self._ins]
        self._in_shapes = [sp.shape for sp in self._ins]
        self._out_alloc = tuple((sp.dtype, sp.shape) for sp in self._outs)
        self._tls = threading.local()

    # -- introspection -------------------------------------------------------

    @property
    def params(self) -> tuple[tuple[str, TensorType], ...]:
        return tuple((sp.name, sp.type) for sp in self._ins)

    @property
    def results(self) -> tuple[TensorType, ...]:
        return tuple(sp.type for sp in self._outs)

    def __repr__(self) -> str:
        ps = ", ".join(f"{sp.name}: {sp.type}" for sp in self._ins)
        rs = ", ".join(str(sp.type) for sp in self._outs)
        return f"<kina function {self.name}({ps}) -> ({rs})>"

    def empty_results(self) -> tuple[np.ndarray, ...]:
        """Freshly allocated result arrays (what a checked call returns)."""
        return tuple(np.empty(sp.shape, sp.dtype) for sp in self._outs)

    # -- scratch ---------------------------------------------------------------

    def _scratch(self) -> "_Scratch":
        try:
            return self._tls.scratch
        except AttributeError:
            sc = self._tls.scratch = _Scratch(self)
            return sc

    # -- checked calls -----------------------------------------------------------

    def _load_inputs(self, args: Sequence[Any], sc: "_Scratch") -> None:
        """Check ``args`` and aim the scratch pointers at them (hot path).

        The fast test (exact ndarray type, the interned native dtype, shape,
        canonical byte strides, element-aligned pointer) implies everything
        the kernel needs; anything else goes through :func:`_check_array`,
        which either accepts it (e.g. a contiguous view with odd strides on a
        size-1 dim) or raises with a precise message.

        Arguments that *are* the same objects as in this thread's previous
        call keep their pointers: an ndarray's data pointer cannot change
        while we hold a reference (``resize`` refuses), and in-place
        ``shape``/``dtype`` edits cannot grow its buffer.  dtype and shape are
        still re-checked (in one C-level pass when every argument is the same
        object as last time) so such edits are reported, not silently used.
        """
        last = sc.last
        if (
            last is not None
            and len(args) == self._n_in
            and all(map(_is, args, last))
            and list(map(_get_dtype, args)) == self._in_dtypes
            and list(map(_get_shape, args)) == self._in_shapes
        ):
            for i in self._ids:
                _check_ids(self.name, self._ins[i], args[i])
            return
        if len(args) != self._n_in:
            raise KinaArgumentError(
                f"{self.name}: expects {self._n_in} argument(s) "
                f"({', '.join(sp.name for sp in self._ins)}), got {len(args)}"
            )
        sc.last = None  # invalid until every pointer is consistent again
        if last is None:
            last = sc.none
        nd = np.ndarray
        fa = _from_address
        off = _DATA_OFFSET
        fast = FAST_DATA_POINTER
        ptrs = sc.ptrs
        pp = sc.pp
        descs = sc.descs
        i = 0
        for a, prev, (dt, shape, strides, mask) in zip(args, last, self._fast_ins):
            if a is prev:
                if a.dtype is not dt or a.shape != shape:
                    _check_array(self.name, self._ins[i], a)
            else:
                if type(a) is not nd or a.dtype is not dt or a.shape != shape or a.strides != strides:
                    _check_array(self.name, self._ins[i], a)
                p = fa(id(a) + off).value if fast else data_pointer(a)
                if p & mask:
                    _check_array(self.name, self._ins[i], a)  # raises: misaligned
                ptrs[i] = p
                if pp is not None:
                    pp[i] = p
                else:
                    d = descs[i]
                    d.allocated = d.aligned = p
            i += 1
        for i in self._ids:
            _check_ids(self.name, self._ins[i], args[i])
        sc.last = tuple(args)

    def __call__(self, *args: Any) -> Result:
        """Checked call; allocates and returns the result(s)."""
        try:
            sc = self._tls.scratch
        except AttributeError:
            sc = self._scratch()
        self._load_inputs(args, sc)
        outs = [_empty(shape, dt) for dt, shape in self._out_alloc]
        pp = sc.pp
        k = self._n_in
        if pp is not None:
            if FAST_DATA_POINTER:
                for a in outs:
                    pp[k] = _from_address(id(a) + _DATA_OFFSET).value
                    k += 1
            else:
                for a in outs:
                    pp[k] = data_pointer(a)
                    k += 1
            self._pcfn(sc.pp_addr)
        else:
            for a, d in zip(outs, sc.descs[k:]):
                d.allocated = d.aligned = data_pointer(a)
            self._cfn(*sc.addrs)
        return outs[0] if self._single else tuple(outs)

    def call_into(self, args: Sequence[Any], outs: Sequence[np.ndarray] | np.ndarray) -> Result:
        """Checked call writing into caller-provided ``outs``; returns them.

        An out array may not start where an input starts (the kernel may write
        a result before it has read every input); partially overlapping views
        are only caught by :meth:`bind`.
        """
        if isinstance(outs, np.ndarray):
            outs = (outs,)
        try:
            sc = self._tls.scratch
        except AttributeError:
            sc = self._scratch()
        self._load_inputs(args, sc)
        if len(outs) != len(self._outs):
            raise KinaArgumentError(f"{self.name}: expects {len(self._outs)} out array(s), got {len(outs)}")
        in_ptrs = sc.ptrs
        nd = np.ndarray
        pp = sc.pp
        k = self._n_in
        for sp, a in zip(self._outs, outs):
            if (
                type(a) is not nd
                or a.dtype is not sp.dtype
                or a.shape != sp.shape
                or a.strides != sp.strides
                or not a.flags.writeable
            ):
                _check_array(self.name, sp, a, what="result", writable=True)
            p = data_pointer(a)
            if p & sp.align_mask:
                _check_array(self.name, sp, a, what="result", writable=True)
            if p in in_ptrs:
                raise KinaArgumentError(f"{self.name}: result '{sp.name}' aliases an input array")
            if pp is not None:
                pp[k] = p
            else:
                d = sc.descs[k]
                d.allocated = d.aligned = p
            k += 1
        if pp is not None:
            self._pcfn(sc.pp_addr)
        else:
            self._cfn(*sc.addrs)
        return outs[0] if self._single else tuple(outs)

    def bind(self, *args: Any, outs: Sequence[np.ndarray] | np.ndarray | None = None) -> "BoundCall":
        """Check ``args`` (and ``outs``, allocated if None) once; return a fast caller."""
        return BoundCall(self, args, outs)


_NOTHING = object()
_is = operator.is_
_get_dtype = operator.attrgetter("dtype")
_get_shape = operator.attrgetter("shape")
_empty = np.empty


class _Scratch:
    """One thread's call state for one Function (ctypes drops the GIL during
    the native call, so threads must not share it): the packed pointer array
    (or, for a library without packed entries, one descriptor per argument)."""

    __slots__ = ("pp", "pp_addr", "descs", "addrs", "ptrs", "last", "none")

    def __init__(self, fn: Function):
        if fn.packed:
            self.pp = (ctypes.c_void_p * fn._n)()
            self.pp_addr = ctypes.addressof(self.pp)
            self.descs: list[Any] = []
            self.addrs: tuple[int, ...] = ()
        else:
            self.pp = None
            self.pp_addr = 0
            self.descs = [empty_descriptor(sp.type) for sp in fn._ins + fn._outs]
            self.addrs = tuple(ctypes.addressof(d) for d in self.descs)
        self.ptrs = [0] * len(fn._ins)
        self.last: tuple[Any, ...] | None = None
        self.none = (_NOTHING,) * len(fn._ins)  # "no previous call": matches no argument


def _result_names(n: int) -> list[str]:
    return ["result"] if n == 1 else [f"result{i}" for i in range(n)]


class _RawCall(functools.partial):
    """``functools.partial`` of the foreign function over the pointer array
    (or descriptor addresses), plus a reference to the object owning that
    memory (a plain partial would let it be freed while still used)."""

    owner: Any


class BoundCall:
    """A function with its arguments and results fixed: ``bound()`` is one native call.

    It owns its pointer array (or descriptors) and holds references to every
    bound array, so the pointers it caches stay valid.  ``set`` re-checks
    only what changed.  Not for concurrent use from two threads (use one
    BoundCall per thread).
    """

    def __init__(self, fn: Function, args: Sequence[Any], outs: Sequence[np.ndarray] | np.ndarray | None):
        self.fn = fn
        if outs is None:
            outs = fn.empty_results()
        elif isinstance(outs, np.ndarray):
            outs = (outs,)
        if len(args) != fn._n_in:
            raise KinaArgumentError(
                f"{fn.name}: expects {fn._n_in} argument(s) "
                f"({', '.join(sp.name for sp in fn._ins)}), got {len(args)}"
            )
        if len(outs) != len(fn._outs):
            raise KinaArgumentError(f"{fn.name}: expects {len(fn._outs)} out array(s), got {len(outs)}")
        self._n_in = fn._n_in
        self._specs = fn._ins + fn._outs
        self._names = [sp.name for sp in self._specs]
        n = len(self._specs)
        if fn.packed:
            self._pp = (ctypes.c_void_p * n)()
            self._descs: list[Any] = []
        else:
            self._pp = None
            self._descs = [empty_descriptor(sp.type) for sp in self._specs]
        self._arrays: list[Any] = [None] * n
        self._ptrs = [0] * n
        for i, a in enumerate(list(args) + list(outs)):
            self._set(i, a, check_alias=False)
        for j in range(self._n_in, n):
            self._check_alias(j)
        if self._pp is not None:
            self.raw = _RawCall(fn._pcfn, ctypes.addressof(self._pp))
        else:
            self.raw = _RawCall(fn._cfn, *(ctypes.addressof(d) for d in self._descs))
        """The bare foreign call (no Python frame of ours): ``bound.raw()``.
        It keeps this BoundCall (pointers, arrays) alive on its own."""
        self.raw.owner = self
        self._result: Result = self._arrays[self._n_in] if len(outs) == 1 else tuple(self._arrays[self._n_in :])

    @property
    def args(self) -> tuple[np.ndarray, ...]:
        return tuple(self._arrays[: self._n_in])

    @property
    def outs(self) -> tuple[np.ndarray, ...]:
        return tuple(self._arrays[self._n_in :])

    def __call__(self) -> Result:
        self.raw()
        return self._result

    def set(self, which: int | str, array: np.ndarray) -> None:
        """Rebind one parameter (by index or name) or result (``result``/``resultN``)."""
        if isinstance(which, str):
            if which not in self._names:
                raise KinaArgumentError(f"{self.fn.name}: no parameter or result named {which!r} ({self._names})")
            which = self._names.index(which)
        self._set(which, array, check_alias=True)
        if which >= self._n_in:
            outs = self._arrays[self._n_in :]
            self._result = outs[0] if len(outs) == 1 else tuple(outs)

    def _set(self, i: int, a: Any, *, check_alias: bool) -> None:
        sp = self._specs[i]
        is_out = i >= self._n_in
        _check_array(self.fn.name, sp, a, what="result" if is_out else "parameter", writable=is_out)
        if sp.id_bound is not None:
            _check_ids(self.fn.name, sp, a)
        old = (self._arrays[i], self._ptrs[i])
        self._arrays[i] = a
        self._ptrs[i] = data_pointer(a)
        if check_alias:
            try:
                self._check_alias(i)
            except KinaArgumentError:
                self._arrays[i], self._ptrs[i] = old
                raise
        if self._pp is not None:
            self._pp[i] = self._ptrs[i]
        else:
            d = self._descs[i]
            d.allocated = d.aligned = self._ptrs[i]

    def _check_alias(self, i: int) -> None:
        """A result may overlap nothing else; an input may overlap only inputs."""
        arrs, ptrs, n_in = self._arrays, self._ptrs, self._n_in
        others = range(len(arrs)) if i >= n_in else range(n_in, len(arrs))
        a = arrs[i]
        for k in others:
            b = arrs[k]
            if k == i or b is None:
                continue
            if _ranges_overlap(ptrs[i], a.nbytes, ptrs[k], b.nbytes):
                j, o = (i, k) if i >= n_in else (k, i)
                raise KinaArgumentError(
                    f"{self.fn.name}: result '{self._names[j]}' overlaps "
                    f"{'result' if o >= n_in else 'parameter'} '{self._names[o]}'"
                )


class GenericFunction:
    """All compiled instances of one shape-generic Kina function.

    Calling picks the instance whose parameter shapes match the arguments
    (instances are compiled up front by whoever built the module).
    """

    def __init__(self, source_name: str, instances: Sequence[Function]):
        self.name = source_name
        self.instances = tuple(instances)
        self._by_shapes = {tuple(sp.shape for sp in f._ins): f for f in self.instances}

    def resolve(self, *args: Any) -> Function:
        shapes = tuple(getattr(a, "shape", None) for a in args)
        f = self._by_shapes.get(shapes)
        if f is None:
            have = ", ".join(f.name for f in self.instances)
            raise KinaArgumentError(
                f"{self.name}: no compiled instance takes argument shapes {list(shapes)} (have: {have})"
            )
        return f

    def __call__(self, *args: Any) -> Result:
        return self.resolve(*args)(*args)

    def __repr__(self) -> str:
        return f"<kina generic function {self.name}: {', '.join(f.name for f in self.instances)}>"


class NativeModule:
    """One loaded ``.so``: ``mod.fn(name)`` or ``mod.<name>`` gives a callable.

    ``name`` may be an exported symbol (``decode__S3``) or, for a generic
    function with several instances, its Kina name (``decode``), which
    dispatches on argument shapes.
    """

    def __init__(self, artifact: Any):
        self.artifact = artifact
        self.path = str(artifact.so_path)
        self._lib = ctypes.CDLL(self.path)
        self.uses_blas = load_hooks.on_load(self._lib)
        self.functions: dict[str, Function] = {
            s.symbol: Function(self._lib, s, self) for s in artifact.signatures
        }
        by_source: dict[str, list[Function]] = {}
        for f in self.functions.values():
            by_source.setdefault(f.signature.source_name or f.name, []).append(f)
        self.generics: dict[str, GenericFunction] = {
            src: GenericFunction(src, fs)
            for src, fs in by_source.items()
            if src not in self.functions
        }

    @property
    def symbols(self) -> list[str]:
        """Exported function symbols, in module order."""
        return list(self.functions)

    def fn(self, name: str) -> Function | GenericFunction:
        f = self.functions.get(name) or self.generics.get(name)
        if f is None:
            raise KeyError(
                f"module has no function {name!r}; available: "
                + ", ".join(sorted(self.functions) + sorted(self.generics))
            )
        return f

    def __getattr__(self, name: str) -> Function | GenericFunction:
        if name.startswith("_"):
            raise AttributeError(name)
        try:
            return self.fn(name)
        except KeyError as e:
            raise AttributeError(e.args[0]) from None

    def __dir__(self) -> list[str]:
        return sorted(set(super().__dir__()) | set(self.functions) | set(self.generics))

    def __repr__(self) -> str:
        return f"<NativeModule {self.path} [{', '.join(self.functions)}]>"
