"""TMA gather and scatter of rows: an ``async_load`` / ``async_store`` whose first index is a
vector naming the GMEM rows to copy (``tile::gather4`` / ``tile::scatter4``, 4 rows per copy).

As jax does (``LaunchContext.async_copy``'s gather branch, launch_context.py:1487-1662 at
jax-v0.10.2, reached from ``_gmem_slice_and_predicate``, dialect_lowering.py:1100-1124): the
instruction only addresses a 2-D GMEM tensor, so the transforms cannot go in the descriptor. The
descriptor is the plain 2-D one with a ``(1, minor)`` box (and the ref's swizzle); the copy of the
tiled slice is unrolled by hand: every register of 4 row indices (``TMA_INDICES``: warp ``w`` issues
rows ``16 i + 4 w ...``, one elected lane per warp; ``TMA_INDICES_4``: the warpgroup's leader issues
them all) and every index of the other tiled dims but the minor one, each copy's column the
flattened GMEM offset of those dims. The rows land in SMEM at the tiled ref's element of that
row and column, so the descriptor's swizzle puts them where jax's tiled + swizzled layout wants.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
from xdsl.dialects import arith, vector
from xdsl.dialects.builtin import IntegerType, MemRefType, VectorType, i32, i64
from xdsl.ir import Operation, SSAValue

from mgpu import layouts as L
from mgpu.arch import TMA_GATHER_ROWS, WARPS_IN_WARPGROUP
from mgpu.dialect.mosaic_gpu.ops import AsyncLoadOp, AsyncStoreOp
from mgpu.passes.lowering.builder import Builder, index
from mgpu.passes.lowering.refs import static_strides, tiled_shape
from mgpu.passes.lowering.shuffles import at
from mgpu.passes.lowering.state import LoweringState
from mgpu.passes.typeinfo import element_bits

# jax's inline PTX (launch_context.py:1636-1652 at jax-v0.10.2), which the emulator reads.
_GATHER = ("@$0 cp.async.bulk.tensor.2d.shared::cta.global.tile::gather4.mbarrier::complete_tx::bytes "
           "[$1], [$2, {$4, $5, $6, $7, $8}], [$3];")
_SCATTER = "@$0 cp.async.bulk.tensor.2d.global.shared::cta.tile::scatter4.bulk_group [$1, {$3, $4, $5, $6, $7}], [$2];"

Descriptor = Callable[[list[int], list[int], list[int], int], SSAValue]


def is_gather(indices: list[SSAValue]) -> bool:
    """Does a vector of indices name the rows of this copy?"""
    return any(isinstance(i.type, VectorType) for i in indices)


def _refuse(op: Operation, what: str) -> NotImplementedError:
    return NotImplementedError(f"not supported: {op.name} of the rows a vector of indices names (a TMA gather "
                               f"or scatter) {what}")


def copy_rows(s: LoweringState, op: AsyncLoadOp | AsyncStoreOp, gmem: SSAValue, smem: SSAValue,
              smem_addr: SSAValue, indices: list[SSAValue], descriptor: Descriptor, barrier: SSAValue | None) -> None:
    """The gather (``barrier``: the load's) or scatter (``barrier`` None) of ``op``, between the GMEM
    rows the vector ``indices[0]`` names, from column ``indices[1]``, and the dense (tiled) SMEM box
    at ``smem_addr``; ``descriptor(sizes, strides, box, swizzle)`` makes the TMA descriptor."""
    b = s.b
    if s.warp_semantics:
        raise _refuse(op, "in a warp_map body")
    if op.predicate is not None:  # (jax's rule drops the op's predicate for a gather: dialect_lowering.py:1121)
        raise _refuse(op, "with a predicate")
    gty, sty = gmem.type, smem.type
    assert isinstance(gty, MemRefType) and isinstance(sty, MemRefType)
    lengths = [int(x) for x in op.slice_lengths.get_values()]
    if len(indices) != 2 or not isinstance(indices[0].type, VectorType) or isinstance(indices[1].type, VectorType):
        raise NotImplementedError("Gathers/scatters only supported along the first dimension of 2D arrays")
    if -1 in lengths:
        raise NotImplementedError("Gather/scatter unsupported when using integer indexing")
    G = list(gty.get_shape())
    gmem_strides = list(static_strides(gty))
    if tuple(gmem_strides) != tuple(L.row_major_strides(tuple(G))):
        raise NotImplementedError("async_copy assumes the GMEM reference is contiguous")
    ebits = element_bits(gty.element_type)
    if any(st * ebits % 128 for st in gmem_strides[:-1]):
        raise ValueError("async_copy requires all GMEM strides except the last one to be a multiple of 16 bytes")
    vec = indices[0].type
    assert isinstance(vec, VectorType)
    idx_type = vec.element_type
    if not isinstance(idx_type, IntegerType) or idx_type.width.data > 32:
        raise ValueError("Gather/scatter indices must be integers that are at most 32-bit wide")
    [layout] = s.layouts(op, "in_layouts")
    first_row, issuer, stride = _issuers(s, layout)
    rows = s.frag(indices[0], layout)
    tr = s.transforms(op, 0)
    col = b.index_cast(indices[1], index) if indices[1].type != index else indices[1]
    sl = _tiled_slice(b, [vec.get_shape()[0], lengths[1]], gmem_strides, col, tr.tiling)
    shape, strides, gathered = sl.shape, sl.strides, sl.gathered
    if tuple(shape) != tiled_shape(sty, tr):
        raise ValueError(f"Expected the SMEM reference to have the same shape as the transformed slice: "
                         f"{tiled_shape(sty, tr)} != {tuple(shape)}")
    if TMA_GATHER_ROWS * shape[-1] * ebits % 1024:
        raise ValueError(f"Gather/scatter TMA would require breaking it up into transfers of "
                         f"{TMA_GATHER_ROWS * shape[-1] * ebits // 8} bytes, but need a multiple of 128 bytes")
    if sum((d - 1) * st for g, d, st in zip(gathered[:-1], shape[:-1], strides[:-1]) if not g) > G[1]:
        raise NotImplementedError("Non-gather dims don't fit into the columns")
    desc = descriptor(G, gmem_strides, [1, shape[-1]], tr.swizzle or 16)
    col_base = b.const(0, index)
    for g, x, st in zip(gathered, sl.base, strides):
        if not g:
            term = b.const(x * st, index) if isinstance(x, int) else b.arith(arith.MuliOp, x, st)
            col_base = b.arith(arith.AddiOp, col_base, term)
    col_base = b.index_cast(col_base, i32)
    smem_strides = L.row_major_strides(tuple(shape))
    others = tuple(1 if g else d for g, d in zip(gathered[:-1], shape[:-1]))
    for i, reg in enumerate(rows.regs):
        if rows.dtype != i32:
            reg = b.v(arith.ExtUIOp, [reg], VectorType(i32, [TMA_GATHER_ROWS]))
        row = b.arith(arith.AddiOp, first_row, i * TMA_GATHER_ROWS * stride)
        # This register's first row, as an index of each gathered dim of the tiled slice.
        row_at = iter([b.index_cast(b.arith(arith.RemUIOp, b.arith(arith.DivUIOp, row, st), d), index)
                       for g, d, st in zip(gathered, shape, sl.gather_strides) if g])
        row_offset = b.const(0, index)
        for g, d in zip(gathered[:-1], smem_strides[:-1]):
            if g:
                row_offset = b.arith(arith.AddiOp, row_offset, b.arith(arith.MuliOp, next(row_at), d))
        words = [b.v(vector.ExtractOp, [reg], i32, props=at(j)) for j in range(TMA_GATHER_ROWS)]
        for other in np.ndindex(*others):
            elems = sum(j * d for g, j, d in zip(gathered[:-1], other, smem_strides[:-1]) if not g)
            # (elements * bits / 8: exact, as the check above makes 4 rows 128 bytes, one row whole
            # bytes; jax takes utils.memref_ptr of the SMEM slice, which is as much for a sub-byte type)
            offset = b.arith(arith.DivUIOp, b.arith(arith.MuliOp, b.arith(arith.AddiOp, row_offset, elems), ebits), 8)
            ptr = b.inttoptr(b.arith(arith.AddiOp, smem_addr, b.index_cast(offset, i64)), b.t("!llvm.ptr<3>"))
            column = b.arith(arith.AddiOp, col_base,
                             sum(int(j) * st for g, j, st in zip(gathered[:-1], other, strides[:-1]) if not g))
            if barrier is None:
                b.inline_asm(_SCATTER, "b,l,r" + ",r" * (TMA_GATHER_ROWS + 1), [issuer, desc, ptr, column, *words])
            else:
                b.inline_asm(_GATHER, "b,r,l,r" + ",r" * (TMA_GATHER_ROWS + 1),
                             [issuer, ptr, desc, barrier, column, *words])


def _issuers(s: LoweringState, layout: L.RegisterLayout) -> tuple[SSAValue, SSAValue, int]:
    """The first row this thread's registers of indices hold, whether it issues their copies, and
    the registers' stride in rows (in units of 4): ``TMA_INDICES_4``: rows 4 i, all issued by the
    warpgroup's leader; ``TMA_INDICES``: rows 4 w + 16 i in warp w, issued by one lane of it."""
    b = s.b
    if layout == L.TMA_INDICES_4_LAYOUT:
        return b.const(0), s.wg_leader(), 1
    if layout == L.TMA_INDICES_LAYOUT:
        warp = b.arith(arith.RemUIOp, s.warp(), WARPS_IN_WARPGROUP)
        return b.arith(arith.MuliOp, warp, TMA_GATHER_ROWS), b.elect(), WARPS_IN_WARPGROUP
    raise ValueError(f"Unsupported gather indices layout: {layout.text()}")


@dataclass
class _TiledSlice:
    """The slice (rows, columns) tiled as the SMEM ref is: its shape, its GMEM strides, the stride of
    each dim along the rows (a dim is gathered when it is not 0) and its base index."""
    shape: list[int]
    strides: list[int]
    gather_strides: list[int]
    base: list[SSAValue | int]

    @property
    def gathered(self) -> list[bool]:
        return [x != 0 for x in self.gather_strides]


def _tiled_slice(b: Builder, shape: list[int], strides: list[int], col: SSAValue,
                 tiling: tuple[int, ...] | None) -> _TiledSlice:
    """The slice of rows at column ``col`` tiled as jax's ``TileTransform`` tiles it
    (``transform_shape`` / ``transform_strides`` / ``transform_index``, launch_context.py:236-285
    at jax-v0.10.2): each of the last k dims becomes (d / t, t)."""
    sl = _TiledSlice(list(shape), list(strides), [1, 0], [0, col])
    if tiling is None:
        return sl
    T, k = list(tiling), len(tiling)
    if k > 2 or any(x % t for x, t in zip(shape[2 - k:], T)):
        raise ValueError(f"Expected GMEM slice shape {tuple(shape)} suffix to be a multiple of tiling {tuple(T)}")
    lead = 2 - k
    return _TiledSlice(
        [*shape[:lead], *(x // t for x, t in zip(shape[lead:], T)), *T],
        [*strides[:lead], *(x * t for x, t in zip(strides[lead:], T)), *strides[lead:]],
        [*sl.gather_strides[:lead], *(x * t for x, t in zip(sl.gather_strides[lead:], T)), *sl.gather_strides[lead:]],
        [*sl.base[:lead], *(_div(b, x, t, "arith.divui") for x, t in zip(sl.base[lead:], T)),
         *(_div(b, x, t, "arith.remui") for x, t in zip(sl.base[lead:], T))])


def _div(b: Builder, x: SSAValue | int, t: int, name: str) -> SSAValue | int:
    """``x`` divided by (or modulo) the tile ``t``: a constant stays one."""
    if isinstance(x, int):
        return x // t if name == "arith.divui" else x % t
    return b.arith(name, x, t)
