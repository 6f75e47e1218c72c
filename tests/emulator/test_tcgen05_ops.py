"""The nvvm spellings of tcgen05.ld and tcgen05.cp on small kernels (mgpu/emulator/handlers/tensorcore.py):
tcgen05.ld shares the inline-PTX instruction's semantics; tcgen05.cp is checked against numpy."""

from __future__ import annotations

import pathlib

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.errors import EmulatorError
from mgpu.emulator.run import run
from tests.support.smem_layout import logical_to_physical_bytes
from mgpu.emulator.tcgen05 import Tmem, taddr_of
from mgpu.emulator.wgmma import encode_smem_descriptor

from tests.support.kernel_text import kernel

CORPUS = pathlib.Path(__file__).parent.parent / "corpus"
DATA = CORPUS / "data"

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


# SMEM: the TMEM address at 0, an mbarrier at 8, the copied matrix from 1024. Each thread puts two
# 16-byte pieces of %m0 there with cp.async (i32 elements 4 * tid .. and 512 + 4 * tid ..); thread 0
# copies them to TMEM column 0 with tcgen05.cp and commits; every thread then loads its lane.
CP = ALLOC + '''
      %first = "arith.cmpi"(%tid, %c0) <{predicate = 0 : i64}> : (index, index) -> i1
      %c8 = "arith.constant"() <{value = 8 : i64}> : () -> i64
      %bar = "llvm.inttoptr"(%c8) : (i64) -> !llvm.ptr<3>
      %one32 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "nvvm.mbarrier.init"(%bar, %one32, %first) : (!llvm.ptr<3>, i32, i1) -> ()
      %gi = "memref.extract_aligned_pointer_as_index"(%m0) : (memref<1024xi32>) -> index
      %c16 = "arith.constant"() <{value = 16 : index}> : () -> index
      %c1024 = "arith.constant"() <{value = 1024 : index}> : () -> index
      %c2048 = "arith.constant"() <{value = 2048 : index}> : () -> index
      %o = "arith.muli"(%tid, %c16) : (index, index) -> index
      %g0 = "arith.addi"(%gi, %o) : (index, index) -> index
      %g1 = "arith.addi"(%g0, %c2048) : (index, index) -> index
      %s0 = "arith.addi"(%o, %c1024) : (index, index) -> index
      %s1 = "arith.addi"(%s0, %c2048) : (index, index) -> index
      %g0i = "arith.index_cast"(%g0) : (index) -> i64
      %g1i = "arith.index_cast"(%g1) : (index) -> i64
      %s0i = "arith.index_cast"(%s0) : (index) -> i64
      %s1i = "arith.index_cast"(%s1) : (index) -> i64
      %g0p = "llvm.inttoptr"(%g0i) : (i64) -> !llvm.ptr<1>
      %g1p = "llvm.inttoptr"(%g1i) : (i64) -> !llvm.ptr<1>
      %s0p = "llvm.inttoptr"(%s0i) : (i64) -> !llvm.ptr<3>
      %s1p = "llvm.inttoptr"(%s1i) : (i64) -> !llvm.ptr<3>
      "nvvm.cp.async.shared.global"(%s0p, %g0p) <{modifier = #nvvm<load_cache_modifier cg>, size = 16 : i32}> : (!llvm.ptr<3>, !llvm.ptr<1>) -> ()
      "nvvm.cp.async.shared.global"(%s1p, %g1p) <{modifier = #nvvm<load_cache_modifier cg>, size = 16 : i32}> : (!llvm.ptr<3>, !llvm.ptr<1>) -> ()
      "nvvm.cp.async.commit.group"() : () -> ()
      "nvvm.cp.async.wait.group"() <{n = 0 : i32}> : () -> ()
      "gpu.barrier"() : () -> ()
      %desc = "arith.constant"() <{value = DESC : i64}> : () -> i64
      "scf.if"(%first) ({
        "nvvm.tcgen05.cp"(%tp, %desc) <{group = #nvvm.cta_group<cta_1>, multicast = #nvvm.tcgen05_cp_multicast<MULTICAST>, shape = #nvvm.tcgen05_cp_shape<shape_SHAPE>}> : (!llvm.ptr<6>, i64) -> ()
        "nvvm.tcgen05.commit"(%bar) <{group = #nvvm.cta_group<cta_1>}> : (!llvm.ptr<3>) -> ()
        "scf.yield"() : () -> ()
      }, {
      }) : (i1) -> ()
      %p0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %ticks = "arith.constant"() <{value = 1000 : i32}> : () -> i32
      WAIT
      %r = "nvvm.tcgen05.ld"(%tp) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> vector<NREGxi32>
      "nvvm.tcgen05.wait"() <{kind = #nvvm.tcgen05_wait<load>}> : () -> ()
      %cn = "arith.constant"() <{value = NREG : index}> : () -> index
      %at = "arith.muli"(%tid, %cn) : (index, index) -> index
      %view = "memref.subview"(%m1, %at) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: NREG>, static_strides = array<i64: 1>}> : (memref<1024xi32>, index) -> memref<NREGxi32, strided<[1], offset: ?>>
      "vector.store"(%r, %view, %c0) : (vector<NREGxi32>, memref<NREGxi32, strided<[1], offset: ?>>, index) -> ()
''' + DEALLOC
FENCE = '"nvvm.tcgen05.fence"() <{kind = #nvvm.tcgen05_fence<KIND>}> : () -> ()'
# the wait for the commit, and the fence that orders the thread's later tcgen05 operations after it (PTX ISA 9.1
# §9.7.16.6.3)
WAIT_PHASE = ('"nvvm.mbarrier.try_wait.parity"(%bar, %p0, %ticks) : (!llvm.ptr<3>, i32, i32) -> ()\n      '
              + FENCE.replace("KIND", "after"))


