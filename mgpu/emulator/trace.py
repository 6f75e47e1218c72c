"""A run as Chrome Trace Event Format JSON (``mgpu-run --trace FILE``; opens in Perfetto or
chrome://tracing).

- Tracks: pid = CTA (0 is the host code; 1, 2, ... the CTAs in the order they first ran, the
  ``process_name`` metadata event names each, e.g. ``CTA (1, 0, 0)``), tid = warpgroup (its
  ``thread_name``).
- Clock: the emulator has none. ``ts`` is the executing context's count of executed ops (one op =
  1 µs), so the spans of one track are ordered and their lengths count instructions; tracks are not
  aligned with each other. ``args.step`` is the machine's global step counter when the op started
  (orders events across tracks, as the scheduler ran them).
- Instruction spans: complete events (``"ph": "X"``) named after the op, ``args.loc`` its
  FILE:LINE:COL. An op with regions (scf.for, scf.if ...) spans the ops it ran.
- Asynchronous operations (TMA load/store, cp.async.bulk, st.async / red.async, tcgen05.mma/ld/st/cp,
  wgmma): also an async span (``"ph": "b"`` / ``"e"``, ``cat": "async"``, one id each) from the
  issue to the completion. Copies complete at issue in the emulator, so the completion is the end
  of the issuing op (1 µs later) -- ``args.completes`` says so.
- mbarriers: an instant event (``"ph": "i"``) ``mbarrier phase complete`` for each phase an op
  completes (on the track of the op that completed it, whose barrier may be a peer CTA's; args:
  the barrier's CTA, address, the completed phase, tx and pending counts after it, the op);
  ``mbarrier wait`` at every try_wait/test_wait (args: address, parity, the barrier's phase, tx and
  pending counts, ``blocked``), ``wait`` where any other op blocks (cluster barrier, bar.sync ...),
  and ``wait done`` where a blocked warpgroup resumes; a flow event (``"s"`` -> ``"f"``, named
  ``mbarrier phase``) links the op that completed a phase to the first mbarrier wait that
  observes it (Perfetto draws it as an arrow, e.g. from a peer's last st.async to the try_wait).
- Cost: ``Machine.tracer`` is None unless tracing; ``execute.run_block`` checks it once per block
  entry and otherwise runs the unwrapped closures.
- Tracing runs every CTA on its own (no CTA batches) so that each CTA has its own tracks.
"""

from __future__ import annotations

import json

from xdsl.dialects import llvm

from mgpu.arch import WARP_SIZE
from mgpu.dialect.diagnostics import location_of, op_name
from mgpu.emulator.execute import Wait

ASYNC_KINDS = (
    ("cp.reduce.async.bulk.tensor", "TMA reduce"),
    ("cp.async.bulk.tensor", None),  # TMA load or store, by the direction
    ("cp.reduce.async.bulk", "bulk reduce"),
    ("cp.async.bulk", "bulk copy"),
    ("st.async", "st.async"),
    ("red.async", "red.async"),
    ("tcgen05.mma", "tcgen05.mma"),
    ("tcgen05.ld", "tcgen05.ld"),
    ("tcgen05.st", "tcgen05.st"),
    ("tcgen05.cp", "tcgen05.cp"),
    ("wgmma.mma_async", "wgmma"),
)
# ops after which the barriers of the cluster are compared (others cannot complete a phase)
_BARRIER_HINTS = ("mbarrier", "inline_asm", "cp.async", "cp.reduce", "tcgen05", "st.async", "red.async")


def _asm(op: llvm.InlineAsmOp) -> str:
    return op.asm_string.data


def async_kind(op) -> str | None:
    name = op_name(op)
    text = _asm(op) if name == "llvm.inline_asm" else name
    if "commit" in text or "wait_group" in text or "wait.group" in text or "fence" in text:
        return None
    for key, kind in ASYNC_KINDS:
        if key in text:
            if kind is None:
                return "TMA store" if ".global.shared" in text else "TMA load"
            return kind
    return None


class _OpInfo:
    __slots__ = ("name", "loc", "kind", "barriers", "mbar_wait", "slots", "op_operands")

    def __init__(self, op):
        self.name = op_name(op)
        if self.name == "llvm.inline_asm":
            asm = " ".join(_asm(op).split())
            self.name = f"asm: {asm[:60]}"
        self.loc = str(location_of(op))
        self.kind = async_kind(op)
        n = op_name(op)
        self.barriers = any(h in n for h in _BARRIER_HINTS)
        self.op_operands = list(op.operands)
        self.mbar_wait = n.startswith(("nvvm.mbarrier.try_wait", "nvvm.mbarrier.test_wait"))
        self.slots = None  # operand slots (barrier, parity) of an mbarrier wait, set by Tracer


