"""llvm dialect: pointers are int64 addresses (space from the type), structs/arrays are tuples."""

from __future__ import annotations

import math

import numpy as np
from xdsl.dialects import builtin, llvm, vector

from mgpu.dialect import llvm_ext
from mgpu.dialect.diagnostics.emulator import run as diag
from mgpu.emulator import memory
from mgpu.emulator.errors import EmulatorError, UnsupportedOp
from mgpu.emulator.fuse import Access, Field
from mgpu.emulator.handler_spec import Effect, Prepared, Registers
from mgpu.emulator.handlers.addressing import gep_layout, pointer_pattern, static_offsets
from mgpu.emulator.handlers.registry import INTRINSICS, handler
from mgpu.emulator.sub_byte_buffers import pack, sub_byte_bits, unpack
from mgpu.emulator.machine import Context
from mgpu.emulator.program import Prep
from mgpu.emulator.types import CLUSTER, GENERIC, np_dtype, ptr_space, sizeof, zero_of


@handler(llvm.UndefOp, llvm.ZeroOp, llvm_ext.PoisonOp, pure=True)
def _undef(p: Prep):
    p.prog.consts[p.outs[0]] = zero_of(p.out_types[0])
    return None


def _insert(v, pos, x):
    if not pos:
        return x
    i = pos[0]
    if isinstance(v, np.ndarray):  # a loaded array value
        out = v.copy()
        out[:, i] = np.asarray(x).reshape(-1)
        return out
    lst = list(v)
    lst[i] = _insert(lst[i], pos[1:], x)
    return tuple(lst)


def _extract(v, pos):
    for i in pos:
        v = v[:, i] if isinstance(v, np.ndarray) else v[i]
    return v


@handler(llvm.InsertValueOp, pure=True)
def _insertvalue(p: Prep):
    c, x = p.ins
    r = p.outs[0]
    pos = p.array_prop("position")

    def run(ctx: Context, R: Registers):
        R[r] = _insert(R[c], pos, R[x])

    return run


@handler(llvm.ExtractValueOp, pure=True)
def _extractvalue(p: Prep):
    (c,) = p.ins
    r = p.outs[0]
    pos = p.array_prop("position")

    def run(ctx: Context, R: Registers):
        R[r] = _extract(R[c], pos)

    return Prepared(run, fusion=Field(c, tuple(pos), r))  # (fuse.py: a run of them from one struct unpacks it at once)


@handler(llvm.GEPOp, pure=True, fuse_between=True)
def _gep(p: Prep):
    base = p.ins[0]
    r = p.outs[0]
    const_off, terms = gep_layout(p)
    static = p.prog.static
    if not terms:
        def run(ctx: Context, R: Registers):
            R[r] = R[base] + const_off
    elif all(s in static for s, _ in terms):
        offsets = static_offsets(const_off, terms)

        def run(ctx: Context, R: Registers):
            R[r] = R[base] + offsets(ctx, R)
    else:
        def run(ctx: Context, R: Registers):
            a = R[base]
            for s, scale in terms:
                i = R[s].astype(np.int64, copy=False)
                a = a + (i if scale == 1 else i * scale)
            R[r] = a + const_off if const_off else a

    return run


def _value_layout(t):
    """(dtype, tail shape, kind) for loading/storing a value of type t."""
    if isinstance(t, builtin.VectorType):
        return np_dtype(t.element_type), tuple(t.get_shape()), "vector"
    if isinstance(t, llvm.LLVMArrayType) and not isinstance(t.type, (llvm.LLVMStructType, llvm.LLVMArrayType)):
        return np_dtype(t.type), (t.size.data,), "array"
    if isinstance(t, (llvm.LLVMStructType, llvm.LLVMArrayType)):
        return None, (), "aggregate"
    if isinstance(t, builtin.IntegerType) and t.width.data == 128:
        # an i128 (PTX's .b128: the cluster-launch-control response) is moved whole as its four 32-bit
        # words, the low one first; no arithmetic on it is emulated (np_dtype refuses the type)
        return np.dtype(np.uint32), (4,), "b128"
    return np_dtype(t), (), "scalar"


