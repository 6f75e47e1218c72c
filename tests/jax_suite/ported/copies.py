"""TMA copies and barriers of jax's mosaic_gpu_test.py (jax-v0.10.2): PallasCallTest.test_sync_copy
(:869), test_copy_smem_to_gmem (:887), test_copy_smem_to_gmem_explicit_commit_group (:903),
test_copy_gmem_to_smem (:1102), test_collective_copy_gmem_to_smem (:1121), test_kernel_scratch_kwargs
(:1147), test_async_prefetch (:1171), test_barrier_repeated_indexing (:1191), test_barrier_test (:1205),
test_indexing_before_transpose (:1597), test_copy_gmem_to_smem_in_run_scoped (:1618), test_tma_load_multicast
(:3038, a sample of its parameterisations), test_copy_smem_to_gmem_reduction (:927); and jax-v0.11.0's
test_copy_gmem_to_smem_cp_async (:1156), in the suites of 0.11.2 and 0.12.0.1 only.

jax-v0.11.0's test asks for non-bulk cp.async with `impl="cp_async"` and waits on its barrier; no release we
run has `impl`: 0.11.2 and 0.12.0.1 copy by cp.async where the GPU is older than sm_90 and TMA otherwise, the
copy then taking no barrier and awaited by `wait_gmem_to_smem` (jax/_src/pallas/mosaic_gpu/primitives.py,
`_copy_gmem_to_smem_lowering`, in the 0.12.0.1 wheel). The port is that kernel, captured for sm_80 (manifest.py).

Of the tests parameterised by an indexer that writes part of the output, only the whole-output case
(`...`) is ported: mgpu-run compares whole outputs, and the rest is GMEM the kernel never writes.
"""

import math

import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu

from harness import default_transforms, kernel, load, pallas_call, transpose_ref

F32 = jnp.float32


def arange_256():
    return [np.arange(256).astype(np.float32)]


def arange_128():
    return [np.arange(128).astype(np.float32)]


def reference_plus_one(x):
    return x + 1


def reference_identity(x):
    return x


def sync_copy(semantics):
    shape = (128, 128)

    def body(x_ref, y_ref, scratch_ref):
        layout = plgpu.Layout.SMEM_GMEM_COPY(shape, F32, swizzle=128)
        scratch_ref[...] = load(x_ref, (), layout=layout, optimized=False)
        y_ref[...] = plgpu.layout_cast(scratch_ref[...], layout)

    return kernel(semantics, body, out_type=jax.ShapeDtypeStruct(shape, F32),
                  scratch_types=[plgpu.SMEM(shape, F32, transforms=default_transforms(F32))])


def arange_128x128():
    return [np.arange(128 * 128, dtype=np.float32).reshape(128, 128)]


def copy_smem_to_gmem(semantics):
    def body(x_ref, o_ref, scratch_ref):
        scratch_ref[...] = x_ref[...] + 1
        plgpu.commit_smem()
        plgpu.copy_smem_to_gmem(scratch_ref.at[...], o_ref.at[...])
        plgpu.wait_smem_to_gmem(0)

    return kernel(semantics, body, out_type=jax.ShapeDtypeStruct([256], F32),
                  scratch_types=[plgpu.SMEM((256,), F32)])


def _explicit_commit_group(single_warp):
    def make_kernel(semantics):
        def body(x_ref, o_ref, scratch_ref):
            scratch_ref[...] = x_ref[...] + 1
            plgpu.commit_smem()

            def copy_out():
                plgpu.copy_smem_to_gmem(scratch_ref, o_ref, commit_group=False)
                plgpu.commit_smem_to_gmem_group()
                plgpu.wait_smem_to_gmem(0)

            if single_warp:
                plgpu.warp_map(lambda warp: pl.when(warp == 0)(copy_out))
            else:
                copy_out()

        return kernel(semantics, body, out_type=jax.ShapeDtypeStruct([256], F32),
                      scratch_types=[plgpu.SMEM((256,), F32)])
    return make_kernel


explicit_commit_group_single_warp = _explicit_commit_group(True)
explicit_commit_group = _explicit_commit_group(False)


def _gmem_to_smem(prefetch, cp_async=False):
    def make_kernel(semantics):
        def body(x_ref, o_ref, scratch_ref, barrier_ref):
            if prefetch:
                plgpu.async_prefetch(x_ref.at[...])
            if cp_async:  # (cp.async reads GMEM unpredicated: the copy must promise to stay in bounds)
                plgpu.copy_gmem_to_smem(x_ref.at[...], scratch_ref.at[...], None,
                                        oob_mode=plgpu.OOBFillMode.PROMISE_IN_BOUNDS)
                plgpu.wait_gmem_to_smem(0)
            else:
                plgpu.copy_gmem_to_smem(x_ref.at[...], scratch_ref.at[...], barrier_ref)
                plgpu.barrier_wait(barrier_ref)
            o_ref[...] = scratch_ref[...] + 1

        return kernel(semantics, body, out_type=jax.ShapeDtypeStruct([256], F32),
                      scratch_types=[plgpu.SMEM((256,), F32), plgpu.Barrier()])
    return make_kernel


