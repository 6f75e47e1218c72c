"""Prepare a module once: every op becomes a closure ``fn(ctx, R)`` with its operand/result
register slots bound, constants folded into the register template and types decoded.

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
from mgpu.emulator.errors import EmulatorError, StepLimitExceeded, UnsupportedOp


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
        self.funcs: dict[str, Operation] = {}
        self._compiled: dict[int, CompiledBlock] = {}
        for op in module.body.block.ops:
            if op_name(op) == "func.func":
                self.funcs[op.properties["sym_name"].data] = op

    def slot(self, v: SSAValue) -> int:
        s = self.slots.get(v)
        if s is None:
            s = self.slots[v] = len(self.slots)
        return s

    def template(self) -> list:
        R = [None] * len(self.slots)
        for s, v in self.consts.items():
            R[s] = v
        return R

    def _fold(self, name: str, prep: "Prep", fn) -> bool:
        """Evaluate a pure op whose operands are all constants once, at prepare time."""
        if name not in self.pure or prep.op.regions or not prep.outs:
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
        fns, ops = [], []
        yield_slots: list[int] = []
        args = [self.slot(a) for a in block.args]
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
            prep = Prep(self, op)
            fn = factory(prep)
            if fn is not None and self._fold(name, prep, fn):
                continue
            if fn is not None:
                fns.append(fn)
                ops.append(op)
        cb = CompiledBlock(fns, ops, args, yield_slots)
        self._compiled[key] = cb
        return cb


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
    n = len(cb.fns) + 1  # the ops plus the block's terminator (so empty loop bodies count too)
    m.steps += n
    ctx.steps += n
    if m.steps > m.max_steps:
        raise StepLimitExceeded(f"the run exceeded {m.max_steps} steps (raise --max-steps if this is "
                                f"expected)")
    fns = cb.fns
    i = 0
    try:
        for i, fn in enumerate(fns):
            r = fn(ctx, R)
            if r is not None:
                if r.__class__ is Wait:
                    while not r.ready():
                        ctx.waiting = (r, cb.ops[i])
                        yield r
                    ctx.waiting = None
                else:
                    yield from r
    except EmulatorError as e:
        if e.location is None:
            e.location = location_of(cb.ops[i])
            e.op_name = op_name(cb.ops[i])
        raise
    except Exception as e:  # noqa: BLE001 - never a traceback for the user
        from mgpu.emulator.barriers import MBarrierError

        op = cb.ops[i]
        if isinstance(e, MBarrierError):
            raise EmulatorError(str(e), location_of(op), op_name(op)) from None
        raise EmulatorError(f"internal emulator error while executing this op: "
                            f"{type(e).__name__}: {e}", location_of(op), op_name(op)) from e
