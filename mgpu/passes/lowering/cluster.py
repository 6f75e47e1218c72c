"""Cluster refs, cluster launch control and value facts: ``mosaic_gpu.get_cluster_ref`` (jax's
dialect_lowering.py:349-372 and utils.get_cluster_ref, utils.py:2316-2341 at jax-v0.10.2: the ref's
address, mapped by ``nvvm.mapa`` into the CTA of the cluster whose coordinate along the op's dim is
its index), ``mosaic_gpu.try_cluster_cancel``,
``mosaic_gpu.query_cluster_cancel`` (jax's dialect_lowering.py:2849-2867 and utils.py:2192-2243 at
jax-v0.10.2, which spell them as inline PTX; we emit the nvvm ops MLIR has for the same
instructions, PTX ISA "clusterlaunchcontrol.try_cancel" / "query_cancel") and
``mosaic_gpu.assume_multiple`` (dialect_lowering.py:313: the value itself).
"""

from __future__ import annotations

from xdsl.dialects import arith, llvm
from xdsl.dialects.builtin import DenseArrayBase, IntegerType, MemRefType, i32, i64
from xdsl.ir import Block, Region, SSAValue

from mgpu.dialect.diagnostics import lowering as diag

from mgpu.dialect.mosaic_gpu.ops import AssumeMultipleOp, GetClusterRefOp, QueryClusterCancelOp, TryClusterCancelOp
from mgpu.passes.lowering.builder import Builder, index
from mgpu.passes.lowering.refs import static_strides
from mgpu.passes.lowering.state import LoweringState, rule

_I128 = IntegerType(128)


def cluster_rank(s: LoweringState, dim: int, idx: SSAValue) -> SSAValue:
    """Linear rank in the cluster of (my coordinates, with ``dim`` set to ``idx``), x fastest."""
    b = s.b
    rank = None
    stride = None
    for d, name in enumerate("xyz"):
        if d == dim:
            coord = idx if idx.type == i32 else b.index_cast(idx, i32)
        else:
            coord = b.index_cast(b.v("gpu.cluster_block_id", [], index,
                                     props={"dimension": b.a(f"#gpu<dim {name}>")}), i32)
        term = coord if stride is None else b.arith(arith.MuliOp, coord, stride)
        rank = term if rank is None else b.arith(arith.AddiOp, rank, term)
        n = b.index_cast(b.v("gpu.cluster_dim_blocks", [], index,
                             props={"dimension": b.a(f"#gpu<dim {name}>")}), i32)
        stride = n if stride is None else b.arith(arith.MuliOp, stride, n)
    assert rank is not None
    return rank


@rule(GetClusterRefOp)
def get_cluster_ref(s: LoweringState, op: GetClusterRefOp) -> list[SSAValue]:
    """The peer's ref: a descriptor of the result type (``#mosaic_gpu.smem_cluster``) whose pointer
    is the source's address (its offset folded in, the descriptor's offset 0, as jax does) mapped
    into the CTA of cluster rank ``cluster_rank``."""
    b = s.b
    given = [(d, idx) for d, idx in enumerate((op.x, op.y, op.z)) if idx is not None]
    if len(given) != 1:
        raise diag.CLUSTER_REF_DIMS(count=len(given))
    src = op.source
    rank = cluster_rank(s, *given[0])
    p7 = b.t("!llvm.ptr<7>")
    peer = b.v("nvvm.mapa", [b.inttoptr(s.memref_address(src), b.t("!llvm.ptr<3>")), rank], p7)
    ty = op.result.type
    assert isinstance(ty, MemRefType)
    shape = list(ty.get_shape())
    r = len(shape)
    fields = f"ptr<7>, ptr<7>, i64, array<{r} x i64>, array<{r} x i64>" if r else "ptr<7>, ptr<7>, i64"
    desc_ty = b.t(f"!llvm.struct<({fields})>")
    desc = b.v(llvm.UndefOp, [], desc_ty)
    values = [([0], peer), ([1], peer), ([2], b.const(0, i64))]
    values += [([3, k], b.const(n, i64)) for k, n in enumerate(shape)]
    values += [([4, k], b.const(st, i64)) for k, st in enumerate(static_strides(ty))]
    for pos, v in values:
        desc = b.v(llvm.InsertValueOp, [desc, v], desc_ty, props={"position": DenseArrayBase.from_list(i64, pos)})
    return [b.cast(desc, ty)]


@rule(AssumeMultipleOp)
def assume_multiple(s: LoweringState, op: AssumeMultipleOp) -> list[SSAValue]:
    """A divisibility fact for layout inference and slicing checks; no code."""
    return [op.value]


def _response_ptr(s: LoweringState, ref: SSAValue) -> SSAValue:
    return s.b.inttoptr(s.memref_address(ref), s.b.t("!llvm.ptr<3>"))


@rule(TryClusterCancelOp)
def try_cluster_cancel(s: LoweringState, op: TryClusterCancelOp) -> list[SSAValue]:
    """One thread per warpgroup (and where the op's predicate holds) asks to cancel a cluster; the
    response goes to every CTA of the cluster (jax's ``.multicast::cluster::all``)."""
    b = s.b
    pred = s.wg_leader()
    if op.predicate is not None:
        pred = b.arith(arith.AndIOp, pred, op.predicate)
    response = _response_ptr(s, op.cancellation_result)
    barrier = s.barrier_ptr(op.barrier)
    then = b.scf_if(pred)
    then.op("nvvm.clusterlaunchcontrol.try.cancel", [response, barrier], props={"multicast": then.a("unit")})
    return []


@rule(QueryClusterCancelOp)
def query_cluster_cancel(s: LoweringState, op: QueryClusterCancelOp) -> list[SSAValue]:
    """The response's 16 bytes loaded, then ``is_canceled``; the first CTA's id is read only when
    the request succeeded (jax predicates ``get_first_ctaid`` on it: undefined otherwise), else the
    ids are ``llvm.mlir.undef``."""
    b = s.b
    handle = b.v(llvm.LoadOp, [_response_ptr(s, op.cancellation_result)], _I128,
                 props={"ordering": b.a("0 : i64"), "alignment": b.a("16 : i64")})

    def query(bb: Builder, kind: str, ty) -> SSAValue:
        return bb.v("nvvm.clusterlaunchcontrol.query.cancel", [handle], ty,
                    props={"query_type": bb.a(f"#nvvm<cluster_launch_control_query_type {kind}>")})

    ok = query(b, "is_canceled", IntegerType(1))
    then_block, else_block = Block(), Block()
    if_op = b.op("scf.if", [ok], [i32, i32, i32], regions=[Region(then_block), Region(else_block)])
    then, other = b.into(then_block), b.into(else_block)
    then.op("scf.yield", [query(then, f"get_first_cta_id_{d}", i32) for d in "xyz"])
    other.op("scf.yield", [other.v(llvm.UndefOp, [], i32) for _ in "xyz"])
    return [*if_op.results, ok]
