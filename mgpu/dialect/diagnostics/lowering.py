"""The Warpgroup and Lane lowerings (mgpu-lower): jax's words where jax refuses the same case
(jax/experimental/mosaic/gpu/dialect_lowering.py and the modules it calls), and mgpu's where mgpu does not lower
a case exactly: refused, never approximated."""

from __future__ import annotations

from xdsl.utils.exceptions import VerifyException

from mgpu.dialect.diagnostics import Message


# ---- what the Warpgroup lowering does not lower ----

LOWERING_NOT_SUPPORTED = Message(
    NotImplementedError,
    "not supported: {what}",
    "mgpu's Warpgroup lowering does not lower this case exactly yet; lower it with jax's Warpgroup "
    "pipeline (the *.wg.payload stage) instead",
)
PRODUCER_NOT_LOWERED = Message(
    NotImplementedError,
    "not supported: the warpgroup vector this op uses comes from {producer}, which the Warpgroup "
    "lowering does not lower",
    "the ops mgpu lowers: tests/census/coverage.md (column 'lowers')",
)
WARPGROUP_JAX_NO_LOWERING = Message(
    NotImplementedError, "Missing lowering rule for {op}",
    "jax's Warpgroup lowering has no rule for {op} either (jax/experimental/mosaic/gpu/dialect_lowering.py "
    "at jax 0.12.0.1), and its Python emits none",
)
MULTIMEM_DEVICES = Message(
    NotImplementedError,
    "{what} reads or writes every device of a multicast object (NVSHMEM multimem); mgpu emulates one "
    "device and does not lower it",
    "run it on several GPUs, or use a plain {plain} on one device",
)
WARP_SEMANTICS_UNSUPPORTED = Message(  # jax's lower_op, dialect_lowering.py:108 at jax-v0.12.0.1
    NotImplementedError, "Op {name} does not support warp semantics.",
    "jax lowers {name} for a whole warpgroup only, not in a mosaic_gpu.warp_map body: move it out of the body",
)
# A pass-through row for the lowerings' invariants whose words are still at their call sites.
OP_INVARIANT = Message(ValueError, "{text}", "{fix}")

# ---- the layouts a rule reads (jax's lower_op, dialect_lowering.py:111-114, and inference_utils._array_attr,
# inference_utils.py:85-91 at jax-v0.12.0.1); fields: opname= the op's name ----

MISSING_LAYOUT = Message(
    ValueError, "{opname} is missing a layout and can not be lowered.",
    "run mgpu-infer-layout first (mgpu-lower{{semantics=warpgroup}} does both), or give the op in_layouts / "
    "out_layouts",
)
MISSING_LAYOUT_ATTR = Message(
    ValueError, "{opname} does not have an {name} attribute",
    "an op with vector operands and results has both in_layouts and out_layouts: run mgpu-infer-layout, which sets "
    "both",
)
LAYOUT_ATTR_NOT_ARRAY = Message(
    TypeError, "{opname} has {name} of an unexpected type: {value}",
    "{name} is an array of layouts, one per vector operand or result: [#mosaic_gpu.WGSplatFragLayout<[128]>]",
)
# jax's pointwise, conversion, compare, bitcast, select and scf.for rules (dialect_lowering.py:1376, 1411, 1462,
# 1546, 1571, 1586, 1604, 2740) lower an op only in one layout: its operands' and its result's
LAYOUT_MISMATCH = Message(
    ValueError, "Layout mismatch",
    "jax lowers this op in one layout: its operands' in_layouts {ins} must equal its result's {out}; cast an "
    "operand (mosaic_gpu.layout_cast) or let mgpu-infer-layout set them",
)
# jax reads a vector in its producer's layout (_fragmented_array_from_ir, dialect_lowering.py:197-200 at
# jax-v0.12.0.1), and a strided layout is of one shape (WGStridedFragLayout.registers_shape, fragmented_array.py:860)
STRIDED_SHAPE_INCOMPATIBLE = Message(
    ValueError, "Shape {shape} is not compatible with {layout}",
    "the producer's out_layouts give this value a strided layout of another shape: give it the value's shape",
)
WHILE_IN_LAYOUTS = Message(  # dialect_lowering.py:2790
    ValueError, "Input layouts {carried} do not match yield layouts {passed}",
    "a scf.while carries each vector in one layout: the scf.yield's in_layouts must equal the loop's in_layouts",
)
WHILE_OUT_LAYOUTS = Message(  # dialect_lowering.py:2798
    ValueError, "Output layouts {carried} do not match condition layouts {passed}",
    "a scf.while carries each vector in one layout: the scf.condition's in_layouts must equal the loop's "
    "out_layouts",
)

# ---- register <-> GMEM transfers of a vector_load / vector_store in a tiled layout (jax's transfer_tiled,
# fragmented_array.py:4828 at 0.12.0.1; mgpu.passes.lowering.gmem_transfer): jax 0.12's plan_gmem_transfer
# (:5296-5451) refuses an optimized one that would not coalesce, raising its TransferPlanDerivationError (an
# Exception, neither a ValueError nor a NotImplementedError); jax 0.10.2 and 0.11.2 refuse any optimized one ----


def _gmem_plan(text: str, layout: str) -> Message:
    """A refusal of jax 0.12's plan_gmem_transfer: its words, and the fix (a layout that ``layout`` says, or no
    optimization)."""
    return Message(VerifyException, text,
                   "jax 0.12 optimizes a GMEM transfer unless told not to (jax 0.10.2 and 0.11.2 do not: read a module "
                   "of theirs with --jax): set optimized = false on the op (plgpu.load / plgpu.store(..., "
                   f"optimized=False)) to transfer it as it is, or give the value a layout {layout}")


GMEM_TRANSFER_TOO_WIDE = _gmem_plan(  # :5348-5352
    "GMEM transfer with per-thread vector length > 16 bytes is inefficient", "whose registers hold at most 16 bytes")
GMEM_TRANSFER_NOT_POWER_OF_2 = _gmem_plan(  # :5353-5356
    "GMEM transfer with non-power-of-2 byte length is inefficient", "whose registers hold 1, 2, 4, 8 or 16 bytes")
