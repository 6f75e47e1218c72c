"""The limits of a run (steps, time, memory) hold inside every unit of work, and each ends the run
with its own located message, never an internal error."""

from __future__ import annotations

import subprocess
import sys

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.errors import StepLimitExceeded
from mgpu.emulator.run import Kernel
from tests.support.kernel_text import kernel


def _kernel(body: str, **kw) -> Kernel:
    return Kernel(parse_module(kernel(body, **kw), "t.mlir", make_context(allow_unregistered=True)))


# warpgroup 0 waits on an mbarrier that warpgroup 1 arrives on after a loop of 1000 iterations: a
# step limit the first CTA (run on its own) stays within stops the batch of the others there
WAIT_WHILE_THE_OTHER_LOOPS = '''      %tid = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %c0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
      %bar = "llvm.inttoptr"(%c0) : (i64) -> !llvm.ptr<3>
      %e = "nvvm.elect.sync"() : () -> i1
      %c128 = "arith.constant"() <{value = 128 : index}> : () -> index
      %wg0 = "arith.cmpi"(%tid, %c128) <{predicate = 6 : i64}> : (index, index) -> i1
      %one = "arith.andi"(%e, %wg0) : (i1, i1) -> i1
      %count = "arith.constant"() <{value = 128 : i32}> : () -> i32
      "nvvm.mbarrier.init"(%bar, %count, %one) : (!llvm.ptr<3>, i32, i1) -> ()
      "gpu.barrier"() : () -> ()
      "gpu.barrier"() : () -> ()
      "scf.if"(%wg0) ({
        %par = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %ticks = "arith.constant"() <{value = 1000 : i32}> : () -> i32
        "nvvm.mbarrier.try_wait.parity"(%bar, %par, %ticks) : (!llvm.ptr<3>, i32, i32) -> ()
        "scf.yield"() : () -> ()
      }, {
        %lo = "arith.constant"() <{value = 0 : index}> : () -> index
        %c1 = "arith.constant"() <{value = 1 : index}> : () -> index
        %hi = "arith.constant"() <{value = 1000 : index}> : () -> index
        "scf.for"(%lo, %hi, %c1) ({
        ^bb1(%iv: index):
          "scf.yield"() : () -> ()
        }) : (index, index, index) -> ()
        "nvvm.mbarrier.arrive"(%bar) : (!llvm.ptr<3>) -> i64
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
'''


def test_a_limit_reached_while_a_batch_waits_on_an_mbarrier_says_where_it_waits():
    """The report of the batched run described the released batch's mbarrier (it raised TypeError)."""
    k = _kernel(WAIT_WHILE_THE_OTHER_LOOPS, threads=256, grid=8)
    assert k.run({"in0": np.zeros(128, np.float32)}, max_steps=100_000).report.ctas == 8
    with pytest.raises(StepLimitExceeded) as ei:
        k.run({"in0": np.zeros(128, np.float32)}, max_steps=5000)
    assert "warpgroup 0 is blocked in 'nvvm.mbarrier.try_wait.parity' at t.mlir:" in str(ei.value), ei.value
    assert "waiting for the phase of parity 0 of the mbarrier at SMEM 0x0 (phase 0 (parity 0), pending " \
           "arrivals 128/128" in str(ei.value), ei.value


def _mgpu_run_in_3_gib(*args) -> subprocess.CompletedProcess:
    """mgpu-run in a process whose address space is capped at 3 GiB."""
    code = ("import resource, sys; resource.setrlimit(resource.RLIMIT_AS, (3 << 30, 3 << 30)); "
            "from mgpu.tools.mgpu_run import main; sys.exit(main(sys.argv[1:]))")
    return subprocess.run([sys.executable, "-c", code, *map(str, args)], capture_output=True, text=True)


def test_a_grid_of_a_billion_ctas_ends_at_the_step_limit(tmp_path):
    """The launch handler made a list of every CTA index (a grid of 10^9: all memory, then
    'internal emulator error: MemoryError'); the indices are made as the CTAs launch, and the step
    limit stops the run. (In a process whose address space is capped, so that the old behaviour
    fails fast instead of taking the machine's memory.)"""
    f = tmp_path / "huge.mlir"
    f.write_text(kernel('      %t = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index\n', grid=10**9))
    np.save(tmp_path / "x.npy", np.zeros(128, np.float32))
    p = _mgpu_run_in_3_gib(f, "--input", f"in0={tmp_path / 'x.npy'}", "--max-steps", "20000")
    assert p.returncode == 1 and "the run exceeded 20000 steps" in p.stderr, p.stderr
    assert f"{f}:" in p.stderr and "internal" not in p.stderr and "memory" not in p.stderr, p.stderr


def test_memory_running_out_inside_an_op_is_named_at_the_op(tmp_path):
    """A vector of 2^28 f32 per thread (128 GiB for a warpgroup) in a process of 3 GiB: 'out of
    memory' at the op that needed it, not an internal error."""
    f = tmp_path / "oom.mlir"
    f.write_text(kernel('''      %t = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %ti = "arith.index_cast"(%t) : (index) -> i32
      %f = "arith.sitofp"(%ti) : (i32) -> f32
      %v = "vector.broadcast"(%f) : (f32) -> vector<268435456xf32>
      %w = "arith.addf"(%v, %v) : (vector<268435456xf32>, vector<268435456xf32>) -> vector<268435456xf32>
      %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
      "vector.store"(%w, %m1, %c0) : (vector<268435456xf32>, memref<128xf32>, index) -> ()
'''))
    np.save(tmp_path / "x.npy", np.zeros(128, np.float32))
    p = _mgpu_run_in_3_gib(f, "--input", f"in0={tmp_path / 'x.npy'}")
    line = next(i for i, t in enumerate(f.read_text().splitlines(), 1) if '"arith.addf"' in t)
    assert p.returncode == 1 and p.stderr.startswith(
        f"{f}:{line}:7: error: 'arith.addf' op out of memory while executing this op: "), p.stderr
    assert "internal" not in p.stderr


@pytest.mark.parametrize("wall_clock", [False, True])
def test_the_time_limit_counts_cpu_time_unless_asked_for_wall_clock(monkeypatch, wall_clock):
    """A machine so busy that every look at the wall clock finds an hour gone: a run measured in CPU
    time (the default) completes; one measured in wall clock stops at its limit."""
    import time

    from mgpu.emulator.run import TimeLimitExceeded

    k = _kernel('      %t = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index\n', grid=4)
    hours = iter(range(0, 10**9, 3600))
    monkeypatch.setattr(time, "perf_counter", lambda: float(next(hours)))
    x = {"in0": np.zeros(128, np.float32)}
    if wall_clock:
        with pytest.raises(TimeLimitExceeded, match=r"time limit of 60 s \(wall clock; raise --timeout"):
            k.run(x, timeout_s=60, wall_clock=True)
    else:
        assert k.run(x, timeout_s=60).report.ctas == 4
