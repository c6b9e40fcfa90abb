"""Symbolic dim arithmetic: how one check of a generic body covers every S.

A shape-generic body is checked once with its shape parameters left as
symbols, and again per instance with plain ints.  The checker asks three
questions about dims, and this module answers them for both cases:

* *Are two dims equal?*  Dims are ``int`` or ``S + k``; two dims are equal
  when their linear forms are identical.  An equality that holds only for
  some values of ``S`` (``S`` vs ``3``) is treated as a difference: a generic
  body must be right for every instance (docs/language.md).
* *Is a linear condition ``e >= 0`` satisfied?*  :func:`decide_nonneg`
  answers True (for every instance, all shape parameters >= 1), False (for
  none) or None (it depends — the checker then leaves it to the per-instance
  check, which is how ``pad(after = S - 2)`` refuses ``S = 1`` only).
* *Do two shapes hold the same number of elements?*  Element counts are
  products of linear forms, i.e. polynomials; two shapes agree for every
  instance exactly when the polynomials are identical.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Mapping

from .types import Dim, DimExpr


@dataclass(frozen=True)
class Linear:
    """``sum(coeff * sym) + const`` with integer coefficients (zeros dropped)."""

    coeffs: tuple[tuple[str, int], ...]
    const: int

    @staticmethod
    def of(d: Dim | "Linear") -> "Linear":
        if isinstance(d, Linear):
            return d
        if isinstance(d, DimExpr):
            return Linear(((d.sym, 1),), d.offset)
        return Linear((), int(d))

    def _combine(self, other: "Linear", sign: int) -> "Linear":
        acc = dict(self.coeffs)
        for s, c in other.coeffs:
            acc[s] = acc.get(s, 0) + sign * c
        return Linear(tuple(sorted((s, c) for s, c in acc.items() if c != 0)), self.const + sign * other.const)

    def __add__(self, other: "Dim | Linear") -> "Linear":
        return self._combine(Linear.of(other), 1)

    def __sub__(self, other: "Dim | Linear") -> "Linear":
        return self._combine(Linear.of(other), -1)

    @property
    def is_const(self) -> bool:
        return not self.coeffs

    def to_dim(self) -> Dim | None:
        """The dim this form spells (``int`` or ``S + k``), or None if it needs
        more than one symbol or a coefficient other than 1 (``S + T``, ``2 * S``)."""
        if not self.coeffs:
            return self.const
        if len(self.coeffs) == 1 and self.coeffs[0][1] == 1:
            return DimExpr(self.coeffs[0][0], self.const)
        return None

    def __str__(self) -> str:
        parts: list[str] = []
        for s, c in self.coeffs:
            term = s if abs(c) == 1 else f"{abs(c)}*{s}"
            if not parts:
                parts.append(term if c > 0 else f"-{term}")
            else:
                parts.append(f"{'+' if c > 0 else '-'} {term}")
        if self.const or not parts:
            if not parts:
                parts.append(str(self.const))
            else:
                parts.append(f"{'+' if self.const > 0 else '-'} {abs(self.const)}")
        return " ".join(parts)


def decide_nonneg(e: Dim | Linear) -> bool | None:
    """Is ``e >= 0`` for every assignment of its symbols to integers >= 1?

    True: always; False: never; None: for some assignments only (the
    per-instance check decides).  Sound because the domain is ``S >= 1``
    and unbounded above: with all coefficients >= 0 the minimum is at S = 1,
    with all <= 0 the maximum is."""
    lin = Linear.of(e)
    if lin.is_const:
        return lin.const >= 0
    at_one = sum(c for _, c in lin.coeffs) + lin.const
    if all(c >= 0 for _, c in lin.coeffs):
        return True if at_one >= 0 else None
    if all(c <= 0 for _, c in lin.coeffs):
        return False if at_one < 0 else None
    return None


def dims_equal(a: Dim, b: Dim) -> bool:
    """Equal for every instance (identical linear forms)."""
    return Linear.of(a) == Linear.of(b)


def shapes_equal(a: Iterable[Dim], b: Iterable[Dim]) -> bool:
    a, b = tuple(a), tuple(b)
    return len(a) == len(b) and all(dims_equal(x, y) for x, y in zip(a, b))


# --------------------------------------------------------------- polynomials

Monomial = tuple[str, ...]  # sorted symbols with multiplicity; () is the constant


def shape_poly(shape: Iterable[Dim]) -> dict[Monomial, int]:
    """The element count of ``shape`` as a polynomial in its symbols."""
    poly: dict[Monomial, int] = {(): 1}
    for d in shape:
        lin = Linear.of(d)
        terms: list[tuple[Monomial, int]] = [((), lin.const)] + [((s,), c) for s, c in lin.coeffs]
        nxt: dict[Monomial, int] = {}
        for m, c in poly.items():
            for m2, c2 in terms:
                if c2 == 0:
                    continue
                key = tuple(sorted(m + m2))
                nxt[key] = nxt.get(key, 0) + c * c2
        poly = {m: c for m, c in nxt.items() if c != 0}
    return poly


def poly_str(poly: Mapping[Monomial, int]) -> str:
    """``4*T`` / ``12`` — for messages about element counts."""
    if not poly:
        return "0"
    out: list[str] = []
    for m in sorted(poly, key=lambda m: (-len(m), m)):
        c = poly[m]
        body = "*".join(m)
        term = str(abs(c)) if not m else (body if abs(c) == 1 else f"{abs(c)}*{body}")
        out.append(("-" if c < 0 else "") + term if not out else f"{'-' if c < 0 else '+'} {term}")
    return " ".join(out)


# -------------------------------------------------------------- substitution


def shift_dim(d: Dim, k: int) -> Dim:
    """``d + k``, still a dim (a single symbol stays a single symbol)."""
    return d + k if isinstance(d, int) else d.add(k)


def subst_dim_sym(d: Dim, env: Mapping[str, Dim]) -> Dim:
    """Substitute a (possibly symbolic) env into a dim: ``S + 1`` with
    ``S -> T - 2`` is ``T - 1``."""
    if isinstance(d, DimExpr) and d.sym in env:
        return shift_dim(env[d.sym], d.offset)
    return d


def dim_symbols(d: Dim) -> set[str]:
    return {d.sym} if isinstance(d, DimExpr) else set()
