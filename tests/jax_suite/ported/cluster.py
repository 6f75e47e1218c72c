"""Clusters, cluster barriers, peer SMEM and atomics, from jax's mosaic_gpu_test.py (jax-v0.10.2),
PallasCallTest: test_collective_arrival_count (:3512), test_leader_tracked_cluster_barrier (:3529),
test_cluster_ref_read (:3550), test_cluster_ref_write (:3586), test_cluster_ref_write_atomic (:3613),
test_replicated_layout (:3653), test_atomic_add (:3674)."""

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu

from harness import default_transforms, kernel, load, pallas_call

F32 = jnp.float32


def collective_arrival_count(semantics):
    def body(dst, barrier):
        for _ in range(4):
            plgpu.barrier_arrive(barrier)
        plgpu.barrier_wait(barrier)
        dst[...] = jnp.ones_like(dst)

    return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((128,), jnp.int32),
                  scratch_types=[plgpu.ClusterBarrier(collective_axes=("x",), num_arrivals=4)], cluster=(2,),
                  cluster_names=("x",))


def reference_collective_arrival_count():
    return np.ones((128,), np.int32)


def leader_tracked_cluster_barrier(semantics):
    def body(dst_ref, barrier):
        plgpu.barrier_arrive(barrier)

        @pl.when(lax.axis_index("x") == 0)
        def _():
            plgpu.barrier_wait(barrier)
            dst_ref[...] = 42

    return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((), jnp.int32),
                  scratch_types=[plgpu.ClusterBarrier(collective_axes=("x",), num_arrivals=1, leader_tracked=True)],
                  cluster=(2,), cluster_names=("x",))


def reference_leader_tracked_cluster_barrier():
    return np.array(42, np.int32)  # jax's test only checks that it runs; block 0 writes 42


def _cluster_ref_read(axis, closed=False):
    """`closed`: the fixed variant, the read followed by a cluster barrier, so that neither CTA exits while its peer
    still reads its scratch (docs/design/jax_tests_cluster_ref_read_exit_race.md); a barrier of its own, not a second
    phase of the first: each CTA's arrives at its two CTAs are separate lanes' arrives, unordered."""
    def make_kernel(semantics):
        def body(src_ref, dst_ref, scratch_ref, copy_barrier, cluster_barrier, *exit_barrier):
            me = lax.axis_index(axis)
            plgpu.copy_gmem_to_smem(src_ref.at[me], scratch_ref, copy_barrier)
            plgpu.barrier_wait(copy_barrier)
            plgpu.barrier_arrive(cluster_barrier)
            plgpu.barrier_wait(cluster_barrier)
            dst_ref[me] = plgpu.cluster_ref(scratch_ref, {axis: 1 - me})[...]
            for barrier in exit_barrier:
                plgpu.barrier_arrive(barrier)
                plgpu.barrier_wait(barrier)

        return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((2, 64, 32), F32),
                      scratch_types=[plgpu.SMEM((64, 32), F32, transforms=default_transforms(F32)), plgpu.Barrier(),
                                     *(plgpu.ClusterBarrier(collective_axes=(axis,)) for _ in range(1 + closed))],
                      cluster=(2, 1) if axis == "x" else (1, 2), cluster_names=("x", "y"))
    return make_kernel


cluster_ref_read_x = _cluster_ref_read("x")
cluster_ref_read_y = _cluster_ref_read("y")
cluster_ref_read_x_closed = _cluster_ref_read("x", closed=True)
cluster_ref_read_y_closed = _cluster_ref_read("y", closed=True)


def arange_2x64x32(dtype=np.float32):
    return [np.arange(2 * 64 * 32).astype(dtype).reshape(2, 64, 32)]


def reference_flipped(x, *_):
    return np.flip(x, axis=0)


def cluster_ref_write(semantics):
    def body(x_ref, o_ref, smem_ref, barrier):
        me = lax.axis_index("c")
        x = load(x_ref.at[me], (), layout=plgpu.Layout.WGMMA, optimized=False)
        plgpu.async_store_smem(x, smem_ref, barrier, cluster_idx=1 - me, cluster_dim="c")
        plgpu.barrier_wait(barrier)
        o_ref[me] = load(smem_ref, (), layout=plgpu.Layout.WGMMA)

    return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((2, 64, 32), F32),
                  scratch_types=[plgpu.SMEM((64, 32), F32, transforms=default_transforms(F32)),
                                 plgpu.Barrier(num_arrivals=1)], cluster=(2,), cluster_names=("c",))


