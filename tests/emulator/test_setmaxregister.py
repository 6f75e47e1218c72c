"""nvvm.setmaxregister: no effect on values, the CTA's register budget checked
(mgpu/emulator/handlers/registers.py)."""

from __future__ import annotations

import numpy as np
import pytest

from mgpu.arch import REGISTERS_PER_SM
from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.errors import DeadlockError, EmulatorError
from mgpu.emulator.handlers.registers import launch_share
from mgpu.emulator.run import run

from tests.support.kernel_text import kernel

BODY = '''
      %tid = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %c128 = "arith.constant"() <{value = 128 : index}> : () -> index
      %wg = "arith.divui"(%tid, %c128) : (index, index) -> index
      %cz = "arith.constant"() <{value = 0 : index}> : () -> index
      %producer = "arith.cmpi"(%wg, %cz) <{predicate = 0 : i64}> : (index, index) -> i1
      "scf.if"(%producer) ({
        "nvvm.setmaxregister"() <{action = #nvvm<action decrease>, regCount = DEC : i32}> : () -> ()
        "scf.yield"() : () -> ()
      }, {
        "nvvm.setmaxregister"() <{action = #nvvm<action increase>, regCount = INC : i32}> : () -> ()
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %c1 = "arith.constant"() <{value = 1 : index}> : () -> index
      %t = "arith.remui"(%tid, %c128) : (index, index) -> index
      %v = "memref.load"(%m0, %t) : (memref<128xf32>, index) -> f32
      "scf.if"(%producer) ({
        "memref.store"(%v, %m1, %t) : (f32, memref<128xf32>, index) -> ()
        "scf.yield"() : () -> ()
      }, {
      }) : (i1) -> ()
'''


def _run(dec: int, inc: int):
    text = kernel(BODY.replace("DEC", str(dec)).replace("INC", str(inc)), threads=384)
    x = np.arange(128, dtype=np.float32)
    return run(parse_module(text, "t.mlir", make_context()), {"in0": x}), text


def test_launch_share_splits_the_register_file_evenly():
    assert launch_share(384) == 168 and launch_share(128) == 248
    assert launch_share(384) * 384 <= REGISTERS_PER_SM


def test_hopper_matmul_split_fits_and_changes_no_value():
    """jax's warp-specialised Hopper matmul: the producer drops to 40, both consumers rise to 232
    (40 + 232 + 232 = 504 registers x 128 threads <= 64K), in either order of the warpgroups."""
    res, _ = _run(40, 232)
    assert np.array_equal(res.outputs["out0"], np.arange(128, dtype=np.float32))


def test_a_split_over_the_register_file_is_reported():
    with pytest.raises(DeadlockError) as ei:
        _run(24, 256)
    msg = str(ei.value)
    assert "t.mlir:" in msg
    assert "setmaxregister increase 256 by warpgroup" in msg
    assert f"over the SM's {REGISTERS_PER_SM}" in msg


def test_increase_below_the_current_count_is_an_error():
    with pytest.raises(EmulatorError, match=r"t.mlir:\d+:\d+.*setmaxregister increase 160: warpgroup 1 has 168 "
                                            r"registers per thread"):
        _run(40, 160)
