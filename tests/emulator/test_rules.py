"""Unit tests of the emulator's rules on small hand-written kernels."""

from __future__ import annotations

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.errors import DeadlockError, EmulatorError, InputError, StepLimitExceeded
from mgpu.emulator.run import Kernel, run

from tests.support.kernel_text import kernel

TID = '      %tid = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index\n'


def _run(body, inputs=None, **kw):
    text = kernel(body, **{k: v for k, v in kw.items() if k != "max_steps"})
    m = parse_module(text, "t.mlir", make_context(allow_unregistered=True))
    x = np.arange(kw.get("n", 128), dtype=np.float32) if inputs is None else inputs
    return run(m, {"in0": x}, **({"max_steps": kw["max_steps"]} if "max_steps" in kw else {})), text


def _line_of(text: str, needle: str) -> int:
    return next(i for i, l in enumerate(text.splitlines(), 1) if needle in l)


def test_masked_scf_if_merges_per_thread():
    body = TID + '''
      %v = "memref.load"(%m0, %tid) : (memref<128xf32>, index) -> f32
      %c64 = "arith.constant"() <{value = 64 : index}> : () -> index
      %lt = "arith.cmpi"(%tid, %c64) <{predicate = 6 : i64}> : (index, index) -> i1
      %r = "scf.if"(%lt) ({
        %k1 = "arith.constant"() <{value = 1.0 : f32}> : () -> f32
        %a = "arith.addf"(%v, %k1) : (f32, f32) -> f32
        "scf.yield"(%a) : (f32) -> ()
      }, {
        %b = "arith.mulf"(%v, %v) : (f32, f32) -> f32
        "scf.yield"(%b) : (f32) -> ()
      }) : (i1) -> f32
      "memref.store"(%r, %m1, %tid) : (f32, memref<128xf32>, index) -> ()
'''
    res, _ = _run(body)
    x = np.arange(128, dtype=np.float32)
    assert np.array_equal(res.outputs["out0"], np.where(np.arange(128) < 64, x + 1, x * x))


def test_masked_store_only_writes_active_threads():
    body = TID + '''
      %c3 = "arith.constant"() <{value = 3 : index}> : () -> index
      %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
      %r = "arith.remui"(%tid, %c3) : (index, index) -> index
      %p = "arith.cmpi"(%r, %c0) <{predicate = 0 : i64}> : (index, index) -> i1
      "scf.if"(%p) ({
        %v = "memref.load"(%m0, %tid) : (memref<128xf32>, index) -> f32
        "memref.store"(%v, %m1, %tid) : (f32, memref<128xf32>, index) -> ()
        "scf.yield"() : () -> ()
      }, {
      }) : (i1) -> ()
'''
    res, _ = _run(body)
    exp = np.where(np.arange(128) % 3 == 0, np.arange(128), 0).astype(np.float32)
    assert np.array_equal(res.outputs["out0"], exp)


def test_elect_sync_picks_lowest_lane_of_each_warp():
    body = TID + '''
      %e = "nvvm.elect.sync"() : () -> i1
      %one = "arith.constant"() <{value = 1.0 : f32}> : () -> f32
      %zero = "arith.constant"() <{value = 0.0 : f32}> : () -> f32
      %v = "arith.select"(%e, %one, %zero) : (i1, f32, f32) -> f32
      "memref.store"(%v, %m1, %tid) : (f32, memref<128xf32>, index) -> ()
'''
    res, _ = _run(body)
    assert np.flatnonzero(res.outputs["out0"]).tolist() == [0, 32, 64, 96]


