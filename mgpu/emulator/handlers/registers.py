"""``nvvm.setmaxregister`` and inline ``setmaxnreg`` (PTX ISA 9.1, "setmaxnreg"): a warpgroup releases registers to the CTA's
pool (``.dec``) or takes them from it (``.inc``, which blocks until the pool has enough). It changes
no value, so the emulator only keeps the count: each warpgroup starts with an even share of the
SM's register file (the most a launch of that many threads can have, in multiples of 8), and the
CTA's warpgroups must fit in the register file together (arch.REGISTERS_PER_SM). An ``.inc`` that
cannot fit waits: if no other warpgroup ever releases enough, the deadlock report says so."""

from __future__ import annotations

from mgpu.arch import REGISTERS_PER_SM, SETMAXNREG_GRANULE, SETMAXNREG_MAX, SETMAXNREG_MIN, WARPGROUP_SIZE
from mgpu.dialect.diagnostics.emulator import sync as diag
from mgpu.dialect.nvvm.attrs import SetMaxRegisterAction
from mgpu.dialect.nvvm.registers import SetMaxRegisterOp
from mgpu.emulator.errors import EmulatorError
from mgpu.emulator.execute import wait_for
from mgpu.emulator.handlers.registry import handler, ptx_rule
from mgpu.emulator.machine import Context
from mgpu.emulator.program import Prep
from mgpu.emulator.ptx import Imm, InlineAsm, Instr


def launch_share(nthreads: int) -> int:
    """Registers per thread of a CTA of ``nthreads`` threads before any setmaxnreg: the SM's
    register file split evenly, in multiples of 8, at most 255 (the largest per-thread count a
    launch can have) rounded down to that granule."""
    even = REGISTERS_PER_SM // max(nthreads, 1)
    return min(even, SETMAXNREG_MAX - 1) // SETMAXNREG_GRANULE * SETMAXNREG_GRANULE


def warpgroup_registers(cta) -> dict:
    """Registers per thread of each warpgroup of ``cta`` (setmaxnreg keeps them per warpgroup)."""
    if not cta.registers:
        n = (cta.nthreads + WARPGROUP_SIZE - 1) // WARPGROUP_SIZE
        cta.registers.update({w: launch_share(cta.nthreads) for w in range(n)})
    return cta.registers


def _describe(regs: dict, wg: int, want: int) -> str:
    held = ", ".join(f"warpgroup {w}: {r}" for w, r in sorted(regs.items()))
    total = sum(r for w, r in regs.items() if w != wg) + want
    return (f"setmaxregister increase {want} by warpgroup {wg} needs {total} x {WARPGROUP_SIZE} = "
            f"{total * WARPGROUP_SIZE} registers, over the SM's {REGISTERS_PER_SM} (registers per thread held: {held})")


def set_max_registers(ctx: Context, want: int, inc: bool):
    """The warpgroup ``ctx`` sets its registers per thread to ``want``: releases them to the CTA's
    pool (``inc`` false) or takes them from it, waiting until the pool has enough."""
    if ctx.active_count() != ctx.T:
        raise EmulatorError(diag.SETMAXREGISTER_PARTIAL_WARPGROUP)
    regs = warpgroup_registers(ctx.cta)
    wg = int(ctx.tid[0]) // WARPGROUP_SIZE
    have = regs[wg]
    if inc and want < have or not inc and want > have:
        raise EmulatorError(diag.SETMAXREGISTER_COUNT.format(direction='increase' if inc else 'decrease', want=want,
                                                             wg=wg, have=have))
    if not inc:
        regs[wg] = want
        return None

    def ready():
        if sum(r for w, r in regs.items() if w != wg) + want <= REGISTERS_PER_SM // WARPGROUP_SIZE:
            regs[wg] = want
            return True
        return False

    return wait_for(ready, lambda: _describe(regs, wg, want))


@handler(SetMaxRegisterOp)
def _setmaxregister(p: Prep):
    want = p.op.regCount.value.data
    inc = p.op.action.data == SetMaxRegisterAction.INCREASE
    return lambda ctx, R: set_max_registers(ctx, want, inc)


@ptx_rule("setmaxnreg")
def _setmaxnreg_ptx(p: Prep, parsed: InlineAsm, ins: Instr):
    """``setmaxnreg.{inc,dec}.sync.aligned.u32 imm-reg-count``; jax's (primitives.py:3562-3566 at
    jax-v0.12.0.1). The count is an immediate in [24, 256], a multiple of 8 (as the nvvm op's
    verifier checks)."""
    action = next((m for m in ins.modifiers if m in ("inc", "dec")), None)
    count = ins.operands[0] if len(ins.operands) == 1 else None
    if action is None or not isinstance(count, Imm) or ins.predicate is not None:
        raise p.error(diag.PTX_SETMAXNREG_FORM.format(ins_text=ins.text))
    want = count.value
    if want % SETMAXNREG_GRANULE or not SETMAXNREG_MIN <= want <= SETMAXNREG_MAX:
        raise p.error(diag.SETMAXNREG_COUNT_INVALID.format(want=want, setmaxnreg_granule=SETMAXNREG_GRANULE,
                                                           setmaxnreg_min=SETMAXNREG_MIN,
                                                           setmaxnreg_max=SETMAXNREG_MAX))
    return lambda ctx, R: set_max_registers(ctx, want, action == "inc")
