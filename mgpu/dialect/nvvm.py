"""The nvvm ops of the corpus, with MLIR's (jax 0.10.2) names, operands, properties and syntax.

Default-valued properties follow MLIR: the generic form always carries them
(``<{relaxed = false, scope = #nvvm.mem_scope<cta>}>``); the custom form elides them when they
hold their default and puts the others in the attribute dictionary
(``nvvm.mbarrier.arrive.expect_tx %b, %n {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<7>, i32``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from xdsl.dialects.builtin import (
    I32,
    I64,
    BoolAttr,
    IntAttr,
    IntegerAttr,
    UnitAttr,
    i1,
    i16,
    i32,
    i64,
)
from xdsl.dialects.llvm import LLVMPointerType, LLVMStructType

import mgpu.dialect.llvm_ext  # noqa: F401  (MLIR's printing of LLVM types)
from xdsl.dialects.utils import EnumAttribute
from xdsl.ir import Attribute, Dialect, Operation, SpacedOpaqueSyntaxAttribute, SSAValue
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    ParsePropInAttrDict,
    irdl_attr_definition,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    opt_result_def,
    prop_def,
    result_def,
    var_operand_def,
)
from xdsl.parser import AttrParser, Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.str_enum import StrEnum

from mgpu.dialect.syntax import OpT, with_default_properties

# ---------------------------------------------------------------------------------------------
# Enum attributes: `#nvvm.<name><value>` (and `#nvvm<shfl_kind idx>`)
# ---------------------------------------------------------------------------------------------


class _AngleEnum:
    """Parse/print ``<value>`` after the attribute name, as MLIR's ``<$value>`` format does."""

    enum_type: ClassVar[type[StrEnum]]

    @classmethod
    def parse_parameter(cls, parser: AttrParser) -> StrEnum:
        with parser.in_angle_brackets():
            return parser.parse_str_enum(cls.enum_type)

    def print_parameter(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            printer.print_string(self.data.value)  # type: ignore[attr-defined]


class ShflKind(StrEnum):
    BFLY = "bfly"
    UP = "up"
    DOWN = "down"
    IDX = "idx"


@irdl_attr_definition
class ShflKindAttr(EnumAttribute[ShflKind], SpacedOpaqueSyntaxAttribute):
    """``#nvvm<shfl_kind idx>``."""

    name = "nvvm.shfl_kind"


class MemScope(StrEnum):
    CTA = "cta"
    CLUSTER = "cluster"
    GPU = "gpu"
    SYS = "sys"


@irdl_attr_definition
class MemScopeAttr(_AngleEnum, EnumAttribute[MemScope]):
    name = "nvvm.mem_scope"


class CTAGroupKind(StrEnum):
    CTA_1 = "cta_1"
    CTA_2 = "cta_2"


@irdl_attr_definition
class CTAGroupKindAttr(_AngleEnum, EnumAttribute[CTAGroupKind]):
    name = "nvvm.cta_group"


class TMALoadMode(StrEnum):
    TILE = "tile"
    IM2COL = "im2col"
    IM2COL_W = "im2col_w"
    IM2COL_W_128 = "im2col_w_128"
    TILE_GATHER4 = "tile_gather4"


@irdl_attr_definition
class TMALoadModeAttr(_AngleEnum, EnumAttribute[TMALoadMode]):
    name = "nvvm.tma_load_mode"


class TMAStoreMode(StrEnum):
    TILE = "tile"
    IM2COL = "im2col"
    TILE_SCATTER4 = "tile_scatter4"


@irdl_attr_definition
class TMAStoreModeAttr(_AngleEnum, EnumAttribute[TMAStoreMode]):
    name = "nvvm.tma_store_mode"


class ProxyKind(StrEnum):
    ALIAS = "alias"
    ASYNC = "async"
    ASYNC_GLOBAL = "async.global"
    ASYNC_SHARED = "async.shared"
    TENSORMAP = "tensormap"
    GENERIC = "generic"


@irdl_attr_definition
class ProxyKindAttr(_AngleEnum, EnumAttribute[ProxyKind]):
    name = "nvvm.proxy_kind"


class SharedSpace(StrEnum):
    CTA = "cta"
    CLUSTER = "cluster"


@irdl_attr_definition
class SharedSpaceAttr(_AngleEnum, EnumAttribute[SharedSpace]):
    name = "nvvm.shared_space"


class Tcgen05FenceKind(StrEnum):
    BEFORE = "before"
    AFTER = "after"


@irdl_attr_definition
class Tcgen05FenceKindAttr(_AngleEnum, EnumAttribute[Tcgen05FenceKind]):
    name = "nvvm.tcgen05_fence"


class Tcgen05WaitKind(StrEnum):
    LOAD = "load"
    STORE = "store"


@irdl_attr_definition
class Tcgen05WaitKindAttr(_AngleEnum, EnumAttribute[Tcgen05WaitKind]):
    name = "nvvm.tcgen05_wait"


# ---------------------------------------------------------------------------------------------
# Helpers
# ---------------------------------------------------------------------------------------------

def _sorted_props(cls: OpT) -> OpT:
    return with_default_properties()(cls)


_PTR = LLVMPointerType
FALSE = BoolAttr.from_bool(False)
CTA_1 = CTAGroupKindAttr(CTAGroupKind.CTA_1)


def _ptr_space(t: Attribute) -> int:
    """The address space of an LLVM pointer type (0 when unspecified), -1 for other types."""
    if not isinstance(t, LLVMPointerType):
        return -1
    return t.addr_space.data if isinstance(t.addr_space, IntAttr) else 0


def _check_ptr(what: str, t: Attribute, spaces: tuple[int, ...]) -> None:
    if _ptr_space(t) not in spaces:
        want = " or ".join("!llvm.ptr" if s == 0 else f"!llvm.ptr<{s}>" for s in spaces)
        raise VerifyException(f"{what} must be {want}, got {t}")


# ---------------------------------------------------------------------------------------------
# Warp-level ops
# ---------------------------------------------------------------------------------------------


@irdl_op_definition
class ElectSyncOp(IRDLOperation):
    """``%p = nvvm.elect.sync -> i1``: true in exactly one lane of the warp."""

    name = "nvvm.elect.sync"
    membermask = opt_operand_def(i32)
    pred = result_def(i1)
    assembly_format = "($membermask^)? attr-dict `->` type($pred)"

    def __init__(self, membermask: SSAValue | Operation | None = None):
        super().__init__(operands=[[membermask] if membermask is not None else []],
                         result_types=[i1])


@irdl_op_definition
class ShflOp(IRDLOperation):
    """``%r = nvvm.shfl.sync idx %mask, %val, %lane, %clamp : i32 -> i32``."""

    name = "nvvm.shfl.sync"
    thread_mask = operand_def(i32)
    val = operand_def()
    offset = operand_def(i32)
    mask_and_clamp = operand_def(i32)
    kind = prop_def(ShflKindAttr)
    return_value_and_is_valid = opt_prop_def(UnitAttr)
    res = result_def()
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = (
        "$kind $thread_mask `,` $val `,` $offset `,` $mask_and_clamp attr-dict "
        "`:` type($val) `->` type($res)")

    def __init__(self, kind: ShflKind, thread_mask: SSAValue | Operation,
                 val: SSAValue | Operation, offset: SSAValue | Operation,
                 mask_and_clamp: SSAValue | Operation):
        super().__init__(operands=[thread_mask, val, offset, mask_and_clamp],
                         result_types=[SSAValue.get(val).type],
                         properties={"kind": ShflKindAttr(kind)})

    def verify_(self) -> None:
        if self.return_value_and_is_valid is not None:
            rt = self.res.type
            if not (isinstance(rt, LLVMStructType) and len(rt.types.data) == 2
                    and rt.types.data[0] == self.val.type and rt.types.data[1] == i1):
                raise VerifyException(
                    "expected return type to be a two-element struct with i1 as the second "
                    "element")
        elif self.res.type != self.val.type:
            raise VerifyException(
                f"expected return type {self.val.type}, got {self.res.type}")


# ---------------------------------------------------------------------------------------------
# mbarrier
# ---------------------------------------------------------------------------------------------


@_sorted_props
@irdl_op_definition
class MBarrierInitOp(IRDLOperation):
    """``nvvm.mbarrier.init %bar, %count (, predicate = %p)? : !llvm.ptr<3>, i32(, i1)?``."""

    name = "nvvm.mbarrier.init"
    addr = operand_def(_PTR)
    count = operand_def(i32)
    predicate = opt_operand_def(i1)
    assembly_format = (
        "$addr `,` $count (`,` `predicate` `=` $predicate^)? attr-dict `:` type(operands)")

    def __init__(self, addr: SSAValue | Operation, count: SSAValue | Operation,
                 predicate: SSAValue | Operation | None = None):
        super().__init__(operands=[addr, count, [predicate] if predicate is not None else []])

    def verify_(self) -> None:
        _check_ptr("the barrier address", self.addr.type, (0, 3))


@irdl_op_definition
class FenceMbarrierInitOp(IRDLOperation):
    name = "nvvm.fence.mbarrier.init"
    assembly_format = "attr-dict"


@with_default_properties(relaxed=FALSE, scope=MemScopeAttr(MemScope.CTA))
@irdl_op_definition
class MBarrierArriveExpectTxOp(IRDLOperation):
    """``(%s =)? nvvm.mbarrier.arrive.expect_tx %bar, %tx (, predicate = %p)? {scope = ..}?
    : !llvm.ptr<3|7>, i32(, i1)? (-> i64)?``"""

    name = "nvvm.mbarrier.arrive.expect_tx"
    addr = operand_def(_PTR)
    txcount = operand_def(i32)
    predicate = opt_operand_def(i1)
    scope = opt_prop_def(MemScopeAttr)
    relaxed = opt_prop_def(BoolAttr)
    res = opt_result_def(i64)
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = (
        "$addr `,` $txcount (`,` `predicate` `=` $predicate^)? attr-dict `:` type(operands) "
        "(`->` type($res)^)?")

    def __init__(self, addr: SSAValue | Operation, txcount: SSAValue | Operation,
                 predicate: SSAValue | Operation | None = None,
                 scope: MemScope = MemScope.CTA, relaxed: bool = False,
                 has_result: bool = False):
        super().__init__(
            operands=[addr, txcount, [predicate] if predicate is not None else []],
            result_types=[[i64] if has_result else []],
            properties={"relaxed": BoolAttr.from_bool(relaxed), "scope": MemScopeAttr(scope)})

    def verify_(self) -> None:
        _check_ptr("the barrier address", self.addr.type, (0, 3, 7))
        if self.predicate is not None and self.res is not None:
            raise VerifyException("a predicated arrive.expect_tx has no result")
        if _ptr_space(self.addr.type) == 7 and self.res is not None:
            raise VerifyException(
                "mbarrier in shared_cluster space cannot return any value")


@irdl_op_definition
class MBarrierTryWaitParityOp(IRDLOperation):
    """``nvvm.mbarrier.try_wait.parity %bar, %parity, %ticks : !llvm.ptr<3>, i32, i32``
    (blocks until the phase with parity ``%parity`` has completed)."""

    name = "nvvm.mbarrier.try_wait.parity"
    addr = operand_def(_PTR)
    phase = operand_def(i32)
    ticks = operand_def(i32)
    assembly_format = "$addr `,` $phase `,` $ticks attr-dict `:` type(operands)"

    def __init__(self, addr: SSAValue | Operation, phase: SSAValue | Operation,
                 ticks: SSAValue | Operation):
        super().__init__(operands=[addr, phase, ticks])

    def verify_(self) -> None:
        _check_ptr("the barrier address", self.addr.type, (0, 3))


# ---------------------------------------------------------------------------------------------
# Cluster barrier, fences, mapa
# ---------------------------------------------------------------------------------------------


@_sorted_props
@irdl_op_definition
class ClusterArriveRelaxedOp(IRDLOperation):
    name = "nvvm.cluster.arrive.relaxed"
    aligned = opt_prop_def(UnitAttr)
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "attr-dict"

    def __init__(self, aligned: bool = True):
        super().__init__(properties={"aligned": UnitAttr()} if aligned else {})


@_sorted_props
@irdl_op_definition
class ClusterArriveOp(IRDLOperation):
    name = "nvvm.cluster.arrive"
    aligned = opt_prop_def(UnitAttr)
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "attr-dict"

    def __init__(self, aligned: bool = True):
        super().__init__(properties={"aligned": UnitAttr()} if aligned else {})


@_sorted_props
@irdl_op_definition
class ClusterWaitOp(IRDLOperation):
    name = "nvvm.cluster.wait"
    aligned = opt_prop_def(UnitAttr)
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "attr-dict"

    def __init__(self, aligned: bool = True):
        super().__init__(properties={"aligned": UnitAttr()} if aligned else {})


@with_default_properties(kind=ProxyKindAttr(ProxyKind.GENERIC))
@irdl_op_definition
class FenceProxyOp(IRDLOperation):
    """``nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}``."""

    name = "nvvm.fence.proxy"
    kind = opt_prop_def(ProxyKindAttr)
    space = opt_prop_def(SharedSpaceAttr)
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "attr-dict"

    def __init__(self, kind: ProxyKind = ProxyKind.ASYNC_SHARED,
                 space: SharedSpace | None = SharedSpace.CTA):
        props: dict[str, Attribute] = {"kind": ProxyKindAttr(kind)}
        if space is not None:
            props["space"] = SharedSpaceAttr(space)
        super().__init__(properties=props)

    def verify_(self) -> None:
        kind = self.kind.data if self.kind is not None else ProxyKind.GENERIC
        if kind == ProxyKind.ASYNC_SHARED and self.space is None:
            raise VerifyException("async_shared fence requires space attribute")
        if kind != ProxyKind.ASYNC_SHARED and self.space is not None:
            raise VerifyException("only async_shared fence can have space attribute")


@irdl_op_definition
class MapaOp(IRDLOperation):
    """``%r = nvvm.mapa %ptr, %rank : !llvm.ptr<3> -> !llvm.ptr<7>``."""

    name = "nvvm.mapa"
    a = operand_def(_PTR)
    b = operand_def(i32)
    res = result_def(_PTR)
    assembly_format = "$a `,` $b attr-dict `:` type($a) `->` type($res)"

    def __init__(self, a: SSAValue | Operation, b: SSAValue | Operation):
        src = SSAValue.get(a).type
        res = LLVMPointerType(IntAttr(7)) if _ptr_space(src) == 3 else src
        super().__init__(operands=[a, b], result_types=[res])

    def verify_(self) -> None:
        src, dst = _ptr_space(self.a.type), _ptr_space(self.res.type)
        if (src, dst) not in ((0, 0), (3, 7)):
            raise VerifyException(
                f"expected !llvm.ptr -> !llvm.ptr or !llvm.ptr<3> -> !llvm.ptr<7>, "
                f"got {self.a.type} -> {self.res.type}")


# ---------------------------------------------------------------------------------------------
# Bulk async copies (TMA)
# ---------------------------------------------------------------------------------------------


def _parse_ptr_type(parser: Parser) -> Attribute:
    """A pointer type, also in the stripped form ``<3>`` MLIR prints for shared pointers."""
    if parser.parse_optional_punctuation("<"):
        space = parser.parse_integer()
        parser.parse_punctuation(">")
        return LLVMPointerType(IntAttr(space))
    return parser.parse_type()


def _parse_box(parser: Parser) -> list:
    parser.parse_keyword("box")
    return parser.parse_comma_separated_list(Parser.Delimiter.SQUARE, parser.parse_operand)


def _print_box(printer: Printer, coords) -> None:
    printer.print_string("box[")
    printer.print_list(coords, printer.print_operand)
    printer.print_string("]")


def _print_props_dict(printer: Printer, op: IRDLOperation, defaults: dict[str, Attribute],
                      skip: tuple[str, ...] = ("operandSegmentSizes",)) -> None:
    shown = {k: v for k, v in op.properties.items()
             if k not in skip and not (k in defaults and defaults[k] == v)}
    shown.update(op.attributes)
    if shown:
        printer.print_string(" ")
        printer.print_attr_dict(dict(sorted(shown.items())))


def _split_attr_dict(parser: Parser, prop_names: set[str]) -> tuple[dict, dict]:
    attrs = parser.parse_optional_attr_dict()
    props = {k: v for k, v in attrs.items() if k in prop_names}
    return props, {k: v for k, v in attrs.items() if k not in prop_names}


@irdl_op_definition
class CpAsyncBulkTensorSharedCTAToGlobalOp(IRDLOperation):
    """TMA store: ``nvvm.cp.async.bulk.tensor.global.shared.cta %desc, %src, box[%c0, ..]
    (l2_cache_hint = %h)? (, predicate = %p)? : !llvm.ptr, <3>``."""

    name = "nvvm.cp.async.bulk.tensor.global.shared.cta"
    tmaDescriptor = operand_def(_PTR)
    srcMem = operand_def(_PTR)
    coordinates = var_operand_def(i32)
    l2CacheHint = opt_operand_def(i64)
    predicate = opt_operand_def(i1)
    mode = opt_prop_def(TMAStoreModeAttr)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    DEFAULTS: ClassVar[dict[str, Attribute]] = {"mode": TMAStoreModeAttr(TMAStoreMode.TILE)}

    def __init__(self, tma_descriptor: SSAValue | Operation, src_mem: SSAValue | Operation,
                 coordinates: Sequence[SSAValue | Operation],
                 predicate: SSAValue | Operation | None = None,
                 l2_cache_hint: SSAValue | Operation | None = None):
        super().__init__(
            operands=[tma_descriptor, src_mem, list(coordinates),
                      [l2_cache_hint] if l2_cache_hint is not None else [],
                      [predicate] if predicate is not None else []],
            properties=dict(self.DEFAULTS))

    @classmethod
    def parse(cls, parser: Parser) -> CpAsyncBulkTensorSharedCTAToGlobalOp:
        desc = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        src = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        parser.parse_keyword("box")
        coords = parser.parse_comma_separated_list(
            Parser.Delimiter.SQUARE, parser.parse_unresolved_operand)
        hint = pred = None
        if parser.parse_optional_keyword("l2_cache_hint"):
            parser.parse_punctuation("=")
            hint = parser.resolve_operand(parser.parse_unresolved_operand(), i64)
        if parser.parse_optional_punctuation(","):
            parser.parse_keyword("predicate")
            parser.parse_punctuation("=")
            pred = parser.resolve_operand(parser.parse_unresolved_operand(), i1)
        props, attrs = _split_attr_dict(parser, {"mode"})
        parser.parse_punctuation(":")
        desc_t = _parse_ptr_type(parser)
        parser.parse_punctuation(",")
        src_t = _parse_ptr_type(parser)
        props = {**cls.DEFAULTS, **props}
        op = cls.build(
            operands=[parser.resolve_operand(desc, desc_t), parser.resolve_operand(src, src_t),
                      [parser.resolve_operand(c, i32) for c in coords],
                      [hint] if hint else [], [pred] if pred else []],
            properties=props, attributes=attrs)
        op.properties = dict(sorted(op.properties.items()))
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.tmaDescriptor)
        printer.print_string(", ")
        printer.print_operand(self.srcMem)
        printer.print_string(", ")
        _print_box(printer, self.coordinates)
        if self.l2CacheHint is not None:
            printer.print_string(" l2_cache_hint = ")
            printer.print_operand(self.l2CacheHint)
        if self.predicate is not None:
            printer.print_string(", predicate = ")
            printer.print_operand(self.predicate)
        _print_props_dict(printer, self, self.DEFAULTS)
        printer.print_string(" : ")
        printer.print_attribute(self.tmaDescriptor.type)
        printer.print_string(", ")
        src_t = self.srcMem.type
        if isinstance(src_t, LLVMPointerType):
            src_t.print_parameters(printer)  # MLIR prints the shared pointer stripped: `<3>`
        else:
            printer.print_attribute(src_t)

    def verify_(self) -> None:
        _check_ptr("the source", self.srcMem.type, (3,))
        n = len(self.coordinates)
        if not 1 <= n <= 5:
            raise VerifyException(f"expects coordinates between 1 to 5 dimension, got {n}")


