"""Sparse (2:4) tcgen05 matmuls of jax's mosaic_gpu_test.py (jax-v0.10.2), PallasCallTCGen05Test:
test_simple_sparse_matmul (:5550, m = 128, n = 128 / 256, f16), test_block_scaled_sparse_matmul (:5606,
e5m2 with e8m0 scales, one a 64-element block of the logical K),
test_async_copy_sparse_metadata_smem_to_tmem_warp_semantics (:5874) and test_sparse_matmul_collective
(:5903, m = 256, n = 128 / 192, f16 / bf16 / s8 / e4m3). Captured for sm_100 (manifest.py: arch 10.0).

A is given compressed, (M, K / 2): row r's elements 2g and 2g + 1 are its logical elements
4g + i0 and 4g + i1 of the group g of four, (i0, i1) one of the six increasing pairs jax's tests draw
(key 1234; we draw with numpy, seed 1234). The metadata input is those indices in the order jax's
``format_tcgen05_sparse_metadata`` (pallas/mosaic_gpu/helpers.py:189) gives them: (M / 128, K / 128,
128, 64) i2 tiles, row-major for 8-bit operands, and for 16-bit ones tile row ``16a + 8q + c`` and
column ``16p + 8b + t`` holding row ``16a + 8b + c``'s entry ``16p + 8q + t``. The references decode
nothing: they place A's elements at the drawn indices (numpy) and multiply."""

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
from jax import lax
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu

from harness import default_transforms, kernel, load, pallas_call, transpose_ref

F32 = jnp.float32
META = plgpu.TMEMLayout.SPARSE_METADATA_LAYOUT
# the six increasing index pairs (i0 < i1) of a group of four: the 2:4 patterns jax's tests draw
PAIRS = np.array([(i, j) for i in range(4) for j in range(4) if i < j], np.uint8)


