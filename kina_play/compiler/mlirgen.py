"""MLIRGen: typed, monomorphic Kina functions → a tensor-level MLIR module.

Built with the MLIR Python bindings (``func``, ``tensor``, ``linalg``,
``arith``, ``math``, ``scf``).  Every Kina op becomes destination-passing
linalg/tensor IR that the pipeline in :mod:`.pipeline` bufferizes and
lowers without the MLIR runtime library:

* no ``linalg.softmax`` (not lowered by linalg-to-loops): softmax is spelled
  as max / sub-exp / sum / div ``linalg.generic``\\ s;
* concat, pad and slice write through ``extract_slice`` + ``linalg.copy`` +
  ``insert_slice`` into a fresh tensor, so bufferization never needs a
  strided ``memref.copy`` (which would call ``memrefCopy``);
* splats are ``linalg.fill`` on ``tensor.empty`` rather than dense
  constants, so no global has to be copied before it is written.

Which lowering an op gets is its declaration's (:mod:`..lang.op_table`):
an elementwise op names its per-element body (``scalar``) and is emitted by
one broadcasting ``linalg.generic`` builder; a structural op names its
``lower_<name>`` method.  ``bool`` tensors are ``i8`` in memory (MLIR cannot
store into ``i1`` memrefs) and ``i1`` only inside bodies.

The lowering knows nothing about StoryLM-0; it sees only typed functions.
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import Any, Callable, Iterator, Sequence

import numpy as np
from mlir import ir
from mlir.dialects import arith, bufferization, func, linalg, math, scf, tensor

from ..lang import ast
from .alloc_guard import INDEX_FAIL_SYMBOL as INDEX_FAIL
from ..lang.ops import OPS, OpSpec, operator_spec
from ..lang.types import TensorType, TupleType, Type, result_types

PARALLEL = "parallel"
REDUCTION = "reduction"

_F32_LOWEST = float("-inf")
_I64_LOWEST = -(2**63)


class LoweringError(Exception):
    """An internal error of the lowering (a typed AST it cannot handle)."""


def emit_module(functions: Sequence[ast.TypedFunction]) -> str:
    """The whole module as MLIR text (what goldens store and the pipeline parses)."""
    from .mlirctx import thread_context

    with thread_context() as ctx, ir.Location.unknown():
        module = build_module(functions, ctx)
        return str(module)


def build_module(functions: Sequence[ast.TypedFunction], ctx: ir.Context) -> ir.Module:
    module = ir.Module.create()
    gen = _Gen(module, {tf.symbol: tf for tf in functions})
    for tf in functions:
        gen.emit_function(tf)
    if not module.operation.verify():
        raise LoweringError("generated MLIR failed verification")
    return module


# --------------------------------------------------------------------- helpers


def _elem(elem: str) -> ir.Type:
    if elem == "f32":
        return ir.F32Type.get()
    if elem == "i64":
        return ir.IntegerType.get_signless(64)
    if elem == "bool":  # stored as one byte: MLIR cannot lower loads/stores of sub-byte i1 memrefs
        return ir.IntegerType.get_signless(8)
    if elem == "i1":
        return ir.IntegerType.get_signless(1)
    raise LoweringError(f"unknown element type {elem}")


def _tensor(t: TensorType) -> ir.RankedTensorType:
    return ir.RankedTensorType.get(list(t.static_shape), _elem(t.elem))


def _static(t: ast.Expr) -> TensorType:
    ty = t.ty
    if not isinstance(ty, TensorType):
        raise LoweringError(f"expected a tensor-typed expression, got {ty}")
    return ty


def _scalar_const(elem: str, value: float | int) -> ir.Value:
    if elem == "f32":
        return arith.ConstantOp(ir.F32Type.get(), ir.FloatAttr.get(ir.F32Type.get(), float(value))).result
    if elem == "i64":
        i64 = ir.IntegerType.get_signless(64)
        return arith.ConstantOp(i64, ir.IntegerAttr.get(i64, int(value))).result
    if elem == "bool":  # a stored bool (i8)
        i8 = ir.IntegerType.get_signless(8)
        return arith.ConstantOp(i8, ir.IntegerAttr.get(i8, 1 if value else 0)).result
    raise LoweringError(elem)


def _i1(value: bool) -> ir.Value:
    """A bool as scalar code computes with it (i1)."""
    i1 = ir.IntegerType.get_signless(1)
    return arith.ConstantOp(i1, ir.IntegerAttr.get(i1, 1 if value else 0)).result


def _dense_i64(values: Sequence[int]) -> ir.Attribute:
    return ir.DenseI64ArrayAttr.get([int(v) for v in values])


def _v(x: Any) -> ir.Value:
    """Op builders return a Value, an OpView or an Operation: normalize."""
    if isinstance(x, ir.Value):
        return x
    if isinstance(x, (ir.OpView, ir.Operation)):
        return x.results[0]
    return x[0]  # an OpResultList


def _empty(t: TensorType) -> ir.Value:
    return tensor.EmptyOp(list(t.static_shape), _elem(t.elem)).result


def _splat(t: TensorType, value: float | int) -> ir.Value:
    """A tensor of ``t`` filled with ``value`` (destination-passing, no global)."""
    return _v(linalg.fill(_scalar_const(t.elem, value), outs=[_empty(t)]))


def _identity(rank: int) -> ir.AffineMap:
    return ir.AffineMap.get_identity(rank)


def _without_axis(t: TensorType, axis: int) -> TensorType:
    """The type of a reduction of ``t`` over ``axis`` (that dim dropped)."""
    return TensorType(t.elem, tuple(d for i, d in enumerate(t.shape) if i != axis))


def _map(rank: int, exprs: Sequence[ir.AffineExpr]) -> ir.AffineMap:
    return ir.AffineMap.get(rank, 0, list(exprs))


def _dims(rank: int, skip: int | None = None) -> list[ir.AffineExpr]:
    return [ir.AffineDimExpr.get(i) for i in range(rank) if i != skip]


def generic(
    inputs: Sequence[ir.Value],
    outputs: Sequence[ir.Value],
    maps: Sequence[ir.AffineMap],
    iterators: Sequence[str],
    body: Callable[..., Sequence[ir.Value]],
) -> list[ir.Value]:
    """Build a ``linalg.generic``; ``body(*block_args)`` returns yielded values."""
    result_types_ = [o.type for o in outputs]
    op = linalg.GenericOp(
        result_types_,
        list(inputs),
        list(outputs),
        ir.ArrayAttr.get([ir.AffineMapAttr.get(m) for m in maps]),
        ir.ArrayAttr.get([ir.Attribute.parse(f"#linalg.iterator_type<{it}>") for it in iterators]),
    )
    arg_types = [ir.RankedTensorType(v.type).element_type for v in list(inputs) + list(outputs)]
    block = op.regions[0].blocks.append(*arg_types)
    with ir.InsertionPoint(block):
        linalg.YieldOp(list(body(*block.arguments)))
    return list(op.results)


def _elementwise(t: TensorType, operands: Sequence[ir.Value], fn: Callable[..., ir.Value]) -> ir.Value:
    r = t.rank
    return generic(
        operands,
        [_empty(t)],
        [_identity(r)] * (len(operands) + 1),
        [PARALLEL] * r,
        lambda *args: [fn(*args[: len(operands)])],
    )[0]


def _is_float(elem: str) -> bool:
    return elem == "f32"


# ------------------------------------------------------------------ generator


class _Gen:
    def __init__(self, module: ir.Module, functions: dict[str, ast.TypedFunction]):
        self.module = module
        self.functions = functions
        # The function being emitted: its parameters whose gather ids the host
        # checks before every call, with the row bound it checks them against.
        self.checked_ids: list[tuple[ir.Value, int]] = []
        self.index_fail_declared = False

    # ---- functions

    def emit_function(self, tf: ast.TypedFunction) -> None:
        arg_types = [_tensor(t) for _, t in tf.params]
        res_types = [_tensor(t) for t in tf.results]
        with ir.InsertionPoint(self.module.body):
            fop = func.FuncOp(tf.symbol, ir.FunctionType.get(arg_types, res_types))
        if tf.exported:
            fop.attributes["llvm.emit_c_interface"] = ir.UnitAttr.get()
        block = fop.add_entry_block()
        env: dict[str, ir.Value | list[ir.Value]] = {
            name: block.arguments[i] for i, (name, _) in enumerate(tf.params)
        }
        self.checked_ids = [(block.arguments[i], tf.id_bounds[name]) for i, (name, _) in enumerate(tf.params)
                            if tf.exported and name in tf.id_bounds]
        with ir.InsertionPoint(block):
            returned = self.stmts(tf.fn.body, env)
            returned = _distinct_results(returned if returned is not None else [])
            func.ReturnOp(returned)

    def stmts(self, body: Sequence[ast.Stmt], env: dict) -> list[ir.Value] | None:
        for st in body:
            if isinstance(st, ast.Let):
                st.bind(env, self.expr_values(st.value, env))
            elif isinstance(st, ast.Return):
                return self.expr_values(st.value, env)
            else:  # pragma: no cover - the checker admits nothing else
                raise LoweringError(f"unknown statement {type(st).__name__}")
        return None

    def expr_values(self, e: ast.Expr, env: dict) -> list[ir.Value]:
        """An expression's values: one for a tensor, several for a tuple."""
        if isinstance(e, ast.TupleExpr):
            return [self.expr(i, env) for i in e.items]
        if isinstance(e, ast.While):
            return self.while_(e, env)
        if isinstance(e, ast.Call) and isinstance(e.ty, TupleType):
            return self.user_call(e, env) if e.target is not None else self.builtin_values(e, env)
        if isinstance(e, ast.Name) and isinstance(env.get(e.id), list):
            return list(env[e.id])
        return [self.expr(e, env)]

    # ---- expressions

    def expr(self, e: ast.Expr, env: dict) -> ir.Value:
        if isinstance(e, ast.Name):
            v = env[e.id]
            if isinstance(v, list):
                raise LoweringError(f"tuple value {e.id} used as a tensor")
            return v
        if isinstance(e, (ast.Number, ast.Bool)):
            return _splat(_static(e), e.value)
        if isinstance(e, ast.Unary):
            return self.negate(e, env)
        if isinstance(e, ast.Binary):
            return self.binary(e, env)
        if isinstance(e, ast.Call):
            if e.target is not None:
                vals = self.user_call(e, env)
                return vals[0]
            return self.builtin(e, env)
        if isinstance(e, (ast.While, ast.TupleExpr)):
            raise LoweringError("a tuple-valued expression used as a tensor")
        raise LoweringError(f"cannot lower {type(e).__name__}")

    def negate(self, e: ast.Unary, env: dict) -> ir.Value:
        t = _static(e)
        if isinstance(e.operand, ast.Number):
            return _splat(t, -e.operand.value)
        return self.elementwise(operator_spec("-", unary=True), t, [e.operand], env)

    def binary(self, e: ast.Binary, env: dict) -> ir.Value:
        spec, t = operator_spec(e.op), _static(e)
        if not spec.elementwise:  # a @ b
            return self.structural(spec, e, [e.lhs, e.rhs], env)[0]
        if isinstance(e.lhs, ast.Number) and isinstance(e.rhs, ast.Number) and e.op in ("+", "-", "*", "/"):
            return _splat(t, _fold(e.op, e.lhs.value, e.rhs.value, t.elem))
        return self.elementwise(spec, t, [e.lhs, e.rhs], env)

    def elementwise(self, spec: OpSpec, t: TensorType, exprs: Sequence[ast.Expr], env: dict) -> ir.Value:
        """One ``linalg.generic`` over the result: each tensor operand read
        through its broadcast map, each bare literal a constant in the body."""
        r = t.rank
        values: list[ir.Value] = []
        maps: list[ir.AffineMap] = []
        consts: dict[int, tuple[str, float | int | bool]] = {}
        elems = [_static(a).elem for a in exprs]
        for i, a in enumerate(exprs):
            if isinstance(a, (ast.Number, ast.Bool)):
                consts[i] = (elems[i], a.value)
            else:
                values.append(self.expr(a, env))
                maps.append(_broadcast_map(_static(a), t))
        scalar = _scalar_body(spec.scalar)

        def operand(i: int, it: Iterator[ir.Value]) -> ir.Value:
            if i in consts:
                elem, value = consts[i]
                return _i1(bool(value)) if elem == "bool" else _scalar_const(elem, value)
            v = next(it)
            # A stored bool is a byte; any nonzero byte is true, as in NumPy (whose bool arrays
            # may hold a 2 through a view), so compare with 0 rather than keep the low bit.
            return arith.CmpIOp(_cmpi("ne"), v, arith.ConstantOp(v.type, 0).result).result if elems[i] == "bool" else v

        def body(*args: ir.Value) -> list[ir.Value]:
            it = iter(args[: len(values)])
            vals = [operand(i, it) for i in range(len(exprs))]
            out = scalar(t.elem, elems, *vals)
            return [arith.ExtUIOp(_elem("bool"), out).result if t.elem == "bool" else out]

        return generic(values, [_empty(t)], maps + [_identity(r)], [PARALLEL] * r, body)[0]

    def user_call(self, e: ast.Call, env: dict) -> list[ir.Value]:
        callee = self.functions.get(e.target or "")
        if callee is None:
            raise LoweringError(f"call to {e.target}, which was not instantiated")
        args = [self.expr(a, env) for a in e.args]
        for (name, pt), arg in zip(callee.params, args):
            # The callee trusts these parameters (the host checks them when it
            # calls the callee directly), so a Kina caller checks what it passes.
            if name in callee.id_bounds:
                self.check_ids(arg, pt, callee.id_bounds[name], e)
        res = [_tensor(t) for t in callee.results]
        return list(func.CallOp(res, ir.FlatSymbolRefAttr.get(callee.symbol), args).results)

    # ---- gather ids the host could not check

    def check_ids(self, ids: ir.Value, it: TensorType, rows: int, where: ast.Expr) -> None:
        """Stop the call at ``where`` if an id is outside ``[0, rows)``.

        Why: the host checks gather ids that are parameters before the call,
        but ids the program computes (a reshape, a loop carry, arithmetic)
        exist only inside the call.  The gather itself clamps, so memory is
        never read out of bounds, but a clamped row is a wrong answer given
        silently; the interpreter raises instead.  So ids not known to be
        checked get their min and max (two small reductions, cheap next to
        the rows they pick) and, when one is out of range, a call to
        ``__kina_index_fail`` (the allocator guard's shim), which ends the call
        with :class:`~kina_play.runtime.module.KinaIndexError`.  The id named is
        the lowest when one is negative, else the highest, as the
        interpreter and the host's check name it."""
        if any(v == ids and bound <= rows for v, bound in self.checked_ids) or it.num_elements() == 0:
            return
        if it.rank == 0:
            lo = hi = tensor.ExtractOp(ids, []).result
        else:
            n = it.num_elements()
            flat_t = TensorType("i64", (n,))
            flat = ids if it.rank == 1 else tensor.CollapseShapeOp(_tensor(flat_t), ids, _reassoc([list(range(it.rank))])).result
            lo = tensor.ExtractOp(self._reduce(flat, flat_t, 0, *self._min("i64")), []).result
            hi = tensor.ExtractOp(self._reduce(flat, flat_t, 0, *self._max("i64")), []).result
        bound = _scalar_const("i64", rows)
        below = arith.CmpIOp(arith.CmpIPredicate.slt, lo, _scalar_const("i64", 0)).result
        above = arith.CmpIOp(arith.CmpIPredicate.sge, hi, bound).result
        if_op = scf.IfOp(arith.OrIOp(below, above).result)
        with ir.InsertionPoint(if_op.then_block):
            span = where.span
            func.CallOp([], ir.FlatSymbolRefAttr.get(self.index_fail()),
                        [_scalar_const("i64", span.line), _scalar_const("i64", span.col),
                         arith.SelectOp(below, lo, hi).result, bound])
            scf.YieldOp([])

    def index_fail(self) -> str:
        """The symbol of the out-of-range handler, declared once per module."""
        if not self.index_fail_declared:
            i64 = ir.IntegerType.get_signless(64)
            with ir.InsertionPoint(self.module.body):
                func.FuncOp(INDEX_FAIL, ir.FunctionType.get([i64] * 4, []), visibility="private")
            self.index_fail_declared = True
        return INDEX_FAIL

    # ---- while

    def while_(self, e: ast.While, env: dict) -> list[ir.Value]:
        inits = _distinct_results([self.expr(c.init, env) for c in e.carries])
        types = [v.type for v in inits]
        op = scf.WhileOp(types, inits)
        before = op.before.blocks.append(*types)
        with ir.InsertionPoint(before):
            inner = dict(env)
            for c, a in zip(e.carries, before.arguments):
                inner[c.name] = a
            cond = self.condition(e.cond, inner)
            scf.ConditionOp(cond, list(before.arguments))
        after = op.after.blocks.append(*types)
        with ir.InsertionPoint(after):
            inner = dict(env)
            for c, a in zip(e.carries, after.arguments):
                inner[c.name] = a
            self.stmts(e.body, inner)
            scf.YieldOp(_distinct_results([self.expr(i, inner) for i in e.yield_value.items]))
        return list(op.results)

    def condition(self, e: ast.Expr, env: dict) -> ir.Value:
        if not (isinstance(e, ast.Binary) and e.op in ("<", "<=", ">", ">=", "==", "!=")):
            raise LoweringError("while condition must be a comparison")
        lt, rt = e.lhs.ty, e.rhs.ty
        typed = lt if isinstance(lt, TensorType) else rt  # a literal side takes the other's type
        assert isinstance(typed, TensorType), e
        elem = typed.elem
        a, b = self._scalar(e.lhs, env, elem), self._scalar(e.rhs, env, elem)
        if _is_float(elem):
            pred = {"<": "olt", "<=": "ole", ">": "ogt", ">=": "oge", "==": "oeq", "!=": "une"}[e.op]
            return arith.CmpFOp(_cmpf(pred), a, b).result
        pred = {"<": "slt", "<=": "sle", ">": "sgt", ">=": "sge", "==": "eq", "!=": "ne"}[e.op]
        return arith.CmpIOp(_cmpi(pred), a, b).result

    def _scalar(self, e: ast.Expr, env: dict, elem: str) -> ir.Value:
        if isinstance(e, ast.Number):
            return _scalar_const(elem, e.value)
        return tensor.ExtractOp(self.expr(e, env), []).result

    # ---- built-in ops

    def builtin(self, e: ast.Call, env: dict) -> ir.Value:
        (v,) = self.builtin_values(e, env)
        return v

    def builtin_values(self, e: ast.Call, env: dict) -> list[ir.Value]:
        """A built-in op through its declaration: elementwise ops by their
        scalar body, the others by their ``lower_<name>`` method."""
        spec = OPS[e.callee]
        tensors = [] if spec.raw_operands else [e.args[i] for i in spec.tensor_operands()]
        if spec.elementwise:
            return [self.elementwise(spec, _static(e), tensors, env)]
        return self.structural(spec, e, tensors, env)

    def structural(self, spec: OpSpec, e: ast.Expr, operands: Sequence[ast.Expr], env: dict) -> list[ir.Value]:
        args = [self.expr(a, env) for a in operands]
        attrs = dict(e.attrs) if isinstance(e, ast.Call) else {}
        out = getattr(self, f"lower_{spec.lower}")(_Lowering(e.ty, args, [_static(a) for a in operands], attrs, e))
        return list(out) if isinstance(out, (list, tuple)) else [out]

    # ---- structural lowerings (one per op declaring ``lower``)

    def lower_fill(self, c: "_Lowering") -> ir.Value:
        return _splat(c.t, c.attrs["value"])

    def lower_matmul(self, c: "_Lowering") -> ir.Value:
        return self.matmul(c.t, c.args[0], c.args[1], c.ats[0])

    def lower_gather(self, c: "_Lowering") -> ir.Value:
        return self.gather(c.t, c.args[0], c.args[1], c.ats[0], c.ats[1], c.e)

    def lower_broadcast(self, c: "_Lowering") -> ir.Value:
        return self.broadcast(c.t, c.args[0], c.ats[0])

    def lower_reshape(self, c: "_Lowering") -> ir.Value:
        return self.reshape(c.t, c.args[0], c.ats[0])

    def lower_transpose(self, c: "_Lowering") -> ir.Value:
        perm = list(c.attrs["perm"])
        if perm == list(range(c.t.rank)):
            # Identity (incl. rank 0, perm = []): linalg.transpose would
            # build an empty permutation map, which aborts the process.
            return c.args[0]
        return _v(linalg.transpose(c.args[0], outs=[_empty(c.t)], permutation=perm))

    def lower_concat(self, c: "_Lowering") -> ir.Value:
        return self.concat(c.t, c.args[0], c.args[1], c.ats[0], c.axis)

    def lower_slice(self, c: "_Lowering") -> ir.Value:
        return self.slice(c.t, c.args[0], c.ats[0], c.axis, int(c.attrs["start"]))

    def lower_pad(self, c: "_Lowering") -> ir.Value:
        return self.pad(c.t, c.args[0], c.ats[0], c.axis)

    def lower_softmax(self, c: "_Lowering") -> ir.Value:
        return self.softmax(c.t, c.args[0], c.axis, log=False)

    def lower_log_softmax(self, c: "_Lowering") -> ir.Value:
        return self.softmax(c.t, c.args[0], c.axis, log=True)

    def lower_argmax(self, c: "_Lowering") -> ir.Value:
        return c.kept(self.argmax(c.dropped(), c.args[0], c.ats[0], c.axis), self)

    def lower_reduce_sum(self, c: "_Lowering") -> ir.Value:
        return c.kept(self._reduce(c.args[0], c.ats[0], c.axis, *self._sum(c.ats[0].elem)), self)

    def lower_reduce_max(self, c: "_Lowering") -> ir.Value:
        return c.kept(self._reduce(c.args[0], c.ats[0], c.axis, *self._max(c.ats[0].elem)), self)

    def lower_reduce_min(self, c: "_Lowering") -> ir.Value:
        return c.kept(self._reduce(c.args[0], c.ats[0], c.axis, *self._min(c.ats[0].elem)), self)

    def lower_reduce_mean(self, c: "_Lowering") -> ir.Value:
        total = self._reduce(c.args[0], c.ats[0], c.axis, *self._sum("f32"))
        n = _scalar_const("f32", float(c.ats[0].static_shape[c.axis]))
        red = c.dropped()
        mean = _elementwise(red, [total], lambda s: arith.DivFOp(s, n).result)
        return c.kept(mean, self)

    def lower_one_hot(self, c: "_Lowering") -> ir.Value:
        return self.one_hot(c.t, c.args[0])

    def lower_iota(self, c: "_Lowering") -> ir.Value:
        t, axis = c.t, c.axis

        def body(_o: ir.Value) -> list[ir.Value]:
            pos = arith.IndexCastOp(
                ir.IntegerType.get_signless(64),
                linalg.IndexOp(ir.IntegerAttr.get(ir.IntegerType.get_signless(64), axis)).result,
            ).result
            return [arith.SIToFPOp(ir.F32Type.get(), pos).result if t.elem == "f32" else pos]

        return generic([], [_empty(t)], [_identity(t.rank)], [PARALLEL] * t.rank, body)[0]

    def lower_cumsum_rev(self, c: "_Lowering") -> ir.Value:
        """``__cumsum_rev`` (cumsum's VJP): slice i sums slices i..n−1, added
        from the end — the axis reversed, scanned as :meth:`lower_cumsum`
        does, reversed back.  (As ``sum − cumsum + x`` it cancelled: 1.0
        instead of 3.0 next to a term of 1e8, and NaN everywhere from one
        infinite adjoint.)  Why not the scan loop run backwards: LLVM 22's
        SLP vectorizer, in the ``-O1`` + SLP pipeline of
        :func:`.build._opt_passes`, broke a module holding a forward and a
        backward scan of ``[3, 4]`` ("Instruction does not dominate all
        uses"); the reversals are two plain copies."""
        t, axis, r = c.t, c.axis, c.t.rank
        last = arith.ConstantOp(ir.IndexType.get(), t.static_shape[axis] - 1).result

        def flip(v: ir.Value) -> ir.Value:
            """``v`` reversed along the axis, read in the body at ``n − 1 − i``
            (as :meth:`gather` reads its rows): an indexing map with a negative
            coefficient would trip linalg's tiling (an assertion, not an error)."""

            def body(_o: ir.Value) -> list[ir.Value]:
                at = [linalg.IndexOp(ir.IntegerAttr.get(ir.IntegerType.get_signless(64), d)).result for d in range(r)]
                at[axis] = arith.SubIOp(last, at[axis]).result
                return [tensor.ExtractOp(v, at).result]

            return generic([], [_empty(t)], [_identity(r)], [PARALLEL] * r, body)[0]

        return flip(self._scan(flip(c.args[0]), t, axis))

    def lower_cumsum(self, c: "_Lowering") -> ir.Value:
        return self._scan(c.args[0], c.t, c.axis)

    def _scan(self, x: ir.Value, t: TensorType, axis: int) -> ir.Value:
        """Inclusive scan as a loop along the axis: slice i of the result
        (size 1 along the axis, full elsewhere) is slice i − 1 of the result
        plus slice i of x, computed in place (slice 0 is -0.0 + x[0]), so every
        element sums its terms j ascending from 0, the sequential order NumPy
        uses.  The loop carries only the result tensor, which bufferizes to
        one buffer written in place.

        Why a loop: written as one ``linalg.generic`` (a masked reduction
        over a second index j ≤ i) the scan did n² / 2 additions per row:
        1.75 s for one row of 50 000."""
        r = t.rank
        shape = t.static_shape
        n = shape[axis]
        sizes = [1 if i == axis else d for i, d in enumerate(shape)]
        row = _tensor(TensorType(t.elem, tuple(sizes)))
        dyn = ir.ShapedType.get_dynamic_size()
        index = ir.IndexType.get()
        at_i = [dyn if i == axis else 0 for i in range(r)]
        ones = [1] * r
        add = self._sum(t.elem)[1]
        ident = [_identity(r)] * 3

        def const(v: int) -> ir.Value:
            return arith.ConstantOp(index, v).result

        def rows(src: ir.Value, i: ir.Value) -> ir.Value:
            return tensor.ExtractSliceOp(row, src, [i], [], [], at_i, sizes, ones).result

        def step(prev: ir.Value, out: ir.Value, i: ir.Value) -> ir.Value:
            """``out`` with slice i set to ``prev + x[i]``, written in place."""
            cur = generic([rows(x, i), prev], [rows(out, i)], ident, [PARALLEL] * r,
                          lambda a, p, _o: [add(a, p)])[0]
            return tensor.InsertSliceOp(cur, out, [i], [], [], at_i, sizes, ones).result

        zero = const(0)
        # -0.0 is addition's identity (+0.0 + -0.0 is +0.0): a leading -0.0 stays -0.0, as in NumPy
        first = step(_splat(TensorType(t.elem, tuple(sizes)), -0.0 if _is_float(t.elem) else 0), _empty(t), zero)
        if n == 1:
            return first
        loop = scf.ForOp(const(1), const(n), const(1), [first])
        with ir.InsertionPoint(loop.body):
            i = loop.induction_variable
            out = loop.inner_iter_args[0]
            prev = rows(out, arith.SubIOp(i, const(1)).result)
            scf.YieldOp([step(prev, out, i)])
        return loop.results[0]

    def lower_scatter_rows(self, c: "_Lowering") -> ir.Value:
        """``__scatter_rows`` (gather's VJP): a zero ``E[N, D]``, then for i
        ascending row ``ids[i]`` += row i of ``src``, in place — a loop
        over the ids like :meth:`lower_cumsum`, n·D additions.  Each table
        row adds its terms in index order, and a row no id picks stays
        exactly 0 whatever ``src`` holds.  The id is clamped to ``[0, N)``
        as in :meth:`gather` (the primal gather, which the gradient
        function recomputes first, has already checked it)."""
        t = c.t
        ids, src = c.args
        n = c.ats[0].static_shape[0]
        width = t.static_shape[1]
        index = ir.IndexType.get()
        row = _tensor(TensorType(t.elem, (1, width)))
        dyn = ir.ShapedType.get_dynamic_size()
        add = self._sum(t.elem)[1]
        ident = [_identity(2)] * 2

        def const(v: int) -> ir.Value:
            return arith.ConstantOp(index, v).result

        def at(src_: ir.Value, i: ir.Value) -> ir.Value:
            return tensor.ExtractSliceOp(row, src_, [i], [], [], [dyn, 0], [1, width], [1, 1]).result

        loop = scf.ForOp(const(0), const(n), const(1), [_splat(t, 0)])
        with ir.InsertionPoint(loop.body):
            i = loop.induction_variable
            out = loop.inner_iter_args[0]
            idx = tensor.ExtractOp(ids, [i]).result
            lo, hi = _scalar_const("i64", 0), _scalar_const("i64", t.static_shape[0] - 1)
            r = arith.IndexCastOp(index, arith.MinSIOp(arith.MaxSIOp(idx, lo).result, hi).result).result
            summed = generic([at(src, i)], [at(out, r)], ident, [PARALLEL] * 2, lambda g, acc: [add(g, acc)])[0]
            scf.YieldOp([tensor.InsertSliceOp(summed, out, [r], [], [], [dyn, 0], [1, width], [1, 1]).result])
        return loop.results[0]

    def lower_top_k(self, c: "_Lowering") -> list[ir.Value]:
        """K selection passes along the last axis.  The order is total: a
        comes before b when it is larger, or equal with a lower index (NaN
        counts as largest, NaNs in index order).  Pass k (an ``scf.for``
        over the slots) takes, in every row, the first element in that order
        among those that come after pass k − 1's pick, and writes it to slot k.

        Why passes: ranking every element against every other was n² per
        row, whatever k: ``top_k(f32[1, 50000], k = 5)`` took 24 s; k
        passes are k · n (a few ms)."""
        x, xt = c.args[0], c.ats[0]
        assert isinstance(c.ty, TupleType)
        vt, it = c.ty.items
        r = xt.rank
        lead = xt.static_shape[:-1]
        k_slots = vt.static_shape[-1]
        fl = _is_float(xt.elem)
        i64 = ir.IntegerType.get_signless(64)
        index = ir.IndexType.get()
        d = _dims(r)  # lead..., i (the reduction over the row)

        def before(a: ir.Value, i: ir.Value, b: ir.Value, j: ir.Value) -> ir.Value:
            """Does a (at index i) come before b (at index j)?"""
            lower_index = arith.CmpIOp(_cmpi("slt"), i, j).result
            if not fl:
                gt = arith.CmpIOp(_cmpi("sgt"), a, b).result
                eq = arith.CmpIOp(_cmpi("eq"), a, b).result
            else:
                a_nan = arith.CmpFOp(_cmpf("uno"), a, a).result
                b_nan = arith.CmpFOp(_cmpf("uno"), b, b).result
                b_num = arith.XOrIOp(b_nan, _i1(True)).result
                gt = arith.OrIOp(arith.CmpFOp(_cmpf("ogt"), a, b).result, arith.AndIOp(a_nan, b_num).result).result
                eq = arith.OrIOp(arith.CmpFOp(_cmpf("oeq"), a, b).result, arith.AndIOp(a_nan, b_nan).result).result
            return arith.OrIOp(gt, arith.AndIOp(eq, lower_index).result).result

        def best_of(xi: ir.Value, bv: ir.Value, bi: ir.Value, after_prev: ir.Value | None) -> list[ir.Value]:
            """(bv, bi): this pass's best so far (bi < 0: none yet); take xi if it comes
            after the previous pass's pick (``after_prev``) and before the best."""
            i = arith.IndexCastOp(i64, linalg.IndexOp(ir.IntegerAttr.get(i64, r - 1)).result).result
            better = arith.OrIOp(arith.CmpIOp(_cmpi("slt"), bi, _scalar_const("i64", 0)).result,
                                 before(xi, i, bv, bi)).result
            take = better if after_prev is None else arith.AndIOp(after_prev, better).result
            return [arith.SelectOp(take, xi, bv).result, arith.SelectOp(take, i, bi).result]

        def after_body(xi: ir.Value, pv: ir.Value, pi: ir.Value, bv: ir.Value, bi: ir.Value) -> list[ir.Value]:
            i = arith.IndexCastOp(i64, linalg.IndexOp(ir.IntegerAttr.get(i64, r - 1)).result).result
            return best_of(xi, bv, bi, before(pv, pi, xi, i))

        row_v, row_i = TensorType(xt.elem, lead), TensorType("i64", lead)
        whole, per_row = _map(r, d), _map(r, d[:-1])
        iters = [PARALLEL] * (r - 1) + [REDUCTION]
        inits = [_splat(row_v, 0), _splat(row_i, -1)]

        dyn = ir.ShapedType.get_dynamic_size()
        at_k = [0] * (r - 1) + [dyn]
        sizes = list(lead) + [1]
        ones = [1] * r

        def put(row: ir.Value, out: ir.Value, k: ir.Value) -> ir.Value:
            """``out`` with slot k (along the last axis) set to ``row`` (rank-reduced: no unit dim)."""
            return tensor.InsertSliceOp(row, out, [k], [], [], at_k, sizes, ones).result

        def slot(src: ir.Value, t: TensorType, k: ir.Value) -> ir.Value:
            """Slot k of ``src`` (rank-reduced: no unit dim)."""
            return tensor.ExtractSliceOp(_tensor(t), src, [k], [], [], at_k, sizes, ones).result

        def const(v: int) -> ir.Value:
            return arith.ConstantOp(index, v).result

        # Pass 0 takes the first element of each row; pass k reads pass k - 1's pick back from
        # the results, so the loop carries only the two results (each yielded once: a loop
        # that carried the picks too made the deallocation pipeline emit an i1 buffer inside
        # a while, on which the LLVM lowering asserts).
        first_v, first_i = generic([x], inits, [whole, per_row, per_row], iters,
                                   lambda xi, bv, bi: best_of(xi, bv, bi, None))
        zero = const(0)
        vals, idx = put(first_v, _empty(vt), zero), put(first_i, _empty(it), zero)
        if k_slots == 1:
            return [vals, idx]
        loop = scf.ForOp(const(1), const(k_slots), const(1), [vals, idx])
        with ir.InsertionPoint(loop.body):
            k = loop.induction_variable
            vals, idx = loop.inner_iter_args
            prev = arith.SubIOp(k, const(1)).result
            best_v, best_i = generic([x, slot(vals, row_v, prev), slot(idx, row_i, prev)],
                                     [_splat(row_v, 0), _splat(row_i, -1)],
                                     [whole, per_row, per_row, per_row, per_row], iters, after_body)
            scf.YieldOp([put(best_v, vals, k), put(best_i, idx, k)])
        return [loop.results[0], loop.results[1]]

    def matmul(self, t: TensorType, x: ir.Value, y: ir.Value, xt: TensorType) -> ir.Value:
        zero = _splat(t, 0)
        if t.rank == 2:
            return _v(linalg.matmul(x, y, outs=[zero]))
        if t.rank == 3:
            return _v(linalg.batch_matmul(x, y, outs=[zero]))
        # Rank 4 (and beyond): contraction over the last dim of x / the
        # second-to-last of y, every leading dim a parallel batch dim.
        r = t.rank
        d = _dims(r + 1)  # d0..d(r-2) batch, d(r-2)=M, d(r-1)=N, d(r)=K
        batch = d[: r - 2]
        m, n, k = d[r - 2], d[r - 1], d[r]
        maps = [_map(r + 1, batch + [m, k]), _map(r + 1, batch + [k, n]), _map(r + 1, batch + [m, n])]
        iters = [PARALLEL] * r + [REDUCTION]
        fl = _is_float(t.elem)

        def body(a: ir.Value, b: ir.Value, acc: ir.Value) -> list[ir.Value]:
            if fl:
                return [arith.AddFOp(acc, arith.MulFOp(a, b).result).result]
            return [arith.AddIOp(acc, arith.MulIOp(a, b).result).result]

        return generic([x, y], [zero], maps, iters, body)[0]

    def gather(self, t: TensorType, table: ir.Value, ids: ir.Value, tt: TensorType, it: TensorType,
               where: ast.Expr) -> ir.Value:
        r = t.rank
        rows = tt.static_shape[0]
        self.check_ids(ids, it, rows, where)

        def index(d: int) -> ir.Value:
            return linalg.IndexOp(ir.IntegerAttr.get(ir.IntegerType.get_signless(64), d)).result

        def body(_out: ir.Value) -> list[ir.Value]:
            # The id is read in the body, not taken as an input: an input is a block argument,
            # which the vectorizer cannot tell is the same along a row, so it gathered the row
            # element by element.  Read at the leading loop indices, the id is plainly constant
            # along the last dim and the row becomes one contiguous vector read.
            idx = tensor.ExtractOp(ids, [index(d) for d in range(r - 1)]).result
            # Clamp so that no id can ever read out of bounds (ids are checked before: check_ids).
            lo, hi = _scalar_const("i64", 0), _scalar_const("i64", rows - 1)
            clamped = arith.MinSIOp(arith.MaxSIOp(idx, lo).result, hi).result
            row = arith.IndexCastOp(ir.IndexType.get(), clamped).result
            return [tensor.ExtractOp(table, [row, index(r - 1)]).result]

        return generic([], [_empty(t)], [_identity(r)], [PARALLEL] * r, body)[0]

    def broadcast(self, t: TensorType, x: ir.Value, xt: TensorType) -> ir.Value:
        if tuple(xt.shape) == tuple(t.shape):
            return x
        r, k = t.rank, xt.rank
        exprs: list[ir.AffineExpr] = []
        for i, d in enumerate(xt.shape):
            od = i + r - k
            exprs.append(ir.AffineConstantExpr.get(0) if d == 1 and t.shape[od] != 1 else ir.AffineDimExpr.get(od))
        return generic([x], [_empty(t)], [_map(r, exprs), _identity(r)], [PARALLEL] * r, lambda a, _o: [a])[0]

    def reshape(self, t: TensorType, x: ir.Value, xt: TensorType) -> ir.Value:
        if tuple(xt.shape) == tuple(t.shape):
            return x
        n = t.num_elements()
        flat = TensorType(t.elem, (n,))
        # Through rank 1: collapse everything, then expand to the target.
        if xt.rank == 0:
            v = tensor.ExpandShapeOp(_tensor(flat), x, ir.ArrayAttr.get([]), [], _dense_i64([n])).result
        elif xt.rank == 1:
            v = x
        else:
            v = tensor.CollapseShapeOp(_tensor(flat), x, _reassoc([list(range(xt.rank))])).result
        if t.rank == 0:
            return tensor.CollapseShapeOp(_tensor(t), v, ir.ArrayAttr.get([])).result
        if t.rank == 1:
            return v
        return tensor.ExpandShapeOp(
            _tensor(t), v, _reassoc([list(range(t.rank))]), [], _dense_i64(list(t.static_shape))
        ).result

    def _insert(self, dest: ir.Value, src: ir.Value, st: TensorType, axis: int, offset: int) -> ir.Value:
        """Copy ``src`` into ``dest`` at ``offset`` along ``axis`` (destination-passing)."""
        rank = st.rank
        offsets = [0] * rank
        offsets[axis] = offset
        sizes = list(st.static_shape)
        part = tensor.ExtractSliceOp(
            _tensor(st), dest, [], [], [], _dense_i64(offsets), _dense_i64(sizes), _dense_i64([1] * rank)
        ).result
        copied = _v(linalg.copy(src, outs=[part]))
        return tensor.InsertSliceOp(
            copied, dest, [], [], [], _dense_i64(offsets), _dense_i64(sizes), _dense_i64([1] * rank)
        ).result

    def concat(self, t: TensorType, x: ir.Value, y: ir.Value, xt: TensorType, axis: int) -> ir.Value:
        yt = TensorType(t.elem, tuple(t.shape[i] if i != axis else t.static_shape[axis] - xt.static_shape[axis] for i in range(t.rank)))
        out = self._insert(_empty(t), x, xt, axis, 0)
        return self._insert(out, y, yt, axis, xt.static_shape[axis])

    def pad(self, t: TensorType, x: ir.Value, xt: TensorType, axis: int) -> ir.Value:
        if tuple(xt.shape) == tuple(t.shape):
            return x
        return self._insert(_splat(t, 0), x, xt, axis, 0)

    def slice(self, t: TensorType, x: ir.Value, xt: TensorType, axis: int, start: int) -> ir.Value:
        rank = xt.rank
        offsets = [0] * rank
        offsets[axis] = start
        part = tensor.ExtractSliceOp(
            _tensor(t), x, [], [], [], _dense_i64(offsets), _dense_i64(list(t.static_shape)), _dense_i64([1] * rank)
        ).result
        # A fresh, identity-layout result: never a strided view escaping.
        return _v(linalg.copy(part, outs=[_empty(t)]))

    def _reduce(self, x: ir.Value, xt: TensorType, axis: int, init: float | int,
                combine: Callable[[ir.Value, ir.Value], ir.Value]) -> ir.Value:
        r = xt.rank
        red_t = _without_axis(xt, axis)
        iters = [REDUCTION if i == axis else PARALLEL for i in range(r)]
        return generic(
            [x], [_splat(red_t, init)], [_identity(r), _map(r, _dims(r, skip=axis))], iters,
            lambda a, acc: [combine(a, acc)],
        )[0]

    def _max(self, elem: str) -> tuple[float | int, Callable[[ir.Value, ir.Value], ir.Value]]:
        if _is_float(elem):
            return _F32_LOWEST, lambda a, b: arith.MaximumFOp(a, b).result
        return _I64_LOWEST, lambda a, b: arith.MaxSIOp(a, b).result

    def _min(self, elem: str) -> tuple[float | int, Callable[[ir.Value, ir.Value], ir.Value]]:
        if _is_float(elem):
            return float("inf"), lambda a, b: arith.MinimumFOp(a, b).result
        return 2**63 - 1, lambda a, b: arith.MinSIOp(a, b).result

    def _sum(self, elem: str) -> tuple[float | int, Callable[[ir.Value, ir.Value], ir.Value]]:
        if _is_float(elem):
            return 0.0, lambda a, b: arith.AddFOp(b, a).result
        return 0, lambda a, b: arith.AddIOp(b, a).result

    def softmax(self, t: TensorType, x: ir.Value, axis: int, log: bool) -> ir.Value:
        """Max-subtracted softmax / log_softmax as elementwise/reduction generics.

        softmax multiplies by the reciprocal of each row's sum (one division
        per row, as PyTorch's CPU kernel does) instead of dividing every
        element: a vector division is ≈ 7× a multiply's cost, and in the
        D = 256 forward the divisions were an eighth of the softmax's time.
        The result differs from the division by at most an ulp or so."""
        r = t.rank
        mx = self._reduce(x, t, axis, *self._max("f32"))
        kept = _map(r, _dims(r, skip=axis))
        shifted_exp = generic(
            [x, mx], [_empty(t)], [_identity(r), kept, _identity(r)], [PARALLEL] * r,
            lambda a, m, _o: [math.ExpOp(arith.SubFOp(a, m).result).result],
        )[0]
        total = self._reduce(shifted_exp, t, axis, *self._sum("f32"))
        if log:
            return generic(
                [x, mx, total], [_empty(t)], [_identity(r), kept, kept, _identity(r)], [PARALLEL] * r,
                lambda a, m, s, _o: [arith.SubFOp(arith.SubFOp(a, m).result, math.LogOp(s).result).result],
            )[0]
        red_t = _without_axis(t, axis)
        inverse = generic(
            [total], [_empty(red_t)], [_identity(r - 1), _identity(r - 1)], [PARALLEL] * (r - 1),
            lambda s, _o: [arith.DivFOp(_scalar_const("f32", 1.0), s).result],
        )[0]
        return generic(
            [shifted_exp, inverse], [_empty(t)], [_identity(r), kept, _identity(r)], [PARALLEL] * r,
            lambda ex, inv, _o: [arith.MulFOp(ex, inv).result],
        )[0]

    def argmax(self, t: TensorType, x: ir.Value, xt: TensorType, axis: int) -> ir.Value:
        """Lowest index on ties: the running best only moves on a strict '>'.

        For f32 the running best starts as NaN and moves to a number that is
        greater or that replaces that NaN (``ord(a, a) and ugt(a, m)``): so
        a NaN never wins, the first number takes over from the start (a row
        ``[NaN, -inf]`` gives 1: with a start of -inf, ``-inf > -inf`` fails
        and the NaN's index 0 stayed), and a row of only NaN gives 0."""
        r = xt.rank
        fl = _is_float(xt.elem)
        init = float("nan") if fl else self._max(xt.elem)[0]
        best = _splat(TensorType(xt.elem, t.shape), init)
        idx0 = _splat(t, 0)
        kept = _map(r, _dims(r, skip=axis))
        iters = [REDUCTION if i == axis else PARALLEL for i in range(r)]

        def body(a: ir.Value, m: ir.Value, i: ir.Value) -> list[ir.Value]:
            pos = arith.IndexCastOp(
                ir.IntegerType.get_signless(64),
                linalg.IndexOp(ir.IntegerAttr.get(ir.IntegerType.get_signless(64), axis)).result,
            ).result
            if fl:
                gt = arith.AndIOp(arith.CmpFOp(_cmpf("ord"), a, a).result,
                                  arith.CmpFOp(_cmpf("ugt"), a, m).result).result
            else:
                gt = arith.CmpIOp(_cmpi("sgt"), a, m).result
            return [arith.SelectOp(gt, a, m).result, arith.SelectOp(gt, pos, i).result]

        return generic([x], [best, idx0], [_identity(r), kept, kept], iters, body)[1]

    def one_hot(self, t: TensorType, ids: ir.Value) -> ir.Value:
        r = t.rank

        def body(idx: ir.Value, _o: ir.Value) -> list[ir.Value]:
            pos = arith.IndexCastOp(
                ir.IntegerType.get_signless(64),
                linalg.IndexOp(ir.IntegerAttr.get(ir.IntegerType.get_signless(64), r - 1)).result,
            ).result
            eq = arith.CmpIOp(_cmpi("eq"), idx, pos).result
            return [arith.SelectOp(eq, _scalar_const("f32", 1.0), _scalar_const("f32", 0.0)).result]

        return generic([ids], [_empty(t)], [_map(r, _dims(r)[: r - 1]), _identity(r)], [PARALLEL] * r, body)[0]


