"""Static address patterns of pointer chains (handlers/addressing.pointer_pattern, memory.load_pattern /
store_pattern): an SMEM pointer built from one uniform root by getelementptrs with thread-id
indices is accessed through a precomputed pattern, with the same results and errors as the
general path."""

from __future__ import annotations

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator import address_pattern, memory
from mgpu.emulator.errors import EmulatorError
from mgpu.emulator.run import run
from mgpu.emulator.types import GENERIC, SMEM

from tests.support.kernel_text import kernel

ROOT = '''
      %tid = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %smem = "gpu.dynamic_shared_memory"() : () -> memref<?xi8, #gpu.address_space<workgroup>>
      %ai = "memref.extract_aligned_pointer_as_index"(%smem) : (memref<?xi8, #gpu.address_space<workgroup>>) -> index
      %a64 = "arith.index_cast"(%ai) : (index) -> i64
      %base = "llvm.inttoptr"(%a64) : (i64) -> !llvm.ptr<3>
      %c5 = "arith.constant"() <{value = 5 : index}> : () -> index
      %perm = "arith.xori"(%tid, %c5) : (index, index) -> index
      %pi = "arith.index_cast"(%perm) : (index) -> i32
      %ti = "arith.index_cast"(%tid) : (index) -> i32
'''
DYN = "-2147483648"


def _run(body):
    m = parse_module(kernel(ROOT + body, smem=2048), "t.mlir", make_context(allow_unregistered=True))
    return run(m, {"in0": np.arange(128, dtype=np.float32)})


VIEW = '''
      %c512 = "arith.constant"() <{value = 512 : index}> : () -> index
      %view = "memref.view"(%smem, %c512) : (memref<?xi8, #gpu.address_space<workgroup>>, index) -> memref<128xf32, #gpu.address_space<workgroup>>
'''
PERMUTED = f'''
      %c128 = "arith.constant"() <{{value = 128 : i32}}> : () -> i32
      %p1 = "llvm.getelementptr"(%base, %pi) <{{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: {DYN}>}}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
      %p2 = "llvm.getelementptr"(%p1, %c128) <{{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: {DYN}>}}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
'''


def _spy(monkeypatch, in_space=SMEM):
    """The names of the pattern accesses that served an access to ``in_space`` (not None / False)."""
    taken = []
    for name in ("load_pattern", "store_pattern"):
        def call(ctx, space, *args, fn=getattr(memory, name), name=name):  # noqa: B008 - binds this iteration's
            r = fn(ctx, space, *args)
            if space == in_space and r is not None and r is not False:
                taken.append(name)
            return r
        monkeypatch.setattr(memory, name, call)
    return taken


def test_gep_chain_store_takes_the_pattern_path(monkeypatch):
    # thread t stores x[t] at f32 slot 128 + (t ^ 5) through a GEP chain, then loads slot t of a
    # memref view at byte 512 (slot 128): out[t] = x[t ^ 5]
    body = VIEW + PERMUTED + '''
      %v = "memref.load"(%m0, %tid) : (memref<128xf32>, index) -> f32
      "llvm.store"(%v, %p2) <{ordering = 0 : i64}> : (f32, !llvm.ptr<3>) -> ()
      "gpu.barrier"() : () -> ()
      %w = "memref.load"(%view, %tid) : (memref<128xf32, #gpu.address_space<workgroup>>, index) -> f32
      "memref.store"(%w, %m1, %tid) : (f32, memref<128xf32>, index) -> ()
'''
    taken = _spy(monkeypatch)
    res = _run(body)
    assert np.array_equal(res.outputs["out0"], np.arange(128, dtype=np.float32)[np.arange(128) ^ 5])
    assert taken == ["store_pattern", "load_pattern"]


