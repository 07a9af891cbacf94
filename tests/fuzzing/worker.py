"""A persistent worker process that runs one fuzz input at a time under limits.

The campaign forks the worker once (the forked child has bridgec already imported, so
starting it costs milliseconds) and feeds it inputs over a pipe. In the child the address
space is capped with ``RLIMIT_AS`` (1 GB by default), and the parent waits for each answer
at most ``seconds``: an input that runs longer is a *hang*, one that runs out of memory
(``MemoryError``, or the child killed) is a *blow-up*. After either, the child is killed
with its whole process group (targets may start subprocesses: the CLI, a server) and a
new one is forked. Every exception a target raises is a *crash*, and a target's
:class:`Finding` (an injection, a destroyed file, a traceback in a subprocess) is reported
with its own kind.
"""

from __future__ import annotations

import faulthandler
import os
import pickle
import re
import resource
import select
import signal
import struct
import tempfile
import time
import traceback
from collections.abc import Callable, Hashable
from typing import NamedTuple

MEMORY = 1_000_000_000
"""Default address-space cap of the worker, in bytes (the acceptance limit of issue 21)."""
SECONDS = 10.0
"""Default wall-time limit per input."""
RESTART_EVERY = 3000
"""Inputs after which the worker is forked afresh (caches in the child grow)."""


class Finding(Exception):
    """A target's own verdict on an input: ``kind`` is "injection", "destroyed", "traceback"...

    ``site`` says where, for telling findings apart (one regression input per site)."""

    def __init__(self, kind: str, message: str, site: str = "") -> None:
        super().__init__(message)
        self.kind = kind
        self.site = site or message[:60]


class Outcome(NamedTuple):
    """What one input did: ``status`` is "ok", "crash", "hang", "blow-up" or a finding's kind."""

    status: str
    detail: str
    site: tuple[str, ...]
    signature: Hashable = None
    seconds: float = 0.0

    @property
    def ok(self) -> bool:
        return self.status == "ok"


Runner = Callable[[str, bytes], Hashable]
"""Runs the named target on an input in the child; returns a signature of its behaviour."""


def _site(exc: BaseException) -> tuple[str, ...]:
    frames = traceback.extract_tb(exc.__traceback__)
    ours = [f for f in frames if "/fuzzing/" not in f.filename] or frames
    where = ours[-1] if ours else None
    place = f"{os.path.basename(where.filename)}:{where.lineno}" if where else "?"
    return (type(exc).__name__, place)


def _serve(run: Runner, inbox: int, outbox: int) -> None:
    """The child's loop: read a job, run it, answer; exit when the parent goes away."""
    while True:
        header = _read_exact(inbox, 4)
        if header is None:
            return
        target, data = pickle.loads(_read_exact(inbox, struct.unpack("<I", header)[0]) or b"")
        start = time.monotonic()
        try:
            outcome = Outcome("ok", "", (), run(target, data))
        except MemoryError as exc:
            outcome = Outcome("blow-up", "MemoryError", _site(exc))
        except Finding as exc:
            outcome = Outcome(exc.kind, str(exc), (exc.kind, exc.site))
        except RecursionError as exc:
            outcome = Outcome("crash", "RecursionError", _site(exc))
        except BaseException as exc:  # noqa: BLE001 - every exception is a finding
            outcome = Outcome("crash", traceback.format_exc(limit=-4)[-1500:], _site(exc))
        outcome = outcome._replace(seconds=time.monotonic() - start)
        try:
            payload = pickle.dumps(outcome)
        except Exception:  # noqa: BLE001 - an unpicklable signature is still an answer
            payload = pickle.dumps(outcome._replace(signature=repr(outcome.signature)[:200]))
        os.write(outbox, struct.pack("<I", len(payload)))
        _write_all(outbox, payload)
        if outcome.status == "blow-up":
            return  # the heap may be in a poor state: let the parent fork a fresh worker


def _read_exact(fd: int, n: int) -> bytes | None:
    chunks = []
    while n:
        chunk = os.read(fd, min(n, 1 << 20))
        if not chunk:
            return None
        chunks.append(chunk)
        n -= len(chunk)
    return b"".join(chunks)


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


