"""``mgpu-lower-lane``: lower Lane-semantics kernels (explicit layouts, explicit transforms).

The input is the mosaic_gpu dialect with **no layout inference**: every fact the lowering needs is
written in the IR or fixed by the producer of a value, as with jax's ``FragmentedArray`` (Lane
semantics, docs/design/jax_mosaic_gpu.md §5.1/§5.3):

- a register value's layout is the one its producer fixes:
  ``mosaic_gpu.layout_cast`` → its ``new_layout``; a ``layout_cast`` applied directly to a
  ``vector_load`` / ``async_load_tmem`` / ``broadcasted_iota`` is that producer's ``layout=``
  argument (the value is produced in that layout, no relayout);
  ``vector_load`` from a tiled (+swizzled) ref → the WGMMA tiled layout, from an untiled ref →
  ``WGStridedFragLayout``; a splat ``arith.constant`` / a scalar ``vector.broadcast`` → ``WGSplat``;
  ``async_load_tmem`` → TCGEN05 (the TMEM layout's tcgen05 register layout);
  ``wgmma`` → WGMMA; elementwise arith/math ops → their (non-splat) operands' layout;
  ``scf.for`` results / block arguments → the layout of their init values;
- an SMEM ref's transforms are the ones of the ``mosaic_gpu.with_transforms`` that produced it
  (none otherwise); a TMEM ref's layout is fixed by ``tmem_alloc`` (jax's default for its shape) or
  an explicit ``tmem_layout_cast``.

The pass derives from these facts the ``in_/out_layouts``, ``in_transforms`` and
``in_/out_tmem_layouts`` attributes (one walk in program order, no search), makes the Lane path's
checks (docs/design/spec.md §3, jax's ``_async_store_smem`` Lane rule), and then runs the Warpgroup rules as they
are (``mgpu.passes.lower_warpgroup.lower_warpgroup``: the same registry of rules).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from xdsl.context import Context
from xdsl.dialects import arith, scf, vector
from xdsl.dialects.builtin import (
    ArrayAttr,
    DenseIntOrFPElementsAttr,
    MemRefType,
    ModuleOp,
    VectorType,
)
from xdsl.dialects.math import Math
from xdsl.ir import Operation, OpResult, SSAValue
from xdsl.passes import ModulePass

from mgpu import layouts as L
from mgpu.arch import WARPGROUP_SIZE
from mgpu.dialect import arith_ext
from mgpu.dialect.diagnostics import lowering as diag
from mgpu.dialect.diagnostics import MgpuError, MgpuNotImplementedError
from mgpu.dialect.mosaic_gpu.attributes import BarrierType, SwizzleTransformAttr, TileTransformAttr
from mgpu.dialect.mosaic_gpu.layout_ops import (
    BroadcastedIotaOp,
    LayoutCastOp,
    LayoutCastStrictOp,
    OptimizationBarrierOp,
    VectorConcatOp,
    WithTransformsOp,
)
from mgpu.dialect.mosaic_gpu.mma_ops import WGMMAOp
from mgpu.dialect.mosaic_gpu.tmem_ops import (
    AsyncLoadTmemOp,
    AsyncLoadTmemReduceOp,
    SliceTmemAliasOp,
    SliceTmemOp,
    TmemAllocOp,
    TmemLayoutCastOp,
)
from mgpu.dialect.mosaic_gpu.transfer_ops import AsyncStoreSmemOp, VectorLoadOp
from mgpu.dialect.typeinfo import bool_value, dtype_name, is_smem, is_tmem, py_tuple
from mgpu.layouts import attrs as A
from mgpu.layouts.attrs import LAYOUT_ATTR_NAMES
from mgpu.passes.op_rules import OpRules
from mgpu.passes.lower_warpgroup import lower_warpgroup
from mgpu.passes.typeinfo import element_bits

# Producers whose layout an immediately following ``layout_cast`` chooses (jax's ``layout=``).
LAYOUT_CHOOSING = (VectorLoadOp, AsyncLoadTmemOp, AsyncLoadTmemReduceOp, BroadcastedIotaOp, arith.ConstantOp,
                   vector.BroadcastOp)
LAYOUT_CASTS = (LayoutCastOp, LayoutCastStrictOp)


def _fail(op: Operation, err: MgpuError) -> MgpuError:
    err.op = op  # pyright: ignore[reportAttributeAccessIssue]
    return err


def _kind(v: SSAValue) -> str | None:
    ty = v.type
    if isinstance(ty, VectorType):
        return "reg"
    if is_tmem(ty):
        return "tmem"
    if is_smem(ty) and not isinstance(ty.element_type, BarrierType):  # pyright: ignore[reportAttributeAccessIssue]
        return "smem"
    return None


class _Annotator:
    def __init__(self, module: ModuleOp):
        self.module = module
        self.reg: dict[SSAValue, L.RegisterLayout] = {}
        self.tmem: dict[SSAValue, L.TiledLayout] = {}
        # layout_cast directly on a layout-choosing producer: the producer's ``layout=``.
        self.chosen: dict[SSAValue, L.RegisterLayout] = {}

    # ---- attributes ------------------------------------------------------------------------
    @staticmethod
    def set_layouts(op: Operation, key: str, layouts: list[L.RegisterLayout]) -> None:
        if layouts:
            op.attributes[key] = ArrayAttr([A.to_attr(x) for x in layouts])

    # ---- facts -----------------------------------------------------------------------------
    def transforms_attr(self, ref: SSAValue) -> ArrayAttr:
        """The transforms of the ``with_transforms`` that produced ``ref`` (``[]`` otherwise)."""
        owner = ref.owner
        return owner.transforms if isinstance(owner, WithTransformsOp) else ArrayAttr([])

    def layout_of(self, v: SSAValue, user: Operation) -> L.RegisterLayout:
        got = self.reg.get(v)
        if got is None:
            owner = v.owner
            name = owner.name if isinstance(owner, Operation) else "a block argument"
            raise _fail(user, MgpuNotImplementedError(
                f"Lane lowering: the layout of operand {v.name_hint or ''} (produced by {name}) is not "
                f"fixed by its producer", ["cast it first: mosaic_gpu.layout_cast with new_layout = "
                                           "#mosaic_gpu.TiledLayout<...>"]))
        return got

    def tmem_of(self, v: SSAValue, user: Operation) -> L.TiledLayout:
        got = self.tmem.get(v)
        if got is None:
            ty = v.type
            assert isinstance(ty, MemRefType)
            got = L.infer_tmem_layout(tuple(ty.get_shape()), False, 1)
            if got is None:
                raise _fail(user, MgpuNotImplementedError(
                    f"Lane lowering: no TMEM layout for {ty}",
                    ["cast the TMEM ref with mosaic_gpu.tmem_layout_cast"]))
        return got

    # ---- the walk --------------------------------------------------------------------------
    def run(self) -> None:
        for op in self.module.walk():
            if isinstance(op, LAYOUT_CASTS):
                src = op.x
                if type(src.owner) in LAYOUT_CHOOSING and all(isinstance(u.operation, LAYOUT_CASTS) for u in src.uses):
                    self.chosen[src] = A.from_attr(op.new_layout)
        for op in self.module.walk():
            self.annotate(op)

    def annotate(self, op: Operation) -> None:
        vec_results = [r for r in op.results if isinstance(r.type, VectorType)]
        is_mgpu = op.name.startswith("mosaic_gpu.")  # (of any release)
        if not is_mgpu and not vec_results and not any(isinstance(o.type, VectorType) for o in op.operands):
            return
        if isinstance(op, AsyncStoreSmemOp):
            self.check_async_store_smem(op)
        for k in LAYOUT_ATTR_NAMES:  # Lane input carries no inference results: ours replace any
            if k in op.attributes:
                del op.attributes[k]

        # Operands: layouts of registers, transforms of SMEM refs, layouts of TMEM refs.
        in_layouts = []
        in_transforms = []
        in_tmem: list[L.TiledLayout] = []
        for o in op.operands:
            kind = _kind(o)
            if kind == "reg":
                in_layouts.append(self.layout_of(o, op))
            elif kind == "smem" and is_mgpu:
                in_transforms.append(self.transforms_attr(o))
            elif kind == "tmem" and is_mgpu:
                in_tmem.append(self.tmem_of(o, op))

        if isinstance(op, WGMMAOp) and in_layouts:
            in_layouts[0] = L.WGMMA_LAYOUT  # the accumulator (a splat is materialised)
        out_layouts: list[L.RegisterLayout] = []
        out_tmem: list[L.TiledLayout] = []
        for r in vec_results:
            layout = self.chosen.get(r) or self.default_layout(op, r, in_layouts)
            self.reg[r] = layout
            out_layouts.append(layout)
        for r in op.results:
            if _kind(r) == "tmem":
                layout = self.default_tmem(op, r, in_tmem)
                self.tmem[r] = layout
                out_tmem.append(layout)

        if isinstance(op, scf.ForOp) and vec_results:
            for arg, init in zip(op.body.block.args[1:], op.iter_args, strict=True):
                if isinstance(arg.type, VectorType):
                    self.reg[arg] = self.layout_of(init, op)
            in_layouts = []  # scf.for carries its layouts in out_layouts only

        self.set_layouts(op, "in_layouts", in_layouts)
        self.set_layouts(op, "out_layouts", out_layouts)
        self.set_layouts(op, "in_tmem_layouts", in_tmem)
        self.set_layouts(op, "out_tmem_layouts", out_tmem)
        if in_transforms:
            op.attributes["in_transforms"] = ArrayAttr(in_transforms)

    def default_layout(self, op: Operation, r: OpResult, ins: list[L.RegisterLayout]) -> L.RegisterLayout:
        ty = r.type
        assert isinstance(ty, VectorType)
        rule = RESULT_LAYOUT.get(type(op))
        if rule is None:
            raise _not_fixed(op)
        return rule(self, op, r, ty, ins)

    def default_tmem(self, op: Operation, r: SSAValue, in_tmem: list[L.TiledLayout]) -> L.TiledLayout:
        if isinstance(op, TmemLayoutCastOp):
            return A.from_attr(op.new_layout)  # pyright: ignore[reportReturnType]
        if isinstance(op, (SliceTmemOp, SliceTmemAliasOp)) and in_tmem:
            return in_tmem[0]
        ty = r.type
        assert isinstance(ty, MemRefType)
        collective, packing = False, 1
        if isinstance(op, TmemAllocOp):
            collective, packing = bool_value(op.collective), op.packing.value.data
        got = L.infer_tmem_layout(tuple(ty.get_shape()), collective, packing)
        if got is None:
            raise _fail(op, MgpuNotImplementedError(
                f"Lane lowering: no default TMEM layout for {ty}",
                ["cast the TMEM ref with mosaic_gpu.tmem_layout_cast"]))
        return got

    # ---- the Lane path's checks (jax's ``_async_store_smem`` rule, Lane branch) -------------
    def check_async_store_smem(self, op: AsyncStoreSmemOp) -> None:
        value, dst = op.valueToStore, op.destination
        transforms = self.transforms_attr(dst).data
        if not (len(transforms) == 2 and isinstance(transforms[0], TileTransformAttr)
                and isinstance(transforms[1], SwizzleTransformAttr)):
            elt = dst.type.element_type
            raise _fail(op, diag.ASYNC_STORE_SMEM_NOT_TILED_SWIZZLED(minor=128 * 8 // element_bits(elt), dtype=elt))
        vty = value.type
        if not isinstance(vty, VectorType):
            return  # the verifier reports scalars
        shape = tuple(vty.get_shape())
        total_bits = math.prod(shape) * element_bits(vty.element_type)
        if total_bits % 8:
            raise _fail(op, diag.TRANSFER_INTEGER_BYTES(shape=py_tuple(shape),
                                                        dtype=dtype_name(vty.element_type)))
        if (total_bits // 8) % WARPGROUP_SIZE:
            raise _fail(op, diag.TRANSFER_NOT_MULTIPLE_OF_128_BYTES())


# ---- the layout each producer fixes for its register results, by op class ----------------------

ResultLayout = Callable[[_Annotator, Any, OpResult, VectorType, list[L.RegisterLayout]], L.RegisterLayout]
RESULT_LAYOUT: OpRules[ResultLayout] = OpRules()
result_layout = RESULT_LAYOUT.register


def _not_fixed(op: Operation) -> MgpuError:
    return _fail(op, MgpuNotImplementedError(
        f"Lane lowering: the result layout of {op.name} is not fixed by the op",
        ["cast the value: mosaic_gpu.layout_cast"]))


@result_layout(LayoutCastOp, LayoutCastStrictOp)
def _layout_cast(a: _Annotator, op: LayoutCastOp | LayoutCastStrictOp, r: OpResult, ty: VectorType,
                 ins: list) -> L.RegisterLayout:
    return A.from_attr(op.new_layout)


@result_layout(VectorLoadOp)
def _vector_load(a: _Annotator, op: VectorLoadOp, r: OpResult, ty: VectorType, ins: list) -> L.RegisterLayout:
    bits = element_bits(ty.element_type)
    if A.transforms_from_attrs(a.transforms_attr(op.source).data).tiling is not None:
        return L.WGMMA_LAYOUT_8BIT if bits == 8 else L.WGMMA_LAYOUT
    shape = tuple(ty.get_shape())
    strided = L.WGStridedFragLayout.from_shape(shape, bits)
    if strided is None:
        raise _fail(op, MgpuNotImplementedError(
            f"Lane lowering: no WGStridedFragLayout for shape {shape}",
            ["load from a tiled ref, or cast the loaded value"]))
    return strided


@result_layout(AsyncLoadTmemOp)
def _async_load_tmem(a: _Annotator, op: AsyncLoadTmemOp, r: OpResult, ty: VectorType, ins: list) -> L.RegisterLayout:
    return L.TCGEN05_LAYOUT


@result_layout(AsyncLoadTmemReduceOp)
def _async_load_tmem_reduce(a: _Annotator, op: AsyncLoadTmemReduceOp, r: OpResult, ty: VectorType,
                            ins: list) -> L.RegisterLayout:
    """The loaded value in TCGEN05; its reduction (``reduce``) over the columns: TCGEN05 reduced along
    axis 1, as jax 0.12.0.1's inference relates them (layout_inference.py:1727)."""
    if r.index == 0:
        return L.TCGEN05_LAYOUT
    reduced = L.reduce_layout(L.TCGEN05_LAYOUT, (1,), 2, False)
    if reduced is None:
        raise _not_fixed(op)
    return reduced


