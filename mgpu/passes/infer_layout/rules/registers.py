"""Rules for ops on register values (jax 0.10.2 ``layout_inference.py``, ``_*_constraint_system``):
pointwise ops, constants and broadcasts, register<->SMEM transfers, layout casts, the register MMAs,
reductions, reshapes and slices of vectors."""

from __future__ import annotations

from xdsl.dialects import arith, math, vector
from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, VectorType
from xdsl.ir import Operation, SSAValue

from mgpu import layouts as L
from mgpu.dialect import arith_ext, vector_ext
from mgpu.dialect.mosaic_gpu.layout_ops import (
    BroadcastedIotaOp,
    BroadcastInDimOp,
    DebugPrintOp,
    LayoutCastOp,
    LayoutCastStrictOp,
    OptimizationBarrierOp,
    PrintLayoutOp,
    PrintLayoutSmemOp,
    VectorConcatOp,
)
from mgpu.dialect.mosaic_gpu.mma_ops import MMAOp, WGMMAOp
from mgpu.dialect.mosaic_gpu.transfer_ops import (
    AsyncStoreSmemOp,
    MultimemLoadReduceOp,
    VectorLoadOp,
    VectorStoreOp,
)
from mgpu.layouts import attrs as A
from mgpu.passes.infer_layout.constraints import (
    DOWNGRADABLE,
    OPTIMIZED,
    REG,
    UNOPTIMIZED,
    InferenceFailed,
    IsSupportedBroadcast,
    IsTransferableSmemRegisters,
    Reduce,
    Relayout,
    Reshape,
    Var,
    elem_bits,
    is_transposed,
    shape_of,
    strides_of,
    value_kind,
)
from mgpu.dialect.diagnostics import Message
from mgpu.dialect.diagnostics import inference as diag
from mgpu.dialect.typeinfo import bool_value, py_tuple
from mgpu.layouts.jax_names import jax_str
from mgpu.passes.infer_layout.ir_facts import ints
from mgpu.passes.infer_layout.rule_context import RuleContext, located, rule
from mgpu.passes.typeinfo import SMEM

POINTWISE: tuple[type[Operation], ...] = (
    arith.AddiOp, arith.AddfOp, arith.AndIOp, arith.BitcastOp, arith.CmpfOp, arith.CmpiOp,
    arith.ExtFOp, arith.ExtSIOp, arith.ExtUIOp, arith.FPToSIOp, arith.FPToUIOp, arith.MaximumfOp,
    arith.MaxUIOp, arith.MaxSIOp, arith.MinimumfOp, arith.MinUIOp, arith.MinSIOp, arith.MuliOp,
    arith.MulfOp, arith.OrIOp, arith.FloorDivSIOp, arith.DivSIOp, arith.DivUIOp, arith.DivfOp,
    arith.RemUIOp, arith.RemSIOp, arith_ext.RemFOp, arith.SIToFPOp, arith.UIToFPOp, arith.SubiOp,
    arith.SubfOp, arith.TruncFOp, arith_ext.TruncIOp, arith.XOrIOp, arith.SelectOp, math.ExpOp,
    math.Exp2Op, math.SinOp, math.CosOp, math.LogOp, math.RsqrtOp, math.TanhOp, math.AbsFOp,
    math.AbsIOp, math.RoundOp, math.RoundEvenOp, math.CopySignOp, math.CountLeadingZerosOp,
    arith.ShLIOp, arith.ShRUIOp, arith.ShRSIOp,
    # since jax 0.11 (layout_inference.py:746-770 at 0.12.0.1); jax 0.10.2's inference has no rule for them
    # (``JaxVersion.without_inference_rule``)
    arith.NegfOp, math.Log2Op, math.SqrtOp,
)


@rule(*POINTWISE)
def _pointwise(ctx: RuleContext, op: Operation) -> None:
    """One variable for all vector operands and results."""
    vec_operands = [o for o in op.operands if isinstance(o.type, VectorType)]
    vec_results = [r for r in op.results if isinstance(r.type, VectorType)]
    var = ctx.new_var(op, vec_results[-1] if vec_results else vec_operands[-1])
    for o in vec_operands:
        ctx.operand(op, o, var)
    for r in vec_results:
        ctx.result(op, r, var)