GMEM_TRANSFER_NARROW = _gmem_plan(  # :5391-5396; width= the bytes a thread moves at once, after LLVM's vectorization
    "GMEM transfer width ({width} bytes/thread) is smaller than 4 bytes",
    "whose registers hold at least 4 bytes (or whose consecutive registers are consecutive in the ref, which LLVM may "
    "fuse)")
GMEM_TRANSFER_SECTORS = _gmem_plan(  # :5398-5408
    "GMEM transfer does not access a whole number of complete 32 byte sectors",
    "whose lanes together read or write whole 32-byte sectors")
GMEM_TRANSFER_STRIDE = _gmem_plan(  # :5410-5421
    "GMEM transfer stride is not aligned to 32B sector size",
    "whose warps and registers are a multiple of 32 bytes apart in the ref")
GMEM_TRANSFER_CACHE_LINES = _gmem_plan(  # :5423-5447
    "GMEM transfer does not access a whole number of complete 128 byte cache lines",
    "whose warpgroup reads or writes whole 128-byte cache lines")
GMEM_TRANSFER_OPTIMIZED = Message(  # fragmented_array.py:4485 at 0.11.2, :4231 at jax-v0.10.2
    NotImplementedError, "Only optimized transfers to SMEM supported",
    "jax {release} transfers a GMEM ref unoptimized: drop optimized = true from the op (jax 0.12 optimizes it)",
)

# ---- stores of registers to SMEM (docs/design/spec.md §3); fields: TRANSFER_INTEGER_BYTES(shape=, dtype=) with a
# Python tuple and a numpy dtype name, TRANSFER_BITS_NOT_DIVISIBLE(bits=, divisor=) ----

ASYNC_STORE_SMEM_NOT_TILED_SWIZZLED = Message(
    NotImplementedError,
    "async_store_smem requires a tiled and swizzled ref",
    "allocate the SMEM ref with tile+swizzle transforms, e.g. mosaic_gpu.with_transforms with "
    "[#mosaic_gpu.tile<[8, {minor}]>, #mosaic_gpu.swizzle<128 : i32>] (a 128-byte swizzle: rows of {minor} {dtype})",
)
ASYNC_STORE_SMEM_NOT_TILED = Message(  # dialect_lowering.py:567 at jax-v0.12.0.1; cls= jax's type() of the layout
    NotImplementedError, "Expected TiledLayout, got {cls}",
    "async_store_smem stores a tiled register layout (run mgpu-infer-layout, or layout_cast the value to the WGMMA "
    "layout)",
)
ASYNC_STORE_SMEM_REPLICATED = Message(  # jax's store_tiled_async (fragmented_array.py:4203 at jax-v0.12.0.1)
    NotImplementedError, "Replicated dimensions are not supported",
    "async_store_smem stores each element from one thread: relayout the value to a layout without Replicated warp "
    "or lane dims",
)
TRANSFER_INTEGER_BYTES = Message(
    ValueError,
    "Can only transfer integer bytes (shape={shape}, dtype={dtype})",
    "transfer a value whose total size is a whole number of bytes",
)
TRANSFER_NOT_MULTIPLE_OF_128_BYTES = Message(
    NotImplementedError,
    "Transfer is not a multiple of 128 bytes",
    "the 128 threads of a warpgroup each store the same number of bytes: make the stored value "
    "a multiple of 128 bytes",
)
TRANSFER_BITS_NOT_DIVISIBLE = Message(
    NotImplementedError,
    "Transfer of {bits} bits is not divisible by {divisor}",
    "the 128 threads of a warpgroup each store the same number of bytes: make the stored value "
    "a multiple of 128 bytes",
)

# ---- atomic vector stores ----

ATOMIC_STORE_F32_OP = Message(
    NotImplementedError,
    "f32 only supports add atomics, got {atomic}",
    "PTX red on f32 only adds: store an integer value for {atomic}, or drop atomic_type",
)
ATOMIC_STORE_TYPE = Message(
    NotImplementedError,
    "Unsupported element type for atomic stores: {type}",
    "mgpu lowers atomic vector_stores of f32 and i32, and of f16 / bf16 pairs to SMEM (this one is to "
    "{space}; jax's .v2 / .v4 GMEM forms of 16-bit floats are not lowered yet)",
)
ATOMIC_STORE_HALF_OP = Message(
    NotImplementedError,
    "f16/bf16 SMEM/multimem atomics only support add, got {atomic}",
    "PTX red on f16 / bf16 pairs in shared memory only adds: widen to f32 for {atomic}",
)
ATOMIC_STORE_HALF_KIND = Message(  # _store_register_atomic (fragmented_array.py:4311 at jax-v0.12.0.1)
    NotImplementedError, "f16/bf16 only supports add, min, max atomics, got {atomic}",
    "PTX red on f16 / bf16 adds, and takes the minimum or maximum: store with one of them",
)
ATOMIC_STORE_HALF_ODD = Message(
    NotImplementedError,
    "f16/bf16 atomic stores require even vector length, got {vec}",
    "a red of f16 / bf16 takes a pair of elements a 32-bit register: give the value a layout whose "
    "registers hold an even number of elements",
)
ATOMIC_STORE_SPLAT = Message(
    NotImplementedError,
    "Atomic stores not supported for splat layout",
    "give the stored value a strided or tiled layout (e.g. a layout_cast) before the atomic store",
)
ATOMIC_STORE_REPLICATED = Message(
    NotImplementedError,
    "Atomic stores not supported for layouts with replicated dims",
    "each element would be applied once per replica: relayout the value to a layout without "
    "Replicated warp or lane dims first",
)

# ---- TMEM: transfers to and from registers; memref.subview of a TMEM ref (strides and sizes: above) (jax's TMEMRef.slice, tcgen05.py:1174
# and dialect_lowering.py:1866 at jax-v0.10.2: the same words) ----

