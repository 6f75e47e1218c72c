"""TMA copies: ``async_load`` (GMEM → SMEM, completes tx bytes on a barrier), ``async_store`` and ``async_prefetch`` (to L2).

As jax's launch context does (docs/design/payload_semantics.md §1.3-§1.4): each copy gets a 128-byte TMA
descriptor built on the host by ``mosaic_gpu_init_tma_desc`` into one ``llvm.alloca`` blob that the
``gpu.launch`` captures; in the kernel one elected thread per warpgroup issues
``nvvm.cp.async.bulk.tensor…`` with the box coordinates innermost-first. A tiled SMEM ref
(``[tile<T0, T1>, swizzle<S>]``) is copied as the GMEM view ``(…, M/T0, N/T1, T0, T1)`` with the
descriptor's swizzle, so the box lands in SMEM as jax's tiled + swizzled layout.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
from xdsl.dialects import arith, llvm
from xdsl.dialects.builtin import (
    DenseArrayBase,
    Float4E2M1FNType,
    Float8E3M4Type,
    Float8E4M3B11FNUZType,
    Float8E4M3FNType,
    Float8E4M3FNUZType,
    Float8E4M3Type,
    Float8E5M2FNUZType,
    Float8E5M2Type,
    Float8E8M0FNUType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    StridedLayoutAttr,
    SymbolRefAttr,
    UnitAttr,
    bf16,
    f16,
    f32,
    i8,
    i16,
    i32,
    i64,
)
from xdsl.ir import Attribute, Operation, SSAValue

from mgpu.arch import TMA_BOX_MAX, TMA_DESCRIPTOR_BYTES
from mgpu.dialect import arith_ext
from mgpu.dialect.diagnostics import lowering as diag
from mgpu.dialect.mosaic_gpu.attributes import CopyPartitionedAttr, OOBFillMode, TMAReduction
from mgpu.dialect.mosaic_gpu.ops import AsyncLoadOp, AsyncPrefetchOp, AsyncStoreOp
from mgpu.dialect.mosaic_gpu.transfer_ops import AsyncLoadPeerOp
from mgpu.dialect.typeinfo import bool_value
from mgpu.passes.infer_layout.ir_facts import constant_int
from mgpu.passes.lowering import recorded_tma
from mgpu.passes.lowering.builder import Builder
from mgpu.passes.lowering.bulk_copy import bulk_load, bulk_store, contiguous
from mgpu.passes.lowering.refs import is_contiguous, ref_view, static_strides, tiled_shape
from mgpu.passes.lowering.state import LoweringState, rule
from mgpu.passes.lowering.tma_gather import copy_rows, is_gather
from mgpu.passes.typeinfo import element_bits

# The TMA copies, which read their GMEM slice through a descriptor.
TmaOp = AsyncLoadOp | AsyncLoadPeerOp | AsyncStoreOp | AsyncPrefetchOp


@dataclass
class TmaBlob:
    host_b: Builder          # inserts host code before the blob load
    blob: SSAValue           # host llvm.alloca
    kernel_ptr: SSAValue     # device pointer to the descriptors
    next: int = 0


FLOAT8_TYPES = (Float8E3M4Type, Float8E4M3B11FNUZType, Float8E4M3FNType, Float8E4M3FNUZType, Float8E4M3Type,
                Float8E5M2FNUZType, Float8E5M2Type, Float8E8M0FNUType)
# The CUtensorMapDataType codes of the element types (CUDA Driver API, cuTensorMapEncodeTiled).
_TMA_DTYPE_CODES: dict[Attribute, int] = {f16: 5, f32: 6, bf16: 7, i32: 3, i64: 4, i16: 2, i8: 1}  # (f64: jax refuses it)
_SUB_BYTE_CODES = {4: 0, 2: 8}  # i4, i2 (jax's _tma_dma_type, launch_context.py:636-639)
_SIGNED_CODES = {3: 9, 4: 10}  # i32, i64 read as signed (jax's _tma_dma_type, launch_context.py:628-660)


def _dtype_code(t: Attribute) -> int:
    code = _TMA_DTYPE_CODES.get(t)
    if code is not None:
        return code
    if isinstance(t, FLOAT8_TYPES):
        return 1
    if isinstance(t, IntegerType) and t.width.data in _SUB_BYTE_CODES:
        return _SUB_BYTE_CODES[t.width.data]  # packed into bytes by jaxlib's mosaic_gpu_init_tma_desc
    if isinstance(t, Float4E2M1FNType):
        return _SUB_BYTE_CODES[4]  # a 4-bit integer to TMA (launch_context.py:663-664)
    raise NotImplementedError(f"not supported: TMA of element type {t} (jax: unsupported TMA dtype {t})")


def _enclosing_launch(op: Operation) -> Operation:
    cur = op.parent_op()
    while cur is not None and cur.name != "gpu.launch":
        cur = cur.parent_op()
    if cur is None:
        raise NotImplementedError(f"{op.name} outside a gpu.launch")
    return cur


def blob(s: LoweringState, op: Operation) -> TmaBlob:
    """The descriptor blob of the launch around ``op``: first the descriptors of inline_mgpu bodies that
    mgpu-capture recorded, at jax's offsets (recorded_tma.py), then one a TMA op of the launch."""
    launch = _enclosing_launch(op)
    got = s.tma_launch.get(launch)
    if got is not None:
        return got
    inline = recorded_tma.recorded(s.module) or []
    n = s.tma_counts.get(launch, 1) + len(inline)
    hb = s.b.at(launch)
    c1 = hb.const(1, i64)
    arr = hb.t(f"!llvm.array<{TMA_DESCRIPTOR_BYTES * n} x i8>")
    blob = hb.v(llvm.AllocaOp, [c1], hb.t("!llvm.ptr"),
                props={"alignment": IntegerAttr(64, i64), "elem_type": arr},
                attrs={"mosaic_gpu_smem_alloc": UnitAttr()})
    load = hb.op(llvm.LoadOp, [blob], [arr], props={"ordering": IntegerAttr(0, i64)})
    body = launch.regions[0].blocks[0]
    first = body.first_op
    assert first is not None
    kb = s.b.at(first)
    kptr = kb.cast(load.results[0], kb.t("!llvm.ptr"))
    got = s.tma_launch[launch] = TmaBlob(s.b.at(load), blob, kptr)
    for d in inline:
        slot = _slot(got)
        _init(got.host_b, slot, recorded_tma.base(s, got.host_b, d), d.dtype, list(d.sizes), list(d.strides),
              list(d.box), d.swizzle)
    return got


