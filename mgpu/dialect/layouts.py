"""Layout math shared by layout inference and the lowerings (jax 0.10.2 semantics).

Python values for the register layouts of Mosaic GPU (``TiledLayout``, ``WGSplatFragLayout``,
``WGStridedFragLayout``), TMEM layouts (``TiledLayout`` over TMEM lanes/columns), and SMEM
transforms (``tile`` + ``swizzle``), plus their textual attribute form.

Attributes are exchanged as text (``#mosaic_gpu.TiledLayout<...>`` etc.): ``to_attr`` parses the
text with the context's attribute parser, so it yields the dialect's attribute classes once they
are registered, and opaque attributes otherwise; ``from_attr`` prints any attribute and parses the
text back into these values. The printed forms are exactly jaxlib's.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from io import StringIO

from xdsl.context import Context
from xdsl.ir import Attribute
from xdsl.parser import Parser
from xdsl.printer import Printer

WARPGROUP_SIZE = 128
WARP_SIZE = 32
WARPS_IN_WARPGROUP = 4
TMEM_ROWS = 128


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


def _rev_cumsum(flags) -> list[int]:
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

    def reduce(self, axes) -> TiledLayout:
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


def _tiled(tiles, warp, lane, vec) -> TiledLayout:
    return TiledLayout(Tiling(tuple(tuple(t) for t in tiles)), tuple(warp), tuple(lane), vec)


WGMMA_LAYOUT = _tiled(((64, 8), (16, 8), (8, 8), (2,)), (-7,), (-3, -2), -1)
WGMMA_LAYOUT_8BIT = _tiled(((64, 16), (16, 16), (8, 16), (4,)), (-7,), (-3, -2), -1)
WGMMA_LAYOUT_UPCAST_2X = _tiled(((64, 16), (16, 16), (8, 16), (8,), (4,)), (-8,), (-4, -2, -3), -1)
WGMMA_LAYOUT_UPCAST_4X = _tiled(((64, 32), (16, 32), (8, 32), (8,)), (-7,), (-3, -2), -1)
WGMMA_TRANSPOSED_LAYOUT = _tiled(((64, 8), (16, 8), (8, 8), (2, 2), (2, 1)), (-10,), (-6, -3, -5), -2)
TCGEN05_LAYOUT = _tiled(((128, 8), (32, 8), (8, 8), (2,)), (-7,), (-3, -2), -1)
TCGEN05_TRANSPOSED_LAYOUT = _tiled(((128, 8), (32, 8), (8, 8), (2, 2), (2, 1)), (-10,), (-6, -3, -5), -2)
TMA_INDICES_LAYOUT = _tiled(((16,), (4,)), (-2,), (Replicated(32),), -1)
TMA_INDICES_4_LAYOUT = _tiled(((4,),), (Replicated(4),), (Replicated(32),), -1)


def tmem_native_layout(vector_length: int) -> TiledLayout:
    """Register layout in which thread t holds row t (``fa.tmem_native_layout``)."""
    return _tiled(((128, vector_length), (32, vector_length)), (-4,), (-2,), -1)


TMEM_NATIVE_LAYOUT = tmem_native_layout(2)

# ------------------------------------------------------------------------------------------------
# TMEM layouts (tcgen05.py)
# ------------------------------------------------------------------------------------------------


def tmem_default_layout(packing: int = 1) -> TiledLayout:
    """TMEM layout for 1-CTA MMA with M=128: row i in TMEM lane i."""
    return _tiled(((TMEM_ROWS, packing), (WARP_SIZE, packing)), (-4,), (-2,), -1)


def tmem_half_lane_layout(columns: int, packing: int = 1) -> TiledLayout:
    """TMEM layout for 1-CTA MMA with M=64."""
    return _tiled(((TMEM_ROWS // 2, columns), (WARP_SIZE // 2, columns // 2), (packing,)), (-5,), (-4, -3), -1)


def infer_tmem_layout(shape: tuple[int, ...], collective: bool, packing: int) -> TiledLayout | None:
    """``tcgen05._infer_tmem_layout`` (None where jax raises)."""
    if len(shape) != 2 or packing > 8 or packing.bit_count() != 1 or shape[1] % packing:
        return None
    if shape[0] == TMEM_ROWS:
        return tmem_default_layout(packing)
    if shape[0] == TMEM_ROWS // 2 and not collective:
        if shape[1] % 16 or packing > shape[1] // 2:
            return None
        return tmem_half_lane_layout(shape[1], packing)
    return None  # M=64 collective layouts are not modelled


def tmem_packing(layout: TiledLayout) -> int:
    return layout.vector_length


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
    return False


def tmem_register_candidates(tmem: TiledLayout, shape: tuple[int, ...], bitwidth: int) -> list[TiledLayout]:
    """Register layouts for a TMEM transfer, in jax's order of preference."""
    cands = [TCGEN05_LAYOUT, tmem, TMEM_NATIVE_LAYOUT, WGMMA_LAYOUT]
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
        out += [c for c in cands if is_valid_tmem_transfer(c, reg, shape, bitwidth)]
    return out


