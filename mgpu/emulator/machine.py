"""The emulated machine: grid, clusters, CTAs, warpgroup execution contexts and the scheduler.

- Each warpgroup (128 threads; fewer for a CTA whose thread count is not a multiple of 128) of each
  CTA is one execution context: a generator that runs the launch body over numpy registers of
  shape (T,) and yields when it blocks (mbarrier wait, bar.sync, gpu.barrier, cluster wait ...).
  A wait blocks only its own warpgroup. The warpgroups in ``Machine.split`` run as one context per
  warp instead (warp specialization: docs/design/warp_specialization.md).
- The scheduler runs the CTAs of one cluster concurrently (round robin: a context runs until it
  blocks), clusters one after the other (CTAs of different clusters cannot wait on each other).
  When no context of the cluster can progress it stops with a deadlock report naming every
  blocked warpgroup, the op it is blocked in, and the state of what it waits on.
- Asynchronous copies (TMA, bulk copies, st.async, red.async) complete when issued: that is one
  legal schedule of the hardware, and it keeps runs deterministic.
- Batches: CTAs that are clusters of their own and run a batchable launch body
  (``CompiledBlock.batchable``) execute up to ``Machine.batch_max`` at a time as one
  :class:`Batch` -- one context per warpgroup over the stacked threads of all of them; ops without
  a batched rule run once per CTA on per-CTA contexts (``program.split_per_cta``). An error in a
  batch is marked ``in_batch``: run.Kernel.run then reruns one CTA at a time for the exact error.
  The first CTA of a batched launch runs on its own, its races tracked; a batch's CTAs take its
  verdict, and one that leaves its path is such an error (cta_path.py).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from types import MappingProxyType

import numpy as np

from mgpu.arch import WARP_SIZE, WARPGROUP_SIZE, WARPS_IN_WARPGROUP
from mgpu.dialect.diagnostics import location_of, op_name
from mgpu.dialect.diagnostics.emulator import run as diag
from mgpu.dialect.source_locations import source_suffix
from mgpu.emulator import cta_exit, cta_path, heap_top, pool
from mgpu.emulator.barriers import BatchCtaTable, BatchedNamedBarrier, MBarrierTable, NamedBarrier
from mgpu.emulator.cluster_launch import ClusterScheduler
from mgpu.emulator.cta_exit import PeerAccesses
from mgpu.emulator.errors import DeadlockError, EmulatorError
from mgpu.emulator.execute import CompiledBlock, run_block
from mgpu.emulator.grid_races import GridAccesses, communication
from mgpu.emulator.happens_before import WarpClocks
from mgpu.emulator.hazards import CtaHazards
from mgpu.emulator.memory import Heap, MemStats, memory_size, typed_view
from mgpu.emulator.printf_fifo import PrintfFifo

DEFAULT_MAX_STEPS = 20_000_000


@dataclass
class CTA:
    machine: "Machine"
    block_id: tuple[int, int, int]
    cluster_id: tuple[int, int, int]  # position inside the cluster
    rank: int
    nthreads: int
    smem: np.ndarray
    cluster: "Cluster" = None
    barriers: MBarrierTable = None
    named: dict = field(default_factory=dict)
    tmem: np.ndarray | None = None
    tmem_alloc: dict = field(default_factory=dict)  # column -> ncols
    tmem_permit: bool = True
    registers: dict = field(default_factory=dict)  # warpgroup -> registers per thread (setmaxregister)
    cp_async: dict = field(default_factory=dict)  # context name -> warp -> its cp.async groups (handlers/cp_async.py)
    hazards: CtaHazards = field(default_factory=CtaHazards)
    batch: "Batch" = None  # the batch this CTA runs in, if any; then ``index`` is its position there
    index: int = 0
    peers: PeerAccesses | None = None  # its SMEM's accesses by the other CTAs of its cluster (cta_exit.py)

    def named_barrier(self, ident: int) -> NamedBarrier:
        if self.batch is not None:
            return self.batch.named_barrier(ident).row(self.index)
        nb = self.named.get(ident)
        if nb is None:
            nb = self.named[ident] = NamedBarrier(ident)
        return nb

    def named_barriers(self) -> list:
        if self.batch is not None:
            return [nb.row(self.index) for nb in self.batch.named.values()]
        return list(self.named.values())

    @property
    def label(self) -> str:
        return f"CTA ({self.block_id[0]}, {self.block_id[1]}, {self.block_id[2]})"


@dataclass
class Cluster:
    ctas: list
    nthreads: int
    arrived: int = 0
    generation: int = 0


class Context:
    """One warpgroup of one CTA (or the host thread): T threads in lock step, with a mask."""

    def __init__(self, machine, cta, tid: np.ndarray, name: str):
        self.machine = machine
        self.cta = cta
        self.tid = tid  # linear thread index inside the CTA, shape (T,)
        self.T = tid.shape[0]
        self.all_idx = _frozen(("arange", self.T), lambda: np.arange(self.T))  # _active without a mask
        self.mask = None  # None = all threads active; else a bool array (T,)
        self.name = name
        self.steps = 0
        self.waiting = None  # (Wait, op) while blocked
        self.cluster_gen = 0  # generation of the cluster barrier at this context's last arrive
        self.yielded = None
        # key of the static-value caches (program.py): launch geometry, dynamic SMEM size and
        # warpgroup (and a batched context's batch size); None: never cached
        self.skey = None
        self.batch = None  # a Batch when this context runs one warpgroup of several CTAs at once
        self.bids = None  # batched block ids: per-thread int64 arrays (x, y, z)
        self.weight = 1  # warpgroup-instructions one executed op stands for (CTAs in the batch)
        self.hb = None  # happens_before.WarpClocks where several warps share SMEM (race checks)
        self.cur_op = None  # the op being executed, kept only where hb is set or races are reported (race messages)
        self.regs = None  # register_hazards.WgmmaRegisters where hb is set, from the first op its checks concern
        # (registers, 64xN matrix): the last wgmma's result registers, or the pairs a chain wrote, and the matrix
        # they hold (handlers/tensorcore.py, wgmma_chain.py)
        self.mma_acc = None
        self.path = None  # cta_path.Recording (a launch's first CTA) or Following (a batch), else None

    def active_count(self) -> int:
        return self.T if self.mask is None else int(self.mask.sum())


class Batch:
    """CTAs (each its own cluster) that run the launch body together: one execution context per
    warpgroup executes every CTA's copy of that warpgroup, registers stacked along the thread
    axis (CTA b owns threads [b*T, (b+1)*T)). SMEM of the CTAs is one array (CTA b's window at
    b*stride), and so is the state of each of their mbarriers and named barriers (barriers.Batched;
    each CTA sees its own through rows); ops without a batched rule run once per CTA on per-CTA
    contexts (``subs``)."""

    def __init__(self, ctas: list, smem: np.ndarray, smem_bytes: int, stride: int):
        self.ctas = ctas
        self.smem = smem
        self.S = smem_bytes
        self.stride = stride  # CTA b's SMEM window starts at b * stride in ``smem``
        self.B = B = len(ctas)
        self.mbarriers: dict = {}  # SMEM address -> barriers.BatchedMBarrier
        self.named: dict = {}  # barrier id -> BatchedNamedBarrier
        for b, cta in enumerate(ctas):
            cta.batch, cta.index = self, b
            cta.barriers = BatchCtaTable(self.mbarriers, b, B)
        self.hazards = [c.hazards for c in ctas]  # (hazards_idle)
        self.changes = [0]  # (CtaHazards.changes, shared)
        for hz in self.hazards:
            hz.changes = self.changes
        self._idle = [-1, None, None]  # (changes, idle for reads, idle for writes: None, not looked at since)
        self._views: dict = {}
        self.cta_off = _frozen(("cta_off", self.B, stride), lambda: np.arange(self.B, dtype=np.int64) * stride)

    def named_barrier(self, ident: int) -> BatchedNamedBarrier:
        nb = self.named.get(ident)
        if nb is None:
            nb = self.named[ident] = BatchedNamedBarrier(ident, self.B)
        return nb

    def per_cta(self, idx: np.ndarray, T: int) -> tuple:
        """How many of the threads ``idx`` (of a batched context of T threads per CTA) each CTA has,
        and that number if it is the same in all CTAs (else None)."""
        if idx.size == self.B * T:
            return _frozen(("per_cta", self.B, T), lambda: np.full(self.B, T, np.int64)), T
        n = np.bincount(idx // T, minlength=self.B)
        return n, int(n[0]) if (n == n[0]).all() else None

    def release(self):
        """Break the reference cycles of the finished batch (CTA <-> cluster and batch, barriers <->
        their per-CTA rows): reference counting then frees its ~1000 objects at once, which as cyclic
        garbage would cost a collection of the cyclic GC per 64 CTAs (~0.3 ms)."""
        for cta in self.ctas:
            cta.cluster = cta.batch = None
        for bb in (*self.mbarriers.values(), *self.named.values()):
            bb.release()

    def smem_off(self, T: int) -> np.ndarray:
        """Per thread of a batched context of T threads per CTA: the start of its CTA's SMEM window
        (the same array object in every batch of this shape: access patterns cache on it)."""
        return _frozen(("smem_off", self.B, self.stride, T), lambda: np.repeat(self.cta_off, T))

    def hazards_idle(self, write: bool) -> bool:
        """No CTA of the batch has async-copy ranges that a generic access (a write: ``write``)
        must be checked against (looked at again only after a change of such ranges)."""
        idle = self._idle
        if idle[0] != self.changes[0]:
            idle[:] = self.changes[0], None, None
        k = 2 if write else 1
        if idle[k] is None:  # (a range a read must be checked against, a write must be too)
            idle[k] = not (write and idle[1] is False) and not any(h.owns(write) for h in self.hazards)
        return idle[k]

    def view(self, dtype: np.dtype, rows: bool) -> np.ndarray:
        """The batch's SMEM as an array of ``dtype``; ``rows``: one row per CTA window (cached)."""
        v = self._views.get((dtype, rows))
        if v is None:
            v = typed_view(self.smem, dtype)
            v = self._views[dtype, rows] = v.reshape(self.B, -1) if rows else v
        return v

    def windows(self) -> np.ndarray:
        """The batch's SMEM as (CTAs, bytes of one CTA's SMEM): row b is CTA b's ``smem`` (cached)."""
        w = self._views.get("windows")
        if w is None:
            w = self._views["windows"] = self.smem[:self.B * self.stride].reshape(self.B, self.stride)[:, :self.S]
        return w

    @staticmethod
    def generic_write(ctx, offs: np.ndarray, nbytes: int):
        """Generic stores of ``nbytes`` at each of ``offs`` (into the batch's SMEM) by the batched
        context ``ctx``: one record in the list its CTAs' hazard trackers share
        (CtaHazards.share_writes)."""
        ctx.writes.append((offs, nbytes))