def _i64_array(b: Builder, values: list[int]) -> SSAValue:
    n = b.const(len(values), i64)
    arr = b.v(llvm.AllocaOp, [n], b.t("!llvm.ptr"), props={"elem_type": i64})
    for i, v in enumerate(values):
        p = b.gep(arr, i, i64)
        b.op(llvm.StoreOp, [b.const(v, i64), p], props={"ordering": IntegerAttr(0, i64)})
    return arr


def descriptor(s: LoweringState, op: TmaOp, gmem: SSAValue, sizes: list[int], strides: list[int],
               box: list[int], swizzle: int) -> SSAValue:
    """Builds descriptor j on the host; returns its device address (``blob + 128 j``)."""
    got = blob(s, op)
    j = got.next
    hb = got.host_b
    ty = gmem.type
    assert isinstance(ty, MemRefType)
    slot = _slot(got)
    base = hb.inttoptr(s.memref_address(gmem, hb), hb.t("!llvm.ptr"))
    code = _dtype_code(ty.element_type)
    if isinstance(op, AsyncStoreOp) and _reduction(op, gmem) in ("smin", "smax"):
        code = _SIGNED_CODES[code]  # (jax's _tma_dma_type: a signed min / max reads the type as signed)
    _init(hb, slot, base, code, sizes, strides, box, swizzle)
    return s.b.gep(got.kernel_ptr, TMA_DESCRIPTOR_BYTES * j, s.b.t("i8"))


def _slot(got: TmaBlob) -> SSAValue:
    """The host address of the blob's next descriptor, which it takes."""
    slot = got.host_b.gep(got.blob, TMA_DESCRIPTOR_BYTES * got.next, got.host_b.t("i8"))
    got.next += 1
    return slot