def _distinct_results(values: list[ir.Value]) -> list[ir.Value]:
    """Return, yield or carry each SSA value at most once: a repeat
    (``return (y, y)``, ``yield (i + 1, z, z)``, ``while (p = a, q = a)``, a
    gradient companion whose two adjoints are the same value) becomes a
    fresh copy.  Returning one buffer twice segfaults
    buffer-results-to-out-params; yielding one twice can make the
    deallocation pipeline emit its generic ``memref<?xi1>`` helper, whose
    lowering asserts (LLVM 22.1.8) — either way the process dies.  (A
    duplicate return that canonicalization creates later, e.g. from
    ``(y * 1.0, y)``, is the pipeline's ``dedup_return_operands``.)"""
    out: list[ir.Value] = []
    for v in values:
        if any(v == seen for seen in out):
            # Not linalg.copy: the pre-bufferize canonicalization folds an
            # identity copy away.  alloc_tensor(copy) survives it and
            # bufferizes to a fresh buffer + memref.copy (identity layout).
            v = bufferization.AllocTensorOp(v.type, [], copy=v).result
        out.append(v)
    return out


def _reassoc(groups: list[list[int]]) -> ir.ArrayAttr:
    i64 = ir.IntegerType.get_signless(64)
    return ir.ArrayAttr.get([ir.ArrayAttr.get([ir.IntegerAttr.get(i64, g) for g in grp]) for grp in groups])


