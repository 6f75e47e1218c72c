"""A Pallas kernel of jax 0.12's sparse block-scaled E2M1 matmul (``plgpu.tcgen05_mma`` with ``a_sparse_metadata``
and ue8m0 scales of 64-element blocks: jax lowers it to ``tcgen05.mma.sp...kind::mxf4nvf4.block_scale.scale_vec::2X``,
jax/experimental/mosaic/gpu/tcgen05.py:742-751 at 0.12.0.1) run by ``mgpu.jax.emulate`` for sm_100, against numpy.

jax's own test of a block-scaled sparse matmul (mosaic_gpu_test.py, test_block_scaled_sparse_matmul) is E5M2; this is
its kernel with E2M1 operands. A is drawn as the PTX ISA defines 4:8 pair-wise sparsity (§9.7.16.10.8.3: of the four
two-element sub-chunks of a group of eight, two are kept); the metadata names the kept sub-chunks, two 2-bit indices a
group, laid out in TMEM as kind::f8f6f4's (row-major, §9.7.16.10.8.4.6), which is the layout jax's
``format_tcgen05_sparse_metadata`` gives 8-bit operands (it has none for 4-bit ones). The reference is numpy's
product of the logical A and B, both scaled, rounded once to f32. Skipped where jax is not 0.12 (run it in
.venv-jax012, as tests/jax_api/test_emulate.py says).
"""

import numpy as np
import pytest

jax = pytest.importorskip("jax", reason="mgpu.jax needs jax: run tests/jax_api in a jax venv")
pytest.importorskip("jax.experimental.pallas.mosaic_gpu",
                    reason="jax's Mosaic GPU bindings need `pip install --no-deps jax-cuda12-plugin==VERSION`")
if tuple(int(p) for p in jax.__version__.split(".")[:2]) < (0, 12):
    pytest.skip("jax 0.12 lowers a sparse E2M1 tcgen05_mma (0.10.2's issues none)", allow_module_level=True)

import os  # noqa: E402
import sys  # noqa: E402

import jax.numpy as jnp  # noqa: E402
import ml_dtypes  # noqa: E402
from jax.experimental.pallas import mosaic_gpu as plgpu  # noqa: E402

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir, "jax_suite", "ported"))

from harness import pallas_call  # noqa: E402

import mgpu.jax as mj  # noqa: E402

M, N, K, BLOCK = 128, 128, 256, 64  # BLOCK: the elements of the logical K one scale covers
E2M1 = np.array([0, 0.5, 1, 1.5, 2, 3, 4, 6, -0.0, -0.5, -1, -1.5, -2, -3, -4, -6])  # §5.2.5.1, by code


def _kernel():
    def body(a_smem, b_smem, meta_smem, a_scale_smem, b_scale_smem, out_ref, barrier, acc_tmem, meta_tmem,
             a_scale_tmem, b_scale_tmem):
        plgpu.async_copy_sparse_metadata_to_tmem(meta_smem, meta_tmem)
        plgpu.async_copy_scales_to_tmem(a_scale_smem, a_scale_tmem)
        plgpu.async_copy_scales_to_tmem(b_scale_smem, b_scale_tmem)
        plgpu.tcgen05_mma(acc_tmem, a_smem, b_smem.T, a_scale=a_scale_tmem, b_scale=b_scale_tmem,
                          a_sparse_metadata=meta_tmem, accumulate=False)
        plgpu.tcgen05_commit_arrive(barrier)
        plgpu.barrier_wait(barrier)
        out_ref[...] = plgpu.async_load_tmem(acc_tmem)

    swizzled = (plgpu.TilingTransform((8, 128)), plgpu.SwizzleTransform(64))  # 64-byte rows of A; jax: B's alike
    smem = plgpu.BlockSpec(memory_space=plgpu.SMEM)
    scales = plgpu.TMEMLayout.SCALES_LAYOUT
    return pallas_call(  # jax's test class's pallas_call (a plgpu.kernel, its blocks copied to SMEM)
        plgpu.LoweringSemantics.Lane, body, out_shape=jax.ShapeDtypeStruct((M, N), jnp.float32),
        in_specs=(plgpu.BlockSpec(memory_space=plgpu.SMEM, transforms=swizzled),
                  plgpu.BlockSpec(memory_space=plgpu.SMEM, transforms=swizzled), smem, smem, smem),
        out_specs=plgpu.BlockSpec(transforms=(plgpu.TilingTransform((8, 32)), plgpu.SwizzleTransform(128))),
        scratch_shapes=[plgpu.Barrier(orders_tensor_core=True), plgpu.TMEM((M, N), jnp.float32),
                        plgpu.TMEM((M, K // 4), jnp.uint2, layout=plgpu.TMEMLayout.SPARSE_METADATA_LAYOUT),
                        plgpu.TMEM((M, K // BLOCK), jnp.float8_e8m0fnu, layout=scales),
                        plgpu.TMEM((N, K // BLOCK), jnp.float8_e8m0fnu, layout=scales)])


def _scales_in_smem(s: np.ndarray) -> np.ndarray:
    """jax's test's layout of (MN, K / BLOCK) scales for async_copy_scales_to_tmem: (MN / 128, K / BLOCK / 4, 32,
    16), the four 32-row quarters' four scales interleaved."""
    mn, ks = s.shape
    return np.ascontiguousarray(s.reshape(mn // 128, 4, 32, ks // 4, 4).transpose(0, 3, 2, 1, 4)
                                .reshape(mn // 128, ks // 4, 32, 16)).view(ml_dtypes.float8_e8m0fnu)


def test_sparse_e2m1_block_scaled_matmul_matches_numpy_bit_for_bit():
    rng = np.random.default_rng(7)
    kept = np.sort(np.argsort(rng.random((M, K // 8, 4)), axis=-1)[..., :2], axis=-1)  # two sub-chunks a group
    codes = rng.integers(0, 16, (M, K // 8, 2, 2))  # the kept sub-chunks' E2M1 codes
    logical_a = np.zeros((M, K // 8, 4, 2))
    for i in range(2):
        np.put_along_axis(logical_a, kept[..., i, None, None], E2M1[codes[:, :, i:i + 1]], axis=2)
    b_codes = rng.integers(0, 16, (N, K))
    sa, sb = rng.integers(122, 132, (M, K // BLOCK)), rng.integers(122, 132, (N, K // BLOCK))
    meta = np.ascontiguousarray(kept.reshape(1, 128, 1, 64).transpose(0, 2, 1, 3)).astype(ml_dtypes.uint2)
    got = mj.emulate(_kernel(), arch="10.0")(
        E2M1[codes.reshape(M, K // 2)].astype(ml_dtypes.float4_e2m1fn), E2M1[b_codes].astype(ml_dtypes.float4_e2m1fn),
        meta, _scales_in_smem(sa.astype(np.uint8)), _scales_in_smem(sb.astype(np.uint8)))
    a = logical_a.reshape(M, K) * np.exp2(np.repeat(sa, BLOCK, axis=1) - 127.0)
    b = E2M1[b_codes] * np.exp2(np.repeat(sb, BLOCK, axis=1) - 127.0)
    np.testing.assert_array_equal(np.asarray(got), (a @ b.T).astype(np.float32))