copy_gmem_to_smem = _gmem_to_smem(False)
async_prefetch = _gmem_to_smem(True)
copy_gmem_to_smem_cp_async = _gmem_to_smem(False, cp_async=True)


def collective_copy_gmem_to_smem(semantics):
    def body(x_ref, y_ref, smem_ref, barrier_ref):
        plgpu.copy_gmem_to_smem(x_ref, smem_ref, barrier_ref, collective_axes="cluster")  # TMA multicast
        plgpu.barrier_wait(barrier_ref)
        plgpu.copy_smem_to_gmem(smem_ref, y_ref.at[jax.lax.axis_index("cluster")])
        plgpu.wait_smem_to_gmem(0)

    return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((2, 128), F32),
                  scratch_types=dict(smem_ref=plgpu.SMEM((128,), F32), barrier_ref=plgpu.Barrier()),
                  cluster=(2,), cluster_names=("cluster",))


def reference_collective_copy_gmem_to_smem(x):
    return np.stack([x, x])


def _scratch_kwargs(semantics):
    def body(x_ref, y_ref, *, smem_ref, barrier_ref):
        plgpu.copy_gmem_to_smem(x_ref, smem_ref, barrier_ref)
        plgpu.barrier_wait(barrier_ref)
        plgpu.copy_smem_to_gmem(smem_ref, y_ref)
        plgpu.wait_smem_to_gmem(0)

    return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((128,), F32),
                  scratch_types=dict(smem_ref=plgpu.SMEM((128,), F32), barrier_ref=plgpu.Barrier()))


def kernel_scratch_kwargs(semantics):
    return _scratch_kwargs(semantics)


def kernel_scratch_kwargs_vmap(semantics):
    return jax.vmap(_scratch_kwargs(semantics))


def stacked_arange_128():
    x = np.arange(128, dtype=np.float32)
    return [np.stack([x, x])]


def barrier_repeated_indexing(semantics):
    def body(o_ref, barrier_ref):
        plgpu.barrier_arrive(barrier_ref.at[2:4].at[1:2])
        plgpu.barrier_wait(barrier_ref.at[3])
        o_ref[...] = jnp.ones_like(o_ref)

    return pallas_call(semantics, body, out_shape=jax.ShapeDtypeStruct((128,), F32),
                       scratch_shapes=[plgpu.Barrier(num_barriers=4)])


def reference_barrier_repeated_indexing():
    return np.ones((128,), np.float32)


def barrier_test(semantics):
    def body(o_ref, barrier_ref):
        def probe():
            def test(i):
                return plgpu.barrier_test(barrier_ref.at[i]).astype(jnp.int32)
            o_ref[0] = test(0)
            o_ref[1] = test(1)
            plgpu.barrier_arrive(barrier_ref.at[0])
            o_ref[2] = test(0)
            o_ref[3] = test(1)
            plgpu.barrier_arrive(barrier_ref.at[1])
            o_ref[4] = test(1)

        plgpu.warp_map(lambda warp: pl.when(warp == 0)(probe))

    return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((5,), jnp.int32),
                  scratch_types=[plgpu.Barrier(num_barriers=2)])


def reference_barrier_test():
    return np.array([0, 0, 1, 0, 1], np.int32)


def indexing_before_transpose(semantics):
    def body(x_ref, o_ref, barrier_ref):
        for i in range(2):
            plgpu.copy_gmem_to_smem(x_ref, transpose_ref(o_ref.at[i], (1, 0, 2)), barrier_ref)
            plgpu.barrier_wait(barrier_ref)

    return pallas_call(semantics, body, out_shape=jax.ShapeDtypeStruct([2, 32, 2, 128], F32),
                       in_specs=(pl.BlockSpec(memory_space=plgpu.GMEM),),
                       out_specs=plgpu.BlockSpec(memory_space=plgpu.SMEM), scratch_shapes=[plgpu.Barrier()])


def inputs_indexing_before_transpose():
    return [np.arange(2 * 32 * 128, dtype=np.float32).reshape(2, 32, 128)]


def reference_indexing_before_transpose(x):
    xt = x.transpose(1, 0, 2)
    return np.stack([xt, xt])


def copy_gmem_to_smem_in_run_scoped(semantics):
    def body(x_ref, o_ref):
        def with_barrier(barrier_ref):
            def with_scratch(scratch_ref):
                plgpu.copy_gmem_to_smem(x_ref, scratch_ref, barrier_ref)
                plgpu.barrier_wait(barrier_ref)
                o_ref[...] = scratch_ref[...] + 1
            pl.run_scoped(with_scratch, plgpu.SMEM((256,), F32))
        pl.run_scoped(with_barrier, plgpu.Barrier())

    return kernel(semantics, body, out_type=jax.ShapeDtypeStruct([256], F32))


