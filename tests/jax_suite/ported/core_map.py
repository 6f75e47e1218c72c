"""Several warpgroups, grids and barriers across warpgroups, from jax's mosaic_gpu_test.py (jax-v0.10.2),
CoreMapTest: test_multiple_wg (:7636), test_multiple_wg_with_grid (:7651),
test_multiple_wg_with_squashed_grid (:7673), test_cross_wg_barrier (:7708)."""

import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental.pallas import mosaic_gpu as plgpu

from harness import kernel

WG = dict(num_threads=2, thread_name="wg")


def multiple_wg(semantics):
    def body(o_ref):
        wg = jax.lax.axis_index("wg")
        o_ref[wg] = jnp.broadcast_to(wg, (128,))

    return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((2, 128), np.int32), **WG)


def reference_two_rows():
    return np.repeat(np.arange(2, dtype=np.int32), 128).reshape(2, 128)


def multiple_wg_with_grid(semantics):
    def body(o_ref):
        xy, yx = jax.lax.axis_index(("x", "y")), jax.lax.axis_index(("y", "x"))
        wg = jax.lax.axis_index("wg")
        o_ref[xy, wg] = jnp.broadcast_to(yx * jax.lax.axis_size("wg") + wg, (128,))

    return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((4, 2, 128), np.int32), grid=(2, 2),
                  grid_names=("x", "y"), **WG)


def reference_multiple_wg_with_grid():
    return np.repeat(np.array([0, 1, 4, 5, 2, 3, 6, 7], np.int32), 128).reshape(4, 2, 128)


SQUASHED = (4, 3, 5, 7)


def multiple_wg_with_squashed_grid(semantics):
    def body(o_ref):
        b, x, y, z, wg = (jax.lax.axis_index(n) for n in ("b", "x", "y", "z", "wg"))
        o_ref[b, x, y, z, wg] = jnp.broadcast_to(jax.lax.axis_index(("b", "x", "y", "z", "wg")), (128,))

    return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((*SQUASHED, 2, 128), np.int32), grid=SQUASHED,
                  grid_names=("b", "x", "y", "z"), **WG)


def reference_multiple_wg_with_squashed_grid():
    ids = np.arange(np.prod(SQUASHED) * 2, dtype=np.int32).reshape(*SQUASHED, 2)
    return np.repeat(ids[..., None], 128, axis=-1)


def cross_wg_barrier(semantics):
    def body(o_ref, barrier):
        plgpu.barrier_arrive(barrier)  # each warpgroup is one logical thread: 2 arrivals
        plgpu.barrier_wait(barrier)
        wg = jax.lax.axis_index("wg")
        o_ref[wg] = jnp.broadcast_to(wg, (128,))

    return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((2, 128), np.int32),
                  scratch_types=[plgpu.Barrier(num_arrivals=2)], **WG)
