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
  accumulator or as A fragment, except a previous wgmma's accumulator. The order that counts is the
  compiled one: LLVM takes in-register computation as pure and may move it past the fence, which is
  why jax puts an optimization barrier (an empty side-effecting inline asm) on the registers before
  each fence it emits for a wgmma (jax/experimental/mosaic/gpu/wgmma.py:491-499 at jax-v0.10.2). So
  a register written by a side-effect-free instruction (xDSL's ``is_side_effect_free``: arithmetic,
  conversions) before the last fence still counts as written after it (*floating*) unless an
  optimization barrier took it before that fence; a barrier's results are pinned where it stands
  (settled by the next fence). A load, or any instruction with an effect, stays before the fence
  that follows it. This holds in every module: jax's lowering and mgpu's own
  (mgpu/passes/lowering/optimization_barrier.py) put the barrier where jax's does, and a module
  without one is compiled by LLVM all the same. A constant is folded before the run (no
  instruction writes it), but LLVM materializes it where it likes before its use: a barrier taking
  one is not folded where a wgmma may read what it returns (program.py), and pins the constant
  where it stands, named by the op computing it (a zero accumulator, jax's
  ``WGMMAAccumulator.zero``, whose barrier comes after the last fence); a constant a wgmma reads
  through moves only (no barrier: folded into its operand) is one it reads as computed after the
  last fence. A warpgroup's register state starts with its first op the checks concern, so a value
  computed before its first fence floats past it too.

Registers are SSA values: what Mosaic emits between a wgmma and its wait (struct extractions,
shuffles into vectors, casts: ``MOVES``) are register renamings that LLVM compiles to nothing, so
they pass a pending value on rather than read it (jax's own kernels shuffle the accumulator before
the wait). Pending values are kept by identity (the register file holds the same array objects
through moves of whole values, loop-carried values and calls), fresh ones (written since the last
fence) by slot, and an scf op's block arguments and results take the fresh state of the values
bound to them (:class:`Carry`): a register reaches a wgmma through a loop or out of a region as it
does without one (a loop may be unrolled or peeled, and its first iteration's code moved with what
comes before it); a value merged from the regions of a divergent scf.if is a new array, pending
where one it merges is (:meth:`WgmmaRegisters.merged`).

