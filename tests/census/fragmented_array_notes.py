"""What mgpu does at each raise site of jax's ``fragmented_array.py`` that no mgpu text matches by its words, or
whose words are too short to match (tests/census/raises_coverage.py's ``BY_HAND``, for this file): the row that
raises it, or why no module reaches it (``unreachable:``), or why it is jax's own invariant (``internal:``), or
what mgpu refuses there in its own words (``refused:``).

jax's Warpgroup lowering reaches ``FragmentedArray`` through its rules (dialect_lowering.py at jax-v0.12.0.1): it
reads each vector operand in its producer's layout (``_fragmented_array_from_ir``, :192), and calls the method of
the op (arithmetic :1384-1605, loads and stores :419-590, reductions :808-911, slices :725-800, shape_cast and
broadcast_in_dim, vector_concat, optimization_barrier). The lines below are jax-v0.12.0.1's unless said.
The sites of the SMEM transfer planner (``transfer_tiled``, ``load_tiled``, ``store_tiled``,
``plan_tiled_transfer``) and of the GMEM transfers (``plan_gmem_transfer``, ``store_untiled``) are not listed:
their checks are mgpu's SMEM and GMEM transfer models'.
"""

from __future__ import annotations

FILE = "fragmented_array.py"


def site(function: str, kind: str, message: str = "") -> str:
    """A census key (extract_raises.key) of this file."""
    return f"{FILE} {function}: {kind}({message!r})"


VE, NIE, TE = "ValueError", "NotImplementedError", "TypeError"
# Why the verifiers rule out a site, by the op whose verifier does (MLIR's, jaxlib's, and mgpu's, which words them
# as MLIR does: mgpu/dialect/diagnostics/upstream.py)
FLOAT_OPERANDS = "unreachable: the math op's verifier takes float operands only (MLIR's math dialect), and arith's"
SAME_LAYOUT = ("unreachable: the rule reads every operand in the op's one layout (its 'Layout mismatch', "
               "dialect_lowering.py:1462), of one shape by the op's verifier")
NO_UNREDUCED = ("unreachable: a layout with unreduced dims is made only by a reduction given a target_layout "
                "(:3206), which no rule passes (dialect_lowering.py:827-833, :880); #mosaic_gpu.TiledLayout has no "
                "unreduced dims (layouts.py:97-100)")
NOT_CALLED = "unreachable: jax's Warpgroup lowering does not call it (Pallas's and jax's own kernels do)"
MULTIMEM = "refused: mgpu refuses every multimem access, naming it (lowering.MULTIMEM_DEVICES)"

