"""xDSL's arith ops given MLIR's types, syntax and checks where xDSL's differ (xDSL 0.74; MLIR's
mlir/include/mlir/Dialect/Arith/IR/ArithOps.td as jaxlib 0.10.2 has it).

- ``arith.cmpi`` / ``arith.cmpf``: the ``predicate`` property checked against the enum (xDSL accepts
  any integer, then fails to print one outside it, or prints the wrong case); the result is ``i1``
  shaped as the operands, ``vector<Nxi1>`` for vectors (xDSL's is always ``i1``, so a vector
  comparison did not verify and ``arith.select`` on it did not parse).
- ``arith.select``: a ``vector<Nxi1>`` condition of the result's shape, spelled ``: vector<2xi1>,
  vector<2xf32>`` as MLIR prints it (xDSL's takes an ``i1`` only).
- ``arith.fptosi``/``fptoui``/``sitofp``/``uitofp``/``extsi``/``extui``/``index_cast``: vector
  forms, elementwise over operands and results of one shape (xDSL's take scalars only).

Patched on xDSL's classes (their definitions' constraints replaced in place, which their
declarative formats read when parsing), so that ops built by any pass behave the same way.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects import arith as _arith
from xdsl.dialects.builtin import IndexType, IntegerAttr, IntegerType, VectorType
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import BaseAttr, EqAttrConstraint, IRDLOperation
from xdsl.irdl.constraints import AttrConstraint
from xdsl.irdl.operations import single_range_constr_coercion
from xdsl.parser import Parser
from xdsl.printer import Printer

from mgpu.dialect.diagnostics import upstream as diag
from mgpu.dialect.diagnostics import at_token
from mgpu.dialect.syntax import also_verify, check_enum_property


_CMPI = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]
_CMPF = ["false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true"]
_I1 = IntegerType(1)


def _scalar_or_vector(elem: AttrConstraint) -> AttrConstraint:
    return elem | VectorType.constr(elem)


def _element(t: Attribute) -> Attribute:
    return t.element_type if isinstance(t, VectorType) else t


def _shape(t: Attribute) -> tuple[int, ...] | None:
    return tuple(t.get_shape()) if isinstance(t, VectorType) else None


def i1_like(t: Attribute) -> Attribute:
    """``i1`` shaped as ``t``: what a comparison of two values of type ``t`` gives."""
    return VectorType(_I1, t.get_shape(), t.scalable_dims) if isinstance(t, VectorType) else _I1


def _constrain(cls: type[IRDLOperation], field: str, constraint: AttrConstraint) -> None:
    """Replace the type constraint of ``cls``'s operand or result ``field``."""
    definition = cls.get_irdl_definition()
    for name, d in (*definition.operands, *definition.results):
        if name == field:
            d.constr = single_range_constr_coercion(constraint)
            return
    raise KeyError(f"{cls.name} has no operand or result {field}")


# ---- comparisons ---------------------------------------------------------------------------------

def _predicate(arg: int | str, names: Sequence[str]) -> int:
    if isinstance(arg, int):
        return arg
    if arg not in names:
        raise diag.ARITH_PREDICATE(name=arg, cases=", ".join(names))
    return names.index(arg)


def _parse_known_predicate(op: type[IRDLOperation], names: Sequence[str]) -> None:
    """Make ``op``'s custom parser reject an unknown predicate at its token (xDSL's fails later,
    located after the op)."""
    parse = op.parse.__func__  # type: ignore[attr-defined]

    def checked(cls: type[IRDLOperation], parser: Parser) -> IRDLOperation:
        span = parser._current_token.span  # pyright: ignore[reportPrivateUsage]  (the predicate)
        if span.text not in names:
            raise at_token(span, diag.ARITH_PREDICATE(name=span.text, cases=", ".join(names)))
        return parse(cls, parser)

    op.parse = classmethod(checked)  # type: ignore[method-assign,assignment]