``tcgen05.ld`` registers are not pending: the PTX ISA orders only TMEM against a ``tcgen05.ld``
until ``tcgen05.wait::ld`` (§9.7.16.8.5, its example: a later tcgen05.mma of the same columns),
and jax documents ``async_load_tmem``'s result as usable at once (jax/_src/pallas/mosaic_gpu/
primitives.py:4360-4378 at jax-v0.12.0.1).
"""

from __future__ import annotations

from xdsl.ir import Operation
from xdsl.traits import is_side_effect_free

from mgpu.dialect.diagnostics import op_name
from mgpu.dialect.diagnostics.emulator import tensor_core as diag
from mgpu.emulator.races import op_where, race

# register renamings: their results are their operands' registers, moved (see above)
MOVES = frozenset({
    "builtin.unrealized_conversion_cast", "arith.bitcast",
    "llvm.extractvalue", "llvm.insertvalue", "llvm.extractelement", "llvm.insertelement", "llvm.bitcast",
    "llvm.mlir.undef", "llvm.mlir.poison", "llvm.mlir.zero",
    "vector.extract", "vector.insert", "vector.extract_strided_slice", "vector.insert_strided_slice",
    "vector.shuffle", "vector.shape_cast", "vector.from_elements", "vector.bitcast", "vector.broadcast",
    "vector.splat", "vector.interleave", "vector.deinterleave",
})
USE, MOVE, SKIP, RUN, PIN = 0, 1, 2, 3, 4
"""RUN: the entry of a run of moves fused into one closure (fuse.fuse_tracked): its ``ins`` are the
moves' own entries, its ``outs`` every slot they read or write. PIN: an empty inline asm, jax's
optimization barrier: a move that pins its results where it stands (see above)."""

AFTER, PINNED, FLOATING = 0, 1, 2
"""How a fresh register came to be fresh, bits: written after the last wgmma.fence (AFTER) or before it by a
side-effect-free instruction no barrier pinned before it (FLOATING); PINNED: an optimization barrier took it since
the last fence (the next fence settles it)."""


def op_kind(op) -> int:
    """How the per-op check treats ``op``: MOVE (above), PIN (jax's optimization barrier), SKIP (an op with
    regions or a call: its body's ops are checked, and the values it passes on are the same objects; a wgmma:
    tensorcore.py checks its own operands) or USE."""
    name = op_name(op)
    if op.regions or name == "func.call":
        return SKIP
    if name == "llvm.inline_asm":
        asm = op.properties["asm_string"].data
        if not asm.strip():
            return PIN
        return SKIP if "wgmma.mma_async" in asm else USE
    return MOVE if name in MOVES else USE


CALLS = frozenset({"func.call", "llvm.call"})


def constant_writer(values, is_constant):
    """The op computing the first of ``values`` that is a constant (``is_constant(value)``: folded before the run),
    through the moves it went through (the first source that is not a move, else the first move without operands,
    an undef), or None when none is. LLVM materializes a constant where it likes before its use (module
    docstring): a barrier taking one pins it where the barrier stands, and a wgmma reading one through moves only
    reads it as written after the last fence."""
    first = next((v for v in values if is_constant(v)), None)
    todo = [] if first is None else [first]
    undef = None
    while todo:
        owner = todo.pop().owner
        if not isinstance(owner, Operation):
            continue
        if op_kind(owner) != MOVE:
            return owner
        if not owner.operands:
            undef = undef or owner
        todo.extend(v for v in reversed(owner.operands) if is_constant(v))
    return undef


def _is_wgmma(op) -> bool:
    return op_name(op) == "llvm.inline_asm" and "wgmma.mma_async" in op.properties["asm_string"].data


class Relevant:
    """The values the checks can concern in a module, found once before it runs, so that
    execute.run_block calls :meth:`WgmmaRegisters.after` only for the ops whose check can find
    something or change what a later check finds (the same races as checking every op):

    - ``pending``: the values that may hold a wgmma's result (the objects ``issue`` makes pending):
      its results and, forward, every value one flows into (:func:`_flows`). Memory does not keep a
      value's identity (a load makes a new array). An op reading none of them finds nothing pending
      and makes nothing pending.
    - ``fresh``: the values whose ``fresh`` entry a check reads: a wgmma's operands (``issue``) and,
      backward, the operands of the moves into one of them and the values bound to one as a block
      argument or result (:func:`carries`, ``fresh`` following them by slot: :class:`Carry`). An op
      writing none of them changes nothing a check reads."""

    def __init__(self, pending: set, fresh: set):
        self.pending = pending
        self.fresh = fresh

    @staticmethod
    def of(module) -> Relevant:
        ops = list(module.walk())
        wgmmas = [op for op in ops if _is_wgmma(op)]
        if not wgmmas:  # (nothing is ever pending, no fresh entry is read)
            return Relevant(set(), set())
        into: dict = {}
        for src, dst in _flows(ops):
            into.setdefault(src, []).extend(dst)
        pending = {r for op in wgmmas for r in op.results}
        todo = list(pending)
        while todo:
            for v in into.get(todo.pop(), ()):
                if v not in pending:
                    pending.add(v)
                    todo.append(v)
        fresh = {v for op in wgmmas for v in op.operands}
        sources = {r: op.operands for op in ops if op_kind(op) in (MOVE, PIN) for r in op.results}
        for op in ops:
            for values, become in carries(op):
                for v, b in zip(values, become):
                    sources[b] = (*sources.get(b, ()), v)
        todo = list(fresh)
        while todo:
            for v in sources.get(todo.pop(), ()):
                if v not in fresh:
                    fresh.add(v)
                    todo.append(v)
        return Relevant(pending, fresh)

    def concerns(self, op) -> bool:
        return any(v in self.pending for v in op.operands) or self.writes_fresh(op)

    def writes_fresh(self, op) -> bool:
        """Whether a result of ``op`` is one whose fresh entry a check reads: else its check changes nothing a
        check reads, and finds nothing while no register is pending (:func:`entry`)."""
        return any(r in self.fresh for r in op.results)


def entry(kind: int, ins, outs, op, constant=None, relevant: bool = True) -> tuple:
    """A CompiledBlock's ``registers`` entry: the arguments of :meth:`WgmmaRegisters.after` after ``R``.
    ``relevant``: a slot of ``outs`` is one whose fresh entry a check reads (Relevant.writes_fresh); an entry
    that is not need not be checked while no register is pending (it can find nothing pending, make nothing
    pending, and the fresh entries it writes no check reads), as execute.run_block skips it."""
    return kind, ins, outs, op, constant, relevant


def _yields(region) -> list:
    """The operands of the terminator of ``region``'s block (none for an empty region)."""
    return list(region.blocks[0].last_op.operands) if region.blocks and region.blocks[0].last_op else []