def test_integer_wraparound_and_unsigned_ops():
    body = TID + '''
      %i = "arith.index_cast"(%tid) : (index) -> i32
      %big = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
      %s = "arith.addi"(%i, %big) : (i32, i32) -> i32
      %two = "arith.constant"() <{value = 2 : i32}> : () -> i32
      %d = "arith.divui"(%s, %two) : (i32, i32) -> i32
      %f = "arith.sitofp"(%d) : (i32) -> f32
      "memref.store"(%f, %m1, %tid) : (f32, memref<128xf32>, index) -> ()
'''
    res, _ = _run(body)
    s = (np.arange(128, dtype=np.int64) + 2147483647) % 2**32
    exp = (s // 2).astype(np.int64)
    exp = np.where(exp >= 2**31, exp - 2**32, exp).astype(np.float32)
    assert np.array_equal(res.outputs["out0"], exp)


def test_out_of_bounds_load_names_the_op():
    body = TID + '''
      %c1 = "arith.constant"() <{value = 1 : index}> : () -> index
      %j = "arith.addi"(%tid, %c1) : (index, index) -> index
      %v = "memref.load"(%m0, %j) : (memref<128xf32>, index) -> f32
      "memref.store"(%v, %m1, %tid) : (f32, memref<128xf32>, index) -> ()
'''
    with pytest.raises(EmulatorError) as ei:
        _run(body)
    text = kernel(body)
    line = _line_of(text, '%v = "memref.load"')
    msg = str(ei.value)
    assert msg.startswith(f"t.mlir:{line}:")
    assert "'memref.load' op out-of-bounds" in msg and "buffer in0" in msg


def test_misaligned_smem_access_is_an_error():
    body = TID + '''
      %smem = "gpu.dynamic_shared_memory"() : () -> memref<?xi8, #gpu.address_space<workgroup>>
      %c2 = "arith.constant"() <{value = 2 : index}> : () -> index
      %v = "memref.view"(%smem, %c2) : (memref<?xi8, #gpu.address_space<workgroup>>, index) -> memref<4xf32, #gpu.address_space<workgroup>>
      %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
      %x = "memref.load"(%v, %c0) : (memref<4xf32, #gpu.address_space<workgroup>>, index) -> f32
      "memref.store"(%x, %m1, %tid) : (f32, memref<128xf32>, index) -> ()
'''
    with pytest.raises(EmulatorError, match="misaligned"):
        _run(body)


BARRIER_SETUP = '''
      %smem = "gpu.dynamic_shared_memory"() : () -> memref<?xi8, #gpu.address_space<workgroup>>
      %c0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
      %bar = "llvm.inttoptr"(%c0) : (i64) -> !llvm.ptr<3>
      %e = "nvvm.elect.sync"() : () -> i1
      %c32 = "arith.constant"() <{value = 32 : index}> : () -> index
      %w = "arith.divui"(%tid, %c32) : (index, index) -> index
      %cz = "arith.constant"() <{value = 0 : index}> : () -> index
      %w0 = "arith.cmpi"(%w, %cz) <{predicate = 0 : i64}> : (index, index) -> i1
      %one_thread = "arith.andi"(%e, %w0) : (i1, i1) -> i1
      %count = "arith.constant"() <{value = COUNT : i32}> : () -> i32
      "nvvm.mbarrier.init"(%bar, %count, %one_thread) : (!llvm.ptr<3>, i32, i1) -> ()
      "gpu.barrier"() : () -> ()
'''


def test_deadlock_report_names_warpgroup_barrier_phase_and_counts():
    body = TID + BARRIER_SETUP.replace("COUNT", "129") + '''
      %tx = "arith.constant"() <{value = 4 : i32}> : () -> i32
      %s = "nvvm.mbarrier.arrive.expect_tx"(%bar, %tx) <{relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32) -> i64
      %par = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %ticks = "arith.constant"() <{value = 1000 : i32}> : () -> i32
      "nvvm.mbarrier.try_wait.parity"(%bar, %par, %ticks) : (!llvm.ptr<3>, i32, i32) -> ()
'''
    with pytest.raises(DeadlockError) as ei:
        _run(body)
    msg = str(ei.value)
    text = kernel(body)
    line = _line_of(text, "nvvm.mbarrier.try_wait.parity")
    assert "deadlock" in msg
    assert "warpgroup 0" in msg
    assert f"t.mlir:{line}:" in msg
    assert "parity 0" in msg
    assert "pending arrivals 1/129" in msg
    assert "tx 512 bytes" in msg


def test_wait_blocks_only_its_warpgroup_and_phases_complete():
    # warpgroup 1 arrives on a count-128 barrier after writing out; warpgroup 0 waits, then copies.
    body = TID + BARRIER_SETUP.replace("COUNT", "128") + '''
      %c128 = "arith.constant"() <{value = 128 : index}> : () -> index
      %is1 = "arith.cmpi"(%tid, %c128) <{predicate = 9 : i64}> : (index, index) -> i1
      "scf.if"(%is1) ({
        %j = "arith.subi"(%tid, %c128) : (index, index) -> index
        %v = "memref.load"(%m0, %j) : (memref<128xf32>, index) -> f32
        %smem2 = "gpu.dynamic_shared_memory"() : () -> memref<?xi8, #gpu.address_space<workgroup>>
        %c64 = "arith.constant"() <{value = 64 : index}> : () -> index
        %buf = "memref.view"(%smem2, %c64) : (memref<?xi8, #gpu.address_space<workgroup>>, index) -> memref<128xf32, #gpu.address_space<workgroup>>
        "memref.store"(%v, %buf, %j) : (f32, memref<128xf32, #gpu.address_space<workgroup>>, index) -> ()
        %st = "nvvm.mbarrier.arrive"(%bar) : (!llvm.ptr<3>) -> i64
        "scf.yield"() : () -> ()
      }, {
        %par = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %ticks = "arith.constant"() <{value = 1000 : i32}> : () -> i32
        "nvvm.mbarrier.try_wait.parity"(%bar, %par, %ticks) : (!llvm.ptr<3>, i32, i32) -> ()
        %smem3 = "gpu.dynamic_shared_memory"() : () -> memref<?xi8, #gpu.address_space<workgroup>>
        %c64b = "arith.constant"() <{value = 64 : index}> : () -> index
        %buf2 = "memref.view"(%smem3, %c64b) : (memref<?xi8, #gpu.address_space<workgroup>>, index) -> memref<128xf32, #gpu.address_space<workgroup>>
        %v2 = "memref.load"(%buf2, %tid) : (memref<128xf32, #gpu.address_space<workgroup>>, index) -> f32
        %v3 = "arith.addf"(%v2, %v2) : (f32, f32) -> f32
        "memref.store"(%v3, %m1, %tid) : (f32, memref<128xf32>, index) -> ()
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
'''
    res, _ = _run(body, threads=256)
    assert np.array_equal(res.outputs["out0"], 2 * np.arange(128, dtype=np.float32))
    assert res.report.barrier_phases == 1


def test_over_arrival_is_an_error():
    body = TID + BARRIER_SETUP.replace("COUNT", "64") + '''
      %st = "nvvm.mbarrier.arrive"(%bar) : (!llvm.ptr<3>) -> i64
'''
    with pytest.raises(EmulatorError, match="over-arrival"):
        _run(body)


def test_an_arrive_with_a_count_arrives_count_times():
    """MLIR's optional count operand: 32 threads arriving twice complete a count-64 barrier's phase."""
    body = TID + BARRIER_SETUP.replace("COUNT", "64") + '''
      %lo = "arith.cmpi"(%tid, %c32) <{predicate = 6 : i64}> : (index, index) -> i1
      "scf.if"(%lo) ({
        %two = "arith.constant"() <{value = 2 : i32}> : () -> i32
        %st = "nvvm.mbarrier.arrive"(%bar, %two) : (!llvm.ptr<3>, i32) -> i64
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %par = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %ticks = "arith.constant"() <{value = 1000 : i32}> : () -> i32
      "nvvm.mbarrier.try_wait.parity"(%bar, %par, %ticks) : (!llvm.ptr<3>, i32, i32) -> ()
'''
    res, _ = _run(body)
    assert res.report.barrier_phases == 1


def test_an_arrive_count_that_differs_between_threads_is_refused():
    body = TID + BARRIER_SETUP.replace("COUNT", "256") + '''
      %ti = "arith.index_cast"(%tid) : (index) -> i32
      %st = "nvvm.mbarrier.arrive"(%bar, %ti) : (!llvm.ptr<3>, i32) -> i64
'''
    with pytest.raises(EmulatorError, match=r"an arrive whose count differs between the arriving threads "
                                            r"\(\[0, 1, 2, 3, 4, 5, 6, 7\]\) is not supported"):
        _run(body)


def test_step_limit_stops_an_infinite_loop():
    body = TID + '''
      %t = "arith.constant"() <{value = true}> : () -> i1
      "scf.while"() ({
        "scf.condition"(%t) : (i1) -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : () -> ()
'''
    with pytest.raises(StepLimitExceeded):
        _run(body, max_steps=10_000)


def test_grid_of_ctas_block_ids():
    body = TID + '''
      %b = "gpu.block_id"() <{dimension = #gpu<dim x>}> : () -> index
      %c32 = "arith.constant"() <{value = 32 : index}> : () -> index
      %base = "arith.muli"(%b, %c32) : (index, index) -> index
      %lt = "arith.cmpi"(%tid, %c32) <{predicate = 6 : i64}> : (index, index) -> i1
      "scf.if"(%lt) ({
        %i = "arith.addi"(%base, %tid) : (index, index) -> index
        %bf = "arith.index_cast"(%b) : (index) -> i32
        %f = "arith.sitofp"(%bf) : (i32) -> f32
        "memref.store"(%f, %m1, %i) : (f32, memref<128xf32>, index) -> ()
        "scf.yield"() : () -> ()
      }, {
      }) : (i1) -> ()
'''
    res, _ = _run(body, grid=4)
    assert np.array_equal(res.outputs["out0"], np.repeat(np.arange(4, dtype=np.float32), 32))
    assert res.report.ctas == 4


def test_wrong_input_shape_and_dtype_are_input_errors():
    text = kernel(TID)
    m = parse_module(text, "t.mlir", make_context(allow_unregistered=True))
    with pytest.raises(InputError, match=r"shape \(64,\)"):
        run(m, {"in0": np.zeros(64, np.float32)})
    with pytest.raises(InputError, match="dtype float16"):
        run(m, {"in0": np.zeros(128, np.float16)})


def test_shfl_idx_broadcasts_lane_zero_of_each_warp():
    body = TID + '''
      %i = "arith.index_cast"(%tid) : (index) -> i32
      %c7 = "arith.constant"() <{value = 7 : i32}> : () -> i32
      %v = "arith.muli"(%i, %c7) : (i32, i32) -> i32
      %m = "arith.constant"() <{value = -1 : i32}> : () -> i32
      %z = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %c31 = "arith.constant"() <{value = 31 : i32}> : () -> i32
      %s = "nvvm.shfl.sync"(%m, %v, %z, %c31) <{kind = #nvvm<shfl_kind idx>}> : (i32, i32, i32, i32) -> i32
      %f = "arith.sitofp"(%s) : (i32) -> f32
      "memref.store"(%f, %m1, %tid) : (f32, memref<128xf32>, index) -> ()
'''
    res, _ = _run(body)
    assert np.array_equal(res.outputs["out0"], (np.arange(128) // 32 * 32 * 7).astype(np.float32))


def test_index_switch_diverges_per_thread_and_for_loop_carries_values():
    body = TID + '''
      %c4 = "arith.constant"() <{value = 4 : index}> : () -> index
      %k = "arith.remui"(%tid, %c4) : (index, index) -> index
      %v = "memref.load"(%m0, %tid) : (memref<128xf32>, index) -> f32
      %r = "scf.index_switch"(%k) <{cases = array<i64: 0, 1>}> ({
        %neg = "arith.negf"(%v) : (f32) -> f32
        "scf.yield"(%neg) : (f32) -> ()
      }, {
        "scf.yield"(%v) : (f32) -> ()
      }, {
        %d = "arith.addf"(%v, %v) : (f32, f32) -> f32
        "scf.yield"(%d) : (f32) -> ()
      }) : (index) -> f32
      %lo = "arith.constant"() <{value = 0 : index}> : () -> index
      %hi = "arith.constant"() <{value = 3 : index}> : () -> index
      %st = "arith.constant"() <{value = 1 : index}> : () -> index
      %acc = "scf.for"(%lo, %hi, %st, %r) ({
      ^bb0(%iv: index, %a: f32):
        %one = "arith.constant"() <{value = 1.0 : f32}> : () -> f32
        %a2 = "arith.addf"(%a, %one) : (f32, f32) -> f32
        "scf.yield"(%a2) : (f32) -> ()
      }) : (index, index, index, f32) -> f32
      "memref.store"(%acc, %m1, %tid) : (f32, memref<128xf32>, index) -> ()
'''
    res, _ = _run(body)
    x = np.arange(128, dtype=np.float32)
    k = np.arange(128) % 4
    # regions: default first (negate), then case 0 (identity), case 1 (double)
    exp = np.where(k == 0, x, np.where(k == 1, x + x, -x)) + 3
    assert np.array_equal(res.outputs["out0"], exp)


def test_named_barrier_spans_two_warpgroups():
    # warpgroup 1 writes SMEM, both warpgroups meet at bar.sync 1, 256, warpgroup 0 reads.
    body = TID + '''
      %smem = "gpu.dynamic_shared_memory"() : () -> memref<?xi8, #gpu.address_space<workgroup>>
      %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
      %buf = "memref.view"(%smem, %c0) : (memref<?xi8, #gpu.address_space<workgroup>>, index) -> memref<128xf32, #gpu.address_space<workgroup>>
      %c128 = "arith.constant"() <{value = 128 : index}> : () -> index
      %is1 = "arith.cmpi"(%tid, %c128) <{predicate = 9 : i64}> : (index, index) -> i1
      "scf.if"(%is1) ({
        %j = "arith.subi"(%tid, %c128) : (index, index) -> index
        %v = "memref.load"(%m0, %j) : (memref<128xf32>, index) -> f32
        "memref.store"(%v, %buf, %j) : (f32, memref<128xf32, #gpu.address_space<workgroup>>, index) -> ()
        "scf.yield"() : () -> ()
      }, {
      }) : (i1) -> ()
      %id = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "llvm.inline_asm"(%id) <{asm_string = "bar.sync $0, 256;", constraints = "r", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (i32) -> ()
      %lt = "arith.cmpi"(%tid, %c128) <{predicate = 6 : i64}> : (index, index) -> i1
      "scf.if"(%lt) ({
        %w = "memref.load"(%buf, %tid) : (memref<128xf32, #gpu.address_space<workgroup>>, index) -> f32
        "memref.store"(%w, %m1, %tid) : (f32, memref<128xf32>, index) -> ()
        "scf.yield"() : () -> ()
      }, {
      }) : (i1) -> ()
'''
    res, _ = _run(body, threads=256)
    assert np.array_equal(res.outputs["out0"], np.arange(128, dtype=np.float32))


def test_unknown_inline_ptx_is_reported_at_prepare_time():
    body = '''      "llvm.inline_asm"() <{asm_string = "trap;", constraints = "", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : () -> ()
'''
    with pytest.raises(EmulatorError) as ei:
        _run(body)
    assert "'llvm.inline_asm' op" in str(ei.value) and "trap" in str(ei.value)


@pytest.mark.parametrize("asm, constraints", [("bar.sync $0;", "r"), ("bar.sync $0, $1;", "r,r,r")])
def test_inline_ptx_operands_must_match_its_constraints(asm, constraints):
    body = f'''      %c = "arith.constant"() <{{value = 0 : i32}}> : () -> i32
      "llvm.inline_asm"(%c, %c) <{{asm_string = "{asm}", constraints = "{constraints}", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}}> : (i32, i32) -> ()
'''
    with pytest.raises(EmulatorError) as ei:
        _run(body)
    n = len(constraints.split(","))
    assert f"has {n} input constraints but 2 operands" in str(ei.value) and "'llvm.inline_asm' op" in str(ei.value)


def test_special_registers_and_nvvm_barrier():
    body = '''
      %t = "nvvm.read.ptx.sreg.tid.x"() : () -> i32
      %w = "nvvm.read.ptx.sreg.warpid"() : () -> i32
      %l = "nvvm.read.ptx.sreg.laneid"() : () -> i32
      %c32 = "arith.constant"() <{value = 32 : i32}> : () -> i32
      %wl = "arith.muli"(%w, %c32) : (i32, i32) -> i32
      %s = "arith.addi"(%wl, %l) : (i32, i32) -> i32
      "nvvm.barrier"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
      %f = "arith.sitofp"(%s) : (i32) -> f32
      %i = "arith.index_cast"(%t) : (i32) -> index
      "memref.store"(%f, %m1, %i) : (f32, memref<128xf32>, index) -> ()
'''
    res, _ = _run(body)
    assert np.array_equal(res.outputs["out0"], np.arange(128, dtype=np.float32))


def test_signed_tx_count_completes_only_at_zero():
    # complete_tx before expect_tx (tx goes negative), then the arrive completes the phase
    body = TID + BARRIER_SETUP.replace("COUNT", "1") + '''
      %n = "arith.constant"() <{value = 64 : i32}> : () -> i32
      "scf.if"(%one_thread) ({
        "nvvm.mbarrier.complete_tx"(%bar, %n) : (!llvm.ptr<3>, i32) -> ()
        "nvvm.mbarrier.expect_tx"(%bar, %n) : (!llvm.ptr<3>, i32) -> ()
        %st = "nvvm.mbarrier.arrive"(%bar) : (!llvm.ptr<3>) -> i64
        "scf.yield"() : () -> ()
      }, {
      }) : (i1) -> ()
      %par = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %ticks = "arith.constant"() <{value = 1000 : i32}> : () -> i32
      "nvvm.mbarrier.try_wait.parity"(%bar, %par, %ticks) : (!llvm.ptr<3>, i32, i32) -> ()
'''
    res, _ = _run(body)
    assert res.report.barrier_phases == 1


def test_host_function_taking_memrefs():
    text = '''"builtin.module"() ({
  "func.func"() <{function_type = (memref<4x32xf32>, memref<4x32xf32>) -> (), sym_name = "main"}> ({
  ^bb0(%x: memref<4x32xf32>, %y: memref<4x32xf32>):
    %one = "arith.constant"() <{value = 1 : index}> : () -> index
    %n = "arith.constant"() <{value = 128 : index}> : () -> index
    %sm = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "gpu.launch"(%one, %one, %one, %n, %one, %one, %sm) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 1>}> ({
    ^bb0(%a0: index, %a1: index, %a2: index, %a3: index, %a4: index, %a5: index, %a6: index, %a7: index, %a8: index, %a9: index, %a10: index, %a11: index):
      %tid = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %c32 = "arith.constant"() <{value = 32 : index}> : () -> index
      %i = "arith.divui"(%tid, %c32) : (index, index) -> index
      %j = "arith.remui"(%tid, %c32) : (index, index) -> index
      %v = "memref.load"(%x, %i, %j) : (memref<4x32xf32>, index, index) -> f32
      %w = "arith.mulf"(%v, %v) : (f32, f32) -> f32
      "memref.store"(%w, %y, %i, %j) : (f32, memref<4x32xf32>, index, index) -> ()
      "gpu.terminator"() : () -> ()
    }) : (index, index, index, index, index, index, i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
'''
    m = parse_module(text, "t.mlir", make_context(allow_unregistered=True))
    x = np.arange(128, dtype=np.float32).reshape(4, 32)
    res = run(m, {"in0": x})
    assert np.array_equal(res.outputs["out0"], x * x)


def _with_host_line(body: str, host_line: str) -> str:
    """kernel(body) with ``host_line`` added to the host function, before the launch."""
    text = kernel(body)
    anchor = '    %h_tok = '
    assert anchor in text
    return text.replace(anchor, host_line + anchor)


@pytest.mark.parametrize("op", [
    '%x = "gpu.thread_id"() <{dimension = #gpu<dim y>}> : () -> index',
    '%x = "gpu.block_id"() <{dimension = #gpu<dim x>}> : () -> index',
    '%x = "gpu.block_dim"() <{dimension = #gpu<dim x>}> : () -> index',
    '%x = "gpu.dynamic_shared_memory"() : () -> memref<?xi8, #gpu.address_space<workgroup>>',
    '%x = "nvvm.read.ptx.sreg.tid.x"() : () -> i32',
    '"nvvm.barrier"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> ()',
])
def test_device_op_in_host_code_is_reported_at_prepare_time(op):
    text = _with_host_line(TID, f"    {op}\n")
    m = parse_module(text, "t.mlir", make_context(allow_unregistered=True))
    with pytest.raises(EmulatorError) as ei:
        run(m, {"in0": np.zeros(128, np.float32)})
    name = op.split('"')[1]
    assert str(ei.value) == (f"t.mlir:{_line_of(text, op)}:5: error: '{name}' op can only execute inside a "
                             "gpu.launch body (it is in host code)")


def test_device_function_called_from_a_launch_body_reads_thread_ids():
    text = kernel('''      %tid = "func.call"() <{callee = @tid}> : () -> index
      %v = "arith.index_cast"(%tid) : (index) -> i32
      %f = "arith.sitofp"(%v) : (i32) -> f32
      "memref.store"(%f, %m1, %tid) : (f32, memref<128xf32>, index) -> ()
''').replace('''  "func.func"() <{function_type = (!llvm.ptr, !llvm.ptr) -> (), sym_name = "k"}>''',
             '''  "func.func"() <{function_type = () -> index, sym_name = "tid"}> ({
    %t = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
    "func.return"(%t) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (!llvm.ptr, !llvm.ptr) -> (), sym_name = "k"}>''')
    m = parse_module(text, "t.mlir", make_context(allow_unregistered=True))
    res = run(m, {"in0": np.zeros(128, np.float32)})
    assert np.array_equal(res.outputs["out0"], np.arange(128, dtype=np.float32))


@pytest.mark.parametrize("index, fault", [
    ('%i = "arith.constant"() <{value = 10000000 : i32}> : () -> i32', "index 10000000"),
    ('%i = "arith.index_cast"(%tid) : (index) -> i32', "index 2"),  # threads 2.. fault
])
@pytest.mark.parametrize("op", [
    '%e = "llvm.extractelement"(%vec, %i) : (vector<2xf32>, i32) -> f32',
    '%e = "llvm.insertelement"(%vec, %f, %i) : (vector<2xf32>, f32, i32) -> vector<2xf32>',
])
def test_element_index_out_of_range_is_located(index, fault, op):
    body = TID + f'''      %f = "arith.constant"() <{{value = 1.0 : f32}}> : () -> f32
      %vec = "vector.splat"(%f) : (f32) -> vector<2xf32>
      {index}
      {op}
'''
    _assert_poison_fault(body, op, fault, "vector<2xf32>")


def _assert_poison_fault(body: str, op: str, fault: str, vector_type: str):
    """Running ``body`` fails at ``op``: its element index ``fault`` is out of range (poison)."""
    with pytest.raises(EmulatorError) as ei:
        _run(body)
    name = op.split('"')[1]
    assert str(ei.value) == (f"t.mlir:{_line_of(kernel(body), op)}:7: error: '{name}' op {fault} is out of "
                             f"range for {vector_type} (the element would be poison)")


@pytest.mark.parametrize("op, fault", [
    ('%e = "vector.extract"(%vec) <{static_position = array<i64: 1, 5>}> : (vector<2x4xf32>) -> f32',
     "index 5"),
    ('%e = "vector.extract"(%vec, %c3) <{static_position = array<i64: -9223372036854775808>}> : '
     '(vector<2x4xf32>, index) -> vector<4xf32>', "index 3"),
    ('%e = "vector.insert"(%f, %vec) <{static_position = array<i64: 2, 0>}> : (f32, vector<2x4xf32>) -> '
     'vector<2x4xf32>', "index 2"),
])
def test_vector_position_out_of_range_is_located(op, fault):
    body = TID + f'''      %f = "arith.constant"() <{{value = 1.0 : f32}}> : () -> f32
      %vec = "vector.splat"(%f) : (f32) -> vector<2x4xf32>
      %c3 = "arith.constant"() <{{value = 3 : index}}> : () -> index
      {op}
'''
    _assert_poison_fault(body, op, fault, "vector<2x4xf32>")


@pytest.mark.parametrize("index, elem", [
    # found by fuzzing: the constant byte offset overflowed int64 (an internal error)
    ('%c = "arith.constant"() <{value = 9000000000000000000 : i64}> : () -> i64', "f32"),
    # found by fuzzing: a per-thread index times an element size beyond int64 (an internal error)
    ('%c = "arith.index_cast"(%tid) : (index) -> i64', "vector<99999999999999999999xf32>"),
])
def test_huge_getelementptr_offset_wraps_and_faults_at_the_access(index, elem):
    body = TID + f'''      {index}
      %p = "llvm.getelementptr"(%hp0, %c) <{{elem_type = {elem}, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}}> : (!llvm.ptr, i64) -> !llvm.ptr
      %v = "llvm.load"(%p) <{{ordering = 0 : i64}}> : (!llvm.ptr) -> f32
      "memref.store"(%v, %m1, %tid) : (f32, memref<128xf32>, index) -> ()
'''
    with pytest.raises(EmulatorError) as ei:
        _run(body)
    assert str(ei.value).startswith(f"t.mlir:{_line_of(kernel(body), '%v = ')}:7: error: 'llvm.load' op out-of-bounds")


@pytest.mark.parametrize("mask, expect", [
    ([0, 1, 2], lambda t: [t, 7, 8]),  # a concatenation
    ([2, 0, 1, 0], lambda t: [8, t, 7, t]),  # a permutation with a repeat
])
def test_vector_shuffle_of_a_per_thread_and_a_uniform_vector(mask, expect):
    """The first operand differs per thread, the second is the same in all threads (a constant)."""
    k, size = len(mask), 128 * len(mask)
    body = TID + f'''
      %x = "memref.load"(%m0, %tid) : (memref<{size}xf32>, index) -> f32
      %a = "vector.broadcast"(%x) : (f32) -> vector<1xf32>
      %b = "arith.constant"() <{{value = dense<[7.0, 8.0]> : vector<2xf32>}}> : () -> vector<2xf32>
      %s = "vector.shuffle"(%a, %b) <{{mask = array<i64: {", ".join(map(str, mask))}>}}> : (vector<1xf32>, vector<2xf32>) -> vector<{k}xf32>
      %k = "arith.constant"() <{{value = {k} : index}}> : () -> index
      %o = "arith.muli"(%tid, %k) : (index, index) -> index
      "vector.store"(%s, %m1, %o) : (vector<{k}xf32>, memref<{size}xf32>, index) -> ()
'''
    res, _ = _run(body, np.arange(size, dtype=np.float32), n=size)
    assert np.array_equal(res.outputs["out0"], np.array([expect(t) for t in range(128)], np.float32).reshape(-1))


@pytest.mark.parametrize("source", [
    '%a = "vector.insert"(%x, %u) <{static_position = array<i64: 0>}> : (f32, vector<1xf32>) -> vector<1xf32>',
    '%a = "vector.broadcast"(%x) : (f32) -> vector<1xf32>',
    '%a = "arith.constant"() <{value = dense<5.0> : vector<1xf32>}> : () -> vector<1xf32>',
    # a load of a one-element vector once came back without its vector axis (a numpy AxisError)
    '%a = "llvm.load"(%p) <{ordering = 0 : i64}> : (!llvm.ptr) -> vector<1xf32>',
])
def test_vector_shuffle_of_a_one_element_vector_with_itself(source: str) -> None:
    """``vector.shuffle %a, %a [0, 1] : vector<1xf32>, vector<1xf32>`` (jax's attention backward,
    Lane payload, where a numpy AxisError once was): each thread's element, twice."""
    body = TID + f'''
      %x = "memref.load"(%m0, %tid) : (memref<256xf32>, index) -> f32
      %u = "llvm.mlir.undef"() : () -> vector<1xf32>
      %t64 = "arith.index_cast"(%tid) : (index) -> i64
      %four = "arith.constant"() <{{value = 4 : i64}}> : () -> i64
      %off = "arith.muli"(%t64, %four) : (i64, i64) -> i64
      %base = "llvm.ptrtoint"(%hp0) : (!llvm.ptr) -> i64
      %addr = "arith.addi"(%base, %off) : (i64, i64) -> i64
      %p = "llvm.inttoptr"(%addr) : (i64) -> !llvm.ptr
      {source}
      %s = "vector.shuffle"(%a, %a) <{{mask = array<i64: 0, 1>}}> : (vector<1xf32>, vector<1xf32>) -> vector<2xf32>
      %k = "arith.constant"() <{{value = 2 : index}}> : () -> index
      %o = "arith.muli"(%tid, %k) : (index, index) -> index
      "vector.store"(%s, %m1, %o) : (vector<2xf32>, memref<256xf32>, index) -> ()
'''
    res, _ = _run(body, np.arange(256, dtype=np.float32), n=256)
    element = np.float32(5) if "dense" in source else np.arange(128, dtype=np.float32)
    assert np.array_equal(res.outputs["out0"], np.repeat(np.broadcast_to(element, (128,)), 2))


@pytest.mark.parametrize("index, fault", [
    ("1", "out-of-bounds access: 8 bytes at byte offset 8 of llvm.alloca (8 bytes per thread) (8 bytes)"),
    ("3", "out-of-bounds access: 8 bytes at byte offset 24 of llvm.alloca (8 bytes per thread) (8 bytes)"),
])
def test_host_store_of_one_value_faults_at_its_op(index, fault):
    """Host code's one-value stores (memory.store_one) fault like any store, at the op."""
    store = '    "llvm.store"(%h_v, %h_p) <{ordering = 0 : i64}> : (i64, !llvm.ptr) -> ()\n'
    host = ('    %h_n = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64\n'
            '    %h_a = "llvm.alloca"(%h_n) <{alignment = 8 : i64, elem_type = i64}> : (i64) -> !llvm.ptr\n'
            f'    %h_p = "llvm.getelementptr"(%h_a) <{{elem_type = i64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: {index}>}}> : (!llvm.ptr) -> !llvm.ptr\n'
            '    %h_v = "llvm.mlir.constant"() <{value = 7 : i64}> : () -> i64\n' + store)
    text = _with_host_line(TID, host)
    m = parse_module(text, "t.mlir", make_context(allow_unregistered=True))
    with pytest.raises(EmulatorError) as ei:
        run(m, {"in0": np.zeros(128, np.float32)})
    assert str(ei.value) == f"t.mlir:{_line_of(text, store.strip())}:5: error: 'llvm.store' op {fault}"


def test_bar_sync_with_a_barrier_id_that_differs_between_threads_is_an_error():
    body = TID + '''      %t = "arith.index_cast"(%tid) : (index) -> i32
      %c6 = "arith.constant"() <{value = 6 : i32}> : () -> i32
      %id = "arith.shrui"(%t, %c6) : (i32, i32) -> i32
      %n = "arith.constant"() <{value = 128 : i32}> : () -> i32
      "llvm.inline_asm"(%id, %n) <{asm_string = "bar.sync $0, $1;", constraints = "r,r", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (i32, i32) -> ()
'''
    with pytest.raises(EmulatorError) as ei:
        _run(body)
    assert "'llvm.inline_asm' op bar.sync: threads of one warpgroup use different barrier ids [0, 1]" in str(ei.value)


# warp w of the warpgroup: barrier id %wid = w + 1, thread count %wn = 64 for warp 0, else 128
_PER_WARP = '''      %t = "arith.index_cast"(%tid) : (index) -> i32
      %c5 = "arith.constant"() <{value = 5 : i32}> : () -> i32
      %w = "arith.shrui"(%t, %c5) : (i32, i32) -> i32
      %one = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %z = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %c64 = "arith.constant"() <{value = 64 : i32}> : () -> i32
      %c128 = "arith.constant"() <{value = 128 : i32}> : () -> i32
      %w0 = "arith.cmpi"(%w, %z) <{predicate = 0 : i64}> : (i32, i32) -> i1
      %wid = "arith.addi"(%w, %one) : (i32, i32) -> i32
      %wn = "arith.select"(%w0, %c64, %c128) : (i1, i32, i32) -> i32
'''


@pytest.mark.parametrize("op, opcode, what, values", [
    ('"nvvm.barrier"(%wid, %c128) <{operandSegmentSizes = array<i32: 1, 1>}> : (i32, i32) -> ()', "nvvm.barrier",
     "ids", "[1, 2, 3, 4]"),
    ('"nvvm.barrier"(%one, %wn) <{operandSegmentSizes = array<i32: 1, 1>}> : (i32, i32) -> ()', "nvvm.barrier",
     "thread counts", "[64, 128]"),
    ('"llvm.inline_asm"(%one, %wn) <{asm_string = "bar.arrive $0, $1;", constraints = "r,r", has_side_effects}> : '
     '(i32, i32) -> ()', "bar.arrive", "thread counts", "[64, 128]"),
])
def test_warps_of_one_warpgroup_at_different_named_barriers_are_refused_at_the_op(op, opcode, what, values):
    """On hardware each warp of a warpgroup may arrive at its own named barrier, or count a different total (PTX ISA
    9.1 §9.7.13.1); the emulator runs the warpgroup's threads at one barrier: refused, located, saying so."""
    with pytest.raises(EmulatorError) as ei:
        _run(TID + _PER_WARP + f"      {op}\n")
    text = kernel(TID + _PER_WARP + f"      {op}\n")
    name = op.split('"')[1]
    assert str(ei.value).startswith(
        f"t.mlir:{_line_of(text, op)}:7: error: '{name}' op {opcode}: threads of one warpgroup use different barrier "
        f"{what} {values}: not emulated")


def test_the_dynamic_smem_window_follows_the_launch_size_of_each_run():
    # the SMEM size comes from an input: the window's size (a static value, cached per launch
    # geometry and SMEM size) must be the one of each run
    body = TID + '''      %smem = "gpu.dynamic_shared_memory"() : () -> memref<?xi8, #gpu.address_space<workgroup>>
      %base, %off, %size, %stride = "memref.extract_strided_metadata"(%smem) : (memref<?xi8, #gpu.address_space<workgroup>>) -> (memref<i8, #gpu.address_space<workgroup>>, index, index, index)
      %s = "arith.index_cast"(%size) : (index) -> i32
      "memref.store"(%s, %m1, %tid) : (i32, memref<128xi32>, index) -> ()
'''
    text = kernel(body, elem="i32").replace(
        '%h_smem = "arith.constant"() <{value = 1024 : i32}> : () -> i32',
        '%h_smem = "llvm.load"(%hp0) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32')
    k = Kernel(parse_module(text, "t.mlir", make_context(allow_unregistered=True)))
    for size in (1024, 2048, 1024):
        out = k.run({"in0": np.full(128, size, np.int32)}).outputs["out0"]
        assert np.array_equal(out, np.full(128, size, np.int32))


def test_an_identity_asm_of_a_static_value_is_static():
    # mosaic_gpu.optimization_barrier (an empty asm, outputs tied to inputs): pure, so a value of
    # thread ids passed through it is still computed once per warpgroup key
    body = TID + '''      %t = "arith.index_cast"(%tid) : (index) -> i32
      %b = "llvm.inline_asm"(%t) <{asm_dialect = 0 : i64, asm_string = "", constraints = "=r,0", tail_call_kind = #llvm.tailcallkind<none>}> : (i32) -> i32
      %f = "arith.sitofp"(%b) : (i32) -> f32
      "memref.store"(%f, %m1, %tid) : (f32, memref<128xf32>, index) -> ()
'''
    k = Kernel(parse_module(kernel(body), "t.mlir", make_context(allow_unregistered=True)))
    identity = next(op for op in k.module.walk() if op.name == "llvm.inline_asm")
    assert k.program.slots[identity.results[0]] in k.program.static
    for _ in range(2):
        out = k.run({"in0": np.zeros(128, np.float32)}).outputs["out0"]
        assert np.array_equal(out, np.arange(128, dtype=np.float32))


def test_wgmma_of_other_types_is_refused_at_the_op():
    """wgmma .f16.bf16.bf16 is no wgmma form (bf16 products accumulate in f32 only, PTX ISA
    §9.7.15.5.1): refused by name, located, when the module is prepared."""
    body = TID + '''
      %a = "arith.constant"() <{value = 0 : i64}> : () -> i64
      %d = "llvm.inline_asm"(%a, %a) <{asm_dialect = 0 : i64, asm_string = "wgmma.mma_async.sync.aligned.m64n8k16.f16.bf16.bf16 {$0,$1}, $2, $3, 0, 1, 1, 0, 0;", constraints = "=r,=r,l,l", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (i64, i64) -> !llvm.struct<(i32, i32)>
'''
    with pytest.raises(EmulatorError) as ei:
        _run(body)
    assert str(ei.value).startswith(f"t.mlir:{_line_of(kernel(body), '%d = ')}:7: error: 'llvm.inline_asm' op "
                                    "wgmma .f16.bf16.bf16 is not supported: f32 D of f16, bf16, tf32")


def test_wgmma_immediates_follow_the_input_type():
    """wgmma .s32.s8.s8 (k32) takes no scale or transpose immediates (PTX ISA §9.7.15.5.1, "Syntax";
    it once unpacked four that are not there: an internal error): with them it is refused,
    naming the operands its type takes."""
    body = TID + '''
      %a = "arith.constant"() <{value = 0 : i64}> : () -> i64
      %d = "llvm.inline_asm"(%a, %a) <{asm_dialect = 0 : i64, asm_string = "wgmma.mma_async.sync.aligned.m64n8k32.s32.s8.s8 {$0,$1,$2,$3}, $4, $5, 0, 1, 1;", constraints = "=r,=r,=r,=r,l,l", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (i64, i64) -> !llvm.struct<(i32, i32, i32, i32)>
'''
    with pytest.raises(EmulatorError) as ei:
        _run(body)
    assert str(ei.value).startswith(f"t.mlir:{_line_of(kernel(body), '%d = ')}:7: error: 'llvm.inline_asm' op "
                                    "wgmma.s32.s8.s8 (k32) with 6 operands: expected d, a, b, scale-d")
