"""memref dialect: a memref value is its LLVM descriptor tuple
``(allocated, aligned, offset, (sizes...), (strides...))`` of int64 arrays (see types.py)."""

from __future__ import annotations

from functools import lru_cache

import numpy as np
from xdsl.dialects import memref

from mgpu.dialect import memref_ext
from mgpu.dialect.diagnostics.emulator import run as diag
from mgpu.dialect.diagnostics import location_of
from mgpu.emulator import memory
from mgpu.emulator.handler_spec import Registers
from mgpu.emulator.handlers.addressing import addr_of, static_pattern
from mgpu.emulator.errors import EmulatorError
from mgpu.emulator.handlers.registry import handler
from mgpu.emulator.sub_byte_buffers import FLOAT4, sub_byte_bits
from mgpu.emulator.machine import Context
from mgpu.emulator.program import Prep
from mgpu.emulator.ref_bounds import index_check, past_of, subview_past
from mgpu.emulator.types import SMEM, memref_info, memref_static_layout

DYN = -9223372036854775808


@lru_cache(maxsize=4096)
def _i64(v: int) -> np.ndarray:
    """The (1,) int64 value ``v``, shared and read-only (descriptors are rebuilt on every run)."""
    a = np.array([v], np.int64)
    a.flags.writeable = False
    return a


def _desc(alloc, aligned, offset, sizes, strides, past=None):
    """A memref descriptor; ``past``: a slice of an SMEM ref reaching past it (ref_bounds.py), kept
    by the views made of it and reported by the accesses through them."""
    if not sizes:
        return (alloc, aligned, offset)
    if past is not None:
        return (alloc, aligned, offset, tuple(sizes), tuple(strides), past)
    return (alloc, aligned, offset, tuple(sizes), tuple(strides))


def _constants(static: list[int]) -> list:
    """An op's static values (DYN where an operand gives the value) as what :func:`_mixed` reads: each a shared
    (1,) array (_i64), made once when the op is prepared, not on every run; None for DYN."""
    return [None if s == DYN else _i64(s) for s in static]


def _mixed(constants: list, dyn_slots: list[int], R) -> list:
    out, k = [], 0
    for c in constants:
        if c is None:
            out.append(R[dyn_slots[k]].astype(np.int64))
            k += 1
        else:
            out.append(c)
    return out


@handler(memref.ViewOp, pure=True)
def _view(p: Prep):
    src, shift, *dyn_sizes = p.ins
    r = p.outs[0]
    t = p.out_types[0]
    shape = _constants(list(t.get_shape()))

    def run(ctx: Context, R: Registers):
        d = R[src]
        sizes = _mixed(shape, dyn_sizes, R)
        strides, acc = [], _i64(1)
        for s in reversed(sizes):
            strides.append(acc)
            acc = acc * s
        strides.reverse()
        aligned = d[1] + d[2] + R[shift].astype(np.int64)
        R[r] = _desc(d[0], aligned, _i64(0), sizes, strides)

    return run


def _view_operands(p: Prep):
    """The source slot and the (static values as :func:`_constants` makes them, dynamic operand slots) of the
    offsets, sizes and strides of a subview or reinterpret_cast (what _mixed reads)."""
    segs = p.segments()
    return (segs[0][0], *((_constants(p.array_prop(name)), seg) for name, seg in
                          zip(("static_offsets", "static_sizes", "static_strides"), segs[1:4])))


@handler(memref.SubviewOp, pure=True)
def _subview(p: Prep):
    src, (s_off, d_off), (s_size, d_size), (s_stride, d_stride) = _view_operands(p)
    static_sizes = p.array_prop("static_sizes")
    r = p.outs[0]
    res_shape = list(p.out_types[0].get_shape())
    # which source dims survive (rank-reducing subviews drop unit dims; their strides never matter)
    n = len(static_sizes)
    keep, to_drop = [], n - len(res_shape)
    for i, s in enumerate(static_sizes):
        if to_drop > 0 and s == 1:
            to_drop -= 1
            continue
        keep.append(i)

    smem = memref_info(p.in_types[0]).space == SMEM and len(s_size) > 0
    where = location_of(p.op)
    # (a static offset 0 adds nothing and a static step 1 keeps the source's stride: no array arithmetic for them,
    # the dims a slice of a pipeline's stage buffer keeps whole)
    moved = [i for i, o in enumerate(p.array_prop("static_offsets")) if o != 0]
    stepped = [s != 1 for s in p.array_prop("static_strides")]

    def run(ctx: Context, R: Registers):
        d = R[src]
        offs = _mixed(s_off, d_off, R)
        sizes = _mixed(s_size, d_size, R)
        steps = _mixed(s_stride, d_stride, R)
        past = subview_past(d[3], offs, sizes, steps, where) if smem else None
        offset, src_strides = d[2], d[4]
        for i in moved:
            offset = offset + offs[i] * src_strides[i]
        strides = [st * k if by else st for st, k, by in zip(src_strides, steps, stepped)]
        R[r] = _desc(d[0], d[1], offset, [sizes[i] for i in keep], [strides[i] for i in keep], past or past_of(d))

    return run


