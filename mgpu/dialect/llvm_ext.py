"""The llvm dialect as MLIR (jax 0.10.2) has it: xDSL's ops and types plus the ops the corpus uses
that xDSL lacks (``llvm.extractelement``, ``llvm.addrspacecast``, ``llvm.mlir.poison``, ``llvm.intr.assume``). Where xDSL's own classes print, parse or verify
differently from MLIR they are patched, in ``mgpu.dialect.xdsl_patches.llvm``.
"""

from __future__ import annotations

from typing import ClassVar

from xdsl.dialects import llvm as _llvm
from xdsl.dialects.builtin import ArrayAttr, DenseArrayBase, SignlessIntegerConstraint, VectorType, i1, i32
from xdsl.dialects.llvm import LLVMPointerType
from xdsl.ir import Attribute, Dialect, Operation, SSAValue
from xdsl.irdl import (
    AnyAttr,
    IRDLOperation,
    VarConstraint,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import NoMemoryEffect
from xdsl.utils.exceptions import VerifyException


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


@irdl_op_definition
class AddrSpaceCastOp(IRDLOperation):
    """``%q = llvm.addrspacecast %p : !llvm.ptr<3> to !llvm.ptr``: the same location seen through
    another address space (jax: launch_context.py:1373, utils.py:2313)."""

    name = "llvm.addrspacecast"
    arg = operand_def(LLVMPointerType)
    res = result_def(LLVMPointerType)
    traits = traits_def(NoMemoryEffect())
    assembly_format = "$arg attr-dict `:` type($arg) `to` type($res)"

    def __init__(self, arg: SSAValue | Operation, result_type: LLVMPointerType):
        super().__init__(operands=[arg], result_types=[result_type])


@irdl_op_definition
class PoisonOp(IRDLOperation):
    """``%p = llvm.mlir.poison : vector<2xf32>``: a value no program may rely on."""

    name = "llvm.mlir.poison"
    res = result_def(AnyAttr())
    traits = traits_def(NoMemoryEffect())
    assembly_format = "attr-dict `:` type($res)"

    def __init__(self, result_type: Attribute):
        super().__init__(result_types=[result_type])


@irdl_op_definition
class AssumeOp(IRDLOperation):
    """``llvm.intr.assume %cond : i1``: the program promises ``%cond`` holds (jax 0.12: a peer buffer's
    alignment, launch_context.py:2526 at jax-v0.12.0.1); generic ``<{op_bundle_sizes = array<i32>}>``.
    Operand bundles (``["align"(%p, %n : ...)]``), which jax does not write, are refused by the verifier."""

    name = "llvm.intr.assume"
    cond = operand_def(i1)
    op_bundle_operands = var_operand_def()
    op_bundle_sizes = prop_def(DenseArrayBase.constr(i32))
    op_bundle_tags = opt_prop_def(ArrayAttr)

    def __init__(self, cond: SSAValue | Operation):
        super().__init__(operands=[cond, []], properties={"op_bundle_sizes": DenseArrayBase.from_list(i32, ())})

    @classmethod
    def parse(cls, parser: Parser) -> AssumeOp:
        cond = parser.parse_unresolved_operand()
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        pos = parser.pos
        (operand,) = parser.resolve_operands([cond], [parser.parse_type()], pos)
        return cls.create(operands=[operand], properties={"op_bundle_sizes": DenseArrayBase.from_list(i32, ())},
                          attributes=attrs)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.cond)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.cond.type)

    def verify_(self) -> None:
        if self.op_bundle_operands or self.op_bundle_sizes.get_values() or self.op_bundle_tags is not None:
            raise VerifyException("mgpu does not read llvm.intr.assume with operand bundles (jax writes none)")


_OURS: list[type[IRDLOperation]] = [ExtractElementOp, AddrSpaceCastOp, PoisonOp, AssumeOp]
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
