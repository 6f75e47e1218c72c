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
INFER_LAYOUT_NO_RULE = Message(
    NotImplementedError, "No layout inference rule defined for {op}",
)
INFER_LAYOUT_UNSUPPORTED_TRANSFORMS = Message(
    NotImplementedError,
    "Unsupported transforms {transforms}",
    "use [tile, swizzle] with the swizzle equal to the tile's minor dim in bytes (32, 64 or 128)",
)
INFER_LAYOUT_SWIZZLE_CANNOT_APPLY = Message(
    ValueError,
    "Cannot apply empty tiling with {swizzle} swizzle to memref with shape {shape}.",
    "an untiled ref is swizzled along its minor dim, whose length must be a multiple of the swizzle "
    "({elems} elements), and no other dim may share its stride",
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
