"""Warpgroup layout inference (mgpu-infer-layout): jax's words (jax/experimental/mosaic/gpu/layout_inference.py
at jax-v0.10.2), with the fix."""

from __future__ import annotations

from mgpu.dialect.diagnostics import Message


# ---- the solver and the rules ----

INFER_LAYOUT_FAILED = Message(
    ValueError,
    "Failed to infer a possible set of layouts. This should only happen if user-provided layout "
    "casts are unsatisfiable.",
    "no register layout, SMEM transform or TMEM layout satisfies this op's constraints "
    "(e.g. async_store_smem needs a tiled value: not a splat or strided one)",
)
# jax 0.12 names the constraint its reduced system breaks (try_raise_constraint_specific_error,
# layout_inference.py:2671-2725 at jax-v0.12.0.1; layout= jax's pprint_layout: WGMMA, ... or its str)
INFER_NO_TRANSFER_PLAN = Message(
    ValueError,
    "Failed to infer a possible set of layouts: no {optimized}SMEM <-> registers transfer plan could be synthesized "
    "for register layout {layout} and {ref}",
    "no way to move a value in this layout to or from this SMEM ref's tiling and swizzle: cast the value to a layout "
    "the ref's transforms take (a tiled ref takes WGMMA-like layouts, an untiled one strided ones), or give the ref "
    "other transforms",
)
INFER_NO_RELAYOUT = Message(
    ValueError, "Failed to infer a possible set of layouts: cannot relayout from register layout {source} to {target}",
    "Mosaic GPU converts between few tiled layouts (WGMMA <-> WGMMA_TRANSPOSED, TCGEN05 <-> TCGEN05_TRANSPOSED, the "
    "upcast WGMMA ones): cast the value to {target} where it is made, or go through SMEM",
)
INFER_NOT_EQUAL = Message(
    ValueError, "Failed to infer a possible set of layouts: expected register layouts {lhs} and {rhs} to be equal",
    "the value must have one layout here, and its producer and its consumer give it these two: a value in a tiled or "
    "strided layout is not relaid out implicitly (only a splat is); make the layout_casts agree",
)
INFER_UNPROVED_INDEX = Message(  # layout_inference.py:2668 at jax-v0.12.0.1 (jax 0.11 and later)
    ValueError,
    "Failed to infer a possible set of layouts. You need to prove the divisibility of index {index} using "
    "pl.multiple_of.",
    "index {index} of this copy is not known to be a multiple of {tile}, the SMEM ref's tile along its dim: state "
    "it with pl.multiple_of(index, {tile}) in Pallas, or compute the index as a product by a multiple of {tile}",
)
INFER_NO_MMA_TILING = Message(  # layout_inference.py:410 at jax-v0.12.0.1 (jax 0.11 and later); tiling= the last tried
    ValueError, "No valid tiling found for SMEM reference. {shape} not divisible by candidate tiling {tiling}",
    "an MMA operand in SMEM is tiled by 8 rows and a swizzle's worth of columns: make its shape a multiple of "
    "{tiling}, the smallest such tile",
)
INFER_LAYOUT_NO_RULE = Message(
    NotImplementedError, "No layout inference rule defined for {op}",
)
INFER_MEMORY_SPACE = Message(  # layout_inference.py:127 at jax-v0.12.0.1 (ValueSite.memory_space)
    ValueError, "Unsupported memory space for: {type}",
    "layout inference lays out vectors and SMEM / TMEM refs only, and a GMEM ref has none (memref.load / memref.store "
    "of a vector take their ref as SMEM): copy it into SMEM with mosaic_gpu.async_load",
)
_UNLAID = ("jax's inference lays out no {kind} of this op: its rule for the op maps vectors only (scf.index_switch) or "
           "vectors and SMEM refs (custom_primitive); pass the ref another way")