def _descriptor(start: int, lbo: int, sbo: int) -> int:
    """An sm_100 SMEM descriptor without swizzle (jax's mma_utils.encode_descriptor)."""
    return (start >> 4) | (lbo >> 4) << 16 | (sbo >> 4) << 32 | 1 << 46


NVVM_COMMIT = '"nvvm.tcgen05.commit"(%bar) <{group = #nvvm.cta_group<cta_1>}> : (!llvm.ptr<3>) -> ()'
# jax 0.12 calls the LLVM intrinsic instead (tcgen05.py:918-925 at jax-v0.12.0.1)
INTRINSIC_COMMIT = 'llvm.call_intrinsic "llvm.nvvm.tcgen05.commit.cg1"(%bar) : (!llvm.ptr<3>) -> ()'


def _run_cp(shape: str, multicast: str, nreg: int, wait: bool = True, commit: str = NVVM_COMMIT):
    body = (CP.replace(NVVM_COMMIT, commit).replace("DESC", str(_descriptor(1024, 2048, 128))).replace("SHAPE", shape)
            .replace("MULTICAST", multicast).replace("NREG", str(nreg)).replace("WAIT", WAIT_PHASE if wait else ""))
    text = kernel(body, elem="i32", n=1024, smem=1024 + 4096)
    x = np.arange(1024, dtype=np.int32) * 7 + 3
    out = run(parse_module(text, "t.mlir", make_context()), {"in0": x}).outputs["out0"]
    return out[:128 * nreg].reshape(128, nreg), x


