"""``vector.multi_reduction`` and ``vector.reduction`` on warpgroup vectors, in jax's order of
operations (``FragmentedArray.reduce``, jax/experimental/mosaic/gpu/fragmented_array.py:2863 at
jax-v0.10.2), so that float results are bit-identical to jax's payload.

Per output register: the thread's registers along the reduced dims are combined in row-major order,
into ``acc_ilp`` partial accumulators in turn (jax 0.11 and later, ``JaxVersion.reduce_acc_ilp``; one
in 0.10.2), the partials then combined in order, then the elements of the vector (if the vector dim
is reduced), then the lanes with butterfly
shuffles at increasing strides (``shfl.sync.bfly``, minor lane dim first). A reduction across warps
goes through the SMEM scratch Pallas assigns to the op (``offset`` / ``scratch_size``,
``cross_warp.py``). f32 maxima and minima combine with jax's inline PTX ``max.NaN.f32`` /
``min.NaN.f32``, one per element; the f16/bf16 ones (jax's packed ``max.NaN.f16x2`` ...) and 16-bit
integer ones (``max.s16x2``) are refused, never approximated.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
from xdsl.dialects import arith, llvm, math, vector
from xdsl.dialects.builtin import (
    AnyFloat,
    DenseArrayBase,
    FloatAttr,
    IntegerAttr,
    IntegerType,
    VectorType,
    f32,
    i64,
)
from xdsl.ir import Attribute, Operation, SSAValue

from mgpu import layouts as L
from mgpu.arch import WARP_SIZE, WARPGROUP_SIZE
from mgpu.dialect.diagnostics import lowering as diag
from mgpu.dialect.diagnostics import MgpuError
from mgpu.dialect.vector_ext import MultiReductionOp
from mgpu.layouts.jax_names import jax_str
from mgpu.passes.lowering.cross_warp import CrossWarp
from mgpu.passes.lowering.shuffles import at, shfl_bfly
from mgpu.passes.lowering.state import Frag, LoweringState, fail, rule, unless_lane_level
from mgpu.passes.typeinfo import element_bits

Combine = Callable[[SSAValue, SSAValue], SSAValue]

# vector.kind → jax's reduction name (dialect_lowering.py:863-911 at jax-v0.10.2; jax 0.12 adds mul → prod,
# dialect_lowering.py:828, 886 at 0.12.0.1: JaxVersion.reduces_products).
_JAX_REDUCTION = {"add": "add", "mul": "prod", "maxsi": "max", "maxui": "max", "maximumf": "max",
                  "minsi": "min", "minui": "min", "minimumf": "min"}


def _not_supported(op: Operation, what: str) -> MgpuError:
    return fail(op, diag.LOWERING_NOT_SUPPORTED, what=what)


def combiner(s: LoweringState, op: Operation, kind: str, dtype: Attribute) -> Combine:
    """jax's binary op of a ``kind`` reduction on ``dtype`` (``arith.addf`` with ``contract``, as
    jax's ``addf``; a product's plain ``arith.mulf``; integer add/mul/max/min as arith ops)."""
    b = s.b
    version = s.jax
    if kind not in _JAX_REDUCTION or (kind == "mul" and not version.reduces_products):
        kinds = "add, mul, max and min" if version.reduces_products else "add, max and min"
        raise fail(op, diag.REDUCTION_KIND, kind=f"#vector.kind<{kind}>", version=version, kinds=kinds)
    if isinstance(dtype, AnyFloat):
        if kind == "mul":
            return lambda x, y: b.v(arith.MulfOp, [x, y], x.type)
        if kind != "add":
            if dtype != f32:
                raise _not_supported(op, f"<{kind}> reduction of {dtype} (jax uses packed inline PTX "
                                         f"{_JAX_REDUCTION[kind]}.NaN.{dtype}x2)")
            return _fast_f32(s, f"{_JAX_REDUCTION[kind]}.NaN.f32")
        contract = b.a("#arith.fastmath<contract>")
        return lambda x, y: b.v(arith.AddfOp, [x, y], x.type, props={"fastmath": contract})
    if not isinstance(dtype, IntegerType):
        raise _not_supported(op, f"reduction of {dtype}")
    if kind not in ("add", "mul") and element_bits(dtype) == 16:
        raise _not_supported(op, f"<{kind}> reduction of {dtype} (jax uses inline PTX {kind[:3]}.s16x2)")
    name = {"add": "arith.addi", "mul": "arith.muli"}.get(kind, f"arith.{kind}")
    return lambda x, y: b.arith(name, x, y)


def with_accumulator(s: LoweringState, op: Operation, kind: str, dtype: Attribute) -> Combine:
    """jax's combination of a reduction with the op's accumulator (``result + acc``, ``result * acc``,
    ``max(result, acc)``: FragmentedArray's operators, a float product's ``mulf`` with ``contract``)."""
    if kind == "mul" and isinstance(dtype, AnyFloat):
        b = s.b
        contract = b.a("#arith.fastmath<contract>")
        return lambda x, y: b.v(arith.MulfOp, [x, y], x.type, props={"fastmath": contract})
    return combiner(s, op, kind, dtype)


def _fast_f32(s: LoweringState, instr: str) -> Combine:
    """jax's ``_lift_fast_instr`` (fragmented_array.py:1910 at jax-v0.10.2): the PTX ``instr`` on
    each f32 element of its operands, as an inline asm without side effects."""
    b = s.b

    def one(x: SSAValue, y: SSAValue) -> SSAValue:
        return b.inline_asm(f"{instr} $0, $1, $2;", "=f,f,f", [x, y], f32, side_effects=False).results[0]

    def combine(x: SSAValue, y: SSAValue) -> SSAValue:
        ty = x.type
        if not isinstance(ty, VectorType):
            return one(x, y)
        out = b.v(llvm.UndefOp, [], ty)
        for i in range(ty.get_shape()[0]):
            e = one(b.v(vector.ExtractOp, [x], f32, props=at(i)), b.v(vector.ExtractOp, [y], f32, props=at(i)))
            out = b.v(vector.InsertOp, [e, out], ty, props=at(i))
        return out

    return combine


def _splat_reduce(s: LoweringState, f: Frag, kind: str, count: int) -> SSAValue:
    """jax's ``splat_op``: ``x * count`` for add, ``x ** count`` for mul (``math.powf``; an integer's
    by squaring, fragmented_array.py:1103-1113 at 0.12.0.1), ``x`` for max/min."""
    b = s.b
    x = f.regs[0]
    if kind == "mul":
        if isinstance(f.dtype, AnyFloat):
            n = b.v(arith.ConstantOp, [], f.dtype, props={"value": FloatAttr(float(count), f.dtype)})
            return b.v(math.PowFOp, [x, n], f.dtype)
        result, base = b.v(arith.ConstantOp, [], f.dtype, props={"value": IntegerAttr(1, f.dtype)}), x
        while count > 0:
            if count % 2 == 1:
                result = b.arith(arith.MuliOp, result, base)
            base = b.arith(arith.MuliOp, base, base)
            count //= 2
        return result
    if kind != "add":
        return x
    if isinstance(f.dtype, AnyFloat):
        n = b.v(arith.ConstantOp, [], f.dtype, props={"value": FloatAttr(float(count), f.dtype)})
        return b.v(arith.MulfOp, [x, n], f.dtype, props={"fastmath": b.a("#arith.fastmath<contract>")})
    return b.arith(arith.MuliOp, x, count)


def _acc_ilp(s: LoweringState, op: Operation, kind: str, dtype: Attribute) -> int:
    """How many partial accumulators jax's ``reduce`` uses for ``op``: its ``acc_ilp`` attribute where the
    release reads it, else the release's default for the reduction and element type."""
    version = s.jax
    attr = op.attributes.get("acc_ilp")
    if version.reads_acc_ilp and isinstance(attr, IntegerAttr):
        return attr.value.data
    return version.reduce_acc_ilp.get((_JAX_REDUCTION[kind], isinstance(dtype, AnyFloat)), 1)


