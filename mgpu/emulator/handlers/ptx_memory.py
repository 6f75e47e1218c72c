"""Memory-access PTX of inline asm: ``ld`` and ``st`` [PTX ISA 9.1 §9.7.9.8-9], ``atom``
[§9.7.13.5] and ``red`` [§9.7.13.6], as jax 0.10.2 builds them for its semaphores
(utils.py:1464-1531: ``@$2 red.{release,relaxed}.{sys,gpu}.global.add.u32 [$0], $1;``,
``atom.relaxed.{sys,gpu}.global.cas.b32 $0, [$1], $2, $3;``, ``ld.relaxed.{sys,gpu}.global.b32 $0,
[$1];``; lowering.py:4493 ``ld.acquire.sys.u32 $0,[$1];``) and for ``plgpu.atomic_add`` on shared
memory (fragmented_array.py:3157-3162: ``red.shared::cta.relaxed.cta.add.{f32,u32,s32} [$0], $1;``).

The emulator's memory is sequentially consistent and its contexts run one at a time, so the
memory-order qualifiers (.relaxed, .acquire, .release, scopes) order nothing more: every access
sees the latest write. ``.global`` and generic addresses are heap addresses; ``.shared``
(``::cta``) addresses are offsets in the CTA's window, ``.shared::cluster`` ones carry the CTA rank
(types.py). A polling access (a relaxed or acquire load, an atom) yields to the other warpgroups
once, so a spin loop on a semaphore another CTA signals can see the signal.
"""

from __future__ import annotations

import contextlib
import re

import numpy as np

from mgpu.dialect.diagnostics.emulator import memory as diag
from mgpu.emulator import memory
from mgpu.emulator.atomics import RED_DTYPES, reduce_values
from mgpu.emulator.errors import MemoryFault
from mgpu.emulator.handlers.ptx_operands import (PTX_TYPES, acting, bits, from_register_bits, ptx_args,
                                                 register_bits, result_dtypes, set_outputs, values_at)
from mgpu.emulator.handlers.ptx_ordering import yield_once
from mgpu.emulator.handlers.registry import ptx_rule
from mgpu.emulator.machine import Context
from mgpu.emulator.program import Prep
from mgpu.emulator.ptx import Arg, InlineAsm, Instr, Local, Vec
from mgpu.emulator.types import CLUSTER, GENERIC, SMEM

_SEMANTICS = {"weak", "relaxed", "acquire", "release", "acq_rel", "volatile", "cta", "cluster", "gpu", "sys"}
_OPS = {"cas", "exch", "add", "min", "max", "and", "or", "xor", "inc", "dec"}
_PACKED = {"f16x2": "f16", "bf16x2": "bf16"}  # a 32-bit word of two 16-bit floats -> their type


def _space(p: Prep, ins: Instr, atomic: bool) -> str:
    """The state space of the access; atomics on global (or generic) and the CTA's shared memory."""
    spaces = [m for m in ins.modifiers if m in ("global", "shared", "shared::cta", "shared::cluster")]
    space = {"global": GENERIC, "shared": SMEM, "shared::cta": SMEM, "shared::cluster": CLUSTER}.get(
        spaces[0] if spaces else "global")
    if atomic and space == CLUSTER:
        raise p.error(diag.PEER_SMEM_UNSUPPORTED.format(opcode=ins.opcode, ins_text=ins.text))
    return space


def _check_modifiers(p: Prep, ins: Instr, allowed: set, t: str | None = None) -> None:
    """Refuse a modifier besides ``allowed``, the memory order and scope, the space and the type
    (``t``, else the one scalar type)."""
    t = t or _data_type(p, ins)[0]
    extra = [m for m in ins.modifiers
             if m not in allowed | _SEMANTICS | {t} and not m.startswith(("global", "shared"))]
    if extra:
        raise p.error(diag.MODIFIER_UNSUPPORTED.format(opcode=ins.opcode, extra='.'.join(extra), ins_text=ins.text))


def _data_type(p: Prep, ins: Instr) -> tuple[str, np.dtype]:
    """The access's type (one 8- to 64-bit scalar type) and the unsigned type of its bits."""
    types = [m for m in ins.modifiers if re.fullmatch(r"[bsuf]\d+", m)]
    if len(types) != 1 or types[0] not in PTX_TYPES:
        raise p.error(diag.TYPE_UNSUPPORTED.format(opcode=ins.opcode,
                                                   type=' '.join('.' + t for t in types) or 'no type',
                                                   ins_text=ins.text))
    return types[0], np.dtype(f"u{np.dtype(PTX_TYPES[types[0]]).itemsize}")


def _registers(p: Prep, op, what: str) -> list:
    """The operands of a register list (``d`` or ``{a, b}``), refusing a special register."""
    regs = list(op.items) if isinstance(op, Vec) else [op]
    for r in regs:
        if isinstance(r, Local):
            raise p.error(diag.SPECIAL_REGISTER_UNSUPPORTED.format(what=what, r_name=r.name))
    return regs


