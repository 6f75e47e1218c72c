"""Blackwell TMEM and tcgen05 tests of jax's mosaic_gpu_test.py (jax-v0.10.2), PallasCallTCGen05Test:
test_warp_specialized_tmem_slice (:4681), test_tmem (:4766), test_tmem_allocation_estimation (:4801),
test_tmem_ref_aliasing (:4838), test_tmem_load_layout (:4888), test_tmem_store_load_collective (:4921),
test_tmem_column_slicing (:4949), test_tmem_batch_dimension_indexing (:4968), test_simple_matmul
(:5073, a sample of its product), test_simple_warp_specialized_matmul (:5247),
test_manual_tcgen05_commit_arrive (:5705),
test_async_copy_smem_to_tmem_warp_semantics (:5743), test_async_copy_smem_to_tmem (:5771),
test_matmul_with_sliced_accumulator (:5801), test_arrive_wait_on_tc_barrier (:6405),
test_barrier_arrive_warp_mesh (:6484), test_integer_matmul (:5006, m = n = 128, swizzle 64),
test_matmul_alignment (:5139), test_mma_barrier_indexing (:6253), test_copy_gmem_to_smem_replicated
(:6375), test_matmul_with_smem_aliasing (:6108), test_matmul_with_tmem_aliasing (:6175),
test_copy_gmem_to_smem_partitioned (:6298). Captured for sm_100 (manifest.py: arch 10.0)."""

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
from jax import lax
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu

from harness import default_transforms, kernel, load, pallas_call

F32 = jnp.float32


def _uniform(*shapes, dtype=np.float32, seeds=None, low=0.0):
    def inputs():
        return [np.random.default_rng(s).uniform(low, 1, size=shape).astype(np.float32).astype(dtype)
                for s, shape in zip(seeds or range(len(shapes)), shapes)]
    return inputs


def reference_identity(x, *_):
    return x


def reference_plus_one(x):
    return x + x.dtype.type(1)


def _f64(x):
    return x.astype(np.float64)


def _warp_specialized_tmem_slice(commit):
    """jax's kernel, or (`commit`) its fixed variant: the stores committed before tcgen05.cp reads them
    (docs/design/jax_tests_uncommitted_smem_race.md)."""
    def make_kernel(semantics):
        def body(in_ref, out_ref, smem, tmem, barrier):
            smem[...] = load(in_ref, (), layout=plgpu.Layout.WGMMA, optimized=False)
            if commit:
                plgpu.commit_smem()
            c0 = lax.axis_index("x") * 0  # a dynamic offset that canonicalisation folds away

            @plgpu.warp_map
            def _(warp):
                @pl.when(warp == 0)
                def _():
                    plgpu.async_copy_smem_to_tmem(smem, tmem.at[:, pl.ds(c0, 32)])
                    plgpu.tcgen05_commit_arrive(barrier)
            plgpu.barrier_wait(barrier)
            out_ref[...] = plgpu.async_load_tmem(tmem.at[:, pl.ds(c0, 32)])

        return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((128, 32), F32), grid=(1,), grid_names=("x",),
                      scratch_types=(plgpu.SMEM((128, 32), F32, transforms=default_transforms(F32)),
                                     plgpu.TMEM((128, 64), F32), plgpu.Barrier(orders_tensor_core=True)))
    return make_kernel


warp_specialized_tmem_slice = _warp_specialized_tmem_slice(False)
warp_specialized_tmem_slice_committed = _warp_specialized_tmem_slice(True)


inputs_f32_128x32 = _uniform((128, 32))
inputs_f32_128x128 = _uniform((128, 128))


def _tmem(collective):
    def make_kernel(semantics):
        def body(x_ref, y_ref, tmem_ref, tmem_ref2, smem_ref, barrier_ref):
            plgpu.copy_gmem_to_smem(x_ref, smem_ref, barrier_ref)
            plgpu.barrier_wait(barrier_ref)
            plgpu.async_store_tmem(tmem_ref, load(smem_ref, (), layout=plgpu.Layout.TCGEN05) + 1)
            plgpu.commit_tmem()
            plgpu.async_store_tmem(tmem_ref2, plgpu.async_load_tmem(tmem_ref))
            plgpu.commit_tmem()
            smem_ref[...] = plgpu.async_load_tmem(tmem_ref2)
            plgpu.commit_smem()
            plgpu.copy_smem_to_gmem(smem_ref, y_ref)
            plgpu.wait_smem_to_gmem(0)

        return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((128, 128), F32),
                      scratch_types=[plgpu.TMEM((128, 128), F32, collective=collective),
                                     plgpu.TMEM((128, 128), F32, collective=collective),
                                     plgpu.SMEM((128, 128), F32, transforms=default_transforms(F32)),
                                     plgpu.Barrier()],
                      cluster=(2,) if collective else (), cluster_names=("x",) if collective else ())
    return make_kernel


