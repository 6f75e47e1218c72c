"""vector dialect: a vector value has shape (T|1, *vector shape)."""

from __future__ import annotations

import numpy as np
from xdsl.dialects import builtin, vector

from mgpu.dialect import vector_ext
from mgpu.emulator import memory
from mgpu.dialect.diagnostics.emulator.run import ELEMENT_INDEX_OUT_OF_RANGE
from mgpu.emulator.errors import EmulatorError
from mgpu.emulator.fuse import Access
from mgpu.emulator.handler_spec import Prepared, Registers
from mgpu.emulator.handlers.addressing import addr_of, static_pattern
from mgpu.emulator.handlers.arith import COMBINING_KINDS
from mgpu.emulator.handlers.memref import DYN
from mgpu.emulator.handlers.registry import handler
from mgpu.emulator.machine import Context
from mgpu.emulator.program import Prep
from mgpu.emulator.ref_bounds import index_check
from mgpu.emulator.types import memref_info, np_dtype


@handler(vector.LoadOp, batch_native=True)
def _load(p: Prep):
    m, *idx = p.ins
    r = p.outs[0]
    info = memref_info(p.in_types[0])
    vt = p.out_types[0]
    tail = tuple(vt.get_shape())
    dt = np_dtype(vt.element_type)
    eb = info.elem_bytes
    fast = static_pattern(p, m, idx, p.in_types[0], eb)
    bounds = index_check(p.in_types[0], m, idx, tail, p.prog.static | p.prog.consts.keys())

    def run(ctx: Context, R: Registers):
        if bounds is not None:
            bounds(ctx, R)
        if fast is not None:
            bp = fast(ctx, R)
            if bp is not None:
                v = memory.load_pattern(ctx, info.space, bp[0], bp[1], dt, tail, eb)
                if v is not None:
                    R[r] = v
                    return
        addrs = addr_of(R[m], [R[i] for i in idx], eb)
        R[r] = memory.load(ctx, info.space, addrs, dt, tail, eb)

    return Prepared(run, fusion=Access(False, m, fast, info.space, dt, tail, eb, r))


@handler(vector.StoreOp, batch_native=True)
def _store(p: Prep):
    v, m, *idx = p.ins
    info = memref_info(p.in_types[1])
    vt = p.in_types[0]
    tail = tuple(vt.get_shape())
    dt = np_dtype(vt.element_type)
    eb = info.elem_bytes
    fast = static_pattern(p, m, idx, p.in_types[1], eb)
    bounds = index_check(p.in_types[1], m, idx, tail, p.prog.static | p.prog.consts.keys())

    def run(ctx: Context, R: Registers):
        if bounds is not None:
            bounds(ctx, R)
        if fast is not None:
            bp = fast(ctx, R)
            if bp is not None and memory.store_pattern(ctx, info.space, bp[0], bp[1], R[v], dt, tail, eb):
                return
        addrs = addr_of(R[m], [R[i] for i in idx], eb)
        memory.store(ctx, info.space, addrs, R[v], dt, tail, eb)

    return Prepared(run, fusion=Access(True, m, fast, info.space, dt, tail, eb, v))


@handler(vector.BroadcastOp, "vector.splat", pure=True)
def _broadcast(p: Prep):
    (a,) = p.ins
    r = p.outs[0]
    shape = tuple(p.out_types[0].get_shape())
    src_t = p.in_types[0]
    src_rank = len(src_t.get_shape()) if isinstance(src_t, builtin.VectorType) else 0

    def run(ctx: Context, R: Registers):
        x = R[a]
        lead = x.shape[0]
        x = x.reshape((lead,) + (1,) * (len(shape) - src_rank) + x.shape[1:])
        R[r] = np.broadcast_to(x, (lead, *shape))

    return run


def _position(p: Prep, vt, dyn: list[int]):
    """``(ctx, R) -> tuple`` indexing a value of vector type ``vt`` (threads first) at the
    vector.extract/insert position (dynamic entries are uniform: thread 0's), faulting (located at
    the op) where an index is out of range of its dimension: MLIR makes that a poison value."""
    static = p.array_prop("static_position")
    shape = vt.get_shape()

    def checked(entries):
        for i, n in zip(entries, shape):
            if not 0 <= i < n:
                raise EmulatorError(ELEMENT_INDEX_OUT_OF_RANGE.format(index=i, type=vt))
        return (slice(None), *entries)

    if not dyn:
        return lambda ctx, R: checked(static)

    def position(ctx: Context, R: Registers):
        it = iter(dyn)
        return checked([int(np.asarray(R[next(it)]).reshape(-1)[0]) if s == DYN else s for s in static])

    return position


def _copy_rows(d: np.ndarray, lead: int) -> np.ndarray:
    """A writable copy of ``d`` (1 or ``lead`` rows) with ``lead`` rows (a one-row value repeated: numpy copies
    a broadcast view a row at a time)."""
    return d.copy() if d.shape[0] == lead else d.repeat(lead, axis=0)


@handler(vector.ExtractOp, pure=True)
def _extract(p: Prep):
    v, *dyn = p.ins
    r = p.outs[0]
    position = _position(p, p.in_types[0], dyn)

    def run(ctx: Context, R: Registers):
        R[r] = R[v][position(ctx, R)]

    return run


@handler(vector.InsertOp, pure=True)
def _insert(p: Prep):
    src, dest, *dyn = p.ins
    r = p.outs[0]
    position = _position(p, p.in_types[1], dyn)

    def run(ctx: Context, R: Registers):
        d, s = R[dest], R[src]
        out = _copy_rows(d, max(d.shape[0], s.shape[0]))
        out[position(ctx, R)] = s
        R[r] = out

    return run


