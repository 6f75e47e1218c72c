"""A ``cp.async.wait_group`` makes the copies of the groups it retires visible to the waiting thread only (PTX ISA 9.1
§9.7.9.25.3.3): another thread reads their bytes only ordered after that wait, e.g. by a bar.sync after it. The
emulator lands the copy at its issue, so a reader not so ordered still reads its data: hazards.py checks the read
against the copy's bytes, recorded at the wait as written by the warp that issued and waited for the copy.

The kernel (two warpgroups): each thread t of warpgroup 0 copies f32 t of in0 to SMEM byte 4 t, commits and waits for
the group; then each thread of ``READER`` reads f32 ``(t + SHIFT) % 128`` of SMEM into out0."""

from __future__ import annotations

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.races import RaceError
from mgpu.emulator.run import run

from tests.emulator.test_cp_async import COMMIT, COPY, WAIT
from tests.support.kernel_text import kernel

_BODY = '''      %tid = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %smem = "gpu.dynamic_shared_memory"() : () -> memref<?xi8, #gpu.address_space<workgroup>>
      %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
      %view = "memref.view"(%smem, %c0) : (memref<?xi8, #gpu.address_space<workgroup>>, index) -> memref<128xf32, #gpu.address_space<workgroup>>
      %c128 = "arith.constant"() <{value = 128 : index}> : () -> index
      %wg0 = "arith.cmpi"(%tid, %c128) <{predicate = 6 : i64}> : (index, index) -> i1
      "scf.if"(%wg0) ({
COPY        "scf.yield"() : () -> ()
      }, {
      }) : (i1) -> ()
SYNC      %reader = "arith.cmpi"(%tid, %c128) <{predicate = READER : i64}> : (index, index) -> i1
      "scf.if"(%reader) ({
        %shift = "arith.constant"() <{value = SHIFT : index}> : () -> index
        %s = "arith.addi"(%tid, %shift) : (index, index) -> index
        %r = "arith.remui"(%s, %c128) : (index, index) -> index
        %v = "memref.load"(%view, %r) : (memref<128xf32, #gpu.address_space<workgroup>>, index) -> f32
        %o = "arith.remui"(%tid, %c128) : (index, index) -> index
        "memref.store"(%v, %m1, %o) : (f32, memref<128xf32>, index) -> ()
        "scf.yield"() : () -> ()
      }, {
      }) : (i1) -> ()
'''
_WG0, _WG1 = 6, 9  # (arith.cmpi's ult and uge: tid < 128, tid >= 128)
_BAR_SYNC = '      "gpu.barrier"() : () -> ()\n'


def _run(reader: int, shift: int, sync: str = ""):
    copy = COPY[COPY.index("      %gi"):].replace("WIDTH", "4").replace("MOD", "ca") + COMMIT + WAIT.replace("N", "0")
    body = (_BODY.replace("COPY", copy).replace("SYNC", sync).replace("READER", str(reader))
            .replace("SHIFT", str(shift)))
    x = np.arange(128, dtype=np.float32) + 0.5
    out = run(parse_module(kernel(body, threads=256, smem=2048), "t.mlir", make_context()), {"in0": x}).outputs["out0"]
    return out, np.roll(x, -shift)


@pytest.mark.parametrize("reader, shift", [(_WG1, 0), (_WG0, 32)], ids=["another warpgroup", "another warp"])
def test_a_warp_reads_another_warps_copy_after_a_bar_sync_that_follows_the_wait(reader, shift):
    got, want = _run(reader, shift, _BAR_SYNC)
    assert np.array_equal(got, want)


@pytest.mark.parametrize("reader, shift, byte, warp", [(_WG1, 0, "0x0", 0), (_WG0, 32, "0x80", 1)],
                         ids=["another warpgroup", "another warp of the waiting warpgroup"])
def test_a_warp_reading_another_warps_copy_with_no_bar_sync_after_the_wait_races_though_the_copy_landed(
        reader, shift, byte, warp):
    """Each thread's wait covers its own copies: nothing orders the reading warp after the copying warp's wait."""
    with pytest.raises(RaceError, match=rf"t.mlir:\d+:\d+: error: 'memref.load' op race: this access reads shared "
                                        rf"memory byte {byte} that CTA \(0, 0, 0\) warpgroup 0 warp {warp} wrote at "
                                        rf"t.mlir:\d+:\d+"):
        _run(reader, shift)


def test_the_issuing_warp_reads_its_own_copies_after_its_wait():
    got, want = _run(_WG0, 0)
    assert np.array_equal(got, want)
