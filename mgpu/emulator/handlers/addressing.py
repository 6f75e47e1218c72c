"""Addresses of memory accesses: a memref element's byte address (``addr_of``), a getelementptr as
a constant offset plus index terms (``gep_layout``), and the static patterns of per-thread byte
offsets (address_pattern.Pattern) that loads and stores compute once per warpgroup key when their indices
are static (program.Program.static): ``static_pattern`` (memref indices) and ``pointer_pattern``
(a chain of getelementptrs from a root pointer)."""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

import numpy as np
from xdsl.dialects import llvm
from xdsl.ir import Operation

from mgpu.dialect.diagnostics import op_name
from mgpu.dialect.diagnostics.emulator import memory as diag
from mgpu.emulator import address_pattern
from mgpu.emulator.handler_spec import Registers
from mgpu.emulator.machine import Context
from mgpu.emulator.program import Prep
from mgpu.emulator.types import alignof, memref_static_layout, sizeof


def addr_of(desc, indices, elem_bytes: int):
    """Byte address of element ``indices`` of a memref descriptor (tuple)."""
    aligned, offset = desc[1], desc[2]
    lin = offset
    if len(desc) > 3:
        for i, s in zip(indices, desc[4]):
            lin = lin + i.astype(np.int64) * s
    return aligned + lin * elem_bytes


def static_pattern(p: Prep, mem_slot: int, idx_slots: list, memref_type, elem_bytes: int):
    """For a memref access whose indices are static values (program.Program.static: the same in
    every run of a warpgroup) and whose strides are static in the type: a function
    ``(ctx, R) -> (base address, address_pattern.Pattern) | None`` (None: use the general path), the
    pattern of per-thread byte offsets computed once per warpgroup key. None if not applicable.

    The memref is one address for all threads, or a per-thread ``memref.alloca`` (thread t's copy
    at a fixed stride from thread 0's: that stride becomes part of the pattern)."""
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

    def get(ctx: Context, R: Registers):
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
            pat = cache[k] = address_pattern.Pattern(lin)
        return int(al[0]) + int(off[0]) * elem_bytes, pat

    return get


def gep_layout(p: Prep) -> tuple[int, list[tuple[int, int]]]:
    """A getelementptr as (constant byte offset, [(index slot, byte scale)]): constant indices
    (attribute or folded operand) are summed into the offset."""
    dyn = p.ins[1:]
    raw = p.array_prop("rawConstantIndices")
    elem = p.prop("elem_type")
    const_off = 0
    terms: list[tuple[int, int]] = []
    t = elem
    k = 0
    for n, idx in enumerate(raw):
        if n == 0:
            scale = sizeof(elem)
        elif isinstance(t, llvm.LLVMStructType):
            if idx == llvm.GEP_USE_SSA_VAL:
                raise p.error(diag.DYNAMIC_STRUCT_INDEX)
            fields = t.types.data
            off = 0
            for f in fields[:idx]:
                a = alignof(f)
                off = (off + a - 1) // a * a + sizeof(f)
            a = alignof(fields[idx])
            const_off += (off + a - 1) // a * a
            t = fields[idx]
            continue
        else:
            t = t.type if isinstance(t, llvm.LLVMArrayType) else t.element_type
            scale = sizeof(t)
        if idx == llvm.GEP_USE_SSA_VAL:
            c = p.const(k + 1)
            if c is None:
                terms.append((dyn[k], wrap64(scale)))  # (index * size wraps at 64 bits too)
            else:
                const_off += int(np.asarray(c).reshape(-1)[0]) * scale
            k += 1
        else:
            const_off += idx * scale
    return wrap64(const_off), terms


def wrap64(x: int) -> int:
    """``x`` as a 64-bit two's-complement integer: address arithmetic wraps (an absurd constant
    index then faults as an out-of-bounds access instead of overflowing int64)."""
    return (x + (1 << 63)) % (1 << 64) - (1 << 63)


def static_offsets(const_off: int, terms: list):
    """``(ctx, R) -> int64 byte offsets`` of index terms whose slots are static values
    (program.Program.static): computed once per warpgroup key, then a dict lookup."""
    cache: dict = {}

    def offsets(ctx: Context, R: Registers):
        k = ctx.skey
        off = cache.get(k)
        if off is None:
            off = np.int64(const_off)
            for s, scale in terms:
                off = off + R[s].astype(np.int64) * scale
            if k is not None:
                cache[k] = off
        return off

    return offsets


class PointerPattern(NamedTuple):
    """A pointer as its root pointer's slot and ``get(ctx, R) -> (root address, address_pattern.Pattern) | None``."""

    root: int
    get: Callable


def pointer_pattern(p: Prep, i: int) -> PointerPattern | None:
    """For operand i of op p, a pointer computed from a root pointer by getelementptrs whose
    indices are constants or static values: ``get(ctx, R) -> (root address, address_pattern.Pattern)``,
    the byte offsets from the root computed once per warpgroup key; ``get`` returns None when the
    root is not one address for all threads (use the pointer itself). None if there is no chain."""
    prog = p.prog
    v = p.op.operands[i]
    const_off, terms, n = 0, [], 0
    while isinstance(v.owner, Operation) and op_name(v.owner) == "llvm.getelementptr":
        c, t = gep_layout(Prep(prog, v.owner))
        if not all(s in prog.static for s, _ in t):
            break
        const_off, terms, n = wrap64(const_off + c), terms + t, n + 1
        v = v.owner.operands[0]
    if n == 0:
        return None
    root = prog.slot(v)
    offsets = static_offsets(const_off, terms)
    cache: dict = {}

    def get(ctx: Context, R: Registers):
        b = R[root]
        k = ctx.skey
        if b.shape != (1,) or k is None:
            return None
        pat = cache.get(k)
        if pat is None:
            pat = cache[k] = address_pattern.Pattern(offsets(ctx, R))
        return int(b[0]), pat

    return PointerPattern(root, get)  # (fuse.py: accesses through one root share the base)
