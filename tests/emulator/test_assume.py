"""llvm.intr.assume (mgpu/emulator/handlers/llvm.py): jax 0.12 assumes a peer buffer's alignment
(launch_context.py:2526 at jax-v0.12.0.1); a false assumption is undefined behaviour, so the run stops there."""

from __future__ import annotations

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.errors import EmulatorError
from mgpu.emulator.run import run

from tests.support.kernel_text import kernel

BODY = '''      %tid = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %bound = "arith.constant"() <{value = BOUND : index}> : () -> index
      %ok = "arith.cmpi"(%tid, %bound) <{predicate = 6 : i64}> : (index, index) -> i1
      llvm.intr.assume %ok : i1
      %v = "memref.load"(%m0, %tid) : (memref<128xf32>, index) -> f32
      "memref.store"(%v, %m1, %tid) : (f32, memref<128xf32>, index) -> ()
'''


def _run(bound: int):
    text = kernel(BODY.replace("BOUND", str(bound)))
    x = np.arange(128, dtype=np.float32)
    return run(parse_module(text, "t.mlir", make_context()), {"in0": x}).outputs["out0"], x


def test_a_true_assumption_runs_on():
    got, x = _run(128)
    assert np.array_equal(got, x)


def test_a_false_assumption_stops_the_run_located():
    with pytest.raises(EmulatorError, match=r"t\.mlir:\d+:\d+: error: 'llvm.intr.assume' op llvm.intr.assume: the assumed "
                                            r"condition is false in 64 thread\(s\) \(undefined behaviour\)"):
        _run(64)
