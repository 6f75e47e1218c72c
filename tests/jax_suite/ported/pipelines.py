"""emit_pipeline tests of jax's mosaic_gpu_test.py (jax-v0.10.2), PipelineTest: test_manual (:6545),
test_emit (:6617), test_nested_emit (:6651), test_emit_with_no_output (:6731),
test_emit_with_parallel_grid (:6762), test_emit_with_2d_grid (:6815), test_emit_with_carry (:6845),
test_emit_with_squeezed_dim (:6870), test_emit_with_element_dim (:6896); and jax-v0.11.0's test_pipeline_oob_mode
(:7333), in the suites of 0.11.2 and 0.12.0.1 only."""

import functools

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu

from harness import kernel

F32 = jnp.float32


def _arange(*shape, dtype=np.float32):
    return lambda: [np.arange(np.prod(shape)).reshape(shape).astype(dtype)]


def reference_plus_one(x):
    return x + x.dtype.type(1)


def _plus_one(_, x_smem, o_smem):
    o_smem[...] = x_smem[...] + 1.0


SLOTS, STEPS = 2, 4


def manual(semantics):
    def scoped(x_gmem, o_gmem, x_smem, o_smem, barrier):
        rows = pl.ds(lax.axis_index("x") * 32, 32)

        def step(i, _):
            slot = i % SLOTS
            plgpu.barrier_wait(barrier.at[slot])  # this step's GMEM -> SMEM copy
            plgpu.wait_smem_to_gmem(SLOTS - 1)  # the previous step's SMEM -> GMEM copy
            o_smem.at[slot][...] = x_smem.at[slot][...] + 1.0
            plgpu.commit_smem()
            plgpu.copy_smem_to_gmem(o_smem.at[slot], o_gmem.at[rows, pl.ds(i * 16, 16)])
            fetch = i + SLOTS
            lax.cond(fetch < STEPS,
                     lambda: plgpu.copy_gmem_to_smem(x_gmem.at[rows, pl.ds(fetch * 16, 16)], x_smem.at[slot],
                                                     barrier.at[slot]),
                     lambda: None)
            return ()

        for slot in range(SLOTS):
            plgpu.copy_gmem_to_smem(x_gmem.at[rows, pl.ds(slot * 16, 16)], x_smem.at[slot], barrier.at[slot])
        lax.fori_loop(0, STEPS, step, ())
        plgpu.wait_smem_to_gmem(0)

    def body(x_gmem, o_gmem):
        return pl.run_scoped(functools.partial(scoped, x_gmem, o_gmem), plgpu.SMEM((SLOTS, 32, 16), F32),
                             plgpu.SMEM((SLOTS, 32, 16), F32), plgpu.Barrier(num_barriers=SLOTS))

    return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((128, 64), F32), grid=(4, 1),
                  grid_names=("x", "y"))


inputs_manual = _arange(128, 64)


def _emit(swizzled, repeats):
    transforms = (plgpu.TilingTransform((8, 32)), plgpu.SwizzleTransform(128)) if swizzled else ()

    def make_kernel(semantics):
        def body(x_gmem, o_gmem):
            spec = plgpu.BlockSpec((64, 64), lambda i: (0, i), transforms=transforms)
            for _ in range(repeats):
                plgpu.emit_pipeline(_plus_one, in_specs=[spec], out_specs=[spec], grid=(STEPS,),
                                    max_concurrent_steps=2)(x_gmem, o_gmem)

        return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((64, 256), F32))
    return make_kernel


for _s in (False, True):
    for _r in (1, 10):
        globals()[f"emit{'_swizzled' if _s else ''}_{_r}"] = _emit(_s, _r)
inputs_emit = _arange(64, 256)


def nested_emit(semantics):
    def inner(_, x_gmem, o_gmem):
        spec = pl.BlockSpec((32, 16), lambda i: (0, i))
        plgpu.emit_pipeline(_plus_one, in_specs=[spec], out_specs=[spec], grid=(STEPS,),
                            max_concurrent_steps=2)(x_gmem, o_gmem)

    def body(x_gmem, o_gmem):
        gmem = pl.BlockSpec(memory_space=plgpu.GMEM)
        plgpu.emit_pipeline(inner, in_specs=[gmem], out_specs=[gmem], grid=())(x_gmem, o_gmem)

    return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((32, 64), F32))


inputs_nested_emit = _arange(32, 64)


def emit_with_no_output(semantics):
    def body(x_gmem, o_gmem):
        def acc_scope(acc_ref):
            acc_ref[...] = jnp.zeros_like(acc_ref)

            def step(_, x_smem):
                acc_ref[...] += x_smem[...]
            plgpu.emit_pipeline(step, in_specs=[plgpu.BlockSpec((1, 128), lambda i: (i, 0), delay_release=1)],
                                grid=(16,), max_concurrent_steps=2)(x_gmem)
            return acc_ref[...]

        o_gmem[...] = pl.run_scoped(acc_scope, plgpu.SMEM((1, 128), dtype=F32))

    return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((1, 128), F32))


def inputs_emit_with_no_output():
    return [np.random.default_rng(0).uniform(size=(16, 128)).astype(np.float32)]


def reference_emit_with_no_output(x):
    return x.astype(np.float64).sum(0, keepdims=True)


OOB_BLOCK = 512