tmem = _tmem(False)
tmem_collective = _tmem(True)


def tmem_allocation_estimation(semantics):
    bf16 = jnp.bfloat16

    def body(x_ref, y_ref, t1, t2, t3, smem_ref, barrier_ref):
        plgpu.copy_gmem_to_smem(x_ref, smem_ref, barrier_ref)
        plgpu.barrier_wait(barrier_ref)
        x = load(smem_ref, (), layout=plgpu.Layout.TCGEN05)
        for t in (t1, t2, t3):
            plgpu.async_store_tmem(t, x + 1)
            plgpu.commit_tmem()
            x = plgpu.async_load_tmem(t)
        smem_ref[...] = x
        plgpu.commit_smem()
        plgpu.copy_smem_to_gmem(smem_ref, y_ref)
        plgpu.wait_smem_to_gmem(0)

    return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((128, 256), bf16),
                  scratch_types=[*[plgpu.TMEM((128, 256), bf16, packed=True)] * 3,
                                 plgpu.SMEM((128, 256), bf16, transforms=default_transforms(bf16)), plgpu.Barrier()])


inputs_tmem_allocation_estimation = _uniform((128, 256), dtype=ml_dtypes.bfloat16)


def reference_tmem_allocation_estimation(x):
    one = ml_dtypes.bfloat16(1)
    return ((x + one) + one) + one  # bf16 rounding after each add, as the kernel does


def tmem_ref_aliasing(semantics):
    def body(x_ref, y_ref, aliased_ref, smem_ref, barrier_ref):
        [a, b], wide = aliased_ref
        plgpu.copy_gmem_to_smem(x_ref, smem_ref, barrier_ref)
        plgpu.barrier_wait(barrier_ref)
        for t, cols, last in ((a, slice(0, 32), False), (b, slice(32, 64), False), (wide, slice(64, 128), True)):
            plgpu.async_store_tmem(t, load(smem_ref.at[:, cols], (), layout=plgpu.Layout.TCGEN05) + 1)
            plgpu.commit_tmem()
            smem_ref[:, cols] = plgpu.async_load_tmem(t)
            if not last:
                plgpu.wait_load_tmem()  # before TMEM is written again
        plgpu.commit_smem()
        plgpu.copy_smem_to_gmem(smem_ref, y_ref)
        plgpu.wait_smem_to_gmem(0)

    union = plgpu.RefUnion([plgpu.TMEM((128, 32), F32), plgpu.TMEM((128, 32), F32)], plgpu.TMEM((128, 64), F32))
    return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((128, 128), F32),
                  scratch_types=[union, plgpu.SMEM((128, 128), F32, transforms=default_transforms(F32)),
                                 plgpu.Barrier()])


def _tmem_load_layout(layout):
    def make_kernel(semantics):
        def body(x_ref, y_ref, tmem_ref, smem_ref, barrier_ref):
            plgpu.copy_gmem_to_smem(x_ref, smem_ref, barrier_ref)
            plgpu.barrier_wait(barrier_ref)
            x = load(smem_ref, (), layout=layout, optimized=layout != plgpu.Layout.TCGEN05_TMEM_NATIVE)
            plgpu.async_store_tmem(tmem_ref, x + 1)
            plgpu.commit_tmem()
            smem_ref[...] = plgpu.async_load_tmem(tmem_ref, layout=layout)
            plgpu.commit_smem()
            plgpu.copy_smem_to_gmem(smem_ref, y_ref)
            plgpu.wait_smem_to_gmem(0)

        return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((128, 128), F32),
                      scratch_types=[plgpu.TMEM((128, 128), F32),
                                     plgpu.SMEM((128, 128), F32, transforms=default_transforms(F32)), plgpu.Barrier()])
    return make_kernel


tmem_load_layout_tcgen05 = _tmem_load_layout(plgpu.Layout.TCGEN05)
tmem_load_layout_native = _tmem_load_layout(plgpu.Layout.TCGEN05_TMEM_NATIVE)


def _tmem_store_load_collective(layout):
    def make_kernel(semantics):
        def body(x_ref, y_ref, tmem_ref):
            plgpu.async_store_tmem(tmem_ref, load(x_ref, (), layout=layout, optimized=False) + 1)
            plgpu.commit_tmem()
            y_ref[...] = plgpu.async_load_tmem(tmem_ref, layout=layout)

        return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((64, 160), F32), cluster=(2,),
                      cluster_names=("cluster",),
                      scratch_types=[plgpu.TMEM((64, 160), F32, collective=True,
                                                layout=plgpu.TMEMLayout.M64_COLLECTIVE_LAYOUT(160))])
    return make_kernel


