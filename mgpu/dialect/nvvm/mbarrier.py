"""The mbarrier nvvm ops (PTX ISA, "Parallel Synchronization and Communication Instructions: mbarrier")."""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from xdsl.dialects.builtin import I32, BoolAttr, DenseArrayBase, IntegerAttr, IntegerType, i1, i32, i64
from xdsl.dialects.llvm import LLVMPointerType
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    ParsePropInAttrDict,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    opt_result_def,
    result_def,
)

from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import ParseError, VerifyException

from mgpu.dialect.diagnostics import at_token
from mgpu.dialect.diagnostics import upstream as diag
from mgpu.dialect.nvvm.attrs import FALSE, MemScope, MemScopeAttr
from mgpu.dialect.nvvm.pointers import check_ptr, ptr_space
from mgpu.dialect.release_syntax import spelling, writes_since
from mgpu.dialect.syntax import with_default_properties
from mgpu.dialect.xdsl_patches.prop_dict import KeywordPropsFormat, PropDictFormat, boolean, enum, integer


def _check_no_remote_state(op: IRDLOperation) -> None:
    """An arrive on a peer CTA's barrier (``!llvm.ptr<7>``) returns no state (MLIR's verifier)."""
    if ptr_space(op.addr.type) == 7 and op.res is not None:  # pyright: ignore[reportAttributeAccessIssue]
        raise VerifyException("mbarrier in shared_cluster space cannot return any value")


@with_default_properties()
@irdl_op_definition
class MBarrierInitOp(IRDLOperation):
    """``nvvm.mbarrier.init %bar, %count (, predicate = %p)? : !llvm.ptr<3>, i32(, i1)?``."""

    name = "nvvm.mbarrier.init"
    addr = operand_def(LLVMPointerType)
    count = operand_def(i32)
    predicate = opt_operand_def(i1)
    # the MLIR of jax 0.12's (its generic form writes `layout = 0 : i32`, its custom form leaves the default out)
    layout = opt_prop_def(IntegerAttr[I32], default_value=IntegerAttr(0, 32))
    assembly_format = (
        "$addr `,` $count (`,` `predicate` `=` $predicate^)? attr-dict `:` type(operands)")
    irdl_options = (ParsePropInAttrDict(),)
    PROP_DICT: ClassVar = PropDictFormat({"layout": integer(32)})

    def __init__(self, addr: SSAValue | Operation, count: SSAValue | Operation,
                 predicate: SSAValue | Operation | None = None):
        super().__init__(operands=[addr, count, [predicate] if predicate is not None else []])

    def verify_(self) -> None:
        check_ptr("the barrier address", self.addr.type, (0, 3))


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
    addr = operand_def(LLVMPointerType)
    txcount = operand_def(i32)
    predicate = opt_operand_def(i1)
    scope = opt_prop_def(MemScopeAttr)
    relaxed = opt_prop_def(BoolAttr)
    res = opt_result_def(i64)
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = (
        "$addr `,` $txcount (`,` `predicate` `=` $predicate^)? attr-dict `:` type(operands) "
        "(`->` type($res)^)?")
    # `scope = cluster relaxed = true` in the MLIR of jax 0.11+, `{scope = #nvvm.mem_scope<cluster>}` in 0.10.2's
    PROP_DICT: ClassVar = KeywordPropsFormat({"scope": enum(MemScopeAttr), "relaxed": boolean})

    def __init__(self, addr: SSAValue | Operation, txcount: SSAValue | Operation,
                 predicate: SSAValue | Operation | None = None,
                 scope: MemScope = MemScope.CTA, relaxed: bool = False,
                 has_result: bool = False):
        super().__init__(
            operands=[addr, txcount, [predicate] if predicate is not None else []],
            result_types=[[i64] if has_result else []],
            properties={"relaxed": BoolAttr.from_bool(relaxed), "scope": MemScopeAttr(scope)})

    @classmethod
    def create(cls, *, properties: Mapping[str, Attribute] = {}, **parts) -> MBarrierArriveExpectTxOp:  # type: ignore[override]
        """The generic form's op. jaxlib 0.12.1's MLIR gave it an optional ``multicastMask`` operand between
        ``txcount`` and ``predicate``, and with it four operand segments (NVVMOps.td at its MLIR): an empty mask
        segment is dropped (and written back for jax 0.12.1+, ``generic_properties_as_release``); a mask is
        refused (jax 0.12.1's Python passes none: launch_context.py:1887, :2116, :2175, :2218, :2486)."""
        sizes = properties.get("operandSegmentSizes")
        if isinstance(sizes, DenseArrayBase) and len(values := sizes.get_values()) == _SEGMENTS_SINCE_0_12_1:
            if values[_MASK_SEGMENT]:
                raise diag.MBARRIER_MULTICAST()
            properties = {k: v for k, v in properties.items() if k != "operandSegmentSizes"}
        return super().create(properties=properties, **parts)

    def generic_properties_as_release(self, printer: Printer) -> Mapping[str, Attribute]:
        """The properties the generic form writes: jaxlib 0.12.1+'s with its four segments (the mask's empty)."""
        if not writes_since(printer, (0, 12, 1)):
            return self.properties
        segments = DenseArrayBase.from_list(i32, [1, 1, 0, 0 if self.predicate is None else 1])
        return dict(sorted({**self.properties, "operandSegmentSizes": segments}.items()))

    def verify_(self) -> None:
        check_ptr("the barrier address", self.addr.type, (0, 3, 7))
        if self.predicate is not None and self.res is not None:
            raise VerifyException("a predicated arrive.expect_tx has no result")
        _check_no_remote_state(self)


