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
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import (
    ArrayAttr,
    DenseIntOrFPElementsAttr,
    MemRefType,
    ModuleOp,
    VectorType,
)
from xdsl.ir import Operation, SSAValue
from xdsl.passes import ModulePass

from mgpu import layouts as L
from mgpu.arch import WARPGROUP_SIZE
from mgpu.dialect import diagnostics as diag
from mgpu.dialect.mosaic_gpu.attributes import BarrierType, SwizzleTransformAttr, TileTransformAttr
from mgpu.dialect.typeinfo import dtype_name, is_smem, is_tmem, py_tuple
from mgpu.dialect.typeinfo import bool_prop
from mgpu.layouts import attrs as A
from mgpu.layouts.attrs import LAYOUT_ATTR_NAMES
from mgpu.passes.lower_warpgroup import lower_warpgroup
from mgpu.passes.typeinfo import element_bits

# Producers whose layout an immediately following ``layout_cast`` chooses (jax's ``layout=``).
LAYOUT_CHOOSING = ("mosaic_gpu.vector_load", "mosaic_gpu.async_load_tmem",
                   "mosaic_gpu.broadcasted_iota", "arith.constant", "vector.broadcast")


def _fail(op: Operation, err: diag.MgpuError) -> diag.MgpuError:
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
        if isinstance(owner, Operation) and owner.name == "mosaic_gpu.with_transforms":
            t = owner.properties.get("transforms") or owner.attributes.get("transforms")
            if isinstance(t, ArrayAttr):
                return t
        return ArrayAttr([])

    def layout_of(self, v: SSAValue, user: Operation) -> L.RegisterLayout:
        got = self.reg.get(v)
        if got is None:
            owner = v.owner
            name = owner.name if isinstance(owner, Operation) else "a block argument"
            raise _fail(user, diag.MgpuNotImplementedError(
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
                raise _fail(user, diag.MgpuNotImplementedError(
                    f"Lane lowering: no TMEM layout for {ty}",
                    ["cast the TMEM ref with mosaic_gpu.tmem_layout_cast"]))
        return got

    # ---- the walk --------------------------------------------------------------------------
    def run(self) -> None:
        for op in self.module.walk():
            if op.name == "mosaic_gpu.layout_cast":
                src = op.operands[0]
                owner = src.owner
                if isinstance(owner, Operation) and owner.name in LAYOUT_CHOOSING \
                        and all(u.operation.name == "mosaic_gpu.layout_cast" for u in src.uses):
                    self.chosen[src] = A.from_attr(op.properties["new_layout"])
        for op in self.module.walk():
            self.annotate(op)

    def annotate(self, op: Operation) -> None:
        name = op.name
        vec_results = [r for r in op.results if isinstance(r.type, VectorType)]
        is_mgpu = name.startswith("mosaic_gpu.")
        if not is_mgpu and not vec_results and not any(isinstance(o.type, VectorType) for o in op.operands):
            return
        if name == "mosaic_gpu.async_store_smem":
            self.check_async_store_smem(op)
        for k in LAYOUT_ATTR_NAMES:  # Lane input carries no inference results: ours replace any
            if k in op.attributes:
                del op.attributes[k]

        # Operands: layouts of registers, transforms of SMEM refs, layouts of TMEM refs.
        in_layouts = []
        in_transforms = []
        in_tmem = []
        for o in op.operands:
            kind = _kind(o)
            if kind == "reg":
                in_layouts.append(self.layout_of(o, op))
            elif kind == "smem" and is_mgpu:
                in_transforms.append(self.transforms_attr(o))
            elif kind == "tmem" and is_mgpu:
                in_tmem.append(self.tmem_of(o, op))

        if name == "mosaic_gpu.wgmma" and in_layouts:
            in_layouts[0] = L.WGMMA_LAYOUT  # the accumulator (a splat is materialised)
        out_layouts: list[L.RegisterLayout] = []
        out_tmem: list[L.TiledLayout] = []
        for r in vec_results:
            layout = self.chosen.get(r) or self.default_layout(op, r, in_layouts, in_tmem)
            self.reg[r] = layout
            out_layouts.append(layout)
        for r in op.results:
            if _kind(r) == "tmem":
                layout = self.default_tmem(op, r, in_tmem)
                self.tmem[r] = layout
                out_tmem.append(layout)

        if name == "scf.for" and vec_results:
            body = op.regions[0].blocks.first
            assert body is not None
            for arg, init in zip(body.args[1:], op.operands[3:], strict=True):
                if isinstance(arg.type, VectorType):
                    self.reg[arg] = self.layout_of(init, op)
            in_layouts = []  # scf.for carries its layouts in out_layouts only

        self.set_layouts(op, "in_layouts", in_layouts)
        self.set_layouts(op, "out_layouts", out_layouts)
        self.set_layouts(op, "in_tmem_layouts", in_tmem)
        self.set_layouts(op, "out_tmem_layouts", out_tmem)
        if in_transforms:
            op.attributes["in_transforms"] = ArrayAttr(in_transforms)

    def default_layout(self, op: Operation, r: SSAValue, ins: list, in_tmem: list) -> L.RegisterLayout:
        name = op.name
        ty = r.type
        assert isinstance(ty, VectorType)
        shape = tuple(ty.get_shape())
        bits = element_bits(ty.element_type)
        if name == "mosaic_gpu.layout_cast":
            return A.from_attr(op.properties["new_layout"])
        if name == "mosaic_gpu.vector_load":
            tr = A.transforms_from_attrs(self.transforms_attr(op.operands[0]).data)
            if tr.tiling is not None:
                return L.WGMMA_LAYOUT_8BIT if bits == 8 else L.WGMMA_LAYOUT
            strided = L.WGStridedFragLayout.from_shape(shape, bits)
            if strided is None:
                raise _fail(op, diag.MgpuNotImplementedError(
                    f"Lane lowering: no WGStridedFragLayout for shape {shape}",
                    ["load from a tiled ref, or cast the loaded value"]))
            return strided
        if name == "mosaic_gpu.async_load_tmem":
            return L.TCGEN05_LAYOUT
        if name in ("mosaic_gpu.wgmma", "mosaic_gpu.broadcasted_iota"):
            return L.WGMMA_LAYOUT
        if name == "arith.constant":
            val = op.properties.get("value")
            if isinstance(val, DenseIntOrFPElementsAttr) and val.is_splat():
                return L.WGSplatFragLayout(shape)
            raise _fail(op, diag.MgpuNotImplementedError(
                "Lane lowering: only splat vector constants are supported", []))
        if name == "vector.broadcast" and not isinstance(op.operands[0].type, VectorType):
            return L.WGSplatFragLayout(shape)
        if name == "scf.for":
            i = op.results.index(r)  # pyright: ignore
            return self.layout_of(op.operands[3 + i], op)
        if name == "mosaic_gpu.optimization_barrier":
            return self.layout_of(op.operands[op.results.index(r)], op)  # pyright: ignore
        if name.startswith("arith.") or name.startswith("math."):
            tiled = [x for x in ins if not isinstance(x, L.WGSplatFragLayout)]
            if not tiled:
                return L.WGSplatFragLayout(shape)
            if any(x != tiled[0] for x in tiled[1:]):
                raise _fail(op, diag.MgpuNotImplementedError(
                    "Lane lowering: operands have different layouts: "
                    + ", ".join(x.text() for x in tiled),
                    ["cast the operands to one layout first (mosaic_gpu.layout_cast)"]))
            return tiled[0]
        raise _fail(op, diag.MgpuNotImplementedError(
            f"Lane lowering: the result layout of {name} is not fixed by the op",
            ["cast the value: mosaic_gpu.layout_cast"]))

    def default_tmem(self, op: Operation, r: SSAValue, in_tmem: list) -> L.TiledLayout:
        if op.name == "mosaic_gpu.tmem_layout_cast":
            return A.from_attr(op.properties["new_layout"])  # pyright: ignore
        if op.name == "mosaic_gpu.slice_tmem" and in_tmem:
            return in_tmem[0]
        ty = r.type
        assert isinstance(ty, MemRefType)
        collective = bool_prop(op, "collective")
        packing_attr = op.properties.get("packing")
        packing = packing_attr.value.data if packing_attr is not None else 1  # pyright: ignore
        got = L.infer_tmem_layout(tuple(ty.get_shape()), collective, packing)
        if got is None:
            raise _fail(op, diag.MgpuNotImplementedError(
                f"Lane lowering: no default TMEM layout for {ty}",
                ["cast the TMEM ref with mosaic_gpu.tmem_layout_cast"]))
        return got

    # ---- the Lane path's checks (jax's ``_async_store_smem`` rule, Lane branch) -------------
    def check_async_store_smem(self, op: Operation) -> None:
        value, dst = op.operands[0], op.operands[1]
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


def annotate_lane(module: ModuleOp) -> None:
    """Derive the layout / transform annotations of a Lane-semantics module (no search)."""
    _Annotator(module).run()


def lower_lane(module: ModuleOp, ctx: Context) -> None:
    annotate_lane(module)
    lower_warpgroup(module, ctx)


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

