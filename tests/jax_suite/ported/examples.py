"""The tutorial kernels of jax's mosaic_gpu_test.py (jax-v0.10.2), ExamplesTest: test_stage0 (:7964),
test_stage1 (:7974), test_stage3 (:7990), test_stage4 (:8016), test_stage5 (:8040): l + r on
f16[128, 128], whole, by row blocks, through async copies, pipelined, and pipelined with transforms;
ExamplesSm90ATest.test_stage6 (:8314), a pipelined wgmma."""

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu

from harness import default_transforms, kernel

F16 = jnp.float16
OUT = jax.ShapeDtypeStruct((128, 128), F16)
ROWS = dict(grid=(2,), grid_names=("rows",))


def inputs_twice_arange():
    x = np.arange(128 * 128).astype(np.float16).reshape(128, 128)
    return [x, x]


def reference_sum(l, r):
    return l + r


def stage0(semantics):
    def body(l_ref, r_ref, o_ref):
        o_ref[...] = l_ref[...] + r_ref[...]

    return kernel(semantics, body, out_type=OUT)


def _rows():
    return pl.ds(lax.axis_index("rows") * 64, 64)


def stage1(semantics):
    def body(l_ref, r_ref, o_ref):
        rows = _rows()
        o_ref[rows] = l_ref[rows] + r_ref[rows]

    return kernel(semantics, body, out_type=OUT, **ROWS)


def stage3(semantics):
    def body(l_ref, r_ref, o_ref, l_smem, r_smem, o_smem, barrier):
        rows = _rows()
        plgpu.copy_gmem_to_smem(l_ref.at[rows], l_smem, barrier)
        plgpu.copy_gmem_to_smem(r_ref.at[rows], r_smem, barrier)
        plgpu.barrier_wait(barrier)
        o_smem[...] = l_smem[...] + r_smem[...]
        plgpu.commit_smem()
        plgpu.copy_smem_to_gmem(o_smem, o_ref.at[rows])
        plgpu.wait_smem_to_gmem(0)

    return kernel(semantics, body, out_type=OUT,
                  scratch_types=[*([plgpu.SMEM((64, 128), F16)] * 3), plgpu.Barrier(num_arrivals=2)], **ROWS)


def _pipelined(transforms):
    def make_kernel(semantics):
        def body(l_ref, r_ref, o_ref):
            def compute(_, l_smem, r_smem, o_smem):
                o_smem[...] = l_smem[...] + r_smem[...]
            r = lax.axis_index("rows")
            block = plgpu.BlockSpec((64, 32), lambda c: (r, c), transforms=transforms)
            plgpu.emit_pipeline(compute, grid=(128 // 32,), in_specs=[block] * 2, out_specs=[block])(
                l_ref, r_ref, o_ref)

        return kernel(semantics, body, out_type=OUT, **ROWS)
    return make_kernel


stage4 = _pipelined(())
stage5 = _pipelined(default_transforms(F16, swizzle=64))


def stage6(semantics):
    """ExamplesSm90ATest.test_stage6 (:8314): wgmma over a pipelined K, the f16 accumulator summed into
    the output block."""
    t = default_transforms(F16, swizzle=64)

    def body(l_ref, r_ref, o_ref):
        def compute(idxs, l_smem, r_smem, o_smem):
            def do_wgmma(acc_ref):
                plgpu.wgmma(acc_ref, l_smem, r_smem)
                return acc_ref[...]
            acc = pl.run_scoped(do_wgmma, plgpu.ACC((64, 64), F16))

            def store():
                o_smem[...] = acc

            def accumulate():
                o_smem[...] += acc
            lax.cond(idxs[0] == 0, store, accumulate)

        m, n = lax.axis_index("m"), lax.axis_index("n")
        plgpu.emit_pipeline(
            compute, grid=(128 // 32,),
            in_specs=[plgpu.BlockSpec((64, 32), lambda k: (m, k), transforms=t),
                      plgpu.BlockSpec((32, 64), lambda k: (k, n), transforms=t)],
            out_specs=[plgpu.BlockSpec((64, 64), lambda k: (m, n), transforms=t)],
        )(l_ref, r_ref, o_ref)

    return kernel(semantics, body, out_type=OUT, grid=(2, 2), grid_names=("m", "n"))


def inputs_stage6():
    x = np.random.default_rng(42).uniform(size=(128, 128)).astype(np.float16)
    return [x, x]


def reference_stage6(l, r):
    return l.astype(np.float64) @ r.astype(np.float64)
