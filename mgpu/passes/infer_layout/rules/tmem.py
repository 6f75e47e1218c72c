"""Rules for ops on TMEM refs (jax 0.10.2 ``layout_inference.py``): allocation, slices and casts,
register<->TMEM transfers, SMEM->TMEM copies and ``tcgen05_mma``."""

from __future__ import annotations

from xdsl.dialects.builtin import IntegerAttr
from xdsl.ir import Operation

from mgpu import layouts as L
from mgpu.dialect.mosaic_gpu.mma_ops import TcGen05MMAOp
from mgpu.dialect.mosaic_gpu.tmem_ops import (
    AsyncLoadTmemOp,
    AsyncStoreScalesSmemToTmemOp,
    AsyncStoreSmemToTmemOp,
    AsyncStoreSparseMetadataSmemToTmemOp,
    AsyncStoreTmemOp,
    SliceTmemOp,
    TmemAllocOp,
    TmemDeallocOp,
    TmemLayoutCastOp,
)
from mgpu.dialect.mosaic_gpu.tmem_ops import AsyncLoadTmemReduceOp, SliceTmemAliasOp
from mgpu.dialect.diagnostics import Message
from mgpu.dialect.diagnostics import inference as diag
from mgpu.dialect.typeinfo import bool_value, py_tuple
from mgpu.layouts.jax_names import jax_str
from mgpu.layouts import attrs as A
from mgpu.passes.infer_layout.constraints import (
    InferenceFailed,
    IsTransferableTmemRegisters,
    Reduce,
    SmemTransforms,
    Var,
    elem_bits,
    is_transposed,
    shape_of,
    value_kind,
)
from mgpu.passes.infer_layout.rule_context import RuleContext, located, rule
from mgpu.passes.typeinfo import TMEM


@rule(TmemAllocOp)
def _tmem_alloc(ctx: RuleContext, op: TmemAllocOp) -> None:
    result = ctx.result(op, op.result)
    result.tmem_default = L.infer_tmem_layout(result.shape, bool_value(op.collective), 1)
    smem = ctx.operand(op, op.smem_ptr)  # its own variable, fixed to untiled
    ctx.assign(smem, SmemTransforms(None), op)


@rule(TmemDeallocOp)
def _tmem_dealloc(ctx: RuleContext, op: TmemDeallocOp) -> None:
    ctx.operand(op, op.tmem_ref, ctx.producer_var(op, op.tmem_ref))


@rule(SliceTmemOp)
def _slice_tmem(ctx: RuleContext, op: SliceTmemOp) -> None:
    """jax 0.10.2 marks TMEM slices that alias one buffer with a discardable ``alias_id`` attribute (its
    test_matmul_with_tmem_aliasing writes ``{alias_id = 0 : i32}``): slices of one (offset, alias) share a
    variable, as SMEM slices do."""
    ctx.operand(op, op.source, ctx.producer_var(op, op.source))
    alias = op.attributes.get("alias_id")
    key = (op.offset.value.data, alias.value.data) if isinstance(alias, IntegerAttr) else None
    ctx.aliased_result(op, op.result, ctx.tmem_aliases, key)


@rule(SliceTmemAliasOp)
def _slice_tmem_alias(ctx: RuleContext, op: SliceTmemAliasOp) -> None:
    """jax 0.12.0.1 keys the alias by the ``alias_id`` property alone (layout_inference.py:1850)."""
    ctx.operand(op, op.source, ctx.producer_var(op, op.source))
    key = None if op.alias_id is None else (op.alias_id.value.data,)
    ctx.aliased_result(op, op.result, ctx.tmem_aliases, key)


