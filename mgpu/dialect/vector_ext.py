"""The vector dialect as MLIR has it: xDSL's ops plus ``vector.extract_strided_slice``,
``vector.insert_strided_slice``, ``vector.shape_cast``, ``vector.multi_reduction``,
``vector.interleave`` and ``vector.deinterleave`` (the ops jax 0.10.2 emits that xDSL 0.74 lacks),
and ``vector.from_elements`` (jax 0.12's; tokamax's int4 dequantization builds vector<2xbf16> with it).
Their syntax and checks are MLIR's VectorOps.td / VectorOps.cpp."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import ClassVar

from xdsl.dialects import vector as _vector
from xdsl.dialects.arith import FastMathFlagsAttr
from xdsl.dialects.builtin import ArrayAttr, DenseArrayBase, IntegerAttr, VectorType, i64
from xdsl.ir import Attribute, Dialect, Operation, SSAValue
from xdsl.irdl import (
    AnyAttr,
    IRDLOperation,
    VarConstraint,
    base,
    irdl_op_definition,
    operand_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.traits import Pure
from xdsl.parser import Parser
from xdsl.printer import Printer

from mgpu.dialect.diagnostics import upstream as diag
from mgpu.dialect.release_syntax import spelling, writes_since

# vector.extract_strided_slice's slice: in the attribute dictionary (the MLIR of jax 0.10.2) or as keywords (0.11+)
SLICE_IN_ATTR_DICT = spelling("'vector.extract_strided_slice %v {offsets = ...}'",
                              r"vector\.extract_strided_slice\s+%[\w.$-]+\s*\{")
SLICE_KEYWORDS = spelling("'vector.extract_strided_slice %v offsets = ...'",
                          r"vector\.extract_strided_slice\s+%[\w.$-]+\s+offsets")
# and vector.insert_strided_slice's
INSERT_SLICE_IN_ATTR_DICT = spelling("'vector.insert_strided_slice %v, %d {offsets = ...}'",
                                     r"vector\.insert_strided_slice\s+%[\w.$-]+,\s*%[\w.$-]+\s*\{")
INSERT_SLICE_KEYWORDS = spelling("'vector.insert_strided_slice %v, %d offsets = ...'",
                                 r"vector\.insert_strided_slice\s+%[\w.$-]+,\s*%[\w.$-]+\s+offsets")


def _ints(a: ArrayAttr) -> list[int]:
    return [x.value.data for x in a.data]  # type: ignore[union-attr]


def _i64_array(xs: Sequence[int]) -> ArrayAttr:
    return ArrayAttr([IntegerAttr(x, i64) for x in xs])


def _parse_slice(parser: Parser, names: tuple[str, ...]) -> tuple[dict[str, Attribute], dict[str, Attribute]]:
    """A strided slice's ``names`` (offsets, ...), as keywords (jax 0.11+: ``offsets = [0], strides = [1]``)
    or in the attribute dictionary (0.10.2): its properties, and the other attributes."""
    props: dict[str, Attribute] = {}
    if parser.parse_optional_keyword(names[0]) is not None:  # jax 0.11+
        for i, name in enumerate(names):
            if i:
                parser.parse_punctuation(",")
                parser.parse_keyword(name)
            parser.parse_punctuation("=")
            props[name] = _i64_array(parser.parse_comma_separated_list(
                parser.Delimiter.SQUARE, lambda: parser.parse_integer(allow_boolean=False)))
    attrs = parser.parse_optional_attr_dict()
    props |= {name: attrs.pop(name) for name in names if name in attrs}  # jax 0.10.2
    return props, attrs


def _parse_sliced(cls: type[ExtractStridedSliceOp | InsertStridedSliceOp], parser: Parser, into: str):
    """``%v[, %d] <slice> <attributes> : <%v's type> <into> <result type>`` (an insert's ``%d`` has the
    result's type)."""
    operands = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_unresolved_operand)
    props, attrs = _parse_slice(parser, cls._SLICE)
    parser.parse_punctuation(":")
    source_type = parser.parse_type()
    parser.parse_keyword(into)
    result_type = parser.parse_type()
    types = [source_type, result_type][:len(operands)]
    return cls.create(operands=[parser.resolve_operand(o, ty) for o, ty in zip(operands, types)],
                      result_types=[result_type], properties=props, attributes=attrs)


