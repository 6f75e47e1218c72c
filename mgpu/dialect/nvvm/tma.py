"""Bulk asynchronous copies (TMA) and their groups (PTX ISA, "cp.async.bulk", "cp.async.bulk.tensor",
"cp.reduce.async.bulk.tensor", "cp.async.bulk.commit_group" / "wait_group")."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from xdsl.dialects.builtin import I32, BoolAttr, IntAttr, IntegerAttr, UnitAttr, i1, i16, i32, i64
from xdsl.dialects.llvm import LLVMPointerType
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    ParsePropInAttrDict,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    var_operand_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from mgpu.dialect.nvvm.attrs import (
    CTAGroupKindAttr,
    FALSE,
    TMALoadMode,
    TMALoadModeAttr,
    TMAReduxKindAttr,
    TMAStoreMode,
    TMAStoreModeAttr,
)
from mgpu.dialect.nvvm.pointers import check_ptr
from mgpu.dialect.release_syntax import spelling, writes_since
from mgpu.dialect.syntax import with_default_properties


def _parse_ptr_type(parser: Parser) -> Attribute:
    """A pointer type, also in the stripped form ``<3>`` MLIR prints for shared pointers."""
    if parser.parse_optional_punctuation("<"):
        space = parser.parse_integer()
        parser.parse_punctuation(">")
        return LLVMPointerType(IntAttr(space))
    return parser.parse_type()


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
    (l2_cache_hint = %h)? (predicate = %p)? : !llvm.ptr, <3>`` (jax 0.10.2's MLIR wrote a comma before
    ``predicate``: both are read, each release's written)."""

    name = "nvvm.cp.async.bulk.tensor.global.shared.cta"
    tmaDescriptor = operand_def(LLVMPointerType)
    srcMem = operand_def(LLVMPointerType)
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
        comma = parser.parse_optional_punctuation(",") is not None  # jax 0.10.2's `, predicate = %p`
        if comma:
            parser.parse_keyword("predicate")
        if comma or parser.parse_optional_keyword("predicate") is not None:
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
            printer.print_string(" predicate = " if writes_since(printer, (0, 11)) else ", predicate = ")
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
        check_ptr("the source", self.srcMem.type, (3,))
        n = len(self.coordinates)
        if not 1 <= n <= 5:
            raise VerifyException(f"expects coordinates between 1 to 5 dimension, got {n}")


@irdl_op_definition
class CpAsyncBulkTensorGlobalToSharedClusterOp(IRDLOperation):
    """TMA load: ``nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %desc, %bar,
    box[%c0, ..] (im2col[..])? (multicast_mask = %m)? (l2_cache_hint = %h)? (predicate = %p)?
    : !llvm.ptr<3>, !llvm.ptr``."""

    name = "nvvm.cp.async.bulk.tensor.shared.cluster.global"
    dstMem = operand_def(LLVMPointerType)
    tmaDescriptor = operand_def(LLVMPointerType)
    coordinates = var_operand_def(i32)
    mbar = operand_def(LLVMPointerType)
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
        check_ptr("the destination", self.dstMem.type, (3, 7))
        check_ptr("the barrier", self.mbar.type, (3, 7))
        n = len(self.coordinates)
        if not 1 <= n <= 5:
            raise VerifyException(f"expects coordinates between 1 to 5 dimension, got {n}")


@irdl_op_definition
class CpAsyncBulkCommitGroupOp(IRDLOperation):
    name = "nvvm.cp.async.bulk.commit.group"
    assembly_format = "attr-dict"


# its `read` flag, in jax 0.10.2's attribute dictionary and as 0.11's keyword
WAIT_GROUP_READ_ATTR = spelling("'nvvm.cp.async.bulk.wait_group N {read}'",
                                r"nvvm\.cp\.async\.bulk\.wait_group\s+\d+\s*\{[^}]*\bread\b")
WAIT_GROUP_READ_KEYWORD = spelling("'nvvm.cp.async.bulk.wait_group N read'",
                                   r"nvvm\.cp\.async\.bulk\.wait_group\s+\d+\s+read\b")


@with_default_properties()
@irdl_op_definition
class CpAsyncBulkWaitGroupOp(IRDLOperation):
    """``nvvm.cp.async.bulk.wait_group 0 read`` in the MLIR of jax 0.11 and later,
    ``nvvm.cp.async.bulk.wait_group 0 {read}`` in jax 0.10.2's: both are read, each release's written."""

    name = "nvvm.cp.async.bulk.wait_group"
    group = prop_def(IntegerAttr[I32])
    read = opt_prop_def(UnitAttr)

    def __init__(self, group: int, read: bool = False):
        props: dict[str, Attribute] = {"group": IntegerAttr(group, i32)}
        if read:
            props["read"] = UnitAttr()
        super().__init__(properties=props)

    @classmethod
    def parse(cls, parser: Parser) -> CpAsyncBulkWaitGroupOp:
        props: dict[str, Attribute] = {"group": IntegerAttr(parser.parse_integer(allow_boolean=False), i32)}
        if parser.parse_optional_keyword("read") is not None:
            props["read"] = UnitAttr()
        attrs = parser.parse_optional_attr_dict()
        if "read" in attrs:  # jax 0.10.2's spelling
            props["read"] = attrs.pop("read")
        return cls.create(properties=props, attributes=attrs)

    def print(self, printer: Printer) -> None:
        printer.print_string(f" {self.group.value.data}")
        attrs = dict(self.attributes)
        if self.read is not None:
            if writes_since(printer, (0, 11)):
                printer.print_string(" read")
            else:
                attrs["read"] = self.read
        printer.print_op_attributes(attrs)


