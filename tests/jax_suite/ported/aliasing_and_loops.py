"""SMEM ref unions and nd_loop, from jax's mosaic_gpu_test.py (jax-v0.10.2), PallasCallTest:
test_smem_aliasing_works_basic (:2654), test_smem_aliasing_refunions_in_wg_semantics_can_have_distinct_transforms
(:2709), test_smem_aliasing_works_with_subbyte_dtypes (:2761), test_smem_aliasing_works_for_quantization (:2812),
test_loading_from_ref_union_works (:2877), test_nd_loop_with_carry (:2904), test_nd_loop (:2952) (a sample of
their sm_steps x tiling x dynamic products)."""

import functools

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
from jax import lax
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu

from harness import default_transforms, kernel, load, pallas_call

I32 = jnp.int32
SMS = 132  # jax's tests' grid: one CTA an SM of an H100


def smem_aliasing_works_basic(semantics):
    def body(x_ref, o_ref128, aliased_ref):
        smem_ref256, [_, [smem_ref128]] = aliased_ref
        smem_ref256[...] = x_ref[...] + 1
        plgpu.commit_smem()
        plgpu.copy_smem_to_gmem(smem_ref128, o_ref128)

    # jax's test relies on the second group's second ref starting 1024 bytes in (its SMEM alignment)
    union = plgpu.RefUnion(plgpu.SMEM((2, 256), jnp.float32),
                           [plgpu.SMEM((256,), jnp.bfloat16),
                            [plgpu.SMEM((128,), jnp.float32, transforms=(plgpu.TilingTransform((64,)),))]])
    return pallas_call(semantics, body, out_shape=jax.ShapeDtypeStruct([128], jnp.float32),
                       in_specs=[pl.BlockSpec((2, 256))], out_specs=pl.BlockSpec((128,), memory_space=plgpu.GMEM),
                       scratch_shapes=[union])


def inputs_smem_aliasing_works_basic():
    return [np.arange(512).astype(np.float32).reshape(2, 256)]


def reference_smem_aliasing_works_basic(x):
    return x.reshape(512)[256:384] + 1


def smem_aliasing_distinct_transforms(semantics):
    """Two RefUnions of one shape, given different transforms through inline_mgpu: jax's smoke test that
    Warpgroup semantics allocates them apart (the output is the first union's, as in the basic test)."""
    def with_transforms(ref, transforms):
        @plgpu.inline_mgpu(arg_types=(plgpu.RefType(transforms),))
        def f(ctx, smem_ref):
            del ctx, smem_ref
        f(ref)

    def body(x_ref, o_ref128, aliased_ref_1, aliased_ref_2):
        ref_1, [_, [smem_ref128]] = aliased_ref_1
        with_transforms(ref_1, ())
        ref_2, [_, [_]] = aliased_ref_2
        with_transforms(ref_2, (plgpu.TilingTransform((1, 32)), plgpu.SwizzleTransform(128)))
        ref_1[...] = x_ref[...] + 1
        plgpu.commit_smem()
        plgpu.copy_smem_to_gmem(smem_ref128, o_ref128)

    unions = [plgpu.RefUnion(plgpu.SMEM((2, 256), jnp.float32),
                             [plgpu.SMEM((256,), jnp.bfloat16), [plgpu.SMEM((128,), jnp.float32)]]) for _ in range(2)]
    return pallas_call(semantics, body, out_shape=jax.ShapeDtypeStruct([128], jnp.float32),
                       in_specs=[pl.BlockSpec((2, 256))], out_specs=pl.BlockSpec((128,), memory_space=plgpu.GMEM),
                       scratch_shapes=unions)


def smem_aliasing_subbyte(semantics):
    """int8 bytes written through one group of a union, read back as uint4 through the other: the second
    uint4 ref starts 1024 bytes in, where the second int8 ref does (jax's SMEM alignment, 2 uint4 a byte)."""
    def body(x_ref, o_refi4, aliased_ref):
        [_, smem_refi8], [_, smem_refi4] = aliased_ref
        smem_refi8[...] = x_ref[...]
        plgpu.commit_smem()
        plgpu.copy_smem_to_gmem(smem_refi4, o_refi4)

    union = plgpu.RefUnion([plgpu.SMEM((128,), jnp.int8), plgpu.SMEM((128,), jnp.int8)],
                           [plgpu.SMEM((2048,), jnp.uint4), plgpu.SMEM((256,), jnp.uint4)])
    return pallas_call(semantics, body, out_shape=jax.ShapeDtypeStruct([256], jnp.uint4),
                       in_specs=[pl.BlockSpec((128,))], out_specs=pl.BlockSpec((256,), memory_space=plgpu.GMEM),
                       scratch_shapes=[union])


def inputs_smem_aliasing_subbyte():
    return [np.arange(128).astype(np.int8)]


def reference_smem_aliasing_subbyte(x):
    # each byte is two uint4, the low nibble first (jax's unpack_i4_as_i8)
    return np.stack([x & 0xF, x >> 4], axis=-1).reshape(256).astype(ml_dtypes.uint4)


QUANT_SHAPE = (64, 256)


