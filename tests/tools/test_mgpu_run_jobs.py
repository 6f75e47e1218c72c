"""mgpu-run --jobs N (mgpu/emulator/jobs.py) as a user runs it: the same report as one process, and
the worker processes of a long launch ended with the run -- Ctrl-C, the run killed, a worker killed --
each with a message and an exit status, never a hang or a process left behind. The tests wait for
the events themselves (the workers existing, the processes gone), never for a fixed time."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.emulator.grid_kernels import blocked_grid_text
from tests.support.kernel_text import kernel

ROOT = Path(__file__).resolve().parents[2]
GUARD_S = 300  # (only a guard against a hang: no test asserts a duration)

# 128 CTAs (a launch that splits: 2 batches) that loop "for ever", each storing the count into its own slot
FOREVER = '''      %tid = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %c128 = "arith.constant"() <{value = 128 : index}> : () -> index
      %base = "arith.muli"(%x0, %c128) : (index, index) -> index
      %gi = "arith.addi"(%base, %tid) : (index, index) -> index
      %lo = "arith.constant"() <{value = 0 : index}> : () -> index
      %c1 = "arith.constant"() <{value = 1 : index}> : () -> index
      %hi = "arith.constant"() <{value = 1000000000000 : index}> : () -> index
      "scf.for"(%lo, %hi, %c1) ({
      ^bb1(%iv: index):
        %v = "arith.index_cast"(%iv) : (index) -> i32
        "memref.store"(%v, %m1, %gi) : (i32, memref<16384xi32>, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
'''


def _command(path: Path, *args: str) -> list[str]:
    return [sys.executable, "-m", "mgpu.tools.mgpu_run", str(path), "--random-inputs", "0", *args]


def _env() -> dict:
    return {**os.environ, "PYTHONPATH": str(ROOT)}


def test_same_report_with_one_and_two_processes(tmp_path):
    f = tmp_path / "grid.mlir"
    f.write_text(blocked_grid_text(64, 2))  # 128 CTAs: 2 batches
    outs = []
    for jobs in ("1", "2"):
        run = subprocess.run(_command(f, "--jobs", jobs, "--output-dir", str(tmp_path / jobs)), capture_output=True,
                             text=True, env=_env(), timeout=GUARD_S)
        assert run.returncode == 0, run.stderr
        outs.append([line.replace(str(tmp_path / jobs), "DIR") for line in run.stdout.splitlines()
                     if not line.startswith("  time: ")])
    assert outs[0] == outs[1]
    assert (tmp_path / "1" / "out0.npy").read_bytes() == (tmp_path / "2" / "out0.npy").read_bytes()


def test_jobs_must_be_positive(tmp_path):
    run = subprocess.run(_command(tmp_path / "none.mlir", "--jobs", "0"), capture_output=True, text=True, env=_env(),
                         timeout=GUARD_S)
    assert run.returncode == 1 and "mgpu-run: error: --jobs must be positive (" in run.stderr


@pytest.fixture
def forever(tmp_path):
    """mgpu-run of FOREVER with --jobs 2, in a session of its own, once its 2 workers run: (process, workers)."""
    f = tmp_path / "forever.mlir"
    f.write_text(kernel(FOREVER, elem="i32", grid=128, n=16384))
    proc = subprocess.Popen(_command(f, "--jobs", "2", "--max-steps", str(10 ** 15)), stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=_env(), start_new_session=True)
    try:
        workers = _children(proc)
        yield proc, workers
    finally:  # (whatever is left of the session: a test that failed leaves nothing running)
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        proc.communicate(timeout=GUARD_S)


def _children(proc) -> list[int]:
    """The worker processes of ``proc``, once there are 2 (waiting for them)."""
    end = time.monotonic() + GUARD_S
    path = Path(f"/proc/{proc.pid}/task/{proc.pid}/children")
    while time.monotonic() < end:
        assert proc.poll() is None, proc.communicate()
        pids = [int(p) for p in path.read_text().split()]
        if len(pids) == 2:
            return pids
        time.sleep(0.05)
    pytest.fail("the workers never started")


def _gone(pids: list[int]) -> bool:
    """Whether the processes ``pids`` are gone (waiting for it: a zombie is not gone)."""
    end = time.monotonic() + GUARD_S
    while time.monotonic() < end:
        alive = [p for p in pids if Path(f"/proc/{p}").exists()]
        if not alive:
            return True
        time.sleep(0.05)
    return False


def test_ctrl_c_ends_the_run_and_its_workers(forever):
    proc, workers = forever
    os.killpg(proc.pid, signal.SIGINT)  # (what a terminal's Ctrl-C does: the whole foreground group)
    out, err = proc.communicate(timeout=GUARD_S)
    assert proc.returncode == 128 + signal.SIGINT, err
    assert err.strip().splitlines()[-1] == "mgpu-run: interrupted"
    assert _gone(workers)


def test_sigterm_to_the_run_alone_ends_its_workers(forever):
    proc, workers = forever
    proc.send_signal(signal.SIGTERM)
    out, err = proc.communicate(timeout=GUARD_S)
    assert proc.returncode == 128 + signal.SIGTERM, err
    assert _gone(workers)


def test_a_killed_run_takes_its_workers_with_it(forever):
    proc, workers = forever
    proc.kill()
    proc.communicate(timeout=GUARD_S)
    assert _gone(workers)  # (PR_SET_PDEATHSIG: nothing ran to end them)


def test_a_killed_worker_is_a_located_error(forever):
    proc, workers = forever
    os.kill(workers[0], signal.SIGKILL)
    out, err = proc.communicate(timeout=GUARD_S)
    assert proc.returncode == 1, err
    assert ("error: 'gpu.launch' op the worker process running CTAs (0, 0, 0)..(63, 0, 0) of this launch ended "
            "without its result (killed by signal 9 (SIGKILL))") in err
    assert _gone(workers)
