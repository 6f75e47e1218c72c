"""The handler tables: op name -> ``HandlerSpec`` (``HANDLERS``) and PTX opcode -> rule (``PTX_RULES``).

How to add an instruction (docs/design/adding_an_instruction.md walks through ``mbarrier.arrive``):

1. Put it in the module of its family (mbarrier.py, bulk_copy.py, remote_smem.py, sync.py, sreg.py,
   warp.py, tensorcore.py, ...), its nvvm op handler and its inline-PTX rule side by side, both
   calling one function that holds the semantics.
2. Register the op's factory with ``@handler(nvvm.SomeOp, ...)``: the op class where a registered
   dialect defines it (its ``.name`` is the key), else the op name. Declare there what program.py
   may do with its closures (``pure``, ``static_source``, ``batch_native``, ``effect``,
   ``fuse_between``: handler_spec.HandlerSpec). Register the PTX spelling with ``@ptx_rule("opcode")``
   (the opcode as mgpu.emulator.ptx parses it: registering it is what makes the parser know it;
   attributes it needs decoded go in ptx._decode); inline_asm.py dispatches to it.
3. A factory ``f(p: Prep)`` runs once per op at prepare time: it reads operands and properties and
   returns the closure ``run(ctx, R)`` run each time the op executes (or None: nothing to run, or
   ``Prepared(run, ...)`` for what holds of this op only). A PTX rule is ``f(p, parsed, ins)``.
   A register-only PTX instruction (add, prmt, cvt, max, ex2, ...) has a value rule instead,
   ``@ptx_value("opcode")``: ``f(ins)`` runs at prepare time (refusing what it does
   not support with a PtxError) and returns ``compute(*sources) -> value``; ptx_block.py runs a
   block of them in order (ptx_operands.py: how a register's value is represented).
4. Test it through a registered op in tests/emulator/.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mgpu.emulator import ptx
from mgpu.emulator.handler_spec import Effect, HandlerSpec

HANDLERS: dict[str, HandlerSpec] = {}
"""Op name -> its handler (filled when mgpu.emulator.handlers is imported)."""

PTX_RULES: dict[str, Callable[..., Any]] = {}
"""PTX opcode (as mgpu.emulator.ptx parses it) -> its rule: ``f(p, parsed, ins) -> Closure | Prepared |
None`` (:func:`ptx_rule`), or the value rule ``f(ins)`` of a register-only instruction (:func:`ptx_value`,
ptx.VALUE_OPCODES). The one list of the PTX opcodes the emulator knows: registering a rule declares
its opcode to the parser (ptx.declare)."""


def key_of(op: type | str) -> str:
    """The table key of an op class (its ``name``) or of an op name."""
    return op if isinstance(op, str) else op.name


def register(table: dict, keys: tuple, entry: Callable[[str, Any], Any] = lambda _, f: f):
    """A decorator that enters the function it decorates in ``table`` under each of ``keys`` (op
    classes or names), as ``entry(key, function)``, and returns the function unchanged."""

    def deco(f):
        for k in keys:
            n = key_of(k)
            table[n] = entry(n, f)
        return f

    return deco


def handler(*ops: type | str, pure: bool = False, static_source: bool = False, batch_native: bool = False,
            effect: Effect = Effect.ANY, fuse_between: bool = False):
    """Register a handler factory for ``ops`` (op classes, or names for ops no registered dialect
    defines), with the traits every closure it makes has (handler_spec.HandlerSpec)."""
    return register(HANDLERS, ops, lambda n, f: HandlerSpec(n, f, pure, static_source, batch_native, effect,
                                                            fuse_between))


PTX_BLOCKS: set[str] = set()
"""Opcodes whose rule runs the whole asm block it is in (other instructions included, such as the
``ld`` that reads its operand): inline_asm.py dispatches such a block to it."""


def ptx_rule(*opcodes: str, whole_block: bool = False):
    """Register an inline-PTX rule for ``opcodes`` (``whole_block``: see :data:`PTX_BLOCKS`)."""
    if whole_block:
        PTX_BLOCKS.update(opcodes)
    ptx.declare(opcodes)
    return register(PTX_RULES, opcodes)


INTRINSICS: dict[str, Callable[..., Any]] = {}
"""LLVM intrinsic name (``llvm.call_intrinsic``'s ``intrin``) -> its rule: a factory ``f(p)`` like a
handler's, the call's arguments being ``p.ins``. Rules live in the module of the instruction's family
(tensorcore.py for ``llvm.nvvm.tcgen05.commit.*``); llvm.py's handler of the call dispatches."""


def llvm_intrinsic(*names: str):
    """Register the rule of the LLVM intrinsics ``names`` called by ``llvm.call_intrinsic``."""
    return register(INTRINSICS, names)


def ptx_value(*opcodes: str):
    """Register the value rule of the register-only PTX instructions ``opcodes`` (ptx_block.py runs
    a block of them)."""
    ptx.declare(opcodes, value=True)
    return register(PTX_RULES, opcodes)


def no_effect(p) -> None:
    """The factory of an op the emulator has nothing to do for (a fence its schedule already
    orders, a hint): no closure."""
    return None
