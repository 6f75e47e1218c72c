"""Relayouts of a warpgroup vector between two tiled layouts, as jax's ``FragmentedArray.to_layout``
does them (jax/experimental/mosaic/gpu/fragmented_array.py:1167 at jax-v0.10.2), register by register
in jax's order so that the lowered IR moves exactly the bits jax's does:

- a layout and its transposed variant (``WGMMA_LAYOUT`` <-> ``WGMMA_TRANSPOSED_LAYOUT``,
  ``TCGEN05_LAYOUT`` <-> ``TCGEN05_TRANSPOSED_LAYOUT``), 16- or 32-bit elements: each register is
  exchanged with the lane 4 away (``shfl.sync.bfly``), even and odd rows of 8 lanes keeping the other
  half (``prmt`` for 16 bits, ``select`` of whole elements for 32 bits);
- two ``tmem_native_layout``s of different vector lengths: registers split or joined in place.

Any other pair is refused (``None``): the caller names it.
"""

from __future__ import annotations

import numpy as np
from xdsl.dialects import arith
from xdsl.dialects.builtin import i32
from xdsl.ir import Attribute, SSAValue

from mgpu import layouts as L
from mgpu.passes.lowering.builder import Builder
from mgpu.passes.lowering.shuffles import prmt, shfl_bfly, vector_concat, vector_slice
from mgpu.passes.typeinfo import element_bits

_TRANSPOSE_PAIRS = {(L.WGMMA_LAYOUT, L.WGMMA_TRANSPOSED_LAYOUT), (L.TCGEN05_LAYOUT, L.TCGEN05_TRANSPOSED_LAYOUT)}


def relayout(b: Builder, src: L.RegisterLayout, dst: L.RegisterLayout, shape: tuple[int, ...],
             dtype: Attribute, regs: list[SSAValue]) -> list[SSAValue] | None:
    """This thread's registers of the ``shape`` array ``regs`` (in ``src``) in ``dst``; None where
    jax has no such relayout."""
    if not isinstance(src, L.TiledLayout) or not isinstance(dst, L.TiledLayout):
        return None
    if ((src, dst) in _TRANSPOSE_PAIRS or (dst, src) in _TRANSPOSE_PAIRS) and element_bits(dtype) in (16, 32):
        return _transpose(b, dtype, regs)
    if src == L.tmem_native_layout(src.vector_length) and dst == L.tmem_native_layout(dst.vector_length):
        return _tmem_native_vector_length(b, src, dst, shape, regs)
    return None


def _transpose(b: Builder, dtype: Attribute, regs: list[SSAValue]) -> list[SSAValue]:
    """Lanes of even rows (thread // 4 even) keep their low half and take the partner's low half as
    their high one; odd rows the converse (``to_layout``, fragmented_array.py:1183)."""
    even = b.cmpi("eq", b.arith(arith.RemUIOp, b.arith(arith.DivUIOp, b.linear_tid(), 4), 2), 0)
    if element_bits(dtype) == 16:
        perm = b.v(arith.SelectOp, [even, b.const(0x5410), b.const(0x3276)], i32)
        return [prmt(b, r, shfl_bfly(b, r, 4), perm) for r in regs]
    out = []
    for r in regs:
        lo, hi = vector_slice(b, r, 0, 1), vector_slice(b, r, 1, 1)
        moved = shfl_bfly(b, b.v(arith.SelectOp, [even, hi, lo], lo.type), 4)
        new_lo = b.v(arith.SelectOp, [even, lo, moved], lo.type)
        new_hi = b.v(arith.SelectOp, [even, moved, hi], lo.type)
        out.append(vector_concat(b, [new_lo, new_hi]))
    return out


def _tmem_native_vector_length(b: Builder, src: L.TiledLayout, dst: L.TiledLayout, shape: tuple[int, ...],
                               regs: list[SSAValue]) -> list[SSAValue]:
    """Register (i, j) of vector length v holds columns [j v, j v + v) of the thread's row: a longer
    register is the shorter ones of its columns joined (fragmented_array.py:1220)."""
    old = np.empty(len(regs), dtype=object)
    old[:] = regs
    old = old.reshape(src.registers_shape(shape))
    new = np.empty(dst.registers_shape(shape), dtype=object)
    if src.vector_length > dst.vector_length:
        ratio, n = src.vector_length // dst.vector_length, dst.vector_length
        for idx, reg in np.ndenumerate(old):
            for i in range(ratio):
                new[(idx[0], idx[1] * ratio + i, *idx[2:])] = vector_slice(b, reg, i * n, n)
    else:
        ratio = dst.vector_length // src.vector_length
        for idx in np.ndindex(new.shape):
            new[idx] = vector_concat(b, [old[(idx[0], idx[1] * ratio + i, *idx[2:])] for i in range(ratio)])
    return list(new.flat)
