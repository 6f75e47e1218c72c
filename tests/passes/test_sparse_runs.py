"""Our Warpgroup lowering of jax's collective sparse s8 kernel (test_sparse_matmul_collective, m = 256,
n = 128; data/jax_sparse's wg_dialect module) runs end to end to numpy's answer: the i2 metadata
packed four a byte by mgpu-run, loaded by TMA (jax's code 8 for 2-bit elements) into SMEM, copied by
tcgen05.cp into TMEM and read by the 2-CTA tcgen05.mma.sp. For 8-bit operands the metadata tile is
row-major: row r's 64 entries are its kept elements' indices within their groups of four, two a
group (tests/jax_suite/ported/sparse.py)."""

from __future__ import annotations

import pathlib

import ml_dtypes
import numpy as np

from mgpu.tools import mgpu_run
from tests.support.fuzzing import call

MODULE = pathlib.Path(__file__).parent / "data" / "jax_sparse" / "sparse_matmul_collective_n128_s8.wg.wg_dialect.mlir"
M, N, K = 256, 128, 128


def test_collective_sparse_s8_matmul_matches_numpy(tmp_path):
    rng = np.random.default_rng(0)
    x = rng.integers(-64, 64, (M, K // 2)).astype(np.int8)  # A compressed: two kept elements a group of four
    y = rng.integers(-64, 64, (N, K)).astype(np.int8)
    pairs = np.array([(i, j) for i in range(4) for j in range(4) if i < j])[rng.integers(0, 6, (M, K // 4))]
    meta = pairs.reshape(M // 128, 1, 128, K // 2).astype(ml_dtypes.uint2)
    a = np.zeros((M, K // 4, 4), np.int64)
    np.put_along_axis(a, pairs, x.reshape(M, K // 4, 2).astype(np.int64), axis=-1)
    for name, v in (("x", x), ("y", y), ("meta", meta)):
        np.save(tmp_path / f"{name}.npy", v)
    status, log = call(mgpu_run.main, [MODULE, "--semantics", "warpgroup", "--input", f"in0={tmp_path / 'x.npy'}",
                                       "--input", f"in1={tmp_path / 'y.npy'}", "--input", f"in2={tmp_path / 'meta.npy'}",
                                       "--output-dir", tmp_path / "out"])
    assert status == 0 and "in2: int2[2, 1, 128, 64]" in log, log
    got = np.load(tmp_path / "out" / "out0.npy")
    assert np.array_equal(got, a.reshape(M, K) @ y.T.astype(np.int64))
