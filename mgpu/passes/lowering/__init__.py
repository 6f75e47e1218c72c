"""Warpgroup lowering rules: one small function per mosaic_gpu op (jax's ``dialect_lowering``).

``state.RULES`` maps an op class to ``rule(state, op)``, registered with ``@rule(OpClass,
warp_semantics=...)`` and found by the op's exact class (``mgpu.passes.op_rules``). A rule inserts lane-level IR before ``op``
(through ``state.b``) and either returns the replacement values of the op's results, or records
per-thread registers for a whole-warpgroup vector result in ``state.regs`` (returning None), or
returns ``KEEP`` to leave the op as it is. The pass
(``mgpu/passes/lower_warpgroup.py``) walks each ``gpu.launch`` body in order, applies the rules and
erases the lowered ops.

Families: ``cluster`` (cluster launch control, assume_multiple), ``refs`` (slice_smem, with_transforms, reinterpret_cast), ``barriers``, ``tma`` (async_load /
async_store; a gather / scatter of rows: ``tma_gather``), ``vector`` (vector_load / vector_store, constants, layout_cast, vector.broadcast and
every arith/math op, elementwise on warpgroup vectors), ``smem_store`` (async_store_smem), ``multimem`` (refused: several devices), ``tmem``,
``smem_to_tmem`` (async_store_smem_to_tmem), ``scales_to_tmem`` (async_store_scales_smem_to_tmem),
``sparse_metadata`` (async_store_sparse_metadata_smem_to_tmem), ``mma`` (wgmma, mma.sync),
``optimization_barrier`` (an empty asm on registers, as jax's), ``tcgen05_mma`` (sparse: ``tcgen05_sparse``; block-scaled: ``tcgen05_scaled``)
(its SMEM operand descriptors: ``mma_operands``), ``control`` (scf.for / scf.while /
scf.index_switch and their terminators carrying vectors), ``relayouts`` (jax's tiled-to-tiled ``to_layout``,
used by every rule through ``LoweringState.frag``; its register moves in ``shuffles``),
``debug`` (debug_print refused, print_layout),
``reductions`` (vector.multi_reduction, vector.reduction), ``reshape`` (vector.shape_cast,
broadcast_in_dim), ``slicing`` (vector.extract, extract/insert_strided_slice), ``warp_map`` (a body in warp semantics),
``ref_transforms`` (jax's checks of the transforms of memref.cast / transpose / expand_shape / collapse_shape),
``custom_primitive`` (inlined lane-level code).
"""

# Importing a family registers its rules.
from mgpu.passes.lowering import (  # noqa: F401
    barriers,
    cluster,
    control,
    custom_primitive,
    debug,
    mma,
    multimem,
    optimization_barrier,
    reductions,
    ref_transforms,
    refs,
    reshape,
    scales_to_tmem,
    slicing,
    smem_store,
    smem_to_tmem,
    sparse_metadata,
    tcgen05_mma,
    tma,
    tmem,
    vector,
    warp_map,
)
