"""``plgpu.mma`` with the four warps split between M and N (jax 0.11+'s ``MMALayouts(m_warps=...)``), captured
in Warpgroup semantics with mgpu-capture and jax 0.12.0.1:

    PYTHONPATH=$PWD .venv-jax012/bin/python -m mgpu.tools.mgpu_capture \\
        tests/passes/data/jax_mma_warps/kernels.py:mma_m32_n16 --arg 'bf16[32,32]' --arg 'bf16[16,32]' \\
        --arg 'f32[32,16]' --semantics warpgroup --no-generic --output-dir OUT

``mma_mM_nN``: D (M x N f32) = A (M x 32 bf16) B.T + C, B given (N, 32); m_warps = M / 16 (2 or 1).
tests/passes/test_lower_vs_jax_payload.py keeps the wg_dialect stage and the gzipped payload of each.
"""

import jax
import jax.numpy as jnp
from jax.experimental.pallas import mosaic_gpu as plgpu


def _mma(m, n):
    m_warps = m // 16
    layout = {"m_warps": m_warps}

    def body(a_ref, b_ref, c_ref, o_ref):
        c = plgpu.load(c_ref, layout=plgpu.Layout.MMA_ACC(jnp.dtype(jnp.bfloat16), **layout), optimized=False)
        a = plgpu.load(a_ref, layout=plgpu.Layout.MMA_LHS(jnp.dtype(jnp.bfloat16), **layout), optimized=False)
        b = plgpu.load(b_ref.T, layout=plgpu.Layout.MMA_RHS(jnp.dtype(jnp.bfloat16), **layout), optimized=False)
        o_ref[...] = plgpu.mma(c, a, b)

    return plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((m, n), jnp.float32),
                        compiler_params=plgpu.CompilerParams(lowering_semantics=plgpu.LoweringSemantics.Warpgroup))


mma_m32_n16 = _mma(32, 16)
mma_m16_n32 = _mma(16, 32)
