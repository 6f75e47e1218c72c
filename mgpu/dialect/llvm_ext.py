"""The llvm dialect as MLIR (jax 0.10.2) has it: xDSL's ops and types plus the ops the corpus uses
that xDSL lacks (``llvm.extractelement``). Where xDSL's own classes print, parse or verify
differently from MLIR they are patched, in ``mgpu.dialect.xdsl_patches.llvm``.
"""

from __future__ import annotations

from typing import ClassVar

from xdsl.dialects import llvm as _llvm
from xdsl.dialects.builtin import SignlessIntegerConstraint, VectorType
from xdsl.ir import Dialect, Operation, SSAValue
from xdsl.irdl import (
    AnyAttr,
    IRDLOperation,
    VarConstraint,
    irdl_op_definition,
    operand_def,
    result_def,
    traits_def,
)
from xdsl.traits import NoMemoryEffect


@irdl_op_definition
class ExtractElementOp(IRDLOperation):
    """``%e = llvm.extractelement %v[%i : i32] : vector<2xf32>``."""

    name = "llvm.extractelement"
    ELEMENT: ClassVar = VarConstraint("ELEMENT", AnyAttr())
    vector = operand_def(VectorType.constr(ELEMENT))
    position = operand_def(SignlessIntegerConstraint)
    res = result_def(ELEMENT)
    traits = traits_def(NoMemoryEffect())
    assembly_format = "$vector `[` $position `:` type($position) `]` attr-dict `:` type($vector)"

    def __init__(self, vector: SSAValue | Operation, position: SSAValue | Operation):
        vt = SSAValue.get(vector).type
        assert isinstance(vt, VectorType)
        super().__init__(operands=[vector, position], result_types=[vt.element_type])


_OURS: list[type[IRDLOperation]] = [ExtractElementOp]
_OUR_NAMES = {op.name for op in _OURS}

LLVM = Dialect(
    "llvm",
    [op for op in _llvm.LLVM.operations if op.name not in _OUR_NAMES] + _OURS,
    list(_llvm.LLVM.attributes),
)


def __getattr__(name: str) -> object:
    """Everything else of the dialect is xDSL's: ``llvm_ext.X`` is the class the registered
    dialect uses for every op and attribute ``X``, redefined here or not."""
    return getattr(_llvm, name)