def _print_sliced(printer: Printer, op: Operation, names: tuple[str, ...], into: str) -> None:
    """``%v[, %d] <slice> <attributes> : <%v's type> <into> <result type>``, the slice's ``names`` as the
    printer's release writes them (keywords since jax 0.11, else in the attribute dictionary)."""
    printer.print_string(" ")
    printer.print_list(op.operands, printer.print_operand)
    slices = {name: op.properties[name] for name in names if name in op.properties}
    if writes_since(printer, (0, 11)):
        printer.print_string(" " + ", ".join(f"{n} = [{', '.join(map(str, _ints(a)))}]"  # type: ignore[arg-type]
                                             for n, a in slices.items()))
        printer.print_op_attributes(op.attributes)
    else:
        printer.print_op_attributes({**slices, **op.attributes})
    printer.print_string(" : ")
    printer.print_attribute(op.operands[0].type)
    printer.print_string(f" {into} ")
    printer.print_attribute(op.results[0].type)


@irdl_op_definition
class ExtractStridedSliceOp(IRDLOperation):
    """``vector.extract_strided_slice %v offsets = [0], sizes = [1], strides = [1] : vector<2xf32> to
    vector<1xf32>`` in the MLIR of jax 0.11 and later, ``... %v {offsets = [0], sizes = [1], strides = [1]} :
    ...`` in jax 0.10.2's: both are read, each release's written."""

    name = "vector.extract_strided_slice"
    source = operand_def(VectorType)
    offsets = prop_def(ArrayAttr[IntegerAttr])
    sizes = prop_def(ArrayAttr[IntegerAttr])
    strides = prop_def(ArrayAttr[IntegerAttr])
    result = result_def(VectorType)
    traits = traits_def(Pure())
    _SLICE: ClassVar = ("offsets", "sizes", "strides")

    def __init__(self, source: SSAValue | Operation, offsets: Sequence[int],
                 sizes: Sequence[int], strides: Sequence[int]):
        st = SSAValue.get(source).type
        assert isinstance(st, VectorType)
        shape = list(sizes) + list(st.get_shape()[len(sizes):])
        super().__init__(
            operands=[source],
            result_types=[VectorType(st.element_type, shape)],
            properties={"offsets": _i64_array(offsets), "sizes": _i64_array(sizes),
                        "strides": _i64_array(strides)},
        )

    @classmethod
    def parse(cls, parser: Parser) -> ExtractStridedSliceOp:
        return _parse_sliced(cls, parser, "to")

    def print(self, printer: Printer) -> None:
        _print_sliced(printer, self, self._SLICE, "to")

    def verify_(self) -> None:
        st, rt = self.source.type, self.result.type
        assert isinstance(st, VectorType) and isinstance(rt, VectorType)
        offsets, sizes, strides = _ints(self.offsets), _ints(self.sizes), _ints(self.strides)
        shape = st.get_shape()
        if not (len(offsets) == len(sizes) == len(strides)):
            raise diag.EXTRACT_SLICE_ATTR_SIZES()
        if len(offsets) > len(shape):
            raise diag.EXTRACT_SLICE_RANK()
        for i, (o, s, d) in enumerate(zip(offsets, sizes, strides)):
            if not 0 <= o < shape[i]:
                raise diag.EXTRACT_SLICE_OFFSET(dim=i, extent=shape[i])
            if not 0 < s <= shape[i]:
                raise diag.EXTRACT_SLICE_SIZE(dim=i, extent=shape[i], bound=shape[i] + 1)
            if d != 1:
                raise diag.INSERT_SLICE_STRIDES()
            if o + s > shape[i]:
                raise diag.EXTRACT_SLICE_END(dim=i, extent=shape[i], bound=shape[i] + 1)
        expected = list(sizes) + list(shape[len(sizes):])
        if list(rt.get_shape()) != expected or rt.element_type != st.element_type:
            raise diag.EXTRACT_SLICE_RESULT(expected=VectorType(st.element_type, expected), type=rt)


