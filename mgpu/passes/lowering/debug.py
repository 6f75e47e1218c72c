"""Debugging ops: ``mosaic_gpu.debug_print`` and ``mosaic_gpu.print_layout``
(jax's dialect_lowering.py:653-702 at jax-v0.10.2).

``debug_print`` lowers as jax's ``FragmentedArray.debug_print`` (fragmented_array.py:3575): every
thread prints each element of its registers with a ``gpu.printf`` of its own (no single thread:
``uniform=False``), ``fmt.format("[i, j]: {}")`` with the element's logical index (%llu) and value
formatted as ``utils.debug_print`` does (utils.py:147-165). ``print_layout`` prints the layout while
jax compiles and emits no code: it lowers to nothing, and says jax's text as a remark at the op.
"""

from __future__ import annotations

import numpy as np
from xdsl.dialects import arith, vector
from xdsl.dialects.builtin import (
    BFloat16Type,
    DenseArrayBase,
    Float8E8M0FNUType,
    Float16Type,
    Float32Type,
    IndexType,
    IntegerType,
    StringAttr,
    VectorType,
    i8,
    i32,
    i64,
)
from xdsl.ir import Attribute, SSAValue

from mgpu import layouts as L
from mgpu.dialect.diagnostics import lowering as diag
from mgpu.dialect.mosaic_gpu.layout_ops import PrintLayoutSmemOp
from mgpu.dialect.mosaic_gpu.ops import DebugPrintOp, PrintLayoutOp
from mgpu.dialect.remarks import remark
from mgpu.dialect.typeinfo import is_tmem
from mgpu.layouts.jax_names import register_layout_text, tmem_layout_text
from mgpu.passes.lowering.builder import index
from mgpu.passes.lowering.state import LoweringState, fail, rule


@rule(DebugPrintOp)
def debug_print(s: LoweringState, op: DebugPrintOp) -> list[SSAValue]:
    """For register k, element i of this thread: ``printf(fmt, *index, value)``, the index of the
    register's first element with i added to its last dimension (as jax's ``foreach`` does, also
    for a layout whose vectors run along another dimension), in jax's order: registers, then
    elements."""
    b = s.b
    [layout] = s.layouts(op, "in_layouts")
    f = s.frag(op.value, layout)
    if f.is_splat:  # (jax's WGSplatFragLayout.thread_idxs raises NotImplementedError)
        raise fail(op, diag.LOWERING_NOT_SUPPORTED, what="mosaic_gpu.debug_print of a splat (WGSplatFragLayout) value")
    value_format = _value_format(f.dtype)
    if value_format is None:
        raise fail(op, diag.DEBUG_PRINT_TYPE, type=f.dtype)
    user = op.format
    try:
        fmt = user.data.format(f"[{', '.join(['{}'] * len(f.shape))}]: {{}}")
        fmt = fmt.format(*["%llu"] * len(f.shape), value_format[0]) + "\n"
    except (IndexError, KeyError, ValueError) as e:
        raise fail(op, diag.DEBUG_PRINT_FORMAT, format=user.data, why=e) from None
    starts = _register_starts(s, layout, f.shape)
    vec = L.vector_length(layout)
    for reg, start in zip(f.regs, starts, strict=True):
        for i in range(vec):
            value = reg
            if isinstance(reg.type, VectorType):
                value = b.v(vector.ExtractOp, [reg], f.dtype, props={"static_position": _position(i)})
            idx = [*start[:-1], b.arith(arith.AddiOp, start[-1], i) if i else start[-1]]
            b.op("gpu.printf", [*idx, value_format[1](b, value)], props={"format": StringAttr(fmt)})
    return []


def _register_starts(s: LoweringState, layout: L.RegisterLayout, shape: tuple[int, ...]) -> list[list[SSAValue]]:
    """Per register of this thread, the logical index (index values, one per dimension) of its first
    element: each dimension's index is affine in the bits of the thread's index in its warpgroup."""
    b = s.b
    table = np.unravel_index(L.register_flat_elements(layout, shape), shape)
    per_dim = []
    for t in table:
        split = L.split_thread_offsets(np.asarray(t, np.int64))
        if split is None:
            raise NotImplementedError(f"debug_print in layout {layout.text()}")
        terms, consts = split
        base = s.thread_affine(terms, index)
        per_dim.append([b.arith(arith.AddiOp, base, c) if c else base for c in consts])
    return [list(k) for k in zip(*per_dim)]


def _position(i: int) -> Attribute:
    return DenseArrayBase.from_list(i64, [i])


def _value_format(t: Attribute):
    """utils.debug_print's conversion of an element of type ``t`` and the code that makes the
    printed argument (utils.py:147-165 at jax-v0.10.2), or None for a type jax cannot print."""
    if isinstance(t, IndexType):
        return "%llu", lambda b, v: v
    if isinstance(t, IntegerType):
        return "%llu", lambda b, v: v if t.width.data >= 64 else b.v(arith.ExtUIOp, [v], i64)
    if isinstance(t, Float32Type):
        return "%f", lambda b, v: v
    if isinstance(t, Float8E8M0FNUType):
        return "%u", lambda b, v: b.v(arith.ExtUIOp, [b.v(arith.BitcastOp, [v], i8)], i32)
    if isinstance(t, Float16Type | BFloat16Type):
        return "%f", lambda b, v: b.v(arith.ExtFOp, [v], Float32Type())
    return None


@rule(PrintLayoutOp, PrintLayoutSmemOp)
def print_layout(s: LoweringState, op: PrintLayoutOp | PrintLayoutSmemOp) -> list[SSAValue]:
    """jax prints ``format.format(pprint_layout(value))`` while it lowers and emits no code
    (dialect_lowering.py:691-701): the same text, as a remark at the op (mgpu.dialect.remarks)."""
    ty = op.value.type
    if isinstance(ty, VectorType):
        [layout] = s.layouts(op, "in_layouts")
        text = register_layout_text(layout, s.jax.tiled_layout_unreduced_field)
    elif is_tmem(ty):
        [layout] = s.layouts(op, "in_tmem_layouts")
        text = tmem_layout_text(layout, s.jax.tiled_layout_unreduced_field)
    else:  # jax's rule takes a vector or a TMEM ref (its inference gives a SMEM ref no layout)
        raise fail(op, diag.LOWERING_NOT_SUPPORTED, what="mosaic_gpu.print_layout of a SMEM ref (jax prints the "
                                                         "layout of a vector or of a TMEM ref)")
    user = op.format
    try:
        message = user.data.format(text)
    except (IndexError, KeyError, ValueError, AttributeError) as e:
        raise fail(op, diag.PRINT_LAYOUT_FORMAT, format=user.data, why=e) from None
    remark(op, message)
    return []
