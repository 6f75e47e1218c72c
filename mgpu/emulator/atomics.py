"""Atomic reductions on memory (PTX ``red`` / ``atom`` semantics, PTX ISA 9.1 §9.7.13.5 and
§9.7.13.7): the per-type value arithmetic (``reduce_values``) and its application at many byte
offsets of a memory array, repeated offsets combining in thread order (``apply_red``). Used by
red.async (handlers/remote_smem.py) and the TMA reductions (tma.py)."""

from __future__ import annotations

import numpy as np

from mgpu.dialect.diagnostics.emulator import memory as diag
from mgpu.emulator.lazy_dtypes import DtypeTable
from mgpu.emulator.ptx import PtxError

RED_DTYPES = DtypeTable({
    "s32": np.dtype(np.int32), "u32": np.dtype(np.uint32), "b32": np.dtype(np.uint32),
    "s64": np.dtype(np.int64), "u64": np.dtype(np.uint64), "b64": np.dtype(np.uint64),
    "f32": np.dtype(np.float32), "f16": np.dtype(np.float16), "bf16": "bfloat16",
})

_RED_UFUNC = {"add": np.add, "min": np.minimum, "max": np.maximum,
              "and": np.bitwise_and, "or": np.bitwise_or, "xor": np.bitwise_xor}


def _as_red_dtype(values, dt: np.dtype) -> np.ndarray:
    v = np.asarray(values)
    if v.dtype == dt:
        return v
    if v.dtype.kind in "iub" and dt.kind in "iu" and v.dtype.itemsize == dt.itemsize:
        return np.ascontiguousarray(v).view(dt)  # reinterpret the register bits
    return v.astype(dt)


def reduce_values(op: str, typ: str, old, value) -> np.ndarray:
    """``op`` of PTX ``red``/``atom``/``cp.reduce`` on ``typ`` values: the new memory value.

    ``op``: add, min, max, and, or, xor, inc, dec; ``typ``: s32, u32, b32, s64, u64, b64, f32,
    f16, bf16.  Integer inputs of the same width are reinterpreted bit-for-bit as ``typ`` (so an
    int32 register holding -1 is 0xFFFFFFFF for .u32).  Integer add wraps around; min/max compare
    signed for .sN and unsigned for .uN [PTX91 §9.7.13.5 atom, §9.7.13.7 red.async]; inc gives
    ``old >= v ? 0 : old+1``, dec gives ``(old == 0 || old > v) ? v : old-1`` (unsigned).
    Floating-point add rounds once in the storage type (round to nearest even).
    Returns an array of dtype ``RED_DTYPES[typ]``."""
    if typ not in RED_DTYPES:
        raise PtxError(diag.UNSUPPORTED_REDUCTION_TYPE.format(typ=typ))
    dt = RED_DTYPES[typ]
    o = _as_red_dtype(old, dt)
    v = _as_red_dtype(value, dt)
    if op in ("and", "or", "xor", "inc", "dec") and dt.kind == "f":
        raise PtxError(diag.REDUCTION_NOT_DEFINED.format(op=op, typ=typ))
    if op == "inc":
        return np.where(o >= v, dt.type(0), o + dt.type(1)).astype(dt)
    if op == "dec":
        return np.where((o == 0) | (o > v), v, o - dt.type(1)).astype(dt)
    fn = _RED_UFUNC.get(op)
    if fn is None:
        raise PtxError(diag.UNSUPPORTED_REDUCTION_OPERATION.format(op=op))
    if dt.kind != "f":
        return fn(o, v).astype(dt, copy=False)  # integer arrays wrap around silently
    with np.errstate(over="ignore"):
        if dt.itemsize < 4:
            return fn(o.astype(np.float32), v.astype(np.float32)).astype(dt)
        return fn(o, v).astype(dt, copy=False)


def apply_red(mem: np.ndarray, offsets, values, op: str, typ: str, checked: bool = False) -> int:
    """Apply one reduction per thread to the byte array ``mem`` (e.g. a CTA's SMEM).

    ``offsets``: int array (one byte offset per thread, already masked to the active threads),
    ``values``: array broadcastable to it (register values; reinterpreted as ``typ``).
    Several threads may hit the same address: every reduction is applied (atomically, in thread
    order for inc/dec and floating-point add, whose every add rounds).  Raises :class:`~mgpu.emulator.errors.MemoryFault` for a misaligned or
    out-of-bounds offset.  Returns the number of bytes reduced (= complete-tx bytes in total)."""
    from mgpu.emulator.errors import MemoryFault

    dt = RED_DTYPES[typ]
    eb = dt.itemsize
    offs = np.asarray(offsets, np.int64).reshape(-1)
    if offs.size == 0:
        return 0
    vals = _as_red_dtype(values, dt).reshape(-1) if np.ndim(values) else _as_red_dtype(np.asarray([values]), dt)
    if vals.shape != offs.shape:
        vals = np.broadcast_to(vals, offs.shape)
    if not checked:
        if (offs % eb).any():
            bad = int(offs[(offs % eb) != 0][0])
            raise MemoryFault(diag.RED_MISALIGNED.format(op=op, typ=typ, bad=bad, eb=eb))
        if offs.min() < 0 or offs.max() + eb > mem.size:
            raise MemoryFault(diag.RED_OUT_OF_BOUNDS.format(op=op, typ=typ, max=int(offs.max()), size=mem.size))
        srt = np.sort(offs)
    if checked or srt.size == 1 or (srt[1:] != srt[:-1]).all():
        # one thread per address (the common case): element-wise, in place
        typed = mem[:mem.size - mem.size % eb].view(dt)
        ei = offs // eb
        typed[ei] = reduce_values(op, typ, typed[ei], vals)
        return int(len(offs) * eb)
    uniq, first, inv = np.unique(offs, return_index=True, return_inverse=True)
    byte_idx = uniq[:, None] + np.arange(eb)
    old = np.ascontiguousarray(mem[byte_idx]).view(dt).reshape(-1)
    if len(uniq) == len(offs):
        new = reduce_values(op, typ, old, vals[first])
    elif op in _RED_UFUNC and not (op == "add" and dt.kind == "f"):  # (associative: combine, then apply)
        order = np.argsort(inv, kind="stable")
        starts = np.searchsorted(inv[order], np.arange(len(uniq)))
        sv = vals[order]
        with np.errstate(over="ignore"):
            comb = _RED_UFUNC[op].reduceat(sv.astype(np.float32) if dt.kind == "f" and eb < 4 else sv, starts)
        new = reduce_values(op, typ, old, comb.astype(dt))
    else:
        new = old.copy()
        for t in range(len(offs)):
            u = inv[t]
            new[u] = reduce_values(op, typ, new[u:u + 1], vals[t:t + 1])[0]
    mem[byte_idx] = np.ascontiguousarray(new.astype(dt)).view(np.uint8).reshape(len(uniq), eb)
    return int(len(offs) * eb)