_SEGMENTS_SINCE_0_12_1 = 4  # addr, txcount, multicastMask, predicate
_MASK_SEGMENT = 2
_parse_arrive_expect_tx = MBarrierArriveExpectTxOp.parse.__func__  # type: ignore[attr-defined]


def _parse_refusing_a_mask(cls: type[MBarrierArriveExpectTxOp], parser: Parser) -> MBarrierArriveExpectTxOp:
    """The custom form, where jaxlib 0.12.1's MLIR writes a mask ``%b, %tx multicast_mask = %m``: refused there."""
    try:
        return _parse_arrive_expect_tx(cls, parser)
    except ParseError:
        here = parser._current_token  # pyright: ignore[reportPrivateUsage]
        if here.text == "multicast_mask":
            raise at_token(here.span, diag.MBARRIER_MULTICAST()) from None
        raise


MBarrierArriveExpectTxOp.parse = classmethod(_parse_refusing_a_mask)  # type: ignore[method-assign, assignment]

# its generic form: three operands and no segments (jaxlib 0.12.0.1's MLIR and older) or four segments (0.12.1's)
ARRIVE_EXPECT_TX_WITHOUT_SEGMENTS = spelling(
    "'nvvm.mbarrier.arrive.expect_tx' without operand segments",
    r'"nvvm\.mbarrier\.arrive\.expect_tx"\([^)]*\)\s*<\{(?![^}]*\boperandSegmentSizes = )')
ARRIVE_EXPECT_TX_SEGMENTS = spelling(
    "'nvvm.mbarrier.arrive.expect_tx' with operand segments",
    r'"nvvm\.mbarrier\.arrive\.expect_tx"\([^)]*\)\s*<\{[^}]*\boperandSegmentSizes = ')


class _MBarrierTxBase(IRDLOperation):
    """``nvvm.mbarrier.<expect_tx|complete_tx> %bar, %tx {scope = ..}? : !llvm.ptr<3|7>, i32``
    (MLIR 22's syntax: no predicate, no result)."""

    addr = operand_def(LLVMPointerType)
    txcount = operand_def(i32)
    scope = opt_prop_def(MemScopeAttr)
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$addr `,` $txcount attr-dict `:` type(operands)"

    def __init__(self, addr: SSAValue | Operation, txcount: SSAValue | Operation,
                 scope: MemScope = MemScope.CTA):
        super().__init__(operands=[addr, txcount], properties={"scope": MemScopeAttr(scope)})

    def verify_(self) -> None:
        check_ptr("the barrier address", self.addr.type, (3, 7))


@with_default_properties(scope=MemScopeAttr(MemScope.CTA))
@irdl_op_definition
class MBarrierExpectTxOp(_MBarrierTxBase):
    """Raises the barrier's pending transaction count by ``txcount`` bytes."""

    name = "nvvm.mbarrier.expect_tx"


@with_default_properties(scope=MemScopeAttr(MemScope.CTA))
@irdl_op_definition
class MBarrierCompleteTxOp(_MBarrierTxBase):
    """Lowers the barrier's pending transaction count by ``txcount`` bytes."""

    name = "nvvm.mbarrier.complete_tx"


