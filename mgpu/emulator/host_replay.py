"""The host code before the first launch: run once per Kernel, replayed on later runs.

A jax payload's host function spends its first 50-170 ops building one TMA descriptor per operand
(memref descriptors, stack arrays of sizes and strides, ``mosaic_gpu_init_tma_desc``): the same
work on every run, since a Kernel's buffers land at the same heap addresses every run
(``memory.Heap`` allocates deterministically). It was 20-30 % of a small kernel's run.

The *prefix* is the leading ops of the host block that are pure (unrealized casts among them),
``llvm.alloca`` / ``load`` / ``store`` or calls of host runtime functions (``func.EXTERNALS``). Its
first run is recorded: the heap allocations it made and their bytes at its end, the older
allocations it read or wrote (their bytes before, and after where it changed them), the register
values it read from outside and those it wrote, and the bytes it moved. A later run whose inputs are
the same -- the same heap layout, the same register inputs, the same bytes in every older allocation
the prefix touched (so a host that reads an input buffer replays only while that input is unchanged)
-- replays the record instead of executing the ops. A prefix that copied launch parameters is not
recorded. Instructions stay counted as executed (``run_block`` counts the block's ops before it
takes the fused form, which starts with the replaying closure).
"""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np

from mgpu.dialect.diagnostics import op_name
from mgpu.emulator import fuse
from mgpu.emulator.errors import located
from mgpu.emulator.execute import CompiledBlock
from mgpu.emulator.handler_spec import Effect, HandlerSpec
from mgpu.emulator.handlers.func import EXTERNALS, callee
from mgpu.emulator.program import Program


def install(cb: CompiledBlock, program: Program) -> None:
    """Give the host block ``cb`` a fused form that starts with the replaying closure of its prefix."""
    k = _prefix_length(cb.ops, program.handlers)
    if k == 0:
        return
    slots = program.slots
    made = {slots[r] for op in cb.ops[:k] for r in op.results}
    read = {slots[v] for op in cb.ops[:k] for v in op.operands}
    # every register it writes is restored: a rule after it may read more than its operands (an
    # access through a getelementptr chain reads the chain's root, addressing.pointer_pattern)
    prefix = Prefix(cb.fns[:k], cb.ops[:k], sorted(read - made - program.consts.keys()), sorted(made))
    rest = (fuse.fuse(cb.fns[k:], cb.ops[k:], cb.traits[k:], slots, program.consts)
            or (cb.fns[k:], cb.ops[k:], cb.traits[k:]))
    cb.fused = CompiledBlock([prefix, *rest[0]], [cb.ops[0], *rest[1]], cb.arg_slots, cb.yield_slots,
                             [fuse.PLAIN, *rest[2]])


def _prefix_length(ops: list, handlers: Mapping[str, HandlerSpec]) -> int:
    """How many ops from the start a prefix may hold: pure ones, ones whose effects are on the heap
    (which the record captures: handler_spec.Effect.HEAP) and calls of host runtime functions."""
    n = 0
    for op in ops:
        name = op_name(op)
        spec = handlers[name]
        if op.regions or not (spec.pure or spec.effect is Effect.HEAP
                              or name in ("func.call", "llvm.call") and callee(op) in EXTERNALS):
            break
        n += 1
    return n


class Prefix:
    """The replaying closure: ``fns`` (of ``ops``) read registers ``inputs`` from outside and write
    ``outputs``."""

    def __init__(self, fns: list, ops: list, inputs: list[int], outputs: list[int]):
        self.fns, self.ops, self.inputs, self.outputs = fns, ops, inputs, outputs
        self.record: Record | None = None

    def __call__(self, ctx, R):
        rec = self.record
        inputs = [_fingerprint(R[s]) for s in self.inputs]
        if rec is not None and rec.holds(ctx.machine.heap, inputs):
            rec.replay(ctx.machine, R)
            return
        self.record = None  # (stays None if the recording run raises)
        self.record = self._recorded(ctx, R, inputs)

    def _recorded(self, ctx, R, inputs: list) -> Record | None:
        m = ctx.machine
        heap = m.heap
        rec = Record(heap, inputs)
        read, written = dict(m.stats.bytes_read), dict(m.stats.bytes_written)
        copies = len(m.launch_copies)
        heap.journal = rec
        try:
            for fn, op in zip(self.fns, self.ops):
                try:
                    fn(ctx, R)
                except Exception as e:  # noqa: BLE001 - located at its op, as run_block would
                    err = located(e, op)
                    if err is e:
                        raise
                    raise err from e
        finally:
            heap.journal = None
        if len(m.launch_copies) != copies:  # (a launch-parameter copy: machine state the record lacks)
            return None
        rec.finish(heap, R, self.outputs, {k: v - read[k] for k, v in m.stats.bytes_read.items()},
                   {k: v - written[k] for k, v in m.stats.bytes_written.items()})
        return rec


class Record:
    """One recorded run of a prefix; also the heap's journal while it runs (``made``, ``found``)."""

    def __init__(self, heap, inputs: list):
        self.n_old = len(heap.allocs)
        self.layout = _layout(heap)
        self.inputs = inputs
        self.allocs: list = []  # [Allocation, nbytes, name, align, readonly], then its final bytes
        self.touched: dict[int, bytes] = {}  # older allocation index -> its bytes before
        self.changed: list = []  # (older allocation index, its bytes after)

    def made(self, a, nbytes, name, align, readonly):
        self.allocs.append([a, nbytes, name, align, readonly])

    def found(self, i: int, a):
        if i < self.n_old and i not in self.touched:
            self.touched[i] = a.contents.tobytes()

    def finish(self, heap, R, outputs: list[int], read: dict, written: dict):
        for entry in self.allocs:
            entry[0] = entry[0].contents.copy()
        self.changed = [(i, heap.allocs[i].contents.copy()) for i, before in self.touched.items()
                        if heap.allocs[i].contents.tobytes() != before]
        self.values = [(s, R[s]) for s in outputs]  # (values are never changed in place)
        self.read = {k: v for k, v in read.items() if v}
        self.written = {k: v for k, v in written.items() if v}

    def holds(self, heap, inputs: list) -> bool:
        """Whether a run of the prefix now, on register inputs ``inputs``, would do what it did when
        recorded."""
        return (inputs == self.inputs and _layout(heap) == self.layout
                and all(heap.allocs[i].contents.tobytes() == b for i, b in self.touched.items()))

    def replay(self, m, R):
        heap = m.heap
        for data, nbytes, name, align, readonly in self.allocs:
            heap.alloc(nbytes, name, align, data.copy(), readonly)
        for i, after in self.changed:
            heap.allocs[i].data[:] = after
        for s, v in self.values:
            R[s] = v
        for k, v in self.read.items():
            m.stats.bytes_read[k] += v
        for k, v in self.written.items():
            m.stats.bytes_written[k] += v


def _layout(heap) -> tuple:
    """The heap's allocations (base, size) and limit: equal layouts make equal addresses."""
    return (getattr(heap, "max_memory", None), *((a.base, a.contents.size) for a in heap.allocs))


def _fingerprint(v):
    if isinstance(v, np.ndarray):
        return v.dtype.str, v.shape, v.tobytes()
    if isinstance(v, tuple):
        return tuple(_fingerprint(x) for x in v)
    return v
