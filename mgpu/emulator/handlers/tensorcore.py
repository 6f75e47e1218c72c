"""Tensor-core and TMEM instructions: wgmma (inline PTX), tcgen05 alloc/ld/st/mma/commit.

The semantics live in :mod:`mgpu.emulator.wgmma` and :mod:`mgpu.emulator.tcgen05` (pure numpy);
these handlers only gather the warpgroup's registers and call them, for the nvvm ops and the
inline-PTX rules alike (registry.ptx_rule).
"""

from __future__ import annotations

from operator import is_, itemgetter

import numpy as np
from xdsl.dialects.builtin import VectorType
from xdsl.dialects.llvm import LLVMStructType

from mgpu.arch import TMEM_COLUMNS, WARP_SIZE, WARPGROUP_SIZE
from mgpu.dialect.diagnostics.emulator import sync as sync_diag
from mgpu.dialect.diagnostics.emulator import tensor_core as diag
from mgpu.dialect.nvvm.attrs import CTAGroupKind, Tcgen05CpMulticast, Tcgen05CpShape, Tcgen05FenceKind, Tcgen05WaitKind
from mgpu.dialect.nvvm.tensor_core import (
    Tcgen05AllocOp,
    Tcgen05CommitOp,
    Tcgen05DeallocOp,
    Tcgen05CpOp,
    Tcgen05FenceOp,
    Tcgen05RelinquishAllocPermitOp,
    Tcgen05WaitOp,
    WgmmaFenceAlignedOp,
    WgmmaGroupSyncAlignedOp,
    WgmmaWaitGroupSyncOp,
)
from mgpu.dialect.diagnostics import location_of
from mgpu.emulator import happens_before as hb
from mgpu.emulator import memory
from mgpu.emulator.tmem_hazards import ALL_QUARTERS
from mgpu.emulator.errors import EmulatorError
from mgpu.emulator.execute import SubRegs, split_per_cta, wait_for
from mgpu.emulator.handler_spec import Prepared, Registers
from mgpu.emulator.handlers.mbarrier import bar_err, check_waits_kept_up, mbarrier_at
from mgpu.emulator.handlers.ptx_operands import LazyArgs, arg_slots, per_thread_value, ptx_args
from mgpu.emulator.handlers.registry import handler, llvm_intrinsic, ptx_rule
from mgpu.emulator.lanes import active, cta_slices, is_uniform, per_thread
from mgpu.emulator.machine import Context
from mgpu.emulator.program import Prep
from mgpu.emulator.register_hazards import registers_of
from mgpu.emulator.smem_index import access_index
from mgpu.emulator.ptx import Imm, InlineAsm, Instr, Mem
from mgpu.emulator.tcgen05 import D_TYPES, K_BYTES, InstrDescriptor, Tmem, mma, split_taddr
from mgpu.emulator.tcgen05_scaled import ScaledDescriptor, scaled_mma
from mgpu.emulator.tcgen05_sparse import metadata_columns
from mgpu.emulator.memory import CLUSTER_SHIFT
from mgpu.emulator.types import CLUSTER, SMEM, ptr_space
from mgpu.emulator.wgmma_chain import WgmmaStep


def tmem_of(cta) -> Tmem:
    """The CTA's tensor memory (made on first use)."""
    if cta.tmem is None:
        cta.tmem = Tmem()
    return cta.tmem


def _need_full_warpgroup(ctx: Context, what):
    if ctx.T != WARPGROUP_SIZE or (ctx.mask is not None and not ctx.mask.all()):
        why = ""
        if int(ctx.tid[0]) // WARPGROUP_SIZE in ctx.machine.split:
            why = (" (mgpu runs this warpgroup warp by warp, as its warps wait for each other: an instruction "
                   "of the whole warpgroup there is not supported)")
        raise EmulatorError(diag.WARPGROUP_PARTIAL.format(what=what, warpgroup_size=WARPGROUP_SIZE, why=why))


