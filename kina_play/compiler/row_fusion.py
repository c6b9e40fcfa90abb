"""Row fusion: a chain of last-axis reductions and the elementwise ops
around them (a softmax, a layer norm) computed one row at a time.

Why: after elementwise fusion a softmax over ``[…, T, L]`` is still five
loop nests — scale + mask, max, subtract + exp, sum, divide — each reading
or writing the whole tensor.  At the D = 256 forward's ``[1, 8, 256, 256]``
that is 2 MB per pass, beyond L2: the passes ran from L3 and the softmax
cost about as much as every non-BLAS op together.  Computed a row at a
time (1 kB, in L1), the chain reads its input once and writes its output
once.

How: the chain's last elementwise op (the *consumer*) is tiled to one row
(``transform.structured.tile_using_for``, tile 1 on every leading loop, the
last loop whole) and every member of its group is fused into that loop
(``fuse_into_containing_op``); a producer used twice in the row is cloned
per use, so ``transform.apply_cse`` on the loop merges the clones, and
``fold_tensor_empty`` turns each slice of a whole-tensor ``tensor.empty``
into a row-sized one.  The fused ops keep the :data:`ROW_ATTR` tag, and the
vectorization script (:mod:`.vectorize`) picks them up wherever they are.

A group is: a consumer ``linalg.generic`` that is elementwise over ``[R…,
L]`` (at least two loops, ``L`` ≤ the reduction cap, enough work), plus the
``linalg.generic`` ops it depends on (transitively) that are either
elementwise over the same ``[R…, L]``, reductions over its last loop
(``[R…, L] → [R…]``), or elementwise over ``[R…]`` (a reduction's init, a
``1 / sum``); every use of a member must be inside the group and read it
row by row (identity map, or the leading-loop projection for row-shaped
members).  Members whose result is needed elsewhere stay whole and are read
from memory.  A group without a reduction is left alone: elementwise fusion
already made it one loop nest.
"""

from __future__ import annotations

from typing import Any, Sequence

from .blas import OUTLINED_PREFIX
from .rewrites import owner_op, top_level_ops

ROW_ATTR = "kina.row"
_TAG = "kina.rowgroup"


def _reads_rows(op: Any, operand: int, rank: int) -> bool:
    """The ``operand``-th indexing map of ``op`` is ``(d0, …) -> (d0, …, d(rank-1))``."""
    from .vectorize import _maps

    m = _maps(op)[operand]
    return [str(e) for e in m.results] == [f"d{i}" for i in range(rank)]


def _role(op: Any, row: Sequence[int], last: int) -> str | None:
    """``"full"`` / ``"red"`` / ``"row"`` if ``op`` may join a group over
    ``[row…, last]``, else None."""
    from .vectorize import classify

    if op.name != "linalg.generic" or len(op.results) != 1:
        return None
    kind, ranges = classify(op)
    if kind == "ew" and list(ranges) == [*row, last]:
        return "full"
    if kind == "red" and list(ranges) == [*row, last]:
        return "red"
    if kind == "ew" and list(ranges) == list(row):
        return "row"
    return None


def _rank(role: str, n: int) -> int:
    return n if role == "full" else n - 1


def group_of(consumer: Any, row: Sequence[int], last: int, index: dict[Any, int]) -> list[Any]:
    """The members of ``consumer``'s group (``index``: position of every op
    of its block), consumers before producers; empty without a reduction."""
    n = len(row) + 1
    roles: dict[Any, str] = {}
    work = [consumer]
    while work:
        op = work.pop()
        for v in op.operands:
            p = owner_op(v)
            if p is None or p in roles or p == consumer or p not in index:
                continue
            role = _role(p, row, last)
            if role is not None:
                roles[p] = role
                work.append(p)
    changed = True
    while changed:
        changed = False
        inside = set(roles) | {consumer}
        for m in list(roles):
            for use in m.results[0].uses:
                user = use.owner
                user = getattr(user, "operation", user)
                if user not in inside or not _reads_rows(user, use.operand_number, _rank(roles[m], n)):
                    del roles[m]
                    changed = True
                    break
    if "red" not in roles.values():
        return []
    return sorted(roles, key=lambda o: index[o], reverse=True)


