"""``.cta_group::2`` TMA loads (nvvm.cp.async.bulk.tensor.shared.cluster.global {group = cta_2}): the
data lands in every destination, and complete-tx goes to the mbarrier the load names, in the
destination's CTA pair (PTX ISA 9.1, cp.async.bulk.tensor; handlers/bulk_copy.py). Edits of the
captured multicast kernel of tests/emulator/multicast (two clusters of two CTAs)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.hazards import RaceError
from mgpu.emulator.run import run

KERNEL = Path(__file__).resolve().parent / "multicast" / "multicast.lane.payload.mlir"
LOAD = "multicast_mask = %166 predicate = %112 : !llvm.ptr<3>, !llvm.ptr"


def _run(text: str):
    x = np.random.default_rng(0).standard_normal((2, 64, 128), dtype=np.float32)
    return run(parse_module(text, "multicast.mlir", make_context()), {"in0": x}, timeout_s=30)


def test_a_pair_load_signals_the_issuers_barrier_so_the_peer_cannot_read_on_its_own():
    """Each CTA multicasts its half into both CTAs of its pair, signalling its own barrier: both
    barriers complete (each gets both halves' bytes), but a CTA's wait on its own barrier does not
    order the half its peer writes: CTA 1's reads race with CTA 0's load, whose completion only
    CTA 0's barrier tells."""
    text = KERNEL.read_text()
    assert text.count(LOAD) == 1
    text = text.replace(LOAD, LOAD.replace(" :", " {group = #nvvm.cta_group<cta_2>} :"))
    with pytest.raises(RaceError, match=r"race: the read of shared memory byte 0x0 by CTA \(1, 0, 0\) warpgroup 0 warp \d at "
                                        r"multicast.mlir:\d+:\d+ happened before the TMA load at multicast.mlir:\d+:\d+ "
                                        r"that writes it completed; wait on the mbarrier at CTA 0 SMEM 0x10000"):
        _run(text)


# jax's inline-PTX spelling of a replicated .cta_group::2 load (launch_context.py:1805-1812 at
# jax-v0.10.2): the block maps the mbarrier to CTA rank 0 with mapa, then loads.
_PTX_PAIR = ("\\0A            {\\0A            .reg .b32 mapped_addr;\\0A            @$0 mapa.shared::cluster.u32 mapped_addr, "
             "$3, 0;\\0A            @$0 cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes"
             ".multicast::cluster.cta_group::2\\0A                                  [$1], [$2, {$4,$5,$6}], "
             "[mapped_addr], $7;\\0A            }\\0A            ")
_NVVM_LOAD = ("      nvvm.cp.async.bulk.tensor.shared.cluster.global %160, %68, %164, box[%161, %162, %163] " + LOAD + "\n")


def test_jax_inline_ptx_pair_load_signals_the_barrier_mapa_names():
    """Both CTAs' loads signal CTA 0's barrier (mapa ... 0), each with the bytes of its two
    destinations, while each CTA expects one load's bytes on its own barrier: CTA 0's completes
    with the first load, and the read that follows races with the other load (the mapa's rank
    is the barrier's CTA: no load signals CTA 1's barrier)."""
    text = KERNEL.read_text()
    assert _NVVM_LOAD in text
    text = text.replace(_NVVM_LOAD, f'      llvm.inline_asm has_side_effects "{_PTX_PAIR}", "b,r,l,r,r,r,r,h" %112, %160, %68, '
                        "%164, %161, %162, %163, %166 : (i1, !llvm.ptr<3>, !llvm.ptr, !llvm.ptr<3>, i32, i32, i32, i16) "
                        "-> ()\n")
    with pytest.raises(RaceError, match=r"race: this access reads shared memory \[0x0, 0x4000\) that the TMA load at "
                                        r"multicast.mlir:\d+:\d+ is still writing"):
        _run(text)


# jax 0.12's spelling (launch_context.py and utils.py get_cluster_ptr at jax-v0.12.0.1): the mapa is an asm of
# its own whose 32-bit result is typed !llvm.ptr<7>, and the load takes that shared::cluster pointer.
_MAPA_012 = ('      %mapped = llvm.inline_asm "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r" %164, %c0_i32 : '
             "(!llvm.ptr<3>, i32) -> !llvm.ptr<7>\n")


def test_jax_0_12_pair_load_signals_the_barrier_its_mapa_operand_names():
    """The same load as above with jax 0.12's separate mapa: the barrier operand is a cluster address, so
    both CTAs' loads signal CTA 0's barrier, as with the mapa in the block (not each CTA its own)."""
    text = KERNEL.read_text()
    block = _PTX_PAIR.replace("{\\0A            .reg .b32 mapped_addr;\\0A            @$0 mapa.shared::cluster.u32 "
                              "mapped_addr, $3, 0;\\0A            ", "").replace("[mapped_addr]", "[$3]").replace(
                              "\\0A            }\\0A", "\\0A")
    text = text.replace(_NVVM_LOAD, _MAPA_012 + f'      llvm.inline_asm has_side_effects "{block}", "b,r,l,r,r,r,r,h" '
                        "%112, %160, %68, %mapped, %161, %162, %163, %166 : (i1, !llvm.ptr<3>, !llvm.ptr, !llvm.ptr<7>, "
                        "i32, i32, i32, i16) -> ()\n")
    with pytest.raises(RaceError, match=r"race: this access reads shared memory \[0x0, 0x4000\) that the TMA load at "
                                        r"multicast.mlir:\d+:\d+ is still writing"):
        _run(text)
