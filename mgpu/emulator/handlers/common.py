"""Helpers shared by handler families."""

from __future__ import annotations

import numpy as np

_UNSIGNED = {np.dtype(np.int8): np.uint8, np.dtype(np.int16): np.uint16, np.dtype(np.int32): np.uint32,
             np.dtype(np.int64): np.uint64, np.dtype(np.bool_): np.bool_}


def unsigned(x: np.ndarray) -> np.ndarray:
    return x.view(_UNSIGNED[x.dtype]) if x.dtype in _UNSIGNED else x


def as_signed(x: np.ndarray, dtype) -> np.ndarray:
    return x.view(dtype)


def uniform_int(v, what: str = "value") -> int:
    """The single value of a (possibly per-thread) integer that must be uniform."""
    a = np.asarray(v).reshape(-1)
    first = a[0]
    if a.size > 1 and not (a == first).all():
        from mgpu.emulator.errors import EmulatorError

        raise EmulatorError(f"{what} must be the same in every thread, got {sorted(set(a.tolist()))[:8]}")
    return int(first)


def uniform_int_active(ctx, v, what: str = "value") -> int:
    a = np.asarray(v).reshape(-1)
    if a.size > 1 and ctx.mask is not None:
        a = a[ctx.mask]
    return uniform_int(a, what)


def wrap_int(value: int, dtype) -> np.ndarray:
    """A Python int as a (1,) array of the integer dtype, wrapping modulo 2^width."""
    dt = np.dtype(dtype)
    if dt == np.bool_:
        return np.array([bool(value & 1)])
    bits = dt.itemsize * 8
    v = int(value) & ((1 << bits) - 1)
    return np.array([v], dtype=np.dtype(f"u{dt.itemsize}")).view(dt)


def addr_of(desc, indices, elem_bytes: int):
    """Byte address of element ``indices`` of a memref descriptor (tuple)."""
    aligned, offset = desc[1], desc[2]
    lin = offset
    if len(desc) > 3:
        for i, s in zip(indices, desc[4]):
            lin = lin + i.astype(np.int64) * s
    return aligned + lin * elem_bytes


def static_pattern(p, mem_slot: int, idx_slots: list, memref_type, elem_bytes: int):
    """For a memref access whose indices are static values (program.Program.static: the same in
    every run of a warpgroup) and whose strides are static in the type: a function
    ``(ctx, R) -> (base address, memory.Pattern) | None`` (None: use the general path), the
    pattern of per-thread byte offsets computed once per warpgroup key. None if not applicable.

    The memref is one address for all threads, or a per-thread ``memref.alloca`` (thread t's copy
    at a fixed stride from thread 0's: that stride becomes part of the pattern)."""
    from xdsl.ir import Operation

    from mgpu.dialect.diagnostics import op_name
    from mgpu.emulator.memory import Pattern
    from mgpu.emulator.types import memref_static_layout

    try:
        _, strides = memref_static_layout(memref_type)
    except Exception:  # noqa: BLE001 - an unusual layout: the general path handles it
        return None
    prog = p.prog
    if len(strides) != len(idx_slots) or any(s is None or s < 0 for s in strides):
        return None
    if not all(s in prog.static or s in prog.consts for s in idx_slots):
        return None
    owner = p.op.operands[p.ins.index(mem_slot)].owner
    per_thread = isinstance(owner, Operation) and op_name(owner) in ("memref.alloca", "memref.alloc")
    cache: dict = {}

    def get(ctx, R):
        k = ctx.skey
        if k is None:
            return None
        d = R[mem_slot]
        al, off = d[1], d[2]
        if al.shape[0] != 1 and not per_thread or off.shape[0] != 1:
            return None
        pat = cache.get(k)
        if pat is None:
            lin = al - al[0]
            for i, st in zip(idx_slots, strides):
                lin = lin + R[i].astype(np.int64) * st * elem_bytes
            pat = cache[k] = Pattern(lin)
        return int(al[0]) + int(off[0]) * elem_bytes, pat

    return get