@irdl_op_definition
class MBarrierTryWaitParityOp(IRDLOperation):
    """``nvvm.mbarrier.try_wait.parity %bar, %parity, %ticks : !llvm.ptr<3>, i32, i32``
    (blocks until the phase with parity ``%parity`` has completed)."""

    name = "nvvm.mbarrier.try_wait.parity"
    addr = operand_def(LLVMPointerType)
    phase = operand_def(i32)
    ticks = operand_def(i32)
    assembly_format = "$addr `,` $phase `,` $ticks attr-dict `:` type(operands)"

    def __init__(self, addr: SSAValue | Operation, phase: SSAValue | Operation,
                 ticks: SSAValue | Operation):
        super().__init__(operands=[addr, phase, ticks])

    def verify_(self) -> None:
        check_ptr("the barrier address", self.addr.type, (0, 3))


class _MBarrierArriveBase(IRDLOperation):
    """``(%state =)? nvvm.mbarrier.<arrive|arrive_drop> %bar (, %count)? {scope = ..}?
    : !llvm.ptr<3|7> (-> i64)?`` (MLIR 22's syntax: the arrive-on is ``count`` arrivals, default 1)."""

    addr = operand_def(LLVMPointerType)
    count = opt_operand_def(i32)
    scope = opt_prop_def(MemScopeAttr)
    relaxed = opt_prop_def(BoolAttr)
    res = opt_result_def(i64)
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$addr (`,` $count^)? attr-dict `:` type($addr) (`->` type($res)^)?"

    def __init__(self, addr: SSAValue | Operation, count: SSAValue | Operation | None = None,
                 scope: MemScope = MemScope.CTA, relaxed: bool = False, has_result: bool = True):
        super().__init__(operands=[addr, [count] if count is not None else []],
                         result_types=[[i64] if has_result else []],
                         properties={"relaxed": BoolAttr.from_bool(relaxed), "scope": MemScopeAttr(scope)})

    def verify_(self) -> None:
        check_ptr("the barrier address", self.addr.type, (0, 3, 7))
        _check_no_remote_state(self)


@with_default_properties(relaxed=FALSE, scope=MemScopeAttr(MemScope.CTA))
@irdl_op_definition
class MBarrierArriveOp(_MBarrierArriveBase):
    name = "nvvm.mbarrier.arrive"


@with_default_properties(relaxed=FALSE, scope=MemScopeAttr(MemScope.CTA))
@irdl_op_definition
class MBarrierArriveDropOp(_MBarrierArriveBase):
    """The arrive-on that also drops the thread from the barrier's expected count."""

    name = "nvvm.mbarrier.arrive_drop"


@irdl_op_definition
class MBarrierArriveNocompleteOp(IRDLOperation):
    """``%state = nvvm.mbarrier.arrive.nocomplete %bar, %count : !llvm.ptr<3>, i32 -> i64``: ``count``
    arrivals that must not complete the current phase (PTX ISA, "mbarrier.arrive": ``.noComplete``)."""

    name = "nvvm.mbarrier.arrive.nocomplete"
    addr = operand_def(LLVMPointerType)
    count = operand_def(i32)
    res = result_def(i64)
    assembly_format = "$addr `,` $count attr-dict `:` type(operands) `->` type($res)"

    def __init__(self, addr: SSAValue | Operation, count: SSAValue | Operation):
        super().__init__(operands=[addr, count], result_types=[i64])

    def verify_(self) -> None:
        check_ptr("the barrier address", self.addr.type, (0, 3))


@with_default_properties(relaxed=FALSE, scope=MemScopeAttr(MemScope.CTA))
@irdl_op_definition
class MBarrierTestWaitOp(IRDLOperation):
    """``%done = nvvm.mbarrier.test.wait %bar, %state_or_phase : !llvm.ptr<3>, i32|i64 -> i1``: does
    not block; true when the phase named by the i64 state of an arrive, or the phase of parity
    ``%phase`` (an i32), has completed (PTX ISA, "mbarrier.test_wait")."""

    name = "nvvm.mbarrier.test.wait"
    addr = operand_def(LLVMPointerType)
    stateOrPhase = operand_def(IntegerType)
    scope = opt_prop_def(MemScopeAttr)
    relaxed = opt_prop_def(BoolAttr)
    res = result_def(i1)
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$addr `,` $stateOrPhase attr-dict `:` type(operands) `->` type($res)"

    def __init__(self, addr: SSAValue | Operation, state_or_phase: SSAValue | Operation):
        super().__init__(operands=[addr, state_or_phase], result_types=[i1],
                         properties={"relaxed": FALSE, "scope": MemScopeAttr(MemScope.CTA)})

    def verify_(self) -> None:
        check_ptr("the barrier address", self.addr.type, (0, 3))
        if self.stateOrPhase.type not in (i32, i64):
            raise VerifyException(f"the state or phase must be i64 or i32, not {self.stateOrPhase.type}")
