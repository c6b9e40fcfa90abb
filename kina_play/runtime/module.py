"""Load a compiled Kina ``.so`` and call its functions on NumPy arrays.

Four ways to call, from safest to fastest:

``mod.decode_s2(*args)`` / ``mod.fn("decode_s2")(*args)``
    Checks every argument (count, ndarray and not masked, dtype, native byte
    order, shape, C-contiguity read from the strides, alignment read from the
    data pointer, gather ids in range), allocates fresh results and returns
    one array or a tuple.
``step = fn.pooled()`` then ``step(*args)``
    The same checked call, but results come from a pool owned by ``step``:
    a pooled array is reused only when nothing else refers to it any more
    (no name, no view, no weak reference), so it is indistinguishable from a
    fresh one; an array you kept is never overwritten.  Opt-in because the
    pool keeps the last results alive.  Needs the C helper (otherwise
    ``step`` allocates like the plain call).
``fn.call_into(args, outs)``
    Same checks, but writes into caller-provided result arrays; a result may
    overlap no argument and no other result.
``bound = fn.bind(*args, outs=...)`` then ``bound()`` (or ``bound.raw()``)
    Checks once at bind time (and on ``bound.set(...)``).  Each call re-reads
    every bound array's data pointer, dtype, shape and strides (and the
    gather ids) and refuses any change since bind; the arrays' owners are
    pinned (a weak reference), so ``ndarray.resize(refcheck=False)`` on them
    is refused by NumPy rather than freeing memory the call writes into.

Any mismatch raises :class:`KinaArgumentError` *before* native code runs, so a
wrong argument is an exception, never a segfault.  An allocation that fails
inside the compiled code raises :class:`KinaOutOfMemory` after the call (the
library's allocator guard, :mod:`kina_play.compiler.alloc_guard`, returns
the byte count instead of letting the code write through ``NULL``); result
arrays may then be partly written, and the buffers the call had allocated
before the failure stay leaked.  Gather ids computed inside the compiled code
(not parameters the host checked) that fall outside their table stop the call
the same way and raise :class:`KinaIndexError`, naming the line and column.

The per-call work runs in a small C extension when it can be built (see
:mod:`.callhelper`); otherwise in the pure-Python path below, which makes the
same checks with the same messages.  The C code only ever accepts: anything
it is unsure of goes to the Python check, which accepts or words the error.
"""

from __future__ import annotations

import ctypes
import mmap
import os
import weakref
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Sequence, Union

import numpy as np

from . import load_hooks
from ..errors import EXIT_FAILED, KinaPlayError
from ..lang.diagnostics import Diagnostic, KinaError, Source, Span
from ..lang.types import TensorType
from . import callhelper
from .memref import NP_DTYPES, byte_strides, data_pointer
from .signature import FunctionSignature

PACKED_PREFIX = "__kina_packed_"  # see kina_play.compiler.pipeline.PACKED_PREFIX

Result = Union[np.ndarray, tuple[np.ndarray, ...]]


class KinaArgumentError(ValueError):
    """An argument does not match the compiled signature (raised before the call)."""


class KinaLoadError(RuntimeError):
    """The shared object does not provide what its signatures promise."""


class KinaOutOfMemory(KinaPlayError, MemoryError):
    """An allocation inside compiled code failed; the call was abandoned.

    A :class:`KinaPlayError` (exit 1: the program asked for more memory than
    the machine or its limits give) and a :class:`MemoryError`, so code that
    already handles running out of memory handles this too."""

    exit_code = EXIT_FAILED

    def __init__(self, fn: str, nbytes: int):
        super().__init__(f"{fn}: out of memory: the compiled code could not allocate {nbytes} bytes")
        self.fn = fn
        self.nbytes = nbytes