# ------------------------------------------------------------------------------------------------
# Register layout relations
# ------------------------------------------------------------------------------------------------


def is_valid_register_layout(shape: tuple[int, ...], layout: RegisterLayout) -> bool:
    if isinstance(layout, (WGSplatFragLayout, WGStridedFragLayout)):
        return layout.shape == tuple(shape)
    return layout.applies_to(tuple(shape))


def splat_is_compatible_with_tiled(splat: WGSplatFragLayout, tiled: TiledLayout) -> bool:
    return all(d1 % d2 == 0 for d1, d2 in zip(splat.shape, tiled.base_tile_shape))


def _supported_tiled_relayout(src: TiledLayout, dst: TiledLayout, bitwidth: int) -> bool:
    """``constraints._is_supported_tiled_relayout``."""
    pairs = {(WGMMA_LAYOUT, WGMMA_TRANSPOSED_LAYOUT), (WGMMA_TRANSPOSED_LAYOUT, WGMMA_LAYOUT),
             (TCGEN05_LAYOUT, TCGEN05_TRANSPOSED_LAYOUT), (TCGEN05_TRANSPOSED_LAYOUT, TCGEN05_LAYOUT)}
    if (src, dst) in pairs:
        return True
    if (src, dst) == (WGMMA_LAYOUT_UPCAST_2X, WGMMA_LAYOUT):
        return bitwidth <= 16
    if (src, dst) == (WGMMA_LAYOUT_UPCAST_4X, WGMMA_LAYOUT_UPCAST_2X):
        return bitwidth == 4
    if (src, dst) == (WGMMA_LAYOUT_UPCAST_4X, WGMMA_LAYOUT):
        return bitwidth == 4
    return src == tmem_native_layout(src.vector_length) and dst == tmem_native_layout(dst.vector_length)


def relayout_holds(src: RegisterLayout, dst: RegisterLayout, strict: bool = True, bitwidth: int = 32) -> bool:
    """``Relayout(src, dst, strict)``: identity, a broadcast out of a splat, or (not strict) one of
    the Tiled relayouts the lowering implements."""
    if src == dst:
        return True
    if isinstance(src, WGSplatFragLayout):
        if isinstance(dst, WGStridedFragLayout):
            return src.shape == dst.shape
        if isinstance(dst, TiledLayout):
            return splat_is_compatible_with_tiled(src, dst)
    if not strict and isinstance(src, TiledLayout) and isinstance(dst, TiledLayout):
        return _supported_tiled_relayout(src, dst, bitwidth)
    return False


def strict_relayout_holds(src: RegisterLayout, dst: RegisterLayout) -> bool:
    return relayout_holds(src, dst, True)


def reduce_shape(shape: tuple[int, ...], axes, keep_dims: bool) -> tuple[int, ...]:
    return tuple(1 if i in axes else d for i, d in enumerate(shape) if keep_dims or i not in axes)


