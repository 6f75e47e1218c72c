// jax 0.12.1 allocates more than 512 TMEM columns with tcgen05.alloc.exclusive (tcgen05.py:1044-1072 of its
// wheel), which only sm_107f has (PTX ISA 9.4): mgpu-run refuses it where it is written, naming the target
// and the fix, before it runs anything (the kernel: tests/emulator/test_ptx_jax012_tcgen05.py's alloc and
// dealloc in jax 0.12.1's spelling, of 576 columns).
// RUN: not mgpu-run %S/inputs/tmem_alloc_exclusive.mlir --random-inputs 0 2>&1 | filecheck %s

// CHECK:     tmem_alloc_exclusive.mlir:46:9: error: 'llvm.inline_asm' op tcgen05.alloc.exclusive is not supported: an exclusive TMEM allocation (PTX ISA 9.4, of sm_107f: more than 512 columns, the CTA's only allocation) is not the emulated Blackwell SM's (sm_100a, 512 columns); allocate at most 512 columns, which jax does without .exclusive: 'tcgen05.alloc.exclusive.cta_group::1.sync.aligned.shared::cta.b32 [$0], $1'
// CHECK-NOT: Traceback
