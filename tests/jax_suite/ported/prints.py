"""jax's tests of what a kernel prints (tests/pallas/mosaic_gpu_test.py at jax-v0.10.2): test_print (:1679),
test_print_wgmma_tiled_layout (:1694), test_print_scalar (:1728), test_print_scalar_array (:1743),
test_print_array (:1758), test_print_layout (:1775), PallasCallWarpPrimitiveSemanticsTest.test_debug_print
(:3967), PallasCallTCGen05Test.test_print_layout_tmem (:4715), PallasCallTest.test_cond (:2344),
CoreMapTest.test_cluster (:7727); and jax-v0.11.0's PallasCallTest.test_tmem_aliased_refs_collision (:3029),
PallasCallTCGen05Test.test_print_layout_tmem (:5212, the whole ref: print_layout_tmem_v0_11),
test_print_layout_tmem_with_transform (:5225, jax-v0.10.2's test_print_layout_tmem in plgpu.kernel) and
test_print_layout_tmem_with_transforms (:5239), in the suites of 0.11.2 and 0.12.0.1 only.

Their reference is the printed text (the kernels but test_cond's write no output): jax's assertion on it
is the case's `printed` check, in print_checks.py (no jax there, so that the stages can run it).
print_layout prints while jax lowers, not while the kernel runs (primitives.py:98-125).
"""

import functools
import math

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu

from harness import default_transforms, kernel, pallas_call


def _sum_same_dtype(x):
    return jnp.sum(x, dtype=x.dtype)  # as jax's test file's helper (:94)


def print_(semantics):
    def body(x_ref, o_ref):
        del x_ref, o_ref
        pl.debug_print("It works!")

    return pallas_call(semantics, body, out_shape=jax.ShapeDtypeStruct([256], jnp.float32))


def inputs_print():
    return [np.arange(256).astype(np.float32)]


WGMMA_TILED_SHAPE = (128, 32)  # (jax keeps it under the 4096 printing threads of small GPUs' printf buffer)


def print_wgmma_tiled_layout(semantics):
    def body(x_ref, o_ref):
        del o_ref
        pl.debug_print("prefix {}", x_ref[...])

    return pallas_call(semantics, body, out_shape=jax.ShapeDtypeStruct(WGMMA_TILED_SHAPE, jnp.float32),
                       in_specs=[plgpu.BlockSpec(transforms=default_transforms(jnp.float32))])


def inputs_print_wgmma_tiled_layout():
    return [np.arange(math.prod(WGMMA_TILED_SHAPE), dtype=np.float32).reshape(WGMMA_TILED_SHAPE)]


def _print_sum(plus):
    def make(semantics):
        def body(x_ref, o_ref):
            del o_ref
            pl.debug_print("x.sum() = {}", _sum_same_dtype(x_ref[...]) + plus)

        return pallas_call(semantics, body, out_shape=jax.ShapeDtypeStruct([256], jnp.int32))
    return make


print_scalar = _print_sum(0)
print_scalar_array = _print_sum(1)


def inputs_print_scalar():
    return [np.arange(256, dtype=np.int32)]


ARRAY_SHAPE = (2, 1, 64, 64)


def print_array(semantics):
    def body(x_ref, o_ref):
        del o_ref
        pl.debug_print("x: {}", x_ref[...])

    return pallas_call(semantics, body, out_shape=jax.ShapeDtypeStruct(ARRAY_SHAPE, jnp.int32))


def inputs_print_array():
    return [np.arange(math.prod(ARRAY_SHAPE), dtype=np.int32).reshape(ARRAY_SHAPE)]


def print_layout(semantics):
    def body(x_ref, o_ref):
        del o_ref
        x = plgpu.layout_cast(x_ref[...], plgpu.Layout.WGMMA.reduce(1))
        plgpu.print_layout("x: {}", x)

    return pallas_call(semantics, body, out_shape=jax.ShapeDtypeStruct((128,), jnp.bfloat16))


def inputs_print_layout():
    return [np.arange(128).astype(ml_dtypes.bfloat16)]


