"""The mosaic_gpu dialect's verifiers: jaxlib's words (jaxlib/mosaic/dialect/gpu/mosaic_gpu.cc, at
jax-v0.10.2 and, for the ops of jax 0.11 / 0.12, as jaxlib 0.12.0.1 prints them) and Pallas's
(docs/design/spec.md §3, jax/_src/pallas/mosaic_gpu/primitives.py). Keep jax's words exactly."""

from __future__ import annotations

from mgpu.dialect.diagnostics import Message


# ---- async_store_smem and its async atomics ----

ASYNC_STORE_SMEM_SCALAR = Message(
    NotImplementedError,
    "Scalars are not supported in async_store_smem",
    "store a vector of rank >= 1: broadcast the scalar first, e.g. "
    "`vector.broadcast %x : {type} to {fix}`",
)
ASYNC_STORE_SMEM_REF_NOT_REF = Message(
    TypeError,
    "ref must be a reference, got {type}",
    "pass a SMEM memref as the destination, e.g. {fix}",
)
ASYNC_STORE_SMEM_REF_NOT_SMEM = Message(
    ValueError,
    "ref must be a SMEM reference, got {type}",
    "allocate the destination in SMEM (e.g. with mosaic_gpu.slice_smem): {fix}",
)
ASYNC_STORE_SMEM_BARRIER_NOT_REF = Message(
    TypeError,
    "barrier must be a reference, got {type}",
    "pass a SMEM barrier ref: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>",
)
ASYNC_STORE_SMEM_BARRIER_NOT_SMEM = Message(
    ValueError,
    "barrier must be a SMEM reference, got {type}",
    "allocate the barrier in SMEM (mosaic_gpu.initialize_barrier on a SMEM slice): {fix}",
)
ASYNC_STORE_SMEM_BARRIER_NOT_BARRIER = Message(
    TypeError,
    "barrier must be a reference to !mosaic_gpu.barrier, got {type}",
    "pass a barrier ref: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>",
)
ASYNC_STORE_SMEM_SHAPE = Message(
    TypeError,
    "The stored value has shape {value_shape}, but the target reference has shape {ref_shape}",
    "store a value of shape {ref_shape}, or slice the target reference (memref.subview) "
    "to shape {value_shape}",
)
ASYNC_STORE_SMEM_DTYPE = Message(
    TypeError,
    "The stored value has dtype {value_dtype}, but the target reference has dtype {ref_dtype}",
    "cast the value first: {fix}",
)
ASYNC_STORE_SMEM_BARRIER_COUNT = Message(
    TypeError,
    "Expected a single barrier, got a barrier reference with shape {shape}",
    "pick one barrier first, e.g. `memref.subview %barriers[%i] [1] [1]` then index it to "
    "memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>",
)
ASYNC_ATOMIC_F32 = Message(
    NotImplementedError,
    "f32 not supported for async atomics",
    "async atomics (red.async) only take 32-bit integers: store an i32 value, or drop atomic_type "
    "for a plain st.async store",
)
ASYNC_ATOMIC_F16 = Message(
    NotImplementedError,
    "f16/bf16 not supported for async atomics",
    "async atomics (red.async) only take 32-bit integers: store an i32 value, or drop atomic_type "
    "for a plain st.async store",
)
ASYNC_ATOMIC_OTHER = Message(
    NotImplementedError,
    "Unsupported element type for atomic stores: {type}",
    "async atomics (red.async) only take 32-bit integers (i32): extend or truncate the value "
    "to i32 first",
)

# ---- copies between GMEM and SMEM (async_load, async_store) ----

