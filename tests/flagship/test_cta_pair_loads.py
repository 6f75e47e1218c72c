"""What orders a CTA pair's leader-tracked TMA loads before the leader's ``tcgen05.mma.cta_group::2``,
on jax's 2-CTA Blackwell matmul (blackwell_matmul_mgpu.py at jax-v0.10.2, captured as
``captured/blackwell_matmul_collective``).

Each CTA of the pair loads its half of A and B into its own SMEM with jax's
``{ mapa ... 0; cp.async.bulk.tensor ... .cta_group::2 }`` (launch_context.py:1781-1817): the mapa
names CTA 0's mbarrier, so both halves complete-tx on the leader's barrier, whose expect_tx counts
both (launch_context.py:1470-1477); only the leader's MMA warp waits on it (blackwell_matmul_mgpu.py:
163-169) and its MMA reads both CTAs' SMEM (PTX ISA 9.1 §9.7.9.27.1.2: a .cta_group::2 load may
signal the mbarrier of either CTA of the pair; §9.7.16.10: the pair's MMA). The peer's bytes are
ordered before the MMA by the issuer's wait on that barrier (hazards.py, happens_before.py:
the MMA's operand check takes the issuer's clock): jax's payload runs and matches
(test_flagship.py). These are the negatives: each must stop the run with a located race.
"""

from __future__ import annotations

import pathlib
import re
import tarfile

import pytest

from mgpu.tools.mgpu_run import main
from tests.support.text_edits import drop_line

NAME = "blackwell_matmul_collective"
MAPA = "@$0 mapa.shared::cluster.u32 mapped_addr, $3, 0;\\0A            "
MMA_WARPS_WAIT = "nvvm.mbarrier.try_wait.parity %414, %413"  # ab_tma_barrier, in the MMA warp's K loop
LEADER_ONLY = "scf.if %420 {"  # the leader's expect_tx block before each load (cluster_block_id == 0)


@pytest.fixture(scope="module")
def payload(tmp_path_factory) -> tuple[pathlib.Path, str]:
    d = tmp_path_factory.mktemp("cta_pair_loads")
    with tarfile.open(pathlib.Path(__file__).parent / "captured" / f"{NAME}.tar.xz") as tar:
        tar.extractall(d, filter="data")
    return d, (d / f"{NAME}.wg.payload.mlir").read_text()


def _race(payload, tmp_path: pathlib.Path, capsys, text: str) -> tuple[str, str]:
    """mgpu-run on ``text``: (the file's path, as a regex; the first diagnostic line)."""
    d, _ = payload
    path = tmp_path / f"{NAME}.mlir"
    path.write_text(text)
    rc = main([str(path), "--timeout", "60", *(f"--input=in{i}={d / f'{NAME}.in{i}.npy'}" for i in range(2))])
    out, err = capsys.readouterr()
    assert rc == 1 and "Traceback" not in out + err and "internal error" not in err, out + err
    return re.escape(str(path)), err.splitlines()[0]


def _still_writing(p: str, cta: int) -> str:
    return (rf"{p}:\d+:\d+: error: 'llvm.inline_asm' op race: this access reads shared memory \[0x0, 0x4000\) "
            rf"that the TMA load at {p}:\d+:\d+ is still writing; wait on the mbarrier at CTA {cta} SMEM 0x18420 "
            rf"for the completion of phase 0")


@pytest.mark.tier
def test_without_the_mma_warps_wait_the_mma_races_with_the_loads(payload, tmp_path, capsys):
    p, first = _race(payload, tmp_path, capsys, drop_line(payload[1], MMA_WARPS_WAIT))
    assert re.match(_still_writing(p, 0), first), first


@pytest.mark.tier
def test_a_peer_half_completing_on_the_peers_own_barrier_races_with_the_leaders_mma(payload, tmp_path, capsys):
    """Each CTA's load signals its own barrier instead (no mapa; the leader expects its own half only):
    the leader's wait orders its half, not the peer's, which its MMA reads too."""
    lines = payload[1].splitlines(keepends=True)
    loads = [i for i, line in enumerate(lines) if MAPA in line]
    expects = [i + 1 for i, line in enumerate(lines) if LEADER_ONLY in line]
    assert len(loads) == 2 and len(expects) == 2
    for i in loads:
        lines[i] = lines[i].replace(MAPA, "").replace("[mapped_addr]", "[$3]")
    for i in expects:
        assert "arith.constant 1024 : i32" in lines[i]  # x 32 lanes: both halves' 32 KiB
        lines[i] = lines[i].replace("1024 : i32", "512 : i32")
    p, first = _race(payload, tmp_path, capsys, "".join(lines))
    assert re.match(_still_writing(p, 1), first), first
