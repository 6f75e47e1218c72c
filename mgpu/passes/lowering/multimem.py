"""Multimem (several devices): ``mosaic_gpu.multimem_load_reduce`` and ``vector_store`` with
``multimem = true`` act on every device of a multicast object at once (jax lowers them to
``multimem.ld_reduce`` / ``multimem.st``, fragmented_array.py and utils.py:244, :332 at
jax-v0.10.2, through the multicast handle its runtime's collective metadata holds). mgpu emulates
one device, and its emulator refuses those instructions (emulator/handlers/multimem.py): the
lowering refuses them too, at the op, by name."""

from __future__ import annotations

from xdsl.ir import SSAValue

from mgpu.dialect.diagnostics import lowering as diag
from mgpu.dialect.mosaic_gpu.ops import MultimemLoadReduceOp, VectorStoreOp
from mgpu.dialect.typeinfo import bool_value
from mgpu.passes.lowering.state import LoweringState, fail, rule


@rule(MultimemLoadReduceOp)
def multimem_load_reduce(s: LoweringState, op: MultimemLoadReduceOp) -> list[SSAValue]:
    raise fail(op, diag.MULTIMEM_DEVICES, what="multimem_load_reduce", plain="vector_load")


def refuse_multimem_store(op: VectorStoreOp) -> None:
    """A ``vector_store`` with ``multimem = true`` is refused (see the module docstring)."""
    if bool_value(op.multimem):
        raise fail(op, diag.MULTIMEM_DEVICES, what="a multimem vector_store", plain="vector_store")
