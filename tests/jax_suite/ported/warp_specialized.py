"""emit_pipeline_warp_specialized tests of jax's mosaic_gpu_test.py (jax-v0.10.2),
WarpSpecializedPipelineTest: test_pipelined_copy (:7015, repeats 1) and test_elementwise_add (:7073, the
flat input tree), each with and without manual consumed barriers; a warpgroup issues the copies, the
other computes."""

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax
from jax._src.pallas.mosaic_gpu import pipeline as mgpu_pipeline
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu

from harness import kernel

APPROX = plgpu.CompilerParams(approx_math=True)
M = N = 512


def _pipelined_copy(manual, steps):
    def make_kernel(semantics):
        def copy(_, x_smem, o_smem, o_last_smem, *consumed):
            o_smem[...] = x_smem[...]
            o_last_smem[...] = x_smem[...]
            if manual:
                plgpu.barrier_arrive(consumed[0])

        spec = pl.BlockSpec(block_shape=(64, 32), index_map=lambda i, j: (i, j))

        def body(*gmem_refs):
            mgpu_pipeline.emit_pipeline_warp_specialized(
                copy, grid=(M // 64, N // 32), memory_registers=40, max_concurrent_steps=steps, num_compute_wgs=1,
                wg_axis="wg", manual_consumed_barriers=manual, in_specs=[spec],
                out_specs=[spec, pl.BlockSpec(block_shape=(64, 32), index_map=lambda i, j: (0, 0))],
            )(*gmem_refs)

        return kernel(semantics, body, out_type=(jax.ShapeDtypeStruct((M, N), jnp.float16),
                                                 jax.ShapeDtypeStruct((64, 32), jnp.float16)),
                      compiler_params=APPROX, num_threads=2, thread_name="wg")
    return make_kernel


for _manual in (False, True):
    for _steps in (2, 3):
        globals()[f"pipelined_copy{'_manual' if _manual else ''}_{_steps}"] = _pipelined_copy(_manual, _steps)


def inputs_pipelined_copy():
    return [np.random.default_rng(0).uniform(size=(M, N)).astype(np.float16)]


def reference_pipelined_copy(x):
    return x, x[-64:, -32:]


def _elementwise_add(size, manual, static):
    def make_kernel(semantics):
        spec = pl.BlockSpec(block_shape=(64, 64), index_map=lambda i, j: (i, j))

        def add(_, x_smem, y_smem, o_smem, *consumed):
            rows = pl.ds(lax.axis_index("wg") * 64, 64)
            o_smem[rows] = x_smem[rows] + y_smem[rows]
            for barrier in consumed if manual else ():
                plgpu.barrier_arrive(barrier)

        def body(*gmem_refs):
            grid = (size // 64, size // 64)
            if not static:
                grid = jax.tree.map(jnp.asarray, grid)
            mgpu_pipeline.emit_pipeline_warp_specialized(
                add, grid=grid, max_concurrent_steps=2, num_compute_wgs=1, memory_registers=40, wg_axis="wg",
                in_specs=(spec, spec), out_specs=[spec], manual_consumed_barriers=manual)(*gmem_refs)

        return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((size, size), jnp.float32),
                      compiler_params=APPROX, num_threads=2, thread_name="wg")

    def inputs():
        return [np.random.default_rng(s).uniform(size=(size, size)).astype(np.float32) for s in (0, 1)]

    return make_kernel, inputs


for _size in (64, 256):
    for _manual in (False, True):
        for _static in (False, True):
            _n = f"elementwise_add_{_size}{'_manual' if _manual else ''}{'_static' if _static else ''}"
            globals()[_n], globals()[f"inputs_{_n}"] = _elementwise_add(_size, _manual, _static)


def reference_sum(x, y):
    return x + y