@rule(arith.ConstantOp)
def _constant(ctx: RuleContext, op: arith.ConstantOp) -> None:
    var = ctx.result(op, op.result)
    if isinstance(op.value, DenseIntOrFPElementsAttr) and op.value.is_splat():
        ctx.assign(var, L.WGSplatFragLayout(var.shape), op)
    else:
        ctx.not_splat(var, op)


@rule(vector.BroadcastOp)
def _broadcast(ctx: RuleContext, op: vector.BroadcastOp) -> None:
    if isinstance(op.source.type, VectorType):  # (jax's rule: broadcast_in_dim broadcasts vectors)
        raise located(op, diag.INFER_BROADCAST_VECTOR())
    var = ctx.result(op, op.vector)
    ctx.assign(var, L.WGSplatFragLayout(var.shape), op)


# -- register <-> SMEM transfers ---------------------------------------------------------------


def _smem_xfer(ctx: RuleContext, op: Operation, reg: Var, ref: SSAValue, kind: str) -> None:
    if value_kind(ref) != SMEM:
        return
    smem = ctx.operand(op, ref, ctx.producer_var(op, ref))
    ctx.constrain(IsTransferableSmemRegisters(op, reg, smem, bits=elem_bits(ref), shape=shape_of(ref), xfer=kind,
                                              transposed=is_transposed(ref), strides=strides_of(ref),
                                              txmatrix=ctx.jax.smem_transfers_txmatrix, arch_major=ctx.arch[0]))


@rule(VectorLoadOp)
def _vector_load(ctx: RuleContext, op: VectorLoadOp) -> None:
    dest = ctx.result(op, op.result)
    ctx.not_splat(dest, op)
    unoptimized = op.optimized is not None and not op.optimized.value.data
    _smem_xfer(ctx, op, dest, op.source, UNOPTIMIZED if unoptimized else OPTIMIZED)


def _store_kind(ctx: RuleContext, op: VectorStoreOp | AsyncStoreSmemOp) -> str:
    if op.optimized is None:
        return OPTIMIZED if ctx.jax.transfers_optimized_by_default else DOWNGRADABLE
    return OPTIMIZED if op.optimized.value.data else UNOPTIMIZED


@rule(VectorStoreOp)
def _vector_store(ctx: RuleContext, op: VectorStoreOp) -> None:
    value = ctx.operand(op, op.valueToStore)
    _smem_xfer(ctx, op, value, op.destination, _store_kind(ctx, op))


@rule(AsyncStoreSmemOp)
def _async_store_smem(ctx: RuleContext, op: AsyncStoreSmemOp) -> None:
    value = ctx.operand(op, op.valueToStore)
    _smem_xfer(ctx, op, value, op.destination, _store_kind(ctx, op))
    ctx.not_strided(value, op)
    ctx.not_splat(value, op)


@rule(MultimemLoadReduceOp, BroadcastedIotaOp)
def _non_splat_result(ctx: RuleContext, op: MultimemLoadReduceOp | BroadcastedIotaOp) -> None:
    ctx.not_splat(ctx.result(op, op.result), op)


@rule(DebugPrintOp, PrintLayoutOp, PrintLayoutSmemOp)
def _print(ctx: RuleContext, op: DebugPrintOp | PrintLayoutOp | PrintLayoutSmemOp) -> None:
    kind = value_kind(op.value)
    if kind == REG:
        ctx.operand(op, op.value)
    elif kind is not None:
        ctx.operand(op, op.value, ctx.producer_var(op, op.value))


@rule(OptimizationBarrierOp)
def _optimization_barrier(ctx: RuleContext, op: OptimizationBarrierOp) -> None:
    for o, r in zip(op.operands_, op.results_, strict=True):
        if isinstance(o.type, VectorType):
            ctx.result(op, r, ctx.operand(op, o))