class KinaIndexError(KinaPlayError, IndexError):
    """Gather ids that the compiled code computed (so the host could not
    check them before the call) fell outside the table; the call was
    abandoned at that gather, as the interpreter stops there too.

    A :class:`KinaPlayError` with exit 1, an error in the user's program:
    ``line`` and ``col`` are the gather's (or the call's that passes the ids
    on to one) in the program's source."""

    exit_code = EXIT_FAILED

    def __init__(self, fn: str, line: int, col: int, index: int, rows: int):
        super().__init__(f"{fn}: line {line}, col {col}: gather id {index} outside [0, {rows})")
        self.fn, self.line, self.col, self.index, self.rows = fn, line, col, index, rows

    def program_error(self, source: Source) -> KinaError:
        """The same error as a diagnostic of the program's ``source``
        (``file:line:col: error: …`` with the line and a caret), the form the
        command line gives every error in a program."""
        span = Span(source, self.line, self.col, self.line, self.col + 1)
        return KinaError(Diagnostic(span, f"gather id {self.index} outside [0, {self.rows}) (in '{self.fn}', at run time)"))


def _raise_call_failure(fn: str) -> Callable[[int], None]:
    """What a call does with its guard's non-zero return: a failed allocation's
    byte count, or :data:`.alloc_guard.INDEX_FAILED`."""
    def raise_it(code: int) -> None:
        from ..compiler import alloc_guard

        if code == alloc_guard.INDEX_FAILED:
            raise KinaIndexError(fn, *alloc_guard.last_index_failure())
        raise KinaOutOfMemory(fn, code)

    return raise_it


@dataclass(frozen=True)
class _Spec:
    """What one memref argument must look like."""

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
        shape = t.static_shape
        return _Spec(name, t, dt, shape, byte_strides(shape, dt.itemsize), dt.alignment - 1, id_bound)

    @property
    def nbytes(self) -> int:
        n = self.dtype.itemsize
        for d in self.shape:
            n *= d
        return n

    def for_helper(self) -> tuple[np.dtype, tuple[int, ...], int]:
        return (self.dtype, self.shape, -1 if self.id_bound is None else self.id_bound)


def _describe(a: object) -> str:
    if isinstance(a, np.ndarray):
        extra = "" if _is_c_contiguous(a) else "non-C-contiguous "
        return f"{extra}{a.dtype} array of shape {a.shape}"
    if isinstance(a, np.generic):
        return f"NumPy scalar {a.dtype.name} (wrap it: np.array(x, dtype=...))"
    return type(a).__name__


def _is_c_contiguous(a: np.ndarray) -> bool:
    """Read from the strides themselves (not a cached flag): every dim longer
    than 1 has the row-major stride."""
    if a.size == 0:
        return True
    acc = a.itemsize
    for d, st in zip(reversed(a.shape), reversed(a.strides)):
        if d != 1 and st != acc:
            return False
        acc *= d
    return True


def _check_is_array(head: str, declared: object, a: object) -> np.ndarray:
    if not isinstance(a, np.ndarray):
        raise KinaArgumentError(f"{head} expects {declared}, got {_describe(a)}")
    if isinstance(a, np.ma.MaskedArray):
        raise KinaArgumentError(
            f"{head} is a masked array; compiled code would read the masked values too "
            "(pass a.filled(value) or np.asarray(a))"
        )
    return a


def _check_layout(head: str, declared: object, a: np.ndarray) -> None:
    if not a.dtype.isnative:
        raise KinaArgumentError(f"{head} expects native byte order, got {a.dtype.str}")
    if not _is_c_contiguous(a):
        raise KinaArgumentError(
            f"{head} expects a C-contiguous {declared}, got {_describe(a)} with strides {a.strides} "
            "(use np.ascontiguousarray)"
        )


