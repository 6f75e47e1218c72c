"""Prepare a module once: every op becomes a closure ``fn(ctx, R)`` with its operand/result
register slots bound, constants folded into the register template and types decoded. The
handler table (handlers.HANDLERS: op name -> handler_spec.HandlerSpec) is given by whoever builds
the Program (run.py); execute.py runs what this prepares.

Static values: a pure op whose operands are constants or static values (thread ids, launch
sizes, the dynamic SMEM window: ``Program.static``) runs once per warpgroup key (``ctx.skey``:
grid, block, cluster, dynamic SMEM size, warpgroup) and is a cache lookup afterwards, in every CTA
and every later run of the Kernel.
"""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np
from xdsl.dialects import builtin, llvm
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue

from mgpu.dialect.diagnostics import location_of, op_name
from mgpu.dialect.diagnostics.emulator import run as diag
from mgpu.emulator import cta_path, fuse
from mgpu.emulator.dead_ops import skipped_ops
from mgpu.emulator.errors import EmulatorError, UnsupportedOp
from mgpu.emulator.execute import CompiledBlock, per_cta
from mgpu.emulator.fold_chains import fuse_folds
from mgpu.emulator.handler_spec import Closure, HandlerSpec, Prepared, Registers
from mgpu.emulator.register_hazards import PIN, SKIP, Carry, Relevant, constant_writer, entry, op_kind
from mgpu.emulator.target_check import Target, check as check_target
from mgpu.emulator.wgmma_chain import fuse_chains
from mgpu.emulator.sub_byte_values import unsupported_sub_byte_op
from mgpu.emulator.types import UnsupportedType


BLOCK_TERMINATORS = frozenset({"scf.yield", "gpu.terminator", "func.return", "llvm.return"})
"""Terminators a compiled block ends with: they have no handler, their operands are the block's results."""

