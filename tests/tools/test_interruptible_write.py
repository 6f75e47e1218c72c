"""Writing an output that may block, in mgpu/interruptible_write.py (and the tools that write through
it): what it writes, and that a signal which comes just before its wait ends the wait.

The signal is sent to a thread of the test once the main thread sleeps in its wait (not for a lock):
the C handler runs on the signalled thread, marks the signal and writes the wakeup pipe, and the
main thread's system call is not interrupted, as for a signal that came just before it started. A
blocking open() of the FIFO or write() of the pipe never returns then: the test hangs until
pytest-timeout fails it.
"""

from __future__ import annotations

import contextlib
import io
import os
import signal
import threading
from pathlib import Path

import pytest

from mgpu.interruptible_write import output_file, write_all
from mgpu.tools import mgpu_opt, mgpu_run
from tests.support.fuzzing import CORPUS
from tests.support.kernel_text import kernel
from tests.support.signals import Signalled, raising_on

HANG_S = 600  # only a wait that misses its signal takes this long
POLL_S = 0.01  # how often the signalling thread looks for the wait
pytestmark = pytest.mark.timeout(HANG_S)
STORE = Path(__file__).parents[2] / "docs" / "examples" / "store.mlir"
ADD_ONE = CORPUS / "pallas_add_one.wg.payload.mlir"
# Every thread prints, forever (until the test's bound on its steps).
PRINTING = kernel('''
      %true = "arith.constant"() <{value = true}> : () -> i1
      "scf.while"() ({
        "scf.condition"(%true) : (i1) -> ()
      }, {
        "gpu.printf"() <{format = "printing\\n"}> : () -> ()
        "scf.yield"() : () -> ()
      }) : () -> ()''')


@pytest.fixture
def sigusr1_raises():
    with raising_on(signal.SIGUSR1):
        yield


@pytest.fixture
def sigint_is_python_s():
    """SIGINT at Python's own handler, which the tools replace with theirs (cli.py)."""
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    yield
    signal.signal(signal.SIGINT, previous)


# Where a thread sleeps (/proc/PID/task/TID/wchan) while it waits for an output: in poll (this
# module), or in the blocking open of a FIFO or write of a pipe (Linux fs/pipe.c: ``wait_for_partner``,
# ``pipe_write`` or ``anon_pipe_write``).
WAITS = ("poll", "wait_for_partner", "pipe_write")


def _main_thread_waits() -> bool:
    """Whether the main thread sleeps in a wait for an output (not for a lock, which it takes on
    its way there, e.g. starting a thread)."""
    task = f"/proc/self/task/{threading.main_thread().native_id}"
    with open(f"{task}/stat") as f:
        state = f.read().rsplit(")", 1)[1].split()[0]
    with open(f"{task}/wchan") as f:
        where = f.read()
    return state == "S" and any(w in where for w in WAITS)


@contextlib.contextmanager
def _once_waiting(action):
    """For the block: a thread that calls ``action`` once the main thread waits, and the main
    thread's wait is over."""
    over = threading.Event()

    def act() -> None:
        while not _main_thread_waits():
            if over.wait(POLL_S):  # (the block ended before it waited: its assertion says why)
                return
        action()

    thread = threading.Thread(target=act)
    thread.start()
    try:
        yield
    finally:
        over.set()
        thread.join()


def _signal_once_waiting(signum: int = signal.SIGUSR1):
    """The module docstring: the signal goes to the thread that sends it."""
    return _once_waiting(lambda: signal.pthread_kill(threading.get_ident(), signum))


def _full_pipe() -> tuple[int, int]:
    """A pipe (read end, blocking write end) with no room left."""
    r, w = os.pipe()
    os.set_blocking(w, False)
    with contextlib.suppress(BlockingIOError):
        while True:
            os.write(w, bytes(1 << 16))
    os.set_blocking(w, True)
    return r, w


def _open_fds() -> set[str]:
    return set(os.listdir("/proc/self/fd"))


def test_a_signal_ends_the_wait_for_a_fifo_s_reader(tmp_path, sigusr1_raises):
    fifo = tmp_path / "out"
    os.mkfifo(fifo)  # nobody reads it: only the signal can end the wait
    fds, threads = _open_fds(), threading.active_count()
    with _signal_once_waiting(), pytest.raises(Signalled), output_file(str(fifo)):
        pass
    assert (_open_fds(), threading.active_count()) == (fds, threads)  # the opening thread released, nothing open


def test_a_signal_ends_the_wait_for_room_in_a_pipe_given_blocking(sigusr1_raises):
    """stdout piped to a reader that stopped reading: its file description is not the tool's to make
    non-blocking."""
    r, w = _full_pipe()
    try:
        with _signal_once_waiting(), pytest.raises(Signalled):
            write_all(w, b"more")
        assert os.get_blocking(w)
    finally:
        os.close(r)
        os.close(w)


def test_a_signal_ends_the_wait_for_room_in_a_fifo(tmp_path, sigusr1_raises):
    fifo = tmp_path / "out"
    os.mkfifo(fifo)
    reader = os.open(fifo, os.O_RDONLY | os.O_NONBLOCK)  # it never reads
    try:
        with _signal_once_waiting(), pytest.raises(Signalled), output_file(str(fifo)) as fd:
            write_all(fd, bytes(1 << 20))  # (more than a pipe holds)
    finally:
        os.close(reader)