@irdl_op_definition
class InsertStridedSliceOp(IRDLOperation):
    """``vector.insert_strided_slice %v, %d offsets = [0, 2], strides = [1] : vector<2xf32> into
    vector<4x4xf32>`` (jax 0.11 and later; ``... %d {offsets = [0, 2], strides = [1]} : ...`` in jax 0.10.2's
    MLIR: both read, each release's written): ``%d`` with ``%v`` written at ``offsets`` (the leading offsets
    index the dimensions ``%v`` lacks)."""

    name = "vector.insert_strided_slice"
    DEST: ClassVar = VarConstraint("DEST", base(VectorType))
    source = operand_def(VectorType)
    dest = operand_def(DEST)
    offsets = prop_def(ArrayAttr[IntegerAttr])
    strides = prop_def(ArrayAttr[IntegerAttr])
    result = result_def(DEST)
    traits = traits_def(Pure())
    _SLICE: ClassVar = ("offsets", "strides")

    def __init__(self, source: SSAValue | Operation, dest: SSAValue | Operation,
                 offsets: Sequence[int], strides: Sequence[int]):
        super().__init__(operands=[source, dest], result_types=[SSAValue.get(dest).type],
                         properties={"offsets": _i64_array(offsets), "strides": _i64_array(strides)})

    @classmethod
    def parse(cls, parser: Parser) -> InsertStridedSliceOp:
        return _parse_sliced(cls, parser, "into")

    def print(self, printer: Printer) -> None:
        _print_sliced(printer, self, self._SLICE, "into")

    def verify_(self) -> None:
        st, dt = self.source.type, self.dest.type
        assert isinstance(st, VectorType) and isinstance(dt, VectorType)
        offsets, strides = _ints(self.offsets), _ints(self.strides)
        src, dst = st.get_shape(), dt.get_shape()
        if st.element_type != dt.element_type:
            raise diag.VECTOR_ELEMENT_TYPE(source=st, dest=dt)
        if len(offsets) != len(dst):
            raise diag.INSERT_SLICE_OFFSETS_RANK()
        if len(strides) != len(src):
            raise diag.INSERT_SLICE_STRIDES_RANK()
        if len(src) > len(dst):
            raise diag.INSERT_SLICE_RANK()
        lead = len(dst) - len(src)
        for i, o in enumerate(offsets):
            size = src[i - lead] if i >= lead else 1
            if not 0 <= o or o + size > dst[i]:
                raise diag.INSERT_SLICE_BOUNDS(dim=i, offset=o, size=size, extent=dst[i])
        if any(s != 1 for s in strides):
            raise diag.INSERT_SLICE_STRIDES()


@irdl_op_definition
class ShapeCastOp(IRDLOperation):
    """``vector.shape_cast %v : vector<4x2xf32> to vector<8xf32>``: the same elements, in row-major
    order, in another shape."""

    name = "vector.shape_cast"
    source = operand_def(VectorType)
    result = result_def(VectorType)
    traits = traits_def(Pure())
    assembly_format = "$source attr-dict `:` type($source) `to` type($result)"

    def __init__(self, source: SSAValue | Operation, result_type: VectorType):
        super().__init__(operands=[source], result_types=[result_type])

    def verify_(self) -> None:
        st, rt = self.source.type, self.result.type
        assert isinstance(st, VectorType) and isinstance(rt, VectorType)
        if st.element_type != rt.element_type:
            raise diag.VECTOR_ELEMENT_TYPE(source=st, dest=rt)
        if st.element_count() != rt.element_count():
            raise diag.SHAPE_CAST_COUNT(source=st, result=rt)


def reduced_type(source: VectorType, dims: Sequence[int]) -> Attribute:
    """The type of ``source`` with ``dims`` reduced away: its element type when none is left."""
    kept = [n for i, n in enumerate(source.get_shape()) if i not in dims]
    return VectorType(source.element_type, kept) if kept else source.element_type