TMEM_TRANSFER_LAYOUT = Message(
    NotImplementedError,
    "a TMEM transfer of {ty} between register layout {reg} and TMEM layout {tmem} is not supported "
    "(supported: 32-bit or 16-bit 128-row TCGEN05 or TMEM-native register layouts with the default TMEM "
    "layout, 16-bit ones packed or unpacked)",
    "give the value the TCGEN05 register layout: `%v = \"mosaic_gpu.layout_cast\"(%x) <{{new_layout = {tcgen05}}}>`; "
    "in Lane semantics a tiled vector_load gives the WGMMA layout, so cast the loaded value "
    "(docs/lane_semantics.md)",
)
TMEM_SLICE_ROWS = Message(
    NotImplementedError, "TMEM cannot be sliced along rows",
    "slice whole rows: offset 0 and all {rows} rows of the ref, columns only",
)
TMEM_SLICE_ROW_TILES = Message(
    NotImplementedError, "Cannot slice TMEM with multiple tiles along rows.",
    "the ref's {rows} rows span several tiles of its TMEM layout {layout}",
)
TMEM_SLICE_COLUMN = Message(
    ValueError, "Column index ({col}) must be divisible by tile shape column dimension {tile}",
)

# ---- memref.subview of any ref, and of a SMEM ref with transforms (jax's _memref_subview_op_lowering_rule,
# dialect_lowering.py:1881-1994 at jax-v0.12.0.1: the same words) ----

SUBVIEW_STRIDES = Message(NotImplementedError, "SubViewOp only supports static strides of 1.")
SUBVIEW_SIZES = Message(NotImplementedError, "SubViewOp only supports static sizes.")
SUBVIEW_TRANSPOSED = Message(  # :1878 at jax-v0.10.2 (JaxVersion.subviews_transposed_refs: jax 0.11 slices them)
    NotImplementedError, "SubViewOp does not support transposed memrefs.",
    "jax 0.10.2 slices a ref whose strides decrease: slice the ref before transposing it (jax 0.11 slices both)",
)
SUBVIEW_TRANSFORMS_DIFFER = Message(
    NotImplementedError, "SubViewOp transforms for the input and output refs must be identical.",
    "a slice of a SMEM ref keeps its tiling and swizzle: give in_transforms and out_transforms the same transforms",
)
SUBVIEW_SWIZZLED_SIZE = Message(
    ValueError, "Swizzled dimension of size={size} is not a multiple of swizzle_elems={swizzle_elems}.",
    "slice whole swizzle rows of the minor dim ({swizzle_elems} elements), or use a smaller swizzle",
)
SUBVIEW_SWIZZLED_OFFSET = Message(
    ValueError, "subview offset={offset} is not a multiple of swizzle_elems={swizzle_elems}.",
    "start the slice of the swizzled minor dim on a whole swizzle row ({swizzle_elems} elements)",
)
SUBVIEW_SWIZZLED_DYNAMIC_OFFSET = Message(
    ValueError, "subview dynamic offset is not a known multiple of swizzle_elems={swizzle_elems}.",
    "compute the offset as a product by a multiple of {swizzle_elems} (arith.muli by a constant): the lowering "
    "reads it from the ops that compute it (an assume_multiple is gone by then: its uses take its operand)",
)

# ---- vector_load / vector_store (jax's _vector_load_op_lowering_rule and _vector_store_op_lowering_rule,
# dialect_lowering.py:419-450 and :525-549 at jax-v0.12.0.1) ----

STRIDED_LOAD_TRANSFORMED = Message(
    NotImplementedError, "Transformed or swizzled strided loads are not supported",
    "load a tiled or swizzled SMEM ref into a tiled layout (a layout_cast of the result to the WGMMA layout), or "
    "load a strided value from a ref without transforms",
)
# a value not tiled stored to a transformed SMEM ref: store_tiled refuses its layout, naming it (its repr), and
# store_untiled a strided one's swizzle (fragmented_array.py:4406, :4044 at 0.12.0.1; jax 0.10.2 refuses the swizzle
# alone with a Python unpacking error, dialect_lowering.py:572 at jax-v0.10.2)
_UNTILED_STORE_FIX = "store the value to a ref without transforms, or layout_cast it to a tiled layout first"
STRIDED_STORE_TILED = Message(
    NotImplementedError, "WGStridedFragLayout(shape={shape}, vec_size={vec_size})", _UNTILED_STORE_FIX)
SPLAT_STORE_TILED = Message(NotImplementedError, "WGSplatFragLayout(shape={shape})", _UNTILED_STORE_FIX)
STRIDED_STORE_SWIZZLED = Message(ValueError, "Only TiledLayouts support swizzling", _UNTILED_STORE_FIX)
VECTOR_LOAD_LAYOUT = Message(  # :437; layout= the attribute's text
    ValueError, "{opname} has an unsupported layout: {layout}",
    "a vector_load's result is strided (WGStridedFragLayout) or tiled (TiledLayout): load it so and broadcast or "
    "layout_cast the value",
)
STRIDED_VECTOR_BYTES = Message(  # load_strided (fragmented_array.py:1237), store_untiled (:4050)
    NotImplementedError, "Vector length should be a multiple of byte size",
    "a strided vector of {vec} {dtype} is a part of a byte: give the layout a vec_size of whole bytes",
)
# transfer_strided (fragmented_array.py:4596-4611 at 0.12.0.1): size=, stride= of the ref's dims once its contiguous
# pairs are folded, vec= the layout's vec_size
_STRIDED_REF_FIX = "move the value in a tiled layout, or give it a vec_size that divides the ref's rows and strides"
STRIDED_CONTIGUOUS_DIM = Message(
    ValueError, "The contiguous dimension of the reference must be a multiple of the layout's vector size (got {size} "
                "and vector size {vec})", _STRIDED_REF_FIX)
STRIDED_DIM_STRIDE = Message(
    ValueError, "Non-contiguous dimension of the reference must have strides that are multiples of the layout's "
                "vector size (got {stride} and vector size {vec})", _STRIDED_REF_FIX)
STRIDED_NO_CONTIGUOUS_DIM = Message(
    ValueError, "The reference must have a contiguous dimension when vec_size > 1", _STRIDED_REF_FIX)