@handler(memref.ReinterpretCastOp, pure=True)
def _reinterpret(p: Prep):
    src, (s_off, d_off), (s_size, d_size), (s_stride, d_stride) = _view_operands(p)
    r = p.outs[0]

    def run(ctx: Context, R: Registers):
        d = R[src]
        offs = _mixed(s_off, d_off, R)
        R[r] = _desc(d[0], d[1], offs[0], _mixed(s_size, d_size, R), _mixed(s_stride, d_stride, R))

    return run


@handler(memref.ExtractStridedMetaDataOp, pure=True)
def _metadata(p: Prep):
    (src,) = p.ins
    outs = p.outs

    def run(ctx: Context, R: Registers):
        d = R[src]
        vals = [(d[0], d[1], _i64(0)), d[2]]
        if len(d) > 3:
            vals += list(d[3]) + list(d[4])
        for s, v in zip(outs, vals):
            R[s] = v

    return run


@handler(memref.ExtractAlignedPointerAsIndexOp, pure=True)
def _aligned_ptr(p: Prep):
    (src,) = p.ins
    r = p.outs[0]

    def run(ctx: Context, R: Registers):
        R[r] = R[src][1]

    return run


def _reassociation(p) -> list[list[int]]:
    a = p.prop("reassociation")
    return [[x.value.data for x in grp.data] for grp in a.data]


@handler(memref.ExpandShapeOp, pure=True)
def _expand(p: Prep):
    src = p.ins[0]
    r = p.outs[0]
    groups = _reassociation(p)
    res_shape = list(p.out_types[0].get_shape())
    if any(s < 0 for s in res_shape):
        raise p.error(diag.EXPAND_SHAPE_DYNAMIC)

    def run(ctx: Context, R: Registers):
        d = R[src]
        sizes, strides = [None] * len(res_shape), [None] * len(res_shape)
        for g, dims in enumerate(groups):
            st = d[4][g]
            for dim in reversed(dims):
                sizes[dim] = _i64(res_shape[dim])
                strides[dim] = st
                st = st * res_shape[dim]
        R[r] = _desc(d[0], d[1], d[2], sizes, strides, past_of(d))

    return run


@handler(memref.CollapseShapeOp, pure=True)
def _collapse(p: Prep):
    src = p.ins[0]
    r = p.outs[0]
    groups = _reassociation(p)

    def run(ctx: Context, R: Registers):
        d = R[src]
        sizes, strides = [], []
        for dims in groups:
            n = _i64(1)
            for dim in dims:
                n = n * d[3][dim]
            sizes.append(n)
            strides.append(d[4][dims[-1]] if dims else _i64(1))
        R[r] = _desc(d[0], d[1], d[2], sizes, strides, past_of(d))

    return run


@handler(memref_ext.TransposeOp, pure=True)
def _transpose(p: Prep):
    src = p.ins[0]
    r = p.outs[0]
    amap = p.prop("permutation").data
    perm = [e.position for e in amap.results]

    def run(ctx: Context, R: Registers):
        d = R[src]
        R[r] = _desc(d[0], d[1], d[2], [d[3][i] for i in perm], [d[4][i] for i in perm], past_of(d))

    return run


@handler(memref.CastOp, memref.MemorySpaceCastOp, memref.AssumeAlignmentOp, pure=True)
def _cast(p: Prep):
    src = p.ins[0]
    r = p.outs[0]

    def run(ctx: Context, R: Registers):
        R[r] = R[src]

    return run


