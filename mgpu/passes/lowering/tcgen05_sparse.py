"""The sparse form of ``tcgen05_mma`` (an ``a_sparse_metadata`` operand): jax's ``tcgen05.mma`` with
``a_sparse_metadata`` (tcgen05.py:183-595 at jax-v0.10.2) and ``_do_mma``'s ``.sp`` text (:699-786).

A is the compressed (M, K / 2) operand: its descriptor steps 32 bytes a ``tcgen05.mma.sp``, as a dense
A; B steps 64 bytes of K (every other dense step). The metadata is a TMEM ref (M, K / 2) i2 in
``sparse_meta_layout()``; instruction p of the K loop reads it at column ``(p // n) * 2`` with
sparsity selector ``p % n``, n being 2 for 16-bit operands (one column an instruction) and 1 for
8-bit ones (two columns), the selector and the sparsity bit in the instruction descriptor's bits 0-2
(``create_instr_descriptor``). jax refuses M = 64 (M = 128 per CTA only), tf32, N not a multiple of 16
(32 for a collective s8 MMA), several N groups ("A sparse metadata address calculation for multiple
tiles") and a K-major B with the 32-byte swizzle; so does this rule. What these cells mean:
mgpu/emulator/tcgen05_sparse.py.

With block scales too (E4M3 / E5M2 operands, kind::mxf8f6f4.block_scale): the block-scaled descriptor
(mgpu.passes.lowering.tcgen05_scaled) with the sparsity bit and no selector, the metadata address the
last operand, ``[$7]`` after the scales' ``[$5], [$6]`` (``sparse_meta_idx = 5 + 2``, :702), and one scale
a 64-element block of the logical K (jax's ``scale_block *= 2``, :351): instruction p reads scale byte p % 4
of column group p // 4, as a dense block-scaled MMA's p-th 32-byte step.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.dialects import arith
from xdsl.dialects.builtin import MemRefType, i8
from xdsl.ir import SSAValue

from mgpu import layouts as L
from mgpu.dialect.diagnostics.lowering import SCALED_SPARSE_MMA_BLOCKS
from mgpu.dialect.mosaic_gpu.ops import TcGen05MMAOp
from mgpu.passes.lowering.builder import Builder
from mgpu.passes.typeinfo import element_bits

SPARSE_BIT = 1 << 2  # the instruction descriptor's sparsity bit (bits 0-1: the selector)
META_BITS_PER_COLUMN = 32
SCALED = {"sp": ".sp", "meta": "[$7], "}  # (the PTX text's parts with block scales: after them, $5 and $6)
SCALED_CONSTRAINT = ",r"
SCALE_BLOCK = 64  # K elements a scale factor covers in a sparse MMA (jax: 32 * 2, e8m0 scales)


@dataclass(frozen=True)
class SparseMetadata:
    """The metadata ref's TMEM address and how many instructions share a column pair."""
    address: SSAValue
    per_column_pair: int

    def step(self, b: Builder, p: int) -> tuple[int, SSAValue]:
        """(the instruction descriptor's sparsity bits, the metadata address) of instruction ``p``."""
        selector = p % self.per_column_pair
        return SPARSE_BIT | selector, b.arith(arith.AddiOp, self.address, p // self.per_column_pair * 2)


def sparse_plan(op: TcGen05MMAOp, meta: SSAValue, address: SSAValue, layout, *, m: int, n: int, n_group: int,
                group: int, b_k_major: bool, b_swizzle: int) -> SparseMetadata:
    """jax's checks of a sparse tcgen05.mma, refusing what it refuses; the plan of the metadata at
    TMEM ``address``."""
    mty, b = meta.type, op.b.type
    assert isinstance(mty, MemRefType) and isinstance(b, MemRefType)
    bits = element_bits(b.element_type)
    k = b.get_shape()[0]
    if op.a_scale is not None and op.b_scale is not None:
        _check_scale_blocks(op.a_scale.type, op.b_scale.type, k)
    n_div = 32 if group == 2 and b.element_type == i8 else 16
    if m != 128 or bits not in (8, 16) or n % n_div or n_group != n or (b_k_major and b_swizzle == 32) \
            or layout != L.sparse_meta_layout() or tuple(mty.get_shape()) != (m, k // 2):
        raise NotImplementedError(
            f"not supported: sparse tcgen05_mma with M = {m}, N = {n} (groups of {n_group}), {b.element_type} "
            f"operands, B {'K' if b_k_major else 'N'}-major with the {b_swizzle}-byte swizzle, metadata {mty} in "
            f"TMEM layout {layout.text()} (jax's: M = 128, 8- or 16-bit, N a multiple of {n_div} in one group, "
            f"not a K-major B with the 32-byte swizzle, (M, K / 2) i2 in sparse_meta_layout)")
    instr_k = 2 * 256 // bits  # 64 bytes of B's K
    columns = instr_k // 4 * 2 * 2 // META_BITS_PER_COLUMN  # two 2-bit entries a group of four
    return SparseMetadata(address, 2 // columns)


def _check_scale_blocks(a_scale, b_scale, k: int) -> None:
    """jax's shape check of a block-scaled sparse MMA's scales (tcgen05.py:419-448): K / 64 blocks each."""
    assert isinstance(a_scale, MemRefType) and isinstance(b_scale, MemRefType)
    blocks = {a_scale.get_shape()[1], b_scale.get_shape()[1]}
    if blocks != {k // SCALE_BLOCK} or k % SCALE_BLOCK:
        raise NotImplementedError(SCALED_SPARSE_MMA_BLOCKS.format(k=k, a=a_scale, b=b_scale, block=SCALE_BLOCK,
                                                                  blocks=k // SCALE_BLOCK))