def tag_groups(module: Any, min_work: int) -> list[tuple[int, list[int], int, int]]:
    """Tag every group's ops (:data:`ROW_ATTR` on all, :data:`_TAG` = i on
    consumer and members); returns ``(i, tile sizes, members, the consumer's
    iterations)`` per group."""
    from mlir import ir

    from .vectorize import _MAX_REDUCTION, _work, classify

    by_block: dict[str, list[Any]] = {}
    for fname, o in top_level_ops(module):
        if not fname.startswith(OUTLINED_PREFIX):
            by_block.setdefault(fname, []).append(o)
    i64 = ir.IntegerType.get_signless(64)
    groups: list[tuple[int, list[int], int, int]] = []
    taken: set[Any] = set()
    for ops in by_block.values():
        index = {o: i for i, o in enumerate(ops)}
        for c in reversed(ops):  # the last consumer of a chain first: it takes the longest group
            if c in taken or c.name != "linalg.generic":
                continue
            kind, ranges = classify(c)
            if kind != "ew" or len(ranges) < 2 or ranges[-1] > _MAX_REDUCTION or _work(ranges) < min_work:
                continue
            row, last = list(ranges[:-1]), ranges[-1]
            if all(r == 1 for r in row):
                continue
            members = [m for m in group_of(c, row, last, index) if m not in taken]
            if not members:
                continue
            g = len(groups)
            for o in [c, *members]:
                taken.add(o)
                o.attributes[ROW_ATTR] = ir.UnitAttr.get()
            c.attributes[_TAG] = ir.IntegerAttr.get(i64, g)
            for j, m in enumerate(members):
                m.attributes[_TAG] = ir.IntegerAttr.get(i64, 1000 * (g + 1) + j)
            groups.append((g, [1 if r > 1 else 0 for r in row] + [0], len(members), _work(ranges)))
    return groups


def fusion_script(groups: list[tuple[int, list[int], int, int]], parallel_min_work: int = 0) -> str:
    """The transform script that tiles each consumer to rows and fuses its
    members; the outer row loop of a group with at least ``parallel_min_work``
    iterations (0: none) is tagged to run in parallel (:mod:`.parallel`)."""
    from .parallel import annotate, worth_it
    from .vectorize import _HEAD, _TAIL

    def match(k: int) -> str:
        return (f"transform.structured.match attributes{{{_TAG} = {k} : i64}} in %root"
                " : (!transform.any_op) -> !transform.any_op")

    lines = []
    for g, tiles, n_members, work in groups:
        loops = sum(1 for t in tiles if t)
        names = [f"%g{g}l{i}" for i in range(loops)]
        outs = ", ".join(["!transform.any_op"] * (1 + loops))
        lines.append(f"%g{g} = {match(g)}")
        lines.append(f"%g{g}t, {', '.join(names)} = transform.structured.tile_using_for %g{g}"
                     f" tile_sizes {tiles} : (!transform.any_op) -> ({outs})")
        for j in range(n_members):
            k = 1000 * (g + 1) + j
            lines.append(f"%m{k} = {match(k)}")
            lines.append(f"%f{k}, %n{k} = transform.structured.fuse_into_containing_op %m{k} into {names[-1]}"
                         " : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)")
        lines.append(f"transform.apply_cse to {names[0]} : !transform.any_op")
        if worth_it(work, parallel_min_work):
            lines.append(annotate(names[0]).strip())
        lines.append(f"transform.apply_patterns to {names[0]} {{\n"
                     "      transform.apply_patterns.tensor.fold_tensor_empty\n"
                     "      transform.apply_patterns.canonicalization\n"
                     "    } : !transform.any_op")
    return _HEAD + "".join(f"    {l}\n" for l in lines) + _TAIL


def fuse_rows(module: Any, min_work: int, parallel_min_work: int = 0) -> int:
    """Tag, tile and fuse every group (see the module docstring); returns
    the number of groups.  The fused ops keep :data:`ROW_ATTR`.

    The script runs once, on a copy: a chain the transforms cannot fuse
    must not fail the program's build (its ops then stay whole and are
    vectorized one by one, as before row fusion existed), and a failed
    script may leave its module half transformed.  On success the copy's
    body replaces the module's (:func:`replace_body`) — not a second run of
    the script on the module, which had doubled row fusion's time.
    """
    from .vectorize import run_script, strip_attr

    from mlir import ir

    groups = tag_groups(module, min_work)
    if groups:
        script = fusion_script(groups, parallel_min_work)
        trial = ir.Module.parse(str(module))
        try:
            run_script(trial, script)
        except Exception:
            groups = []
            strip_attr(module, ROW_ATTR)
        else:
            replace_body(module, trial)
    strip_attr(module, _TAG)
    return len(groups)


def replace_body(module: Any, source: Any) -> None:
    """Move every top-level op of ``source`` into ``module`` in place of its own
    (same context; the module's own attributes stay).  The old ops are
    detached, so Python owns and frees them; nothing is erased under a handle."""
    from mlir import ir

    old = list(module.body.operations)
    for op in old:
        op.operation.detach_from_parent()
    ip = ir.InsertionPoint(module.body)
    for op in list(source.body.operations):
        ip.insert(op.operation.detach_from_parent())
