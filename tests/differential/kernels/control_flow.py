"""Warpgroup vectors carried through control flow (jax 0.10.2): an ``scf.while`` (``lax.while_loop``)
and an ``scf.index_switch`` (a ``lax.cond`` on the program id) carrying a WGMMA-layout f32 vector. Captured by tests/differential/capture.sh.
"""

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu

BLOCK = (64, 64)


def carried_wgmma(semantics=plgpu.LoweringSemantics.Warpgroup):
    """Block i of x (128, 64): acc = 8 x + 7 x by three steps of acc = 2 acc + x, then acc + 1 in
    block 0 and acc * 3 in block 1."""
    def body(x_ref, o_ref):
        x = plgpu.load(x_ref, (), layout=plgpu.Layout.WGMMA, optimized=False)
        _, acc = lax.while_loop(lambda c: c[0] < 3, lambda c: (c[0] + 1, c[1] * 2.0 + x), (0, x))
        o_ref[...] = lax.cond(pl.program_id(0) == 0, lambda: acc + 1.0, lambda: acc * 3.0)

    spec = pl.BlockSpec(BLOCK, lambda i: (i, 0))
    return pl.pallas_call(body, out_shape=jax.ShapeDtypeStruct((128, 64), jnp.float32), grid=(2,),
                          in_specs=[spec], out_specs=spec,
                          compiler_params=plgpu.CompilerParams(lowering_semantics=semantics))


def ref_carried_wgmma(x):
    acc = x
    for _ in range(3):
        acc = acc * np.float32(2) + x
    return np.concatenate([acc[:64] + np.float32(1), acc[64:] * np.float32(3)])
