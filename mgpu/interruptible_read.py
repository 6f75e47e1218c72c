"""Reading an input that may block (a FIFO, a pipe, a terminal, a character device) so that a
signal always ends the wait, as tools/cli.py says it ends the tool.

CPython runs a signal's Python handler (cli.py's, which raises the exception that ends the tool)
between bytecodes: the C handler only marks the signal. A signal marked after the interpreter's
last look and before a blocking ``read`` starts is acted on only when the read returns: for a FIFO
whose writer is silent, never, and the user's Ctrl-C is lost. So no system call here blocks but a
``poll`` that also waits on the signal wakeup pipe (``signal.set_wakeup_fd``), to which the C
handler writes a byte for every signal it marks: a signal marked after the pipe was last emptied
is in it, and wakes the wait; one marked before is run by the look that follows every emptying
(``SignalWakeup.run_handlers``). The file is opened non-blocking, since opening a FIFO waits for a
writer otherwise; on Linux a FIFO opened so before its first writer reports neither data nor
hang-up until one has come (fs/pipe.c, ``pipe_poll``), so the wait is the same as a blocking open's.

A regular file never blocks: it is read as ``open(path, "rb")`` reads it, at no cost. Stdin
(``-``) keeps its blocking mode (its file description is shared with whoever started the tool);
it is read only once ``poll`` says it has something (unless another reader of it takes that
first, the read does not block). Only the main thread runs signal handlers
(and may set the wakeup fd): elsewhere the wait is for the file alone.
"""

from __future__ import annotations

import contextlib
import errno
import os
import signal
import stat
import threading
from collections.abc import Iterator
from select import POLLIN, POLLPRI, poll

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (cli.py says why tools import little)
if TYPE_CHECKING:
    from typing import BinaryIO

STDIN = "-"


@contextlib.contextmanager
def input_file(path: str) -> Iterator[BinaryIO | WaitingFile]:
    """``path`` (``-``: stdin) open to read bytes (``read(n)``, ``readinto(buffer)``), closed after
    the block; open() raises what ``open(path, "rb")`` raises."""
    owned = path != STDIN
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK) if owned else 0
    try:
        mode = os.fstat(fd).st_mode
        if stat.S_ISDIR(mode):  # (as open() refuses it; os.open opens a directory)
            raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), path)
        if stat.S_ISREG(mode) and owned:
            os.set_blocking(fd, True)
    except BaseException:
        if owned:
            os.close(fd)
        raise
    if stat.S_ISREG(mode):
        with open(fd, "rb", closefd=owned) as f:
            yield f
        return
    try:
        with SignalWakeup.installed() as wakeup:
            yield WaitingFile(fd, wakeup)
    finally:
        if owned:
            os.close(fd)


def read_to_end(fd: int) -> bytes:
    """Every byte of the open pipe ``fd`` up to its end, the wait ending for a signal as
    :func:`input_file`'s does (a ``--jobs`` worker's result: jobs.py)."""
    with SignalWakeup.installed() as wakeup:
        return WaitingFile(fd, wakeup).read_all()


class SignalWakeup:
    """The pipe the C signal handler writes each signal's number to (``signal.set_wakeup_fd``),
    non-blocking at both ends as Python requires; what a wakeup fd set before held is passed on to
    it (asyncio's loop reads its signals there)."""

    def __init__(self) -> None:
        self.fd, self._write_fd = os.pipe()
        os.set_blocking(self.fd, False)
        os.set_blocking(self._write_fd, False)
        self._previous = -1

    @classmethod
    @contextlib.contextmanager
    def installed(cls) -> Iterator[SignalWakeup | None]:
        """A wakeup pipe set for the block (None off the main thread, where no handler runs); the
        handlers of the signals marked before it was set have run once it is."""
        if threading.current_thread() is not threading.main_thread():
            yield None
            return
        wakeup = cls()
        wakeup._previous = signal.set_wakeup_fd(wakeup._write_fd, warn_on_full_buffer=False)
        try:
            wakeup.run_handlers()
            yield wakeup
        finally:
            signal.set_wakeup_fd(wakeup._previous)
            wakeup._empty()  # (what came after the last look, for the previous fd)
            os.close(wakeup.fd)
            os.close(wakeup._write_fd)

    def run_handlers(self) -> None:
        """The pipe emptied, then the Python handlers of the signals marked so far run (and may
        raise): a signal marked after the emptying is in the pipe for the next wait. The look is
        ``pthread_sigmask``'s, which calls PyErr_CheckSignals whatever the mask (CPython's
        Modules/signalmodule.c, signal_pthread_sigmask_impl, at v3.11.7)."""
        self._empty()
        signal.pthread_sigmask(signal.SIG_BLOCK, ())

    def _empty(self) -> None:
        with contextlib.suppress(BlockingIOError):
            while data := os.read(self.fd, 256):
                if self._previous != -1:
                    with contextlib.suppress(OSError):  # (as the C handler ignores a full wakeup pipe)
                        os.write(self._previous, data)


class ReadyWait:
    """Waits until ``fd`` is ready for ``events`` (``poll``'s, which reports an end or an error
    whatever is asked), or a signal's handler raises; with ``wakeup`` None (off the main thread)
    the wait is for the file alone."""

    def __init__(self, fd: int, events: int, wakeup: SignalWakeup | None):
        self.fd = fd
        self._wakeup = wakeup
        self._poll = poll()
        self._poll.register(fd, events)
        if wakeup is not None:
            self._poll.register(wakeup.fd, POLLIN)

    def wait(self) -> None:
        while True:
            ready = {fd for fd, _ in self._poll.poll()}
            if self._wakeup is not None and self._wakeup.fd in ready:
                self._wakeup.run_handlers()
            if self.fd in ready:
                return


class WaitingFile:
    """An open file that is not a regular one, read only once ``poll`` says it has something, or
    its end; the wait also ends for a signal (the module docstring)."""

    def __init__(self, fd: int, wakeup: SignalWakeup | None):
        self.fd = fd
        self._ready = ReadyWait(fd, POLLIN | POLLPRI, wakeup)

    def readinto(self, buffer: memoryview | bytearray) -> int:
        """Bytes into ``buffer``, as many as have come (at least one); 0 at the end of the file."""
        while True:
            self._ready.wait()
            try:
                return os.readv(self.fd, [buffer])
            except BlockingIOError:  # (another reader of the FIFO took them first)
                continue

    def read(self, n: int) -> bytes:
        """The next ``n`` bytes, fewer only at the end of the file."""
        data = bytearray(n)
        view, got = memoryview(data), 0
        while got < n and (k := self.readinto(view[got:])):
            got += k
        return bytes(view[:got])

    def read_all(self) -> bytes:
        """The bytes to the end of the file."""
        chunks = []
        while chunk := self.read(1 << 20):
            chunks.append(chunk)
        return b"".join(chunks)
