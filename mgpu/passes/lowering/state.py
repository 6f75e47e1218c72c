"""What a Warpgroup lowering rule sees: the rule table, the op's layouts and transforms, this
thread's registers of each warpgroup vector (``Frag``), and address helpers (``LoweringState``).

The families (``mgpu/passes/lowering/*.py``) register their rules here with ``@rule(OpClass, ...)``,
saying there whether jax also lowers the op in warp semantics; ``mgpu/passes/lowering/__init__.py``
imports every family.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TypeVar, cast

from xdsl.dialects import arith, llvm, vector
from xdsl.dialects.builtin import (
    ArrayAttr,
    IndexType,
    IntAttr,
    IntegerAttr,
    MemRefType,
    StridedLayoutAttr,
    VectorType,
    i32,
    i64,
)
from xdsl.ir import Attribute, Operation, SSAValue

from mgpu import layouts as L
from mgpu.arch import WARP_SIZE, WARPGROUP_SIZE, WARPS_IN_WARPGROUP
from mgpu.dialect.context import MgpuContext
from mgpu.dialect.diagnostics import inference as inference_diag
from mgpu.dialect.diagnostics import lowering as diag
from mgpu.dialect.diagnostics import Message, MgpuError, location_of
from mgpu.dialect.mosaic_gpu.attributes import SwizzleTransformAttr, TileTransformAttr
from mgpu.dialect.mosaic_gpu.barrier_ops import ArriveDynExpectTxSupportedOp
from mgpu.dialect.mosaic_gpu.scope_ops import AllocaScopeOp, AllocSmemOp, RunScopedOp
from mgpu.dialect.typeinfo import is_smem, is_smem_cluster, py_tuple
from mgpu.jax_versions import NEWEST, JaxVersion
from mgpu.layouts import attrs as A
from mgpu.layouts.jax_names import jax_str
from mgpu.passes.lowering.builder import Builder
from mgpu.passes.lowering.relayouts import relayout
from mgpu.passes.op_rules import OpRules
from mgpu.passes.typeinfo import element_bits

Rule = Callable[["LoweringState", Operation], "list[SSAValue] | None"]
RULES: OpRules[Rule] = OpRules()

# The op classes jax also lowers in warp semantics, in a ``warp_map`` body (its registrations with
# ``support_warp_semantics=True``, dialect_lowering.py:275 at jax-v0.10.2): declared by ``@rule(...,
# warp_semantics=True)``.
WARP_SEMANTICS: set[type[Operation]] = set()

# The ops jax's Warpgroup lowering has no rule for (``_lowerings``, dialect_lowering.py:99 at jax 0.12.0.1;
# jaxlib 0.11's capability marker arrive_dyn_expect_tx_supported is named by no jax Python at all):
# refused in jax's words.
JAX_HAS_NO_LOWERING: frozenset[type[Operation]] = frozenset({
    AllocSmemOp, AllocaScopeOp, RunScopedOp, ArriveDynExpectTxSupportedOp})

# Returned by a rule that leaves its op as it is (e.g. a vector.broadcast that is not a warpgroup
# vector): the pass keeps the op.
KEEP = cast("list[SSAValue]", ["<keep>"])

F = TypeVar("F", bound=Callable[..., object])


def rule(*classes: type[Operation], warp_semantics: bool = False) -> Callable[[F], F]:
    """``@rule(AsyncLoadOp, warp_semantics=True)``: the Warpgroup lowering rule of ops of exactly
    these classes (``mgpu.passes.op_rules``), and whether it also lowers them in warp semantics."""
    if warp_semantics:
        WARP_SEMANTICS.update(classes)
    return RULES.register(*classes)


def unless_lane_level(r: F) -> F:
    """For a vector op that is also lane-level IR (``vector.extract`` ...): an op with no
    ``in_layouts`` holds no warpgroup vector and is kept as it is."""
    def keep_or_lower(s: LoweringState, op: Operation):
        return r(s, op) if "in_layouts" in op.attributes else KEEP
    keep_or_lower.__name__, keep_or_lower.__doc__ = r.__name__, r.__doc__
    return cast(F, keep_or_lower)


def pointer_type(ty: Attribute) -> str:
    """The LLVM pointer type of a ref's elements: ``!llvm.ptr<3>`` in SMEM, ``!llvm.ptr<7>`` in a
    cluster peer's SMEM (get_cluster_ref), ``!llvm.ptr`` (generic) in GMEM."""
    return "!llvm.ptr<3>" if is_smem(ty) else "!llvm.ptr<7>" if is_smem_cluster(ty) else "!llvm.ptr"


def fail(op: Operation, message: Message, **fields) -> MgpuError:
    err = message(**fields)
    err.op = op  # pyright: ignore[reportAttributeAccessIssue]
    return err



