"""Reductions and broadcasts in given register layouts, from jax's mosaic_gpu_test.py (jax-v0.10.2),
PallasCallTest: test_reduce_with_layout (:3215, a sample of its product), test_cross_warp_reduction
(:3233), test_broadcast_in_dim (:3278), test_broadcast_in_dim_does_not_crash_on_small_shape (:3282),
test_broadcast_in_dim_wg_strided_majormost_dim (:3288), test_broadcast_wg_strided_majormost_dim (:3307),
test_broadcast_in_dim_tcgen05_native_layout (:3328), test_broadcast_in_dim_size_one_dimension (:3342),
test_reduction_is_batch_invariant (:3134), test_copy_layout (:3355)."""

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
from jax import lax
from jax.experimental.pallas import mosaic_gpu as plgpu

from harness import default_transforms, kernel, load, pallas_call

F32 = jnp.float32
LAYOUTS = {"wgmma": plgpu.Layout.WGMMA, "tcgen05": plgpu.Layout.TCGEN05,
           "tmem_native": plgpu.Layout.TCGEN05_TMEM_NATIVE,
           "m64_collective": plgpu.Layout.TCGEN05_M64_COLLECTIVE(128)}
OPS = {"sum": (jnp.sum, np.sum), "max": (jnp.max, np.max), "min": (jnp.min, np.min)}
DTYPES = {"f32": np.float32, "i32": np.int32}


def _reduce(layout, op, dtype):
    def make_kernel(semantics):
        def body(x_ref, y_ref):
            y_ref[...] = op(load(x_ref, (), layout=layout, optimized=False), axis=-1)

        return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((128,), dtype))
    return make_kernel