@irdl_op_definition
class CpAsyncBulkTensorGlobalToSharedClusterOp(IRDLOperation):
    """TMA load: ``nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %desc, %bar,
    box[%c0, ..] (im2col[..])? (multicast_mask = %m)? (l2_cache_hint = %h)? (predicate = %p)?
    : !llvm.ptr<3>, !llvm.ptr``."""

    name = "nvvm.cp.async.bulk.tensor.shared.cluster.global"
    dstMem = operand_def(_PTR)
    tmaDescriptor = operand_def(_PTR)
    coordinates = var_operand_def(i32)
    mbar = operand_def(_PTR)
    im2colOffsets = var_operand_def(i16)
    multicastMask = opt_operand_def(i16)
    l2CacheHint = opt_operand_def(i64)
    predicate = opt_operand_def(i1)
    isCTAOnly = opt_prop_def(BoolAttr)
    mode = opt_prop_def(TMALoadModeAttr)
    group = opt_prop_def(CTAGroupKindAttr)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    DEFAULTS: ClassVar[dict[str, Attribute]] = {
        "isCTAOnly": FALSE, "mode": TMALoadModeAttr(TMALoadMode.TILE)}

    def __init__(self, dst_mem: SSAValue | Operation, tma_descriptor: SSAValue | Operation,
                 coordinates: Sequence[SSAValue | Operation], mbar: SSAValue | Operation,
                 predicate: SSAValue | Operation | None = None,
                 multicast_mask: SSAValue | Operation | None = None,
                 l2_cache_hint: SSAValue | Operation | None = None):
        opt = lambda v: [v] if v is not None else []  # noqa: E731
        super().__init__(
            operands=[dst_mem, tma_descriptor, list(coordinates), mbar, [],
                      opt(multicast_mask), opt(l2_cache_hint), opt(predicate)],
            properties=dict(self.DEFAULTS))

    @classmethod
    def parse(cls, parser: Parser) -> CpAsyncBulkTensorGlobalToSharedClusterOp:
        dst = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        desc = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        bar = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        parser.parse_keyword("box")
        coords = parser.parse_comma_separated_list(
            Parser.Delimiter.SQUARE, parser.parse_unresolved_operand)
        im2col = []
        if parser.parse_optional_keyword("im2col"):
            im2col = parser.parse_comma_separated_list(
                Parser.Delimiter.SQUARE, lambda: parser.resolve_operand(
                    parser.parse_unresolved_operand(), i16))
        opt: dict[str, list] = {"multicast_mask": [], "l2_cache_hint": [], "predicate": []}
        types = {"multicast_mask": i16, "l2_cache_hint": i64, "predicate": i1}
        for kw in opt:
            if parser.parse_optional_keyword(kw):
                parser.parse_punctuation("=")
                opt[kw] = [parser.resolve_operand(parser.parse_unresolved_operand(), types[kw])]
        props, attrs = _split_attr_dict(parser, {"isCTAOnly", "mode", "group"})
        parser.parse_punctuation(":")
        dst_t = _parse_ptr_type(parser)
        parser.parse_punctuation(",")
        desc_t = _parse_ptr_type(parser)
        props = {**cls.DEFAULTS, **props}
        op = cls.build(
            operands=[parser.resolve_operand(dst, dst_t), parser.resolve_operand(desc, desc_t),
                      [parser.resolve_operand(c, i32) for c in coords],
                      parser.resolve_operand(bar, dst_t), im2col,
                      opt["multicast_mask"], opt["l2_cache_hint"], opt["predicate"]],
            properties=props, attributes=attrs)
        op.properties = dict(sorted(op.properties.items()))
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_list([self.dstMem, self.tmaDescriptor, self.mbar], printer.print_operand)
        printer.print_string(", ")
        _print_box(printer, self.coordinates)
        if self.im2colOffsets:
            printer.print_string(" im2col[")
            printer.print_list(self.im2colOffsets, printer.print_operand)
            printer.print_string("]")
        for kw, v in (("multicast_mask", self.multicastMask),
                      ("l2_cache_hint", self.l2CacheHint), ("predicate", self.predicate)):
            if v is not None:
                printer.print_string(f" {kw} = ")
                printer.print_operand(v)
        _print_props_dict(printer, self, self.DEFAULTS)
        printer.print_string(" : ")
        printer.print_attribute(self.dstMem.type)
        printer.print_string(", ")
        printer.print_attribute(self.tmaDescriptor.type)

    def verify_(self) -> None:
        _check_ptr("the destination", self.dstMem.type, (3, 7))
        _check_ptr("the barrier", self.mbar.type, (3, 7))
        n = len(self.coordinates)
        if not 1 <= n <= 5:
            raise VerifyException(f"expects coordinates between 1 to 5 dimension, got {n}")