@rule(TmemLayoutCastOp)
def _tmem_layout_cast(ctx: RuleContext, op: TmemLayoutCastOp) -> None:
    var = ctx.same_ref(op, op.ref, op.result)
    layout = A.from_attr(op.new_layout, ctx.jax.tiled_layout_unreduced_field)
    if not isinstance(layout, L.TiledLayout):
        raise InferenceFailed(op)
    if not layout.applies_to(var.shape):
        text = jax_str(layout, "TMEMLayout", ctx.jax.tiled_layout_unreduced_field)
        raise located(op, diag.INFER_TMEM_CAST_SHAPE(layout=text, op=op.name, shape=py_tuple(var.shape)))
    ctx.assign(var, layout, op)


@rule(AsyncLoadTmemOp)
def _async_load_tmem(ctx: RuleContext, op: AsyncLoadTmemOp) -> None:
    src = ctx.operand(op, op.source, ctx.producer_var(op, op.source))
    dst = ctx.result(op, op.result)
    ctx.constrain(IsTransferableTmemRegisters(op, dst, src, bits=elem_bits(op.source), shape=shape_of(op.source)))


@rule(AsyncLoadTmemReduceOp)
def _async_load_tmem_reduce(ctx: RuleContext, op: AsyncLoadTmemReduceOp) -> None:
    """jax 0.12.0.1's rule (layout_inference.py:1727): the loaded value transferable from the TMEM ref,
    neither splat nor strided; with ``reduce``, the second result is it reduced over axis 1."""
    src = ctx.operand(op, op.source, ctx.producer_var(op, op.source))
    dst = ctx.result(op, op.results[0])
    ctx.constrain(IsTransferableTmemRegisters(op, dst, src, bits=elem_bits(op.source), shape=shape_of(op.source)))
    ctx.not_splat(dst, op)
    ctx.not_strided(dst, op)
    if op.reduce is not None:
        if len(shape_of(op.source)) != 2:  # (jax asserts it)
            raise InferenceFailed(op)
        reduced = ctx.result(op, op.results[1])
        ctx.constrain(Reduce(op, dst, reduced, steps=(((1,), False),), rank=2))


@rule(AsyncStoreTmemOp)
def _async_store_tmem(ctx: RuleContext, op: AsyncStoreTmemOp) -> None:
    src = ctx.operand(op, op.source)
    dst = ctx.operand(op, op.destination, ctx.producer_var(op, op.destination))
    ctx.constrain(IsTransferableTmemRegisters(op, src, dst, bits=elem_bits(op.source), shape=shape_of(op.source)))


