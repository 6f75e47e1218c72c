// RUN: mgpu-opt %s --split-input-file --verify-diagnostics

// Verifier of mosaic_gpu.async_store_smem: JAX's checks and messages (docs/design/spec.md §3), each with its fix.

// A valid store.
func.func @valid(%v: vector<64x128xf16>, %r: memref<64x128xf16, #gpu.address_space<workgroup>>, %b: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, %i: i32) {
  "mosaic_gpu.async_store_smem"(%v, %r, %b, %i) <{cluster_dim = 0 : i32, optimized = true}> : (vector<64x128xf16>, memref<64x128xf16, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> ()
  func.return
}

// -----

// A valid atomic store of 32-bit integers.
func.func @valid_atomic(%v: vector<64x128xi32>, %r: memref<64x128xi32, #gpu.address_space<workgroup>>, %b: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, %i: i32) {
  "mosaic_gpu.async_store_smem"(%v, %r, %b, %i) <{atomic_type = 0 : i32, cluster_dim = 1 : i32}> : (vector<64x128xi32>, memref<64x128xi32, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> ()
  func.return
}

// -----

// A barrier ref holding exactly one barrier is accepted, whatever its rank.
func.func @valid_one_barrier(%v: vector<64x128xf16>, %r: memref<64x128xf16, #gpu.address_space<workgroup>>, %b: memref<1x!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, %i: i32) {
  "mosaic_gpu.async_store_smem"(%v, %r, %b, %i) <{cluster_dim = 0 : i32}> : (vector<64x128xf16>, memref<64x128xf16, #gpu.address_space<workgroup>>, memref<1x!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> ()
  func.return
}

// -----

func.func @scalar(%v: f16, %r: memref<64x128xf16, #gpu.address_space<workgroup>>, %b: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, %i: i32) {
  // expected-error @+2 {{'mosaic_gpu.async_store_smem' op Scalars are not supported in async_store_smem}}
  // expected-note @+1 {{store a vector of rank >= 1: broadcast the scalar first, e.g. `vector.broadcast %x : f16 to vector<64x128xf16>`}}
  "mosaic_gpu.async_store_smem"(%v, %r, %b, %i) <{cluster_dim = 0 : i32}> : (f16, memref<64x128xf16, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> ()
  func.return
}

// -----

func.func @zero_rank_vector(%v: vector<f16>, %r: memref<64x128xf16, #gpu.address_space<workgroup>>, %b: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, %i: i32) {
  // expected-error @+2 {{'mosaic_gpu.async_store_smem' op Scalars are not supported in async_store_smem}}
  // expected-note @+1 {{store a vector of rank >= 1: broadcast the scalar first, e.g. `vector.broadcast %x : vector<f16> to vector<64x128xf16>`}}
  "mosaic_gpu.async_store_smem"(%v, %r, %b, %i) <{cluster_dim = 0 : i32}> : (vector<f16>, memref<64x128xf16, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> ()
  func.return
}

// -----

func.func @ref_not_a_ref(%v: vector<64x128xf16>, %r: vector<64x128xf16>, %b: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, %i: i32) {
  // expected-error @+2 {{'mosaic_gpu.async_store_smem' op ref must be a reference, got vector<64x128xf16>}}
  // expected-note @+1 {{pass a SMEM memref as the destination, e.g. memref<64x128xf16, #gpu.address_space<workgroup>>}}
  "mosaic_gpu.async_store_smem"(%v, %r, %b, %i) <{cluster_dim = 0 : i32}> : (vector<64x128xf16>, vector<64x128xf16>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> ()
  func.return
}

// -----

func.func @ref_in_gmem(%v: vector<64x128xf16>, %r: memref<64x128xf16>, %b: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, %i: i32) {
  // expected-error @+2 {{'mosaic_gpu.async_store_smem' op ref must be a SMEM reference, got memref<64x128xf16>}}
  // expected-note @+1 {{allocate the destination in SMEM (e.g. with mosaic_gpu.slice_smem): memref<64x128xf16, #gpu.address_space<workgroup>>}}
  "mosaic_gpu.async_store_smem"(%v, %r, %b, %i) <{cluster_dim = 0 : i32}> : (vector<64x128xf16>, memref<64x128xf16>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> ()
  func.return
}

// -----

func.func @ref_in_tmem(%v: vector<128x128xf32>, %r: memref<128x128xf32, #mosaic_gpu.tmem>, %b: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, %i: i32) {
  // expected-error @+2 {{'mosaic_gpu.async_store_smem' op ref must be a SMEM reference, got memref<128x128xf32, #mosaic_gpu.tmem>}}
  // expected-note @+1 {{allocate the destination in SMEM (e.g. with mosaic_gpu.slice_smem): memref<128x128xf32, #gpu.address_space<workgroup>>}}
  "mosaic_gpu.async_store_smem"(%v, %r, %b, %i) <{cluster_dim = 0 : i32}> : (vector<128x128xf32>, memref<128x128xf32, #mosaic_gpu.tmem>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> ()
  func.return
}

// -----

func.func @barrier_in_gmem(%v: vector<64x128xf16>, %r: memref<64x128xf16, #gpu.address_space<workgroup>>, %b: memref<!mosaic_gpu.barrier>, %i: i32) {
  // expected-error @+2 {{'mosaic_gpu.async_store_smem' op barrier must be a SMEM reference, got memref<!mosaic_gpu.barrier>}}
  // expected-note @+1 {{allocate the barrier in SMEM (mosaic_gpu.initialize_barrier on a SMEM slice): memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>}}
  "mosaic_gpu.async_store_smem"(%v, %r, %b, %i) <{cluster_dim = 0 : i32}> : (vector<64x128xf16>, memref<64x128xf16, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier>, i32) -> ()
  func.return
}

// -----

func.func @barrier_not_a_ref(%v: vector<64x128xf16>, %r: memref<64x128xf16, #gpu.address_space<workgroup>>, %b: i64, %i: i32) {
  // expected-error @+2 {{'mosaic_gpu.async_store_smem' op barrier must be a reference, got i64}}
  // expected-note @+1 {{pass a SMEM barrier ref: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>}}
  "mosaic_gpu.async_store_smem"(%v, %r, %b, %i) <{cluster_dim = 0 : i32}> : (vector<64x128xf16>, memref<64x128xf16, #gpu.address_space<workgroup>>, i64, i32) -> ()
  func.return
}

// -----

func.func @shape_mismatch(%v: vector<64x64xf16>, %r: memref<64x128xf16, #gpu.address_space<workgroup>>, %b: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, %i: i32) {
  // expected-error @+2 {{'mosaic_gpu.async_store_smem' op The stored value has shape (64, 64), but the target reference has shape (64, 128)}}
  // expected-note @+1 {{store a value of shape (64, 128), or slice the target reference (memref.subview) to shape (64, 64)}}
  "mosaic_gpu.async_store_smem"(%v, %r, %b, %i) <{cluster_dim = 0 : i32}> : (vector<64x64xf16>, memref<64x128xf16, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> ()
  func.return
}

// -----

func.func @rank_mismatch(%v: vector<128xf16>, %r: memref<2x64xf16, #gpu.address_space<workgroup>>, %b: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, %i: i32) {
  // expected-error @+2 {{'mosaic_gpu.async_store_smem' op The stored value has shape (128,), but the target reference has shape (2, 64)}}
  // expected-note @+1 {{store a value of shape (2, 64), or slice the target reference (memref.subview) to shape (128,)}}
  "mosaic_gpu.async_store_smem"(%v, %r, %b, %i) <{cluster_dim = 0 : i32}> : (vector<128xf16>, memref<2x64xf16, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> ()
  func.return
}

// -----

func.func @dtype_mismatch(%v: vector<64x128xf32>, %r: memref<64x128xf16, #gpu.address_space<workgroup>>, %b: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, %i: i32) {
  // expected-error @+2 {{'mosaic_gpu.async_store_smem' op The stored value has dtype float32, but the target reference has dtype float16}}
  // expected-note @+1 {{cast the value first: `arith.truncf %v : vector<64x128xf32> to vector<64x128xf16>`}}
  "mosaic_gpu.async_store_smem"(%v, %r, %b, %i) <{cluster_dim = 0 : i32}> : (vector<64x128xf32>, memref<64x128xf16, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> ()
  func.return
}

// -----

func.func @dtype_mismatch_bf16(%v: vector<64x128xbf16>, %r: memref<64x128xi8, #gpu.address_space<workgroup>>, %b: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, %i: i32) {
  // expected-error @+2 {{'mosaic_gpu.async_store_smem' op The stored value has dtype bfloat16, but the target reference has dtype int8}}
  // expected-note @+1 {{cast the value first: `arith.fptosi %v : vector<64x128xbf16> to vector<64x128xi8>`}}
  "mosaic_gpu.async_store_smem"(%v, %r, %b, %i) <{cluster_dim = 0 : i32}> : (vector<64x128xbf16>, memref<64x128xi8, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> ()
  func.return
}

// -----

func.func @barrier_count(%v: vector<64x128xf16>, %r: memref<64x128xf16, #gpu.address_space<workgroup>>, %b: memref<2x!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, %i: i32) {
  // expected-error @+2 {{'mosaic_gpu.async_store_smem' op Expected a single barrier, got a barrier reference with shape (2,)}}
  // expected-note @+1 {{pick one barrier first, e.g. `memref.subview %barriers[%i] [1] [1]` then index it to memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>}}
  "mosaic_gpu.async_store_smem"(%v, %r, %b, %i) <{cluster_dim = 0 : i32}> : (vector<64x128xf16>, memref<64x128xf16, #gpu.address_space<workgroup>>, memref<2x!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> ()
  func.return
}

// -----

func.func @barrier_not_barrier(%v: vector<64x128xf16>, %r: memref<64x128xf16, #gpu.address_space<workgroup>>, %b: memref<i64, #gpu.address_space<workgroup>>, %i: i32) {
  // expected-error @+2 {{'mosaic_gpu.async_store_smem' op barrier must be a reference to !mosaic_gpu.barrier, got memref<i64, #gpu.address_space<workgroup>>}}
  // expected-note @+1 {{pass a barrier ref: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>}}
  "mosaic_gpu.async_store_smem"(%v, %r, %b, %i) <{cluster_dim = 0 : i32}> : (vector<64x128xf16>, memref<64x128xf16, #gpu.address_space<workgroup>>, memref<i64, #gpu.address_space<workgroup>>, i32) -> ()
  func.return
}

// -----

func.func @atomic_f32(%v: vector<64x128xf32>, %r: memref<64x128xf32, #gpu.address_space<workgroup>>, %b: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, %i: i32) {
  // expected-error @+2 {{'mosaic_gpu.async_store_smem' op f32 not supported for async atomics}}
  // expected-note @+1 {{async atomics (red.async) only take 32-bit integers: store an i32 value, or drop atomic_type for a plain st.async store}}
  "mosaic_gpu.async_store_smem"(%v, %r, %b, %i) <{atomic_type = 0 : i32, cluster_dim = 0 : i32}> : (vector<64x128xf32>, memref<64x128xf32, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> ()
  func.return
}

// -----

func.func @atomic_f16(%v: vector<64x128xf16>, %r: memref<64x128xf16, #gpu.address_space<workgroup>>, %b: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, %i: i32) {
  // expected-error @+2 {{'mosaic_gpu.async_store_smem' op f16/bf16 not supported for async atomics}}
  // expected-note @+1 {{async atomics (red.async) only take 32-bit integers: store an i32 value, or drop atomic_type for a plain st.async store}}
  "mosaic_gpu.async_store_smem"(%v, %r, %b, %i) <{atomic_type = 0 : i32, cluster_dim = 0 : i32}> : (vector<64x128xf16>, memref<64x128xf16, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> ()
  func.return
}

// -----

func.func @atomic_bf16(%v: vector<64x128xbf16>, %r: memref<64x128xbf16, #gpu.address_space<workgroup>>, %b: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, %i: i32) {
  // expected-error @+2 {{'mosaic_gpu.async_store_smem' op f16/bf16 not supported for async atomics}}
  // expected-note @+1 {{async atomics (red.async) only take 32-bit integers: store an i32 value, or drop atomic_type for a plain st.async store}}
  "mosaic_gpu.async_store_smem"(%v, %r, %b, %i) <{atomic_type = 2 : i32, cluster_dim = 0 : i32}> : (vector<64x128xbf16>, memref<64x128xbf16, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> ()
  func.return
}

// -----

func.func @atomic_i16(%v: vector<64x128xi16>, %r: memref<64x128xi16, #gpu.address_space<workgroup>>, %b: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, %i: i32) {
  // expected-error @+2 {{'mosaic_gpu.async_store_smem' op Unsupported element type for atomic stores: i16}}
  // expected-note @+1 {{async atomics (red.async) only take 32-bit integers (i32): extend or truncate the value to i32 first}}
  "mosaic_gpu.async_store_smem"(%v, %r, %b, %i) <{atomic_type = 0 : i32, cluster_dim = 0 : i32}> : (vector<64x128xi16>, memref<64x128xi16, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> ()
  func.return
}

// -----

func.func @bad_cluster_dim(%v: vector<64x128xf16>, %r: memref<64x128xf16, #gpu.address_space<workgroup>>, %b: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, %i: i32) {
  // expected-error @+2 {{'mosaic_gpu.async_store_smem' op attribute 'cluster_dim' failed to satisfy constraint: a dimension, either 'x', 'y', or 'z'}}
  // expected-note @+1 {{use one of 0 : i32 (x), 1 : i32 (y), 2 : i32 (z), got 3}}
  "mosaic_gpu.async_store_smem"(%v, %r, %b, %i) <{cluster_dim = 3 : i32}> : (vector<64x128xf16>, memref<64x128xf16, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> ()
  func.return
}

// -----

func.func @bad_atomic_type(%v: vector<64x128xi32>, %r: memref<64x128xi32, #gpu.address_space<workgroup>>, %b: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, %i: i32) {
  // expected-error @+2 {{'mosaic_gpu.async_store_smem' op attribute 'atomic_type' failed to satisfy constraint: Atomic store operation type}}
  // expected-note @+1 {{use one of 0 : i32 (add), 1 : i32 (min), 2 : i32 (max), 3 : i32 (and), 4 : i32 (or), 5 : i32 (xor), got 6}}
  "mosaic_gpu.async_store_smem"(%v, %r, %b, %i) <{atomic_type = 6 : i32, cluster_dim = 0 : i32}> : (vector<64x128xi32>, memref<64x128xi32, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> ()
  func.return
}

// -----

func.func @cluster_idx_index(%v: vector<64x128xf16>, %r: memref<64x128xf16, #gpu.address_space<workgroup>>, %b: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, %i: index) {
  // expected-error @+2 {{'mosaic_gpu.async_store_smem' op operand #3 (`cluster_idx`) must be i32, but got 'index'}}
  // expected-note @+1 {{pass an i32 value (convert it with arith.index_cast / arith.trunci / arith.extsi)}}
  "mosaic_gpu.async_store_smem"(%v, %r, %b, %i) <{cluster_dim = 0 : i32}> : (vector<64x128xf16>, memref<64x128xf16, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, index) -> ()
  func.return
}