@irdl_op_definition
class CpAsyncBulkCommitGroupOp(IRDLOperation):
    name = "nvvm.cp.async.bulk.commit.group"
    assembly_format = "attr-dict"


@_sorted_props
@irdl_op_definition
class CpAsyncBulkWaitGroupOp(IRDLOperation):
    """``nvvm.cp.async.bulk.wait_group 0 {read}?``."""

    name = "nvvm.cp.async.bulk.wait_group"
    group = prop_def(IntegerAttr[I32])
    read = opt_prop_def(UnitAttr)
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$group attr-dict"

    def __init__(self, group: int, read: bool = False):
        props: dict[str, Attribute] = {"group": IntegerAttr(group, i32)}
        if read:
            props["read"] = UnitAttr()
        super().__init__(properties=props)


# ---------------------------------------------------------------------------------------------
# tcgen05 (Blackwell tensor memory)
# ---------------------------------------------------------------------------------------------


@with_default_properties(group=CTA_1)
@irdl_op_definition
class Tcgen05AllocOp(IRDLOperation):
    """``nvvm.tcgen05.alloc %smem_slot, %ncols : !llvm.ptr<3>, i32``."""

    name = "nvvm.tcgen05.alloc"
    addr = operand_def(_PTR)
    nCols = operand_def(i32)
    group = opt_prop_def(CTAGroupKindAttr)
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$addr `,` $nCols attr-dict `:` type(operands)"

    def __init__(self, addr: SSAValue | Operation, n_cols: SSAValue | Operation,
                 group: CTAGroupKind = CTAGroupKind.CTA_1):
        super().__init__(operands=[addr, n_cols], properties={"group": CTAGroupKindAttr(group)})

    def verify_(self) -> None:
        _check_ptr("the address", self.addr.type, (0, 3))


