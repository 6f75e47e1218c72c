"""The vector dialect as MLIR has it: xDSL's ops plus ``vector.extract_strided_slice``."""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects import vector as _vector
from xdsl.dialects.builtin import ArrayAttr, IntegerAttr, VectorType, i64
from xdsl.ir import Dialect, Operation, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    ParsePropInAttrDict,
    irdl_op_definition,
    operand_def,
    prop_def,
    result_def,
    traits_def,
)
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException


def _ints(a: ArrayAttr) -> list[int]:
    return [x.value.data for x in a.data]  # type: ignore[union-attr]


@irdl_op_definition
class ExtractStridedSliceOp(IRDLOperation):
    """``vector.extract_strided_slice %v {offsets = [0], sizes = [1], strides = [1]}
    : vector<2xf32> to vector<1xf32>``."""

    name = "vector.extract_strided_slice"
    source = operand_def(VectorType)
    offsets = prop_def(ArrayAttr[IntegerAttr])
    sizes = prop_def(ArrayAttr[IntegerAttr])
    strides = prop_def(ArrayAttr[IntegerAttr])
    result = result_def(VectorType)
    traits = traits_def(Pure())
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$source attr-dict `:` type($source) `to` type($result)"

    def __init__(self, source: SSAValue | Operation, offsets: Sequence[int],
                 sizes: Sequence[int], strides: Sequence[int]):
        st = SSAValue.get(source).type
        assert isinstance(st, VectorType)
        shape = list(sizes) + list(st.get_shape()[len(sizes):])
        arr = lambda xs: ArrayAttr([IntegerAttr(x, i64) for x in xs])  # noqa: E731
        super().__init__(
            operands=[source],
            result_types=[VectorType(st.element_type, shape)],
            properties={"offsets": arr(offsets), "sizes": arr(sizes), "strides": arr(strides)},
        )

    def verify_(self) -> None:
        st, rt = self.source.type, self.result.type
        assert isinstance(st, VectorType) and isinstance(rt, VectorType)
        offsets, sizes, strides = _ints(self.offsets), _ints(self.sizes), _ints(self.strides)
        shape = st.get_shape()
        if not (len(offsets) == len(sizes) == len(strides)):
            raise VerifyException("expected offsets, sizes and strides attributes of same size")
        if len(offsets) > len(shape):
            raise VerifyException(
                "expected offsets attribute of rank no greater than vector rank")
        for i, (o, s, d) in enumerate(zip(offsets, sizes, strides)):
            if not 0 <= o < shape[i]:
                raise VerifyException(f"expected offsets to be confined to [0, {shape[i]})")
            if not 0 < s <= shape[i]:
                raise VerifyException(f"expected sizes to be confined to [1, {shape[i] + 1})")
            if d != 1:
                raise VerifyException("expected strides to be confined to [1, 2)")
            if o + s > shape[i]:
                raise VerifyException(
                    "expected sum(offsets, sizes) dimension to be confined to "
                    f"[1, {shape[i] + 1})")
        expected = list(sizes) + list(shape[len(sizes):])
        if list(rt.get_shape()) != expected or rt.element_type != st.element_type:
            raise VerifyException(
                f"expected result type {VectorType(st.element_type, expected)}, got {rt}")


_OURS: list[type[IRDLOperation]] = [ExtractStridedSliceOp]
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
