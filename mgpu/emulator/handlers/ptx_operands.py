"""The operands of an inline-PTX instruction inside a rule (registry.ptx_rule): ``args[N]`` is the
value of ``$N`` (outputs first, then the op's inputs, LLVM's numbering: mgpu.emulator.ptx), and
``ptx.evaluate`` computes an operand expression from them."""

from __future__ import annotations

import numpy as np

from mgpu.emulator.lanes import active
from mgpu.emulator.machine import Context
from mgpu.emulator.program import Prep
from mgpu.emulator.ptx import Arg, Imm, InlineAsm, Instr, evaluate


def ptx_args(p: Prep, parsed: InlineAsm, R) -> list:
    """args[N] = value of $N: outputs take the value of the input tied to them (or None)."""
    args = [None] * len(parsed.outputs) + [R[s] for s in p.ins]
    for out, i in parsed.ties:
        args[out] = args[i]
    return args


def arg_slots(p: Prep, parsed: InlineAsm) -> list:
    """slots[N] = the register slot that holds $N (an output: that of the input tied to it, or None)."""
    slots = [None] * len(parsed.outputs) + list(p.ins)
    for out, i in parsed.ties:
        slots[out] = slots[i]
    return slots


class LazyArgs:
    """``ptx_args`` read on demand: ``args[N]`` looks up $N's register (an op with many operands,
    such as a wgmma's accumulator list, evaluates only a few)."""

    __slots__ = ("R", "slots")

    def __init__(self, R, slots):
        self.R, self.slots = R, slots

    def __getitem__(self, n):
        s = self.slots[n]
        return None if s is None else self.R[s]


def evaluated(expr, args) -> np.ndarray:
    """An operand's value as an array."""
    return np.asarray(evaluate(expr, args))


def per_thread_value(expr, args, T: int) -> np.ndarray:
    """An operand's value as one entry per thread (shape (T,))."""
    v = evaluate(expr, args)
    if v.__class__ is not np.ndarray:
        v = np.asarray(v)
    if v.ndim != 1:
        v = v.reshape(-1) if v.ndim else v.reshape(1)
    if v.shape[0] == T:
        return v
    return v.repeat(T) if v.shape[0] == 1 else np.broadcast_to(v, (T,))


def values_at(expr, args, idx: np.ndarray) -> np.ndarray:
    """The operand's values at the threads ``idx`` (one value when all threads share it)."""
    v = evaluate(expr, args)
    v = (v if v.__class__ is np.ndarray else np.asarray(v)).reshape(-1)
    return v if v.size == 1 else v[idx]


def acting(ctx: Context, ins: Instr, args) -> np.ndarray:
    """Threads that execute the instruction: active, and its predicate (``@p``) true."""
    pred = None if ins.predicate is None else per_thread_value(ins.predicate, args, ctx.T).astype(bool)
    return active(ctx, pred)


def fixed_operands(p: Prep, parsed: InlineAsm, exprs) -> bool:
    """Whether the operands' values are a function of the warpgroup key (program.Program.static):
    immediates, and arguments bound to constants or static values (Mosaic's barrier ids and
    thread counts: constants, or the warpgroup index + 1)."""
    n_out, prog = len(parsed.outputs), p.prog
    return all(isinstance(e, Imm) or isinstance(e, Arg) and e.n >= n_out and (
        p.ins[e.n - n_out] in prog.consts or p.ins[e.n - n_out] in prog.static) for e in exprs)
