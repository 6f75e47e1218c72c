// RUN: mgpu-opt %s -p mgpu-lower-lane --split-input-file --verify-diagnostics
// RUN: mgpu-opt %s -p 'mgpu-lower{semantics=lane}' --split-input-file --verify-diagnostics

// Lane semantics: the destination must carry exactly [tile, swizzle] transforms (here: none).
"builtin.module"() ({
  "func.func"() <{function_type = (vector<64x128xf16>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> (), sym_name = "untransformed"}> ({
  ^bb0(%v: vector<64x128xf16>, %b: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, %i: i32):
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'mosaic_gpu.async_store_smem' op async_store_smem requires a tiled and swizzled ref}}
    // expected-note @+1 {{allocate the SMEM ref with tile+swizzle transforms, e.g. mosaic_gpu.with_transforms with [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>] (a 128-byte swizzle: rows of 64 f16)}}
    "mosaic_gpu.async_store_smem"(%v, %s, %b, %i) <{cluster_dim = 0 : i32, optimized = true}> : (vector<64x128xf16>, memref<64x128xf16, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A tile without a swizzle is not enough.
"builtin.module"() ({
  "func.func"() <{function_type = (vector<64x128xf16>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> (), sym_name = "tile_only"}> ({
  ^bb0(%v: vector<64x128xf16>, %b: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, %i: i32):
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    %w = "mosaic_gpu.with_transforms"(%s) <{transforms = [#mosaic_gpu.tile<[8, 64]>]}> : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> memref<64x128xf16, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'mosaic_gpu.async_store_smem' op async_store_smem requires a tiled and swizzled ref}}
    // expected-note @+1 {{allocate the SMEM ref with tile+swizzle transforms}}
    "mosaic_gpu.async_store_smem"(%v, %w, %b, %i) <{cluster_dim = 0 : i32, optimized = true}> : (vector<64x128xf16>, memref<64x128xf16, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// The order is tile, then swizzle.
"builtin.module"() ({
  "func.func"() <{function_type = (vector<64x128xf16>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> (), sym_name = "swizzle_then_tile"}> ({
  ^bb0(%v: vector<64x128xf16>, %b: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, %i: i32):
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    %w = "mosaic_gpu.with_transforms"(%s) <{transforms = [#mosaic_gpu.swizzle<128 : i32>, #mosaic_gpu.tile<[8, 64]>]}> : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> memref<64x128xf16, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'mosaic_gpu.async_store_smem' op async_store_smem requires a tiled and swizzled ref}}
    // expected-note @+1 {{allocate the SMEM ref with tile+swizzle transforms}}
    "mosaic_gpu.async_store_smem"(%v, %w, %b, %i) <{cluster_dim = 0 : i32, optimized = true}> : (vector<64x128xf16>, memref<64x128xf16, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// 3 x int4 = 12 bits: not a whole number of bytes (jax's ValueError).
"builtin.module"() ({
  "func.func"() <{function_type = (vector<3xi4>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> (), sym_name = "int4"}> ({
  ^bb0(%v: vector<3xi4>, %b: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, %i: i32):
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<3xi4, #gpu.address_space<workgroup>>
    %w = "mosaic_gpu.with_transforms"(%s) <{transforms = [#mosaic_gpu.tile<[3]>, #mosaic_gpu.swizzle<16 : i32>]}> : (memref<3xi4, #gpu.address_space<workgroup>>) -> memref<3xi4, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'mosaic_gpu.async_store_smem' op Can only transfer integer bytes (shape=(3,), dtype=int4)}}
    // expected-note @+1 {{transfer a value whose total size is a whole number of bytes}}
    "mosaic_gpu.async_store_smem"(%v, %w, %b, %i) <{cluster_dim = 0 : i32, optimized = true}> : (vector<3xi4>, memref<3xi4, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// 3 x 32 f16 = 192 bytes: the 128 threads cannot each store the same number of bytes.
"builtin.module"() ({
  "func.func"() <{function_type = (vector<3x32xf16>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> (), sym_name = "bytes"}> ({
  ^bb0(%v: vector<3x32xf16>, %b: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, %i: i32):
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<3x32xf16, #gpu.address_space<workgroup>>
    %w = "mosaic_gpu.with_transforms"(%s) <{transforms = [#mosaic_gpu.tile<[1, 32]>, #mosaic_gpu.swizzle<64 : i32>]}> : (memref<3x32xf16, #gpu.address_space<workgroup>>) -> memref<3x32xf16, #gpu.address_space<workgroup>>
    // expected-error @+2 {{'mosaic_gpu.async_store_smem' op Transfer is not a multiple of 128 bytes}}
    // expected-note @+1 {{the 128 threads of a warpgroup each store the same number of bytes}}
    "mosaic_gpu.async_store_smem"(%v, %w, %b, %i) <{cluster_dim = 0 : i32, optimized = true}> : (vector<3x32xf16>, memref<3x32xf16, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