class Worker:
    """One forked child that runs inputs under a memory cap and a time limit."""

    def __init__(self, run: Runner, *, memory: int = MEMORY, seconds: float = SECONDS) -> None:
        self.run_in_child = run
        self.memory = memory
        self.seconds = seconds
        self.pid = 0
        self.jobs = 0
        self.restarts = 0
        fd, self.stacks = tempfile.mkstemp(prefix="bridgec-fuzz-stack-")
        os.close(fd)

    def start(self) -> None:
        inbox, to_child = os.pipe()
        from_child, outbox = os.pipe()
        pid = os.fork()
        if pid == 0:  # the child
            code = 0
            try:
                os.close(to_child)
                os.close(from_child)
                os.setpgid(0, 0)
                signal.signal(signal.SIGINT, signal.SIG_IGN)
                null = os.open(os.devnull, os.O_RDWR)
                for fd in (0, 1, 2):
                    os.dup2(null, fd)
                resource.setrlimit(resource.RLIMIT_AS, (self.memory, self.memory))
                resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
                stacks = open(self.stacks, "a")  # noqa: SIM115 - open for the child's life
                faulthandler.register(signal.SIGUSR1, file=stacks, all_threads=False)
                _serve(self.run_in_child, inbox, outbox)
            except BaseException:  # noqa: BLE001 - the child must never return into the parent
                code = 70
            os._exit(code)
        os.close(inbox)
        os.close(outbox)
        self.pid, self.to_child, self.from_child = pid, to_child, from_child
        self.jobs = 0

    def stop(self) -> None:
        """Kill the child and everything it started; reap it."""
        if not self.pid:
            return
        for kill in (os.killpg, os.kill):
            try:
                kill(self.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass
        try:
            os.waitpid(self.pid, 0)
        except ChildProcessError:
            pass
        os.close(self.to_child)
        os.close(self.from_child)
        self.pid = 0

    def __enter__(self) -> Worker:
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()
        try:
            os.unlink(self.stacks)
        except OSError:
            pass

    def run(self, target: str, data: bytes, seconds: float | None = None) -> Outcome:
        """Run ``target`` on ``data`` in the child (at most ``seconds``, default the
        worker's); restart the child after a hang or blow-up."""
        limit = self.seconds if seconds is None else seconds
        if not self.pid or self.jobs >= RESTART_EVERY:
            self.stop()
            self.start()
        self.jobs += 1
        start = time.monotonic()
        job = pickle.dumps((target, data))
        try:
            os.write(self.to_child, struct.pack("<I", len(job)))
            _write_all(self.to_child, job)
            answer = self._answer(start + limit)
        except (BrokenPipeError, OSError):
            answer = None
        elapsed = time.monotonic() - start
        if answer is None:
            status = self._reap(stuck=elapsed >= limit)
            if status.startswith("hang"):
                where = status.partition(" ")[2] or "?"
                return Outcome("hang", f"no answer within {limit:g} s (at {where})",
                               ("hang", where), seconds=elapsed)
            return Outcome("blow-up", f"the worker died ({status})", ("died", status),
                           seconds=elapsed)
        if answer.status == "blow-up":
            self._reap()  # the child ends itself after a MemoryError
        return answer

    def _answer(self, deadline: float) -> Outcome | None:
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            ready, _, _ = select.select([self.from_child], [], [], left)
            if ready:
                break
        header = _read_exact(self.from_child, 4)
        if header is None:
            return None
        body = _read_exact(self.from_child, struct.unpack("<I", header)[0])
        if body is None:
            return None
        answer: Outcome = pickle.loads(body)
        return answer

    def _where(self) -> str:
        """The innermost function of bridgec's own code in the stuck child (faulthandler
        dumps its stack on SIGUSR1), as ``file.py:function``."""
        try:
            os.truncate(self.stacks, 0)
            os.kill(self.pid, signal.SIGUSR1)
            time.sleep(0.3)
            with open(self.stacks, encoding="utf-8", errors="replace") as handle:
                text = handle.read()
        except OSError:
            return ""
        frames = re.findall(r'File "([^"]+)", line \d+ in (\w+)', text)  # innermost first
        ours = [f for f in frames if "/compiler/" in f[0] or "/emitters/" in f[0]]
        for path, function in ours or frames[:1]:
            return f"{os.path.basename(path)}:{function}"
        return ""

    def _reap(self, stuck: bool = False) -> str:
        """Kill and reap the child; say how it had ended ("hang" if it was ``stuck``, still
        running at the deadline)."""
        self.restarts += 1
        try:
            pid, status = os.waitpid(self.pid, os.WNOHANG if stuck else 0)
        except ChildProcessError:
            pid, status = self.pid, 0
        how = "hang"
        if not pid:  # still running: where is it?
            how = f"hang {self._where()}"
        else:
            how = (f"signal {signal.Signals(os.WTERMSIG(status)).name}"
                   if os.WIFSIGNALED(status) else f"exit {os.WEXITSTATUS(status)}")
            if how == "exit 0":
                how = "blow-up"
        self.stop()
        return how