_CMPF = {"oeq": 1, "ogt": 2, "oge": 3, "olt": 4, "ole": 5, "ord": 7, "ugt": 9, "uno": 14, "une": 13}
_CMPI = {"eq": 0, "ne": 1, "slt": 2, "sle": 3, "sgt": 4, "sge": 5, "ult": 6, "ule": 7}


def _cmpf(pred: str) -> ir.Attribute:
    return ir.IntegerAttr.get(ir.IntegerType.get_signless(64), _CMPF[pred])


def _cmpi(pred: str) -> ir.Attribute:
    return ir.IntegerAttr.get(ir.IntegerType.get_signless(64), _CMPI[pred])


def _fold(op: str, a: int | float, b: int | float, elem: str) -> int | float:
    """``a op b`` of two literals with the semantics of the unfolded code:
    i64 wraps (two's complement), f32 is one IEEE f32 operation on the
    f32-rounded literals (so ``0.0 / 0.0`` is NaN, and no double rounding
    through Python's float64)."""
    if elem == "i64":
        a, b = int(a), int(b)
        if op == "/":
            if b == 0:
                raise LoweringError("integer division by zero in a constant")
            q = abs(a) // abs(b)
            r = q if (a >= 0) == (b >= 0) else -q
        else:
            r = {"+": a + b, "-": a - b, "*": a * b}[op]
        return (r + 2**63) % 2**64 - 2**63
    x, y = np.float32(a), np.float32(b)
    with np.errstate(all="ignore"):
        return float({"+": np.add, "-": np.subtract, "*": np.multiply, "/": np.divide}[op](x, y))