INFER_LAYOUT_COUNT_IN = Message(  # layout_inference.py:2311 at jax-v0.12.0.1 (_ensure_right_number_of_layouts)
    ValueError, "Expected the same number of in_{suffix} ({given}) as {kind} operands ({count}).", _UNLAID,
)
INFER_LAYOUT_COUNT_OUT = Message(  # layout_inference.py:2317 at jax-v0.12.0.1
    ValueError, "Expected the same number of out_{suffix} ({given}) as {kind} results ({count}).", _UNLAID,
)
INFER_LAYOUT_UNSUPPORTED_TRANSFORMS = Message(
    NotImplementedError,
    "Unsupported transforms {transforms}",
    "use [tile, swizzle] with the swizzle equal to the tile's minor dim in bytes (32, 64 or 128)",
)
INFER_LAYOUT_CANNOT_APPLY = Message(  # layout_inference.py:2163 at jax-v0.12.0.1
    ValueError,
    "Cannot apply {tiling} with {swizzle} to memref with shape {shape}.",
    "{fix}",
)
INFER_TILE_RANK = Message(  # layout_inference.py:2277 at jax-v0.10.2 (JaxVersion.smem_swizzle_apart: 0.11 says CANNOT_APPLY)
    ValueError, "The tile rank ({tile}) cannot be greater than the ref's rank ({rank}).",
    "a with_transforms tile has at most as many dims as the ref",
)
INFER_LAYOUT_CANNOT_APPLY_TILING = Message(  # layout_inference.py:2102 at jax-v0.10.2 (JaxVersion.smem_swizzle_apart)
    ValueError, "Cannot apply tiling {tiling} to memref with shape {shape}.",
    "a with_transforms tile divides the ref's trailing dims",
)
INFER_LAYOUT_EXPAND_TRANSPOSED = Message(
    NotImplementedError, "Transposed memrefs are not supported in ExpandShapeOp.",
)
INFER_LAYOUT_COLLAPSE_EMPTY = Message(
    NotImplementedError, "CollapseShapeOp with empty reassociation is not supported.",
)
INFER_LAYOUT_COLLAPSE_STRIDED = Message(
    NotImplementedError, "CollapseShapeOp with non-contiguous strides is not supported.",
)
INFER_NOT_BYTE_ALIGNED = Message(  # layout_inference.py:2286 at jax-v0.10.2 (_compute_swizzle; inference_utils.py:224)
    ValueError, "Minor tiling dimension is not byte aligned. Got {elems} elements of {bits} bits.",
    "jax 0.10.2 swizzles a tiled ref by its minor tile's bytes: make that tile a whole number of bytes",
)
INFER_LAYOUT_SWIZZLE_MISMATCH = Message(
    NotImplementedError,
    "Cannot honor caller-provided swizzle {given} that is different from the computed swizle {computed} "
    "for type {type}.",
    "the swizzle must equal the tile's minor dim in bytes (32, 64 or 128; 16 = none): use {fix}",
)

# ---- TMA gathers and scatters: the vector of row indices (jax's _async_load_store_constraint_system and
# _vector_value_sites_and_constraints_for_async_ops, layout_inference.py:2150-2245 at jax-v0.12.0.1) ----

INFER_GATHER_NOT_LEADING = Message(
    NotImplementedError, "Only leading gather dimensions allowed.",
    "a TMA gather / scatter takes its vector of row indices as the first index, the others scalars",
)
INFER_GATHER_NOT_2D = Message(
    NotImplementedError, "Only 2D gathers/scatters for async load/store are supported.",
    "gather / scatter rows of a 2-D GMEM ref (this one has {rank} dims)",
)
INFER_GATHER_MINOR_DIM = Message(
    ValueError,
    "Cannot assign layout to async load with gather indices since minor dim={dim} is not divisible by "
    "divisor={divisor} bits.",
    "each row of a gather / scatter is 256-bit aligned in SMEM: its length must be a multiple of {divisor} elements",
)
INFER_TMA_INDEX_SHAPE = Message(
    ValueError, "Unsupported TMA index shape {shape}",
    "a TMA gather / scatter's vector of row indices has a multiple of 4 rows",
)

# ---- a layout that does not fit an op's value (jax's rules, layout_inference.py at jax-v0.12.0.1, the line beside
# each); fields: layout= jax's str of the layout (mgpu.layouts.jax_names.jax_str), shape= a Python tuple ----

INFER_CAST_SHAPE = Message(  # :1112 (jax's words, "notcompatible" included)
    ValueError, "Cannot cast to layout {layout}: the layout is notcompatible with the operand shape {shape} in {op}.",
    "a layout_cast's new_layout must tile the value's shape {shape}: its tiles' dims must divide the value's "
    "trailing dims",
)
INFER_WGMMA_ACC = Message(  # :1145
    ValueError, "Cannot assign layout {layout} to the accumulator of a wgmma op: the layout is not compatible with "
                "the accumulator shape {shape}.",
    "a wgmma's accumulator is (64·m, 8·n): the WGMMA layout tiles it in (64, 8) blocks",
)
INFER_WGMMA_A = Message(  # :1179
    ValueError, "Cannot assign layout {layout} to the 'a' operand of WGMMAOp: the layout is not compatible with the "
                "operand shape {shape}.",
    "an A operand in registers is (64·m, k) with k a multiple of the WGMMA layout's tile ({tile})",
)
_MMA_FIX = ("mma's operands are (M, K), (N, K) and an (M, N) accumulator, in the mma layouts of {bits}-bit elements: "
            "M and N multiples of their tiles' rows, K of their columns")
