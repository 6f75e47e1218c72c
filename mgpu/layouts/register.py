"""Register layouts of a warpgroup array (jax 0.10.2 ``fragmented_array``), and where each element lives.

Python values for Mosaic GPU's register layouts (``TiledLayout``, ``WGSplatFragLayout``,
``WGStridedFragLayout``) and jax's named layouts. Both directions between an element and the
(thread, register) holding it are here, tested as inverses (tests/layouts/test_register.py):
``TiledLayout.locate`` / ``WGStridedFragLayout.locate`` take an element to its (warp, lane,
register, slot); ``register_flat_elements`` gives, for every thread 0..127 and register k (in
register order, jax's ``np.ndindex(registers_shape)``), the row-major index of the register's first
element (docs/design/layouts_and_inference.md §1-§2). ``split_thread_offsets`` writes an offset
table as ``A(tid) + C(k)`` with ``A`` a sum over the bits of the thread index, which is how the
lowering emits one add per register after a few per-thread ops.

The ``text()`` of a value is jaxlib's printed attribute (``mgpu.layouts.attrs.to_attr`` builds the
attribute itself); messages use it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from mgpu.arch import TMEM_LANES, WARP_SIZE, WARPGROUP_SIZE, WARPS_IN_WARPGROUP


class LayoutError(ValueError):
    """A layout that does not apply to a shape, or a malformed layout attribute."""


# ------------------------------------------------------------------------------------------------
# Tiling
# ------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Tiling:
    """XLA-style multi-level tiling: each tile splits a suffix of the current shape."""

    tiles: tuple[tuple[int, ...], ...]

    def tile_shape(self, shape: tuple[int, ...]) -> tuple[int, ...]:
        """The shape after tiling; raises LayoutError if the tiling does not apply."""
        orig = shape
        for tile in self.tiles:
            if len(tile) > len(shape):
                raise LayoutError(f"Tiling {self.tiles} does not apply to shape {orig}")
            untiled, tiled = shape[: -len(tile)], shape[-len(tile):]
            if any(t <= 0 or s % t for s, t in zip(tiled, tile)):  # (a 0 tile: found by fuzzing)
                raise LayoutError(f"Tiling {self.tiles} does not apply to shape {orig}")
            shape = (*untiled, *(d // t for d, t in zip(tiled, tile)), *tile)
        return shape

    def applies_to(self, shape: tuple[int, ...]) -> bool:
        try:
            self.tile_shape(shape)
        except LayoutError:
            return False
        return True

    def canonicalize(self) -> Tiling:
        """jax's ``Tiling.canonicalize``: drop tiles that split nothing and leading 1s of tiles."""
        if len(self.tiles) <= 1:
            return self
        shape = self.tiles[0]
        new = [self.tiles[0]]
        for tile in self.tiles[1:]:
            canonical = next((tile[i:] for i, d in enumerate(tile) if d != 1), (1,))
            if shape[-len(canonical):] == canonical:
                continue
            shape = canonical
            new.append(canonical)
        return Tiling(tuple(new))

    def tile_strides(self, strides: tuple[int, ...]) -> tuple[int, ...]:
        for tile in self.tiles:
            untiled, tiled = strides[: -len(tile)], strides[-len(tile):]
            strides = (*untiled, *(s * t for s, t in zip(tiled, tile)), *tiled)
        return strides

    def tile_dimension(self, dim: int) -> tuple[bool, ...]:
        """True for each tiled dim that originates from input dim ``dim``."""
        rank = len(self.tiles[0])
        strides = [1] * rank
        strides[dim] = 0
        return tuple(s == 0 for s in self.tile_strides(tuple(strides)))

    def remove_dimension(self, dim: int) -> Tiling:
        dim_in_tile = dim
        tiles = []
        last_rank = len(self.tiles[0])
        for t in self.tiles:
            dim_in_tile -= last_rank - len(t)
            last_rank = len(t)
            if dim_in_tile >= 0:
                t = t[:dim_in_tile] + t[dim_in_tile + 1:]
            if not t:
                break
            tiles.append(t)
        return Tiling(tuple(tiles))

    def tile_indices(self, indices: tuple[int, ...]) -> tuple[int, ...]:
        """The index in the tiled shape of the element at ``indices``."""
        for tile in self.tiles:
            untiled, tiled = indices[: -len(tile)], indices[-len(tile):]
            indices = (*untiled, *(i // t for i, t in zip(tiled, tile)), *(i % t for i, t in zip(tiled, tile)))
        return indices


def _rev_cumsum(flags: tuple[bool, ...]) -> list[int]:
    """``np.cumsum(flags[::-1])[::-1]``."""
    out, acc = [], 0
    for f in reversed(flags):
        acc += int(f)
        out.append(acc)
    return out[::-1]


@dataclass(frozen=True)
class Replicated:
    """A warp/lane dimension of ``times`` that indexes no array dimension (data replicated)."""

    times: int

    def text(self) -> str:
        return f"#mosaic_gpu.Replicated<times = {self.times}>"


Dim = int | Replicated


@dataclass(frozen=True)
class TiledLayout:
    """``fa.TiledLayout``: also used, with TMEM semantics, as a TMEM layout."""

    tiling: Tiling
    warp_dims: tuple[Dim, ...]
    lane_dims: tuple[Dim, ...]
    vector_dim: int

    @property
    def base_tile_shape(self) -> tuple[int, ...]:
        return self.tiling.tiles[0]

    @property
    def vector_length(self) -> int:
        return self.tiled_tiling_shape[self.vector_dim]

    @property
    def tiled_tiling_shape(self) -> tuple[int, ...]:
        """The tiled shape of the base tile alone (the part the negative dims index)."""
        base = self.base_tile_shape
        return self.tiling.tile_shape(base)[len(base):]

    def applies_to(self, shape: tuple[int, ...]) -> bool:
        return self.tiling.applies_to(shape)

    def remove_dimension(self, dim: int) -> TiledLayout:
        """jax's ``TiledLayout.remove_dimension``: the layout of a reduction over ``dim``."""
        new_tiling = self.tiling.remove_dimension(dim)
        tiled_shape = self.tiled_tiling_shape
        removed = self.tiling.tile_dimension(dim)
        offsets = list(_rev_cumsum(removed))
        if removed[self.vector_dim]:
            new_tiling = Tiling((*new_tiling.tiles, (1,)))
            new_vector_dim = -1
            offsets = [o - 1 for o in offsets]
        else:
            new_vector_dim = self.vector_dim + offsets[self.vector_dim]

        def replace(d: Dim) -> Dim:
            if isinstance(d, Replicated):
                return d
            if removed[d]:
                return Replicated(tiled_shape[d])
            return d + offsets[d]

        return TiledLayout(new_tiling, tuple(map(replace, self.warp_dims)), tuple(map(replace, self.lane_dims)),
                           new_vector_dim).canonicalize()

    def reduce(self, axes: tuple[int, ...] | list[int]) -> TiledLayout:
        layout = self
        for a in sorted(axes, reverse=True):
            layout = layout.remove_dimension(a)
        return layout

    def canonicalize(self) -> TiledLayout:
        canonical = self.tiling.canonicalize()
        base = self.base_tile_shape
        tiled = self.tiled_tiling_shape
        canon_tiled = canonical.tile_shape(base)[len(base):]
        offset = len(canon_tiled) - 1
        rev_removed = []
        for d in reversed(tiled):
            if offset >= 0 and d == canon_tiled[offset]:
                rev_removed.append(False)
                offset -= 1
            else:
                rev_removed.append(True)
        acc, offsets = 0, []
        for r in rev_removed:
            acc += r
            offsets.append(acc)
        offsets = offsets[::-1]

        def replace(d: Dim) -> Dim:
            return d if isinstance(d, Replicated) else d + offsets[d]

        def nontrivial(d: Dim) -> bool:
            return isinstance(d, Replicated) or tiled[d] != 1

        return TiledLayout(canonical, tuple(replace(d) for d in self.warp_dims if nontrivial(d)),
                           tuple(replace(d) for d in self.lane_dims if nontrivial(d)), replace(self.vector_dim))

    def registers_shape(self, shape: tuple[int, ...]) -> tuple[int, ...]:
        """Shape of the per-thread register array (warp, lane and vector dims set to 1)."""
        tiled = list(self.tiling.tile_shape(shape))
        for d in (*self.warp_dims, *self.lane_dims, self.vector_dim):
            if isinstance(d, int):
                tiled[d] = 1
        return tuple(tiled)

    def locate(self, shape: tuple[int, ...], index: tuple[int, ...]) -> tuple[int, int, int, int]:
        """(warp, lane, register, vector slot) of one copy of element ``index`` of ``shape``."""
        tiled_shape = self.tiling.tile_shape(shape)
        t = self.tiling.tile_indices(index)

        def mixed_radix(dims: tuple[Dim, ...]) -> int:
            acc = 0
            for d in dims:
                if isinstance(d, Replicated):
                    acc = acc * d.times
                else:
                    acc = acc * tiled_shape[d] + t[d]
            return acc

        warp, lane, slot = mixed_radix(self.warp_dims), mixed_radix(self.lane_dims), t[self.vector_dim]
        regs_shape = self.registers_shape(shape)
        reg_index = list(t)
        for d in (*self.warp_dims, *self.lane_dims, self.vector_dim):
            if isinstance(d, int):
                reg_index[d] = 0
        reg = 0
        for i, s in zip(reg_index, regs_shape):
            reg = reg * s + i
        return warp, lane, reg, slot

    def text(self) -> str:
        tiles = ", ".join("[" + ", ".join(map(str, t)) + "]" for t in self.tiling.tiles)

        def dims(ds: tuple[Dim, ...]) -> str:
            return "[" + ", ".join(d.text() if isinstance(d, Replicated) else str(d) for d in ds) + "]"

        return (f"#mosaic_gpu.TiledLayout<[{tiles}], warp_dims = {dims(self.warp_dims)}, "
                f"lane_dims = {dims(self.lane_dims)}, vector_dim = {self.vector_dim}>")


@dataclass(frozen=True)
class WGSplatFragLayout:
    """Every thread holds one scalar register: the value of every element."""

    shape: tuple[int, ...]

    def text(self) -> str:
        return f"#mosaic_gpu.WGSplatFragLayout<[{', '.join(map(str, self.shape))}]>"


@dataclass(frozen=True)
class WGStridedFragLayout:
    """Flattened array; thread t, register k holds flat ``[128*vec*k + vec*t, +vec)``."""

    shape: tuple[int, ...]
    vec_size: int

    @staticmethod
    def from_shape(shape: tuple[int, ...], bitwidth: int) -> WGStridedFragLayout | None:
        """jax's ``from_shaped_type``: the widest vector of at most 8 bytes that divides evenly."""
        if bitwidth % 8:
            return None
        size = math.prod(shape)
        if size % WARPGROUP_SIZE:
            return None
        vec = min(8 // (bitwidth // 8), size // WARPGROUP_SIZE)
        while vec > 0 and size % (vec * WARPGROUP_SIZE):
            vec //= 2
        return WGStridedFragLayout(tuple(shape), vec) if vec else None

    def locate(self, index: tuple[int, ...]) -> tuple[int, int, int]:
        """(thread, register, vector slot) of element ``index``."""
        flat = 0
        for i, s in zip(index, self.shape):
            flat = flat * s + i
        reg, rest = divmod(flat, WARPGROUP_SIZE * self.vec_size)
        thread, slot = divmod(rest, self.vec_size)
        return thread, reg, slot

    def text(self) -> str:
        return f"#mosaic_gpu.WGStridedFragLayout<[{', '.join(map(str, self.shape))}], {self.vec_size}>"


RegisterLayout = TiledLayout | WGSplatFragLayout | WGStridedFragLayout


def tiled_layout(tiles: tuple[tuple[int, ...], ...], warp: tuple[Dim, ...], lane: tuple[Dim, ...],
                 vec: int) -> TiledLayout:
    """A TiledLayout from plain tuples (the spelling of jax's named layouts)."""
    return TiledLayout(Tiling(tuple(tuple(t) for t in tiles)), tuple(warp), tuple(lane), vec)


WGMMA_LAYOUT = tiled_layout(((64, 8), (16, 8), (8, 8), (2,)), (-7,), (-3, -2), -1)
WGMMA_LAYOUT_8BIT = tiled_layout(((64, 16), (16, 16), (8, 16), (4,)), (-7,), (-3, -2), -1)
WGMMA_LAYOUT_UPCAST_2X = tiled_layout(((64, 16), (16, 16), (8, 16), (8,), (4,)), (-8,), (-4, -2, -3), -1)
WGMMA_LAYOUT_UPCAST_4X = tiled_layout(((64, 32), (16, 32), (8, 32), (8,)), (-7,), (-3, -2), -1)
WGMMA_TRANSPOSED_LAYOUT = tiled_layout(((64, 8), (16, 8), (8, 8), (2, 2), (2, 1)), (-10,), (-6, -3, -5), -2)
# WGMMA_LAYOUT.reduce(1), as jax spells it (fragmented_array.py:777 at jax-v0.10.2: its tiling keeps the (1,) tile)
WGMMA_ROW_LAYOUT = tiled_layout(((64,), (16,), (8,), (1,)), (-4,), (-2, Replicated(4)), -1)
TCGEN05_LAYOUT = tiled_layout(((128, 8), (32, 8), (8, 8), (2,)), (-7,), (-3, -2), -1)
TCGEN05_TRANSPOSED_LAYOUT = tiled_layout(((128, 8), (32, 8), (8, 8), (2, 2), (2, 1)), (-10,), (-6, -3, -5), -2)
TMA_INDICES_LAYOUT = tiled_layout(((16,), (4,)), (-2,), (Replicated(32),), -1)
TMA_INDICES_4_LAYOUT = tiled_layout(((4,),), (Replicated(4),), (Replicated(32),), -1)


def tmem_native_layout(vector_length: int) -> TiledLayout:
    """Register layout in which thread t holds row t (``fa.tmem_native_layout``)."""
    return tiled_layout(((128, vector_length), (32, vector_length)), (-4,), (-2,), -1)


TMEM_NATIVE_LAYOUT = tmem_native_layout(2)


def mma_layouts(bits: int) -> tuple[TiledLayout, TiledLayout, TiledLayout]:
    """(A, B, D) of ``mosaic_gpu.mma`` on operands of ``bits``-bit elements: jax's ``MMALayouts``
    (jax/experimental/mosaic/gpu/mma.py:28-54 at jax-v0.10.2), mma.sync.m16n8k(256 / bits)'s
    fragments (p = 32 / bits elements a register) for four warps of 16 rows."""
    p = 32 // bits
    k, sub_k = 8 * p, 4 * p
    lhs = tiled_layout(((64, k), (16, sub_k), (8, sub_k), (p,)), (-7,), (-3, -2), -1)
    rhs = tiled_layout(((k, 8), (sub_k, 8), (p, 1)), (Replicated(4),), (-3, -4), -2)
    return lhs, rhs, WGMMA_LAYOUT


def mma_layouts_for_shape(bits: int, m: int, n: int) -> tuple[TiledLayout, TiledLayout, TiledLayout, int] | None:
    """(A, B, D, m_warps) of ``mosaic_gpu.mma`` of an ``m`` x ``n`` accumulator as jax 0.11 and later choose
    them (``MMALayouts.for_shape``, jax/experimental/mosaic/gpu/mma.py:70 at 0.11.2): the four warps spread
    over ``m_warps`` row and ``4 / m_warps`` column blocks of 16 x 8, the largest of 4, 2, 1 whose
    accumulator tile divides the shape (None if none does); canonical, A's warp dims keeping their
    ``Replicated(4 / m_warps)`` even when it is 1. For m_warps = 4 they place every element as ``mma_layouts``."""
    p = max(32 // bits, 1)
    k, sub_k = 8 * p, 4 * p
    for m_warps in (4, 2, 1):
        n_warps = 4 // m_warps
        if m % (16 * m_warps) == 0 and n % (8 * n_warps) == 0:
            lhs = tiled_layout(((16 * m_warps, k), (16, sub_k), (8, sub_k), (p,)), (-7, Replicated(n_warps)),
                               (-3, -2), -1)
            rhs = tiled_layout(((k, 8 * n_warps), (sub_k, 8), (p, 1)), (Replicated(m_warps), -5), (-3, -4), -2)
            acc = tiled_layout(((16 * m_warps, 8 * n_warps), (16, 8), (8, 8), (2,)), (-7, -6), (-3, -2), -1)
            return lhs.canonicalize(), rhs.canonicalize(), acc.canonicalize(), m_warps
    return None


def m64_collective_layout(columns: int) -> TiledLayout:
    """``tcgen05.fa_m64_collective_layout`` (tcgen05.py:1063 at jax-v0.10.2): the register layout of
    transfers to / from TMEM in the collective M = 64 layout; warps 0-1 hold rows 0-63 of the left
    half of the columns, warps 2-3 of the right half (``columns`` a multiple of 16)."""
    return tiled_layout(((TMEM_LANES // 2, columns), (WARP_SIZE, columns // 2), (8, 8), (2,)), (-6, -7), (-3, -2), -1)


def vector_length(layout: RegisterLayout) -> int:
    """Elements per register."""
    if isinstance(layout, TiledLayout):
        return layout.vector_length
    if isinstance(layout, WGStridedFragLayout):
        return layout.vec_size
    return 1


def num_registers(layout: RegisterLayout, shape: tuple[int, ...]) -> int:
    """Registers per thread of a ``shape`` array in ``layout``."""
    if isinstance(layout, TiledLayout):
        return math.prod(layout.registers_shape(shape))
    if isinstance(layout, WGStridedFragLayout):
        return math.prod(shape) // (WARPGROUP_SIZE * layout.vec_size)
    return 1


def row_major_strides(shape: tuple[int, ...]) -> tuple[int, ...]:
    out, acc = [], 1
    for s in reversed(shape):
        out.append(acc)
        acc *= s
    return tuple(reversed(out))


def _split_digits(value: int, dims: tuple[Dim, ...], tiled_shape: tuple[int, ...], idx: list[int]) -> None:
    for d in reversed(dims):
        if isinstance(d, Replicated):
            value //= d.times
        else:
            idx[d] = value % tiled_shape[d]
            value //= tiled_shape[d]


def register_flat_elements(layout: RegisterLayout, shape: tuple[int, ...]) -> np.ndarray:
    """``[128, nregs]`` row-major flat index of each register's first element."""
    if isinstance(layout, WGStridedFragLayout):
        n = num_registers(layout, shape)
        t = np.arange(WARPGROUP_SIZE)[:, None]
        k = np.arange(n)[None, :]
        return WARPGROUP_SIZE * layout.vec_size * k + layout.vec_size * t
    if not isinstance(layout, TiledLayout):
        raise NotImplementedError(f"no register addresses for layout {layout.text()}")
    tiled_shape = layout.tiling.tile_shape(shape)
    ts = layout.tiling.tile_strides(row_major_strides(shape))
    base = np.zeros(WARPGROUP_SIZE, np.int64)
    for t in range(WARPGROUP_SIZE):
        idx = [0] * len(tiled_shape)
        _split_digits((t // WARP_SIZE) % WARPS_IN_WARPGROUP, layout.warp_dims, tiled_shape, idx)
        _split_digits(t % WARP_SIZE, layout.lane_dims, tiled_shape, idx)
        base[t] = sum(i * s for i, s in zip(idx, ts))
    regs = layout.registers_shape(shape)
    reg_flat = np.array([sum(i * s for i, s in zip(r, ts)) for r in np.ndindex(*regs)], np.int64)
    return base[:, None] + reg_flat[None, :]


def vector_flat_stride(layout: RegisterLayout, shape: tuple[int, ...]) -> int:
    """How far apart, in the row-major flat index of ``shape``, a register's consecutive elements are."""
    if isinstance(layout, TiledLayout):
        return layout.tiling.tile_strides(row_major_strides(shape))[layout.vector_dim]
    return 1


def split_thread_offsets(table: np.ndarray) -> tuple[list[tuple[int, int]], list[int]] | None:
    """``table[t, k] == sum(bit_b(t) * w_b) + C[k]``: returns ``([(b, w_b)], C)`` or None."""
    a = table[:, 0] - table[0, 0]
    c = table[0, :]
    if not np.array_equal(table, a[:, None] + c[None, :]):
        return None
    thread_bits = WARPGROUP_SIZE.bit_length() - 1
    terms = [(b, int(a[1 << b])) for b in range(thread_bits) if a[1 << b] != 0]
    t = np.arange(WARPGROUP_SIZE)
    recon = sum(((t >> b) & 1) * w for b, w in terms) if terms else np.zeros(WARPGROUP_SIZE, np.int64)
    if not np.array_equal(recon, a):
        return None
    return terms, [int(x) for x in c]
