// RUN: mgpu-opt --jax 0.11.2 %s -p mgpu-lower-warpgroup | filecheck %s

// jax 0.11.2's lowering retries a store whose optimized is unset unoptimized where the plan is refused
// (_retry_on_failure, dialect_lowering.py:401 at 0.11.2): 32-byte vectors go into an untiled ref, one per register
// (jax 0.12 refuses it: smem_transfer_refused_0_12.mlir).
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "unset_is_retried"}> ({
    %z = "arith.constant"() <{value = dense<0.000000e+00> : vector<128x128xf32>}> {out_layouts = [#mosaic_gpu.TiledLayout<[[128, 8], [32, 8]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>]} : () -> vector<128x128xf32>
    %d = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<128x128xf32, #gpu.address_space<workgroup>>
    // CHECK-COUNT-16: llvm.store {{.*}} : vector<8xf32>, !llvm.ptr<3>
    // CHECK-NOT: llvm.store {{.*}} : vector<8xf32>
    "mosaic_gpu.vector_store"(%z, %d) {in_layouts = [#mosaic_gpu.TiledLayout<[[128, 8], [32, 8]], warp_dims = [-4], lane_dims = [-2], vector_dim = -1>], in_transforms = [[]]} : (vector<128x128xf32>, memref<128x128xf32, #gpu.address_space<workgroup>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 10 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
