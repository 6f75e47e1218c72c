"""Warp-level nvvm ops: ``nvvm.elect.sync``, ``nvvm.shfl.sync``, ``nvvm.redux.sync``, ``nvvm.vote.sync``
and ``nvvm.bar.warp.sync`` (PTX ISA, "elect.sync", "shfl.sync", "redux.sync", "vote.sync",
"bar.warp.sync")."""

from __future__ import annotations

from xdsl.dialects.builtin import BoolAttr, Float32Type, UnitAttr, f32, i1, i32
from xdsl.dialects.llvm import LLVMStructType
from xdsl.ir import Operation, SSAValue
from xdsl.parser import Parser
from xdsl.printer import Printer
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

from mgpu.dialect.nvvm.attrs import (FALSE, ReductionKind, ReductionKindAttr, ShflKind, ShflKindAttr, VoteSyncKind,
                                     VoteSyncKindAttr)
from mgpu.dialect.syntax import with_default_properties


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


_FLOAT_REDUCTIONS = (ReductionKind.FMIN, ReductionKind.FMAX)


@with_default_properties(abs=FALSE, nan=FALSE)
@irdl_op_definition
class ReduxOp(IRDLOperation):
    """``%r = nvvm.redux.sync add %val, %mask : i32 -> i32``: the reduction over the warp's threads
    named in ``%mask`` (``fmin``/``fmax`` on f32, with ``abs``/``nan``; the others on i32)."""

    name = "nvvm.redux.sync"
    val = operand_def()
    mask_and_clamp = operand_def(i32)
    kind = prop_def(ReductionKindAttr)
    abs = opt_prop_def(BoolAttr)
    nan = opt_prop_def(BoolAttr)
    res = result_def()
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$kind $val `,` $mask_and_clamp attr-dict `:` type($val) `->` type($res)"

    def __init__(self, kind: ReductionKind, val: SSAValue | Operation, mask: SSAValue | Operation):
        super().__init__(operands=[val, mask], result_types=[SSAValue.get(val).type],
                         properties={"abs": FALSE, "kind": ReductionKindAttr(kind), "nan": FALSE})

    def verify_(self) -> None:
        kind = self.kind.data
        want = f32 if kind in _FLOAT_REDUCTIONS else i32
        if self.val.type != want:
            raise VerifyException(f"'{kind.value}' reduction kind unsupported with '{self.val.type}' type. "
                                  f"Only supported type is '{want}'.")
        flags = self.properties
        for flag in ("abs", "nan"):
            if flags.get(flag, FALSE).value.data and not isinstance(self.val.type, Float32Type):
                raise VerifyException(f"{flag} attribute is supported only for f32 type")
        if self.res.type != self.val.type:
            raise VerifyException(f"expected result type {self.val.type}, got {self.res.type}")


@irdl_op_definition
class VoteSyncOp(IRDLOperation):
    """``%r = nvvm.vote.sync any %mask, %pred -> i1`` (``ballot``: ``-> i32``), as jaxlib 0.12.0.1's MLIR
    writes it; generic ``<{kind = #nvvm.vote_sync_kind<any>}>``."""

    name = "nvvm.vote.sync"
    mask = operand_def(i32)
    pred = operand_def(i1)
    kind = prop_def(VoteSyncKindAttr)
    res = result_def()

    def __init__(self, kind: VoteSyncKind, mask: SSAValue | Operation, pred: SSAValue | Operation):
        super().__init__(operands=[mask, pred], result_types=[i32 if kind == VoteSyncKind.BALLOT else i1],
                         properties={"kind": VoteSyncKindAttr(kind)})

    @classmethod
    def parse(cls, parser: Parser) -> VoteSyncOp:
        kind = VoteSyncKindAttr(parser.parse_str_enum(VoteSyncKind))
        mask = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        pred = parser.parse_unresolved_operand()
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation("->")
        res = parser.parse_type()
        operands = parser.resolve_operands([mask, pred], [i32, i1], parser.pos)
        return cls.create(operands=operands, result_types=[res], properties={"kind": kind}, attributes=attrs)

    def print(self, printer: Printer) -> None:
        printer.print_string(f" {self.kind.data.value} ")
        printer.print_list([self.mask, self.pred], printer.print_operand)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" -> ")
        printer.print_attribute(self.res.type)

    def verify_(self) -> None:
        """MLIR's VoteSyncOp::verify (NVVMDialect.cpp): ballot gives an i32, the others an i1."""
        if self.kind.data == VoteSyncKind.BALLOT:
            if self.res.type != i32:
                raise VerifyException("vote.sync 'ballot' returns an i32")
        elif self.res.type != i1:
            raise VerifyException("vote.sync 'any', 'all' and 'uni' returns an i1")


@irdl_op_definition
class SyncWarpOp(IRDLOperation):
    """``nvvm.bar.warp.sync %mask : i32``: the threads of the warp named in ``%mask`` wait for
    each other."""

    name = "nvvm.bar.warp.sync"
    mask = operand_def(i32)
    assembly_format = "$mask attr-dict `:` type($mask)"

    def __init__(self, mask: SSAValue | Operation):
        super().__init__(operands=[mask])
