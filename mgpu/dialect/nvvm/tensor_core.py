"""Tensor-core nvvm ops: tcgen05 (Blackwell tensor memory) and the wgmma (Hopper warpgroup MMA)
synchronisation ops (PTX ISA, "tcgen05", "wgmma")."""

from __future__ import annotations

from typing import ClassVar

from xdsl.dialects.builtin import I64, IntegerAttr, i16, i32, i64
from xdsl.dialects.llvm import LLVMPointerType
from xdsl.dialects.utils import EnumAttribute
from xdsl.ir import Operation, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    ParsePropInAttrDict,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.str_enum import StrEnum

from mgpu.dialect.nvvm.attrs import (
    CTAGroupKind,
    CTAGroupKindAttr,
    CTA_1,
    Tcgen05FenceKindAttr,
    Tcgen05WaitKindAttr,
)
from mgpu.dialect.nvvm.pointers import check_ptr
from mgpu.dialect.syntax import with_default_properties


@with_default_properties(group=CTA_1)
@irdl_op_definition
class Tcgen05AllocOp(IRDLOperation):
    """``nvvm.tcgen05.alloc %smem_slot, %ncols : !llvm.ptr<3>, i32``."""

    name = "nvvm.tcgen05.alloc"
    addr = operand_def(LLVMPointerType)
    nCols = operand_def(i32)
    group = opt_prop_def(CTAGroupKindAttr)
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$addr `,` $nCols attr-dict `:` type(operands)"

    def __init__(self, addr: SSAValue | Operation, n_cols: SSAValue | Operation,
                 group: CTAGroupKind = CTAGroupKind.CTA_1):
        super().__init__(operands=[addr, n_cols], properties={"group": CTAGroupKindAttr(group)})

    def verify_(self) -> None:
        check_ptr("the address", self.addr.type, (0, 3))


@with_default_properties(group=CTA_1)
@irdl_op_definition
class Tcgen05DeallocOp(IRDLOperation):
    """``nvvm.tcgen05.dealloc %taddr, %ncols : !llvm.ptr<6>, i32``."""

    name = "nvvm.tcgen05.dealloc"
    taddr = operand_def(LLVMPointerType)
    nCols = operand_def(i32)
    group = opt_prop_def(CTAGroupKindAttr)
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$taddr `,` $nCols attr-dict `:` type(operands)"

    def __init__(self, taddr: SSAValue | Operation, n_cols: SSAValue | Operation,
                 group: CTAGroupKind = CTAGroupKind.CTA_1):
        super().__init__(operands=[taddr, n_cols], properties={"group": CTAGroupKindAttr(group)})

    def verify_(self) -> None:
        check_ptr("the tensor-memory address", self.taddr.type, (6,))


@with_default_properties(group=CTA_1)
@irdl_op_definition
class Tcgen05RelinquishAllocPermitOp(IRDLOperation):
    name = "nvvm.tcgen05.relinquish_alloc_permit"
    group = opt_prop_def(CTAGroupKindAttr)
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "attr-dict"

    def __init__(self, group: CTAGroupKind = CTAGroupKind.CTA_1):
        super().__init__(properties={"group": CTAGroupKindAttr(group)})


@with_default_properties(group=CTA_1)
@irdl_op_definition
class Tcgen05CommitOp(IRDLOperation):
    """``nvvm.tcgen05.commit %bar (, multicast_mask = %m)? : !llvm.ptr<3>(, i16)?``."""

    name = "nvvm.tcgen05.commit"
    addr = operand_def(LLVMPointerType)
    multicastMask = opt_operand_def(i16)
    group = opt_prop_def(CTAGroupKindAttr)
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = (
        "$addr (`,` `multicast_mask` `=` $multicastMask^)? attr-dict `:` type(operands)")

    def __init__(self, addr: SSAValue | Operation,
                 multicast_mask: SSAValue | Operation | None = None,
                 group: CTAGroupKind = CTAGroupKind.CTA_1):
        super().__init__(
            operands=[addr, [multicast_mask] if multicast_mask is not None else []],
            properties={"group": CTAGroupKindAttr(group)})

    def verify_(self) -> None:
        check_ptr("the barrier address", self.addr.type, (0, 3))


class _KindOp(IRDLOperation):
    """``nvvm.tcgen05.fence <after>``: the kind attribute printed without its name."""

    KIND_ATTR: ClassVar[type[EnumAttribute]]

    def __init__(self, kind: StrEnum):
        super().__init__(properties={"kind": self.KIND_ATTR(kind)})

    @classmethod
    def parse(cls, parser: Parser):
        value = cls.KIND_ATTR.parse_parameter(parser)
        attrs = parser.parse_optional_attr_dict()
        op = cls.build(properties={"kind": cls.KIND_ATTR(value)})
        op.attributes.update(attrs)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        self.properties["kind"].print_parameter(printer)  # type: ignore[attr-defined]
        printer.print_op_attributes(self.attributes)


@irdl_op_definition
class Tcgen05FenceOp(_KindOp):
    name = "nvvm.tcgen05.fence"
    kind = prop_def(Tcgen05FenceKindAttr)
    KIND_ATTR: ClassVar[type[EnumAttribute]] = Tcgen05FenceKindAttr


@irdl_op_definition
class Tcgen05WaitOp(_KindOp):
    name = "nvvm.tcgen05.wait"
    kind = prop_def(Tcgen05WaitKindAttr)
    KIND_ATTR: ClassVar[type[EnumAttribute]] = Tcgen05WaitKindAttr


# The tcgen05 ops: those that use the CTA's tensor memory.
TCGEN05_OPS = (Tcgen05AllocOp, Tcgen05DeallocOp, Tcgen05RelinquishAllocPermitOp, Tcgen05CommitOp, Tcgen05FenceOp,
               Tcgen05WaitOp)


# ---------------------------------------------------------------------------------------------
# wgmma (Hopper warpgroup MMA) synchronisation
# ---------------------------------------------------------------------------------------------


@irdl_op_definition
class WgmmaFenceAlignedOp(IRDLOperation):
    name = "nvvm.wgmma.fence.aligned"
    assembly_format = "attr-dict"


@irdl_op_definition
class WgmmaGroupSyncAlignedOp(IRDLOperation):
    name = "nvvm.wgmma.commit.group.sync.aligned"
    assembly_format = "attr-dict"


@irdl_op_definition
class WgmmaWaitGroupSyncOp(IRDLOperation):
    """``nvvm.wgmma.wait.group.sync.aligned 0`` (``group = 0 : i64``)."""

    name = "nvvm.wgmma.wait.group.sync.aligned"
    group = prop_def(IntegerAttr[I64])
    assembly_format = "attr-dict $group"

    def __init__(self, group: int):
        super().__init__(properties={"group": IntegerAttr(group, i64)})
