"""Ctrl-C, SIGTERM and SIGHUP in every tool: one line (``<tool>: interrupted``, ``terminated by
SIGTERM``), exit status 128 + the signal's number, no traceback and no file left behind, wherever the
tool is.

Each case makes the tool wait at a known point that only the test can release (an input FIFO the
test holds open, an output FIFO nobody reads, a kernel that never ends, a stdout pipe nobody reads,
a benchmark far longer than the test), and sends the signal once the test has seen the tool get there. Never after a fixed
time: a busy machine makes any time too short (the tool is not there yet) or too long (it is done).
"""

from __future__ import annotations

import contextlib
import errno
import fcntl
import importlib
import os
import signal
import stat
import struct
import subprocess
import sys
import termios
from pathlib import Path

import numpy as np
import pytest

from mgpu.tools import mgpu_capture, mgpu_opt, mgpu_run
from tests.support.kernel_text import kernel
from tests.support.fuzzing import CORPUS

BIN = Path(sys.executable).parent
ADD_ONE = CORPUS / "pallas_add_one.wg.payload.mlir"
STORE = Path(__file__).parents[2] / "docs" / "examples" / "store.mlir"
POLL_S = 0.01  # how often a test looks for the event it waits for
HANG_S = 600  # only a tool that hangs (never gets there, ignores the signal) takes this long
# A test that waits for an event waits as long as it takes; a hang is ended by pytest-timeout.
pytestmark = pytest.mark.timeout(HANG_S)

# Thread 0 says it has started, then every thread loops forever.
SPIN = kernel('''
      %tid = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
      %first = "arith.cmpi"(%tid, %c0) <{predicate = 0 : i64}> : (index, index) -> i1
      "scf.if"(%first) ({
        "gpu.printf"() <{format = "spinning\\n"}> : () -> ()
        "scf.yield"() : () -> ()
      }, {
      }) : (i1) -> ()
      %true = "arith.constant"() <{value = true}> : () -> i1
      "scf.while"() ({
        "scf.condition"(%true) : (i1) -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : () -> ()''')
# What each tool says, and its exit status, for each signal.
ENDS = {signal.SIGINT: (130, "interrupted"), signal.SIGTERM: (143, "terminated by SIGTERM"),
        signal.SIGHUP: (129, "terminated by SIGHUP")}
BY_SIGNAL = pytest.mark.parametrize("signum", list(ENDS), ids=lambda s: signal.Signals(s).name)
# The spinning kernel runs until the test signals it, or until the test's own hang bound (so that a
# test run killed outright leaves no tool spinning for good).
UNBOUNDED = ["--max-steps", str(10**15), "--timeout", str(HANG_S)]


@pytest.fixture(autouse=True)
def _tools_start_with_the_signals_at_their_defaults():
    """A process started with a signal ignored keeps it ignored (Python does, as the background jobs of a
    shell script and ``nohup`` expect): a test run started that way would pass it on to the tools, which
    then rightly ignore it. Here SIGINT is caught (exec resets a caught signal to its default in the
    tool) and an ignored SIGTERM or SIGHUP is at its default while the test runs."""
    previous = {signal.SIGINT: signal.signal(signal.SIGINT, signal.default_int_handler)}
    for s in (signal.SIGTERM, signal.SIGHUP):
        if signal.getsignal(s) == signal.SIG_IGN:
            previous[s] = signal.signal(s, signal.SIG_DFL)
    yield
    for s, handler in previous.items():
        signal.signal(s, handler)


def _big_module(ops: int = 200_000) -> str:
    body = "".join(f"    %c{i} = arith.constant {i} : i32\n" for i in range(ops))
    return f"func.func @f() {{\n{body}    func.return\n}}\n"


def _start(argv: list[str], cwd: Path) -> subprocess.Popen:
    return subprocess.Popen([str(BIN / argv[0]), *argv[1:]], cwd=cwd, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env={**os.environ, "PYTHONUNBUFFERED": "1"})


def _fifo(path: Path) -> Path:
    os.mkfifo(path)
    return path


def _writer(fifo: Path, proc: subprocess.Popen) -> int:
    """The write end of ``fifo``, once ``proc`` has opened it to read (a non-blocking open fails
    until then, so the test neither blocks on a tool that failed early nor guesses a time)."""
    while True:
        try:
            fd = os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)
        except OSError as e:
            if e.errno != errno.ENXIO:  # (ENXIO: no reader yet)
                raise
            _still_running(proc)
        else:
            os.set_blocking(fd, True)
            return fd


