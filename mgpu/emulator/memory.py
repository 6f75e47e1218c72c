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
import math
from dataclasses import dataclass, field

import numpy as np

from mgpu.dialect.diagnostics.emulator import memory as diag
from mgpu.emulator import pool
from mgpu.emulator.address_pattern import Pattern
from mgpu.emulator.errors import MemoryFault
from mgpu.emulator.lanes import cta_slices
from mgpu.emulator.types import CLUSTER, GENERIC, SMEM

HEAP_BASE = 1 << 32
CLUSTER_SHIFT = 32
CLUSTER_MASK = (1 << CLUSTER_SHIFT) - 1
# A generic address of a cluster CTA's shared memory (an !llvm.ptr<7> cast to !llvm.ptr, jax's
# utils.get_cluster_ptr at 0.12.0.1) is its cluster address plus this, far above the heap.
GENERIC_CLUSTER_WINDOW = 1 << 56


def cluster_address(offset, rank) -> np.ndarray:
    """The CLUSTER address of SMEM byte ``offset`` in the CTA of cluster rank ``rank`` (int64 arrays
    or ints, broadcast): ``rank << CLUSTER_SHIFT | offset``, what ``mapa.shared::cluster`` makes."""
    return (np.asarray(rank).astype(np.int64) << CLUSTER_SHIFT) | np.asarray(offset).astype(np.int64)


class Allocation:
    """One allocation of the generic heap: ``contents`` (uint8) to read, ``data`` to write.

    A *borrowed* allocation (a run's inputs) reads the caller's array in place, through a
    read-only view; the first ``data`` (any write: store, TMA store, bulk copy, atomic) replaces
    it by a private copy. So an input the kernel only reads is never copied, and the caller's
    array is never modified. A *local* allocation is threads' private memory (an alloca: each thread its own
    bytes, made anew by each context that runs the op), which no other CTA can reach."""

    __slots__ = ("base", "contents", "name", "readonly", "borrowed", "local")

    def __init__(self, base: int, data: np.ndarray, name: str, readonly: bool = False, borrowed: bool = False,
                 local: bool = False):
        self.base = base
        self.name = name
        self.readonly = readonly
        self.borrowed = borrowed
        self.local = local
        if borrowed:
            data = data.view()
            data.flags.writeable = False
        self.contents = data

    @property
    def data(self) -> np.ndarray:
        """The bytes, to write into (a borrowed array is copied first)."""
        if self.borrowed:
            own = pool.take(self.contents.size, zero=False)
            own[:] = self.contents
            self.contents = own
            self.borrowed = False
        return self.contents

    @property
    def end(self) -> int:
        return self.base + self.contents.size


class Heap:
    """The generic address space: GMEM buffers and host/stack memory."""

    def __init__(self):
        self.allocs: list[Allocation] = []
        self._bases: list[int] = []
        self._next = HEAP_BASE
        self.journal = None  # host_replay.Record: what a recorded host prefix allocates and touches
        self.record = None  # gmem_record.GmemRecord: what a worker process's CTAs access (jobs.py)
        self.grid = None  # grid_races.GridAccesses: the running launch's CTAs' accesses (races between CTAs)

    def note_read(self, a: Allocation) -> None:
        """A read of allocation ``a`` whose bytes the caller does not name (a TMA or bulk copy's source, a
        tensor map): in a worker process of a split launch, the buffer is recorded as read (jobs.py)."""
        if self.record is not None:
            self.record.access(a, 0, 0, False)

    def accessed(self, ctx, a: Allocation, offs, nbytes: int, write: bool = False, atomic: bool = False,
                 plain: bool = False) -> None:
        """``ctx``'s access of ``nbytes`` at each of ``offs`` (an int or an int64 array, relative to ``a``'s base;
        an ``atomic`` one is a ``write``; a ``plain`` one a generic-proxy load or store, not a copy): recorded for a
        worker process of a split launch (gmem_record.py) and for the races between the launch's CTAs
        (grid_races.py; not a local allocation's: one CTA's own)."""
        if self.record is not None:
            self.record.access(a, offs, nbytes, write)
        if self.grid is not None and not a.local:
            g = self.grid
            if atomic:
                g.atomic(ctx, a, offs, nbytes)
            else:
                (g.write if write else g.read)(ctx, a, offs, nbytes, plain)

    def alloc(self, nbytes: int, name: str, align: int = 256, data: np.ndarray | None = None,
              readonly: bool = False, borrowed: bool = False, local: bool = False) -> Allocation:
        """``borrowed``: ``data`` is the caller's, copied on the first write; ``local``: threads' private memory
        (:class:`Allocation`)."""
        align = max(align, 16)  # element-wise access paths rely on 16-aligned bases
        base = (self._next + align - 1) // align * align
        buf = pool.take(nbytes) if data is None else data
        a = Allocation(base, buf, name, readonly, borrowed, local)
        self.allocs.append(a)
        self._bases.append(base)
        self._next = base + max(nbytes, 1) + 256  # a gap, so that running off the end faults
        if self.journal is not None:
            self.journal.made(a, nbytes, name, align, readonly)
        return a

    def find(self, addr: int, nbytes: int) -> Allocation:
        i = bisect.bisect_right(self._bases, addr) - 1
        if i >= 0:
            a = self.allocs[i]
            if addr + nbytes <= a.end:
                if self.journal is not None:
                    self.journal.found(i, a)
                return a
            raise MemoryFault(
                diag.ACCESS_OUT_OF_BOUNDS.format(nbytes=nbytes, addr=addr - a.base, a_name=a.name,
                                                 size=a.contents.size))
        raise MemoryFault(diag.ADDRESS_OUTSIDE_BUFFERS.format(addr=addr))


