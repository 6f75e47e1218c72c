"""How jax 0.11.2 and later move a tiled register value to or from an SMEM ref: ``FragmentedArray.transfer_tiled``'s
decision (fragmented_array.py:4624-4925 at 0.12.0.1, :4279-4560 at 0.11.2), the part that says whether a transfer is
done, and how: one ``ldmatrix`` / ``stmatrix`` per four registers (``row``: the rows of an 8x8 matrix in the ref,
``col``: its columns, the ``.trans`` form; PTX ISA "Warp Level Matrix Load Instruction: ldmatrix") or one plain
access per register, in the bank-conflict-free order of ``plan_tiled_transfer`` (``mgpu.layouts.smem``).

jax 0.10.2 planned the same transfers without ``ldmatrix``: ``mgpu.layouts.smem.is_supported_smem_transfer``.
Each refusal is raised with jax's reason and the values its words name (``TransferRefused.reason``, ``.fields``):
``mgpu.passes.lowering.tiled_transfer_check.REFUSALS`` maps it to jax's words in the message table.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass

from mgpu.layouts.register import LayoutError, RegisterLayout, Replicated, TiledLayout, Tiling
from mgpu.layouts.transfer_refused import TransferRefused
from mgpu.layouts.smem import (
    DOWNGRADABLE,
    NO_SWIZZLE,
    OPTIMIZED,
    StaggeredTransferPlan,
    TransferPlanDerivationError,
    TrivialTransferPlan,
    minor_tile_swizzle,
    plan_tiled_transfer,
    tile_nested_shape_strides,
    tile_strides,
)

ROW, COL = "row", "col"  # nvvm.MMALayout of an ldmatrix / stmatrix

# jax's reasons, in the order transfer_tiled raises them
TXMATRIX_BLACKWELL_8BIT = "txmatrix_blackwell_8bit"  # TxMatrixIneligible, :4724
TXMATRIX_LAYOUT = "txmatrix_layout"                  # TxMatrixIneligible, :4747
STRIDES_NOT_VECTORS = "strides_not_vectors"          # UnsupportedTransferError, :4776
VECTOR_DIM_STRIDE = "vector_dim_stride"              # UnsupportedTransferError, :4781
VECTOR_BYTES = "vector_bytes"                        # ValueError, :4798
SWIZZLE = "swizzle"                                  # ValueError, :4805
TXMATRIX_8BIT_ORDER = "txmatrix_8bit_order"          # NotImplementedError, :4877
TXMATRIX_PLAN = "txmatrix_plan"                      # TxMatrixIneligible, :4923


class TxMatrixIneligible(TransferRefused):
    """jax's ``fa.TxMatrixIneligible``: not an ``ldmatrix`` / ``stmatrix`` transfer (jax tries a plain one)."""


class UnsupportedTransferError(TransferRefused):
    """jax's ``fa.UnsupportedTransferError``."""


class TransferValueError(TransferRefused):
    """What jax's transfer_tiled raises as a ValueError / NotImplementedError: its inference does not catch it."""


@dataclass(frozen=True)
class TiledTransfer:
    """A transfer jax makes: ``txmatrix`` ROW, COL or None (plain accesses), in ``plan``'s order."""

    txmatrix: str | None
    plan: TrivialTransferPlan | StaggeredTransferPlan


def _enumerate_negative(seq):
    return ((i - len(seq), x) for i, x in enumerate(seq))