# ------------------------------------------------------------ op lowerings


class _Lowering:
    """One structural op as its ``lower_<name>`` method sees it."""

    def __init__(self, ty: Type | None, args: list[ir.Value], ats: list[TensorType], attrs: dict, e: ast.Expr):
        self.ty = ty  # the result type: a TupleType for top_k
        self.args = args
        self.ats = ats
        self.attrs = attrs
        self.e = e

    @property
    def t(self) -> TensorType:
        """The result type of an op with one tensor result (all but top_k)."""
        assert isinstance(self.ty, TensorType), self.ty
        return self.ty

    @property
    def axis(self) -> int:
        return int(self.attrs["axis"])

    def dropped(self) -> TensorType:
        """The result type with the reduced axis removed (keepdims or not)."""
        t = self.t
        assert isinstance(t, TensorType)
        if not self.attrs.get("keepdims"):
            return t
        return _without_axis(t, self.axis)

    def kept(self, v: ir.Value, gen: "_Gen") -> ir.Value:
        """``v`` (axis removed) reshaped to the result type (axis kept as 1 under keepdims)."""
        if not self.attrs.get("keepdims"):
            return v
        return gen.reshape(self.t, v, self.dropped())


def _broadcast_map(a: TensorType, t: TensorType) -> ir.AffineMap:
    """How an elementwise op reads operand ``a`` at result index (NumPy rule)."""
    r, k = t.rank, a.rank
    exprs: list[ir.AffineExpr] = []
    for i, d in enumerate(a.shape):
        od = i + r - k
        exprs.append(ir.AffineConstantExpr.get(0) if d == 1 and t.shape[od] != 1 else ir.AffineDimExpr.get(od))
    return _map(r, exprs)


