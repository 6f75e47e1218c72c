"""CTA barriers and memory fences: ``nvvm.barrier``, ``nvvm.fence.proxy``,
``nvvm.fence.proxy.acquire`` / ``.release`` and ``nvvm.fence.sc.cluster`` (PTX ISA, "bar, barrier",
"membar / fence")."""

from __future__ import annotations

from xdsl.dialects.builtin import i32
from xdsl.dialects.llvm import LLVMPointerType
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from mgpu.dialect.nvvm.attrs import MemScopeAttr, ProxyKind, ProxyKindAttr, SharedSpace, SharedSpaceAttr
from mgpu.dialect.release_syntax import spelling, writes_since
from mgpu.dialect.syntax import with_default_properties

# nvvm.fence.proxy's custom forms (the generic form is the same in every release)
FENCE_PROXY_ATTR_DICT = spelling("'nvvm.fence.proxy {kind = ...}'", r"nvvm\.fence\.proxy\s*\{")
FENCE_PROXY_CUSTOM = spelling("'nvvm.fence.proxy <kind>'", r"nvvm\.fence\.proxy\s*<")


@irdl_op_definition
class BarrierOp(IRDLOperation):
    """``nvvm.barrier (id = %b)? (number_of_threads = %n)?``: ``bar.sync b, n`` (``nvvm.barrier0``,
    gone from jax's MLIR, is ``nvvm.barrier``)."""

    name = "nvvm.barrier"
    barrierId = opt_operand_def(i32)
    numberOfThreads = opt_operand_def(i32)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    assembly_format = "(`id` `=` $barrierId^)? (`number_of_threads` `=` $numberOfThreads^)? attr-dict"

    def __init__(self, barrier_id: SSAValue | Operation | None = None,
                 number_of_threads: SSAValue | Operation | None = None):
        super().__init__(operands=[[barrier_id] if barrier_id is not None else [],
                                   [number_of_threads] if number_of_threads is not None else []])

    def verify_(self) -> None:
        if self.numberOfThreads is not None and self.barrierId is None:
            raise VerifyException("barrier id is missing, it should be set between 0 to 15")


@irdl_op_definition
class FenceScClusterOp(IRDLOperation):
    name = "nvvm.fence.sc.cluster"
    assembly_format = "attr-dict"


@with_default_properties(kind=ProxyKindAttr(ProxyKind.GENERIC))
@irdl_op_definition
class FenceProxyOp(IRDLOperation):
    """A proxy fence: ``nvvm.fence.proxy <async.shared>, space = <cta>`` in the MLIR of jax 0.11 and later,
    ``nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}`` in
    jax 0.10.2's (where ``kind`` may be left out: generic). Both are read; each release's is written."""

    name = "nvvm.fence.proxy"
    kind = opt_prop_def(ProxyKindAttr)
    space = opt_prop_def(SharedSpaceAttr)

    def __init__(self, kind: ProxyKind = ProxyKind.ASYNC_SHARED,
                 space: SharedSpace | None = SharedSpace.CTA):
        props: dict[str, Attribute] = {"kind": ProxyKindAttr(kind)}
        if space is not None:
            props["space"] = SharedSpaceAttr(space)
        super().__init__(properties=props)

    @classmethod
    def parse(cls, parser: Parser) -> FenceProxyOp:
        props: dict[str, Attribute] = {}
        if parser.parse_optional_punctuation("<") is not None:  # the custom form of jax 0.11+
            props["kind"] = ProxyKindAttr(parser.parse_str_enum(ProxyKind))
            parser.parse_punctuation(">")
            if parser.parse_optional_punctuation(",") is not None:
                parser.parse_keyword("space")
                parser.parse_punctuation("=")
                props["space"] = SharedSpaceAttr(SharedSpaceAttr.parse_parameter(parser))
        attrs = parser.parse_optional_attr_dict()
        for name in ("kind", "space"):  # jax 0.10.2's: both in the attribute dictionary
            if name in attrs:
                props[name] = attrs.pop(name)
        return cls.create(properties=props, attributes=attrs)

    def print(self, printer: Printer) -> None:
        if not writes_since(printer, (0, 11)):
            printer.print_op_attributes({**self.properties, **self.attributes})
            return
        kind = self.kind.data if self.kind is not None else ProxyKind.GENERIC
        printer.print_string(f" <{kind.value}>")
        if self.space is not None:
            printer.print_string(f", space = <{self.space.data.value}>")
        printer.print_op_attributes(self.attributes)

    def verify_(self) -> None:
        kind = self.kind.data if self.kind is not None else ProxyKind.GENERIC
        if kind == ProxyKind.ASYNC_SHARED and self.space is None:
            raise VerifyException("async_shared fence requires space attribute")
        if kind != ProxyKind.ASYNC_SHARED and self.space is not None:
            raise VerifyException("only async_shared fence can have space attribute")


_GENERIC_TO_TENSORMAP = {"fromProxy": ProxyKindAttr(ProxyKind.GENERIC), "toProxy": ProxyKindAttr(ProxyKind.TENSORMAP)}


def _check_generic_to_tensormap(op: IRDLOperation) -> None:
    """MLIR's verifier of the uni-directional proxy fences: generic to tensormap only."""
    if op.properties.get("fromProxy", _GENERIC_TO_TENSORMAP["fromProxy"]) != _GENERIC_TO_TENSORMAP["fromProxy"]:
        raise VerifyException("uni-directional proxies only support generic for from_proxy attribute")
    if op.properties.get("toProxy", _GENERIC_TO_TENSORMAP["toProxy"]) != _GENERIC_TO_TENSORMAP["toProxy"]:
        raise VerifyException("uni-directional proxies only support tensormap for to_proxy attribute")


@with_default_properties(**_GENERIC_TO_TENSORMAP)
@irdl_op_definition
class FenceProxyAcquireOp(IRDLOperation):
    """``nvvm.fence.proxy.acquire #nvvm.mem_scope<cta> %addr, %size``: orders a generic-proxy write
    of the tensor map at ``[addr, addr + size)`` before its use by the tensormap proxy."""

    name = "nvvm.fence.proxy.acquire"
    scope = prop_def(MemScopeAttr)
    addr = operand_def(LLVMPointerType())  # MLIR's LLVM_PointerGeneric: the type is implied
    size = operand_def(i32)
    fromProxy = opt_prop_def(ProxyKindAttr)
    toProxy = opt_prop_def(ProxyKindAttr)
    assembly_format = ("$scope $addr `,` $size (`from_proxy` `=` $fromProxy^)? (`to_proxy` `=` $toProxy^)? "
                       "attr-dict")

    def verify_(self) -> None:
        _check_generic_to_tensormap(self)


@with_default_properties(**_GENERIC_TO_TENSORMAP)
@irdl_op_definition
class FenceProxyReleaseOp(IRDLOperation):
    """``nvvm.fence.proxy.release #nvvm.mem_scope<cta>``: the release half of the acquire above."""

    name = "nvvm.fence.proxy.release"
    scope = prop_def(MemScopeAttr)
    fromProxy = opt_prop_def(ProxyKindAttr)
    toProxy = opt_prop_def(ProxyKindAttr)
    assembly_format = "$scope (`from_proxy` `=` $fromProxy^)? (`to_proxy` `=` $toProxy^)? attr-dict"

    def verify_(self) -> None:
        _check_generic_to_tensormap(self)
