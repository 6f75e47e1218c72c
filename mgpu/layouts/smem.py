"""SMEM layouts (jax 0.10.2): the ``tile`` + ``swizzle`` transforms of a ref, which tilings MMA operands and register
transfers accept, and the bank-conflict-free transfer plan (``fragmented_array.plan_tiled_transfer``).

``compute_swizzle`` is the one swizzle rule: the passes choose transforms with it and the
emulator (``mgpu/emulator/swizzle.py``) imports it.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass

import numpy as np

from mgpu.arch import SMEM_BANK_BYTES, SMEM_BANKS, WARP_SIZE
from mgpu.layouts.transfer_refused import TransferRefused
from mgpu.layouts.register import (
    TCGEN05_LAYOUT,
    TCGEN05_TRANSPOSED_LAYOUT,
    WGMMA_LAYOUT,
    WGMMA_TRANSPOSED_LAYOUT,
    LayoutError,
    RegisterLayout,
    Replicated,
    TiledLayout,
    Tiling,
    WGStridedFragLayout,
    row_major_strides,
)


def register_layouts_for_smem_transfer(
    tiled_smem: bool, shape: tuple[int, ...], bitwidth: int, arch: tuple[int, int]
) -> list[RegisterLayout]:
    """Register candidates for a transfer with an SMEM ref (tiled or not), in jax's order."""
    if not tiled_smem:
        strided = WGStridedFragLayout.from_shape(shape, bitwidth)
        return [strided] if strided is not None else []
    if arch == (9, 0):
        return [WGMMA_LAYOUT, WGMMA_TRANSPOSED_LAYOUT]
    return [TCGEN05_LAYOUT, TCGEN05_TRANSPOSED_LAYOUT, WGMMA_LAYOUT, WGMMA_TRANSPOSED_LAYOUT]


SWIZZLES = (128, 64, 32)
NO_SWIZZLE = 16  # jax's SwizzlingMode.kNoSwizzle: 16-byte rows, nothing permuted


def compute_swizzle(minor_tile: int, bitwidth: int) -> int:
    """The swizzle (bytes) jax pairs with a tiling: the minor tile's width if 32/64/128 B, else 16."""
    bits = minor_tile * bitwidth
    if bits % 8:
        raise LayoutError(f"Minor tiling dimension is not byte aligned. Got {minor_tile} elements of {bitwidth} bits.")
    return bits // 8 if bits // 8 in SWIZZLES else NO_SWIZZLE


def swizzle_elems(swizzle: int, bitwidth: int) -> int:
    return swizzle * 8 // bitwidth


def mma_tilings(shape: tuple[int, ...], bitwidth: int, transposed: bool = False) -> list[tuple[int, int]]:
    """Tilings valid for an MMA operand: (8, S*8/bits) for S = 128, 64, 32 that divide the shape."""
    out = []
    for s in SWIZZLES:
        e = swizzle_elems(s, bitwidth)
        tiling = (e, 8) if transposed else (8, e)
        if len(shape) >= 2 and not any(d % t for d, t in zip(shape[-2:], tiling)):
            out.append(tiling)
    return out


def is_valid_mma_tiling(
    tiling: tuple[int, ...] | None, bitwidth: int, transposed: bool = False, allow_unswizzled: bool = False
) -> bool:
    if tiling is None:
        return False
    for s in (*SWIZZLES, 16) if allow_unswizzled else SWIZZLES:
        e = swizzle_elems(s, bitwidth)
        if tuple(tiling) == ((e, 8) if transposed else (8, e)):
            return True
    return False


def conjure_smem_tilings(shape: tuple[int, ...], bitwidth: int, transposed: bool = False) -> list[tuple[int, int]]:
    """Tilings jax conjures for an untransformed SMEM ref exchanging a tiled register value."""
    if len(shape) < 2:
        return []
    minor, second = (shape[-2], shape[-1]) if transposed else (shape[-1], shape[-2])
    if second % 8:
        return []
    out = []
    for s in SWIZZLES:
        e = swizzle_elems(s, bitwidth)
        if minor % e == 0:
            out.append((e, 8) if transposed else (8, e))
    return out