@irdl_op_definition
class MultiReductionOp(IRDLOperation):
    """``vector.multi_reduction <add>, %v, %acc [1] : vector<4x8xf32> to vector<4xf32>``: ``%acc``
    combined with the elements of ``%v`` along the ``reduction_dims``."""

    name = "vector.multi_reduction"
    ACC: ClassVar = VarConstraint("ACC", AnyAttr())
    source = operand_def(VectorType)
    acc = operand_def(ACC)
    dest = result_def(ACC)
    kind = prop_def(_vector.CombiningKindAttr)
    reduction_dims = prop_def(DenseArrayBase)
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> MultiReductionOp:
        # MLIR: $kind `,` $source `,` $acc attr-dict $reduction_dims `:` type($source) `to` type($dest),
        # the dims a DenseI64ArrayAttr spelled without its ``array<i64: ...>`` wrapper
        kind = _vector.CombiningKindAttr(_vector.CombiningKindAttr.parse_parameter(parser))
        parser.parse_punctuation(",")
        source = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        acc = parser.parse_unresolved_operand()
        attrs = parser.parse_optional_attr_dict()
        dims = parser.parse_comma_separated_list(Parser.Delimiter.SQUARE, parser.parse_integer)
        parser.parse_punctuation(":")
        source_type = parser.parse_type()
        parser.parse_keyword("to")
        dest_type = parser.parse_type()
        src, acc_value = parser.resolve_operands([source, acc], [source_type, dest_type], parser.pos)
        op = cls(kind, src, acc_value, dims)
        op.attributes.update(attrs)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        self.kind.print_parameter(printer)
        printer.print_string(", ")
        printer.print_list((self.source, self.acc), printer.print_operand)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" [")
        printer.print_list(self.reduction_dims.get_values(), lambda d: printer.print_int(d))
        printer.print_string("] : ")
        printer.print_attribute(self.source.type)
        printer.print_string(" to ")
        printer.print_attribute(self.dest.type)

    def __init__(self, kind: _vector.CombiningKindAttr, source: SSAValue | Operation,
                 acc: SSAValue | Operation, reduction_dims: Sequence[int]):
        super().__init__(operands=[source, acc], result_types=[SSAValue.get(acc).type],
                         properties={"kind": kind, "reduction_dims": DenseArrayBase.from_list(i64, reduction_dims)})

    @classmethod
    def create(cls, *, properties: Mapping[str, Attribute] = {}, **parts) -> MultiReductionOp:  # type: ignore[override]
        """The generic form's op. jaxlib 0.12.1's MLIR gave it a ``fastmath`` property (VectorOps.td at its MLIR),
        which its generic form writes, ``#arith.fastmath<none>`` where unset (jax sets none: dialect_lowering.py
        does not read it at 0.12.1): that one is dropped (and written back for jax 0.12.1+); another is kept, and
        refused by the verifier as a property this op does not have."""
        if properties.get("fastmath") == _NO_FASTMATH:
            properties = {k: v for k, v in properties.items() if k != "fastmath"}
        return super().create(properties=properties, **parts)

    def generic_properties_as_release(self, printer: Printer) -> Mapping[str, Attribute]:
        """The properties the generic form writes: jaxlib 0.12.1+'s with ``fastmath = #arith.fastmath<none>``."""
        if not writes_since(printer, (0, 12, 1)):
            return self.properties
        return dict(sorted({"fastmath": _NO_FASTMATH, **self.properties}.items()))

    def verify_(self) -> None:
        st = self.source.type
        assert isinstance(st, VectorType)
        dims = list(self.reduction_dims.get_values())
        rank = len(st.get_shape())
        if any(not 0 <= d < rank for d in dims) or len(set(dims)) != len(dims):
            raise diag.REDUCTION_DIMS(dims=dims, rank=rank)
        expected = reduced_type(st, dims)
        if self.dest.type != expected:
            raise diag.REDUCTION_DEST_TYPE(expected=expected, type=self.dest.type)


def _doubled_trailing(t: VectorType) -> VectorType:
    """``t`` with its trailing dimension twice as wide (a 0-D vector: vector<2xT>)."""
    shape = list(t.get_shape())
    return VectorType(t.element_type, [*shape[:-1], 2 * shape[-1]] if shape else [2])