def check_generic_arguments(fn: str, params: Sequence[tuple[str, object]], args: Sequence[object]) -> None:
    """The checks of a generic function's arguments that need no instance:
    their count, and that each is an unmasked, native-order, C-contiguous
    array.  Why before the instance is chosen: these mistakes are the
    caller's whatever the shapes, and finding them only in the instance's
    own call first compiled that instance (a second or more, for nothing)."""
    if len(args) != len(params):
        names = ", ".join(n for n, _ in params)
        raise KinaArgumentError(f"{fn}: expects {len(params)} argument(s) ({names}), got {len(args)}")
    for (name, declared), a in zip(params, args):
        head = f"{fn}: parameter '{name}'"
        _check_layout(head, declared, _check_is_array(head, declared, a))


def _check_array(fn: str, sp: _Spec, a: object, *, what: str = "parameter", writable: bool = False) -> int:
    """Full check of one argument; return its data pointer or raise."""
    head = f"{fn}: {what} '{sp.name}'"
    a = _check_is_array(head, sp.type, a)
    if a.dtype != sp.dtype or a.shape != sp.shape:
        raise KinaArgumentError(f"{head} expects {sp.type}, got {_describe(a)}")
    _check_layout(head, sp.type, a)
    p = data_pointer(a)
    if p & sp.align_mask:
        raise KinaArgumentError(f"{head} is not aligned to {sp.dtype.alignment} bytes")
    if writable and not a.flags.writeable:
        raise KinaArgumentError(f"{head} is read-only; results need writable arrays")
    if sp.id_bound is not None:
        _check_ids(fn, sp, a)
    return p


def _check_ids(fn: str, sp: _Spec, a: np.ndarray) -> None:
    bound = sp.id_bound
    assert bound is not None
    if a.size == 0:
        return
    lo, hi = int(a.min()), int(a.max())
    if lo < 0 or hi >= bound:
        bad = lo if lo < 0 else hi
        raise KinaArgumentError(
            f"{fn}: parameter '{sp.name}' holds gather id {bad}, outside [0, {bound})"
        )


def _ranges_overlap(p0: int, n0: int, p1: int, n1: int) -> bool:
    return n0 > 0 and n1 > 0 and p0 < p1 + n1 and p1 < p0 + n0


def _check_no_overlap(fn: str, specs: Sequence[_Spec], ptrs: Sequence[int], n_in: int, only: int | None = None) -> None:
    """A result may overlap no parameter and no other result (the kernel may
    write a result before it has read everything).  ``only``: check that slot
    against all others."""
    n = len(specs)
    pairs = ((j, k) for j in range(n_in, n) for k in range(j)) if only is None else (
        (max(only, k), min(only, k)) for k in range(n) if k != only and (only >= n_in or k >= n_in))
    for j, k in pairs:
        if _ranges_overlap(ptrs[j], specs[j].nbytes, ptrs[k], specs[k].nbytes):
            kind = "result" if k >= n_in else "parameter"
            raise KinaArgumentError(
                f"{fn}: result '{specs[j].name}' overlaps {kind} '{specs[k].name}' "
                "(a result may share memory with no argument and no other result)"
            )


def _count_error(fn: str, specs: Sequence[_Spec], got: int, what: str = "argument(s)") -> KinaArgumentError:
    return KinaArgumentError(f"{fn}: expects {len(specs)} {what} ({', '.join(sp.name for sp in specs)}), got {got}")


