"""Gather ids the compiled code computes are range-checked inside the call.

The host checks ids that are parameters before a call; ids made inside the
program (a reshape, arithmetic, a loop carry, an argument to a Kina call)
are checked by the generated code, which stops the call through the
allocator guard.  The error names the line and column, and the id the
interpreter names (the lowest when one is negative, else the highest).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from kina_play.lang.interp import InterpError, Interpreter
from kina_play.runtime import callhelper
from kina_play.runtime.chain import GreedyChain, _python_chain
from kina_play.runtime.module import KinaArgumentError, KinaIndexError, NativeModule

from kina_source import compiled  # noqa: E402  (tests/ is on sys.path)

SRC = """fn by_reshape(i: i64[3], tb: f32[5, 2]) -> f32[3, 2] {
    return gather(tb, reshape(i, shape = [3]));
}
fn direct(i: i64[3], tb: f32[5, 2]) -> f32[3, 2] {
    return gather(tb, i);
}
fn through_call(j: i64[3], tb: f32[5, 2]) -> f32[3, 2] {
    return direct(j + 1, tb);
}
fn by_loop(i: i64[2, 3], tb: f32[5, 2]) -> f32[2, 3, 2] {
    let (k, j) = while (k = 0, j = i) k < 2 {
        yield (k + 1, j + 2);
    };
    return gather(tb, j);
}
fn scalar(i: i64[], tb: f32[5, 2]) -> f32[2] {
    return gather(tb, i * 2);
}
"""
TABLE = np.arange(10, dtype=np.float32).reshape(5, 2)
# (function, ids, (line, col) of the failing gather or call, or None when every id is in range)
CASES = [
    ("by_reshape", [0, 1, 4], None),
    ("by_reshape", [0, 1, 7], (2, 12)),
    ("by_reshape", [-2, 9, 1], (2, 12)),
    ("through_call", [0, 1, 3], None),
    ("through_call", [0, 1, 4], (8, 12)),
    ("through_call", [-3, 0, 1], (8, 12)),
    ("by_loop", [[0, 0, 0], [0, 0, 0]], None),
    ("by_loop", [[0, 1, 0], [0, 0, 0]], (14, 12)),
    ("scalar", 2, None),
    ("scalar", 3, (17, 12)),
    ("scalar", -1, (17, 12)),
]


@pytest.fixture(scope="module")
def prog():  # type: ignore[no-untyped-def]
    return compiled(SRC, "ids.kina")


def interpreted(prog, fn: str, ids: np.ndarray):  # type: ignore[no-untyped-def]
    return Interpreter(prog.checked, np.float32).call(fn, ids, TABLE)


@pytest.mark.parametrize("fn, ids, where", CASES, ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
@pytest.mark.parametrize("helper", [True, False], ids=["C", "python"])
def test_computed_ids_agree_with_the_interpreter(prog, fn: str, ids, where, helper: bool) -> None:
    ids = np.asarray(ids, np.int64)
    f = prog.native.fn(fn)
    if not helper:
        f = NativeModule(f.module.artifact, use_helper=False).fn(fn)
    if where is None:
        np.testing.assert_array_equal(f(ids, TABLE), interpreted(prog, fn, ids))
        return
    with pytest.raises(InterpError) as want:
        interpreted(prog, fn, ids)
    with pytest.raises(KinaIndexError) as got:
        f(ids, TABLE)
    e = got.value
    assert (e.line, e.col) == where and e.rows == 5
    # the same id and range as the interpreter's message; the same place, except
    # that ids passed to a Kina call are checked at the call (the interpreter
    # stops at the callee's gather)
    assert f"gather id {e.index} outside [0, 5)" in str(want.value)
    if fn != "through_call":
        assert f"ids.kina:{where[0]}:{where[1]}" in str(want.value)


def test_the_call_still_works_after_a_failure(prog) -> None:
    f = prog.native.fn("by_reshape")
    for _ in range(3):
        with pytest.raises(KinaIndexError):
            f(np.array([0, 5, 1], np.int64), TABLE)
        np.testing.assert_array_equal(f(np.array([4, 0, 1], np.int64), TABLE), TABLE[[4, 0, 1]])


def test_parameter_ids_are_still_refused_before_the_call(prog) -> None:
    with pytest.raises(KinaArgumentError, match="holds gather id 5"):
        prog.native.fn("direct")(np.array([0, 5, 1], np.int64), TABLE)


def test_ids_the_host_checks_get_no_check_in_the_code() -> None:
    """Cost: a gather of parameter ids (every decode step's token) has no
    check emitted; ids passed on unchanged to a callee neither."""
    src = ("fn g(i: i64[3], tb: f32[5, 2]) -> f32[3, 2] {\n    return gather(tb, i);\n}\n"
           "fn f(i: i64[3], tb: f32[5, 2]) -> f32[3, 2] {\n    return g(i, tb) + gather(tb, i);\n}\n"
           "fn h(i: i64[3], tb: f32[5, 2]) -> f32[3, 2] {\n    return g(i + 0, tb);\n}\n")
    from kina_play.compiler import mlirgen
    from kina_play.lang.frontend import check, parse_text

    checked = check(parse_text(src, "t.kina"))
    text = mlirgen.emit_module(checked.typed_functions([]))
    bodies = {name: body for name, body in
              ((chunk.split("(", 1)[0], chunk) for chunk in text.split("func.func @")[1:])}
    assert "__kina_index_fail" not in bodies["g"] and "__kina_index_fail" not in bodies["f"]
    assert "call @__kina_index_fail" in bodies["h"]


def test_cli_run_reports_the_program_line(tmp_path: Path) -> None:
    src = tmp_path / "ids.kina"
    src.write_text(SRC)
    inputs = tmp_path / "in.npz"
    np.savez(inputs, i=np.array([0, 1, 7], np.int64), tb=TABLE)
    out = tmp_path / "out.npz"
    env_cache = {"KINA_PLAY_CACHE_DIR": str(tmp_path / "cache")}
    import os

    proc = subprocess.run([sys.executable, "-m", "kina_play", "run", str(src), "--fn", "by_reshape",
                           "--inputs", str(inputs), "--out", str(out)],
                          capture_output=True, text=True, env={**os.environ, **env_cache}, timeout=300)
    assert proc.returncode == 1, proc.stderr
    first = proc.stderr.splitlines()[0]
    assert first == f"{src}:2:12: error: gather id 7 outside [0, 5) (in 'by_reshape', at run time)"
    assert "Traceback" not in proc.stderr and not out.exists()


CHAIN = """fn head(x: f32[1, 4]) -> (f32[1, 4], f32[1, 4]) {
    return (x, x);
}
fn pick(z: f32[1, 4]) -> i64[1, 1] {
    return argmax(z, axis = 1, keepdims = true);
}
fn step(tok: i64[1, 1], c: f32[1, 4], tb: f32[4, 4]) -> (f32[1, 4], f32[1, 4]) {
    return (c, gather(tb, reshape(tok + 1, shape = [1])));
}
"""


@pytest.mark.parametrize("in_c", [True, False], ids=["C", "python"])
def test_a_failing_step_stops_the_greedy_chain(in_c: bool) -> None:
    """The chain's C loop honours a step's failure (it used to ignore the
    guard's result): the step's error, not ids computed from a clamped row."""
    if in_c and callhelper.helper() is None:
        pytest.skip(f"the C call helper is not available here: {callhelper.status()}")
    p = compiled(CHAIN, "chain.kina")
    head, pick, step = (p.native.function(n) for n in ("head", "pick", "step"))
    x = np.array([[0.0, 0.0, 1.0, 0.0]], np.float32)  # picks 2, then the step gathers row 3
    tb = np.zeros((4, 4), np.float32)
    tb[3, 3] = 1.0  # row 3 makes the next pick 3, and that step gathers row 4: out of range
    ids = np.zeros(4, np.int64)
    if in_c:
        chain = GreedyChain(head, [step, step], pick)
        assert chain.in_c
        with pytest.raises(KinaIndexError) as e:
            chain._c.run(ids, 0, (x,), (tb,))
    else:
        with pytest.raises(KinaIndexError) as e:
            _python_chain(head, [step, step], pick, ids, 0, (x,), (tb,))
    assert (e.value.line, e.value.index) == (8, 4) and ids[:2].tolist() == [2, 3]