LOAD_STORE_DTYPE = Message(
    TypeError,
    "The `source` and `destination` memrefs must have the same element type.",
    "the source is {src} and the destination {dst}: copy between refs of the same element type",
)
LOAD_STORE_SLICE_LENGTHS_MIN = Message(
    ValueError,
    "The `slice_lengths` attribute must not contain values less than -1.",
    "use -1 for a collapsed dimension and a positive length otherwise",
)
LOAD_STORE_RANK = Message(
    ValueError,
    "The rank of the `{gmem}` must be equal to the rank of the `{smem}` plus the number of "
    "collapsed dimensions as indicated by -1 values in `slice_lengths`.",
    "`{gmem}` has rank {gmem_rank}, `{smem}` rank {smem_rank} and `slice_lengths` {collapsed} "
    "collapsed dimension(s)",
)
LOAD_STORE_INDICES = Message(
    ValueError,
    "The size of `indices` must be equal to the rank of `{gmem}`.",
    "pass one index per dimension of `{gmem}` ({rank}), got {count}",
)
LOAD_STORE_SLICE_LENGTHS_SIZE = Message(
    ValueError,
    "The size of `slice_lengths` must be equal to the rank of `{gmem}`.",
    "give one slice length per dimension of `{gmem}` ({rank}), got {count}",
)
LOAD_STORE_VECTOR_INDICES = Message(
    ValueError,
    "Only one index may be a vector but got multiple vector indices for dimensions {a} and {b}.",
    "gather/scatter along one dimension only",
)
LOAD_STORE_VECTOR_INDEX_SIZE = Message(
    ValueError,
    "The size of the vector index must be equal to the slice length but got {a} != {b}.",
    "make the vector index as long as the slice length of its dimension",
)
COLLECTIVE_DUPLICATES = Message(
    ValueError,
    "The `collective` attribute must not contain duplicate dimensions.",
    "list each cluster dimension (0 = x, 1 = y, 2 = z) at most once",
)
ASYNC_STORE_PEER_AND_BROADCAST = Message(
    ValueError,
    "Both `gmem_peer_id` or `is_global_broadcast` cannot be specified.",
    "either store to one peer (gmem_peer_id) or broadcast (is_global_broadcast = true)",
)

# ---- vector_load, vector_store and multimem reductions ----

VECTOR_STORE_SHAPE = Message(
    TypeError,
    "The source and destination must have the same shape but got {src} and {dst}",
    "store a value of the destination's shape, or slice the destination (memref.subview)",
)
VECTOR_STORE_DTYPE = Message(
    TypeError,
    "The source and destination must have the same element type but got {src} and {dst}",
    "cast the value first: {fix}",
)
VECTOR_STORE_MULTIMEM = Message(
    ValueError,
    "The destination must be in GMEM for multidevice multicast",
    "drop the memory space of the destination or set multimem = false",
)
VECTOR_LOAD_RESULT = Message(
    TypeError,
    "inferred type(s) '{expected}' are incompatible with return type(s) of operation '{got}'",
    "the result of {op} is {expected}",
)
_MULTIMEM_FIX = "see the multimem.ld_reduce restrictions in the PTX ISA"
MULTIMEM_INTEGER_WIDTH = Message(ValueError, "Only supported 32 and 64 bit integer operations", _MULTIMEM_FIX)
MULTIMEM_INTEGER_SIGNEDNESS = Message(
    ValueError,
    "Integer Min, or Max reductions must specify signedness (use Umin, Smin, Umax, Smax).",
    "use reduction_type 6 (umin), 7 (umax), 8 (smin) or 9 (smax)",
)
MULTIMEM_FLOAT_REDUCTION = Message(
    ValueError, "Only Add, Max and Min reductions are supported on float source.", _MULTIMEM_FIX
)
MULTIMEM_F32_REDUCTION = Message(ValueError, "Only Add is supported for F32 source type.", _MULTIMEM_FIX)
MULTIMEM_SOURCE_TYPE = Message(ValueError, "Unsupported source type: {type}", _MULTIMEM_FIX)
MULTIMEM_NOT_GMEM = Message(ValueError, "Expected the ref to be in GMEM.", "drop the memory space")

# ---- TMEM: stores, loads, allocation, slices and copies from SMEM ----

