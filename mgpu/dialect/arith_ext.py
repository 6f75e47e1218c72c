"""The arith dialect as MLIR has it: xDSL's ops plus ``arith.index_castui``, ``arith.remf`` and
``arith.trunci`` with its ``overflowFlags`` property (MLIR prints
``<{overflowFlags = #arith.overflow<none>}>``). The vector forms of xDSL's comparisons, select and
casts are patched in ``mgpu.dialect.xdsl_patches.arith``."""

from __future__ import annotations

from xdsl.dialects import arith as _arith
from xdsl.dialects.arith import IntegerOverflowAttr
from xdsl.dialects.builtin import IndexType, IntegerType, VectorType
from xdsl.ir import Attribute, Dialect, Operation, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    base,
    irdl_op_definition,
    operand_def,
    prop_def,
    result_def,
    traits_def,
)
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException


def _scalar(t: Attribute) -> Attribute:
    return t.element_type if isinstance(t, VectorType) else t


def _shape(t: Attribute) -> tuple[int, ...] | None:
    return t.get_shape() if isinstance(t, VectorType) else None


NO_OVERFLOW = IntegerOverflowAttr("none")


@irdl_op_definition
class TruncIOp(IRDLOperation):
    """``arith.trunci %x (overflow<nsw>)? : i64 to i32``."""

    name = "arith.trunci"
    input = operand_def(base(IntegerType) | base(VectorType))
    result = result_def(base(IntegerType) | base(VectorType))
    overflow_flags = prop_def(IntegerOverflowAttr, default_value=NO_OVERFLOW, prop_name="overflowFlags")
    traits = traits_def(Pure())
    assembly_format = (
        "$input (`overflow` `` $overflowFlags^)? attr-dict `:` type($input) `to` type($result)")

    def __init__(self, op: SSAValue | Operation, target_type: Attribute,
                 overflow: IntegerOverflowAttr = NO_OVERFLOW):
        super().__init__(operands=[op], result_types=[target_type],
                         properties={"overflowFlags": overflow})

    def verify_(self) -> None:
        src, dst = _scalar(self.input.type), _scalar(self.result.type)
        if _shape(self.input.type) != _shape(self.result.type):
            raise VerifyException("operand and result must have the same shape")
        if not (isinstance(src, IntegerType) and isinstance(dst, IntegerType)):
            raise VerifyException("operand and result must be signless integers")
        if not dst.width.data < src.width.data:
            raise VerifyException("result type must be shorter than operand type")


@irdl_op_definition
class IndexCastUIOp(IRDLOperation):
    """``arith.index_castui %x : index to i32`` (zero-extending / truncating cast)."""

    name = "arith.index_castui"
    input = operand_def(base(IntegerType) | base(IndexType) | base(VectorType))
    result = result_def(base(IntegerType) | base(IndexType) | base(VectorType))
    traits = traits_def(Pure())
    assembly_format = "$input attr-dict `:` type($input) `to` type($result)"

    def __init__(self, input_arg: SSAValue | Operation, target_type: Attribute):
        super().__init__(operands=[input_arg], result_types=[target_type])

    def verify_(self) -> None:
        src, dst = _scalar(self.input.type), _scalar(self.result.type)
        if _shape(self.input.type) != _shape(self.result.type) or not (
                isinstance(src, IndexType) ^ isinstance(dst, IndexType)):
            raise VerifyException(
                f"operand type '{self.input.type}' and result type '{self.result.type}' "
                "are cast incompatible")


@irdl_op_definition
class RemFOp(_arith.FloatingPointLikeBinaryOperation):
    """``arith.remf %a, %b : f32``: the remainder of the division truncated toward zero, with the
    sign of ``%a`` (C's ``fmod``, what NVPTX lowers LLVM's ``frem`` to)."""

    name = "arith.remf"
    traits = traits_def(Pure())


_OURS: list[type[IRDLOperation]] = [TruncIOp, IndexCastUIOp, RemFOp]
_OUR_NAMES = {op.name for op in _OURS}

Arith = Dialect(
    "arith",
    [op for op in _arith.Arith.operations if op.name not in _OUR_NAMES] + _OURS,
    list(_arith.Arith.attributes),
)


def __getattr__(name: str) -> object:
    """Everything else of the dialect is xDSL's: ``arith_ext.X`` is the class the registered
    dialect uses for every op and attribute ``X``, redefined here or not."""
    return getattr(_arith, name)
