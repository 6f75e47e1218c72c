"""Sub-byte integers widened in registers, from jax's mosaic_gpu_test.py (jax-v0.10.2):
PallasCallTest.test_subbyte_upcast (:2848), a sample of its product (small_ty int4, uint4 x large_ty
float32, bfloat16, int8). jax draws x with jax.random (key 42) over the small type's range; we draw
the same range with numpy (seed 42). PallasCallTest.test_cond_get_arch (:2396): an int4 load widened to
bf16 in both branches of a cond on x[0, 0]."""

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
from jax.experimental.pallas import mosaic_gpu as plgpu

from harness import kernel, load

SHAPE = (64, 256)
SMALL = {"int4": ml_dtypes.int4, "uint4": ml_dtypes.uint4}
LARGE = {"f32": np.float32, "bf16": ml_dtypes.bfloat16, "i8": np.int8}


def _upcast(small, large):
    def make_kernel(semantics):
        def body(x_gmem, o_gmem):
            o_gmem[...] = load(x_gmem, (), layout=plgpu.Layout.WGMMA, optimized=False).astype(large)

        return kernel(semantics, body, out_type=jax.ShapeDtypeStruct(SHAPE, large))

    def inputs():
        info = ml_dtypes.iinfo(small)
        return [np.random.default_rng(42).integers(int(info.min), int(info.max), SHAPE).astype(small)]

    def reference(x):
        return x.astype(np.int32).astype(large)

    return make_kernel, inputs, reference


for _s, _st in SMALL.items():
    for _l, _lt in LARGE.items():
        _n = f"subbyte_upcast_{_s}_{_l}"
        globals()[_n], globals()[f"inputs_{_n}"], globals()[f"reference_{_n}"] = _upcast(_st, _lt)


def cond_get_arch(semantics):
    """jax also checks that its lowering asked mgpu.utils.get_arch (a mock on jax's Python side): not
    something a captured module shows; we check the kernel's result."""
    def body(x_gmem, o_gmem):
        x = load(x_gmem, (), layout=plgpu.Layout.WGMMA, optimized=False)

        def write_out1():
            o_gmem[...] = x.astype(jnp.bfloat16) + 1

        def write_out2():
            o_gmem[...] = x.astype(jnp.bfloat16) + 2

        jax.lax.cond(x_gmem[0, 0] != 0, write_out1, write_out2)

    return kernel(semantics, body, out_type=jax.ShapeDtypeStruct(SHAPE, jnp.bfloat16))


def inputs_cond_get_arch():
    return [np.full(SHAPE, 7, ml_dtypes.int4)]


def reference_cond_get_arch(x):
    return x.astype(np.int32).astype(ml_dtypes.bfloat16) + ml_dtypes.bfloat16(1)