class Function:
    """One exported function of a :class:`NativeModule`.

    Thread-safe: no call state is shared between calls (the C helper keeps
    the pointer array on the C stack; the Python path builds it per call),
    and the native call releases the GIL, so calls from several threads run
    in parallel.  Calls go through the library's packed entry
    ``__kina_packed_<f>(void **data)``: one array of data pointers
    (parameters, then results).
    """

    def __init__(self, lib: ctypes.CDLL, signature: FunctionSignature, owner: "NativeModule | None" = None,
                 *, use_helper: bool = True):
        self.signature = signature
        self.name = self.symbol = signature.symbol
        self._owner = owner  # keeps the library object alive
        try:  # lib[...] gives this Function its own foreign-function object
            pcfn = lib[PACKED_PREFIX + signature.symbol]
        except AttributeError:
            raise KinaLoadError(
                f"{signature.symbol}: the library does not export {PACKED_PREFIX}{signature.symbol} "
                "(rebuild it with this version of Kina Play)"
            ) from None
        pcfn.argtypes = [ctypes.c_void_p]
        pcfn.restype = ctypes.c_int64  # 0, or the bytes of a failed allocation
        self._pcfn = pcfn
        bounds = dict(signature.id_bounds)
        self._ins = tuple(_Spec.of(p.name, p.type, bounds.get(p.name)) for p in signature.params)
        names = _result_names(len(signature.results))
        self._outs = tuple(_Spec.of(nm, t) for nm, t in zip(names, signature.results))
        self._specs = self._ins + self._outs
        self._n_in = len(self._ins)
        self._ids = tuple(i for i, sp in enumerate(self._ins) if sp.id_bound is not None)
        self._single = len(self._outs) == 1
        self._on_failure = _raise_call_failure(self.name)
        self._helper = callhelper.helper() if use_helper else None
        self._retired: list[Any] = []  # libraries this function ran before a retarget (kept loaded)
        self._pooled_plans: list[Any] | None = None  # pooled() callers to retarget (see expect_retarget)
        self._plan = self._new_plan(pooled=False)
        self._call: Callable[..., Result] = self._plan if self._plan is not None else self._call_python
        self._into: Callable[[Any, Any], Result] = (
            self._plan.into if self._plan is not None else self._call_into_python
        )

    def _new_plan(self, *, pooled: bool) -> Any:
        if self._helper is None:
            return None
        addr = ctypes.cast(self._pcfn, ctypes.c_void_p).value
        return self._helper.Plan(
            addr, [sp.for_helper() for sp in self._ins], [sp.for_helper() for sp in self._outs],
            self._call_python, self._call_into_python, self._on_failure, pooled,
        )

    # -- introspection -------------------------------------------------------

    @property
    def params(self) -> tuple[tuple[str, TensorType], ...]:
        return tuple((sp.name, sp.type) for sp in self._ins)

    @property
    def results(self) -> tuple[TensorType, ...]:
        return tuple(sp.type for sp in self._outs)

    @property
    def module(self) -> "NativeModule | None":
        """The loaded library this function belongs to."""
        return self._owner

    @property
    def accelerated(self) -> bool:
        """True when calls run through the C helper."""
        return self._plan is not None

    def __repr__(self) -> str:
        return f"<kina function {self.name}{self.signature_text()}>"

    def signature_text(self) -> str:
        ps = ", ".join(f"{sp.name}: {sp.type}" for sp in self._ins)
        rs = ", ".join(str(sp.type) for sp in self._outs)
        return f"({ps}) -> ({rs})"

    def empty_results(self) -> tuple[np.ndarray, ...]:
        """Freshly allocated result arrays (what a checked call returns)."""
        if self._plan is not None:
            return self._plan.results()
        return tuple(np.empty(sp.shape, sp.dtype) for sp in self._outs)

    # -- checked calls -----------------------------------------------------------

    def __call__(self, *args: Any) -> Result:
        """Checked call; returns fresh result array(s)."""
        return self._call(*args)

    def call_into(self, args: Sequence[Any], outs: Sequence[np.ndarray] | np.ndarray) -> Result:
        """Checked call writing into caller-provided ``outs``; returns them."""
        return self._into(_as_tuple(self.name, "args", args), _as_tuple(self.name, "outs", outs, arrays_ok=True))

    def pooled(self) -> Callable[..., Result]:
        """A checked caller whose results come from its own reusable pool
        (see the module docstring).  Without the C helper: the plain call."""
        plan = self._new_plan(pooled=True)
        if plan is None:
            return self._call_python
        if self._pooled_plans is not None:
            self._pooled_plans.append(plan)
        return plan

    def expect_retarget(self) -> None:
        """Remember the ``pooled()`` callers made from now on, so :meth:`retarget` can move them too.

        Only a function that will be retargeted keeps them (a quick build's):
        anyone else may make pooled callers in a loop, and a list would keep
        them all alive."""
        if self._pooled_plans is None:
            self._pooled_plans = []

    def retarget(self, other: "Function") -> None:
        """Run ``other``'s code from now on: the same function, another build.

        Why: a fresh generic instance is first served by a quick build while
        the optimized one compiles (see :mod:`..compiler.driver`); every
        holder of this Function — its plans, pooled callers and bound calls —
        must then get the optimized code without asking again.  The old
        library stays loaded as long as this Function lives: a call on
        another thread may still be running it.
        """
        if other.signature != self.signature:
            raise ValueError(f"{self.name}: cannot retarget to a function of another signature")
        self._retired.append((self._owner, self._pcfn))
        self._pcfn, self._owner = other._pcfn, other._owner  # new plans read these from now on
        addr = ctypes.cast(self._pcfn, ctypes.c_void_p).value
        pooled, self._pooled_plans = self._pooled_plans or [], None
        for plan in (self._plan, *pooled):
            if plan is not None:
                plan.retarget(addr)

    def bind(self, *args: Any, outs: Sequence[np.ndarray] | np.ndarray | None = None) -> "BoundCall":
        """Check ``args`` (and ``outs``, allocated if None) once; return a fast caller."""
        return BoundCall(self, args, outs)

    # -- the pure-Python path (also the C helper's fallback) ----------------------

    def _input_pointers(self, args: Sequence[Any]) -> list[int]:
        if len(args) != self._n_in:
            raise _count_error(self.name, self._ins, len(args))
        ptrs = []
        for sp, a in zip(self._ins, args):
            # Exact type, the interned native dtype, shape and canonical
            # strides imply everything but alignment and ids; anything else
            # gets the full check (which accepts or words the error).
            if type(a) is np.ndarray and a.dtype is sp.dtype and a.shape == sp.shape and a.strides == sp.strides:
                p = data_pointer(a)
                if not p & sp.align_mask:
                    if sp.id_bound is not None:
                        _check_ids(self.name, sp, a)
                    ptrs.append(p)
                    continue
            ptrs.append(_check_array(self.name, sp, a))
        return ptrs

    def _invoke(self, ptrs: Sequence[int]) -> None:
        self._invoke_packed((ctypes.c_void_p * len(ptrs))(*ptrs))

    def _invoke_packed(self, packed: Any) -> None:
        failed = self._pcfn(packed)
        if failed:
            self._on_failure(failed)

    def _call_python(self, *args: Any) -> Result:
        ptrs = self._input_pointers(args)
        outs = [np.empty(sp.shape, sp.dtype) for sp in self._outs]
        self._invoke(ptrs + [data_pointer(a) for a in outs])
        return outs[0] if self._single else tuple(outs)

    def _call_into_python(self, args: Sequence[Any], outs: Sequence[Any]) -> Result:
        ptrs = self._input_pointers(args)
        if len(outs) != len(self._outs):
            raise _count_error(self.name, self._outs, len(outs), "out array(s)")
        ptrs += [_check_array(self.name, sp, a, what="result", writable=True) for sp, a in zip(self._outs, outs)]
        _check_no_overlap(self.name, self._specs, ptrs, self._n_in)
        self._invoke(ptrs)
        return outs[0] if self._single else tuple(outs)


