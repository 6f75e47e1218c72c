"""Whether jax lowers a vector_load / vector_store of a GMEM ref in a tiled layout as the op asks: the release's
check of an optimized register <-> GMEM transfer (``JaxVersion.transfers_optimized_by_default``,
``plans_gmem_transfers``).

jax 0.12 plans it (``plan_gmem_transfer``, jax/experimental/mosaic/gpu/fragmented_array.py:5296-5451 at 0.12.0.1,
called by ``transfer_tiled`` at :4828 for every load and store of a GMEM ref it is asked to optimize): a plan is
always the trivial one (register k at step k, which is what mgpu emits), so planning only refuses a transfer whose
accesses would not coalesce, in the words below, once the lowering's checks of the ref and the layout have passed
(:4767-4805). jax 0.10.2 and 0.11.2 optimize a GMEM transfer only where the op says optimized = true, and refuse
it.
"""

from __future__ import annotations

import itertools

import numpy as np
from xdsl.dialects.builtin import MemRefType, NoneAttr

from mgpu import layouts as L
from mgpu.arch import GMEM_SECTOR_BYTES, L2_CACHE_LINE_BYTES
from mgpu.dialect.diagnostics import lowering as diag
from mgpu.jax_versions import JaxVersion
from mgpu.passes.lowering.refs import static_strides
from mgpu.passes.typeinfo import element_bits

# jax's own bounds on the bytes a thread moves at once (fragmented_array.py:5346-5396 at 0.12.0.1): wider is
# uncoalesced, narrower "frequently doesn't perform well"
WIDEST_TRANSFER_BYTES = 16
NARROWEST_TRANSFER_BYTES = 4


def check_gmem_transfer(jax: JaxVersion, optimized: bool | None, ref_type: MemRefType,
                        layout: L.RegisterLayout) -> None:
    """Refuse the transfer of a value in ``layout`` to or from a ref of ``ref_type`` as the release does, the op's
    ``optimized`` property (None: unset) saying whether it is asked to be optimized. Only a GMEM ref (no memory
    space) and a tiled layout are checked: a strided or splat value is moved by jax's transfer_strided, which plans
    nothing."""
    if not isinstance(ref_type.memory_space, NoneAttr) or not isinstance(layout, L.TiledLayout):
        return
    if not (jax.transfers_optimized_by_default if optimized is None else optimized):
        return
    if not jax.plans_gmem_transfers:
        raise diag.GMEM_TRANSFER_OPTIMIZED(release=jax.name)
    shape = tuple(ref_type.get_shape())
    # load_untiled / store_untiled tile the ref by its whole shape (fragmented_array.py:4090-4092, :4143), so
    # transfer_tiled nests each dim of more than one element under a unit one (:4672-4683)
    nested_shape = tuple((1, d) if d != 1 else (1,) for d in shape)
    nested_strides = tuple((0, s) if d != 1 else (0,) for d, s in zip(shape, static_strides(ref_type)))
    plan_gmem_transfer(nested_shape, nested_strides, layout, element_bits(ref_type.element_type))


def plan_gmem_transfer(nested_shape: tuple[tuple[int, ...], ...], nested_strides: tuple[tuple[int, ...], ...],
                       layout: L.TiledLayout, element_bits: int) -> None:
    """jax 0.12's ``plan_gmem_transfer`` of a ref of ``nested_shape`` / ``nested_strides`` (elements): raises where
    jax's does, in its words, and returns where it returns its trivial plan."""
    shape_n, strides_n = L.tile_nested_shape_strides(layout.tiling, nested_shape, nested_strides)
    tiles_shape, tiles_strides = list(shape_n), list(strides_n)
    partitioned = [d for d in (*layout.warp_dims, *layout.lane_dims) if not isinstance(d, L.Replicated)]
    for d in (*partitioned, layout.vector_dim):
        tiles_shape[d] = (1,) * len(tiles_shape[d])
        tiles_strides[d] = (0,) * len(tiles_strides[d])
    tiles_shape = list(itertools.chain.from_iterable(tiles_shape))
    tiles_strides = list(itertools.chain.from_iterable(tiles_strides))

    def flat(dims: tuple[L.Dim, ...]) -> tuple[list[int], list[int]]:
        """The nested sizes and strides of warp or lane dims (a replicated one: its count, stride 0)."""
        sizes, strides = [], []
        for d in dims:
            sizes.extend((d.times,) if isinstance(d, L.Replicated) else shape_n[d])
            strides.extend((0,) if isinstance(d, L.Replicated) else strides_n[d])
        return sizes, strides

    warp_shape, warp_strides = flat(layout.warp_dims)
    lane_shape, lane_strides = flat(layout.lane_dims)
    vector_length = layout.vector_length
    transfer_bytes = (vector_length * element_bits) // 8
    if transfer_bytes > WIDEST_TRANSFER_BYTES:
        raise diag.GMEM_TRANSFER_TOO_WIDE()
    if transfer_bytes.bit_count() != 1:
        raise diag.GMEM_TRANSFER_NOT_POWER_OF_2()

    lane_byte_offsets = np.dot(list(np.ndindex(*lane_shape)), lane_strides) * element_bits // 8
    # LLVM may fuse a thread's registers that are consecutive in the ref (the fastest-moving tile dim's stride is
    # the vector length) into one wider access, if every lane's is aligned to it (:5361-5389)
    minor_tile_dim = min((d for d, (sz, st) in enumerate(zip(tiles_shape, tiles_strides)) if sz > 1 and st > 0),
                         key=lambda d: (tiles_strides[d], -d), default=None)
    if minor_tile_dim is not None and tiles_strides[minor_tile_dim] == vector_length:
        factor = min(max(1, WIDEST_TRANSFER_BYTES // transfer_bytes),
                     tiles_shape[minor_tile_dim] & -tiles_shape[minor_tile_dim])
        while factor > 1:
            if np.all(lane_byte_offsets % (transfer_bytes * factor) == 0):
                tiles_shape[minor_tile_dim] //= factor
                tiles_strides[minor_tile_dim] *= factor
                transfer_bytes *= factor
                break
            factor //= 2
    if transfer_bytes < NARROWEST_TRANSFER_BYTES:
        raise diag.GMEM_TRANSFER_NARROW(width=transfer_bytes)

    # the lanes' accesses fill whole sectors (each split in slots of the access's width)
    slots_per_sector = GMEM_SECTOR_BYTES // transfer_bytes
    lane_slots = lane_byte_offsets // transfer_bytes
    lane_sectors = np.unique(lane_slots // slots_per_sector)
    if len(np.unique(lane_slots)) != len(lane_sectors) * slots_per_sector:
        raise diag.GMEM_TRANSFER_SECTORS()
    # each warp's access, at every register and every warp, starts on a sector
    steps = [(d, s) for d, s in zip(itertools.chain(tiles_shape, warp_shape), itertools.chain(tiles_strides, warp_strides))
             if d > 1 and s != 0]
    if any((s * element_bits // 8) % GMEM_SECTOR_BYTES for _, s in steps):
        raise diag.GMEM_TRANSFER_STRIDE()
    # the warpgroup's accesses, over all registers and warps, fill whole cache lines
    sectors = lane_sectors
    for d, s in steps:
        sectors = (sectors[:, None] + np.arange(d) * (s * element_bits // (8 * GMEM_SECTOR_BYTES))).ravel()
    sectors_per_line = L2_CACHE_LINE_BYTES // GMEM_SECTOR_BYTES
    if len(np.unique(sectors)) != len(np.unique(sectors // sectors_per_line)) * sectors_per_line:
        raise diag.GMEM_TRANSFER_CACHE_LINES()
