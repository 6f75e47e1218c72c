"""Block-scaled tcgen05 matmuls of jax's mosaic_gpu_test.py (jax-v0.10.2), PallasCallTCGen05Test:
test_simple_scaled_matmul (:5176), test_collective_scaled_matmul (:5291) and
test_collective_scaled_matmul_m128 (:5402). Each feeds the kernel its scales already in the SMEM tile
order that ``async_copy_scales_to_tmem`` copies (the tests' ``format_scales``), and checks against
``(x * x_scale) @ (y * y_scale)^T`` with each scale repeated over its block of K. Captured for sm_100.

One variant is not jax's (no manifest entry): ``simple_scaled_matmul_n128_e2m1_nvf4``, the simple test's
E2M1 kernel with ue4m3 scales (16-element blocks: kind::mxf4nvf4), which jax's suite issues only in
test_collective_scaled_matmul; tests/differential/capture.sh captures it for the differential test."""

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
from jax import lax
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu

from harness import default_transforms, kernel, pallas_call, transpose_ref

F32 = jnp.float32
E8M0 = ml_dtypes.float8_e8m0fnu
E4M3 = ml_dtypes.float8_e4m3fn


def _operands(m, n, k, dtype):
    """The tests' x (m, k) and y (n, k): uniform in [0, 1) rounded to the input type."""
    rng = np.random.default_rng(0)
    return (rng.uniform(0, 1, (m, k)).astype(np.float32).astype(dtype),
            rng.uniform(0, 1, (n, k)).astype(np.float32).astype(dtype))


def _scales(rng, shape, scale_dtype):
    """ue8m0 exponents 122..131 (2^-5 .. 2^4) or |normal| in e4m3, as the tests draw them."""
    if scale_dtype == E8M0:
        return rng.integers(122, 132, shape, dtype=np.uint8).view(E8M0)
    return np.abs(rng.standard_normal(shape).astype(np.float32)).astype(E4M3)


