"""NVSHMEM multimem PTX, jax's exact strings (jax/experimental/mosaic/gpu/utils.py:244, :332, :1485
at jax-v0.10.2): mgpu emulates one device, so each is refused by name, located at the op, saying
it needs several devices (handlers/multimem.py)."""

from __future__ import annotations

import numpy as np
import pytest

from mgpu.emulator.errors import EmulatorError

from .inline_ptx import N, run_asm

PTR = ("i64", np.zeros(N, np.int64))
WORD = ("i32", np.zeros(N, np.int32))


@pytest.mark.parametrize("opcode, asm, constraints, inputs, outs", [
    ("multimem.st", "multimem.st.relaxed.sys.global.v2.f32 [$0], {$1,$2};", "l,r,r", [PTR, WORD, WORD], ()),
    ("multimem.ld_reduce", "multimem.ld_reduce.relaxed.sys.global.add.u32 $0, [$1];", "=r,l", [PTR], "i32"),
    ("multimem.red", "{\n            @$2 multimem.red.release.sys.global.add.u32 [$0], $1;\n"
     "            fence.proxy.alias;\n        }\n        ", "l,r,b", [PTR, WORD, ("i1", np.ones(N, bool))], ()),
])
def test_multimem_is_refused_as_needing_several_devices(opcode, asm, constraints, inputs, outs):
    with pytest.raises(EmulatorError) as e:
        run_asm(asm, constraints, inputs, outs)
    msg = str(e.value)
    assert f"'{opcode}'" in msg and "several devices" in msg and "inline_ptx.mlir:" in msg
