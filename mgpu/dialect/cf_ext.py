"""The cf dialect as mgpu has it: only ``cf.assert``, the one cf op jax 0.10.2 emits
(jax/_src/pallas/mosaic_gpu/lowering.py:4561, ``pl.debug_check``).

jax's kernels branch with structured scf ops; ``cf.br`` / ``cf.cond_br`` / ``cf.switch`` only
appear after ``convert-scf-to-cf``, which mgpu does not run, so they stay unregistered and a file
that has them gets the located "not supported by mgpu" error rather than an op the emulator could
not execute. xDSL's ``cf.assert`` has MLIR's syntax (``cf.assert %c, "message"``).
"""

from __future__ import annotations

from xdsl.dialects.cf import AssertOp
from xdsl.ir import Dialect

Cf = Dialect("cf", [AssertOp], [])
