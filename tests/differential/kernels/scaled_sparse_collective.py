"""A block-scaled sparse matmul over a CTA pair (no jax test has one: jax's test_block_scaled_sparse_matmul is
one CTA, test_sparse_matmul_collective unscaled): M = 256 (128 rows of the compressed A, their metadata and
their ue8m0 scales in each CTA), N = 128 (B split along N, its scales whole in each CTA), K = 256, E4M3, as
tcgen05_mma with a_scale, b_scale, a_sparse_metadata and collective_axis: jax issues
tcgen05.mma.sp.cta_group::2.kind::mxf8f6f4.block_scale. Inputs and reference as the ports
(tests/jax_suite/ported/sparse.py). Captured by tests/differential/capture.sh (arch 10.0).
"""

import pathlib
import sys

import jax
import ml_dtypes
import numpy as np
from jax import lax
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu

sys.path.insert(0, str(pathlib.Path(__file__).parents[2] / "jax_suite" / "ported"))
from harness import default_transforms, kernel  # noqa: E402
from sparse import PAIRS, format_metadata, format_scales, logical_a  # noqa: E402

M, N, K, BLOCK = 256, 128, 256, 64  # one ue8m0 scale a 64-element block of the logical K
E4M3, E8M0 = ml_dtypes.float8_e4m3fn, ml_dtypes.float8_e8m0fnu


def scaled_sparse_collective(semantics=plgpu.LoweringSemantics.Warpgroup):
    m_block, n_block = M // 2, N // 2

    def body(a_gmem, b_gmem, meta_gmem, a_scales_gmem, b_scales_gmem, out_gmem, a_smem, b_smem, meta_smem,
             a_scales_smem, b_scales_smem, tma_barrier, mma_barrier, cluster_barrier, acc_tmem, meta_tmem,
             a_scales_tmem, b_scales_tmem):
        me = lax.axis_index("x")
        plgpu.copy_gmem_to_smem(a_gmem.at[pl.ds(me * m_block, m_block), :], a_smem, tma_barrier)
        plgpu.copy_gmem_to_smem(b_gmem.at[pl.ds(me * n_block, n_block), :], b_smem, tma_barrier)
        plgpu.copy_gmem_to_smem(meta_gmem.at[pl.ds(me, 1)], meta_smem, tma_barrier)
        plgpu.copy_gmem_to_smem(a_scales_gmem.at[pl.ds(me, 1)], a_scales_smem, tma_barrier)
        plgpu.copy_gmem_to_smem(b_scales_gmem, b_scales_smem, tma_barrier)
        plgpu.barrier_wait(tma_barrier)
        plgpu.barrier_arrive(cluster_barrier)
        plgpu.barrier_wait(cluster_barrier)
        plgpu.async_copy_sparse_metadata_to_tmem(meta_smem, meta_tmem, collective_axis="x")
        plgpu.async_copy_scales_to_tmem(a_scales_smem, a_scales_tmem, collective_axis="x")
        plgpu.async_copy_scales_to_tmem(b_scales_smem, b_scales_tmem, collective_axis="x")
        plgpu.tcgen05_mma(acc_tmem, a_smem, plgpu.transpose_ref(b_smem, (1, 0)), mma_barrier, a_scale=a_scales_tmem,
                          b_scale=b_scales_tmem, a_sparse_metadata=meta_tmem, accumulate=False, collective_axis="x")
        plgpu.barrier_wait(mma_barrier)
        out_gmem[pl.ds(me * m_block, m_block), :] = plgpu.async_load_tmem(acc_tmem)

    t = default_transforms(E4M3, swizzle=128)
    scales = dict(layout=plgpu.TMEMLayout.SCALES_LAYOUT, collective=True)
    return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((M, N), np.float32), cluster=(2,),
                  cluster_names=("x",),
                  scratch_types=dict(
                      a_smem=plgpu.SMEM((m_block, K // 2), E4M3, transforms=t),
                      b_smem=plgpu.SMEM((n_block, K), E4M3, transforms=t),
                      meta_smem=plgpu.SMEM((1, K // 128, 128, 64), ml_dtypes.uint2),
                      a_scales_smem=plgpu.SMEM((1, K // BLOCK // 4, 32, 16), E8M0),
                      b_scales_smem=plgpu.SMEM((N // 128, K // BLOCK // 4, 32, 16), E8M0),
                      tma_barrier=plgpu.Barrier(num_arrivals=5),
                      mma_barrier=plgpu.Barrier(orders_tensor_core=True),
                      cluster_barrier=plgpu.ClusterBarrier(collective_axes=("x",)),
                      acc_tmem=plgpu.TMEM((m_block, N), np.float32, collective=True),
                      meta_tmem=plgpu.TMEM((m_block, K // 2), ml_dtypes.uint2,
                                           layout=plgpu.TMEMLayout.SPARSE_METADATA_LAYOUT, collective=True),
                      a_scales_tmem=plgpu.TMEM((m_block, K // BLOCK), E8M0, **scales),
                      b_scales_tmem=plgpu.TMEM((N, K // BLOCK), E8M0, **scales)))


def _draws():
    rng = np.random.default_rng(7)
    pairs = PAIRS[rng.integers(0, len(PAIRS), (M, K // 4))]
    x = rng.uniform(-1, 1, (M, K // 2)).astype(np.float32).astype(E4M3)
    y = rng.uniform(-1, 1, (N, K)).astype(np.float32).astype(E4M3)
    return pairs, x, y, rng.integers(120, 134, (M, K // BLOCK)).astype(np.uint8), \
        rng.integers(120, 134, (N, K // BLOCK)).astype(np.uint8)


def inputs():
    pairs, x, y, sa, sb = _draws()
    return [x, y, format_metadata(pairs, 8), format_scales(sa), format_scales(sb)]


def reference(x, y, *_):
    pairs, _, _, sa, sb = _draws()
    a = logical_a(x, pairs).astype(np.float64) * np.repeat(np.exp2(sa.astype(np.float64) - 127), BLOCK, axis=1)
    b = y.astype(np.float64) * np.repeat(np.exp2(sb.astype(np.float64) - 127), BLOCK, axis=1)
    return (a @ b.T).astype(np.float32)