def cluster_ref_write_atomic(semantics):
    i32 = jnp.int32

    def body(x_ref, init_ref, o_ref, smem_ref, cluster_barrier, init_barrier, store_barrier):
        me = lax.axis_index("c")
        plgpu.copy_gmem_to_smem(init_ref.at[me], smem_ref, init_barrier)
        plgpu.barrier_wait(init_barrier)
        plgpu.barrier_arrive(cluster_barrier)
        plgpu.barrier_wait(cluster_barrier)
        x = load(x_ref.at[me], (), layout=plgpu.Layout.WGMMA, optimized=False)
        plgpu.async_store_smem(x, smem_ref, store_barrier, cluster_idx=1 - me, cluster_dim="c", atomic="add")
        plgpu.barrier_wait(store_barrier)
        o_ref[me] = load(smem_ref, (), layout=plgpu.Layout.WGMMA)

    return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((2, 64, 32), i32),
                  scratch_types=[plgpu.SMEM((64, 32), i32, transforms=default_transforms(i32)),
                                 plgpu.ClusterBarrier(collective_axes=("c",), num_arrivals=1),
                                 plgpu.Barrier(num_arrivals=1), plgpu.Barrier(num_arrivals=1)],
                  cluster=(2,), cluster_names=("c",))


def inputs_cluster_ref_write_atomic():
    return [*arange_2x64x32(np.int32), np.full((2, 64, 32), 10, np.int32)]


def reference_cluster_ref_write_atomic(x, init):
    return init + x[::-1]


def replicated_layout(semantics):
    def body(src_ref, dst_ref):
        layout = plgpu.Layout.TILED(plgpu.Tiling(((32,), (1,))), warp_dims=(plgpu.Replicated(4),),
                                    lane_dims=(-2,), vector_dim=-1)
        dst_ref[...] = load(src_ref, (), layout=layout)

    return pallas_call(semantics, body, out_shape=jax.ShapeDtypeStruct((32,), F32))


def arange_32():
    return [np.arange(32, dtype=np.float32)]


def reference_identity(x):
    return x


def _atomic_add(dtype, wgmma):
    m, n = 128, 64

    def make_kernel(semantics):
        layout = plgpu.Layout.WGMMA if wgmma else None

        def body(inp_ref, out_ref, smem_ref, barrier):
            wg = lax.axis_index("wg")

            @pl.when(wg == 0)
            def _():
                zeros = jnp.zeros_like(smem_ref)
                smem_ref[...] = plgpu.layout_cast(zeros, layout) if wgmma else zeros
            plgpu.barrier_arrive(barrier)
            plgpu.barrier_wait(barrier)
            plgpu.atomic_add(smem_ref, load(inp_ref, pl.ds(wg * m, m), layout=layout, optimized=False))
            plgpu.barrier_arrive(barrier)
            plgpu.barrier_wait(barrier)

            @pl.when(wg == 0)
            def _():
                out_ref[...] = smem_ref[...]

        transforms = default_transforms(dtype, swizzle=64) if wgmma else ()
        return kernel(semantics, body, out_type=jax.ShapeDtypeStruct([m, n], dtype), num_threads=2, thread_name="wg",
                      scratch_types=[plgpu.SMEM((m, n), dtype, transforms=transforms), plgpu.Barrier(num_arrivals=2)])

    def inputs():
        x = np.arange(1, m * n + 1).astype(dtype).reshape(m, n)
        y = np.arange(m * n, 0, -1).astype(dtype).reshape(m, n)
        return [np.concatenate([x, y])]

    def reference(inp):
        return inp[:m] + inp[m:]

    return make_kernel, inputs, reference


for _d, _dt in (("f32", np.float32), ("i32", np.int32)):
    for _w in (True, False):
        _n = f"atomic_add_{_d}{'_wgmma' if _w else ''}"
        globals()[_n], globals()[f"inputs_{_n}"], globals()[f"reference_{_n}"] = _atomic_add(_dt, _w)
