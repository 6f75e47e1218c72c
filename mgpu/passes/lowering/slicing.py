"""Static slices of warpgroup vectors: ``vector.extract_strided_slice``, ``vector.insert_strided_slice``
and ``vector.extract`` (jax's ``FragmentedArray.__getitem__`` / ``__setitem__``,
jax/experimental/mosaic/gpu/fragmented_array.py:2017-2089 at jax-v0.10.2; the rules at
dialect_lowering.py:749-817), and jax 0.11's ``mosaic_gpu.vector_concat`` (``fa.concatenate``,
fragmented_array.py:5918 at jax 0.12.0.1).

In a tiled layout a slice aligned to the base tile is a block of the register array, whose leading
dims count base tiles; nothing is computed. A splat's slice is a splat.
"""

from __future__ import annotations

import numpy as np
from xdsl.dialects.builtin import ArrayAttr, IntegerAttr, VectorType
from xdsl.dialects.vector import ExtractOp
from xdsl.ir import SSAValue

from mgpu import layouts as L
from mgpu.dialect.diagnostics import lowering as diag
from mgpu.dialect.mosaic_gpu.layout_ops import VectorConcatOp
from mgpu.dialect.vector_ext import ExtractStridedSliceOp, InsertStridedSliceOp
from mgpu.passes.lowering.reshape import reshaped_layout
from mgpu.passes.lowering.state import Frag, LoweringState, rule, unless_lane_level


def _ints(attr: ArrayAttr[IntegerAttr]) -> tuple[int, ...]:
    return tuple(a.value.data for a in attr.data)


