"""Payloads jax 0.12.0.1 emitted for corpus kernels, run against numpy: what they need that jax 0.10.2's
did not is nvvm.ldmatrix / nvvm.stmatrix (handlers/matrix.py), the tcgen05.commit LLVM intrinsic
(llvm.call_intrinsic, handlers/tensorcore.py) and mapa.shared::cluster.u32 into a cluster pointer
(handlers/remote_smem.py). jax012_payloads/payloads.tar.xz holds three Warpgroup payloads captured by
jax012_payloads/capture.sh; the Lane payload of lowlevel_tma_square is tests/corpus/jax-0.12.0.1's. The
inputs are the 0.10.2 corpus's (tests/corpus/data: the same shapes; small integers where a matmul would
otherwise depend on the order of its sum, which the PTX ISA leaves open)."""

from __future__ import annotations

import tarfile
from pathlib import Path

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.run import run

HERE = Path(__file__).resolve().parent
CORPUS = HERE.parent / "corpus"
DATA = CORPUS / "data"


def _inputs(name: str, n: int) -> list[np.ndarray]:
    return [np.load(DATA / f"{name}.in{i}.npy") for i in range(n)]


CASES = {
    "pallas_tma_roundtrip_swizzled.wg": (1, lambda x: x * np.float16(2)),
    "pallas_async_store_smem_atomic.wg": (1, lambda x: x + x),
    "pallas_tcgen05_mma.wg": (2, lambda a, b: (a.astype(np.float64) @ b.astype(np.float64)).astype(np.float16)),
    "lowlevel_tma_square.lane": (1, lambda x: x * x),
}


def _text(stage: str) -> str:
    if stage == "lowlevel_tma_square.lane":
        return (CORPUS / "jax-0.12.0.1" / f"{stage}.payload.mlir").read_text()
    with tarfile.open(HERE / "jax012_payloads" / "payloads.tar.xz") as tar:
        return tar.extractfile(f"{stage}.payload.mlir").read().decode()


@pytest.mark.parametrize("stage", sorted(CASES))
def test_a_jax_0_12_payload_matches_numpy(stage):
    n, expect = CASES[stage]
    xs = _inputs(stage.split(".")[0], n)
    module = parse_module(_text(stage), f"{stage}.payload.mlir", make_context(jax="0.12.0.1"))
    got = run(module, {f"in{i}": x for i, x in enumerate(xs)}, timeout_s=300).outputs["out0"]
    want = expect(*xs)
    assert got.dtype == want.dtype and got.tobytes() == want.tobytes()