tmem_store_load_collective = _tmem_store_load_collective(plgpu.Layout.TCGEN05_M64_COLLECTIVE(160))
tmem_store_load_collective_native = _tmem_store_load_collective(plgpu.Layout.TCGEN05_M64_COLLECTIVE_NATIVE(160))
inputs_f32_64x160 = _uniform((64, 160))


def tmem_column_slicing(semantics):
    def body(x_ref, y_ref, tmem_ref):
        x = load(x_ref, (), layout=plgpu.Layout.TCGEN05, optimized=False)
        plgpu.async_store_tmem(tmem_ref.at[:, 8:208].at[:, 0:128], x + 1)
        plgpu.commit_tmem()
        y_ref[...] = plgpu.async_load_tmem(tmem_ref.at[:, 8:136])

    return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((128, 128), F32),
                  scratch_types=[plgpu.TMEM((128, 256), F32)])


def tmem_batch_dimension_indexing(semantics):
    dtype = jnp.float8_e5m2
    layout = plgpu.Layout.TILED(plgpu.Tiling(((128, 4), (32, 1))), warp_dims=(plgpu.Replicated(4),),
                                lane_dims=(-2,), vector_dim=-3)  # SCALES_LAYOUT as a tiled layout

    def body(src_ref, idx1_ref, idx2_ref, dst_ref, tmem_ref):
        plgpu.async_store_tmem(tmem_ref, load(src_ref, (), layout=layout, optimized=False))
        plgpu.commit_tmem()
        dst_ref[...] = plgpu.async_load_tmem(tmem_ref.at[idx1_ref[...], idx2_ref[...]], layout=layout)

    return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((128, 4), dtype),
                  scratch_types=[plgpu.TMEM((2, 3, 128, 4), dtype, layout=plgpu.TMEMLayout.SCALES_LAYOUT)])


def inputs_tmem_batch_dimension_indexing():
    src = np.random.default_rng(42).uniform(-1, 1, size=(2, 3, 128, 4)).astype(ml_dtypes.float8_e5m2)
    return [src, np.array(1, np.int32), np.array(2, np.int32)]


def reference_tmem_batch_dimension_indexing(src, i, j):
    return src[int(i), int(j)]


def _mma_then_load(out_ref, acc, lhs, rhs, barrier):
    """One tcgen05_mma into `acc` (not accumulating), awaited on `barrier`, the result loaded into out_ref."""
    plgpu.tcgen05_mma(acc, lhs, rhs, barrier, accumulate=False)
    plgpu.barrier_wait(barrier)
    out_ref[...] = plgpu.async_load_tmem(acc).astype(out_ref.dtype)


def _smem_operands(semantics, body, in_dtype, out_type, scratch, swizzle=128, out_spec=None):
    """The test class's pallas_call with both operands in swizzled SMEM and the output in GMEM."""
    spec = plgpu.BlockSpec(transforms=default_transforms(in_dtype, swizzle=swizzle), memory_space=plgpu.SMEM)
    return pallas_call(semantics, body, in_specs=(spec, spec),
                       out_specs=out_spec or plgpu.BlockSpec(memory_space=plgpu.GMEM), out_shape=out_type,
                       scratch_shapes=scratch)


def _simple_matmul(m, n, swizzle, dtype, lhs_tmem, transpose_lhs, transpose_rhs):
    k = 128

    def make_kernel(semantics):
        def body(a_smem, b_smem, out_ref, acc_tmem, barrier_ref, a_tmem_ref):
            if transpose_lhs:
                a_smem = plgpu.transpose_ref(a_smem, (1, 0))
            if transpose_rhs:
                b_smem = plgpu.transpose_ref(b_smem, (1, 0))
            lhs = a_smem
            if lhs_tmem:
                lhs = a_tmem_ref
                layout = plgpu.Layout.TCGEN05 if m == 128 else plgpu.Layout.WGMMA
                plgpu.async_store_tmem(lhs, load(a_smem, (), layout=layout))
                plgpu.commit_tmem()
            _mma_then_load(out_ref, acc_tmem, lhs, b_smem, barrier_ref)

        return _smem_operands(semantics, body, dtype, jax.ShapeDtypeStruct((m, n), dtype),
                              [plgpu.TMEM((m, n), F32, packed=False), plgpu.Barrier(orders_tensor_core=True),
                               plgpu.TMEM((m, k), dtype, packed=True) if lhs_tmem else None], swizzle=swizzle)

    inputs = _uniform((k, m) if transpose_lhs else (m, k), (n, k) if transpose_rhs else (k, n), dtype=dtype)

    def reference(a, b):
        return _f64(a.T if transpose_lhs else a) @ _f64(b.T if transpose_rhs else b)

    return make_kernel, inputs, reference


