"""Verify a module op by op, so that each failure is reported at the op that caused it."""

from __future__ import annotations

from xdsl.ir import Operation
from xdsl.parser.core import ForwardDeclaredValue
from xdsl.traits import NoTerminator
from xdsl.utils.exceptions import VerifyException

from mgpu.dialect.diagnostics import LocatedDiagnostic, MgpuError, one_line, op_diagnostics


def _check_dominance(op: Operation) -> None:
    for index, operand in enumerate(op.operands):
        if isinstance(operand, ForwardDeclaredValue):
            # xDSL's parser keeps a use whose definition comes later in a nested region as a
            # forward declaration; MLIR rejects it as a use its definition does not dominate.
            name = f" (%{operand.name_hint})" if operand.name_hint else ""
            raise VerifyException(
                f"operand #{index}{name} is used where its definition does not dominate"
            )


def _verify_op(op: Operation) -> None:
    op.verify(verify_nested_ops=False)
    for region in op.regions:
        if len(region.blocks) == 1 and region.block.first_op is None and not op.has_trait(NoTerminator):
            raise VerifyException(
                "contains an empty block in a single-block region that expects a terminator"
            )


def verify_module(module: Operation) -> list[LocatedDiagnostic]:
    """Diagnostics of the first op (in pre-order) that fails to verify; empty if all verify.

    Dominance is checked over the whole module first: xDSL's op verifiers (e.g. the
    IsolatedFromAbove trait) assume every operand has a defining op or block.
    """
    for check in (_check_dominance, _verify_op):
        for op in module.walk():
            try:
                check(op)
            except MgpuError as e:
                return op_diagnostics(op, e.message, e.notes)
            except VerifyException as e:
                return op_diagnostics(op, one_line(str(e)))
    return []
