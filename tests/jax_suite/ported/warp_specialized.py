"""emit_pipeline_warp_specialized tests of jax's mosaic_gpu_test.py (jax-v0.10.2),
WarpSpecializedPipelineTest: test_pipelined_copy (:7015, repeats 1) and test_elementwise_add (:7073, the
flat input tree), each with and without manual consumed barriers; test_carry_accumulate (:7125),
test_delay_release (:7186, a sample of its 24 parameterisations), test_different_delay_release (:7242),
test_repeat (:7283), test_no_output (:7367), test_pipelined_pipeline (:7425),
test_pipeline_with_manual_allocation (:7493), test_emit_with_squeezed_dim (:7598); a warpgroup issues
the copies, the others compute."""

import functools

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax
from jax._src.pallas.mosaic_gpu import pipeline as mgpu_pipeline
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu

from harness import kernel
from pipelines import inputs_i32_16x256, reference_plus_one  # noqa: F401 (the manifest names them here)

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


def _carry_accumulate(one_store):
    """Two compute warpgroups each sum the 16 (64, 64) blocks of x into a carried value; both store it, or
    (`one_store`, the fixed variant: docs/design/jax_tests_racing_equal_stores.md) warpgroup 0 alone."""
    def make_kernel(semantics):
        def body(x_gmem, acc_gmem, acc_smem):
            def store(acc):
                acc_smem[...] = acc
                plgpu.commit_smem()
                plgpu.copy_smem_to_gmem(acc_smem, acc_gmem)
                plgpu.wait_smem_to_gmem(0)

            def compute(pipeline_fn):
                init = plgpu.layout_cast(jnp.full((64, 64), 0, dtype=jnp.float32),
                                         plgpu.Layout.WG_STRIDED((64, 64), vec_size=2))
                acc = pipeline_fn(init)
                if not one_store:
                    store(acc)
                    return

                @pl.when(lax.axis_index("wg") == 0)
                def _():
                    store(acc)

            mgpu_pipeline.emit_pipeline_warp_specialized(
                lambda _, x_smem, carry: x_smem[...] + carry, grid=(4, 4), max_concurrent_steps=2,
                num_compute_wgs=2, memory_registers=40, wg_axis="wg", compute_context=compute,
                in_specs=[pl.BlockSpec(block_shape=(64, 64), index_map=lambda i, j: (i, j))], out_specs=[])(x_gmem)

        return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((64, 64), jnp.float32),
                      scratch_types=[plgpu.SMEM((64, 64), jnp.float32)], compiler_params=APPROX, num_threads=3,
                      thread_name="wg")
    return make_kernel


carry_accumulate = _carry_accumulate(False)
carry_accumulate_one_store = _carry_accumulate(True)


def inputs_f32_256():
    return [np.random.default_rng(0).uniform(size=(256, 256)).astype(np.float32)]


def reference_carry_accumulate(x):
    acc = np.zeros((64, 64), np.float32)
    for i in range(4):  # the pipeline's order: the grid's last axis fastest, one f32 add a block
        for j in range(4):
            acc = x[64 * i:64 * (i + 1), 64 * j:64 * (j + 1)] + acc
    return acc


def _delay_release(static, manual, size, steps):
    def make_kernel(semantics):
        spec = plgpu.BlockSpec(block_shape=(32, 64), index_map=lambda i, j: (i, j), delay_release=1)

        def add(idx, x_smem, y_smem, o_smem, *consumed):
            rows = pl.ds(lax.axis_index("wg") * 32, 32)
            o_smem[rows] = x_smem[rows] + y_smem[rows]
            if manual:
                @pl.when(jnp.logical_or(idx[0] != 0, idx[1] != 0))
                def _():
                    for barrier in consumed:
                        plgpu.barrier_arrive(barrier)

        def body(*gmem_refs):
            grid = (size // 32, size // 64)
            if not static:
                grid = jax.tree.map(jnp.asarray, grid)
            mgpu_pipeline.emit_pipeline_warp_specialized(
                add, grid=grid, max_concurrent_steps=steps, manual_consumed_barriers=manual, num_compute_wgs=1,
                memory_registers=40, wg_axis="wg", in_specs=[spec, spec],
                out_specs=[pl.BlockSpec(block_shape=(32, 64), index_map=lambda i, j: (i, j))])(*gmem_refs)

        return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((size, size), jnp.float32),
                      compiler_params=APPROX, num_threads=2, thread_name="wg")

    def inputs():
        return [np.random.default_rng(s).uniform(size=(size, size)).astype(np.float32) for s in (0, 1)]

    return make_kernel, inputs


DELAY_RELEASE = [(False, False, 64, 2), (True, False, 64, 2), (False, True, 64, 2), (True, True, 64, 2),
                 (False, False, 256, 3), (True, True, 64, 4)]