def _print_ptr_type(printer: Printer, t: Attribute, stripped: bool) -> None:
    """MLIR prints a pointer operand whose ODS constraint names one address space stripped (``<3>``)."""
    if stripped and isinstance(t, LLVMPointerType):
        t.print_parameters(printer)
    else:
        printer.print_attribute(t)


class _BulkCopyOp(IRDLOperation):
    """``%a, %b, .. (box[%c, ..])? (kw = %x)* attr-dict : T0, T1``, the syntax of the non-tensor bulk
    copies and of the TMA reduction. ``FIXED``: the leading operands (name, type: the index of T0/T1
    or a type); ``BOX``: whether the coordinates follow them; ``OPTIONAL``: the keyword operands
    (name, keyword, type); ``STRIPPED``: whether T0 and T1 print stripped."""

    FIXED: ClassVar[tuple[tuple[str, int | Attribute], ...]]
    BOX: ClassVar[bool] = False
    OPTIONAL: ClassVar[tuple[tuple[str, str, Attribute], ...]]
    STRIPPED: ClassVar[tuple[bool, bool]]
    DEFAULTS: ClassVar[dict[str, Attribute]] = {}

    @classmethod
    def parse(cls, parser: Parser) -> _BulkCopyOp:
        fixed = [parser.parse_unresolved_operand()]
        for _ in cls.FIXED[1:]:
            parser.parse_punctuation(",")
            fixed.append(parser.parse_unresolved_operand())
        coords = []
        if cls.BOX:
            parser.parse_punctuation(",")
            parser.parse_keyword("box")
            coords = parser.parse_comma_separated_list(Parser.Delimiter.SQUARE, parser.parse_unresolved_operand)
        optional: dict[str, list[SSAValue]] = {name: [] for name, _, _ in cls.OPTIONAL}
        for name, keyword, t in cls.OPTIONAL:
            if parser.parse_optional_keyword(keyword):
                parser.parse_punctuation("=")
                optional[name] = [parser.resolve_operand(parser.parse_unresolved_operand(), t)]
        props, attrs = _split_attr_dict(parser, set(cls.get_irdl_definition().properties))
        parser.parse_punctuation(":")
        types = (_parse_ptr_type(parser), parser.parse_punctuation(",") and _parse_ptr_type(parser))
        operands: list = [parser.resolve_operand(v, types[t] if isinstance(t, int) else t)
                          for v, (_, t) in zip(fixed, cls.FIXED)]
        if cls.BOX:
            operands.append([parser.resolve_operand(c, i32) for c in coords])
        operands += [optional[name] for name, _, _ in cls.OPTIONAL]
        op = cls.build(operands=operands, properties={**cls.DEFAULTS, **props}, attributes=attrs)
        op.properties = dict(sorted(op.properties.items()))
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_list([getattr(self, name) for name, _ in self.FIXED], printer.print_operand)
        if self.BOX:
            printer.print_string(", ")
            _print_box(printer, self.coordinates)  # pyright: ignore[reportAttributeAccessIssue]
        for name, keyword, _ in self.OPTIONAL:
            if (value := getattr(self, name)) is not None:
                printer.print_string(f" {keyword} = ")
                printer.print_operand(value)
        _print_props_dict(printer, self, self.DEFAULTS)
        printer.print_string(" : ")
        typed = [getattr(self, name).type for name, t in self.FIXED if isinstance(t, int)]
        _print_ptr_type(printer, typed[0], self.STRIPPED[0])
        printer.print_string(", ")
        _print_ptr_type(printer, typed[1], self.STRIPPED[1])


@irdl_op_definition
class CpAsyncBulkSharedCTAToGlobalOp(_BulkCopyOp):
    """Bulk copy SMEM -> global: ``nvvm.cp.async.bulk.global.shared.cta %dst, %src, %size
    (l2_cache_hint = %h)? (byte_mask = %m)? : <1>, <3>``."""

    name = "nvvm.cp.async.bulk.global.shared.cta"
    dstMem = operand_def(LLVMPointerType)
    srcMem = operand_def(LLVMPointerType)
    size = operand_def(i32)
    l2CacheHint = opt_operand_def(i64)
    byteMask = opt_operand_def(i16)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    FIXED: ClassVar[tuple[tuple[str, int | Attribute], ...]] = (("dstMem", 0), ("srcMem", 1), ("size", i32))
    OPTIONAL: ClassVar[tuple[tuple[str, str, Attribute], ...]] = (("l2CacheHint", "l2_cache_hint", i64), ("byteMask", "byte_mask", i16))
    STRIPPED: ClassVar[tuple[bool, bool]] = (True, True)

    def verify_(self) -> None:
        check_ptr("the destination", self.dstMem.type, (1,))
        check_ptr("the source", self.srcMem.type, (3,))


