"""The process pool: the CTAs of a launch on several processes (``Kernel.run(jobs=N)``,
``mgpu-run --jobs N``), with the bits, the errors and the races of a run in one process.

One process runs a grid's clusters one after the other, in launch order (machine.py). A split
launch gives each of N worker processes a contiguous share of that order; each is a fork of the
machine at the launch (the prepared program, the heap, the host's registers), runs its share as
one process would, and sends back what its CTAs wrote to GMEM (gmem_record.py: exactly which
bytes) and what the run counts (instructions, bytes moved, barrier phases, warnings). The parent
then writes the shares' bytes in launch order and adds the counts: the bits of the sequential run,
as long as no CTA read what a CTA of another share wrote. That is checked, not assumed:

- a buffer one share writes and another reads (e.g. in place, ``x[i] += ...`` over the grid), or
  the same GMEM byte written by CTAs of two shares (a race: unordered CTAs of one grid): the launch
  runs again here, in one process, which finds the races between its CTAs (grid_races.py): --jobs N
  reports what one process reports, in its words.

Which launches split (the others run here, as before): a grid whose shares are worth the processes
(``SHARE_IN_BATCHES`` full batches of CTAs each; or, CTAs that run one at a time, the first of them run
here and counted, ``MIN_WORK_STEPS`` instructions of work left), clusters of one CTA (a cluster's CTAs share SMEM and
barriers), a kernel with no GMEM atomics, fences or acquire/release accesses (the ways CTAs of a
grid communicate through GMEM, e.g. Pallas' semaphores), that does not print (the order of the
output), not traced, not warp-split. A share of a batched launch runs its first CTA on its own, its races tracked,
as one process runs the grid's first: its batches take that CTA's verdict where they follow its path
(cta_path.py). A share that fails in any way but its time limit (a fault, a
deadlock, a race, the step or memory limit of the shares together, a GMEM write the record missed)
makes the parent run the launch again in one process, so the error and its report are one process's
exactly. What the launch allocates (per-thread scratch, the copy of the kernel's parameters) stays
in the workers: the parent's heap does not get it, so later allocations have other addresses than in
one process (addresses no kernel output holds; the memory limit counts the shares' bytes). A time
limit is each process's (its CPU time, or the wall clock) and is reported with where that share's
warpgroups were. Workers die with the parent (PR_SET_PDEATHSIG); on Ctrl-C or any error the parent
kills and reaps them before it returns. While the parent waits for the shares, the run's progress line
(progress.py) counts the workers' instructions and CTAs as they go.
"""

from __future__ import annotations

import ctypes
import mmap
import os
import pickle
import select
import signal

import numpy as np

from mgpu.dialect.diagnostics.emulator import run as diag
from mgpu.emulator import grid_races
from mgpu.emulator.errors import EmulatorError
from mgpu.emulator.gmem_record import GmemRecord
from mgpu.emulator.progress import WorkerCounts
from mgpu.interruptible_read import read_to_end

SHARE_IN_BATCHES = 1
"""A launch whose CTAs run in batches (machine.Batch) splits only into shares of at least this many full
batches: a batch's instruction costs the same whatever its size, so smaller shares cost more CPU than one
process (attention at seq 2048, 16 CTAs, split in 2: 1.37x the CPU; benchmarks/README.md)."""
MIN_WORK_STEPS = 60_000
"""A launch whose CTAs run one at a time splits when its first CTA's instructions times the CTAs left are at
least this (about a quarter of a CPU second at the ~250 k instructions/s of such kernels, benchmarks/README.md;
less: forking and merging cost about what they save); 0: from its first CTA. Counted, not timed, so that whether
a launch splits (and its shares' GMEM writes are compared) does not depend on the machine's load."""