def tiled_transfer(shape: tuple[int, ...], strides: tuple[int, ...], tiling: tuple[int, ...] | None,
                   layout: TiledLayout, bits: int, swizzle: int, optimized: bool, use_txmatrix: bool,
                   arch_major: int) -> TiledTransfer:
    """``transfer_tiled`` of a value of ``shape`` in ``layout`` with an SMEM ref of that shape and ``strides``, tiled
    by ``tiling`` (None: by its shape, as ``load_untiled`` / ``store_untiled``) and swizzled by ``swizzle`` bytes.
    Raises ``TransferRefused`` (a subclass: which of jax's exceptions) where jax raises."""
    # An untiled ref jax reshapes to (1, ..., 1, *shape), its strides kept (store_untiled / load_untiled,
    # fragmented_array.py:4091, :4117 at 0.12.0.1): the leading dims are of size 1, whose strides move nothing
    ref_strides = (*(0,) * len(shape), *strides) if not tiling else tile_strides(tuple(strides), tuple(tiling))
    tiling = tuple(tiling) if tiling else tuple(shape)
    rank = len(tiling)
    ref_shape = Tiling((tiling,)).tile_shape(tuple(shape))
    logical = len(ref_shape) - rank
    first = logical - rank
    nested_shape = tuple((ref_shape[i], ref_shape[i + rank]) if i >= first and ref_shape[i + rank] != 1
                         else (ref_shape[i],) for i in range(logical))
    nested_strides = tuple((ref_strides[i], ref_strides[i + rank]) if i >= first and ref_shape[i + rank] != 1
                           else (ref_strides[i],) for i in range(logical))
    t_shape, t_strides = tile_nested_shape_strides(layout.tiling, nested_shape, nested_strides)
    vector_length = layout.vector_length

    tx_layout = None
    load_vector_dim = layout.vector_dim
    pair_dim = None
    if use_txmatrix:
        minor_lane, major_lane = layout.lane_dims[-1], layout.lane_dims[0]
        reg_ok = (bits * vector_length == 32 and isinstance(minor_lane, int)
                  and math.prod(t_shape[minor_lane]) % 4 == 0)
        row = (reg_ok and t_shape[minor_lane][-1] % 4 == 0  # pyright: ignore[reportCallIssue,reportArgumentType]
               and t_strides[minor_lane][-1] == vector_length)  # pyright: ignore[reportCallIssue,reportArgumentType]
        col = (reg_ok and bits in (8, 16) and isinstance(major_lane, int) and len(layout.lane_dims) == 2
               and t_shape[major_lane] == (8,) and t_strides[major_lane] == (1,))
        if col and bits == 8:
            if arch_major < 10:
                raise TxMatrixIneligible(TXMATRIX_BLACKWELL_8BIT)
            for pair_dim, (dims, dim_strides) in _enumerate_negative(list(zip(t_shape, t_strides))):
                if pair_dim in layout.lane_dims or pair_dim in layout.warp_dims or pair_dim == layout.vector_dim:
                    continue
                if dim_strides[-1] == 8 and dims[-1] % 2 == 0:
                    break
            else:
                col = False
        if not (row or col):
            raise TxMatrixIneligible(TXMATRIX_LAYOUT)
        load_vector_dim = layout.vector_dim if row else major_lane
        tx_layout = ROW if row else COL
        assert isinstance(load_vector_dim, int)
    if any(any(s % vector_length and d != 1 for s, d in zip(ss, ds))
           for i, (ss, ds) in _enumerate_negative(list(zip(t_strides, t_shape))) if i != load_vector_dim):
        raise UnsupportedTransferError(STRIDES_NOT_VECTORS)
    if t_strides[load_vector_dim] != (1,):
        raise UnsupportedTransferError(VECTOR_DIM_STRIDE)
    if vector_length * bits % 8:
        raise TransferValueError(VECTOR_BYTES, length=vector_length, bits=vector_length * bits)
    if swizzle not in (16, 32, 64, 128):
        raise TransferValueError(SWIZZLE)
    if not optimized:
        return TiledTransfer(tx_layout, TrivialTransferPlan())
    mem_layout = layout
    if tx_layout == COL:
        mem_layout = _col_memory_layout(layout, bits, pair_dim)
    plan = plan_tiled_transfer(nested_shape, nested_strides, mem_layout, bits, swizzle)
    if tx_layout is not None and not isinstance(plan, TrivialTransferPlan):
        raise TxMatrixIneligible(TXMATRIX_PLAN)
    return TiledTransfer(tx_layout, plan)


def _col_memory_layout(layout: TiledLayout, bits: int, pair_dim: int | None) -> TiledLayout:
    """The layout whose plain transfer touches SMEM as a ``.trans`` ldmatrix / stmatrix does: the layout the bank
    conflicts of a COL transfer are planned for (fragmented_array.py:4838-4917 at 0.12.0.1)."""
    major_lane = layout.lane_dims[0]
    assert isinstance(major_lane, int)
    if bits == 16:
        tile, within = find_dim_in_tiling(layout, major_lane)
        new_tile = list(layout.tiling.tiles[tile])
        new_tile[within] = layout.vector_length
        sub = subdivide_tile(layout, tile, tuple(new_tile))
        row_major, row_minor, col_major = sub.lane_dims
        assert isinstance(row_minor, int)
        return TiledLayout(sub.tiling, sub.warp_dims, (col_major, sub.vector_dim, row_major), row_minor)
    assert pair_dim is not None
    minor_lane = layout.lane_dims[-1]
    assert isinstance(minor_lane, int)
    if not pair_dim < major_lane < minor_lane:
        raise TransferValueError(TXMATRIX_8BIT_ORDER)
    tile, within = find_dim_in_tiling(layout, pair_dim)
    new_tile = list(layout.tiling.tiles[tile])
    new_tile[within] = 16
    sub = subdivide_tile(layout, tile, tuple(new_tile))
    tile, within = find_dim_in_tiling(sub, major_lane)
    major_tile = list(sub.tiling.tiles[tile])
    major_tile[within] = layout.vector_length
    sub = subdivide_tile(sub, tile, tuple(major_tile))
    tile, within = find_dim_in_tiling(sub, minor_lane)
    minor_tile = list(sub.tiling.tiles[tile])
    minor_tile[within] = 2 * layout.vector_length
    sub = subdivide_tile(sub, tile, tuple(minor_tile))
    row_major, row_minor, _, col_major = sub.lane_dims
    assert isinstance(row_minor, int)
    sub_pair = pair_dim - len(major_tile) - len(minor_tile)
    return TiledLayout(sub.tiling, sub.warp_dims, (col_major, sub.vector_dim, sub_pair, row_major), row_minor)


