"""Non-bulk asynchronous copies, global -> shared, in commit groups or tracked by an mbarrier:
``nvvm.cp.async.shared.global``, ``nvvm.cp.async.commit.group``, ``nvvm.cp.async.wait.group`` and
``nvvm.cp.async.mbarrier.arrive`` (PTX ISA, "cp.async", "cp.async.commit_group", "cp.async.wait_group",
"cp.async.mbarrier.arrive")."""

from __future__ import annotations

from xdsl.dialects.builtin import I32, BoolAttr, IntegerAttr, i32
from xdsl.dialects.llvm import LLVMPointerType
from xdsl.ir import Operation, SSAValue
from xdsl.irdl import IRDLOperation, irdl_op_definition, operand_def, opt_operand_def, prop_def
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from mgpu.dialect.nvvm.attrs import LoadCacheModifier, LoadCacheModifierAttr
from mgpu.dialect.nvvm.pointers import check_ptr

CP_ASYNC_SIZES = (4, 8, 16)
"""The bytes one ``cp.async`` copies (its ``cp-size``)."""


@irdl_op_definition
class CpAsyncOp(IRDLOperation):
    """``nvvm.cp.async.shared.global %dst, %src, 16, cache = cg (, %src_size)? : !llvm.ptr<3>,
    !llvm.ptr<1>(, i32)?``: copies ``size`` bytes from ``src`` (GMEM) to ``dst`` (SMEM); with
    ``%src_size``, only that many bytes are read and the rest of the ``size`` are zeros."""

    name = "nvvm.cp.async.shared.global"
    dst = operand_def(LLVMPointerType)
    src = operand_def(LLVMPointerType)
    cpSize = opt_operand_def(i32)
    size = prop_def(IntegerAttr[I32])
    modifier = prop_def(LoadCacheModifierAttr)
    assembly_format = ("$dst `,` $src `,` $size `,` `cache` `=` $modifier (`,` $cpSize^)? attr-dict "
                       "`:` type(operands)")

    def __init__(self, dst: SSAValue | Operation, src: SSAValue | Operation, size: int,
                 modifier: LoadCacheModifier = LoadCacheModifier.CA):
        super().__init__(operands=[dst, src, []], properties={
            "modifier": LoadCacheModifierAttr(modifier), "size": IntegerAttr(size, i32)})

    def verify_(self) -> None:
        check_ptr("the destination", self.dst.type, (3,))
        check_ptr("the source", self.src.type, (1,))
        size, mod = self.size.value.data, self.modifier.data
        if size not in CP_ASYNC_SIZES:
            raise VerifyException("expected byte size to be either 4, 8 or 16.")
        if mod not in (LoadCacheModifier.CA, LoadCacheModifier.CG):
            raise VerifyException("Only CG and CA cache modifiers are supported.")
        if mod == LoadCacheModifier.CG and size != 16:
            raise VerifyException("CG cache modifier is only support for 16 bytes copy.")


@irdl_op_definition
class CpAsyncCommitGroupOp(IRDLOperation):
    """Closes the thread's pending ``cp.async`` copies into one group."""

    name = "nvvm.cp.async.commit.group"
    assembly_format = "attr-dict"


@irdl_op_definition
class CpAsyncWaitGroupOp(IRDLOperation):
    """``nvvm.cp.async.wait.group 0``: waits until at most ``n`` of the thread's groups are pending."""

    name = "nvvm.cp.async.wait.group"
    n = prop_def(IntegerAttr[I32])
    assembly_format = "$n attr-dict"

    def __init__(self, n: int):
        super().__init__(properties={"n": IntegerAttr(n, i32)})


@irdl_op_definition
class CpAsyncMBarrierArriveOp(IRDLOperation):
    """``nvvm.cp.async.mbarrier.arrive %bar (noinc = true)? : !llvm.ptr<3>``: the mbarrier at ``%bar``
    tracks the thread's earlier ``cp.async`` copies; generic ``<{noinc = false}>`` (jaxlib 0.12.0.1's
    MLIR, as it prints them)."""

    name = "nvvm.cp.async.mbarrier.arrive"
    addr = operand_def(LLVMPointerType)
    noinc = prop_def(BoolAttr)

    def __init__(self, addr: SSAValue | Operation, noinc: bool = False):
        super().__init__(operands=[addr], properties={"noinc": BoolAttr.from_bool(noinc)})

    @classmethod
    def parse(cls, parser: Parser) -> CpAsyncMBarrierArriveOp:
        addr = parser.parse_unresolved_operand()
        noinc = False
        if parser.parse_optional_keyword("noinc") is not None:
            parser.parse_punctuation("=")
            noinc = parser.parse_boolean()
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        pos = parser.pos
        (operand,) = parser.resolve_operands([addr], [parser.parse_type()], pos)
        return cls.create(operands=[operand], properties={"noinc": BoolAttr.from_bool(noinc)}, attributes=attrs)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.addr)
        if self.noinc.value.data:
            printer.print_string(" noinc = true")
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.addr.type)

    def verify_(self) -> None:
        check_ptr("the barrier address", self.addr.type, (0, 3))
