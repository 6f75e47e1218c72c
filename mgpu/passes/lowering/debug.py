"""Debugging ops: ``mosaic_gpu.debug_print`` and ``mosaic_gpu.print_layout``
(jax's dialect_lowering.py:654-702 at jax-v0.10.2).

jax lowers ``debug_print`` to a ``printf`` per register (``FragmentedArray.debug_print``), which
the emulator has no way to run: refused, located. ``print_layout`` prints the layout while jax
compiles and emits no code: the kernel is the same without it, so it lowers to nothing.
"""

from __future__ import annotations

import json

from xdsl.dialects.builtin import VectorType
from xdsl.ir import Operation, SSAValue

from mgpu.dialect import diagnostics as diag
from mgpu.dialect.remarks import remark
from mgpu.dialect.typeinfo import is_tmem
from mgpu.layouts.jax_names import register_layout_text, tmem_layout_text
from mgpu.passes.lowering.state import LoweringState, fail, rule


@rule("mosaic_gpu.debug_print")
def debug_print(s: LoweringState, op: Operation) -> list[SSAValue]:
    raise fail(op, diag.LOWERING_NOT_SUPPORTED,
               what="mosaic_gpu.debug_print (jax lowers it to printf, which the emulator cannot run)")


@rule("mosaic_gpu.print_layout")
def print_layout(s: LoweringState, op: Operation) -> list[SSAValue]:
    """jax prints ``format.format(pprint_layout(value))`` while it lowers and emits no code
    (dialect_lowering.py:691-701): the same text, as a remark at the op (mgpu.dialect.remarks)."""
    ty = op.operands[0].type
    if isinstance(ty, VectorType):
        [layout] = s.layouts(op, "in_layouts")
        text = register_layout_text(layout)
    elif is_tmem(ty):
        [layout] = s.layouts(op, "in_tmem_layouts")
        text = tmem_layout_text(layout)
    else:  # jax's rule takes a vector or a TMEM ref (its inference gives a SMEM ref no layout)
        raise fail(op, diag.LOWERING_NOT_SUPPORTED, what="mosaic_gpu.print_layout of a SMEM ref (jax prints the "
                                                         "layout of a vector or of a TMEM ref)")
    fmt = op.properties["format"].data  # pyright: ignore[reportAttributeAccessIssue]
    try:
        message = fmt.format(text)
    except (IndexError, KeyError, ValueError, AttributeError) as e:
        raise fail(op, diag.PRINT_LAYOUT_FORMAT, fmt=json.dumps(fmt), reason=f"{type(e).__name__}: {e}") from None
    remark(op, message)
    return []