def _cmpi_init(self: _arith.CmpiOp, operand1: SSAValue | Operation, operand2: SSAValue | Operation,
               arg: int | str) -> None:
    lhs = SSAValue.get(operand1)
    IRDLOperation.__init__(self, operands=[lhs, operand2], result_types=[i1_like(lhs.type)],
                           properties={"predicate": IntegerAttr(_predicate(arg, _CMPI), 64)})


def _cmpf_init(self: _arith.CmpfOp, operand1: SSAValue | Operation, operand2: SSAValue | Operation,
               arg: int | str, fastmath: _arith.FastMathFlagsAttr | None = None) -> None:
    lhs = SSAValue.get(operand1)
    IRDLOperation.__init__(self, operands=[lhs, operand2], result_types=[i1_like(lhs.type)],
                           properties={"predicate": IntegerAttr(_predicate(arg, _CMPF), 64),
                                       "fastmath": fastmath or _arith.FastMathFlagsAttr("none")})


def _comparison_parse(cls: type[_arith.CmpiOp | _arith.CmpfOp], parser: Parser) -> IRDLOperation:
    """MLIR's ``$predicate $lhs, $rhs attr-dict : type($lhs)`` (cmpf: ``(fastmath $fastmath)?`` before
    the attr-dict). xDSL's take no attribute dictionary, which jax's layout inference gives every op
    (``in_layouts``, ``out_layouts``), and its cmpf printed none either: they were lost."""
    predicate = parser.parse_identifier()
    parser.parse_punctuation(",")
    lhs = parser.parse_unresolved_operand()
    parser.parse_punctuation(",")
    rhs = parser.parse_unresolved_operand()
    fastmath = None
    if cls is _arith.CmpfOp and parser.parse_optional_keyword("fastmath"):
        fastmath = _arith.FastMathFlagsAttr(_arith.FastMathFlagsAttr.parse_parameter(parser))
    attrs = parser.parse_optional_attr_dict()
    parser.parse_punctuation(":")
    ty = parser.parse_type()
    lhs, rhs = parser.resolve_operands([lhs, rhs], [ty, ty], parser.pos)
    op = cls(lhs, rhs, predicate) if fastmath is None else _arith.CmpfOp(lhs, rhs, predicate, fastmath)
    op.attributes.update(attrs)
    return op


def _comparison_print(self: _arith.CmpiOp | _arith.CmpfOp, printer: Printer) -> None:
    names = _CMPF if isinstance(self, _arith.CmpfOp) else _CMPI
    printer.print_string(f" {names[self.predicate.value.data]}, ")
    printer.print_list(self.operands, printer.print_operand)
    if isinstance(self, _arith.CmpfOp) and self.fastmath != _arith.FastMathFlagsAttr("none"):
        printer.print_string(" fastmath")
        self.fastmath.print_parameter(printer)
    printer.print_op_attributes(self.attributes)
    printer.print_string(" : ")
    printer.print_attribute(self.lhs.type)


def _check_i1_like(op: IRDLOperation) -> None:
    lhs, rhs, result = op.operands[0].type, op.operands[1].type, op.results[0].type
    if lhs != rhs:
        raise diag.SAME_OPERAND_TYPE(first=lhs, second=rhs)
    if result != i1_like(lhs):
        raise diag.COMPARISON_RESULT(type=i1_like(lhs))


# ---- select --------------------------------------------------------------------------------------

def _select_parse(cls: type[_arith.SelectOp], parser: Parser) -> _arith.SelectOp:
    operands = [parser.parse_unresolved_operand()]
    for _ in range(2):
        parser.parse_punctuation(",")
        operands.append(parser.parse_unresolved_operand())
    attrs = parser.parse_optional_attr_dict()
    parser.parse_punctuation(":")
    first = parser.parse_type()
    cond_type, result_type = (first, parser.parse_type()) if parser.parse_optional_punctuation(",") \
        else (_I1, first)
    cond, lhs, rhs = parser.resolve_operands(operands, [cond_type, result_type, result_type], parser.pos)
    op = cls(cond, lhs, rhs)
    op.attributes.update(attrs)
    return op