ScalarBody = Callable[..., ir.Value]  # (result elem, operand elems, *operand scalars) -> scalar


def _arith(f32_op: Callable, i64_op: Callable) -> ScalarBody:
    return lambda out, elems, a, b: (f32_op if _is_float(elems[0]) else i64_op)(a, b).result


def _compare(fpred: str, ipred: str) -> ScalarBody:
    def body(out: str, elems: list[str], a: ir.Value, b: ir.Value) -> ir.Value:
        if _is_float(elems[0]):
            return arith.CmpFOp(_cmpf(fpred), a, b).result
        return arith.CmpIOp(_cmpi(ipred), a, b).result

    return body


def _neg(out: str, elems: list[str], a: ir.Value) -> ir.Value:
    if _is_float(out):
        return arith.NegFOp(a).result
    return arith.SubIOp(_scalar_const("i64", 0), a).result


def _sigmoid(out: str, elems: list[str], x: ir.Value) -> ir.Value:
    one = _scalar_const("f32", 1.0)
    e = math.ExpOp(arith.NegFOp(x).result).result
    return arith.DivFOp(one, arith.AddFOp(one, e).result).result


def _not(out: str, elems: list[str], a: ir.Value) -> ir.Value:
    return arith.XOrIOp(a, _i1(True)).result


