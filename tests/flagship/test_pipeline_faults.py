"""Fault injection into jax's Hopper matmul pipeline (hopper_matmul_mgpu.py at jax-v0.10.2, captured as
``captured/hopper_matmul_wg_n``: a TMA warpgroup fills 2 SMEM slots, two wgmma warpgroups consume
them). One wait or the consumers' release removed from jax's payload, or from its Warpgroup stage
(lowered by mgpu), must stop the run with a located race or deadlock naming the slot's mbarrier (its
SMEM address) and the phase -- never a silently right answer, as the emulator's schedule would give.

The SMEM layout is the captured kernel's: slot 0's A tile at [0x4000, 0x6000), its TMA barrier at
0x10000 (the first mbarrier, after the kernel's 64 KiB of buffers) and its consumed barrier at
0x10010 (the consumers' 256 threads arrive on it).
"""

from __future__ import annotations

import pathlib
import re
import tarfile

import pytest

from mgpu.tools.mgpu_run import main
from tests.emulator.test_faults import drop_line, lines_with

NAME = "hopper_matmul_wg_n"
TMA_BARRIER = "0x10000"
CONSUMED_BARRIER = "0x10010"
# per stage: the file, mgpu-run's extra options, the nth wait of the producer (for a consumed slot)
# and of the consumers (for a loaded slot), the consumers' release, a TMA load and an MMA
STAGES = {
    "payload": ("payload", [], 0, 3, "mbarrier.arrive.release.cta.shared::cta.b64",
                "nvvm.cp.async.bulk.tensor.shared.cluster.global", "wgmma.mma_async"),
    "wg_layouts": ("wg_layouts", ["--semantics", "warpgroup"], 0, 3, '"mosaic_gpu.arrive"',
                   '"mosaic_gpu.async_load"', "mosaic_gpu.wgmma"),
}
WAIT = "nvvm.mbarrier.try_wait.parity"


@pytest.fixture(scope="module")
def captured(tmp_path_factory) -> pathlib.Path:
    d = tmp_path_factory.mktemp("pipeline_faults")
    with tarfile.open(pathlib.Path(__file__).parent / "captured" / f"{NAME}.tar.xz") as tar:
        tar.extractall(d, filter="data")
    return d


def _run(captured: pathlib.Path, tmp_path: pathlib.Path, capsys, stage: str, text: str) -> tuple[str, str]:
    """mgpu-run on the mutated ``stage``; returns (the file's path, as a regex; stderr)."""
    path = tmp_path / f"{NAME}.{stage}.mlir"
    path.write_text(text)
    args = [str(path), *STAGES[stage][1], "--timeout", "60"]
    args += [f"--input=in{i}={captured / f'{NAME}.in{i}.npy'}" for i in range(2)]
    rc = main(args)
    out, err = capsys.readouterr()
    assert rc == 1 and "Traceback" not in out + err and "internal error" not in err, out + err
    return re.escape(str(path)), err


def _source(captured: pathlib.Path, stage: str) -> str:
    return (captured / f"{NAME}.wg.{STAGES[stage][0]}.mlir").read_text()


def _line(text: str, diagnostic: str, n: int) -> str:
    """The text line of the n-th FILE:LINE:COL location in a diagnostic."""
    return text.splitlines()[int(re.findall(r"\.mlir:(\d+):\d+", diagnostic)[n]) - 1]


@pytest.mark.parametrize("stage", STAGES)
def test_consumer_without_its_wait_reads_a_slot_the_tma_load_still_writes(captured, tmp_path, capsys, stage):
    _, _, _, consumer, _, load, mma = STAGES[stage]
    text = drop_line(_source(captured, stage), WAIT, consumer)
    p, err = _run(captured, tmp_path, capsys, stage, text)
    first = err.splitlines()[0]
    assert re.match(rf"{p}:\d+:\d+: error: '[a-z_.]+' op race: this access reads shared memory \[0x4000, 0x6000\) "
                    rf"that the TMA load at {p}:\d+:\d+ is still writing; wait on the mbarrier at CTA 0 SMEM "
                    rf"{TMA_BARRIER} for the completion of phase 0 \(parity 0; {WAIT}\) first", first), first
    assert mma in _line(text, first, 0) and load in _line(text, first, 1)


@pytest.mark.parametrize("stage", STAGES)
def test_producer_without_its_wait_refills_a_slot_nobody_consumed(captured, tmp_path, capsys, stage):
    _, _, producer, _, _, load, _ = STAGES[stage]
    text = drop_line(_source(captured, stage), WAIT, producer)
    p, err = _run(captured, tmp_path, capsys, stage, text)
    first = err.splitlines()[0]
    assert re.match(rf"{p}:\d+:\d+: error: '[a-z_.]+' op race: the TMA load at {p}:\d+:\d+ writes shared memory "
                    rf"\[0x4000, 0x6000\) that the TMA load at {p}:\d+:\d+ wrote, completing a phase of the "
                    rf"same mbarrier that no thread has waited for yet: the two copies are unordered and the "
                    rf"first one's data is overwritten unread; refill the buffer only after its readers wait on "
                    rf"the mbarrier at CTA 0 SMEM {TMA_BARRIER} for the completion of phase 0", first), first
    refill, fill = _line(text, first, 0), _line(text, first, 2)
    assert load in refill and load in fill and refill != fill


@pytest.mark.parametrize("stage", STAGES)
def test_consumers_without_their_release_deadlock_the_producer(captured, tmp_path, capsys, stage):
    _, _, producer, _, release, _, _ = STAGES[stage]
    source = _source(captured, stage)
    text = drop_line(source, release)
    p, err = _run(captured, tmp_path, capsys, stage, text)
    assert re.match(rf"{p}:\d+:\d+: error: 'gpu.launch' op deadlock: no warpgroup can make progress", err), err
    wait_line = lines_with(text, WAIT)[producer] + 1
    assert re.search(rf"CTA \(0, 0, 0\) warpgroup 2 is blocked in '{WAIT}' at {p}:{wait_line}:\d+: waiting for "
                     rf"the phase of parity 0 of the mbarrier at SMEM {CONSUMED_BARRIER} \(phase 0 \(parity 0\), "
                     rf"pending arrivals 256/256, tx 0 bytes\)", err), err