ASYNC_STORE_TMEM_NOT_TMEM = Message(
    ValueError,
    "Async store only supports TMEM refs",
    "store into a TMEM ref (memory space #mosaic_gpu.tmem, from mosaic_gpu.tmem_alloc), got {type}",
)
ASYNC_STORE_TMEM_SHAPE = Message(
    ValueError,
    "Invalid shape for `swap`. Ref shape: {ref_shape}. Expected shape: {ref_shape}. "
    "Value shape: {value_shape}. Transforms: ().",
    "store a value of shape {ref_shape}, or slice the TMEM ref with mosaic_gpu.slice_tmem",
)
ASYNC_STORE_TMEM_DTYPE = Message(
    ValueError,
    "Invalid dtype for `swap`. Ref dtype: {ref_dtype}. Value dtype: {value_dtype}.",
    "cast the value first: {fix}",
)
ASYNC_LOAD_TMEM_NOT_TMEM = Message(
    ValueError,
    "Async load only supports TMEM refs",
    "load from a TMEM ref (memory space #mosaic_gpu.tmem, from mosaic_gpu.tmem_alloc), got {type}; "
    "use mosaic_gpu.vector_load for SMEM",
)
ASYNC_LOAD_TMEM_DTYPE = Message(
    TypeError,
    "The `source` and `result` must have the same element type.",
    "make the result {expected}",
)
ASYNC_LOAD_TMEM_SHAPE = Message(
    TypeError,
    "The `source` and `result` must have the same shape.",
    "make the result {expected}",
)
ASYNC_LOAD_TMEM_RESULTS = Message(ValueError, "expected at least 1 result, got {count}",
                                  "async_load_tmem returns the loaded vector (and the reduction, with reduce)")
ASYNC_LOAD_TMEM_REDUCE_DTYPE = Message(TypeError, "Reductions only supported for f32 and i32 loads.",
                                       "reduce an f32 or i32 TMEM ref, got {type}")
TMEM_MEMORY_SPACE = Message(
    ValueError,
    "The tmem memref must have a mosaic_gpu.tmem memory space but got: {space}",
    "use a TMEM ref: {fix}",
)
TMEM_ALLOC_SMEM_PTR = Message(
    ValueError,
    "The `smem_ptr` memref must have the Workgroup address space but got: {space}",
    "pass a SMEM slot for the TMEM address: memref<i32, #gpu.address_space<workgroup>> "
    "(e.g. from mosaic_gpu.slice_smem)",
)
TMEM_ALLOC_PACKING = Message(
    ValueError,
    "Only unpacked, or fully packed allocations are supported. Expected packing to be either 1 "
    "or 32 / element_bitwidth, but got: packing = {packing}, element_bitwidth = {bitwidth}",
    "use packing = 1 (unpacked) or {full} (fully packed)",
)
TMEM_ALLOC_PACKING_COLUMNS = Message(
    ValueError,
    "The number of unpacked columns must be divisible by the packing factor, but got: "
    "{columns} / {packing}",
    "make the number of columns a multiple of {packing}",
)
TMEM_ALLOC_TOO_MANY_COLUMNS = Message(
    ValueError,
    "The number of allocated columns must be less than or equal to 512 but got: {columns}",
    "TMEM has 512 32-bit columns per lane: allocate fewer columns or pack narrow types "
    "(packing = 32 / bitwidth)",
)
SLICE_TMEM_OFFSET = Message(
    ValueError,
    "The offset must be a multiple of 4 but got: {offset}",
    "TMEM columns are sliced at a granularity of 4: use offset = {fix}",
)
SMEM_TO_TMEM_SHAPE = Message(
    TypeError,
    "The `source` ({src}) and `destination` ({dst}) memrefs must have the same shape.",
    "copy between refs of the same shape",
)
SMEM_TO_TMEM_DTYPE = Message(
    TypeError,
    "The `source` ({src}) and `destination` ({dst}) memrefs must have the same element type.",
    "copy between refs of the same element type",
)
SOURCE_NOT_SMEM = Message(
    ValueError,
    "The `source` memref must be in SMEM.",
    "the source must have memory space #gpu.address_space<workgroup>, got {type}",
)
TMEM_DIM0_MULTIPLE = Message(
    ValueError,
    "The first dimension of the TMEM memref must be a multiple of 128, but got {dim}.",
    "use a TMEM ref with a multiple of 128 rows",
)
TMEM_DIM1_MULTIPLE = Message(
    ValueError,
    "The second dimension of the TMEM memref must be a multiple of {n}, but got {dim}.",
    "use a TMEM ref whose column count is a multiple of {n}",
)
SPARSE_METADATA_SOURCE_SHAPE = Message(
    TypeError,
    "The `source` memref must have shape ({expected}), but got ({got}).",
    "lay out the metadata in SMEM as (M/128, N/64, 128, 64) = ({expected})",
)
SCALES_SOURCE_SHAPE = Message(
    TypeError,
    "The `source` memref must have shape ({expected0}) or ({expected1}), but got ({got}).",
    "lay out the scales in SMEM as (M/128, N/4, 32, 16) = ({expected0})",
)