def _reduce_inputs(dtype):
    """jax's test: arange (centred for int32) for integers, uniform [0, 1) for floats."""
    def inputs():
        if np.dtype(dtype).kind == "f":
            return [np.random.default_rng(0).uniform(size=(128, 128)).astype(dtype)]
        x = np.arange(128 * 128).reshape(128, 128)
        return [(x - x.size // 2 if dtype == np.int32 else x).astype(dtype)]
    return inputs


def _reduce_reference(ref):
    def reference(x):
        wide = x.astype(np.float64) if x.dtype.kind == "f" else x.astype(np.int64)
        return ref(wide, axis=-1).astype(x.dtype)
    return reference


for _l, _layout in LAYOUTS.items():
    for _o, (_jop, _ref) in OPS.items():
        for _d, _dt in DTYPES.items():
            globals()[f"reduce_{_l}_{_o}_{_d}"] = _reduce(_layout, _jop, _dt)
for _o, (_jop, _ref) in OPS.items():
    globals()[f"reference_reduce_{_o}"] = _reduce_reference(_ref)
for _d, _dt in DTYPES.items():
    globals()[f"inputs_reduce_{_d}"] = _reduce_inputs(_dt)


def cross_warp_reduction(semantics):
    def body(x_ref, y_ref):
        x = load(x_ref, (), layout=plgpu.Layout.TCGEN05_TMEM_NATIVE(4), optimized=False)
        y_ref[...] = jnp.sum(x, axis=0)

    return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((128,), F32))


def reference_cross_warp_reduction(x):
    return x.astype(np.float64).sum(axis=0)


def _broadcast(shape, layout, axis, hint):
    def make_kernel(semantics):
        def body(x_ref, y_ref):
            reduced = load(x_ref, (), layout=layout.reduce(axis), optimized=False)
            out = lax.broadcast_in_dim(reduced, shape, [1 - axis])
            y_ref[...] = plgpu.layout_cast(out, layout) if hint else out

        return kernel(semantics, body, out_type=jax.ShapeDtypeStruct(shape, F32))

    def reference(x):
        return np.broadcast_to(np.expand_dims(x, axis), shape)

    return make_kernel, reference


for _l, _layout in LAYOUTS.items():
    for _axis in (0, 1):
        for _hint in (True, False):
            _n = f"broadcast_in_dim_{_l}_axis{_axis}{'_hint' if _hint else ''}"
            globals()[_n], globals()[f"reference_{_n}"] = _broadcast((128, 128), _layout, _axis, _hint)
broadcast_in_dim_small_shape, reference_broadcast_in_dim_small_shape = _broadcast(
    (128, 4), plgpu.Layout.TCGEN05_TMEM_NATIVE, 1, False)


def uniform_128():
    return [np.random.default_rng(0).uniform(size=(128,)).astype(np.float32)]


def broadcast_in_dim_wg_strided_majormost_dim(semantics):
    def body(x_ref, y_ref):
        x = load(x_ref, (), layout=plgpu.Layout.WG_STRIDED((128,), 1))
        y_ref[...] = lax.broadcast_in_dim(x, (64, 128), (1,))

    return pallas_call(semantics, body, out_shape=jax.ShapeDtypeStruct((64, 128), F32))


def reference_broadcast_in_dim_wg_strided_majormost_dim(x):
    return np.broadcast_to(x[None, :], (64, 128))


def _broadcast_wg_strided(out_shape):
    def make_kernel(semantics):
        def body(x_ref, side_ref, y_ref):
            x = load(x_ref, (), layout=plgpu.Layout.WG_STRIDED((128,), vec_size=1))
            side = load(side_ref, (), layout=plgpu.Layout.WG_STRIDED(out_shape, vec_size=1))
            for _ in range(len(out_shape) - 1):
                x = x[None, ...]
            y_ref[...] = x + side[...]

        return pallas_call(semantics, body, out_shape=jax.ShapeDtypeStruct(out_shape, F32))

    def inputs():
        return [np.random.default_rng(0).uniform(size=(128,)).astype(np.float32),
                np.random.default_rng(1).uniform(size=out_shape).astype(np.float32)]

    def reference(x, side):
        return np.broadcast_to(x, out_shape) + side

    return make_kernel, inputs, reference


for _n, _s in (("4x128", (4, 128)), ("2x4x128", (2, 4, 128))):
    globals()[f"broadcast_wg_strided_{_n}"], globals()[f"inputs_broadcast_wg_strided_{_n}"], \
        globals()[f"reference_broadcast_wg_strided_{_n}"] = _broadcast_wg_strided(_s)


def broadcast_in_dim_tcgen05_native_layout(semantics):
    def body(x_ref, y_ref):
        reduced = load(x_ref, (), layout=plgpu.Layout.TCGEN05_TMEM_NATIVE.reduce(1), optimized=False)
        out = lax.broadcast_in_dim(reduced, (128, 128), [0])
        y_ref[...] = plgpu.layout_cast(out, plgpu.Layout.TCGEN05_TMEM_NATIVE)

    return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((128, 128), F32))


def reference_broadcast_in_dim_tcgen05_native_layout(x):
    return np.broadcast_to(x[:, None], (128, 128))


def broadcast_in_dim_size_one_dimension(semantics):
    def body(src_ref, dst_ref):
        src = load(src_ref, (), layout=plgpu.Layout.WG_STRIDED((1, 128), 1))
        dst_ref[...] = lax.broadcast_in_dim(src, (2, 4, 128), (1, 2))

    return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((2, 4, 128), F32))


def inputs_broadcast_in_dim_size_one_dimension():
    return [np.arange(128, dtype=np.float32).reshape(1, 128)]


def reference_broadcast_in_dim_size_one_dimension(src):
    return np.broadcast_to(src, (2, 4, 128))


def uniform_128x128():
    return [np.random.default_rng(0).uniform(size=(128, 128)).astype(np.float32)]


BATCH_LAYOUTS = {"wgmma": plgpu.Layout.WGMMA, "tmem_native1": plgpu.Layout.TCGEN05_TMEM_NATIVE(1),
                 "tmem_native4": plgpu.Layout.TCGEN05_TMEM_NATIVE(4)}