def _still_running(proc: subprocess.Popen) -> None:
    """Between two looks for an event: a wait of up to POLL_S for the tool's end, which fails the test
    (a hang is pytest-timeout's). The wait blocks: the test leaves the cores to the tool starting."""
    try:
        proc.wait(POLL_S)
    except subprocess.TimeoutExpired:
        return
    raise AssertionError(proc.communicate())


def _read_until(proc: subprocess.Popen, prefix: str) -> None:
    assert proc.stdout is not None
    for line in proc.stdout:
        if line.startswith(prefix):
            return
    raise AssertionError(f"the tool ended before printing {prefix!r}: {proc.communicate()}")


def _signal(proc: subprocess.Popen, signum: int = signal.SIGINT) -> subprocess.CompletedProcess:
    """``signum`` sent once, and the tool's end (a hang is pytest-timeout's)."""
    try:
        proc.send_signal(signum)
        out, err = proc.communicate()
    finally:
        proc.kill()
    return subprocess.CompletedProcess(proc.args, proc.returncode, out, err)


def _wait_asleep(proc: subprocess.Popen) -> None:
    """Until the tool's main thread sleeps in a system call (state S: a wait for a page or a disk is D, a
    thread waiting to run R). Once it has opened the FIFO the test holds, that is its wait for the data."""
    while _state(proc) != "S":
        _still_running(proc)


def _state(proc: subprocess.Popen) -> str:
    """The state of the tool's main thread (proc(5), /proc/PID/stat): R running, S asleep, ..."""
    with open(f"/proc/{proc.pid}/stat") as f:
        return f.read().rsplit(")", 1)[1].split()[0]


def _wait_opening_a_fifo(proc: subprocess.Popen) -> None:
    """Until a thread of the tool sleeps in the open of a FIFO, waiting for the other end (Linux
    fs/pipe.c, ``wait_for_partner``): the wait for the reader of an output FIFO the test never reads."""
    while True:
        for task in Path(f"/proc/{proc.pid}/task").iterdir():
            with contextlib.suppress(FileNotFoundError), open(task / "wchan") as f:  # (a task that ended)
                if f.read() == "wait_for_partner":
                    return
        _still_running(proc)


def _wait_stdout_full(proc: subprocess.Popen) -> None:
    """Until the stdout pipe the test does not read is full and the tool sleeps: its wait for room."""
    assert proc.stdout is not None
    pipe = proc.stdout.fileno()
    size = fcntl.fcntl(pipe, fcntl.F_GETPIPE_SZ)
    while not (struct.unpack("i", fcntl.ioctl(pipe, termios.FIONREAD, bytes(4)))[0] == size
               and _state(proc) == "S"):
        _still_running(proc)


def _catches(pid: int, signum: int) -> bool:
    with open(f"/proc/{pid}/status") as f:
        caught = next(line for line in f if line.startswith("SigCgt:"))
    return bool(int(caught.split()[1], 16) & (1 << (signum - 1)))


def _wait_in_main(proc: subprocess.Popen) -> None:
    """Until the tool's ``main`` has installed its handlers (SIGTERM's: Python catches SIGINT on
    its own, before the tool is imported)."""
    while not _catches(proc.pid, signal.SIGTERM):
        _still_running(proc)


def _ended(done: subprocess.CompletedProcess, tool: str, signum: int) -> bool:
    status, what = ENDS[signum]
    return (done.returncode, done.stderr) == (status, f"{tool}: {what}\n")


def _left(directory: Path) -> list[str]:
    return sorted(p.name for p in directory.iterdir())


@BY_SIGNAL
def test_signal_in_mgpu_opt_starting(tmp_path, signum):
    fifo = _fifo(tmp_path / "in.mlir")  # nobody writes it: the tool cannot get past waiting for its data
    proc = _start(["mgpu-opt", str(fifo), "-o", "out.mlir"], tmp_path)
    _wait_in_main(proc)  # then it imports what it needs, opens the FIFO and waits: the signal comes anywhere there
    done = _signal(proc, signum)
    assert _ended(done, "mgpu-opt", signum), done
    assert _left(tmp_path) == ["in.mlir"]


# A tool whose interrupt is raised inside a finalizer, where Python prints and drops it, and which then
# blocks opening a FIFO nobody writes: what a signal landing in a garbage collection while mgpu-opt
# starts on a FIFO input did.
SWALLOWED = """
import gc, signal, sys
from mgpu.tools.cli import interruptible

class Finalized:
    def __del__(self):
        signal.raise_signal(int(sys.argv[2]))

@interruptible("tool")
def main(argv):
    Finalized()
    gc.collect()
    open(sys.argv[1]).read()
    return 0

sys.exit(main(None))
"""


