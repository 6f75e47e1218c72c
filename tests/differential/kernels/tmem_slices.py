"""test_tmem_column_slicing (jax 0.10.2, tests/pallas/mosaic_gpu_test.py): x + 1 stored into columns
8 .. 135 of an f32[128, 256] TMEM ref through two column slices, loaded back through another. Our
lowering once kept ``memref.subview`` of a TMEM ref, which the emulator cannot run on its address
(an internal error). Captured by tests/differential/capture.sh (arch 10.0).
"""

import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental.pallas import mosaic_gpu as plgpu


def column_slicing(semantics=plgpu.LoweringSemantics.Warpgroup):
    def body(x_ref, y_ref, tmem_ref):
        x = plgpu.load(x_ref, (), layout=plgpu.Layout.TCGEN05, optimized=False)
        plgpu.async_store_tmem(tmem_ref.at[:, 8:208].at[:, 0:128], x + 1)
        plgpu.commit_tmem()
        y_ref[...] = plgpu.async_load_tmem(tmem_ref.at[:, 8:136])

    return plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128, 128), jnp.float32),
                        scratch_types=[plgpu.TMEM((128, 256), jnp.float32)],
                        compiler_params=plgpu.CompilerParams(lowering_semantics=semantics))


def reference(x):
    return x + np.float32(1)