def default_jobs() -> int:
    """The cores this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # (not Linux)
        return os.cpu_count() or 1


def communication(module) -> str | None:
    """The first op of ``module`` through which CTAs may communicate via GMEM (described), or None: atomics too
    (then the sequential schedule is not one a split can reproduce), and every fence whatever its scope. A fence
    scoped to a CTA or cluster orders nothing between two shares (PTX ISA 9.1 §8.7, morally strong operations:
    the grid-race check does not skip such kernels), but a launch kept whole here only costs time."""
    return grid_races.communication([module])


class Jobs:
    """Splits the launches of one run (``Machine.jobs``) over ``n`` processes. ``limit``: the run's
    run.TimeLimit (None: none); ``progress``: its progress.Progress (None: none)."""

    def __init__(self, n: int, limit=None, progress=None):
        self.n = n
        self.limit = limit
        self.progress = progress
        self.split = 0  # launches split so far
        self.again = 0  # launches run again in one process after a split (then the run's others are not split)

    def launch(self, m, body, host_R: list, grid, block, cluster, smem_bytes: int) -> bool:
        """Run the launch's clusters (``m.clusters``, none launched yet) on the workers; False:
        nothing was done, the launch is to run here."""
        sched = m.clusters
        ctas = sched.left
        if cluster != (1, 1, 1) or ctas < 2 or m.tracer is not None or m.split or self.again or self.n < 2:
            return False
        first = 0
        if m.batch_max > 1 and getattr(body, "batchable", False):
            n = min(self.n, ctas // max(1, SHARE_IN_BATCHES * m.batch_max))
        elif MIN_WORK_STEPS <= 0:  # (any work is worth it)
            n = min(self.n, ctas)
        else:  # (the first CTA here, counted: the launch splits if the others are worth it)
            steps = m.steps
            sched.only(0, 1)
            m.run_clusters(body, host_R, grid, block, cluster, smem_bytes)
            first = 1
            sched.only(first, ctas)
            n = min(self.n, ctas - first) if (m.steps - steps) * (ctas - first) >= MIN_WORK_STEPS else 1
        if n < 2:
            if first:  # (the rest here too)
                m.run_clusters(body, host_R, grid, block, cluster, smem_bytes)
            return first > 0
        shares = [(first + (ctas - first) * k // n, first + (ctas - first) * (k + 1) // n) for k in range(n)]
        remaining = None if self.limit is None else self.limit.end - self.limit.clock()
        shared, zeros = _shared_copies(m.heap.allocs)
        counts = WorkerCounts(n) if self.progress is not None else None
        workers = []
        try:
            for k, (lo, hi) in enumerate(shares):
                _fork(lambda w, k=k, lo=lo, hi=hi: self._work(
                    w, m, body, host_R, grid, block, cluster, smem_bytes, k, lo, hi, remaining, shared, zeros,
                    counts), workers)
            results = []
            for wk in workers:  # (in launch order; one that ended without a result ends the others)
                results.append(self._wait(wk, m, counts))
                if results[-1] is None:
                    break
        finally:
            statuses = _reap(workers)
        for res, status, share in zip(results, statuses, shares):
            if res is None:
                if os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGINT:
                    # Ctrl-C reached the process group: an interrupt here too, whether or not this process's own
                    # SIGINT has been handled yet (a tool's handler ignores the signals once it has run)
                    raise KeyboardInterrupt
                raise EmulatorError(diag.WORKER_ENDED.format(ctas=self._ctas(grid, share), how=_how(status)))
        if any(res["status"] != "ok" for res in results):  # (all there: none was None)
            for res in results:
                if res["status"] == "time":
                    err = self.limit.error()
                    err.where = res["where"]
                    raise err
            self.again += 1
            return False
        return self._merge(m, body, grid, shares, results, shared)

    # ------------------------------------------------------------------ the parent
    def _wait(self, worker, m, counts: WorkerCounts | None) -> dict | None:
        """The worker's result (``_result``); meanwhile, and when it comes, the progress line shows this
        process's counts plus the workers' (``counts``)."""
        if counts is None:
            return _result(worker)
        steps, ctas = m.steps, m.ctas_done  # (the workers' counts are since the fork)

        def show():
            more_steps, more_ctas = counts.totals()
            self.progress.update(steps + more_steps, ctas + more_ctas, m.ctas_launched)

        while not select.select([worker[1]], [], [], self.progress.every)[0]:
            show()
        result = _result(worker)
        show()
        return result

    def _merge(self, m, body, grid, shares, results, shared: dict) -> bool:
        """Take the shares' results in launch order (or refuse them: False, nothing changed)."""
        steps = sum(res["steps"] for res in results)
        limit = getattr(m.heap, "max_memory", None)
        allocated = sum(res["allocated"] for res in results)
        if m.steps + steps > m.max_steps or limit is not None and m.heap.total + allocated > limit:
            self.again += 1  # (one process stops at the limit: its error, exactly)
            return False
        writers: dict[int, list] = {}  # allocation index -> the shares that wrote it
        for k, res in enumerate(results):
            for i in res["written"]:
                writers.setdefault(i, []).append(k)
        for k, res in enumerate(results):
            if any(j != k for i in res["read"] for j in writers.get(i, ())):
                self.again += 1  # (a share read a buffer another writes: the sequential order matters)
                return False
        if _clash(writers, results):
            self.again += 1  # (a race: one process reports it, located at the op)
            return False
        for i, ks in writers.items():
            a = m.heap.allocs[i]
            if i in shared:  # (the workers wrote their bytes there, in place)
                a.contents = shared[i]
                continue
            dst = a.data
            for k in ks:
                bits, n, data = results[k]["written"][i]
                dst[np.unpackbits(bits, count=n).view(bool)] = data
        m.ctas_run += sum(res["ctas"] for res in results)
        m.ctas_done = m.ctas_run
        m.steps += steps  # (after the CTAs: a new count of steps refreshes the progress line)
        for res in results:
            m.barrier_phases += res["phases"]
            for space, v in res["bytes_read"].items():
                m.stats.bytes_read[space] += v
            for space, v in res["bytes_written"].items():
                m.stats.bytes_written[space] += v
            for kind, message, times in res["warnings"]:
                for _ in range(times):
                    m.warn(kind, message)
        self.split += 1
        return True

    @staticmethod
    def _ctas(grid, share) -> str:
        """The CTAs of a share of the launch order (x fastest), as the report names them."""
        def bid(i):
            return f"({i % grid[0]}, {i // grid[0] % grid[1]}, {i // (grid[0] * grid[1])})"
        first, end = share
        return f"CTA {bid(first)}" if end - first == 1 else f"CTAs {bid(first)}..{bid(end - 1)}"

    # ------------------------------------------------------------------ a worker
    def _work(self, w, m, body, host_R, grid, block, cluster, smem_bytes, k, first, end, remaining, shared,
              zeros, counts) -> None:
        """In worker ``k``: run clusters [first, end) and write the result to ``w`` (a file); the
        bytes it wrote of an allocation in ``shared`` go there, those of others into the result
        (``zeros``: the allocations whose bytes are all zero). Its progress goes to ``counts``."""
        if self.progress is not None:  # (the parent's line: never this process's)
            self.progress.to_worker(counts, k, m.steps, m.ctas_done)
        if self.limit is not None:  # (a fork's CPU time starts at zero)
            self.limit.end = self.limit.clock() + remaining
        m.jobs = None
        heap, stats = m.heap, m.stats
        allocated = getattr(heap, "total", 0)
        heap.record = rec = GmemRecord(heap.allocs, zeros)
        before = (m.steps, m.ctas_run, m.barrier_phases, dict(stats.bytes_read), dict(stats.bytes_written),
                  {kind: n for kind, (_, n) in m.warning_counts()})
        m.clusters.only(first, end)
        try:
            with np.errstate(all="ignore"):
                m.run_clusters(body, host_R, grid, block, cluster, smem_bytes)
        except Exception as e:  # (any but the time limit: one process's run says it exactly)
            if isinstance(e, EmulatorError) and self.limit is not None and self.limit.exceeded():
                pickle.dump({"status": "time", "where": m.where(e.trail)}, w)
            else:
                pickle.dump({"status": "again"}, w)
            return
        if self.progress is not None:  # (its last CTAs' counts)
            self.progress.update(m.steps, m.ctas_done, m.ctas_launched)
        if (m.races is not None and m.races.found) or rec.unrecorded():
            pickle.dump({"status": "again"}, w)
            return
        written = {}
        for i in rec.changed():
            mask = rec.written[i].view(bool)
            if i in shared:
                np.copyto(shared[i], heap.allocs[i].contents, where=mask)
                written[i] = (np.packbits(mask), mask.size, None)
            else:
                written[i] = (np.packbits(mask), mask.size, heap.allocs[i].contents[mask])
        steps, ctas, phases, read, wrote, warned = before
        pickle.dump({
            "status": "ok", "allocated": getattr(heap, "total", 0) - allocated, "steps": m.steps - steps,
            "ctas": m.ctas_run - ctas, "phases": m.barrier_phases - phases,
            "bytes_read": {k: v - read.get(k, 0) for k, v in stats.bytes_read.items()},
            "bytes_written": {k: v - wrote.get(k, 0) for k, v in stats.bytes_written.items()},
            "warnings": [(kind, message, n - warned.get(kind, 0)) for kind, (message, n) in m.warning_counts()
                         if n > warned.get(kind, 0)],
            "read": rec.read, "written": written,
        }, w, protocol=pickle.HIGHEST_PROTOCOL)


