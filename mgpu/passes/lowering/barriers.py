"""mbarriers: ``initialize_barrier``, ``arrive``, ``arrive_expect_tx``, ``wait``, ``tcgen05_commit_arrive``,
and jax 0.11 / 0.12's signatures of them: ``arrive`` and ``tcgen05_commit_arrive`` with a predicate,
``arrive_expect_tx`` with its byte count an i32 value (their rules at jax 0.12.0.1: dialect_lowering.py:1697,
1727 and 2551).

As jax's dialect lowering (docs/design/jax_mosaic_gpu.md §6): one thread per block initialises each barrier
with ``arrival_count * 128`` (1 if it orders the tensor core); every thread of the warpgroup
arrives (one per warpgroup on a barrier that orders the tensor core); ``arrive_expect_tx`` gives
each of the 128 threads ``bytes / 128`` when that divides, otherwise one thread carries all the
bytes. In warp semantics (a ``warp_map`` body, warp_map.py) a warp stands for its warpgroup: each
of its 32 threads arrives 4 times, and the bytes are shared among the warp's 32 threads
(``_mgpu_arrive_op_lowering_rule`` / ``_mgpu_arrive_expect_tx_op_lowering_rule``,
dialect_lowering.py:1686-1755 at jax-v0.10.2).
"""

from __future__ import annotations

from xdsl.dialects import arith
from xdsl.dialects.builtin import MemRefType, i16, i32, i64
from xdsl.ir import SSAValue

from mgpu.arch import WARP_SIZE, WARPGROUP_SIZE, WARPS_IN_WARPGROUP
from mgpu.dialect.mosaic_gpu.attributes import BarrierType
from mgpu.dialect.mosaic_gpu.barrier_ops import (
    ArriveExpectTxOperandOp,
    ArriveWithPredicateOp,
    TcGen05CommitArriveReadOnlyOp,
    TcGen05CommitArriveWithPredicateOp,
)
from mgpu.dialect.diagnostics import lowering as diag
from mgpu.dialect.mosaic_gpu.ops import ArriveExpectTxOp, ArriveOp, InitializeBarrierOp, TcGen05CommitArriveOp, WaitOp
from mgpu.dialect.typeinfo import bool_value
from mgpu.passes.infer_layout import module_arch
from mgpu.passes.lowering.state import LoweringState, fail, rule
from mgpu.passes.lowering.tma import cluster_shape


@rule(InitializeBarrierOp)
def initialize_barrier(s: LoweringState, op: InitializeBarrierOp) -> list[SSAValue]:
    b = s.b
    count = op.arrival_count.value.data
    n = op.num_barriers.value.data
    if not bool_value(op.orders_tensor_core):
        count *= WARPGROUP_SIZE
    pred = s.block_leader()
    base = op.base_pointer
    c = b.const(count, i32)
    for i in range(n):
        ptr = b.gep(base, i, i64)
        b.op("nvvm.mbarrier.init", [ptr, c, pred])
    return []


@rule(ArriveOp, warp_semantics=True)
def arrive(s: LoweringState, op: ArriveOp) -> list[SSAValue]:
    """Every thread arrives once; on a barrier that orders the tensor core (initialised to expect
    one arrival) one thread per warpgroup arrives, after the warpgroup's ``before_thread_sync``
    fences and a warpgroup barrier (jax's ``_mgpu_arrive_op_lowering_rule`` and
    ``BarrierRef.arrive``, dialect_lowering.py / utils.py at jax-v0.10.2)."""
    _arrive(s, op.barrier, bool_value(op.orders_tensor_core), None)
    return []


@rule(ArriveWithPredicateOp, warp_semantics=True)
def arrive_with_predicate(s: LoweringState, op: ArriveWithPredicateOp) -> list[SSAValue]:
    """As ``arrive``, by the threads whose predicate holds: jax 0.12.0.1 predicates the arrival
    (``BarrierRef.arrive(predicate=...)``, utils.py:1362), and-ed with the single lane's on a barrier
    that orders the tensor core (dialect_lowering.py:1697)."""
    _arrive(s, op.barrier, bool_value(op.orders_tensor_core), op.predicate)
    return []


