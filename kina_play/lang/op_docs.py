"""The op reference table of ``docs/language.md``, rendered from the op table.

The docs' table is generated, never hand-edited: ``python -m
kina_play.lang.op_docs docs/language.md`` rewrites the part between the
markers, and a test fails when the file and the declarations disagree.
"""

from __future__ import annotations

import sys
from pathlib import Path

from .ops import NO_GRAD, OPS, ZERO_GRAD, OpSpec

BEGIN = "<!-- op-table: generated from kina_play/lang/op_table.py; do not edit by hand -->"
END = "<!-- /op-table -->"


def gradient(spec: OpSpec) -> str:
    if spec.vjp == NO_GRAD:
        return "not differentiable (a `wrt` path through it is an error)"
    if spec.vjp == ZERO_GRAD:
        return "zero"
    blocked = [spec.operands[i] for i in spec.tensor_operands() if not spec.operand_differentiable(i)]
    note = spec.grad_note or (f"not through `{', '.join(blocked)}`" if blocked else "")
    return "yes" + (f" ({note})" if note else "")


def _keywords(spec: OpSpec) -> str:
    parts = []
    for k in spec.keywords:
        parts.append(f"`{k}`" + (f" (default `{str(spec.defaults[k]).lower()}`)" if k in spec.defaults else ""))
    return ", ".join(parts)


def render() -> str:
    """The markdown table: one row per op a program can write."""
    rows = ["| op | typing | keywords | meaning | gradient |", "|---|---|---|---|---|"]
    for spec in OPS.values():
        if spec.internal:
            continue
        cells = [f"`{spec.spelling()}`", spec.rule.replace("|", "\\|"), _keywords(spec),
                 spec.doc.replace("|", "\\|"), gradient(spec)]
        rows.append("| " + " | ".join(cells) + " |")
    return "\n".join([BEGIN] + rows + [END])


def splice(text: str) -> str:
    """``text`` with the generated table between the markers replaced."""
    start, end = text.index(BEGIN), text.index(END) + len(END)
    return text[:start] + render() + text[end:]


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python -m kina_play.lang.op_docs DOCS.md", file=sys.stderr)
        return 2
    path = Path(argv[0])
    path.write_text(splice(path.read_text()))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