@with_default_properties(group=CTA_1)
@irdl_op_definition
class Tcgen05DeallocOp(IRDLOperation):
    """``nvvm.tcgen05.dealloc %taddr, %ncols : !llvm.ptr<6>, i32``."""

    name = "nvvm.tcgen05.dealloc"
    taddr = operand_def(_PTR)
    nCols = operand_def(i32)
    group = opt_prop_def(CTAGroupKindAttr)
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$taddr `,` $nCols attr-dict `:` type(operands)"

    def __init__(self, taddr: SSAValue | Operation, n_cols: SSAValue | Operation,
                 group: CTAGroupKind = CTAGroupKind.CTA_1):
        super().__init__(operands=[taddr, n_cols], properties={"group": CTAGroupKindAttr(group)})

    def verify_(self) -> None:
        _check_ptr("the tensor-memory address", self.taddr.type, (6,))


@with_default_properties(group=CTA_1)
@irdl_op_definition
class Tcgen05RelinquishAllocPermitOp(IRDLOperation):
    name = "nvvm.tcgen05.relinquish_alloc_permit"
    group = opt_prop_def(CTAGroupKindAttr)
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "attr-dict"

    def __init__(self, group: CTAGroupKind = CTAGroupKind.CTA_1):
        super().__init__(properties={"group": CTAGroupKindAttr(group)})


