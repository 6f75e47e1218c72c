"""Grids and emit_pipeline through the test class's pallas_call, from jax's mosaic_gpu_test.py
(jax-v0.10.2): PallasCallTest.test_jitted_function_containing_multiple_pallas_calls (:374),
test_add_one_grid_with_scratch (:618), test_add_one_grid_pipelined (:635),
test_add_one_grid_pipelined_with_leading_sequential_dimension (:654),
test_add_one_grid_pipelined_program_id (:671), test_program_id (:2009), test_num_programs (:2156),
test_axis_indices_in_grid (:2058, with its helper _get_linearized_cuda_grid_index, :100)."""

import math

import jax
import jax.experimental.mosaic.gpu as mgpu
import jax.numpy as jnp
import numpy as np
from jax import lax
from jax._src.lib.mlir import ir
from jax._src.lib.mlir.dialects import arith as arith_dialect
from jax._src.lib.mlir.dialects import gpu as gpu_dialect
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu

from harness import kernel, pallas_call


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


def _linearized_cuda_grid_index():
    """The CUDA block index, x fastest (an inline_mgpu of gpu.block_id / gpu.grid_dim, as jax's helper)."""
    @plgpu.inline_mgpu(arg_types=(), return_type=plgpu.ShapeDtypeStruct((), jnp.int32, layout=plgpu.Layout.WG_SPLAT))
    def fn(_):
        dim = gpu_dialect.Dimension
        gx, gy = gpu_dialect.grid_dim(dim.x), gpu_dialect.grid_dim(dim.y)
        bx, by, bz = gpu_dialect.block_id(dim.x), gpu_dialect.block_id(dim.y), gpu_dialect.block_id(dim.z)
        idx = arith_dialect.addi(bx, arith_dialect.addi(arith_dialect.muli(by, gx),
                                                        arith_dialect.muli(bz, arith_dialect.muli(gx, gy))))
        return mgpu.FragmentedArray.splat(arith_dialect.index_cast(ir.IntegerType.get_signless(32), idx), shape=(),
                                          layout=plgpu.Layout.WG_SPLAT.to_mgpu(), is_signed=False)
    return fn()


AXIS_INDICES = {"2x3": ((2, 3), ()), "2x3_c2": ((2, 3), (2,)), "2x3x4": ((2, 3, 4), ()),
                "2x3x4_c2": ((2, 3, 4), (2,)), "2x3x4_c2x3": ((2, 3, 4), (2, 3)), "2x3x4x5": ((2, 3, 4, 5), ()),
                "2x3x4x5_c2": ((2, 3, 4, 5), (2,))}


def _axis_indices(grid, cluster):
    grid_names, cluster_names = tuple("abcd"[:len(grid)]), tuple("xy"[:len(cluster)])

    def make_kernel(semantics):
        out = jax.ShapeDtypeStruct([*cluster, *grid, 128], jnp.int32)

        def body(out1_ref, out2_ref):
            indices = [lax.axis_index(ax) for ax in (*cluster_names, *grid_names)]
            out1_ref[*indices] = jnp.full((128,), lax.axis_index(grid_names))
            out2_ref[*indices] = jnp.full((128,), _linearized_cuda_grid_index())

        return kernel(semantics, body, out_type=[out, out], grid=grid, grid_names=grid_names, cluster=cluster,
                      cluster_names=cluster_names)

    def reference():
        per_cta = np.arange(math.prod(grid), dtype=np.int32).reshape(grid)
        out1 = np.broadcast_to(per_cta[..., None], (*cluster, *grid, 128))
        padded = (1,) * (len(grid) - len(cluster)) + cluster
        scaled = tuple(g * c for g, c in zip(grid, padded))
        interleaved = tuple(v for pair in zip(grid, padded) for v in pair)
        perm = tuple(range(1, 2 * len(grid), 2)) + tuple(range(0, 2 * len(grid), 2))
        out2 = np.arange(math.prod(scaled), dtype=np.int32).reshape(interleaved).transpose(perm).squeeze()
        return out1, np.broadcast_to(out2[..., None], out2.shape + (128,))

    return make_kernel, reference


for _n, (_grid, _cluster) in AXIS_INDICES.items():
    globals()[f"axis_indices_{_n}"], globals()[f"reference_axis_indices_{_n}"] = _axis_indices(_grid, _cluster)
