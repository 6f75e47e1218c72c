// jax's debug-info locations (what mgpu-capture writes) parse: a location alias defined after the
// module that uses it, a file range `"F":L:C to :C`, call sites, fused locations with metadata. A
// diagnostic stays at the op's line in this file and adds where the op was written (the innermost
// file position, with its function); --print-debuginfo prints the locations back, and a block
// argument without one at its name, as mlir-opt does.
// RUN: not mgpu-opt %s 2>&1 | filecheck %s --check-prefix=DIAG
// RUN: mgpu-opt %s --disable-verify --print-debuginfo | filecheck %s --check-prefixes=PRETTY,PRINT
// RUN: mgpu-opt %s --disable-verify --print-debuginfo --print-op-generic | filecheck %s --check-prefix=PRINT

#loc = loc("pallas_call")
func.func @broken(%v: vector<64x128xf32>, %ref: memref<64x128xf16, #gpu.address_space<workgroup>>,
                  %bar: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, %peer: i32) {
  "mosaic_gpu.async_store_smem"(%v, %ref, %bar, %peer) <{cluster_dim = 0 : i32}>
      : (vector<64x128xf32>, memref<64x128xf16, #gpu.address_space<workgroup>>,
         memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> () loc(#loc3)
  %c = arith.constant 1 : i32 loc(callsite(#loc2 at "caller.py":7:1))
  %d = arith.constant 2 : i32 loc(fused<"cse">[#loc2, "other.py":3:4])
  func.return loc(#loc)
} loc("pallas_call:"(#loc))
#loc1 = loc("src/kernel.py":24:8 to :18)
#loc2 = loc("make_kernel.<locals>.body"(#loc1))
#loc3 = loc("store:"(#loc2))

// DIAG:      source_locations.mlir:13:3: error: 'mosaic_gpu.async_store_smem' op The stored value has dtype float32, but the target reference has dtype float16
// DIAG:      source_locations.mlir:13:3: note: from src/kernel.py:24:8 (in body)
// DIAG-NOT:  error

// PRETTY: func.func @broken(%v: vector<64x128xf32> loc("{{.*}}source_locations.mlir":11:19), %ref: {{.*}} loc("{{.*}}source_locations.mlir":11:43),
// PRINT: mosaic_gpu.async_store_smem{{.*}} loc("store:"("make_kernel.<locals>.body"("src/kernel.py":24:8)))
// PRINT: loc(callsite("make_kernel.<locals>.body"("src/kernel.py":24:8) at "caller.py":7:1))
// PRINT: loc(fused<"cse">["make_kernel.<locals>.body"("src/kernel.py":24:8), "other.py":3:4])
// PRINT: loc("pallas_call")
// PRINT: loc("pallas_call:"("pallas_call"))