def tile_repr(tiling: tuple[int, ...]) -> str:
    """A tile transform as jax's Python prints it."""
    return f"TileTransform(tiling={py_tuple(tiling)}, rounding=None)"


def tiles_repr(tiles: list[tuple[int, ...]]) -> str:
    """A tuple of tile transforms, as Python prints it."""
    return "(" + ", ".join(map(tile_repr, tiles)) + ("," if len(tiles) == 1 else "") + ")"

@dataclass
class Frag:
    """A warpgroup vector as this thread's registers (jax's FragmentedArray)."""

    layout: L.RegisterLayout
    shape: tuple[int, ...]
    dtype: Attribute
    regs: list[SSAValue]

    @property
    def is_splat(self) -> bool:
        return isinstance(self.layout, L.WGSplatFragLayout)


@dataclass
class LoweringState:
    b: Builder
    module: Operation
    regs: dict[SSAValue, Frag] = field(default_factory=dict)
    # TMA descriptors (tma.py): per gpu.launch, the number of copies and the host-side blob.
    tma_counts: dict = field(default_factory=dict)   # gpu.launch → number of TMA ops in it
    tma_launch: dict = field(default_factory=dict)   # gpu.launch → tma.TmaBlob
    # Warp semantics (warp_map.py): the ops of warp_map bodies, and whether the op being lowered is one.
    warp_ops: set[Operation] = field(default_factory=set)
    warp_semantics: bool = False
    # Ops a rule has already placed as lane-level code, never lowered again (custom_primitive bodies).
    lane_level: set[Operation] = field(default_factory=set)
    # whether the kernel's tcgen05 ops are collective, once one said (jax's is_collective_kernel)
    collective_kernel: bool | None = None
    # Lane semantics (mgpu-lower-lane): an op's operands keep their producers' layouts, relaid out to the op's
    # as jax's FragmentedArray does; in Warpgroup semantics inference gives them one layout, which jax checks
    lane: bool = False

    @property
    def jax(self) -> JaxVersion:
        """The release whose lowering is followed: the one the context reads (the newest if it reads none yet,
        as ``MgpuContext.mosaic_gpu``)."""
        ctx = self.b.ctx
        return ctx.jax if isinstance(ctx, MgpuContext) and ctx.jax is not None else NEWEST

    # ---- layouts and transforms of the op being lowered ---------------------------------
    def layouts(self, op: Operation, key: str) -> list[L.RegisterLayout]:
        """The op's ``key`` (in_layouts / out_layouts), refused in jax's words when the op has no layout at
        all, lacks this one, or has one that is not an array."""
        attr = op.attributes.get(key)
        if attr is None:
            if "in_layouts" in op.attributes or "out_layouts" in op.attributes:
                raise fail(op, diag.MISSING_LAYOUT_ATTR, opname=op.name, name=key)
            raise fail(op, diag.MISSING_LAYOUT, opname=op.name)
        if not isinstance(attr, ArrayAttr):
            raise fail(op, diag.LAYOUT_ATTR_NOT_ARRAY, opname=op.name, name=key, value=attr)
        return [A.from_attr(a, self.jax.tiled_layout_unreduced_field) for a in attr.data]

    def one_layout(self, op: Operation) -> L.RegisterLayout:
        """The layout of an op jax lowers in one layout (its pointwise, conversion, compare, bitcast and select
        rules): its ``out_layouts``, which each of its ``in_layouts`` must equal (in Warpgroup semantics)."""
        [layout] = self.layouts(op, "out_layouts")
        ins = [] if self.lane else self.layouts(op, "in_layouts")
        if any(x != layout for x in ins):
            raise fail(op, diag.LAYOUT_MISMATCH, ins=layout_texts(ins), out=layout_texts([layout]))
        return layout

    @staticmethod
    def transforms(op: Operation, i: int = 0, key: str = "in_transforms") -> L.Transforms:
        """The i-th SMEM operand's transforms: at most one tile and one swizzle, else jax's refusal
        (``memref_transforms_from_transforms_attr``, ``swizzle_from_transforms_attr``, ``transform_type``:
        dialect_lowering.py:958, :944, :1068 at jax-v0.12.0.1)."""
        attr = op.attributes.get(key, op.properties.get(key))  # (custom_primitive states its own)
        if not isinstance(attr, ArrayAttr) or len(attr.data) <= i:
            return L.Transforms(None, None)
        entry = attr.data[i]
        entries = list(entry.data) if isinstance(entry, ArrayAttr) else [entry]
        tiles = sum(isinstance(e, TileTransformAttr) for e in entries)
        swizzles = sum(isinstance(e, SwizzleTransformAttr) for e in entries)
        tr = A.transforms_from_attrs(entries)
        if tr.other:
            raise fail(op, diag.TRANSFORM_UNSUPPORTED, transform=str(tr.other[0]))
        if swizzles > 1:
            raise fail(op, diag.TRANSFORMS_TWO_SWIZZLES)
        if tiles > 1:
            raise fail(op, diag.TRANSFORMS_TILES,
                       transforms=tiles_repr([e.tile for e in entries if isinstance(e, TileTransformAttr)]))
        if tr.tiling == ():
            # (jax's lowering fails in Python there, a zip() of the tile and the ref's dims; its inference's words)
            raise fail(op, inference_diag.INFER_EMPTY_TILING)
        return tr

    # ---- registers ---------------------------------------------------------------------
    def frag(self, value: SSAValue, layout: L.RegisterLayout | None = None) -> Frag:
        """The registers of ``value``, relaid out (splat → broadcast) to ``layout`` if given."""
        f = self.regs.get(value)
        if f is None:
            owner = value.owner
            producer = (f"'{owner.name}' at {location_of(owner)}" if isinstance(owner, Operation)
                        else "a block argument")
            raise diag.PRODUCER_NOT_LOWERED(producer=producer)
        if isinstance(f.layout, L.WGStridedFragLayout) and f.layout.shape != f.shape:
            # jax reads the producer's layout for the value's shape (registers_shape, fragmented_array.py:860)
            raise diag.STRIDED_SHAPE_INCOMPATIBLE(shape=py_tuple(f.shape), layout=jax_str(f.layout))
        if layout is None or layout == f.layout:
            return f
        if f.is_splat:
            return self.broadcast(f, layout)
        regs = relayout(self.b, f.layout, layout, f.shape, f.dtype, f.regs)
        if regs is None:
            raise NotImplementedError(f"relayout from {f.layout.text()} to {layout.text()}")
        return Frag(layout, f.shape, f.dtype, regs)

    def broadcast(self, f: Frag, layout: L.RegisterLayout) -> Frag:
        vec = L.vector_length(layout)
        vt = VectorType(f.dtype, [vec])
        v = self.b.v(vector.BroadcastOp, [f.regs[0]], vt)
        return Frag(layout, f.shape, f.dtype, [v] * L.num_registers(layout, f.shape))

    # ---- pointers -----------------------------------------------------------------------
    def memref_address(self, ref: SSAValue, b: Builder | None = None) -> SSAValue:
        """i64 address of element 0 of ``ref`` (aligned pointer + offset · element bytes)."""
        b = b or self.b
        ty = ref.type
        assert isinstance(ty, MemRefType)
        return element_address(b, *self.memref_parts(ref, b), ty.element_type)

    @staticmethod
    def memref_parts(ref: SSAValue, b: Builder) -> tuple[SSAValue, SSAValue]:
        """The aligned pointer of ``ref``'s descriptor and its offset (i64, in elements); a static
        offset of sub-byte elements must be whole bytes (``static_offset_bytes``)."""
        ty = ref.type
        assert isinstance(ty, MemRefType)
        offset = static_offset(ty)
        if offset is not None:
            static_offset_bytes(ty, offset)
        s = b.cast(ref, b.t(descriptor_type(ty)))
        return b.extractvalue(s, 1, b.t(pointer_type(ty))), b.extractvalue(s, 2, i64)

    def barrier_ptr(self, barrier: SSAValue) -> SSAValue:
        """``memref<!mosaic_gpu.barrier>`` → ``!llvm.ptr<3>`` (jax's DialectBarrierRef)."""
        ty = barrier.type
        assert isinstance(ty, MemRefType)
        if ty.get_shape():
            addr = self.memref_address(barrier)
            return self.b.inttoptr(addr, self.b.t("!llvm.ptr<3>"))
        return self.b.cast(barrier, self.b.t("!llvm.ptr<3>"))

    def thread_in_wg(self) -> SSAValue:
        """The thread's index in its warpgroup (i32, 0..127)."""
        return self.b.arith(arith.AndIOp, self.b.linear_tid(), WARPGROUP_SIZE - 1)

    def thread_affine(self, terms: list[tuple[int, int]], ty: Attribute) -> SSAValue:
        """``sum(bit_b(t) * w_b)`` over ``terms`` ((b, w_b) pairs: ``L.split_thread_offsets``) of
        the thread's index t in its warpgroup, as ``ty`` (an integer type or index)."""
        b = self.b
        base = b.v(arith.ConstantOp, [], ty, props={"value": IntegerAttr(0, ty)})
        if terms:
            t = self.thread_in_wg()
            if t.type != ty:
                t = b.index_cast(t, ty) if isinstance(ty, IndexType) else b.v(arith.ExtUIOp, [t], ty)
            for bit, w in terms:
                one = b.arith(arith.AndIOp, b.arith(arith.ShRUIOp, t, bit), 1)
                base = b.arith(arith.AddiOp, base, b.arith(arith.MuliOp, one, w))
        return base

    def warp(self) -> SSAValue:
        """The thread's warp index in the block (i32), made warp-uniform (lane 0's value)."""
        b = self.b
        return b.warp_uniform(b.arith(arith.ShRUIOp, b.linear_tid(), WARP_SIZE.bit_length() - 1))

    def wg_leader(self) -> SSAValue:
        """One elected thread per warpgroup: warp % 4 == 0 (warp-uniform) and elect.sync."""
        b = self.b
        first = b.cmpi("eq", b.arith(arith.RemUIOp, self.warp(), WARPS_IN_WARPGROUP), 0)
        return b.arith(arith.AndIOp, first, b.elect())

    def warpgroup_barrier(self) -> None:
        """``bar.sync 1 + warpgroup, 128``: the threads of this warpgroup meet (barrier 0 is
        ``gpu.barrier``'s; jax's ``utils.warpgroup_barrier``)."""
        b = self.b
        wg = b.arith(arith.AddiOp, b.arith(arith.ShRUIOp, b.linear_tid(), WARPGROUP_SIZE.bit_length() - 1), 1)
        b.inline_asm(f"bar.sync $0, {WARPGROUP_SIZE};", "r", [wg])

    def single_lane(self) -> SSAValue:
        """The thread that issues a single-thread instruction (jax's ``single_lane_predicate``):
        one per warpgroup, or, in warp semantics (a ``warp_map`` body), one per warp (elect.sync)."""
        return self.b.elect() if self.warp_semantics else self.wg_leader()

    def block_leader(self) -> SSAValue:
        """One elected thread per block: warp 0 (warp-uniform) and elect.sync."""
        b = self.b
        return b.arith(arith.AndIOp, b.cmpi("eq", self.warp(), 0), b.elect())