@with_default_properties(group=CTA_1)
@irdl_op_definition
class Tcgen05CommitOp(IRDLOperation):
    """``nvvm.tcgen05.commit %bar (, multicast_mask = %m)? : !llvm.ptr<3>(, i16)?``."""

    name = "nvvm.tcgen05.commit"
    addr = operand_def(_PTR)
    multicastMask = opt_operand_def(i16)
    group = opt_prop_def(CTAGroupKindAttr)
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = (
        "$addr (`,` `multicast_mask` `=` $multicastMask^)? attr-dict `:` type(operands)")

    def __init__(self, addr: SSAValue | Operation,
                 multicast_mask: SSAValue | Operation | None = None,
                 group: CTAGroupKind = CTAGroupKind.CTA_1):
        super().__init__(
            operands=[addr, [multicast_mask] if multicast_mask is not None else []],
            properties={"group": CTAGroupKindAttr(group)})

    def verify_(self) -> None:
        _check_ptr("the barrier address", self.addr.type, (0, 3))


class _KindOp(IRDLOperation):
    """``nvvm.tcgen05.fence <after>``: the kind attribute printed without its name."""

    KIND_ATTR: ClassVar[type[EnumAttribute]]

    def __init__(self, kind: StrEnum):
        super().__init__(properties={"kind": self.KIND_ATTR(kind)})

    @classmethod
    def parse(cls, parser: Parser):
        value = cls.KIND_ATTR.parse_parameter(parser)
        attrs = parser.parse_optional_attr_dict()
        op = cls.build(properties={"kind": cls.KIND_ATTR(value)})
        op.attributes.update(attrs)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        self.properties["kind"].print_parameter(printer)  # type: ignore[attr-defined]
        printer.print_op_attributes(self.attributes)


