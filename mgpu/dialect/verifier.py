"""Verify a module op by op, so that each failure is reported at the op that caused it."""

from __future__ import annotations

import re

from xdsl.ir import BlockArgument, Operation, OpResult, SSAValue
from xdsl.parser.core import ForwardDeclaredValue
from xdsl.traits import NoTerminator
from xdsl.utils.exceptions import VerifyException

from mgpu.dialect.diagnostics import tools as diag
from mgpu.dialect.diagnostics import LocatedDiagnostic, MgpuError, one_line, op_diagnostics


class _Dominance:
    """MLIR's dominance rule for single-block regions: a value is used after its definition,
    in the definition's block or in a region nested below it (block positions computed once)."""

    def __init__(self, ops: list[Operation]):
        self.multi_block: dict = {}  # block -> whether its region has several (counting them walks the list)
        self.position = {}
        for op in ops:
            for region in op.regions:
                for block in region.blocks:
                    for index, inner in enumerate(block.ops):
                        self.position[inner] = index

    def check(self, op: Operation) -> None:
        for index, operand in enumerate(op.operands):
            if isinstance(operand, ForwardDeclaredValue) or not self._dominates(operand, op):
                raise VerifyException(f"operand #{index} does not dominate this use")

    def _dominates(self, value: SSAValue, user: Operation) -> bool:
        if isinstance(value, BlockArgument):
            block = value.block
            return any(a.parent_block() is block for a in _ancestors(user))
        assert isinstance(value, OpResult)
        definition = value.op
        block = definition.parent_block()
        ancestor = user
        while ancestor is not None:  # (a loop, not _ancestors: this runs for every operand of the module)
            if ancestor is definition:
                return False  # a use inside the defining op's own regions
            if ancestor.parent_block() is block:
                multi_block = self.multi_block.get(block)
                if multi_block is None:
                    multi_block = self.multi_block[block] = (
                        block is not None and block.parent is not None and len(block.parent.blocks) > 1)
                return multi_block or self.position[definition] < self.position[ancestor]
            ancestor = ancestor.parent_op()
        return False


def _ancestors(op: Operation):
    current: Operation | None = op
    while current is not None:
        yield current
        current = current.parent_op()


def _verify_op(op: Operation) -> None:
    op.verify(verify_nested_ops=False)
    for region in op.regions:
        if len(region.blocks) == 1 and region.block.first_op is None and not op.has_trait(NoTerminator):
            raise VerifyException(
                "contains an empty block in a single-block region that expects a terminator"
            )


def dominance_violation(module: Operation, ops: list[Operation] | None = None) -> tuple[Operation, str] | None:
    """The first use (op, message) that its definition does not dominate, if any. ``ops``: the module's
    ops in walk order, where the caller has them (then the module is not walked again)."""
    ops = list(module.walk()) if ops is None else ops
    dominance = _Dominance(ops)
    for op in ops:
        try:
            dominance.check(op)
        except VerifyException as e:
            return op, str(e)
    return None


def verify_module(module: Operation) -> list[LocatedDiagnostic]:
    """Diagnostics of the first op (in pre-order) that fails to verify; empty if all verify.

    Dominance is checked over the whole module first: xDSL's op verifiers (e.g. the
    IsolatedFromAbove trait) assume every operand has a defining op or block.
    """
    ops = list(module.walk())
    if violation := dominance_violation(module, ops):
        return op_diagnostics(*violation)
    for op in ops:
        try:
            _verify_op(op)
        except MgpuError as e:
            return op_diagnostics(op, e.message, e.notes, e.bare)
        except VerifyException as e:
            return op_diagnostics(op, one_line(str(e)), _operand_names_note(op, str(e)))
    return []


def _operand_names_note(op: Operation, message: str) -> list[str]:
    """For xDSL's ``Expected 4 operands, but got 3``: the note naming the operands, in order."""
    if not re.match(r"Expected \d+ operands?, but got \d+", message):
        return []
    try:
        names = [name for name, _ in type(op).get_irdl_definition().operands]  # pyright: ignore[reportAttributeAccessIssue]
    except AttributeError:  # an op class not defined with IRDL
        return []
    return [diag.OPERAND_NAMES.format(names=", ".join(names))] if names else []