# ---- matrix multiplies: wgmma, tcgen05_mma and mma ----

WGMMA_AB_DTYPE = Message(
    TypeError,
    "The `a` and `b` inputs must have the same element type.",
    "`a` has {a} and `b` has {b}: cast one of them",
)
WGMMA_AB_DTYPE_FP8_MIXED = Message(
    TypeError,
    "The `a` and `b` inputs must have the same element type, except that FP8 types (f8E4M3FN and f8E5M2) may be "
    "mixed.",
    "`a` has {a} and `b` has {b}: cast one of them",
)
MMA_M_MISMATCH = Message(
    ValueError,
    "The accumulator's first dimension {m} must be equal to the first dimensions of `a`: {a}.",
    "make `a` {m} rows tall",
)
MMA_K_MISMATCH = Message(
    ValueError,
    "`a`'s contracting dimension {k} must be equal to the first dimension of `b`: {b}.",
    "make `b` {k} rows tall",
)
MMA_SPARSE_K_MISMATCH = Message(
    ValueError,
    "For sparse MMA, `a`'s contracting dimension {k} must be half the first dimension of `b`: {b}.",
    "make `b` {k2} rows tall",
)
MMA_N_MISMATCH = Message(
    ValueError,
    "`b`'s non-contracting dimension {n} must be equal to the accumulator's second dimension {acc}.",
    "make the accumulator {n} columns wide",
)
MMA_N_COLLECTIVE = Message(
    ValueError,
    "`b`'s non-contracting dimension {n} must be half the accumulator's second dimension {acc} "
    "for collective MMA.",
    "make the accumulator {n2} columns wide",
)
WGMMA_M_MULTIPLE = Message(
    ValueError,
    "The accumulator's first dimension must be a multiple of 64, but got {m}.",
    "WGMMA works on 64-row blocks: pad M to a multiple of 64",
)
TCGEN05_M_MULTIPLE = Message(
    ValueError,
    "The accumulator's first dimension must be a multiple of 32 but got {m}.",
    "tcgen05.mma works on blocks of at least 32 rows: pad M to a multiple of 32",
)
TCGEN05_ACC_NOT_TMEM = Message(
    ValueError,
    "The accumulator must be in TMEM, but got {space}.",
    "allocate the accumulator with mosaic_gpu.tmem_alloc (memory space #mosaic_gpu.tmem)",
)
TCGEN05_A_SPACE = Message(
    ValueError,
    "The `a` input must be in TMEM or SMEM, but got {space}.",
    "copy `a` to SMEM (#gpu.address_space<workgroup>) or TMEM first",
)
TCGEN05_B_SPACE = Message(
    ValueError,
    "The `b` input must be in SMEM, but got {space}.",
    "copy `b` to SMEM (#gpu.address_space<workgroup>) first",
)
TCGEN05_SCALES_BOTH = Message(
    ValueError,
    "Either none or both scales should be provided.",
    "pass both `a_scale` and `b_scale`, or neither",
)
TCGEN05_OPERAND_NOT_TMEM = Message(
    ValueError,
    "The `{name}` input must be in TMEM, but got {space}.",
    "copy it to TMEM first (mosaic_gpu.async_store_scales_smem_to_tmem / "
    "async_store_sparse_metadata_smem_to_tmem)",
)
TCGEN05_SPARSE_SHAPE = Message(
    TypeError,
    "The `a_sparse_metadata` shape [{m0}, {m1}] must match the shape of `a` [{a0}, {a1}].",
    "give the sparse metadata the shape of `a`",
)
# mosaic_gpu.mma (jaxlib's MMAOp verifier words these differently from wgmma's MMA_*_MISMATCH).
MMA_SYNC_M_MISMATCH = Message(
    ValueError,
    "The accumulator's first dimension {m} must be equal to the first dimension of `a`: {a}.",
    "make `a` {m} rows tall",
)
MMA_SYNC_K_MISMATCH = Message(
    ValueError,
    "`a`'s second dimension {k} must be equal to `b`'s first dimension: {b}.",
    "make `b` {k} rows tall",
)
MMA_SYNC_N_MISMATCH = Message(
    ValueError,
    "The accumulator's second dimension {n_acc} must be equal to the second dimension of `b`: {n}.",
    "make `b` {n_acc} columns wide",
)
MMA_INTEGER_ACCUMULATOR = Message(
    ValueError, "Only i32 accumulator supported for integer operands.", "accumulate in i32"
)
MMA_OPERAND_TYPE = Message(ValueError, "Unsupported operand type.", "use f16, bf16, tf32, f8 or i8 operands")
MMA_FLOAT_ACCUMULATOR = Message(
    ValueError, "Only float accumulator supported for floating operands.", "accumulate in f32"
)