# a sample of jax's product (m, n, swizzle, dtype, lhs_tmem, transpose_lhs, transpose_rhs)
SIMPLE_MATMULS = {
    "m128_n128_s128_f16": (128, 128, 128, np.float16, False, False, False),
    "m128_n128_s128_f16_tl": (128, 128, 128, np.float16, False, True, False),
    "m128_n128_s128_f16_tr": (128, 128, 128, np.float16, False, False, True),
    "m128_n128_s128_f16_lhs_tmem": (128, 128, 128, np.float16, True, False, False),
    "m64_n256_s64_bf16": (64, 256, 64, ml_dtypes.bfloat16, False, False, False),
    "m128_n64_s32_bf16_lhs_tmem_tr": (128, 64, 32, ml_dtypes.bfloat16, True, False, True),
}
for _n, _p in SIMPLE_MATMULS.items():
    globals()[f"simple_matmul_{_n}"], globals()[f"inputs_simple_matmul_{_n}"], \
        globals()[f"reference_simple_matmul_{_n}"] = _simple_matmul(*_p)


def manual_tcgen05_commit_arrive(semantics):
    dtype, shape = jnp.float16, (128, 128)

    def body(a_gmem, b_gmem, out_gmem, a_smem, b_smem, tma_barrier, mma_barrier, acc_tmem):
        plgpu.copy_gmem_to_smem(a_gmem, a_smem, tma_barrier)
        plgpu.barrier_wait(tma_barrier)
        plgpu.copy_gmem_to_smem(b_gmem, b_smem, tma_barrier)
        plgpu.barrier_wait(tma_barrier)
        plgpu.commit_tmem()
        plgpu.tcgen05_mma(acc_tmem, a_smem, b_smem, accumulate=False)  # no barrier: arrive by hand
        plgpu.tcgen05_commit_arrive(mma_barrier)
        plgpu.barrier_wait(mma_barrier)
        out_gmem[...] = plgpu.async_load_tmem(acc_tmem).astype(dtype)

    t = default_transforms(dtype)
    return kernel(semantics, body, out_type=jax.ShapeDtypeStruct(shape, dtype),
                  scratch_types=[plgpu.SMEM(shape, dtype, transforms=t), plgpu.SMEM(shape, dtype, transforms=t),
                                 plgpu.Barrier(), plgpu.Barrier(orders_tensor_core=True), plgpu.TMEM(shape, F32)])


inputs_f16_two_128x128 = _uniform((128, 128), (128, 128), dtype=np.float16)
inputs_bf16_two_128x128 = _uniform((128, 128), (128, 128), dtype=ml_dtypes.bfloat16)


def reference_matmul(a, b):
    return _f64(a) @ _f64(b)


def simple_warp_specialized_matmul(semantics):
    dtype, shape = jnp.float16, (128, 128)

    def body(a_gmem, b_gmem, out_gmem, a_smem, b_smem, acc_tmem, tma_barrier, mma_barrier):
        plgpu.copy_gmem_to_smem(a_gmem, a_smem, tma_barrier)
        plgpu.copy_gmem_to_smem(b_gmem, b_smem, tma_barrier)
        plgpu.barrier_wait(tma_barrier)

        @plgpu.warp_map
        def _(warp):
            @pl.when(warp == 0)  # one warp issues the MMA; the whole warpgroup waits for it
            def _():
                plgpu.tcgen05_mma(acc_tmem, a_smem, b_smem, mma_barrier, accumulate=False)
        plgpu.barrier_wait(mma_barrier)
        out_gmem[...] = plgpu.async_load_tmem(acc_tmem).astype(dtype)

    t = default_transforms(dtype, swizzle=128)
    return kernel(semantics, body, out_type=jax.ShapeDtypeStruct(shape, dtype),
                  scratch_types=(plgpu.SMEM(shape, dtype, transforms=t), plgpu.SMEM(shape, dtype, transforms=t),
                                 plgpu.TMEM(shape, F32, packed=False), plgpu.Barrier(num_arrivals=2),
                                 plgpu.Barrier(orders_tensor_core=True)))


