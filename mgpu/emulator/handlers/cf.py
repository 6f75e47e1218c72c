"""cf dialect: ``cf.assert`` (jax's ``pl.debug_check``, jax/_src/pallas/mosaic_gpu/lowering.py:4561).

On the GPU a failed assertion traps the kernel (MLIR lowers it to a call of ``__assertfail``); the
emulator stops the run with a located error carrying the assertion's message.
"""

from __future__ import annotations

import numpy as np

from mgpu.dialect.cf_ext import AssertOp
from mgpu.dialect.diagnostics.emulator.run import ASSERTION_FAILED
from mgpu.emulator.errors import EmulatorError
from mgpu.emulator.handler_spec import Registers
from mgpu.emulator.handlers.registry import handler
from mgpu.emulator.machine import Context
from mgpu.emulator.program import Prep


@handler(AssertOp)
def _assert(p: Prep):
    (cond,) = p.ins
    message = p.op.msg.data

    def run(ctx: Context, R: Registers):
        c = np.asarray(R[cond], bool)
        failed = int(np.count_nonzero(~c)) * (ctx.T if c.shape[0] == 1 else 1)  # (1,): uniform
        if failed:
            raise EmulatorError(ASSERTION_FAILED.format(threads=failed, message=message))

    return run
