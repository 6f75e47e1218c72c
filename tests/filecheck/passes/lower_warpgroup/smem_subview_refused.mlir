// RUN: mgpu-opt %s -p mgpu-lower-warpgroup --split-input-file --verify-diagnostics

// A memref.subview of a SMEM ref is kept as it is, but only where jax's Warpgroup lowering lowers it: the
// slices its _memref_subview_op_lowering_rule refuses (dialect_lowering.py:1881-1994 at jax-v0.12.0.1),
// refused in its words.

// Every other row of a SMEM ref: jax slices with unit strides only.
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "k"}> ({
  ^bb0(%i: index):
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    // expected-error @+1 {{'memref.subview' op SubViewOp only supports static strides of 1.}}
    %v = "memref.subview"(%s) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 32, 128>, static_strides = array<i64: 2, 1>}> {in_transforms = [[]], out_transforms = [[]]} : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> memref<32x128xf16, strided<[256, 1]>, #gpu.address_space<workgroup>>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A slice of a dynamic number of rows.
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "k"}> ({
  ^bb0(%n: index):
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    // expected-error @+1 {{'memref.subview' op SubViewOp only supports static sizes.}}
    %v = "memref.subview"(%s, %n) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: -9223372036854775808, 128>, static_strides = array<i64: 1, 1>}> {in_transforms = [[]], out_transforms = [[]]} : (memref<64x128xf16, #gpu.address_space<workgroup>>, index) -> memref<?x128xf16, strided<[128, 1]>, #gpu.address_space<workgroup>>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A slice whose transforms are not its source's.
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "k"}> ({
  ^bb0(%i: index):
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'memref.subview' op SubViewOp transforms for the input and output refs must be identical.}}
    // expected-note @+1 {{give in_transforms and out_transforms the same transforms}}
    %v = "memref.subview"(%s) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 64, 128>, static_strides = array<i64: 1, 1>}> {in_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<64 : i32>]]} : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> memref<64x128xf16, strided<[128, 1]>, #gpu.address_space<workgroup>>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// 32 columns of a ref swizzled by 128 bytes (64 f16 a swizzle row): not whole swizzle rows.
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "k"}> ({
  ^bb0(%i: index):
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'memref.subview' op Swizzled dimension of size=32 is not a multiple of swizzle_elems=64.}}
    // expected-note @+1 {{slice whole swizzle rows of the minor dim (64 elements)}}
    %v = "memref.subview"(%s) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 64, 32>, static_strides = array<i64: 1, 1>}> {in_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]} : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> memref<64x32xf16, strided<[128, 1]>, #gpu.address_space<workgroup>>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// Columns [32, 96): a swizzle row's worth, starting inside one.
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "k"}> ({
  ^bb0(%i: index):
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'memref.subview' op subview offset=32 is not a multiple of swizzle_elems=64.}}
    // expected-note @+1 {{start the slice of the swizzled minor dim on a whole swizzle row (64 elements)}}
    %v = "memref.subview"(%s) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 32>, static_sizes = array<i64: 64, 64>, static_strides = array<i64: 1, 1>}> {in_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]} : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> memref<64x64xf16, strided<[128, 1], offset: 32>, #gpu.address_space<workgroup>>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// Columns from an index nothing says is a multiple of 64.
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "k"}> ({
  ^bb0(%i: index):
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'memref.subview' op subview dynamic offset is not a known multiple of swizzle_elems=64.}}
    // expected-note @+1 {{compute the offset as a product by a multiple of 64}}
    %v = "memref.subview"(%s, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0, -9223372036854775808>, static_sizes = array<i64: 64, 64>, static_strides = array<i64: 1, 1>}> {in_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]} : (memref<64x128xf16, #gpu.address_space<workgroup>>, index) -> memref<64x64xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// Two tile transforms: jax's unwrap of the source (dialect_lowering.py:1949 at jax-v0.12.0.1) refuses them in
// transform_type (:1068), before the rule's own "only supports a single tile transform" (:1990).
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "k"}> ({
  ^bb0(%i: index):
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'memref.subview' op Unsupported transforms: (TileTransform(tiling=(8, 64), rounding=None), TileTransform(tiling=(8, 8), rounding=None))}}
    // expected-note @+1 {{jax tiles an SMEM ref by one tile transform: give the ref one #mosaic_gpu.tile}}
    %v = "memref.subview"(%s) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 64, 128>, static_strides = array<i64: 1, 1>}> {in_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.tile<[8, 8]>]], out_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.tile<[8, 8]>]]} : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> memref<64x128xf16, strided<[128, 1]>, #gpu.address_space<workgroup>>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// The same columns from an index the IR computes as a multiple of 64, and a slice of whole swizzle rows
// at a static offset: both lowered (no diagnostic). (An assume_multiple would not do: jax's rule, as
// mgpu's, has replaced it by its operand when the subview is lowered.)
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "k"}> ({
  ^bb0(%i: index):
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    %c64 = arith.constant 64 : index
    %m = arith.muli %i, %c64 : index
    %v = "memref.subview"(%s, %m) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0, -9223372036854775808>, static_sizes = array<i64: 64, 64>, static_strides = array<i64: 1, 1>}> {in_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]} : (memref<64x128xf16, #gpu.address_space<workgroup>>, index) -> memref<64x64xf16, strided<[128, 1], offset: ?>, #gpu.address_space<workgroup>>
    %w = "memref.subview"(%s) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 8, 64>, static_sizes = array<i64: 8, 64>, static_strides = array<i64: 1, 1>}> {in_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]], out_transforms = [[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]} : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> memref<8x64xf16, strided<[128, 1], offset: 1088>, #gpu.address_space<workgroup>>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