def reduce_layout(layout: RegisterLayout, axes: tuple[int, ...], rank: int, keep_dims: bool) -> RegisterLayout | None:
    """The layout of a reduction over ``axes`` (cs.Reduce); None where jax cannot tell."""
    if isinstance(layout, TiledLayout):
        if keep_dims:
            return None
        untiled = rank - len(layout.base_tile_shape)
        tiled_axes = [a - untiled for a in axes if a >= untiled]
        return layout.reduce(tiled_axes) if tiled_axes else layout
    if isinstance(layout, WGStridedFragLayout):
        trailing = layout.shape[axes[-1] + 1:]
        if math.prod(trailing) % (layout.vec_size * WARPGROUP_SIZE):
            return None
        return WGStridedFragLayout(reduce_shape(layout.shape, axes, keep_dims), layout.vec_size)
    return WGSplatFragLayout(reduce_shape(layout.shape, axes, keep_dims))


def reduce_candidates(small: RegisterLayout, large_shape: tuple[int, ...], axes: tuple[int, ...],
                      keep_dims: bool) -> list[RegisterLayout]:
    """Layouts of the reduced operand that reduce to ``small`` (jax's candidate order)."""
    if isinstance(small, WGSplatFragLayout):
        return [WGSplatFragLayout(large_shape)]
    if isinstance(small, WGStridedFragLayout):
        return [WGStridedFragLayout(large_shape, small.vec_size)]
    if keep_dims:
        return []
    cands = [WGMMA_LAYOUT, WGMMA_TRANSPOSED_LAYOUT, TCGEN05_LAYOUT, TCGEN05_TRANSPOSED_LAYOUT, TMEM_NATIVE_LAYOUT, small]
    out = []
    for c in cands:
        if len(c.base_tile_shape) > len(large_shape):
            continue
        untiled = len(large_shape) - len(c.base_tile_shape)
        tiled_axes = tuple(a - untiled for a in axes if a >= untiled)
        try:
            if c.reduce(tiled_axes) == small:
                out.append(c)
        except (IndexError, ValueError, LayoutError):
            continue
    return out


def reshape_layout(layout: RegisterLayout, src: tuple[int, ...], dst: tuple[int, ...]) -> RegisterLayout | None:
    """The layout after a shape_cast (cs.Reshape); None where jax cannot tell."""
    if isinstance(layout, WGSplatFragLayout):
        return WGSplatFragLayout(tuple(dst))
    if isinstance(layout, WGStridedFragLayout):
        return WGStridedFragLayout(tuple(dst), layout.vec_size)
    tile = layout.base_tile_shape
    if len(dst) < len(tile) or len(src) < len(tile):
        return None
    if any(s % t for t, s in zip(tile, src[-len(tile):])):
        return None
    minor = len(tile) - 1
    if (tuple(src[len(src) - minor:]) != tuple(dst[len(dst) - minor:])) or dst[-len(tile)] % tile[0]:
        return None
    return layout


def strided_broadcast_ok(src: WGStridedFragLayout, dst: WGStridedFragLayout, dims: tuple[int, ...]) -> bool:
    if src.vec_size != dst.vec_size:
        return False
    if tuple(dims) != tuple(range(len(dst.shape) - len(src.shape), len(dst.shape))):
        return False
    exp = [i for i, d in enumerate(src.shape) if d == 1 and dst.shape[dims[i]] > 1]
    pre = [i for i, d in enumerate(src.shape) if d > 1]
    return not (exp and pre and max(exp) >= min(pre))


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


# ------------------------------------------------------------------------------------------------
# SMEM transforms
# ------------------------------------------------------------------------------------------------

SWIZZLES = (128, 64, 32)


def compute_swizzle(minor_tile: int, bitwidth: int) -> int:
    """The swizzle (bytes) jax pairs with a tiling: the minor tile's width if 32/64/128 B, else 16."""
    bits = minor_tile * bitwidth
    if bits % 8:
        raise LayoutError(f"Minor tiling dimension is not byte aligned. Got {minor_tile} elements of {bitwidth} bits.")
    return bits // 8 if bits // 8 in SWIZZLES else 16


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