@irdl_op_definition
class CpAsyncBulkGlobalToSharedClusterOp(_BulkCopyOp):
    """Bulk copy global -> SMEM: ``nvvm.cp.async.bulk.shared.cluster.global %dst, %src, %bar, %size
    (multicast_mask = %m)? (l2_cache_hint = %h)? : !llvm.ptr<7>, <1>``."""

    name = "nvvm.cp.async.bulk.shared.cluster.global"
    dstMem = operand_def(LLVMPointerType)
    srcMem = operand_def(LLVMPointerType)
    mbar = operand_def(LLVMPointerType)
    size = operand_def(i32)
    multicastMask = opt_operand_def(i16)
    l2CacheHint = opt_operand_def(i64)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    FIXED: ClassVar[tuple[tuple[str, int | Attribute], ...]] = (("dstMem", 0), ("srcMem", 1), ("mbar", LLVMPointerType(IntAttr(3))), ("size", i32))
    OPTIONAL: ClassVar[tuple[tuple[str, str, Attribute], ...]] = (("multicastMask", "multicast_mask", i16), ("l2CacheHint", "l2_cache_hint", i64))
    STRIPPED: ClassVar[tuple[bool, bool]] = (False, True)

    def verify_(self) -> None:
        check_ptr("the destination", self.dstMem.type, (7,))
        check_ptr("the source", self.srcMem.type, (1,))
        check_ptr("the barrier", self.mbar.type, (3,))


@irdl_op_definition
class CpAsyncBulkTensorReduceOp(_BulkCopyOp):
    """TMA reduction: ``nvvm.cp.async.bulk.tensor.reduce %desc, %src, box[%c0, ..] (l2_cache_hint = %h)?
    {redKind = #nvvm.tma_redux_kind<add>} : !llvm.ptr, <3>``."""

    name = "nvvm.cp.async.bulk.tensor.reduce"
    tmaDescriptor = operand_def(LLVMPointerType)
    srcMem = operand_def(LLVMPointerType)
    coordinates = var_operand_def(i32)
    l2CacheHint = opt_operand_def(i64)
    redKind = prop_def(TMAReduxKindAttr)
    mode = opt_prop_def(TMAStoreModeAttr)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    FIXED: ClassVar[tuple[tuple[str, int | Attribute], ...]] = (("tmaDescriptor", 0), ("srcMem", 1))
    BOX: ClassVar[bool] = True
    OPTIONAL: ClassVar[tuple[tuple[str, str, Attribute], ...]] = (("l2CacheHint", "l2_cache_hint", i64),)
    STRIPPED: ClassVar[tuple[bool, bool]] = (False, True)
    DEFAULTS: ClassVar[dict[str, Attribute]] = {"mode": TMAStoreModeAttr(TMAStoreMode.TILE)}

    def verify_(self) -> None:
        check_ptr("the source", self.srcMem.type, (3,))
        n = len(self.coordinates)
        if not 1 <= n <= 5:
            raise VerifyException(f"expects coordinates between 1 to 5 dimension, got {n}")
        if self.mode == self.DEFAULTS["mode"] or n >= 3:
            return
        raise VerifyException("to use im2col mode, the tensor has to be at least 3-dimensional")


@with_default_properties(mode=TMALoadModeAttr(TMALoadMode.TILE))
@irdl_op_definition
class CpAsyncBulkTensorPrefetchOp(IRDLOperation):
    """Tensor prefetch to L2: ``nvvm.cp.async.bulk.tensor.prefetch %desc, box[%c0, ..]
    (im2col[..])? (l2_cache_hint = %h)? : !llvm.ptr`` (PTX ``cp.async.bulk.prefetch.tensor``)."""

    name = "nvvm.cp.async.bulk.tensor.prefetch"
    tmaDescriptor = operand_def(LLVMPointerType)
    coordinates = var_operand_def(i32)
    im2colOffsets = var_operand_def(i16)
    l2CacheHint = opt_operand_def(i64)
    mode = opt_prop_def(TMALoadModeAttr)
    irdl_options = (AttrSizedOperandSegments(as_property=True), ParsePropInAttrDict())
    assembly_format = ("$tmaDescriptor `,` `box` `[` $coordinates `]` (`im2col` `[` $im2colOffsets^ `]`)? "
                       "(`l2_cache_hint` `=` $l2CacheHint^)? attr-dict `:` type($tmaDescriptor)")

    def verify_(self) -> None:
        n = len(self.coordinates)
        if not 1 <= n <= 5:
            raise VerifyException(f"expects coordinates between 1 to 5 dimension, got {n}")