@rule(LayoutCastOp, LayoutCastStrictOp)
def _layout_cast(ctx: RuleContext, op: LayoutCastOp | LayoutCastStrictOp) -> None:
    """The result in ``new_layout``, relaid out from the operand; a ``strict`` cast (jax 0.12) allows no
    relayout but an equality (layout_inference.py:1100 at 0.12.0.1)."""
    strict = isinstance(op, LayoutCastStrictOp) and bool_value(op.strict)
    src = ctx.operand(op, op.x)
    dst = ctx.result(op, op.result)
    layout = A.from_attr(op.new_layout, ctx.jax.tiled_layout_unreduced_field)
    if not L.is_valid_register_layout(dst.shape, layout):
        text = jax_str(layout, None, ctx.jax.tiled_layout_unreduced_field)
        raise located(op, diag.INFER_CAST_SHAPE(layout=text, shape=py_tuple(dst.shape), op=op.name))
    ctx.assign(dst, layout, op)
    ctx.relayout(Relayout(op, src, dst, bits=elem_bits(op.x), strict=strict))


@rule(VectorConcatOp)
def _vector_concat(ctx: RuleContext, op: VectorConcatOp) -> None:
    """jax 0.12.0.1's rule (layout_inference.py:1353): the result neither splat nor strided, each
    operand equal to it."""
    result = ctx.result(op, op.result)
    ctx.not_splat(result, op)
    ctx.not_strided(result, op)
    for o in op.operands_:
        ctx.equal(ctx.operand(op, o), result, op)


# -- matrix multiplications in registers ------------------------------------------------------


@rule(WGMMAOp)
def _wgmma(ctx: RuleContext, op: WGMMAOp) -> None:
    acc = ctx.operand(op, op.accumulator)
    ctx.result(op, op.result, acc)
    _fits(ctx, op, acc, L.WGMMA_LAYOUT, diag.INFER_WGMMA_ACC)
    ctx.assign(acc, L.WGMMA_LAYOUT, op)
    b = ctx.operand(op, op.b, ctx.producer_var(op, op.b))
    bits = elem_bits(op.b)
    ctx.mma_tiling(op, b, bits, is_transposed(op.b))
    if value_kind(op.a) == SMEM:
        a = ctx.operand(op, op.a, ctx.producer_var(op, op.a))
        if is_transposed(op.a) == is_transposed(op.b):
            ctx.equal(a, b, op)
        # a transposed w.r.t. b: Equals(a, Transpose(b)) is not modelled
    else:
        a = ctx.operand(op, op.a)
        a_layout = L.WGMMA_LAYOUT_8BIT if elem_bits(op.a) == 8 else L.WGMMA_LAYOUT
        _fits(ctx, op, a, a_layout, diag.INFER_WGMMA_A, tile=py_tuple(a_layout.base_tile_shape))
        ctx.assign(a, a_layout, op)


@rule(MMAOp)
def _mma(ctx: RuleContext, op: MMAOp) -> None:
    """jax's _mma_constraint_system: the accumulator (operand and result), A and B get
    ``MMALayouts`` of the operands' element width (since jax 0.11, and of the accumulator's shape:
    layout_inference.py:1188 at 0.12.0.1), or inference fails where one does not fit."""
    bits = elem_bits(op.a)
    if bits not in (4, 8, 16, 32):
        raise InferenceFailed(op)
    if ctx.jax.mma_layouts_by_shape:
        m, n = shape_of(op.accumulator)
        by_shape = L.mma_layouts_for_shape(bits, m, n)
        if by_shape is None:
            raise InferenceFailed(op)
        lhs, rhs, acc_layout, _ = by_shape
    else:
        lhs, rhs, acc_layout = L.mma_layouts(bits)
    acc = ctx.operand(op, op.accumulator)
    ctx.result(op, op.result, acc)
    for var, layout, message in ((acc, acc_layout, diag.INFER_MMA_ACC), (ctx.operand(op, op.a), lhs, diag.INFER_MMA_A),
                                 (ctx.operand(op, op.b), rhs, diag.INFER_MMA_B)):
        _fits(ctx, op, var, layout, message, bits=bits)
        ctx.assign(var, layout, op)


def _fits(ctx: RuleContext, op: Operation, var: Var, layout: L.RegisterLayout, message: Message, **fields: object) -> None:
    """jax's refusal of a rule's layout that does not tile the value it is assigned to."""
    if not L.is_valid_register_layout(var.shape, layout):
        raise located(op, message(layout=jax_str(layout, None, ctx.jax.tiled_layout_unreduced_field),
                                  shape=py_tuple(var.shape), **fields))