def carries(op) -> list:
    """The values ``op`` binds to its blocks' arguments and its results, position by position, as scf's handlers
    bind them: a list of (values, the block arguments or results they become) (empty but for scf's loops and
    branches)."""
    name = op_name(op)
    if name == "scf.for":
        args, out = op.regions[0].blocks[0].args[1:], _yields(op.regions[0])
        inits = op.operands[3:]
        return [(inits, args), (out, args), (out, op.results), (inits, op.results)]  # (the last: no iteration)
    if name == "scf.while":
        before, after = op.regions[0].blocks[0].args, op.regions[1].blocks[0].args
        cond = _yields(op.regions[0])[1:]
        return [(op.operands, before), (cond, after), (cond, op.results), (_yields(op.regions[1]), before)]
    if name in ("scf.if", "scf.index_switch", "scf.execute_region"):
        return [(_yields(region), op.results) for region in op.regions]
    return []


def _flows(ops: list):
    """(value, values it may be passed on as the same object) of every op of ``ops``: an op's
    operands to its results, a loop's or a branch's values to the block arguments and results they
    become (:func:`carries`), and, for other ops with regions and calls, everything they and their
    blocks' terminators read to every value they define (for a call: every function's arguments and
    returned values)."""
    bodies = [op.regions[0].blocks[0] for op in ops
              if op_name(op) in ("func.func", "llvm.func") and op.regions and op.regions[0].blocks]
    callee_args = [a for b in bodies for a in b.args]
    returned = [v for b in bodies for op in b.walk() if op_name(op) in ("func.return", "llvm.return")
                for v in op.operands]
    for op in ops:
        name = op_name(op)
        carried = carries(op)
        if carried:
            for values, become in carried:
                for v, b in zip(values, become):
                    yield v, [b]
        elif op.regions or name in CALLS:
            reads = [*op.operands, *(v for r in op.regions for v in _yields(r))]
            passes = [*op.results, *(a for r in op.regions for b in r.blocks for a in b.args)]
            if name in CALLS:
                reads += returned
                passes += callee_args
            for v in reads:
                yield v, passes
        else:
            for v in op.operands:
                yield v, list(op.results)