def _as_tuple(fn: str, what: str, value: Any, *, arrays_ok: bool = False) -> tuple[Any, ...]:
    """``args`` / ``outs`` as a tuple (one array stands for ``(array,)`` where
    ``arrays_ok``), or the argument error."""
    if arrays_ok and isinstance(value, np.ndarray):
        return (value,)
    if isinstance(value, (tuple, list)):
        return tuple(value)
    raise KinaArgumentError(f"{fn}: {what} must be a tuple or list of arrays, got {type(value).__name__}")


def _result_names(n: int) -> list[str]:
    return ["result"] if n == 1 else [f"result{i}" for i in range(n)]


def _pins(a: np.ndarray) -> tuple[weakref.ref, ...]:
    """Weak references to ``a`` and to the ndarray that owns its memory.
    NumPy refuses to resize an array that has a weak reference, even with
    ``refcheck=False``, so a bound call's memory cannot be freed under it.
    (The C helper does the same in ``make_pins``.)"""
    owner: Any = a
    while True:  # up the bases, through memoryviews too (np.asarray(memoryview(x)) is a view of x)
        if isinstance(owner, np.ndarray) and owner.base is not None:
            owner = owner.base
        elif isinstance(owner, memoryview):
            try:
                owner = owner.obj
            except ValueError:  # released
                break
        else:
            break
    pins = [weakref.ref(a)]
    if isinstance(owner, np.ndarray) and owner is not a:
        pins.append(weakref.ref(owner))
    return tuple(pins)