def find_dim_in_tiling(layout: TiledLayout, dim: int) -> tuple[int, int]:
    """``TiledLayout.find_dim_in_tiling``: the (negative) index of the tile that makes tiled dim ``dim``, and the
    dim's place in it (fragmented_array.py:697 at 0.12.0.1)."""
    assert dim < 0
    dims = 0
    tiles = layout.tiling.tiles
    for k in range(1, len(tiles) + 1):
        dims -= len(tiles[-k])
        if dim >= dims:
            return -k, dim - dims
    raise ValueError(f"Dimension {dim} not found in tiling")


def subdivide_tile(layout: TiledLayout, tile_idx: int, new_tile: tuple[int, ...]) -> TiledLayout:
    """``TiledLayout.subdivide_tile``: ``new_tile`` inserted right after tile ``tile_idx``, the lane and warp dims
    it splits split with it (fragmented_array.py:709 at 0.12.0.1)."""
    assert tile_idx <= -1
    tiles = list(layout.tiling.tiles)
    stable = sum(map(len, tiles[tile_idx:]))
    assert len(new_tile) == len(tiles[tile_idx])
    if tile_idx == -1:
        tiles.append(new_tile)
    else:
        tiles.insert(tile_idx + 1, new_tile)

    def adjust(d: int | Replicated) -> tuple[int | Replicated, ...]:
        if isinstance(d, int):
            if d < -stable:
                return (d - len(new_tile),)
            if d < -stable + len(new_tile):
                return d - len(new_tile), d
        return (d,)

    if layout.vector_dim < -stable + len(new_tile):
        raise NotImplementedError("Multiple vector dimensions not supported.")
    return TiledLayout(Tiling(tuple(tiles)), tuple(x for d in layout.warp_dims for x in adjust(d)),
                       tuple(x for d in layout.lane_dims for x in adjust(d)), layout.vector_dim).canonicalize()


def txmatrix_first_transfer(shape: tuple[int, ...], strides: tuple[int, ...], tiling: tuple[int, ...] | None,
                            layout: TiledLayout, bits: int, swizzle: int, optimized: bool,
                            arch_major: int) -> TiledTransfer:
    """What jax's lowering of an SMEM load or store does (load_tiled, store_tiled, fragmented_array.py:4474-4560,
    :4394-4472 at 0.12.0.1): an ldmatrix / stmatrix transfer where it may be one, else a plain one; only
    ``TxMatrixIneligible`` falls back (the ldmatrix path's other refusals are the op's)."""
    try:
        return tiled_transfer(shape, strides, tiling, layout, bits, swizzle, optimized, True, arch_major)
    except TxMatrixIneligible:
        return tiled_transfer(shape, strides, tiling, layout, bits, swizzle, optimized, False, arch_major)


def transfer_possible(shape: tuple[int, ...], strides: tuple[int, ...], tiling: tuple[int, ...] | None,
                      layout: TiledLayout, bits: int, swizzle: int, optimized: bool, arch_major: int) -> bool:
    """``IsTransferableSmemRegisters._is_supported_smem_transfer`` of jax 0.11.2 and later (constraints.py:667-715
    at 0.12.0.1, :684-740 at 0.11.2): transfer_tiled's first step with ldmatrix / stmatrix, else without, refused
    only by its three exceptions (a ValueError of transfer_tiled escapes jax's inference: raised here too)."""
    for use_txmatrix in (True, False):
        try:
            tiled_transfer(shape, strides, tiling, layout, bits, swizzle, optimized, use_txmatrix, arch_major)
            return True
        except (TxMatrixIneligible, UnsupportedTransferError, TransferPlanDerivationError):
            continue
    return False


def is_supported_tiled_transfer(shape: tuple[int, ...], strides: tuple[int, ...], bits: int, kind: str,
                                tiling: tuple[int, ...] | None, reg: RegisterLayout, swizzle: int | None,
                                arch_major: int) -> bool:
    """jax 0.11.2 and later's ``_is_supported_smem_transfer`` (constraints.py:667-715 at 0.12.0.1, :684-740 at
    0.11.2) for a value in ``reg`` and a ref of ``shape`` / ``strides`` tiled by ``tiling`` (None: untiled) and
    swizzled by ``swizzle`` (None: the swizzle of the tile of its minor dim, 16 untiled), moved as ``kind`` asks."""
    return _supported(tuple(shape), tuple(strides), bits, kind, None if tiling is None else tuple(tiling), reg,
                      swizzle, arch_major)


@functools.cache
def _supported(shape, strides, bits, kind, tiling, reg, given_swizzle, arch_major) -> bool:
    if not isinstance(reg, TiledLayout):
        return tiling is None and given_swizzle in (None, NO_SWIZZLE)
    optimized = kind == OPTIMIZED or (kind == DOWNGRADABLE and tiling is not None)
    try:
        swizzle = given_swizzle or (NO_SWIZZLE if tiling is None else minor_tile_swizzle(strides, tiling, bits))
        return transfer_possible(shape, strides, tiling, reg, bits, swizzle, optimized, arch_major)
    except (LayoutError, TransferValueError):
        # jax's inference raises (a ValueError of tile_strides / tile_nested_shape_strides / transfer_tiled): mgpu's
        # finds no layout here, refusing as well
        return False
