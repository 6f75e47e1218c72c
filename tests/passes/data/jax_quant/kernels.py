"""The pieces of tokamax's quantized ragged dots (tokamax 0.0.17, pallas_mosaic_gpu_kernel_sm90_quant.py) that
jax 0.12.0.1 lowers and jax 0.10.2 has not, as small kernels, captured in Warpgroup semantics with mgpu-capture
and printed again by mgpu-opt (which drops the source locations):

    PYTHONPATH=$PWD .venv-tk17/bin/python -m mgpu.tools.mgpu_capture \\
        tests/passes/data/jax_quant/kernels.py:dequant_i4 --arg 'int4[64,128]' --reference dequant \\
        --no-generic --output-dir OUT
    PYTHONPATH=$PWD .venv-tk17/bin/python -m mgpu.tools.mgpu_opt --jax 0.12.0.1 \\
        OUT/dequant_i4.wg.wg_dialect.mlir -o tests/passes/data/jax_quant/dequant_i4.wg_dialect.mlir

- ``dequant_<type>``: a tile loaded in an upcast layout (``WGMMA_UPCAST_4X`` for int4, ``WGMMA_UPCAST_2X``
  otherwise), cast to ``WGMMA`` (a relayout), converted to bf16, stored: out = x (``--arg 'i8[64,128]'``,
  ``'bf16[64,128]'``);
- ``store_transposed_swizzled``: a tile stored transposed into an untiled ref swizzled by 128 bytes
  (``transforms=(SwizzleTransform(128),)``, tokamax's ``o_smem``), copied out by TMA: out = x.T.
"""

import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental.pallas import mosaic_gpu as plgpu


def _kernel(body, shape, scratch):
    return plgpu.kernel(body, out_type=jax.ShapeDtypeStruct(shape, jnp.bfloat16), scratch_types=scratch,
                        compiler_params=plgpu.CompilerParams(lowering_semantics=plgpu.LoweringSemantics.Warpgroup))


def _dequant(dtype, layout, swizzle):
    def body(x_gmem, o_gmem, x_smem, o_smem, bar):
        plgpu.copy_gmem_to_smem(x_gmem, x_smem, bar)
        plgpu.barrier_wait(bar)
        o_smem[...] = plgpu.layout_cast(plgpu.load(x_smem, layout=layout), plgpu.Layout.WGMMA).astype(jnp.bfloat16)
        plgpu.commit_smem()
        plgpu.copy_smem_to_gmem(o_smem, o_gmem)
        plgpu.wait_smem_to_gmem(0)
    tile = swizzle * 8 // jnp.iinfo(dtype).bits if jnp.issubdtype(dtype, jnp.integer) else swizzle // 2
    return _kernel(body, (64, 128), [
        plgpu.SMEM((64, 128), dtype, transforms=(plgpu.TilingTransform((8, tile)), plgpu.SwizzleTransform(swizzle))),
        plgpu.SMEM((64, 128), jnp.bfloat16, transforms=(plgpu.TilingTransform((8, 64)), plgpu.SwizzleTransform(128))),
        plgpu.Barrier()])


def dequant_i4():
    return _dequant(jnp.int4, plgpu.Layout.WGMMA_UPCAST_4X, 64)


def dequant_i8():
    return _dequant(jnp.int8, plgpu.Layout.WGMMA_UPCAST_2X, 128)


def dequant_bf16():
    return _dequant(jnp.bfloat16, plgpu.Layout.WGMMA_UPCAST_2X, 128)


def dequant(x):
    return x.astype(np.float32)


def store_transposed_swizzled():
    def body(x_gmem, o_gmem, x_smem, o_smem, bar):
        plgpu.copy_gmem_to_smem(x_gmem, x_smem, bar)
        plgpu.barrier_wait(bar)
        o_smem.T[...] = plgpu.layout_cast(plgpu.load(x_smem, layout=plgpu.Layout.WGMMA),
                                          plgpu.Layout.WGMMA_TRANSPOSED)
        plgpu.commit_smem()
        plgpu.copy_smem_to_gmem(o_smem, o_gmem)
        plgpu.wait_smem_to_gmem(0)
    return _kernel(body, (64, 64), [
        plgpu.SMEM((64, 64), jnp.bfloat16, transforms=(plgpu.TilingTransform((8, 64)), plgpu.SwizzleTransform(128))),
        plgpu.SMEM((64, 64), jnp.bfloat16, transforms=(plgpu.SwizzleTransform(128),)),
        plgpu.Barrier()])


def transposed(x):
    return x.T