def _pairs(m: int, k: int) -> np.ndarray:
    """(m, k / 4, 2) uint8: the indices of each group's two kept elements."""
    return PAIRS[np.random.default_rng(1234).integers(0, len(PAIRS), (m, k // 4))]


def format_metadata(pairs: np.ndarray, bits: int) -> np.ndarray:
    """(M / 128, K / 128, 128, 64) uint2: the metadata tiles of the module docstring (8- or 16-bit operands)."""
    m, groups, _ = pairs.shape
    e = 2 * groups
    if bits == 8:
        tiles = pairs.reshape(m // 128, 128, e // 64, 64).transpose(0, 2, 1, 3)
    else:  # row 16a + 8b + c, entry 16p + 8q + t -> tile row 16a + 8q + c, column 16p + 8b + t
        tiles = pairs.reshape(m // 128, 8, 2, 8, e // 64, 4, 2, 8).transpose(0, 4, 1, 6, 3, 5, 2, 7)
    return np.ascontiguousarray(tiles.reshape(m // 128, e // 64, 128, 64)).astype(ml_dtypes.uint2)


def logical_a(x: np.ndarray, pairs: np.ndarray) -> np.ndarray:
    """The (M, K) A whose kept elements are the compressed x's, zeros elsewhere."""
    m, half_k = x.shape
    full = np.zeros((m, half_k // 2, 4), x.dtype)
    np.put_along_axis(full, pairs.astype(np.int64), x.reshape(m, half_k // 2, 2), axis=-1)
    return full.reshape(m, 2 * half_k)


def _values(shape, dtype, seed):
    """jax's draws: uniform [0, 1) floats, or integers in [-64, 64)."""
    rng = np.random.default_rng(seed)
    if np.dtype(dtype).kind == "i":
        return rng.integers(-64, 64, shape).astype(dtype)
    return rng.uniform(0, 1, shape).astype(np.float32).astype(dtype)


def _reference(k):
    def reference(x, y, meta):
        pairs = _pairs(x.shape[0], k)
        bits = 8 * x.dtype.itemsize
        if not np.array_equal(meta.astype(np.uint8), format_metadata(pairs, bits).astype(np.uint8)):
            raise ValueError("the metadata input is not the drawn pairs")
        a = logical_a(x, pairs)
        if x.dtype.kind == "i":
            return a.astype(np.int64) @ y.T.astype(np.int64)
        return a.astype(np.float64) @ y.T.astype(np.float64)
    return reference


def _simple_sparse_matmul(m, n):
    k, dtype = 128, jnp.float16

    def make_kernel(semantics):
        def body(a_smem, b_smem, meta_smem, out_ref, barrier, acc_tmem, meta_tmem):
            plgpu.async_copy_sparse_metadata_to_tmem(meta_smem, meta_tmem)
            plgpu.tcgen05_mma(acc_tmem, a_smem, transpose_ref(b_smem, (1, 0)),
                              a_sparse_metadata=meta_tmem, accumulate=False)
            plgpu.tcgen05_commit_arrive(barrier)
            plgpu.barrier_wait(barrier)
            out_ref[...] = plgpu.async_load_tmem(acc_tmem)

        t = default_transforms(dtype, swizzle=64)  # jax: swizzle = 128 // itemsize
        return pallas_call(semantics, body, out_shape=jax.ShapeDtypeStruct((m, n), F32),
                           in_specs=(plgpu.BlockSpec(memory_space=plgpu.SMEM, transforms=t),
                                     plgpu.BlockSpec(memory_space=plgpu.SMEM, transforms=t),
                                     plgpu.BlockSpec(memory_space=plgpu.SMEM)),
                           out_specs=plgpu.BlockSpec(transforms=default_transforms(F32)),
                           scratch_shapes=[plgpu.Barrier(orders_tensor_core=True), plgpu.TMEM((m, n), F32),
                                           plgpu.TMEM((m, k // 2), jnp.uint2, layout=META)])

    def inputs():
        return [_values((m, k // 2), np.float16, 1), _values((n, k), np.float16, 2),
                format_metadata(_pairs(m, k), 16)]

    return make_kernel, inputs, _reference(k)


for _n in (128, 256):
    globals()[f"simple_sparse_matmul_n{_n}"], globals()[f"inputs_simple_sparse_matmul_n{_n}"], \
        globals()[f"reference_simple_sparse_matmul_n{_n}"] = _simple_sparse_matmul(128, _n)


def format_scales(s: np.ndarray) -> np.ndarray:
    """jax's test: (MN, K / block) uint8 -> (MN / 128, K / 4 / block, 32, 16) e8m0, the 4 x 32 rows' 4 scales
    interleaved."""
    mn, ks = s.shape
    return np.ascontiguousarray(s.reshape(mn // 128, 4, 32, ks // 4, 4).transpose(0, 3, 2, 1, 4)
                                .reshape(mn // 128, ks // 4, 32, 16)).view(ml_dtypes.float8_e8m0fnu)


def _block_scaled_sparse_matmul(m, n):
    """jax's kernel as written: the block scales' copies and the scaled sparse MMA (e5m2, e8m0 scales of
    64-element blocks). The reference applies the scales (jax's own reference)."""
    k, block, in_dtype, scale_dtype = 256, 64, jnp.float8_e5m2, jnp.float8_e8m0fnu

    def make_kernel(semantics):
        def body(a_smem, b_smem, meta_smem, a_scale_smem, b_scale_smem, out_ref, barrier, acc_tmem, meta_tmem,
                 a_scale_tmem, b_scale_tmem):
            plgpu.async_copy_sparse_metadata_to_tmem(meta_smem, meta_tmem)
            plgpu.async_copy_scales_to_tmem(a_scale_smem, a_scale_tmem)
            plgpu.async_copy_scales_to_tmem(b_scale_smem, b_scale_tmem)
            plgpu.tcgen05_mma(acc_tmem, a_smem, transpose_ref(b_smem, (1, 0)), a_scale=a_scale_tmem,
                              b_scale=b_scale_tmem, a_sparse_metadata=meta_tmem, accumulate=False)
            plgpu.tcgen05_commit_arrive(barrier)
            plgpu.barrier_wait(barrier)
            out_ref[...] = plgpu.async_load_tmem(acc_tmem)

        t = default_transforms(in_dtype, swizzle=128)
        smem = plgpu.BlockSpec(memory_space=plgpu.SMEM)
        return pallas_call(semantics, body, out_shape=jax.ShapeDtypeStruct((m, n), F32),
                           in_specs=(plgpu.BlockSpec(memory_space=plgpu.SMEM, transforms=t),
                                     plgpu.BlockSpec(memory_space=plgpu.SMEM, transforms=t), smem, smem, smem),
                           out_specs=plgpu.BlockSpec(transforms=default_transforms(F32)),
                           scratch_shapes=[plgpu.Barrier(orders_tensor_core=True), plgpu.TMEM((m, n), F32),
                                           plgpu.TMEM((m, k // 2), jnp.uint2, layout=META),
                                           plgpu.TMEM((m, k // block), scale_dtype,
                                                      layout=plgpu.TMEMLayout.SCALES_LAYOUT),
                                           plgpu.TMEM((n, k // block), scale_dtype,
                                                      layout=plgpu.TMEMLayout.SCALES_LAYOUT)])

    def scales(rows, seed):
        return np.random.default_rng(seed).integers(122, 132, (rows, k // block)).astype(np.uint8)

    def inputs():
        return [_values((m, k // 2), ml_dtypes.float8_e5m2, 1), _values((n, k), ml_dtypes.float8_e5m2, 2),
                format_metadata(_pairs(m, k), 8), format_scales(scales(m, 5678)), format_scales(scales(n, 5679))]

    def reference(x, y, meta, *_):
        a = logical_a(x, _pairs(m, k)).astype(np.float64)
        sa = np.exp2(np.repeat(scales(m, 5678), block, axis=1).astype(np.float64) - 127)
        sb = np.exp2(np.repeat(scales(n, 5679), block, axis=1).astype(np.float64) - 127)
        return (a * sa) @ (y.astype(np.float64) * sb).T

    return make_kernel, inputs, reference


for _n in (128, 256):
    globals()[f"block_scaled_sparse_matmul_n{_n}"], globals()[f"inputs_block_scaled_sparse_matmul_n{_n}"], \
        globals()[f"reference_block_scaled_sparse_matmul_n{_n}"] = _block_scaled_sparse_matmul(128, _n)


def _async_copy_sparse_metadata_smem_to_tmem_warp_semantics(commit):
    """The metadata copy issued by warp 0 of a warp_map; the output is the SMEM buffer the kernel
    loaded from the input (jax checks only that it lowers; we check that the input comes back). `commit`: its
    fixed variant, the stores committed before tcgen05.cp reads them (docs/design/jax_tests_uncommitted_smem_race.md)."""
    m, k = 128, 64

    def make_kernel(semantics):
        def body(src_gmem, out_gmem, smem, tmem):
            smem[...] = load(src_gmem, (), layout=META, optimized=False)
            if commit:
                plgpu.commit_smem()

            @plgpu.warp_map
            def _(warp_id):
                @pl.when(warp_id == 0)
                def _():
                    plgpu.async_copy_sparse_metadata_to_tmem(smem, tmem)
            plgpu.copy_smem_to_gmem(smem, out_gmem)

        return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((1, 1, m, k), jnp.uint2),
                      scratch_types=[plgpu.SMEM((m // 128, k // 64, 128, 64), jnp.uint2),
                                     plgpu.TMEM((m, k), jnp.uint2, layout=META)])
    return make_kernel


async_copy_sparse_metadata_smem_to_tmem_warp_semantics = _async_copy_sparse_metadata_smem_to_tmem_warp_semantics(False)
async_copy_sparse_metadata_smem_to_tmem_warp_semantics_committed = \
    _async_copy_sparse_metadata_smem_to_tmem_warp_semantics(True)


def inputs_async_copy_sparse_metadata_smem_to_tmem_warp_semantics():
    return [np.ones((1, 1, 128, 64), ml_dtypes.uint2)]


def reference_identity(x, *_):
    return x


def _sparse_matmul_collective(m, n, dtype):
    k = 128
    m_block, n_block = m // 2, n // 2
    acc = jnp.int32 if np.dtype(dtype).kind == "i" else F32

    def make_kernel(semantics):
        def body(a_gmem, b_gmem, meta_gmem, out_gmem, a_smem, b_smem, meta_smem, tma_barrier, mma_barrier,
                 cluster_barrier, acc_tmem, meta_tmem):
            me = lax.axis_index("x")
            plgpu.copy_gmem_to_smem(a_gmem.at[pl.ds(me * m_block, m_block), :], a_smem, tma_barrier)
            plgpu.copy_gmem_to_smem(b_gmem.at[pl.ds(me * n_block, n_block), :], b_smem, tma_barrier)
            plgpu.copy_gmem_to_smem(meta_gmem.at[pl.ds(me, m_block // 128), :], meta_smem, tma_barrier)
            plgpu.barrier_wait(tma_barrier)
            plgpu.barrier_arrive(cluster_barrier)
            plgpu.barrier_wait(cluster_barrier)
            plgpu.async_copy_sparse_metadata_to_tmem(meta_smem, meta_tmem, collective_axis="x")
            plgpu.tcgen05_mma(acc_tmem, a_smem, transpose_ref(b_smem, (1, 0)), mma_barrier,
                              a_sparse_metadata=meta_tmem, accumulate=False, collective_axis="x")
            plgpu.barrier_wait(mma_barrier)
            out_gmem[pl.ds(me * m_block, m_block), :] = plgpu.async_load_tmem(acc_tmem)

        t = default_transforms(dtype, swizzle=64)
        return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((m, n), acc), cluster=(2,),
                      cluster_names=("x",),
                      scratch_types=dict(
                          a_smem=plgpu.SMEM((m_block, k // 2), dtype, transforms=t),
                          b_smem=plgpu.SMEM((n_block, k), dtype, transforms=t),
                          meta_smem=plgpu.SMEM((m_block // 128, k // 128, 128, 64), jnp.uint2),
                          tma_barrier=plgpu.Barrier(num_arrivals=3),
                          mma_barrier=plgpu.Barrier(orders_tensor_core=True),
                          cluster_barrier=plgpu.ClusterBarrier(collective_axes=("x",)),
                          acc_tmem=plgpu.TMEM((m_block, n), acc, collective=True),
                          meta_tmem=plgpu.TMEM((m_block, k // 2), jnp.uint2, layout=META, collective=True)))

    def inputs():
        return [_values((m, k // 2), dtype, 1), _values((n, k), dtype, 2),
                format_metadata(_pairs(m, k), 8 * np.dtype(dtype).itemsize)]

    return make_kernel, inputs, _reference(k)


COLLECTIVE = {"f16": np.float16, "bf16": ml_dtypes.bfloat16, "s8": np.int8, "e4m3": ml_dtypes.float8_e4m3fn}
for _n in (128, 192):
    for _t, _dt in COLLECTIVE.items():
        globals()[f"sparse_matmul_collective_n{_n}_{_t}"], globals()[f"inputs_sparse_matmul_collective_n{_n}_{_t}"], \
            globals()[f"reference_sparse_matmul_collective_n{_n}_{_t}"] = _sparse_matmul_collective(256, _n, _dt)
