// RUN: mgpu-opt --jax 0.10.2 %s --split-input-file | mgpu-opt --jax 0.10.2 --split-input-file | filecheck %s
// The MLIR of jax 0.10.2 (dialect/gpu/ops_0_11.mlir has what jax 0.11 and later write differently).
// RUN: mgpu-opt --jax 0.10.2 %s --split-input-file --print-op-generic | filecheck %s --check-prefix=GENERIC
// RUN: mgpu-opt --jax 0.10.2 %s --split-input-file --print-op-generic | mgpu-opt --jax 0.10.2 --split-input-file | filecheck %s

// The gpu ops of the corpus in MLIR's custom syntax (round trip) and generic form (as jaxlib's
// MLIR prints it: default properties such as gpu.barrier's scope are always present).

// CHECK-LABEL: func.func @ids
// CHECK-NEXT:    %{{.*}} = gpu.thread_id x
// CHECK-NEXT:    %{{.*}} = gpu.thread_id y
// CHECK-NEXT:    %{{.*}} = gpu.block_id z
// CHECK-NEXT:    %{{.*}} = gpu.block_dim x
// CHECK-NEXT:    %{{.*}} = gpu.grid_dim y
// CHECK-NEXT:    %{{.*}} = gpu.cluster_block_id x
// CHECK-NEXT:    %{{.*}} = gpu.cluster_dim_blocks z
// CHECK-NEXT:    %{{.*}} = gpu.thread_id x upper_bound 128
// GENERIC-LABEL: sym_name = "ids"
// GENERIC:       "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
// GENERIC:       "gpu.cluster_block_id"() <{dimension = #gpu<dim x>}> : () -> index
// GENERIC:       "gpu.cluster_dim_blocks"() <{dimension = #gpu<dim z>}> : () -> index
// GENERIC:       "gpu.thread_id"() <{dimension = #gpu<dim x>, upper_bound = 128 : index}> : () -> index
func.func @ids() {
  %tx = gpu.thread_id x
  %ty = gpu.thread_id y
  %bx = gpu.block_id z
  %bd = gpu.block_dim x
  %gd = gpu.grid_dim y
  %cb = gpu.cluster_block_id x
  %cd = gpu.cluster_dim_blocks z
  %ub = gpu.thread_id x upper_bound 128
  func.return
}


// -----

// CHECK-LABEL: func.func @barrier_and_smem
// CHECK-NEXT:    gpu.barrier
// CHECK-NEXT:    gpu.barrier scope(#gpu.barrier_scope<cluster>)
// CHECK-NEXT:    %{{.*}} = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
// GENERIC-LABEL: sym_name = "barrier_and_smem"
// GENERIC:       "gpu.barrier"() <{scope = #gpu.barrier_scope<workgroup>}> : () -> ()
// GENERIC:       "gpu.barrier"() <{scope = #gpu.barrier_scope<cluster>}> : () -> ()
// GENERIC:       "gpu.dynamic_shared_memory"() : () -> memref<?xi8, #gpu.address_space<workgroup>>
func.func @barrier_and_smem() {
  gpu.barrier
  gpu.barrier scope(#gpu.barrier_scope<cluster>)
  %smem = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
  func.return
}


// -----

// CHECK-LABEL: func.func @address_spaces(%{{.*}}: memref<4xf32, #gpu.address_space<global>>, %{{.*}}: memref<4xf32, #gpu.address_space<workgroup>>, %{{.*}}: memref<4xf32, #gpu.address_space<private>>)
func.func @address_spaces(%g: memref<4xf32, #gpu.address_space<global>>, %s: memref<4xf32, #gpu.address_space<workgroup>>, %p: memref<4xf32, #gpu.address_space<private>>) {
  func.return
}


// -----

// CHECK-LABEL: func.func @launch(
// CHECK:         %{{.*}} = gpu.launch async [%{{.*}}] blocks(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %c4, %{{.*}} = %c1, %{{.*}} = %c1) threads(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %c128, %{{.*}} = %c1, %{{.*}} = %c1) dynamic_shared_memory_size %{{.*}} {
// CHECK-NEXT:      %{{.*}} = gpu.thread_id x
// CHECK-NEXT:      gpu.terminator
// CHECK-NEXT:    }
// GENERIC-LABEL: sym_name = "launch"
// GENERIC:       "gpu.launch"(%{{.*}}) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 1>}> ({
// GENERIC-NEXT:  ^bb0(%bx: index, %by: index, %bz: index, %tx: index, %ty: index, %tz: index, %gx: index, %gy: index, %gz: index, %nx: index, %ny: index, %nz: index):
// GENERIC:       }) : (!gpu.async.token, index, index, index, index, index, index, i32) -> !gpu.async.token
func.func @launch(%tok: !gpu.async.token, %smem: i32) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c128 = arith.constant 128 : index
  %t = gpu.launch async [%tok] blocks(%bx, %by, %bz) in (%gx = %c4, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%nx = %c128, %ny = %c1, %nz = %c1) dynamic_shared_memory_size %smem {
    %i = gpu.thread_id x
    gpu.terminator
  }
  func.return
}


