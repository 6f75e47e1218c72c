"""Whole-warpgroup vectors → per-thread registers: ``vector_load``, ``vector_store``, constants and
elementwise arith/math ops.

A value with layout L of shape S lives in each thread as ``vector<vec x T>`` registers in jax's
register order (docs/design/layouts_and_inference.md §1-§2); a WGSplat value is one scalar. SMEM transfers
issue one ``llvm.load`` / ``llvm.store`` per register at the address of the register's first
element in the (tiled, swizzled) ref (§3.1-§3.2), computed as ``base + A(tid) + C(k)`` and then
swizzled on the absolute SMEM address: ``a ^ (((a >> 7) % (S/16)) << 4)``.
"""

from __future__ import annotations

import math

import numpy as np
from xdsl.dialects import arith, llvm, vector
from xdsl.dialects.builtin import (
    AnyFloat,
    ArrayAttr,
    DenseIntOrFPElementsAttr,
    FloatAttr,
    IntegerAttr,
    IntegerType,
    MemRefType,
    NoneAttr,
    StridedLayoutAttr,
    VectorType,
    i32,
    i64,
)
from xdsl.dialects.math import Math
from xdsl.ir import Operation, SSAValue

from mgpu import layouts as L
from mgpu.arch import WARPGROUP_SIZE
from mgpu.dialect.diagnostics import lowering as diag
from mgpu.dialect.arith_ext import Arith
from mgpu.dialect.mosaic_gpu.layout_ops import LayoutCastStrictOp
from mgpu.dialect.mosaic_gpu.ops import BroadcastedIotaOp, LayoutCastOp, VectorLoadOp, VectorStoreOp
from mgpu.dialect.typeinfo import is_smem, is_smem_cluster
from mgpu.dialect.vector_ext import FromElementsOp
from mgpu.passes.infer_layout import module_arch
from mgpu.passes.lowering.approx_checks import check_approx
from mgpu.passes.lowering.atomic_store import ATOMIC_OPS, red_asm, refuse_atomic_layout, store_atomic
from mgpu.passes.lowering.builder import index
from mgpu.passes.lowering.cast_checks import check_cast
from mgpu.passes.lowering.gmem_transfer import check_gmem_transfer
from mgpu.passes.lowering.multimem import refuse_multimem_store
from mgpu.passes.lowering.pointwise_bitwidth import check_pointwise_bitwidth
from mgpu.passes.lowering.refs import RefView, is_transposed, ref_view, static_strides, swap_minor
from mgpu.passes.lowering.shuffles import at
from mgpu.passes.lowering.strided_transfer_check import check_strided_transfer
from mgpu.passes.lowering.state import KEEP, Frag, LoweringState, pointer_type, rule
from mgpu.passes.lowering.tiled_transfer_check import check_tiled_transfer
from mgpu.passes.typeinfo import element_bits


