"""An allocation that fails inside compiled code is an error, not a segfault.

The failure is real: a child process lowers its own address-space limit
(``RLIMIT_AS``) just above what it already maps, then calls a function whose
256 MiB temporary no longer fits, so ``malloc`` returns ``NULL`` inside the
generated code.  The allocator guard linked into the library turns that into
:class:`KinaOutOfMemory`; the process goes on and answers the next call.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import numpy as np
import pytest

from kina_play.compiler.driver import load
from kina_play.runtime.module import KinaOutOfMemory

ROOT = Path(__file__).resolve().parents[2]
N = 8192
TEMP_BYTES = N * N * 4  # the temporary `y`: 256 MiB
PROGRAM = f"""fn big(x: f32[]) -> f32[] {{
    let y = exp(fill(f32[{N}, {N}], 1.0) + x);
    return reduce_sum(reduce_sum(y, axis = 0) + reduce_sum(transpose(y, perm = [1, 0]), axis = 1), axis = 0);
}}

fn small(x: f32[]) -> f32[] {{
    return x + 1.0;
}}
"""

LIMIT_THEN_CALL = textwrap.dedent("""
    import json, resource, sys
    import numpy as np
    from kina_play.compiler.driver import load
    from kina_play.runtime.module import KinaOutOfMemory

    path, how = sys.argv[1], sys.argv[2]
    x = np.zeros((), np.float32)
    prog = load(path)
    big, small = prog.function("big", [x]), prog.function("small", [x])
    small(x)  # everything the calls need is loaded before the limit
    bound = big.bind(x)
    with open("/proc/self/status") as f:
        vm = next(int(line.split()[1]) * 1024 for line in f if line.startswith("VmSize:"))
    resource.setrlimit(resource.RLIMIT_AS, (vm + (64 << 20), resource.getrlimit(resource.RLIMIT_AS)[1]))
    report = {}
    try:
        if how == "bound":
            bound()
        elif how == "into":
            big.call_into((x,), (np.empty((), np.float32),))
        else:
            big(x)
        report["raised"] = None
    except KinaOutOfMemory as e:
        report.update(raised=type(e).__name__, message=str(e), nbytes=e.nbytes,
                      is_memory_error=isinstance(e, MemoryError))
    report["after"] = float(small(np.array(2.0, np.float32)))  # the process is still usable
    print(json.dumps(report))
""")


@pytest.fixture(scope="module")
def big_program(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The program, compiled once here (the children find it in the shared cache)."""
    p = tmp_path_factory.mktemp("oom") / "big.kina"
    p.write_text(PROGRAM)
    load(str(p)).function("big", [np.zeros((), np.float32)])
    return p


def test_the_program_runs_when_memory_suffices(big_program: Path) -> None:
    x = np.array(0.25, np.float32)
    got = float(load(str(big_program)).function("big", [x])(x))
    want = 2.0 * N * N * float(np.exp(np.float64(np.float32(1.0) + x)))  # float64 reference
    assert got == pytest.approx(want, rel=1e-3)


@pytest.mark.parametrize("how", ["call", "bound", "into"])
@pytest.mark.parametrize("helper", ["c", "python"])
def test_failed_allocation_raises_and_the_process_goes_on(big_program: Path, how: str, helper: str) -> None:
    env = {"KINA_PLAY_CALL_HELPER": "python"} if helper == "python" else {}
    proc = subprocess.run([sys.executable, "-c", LIMIT_THEN_CALL, str(big_program), how], capture_output=True,
                          text=True, cwd=ROOT, env={**_env(), **env}, timeout=300)
    assert proc.returncode == 0, f"exit {proc.returncode} (a negative code is a signal):\n{proc.stderr}"
    report = json.loads(proc.stdout.strip().splitlines()[-1])
    assert report["raised"] == "KinaOutOfMemory" and report["is_memory_error"]
    assert TEMP_BYTES <= report["nbytes"] < TEMP_BYTES + 4096  # the temporary, plus alignment padding
    assert report["message"] == f"big: out of memory: the compiled code could not allocate {report['nbytes']} bytes"
    assert report["after"] == 3.0


def test_cli_run_reports_out_of_memory_in_one_line(big_program: Path, tmp_path: Path) -> None:
    np.savez(tmp_path / "x.npz", x=np.zeros((), np.float32))
    script = textwrap.dedent("""
        import resource, sys
        import numpy as np
        from kina_play.cli import main
        from kina_play.compiler.driver import load
        load(sys.argv[1]).function("big", [np.zeros((), np.float32)])  # loaded (and cached) before the limit
        with open("/proc/self/status") as f:
            vm = next(int(line.split()[1]) * 1024 for line in f if line.startswith("VmSize:"))
        resource.setrlimit(resource.RLIMIT_AS, (vm + (64 << 20), resource.getrlimit(resource.RLIMIT_AS)[1]))
        sys.exit(main(["run", sys.argv[1], "--fn", "big", "--inputs", sys.argv[2], "--out", sys.argv[3]]))
    """)
    proc = subprocess.run([sys.executable, "-c", script, str(big_program), str(tmp_path / "x.npz"),
                           str(tmp_path / "o.npz")], capture_output=True, text=True, cwd=ROOT, env=_env(), timeout=300)
    assert proc.returncode == 1, f"exit {proc.returncode}:\n{proc.stderr}"
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in proc.stderr, proc.stderr
    assert lines[0].startswith("kina-play: error: big: out of memory: the compiled code could not allocate ")
    assert not (tmp_path / "o.npz").exists()


def test_out_of_memory_is_a_kina_play_error() -> None:
    from kina_play.errors import EXIT_FAILED, KinaPlayError

    e = KinaOutOfMemory("f", 123)
    assert isinstance(e, KinaPlayError) and isinstance(e, MemoryError) and e.exit_code == EXIT_FAILED
    assert e.cli_message() == "kina-play: error: f: out of memory: the compiled code could not allocate 123 bytes"


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(ROOT) + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    return env
