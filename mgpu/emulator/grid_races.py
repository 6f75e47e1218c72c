"""Races between the CTAs of one grid on GMEM, found in one process.

The CTAs of a grid run concurrently on hardware; nothing orders two of them but what they do through
memory (atomics, release / acquire accesses and fences: PTX ISA 9.1 §8, memory consistency model). One
process runs them one after another (machine.py), so a byte one CTA writes and another reads or writes
would get the schedule's order silently. Per launch, :class:`GridAccesses` keeps, per byte of each GMEM
allocation a CTA accesses, which CTA last wrote it, atomically updated it, and which two CTAs (of different
clusters) read it; an access is a race when another cluster's conflicting access of the byte is there:

- a read of a byte another CTA wrote or atomically updated (read-after-write);
- a write of a byte another CTA wrote, read or atomically updated;
- an atomic (``red`` / ``atom`` on GMEM, a TMA reduction) of a byte another CTA wrote or read.
  Atomics of one byte by several CTAs do not race with each other (PTX ISA 9.1 §8.6, atomicity: a grid-wide
  reduction where every CTA adds is correct).

The CTAs of one cluster are one agent here: their barrier.cluster orders them, and their SMEM races are
hazards.py's.

Writes that leave bytes as they were (docs/design/grid_races.md, rules 4 and 5; PTX ISA 9.1 §8: the model does
not make a data race undefined, a read returns the value of some write to the byte, coherence orders the writes):

- a write over another CTA's write or read is a race only if it changes the byte (checked once written:
  ``settle``), e.g. every CTA storing the same broadcast block (tests/corpus pallas_async_store_smem_atomic); two
  CTAs of one batch writing one byte in one store are reported whatever they write (the values are not known per
  CTA there; a run that raises reruns the batch one CTA at a time, which checks the values);
- a plain read (a generic-proxy load, memory.py's) of a byte every write of which in this launch was a plain
  store of the read's size and alignment that left it unchanged is not one (jax's ``CoreMapTest.test_cluster``:
  every CTA copies one ref onto itself): each such store wrote the byte's value at the launch's start, so the
  read returns it in every coherence order. ``SAME`` keeps that size per byte (0: no such store, or a write or
  atomic of the byte that was not one: it changed the byte, was a copy (TMA, bulk: the async proxy), or was of
  another size or alignment; a read is then checked as any other).

A mixed-size race of equal bytes between two writes, e.g. a 4-byte store over part of another CTA's TMA store, is
outside the model's axioms (§8, mixed-size data races) and is not told apart here: a missed race at worst, as
docs/design/jax_tests_racing_equal_stores.md discusses.

A launch whose kernel can order CTAs of different clusters through GMEM (GPU- or system-scope fences, acquire /
release or volatile accesses: ``communication(grid=True)``, e.g. Pallas' semaphores) is not checked: its plain accesses
may be ordered by what this module does not model (a missed race, never a false one). A fence or access scoped to a
CTA or a cluster, restricted to shared memory, a fence of mbarrier inits or a proxy fence with no release / acquire
(jax 0.12's ``fence.mbarrier_init.release.cluster``, ``fence.proxy.async``) orders nothing between two clusters:
only operations whose scopes each include the other's thread synchronise (PTX ISA 9.1 §8.7, morally strong
operations; §9.7.13.4, membar / fence). Every other launch is checked, however it runs
(one CTA at a time or in batches, machine.Batch; and jobs.py runs a launch whose shares raced again in one
process, so --jobs N reports what one process does).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from mgpu.dialect.diagnostics.emulator import sync as diag
from mgpu.emulator.gmem_records import Record, Records
from mgpu.emulator.gmem_region import Boxes, Indexed, Region
from mgpu.emulator.races import race

READ, WRITE, ATOMIC = "r", "w", "a"
SAME = "s"  # per byte: the size of the plain stores, all leaving it unchanged, that wrote it (0: none such)

# Ops through which the CTAs of a grid can order their GMEM accesses; inline PTX by its opcode's first part
_COMMUNICATING_OPS = ("llvm.atomicrmw", "llvm.cmpxchg", "llvm.fence", "memref.atomic_rmw", "memref.generic_atomic_rmw",
                      "nvvm.fence.proxy.release", "nvvm.fence.proxy.acquire", "nvvm.membar", "nvvm.fence.sc.cluster")
_COMMUNICATING_PTX = ("atom", "red", "fence", "membar", "multimem", "ld.acquire", "ld.relaxed", "ld.volatile",
                      "st.release", "st.relaxed", "st.volatile")
_ORDERING_QUALIFIERS = {"acquire", "release", "acq_rel", "sc", "volatile"}
# ... of which those that order nothing between two clusters (communication's grid); and the scopes that cannot
_WITHIN_CLUSTER_OPS = ("nvvm.fence.sc.cluster",)
_WITHIN_CLUSTER = {"cta", "cluster"}


def communication(ops, grid: bool = False) -> str | None:
    """The first op (walking ``ops`` and their regions) through which CTAs may communicate via GMEM,
    described, or None. ``grid``: only the ops that may order GMEM accesses of CTAs of different clusters, what
    this module's check cannot model (relaxed atomics order nothing: this module checks them; nor do ops scoped
    to a CTA or cluster, the module's docstring says why). Else (--jobs) every fence and atomic, whatever its
    scope: a launch split wrongly gives wrong outputs, one kept whole only costs time."""
    from xdsl.dialects import llvm

    from mgpu.dialect.diagnostics import location_of, op_name
    from mgpu.emulator.ptx import PtxError, mlir_unescape, parse_inline_asm

    for top in ops:
        for op in top.walk():
            name = op_name(op)
            if name in _COMMUNICATING_OPS and not (grid and name in _WITHIN_CLUSTER_OPS) or \
                    name.startswith(("nvvm.atom", "nvvm.red")) or \
                    (name in ("llvm.load", "llvm.store") and _atomic(op.properties.get("ordering"))):
                return f"'{name}' at {location_of(op)}"
            if isinstance(op, llvm.InlineAsmOp):
                try:
                    asm = parse_inline_asm(mlir_unescape(op.asm_string.data), mlir_unescape(op.constraints.data))
                except PtxError:
                    return f"'{name}' at {location_of(op)}"  # (what it does is not known here)
                if any(_communicates(".".join((i.opcode, *i.modifiers)), grid) for i in asm.instructions):
                    return f"'{name}' at {location_of(op)}"
    return None


def _communicates(opcode: str, grid: bool) -> bool:
    """Whether the PTX instruction ``opcode`` (with its modifiers, dotted) may order GMEM accesses of CTAs (``grid``:
    of CTAs of different clusters, communication)."""
    if not opcode.startswith(_COMMUNICATING_PTX):
        return False
    if not grid:
        return True
    parts = set(opcode.split("."))
    if any(p.startswith(("shared", "sync_restrict")) for p in parts) or parts & _WITHIN_CLUSTER:
        return False  # (shared memory only, e.g. red.async's shared::cluster; or a CTA's or a cluster's scope)
    if opcode.startswith("fence.mbarrier_init"):
        return False  # (orders mbarrier inits only)
    if opcode.startswith(("fence.proxy", "membar.proxy")):
        return bool(parts & {"acquire", "release"})  # (bi-directional: one thread's accesses through two proxies)
    return not opcode.startswith(("atom", "red")) or bool(parts & _ORDERING_QUALIFIERS)  # (relaxed: checked)


def _atomic(ordering) -> bool:
    """Whether an llvm.load / llvm.store's ``ordering`` property makes it atomic (0: not_atomic, LLVM's
    AtomicOrdering)."""
    value = getattr(ordering, "value", None)
    return ordering is not None and getattr(value, "data", value) != 0


class GridAccesses:
    """The GMEM accesses of one launch's CTAs (``grid``, ``cluster``: the launch's shapes), per allocation and
    byte: the CTA (its linear index in the grid plus one; 0: none) of the last write, the last atomic, and of
    two reads by different clusters: 2 bytes (4 in a grid of 32768 CTAs or more) per byte of each buffer read, and
    of each written; and 1 byte (``SAME``) per byte of a buffer where a plain store left its bytes unchanged. A TMA
    box (or a batch's evenly spaced boxes) whose bytes no other access has met is kept as a record instead
    (gmem_records.py: its region, CTAs and kind), its tags written only once another access meets them: a grid whose
    CTAs each copy their own boxes (an elementwise kernel: two 256 MiB inputs in, a third out) keeps no per-byte
    tags where it kept 1.5 GiB, and finds the same races in the same order, each at the same byte."""

    def __init__(self, grid, cluster, room: int | None = None):
        self.grid = tuple(int(g) for g in grid)
        self.cluster = tuple(int(c) for c in cluster)
        # bytes the tags may take (what --max-memory leaves beside the buffers; None: no limit); past it the
        # launch's races between CTAs are no longer checked, and ``dropped`` says how much they needed
        self.room = room
        self.dropped: int | None = None
        self._tags: dict = {}  # id(allocation) -> {kind: int32 array per byte}
        self._allocs: dict = {}  # id(allocation) -> allocation (kept alive while its tags are)
        # id(allocation) -> its box accesses not yet tagged per byte (gmem_records.py: a record a box, no tags
        # until another access meets its bytes)
        self._records: dict = {}
        self._box_records: dict = {}  # (allocation, map, coordinates, CTA, kind) -> a box's Record (_box_record)
        # writes to look at once written (settle): over another CTA's access (_Later), or plain (_Plain)
        self._pending: list = []
        # (a tag per byte of each buffer accessed: 2 bytes where the grid's CTAs are numbered in 15 bits)
        self._dtype = np.int16 if self.grid[0] * self.grid[1] * self.grid[2] < 1 << 15 else np.int32
        # (the boxes' geometry of the last batch's boxes and its spans: a batch's loads and store copy the
        # same boxes of tensors of one shape, at the same offsets in their buffers) -> (Boxes, spans)
        self._last_boxes: tuple = (None, None)

    # ------------------------------------------------------------------ who
    def tag_of(self, block_id) -> int:
        gx, gy, _ = self.grid
        return int(block_id[0]) + gx * (int(block_id[1]) + gy * int(block_id[2])) + 1

    def tags_of(self, bids) -> np.ndarray:
        """Per thread of a batched context (its block ids, machine.Batch), the CTA's tag."""
        gx, gy, _ = self.grid
        return (bids[0] + gx * (bids[1] + gy * bids[2]) + 1).astype(np.int32)

    def _unit(self, tags: np.ndarray) -> np.ndarray:
        """The cluster of each tag (0: none)."""
        if self.cluster == (1, 1, 1):
            return tags
        gx, gy, _ = self.grid
        cx, cy, cz = self.cluster
        t = tags.astype(np.int64) - 1
        x, y, z = t % gx // cx, t // gx % gy // cy, t // (gx * gy) // cz
        return np.where(tags > 0, x + gx // cx * (y + gy // cy * z) + 1, 0)

    def label(self, tag: int) -> str:
        gx, gy, _ = self.grid
        t = int(tag) - 1
        return f"CTA ({t % gx}, {t // gx % gy}, {t // (gx * gy)})"

    # ------------------------------------------------------------------ accesses by a context
    def read(self, ctx, a, offs, nbytes: int, plain: bool = False) -> None:
        """``ctx``'s threads read ``nbytes`` at each of ``offs`` (of allocation ``a``): one offset (a
        uniform access: each CTA of a batched context's), one per thread, or one per active thread. ``plain``: a
        generic-proxy load (``ld``; not a copy of the async proxy), to which the unchanged-write rule applies."""
        self._by(ctx, a, offs, nbytes, READ, plain)

    def write(self, ctx, a, offs, nbytes: int, plain: bool = False) -> None:
        """``plain``: a generic-proxy store (``st``), whose bytes left unchanged a plain read may ignore."""
        self._by(ctx, a, offs, nbytes, WRITE, plain)

    def atomic(self, ctx, a, offs, nbytes: int) -> None:
        self._by(ctx, a, offs, nbytes, ATOMIC)

    def box(self, ctx, a, tm, coords, kind: str, rows: bool = False) -> None:
        """A TMA copy by ``ctx`` (one CTA's context) of ``tm``'s box at ``coords`` (``rows``: the rows
        ``coords[1:]`` at column ``coords[0]``, tile::gather4 / scatter4) from or into allocation ``a``:
        its in-bounds elements (a box's: a strided view of the tags, gmem_region.py)."""
        if ctx.cta is None:
            return
        who = self.tag_of(ctx.cta.block_id)
        record = None if rows else self._box_record(a, tm, coords, who, kind)
        if record is not None:
            region, w = record.region, record.w
            self._guarded(a, kind, lambda: self._record(a, region, record) or self._at(a, region, w, kind))
            return
        at = [(coords[0], r) for r in coords[1:]] if rows else [coords]
        offs = []
        for c in at:
            off, ok = tm.box_addresses(c)
            ok = np.broadcast_to(ok, tm.box[::-1]).reshape(-1)
            offs.append(np.broadcast_to(off, tm.box[::-1]).reshape(-1)[ok])
        base = tm.base - a.base
        self.access(a, np.concatenate(offs) + base, tm.elem_bytes, kind, who)

    def _box_record(self, a, tm, coords, who: int, kind: str) -> Record | None:
        """The record of one box's access (:meth:`box`), or None where its bytes are not a region (Region.of_box).
        Made once per allocation, map, coordinates, CTA and kind in a launch (records are not changed once made):
        a persistent kernel's CTAs copy the same boxes again, tile after tile."""
        key = (id(a), id(tm), who, kind, *coords)
        hit = self._box_records.get(key)
        if hit is not None and hit[0] is a and hit[1] is tm:
            return hit[2]
        region = Region.of_box(tm, coords, tm.base - a.base, a.contents.size)
        record = None if region is None else \
            Record.of(region, region.frame, np.array([region.corner]), region.shape, np.int32(who), kind)
        if len(self._box_records) > 4096:
            self._box_records.clear()
        self._box_records[key] = (a, tm, record)  # (a and tm held: their ids stay theirs)
        return record

    def boxes(self, ctxs: list, a, tm, coords, kind: str) -> None:
        """Box k at ``coords[d][k]`` copied by ``ctxs[k]`` (a batch's CTAs' contexts, tma.load_boxes / store_boxes): the
        boxes one after the other; a span of them at once where they are evenly spaced and none overlaps another:
        one record (:meth:`_record`), else, where none meets a conflicting access of another cluster, tagged at
        once (then none sees another's tags: the same tags, no report)."""
        if self._skips(a, kind):
            return  # (as each box would)
        some, spans = self._geometry(tm, coords, tm.base - a.base, a.contents.size) if len(ctxs) > 1 else (None, None)
        spans = spans or [(k, k + 1) for k in range(len(ctxs))]
        for k, j in spans:
            together = some.evenly(k, j) if j - k > 1 else None
            if together is not None:
                whos = self.tags_of(np.array([c.cta.block_id for c in ctxs[k:j]], np.int64).T)
                w = whos.reshape((-1,) + (1,) * (len(together.shape) - 1))
                mine = self._unit(w)
                record = Record.of(together, some.frame, some.corners[k:j], some.shapes[k], w, kind)
                if self._guarded(a, kind, lambda: self._record(a, together, record)):
                    continue
                if not self._conflicts(a, together, mine, kind):
                    self._guarded(a, kind, lambda: self._store(a, together, w, mine, kind))
                    continue
            for i in range(k, j):
                self.box(ctxs[i], a, tm, [int(x[i]) for x in coords], kind)

    def _geometry(self, tm, coords, base: int, size: int) -> tuple:
        """(Boxes, their spans) of the boxes at ``coords`` of ``tm`` at ``base`` of a buffer of ``size`` bytes
        (gmem_region.Boxes), or (None, None); those of the call before when they are the same boxes."""
        key = (tm.box, tm.dims, tm.strides, tm.elem_bytes, base, size,
               tuple(np.asarray(x, np.int64).tobytes() for x in coords))
        last, geometry = self._last_boxes
        if last != key:
            some = Boxes.of(tm, coords, base, size)
            geometry = (some, None if some is None else some.runs())
            self._last_boxes = (key, geometry)
        return geometry

    def _by(self, ctx, a, offs, nbytes: int, kind: str, plain: bool = False) -> None:
        if ctx.cta is None:
            return  # (host code)
        if ctx.batch is None:
            self.access(a, offs, nbytes, kind, self.tag_of(ctx.cta.block_id), plain=plain)
            return
        tags, m = self.tags_of(ctx.bids), ctx.mask
        n = 1 if np.ndim(offs) == 0 else np.asarray(offs).shape[0]
        if n == 1:  # (one access per CTA of the batch that has an active thread; a write: of one value)
            B = len(ctx.subs)
            per = tags.reshape(B, -1)[:, 0]
            if m is not None:
                per = per[m.reshape(B, -1).any(1)]
            self.access(a, np.repeat(np.asarray(offs, np.int64).reshape(-1), per.size), nbytes, kind, per, True, plain)
            return
        if m is not None and n == ctx.T:  # (a masked load's inactive threads: another's address)
            offs, tags = offs[m], tags[m]
        else:  # one offset per active thread, or k of them each (a vector red), thread-major
            act = tags if m is None else tags[m]
            if not act.size or n % act.size:
                return  # (not one access per active thread: no CTA to name; never met)
            tags = np.repeat(act, n // act.size) if n != act.size else act
        self.access(a, offs, nbytes, kind, tags, plain=plain)

    # ------------------------------------------------------------------ accesses
    def _table(self, a, kind: str) -> np.ndarray:
        per = self._tags.get(id(a))
        if per is None:
            per = self._tags[id(a)] = {}
            self._allocs[id(a)] = a
        t = per.get(kind)
        if t is None:
            dtype = np.uint8 if kind == SAME else self._dtype
            need = a.contents.size * np.dtype(dtype).itemsize
            if self.room is not None and need > self.room:
                raise _NoRoom(need)
            if self.room is not None:
                self.room -= need
            t = per[kind] = np.zeros(a.contents.size, dtype)
        return t

    def _peek(self, a, kind: str):
        per = self._tags.get(id(a))
        return None if per is None else per.get(kind)

    def access(self, a, offs, nbytes: int, kind: str, who, one_value: bool = False, plain: bool = False) -> None:
        """An access (``kind``: READ, WRITE or ATOMIC) of ``nbytes`` at each of ``offs`` (an int or an int64
        array, relative to allocation ``a``'s base) by the CTA(s) ``who`` (a tag, or one per offset). Two CTAs
        of a batch writing one byte in one access is a race, whatever they write (the values are not known
        here), unless ``one_value``: they all write the same bytes. ``plain``: a generic-proxy load or store
        (the unchanged-write rule, the module's docstring)."""
        self._guarded(a, kind, lambda: self._access(a, offs, nbytes, kind, who, one_value, plain))

    def _skips(self, a, kind: str) -> bool:
        return a.readonly and kind == READ or self.dropped is not None  # (nothing writes it; or no room to check)

    def _guarded(self, a, kind: str, do):
        """``do()``, an access of ``a``, unless :meth:`_skips`; where its tags would pass the room, the launch's
        races are no longer checked (``dropped``). What ``do()`` returns; True where it is not done or not to the
        end (nothing more to check)."""
        if self._skips(a, kind):
            return True
        try:
            return do()
        except _NoRoom as e:
            self.dropped = sum(t.nbytes for per in self._tags.values() for t in per.values()) + e.args[0]
            self._tags.clear()
            self._allocs.clear()
            self._pending.clear()
            self._records.clear()
            return True

    def _record(self, a, at, record: Record) -> bool:
        """Keep a copy of boxes (``at``: their bytes, one region) as ``record`` (gmem_records.py) where no tag
        nor other record is at its bytes, but for other reads' records if it is a read: True (it conflicts with no
        access so far: no race). Else False, the records it meets written out as tags, for the caller to check it
        against the tags."""
        if at.size == 0:
            return True  # (a box wholly out of bounds: no byte)
        records = self._records.get(id(a))
        span, read = at.span(), record.kind == READ
        if records is None or not records.meeting(records.near(span, writes=read), record):
            if not any(at.of(t).any() for t in self._tags.get(id(a), {}).values()):
                if records is None:
                    records = self._records[id(a)] = Records()
                    self._allocs[id(a)] = a
                records.add(record, read)
                return True
        if records is not None:
            self._write_out(a, records.take(records.meeting(records.near(span), record)))
        return False

    def _write_out(self, a, records: list) -> None:
        """The tags of ``records`` (taken from ``a``'s, in their accesses' order: their bytes untagged, and every
        record at a byte of theirs among them), as their accesses would have left them."""
        for r in records:
            self._store(a, r.region, r.w, self._unit(r.w), r.kind)

    def write_out_records(self) -> None:
        """Every record written out as tags (the tags of every access so far, as if none had been kept as a
        record)."""
        for key, records in list(self._records.items()):
            self._guarded(self._allocs[key], WRITE, lambda a=self._allocs[key], r=records: self._write_out(a, r.take_all()))

    def _access(self, a, offs, nbytes: int, kind: str, who, one_value: bool, plain: bool) -> None:
        idx = _bytes(offs, nbytes)
        if idx.size == 0:
            return
        if isinstance(who, np.ndarray) and who.size == 1:
            who = int(who.reshape(-1)[0])
        per_offset = isinstance(who, np.ndarray) and who.size > 1
        w = np.repeat(who, nbytes) if per_offset and nbytes > 1 else who
        # (plain and of one size and alignment, the unchanged-write rule's: offsets that are multiples of the
        # size, so that two such accesses of one byte are of the same bytes; the size fits SAME's byte)
        size = nbytes if plain and nbytes < 256 and not (np.asarray(offs) % nbytes).any() else 0
        at = Indexed(idx)
        records = self._records.get(id(a))
        if records:  # (a box's bytes meet its records itself: _record)
            self._write_out(a, records.take(records.near(at.span())))
        self._at(a, at, np.asarray(w, np.int32), kind, per_offset and not one_value, size)

    def _at(self, a, at, w: np.ndarray, kind: str, within: bool = False, size: int = 0) -> None:
        """An access of kind ``kind`` of the bytes ``at`` (gmem_region.py) by the CTAs ``w`` (one, or one per
        byte); ``within``: a race if two CTAs of it write one byte (_check_within); ``size``: a plain load or
        store of ``size`` bytes at multiples of it (0: not one; the unchanged-write rule)."""
        if at.size == 0:
            return
        mine = self._unit(w)
        same = None
        if kind == READ and size:  # (bytes only plain stores of this size wrote, leaving them unchanged)
            t = self._peek(a, SAME)
            same = None if t is None else at.of(t) == size
        elif kind == WRITE and size:
            same = self._unchanged_so_far(a, at, size)
        # (one report an access: the first kind of conflict found; a write's over another CTA's write or read only
        # if it changes the byte, settle)
        later = kind == WRITE
        raced = any(self._check(a, at, w, mine, against, kind, later and against != ATOMIC,
                                same if kind == READ and against == WRITE else None)
                    for against in _against(kind)) or within and later and self._check_within(a, at.idx, w)
        if same is not None and kind == WRITE and not raced and same.any():
            self._pending.append(_Plain(a, at.idx, a.contents[at.idx], same, size))
        self._store(a, at, w, mine, kind)  # (a run that reports races goes on as if the access were ordered)

    def _unchanged_so_far(self, a, at, size: int) -> np.ndarray:
        """Per byte of a plain store of ``size`` bytes (:meth:`_at`, before its tags): whether, should the store
        leave it unchanged, it is still a byte only plain stores of ``size`` bytes wrote, all leaving it unchanged
        (SAME): no write or atomic of it yet, or only such stores."""
        none = np.ones(at.size, bool)
        for t in (self._peek(a, WRITE), self._peek(a, ATOMIC)):
            if t is not None:
                none &= at.of(t) == 0
        t = self._peek(a, SAME)
        return none if t is None else none | (at.of(t) == size)

    def _store(self, a, at, w: np.ndarray, mine, kind: str) -> None:
        """The tags of an access (:meth:`_at`) once checked."""
        if kind != READ:
            at.put(self._table(a, WRITE if kind == WRITE else ATOMIC), w)
            same = self._peek(a, SAME)
            if same is not None:
                at.put(same, 0)  # (until settle finds a plain store's bytes unchanged)
            return
        r1 = self._table(a, READ)
        first = at.of(r1)
        if not first.any():
            at.put(r1, w)  # (no byte read before: a box's usual case, in one pass)
            return
        fu = self._unit(first)
        if w.size == 1 and (first != 0).all():
            mine_first = fu == mine
            if mine_first.all():
                return  # (every byte already read by this cluster)
            r2 = self._peek(a, "r2")
            if r2 is not None and (mine_first | (at.of(r2) == w)).all():
                return  # (every other byte's second reader this CTA already: the puts below would change nothing)
        other = (first != 0) & (fu != mine)  # (before the put: a region's ``first`` is a view of r1)
        at.put(r1, np.where(first == 0, w, first))
        if other.any():
            at.put_where(self._table(a, "r2"), other, w)

    def _tables(self, a, against: str) -> list:
        return [t for t in [self._peek(a, against)] + ([self._peek(a, "r2")] if against == READ else [])
                if t is not None]

    def _conflicts(self, a, at, mine, kind: str) -> bool:
        """Whether another cluster's access recorded at a byte of ``at`` conflicts with one of ``kind`` by
        ``mine`` (what :meth:`_at` checks of a copy, including the writes it leaves to :meth:`settle`)."""
        return any(self._others(a, at, mine, against) is not None for against in _against(kind))

    def _others(self, a, at, mine, against: str, same=None):
        """The first table of ``against`` accesses with one by another cluster than ``mine`` at a byte of ``at``
        (``same``: but at the bytes it marks, :meth:`_at`): its tags there and those bytes, or None."""
        for t in self._tables(a, against):
            them = at.of(t)
            if not them.any():
                continue  # (no byte accessed so: a box's usual case, in one pass)
            bad = (them != 0) & (self._unit(them) != mine)
            if same is not None:
                bad &= ~same
            if bad.any():
                return them, bad
        return None

    def _check(self, a, at, w, mine, against: str, kind: str, later: bool = False, same=None) -> bool:
        """A race if another cluster's ``against`` access of a byte of ``at`` is recorded (``later``: kept for
        :meth:`settle`, a race if the write then changes the byte; ``same``: :meth:`_others`')."""
        found = self._others(a, at, mine, against, same)
        if found is None:
            return False
        them, bad = found
        idx = at.bytes(np.flatnonzero(bad))
        whos = np.broadcast_to(w, them.shape)[bad]
        if later:
            self._pending.append(_Later(a, idx, a.contents[idx], whos, them[bad], kind, against))
            return False
        self._race(a, int(idx[0]), int(whos[0]), int(them[bad][0]), kind, against)
        return True

    def settle(self) -> None:
        """What the last writes left (a store's handler calls it after its write; the launch, at its end): a
        write over another CTA's write or read (:meth:`_check`) is a race where it changed the byte (two CTAs
        writing the same value leave the same bytes whichever is last: the PTX memory model does not make a
        data race undefined, a read returns some write's value); a plain store's bytes it left unchanged are
        marked so (SAME), where they were only so written before."""
        while self._pending:
            p = self._pending.pop(0)
            changed = p.a.contents[p.idx] != p.old
            if isinstance(p, _Plain):
                kept = p.same & ~changed
                if kept.any():
                    idx = p.idx if kept.all() else p.idx[kept]
                    self._guarded(p.a, WRITE, lambda: self._table(p.a, SAME).__setitem__(idx, p.size))
            elif changed.any():
                self._pending.clear()
                j = int(np.argmax(changed))
                self._race(p.a, int(p.idx[j]), int(p.whos[j]), int(p.them[j]), p.kind, p.against)
                return

    def _check_within(self, a, idx: np.ndarray, w: np.ndarray) -> bool:
        """Two CTAs of one batched write (machine.Batch) at one byte."""
        order = np.argsort(idx, kind="stable")
        s, sw = idx[order], w[order]
        su = self._unit(sw)
        bad = (s[1:] == s[:-1]) & (su[1:] != su[:-1])
        if bad.any():
            j = int(np.argmax(bad))
            self._race(a, int(s[j]), int(sw[j + 1]), int(sw[j]), WRITE, WRITE)
            return True
        return False

    def _race(self, a, byte: int, who: int, other: int, kind: str, against: str) -> None:
        race(diag.RACE_GMEM_BETWEEN_CTAS.format(
            what=_WHAT[kind], cta=self.label(who), byte=byte, buffer=a.name, cta2=self.label(other),
            did=_DID[against]))


def _against(kind: str) -> list[str]:
    """The kinds of access an access of ``kind`` conflicts with, in the order they are checked: atomics do not
    conflict with each other, reads not with reads."""
    return [WRITE] + ([ATOMIC] if kind != ATOMIC else []) + ([READ] if kind != READ else [])


@dataclass
class _Later:
    """A write's bytes ``idx`` of allocation ``a`` (``old``: their values before it) over the ``against``
    accesses of CTAs ``them`` (one per byte) by CTAs ``whos``: a race if it changed them (settle)."""
    a: object
    idx: np.ndarray
    old: np.ndarray
    whos: np.ndarray
    them: np.ndarray
    kind: str
    against: str


@dataclass
class _Plain:
    """A plain store of ``size`` bytes at multiples of it, of the bytes ``idx`` of allocation ``a`` (``old``:
    their values before it; ``same``: those that stay SAME's if it leaves them unchanged, settle)."""
    a: object
    idx: np.ndarray
    old: np.ndarray
    same: np.ndarray
    size: int


_WHAT = {READ: "this read", WRITE: "this write", ATOMIC: "this atomic"}
_DID = {READ: "read", WRITE: "wrote", ATOMIC: "atomically updated"}


def _bytes(offs, nbytes: int) -> np.ndarray:
    if isinstance(offs, (int, np.integer)):
        return np.arange(int(offs), int(offs) + nbytes, dtype=np.int64)
    o = np.asarray(offs, np.int64).reshape(-1)
    if nbytes == 1:
        return o
    return (o[:, None] + np.arange(nbytes, dtype=np.int64)).reshape(-1)


class _NoRoom(Exception):
    """A tag table would pass the room left (GridAccesses.room): its size in bytes."""