// -----

// CHECK-LABEL: func.func @launch_clusters
// CHECK:         %{{.*}} = gpu.launch async [%{{.*}}] clusters(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %c2, %{{.*}} = %c1, %{{.*}} = %c1) blocks(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %c4, %{{.*}} = %c1, %{{.*}} = %c1) threads(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %c128, %{{.*}} = %c1, %{{.*}} = %c1) dynamic_shared_memory_size %{{.*}} {
// CHECK-NEXT:      %{{.*}} = gpu.cluster_block_id x
// CHECK-NEXT:      gpu.terminator
// GENERIC-LABEL: sym_name = "launch_clusters"
// GENERIC:       "gpu.launch"(%tok, %c4, %c1, %c1, %c128, %c1, %c1, %c2, %c1, %c1, %smem) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1>}> ({
// GENERIC-NEXT:  ^bb0(%bx: index, %by: index, %bz: index, %tx: index, %ty: index, %tz: index, %gx: index, %gy: index, %gz: index, %nx: index, %ny: index, %nz: index, %cx: index, %cy: index, %cz: index, %ncx: index, %ncy: index, %ncz: index):
func.func @launch_clusters(%tok: !gpu.async.token, %smem: i32) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c128 = arith.constant 128 : index
  %t = gpu.launch async [%tok] clusters(%cx, %cy, %cz) in (%ncx = %c2, %ncy = %c1, %ncz = %c1) blocks(%bx, %by, %bz) in (%gx = %c4, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%nx = %c128, %ny = %c1, %nz = %c1) dynamic_shared_memory_size %smem {
    %i = gpu.cluster_block_id x
    gpu.terminator
  }
  func.return
}


// -----

// CHECK-LABEL: func.func @launch_sync
// CHECK:         gpu.launch blocks(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %c1, %{{.*}} = %c1, %{{.*}} = %c1) threads(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %c1, %{{.*}} = %c1, %{{.*}} = %c1) {
// GENERIC-LABEL: sym_name = "launch_sync"
// GENERIC:       "gpu.launch"(%c1, %c1, %c1, %c1, %c1, %c1) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>}> ({
// GENERIC:       }) : (index, index, index, index, index, index) -> ()
func.func @launch_sync() {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%nx = %c1, %ny = %c1, %nz = %c1) {
    gpu.terminator
  }
  func.return
}

// -----

// gpu.printf as jax's utils.debug_print writes it: C conversions, i64 / index / f32 arguments.
// CHECK-LABEL: func.func @printf
// CHECK-NEXT:    gpu.printf "x[%llu] = %f\0A", %{{.*}}, %{{.*}} : index, f32
// CHECK-NEXT:    gpu.printf "It works!\0A"
// GENERIC-LABEL: sym_name = "printf"
// GENERIC:       "gpu.printf"(%i, %x) <{format = "x[%llu] = %f\0A"}> : (index, f32) -> ()
// GENERIC:       "gpu.printf"() <{format = "It works!\0A"}> : () -> ()
func.func @printf(%i: index, %x: f32) {
  gpu.printf "x[%llu] = %f\n", %i, %x : index, f32
  gpu.printf "It works!\0A"
  func.return
}