def _snapshot(a: np.ndarray) -> tuple[Any, ...]:
    return (a.dtype, a.shape, a.strides, data_pointer(a))


class _PyBoundRaw:
    """The pure-Python ``bound.raw`` (the C helper's ``Bound`` does the same):
    re-reads every bound array's metadata and pointer, then makes the
    foreign call."""

    def __init__(self, bound: "BoundCall", ptrs: Sequence[int]):
        self.bound = bound
        self.owner: Any = None
        arrays = bound._arrays
        self._snaps = [_snapshot(a) for a in arrays]
        self._pinned = [_pins(a) for a in arrays]
        self._pp = (ctypes.c_void_p * len(arrays))(*ptrs)
        self._result = bound._result

    def pointer(self, i: int) -> int:
        return int(self._pp[i] or 0)

    def set_slot(self, i: int, a: np.ndarray, result: Result) -> None:
        self._snaps[i] = _snapshot(a)
        self._pinned[i] = _pins(a)
        self._pp[i] = data_pointer(a)
        self._result = result

    def __call__(self) -> Result:
        b = self.bound
        n_in = b.fn._n_in
        for i, (a, snap) in enumerate(zip(b._arrays, self._snaps)):
            if _snapshot(a) != snap or (i >= n_in and not a.flags.writeable):
                b._changed(i)
        for i in b.fn._ids:
            _check_ids(b.fn.name, b.fn._ins[i], b._arrays[i])
        b.fn._invoke_packed(self._pp)
        return self._result


