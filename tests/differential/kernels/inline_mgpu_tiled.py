"""test_inline_mgpu's first half (jax 0.10.2, tests/pallas/mosaic_gpu_test.py:736): an inline_mgpu
body takes a sliced, tiled (64, 64) and 128-byte-swizzled SMEM ref, reads it with jax's lane-level
``FragmentedArray.load_tiled`` and returns ``x + x + 1`` in the WGMMA layout, which Pallas stores.
The body sees the ref in its tiled form (jax's ``transform_type``), a view mgpu's lowering builds
(custom_primitive.py); jax's own test stores by a TMA copy in a second body, whose descriptor the
captured module does not hold. Captured by tests/differential/capture.sh.
"""

import jax
import jax.experimental.mosaic.gpu as mgpu
import jax.numpy as jnp
import numpy as np
from jax.experimental.pallas import mosaic_gpu as plgpu

SHAPE = (128, 128)
TRANSFORMS = (plgpu.TilingTransform((64, 64)), plgpu.SwizzleTransform(128))


def inline_mgpu_tiled(semantics=plgpu.LoweringSemantics.Warpgroup):
    def body(x_ref, o_ref, smem_ref, barrier):
        plgpu.copy_gmem_to_smem(x_ref, smem_ref, barrier)
        plgpu.barrier_wait(barrier)

        @plgpu.inline_mgpu(arg_types=(plgpu.RefType(TRANSFORMS),),
                           return_type=plgpu.ShapeDtypeStruct(SHAPE, jnp.int16, layout=plgpu.Layout.WGMMA))
        def twice_plus_one(_, ref):
            x = mgpu.FragmentedArray.load_tiled(ref, swizzle=128, is_signed=True)
            one = mgpu.FragmentedArray.splat(mgpu.c(1, x.mlir_dtype), shape=x.shape, layout=x.layout, is_signed=True)
            return x + x + one

        o_ref[...] = twice_plus_one(smem_ref.at[1])

    return plgpu.kernel(body, out_type=jax.ShapeDtypeStruct(SHAPE, jnp.int16),
                        scratch_types=[plgpu.SMEM((2, *SHAPE), jnp.int16, transforms=TRANSFORMS), plgpu.Barrier()],
                        compiler_params=plgpu.CompilerParams(lowering_semantics=semantics))


def reference(x):
    return x[1] + x[1] + np.int16(1)
