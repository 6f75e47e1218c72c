"""Loads, stores, slices and layouts of jax's mosaic_gpu_test.py (jax-v0.10.2): PallasCallTest.
test_fp8_relayout (:1794), test_get_swap_with_transforms (:1821), test_get_swap_with_swizzle_transform
(:1842), test_swap_scalar_constant (:1872), test_swizzled_dimension_dynamic_slice (:1880), test_check
(:1940), test_scalar_load_store (:1954), test_scalar_broadcast (:1963), test_program_id_in_squashed_grid
(:2025), test_swizzled_blockspec_shapes (:2172), test_tile_slicing (:2416), test_input_output_aliases
(:2441), test_slicing (:2470), test_layout_cast (:2489), test_transposed_layout (:2506),
test_bitcast_convert_type (:2616), test_optimization_barrier (:2630),
test_optimization_barrier_multiple_inputs (:2641)."""

import ml_dtypes
import jax
import jax.numpy as jnp
import numpy as np
from jax import lax
from jax._src import config
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu

from harness import default_transforms, kernel, load, pallas_call, transpose_ref


def reference_identity(*xs):
    return xs[0]


def _fp8_relayout(from_, to):
    def make_kernel(semantics):
        def body(x_ref, o_ref):
            x = load(x_ref, (), layout=plgpu.Layout.TCGEN05_TMEM_NATIVE(from_), optimized=False)
            o_ref[...] = plgpu.layout_cast(x, plgpu.Layout.TCGEN05_TMEM_NATIVE(to))

        return pallas_call(semantics, body, out_shape=jax.ShapeDtypeStruct((128, 32), jnp.float8_e4m3fn))
    return make_kernel


fp8_relayout_from_narrow = _fp8_relayout(4, 8)
fp8_relayout_to_narrow = _fp8_relayout(8, 4)


def normal_fp8():
    return [np.random.default_rng(10).standard_normal((128, 32)).astype(ml_dtypes.float8_e4m3fn)]


def _get_swap(transforms, commit=False):
    """jax's kernel, or (`commit`) its fixed variant: the stores committed before the copy reads them
    (docs/design/jax_tests_uncommitted_smem_race.md)."""
    def make_kernel(semantics):
        def body(x_ref, o_ref, scratch_ref, barrier_ref):
            plgpu.copy_gmem_to_smem(x_ref, scratch_ref, barrier_ref)
            plgpu.barrier_wait(barrier_ref)
            scratch_ref[...] = scratch_ref[...] * 2
            if commit:
                plgpu.commit_smem()
            plgpu.copy_smem_to_gmem(scratch_ref, o_ref)
            plgpu.wait_smem_to_gmem(0)

        return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((128, 128), jnp.int32),
                      scratch_types=[plgpu.SMEM((128, 128), jnp.int32, transforms=transforms), plgpu.Barrier()])
    return make_kernel


get_swap_tiled_1x32 = _get_swap((plgpu.TilingTransform((1, 32)), plgpu.SwizzleTransform(128)))
get_swap_tiled_8x32 = _get_swap((plgpu.TilingTransform((8, 32)), plgpu.SwizzleTransform(128)))
get_swap_untransformed = _get_swap(())
get_swap_tiled_1x32_committed = _get_swap((plgpu.TilingTransform((1, 32)), plgpu.SwizzleTransform(128)), True)
get_swap_untransformed_committed = _get_swap((), True)


def arange_i32_128x128():
    return [np.arange(128 * 128, dtype=np.int32).reshape(128, 128)]


def reference_doubled(x):
    return x * x.dtype.type(2)


def _get_swap_swizzle(transposed, commit=False):
    def make_kernel(semantics):
        def body(x_ref, o_ref, scratch_ref, barrier_ref):
            plgpu.copy_gmem_to_smem(x_ref, scratch_ref, barrier_ref)
            plgpu.barrier_wait(barrier_ref)
            if transposed:
                scratch_ref.T[...] = load(scratch_ref.T, (), layout=plgpu.Layout.WGMMA_TRANSPOSED) * 2
            else:
                scratch_ref[...] = load(scratch_ref, (), layout=plgpu.Layout.WGMMA) * 2
            if commit:
                plgpu.commit_smem()
            plgpu.copy_smem_to_gmem(scratch_ref, o_ref)
            plgpu.wait_smem_to_gmem(0)

        return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((64, 64), jnp.bfloat16),
                      scratch_types=[plgpu.SMEM((64, 64), jnp.bfloat16, transforms=(plgpu.SwizzleTransform(128),)),
                                     plgpu.Barrier()])
    return make_kernel


get_swap_swizzle = _get_swap_swizzle(False)
get_swap_swizzle_transposed = _get_swap_swizzle(True)
get_swap_swizzle_committed = _get_swap_swizzle(False, True)


def arange_bf16_64x64():
    return [np.arange(64 * 64).reshape(64, 64).astype(ml_dtypes.bfloat16)]