def format_scales(s):
    """(MN, K / block) -> (MN / 128, K / block / 4, 32, 16): the tests' ``format_scales``."""
    mn, kk = s.shape
    return s.reshape(mn // 128, 4, 32, kk // 4, 4).transpose(0, 3, 2, 1, 4).reshape(mn // 128, kk // 4, 32, 16)


def unformat_scales(t):
    """The inverse of :func:`format_scales`."""
    tiles, kk4 = t.shape[:2]
    return t.reshape(tiles, kk4, 32, 4, 4).transpose(0, 3, 2, 1, 4).reshape(tiles * 128, kk4 * 4)


def _reference(x, y, xs, ys):
    """(x * xs) @ (y * ys)^T, each scale repeated over its block of K, in f64."""
    block = x.shape[1] // xs.shape[1]
    xl = x.astype(np.float64) * np.repeat(xs.astype(np.float64), block, axis=1)
    yl = y.astype(np.float64) * np.repeat(ys.astype(np.float64), block, axis=1)
    return xl @ yl.T


def _formatted_scales_case(m, n, k, dtype, scale_dtype, block):
    """A case's inputs (x, y and their scales in the tests' ``format_scales`` layout) and numpy reference."""
    def inputs():
        x, y = _operands(m, n, k, dtype)
        rng = np.random.default_rng(1234)
        return [x, y, format_scales(_scales(rng, (m, k // block), scale_dtype)),
                format_scales(_scales(rng, (n, k // block), scale_dtype))]

    def reference(x, y, xs, ys):
        return _reference(x, y, unformat_scales(xs), unformat_scales(ys))

    return inputs, reference


def _simple_scaled_matmul(n, dtype, scale_dtype=E8M0):
    m, swizzle = 128, 128
    k = 128 if ml_dtypes.finfo(dtype).bits == 8 and n == 256 else 256  # (jax: 8-bit n = 256 would not fit SMEM)
    block = 32 if scale_dtype == E8M0 else 16

    def make_kernel(semantics):
        def body(a_smem, b_smem, a_scale_smem, b_scale_smem, out_ref, barrier_ref, acc_tmem, a_scale_tmem,
                 b_scale_tmem):
            plgpu.async_copy_scales_to_tmem(a_scale_smem, a_scale_tmem)
            plgpu.async_copy_scales_to_tmem(b_scale_smem, b_scale_tmem)
            plgpu.tcgen05_mma(acc_tmem, a_smem, transpose_ref(b_smem, (1, 0)), a_scale=a_scale_tmem,
                              b_scale=b_scale_tmem, accumulate=False)
            plgpu.tcgen05_commit_arrive(barrier_ref)
            plgpu.barrier_wait(barrier_ref)
            out_ref[...] = plgpu.async_load_tmem(acc_tmem)

        spec = plgpu.BlockSpec(memory_space=plgpu.SMEM, transforms=default_transforms(dtype, swizzle=swizzle))
        scales = plgpu.BlockSpec(memory_space=plgpu.SMEM)
        return pallas_call(semantics, body, in_specs=(spec, spec, scales, scales),
                           out_shape=jax.ShapeDtypeStruct((m, n), F32),
                           out_specs=plgpu.BlockSpec(transforms=default_transforms(F32)),
                           scratch_shapes=[plgpu.Barrier(orders_tensor_core=True), plgpu.TMEM((m, n), F32),
                                           plgpu.TMEM((m, k // block), scale_dtype, layout=plgpu.TMEMLayout.SCALES_LAYOUT),
                                           plgpu.TMEM((n, k // block), scale_dtype, layout=plgpu.TMEMLayout.SCALES_LAYOUT)])

    return (make_kernel, *_formatted_scales_case(m, n, k, dtype, scale_dtype, block))


SIMPLE_SCALED = {f"n{n}_{name}": (n, dt) for n in (128, 256) for name, dt in
                 (("e5m2", ml_dtypes.float8_e5m2), ("e4m3", ml_dtypes.float8_e4m3fn),
                  ("e2m1", ml_dtypes.float4_e2m1fn))}
SIMPLE_SCALED["n128_e2m1_nvf4"] = (128, ml_dtypes.float4_e2m1fn, E4M3)  # (not jax's: see above)
for _n, _p in SIMPLE_SCALED.items():
    globals()[f"simple_scaled_matmul_{_n}"], globals()[f"inputs_simple_scaled_matmul_{_n}"], \
        globals()[f"reference_simple_scaled_matmul_{_n}"] = _simple_scaled_matmul(*_p)


def _collective_kernel(semantics, m, n, k, in_dtype, scale_dtype, scale_block, lhs_scales_smem, rhs_scales_smem,
                       rhs_scales_tmem, rhs_replicated):
    """The two collective tests' kernel: each CTA loads its half of x and y (and of x's scales; y's
    scales whole), the leader copies the scales to TMEM and issues one paired-CTA scaled MMA.

    Without ``rhs_replicated`` (test_collective_scaled_matmul) y's scales are multicast untracked: what
    lands in each CTA completes on that CTA's barrier, but only the leader waits, on its own, before its
    tcgen05.cp.cta_group::2 reads both CTAs' copies; mgpu refuses that read of the peer's SMEM as a
    race, in every stage (with the hazard checks removed by hand, every stage matches numpy)."""
    m_block, n_block = m // 2, n // 2

    def body(lhs_gmem, rhs_gmem, lhs_scales_gmem, rhs_scales_gmem, out_gmem, lhs_smem, rhs_smem, lhs_scales,
             rhs_scales, tma_barrier, mma_barrier, acc_tmem, lhs_scales_tmem, rhs_scales_tmem_ref):
        part = plgpu.CopyPartition.PARTITIONED(0)
        for src, dst, tracked in ((lhs_gmem, lhs_smem, part), (rhs_gmem, rhs_smem, part),
                                  (lhs_scales_gmem, lhs_scales, part)):
            plgpu.copy_gmem_to_smem(src, dst, tma_barrier, collective_axes="x", leader_tracked=tracked)
        if rhs_replicated:
            plgpu.copy_gmem_to_smem(rhs_scales_gmem, rhs_scales, tma_barrier, collective_axes="x",
                                    leader_tracked=plgpu.CopyPartition.REPLICATED)
        else:
            plgpu.copy_gmem_to_smem(rhs_scales_gmem, rhs_scales, tma_barrier, collective_axes="x")
        cluster_idx = lax.axis_index("x")

        @pl.when(cluster_idx == 0)
        def _():
            plgpu.barrier_wait(tma_barrier)
            plgpu.async_copy_scales_to_tmem(lhs_scales, lhs_scales_tmem, collective_axis="x")
            plgpu.async_copy_scales_to_tmem(rhs_scales, rhs_scales_tmem_ref, collective_axis="x")
            plgpu.tcgen05_mma(acc_tmem, lhs_smem, transpose_ref(rhs_smem, (1, 0)), mma_barrier,
                              a_scale=lhs_scales_tmem, b_scale=rhs_scales_tmem_ref, accumulate=False,
                              collective_axis="x")
        plgpu.barrier_wait(mma_barrier)
        out_gmem[pl.ds(cluster_idx * m_block, m_block), :] = plgpu.async_load_tmem(acc_tmem)

    t = default_transforms(in_dtype, swizzle=128)
    return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((m, n), F32), cluster=(2,), cluster_names=("x",),
                  scratch_types=[plgpu.SMEM((m_block, k), in_dtype, transforms=t),
                                 plgpu.SMEM((n_block, k), in_dtype, transforms=t),
                                 plgpu.SMEM(lhs_scales_smem, scale_dtype), plgpu.SMEM(rhs_scales_smem, scale_dtype),
                                 plgpu.Barrier(num_arrivals=4), plgpu.Barrier(orders_tensor_core=True),
                                 plgpu.TMEM((m_block, n), F32, collective=True),
                                 plgpu.TMEM((max(m_block, 128), k // scale_block), scale_dtype,
                                            layout=plgpu.TMEMLayout.SCALES_LAYOUT, collective=True),
                                 rhs_scales_tmem])


def _collective_scaled_matmul(n, scale_dtype, tracked=False):
    """test_collective_scaled_matmul: m = 256, fp4 inputs, K = 2 swizzles of 256 elements; with `tracked`, its
    fixed variant: y's scales leader-tracked as test_collective_scaled_matmul_m128 copies them
    (docs/design/jax_tests_untracked_multicast_race.md)."""
    m, k, in_dtype = 256, 512, ml_dtypes.float4_e2m1fn
    block = 32 if scale_dtype == E8M0 else 16

    def make_kernel(semantics):
        return _collective_kernel(
            semantics, m, n, k, in_dtype, scale_dtype, block, (1, k // (block * 4), 32, 16),
            (n // 128, k // (block * 4), 32, 16),
            plgpu.TMEM((n, k // block), scale_dtype, layout=plgpu.TMEMLayout.SCALES_LAYOUT, collective=True), tracked)

    return (make_kernel, *_formatted_scales_case(m, n, k, in_dtype, scale_dtype, block))


for _n in (128, 256):
    for _s, _dt in (("e8m0", E8M0), ("e4m3", E4M3)):
        globals()[f"collective_scaled_matmul_n{_n}_{_s}"], globals()[f"inputs_collective_scaled_matmul_n{_n}_{_s}"], \
            globals()[f"reference_collective_scaled_matmul_n{_n}_{_s}"] = _collective_scaled_matmul(_n, _dt)
        globals()[f"collective_scaled_matmul_n{_n}_{_s}_tracked"] = _collective_scaled_matmul(_n, _dt, True)[0]


def format_m128_lhs_scales(s):
    """(128, K / 32) -> (2, K / 128, 32, 16): each CTA's 64 rows padded to a tile of 128."""
    kk = s.shape[1]
    s = np.pad(s.reshape(2, 64, kk).view(np.uint8), ((0, 0), (0, 64), (0, 0))).view(s.dtype)
    return format_scales(s.reshape(256, kk))


def format_m128_rhs_scales(s):
    """(N, K / 32) -> (1, K / 128, 64, 16): N in two halves, 32 rows a TMEM column, padded to 16 bytes."""
    n, kk = s.shape
    c = n // 64
    t = s.reshape(2, c, 32, kk // 4, 4).transpose(3, 0, 2, 1, 4).reshape(1, kk // 4, 64, c * 4).view(np.uint8)
    return np.pad(t, ((0, 0), (0, 0), (0, 0), (0, 16 - c * 4))).view(s.dtype)


def _collective_scaled_matmul_m128(n):
    """test_collective_scaled_matmul_m128: M = 128 over the pair (64 rows a CTA), e5m2, ue8m0 scales."""
    m, k, in_dtype = 128, 256, ml_dtypes.float8_e5m2

    def make_kernel(semantics):
        return _collective_kernel(
            semantics, m, n, k, in_dtype, E8M0, 32, (1, k // 128, 32, 16), (1, k // 128, 64, 16),
            plgpu.TMEM((256, k // 32), E8M0, layout=plgpu.TMEMLayout.SCALES_M64_COLLECTIVE_LAYOUT, collective=True),
            True)

    def inputs():
        x, y = _operands(m, n, k, in_dtype)
        rng = np.random.default_rng(1234)
        return [x, y, format_m128_lhs_scales(_scales(rng, (m, k // 32), E8M0)),
                format_m128_rhs_scales(_scales(rng, (n, k // 32), E8M0))]

    def reference(x, y, xs, ys):
        kk = k // 32
        lhs = unformat_scales(xs).reshape(2, 128, kk)[:, :64].reshape(128, kk)
        c = n // 64
        rhs = ys[0, :, :, :4 * c].reshape(kk // 4, 2, 32, c, 4).transpose(1, 3, 2, 0, 4).reshape(n, kk)
        return _reference(x, y, lhs, rhs)

    return make_kernel, inputs, reference


for _n in (64, 128, 192, 256):
    globals()[f"collective_scaled_matmul_m128_n{_n}"], globals()[f"inputs_collective_scaled_matmul_m128_n{_n}"], \
        globals()[f"reference_collective_scaled_matmul_m128_n{_n}"] = _collective_scaled_matmul_m128(_n)