def layout_texts(layouts: list[L.RegisterLayout]) -> str:
    return "[" + ", ".join(x.text() for x in layouts) + "]"


def descriptor_type(ty: MemRefType) -> str:
    """The LLVM struct of a ref's descriptor (MLIR's memref-to-LLVM convention): allocated and aligned
    pointers, offset, and for a ranked ref its sizes and strides."""
    ptr = pointer_type(ty)[len("!llvm."):]
    rank = len(ty.get_shape())
    dims = f", array<{rank} x i64>, array<{rank} x i64>" if rank else ""
    return f"!llvm.struct<({ptr}, {ptr}, i64{dims})>"


def static_offset(ty: MemRefType) -> int | None:
    """The ref's element offset: 0 without a strided layout, None where it is dynamic."""
    layout = ty.layout
    if not isinstance(layout, StridedLayoutAttr):
        return 0
    return layout.offset.data if isinstance(layout.offset, IntAttr) else None


def static_offset_bytes(ty: MemRefType, offset: int) -> int:
    """The bytes ``offset`` elements of ``ty`` span; of sub-byte elements, whole bytes only, else
    jax's ValueError (utils.memref_ptr, utils.py:1764-1772 at jax-v0.10.2)."""
    bits = element_bits(ty.element_type)
    if offset * bits % 8:
        raise diag.SUB_BYTE_STATIC_OFFSET(type=ty, offset=offset, packing=8 // bits)
    return offset * bits // 8


def element_address(b: Builder, ptr: SSAValue, offset: SSAValue, element_type: Attribute) -> SSAValue:
    """i64 address of the element ``offset`` (i64) elements of ``element_type`` after ``ptr``; of a
    sub-byte type, the byte that holds it (offset · bits / 8, as jax's utils.memref_ptr,
    utils.py:1774-1779 at jax-v0.10.2)."""
    bits = element_bits(element_type)
    if bits < 8:
        scaled = b.v(llvm.UDivOp, [b.v(llvm.MulOp, [offset, b.const(bits, i64)], i64, props={"overflowFlags": _ovf()}),
                                   b.const(8, i64)], i64)
    else:
        scaled = b.v(llvm.MulOp, [offset, b.const(bits // 8, i64)], i64,
                     props={"overflowFlags": _ovf()})
    return b.v(llvm.AddOp, [b.ptrtoint(ptr), scaled], i64, props={"overflowFlags": _ovf()})


def _ovf() -> Attribute:
    """No ``#llvm.overflow`` flags (LLVM's integer ops carry them as an i32 property)."""
    return IntegerAttr(0, i32)