def _init(hb: Builder, slot: SSAValue, base: SSAValue, code: int, sizes: list[int], strides: list[int],
          box: list[int], swizzle: int) -> None:
    """``mosaic_gpu_init_tma_desc`` of the descriptor at ``slot``, on the host."""
    args = [slot, base, hb.const(code, i64), hb.const(len(sizes), i64),
            _i64_array(hb, sizes), _i64_array(hb, strides), hb.const(swizzle, i64), _i64_array(hb, box)]
    hb.op("func.call", args, [], props={"callee": SymbolRefAttr("mosaic_gpu_init_tma_desc")})


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


@dataclass
class Collective:
    """The CTAs of a collective async_load: this CTA's linear index among them (``utils.cluster_idx``,
    utils.py:2274-2300 at jax-v0.10.2), an index, and their number."""
    idx: SSAValue
    size: int


def _block_id(b: Builder, d: int) -> SSAValue:
    return b.v("gpu.cluster_block_id", [], b.t("index"), props={"dimension": b.a(f"#gpu<dim {'xyz'[d]}>")})


def collective_of(s: LoweringState, op: Operation, collective: list[int]) -> Collective | None:
    """The CTAs of the cluster dims ``collective`` this CTA loads with, None where it is alone."""
    b = s.b
    shape = cluster_shape(op)
    size = 1
    for d in collective:
        size *= shape[d]
    if size == 1:
        return None
    idx, stride = b.const(0, b.t("index")), 1
    for d in sorted(collective):
        idx = b.arith(arith.AddiOp, idx, b.arith(arith.MuliOp, _block_id(b, d), b.const(stride, b.t("index"))))
        stride *= shape[d]
    return Collective(idx, size)


@dataclass
class Multicast(Collective):
    """A collective async_load (no leader_tracked): each CTA of the collective loads its part of the
    slice and multicasts it to all of them (``LaunchContext._prepare_async_copy``, launch_context.py:
    1124-1173, and ``utils.cluster_collective_mask``, utils.py:1798-1832 at jax-v0.10.2)."""
    mask: SSAValue  # the i16 multicast mask: the CTAs of this CTA's collective


def multicast(s: LoweringState, op: Operation, collective: list[int]) -> Multicast | None:
    """The multicast of a load collective along the cluster dims ``collective``, None where the
    collective has one CTA."""
    group = collective_of(s, op, collective)
    if group is None:
        return None
    b = s.b
    shape = cluster_shape(op)
    strides = [1, shape[0], shape[0] * shape[1]]  # (the cluster rank: x fastest)
    unshifted = 0
    for pos in np.ndindex(*(shape[d] for d in collective)):
        unshifted |= 1 << sum(i * strides[d] for i, d in zip(pos, collective))
    shift = b.const(0, i32)
    for d in range(3):
        if d not in collective and shape[d] != 1:
            term = b.arith(arith.MuliOp, b.index_cast(_block_id(b, d), i32), b.const(strides[d], i32))
            shift = b.arith(arith.AddiOp, shift, term)
    mask = b.v(arith_ext.TruncIOp, [b.arith(arith.ShLIOp, b.const(unshifted, i32), shift)], i16)
    return Multicast(group.idx, group.size, mask)


