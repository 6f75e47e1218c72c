"""Kernels of sub-byte (int4) refs whose SMEM byte addresses come from element counts (jax 0.10.2):
our Warpgroup lowering once computed a TMA gather's SMEM offsets as elements * (4 // 8) = 0 bytes, so
every register of rows landed on the first. Each factory takes ``semantics``; each ``ref_*`` is its
numpy reference. Captured by tests/differential/capture.sh (sm_100a: tile::gather4).
"""

import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu


def gather_i4(semantics=plgpu.LoweringSemantics.Warpgroup):
    """A TMA gather (test_copy_gmem_to_smem_gather's, TMA_INDICES_4) of 8 rows of an int4[16, 512]
    ref, columns [0, 256): two registers of 4 rows, the second 4 rows (512 bytes) further in SMEM."""

    def body(x_ref, idx_ref, o_ref, barrier_ref):
        idxs = plgpu.load(idx_ref, (), layout=plgpu.Layout.TMA_INDICES_4, optimized=False)
        plgpu.copy_gmem_to_smem(x_ref.at[idxs, :256], o_ref, barrier_ref)
        plgpu.barrier_wait(barrier_ref)

    return pl.pallas_call(body, out_shape=jax.ShapeDtypeStruct((8, 256), jnp.int4),
                          in_specs=(pl.BlockSpec(memory_space=plgpu.GMEM), pl.BlockSpec(memory_space=plgpu.GMEM)),
                          out_specs=plgpu.BlockSpec(memory_space=plgpu.SMEM), scratch_shapes=[plgpu.Barrier()],
                          compiler_params=plgpu.CompilerParams(lowering_semantics=semantics))


def ref_gather_i4(x, idx):
    return np.asarray(x)[np.asarray(idx), :256]
