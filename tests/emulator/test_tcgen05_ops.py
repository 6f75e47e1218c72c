"""The nvvm spellings of tcgen05.ld and tcgen05.cp on small kernels (mgpu/emulator/handlers/tensorcore.py):
tcgen05.ld shares the inline-PTX instruction's semantics; tcgen05.cp is checked against numpy."""

from __future__ import annotations

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.errors import EmulatorError
from mgpu.emulator.run import run

from .kernel_text import kernel

# warp 0 allocates 32 TMEM columns (the address lands at SMEM 0); every thread then has it in %ta
# (i32) and %tp (!llvm.ptr<6>)
ALLOC = '''
      %tid = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %smem = "gpu.dynamic_shared_memory"() : () -> memref<?xi8, #gpu.address_space<workgroup>>
      %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
      %c32 = "arith.constant"() <{value = 32 : index}> : () -> index
      %c0i = "arith.constant"() <{value = 0 : i64}> : () -> i64
      %slot = "llvm.inttoptr"(%c0i) : (i64) -> !llvm.ptr<3>
      %w0 = "arith.cmpi"(%tid, %c32) <{predicate = 6 : i64}> : (index, index) -> i1
      %ncols = "arith.constant"() <{value = 32 : i32}> : () -> i32
      "scf.if"(%w0) ({
        "nvvm.tcgen05.alloc"(%slot, %ncols) <{group = #nvvm.cta_group<cta_1>}> : (!llvm.ptr<3>, i32) -> ()
        "nvvm.tcgen05.relinquish_alloc_permit"() <{group = #nvvm.cta_group<cta_1>}> : () -> ()
        "scf.yield"() : () -> ()
      }, {
      }) : (i1) -> ()
      "gpu.barrier"() : () -> ()
      %ta = "llvm.load"(%slot) <{ordering = 0 : i64}> : (!llvm.ptr<3>) -> i32
      %tp = "llvm.inttoptr"(%ta) : (i32) -> !llvm.ptr<6>
'''
DEALLOC = '''
      "scf.if"(%w0) ({
        "nvvm.tcgen05.dealloc"(%tp, %ncols) <{group = #nvvm.cta_group<cta_1>}> : (!llvm.ptr<6>, i32) -> ()
        "scf.yield"() : () -> ()
      }, {
      }) : (i1) -> ()
'''
# each thread stores tid * 100 + column into the two columns of its lane (32x32b.x2: thread = lane)
STORE = '''
      %ti = "arith.index_cast"(%tid) : (index) -> i32
      %h = "arith.constant"() <{value = 100 : i32}> : () -> i32
      %one = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %v0 = "arith.muli"(%ti, %h) : (i32, i32) -> i32
      %v1 = "arith.addi"(%v0, %one) : (i32, i32) -> i32
      "llvm.inline_asm"(%v0, %v1, %ta) <{asm_dialect = 0 : i64, asm_string = "tcgen05.st.sync.aligned.32x32b.x2.b32 [$2], {$0, $1};", constraints = "r,r,r", has_side_effects}> : (i32, i32, i32) -> ()
      "nvvm.tcgen05.wait"() <{kind = #nvvm.tcgen05_wait<store>}> : () -> ()
'''


def _run(body: str):
    text = kernel(body, elem="i32", smem=4096)
    return run(parse_module(text, "t.mlir", make_context()), {"in0": np.zeros(128, np.int32)}).outputs["out0"]


def test_nvvm_tcgen05_ld_reads_what_tcgen05_st_wrote():
    body = ALLOC + STORE + '''
      %r1 = "nvvm.tcgen05.ld"(%tp) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> i32
      %r2 = "nvvm.tcgen05.ld"(%tp) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> vector<2xi32>
      "nvvm.tcgen05.wait"() <{kind = #nvvm.tcgen05_wait<load>}> : () -> ()
      %e1 = "vector.extract"(%r2) <{static_position = array<i64: 1>}> : (vector<2xi32>) -> i32
      %k = "arith.constant"() <{value = 1000 : i32}> : () -> i32
      %hi = "arith.muli"(%e1, %k) : (i32, i32) -> i32
      %r = "arith.addi"(%hi, %r1) : (i32, i32) -> i32
      "memref.store"(%r, %m1, %tid) : (i32, memref<128xi32>, index) -> ()
''' + DEALLOC
    t = np.arange(128, dtype=np.int64)
    assert np.array_equal(_run(body), ((t * 100 + 1) * 1000 + t * 100).astype(np.int32))


def test_nvvm_tcgen05_ld_of_unallocated_columns_is_refused():
    body = ALLOC + '''
      %c64 = "arith.constant"() <{value = 64 : i32}> : () -> i32
      %far = "arith.addi"(%ta, %c64) : (i32, i32) -> i32
      %fp = "llvm.inttoptr"(%far) : (i32) -> !llvm.ptr<6>
      %r1 = "nvvm.tcgen05.ld"(%fp) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> i32
''' + DEALLOC
    with pytest.raises(EmulatorError, match=r"t.mlir:\d+:\d+: error: 'nvvm.tcgen05.ld' op tcgen05.ld: TMEM column 64 "
                                            r"is not allocated"):
        _run(body)