SPLAT_STORE_COUNT = Message(  # _store_untiled_splat (fragmented_array.py:4166 at jax-v0.12.0.1, :3723 at 0.10.2)
    NotImplementedError,
    "Arrays with the splat layout can only be stored when they have a single element or a multiple of {threads} "
    "elements",
    "the stored splat has shape {shape}: store it as one element, or broadcast it to a strided or tiled layout",
)
VECTOR_MEMORY_SPACE = Message(  # :450 (a load in a tiled layout), :549 (any store); space= the attribute's text
    ValueError, "Unsupported memory space: {space}",
    "{what} (TMEM is read with mosaic_gpu.async_load_tmem and written with async_store_tmem)",
)

# ---- the transforms of a memref.cast / transpose / expand_shape / collapse_shape of an SMEM ref (jax's rules,
# dialect_lowering.py:944-958 and 2005-2290 at jax-v0.12.0.1, the line beside each); fields are jax's Python
# reprs: a transforms list ``ArrayAttr([...])``, a tile ``TileTransform(tiling=(8, 64), rounding=None)``, a
# swizzle ``k128ByteSwizzle``, a tuple or list of tiles, a type ``MemRefType(memref<...>)`` ----

TRANSFORMS_TWO_SWIZZLES = Message(  # :944
    ValueError, "Found multiple SwizzleTransformAttr", "give the ref one swizzle transform",
)
TRANSFORM_UNSUPPORTED = Message(  # :958
    NotImplementedError, "Unsupported transform: {transform}",
    "jax transforms an SMEM ref by a tile and a swizzle only (#mosaic_gpu.tile, #mosaic_gpu.swizzle)",
)
TRANSFORMS_TILES = Message(  # :1068 (jax's transform_type, which the ref's producer calls first)
    NotImplementedError, "Unsupported transforms: {transforms}",
    "jax tiles an SMEM ref by one tile transform: give the ref one #mosaic_gpu.tile",
)
CAST_TYPES = Message(  # :2029
    NotImplementedError,
    "Only support memref.cast where the input and output types are the same up to offset, but got in_ty={in_ty} "
    "and out_ty={out_ty}.",
    "a memref.cast of an SMEM or TMEM ref may change only its offset (static to dynamic)",
)
CAST_TRANSFORMS = Message(  # :2039
    NotImplementedError,
    "memref.cast transforms must have identical transforms for both input and output but got "
    "in_transforms={in_transforms} and out_transforms={out_transforms}",
    "give the cast's in_transforms and out_transforms one value (mgpu-infer-layout does)",
)
CAST_MEMORY_SPACE = Message(  # :2060
    NotImplementedError, "Unsupported memory space when lowering memref.cast: {space}",
    "jax casts refs of this CTA's SMEM or of TMEM: cast the ref before get_cluster_ref",
)
SWIZZLE_MISMATCH = Message(  # :2086 (transpose), :2264 (collapse_shape)
    ValueError, "Swizzle mismatch. In transforms swizzle: {in_swizzle}, out transforms swizzle {out_swizzle}.",
    "a view of an SMEM ref keeps its swizzle: give in_transforms and out_transforms the same one",
)
TRANSPOSE_TRANSFORMS_COUNT = Message(  # :2091
    ValueError, "Size mismatch for in/out transforms. In transforms: {in_transforms}, out transforms: {out_transforms}.",
    "a transposed SMEM ref is tiled as its source: give out_transforms a tile when in_transforms has one",
)
TRANSPOSE_CANNOT_TILE = Message(  # :2122
    ValueError,
    "Cannot tile a transpose ({permutation}). Tiling dims ({tiling_dims}) cannot contain non-tiled dims. All of them "
    "must be >= {offset}.",
    "a permutation of a tiled ref keeps its tiled (trailing) dims among themselves",
)
TRANSPOSE_TRANSFORMS_INVALID = Message(  # :2131
    ValueError, "Invalid in/out transforms. In transform: {in_transform}, out transform: {out_transform}",
    "the transposed ref's tile is its source's, permuted as its dims are: {expected}",
)
EXPAND_TILED_DIMS = Message(  # :2177
    NotImplementedError, "Expanding tiled dimensions is not supported.",
    "expand only the untiled (leading) dims of a tiled SMEM ref",
)
COLLAPSE_TRANSFORMS_COUNT = Message(  # :2205
    ValueError,
    "Expected the same number of in/out transforms, but got in_transforms={in_transforms} and "
    "out_transforms={out_transforms}",
    "a collapsed SMEM ref is tiled as its source: give out_transforms a tile when in_transforms has one",
)
COLLAPSE_STRIDED = Message(  # :2223
    NotImplementedError, "Collapsing the shape of a memref with non-contiguous strides is not supported",
    "collapse a contiguous (row-major) ref",
)
COLLAPSE_TILING_INCOMPATIBLE = Message(  # :2236
    ValueError, "Input tiling {tiling} is not compatible with {view}",
    "a collapse of a tiled ref joins tiled dims only with tiled dims, whose tiles then tile the joined dim",
)
COLLAPSE_TILING_MISMATCH = Message(  # :2242
    ValueError,
    "Input/output tiling mismatch when attempting to collapse a shape. Expected output tiling to be {expected} for "
    "input tiling {tiling}, but got {got}",
    "give out_transforms the tile {expected} (mgpu-infer-layout does)",
)
CAST_TMEM_LAYOUTS = Message(  # :2053; fields: jax's Python reprs, TiledLayoutAttr(#mosaic_gpu.TiledLayout<...>)
    NotImplementedError,
    "memref.cast tmem layouts must be identical for both input and output but got in_tmem_layout={in_tmem_layout} "
    "and out_tmem_layout={out_tmem_layout}",
    "a cast of a TMEM ref keeps its layout: give in_tmem_layouts and out_tmem_layouts one value (mgpu-infer-layout "
    "does)",
)

# ---- a ref as the op that made it left it (jax's unwrap_transformed_memref, _undo_conversion_cast, tile_offset and
# _tmem_ref_from_ir, dialect_lowering.py:243, :160, :977, :2426 at jax-v0.12.0.1): an op reads an SMEM ref in its
# in_transforms, a TMEM ref in its in_tmem_layouts, which must be what the ref's producer gave it ----