@irdl_op_definition
class Tcgen05FenceOp(_KindOp):
    name = "nvvm.tcgen05.fence"
    kind = prop_def(Tcgen05FenceKindAttr)
    KIND_ATTR: ClassVar[type[EnumAttribute]] = Tcgen05FenceKindAttr


@irdl_op_definition
class Tcgen05WaitOp(_KindOp):
    name = "nvvm.tcgen05.wait"
    kind = prop_def(Tcgen05WaitKindAttr)
    KIND_ATTR: ClassVar[type[EnumAttribute]] = Tcgen05WaitKindAttr


# ---------------------------------------------------------------------------------------------
# wgmma (Hopper warpgroup MMA) synchronisation
# ---------------------------------------------------------------------------------------------


@irdl_op_definition
class WgmmaFenceAlignedOp(IRDLOperation):
    name = "nvvm.wgmma.fence.aligned"
    assembly_format = "attr-dict"


@irdl_op_definition
class WgmmaGroupSyncAlignedOp(IRDLOperation):
    name = "nvvm.wgmma.commit.group.sync.aligned"
    assembly_format = "attr-dict"


@irdl_op_definition
class WgmmaWaitGroupSyncOp(IRDLOperation):
    """``nvvm.wgmma.wait.group.sync.aligned 0`` (``group = 0 : i64``)."""

    name = "nvvm.wgmma.wait.group.sync.aligned"
    group = prop_def(IntegerAttr[I64])
    assembly_format = "attr-dict $group"

    def __init__(self, group: int):
        super().__init__(properties={"group": IntegerAttr(group, i64)})