def _register_block(f: Frag, base: tuple[int, ...], size: tuple[int, ...]) -> tuple[np.ndarray, tuple[slice, ...]]:
    """The register array of ``f`` and the index of the registers of the slice ``base`` + ``size``."""
    layout = f.layout
    if not isinstance(layout, L.TiledLayout):
        raise diag.SLICE_NOT_TILED()
    tile = (1,) * (len(f.shape) - len(layout.base_tile_shape)) + layout.base_tile_shape
    if any(b % t for b, t in zip(base, tile, strict=True)):
        raise ValueError(f"Base indices of array slices must be aligned to the beginning of a tile. The array "
                         f"uses a tiling of {tile}, but your base indices are {base}. Consider using a "
                         f"different array layout.")
    if any(n % t for n, t in zip(size, tile, strict=True)):
        raise ValueError(f"The slice shape must be a multiple of the tile shape. The array uses a tiling of "
                         f"{tile}, but your slice shape is {size}. Consider using a different array layout.")
    index = tuple(slice(b // t, (b + n) // t) for b, n, t in zip(base, size, tile, strict=True))
    return _register_array(f), index


def _slice(f: Frag, base: tuple[int, ...], size: tuple[int, ...]) -> Frag:
    if f.is_splat:
        return Frag(L.WGSplatFragLayout(size), size, f.dtype, f.regs)
    regs, index = _register_block(f, base, size)
    return Frag(f.layout, size, f.dtype, list(regs[index].flat))


@rule(ExtractStridedSliceOp)
@unless_lane_level
def extract_strided_slice(s: LoweringState, op: ExtractStridedSliceOp) -> list[SSAValue] | None:
    if any(x != 1 for x in _ints(op.strides)):
        raise NotImplementedError("`strides` must contain only 1s.")
    [layout] = s.layouts(op, "in_layouts")
    f = s.frag(op.source, layout)
    offsets, sizes = _ints(op.offsets), _ints(op.sizes)
    # Dims the op leaves out are taken whole.
    offsets = offsets + (0,) * (len(f.shape) - len(offsets))
    sizes = sizes + f.shape[len(sizes):]
    s.regs[op.result] = _slice(f, offsets, sizes)
    return None


@rule(InsertStridedSliceOp)
@unless_lane_level
def insert_strided_slice(s: LoweringState, op: InsertStridedSliceOp) -> list[SSAValue] | None:
    if any(x != 1 for x in _ints(op.strides)):
        raise NotImplementedError("`strides` must contain only 1s.")
    [src_layout, dst_layout] = s.layouts(op, "in_layouts")
    src, dst = s.frag(op.source, src_layout), s.frag(op.dest, dst_layout)
    if src.layout != dst.layout:  # (jax asserts the in_layouts equal, dialect_lowering.py:782 at jax-v0.12.0.1)
        raise ValueError(f"Array has layout {src.layout.text()}, but assigned array has layout {dst.layout.text()}")
    layout = dst.layout
    if isinstance(layout, L.TiledLayout) and len(layout.base_tile_shape) != len(dst.shape):
        raise NotImplementedError("Tiling has different rank than array")
    offsets = _ints(op.offsets)
    if isinstance(layout, L.TiledLayout) and any(
            b % t or n % t for b, n, t in zip(offsets, src.shape, layout.base_tile_shape, strict=False)):
        raise diag.SLICE_NOT_TILE_ALIGNED()  # (jax's __setitem__, fragmented_array.py:2403 at jax-v0.12.0.1)
    regs, index = _register_block(dst, offsets, src.shape)
    new = np.empty(len(src.regs), dtype=object)
    new[:] = src.regs
    regs = regs.copy()
    regs[index] = new.reshape(regs[index].shape)
    s.regs[op.result] = Frag(layout, dst.shape, dst.dtype, list(regs.flat))
    return None


@rule(ExtractOp)
@unless_lane_level
def extract(s: LoweringState, op: ExtractOp) -> list[SSAValue] | None:
    """A scalar of a splat, or (static positions) a tile-aligned slice reshaped to the result."""
    if op.dynamic_position:
        raise diag.EXTRACT_DYNAMIC_POSITION()
    [layout] = s.layouts(op, "in_layouts")
    f = s.frag(op.vector, layout)
    pos = tuple(op.static_position.get_values())
    result = op.result
    if not f.is_splat:
        _check_indexable(s, f, pos, isinstance(result.type, VectorType))
    if not isinstance(result.type, VectorType):
        return [f.regs[0]]
    shape = tuple(result.type.get_shape())
    sliced = _slice(f, pos + (0,) * (len(f.shape) - len(pos)), (1,) * len(pos) + f.shape[len(pos):])
    s.regs[result] = Frag(reshaped_layout(sliced, shape), shape, f.dtype, sliced.regs)
    return None


def _check_indexable(s: LoweringState, f: Frag, pos: tuple[int, ...], vector_result: bool) -> None:
    """jax's ``__getitem__`` of a non-splat at integer indices (jax 0.11+: the position; jax 0.10.2: a scalar's,
    a vector result being sliced): a tiled array, indexed in its untiled dims only (jax 0.10.2: not at all)."""
    layout = f.layout
    if not isinstance(layout, L.TiledLayout):
        raise diag.SLICE_NOT_TILED()
    if not s.jax.indexes_untiled_dims:
        if not vector_result:
            raise diag.INTEGER_INDEX()
    elif len(pos) > len(f.shape) - len(layout.base_tile_shape):
        raise diag.INTEGER_INDEX_TILED()


@rule(VectorConcatOp)
def vector_concat(s: LoweringState, op: VectorConcatOp) -> None:
    """The operands' register arrays, concatenated along ``dimension``: in one tiled layout, along
    any dimension; in strided layouts of one vector size, along the first (jax's ``concatenate``)."""
    frags = [s.frag(o, layout) for o, layout in zip(op.operands_, s.layouts(op, "in_layouts"), strict=True)]
    [out_layout] = s.layouts(op, "out_layouts")
    result = op.result
    assert isinstance(result.type, VectorType)
    shape = tuple(result.type.get_shape())
    axis = op.dimension.value.data
    first = frags[0].layout
    if isinstance(first, L.WGSplatFragLayout):
        raise NotImplementedError("Concatenating arrays with splat layout is not supported.")
    if isinstance(first, L.TiledLayout):
        for i, f in enumerate(frags[1:], start=1):
            if f.layout != first:
                raise ValueError(f"All arrays must have the same layout, got {f.layout.text()} at index {i} "
                                 f"(expected {first.text()})")
        layout: L.RegisterLayout = first
        regs = np.concatenate([_register_array(f) for f in frags], axis=axis)
    else:
        assert isinstance(first, L.WGStridedFragLayout)
        if axis != 0:
            raise NotImplementedError("Concatenating arrays with strided layout is only supported along axis 0")
        for i, f in enumerate(frags[1:], start=1):
            if not isinstance(f.layout, L.WGStridedFragLayout) or f.layout.vec_size != first.vec_size:
                raise ValueError(f"Expected WGStridedFragLayout with vec_size {first.vec_size}, got "
                                 f"{f.layout.text()} at index {i}")
        layout = L.WGStridedFragLayout(shape, first.vec_size)
        regs = np.concatenate([_register_array(f) for f in frags], axis=0)
    if layout != out_layout:  # (jax asserts it)
        raise ValueError(f"vector_concat: the concatenation has layout {layout.text()}, its out_layouts say "
                         f"{out_layout.text()}")
    s.regs[result] = Frag(layout, shape, frags[0].dtype, list(regs.flat))


def _register_array(f: Frag) -> np.ndarray:
    """``f``'s registers as jax's ``FragmentedArray.registers`` array (a strided layout's: flat)."""
    regs = np.empty(len(f.regs), dtype=object)
    regs[:] = f.regs
    return regs.reshape(f.layout.registers_shape(f.shape)) if isinstance(f.layout, L.TiledLayout) else regs
