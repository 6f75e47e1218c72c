"""Cluster launch control and value facts: ``mosaic_gpu.try_cluster_cancel``,
``mosaic_gpu.query_cluster_cancel`` (jax's dialect_lowering.py:2849-2867 and utils.py:2192-2243 at
jax-v0.10.2, which spell them as inline PTX; we emit the nvvm ops MLIR has for the same
instructions, PTX ISA "clusterlaunchcontrol.try_cancel" / "query_cancel") and
``mosaic_gpu.assume_multiple`` (dialect_lowering.py:313: the value itself).
"""

from __future__ import annotations

from xdsl.dialects.builtin import IntegerType, i32
from xdsl.ir import Block, Operation, Region, SSAValue

from mgpu.passes.lowering.builder import Builder
from mgpu.passes.lowering.state import LoweringState, rule

_I128 = IntegerType(128)


@rule("mosaic_gpu.assume_multiple")
def assume_multiple(s: LoweringState, op: Operation) -> list[SSAValue]:
    """A divisibility fact for layout inference and slicing checks; no code."""
    return [op.operands[0]]


def _response_ptr(s: LoweringState, ref: SSAValue) -> SSAValue:
    return s.b.inttoptr(s.memref_address(ref), s.b.t("!llvm.ptr<3>"))


@rule("mosaic_gpu.try_cluster_cancel")
def try_cluster_cancel(s: LoweringState, op: Operation) -> list[SSAValue]:
    """One thread per warpgroup (and where the op's predicate holds) asks to cancel a cluster; the
    response goes to every CTA of the cluster (jax's ``.multicast::cluster::all``)."""
    b = s.b
    pred = s.wg_leader()
    if len(op.operands) > 2:
        pred = b.arith("arith.andi", pred, op.operands[2])
    response = _response_ptr(s, op.operands[0])
    barrier = s.barrier_ptr(op.operands[1])
    then = b.scf_if(pred)
    then.op("nvvm.clusterlaunchcontrol.try.cancel", [response, barrier], props={"multicast": then.a("unit")})
    return []


@rule("mosaic_gpu.query_cluster_cancel")
def query_cluster_cancel(s: LoweringState, op: Operation) -> list[SSAValue]:
    """The response's 16 bytes loaded, then ``is_canceled``; the first CTA's id is read only when
    the request succeeded (jax predicates ``get_first_ctaid`` on it: undefined otherwise), else the
    ids are ``llvm.mlir.undef``."""
    b = s.b
    handle = b.v("llvm.load", [_response_ptr(s, op.operands[0])], _I128,
                 props={"ordering": b.a("0 : i64"), "alignment": b.a("16 : i64")})

    def query(bb: Builder, kind: str, ty) -> SSAValue:
        return bb.v("nvvm.clusterlaunchcontrol.query.cancel", [handle], ty,
                    props={"query_type": bb.a(f"#nvvm<cluster_launch_control_query_type {kind}>")})

    ok = query(b, "is_canceled", IntegerType(1))
    then_block, else_block = Block(), Block()
    if_op = b.op("scf.if", [ok], [i32, i32, i32], regions=[Region(then_block), Region(else_block)])
    then, other = b.into(then_block), b.into(else_block)
    then.op("scf.yield", [query(then, f"get_first_cta_id_{d}", i32) for d in "xyz"])
    other.op("scf.yield", [other.v("llvm.mlir.undef", [], i32) for _ in "xyz"])
    return [*if_op.results, ok]