class Machine:
    batch_max = 64  # CTAs per batch (1: every CTA runs on its own)
    tracer = None  # a trace.Tracer recording the run (run_block wraps the closures), or None
    cancel_seed = None  # the seed of the cluster scheduler's answers to try_cancel (cluster_launch.py)
    # warpgroups (index in the CTA) whose warps run as contexts of their own: a warp of them waited
    # for another of them in a run before (DeadlockError.split; docs/design/warp_specialization.md)
    split: frozenset = frozenset()
    jobs = None  # a jobs.Jobs that may run a launch's CTAs on several processes (None: all here)

    def __init__(self, max_steps: int = DEFAULT_MAX_STEPS):
        heap_top.keep_freed_top()  # (a batch's fresh arrays in the pages the one before freed)
        self.heap = Heap()
        self.stats = MemStats()
        self.steps = 0
        self.max_steps = max_steps
        self.launches = 0
        self.ctas_run = 0
        self.ctas_launched = 0  # (the grids of the launches so far; ctas_done of them have finished)
        self.ctas_done = 0
        self.phases_completed = 0
        self.barrier_phases = 0
        self.launch_copies: dict = {}
        self.tracer = None  # (an instance attribute: run_block reads it on every block entry)
        self.clusters: ClusterScheduler | None = None  # the current launch's (cluster_launch.py)
        self.running: Context | None = None  # the context the scheduler resumed last (None: host code)
        self.races = None  # races.RaceReports of a run that reports races and goes on (None: they raise)
        self._warnings: dict[str, list] = {}
        self.printf = PrintfFifo()  # what gpu.printf printed (run.py gives it the stream to write to)
        self._ordering: dict = {}  # id(launch body) -> (body, its op ordering CTAs through GMEM, or None)

    def warn(self, kind: str, message: str):
        """Record a warning; one line per kind (first occurrence, with a count)."""
        w = self._warnings.get(kind)
        if w is None:
            self._warnings[kind] = [message, 1]
        else:
            w[1] += 1

    def warning_counts(self) -> list[tuple]:
        """(kind, (first message, times)) of each kind warned, in the order first warned."""
        return [(kind, tuple(w)) for kind, w in self._warnings.items()]

    @property
    def warnings(self) -> list[str]:
        return [m if n == 1 else f"{m} [{n} times]" for m, n in self._warnings.values()]

    # ------------------------------------------------------------------ launch
    def launch(self, body: CompiledBlock, host_R: list, grid, block, cluster, smem_bytes: int):
        self.launches += 1
        self.printf.new_launch(self.launches)
        gx, gy, gz = grid
        cx, cy, cz = cluster
        for g, c, d in ((gx, cx, "x"), (gy, cy, "y"), (gz, cz, "z")):
            if c <= 0 or g % c:
                raise EmulatorError(diag.GRID_NOT_MULTIPLE_OF_CLUSTER.format(g=g, d=d, c=c))
        self.ctas_launched += gx * gy * gz
        # (clusterlaunchcontrol.try_cancel may take clusters off this queue before they launch)
        self.clusters = ClusterScheduler((gx // cx, gy // cy, gz // cz), cluster, self.cancel_seed)
        known = self._ordering.get(id(body))
        if known is None or known[0] is not body:
            launch = [body.ops[0].parent_op()] if body.ops else []  # (all its ops: a body's compiled ones omit some)
            known = self._ordering[id(body)] = (body, communication(launch, grid=True))
        # (a kernel that can order its CTAs through GMEM is not checked: grid_races.py; nor one of one cluster)
        limit = getattr(self.heap, "max_memory", None)
        many = gx * gy * gz > cx * cy * cz
        self.heap.grid = GridAccesses(grid, cluster, None if limit is None else max(limit - self.heap.total, 0)) \
            if known[1] is None and many else None
        try:
            if self.jobs is None or not self.jobs.launch(self, body, host_R, grid, block, cluster, smem_bytes):
                self.run_clusters(body, host_R, grid, block, cluster, smem_bytes)
            g = self.heap.grid
            if g is not None:
                g.settle()
                if g.dropped is not None:
                    self.warn("grid-races", diag.GRID_RACES_NOT_CHECKED.format(
                        where=_launch_site(body), size=memory_size(g.dropped), limit=memory_size(limit)))
        finally:
            self.heap.grid = None

    def run_clusters(self, body: CompiledBlock, host_R: list, grid, block, cluster, smem_bytes: int):
        """Run the clusters of the launch's scheduler (``clusters``) to the last."""
        sched = self.clusters
        nthreads = block[0] * block[1] * block[2]
        if (self.batch_max > 1 and sched.left > 1 and cluster == (1, 1, 1) and nthreads % 32 == 0
                and not self.split and getattr(body, "batchable", False)):
            path = None
            if nthreads > WARP_SIZE:  # the first CTA on its own (the grid's, or a worker's share's: jobs.py): races
                # between its warps are checked there (batches track none), and the batches' CTAs follow its path
                # (else they run again without batches: cta_path.py)
                path = {}
                self._run_cluster(body, host_R, sched.launch_next()[0], grid, block, cluster, nthreads, smem_bytes,
                                  path)
                self.ctas_done = self.ctas_run
            while batch := sched.launch_aligned(self.batch_max):
                self._run_batch(body, host_R, batch, grid, block, cluster, nthreads, smem_bytes, path)
                self.ctas_done = self.ctas_run
            return
        while nxt := sched.launch_next():
            self._run_cluster(body, host_R, nxt[0], grid, block, cluster, nthreads, smem_bytes)
            self.ctas_done = self.ctas_run

    def _run_batch(self, body, host_R, idxs, grid, block, cluster, nthreads, smem_bytes, path: dict | None):
        """CTAs ``idxs`` (clusters of one CTA) as one batch (see :class:`Batch`); ``path``: what the first
        CTA's warpgroups ran of the ops cta_path.py checks (by first thread), None: none ran on its own."""
        B = len(idxs)
        stride = (smem_bytes + 1023) // 1024 * 1024
        big = pool.take(B * stride)
        ctas = []
        for b, bid in enumerate(idxs):
            cta = CTA(self, bid, (0, 0, 0), 0, nthreads, big[b * stride:b * stride + smem_bytes],
                      hazards=CtaHazards(members=_NO_MEMBERS))
            cta.cluster = Cluster([cta], nthreads)
            ctas.append(cta)
            self.ctas_run += 1
        batch = Batch(ctas, big, smem_bytes, stride)
        ids = np.array(idxs, np.int64).T  # (x, y, z) of each CTA: the batch's own (a frozen key per batch would
        # crowd out the ones batches share)
        contexts = []
        last = ctas[-1].block_id
        for w in range(0, nthreads, WARPGROUP_SIZE):
            tid = np.arange(w, min(w + WARPGROUP_SIZE, nthreads), dtype=np.int64)
            T = tid.shape[0]
            ctx = Context(self, ctas[0], _frozen(("tile", w, T, B), lambda: np.tile(tid, B)),
                          f"{ctas[0].label}..({last[0]}, {last[1]}, {last[2]}) warpgroup {w // WARPGROUP_SIZE}")
            ctx.grid, ctx.block, ctx.cluster_shape = grid, block, cluster
            ctx.skey = (grid, block, cluster, smem_bytes, w, B)
            ctx.batch = batch
            ctx.weight = B
            if path is not None:
                ctx.path = cta_path.Following(path[w])
            ctx.smem_off = batch.smem_off(T)
            bids = np.repeat(ids, T, axis=1)
            bids.flags.writeable = False
            ctx.bids = tuple(bids)
            subs = []
            for cta in ctas:
                sub = Context(self, cta, tid, f"{cta.label} warpgroup {w // WARPGROUP_SIZE}")
                sub.grid, sub.block, sub.cluster_shape = grid, block, cluster
                sub.skey = (grid, block, cluster, smem_bytes, w)
                subs.append(sub)
            ctx.subs = subs
            ctx.all_by_cta = [(sub, ctx.all_idx[b * T:(b + 1) * T]) for b, sub in enumerate(subs)]
            ctx.writes = []  # (Batch.generic_write)
            for b, sub in enumerate(subs):
                sub.cta.hazards.share_writes(sub.name, smem_bytes, ctx.writes, b * stride)
            R = list(host_R)
            z = np.zeros(1, np.int64)
            split = [_frozen(("tid", d, w, T, B, block), lambda: _split_tid(ctx.tid, block)[d]) for d in range(3)]
            vals = [*ctx.bids, *split, *grid, *block, z, z, z, *cluster]
            for s, v in zip(body.arg_slots, vals):
                R[s] = v if isinstance(v, np.ndarray) else np.array([v], np.int64)
            contexts.append([ctx, run_block(body, ctx, R)])
        try:
            self._schedule(contexts, ctas)
            self._finish(ctas, batch)
        except EmulatorError as e:
            e.in_batch = True  # run.Kernel.run reruns one CTA at a time for the exact error
            raise
        finally:
            batch.release()
            pool.give(big)

    def _run_cluster(self, body, host_R, cidx, grid, block, cluster, nthreads, smem_bytes, path: dict | None = None):
        """The cluster ``cidx``; ``path`` (a CTA's own, its warpgroups not split): record what its warpgroups
        run of the ops cta_path.py checks there, by first thread."""
        cx, cy, cz = cluster
        ctas = []
        for z in range(cz):
            for y in range(cy):
                for x in range(cx):
                    rank = x + y * cx + z * cx * cy
                    bid = (cidx[0] * cx + x, cidx[1] * cy + y, cidx[2] * cz + z)
                    smem = np.zeros(smem_bytes, np.uint8)
                    cta = CTA(self, bid, (x, y, z), rank, nthreads, smem)
                    cta.barriers = MBarrierTable(cta=rank)
                    cta.hazards.rank = rank
                    ctas.append(cta)
        cl = Cluster(ctas, nthreads * len(ctas))
        contexts = []
        agents = self._agents(nthreads)
        # another warp can access a CTA's SMEM: a peer CTA's (st.async, red.async), another warpgroup's
        # or another of its warpgroup (happens_before.py: every warp an agent)
        track = len(ctas) > 1 or nthreads > WARP_SIZE
        exits = {}  # (message, op) -> times: the races of accesses of a CTA's SMEM by its peers and its exit
        for cta in ctas:
            cta.cluster = cl
            self.ctas_run += 1
            if track:
                cta.hazards.track_reads(smem_bytes)
            if len(ctas) > 1:
                cta.peers = PeerAccesses(cta, exits)
            for w, n, what, key in agents:
                tid = np.arange(w, w + n, dtype=np.int64)
                ctx = Context(self, cta, tid, f"{cta.label} {what}")
                if track:
                    ctx.hb = WarpClocks(ctx.name, n)
                    cta.hazards.join(ctx)
                if path is not None:
                    ctx.path = cta_path.Recording(path.setdefault(w, []))
                ctx.grid = grid
                ctx.block = block
                ctx.cluster_shape = cluster
                ctx.skey = (grid, block, cluster, smem_bytes, key)
                R = list(host_R)
                for s, v in zip(body.arg_slots, _launch_args(cta, tid, grid, block, cluster)):
                    R[s] = v
                contexts.append([ctx, run_block(body, ctx, R)])
                if cta.peers is not None:
                    cta.peers.add(ctx)
        self._schedule(contexts, ctas)
        if exits:
            cta_exit.report(exits)
        self._finish(ctas)

    def _agents(self, nthreads: int) -> list[tuple]:
        """The execution contexts of a CTA: (first thread, thread count, name, static-cache key) of
        each warpgroup, or of each warp of the warpgroups in ``split`` (docs/design/warp_specialization.md)."""
        out = []
        for w in range(0, nthreads, WARPGROUP_SIZE):
            n = min(WARPGROUP_SIZE, nthreads - w)
            g = w // WARPGROUP_SIZE
            if g not in self.split:
                out.append((w, n, f"warpgroup {g}", w))
                continue
            for k in range(w, w + n, WARP_SIZE):  # (a warp's static values differ from its warpgroup's)
                out.append((k, min(WARP_SIZE, w + n - k), f"warpgroup {g} warp {(k - w) // WARP_SIZE}", ("warp", k)))
        return out

    def _finish(self, ctas, batch=None):
        if batch is None:
            self.barrier_phases += sum(b.phase for cta in ctas for _, b in cta.barriers)
            partial = None
        else:  # (the batch's barriers are arrays over its CTAs: the CTAs with a partial phase at once)
            bbs = batch.mbarriers.values()
            self.barrier_phases += sum(int(bb.field("phase").sum()) for bb in bbs)
            partial = {b for bb in bbs for b in np.flatnonzero(bb.partial()).tolist()}
        for cta in ctas:
            for addr, b in cta.barriers if partial is None or cta.index in partial else ():
                if b.valid and (b.pending != b.expected or b.tx != 0):
                    self.warn("mbarrier-partial", diag.EXIT_WITH_MBARRIER_PARTIAL.format(
                            label=cta.label, addr=addr, describe=b.describe()))
            pending = cta.hazards.pending_copies()
            if pending:
                self.warn("bulk-pending", diag.BULK_COPY_NEVER_WAITED.format(
                    cta=cta.label, what=pending[0].what,
                    more=f" (and {len(pending) - 1} more)" if len(pending) > 1 else ""))
            if cta.tmem is not None:
                cta.tmem.check_freed()

    def _schedule(self, contexts, ctas):
        live = contexts
        while live:
            progressed = False
            still = []
            for entry in live:
                ctx, gen = entry
                w = ctx.waiting
                if w is not None and not w[0].ready():
                    still.append(entry)
                    continue
                self.running = ctx
                try:
                    next(gen)
                    still.append(entry)
                except StopIteration:
                    if ctx.cta.peers is not None:
                        ctx.cta.peers.finished()
                progressed = True
            live = still
            if live and not progressed:
                err = DeadlockError(self._deadlock_report(live, ctas))
                # a warp of these warpgroups may wait for another warp of its own (warp specialization,
                # jax's pl.core_map over plgpu.WarpMesh): run warp by warp, they may progress
                err.split = frozenset(int(ctx.tid[0]) // WARPGROUP_SIZE for ctx, _ in live
                                      if _waiting_warps(ctx) is not None)
                raise err
        self.running = None

    def _deadlock_report(self, live, ctas) -> str:
        lines = ["deadlock: no warpgroup can make progress"]
        for ctx, _ in live:
            wait, op = ctx.waiting
            warps = _waiting_warps(ctx)
            branch = "" if warps is None else f" (in a branch that only its warps {warps} take)"
            lines.append(f"  {ctx.name} is blocked in '{op_name(op)}' at {location_of(op)}{source_suffix(op)}"
                         f"{branch}: {wait.describe()}")
        for cta in ctas:
            for d in cta.barriers.describe_all():
                lines.append(f"  {cta.label}: {d}")
            for nb in cta.named_barriers():
                if nb.arrived:
                    lines.append(f"  {cta.label}: {nb.describe()}")
        return "\n".join(lines)


def _waiting_warps(ctx) -> list[int] | None:
    """The warps (in their warpgroup) of a blocked context that take the branch it waits in, when
    some of its warps do not; else None."""
    m = ctx.mask
    if m is None or m.all():
        return None
    warps = ctx.tid // WARP_SIZE
    taking = np.unique(warps[m])
    if taking.size == np.unique(warps).size:
        return None
    return (taking % WARPS_IN_WARPGROUP).tolist()


_FROZEN: dict = {}
# a batched CTA's hazard members: none (its warps are not tracked: CtaHazards.join is for a CTA run alone), one
# read-only mapping for all instead of a weak dictionary each
_NO_MEMBERS = MappingProxyType({})


def _frozen(key, make):
    """A read-only array (or tuple of arrays) made once per key."""
    a = _FROZEN.get(key)
    if a is None:
        if len(_FROZEN) > 256:
            _FROZEN.clear()
        a = _FROZEN[key] = make()
        for x in a if isinstance(a, tuple) else (a,):
            x.flags.writeable = False
    return a


def _launch_args(cta, tid: np.ndarray, grid, block, cluster) -> tuple:
    """A warpgroup's launch body arguments (block ids, thread ids x/y/z, grid, block, cluster
    ids, cluster shape) as read-only int64 registers, made once per geometry."""
    one = lambda vs: tuple(np.array([v], np.int64) for v in vs)  # noqa: E731
    return _frozen(("args", cta.block_id, cta.cluster_id, int(tid[0]), tid.shape[0], grid, block, cluster),
                   lambda: one(cta.block_id) + _split_tid(tid, block) + one((*grid, *block, *cta.cluster_id, *cluster)))


def _split_tid(tid: np.ndarray, block):
    bx, by, _ = block
    return tid % bx, (tid // bx) % by, tid // (bx * by)


def _launch_site(body: CompiledBlock) -> str:
    """The launch op of a launch's body, located, for a message."""
    if not body.ops:
        return "a launch"
    op = body.ops[0].parent_op()
    return f"'{op_name(op)}' at {location_of(op)}"
