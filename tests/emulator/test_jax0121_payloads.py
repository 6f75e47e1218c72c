"""A payload jax 0.12.1 emitted, run against numpy: its tcgen05.mma blocks compute the operand descriptors
with ``mad.lo.u32`` (tcgen05.py:889-904 of the 0.12.1 wheel) where jax 0.12.0.1 wrote ``add.s32``; the parser
folds it into the descriptor the MMA reads (ptx.Mad). jax0121_payloads/payloads.tar.xz holds the Lane payload
of tests/emulator/jax012_payloads/corpus_kernels.py:make_pallas_tcgen05_mma, captured with jax 0.12.1 by
``mgpu-capture corpus_kernels.py:make_pallas_tcgen05_mma --arch 10.0 --semantics lane --no-generic`` and the
corpus's inputs (tests/corpus/data: small integers, so the f16 matmul is exact in any summation order)."""

from __future__ import annotations

import tarfile
from pathlib import Path

import numpy as np

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.run import run

HERE = Path(__file__).resolve().parent
NAME = "pallas_tcgen05_mma.lane.payload.mlir"


def test_the_jax_0_12_1_tcgen05_mma_payload_matches_numpy():
    a, b = (np.load(HERE.parent / "corpus" / "data" / f"pallas_tcgen05_mma.in{i}.npy") for i in range(2))
    with tarfile.open(HERE / "jax0121_payloads" / "payloads.tar.xz") as tar:
        text = tar.extractfile(NAME).read().decode()
    assert text.count("mad.lo.u32") == 8
    got = run(parse_module(text, NAME, make_context()), {"in0": a, "in1": b}, timeout_s=300).outputs["out0"]
    want = (a.astype(np.float64) @ b.astype(np.float64)).astype(np.float16)
    assert got.dtype == want.dtype and got.tobytes() == want.tobytes()