@handler(llvm.CallIntrinsicOp)
def _call_intrinsic(p: Prep):
    """A call of an LLVM intrinsic: the rule its family module registered (registry.llvm_intrinsic)."""
    name = p.op.intrin.data
    rule = INTRINSICS.get(name)
    if rule is None:
        raise p.error(diag.NO_RULE_FOR_INTRINSIC.format(name=name, intrinsics=', '.join(sorted(INTRINSICS))))
    if p.op.op_bundle_operands or p.op.op_bundle_sizes.get_values():
        raise p.error(diag.CALL_OPERAND_BUNDLES.format(name=name))
    return rule(p)


@handler(llvm_ext.AssumeOp, batch_native=True)
def _assume(p: Prep):
    """``llvm.intr.assume %c``: a false condition is undefined behaviour (LLVM LangRef, "llvm.assume"),
    so the emulator stops where it is false rather than run on."""
    (cond,) = p.ins

    def run(ctx: Context, R: Registers):
        c = np.asarray(R[cond]).reshape(-1)
        if c.shape[0] > 1 and ctx.mask is not None:
            c = c[ctx.mask]
        if c.size and not c.all():
            raise EmulatorError(diag.ASSUMPTION_FALSE.format(sum=int((~c.astype(bool)).sum())))

    return run


@handler(llvm.LoadOp, batch_native=True, effect=Effect.HEAP)
def _load(p: Prep):
    (ptr,) = p.ins
    r = p.outs[0]
    space = ptr_space(p.in_types[0])
    dt, tail, kind = _value_layout(p.out_types[0])
    if kind == "aggregate":
        raise p.error(diag.LOAD_TYPE_UNSUPPORTED.format(type=p.out_types[0]))
    if sub_byte_bits(dt):
        return _load_sub_byte(p, space, dt, tail)
    align = 16 if kind == "b128" else dt.itemsize
    pp = pointer_pattern(p, 0)
    fast = None if pp is None else pp.get

    def run(ctx: Context, R: Registers):
        if fast is not None:
            bp = fast(ctx, R)
            if bp is not None:
                v = memory.load_pattern(ctx, space, bp[0], bp[1], dt, tail, align)
                if v is not None:
                    R[r] = v
                    return
        R[r] = memory.load(ctx, space, R[ptr], dt, tail, align)

    return Prepared(run, fusion=Access(False, pp and pp.root, fast, space, dt, tail, align, r))


@handler(llvm.StoreOp, batch_native=True, effect=Effect.HEAP)
def _store(p: Prep):
    val, ptr = p.ins
    space = ptr_space(p.in_types[1])
    dt, tail, kind = _value_layout(p.in_types[0])
    if kind == "aggregate":
        raise p.error(diag.STORE_TYPE_UNSUPPORTED.format(type=p.in_types[0]))
    if sub_byte_bits(dt):
        return _store_sub_byte(p, space, dt, tail)
    align = 16 if kind == "b128" else dt.itemsize
    pp = pointer_pattern(p, 1)
    fast = None if pp is None else pp.get
    row, nbytes = (1, *tail), dt.itemsize * math.prod(tail)
    one = space == GENERIC and dt != np.bool_  # a store of one value at one address: store_one

    def run(ctx: Context, R: Registers):
        if fast is not None:
            bp = fast(ctx, R)
            if bp is not None and memory.store_pattern(ctx, space, bp[0], bp[1], R[val], dt, tail, align):
                return
        a, v = R[ptr], R[val]
        if (one and a.shape == (1,) and ctx.mask is None and ctx.batch is None and v.__class__ is np.ndarray
                and v.dtype == dt and v.shape == row and v.flags.c_contiguous):
            return memory.store_one(ctx, int(a[0]), v, nbytes, align)
        memory.store(ctx, space, a, v, dt, tail)

    return Prepared(run, fusion=Access(True, pp and pp.root, fast, space, dt, tail, align, val))