def _select_print(self: _arith.SelectOp, printer: Printer) -> None:
    printer.print_string(" ")
    printer.print_list(self.operands, printer.print_operand)
    printer.print_op_attributes(self.attributes)
    printer.print_string(" : ")
    if isinstance(self.cond.type, VectorType):  # MLIR spells a shaped condition's type, then the result's
        printer.print_attribute(self.cond.type)
        printer.print_string(", ")
    printer.print_attribute(self.result.type)


def _check_select(op: IRDLOperation) -> None:
    cond, result = op.operands[0].type, op.results[0].type
    if isinstance(cond, VectorType) and cond != i1_like(result):
        raise diag.SELECT_CONDITION_SHAPE(expected=i1_like(result), type=cond)


# ---- elementwise casts ---------------------------------------------------------------------------

_INT = BaseAttr(IntegerType)
_INT_OR_INDEX = _INT | BaseAttr(IndexType)
_FLOAT = _arith.AnyFloatConstr

_CASTS: dict[type[IRDLOperation], tuple[AttrConstraint, AttrConstraint]] = {
    _arith.FPToSIOp: (_FLOAT, _INT), _arith.FPToUIOp: (_FLOAT, _INT),
    _arith.SIToFPOp: (_INT, _FLOAT), _arith.UIToFPOp: (_INT, _FLOAT),
    _arith.ExtSIOp: (_INT, _INT), _arith.ExtUIOp: (_INT, _INT),
    _arith.IndexCastOp: (_INT_OR_INDEX, _INT_OR_INDEX),
}


def _check_cast(op: IRDLOperation) -> None:
    """The op's definition (operand and result counts, the constraints set by ``install``), then
    MLIR's ``SameOperandsAndResultShape`` and ``areCastCompatible`` (ArithOps.cpp)."""
    type(op).get_irdl_definition().verify(op)
    src, dst = op.operands[0].type, op.results[0].type
    if _shape(src) != _shape(dst):
        raise diag.SAME_OPERAND_RESULT_SHAPE()
    s, d = _element(src), _element(dst)
    if isinstance(op, _arith.IndexCastOp) and not (isinstance(s, IndexType) ^ isinstance(d, IndexType)):
        raise diag.CAST_INCOMPATIBLE(src=src, dst=dst)
    if isinstance(op, (_arith.ExtSIOp, _arith.ExtUIOp)) and not d.width.data > s.width.data:
        raise diag.EXT_NOT_WIDER(src=src, dst=dst)


def install() -> None:
    """Patch xDSL's arith classes (once, from ``xdsl_patches.install``)."""
    for op, names in ((_arith.CmpiOp, _CMPI), (_arith.CmpfOp, _CMPF)):
        op.parse = classmethod(_comparison_parse)  # type: ignore[method-assign,assignment]
        op.print = _comparison_print  # type: ignore[method-assign]
        # MLIR's predicate enums have no description: ODS states the allowed integers
        check_enum_property(op, "predicate", dict(enumerate(names)),
                            "allowed 64-bit signless integer cases: " + ", ".join(map(str, range(len(names)))))
        _constrain(op, "result", _scalar_or_vector(EqAttrConstraint(_I1)))
        also_verify(op, _check_i1_like)
        _parse_known_predicate(op, names)
    _arith.CmpiOp.__init__ = _cmpi_init  # type: ignore[method-assign]
    _arith.CmpfOp.__init__ = _cmpf_init  # type: ignore[method-assign]

    _constrain(_arith.SelectOp, "cond", _scalar_or_vector(EqAttrConstraint(_I1)))
    _arith.SelectOp.parse = classmethod(_select_parse)  # type: ignore[method-assign,assignment]
    _arith.SelectOp.print = _select_print  # type: ignore[method-assign]
    also_verify(_arith.SelectOp, _check_select)

    for op, (src, dst) in _CASTS.items():
        _constrain(op, "input", _scalar_or_vector(src))
        _constrain(op, "result", _scalar_or_vector(dst))
        # replaces xDSL's verify_ (its definition's checks, then ones that read ``.width`` of what
        # may now be a vector type): _check_cast runs the definition's checks itself
        op.verify_ = _check_cast  # type: ignore[method-assign]