for _static, _manual, _size, _steps in DELAY_RELEASE:
    _n = f"delay_release_{_size}_{_steps}{'_static' if _static else ''}{'_manual' if _manual else ''}"
    globals()[_n], globals()[f"inputs_{_n}"] = _delay_release(_static, _manual, _size, _steps)


def different_delay_release(semantics):
    """emit_pipeline (not warp specialized) with in_specs delayed by 0, 1 and 2 steps."""
    in_specs = [plgpu.BlockSpec(block_shape=(32, 32), index_map=lambda i, j: (i, j), delay_release=d)
                for d in range(3)]

    def add(_, x_smem, y_smem, z_smem, o_smem):
        o_smem[...] = x_smem[...] + y_smem[...] + z_smem[...]

    def body(*gmem_refs):
        mgpu_pipeline.emit_pipeline(add, grid=(4, 2), max_concurrent_steps=4, in_specs=in_specs,
                                    out_specs=[pl.BlockSpec(block_shape=(32, 32), index_map=lambda i, j: (i, j))]
                                    )(*gmem_refs)

    return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((128, 64), jnp.float32))


def inputs_different_delay_release():
    return [np.random.default_rng(s).uniform(size=(128, 64)).astype(np.float32) for s in (0, 1, 3)]


def reference_different_delay_release(x, y, z):
    return x + y + z


def _repeat(delay):
    def make_kernel(semantics):
        def body(x_gmem, o_gmem):
            for _ in range(3):
                plgpu.emit_pipeline_warp_specialized(
                    lambda _, x_smem, o_smem: o_smem.__setitem__(..., x_smem[...] + 1.0),
                    in_specs=[plgpu.BlockSpec((64, 64), lambda i: (0, i), delay_release=delay)],
                    out_specs=[plgpu.BlockSpec((64, 64), lambda i: (0, i))], grid=(4,), max_concurrent_steps=2,
                    num_compute_wgs=1, memory_registers=40, wg_axis="wg")(x_gmem, o_gmem)

        return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((64, 256), jnp.float32), num_threads=2,
                      thread_name="wg")
    return make_kernel


repeat_0, repeat_1 = _repeat(0), _repeat(1)


def inputs_repeat():
    return [np.arange(64 * 256, dtype=np.float32).reshape(64, 256)]


def _no_output(commit):
    """Two compute warpgroups accumulate half the rows each of 16 blocks into SMEM, 10 times over; warpgroup 0
    copies the sum out. With `commit`, the fixed variant: every warpgroup commits its stores before the
    barrier the copy waits on (docs/design/jax_tests_uncommitted_smem_race.md)."""
    def make_kernel(semantics):
        def body(x_ref, o_ref, o_scratch, barrier):
            @pl.when(lax.axis_index("wg") == 0)
            def _():
                o_scratch[...] = jnp.zeros_like(o_scratch)

            plgpu.barrier_arrive(barrier)
            plgpu.barrier_wait(barrier)

            @pl.loop(0, 10)
            def _(_):
                def add(_, x_smem):
                    rows = pl.ds(lax.axis_index("wg") * 32, 32)
                    o_scratch[rows] += x_smem[rows]
                mgpu_pipeline.emit_pipeline_warp_specialized(
                    add, grid=(4, 4), memory_registers=40, max_concurrent_steps=2, num_compute_wgs=2, wg_axis="wg",
                    in_specs=[pl.BlockSpec(block_shape=(64, 64), index_map=lambda i, j: (i, j))])(x_ref)

            if commit:
                plgpu.commit_smem()
            plgpu.barrier_arrive(barrier)
            plgpu.barrier_wait(barrier)

            @pl.when(lax.axis_index("wg") == 0)
            def _():
                plgpu.copy_smem_to_gmem(o_scratch, o_ref)
                plgpu.wait_smem_to_gmem(0, wait_read_only=True)

        return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((64, 64), jnp.float32), num_threads=3,
                      thread_name="wg",
                      scratch_types=[plgpu.SMEM((64, 64), jnp.float32), plgpu.Barrier(num_arrivals=3)])
    return make_kernel


no_output = _no_output(False)
no_output_committed = _no_output(True)


def reference_no_output(x):
    acc = np.zeros((64, 64), np.float32)
    for _ in range(10):
        for i in range(4):
            for j in range(4):
                acc = acc + x[64 * i:64 * (i + 1), 64 * j:64 * (j + 1)]
    return acc


def _block_sums(x):
    return x.reshape(8, 64, 8, 64).sum((0, 2), dtype=x.dtype)