def _batch_invariant(layout, axis):
    """128 copies of one row, summed along `axis` in `layout` (vector lengths 2, 1 and 4)."""
    def make_kernel(semantics):
        def body(x_ref, out_ref):
            x = load(x_ref, (), layout=layout, optimized=False)
            out_ref[...] = lax.reduce_sum(x, axes=(axis,))

        return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((128,), F32))

    def inputs():
        """jax's row is jax.random.uniform (key 0); ours numpy's uniform (seed 0)."""
        x = np.stack([np.random.default_rng(0).uniform(size=128).astype(np.float32)] * 128)
        return [x.T if axis == 0 else x]

    def reference(x):
        """The row's sum in every element (numpy's, in f64; the case's tolerance is jax's assertAllClose)."""
        return x.astype(np.float64).sum(axis=axis).astype(np.float32)

    return make_kernel, inputs, reference


for _l, _layout in BATCH_LAYOUTS.items():
    for _axis in (0, 1):
        _n = f"reduction_is_batch_invariant_{_l}_axis{_axis}"
        globals()[_n], globals()[f"inputs_{_n}"], globals()[f"reference_{_n}"] = _batch_invariant(_layout, _axis)


def _copy_layout(name):
    """An SMEM block loaded into registers in the layout jax's Layout.<name> gives and stored back, with
    jax's per-layout shape, dtype, transforms and `optimized` flag."""
    layout = plgpu.Layout[name]
    tcgen05 = "tcgen05" in name.lower()
    shape = (128, 128) if tcgen05 else (64, 128)
    upcast = layout in (plgpu.Layout.WGMMA_UPCAST_4X, plgpu.Layout.WGMMA_UPCAST_2X)
    dtype = jnp.float8_e5m2 if upcast else jnp.float32
    transforms = default_transforms(dtype, swizzle=64 if upcast else 128)
    if layout == plgpu.Layout.TCGEN05_M64_COLLECTIVE:
        layout = plgpu.Layout.TCGEN05_M64_COLLECTIVE(128)
    elif layout == plgpu.Layout.WG_STRIDED:
        layout, transforms = plgpu.Layout.WG_STRIDED(shape, 2), ()
    elif layout == plgpu.Layout.SMEM_GMEM_COPY:
        layout = plgpu.Layout.SMEM_GMEM_COPY(shape, jnp.float32, swizzle=128)

    def make_kernel(semantics):
        # jax infers no transfer-compatible transforms for TCGEN05_TMEM_NATIVE in Warpgroup semantics
        optimized = semantics == plgpu.LoweringSemantics.Lane or name != "TCGEN05_TMEM_NATIVE"

        def body(x_ref, o_ref):
            o_ref[...] = load(x_ref, (), layout=layout, optimized=optimized)

        return pallas_call(semantics, body, out_shape=jax.ShapeDtypeStruct(shape, dtype),
                           in_specs=[plgpu.BlockSpec(transforms=transforms)],
                           out_specs=plgpu.BlockSpec(transforms=transforms))

    def inputs():
        return [np.arange(np.prod(shape)).reshape(shape).astype(ml_dtypes.float8_e5m2 if upcast else np.float32)]

    return make_kernel, inputs


# jax skips WG_SPLAT, WGMMA_TRANSPOSED, TCGEN05_TRANSPOSED, TILED and TCGEN05_M64_COLLECTIVE_NATIVE
COPY_LAYOUTS = ("WGMMA", "WGMMA_8BIT", "WGMMA_UPCAST_2X", "WGMMA_UPCAST_4X", "WG_STRIDED", "SMEM_GMEM_COPY",
                "TMA_INDICES", "TMA_INDICES_4", "_WGMMA_ACC_32BIT", "TCGEN05", "TCGEN05_M64_COLLECTIVE",
                "TCGEN05_TMEM_NATIVE")
for _name in COPY_LAYOUTS:
    _n = f"copy_layout_{_name.lower().strip('_')}"
    globals()[_n], globals()[f"inputs_{_n}"] = _copy_layout(_name)


def reference_identity(x):
    return x
