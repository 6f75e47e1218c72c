// RUN: mgpu-opt %s -p mgpu-lower-warpgroup --split-input-file --verify-diagnostics

// multimem_load_reduce reads every device of a multicast object: refused at the op, by name.
"builtin.module"() ({
  "func.func"() <{function_type = (memref<128xf32>) -> (), sym_name = "load_reduce"}> ({
  ^bb0(%g: memref<128xf32>):
    // expected-error @+2 {{'mosaic_gpu.multimem_load_reduce' op multimem_load_reduce reads or writes every device of a multicast object (NVSHMEM multimem); mgpu emulates one device and does not lower it}}
    // expected-note @+1 {{run it on several GPUs, or use a plain vector_load on one device}}
    %v = "mosaic_gpu.multimem_load_reduce"(%g) <{reduction_type = 0 : i32}> {out_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>]} : (memref<128xf32>) -> vector<128xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()

// -----

// A multimem vector_store writes every device of a multicast object: refused at the op, by name.
"builtin.module"() ({
  "func.func"() <{function_type = (memref<128xf32>, vector<128xf32>) -> (), sym_name = "store_all"}> ({
  ^bb0(%g: memref<128xf32>, %v: vector<128xf32>):
    // expected-error @+2 {{'mosaic_gpu.vector_store' op a multimem vector_store reads or writes every device of a multicast object (NVSHMEM multimem); mgpu emulates one device and does not lower it}}
    // expected-note @+1 {{run it on several GPUs, or use a plain vector_store on one device}}
    "mosaic_gpu.vector_store"(%v, %g) <{multimem = true}> {in_layouts = [#mosaic_gpu.WGStridedFragLayout<[128], 1>]} : (vector<128xf32>, memref<128xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32} : () -> ()
