"""A Pallas kernel with a cluster-multicast TMA load (captured by mgpu-capture into this folder).

    out[2g + r] = x[g] * (r + 1)     x: f32[2, 64, 128], out: f32[4, 64, 128]

A grid of 2 clusters of 2 CTAs: the two CTAs of cluster g share x[g], loaded with
``copy_gmem_to_smem(..., collective_axes="c")`` (each CTA issues half the tile, multicast into both).

    mgpu-capture tests/emulator/multicast/multicast_kernel.py:make_kernel --arg f32[2,64,128] \\
        --reference reference --semantics lane --name multicast --output-dir OUT

(and ``--semantics warpgroup``; tests/emulator/test_multicast.py keeps the two payloads,
multicast.{lane,wg}.payload.mlir, and makes its own input).
"""

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax
from jax.experimental.pallas import mosaic_gpu as plgpu

TILE = (64, 128)


def make_kernel(semantics=plgpu.LoweringSemantics.Lane):
    def body(x_ref, o_ref, x_smem, o_smem, bar):
        g = lax.axis_index("g")
        r = lax.axis_index("c")
        plgpu.copy_gmem_to_smem(x_ref.at[g], x_smem, bar, collective_axes="c")
        plgpu.barrier_wait(bar)
        o_smem[...] = x_smem[...] * (r + 1).astype(jnp.float32)
        plgpu.commit_smem()
        plgpu.copy_smem_to_gmem(o_smem, o_ref.at[2 * g + r])
        plgpu.wait_smem_to_gmem(0)

    return plgpu.kernel(
        body,
        out_shape=jax.ShapeDtypeStruct((4, *TILE), jnp.float32),
        grid=(2,), grid_names=("g",), cluster=(2,), cluster_names=("c",),
        scratch_shapes=[plgpu.SMEM(TILE, jnp.float32), plgpu.SMEM(TILE, jnp.float32),
                        plgpu.Barrier(num_arrivals=1)],
        compiler_params=plgpu.CompilerParams(lowering_semantics=semantics),
    )


def reference(x):
    return np.stack([x[g] * np.float32(r + 1) for g in range(2) for r in range(2)])