def test_gep_chain_load_takes_the_pattern_path(monkeypatch):
    # thread t stores x[t] at slot t of the view (f32 slot 128 + t), then loads f32 slot
    # 128 + (t ^ 5) through the GEP chain: out[t] = x[t ^ 5]
    body = VIEW + PERMUTED + '''
      %v = "memref.load"(%m0, %tid) : (memref<128xf32>, index) -> f32
      "memref.store"(%v, %view, %tid) : (f32, memref<128xf32, #gpu.address_space<workgroup>>, index) -> ()
      "gpu.barrier"() : () -> ()
      %w = "llvm.load"(%p2) <{ordering = 0 : i64}> : (!llvm.ptr<3>) -> f32
      "memref.store"(%w, %m1, %tid) : (f32, memref<128xf32>, index) -> ()
'''
    taken = _spy(monkeypatch)
    res = _run(body)
    assert np.array_equal(res.outputs["out0"], np.arange(128, dtype=np.float32)[np.arange(128) ^ 5])
    assert taken == ["store_pattern", "load_pattern"]


def test_per_thread_alloca_and_gmem_accesses_take_the_pattern_path(monkeypatch):
    # each thread's memref.alloca copy lies at a fixed stride from thread 0's: a pattern too
    body = '''
      %tid = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %s = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xf32>
      %c1 = "arith.constant"() <{value = 1 : index}> : () -> index
      %v = "memref.load"(%m0, %tid) : (memref<128xf32>, index) -> f32
      "memref.store"(%v, %s, %c1) : (f32, memref<2xf32>, index) -> ()
      %w = "memref.load"(%s, %c1) : (memref<2xf32>, index) -> f32
      %d = "arith.addf"(%w, %w) : (f32, f32) -> f32
      "memref.store"(%d, %m1, %tid) : (f32, memref<128xf32>, index) -> ()
'''
    taken = _spy(monkeypatch, GENERIC)
    m = parse_module(kernel(body), "t.mlir", make_context(allow_unregistered=True))
    res = run(m, {"in0": np.arange(128, dtype=np.float32)})
    assert np.array_equal(res.outputs["out0"], 2 * np.arange(128, dtype=np.float32))
    assert taken == ["load_pattern", "store_pattern", "load_pattern", "store_pattern"]


def test_misaligned_gep_chain_store_is_reported_by_the_general_path():
    body = f'''
      %p1 = "llvm.getelementptr"(%base, %pi) <{{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: {DYN}>}}> : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
      %v = "memref.load"(%m0, %tid) : (memref<128xf32>, index) -> f32
      "llvm.store"(%v, %p1) <{{ordering = 0 : i64}}> : (f32, !llvm.ptr<3>) -> ()
'''
    with pytest.raises(EmulatorError, match="'llvm.store' op misaligned access: address 0x5 "):
        _run(body)


def test_pattern_reports_alignment_bounds_and_distinct_offsets():
    pat = address_pattern.Pattern(np.array([8, 0, 24, 16]))
    assert (pat.lo, pat.hi, pat.align, pat.distinct) == (0, 24, 8, True)
    offs, ei = pat.at(32, 4, 2)
    assert offs.tolist() == [40, 32, 56, 48] and ei.tolist() == [[10, 11], [8, 9], [14, 15], [12, 13]]
    assert pat.at(32, 4, 2)[1] is ei  # kept for the next access at the same base
    assert not address_pattern.Pattern(np.array([0, 4, 4])).distinct


def test_a_batchs_pattern_of_several_accesses_is_read_cta_by_cta():
    # 2 accesses (fuse.py's run) by 3 CTAs of 2 threads: access k's threads at 16 k + 8 t in every CTA
    pat = address_pattern.Pattern(np.array([0, 8] * 3 + [16, 24] * 3))
    assert pat.by_cta(3, 2).tolist() == [[0, 8, 16, 24]] * 3
    assert pat.cta_run(3, 8, 2) == 0 and pat.cta_run(3, 8) is None  # (as one access: not consecutive)
    assert pat.distinct_by_cta(3, 2) and not pat.distinct
    smem_off = np.repeat(np.arange(3) * 1024, 2)
    assert pat.batched(smem_off, 8, 64).tolist() == [8, 9, 136, 137, 264, 265, 10, 11, 138, 139, 266, 267]
    # the second access of CTA 1 overlaps its first
    assert not address_pattern.Pattern(np.array([0, 8] * 3 + [16, 24, 8, 32, 16, 24])).distinct_by_cta(3, 2)
