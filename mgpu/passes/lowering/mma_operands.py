"""SMEM operands of the MMAs (``wgmma``, ``tcgen05_mma``): their plan and matrix descriptors.

Operands A (M, K) and B (K, N) are SMEM refs tiled ``(8, S / e)`` with the S-byte swizzle (e = the
element's bytes: 2 for f16/bf16, 1 for i8 and the 8-bit floats, 1/2 for f4E2M1FN, packed two a byte
as jax's 4-bit refs are; S = 128, 64 or 32), as jax's MMA operands are, or the transposes of such
refs; both are read through 64-bit shared-memory matrix descriptors
(docs/design/payload_semantics.md §3 A7/A10): start address ``(addr & 0x3FFFF) >> 4``, leading/stride
byte offsets >> 4 at bits 16/32, swizzle code at bits 62-63 (the same bits say the same swizzle to
tcgen05, whose field is bits 61-63: mgpu/emulator/wgmma.py). One MMA instruction consumes 32 bytes
of K (K = 16 f16, 32 i8, 64 f4E2M1FN). A K-major operand (A, or a transposed B): stride offset =
bytes between 8-row groups, each K step advances 32 bytes (or to the next K tile). An MN-major one
(B, or a transposed A): leading offset = the next MN tile, stride offset = bytes between 8-row
groups of K, each K step advances 32 / e / 8 such groups, as jax emits them (mma_utils.py at
jax-v0.10.2, ``create_descriptor``). Those strides are the operand's tile strides
(``refs.ref_view``): a slice of a wider or taller ref keeps its parent's.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.dialects import llvm
from xdsl.dialects.builtin import (
    Float4E2M1FNType,
    Float8E4M3FNType,
    Float8E5M2Type,
    MemRefType,
    bf16,
    f16,
    f32,
    i8,
    i64,
)
from xdsl.ir import Attribute, Operation, SSAValue

from mgpu.passes.lowering.builder import Builder
from mgpu.passes.lowering.refs import RefView, ref_view, static_strides
from mgpu.passes.lowering.state import LoweringState

# The descriptor's swizzle code at bits 62-63, per swizzle span in bytes (PTX ISA §9.7.15.5.1.2.2).
SWIZZLE_CODE = {128: 1 << 62, 64: 2 << 62, 32: 3 << 62}
K_BYTES = 32  # of A's and B's K one instruction consumes (PTX ISA §9.7.15.5.1, §9.7.16.10.1)


def operand_bits(t: Attribute) -> int | None:
    """The bits of an MMA operand element type, or None for a type no MMA lowered here takes."""
    if t in (f16, bf16):
        return 16
    if t == i8 or isinstance(t, (Float8E4M3FNType, Float8E5M2Type)):
        return 8
    if t == f32:  # wgmma's tf32 operands (tcgen05_mma's kinds refuse them before)
        return 32
    if isinstance(t, Float4E2M1FNType):  # tcgen05_mma's block-scaled mxf4 (wgmma's verifier refuses it)
        return 4
    return None


@dataclass(frozen=True)
class Operand:
    """An SMEM MMA operand: its logical shape, view (its tile strides, its parent's for a slice, and
    address; the untransposed ref's for a transpose), swizzle span in bytes, element bits, and
    whether it is transposed (a ref tiled ``(8, S / e)`` seen through ``memref.transpose``)."""
    shape: tuple[int, ...]
    view: RefView
    swizzle: int
    bits: int
    transposed: bool

    def bytes_of(self, elems: int) -> int:
        """The bytes of ``elems`` contiguous elements (packed, for 4-bit ones: whole bytes here)."""
        return elems * self.bits // 8

    @property
    def tile_cols(self) -> int:
        """The elements of one row of a swizzle tile."""
        return self.swizzle * 8 // self.bits


def operand(s: LoweringState, op: Operation, i: int, ref: SSAValue, what: str, b: Builder | None = None) -> Operand:
    """The plan of operand ``what`` of ``op`` (its ``i``-th SMEM operand, for its transforms)."""
    ty = ref.type
    assert isinstance(ty, MemRefType)
    tr = s.transforms(op, i)
    bits = operand_bits(ty.element_type)
    cols = (tr.swizzle or 0) * 8 // (bits or 8)
    transposed = tr.tiling == (cols, 8) and static_strides(ty)[-1] != 1
    if bits is None or tr.swizzle not in SWIZZLE_CODE or tr.tiling not in ((8, cols), (cols, 8)) or \
            len(ty.get_shape()) != 2 or (tr.tiling == (cols, 8)) != transposed:
        raise NotImplementedError(
            f"MMA operand {what} of type {ty} with transforms {tr.tiling}/{tr.swizzle}: only 16-bit "
            f"(f16/bf16), 8-bit (i8, f8E4M3FN, f8E5M2), for tcgen05_mma 4-bit (f4E2M1FN) or, for wgmma, "
            f"f32 (tf32) refs tiled (8, S / bytes) with "
            f"the S-byte swizzle (S = 128, 64 or 32), or their transposes, are lowered")
    view = ref_view(s, ref, tr, b, transposed)
    if view.strides[-2:] != (cols, 1):
        raise NotImplementedError(f"not supported: MMA operand {what} of type {ty} whose (8, {cols}) tiles "
                                  f"are not row-major (tile strides {list(view.strides)})")
    return Operand(tuple(ty.get_shape()), view, tr.swizzle, bits, transposed)


def k_major_descriptor(x: Operand) -> tuple[int, list[int]]:
    """(high bits, per-K-step offsets in 16-byte units) of a K-major operand: A, or a transposed B
    (whose untransposed (N, K) view reads as A's does). The strides between 8-row groups and column
    tiles are the operand's tile strides."""
    rows, cols = (x.bytes_of(st) for st in x.view.strides[:2])
    k = x.shape[0] if x.transposed else x.shape[1]
    width = x.tile_cols
    steps = [((e // width) * cols + x.bytes_of(e % width)) >> 4 for e in range(0, k, K_BYTES * 8 // x.bits)]
    return SWIZZLE_CODE[x.swizzle] | ((rows >> 4) << 32), steps


def mn_major_descriptor(x: Operand) -> tuple[int, list[int]]:
    """(high bits and LBO, per-K-step offsets in 16-byte units) of an MN-major operand: B, or a
    transposed A (whose untransposed (K, M) view reads as B's does)."""
    rows, cols = (x.bytes_of(st) for st in x.view.strides[:2])
    k = x.shape[1] if x.transposed else x.shape[0]
    k_step = K_BYTES * 8 // x.bits
    groups = k_step // 8  # 8-row groups of K a step
    steps = [(groups * step * rows) >> 4 for step in range(k // k_step)]
    return SWIZZLE_CODE[x.swizzle] | ((rows >> 4) << 32) | ((cols >> 4) << 16), steps


def smem_desc_low(b: Builder, view: RefView) -> SSAValue:
    masked = b.v(llvm.AndOp, [view.address, b.const(0x3FFFF, i64)], i64)
    return b.v(llvm.LShrOp, [masked, b.const(4, i64)], i64)