TRANSFORMS_DISAGREE = Message(  # :243; fields: the transforms arrays as MLIR prints them
    ValueError, "Expected transforms {expected} do not match actual transforms {actual}",
    "{producer} made this ref with out_transforms {actual}: give this op the same in_transforms (mgpu-infer-layout "
    "does)",
)
TRANSFORMED_TYPE_DISAGREES = Message(  # :160, where the tiles differ (the tiled types do); t= the type this op expects
    ValueError, "Expected type {t} for value {v} ({made})",
    "{producer} made this ref with out_transforms {actual}, this op reads it with {expected}: give both one value "
    "(mgpu-infer-layout does)",
)
TILE_OFFSET = Message(  # :977 (jax's transform_type of a ref at a static offset)
    ValueError, "Offset {i} is not divisible by tile size {t}",
    "a tiled SMEM ref starts at a whole tile: offset it by a multiple of the tile in each tiled dim",
)
TILE_STRIDES = Message(  # :1002, :1031 (jax's tile_strides; text= its words, mgpu.layouts.tile_strides's)
    ValueError, "{text}",
    "jax tiles an SMEM ref whose tiled (trailing) dims have its smallest strides, each a whole number of tiles of the "
    "next",
)
TMEM_LAYOUT_DISAGREES = Message(  # :2426; ref= the ref's producer, layouts as MLIR prints them
    ValueError, "{ref} has a layout {layout} that does not match the expected layout {expected}.",
    "the op's in_tmem_layouts must be the layout the TMEM ref was made with (mgpu-infer-layout gives both one value)",
)

# ---- wgmma operands and reductions (jax's _mgpu_wgmma_op_lowering_rule and
# _vector_multi_dim_reduction_op_lowering_rule, dialect_lowering.py:1654 and 840-853 at jax-v0.12.0.1) ----

WGMMA_SWIZZLES_DIFFER = Message(
    ValueError, "Non-matching swizzles of operands a and b in WGMMA: {a} != {b}",
    "give A's and B's SMEM refs the same swizzle transform",
)
REDUCTION_ACC_LAYOUT = Message(
    ValueError, "Output layout {out} must match the accumulator layout {acc}",
    "give the result and the accumulator one layout (a layout_cast of the accumulator)",
)
REDUCTION_KIND = Message(  # :835 (vector.reduction), :893 (vector.multi_reduction)
    NotImplementedError, "Unsupported reduction kind: {kind}",
    "jax {version} lowers {kinds} reductions: reduce with one of them (and / or / xor as a loop of arith ops)",
)
REDUCTION_LAYOUT = Message(  # :861, with jax's str of the layout
    NotImplementedError, "Unsupported layout: {layout}",
    "jax's vector.multi_reduction reduces a value in a tiled layout: layout_cast the source to one (e.g. the WGMMA "
    "layout) first",
)
REDUCTION_ONE_DIM = Message(
    NotImplementedError, "Only 1 reduction dimension is supported.",
    "reduce one dimension at a time: a vector.multi_reduction per dimension",
)

# ---- jax's checks of single ops (dialect_lowering.py at jax-v0.12.0.1, the line beside each) ----

_SCALAR_ACCESS_FIX = ("memref.load / memref.store read or write one element of an untransformed SMEM ref (a barrier "
                      "phase, a scalar): give it in_transforms = [[]], or load a tiled ref with mosaic_gpu.vector_load")
MEMREF_LOAD_TRANSFORMED = Message(  # :2314
    NotImplementedError, "memref.LoadOp does not support transforms: {what}", _SCALAR_ACCESS_FIX,
)
MEMREF_STORE_TRANSFORMED = Message(  # :2336
    NotImplementedError, "memref.StoreOp does not support transforms: {what}", _SCALAR_ACCESS_FIX,
)

OUT_OF_SMEM = Message(  # :1799
    ValueError, "Ran out of shared memory.",
    "this slice_smem ends at byte {end}, past the {requested} bytes of dynamic shared memory its gpu.launch "
    "requests: request more (the kernel's smem size) or place the slice lower",
)
UNSUPPORTED_CONSTANT = Message(  # :374 (not dense elements), :378 (not a splat)
    NotImplementedError, "Unsupported constant op: {what}",
    "jax lowers a vector constant that is one value splat over the vector: build other values in registers "
    "(broadcasted_iota and arith ops) or load them from memory",
)
CLUSTER_REF_DIMS = Message(  # :353
    ValueError, "Exactly one cluster dimension must be specified, got {count}",
    "give get_cluster_ref the peer's index along one cluster dimension (x, y or z)",
)
EXTRACT_DYNAMIC_POSITION = Message(  # :754, and inference's layout_inference.py:1456
    NotImplementedError, "Only slicing with static indices allowed.",
    "extract at constant positions (static_position), or select the element with arith ops",
)
PREFETCH_COLLECTIVE = Message(  # :1213
    NotImplementedError, "Collective prefetches are not supported yet.",
    "prefetch from each CTA (collective = [])",
)
OPTIMIZATION_BARRIER_OPERAND = Message(  # :321 at 0.11.2 and 0.12.0.1 (JaxVersion.optimization_barrier_scalars)
    NotImplementedError, "Unsupported optimization barrier for operand {type}",
    "an optimization_barrier passes vectors and scalars (integers, floats, index) through: pass a ref's loaded "
    "value, not the ref",
)
OPTIMIZATION_BARRIER_TYPE = Message(  # fragmented_array.py:4655, :4672 at jax-v0.10.2; :5700, :5717 in the 0.12.0.1 wheel
    NotImplementedError, "{type}",
    "an optimization_barrier takes registers of 32-bit elements, or vectors of narrower ones: convert the value "
    "to f32 or i32 before the barrier",
)
OPTIMIZATION_BARRIER_PARTIAL_WORD = Message(  # fragmented_array.py:4658 at jax-v0.10.2, :5703 in the 0.12.0.1 wheel
    NotImplementedError, "{length}",
    "an optimization_barrier takes a register of elements narrower than 32 bits as whole 32-bit words: use a "
    "layout whose registers hold a multiple of 32 bits (here {length} elements a register)",
)
OPTIMIZATION_BARRIER_NON_VECTOR = Message(  # :331 at 0.10.2; what= the op as MLIR prints it
    NotImplementedError, "Optimization barrier op {what} has non-vector operands.",
    "jax 0.10.2's optimization_barrier passes vectors only (jax 0.11 also passes scalars)",
)
ASYNC_STORE_SMEM_BYTES = Message(  # :587 (JaxVersion.stored_bytes_in_bytes; before 0.12: TRANSFER_BITS_NOT_DIVISIBLE)
    NotImplementedError, "Transfer of {bytes} bytes is not divisible by {threads}",
    "the 128 threads of a warpgroup each store the same number of bytes: make the stored value a multiple of 128 "
    "bytes",
)
SCF_IF_VECTORS = Message(  # :2856: jax's rule raises NotImplementedError with no words
    NotImplementedError, "NotImplementedError (jax's lowering of an scf.if with vector operands or results)",
    "jax lowers an scf.if that carries no warpgroup vector: select between vectors with arith.select, or carry "
    "them through SMEM",
)

