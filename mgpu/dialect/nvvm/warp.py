"""Warp-level nvvm ops: ``nvvm.elect.sync`` and ``nvvm.shfl.sync`` (PTX ISA, "elect.sync", "shfl.sync")."""

from __future__ import annotations

from xdsl.dialects.builtin import UnitAttr, i1, i32
from xdsl.dialects.llvm import LLVMStructType

from xdsl.ir import Operation, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    ParsePropInAttrDict,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    result_def,
)

from xdsl.utils.exceptions import VerifyException

from mgpu.dialect.nvvm.attrs import ShflKind, ShflKindAttr




@irdl_op_definition
class ElectSyncOp(IRDLOperation):
    """``%p = nvvm.elect.sync -> i1``: true in exactly one lane of the warp."""

    name = "nvvm.elect.sync"
    membermask = opt_operand_def(i32)
    pred = result_def(i1)
    assembly_format = "($membermask^)? attr-dict `->` type($pred)"

    def __init__(self, membermask: SSAValue | Operation | None = None):
        super().__init__(operands=[[membermask] if membermask is not None else []],
                         result_types=[i1])


@irdl_op_definition
class ShflOp(IRDLOperation):
    """``%r = nvvm.shfl.sync idx %mask, %val, %lane, %clamp : i32 -> i32``."""

    name = "nvvm.shfl.sync"
    thread_mask = operand_def(i32)
    val = operand_def()
    offset = operand_def(i32)
    mask_and_clamp = operand_def(i32)
    kind = prop_def(ShflKindAttr)
    return_value_and_is_valid = opt_prop_def(UnitAttr)
    res = result_def()
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = (
        "$kind $thread_mask `,` $val `,` $offset `,` $mask_and_clamp attr-dict "
        "`:` type($val) `->` type($res)")

    def __init__(self, kind: ShflKind, thread_mask: SSAValue | Operation,
                 val: SSAValue | Operation, offset: SSAValue | Operation,
                 mask_and_clamp: SSAValue | Operation):
        super().__init__(operands=[thread_mask, val, offset, mask_and_clamp],
                         result_types=[SSAValue.get(val).type],
                         properties={"kind": ShflKindAttr(kind)})

    def verify_(self) -> None:
        if self.return_value_and_is_valid is not None:
            rt = self.res.type
            if not (isinstance(rt, LLVMStructType) and len(rt.types.data) == 2
                    and rt.types.data[0] == self.val.type and rt.types.data[1] == i1):
                raise VerifyException(
                    "expected return type to be a two-element struct with i1 as the second "
                    "element")
        elif self.res.type != self.val.type:
            raise VerifyException(
                f"expected return type {self.val.type}, got {self.res.type}")
