"""Reshapes and broadcasts of warpgroup vectors: ``vector.shape_cast`` and
``mosaic_gpu.broadcast_in_dim`` (jax's ``FragmentedArray.reshape`` / ``broadcast_in_dim``,
jax/experimental/mosaic/gpu/fragmented_array.py:3361 and :3412 at jax-v0.10.2).

Both only rename registers: a reshape keeps the registers in order; a broadcast repeats them along
the new dims (and widens a 1-element register to the vector length when the vector dim is new).
"""

from __future__ import annotations

import numpy as np
from xdsl.dialects import vector
from xdsl.dialects.builtin import DenseArrayBase, VectorType, i64
from xdsl.ir import SSAValue

from mgpu import layouts as L
from mgpu.dialect.diagnostics import lowering as diag
from mgpu.dialect.mosaic_gpu.ops import BroadcastInDimOp
from mgpu.dialect.typeinfo import py_tuple
from mgpu.dialect.vector_ext import ShapeCastOp
from mgpu.passes.lowering.state import Frag, LoweringState, rule, unless_lane_level


def _vector_shape(v: SSAValue) -> tuple[int, ...]:
    ty = v.type
    assert isinstance(ty, VectorType)
    return tuple(ty.get_shape())


@rule(ShapeCastOp)
@unless_lane_level
def shape_cast(s: LoweringState, op: ShapeCastOp) -> list[SSAValue] | None:
    """The registers unchanged; a splat or strided layout takes the new shape, a tiled one is kept
    (jax only reshapes the dims above the base tile's minor dims)."""
    [layout] = s.layouts(op, "in_layouts")
    f = s.frag(op.source, layout)
    shape = _vector_shape(op.result)
    s.regs[op.result] = Frag(reshaped_layout(f, shape), shape, f.dtype, f.regs)
    return None


def reshaped_layout(f: Frag, shape: tuple[int, ...]) -> L.RegisterLayout:
    """The layout of ``f`` reshaped to ``shape``; a tiled layout refused in jax's words where its base tile does
    not tile the new shape's minor dims as the old (``FragmentedArray.reshape``, fragmented_array.py:3813 at
    jax-v0.12.0.1)."""
    new = L.reshape_layout(f.layout, f.shape, shape)
    if new is None:
        assert isinstance(f.layout, L.TiledLayout)  # (a splat or strided layout takes any shape)
        raise diag.RESHAPE_TILED(shape=py_tuple(f.shape), new=py_tuple(shape),
                                 tile=py_tuple(f.layout.base_tile_shape))
    return new


@rule(BroadcastInDimOp)
def broadcast_in_dim(s: LoweringState, op: BroadcastInDimOp) -> list[SSAValue] | None:
    [layout] = s.layouts(op, "in_layouts")
    [out_layout] = s.layouts(op, "out_layouts")
    f = s.frag(op.operand, layout)
    shape = _vector_shape(op.result)
    dims = tuple(op.broadcast_dimensions.get_values())
    if f.is_splat:
        splat = Frag(L.WGSplatFragLayout(shape), shape, f.dtype, f.regs)
        s.regs[op.result] = splat if isinstance(out_layout, L.WGSplatFragLayout) else s.broadcast(splat, out_layout)
        return None
    if isinstance(layout, L.WGStridedFragLayout) and isinstance(out_layout, L.WGStridedFragLayout):
        if not L.strided_broadcast_ok(layout, out_layout, dims):
            raise NotImplementedError("Unsupported broadcast for WGStridedFragLayout")
        times = L.num_registers(out_layout, shape) // len(f.regs)
        s.regs[op.result] = Frag(out_layout, shape, f.dtype, f.regs * times)
        return None
    if not isinstance(layout, L.TiledLayout) or not isinstance(out_layout, L.TiledLayout):
        raise NotImplementedError(f"broadcast_in_dim from {layout.text()} to {out_layout.text()}")
    if len(out_layout.base_tile_shape) != len(shape):
        raise NotImplementedError("Tiling rank different than broadcast result rank")
    new_dims = sorted(set(range(len(shape))) - set(dims))
    if out_layout.reduce(new_dims) != layout:
        raise ValueError("Source and destination layouts aren't compatible for a broadcast")
    regs_shape = out_layout.registers_shape(shape)
    pre = list(regs_shape)
    for d in new_dims:
        for i, is_new in enumerate(out_layout.tiling.tile_dimension(d)):
            if is_new:
                pre[i] = 1
    regs = list(f.regs)
    vec = out_layout.vector_length
    if vec != layout.vector_length:
        b = s.b
        rt = VectorType(f.dtype, [vec])
        at0 = {"static_position": DenseArrayBase.from_list(i64, [0])}
        regs = [b.v(vector.BroadcastOp, [b.v(vector.ExtractOp, [r], f.dtype, props=at0)], rt) for r in regs]
    arr = np.empty(len(regs), dtype=object)
    arr[:] = regs
    out = np.broadcast_to(arr.reshape(pre), regs_shape)
    s.regs[op.result] = Frag(out_layout, shape, f.dtype, list(out.flat))
    return None
