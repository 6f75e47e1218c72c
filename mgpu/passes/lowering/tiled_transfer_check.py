"""jax's refusals of an SMEM <-> register transfer of a tiled value, at its vector_load / vector_store:
FragmentedArray.load_tiled / store_tiled through transfer_tiled, ldmatrix / stmatrix tried first from jax 0.11.2
(``JaxVersion.smem_transfers_txmatrix``; ``mgpu.layouts.tiled_transfer``; dialect_lowering.py:439-475, :524-548 at 0.12.0.1).

A transfer jax makes, mgpu's lowering (``vector.py``) makes with one plain access per register at the same address:
an ldmatrix / stmatrix and a staggered order change neither what a register holds nor where it lands, so only the
refusals are jax's here.
"""

from __future__ import annotations

from xdsl.dialects.builtin import MemRefType
from xdsl.ir import Operation, SSAValue

from mgpu import layouts as L
from mgpu.dialect.diagnostics import Message
from mgpu.dialect.diagnostics import lowering as diag
from mgpu.dialect.typeinfo import is_smem, is_smem_cluster
from mgpu.layouts import smem as plans
from mgpu.layouts import tiled_transfer as tt
from mgpu.passes.infer_layout import module_arch
from mgpu.passes.lowering.refs import static_strides
from mgpu.passes.lowering.state import LoweringState, fail
from mgpu.passes.typeinfo import element_bits

# The refusals that reach the op: TxMatrixIneligible never does (jax falls back to a plain transfer)
REFUSALS: dict[str, Message] = {
    tt.STRIDES_NOT_VECTORS: diag.TRANSFER_STRIDES_NOT_VECTORS,
    tt.VECTOR_DIM_STRIDE: diag.TRANSFER_VECTOR_DIM_STRIDE,
    tt.VECTOR_BYTES: diag.TRANSFER_VECTOR_BYTES,
    tt.SWIZZLE: diag.TRANSFER_SWIZZLE,
    tt.TXMATRIX_8BIT_ORDER: diag.TRANSFER_TXMATRIX_8BIT_ORDER,
    plans.PLAN_SWIZZLE_TILE: diag.TRANSFER_PLAN_SWIZZLE_TILE,
    plans.PLAN_TRANSFER_BYTES: diag.TRANSFER_PLAN_BYTES,
    plans.PLAN_ELEMENT_BITS: diag.TRANSFER_PLAN_ELEMENT_BITS,
    plans.PLAN_BANK_CONFLICTS: diag.TRANSFER_PLAN_BANK_CONFLICTS,
}


def check_tiled_transfer(s: LoweringState, op: Operation, ref: SSAValue, layout: L.RegisterLayout,
                         tr: L.Transforms, optimized: bool | None, atomic: bool = False) -> L.TiledTransfer | None:
    """Refuse ``op``'s transfer of a value in ``layout`` with SMEM ``ref`` (transforms ``tr``; ``optimized`` the
    op's attribute) where jax's lowering does, in its words, else say how jax makes it (None: a value not tiled, a
    ref not in SMEM). An ``atomic`` store is never an stmatrix (store_tiled, fragmented_array.py:4408-4422 at
    0.12.0.1), nor is any transfer before jax 0.11.2, whose transfer_tiled is the same without ldmatrix / stmatrix
    (fragmented_array.py:4107-4240 at jax-v0.10.2)."""
    ty = ref.type
    assert isinstance(ty, MemRefType)
    if not isinstance(layout, L.TiledLayout):
        return None
    if not (is_smem(ty) or is_smem_cluster(ty)):
        return None
    if optimized is None and s.jax.transfers_optimized_by_default:
        optimized = True
    arch_major = module_arch(s.module, None, None)[0]

    def transfer(planned: bool) -> L.TiledTransfer:
        args = (tuple(ty.get_shape()), static_strides(ty), tr.tiling, layout, element_bits(ty.element_type),
                tr.swizzle or L.NO_SWIZZLE, planned)
        if atomic or not s.jax.smem_transfers_txmatrix:
            return tt.tiled_transfer(*args, use_txmatrix=False, arch_major=arch_major)
        return L.txmatrix_first_transfer(*args, arch_major)

    try:
        if optimized is not None:
            return transfer(optimized)
        try:  # jax 0.11.2's _retry_on_failure (dialect_lowering.py:401 at 0.11.2)
            return transfer(True)
        except L.TransferPlanDerivationError:
            return transfer(False)
    except L.TransferRefused as e:
        message = REFUSALS[e.reason]
        if e.reason == tt.STRIDES_NOT_VECTORS and not s.jax.smem_transfers_txmatrix:
            message = diag.TRANSFER_STRIDES_NOT_VECTORS_0_10
        raise fail(op, message, **e.fields) from None
