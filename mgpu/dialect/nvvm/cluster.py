"""Cluster nvvm ops: the cluster barrier (``barrier.cluster``) and ``mapa`` (PTX ISA, "barrier.cluster", "mapa")."""

from __future__ import annotations

from xdsl.dialects.builtin import IntAttr, UnitAttr, i32
from xdsl.dialects.llvm import LLVMPointerType
from xdsl.ir import Operation, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    ParsePropInAttrDict,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    result_def,
)

from xdsl.utils.exceptions import VerifyException

from mgpu.dialect.nvvm.pointers import ptr_space
from mgpu.dialect.syntax import with_default_properties


class _AlignedClusterBarrierOp(IRDLOperation):
    """A cluster-barrier op with MLIR's optional ``aligned`` unit property and no operands."""

    aligned = opt_prop_def(UnitAttr)
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "attr-dict"

    def __init__(self, aligned: bool = True):
        super().__init__(properties={"aligned": UnitAttr()} if aligned else {})


@with_default_properties()
@irdl_op_definition
class ClusterArriveRelaxedOp(_AlignedClusterBarrierOp):
    name = "nvvm.cluster.arrive.relaxed"


@with_default_properties()
@irdl_op_definition
class ClusterArriveOp(_AlignedClusterBarrierOp):
    name = "nvvm.cluster.arrive"


@with_default_properties()
@irdl_op_definition
class ClusterWaitOp(_AlignedClusterBarrierOp):
    name = "nvvm.cluster.wait"


@irdl_op_definition
class MapaOp(IRDLOperation):
    """``%r = nvvm.mapa %ptr, %rank : !llvm.ptr<3> -> !llvm.ptr<7>``."""

    name = "nvvm.mapa"
    a = operand_def(LLVMPointerType)
    b = operand_def(i32)
    res = result_def(LLVMPointerType)
    assembly_format = "$a `,` $b attr-dict `:` type($a) `->` type($res)"

    def __init__(self, a: SSAValue | Operation, b: SSAValue | Operation):
        src = SSAValue.get(a).type
        res = LLVMPointerType(IntAttr(7)) if ptr_space(src) == 3 else src
        super().__init__(operands=[a, b], result_types=[res])

    def verify_(self) -> None:
        src, dst = ptr_space(self.a.type), ptr_space(self.res.type)
        if (src, dst) not in ((0, 0), (3, 7)):
            raise VerifyException(
                f"expected !llvm.ptr -> !llvm.ptr or !llvm.ptr<3> -> !llvm.ptr<7>, "
                f"got {self.a.type} -> {self.res.type}")