def _sub_byte_bytes(p: Prep, t, dt: np.dtype, tail: tuple) -> int:
    """Bytes of an i4 / i2 value: a vector of whole bytes of them, 8 / bits a byte (LLVM's layout of
    vector<Nxi4> / vector<Nxi2>, element 0 in the low bits); a scalar or a partial byte is refused."""
    n, per = math.prod(tail), 8 // sub_byte_bits(dt)
    if not tail or n % per:
        raise p.error(diag.SUB_BYTE_ACCESS_UNSUPPORTED.format(type=t, bits=sub_byte_bits(dt), per=per))
    return n // per


def _load_sub_byte(p: Prep, space: str, dt: np.dtype, tail: tuple):
    (ptr,) = p.ins
    r = p.outs[0]
    nbytes = _sub_byte_bytes(p, p.out_types[0], dt, tail)

    def run(ctx: Context, R: Registers):
        raw = memory.load(ctx, space, R[ptr], np.dtype(np.uint8), (nbytes,), nbytes)
        R[r] = unpack(raw, (raw.shape[0], *tail), dt)

    return run


def _store_sub_byte(p: Prep, space: str, dt: np.dtype, tail: tuple):
    val, ptr = p.ins
    nbytes = _sub_byte_bytes(p, p.in_types[0], dt, tail)

    def run(ctx: Context, R: Registers):
        v = R[val]
        memory.store(ctx, space, R[ptr], pack(v.reshape(v.shape[0], -1)), np.dtype(np.uint8), (nbytes,), nbytes)

    return run


@handler(llvm.AllocaOp, batch_native=True, effect=Effect.HEAP)
def _alloca(p: Prep):
    (n,) = p.ins
    r = p.outs[0]
    size = sizeof(p.prop("elem_type"))
    align = p.int_prop("alignment") or 16

    def run(ctx: Context, R: Registers):
        count = int(np.asarray(R[n]).reshape(-1)[0])
        per = max(size * count, 1)
        per = (per + align - 1) // align * align
        a = ctx.machine.heap.alloc(per * ctx.T, f"llvm.alloca ({per} bytes per thread)", max(align, 16),
                                   local=ctx.cta is not None)
        R[r] = a.base + (np.arange(ctx.T, dtype=np.int64) * per if ctx.T > 1 else np.zeros(1, np.int64))

    return run


@handler(llvm_ext.AddrSpaceCastOp, pure=True)
def _addrspacecast(p: Prep):
    """Generic <-> global (jax: a GMEM pointer for cp.async) keeps the address: both are the one
    flat heap here. A cluster CTA's SMEM pointer cast to a generic one (jax's get_cluster_ptr, utils.py:2621 at
    0.12.0.1) is its address in the generic window of the cluster's SMEM (memory.py). The emulator keeps SMEM,
    cluster SMEM and TMEM addresses in their own spaces (types.py), so another cast between one of them and
    another space is refused where it runs."""
    src, dst = ptr_space(p.in_types[0]), ptr_space(p.out_types[0])
    if src == dst:
        return _ptrcast(p)
    if (src, dst) == (CLUSTER, GENERIC):
        (a,), (r,) = p.ins, p.outs

        def generic(ctx: Context, R: Registers):
            R[r] = R[a] + memory.GENERIC_CLUSTER_WINDOW

        return generic
    message = diag.ADDRSPACECAST_UNSUPPORTED.format(src=p.in_types[0], dst=p.out_types[0])

    def run(ctx: Context, R: Registers):
        raise UnsupportedOp(message)

    return run