@result_layout(VectorConcatOp)
def _vector_concat(a: _Annotator, op: VectorConcatOp, r: OpResult, ty: VectorType,
                   ins: list[L.RegisterLayout]) -> L.RegisterLayout:
    """The operands' tiled layout (jax's ``concatenate`` of one tiled layout); a strided or splat
    operand fixes none: cast the operands first."""
    if not ins or not isinstance(ins[0], L.TiledLayout) or any(x != ins[0] for x in ins):
        raise _fail(op, MgpuNotImplementedError(
            "Lane lowering: vector_concat takes operands of one tiled layout: "
            + ", ".join(x.text() for x in ins), ["cast the operands to one tiled layout (mosaic_gpu.layout_cast)"]))
    return ins[0]


@result_layout(WGMMAOp, BroadcastedIotaOp)
def _wgmma_layout(a: _Annotator, op: Operation, r: OpResult, ty: VectorType, ins: list) -> L.RegisterLayout:
    return L.WGMMA_LAYOUT


@result_layout(arith.ConstantOp)
def _constant(a: _Annotator, op: arith.ConstantOp, r: OpResult, ty: VectorType, ins: list) -> L.RegisterLayout:
    if isinstance(op.value, DenseIntOrFPElementsAttr) and op.value.is_splat():
        return L.WGSplatFragLayout(tuple(ty.get_shape()))
    raise _fail(op, MgpuNotImplementedError("Lane lowering: only splat vector constants are supported", []))


