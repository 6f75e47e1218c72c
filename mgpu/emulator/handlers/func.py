"""func dialect and builtin.unrealized_conversion_cast; host runtime functions."""

from __future__ import annotations

import operator
from functools import lru_cache

import numpy as np
from xdsl.dialects import builtin, func, llvm

from mgpu.arch import TMA_DESCRIPTOR_ALIGNMENT
from mgpu.dialect.diagnostics.emulator import run as diag
from mgpu.emulator import memory
from mgpu.emulator.errors import EmulatorError
from mgpu.emulator.execute import run_block
from mgpu.emulator.handler_spec import Registers
from mgpu.emulator.handlers.registry import handler, register
from mgpu.emulator.machine import Context
from mgpu.emulator.program import Prep
from mgpu.emulator.types import GENERIC

EXTERNALS: dict = {}


def external(name: str):
    """Register a host runtime function (called by func.call / llvm.call) under ``name``."""
    return register(EXTERNALS, (name,))


@handler(func.FuncOp, llvm.FuncOp)
def _func(p: Prep):
    return None


def callee(op: func.CallOp | llvm.CallOp) -> str | None:
    """The name a func.call / llvm.call calls (None: an indirect llvm.call)."""
    c = op.callee
    return None if c is None else c.root_reference.data


@handler(func.CallOp, llvm.CallOp)
def _call(p: Prep):
    name = callee(p.op)
    ins, outs = p.ins, p.outs
    ext = EXTERNALS.get(name)
    if ext is not None:
        def run(ctx: Context, R: Registers):
            res = ext(ctx, *[R[s] for s in ins])
            if outs:
                R[outs[0]] = res
        return run
    fn = p.prog.funcs.get(name)
    if fn is None or not fn.body.blocks:
        raise p.error(diag.CALL_UNKNOWN_FUNCTION.format(name=name, externals=', '.join(sorted(EXTERNALS))))
    body = p.prog.compile_region(fn.body)

    def gen(ctx: Context, R: Registers):
        for s, a in zip(body.arg_slots, ins):
            R[s] = R[a]
        yield from run_block(body, ctx, R)
        for s, y in zip(outs, body.yield_slots):
            R[s] = R[y]

    return lambda ctx, R: gen(ctx, R)


@handler(builtin.UnrealizedConversionCastOp, pure=True, batch_native=True)
def _ucc(p: Prep):
    """Pure (so a cast of a static value is static too): its one effect, the param-space copy of a
    TMA-descriptor blob, is made once per run and blob, and every execution gives its address."""
    ins, outs = p.ins, p.outs
    src_t = p.in_types[0] if p.in_types else None
    dst_t = p.out_types[0] if p.out_types else None
    if (len(ins) == 1 and len(outs) == 1 and isinstance(src_t, llvm.LLVMArrayType)
            and isinstance(dst_t, llvm.LLVMPointerType)):
        # the TMA-descriptor blob captured by the launch: a pointer to a read-only param copy
        (a,) = ins
        (r,) = outs

        def run(ctx: Context, R: Registers):
            blob = R[a]
            key = id(blob)
            cache = ctx.machine.launch_copies
            if key not in cache:
                data = np.ascontiguousarray(np.asarray(blob, np.uint8).reshape(-1)).copy()
                alloc = ctx.machine.heap.alloc(data.size, "kernel parameter (TMA descriptors)", 64, data, readonly=True)
                cache[key] = (blob, alloc.base)
            R[r] = np.array([cache[key][1]], np.int64)

        return run
    if len(ins) == len(outs):
        if len(ins) == 1:
            (a,), (r,) = ins, outs

            def run(ctx: Context, R: Registers):
                R[r] = R[a]
            return run

        def run(ctx: Context, R: Registers):
            for a, r in zip(ins, outs):
                R[r] = R[a]
        return run
    if len(outs) == 1:  # pack registers into one opaque value, which only a cast unpacks
        (r,) = outs
        users = sorted({u.operation.name for u in p.op.results[0].uses} - {p.op.name})
        if users:
            raise p.error(diag.PACKED_VALUE_USED_WHOLE.format(n_ins=len(ins), dst_t=dst_t, users=users[0]))
        gather = operator.itemgetter(*ins)  # (a tuple: there are several ins)

        def run(ctx: Context, R: Registers):
            R[r] = gather(R)
        return run
    if len(ins) == 1:  # unpack
        (a,) = ins
        n, lo = len(outs), outs[0]
        assert outs == list(range(lo, lo + n))  # (an op's results get consecutive slots: Prep)

        def run(ctx: Context, R: Registers):
            v = R[a]
            if not isinstance(v, tuple) or len(v) != n:
                raise EmulatorError(diag.CANNOT_UNPACK.format(n=n))
            R[lo:lo + n] = v
        return run
    raise p.error(diag.CAST_SEVERAL_VALUES)


# --------------------------------------------------------------------------------------------
# Host runtime: mosaic_gpu_init_tma_desc (docs/design/payload_semantics.md §1.4)
# --------------------------------------------------------------------------------------------

def _host_i64s(ctx: Context, ptr, n) -> tuple:
    return tuple(int(x) for x in memory.load(ctx, GENERIC, np.asarray(ptr, np.int64).reshape(-1)[:1], np.int64, (n,))[0])


def _scalar(v) -> int:
    return int(np.asarray(v).reshape(-1)[0])


@external("mosaic_gpu_init_tma_desc")
def init_tma_desc(ctx: Context, desc_ptr, base, elem_type, rank, sizes, strides, swizzle, window):
    """jaxlib runtime.cc's host function: encode a tensor map (tma.TensorMap) at ``desc_ptr``."""
    r = _scalar(rank)
    dptr = _scalar(desc_ptr)
    if dptr % TMA_DESCRIPTOR_ALIGNMENT:
        raise EmulatorError(diag.INIT_TMA_DESC_ALIGNMENT.format(tma_descriptor_alignment=TMA_DESCRIPTOR_ALIGNMENT))
    if not 1 <= r <= 5:
        raise EmulatorError(diag.INIT_TMA_DESC_RANK.format(r=r))
    raw = _tensor_map_bytes(_scalar(base), _scalar(elem_type), r, _host_i64s(ctx, sizes, r),
                            _host_i64s(ctx, strides, r), _scalar(swizzle), _host_i64s(ctx, window, r))
    memory.store(ctx, GENERIC, np.array([dptr], np.int64), raw, np.uint8, raw.shape[1:], 1)


@lru_cache(maxsize=256)
def _tensor_map_bytes(*args) -> np.ndarray:
    """The encoded tensor map (1, 128) uint8 of init_tma_desc's arguments: a kernel encodes the
    same few on every run (a bad one raises, and is not cached)."""
    from mgpu.emulator.tma import TensorMap

    return np.frombuffer(TensorMap.from_init_args(*args).encode(), np.uint8)[None]