# ---- collective (CTA pair) tcgen05 ops (jax's LoweringContext.check_collective, dialect_lowering.py:78-92 at
# jax-v0.12.0.1) ----

COLLECTIVE_INCONSISTENT = Message(
    ValueError, "Collective attributes are inconsistent across operations in the kernel.",
    "a kernel's TMEM allocations, copies to TMEM, tcgen05_mma and commits are all collective (a CTA pair) or none is",
)

# ---- tcgen05_commit_arrive's commit_a_read_only (jax 0.12.1's tcgen05.commit_arrive, tcgen05.py:924-929) ----

COMMIT_A_READ_ONLY_ARCH = Message(
    NotImplementedError, "SMEM-read-only commit for operand A requires sm_107f, got sm_{major}{minor}",
    "commit_a_read_only is of sm_107f's tcgen05.commit (.smem.a.read): leave it false on sm_{major}{minor}",
)
COMMIT_A_READ_ONLY_NOT_EMULATED = Message(
    NotImplementedError, "not supported: a tcgen05_commit_arrive with commit_a_read_only (sm_107f's tcgen05.commit "
    "... .smem.a.read, which the emulator does not run)",
    "leave commit_a_read_only false: the barrier then tracks the whole MMA, which is what jax waits for otherwise",
)

# ---- TMA copies (jax's LaunchContext._check_tma_strides_and_swizzle, launch_context.py:1282 at 0.12.0.1) ----

TMA_BOX_ELEMENTS = Message(
    ValueError,
    "Async copies only support copying <=256 elements along each dimension, got {shape}",
    "copy the slice in pieces of at most 256 elements a dim, or, contiguous in GMEM, from untiled and unswizzled "
    "SMEM (a load with an OOB fill mode other than ZEROS), which is copied as one run of bytes",
)
TMA_SWIZZLE_MINOR_DIM = Message(
    ValueError,
    "Async copies with swizzle={swizzle} require the last dimension of the slice to be exactly {swizzle} bytes "
    "i.e.  {elems} elements, but got {minor} elements.",
    "slice the copy along its minor dim into pieces of {elems} elements, or tile the SMEM ref by {elems} minor "
    "elements (a tiled ref's box is its tile)",
)

# ---- a TMA copy in an inline_mgpu body (custom_primitive): its descriptor as mgpu-capture recorded it
# (mgpu/capture/tma_record.py, mgpu/passes/lowering/recorded_tma.py); `what` of LOWERING_NOT_SUPPORTED ----

INLINE_TMA_NOT_RECORDED = (
    "a TMA copy in a custom_primitive body (inline_mgpu's LaunchContext.async_copy) whose descriptor the module "
    "does not record: jax makes it on the host after this stage; mgpu-capture writes it on the module as "
    "mgpu.tma_descriptors (capture the kernel again with this mgpu)")
INLINE_TMA_UNRECORDED = (
    "a TMA copy in a custom_primitive body (inline_mgpu's LaunchContext.async_copy) of a descriptor mgpu-capture "
    "did not record (of a peer's or a multicast GMEM ref, an im2col one, or one of dynamic shape)")
INLINE_TMA_NO_ARGUMENT = ("a recorded TMA descriptor (mgpu.tma_descriptors) of kernel argument {index}, which the "
                          "module does not have")

# ---- collective async_loads: leader-tracked and partitioned (jax's LaunchContext checks,
# launch_context.py:984-1004 and 1782 at jax-v0.10.2) ----

LEADER_TRACKED_LOAD_CTAS = Message(NotImplementedError,
                                   "a leader-tracked collective async_load over {n} CTAs (jax's takes 2)")
PARTITIONED_LOAD_AXIS = Message(ValueError, "a partitioned async_load along axis {axis} of a slice of {dims} dims")
PARTITIONED_LOAD_CLUSTER = Message(NotImplementedError, "Partitioned loads only supported for clusters of size 2")
PARTITIONED_LOAD_DIVIDE = Message(ValueError, "The collective size ({size}) must divide the slice shape along the "
                                              "partitioned dimension, but it has size {length}")

# ---- block-scaled and sparse MMA: scales copied to TMEM, tcgen05_mma's operand kinds ----

SCALES_TO_TMEM_UNSUPPORTED = (
    "not supported: async_store_scales_smem_to_tmem of {src} into {dst} in TMEM layout {layout} (only "
    "f8E8M0FNU / f8E4M3FN scales from a contiguous SMEM ref, shaped (rows / 128 <= 2, columns / 4, 32, 16) "
    "for scales_layout or (1, columns / 4, 64, 16) for the M=64-collective B scales layout, as jax's "
    "tcgen05.async_copy_scales_smem_to_tmem)")
SCALED_MMA_UNSUPPORTED = (
    "not supported: a block-scaled tcgen05_mma of {ab} operands with {scale} scales in TMEM layouts {layouts} "
    "(only operands in SMEM: E4M3 / E5M2 with f8E8M0FNU scales, kind::mxf8f6f4.block_scale.scale_vec::1X, or "
    "E2M1 with f8E8M0FNU scales, kind::mxf4.block_scale.scale_vec::2X, or with f8E4M3FN scales, "
    "kind::mxf4nvf4.block_scale.scale_vec::4X; scales in scales_layout or B's in the M=64-collective layout, "
    "into an f32 accumulator)")
