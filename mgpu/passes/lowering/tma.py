"""TMA copies: ``async_load`` (GMEM → SMEM, completes tx bytes on a barrier) and ``async_store``.

As jax's launch context does (docs/design/payload_semantics.md §1.3-§1.4): each copy gets a 128-byte TMA
descriptor built on the host by ``mosaic_gpu_init_tma_desc`` into one ``llvm.alloca`` blob that the
``gpu.launch`` captures; in the kernel one elected thread per warpgroup issues
``nvvm.cp.async.bulk.tensor…`` with the box coordinates innermost-first. A tiled SMEM ref
(``[tile<T0, T1>, swizzle<S>]``) is copied as the GMEM view ``(…, M/T0, N/T1, T0, T1)`` with the
descriptor's swizzle, so the box lands in SMEM as jax's tiled + swizzled layout.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.dialects.builtin import (
    DenseArrayBase,
    Float8E3M4Type,
    Float8E4M3B11FNUZType,
    Float8E4M3FNType,
    Float8E4M3FNUZType,
    Float8E4M3Type,
    Float8E5M2FNUZType,
    Float8E5M2Type,
    Float8E8M0FNUType,
    IntegerAttr,
    MemRefType,
    StridedLayoutAttr,
    SymbolRefAttr,
    UnitAttr,
    bf16,
    f16,
    f32,
    f64,
    i8,
    i16,
    i32,
    i64,
)
from xdsl.ir import Attribute, Operation, SSAValue

from mgpu.arch import TMA_DESCRIPTOR_BYTES
from mgpu.dialect.typeinfo import bool_prop
from mgpu.passes.infer_layout.rules import constant_int
from mgpu.passes.lowering.builder import Builder
from mgpu.passes.lowering.refs import is_contiguous, ref_view, tiled_shape
from mgpu.passes.lowering.state import LoweringState, rule


@dataclass
class TmaBlob:
    host_b: Builder          # inserts host code before the blob load
    blob: SSAValue           # host llvm.alloca
    kernel_ptr: SSAValue     # device pointer to the descriptors
    next: int = 0


FLOAT8_TYPES = (Float8E3M4Type, Float8E4M3B11FNUZType, Float8E4M3FNType, Float8E4M3FNUZType, Float8E4M3Type,
                Float8E5M2FNUZType, Float8E5M2Type, Float8E8M0FNUType)
# The CUtensorMapDataType codes of the element types (CUDA Driver API, cuTensorMapEncodeTiled).
_TMA_DTYPE_CODES: dict[Attribute, int] = {f16: 5, f32: 6, bf16: 7, i32: 3, i64: 4, i16: 2, i8: 1, f64: 4}


def _dtype_code(t: Attribute) -> int:
    code = _TMA_DTYPE_CODES.get(t)
    if code is not None:
        return code
    if isinstance(t, FLOAT8_TYPES):
        return 1
    raise NotImplementedError(f"TMA of element type {t}")


def _enclosing_launch(op: Operation) -> Operation:
    cur = op.parent_op()
    while cur is not None and cur.name != "gpu.launch":
        cur = cur.parent_op()
    if cur is None:
        raise NotImplementedError(f"{op.name} outside a gpu.launch")
    return cur


def _blob(s: LoweringState, op: Operation) -> TmaBlob:
    launch = _enclosing_launch(op)
    got = s.tma_launch.get(launch)
    if got is not None:
        return got
    n = s.tma_counts.get(launch, 1)
    hb = s.b.at(launch)
    c1 = hb.const(1, i64)
    arr = hb.t(f"!llvm.array<{TMA_DESCRIPTOR_BYTES * n} x i8>")
    blob = hb.v("llvm.alloca", [c1], hb.t("!llvm.ptr"),
                props={"alignment": IntegerAttr(64, i64), "elem_type": arr},
                attrs={"mosaic_gpu_smem_alloc": UnitAttr()})
    load = hb.op("llvm.load", [blob], [arr], props={"ordering": IntegerAttr(0, i64)})
    body = launch.regions[0].blocks[0]
    first = body.first_op
    assert first is not None
    kb = s.b.at(first)
    kptr = kb.cast(load.results[0], kb.t("!llvm.ptr"))
    got = s.tma_launch[launch] = TmaBlob(s.b.at(load), blob, kptr)
    return got


def _i64_array(b: Builder, values: list[int]) -> SSAValue:
    n = b.const(len(values), i64)
    arr = b.v("llvm.alloca", [n], b.t("!llvm.ptr"), props={"elem_type": i64})
    for i, v in enumerate(values):
        p = b.gep(arr, i, i64)
        b.op("llvm.store", [b.const(v, i64), p], props={"ordering": IntegerAttr(0, i64)})
    return arr


def descriptor(s: LoweringState, op: Operation, gmem: SSAValue, sizes: list[int], strides: list[int],
               box: list[int], swizzle: int) -> SSAValue:
    """Builds descriptor j on the host; returns its device address (``blob + 128 j``)."""
    blob = _blob(s, op)
    j = blob.next
    blob.next += 1
    hb = blob.host_b
    ty = gmem.type
    assert isinstance(ty, MemRefType)
    slot = hb.gep(blob.blob, TMA_DESCRIPTOR_BYTES * j, hb.t("i8"))
    addr = s.memref_address(gmem, hb)
    base = hb.inttoptr(addr, hb.t("!llvm.ptr"))
    args = [slot, base, hb.const(_dtype_code(ty.element_type), i64), hb.const(len(sizes), i64),
            _i64_array(hb, sizes), _i64_array(hb, strides), hb.const(swizzle, i64), _i64_array(hb, box)]
    hb.op("func.call", args, [], props={"callee": SymbolRefAttr("mosaic_gpu_init_tma_desc")})
    return s.b.gep(blob.kernel_ptr, TMA_DESCRIPTOR_BYTES * j, s.b.t("i8"))


def _gmem_strides(ty: MemRefType) -> list[int]:
    layout = ty.layout
    if isinstance(layout, StridedLayoutAttr):
        st = [x.data if hasattr(x, "data") else x for x in layout.strides.data]  # pyright: ignore
        if all(isinstance(x, int) for x in st):
            return st  # pyright: ignore
        raise NotImplementedError("TMA of a GMEM ref with dynamic strides")
    shape = ty.get_shape()
    out, acc = [], 1
    for d in reversed(shape):
        out.append(acc)
        acc *= d
    return out[::-1]


def cluster_shape(op: Operation) -> tuple[int, int, int]:
    """The (x, y, z) cluster size of the gpu.launch around ``op``: constants, as jax's launch
    context knows them (``LaunchContext.cluster_size``)."""
    launch = _enclosing_launch(op)
    dims = [getattr(launch, f"clusterSize{d}", None) for d in "XYZ"]
    if all(d is None for d in dims):
        return (1, 1, 1)
    sizes = [None if d is None else constant_int(d) for d in dims]
    if None in sizes:
        raise NotImplementedError(f"{op.name} in a gpu.launch whose cluster size is not constant")
    return tuple(sizes)  # pyright: ignore


def _drop_unit_dims(sizes: list[int], strides: list[int], box: list[int], coords: list) -> tuple[list, ...]:
    """The copy without the dims of size 1 in GMEM and in the box (but the minor one), their
    coordinates with them, as jax's ``_prepare_tma`` drops them (``DropUnitDimsTransform``,
    launch_context.py:1068-1090 at jax-v0.10.2)."""
    keep = [i for i in range(len(sizes)) if i == len(sizes) - 1 or sizes[i] != 1 or box[i] != 1]
    return tuple([x[i] for i in keep] for x in (sizes, strides, box, coords))


def _plan(s: LoweringState, op: Operation, gmem: SSAValue, indices: list[SSAValue],
          permutation: tuple[int, ...] | None) -> tuple[SSAValue, list[SSAValue]]:
    """The descriptor and the (innermost-first) coordinates of one copy; with ``permutation``
    (a transposed SMEM ref, ``_smem_box``), of the GMEM view transposed by it."""
    b = s.b
    gty = gmem.type
    assert isinstance(gty, MemRefType)
    G = list(gty.get_shape())
    Gs = _gmem_strides(gty)
    SL = [int(x) for x in op.properties["slice_lengths"].get_values()]  # pyright: ignore
    coords = list(indices)
    if permutation is not None:
        G, Gs, SL, coords = ([x[p] for p in permutation] for x in (G, Gs, SL, coords))
    # As jax does, the squeezed dims (slice length -1) go in front of the sliced ones, so that the
    # tiling applies to the last two sliced dims (LaunchContext._prepare_async_copy,
    # launch_context.py:1016-1030 at jax-v0.10.2); _drop_unit_dims then keeps the rank within TMA's.
    order = [i for i, x in enumerate(SL) if x == -1] + [i for i, x in enumerate(SL) if x != -1]
    G, Gs, SL, coords = ([x[i] for i in order] for x in (G, Gs, SL, coords))
    box = [1 if x == -1 else x for x in SL]
    tr = s.transforms(op, 0)
    if tr.tiling is None:
        sizes, strides, swizzle = G, Gs, 16
    else:
        T = tr.tiling
        if len(T) != 2 or len(G) < 2 or SL[-1] == -1 or SL[-2] == -1:
            raise NotImplementedError(f"TMA with tiling {T} of slice {SL}")
        T0, T1 = T
        M, N = G[-2:]
        sM = Gs[-2]
        if Gs[-1] != 1:
            raise NotImplementedError("TMA of a GMEM ref whose minor dim is not contiguous")
        sizes = [*G[:-2], M // T0, N // T1, T0, T1]
        strides = [*Gs[:-2], sM * T0, T1, sM, 1]
        box = [*box[:-2], box[-2] // T0, box[-1] // T1, T0, T1]
        i, j = coords[-2], coords[-1]
        zero = b.const(0, i32)
        coords = [*coords[:-2], b.arith("arith.divui", i, T0), b.arith("arith.divui", j, T1), zero, zero]
        swizzle = tr.swizzle or 16
    sizes, strides, box, coords = _drop_unit_dims(sizes, strides, box, coords)
    if len(sizes) > 5:
        raise NotImplementedError(f"TMA of rank {len(sizes)} (at most 5)")
    desc = descriptor(s, op, gmem, sizes, strides, box, swizzle)
    coords = [c if c.type == i32 else b.index_cast(c, i32) for c in coords]
    return desc, coords[::-1]


def _smem_box(s: LoweringState, op: Operation, ref: SSAValue) -> tuple[SSAValue, tuple[int, ...] | None]:
    """The SMEM address of the box, and the permutation that undoes a transposed SMEM ref (None if
    it is not): the TMA unit fills (or reads) the box densely from there, in the GMEM view's dim
    order, so a transposed ref is copied as its untransposed self from the GMEM view transposed
    alike, as jax does (``_mgpu_async_load_op_lowering_rule``, dialect_lowering.py at jax-v0.10.2);
    a ref that is still not dense is refused with jax's words (``LaunchContext.async_copy``)."""
    ty = ref.type
    assert isinstance(ty, MemRefType)
    tr = s.transforms(op, 0)
    view = ref_view(s, ref, tr)
    shape, strides = tiled_shape(ty, tr), view.strides
    big = [i for i, d in enumerate(shape) if d > 1]  # (the strides of dims of size 1 do not matter)
    permutation = None
    if any(strides[i] < strides[j] for i, j in zip(big, big[1:])):
        if tr.tiling is not None or any(x == -1 for x in op.properties["slice_lengths"].get_values()):  # pyright: ignore
            raise NotImplementedError(f"not supported: TMA to or from a transposed SMEM ref {ty} with "
                                      f"transforms {tr.tiling}/{tr.swizzle} or squeezed dims")
        permutation = tuple(sorted(range(len(strides)), key=lambda i: -strides[i]))
        shape, strides = (tuple(x[p] for p in permutation) for x in (shape, strides))
    if not is_contiguous(shape, strides):
        raise ValueError(f"async_copy needs the SMEM reference to be contiguous, but got strides "
                         f"{list(strides)} for shape {list(shape)}")
    return view.address, permutation