@handler(memref.AllocaOp, memref.AllocOp, batch_native=True)
def _alloca(p: Prep):
    r = p.outs[0]
    info = memref_info(p.out_types[0])
    _, strides = memref_static_layout(p.out_types[0])
    if any(s < 0 for s in info.shape):
        raise p.error(diag.ALLOCATION_DYNAMIC)
    nbytes = int(np.prod(info.shape)) * info.elem_bytes if info.shape else info.elem_bytes
    per = (max(nbytes, 1) + 15) // 16 * 16
    name = f"memref.alloca ({nbytes} bytes per thread)"
    zero, sizes, steps = _i64(0), [_i64(s) for s in info.shape], [_i64(s) for s in strides]
    offsets: dict = {}  # T -> thread t's copy at t * per

    def run(ctx: Context, R: Registers):
        T = ctx.T
        a = ctx.machine.heap.alloc(per * T, name, local=ctx.cta is not None)
        offs = offsets.get(T)
        if offs is None:
            offs = offsets[T] = np.arange(T, dtype=np.int64) * per
        base = offs + a.base
        R[r] = _desc(base, base, zero, sizes, steps)

    return run


@handler(memref.LoadOp, batch_native=True)
def _load(p: Prep):
    m, *idx = p.ins
    r = p.outs[0]
    info = memref_info(p.in_types[0])
    eb = info.elem_bytes
    dt = info.dtype
    if sub_byte_bits(dt):
        return _load_first_sub_byte(p, info.space, dt)
    fast = static_pattern(p, m, idx, p.in_types[0], eb)
    bounds = index_check(p.in_types[0], m, idx, static=p.prog.static | p.prog.consts.keys())

    def run(ctx: Context, R: Registers):
        if bounds is not None:
            bounds(ctx, R)
        if fast is not None:
            bp = fast(ctx, R)
            if bp is not None:
                v = memory.load_pattern(ctx, info.space, bp[0], bp[1], dt, (), eb)
                if v is not None:
                    R[r] = v
                    return
        addrs = addr_of(R[m], [R[i] for i in idx], eb)
        R[r] = memory.load(ctx, info.space, addrs, dt)

    return run


def _load_first_sub_byte(p: Prep, space: str, dt: np.dtype):
    """An i4 / i2 / f4E2M1FN element: jaxlib's GEP counts one byte an element (diag.SUB_BYTE_MEMREF_LOAD),
    so only the ref's first element, the low bits of its first byte, is the one indexed in both
    readings (jax's test_cond_get_arch reads x[0, 0] so); any other is refused where it runs."""
    m, *idx = p.ins
    r = p.outs[0]
    bits = sub_byte_bits(dt)
    refusal = EmulatorError(_sub_byte_refusal(diag.SUB_BYTE_MEMREF_LOAD, dt))

    def run(ctx: Context, R: Registers):
        d = R[m]
        if np.any(addr_of(d, [R[i] for i in idx], 1) != d[1]):
            raise refusal
        raw = memory.load(ctx, space, d[1], np.dtype(np.uint8))
        R[r] = (raw & ((1 << bits) - 1)).astype(np.uint8).view(dt)

    return run


def _sub_byte_refusal(message: str, dt: np.dtype) -> str:
    bits = sub_byte_bits(dt)
    return message.format(type="f4E2M1FN" if dt.name == FLOAT4 else f"i{bits}", per=8 // bits)


@handler(memref.StoreOp, batch_native=True)
def _store(p: Prep):
    v, m, *idx = p.ins
    info = memref_info(p.in_types[1])
    eb = info.elem_bytes
    if sub_byte_bits(info.dtype):  # (one byte written, its neighbours' bits with it)
        raise p.error(_sub_byte_refusal(diag.SUB_BYTE_MEMREF_STORE, info.dtype))
    fast = static_pattern(p, m, idx, p.in_types[1], eb)
    bounds = index_check(p.in_types[1], m, idx, static=p.prog.static | p.prog.consts.keys())
    dt = info.dtype

    def run(ctx: Context, R: Registers):
        if bounds is not None:
            bounds(ctx, R)
        if fast is not None:
            bp = fast(ctx, R)
            if bp is not None and memory.store_pattern(ctx, info.space, bp[0], bp[1], R[v], dt, (), eb):
                return
        addrs = addr_of(R[m], [R[i] for i in idx], eb)
        memory.store(ctx, info.space, addrs, R[v], dt)

    return run


@handler(memref.DeallocOp)
def _dealloc(p: Prep):
    return None