@irdl_op_definition
class InterleaveOp(IRDLOperation):
    """``vector.interleave %a, %b : vector<1xbf16> -> vector<2xbf16>``: the elements of ``%a`` and
    ``%b`` alternating along the trailing dimension, ``%a``'s first (MLIR's VectorOps.td,
    Vector_InterleaveOp)."""

    name = "vector.interleave"
    T: ClassVar = VarConstraint("T", base(VectorType))
    lhs = operand_def(T)
    rhs = operand_def(T)
    result = result_def(VectorType)
    traits = traits_def(Pure())
    assembly_format = "$lhs `,` $rhs attr-dict `:` type($lhs) `->` type($result)"

    def verify_(self) -> None:
        t = self.lhs.type
        assert isinstance(t, VectorType)
        if self.result.type != _doubled_trailing(t):
            raise diag.INTERLEAVE_RESULT(type=t, expected=_doubled_trailing(t))


@irdl_op_definition
class DeinterleaveOp(IRDLOperation):
    """``vector.deinterleave %v : vector<4xf32> -> vector<2xf32>``: the even and the odd elements of
    the trailing dimension (MLIR's VectorOps.td, Vector_DeinterleaveOp; the inverse of interleave)."""

    name = "vector.deinterleave"
    T: ClassVar = VarConstraint("T", base(VectorType))
    source = operand_def(VectorType)
    res1 = result_def(T)
    res2 = result_def(T)
    traits = traits_def(Pure())
    assembly_format = "$source attr-dict `:` type($source) `->` type($res1)"

    def verify_(self) -> None:
        st, rt = self.source.type, self.res1.type
        assert isinstance(st, VectorType) and isinstance(rt, VectorType)
        if not st.get_shape() or rt.get_shape() == () or _doubled_trailing(rt) != st:
            raise diag.DEINTERLEAVE_RESULT()


@irdl_op_definition
class FromElementsOp(IRDLOperation):
    """``vector.from_elements %a, %b : vector<2xbf16>``: a vector of its scalar operands in row-major order
    (MLIR's VectorOps.td, Vector_FromElementsOp: one operand an element, each of the element type)."""

    name = "vector.from_elements"
    elements = var_operand_def()
    dest = result_def(VectorType)
    traits = traits_def(Pure())

    def __init__(self, elements: Sequence[SSAValue | Operation], dest_type: VectorType):
        super().__init__(operands=[list(elements)], result_types=[dest_type])

    @classmethod
    def parse(cls, parser: Parser) -> FromElementsOp:
        elements = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_unresolved_operand)
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        pos = parser.pos
        dest_type = parser.parse_type()
        if not isinstance(dest_type, VectorType):
            parser.raise_error(f"expected a vector type, got {dest_type}", pos, parser.pos)
        op = cls(parser.resolve_operands(elements, [dest_type.element_type] * len(elements), pos), dest_type)
        op.attributes.update(attrs)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_list(self.elements, printer.print_operand)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.dest.type)

    def verify_(self) -> None:
        dt = self.dest.type
        assert isinstance(dt, VectorType)
        if len(self.elements) != dt.element_count() or any(e.type != dt.element_type for e in self.elements):
            raise diag.FROM_ELEMENTS_TYPES(count=dt.element_count(), type=dt.element_type)


_NO_FASTMATH = FastMathFlagsAttr("none")
# its generic form: without fastmath (jaxlib 0.12.0.1's MLIR and older) or with it (0.12.1's)
MULTI_REDUCTION_WITHOUT_FASTMATH = spelling(
    "'vector.multi_reduction' without a fastmath property",
    r'"vector\.multi_reduction"\([^)]*\)\s*<\{(?![^}]*\bfastmath = )')
MULTI_REDUCTION_FASTMATH = spelling("'vector.multi_reduction' with a fastmath property",
                                    r'"vector\.multi_reduction"\([^)]*\)\s*<\{[^}]*\bfastmath = ')

_OURS: list[type[IRDLOperation]] = [ExtractStridedSliceOp, InsertStridedSliceOp, ShapeCastOp, MultiReductionOp,
                                    InterleaveOp, DeinterleaveOp, FromElementsOp]
_OUR_NAMES = {op.name for op in _OURS}

Vector = Dialect(
    "vector",
    [op for op in _vector.Vector.operations if op.name not in _OUR_NAMES] + _OURS,
    list(_vector.Vector.attributes),
)


def __getattr__(name: str) -> object:
    """Everything else of the dialect is xDSL's: ``vector_ext.X`` is the class the registered
    dialect uses for every op and attribute ``X``, redefined here or not."""
    return getattr(_vector, name)