@dataclass
class MemStats:
    bytes_read: dict = field(default_factory=lambda: {GENERIC: 0, SMEM: 0, CLUSTER: 0, "tmem": 0})
    bytes_written: dict = field(default_factory=lambda: {GENERIC: 0, SMEM: 0, CLUSTER: 0, "tmem": 0})


def _check_align(addrs: np.ndarray, align: int):
    if align > 1:
        if addrs.shape[0] == 1:  # one address: no array reduction
            if not int(addrs[0]) % align:
                return
        bad = addrs & (align - 1) if not align & (align - 1) else addrs % align
        if bad.any():
            i = int(np.flatnonzero(bad)[0])
            raise _misaligned(int(addrs[i]), i, align)


def _misaligned(addr: int, thread: int, align: int) -> MemoryFault:
    return MemoryFault(f"misaligned access: address {addr:#x} (thread {thread}) is not {align}-byte aligned")


def _written(a: Allocation) -> np.ndarray:
    """The bytes of heap allocation ``a`` for a generic write."""
    if a.readonly:
        raise MemoryFault(diag.WRITE_TO_READ_ONLY.format(a_name=a.name))
    return a.data


def _heap_one(ctx, addr: int, nbytes: int, align: int, write: bool):
    """(bytes, offset) of a GENERIC access of ``nbytes`` at one address: the checks of
    ``_check_align`` and :func:`region` (same faults) without arrays (host code, uniform scalars)."""
    if align > 1 and addr % align:
        raise _misaligned(addr, 0, align)
    heap = ctx.machine.heap
    a = heap.find(addr, nbytes)
    heap.accessed(ctx, a, addr - a.base, nbytes, write, plain=True)
    return (_written(a) if write else a.contents), addr - a.base


def store_one(ctx, addr: int, row: np.ndarray, nbytes: int, align: int) -> None:
    """A GENERIC store of one contiguous value (``row``, ``nbytes`` bytes) at one address, with
    the checks and faults of :func:`store`: host code setting up descriptors does little else."""
    mem, o = _heap_one(ctx, addr, nbytes, align, True)
    mem[o:o + nbytes] = row.reshape(-1).view(np.uint8)
    settle_grid(ctx)
    ctx.machine.stats.bytes_written[GENERIC] += nbytes


def settle_grid(ctx) -> None:
    """After a GMEM write: the checks of the launch's races between CTAs that wait for the written bytes
    (grid_races.GridAccesses.settle)."""
    if ctx.machine.heap.grid is not None:
        ctx.machine.heap.grid.settle()


