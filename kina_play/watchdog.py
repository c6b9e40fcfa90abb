"""Calling compiled code so that it can be stopped, and cannot take the CLI down.

A ``while`` loop in a Kina program may never end, and a ctypes call cannot
be interrupted: Python delivers Ctrl-C only between bytecodes, which never
come while native code runs.  So ``kina-play run`` makes the call in a
forked child: the parent waits on a pipe with a deadline (``--timeout``) and
stays responsive to Ctrl-C, and on either it kills the child and says so.  A
crash inside compiled code (a signal in the child) becomes a message too.

Fork, not spawn: the child inherits the loaded ``.so`` and the arrays, so
nothing is compiled or copied twice; it runs only the call and a write to
the pipe before ``os._exit``.
"""

from __future__ import annotations

import os
import select
import signal
import time
import traceback
from typing import Callable

from .errors import EXIT_FAILED, KinaPlayError, UsageError

_OK, _USER, _BUG, _KINA = b"0", b"1", b"2", b"3"


class CallStopped(KinaPlayError):
    """A call that ran past its deadline, was interrupted, or crashed."""

    exit_code = EXIT_FAILED

    def __init__(self, message: str, exit_code: int = EXIT_FAILED) -> None:
        super().__init__(message)
        self.exit_code = exit_code


def check_timeout(timeout: float | None) -> None:
    """``--timeout`` must be a positive number of seconds (``inf``: no limit)."""
    if timeout is not None and not timeout > 0:
        raise UsageError(f"--timeout: expected a positive number of seconds, got {timeout}")


class StepDeadline:
    """A ``--timeout`` for a host loop that runs in this process (a rollout),
    checked between its steps: :meth:`check` stops the loop with
    :class:`CallStopped` once the time is up."""

    def __init__(self, timeout: float | None) -> None:
        check_timeout(timeout)
        self.timeout = timeout
        self._at = None if timeout is None else time.monotonic() + timeout

    @property
    def set(self) -> bool:
        return self._at is not None

    def check(self, steps_done: int) -> None:
        if self._at is not None and time.monotonic() > self._at:
            raise CallStopped(f"generate did not finish within {self.timeout:g} s (--timeout); stopped after "
                              f"{steps_done} step(s)")


class CallFailed(Exception):
    """The call raised a user-facing error in the child (its message is kept)."""


class CallError(KinaPlayError):
    """The call raised a :class:`KinaPlayError` in the child (such as
    running out of memory in compiled code); its message, exit code and
    command-line form (a program error keeps its ``file:line:col`` and caret)
    are kept."""

    def __init__(self, message: str, exit_code: int, cli: str | None = None) -> None:
        super().__init__(message)
        self.exit_code = exit_code
        self._cli = cli

    def cli_message(self) -> str:
        return self._cli if self._cli is not None else super().cli_message()


def run_forked(work: Callable[[], bytes], *, what: str, timeout: float | None = None,
               user_errors: tuple[type[BaseException], ...] = (ValueError,)) -> bytes:
    """``work()``'s bytes, computed in a child process.

    Raises :class:`CallStopped` on timeout, Ctrl-C or a crash,
    :class:`CallFailed` with the message when ``work`` raised one of
    ``user_errors``, and :class:`CallError` when it raised any other
    :class:`KinaPlayError`; any other exception in the child is a bug
    (RuntimeError carrying its traceback)."""
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: run, report, leave without running the parent's cleanup
        os.close(r)
        code = 0
        try:
            try:
                payload = _OK + work()
            except user_errors as e:
                payload = _USER + str(e).encode("utf-8", "replace")
            except KinaPlayError as e:
                payload = _KINA + f"{e.exit_code}\n{e}\0{e.cli_message()}".encode("utf-8", "replace")
            except BaseException:  # noqa: BLE001 - sent to the parent as a bug report
                payload = _BUG + traceback.format_exc().encode("utf-8", "replace")
            view = memoryview(payload)
            while view:
                view = view[os.write(w, view):]
        except BaseException:  # noqa: BLE001 - the parent sees a short read
            code = 1
        finally:
            os._exit(code)
    os.close(w)
    chunks: list[bytes] = []
    deadline = None if timeout is None else time.monotonic() + timeout
    try:
        while True:
            # (select takes at most a day at a time: a --timeout of 1e300 or inf must not overflow time_t)
            wait = None if deadline is None else min(max(0.0, deadline - time.monotonic()), 86400.0)
            ready, _, _ = select.select([r], [], [], wait)
            if not ready:
                if deadline is not None and time.monotonic() < deadline:
                    continue
                _kill(pid)
                raise CallStopped(f"{what} did not finish within {timeout:g} s (--timeout); stopped it")
            chunk = os.read(r, 1 << 20)
            if not chunk:
                break
            chunks.append(chunk)
    except KeyboardInterrupt:
        _kill(pid)
        raise CallStopped(f"interrupted: stopped {what}", exit_code=130) from None
    finally:
        os.close(r)
    _, status = os.waitpid(pid, 0)
    data = b"".join(chunks)
    if os.WIFSIGNALED(status):
        sig = os.WTERMSIG(status)
        name = signal.Signals(sig).name if sig in signal.Signals._value2member_map_ else str(sig)
        raise CallStopped(f"{what} crashed in compiled code ({name}); the host process is unharmed")
    tag, body = data[:1], data[1:]
    if tag == _OK:
        return body
    if tag == _USER:
        raise CallFailed(body.decode("utf-8", "replace"))
    if tag == _KINA:
        exit_code, _, rest = body.decode("utf-8", "replace").partition("\n")
        message, _, cli = rest.partition("\0")
        raise CallError(message, int(exit_code), cli)
    raise RuntimeError(f"{what} failed in the child process:\n{body.decode('utf-8', 'replace')}")


def _kill(pid: int) -> None:
    try:
        os.kill(pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    os.waitpid(pid, 0)