def _shared_copies(allocs: list) -> tuple[dict, frozenset]:
    """Allocation index -> a copy of its bytes in memory the workers share (anonymous shared mmap),
    for the allocations a launch writes in place (neither read-only nor the caller's inputs); and
    those of them whose bytes are all zero."""
    out, zeros = {}, set()
    for i, a in enumerate(allocs):
        if a.readonly or a.borrowed or not a.contents.size:
            continue
        buf = np.frombuffer(mmap.mmap(-1, a.contents.size), np.uint8)
        if a.contents.any():  # (a new mapping is zeros: an untouched output stays untouched)
            buf[:] = a.contents
        else:
            zeros.add(i)
        out[i] = buf
    return out, frozenset(zeros)


def _clash(writers: dict, results: list) -> bool:
    """Whether two shares wrote one byte."""
    for i, ks in writers.items():
        seen = None
        for k in ks:
            bits = results[k]["written"][i][0]
            if seen is not None and (bits & seen).any():
                return True
            seen = bits.copy() if seen is None else seen | bits
    return False


def _fork(work, workers: list) -> None:
    """A worker process running ``work(w)`` (``w``: the file its result goes to), added to ``workers``
    as (pid, the parent's end of the pipe, a file). The signals that end
    a run are blocked while it forks: the parent lists its worker before it handles one, and the
    worker ends by them, with no Python handler (it dies with its parent, or at Ctrl-C with the
    process group)."""
    ending = {signal.SIGINT, signal.SIGTERM, signal.SIGHUP}
    parent = os.getpid()
    r, w = os.pipe()
    blocked = signal.pthread_sigmask(signal.SIG_BLOCK, ending)
    try:
        pid = os.fork()
        if pid == 0:  # the worker: never returns
            status = 1
            try:
                os.close(r)
                _die_with_parent()
                for sig in ending:
                    signal.signal(sig, signal.SIG_DFL)
                if os.getppid() != parent:  # (the parent died before it could be asked to end this one)
                    os._exit(status)
                signal.pthread_sigmask(signal.SIG_SETMASK, blocked)
                with os.fdopen(w, "wb") as f:
                    work(f)
                status = 0
            finally:
                os._exit(status)
        os.close(w)
        workers.append((pid, os.fdopen(r, "rb")))
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, blocked)


