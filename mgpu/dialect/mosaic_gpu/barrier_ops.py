"""mosaic_gpu ops on ``!mosaic_gpu.barrier``s (mbarriers): initialize, arrive, wait, cluster-cancel
queries and the tcgen05 commit that arrives on one (jaxlib 0.10.2 ``mosaic_gpu.td``)."""

from __future__ import annotations

from typing import ClassVar

from xdsl.dialects.builtin import I32, I64, BoolAttr, IntegerAttr, IntegerType, i32
from xdsl.ir import Operation, SSAValue
from xdsl.irdl import IRDLOperation, operand_def, opt_operand_def, opt_prop_def, prop_def, result_def
from xdsl.parser import Parser
from xdsl.printer import Printer

from mgpu.arch import MBARRIER_BYTES, MBARRIER_MAX_COUNT, SMEM_PER_SM, WARPGROUP_SIZE
from mgpu.dialect.diagnostics import mosaic_gpu as D
from mgpu.dialect.mosaic_gpu.checks import (
    FALSE,
    check_int_prop,
    describe,
    expect_barrier_ref,
    expect_integer,
    expect_memref,
    mosaic_op,
)
from mgpu.dialect.release_syntax import spelling
from mgpu.dialect.typeinfo import is_smem


@mosaic_op
class InitializeBarrierOp(IRDLOperation):
    """Initializes ``num_barriers`` barriers at ``base_pointer`` (an ``!llvm.ptr<3>``)."""

    name = "mosaic_gpu.initialize_barrier"

    base_pointer = operand_def()
    arrival_count = prop_def(IntegerAttr[I64])
    num_barriers = prop_def(IntegerAttr[I32])
    orders_tensor_core = prop_def(BoolAttr)

    def __init__(self, base_pointer: SSAValue | Operation, arrival_count: int, num_barriers: int = 1,
                 orders_tensor_core: bool = False):
        super().__init__(
            operands=[base_pointer],
            properties={
                "arrival_count": IntegerAttr(arrival_count, 64),
                "num_barriers": IntegerAttr(num_barriers, 32),
                "orders_tensor_core": BoolAttr.from_bool(orders_tensor_core),
            },
        )

    def verify_(self) -> None:
        t = self.base_pointer.type
        if not (getattr(t, "name", None) == "llvm.ptr" and str(t) == "!llvm.ptr<3>"):
            raise D.BARRIER_POINTER_SPACE(type=t)
        check_int_prop(self, "arrival_count", positive=True)
        check_int_prop(self, "num_barriers", positive=True)
        count = self.arrival_count.value.data
        per_arrival = 1 if self.orders_tensor_core.value.data else WARPGROUP_SIZE  # (the lowering's count)
        if count * per_arrival > MBARRIER_MAX_COUNT:
            raise D.BARRIER_ARRIVAL_COUNT(count=count, arrivals=count * per_arrival,
                                          how="" if per_arrival == 1 else f" ({per_arrival} threads of a warpgroup each)",
                                          most=MBARRIER_MAX_COUNT, limit=MBARRIER_MAX_COUNT // per_arrival)
        n = self.num_barriers.value.data
        if n * MBARRIER_BYTES > SMEM_PER_SM:  # (jax's lowering would unroll an init for each of them)
            raise D.BARRIER_COUNT_SMEM(n=n, size=MBARRIER_BYTES, smem=SMEM_PER_SM, most=SMEM_PER_SM // MBARRIER_BYTES)


@mosaic_op
class ArriveOp(IRDLOperation):
    name = "mosaic_gpu.arrive"

    barrier = operand_def()
    orders_tensor_core = prop_def(BoolAttr)

    def __init__(self, barrier: SSAValue | Operation, orders_tensor_core: bool = False):
        super().__init__(operands=[barrier], properties={"orders_tensor_core": BoolAttr.from_bool(orders_tensor_core)})

    def verify_(self) -> None:
        expect_barrier_ref(self.barrier.type, describe("barrier", 0))


# the byte count as an integer: a property (jax 0.11 made it a value, ArriveExpectTxOperandOp)
ARRIVE_EXPECT_TX_PROPERTY = spelling("'mosaic_gpu.arrive_expect_tx' with an integer byte count",
                                     r"mosaic_gpu\.arrive_expect_tx\s+barrier\([^)]*\)\s+-?\d|"
                                     r'"mosaic_gpu\.arrive_expect_tx"\([^)]*\)\s*<\{[^}]*expect_tx',
                                     needs=("mosaic_gpu.arrive_expect_tx",))


@mosaic_op
class ArriveExpectTxOp(IRDLOperation):
    """``mosaic_gpu.arrive_expect_tx barrier(%b : memref<!mosaic_gpu.barrier, ...>) 16384``."""

    name = "mosaic_gpu.arrive_expect_tx"

    barrier = operand_def()
    expect_tx = prop_def(IntegerAttr[I32])

    assembly_format = "`barrier` `(` $barrier `:` type($barrier) `)` $expect_tx attr-dict"
    SPELLINGS: ClassVar = (ARRIVE_EXPECT_TX_PROPERTY,)

    def __init__(self, barrier: SSAValue | Operation, expect_tx: int):
        super().__init__(operands=[barrier], properties={"expect_tx": IntegerAttr(expect_tx, 32)})

    def verify_(self) -> None:
        expect_barrier_ref(self.barrier.type, describe("barrier", 0))
        check_int_prop(self, "expect_tx", non_negative=True)


@mosaic_op
class WaitOp(IRDLOperation):
    """``mosaic_gpu.wait barrier(%b : memref<...>) parity(%p : i1)``."""

    name = "mosaic_gpu.wait"

    barrier = operand_def()
    parity = operand_def()

    assembly_format = (
        "`barrier` `(` $barrier `:` type($barrier) `)` `parity` `(` $parity `:` type($parity) `)` attr-dict"
    )

    def __init__(self, barrier: SSAValue | Operation, parity: SSAValue | Operation):
        super().__init__(operands=[barrier, parity])

    def verify_(self) -> None:
        expect_barrier_ref(self.barrier.type, describe("barrier", 0))
        expect_integer(self.parity.type, describe("parity", 1), 1)


@mosaic_op
class TryClusterCancelOp(IRDLOperation):
    name = "mosaic_gpu.try_cluster_cancel"

    cancellation_result = operand_def()
    barrier = operand_def()
    predicate = opt_operand_def()

    def verify_(self) -> None:
        t = expect_memref(self.cancellation_result.type, describe("cancellation_result", 0), rank=1,
                          elements=[IntegerType(8)], elements_text="i8")
        expect_barrier_ref(self.barrier.type, describe("barrier", 1))
        if self.predicate is not None:
            expect_integer(self.predicate.type, describe("predicate", 2), 1)
        if t.get_shape()[0] != 16:
            raise D.CLUSTER_CANCEL_SIZE(what="Try cluster cancel response", n=t.get_shape()[0])
        if not is_smem(t):
            raise D.CLUSTER_CANCEL_SMEM()


@mosaic_op
class QueryClusterCancelOp(IRDLOperation):
    name = "mosaic_gpu.query_cluster_cancel"

    cancellation_result = operand_def()
    x = result_def(i32)
    y = result_def(i32)
    z = result_def(i32)
    success = result_def(IntegerType(1))

    def verify_(self) -> None:
        t = expect_memref(self.cancellation_result.type, describe("cancellation_result", 0), rank=1,
                          elements=[IntegerType(8)], elements_text="i8")
        if t.get_shape()[0] != 16:
            raise D.CLUSTER_CANCEL_SIZE(what="Response to decode", n=t.get_shape()[0])
        if not is_smem(t):
            raise D.CLUSTER_CANCEL_SMEM()


@mosaic_op
class TcGen05CommitArriveOp(IRDLOperation):
    name = "mosaic_gpu.tcgen05_commit_arrive"

    barrier = operand_def()
    collective = opt_prop_def(BoolAttr, default_value=FALSE)

    def __init__(self, barrier: SSAValue | Operation, collective: bool = False):
        super().__init__(operands=[barrier], properties={"collective": BoolAttr.from_bool(collective)})

    def verify_(self) -> None:
        expect_barrier_ref(self.barrier.type, describe("barrier", 0))


# --- jax 0.11 and later (jaxlib/mosaic/dialect/gpu/mosaic_gpu.td at jax-v0.11.0 and 0.12.0.1's bindings) ---


@mosaic_op
class ArriveWithPredicateOp(IRDLOperation):
    """``mosaic_gpu.arrive`` of jax 0.11+: an arrive done only where the optional ``predicate`` (i1) holds."""

    name = "mosaic_gpu.arrive"

    barrier = operand_def()
    predicate = opt_operand_def()
    orders_tensor_core = prop_def(BoolAttr)

    SPELLINGS: ClassVar = (spelling("'mosaic_gpu.arrive' with a predicate operand",
                                    r'"mosaic_gpu\.arrive"\(%[^,)]+,\s*%'),)

    def verify_(self) -> None:
        expect_barrier_ref(self.barrier.type, describe("barrier", 0))
        if self.predicate is not None:
            expect_integer(self.predicate.type, describe("predicate", 1), 1)


@mosaic_op
class ArriveExpectTxOperandOp(IRDLOperation):
    """``mosaic_gpu.arrive_expect_tx barrier(%b : memref<!mosaic_gpu.barrier, ...>) %bytes`` of jax 0.11+:
    the byte count is an i32 value (a negative one is undefined behaviour, as jaxlib's description says)."""

    name = "mosaic_gpu.arrive_expect_tx"

    barrier = operand_def()
    expect_tx = operand_def()

    # the byte count as an SSA value, pretty and generic; 0.10.2 wrote an integer / an expect_tx property
    SPELLINGS: ClassVar = (spelling("'mosaic_gpu.arrive_expect_tx' with an i32 operand",
                                    r"mosaic_gpu\.arrive_expect_tx\s+barrier\([^)]*\)\s+%|"
                                    r'"mosaic_gpu\.arrive_expect_tx"\(%[^,)]+,\s*%',
                                    needs=("mosaic_gpu.arrive_expect_tx",)),)

    def verify_(self) -> None:
        expect_barrier_ref(self.barrier.type, describe("barrier", 0))
        expect_integer(self.expect_tx.type, describe("expect_tx", 1), 32)

    @classmethod
    def parse(cls, parser: Parser) -> ArriveExpectTxOperandOp:
        # the format cannot name the type of $expect_tx (i32 by definition), so it is read here
        parser.parse_keyword("barrier")
        parser.parse_punctuation("(")
        barrier = parser.parse_unresolved_operand()
        parser.parse_punctuation(":")
        barrier_type = parser.parse_type()
        parser.parse_punctuation(")")
        expect_tx = parser.parse_unresolved_operand()
        attrs = parser.parse_optional_attr_dict()
        return cls.create(operands=[parser.resolve_operand(barrier, barrier_type),
                                    parser.resolve_operand(expect_tx, i32)], attributes=attrs)

    def print(self, printer: Printer) -> None:
        printer.print_string(" barrier(")
        printer.print_operand(self.barrier)
        printer.print_string(" : ")
        printer.print_attribute(self.barrier.type)
        printer.print_string(") ")
        printer.print_operand(self.expect_tx)
        printer.print_op_attributes(self.attributes)


@mosaic_op
class ArriveDynExpectTxSupportedOp(IRDLOperation):
    """A placeholder of jaxlib 0.11 only, by which jax checks that ``arrive_expect_tx`` takes a value
    ("Dummy op that will be removed. DO NOT USE.", its summary): no operands, no effect."""

    name = "mosaic_gpu.arrive_dyn_expect_tx_supported"


class _TcGen05CommitArrivePredicated(IRDLOperation):
    """``mosaic_gpu.tcgen05_commit_arrive`` since jax 0.12: the commit done only where ``predicate`` (i1) holds."""

    name = "mosaic_gpu.tcgen05_commit_arrive"

    barrier = operand_def()
    predicate = opt_operand_def()
    collective = opt_prop_def(BoolAttr, default_value=FALSE)

    SPELLINGS: ClassVar = (spelling("'mosaic_gpu.tcgen05_commit_arrive' with a predicate operand",
                                    r'"mosaic_gpu\.tcgen05_commit_arrive"\(%[^,)]+,\s*%'),)

    def verify_(self) -> None:
        expect_barrier_ref(self.barrier.type, describe("barrier", 0))
        if self.predicate is not None:
            expect_integer(self.predicate.type, describe("predicate", 1), 1)


@mosaic_op
class TcGen05CommitArriveWithPredicateOp(_TcGen05CommitArrivePredicated):
    """``mosaic_gpu.tcgen05_commit_arrive`` of jax 0.12.0.1."""


# --- jax 0.12.1 (jaxlib 0.12.1's bindings, jaxlib/mosaic/dialect/gpu/_mosaic_gpu_gen_ops.py) ---


@mosaic_op
class TcGen05CommitArriveReadOnlyOp(_TcGen05CommitArrivePredicated):
    """``mosaic_gpu.tcgen05_commit_arrive`` of jax 0.12.1: ``commit_a_read_only`` (default false) makes the barrier
    track only the MMAs' reads of their A operands in SMEM (PTX's ``tcgen05.commit ... .smem.a.read``, sm_107f:
    jax's tcgen05.commit_arrive, tcgen05.py:916-942 at 0.12.1). jaxlib 0.12.1 writes it, default or not, in the
    generic form: a marker of the release."""

    commit_a_read_only = opt_prop_def(BoolAttr, default_value=FALSE)

    SPELLINGS: ClassVar = (*_TcGen05CommitArrivePredicated.SPELLINGS,
                           spelling("'mosaic_gpu.tcgen05_commit_arrive' with a commit_a_read_only property",
                                    r'"mosaic_gpu\.tcgen05_commit_arrive"\([^)]*\)\s*<\{[^}]*\bcommit_a_read_only = '))