INFER_MMA_ACC = Message(  # :1205
    ValueError, "Cannot assign layout {layout} to the accumulator of an mma op: the layout is not compatible with the "
                "accumulator shape {shape}.", _MMA_FIX,
)
INFER_MMA_A = Message(  # :1217
    ValueError, "Cannot assign layout {layout} to the 'a' operand of MMAOp: the layout is not compatible with the "
                "operand shape {shape}.", _MMA_FIX,
)
INFER_MMA_B = Message(  # :1228
    ValueError, "Cannot assign layout {layout} to the 'b' operand of MMAOp: the layout is not compatible with the "
                "operand shape {shape}.", _MMA_FIX,
)
INFER_BROADCAST_VECTOR = Message(  # :1247
    NotImplementedError, "Only vector broadcasts from scalars are supported.",
    "broadcast a vector with mosaic_gpu.broadcast_in_dim (jax's lax.broadcast_in_dim), or vector.broadcast a scalar",
)
INFER_MEMREF_NOT_SCALAR = Message(  # :2092
    NotImplementedError, "Only scalar memrefs are supported, got {shape}",
    "memref.load / memref.store read a barrier phase or a scalar: a ref of shape () or (1,); load a larger SMEM ref "
    "with mosaic_gpu.vector_load",
)
INFER_GCD_NOT_POSITIVE = Message(  # :1024 (dynamic_gcd, of a TMA copy's slice length or a subview's size at a dynamic
    # index or offset)
    ValueError, "a must be strictly positive",
    "a TMA copy's slice length (or a subview's size in a dim of size 0) of 0 at a dynamic index copies nothing: jax's "
    "inference takes lengths > 0, or -1 for a dim the copy drops",
)
INFER_SUBVIEW_STRIDES = Message(  # :1935
    NotImplementedError, "Only unit strides are supported but got {strides}.",
    "slice a SMEM ref with unit strides (a strided slice is a gather: load and select in registers)",
)

# ---- TMEM layouts (jax's rules, layout_inference.py at jax-v0.12.0.1); layout= jax's str, "TMEMLayout(...)" ----

INFER_TMEM_CAST_SHAPE = Message(  # :1571
    ValueError, "Cannot cast to TMEM layout {layout} in {op}: the layout is not compatible with the operand shape "
                "{shape}.",
    "a tmem_layout_cast's new_layout must tile the TMEM ref's shape {shape}",
)
INFER_SMEM_TO_TMEM_SHAPE = Message(  # :1787
    ValueError, "Cannot assign TMEM layout {layout} to a TMEM ref with shape {shape}",
    "async_store_smem_to_tmem copies into a TMEM ref of 128 rows in the default TMEM layout (packing {packing})",
)
INFER_TCGEN05_SPARSE_META_SHAPE = Message(  # :1690
    ValueError, "Cannot assign TMEM layout {layout} to the 'a_sparse_metadata' operand of a tcgen05 MMA op: the layout "
                "is not compatible with the operand shape {shape}.",
    "a tcgen05_mma's sparse metadata is in TMEM in jax's sparse_meta_layout, whose tile is 128 rows by 16 columns",
)
INFER_TCGEN05_SCALE_SHAPE = Message(  # :1714; layout= jax's constant C(TMEMLayout(...)), operand= which scale
    ValueError, "Cannot assign {layout} to scale_operand={operand} with shape {shape}.",
    "a block-scaled tcgen05_mma's scales are in TMEM in jax's scales layout, whose tile is 128 rows by 4 columns "
    "(B's of a collective M=64 MMA in its own)",
)

# ---- what jax's constraint solver and its layout attributes raise (jax/experimental/mosaic/gpu/constraints.py and
# layouts.py at jax-v0.12.0.1, the line beside each): a SMEM ref's transforms it cannot apply, a view it cannot
# follow, an attribute that is no layout or transform ----

INFER_EMPTY_TILING = Message(  # constraints.py:1401 (jax 0.11 and later)
    NotImplementedError, "Empty tiling unsupported",
    "a #mosaic_gpu.tile<[...]> names the tile of the ref's minor dims: give one, or no tile transform",
)
INFER_NONCONTIGUOUS_SMEM = Message(  # constraints.py:1411 (jax 0.11 and later); the ref as jax's Variable sees it
    NotImplementedError, "We cannot apply swizzle to non-contiguous refs",
    "the smallest stride of the SMEM ref {type} is not 1: layout inference takes refs with a contiguous dim and "
    "static strides",
)
INFER_COLLAPSE_NOT_SMEM = Message(  # constraints.py:388
    NotImplementedError, "CollapseShape is only implemented for variables in SMEM",
    "collapse the dims of a SMEM ref; a TMEM ref keeps its 2-D shape (slice it with mosaic_gpu.slice_tmem)",
)
INFER_UNSUPPORTED_LAYOUT_ATTR = Message(  # layouts.py:139
    NotImplementedError, "Unsupported layout for conversion from MLIR attribute: {attr}",
    "a layout is a #mosaic_gpu.TiledLayout, #mosaic_gpu.WGStridedFragLayout or #mosaic_gpu.WGSplatFragLayout",
)
INFER_UNSUPPORTED_TRANSFORM = Message(  # layouts.py:197
    NotImplementedError, "Unsupported transform {transform}",
    "a SMEM ref's transforms are a #mosaic_gpu.tile<[...]> and a #mosaic_gpu.swizzle<...>",
)