class BoundCall:
    """A function with its arguments and results fixed: ``bound()`` is one native call.

    It holds every bound array and pins the memory owners (see
    :func:`_pins`); each call re-reads what it relies on and refuses any
    change since bind.  ``set`` re-checks only what changed.  Not for
    concurrent use from two threads (use one BoundCall per thread).
    """

    def __init__(self, fn: Function, args: Sequence[Any], outs: Sequence[np.ndarray] | np.ndarray | None):
        self.fn = fn
        outs = fn.empty_results() if outs is None else _as_tuple(fn.name, "outs", outs, arrays_ok=True)
        n_in = fn._n_in
        if len(args) != n_in:
            raise _count_error(fn.name, fn._ins, len(args))
        if len(outs) != len(fn._outs):
            raise _count_error(fn.name, fn._outs, len(outs), "out array(s)")
        arrays = (*args, *outs)
        self._arrays: list[Any] = list(arrays)
        self._result: Result = arrays[n_in] if fn._single else tuple(arrays[n_in:])
        plan = fn._plan
        raw: Any = None if plan is None else plan.bind(arrays, self._result, self._changed)
        if raw is None:  # the full check, which words the error if there is one
            ptrs = [self._check(i, a) for i, a in enumerate(arrays)]
            _check_no_overlap(fn.name, fn._specs, ptrs, n_in)
            if plan is not None:
                assert fn._helper is not None  # a plan exists only with the helper
                raw = fn._helper.Bound(plan, arrays, self._result, self._changed)
            else:
                raw = _PyBoundRaw(self, ptrs)
        raw.owner = self
        self.raw = raw
        """The call without our Python frame: ``bound.raw()`` (still re-reads
        and checks the bound arrays).  It keeps this BoundCall alive."""

    @property
    def _names(self) -> list[str]:
        return [sp.name for sp in self.fn._specs]

    def _check(self, i: int, a: Any) -> int:
        is_out = i >= self.fn._n_in
        return _check_array(self.fn.name, self.fn._specs[i], a, what="result" if is_out else "parameter",
                            writable=is_out)

    @property
    def args(self) -> tuple[np.ndarray, ...]:
        return tuple(self._arrays[: self.fn._n_in])

    @property
    def outs(self) -> tuple[np.ndarray, ...]:
        return tuple(self._arrays[self.fn._n_in :])

    def __call__(self) -> Result:
        return self.raw()

    def set(self, which: int | str, array: np.ndarray) -> None:
        """Rebind one parameter (by index or name) or result (``result``/``resultN``,
        or index ``n_params + k``)."""
        fn, names = self.fn, self._names
        n = len(names)
        if isinstance(which, str):
            if which not in names:
                raise KinaArgumentError(f"{fn.name}: no parameter or result named {which!r} ({names})")
            i = names.index(which)
        elif isinstance(which, (int, np.integer)) and not isinstance(which, bool) and 0 <= which < n:
            i = int(which)
        else:
            raise KinaArgumentError(
                f"{fn.name}: set() takes a name or an index in [0, {n}) "
                f"(parameters 0..{fn._n_in - 1}, then results), got {which!r}"
            )
        p = self._check(i, array)
        ptrs = [self.raw.pointer(k) for k in range(n)]
        ptrs[i] = p
        _check_no_overlap(fn.name, fn._specs, ptrs, fn._n_in, only=i)
        self._arrays[i] = array
        outs = self._arrays[fn._n_in :]
        self._result = outs[0] if fn._single else tuple(outs)
        self.raw.set_slot(i, array, self._result)

    def _changed(self, i: int) -> None:
        """A bound array changed since bind (called from the call path): raise
        the argument error that says how, or accept it if nothing the call
        relies on moved."""
        a = self._arrays[i]
        p = self._check(i, a)  # raises for a wrong dtype / shape / strides / ids / read-only result
        if p != self.raw.pointer(i):
            raise KinaArgumentError(
                f"{self.fn.name}: bound {'result' if i >= self.fn._n_in else 'parameter'} '{self._names[i]}' "
                "moved in memory since bind; bind again or use set()"
            )
        self.raw.set_slot(i, a, self._result)


class GenericFunction:
    """All compiled instances of one shape-generic Kina function.

    Calling picks the instance whose parameter shapes match the arguments
    (instances are compiled up front by whoever built the module).
    """

    def __init__(self, source_name: str, instances: Sequence[Function]):
        self.name = source_name
        self.instances = tuple(instances)
        by_shapes: dict[tuple[Any, ...], list[Function]] = {}
        for f in self.instances:
            by_shapes.setdefault(tuple(sp.shape for sp in f._ins), []).append(f)
        self._by_shapes = {k: fs[0] for k, fs in by_shapes.items() if len(fs) == 1}
        # Instances whose parameters have the same shapes (a shape parameter only in the result):
        # the arguments cannot pick one, so such a call is refused rather than answered by either.
        self._ambiguous = {k: fs for k, fs in by_shapes.items() if len(fs) > 1}

    def resolve(self, *args: Any) -> Function:
        shapes: tuple[Any, ...] = tuple(getattr(a, "shape", None) for a in args)
        f = self._by_shapes.get(shapes)
        if f is None and shapes in self._ambiguous:
            names = ", ".join(g.name for g in self._ambiguous[shapes])
            raise KinaArgumentError(
                f"{self.name}: the instances {names} all take argument shapes {list(shapes)}; "
                "call one by name (module.fn(NAME))")
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