NOTES: dict[str, tuple[str | None, str]] = {
    # ---- the tiling and layout classes (:60-870) ----
    site("untile_shape.fail", VE, "shape {orig_shape} is not a valid result of applying tiling {self}."): (
        None, "internal: jax untiles the tiled shapes its own tile_shape made"),
    **{site(f, VE, "Invalid dimension {dim} for tiling {self}"): (
        None, "unreachable: called with a reduced or broadcast dim of the op, in range by the verifiers of "
              "vector.multi_reduction and broadcast_in_dim") for f in ("tile_dimension", "remove_dimension")},
    site("tile_nested_shape_strides", VE, "Shape {shape} and strides {strides} must have the same length"): (
        None, "internal: jax's transfers pass a ref's shape and strides, of one rank"),
    site("tile_nested_shape_strides.fail_if", VE, "Tiling {self.tiles} does not apply to shape {shape}"): (
        None, "internal: jax's transfers tile a ref whose transforms tiled it (transform_type, "
              "dialect_lowering.py:1046)"),
    site("__post_init__", VE, "{self} is not canonical."): ("mosaic_gpu.TILED_NOT_CANONICAL", ""),
    site("__post_init__", VE, "<(self, WARPGROUP_SIZE)>"): ("mosaic_gpu.STRIDED_LAYOUT_VECTORS", ""),
    site("__post_init__", VE, "unreduced_operation is set but layout has no unreduced dimensions"): (None, NO_UNREDUCED),
    site("__post_init__", VE, "layout has unreduced dimensions but unreduced_operation is None"): (None, NO_UNREDUCED),
    site("remove_dimension", VE, "Dimension {dim} is out of range for {self.tiling}"): (
        None, "unreachable: called with a reduced dim of vector.multi_reduction / reduction, in range by their "
              "verifiers"),
    site("reduce", VE, "op must be specified for local-only reductions"): (None, NO_UNREDUCED),
    site("reduce", VE, "Cannot partially reduce layout with op {op} when it is already unreduced with respect to "
                       "{self.unreduced_operation}"): (None, NO_UNREDUCED),
    site("find_dim_in_tiling", VE, "Dimension {dim} not found in tiling"): (
        None, "internal: a helper of jax's own layout derivations (tcgen05 and MMA layouts), given their dims"),
    site("subdivide_tile", NIE, "Multiple vector dimensions not supported."): (
        None, "internal: a helper of jax's own layout derivations, given layouts of one vector dim"),
    site("_tiled_wgmma_layout", VE, "Shape {shape} is not 2D"): (None, "internal: jax's WGMMA helpers pass 2-D shapes"),
    site("_tiled_wgmma_layout", VE, "Shape {shape} is not a multiple of 64x8"): (
        None, "internal: jax's WGMMA helpers pass WGMMA tiles"),
    site("thread_idxs", NIE): (None, "internal: called for the layouts it has cases for, by jax's own methods"),
    site("from_shaped_type", TE, "<shaped_ty>"): (None, "internal: jax's inference passes it vector types"),
    # ---- FragmentedArray's construction (:1160-1345) ----
    site("__init__", TE, "is_signed must be non-None if and only if the MLIR type is an integer type, got "
                         "_is_signed={_is_signed} for {self.mlir_dtype}"): (
        None, "internal: the rules give integers a signedness and floats none (_fragmented_array_from_ir, :209)"),
    site("__init__", VE, "Invalid register array shape: math.prod({_registers.shape}) * {WARPGROUP_SIZE} * {reg_size}, "
                         "want: math.prod({shape})"): (
        None, "internal: the registers are the ones registers_shape counted for the layout (a strided layout of "
              "another shape is refused first: lowering.STRIDED_SHAPE_INCOMPATIBLE)"),
    site("__init__", VE, "Invalid register array shape: {_registers.shape}"): (
        None, "internal: a splat is built of one register"),
    site("__init__", VE, "Register array shape does not match the tiled layout"): (
        None, "internal: the registers are the ones registers_shape counted for the layout"),
    site("__init__", NIE): (None, "internal: every layout is splat, strided or tiled"),
    site("load_strided", TE, "<ref.type>"): (None, "unreachable: vector_load's verifier takes a memref"),
    site("load_strided", VE, "{ref_ty} must have a number of elements that is a multiple of {WARPGROUP_SIZE} "
                             "(got {math.prod(shape)})"): (
        None, "unreachable: the strided layout, of the ref's shape (vector_load's verifier), is refused first when "
              "its vectors do not cover it (mosaic_gpu.STRIDED_LAYOUT_VECTORS)"),
    site("splat", VE, "Cannot splat a non-neutral value into a layout with unreduced dims"): (None, NO_UNREDUCED),
    site("splat", NIE, "<layout>"): (None, "internal: every layout is splat, strided or tiled"),
    site("broadcasted_iota", VE, "`dimension` must be smaller than the rank of the array."): (
        None, "unreachable: broadcasted_iota's verifier refuses the dimension first (mosaic_gpu.BROADCASTED_IOTA_DIM)"),
    site("shape", NIE): (None, "internal: every layout is splat, strided or tiled"),
    site("mlir_dtype", NIE): (None, "internal: every register is a scalar or a vector"),
    # ---- relayouts (to_layout, :1350-1625) ----
    site("to_layout", NIE, "to_layout not supported on partially reduced FragmentedArray"): (None, NO_UNREDUCED),
    site("to_layout", VE, "Unsupported bitwidth: {bitwidth}"): (
        None, "internal: the else of a branch taken for 16- and 32-bit elements only (:1366)"),
    site("to_layout", NIE, "Cannot convert from {self.layout} to {new_layout}"): (
        None, "refused: mgpu relays out between the layouts jax does (mgpu/passes/lowering/relayouts.py) and refuses "
              "the others as 'relayout from ... to ...' (mgpu/passes/lowering/state.py), where inference refuses them "
              "first (inference.INFER_NO_RELAYOUT)"),
    **{site("to_layout", NIE, message): (
        None, "refused: a relayout between jax's upcast WGMMA layouts of an array whose column tiles do not pack "
              "(:1478); mgpu refuses the same as 'relayout of N column tiles in groups of P' "
              "(mgpu/passes/lowering/relayouts.py)") for message in (
        "This relayout implementation requires an even number of column tiles (to pack pairs of them for "
        "efficiency)",
        "This relayout implementation requires the number of column tiles to be divisible by {pack_factor} (to pack "
        "them for efficiency)")},
    # ---- arithmetic (_pointwise and the methods of the rules, :1627-2330) ----
    site("_int_pow", VE, "Negative exponent not supported for integers"): (
        None, "unreachable: called for a product reduction of a splat, with its element count (:3336); math.ipowi has "
              "no jax rule"),
    site("_pointwise", VE, "Pointwise operations on partially reduced FragmentedArrays must distribute over the "
                           "pending reduction {self.layout.unreduced_operation}"): (None, NO_UNREDUCED),
    site("_pointwise", NIE, "<o>"): (None, "internal: the rules pass FragmentedArrays, and jax's methods scalars"),
    site("_pointwise", VE, "Cannot broadcast shape {self.shape} to layout {o.layout}"): (None, SAME_LAYOUT),
    site("_pointwise", VE, "Incompatible FragmentedArray layouts"): (None, SAME_LAYOUT),
    site("_pointwise", VE, "Incompatible FragmentedArray shapes"): (None, SAME_LAYOUT),
    site("_e8m0_reciprocal.e8m0_inv", NIE, "<x.type>"): ("lowering.E8M0_RECIPROCAL_SPLAT", ""),
    site("trunc_div", VE, "trunc_div supports only integer types, got {self.mlir_dtype}"): (
        None, "unreachable: divsi / divui's verifier takes integer operands"),
    **{site(f, NIE): (None, "unreachable: the op's verifier takes its float or integer operands (maximumf / minimumf: "
                            "floats, maxsi ...: integers)") for f in ("max", "min")},
    **{site(f, NIE): (None, FLOAT_OPERANDS) for f in ("copysign", "exp", "log", "abs", "round", "round_even")},
    **{site(f, NIE, "<self.mlir_dtype>"): (None, FLOAT_OPERANDS) for f in ("erf", "atan2")},
    # the approximations of fastmath<afn> (JaxVersion.approx_math); where one key is two sites, the other is a
    # float check, which the math op's verifier makes unreachable
    site("exp2", NIE, "<self.mlir_dtype>"): ("lowering.APPROX_DTYPE", ""),
    site("exp2", NIE): (None, FLOAT_OPERANDS),
    site("log2", NIE, "<self.mlir_dtype>"): (
        "lowering.APPROX_DTYPE", "its other site, a float check, is unreachable (math.log2's verifier)"),
    **{site(f, NIE): ("lowering.APPROX_DTYPE", "its other site, a float check, is unreachable (the op's verifier)")
       for f in ("sin", "cos", "rsqrt", "sqrt")},
    site("tanh", NIE): (
        "lowering.APPROX_DTYPE", "jax 0.10.2's approximation of a non-f32; its other site, and jax 0.11+'s only one, a "
                                 "float check, is unreachable (math.tanh's verifier)"),
    site("tanh", NIE, "<self.mlir_dtype>"): ("lowering.APPROX_DTYPE", ""),
    site("_lift_fast_instr.fast_instr", NIE, "<arg_ty>"): (
        None, "internal: jax lifts its f32 instructions over f32 registers and vectors of them"),
    site("_lift_fast_packed_instr.fast_instr", NIE, "<vec_bitwidth>"): (
        None, "internal: jax lifts its packed f16 / bf16 / 16-bit instructions over vectors of 16 or 32 bits"),
    site("bitcast", TE, "output_is_signed must be non-None if and only if the MLIR type is an integer type, got "
                        "output_is_signed={output_is_signed} for {elt}"): (
        None, "internal: the rule passes _default_is_signed of the type (dialect_lowering.py:1595)"),
    site("bitcast", VE, "Only bitcast between types of the same bitwidth supported"): (
        None, "unreachable: arith.bitcast's verifier requires one bit width"),
    # ---- slices (__getitem__ / __setitem__, :2328-2410) ----
    site("__setitem__", VE, "Expected a FragmentedArray, got: {value}"): (
        None, "internal: the rule assigns a FragmentedArray (dialect_lowering.py:789)"),
    site("__setitem__", NIE, "Only arrays with tiled layouts can be sliced"): (
        "lowering.SLICE_NOT_TILED", "the insert's destination; tested on an extract's source"),
    site("__setitem__", VE, "Only slicing with static indices allowed"): (
        None, "unreachable: vector.insert_strided_slice's offsets are attributes"),
    site("__setitem__", NIE, "Integer indexing not implemented (only slicing allowed)"): (
        None, "unreachable: the rule indexes with slices (dialect_lowering.py:784)"),
    site("__setitem__", VE, "Slice has shape {tuple(slice_shape)}, but assigned array has shape {value.shape}"): (
        None, "unreachable: the rule's slices are of the source's shape (dialect_lowering.py:784-787)"),
    site("__setitem__", VE, "Array has dtype {value.mlir_dtype}, but assigned array has dtype {self.mlir_dtype}"): (
        None, "unreachable: vector.insert_strided_slice's verifier requires one element type"),
    site("__setitem__", VE, "Array has layout {value.layout}, but assigned array has layout {self.layout}"): (
        None, "unreachable: the rule asserts its in_layouts equal first (dialect_lowering.py:782); mgpu refuses "
              "unequal ones in these words"),
    # ---- casts (astype, :2419-3180) ----
    site("astype", NIE): (None, NO_UNREDUCED),
    site("astype.pairwise_convert.do_convert", "AssertionError", "tgt_bitwidth too small"): (
        None, "internal: jax's pairwise conversions pick a target of enough bits"),
    site("astype.check_supported_rounding", "err_type",
         "Only {' and '.join(map(lambda x: x.name, allowed_roundings))} rounding mode{'' if len(allowed_roundings) == "
         "1 else 's'} are supported for {cur_dtype} -> {new_dtype}, but got {rounding}"): (
        None, "unreachable: the conversion rule passes no rounding (dialect_lowering.py:1380)"),
    site("astype", NIE, "<f'Hardware has no support for converting from {cur_dtype} to {new_dtype} (only cast from "
                        "{cur_dtype} to {ok_new_dtype} is supported). Cast to f32 first and then to the target type "
                        "(expensive, but sufficient).' + ptx_hint>"): (
        "lowering.CAST_E8M0_F16", "for f8E8M0FNU and f16; f8E4M3FN / f8E5M2 and bf16 depend on the ptxas of the "
                                  "machine that compiles the kernel (PTX ISA 9.2, :2985), and mgpu lowers them"),
    site("astype", NIE, "Conversion from {cur_dtype} to {new_dtype} must go through f32, which is expensive. Cast to "
                        "f32 explicitly if you really want it."): (
        None, "unreachable: a cast between two 8-bit floats is neither an extf nor a truncf (their verifiers: a "
              "wider, a narrower result)"),
    site("astype", NIE, "Conversion between float types of width other than 16 not supported"): (
        None, "unreachable: a cast between floats of one width is neither an extf nor a truncf"),
    site("astype", NIE, "Unsupported layout {self.layout}"): (None, "internal: every layout is splat, strided or tiled"),
    site("astype", NIE, "Unsupported conversion {cur_dtype} -> {new_dtype}"): (
        None, "unreachable: the conversion ops' verifiers take integers and floats (index_cast has no jax rule)"),
    # ---- reductions (reduce, :3195-3760) ----
    site("reduce", NIE, "A target layout can only be specified when reducing an array with a TiledLayout"): (
        None, NO_UNREDUCED),
    site("reduce", VE, "reduce on an unreduced FragmentedArray requires the same operation, got {op}, expected "
                       "{self.layout.unreduced_operation}"): (None, NO_UNREDUCED),
    site("reduce", VE, "target_layout must match self.layout.reduce(axis), up to warp and lane dimensions left "
                       "unreduced"): (None, NO_UNREDUCED),
    site("reduce", NIE, "<self.mlir_dtype>"): (
        None, "unreachable: vector.reduction / multi_reduction reduce integers and floats (their verifiers)"),
    site("reduce", VE, "Unrecognized reduction operator: {op}"): (
        None, "unreachable: the rules pass add, prod, max or min, refusing other kinds first (lowering.REDUCTION_KIND)"),
    site("reduce", NIE, "Warpgroup strided layout only support reductions along all axes"): (
        None, "unreachable: vector.multi_reduction refuses a source that is not tiled first (lowering.REDUCTION_LAYOUT, "
              "dialect_lowering.py:861), and vector.reduction reduces every dim"),
    site("reduce", NIE, "Splat reductions only supported when the operator is a string"): (
        None, "unreachable: the rules pass the operator's name (dialect_lowering.py:827-833)"),
    site("reduce", NIE, "<self.layout>"): (None, "internal: every layout is splat, strided or tiled"),
    site("reduce.swizzle_warp_idx_fn", NIE, "<num_banks_per_output>"): (
        None, "internal: its cases are the bank counts the check before it (:3495) lets through"),
    site("reduce", VE, "scratch must be provided when cross-warp reduction is required"): (
        None, "unreachable: the rules slice a scratch wherever the reduction crosses warps (dialect_lowering.py:814, "
              ":862-869)"),
    site("reduce", VE, "Expected rank 1 for scratch, got {scratch_ty.rank}"): (
        None, "internal: the rules slice a 1-D scratch"),
    site("reduce", VE, "Expected element type {self.mlir_dtype} for scratch, got {scratch_ty.element_type}"): (
        None, "internal: the rules slice the scratch in the reduced element type"),
    site("reduce", VE, "Expected scratch to be contiguous"): (None, "internal: the rules slice a contiguous scratch"),
    site("reduce", NIE, "Partial reductions to a scalar are not supported"): (
        None, "internal: a reduction to a scalar reduces every dim (vector.reduction)"),
    # ---- reshapes and broadcasts (:3775-3910) ----
    site("broadcast", NIE, "<self.layout>"): (
        None, "internal: jax broadcasts splats only (its _pointwise, :1686)"),
    site("reshape", NIE): (None, NO_UNREDUCED),
    site("reshape", VE, "Can't reshape {self.shape} to {shape}"): (
        None, "unreachable: vector.shape_cast's verifier keeps the element count"),
    site("reshape", NIE, "<self.layout>"): (None, "internal: every layout is splat, strided or tiled"),
    site("broadcast_minor", NIE): (None, NOT_CALLED),
    site("broadcast_minor", VE, "Broadcast minor is only supported for 1D arrays"): (None, NOT_CALLED),
    site("broadcast_minor", VE, "The broadcast dimension must be a multiple of 8, got {n}"): (None, NOT_CALLED),
    site("broadcast_minor", NIE, "<self.layout>"): (None, NOT_CALLED),
    site("broadcast_in_dim", NIE): (None, NO_UNREDUCED),
    **{site("broadcast_in_dim", VE, message): (
        None, "unreachable: broadcast_in_dim's verifier refuses it first (jaxlib's, in its words: "
              "mosaic_gpu.BROADCAST_DIMS_*)") for message in (
        "The number of source dimensions ({len(source_dimensions)}) must match the rank of the array "
        "({len(self.shape)})",
        "source_dimensions={source_dimensions} must be within the range [0, {len(shape)})",
        "source_dimensions={source_dimensions} must be strictly increasing and unique",
        "Dimension {i} has size {self.shape[i]} in source shape and {shape[target_dim]} in shape after broadcast")},
    site("broadcast_in_dim", NIE, "<self.layout>"): (
        None, "refused: a broadcast between a strided and a tiled layout; mgpu refuses it as 'broadcast_in_dim from "
              "... to ...' (mgpu/passes/lowering/reshape.py)"),
    site("select", NIE): (
        None, "unreachable: arith.select's verifier takes an i1 condition; its other site is a transfer plan's "
              "abstract method (internal)"),
    site("foreach", NIE): (None, "internal: called by jax's own methods on the layouts it has cases for"),
    # ---- stores: the ones of store_untiled that are not its GMEM transfer, and store_tiled_async (:4020-4250) ----
    site("store_untiled", VE, "Cannot store unreduced FragmentedArray"): (None, NO_UNREDUCED),
    site("store_untiled", VE, "<ref>"): (None, "unreachable: vector_store's verifier takes a memref"),
    site("store_untiled", NIE, "Splat layout does not support multimem"): (None, MULTIMEM),
    site("store_untiled", NIE, "<self.layout>"): (None, "internal: every layout is splat, strided or tiled"),
    site("load_reduce_untiled", VE, "Only TiledLayouts support swizzling"): (None, MULTIMEM),
    site("_store_untiled_splat", NIE, "Storing splat arrays with {bitwidth}-bit elements is not supported"): (
        None, "unreachable: no element type of a vector is wider than 64 bits in Mosaic GPU (utils.bitwidth)"),
    site("store_tiled_async", VE, "Cannot store unreduced FragmentedArray"): (None, NO_UNREDUCED),
    site("store_tiled_async", VE, "Multimem refs are not supported in store_tiled_async"): (
        None, "unreachable: async_store_smem's verifier takes an SMEM ref"),
    site("store_tiled_async", NIE, "<self.layout>"): (
        None, "unreachable: the rule refuses a layout that is not tiled first (lowering.ASYNC_STORE_SMEM_NOT_TILED)"),
    site("_store_register_atomic", VE, "base_ptr should be a generic pointer, but got {base_ptr.type.address_space}"): (
        None, "internal: jax computes the pointers it stores through"),
    # ---- load_tiled / store_tiled / transfer_tiled outside the transfer model's refusals (:4394-5035) ----
    site("store_tiled", VE, "Cannot store unreduced FragmentedArray"): (None, NO_UNREDUCED),
    site("load_tiled", VE, "Cannot load into a layout with unreduced dims"): (None, NO_UNREDUCED),
    site("store_tiled", NIE, "<self.layout>"): ("lowering.STRIDED_STORE_TILED", "and SPLAT_STORE_TILED: jax's repr of "
                                                                                "the layout"),
    site("load_tiled", NIE, "<layout>"): (
        None, "unreachable: the vector_load rule refuses a strided layout with transforms (dialect_lowering.py:421-427, "
              "lowering.STRIDED_LOAD_TRANSFORMED) and a layout neither strided nor tiled (:436-437) first"),
    **{site(f, VE, message): (
        None, "unreachable: the vector_load / vector_store rules always pass tiling_rank, the length of the ref's tile "
              "(dialect_lowering.py:464, :541 at the 0.12.0.1 wheel)") for f, message in (
        ("load_tiled", "Tiled reference must have even rank"),
        ("load_tiled", "Tiled reference must have at least two dimensions"),
        ("transfer_tiled", "Tiled reference must have an even rank when its tiling rank is not specified"))},
    **{site(f, VE, "Tiling rank for reference of shape {%s} must be at most {len(%s) // 2}" % (ref, ref)): (
        None, "unreachable: the tiled ref is the ref's tile_shape (transform_type), of its rank plus the tile's, and "
              "TileTransform.transform_shape refuses a tile of more dims than the ref first (a Python zip() error)")
       for f, ref in (("load_tiled", "tiled_shape"), ("transfer_tiled", "ref_ty.shape"))},
    site("load_tiled", VE, "Tiling rank for reference of shape {tiled_shape} must be at least 1"): (
        None, "unreachable: an empty tile fails transform_type of the ref's producer first (TileTransform."
              "transform_shape's zip(), checked in jax 0.12.0.1 with a slice_smem)"),
    site("transfer_tiled", VE, "The reference has untiled shape of {ref_logical_shape} while the register array has "
                               "shape {shape}"): (
        None, "unreachable: the rules pass the ref of the op's type, whose shape the vector_load / vector_store "
              "verifiers require to be the vector's"),
    **{site(f, "TxMatrixIneligible", message): (
        None, "internal: load_tiled / store_tiled catch TxMatrixIneligible and fall back to a plain transfer "
              "(:4456, :4558; mgpu.layouts.tiled_transfer.txmatrix_first_transfer)") for f, message in (
        ("store_tiled", "TxMatrix not supported on pre-Hopper GPUs"),
        ("transfer_tiled", "Transposed 8-bit loads and stores are not supported on pre-Blackwell architectures"),
        ("transfer_tiled", "Cannot use txmatrix for this layout"),
        ("transfer_tiled", "txmatrix requires a trivial transfer plan"))},
    site("transfer_tiled", NIE, "Unsupported element bits for txmatrix: {element_bits}"): (
        None, "unreachable: the .trans (col) ldmatrix / stmatrix is chosen for 8- and 16-bit elements only, and the "
              "branch before it takes those two (:4842, :4870)"),
    **{site(f, NIE, message): (
        None, "internal: get_base_index is returned by transfer_tiled, and load_tiled / store_tiled never call it "
              "(their '_idx')") for f in ("transfer_tiled.get_base_index",
                                         "transfer_tiled.get_tile_transfer.get_base_index") for message in (
        "Base index computation only supported for trivial transfer plans", "Tiling too complicated")},
    site("transfer_tiled", VE, "Only swizzled transfers supported"): (
        None, "unreachable: the rules pass swizzle_from_transforms_attr's SwizzlingMode (dialect_lowering.py:939-946), "
              "16 (kNoSwizzle, also without a swizzle), 32, 64 or 128; the #mosaic_gpu.swizzle parser takes no other"),
    site("plan_tiled_transfer", "TransferPlanDerivationError",
         "transfer_bytes={transfer_bytes} > {SMEM_BANK_BYTES * 4} not implemented"): (
        None, "unreachable: the swizzle-tile check before it (:5528-5536) refuses first: a vector of more than 16 bytes "
              "has more elements than a 16-byte swizzle tile, and transfer_alignment, a gcd of strides that "
              "transfer_tiled requires to be whole vectors (:4769-4777), is a multiple of the vector"),
    # ---- transfer plans (TransferPlan's abstract methods) and optimization_barrier, concatenate (:5220-6000) ----
    site("tile_index_transforms", NIE): (None, "internal: an abstract method of jax's TransferPlan"),
    site("select_if_group", NIE): (None, "internal: an abstract method of jax's TransferPlan"),
    site("optimization_barrier", NIE, "<array.mlir_dtype>"): ("lowering.OPTIMIZATION_BARRIER_TYPE", ""),
    site("optimization_barrier", NIE, "<vec_len>"): ("lowering.OPTIMIZATION_BARRIER_PARTIAL_WORD", ""),
    **{site("tiled_copy_smem_gmem_layout", NIE, message): (None, NOT_CALLED) for message in (
        "Number of tiles is not a multiple of 4", "Element types with bitwidth so large aren't supported")},
    **{site("copy_tiled", kind, message): (None, NOT_CALLED) for kind, message in (
        (VE, "Source and destination must have the same number of elements, but got source shape {src_ty.shape} and "
             "destination shape {dst_ty.shape}"),
        (VE, "Source and destination must have the same element type, but got source type {src_ty.element_type} and "
             "destination type {dst_ty.element_type}"),
        (VE, "SMEM reference must have a rank larger by 2 than the destination reference (due to 2D tiling), but got "
             "SMEM rank {smem_ty.rank} and destination rank {gmem_ty.rank}."),
        (NIE, "For swizzle={swizzle}, expected SMEM tiling to be (8, {swizzle_elems})"),
        (VE, "Expected SMEM reference to have shape {expected_src_shape} (tiling {gmem_ty.shape} by (8, "
             "{swizzle_elems})), but got {smem_ty.shape}"),
        (NIE, "Unsupported copy: {src.type} -> {dst.type}"))},
    **{site("concatenate", VE, message): (
        None, "unreachable: vector_concat's verifier refuses it first (jaxlib's, in its words: "
              "mosaic_gpu.VECTOR_CONCAT_*)") for message in (
        "Need at least one array to concatenate",
        "axis={axis} is out of bounds for array of rank={rank}",
        "All arrays must have the same rank, got {len(arr.shape)} at index {i} (expected {rank})",
        "All arrays must have the same dtype, got {arr.mlir_dtype} at index {i} (expected {arr0.mlir_dtype})",
        "All arrays must have matching shapes along non-concatenated dimensions, got shape {arr.shape} at index {i} "
        "(expected dim {d} to be {arr0.shape[d]})")},
    site("concatenate", VE, "All arrays must have the same signedness, got {arr.is_signed} at index {i} (expected "
                            "{arr0.is_signed})"): (
        None, "internal: the rule reads every operand with one signedness"),
    site("concatenate", VE, "Expected WGStridedFragLayout, got {arr.layout} at index {i}"): (
        None, "unreachable: the rule reads every operand in the op's one layout"),
    site("concatenate", VE, "All WGStridedFragLayout arrays must have the same vec_size, got {arr.layout.vec_size} at "
                            "index {i} (expected {vec_size})"): (
        None, "unreachable: the rule reads every operand in the op's one layout"),
}