def reduce_frag(s: LoweringState, op: Operation, f: Frag, axes: tuple[int, ...], kind: str,
                acc_ilp: int | None = None) -> Frag:
    """``f`` reduced over ``axes`` in jax's order, with ``acc_ilp`` partial accumulators (None: as jax
    lowers ``op``); the result's layout is jax's ``layout.reduce`` (a WGSplat scalar when every dim is
    reduced)."""
    combine = combiner(s, op, kind, f.dtype)
    if acc_ilp is None:
        acc_ilp = _acc_ilp(s, op, kind, f.dtype)
    rest = tuple(d for a, d in enumerate(f.shape) if a not in axes)
    if f.is_splat:
        count = int(np.prod([f.shape[a] for a in axes]))
        return Frag(L.WGSplatFragLayout(rest), rest, f.dtype, [_splat_reduce(s, f, kind, count)])
    layout = f.layout
    if isinstance(layout, L.WGStridedFragLayout):
        if set(axes) != set(range(len(f.shape))):
            raise NotImplementedError("Warpgroup strided layout only support reductions along all axes")
        # jax reinterprets the registers as a 1-D tiled layout (fragmented_array.py:2945) and reduces that
        # with its binary op, not the reduction's name: one accumulator (fragmented_array.py:3364 at 0.12.0.1)
        vec = layout.vec_size
        n = int(np.prod(f.shape))
        tiled = L.tiled_layout(((WARPGROUP_SIZE * vec,), (WARP_SIZE * vec,), (vec,)), (-3,), (-2,), -1)
        return reduce_frag(s, op, Frag(tiled, (n,), f.dtype, f.regs), (0,), kind, acc_ilp=1)
    assert isinstance(layout, L.TiledLayout)
    untiled_rank = len(f.shape) - len(layout.base_tile_shape)
    tiled_axes = tuple(a - untiled_rank for a in axes if a >= untiled_rank)
    flags = [False] * (len(layout.base_tile_shape) + len(layout.tiled_tiling_shape))
    for a in tiled_axes:
        flags = [r or d for r, d in zip(flags, layout.tiling.tile_dimension(a), strict=True)]
    reduced = (*(a in axes for a in range(untiled_rank)), *flags)
    across_warps = any(reduced[d] for d in layout.warp_dims if isinstance(d, int))
    regs_shape = layout.registers_shape(f.shape)
    regs = np.empty(len(f.regs), dtype=object)
    regs[:] = f.regs
    regs = regs.reshape(regs_shape)
    reduced_shape = tuple(d if r else 1 for r, d in zip(reduced, regs_shape, strict=True))
    remaining_shape = tuple(1 if r else d for r, d in zip(reduced, regs_shape, strict=True))
    out = np.empty(remaining_shape, dtype=object)
    exchange: CrossWarp | None = None
    pending: list[tuple[int, ...]] = []

    def drain(reg_ty: VectorType) -> None:
        assert exchange is not None
        exchange.barrier()
        for step, idx in enumerate(pending):
            out[idx] = exchange.load_reduce(reg_ty, step)
        pending.clear()
        exchange.barrier()

    reg_ty = None
    first = regs.flat[0].type
    vec_len = first.get_shape()[0] if isinstance(first, VectorType) else 1
    parts = max(1, acc_ilp // vec_len // int(np.prod(remaining_shape)))
    for out_idx in np.ndindex(*remaining_shape):
        reg = _reduce_register(s, regs, out_idx, reduced_shape, reduced, layout, combine, parts)
        if not across_warps:
            out[out_idx] = reg
            continue
        reg_ty = reg.type
        assert isinstance(reg_ty, VectorType)
        if exchange is None:
            exchange = CrossWarp(s, op, layout, reduced, f.dtype, reg_ty.get_shape()[0], not rest, combine)
        exchange.store(reg, len(pending))
        pending.append(out_idx)
        if len(pending) == exchange.concurrent:
            drain(reg_ty)
    if pending:
        assert isinstance(reg_ty, VectorType)
        drain(reg_ty)
    if not rest:
        scalar = s.b.v(vector.ExtractOp, [out.flat[0]], f.dtype,
                       props={"static_position": DenseArrayBase.from_list(i64, [0])})
        return Frag(L.WGSplatFragLayout(()), (), f.dtype, [scalar])
    new_layout = layout.reduce(tiled_axes)
    return Frag(new_layout, rest, f.dtype, list(out.reshape(new_layout.registers_shape(rest)).flat))


def _reduce_register(s: LoweringState, regs: np.ndarray, out_idx: tuple[int, ...], reduced_shape,
                     reduced: tuple[bool, ...], layout: L.TiledLayout, combine: Combine, parts: int) -> SSAValue:
    """jax's ``reduce_within_warp``: registers (the i-th into partial ``i % parts``, the partials then in
    order), then the vector's elements, then lanes."""
    b = s.b
    partial: list[SSAValue | None] = [None] * parts
    for i, red_idx in enumerate(np.ndindex(*reduced_shape)):
        r = regs[tuple(o + k for o, k in zip(out_idx, red_idx))]
        p = partial[i % parts]
        partial[i % parts] = r if p is None else combine(p, r)
    acc = None
    for p in partial:
        if p is not None:
            acc = p if acc is None else combine(acc, p)
    assert acc is not None
    if reduced[layout.vector_dim]:
        ty = acc.type
        assert isinstance(ty, VectorType)
        scalar = None
        for i in range(ty.get_shape()[0]):
            x = b.v(vector.ExtractOp, [acc], ty.element_type,
                    props={"static_position": DenseArrayBase.from_list(i64, [i])})
            scalar = x if scalar is None else combine(scalar, x)
        assert scalar is not None
        acc = b.v(vector.BroadcastOp, [scalar], VectorType(ty.element_type, [1]))
    tiled = layout.tiled_tiling_shape
    if any(reduced[d] for d in layout.lane_dims if isinstance(d, int)):
        stride = 1
        for d in reversed(layout.lane_dims):  # minor to major
            if isinstance(d, L.Replicated):
                stride *= d.times
            elif not reduced[d]:
                stride *= tiled[d]
            else:
                size = tiled[d]
                while size > 1:
                    acc = combine(acc, shfl_bfly(s.b, acc, stride))
                    stride *= 2
                    size //= 2
    return acc


def _kind(op: MultiReductionOp | vector.ReductionOp) -> str:
    return str(op.kind.data)


@rule(MultiReductionOp)
@unless_lane_level
def multi_reduction(s: LoweringState, op: MultiReductionOp) -> list[SSAValue] | None:
    """jax: one reduced dim; the reduction, then combined with the accumulator (``with_accumulator``)."""
    [in_layout, acc_layout] = s.layouts(op, "in_layouts")
    [out_layout] = s.layouts(op, "out_layouts")
    if out_layout != acc_layout:
        raise diag.REDUCTION_ACC_LAYOUT(out=out_layout.text(), acc=acc_layout.text())
    dims = tuple(op.reduction_dims.get_values())
    if len(dims) != 1:
        raise diag.REDUCTION_ONE_DIM()
    result = op.dest
    if not isinstance(result.type, VectorType):
        raise _not_supported(op, "a vector.multi_reduction to a scalar (jax lowers vector.reduction)")
    if not isinstance(in_layout, L.TiledLayout):
        raise fail(op, diag.REDUCTION_LAYOUT, layout=jax_str(in_layout))
    kind = _kind(op)
    src = s.frag(op.source, in_layout)
    red = reduce_frag(s, op, src, dims, kind)
    combine = with_accumulator(s, op, kind, src.dtype)
    acc = s.frag(op.acc, out_layout)
    if red.layout != out_layout:
        if not red.is_splat:
            raise ValueError(f"reduced layout {red.layout.text()} is not the output layout {out_layout.text()}")
        red = s.broadcast(red, out_layout)
    regs = [combine(x, y) for x, y in zip(red.regs, acc.regs, strict=True)]
    s.regs[result] = Frag(out_layout, red.shape, red.dtype, regs)
    return None


@rule(vector.ReductionOp)
@unless_lane_level
def reduction(s: LoweringState, op: vector.ReductionOp) -> list[SSAValue]:
    """A reduction of every dim to a scalar (jax's ``a.reduce(kind, all axes, scratch)``)."""
    [layout] = s.layouts(op, "in_layouts")
    if op.acc is not None:
        raise _not_supported(op, "vector.reduction with an accumulator")
    src = s.frag(op.vector, layout)
    red = reduce_frag(s, op, src, tuple(range(len(src.shape))), _kind(op))
    return [red.regs[0]]
