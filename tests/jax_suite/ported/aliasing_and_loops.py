"""SMEM ref unions and nd_loop, from jax's mosaic_gpu_test.py (jax-v0.10.2), PallasCallTest:
test_smem_aliasing_works_basic (:2654), test_loading_from_ref_union_works (:2877), test_nd_loop_with_carry
(:2904), test_nd_loop (:2952) (a sample of their sm_steps x tiling x dynamic products)."""

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu

from harness import kernel, pallas_call

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


def loading_from_ref_union_works(semantics):
    def body(x_ref, y_ref, o_ref128, ref_union, o_smem):
        [aliased_ref] = ref_union
        aliased_ref[...] = x_ref[...]
        plgpu.commit_smem()

        def load(r):
            return plgpu.load(r, (), layout=plgpu.Layout.TCGEN05.reduce(1))
        o_smem[...] = load(aliased_ref) + load(y_ref)
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
