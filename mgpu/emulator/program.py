"""Prepare a module once: every op becomes a closure ``fn(ctx, R)`` with its operand/result
register slots bound, constants folded into the register template and types decoded.

Static values: a pure op whose operands are constants or static values (thread ids, launch
sizes, the dynamic SMEM window: ``Program.static``) runs once per warpgroup key (``ctx.skey``:
grid, block, cluster, dynamic SMEM size, warpgroup) and is a cache lookup afterwards, in every CTA
and every later run of the Kernel.

Registers: one flat list ``R`` per execution context, indexed by the slot of each SSA value of
the module. A closure returns None, a ``Wait`` (the context blocks until ``wait.ready()``), or a
generator (ops with regions run their blocks through ``run_block``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np
from xdsl.dialects import builtin
from xdsl.ir import Attribute, Block, Operation, SSAValue

from mgpu.dialect.diagnostics import location_of, op_name
from mgpu.emulator import fuse
from mgpu.emulator.errors import DEVICE_OP_IN_HOST_CODE, EmulatorError, StepLimitExceeded, UnsupportedOp, located


class Wait:
    """What a blocked context waits for: ``ready()`` and a one-line description."""

    __slots__ = ("ready", "describe")

    def __init__(self, ready: Callable[[], bool], describe: Callable[[], str]):
        self.ready = ready
        self.describe = describe


@dataclass
class CompiledBlock:
    fns: list
    ops: list
    arg_slots: list[int]
    yield_slots: list[int] = field(default_factory=list)  # operands of the terminator
    batchable: bool = False  # a launch body whose CTAs may run as one batch (machine.Batch)
    fused: "CompiledBlock | None" = None  # the same with runs of accesses fused (fuse.py), if any


class Prep:
    """What a handler factory sees of one op."""

    def __init__(self, prog: "Program", op: Operation):
        self.prog = prog
        self.op = op
        self.name = op_name(op)
        self.ins = [prog.slot(v) for v in op.operands]
        self.outs = [prog.slot(v) for v in op.results]
        self.in_types = [v.type for v in op.operands]
        self.out_types = [v.type for v in op.results]

    def prop(self, name: str, default=None) -> Attribute | None:
        a = self.op.properties.get(name)
        if a is None:
            a = self.op.attributes.get(name)
        return default if a is None else a

    def int_prop(self, name: str, default=None):
        a = self.prop(name)
        if a is None:
            return default
        if isinstance(a, builtin.IntegerAttr):
            return a.value.data
        if isinstance(a, builtin.IntAttr):
            return a.data
        if isinstance(a, builtin.DenseArrayBase):
            return list(a.get_values())
        return a

    def array_prop(self, name: str) -> list[int]:
        a = self.prop(name)
        if a is None:
            return []
        if isinstance(a, builtin.DenseArrayBase):
            return [int(x) for x in a.get_values()]
        if isinstance(a, builtin.ArrayAttr):
            return [x.value.data if isinstance(x, builtin.IntegerAttr) else x.data for x in a.data]
        raise UnsupportedOp(f"cannot read {name} = {a}")

    def const(self, i: int):
        """The folded constant value of operand i, or None."""
        return self.prog.consts.get(self.ins[i])

    def const_int(self, i: int):
        c = self.const(i)
        return None if c is None else int(np.asarray(c).reshape(-1)[0])

    def segments(self) -> list[list[int]]:
        """Operand slots grouped by operandSegmentSizes."""
        sizes = self.array_prop("operandSegmentSizes")
        out, k = [], 0
        for s in sizes:
            out.append(self.ins[k:k + s])
            k += s
        return out

    def region(self, i: int) -> CompiledBlock:
        return self.prog.compile_region(self.op.regions[i])

    def error(self, msg: str) -> EmulatorError:
        return UnsupportedOp(msg, location_of(self.op), self.name)


class Program:
    def __init__(self, module: builtin.ModuleOp, handlers: dict | None = None):
        from mgpu.emulator.handlers import HANDLERS

        from mgpu.emulator.handlers import PURE

        self.module = module
        self.handlers = handlers or HANDLERS
        self.pure = PURE
        self.folded = 0
        self.slots: dict[SSAValue, int] = {}
        self.consts: dict[int, object] = {}
        self._template = None  # ((slots, constants), register file) of template()
        self.funcs: dict[str, Operation] = {}
        self._compiled: dict[int, CompiledBlock] = {}
        # slots whose value depends only on constants, the launch geometry / dynamic SMEM size and
        # the thread index of the executing warpgroup (not on the CTA, memory or loop state):
        # computed once per ctx.skey and cached across CTAs and runs (see _cache_static)
        self.static: set[int] = set()
        self.cached_ops = 0
        self._on_device = False  # compiling a launch body (or a function it calls)
        for op in module.body.block.ops:
            if op_name(op) == "func.func":
                self.funcs[op.properties["sym_name"].data] = op

    def slot(self, v: SSAValue) -> int:
        s = self.slots.get(v)
        if s is None:
            s = self.slots[v] = len(self.slots)
        return s

    def template(self) -> list:
        """A fresh register file: the constants in their slots (the list is built once, then
        copied; a slot or constant added since makes it again)."""
        key = (len(self.slots), len(self.consts))
        if self._template is None or self._template[0] != key:
            R = [None] * len(self.slots)
            for s, v in self.consts.items():
                R[s] = v
            self._template = (key, R)
        return self._template[1][:]

    def _fold(self, prep: "Prep", fn) -> bool:
        """Evaluate a pure op whose operands are all constants once, at prepare time."""
        if prep.op.regions or not prep.outs:
            return False
        if not all(s in self.consts for s in prep.ins):
            return False
        regs = _ConstRegs(self.consts)
        try:
            with np.errstate(all="ignore"):
                fn(None, regs)
        except Exception:  # noqa: BLE001 - leave it to run time (and its located error)
            return False
        if not all(s in regs.out for s in prep.outs):
            return False
        self.consts.update(regs.out)
        self.folded += 1
        return True

    @staticmethod
    def _cache_static(fn, outs):
        return _cache_static(fn, outs)

    def compile_region(self, region) -> CompiledBlock:
        if not region.blocks:
            return CompiledBlock([], [], [])
        if len(region.blocks) > 1:
            raise UnsupportedOp("regions with several blocks (unstructured control flow) are not supported",
                                location_of(region.parent_op()), op_name(region.parent_op()))
        return self.compile_block(region.blocks[0])

    def compile_block(self, block: Block) -> CompiledBlock:
        key = id(block)
        if key in self._compiled:
            return self._compiled[key]
        args = [self.slot(a) for a in block.args]
        parent = block.parent_op()
        launch_body = parent is not None and op_name(parent) == "gpu.launch"
        if launch_body and len(args) >= 12:
            # launch body arguments (machine.py): block ids, thread ids, grid, block, cluster ids,
            # cluster shape -- all but the block ids and the cluster ids are static
            self.static.update(args[i] for i in (3, 4, 5, 6, 7, 8, 9, 10, 11, *range(15, len(args))))
        outer, self._on_device = self._on_device, self._on_device or launch_body
        try:
            cb = self._compile_ops(block, args)
        finally:
            self._on_device = outer
        if launch_body:
            cb.batchable = self._batchable(block)
        self._compiled[key] = cb
        return cb

    def _compile_ops(self, block: Block, args: list[int]) -> CompiledBlock:
        fns, ops = [], []
        yield_slots: list[int] = []
        for op in block.ops:
            name = op_name(op)
            if name in ("scf.yield", "gpu.terminator", "func.return", "llvm.return"):
                yield_slots = [self.slot(v) for v in op.operands]
                continue
            factory = self.handlers.get(name)
            if factory is None:
                hint = ""
                if name.startswith("mosaic_gpu."):
                    hint = (" (a mosaic_gpu-level op: lower the module to lane-level IR first, e.g. "
                            "with mgpu-opt's lowering passes)")
                raise UnsupportedOp(f"the emulator has no rule for '{name}'{hint}", location_of(op), name)
            if not self._on_device and runs_on_device(name):
                raise EmulatorError(DEVICE_OP_IN_HOST_CODE, location_of(op), name)
            prep = Prep(self, op)
            fn = factory(prep)
            # pure: every op of a pure handler, or this op's closure says so (an identity asm)
            pure = fn is not None and (name in self.pure or getattr(fn, "pure", False))
            if pure and self._fold(prep, fn):
                continue
            if fn is not None and prep.outs and (name in STATIC_SOURCES or (
                    pure and not op.regions and all(s in self.consts or s in self.static for s in prep.ins))):
                fn = self._cache_static(fn, prep.outs)
                self.static.update(prep.outs)
            if fn is not None:
                if (pure and len(prep.outs) == 1 and not op.regions and not getattr(fn, "static", False)
                        and all(isinstance(t, NUMERIC) for t in prep.in_types + prep.out_types)):
                    fn.rowwise = True  # (fuse.py: a run of it may run stacked; aggregates never do)
                if not (name in BATCH_NATIVE or pure or getattr(fn, "static", False)
                        or getattr(fn, "batch_native", False)):
                    fn = _per_cta(fn, prep.outs)
                fns.append(fn)
                ops.append(op)
        cb = CompiledBlock(fns, ops, args, yield_slots)
        f = fuse.fuse(fns, ops, self.slots, self.consts)
        if f is not None:
            cb.fused = CompiledBlock(*f, args, yield_slots)
        return cb

    def _batchable(self, block: Block) -> bool:
        """Whether CTAs may run this launch body as one batch (machine.Batch): every value that must
        be the same in all threads of a warpgroup (loop bounds, dynamic vector positions) is the
        same in every CTA (a constant or a static value), and no op runs code the batch cannot
        split per CTA (calls, while loops)."""
        ok_slot = lambda s: s in self.consts or s in self.static  # noqa: E731
        for top in block.ops:
            for op in top.walk():
                name = op_name(op)
                if name in ("scf.while", "func.call", "llvm.call", "gpu.launch"):
                    return False
                if name == "scf.for":
                    if not all(ok_slot(self.slots.get(v, -1)) for v in op.operands[:3]):
                        return False
                elif name in ("vector.extract", "vector.insert"):  # dynamic positions
                    if not all(ok_slot(self.slots.get(v, -1)) for v in op.operands[2 if name == "vector.insert" else 1:]):
                        return False
        return True


def runs_on_device(name: str) -> bool:
    """Whether op ``name`` needs a CTA and a thread (ids, shared memory, barriers, PTX): every gpu
    and nvvm op but the launches, and inline PTX. The host context has neither."""
    return (name.startswith(("gpu.", "nvvm.")) and name not in ("gpu.launch", "gpu.launch_func")
            or name == "llvm.inline_asm")


NUMERIC = (builtin.VectorType, builtin.IntegerType, builtin.IndexType, builtin.Float16Type, builtin.BFloat16Type,
           builtin.Float32Type, builtin.Float64Type)
"""Types of values held as one numpy row per thread (stackable); not structs, pointers, memrefs."""

STATIC_SOURCES = frozenset({
    "gpu.thread_id", "gpu.block_dim", "gpu.grid_dim", "gpu.cluster_dim", "gpu.cluster_dim_blocks",
    "gpu.lane_id", "nvvm.read.ptx.sreg.tid.x", "nvvm.read.ptx.sreg.tid.y", "nvvm.read.ptx.sreg.tid.z",
    "nvvm.read.ptx.sreg.ntid.x", "nvvm.read.ptx.sreg.ntid.y", "nvvm.read.ptx.sreg.ntid.z",
    "nvvm.read.ptx.sreg.nctaid.x", "nvvm.read.ptx.sreg.nctaid.y", "nvvm.read.ptx.sreg.nctaid.z",
    "nvvm.read.ptx.sreg.laneid", "nvvm.read.ptx.sreg.warpid", "gpu.dynamic_shared_memory",
})
"""Ops whose results depend only on the launch geometry, the dynamic SMEM size and the warpgroup's
thread indices."""


def _cache_static(fn, outs):
    """Wrap a closure whose results are a function of ``ctx.skey`` alone (Program.static):
    the first execution per key computes, the others copy the cached results."""
    cache: dict = {}
    if len(outs) == 1:
        (r,) = outs

        def run(ctx, R):
            k = ctx.skey
            v = cache.get(k)
            if v is None:
                fn(ctx, R)
                if k is not None:
                    cache[k] = R[r]
            else:
                R[r] = v
        run.static = True
        return run

    def run_n(ctx, R):
        k = ctx.skey
        v = cache.get(k)
        if v is None:
            fn(ctx, R)
            if k is not None:
                cache[k] = tuple(R[s] for s in outs)
        else:
            for s, x in zip(outs, v):
                R[s] = x
    run_n.static = True
    return run_n


BATCH_NATIVE = frozenset({
    # ops whose closures are correct on a batched context (registers of several CTAs stacked along
    # the thread axis), as are pure ops (elementwise over threads) and closures marked
    # ``batch_native`` (barriers, fences, TMA: per CTA inside, see threads_by_cta); every other
    # effectful op runs once per CTA (_per_cta).
    "scf.if", "scf.for", "scf.index_switch", "builtin.unrealized_conversion_cast",
    "llvm.load", "llvm.store", "vector.load", "vector.store", "memref.load", "memref.store",
    "llvm.alloca", "memref.alloca", "memref.alloc", "gpu.block_id", "gpu.cluster_block_id",
    "gpu.cluster_id", "gpu.dynamic_shared_memory", "nvvm.elect.sync",
}) | STATIC_SOURCES


def _per_cta(fn, outs):
    """Run ``fn`` once per CTA when the context is batched (on that CTA's own context, with its
    slice of the registers and of the mask); results are stacked back along the thread axis."""
    def run(ctx, R):
        if ctx.batch is None:
            return fn(ctx, R)
        return split_per_cta(fn, outs, ctx, R)
    return run


def threads_by_cta(ctx, idx: np.ndarray) -> list:
    """(context, thread indices) per CTA with a thread in ``idx`` (sorted thread indices of
    ``ctx``): ``ctx`` itself, or on a batched context the per-CTA contexts, in CTA order (the
    indices stay those of the batched context)."""
    if ctx.batch is None:
        return [(ctx, idx)] if idx.size else []
    if idx.size == ctx.T:
        return ctx.all_by_cta
    cta = idx // ctx.subs[0].T
    starts = np.flatnonzero(cta[1:] != cta[:-1]) + 1
    bounds = [0, *starts.tolist(), idx.size]
    return [(ctx.subs[int(cta[lo])], idx[lo:hi]) for lo, hi in zip(bounds[:-1], bounds[1:])]


def all_of(waits: list):
    """One Wait for several (None entries: already done): ready when all of them are."""
    waits = [w for w in waits if w is not None]
    if not waits:
        return None
    if len(waits) == 1:
        return waits[0]
    return Wait(lambda: all(w.ready() for w in waits),
                lambda: "; ".join(w.describe() for w in waits if not w.ready()))


def split_per_cta(fn, outs, ctx, R):
    subs = ctx.subs
    T = subs[0].T
    N = ctx.T
    mask = ctx.mask
    results, waits = [], []
    for b, sub in enumerate(subs):
        if mask is None:
            sub.mask = None
        else:
            mb = mask[b * T:(b + 1) * T]
            if not mb.any():
                results.append(None)  # this CTA does not execute the op
                continue
            sub.mask = None if mb.all() else mb
        view = _SubRegs(R, b * T, (b + 1) * T, N)
        r = fn(sub, view)
        if r is not None:
            if r.__class__ is not Wait:
                raise EmulatorError("internal emulator error: an op with regions in a batched run")
            waits.append(r)
        results.append(view.out)
    if outs:
        done = [x for x in results if x is not None]
        for s in outs:
            vals = [x.get(s) if x is not None else None for x in results]
            first = next((v for v in vals if v is not None), None)
            R[s] = _stack([first if v is None else v for v in vals], T) if done else first
    return all_of(waits)


def _slice(v, lo, hi, N):
    if v.__class__ is np.ndarray:
        return v[lo:hi] if v.ndim and v.shape[0] == N else v
    if v.__class__ is tuple:
        return tuple(_slice(x, lo, hi, N) for x in v)
    return v


def _stack(vals, T):
    """Per-CTA values (each (1|T, ...)) as one batched value ((1|B*T, ...))."""
    v0 = vals[0]
    if isinstance(v0, np.ndarray):
        if v0.ndim and v0.shape[0] == 1 and all(v.shape[0] == 1 and np.array_equal(v, v0) for v in vals[1:]):
            return v0
        if v0.ndim == 0:
            return v0
        return np.concatenate([np.broadcast_to(v, (T, *v.shape[1:])) for v in vals])
    if isinstance(v0, tuple):
        return tuple(_stack([v[k] for v in vals], T) for k in range(len(v0)))
    return v0


class _SubRegs:
    """One CTA's view of a batched register file: reads slice, writes are collected."""

    __slots__ = ("R", "lo", "hi", "N", "out")

    def __init__(self, R, lo, hi, N):
        self.R, self.lo, self.hi, self.N = R, lo, hi, N
        self.out = {}

    def __getitem__(self, s):
        if s in self.out:
            return self.out[s]
        return _slice(self.R[s], self.lo, self.hi, self.N)

    def __setitem__(self, s, v):
        self.out[s] = v


