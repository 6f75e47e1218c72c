"""jax's negative tests of mosaic_gpu_test.py (jax-v0.10.2) whose failure is a check on the IR: jax's
Warpgroup layout inference refuses the kernel ("Failed to infer a possible set of layouts"), so there is
no payload to run. mgpu-capture writes the module jax's inference failed on; mgpu's inference must refuse
that same module with jax's words, located. The captured modules are the lit tests
tests/filecheck/passes/infer_layout/jax_negative_*.mlir:

    mgpu-capture tests/jax_suite/ported/negative.py:non_divisible_swizzled_slice --arg 'i32[64,64]' --arg 'i32[]'
    mgpu-capture tests/jax_suite/ported/negative.py:while_loop_layout_mismatch
"""

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu

from harness import default_transforms, pallas_call


def non_divisible_swizzled_slice(semantics):
    """PallasCallTest.test_swizzled_dimension_dynamic_slice_raises_for_non_divisible_offset (:1906): a
    dynamic slice of the 128-byte-swizzled dimension at an offset not known to be a multiple of the
    swizzle's 32 int32 elements."""
    elems = 32

    def body(src_ref, offset_ref, dst_ref):
        dst_ref[...] = src_ref.at[:, pl.ds(offset_ref[...], elems)][...]

    return pallas_call(semantics, body, out_shape=jax.ShapeDtypeStruct((64, elems), jnp.int32),
                       in_specs=[plgpu.BlockSpec(memory_space=plgpu.SMEM, transforms=default_transforms(jnp.int32)),
                                 plgpu.BlockSpec(memory_space=plgpu.GMEM)],
                       out_specs=plgpu.BlockSpec(memory_space=plgpu.GMEM))


def while_loop_layout_mismatch(semantics):
    """PallasCallTest.test_while_loop_layout_mismatch (:2310): a while loop whose carried value enters
    with a strided layout and is yielded with a WGMMA-row one."""

    def body(o_ref):
        def cond(acc):
            return jnp.sum(acc, dtype=acc.dtype) < 128

        def step(acc):
            del acc
            o_ref[...] = o_ref[...]  # a side effect, so that the loop is kept
            return plgpu.layout_cast(jnp.zeros(o_ref.shape, o_ref.dtype), plgpu.Layout.WGMMA.reduce(1))

        strided = plgpu.layout_cast(o_ref[...], plgpu.Layout.WG_STRIDED(shape=(128,), vec_size=1))
        jax.lax.while_loop(cond, step, strided)

    return pallas_call(semantics, body, out_shape=jax.ShapeDtypeStruct([128], jnp.int32))
