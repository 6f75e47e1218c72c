"""Fault injection into jax's Hopper matmul pipeline (hopper_matmul_mgpu.py at jax-v0.10.2, captured as
``captured/hopper_matmul_wg_n``: a TMA warpgroup fills 2 SMEM slots, two wgmma warpgroups consume
them). One wait or the consumers' release removed from jax's payload, or from its Warpgroup stage
(lowered by mgpu), must stop the run with a located race or deadlock naming the slot's mbarrier (its
SMEM address) and the phase -- never a silently right answer, as the emulator's schedule would give;
the epilogue's commit_smem (its proxy fence) removed, a race at the TMA store naming the output slot.

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
from tests.support.text_edits import drop_line, lines_with

NAME = "hopper_matmul_wg_n"
CONSUMED_BARRIER = "0x10010"
WAIT = "nvvm.mbarrier.try_wait.parity"
PRODUCER_WAIT, CONSUMER_WAIT = 0, 3  # the nth try_wait of either stage: the producer's for a consumed
# slot (in its loop), the consumers' for a loaded one
# per stage: the file, mgpu-run's extra options, the consumers' release, a TMA load, an MMA, a TMA store
STAGES = {
    "payload": ("payload", [], "mbarrier.arrive.release.cta.shared::cta.b64",
                "nvvm.cp.async.bulk.tensor.shared.cluster.global", "wgmma.mma_async",
                "nvvm.cp.async.bulk.tensor.global.shared.cta"),
    "wg_layouts": ("wg_layouts", ["--semantics", "warpgroup"], '"mosaic_gpu.arrive"', '"mosaic_gpu.async_load"',
                   "mosaic_gpu.wgmma", '"mosaic_gpu.async_store"'),
}
SLOT_0 = r"shared memory \[0x4000, 0x6000\)"
PHASE_0 = rf"the mbarrier at CTA 0 SMEM 0x10000 for the completion of phase 0 \(parity 0; {WAIT}\)"
# each removed wait: which, the first diagnostic line after the op ({P}: the file's path), and for
# some of its FILE:LINE:COL locations (by position), the kind of op there (STAGES' index): distinct ops
REMOVED_WAITS = [
    pytest.param(CONSUMER_WAIT, rf"race: this access reads {SLOT_0} that the TMA load at {{P}}:\d+:\d+ is still "
                                rf"writing; wait on {PHASE_0} first", ((0, 4), (1, 3)), id="consumers-wait"),
    # (the producer, not waiting for the consumers' release, re-arms the slot's barrier for the refill before any
    # wait of its own observed the copy that completed its phase 0: reported at that arrive.expect_tx, before the
    # refill's TMA overwrites the slot; docs/design/sync_removals.md, G4)
    pytest.param(PRODUCER_WAIT, r"race: this arrive\.expect_tx on the mbarrier at CTA 0 SMEM 0x10000 counts towards "
                                r"its phase 1, but phase 0 was completed by an asynchronous copy's complete-tx that "
                                r"these threads are not ordered after .*wait for phase 0 \(parity 0\) first",
                 (), id="producers-wait"),
]


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


@pytest.mark.parametrize("nth, message, ops", REMOVED_WAITS)
@pytest.mark.parametrize("stage", STAGES)
@pytest.mark.tier
def test_removed_wait_is_a_race_naming_the_slots_barrier_and_phase(captured, tmp_path, capsys, stage, nth,
                                                                   message, ops):
    text = drop_line(_source(captured, stage), WAIT, nth)
    p, err = _run(captured, tmp_path, capsys, stage, text)
    first = err.splitlines()[0]
    assert re.match(rf"{p}:\d+:\d+: error: '[a-z_.]+' op " + message.replace("{P}", p), first), first
    lines = [_line(text, first, n) for n, _ in ops]
    assert all(STAGES[stage][kind] in line for line, (_, kind) in zip(lines, ops)), lines
    assert len(set(lines)) == len(lines), lines


@pytest.mark.parametrize("stage", STAGES)
def test_consumers_without_their_release_deadlock_the_producer(captured, tmp_path, capsys, stage):
    release = STAGES[stage][2]
    source = _source(captured, stage)
    text = drop_line(source, release)
    p, err = _run(captured, tmp_path, capsys, stage, text)
    assert re.match(rf"{p}:\d+:\d+: error: 'gpu.launch' op deadlock: no warpgroup can make progress", err), err
    wait_line = lines_with(text, WAIT)[PRODUCER_WAIT] + 1
    assert re.search(rf"CTA \(0, 0, 0\) warpgroup 2 is blocked in '{WAIT}' at {p}:{wait_line}:\d+: waiting for "
                     rf"the phase of parity 0 of the mbarrier at SMEM {CONSUMED_BARRIER} \(phase 0 \(parity 0\), "
                     rf"pending arrivals 256/256, tx 0 bytes\)", err), err


@pytest.mark.parametrize("stage", STAGES)
def test_epilogue_without_its_commit_smem_is_a_race_at_the_tma_store(captured, tmp_path, capsys, stage):
    """plgpu.commit_smem() (hopper_matmul_mgpu.py:207 at jax-v0.10.2) is a proxy fence, then a warpgroup barrier:
    without the fence, the TMA store of the output slot reads the accumulator's generic stores."""
    text = drop_line(_source(captured, stage), "nvvm.fence.proxy")
    p, err = _run(captured, tmp_path, capsys, stage, text)
    first = err.splitlines()[0]
    assert re.match(rf"{p}:\d+:\d+: error: '[a-z_.]+' op race: the TMA store at {p}:\d+:\d+ reads shared memory "
                    rf"byte 0x0 that CTA \(0, 0, 0\) warpgroup 0 wrote without a following "
                    rf"fence.proxy.async.shared::cta \(8192 of the 8192 bytes it reads from 0x0\)", first), first
    assert STAGES[stage][5] in _line(text, first, 0)