def async_copy_smem_to_tmem_warp_semantics(semantics):
    shape, dtype = (128, 64), jnp.int32

    def body(src_gmem, dst_gmem, smem, tmem, tma_barrier, tc_barrier):
        plgpu.copy_gmem_to_smem(src_gmem, smem, tma_barrier)
        plgpu.barrier_wait(tma_barrier)

        @plgpu.warp_map
        def _(warp):
            @pl.when(warp == 0)
            def _():
                plgpu.async_copy_smem_to_tmem(smem, tmem)
                plgpu.tcgen05_commit_arrive(tc_barrier)
        plgpu.barrier_wait(tc_barrier)
        dst_gmem[...] = plgpu.async_load_tmem(tmem)

    return kernel(semantics, body, out_type=jax.ShapeDtypeStruct(shape, dtype),
                  scratch_types=[plgpu.SMEM(shape, dtype, transforms=default_transforms(dtype)),
                                 plgpu.TMEM(shape, dtype), plgpu.Barrier(), plgpu.Barrier(orders_tensor_core=True)])


def arange_i32_128x64():
    return [np.arange(128 * 64, dtype=np.int32).reshape(128, 64)]


def _async_copy_smem_to_tmem(swizzle):
    def make_kernel(semantics):
        dtype = jnp.float16
        transforms = (plgpu.TilingTransform((8, 8)),) if swizzle is None else default_transforms(dtype, swizzle)

        def body(x_gmem, y_gmem, smem, tma_barrier, mma_barrier, tmem):
            plgpu.copy_gmem_to_smem(x_gmem, smem, tma_barrier)
            plgpu.barrier_wait(tma_barrier)
            plgpu.async_copy_smem_to_tmem(smem, tmem)
            plgpu.tcgen05_commit_arrive(mma_barrier)
            plgpu.barrier_wait(mma_barrier)
            y_gmem[...] = plgpu.async_load_tmem(tmem)

        return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((128, 128), dtype),
                      scratch_types=[plgpu.SMEM((128, 128), dtype, transforms=transforms), plgpu.Barrier(),
                                     plgpu.Barrier(orders_tensor_core=True),
                                     plgpu.TMEM((128, 128), dtype, packed=True)])
    return make_kernel


async_copy_smem_to_tmem_swizzled = _async_copy_smem_to_tmem(128)
async_copy_smem_to_tmem_tiled = _async_copy_smem_to_tmem(None)
inputs_f16_128x128 = _uniform((128, 128), dtype=np.float16)


def matmul_with_sliced_accumulator(semantics):
    dtype = jnp.bfloat16

    def body(a_smem, b_smem, out_ref, acc_tmem, barrier_ref):
        _mma_then_load(out_ref, acc_tmem.at[:, pl.dslice(0, 128)], a_smem, b_smem, barrier_ref)

    return _smem_operands(semantics, body, dtype, jax.ShapeDtypeStruct((128, 128), dtype),
                          [plgpu.TMEM((128, 256), F32, packed=False), plgpu.Barrier(orders_tensor_core=True)])


def arrive_wait_on_tc_barrier(semantics):
    def body(out_ref, barrier):
        plgpu.barrier_arrive(barrier)
        plgpu.barrier_wait(barrier)
        out_ref[...] = jnp.ones_like(out_ref)

    return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((128,), F32),
                  scratch_types=(plgpu.Barrier(num_arrivals=1, orders_tensor_core=True),))


def reference_ones():
    return np.ones((128,), np.float32)


def _barrier_arrive_warp_mesh(orders_tensor_core):
    def make_kernel(semantics):
        def body(out_ref, bar):
            @plgpu.warp_map
            def _(warp):
                @pl.when(warp < 2)
                def _():
                    plgpu.barrier_arrive(bar)
                    plgpu.barrier_wait(bar)
                    out_ref[warp] = jnp.ones_like(out_ref.at[warp])

        return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((2,), jnp.int32),
                      scratch_types=[plgpu.Barrier(num_arrivals=2, orders_tensor_core=orders_tensor_core)])
    return make_kernel


barrier_arrive_warp_mesh_tc = _barrier_arrive_warp_mesh(True)
barrier_arrive_warp_mesh = _barrier_arrive_warp_mesh(False)


def reference_barrier_arrive_warp_mesh():
    return np.ones((2,), np.int32)


def _integer_matmul(dtype, lhs_tmem):
    m, n, k = 128, 128, 128

    def make_kernel(semantics):
        def body(a_smem, b_smem, out_ref, acc_tmem, barrier_ref, a_tmem_ref):
            lhs = a_smem
            if lhs_tmem:
                lhs = a_tmem_ref
                plgpu.async_store_tmem(lhs, load(a_smem, (), layout=plgpu.Layout.TCGEN05_TMEM_NATIVE(4),
                                                       optimized=False))
                plgpu.commit_tmem()
            _mma_then_load(out_ref, acc_tmem, lhs, b_smem, barrier_ref)

        return _smem_operands(semantics, body, dtype, jax.ShapeDtypeStruct((m, n), jnp.int32),
                              [plgpu.TMEM((m, n), jnp.int32, packed=False), plgpu.Barrier(orders_tensor_core=True),
                               plgpu.TMEM((m, k), dtype, packed=True) if lhs_tmem else None], swizzle=64)

    def inputs():
        """jax's test: small values, [0, 8) for u8 and (-8, 8) for s8."""
        low = -8 if np.dtype(dtype).kind == "i" else 0
        return [np.random.default_rng(s).integers(low, 8, size=shape).astype(dtype)
                for s, shape in ((0, (m, k)), (1, (k, n)))]

    def reference(a, b):
        return (a.astype(np.int32) @ b.astype(np.int32)).astype(np.int32)

    return make_kernel, inputs, reference


