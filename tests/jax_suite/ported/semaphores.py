"""Semaphore tests of jax's mosaic_gpu_test.py (jax-v0.10.2), SemaphoreTest: test_lowering (:8076, its
kernel), test_basic (:8102), test_global_semaphore (:8143), test_global_semaphore_with_multiple_threads
(:8166), test_global_semaphore_with_multiple_warps (:8190), test_multiple_get_global_semaphores (:8219),
test_get_global_in_and_outside_control_flow (:8246), test_multiple_semaphore_scopes (:8275)."""

import functools

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu

from harness import kernel, pallas_call

ONES = jax.ShapeDtypeStruct((128,), jnp.float32)


def reference_ones():
    return np.ones((128,), np.float32)


def lowering(semantics):
    def body(i_ref1, i_ref2, o_ref, sem_ref):
        o_ref[...] = i_ref1[...]

    return pallas_call(semantics, body, out_shape=ONES, scratch_shapes=[plgpu.SemaphoreType.REGULAR((4,))])


def inputs_lowering():
    x = np.arange(128, dtype=np.float32)
    return [x, x]


def reference_lowering(x, _):
    return x


def basic(semantics):
    def body(o_ref, sem_ref):
        pl.semaphore_signal(sem_ref)
        o_ref[...] = jnp.ones_like(o_ref)
        pl.semaphore_wait(sem_ref)

    return kernel(semantics, body, out_type=ONES, scratch_types=[plgpu.SemaphoreType.REGULAR], grid=(2,),
                  grid_names=("x",))


def _signal_0_wait_1(**threads):
    def make_kernel(semantics):
        def body(out_ref):
            sem_ref = pl.get_global(plgpu.SemaphoreType.REGULAR)
            block = lax.axis_index("x")

            @pl.when(block == 0)
            def _():
                pl.semaphore_signal(sem_ref)

            @pl.when(block == 1)
            def _():
                pl.semaphore_wait(sem_ref)
                out_ref[...] = jnp.ones_like(out_ref)

        return kernel(semantics, body, out_type=ONES, grid=(10,), grid_names=("x",), **threads)
    return make_kernel


global_semaphore = _signal_0_wait_1()
global_semaphore_with_multiple_threads = _signal_0_wait_1(thread_name="wg", num_threads=2)


def _multiple_warps(memory_scope):
    def make_kernel(semantics):
        def body(out_ref):
            sem_ref = pl.get_global(plgpu.SemaphoreType.REGULAR)

            @plgpu.warp_map
            def _(warp):
                @pl.when(warp == 0)
                def _():
                    if memory_scope == "sys":
                        pl.semaphore_signal(sem_ref)
                        plgpu.semaphore_signal(sem_ref, memory_scope="sys")
                    else:
                        plgpu.semaphore_signal(sem_ref, 2, memory_scope="gpu")

                @pl.when(warp == 1)
                def _():
                    plgpu.semaphore_wait(sem_ref, 2, memory_scope=memory_scope, decrement=True)

            out_ref[0] = pl.semaphore_read(sem_ref)

        return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((1,), jnp.int32))
    return make_kernel


global_semaphore_with_multiple_warps_sys = _multiple_warps("sys")
global_semaphore_with_multiple_warps_gpu = _multiple_warps("gpu")


def reference_zero():
    return np.zeros((1,), np.int32)


def multiple_get_global_semaphores(semantics):
    def body(out_ref):
        sem1 = pl.get_global(plgpu.SemaphoreType.REGULAR)
        sem2 = pl.get_global(plgpu.SemaphoreType.REGULAR)
        block = lax.axis_index("x")

        @pl.when(block == 0)
        def _():
            pl.semaphore_signal(sem1, inc=5)
            pl.semaphore_signal(sem2, inc=10)

        @pl.when(block == 1)
        def _():
            pl.semaphore_wait(sem1, value=5, decrement=False)
            pl.semaphore_wait(sem2, value=10, decrement=False)
            out_ref[0] = pl.semaphore_read(sem1)
            out_ref[1] = pl.semaphore_read(sem2)

    return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((2,), jnp.int32), grid=(10,), grid_names=("x",))


def reference_multiple_get_global_semaphores():
    return np.array([5, 10], np.int32)


def get_global_in_and_outside_control_flow(semantics):
    def body(out_ref):
        before = pl.get_global(plgpu.SemaphoreType.REGULAR)

        @pl.when(lax.axis_index("x") == 0)
        def _():
            inside = pl.get_global(plgpu.SemaphoreType.REGULAR)
            pl.semaphore_signal(inside, 7)
            pl.semaphore_signal(before, 3)
            out_ref[1] = pl.semaphore_read(inside)

        after = pl.get_global(plgpu.SemaphoreType.REGULAR)
        pl.semaphore_signal(after, 11)
        out_ref[0] = pl.semaphore_read(before)
        out_ref[2] = pl.semaphore_read(after)

    return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((3,), jnp.int32), grid=(1,), grid_names=("x",))


def reference_get_global_in_and_outside_control_flow():
    return np.array([3, 7, 11], np.int32)


def multiple_semaphore_scopes(semantics):
    def body(out_ref):
        global_sem = pl.get_global(plgpu.SemaphoreType.REGULAR)

        @functools.partial(pl.run_scoped, block_sem=plgpu.SemaphoreType.REGULAR)
        def _(block_sem):
            block = lax.axis_index("x")
            pl.semaphore_signal(block_sem)

            @pl.when(block == 0)
            def _():
                pl.semaphore_signal(global_sem)

            @pl.when(block == 1)
            def _():
                pl.semaphore_wait(global_sem)
                out_ref[...] = jnp.ones_like(out_ref)

            pl.semaphore_wait(block_sem)

    return kernel(semantics, body, out_type=ONES, grid=(10,), grid_names=("x",))