def _eq_mask(out: str, elems: list[str], x: ir.Value, y: ir.Value) -> ir.Value:
    return arith.SelectOp(arith.CmpFOp(_cmpf("oeq"), x, y).result,
                          _scalar_const("f32", 1.0), _scalar_const("f32", 0.0)).result


def _cast(out: str, elems: list[str], x: ir.Value) -> ir.Value:
    src = elems[0]
    if src == out:
        return x
    if out == "bool":  # x != 0 (NaN != 0 is true)
        if src == "f32":
            return arith.CmpFOp(_cmpf("une"), x, _scalar_const("f32", 0.0)).result
        return arith.CmpIOp(_cmpi("ne"), x, _scalar_const("i64", 0)).result
    if src == "bool":
        return (arith.UIToFPOp(ir.F32Type.get(), x) if out == "f32" else arith.ExtUIOp(_elem("i64"), x)).result
    if out == "i64":
        return _f32_to_i64(x)
    return arith.SIToFPOp(ir.F32Type.get(), x).result  # round to nearest even


def _f32_to_i64(x: ir.Value) -> ir.Value:
    """Truncation toward zero; a NaN, an infinity or a value outside
    [-2**63, 2**63) gives -2**63, the "integer indefinite" of x86's
    ``cvttss2si`` (what NumPy and PyTorch give on x86).  A bare ``fptosi`` is
    LLVM *poison* there: on a constant operand LLVM folds it to whatever it
    likes (a stale register, different per pipeline), and a poison gather id
    made the bounds check and the clamp vanish, so the load went anywhere
    (``gather(t, cast(3.4e38, i64))`` crashed the process).  The select
    never picks the poison lane."""
    i64 = _elem("i64")
    raw = arith.FPToSIOp(i64, x).result
    in_range = arith.CmpFOp(_cmpf("olt"), math.AbsFOp(x).result, _scalar_const("f32", 2.0**63)).result
    return arith.SelectOp(in_range, raw, _scalar_const("i64", -(2**63))).result