@rule("mosaic_gpu.async_load")
def async_load(s: LoweringState, op: Operation) -> list[SSAValue]:
    b = s.b
    src, dst, barrier = op.operands[0], op.operands[1], op.operands[2]
    n_idx = len(src.type.get_shape())  # pyright: ignore
    indices = list(op.operands[3:3 + n_idx])
    extra = list(op.operands[3 + n_idx:])
    if op.properties.get("collective") is not None and len(op.properties["collective"].data):  # pyright: ignore
        raise NotImplementedError("collective (multicast) async_load")
    dst_addr, permutation = _smem_box(s, op, dst)
    dst_ptr = b.inttoptr(dst_addr, b.t("!llvm.ptr<3>"))
    desc, coords = _plan(s, op, src, indices, permutation)
    bar = s.barrier_ptr(barrier)
    pred = s.wg_leader()
    if extra:
        pred = b.arith("arith.andi", pred, extra[0])
    b.op("nvvm.cp.async.bulk.tensor.shared.cluster.global", [dst_ptr, desc, *coords, bar, pred], props={
        "isCTAOnly": b.a("false"), "mode": b.a("#nvvm.tma_load_mode<tile>"),
        "operandSegmentSizes": DenseArrayBase.from_list(i32, [1, 1, len(coords), 1, 0, 0, 0, 1])})
    return []