def register_addresses(s: LoweringState, ref: SSAValue, layout: L.RegisterLayout, tr: L.Transforms,
                       view: RefView, base: SSAValue | None = None,
                       shape: tuple[int, ...] | None = None, slot: int | None = None) -> list[SSAValue]:
    """i64 address of each register's first element (swizzled), for this thread: from the view's
    address, or from ``base`` (with the view's strides). A register is one access of its
    ``vector_length`` elements, as in jax's ``transfer_tiled``: they must be consecutive in the ref.
    A transposed tiled ref (``is_transposed``) is addressed through the view of the ref it is the
    transpose of (``ref_view(transposed=True)``). With ``slot``: the address of each register's element
    ``slot``, wherever its others are (an access per element)."""
    b = s.b
    ty = ref.type
    assert isinstance(ty, MemRefType)
    ref_shape = tuple(ty.get_shape())
    shape = shape or ref_shape
    nbytes_bits = element_bits(ty.element_type)
    flat = L.register_flat_elements(layout, shape)
    transposed = is_transposed(ty, tr)

    def offsets(elements: np.ndarray) -> np.ndarray:
        if not transposed:
            return L.ref_offsets(elements, ref_shape, tr.tiling, view.strides)
        idx = np.unravel_index(elements, ref_shape)
        under = swap_minor(ref_shape)
        moved = np.ravel_multi_index(tuple(swap_minor(tuple(idx))), under)  # pyright: ignore[reportArgumentType]
        return L.ref_offsets(moved, under, tr.tiling[::-1], view.strides)  # pyright: ignore[reportOptionalSubscript]

    step = L.vector_flat_stride(layout, shape)
    offs = offsets(flat + (slot or 0) * step)
    if slot is None and any(not np.array_equal(offsets(flat + k * step), offs + k)
                            for k in range(1, L.vector_length(layout))):
        raise NotImplementedError(f"not supported: registers of layout {layout.text()} whose elements are "
                                  f"not consecutive in the ref {ty}")
    if (offs * nbytes_bits % 8).any():  # (a sub-byte register that starts inside a byte: no byte address)
        length = L.vector_length(layout)
        if length * nbytes_bits % 8:
            raise diag.TRANSFER_VECTOR_BYTES(length=length, bits=length * nbytes_bits)
        raise diag.SUB_BYTE_REGISTER_OFFSET(layout=layout.text(), ref=ty, packing=8 // nbytes_bits,
                                            element=int(offs[offs * nbytes_bits % 8 != 0][0]))
    table = offs * nbytes_bits // 8
    split = L.split_thread_offsets(table)
    if split is None:
        raise NotImplementedError(f"register layout {layout.text()} has no affine SMEM addresses")
    terms, consts = split
    if base is None:
        base = view.address
    if terms:
        t = b.v(arith.ExtUIOp, [s.thread_in_wg()], i64)
        for bit, w in terms:
            one = b.arith(arith.AndIOp, b.arith(arith.ShRUIOp, t, bit), 1)
            base = b.arith(arith.AddiOp, base, b.arith(arith.MuliOp, one, w))
    swizzle = tr.swizzle or 16
    out = []
    for c in consts:
        a = b.arith(arith.AddiOp, base, c) if c else base
        if swizzle > 16:
            sw = b.arith(arith.ShLIOp, b.arith(arith.AndIOp, b.arith(arith.ShRUIOp, a, 7), swizzle // 16 - 1), 4)
            a = b.arith(arith.XOrIOp, a, sw)
        out.append(a)
    return out


def strided_indices(s: LoweringState, ref: SSAValue, layout: L.RegisterLayout,
                    tr: L.Transforms) -> tuple[SSAValue, list[SSAValue]] | None:
    """jax's ``load_strided`` / ``store_untiled`` for a WGStrided value in a contiguous untiled ref:
    the ref collapsed to 1-D, and register k of thread t at element ``128 vec k + vec t``."""
    ty = ref.type
    assert isinstance(ty, MemRefType)
    if not isinstance(layout, L.WGStridedFragLayout) or tr.tiling is not None:
        return None
    shape = tuple(ty.get_shape())
    if static_strides(ty) != L.row_major_strides(shape):
        return None
    b = s.b
    n = math.prod(shape)
    layout_attr = ty.layout
    if isinstance(layout_attr, StridedLayoutAttr):
        flat_layout = StridedLayoutAttr([1], layout_attr.offset)
        flat_ty = MemRefType(ty.element_type, [n], flat_layout, ty.memory_space)
    else:
        flat_ty = MemRefType(ty.element_type, [n], memory_space=ty.memory_space)
    flat = ref if len(shape) == 1 else b.v("memref.collapse_shape", [ref], flat_ty, props={
        "reassociation": ArrayAttr([ArrayAttr([IntegerAttr(i, i64) for i in range(len(shape))])])})
    vec = layout.vec_size
    t = b.index_cast(s.thread_in_wg(), index)
    base = b.arith(arith.MuliOp, t, vec)
    regs = L.num_registers(layout, shape)
    return flat, [b.arith(arith.AddiOp, base, WARPGROUP_SIZE * vec * k) if k else base for k in range(regs)]


def _ptr_type(s: LoweringState, ref: SSAValue):
    """The pointer type of the ref's elements (state.pointer_type)."""
    return s.b.t(pointer_type(ref.type))


def _reg_type(f_dtype, layout: L.RegisterLayout) -> VectorType:
    return VectorType(f_dtype, [L.vector_length(layout)])


def _moved_as(reg_type: VectorType) -> VectorType:
    """The type a register of ``reg_type`` is loaded and stored as by address: a float of 8 bits or fewer as the
    integer of its width, which LLVM has (jax's load_tiled and store_tiled, fragmented_array.py:4517-4525, :4565-4566
    and :4464-4470 at 0.12.0.1: the same bytes, the instructions jax emits)."""
    et = reg_type.element_type
    if isinstance(et, AnyFloat) and element_bits(et) <= 8:
        return VectorType(IntegerType(element_bits(et)), reg_type.get_shape())
    return reg_type


def _view(s: LoweringState, ref: SSAValue, tr: L.Transforms) -> RefView:
    """The view register transfers address ``ref`` through (a transposed ref: its untransposed tiled bytes)."""
    return ref_view(s, ref, tr, transposed=is_transposed(ref.type, tr))  # pyright: ignore[reportArgumentType]


def _transfer_addresses(s: LoweringState, op: VectorLoadOp | VectorStoreOp, ref: SSAValue,
                        layout: L.RegisterLayout, tr: L.Transforms) -> list[SSAValue]:
    """``register_addresses`` of a vector_load's or vector_store's registers, once the release's check of an
    optimized GMEM transfer passes (jax plans it after the checks of the ref and the layout, fragmented_array.py:4828
    at 0.12.0.1)."""
    addrs = register_addresses(s, ref, layout, tr, _view(s, ref, tr))
    check_gmem_transfer(s.jax, _optimized(op), ref.type, layout)  # pyright: ignore[reportArgumentType]
    return addrs


@rule(VectorLoadOp)
def vector_load(s: LoweringState, op: VectorLoadOp) -> list[SSAValue] | None:
    b = s.b
    [layout] = s.layouts(op, "out_layouts")
    vty = op.result.type
    assert isinstance(vty, VectorType)
    shape = tuple(vty.get_shape())
    tr = s.transforms(op, 0)
    if isinstance(layout, L.WGStridedFragLayout) and (tr.tiling is not None or tr.swizzle not in (None, 16)):
        raise diag.STRIDED_LOAD_TRANSFORMED()  # (jax's load_strided reads the ref untiled)
    if not isinstance(layout, (L.WGStridedFragLayout, L.TiledLayout)):
        raise diag.VECTOR_LOAD_LAYOUT(opname=op.name, layout=layout.text())
    if isinstance(layout, L.TiledLayout):
        _check_memory_space(op.source, True, "a vector_load in a tiled layout reads GMEM (a ref of no memory "
                                             "space) or SMEM, this CTA's (#gpu.address_space<workgroup>) or another's")
    check_strided_transfer(layout, vty.element_type, op.source.type)  # pyright: ignore[reportArgumentType]
    rt = _reg_type(vty.element_type, layout)
    ref = op.source
    transfer = check_tiled_transfer(s, op, ref, layout, tr, _optimized(op))
    strided = strided_indices(s, ref, layout, tr)
    if strided is not None:
        flat, idxs = strided
        regs = [b.v(vector.LoadOp, [flat, i], rt) for i in idxs]
        s.regs[op.result] = Frag(layout, shape, vty.element_type, regs)
        return None
    p3 = _ptr_type(s, ref)
    ordering = {"ordering": IntegerAttr(0, i64)}
    if by_element(transfer):
        view = _view(s, ref, tr)
        slots = [register_addresses(s, ref, layout, tr, view, slot=k) for k in range(rt.get_shape()[0])]
        regs = [b.v(FromElementsOp, [b.v(llvm.LoadOp, [b.inttoptr(a[r], p3)], vty.element_type, props=ordering)
                                     for a in slots], rt) for r in range(len(slots[0]))]
        s.regs[op.result] = Frag(layout, shape, vty.element_type, regs)
        return None
    addrs = _transfer_addresses(s, op, ref, layout, tr)
    moved = _moved_as(rt)
    regs = []
    for a in addrs:
        reg = b.v(llvm.LoadOp, [b.inttoptr(a, p3)], moved, props=ordering)
        regs.append(reg if moved == rt else b.v(vector.BitcastOp, [reg], rt))
    s.regs[op.result] = Frag(layout, shape, vty.element_type, regs)
    return None


def by_element(transfer: L.TiledTransfer | None) -> bool:
    """Does jax move each register as the column of an 8x8 matrix (an ``ldmatrix`` / ``stmatrix`` ``.trans``):
    its elements one above the other in the ref? mgpu then moves each element on its own, to the same place."""
    return transfer is not None and transfer.txmatrix == L.COL


@rule(VectorStoreOp)
def vector_store(s: LoweringState, op: VectorStoreOp) -> list[SSAValue]:
    """The store between two warpgroup barriers, as jax's ``auto_barriers`` (Pallas's default): the
    warpgroup's reads of the ref have completed before it is written, and its writes after
    (dialect_lowering.py:519, :551 at 0.12.0.1; :553, :591 at jax-v0.10.2)."""
    refuse_multimem_store(op)
    _check_memory_space(op.destination, False, "a vector_store writes GMEM (a ref of no memory space) or this CTA's "
                                               "SMEM (#gpu.address_space<workgroup>)")
    [layout] = s.layouts(op, "in_layouts")
    tr = s.transforms(op, 0)
    # (jax stores a value not tiled through store_untiled, which reads the ref untiled; a splat's swizzle moves none)
    if isinstance(layout, L.WGSplatFragLayout) and tr.tiling is not None:
        raise diag.SPLAT_STORE_TILED(shape=tuple(layout.shape))
    if isinstance(layout, L.WGStridedFragLayout):
        if tr.tiling is not None:
            raise diag.STRIDED_STORE_TILED(shape=tuple(layout.shape), vec_size=layout.vec_size)
        if tr.swizzle not in (None, 16):
            raise diag.STRIDED_STORE_SWIZZLED()
    transfer = check_tiled_transfer(s, op, op.destination, layout, tr, _optimized(op),
                                    atomic=op.atomic_type is not None)
    s.warpgroup_barrier()
    _store(s, op, layout, tr, by_element(transfer))
    s.warpgroup_barrier()
    return []


def _optimized(op: VectorLoadOp | VectorStoreOp) -> bool | None:
    """The op's ``optimized`` attribute (None: unset)."""
    return None if op.optimized is None else bool(op.optimized.value.data)


def _check_memory_space(ref: SSAValue, cluster_smem: bool, what: str) -> None:
    """jax's: a ref in GMEM or SMEM (and, where ``cluster_smem``, another CTA's SMEM)."""
    ty = ref.type
    assert isinstance(ty, MemRefType)
    if not isinstance(ty.memory_space, NoneAttr) and not is_smem(ty) and not (cluster_smem and is_smem_cluster(ty)):
        raise diag.VECTOR_MEMORY_SPACE(space=str(ty.memory_space), what=what)


def _store(s: LoweringState, op: VectorStoreOp, layout: L.RegisterLayout, tr: L.Transforms,
           elementwise: bool) -> None:
    b = s.b
    value = op.valueToStore
    vty = value.type
    assert isinstance(vty, VectorType)
    shape = tuple(vty.get_shape())
    ref = op.destination
    rty = ref.type
    assert isinstance(rty, MemRefType)
    if op.atomic_type is not None:
        refuse_atomic_layout(op, layout)
        addrs = _transfer_addresses(s, op, ref, layout, tr)
        asm = red_asm(op, ATOMIC_OPS[op.atomic_type.value.data], layout, vty.element_type, is_smem(rty))
        store_atomic(s, asm, s.frag(value, layout), addrs, is_smem(ref.type))
        return
    if isinstance(layout, L.WGSplatFragLayout) and math.prod(shape) == 1:
        # One element: every thread stores the scalar (jax's _store_untiled_splat,
        # fragmented_array.py:3711 at jax-v0.10.2).
        zero = b.v(arith.ConstantOp, [], index, props={"value": b.a("0 : index")})
        b.op("memref.store", [s.frag(value).regs[0], ref, *[zero] * len(rty.get_shape())])
        return
    if isinstance(layout, L.WGSplatFragLayout):
        if math.prod(shape) % WARPGROUP_SIZE:  # (jax's _store_untiled_splat, fragmented_array.py:4166)
            raise diag.SPLAT_STORE_COUNT(threads=WARPGROUP_SIZE, shape=shape)
        strided = L.WGStridedFragLayout.from_shape(shape, element_bits(vty.element_type))
        if strided is None:
            raise NotImplementedError(f"not supported: a store of a splat of {vty.element_type}")
        f = s.broadcast(s.frag(value), strided)
        layout = strided
    else:
        f = s.frag(value, layout)
    check_strided_transfer(layout, vty.element_type, ref.type)  # pyright: ignore[reportArgumentType]
    strided = strided_indices(s, ref, layout, tr)
    if strided is not None:
        flat, idxs = strided
        for i, r in zip(idxs, f.regs, strict=True):
            b.op(vector.StoreOp, [r, flat, i])
        return
    p3 = _ptr_type(s, ref)
    ordering = {"ordering": IntegerAttr(0, i64)}
    if elementwise:
        view = _view(s, ref, tr)
        for k in range(L.vector_length(layout)):
            for a, r in zip(register_addresses(s, ref, layout, tr, view, slot=k), f.regs, strict=True):
                element = b.v(vector.ExtractOp, [r], vty.element_type, props=at(k))
                b.op(llvm.StoreOp, [element, b.inttoptr(a, p3)], props=ordering)
        return
    addrs = _transfer_addresses(s, op, ref, layout, tr)
    rt = _reg_type(vty.element_type, layout)
    moved = _moved_as(rt)
    for a, r in zip(addrs, f.regs, strict=True):
        b.op(llvm.StoreOp, [r if moved == rt else b.v(vector.BitcastOp, [r], moved), b.inttoptr(a, p3)],
             props=ordering)


# ---- constants and elementwise ops ---------------------------------------------------------

def is_warpgroup_vector_op(op: Operation) -> bool:
    """Does ``op`` compute a whole-warpgroup vector (a vector result that inference annotated)?
    An arith / math op that does not is lane-level IR, kept as it is."""
    return "out_layouts" in op.attributes and any(isinstance(r.type, VectorType) for r in op.results)


@rule(arith.ConstantOp)
def constant(s: LoweringState, op: arith.ConstantOp) -> list[SSAValue] | None:
    if not is_warpgroup_vector_op(op):
        return KEEP
    b = s.b
    vty = op.result.type
    assert isinstance(vty, VectorType)
    val = op.value
    if not isinstance(val, DenseIntOrFPElementsAttr) or not val.is_splat():  # (before jax reads the layout, :378)
        raise diag.UNSUPPORTED_CONSTANT(what=op.name)
    [layout] = s.layouts(op, "out_layouts")
    x = val.get_values()[0]
    et = vty.element_type
    attr = IntegerAttr(int(x), et) if isinstance(x, int) else FloatAttr(float(x), et)  # pyright: ignore
    scalar = b.v(arith.ConstantOp, [], et, props={"value": attr})
    f = Frag(L.WGSplatFragLayout(tuple(vty.get_shape())), tuple(vty.get_shape()), et, [scalar])
    if not isinstance(layout, L.WGSplatFragLayout):
        f = s.broadcast(f, layout)
    s.regs[op.result] = f
    return None


# Every other op of the arith and math dialects, lowered elementwise on a warpgroup vector: the same
# op once per register (jax's FragmentedArray arithmetic).
ELEMENTWISE_OPS = tuple(cls for cls in (*Arith.operations, *Math.operations) if cls is not arith.ConstantOp)


@rule(*ELEMENTWISE_OPS)
def elementwise(s: LoweringState, op: Operation) -> list[SSAValue] | None:
    if not is_warpgroup_vector_op(op):
        return KEEP
    b = s.b
    layout = s.one_layout(op)
    if not s.lane:  # (Lane semantics' arith is LLVM's, not jax's register arithmetic)
        check_approx(op, s.jax)
        check_pointwise_bitwidth(op, layout, s.jax, module_arch(s.module, None, None))
        check_cast(op, layout, s.module)
    rty = op.results[0].type
    assert isinstance(rty, VectorType)
    shape = tuple(rty.get_shape())
    frags = [s.frag(v, layout) for v in op.operands]
    if len(op.results) != 1:
        raise NotImplementedError(f"{op.name} with {len(op.results)} results")
    cls = type(op)
    if isinstance(layout, L.WGSplatFragLayout):
        out_t = rty.element_type
        regs = [b.insert(cls.create(operands=[f.regs[0] for f in frags], result_types=[out_t],
                                    properties=dict(op.properties))).results[0]]
    else:
        out_t = _reg_type(rty.element_type, layout)
        n = L.num_registers(layout, shape)
        regs = [b.insert(cls.create(operands=[f.regs[i] for f in frags], result_types=[out_t],
                                    properties=dict(op.properties))).results[0] for i in range(n)]
    s.regs[op.results[0]] = Frag(layout, shape, rty.element_type, regs)
    return None


@rule(vector.BroadcastOp)
def vector_broadcast(s: LoweringState, op: vector.BroadcastOp) -> list[SSAValue] | None:
    """A scalar broadcast to a warpgroup vector is a splat (materialised for a non-splat layout)."""
    rty = op.vector.type
    if "out_layouts" not in op.attributes or not isinstance(rty, VectorType):
        return KEEP
    src = op.source
    if isinstance(src.type, VectorType):
        raise NotImplementedError("vector.broadcast of a vector on a warpgroup vector")
    [layout] = s.layouts(op, "out_layouts")
    shape = tuple(rty.get_shape())
    f = Frag(L.WGSplatFragLayout(shape), shape, rty.element_type, [src])
    s.regs[op.vector] = f if isinstance(layout, L.WGSplatFragLayout) else s.broadcast(f, layout)
    return None


@rule(LayoutCastOp, LayoutCastStrictOp)
def layout_cast(s: LoweringState, op: LayoutCastOp | LayoutCastStrictOp) -> list[SSAValue] | None:
    """Same layout: no code; from a splat: broadcast; else one of jax's relayouts (``relayouts.py``).
    ``strict`` (jax 0.12) matters to inference only (dialect_lowering.py:898 at 0.12.0.1)."""
    [layout] = s.layouts(op, "out_layouts")
    s.regs[op.result] = s.frag(op.x, layout)
    return None



@rule(BroadcastedIotaOp)
def broadcasted_iota(s: LoweringState, op: BroadcastedIotaOp) -> list[SSAValue] | None:
    """Each register holds its elements' indices along ``dimension``: ``A(tid) + C(k)`` per
    register, plus ``0 .. vec-1`` when the vector runs along that dimension; a float iota is the
    i32 one converted (``uitofp``, as jax's ``FragmentedArray.broadcasted_iota``)."""
    b = s.b
    [layout] = s.layouts(op, "out_layouts")
    vty = op.result.type
    assert isinstance(vty, VectorType)
    shape = tuple(vty.get_shape())
    dim = op.dimension.value.data
    float_type = vty.element_type if isinstance(vty.element_type, AnyFloat) else None
    et = i32 if float_type is not None else vty.element_type
    if isinstance(layout, L.WGSplatFragLayout):
        raise NotImplementedError("broadcasted_iota with a splat layout")
    vec = L.vector_length(layout)
    if shape[-1] % vec:
        raise NotImplementedError(f"broadcasted_iota of shape {shape} with vectors of {vec}")
    flat = L.register_flat_elements(layout, shape)
    table = np.unravel_index(flat, shape)[dim]
    split = L.split_thread_offsets(np.asarray(table, np.int64))
    if split is None:
        raise NotImplementedError(f"broadcasted_iota in layout {layout.text()}")
    terms, consts = split
    # How far along ``dim`` a register's slot k is from its slot 0: k times 0 or 1 (the vector runs
    # along ``dim`` or not; for WGMMA_TRANSPOSED_LAYOUT it runs along the rows).
    step = L.vector_flat_stride(layout, shape)
    moved = [np.unravel_index(flat + k * step, shape)[dim] - table for k in range(vec)]
    along = [k for k in (0, 1) if all(np.all(m == k * i) for i, m in enumerate(moved))]
    if not along:
        raise NotImplementedError(f"broadcasted_iota in layout {layout.text()}")
    along_vector = along[-1] == 1 and vec > 1
    base = s.thread_affine(terms, et)
    rt = VectorType(et, [vec])
    ramp = None
    if along_vector:
        ramp = b.v(arith.ConstantOp, [], rt, props={"value": DenseIntOrFPElementsAttr.from_list(
            rt, list(range(vec)))})
    regs = []
    for c in consts:
        v = b.v(vector.BroadcastOp, [b.arith(arith.AddiOp, base, c) if c else base], rt)
        if ramp is not None:
            v = b.v(arith.AddiOp, [v, ramp], rt, props={"overflowFlags": b.a("#arith.overflow<none>")})
        if float_type is not None:
            v = b.v(arith.UIToFPOp, [v], VectorType(float_type, [vec]))
        regs.append(v)
    s.regs[op.result] = Frag(layout, shape, vty.element_type, regs)
    return None