def region(ctx, space: str, addrs: np.ndarray, nbytes: int, write: bool = False, atomic: bool = False):
    """The byte array and base-relative offsets of an access of nbytes at each of ``addrs`` (an ``atomic`` one:
    a ``write`` that races with no other atomic, grid_races.py).

    Returns (array, offsets) with offsets an int64 array like addrs.
    """
    if addrs.shape[0] == 1:
        lo = hi = int(addrs[0])
    else:
        lo, hi = int(addrs.min()), int(addrs.max())
    if space in (SMEM, CLUSTER) and ctx.cta is None:
        raise MemoryFault(diag.SMEM_ACCESS_IN_HOST_CODE)
    if space == SMEM:
        cta = ctx.cta
        mem = cta.smem
        offs = addrs
        if lo < 0 or hi + nbytes > mem.size:
            bad = int(offs[(offs < 0) | (offs + nbytes > mem.size)][0])
            raise MemoryFault(diag.SMEM_OUT_OF_BOUNDS.format(nbytes=nbytes, bad=bad, size=mem.size))
        hz = cta.hazards
        if hz.incoming or (write and (hz.uncommitted or hz.groups)):
            hz.check(offs, nbytes, write, ctx.hb)
        if hz.rd is not None and not write:
            hz.record_read(ctx, offs, nbytes)
        return mem, offs
    if space == CLUSTER:
        r0 = lo >> CLUSTER_SHIFT
        if r0 != hi >> CLUSTER_SHIFT:
            raise MemoryFault(diag.ACCESS_SPANS_CTAS)
        cl = ctx.cta.cluster
        if not 0 <= r0 < len(cl.ctas):
            raise MemoryFault(diag.CLUSTER_RANK_OUT_OF_RANGE.format(r0=r0, n_ctas=len(cl.ctas)))
        mem = cl.ctas[r0].smem
        offs = addrs & CLUSTER_MASK
        hi = hi & CLUSTER_MASK
        if hi + nbytes > mem.size:
            raise MemoryFault(diag.CLUSTER_SMEM_OUT_OF_BOUNDS.format(nbytes=nbytes, hi=hi, r0=r0, size=mem.size))
        peer = cl.ctas[r0]
        if peer.peers is not None:
            peer.peers.accessed(ctx)
        hz = peer.hazards
        hz.check(offs, nbytes, write, ctx.hb)
        if hz.rd is not None and not write:
            hz.record_read(ctx, offs, nbytes)
        return mem, offs
    if space == GENERIC:
        if lo >= GENERIC_CLUSTER_WINDOW:
            return region(ctx, CLUSTER, addrs - GENERIC_CLUSTER_WINDOW, nbytes, write)
        heap = ctx.machine.heap
        a = heap.find(lo, nbytes)
        if hi + nbytes > a.end:
            raise MemoryFault(diag.ACCESS_END_OUT_OF_BOUNDS.format(nbytes=nbytes, hi=hi - a.base, a_name=a.name,
                                                                   size=a.contents.size))
        heap.accessed(ctx, a, addrs - a.base, nbytes, write, atomic, plain=True)
        return (_written(a) if write else a.contents), addrs - a.base
    raise MemoryFault(diag.UNSUPPORTED_ADDRESS_SPACE.format(space=space))


def active_addrs(ctx, addrs: np.ndarray) -> np.ndarray:
    """Addresses with the inactive threads' replaced by an active thread's (masked loads)."""
    m = ctx.mask
    if m is None or addrs.shape[0] == 1:
        return addrs
    if not m.any():
        return None
    first = addrs[np.argmax(m)]
    return np.where(m, addrs, first)


_ARANGE: dict = {}


def cached_arange(n: int) -> np.ndarray:
    """``np.arange(n)`` as int64, made once per n (read-only: callers share it)."""
    a = _ARANGE.get(n)
    if a is None:
        a = _ARANGE[n] = np.arange(n, dtype=np.int64)
        a.flags.writeable = False
    return a


def typed_view(mem: np.ndarray, dtype: np.dtype) -> np.ndarray:
    """``mem`` (uint8) viewed as an array of ``dtype`` (a trailing partial element dropped)."""
    isz = dtype.itemsize
    if isz == 1:
        return mem.view(dtype)
    n = mem.size - mem.size % isz
    return (mem if n == mem.size else mem[:n]).view(dtype)


def load(ctx, space: str, addrs: np.ndarray, dtype: np.dtype, tail: tuple = (), align: int | None = None):
    """Read one value of ``dtype`` x ``tail`` per thread; result shape (len(addrs), *tail)."""
    if ctx.batch is not None:
        return _load_batched(ctx, space, addrs, np.dtype(dtype), tail, align)
    return _load(ctx, space, addrs, dtype, tail, align)


