"""mosaic_gpu's scoped SMEM allocations, new in jax 0.12 (jaxlib 0.12.0.1's bindings and verifier, probed with
its own parser): ``alloca_scope`` (a region whose ``alloc_smem`` allocations end with it, closed by
``alloca_scope.return``), and ``run_scoped`` (a region whose block arguments are SMEM buffers, each
described by a ``#mosaic_gpu.smem_alloc<alignment = N>``, closed by ``mosaic_gpu.return``).

Neither may return a memref: an allocation does not outlive its scope.
"""

from __future__ import annotations

from typing import ClassVar

from xdsl.dialects.builtin import I64, ArrayAttr, IntegerAttr, MemRefType, i64
from xdsl.ir import Attribute, Operation, ParametrizedAttribute
from xdsl.irdl import (
    IRDLOperation,
    ParsePropInAttrDict,
    irdl_attr_definition,
    lazy_traits_def,
    opt_prop_def,
    prop_def,
    region_def,
    result_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.traits import HasParent, IsTerminator, Pure, ReturnLike

from mgpu.dialect.diagnostics import mosaic_gpu as D
from mgpu.dialect.diagnostics import Message
from mgpu.dialect.mosaic_gpu.checks import mosaic_op
from mgpu.dialect.mosaic_gpu.layout_ops import CustomPrimitiveOp
from mgpu.dialect.typeinfo import is_smem
from mgpu.dialect.xdsl_patches.prop_dict import PropDictFormat, integer


@irdl_attr_definition
class SmemAllocAttr(ParametrizedAttribute):
    """``#mosaic_gpu.smem_alloc<alignment = 128>``: how ``run_scoped`` allocates one SMEM buffer."""

    name = "mosaic_gpu.smem_alloc"

    alignment: IntegerAttr

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> tuple[IntegerAttr]:
        with parser.in_angle_brackets():
            parser.parse_keyword("alignment")
            parser.parse_punctuation("=")
            value = parser.parse_integer(allow_boolean=False)
            if parser.parse_optional_punctuation(":") is not None:
                parser.parse_type()  # `128 : i64`, as jaxlib also reads it
        return (IntegerAttr(value, i64),)

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(f"<alignment = {self.alignment.value.data}>")


def _check_scope_results(op: Operation, message: Message) -> None:
    if any(isinstance(r.type, MemRefType) for r in op.results):
        raise message()


def _check_returned(op: IRDLOperation, kind: str) -> None:
    """jaxlib's check of a scope's terminator: one value of each of the scope's result types."""
    parent = op.parent_op()
    if parent is None:
        return
    results = [r.type for r in parent.results]
    if len(op.operands) != len(results):
        raise D.SCOPE_RETURN_COUNT(count=len(op.operands), kind=kind, parent=parent.name, results=len(results))
    for i, (v, r) in enumerate(zip(op.operands, results)):
        if v.type != r:
            raise D.SCOPE_RETURN_TYPE(index=i, type=v.type, result=r, kind=kind, parent=parent.name)


@mosaic_op
class AllocaScopeOp(IRDLOperation):
    """``%r = "mosaic_gpu.alloca_scope"() ({ ... mosaic_gpu.alloca_scope.return %v : t }) : () -> t``."""

    name = "mosaic_gpu.alloca_scope"

    results_ = var_result_def()
    body = region_def()

    def verify_(self) -> None:
        _check_scope_results(self, D.ALLOCA_SCOPE_MEMREF)


@mosaic_op
class AllocaScopeReturnOp(IRDLOperation):
    """``mosaic_gpu.alloca_scope.return %v : t``: the values its ``alloca_scope`` returns."""

    name = "mosaic_gpu.alloca_scope.return"

    operands_ = var_operand_def()

    traits = lazy_traits_def(lambda: (Pure(), ReturnLike(), IsTerminator(), HasParent(AllocaScopeOp)))
    assembly_format = "attr-dict ($operands_^ `:` type($operands_))?"

    def verify_(self) -> None:
        _check_returned(self, "alloca_scope")


@mosaic_op
class AllocSmemOp(IRDLOperation):
    """``%r = mosaic_gpu.alloc_smem <alignment = 128> : memref<..., #gpu.address_space<workgroup>>``: SMEM
    for as long as the innermost enclosing ``alloca_scope``."""

    name = "mosaic_gpu.alloc_smem"

    alignment = opt_prop_def(IntegerAttr[I64])
    result = result_def()

    assembly_format = "attr-dict `:` type($result)"
    irdl_options = (ParsePropInAttrDict(),)
    PROP_DICT: ClassVar = PropDictFormat({"alignment": integer(64)})

    def verify_(self) -> None:
        scope = self.parent_op()
        while scope is not None and not isinstance(scope, AllocaScopeOp):
            scope = scope.parent_op()
        if scope is None:
            raise D.ALLOC_SMEM_SCOPE()
        if not (isinstance(self.result.type, MemRefType) and is_smem(self.result.type)):
            raise D.ALLOC_SMEM_NOT_SMEM()


@mosaic_op
class RunScopedOp(IRDLOperation):
    """``%r = "mosaic_gpu.run_scoped"() <{buffer_attrs = [#mosaic_gpu.smem_alloc<...>, ...]}> ({^bb0(%buf: memref<...>):
    ... mosaic_gpu.return %v : t }) : () -> t``: the body runs with one SMEM buffer an attribute."""

    name = "mosaic_gpu.run_scoped"

    buffer_attrs = prop_def(ArrayAttr)
    results_ = var_result_def()
    body = region_def()

    def verify_(self) -> None:
        for i, attr in enumerate(self.buffer_attrs.data):
            if not isinstance(attr, SmemAllocAttr):
                raise D.RUN_SCOPED_BUFFER_ATTR(index=i, attr=attr)
        _check_scope_results(self, D.RUN_SCOPED_MEMREF)


@mosaic_op
class ScopedReturnOp(IRDLOperation):
    """``mosaic_gpu.return`` of jax 0.12: the terminator of ``custom_primitive`` and of ``run_scoped``."""

    name = "mosaic_gpu.return"

    operands_ = var_operand_def()

    traits = lazy_traits_def(lambda: (Pure(), ReturnLike(), IsTerminator(), HasParent(CustomPrimitiveOp, RunScopedOp)))
    assembly_format = "attr-dict ($operands_^ `:` type($operands_))?"

    def verify_(self) -> None:
        parent = self.parent_op()
        _check_returned(self, "run_scoped" if isinstance(parent, RunScopedOp) else "custom_primitive")


SCOPE_ATTRIBUTES: list[type[Attribute]] = [SmemAllocAttr]
