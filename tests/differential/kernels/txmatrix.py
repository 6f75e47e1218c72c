"""A 16-bit value moved between registers (WGMMA layout) and a transposed tiled + swizzled SMEM ref, which jax 0.11.2
and later lower with ``ldmatrix`` / ``stmatrix`` ``.trans`` (``nvvm.ldmatrix`` / ``nvvm.stmatrix`` ``layout = <col>``:
FragmentedArray.transfer_tiled, fragmented_array.py:4688-4752 in the 0.12.0.1 wheel) and mgpu element by element
(mgpu/passes/lowering/vector.py ``by_element``). Captured by tests/differential/capture_release.sh.
"""

import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental.pallas import mosaic_gpu as plgpu

F16 = jnp.float16
TRANSFORMS = (plgpu.TilingTransform((8, 64)), plgpu.SwizzleTransform(128))


def transposed_f16(semantics=plgpu.LoweringSemantics.Warpgroup):
    """x (128, 64) f16 read through x_smem.T (ldmatrix .trans), then o0 = 2 x.T stored as it is (stmatrix) and
    o1 = x + 1 stored through o1_smem.T (stmatrix .trans): the load and the transposed store each checked on their
    own output."""
    def body(x_gmem, o0_gmem, o1_gmem, x_smem, o0_smem, o1_smem, barrier):
        plgpu.copy_gmem_to_smem(x_gmem, x_smem, barrier)
        plgpu.barrier_wait(barrier)
        y = plgpu.load(plgpu.transpose_ref(x_smem, (1, 0)), layout=plgpu.Layout.WGMMA)
        o0_smem[...] = y * 2
        plgpu.transpose_ref(o1_smem, (1, 0))[...] = y + 1
        plgpu.commit_smem()
        plgpu.copy_smem_to_gmem(o0_smem, o0_gmem)
        plgpu.copy_smem_to_gmem(o1_smem, o1_gmem)
        plgpu.wait_smem_to_gmem(0)

    return plgpu.kernel(body, out_type=(jax.ShapeDtypeStruct((64, 128), F16), jax.ShapeDtypeStruct((128, 64), F16)),
                        compiler_params=plgpu.CompilerParams(lowering_semantics=semantics),
                        scratch_types=[plgpu.SMEM((128, 64), F16, transforms=TRANSFORMS),
                                       plgpu.SMEM((64, 128), F16, transforms=TRANSFORMS),
                                       plgpu.SMEM((128, 64), F16, transforms=TRANSFORMS), plgpu.Barrier()])


def ref_transposed_f16(x):
    return x.T * np.float16(2), x + np.float16(1)
