"""The memref dialect as MLIR has it: xDSL's ops plus ``memref.transpose``. MLIR's custom syntax
for xDSL's ``memref.extract_aligned_pointer_as_index`` and ``memref.cast`` is patched on in
``mgpu.dialect.xdsl_patches.memref``."""

from __future__ import annotations

from xdsl.dialects import memref as _memref
from xdsl.dialects.builtin import AffineMapAttr, MemRefType
from xdsl.ir import Dialect, Operation, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    prop_def,
    result_def,
    traits_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import NoMemoryEffect
from xdsl.utils.exceptions import VerifyException


@irdl_op_definition
class TransposeOp(IRDLOperation):
    """``%t = memref.transpose %m (d0, d1) -> (d1, d0) : memref<AxB> to memref<BxA, strided<..>>``.

    A view: the result permutes the sizes and strides of ``in`` by ``permutation``.
    """

    name = "memref.transpose"
    input = operand_def(MemRefType)
    permutation = prop_def(AffineMapAttr)
    result = result_def(MemRefType)
    traits = traits_def(NoMemoryEffect())

    def __init__(self, source: SSAValue | Operation, permutation: AffineMapAttr,
                 result_type: MemRefType):
        super().__init__(operands=[source], result_types=[result_type],
                         properties={"permutation": permutation})

    @classmethod
    def parse(cls, parser: Parser) -> TransposeOp:
        src = parser.parse_unresolved_operand()
        perm = AffineMapAttr(parser.parse_affine_map())
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        src_t = parser.parse_type()
        parser.parse_keyword("to")
        res_t = parser.parse_type()
        op = cls.create(operands=[parser.resolve_operand(src, src_t)], result_types=[res_t],
                        properties={"permutation": perm})
        op.attributes.update(attrs)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.input)
        printer.print_string(f" {self.permutation.data}")
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.input.type)
        printer.print_string(" to ")
        printer.print_attribute(self.result.type)

    def verify_(self) -> None:
        src, res = self.input.type, self.result.type
        assert isinstance(src, MemRefType) and isinstance(res, MemRefType)
        perm = self.permutation.data
        rank = src.get_num_dims()
        results = [str(e) for e in perm.results]
        # (compared as a set: sorted as strings, d10 comes before d2)
        if perm.num_dims != rank or len(results) != rank or set(results) != {f"d{i}" for i in range(rank)}:
            raise VerifyException("expected a permutation map of same rank as the input")
        if res.get_num_dims() != rank or res.element_type != src.element_type:
            raise VerifyException(f"result type {res} is not equivalent to the canonical "
                                  "transposed input type")
        order = [int(r[1:]) for r in results]
        expected = [src.get_shape()[i] for i in order]
        # the strides permuted alike (MLIR's inferTransposeResultType; a dimension of size 1 may
        # have any stride, as canonicalizeStridedLayout allows)
        src_strides, res_strides = src.get_strides(), res.get_strides()
        strides_differ = src_strides is not None and res_strides is not None and any(
            n != 1 and res_strides[k] != src_strides[i] for k, (i, n) in enumerate(zip(order, expected)))
        if list(res.get_shape()) != expected or strides_differ:
            raise VerifyException(f"result type {res} is not equivalent to the canonical "
                                  "transposed input type")


_OURS: list[type[IRDLOperation]] = [TransposeOp]
_OUR_NAMES = {op.name for op in _OURS}

MemRef = Dialect(
    "memref",
    [op for op in _memref.MemRef.operations if op.name not in _OUR_NAMES] + _OURS,
    list(_memref.MemRef.attributes),
)


def __getattr__(name: str) -> object:
    """Everything else of the dialect is xDSL's: ``memref_ext.X`` is the class the registered
    dialect uses for every op and attribute ``X``, redefined here or not."""
    return getattr(_memref, name)
