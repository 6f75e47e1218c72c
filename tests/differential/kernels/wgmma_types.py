"""wgmma beyond 64 x N f32 of f16: 128-row accumulators (A K-major and transposed), f16
accumulators, i32 accumulators of s8, tf32 and e4m3 operands (jax 0.10.2's test_realistic_matmul, test_wgmma_registers,
test_wgmma_registers_init, test_wgmma_integer, test_wgmma (f32), test_wgmma_registers_8bit, in
smaller shapes). Captured by tests/differential/capture.sh; mixed_fp8 (jax 0.11's test_wgmma_mixed_fp8, smaller) by
capture_release.sh: jax 0.10.2 refuses its operands.
"""

import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu


def _params(semantics):
    return plgpu.CompilerParams(lowering_semantics=semantics)


def _spec(dtype, swizzle=128):
    cols = swizzle // jnp.dtype(dtype).itemsize
    return plgpu.BlockSpec(transforms=(plgpu.TilingTransform((8, cols)), plgpu.SwizzleTransform(swizzle)))


def _kernel(mma, acc_shape, acc_dtype, dtype, semantics, swizzle=128):
    """Two whole-array SMEM operands of ``dtype``; ``mma(acc_ref, a_ref, b_ref)`` on a zero
    accumulator, returned."""
    def body(a_ref, b_ref, o_ref):
        def scope(acc_ref):
            mma(acc_ref, a_ref, b_ref)
            return acc_ref[...]

        o_ref[...] = pl.run_scoped(scope, plgpu.ACC(acc_shape, acc_dtype))

    return pl.pallas_call(body, in_specs=[_spec(dtype, swizzle)] * 2,
                          out_shape=jax.ShapeDtypeStruct(acc_shape, acc_dtype), compiler_params=_params(semantics))


def _t(ref):
    return plgpu.transpose_ref(ref, (1, 0))


def acc_rows_128(semantics=plgpu.LoweringSemantics.Warpgroup):
    """f16 (128, 64) @ (64, 64) into a (128, 64) f32 accumulator: two groups of 64 rows."""
    return _kernel(lambda acc, a, b: plgpu.wgmma(acc, a, b), (128, 64), jnp.float32, jnp.float16, semantics)


def acc_rows_128_lhs_t(semantics=plgpu.LoweringSemantics.Warpgroup):
    """As acc_rows_128 with A given as its (64, 128) transpose: an M-major A (imm-trans-a 1)."""
    return _kernel(lambda acc, a, b: plgpu.wgmma(acc, _t(a), b), (128, 64), jnp.float32, jnp.float16, semantics)


def registers_a_rows_128(semantics=plgpu.LoweringSemantics.Warpgroup):
    """As acc_rows_128 with A loaded into registers (``a_ref[...]``): each group its 64 rows' words."""
    return _kernel(lambda acc, a, b: plgpu.wgmma(acc, a[...], b), (128, 64), jnp.float32, jnp.float16, semantics)


def s8_operands(semantics=plgpu.LoweringSemantics.Warpgroup):
    """s8 (64, 128) @ transpose(s8 (32, 128)) into i32 (64, 32)."""
    return _kernel(lambda acc, a, b: plgpu.wgmma(acc, a, _t(b)), (64, 32), jnp.int32, jnp.int8, semantics)


def tf32_operands(semantics=plgpu.LoweringSemantics.Warpgroup):
    """f32 (64, 32) @ transpose(f32 (32, 32)): jax's tf32 wgmma, four K steps of 8."""
    return _kernel(lambda acc, a, b: plgpu.wgmma(acc, a, _t(b)), (64, 32), jnp.float32, jnp.float32, semantics)


def e4m3_registers(semantics=plgpu.LoweringSemantics.Warpgroup):
    """e4m3 A (64, 64) in registers (the WGMMA_8BIT layout) @ transpose(e4m3 (32, 64)), 64-byte swizzle."""
    def mma(acc, a, b):
        plgpu.wgmma(acc, plgpu.load(a, (), layout=plgpu.Layout.WGMMA_8BIT), _t(b))

    return _kernel(mma, (64, 32), jnp.float32, jnp.float8_e4m3fn, semantics, swizzle=64)


def mixed_fp8(semantics=plgpu.LoweringSemantics.Warpgroup):
    """e4m3 (64, 64) @ transpose(e5m2 (32, 64)) into f32 (64, 32), 64-byte swizzle: the FP8 pair mixes (PTX ISA
    §9.7.15.5.1)."""
    def body(a_ref, b_ref, o_ref, a_smem, b_smem, barrier):
        for gmem, smem in ((a_ref, a_smem), (b_ref, b_smem)):
            plgpu.copy_gmem_to_smem(gmem, smem, barrier)
            plgpu.barrier_wait(barrier)

        def scope(acc_ref):
            plgpu.wgmma(acc_ref, a_smem, _t(b_smem))
            return acc_ref[...]
        o_ref[...] = pl.run_scoped(scope, plgpu.ACC((64, 32), jnp.float32))

    smem = [plgpu.SMEM(shape, dtype, transforms=_spec(dtype, swizzle=64).transforms)
            for shape, dtype in (((64, 64), jnp.float8_e4m3fn), ((32, 64), jnp.float8_e5m2))]
    return plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((64, 32), jnp.float32), compiler_params=_params(semantics),
                        scratch_types=[*smem, plgpu.Barrier()])


def f16_accumulator(semantics=plgpu.LoweringSemantics.Warpgroup):
    """acc (f16 (64, 64), from the third input) += f16 A (64, 64) in registers @ B (64, 64)."""
    def body(a_ref, b_ref, i_ref, o_ref):
        def scope(acc_ref):
            plgpu.wgmma(acc_ref, a_ref[...], b_ref)
        o_ref[...] = pl.run_state(scope)(plgpu.ACC.init(i_ref[...]))

    return pl.pallas_call(body, in_specs=[_spec(jnp.float16)] * 3,
                          out_shape=jax.ShapeDtypeStruct((64, 64), jnp.float16), compiler_params=_params(semantics))


def _f64(x):
    return x.astype(np.float64)


def ref_matmul(a, b):
    return (_f64(a) @ _f64(b)).astype(np.float32)


def ref_matmul_lhs_t(a, b):
    return (_f64(a).T @ _f64(b)).astype(np.float32)


def ref_matmul_rhs_t(a, b):
    if a.dtype == np.int8:
        return a.astype(np.int32) @ b.T.astype(np.int32)
    return (_f64(a) @ _f64(b).T).astype(np.float32)


def ref_f16_accumulator(a, b, i):
    return (_f64(a) @ _f64(b) + _f64(i)).astype(np.float16)