class Prep:
    """What a handler factory sees of one op."""

    def __init__(self, prog: "Program", op: Operation):
        self.prog = prog
        self.op = op
        self.name = op_name(op)
        operands, results = op.operands, op.results  # (each a new tuple per access)
        self.ins = [prog.slot(v) for v in operands]
        self.outs = [prog.slot(v) for v in results]
        self.in_types = [v.type for v in operands]
        self.out_types = [v.type for v in results]

    def slot(self, v: SSAValue | None) -> int | None:
        """The register slot of operand ``v`` (a field of the op: ``p.slot(p.op.barrierId)``), None
        for an absent optional operand."""
        return None if v is None else self.prog.slot(v)

    def prop(self, name: str, default=None) -> Attribute | None:
        """The op's property ``name``, else its attribute ``name``: the one fallback for the ops no
        registered dialect defines yet (``vector.insert_strided_slice``, ``vector.splat``, ``math.*``
        with ``--allow-unregistered-dialect``), whose generic form parses into attributes. A handler
        of a registered op reads the op's typed field instead (``p.op.kind``)."""
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
        raise UnsupportedOp(diag.CANNOT_READ.format(name=name, a=a))

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
    def __init__(self, module: builtin.ModuleOp, handlers: Mapping[str, HandlerSpec], ops: list[Operation],
                 target: Target | None = None):
        """``ops``: every op of ``module``, in walk order (the caller walks it once). ``target``: what the kernel
        is compiled for (target_check.module_target); an op with an instruction it lacks is refused."""
        self.module = module
        self.handlers = handlers
        self.target = target
        self.folded = 0
        self.slots: dict[SSAValue, int] = {}
        self.consts: dict[int, object] = {}
        self._template = None  # ((slots, constants), register file) of template()
        self.funcs: dict[str, Operation] = {}
        self._compiled: dict[int, CompiledBlock] = {}
        # slots whose value depends only on constants, the launch geometry / dynamic SMEM size and
        # the thread index of the executing warpgroup (not on the CTA, memory or loop state):
        # computed once per ctx.skey and cached across CTAs and runs (see cache_static)
        self.static: set[int] = set()
        self.cached_ops = 0
        self._on_device = False  # compiling a launch body (or a function it calls)
        self.skipped = skipped_ops(ops, handlers)  # never run: the compiler deletes them
        self.registers = Relevant.of(module)  # the ops the wgmma register checks concern
        self.path_checks: dict = {}  # the launch bodies' ops a batch checks, and which of their operands (cta_path.py)
        for op in module.body.block.ops:
            if op_name(op) == "func.func":
                self.funcs[op.properties["sym_name"].data] = op

    def slot(self, v: SSAValue) -> int:
        s = self.slots.get(v)
        if s is None:
            s = self.slots[v] = len(self.slots)
        return s

    def template(self) -> Registers:
        """A fresh register file: the constants in their slots (the list is built once, then
        copied; a slot or constant added since makes it again)."""
        key = (len(self.slots), len(self.consts))
        if self._template is None or self._template[0] != key:
            R = [None] * len(self.slots)
            for s, v in self.consts.items():
                R[s] = v
            self._template = (key, R)
        return self._template[1][:]

    def _fold(self, prep: Prep, fn: Closure) -> bool:
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

    def compile_region(self, region: Region) -> CompiledBlock:
        if not region.blocks:
            return CompiledBlock([], [], [])
        if len(region.blocks) > 1:
            raise UnsupportedOp(diag.REGIONS_SEVERAL_BLOCKS,
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
        if launch_body:
            self.path_checks.update(cta_path.checks(block, self.handlers))
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
        fns, ops, traits, registers = [], [], [], []
        yield_slots: list[int] = []
        for op in block.ops:
            name = op_name(op)
            if name in BLOCK_TERMINATORS:
                yield_slots = [self.slot(v) for v in op.operands]
                continue
            spec = self.handlers.get(name)
            if spec is None:
                hint = ""
                if name.startswith("mosaic_gpu."):
                    hint = (" (a mosaic_gpu-level op: lower the module to lane-level IR first, e.g. "
                            "with mgpu-opt's lowering passes)")
                raise UnsupportedOp(diag.NO_RULE_FOR_OP.format(name=name, hint=hint), location_of(op), name)
            if not self._on_device and runs_on_device(name):
                raise EmulatorError(diag.DEVICE_OP_IN_HOST_CODE, location_of(op), name)
            check_target(op, self.target)
            prep = Prep(self, op)
            if unsupported_sub_byte_op(op.name, prep.in_types + prep.out_types):
                raise UnsupportedOp(diag.SUB_BYTE_OP_UNSUPPORTED, location_of(op), name)
            try:
                fn = spec.factory(prep)
            except UnsupportedType as e:  # a type the op's rule cannot hold (e.g. an edited result type)
                raise prep.error(str(e)) from None
            inst = fn if fn.__class__ is Prepared else None
            if inst is not None:
                fn = inst.run
            if fn is None or op in self.skipped:  # (a skipped op is prepared all the same: refused alike)
                continue
            # pure: every op of a pure handler, or this op's closure says so (an identity asm)
            pure = spec.pure or inst is not None and inst.pure
            kind = op_kind(op)
            checked = kind != SKIP and self.registers.concerns(op)
            # (an optimization barrier the register checks concern runs where it stands, its constants unfolded
            # before it: it pins them there, register_hazards.py)
            if pure and not (kind == PIN and checked) and self._fold(prep, fn):
                continue
            static = bool(prep.outs) and (spec.static_source or (
                pure and not op.regions and all(s in self.consts or s in self.static for s in prep.ins)))
            if static:
                fn = cache_static(fn, prep.outs)
                self.static.update(prep.outs)
            # (fuse.py: a run of a rowwise op may run stacked; aggregates never do)
            rowwise = (pure and len(prep.outs) == 1 and not op.regions and not static
                       and all(isinstance(t, NUMERIC) for t in prep.in_types + prep.out_types))
            native = (spec.batch_native or spec.static_source or pure or static
                      or inst is not None and inst.batch_native)
            if not native:
                fn = per_cta(fn, prep.outs)
            compared = self.path_checks.get(op)
            if compared is not None:  # (on the batched context: per_cta's run each CTA on its own, no path)
                fn = cta_path.checked(fn, [prep.ins[k] for k in compared], op)
            fusion = inst.fusion if inst is not None and native and not static and compared is None else None
            # (memo_runs.py: a function of its operands and the warpgroup key alone, on integers, pointers and
            # descriptors; not an op a batch compares across its CTAs)
            replayable = ((pure or static) and not op.regions and compared is None
                          and all(isinstance(t, REPLAYED) for t in prep.in_types + prep.out_types))
            fns.append(fn)
            ops.append(op)
            traits.append(fuse.Traits(static, rowwise, spec.fuse_between, fusion, replayable))
            registers.append((entry(kind, prep.ins, prep.outs, op, self._constant_writer(op, kind),
                                    self.registers.writes_fresh(op)),) if checked else None)
        cb = CompiledBlock(fns, ops, args, yield_slots, traits, registers=registers)
        # (a chain of wgmmas first: the fusions see it as one closure, wgmma_chain.py)
        chained = fuse_chains(fns, ops, traits, registers, self.slots, self.is_constant)
        fns, ops, traits, registers = chained or (fns, ops, traits, registers)
        folded = fuse_folds(fns, ops, traits, registers, self.slots)  # (a row's maximum: fold_chains.py)
        fns, ops, traits, registers = folded or (fns, ops, traits, registers)
        changed = chained or folded
        f = fuse.fuse(fns, ops, traits, self.slots, self.consts, self.static) or (changed and (fns, ops, traits))
        if f:
            cb.fused = CompiledBlock(*f[:2], args, yield_slots, f[2])
        f = (fuse.fuse_tracked(fns, ops, traits, registers, self.slots, self.consts, self.static)
             or (changed and (fns, ops, registers)))
        if f:
            cb.tracked = CompiledBlock(f[0], f[1], args, yield_slots, registers=f[2])
        return cb

    def _constant_writer(self, op: Operation, kind: int) -> Operation | None:
        """For an optimization barrier taking a constant (folded: no instruction writes it at run time), the op
        computing that constant (register_hazards.constant_writer), else None."""
        if kind != PIN:
            return None
        return constant_writer(op.operands, self.is_constant)

    def is_constant(self, v: SSAValue) -> bool:
        """Whether ``v`` was folded before the run (so far: its op is prepared)."""
        return self.slots.get(v) in self.consts

    def constant_writers(self, values) -> dict[int, Operation]:
        """slot -> the op computing it (register_hazards.constant_writer), of those of ``values`` that are
        constants: what a wgmma reading them reads as written after the last fence."""
        return {self.slots[v]: constant_writer((v,), self.is_constant) for v in values if self.is_constant(v)}

    def carry(self, values, become) -> Carry | None:
        """What the register checks follow where an op binds ``values`` to the block arguments or results
        ``become`` (register_hazards.Carry), or None when no check reads what it binds."""
        pairs = tuple((self.slot(v), self.slot(b), constant_writer((v,), self.is_constant) if self.is_constant(v)
                       else None) for v, b in zip(values, become) if b in self.registers.fresh)
        return Carry(pairs) if pairs else None

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

REPLAYED = (builtin.IntegerType, builtin.IndexType, llvm.LLVMPointerType, builtin.MemRefType, llvm.LLVMStructType)
"""The types of the operands and results of an op a replayed run may hold (memo_runs.py): index arithmetic,
addresses, memref descriptors and their structs. Not vectors or floats (register tiles and data, new at every
iteration), nor the TMA-descriptor blob (an array), which a cast copies into the run's parameter space
(handlers/func.py)."""


def cache_static(fn: Closure, outs: list[int]) -> Closure:
    """Wrap a closure whose results are a function of ``ctx.skey`` alone (Program.static):
    the first execution per key computes, the others copy the cached results. One result (nearly
    every static op) has a closure of its own: the loop over results costs 10-20 % of a corpus
    payload's run (benchmarks/emulator.py)."""
    cache: dict = {}
    if len(outs) == 1:
        (r,) = outs

        def run_1(ctx, R):
            k = ctx.skey
            v = cache.get(k)
            if v is None:
                fn(ctx, R)
                if k is not None:
                    cache[k] = R[r]
            else:
                R[r] = v
        return run_1

    def run(ctx, R):
        k = ctx.skey
        v = cache.get(k)
        if v is None:
            fn(ctx, R)
            if k is not None:
                cache[k] = [R[s] for s in outs]
        else:
            for s, x in zip(outs, v):
                R[s] = x
    return run


class _ConstRegs:
    """A register file view for folding: reads constants, collects writes."""

    def __init__(self, consts):
        self.consts = consts
        self.out = {}

    def __getitem__(self, s):
        return self.out[s] if s in self.out else self.consts[s]

    def __setitem__(self, s, v):
        self.out[s] = v