@pytest.mark.parametrize("shape, multicast, row_of_lane", [
    ("128x128b", "none", lambda lane: lane),
    ("32x128b", "warpx4", lambda lane: lane % 32),
    ("64x128b", "warpx2_02_13", lambda lane: lane % 64),
    ("64x128b", "warpx2_01_23", lambda lane: 32 * (lane // 64) + lane % 32),
])
def test_tcgen05_cp_128_bit_rows_and_their_multicasts(shape, multicast, row_of_lane):
    """Row r of the SMEM matrix is 16 bytes at (r // 8) * SBO + (r % 8) * 16 (here i32 elements
    4r .. 4r + 3); it lands in the lanes the shape and multicast give it (PTX ISA, tcgen05.cp)."""
    got, x = _run_cp(shape, multicast, 4)
    rows = row_of_lane(np.arange(128))
    assert np.array_equal(got, x[4 * rows[:, None] + np.arange(4)[None, :]])


def test_the_commit_intrinsic_jax_0_12_calls_arrives_like_the_nvvm_op():
    """Without the arrive the wait would deadlock, and without the commit's record of the copy
    (tmem_hazards.TmemHazards.tmem_commit) the tcgen05.ld would race with it."""
    got, x = _run_cp("128x128b", "none", 4, commit=INTRINSIC_COMMIT)
    assert np.array_equal(got, x[4 * np.arange(128)[:, None] + np.arange(4)[None, :]])


def test_an_llvm_intrinsic_without_a_rule_is_refused_by_name():
    body = ALLOC + '      llvm.call_intrinsic "llvm.nvvm.tcgen05.commit.cg2"(%slot) : (!llvm.ptr<3>) -> ()\n' + DEALLOC
    with pytest.raises(EmulatorError, match=r"t.mlir:\d+:\d+: error: 'llvm.call_intrinsic' op the emulator has no rule "
                                            r"for the LLVM intrinsic 'llvm.nvvm.tcgen05.commit.cg2' \(it runs "
                                            r"llvm.nvvm.tcgen05.commit.cg1, llvm.nvvm.tcgen05.commit.mc.cg2\)"):
        _run(body)


def test_tcgen05_cp_256_bit_rows_take_their_second_half_lbo_further():
    got, x = _run_cp("128x256b", "none", 8)
    lane = np.arange(128)[:, None]
    c = np.arange(8)[None, :]
    assert np.array_equal(got, x[np.where(c < 4, 4 * lane + c, 512 + 4 * lane + c - 4)])


def test_tcgen05_ld_before_the_copy_is_committed_and_waited_for_is_a_race():
    with pytest.raises(EmulatorError, match=r"'nvvm.tcgen05.ld' op race: this tcgen05.ld touches TMEM columns \[0, 4\) "
                                            r"that the tcgen05.cp at t.mlir:\d+:\d+ may still be writing"):
        _run_cp("128x128b", "none", 4, wait=False)


def test_tcgen05_cp_decompression_is_refused():
    body = ALLOC + '''
      %desc = "arith.constant"() <{value = 0 : i64}> : () -> i64
      "nvvm.tcgen05.cp"(%tp, %desc) <{group = #nvvm.cta_group<cta_1>, multicast = #nvvm.tcgen05_cp_multicast<none>, shape = #nvvm.tcgen05_cp_shape<shape_128x256b>, srcFormat = #nvvm.tcgen05_cp_src_fmt<b6x16_p32>}> : (!llvm.ptr<6>, i64) -> ()
''' + DEALLOC
    with pytest.raises(EmulatorError, match=r"'nvvm.tcgen05.cp' op tcgen05.cp with the source format b6x16_p32 "
                                            r"\(decompression\) is not supported"):
        _run(body)


@pytest.mark.parametrize("swizzle", [32, 64, 128])
def test_tcgen05_cp_of_a_swizzled_tile_as_jax_copies_it(swizzle):
    """jax's async_copy_smem_to_tmem (tcgen05.py): a (128, swizzle / 4) f32 matrix in Mosaic's
    tile<8, swizzle / 4> + swizzle layout, copied 32 bytes of every row at a time with .128x256b
    (LBO 16, SBO the 8-row tile stride), lands row r in lane r, in order."""
    cols = swizzle // 4
    a = np.arange(128 * cols, dtype=np.float32).reshape(128, cols) * 3 + 1
    smem = np.zeros(2048 + 128 * swizzle, np.uint8)
    base = 2048
    smem[base:] = logical_to_physical_bytes(a, (8, cols), swizzle, base=base)
    tm = Tmem()
    t = tm.alloc(32)
    for k in range(swizzle // 32):
        desc = encode_smem_descriptor(base + 32 * k, 16, 8 * swizzle, swizzle, "sm100")
        tm.cp(taddr_of(0, 8 * k) + t, "128x256b", "none", desc, smem)
    np.testing.assert_array_equal(tm.cells[:, :cols].view(np.float32), a)


def test_inline_tcgen05_st_of_a_packed_vector_register_stores_its_32_bits():
    # jax stores a packed 16-bit TMEM ref with vector<2xbf16> "r" operands (one 32-bit register,
    # element 0 in the low half): the cell holds the vector's bits, as the i32 it bitcasts from
    body = ALLOC + '''
      %ti = "arith.index_cast"(%tid) : (index) -> i32
      %sh = "arith.constant"() <{value = 16 : i32}> : () -> i32
      %seven = "arith.constant"() <{value = 7 : i32}> : () -> i32
      %hi0 = "arith.addi"(%ti, %seven) : (i32, i32) -> i32
      %hi = "arith.shli"(%hi0, %sh) : (i32, i32) -> i32
      %x = "arith.ori"(%ti, %hi) : (i32, i32) -> i32
      %v = "llvm.bitcast"(%x) : (i32) -> vector<2xi16>
      "llvm.inline_asm"(%v, %ta) <{asm_dialect = 0 : i64, asm_string = "tcgen05.st.sync.aligned.32x32b.x1.b32 [$1], {$0};", constraints = "r,r", has_side_effects}> : (vector<2xi16>, i32) -> ()
      "nvvm.tcgen05.wait"() <{kind = #nvvm.tcgen05_wait<store>}> : () -> ()
      %r = "nvvm.tcgen05.ld"(%tp) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> i32
      "nvvm.tcgen05.wait"() <{kind = #nvvm.tcgen05_wait<load>}> : () -> ()
      "memref.store"(%r, %m1, %tid) : (i32, memref<128xi32>, index) -> ()
''' + DEALLOC
    t = np.arange(128, dtype=np.int64)
    assert np.array_equal(_run(body), (t | (t + 7) << 16).astype(np.int32))


def test_tcgen05_ld_in_a_branch_of_some_warps_loads_their_lanes():
    """tcgen05.ld is warp-level (PTX ISA §9.7.16.8.3): in a branch only warps 1 and 2 take, each
    loads the TMEM lanes of its own quarter; the other warps load nothing (-1 stays)."""
    body = ALLOC + STORE + '''
      %w = "arith.divui"(%tid, %c32) : (index, index) -> index
      %c1 = "arith.constant"() <{value = 1 : index}> : () -> index
      %c2 = "arith.constant"() <{value = 2 : index}> : () -> index
      %ge1 = "arith.cmpi"(%w, %c1) <{predicate = 9 : i64}> : (index, index) -> i1
      %le2 = "arith.cmpi"(%w, %c2) <{predicate = 7 : i64}> : (index, index) -> i1
      %mid = "arith.andi"(%ge1, %le2) : (i1, i1) -> i1
      %r = "scf.if"(%mid) ({
        %l = "nvvm.tcgen05.ld"(%tp) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> i32
        "nvvm.tcgen05.wait"() <{kind = #nvvm.tcgen05_wait<load>}> : () -> ()
        "scf.yield"(%l) : (i32) -> ()
      }, {
        %m = "arith.constant"() <{value = -1 : i32}> : () -> i32
        "scf.yield"(%m) : (i32) -> ()
      }) : (i1) -> i32
      "memref.store"(%r, %m1, %tid) : (i32, memref<128xi32>, index) -> ()
''' + DEALLOC
    t = np.arange(128)
    assert np.array_equal(_run(body), np.where((t >= 32) & (t < 96), t * 100, -1).astype(np.int32))


def test_tcgen05_ld_by_some_threads_of_a_warp_is_refused():
    body = ALLOC + STORE + '''
      %c16 = "arith.constant"() <{value = 16 : index}> : () -> index
      %half = "arith.cmpi"(%tid, %c16) <{predicate = 6 : i64}> : (index, index) -> i1
      "scf.if"(%half) ({
        %l = "nvvm.tcgen05.ld"(%tp) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> i32
        "scf.yield"() : () -> ()
      }, {
      }) : (i1) -> ()
''' + DEALLOC
    with pytest.raises(EmulatorError, match=r"'nvvm.tcgen05.ld' op tcgen05.ld must be executed by all 32 threads "
                                            r"of a warp \(.sync.aligned\), not some of them"):
        _run(body)


# A TMEM write while a tcgen05.ld of the same columns may still be reading them: the ld completes only at the loading
# thread's tcgen05.wait::ld (PTX ISA 9.1 §9.7.16.8.5; tmem_hazards.py). Each thread loads column 0 of its lane, no wait.
LOAD_NO_WAIT = '''
      %early = "nvvm.tcgen05.ld"(%tp) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> i32
'''
WAIT_LD = '''
      "nvvm.tcgen05.wait"() <{kind = #nvvm.tcgen05_wait<load>}> : () -> ()
'''
STORE_AGAIN = "\n".join(line for line in STORE.splitlines() if "tcgen05" in line) + "\n"
UNWAITED_LD = r"race: this {what} writes TMEM columns \[0, {hi}\) that the tcgen05.ld at t.mlir:\d+:\d+ may still be reading"


# two warpgroups: the first loads column 0 of its lanes (WAIT: its tcgen05.wait::ld or nothing), a bar.sync, then the
# second stores over it (warp w reaches the lanes of quarter w % 4: the same lanes)
LOAD_THEN_OTHER_STORES = '''
      %c128 = "arith.constant"() <{value = 128 : index}> : () -> index
      %wg0 = "arith.cmpi"(%tid, %c128) <{predicate = 6 : i64}> : (index, index) -> i1
      "scf.if"(%wg0) ({
        %early = "nvvm.tcgen05.ld"(%tp) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> i32
        WAIT
        "memref.store"(%early, %m1, %tid) : (i32, memref<256xi32>, index) -> ()
        "scf.yield"() : () -> ()
      }, {
      }) : (i1) -> ()
      "gpu.barrier"() : () -> ()
      "scf.if"(%wg0) ({
        "scf.yield"() : () -> ()
      }, {
        AFTER
        STORE_AGAIN
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      "gpu.barrier"() : () -> ()
'''


def _two_warpgroups(wait: str, after: str = "") -> np.ndarray:
    body = ALLOC + STORE + (LOAD_THEN_OTHER_STORES.replace("WAIT", wait).replace("STORE_AGAIN", STORE_AGAIN)
                            .replace("AFTER", after)) + DEALLOC
    text = kernel(body, elem="i32", n=256, threads=256, smem=4096)
    return run(parse_module(text, "t.mlir", make_context()), {"in0": np.zeros(256, np.int32)}).outputs["out0"]


def test_tcgen05_st_over_another_warpgroups_load_not_waited_for_is_a_race():
    with pytest.raises(EmulatorError, match=UNWAITED_LD.format(what="tcgen05.st", hi=1)):
        _two_warpgroups("")


def test_tcgen05_st_after_the_loaders_wait_fences_and_a_barrier_is_no_race():
    # the loader: wait::ld, then tcgen05.fence::before_thread_sync before the barrier; the storer:
    # tcgen05.fence::after_thread_sync after it (PTX ISA 9.1 §9.7.16.6.3-4)
    out = _two_warpgroups(WAIT_LD.strip() + "\n        " + FENCE.replace("KIND", "before"),
                          FENCE.replace("KIND", "after"))
    assert np.array_equal(out[:128], np.arange(128, dtype=np.int32) * 100)


NOT_THREAD_SYNCED = (r"race: this tcgen05.st writes TMEM columns \[0, 1\) that the tcgen05.ld at t.mlir:\d+:\d+ of "
                     r"CTA \(0, 0, 0\) warpgroup 0 read, and is not ordered after that load")


@pytest.mark.parametrize("before, after", [("", "after"), ("before", ""), ("", "")])
def test_tcgen05_st_after_the_loaders_wait_and_a_barrier_without_both_thread_sync_fences_is_a_race(before, after):
    fence = {k: FENCE.replace("KIND", k) if k else "" for k in ("before", "after", "")}
    with pytest.raises(EmulatorError, match=NOT_THREAD_SYNCED):
        _two_warpgroups(WAIT_LD.strip() + "\n        " + fence[before], fence[after])


def test_tcgen05_cp_over_a_load_not_waited_for_is_a_race():
    body = CP.replace(ALLOC, ALLOC + STORE + LOAD_NO_WAIT, 1)
    text = kernel(body.replace("DESC", str(_descriptor(1024, 2048, 128))).replace("SHAPE", "128x128b")
                  .replace("MULTICAST", "none").replace("NREG", "4").replace("WAIT", WAIT_PHASE), elem="i32", n=1024,
                  smem=1024 + 4096)
    with pytest.raises(EmulatorError, match=UNWAITED_LD.format(what="tcgen05.cp", hi=1)):
        run(parse_module(text, "t.mlir", make_context()), {"in0": np.zeros(1024, np.int32)})


def test_tcgen05_mma_over_a_load_not_waited_for_is_a_race():
    # the corpus kernel with a load of its accumulator's first column before its first MMA, never waited for
    path = CORPUS / "pallas_tcgen05_mma.wg.payload.mlir"
    text = path.read_text()
    mma = "      scf.if %153 {\n        %1368 = builtin.unrealized_conversion_cast %307"
    assert text.count(mma) == 1
    load = ('      %early = llvm.inline_asm has_side_effects "tcgen05.ld.sync.aligned.32x32b.x1.b32 {$0}, [$1];", "=r,r" '
            '%306 : (i32) -> i32\n')
    inputs = {p.name.split(".")[-2]: np.load(p) for p in sorted(DATA.glob("pallas_tcgen05_mma.in*.npy"))}
    with pytest.raises(EmulatorError, match=r"race: this tcgen05.mma writes TMEM columns \[0, 1\) that the tcgen05.ld "
                                            r"at t.mlir:\d+:\d+ may still be reading"):
        run(parse_module(text.replace(mma, load + mma), "t.mlir", make_context()), inputs)


# The MMA's accumulator read after the wait for its tcgen05.commit: only a tcgen05.fence::after_thread_sync after the
# wait orders the tcgen05.ld after it (PTX ISA 9.1 §9.7.16.6.3-4; tmem_hazards.TmemHazards.check_after_thread_sync). The
# corpus kernel waits, fences (line 591), then loads the accumulator (line 599).
AFTER_SYNC = "      nvvm.tcgen05.fence <after>\n"


def _mma_kernel_with(fence: str) -> np.ndarray:
    text = (CORPUS / "pallas_tcgen05_mma.wg.payload.mlir").read_text()
    assert text.count(AFTER_SYNC) == 1
    inputs = {p.name.split(".")[-2]: np.load(p) for p in sorted(DATA.glob("pallas_tcgen05_mma.in*.npy"))}
    return run(parse_module(text.replace(AFTER_SYNC, fence), "t.mlir", make_context()), inputs).outputs["out0"]


@pytest.mark.parametrize("fence", [AFTER_SYNC, '      llvm.inline_asm has_side_effects '
                                   '"tcgen05.fence::after_thread_sync;", "" : () -> ()\n'])
def test_tcgen05_ld_after_the_commits_wait_and_an_after_thread_sync_fence_is_no_race(fence):
    assert np.array_equal(_mma_kernel_with(fence), np.load(DATA / "pallas_tcgen05_mma.out0.npy"))


@pytest.mark.parametrize("fence", ["", "      nvvm.tcgen05.fence <before>\n"])
def test_tcgen05_ld_after_the_commits_wait_without_an_after_thread_sync_fence_is_a_race(fence):
    with pytest.raises(EmulatorError, match=r"race: this tcgen05.ld touches TMEM columns \[0, 64\) that the "
                                            r"tcgen05.mma at t.mlir:\d+:\d+ wrote, and this context waited for its "
                                            r"tcgen05.commit \(the mbarrier wait at t.mlir:590:7\) but ran no "
                                            r"tcgen05.fence::after_thread_sync since"):
        _mma_kernel_with(fence)