@handler(vector_ext.ExtractStridedSliceOp, pure=True)
def _extract_slice(p: Prep):
    (v,) = p.ins
    r = p.outs[0]
    offs = p.array_prop("offsets")
    sizes = p.array_prop("sizes")
    strides = p.array_prop("strides") or [1] * len(offs)
    sl = (slice(None),) + tuple(slice(o, o + s * st, st) for o, s, st in zip(offs, sizes, strides))

    def run(ctx: Context, R: Registers):
        R[r] = R[v][sl]

    return run


@handler(vector_ext.InsertStridedSliceOp, pure=True)
def _insert_slice(p: Prep):
    src, dest = p.ins
    r = p.outs[0]
    offs = p.array_prop("offsets")
    shape = tuple(p.in_types[0].get_shape())
    strides = p.array_prop("strides") or [1] * len(shape)
    lead_dims = len(offs) - len(shape)
    sl = (slice(None),) + tuple(offs[:lead_dims]) + tuple(
        slice(o, o + s * st, st) for o, s, st in zip(offs[lead_dims:], shape, strides))

    def run(ctx: Context, R: Registers):
        d, s = R[dest], R[src]
        out = _copy_rows(d, max(d.shape[0], s.shape[0]))
        out[sl] = s
        R[r] = out

    return run


@handler(vector.ShuffleOp, pure=True)
def _shuffle(p: Prep):
    a, b = p.ins
    r = p.outs[0]
    mask = p.array_prop("mask")
    n = sum((t.get_shape() or (1,))[0] for t in p.in_types)
    take = None if list(mask) == list(range(n)) else np.array(mask, np.intp)  # None: a concatenation

    def run(ctx: Context, R: Registers):
        x, y = R[a], R[b]
        if x.shape[0] != y.shape[0]:
            lead = max(x.shape[0], y.shape[0])
            x, y = x.repeat(lead, axis=0) if x.shape[0] == 1 else x, y.repeat(lead, axis=0) if y.shape[0] == 1 else y
        cat = np.concatenate((x, y), axis=1)
        R[r] = cat if take is None else cat[:, take]

    return run


@handler(vector_ext.ShapeCastOp, pure=True)
def _shape_cast(p: Prep):
    (v,) = p.ins
    r = p.outs[0]
    shape = tuple(p.out_types[0].get_shape())

    def run(ctx: Context, R: Registers):
        x = R[v]
        R[r] = x.reshape((x.shape[0], *shape))  # row-major, as MLIR defines it

    return run


@handler(vector_ext.InterleaveOp, pure=True)
def _interleave(p: Prep):
    """``vector.interleave``: ``%a``'s and ``%b``'s elements alternating along the trailing
    dimension, ``%a``'s first (a 0-D pair makes vector<2xT>)."""
    a, b = p.ins
    r = p.outs[0]
    shape = tuple(p.out_types[0].get_shape())

    def run(ctx: Context, R: Registers):
        x, y = np.broadcast_arrays(R[a], R[b])
        z = np.stack((x, y), axis=-1)
        R[r] = z.reshape((z.shape[0], *shape))

    return run


@handler(vector_ext.DeinterleaveOp, pure=True)
def _deinterleave(p: Prep):
    """``vector.deinterleave``: the even and the odd elements of the trailing dimension."""
    (v,) = p.ins
    even, odd = p.outs

    def run(ctx: Context, R: Registers):
        x = R[v]
        R[even], R[odd] = x[..., 0::2].copy(), x[..., 1::2].copy()

    return run


@handler(vector_ext.FromElementsOp, pure=True)
def _from_elements(p: Prep):
    """``vector.from_elements``: the scalar operands, in row-major order, as one vector."""
    r = p.outs[0]
    shape = tuple(p.out_types[0].get_shape())
    elements = p.ins

    def run(ctx: Context, R: Registers):
        x = np.stack(np.broadcast_arrays(*(R[e] for e in elements)), axis=-1)
        R[r] = x.reshape((x.shape[0], *shape))

    return run


def _fold(p: Prep, dims: list[int]):
    """``run`` for a reduction of the source's ``dims`` into the accumulator (operand 1, if any):
    one combining step per element, in row-major order of the reduced elements, starting from the
    accumulator (LLVM's ordered llvm.vector.reduce.fadd, which MLIR lowers to without reassoc)."""
    src, *acc = p.ins
    r = p.outs[0]
    combine = COMBINING_KINDS[p.prop("kind").data]
    rank = len(p.in_types[0].get_shape())
    kept = [d + 1 for d in range(rank) if d not in dims]
    order = [0, *kept, *(d + 1 for d in dims)]

    def run(ctx: Context, R: Registers):
        x = R[src].transpose(order)
        x = x.reshape(*x.shape[:1 + len(kept)], -1)
        total = R[acc[0]] if acc else x[..., 0]
        for i in range(0 if acc else 1, x.shape[-1]):
            total = combine(total, x[..., i])
        R[r] = np.asarray(total, x.dtype)

    return run


@handler(vector_ext.MultiReductionOp, pure=True)
def _multi_reduction(p: Prep):
    return _fold(p, list(p.op.reduction_dims.get_values()))


@handler(vector.ReductionOp, pure=True)
def _reduction(p: Prep):
    return _fold(p, [0])