def _load(ctx, space, addrs, dtype, tail, align):
    if dtype.__class__ is not np.dtype:
        dtype = np.dtype(dtype)
    isz = dtype.itemsize
    n = math.prod(tail)
    nbytes = isz * n
    if addrs.__class__ is not np.ndarray or addrs.dtype != np.int64:
        addrs = np.asarray(addrs, np.int64)
    a = active_addrs(ctx, addrs) if ctx.mask is not None else addrs
    if a is None:
        return np.zeros((len(addrs), *tail), dtype)
    al = align or isz
    if a.shape[0] == 1 and space == GENERIC and dtype != np.bool_:
        mem, o = _heap_one(ctx, int(a[0]), nbytes, al, False)
        ctx.machine.stats.bytes_read[space] += nbytes
        return mem[o:o + nbytes].view(dtype).reshape(1, *tail).copy()
    _check_align(a, al)
    mem, offs = region(ctx, space, a, nbytes)
    T = offs.shape[0]
    ctx.machine.stats.bytes_read[space] += nbytes * T
    if dtype == np.bool_:
        raw = mem[offs][:, None] if nbytes == 1 else mem[offs[:, None] + cached_arange(nbytes)]
        return raw.reshape(T, *tail).astype(np.bool_)
    if T == 1:
        o = int(offs[0])
        return mem[o:o + nbytes].view(dtype).reshape(1, *tail).copy()
    # element-wise when the offsets are element aligned (always when the addresses are: heap
    # allocation bases are multiples of 16 and SMEM/cluster offsets keep the low address bits)
    if isz == 1 or al % isz == 0 or not (offs & (isz - 1)).any():
        typed = typed_view(mem, dtype)
        idx = offs >> (isz.bit_length() - 1) if isz > 1 else offs
        if n == 1:  # (a one-element vector keeps its axis: (T, 1), as every other load's (T, *tail))
            return typed[idx].reshape(T, *tail)
        return typed[idx[:, None] + cached_arange(n)].reshape(T, *tail)
    raw = mem[offs[:, None] + cached_arange(nbytes)]
    return raw.view(dtype).reshape(T, *tail)


def store(ctx, space: str, addrs: np.ndarray, values: np.ndarray, dtype: np.dtype, tail: tuple = (),
          align: int | None = None):
    """Write ``values`` (shape (1|T, *tail)) at each active thread's address."""
    if ctx.batch is not None:
        return _store_batched(ctx, space, addrs, values, np.dtype(dtype), tail, align)
    return _store(ctx, space, addrs, values, dtype, tail, align)


def _store(ctx, space, addrs, values, dtype, tail, align):
    if dtype.__class__ is not np.dtype:
        dtype = np.dtype(dtype)
    isz = dtype.itemsize
    if addrs.__class__ is not np.ndarray or addrs.dtype != np.int64:
        addrs = np.asarray(addrs, np.int64)
    n = math.prod(tail)
    nbytes = isz * n
    if values.__class__ is not np.ndarray or values.dtype != dtype:
        values = np.asarray(values, dtype)
    ta, tv = addrs.shape[0], values.shape[0]
    T = ta if ta >= tv else tv
    if ta != T:
        addrs = addrs.repeat(T)
    vals = values  # one row (every thread stores it) or one per thread
    if vals.shape[1:] != tail:
        vals = np.broadcast_to(vals, (tv, *tail))
    if T == 1 and space == GENERIC and dtype != np.bool_:
        return store_one(ctx, int(addrs[0]), np.ascontiguousarray(vals), nbytes, align or isz)
    m = ctx.mask
    if m is not None and T > 1:
        if not m.any():
            return
        if not m.all():
            addrs = addrs[m]
            if tv == T:
                vals = vals[m]
    _check_align(addrs, align or isz)
    mem, offs = region(ctx, space, addrs, nbytes, write=True)
    k = offs.shape[0]
    if k == 1:
        o = int(offs[0])
        if dtype == np.bool_:
            mem[o:o + nbytes] = vals.reshape(-1).astype(np.uint8)
        else:
            mem[o:o + nbytes] = np.ascontiguousarray(vals).view(np.uint8).reshape(-1)
    elif dtype != np.bool_ and (isz == 1 or (align or isz) % isz == 0 or not (offs & (isz - 1)).any()):
        # (the offsets are element aligned where the addresses are, as _load's: _check_align made sure of it)
        typed = typed_view(mem, dtype)
        idx = offs >> (isz.bit_length() - 1) if isz > 1 else offs
        if n == 1:
            typed[idx] = vals.reshape(vals.shape[0])
        else:
            typed[idx[:, None] + cached_arange(n)] = vals.reshape(vals.shape[0], n)
    else:
        if vals.shape[0] != k:
            vals = np.broadcast_to(vals, (k, *tail))
        if dtype == np.bool_:
            raw = vals.astype(np.uint8).reshape(k, nbytes)
        else:
            raw = np.ascontiguousarray(vals).view(np.uint8).reshape(k, nbytes)
        if nbytes == 1:
            mem[offs] = raw[:, 0]
        else:
            mem[offs[:, None] + cached_arange(nbytes)] = raw
    if space == SMEM:
        ctx.cta.hazards.generic_write(ctx.name, mem.size, offs, nbytes)
    elif ctx.cta is not None:
        _cluster_write(ctx, mem, offs, nbytes)
        settle_grid(ctx)
    ctx.machine.stats.bytes_written[space] += nbytes * k


