"""``.cta_group::2`` TMA loads (nvvm.cp.async.bulk.tensor.shared.cluster.global {group = cta_2}): the
data lands in every destination, and complete-tx goes to the mbarrier the load names, in the
destination's CTA pair (PTX ISA 9.1, cp.async.bulk.tensor; handlers/bulk_copy.py). Edits of the
captured multicast kernel of tests/emulator/multicast (two clusters of two CTAs)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.races import RaceError
from mgpu.emulator.run import run

KERNEL = Path(__file__).resolve().parent / "multicast" / "multicast.lane.payload.mlir"
LOAD = "multicast_mask = %166 predicate = %112 : !llvm.ptr<3>, !llvm.ptr"


def for_sm100a(text: str) -> str:
    """The captured kernel ``text``, for sm_90a, as a kernel for sm_100a: the one of the two targets with .cta_group
    (mgpu/arch_targets.py), which the tests' edits give it."""
    assert text.count("mosaic_gpu.arch_major = 9 ") == 1
    return text.replace("mosaic_gpu.arch_major = 9 ", "mosaic_gpu.arch_major = 10 ")


def _run(text: str):
    x = np.random.default_rng(0).standard_normal((2, 64, 128), dtype=np.float32)
    return run(parse_module(for_sm100a(text), "multicast.mlir", make_context()), {"in0": x}, timeout_s=30)


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


# jax 0.12's spelling (launch_context.py:1961-1972 at 0.12.0.1): the mapa is an asm of its own, whose
# shared::cluster address (an !llvm.ptr<7>) the load takes as its mbarrier operand.
_MAPA_012 = ('      %pair_rank = arith.constant 0 : i32\n'
             '      %pair_bar = llvm.inline_asm "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r" %164, %pair_rank '
             ': (!llvm.ptr<3>, i32) -> !llvm.ptr<7>\n')
_PTX_PAIR_012 = ("\\0A            @$0 cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes"
                 ".multicast::cluster.cta_group::2\\0A                                  [$1], [$2, {$4,$5,$6}], [$3], $7;"
                 "\\0A            ")


def with_pair_load(text: str, jax: str = "0.10.2") -> str:
    """The kernel ``text`` with its load spelled as jax ``jax`` spells a .cta_group::2 load in inline PTX: each CTA's
    load signals CTA 0's barrier (the mapa's rank)."""
    assert _NVVM_LOAD in text
    asm, bar, bar_type = (_PTX_PAIR, "%164", "!llvm.ptr<3>") if jax == "0.10.2" else (_PTX_PAIR_012, "%pair_bar",
                                                                                      "!llvm.ptr<7>")
    return text.replace(_NVVM_LOAD, (_MAPA_012 if jax != "0.10.2" else "")
                        + f'      llvm.inline_asm has_side_effects "{asm}", "b,r,l,r,r,r,r,h" %112, %160, %68, '
                        f"{bar}, %161, %162, %163, %166 : (i1, !llvm.ptr<3>, !llvm.ptr, {bar_type}, i32, i32, i32, i16) "
                        "-> ()\n")


@pytest.mark.parametrize("jax", ["0.10.2", "0.12.0.1"])
def test_jax_inline_ptx_pair_load_signals_the_barrier_mapa_names(jax: str):
    """Both CTAs' loads signal CTA 0's barrier (mapa ... 0), each with the bytes of its two
    destinations, while each CTA expects one load's bytes on its own barrier: CTA 0's completes
    with the first load, and the read that follows races with the other load (the mapa's rank
    is the barrier's CTA: no load signals CTA 1's barrier, whose own wait would report the read
    by CTA 1 instead)."""
    with pytest.raises(RaceError, match=r"race: this access reads shared memory \[0x0, 0x4000\) that the TMA load at "
                                        r"multicast.mlir:\d+:\d+ is still writing"):
        _run(with_pair_load(KERNEL.read_text(), jax))
