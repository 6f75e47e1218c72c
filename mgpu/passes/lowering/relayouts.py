"""Relayouts of a warpgroup vector between two tiled layouts, as jax's ``FragmentedArray.to_layout``
does them (jax/experimental/mosaic/gpu/fragmented_array.py:1167 at jax-v0.10.2), register by register
in jax's order so that the lowered IR moves exactly the bits jax's does:

- a layout and its transposed variant (``WGMMA_LAYOUT`` <-> ``WGMMA_TRANSPOSED_LAYOUT``,
  ``TCGEN05_LAYOUT`` <-> ``TCGEN05_TRANSPOSED_LAYOUT``), 16- or 32-bit elements: each register is
  exchanged with the lane 4 away (``shfl.sync.bfly``), even and odd rows of 8 lanes keeping the other
  half (``prmt`` for 16 bits, ``select`` of whole elements for 32 bits);
- two ``tmem_native_layout``s of different vector lengths: registers split or joined in place;
- the upcast layouts of narrow integers to ``WGMMA_LAYOUT`` (fragmented_array.py:1458-1618 at
  jax-v0.12.0.1): ``WGMMA_LAYOUT_UPCAST_2X`` <-> ``WGMMA_LAYOUT`` (4-, 8- or 16-bit elements: column
  tiles paired into 32-bit words (64 for 16 bits), each exchanged with the neighbouring lane and
  blended by ``prmt`` or ``select``), ``WGMMA_LAYOUT_UPCAST_4X`` -> ``WGMMA_LAYOUT_UPCAST_2X`` (4-bit:
  exchanged with the lane 2 away), and ``UPCAST_4X`` -> ``WGMMA_LAYOUT`` through ``UPCAST_2X``.

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
    bits = element_bits(dtype)
    if {src, dst} == {L.WGMMA_LAYOUT_UPCAST_2X, L.WGMMA_LAYOUT} and bits in (4, 8, 16):
        return _upcast_2x_wgmma(b, src, dst, shape, bits, regs)
    if src == L.WGMMA_LAYOUT_UPCAST_4X and bits == 4 and dst in (L.WGMMA_LAYOUT_UPCAST_2X, L.WGMMA_LAYOUT):
        half = _upcast_4x_to_2x(b, shape, regs)
        return half if dst == L.WGMMA_LAYOUT_UPCAST_2X else _upcast_2x_wgmma(
            b, L.WGMMA_LAYOUT_UPCAST_2X, dst, shape, bits, half)
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


def _registers(layout: L.TiledLayout, shape: tuple[int, ...], regs: list[SSAValue]) -> np.ndarray:
    """The registers as jax's array of them (``registers_shape``)."""
    out = np.empty(len(regs), dtype=object)
    out[:] = regs
    return out.reshape(layout.registers_shape(shape))


def _put(arr: np.ndarray, idx: tuple[int, ...], reg: SSAValue) -> None:
    """``arr[idx] = reg`` where jax indexes fewer dims than ``arr`` has (the rest are of size 1)."""
    arr[(*idx, *[0] * (arr.ndim - len(idx)))] = reg


def _upcast_2x_wgmma(b: Builder, src: L.TiledLayout, dst: L.TiledLayout, shape: tuple[int, ...], bits: int,
                     regs: list[SSAValue]) -> list[SSAValue]:
    """``UPCAST_2X`` <-> ``WGMMA_LAYOUT`` (fragmented_array.py:1458): consecutive column tiles joined
    into registers of 32 bits (64 for 16-bit elements), half of each register exchanged with the lane
    next to it (``shfl.bfly 1``), even lanes keeping their low part, odd lanes their high part."""
    registers = _registers(src, shape, regs)
    new = np.empty(dst.registers_shape(shape), dtype=object)
    even = b.cmpi("eq", b.arith(arith.RemUIOp, b.linear_tid(), 2), 0)
    col = len(shape) - 1
    pack = max(32, L.WGMMA_LAYOUT_UPCAST_2X.vector_length * bits) // (src.vector_length * bits)
    if pack > 1:
        if registers.shape[col] % pack:
            raise NotImplementedError(f"relayout of {registers.shape[col]} column tiles in groups of {pack}")
        minor = np.moveaxis(registers, col, -1)
        joined = [vector_concat(b, list(g)) for g in zip(*(minor.flat[i::pack] for i in range(pack)))]
        grouped = np.empty(len(joined), dtype=object)
        grouped[:] = joined
        registers = np.moveaxis(grouped.reshape(*minor.shape[:-1], minor.shape[-1] // pack), -1, col)
    to_wgmma = dst == L.WGMMA_LAYOUT
    for idx, reg in np.ndenumerate(registers):
        if bits == 16:
            low, high = vector_slice(b, reg, 0, 2), vector_slice(b, reg, 2, 2)
            moved = shfl_bfly(b, b.v(arith.SelectOp, [even, high, low], low.type), 1)
            low = b.v(arith.SelectOp, [even, low, moved], low.type)
            high = b.v(arith.SelectOp, [even, moved, high], low.type)
            out = [low, high] if to_wgmma else [vector_concat(b, [low, high])]
        else:
            # 8 bits: bytes 0 1 of each lane's word and of its neighbour's; 4 bits: nibble pairs alike
            perms = (0x5410, 0x3276) if bits == 8 else (0x6240, 0x3715)
            perm = b.v(arith.SelectOp, [even, b.const(perms[0]), b.const(perms[1])], i32)
            blend = prmt(b, reg, shfl_bfly(b, reg, 1), perm)
            n = dst.vector_length
            out = [vector_slice(b, blend, i * n, n) for i in range(8 * 4 // bits // n)] if (
                to_wgmma or bits == 4) else [blend]
        rest = idx[col + 1:-1] if to_wgmma else (*idx[col + 1:], 0)
        for i, r in enumerate(out):
            _put(new, (*idx[:col], idx[col] * len(out) + i, *rest), r)
    return list(new.flat)


def _upcast_4x_to_2x(b: Builder, shape: tuple[int, ...], regs: list[SSAValue]) -> list[SSAValue]:
    """``UPCAST_4X`` -> ``UPCAST_2X`` of 4-bit elements (fragmented_array.py:1581): each 32-bit register
    exchanged with the lane 2 away; lanes 0 and 1 of each 4 keep their low half, 2 and 3 their high."""
    registers = _registers(L.WGMMA_LAYOUT_UPCAST_4X, shape, regs)
    new = np.empty(L.WGMMA_LAYOUT_UPCAST_2X.registers_shape(shape), dtype=object)
    low_pair = b.cmpi("ult", b.arith(arith.RemUIOp, b.linear_tid(), 4), 2)
    perm = b.v(arith.SelectOp, [low_pair, b.const(0x5410), b.const(0x3276)], i32)
    for idx, reg in np.ndenumerate(registers):
        blend = prmt(b, reg, shfl_bfly(b, reg, 2), perm)
        for i in range(2):
            _put(new, (idx[0], idx[1] * 2 + i, *idx[2:-1]), vector_slice(b, blend, i * 4, 4))
    return list(new.flat)
