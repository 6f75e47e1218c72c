"""Sub-byte integers widened in registers, from jax's mosaic_gpu_test.py (jax-v0.10.2):
PallasCallTest.test_subbyte_upcast (:2848), a sample of its product (small_ty int4, uint4 x large_ty
float32, bfloat16, int8). jax draws x with jax.random (key 42) over the small type's range; we draw
the same range with numpy (seed 42)."""

import jax
import ml_dtypes
import numpy as np
from jax.experimental.pallas import mosaic_gpu as plgpu

from harness import kernel

SHAPE = (64, 256)
SMALL = {"int4": ml_dtypes.int4, "uint4": ml_dtypes.uint4}
LARGE = {"f32": np.float32, "bf16": ml_dtypes.bfloat16, "i8": np.int8}


def _upcast(small, large):
    def make_kernel(semantics):
        def body(x_gmem, o_gmem):
            o_gmem[...] = plgpu.load(x_gmem, (), layout=plgpu.Layout.WGMMA, optimized=False).astype(large)

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