def _words(expr, args, idx: np.ndarray, dt: np.dtype) -> np.ndarray:
    """An operand's bits (``dt``: unsigned) at the threads ``idx``, one per thread."""
    v = np.asarray(values_at(expr, args, idx))
    return np.broadcast_to(bits(register_bits(v), dt.itemsize * 8), idx.shape)


@contextlib.contextmanager
def _only(ctx: Context, idx: np.ndarray):
    """The threads ``idx`` alone are active (a predicated access)."""
    saved = ctx.mask
    if idx.shape[0] != (ctx.T if saved is None else int(saved.sum())):
        m = np.zeros(ctx.T, bool)
        m[idx] = True
        ctx.mask = m
    try:
        yield
    finally:
        ctx.mask = saved


def _polls(ins: Instr) -> bool:
    return ins.opcode == "atom" or any(m in ("relaxed", "acquire", "volatile") for m in ins.modifiers)


def _vector_access(p: Prep, ins: Instr, regs_operand, what: str):
    """(space, data type, the register operands, the tail shape) of an ld or st."""
    _check_modifiers(p, ins, {"v2", "v4"})
    regs = _registers(p, regs_operand, what)
    return _space(p, ins, atomic=False), _data_type(p, ins)[1], regs, () if len(regs) == 1 else (len(regs),)


@ptx_rule("ld")
def ld(p: Prep, parsed: InlineAsm, ins: Instr):
    """``ld{.sem.scope}{.space}{.v2,.v4}.type d, [a]``: d (or each field of {d0, d1, ...}) = memory."""
    space, dt, dsts, tail = _vector_access(p, ins, ins.operands[0], "loading into")
    if not all(isinstance(d, Arg) and d.n < len(parsed.outputs) for d in dsts):
        raise p.error(diag.LOAD_OUTPUTS_ONLY.format(ins_text=ins.text))
    addr, dtypes, outs, polls = ins.operands[1].addr, result_dtypes(p, parsed), p.outs, _polls(ins)

    def run(ctx: Context, R):
        args = ptx_args(p, parsed, R)
        with _only(ctx, acting(ctx, ins, args)):
            vals = memory.load(ctx, space, values_at(addr, args, ctx.all_idx).astype(np.int64), dt, tail)
        vals = vals.reshape(vals.shape[0], -1)
        res = [None] * len(dtypes)
        for k, d in enumerate(dsts):
            res[d.n] = from_register_bits(vals[:, k], dtypes[d.n])
        set_outputs(R, outs, tuple(res))
        return yield_once() if polls else None

    return run


@ptx_rule("st")
def st(p: Prep, parsed: InlineAsm, ins: Instr):
    """``st{.sem.scope}{.space}{.v2,.v4}.type [a], b`` (or ``{b0, b1, ...}``)."""
    space, dt, srcs, tail = _vector_access(p, ins, ins.operands[1], "storing")
    addr = ins.operands[0].addr

    def run(ctx: Context, R):
        args = ptx_args(p, parsed, R)
        idx = acting(ctx, ins, args)
        vals = np.stack([_words(s, args, ctx.all_idx, dt) for s in srcs], -1).reshape(ctx.T, *tail)
        with _only(ctx, idx):
            memory.store(ctx, space, values_at(addr, args, ctx.all_idx).astype(np.int64), vals, dt, tail)

    return run


def _atomics(ctx: Context, space: str, addrs: np.ndarray, dt: np.dtype, update, bs: np.ndarray,
             cs: np.ndarray) -> np.ndarray:
    """The atomic read-modify-writes ``word = update(word, b, c)`` of the acting threads, one a thread
    at its address in ``addrs`` with its operands ``bs``, ``cs`` (bits of ``dt``), in thread order:
    returns the old bits, one per thread. (Threads on distinct words commute: one vectorised update.)"""
    nb = dt.itemsize
    if (addrs % nb).any():
        raise MemoryFault(diag.ATOMIC_MISALIGNED.format(nb=nb, addr=int(addrs[addrs % nb != 0][0])))
    mem, offs = memory.region(ctx, space, addrs, nb, write=True, atomic=True)
    words = memory.typed_view(mem, dt)
    at = offs // nb
    if np.unique(at).size == at.size:
        old = words[at]
        words[at] = update(old, bs, cs)
    else:
        old = np.empty_like(bs)
        for k, i in enumerate(at.tolist()):
            old[k] = words[i]
            words[i:i + 1] = update(old[k:k + 1], bs[k:k + 1], cs[k:k + 1])
    memory.atomic_written(ctx, space, mem, offs, nb)
    return old


