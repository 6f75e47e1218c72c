"""``async_store_smem``: registers → the SMEM of a CTA of the cluster (docs/design/jax_mosaic_gpu.md §1.3-§1.7).

As jax's ``_async_store_smem_op_lowering_rule`` + ``FragmentedArray.store_tiled_async``:

- the target CTA is this one's cluster coordinates with ``cluster_dim`` replaced by ``cluster_idx``;
  its linear rank (x fastest) addresses the peer's barrier and buffer through ``nvvm.mapa``;
- each of the 128 threads does ``mbarrier.arrive.expect_tx(total_bytes / 128)`` (scope cluster) on the
  peer's barrier;
- then one ``st.async…complete_tx::bytes.{b32|b64}`` per register (32 or 64 bits) to the peer
  address of the register's tiled + swizzled offset, or, with ``atomic_type``, one
  ``red.async…{op}.{type}`` per 32-bit element, of atomic_store.py's integer type.
"""

from __future__ import annotations

from xdsl.dialects import arith, vector
from xdsl.dialects.builtin import DenseArrayBase, IntegerType, VectorType, bf16, f16, f32, i64
from xdsl.ir import SSAValue

from mgpu import layouts as L
from mgpu.arch import WARPGROUP_SIZE
from mgpu.dialect.diagnostics import lowering as diag
from mgpu.dialect.diagnostics.mosaic_gpu import ASYNC_ATOMIC_F16, ASYNC_ATOMIC_F32, ASYNC_ATOMIC_OTHER
from mgpu.dialect.mosaic_gpu.ops import AsyncStoreSmemOp
from mgpu.passes.lowering.atomic_store import ATOMIC_OPS, integer_red_type
from mgpu.passes.lowering.barriers import expect_tx
from mgpu.passes.lowering.cluster import cluster_rank
from mgpu.passes.lowering.refs import ref_view
from mgpu.passes.lowering.state import LoweringState, fail, rule
from mgpu.passes.lowering.vector import register_addresses
from mgpu.passes.typeinfo import element_bits

ST_ASYNC = "st.async.cluster.shared::cluster.mbarrier::complete_tx::bytes.{ty} [$0], $1, [$2];"
RED_ASYNC = ("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.{op}.{ty} "
             "[$0], $1, [$2];")


@rule(AsyncStoreSmemOp)
def async_store_smem(s: LoweringState, op: AsyncStoreSmemOp) -> list[SSAValue]:
    b = s.b
    value, dst, barrier, cluster_idx = op.valueToStore, op.destination, op.barrier, op.cluster_idx
    vty = value.type
    assert isinstance(vty, VectorType)
    [layout] = s.layouts(op, "in_layouts")
    if not isinstance(layout, L.TiledLayout):
        jax_class = f"<class 'jax.experimental.mosaic.gpu.fragmented_array.{type(layout).__name__}'>"
        raise fail(op, diag.ASYNC_STORE_SMEM_NOT_TILED, cls=jax_class)
    tr = s.transforms(op, 0)
    et = vty.element_type
    bits = element_bits(et)
    shape = tuple(vty.get_shape())
    total_bits = bits
    for d in shape:
        total_bits *= d
    if total_bits % (8 * WARPGROUP_SIZE):
        if s.jax.stored_bytes_in_bytes:
            raise fail(op, diag.ASYNC_STORE_SMEM_BYTES, bytes=total_bits // 8, threads=WARPGROUP_SIZE)
        raise fail(op, diag.TRANSFER_BITS_NOT_DIVISIBLE, bits=total_bits, divisor=8 * WARPGROUP_SIZE)
    if any(isinstance(d, L.Replicated) for d in (*layout.warp_dims, *layout.lane_dims)):
        raise fail(op, diag.ASYNC_STORE_SMEM_REPLICATED)  # (store_tiled_async, fragmented_array.py:4203)
    atomic_op = ATOMIC_OPS[op.atomic_type.value.data] if op.atomic_type is not None else None
    if atomic_op is not None:
        if et == f32:
            raise fail(op, ASYNC_ATOMIC_F32)
        if et in (f16, bf16):
            raise fail(op, ASYNC_ATOMIC_F16)
        if not (isinstance(et, IntegerType) and bits == 32):
            raise fail(op, ASYNC_ATOMIC_OTHER, type=str(et))
    if tr.tiling is None or (tr.swizzle or 16) not in (16, 32, 64, 128):
        raise fail(op, diag.OP_INVARIANT, text="Only swizzled transfers supported",
                   fix="give the destination tile and swizzle transforms")
    cluster_dim = op.cluster_dim.value.data

    # The peer CTA's barrier: every thread expects 1/128 of the bytes.
    rank = cluster_rank(s, cluster_dim, cluster_idx)
    p7 = b.t("!llvm.ptr<7>")
    peer_bar = b.v("nvvm.mapa", [s.barrier_ptr(barrier), rank], p7)
    expect_tx(s, peer_bar, total_bits // 8, cluster=True)

    # The peer buffer, and each register's swizzled offset in it.
    view = ref_view(s, dst, tr)
    local = b.inttoptr(view.address, b.t("!llvm.ptr<3>"))
    peer_base = b.ptrtoint(b.v("nvvm.mapa", [local, rank], p7))
    offsets = register_addresses(s, dst, layout, tr, view, base=b.const(0, i64))
    f = s.frag(value, layout)
    vec = L.vector_length(layout)
    reg_bits = vec * bits
    for off, reg in zip(offsets, f.regs, strict=True):
        addr = b.arith(arith.AddiOp, peer_base, off)
        if atomic_op is None:
            if reg_bits not in (32, 64):
                raise fail(op, diag.OP_INVARIANT, text=f"Unsupported register bitwidth: {reg_bits}",
                           fix="store 32- or 64-bit registers (e.g. 2 x f16, 2 x f32)")
            it = IntegerType(reg_bits)
            word = b.v(vector.BitcastOp, [reg], VectorType(it, [1]))
            word = _extract(s, word, 0, it)
            ptr = b.inttoptr(addr, p7)
            ty, c = ("b32", "r") if reg_bits == 32 else ("b64", "l")
            b.inline_asm(ST_ASYNC.format(ty=ty), f"l,{c},l", [ptr, word, peer_bar])
        else:
            ty = integer_red_type(atomic_op)
            for i in range(vec):
                elem = _extract(s, reg, i, et)
                a = b.arith(arith.AddiOp, addr, 4 * i) if i else addr
                ptr = b.inttoptr(a, p7)
                b.inline_asm(RED_ASYNC.format(op=atomic_op, ty=ty), "l,r,l", [ptr, elem, peer_bar])
    return []


def _extract(s: LoweringState, vec: SSAValue, i: int, et) -> SSAValue:
    return s.b.v(vector.ExtractOp, [vec], et, props={
        "static_position": DenseArrayBase.from_list(i64, [i])})