def smem_tiling_applies(shape: tuple[int, ...], tiling: tuple[int, ...] | None) -> bool:
    if tiling is None:
        return True
    return Tiling((tuple(tiling),)).applies_to(tuple(shape))


def divides_holds(tiling: tuple[int, ...] | None, multiple: tuple[int, ...]) -> bool:
    """``Divides``: each trailing tile dim divides the corresponding multiple."""
    if tiling is None:
        return True
    if len(tiling) > len(multiple):
        return False
    return all(m % t == 0 for t, m in zip(reversed(tiling), reversed(multiple)))


def merge_divides(a: tuple[int, ...], b: tuple[int, ...]) -> tuple[int, ...]:
    n = min(len(a), len(b))
    if n == 0:
        return ()
    return tuple(math.gcd(x, y) for x, y in zip(a[-n:], b[-n:]))


def least_stride_tile(tiling: tuple[int, ...], strides: tuple[int, ...]) -> int:
    """The tile of the trailing dim of least stride (the first of equal ones): the one jax 0.10.2 computes a
    ref's swizzle from (_compute_swizzle, jax/experimental/mosaic/gpu/layout_inference.py:2282 at jax-v0.10.2)."""
    trailing = strides[len(strides) - len(tiling):]
    return tiling[trailing.index(min(trailing))]


def minor_swizzle(tiling: tuple[int, ...], bitwidth: int, transposed: bool = False) -> int:
    """The swizzle of a ref tiled by ``tiling``: it follows the tile of the ref's minor
    (unit-stride) dim, the last, or for a transposed ref the second-to-last."""
    return compute_swizzle(tiling[-2] if transposed and len(tiling) >= 2 else tiling[-1], bitwidth)


@dataclass(frozen=True)
class Transforms:
    """A ``transforms`` list: an optional tile and an optional swizzle (bytes), and the transforms
    that are neither (``mgpu.layouts.attrs.transforms_from_attrs`` reads them off the attributes)."""

    tiling: tuple[int, ...] | None
    swizzle: int | None
    other: tuple[object, ...] = ()


