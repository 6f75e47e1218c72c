"""wgmma on slices of tiled + swizzled SMEM operands (jax 0.10.2, tests/pallas/mosaic_gpu_test.py),
and the pattern of ``hopper_matmul_mgpu`` with ``wg_dimension=N`` without its warp specialisation:
B sliced at a dynamic column offset. Captured by tests/differential/capture.sh.
"""

import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu

F16_TRANSFORMS = (plgpu.TilingTransform((8, 64)), plgpu.SwizzleTransform(128))


def _params(semantics):
    return plgpu.CompilerParams(lowering_semantics=semantics)


def dynamic_b_columns(semantics=plgpu.LoweringSemantics.Warpgroup):
    """out[:, 64 j : 64 j + 64] = a @ b[:, 64 j : 64 j + 64] with j = program_id: a dynamic column
    slice of B's (8, 64)-tiled SMEM ref, as each compute warpgroup of hopper_matmul takes."""
    def body(a_ref, b_ref, o_ref):
        cols = pl.ds(pl.program_id(0) * 64, 64)

        def scope(acc_ref):
            plgpu.wgmma(acc_ref, a_ref, b_ref.at[:, cols])
            return acc_ref[...]

        o_ref[...] = pl.run_scoped(scope, plgpu.ACC((64, 64), jnp.float32))

    whole = plgpu.BlockSpec((128, 128), lambda j: (0, 0), transforms=F16_TRANSFORMS)
    return pl.pallas_call(body, grid=(2,), in_specs=[plgpu.BlockSpec((64, 128), lambda j: (0, 0),
                                                                     transforms=F16_TRANSFORMS), whole],
                          out_specs=plgpu.BlockSpec((64, 64), lambda j: (0, j)),
                          out_shape=jax.ShapeDtypeStruct((64, 128), jnp.float32), compiler_params=_params(semantics))


def _wgmma_kernel(mma, cols: int, semantics):
    """A kernel of two whole-array SMEM operands that runs ``mma(acc_ref, a_ref, b_ref)`` on an f32
    (64, cols) accumulator and returns it."""
    def body(a_ref, b_ref, o_ref):
        def scope(acc_ref):
            mma(acc_ref, a_ref, b_ref)
            return acc_ref[...]

        o_ref[...] = pl.run_scoped(scope, plgpu.ACC((64, cols), jnp.float32))

    spec = plgpu.BlockSpec(transforms=F16_TRANSFORMS)
    return pl.pallas_call(body, in_specs=[spec, spec], out_shape=jax.ShapeDtypeStruct((64, cols), jnp.float32),
                          compiler_params=_params(semantics))


def sliced_ref(semantics=plgpu.LoweringSemantics.Warpgroup):
    """test_wgmma_sliced_ref: ``wgmma(acc, a.at[0], b.at[0])`` of f16[2, 64, 128] and f16[2, 128, 64]
    (jax's test has 192 columns: the same slices, a smaller payload)."""
    return _wgmma_kernel(lambda acc, a, b: plgpu.wgmma(acc, a.at[0], b.at[0]), 64, semantics)


def sliced_acc_flip(semantics=plgpu.LoweringSemantics.Warpgroup):
    """test_wgmma_sliced_acc_flip: two wgmmas into the halves of the accumulator, B's halves swapped
    (halves of 64 columns where jax's test has 128)."""
    def mma(acc, a, b):
        plgpu.wgmma(acc.at[:, :64], a, b.at[:, 64:])
        plgpu.wgmma(acc.at[:, 64:], a, b.at[:, :64])

    return _wgmma_kernel(mma, 128, semantics)


def registers_a(semantics=plgpu.LoweringSemantics.Warpgroup):
    """test_wgmma_registers: A loaded into registers (``a_ref[...]``), B in SMEM (64 columns where
    jax's test has 192)."""
    return _wgmma_kernel(lambda acc, a, b: plgpu.wgmma(acc, a[...], b), 64, semantics)


def _f32_matmul(a, b):
    return a.astype(np.float32) @ b.astype(np.float32)


def ref_dynamic_b_columns(a, b):
    return _f32_matmul(a, b)


def ref_sliced_ref(a, b):
    return _f32_matmul(a[0], b[0])


def ref_sliced_acc_flip(a, b):
    return np.concatenate([_f32_matmul(a, b[:, 64:]), _f32_matmul(a, b[:, :64])], axis=1)


def ref_registers_a(a, b):
    return _f32_matmul(a, b)