# ---- layouts and vectors: tilings, broadcast_in_dim, vector_concat, reinterpret casts, iota, print_layout ----

TILING_NO_TILES = Message(
    ValueError,
    "Tiling must have at least one tile",
    "give the TiledLayout a tiling, e.g. [[64, 8], [8, 8], [2]]",
)
TILING_RANK_INCREASES = Message(
    ValueError,
    "Tiles must have a decreasing rank",
    "each tile applies to a suffix of the previous tile's shape: make tile {index} {tile} no longer than "
    "the tile before it",
)
TILE_EMPTY = Message(ValueError, "Tiles must not be empty", "remove the empty tile {index}")
TILE_NOT_POSITIVE = Message(
    ValueError,
    "Tile shape must only have positive sizes, got: {tiles}",
    "tile {index} {tile} has a size below 1: every tile size must divide the dimension it tiles",
)
# jax's TiledLayout.__post_init__ (fragmented_array.py:372-419 at jax-v0.12.0.1, :363-396 at jax-v0.10.2), run when
# jax reads a #mosaic_gpu.TiledLayout (layouts.py:92-113); the dims index the tiled shape of the base tile
TILING_NOT_APPLICABLE = Message(  # Tiling.tile_shape (:93): a later tile does not divide the tiled base tile
    ValueError, "Tiling {tiles} does not apply to shape {shape}",
    "each tile divides the trailing dims of the shape the tiles before it leave",
)
TILED_DUPLICATE_DIMS = Message(
    ValueError, "Duplicate partitioning dimensions",
    "warp_dims, lane_dims and vector_dim each name a different dim of the tiled base tile",
)
TILED_DIM_NOT_NEGATIVE = Message(
    ValueError, "All dimensions must be negative",
    "warp_dims, lane_dims and vector_dim count from the last dim of the tiled base tile: -1, -2, ...",
)
TILED_DIM_OUT_OF_RANGE = Message(
    ValueError, "Dimension out of range",
    "the tiled base tile {tiled} has {rank} tiled dims: name dims from -1 to -{rank}",
)
TILED_WARP_PRODUCT = Message(
    ValueError, "The product of warp dims does not equal the number of warps in a warpgroup",
    "the warp dims of the tiled base tile {tiled} cover {product} warps: make them 4",
)
TILED_LANE_PRODUCT = Message(
    ValueError, "The product of lane dims does not equal the warp size",
    "the lane dims of the tiled base tile {tiled} cover {product} lanes: make them 32",
)
TILED_NOT_CANONICAL = Message(  # layout= jax's repr of the layout
    ValueError, "{layout} is not canonical.",
    "write it as jax's canonical form: {canonical}",
)
STRIDED_LAYOUT_VECTORS = Message(  # WGStridedFragLayout.__post_init__ (fragmented_array.py:830): jax's words are the
    ValueError, "({layout}, {threads})",  # tuple it raises, (layout, WARPGROUP_SIZE)
    "a strided layout gives each of the {threads} threads whole vectors: make the shape's size a multiple of "
    "vec_size * {threads}",
)
_BROADCAST_FIX = "see `lax.broadcast_in_dim`: dims map operand dimensions to result dimensions"
BROADCAST_RANK_ZERO = Message(ValueError, "The input vector must have rank > 0.", _BROADCAST_FIX)
BROADCAST_RANK = Message(
    ValueError,
    "The rank of the input vector must be smaller or equal to the rank of the result vector.",
    _BROADCAST_FIX,
)
BROADCAST_DIMS_SIZE = Message(
    ValueError,
    "The size of the `broadcast_dimensions` attribute must be equal to the rank of the input vector.",
    _BROADCAST_FIX,
)
BROADCAST_DIMS_RANGE = Message(
    ValueError,
    "The values in the `broadcast_dimensions` attribute must be in the range [0, result.shape.rank={rank}).",
    _BROADCAST_FIX,
)
BROADCAST_DIMS_ORDER = Message(
    ValueError,
    "The values in the `broadcast_dimensions` attribute must be strictly increasing.",
    _BROADCAST_FIX,
)
BROADCAST_DIM_SIZE = Message(
    ValueError,
    "The size of the input vector's dimension {i} must be either 1 or equal to the size of the result "
    "vector's dimension {d}.",
    _BROADCAST_FIX,
)
VECTOR_CONCAT_NO_OPERANDS = Message(ValueError, "Must have at least one operand.", "concatenate one vector or more")
VECTOR_CONCAT_DIMENSION = Message(ValueError, "Dimension {dim} is out of bounds for vector of rank {rank}.",
                                  "concatenate along a dimension in [0, {rank})")
