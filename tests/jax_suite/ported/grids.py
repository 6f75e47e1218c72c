"""Grids and emit_pipeline through the test class's pallas_call, from jax's mosaic_gpu_test.py
(jax-v0.10.2): PallasCallTest.test_jitted_function_containing_multiple_pallas_calls (:374),
test_add_one_grid_with_scratch (:618), test_add_one_grid_pipelined (:635),
test_add_one_grid_pipelined_with_leading_sequential_dimension (:654),
test_add_one_grid_pipelined_program_id (:671), test_program_id (:2009), test_num_programs (:2156)."""

import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu

from harness import pallas_call


def _plus_one(x_ref, o_ref):
    o_ref[...] = x_ref[...] + 1.0


def multiple_pallas_calls(semantics):
    add_one = pallas_call(semantics, _plus_one, out_shape=jax.ShapeDtypeStruct([256], jnp.float32))

    @jax.jit
    def ten_times(x):
        for _ in range(10):  # jax's test: >= 5 kernels make a CUDA graph
            x = add_one(x)
        return x

    return ten_times


def arange_256():
    return [np.arange(256).astype(np.float32)]


def reference_multiple_pallas_calls(x):
    return x + 10


def add_one_grid_with_scratch(semantics):
    def body(x_ref, o_ref, scratch_ref):
        scratch_ref[...] = x_ref[...] + 1
        o_ref[...] = scratch_ref[...]

    spec = pl.BlockSpec((128,), lambda *i: i)
    return pallas_call(semantics, body, out_shape=jax.ShapeDtypeStruct([256], jnp.float32), in_specs=[spec],
                       out_specs=spec, scratch_shapes=[plgpu.SMEM((128,), jnp.float32)], grid=2)


def reference_plus_one(x):
    return x + 1


def _pipelined(dimension_semantics, max_concurrent_steps=1):
    def make_kernel(semantics):
        spec = pl.BlockSpec((128, 16), lambda i, j: (i, j))
        return pallas_call(semantics, _plus_one, in_specs=[spec], out_specs=spec,
                           out_shape=jax.ShapeDtypeStruct([256, 64], jnp.float32),
                           compiler_params=plgpu.CompilerParams(dimension_semantics=dimension_semantics,
                                                                max_concurrent_steps=max_concurrent_steps),
                           grid=(2, 4))
    return make_kernel


for _steps in (1, 2, 3, 4, 16):
    globals()[f"add_one_grid_pipelined_{_steps}"] = _pipelined(["parallel", "sequential"], _steps)
add_one_grid_pipelined_leading_sequential = _pipelined(["sequential", "parallel"])


def arange_256x64():
    return [np.arange(256 * 64).reshape(256, 64).astype(np.float32)]


def add_one_grid_pipelined_program_id(semantics):
    def body(o_ref):
        o_ref[...] = jnp.broadcast_to(pl.program_id(1), o_ref.shape)

    return pallas_call(semantics, body, out_specs=pl.BlockSpec((16, 16), lambda i, j: (i, j)),
                       out_shape=jax.ShapeDtypeStruct([16, 64], jnp.int32),
                       compiler_params=plgpu.CompilerParams(dimension_semantics=["parallel", "sequential"],
                                                            max_concurrent_steps=2),
                       grid=(4, 4))


def reference_add_one_grid_pipelined_program_id():
    return np.repeat(np.repeat(np.arange(4), 16)[None], 16, axis=0).astype(np.int32)


def _full_of(value):
    def make_kernel(semantics):
        def body(o_ref):
            o_ref[...] = jnp.full(o_ref.shape, value(), o_ref.dtype)

        return pallas_call(semantics, body, out_specs=pl.BlockSpec((128,), lambda *i: i),
                           out_shape=jax.ShapeDtypeStruct([256], jnp.int32), grid=2)
    return make_kernel


program_id = _full_of(lambda: pl.program_id(0))
num_programs = _full_of(lambda: pl.num_programs(0))


def reference_program_id():
    return np.repeat(np.arange(2, dtype=np.int32), 128)


def reference_num_programs():
    return np.full([256], 2, np.int32)
