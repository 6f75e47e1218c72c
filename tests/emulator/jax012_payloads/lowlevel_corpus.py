"""The corpus's low-level kernels (tests/corpus/kernels.json) for jax 0.12's mosaic_gpu API (no TMABarrier: a
Barrier; Warpgroup ops through its mosaic_gpu dialect), with their numpy references."""
import jax
import jax.numpy as jnp
import numpy as np
from jax._src.lib.mlir import ir
from jax._src.lib.mlir.dialects import arith as arith_d
from jax.experimental.mosaic import gpu as mgpu
from jax.experimental.mosaic.gpu import dialect as mgpu_dialect
from jax.experimental.mosaic.gpu.utils import c as const

SHAPE = (64, 128)


def make_lowlevel_tma_square():
    def body(ctx, x_ref, o_ref, smem):
        x_smem, barrier = smem
        t = mgpu.TileTransform((8, 64))
        ctx.async_copy(src_ref=x_ref, dst_ref=x_smem, gmem_transform=t, swizzle=128, barrier=barrier)
        barrier.wait()
        x = mgpu.FragmentedArray.load_tiled(x_smem, swizzle=128)
        (x * x).store_tiled(x_smem, swizzle=128)
        mgpu.commit_shared()
        ctx.async_copy(src_ref=x_smem, dst_ref=o_ref, gmem_transform=t, swizzle=128)
        ctx.await_async_copy(0)

    spec = jax.ShapeDtypeStruct(SHAPE, jnp.float16)
    smem = (jax.ShapeDtypeStruct((8, 2, 8, 64), jnp.float16), mgpu.Barrier(arrival_count=1))
    return mgpu.as_gpu_kernel(body, (1, 1, 1), (128, 1, 1), spec, spec, smem)




def make_lowlevel_wg_double():
    def body(ctx, x_ref, o_ref, smem):
        x_smem, barrier = smem
        i32 = ir.IntegerType.get_signless(32)
        transforms = ir.ArrayAttr.get([mgpu_dialect.TileTransformAttr.get((8, 64)),
                                       mgpu_dialect.SwizzleTransformAttr.get(128)])
        x_smem = mgpu_dialect.with_transforms(x_smem, transforms)
        barrier.arrive_expect_tx(64 * 128 * 2)
        zero = const(0, i32)
        mgpu_dialect.async_load(x_ref, x_smem, [zero, zero], [64, 128], ir.ArrayAttr.get([]),
                                barrier=barrier.as_barrier_memref())
        barrier.wait()
        x = mgpu_dialect.vector_load(x_smem)
        mgpu_dialect.vector_store(arith_d.addf(x, x), x_smem)
        mgpu.commit_shared()
        mgpu_dialect.async_store(x_smem, o_ref, [zero, zero], [64, 128])
        ctx.await_async_copy(0)

    spec = jax.ShapeDtypeStruct(SHAPE, jnp.float16)
    smem = (jax.ShapeDtypeStruct(SHAPE, jnp.float16), mgpu.Barrier(arrival_count=1))
    return mgpu.as_gpu_kernel(body, (1, 1, 1), (128, 1, 1), spec, spec, smem,
                              thread_semantics=mgpu.LoweringSemantics.Warpgroup)


def square(x):
    return (x * x).astype(np.float16)


def double(x):
    return (x + x).astype(np.float16)
