"""TMEM layouts (jax 0.10.2 ``tcgen05.py``): ``TiledLayout`` values over TMEM lanes and columns,
and which register layouts a TMEM load/store moves them to."""

from __future__ import annotations

from mgpu.arch import TMEM_LANES, WARP_SIZE
from mgpu.layouts.register import (
    TCGEN05_LAYOUT,
    TMEM_NATIVE_LAYOUT,
    WGMMA_LAYOUT,
    RegisterLayout,
    TiledLayout,
    tiled_layout,
)


def tmem_default_layout(packing: int = 1) -> TiledLayout:
    """TMEM layout for 1-CTA MMA with M=128: row i in TMEM lane i."""
    return tiled_layout(((TMEM_LANES, packing), (WARP_SIZE, packing)), (-4,), (-2,), -1)


def tmem_half_lane_layout(columns: int, packing: int = 1) -> TiledLayout:
    """TMEM layout for 1-CTA MMA with M=64."""
    return tiled_layout(((TMEM_LANES // 2, columns), (WARP_SIZE // 2, columns // 2), (packing,)), (-5,), (-4, -3), -1)


def tmem_m64_collective_layout(columns: int, packing: int = 1) -> TiledLayout:
    """TMEM layout of a CTA's 64 rows of a 2-CTA MMA with M=128: columns j < N/2 in lanes 0..63,
    the others in lanes 64..127 (PTX data path Layout B)."""
    return tiled_layout(((TMEM_LANES // 2, columns), (WARP_SIZE, columns // 2), (packing,)), (-4, -5), (-3,), -1)


def fa_m64_collective_layout(columns: int) -> TiledLayout:
    """``tcgen05.fa_m64_collective_layout``: the register layout of transfers to/from
    :func:`tmem_m64_collective_layout` (TCGEN05's, over the folded 128 x N/2 cells)."""
    return tiled_layout(((TMEM_LANES // 2, columns), (WARP_SIZE, columns // 2), (8, 8), (2,)), (-6, -7), (-3, -2), -1)


def infer_tmem_layout(shape: tuple[int, ...], collective: bool, packing: int) -> TiledLayout | None:
    """``tcgen05._infer_tmem_layout`` (None where jax raises)."""
    if len(shape) != 2 or packing > 8 or packing.bit_count() != 1 or shape[1] % packing:
        return None
    if shape[0] == TMEM_LANES:
        return tmem_default_layout(packing)
    if shape[0] == TMEM_LANES // 2 and shape[1] % 16 == 0:
        if collective:
            return tmem_m64_collective_layout(shape[1], packing)
        if packing <= shape[1] // 2:
            return tmem_half_lane_layout(shape[1], packing)
    return None


def tmem_packing(layout: TiledLayout) -> int:
    return layout.vector_length


def sparse_meta_layout() -> TiledLayout:
    """``tcgen05.sparse_meta_layout()`` (tcgen05.py:1109 at jax-v0.10.2): the TMEM layout of A's sparse
    metadata. As jax says, it names the metadata's layout rather than describes it (jax compares it
    for equality only; the cells are in mgpu/emulator/tcgen05_sparse.py's docstring)."""
    return tiled_layout(((TMEM_LANES, 16), (TMEM_LANES // 4, 1), (16, 1), (8, 1)), (-8,), (-2, -4, -6), -7)


def is_valid_tmem_transfer(tmem: TiledLayout, reg: RegisterLayout, shape: tuple[int, ...], bitwidth: int) -> bool:
    """``IsTransferableTmemRegisters.is_valid_tmem_transfer``."""
    if not isinstance(reg, TiledLayout):
        return False
    packing = tmem_packing(tmem)
    columns = shape[1]
    if reg == TCGEN05_LAYOUT and tmem == tmem_default_layout(packing):
        return True
    if reg == tmem and packing * bitwidth == 32:
        return True
    if (reg == TMEM_NATIVE_LAYOUT and tmem == tmem_default_layout(packing)
            and ((bitwidth == 16 and packing == 1) or bitwidth == 32)):
        return True
    if (columns % 16 == 0 and packing <= columns // 2 and reg == WGMMA_LAYOUT
            and tmem == tmem_half_lane_layout(columns, packing)):
        return True
    if (columns % 16 == 0 and packing <= 8 and reg == fa_m64_collective_layout(columns)
            and tmem == tmem_m64_collective_layout(columns, packing)):
        return True
    return False


def tmem_register_candidates(tmem: TiledLayout, shape: tuple[int, ...], bitwidth: int) -> list[TiledLayout]:
    """Register layouts for a TMEM transfer, in jax's order of preference."""
    cands = [TCGEN05_LAYOUT, tmem, TMEM_NATIVE_LAYOUT, WGMMA_LAYOUT]
    if shape[1] % 16 == 0:
        cands.append(fa_m64_collective_layout(shape[1]))
    return [c for c in cands if is_valid_tmem_transfer(tmem, c, shape, bitwidth)]


def tmem_layout_candidates(reg: RegisterLayout, shape: tuple[int, ...], bitwidth: int) -> list[TiledLayout]:
    """TMEM layouts for a transfer of a register layout, in jax's order of preference."""
    if not isinstance(reg, TiledLayout):
        return []
    out: list[TiledLayout] = []
    columns = shape[1]
    for packing in dict.fromkeys([max(32 // bitwidth, 1), 1]):
        cands = [tmem_default_layout(packing)]
        if columns % 16 == 0 and packing <= columns // 2:
            cands.append(tmem_half_lane_layout(columns, packing))
        if columns % 16 == 0 and packing <= 8:
            cands.append(tmem_m64_collective_layout(columns, packing))
        out += [c for c in cands if is_valid_tmem_transfer(c, reg, shape, bitwidth)]
    return out