def pipeline_oob_mode(semantics):
    """A 1D int8 block of 512 read with OOBFillMode.UNDEFINED (jax's test: with ZEROS, the default, jax
    cannot copy so large a 1D block)."""
    def body(x_gmem, o_gmem):
        def step(_, x_smem, o_smem):
            o_smem[...] = x_smem[...]
        plgpu.emit_pipeline(
            step, grid=(1,), max_concurrent_steps=1, out_specs=[plgpu.BlockSpec((OOB_BLOCK,), lambda i: (i,))],
            in_specs=[plgpu.BlockSpec((OOB_BLOCK,), lambda i: (i,), oob_fill_mode=plgpu.OOBFillMode.UNDEFINED)],
        )(x_gmem, o_gmem)

    return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((OOB_BLOCK,), jnp.int8))


inputs_pipeline_oob_mode = _arange(OOB_BLOCK, dtype=np.int8)  # (jax's jnp.arange(512, dtype=int8) wraps too)


def reference_identity(x):
    return x


def emit_with_parallel_grid(semantics):
    def body(x_gmem, o_gmem):
        pid = lax.axis_index("x")
        spec = pl.BlockSpec((32, 16), lambda i: (pid, i))
        plgpu.emit_pipeline(_plus_one, in_specs=[spec], out_specs=[spec], grid=(5,),
                            max_concurrent_steps=2)(x_gmem, o_gmem)

    return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((128, 80), F32), grid=(4,), grid_names=("x",))


inputs_emit_with_parallel_grid = _arange(128, 80)


def _emit_2d(dynamic, short):
    steps = (1, 1) if short else (4, 5)

    def make_kernel(semantics):
        def body(x_gmem, o_gmem):
            grid = jax.tree.map(jnp.asarray, steps) if dynamic else steps
            spec = pl.BlockSpec((32, 16, 8), lambda i, j: (0, i, j))
            plgpu.emit_pipeline(_plus_one, in_specs=[spec], out_specs=[spec], grid=grid,
                                max_concurrent_steps=2)(x_gmem, o_gmem)

        return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((32, steps[0] * 16, steps[1] * 8), F32))

    return make_kernel, _arange(32, steps[0] * 16, steps[1] * 8)


# jax's parameter is named `static`, but static=True is the one whose grid is made of arrays
for _st in (False, True):
    for _sh in (False, True):
        _n = f"emit_2d_grid{'_static' if _st else ''}{'_short' if _sh else ''}"
        globals()[_n], globals()[f"inputs_{_n}"] = _emit_2d(_st, _sh)


def emit_with_carry(semantics):
    def step(_, o_smem, carry):
        o_smem[...] = lax.broadcast(carry, o_smem.shape)
        return carry + 1

    def body(o_gmem):
        plgpu.emit_pipeline(step, out_specs=[pl.BlockSpec((64, 64), lambda i: (0, i))], grid=(STEPS,),
                            max_concurrent_steps=2, init_carry=0)(o_gmem)

    return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((64, 256), jnp.int32))


def reference_emit_with_carry():
    return np.tile(np.repeat(np.arange(STEPS, dtype=np.int32), 64), (64, 1))


def _squeezed(squeezed):
    def make_kernel(semantics):
        def step(_, in_smem, o_smem):
            o_smem[...] = in_smem[...] + 1

        def body(x_gmem, o_gmem):
            spec = pl.BlockSpec((pl.Squeezed() if squeezed else None, 256), lambda i: (i, 0))
            plgpu.emit_pipeline(step, in_specs=[spec], out_specs=[spec], grid=(16,),
                                max_concurrent_steps=2)(x_gmem, o_gmem)

        return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((16, 256), jnp.int32))
    return make_kernel


emit_with_squeezed_dim = _squeezed(True)
emit_with_squeezed_dim_none = _squeezed(False)
inputs_i32_16x256 = _arange(16, 256, dtype=np.int32)


ELEMENT_SHAPE = (20, 256)
inputs_emit_with_element_dim = _arange(*ELEMENT_SHAPE, dtype=np.int32)


def emit_with_element_dim(semantics):
    """Blocks of pl.Element(8) rows starting at rows 1 and 11, incremented in place in one GMEM ref
    (jax.new_ref, written by a core_map, as the test does): rows 0, 9, 10 and 19 stay as they were."""
    def body(x_gmem, o_gmem):
        index_map = lambda i: (10 * i + 1, 0)  # noqa: E731
        spec = pl.BlockSpec((pl.Element(8), ELEMENT_SHAPE[1]), index_map)

        @functools.partial(plgpu.emit_pipeline, in_specs=[spec], out_specs=[spec], grid=(2,), max_concurrent_steps=2)
        def pipeline(_, x_smem, o_smem):
            o_smem[...] = x_smem[...] + 1

        pipeline(x_gmem, o_gmem)

    @jax.jit
    def run(x):
        x_ref = jax.new_ref(x, memory_space=plgpu.GMEM)

        @pl.core_map(plgpu.Mesh(), compiler_params=plgpu.CompilerParams(lowering_semantics=semantics))
        def _():
            body(x_ref, x_ref)

        return jax.freeze(x_ref)
    return run


def reference_emit_with_element_dim(x):
    active_rows = ((np.arange(ELEMENT_SHAPE[0]) - 1) % 10 < 8).astype(x.dtype)
    return x + active_rows[:, None]