def transforms_text(tiling: tuple[int, ...] | None, bitwidth: int, transposed: bool = False) -> str:
    """The ``in_/out_transforms`` entry for a ref: ``[]`` or ``[tile<..>, swizzle<..>]``. The
    swizzle follows the tile of the ref's minor (unit-stride) dim: the last, or for a transposed
    ref the second-to-last."""
    if tiling is None:
        return "[]"
    swizzle = compute_swizzle(tiling[-2] if transposed and len(tiling) >= 2 else tiling[-1], bitwidth)
    return f"[#mosaic_gpu.tile<[{', '.join(map(str, tiling))}]>, #mosaic_gpu.swizzle<{swizzle} : i32>]"


# ------------------------------------------------------------------------------------------------
# Attributes <-> values (through text, so it works with and without the dialect registered)
# ------------------------------------------------------------------------------------------------


def attr_text(attr: Attribute) -> str:
    out = StringIO()
    Printer(stream=out).print_attribute(attr)
    return out.getvalue()


def to_attr(ctx: Context, text: str) -> Attribute:
    return Parser(ctx, text).parse_attribute()


_INT_LIST = re.compile(r"\[\s*(-?\d+(?:\s*,\s*-?\d+)*)?\s*\]")


def _ints(text: str) -> tuple[int, ...]:
    text = text.strip()
    if not text:
        return ()
    return tuple(int(x) for x in text.split(","))


def _dims(text: str) -> tuple[Dim, ...]:
    out: list[Dim] = []
    for item in _split_top(text.strip()[1:-1]):
        m = re.fullmatch(r"#mosaic_gpu\.Replicated<\s*times\s*=\s*(\d+)\s*>", item)
        out.append(Replicated(int(m.group(1))) if m else int(item))
    return tuple(out)


def _split_top(text: str) -> list[str]:
    """Split on commas that are not nested in brackets."""
    parts, depth, cur = [], 0, []
    for ch in text:
        if ch in "[<(":
            depth += 1
        elif ch in "]>)":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append("".join(cur).strip())
            cur = []
        else:
            cur.append(ch)
    if "".join(cur).strip():
        parts.append("".join(cur).strip())
    return parts


def layout_from_text(text: str) -> RegisterLayout:
    text = text.strip()
    m = re.fullmatch(r"#mosaic_gpu\.(\w+)<(.*)>", text, re.S)
    if not m:
        raise LayoutError(f"not a mosaic_gpu layout: {text}")
    kind, body = m.groups()
    parts = _split_top(body)
    try:
        if kind == "WGSplatFragLayout":
            return WGSplatFragLayout(_ints(parts[0].strip()[1:-1]))
        if kind == "WGStridedFragLayout":
            return WGStridedFragLayout(_ints(parts[0].strip()[1:-1]), int(parts[1]))
        if kind == "TiledLayout":
            tiles = tuple(_ints(t.strip()[1:-1]) for t in _split_top(parts[0].strip()[1:-1]))
            fields = {}
            for p in parts[1:]:
                k, v = p.split("=", 1)
                fields[k.strip()] = v.strip()
            return TiledLayout(Tiling(tiles), _dims(fields["warp_dims"]), _dims(fields["lane_dims"]),
                               int(fields["vector_dim"]))
    except (IndexError, KeyError, ValueError) as e:
        raise LayoutError(f"malformed layout attribute {text}: {e}") from None
    raise LayoutError(f"not a register layout: {text}")


def layout_from_attr(attr: Attribute) -> RegisterLayout:
    return layout_from_text(attr_text(attr))


@dataclass(frozen=True)
class Transforms:
    """A parsed ``transforms`` list: an optional tile and an optional swizzle (bytes)."""

    tiling: tuple[int, ...] | None
    swizzle: int | None
    other: tuple[str, ...] = ()


def transforms_from_attrs(attrs) -> Transforms:
    tiling, swizzle, other = None, None, []
    for a in attrs:
        text = attr_text(a).strip()
        if m := re.fullmatch(r"#mosaic_gpu\.tile<\s*(\[[^\]]*\])\s*>", text):
            tiling = _ints(m.group(1)[1:-1])
        elif m := re.fullmatch(r"#mosaic_gpu\.swizzle<\s*(\d+)\s*(?::\s*i32)?\s*>", text):
            swizzle = int(m.group(1))
        else:
            other.append(text)
    return Transforms(tiling, swizzle, tuple(other))