def ref_offsets(flat: np.ndarray, shape: tuple[int, ...], tiling: tuple[int, ...] | None,
                strides: tuple[int, ...] | None) -> np.ndarray:
    """Element offsets in the ref of the elements at row-major ``flat`` indices of ``shape``
    (docs/design/layouts_and_inference.md §3.1). ``strides`` are the ref's (None: row-major);
    for a tiled ref, those of its tiled form ``(..., M/T0, N/T1, T0, T1)`` (``tile_strides``): a
    slice of a tiled ref keeps its parent's tile strides, not those of a ref of its own shape."""
    idx = np.unravel_index(flat, shape)
    if tiling is None:
        st = strides if strides is not None else row_major_strides(shape)
        return sum(i * s for i, s in zip(idx, st))
    k = len(tiling)
    lead, tail = idx[:-k], idx[-k:]
    tiled_shape = (*shape[:-k], *(s // t for s, t in zip(shape[-k:], tiling)), *tiling)
    tiled_idx = (*lead, *(i // t for i, t in zip(tail, tiling)), *(i % t for i, t in zip(tail, tiling)))
    st = strides if strides is not None else row_major_strides(tiled_shape)
    return sum(i * s for i, s in zip(tiled_idx, st))


# ------------------------------------------------------------------------------------------------
# SMEM <-> register transfer planning (fragmented_array.plan_tiled_transfer, jax 0.10.2)
# ------------------------------------------------------------------------------------------------

class TransferPlanDerivationError(TransferRefused):
    """No bank-conflict-free plan (jax's ``fa.TransferPlanDerivationError``)."""


@dataclass(frozen=True)
class TrivialTransferPlan:
    """Step k of every thread moves register k."""


@dataclass(frozen=True)
class StaggeredTransferPlan:
    """Lanes with ``(lane // group_stride) % 2 == 1`` visit tile index ``dim`` rotated by ``stagger``
    (mod ``size``): the same (register, address) pairs, in another order."""

    stagger: int
    dim: int
    size: int
    group_stride: int


def tile_strides(strides: tuple[int, ...], tiling: tuple[int, ...]) -> tuple[int, ...]:
    """``dialect_lowering.tile_strides``: strides of the tiled ref (tile dims appended)."""
    if len(strides) < len(tiling):
        raise LayoutError(f"Strides {strides} have lower rank than tiling {tiling}")
    n = len(tiling)
    if set(sorted(strides, reverse=True)[-n:]) != set(strides[-n:]):
        raise LayoutError("Can not tile strides when tiled dimensions have been transposed with untiled dimensions. "
                          f"Strides: {strides}, tiling: {tiling}")
    untiled, tiled = strides[:-n], strides[-n:]
    pairs = list(zip(tiled, tiling))
    ordered = sorted(pairs, reverse=True)
    to_ordered = lambda i: ordered.index(pairs[i])  # noqa: E731
    from_ordered = lambda i: pairs.index(ordered[i])  # noqa: E731
    ordered_tiling = [tiling[from_ordered(i)] for i in range(n)]
    ordered_strides = [tiled[from_ordered(i)] for i in range(n)]
    out = [1]
    for t in reversed(ordered_tiling):
        out.append(out[-1] * t)
    prev = ordered_strides[-1]
    for s, t in zip(ordered_strides[:-1][::-1], ordered_tiling[1:][::-1]):
        d = prev * t
        prev = s
        if s % d:
            raise LayoutError(f"Stride {s} is not divisible by {d} (tile size = {t}). Strides: {strides}, "
                              f"tiling: {tiling}")
        out.append(s // d * out[-1])
    out.reverse()
    return (*untiled, *[out[to_ordered(i)] for i in range(n)], *[out[n + to_ordered(i)] for i in range(n)])


def tile_nested_shape_strides(tiling: Tiling, shape, strides):
    """``Tiling.tile_nested_shape_strides``: tile a nested (per-dim multi-part) shape and strides."""
    def fail_if(cond):
        if cond:
            raise LayoutError(f"Tiling {tiling.tiles} does not apply to shape {shape}")

    for tile in tiling.tiles:
        fail_if(len(tile) > len(shape))
        untiled_shape, tiled_shape = shape[: -len(tile)], shape[-len(tile):]
        untiled_strides, tiled_strides = strides[: -len(tile)], strides[-len(tile):]
        major_shapes, major_strides, minor_shapes, minor_strides = [], [], [], []
        for t, dim_shape, dim_strides in zip(tile, tiled_shape, tiled_strides):
            maj_sh, maj_st, min_sh, min_st = [], [], [], []
            for d, s in zip(reversed(dim_shape), reversed(dim_strides)):
                if d < t:
                    fail_if(t % d != 0)
                    t //= d
                    min_sh.append(d)
                    min_st.append(s)
                elif t != 1:
                    fail_if(d % t != 0)
                    min_sh.append(t)
                    min_st.append(s)
                    if d != t:
                        maj_sh.append(d // t)
                        maj_st.append(s * t)
                    t = 1
                else:
                    maj_sh.append(d)
                    maj_st.append(s)
            fail_if(t != 1)
            major_shapes.append(maj_sh[::-1])
            minor_shapes.append(min_sh[::-1])
            major_strides.append(maj_st[::-1])
            minor_strides.append(min_st[::-1])
        shape = (*untiled_shape, *major_shapes, *minor_shapes)
        strides = (*untiled_strides, *major_strides, *minor_strides)
    return (tuple(tuple(d) if d else (1,) for d in shape), tuple(tuple(d) if d else (1,) for d in strides))


# plan_tiled_transfer's reasons (fragmented_array.py:5533-5621 at 0.12.0.1, :4488-4577 at jax-v0.10.2)
PLAN_VECTOR_BYTES = "plan_vector_bytes"    # jax asserts it; transfer_tiled refused it first (ValueError)
PLAN_SWIZZLE_TILE = "plan_swizzle_tile"
PLAN_TRANSFER_BYTES = "plan_transfer_bytes"
PLAN_ELEMENT_BITS = "plan_element_bits"
PLAN_BANK_CONFLICTS = "plan_bank_conflicts"


def plan_tiled_transfer(nested_shape, nested_strides, layout: TiledLayout, element_bits: int,
                        swizzle: int) -> TrivialTransferPlan | StaggeredTransferPlan:
    """``fa.plan_tiled_transfer``: a bank-conflict-free order for a thread's register transfers."""
    shape_n, strides_n = tile_nested_shape_strides(layout.tiling, tuple(map(tuple, nested_shape)),
                                                   tuple(map(tuple, nested_strides)))
    tiles_shape, tiles_strides = list(shape_n), list(strides_n)
    partitioned = [d for d in (*layout.warp_dims, *layout.lane_dims) if not isinstance(d, Replicated)]
    for d in (*partitioned, layout.vector_dim):
        tiles_shape[d] = (1,) * len(tiles_shape[d])
        tiles_strides[d] = (0,) * len(tiles_strides[d])
    tiles_shape = list(itertools.chain.from_iterable(tiles_shape))
    tiles_strides = list(itertools.chain.from_iterable(tiles_strides))

    def flat(dims, of_shape: bool):
        out = []
        for d in dims:
            if isinstance(d, Replicated):
                out.append(d.times if of_shape else 0)
            else:
                out.extend(shape_n[d] if of_shape else strides_n[d])
        return out

    warp_shape, warp_strides = flat(layout.warp_dims, True), flat(layout.warp_dims, False)
    lane_shape, lane_strides = flat(layout.lane_dims, True), flat(layout.lane_dims, False)
    vector_length = layout.vector_length
    swizzle_tile_elems = (16 * 8) // element_bits
    swizzle_group_elems = (128 * 8) // element_bits
    if vector_length * element_bits % 8:
        raise TransferPlanDerivationError(PLAN_VECTOR_BYTES)
    transfer_bytes = (vector_length * element_bits) // 8
    alignment = math.gcd(*(s for s, d in zip(itertools.chain(tiles_strides, warp_strides, lane_strides),
                                             itertools.chain(tiles_shape, warp_shape, lane_shape)) if d > 1))
    if swizzle_tile_elems % alignment and vector_length <= alignment:
        raise TransferPlanDerivationError(PLAN_SWIZZLE_TILE, transfer_alignment=alignment)
    if transfer_bytes > SMEM_BANK_BYTES * 4:
        raise TransferPlanDerivationError(PLAN_TRANSFER_BYTES, transfer_bytes=transfer_bytes, limit=SMEM_BANK_BYTES * 4)
    if element_bits > SMEM_BANK_BYTES * 8:
        raise TransferPlanDerivationError(PLAN_ELEMENT_BITS, element_bits=element_bits, limit=SMEM_BANK_BYTES * 8)
    bank_bytes = min(SMEM_BANK_BYTES, transfer_bytes)
    num_banks = SMEM_BANKS * (SMEM_BANK_BYTES // bank_bytes)
    elems_per_bank = (bank_bytes * 8) // element_bits
    num_wavefronts = max(transfer_bytes // bank_bytes, 1)
    wavefront_lanes = WARP_SIZE // num_wavefronts

    lane_mask = np.full(lane_shape, False)
    lane_mask[tuple(slice(0, 1) if s == 0 else slice(None) for s in lane_strides)] = True
    wavefront_mask = lane_mask.reshape(num_wavefronts, wavefront_lanes)
    lane_offsets = np.dot(list(np.ndindex(*lane_shape)), lane_strides)

    def has_bank_conflicts(transform) -> bool:
        num_tiles = math.prod(tiles_shape)
        idxs = np.expand_dims(np.stack(np.unravel_index(np.arange(num_tiles), tiles_shape), 1), 1)
        offsets = np.dot(transform(idxs), tiles_strides) + lane_offsets
        swizzle_bits = ((offsets // swizzle_group_elems) % (swizzle // 16)) * swizzle_tile_elems
        banks = ((offsets ^ swizzle_bits) // elems_per_bank) % num_banks
        banks = banks.reshape(-1, num_wavefronts, wavefront_lanes).swapaxes(0, 1)
        for b, mask in zip(banks, wavefront_mask):
            b = np.sort(b[:, mask], axis=-1)
            if np.any(b[..., 1:] == b[..., :-1]):
                return True
        return False

    if not has_bank_conflicts(lambda idx: idx):
        return TrivialTransferPlan()
    for dim, (s, d) in enumerate(zip(tiles_strides, tiles_shape)):
        if not (d > 1 and s % (SMEM_BANKS * elems_per_bank)):
            continue
        for group_stride in (1, 2, 4, 8, 16):
            lane_group = (np.arange(WARP_SIZE)[:, None] // group_stride) % 2
            for stagger in range(1, tiles_shape[dim]):
                offset = np.zeros(len(tiles_shape), np.int64)
                offset[dim] = stagger
                if not has_bank_conflicts(lambda idx, o=offset: (idx + o * lane_group) % tiles_shape):
                    return StaggeredTransferPlan(stagger, dim, tiles_shape[dim], group_stride)
    raise TransferPlanDerivationError(PLAN_BANK_CONFLICTS)


OPTIMIZED, UNOPTIMIZED, DOWNGRADABLE = "optimized", "unoptimized", "downgradable"


def minor_tile_swizzle(strides: tuple[int, ...], tiling: tuple[int, ...], bitwidth: int) -> int:
    """The swizzle that follows from the tile of the ref's least-strided tiled dim (the first of equal ones): the
    swizzle jax's inference proposes with a tiling (constraints.py:703 at jax-v0.10.2; with it, layout_inference.py:
    279-290 at 0.12.0.1)."""
    return compute_swizzle(least_stride_tile(tiling, tile_strides(strides, tiling)), bitwidth)


def is_supported_smem_transfer(shape: tuple[int, ...], strides: tuple[int, ...], bitwidth: int, kind: str,
                               tiling: tuple[int, ...] | None, reg: RegisterLayout,
                               swizzle: int | None = None) -> bool:
    """``IsTransferableSmemRegisters._is_supported_smem_transfer``: can a value in ``reg`` move
    to/from a ref of ``shape``/``strides`` tiled by ``tiling`` (None: untiled, then swizzled as one tile
    where ``swizzle`` says, jax 0.12's swizzle without a tile) and swizzled by ``swizzle`` (None: the
    swizzle that follows from the tile; jax 0.11 and later take another one given with it) as ``kind`` asks?"""
    return _smem_transfer_cached(tuple(shape), tuple(strides), bitwidth, kind,
                                 None if tiling is None else tuple(tiling), reg, swizzle)


_smem_transfer_memo: dict = {}


def _smem_transfer_cached(shape, strides, bitwidth, kind, tiling, reg, given_swizzle) -> bool:
    key = (shape, strides, bitwidth, kind, tiling, reg, given_swizzle)
    if key not in _smem_transfer_memo:
        _smem_transfer_memo[key] = _smem_transfer(shape, strides, bitwidth, kind, tiling, reg, given_swizzle)
    return _smem_transfer_memo[key]


def _smem_transfer(shape, strides, bitwidth, kind, tiling, reg, given_swizzle) -> bool:
    if not isinstance(reg, TiledLayout):
        return tiling is None and given_swizzle in (None, NO_SWIZZLE)
    transposed = len(strides) >= 2 and strides[-1] > strides[-2]
    tiling = tiling or ()
    if transposed:
        # an untiled ref is tiled by its shape (jax's load_untiled / store_untiled), so a 2-D one is one tile
        two_d = len(tiling) == 2 or (not tiling and len(shape) == 2)
        return two_d and reg in (TCGEN05_TRANSPOSED_LAYOUT, WGMMA_TRANSPOSED_LAYOUT)
    if kind == UNOPTIMIZED:
        return True
    if not tiling and kind == DOWNGRADABLE:
        return True
    try:
        if not tiling:
            tiling = shape
            tiled_strides = tile_strides(strides, tiling)
            swizzle = given_swizzle or NO_SWIZZLE
        else:
            tiled_strides = tile_strides(strides, tiling)
            swizzle = given_swizzle or minor_tile_swizzle(strides, tiling, bitwidth)
        rank = len(tiling)
        first = len(shape) - rank
        nested_shape, nested_strides = [], []
        for i in range(len(shape)):
            if i >= first and tiling[i - first] != 1:
                nested_shape.append((shape[i] // tiling[i - first], tiling[i - first]))
                nested_strides.append((tiled_strides[i], tiled_strides[i + rank]))
            else:
                nested_shape.append((shape[i],))
                nested_strides.append((tiled_strides[i],))
        plan_tiled_transfer(nested_shape, nested_strides, reg, bitwidth, swizzle)
        return True
    except (TransferPlanDerivationError, LayoutError, ValueError, ZeroDivisionError):
        return False