FP4_MMA_NOT_K_MAJOR = ("not supported: a block-scaled tcgen05_mma of 4-bit operands with {operand} (4-bit block "
                       "scaled MMA only supports K-fastest operands: jax's tcgen05.mma, tcgen05.py:498-506 at "
                       "jax-v0.10.2)")
SCALED_SPARSE_MMA_BLOCKS = (
    "not supported: a block-scaled sparse tcgen05_mma with K = {k} and scales {a} / {b} (jax's: K / {block} = "
    "{blocks} scale blocks, one a {block}-element block of the logical K)")

# ---- debug_print, as jax's FragmentedArray.debug_print and utils.debug_print (fragmented_array.py:3575,
# utils.py:147-165 at jax-v0.10.2), and print_layout, whose text jax formats with Python's str.format
# (dialect_lowering.py:697) ----

DEBUG_PRINT_TYPE = Message(NotImplementedError, "Can't print the type {type}",
                           "jax's debug_print prints integers, index, f32, f16, bf16 and f8E8M0FNU elements")
DEBUG_PRINT_FORMAT = Message(ValueError, "debug_print format '{format}' does not take the element's index and "
                                         "value: {why}",
                             "jax fills the format's one {{}} with '[i, j]: {{}}' (str.format), then each {{}} with "
                             "a printf conversion")
PRINT_LAYOUT_FORMAT = Message(ValueError, "print_layout format '{format}' does not take the layout's text: {why}",
                              "jax fills the format's {{}} with the layout's name (str.format), as in "
                              "print_layout(\"x: {{}}\", x)")

# ---- sub-byte elements (i4, i2, f4): a byte address from a count of elements ----

# jax's utils.memref_ptr (utils.py:1764-1772 at jax-v0.10.2) raises this for a ref of sub-byte elements
# whose static offset is not a whole byte (its text, stray backtick included)
SUB_BYTE_STATIC_OFFSET = Message(ValueError, "{type} static_offset={offset} is not divisible by packing={packing}`")
# register transfers of sub-byte elements: jax's transfer_tiled (fragmented_array.py:4199-4203 at
# jax-v0.10.2) refuses a register of a partial byte; a register that starts inside a byte has no address
TRANSFER_VECTOR_BYTES = Message(ValueError, "Vector length ({length}) must be a multiple of bytes, but has {bits} bits")
SUB_BYTE_REGISTER_OFFSET = Message(
    NotImplementedError, "not supported: registers of layout {layout} in {ref}, one of which starts inside a "
                         "byte (at element {element}, {packing} elements a byte)")

# ---- jax's register arithmetic (FragmentedArray, jax/experimental/mosaic/gpu/fragmented_array.py at
# jax-v0.12.0.1, the line beside each) ----

# _pointwise (:1652) refuses 2- to 8-bit elements for every op but the bitwise ones (and, or, xor, ==, !=, bitcast,
# ctlz) and the abs of an 8- or 4-bit float (a mask of the sign bit); fields: bits= the element's bits
POINTWISE_BITWIDTH = Message(
    NotImplementedError,
    "Pointwise operations on {bits}-bit types are unsupported (except bitwise operations). Upcast to a 16- or "
    "32-bit type before performing the operation.",
    "jax's register arithmetic on {bits}-bit elements is bitwise only: extend the operands (arith.extf / extsi / "
    "extui) to 16 or 32 bits, compute, and truncate the result",
)
# jax 0.12.1's integer add / sub / max / min of 8-bit elements: packed PTX (add.s8x4, ...) of sm_107f only
# (fragmented_array.py:1770, :1809, :2090, :2123 at 0.12.1), each lifted by _lift_fast_packed_instr (:2386), which
# takes a register of 32 bits or more
PACKED_8BIT_ARCH = Message(
    NotImplementedError, "Packed 8-bit integer ALU instructions require sm_107f, got sm_{major}{minor}",
    "jax 0.12.1 computes 8-bit integer add, sub, max and min with sm_107f's packed instructions only: extend the "
    "operands (arith.extsi / extui) to 16 or 32 bits, compute, and truncate the result",
)
PACKED_INSTR_VECTOR = Message(
    NotImplementedError, "Instruction {instr} is not supported for {type} ({bits}-bit vector)",
    "jax packs four 8-bit elements a register: give the value a layout whose vector holds 4 elements or more",
)
E8M0_RECIPROCAL_SPLAT = Message(  # _e8m0_reciprocal (:1793): jax's words are the register's type
    NotImplementedError, "{dtype}",
    "jax computes 1.0 / x of {dtype} on vectors of bytes: give x a strided or tiled layout (the divf's layouts)",
)
# FragmentedArray.astype, the casts (arith.extf / truncf / sitofp / ... : dialect_lowering.py:1366-1400), in its order;
# fields: the element types as MLIR prints them
CAST_REGISTER_BITS = Message(  # :2461; bits= the target's bits times the layout's vector length
    ValueError, "Register bitwidth in target type must be divisible by 8, got {bits}",
    "jax casts whole registers of {length} elements: give the value a layout whose vector holds whole bytes of "
    "{new} (a layout_cast to a longer vector), or cast to a wider type",
)
CAST_E8M0_ARCH = Message(  # :2997
    ValueError, "f8e8m0fnu type only supported on Blackwell and newer GPUs",
    "the kernel targets sm_{major}0: cast to or from f8E8M0FNU on sm_100 (mosaic_gpu.arch_major = 10)",
)
CAST_F4_ARCH = Message(  # :3080
    ValueError, "f4e2m1fn casts only supported on Blackwell and newer GPUs",
    "the kernel targets sm_{major}0: cast to or from f4E2M1FN on sm_100 (mosaic_gpu.arch_major = 10)",
)
CAST_F4_UNIMPLEMENTED = Message(  # :3107
    NotImplementedError, "Unimplemented cast from {cur} to {new}",
    "jax casts f4E2M1FN to and from f16, bf16, f32 and the 8-bit floats: cast through f32",
)
CAST_NARROW_FLOAT = Message(  # :3117
    NotImplementedError, "Unsupported conversion involving narrow float types: {cur} to {new}",
    "jax casts f8E4M3FN, f8E5M2 and f8E8M0FNU to and from f16, bf16 and f32 only (and i4 to f8E4M3FN): cast "
    "through f32",
)
CAST_E8M0_F16 = Message(  # :3058, where f8E8M0FNU pairs with bf16 only, whatever the ptxas
    NotImplementedError,
    "Hardware has no support for converting from {cur} to {new} (only cast from {cur} to bf16 is supported). "
    "Cast to f32 first and then to the target type (expensive, but sufficient).",
    "cast f8E8M0FNU through bf16 or f32",
)
# math ops with fastmath<afn>, which jax computes with approximate PTX (exp2 / log2 / sin / cos / tanh / rsqrt / sqrt
# .approx, fragmented_array.py:2066-2164; JaxVersion.approx_math); fields: jax= jax's exception as it prints
# ("NotImplementedError(f16)", or "NotImplementedError()" where it has no words), name= the op's, dtype=, dtypes=
APPROX_DTYPE = Message(
    NotImplementedError, "{jax}: jax {version} computes {name} with fastmath<afn> on {dtypes} only, not {dtype}",
    "compute it in f32 (arith.extf first), or drop fastmath<afn> for the exact {name}",
)
# jax's _unary_op_lowering_rule passes approx=True to every unary op whose fastmath is exactly <afn>
# (dialect_lowering.py:1413-1416), and these methods take no approx argument: Python's TypeError, as jax raises it
APPROX_NOT_TAKEN = Message(
    TypeError, "FragmentedArray.{method}() got an unexpected keyword argument 'approx'",
    "jax's lowering of {name} takes no fastmath<afn>: drop it",
)
APPROX_NEG = Message(  # arith.negf's method is Python's operator.neg (dialect_lowering.py:1436)
    TypeError, "_operator.neg() takes no keyword arguments", "jax's lowering of arith.negf takes no fastmath<afn>: drop it",
)