def _cluster_write(ctx, mem: np.ndarray, offs: np.ndarray, nbytes: int, atomic: bool = False) -> None:
    """A store (an ``atomic``: red / atom) of ``nbytes`` at each of ``offs`` of ``mem``, which :func:`region` found
    for a cluster or generic address: if ``mem`` is the SMEM of a CTA of the cluster, recorded in that CTA's hazards,
    as its own context's SMEM store or as a peer CTA's (a generic pointer may address a cluster CTA's SMEM too)."""
    cl = ctx.cta.cluster
    if cl is None or len(cl.ctas) == 1:
        return
    owner = next((cta for cta in cl.ctas if cta.smem is mem), None)
    if owner is ctx.cta:
        (owner.hazards.atomic_write if atomic else owner.hazards.generic_write)(ctx.name, mem.size, offs, nbytes)
    elif owner is not None:
        (owner.hazards.peer_atomic if atomic else owner.hazards.peer_write)(ctx, offs, nbytes)


def atomic_written(ctx, space: str, mem: np.ndarray, offs: np.ndarray, nbytes: int) -> None:
    """Atomics of ``nbytes`` at each of ``offs`` of ``mem`` (:func:`region`'s), recorded as the SMEM hazards'
    (hazards.CtaHazards.atomic_write: this CTA's; peer_atomic: a peer CTA's, through a cluster or generic address)."""
    if space == SMEM:
        ctx.cta.hazards.atomic_write(ctx.name, mem.size, offs, nbytes)
    elif ctx.cta is not None:
        _cluster_write(ctx, mem, offs, nbytes, atomic=True)


# ------------------------------------------------------------------ static address patterns (address_pattern.py)
_WIDE = {2: np.dtype(np.uint16), 4: np.dtype(np.uint32), 8: np.dtype(np.uint64), 16: np.dtype("V16")}


def _batched_access(ctx, pat: Pattern, base: int, dtype: np.dtype, n: int, write: bool):
    """(typed view of a batch's SMEM, index, wide) of an unmasked access of n elements of
    ``dtype`` by every thread at ``base + pat.offs``, or None: the general path (out of bounds, or a
    CTA's asynchronous copies own SMEM). When aligned, each thread's whole access is one element
    of a wide type (``wide``): a (CTAs, threads) block of a (CTAs, window) view when each CTA's
    threads access consecutive elements, else one index per thread; otherwise (threads, n)
    element indices. The pattern may be several accesses' one after the other (fuse.py: each the
    context's threads' offsets, :meth:`Pattern.by_cta`); a block then holds each CTA's accesses in
    turn. Cached per pattern, base and batch shape."""
    bt = ctx.batch
    if not bt.hazards_idle(write):
        return None
    k = ("access", base, dtype, n, bt.S)
    e = pat.cache.get(k)
    if e is None or e[0] is not ctx.smem_off:
        if len(pat.cache) > 8:
            pat.cache.clear()
        e = pat.cache[k] = (ctx.smem_off, _batched_index(ctx, pat, base, dtype, n))
    if e[1] is None:
        return None
    vdt, rows, index, wide = e[1]
    return bt.view(vdt, rows), index, wide


