"""A block of register-only PTX instructions (mgpu.emulator.ptx.VALUE_OPCODES), such as jax's
``{ .reg .b32 s<3>; prmt.b32 s0, $1, 0x43, 0x4140; and.b32 s1, s0, 0xff7fff7f; ...; sub.bf16x2 $0,
s1, s2; }`` (fragmented_array.py:2457 at jax-v0.10.2): its instructions run in order over the
block's registers, each through the value rule of its opcode (registry.ptx_value, in the module
of its family: alu.py, float_ops.py, approx.py, convert.py), vectorised over the threads.

The registers are a dict: ``$N`` -> the bits of operand N (ptx_operands.register_bits), a local
name -> its bits. A predicated instruction (``@p``) writes only where ``p`` holds; a vector
destination (``mov.b32 {lo, hi}, x``) takes one value per field; ``_`` discards its value.
"""

from __future__ import annotations

import numpy as np

from mgpu.dialect.diagnostics.emulator import ptx as diag
from mgpu.emulator.fold_chains import Fold
from mgpu.emulator.handler_spec import Prepared, Registers
from mgpu.emulator.handlers.ptx_operands import from_register_bits, register_bits, result_dtypes, set_outputs
from mgpu.emulator.handlers.registry import PTX_RULES
from mgpu.emulator.machine import Context
from mgpu.emulator.program import Prep
from mgpu.emulator.ptx import ORDERING_ONLY, Arg, InlineAsm, Instr, Local, PtxError, Vec, evaluate


def block_rule(p: Prep, parsed: InlineAsm, ins: Instr) -> Prepared | None:
    """The PTX rule of a block of value instructions (``ins`` is its first one; inline_asm.py calls
    this): each instruction through its value rule, in order."""
    shown = " ".join(parsed.asm.split())
    steps = [(i, PTX_RULES[i.opcode](i)) for i in parsed.instructions if i.opcode not in ORDERING_ONLY]
    dtypes = result_dtypes(p, parsed)
    written = {n for i, _ in steps for n in _keys(i.operands[0])} | {out for out, _ in parsed.ties}
    for n in range(len(parsed.outputs)):
        if n not in written:
            raise p.error(diag.OUTPUT_NEVER_WRITTEN.format(shown=shown, n=n))
    ins_slots, outs, ties = p.ins, p.outs, parsed.ties
    first_in = len(parsed.outputs)
    single = _single(steps, first_in, ins_slots, outs, ties, dtypes)
    if single is not None:
        return single

    def run(ctx: Context, R: Registers):
        regs: dict = {first_in + k: register_bits(R[s]) for k, s in enumerate(ins_slots)}
        for out, i in ties:
            regs[out] = regs[i]
        for i, compute in steps:
            value = compute(*[evaluate(o, regs) for o in i.operands[1:]])
            keep = None if i.predicate is None else np.asarray(evaluate(i.predicate, regs), bool).reshape(-1)
            _write(regs, i.operands[0], value, keep)
        set_outputs(R, outs, tuple(from_register_bits(regs[n], dt) for n, dt in enumerate(dtypes)))

    return Prepared(run, pure=True)


def _single(steps: list, first_in: int, ins_slots, outs, ties, dtypes: list) -> Prepared | None:
    """The rule of a block of one unpredicated instruction from the block's inputs to its one output
    (``max.NaN.f32 $0, $1, $2;``, ``ex2.approx.ftz.f32 $0, $1;``: jax emits one per register), without
    the block's register dict: the general rule's steps, fewer calls; with its ``Fold`` when chains of
    it fold (its value rule's ``reduce``, of two operands: min/max, float_ops.py). None for any other block."""
    if len(steps) != 1 or ties or len(dtypes) != 1:
        return None
    ins, compute = steps[0]
    dst, srcs = ins.operands[0], ins.operands[1:]
    if (ins.predicate is not None or not isinstance(dst, Arg) or dst.n != 0 or not all(isinstance(o, Arg) for o in srcs)
            or {o.n for o in srcs} != set(range(first_in, first_in + len(ins_slots)))):  # (every input read)
        return None
    slots = [ins_slots[o.n - first_in] for o in srcs]
    (dt,) = dtypes
    (out,) = outs

    def run(ctx: Context, R: Registers):
        R[out] = from_register_bits(np.asarray(compute(*[register_bits(R[s]) for s in slots])).reshape(-1), dt)

    reduce = getattr(compute, "reduce", None)
    fold = None
    if reduce is not None and len(slots) == 2:
        def values(m: np.ndarray) -> np.ndarray:  # (values (L, ...): floats as they are, else as registers' bits)
            if m.dtype.kind == "f":
                return reduce(m)
            return from_register_bits(reduce(register_bits(m.reshape(-1)).reshape(m.shape)), dt).reshape(m.shape[1:])

        fold = Fold((ins.opcode, tuple(ins.modifiers), dt), tuple(slots), out, dt, values)
    return Prepared(run, pure=True, fusion=fold)


def _keys(dst) -> list:
    """The register keys a destination operand writes (``$N`` -> N, a local -> its name)."""
    if isinstance(dst, Vec):
        return [k for d in dst.items for k in _keys(d)]
    if isinstance(dst, Arg):
        return [dst.n]
    if isinstance(dst, Local):
        return [] if dst.name == "_" else [dst.name]
    raise PtxError(diag.CANNOT_WRITE_REGISTER.format(dst=dst))


def _write(regs: dict, dst, value, keep) -> None:
    if isinstance(dst, Vec):
        for d, v in zip(dst.items, value, strict=True):
            _write(regs, d, v, keep)
        return
    for k in _keys(dst):
        v = np.asarray(value).reshape(-1)
        if keep is not None:
            old = regs.get(k)
            v = np.where(keep, v, np.zeros_like(v) if old is None else old)
        regs[k] = v
