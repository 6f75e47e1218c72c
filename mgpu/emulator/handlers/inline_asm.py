"""``llvm.inline_asm``: the PTX string parsed by :mod:`mgpu.emulator.ptx` into instruction records,
the one effectful instruction dispatched on its opcode to the PTX rule of its family
(registry.PTX_RULES: mbarrier.py, bulk_copy.py, remote_smem.py, sync.py, tensorcore.py), or a
block of register-only instructions to ptx_block.py, which runs them in order; a block holding an
instruction whose rule runs its whole block (registry.PTX_BLOCKS: the ``query_cancel`` block after
its ``ld``) goes to that rule. A ``mapa`` into a block-local register is not an instruction here:
the parser folds it into the address operand that reads it (ptx.Mapa), as jax's blocks
``{ mapa; mbarrier.arrive }`` and ``{ mapa; cp.async.bulk.tensor }`` use it.

A rule is a factory ``rule(p, parsed, ins) -> closure(ctx, R)`` (p: the op's Prep, parsed: the
InlineAsm record, ins: the one effectful instruction); ptx_operands.py reads its operands. An
unknown instruction or string is reported at the op's location at prepare time.
"""

from __future__ import annotations

from xdsl.dialects import llvm

from mgpu.dialect.diagnostics.emulator import ptx as diag
from mgpu.emulator.handler_spec import Prepared, Registers
from mgpu.emulator.handlers.ptx_block import block_rule
from mgpu.emulator.handlers.registry import PTX_BLOCKS, PTX_RULES, handler
from mgpu.emulator.machine import Context
from mgpu.emulator.program import Prep
from mgpu.emulator.ptx import ORDERING_ONLY, VALUE_OPCODES, PtxError, mlir_unescape, parse_inline_asm


@handler(llvm.InlineAsmOp)
def compile_inline_asm(p: Prep):
    raw = p.prop("asm_string").data
    shown = " ".join(mlir_unescape(raw).split())
    try:
        parsed = parse_inline_asm(mlir_unescape(raw), mlir_unescape(p.prop("constraints").data))
    except PtxError as e:
        raise p.error(diag.CANNOT_EMULATE.format(shown=shown, message=e.message)) from None
    if len(parsed.inputs) != len(p.ins):
        raise p.error(diag.INPUT_CONSTRAINT_COUNT.format(shown=shown, n_inputs=len(parsed.inputs), n_ins=len(p.ins)))
    if parsed.is_identity:
        return _identity(p)
    whole = [i for i in parsed.instructions if i.opcode in PTX_BLOCKS]
    if whole:  # (a rule that runs its block itself, e.g. cluster_launch.py's query_cancel)
        return _apply(p, PTX_RULES[whole[0].opcode], parsed, whole[0], shown)
    effectful = [i for i in parsed.instructions if i.opcode not in ORDERING_ONLY]
    effectful = effectful or list(parsed.instructions)  # (a fence alone: its own rule)
    values = [i for i in effectful if i.opcode in VALUE_OPCODES]
    if values and len(values) < len(effectful):
        raise p.error(diag.REGISTERS_AND_EFFECT.format(opcode=values[0].opcode,
                                                       opcode2=next(i for i in effectful if i not in values).opcode,
                                                       shown=shown))
    if len(effectful) != 1 and not values:
        raise p.error(diag.SEVERAL_EFFECTFUL.format(n_effectful=len(effectful), shown=shown))
    ins = effectful[0]  # (a block of value instructions: its first one)
    # (every opcode the parser knows has a rule: registry.PTX_RULES is its list)
    return _apply(p, block_rule if values else PTX_RULES[ins.opcode], parsed, ins, shown)


def _apply(p: Prep, rule, parsed, ins, shown: str):
    try:
        return rule(p, parsed, ins)
    except PtxError as e:  # (what the rule does not support, located here)
        raise p.error(diag.CANNOT_EMULATE.format(shown=shown, message=e.message)) from None


def _identity(p: Prep) -> Prepared | None:
    """An empty asm whose outputs are tied to its inputs: the identity
    (``mosaic_gpu.optimization_barrier``). Several outputs form one struct result (a tuple)."""
    ins, outs = p.ins, p.outs
    if not outs:
        return None
    (r,) = outs
    if len(ins) == 1:
        def run(ctx: Context, R: Registers):
            R[r] = R[ins[0]]
    else:
        def run(ctx: Context, R: Registers):
            R[r] = tuple(R[s] for s in ins)
    return Prepared(run, pure=True)  # (static when its inputs are: program.Program)
