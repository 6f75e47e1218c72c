"""The ops the compiler deletes before the kernel runs: an op whose results are all unused and
whose only effect is to read memory never executes on the hardware, so the emulator neither runs
it nor records its read (a read that never happens cannot race).

The rule is MLIR's ``wouldOpBeTriviallyDead`` (mlir/lib/Interfaces/SideEffectInterfaces.cpp: no
results used, and every memory effect a ``Read``), which the LLVM translation keeps: LLVM's
``isInstructionTriviallyDead`` (llvm/lib/Transforms/Utils/Local.cpp) deletes an unused
instruction that does not write memory, and ``Instruction::willReturn``
(llvm/lib/IR/Instruction.cpp) counts a read-only intrinsic call as returning -- so an unused
``nvvm.ldmatrix`` goes too (its intrinsic is ``IntrReadMem, IntrArgMemOnly`` in
llvm/include/llvm/IR/IntrinsicsNVVM.td), though MLIR's op declares no effects and keeps it.
Kept, as the compilers keep them:

- a volatile or atomic (stronger than ``unordered``) ``llvm.load``: MLIR's ``LoadOp::getEffects``
  (mlir/lib/Dialect/LLVMIR/IR/LLVMDialect.cpp) gives it a write effect too, and LLVM never
  deletes a volatile access (LLVM LangRef, "Volatile Memory Accesses");
- ``llvm.inline_asm`` (a ``sideeffect`` asm is kept by both; without it the emulator still runs
  it: it cannot tell which asm reads memory only);
- ``nvvm.shfl.sync``, pure in the emulator: its intrinsic is ``IntrInaccessibleMemOnly``
  (llvm/include/llvm/IR/IntrinsicsNVVM.td), a possible write, so LLVM keeps it;
- every op with a region, no result, or a handler that is neither pure nor a listed read.

Deleting an op may leave its operands' producers unused: the rule is applied again until
nothing more is deleted, as the compilers' dead-code elimination does.
"""

from __future__ import annotations

from collections.abc import Mapping

from xdsl.dialects import llvm, memref, vector
from xdsl.ir import Operation

from mgpu.dialect.nvvm.matrix import LdMatrixOp
from mgpu.dialect.nvvm.warp import ShflOp
from mgpu.emulator.handler_spec import HandlerSpec

_UNORDERED = 1
"""``llvm.load``'s ``ordering`` property: 0 not_atomic, 1 unordered (mlir/include/mlir/Dialect/
LLVMIR/LLVMEnums.td, AtomicOrdering); a stronger ordering synchronises, so it is not a pure read."""


def dead_ops(ops: list[Operation], handlers: Mapping[str, HandlerSpec]) -> set[Operation]:
    """The ops of ``ops`` (a module's, in walk order) the compiler deletes: unused, and pure or a plain
    read (module doc)."""
    candidates = [op for op in ops if _read_or_pure(op, handlers)]
    eligible = set(candidates)
    dead: set[Operation] = set()
    for op in reversed(candidates):  # users first: a chain goes at once
        todo = [op]
        while todo:  # an op found dead: its operands' producers are looked at again
            op = todo.pop()
            if op not in dead and all(u.operation in dead for r in op.results for u in r.uses):
                dead.add(op)
                todo.extend(v.owner for v in op.operands if v.owner in eligible)
    return dead


def skipped_ops(ops: list[Operation], handlers: Mapping[str, HandlerSpec]) -> set[Operation]:
    """The dead ops the emulator does not run: the dead reads and the dead ops computing from
    them. A dead pure op that reads nothing still runs: its only effects in the emulator are
    its instruction count and a refusal of what it cannot compute, kept as they were (and
    program.py prepares the skipped ops too, so what the emulator refuses it still refuses)."""
    dead = dead_ops(ops, handlers)
    skipped: set[Operation] = set()
    for op in ops:  # (defining ops come first: SSA dominance)
        if op in dead and (_is_read(op) or any(v.owner in skipped for v in op.operands)):
            skipped.add(op)
    return skipped


def _read_or_pure(op: Operation, handlers: Mapping[str, HandlerSpec]) -> bool:
    if not op.results or op.regions or isinstance(op, ShflOp):
        return False
    if _is_read(op):
        return True
    spec = handlers.get(op.name)
    return spec is not None and spec.pure


def _is_read(op: Operation) -> bool:
    """A read of memory and nothing else: deleted when unused."""
    if isinstance(op, llvm.LoadOp):
        return not _has(op, "volatile_") and op.ordering.value.data <= _UNORDERED
    return isinstance(op, vector.LoadOp | memref.LoadOp | LdMatrixOp)


def _has(op: Operation, name: str) -> bool:
    """A unit flag, a property in the generic form (an attribute when the op's definition lacks it)."""
    return name in op.properties or name in op.attributes
