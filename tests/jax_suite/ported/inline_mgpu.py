"""plgpu.inline_mgpu (jax's Mosaic GPU Python API inside a Pallas kernel), from jax's mosaic_gpu_test.py
(jax-v0.10.2), PallasCallTest: test_inline_mgpu_layout_args (:822), test_inline_mgpu_scalar_args (:856),
test_squeeze_to_scalar (:609), test_cond_constant_output (:2378), test_inline_mgpu (:736)."""

import jax
import jax.experimental.mosaic.gpu as mgpu
import jax.numpy as jnp
import ml_dtypes
import numpy as np
from jax import lax
from jax._src.lib.mlir import ir
from jax._src.lib.mlir.dialects import memref as memref_dialect
from jax.experimental.pallas import mosaic_gpu as plgpu

from harness import kernel, load

F32 = jnp.float32


def splat_f32(value, shape):
    """jnp.full(shape, value, f32) built by inline_mgpu, which jax cannot fold away (jax's _array_splat, :132)."""
    @plgpu.inline_mgpu(return_type=plgpu.ShapeDtypeStruct(shape, F32, layout=plgpu.Layout.WG_SPLAT(shape)))
    def make(_):
        return mgpu.FragmentedArray.splat(mgpu.c(value, ir.F32Type.get()), shape)
    return make()


def _layout_args(layout):
    shape = (128, 128)

    def make_kernel(semantics):
        def body(x_ref, scale_ref, o_ref):
            x = load(x_ref, (), layout=layout, optimized=False).astype(scale_ref.dtype)
            scale = load(scale_ref, (), layout=layout.reduce(1), optimized=False)

            @plgpu.inline_mgpu(arg_types=(layout, layout.reduce(1)),
                               return_type=plgpu.ShapeDtypeStruct(shape, jnp.bfloat16, layout=layout))
            def scaled(_, x_fa, scale_fa):
                return scale_fa.broadcast_in_dim(shape, [0], layout=layout.to_mgpu()) * x_fa

            o_ref[...] = scaled(x, scale)

        return kernel(semantics, body, out_type=jax.ShapeDtypeStruct(shape, jnp.bfloat16))
    return make_kernel


for _n, _layout in (("wgmma", plgpu.Layout.WGMMA), ("wgmma_upcast_2x", plgpu.Layout.WGMMA_UPCAST_2X),
                    ("wgmma_upcast_4x", plgpu.Layout.WGMMA_UPCAST_4X), ("tcgen05", plgpu.Layout.TCGEN05)):
    globals()[f"inline_mgpu_layout_args_{_n}"] = _layout_args(_layout)


def inputs_inline_mgpu_layout_args():
    """jax's test: int8 in [-10, 10), bf16 row scales in [-100, 100)."""
    rng = np.random.default_rng(0)
    return [rng.integers(-10, 10, size=(128, 128)).astype(np.int8),
            rng.uniform(-100, 100, size=128).astype(np.float32).astype(ml_dtypes.bfloat16)]


def reference_inline_mgpu_layout_args(x, scale):
    return x.astype(ml_dtypes.bfloat16) * np.broadcast_to(scale[:, None], x.shape)


def inline_mgpu_scalar_args(semantics):
    def body(o_ref):
        @plgpu.inline_mgpu(arg_types=(plgpu.RefType(), plgpu.Layout.WG_SPLAT))
        def write(_, ref, value):
            memref_dialect.store(value.registers.item(), ref, [])
        write(o_ref, jnp.array(42.0, dtype=F32))

    return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((), F32))


def reference_forty_two():
    return np.array(42.0, np.float32)


def squeeze_to_scalar(semantics):
    def body(o_ref):
        o_ref[...] = lax.squeeze(splat_f32(42, (1, 1, 1)), dimensions=(0, 1, 2))

    return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((), F32))


def cond_constant_output(semantics):
    def body(x_ref, o_ref):
        # a FragmentedArray on one side, a scalar on the other (a regression test of jax's)
        o_ref[...] = lax.cond(x_ref[...] < 1.0, lambda: jnp.float32(1.0), lambda: splat_f32(1.0, ()))

    return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((), F32))


def inputs_cond_constant_output():
    return [np.array(0, np.float32)]


def reference_cond_constant_output(x):
    return np.array(1.0, np.float32)


def _inline_mgpu(dtype):
    """test_inline_mgpu: inline_mgpu bodies take a tiled, swizzled SMEM ref (sliced before, or inside,
    the body), load it as a FragmentedArray, return x + x + 1 (WGMMA layout), and store it back by TMA."""
    shape = (128, 128)
    tile = (64, 128 // np.dtype(dtype).itemsize)
    transforms = (plgpu.TilingTransform(tile), plgpu.SwizzleTransform(128))
    is_signed = mgpu.utils.is_signed(dtype)

    def make_kernel(semantics):
        def body(x_ref, o_ref, smem_ref, barrier):
            plgpu.copy_gmem_to_smem(x_ref, smem_ref, barrier)
            plgpu.barrier_wait(barrier)

            @plgpu.inline_mgpu(arg_types=(plgpu.RefType(transforms),),
                               return_type=plgpu.ShapeDtypeStruct(shape, dtype, layout=plgpu.Layout.WGMMA))
            def twice_plus_one(_, ref):
                x = mgpu.FragmentedArray.load_tiled(ref, swizzle=128, is_signed=is_signed)
                one = mgpu.FragmentedArray.splat(mgpu.c(1, x.mlir_dtype), shape=x.shape, layout=x.layout,
                                                 is_signed=is_signed)
                return x + x + one

            arr = twice_plus_one(smem_ref.at[0])

            @plgpu.inline_mgpu(arg_types=(plgpu.Layout.WGMMA, plgpu.RefType(transforms), plgpu.RefType()))
            def store(ctx, arr, ref, out):
                sliced = mgpu.memref_slice(ref, (0,))
                arr.store_tiled(sliced, swizzle=128)
                mgpu.commit_shared()
                ctx.async_copy(src_ref=sliced, dst_ref=out, swizzle=128, gmem_transform=(mgpu.TileTransform(tile)))
                ctx.await_async_copy(0)
                with mgpu.utils.when(mgpu.utils.single_thread_predicate()):  # jax's nested-block check
                    pass

            store(arr, smem_ref, o_ref)

        return kernel(semantics, body, out_type=jax.ShapeDtypeStruct(shape, dtype),
                      scratch_types=[plgpu.SMEM((2, *shape), dtype, transforms=transforms), plgpu.Barrier()])
    return make_kernel


for _n, _dtype in (("bf16", jnp.bfloat16), ("i16", jnp.int16), ("u16", jnp.uint16)):
    globals()[f"inline_mgpu_{_n}"] = _inline_mgpu(_dtype)


def _inputs_inline_mgpu(dtype):
    """jax's test: uniform in [-10, 10) (wrapped to u16 through i16)."""
    x = np.random.default_rng(0).uniform(-10, 10, size=(2, 128, 128))
    return lambda: [x.astype(np.int16).astype(dtype) if np.dtype(dtype).kind in "iu" else x.astype(dtype)]


inputs_inline_mgpu_bf16 = _inputs_inline_mgpu(ml_dtypes.bfloat16)
inputs_inline_mgpu_i16 = _inputs_inline_mgpu(np.int16)
inputs_inline_mgpu_u16 = _inputs_inline_mgpu(np.uint16)


def reference_inline_mgpu(x):
    return x[0] + x[0] + x.dtype.type(1)