def _batched_index(ctx, pat: Pattern, base: int, dtype: np.dtype, n: int):
    """(view dtype, rows, index, wide) of :func:`_batched_access`, or None when out of bounds."""
    isz = dtype.itemsize
    nbytes = isz * n
    bt = ctx.batch
    if pat.offs.shape[0] % ctx.T or base + pat.lo < 0 or base + pat.hi + nbytes > bt.S:
        return None
    if nbytes in _WIDE and pat.align >= nbytes and base % nbytes == 0:
        reps = pat.offs.shape[0] // ctx.T
        run = pat.cta_run(bt.B, nbytes, reps)
        if run is not None and bt.stride % nbytes == 0:
            lo = run + base // nbytes
            return _WIDE[nbytes], True, (slice(None), slice(lo, lo + reps * ctx.T // bt.B)), True
        return _WIDE[nbytes], False, pat.batched(ctx.smem_off, nbytes, base), True
    ei = pat.batched(ctx.smem_off, isz, base)
    return dtype, False, ei if n == 1 else ei[:, None] + cached_arange(n), False


def _owned(hz, lo: int, hi: int, write: bool) -> bool:
    """Whether SMEM [lo, hi) may overlap a range an asynchronous copy still owns (hazards.py):
    such an access takes the general path, whose exact check names the race."""
    ranges = list(hz.incoming)
    if write:  # outgoing copies (TMA store, bulk copy) still reading
        ranges += [o for lst in hz.uncommitted.values() for o in lst]
        ranges += [o for gs in hz.groups.values() for g in gs for o in g]
    return any(r.lo < hi and lo < r.hi for r in ranges)


def _pattern_applies(ctx, space: str, base: int, pat: Pattern, dtype: np.dtype, align: int) -> bool:
    """Whether an unmasked SMEM or GENERIC access at ``base + pat.offs`` is aligned for the fast
    path."""
    isz = dtype.itemsize
    return not (ctx.mask is not None or space not in (SMEM, GENERIC) or base % isz or pat.align < isz
                or base % align or pat.align < align or dtype == np.bool_)


def _heap_target(ctx, base: int, pat: Pattern, nbytes: int, write: bool):
    """The heap allocation a GENERIC pattern access of every thread lies in entirely, or None
    (the general path reports faults; a one-address pattern there counts a batch's CTAs)."""
    if pat.offs.shape[0] != ctx.T:
        return None
    try:
        a = ctx.machine.heap.find(base + pat.lo, nbytes)
    except MemoryFault:
        return None
    if base + pat.hi + nbytes > a.end or write and a.readonly:
        return None
    ctx.machine.heap.accessed(ctx, a, base - a.base + pat.offs, nbytes, write, plain=True)
    return a


def load_pattern(ctx, space: str, base: int, pat: Pattern, dtype: np.dtype, tail: tuple, align: int):
    """A load at ``base + pat.offs`` by every thread (no mask, SMEM); None: take the general path
    (masked, batched, misaligned, out of bounds, or SMEM owned by an async copy)."""
    isz = dtype.itemsize
    if not _pattern_applies(ctx, space, base, pat, dtype, align):
        return None
    n = math.prod(tail)
    nbytes = isz * n
    if space == GENERIC:
        a = _heap_target(ctx, base, pat, nbytes, False)
        if a is None:
            return None
        ctx.machine.stats.bytes_read[space] += nbytes * ctx.T
        v = typed_view(a.contents, dtype)[pat.at(base - a.base, isz, n)[1]]
        return v if v.ndim == len(tail) + 1 else v.reshape(ctx.T, *tail)
    if ctx.batch is not None:
        acc = _batched_access(ctx, pat, base, dtype, n, False)
        if acc is None:
            return None
        mem, ei, wide = acc
        T = pat.offs.shape[0]
        ctx.machine.stats.bytes_read[space] += nbytes * T
        v = mem[ei]
        if wide:
            if T != ctx.T and ei.__class__ is tuple:  # (CTAs, accesses x threads) -> accesses, CTAs, threads
                v = v.reshape(ctx.batch.B, T // ctx.T, -1).swapaxes(0, 1)
            v = v.reshape(-1).view(dtype)
        return v.reshape(T, *tail)
    cta = ctx.cta
    mem = cta.smem
    hz = cta.hazards
    lo, hi = base + pat.lo, base + pat.hi + nbytes
    if lo < 0 or hi > mem.size or hz.incoming and _owned(hz, lo, hi, False):
        return None
    offs, ei = pat.at(base, isz, n)
    if hz.rd is not None:
        hz.record_read(ctx, offs, nbytes)
    T = offs.shape[0]
    ctx.machine.stats.bytes_read[space] += nbytes * T
    v = typed_view(mem, dtype)[ei]
    return v if v.ndim == len(tail) + 1 else v.reshape(T, *tail)


def store_pattern(ctx, space: str, base: int, pat: Pattern, values: np.ndarray, dtype: np.dtype, tail: tuple,
                  align: int) -> bool:
    """The store counterpart of :func:`load_pattern`; False: take the general path."""
    isz = dtype.itemsize
    if not _pattern_applies(ctx, space, base, pat, dtype, align):
        return False
    if values.__class__ is not np.ndarray or values.dtype != dtype:
        return False
    T = pat.offs.shape[0]
    if values.shape[0] not in (1, T) or values.shape[1:] != tail:
        return False
    n = math.prod(tail)
    nbytes = isz * n
    if space == GENERIC:
        a = _heap_target(ctx, base, pat, nbytes, True)
        if a is None:
            return False
        ei = pat.at(base - a.base, isz, n)[1]
        typed_view(a.data, dtype)[ei] = _rows(values, ei, n)
        settle_grid(ctx)
        ctx.machine.stats.bytes_written[space] += nbytes * T
        return True
    if ctx.batch is not None:
        acc = _batched_access(ctx, pat, base, dtype, n, True)
        if acc is None:
            return False
        bt = ctx.batch
        mem, ei, wide = acc
        if wide:
            w = np.ascontiguousarray(values).view(mem.dtype).reshape(values.shape[0])
            if w.shape[0] == 1 or ei.__class__ is not tuple:
                mem[ei] = w
            else:  # (accesses, CTAs, threads) -> each CTA's block, as load_pattern reads it
                mem[ei].reshape(bt.B, T // ctx.T, -1)[...] = w.reshape(T // ctx.T, bt.B, -1).swapaxes(0, 1)
        else:
            mem[ei] = values.reshape(values.shape[0], n) if n > 1 else values.reshape(values.shape[0])
        bt.generic_write(ctx, pat.batched(ctx.smem_off, 1, base), nbytes)
        ctx.machine.stats.bytes_written[space] += nbytes * T
        return True
    cta = ctx.cta
    mem = cta.smem
    hz = cta.hazards
    lo, hi = base + pat.lo, base + pat.hi + nbytes
    if lo < 0 or hi > mem.size or (hz.incoming or hz.uncommitted or hz.groups) and _owned(hz, lo, hi, True):
        return False
    offs, ei = pat.at(base, isz, n)
    typed_view(mem, dtype)[ei] = _rows(values, ei, n)
    hz.generic_write(ctx.name, mem.size, offs, nbytes)
    ctx.machine.stats.bytes_written[space] += nbytes * T
    return True


def _rows(values: np.ndarray, ei: np.ndarray, n: int) -> np.ndarray:
    """Values (1|T, *tail) shaped like the element indices ``ei`` ((T,) or (T, n)) of a store."""
    if values.ndim == ei.ndim:
        return values
    return values.reshape(values.shape[0], n) if n > 1 else values.reshape(values.shape[0])


# ------------------------------------------------------------------ batched contexts (machine.Batch)
def _part(v, lo, hi, N):
    return v[lo:hi] if v.shape[0] == N else v


def _load_split(ctx, space, addrs, dtype, tail, align):
    """Each CTA's load on its own context; the results stacked along the thread axis."""
    N = ctx.T
    addrs = np.asarray(addrs, np.int64)
    out = np.zeros((N, *tail), dtype)
    for sub, lo, hi in cta_slices(ctx):
        out[lo:hi] = _load(sub, space, _part(addrs, lo, hi, N), dtype, tail, align)
    return out


def _store_split(ctx, space, addrs, values, dtype, tail, align):
    N = ctx.T
    addrs = np.asarray(addrs, np.int64)
    values = np.asarray(values)
    for sub, lo, hi in cta_slices(ctx):
        _store(sub, space, _part(addrs, lo, hi, N), _part(values, lo, hi, N), dtype, tail, align)


def _load_batched(ctx, space, addrs, dtype, tail, align):
    bt = ctx.batch
    if addrs.__class__ is not np.ndarray or addrs.dtype != np.int64:
        addrs = np.asarray(addrs, np.int64)
    n = 1
    for d in tail:
        n *= d
    isz = dtype.itemsize
    nbytes = isz * n
    if space == GENERIC:
        try:
            v = _load(ctx, space, addrs, dtype, tail, align)
        except MemoryFault:
            return _load_split(ctx, space, addrs, dtype, tail, align)
        if v.shape[0] == 1:  # one read per CTA
            ctx.machine.stats.bytes_read[space] += nbytes * (bt.B - 1)
        return v
    if space != SMEM or dtype == np.bool_ or not bt.hazards_idle(False):
        return _load_split(ctx, space, addrs, dtype, tail, align)
    uniform = addrs.shape[0] == 1
    a = addrs if uniform or ctx.mask is None else active_addrs(ctx, addrs)
    if a is None:
        return np.zeros((ctx.T, *tail), dtype)
    if (a & ((align or isz) - 1)).any() if (align or isz) > 1 else False:
        return _load_split(ctx, space, addrs, dtype, tail, align)
    lo, hi = (int(a[0]), int(a[0])) if uniform else (int(a.min()), int(a.max()))
    if lo < 0 or hi + nbytes > bt.S:
        return _load_split(ctx, space, addrs, dtype, tail, align)
    offs = a + (bt.cta_off if uniform else ctx.smem_off)
    k = offs.shape[0]
    ctx.machine.stats.bytes_read[space] += nbytes * k
    mem = bt.smem
    if isz == 1 or not (offs & (isz - 1)).any():
        typed = typed_view(mem, dtype)
        idx = offs >> (isz.bit_length() - 1) if isz > 1 else offs
        v = (typed[idx] if n == 1 else typed[idx[:, None] + cached_arange(n)]).reshape(k, *tail)
    else:
        v = mem[offs[:, None] + cached_arange(nbytes)].view(dtype).reshape(k, *tail)
    return np.repeat(v, ctx.subs[0].T, axis=0) if uniform else v


def _store_batched(ctx, space, addrs, values, dtype, tail, align):
    bt = ctx.batch
    if addrs.__class__ is not np.ndarray or addrs.dtype != np.int64:
        addrs = np.asarray(addrs, np.int64)
    if values.__class__ is not np.ndarray or values.dtype != dtype:
        values = np.asarray(values, dtype)
    n = 1
    for d in tail:
        n *= d
    isz = dtype.itemsize
    nbytes = isz * n
    if space == GENERIC:
        try:
            _store(ctx, space, addrs, values, dtype, tail, align)
        except MemoryFault:
            return _store_split(ctx, space, addrs, values, dtype, tail, align)
        if addrs.shape[0] == 1 and values.shape[0] == 1 and (ctx.mask is None or ctx.mask.any()):
            ctx.machine.stats.bytes_written[space] += nbytes * (bt.B - 1)  # one write per CTA
        return None
    if space != SMEM or dtype == np.bool_ or not bt.hazards_idle(True):
        return _store_split(ctx, space, addrs, values, dtype, tail, align)
    T = ctx.subs[0].T
    m = ctx.mask
    if addrs.shape[0] == 1 and values.shape[0] == 1:
        offs = addrs + bt.cta_off  # one write per CTA (with an active thread)
        vals = np.broadcast_to(values, (bt.B, *tail))
        if m is not None:
            act = m.reshape(bt.B, T).any(axis=1)
            if not act.all():
                offs, vals = offs[act], vals[act]
        a = addrs
    else:
        N = ctx.T
        a = np.broadcast_to(addrs, (N,))
        offs = a + ctx.smem_off
        vals = np.broadcast_to(values, (N, *tail))
        if m is not None:
            if not m.all():
                a, offs, vals = a[m], offs[m], vals[m]
    if offs.shape[0] == 0:
        return None
    al = align or isz
    if al > 1 and (a & (al - 1)).any():
        return _store_split(ctx, space, addrs, values, dtype, tail, align)
    lo, hi = int(a.min()), int(a.max())
    if lo < 0 or hi + nbytes > bt.S:
        return _store_split(ctx, space, addrs, values, dtype, tail, align)
    mem = bt.smem
    k = offs.shape[0]
    if isz == 1 or not (offs & (isz - 1)).any():
        typed = typed_view(mem, dtype)
        idx = offs >> (isz.bit_length() - 1) if isz > 1 else offs
        if n == 1:
            typed[idx] = vals.reshape(k)
        else:
            typed[idx[:, None] + cached_arange(n)] = vals.reshape(k, n)
    else:
        raw = np.ascontiguousarray(vals).view(np.uint8).reshape(k, nbytes)
        mem[offs[:, None] + cached_arange(nbytes)] = raw
    bt.generic_write(ctx, offs, nbytes)
    ctx.machine.stats.bytes_written[space] += nbytes * k
    return None


def store_uniform(ctx, space: str, addr: int, data: np.ndarray):
    """Write the bytes of ``data`` at one address (no mask: the caller chose the thread)."""
    raw = np.ascontiguousarray(data).view(np.uint8).reshape(-1)
    mem, offs = region(ctx, space, np.array([addr], np.int64), raw.size, write=True)
    o = int(offs[0])
    mem[o:o + raw.size] = raw
    ctx.machine.stats.bytes_written[space] += raw.size


def memory_size(n: int) -> str:
    """``n`` bytes as a person reads it (1.5 GiB, 512.0 KiB, 100 bytes)."""
    for unit, k in (("GiB", 30), ("MiB", 20), ("KiB", 10)):
        if n >= 1 << k:
            return f"{n / (1 << k):.1f} {unit}"
    return f"{n} bytes"