def _arrive(s: LoweringState, barrier: SSAValue, orders_tensor_core: bool, predicate: SSAValue | None) -> None:
    b = s.b
    ptr = s.barrier_ptr(barrier)
    if not orders_tensor_core:
        count = WARPS_IN_WARPGROUP if s.warp_semantics else 1
        asm = f"mbarrier.arrive.release.cta.shared::cta.b64 $0, [$1], {count};"
        if predicate is None:
            b.inline_asm(" " + asm, "=l,r", [ptr], i64)
        else:
            b.inline_asm("@$2 " + asm, "=l,r,b", [ptr, predicate], i64)
        return
    _before_thread_sync(s)
    lane = s.single_lane()
    if predicate is not None:
        lane = b.arith(arith.AndIOp, predicate, lane)
    b.inline_asm("@$2 mbarrier.arrive.release.cta.shared::cta.b64 $0, [$1], 1;", "=l,r,b", [ptr, lane], i64)


def _before_thread_sync(s: LoweringState) -> None:
    """jax's ``before_thread_sync(sync_threads=True)``: the tcgen05 fence, then the warpgroup (in warp
    semantics, the warp) meets."""
    b = s.b
    b.op("nvvm.tcgen05.fence", [], props={"kind": b.a("#nvvm.tcgen05_fence<before>")})
    if s.warp_semantics:
        b.op("nvvm.bar.warp.sync", [b.const(-1, i32)])
    else:
        s.warpgroup_barrier()