@result_layout(vector.BroadcastOp)
def _broadcast(a: _Annotator, op: vector.BroadcastOp, r: OpResult, ty: VectorType, ins: list) -> L.RegisterLayout:
    if isinstance(op.source.type, VectorType):
        raise _not_fixed(op)
    return L.WGSplatFragLayout(tuple(ty.get_shape()))


@result_layout(scf.ForOp)
def _scf_for(a: _Annotator, op: scf.ForOp, r: OpResult, ty: VectorType, ins: list) -> L.RegisterLayout:
    return a.layout_of(op.iter_args[r.index], op)


@result_layout(OptimizationBarrierOp)
def _optimization_barrier(a: _Annotator, op: OptimizationBarrierOp, r: OpResult, ty: VectorType,
                          ins: list) -> L.RegisterLayout:
    return a.layout_of(op.operands_[r.index], op)


# Every arith and math op but a constant acts elementwise.
ELEMENTWISE = tuple(cls for cls in (*arith_ext.Arith.operations, *Math.operations) if cls is not arith.ConstantOp)


@result_layout(*ELEMENTWISE)
def _elementwise(a: _Annotator, op: Operation, r: OpResult, ty: VectorType,
                 ins: list[L.RegisterLayout]) -> L.RegisterLayout:
    tiled = [x for x in ins if not isinstance(x, L.WGSplatFragLayout)]
    if not tiled:
        return L.WGSplatFragLayout(tuple(ty.get_shape()))
    if any(x != tiled[0] for x in tiled[1:]):
        raise _fail(op, MgpuNotImplementedError(
            "Lane lowering: operands have different layouts: " + ", ".join(x.text() for x in tiled),
            ["cast the operands to one layout first (mosaic_gpu.layout_cast)"]))
    return tiled[0]


def annotate_lane(module: ModuleOp) -> None:
    """Derive the layout / transform annotations of a Lane-semantics module (no search)."""
    _Annotator(module).run()


def lower_lane(module: ModuleOp, ctx: Context) -> None:
    annotate_lane(module)
    lower_warpgroup(module, ctx, lane=True)


@dataclass(frozen=True)
class LowerLanePass(ModulePass):
    """Lane lowering: explicit layouts and transforms → annotations → the Warpgroup rules."""

    name = "mgpu-lower-lane"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        lower_lane(op, ctx)


@dataclass(frozen=True)
class AnnotateLanePass(ModulePass):
    """Only the annotation step of the Lane lowering (for inspection and tests)."""

    name = "mgpu-annotate-lane"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        annotate_lane(op)