def _active_warps(ctx: Context) -> list[int]:
    idx = active(ctx)
    return sorted({int(ctx.tid[i]) // WARP_SIZE for i in idx})


# --------------------------------------------------------------------------- tcgen05 alloc / dealloc
def tmem_alloc(ctx: Context, slots: np.ndarray, ncols: np.ndarray):
    """``tcgen05.alloc`` by the active threads of ``ctx`` (PTX ISA 9.1, "tcgen05.alloc"): each warp among
    them allocates ``ncols`` columns of its CTA's TMEM and writes the address to the SMEM word at
    ``slots`` (its first thread's); waits while TMEM is full."""
    warps = _active_warps(ctx)
    if not warps:
        return None
    tm = tmem_of(ctx.cta)
    idx = active(ctx)
    n = int(per_thread(ncols, ctx.T)[idx[0]])
    pending = list(warps)
    addr = per_thread(slots, ctx.T)

    def attempt():
        while pending:
            taddr = tm.alloc(n)
            if taddr is None:
                return False
            w = pending.pop(0)
            first = idx[(ctx.tid[idx] // WARP_SIZE) == w][0]
            memory.store_uniform(ctx, SMEM, int(addr[first]), np.array([taddr], np.uint32))
            if ctx.hb is not None:  # the warp's write: the other warps read it after a barrier (jax's)
                ctx.cta.hazards.warp_write(ctx.hb.warps[first // WARP_SIZE], int(addr[first]), int(addr[first]) + 4,
                                           ctx.cur_op)
        return True

    return wait_for(attempt, lambda: f"tcgen05.alloc of {n} columns: TMEM is full ({tm.describe_allocs()})")


def tmem_dealloc(ctx: Context, taddrs: np.ndarray, ncols: np.ndarray) -> None:
    """``tcgen05.dealloc`` by the active threads of ``ctx``: each warp frees the columns its first
    thread names (PTX ISA 9.1, "tcgen05.alloc")."""
    idx = active(ctx)
    if idx.size == 0:
        return
    tm = tmem_of(ctx.cta)
    for w in _active_warps(ctx):
        first = idx[(ctx.tid[idx] // WARP_SIZE) == w][0]
        tm.dealloc(int(per_thread(taddrs, ctx.T)[first]), int(per_thread(ncols, ctx.T)[first]))


def tmem_relinquish(ctx: Context) -> None:
    """``tcgen05.relinquish_alloc_permit`` (PTX ISA 9.1, "tcgen05.alloc"): the CTA allocates no more."""
    if active(ctx).size:
        tmem_of(ctx.cta).relinquish_alloc_permit()


@handler(Tcgen05AllocOp)
def _alloc(p: Prep):
    slot, ncols = p.ins
    return lambda ctx, R: tmem_alloc(ctx, R[slot], R[ncols])


@handler(Tcgen05DeallocOp)
def _dealloc(p: Prep):
    taddr, ncols = p.ins
    return lambda ctx, R: tmem_dealloc(ctx, R[taddr], R[ncols])


@handler(Tcgen05RelinquishAllocPermitOp)
def _relinquish(p: Prep):
    return lambda ctx, R: tmem_relinquish(ctx)


def _unpredicated(p: Prep, ins: Instr, nops: int) -> None:
    """Refuse a predicated or differently shaped form of a whole-warp tcgen05 instruction."""
    if ins.predicate is not None or len(ins.operands) != nops:
        raise p.error(diag.PTX_FORM_OPERANDS.format(opcode=ins.opcode, nops=nops, ins_text=ins.text))


def _not_exclusive(p: Prep, ins: Instr) -> None:
    """Refuse ``.exclusive``: PTX ISA 9.4's exclusive allocation (§13.1, "Changes in PTX ISA Version 9.4"), which
    jax 0.12.1 asks for past 512 columns, "requires exclusive allocation and sm_107f architecture"
    (tcgen05.py:1044-1072 of the 0.12.1 wheel): Rubin's 576 columns, more than the modelled sm_100a's."""
    if "exclusive" in ins.modifiers:
        raise p.error(diag.TCGEN05_EXCLUSIVE.format(opcode=ins.opcode, columns=TMEM_COLUMNS, ins_text=ins.text))


@ptx_rule("tcgen05.alloc")
def _alloc_ptx(p: Prep, parsed: InlineAsm, ins: Instr):
    """``tcgen05.alloc.cta_group::N.sync.aligned.shared::cta.b32 [dst], nCols``; jax's
    (tcgen05.py:967-969 at jax-v0.12.0.1). The same allocation as nvvm.tcgen05.alloc's."""
    _unpredicated(p, ins, 2)
    _not_exclusive(p, ins)
    dst, ncols = ins.operands
    if not isinstance(dst, Mem):
        raise p.error(diag.PTX_TCGEN05_ALLOC_FORM.format(ins_text=ins.text))

    def run(ctx: Context, R: Registers):
        args = ptx_args(p, parsed, R)
        return tmem_alloc(ctx, per_thread_value(dst, args, ctx.T), per_thread_value(ncols, args, ctx.T))

    return run


@ptx_rule("tcgen05.dealloc")
def _dealloc_ptx(p: Prep, parsed: InlineAsm, ins: Instr):
    """``tcgen05.dealloc.cta_group::N.sync.aligned.b32 taddr, nCols``; jax's (tcgen05.py:978-980 at
    jax-v0.12.0.1)."""
    _unpredicated(p, ins, 2)
    _not_exclusive(p, ins)
    taddr, ncols = ins.operands

    def run(ctx: Context, R: Registers):
        args = ptx_args(p, parsed, R)
        tmem_dealloc(ctx, per_thread_value(taddr, args, ctx.T), per_thread_value(ncols, args, ctx.T))

    return run


@ptx_rule("tcgen05.relinquish_alloc_permit")
def _relinquish_ptx(p: Prep, parsed: InlineAsm, ins: Instr):
    """``tcgen05.relinquish_alloc_permit.cta_group::N.sync.aligned``; jax's (tcgen05.py:983-986 at
    jax-v0.12.0.1)."""
    _unpredicated(p, ins, 0)
    return lambda ctx, R: tmem_relinquish(ctx)


def tcgen05_commit(ctx: Context, bars, masks) -> None:
    """``tcgen05.commit.mbarrier::arrive::one`` by the active threads, on the mbarriers at the SMEM
    addresses ``bars``; with multicast ``masks`` (None: the executing CTA's only), on the mbarrier at
    that offset of each CTA whose cluster rank's bit is set [PTX ISA §9.7.16.12.1]. MMAs complete at
    issue, so the arrive happens now, one per issuing thread. The phase it completes must be one a parity wait of
    the phase before cannot miss (check_waits_kept_up), as any arrive's; its completion orders the issuing thread's
    CTA pair operations before a peer's exit (cta_exit.py)."""
    idx = active(ctx)
    a = per_thread(bars, ctx.T)
    m = None if masks is None else per_thread(masks, ctx.T)
    ctas = ctx.cta.cluster.ctas
    for i in idx:
        if m is None:
            targets = [(ctx.cta, mbarrier_at(ctx, SMEM, int(a[i])))]
        else:
            targets = [(ctas[r], mbarrier_at(ctx, CLUSTER, r << CLUSTER_SHIFT | int(a[i])))
                       for r in range(len(ctas)) if int(m[i]) >> r & 1]
        for cta, b in targets:
            cta.hazards.tmem_commit(ctx.name, b)
            s = bar_err(lambda: b.arrive(1))
            if ctx.hb is not None:
                who = ctx.hb.warps[i // WARP_SIZE].key
                for peer in ctas:
                    if peer.peers is not None:
                        peer.peers.committed(who, b, s)
            check_waits_kept_up(b, s, "tcgen05.commit's arrive", hb.release(ctx, b, s, b.phase))


@handler(Tcgen05CommitOp)
def _commit(p: Prep):
    bar = p.ins[0]
    mask = p.slot(p.op.multicastMask)
    return lambda ctx, R: tcgen05_commit(ctx, R[bar], None if mask is None else R[mask])


@llvm_intrinsic("llvm.nvvm.tcgen05.commit.cg1", "llvm.nvvm.tcgen05.commit.mc.cg2")
def _commit_intrinsic(p: Prep):
    """jax 0.12 calls these intrinsics, not the nvvm op (tcgen05.py:918-925 at jax-v0.12.0.1): the
    barrier (an !llvm.ptr<3>) and, for ``.mc``, the i16 multicast mask of the cluster's CTAs."""
    multicast = ".mc." in p.op.intrin.data
    if len(p.ins) != 1 + multicast or ptr_space(p.in_types[0]) != SMEM:
        raise p.error(diag.COMMIT_BARRIER_TYPE.format(intrin=p.op.intrin.data,
                                                      mask=' and an i16 mask' if multicast else '',
                                                      map=', '.join(map(str, p.in_types))))
    bar, mask = p.ins[0], p.ins[1] if multicast else None
    return lambda ctx, R: tcgen05_commit(ctx, R[bar], None if mask is None else R[mask])


def _tmem_wait(ctx: Context, kind: str):
    """``tcgen05.wait::st`` completes the warpgroup's tcgen05.st, ``wait::ld`` its tcgen05.ld (tmem_hazards.py: the
    TMEM they touch; tcgen05.ld's registers are usable at once, register_hazards.py)."""
    if active(ctx).size:
        if kind == "st":
            ctx.cta.hazards.tmem_wait_st(ctx.name)
        else:
            ctx.cta.hazards.tmem_wait_ld(ctx)


def _thread_sync_fence(after: bool):
    """``tcgen05.fence::after_thread_sync`` / ``::before_thread_sync``: what orders the context's tcgen05 operations
    after its waits and its loads before its arrives (tmem_hazards.TmemHazards.thread_sync_fence)."""
    def run(ctx: Context, R: Registers):
        if active(ctx).size:
            ctx.cta.hazards.thread_sync_fence(ctx, after)

    return run


handler(Tcgen05FenceOp)(lambda p: _thread_sync_fence(p.op.kind.data == Tcgen05FenceKind.AFTER))


def _wgmma_fence(ctx: Context, R: Registers):
    """``wgmma.fence``: where warps are tracked, registers written so far may feed the next wgmmas
    (register_hazards.py)."""
    regs = registers_of(ctx)
    if regs is not None:
        regs.fence()


def _wgmma_commit(ctx: Context, R: Registers):
    if ctx.hb is not None:
        ctx.hb.wgmma_commit()


def _wgmma_wait(pending: int):
    def run(ctx: Context, R: Registers):
        if ctx.hb is not None:
            ctx.hb.wgmma_wait(ctx, pending)
            if ctx.regs is not None:
                ctx.regs.wait(ctx.hb.commits - pending)

    return run


# wgmma.commit_group / wait_group: the values are computed at issue; where warps are tracked, the
# wgmma's SMEM operand reads last until a wait_group covers them (happens_before.WarpClocks.wgmma)
handler(WgmmaGroupSyncAlignedOp, batch_native=True)(lambda p: _wgmma_commit)
handler(WgmmaWaitGroupSyncOp, batch_native=True)(lambda p: _wgmma_wait(p.op.group.value.data))
handler(WgmmaFenceAlignedOp, batch_native=True)(lambda p: _wgmma_fence)


@ptx_rule("tcgen05.fence", "wgmma.fence", "wgmma.commit_group", "wgmma.wait_group")
def _tensor_core_order_ptx(p: Prep, parsed: InlineAsm, ins: Instr):
    """``tcgen05.fence::{before,after}_thread_sync``, ``wgmma.fence``, ``wgmma.commit_group`` and
    ``wgmma.wait_group N`` (PTX ISA 9.1, sections of those names; ``.sync.aligned``: jax's
    lowering.py:3743 and primitives.py:2345, 2549 at jax-v0.12.0.1), as their nvvm ops. A
    wait_group's N must be an immediate (the ISA's)."""
    n_operands = 1 if ins.opcode == "wgmma.wait_group" else 0
    if len(ins.operands) != n_operands or n_operands and not isinstance(ins.operands[0], Imm):
        raise p.error(diag.PTX_FORM_UNSUPPORTED.format(opcode=ins.opcode, ins_text=ins.text))
    if ins.opcode == "wgmma.commit_group":
        return Prepared(_wgmma_commit, batch_native=True)
    if ins.opcode == "wgmma.wait_group":
        return Prepared(_wgmma_wait(int(ins.operands[0].value)), batch_native=True)
    if ins.opcode == "wgmma.fence":
        return Prepared(_wgmma_fence, batch_native=True)
    return _thread_sync_fence("::after_thread_sync" in ins.modifiers)


@handler(Tcgen05WaitOp)
def _wait(p: Prep):
    kind = "st" if p.op.kind.data == Tcgen05WaitKind.STORE else "ld"
    return lambda ctx, R: _tmem_wait(ctx, kind)


_U64 = (1 << 64) - 1


def uniform(v, what):
    """``v``'s one value over the warpgroup, or an error naming ``what``. (Integers, a wgmma's descriptors: their
    bytes compared, a third of the cost of comparing the values, and the same test.)"""
    a = np.asarray(v).reshape(-1)
    if a.dtype.kind in "iu":
        raw = a.tobytes()
        if raw != raw[:a.itemsize] * a.size:
            raise EmulatorError(diag.NOT_UNIFORM_IN_WARPGROUP.format(what=what))
    elif not is_uniform(a):
        raise EmulatorError(diag.NOT_UNIFORM_IN_WARPGROUP.format(what=what))
    return a[0]


_IMMEDIATE_DEFAULTS = {"imm-scale-a": 1, "imm-scale-b": 1, "imm-trans-a": 0, "imm-trans-b": 0}


@ptx_rule("wgmma.mma_async")
def _wgmma(p: Prep, parsed: InlineAsm, ins: Instr):
    from mgpu.emulator.ptx import Arg, Vec, evaluate
    from mgpu.emulator.wgmma import (NO_ACCUMULATOR, WGMMA_ACCUMULATORS, WGMMA_INPUT_DTYPES, MmaError, OperandReader,
                                     a_fragment_matrix, batch_registers, batch_registers_to_matrices,
                                     matrix_to_registers,
                                     registers_to_matrix, wgmma_form_error, wgmma_operands, wgmma_product)

    at = ins.attrs
    n, k, dtype = int(at["n"]), int(at["k"]), at.get("dtype", "f32")
    if int(at.get("m", 64)) != 64:
        raise p.error(diag.WGMMA_M_UNSUPPORTED.format(get=at.get('m')))
    err = wgmma_form_error(n, k, dtype, at["atype"], at["btype"])
    if err:
        raise p.error(err)
    kind = f".{dtype}.{at['atype']}.{at['btype']} (k{k})"
    acc_dtype = WGMMA_ACCUMULATORS[dtype][0]
    eb = WGMMA_INPUT_DTYPES[at["atype"]].itemsize
    outs = p.outs
    ops = ins.operands
    slots = arg_slots(p, parsed)
    # the accumulator operand is a {$0, ..., $k} list of registers tied to inputs: read at once
    items = ops[0].items if isinstance(ops[0], Vec) else ()
    acc_slots = [slots[x.n] for x in items if isinstance(x, Arg)]
    acc_get = itemgetter(*acc_slots) if len(acc_slots) == len(items) > 1 and None not in acc_slots else None
    acc_inputs = {x for x in acc_slots if x is not None}
    # A in registers ({a0, a1, a2, a3}: PTX ISA §9.7.15.5.1.1) has no trans-a immediate
    a_in_registers = isinstance(ops[1], Vec)
    if a_in_registers and len(ops[1].items) != 4:
        raise p.error(diag.WGMMA_A_REGISTERS.format(n_items=len(ops[1].items)))
    # the immediates after scale-d (PTX ISA §9.7.15.5.1 "Syntax"): scale-a/b but for integer inputs,
    # the transposes for 16-bit inputs only (no imm-trans-a with A in registers)
    names = [x for x in _IMMEDIATE_DEFAULTS if (x.startswith("imm-scale") and dtype != "s32") or
             (eb == 2 and x == "imm-trans-b") or (eb == 2 and x == "imm-trans-a" and not a_in_registers)]
    if len(ops) != 4 + len(names):
        raise p.error(diag.WGMMA_OPERAND_COUNT.format(kind=kind, n_ops=len(ops),
                                                      items="".join(f", {x}" for x in names)))
    immediates = dict(zip(names, ops[4:]))
    # the registers the wgmma reads that wgmma.fence orders (PTX ISA 9.1 §9.7.15.7.1): D and A's fragments
    a_slots = [slots[x.n] for x in ops[1].items if isinstance(x, Arg)] if a_in_registers else []
    register_inputs = [x for x in [*acc_slots, *a_slots] if x is not None]
    # those holding a constant, by the op computing it: LLVM may materialize it after the last fence
    constant_inputs = p.prog.constant_writers(v for s, v in zip(p.ins, p.op.operands) if s in register_inputs)
    # scale-d and the immediates (scale-a/b, transposes) read constants: evaluated once, here
    fixed_d = _constant_operand(p, ops[3], slots)
    accumulates = None if fixed_d is None else bool(fixed_d)  # (a constant scale-d: whether D accumulates, once)
    fixed = {x: _constant_operand(p, o, slots) for x, o in immediates.items()}
    # (all of them constants, as jax writes them: the immediates of every execution, made once)
    fixed_imm = ({x: int(fixed[x]) if x in immediates else v for x, v in _IMMEDIATE_DEFAULTS.items()}
                 if all(v is not None for v in fixed.values()) else None)
    # (A and B from their descriptors, the immediates constants: one reader's plans per descriptors)
    reader = None if a_in_registers or fixed_imm is None else OperandReader(
        n=n, k=k, atype=at["atype"], btype=at["btype"], dtype=dtype, scale_a=fixed_imm["imm-scale-a"],
        scale_b=fixed_imm["imm-scale-b"], trans_a=fixed_imm["imm-trans-a"], trans_b=fixed_imm["imm-trans-b"])
    packed = dtype == "f16"  # two f16 elements a .b32 register
    satfinite = bool(at.get("satfinite"))
    rt = p.out_types[0] if len(p.out_types) == 1 else None
    vector_out = [isinstance(t, VectorType) for t in (rt.types.data if isinstance(rt, LLVMStructType) else p.out_types)]
    seen: list = []  # (the accumulator registers this op last converted, their matrix)
    operand_bytes = ((0 if a_in_registers else 64 * k) + n * k) * eb  # (read from SMEM by one CTA's issue)

    def scale_d(R: Registers):
        return fixed_d if fixed_d is not None else evaluate(ops[3], LazyArgs(R, slots))

    def accumulator(ctx: Context, R: Registers, batched: bool, given=None):
        """The old D as a (64, N) matrix (a batched context's: (CTAs, 64, N)), or None (scale-d false);
        ``given``: the matrix its registers hold (a chain's previous D, wgmma_chain.py)."""
        if not (accumulates if accumulates is not None else uniform(scale_d(R), "wgmma scale-d")):
            return None
        if given is not None:
            return given
        dvec = acc_get(R) if acc_get is not None else evaluate(ops[0], LazyArgs(R, slots))
        if not dvec or dvec[0] is None:
            raise MmaError(NO_ACCUMULATOR)
        last = ctx.mma_acc  # (the registers of the previous wgmma's result and its matrix)
        if last is not None and len(last[0]) == len(dvec) and all(map(is_, dvec, last[0])):
            return last[1]
        if batched:
            regs = _accumulator(dvec, acc_dtype, packed, ctx.T)  # (N/2, CTAs * 128)
            return batch_registers_to_matrices(regs, ctx.T // WARPGROUP_SIZE)
        if seen and len(seen[0]) == len(dvec) and all(map(is_, dvec, seen[0])):
            return seen[1]  # (the same registers as this op's last: constants, or cached static values)
        c = registers_to_matrix(_accumulator(dvec, acc_dtype, packed))
        seen[:] = dvec, c
        return c

    def operands(ctx: Context, R: Registers):
        """This CTA's A (64, K) and B^T (N, K) as the product reads them, and its SMEM reads."""
        args = LazyArgs(R, slots)
        reads = [] if ctx.hb is not None else None
        if a_in_registers:
            words = [per_thread(np.asarray(w), WARPGROUP_SIZE).reshape(WARPGROUP_SIZE) for w in evaluate(ops[1], args)]
            a_desc = a_fragment_matrix(np.stack(words), at["atype"])
        else:
            a_desc = int(uniform(evaluate(ops[1], args), "the wgmma A descriptor")) & _U64  # (as uint64)
            _check_operand(ctx.cta.hazards, a_desc, ctx.hb)
        b_desc = int(uniform(evaluate(ops[2], args), "the wgmma B descriptor")) & _U64
        _check_operand(ctx.cta.hazards, b_desc, ctx.hb)
        if reader is not None:
            a, bt = reader(a_desc, b_desc, ctx.cta.smem, reads)
            return a, bt, reads
        imm = fixed_imm or {x: int(uniform(evaluate(immediates[x], args), "a wgmma immediate") if fixed.get(x) is None
                                   else fixed[x]) if x in immediates else v for x, v in _IMMEDIATE_DEFAULTS.items()}
        a, bt = wgmma_operands(a_desc, b_desc, ctx.cta.smem, n=n, k=k, atype=at["atype"], btype=at["btype"],
                               dtype=dtype, scale_a=imm["imm-scale-a"], scale_b=imm["imm-scale-b"],
                               trans_a=imm["imm-trans-a"], trans_b=imm["imm-trans-b"], reads=reads)
        return a, bt, reads

    def operands_batched(ctx: Context, R: Registers, ctas: list):
        """All CTAs' A (CTAs, 64, K) and B^T (CTAs, N, K) read at once, each from its own SMEM
        (machine.Batch.windows), when the descriptors and immediates are the same in every CTA;
        None otherwise (then each CTA's are read on its own context, as :func:`operands`)."""
        args = LazyArgs(R, slots)
        exprs = {x: e for x, e in immediates.items() if fixed.get(x) is None}
        exprs["b"] = ops[2]
        if not a_in_registers:
            exprs["a"] = ops[1]
        vals = {x: np.asarray(evaluate(e, args)).reshape(-1) for x, e in exprs.items()}
        if not all(v.size and is_uniform(v) for v in vals.values()):
            return None
        b_desc = int(vals["b"][0]) & _U64
        if a_in_registers:
            T = ctx.T
            words = np.stack([per_thread(np.asarray(w), T).reshape(T) for w in evaluate(ops[1], args)])
            a_desc = a_fragment_matrix(words.reshape(len(words), -1, WARPGROUP_SIZE).swapaxes(0, 1), at["atype"])
        else:
            a_desc = int(vals["a"][0]) & _U64
        for sub, _, _ in ctas:
            if not a_in_registers:
                _check_operand(sub.cta.hazards, a_desc, sub.hb)
            _check_operand(sub.cta.hazards, b_desc, sub.hb)
        imm = {x: (int(vals[x][0]) if fixed.get(x) is None else fixed[x]) if x in immediates else v
               for x, v in _IMMEDIATE_DEFAULTS.items()}
        return wgmma_operands(a_desc, b_desc, ctx.batch.windows(), n=n, k=k, atype=at["atype"], btype=at["btype"],
                              dtype=dtype, scale_a=imm["imm-scale-a"], scale_b=imm["imm-scale-b"],
                              trans_a=imm["imm-trans-a"], trans_b=imm["imm-trans-b"])

    def issued(ctx: Context, reads):
        """What issuing the wgmma records in its CTA: the operand reads, the bytes read."""
        if ctx.hb is not None:
            ctx.hb.wgmma_issue(ctx)  # (the committed groups complete once every warp issued it)
        _record_operands(ctx, reads, "this wgmma", wgmma=True)
        _check_peer_stores_fenced(ctx, reads)
        ctx.machine.stats.bytes_read[SMEM] += operand_bytes

    def results(ctx: Context, R: Registers, d: np.ndarray, regs: np.ndarray):
        regs = tuple(_registers(regs, packed, vector_out))
        ctx.mma_acc = (regs, d)
        if len(outs) == 1:
            R[outs[0]] = regs
        else:
            for s, v in zip(outs, regs):
                R[s] = v

    def product(ctx: Context, R: Registers, given=None):
        """Issue it on one CTA (the accumulator ``given`` as a matrix, else read from its registers): its D."""
        _need_full_warpgroup(ctx, "wgmma.mma_async")
        c = accumulator(ctx, R, False, given)
        a, bt, reads = operands(ctx, R)
        d = wgmma_product(a, bt, c, dtype, satfinite)
        issued(ctx, reads)
        return d

    def product_batched(ctx: Context, R: Registers, given=None):
        """Issue it on a batched context (machine.Batch: the same warpgroup of several CTAs), ``given`` as
        :func:`product`'s: D (CTAs, 64, N), or None when not every CTA is active or accumulates alike (then each
        issues it on its own). Each CTA's operands read and recorded on its own context, the products of all
        CTAs as one stacked product (the bits of each alone, wgmma.wgmma_product)."""
        if ctx.mask is not None and not ctx.mask.all() or not is_uniform(np.asarray(scale_d(R)).reshape(-1)):
            return None
        ctas = cta_slices(ctx)
        for sub, _, _ in ctas:
            _need_full_warpgroup(sub, "wgmma.mma_async")
        c = accumulator(ctx, R, True, given)
        tracked = any(sub.hb is not None for sub, _, _ in ctas)
        both = None if tracked else operands_batched(ctx, R, ctas)
        if both is None:
            per = [operands(sub, SubRegs(R, lo, hi, ctx.T)) for sub, lo, hi in ctas]
            both = np.stack([x[0] for x in per]), np.stack([x[1] for x in per])
        d = wgmma_product(*both, c, dtype, satfinite)
        if tracked:
            for (sub, _, _), (_, _, reads) in zip(ctas, per):
                issued(sub, reads)
        else:  # (no reads to record, no clock to tell: issuing it counts the bytes read, :func:`issued`)
            ctx.machine.stats.bytes_read[SMEM] += len(ctas) * operand_bytes
        return d

    def finish(ctx: Context, R: Registers, d: np.ndarray, values=None, acc_from=None):
        """D's registers written and the issue's register checks; or, in a chain (wgmma_chain.py), ``values``
        the results made pending (D handed on: none) and ``acc_from`` the slots checked as its accumulator's."""
        made = values is None
        if made:
            results(ctx, R, d, matrix_to_registers(d) if ctx.batch is None else batch_registers(d))
        regs = registers_of(ctx)
        if regs is not None:  # (the results pending until a wait_group covers this wgmma's group)
            if made:
                values = [R[s] for s in outs]
                values += [x for v in values if v.__class__ is tuple for x in v]
            inputs, acc = (register_inputs, acc_inputs) if acc_from is None else \
                ([*acc_from, *(x for x in a_slots if x is not None)], set(acc_from))
            regs.issue(ctx.cur_op, inputs, R, acc, values, ctx.hb.commits, constant_inputs)

    def run(ctx: Context, R: Registers):
        finish(ctx, R, product(ctx, R))

    def run_batched(ctx: Context, R: Registers):
        """On a batched context: :func:`product_batched`, the results one register file for the batch (no per-CTA
        registers to stack back); or each CTA on its own."""
        if ctx.batch is None:
            return run(ctx, R)
        d = product_batched(ctx, R)
        if d is None:
            return split_per_cta(run, outs, ctx, R)
        finish(ctx, R, d)

    step = WgmmaStep(tuple(acc_slots) if acc_get is not None else None, tuple(outs),
                     None if packed else np.dtype(acc_dtype), product, finish, product_batched,
                     accumulates is not None)
    return Prepared(run_batched, batch_native=True, fusion=step)


def _constant_operand(p: Prep, expr, slots):
    """The value of a PTX operand that reads only constants and is the same for all threads (one
    element), or None (it reads a register, or evaluating it fails: then it is evaluated, and
    fails, at run time as before)."""
    from mgpu.emulator.ptx import evaluate

    try:
        v = np.asarray(evaluate(expr, LazyArgs(p.prog.consts, slots))).reshape(-1)
    except Exception:  # noqa: BLE001 - (a KeyError: a register that is not a constant)
        return None
    return v[0] if v.size == 1 else None


def _accumulator(dvec, dtype: np.dtype, packed: bool, T: int = WARPGROUP_SIZE) -> np.ndarray:
    """The accumulator from its registers (each one value per thread), register-major: (N/2, T)
    elements of ``dtype`` (T: the context's threads, a batch's CTAs one after the other). ``packed``
    (f16 D): N/4 .b32 registers of two elements, the first low."""
    if packed:
        words = np.stack([per_thread(np.asarray(x), T).reshape(-1) for x in dvec]).astype(np.int64)
        halves = np.ascontiguousarray(words.astype("<u4"))[..., None].view(dtype)  # (N/4, T, 2)
        return np.ascontiguousarray(halves.transpose(0, 2, 1)).reshape(2 * len(dvec), T)
    try:
        acc = np.concatenate(dvec)  # the usual case: every register is (T, 1) of D's type
        if acc.shape == (T * len(dvec), 1) and acc.dtype == dtype:
            return acc.reshape(len(dvec), T)
    except (ValueError, TypeError):
        pass
    acc = np.empty((len(dvec), T), dtype)
    for j, x in enumerate(dvec):
        acc[j] = np.asarray(x).reshape(-1)
    return acc


def _registers(regs: np.ndarray, packed: bool, vector_out: list[bool]):
    """The result registers from :func:`matrix_to_registers`' (N/2, 128, 1): f16 pairs packed into
    .b32 words (``packed``), each a (128, 1) vector<1x..> or a (128,) scalar as the asm's result
    type says."""
    if packed:
        regs = np.stack([regs[0::2, :, 0], regs[1::2, :, 0]], -1).view(np.int32)  # (N/4, 128, 1)
    if len(vector_out) == len(regs) and all(vector_out):
        return list(regs)  # (the same views, without a test each)
    return [r if vec else r[:, 0] for r, vec in zip(regs, vector_out)]


def _check_operand(hz, desc: int, hb, issuer=None):
    """An MMA reads (async proxy) the SMEM operand at ``desc``'s start address: it must not be
    owned by an incoming asynchronous copy (TMA load) whose barrier phase no thread of that CTA
    observed yet, unless the issuer (of clock ``hb``) is ordered after the phase's completion
    (hazards.py: ``hz``, its CTA's). A ``.cta_group::2`` MMA reads its peer CTA's operands too, which
    a pair's loads may complete on the leader's mbarrier only (PTX ISA 9.1 §9.7.9.27.1.2; jax's
    leader-tracked loads, launch_context.py:1781-1817 at jax-v0.10.2): the issuer's wait on that
    barrier orders them (tests/flagship/test_cta_pair_loads.py); once it returned, the copies are landed in the
    peer (``issuer``: the issuing context, where ``hz`` is the peer's; hazards.CtaHazards.check_landed). Checked at
    the operand's first 16 bytes (the descriptor's start address): only a copy overlapping them can be found."""
    lo = (int(desc) & 0x3FFF) << 4
    if hz.incoming and any(r.lo < lo + 16 and lo < r.hi for r in hz.incoming):
        hz.check(np.array([lo], np.int64), 16, False, hb)
    if issuer is not None:
        hz.check_landed(issuer, slice(lo, lo + 16), "this tcgen05.mma")


def _record_operands(ctx: Context, reads, what: str, wgmma: bool = False):
    """The MMA's SMEM operand reads (``load_operand``'s ``reads``), where happens-before is tracked:
    other warps' writes must be ordered before them, their later writes after them (a ``wgmma``'s:
    after the wgmma.wait_group that covers it, hazards.record_issued_read)."""
    if reads:
        ctx.cta.hazards.record_issued_reads(ctx, reads, what, wgmma)


@ptx_rule("tcgen05.mma")
def _tcgen05_mma(p: Prep, parsed: InlineAsm, ins: Instr):
    from mgpu.emulator.ptx import evaluate

    kind = ins.attrs.get("kind")
    scaled = ins.attrs.get("block_scale")  # (its kinds and forms: tcgen05_scaled.py)
    if kind not in D_TYPES and not scaled:
        raise p.error(diag.TCGEN05_KIND_UNSUPPORTED.format(kind=kind))
    group = int(ins.attrs.get("cta_group", 1))
    pred = ins.predicate
    what = f"the tcgen05.mma at {location_of(p.op)}"
    a_in_tmem = isinstance(ins.operands[1], Mem)  # ``[a]``: A's TMEM address, not a SMEM descriptor
    sparse = bool(ins.attrs.get("sparse"))  # ``.sp``: the metadata's TMEM address before idesc
    vec = ins.attrs.get("scale_vec")

    def run(ctx: Context, R: Registers):
        args = ptx_args(p, parsed, R)
        idx = active(ctx)
        if idx.size == 0:
            return None
        vals = [np.broadcast_to(np.asarray(evaluate(o, args)), (ctx.T,)) if np.ndim(evaluate(o, args)) else
                np.full(ctx.T, evaluate(o, args)) for o in ins.operands]
        pv = None if pred is None else np.broadcast_to(np.asarray(evaluate(pred, args)), (ctx.T,))
        ctas = cta_group_of(ctx, group)
        for i in idx:
            if pv is None or pv[i]:
                with hb.issued_by(ctx, i):
                    one(ctx, i, vals, ctas)

    def one(ctx, i, vals, ctas):
        if sparse:
            d, a, b, meta, idesc, *scales, acc = (v[i] for v in vals)
            meta = int(meta)
            desc = ScaledDescriptor.decode(idesc, kind, vec, True) if scaled else InstrDescriptor.decode(
                idesc, kind, True)
            meta_cols = metadata_columns(kind, meta, desc.selector)
        else:
            d, a, b, idesc, *scales, acc = (v[i] for v in vals)
            meta = None
        for cta in ctas:
            if cta.peers is not None:
                cta.peers.issued(ctx, "tcgen05.mma")
            hz = cta.hazards
            if sparse:
                hz.check_tmem(*meta_cols, "this tcgen05.mma.sp (its sparse metadata)", mma=False)
            if a_in_tmem:
                _, a_col = split_taddr(a)
                hz.check_tmem(a_col, a_col + K_BYTES // 4, "this tcgen05.mma (its A operand)", mma=False)
            else:
                _check_operand(hz, a, ctx.hb, None if cta is ctx.cta else ctx)
            _check_operand(hz, b, ctx.hb, None if cta is ctx.cta else ctx)
        reads = [] if ctx.hb is not None else None
        operands = ([tmem_of(c) for c in ctas], [c.smem for c in ctas], int(d), int(a), int(b), int(idesc),
                    bool(acc))
        if scaled:
            lo, hi, spans = scaled_mma(*operands, *map(int, scales), kind=kind, vec=vec, reads=reads,
                                       a_in_tmem=a_in_tmem, meta_taddr=meta)
            for cta in ctas:
                for s_lo, s_hi in spans:
                    cta.hazards.check_tmem(s_lo, s_hi, "this tcgen05.mma (its scale factors)", mma=False)
        else:
            lo, hi = mma(*operands, kind=kind, reads=reads, a_in_tmem=a_in_tmem, meta_taddr=meta)
        _record_operands(ctx, reads, "this tcgen05.mma")
        for cta in ctas:
            cta.hazards.check_tmem(lo, hi, "this tcgen05.mma", mma=False)
            cta.hazards.check_tmem_write(lo, hi, ALL_QUARTERS, "this tcgen05.mma", by=ctx)
            cta.hazards.tmem_write(ctx.name, lo, hi, what, mma=True)

    return run


def _check_peer_stores_fenced(ctx: Context, reads):
    """A wgmma reads its SMEM operands through the async proxy: a peer CTA's generic stores there need a proxy
    fence ordered between (PTX ISA 9.1 §9.7.15.4, §9.7.13.4), as for a TMA store's source (hazards.py peer_write,
    check_fenced). Only the peers' stores are checked here (hazards.py's ``peers``: which warps of other CTAs
    stored in this CTA's SMEM)."""
    hz = ctx.cta.hazards
    if hz.peers and reads and ctx.hb is not None:
        hb = ctx.hb.joined(ctx)
        for offs, eb in reads:
            idx = (offs.reshape(-1, 1) + np.arange(eb)).reshape(-1)
            hz.check_fenced(hb, idx, "this wgmma", hz.peers, sync_diag.RACE_NO_PROXY_FENCE_MMA)


def cta_group_of(ctx: Context, group: int) -> list:
    """The CTAs a ``.cta_group::<group>`` tcgen05 op of ``ctx`` acts on: its own, or its CTA pair
    (cluster ranks 2k and 2k + 1, PTX ISA §9.7.16.2 "CTA pair")."""
    if group == 1:
        return [ctx.cta]
    ctas = ctx.cta.cluster.ctas
    r = ctx.cta.rank & ~1
    if r + 1 >= len(ctas):
        raise EmulatorError(diag.TCGEN05_CTA_PAIR.format(n=len(ctas)))
    return [ctas[r], ctas[r + 1]]


def tmem_cp(ctx: Context, group: int, shape: str, multicast: str, taddrs, descs, what: str) -> None:
    """``tcgen05.cp.cta_group::<group>.<shape>[.<multicast>]`` by the active threads of ``ctx``
    [PTX ISA 9.1 §9.7.16.9]: each issuing thread copies the SMEM matrix its descriptor names into
    TMEM at its address, in each CTA of its group (jax issues it from one thread)."""
    T = ctx.T
    ta, d = per_thread(taddrs, T), per_thread(descs, T)
    for i in active(ctx).tolist():
        for cta in cta_group_of(ctx, group):
            if cta.peers is not None:
                with hb.issued_by(ctx, i):
                    cta.peers.issued(ctx, "tcgen05.cp")
            reads: list = []
            lo, hi = tmem_of(cta).cp(int(ta[i]), shape, multicast, int(d[i]) & (2**64 - 1), cta.smem, reads)
            # an async-proxy read of SMEM: fenced generic writes and landed copies only (hazards.py)
            offs = reads[0][0]
            hz = cta.hazards
            hz.check_async_read(int(offs.min()), int(offs.max()) + 4, what)
            hz.check(offs, 4, False, ctx.hb)
            if cta is ctx.cta:
                _record_operands(ctx, reads, "this tcgen05.cp")
            else:
                with hb.issued_by(ctx, i):
                    hz.check_landed(ctx, access_index(offs, 4), "this tcgen05.cp")
            hz.check_tmem(lo, hi, "this tcgen05.cp", mma=False)
            hz.check_tmem_write(lo, hi, ALL_QUARTERS, "this tcgen05.cp", by=ctx)
            hz.tmem_write(ctx.name, lo, hi, what, mma=True)  # (complete at a tcgen05.commit, like an MMA)


@handler(Tcgen05CpOp)
def _tcgen05_cp(p: Prep):
    op = p.op
    if op.srcFormat is not None:
        raise p.error(diag.TCGEN05_CP_DECOMPRESSION.format(data=op.srcFormat.data.value))
    shape = op.shape.data.value.removeprefix("shape_")  # nvvm's shape_128x128b: PTX's .128x128b
    multicast = op.multicast.data.value if op.multicast is not None else "none"
    group = 2 if op.group is not None and op.group.data == CTAGroupKind.CTA_2 else 1
    taddr, desc = p.ins
    what = f"the tcgen05.cp at {location_of(p.op)}"
    return lambda ctx, R: tmem_cp(ctx, group, shape, multicast, R[taddr], R[desc], what)


_CP_SHAPES = {s.value.removeprefix("shape_") for s in Tcgen05CpShape}
_CP_MULTICASTS = {m.value.replace("_", "::", 1): m.value for m in Tcgen05CpMulticast if m.value != "none"}
"""PTX's ``.warpx2::02_13`` -> nvvm's (and tcgen05.py's) ``warpx2_02_13``."""


@ptx_rule("tcgen05.cp")
def _tcgen05_cp_ptx(p: Prep, parsed: InlineAsm, ins: Instr):
    """``tcgen05.cp.cta_group::N.<shape>{.<multicast>} [taddr], s-desc`` [PTX ISA 9.1 §9.7.16.9];
    jax's (tcgen05.py:1880-1891 at jax-v0.12.0.1). A source format (decompression) is refused."""
    mods = ins.modifiers
    group = next((int(m.split("::")[1]) for m in mods if m.startswith("cta_group::")), None)
    shape = next((m for m in mods if m in _CP_SHAPES), None)
    multicast = next((_CP_MULTICASTS[m] for m in mods if m in _CP_MULTICASTS), "none")
    if group is None or shape is None or set(mods) - {f"cta_group::{group}", shape, multicast.replace("_", "::", 1)}:
        raise p.error(diag.PTX_TCGEN05_CP_FORM.format(ins_text=ins.text))
    _unpredicated(p, ins, 2)
    taddr, desc = ins.operands
    what = f"the tcgen05.cp at {location_of(p.op)}"

    def run(ctx: Context, R: Registers):
        args = ptx_args(p, parsed, R)
        tmem_cp(ctx, group, shape, multicast, per_thread_value(taddr, args, ctx.T),
                per_thread_value(desc, args, ctx.T), what)

    return run


@ptx_rule("tcgen05.wait")
def _wait_ptx(p: Prep, parsed: InlineAsm, ins: Instr):
    kind = ins.attrs.get("what")
    return lambda ctx, R: _tmem_wait(ctx, kind)
