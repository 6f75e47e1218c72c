"""The rest of PallasCallTest in jax's mosaic_gpu_test.py (jax-v0.10.2) that needs no family of its own:
test_multiple_of (:342), test_program_id_in_block_spec (:2098), test_out_of_bounds_tma_reads (:2124, the
cases whose copy stays in bounds or zero-fills), test_vmap_kernel (:3417)."""

import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu

from harness import default_transforms, kernel, pallas_call


def multiple_of(semantics):
    def body(x_gmem, index_gmem, o_gmem, smem_ref, barrier):
        index = pl.multiple_of(index_gmem[0], (7, 8))
        plgpu.copy_gmem_to_smem(x_gmem.at[pl.ds(index, 64), :], smem_ref, barrier)
        plgpu.barrier_wait(barrier)
        o_gmem[...] = smem_ref[...]

    return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((64, 64), jnp.float32),
                  scratch_types=[plgpu.SMEM((64, 64), jnp.float32, transforms=default_transforms(jnp.float32)),
                                 plgpu.Barrier()])


def inputs_multiple_of():
    return [np.arange(128 * 64, dtype=np.float32).reshape(128, 64), np.array([0], np.int32)]


def reference_multiple_of(x, index):
    return x[:64]


def program_id_in_block_spec(semantics):
    def body(x_ref, o_ref):
        o_ref[...] = x_ref[...]

    spec = pl.BlockSpec((2, 128), lambda i: (pl.program_id(0), i))
    return pallas_call(semantics, body, in_specs=(spec,), out_specs=spec,
                       out_shape=jax.ShapeDtypeStruct([2, 128], jnp.int32), grid=2)


def arange_i32_2x128():
    return [np.arange(256, dtype=np.int32).reshape(2, 128)]


def reference_identity(x, *_):
    return x


def _oob_read(start, oob_mode):
    def make_kernel(semantics):
        def body(start_idx, x_ref, o_ref, scratch_ref, barrier):
            scratch_ref[...] = jnp.full(scratch_ref.shape, -1, jnp.int8)  # -1 marks what the copy left
            plgpu.commit_smem()
            plgpu.copy_gmem_to_smem(x_ref.at[pl.ds(start_idx[...], 128)], scratch_ref, barrier, oob_mode=oob_mode)
            plgpu.barrier_wait(barrier)
            o_ref[...] = scratch_ref[...]

        return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((128,), jnp.int8),
                      scratch_types=[plgpu.SMEM((128,), jnp.int8), plgpu.Barrier()])

    def inputs():
        return [np.array(start, np.int32), np.arange(208).astype(np.int8)]

    def reference(start_idx, x):
        valid = x[start:start + 128]
        return np.concatenate([valid, np.zeros(128 - valid.size, np.int8)])

    return make_kernel, inputs, reference


# the cases whose whole output jax's test checks: in bounds, or zero-filled past the end
OOB = {"0_promise": (0, plgpu.OOBFillMode.PROMISE_IN_BOUNDS), "80_promise": (80, plgpu.OOBFillMode.PROMISE_IN_BOUNDS),
       "0_zeros": (0, plgpu.OOBFillMode.ZEROS), "112_zeros": (112, plgpu.OOBFillMode.ZEROS),
       "192_zeros": (192, plgpu.OOBFillMode.ZEROS), "208_zeros": (208, plgpu.OOBFillMode.ZEROS),
       "0_undefined": (0, plgpu.OOBFillMode.UNDEFINED)}
for _n, (_s, _m) in OOB.items():
    globals()[f"oob_read_{_n}"], globals()[f"inputs_oob_read_{_n}"], globals()[f"reference_oob_read_{_n}"] = (
        _oob_read(_s, _m))


def _vmap_kernel(vmap_axes, x_shape, y_shape):
    out_shape = list(x_shape)
    for x_axis, _ in vmap_axes:
        del out_shape[x_axis]

    def make_kernel(semantics):
        def body(x_ref, y_ref, o_ref):
            o_ref[...] = x_ref[...] + y_ref[...]

        f = kernel(semantics, body, out_type=jax.ShapeDtypeStruct(out_shape, jnp.float32))
        for in_axes in vmap_axes:
            f = jax.vmap(f, in_axes)
        return f

    def inputs():
        return [np.random.default_rng(0).uniform(size=x_shape).astype(np.float32),
                np.random.default_rng(1).uniform(size=y_shape).astype(np.float32)]

    def reference(x, y):
        f = np.add
        for x_axis, y_axis in vmap_axes:
            f = (lambda g, xa, ya: lambda a, b: np.stack(
                [g(np.take(a, i, xa), b if ya is None else np.take(b, i, ya)) for i in range(a.shape[xa])]))(
                f, x_axis, y_axis)
        return f(x, y)

    return make_kernel, inputs, reference


VMAPS = {"00": (((0, 0),), (128, 128), (128, 128)), "01": (((0, 1),), (128, 128), (128, 128)),
         "1none": (((1, None),), (128, 128), (128,)), "00_00": (((0, 0), (0, 0)), (128, 128), (128, 128))}
for _n, _p in VMAPS.items():
    globals()[f"vmap_kernel_{_n}"], globals()[f"inputs_vmap_kernel_{_n}"], globals()[f"reference_vmap_kernel_{_n}"] = (
        _vmap_kernel(*_p))