for _n, _dt in (("s8", np.int8), ("u8", np.uint8)):
    for _t in (False, True):
        _name = f"integer_matmul_{_n}{'_lhs_tmem' if _t else ''}"
        globals()[_name], globals()[f"inputs_{_name}"], globals()[f"reference_{_name}"] = _integer_matmul(_dt, _t)


def matmul_alignment(semantics):
    dtype = jnp.float16

    def body(a_smem, b_smem, out_ref, _, acc_tmem, barrier_ref):
        _mma_then_load(out_ref, acc_tmem, a_smem, b_smem, barrier_ref)

    spec = plgpu.BlockSpec(transforms=default_transforms(dtype), memory_space=plgpu.SMEM)
    return _smem_operands(semantics, body, dtype, jax.ShapeDtypeStruct((128, 128), dtype),
                          (plgpu.TMEM((128, 1), F32), plgpu.TMEM((128, 128), F32),  # a column first
                           plgpu.Barrier(orders_tensor_core=True)), out_spec=spec)


def _mma_barrier_indexing(index, num_barriers):
    def make_kernel(semantics):
        dtype = jnp.float16

        def body(a_smem, b_smem, out_ref, acc_tmem, barrier_ref):
            _mma_then_load(out_ref, acc_tmem, a_smem, b_smem, barrier_ref.at[index])

        return _smem_operands(semantics, body, dtype, jax.ShapeDtypeStruct((128, 128), dtype),
                              [plgpu.TMEM((128, 128), F32, packed=False),
                               plgpu.Barrier(num_barriers=num_barriers, orders_tensor_core=True)])
    return make_kernel


mma_barrier_indexing_1_of_2 = _mma_barrier_indexing((1,), 2)
mma_barrier_indexing_0_1_of_1x2 = _mma_barrier_indexing((0, 1), (1, 2))


def copy_gmem_to_smem_replicated(semantics):
    def body(a_gmem, out_gmem, a_smem, tma_barrier, cluster_barrier):
        plgpu.copy_gmem_to_smem(a_gmem, a_smem, tma_barrier, collective_axes="x",
                                leader_tracked=plgpu.CopyPartition.REPLICATED)

        @pl.when(lax.axis_index("x") == 0)
        def _():
            plgpu.barrier_wait(tma_barrier)
        plgpu.barrier_arrive(cluster_barrier)
        plgpu.barrier_wait(cluster_barrier)
        out_gmem[...] = a_smem[...]

    return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((64, 64), F32), cluster_names=("x",), cluster=(2,),
                  scratch_types=(plgpu.SMEM((64, 64), F32), plgpu.Barrier(num_arrivals=1),
                                 plgpu.ClusterBarrier(collective_axes=("x",))))


inputs_f32_64x64 = _uniform((64, 64))


def _copy_gmem_to_smem_partitioned(warp_level, squeezed_index):
    """test_copy_gmem_to_smem_partitioned (:6298): each CTA of the pair loads its half of the rows of
    A and of B (leader_tracked PARTITIONED(0)), both halves completing on the leader's barriers; the
    leader waits, then a cluster barrier; each CTA adds its halves."""
    half = (64, 128)

    def make_kernel(semantics):
        def body(a_gmem, b_gmem, out_gmem, a_smem, b_smem, a_tma_barrier, b_tma_barrier, cluster_barrier):
            if squeezed_index:
                a_gmem = a_gmem.at[0]
            cluster_idx = lax.axis_index("x")

            def copies():
                for src, dst, bar in ((a_gmem, a_smem, a_tma_barrier), (b_gmem, b_smem, b_tma_barrier)):
                    plgpu.copy_gmem_to_smem(src, dst, bar, collective_axes="x",
                                            leader_tracked=plgpu.CopyPartition.PARTITIONED(0))
            if warp_level:
                @plgpu.warp_map
                def _(warp_id):
                    pl.when(warp_id == 0)(copies)
            else:
                copies()

            @pl.when(cluster_idx == 0)
            def _():
                plgpu.barrier_wait(a_tma_barrier)
                plgpu.barrier_wait(b_tma_barrier)
            plgpu.barrier_arrive(cluster_barrier)
            plgpu.barrier_wait(cluster_barrier)
            out_gmem[pl.ds(cluster_idx * half[0], half[0])] = a_smem[...] + b_smem[...]

        return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((128, 128), F32), cluster_names=("x",),
                      cluster=(2,), scratch_types=(plgpu.SMEM(half, F32), plgpu.SMEM(half, F32),
                                                   plgpu.Barrier(num_arrivals=1), plgpu.Barrier(num_arrivals=1),
                                                   plgpu.ClusterBarrier(collective_axes=("x",))))
    return make_kernel


