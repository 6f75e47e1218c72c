"""Cluster-multicast TMA loads (``nvvm.cp.async.bulk.tensor.shared.cluster.global`` with a
``multicast_mask``): the box lands in the SMEM of every CTA of the mask, at the same CTA-relative
offset, and complete-tx is signalled on the mbarrier at the same offset in each of them.

The kernel is a real jax payload: ``multicast/multicast_kernel.py`` (two clusters of two CTAs share a
tile through ``copy_gmem_to_smem(..., collective_axes=...)``, each CTA issuing half of it), captured by
mgpu-capture with jax 0.10.2 in both semantics. The faults are textual edits of its lane payload.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.errors import EmulatorError, MemoryFault
from mgpu.emulator.races import RaceError
from mgpu.emulator.run import run

HERE = Path(__file__).resolve().parent / "multicast"
LOAD = "nvvm.cp.async.bulk.tensor.shared.cluster.global %160, %68, %164, box["
MASK = "      %166 = arith.trunci %165 : i32 to i16\n"  # the mask: 3 (both CTAs of the cluster)


def _x() -> np.ndarray:
    return np.random.default_rng(0).standard_normal((2, 64, 128), dtype=np.float32)


def _run(text: str):
    return run(parse_module(text, "multicast.mlir", make_context(allow_unregistered=True)), {"in0": _x()},
               timeout_s=30)


def _lane() -> str:
    return (HERE / "multicast.lane.payload.mlir").read_text()


def _load_line(text: str) -> int:
    return next(i for i, line in enumerate(text.splitlines(), 1) if "nvvm.cp.async.bulk.tensor" in line)


def _check_bit_exact(text: str):
    x = _x()
    want = np.stack([x[g] * np.float32(r + 1) for g in range(2) for r in range(2)])
    got = _run(text).outputs["out0"]
    np.testing.assert_array_equal(got.view(np.uint32), want.view(np.uint32))


@pytest.mark.parametrize("semantics", ["lane", "wg"])
def test_captured_multicast_kernel_is_bit_exact(semantics):
    _check_bit_exact((HERE / f"multicast.{semantics}.payload.mlir").read_text())


def _edit_load(text: str, before: str, old: str, new: str) -> str:
    """``text`` with the lines ``before`` inserted before the multicast load, and ``old`` replaced by
    ``new`` in it."""
    i = text.index("      " + LOAD)
    j = text.index("\n", i) + 1
    assert old in text[i:j]
    return text[:i] + before + text[i:j].replace(old, new) + text[j:]


def test_an_l2_cache_hint_changes_nothing():
    _check_bit_exact(_edit_load(_lane(), "      %l2 = llvm.mlir.constant(1152921504606846976 : i64) : i64\n",
                                "predicate", "l2_cache_hint = %l2 predicate"))


def _mask(text: str, mask: str) -> str:
    """``text`` with the multicast mask replaced by %mc_m, an i32 that the lines ``mask`` compute from
    %165 (the original mask), %mc_r (the CTA's rank in the cluster) and %mc_one."""
    assert text.count(MASK) == 1
    return text.replace(MASK, "      %mc_id = gpu.cluster_block_id x\n"
                              "      %mc_r = arith.index_cast %mc_id : index to i32\n"
                              "      %mc_one = arith.constant 1 : i32\n"
                              f"{mask}"
                              "      %166 = arith.trunci %mc_m : i32 to i16\n")


def _peers_only(text: str) -> str:
    """Each CTA multicasts its half of the tile into its peer only (mask 3 ^ (1 << rank))."""
    return _mask(text, "      %mc_own = arith.shli %mc_one, %mc_r : i32\n"
                       "      %mc_m = arith.xori %165, %mc_own : i32\n")


@pytest.mark.parametrize("mask, message", [
    ("%mc_v = arith.constant 4 : i32\n      %mc_m = arith.ori %165, %mc_v : i32",  # 3 | 4
     r"TMA multicast mask 0x0007 names CTA rank 2, but the cluster has 2 CTAs"),
    ("%mc_m = arith.xori %165, %165 : i32", r"TMA multicast mask is 0: the load has no destination CTA"),
])
def test_bad_masks_are_located(mask, message):
    text = _mask(_lane(), f"      {mask}\n")
    with pytest.raises(EmulatorError, match=message) as e:
        _run(text)
    assert e.value.location == f"multicast.mlir:{_load_line(text)}:7"


def test_complete_tx_reaches_each_destination_barrier_only():
    # each CTA awaits the whole tile but receives only its peer's half: both barriers wait for 16 KiB
    with pytest.raises(EmulatorError, match=r"deadlock(.|\n)*CTA \(1, 0, 0\): mbarrier at CTA 1 SMEM 0x10000: "
                                            r"phase 0 \(parity 0\), pending arrivals 0/128, tx 16384 bytes"):
        _run(_peers_only(_lane()))


def _unicast_to_peer(text: str) -> str:
    """Each CTA loads its half of the tile into its peer only, without a mask: the destination and
    the mbarrier are the peer's (nvvm.mapa), as a shared::cluster pointer."""
    peer = ("      %pu_id = gpu.cluster_block_id x\n"
            "      %pu_r = arith.index_cast %pu_id : index to i32\n"
            "      %pu_one = arith.constant 1 : i32\n"
            "      %pu_peer = arith.xori %pu_r, %pu_one : i32\n"
            "      %pu_dst = nvvm.mapa %160, %pu_peer : !llvm.ptr<3> -> !llvm.ptr<7>\n"
            "      %pu_bar = nvvm.mapa %164, %pu_peer : !llvm.ptr<3> -> !llvm.ptr<7>\n")
    return _edit_load(text, peer, "%160, %68, %164, box[%161, %162, %163] multicast_mask = %166 predicate = %112 "
                                  ": !llvm.ptr<3>", "%pu_dst, %68, %pu_bar, box[%161, %162, %163] predicate = %112 "
                                                    ": !llvm.ptr<7>")


@pytest.mark.parametrize("to_peer", [_peers_only, _unicast_to_peer])
def test_the_peers_half_is_read_after_the_destination_barrier_completes(to_peer):
    # each CTA awaits half the tile (128 threads x 128 bytes) and receives only its peer's half: the
    # wait on its own barrier orders the reads of that half (no race); its own half stays zero
    expect = "      %c256_i32 = arith.constant 256 : i32\n"
    text = to_peer(_lane())
    assert text.count(expect) == 1
    got = _run(text.replace(expect, expect.replace("256 :", "128 :"))).outputs["out0"].reshape(2, 2, 2, 32, 128)
    x = _x().reshape(2, 2, 32, 128)
    for g in range(2):
        for r in range(2):
            np.testing.assert_array_equal(got[g, r, 1 - r], x[g, 1 - r] * np.float32(r + 1))
            assert not got[g, r, r].any()


def test_reading_the_tile_before_the_peers_multicast_lands_is_a_race():
    # without the barrier wait, CTA 1 reads its tile before CTA 0's multicast into it is issued
    text = "".join(line for line in _peers_only(_lane()).splitlines(True) if "mbarrier.try_wait.parity" not in line)
    with pytest.raises(RaceError, match=r"race: the read of shared memory byte 0x0 by CTA \(1, 0, 0\) warpgroup 0 warp \d "
                                        r"at .* happened before the TMA load at .* that writes it completed; wait on "
                                        r"the mbarrier at CTA 1 SMEM 0x10000"):
        _run(text)


def _shifted(text: str, operand: str, delta: int) -> str:
    """``text`` with the load's pointer ``operand`` moved by ``delta`` bytes."""
    return _edit_load(text, f"      %ft_i = llvm.ptrtoint {operand} : !llvm.ptr<3> to i64\n"
                            f"      %ft_d = llvm.mlir.constant({delta} : i64) : i64\n"
                            "      %ft_a = llvm.add %ft_i, %ft_d : i64\n"
                            "      %ft_p = llvm.inttoptr %ft_a : i64 to !llvm.ptr<3>\n", f"{operand},", "%ft_p,")


@pytest.mark.parametrize("operand, delta, error, message", [
    ("%164", 8, EmulatorError, r"op no initialised mbarrier at CTA 0 SMEM 0x10008"),
    ("%160", 0x20000, MemoryFault, r"op out-of-bounds shared memory access: TMA box of 16384 bytes at offset "
                                   r"147456 \(shared memory is 65544 bytes\)"),
])
def test_bad_destinations_are_located(operand, delta, error, message):
    text = _shifted(_lane(), operand, delta)
    with pytest.raises(error, match=message) as e:
        _run(text)
    assert str(e.value).startswith(f"multicast.mlir:{_load_line(text)}:7: error: "
                                   "'nvvm.cp.async.bulk.tensor.shared.cluster.global' op ")