class Tracer:
    """Collects the events of one run (``Kernel.run(..., trace=Tracer())``; use a new Tracer for
    each run); ``events`` is the list of trace events, ``json()`` / ``dumps()`` the file's content."""

    def __init__(self):
        self.machine = None
        self.program = None  # the Kernel's Program (operand slots of mbarrier waits)
        self._wrapped: dict[int, list] = {}
        self.restart()

    def restart(self):
        """Forget the events recorded so far: the run starts again (run.Kernel.run reruns a kernel
        whose warps wait for warps of their own warpgroup, warp by warp)."""
        self.events: list[dict] = []
        self._tracks: dict[int, tuple[int, int]] = {}  # id(ctx) -> (pid, tid)
        self._ts: dict[int, int] = {}
        self._pids: dict[tuple, int] = {}
        self._next_id = 0
        self._named: set[int] = set()
        self._flows: dict[tuple, int] = {}  # (id(CTA), barrier address, phase) -> flow id
        self._keep: list = []  # contexts and blocks keyed by id(): kept alive so ids stay unique

    # ------------------------------------------------------------------ tracks
    def _track(self, ctx) -> tuple[int, int]:
        t = self._tracks.get(id(ctx))
        if t is not None:
            return t
        cta = ctx.cta
        if cta is None:
            pid, tid, pname = 0, 0, "host"
        else:
            key = (self.machine.launches, cta.block_id)
            pid = self._pids.get(key)
            if pid is None:
                pid = self._pids[key] = len(self._pids) + 1
            pname = cta.label + (f" (launch {self.machine.launches})" if self.machine.launches > 1 else "")
            tid = int(ctx.tid[0]) // WARP_SIZE  # the context's first warp (a warpgroup's, or a warp's of its own)
        if pid not in self._named:
            self._named.add(pid)
            self.events.append({"name": "process_name", "ph": "M", "ts": 0, "pid": pid, "tid": 0,
                                "args": {"name": pname}})
            self.events.append({"name": "process_sort_index", "ph": "M", "ts": 0, "pid": pid, "tid": 0,
                                "args": {"sort_index": pid}})
        self.events.append({"name": "thread_name", "ph": "M", "ts": 0, "pid": pid, "tid": tid,
                            "args": {"name": ctx.name if cta is not None else "host"}})
        t = self._tracks[id(ctx)] = (pid, tid)
        self._keep.append(ctx)  # ids stay unique while the run lasts
        return t

    # ------------------------------------------------------------------ ops
    def fns(self, cb) -> list:
        """The closures of a compiled block, each wrapped to record its events."""
        w = self._wrapped.get(id(cb))
        if w is None:
            w = self._wrapped[id(cb)] = [self._wrap(fn, op) for fn, op in zip(cb.fns, cb.ops)]
            self._keep.append(cb)
        return w

    def _wrap(self, fn, op):
        info = _OpInfo(op)
        def run(ctx, R):
            pid, tid = self._track(ctx)
            k = id(ctx)
            t = self._ts.get(k, 0)
            self._ts[k] = t + 1
            step = self.machine.steps
            snap = self._snapshot(ctx) if info.barriers else None
            mwait = self._mbar_wait_args(ctx, R, info) if info.mbar_wait else None
            r = fn(ctx, R)
            if mwait is not None and (r is None or r.__class__ is not Wait):
                mwait["blocked"] = False
                self._instant("mbarrier wait", pid, tid, t, mwait)
                self._flow_end(ctx, mwait, pid, tid, t)
            if snap is not None:
                self._phase_events(ctx, snap, pid, tid, t, info)
            if info.kind is not None:
                self._async(pid, tid, t, info)
            if r is None:
                self._span(pid, tid, t, 1, info, step)
                return None
            if r.__class__ is Wait:
                self._span(pid, tid, t, 1, info, step)
                return self._wait(r, ctx, pid, tid, t, info, mwait)
            return self._region(r, ctx, pid, tid, t, info, step)

        return run

    def _span(self, pid, tid, t, dur, info, step):
        self.events.append({"name": info.name, "ph": "X", "ts": t, "dur": dur, "pid": pid, "tid": tid,
                            "cat": "op", "args": {"loc": info.loc, "step": step}})

    def _region(self, gen, ctx, pid, tid, t, info, step):
        yield from gen
        self._span(pid, tid, t, max(self._ts.get(id(ctx), t + 1) - t, 1), info, step)

    def _async(self, pid, tid, t, info):
        self._next_id += 1
        args = {"loc": info.loc, "completes": "at issue (the emulator completes asynchronous "
                                              "operations when they are issued)"}
        common = {"name": info.kind, "cat": "async", "id": self._next_id, "pid": pid, "tid": tid}
        self.events.append({**common, "ph": "b", "ts": t, "args": args})
        self.events.append({**common, "ph": "e", "ts": t + 1})

    def _instant(self, name, pid, tid, t, args):
        args["step"] = self.machine.steps
        self.events.append({"name": name, "ph": "i", "s": "t", "ts": t, "pid": pid, "tid": tid,
                            "cat": "barrier", "args": args})

    def _mbar_wait_args(self, ctx, R, info):
        """Barrier address, parity waited for and the barrier's state (first active thread)."""
        try:
            if info.slots is None:
                info.slots = [self.program.slots[v] for v in info.op_operands[:2]]
            idx = 0 if ctx.mask is None else int(ctx.mask.argmax())
            addr, par = (int(R[s].reshape(-1)[min(idx, R[s].size - 1)]) for s in info.slots)
            args = {"op": info.name, "loc": info.loc, "address": hex(addr), "parity": par & 1}
            b = ctx.cta.barriers.get(addr) if ctx.cta is not None else None
            if b is not None:
                args.update(phase=b.phase, tx=b.tx, pending=b.pending, expected=b.expected)
            return args
        except Exception:  # noqa: BLE001 - the trace never breaks a run
            return {"op": info.name, "loc": info.loc}

    def _flow_end(self, ctx, mwait, pid, tid, t):
        """The end of the flow arrow from the op that completed the phase this wait observed."""
        try:
            addr = int(mwait["address"], 16)
            b = ctx.cta.barriers.get(addr)
            fid = self._flows.pop((id(ctx.cta), addr, b.phase - 1), None) if b is not None else None
        except Exception:  # noqa: BLE001 - the trace never breaks a run
            return
        if fid is not None:
            self.events.append({"name": "mbarrier phase", "ph": "f", "bp": "e", "cat": "flow", "id": fid,
                                "ts": t, "pid": pid, "tid": tid})

    def _wait(self, w, ctx, pid, tid, t, info, mwait=None):
        what = w.describe()
        args = dict(mwait or {"op": info.name, "loc": info.loc})
        args.update(blocked=True, waits_for=what)
        self._instant("mbarrier wait" if mwait is not None or "mbarrier" in what else "wait", pid, tid, t, args)
        done = [False]

        def ready():
            ok = w.ready()
            if ok and not done[0]:
                done[0] = True
                self._instant("wait done", pid, tid, t + 1, {"op": info.name, "loc": info.loc, "waited_for": what})
                if mwait is not None:
                    self._flow_end(ctx, mwait, pid, tid, t)
            return ok

        return Wait(ready, w.describe)

    # ------------------------------------------------------------------ barriers
    @staticmethod
    def _snapshot(ctx):
        cta = ctx.cta
        if cta is None or cta.cluster is None:
            return None
        return {(c.rank, addr): b.phase for c in cta.cluster.ctas for addr, b in c.barriers}

    def _phase_events(self, ctx, snap, pid, tid, t, info):
        for c in ctx.cta.cluster.ctas:
            for addr, b in c.barriers:
                before = snap.get((c.rank, addr), 0)
                for ph in range(before, b.phase):
                    self._next_id += 1
                    self._flows[(id(c), addr, ph)] = self._next_id
                    self.events.append({"name": "mbarrier phase", "ph": "s", "cat": "flow", "id": self._next_id,
                                        "ts": t, "pid": pid, "tid": tid})
                    self.events.append({
                        "name": "mbarrier phase complete", "ph": "i", "s": "t", "ts": t + 1, "pid": pid,
                        "tid": tid, "cat": "barrier",
                        "args": {"barrier_cta": c.label, "barrier_rank": c.rank, "address": hex(addr),
                                 "phase": ph, "parity": ph & 1, "tx": b.tx, "pending": b.pending,
                                 "expected": b.expected, "tx_completed_total": b.tx_completed_total,
                                 "by": info.name, "loc": info.loc}})

    # ------------------------------------------------------------------ output
    def json(self) -> dict:
        # ts is in µs, as the format's clock is (1 op = 1 µs); "displayTimeUnit": "ns" made viewers
        # show 1,000 ns per op, a precision the count does not have, so the default (ms) is kept
        return {"traceEvents": self.events,
                "otherData": {"clock": "ts = executed ops of the warpgroup (1 op = 1 us)"}}

    def dumps(self) -> str:
        return json.dumps(self.json(), separators=(",", ":"))
