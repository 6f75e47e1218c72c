"""Kernels that slice a tiled + swizzled SMEM ref (jax 0.10.2, tests/pallas/mosaic_gpu_test.py):
our Warpgroup lowering once computed their SMEM addresses from the slice's shape instead of the
tiled parent's, silently. Each factory takes ``semantics``; each ``ref_*`` is
its numpy reference. Captured by tests/differential/capture.sh.
"""


import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu


def _transforms(dtype, swizzle=128):
    elems = 8 * swizzle // (jnp.dtype(dtype).itemsize * 8)
    return (plgpu.TilingTransform((8, elems)), plgpu.SwizzleTransform(swizzle))


def _params(semantics):
    return plgpu.CompilerParams(lowering_semantics=semantics)


def slicing(semantics=plgpu.LoweringSemantics.Warpgroup):
    """test_slicing: rotate the four (64, 64) quadrants of a f16[128, 128] clockwise."""
    spec = plgpu.BlockSpec(transforms=_transforms(jnp.float16))
    return pl.pallas_call(_rotate, out_shape=jax.ShapeDtypeStruct((128, 128), jnp.float16),
                          in_specs=[spec], out_specs=spec, compiler_params=_params(semantics))


def _rotate(src, dst):
    top, bottom = slice(None, 64), slice(64, None)
    dst[top, top] = src[bottom, top]
    dst[top, bottom] = src[top, top]
    dst[bottom, bottom] = src[top, bottom]
    dst[bottom, top] = src[bottom, bottom]


def ref_slicing(x):
    out = np.empty_like(x)
    _rotate(x, out)
    return out


def tile_slicing(semantics=plgpu.LoweringSemantics.Warpgroup):
    """test_tile_slicing: the sum of the (64, 64) tiles of a 16-bit [256, 128] ref, sliced by pl.ds
    (i16 where jax's test has u16: the IR is the same signless i16, and mgpu-run reads i16 inputs)."""
    spec = plgpu.BlockSpec(transforms=_transforms(jnp.int16))

    def body(x_ref, o_ref):
        def sum_tiles(row, acc):
            rows = pl.ds(row * 64, 64)
            for col in range(2):
                acc += x_ref[rows, pl.ds(col * 64, 64)]
            return acc

        acc = plgpu.layout_cast(jnp.zeros((64, 64), jnp.int16), plgpu.Layout.WGMMA)
        o_ref[...] = jax.lax.fori_loop(0, 4, sum_tiles, acc)

    return pl.pallas_call(body, out_shape=jax.ShapeDtypeStruct((64, 64), jnp.int16),
                          in_specs=[spec], out_specs=spec, compiler_params=_params(semantics))


def ref_tile_slicing(x):
    return x.reshape(4, 64, 2, 64).sum(axis=(0, 2), dtype=np.int16)


def multiple_indexers(semantics=plgpu.LoweringSemantics.Warpgroup):
    """test_gmem_to_smem_with_multiple_smem_indexers_and_transforms: ``.at[0:64, 32:96].at[:, 0:32]``
    of a (128, 128) i32 block, on a (1, 2) grid (jax's test has (4, 4): fewer CTAs, same slices)."""
    in_spec = plgpu.BlockSpec(block_shape=(128, 128), index_map=lambda i, j: (i, j),
                              memory_space=plgpu.SMEM, transforms=_transforms(jnp.int32))
    out_spec = plgpu.BlockSpec(block_shape=(64, 32), index_map=lambda i, j: (i, j), memory_space=plgpu.SMEM)

    def body(x_ref, o_ref):
        o_ref[...] = x_ref.at[0:64, 32:96].at[:, 0:32][...]

    return pl.pallas_call(body, grid=(1, 2), out_shape=jax.ShapeDtypeStruct((64, 64), jnp.int32),
                          in_specs=(in_spec,), out_specs=out_spec, compiler_params=_params(semantics))


def ref_multiple_indexers(x):
    return np.concatenate([x[:64, b + 32:b + 64] for b in range(0, 256, 128)], axis=1)


def dynamic_swizzled_slice(semantics=plgpu.LoweringSemantics.Warpgroup):
    """test_swizzled_dimension_dynamic_slice: columns [32 k, 32 k + 32) of a 128-byte-swizzled
    i32[64, 64] ref, k read from GMEM."""
    elems = 32
    spec = plgpu.BlockSpec(memory_space=plgpu.SMEM, transforms=_transforms(jnp.int32))
    gmem = plgpu.BlockSpec(memory_space=plgpu.GMEM)

    def body(src_ref, offset_ref, dst_ref):
        dst_ref[...] = src_ref.at[:, pl.ds(offset_ref[...] * elems, elems)][...]

    return pl.pallas_call(body, in_specs=[spec, gmem], out_specs=gmem,
                          out_shape=jax.ShapeDtypeStruct((64, elems), jnp.int32), compiler_params=_params(semantics))


def ref_dynamic_swizzled_slice(src, offset):
    k = int(offset)
    return src[:, 32 * k:32 * k + 32]


def indexing_before_transpose(semantics=plgpu.LoweringSemantics.Warpgroup):
    """test_indexing_before_transpose: TMA of f32[2, 32, 128] into ``transpose_ref(o.at[i], (1, 0, 2))``."""
    def body(x_ref, o_ref, barrier_ref):
        for i in range(2):
            plgpu.copy_gmem_to_smem(x_ref, plgpu.transpose_ref(o_ref.at[i], (1, 0, 2)), barrier_ref)
            plgpu.barrier_wait(barrier_ref)

    return pl.pallas_call(body, out_shape=jax.ShapeDtypeStruct((2, 32, 2, 128), jnp.float32),
                          in_specs=(pl.BlockSpec(memory_space=plgpu.GMEM),),
                          out_specs=plgpu.BlockSpec(memory_space=plgpu.SMEM),
                          scratch_shapes=[plgpu.Barrier()], compiler_params=_params(semantics))


def ref_indexing_before_transpose(x):
    xt = x.transpose(1, 0, 2)
    return np.stack([xt, xt])