@handler(llvm.IntToPtrOp, llvm.PtrToIntOp, pure=True)
def _ptrcast(p: Prep):
    (a,) = p.ins
    r = p.outs[0]
    t = p.out_types[0]
    dt = np.dtype(np.int64) if isinstance(t, llvm.LLVMPointerType) else np_dtype(t)
    if isinstance(p.in_types[0], llvm.LLVMPointerType) and ptr_space(p.in_types[0]) == CLUSTER and dt.itemsize < 8:
        # a cluster address here is rank << CLUSTER_SHIFT | offset (memory.py): the rank does not fit
        message = diag.CLUSTER_PTRTOINT_UNSUPPORTED.format(dst=t)

        def narrowed(ctx: Context, R: Registers):
            v = R[a]
            if (v >> memory.CLUSTER_SHIFT).any():
                raise UnsupportedOp(message)
            R[r] = v.astype(dt)

        return narrowed

    def run(ctx: Context, R: Registers):
        R[r] = R[a].astype(dt)

    return run


def _bits_view(x: np.ndarray, dt, tail):
    lead = x.shape[0]
    raw = np.ascontiguousarray(x).view(np.uint8).reshape(lead, -1)
    if sub_byte_bits(x.dtype):  # packed, as in memory (_sub_byte_bytes)
        raw = pack(raw.view(x.dtype))
    if sub_byte_bits(dt):
        return unpack(raw, (lead, *tail), dt)
    return raw.view(dt).reshape(lead, *tail)


@handler(llvm.BitcastOp, vector.BitcastOp, pure=True)
def _bitcast(p: Prep):
    (a,) = p.ins
    r = p.outs[0]
    t = p.out_types[0]
    if isinstance(t, llvm.LLVMPointerType):
        def run(ctx: Context, R: Registers):
            R[r] = R[a]
        return run
    dt, tail, _ = _value_layout(t)

    def run(ctx: Context, R: Registers):
        R[r] = _bits_view(R[a], dt, tail)

    return run


def _element_index(p: Prep, i: int):
    """``(ctx, R) -> int64 index per thread`` of the element operand i of an extract/insertelement,
    faulting (located at the op) where it is out of range: LLVM makes that element poison."""
    vt = p.in_types[0]
    n = vt.get_shape()[0]
    ci = p.const_int(i)
    s = p.ins[i]

    def fault(index):
        return EmulatorError(diag.ELEMENT_INDEX_OUT_OF_RANGE.format(index=index, type=vt))

    if ci is not None:
        def const(ctx: Context, R: Registers):
            if not 0 <= ci < n:
                raise fault(ci)
            return ci
        return const

    def dynamic(ctx: Context, R: Registers):
        idx = R[s].astype(np.int64)
        bad = (idx < 0) | (idx >= n)
        if bad.any():
            raise fault(int(idx[bad][0]))
        return idx

    return dynamic


@handler(llvm_ext.ExtractElementOp, pure=True)
def _extractelement(p: Prep):
    v = p.ins[0]
    r = p.outs[0]
    index = _element_index(p, 1)

    def run(ctx: Context, R: Registers):
        x = R[v]
        i = index(ctx, R)
        R[r] = x[:, i] if isinstance(i, int) else x[np.arange(x.shape[0]), np.broadcast_to(i, (x.shape[0],))]

    return run


@handler(llvm.InsertElementOp, pure=True)
def _insertelement(p: Prep):
    v, x = p.ins[:2]
    r = p.outs[0]
    index = _element_index(p, 2)

    def run(ctx: Context, R: Registers):
        vec, val = R[v], R[x]
        i = index(ctx, R)
        lead = max(vec.shape[0], val.shape[0])
        out = vec.copy() if vec.shape[0] == lead else vec.repeat(lead, axis=0)
        if isinstance(i, int):
            out[:, i] = val
        else:
            out[np.arange(lead), np.broadcast_to(i, (lead,))] = np.broadcast_to(val, (lead,))
        R[r] = out

    return run


@handler(llvm.GlobalOp)
def _global(p: Prep):
    return None


