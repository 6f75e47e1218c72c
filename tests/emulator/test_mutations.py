"""Broken variants of a corpus payload: each must stop with a located, explanatory error."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.errors import DeadlockError, EmulatorError
from mgpu.emulator.races import RaceError
from mgpu.emulator.run import run

CORPUS = Path(__file__).resolve().parent.parent / "corpus"
NAME = "pallas_add_one.lane.payload.generic.mlir"
TEXT = (CORPUS / NAME).read_text()
X = np.load(CORPUS / "data" / "pallas_add_one.in0.npy")


def _run(text):
    return run(parse_module(text, NAME, make_context(allow_unregistered=True)), {"in0": X})


def _line(text, needle):
    return next(i for i, l in enumerate(text.splitlines(), 1) if needle in l)


def test_reading_smem_before_waiting_for_the_tma_load_is_a_race():
    lines = TEXT.splitlines(keepends=True)
    i = _line(TEXT, '"nvvm.mbarrier.try_wait.parity"') - 1
    text = "".join(lines[:i] + lines[i + 1:])
    with pytest.raises(RaceError) as ei:
        _run(text)
    msg = str(ei.value)
    assert "'vector.load' op race" in msg and "the TMA load at " in msg and "try_wait" in msg


def test_unbalanced_expect_tx_deadlocks_with_a_report():
    text = TEXT.replace('<{value = 512 : i32}>', '<{value = 513 : i32}>', 1)
    with pytest.raises(DeadlockError) as ei:
        _run(text)
    msg = str(ei.value)
    line = _line(text, '"nvvm.mbarrier.try_wait.parity"')
    assert f"{NAME}:{line}:" in msg
    assert "CTA (0, 0, 0) warpgroup 0 is blocked in 'nvvm.mbarrier.try_wait.parity'" in msg
    assert "tx 128 bytes" in msg and "pending arrivals 0/128" in msg and "phase 0" in msg


def test_wrong_descriptor_pointer_is_reported():
    # point the TMA load at descriptor slot 1 of a one-descriptor blob
    old = '"llvm.getelementptr"(%73) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0>}>'
    assert old in TEXT
    text = TEXT.replace(old, old.replace("array<i32: 0>", "array<i32: 128>"))
    with pytest.raises(EmulatorError) as ei:
        _run(text)
    assert "out-of-bounds" in str(ei.value) and "kernel parameter" in str(ei.value)


def test_missing_proxy_fence_before_the_bulk_store_is_a_race():
    lines = TEXT.splitlines(keepends=True)
    i = _line(TEXT, '"nvvm.fence.proxy"') - 1
    text = "".join(lines[:i] + lines[i + 1:])
    with pytest.raises(RaceError) as ei:
        _run(text)
    msg = str(ei.value)
    assert "'llvm.inline_asm' op race: the bulk copy at" in msg
    assert "warpgroup 0 wrote without a following fence.proxy.async.shared::cta" in msg


def test_overwriting_smem_before_the_bulk_store_completes_is_a_race():
    # move the bulk-group wait to the end of the kernel and store into the o tile before it
    lines = TEXT.splitlines(keepends=True)
    i = _line(TEXT, '"nvvm.cp.async.bulk.wait_group"') - 1
    wait = lines[i]
    store = next(l for l in lines if '"vector.store"' in l)
    rest = lines[:i] + lines[i + 1:]
    j = next(k for k, l in enumerate(rest) if '"gpu.terminator"' in l)
    text = "".join(rest[:j] + [store, wait] + rest[j:])
    with pytest.raises(RaceError, match="may still be reading"):
        _run(text)


def test_exit_without_waiting_for_the_bulk_group_is_reported():
    lines = TEXT.splitlines(keepends=True)
    i = _line(TEXT, '"nvvm.cp.async.bulk.wait_group"') - 1
    res = _run("".join(lines[:i] + lines[i + 1:]))
    copy = _line(TEXT, "cp.async.bulk.global.shared::cta.bulk_group")
    assert [w for w in res.report.warnings if "never waited for" in w] == [
        f"warning: CTA (0, 0, 0) exits while the bulk copy at {NAME}:{copy}:7 was never waited for by its issuing "
        f"thread (cp.async.bulk.wait_group, .read or not): nothing in the kernel orders the copy's read of shared "
        f"memory or its write of global memory before the exit (the emulator completed it at issue)"]
    assert np.array_equal(res.outputs["out0"], X + 1)
