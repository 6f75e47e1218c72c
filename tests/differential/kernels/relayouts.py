"""Relayouts between tiled layouts (``plgpu.layout_cast``, jax 0.10.2 ``FragmentedArray.to_layout``):
16-bit values WGMMA -> WGMMA_TRANSPOSED, stored through a transposed tiled SMEM ref (the ``prmt``
path; jax's test_transposed_layout, smaller), and 32-bit ones loaded through a transposed ref in
WGMMA_TRANSPOSED and relaid out to WGMMA (the ``select`` path). Captured by
tests/differential/capture.sh.
"""

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu

SHAPE = (64, 128)


def _call(body, shape, dtype, semantics, scratch=()):
    return pl.pallas_call(body, out_shape=jax.ShapeDtypeStruct(shape, dtype), scratch_shapes=scratch,
                          compiler_params=plgpu.CompilerParams(lowering_semantics=semantics))


def transpose_f16(semantics=plgpu.LoweringSemantics.Warpgroup):
    """x (64, 128) f16 in WGMMA, relaid out to WGMMA_TRANSPOSED, stored transposed: o = x.T."""
    def body(x_ref, o_ref):
        x = plgpu.load(x_ref, (), layout=plgpu.Layout.WGMMA, optimized=False)
        o_t = plgpu.transpose_ref(o_ref, (1, 0))
        o_t[...] = plgpu.layout_cast(x, plgpu.Layout.WGMMA_TRANSPOSED)

    return _call(body, SHAPE[::-1], jnp.float16, semantics)


def ref_transpose_f16(x):
    return x.T


def transposed_f32(semantics=plgpu.LoweringSemantics.Warpgroup):
    """x (128, 64) f32 read transposed in WGMMA_TRANSPOSED, relaid out to WGMMA: o = x.T."""
    def body(x_ref, o_ref):
        x_t = plgpu.transpose_ref(x_ref, (1, 0))
        x = plgpu.load(x_t, (), layout=plgpu.Layout.WGMMA_TRANSPOSED, optimized=False)
        o_ref[...] = plgpu.layout_cast(x, plgpu.Layout.WGMMA)

    return _call(body, SHAPE, jnp.float32, semantics)


def ref_transposed_f32(x):
    return x.T
