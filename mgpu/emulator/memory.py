"""Memories of the emulated machine and the one way every handler touches them.

Addresses (see types.py): every pointer is an int64 array over threads; the address *space* is
static (from the IR type):

- GENERIC (address space 0): one flat heap for the host stack (``llvm.alloca``), the buffer-pointer
  array, kernel arguments in GMEM, per-thread ``memref.alloca`` scratch and the param-space copy of
  the TMA-descriptor blob. Allocations get increasing, 256-B aligned base addresses starting at
  ``HEAP_BASE``; an access must lie entirely inside one allocation.
- SMEM (3): the byte offset in the executing CTA's dynamic shared memory window (base 0, so every
  allocation Mosaic carves at a 1024-B multiple is 1024-B aligned in absolute terms too).
- CLUSTER (7): ``rank << 32 | offset`` -- ``nvvm.mapa`` replaces the rank, GEPs add to the offset.
- TMEM (6): ``lane << 16 | column`` (the 32-bit TMEM address format).
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass, field

import numpy as np

from mgpu.emulator.errors import MemoryFault
from mgpu.emulator.types import CLUSTER, GENERIC, SMEM

HEAP_BASE = 1 << 32
CLUSTER_SHIFT = 32
CLUSTER_MASK = (1 << CLUSTER_SHIFT) - 1


@dataclass
class Allocation:
    base: int
    data: np.ndarray  # uint8
    name: str
    readonly: bool = False

    @property
    def end(self) -> int:
        return self.base + self.data.size


class Heap:
    """The generic address space: GMEM buffers and host/stack memory."""

    def __init__(self):
        self.allocs: list[Allocation] = []
        self._bases: list[int] = []
        self._next = HEAP_BASE

    def alloc(self, nbytes: int, name: str, align: int = 256, data: np.ndarray | None = None,
              readonly: bool = False) -> Allocation:
        base = (self._next + align - 1) // align * align
        buf = np.zeros(nbytes, np.uint8) if data is None else data
        a = Allocation(base, buf, name, readonly)
        self.allocs.append(a)
        self._bases.append(base)
        self._next = base + max(nbytes, 1) + 256  # a gap, so that running off the end faults
        return a

    def find(self, addr: int, nbytes: int) -> Allocation:
        i = bisect.bisect_right(self._bases, addr) - 1
        if i >= 0:
            a = self.allocs[i]
            if addr + nbytes <= a.end:
                return a
            raise MemoryFault(
                f"out-of-bounds access: {nbytes} bytes at byte offset {addr - a.base} of "
                f"{a.name} ({a.data.size} bytes)")
        raise MemoryFault(f"out-of-bounds access: address {addr:#x} is not inside any buffer")


@dataclass
class MemStats:
    bytes_read: dict = field(default_factory=lambda: {GENERIC: 0, SMEM: 0, CLUSTER: 0, "tmem": 0})
    bytes_written: dict = field(default_factory=lambda: {GENERIC: 0, SMEM: 0, CLUSTER: 0, "tmem": 0})


def _check_align(addrs: np.ndarray, align: int):
    if align > 1:
        bad = addrs % align
        if bad.any():
            i = int(np.flatnonzero(bad)[0])
            raise MemoryFault(f"misaligned access: address {int(addrs[i]):#x} (thread {i}) is not "
                              f"{align}-byte aligned")


def region(ctx, space: str, addrs: np.ndarray, nbytes: int, write: bool = False):
    """The byte array and base-relative offsets of an access of nbytes at each of ``addrs``.

    Returns (array, offsets) with offsets an int64 array like addrs.
    """
    if space == SMEM:
        mem = ctx.cta.smem
        offs = addrs
        lo, hi = int(offs.min()), int(offs.max())
        if lo < 0 or hi + nbytes > mem.size:
            bad = int(offs[(offs < 0) | (offs + nbytes > mem.size)][0])
            raise MemoryFault(f"out-of-bounds shared memory access: {nbytes} bytes at offset {bad} "
                              f"(dynamic shared memory is {mem.size} bytes)")
        ctx.cta.hazards.check(offs, nbytes, write)
        return mem, offs
    if space == CLUSTER:
        ranks = addrs >> CLUSTER_SHIFT
        r0 = int(ranks.min())
        if r0 != int(ranks.max()):
            raise MemoryFault("one access touches the shared memory of several CTAs (not supported)")
        cl = ctx.cta.cluster
        if not 0 <= r0 < len(cl.ctas):
            raise MemoryFault(f"cluster shared memory access to CTA rank {r0}, but the cluster has "
                              f"{len(cl.ctas)} CTAs")
        mem = cl.ctas[r0].smem
        offs = addrs & CLUSTER_MASK
        lo, hi = int(offs.min()), int(offs.max())
        if hi + nbytes > mem.size:
            raise MemoryFault(f"out-of-bounds cluster shared memory access: {nbytes} bytes at offset "
                              f"{hi} of CTA rank {r0} ({mem.size} bytes)")
        cl.ctas[r0].hazards.check(offs, nbytes, write)
        return mem, offs
    if space == GENERIC:
        heap = ctx.machine.heap
        lo, hi = int(addrs.min()), int(addrs.max())
        a = heap.find(lo, nbytes)
        if hi + nbytes > a.end:
            raise MemoryFault(f"out-of-bounds access: {nbytes} bytes at byte offset {hi - a.base} of "
                              f"{a.name} ({a.data.size} bytes)")
        if write and a.readonly:
            raise MemoryFault(f"write to read-only memory ({a.name})")
        return a.data, addrs - a.base
    raise MemoryFault(f"access to unsupported address space {space}")


def active_addrs(ctx, addrs: np.ndarray) -> np.ndarray:
    """Addresses with the inactive threads' replaced by an active thread's (masked loads)."""
    m = ctx.mask
    if m is None or addrs.shape[0] == 1:
        return addrs
    if not m.any():
        return None
    first = addrs[np.argmax(m)]
    return np.where(m, addrs, first)


def load(ctx, space: str, addrs: np.ndarray, dtype: np.dtype, tail: tuple = (), align: int | None = None):
    """Read one value of ``dtype`` x ``tail`` per thread; result shape (len(addrs), *tail)."""
    dtype = np.dtype(dtype)
    n = int(np.prod(tail)) if tail else 1
    nbytes = dtype.itemsize * n
    a = active_addrs(ctx, np.asarray(addrs, np.int64))
    if a is None:
        return np.zeros((len(addrs), *tail), dtype)
    _check_align(a, align or dtype.itemsize)
    mem, offs = region(ctx, space, a, nbytes)
    if nbytes == 1:
        raw = mem[offs][:, None]
    else:
        raw = mem[offs[:, None] + np.arange(nbytes)]
    ctx.machine.stats.bytes_read[space] += nbytes * len(offs)
    if dtype == np.bool_:
        return raw.reshape(len(offs), *tail).astype(np.bool_)
    return raw.view(dtype).reshape(len(offs), *tail)


def store(ctx, space: str, addrs: np.ndarray, values: np.ndarray, dtype: np.dtype, tail: tuple = (),
          align: int | None = None):
    """Write ``values`` (shape (1|T, *tail)) at each active thread's address."""
    dtype = np.dtype(dtype)
    addrs = np.asarray(addrs, np.int64)
    n = int(np.prod(tail)) if tail else 1
    nbytes = dtype.itemsize * n
    T = max(addrs.shape[0], values.shape[0])
    addrs = np.broadcast_to(addrs, (T,))
    vals = np.broadcast_to(np.asarray(values, dtype), (T, *tail))
    m = ctx.mask
    if m is not None and T > 1:
        if not m.any():
            return
        if not m.all():
            addrs = addrs[m]
            vals = vals[m]
    _check_align(addrs, align or dtype.itemsize)
    mem, offs = region(ctx, space, addrs, nbytes, write=True)
    if dtype == np.bool_:
        raw = vals.astype(np.uint8).reshape(len(offs), nbytes)
    else:
        raw = np.ascontiguousarray(vals).view(np.uint8).reshape(len(offs), nbytes)
    if nbytes == 1:
        idx = offs
        mem[offs] = raw[:, 0]
    else:
        idx = offs[:, None] + np.arange(nbytes)
        mem[idx] = raw
    if space == SMEM:
        ctx.cta.hazards.generic_write(ctx.name, mem.size, idx)
    ctx.machine.stats.bytes_written[space] += nbytes * len(offs)


def store_uniform(ctx, space: str, addr: int, data: np.ndarray):
    """Write the bytes of ``data`` at one address (no mask: the caller chose the thread)."""
    raw = np.ascontiguousarray(data).view(np.uint8).reshape(-1)
    mem, offs = region(ctx, space, np.array([addr], np.int64), raw.size, write=True)
    o = int(offs[0])
    mem[o:o + raw.size] = raw
    ctx.machine.stats.bytes_written[space] += raw.size