# ------------------------------------------------------------------------------------------------
# SMEM <-> register transfer planning (fragmented_array.plan_tiled_transfer, jax 0.10.2)
# ------------------------------------------------------------------------------------------------

SMEM_BANKS = 32
SMEM_BANK_BYTES = 4


class TransferPlanDerivationError(Exception):
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
        raise LayoutError(f"Can not tile strides when tiled dimensions have been transposed: {strides}, {tiling}")
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
            raise LayoutError(f"Stride {s} is not divisible by {d} (tile size = {t}).")
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


def plan_tiled_transfer(nested_shape, nested_strides, layout: TiledLayout, element_bits: int, swizzle: int):
    """``fa.plan_tiled_transfer``: a bank-conflict-free order for a thread's register transfers."""
    import itertools

    import numpy as np

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
        raise TransferPlanDerivationError("vector is not a whole number of bytes")
    transfer_bytes = (vector_length * element_bits) // 8
    alignment = math.gcd(*(s for s, d in zip(itertools.chain(tiles_strides, warp_strides, lane_strides),
                                             itertools.chain(tiles_shape, warp_shape, lane_shape)) if d > 1))
    if swizzle_tile_elems % alignment and vector_length <= alignment:
        raise TransferPlanDerivationError("vector transfers may cross swizzle tile boundaries")
    if transfer_bytes > SMEM_BANK_BYTES * 4:
        raise TransferPlanDerivationError(f"{transfer_bytes=} > {SMEM_BANK_BYTES * 4} not implemented")
    if element_bits > SMEM_BANK_BYTES * 8:
        raise TransferPlanDerivationError(f"{element_bits=} > {SMEM_BANK_BYTES * 8} not implemented")
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
    raise TransferPlanDerivationError("Failed to synthesize a transfer pattern that avoids bank conflicts")


OPTIMIZED, UNOPTIMIZED, DOWNGRADABLE = "optimized", "unoptimized", "downgradable"


def is_supported_smem_transfer(shape: tuple[int, ...], strides: tuple[int, ...], bitwidth: int, kind: str,
                               tiling: tuple[int, ...] | None, reg: RegisterLayout) -> bool:
    """``IsTransferableSmemRegisters._is_supported_smem_transfer``: can a value in ``reg`` move
    to/from a ref of ``shape``/``strides`` tiled by ``tiling`` (None: untiled) as ``kind`` asks?"""
    return _smem_transfer_cached(tuple(shape), tuple(strides), bitwidth, kind,
                                 None if tiling is None else tuple(tiling), reg)


_smem_transfer_memo: dict = {}


def _smem_transfer_cached(shape, strides, bitwidth, kind, tiling, reg) -> bool:
    key = (shape, strides, bitwidth, kind, tiling, reg)
    if key not in _smem_transfer_memo:
        _smem_transfer_memo[key] = _smem_transfer(shape, strides, bitwidth, kind, tiling, reg)
    return _smem_transfer_memo[key]


def _smem_transfer(shape, strides, bitwidth, kind, tiling, reg) -> bool:
    if not isinstance(reg, TiledLayout):
        return tiling is None
    transposed = len(strides) >= 2 and strides[-1] > strides[-2]
    tiling = tiling or ()
    if transposed:
        return len(tiling) == 2 and reg in (TCGEN05_TRANSPOSED_LAYOUT, WGMMA_TRANSPOSED_LAYOUT)
    if kind == UNOPTIMIZED:
        return True
    if not tiling and kind == DOWNGRADABLE:
        return True
    try:
        if not tiling:
            tiling = shape
            tiled_strides = tile_strides(strides, tiling)
            swizzle = 16
        else:
            tiled_strides = tile_strides(strides, tiling)
            minor = tiling[min(range(len(tiling)), key=lambda i: tiled_strides[len(tiled_strides) - len(tiling) + i])]
            swizzle = compute_swizzle(minor, bitwidth)
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