class _ConstRegs:
    """A register file view for folding: reads constants, collects writes."""

    def __init__(self, consts):
        self.consts = consts
        self.out = {}

    def __getitem__(self, s):
        return self.out[s] if s in self.out else self.consts[s]

    def __setitem__(self, s, v):
        self.out[s] = v


def run_block(cb: CompiledBlock, ctx, R: list):
    """Run a block's ops in ``ctx`` (a generator: yields the Wait it blocks on)."""
    m = ctx.machine
    w = ctx.weight  # the CTAs a batched context stands for: those with a thread executing the block
    if w > 1 and ctx.mask is not None:
        w = int(ctx.mask.reshape(w, -1).any(axis=1).sum())
    n = (len(cb.fns) + 1) * w  # the ops plus the block's terminator (so empty loop bodies count too)
    m.steps += n
    ctx.steps += n
    if m.steps > m.max_steps:
        raise StepLimitExceeded(f"the run exceeded {m.max_steps} steps (raise --max-steps if this is "
                                f"expected)")
    if cb.fused is not None and fuse.enabled and m.tracer is None and ctx.hb is None and ctx.batch is None:
        cb = cb.fused  # (the instructions were counted unfused)
    fns = cb.fns if m.tracer is None else m.tracer.fns(cb)  # trace.py: the same closures, recording
    i = 0
    ops = cb.ops if ctx.hb is not None else None  # race messages name the reading op
    try:
        for i, fn in enumerate(fns):
            if ops is not None:
                ctx.cur_op = ops[i]
            r = fn(ctx, R)
            if r is not None:
                if r.__class__ is Wait:
                    while not r.ready():
                        ctx.waiting = (r, cb.ops[i])
                        yield r
                    ctx.waiting = None
                else:
                    yield from r
    except Exception as e:  # noqa: BLE001 - never a traceback for the user
        err = located(e, cb.ops[i])
        if err is e:
            raise
        raise err from e