NVVM_OPS: list[type[IRDLOperation]] = [
    ElectSyncOp, ShflOp, MBarrierInitOp, FenceMbarrierInitOp, MBarrierArriveExpectTxOp,
    MBarrierTryWaitParityOp, ClusterArriveRelaxedOp, ClusterArriveOp, ClusterWaitOp, FenceProxyOp,
    MapaOp, CpAsyncBulkTensorSharedCTAToGlobalOp, CpAsyncBulkTensorGlobalToSharedClusterOp,
    CpAsyncBulkCommitGroupOp, CpAsyncBulkWaitGroupOp, Tcgen05AllocOp, Tcgen05DeallocOp,
    Tcgen05RelinquishAllocPermitOp, Tcgen05CommitOp, Tcgen05FenceOp, Tcgen05WaitOp,
    WgmmaFenceAlignedOp, WgmmaGroupSyncAlignedOp, WgmmaWaitGroupSyncOp,
]

NVVM_ATTRS: list[type[Attribute]] = [
    ShflKindAttr, MemScopeAttr, CTAGroupKindAttr, TMALoadModeAttr, TMAStoreModeAttr,
    ProxyKindAttr, SharedSpaceAttr, Tcgen05FenceKindAttr, Tcgen05WaitKindAttr,
]

NVVM = Dialect("nvvm", NVVM_OPS, NVVM_ATTRS)