VECTOR_CONCAT_RANK = Message(TypeError, "All operands must have the same rank, got rank {rank} at index {index} "
                                        "(expected {expected}).", "concatenate vectors of one rank")
VECTOR_CONCAT_DTYPE = Message(TypeError, "All operands must match result element type, got {type} at index "
                                         "{index} (expected {expected}).", "concatenate vectors of one element type")
VECTOR_CONCAT_SHAPE = Message(TypeError, "Operand shape does not match result shape along non-concatenated dimension "
                                         "{dim} at index {index} (got {got}, expected {expected}).",
                              "concatenate vectors whose other dimensions agree")
REINTERPRET_CAST_DTYPE = Message(
    TypeError,
    "source and result memrefs must have the same element type",
    "use a result type with element type {elt}",
)
REINTERPRET_CAST_SIZE = Message(
    ValueError,
    "source and result memrefs must have the same number of elements, but got {src} and {dst}",
    "use a result shape with {src} elements",
)
BROADCASTED_IOTA_DIM = Message(
    ValueError,
    "dimension={dim} must be smaller than the rank={rank} of the result.",
    "use a dimension in [0, {rank})",
)
PRINT_LAYOUT_SPACE = Message(
    ValueError,
    "The memref must have a mosaic_gpu.tmem or gpu.address_space<workgroup> memory space "
    "but got: {space}",
    "print the layout of a vector or of a TMEM/SMEM ref",
)

# ---- ops with regions: custom_primitive, optimization_barrier, warp_map and the SMEM allocation scopes ----

OPTIMIZATION_BARRIER_EMPTY = Message(ValueError, "expected non-empty operands", "pass at least one value")
RETURN_COUNT = Message(
    ValueError,
    "has {count} operands, but enclosing custom_primitive (@{parent}) returns {results}",
    "return one value per result of the custom_primitive",
)
RETURN_TYPE = Message(
    ValueError,
    "type of return operand {index} ({type}) doesn't match the result type ({result}) in "
    "custom_primitive @{parent}",
    "return a {result}",
)
WARP_MAP_VECTOR = Message(
    TypeError,
    "Can only map over scalars and refs.",
    "pass vectors through memory (SMEM) instead",
)
CUSTOM_PRIMITIVE_IN_LAYOUTS = Message(
    ValueError, "Custom primitive must have a layout for each vector operand.", "give `in_layouts` {n} entries"
)
CUSTOM_PRIMITIVE_IN_TRANSFORMS = Message(
    ValueError,
    "Custom primitive must have transforms for each memref operand in smem.",
    "give `in_transforms` {n} entries",
)
CUSTOM_PRIMITIVE_RESULT_KIND = Message(
    ValueError, "Custom primitive can only return scalars or vectors.", "return vectors or scalars only"
)
CUSTOM_PRIMITIVE_OUT_LAYOUTS = Message(
    ValueError, "Custom primitive must have a layout for each vector result.", "give `out_layouts` {n} entries"
)
ALLOC_SMEM_SCOPE = Message(ValueError, "requires an ancestor `mosaic_gpu.alloca_scope` op",
                           "allocate SMEM inside a mosaic_gpu.alloca_scope")
