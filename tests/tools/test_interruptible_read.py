"""Reading an input that may block, in mgpu/interruptible_read.py: what it reads, and that a
signal ends its wait whenever it comes."""

from __future__ import annotations

import io
import os
import signal
import sys
import threading

import pytest

from mgpu import interruptible_read
from mgpu.interruptible_read import input_file, read_to_end
from tests.support.signals import Signalled, raising_on

HANG_S = 600  # only a wait that misses its signal takes this long
pytestmark = pytest.mark.timeout(HANG_S)


@pytest.fixture
def sigusr1_raises():
    with raising_on(signal.SIGUSR1):
        yield


def _signal_at_first_poll(monkeypatch) -> threading.Thread:
    """A thread that sends SIGUSR1 to itself once the waiting (main) thread is in its first poll:
    released just before the poll, it can run only when the poll lets go of the GIL, since the waiting
    thread is made to keep it until then (a switch interval longer than any test). The C handler runs
    on the signalled thread: it marks the signal and writes the wakeup pipe, and no system call of the
    waiting thread is interrupted, which is where a Ctrl-C just before a blocking read left the tool."""
    go = threading.Lock()
    go.acquire()
    real_poll = interruptible_read.poll

    class ReleasingPoll:
        def __init__(self):
            self._poll = real_poll()
            self._released = False

        def register(self, fd: int, events: int) -> None:
            self._poll.register(fd, events)

        def poll(self) -> list[tuple[int, int]]:
            if not self._released:
                self._released = True
                go.release()
            return self._poll.poll()

    def signal_itself() -> None:
        go.acquire()
        signal.pthread_kill(threading.get_ident(), signal.SIGUSR1)

    monkeypatch.setattr(interruptible_read, "poll", ReleasingPoll)
    sys.setswitchinterval(1e6)
    thread = threading.Thread(target=signal_itself)
    thread.start()
    return thread


def test_a_signal_marked_after_the_last_look_ends_the_wait(tmp_path, monkeypatch, sigusr1_raises):
    fifo = tmp_path / "in"
    os.mkfifo(fifo)  # nobody writes it: only the signal can end the wait
    switch = sys.getswitchinterval()
    thread = _signal_at_first_poll(monkeypatch)
    try:
        with pytest.raises(Signalled), input_file(str(fifo)) as f:
            f.read(1)
    finally:
        sys.setswitchinterval(switch)
        thread.join()


def test_a_signal_ends_the_wait_for_a_pipe_read_to_its_end(monkeypatch, sigusr1_raises):
    """A --jobs worker's result (jobs.py): the worker holding the pipe's other end may never write it."""
    r, w = os.pipe()  # (w stays open: only the signal can end the wait)
    switch = sys.getswitchinterval()
    thread = _signal_at_first_poll(monkeypatch)
    try:
        with pytest.raises(Signalled):
            read_to_end(r)
    finally:
        sys.setswitchinterval(switch)
        thread.join()
        os.close(r)
        os.close(w)


def test_a_pipe_is_read_to_its_end():
    """Every byte, however the writer cuts them, past the reader's own chunk size."""
    data = bytes(range(256)) * (3 * 4096 + 7)  # (3 MiB and more)
    r, w = os.pipe()

    def write() -> None:
        with open(w, "wb", buffering=0) as f:
            for at in range(0, len(data), 100_003):
                f.write(data[at:at + 100_003])

    writer = threading.Thread(target=write)
    writer.start()
    try:
        assert read_to_end(r) == data
    finally:
        writer.join()
        os.close(r)


def test_a_wakeup_fd_set_before_hears_of_the_signals_that_came_during_the_read(tmp_path, monkeypatch,
                                                                               sigusr1_raises):
    fifo = tmp_path / "in"
    os.mkfifo(fifo)
    r, w = os.pipe()
    os.set_blocking(w, False)
    previous = signal.set_wakeup_fd(w)
    switch = sys.getswitchinterval()
    thread = _signal_at_first_poll(monkeypatch)
    try:
        with pytest.raises(Signalled), input_file(str(fifo)) as f:
            f.read(1)
        assert signal.set_wakeup_fd(previous) == w  # (the read put it back)
        assert os.read(r, 16) == bytes([signal.SIGUSR1])
    finally:
        signal.set_wakeup_fd(previous)
        sys.setswitchinterval(switch)
        thread.join()
        os.close(r)
        os.close(w)


def _written(fifo, chunks: list[bytes]) -> threading.Thread:
    def write() -> None:
        with open(fifo, "wb", buffering=0) as f:
            for chunk in chunks:
                f.write(chunk)

    thread = threading.Thread(target=write)
    thread.start()
    return thread


def test_a_fifo_is_read_as_a_file_reads(tmp_path):
    """``read(n)`` gives n bytes however the writer cuts them, fewer only at the end."""
    fifo = tmp_path / "in"
    os.mkfifo(fifo)
    with input_file(str(fifo)) as f:
        writer = _written(fifo, [b"ab", b"cde", b"f"])
        assert (f.read(4), f.read(4), f.read(4)) == (b"abcd", b"ef", b"")
    writer.join()


def test_a_fifo_is_read_off_the_main_thread(tmp_path):
    """Where no handler runs and no wakeup fd can be set: the wait is for the file alone."""
    fifo = tmp_path / "in"
    os.mkfifo(fifo)
    got = []

    def read() -> None:
        with input_file(str(fifo)) as f:
            got.append(f.read(8))

    reader = threading.Thread(target=read)
    reader.start()
    writer = _written(fifo, [b"data"])
    reader.join()
    writer.join()
    assert got == [b"data"]


def test_a_regular_file_is_read_as_open_reads_it(tmp_path):
    path = tmp_path / "in"
    path.write_bytes(b"data")
    with input_file(str(path)) as f:
        assert isinstance(f, io.BufferedReader) and f.read(8) == b"data"


def test_a_directory_is_refused_as_open_refuses_it(tmp_path):
    with pytest.raises(IsADirectoryError) as by_open:
        open(tmp_path, "rb")
    with pytest.raises(IsADirectoryError) as here:
        input_file(str(tmp_path)).__enter__()
    assert str(here.value) == str(by_open.value)