@rule(TcGen05MMAOp)
def _tcgen05_mma(ctx: RuleContext, op: TcGen05MMAOp) -> None:
    collective = bool_value(op.collective)
    acc = ctx.operand(op, op.accumulator, ctx.producer_var(op, op.accumulator))
    acc_layout = L.infer_tmem_layout(acc.shape, collective, 1)
    if acc_layout is None:
        raise InferenceFailed(op)
    # (the layout tiles the shape it is inferred for: jax's refusal, layout_inference.py:1628, is unreachable)
    ctx.assign(acc, acc_layout, op)
    bits = elem_bits(op.b)
    b = ctx.operand(op, op.b, ctx.producer_var(op, op.b))
    ctx.mma_tiling(op, b, bits, is_transposed(op.b))
    m = acc.shape[0]
    if m == 64 and not collective:
        n = shape_of(op.b)[1]
        max_elems = next((8 * s // bits for s in (128, 64, 32, 16) if 8 * s // bits <= n // 2), None)
        if max_elems is not None:
            ctx.divides(b, (max_elems, 8) if is_transposed(op.b) else (8, max_elems), op)
    a = ctx.operand(op, op.a, ctx.producer_var(op, op.a))
    if value_kind(op.a) == TMEM:
        a_layout = L.infer_tmem_layout(a.shape, collective, 32 // elem_bits(op.a))
        if a_layout is None:
            raise InferenceFailed(op)
        ctx.assign(a, a_layout, op)
    else:
        ctx.mma_tiling(op, a, bits, is_transposed(op.a))
    # The sparse metadata and the scales in jax's layouts for them (layout_inference.py:1682-1719 at 0.12.0.1)
    if op.a_sparse_metadata is not None:
        meta = ctx.operand(op, op.a_sparse_metadata, ctx.producer_var(op, op.a_sparse_metadata))
        _fits(ctx, op, meta, L.sparse_meta_layout(), diag.INFER_TCGEN05_SPARSE_META_SHAPE)
        ctx.assign(meta, L.sparse_meta_layout(), op)
    for name, ref in (("a_scale", op.a_scale), ("b_scale", op.b_scale)):
        if ref is None:
            continue
        scale = ctx.operand(op, ref, ctx.producer_var(op, ref))
        layout = L.b_scales_m64_collective_layout() if collective and name == "b_scale" and m == 64 else \
            L.scales_layout()
        if not layout.applies_to(scale.shape):
            text = jax_str(layout, "TMEMLayout", ctx.jax.tiled_layout_unreduced_field)
            raise located(op, diag.INFER_TCGEN05_SCALE_SHAPE(layout=f"C({text})", operand=f"{name} ({ref.type})",
                                                             shape=py_tuple(scale.shape)))
        ctx.assign(scale, layout, op)


@rule(AsyncStoreSmemToTmemOp)
def _async_store_smem_to_tmem(ctx: RuleContext, op: AsyncStoreSmemToTmemOp) -> None:
    src = ctx.operand(op, op.source, ctx.producer_var(op, op.source))
    dst = ctx.operand(op, op.destination, ctx.producer_var(op, op.destination))
    bits = elem_bits(op.destination)
    layout = L.tmem_default_layout(max(32 // bits, 1))
    _fits(ctx, op, dst, layout, diag.INFER_SMEM_TO_TMEM_SHAPE, packing=max(32 // bits, 1))
    ctx.assign(dst, layout, op)
    ctx.mma_tiling(op, src, bits, unswizzled_ok=True)


def _fits(ctx: RuleContext, op: Operation, var: Var, layout: L.TiledLayout, message: Message, **fields: object) -> None:
    """jax's refusal of a TMEM layout its rule gives a ref that the layout does not tile."""
    if not layout.applies_to(var.shape):
        text = jax_str(layout, "TMEMLayout", ctx.jax.tiled_layout_unreduced_field)
        raise located(op, message(layout=text, shape=py_tuple(var.shape), **fields))


@rule(AsyncStoreSparseMetadataSmemToTmemOp)
def _async_store_sparse_metadata_smem_to_tmem(ctx: RuleContext, op: AsyncStoreSparseMetadataSmemToTmemOp) -> None:
    """jax's layout_inference.py:1749: the TMEM ref in ``sparse_meta_layout()``, the SMEM ref untransformed."""
    src = ctx.operand(op, op.source, ctx.producer_var(op, op.source))
    dst = ctx.operand(op, op.destination, ctx.producer_var(op, op.destination))
    ctx.assign(dst, L.sparse_meta_layout(), op)
    ctx.assign(src, SmemTransforms(None), op)


@rule(AsyncStoreScalesSmemToTmemOp)
def _async_store_scales_smem_to_tmem(ctx: RuleContext, op: AsyncStoreScalesSmemToTmemOp) -> None:
    """jax's layout_inference.py:1770: an untiled source; the destination in the M=64-collective B
    scales layout when the source is (1, K / 4 / 4, 64, 16), else in ``scales_layout``."""
    src = ctx.operand(op, op.source, ctx.producer_var(op, op.source))
    dst = ctx.operand(op, op.destination, ctx.producer_var(op, op.destination))
    ctx.assign(src, SmemTransforms(None), op)
    m64 = tuple(src.shape) == (1, dst.shape[1] // 4, 64, 16)
    ctx.assign(dst, L.b_scales_m64_collective_layout() if m64 else L.scales_layout(), op)