def smem_aliasing_quantization(semantics):
    """uint4 copied by TMA into one view of a union, widened to bf16 and tripled into the other view."""
    def scoped(x_gmem, o_gmem, aliased_ref, barrier):
        ref_large, ref_small = aliased_ref
        plgpu.copy_gmem_to_smem(x_gmem, ref_small, barrier=barrier)
        plgpu.barrier_wait(barrier)
        ref_large[...] = ref_small[...].astype(ref_large.dtype) * 3
        plgpu.commit_smem()
        plgpu.copy_smem_to_gmem(ref_large, o_gmem)
        plgpu.wait_smem_to_gmem(0, wait_read_only=True)

    def body(x_gmem, o_gmem):
        return pl.run_scoped(
            functools.partial(scoped, x_gmem, o_gmem),
            plgpu.RefUnion(
                plgpu.SMEM(QUANT_SHAPE, jnp.bfloat16, transforms=default_transforms(jnp.bfloat16)),
                plgpu.SMEM(QUANT_SHAPE, jnp.uint4, transforms=default_transforms(jnp.uint4, swizzle=32))),
            plgpu.Barrier(num_barriers=1))

    return kernel(semantics, body, out_type=jax.ShapeDtypeStruct(QUANT_SHAPE, jnp.bfloat16))


def inputs_smem_aliasing_quantization():
    """jax draws [0, 4) with jax.random (key 42); we draw the same range with numpy (seed 42)."""
    return [np.random.default_rng(42).integers(0, 4, QUANT_SHAPE).astype(ml_dtypes.uint4)]


def reference_smem_aliasing_quantization(x):
    return (x.astype(np.int32) * 3).astype(ml_dtypes.bfloat16)


def loading_from_ref_union_works(semantics):
    def body(x_ref, y_ref, o_ref128, ref_union, o_smem):
        [aliased_ref] = ref_union
        aliased_ref[...] = x_ref[...]
        plgpu.commit_smem()

        def load_reduced(r):
            return load(r, (), layout=plgpu.Layout.TCGEN05.reduce(1))
        o_smem[...] = load_reduced(aliased_ref) + load_reduced(y_ref)
        plgpu.commit_smem()
        plgpu.copy_smem_to_gmem(o_smem, o_ref128)

    return pallas_call(semantics, body, out_shape=jax.ShapeDtypeStruct([128], jnp.float32),
                       in_specs=[pl.BlockSpec((128,))] * 2, out_specs=pl.BlockSpec((128,), memory_space=plgpu.GMEM),
                       scratch_shapes=[plgpu.RefUnion(plgpu.SMEM((128,), jnp.float32)),
                                       plgpu.SMEM((128,), jnp.float32)])


def inputs_loading_from_ref_union_works():
    x = np.arange(128).astype(np.float32)
    return [x, x.copy()]


def reference_loading_from_ref_union_works(x, y):
    return x + y


def _flat_index(idx, grid):
    flat = 0
    for i, d in zip(idx, grid):
        flat = flat * d + jnp.clip(i, 0, d - 1)
    return flat


def _store_step(o_ref, flat):
    step = lax.div(flat, lax.convert_element_type(lax.axis_size("sm"), I32))
    o_ref[step, lax.axis_index("sm")] = lax.broadcast(flat, o_ref.shape[-1:])


def _nd_loop_with_carry(sm_steps, dynamic):
    def make_kernel(semantics):
        def body(steps_in, o_ref, steps_ref):
            n = steps_in[0] if dynamic else sm_steps

            def step(loop_info, carry):
                _store_step(o_ref, jnp.int32(_flat_index(loop_info.index, (n, 4, 33))))
                return carry + 1
            steps_ref[lax.axis_index("sm")] = plgpu.nd_loop((n, 4, 33), collective_axes="sm", init_carry=0)(step)

        return kernel(semantics, body, out_type=(jax.ShapeDtypeStruct((sm_steps, SMS, 128), I32),
                                                 jax.ShapeDtypeStruct((SMS,), I32)),
                      grid=(SMS,), grid_names=("sm",))

    def reference(steps_in):
        return _nd_loop_reference(sm_steps), np.full((SMS,), sm_steps, np.int32)

    return make_kernel, reference


def _nd_loop(sm_steps, tiling, dynamic):
    def make_kernel(semantics):
        def body(steps_in, o_ref):
            n = steps_in[0] if dynamic else sm_steps
            tiles = (sm_steps, tiling, 33) if tiling else None

            @plgpu.nd_loop((n, 4, 33), tiling=tiles, collective_axes="sm")
            def _(loop_info):
                idx, grid = loop_info.index, (n, 4, 33)
                if tiles:
                    grid = tuple(g // t for g, t in zip(grid, tiles)) + tiles
                    idx = (tuple(lax.div(i, jnp.int32(t)) for i, t in zip(idx, tiles))
                           + tuple(lax.rem(i, jnp.int32(t)) for i, t in zip(idx, tiles)))
                _store_step(o_ref, _flat_index(idx, grid))

        return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((sm_steps, SMS, 128), I32), grid=(SMS,),
                      grid_names=("sm",))

    def reference(steps_in):
        return _nd_loop_reference(sm_steps)

    return make_kernel, reference


def _nd_loop_reference(sm_steps):
    rows = SMS * np.arange(sm_steps)[:, None] + np.arange(SMS)[None, :]
    return np.repeat(rows[..., None], 128, axis=-1).astype(np.int32)


def _sm_steps(steps):
    return lambda: [np.array([steps], np.int32)]


for _s in (1, 2, 3):
    globals()[f"inputs_sm_steps_{_s}"] = _sm_steps(_s)
for _s in (1, 2):
    for _d in (False, True):
        _n = f"nd_loop_with_carry_{_s}{'_dynamic' if _d else ''}"
        globals()[_n], globals()[f"reference_{_n}"] = _nd_loop_with_carry(_s, _d)
for _s, _t, _d in ((2, None, False), (2, 2, False), (3, 1, True)):
    _n = f"nd_loop_{_s}_tiling{_t}{'_dynamic' if _d else ''}"
    globals()[_n], globals()[f"reference_{_n}"] = _nd_loop(_s, _t, _d)
