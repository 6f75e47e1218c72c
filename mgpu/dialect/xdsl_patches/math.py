"""xDSL's math ops given MLIR's message for an operand of the wrong kind: ``'math.exp' op operand
#0 must be floating-point-like, but got 'i32'`` (MLIR's ODS type constraint). xDSL's constraint
failed with "Unexpected attribute i32", and in the custom form while parsing, naming no operand.

The ops keep one type variable for their operands and result (the custom form infers the operand
types from the result's); what kind of type it may be is checked by the verifier instead.
"""

from __future__ import annotations

from xdsl.dialects import math as _math
from xdsl.dialects.builtin import AnyFloat, IndexType, IntegerType, VectorType
from xdsl.ir import Attribute
from xdsl.irdl import AnyAttr, IRDLOperation, VarConstraint
from xdsl.irdl.operations import single_range_constr_coercion

from mgpu.dialect.diagnostics import mosaic_gpu as diag
from mgpu.dialect.syntax import also_verify

_FLOAT_OPS = (_math.FloatingPointLikeUnaryMathOperation, _math.FloatingPointLikeBinaryMathOperation, _math.FmaOp)
_INT_OPS = (_math.SignlessIntegerLikeUnaryMathOperation, _math.SignlessIntegerLikeBinaryMathOperation)


def _is_float(t: Attribute) -> bool:
    return isinstance(t, AnyFloat)


def _is_signless_int(t: Attribute) -> bool:
    return isinstance(t, IndexType) or (isinstance(t, IntegerType) and t.signedness.data.name == "SIGNLESS")


def _checker(expected: str, ok, fix: str):
    def check(op: IRDLOperation) -> None:
        for i, operand in enumerate(op.operands):
            t = operand.type
            if not ok(t.element_type if isinstance(t, VectorType) else t):
                raise diag.OPERAND_TYPE(what=f"operand #{i}", expected=expected, type=t, fix=fix)

    return check


def install() -> None:
    """Patch xDSL's math classes (once, from ``xdsl_patches.install``)."""
    for op in _math.Math.operations:
        if issubclass(op, _FLOAT_OPS):
            check = _checker("floating-point-like", _is_float,
                             f"{op.name} takes floats or vectors of floats: convert with arith.sitofp or arith.extf")
        elif issubclass(op, _INT_OPS):
            check = _checker("signless-integer-like", _is_signless_int,
                             f"{op.name} takes signless integers, index or vectors of them")
        else:
            continue
        same = VarConstraint("T", AnyAttr())
        definition = op.get_irdl_definition()
        for _, d in (*definition.operands, *definition.results):
            d.constr = single_range_constr_coercion(same)
        also_verify(op, check)
