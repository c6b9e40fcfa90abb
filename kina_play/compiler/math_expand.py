"""Elementwise math (``exp``, ``log``, ``tanh``, ``erf``) as polynomials in ``arith`` ops.

Why: ``convert-math-to-llvm`` turns ``math.exp`` into ``llvm.intr.exp``,
which the x86 backend can only lower to a libm ``expf`` call per element —
a vector ``exp`` is scalarized into one call per lane (in the D = 256
forward the softmax then cost more than every matmul together).  MLIR's own
polynomial approximations (``populateMathPolynomialApproximationPatterns``)
are not reachable from the Python bindings (no pass, no transform op), so the
same Cephes-style range reduction + polynomial is built here, on scalars
inside ``linalg.generic`` bodies, *before* vectorization: the vectorizer
then turns each into a handful of vector FMAs, and the scalar loops LLVM
vectorizes on its own get the same code.  ``sqrt`` needs nothing (it is an
instruction).  Accuracy (tests/compiler/test_math_expand.py, against float64):
exp ≤ 3 ulp, log ≤ 2 ulp, tanh ≤ 3 ulp, erf ≤ 3 ulp; inf, NaN, 0 and
denormals handled.  (``erf`` matters for exact GELU: as a libm ``erff`` per
element it was ≈ 6 % of a GPT training step.)

The reference pipeline keeps libm (it is what the default is diffed against).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

if TYPE_CHECKING:  # the bindings load lazily; they ship no type information
    from mlir import ir

# Cephes expf: exp(r) ≈ 1 + r + r²·P(r) on |r| ≤ ln2/2, relative error ≈ 1e-7.
_EXP_P = (1.9875691500e-4, 1.3981999507e-3, 8.3334519073e-3, 4.1665795894e-2, 1.6666665459e-1, 5.0000001201e-1)
_EXP_HI = 88.72283935546875  # above: +inf (exp(x) > FLT_MAX)
_EXP_LO = -103.97208  # below: 0 (exp(x) < half the smallest denormal)
_LOG2E = 1.44269504088896341
_LN2_HI, _LN2_LO = 0.693359375, -2.12194440e-4

# Cephes logf: log(1 + f) ≈ f − f²/2 + f³·P(f) on √½ − 1 ≤ f < √2 − 1.
_LOG_P = (7.0376836292e-2, -1.1514610310e-1, 1.1676998740e-1, -1.2420140846e-1, 1.4249322787e-1,
          -1.6668057665e-1, 2.0000714765e-1, -2.4999993993e-1, 3.3333331174e-1)
_SQRT_HALF = 0.707106781186547524

# Cephes tanhf: tanh(x) ≈ x + x³·P(x²) on |x| < 0.625, else 1 − 2 / (exp(2|x|) + 1).
_TANH_P = (-5.70498872745e-3, 2.06390887954e-2, -5.37397155531e-2, 1.33314422036e-1, -3.33332819422e-1)
_TANH_SMALL = 0.625

# Cephes erff: erf(x) = x·T(x²) for |x| < 1; beyond, erf = 1 − erfc(|x|) with
# erfc(a) = exp(−a²)/a · P(1/a²) for a < 2 and · R(1/a²) for a ≥ 2.
_ERF_T = (7.853861353153693e-5, -8.010193625184903e-4, 5.188327685732524e-3, -2.685381193529856e-2,
          1.128358514861418e-1, -3.761262582423300e-1, 1.128379165726710e0)
_ERFC_P = (2.326819970068386e-2, -1.387039388740657e-1, 3.687424674597105e-1, -5.824733027278666e-1,
           6.210004621745983e-1, -4.944515323274145e-1, 3.404879937665872e-1, -2.741127028184656e-1,
           5.638259427386472e-1)
_ERFC_R = (-1.047766399936249e1, 1.297719955372516e1, -7.495518717768503e0, 2.921019019210786e0,
           -1.015265279202700e0, 4.218463358204948e-1, -2.820767439740514e-1, 5.641895067754075e-1)


class _Builder:
    """Scalar f32 / i32 arith at the current insertion point."""

    def __init__(self, fma: bool) -> None:
        from mlir import ir
        from mlir.dialects import arith
        from mlir.dialects import math as mmath

        self.arith = arith
        self.math = mmath
        self.has_fma = fma
        self.f32 = ir.F32Type.get()
        self.i32 = ir.IntegerType.get_signless(32)
        self.ir = ir

    def c(self, v: float) -> ir.Value:
        return self.arith.ConstantOp(self.f32, self.ir.FloatAttr.get(self.f32, v)).result

    def ci(self, v: int) -> ir.Value:
        return self.arith.ConstantOp(self.i32, v).result

    def add(self, a: ir.Value, b: ir.Value) -> ir.Value:
        return self.arith.AddFOp(a, b).result

    def sub(self, a: ir.Value, b: ir.Value) -> ir.Value:
        return self.arith.SubFOp(a, b).result

    def mul(self, a: ir.Value, b: ir.Value) -> ir.Value:
        return self.arith.MulFOp(a, b).result

    def fma(self, a: ir.Value, b: ir.Value, c: ir.Value) -> ir.Value:
        """a·b + c: one fused multiply-add (one rounding) on a target with FMA, else a
        multiply and an add.  Explicit (``math.fma``), not left to LLVM's contraction,
        so that every -O level (the quick tier's -O0 too) computes the same bits."""
        if self.has_fma:
            return self.math.FmaOp(a, b, c).result
        return self.add(self.mul(a, b), c)

    def div(self, a: ir.Value, b: ir.Value) -> ir.Value:
        return self.arith.DivFOp(a, b).result

    def horner(self, coeffs: tuple[float, ...], x: ir.Value) -> ir.Value:
        p = self.c(coeffs[0])
        for k in coeffs[1:]:
            p = self.fma(p, x, self.c(k))
        return p

    def cmp(self, pred: str, a: ir.Value, b: ir.Value) -> ir.Value:
        return self.arith.CmpFOp(getattr(self.arith.CmpFPredicate, pred), a, b).result

    def select(self, cond: ir.Value, a: ir.Value, b: ir.Value) -> ir.Value:
        return self.arith.SelectOp(cond, a, b).result

    def bits(self, x: ir.Value) -> ir.Value:
        return self.arith.BitcastOp(self.i32, x).result

    def from_bits(self, i: ir.Value) -> ir.Value:
        return self.arith.BitcastOp(self.f32, i).result

    def pow2(self, n: ir.Value) -> ir.Value:
        """2ⁿ for an i32 n in [−126, 127], from exponent bits."""
        return self.from_bits(self.arith.ShLIOp(self.arith.AddIOp(n, self.ci(127)).result, self.ci(23)).result)


def _exp(b: _Builder, x: ir.Value) -> ir.Value:
    """exp(x) = 2ⁿ·exp(r), n = ⌊x·log₂e + ½⌋, r = x − n·ln2 (two-part ln2);
    2ⁿ in two halves, so denormal results and results near FLT_MAX are right."""
    from mlir.dialects import math as mmath

    a = b.arith
    lo = b.c(_EXP_LO)
    # Out of range (and NaN) inputs compute exp(0) and are replaced below.
    # Clamping them to the range ends instead would send every masked
    # softmax entry (x = −1e9 or −inf) through a multiply whose result is
    # denormal, and x86 CPUs run each such multiply through a microcode
    # assist (≈ 100+ cycles): a causal softmax ran ≈ 10× slower.
    in_range = a.AndIOp(b.cmp("OGE", x, lo), b.cmp("OLE", x, b.c(_EXP_HI))).result
    xc = b.select(in_range, x, b.c(0.0))
    fx = mmath.FloorOp(b.fma(xc, b.c(_LOG2E), b.c(0.5))).result
    r = b.fma(fx, b.c(-_LN2_LO), b.fma(fx, b.c(-_LN2_HI), xc))
    p = b.horner(_EXP_P, r)
    y = b.add(b.fma(p, b.mul(r, r), r), b.c(1.0))
    n = a.FPToSIOp(b.i32, fx).result
    n1 = a.ShRSIOp(n, b.ci(1)).result
    y = b.mul(b.mul(y, b.pow2(n1)), b.pow2(a.SubIOp(n, n1).result))
    y = b.select(b.cmp("OGT", x, b.c(_EXP_HI)), b.c(float("inf")), y)
    y = b.select(b.cmp("OLT", x, lo), b.c(0.0), y)
    return b.select(b.cmp("UNO", x, x), x, y)


def _log(b: _Builder, x: ir.Value) -> ir.Value:
    """log(x) = e·ln2 + log(m), x = m·2ᵉ with m in [√½, √2) (from the bits;
    denormals are scaled by 2²³ first).  x < 0 or NaN → NaN, 0 → −inf,
    +inf → +inf."""
    a = b.arith
    tiny = b.cmp("OLT", x, b.c(1.1754943508222875e-38))
    xs = b.select(tiny, b.mul(x, b.c(8388608.0)), x)
    bias = a.SelectOp(tiny, b.ci(126 + 23), b.ci(126)).result
    bits = b.bits(xs)
    e = a.SubIOp(a.AndIOp(a.ShRUIOp(bits, b.ci(23)).result, b.ci(0xFF)).result, bias).result
    m = b.from_bits(a.OrIOp(a.AndIOp(bits, b.ci(0x807FFFFF)).result, b.ci(0x3F000000)).result)  # [0.5, 1)
    fe = a.SIToFPOp(b.f32, e).result
    small = b.cmp("OLT", m, b.c(_SQRT_HALF))
    fe = b.select(small, b.sub(fe, b.c(1.0)), fe)
    f = b.sub(b.select(small, b.add(m, m), m), b.c(1.0))
    z = b.mul(f, f)
    y = b.mul(b.mul(b.horner(_LOG_P, f), f), z)
    y = b.fma(fe, b.c(_LN2_LO), y)
    y = b.fma(z, b.c(-0.5), y)
    y = b.fma(fe, b.c(_LN2_HI), b.add(f, y))
    y = b.select(b.cmp("OEQ", x, b.c(float("inf"))), x, y)
    y = b.select(b.cmp("OEQ", x, b.c(0.0)), b.c(float("-inf")), y)
    return b.select(b.cmp("ULT", x, b.c(0.0)), b.c(float("nan")), y)


def _tanh(b: _Builder, x: ir.Value) -> ir.Value:
    """On |x|: odd polynomial near 0 (no cancellation), 1 − 2/(exp(2|x|) + 1)
    beyond (exp overflowing to inf gives exactly 1); then the sign of x
    (so tanh(−0) = −0; NaN stays NaN)."""
    from mlir.dialects import math as mmath

    ax = mmath.AbsFOp(x).result
    z = b.mul(ax, ax)
    near = b.fma(b.mul(b.horner(_TANH_P, z), z), ax, ax)
    e = _exp(b, b.add(ax, ax))
    far = b.sub(b.c(1.0), b.div(b.c(2.0), b.add(e, b.c(1.0))))
    y = b.select(b.cmp("OLT", ax, b.c(_TANH_SMALL)), near, far)
    return mmath.CopySignOp(y, x).result


def _erf(b: _Builder, x: ir.Value) -> ir.Value:
    """Both Cephes branches computed, the one for |x| selected (the other's
    inf/NaN at 0 or ∞ is discarded); the sign of x is copied back, so
    erf(−0) = −0, erf(±∞) = ±1 and NaN stays NaN."""
    from mlir.dialects import math as mmath

    ax = mmath.AbsFOp(x).result
    z = b.mul(x, x)
    small = b.mul(x, b.horner(_ERF_T, z))
    q = b.div(b.c(1.0), ax)
    w = b.mul(q, q)
    p = b.select(b.cmp("OLT", ax, b.c(2.0)), b.horner(_ERFC_P, w), b.horner(_ERFC_R, w))
    erfc = b.mul(b.mul(_exp(b, b.sub(b.c(0.0), z)), q), p)
    large = mmath.CopySignOp(b.sub(b.c(1.0), erfc), x).result
    y = b.select(b.cmp("OLT", ax, b.c(1.0)), small, large)
    return b.select(b.cmp("UNO", x, x), x, y)


EXPANSIONS: dict[str, Callable[[_Builder, ir.Value], ir.Value]] = {
    "math.exp": _exp,
    "math.log": _log,
    "math.tanh": _tanh,
    "math.erf": _erf,
}


def expand_math(root: ir.Operation, ops: tuple[str, ...] = tuple(EXPANSIONS), *, fma: bool = False) -> int:
    """Replace every scalar f32 op named in ``ops`` under ``root`` (a module
    or any op) by its polynomial; returns the count.  ``fma``: the target
    has fused multiply-add (:attr:`.target.VectorTarget.fma`), so the
    polynomials use it (fewer instructions, one rounding per step)."""
    from mlir import ir

    found: list[ir.Operation] = []

    def visit(op: ir.Operation) -> ir.WalkResult:
        if op.name in ops and str(op.operands[0].type) == "f32":
            found.append(op)
        return ir.WalkResult.ADVANCE

    getattr(root, "operation", root).walk(visit)
    if not found:
        return 0
    b = _Builder(fma)
    for op in found:
        with ir.InsertionPoint(op), op.location:
            y = EXPANSIONS[op.name](b, op.operands[0])
        op.result.replace_all_uses_with(y)
        op.erase()
    return len(found)