def _pipelined_pipeline(manual):
    def make_kernel(semantics):
        def body(x_ref, out_gmem_ref, out_ref):
            wg = lax.axis_index("wg")

            @pl.when(wg == 0)
            def _():
                out_ref[...] = jnp.zeros_like(out_ref)

            def step(_, x_smem, *consumed):
                out_ref[...] += x_smem[...]
                if manual:
                    plgpu.barrier_arrive(consumed[0])

            pipeline = functools.partial(
                mgpu_pipeline.emit_pipeline_warp_specialized, body=step, grid=(8, 8), memory_registers=40,
                max_concurrent_steps=2, num_compute_wgs=1, wg_axis="wg", manual_consumed_barriers=manual,
                in_specs=[pl.BlockSpec(block_shape=(64, 64), index_map=lambda i, j: (i, j))])

            @functools.partial(pl.run_scoped, allocs=pipeline(pipeline_state=None).get_allocations(x_ref),
                               collective_axes="wg")
            def _(allocs):
                @pl.loop(0, 2)
                def _(_):
                    @pl.loop(0, 4)
                    def _(i):
                        state = plgpu.PipelinePipeline.START
                        state = jnp.where(i > 0, plgpu.PipelinePipeline.STEADY, state)
                        state = jnp.where(i == 3, plgpu.PipelinePipeline.STOP, state)
                        pipeline(pipeline_state=state)(x_ref, allocations=allocs)
                    pipeline(pipeline_state=None)(x_ref, allocations=allocs)

            @pl.when(wg == 0)
            def _():
                out_gmem_ref[...] = out_ref[...]

        return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((64, 64), jnp.int32), compiler_params=APPROX,
                      scratch_types=[plgpu.SMEM((64, 64), jnp.int32)], num_threads=2, thread_name="wg")
    return make_kernel


pipelined_pipeline, pipelined_pipeline_manual = _pipelined_pipeline(False), _pipelined_pipeline(True)


def inputs_i32_512():
    return [np.random.default_rng(0).integers(-10, 15, size=(512, 512), dtype=np.int32)]


def reference_pipelined_pipeline(x):
    return _block_sums(x) * 10


def _manual_allocation(manual):
    def make_kernel(semantics):
        def body(x_ref, y_ref, out_gmem_ref, out_ref):
            wg = lax.axis_index("wg")

            @pl.when(wg == 0)
            def _():
                out_ref[...] = jnp.zeros_like(out_ref)

            def step(_, x_smem, y_smem, *consumed):
                out_ref[...] += x_smem[...] + y_smem[...]
                for barrier in consumed:
                    plgpu.barrier_arrive(barrier)

            spec = pl.BlockSpec(block_shape=(64, 64), index_map=lambda i, j: (i, j))
            pipeline = mgpu_pipeline.emit_pipeline_warp_specialized(
                body=step, grid=(8, 8), memory_registers=40, max_concurrent_steps=2, num_compute_wgs=1,
                wg_axis="wg", manual_consumed_barriers=manual, in_specs=[spec, spec])

            @functools.partial(pl.run_scoped, allocs=pipeline.get_allocations(x_ref, y_ref), collective_axes="wg")
            def _(allocs):
                @pl.loop(0, 4)
                def _(_):
                    pipeline(x_ref, y_ref, allocations=allocs)

            @pl.when(wg == 0)
            def _():
                out_gmem_ref[...] = out_ref[...]

        return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((64, 64), jnp.int32), compiler_params=APPROX,
                      scratch_types=[plgpu.SMEM((64, 64), jnp.int32)], num_threads=2, thread_name="wg")
    return make_kernel


pipeline_with_manual_allocation = _manual_allocation(False)
pipeline_with_manual_allocation_manual = _manual_allocation(True)


def inputs_i32_512_pair():
    rng = np.random.default_rng(4)
    return [rng.integers(-10, 15, size=(512, 512), dtype=np.int32) for _ in range(2)]


def reference_pipeline_with_manual_allocation(x, y):
    return _block_sums(x + y) * 4


def _ws_squeezed(squeezed):
    def make_kernel(semantics):
        spec = pl.BlockSpec((pl.Squeezed() if squeezed else None, 256), lambda i: (i, 0))

        def body(x_gmem, o_gmem):
            plgpu.emit_pipeline_warp_specialized(
                lambda _, in_smem, o_smem: o_smem.__setitem__(..., in_smem[...] + 1), in_specs=[spec],
                out_specs=[spec], grid=(16,), max_concurrent_steps=2, num_compute_wgs=1, memory_registers=40,
                wg_axis="wg")(x_gmem, o_gmem)

        return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((16, 256), jnp.int32), num_threads=2,
                      thread_name="wg")
    return make_kernel


ws_emit_with_squeezed_dim, ws_emit_with_squeezed_dim_none = _ws_squeezed(True), _ws_squeezed(False)