ALLOCA_SCOPE_MEMREF = Message(TypeError, "alloca_scope cannot return memrefs.",
                              "an allocation does not outlive its scope: return values computed from it")
RUN_SCOPED_MEMREF = Message(TypeError, "run_scoped cannot return memref",
                            "an allocation does not outlive its scope: return values computed from it")
RUN_SCOPED_BUFFER_ATTR = Message(
    TypeError, "Expected buffer attribute {index} for SMEM allocation to be a #mosaic_gpu.smem_alloc attribute, "
               "but got: {attr}", "describe each SMEM buffer as #mosaic_gpu.smem_alloc<alignment = N>")
SCOPE_RETURN_COUNT = Message(ValueError, "has {count} operands, but enclosing {kind} (@{parent}) returns {results}",
                             "return one value per result of the {kind}")
SCOPE_RETURN_TYPE = Message(TypeError, "type of return operand {index} ('{type}') doesn't match the result type "
                                       "('{result}') in {kind} @{parent}", "return a {result}")
ALLOC_SMEM_NOT_SMEM = Message(TypeError, "The result memref must be in SMEM.",
                              "allocate a memref in #gpu.address_space<workgroup>")

# ---- barriers and cluster launch control ----

BARRIER_POINTER_SPACE = Message(
    TypeError,
    "operand #0 must be LLVM pointer in address space 3, but got '{type}'",
    "pass a SMEM pointer: !llvm.ptr<3>",
)
BARRIER_ARRIVAL_COUNT = Message(  # (mgpu's: jax lowers any count, an mbarrier holds at most 2^20 - 1)
    ValueError,
    "attribute 'arrival_count' = {count} makes the mbarrier expect {arrivals} arrivals{how}, more than the "
    "{most} an mbarrier counts (PTX ISA, mbarrier: expected arrival count)",
    "use an arrival_count of at most {limit}",
)
BARRIER_COUNT_SMEM = Message(  # (mgpu's: jax unrolls an init per barrier, whatever their number)
    ValueError,
    "attribute 'num_barriers' = {n} asks for {n} mbarriers of {size} bytes, more than the {smem} bytes of "
    "shared memory a CTA can have",
    "use a num_barriers of at most {most}",
)
CLUSTER_CANCEL_SIZE = Message(
    TypeError,
    "{what} must have 16 elements, but has {n} elements.",
    "use a memref<16xi8, #gpu.address_space<workgroup>> for the response",
)
CLUSTER_CANCEL_SMEM = Message(
    ValueError,
    "Response memref must be in SMEM.",
    "use a memref<16xi8, #gpu.address_space<workgroup>> for the response",
)

# ---- ODS-style checks: operand and result types, attribute constraints, enums ----

OPERAND_TYPE = Message(
    TypeError,
    "{what} must be {expected}, but got '{type}'",
    "{fix}",
)
ATTRIBUTE_CONSTRAINT = Message(
    ValueError,
    "attribute '{name}' failed to satisfy constraint: {constraint}",
    "{fix}",
)
ATTRIBUTE_MISSING = Message(
    ValueError,
    "requires attribute '{name}'",
    "add `{name} = {example}` to the op's properties <{{...}}>",
)
ENUM_VALUE = Message(
    ValueError,
    "attribute '{name}' failed to satisfy constraint: {summary}",
    "use one of {cases}, got {value}",
)
SAME_OPERAND_RESULT_TYPE = Message(
    TypeError,
    "requires the same type for all operands and results",
    "make the result type {type}",
)