def _read_all(path: Path, got: list[bytes]) -> threading.Thread:
    thread = threading.Thread(target=lambda: got.append(path.read_bytes()))
    thread.start()
    return thread


def test_a_fifo_s_reader_that_comes_later_gets_every_byte(tmp_path):
    fifo = tmp_path / "out"
    os.mkfifo(fifo)
    data = bytes(range(256)) * (3 * 4096 + 7)  # (3 MiB and more: many times what a pipe holds)
    got: list[bytes] = []
    readers = []
    with _once_waiting(lambda: readers.append(_read_all(fifo, got))), output_file(str(fifo)) as fd:
        write_all(fd, data)
    readers[0].join()
    assert got == [data]


def test_a_blocking_pipe_gets_every_byte_and_stays_blocking():
    data = bytes(range(256)) * (3 * 4096 + 7)
    r, w = os.pipe()
    got = []
    reader = threading.Thread(target=lambda: got.append(b"".join(iter(lambda: os.read(r, 1 << 16), b""))))
    reader.start()
    try:
        write_all(w, data)
        assert os.get_blocking(w)
    finally:
        os.close(w)
        reader.join()
        os.close(r)
    assert got == [data]


def test_a_fifo_is_written_off_the_main_thread(tmp_path):
    """Where no handler runs and no wakeup fd can be set: the wait is for the reader alone."""
    fifo = tmp_path / "out"
    os.mkfifo(fifo)
    got: list[bytes] = []

    def write() -> None:
        with output_file(str(fifo)) as fd:
            write_all(fd, b"data")

    writer = threading.Thread(target=write)
    writer.start()
    _read_all(fifo, got).join()
    writer.join()
    assert got == [b"data"]


def test_an_open_that_fails_raises_what_open_raises(tmp_path):
    with pytest.raises(FileNotFoundError) as by_open:
        os.open(tmp_path / "none" / "out", os.O_WRONLY)
    with pytest.raises(FileNotFoundError) as here:
        output_file(str(tmp_path / "none" / "out")).__enter__()
    assert str(here.value) == str(by_open.value)


# The tools, called in this process: Ctrl-C just before their wait for an output, which the kernel
# would not let interrupt a blocking call.

def test_ctrl_c_just_before_mgpu_opt_waits_for_its_output_fifo_s_reader(tmp_path, capsys, sigint_is_python_s):
    fifo = tmp_path / "out.mlir"
    os.mkfifo(fifo)
    with _signal_once_waiting(signal.SIGINT):
        assert mgpu_opt.main([str(STORE), "-o", str(fifo)]) == 130
    assert capsys.readouterr().err == "mgpu-opt: interrupted\n"
    assert [p.name for p in tmp_path.iterdir()] == ["out.mlir"]


def test_ctrl_c_just_before_mgpu_run_waits_for_its_output_fifo_s_reader(tmp_path, capsys, sigint_is_python_s):
    (tmp_path / "out").mkdir()
    os.mkfifo(tmp_path / "out" / "out0.npy")
    with _signal_once_waiting(signal.SIGINT):
        assert mgpu_run.main([str(ADD_ONE), "--random-inputs", "0", "--output-dir", str(tmp_path / "out")]) == 130
    assert capsys.readouterr().err == "mgpu-run: interrupted\n"
    assert [p.name for p in (tmp_path / "out").iterdir()] == ["out0.npy"]


@contextlib.contextmanager
def _stdout_full(monkeypatch):
    """sys.stdout a pipe with no room left, whose reader stopped reading (``mgpu-opt big.mlir | sleep 100``)."""
    r, w = _full_pipe()
    stdout = io.TextIOWrapper(open(w, "wb"))
    monkeypatch.setattr("sys.stdout", stdout)
    try:
        yield
    finally:
        monkeypatch.undo()
        os.close(r)
        with contextlib.suppress(OSError):  # (what the tool left in its buffer has nowhere to go)
            stdout.close()


def test_ctrl_c_just_before_mgpu_opt_waits_for_room_on_stdout(monkeypatch, capsys, sigint_is_python_s):
    with _stdout_full(monkeypatch), _signal_once_waiting(signal.SIGINT):
        assert mgpu_opt.main([str(STORE)]) == 130
    assert capsys.readouterr().err == "mgpu-opt: interrupted\n"


def test_ctrl_c_just_before_mgpu_run_waits_for_room_for_what_the_kernel_prints(tmp_path, monkeypatch, capsys,
                                                                               sigint_is_python_s):
    (tmp_path / "printing.mlir").write_text(PRINTING)
    with _stdout_full(monkeypatch), _signal_once_waiting(signal.SIGINT):
        assert mgpu_run.main([str(tmp_path / "printing.mlir"), "--random-inputs", "0", "--max-steps", str(10**15),
                              "--timeout", str(HANG_S)]) == 130
    assert capsys.readouterr().err == "mgpu-run: interrupted\n"
