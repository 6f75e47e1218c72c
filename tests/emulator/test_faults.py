"""Fault injection: real corpus payloads, broken by a textual edit, run through ``mgpu-run``.

Each broken kernel must stop with its own diagnostic -- a deadlock report naming the barrier, its
phase, pending arrivals and tx bytes, or an error located at the faulty op (FILE:LINE:COL) -- and
exit status 1, quickly, with no output file written: never a wrong answer, never a traceback.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.run import run
from mgpu.tools.mgpu_run import main
from tests.support.text_edits import drop_line, lines_with, offset_operand

CORPUS = Path(__file__).resolve().parent.parent / "corpus"
CASES = json.loads((CORPUS / "data" / "cases.json").read_text())
SECONDS = 30


def payload(name: str) -> str:
    return (CORPUS / f"{name}.payload.generic.mlir").read_text()


def run_cli(tmp_path, capsys, kernel: str, text: str, *extra: str):
    """mgpu-run on the mutated text with the corpus inputs; returns (path, stderr)."""
    path = tmp_path / f"{kernel}.mlir"
    path.write_text(text)
    stem = kernel.split(".")[0]
    files = CASES[stem]["files"]
    args = [str(path), "--output-dir", str(tmp_path / "out"), "--timeout", str(SECONDS)]
    args += [f"--input={n}={CORPUS / 'data' / files[n]}" for n in CASES[stem]["inputs"]]
    args += [f"--expect={n}={CORPUS / 'data' / files[n]}" for n in CASES[stem]["outputs"]]
    rc = main(args + list(extra))
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err and "internal error" not in err, err
    assert "MISMATCH" not in out, "a wrong answer instead of a diagnostic"
    assert rc == 1, out + err
    assert not (tmp_path / "out").exists(), "no output may be written when the run fails"
    return path, err


def run_text(kernel: str, text: str):
    """Run the (mutated) text of corpus payload ``kernel`` in-process with the corpus inputs."""
    stem = kernel.split(".")[0]
    files = CASES[stem]["files"]
    inputs = {n: np.load(CORPUS / "data" / files[n]) for n in CASES[stem]["inputs"]}
    return run(parse_module(text, f"{kernel}.mlir", make_context(allow_unregistered=True)), inputs,
               timeout_s=SECONDS)


def loc(path: Path, text: str, needle: str, nth: int = 0) -> str:
    """``FILE:LINE:`` of the nth line containing needle (the column follows)."""
    return f"{path}:{lines_with(text, needle)[nth] + 1}:"


# ------------------------------------------------------------------ barrier waits removed -> race
@pytest.mark.parametrize("kernel, nth, reader", [
    ("pallas_add_one.wg", 0, "vector.load"),
    ("pallas_tmem_roundtrip.wg", 0, "llvm.load"),
    ("pallas_async_store_smem.wg", 0, "llvm.load"),  # the wait for the TMA load (the first of two)
])
def test_removed_barrier_wait_is_a_race(tmp_path, capsys, kernel, nth, reader):
    text = drop_line(payload(kernel), '"nvvm.mbarrier.try_wait.parity"', nth)
    path, err = run_cli(tmp_path, capsys, kernel, text)
    first = err.splitlines()[0]
    assert re.match(rf"{re.escape(str(path))}:\d+:\d+: error: '{reader}' op race: this access reads shared "
                    rf"memory \[0x[0-9a-f]+, 0x[0-9a-f]+\) that the TMA load at {re.escape(str(path))}:\d+:\d+ "
                    rf"is still writing; wait on the mbarrier at CTA \d SMEM 0x[0-9a-f]+ for the completion of "
                    rf"phase 0 \(parity 0; nvvm.mbarrier.try_wait.parity\) first", first), first
    line = int(first.split(":")[1])
    assert f'"{reader}"' in text.splitlines()[line - 1]


@pytest.mark.parametrize("kernel", ["pallas_tcgen05_mma.wg", "pallas_wgmma.wg"])
def test_removed_tma_wait_before_an_mma_is_a_race(tmp_path, capsys, kernel):
    """The MMA reads (async proxy) an SMEM operand the TMA load still owns: located at the MMA."""
    text = drop_line(payload(kernel), '"nvvm.mbarrier.try_wait.parity"', 0)
    path, err = run_cli(tmp_path, capsys, kernel, text)
    first = err.splitlines()[0]
    p = re.escape(str(path))
    assert re.match(rf"{p}:\d+:\d+: error: 'llvm.inline_asm' op race: this access reads shared memory "
                    rf"\[0x[0-9a-f]+, 0x[0-9a-f]+\) that the TMA load at {p}:\d+:\d+ is still writing", first), first
    line = text.splitlines()[int(first.split(":")[1]) - 1]
    assert "wgmma.mma_async" in line or "tcgen05.mma" in line


def test_removed_wait_for_a_peers_st_async_is_a_race(tmp_path, capsys):
    """The second wait of pallas_async_store_smem (for the peer's st.async stores) removed: one CTA
    runs to its end -- its TMA store reads the destination tile -- before the peer's st.async
    lands there. Once a silently wrong answer; now a write-after-read race located at the
    st.async, naming the read and the barrier phase to wait on (happens_before.py)."""
    kernel = "pallas_async_store_smem.wg"
    text = drop_line(payload(kernel), '"nvvm.mbarrier.try_wait.parity"', 1)
    path, err = run_cli(tmp_path, capsys, kernel, text)
    first = err.splitlines()[0]
    p = re.escape(str(path))
    assert re.match(rf"{p}:\d+:\d+: error: 'llvm.inline_asm' op race: the read of shared memory byte "
                    rf"0x[0-9a-f]+ by CTA \(\d, 0, 0\) warpgroup 0 warp \d at {p}:\d+:\d+ happened before the "
                    rf"st.async at {p}:\d+:\d+ that writes it completed; wait on the mbarrier at CTA \d "
                    rf"SMEM 0x[0-9a-f]+ for phase 0 \(parity 0\) before reading", first), first
    st_line = int(first.split(":")[1])
    assert "st.async" in text.splitlines()[st_line - 1]
    read_line = int(first.split(" at ")[1].split(":")[1])
    assert "nvvm.cp.async.bulk.tensor.global.shared.cta" in text.splitlines()[read_line - 1]


def _line(text: str, err_line: str, n: int = 0) -> str:
    """The text line of the n-th FILE:LINE:COL location in a diagnostic line."""
    return text.splitlines()[int(re.findall(r"\.mlir:(\d+):\d+", err_line)[n]) - 1]


# Each removed wait: the kernel, the line dropped (and which occurrence), the first diagnostic line
# ({P}: the file's path), the op at the error's location, and (n, the op at its n-th location).
REMOVED_WAITS = [
    # pallas_barrier_arrive_wait without the consumer's wait: warpgroup 1 TMA-stores the tile that
    # warpgroup 0 writes with generic stores, with no barrier phase ordering the two. The scheduler
    # runs warpgroup 0 first, so the answer would be right: a read-after-write race between the
    # warpgroups of one CTA (happens_before.py), located at the copy, naming the store.
    pytest.param("pallas_barrier_arrive_wait.wg", '"nvvm.mbarrier.try_wait.parity"', 0,
                 r"{P}:\d+:\d+: error: 'llvm.inline_asm' op race: the bulk copy at {P}:\d+:\d+ reads shared "
                 r"memory byte 0x[0-9a-f]+ that CTA \(0, 0, 0\) warpgroup 0 warp \d wrote at {P}:\d+:\d+ "
                 r"with nothing ordering the two \(no mbarrier phase, bar.sync or cluster barrier between it and ",
                 "cp.async.bulk.global.shared::cta", (2, '"vector.store"'), id="between-warpgroups"),
    # pallas_tcgen05_mma without the wait on the barrier tcgen05.commit arrives on: tcgen05.ld reads
    # accumulator columns the MMAs may still be writing.
    pytest.param("pallas_tcgen05_mma.wg", '"nvvm.mbarrier.try_wait.parity"', 1,
                 r"{P}:\d+:\d+: error: 'llvm.inline_asm' op race: this tcgen05.ld touches TMEM columns "
                 r"\[0, 64\) that the tcgen05.mma at {P}:\d+:\d+ may still be writing; wait on the mbarrier "
                 r"at SMEM 0x[0-9a-f]+ that its tcgen05.commit arrives on \(phase 0, parity 0\) first",
                 "tcgen05.ld.sync", (1, "tcgen05.mma"), id="mma-commit-wait"),
    # pallas_tmem_roundtrip without tcgen05.wait::st: tcgen05.ld reads columns whose tcgen05.st may
    # not have completed.
    pytest.param("pallas_tmem_roundtrip.wg", '"nvvm.tcgen05.wait"', 0,
                 r"{P}:\d+:\d+: error: 'llvm.inline_asm' op race: this tcgen05.ld touches TMEM columns "
                 r"\[0, 64\) that the tcgen05.st at {P}:\d+:\d+ may still be writing; CTA \(0, 0, 0\) "
                 r"warpgroup 0 must wait for it with tcgen05.wait::st first",
                 "tcgen05.ld.sync", (1, "tcgen05.st.sync"), id="tcgen05-wait-st"),
]


@pytest.mark.parametrize("kernel, needle, nth, message, at_error, other", REMOVED_WAITS)
def test_removed_wait_is_a_race(tmp_path, capsys, kernel, needle, nth, message, at_error, other):
    text = drop_line(payload(kernel), needle, nth)
    path, err = run_cli(tmp_path, capsys, kernel, text)
    first = err.splitlines()[0]
    assert re.match(message.replace("{P}", re.escape(str(path))), first), first
    assert at_error in _line(text, first)
    assert other[1] in _line(text, first, other[0])


# ------------------------------------------------------------------ expect_tx off by 16 bytes -> deadlock
@pytest.mark.parametrize("kernel, nth, delta, wait_nth, pending, tx", [
    # wg semantics: all 128 threads execute arrive.expect_tx, so 16 bytes each make 2048
    ("pallas_add_one.wg", 0, 16, 0, "0/128", "2048"),
    ("pallas_tcgen05_mma.wg", 0, -16, 0, "0/256", "-2048"),
    # lane semantics: one elected thread expects the bytes: exactly 16 bytes off
    ("lowlevel_tma_square.lane", 0, 16, 0, "0/1", "16"),
    ("lowlevel_tma_square.lane", 0, -16, 0, "0/1", "-16"),
    # the cluster barrier the peer's st.async stores complete (remote expect_tx)
    ("pallas_async_store_smem.wg", 1, 16, 1, "0/128", "2048"),
])
def test_expect_tx_off_by_16_bytes_deadlocks_with_a_report(tmp_path, capsys, kernel, nth, delta, wait_nth,
                                                           pending, tx):
    text = offset_operand(payload(kernel), '"nvvm.mbarrier.arrive.expect_tx"', '"nvvm.mbarrier.arrive.expect_tx"',
                          1, delta, nth=nth)
    path, err = run_cli(tmp_path, capsys, kernel, text)
    lines = err.splitlines()
    assert re.match(rf"{re.escape(str(path))}:\d+:\d+: error: 'gpu.launch' op deadlock: no warpgroup can make "
                    rf"progress", lines[0]), lines[0]
    wait_at = loc(path, text, '"nvvm.mbarrier.try_wait.parity"', wait_nth)
    blocked = [ln for ln in lines if "is blocked in 'nvvm.mbarrier.try_wait.parity' at " + wait_at in ln]
    assert blocked, err
    assert re.search(rf"mbarrier at SMEM 0x[0-9a-f]+ \(phase 0 \(parity 0\), pending arrivals {pending}, "
                     rf"tx {tx} bytes\)", blocked[0]), blocked[0]
    assert re.search(rf"CTA \(0, 0, 0\): mbarrier at CTA 0 SMEM 0x[0-9a-f]+: phase 0 \(parity 0\), pending "
                     rf"arrivals {pending}, tx {tx} bytes", err), err


# ------------------------------------------------------------------ out-of-bounds accesses
@pytest.mark.parametrize("op, pos", [("vector.store", 2), ("vector.load", 1)])
def test_out_of_bounds_smem_access_is_located(tmp_path, capsys, op, pos):
    kernel = "pallas_add_one.wg"
    text = offset_operand(payload(kernel), f'"{op}"', f'"{op}"', pos, 1 << 20, ty="index")
    path, err = run_cli(tmp_path, capsys, kernel, text)
    line = lines_with(text, f'"{op}"(')[0] + 1
    # (past its ref, which the check against the ref reports before the allocation's: ref_bounds.py)
    assert re.match(rf"{re.escape(str(path))}:{line}:\d+: error: '{op}' op Index \[\d+:\d+\] along axis 0 is out of "
                    rf"bounds for shape \(16384,\): the access reaches past its shared-memory ref", err), err


def test_out_of_bounds_tma_descriptor_is_located(tmp_path, capsys):
    # the TMA load reads its descriptor from a kernel-parameter slot past the end of the blob
    kernel = "pallas_add_one.wg"
    text = payload(kernel)
    old = 'rawConstantIndices = array<i32: 0>}> : (!llvm.ptr) -> !llvm.ptr'
    i = next(k for k in lines_with(text, old) if "elem_type = i8" in text.splitlines()[k])
    lines = text.splitlines(keepends=True)
    lines[i] = lines[i].replace("array<i32: 0>", "array<i32: 4096>")
    text = "".join(lines)
    path, err = run_cli(tmp_path, capsys, kernel, text)
    assert re.match(rf"{re.escape(str(path))}:\d+:\d+: error: '[a-z_.]+' op out-of-bounds", err), err


# ------------------------------------------------------------------ TMEM lane quarters
@pytest.mark.parametrize("kernel, asm, pos, what", [
    ("pallas_tmem_roundtrip.wg", "tcgen05.ld.sync", 0, "tcgen05.ld"),
    ("pallas_tmem_roundtrip.wg", "tcgen05.st.sync", 32, "tcgen05.st"),
    ("pallas_tcgen05_mma.wg", "tcgen05.ld.sync", 0, "tcgen05.ld"),
])
def test_tmem_access_outside_the_warps_lane_quarter(tmp_path, capsys, kernel, asm, pos, what):
    # warp 0's address names lane 32 (the next quarter): lane is bits 16.. of the TMEM address
    text = offset_operand(payload(kernel), asm, '"llvm.inline_asm"', pos, 32 << 16)
    path, err = run_cli(tmp_path, capsys, kernel, text)
    line = lines_with(text, asm)[0] + 1
    assert err.startswith(f"{path}:{line}:7: error: 'llvm.inline_asm' op {what}: warp 0 may access only TMEM "
                          f"lanes 0..31, but the address names lane 32"), err


# ------------------------------------------------------------------ races with asynchronous copies
def test_missing_proxy_fence_before_the_tma_store_is_a_race(tmp_path, capsys):
    kernel = "pallas_add_one.wg"
    text = drop_line(payload(kernel), '"nvvm.fence.proxy"')
    path, err = run_cli(tmp_path, capsys, kernel, text)
    assert re.match(rf"{re.escape(str(path))}:\d+:\d+: error: '[a-z_.]+' op race: the (bulk copy|TMA store) at "
                    rf"{re.escape(str(path))}:\d+:\d+ reads shared memory byte 0x[0-9a-f]+ that CTA \(0, 0, 0\) "
                    rf"warpgroup 0 wrote without a following fence.proxy.async.shared::cta \(\d+ of the \d+ "
                    rf"bytes it reads from 0x[0-9a-f]+\): generic-proxy writes are visible to the async proxy "
                    rf"only after the writers' proxy fence", err), err
    # the warpgroup barrier right after the dropped fence is still there: it orders threads, not proxies
    fence = lines_with(payload(kernel), '"nvvm.fence.proxy"')[0]
    assert "bar.sync $0, 128;" in text.splitlines()[fence + 2]  # (after the barrier id's arithmetic)


def test_overwriting_smem_the_bulk_store_still_reads_is_a_race(tmp_path, capsys):
    # the bulk-group wait moved after a store into the tile the bulk copy reads
    kernel = "pallas_add_one.wg"
    text = payload(kernel)
    lines = text.splitlines(keepends=True)
    i = lines_with(text, '"nvvm.cp.async.bulk.wait_group"')[0]
    wait = lines.pop(i)
    store = lines[lines_with(text, '"vector.store"')[-1]]
    j = next(k for k, ln in enumerate(lines) if '"gpu.terminator"' in ln)
    text = "".join(lines[:j] + [store, wait] + lines[j:])
    path, err = run_cli(tmp_path, capsys, kernel, text)
    line = j + 1
    assert err.startswith(f"{path}:{line}:"), err
    assert "'vector.store' op race: this store overwrites shared memory" in err and "may still be reading" in err


def test_arrive_removed_deadlocks_with_a_report(tmp_path, capsys):
    # no thread arrives (nor expects the TMA's bytes): the TMA drives tx negative, the phase never completes
    kernel = "pallas_add_one.wg"
    text = drop_line(payload(kernel), '"nvvm.mbarrier.arrive.expect_tx"')
    path, err = run_cli(tmp_path, capsys, kernel, text)
    wait_at = loc(path, text, '"nvvm.mbarrier.try_wait.parity"')
    assert f"CTA (0, 0, 0) warpgroup 0 is blocked in 'nvvm.mbarrier.try_wait.parity' at {wait_at}" in err, err
    assert "pending arrivals 128/128, tx -65536 bytes" in err, err


def test_removed_barrier_after_the_tmem_alloc_is_a_race(tmp_path, capsys):
    """tcgen05.alloc writes the TMEM address to SMEM from warp 0; the other warps read it after jax's barrier."""
    text = drop_line(payload("pallas_tcgen05_mma.wg"), '"gpu.barrier"', 0)
    path, err = run_cli(tmp_path, capsys, "pallas_tcgen05_mma.wg", text)
    first = err.splitlines()[0]
    p = re.escape(str(path))
    assert re.match(rf"{p}:\d+:\d+: error: 'memref.load' op race: this access reads shared memory byte 0x[0-9a-f]+ "
                    rf"that .* wrote at {p}:\d+:\d+", first), first
    line = text.splitlines()[int(first.split(":")[1]) - 1]
    assert '"memref.load"' in line
    writer = text.splitlines()[int(re.findall(r"\.mlir:(\d+):", first)[1]) - 1]
    assert '"nvvm.tcgen05.alloc"' in writer