def expect_tx(s: LoweringState, ptr: SSAValue, nbytes: int | SSAValue, cluster: bool = False) -> None:
    """Every lane of the warpgroup (warp) arrives and expects its share of ``nbytes``: an equal share
    when ``nbytes`` is a constant the lanes divide, else all of it on the single lane."""
    b = s.b
    scope = "cluster" if cluster else "cta"
    props = {"relaxed": b.a("false"), "scope": b.a(f"#nvvm.mem_scope<{scope}>")}
    lanes = WARP_SIZE if s.warp_semantics else WARPGROUP_SIZE
    if isinstance(nbytes, int) and nbytes % lanes == 0:
        per = b.const(nbytes // lanes, i32)
    else:
        lane = s.single_lane()
        total = b.const(nbytes, i32) if isinstance(nbytes, int) else nbytes
        per = b.v(arith.SelectOp, [lane, total, b.const(0, i32)], i32)
    if s.warp_semantics:  # the warp's other 3 of the warpgroup's 4 arrivals, which cannot complete the phase
        b.v("nvvm.mbarrier.arrive.nocomplete", [ptr, b.const(WARPS_IN_WARPGROUP - 1, i32)], i64)
    b.op("nvvm.mbarrier.arrive.expect_tx", [ptr, per], [] if cluster else [i64], props=props)


@rule(ArriveExpectTxOp, warp_semantics=True)
def arrive_expect_tx(s: LoweringState, op: ArriveExpectTxOp) -> list[SSAValue]:
    expect_tx(s, s.barrier_ptr(op.barrier), op.expect_tx.value.data)
    return []


@rule(ArriveExpectTxOperandOp, warp_semantics=True)
def arrive_expect_tx_operand(s: LoweringState, op: ArriveExpectTxOperandOp) -> list[SSAValue]:
    """jax 0.12.0.1's rule (dialect_lowering.py:1727): a constant byte count as 0.10.2's property; another
    value all on the single lane; on a barrier that orders the tensor core (one expected arrival), the
    single lane arrives with all the bytes after ``before_thread_sync``."""
    b = s.b
    ptr = s.barrier_ptr(op.barrier)
    owner = op.expect_tx.owner
    nbytes = owner.value.value.data if isinstance(owner, arith.ConstantOp) else op.expect_tx  # pyright: ignore
    if not _orders_tensor_core(op.barrier):
        expect_tx(s, ptr, nbytes)
        return []
    _before_thread_sync(s)
    then = b.scf_if(s.single_lane())
    total = then.const(nbytes, i32) if isinstance(nbytes, int) else nbytes
    then.op("nvvm.mbarrier.arrive.expect_tx", [ptr, total], [i64],
            props={"relaxed": b.a("false"), "scope": b.a("#nvvm.mem_scope<cta>")})
    return []


def _orders_tensor_core(barrier: SSAValue) -> bool:
    ref = barrier.type
    return isinstance(ref, MemRefType) and isinstance(ref.element_type, BarrierType) and ref.element_type.tensor_core


@rule(WaitOp)
def wait(s: LoweringState, op: WaitOp) -> list[SSAValue]:
    b = s.b
    ptr = s.barrier_ptr(op.barrier)
    parity = op.parity
    if parity.type != i32:
        parity = b.v(arith.ExtUIOp, [parity], i32)
    b.op("nvvm.mbarrier.try_wait.parity", [ptr, parity, b.const(10000000, i32)])
    if _orders_tensor_core(op.barrier):
        b.op("nvvm.tcgen05.fence", [], props={"kind": b.a("#nvvm.tcgen05_fence<after>")})
    return []


@rule(TcGen05CommitArriveOp, warp_semantics=True)
def tcgen05_commit_arrive(s: LoweringState, op: TcGen05CommitArriveOp) -> list[SSAValue]:
    _commit_arrive(s, op, s.single_lane())
    return []


@rule(TcGen05CommitArriveWithPredicateOp, warp_semantics=True)
def tcgen05_commit_arrive_with_predicate(s: LoweringState, op: TcGen05CommitArriveWithPredicateOp) -> list[SSAValue]:
    """The single lane commits where the predicate holds (dialect_lowering.py:2551 at jax 0.12.0.1)."""
    _commit_arrive_where(s, op)
    return []


@rule(TcGen05CommitArriveReadOnlyOp, warp_semantics=True)
def tcgen05_commit_arrive_read_only(s: LoweringState, op: TcGen05CommitArriveReadOnlyOp) -> list[SSAValue]:
    """jax 0.12.1's: as 0.12.0.1's where ``commit_a_read_only`` is false (dialect_lowering.py:2606-2625 at 0.12.1);
    a read-only commit is refused, in jax's words below sm_107 (tcgen05.py:924-929)."""
    if bool_value(op.commit_a_read_only):
        major, minor = module_arch(s.module, None, None)
        if major != 10 or minor < 7:  # (utils.RUBIN, utils.py:2664 at 0.12.1)
            raise fail(op, diag.COMMIT_A_READ_ONLY_ARCH, major=major, minor=minor)
        raise fail(op, diag.COMMIT_A_READ_ONLY_NOT_EMULATED)
    _commit_arrive_where(s, op)
    return []


def _commit_arrive_where(s: LoweringState, op: TcGen05CommitArriveWithPredicateOp | TcGen05CommitArriveReadOnlyOp,
                         ) -> None:
    lane = s.single_lane()
    _commit_arrive(s, op, lane if op.predicate is None else s.b.arith(arith.AndIOp, lane, op.predicate))


def _commit_arrive(s: LoweringState,
                   op: TcGen05CommitArriveOp | TcGen05CommitArriveWithPredicateOp | TcGen05CommitArriveReadOnlyOp,
                   predicate: SSAValue) -> None:
    b = s.b
    ptr = s.barrier_ptr(op.barrier)
    collective = bool_value(op.collective)
    if collective and (shape := cluster_shape(op)) != (2, 1, 1):
        raise NotImplementedError(f"not supported: a collective tcgen05_commit_arrive in a cluster of shape "
                                  f"{shape} (jax's commit_arrive: only (2, 1, 1)-shaped clusters)")
    then = b.scf_if(predicate)
    # jax's collective commit_arrive (tcgen05.py at jax-v0.10.2): cta_group::2, arriving on the
    # barrier of both CTAs of the pair (multicast mask 0b11)
    mask = [then.const(3, i16)] if collective else []
    then.op("nvvm.tcgen05.commit", [ptr, *mask],
            props={"group": b.a(f"#nvvm.cta_group<{'cta_2' if collective else 'cta_1'}>")})