# FragmentedArray.__getitem__ (fragmented_array.py:2328-2366 at jax-v0.12.0.1, :2017-2045 at jax-v0.10.2), which jax's
# vector.extract indexes (dialect_lowering.py:760, :768; JaxVersion.indexes_untiled_dims)
SLICE_NOT_TILED = Message(
    NotImplementedError, "Only arrays with tiled layouts can be sliced",
    "jax slices and indexes a splat or a tiled value: layout_cast the source to a tiled layout",
)
INTEGER_INDEX_TILED = Message(  # :2341
    NotImplementedError, "Integer indexing not implemented for tiled dimensions (only slicing allowed)",
    "jax indexes the dims before the layout's tile only: take a vector.extract_strided_slice of the tiled dims",
)
INTEGER_INDEX = Message(  # jax 0.10.2's :2028, a scalar vector.extract of a tiled value
    NotImplementedError, "Integer indexing not implemented (only slicing allowed)",
    "jax 0.10.2 extracts a scalar of a splat only: take a vector.extract_strided_slice",
)
SLICE_NOT_TILE_ALIGNED = Message(  # __setitem__, jax's vector.insert_strided_slice (:2403)
    NotImplementedError, "Only tile aligned slicing supported",
    "insert a value whose offsets and shape are multiples of the layout's tile",
)
RESHAPE_TILED = Message(  # FragmentedArray.reshape (fragmented_array.py:3813; :3386 at jax-v0.10.2)
    ValueError, "Can't reshape {shape} to {new} with a tiled layout with base tile of {tile}",
    "jax reshapes a tiled value in its dims above the base tile: keep the tile's minor dims, and a multiple of its "
    "major one",
)

# ---- SMEM <-> register transfers of a tiled value (ldmatrix / stmatrix from jax 0.11.2: JaxVersion.smem_transfers_txmatrix) ----
# FragmentedArray.transfer_tiled's refusals (fragmented_array.py:4776-4805 at 0.12.0.1; UnsupportedTransferError, then
# ValueError) and plan_tiled_transfer's (TransferPlanDerivationError, :5533-5621), at the vector_load / vector_store
_TRANSFER_FIX = ("the value's layout and the ref's tile and swizzle make no transfer jax lowers: cast the value to "
                 "another layout, give the ref other transforms, or set optimized = false (a plan's refusals only)")
TRANSFER_STRIDES_NOT_VECTORS = Message(
    VerifyException, "Tiled strides must be a multiple of the vector length, except for the load vectorized dimension",
    _TRANSFER_FIX)
TRANSFER_STRIDES_NOT_VECTORS_0_10 = Message(  # a ValueError at jax-v0.10.2 (fragmented_array.py:4177)
    ValueError, "Tiled strides must be a multiple of the vector length, except for the vector dimension",
    _TRANSFER_FIX)
TRANSFER_VECTOR_DIM_STRIDE = Message(
    VerifyException, "Vectorized dimension should not require further tiling and have a stride of 1", _TRANSFER_FIX)
TRANSFER_SWIZZLE = Message(ValueError, "Only swizzled transfers supported", _TRANSFER_FIX)
TRANSFER_TXMATRIX_8BIT_ORDER = Message(NotImplementedError, "Unsupported layout for 8-bit txmatrix", _TRANSFER_FIX)
TRANSFER_PLAN_SWIZZLE_TILE = Message(
    VerifyException, "Failed to prove that vector transfers don't cross swizzle tile boundaries. This check is "
                     "incomplete, and does not guarantee that this is a user error, but it might be. "
                     "transfer_alignment={transfer_alignment}", _TRANSFER_FIX)
TRANSFER_PLAN_BYTES = Message(VerifyException, "transfer_bytes={transfer_bytes} > {limit} not implemented",
                              _TRANSFER_FIX)
TRANSFER_PLAN_ELEMENT_BITS = Message(VerifyException, "element_bits={element_bits} > {limit} not implemented",
                                     _TRANSFER_FIX)
TRANSFER_PLAN_BANK_CONFLICTS = Message(
    VerifyException, "Failed to synthesize a transfer pattern that avoids bank conflicts", _TRANSFER_FIX)