def mapped_spans(paths: Iterable[str]) -> list[tuple[int, int, bool]]:
    """``(start, end, executable)`` of every readable mapping of these files,
    from one read of ``/proc/self/maps`` (none where it is not available).

    One read for all of them: with PyTorch and NumPy loaded the file has
    thousands of lines, and a rollout's program has 36 libraries."""
    real = {os.path.realpath(p) for p in paths}
    try:
        with open("/proc/self/maps", encoding="utf-8") as f:
            lines = [line.split() for line in f]
    except OSError:
        return []
    spans = []
    for parts in lines:
        if len(parts) >= 6 and parts[5] in real and parts[1].startswith("r"):
            lo, hi = (int(x, 16) for x in parts[0].split("-"))
            spans.append((lo, hi, parts[1][2] == "x"))
    return spans


def prefault_spans(spans: list[tuple[int, int, bool]]) -> int:
    """Read these mapped spans, the data first and the code last; the pages read.

    Why code last: a rollout's libraries together outgrow the core's L2
    cache (36 StoryLM-0 libraries map ≈ 720 KB), so what is read last is
    what stays there, and the loop that follows runs the code.  In fresh
    processes on a Zen 3 box, ``generate --kv-cache``'s 32 tokens took
    6.9 µs each this way and 8.8 µs with each library read whole in turn
    (medians of 14 interleaved runs each).  One read of a span faults every
    page in and brings its lines into the caches."""
    pages = 0
    for code in (False, True):
        for lo, hi, x in spans:
            if x is code:
                ctypes.string_at(lo, hi - lo)
                pages += (hi - lo) // mmap.PAGESIZE
    return pages


class NativeModule:
    """One loaded ``.so``: ``mod.fn(name)`` or ``mod.<name>`` gives a callable.

    ``name`` may be an exported symbol (``decode__S3``) or, for a generic
    function with several instances, its Kina name (``decode``), which
    dispatches on argument shapes.  ``use_helper=False`` forces the
    pure-Python call path (same checks, slower).
    """

    def __init__(self, artifact: Any, *, use_helper: bool = True):
        self.artifact = artifact
        self._path = str(artifact.so_path)
        self._lib = ctypes.CDLL(self._path)
        self._uses_blas = load_hooks.on_load(self._lib)
        self.functions: dict[str, Function] = {
            s.symbol: Function(self._lib, s, self, use_helper=use_helper) for s in artifact.signatures
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
    def path(self) -> str:
        """The loaded library's file (read-only: a program module derives it)."""
        return self._path

    @property
    def uses_blas(self) -> bool:
        """Whether the library calls BLAS (its pointer was installed at load)."""
        return self._uses_blas

    def prefault(self) -> int:
        """Read every page the library is mapped on, so that the first call
        of each function pays neither page faults (what ``MAP_POPULATE``
        would do; ``dlopen`` maps lazily) nor a trip to memory for its code
        (a KV rollout runs a different ``decode<S>`` per token).  Returns the
        pages read, 0 where ``/proc/self/maps`` is not available."""
        return prefault_spans(self.mapped_spans())

    def mapped_spans(self) -> list[tuple[int, int, bool]]:
        """:func:`mapped_spans` of this library's file."""
        return mapped_spans([self.path])

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

    def function(self, name: str) -> Function:
        """One exported function by symbol (never a generic's dispatcher)."""
        f = self.fn(name)
        if not isinstance(f, Function):
            raise KeyError(f"{name!r} is shape-generic: name one of its instances ({', '.join(sorted(g.name for g in f.instances))})")
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
