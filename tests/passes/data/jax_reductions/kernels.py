"""Reductions as in jax's tests/pallas/mosaic_gpu_test.py (test_reduce_with_layout,
test_cross_warp_reduction at jax-v0.10.2), captured in Warpgroup semantics with mgpu-capture:

    PYTHONPATH=$PWD /work/venv-jax/bin/python -m mgpu.tools.mgpu_capture \\
        tests/passes/data/jax_reductions/kernels.py:wgmma_sum_float32_0 --arg 'f32[128,128]' \\
        --semantics warpgroup --no-generic --output-dir OUT

``<layout>_<op>_<dtype>_<axis>``: ``y = op(load(x, layout), axis)``; ``total``: the sum of all of x
(a WGStridedFragLayout vector), broadcast. tests/passes/test_lower_vs_jax_payload.py keeps the
wg_dialect stage and the gzipped payload of a few.
"""

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu

LAYOUTS = {"wgmma": plgpu.Layout.WGMMA, "native1": plgpu.Layout.TCGEN05_TMEM_NATIVE(1),
           "native4": plgpu.Layout.TCGEN05_TMEM_NATIVE(4)}
OPS = {"sum": jnp.sum, "max": jnp.max, "min": jnp.min}


def make(layout, op, dtype, axis, semantics=plgpu.LoweringSemantics.Warpgroup):
    def body(x_ref, y_ref):
        x = plgpu.load(x_ref, (), layout=LAYOUTS[layout], optimized=False)
        y_ref[...] = OPS[op](x, axis=axis)
    return pl.pallas_call(body, out_shape=jax.ShapeDtypeStruct((128,), jnp.dtype(dtype)),
                          compiler_params=plgpu.CompilerParams(lowering_semantics=semantics))


def _factory(key):
    def factory(semantics=plgpu.LoweringSemantics.Warpgroup):
        return make(*key, semantics=semantics)
    return factory


for _l in LAYOUTS:
    for _o in OPS:
        for _d in ("float32", "float16", "int32"):
            for _a in (0, 1):
                globals()[f"{_l}_{_o}_{_d}_{_a}"] = _factory((_l, _o, _d, _a))


def total(semantics=plgpu.LoweringSemantics.Warpgroup):
    def body(x_ref, o_ref):
        o_ref[...] = jnp.broadcast_to(jnp.sum(x_ref[...]), (128, 128))
    return pl.pallas_call(body, out_shape=jax.ShapeDtypeStruct((128, 128), jnp.float32),
                          compiler_params=plgpu.CompilerParams(lowering_semantics=semantics))