@BY_SIGNAL
def test_an_interrupt_python_swallows_still_ends_the_tool(tmp_path, signum):
    fifo = _fifo(tmp_path / "in.mlir")
    done = subprocess.run([sys.executable, "-c", SWALLOWED, str(fifo), str(int(signum))], capture_output=True,
                          text=True, timeout=HANG_S)
    assert done.returncode == ENDS[signum][0], done
    assert "Exception ignored" in done.stderr and done.stderr.endswith(f"tool: {ENDS[signum][1]}\n"), done


@BY_SIGNAL
def test_signal_in_mgpu_run_running(tmp_path, signum):
    (tmp_path / "spin.mlir").write_text(SPIN)
    proc = _start(["mgpu-run", "spin.mlir", "--random-inputs", "0", *UNBOUNDED, "--output-dir", "out",
                   "--trace", "t.json"], tmp_path)
    _read_until(proc, "spinning")  # the kernel's printf: it runs, and never ends
    done = _signal(proc, signum)
    assert _ended(done, "mgpu-run", signum), done
    assert _left(tmp_path) == ["spin.mlir"]


@BY_SIGNAL
def test_a_signal_while_writing_leaves_no_temporary_file(tmp_path, monkeypatch, capsys, signum):
    replace = os.replace

    def signalled_then_replace(src: str, dst: str) -> None:  # the temporary file is written: signal
        signal.raise_signal(signum)
        replace(src, dst)

    monkeypatch.setattr(os, "replace", signalled_then_replace)
    (tmp_path / "store.mlir").write_text(STORE.read_text())
    assert mgpu_opt.main([str(tmp_path / "store.mlir"), "-o", str(tmp_path / "out.mlir")]) == ENDS[signum][0]
    assert mgpu_run.main([str(ADD_ONE), "--random-inputs", "0", "--trace", str(tmp_path / "t.json")]) == ENDS[signum][0]
    assert _left(tmp_path) == ["store.mlir"]
    what = ENDS[signum][1]
    assert capsys.readouterr().err == f"mgpu-opt: {what}\nmgpu-run: {what}\n"


def test_a_signal_ignored_at_the_start_stays_ignored(monkeypatch):
    capture = importlib.import_module("mgpu.capture.capture")
    seen = {}

    def look(*args: object, **kwargs: object) -> None:
        seen.update((s, signal.getsignal(s)) for s in ENDS)
        raise KeyboardInterrupt

    monkeypatch.setattr(capture, "capture", look)
    previous = signal.signal(signal.SIGHUP, signal.SIG_IGN)  # as nohup starts a command
    try:
        assert mgpu_capture.main(["tests/capture/scaled_add_kernel.py:make_kernel", "--arg", "f32[8]"]) == 130
        assert signal.getsignal(signal.SIGHUP) == signal.SIG_IGN
    finally:
        signal.signal(signal.SIGHUP, previous)
    assert seen[signal.SIGHUP] == signal.SIG_IGN
    assert seen[signal.SIGTERM] not in (signal.SIG_IGN, signal.SIG_DFL)  # (the tool's own)


# When a reading test signals: once the tool sleeps in its wait for the FIFO's data, or as soon as the
# tool has opened the FIFO, as it goes to the wait (where a signal that came after the interpreter's last
# look was lost while the read blocked; test_interruptible_read.py puts one there every time).
BY_MOMENT = pytest.mark.parametrize("asleep", [True, False], ids=["asleep", "opening"])


@BY_MOMENT
def test_ctrl_c_in_mgpu_opt_reading(tmp_path, asleep):
    fifo = _fifo(tmp_path / "in.mlir")
    proc = _start(["mgpu-opt", str(fifo), "-o", "out.mlir"], tmp_path)
    fd = _writer(fifo, proc)  # held open, empty: the tool waits for the rest of its input
    try:
        if asleep:
            _wait_asleep(proc)
        done = _signal(proc)
    finally:
        os.close(fd)
    assert (done.returncode, done.stderr) == (130, "mgpu-opt: interrupted\n")
    assert _left(tmp_path) == ["in.mlir"]  # no output, no temporary file


# Waits for an output that never end on their own: an output FIFO nobody reads, a stdout pipe nobody
# empties (mgpu/interruptible_write.py).

