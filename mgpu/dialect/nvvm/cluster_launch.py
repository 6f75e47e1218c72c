"""Cluster launch control: ``nvvm.clusterlaunchcontrol.try.cancel`` and
``nvvm.clusterlaunchcontrol.query.cancel`` (PTX ISA, "clusterlaunchcontrol.try_cancel",
"clusterlaunchcontrol.query_cancel"), as MLIR 22 / jaxlib 0.10.2 print them."""

from __future__ import annotations

from xdsl.dialects.builtin import IntAttr, IntegerType, UnitAttr, i1, i32
from xdsl.dialects.llvm import LLVMPointerType
from xdsl.irdl import (
    IRDLOperation,
    ParsePropInAttrDict,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    prop_def,
    result_def,
)
from xdsl.utils.exceptions import VerifyException

from mgpu.dialect.nvvm.attrs import ClusterLaunchControlQueryType, ClusterLaunchControlQueryTypeAttr

SHARED_PTR = LLVMPointerType(IntAttr(3))
RESPONSE = IntegerType(128)
"""The opaque 16-byte response of a try_cancel request."""


@irdl_op_definition
class ClusterLaunchControlTryCancelOp(IRDLOperation):
    """``nvvm.clusterlaunchcontrol.try.cancel (multicast,)? %response, %mbar``: asks the scheduler to
    cancel a cluster that has not been launched; the 16-byte response lands at ``%response`` (in
    every CTA of the cluster with ``multicast``) and completes 16 bytes of tx on ``%mbar``."""

    name = "nvvm.clusterlaunchcontrol.try.cancel"
    smemAddress = operand_def(SHARED_PTR)  # MLIR's LLVM_PointerShared: the types are implied
    mbarrier = operand_def(SHARED_PTR)
    multicast = opt_prop_def(UnitAttr)
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "(`multicast` $multicast^ `,`)? $smemAddress `,` $mbarrier attr-dict"


@irdl_op_definition
class ClusterLaunchControlQueryCancelOp(IRDLOperation):
    """``%r = nvvm.clusterlaunchcontrol.query.cancel query = is_canceled, %response : i1``: whether
    the request succeeded, or a coordinate of the first CTA of the cluster it canceled (i32)."""

    name = "nvvm.clusterlaunchcontrol.query.cancel"
    query_type = prop_def(ClusterLaunchControlQueryTypeAttr)
    try_cancel_response = operand_def(RESPONSE)
    res = result_def()
    assembly_format = "`query` `=` $query_type `,` $try_cancel_response attr-dict `:` type($res)"

    def verify_(self) -> None:
        want = i1 if self.query_type.data == ClusterLaunchControlQueryType.IS_CANCELED else i32
        if self.res.type != want:
            raise VerifyException(f"the {self.query_type.data.value} query returns {want}, not {self.res.type}")
