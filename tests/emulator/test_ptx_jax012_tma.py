"""jax 0.12.0.1's inline PTX for what 0.10.2 wrote as nvvm ops, around a TMA load: jax's low-level
TMA kernel (tests/corpus/lowlevel_tma_square) with its barrier init, init fence, arrive-expect-tx
and TMA load replaced by the strings jax 0.12.0.1 builds (dialect_lowering.py:283-289, core.py:
899-905, utils.py:1418-1425 and launch_context.py:1985-1997 at jax-v0.12.0.1, through
utils.inline_ptx: a predicate is ``@$N`` on the last operand). Each rule shares its nvvm op's
function (handlers/mbarrier.py, sync.py, bulk_copy.py), so the run is the nvvm kernel's, bit for bit."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.errors import DeadlockError, EmulatorError
from mgpu.emulator.run import run

CORPUS = Path(__file__).resolve().parent.parent / "corpus"
TEXT = (CORPUS / "lowlevel_tma_square.lane.payload.mlir").read_text()
X = np.load(CORPUS / "data" / "lowlevel_tma_square.in0.npy")
WANT = np.load(CORPUS / "data" / "lowlevel_tma_square.out0.npy")


def _asm(operands: str, asm: str, constraints: str, types: str) -> str:
    return f'      llvm.inline_asm has_side_effects "{asm}", "{constraints}" {operands} : ({types}) -> !llvm.void\n'


INIT = ("      nvvm.mbarrier.init %120, %c1_i32, predicate = %119 : !llvm.ptr<3>, i32, i1\n",
        _asm("%120, %c1_i32, %119", "@$2 mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,b", "!llvm.ptr<3>, i32, i1"))
FENCE = ("      nvvm.fence.mbarrier.init\n",
         '      llvm.inline_asm has_side_effects "fence.mbarrier_init.release.cluster;", "" : () -> !llvm.void\n')
EXPECT = ("      nvvm.mbarrier.arrive.expect_tx %154, %c16384_i32, predicate = %149 : !llvm.ptr<3>, i32, i1\n",
          _asm("%154, %c16384_i32, %149", "@$2 mbarrier.arrive.expect_tx.release.cta.shared::cta.b64 _, [$0], $1;",
               "r,r,b", "!llvm.ptr<3>, i32, i1"))
LOAD = ("      nvvm.cp.async.bulk.tensor.shared.cluster.global %131, %94, %154, box[%150, %151, %152, %153] "
        "predicate = %149 : !llvm.ptr<3>, !llvm.ptr\n",
        _asm("%149, %131, %94, %154, %150, %151, %152, %153",
             "@$0 cp.async.bulk.tensor.4d.shared::cta.global.mbarrier::complete_tx::bytes [$1], "
             "[$2, {$4, $5, $6, $7}], [$3];", "b,r,l,r,r,r,r,r",
             "i1, !llvm.ptr<3>, !llvm.ptr, !llvm.ptr<3>, i32, i32, i32, i32"))


def _run(*swaps, text: str = TEXT):
    for nvvm, ptx in swaps:
        assert text.count(nvvm) == 1
        text = text.replace(nvvm, ptx)
    return run(parse_module(text, "k.mlir", make_context()), {"in0": X})


def test_the_kernel_in_jax_0_12s_inline_ptx_runs_as_its_nvvm_spelling():
    nvvm, ptx = run(parse_module(TEXT, "k.mlir", make_context()), {"in0": X}), _run(INIT, FENCE, EXPECT, LOAD)
    np.testing.assert_array_equal(ptx.outputs["out0"], WANT)
    np.testing.assert_array_equal(ptx.outputs["out0"], nvvm.outputs["out0"])
    assert ptx.report.barrier_phases == nvvm.report.barrier_phases == 1


def test_an_arrive_expecting_more_bytes_than_the_load_brings_never_completes():
    more = (EXPECT[0], EXPECT[1].replace("%c16384_i32", "%c32768_i32"))
    text = TEXT.replace("%c16384_i32 = arith.constant 16384 : i32\n",
                        "%c16384_i32 = arith.constant 16384 : i32\n      %c32768_i32 = arith.constant 32768 : i32\n", 1)
    with pytest.raises(DeadlockError, match=r"pending arrivals 0/1, tx 16384 bytes"):
        _run(INIT, FENCE, more, LOAD, text=text)


def test_a_ptx_init_with_a_count_of_zero_is_an_error():
    zero = (INIT[0], INIT[1].replace("%c1_i32,", "%c0_i32_31,"))
    with pytest.raises(EmulatorError, match=r"k.mlir:\d+:\d+: error: 'llvm.inline_asm' op .*mbarrier.init count 0 is "
                                            r"outside \[1, 2\^20-1\]"):
        _run(zero)


@pytest.mark.parametrize("asm, why", [
    ("@$0 cp.async.bulk.tensor.4d.shared::cta.global.im2col.mbarrier::complete_tx::bytes [$1], [$2, {$4, $5, $6, "
     "$7}], [$3], {$4, $5};", "TMA in im2col mode is not emulated"),
    ("@$0 cp.async.bulk.tensor.4d.shared::cta.global.tile::gather4.mbarrier::complete_tx::bytes.multicast::cluster "
     "[$1], [$2, {$4, $5, $6, $7}], [$3], $4;", "this form of cp.async.bulk.tensor is not supported"),
])
def test_tma_load_forms_the_emulator_does_not_run_are_refused_by_name(asm, why):
    other = (LOAD[0], LOAD[1].replace(LOAD[1].split('"')[1], asm))
    # (as a kernel for sm_100a, which has tile::gather4: sm_90a lacks it, mgpu/arch_targets.py)
    sm100 = TEXT.replace("mosaic_gpu.arch_major = 9 ", "mosaic_gpu.arch_major = 10 ", 1)
    with pytest.raises(EmulatorError, match=rf"k.mlir:\d+:\d+: error: 'llvm.inline_asm' op {why}"):
        _run(INIT, FENCE, EXPECT, other, text=sm100)


MULTICAST = Path(__file__).resolve().parent / "multicast" / "multicast.lane.payload.mlir"
MULTICAST_LOAD = ("      nvvm.cp.async.bulk.tensor.shared.cluster.global %160, %68, %164, box[%161, %162, %163] "
                  "multicast_mask = %166 predicate = %112 : !llvm.ptr<3>, !llvm.ptr\n")


def test_a_multicast_tile_load_in_jax_0_12s_ptx_runs_as_its_nvvm_spelling():
    """tests/emulator/test_multicast.py's captured kernel (two clusters of two CTAs sharing a tile),
    its multicast load in jax 0.12.0.1's string (launch_context.py:1971-1997): the box lands in both
    CTAs of the mask and completes both barriers, bit for bit as the nvvm op."""
    text = MULTICAST.read_text()
    ptx = _asm("%112, %160, %68, %164, %161, %162, %163, %166",
               "@$0 cp.async.bulk.tensor.3d.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster "
               "[$1], [$2, {$4, $5, $6}], [$3], $7;", "b,r,l,r,r,r,r,h",
               "i1, !llvm.ptr<3>, !llvm.ptr, !llvm.ptr<3>, i32, i32, i32, i16")
    assert text.count(MULTICAST_LOAD) == 1
    x = np.random.default_rng(0).standard_normal((2, 64, 128), dtype=np.float32)
    ctx = make_context(allow_unregistered=True)
    nvvm = run(parse_module(text, "m.mlir", ctx), {"in0": x}, timeout_s=30)
    got = run(parse_module(text.replace(MULTICAST_LOAD, ptx), "m.mlir", make_context(allow_unregistered=True)),
              {"in0": x}, timeout_s=30)
    np.testing.assert_array_equal(got.outputs["out0"].view(np.uint32), nvvm.outputs["out0"].view(np.uint32))
    want = np.stack([x[g] * np.float32(r + 1) for g in range(2) for r in range(2)])
    np.testing.assert_array_equal(got.outputs["out0"], want)
