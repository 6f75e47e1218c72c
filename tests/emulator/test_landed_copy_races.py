"""A bulk copy into SMEM is ordered before a reader only through the completion of the mbarrier phase it
completes (PTX ISA 9.1 §9.7.9.25.4.1, cp.async.bulk: the writes are performed in the async proxy and made visible
through the mbarrier complete-tx; §9.7.13.15.16: a wait that observes the phase acquires them): the reader must have
waited on that phase itself, or be ordered after a thread that did. The emulator lands the copy at its issue, so a
reader that is not so ordered still reads its data: hazards.py checks the read against the copy's writes, recorded
at the epoch the phase's completion released.

The kernel: warpgroup 0's thread 0 bulk-copies 512 bytes of in0 to SMEM 512, completing phase 0 of %bar; warpgroup
0 waits for it; warpgroup 1 waits for %bar2, on which warpgroup 0 arrives, then reads the copy's bytes."""

from __future__ import annotations

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.errors import EmulatorError
from mgpu.emulator.run import run

from tests.emulator.test_ptx_spellings import _asm
from tests.support.kernel_text import kernel

_SETUP = '''      %tid = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %t32 = "arith.index_cast"(%tid) : (index) -> i32
      %z = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %c128 = "arith.constant"() <{value = 128 : i32}> : () -> i32
      %first = "arith.cmpi"(%t32, %z) <{predicate = 0 : i64}> : (i32, i32) -> i1
      %c0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
      %c8 = "arith.constant"() <{value = 8 : i64}> : () -> i64
      %bar = "llvm.inttoptr"(%c0) : (i64) -> !llvm.ptr<3>
      %bar2 = "llvm.inttoptr"(%c8) : (i64) -> !llvm.ptr<3>
      %one = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "nvvm.mbarrier.init"(%bar, %one, %first) : (!llvm.ptr<3>, i32, i1) -> ()
      "nvvm.mbarrier.init"(%bar2, %c128, %first) : (!llvm.ptr<3>, i32, i1) -> ()
      "gpu.barrier"() : () -> ()
      %ticks = "arith.constant"() <{value = 1000 : i32}> : () -> i32
      %wg0 = "arith.cmpi"(%t32, %c128) <{predicate = 6 : i64}> : (i32, i32) -> i1
      "scf.if"(%wg0) ({
WG0        "scf.yield"() : () -> ()
      }, {
WG1        "scf.yield"() : () -> ()
      }) : (i1) -> ()
'''
_COPY = '''        %tx = "arith.constant"() <{value = 512 : i32}> : () -> i32
        %s = "nvvm.mbarrier.arrive.expect_tx"(%bar, %tx, %first) <{relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32, i1) -> i64
        %c512 = "arith.constant"() <{value = 512 : i64}> : () -> i64
        %dst = "llvm.inttoptr"(%c512) : (i64) -> !llvm.ptr<3>
''' + _asm("%first, %dst, %hp0, %tx, %bar",
           "@$0 cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2], $3, [$4];",
           "b,l,l,r,l", "i1, !llvm.ptr<3>, !llvm.ptr, i32, !llvm.ptr<3>")
_WAIT = '        "nvvm.mbarrier.try_wait.parity"(%{bar}, %z, %ticks) : (!llvm.ptr<3>, i32, i32) -> ()\n'
_HAND_ON = '        %h = "nvvm.mbarrier.arrive"(%bar2) : (!llvm.ptr<3>) -> i64\n'
_READ = '''        %c4 = "arith.constant"() <{value = 4 : i32}> : () -> i32
        %o = "arith.muli"(%t32, %c4) : (i32, i32) -> i32
        %p = "llvm.inttoptr"(%o) : (i32) -> !llvm.ptr<3>
        %v = "llvm.load"(%p) <{ordering = 0 : i64}> : (!llvm.ptr<3>) -> f32
        "memref.store"(%v, %m1, %tid) : (f32, memref<256xf32>, index) -> ()
'''  # (thread 128 + t reads f32 t of SMEM 512: byte 4 * (128 + t))


def _run(wg0: str, wg1: str, grid: int = 1):
    body = _SETUP.replace("WG0", _COPY + wg0).replace("WG1", wg1)
    text = kernel(body, n=256, threads=256, grid=grid)
    x = np.arange(256, dtype=np.float32) + 1
    return x, run(parse_module(text, "t.mlir", make_context()), {"in0": x}).outputs["out0"]


def test_a_reader_ordered_after_a_warpgroup_that_waited_for_the_copy_reads_its_data():
    x, out = _run(_WAIT.format(bar="bar") + _HAND_ON, _WAIT.format(bar="bar2") + _READ)
    assert np.array_equal(out[128:], x[:128])


def test_a_reader_that_waited_for_the_copy_itself_reads_its_data():
    x, out = _run(_HAND_ON + _WAIT.format(bar="bar"), _WAIT.format(bar="bar2") + _WAIT.format(bar="bar") + _READ)
    assert np.array_equal(out[128:], x[:128])


@pytest.mark.parametrize("grid", [1, 4])
def test_a_reader_ordered_only_before_the_wait_for_the_copy_races_though_the_copy_landed(grid):
    """Warpgroup 0 hands on to warpgroup 1 before it waits for the copy: warpgroup 1's read is ordered after the
    copy's issue, not after its completion (in the emulator's schedule warpgroup 0's wait has already returned).
    In a grid of 4 CTAs, run as a batch, too (the launch's first CTA is run on its own, tracked)."""
    with pytest.raises(EmulatorError, match=r"t.mlir:\d+:\d+: .*race: this access reads shared memory byte 0x200 "
                                            r"that the bulk copy .* wrote, completing phase 0 of the mbarrier at "
                                            r"CTA 0 SMEM 0x0, with nothing ordering it after that completion"):
        _run(_HAND_ON + _WAIT.format(bar="bar"), _WAIT.format(bar="bar2") + _READ, grid)


def test_a_store_ordered_only_before_the_wait_for_the_copy_races_with_the_copys_write():
    """As above, warpgroup 1 overwrites the copy's bytes instead: the two writes are unordered (on hardware the
    copy's may land after the store)."""
    store = '''        %c4 = "arith.constant"() <{value = 4 : i32}> : () -> i32
        %o = "arith.muli"(%t32, %c4) : (i32, i32) -> i32
        %p = "llvm.inttoptr"(%o) : (i32) -> !llvm.ptr<3>
        %f = "arith.constant"() <{value = 0.0 : f32}> : () -> f32
        "llvm.store"(%f, %p) <{ordering = 0 : i64}> : (f32, !llvm.ptr<3>) -> ()
'''
    with pytest.raises(EmulatorError, match=r"t.mlir:\d+:\d+: .*'llvm.store' op race: this store overwrites shared "
                                            r"memory byte 0x200 that the bulk copy .* wrote, completing phase 0"):
        _run(_HAND_ON + _WAIT.format(bar="bar"), _WAIT.format(bar="bar2") + store)