class WgmmaRegisters:
    """The register state of one warpgroup (made at its first op the checks concern, wgmma.fence or wgmma)."""

    __slots__ = ("pending", "fresh", "fenced", "_pure")

    def __init__(self):
        self.pending: dict[int, tuple] = {}  # id(value) -> (value, wgmma op, its group number)
        # slot -> (its writer, AFTER or FLOATING, | PINNED): the registers a wgmma may not read without a fence first
        self.fresh: dict[int, tuple] = {}
        self.fenced = False
        self._pure: dict = {}  # op -> is_side_effect_free (asked at fences)

    def after(self, R, kind: int, ins, outs, op, constant=None, relevant: bool = True) -> None:
        """After ``op`` (of ``kind``, USE, MOVE or PIN, reading slots ``ins``, writing ``outs``) ran: a
        CompiledBlock's ``registers`` entry is (kind, ins, outs, op, constant, relevant) (:func:`entry`); a RUN's
        ``ins`` are such entries. ``constant``: for a barrier taking a constant, the op computing it
        (constant_writer)."""
        pending = self.pending
        if not relevant and not pending:
            return
        if kind == RUN:
            # (a move changes nothing while no register is pending and no slot it reads or writes is
            # fresh: the 32 slices of an accumulator at a K step's start, after the last step's wait_group)
            if pending or not self.fresh.keys().isdisjoint(outs):
                for e in ins:
                    self.after(R, *e)
            return
        if pending:
            for s in ins:
                hit = pending.get(id(R[s]))
                if hit is not None:
                    if kind == USE:
                        race(diag.REGISTER_READ_BEFORE_WGMMA_WAIT.format(what="this instruction reads",
                                                                         wgmma=op_where(hit[1])))
                        break
                    for o in outs:
                        v = R[o]
                        pending[id(v)] = (v, hit[1], hit[2])
                    break
        fresh = self.fresh
        if kind == USE:
            for o in outs:
                fresh[o] = (op, AFTER)
            return
        got = None
        if fresh:
            for s in ins:
                got = fresh.get(s)
                if got is not None:
                    break
        if kind == PIN:
            if got is None and constant is not None:  # (a constant floats up to the barrier)
                got = (constant, FLOATING)
            if got is not None:
                got = (got[0], got[1] | PINNED)
        for o in outs:
            if got is None:
                fresh.pop(o, None)
            else:
                fresh[o] = got

    def fence(self) -> None:
        """``wgmma.fence``: registers written so far are ordered before the next wgmmas, but those a side-effect-free
        instruction wrote that no optimization barrier pinned (module docstring)."""
        self.fenced = True
        if self.fresh:
            self.fresh = {s: (w, FLOATING) for s, (w, how) in self.fresh.items() if not how & PINNED and self._is_pure(w)}

    def _is_pure(self, op) -> bool:
        pure = self._pure.get(op)
        if pure is None:
            pure = self._pure[op] = is_side_effect_free(op)
        return pure

    def issue(self, op, inputs, R, acc: set, results, group: int, constants=None) -> None:
        """A wgmma ``op`` reads slots ``inputs`` (its accumulator, those in ``acc``, and A
        fragments) and returns ``results`` (values), pending in group number ``group``. ``constants``:
        slot -> the op computing it, for those of ``inputs`` that hold a constant (constant_writer)."""
        if not self.fenced:
            race(diag.WGMMA_WITHOUT_FENCE)
        # (none written since the fence, no constant, all of them the accumulator's: the loop finds nothing, as
        # for a chain's wgmmas after its first, wgmma_chain.py)
        quiet = not constants and self.fresh.keys().isdisjoint(inputs) and acc.issuperset(inputs)
        for s in () if quiet else inputs:
            got = self.fresh.get(s)
            if got is None and constants and s in constants:  # (a constant floats up to its use)
                got = (constants[s], FLOATING)
            if got is not None:
                writer, how = got
                message = diag.REGISTER_NOT_PINNED_BEFORE_WGMMA_FENCE if how & FLOATING else \
                    diag.REGISTER_WRITTEN_AFTER_WGMMA_FENCE
                race(message.format(writer=op_name(writer), where=op_where(writer)))
            if s not in acc:
                hit = self.pending.get(id(R[s]))
                if hit is not None:
                    race(diag.REGISTER_READ_BEFORE_WGMMA_WAIT.format(what="this wgmma reads as A fragments",
                                                                     wgmma=op_where(hit[1])))
        pending = self.pending
        for v in results:
            pending[id(v)] = (v, op, group)

    def carry(self, pairs, merge: bool) -> None:
        """Slots bound to others' values (``pairs``: Carry's) take their fresh entries, all at once (a loop may
        pass its block arguments on swapped); ``merge``: a result of several regions divergent threads took,
        fresh where one of them made it fresh (bound region by region)."""
        fresh = self.fresh
        got = [fresh.get(s) if w is None else (w, FLOATING) for s, _, w in pairs]
        for (_, d, _), g in zip(pairs, got):
            if g is not None:
                fresh[d] = g
            elif not merge:
                fresh.pop(d, None)

    def merged(self, parts, results) -> None:
        """``results``: values merged thread by thread from those divergent regions yielded (``parts``: per
        region, its values), new arrays: pending where a value they merge is (pending is kept by identity)."""
        pending = self.pending
        for k, v in enumerate(results):
            hit = next((h for vals in parts if (h := pending.get(id(vals[k]))) is not None), None)
            if hit is not None:
                for x in (v, *v) if v.__class__ is tuple else (v,):
                    pending[id(x)] = (x, hit[1], hit[2])

    def wait(self, done: int) -> None:
        """``wgmma.wait_group``: the groups numbered below ``done`` are complete."""
        if self.pending:
            self.pending = {k: e for k, e in self.pending.items() if e[2] >= done}


class Carry:
    """What the register checks follow where an scf op binds values to block arguments or results (carries):
    the fresh entries, by slot, of the bound values (pending ones are followed by identity, as the op binds
    the same objects). ``pairs``: (source slot, bound slot, the op computing the source when it is a constant
    (constant_writer), else None) of the bound values a check may read (Relevant.fresh)."""

    __slots__ = ("pairs", "constants")

    def __init__(self, pairs: tuple):
        self.pairs = pairs
        self.constants = any(w is not None for _, _, w in pairs)

    def __call__(self, ctx, merge: bool = False) -> None:
        """Bind them in ``ctx`` (``merge``: WgmmaRegisters.carry)."""
        if ctx.hb is None:
            return
        regs = ctx.regs
        if regs is None and self.constants:
            regs = registers_of(ctx)
        if regs is not None and (regs.fresh or self.constants):
            regs.carry(self.pairs, merge)


def registers_of(ctx) -> WgmmaRegisters | None:
    """``ctx``'s register state where its warps are tracked (made on first use), else None."""
    if ctx.hb is None:
        return None
    if ctx.regs is None:
        ctx.regs = WgmmaRegisters()
    return ctx.regs
