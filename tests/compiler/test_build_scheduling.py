"""Who builds what next: the worker pool's priority order, a worker's first job
chosen once it has started, a worker that dies while starting, and a unit two
programs share built once."""

from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import Any, Callable

import numpy as np
import pytest

from kina_play.compiler import driver, workers


class FakeWorker:
    """Stands in for a worker process: the pool only starts, hands out and takes back workers."""

    started = 0
    ready = threading.Event()

    def __init__(self) -> None:
        type(self).started += 1

    def wait_ready(self) -> None:
        assert type(self).ready.wait(30)

    def alive(self) -> bool:
        return True

    def close(self) -> None:
        pass


@pytest.fixture
def one_fake_worker(monkeypatch: pytest.MonkeyPatch) -> type[FakeWorker]:
    class Fake(FakeWorker):
        started = 0
        ready = threading.Event()

    monkeypatch.setattr(workers, "_Worker", Fake)
    monkeypatch.setattr(workers, "worker_count", lambda: 1)
    return Fake


def _until(cond: Callable[[], bool]) -> None:
    deadline = time.monotonic() + 30
    while not cond():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.005)


def _askers(pool: workers._Pool, priorities: list[Any], order: list[Any]) -> list[threading.Thread]:
    def ask(p: Any) -> None:
        w = pool.acquire(p)
        order.append(p)
        pool.release(w)

    threads = [threading.Thread(target=ask, args=(p,)) for p in priorities]
    for t in threads:
        t.start()
    _until(lambda: len(pool.waiting) >= len(priorities))
    return threads


def test_a_free_worker_goes_to_the_lowest_priority_waiting(one_fake_worker: type[FakeWorker]) -> None:
    one_fake_worker.ready.set()
    pool = workers._Pool()
    held = pool.acquire((5,))
    order: list[Any] = []
    threads = _askers(pool, [(3,), (1, 9), (2,), (1, 2)], order)
    pool.release(held)
    for t in threads:
        t.join(30)
    assert order == [(1, 2), (1, 9), (2,), (3,)]
    assert one_fake_worker.started == 1  # never more workers than cores


def test_a_starting_worker_takes_the_best_job_asked_for_by_the_time_it_is_ready(
        one_fake_worker: type[FakeWorker]) -> None:
    """The first asker starts the worker, but a more urgent job asked for
    during its start-up gets it first."""
    pool = workers._Pool()
    order: list[Any] = []
    threads = _askers(pool, [(7,)], order)
    threads += _askers(pool, [(0,)], order)
    one_fake_worker.ready.set()
    for t in threads:
        t.join(30)
    assert order == [(0,), (7,)]


def test_a_worker_that_dies_while_starting_is_an_error_for_the_job_waiting(
        monkeypatch: pytest.MonkeyPatch) -> None:
    class Dead(FakeWorker):
        def wait_ready(self) -> None:
            raise workers.BuildWorkerError("the compiler process starting died (exit status 1)")

    monkeypatch.setattr(workers, "_Worker", Dead)
    monkeypatch.setattr(workers, "worker_count", lambda: 1)
    pool = workers._Pool()
    with pytest.raises(workers.BuildWorkerError, match="starting died"):
        pool.acquire(())
    assert pool.count == 0 and not pool.waiting


SHARED = "fn double(x: f32[2, 3]) -> f32[2, 3] { return x + x; }\n"


def test_a_unit_two_programs_share_is_built_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("KINA_PLAY_CACHE_DIR", str(tmp_path / "cache"))
    driver.forget_loaded()
    built: list[str] = []
    lock = threading.Lock()
    real = workers.build_remote

    def counted(job, *rest):  # type: ignore[no-untyped-def]
        with lock:
            built.append(job.request[0])
        time.sleep(0.2)  # both programs ask while the first build still runs
        return real(job, *rest)

    monkeypatch.setattr(workers, "build_remote", counted)
    try:
        (tmp_path / "a.kina").write_text(SHARED)
        (tmp_path / "b.kina").write_text(SHARED + "fn triple(x: f32[2, 3]) -> f32[2, 3] { return x + x + x; }\n")
        a, b = driver.load(tmp_path / "a.kina"), driver.load(tmp_path / "b.kina")
        tickets = [a.build_ahead([]), b.build_ahead([])]
        for t in tickets:
            t.result(timeout=600)
        assert sorted(built) == ["double", "triple"]  # the shared unit once, b's own once
        x = np.arange(6, dtype=np.float32).reshape(2, 3)
        np.testing.assert_array_equal(a.double(x), x + x)
        np.testing.assert_array_equal(b.double(x), x + x)
        np.testing.assert_array_equal(b.triple(x), 3 * x)
    finally:
        driver.forget_loaded()


def test_a_call_waiting_now_does_not_wait_for_another_programs_queued_build(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Another program's background build claims the shared unit but is held
    before it starts; a call of the same unit in a second program is served
    anyway (no priority inversion behind a queued background job)."""
    monkeypatch.setenv("KINA_PLAY_CACHE_DIR", str(tmp_path / "cache"))
    driver.forget_loaded()
    release, held = threading.Event(), threading.Event()
    real = workers.build_remote

    def gated(job, *rest):  # type: ignore[no-untyped-def]
        held.set()
        assert release.wait(600)
        return real(job, *rest)

    monkeypatch.setattr(workers, "build_remote", gated)
    try:
        (tmp_path / "a.kina").write_text(SHARED)
        (tmp_path / "b.kina").write_text(SHARED)
        a, b = driver.load(tmp_path / "a.kina"), driver.load(tmp_path / "b.kina")
        ticket = a.build_ahead([])
        assert held.wait(600)  # a's build of "double" has claimed the unit and waits at the gate
        monkeypatch.setattr(workers, "build_remote", real)
        x = np.arange(6, dtype=np.float32).reshape(2, 3)
        np.testing.assert_array_equal(b.double(x), x + x)  # built for b now, not after a's gate opens
        assert not ticket.done()
        release.set()
        ticket.result(timeout=600)
        np.testing.assert_array_equal(a.double(x), x + x)
    finally:
        release.set()
        driver.forget_loaded()
