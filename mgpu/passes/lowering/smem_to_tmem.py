"""``async_store_smem_to_tmem``: a tiled SMEM ref copied into TMEM by ``tcgen05.cp`` (jax's
``tcgen05.async_copy_smem_to_tmem``, tcgen05.py at jax-v0.10.2).

The TMEM ref is 128 rows in the default layout, fully packed (32 / bits elements a cell); the SMEM
ref is tiled ``(8, 8 S / bits)`` with the S-byte swizzle (S = 16: none). One thread issues, per
tile column of the ref and per 32 bytes of it (16 without a swizzle), a ``tcgen05.cp.128x256b``
(``.128x128b``) from a matrix descriptor at that tile column (LBO 16 bytes: the minor dim is
contiguous; SBO the bytes between 8-row tiles; the swizzle code) to the TMEM column that many
32-bit cells on (PTX ISA §9.7.16.9). ``async_store_scales_smem_to_tmem`` is lowered in
:mod:`mgpu.passes.lowering.scales_to_tmem`, the sparse-metadata copy in
:mod:`mgpu.passes.lowering.sparse_metadata`.
"""

from __future__ import annotations

from xdsl.dialects import arith, llvm
from xdsl.dialects.builtin import MemRefType, i64
from xdsl.ir import SSAValue

from mgpu import layouts as L
from mgpu.dialect.mosaic_gpu.ops import AsyncStoreSmemToTmemOp
from mgpu.passes.lowering.builder import Builder
from mgpu.passes.lowering.mma_operands import SWIZZLE_CODE, smem_desc_low
from mgpu.passes.lowering.refs import RefView, ref_view
from mgpu.passes.lowering.state import LoweringState, rule
from mgpu.passes.lowering.tmem import cta_group, tmem_address
from mgpu.passes.typeinfo import element_bits


@rule(AsyncStoreSmemToTmemOp, warp_semantics=True)
def async_store_smem_to_tmem(s: LoweringState, op: AsyncStoreSmemToTmemOp) -> list[SSAValue]:
    src, dst = op.source, op.destination
    sty, tty = src.type, dst.type
    assert isinstance(sty, MemRefType) and isinstance(tty, MemRefType)
    bits = element_bits(sty.element_type)
    tr = s.transforms(op, 0)
    swizzle = tr.swizzle or 16
    width = 8 * swizzle // bits  # a tile's columns
    [layout] = s.layouts(op, "in_tmem_layouts")
    rows, cols = tty.get_shape()
    if bits not in (8, 16, 32) or layout != L.tmem_default_layout(32 // bits) or rows != 128 \
            or tuple(tr.tiling or ()) != (8, width) or cols % width or cols * bits < 128:
        raise NotImplementedError(
            f"not supported: async_store_smem_to_tmem of {sty} with transforms {tr.tiling}/{tr.swizzle} into "
            f"{tty} in TMEM layout {layout.text()} (only 128 rows, fully packed, from a ref tiled (8, 8 S / bits))")
    cp_bytes = 16 if swizzle == 16 else 32
    shape = s.b.a(f"#nvvm.tcgen05_cp_shape<shape_128x{8 * cp_bytes}b>")
    base = tmem_address(s, dst)
    then = s.b.scf_if(s.single_lane())
    view = ref_view(s, src, tr, then)
    row_tiles, col_tiles = (st * bits // 8 for st in view.strides[:2])  # bytes between tiles
    high = (16 >> 4) << 16 | (row_tiles >> 4) << 32 | SWIZZLE_CODE.get(swizzle, 0)
    for tile in range(cols // width):
        for cp in range(width * bits // 8 // cp_bytes):
            column = (tile * (width * bits // 8 // cp_bytes) + cp) * cp_bytes // 4
            copy_to_tmem(then, base, column, view.address, tile * col_tiles + cp * cp_bytes, view.strides, high,
                         {"shape": shape, "group": s.b.a(cta_group(op.collective))})
    return []


def copy_to_tmem(b: Builder, base: SSAValue, column: int, start: SSAValue, offset: int, strides, high: int,
                 props: dict) -> None:
    """One ``tcgen05.cp`` (of ``b``'s issuing thread, ``props`` its shape, multicast and CTA group):
    from the matrix descriptor of the SMEM bytes ``offset`` after ``start`` (element ``strides``; the
    descriptor's high bits ``high``) to the TMEM column ``column`` after ``base``. The scales and
    sparse-metadata copies issue theirs through it too."""
    addr = b.v(llvm.AddOp, [start, b.const(offset, i64)], i64)
    desc = b.v(llvm.OrOp, [smem_desc_low(b, RefView(addr, strides)), b.const(high, i64)], i64)
    taddr = b.inttoptr(b.arith(arith.AddiOp, base, column), b.t("!llvm.ptr<6>"))
    b.op("nvvm.tcgen05.cp", [taddr, desc], props=props)
