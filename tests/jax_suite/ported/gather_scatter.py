"""TMA gathers and scatters of rows by an index vector (sm_100's tile::gather4 / tile::scatter4), from
jax's mosaic_gpu_test.py (jax-v0.10.2): PallasCallTest.test_copy_gmem_to_smem_gather (:1475),
test_copy_smem_to_gmem_scatter (:1505). Each is parameterised by the SMEM transforms and the layout of
the indices (TMA_INDICES: 64 rows; TMA_INDICES_4: 12 rows); jax draws the permutations with
jax.random, we draw them with numpy (seeds 1234 and 0)."""

import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu

from harness import kernel, load, pallas_call

I32 = jnp.int32
# (case suffix, SMEM transforms, layout of the indices), as the tests' parameters
PARAMS = (("", (), "TMA_INDICES"), ("_4", (), "TMA_INDICES_4"),
          ("_swizzled", ((8, 32), 128), "TMA_INDICES"))


def _rows(layout_name):
    return 64 if layout_name == "TMA_INDICES" else 12


def _transforms(transforms):
    if not transforms:
        return ()
    tiling, swizzle = transforms
    return (plgpu.TilingTransform(tiling), plgpu.SwizzleTransform(swizzle))


def _gather(transforms, layout_name):
    out_shape = (_rows(layout_name), 128)
    shape = (128, 64 + out_shape[-1])

    def make_kernel(semantics):
        def body(x_ref_gmem, idx_ref, o_ref, barrier_ref):
            idxs = load(idx_ref, (), layout=getattr(plgpu.Layout, layout_name), optimized=False)
            plgpu.copy_gmem_to_smem(x_ref_gmem.at[idxs, 64:], o_ref, barrier_ref)
            plgpu.barrier_wait(barrier_ref)

        return pallas_call(semantics, body, out_shape=jax.ShapeDtypeStruct(out_shape, I32),
                           out_specs=plgpu.BlockSpec(memory_space=plgpu.SMEM, transforms=_transforms(transforms)),
                           in_specs=(pl.BlockSpec(memory_space=plgpu.GMEM), pl.BlockSpec(memory_space=plgpu.GMEM)),
                           scratch_shapes=[plgpu.Barrier()])

    def inputs():
        x = np.arange(np.prod(shape)).reshape(shape).astype(np.int32)
        return [x, np.random.default_rng(1234).permutation(out_shape[0]).astype(np.uint32)]

    def reference(x, idx):
        return x[idx, 64:]

    return make_kernel, inputs, reference


def _scatter(transforms, layout_name):
    shape = (_rows(layout_name), 128)

    def make_kernel(semantics):
        indices_layout = tokens_layout = None
        if semantics == plgpu.LoweringSemantics.Lane:  # (the Warpgroup semantics infers them)
            indices_layout = getattr(plgpu.Layout, layout_name)
            tokens_layout = plgpu.Layout.WGMMA if layout_name == "TMA_INDICES" else None

        def body(tokens_ref, perm_ref, o_ref, smem_ref):
            smem_ref[...] = load(tokens_ref, (), layout=tokens_layout, optimized=False)
            plgpu.commit_smem()
            idxs = load(perm_ref, (), layout=indices_layout, optimized=False)
            plgpu.copy_smem_to_gmem(smem_ref, o_ref.at[idxs, :])
            plgpu.wait_smem_to_gmem(0)

        return kernel(semantics, body, out_type=jax.ShapeDtypeStruct(shape, I32),
                      scratch_types=[plgpu.SMEM(shape, I32, transforms=_transforms(transforms))])

    def inputs():
        rng = np.random.default_rng(0)
        return [rng.integers(0, 100, shape).astype(np.int32), rng.permutation(shape[0]).astype(np.uint32)]

    def reference(tokens, perm):
        out = np.zeros_like(tokens)
        out[perm] = tokens
        return out

    return make_kernel, inputs, reference


for _sfx, _tr, _lay in PARAMS:
    for _name, _make in (("copy_gmem_to_smem_gather", _gather), ("copy_smem_to_gmem_scatter", _scatter)):
        _n = _name + _sfx
        globals()[_n], globals()[f"inputs_{_n}"], globals()[f"reference_{_n}"] = _make(_tr, _lay)