def _partition(b: Builder, split: Multicast, box: list[int], coords: list, swizzled: bool,
               elem_bits: int) -> SSAValue:
    """This CTA's part of a multicast box: the first dim (but the minor one when swizzled) that the
    collective divides is split among its CTAs (dims the collective's size is a multiple of are
    split whole first), as jax does (launch_context.py:1145-1173); ``box`` and ``coords`` change in
    place. Returns the byte offset of the part in the dense SMEM box."""
    full = list(box)
    idx, rem = split.idx, split.size
    offset = b.const(0, b.t("index"))
    for dim, n in enumerate(full[:-1] if swizzled else full):
        if n % rem == 0:
            part = idx
        elif rem % n == 0:
            if n == 1:
                continue
            part = b.arith(arith.RemUIOp, idx, b.const(n, b.t("index")))
            idx = b.arith(arith.DivUIOp, idx, b.const(n, b.t("index")))
        else:
            break
        chunks = rem if n % rem == 0 else n
        box[dim] = n // chunks
        start = b.arith(arith.MuliOp, part, b.const(box[dim], b.t("index")))
        coords[dim] = b.arith(arith.AddiOp, coords[dim], b.index_cast(start, coords[dim].type))
        row = elem_bits * math.prod(full[dim + 1:]) // 8  # (bytes: a sub-byte box packs its elements)
        offset = b.arith(arith.AddiOp, offset, b.arith(arith.MuliOp, start, b.const(row, b.t("index"))))
        rem //= chunks
        if rem == 1:
            return offset
    raise ValueError(f"None of the leading dimensions in the transformed slice shape {full} is divisible by "
                     f"the collective size {split.size}")


def _drop_unit_dims(sizes: list[int], strides: list[int], box: list[int], coords: list) -> tuple[list, ...]:
    """The copy without the dims of size 1 in GMEM and in the box (but the minor one), their
    coordinates with them, as jax's ``_prepare_tma`` drops them (``DropUnitDimsTransform``,
    launch_context.py:1068-1090 at jax-v0.10.2)."""
    keep = [i for i in range(len(sizes)) if i == len(sizes) - 1 or sizes[i] != 1 or box[i] != 1]
    return tuple([x[i] for i in keep] for x in (sizes, strides, box, coords))


