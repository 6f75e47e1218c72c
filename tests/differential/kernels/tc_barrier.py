"""test_arrive_wait_on_tc_barrier (jax 0.10.2, tests/pallas/mosaic_gpu_test.py): ``barrier_arrive``
on a barrier that orders the tensor core (one arrival expected), then ``barrier_wait``. jax
arrives once per warpgroup there; our lowering once arrived from all 128 threads.
Captured by tests/differential/capture.sh (arch 10.0).
"""

import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental.pallas import mosaic_gpu as plgpu


def arrive_wait_on_tc_barrier(semantics=plgpu.LoweringSemantics.Warpgroup):
    def body(out_ref, barrier):
        plgpu.barrier_arrive(barrier)
        plgpu.barrier_wait(barrier)
        out_ref[...] = jnp.ones_like(out_ref)

    return plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                        scratch_types=(plgpu.Barrier(num_arrivals=1, orders_tensor_core=True),),
                        compiler_params=plgpu.CompilerParams(lowering_semantics=semantics))


def reference():
    return np.ones((128,), np.float32)