copy_gmem_to_smem_partitioned = _copy_gmem_to_smem_partitioned(False, False)
copy_gmem_to_smem_partitioned_squeezed = _copy_gmem_to_smem_partitioned(False, True)
copy_gmem_to_smem_partitioned_warp = _copy_gmem_to_smem_partitioned(True, False)
copy_gmem_to_smem_partitioned_warp_squeezed = _copy_gmem_to_smem_partitioned(True, True)
inputs_f32_two_128x128 = _uniform((128, 128), (128, 128))
inputs_f32_1x128x128_128x128 = _uniform((1, 128, 128), (128, 128))


def reference_copy_gmem_to_smem_partitioned(a, b):
    return a.reshape(b.shape) + b


def _simple_collective_matmul(m, n, k, swizzle, dtype, lhs_tmem):
    """test_simple_collective_matmul (:6024): one paired-CTA tcgen05_mma over a cluster of 2, each CTA
    holding half of the LHS rows and half of the RHS columns."""
    half_m, half_n = m // 2, n // 2

    def make_kernel(semantics):
        def body(a_gmem, b_gmem, out_gmem, a_smem, b_smem, acc_tmem, tma_barrier, mma_barrier, cluster_barrier,
                 lhs_tmem_ref):
            me = lax.axis_index("x")
            rows, cols = pl.ds(me * half_m, half_m), pl.ds(me * half_n, half_n)
            plgpu.copy_gmem_to_smem(a_gmem.at[rows, :], a_smem, tma_barrier)
            plgpu.barrier_wait(tma_barrier)
            plgpu.copy_gmem_to_smem(b_gmem.at[:, cols], b_smem, tma_barrier)
            plgpu.barrier_wait(tma_barrier)
            lhs = a_smem
            if lhs_tmem:
                lhs = lhs_tmem_ref
                plgpu.async_store_tmem(lhs, load(a_smem, (), layout=plgpu.Layout.TCGEN05))
                plgpu.commit_tmem()
            plgpu.barrier_arrive(cluster_barrier)
            plgpu.barrier_wait(cluster_barrier)
            plgpu.tcgen05_mma(acc_tmem, lhs, b_smem, mma_barrier, accumulate=False, collective_axis="x")
            plgpu.barrier_wait(mma_barrier)
            layout = plgpu.Layout.TCGEN05_M64_COLLECTIVE(n) if m == 128 else plgpu.Layout.TCGEN05
            out_gmem[rows, :] = plgpu.async_load_tmem(acc_tmem, layout=layout).astype(dtype)

        t = default_transforms(dtype, swizzle=swizzle)
        return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((m, n), dtype), cluster=(2,), cluster_names=("x",),
                      scratch_types=[plgpu.SMEM((half_m, k), dtype, transforms=t),
                                     plgpu.SMEM((k, half_n), dtype, transforms=t),
                                     plgpu.TMEM((half_m, n), F32, collective=True), plgpu.Barrier(),
                                     plgpu.Barrier(orders_tensor_core=True),
                                     plgpu.ClusterBarrier(collective_axes=("x",)),
                                     plgpu.TMEM((half_m, k), dtype, collective=True, packed=True) if lhs_tmem else None])

    return make_kernel, _uniform((m, k), (k, n), dtype=dtype)


for _n, _p in (("256x256x256_s128_f16", (256, 256, 256, 128, np.float16, False)),
               ("256x256x256_s128_f16_lhs_tmem", (256, 256, 256, 128, np.float16, True)),
               ("128x64x128_s32_bf16", (128, 64, 128, 32, ml_dtypes.bfloat16, False))):
    globals()[f"simple_collective_matmul_{_n}"], globals()[f"inputs_simple_collective_matmul_{_n}"] = (
        _simple_collective_matmul(*_p))


def _two_matmuls_outputs(dtype, shape):
    return [jax.ShapeDtypeStruct(shape, dtype), jax.ShapeDtypeStruct(shape, dtype)]