def _die_with_parent() -> None:
    """SIGKILL this worker when its parent dies (Linux's prctl PR_SET_PDEATHSIG; elsewhere the
    parent's cleanup is all)."""
    try:
        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG = 1
    except (OSError, AttributeError):
        pass


def _result(worker: list) -> dict | None:
    """The result a worker wrote (read to the end), or None: it ended without one. The wait ends for a
    signal whenever it comes (mgpu/interruptible_read.py): a blocking read would miss one that came just
    before it, and wait for a worker that may never end."""
    try:
        return pickle.loads(read_to_end(worker[1].fileno()))
    except (EOFError, pickle.UnpicklingError):
        return None


def _how(status: int) -> str:
    if os.WIFSIGNALED(status):
        return f"killed by signal {os.WTERMSIG(status)} ({signal.Signals(os.WTERMSIG(status)).name})"
    return f"exit status {os.WEXITSTATUS(status)}"


def _reap(workers: list) -> list[int]:
    """End the workers (those still running) and wait for each: no orphan, no zombie. Their wait
    statuses. (The signals that end a run wait until all are reaped: none is left behind.)"""
    blocked = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT, signal.SIGTERM, signal.SIGHUP})
    try:
        statuses = []
        for pid, r in workers:
            r.close()
            os.kill(pid, signal.SIGKILL)  # (one that has exited is a zombie until waited for: never another process)
            statuses.append(os.waitpid(pid, 0)[1])
        return statuses
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, blocked)
