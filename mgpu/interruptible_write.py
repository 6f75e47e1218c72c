"""Writing an output that may block (a FIFO, a pipe such as a piped stdout, a terminal) so that a
signal always ends the wait, as mgpu/interruptible_read.py reads an input (its docstring says why a
signal that comes just before a blocking system call is otherwise lost).

Two waits may never end on their own: opening a FIFO to write waits for a reader, and writing a
full pipe waits for its reader to make room (``mgpu-opt big.mlir | sleep 100``).
- The open is made non-blocking, which succeeds at once for anything but a FIFO nobody reads
  (ENXIO, POSIX open()). For that one nothing can be polled (there is no descriptor until a
  reader comes), so a thread makes the blocking open while this one waits in ``poll`` for the
  thread or a signal. When a signal's handler raises, the thread is released by a reader of our
  own (a non-blocking open to read returns at once, and then the blocking open does), and what it
  opened is closed, nothing written. Both open the FIFO through an O_PATH descriptor
  (/proc/self/fd/N: proc(5)), so that the release opens the very FIFO the thread waits on whatever
  happens to its name.
- A write waits in ``poll`` for room (POLLOUT) and the signal wakeup pipe. A file opened here is
  non-blocking: a write takes what fits. A descriptor the tool was given (stdout, stderr) keeps
  its blocking mode, as its file description is shared with whoever started the tool, and is
  written PIPE_BUF bytes at a time: a pipe that polls writable has a free page-sized slot, which
  takes that much without blocking (Linux fs/pipe.c, ``pipe_poll`` and ``pipe_write``).
A regular file never blocks: it is written as ``os.write`` writes it, with no wait.
"""

from __future__ import annotations

import contextlib
import errno
import os
import signal
import stat
import threading
from collections.abc import Iterator
from select import PIPE_BUF, POLLIN, POLLOUT

from mgpu.interruptible_read import ReadyWait, SignalWakeup


@contextlib.contextmanager
def output_file(path: str) -> Iterator[int]:
    """A descriptor of ``path`` open to write in place (no file is created or truncated), for
    :func:`write_all`, closed after the block; the open raises what ``os.open(path, O_WRONLY)`` raises,
    and its wait for a FIFO's reader ends for a signal."""
    try:
        fd = os.open(path, os.O_WRONLY | os.O_NONBLOCK)
    except OSError as e:
        if e.errno != errno.ENXIO:  # (ENXIO: a FIFO with no reader yet)
            raise
        fd = -1
    if fd == -1:
        fd = _open_once_read(path)
        os.set_blocking(fd, False)
    try:
        yield fd
    finally:
        os.close(fd)


def write_all(fd: int, data: bytes) -> None:
    """Every byte of ``data`` to ``fd``; each wait for room ends for a signal."""
    view = memoryview(data)
    if stat.S_ISREG(os.fstat(fd).st_mode):
        while view:
            view = view[os.write(fd, view):]  # (a short write is not an error: the rest follows)
        return
    most = len(view) if not os.get_blocking(fd) else PIPE_BUF
    with SignalWakeup.installed() as wakeup:
        room = ReadyWait(fd, POLLOUT, wakeup)
        while view:
            room.wait()
            with contextlib.suppress(BlockingIOError):  # (another writer of the pipe took the room)
                view = view[os.write(fd, view[:most]):]


def _open_once_read(path: str) -> int:
    """The FIFO ``path`` open to write once it has a reader (the module docstring)."""
    with SignalWakeup.installed() as wakeup:
        if wakeup is None:  # (no handler runs on this thread: the blocking open is the wait)
            return os.open(path, os.O_WRONLY)
        anchor = os.open(path, os.O_PATH)
        fifo = f"/proc/self/fd/{anchor}"
        done, done_w = os.pipe()
        opened: list[int | OSError] = []

        def open_to_write() -> None:
            try:
                opened.append(os.open(fifo, os.O_WRONLY))
            except OSError as e:
                opened.append(e)
            os.write(done_w, b"\0")

        thread = threading.Thread(target=open_to_write, name="mgpu-open-output", daemon=True)
        started = False
        try:
            # No handler runs inside start(), where the thread's existence is not yet known: a tool has no
            # other thread to take a signal while this one holds them all (and the new thread inherits the
            # mask, so that it never takes one).
            with _signals_blocked():
                thread.start()
                started = True
            ReadyWait(done, POLLIN, wakeup).wait()
        except BaseException:
            if started:
                release = os.open(fifo, os.O_RDONLY | os.O_NONBLOCK)
                thread.join()
                os.close(release)
                if isinstance(opened[0], int):
                    os.close(opened[0])
            raise
        finally:
            if started:
                thread.join()
            for fd in (anchor, done, done_w):
                os.close(fd)
    if isinstance(opened[0], OSError):
        raise opened[0]
    return opened[0]


@contextlib.contextmanager
def _signals_blocked() -> Iterator[None]:
    """Every signal held on this thread for the block, then delivered (their handlers run as it ends)."""
    old = signal.pthread_sigmask(signal.SIG_BLOCK, signal.valid_signals())
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, old)