def matmul_with_smem_aliasing(semantics):
    """A 128x128 @ 128x128 and a 128x64 @ 64x128 matmul whose operands are two refs of one SMEM union:
    the TMA fills the 128-sized refs and the 64-sized ones see their first rows (jax's input is x.T,
    so the transposed LHS's first 64 rows are x's first 64 columns)."""
    dtype, shape = jnp.float16, (128, 128)
    t = default_transforms(dtype, swizzle=128)

    def body(a_gmem, b_gmem, out_gmem128, out_gmem64, a_aliased, b_aliased, tma_barrier, mma_barrier, acc_tmem):
        a_smem_128, a_smem_64 = a_aliased
        plgpu.copy_gmem_to_smem(a_gmem, a_smem_128, tma_barrier)
        plgpu.barrier_wait(tma_barrier)
        b_smem_128, b_smem_64 = b_aliased
        plgpu.copy_gmem_to_smem(b_gmem, b_smem_128, tma_barrier)
        plgpu.barrier_wait(tma_barrier)
        plgpu.tcgen05_mma(acc_tmem, plgpu.transpose_ref(a_smem_128, (1, 0)), b_smem_128, mma_barrier,
                          accumulate=False)
        plgpu.barrier_wait(mma_barrier)
        out_gmem128[...] = plgpu.async_load_tmem(acc_tmem).astype(dtype)
        plgpu.wait_load_tmem()
        plgpu.tcgen05_mma(acc_tmem, plgpu.transpose_ref(a_smem_64, (1, 0)), b_smem_64, mma_barrier,
                          accumulate=False)
        plgpu.barrier_wait(mma_barrier)
        out_gmem64[...] = plgpu.async_load_tmem(acc_tmem).astype(dtype)

    union = plgpu.RefUnion(plgpu.SMEM(shape, dtype, transforms=t), plgpu.SMEM((64, 128), dtype, transforms=t))
    return kernel(semantics, body, out_type=_two_matmuls_outputs(dtype, shape),
                  scratch_types=[union, union, plgpu.Barrier(), plgpu.Barrier(orders_tensor_core=True),
                                 plgpu.TMEM(shape, F32)])


def reference_matmul_with_smem_aliasing(a, b):
    x = _f64(a).T  # jax calls the kernel with x.T
    return x @ _f64(b), x[:, :64] @ _f64(b)[:64, :]


def matmul_with_tmem_aliasing(semantics):
    """The same two matmuls with the LHS in TMEM: an f32 accumulator and a packed f16 LHS as two groups
    of one TMEM union, in the other order in the second group."""
    dtype, shape = jnp.float16, (128, 128)
    t = default_transforms(dtype, swizzle=128)

    def body(a_gmem, b_gmem, out_gmem128, out_gmem64, a_smem, b_smem, tma_barrier, mma_barrier, aliased_refs):
        plgpu.copy_gmem_to_smem(a_gmem, a_smem, tma_barrier)
        plgpu.barrier_wait(tma_barrier)
        plgpu.copy_gmem_to_smem(b_gmem, b_smem, tma_barrier)
        plgpu.barrier_wait(tma_barrier)
        [acc_128, lhs_128], [lhs_64, acc_64], _ = aliased_refs
        plgpu.async_store_tmem(lhs_128, load(a_smem, (), layout=plgpu.Layout.TCGEN05))
        plgpu.commit_tmem()
        plgpu.tcgen05_mma(acc_128, lhs_128, b_smem, mma_barrier, accumulate=False)
        plgpu.barrier_wait(mma_barrier)
        out_gmem128[...] = plgpu.async_load_tmem(acc_128).astype(dtype)
        plgpu.wait_load_tmem()
        plgpu.async_store_tmem(lhs_64, load(a_smem.at[:, 0:64], (), layout=plgpu.Layout.TCGEN05))
        plgpu.commit_tmem()
        plgpu.tcgen05_mma(acc_64, lhs_64, b_smem.at[0:64, :], mma_barrier, accumulate=False)
        plgpu.barrier_wait(mma_barrier)
        out_gmem64[...] = plgpu.async_load_tmem(acc_64).astype(dtype)

    union = plgpu.RefUnion([plgpu.TMEM((128, 128), F32), plgpu.TMEM((128, 128), dtype, packed=True)],
                           [plgpu.TMEM((128, 64), dtype, packed=True), plgpu.TMEM((128, 128), F32)],
                           plgpu.TMEM((128, 128), F32))
    return kernel(semantics, body, out_type=_two_matmuls_outputs(dtype, shape),
                  scratch_types=[plgpu.SMEM(shape, dtype, transforms=t), plgpu.SMEM(shape, dtype, transforms=t),
                                 plgpu.Barrier(), plgpu.Barrier(orders_tensor_core=True), union])


def reference_matmul_with_tmem_aliasing(a, b):
    return _f64(a) @ _f64(b), _f64(a)[:, :64] @ _f64(b)[:64, :]
