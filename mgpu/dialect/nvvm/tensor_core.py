"""Tensor-core nvvm ops: tcgen05 (Blackwell tensor memory) and the wgmma (Hopper warpgroup MMA)
synchronisation ops (PTX ISA, "tcgen05", "wgmma")."""

from __future__ import annotations

from typing import ClassVar

from xdsl.dialects.builtin import I64, IntAttr, IntegerAttr, UnitAttr, VectorType, i16, i32, i64
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
    result_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.str_enum import StrEnum

from mgpu.dialect.nvvm.attrs import (
    CTAGroupKind,
    CTAGroupKindAttr,
    CTA_1,
    Tcgen05CpMulticast,
    Tcgen05CpMulticastAttr,
    Tcgen05CpShape,
    Tcgen05CpShapeAttr,
    Tcgen05CpSrcFormatAttr,
    Tcgen05FenceKindAttr,
    Tcgen05LdStShape,
    Tcgen05LdStShapeAttr,
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


TMEM_PTR = LLVMPointerType(IntAttr(6))

_CP_MULTICASTS = {
    Tcgen05CpShape.SHAPE_128x256b: (Tcgen05CpMulticast.NONE,),
    Tcgen05CpShape.SHAPE_4x256b: (Tcgen05CpMulticast.NONE,),
    Tcgen05CpShape.SHAPE_128x128b: (Tcgen05CpMulticast.NONE,),
    Tcgen05CpShape.SHAPE_64x128b: (Tcgen05CpMulticast.WARPX2_01_23, Tcgen05CpMulticast.WARPX2_02_13),
    Tcgen05CpShape.SHAPE_32x128b: (Tcgen05CpMulticast.WARPX4,),
}
"""The multicasts each tcgen05.cp shape allows (PTX ISA, "tcgen05.cp", and MLIR's verifier)."""

_CP_MULTICAST_NEEDED = {
    Tcgen05CpShape.SHAPE_64x128b: "Shape 64x128b requires multicast warpx2_01_23 or warpx2_02_13 for tcgen05.cp Op",
    Tcgen05CpShape.SHAPE_32x128b: "Shape 32x128b requires multicast warpx4 for tcgen05.cp Op",
}


@with_default_properties(group=CTA_1, multicast=Tcgen05CpMulticastAttr(Tcgen05CpMulticast.NONE))
@irdl_op_definition
class Tcgen05CpOp(IRDLOperation):
    """``nvvm.tcgen05.cp %taddr, %smem_desc {shape = #nvvm.tcgen05_cp_shape<shape_128x128b>, ..}``:
    an asynchronous copy from SMEM (a matrix descriptor) to tensor memory at ``%taddr``."""

    name = "nvvm.tcgen05.cp"
    taddr = operand_def(TMEM_PTR)  # MLIR's LLVM_PointerTensor and i64: the types are implied
    smem_desc = operand_def(i64)
    shape = prop_def(Tcgen05CpShapeAttr)
    group = opt_prop_def(CTAGroupKindAttr)
    multicast = opt_prop_def(Tcgen05CpMulticastAttr)
    srcFormat = opt_prop_def(Tcgen05CpSrcFormatAttr)
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$taddr `,` $smem_desc attr-dict"

    def verify_(self) -> None:
        shape = self.shape.data
        mc = self.multicast.data if self.multicast is not None else Tcgen05CpMulticast.NONE
        if mc not in _CP_MULTICASTS[shape]:
            raise VerifyException(_CP_MULTICAST_NEEDED.get(shape, "Invalid multicast type for tcgen05.cp Op"))


TCGEN05_LD_LENGTHS = (1, 2, 4, 8, 16, 32, 64, 128)
"""The i32 registers a tcgen05.ld result may have (MLIR's result type constraint)."""

TCGEN05_LD_BASE = {
    Tcgen05LdStShape.SHAPE_16X64B: 1, Tcgen05LdStShape.SHAPE_16X128B: 2, Tcgen05LdStShape.SHAPE_16X256B: 4,
    Tcgen05LdStShape.SHAPE_32X32B: 1, Tcgen05LdStShape.SHAPE_16X32BX2: 1,
}
"""Registers per thread of each shape's ``.x1`` (PTX ISA, "tcgen05.ld", the shapes' table)."""


@irdl_op_definition
class Tcgen05LdOp(IRDLOperation):
    """``%r = nvvm.tcgen05.ld %taddr (, %offset)? (pack)? {shape = ..} : vector<Nxi32>``: each
    thread of the warp loads its registers of the shape's fragment (``.xN`` is N = the result's
    length over the shape's registers); ``pack`` packs two 16-bit cells into one register; the
    16x32bx2 shape takes the column offset of its second half."""

    name = "nvvm.tcgen05.ld"
    tmemAddr = operand_def(TMEM_PTR)
    offset = opt_operand_def(i64)
    shape = prop_def(Tcgen05LdStShapeAttr)
    pack = opt_prop_def(UnitAttr)
    res = result_def()
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$tmemAddr (`,` $offset^)? (`pack` $pack^)? attr-dict `:` type($res)"

    def length(self) -> int:
        t = self.res.type
        return t.get_shape()[0] if isinstance(t, VectorType) else 1

    def verify_(self) -> None:
        t = self.res.type
        el = t.get_element_type() if isinstance(t, VectorType) else t
        if el != i32 or (isinstance(t, VectorType) and (t.get_num_dims() != 1 or self.length() not in
                                                        TCGEN05_LD_LENGTHS[1:])):
            raise VerifyException("result #0 must be 32-bit signless integer or vector of 32-bit signless integer "
                                  f"values of length 2/4/8/16/32/64/128, but got '{t}'")
        shape = self.shape.data
        if (shape == Tcgen05LdStShape.SHAPE_16X32BX2) != (self.offset is not None):
            raise VerifyException("shape 16x32bx2 requires offset argument" if self.offset is None
                                  else f"the offset argument is only for shape 16x32bx2, not {shape.value}")
        if self.length() % TCGEN05_LD_BASE[shape] or self.length() // TCGEN05_LD_BASE[shape] > 128:
            raise VerifyException(f"invalid result type length {self.length()} for shape {shape.value} in "
                                  "tcgen05.ld Op")


# The tcgen05 ops: those that use the CTA's tensor memory.
TCGEN05_OPS = (Tcgen05AllocOp, Tcgen05DeallocOp, Tcgen05RelinquishAllocPermitOp, Tcgen05CommitOp, Tcgen05FenceOp,
               Tcgen05WaitOp, Tcgen05CpOp, Tcgen05LdOp)


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