# -- reductions, broadcasts, reshapes ---------------------------------------------------------


@rule(vector_ext.MultiReductionOp)
def _multi_reduction(ctx: RuleContext, op: vector_ext.MultiReductionOp) -> None:
    source = ctx.operand(op, op.source)
    out = ctx.operand(op, op.acc)
    ctx.result(op, op.dest, out)
    ctx.not_strided(source, op)
    axes = tuple(sorted(ints(op.reduction_dims)))
    ctx.constrain(Reduce(op, source, out, steps=((axes, False),), rank=len(source.shape)))


@rule(BroadcastInDimOp)
def _broadcast_in_dim(ctx: RuleContext, op: BroadcastInDimOp) -> None:
    src, dst = ctx.operand(op, op.operand), ctx.result(op, op.result)
    dims = ints(op.broadcast_dimensions)
    dst_to_src = {d: i for i, d in enumerate(dims)}
    kept, collapsed = [], []
    for d in range(len(dst.shape)):
        if d in dst_to_src:
            if src.shape[dst_to_src[d]] == 1 and dst.shape[d] > 1:
                kept.append(d)
        else:
            collapsed.append(d)
    steps = ((tuple(kept), True),) if kept else ()
    steps += ((tuple(collapsed), False),) if collapsed else ()
    # src = Reduce(dst), and IsSupportedBroadcast(src, dst).
    ctx.constrain(Reduce(op, dst, src, steps=steps, rank=len(dst.shape)))
    ctx.constrain(IsSupportedBroadcast(op, src, dst, dims=dims))


@rule(vector_ext.ShapeCastOp)
def _shape_cast(ctx: RuleContext, op: vector_ext.ShapeCastOp) -> None:
    src, dst = ctx.operand(op, op.source), ctx.result(op, op.result)
    ctx.constrain(Reshape(op, src, dst, shape=src.shape, target_shape=dst.shape))
    ctx.constrain(Reshape(op, dst, src, shape=dst.shape, target_shape=src.shape))


# -- vector slicing and reductions ------------------------------------------------------------


@rule(vector.ReductionOp)
def _vector_reduction(ctx: RuleContext, op: vector.ReductionOp) -> None:
    ctx.operand(op, op.vector)


@rule(vector_ext.ExtractStridedSliceOp)
def _extract_strided_slice(ctx: RuleContext, op: vector_ext.ExtractStridedSliceOp) -> None:
    if any(x != 1 for x in ints(op.strides)):
        raise InferenceFailed(op)
    operand, result = ctx.operand(op, op.source), ctx.result(op, op.result)
    ctx.divides(operand, ints(op.offsets), op)
    ctx.equal(operand, result, op)
    ctx.not_splat(result, op)
    ctx.not_strided(result, op)


@rule(vector_ext.InsertStridedSliceOp)
def _insert_strided_slice(ctx: RuleContext, op: vector_ext.InsertStridedSliceOp) -> None:
    if any(x != 1 for x in ints(op.strides)):
        raise InferenceFailed(op)
    src, dst, result = ctx.operand(op, op.source), ctx.operand(op, op.dest), ctx.result(op, op.result)
    ctx.divides(dst, ints(op.offsets), op)
    ctx.equal(dst, src, op)
    ctx.equal(dst, result, op)
    ctx.not_splat(dst, op)
    ctx.not_strided(dst, op)


@rule(vector.ExtractOp)
def _vector_extract(ctx: RuleContext, op: vector.ExtractOp) -> None:
    operand = ctx.operand(op, op.vector)
    if not isinstance(op.result.type, VectorType):  # a scalar: only splats can be indexed
        ctx.assign(operand, L.WGSplatFragLayout(operand.shape), op)
        return
    if op.dynamic_position:  # dynamic positions
        raise InferenceFailed(op)
    result = ctx.result(op, op.result)
    ctx.equal(operand, result, op)
    ctx.divides(operand, operand.shape, op)
    ctx.divides(result, result.shape, op)
    ctx.not_splat(result, op)
    ctx.not_strided(result, op)