def swap_scalar_constant(semantics):
    def body(o_ref):
        o_ref[...] = jnp.array(42)

    return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((), jnp.int32))


def reference_swap_scalar_constant():
    return np.array(42, np.int32)


def swizzled_dimension_dynamic_slice(semantics):
    elems = 32  # a 128-byte swizzle of int32

    def body(src_ref, offset_ref, dst_ref):
        dst_ref[...] = src_ref.at[:, pl.ds(offset_ref[...] * elems, elems)][...]

    return pallas_call(semantics, body, out_shape=jax.ShapeDtypeStruct((64, elems), jnp.int32),
                       in_specs=[plgpu.BlockSpec(memory_space=plgpu.SMEM, transforms=default_transforms(jnp.int32)),
                                 plgpu.BlockSpec(memory_space=plgpu.GMEM)],
                       out_specs=plgpu.BlockSpec(memory_space=plgpu.GMEM))


def inputs_swizzled_dimension_dynamic_slice():
    return [np.arange(64 * 64, dtype=np.int32).reshape(64, 64), np.array(1, np.int32)]


def reference_swizzled_dimension_dynamic_slice(src, offset):
    return src[:, 32 * int(offset):32 * (int(offset) + 1)]


def check(semantics):
    def body(x_ref, o_ref):
        pl.debug_check(jnp.sum(x_ref[...], dtype=jnp.int32) > 0, "x.sum() is negative")
        o_ref[...] = x_ref[...]

    call = pallas_call(semantics, body, out_shape=jax.ShapeDtypeStruct([256], jnp.int32))

    def with_checks(x):
        with config.jax_pallas_enable_debug_checks(True):  # jax's test enables them around its call
            return call(x)
    return with_checks


def arange_i32_256():
    return [np.arange(256, dtype=np.int32)]


def scalar_load_store(semantics):
    def body(src_ref, dst_ref):
        dst_ref[...] = load(src_ref, (), layout=plgpu.Layout.WG_SPLAT)

    return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((), jnp.int32))


def inputs_scalar_load_store():
    return [np.array(42, np.int32)]


def scalar_broadcast(semantics):
    def body(o_ref):
        o_ref[...] = jnp.broadcast_to(jnp.array(42, dtype=jnp.int32), (128,))

    return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((128,), jnp.int32))


def reference_scalar_broadcast():
    return np.full((128,), 42, np.int32)


SQUASHED = (2, 3, 4, 5)


def program_id_in_squashed_grid(semantics):
    def body(o_ref):
        idx, mult = 0, 1
        for axis in reversed(range(len(SQUASHED))):
            idx += pl.program_id(axis) * mult
            mult *= pl.num_programs(axis)
        o_ref[...] = jnp.full(o_ref.shape, idx)

    return pallas_call(semantics, body, out_specs=pl.BlockSpec((1,) * 4 + (128,), lambda *i: (*i, 0)),
                       out_shape=jax.ShapeDtypeStruct([*SQUASHED, 128], jnp.int32), grid=SQUASHED)


def reference_program_id_in_squashed_grid():
    ids = np.arange(np.prod(SQUASHED), dtype=np.int32).reshape(SQUASHED)
    return np.repeat(ids[..., None], 128, axis=-1)


def swizzled_blockspec_shapes(semantics):
    spec = plgpu.BlockSpec((128, 64), lambda *i: i, transforms=default_transforms(jnp.float16))

    def body(x_ref, o_ref):
        o_ref[...] = x_ref[...]

    return pallas_call(semantics, body, in_specs=[spec], out_specs=spec,
                       out_shape=jax.ShapeDtypeStruct((128, 128), jnp.float16), grid=(2, 2))


def arange_f16_128x128():
    return [np.arange(128 * 128).astype(np.float16).reshape(128, 128)]


def tile_slicing(semantics):
    spec = plgpu.BlockSpec(transforms=default_transforms(jnp.uint16))

    def body(x_ref, o_ref):
        def sum_tiles(row, acc):
            for col in range(2):
                acc += x_ref[pl.ds(row * 64, 64), pl.ds(col * 64, 64)]
            return acc
        acc = plgpu.layout_cast(jnp.zeros((64, 64), jnp.uint16), plgpu.Layout.WGMMA)
        o_ref[...] = lax.fori_loop(0, 4, sum_tiles, acc)

    return pallas_call(semantics, body, in_specs=[spec], out_specs=spec,
                       out_shape=jax.ShapeDtypeStruct((64, 64), jnp.uint16))


def inputs_tile_slicing():
    return [np.arange(256 * 128, dtype=np.uint16).reshape(256, 128)]


def reference_tile_slicing(x):
    return x.reshape(4, 64, 2, 64).sum(axis=(0, 2), dtype=np.uint16)