@rule("mosaic_gpu.async_store")
def async_store(s: LoweringState, op: Operation) -> list[SSAValue]:
    b = s.b
    src, dst = op.operands[0], op.operands[1]
    n_idx = len(dst.type.get_shape())  # pyright: ignore
    indices = list(op.operands[2:2 + n_idx])
    extra = list(op.operands[2 + n_idx:])
    if op.properties.get("reduction_op") is not None:
        raise NotImplementedError("async_store with a reduction")
    if extra and len(extra) > 1 or op.properties.get("is_global_broadcast") is not None and \
            bool_prop(op, "is_global_broadcast"):
        raise NotImplementedError("async_store to a peer / broadcast")
    src_addr, permutation = _smem_box(s, op, src)
    src_ptr = b.inttoptr(src_addr, b.t("!llvm.ptr<3>"))
    desc, coords = _plan(s, op, dst, indices, permutation)
    pred = s.wg_leader()
    if extra:
        pred = b.arith("arith.andi", pred, extra[0])
    b.op("nvvm.cp.async.bulk.tensor.global.shared.cta", [desc, src_ptr, *coords, pred], props={
        "mode": b.a("#nvvm.tma_store_mode<tile>"),
        "operandSegmentSizes": DenseArrayBase.from_list(i32, [1, 1, len(coords), 0, 1])})
    if bool_prop(op, "commit_group", True):
        b.op("nvvm.cp.async.bulk.commit.group")
    return []


def count_tma_ops(launch: Operation) -> int:
    return sum(1 for o in launch.walk() if o.name in ("mosaic_gpu.async_load", "mosaic_gpu.async_store"))

