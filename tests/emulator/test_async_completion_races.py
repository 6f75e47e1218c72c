"""Two rules of an mbarrier phase an asynchronous copy completes (mgpu/emulator/handlers/mbarrier.py, hazards.py),
each checked on a corpus kernel with one wait removed, and on the kernel as jax wrote it:

- an arrive (or expect-tx) of the next phase must be ordered after a wait that observed the copy's completion:
  else, on hardware, the arrive may land in the copy's phase (PTX ISA 9.1 §9.7.13.15.6: a phase completes when
  its pending arrivals and tx-count reach zero; the copies complete at issue in the emulator);
- a TMA store (an async-proxy read) of bytes that an asynchronous write (a TMA load, st.async, red.async) may
  still be updating: its completion must have been observed first (§9.7.13.15.16)."""

from __future__ import annotations

import pathlib

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.errors import EmulatorError
from mgpu.emulator.run import run

CORPUS = pathlib.Path(__file__).parent.parent / "corpus"
# async_store_smem(..., atomic='add') into the CTA's own cluster slot: two TMA loads completing phases 0 and 1 of
# one mbarrier, each followed by its wait (lines 375, 449), red.async into SMEM completing the other barrier, its
# wait (2260), then the TMA store of the result
ATOMIC = "pallas_async_store_smem_atomic"


def _run_without(line: int | None):
    text = (CORPUS / f"{ATOMIC}.wg.payload.mlir").read_text()
    lines = text.splitlines(keepends=True)
    if line is not None:
        assert "nvvm.mbarrier.try_wait.parity" in lines[line - 1]
        del lines[line - 1]
    inputs = {"in0": np.load(CORPUS / "data" / f"{ATOMIC}.in0.npy")}
    return run(parse_module("".join(lines), "t.mlir", make_context()), inputs).outputs["out0"]


def test_the_kernel_with_its_waits_matches():
    assert np.array_equal(_run_without(None), np.load(CORPUS / "data" / f"{ATOMIC}.out0.npy"))


def test_an_arrive_on_the_next_phase_before_a_wait_observed_the_copy_is_a_race():
    with pytest.raises(EmulatorError, match=r"t.mlir:385:\d+: .*race: this arrive.expect_tx on the mbarrier at CTA "
                                            r"\d SMEM 0x[0-9a-f]+ counts towards its phase 1, but phase 0 was "
                                            r"completed by an asynchronous copy's complete-tx"):
        _run_without(375)


def test_a_tma_store_of_bytes_a_red_async_may_still_update_is_a_race():
    with pytest.raises(EmulatorError, match=r"t.mlir:2291:\d+: .*race: this access reads shared memory "
                                            r"\[0x8000, 0x[0-9a-f]+\) that the red.async at t.mlir:\d+:\d+ is still "
                                            r"writing"):
        _run_without(2260)


def test_a_tma_store_of_bytes_a_tma_load_may_still_write_is_a_race():
    with pytest.raises(EmulatorError, match=r"t.mlir:2291:\d+: .*race: this access reads shared memory "
                                            r"\[0x8000, 0x10000\) that the TMA load at t.mlir:\d+:\d+ is still "
                                            r"writing"):
        _run_without(449)