SCALAR_BODIES: dict[str, ScalarBody] = {
    "add": _arith(arith.AddFOp, arith.AddIOp),
    "sub": _arith(arith.SubFOp, arith.SubIOp),
    "mul": _arith(arith.MulFOp, arith.MulIOp),
    "div": _arith(arith.DivFOp, arith.DivSIOp),
    "max": _arith(arith.MaximumFOp, arith.MaxSIOp),
    "min": _arith(arith.MinimumFOp, arith.MinSIOp),
    "neg": _neg,
    "not": _not,
    "sigmoid": _sigmoid,
    "eq_mask": _eq_mask,
    "cast": _cast,
    "cmp<": _compare("olt", "slt"),
    "cmp<=": _compare("ole", "sle"),
    "cmp>": _compare("ogt", "sgt"),
    "cmp>=": _compare("oge", "sge"),
    "cmp==": _compare("oeq", "eq"),
    "cmp!=": _compare("une", "ne"),
}


def _scalar_body(key: str) -> ScalarBody:
    """An op's per-element body: a composite from :data:`SCALAR_BODIES`, or an
    MLIR op named in the declaration (``math.erf``) applied to the operand
    scalars, with the last operand's type (``arith.select``: the branches')."""
    if key in SCALAR_BODIES:
        return SCALAR_BODIES[key]
    if "." not in key:
        raise LoweringError(f"no scalar body '{key}'")

    def body(out: str, elems: list[str], *vals: ir.Value) -> ir.Value:
        return ir.Operation.create(key, results=[vals[-1].type], operands=list(vals)).results[0]

    return body


def lowering_of(spec: OpSpec) -> object:
    """The lowering an op's declaration names (for the table's completeness test)."""
    if spec.elementwise:
        return _scalar_body(spec.scalar)
    return getattr(_Gen, f"lower_{spec.lower}")