def input_output_aliases(semantics):
    def body(a_ref, b_ref):
        a_ref[...] = jnp.ones_like(a_ref)

    return pl.pallas_call(body, in_specs=[plgpu.BlockSpec(memory_space=plgpu.GMEM)],
                          out_specs=plgpu.BlockSpec(memory_space=plgpu.GMEM), input_output_aliases={0: 0},
                          compiler_params=plgpu.CompilerParams(lowering_semantics=semantics),
                          out_shape=jax.ShapeDtypeStruct((64, 64), jnp.float32))


def inputs_input_output_aliases():
    return [np.zeros((64, 64), np.float32)]


def reference_input_output_aliases(a):
    return np.ones_like(a)


def _rotate(src, dst):
    """The four quadrants, clockwise."""
    top, bottom = slice(None, 64), slice(64, None)
    dst[top, top] = src[bottom, top]
    dst[top, bottom] = src[top, top]
    dst[bottom, bottom] = src[top, bottom]
    dst[bottom, top] = src[bottom, bottom]


def slicing(semantics):
    spec = plgpu.BlockSpec(transforms=default_transforms(jnp.float16))
    return pallas_call(semantics, _rotate, out_shape=jax.ShapeDtypeStruct((128, 128), jnp.float16),
                       in_specs=[spec], out_specs=spec)


def reference_slicing(x):
    out = np.empty_like(x)
    _rotate(x, out)
    return out


def layout_cast(semantics):
    def body(o_ref):
        o_ref[...] = plgpu.layout_cast(jnp.full((256, 64), 42.0, jnp.float32), plgpu.Layout.WGMMA)

    return pallas_call(semantics, body, out_shape=jax.ShapeDtypeStruct((256, 64), jnp.float32))


def reference_layout_cast():
    return np.full((256, 64), 42.0, np.float32)


def _transposed_layout(layout, transposed_layout):
    shape = (256, 192)

    def make_kernel(semantics):
        def body(o_ref):
            iota = plgpu.broadcasted_iota(jnp.float16, shape, 0, layout=layout)
            iota *= shape[1]
            iota += plgpu.broadcasted_iota(jnp.float16, shape, 1, layout=layout)
            transpose_ref(o_ref, (1, 0))[...] = plgpu.layout_cast(iota, transposed_layout)

        return pallas_call(semantics, body, out_shape=jax.ShapeDtypeStruct(shape[::-1], jnp.float16),
                           out_specs=plgpu.BlockSpec(transforms=default_transforms(jnp.float16)))
    return make_kernel


transposed_layout_wgmma = _transposed_layout(plgpu.Layout.WGMMA, plgpu.Layout.WGMMA_TRANSPOSED)
transposed_layout_tcgen05 = _transposed_layout(plgpu.Layout.TCGEN05, plgpu.Layout.TCGEN05_TRANSPOSED)


def reference_transposed_layout():
    # f16 arithmetic as the kernel does it: row * 192 then + column, each rounded to f16
    rows = np.arange(256, dtype=np.float16)[:, None] * np.float16(192)
    return (rows + np.arange(192, dtype=np.float16)[None, :]).T


BITCASTS = {"f32_i32": (np.float32, np.int32), "f32_u32": (np.float32, np.uint32),
            "u32_i32": (np.uint32, np.int32), "i32_u32": (np.int32, np.uint32)}


def _bitcast(in_dtype, out_dtype):
    def make_kernel(semantics):
        out_shape = jax.ShapeDtypeStruct((16, 8), out_dtype)

        def body(x_ref, y_ref):
            y_ref[...] = lax.bitcast_convert_type(x_ref[...], out_dtype)

        return pallas_call(semantics, body, out_shape=out_shape)

    def inputs():
        return [np.arange(16 * 8).astype(in_dtype).reshape(16, 8)]

    def reference(x):
        return x.view(out_dtype)

    return make_kernel, inputs, reference


for _n, (_i, _o) in BITCASTS.items():
    globals()[f"bitcast_{_n}"], globals()[f"inputs_bitcast_{_n}"], globals()[f"reference_bitcast_{_n}"] = (
        _bitcast(_i, _o))


def optimization_barrier(semantics):
    def body(x_ref, o_ref):
        o_ref[...] = lax.optimization_barrier(x_ref[...])

    return pallas_call(semantics, body, out_shape=jax.ShapeDtypeStruct((128,), jnp.float32))


def iota_f32_128():
    return [np.arange(128, dtype=np.float32)]


def optimization_barrier_multiple_inputs(semantics):
    def body(x_ref, y_ref, o_ref):
        x, y = lax.optimization_barrier([x_ref[...], y_ref[...]])
        o_ref[...] = x + y

    return pallas_call(semantics, body, out_shape=jax.ShapeDtypeStruct((128,), jnp.float32))


def inputs_optimization_barrier_multiple_inputs():
    x = np.arange(128, dtype=np.float32)
    return [x, x * 3]


def reference_optimization_barrier_multiple_inputs(x, y):
    return x + y
