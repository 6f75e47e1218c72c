"""A contiguous copy of more elements than a TMA box holds (512 i8, jax 0.11's test_pipeline_oob_mode without its
pipeline): a load that may read out of bounds unfilled (OOBFillMode.UNDEFINED) and a store, each one cp.async.bulk of
the slice's bytes in jax's lowering (launch_context.py:1832-1917 in the 0.12.0.1 wheel) and in mgpu's
(mgpu/passes/lowering/bulk_copy.py). Captured by tests/differential/capture_release.sh: jax 0.10.2 has no such copy."""

import jax
import jax.numpy as jnp
from jax.experimental.pallas import mosaic_gpu as plgpu

N = 512


def undefined_oob_i8(semantics=plgpu.LoweringSemantics.Warpgroup):
    def body(x_ref, o_ref, smem, barrier):
        plgpu.copy_gmem_to_smem(x_ref, smem, barrier, oob_mode=plgpu.OOBFillMode.UNDEFINED)
        plgpu.barrier_wait(barrier)
        plgpu.copy_smem_to_gmem(smem, o_ref)
        plgpu.wait_smem_to_gmem(0)

    return plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((N,), jnp.int8),
                        compiler_params=plgpu.CompilerParams(lowering_semantics=semantics),
                        scratch_types=[plgpu.SMEM((N,), jnp.int8), plgpu.Barrier()])


def reference(x):
    return x
