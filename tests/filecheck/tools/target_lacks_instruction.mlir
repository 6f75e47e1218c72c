// An instruction the kernel's target lacks is refused by mgpu-run, located, before anything runs: the target is
// the module's mosaic_gpu.arch_major / arch_minor (jax writes them), or --arch in their place
// (mgpu/arch_targets.py, docs/mgpu-run.md "The kernel's target").
//
// jax's wgmma kernel for sm_90a, said to be for sm_100a (its attribute rewritten, then by --arch): refused at the
// first wgmma; as it is, it runs.
// RUN: sed 's/mosaic_gpu.arch_major = 9 /mosaic_gpu.arch_major = 10 /' %S/../../corpus/pallas_wgmma.wg.payload.mlir > %t.mlir
// RUN: not mgpu-run %t.mlir --random-inputs 0 2>&1 | filecheck %s --check-prefix=MODULE
// RUN: not mgpu-run %S/../../corpus/pallas_wgmma.wg.payload.mlir --arch 10.0 --random-inputs 0 2>&1 | filecheck %s --check-prefix=ARCH
// RUN: mgpu-run %S/../../corpus/pallas_wgmma.wg.payload.mlir --random-inputs 0 2>&1 | filecheck %s --check-prefix=RUNS
// RUN: mgpu-run %S/../../corpus/pallas_wgmma.wg.payload.mlir --arch 9.0 --random-inputs 0 2>&1 | filecheck %s --check-prefix=RUNS
//
// jax's Tensor Memory kernel for sm_100a, run as sm_90a: refused at its tcgen05.alloc.
// RUN: not mgpu-run %S/../../corpus/pallas_tmem_roundtrip.wg.payload.mlir --arch 9.0 --random-inputs 0 2>&1 | filecheck %s --check-prefix=TMEM
//
// --arch takes a compute capability mgpu models.
// RUN: not mgpu-run %S/../../corpus/pallas_wgmma.wg.payload.mlir --arch 12.0 2>&1 | filecheck %s --check-prefix=USAGE
// RUN: not mgpu-run %S/../../corpus/pallas_wgmma.wg.payload.mlir --arch sm_90a 2>&1 | filecheck %s --check-prefix=USAGE

// MODULE:      {{.*}}.mlir:871:7: error: 'nvvm.wgmma.fence.aligned' op wgmma.fence.aligned: the kernel is compiled for sm_100a (the module's mosaic_gpu.arch_major / arch_minor), which lacks it: ptxas would refuse the kernel (PTX ISA 9.2 §9.7.15.5.2, §9.7.15.7.1-3, "Target ISA Notes": wgmma.mma_async, wgmma.fence, wgmma.commit_group, wgmma.wait_group only on sm_90a)
// MODULE-NEXT: {{.*}}.mlir:871:7: note: lower the kernel for a GPU whose target has the instruction (jax writes the GPU's compute capability into the module), or give mgpu-run --arch MAJOR.MINOR if the module names the wrong one
// MODULE-NOT:  out0

// ARCH:      pallas_wgmma.wg.payload.mlir:871:7: error: 'nvvm.wgmma.fence.aligned' op wgmma.fence.aligned: the kernel is compiled for sm_100a (--arch), which lacks it
// ARCH-NEXT: pallas_wgmma.wg.payload.mlir:871:7: note: lower the kernel

// RUNS:     out0: float16[64, 128]
// RUNS-NOT: error

// TMEM: pallas_tmem_roundtrip.wg.payload.mlir:276:9: error: 'nvvm.tcgen05.alloc' op tcgen05.alloc: the kernel is compiled for sm_90a (--arch), which lacks it: ptxas would refuse the kernel (PTX ISA 9.2 §9.7.16.7.1, {{.*}}: tcgen05.* (Tensor Memory: {{.*}}) only on sm_100a, sm_101a, sm_110a, sm_100f, sm_101f, sm_110f or higher in their families)

// USAGE: mgpu-run: error: --arch expects MAJOR.MINOR of a compute capability mgpu models (9.x, 10.x), got