def _plan(s: LoweringState, op: TmaOp, gmem: SSAValue, indices: list[SSAValue],
          permutation: tuple[int, ...] | None,
          split: Multicast | None = None,
          part: tuple[int, Collective] | None = None) -> tuple[SSAValue, list[SSAValue], SSAValue | None]:
    """The descriptor, the (innermost-first) coordinates of one copy and, with ``split``, the byte
    offset in SMEM of this CTA's part (``_partition``); with ``permutation`` (a transposed SMEM
    ref, ``_smem_box``), of the GMEM view transposed by it; with ``part`` (a dim of the slice, the
    CTAs of a partitioned leader-tracked load), of this CTA's equal part of the slice along that dim,
    cut before any transform as jax does (launch_context.py:984-1012 at jax-v0.10.2). (A vector of
    indices, a gather / scatter of rows, is ``tma_gather``'s: the callers send it there.)"""
    b = s.b
    gty = gmem.type
    assert isinstance(gty, MemRefType)
    G = list(gty.get_shape())
    Gs = _gmem_strides(gty)
    SL = [int(x) for x in op.slice_lengths.get_values()]
    coords = list(indices)
    if part is not None:
        dim, group = part
        SL[dim] //= group.size
        start = b.arith(arith.MuliOp, group.idx, b.const(SL[dim], b.t("index")))
        coords[dim] = b.arith(arith.AddiOp, coords[dim], b.index_cast(start, coords[dim].type))
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
        # an untiled ref swizzled as one tile (jax 0.12's swizzle without a tile): rows of the swizzle's bytes
        sizes, strides, swizzle = G, Gs, tr.swizzle or 16
    else:
        # The GMEM view tiled as the SMEM ref is (jax applies the ref's transforms to the GMEM ref,
        # TileTransform.transform_memref): each of the last k dims becomes (d / t, t).
        T = tuple(tr.tiling)
        k = len(T)
        if len(G) < k or any(x == -1 for x in SL[len(SL) - k:]) or \
                any(g % t or x % t for g, x, t in zip(G[len(G) - k:], box[len(box) - k:], T)):
            raise NotImplementedError(f"TMA with tiling {T} of slice {SL}")
        if Gs[-1] != 1:
            raise NotImplementedError("TMA of a GMEM ref whose minor dim is not contiguous")
        lead = len(G) - k
        sizes = [*G[:lead], *(g // t for g, t in zip(G[lead:], T)), *T]
        strides = [*Gs[:lead], *(st * t for st, t in zip(Gs[lead:], T)), *Gs[lead:]]
        box = [*box[:lead], *(x // t for x, t in zip(box[lead:], T)), *T]
        zero = b.const(0, i32)
        coords = [*coords[:lead], *(b.arith(arith.DivUIOp, c, t) for c, t in zip(coords[lead:], T)),
                  *([zero] * k)]
        swizzle = tr.swizzle or 16
    # the box's minor dim (the tile's, of a tiled ref) is one swizzle span (LaunchContext._check_tma_strides_and_
    # swizzle, launch_context.py:1282 at jax-v0.12.0.1): a 64-byte swizzle of 128-byte tile rows, which jax 0.11's
    # inference takes, is refused here
    bits = element_bits(gty.element_type)
    # a copy's box (the slice as tiled) in jax's words (launch_context.py:1920 in the 0.12.0.1 wheel; not a prefetch's,
    # nor of sub-byte elements, which the descriptor packs into bytes: the emulator checks those)
    if max(box) > TMA_BOX_MAX and not isinstance(op, AsyncPrefetchOp) and bits >= 8:
        raise diag.TMA_BOX_ELEMENTS(shape=tuple(box))
    if swizzle != 16 and box[-1] * bits != swizzle * 8:
        raise diag.TMA_SWIZZLE_MINOR_DIM(swizzle=swizzle, elems=swizzle * 8 // bits, minor=box[-1])
    offset = None
    if split is not None:
        offset = _partition(b, split, box, coords, swizzle != 16, bits)
    sizes, strides, box, coords = _drop_unit_dims(sizes, strides, box, coords)
    if len(sizes) > 5:
        raise NotImplementedError(f"TMA of rank {len(sizes)} (at most 5)")
    desc = descriptor(s, op, gmem, sizes, strides, box, swizzle)
    coords = [c if c.type == i32 else b.index_cast(c, i32) for c in coords]
    return desc, coords[::-1], offset


def _smem_box(s: LoweringState, op: AsyncLoadOp | AsyncStoreOp,
              ref: SSAValue) -> tuple[SSAValue, tuple[int, ...] | None]:
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
        # jax permutes the tiled ref by its strides (a TransposeTransform after the tiling); here
        # only the untiled dims may move, so that the GMEM view permuted alike is then tiled as
        # the ref is (_plan).
        rank, k = len(ty.get_shape()), len(tr.tiling or ())
        logical = static_strides(ty)
        permutation = tuple(sorted(range(rank), key=lambda i: -logical[i]))
        if permutation[rank - k:] != tuple(range(rank - k, rank)) or \
                any(x == -1 for x in op.slice_lengths.get_values()):
            raise NotImplementedError(f"not supported: TMA to or from a transposed SMEM ref {ty} with "
                                      f"transforms {tr.tiling}/{tr.swizzle} or squeezed dims")
        tiled_perm = (*permutation[:rank - k], *range(rank - k, rank + k))
        shape, strides = (tuple(x[p] for p in tiled_perm) for x in (shape, strides))
    if not is_contiguous(shape, strides):
        raise ValueError(f"async_copy needs the SMEM reference to be contiguous, but got strides "
                         f"{list(strides)} for shape {list(shape)}")
    return view.address, permutation


# A leader-tracked load with .cta_group::2, every CTA's part signalling the barrier of cluster rank 0
# (the leader), as jax spells it (launch_context.py:1781-1817 at jax-v0.10.2): replicated, multicast
# into shared::cluster with a mask; partitioned, into the issuer's own shared::cta.
_LEADER_TRACKED = ("{{\n.reg .b32 mapped_addr;\n@$0 mapa.shared::cluster.u32 mapped_addr, $3, 0;\n"
                   "@$0 cp.async.bulk.tensor.{rank}d.{space}.global.tile.mbarrier::complete_tx::bytes"
                   "{multicast}.cta_group::2 [$1], [$2, {{{coords}}}], [mapped_addr]{mask};\n}}")


def _partitioned_dim(op: AsyncLoadOp, tracked: CopyPartitionedAttr, group: Collective) -> int:
    """The slice dim a partitioned leader-tracked load splits among ``group``: its axis counts the
    slice's non-squeezed dims; jax's checks (launch_context.py:984-1004 at jax-v0.10.2)."""
    lengths = [int(x) for x in op.slice_lengths.get_values()]
    kept = [i for i, x in enumerate(lengths) if x != -1]
    axis = tracked.axis.data
    if not 0 <= axis < len(kept):
        raise diag.PARTITIONED_LOAD_AXIS(axis=axis, dims=len(kept))
    if np.prod(cluster_shape(op)) != 2:
        raise diag.PARTITIONED_LOAD_CLUSTER()
    dim = kept[axis]
    if lengths[dim] % group.size:
        raise diag.PARTITIONED_LOAD_DIVIDE(size=group.size, length=lengths[dim])
    return dim


@rule(AsyncLoadOp, AsyncLoadPeerOp, warp_semantics=True)
def async_load(s: LoweringState, op: AsyncLoadOp | AsyncLoadPeerOp) -> list[SSAValue]:
    """A TMA load (jax 0.12's signature: refused from a peer's GMEM, and without a barrier, which jax
    0.12.0.1 lowers as a cp.async copy instead: dialect_lowering.py:1130)."""
    if isinstance(op, AsyncLoadPeerOp):
        if op.gmem_peer_id is not None:
            raise NotImplementedError("not supported: async_load from a peer's GMEM (gmem_peer_id)")
        if op.barrier is None:
            raise NotImplementedError("not supported: async_load without a barrier (jax lowers it to "
                                      "cp.async copies, not a TMA)")
    b = s.b
    src, dst, barrier, indices = op.source, op.destination, op.barrier, list(op.indices)
    collective = _collective(op)
    tracked = op.leader_tracked if collective else None
    partitioned = isinstance(tracked, CopyPartitionedAttr)
    # a partitioned load: each CTA loads its part into its own SMEM (no multicast); else each CTA
    # loads its part of the box and multicasts it
    group = collective_of(s, op, collective) if partitioned else None
    split = multicast(s, op, collective) if collective and not partitioned else None
    part = None if group is None else (_partitioned_dim(op, tracked, group), group)
    ctas = group if partitioned else split
    if ctas is None:
        tracked = None
    elif tracked is not None and ctas.size != 2:  # (jax asserts it: launch_context.py:1782)
        raise diag.LEADER_TRACKED_LOAD_CTAS(n=ctas.size)
    dst_addr, permutation = _smem_box(s, op, dst)
    if not s.warp_semantics:  # jax's auto_barriers: the warpgroup's writes have completed
        s.warpgroup_barrier()  # (dialect_lowering.py:1179 at 0.12.0.1, :1174 at jax-v0.10.2)
    if is_gather(indices):
        if collective:
            raise NotImplementedError("Collective copies with gather/scatter unsupported")
        _copy_rows(s, op, src, dst, dst_addr, permutation, indices, s.barrier_ptr(barrier))
        return []
    if not collective and _bulk(s, op, src, permutation):
        bulk_load(s, src, dst_addr, indices, _gmem_strides(src.type), _slice_lengths(op), s.barrier_ptr(barrier),
                  _predicated(s, op.predicate), op.oob_fill_mode.value.data == OOBFillMode.promise_in_bounds)
        return []
    desc, coords, offset = _plan(s, op, src, indices, permutation, split, part)
    if offset is not None:
        dst_addr = b.arith(arith.AddiOp, dst_addr, b.index_cast(offset, dst_addr.type))
    dst_ptr = b.inttoptr(dst_addr, b.t("!llvm.ptr<3>"))
    bar = s.barrier_ptr(barrier)
    pred = _predicated(s, op.predicate)
    mask = [] if split is None else [split.mask]
    if tracked is not None:
        b.inline_asm(_LEADER_TRACKED.format(
            rank=len(coords), coords=",".join(f"${4 + i}" for i in range(len(coords))),
            space="shared::cta" if partitioned else "shared::cluster",
            multicast="" if partitioned else ".multicast::cluster",
            mask="" if partitioned else f", ${4 + len(coords)}"),
            "b,r,l,r" + ",r" * len(coords) + ",h" * len(mask), [pred, dst_ptr, desc, bar, *coords, *mask])
        return []
    b.op("nvvm.cp.async.bulk.tensor.shared.cluster.global", [dst_ptr, desc, *coords, bar, *mask, pred], props={
        "isCTAOnly": b.a("false"), "mode": b.a("#nvvm.tma_load_mode<tile>"),
        "operandSegmentSizes": DenseArrayBase.from_list(i32, [1, 1, len(coords), 1, 0, len(mask), 0, 1])})
    return []


@rule(AsyncStoreOp, warp_semantics=True)
def async_store(s: LoweringState, op: AsyncStoreOp) -> list[SSAValue]:
    b = s.b
    src, dst, indices = op.source, op.destination, list(op.indices)
    reduction = _reduction(op, dst)
    if op.gmem_peer_id is not None or bool_value(op.is_global_broadcast):
        raise NotImplementedError("async_store to a peer / broadcast")
    src_addr, permutation = _smem_box(s, op, src)
    if is_gather(indices):
        if reduction is not None:
            raise ValueError("Gather/scatter TMA can't perform reductions")
        _copy_rows(s, op, dst, src, src_addr, permutation, indices, None)
    elif reduction is None and _bulk(s, op, dst, permutation):
        bulk_store(s, dst, src_addr, indices, _gmem_strides(dst.type), _slice_lengths(op), _predicated(s, op.predicate))
    else:
        _tile_store(s, op, src_addr, dst, indices, permutation, reduction)
    if bool_value(op.commit_group):
        b.op("nvvm.cp.async.bulk.commit.group")
    return []


def _slice_lengths(op: AsyncLoadOp | AsyncStoreOp) -> list[int]:
    """The copy's slice, 1 for a squeezed dim."""
    return [1 if x == -1 else int(x) for x in op.slice_lengths.get_values()]


def _bulk(s: LoweringState, op: AsyncLoadOp | AsyncStoreOp, gmem: SSAValue,
          permutation: tuple[int, ...] | None) -> bool:
    """Whether the (one CTA's, not a reduction's) copy is bulk_copy.py's: more than a TMA box holds, and a copy
    jax makes so (a contiguous slice, untiled and unswizzled SMEM, a load that may read out of bounds unfilled)."""
    lengths = _slice_lengths(op)
    tr = s.transforms(op, 0)
    gty = gmem.type
    assert isinstance(gty, MemRefType)
    unfilled = isinstance(op, AsyncStoreOp) or op.oob_fill_mode.value.data != OOBFillMode.zeros
    return (max(lengths) > TMA_BOX_MAX and unfilled and permutation is None and tr.tiling is None
            and tr.swizzle in (None, 16) and contiguous(lengths, _gmem_strides(gty)))


def _copy_rows(s: LoweringState, op: AsyncLoadOp | AsyncStoreOp, gmem: SSAValue, smem: SSAValue,
               smem_addr: SSAValue, permutation: tuple[int, ...] | None, indices: list[SSAValue],
               barrier: SSAValue | None) -> None:
    """A TMA gather or scatter of rows (tma_gather.py), with this module's descriptors."""
    if permutation is not None:
        raise NotImplementedError(f"not supported: a TMA gather or scatter of rows to or from a transposed "
                                  f"SMEM ref {smem.type}")

    def make(sizes: list[int], strides: list[int], box: list[int], swizzle: int) -> SSAValue:
        return descriptor(s, op, gmem, sizes, strides, box, swizzle)

    copy_rows(s, op, gmem, smem, smem_addr, indices, make, barrier)


def _tile_store(s: LoweringState, op: AsyncStoreOp, src_addr: SSAValue, dst: SSAValue, indices: list[SSAValue],
                permutation: tuple[int, ...] | None, reduction: str | None) -> None:
    """The TMA store (or reduction) of the box at ``src_addr`` to ``dst``'s slice at ``indices``."""
    b = s.b
    src_ptr = b.inttoptr(src_addr, b.t("!llvm.ptr<3>"))
    desc, coords, _ = _plan(s, op, dst, indices, permutation)
    pred = _predicated(s, op.predicate)
    if reduction is None:
        b.op("nvvm.cp.async.bulk.tensor.global.shared.cta", [desc, src_ptr, *coords, pred], props={
            "mode": b.a("#nvvm.tma_store_mode<tile>"),
            "operandSegmentSizes": DenseArrayBase.from_list(i32, [1, 1, len(coords), 0, 1])})
    else:  # jax's inline PTX (launch_context.py:1835-1846); [su]min / [su]max are PTX's min / max
        idx = ",".join(f"${i}" for i in range(3, 3 + len(coords)))
        b.inline_asm(f"@$0 cp.reduce.async.bulk.tensor.{len(coords)}d.global.shared::cta.{reduction[-3:]}.tile."
                     f"bulk_group [$2,{{{idx}}}], [$1];", "b,r,l" + ",r" * len(coords), [pred, src_ptr, desc, *coords])


@rule(AsyncPrefetchOp, warp_semantics=True)
def async_prefetch(s: LoweringState, op: AsyncPrefetchOp) -> list[SSAValue]:
    """A prefetch of a GMEM slice to L2, as jax's ``_mgpu_async_prefetch_op_lowering_rule`` and
    ``LaunchContext.async_prefetch`` (dialect_lowering.py:1196-1213, launch_context.py:1880-1929
    at jax-v0.10.2): the slice's descriptor (no transforms, no swizzle), issued by the warpgroup's
    leader in jax's inline PTX, ``cp.async.bulk.prefetch.tensor.{rank}d.L2.global.tile``. (jax
    does not read the op's predicate; it only narrows who issues a hint, so it is kept here.)"""
    b = s.b
    src, indices = op.source, list(op.indices)
    if _collective(op):
        raise diag.PREFETCH_COLLECTIVE()
    if is_gather(indices):
        raise NotImplementedError("Gather/scatter prefetch not implemented yet")
    desc, coords, _ = _plan(s, op, src, indices, None)
    pred = _predicated(s, op.predicate)
    rank = len(coords)
    idx = ",".join(f"${i}" for i in range(2, 2 + rank))
    b.inline_asm(f"@$0 cp.async.bulk.prefetch.tensor.{rank}d.L2.global.tile [$1, {{{idx}}}];",
                 "b,l" + ",r" * rank, [pred, desc, *coords])
    return []


# The element types of each TMA reduction (jax's _is_tma_reduction_op_supported, launch_context.py:595-625).
_REDUCTION_TYPES = {"add": (f16, f32, bf16, i32, i64), "min": (f16, bf16), "max": (f16, bf16),
                    "umin": (i32, i64), "umax": (i32, i64), "smin": (i32, i64), "smax": (i32, i64),
                    "inc": (i32,), "dec": (i32,), "and": (i32, i64), "or": (i32, i64), "xor": (i32, i64)}


def _reduction(op: AsyncStoreOp, gmem: SSAValue) -> str | None:
    """The TMA reduction of an ``async_store`` (jax's lower-case name: add, smin, and, ...), or None;
    jax's ValueError for an element type the TMA does not reduce."""
    if op.reduction_op is None:
        return None
    name = TMAReduction(op.reduction_op.value.data).name.rstrip("_")
    gty = gmem.type
    assert isinstance(gty, MemRefType)
    et = gty.element_type
    if et not in _REDUCTION_TYPES[name]:
        raise ValueError(f"Reduction op {name} not supported by the TMA implementation for element type {et}")
    return name


def count_tma_ops(launch: Operation) -> int:
    return sum(1 for o in launch.walk() if type(o) in (AsyncLoadOp, AsyncLoadPeerOp, AsyncStoreOp, AsyncPrefetchOp))


def _collective(op: AsyncLoadOp | AsyncPrefetchOp) -> list[int]:
    """The cluster dims a copy is collective over."""
    return [a.value.data for a in op.collective.data]  # pyright: ignore[reportAttributeAccessIssue]


def _predicated(s: LoweringState, predicate: SSAValue | None) -> SSAValue:
    """The thread that issues a copy (``single_lane``), where the op's predicate holds."""
    pred = s.single_lane()
    return pred if predicate is None else s.b.arith(arith.AndIOp, pred, predicate)

