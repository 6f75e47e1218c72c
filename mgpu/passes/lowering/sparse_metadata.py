"""``async_store_sparse_metadata_smem_to_tmem``: A's sparse metadata copied from SMEM into TMEM by
``tcgen05.cp`` (jax's ``tcgen05.async_copy_sparse_metadata_smem_to_tmem``, tcgen05.py:1744, lowered by
dialect_lowering.py:1295 at jax-v0.10.2).

The SMEM ref is contiguous (M / 128, K / 128, 128, 64) i2: a tile of 128 rows of 64 entries (16
bytes) a K tile. One thread (jax's single-lane predicate) issues, per K tile, a
``tcgen05.cp.128x128b`` from a matrix descriptor at that tile (no swizzle, LBO 0, SBO 128 bytes: row
r at r x 16 bytes) to the TMEM column 4 x the tile's index, row r in lane r; how the MMA reads these
cells: mgpu/emulator/tcgen05_sparse.py. Only M = 128 (jax: "Only M=128 supported"), the TMEM ref in
``sparse_meta_layout()``.
"""

from __future__ import annotations

from xdsl.dialects.builtin import MemRefType
from xdsl.ir import SSAValue

from mgpu import layouts as L
from mgpu.arch import CORE_MATRIX_BYTES
from mgpu.dialect.mosaic_gpu.ops import AsyncStoreSparseMetadataSmemToTmemOp
from mgpu.passes.lowering.refs import static_strides
from mgpu.passes.lowering.smem_to_tmem import copy_to_tmem
from mgpu.passes.lowering.state import LoweringState, rule
from mgpu.passes.lowering.tmem import cta_group, tmem_address
from mgpu.passes.typeinfo import element_bits

TILE = (128, 64)  # rows x i2 entries of a metadata tile: 16 bytes a row


@rule(AsyncStoreSparseMetadataSmemToTmemOp, warp_semantics=True)
def async_store_sparse_metadata_smem_to_tmem(s: LoweringState,
                                             op: AsyncStoreSparseMetadataSmemToTmemOp) -> list[SSAValue]:
    src, dst = op.source, op.destination
    sty, tty = src.type, dst.type
    assert isinstance(sty, MemRefType) and isinstance(tty, MemRefType)
    [layout] = s.layouts(op, "in_tmem_layouts")
    shape, strides = tuple(sty.get_shape()), static_strides(sty)
    bits = element_bits(sty.element_type)
    rows, cols = tty.get_shape()
    if bits != 2 or layout != L.sparse_meta_layout() or rows != TILE[0] or cols % TILE[1] \
            or shape != (1, cols // TILE[1], *TILE) or strides != L.row_major_strides(shape):
        raise NotImplementedError(
            f"not supported: async_store_sparse_metadata_smem_to_tmem of {sty} into {tty} in TMEM layout "
            f"{layout.text()} (only a contiguous (1, K / 128, 128, 64) i2 ref into 128 rows in sparse_meta_layout)")
    base = tmem_address(s, dst)
    then = s.b.scf_if(s.single_lane())
    start = s.memref_address(src, then)
    tile_bytes = strides[1] * bits // 8
    sbo = (CORE_MATRIX_BYTES >> 4) << 32  # (tcgen05.py:1781: "the same as in MMA")
    for tile in range(shape[1]):
        copy_to_tmem(then, base, 4 * tile, start, tile * tile_bytes, strides, sbo,
                     {"shape": s.b.a("#nvvm.tcgen05_cp_shape<shape_128x128b>"),
                      "group": s.b.a(cta_group(op.collective))})
    return []