# jax's test_tma_load_multicast (mosaic_gpu_test.py:3038-3120 at jax-v0.10.2): a GMEM slice multicast
# into the SMEM of the CTAs of a collective (along the cluster axes `collective_dims`, a tuple, each
# of `collective_size` CTAs; the axes `noncollective_dims` of 2), then each CTA stores its 8 rows back.
def _tma_load_multicast(collective_dims, noncollective_dims, collective_size):
    cluster = [1, 1, 1]
    for d in collective_dims:
        cluster["xyz".index(d)] = collective_size
    for d in noncollective_dims:
        cluster["xyz".index(d)] = 2
    n_collective = math.prod(cluster["xyz".index(d)] for d in collective_dims)
    swizzle_elems = 128 // 2
    shape = (math.prod(cluster) // n_collective, n_collective * 8, swizzle_elems)

    def make_kernel(semantics):
        def body(x_gmem, out_gmem, smem, tma_barrier):
            def cluster_id(axes):
                idx, stride = 0, 1
                for d in sorted(axes):
                    idx += jax.lax.axis_index(d) * stride
                    stride *= jax.lax.axis_size(d)
                return idx

            noncollective_idx = cluster_id(noncollective_dims)
            collective_idx = cluster_id(collective_dims)
            plgpu.copy_gmem_to_smem(x_gmem.at[noncollective_idx], smem, tma_barrier,
                                    collective_axes=collective_dims)
            plgpu.barrier_wait(tma_barrier)
            plgpu.commit_smem()
            rows = pl.ds(8 * collective_idx, 8)
            plgpu.copy_smem_to_gmem(smem.at[rows], out_gmem.at[noncollective_idx, rows, :])
            plgpu.wait_smem_to_gmem(0)

        transforms = (plgpu.TilingTransform((8, swizzle_elems)), plgpu.SwizzleTransform(128))
        return kernel(semantics, body, grid=tuple(cluster), grid_names=("grid_x", "grid_y", "grid_z"),
                      cluster=tuple(cluster), cluster_names=("x", "y", "z"),
                      out_type=jax.ShapeDtypeStruct(shape, jnp.float16),
                      scratch_types=(plgpu.SMEM(shape[1:], jnp.float16, transforms=transforms), plgpu.Barrier()))

    def inputs():
        return [np.arange(math.prod(shape), dtype=np.float16).reshape(shape)]

    return make_kernel, inputs


tma_load_multicast_x2, inputs_tma_load_multicast_x2 = _tma_load_multicast(("x",), (), 2)
tma_load_multicast_x4, inputs_tma_load_multicast_x4 = _tma_load_multicast(("x",), (), 4)
tma_load_multicast_y2_x, inputs_tma_load_multicast_y2_x = _tma_load_multicast(("y",), ("x",), 2)
tma_load_multicast_xy2, inputs_tma_load_multicast_xy2 = _tma_load_multicast(("x", "y"), (), 2)
tma_load_multicast_x2_yz, inputs_tma_load_multicast_x2_yz = _tma_load_multicast(("x",), ("y", "z"), 2)


def _smem_to_gmem_reduction(dtype):
    """test_copy_smem_to_gmem_reduction (:927): 200 pipelined TMA add-reductions of an SMEM block into a
    zero-filled GMEM ref (jax.new_ref, written by a core_map, as the test does)."""
    def make_kernel(semantics):
        @jax.jit
        def run(x):
            x_ref = jax.new_ref(x, memory_space=plgpu.GMEM)
            o_ref = jax.new_ref(jnp.zeros(128, dtype=dtype), memory_space=plgpu.GMEM)

            @pl.core_map(plgpu.Mesh(), compiler_params=plgpu.CompilerParams(lowering_semantics=semantics))
            def _():
                def body(scratch_ref):
                    def pipeline_body(_, x_smem):
                        scratch_ref[...] = x_smem[...]
                        plgpu.commit_smem()
                        plgpu.copy_smem_to_gmem(scratch_ref.at[...], o_ref.at[...], reduction_op="add")
                        plgpu.wait_smem_to_gmem(0)

                    plgpu.emit_pipeline(pipeline_body, in_specs=[pl.BlockSpec((128,), lambda i: (i,))],
                                        grid=(200,))(x_ref)

                pl.run_scoped(body, plgpu.SMEM((128,), dtype))

            return jax.freeze(o_ref)
        return run

    def inputs():
        return [np.ones(200 * 128).astype(dtype)]

    def reference(x):
        return x.reshape(-1, 128).sum(axis=0, dtype=np.float32).astype(dtype)  # (200: exact in every dtype)

    return make_kernel, inputs, reference


for _n, _dt in (("bf16", jnp.bfloat16), ("f16", jnp.float16), ("f32", jnp.float32)):
    (globals()[f"copy_smem_to_gmem_reduction_{_n}"], globals()[f"inputs_copy_smem_to_gmem_reduction_{_n}"],
     globals()[f"reference_copy_smem_to_gmem_reduction_{_n}"]) = _smem_to_gmem_reduction(_dt)
