"""Registers an issued ``wgmma.mma_async`` may still read or write: detection of register races.

The emulator computes a wgmma's product at issue, so a kernel that reads its accumulator before
waiting, or that feeds it registers written after the last ``wgmma.fence``, gets the right answer;
on hardware it may not. Two rules, per warpgroup (a context whose warps are tracked,
happens_before.py):

- **wait before use** (PTX ISA 9.1 §9.7.15.5.2 wgmma.mma_async, "wgmma.commit_group and
  wgmma.wait_group operations must be used to wait for the completion ... before the results are
  accessed"; §9.7.15.7.3 wgmma.wait_group): the accumulator a wgmma returns is *pending* until a
  ``wgmma.wait_group N`` leaves at most N groups pending after the group the wgmma was committed
  in. An instruction that reads a pending register is a race naming both. A later wgmma may take
  it as its own accumulator (chained accumulation: the unit runs them in issue order, §9.7.15.7.1).
- **fence before the wgmma** (§9.7.15.7.1 wgmma.fence): a ``wgmma.fence`` must come before the
  warpgroup's first wgmma, and between an instruction writing a register and a wgmma reading it as
  accumulator or as A fragment, except a previous wgmma's accumulator.

Registers are SSA values: what Mosaic emits between a wgmma and its wait (struct extractions,
shuffles into vectors, casts: ``MOVES``) are register renamings that LLVM compiles to nothing, so
they pass a pending value on rather than read it (jax's own kernels shuffle the accumulator before
the wait). Pending values are kept by identity (the register file holds the same array objects
through moves of whole values, loop-carried values and calls), fresh ones (written since the last
fence) by slot: a value carried into a loop through a block argument is not fresh there (a missed
race, never a false one).

``tcgen05.ld`` registers are not pending: the PTX ISA orders only TMEM against a ``tcgen05.ld``
until ``tcgen05.wait::ld`` (§9.7.16.8.5, its example: a later tcgen05.mma of the same columns),
and jax documents ``async_load_tmem``'s result as usable at once (jax/_src/pallas/mosaic_gpu/
primitives.py:4360-4378 at jax-v0.12.0.1).
"""

from __future__ import annotations

from mgpu.dialect.diagnostics import op_name
from mgpu.dialect.diagnostics.emulator import tensor_core as diag
from mgpu.emulator.hazards import op_where, race

# register renamings: their results are their operands' registers, moved (see above)
MOVES = frozenset({
    "builtin.unrealized_conversion_cast", "arith.bitcast",
    "llvm.extractvalue", "llvm.insertvalue", "llvm.extractelement", "llvm.insertelement", "llvm.bitcast",
    "llvm.mlir.undef", "llvm.mlir.poison", "llvm.mlir.zero",
    "vector.extract", "vector.insert", "vector.extract_strided_slice", "vector.insert_strided_slice",
    "vector.shuffle", "vector.shape_cast", "vector.from_elements", "vector.bitcast", "vector.broadcast",
    "vector.splat", "vector.interleave", "vector.deinterleave",
})
USE, MOVE, SKIP = 0, 1, 2


def op_kind(op) -> int:
    """How the per-op check treats ``op``: MOVE (above; an empty inline asm, jax's optimization
    barrier, too), SKIP (an op with regions or a call: its body's ops are checked, and the values
    it passes on are the same objects; a wgmma: tensorcore.py checks its own operands) or USE."""
    name = op_name(op)
    if op.regions or name == "func.call":
        return SKIP
    if name == "llvm.inline_asm":
        asm = op.properties["asm_string"].data
        if not asm.strip():
            return MOVE
        return SKIP if "wgmma.mma_async" in asm else USE
    return MOVE if name in MOVES else USE


class WgmmaRegisters:
    """The register state of one warpgroup (made at its first wgmma.fence or wgmma)."""

    __slots__ = ("pending", "fresh", "fenced")

    def __init__(self):
        self.pending: dict[int, tuple] = {}  # id(value) -> (value, wgmma op, its group number)
        self.fresh: dict[int, object] = {}  # slot -> the op that wrote it since the last wgmma.fence
        self.fenced = False

    def after(self, kind: int, ins, outs, R, op) -> None:
        """After ``op`` (of ``kind``, USE or MOVE, reading slots ``ins``, writing ``outs``) ran."""
        pending = self.pending
        if pending:
            for s in ins:
                hit = pending.get(id(R[s]))
                if hit is not None:
                    if kind != MOVE:
                        race(diag.REGISTER_READ_BEFORE_WGMMA_WAIT.format(what="this instruction reads",
                                                                         wgmma=op_where(hit[1])))
                        break
                    for o in outs:
                        v = R[o]
                        pending[id(v)] = (v, hit[1], hit[2])
                    break
        fresh = self.fresh
        if kind != MOVE:
            for o in outs:
                fresh[o] = op
        elif fresh:
            writer = None
            for s in ins:
                writer = fresh.get(s)
                if writer is not None:
                    break
            for o in outs:
                if writer is None:
                    fresh.pop(o, None)
                else:
                    fresh[o] = writer

    def fence(self) -> None:
        """``wgmma.fence``: registers written so far are ordered before the next wgmmas."""
        self.fenced = True
        self.fresh.clear()

    def issue(self, op, inputs, R, acc: set, results, group: int) -> None:
        """A wgmma ``op`` reads slots ``inputs`` (its accumulator, those in ``acc``, and A
        fragments) and returns ``results`` (values), pending in group number ``group``."""
        if not self.fenced:
            race(diag.WGMMA_WITHOUT_FENCE)
        for s in inputs:
            writer = self.fresh.get(s)
            if writer is not None:
                race(diag.REGISTER_WRITTEN_AFTER_WGMMA_FENCE.format(writer=op_name(writer), where=op_where(writer)))
            if s not in acc:
                hit = self.pending.get(id(R[s]))
                if hit is not None:
                    race(diag.REGISTER_READ_BEFORE_WGMMA_WAIT.format(what="this wgmma reads as A fragments",
                                                                     wgmma=op_where(hit[1])))
        pending = self.pending
        for v in results:
            pending[id(v)] = (v, op, group)

    def wait(self, done: int) -> None:
        """``wgmma.wait_group``: the groups numbered below ``done`` are complete."""
        if self.pending:
            self.pending = {k: e for k, e in self.pending.items() if e[2] >= done}


def registers_of(ctx) -> WgmmaRegisters | None:
    """``ctx``'s register state where its warps are tracked (made on first use), else None."""
    if ctx.hb is None:
        return None
    if ctx.regs is None:
        ctx.regs = WgmmaRegisters()
    return ctx.regs