@BY_SIGNAL
def test_signal_in_mgpu_opt_waiting_for_its_output_fifo_s_reader(tmp_path, signum):
    (tmp_path / "store.mlir").write_text(STORE.read_text())
    _fifo(tmp_path / "out.mlir")
    proc = _start(["mgpu-opt", "store.mlir", "-o", "out.mlir"], tmp_path)
    _wait_opening_a_fifo(proc)
    done = _signal(proc, signum)
    assert _ended(done, "mgpu-opt", signum), done
    assert _left(tmp_path) == ["out.mlir", "store.mlir"]  # (and the FIFO still one)
    assert stat.S_ISFIFO(os.stat(tmp_path / "out.mlir").st_mode)


def test_ctrl_c_in_mgpu_run_waiting_for_its_output_fifo_s_reader(tmp_path):
    (tmp_path / "out").mkdir()
    _fifo(tmp_path / "out" / "out0.npy")
    proc = _start(["mgpu-run", str(ADD_ONE), "--random-inputs", "0", "--output-dir", "out"], tmp_path)
    _wait_opening_a_fifo(proc)
    done = _signal(proc)
    assert (done.returncode, done.stderr) == (130, "mgpu-run: interrupted\n")
    assert _left(tmp_path / "out") == ["out0.npy"]


def test_ctrl_c_in_mgpu_opt_waiting_for_room_on_stdout(tmp_path):
    """``mgpu-opt big.mlir | sleep 100``: the output is many times what the pipe holds."""
    (tmp_path / "big.mlir").write_text(_big_module(20_000))
    proc = _start(["mgpu-opt", "big.mlir"], tmp_path)
    _wait_stdout_full(proc)
    done = _signal(proc)
    assert (done.returncode, done.stderr) == (130, "mgpu-opt: interrupted\n")
    assert _left(tmp_path) == ["big.mlir"]


def test_ctrl_c_in_mgpu_opt_working(tmp_path):
    fifo = _fifo(tmp_path / "in.mlir")
    proc = _start(["mgpu-opt", str(fifo)], tmp_path)  # its output (MBs) fills the stdout pipe the test does not read
    fd = _writer(fifo, proc)
    with os.fdopen(fd, "w") as f:
        f.write(_big_module())  # returns once the tool has read all but a pipe's worth: then it parses
    done = _signal(proc)
    assert (done.returncode, done.stderr) == (130, "mgpu-opt: interrupted\n")
    assert _left(tmp_path) == ["in.mlir"]


@BY_MOMENT
def test_ctrl_c_in_mgpu_run_reading(tmp_path, asleep):
    fifo = _fifo(tmp_path / "in0.npy")
    proc = _start(["mgpu-run", str(ADD_ONE), "--input", f"in0={fifo}", "--output-dir", "out",
                   "--trace", "t.json"], tmp_path)
    fd = _writer(fifo, proc)
    try:
        if asleep:
            _wait_asleep(proc)
        done = _signal(proc)
    finally:
        os.close(fd)
    assert (done.returncode, done.stderr) == (130, "mgpu-run: interrupted\n")
    assert _left(tmp_path) == ["in0.npy"]


def test_ctrl_c_in_mgpu_run_benchmarking(tmp_path):
    proc = _start(["mgpu-run", str(ADD_ONE), "--random-inputs", "0", "--bench", str(10**9),
                   "--output-dir", "out"], tmp_path)
    _read_until(proc, "  time:")  # the warm-up run's report: the benchmark follows
    done = _signal(proc)
    assert (done.returncode, done.stderr) == (130, "mgpu-run: interrupted\n")
    assert _left(tmp_path) == []


@BY_SIGNAL
def test_signal_in_mgpu_capture(monkeypatch, capsys, signum):
    capture = importlib.import_module("mgpu.capture.capture")  # (the package exports the function)

    def signalled(*args: object, **kwargs: object) -> None:
        signal.raise_signal(signum)

    monkeypatch.setattr(capture, "capture", signalled)
    assert mgpu_capture.main(["tests/capture/scaled_add_kernel.py:make_kernel", "--arg", "f32[8]"]) == ENDS[signum][0]
    assert capsys.readouterr().err == f"mgpu-capture: {ENDS[signum][1]}\n"


def test_mgpu_capture_leaves_no_temporary_file_when_interrupted_while_writing(tmp_path, monkeypatch):
    capture = importlib.import_module("mgpu.capture.capture")

    def interrupted(src: str, dst: str) -> None:  # the temporary file is written, not yet renamed
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "replace", interrupted)
    with pytest.raises(KeyboardInterrupt):
        capture._save_npy(str(tmp_path / "k.in0.npy"), np.zeros(4, np.float32), [])
    with pytest.raises(KeyboardInterrupt):
        capture._write(str(tmp_path / "k.wg.mlir"), "module {}", [])
    assert _left(tmp_path) == []
