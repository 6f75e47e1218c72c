"""Debugging ops: ``mosaic_gpu.debug_print`` and ``mosaic_gpu.print_layout``
(jax's dialect_lowering.py:654-702 at jax-v0.10.2).

jax lowers ``debug_print`` to a ``printf`` per register (``FragmentedArray.debug_print``), which
the emulator has no way to run: refused, located. ``print_layout`` prints the layout while jax
compiles and emits no code: the kernel is the same without it, so it lowers to nothing.
"""

from __future__ import annotations

from xdsl.ir import Operation, SSAValue

from mgpu.dialect import diagnostics as diag
from mgpu.passes.lowering.state import LoweringState, fail, rule


@rule("mosaic_gpu.debug_print")
def debug_print(s: LoweringState, op: Operation) -> list[SSAValue]:
    raise fail(op, diag.LOWERING_NOT_SUPPORTED,
               what="mosaic_gpu.debug_print (jax lowers it to printf, which the emulator cannot run)")


@rule("mosaic_gpu.print_layout")
def print_layout(s: LoweringState, op: Operation) -> list[SSAValue]:
    return []