def debug_print(semantics):
    def body(ref):
        ref[...] = ref[...]  # (jax's: keeps the kernel from being dead code)

        @plgpu.warp_map
        def _(warp_id):
            pl.debug_print("warp: {}", warp_id)

    return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((128,), np.int32))


def print_layout_tmem(semantics):
    shape = (128, 256)

    def body(o_ref, tmem_ref):
        del o_ref
        plgpu.print_layout("tmem: {}", tmem_ref.at[:, :128])  # (a slice: jax checks transforms are handled)

    return pallas_call(semantics, body, out_shape=jax.ShapeDtypeStruct(shape, jnp.bfloat16),
                       scratch_shapes=[plgpu.TMEM(shape, jnp.bfloat16, packed=True)])


def print_layout_tmem_v0_11(semantics):
    def body(o_ref, tmem_ref):
        del o_ref
        plgpu.print_layout("tmem: {}", tmem_ref)

    return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((), jnp.bfloat16),
                  scratch_types=[plgpu.TMEM((128, 64), jnp.bfloat16, packed=True)])


def print_layout_tmem_with_transform(semantics):
    def body(o_ref, tmem_ref):
        del o_ref
        plgpu.print_layout("tmem: {}", tmem_ref.at[:, :128])  # (a slice: jax checks transforms are handled)

    return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((), jnp.bfloat16),
                  scratch_types=[plgpu.TMEM((128, 256), jnp.bfloat16, packed=True)])


TMEM_PACKINGS = ((False, "ref0"), (True, "ref1"))  # an f16 TMEM ref of each packing, printed as "ref0: ..."


def print_layout_tmem_with_transforms(semantics):
    def body(o_ref, aliased_ref):
        del o_ref
        for ref, (_, name) in zip(aliased_ref, TMEM_PACKINGS):
            plgpu.print_layout(f"{name}: {{}}", ref)

    return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((), jnp.float32), scratch_types=[plgpu.RefUnion(
        *(plgpu.TMEM((128, 128 if packed else 64), jnp.float16, packed=packed) for packed, _ in TMEM_PACKINGS))])


def _tmem_aliased_refs_collision(use_ref_union):
    """Two run_scoped TMEM refs of one shape and dtype, of different packings (jax's regression test of
    layout inference of aliased refs): each printed, while jax lowers."""
    def make_kernel(semantics):
        def body(o_ref):
            del o_ref

            def scope(name, aliased_ref):
                [ref] = aliased_ref if use_ref_union else [aliased_ref]
                plgpu.print_layout(f"{name}: {{}}", ref)

            for packed, name in TMEM_PACKINGS:
                alloc = plgpu.TMEM((128, 128), jnp.float16, packed=packed)
                pl.run_scoped(functools.partial(scope, name), plgpu.RefUnion(alloc) if use_ref_union else alloc)

        return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((), jnp.float16))
    return make_kernel


tmem_aliased_refs_collision_union = _tmem_aliased_refs_collision(True)
tmem_aliased_refs_collision_plain = _tmem_aliased_refs_collision(False)


def cond(semantics):
    def body(x_ref, o_ref):
        jax.lax.cond(x_ref[0] % 2 == 0, lambda: pl.debug_print("acc % 2"), lambda: pl.debug_print("acc"))
        o_ref[...] = jnp.broadcast_to(jnp.asarray(0, dtype=o_ref.dtype), o_ref.shape)

    return pallas_call(semantics, body, out_shape=jax.ShapeDtypeStruct([256], jnp.int32))


def inputs_cond():
    return [np.full((256,), 1234, dtype=np.int32)]


def reference_cond(x):
    return np.zeros((256,), np.int32)


def cluster(semantics):
    def body(ref):
        block_idx = jax.lax.axis_index("x")
        cluster_idx = jax.lax.axis_index("cluster")
        pl.debug_print("block: {} cluster: {}", block_idx, cluster_idx)
        ref[...] = ref[...]

    return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((128,), np.int32), grid=(2,), grid_names=("x",),
                  cluster=(2,), cluster_names=("cluster",))