@ptx_rule("atom")
def atom(p: Prep, parsed: InlineAsm, ins: Instr):
    """``atom{.sem.scope}{.global,.shared::cta}.op.type d, [a], b{, c}``: d = the old value; cas writes c where the
    old value is b, exch writes b, the others ``op(old, b)`` (atomics.reduce_values). Threads act in
    thread order."""
    _check_modifiers(p, ins, _OPS)
    space = _space(p, ins, atomic=True)
    t, dt = _data_type(p, ins)
    op = next((m for m in ins.modifiers if m in _OPS), None)
    dst = ins.operands[0]
    if op is None or not isinstance(dst, Arg) or len(ins.operands) != (4 if op == "cas" else 3):
        raise p.error(diag.ATOM_FORM_UNSUPPORTED.format(ins_text=ins.text))
    if t not in RED_DTYPES:
        raise p.error(diag.ATOM_UNSUPPORTED.format(op=op, t=t, ins_text=ins.text))
    addr, b_op = ins.operands[1].addr, ins.operands[2]
    c_op = ins.operands[3] if op == "cas" else b_op
    (rdt,), outs = result_dtypes(p, parsed), p.outs

    def run(ctx: Context, R):
        args = ptx_args(p, parsed, R)
        idx = acting(ctx, ins, args)
        res = np.zeros(ctx.T, dt)
        if idx.size:
            a = np.broadcast_to(values_at(addr, args, idx).astype(np.int64), idx.shape)
            with _only(ctx, idx):  # (which CTA each thread's is: grid_races.py)
                res[idx] = _atomics(ctx, space, a, dt, lambda old, b, c: _update(op, t, old, b, c),
                                    _words(b_op, args, idx, dt), _words(c_op, args, idx, dt))
        set_outputs(R, outs, (res.view(rdt),))
        return yield_once()

    return run


@ptx_rule("red")
def red(p: Prep, parsed: InlineAsm, ins: Instr):
    """``red{.sem.scope}{.global,.shared::cta}.op.type [a], b``: memory = op(memory, b) (atomics.reduce_values),
    threads in thread order; ``.add.noftz.{f16x2,bf16x2}`` adds both halves of the 32-bit word, each
    rounding once (jax's f16 / bf16 atomic_add on SMEM, fragmented_array.py:3864-3868).
    ``red.global...add.noftz.{.v2.f16, .v2.f16x2, .v4.f16x2} [a], {b0, ...}`` (jax 0.12's f16 / bf16 atomic_add on
    GMEM, fragmented_array.py:4340-4374 at 0.12.0.1): bi updates the element at a + i * its size, each element
    its own atomic [PTX ISA 9.1 §9.7.13.6; vector red is .global only]; a thread's elements before the next
    thread's."""
    packed = next((m for m in ins.modifiers if m in _PACKED), None)
    vector = next((int(m[1:]) for m in ins.modifiers if m in ("v2", "v4")), 1)
    _check_modifiers(p, ins, _OPS - {"cas", "exch"} | {"noftz", "v2", "v4"}, packed)
    space = _space(p, ins, atomic=True)
    t, dt = (packed, np.dtype(np.uint32)) if packed else _data_type(p, ins)
    op = next((m for m in ins.modifiers if m in _OPS - {"cas", "exch"}), None)
    if op is None or len(ins.operands) != 2:
        raise p.error(diag.RED_FORM_UNSUPPORTED.format(ins_text=ins.text))
    if t not in RED_DTYPES and not (packed and op == "add" and "noftz" in ins.modifiers):
        raise p.error(diag.RED_UNSUPPORTED.format(op=op, t=t, ins_text=ins.text))
    addr, b_ops = ins.operands[0].addr, _registers(p, ins.operands[1], "red operand")
    if len(b_ops) != vector or (vector > 1 and space != GENERIC):
        raise p.error(diag.RED_FORM_UNSUPPORTED.format(ins_text=ins.text))
    steps = np.arange(vector, dtype=np.int64) * dt.itemsize

    def run(ctx: Context, R):
        args = ptx_args(p, parsed, R)
        idx = acting(ctx, ins, args)
        if idx.size:
            a = np.broadcast_to(values_at(addr, args, idx).astype(np.int64), idx.shape)
            a = (a[:, None] + steps).reshape(-1)  # thread-major: a thread's elements, then the next thread's
            bs = np.stack([_words(b, args, idx, dt) for b in b_ops], -1).reshape(-1)
            with _only(ctx, idx):
                _atomics(ctx, space, a, dt, lambda old, b, _: _update(op, t, old, b, b), bs, bs)

    return run


def _update(op: str, t: str, old: np.ndarray, b: np.ndarray, c: np.ndarray) -> np.ndarray:
    """The new bits of an atomic ``op`` on the word ``old`` with operands ``b`` (and ``c``): bits in,
    bits out (a float type's values reinterpreted)."""
    if op == "cas":
        return np.where(old == b, c, old)
    if op == "exch":
        return b
    lane = _PACKED.get(t, t)  # (a packed pair: each half, the low one first)
    rt = RED_DTYPES[lane]
    return reduce_values(op, lane, old.view(rt), b.view(rt)).view(old.dtype)
