"""Tests jax-v0.11.0's mosaic_gpu_test.py added (not in jax-v0.10.2's), PallasCallTest: test_concatenate (:611),
test_copy_smem_to_gmem_predicate (:919), test_indexing_after_transpose (:1700), test_optimization_barrier_constant
(:2741), test_ref_union_caching (:2956), test_smem_aliased_refs_collision (:2987), test_mma (:3968). They use
jax 0.11's API (plgpu.load without an index, plgpu.mma): they are in the suites of 0.11.2 and 0.12.0.1 only."""

import functools

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
from jax import lax
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu

from harness import default_transforms, kernel, transpose_ref

F32 = jnp.float32
CONCATENATED = {"axis0": (0, ((64, 64), (128, 64))), "axis1": (1, ((64, 64), (64, 128)))}


def _concatenate(name):
    axis, shapes = CONCATENATED[name]
    out_shape = list(shapes[0])
    out_shape[axis] += shapes[1][axis]

    def make_kernel(semantics):
        def body(inp1_ref, inp2_ref, out_ref):
            x0 = plgpu.load(inp1_ref, layout=plgpu.Layout.WGMMA, optimized=False)
            x1 = plgpu.load(inp2_ref, layout=plgpu.Layout.WGMMA, optimized=False)
            out_ref[...] = lax.concatenate([x0, x1], dimension=axis)

        return kernel(semantics, body, out_type=jax.ShapeDtypeStruct(tuple(out_shape), F32))

    def inputs():
        return [np.arange(np.prod(s), dtype=np.float32).reshape(s) for s in shapes]

    def reference(x0, x1):
        return np.concatenate([x0, x1], axis=axis)

    return make_kernel, inputs, reference


for _name in CONCATENATED:
    globals()[f"concatenate_{_name}"], globals()[f"inputs_concatenate_{_name}"], \
        globals()[f"reference_concatenate_{_name}"] = _concatenate(_name)


def _copy_smem_to_gmem_predicate(predicate):
    def make_kernel(semantics):
        def body(o_ref_gmem, scratch_ref):
            o_ref_gmem[...] = jnp.zeros([256], dtype=F32)
            scratch_ref[...] = jnp.ones([256], dtype=F32)
            plgpu.commit_smem()
            plgpu.copy_smem_to_gmem(scratch_ref, o_ref_gmem, predicate=predicate)
            plgpu.wait_smem_to_gmem(0)

        return kernel(semantics, body, out_type=jax.ShapeDtypeStruct([256], F32),
                      scratch_types=[plgpu.SMEM((256,), F32)])

    def reference():
        return np.full([256], 1.0 if predicate else 0.0, np.float32)

    return make_kernel, reference


copy_smem_to_gmem_predicate_true, reference_copy_smem_to_gmem_predicate_true = _copy_smem_to_gmem_predicate(True)
copy_smem_to_gmem_predicate_false, reference_copy_smem_to_gmem_predicate_false = _copy_smem_to_gmem_predicate(False)


def indexing_after_transpose(semantics):
    def body(x_ref, o_ref, smem_ref, barrier_ref):
        smem_transposed = transpose_ref(smem_ref, (1, 0, 2, 3))
        for i in range(2):
            plgpu.copy_gmem_to_smem(x_ref, smem_transposed.at[:, i], barrier_ref)
            plgpu.barrier_wait(barrier_ref)
        plgpu.copy_smem_to_gmem(smem_ref, o_ref)

    return kernel(semantics, body, out_type=jax.ShapeDtypeStruct([2, 32, 2, 128], F32),
                  scratch_types=[plgpu.SMEM([2, 32, 2, 128], F32), plgpu.Barrier()])


def inputs_indexing_after_transpose():
    return [np.arange(32 * 2 * 128, dtype=np.float32).reshape(32, 2, 128)]


def reference_indexing_after_transpose(x):
    return np.stack([x, x], axis=0)


def optimization_barrier_constant(semantics):
    def body(o_ref):
        o_ref[...] = lax.optimization_barrier(jnp.float32(3))

    return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((), F32))


def reference_optimization_barrier_constant():
    return np.float32(3)


def ref_union_caching(semantics):
    def body(o_gmem_f32, o_gmem_f16):
        def scope(aliased_ref):
            [smem] = aliased_ref
            smem[...] = jnp.ones_like(smem)
            plgpu.commit_smem()
            plgpu.copy_smem_to_gmem(smem, o_gmem_f32 if smem.dtype == F32 else o_gmem_f16)
            plgpu.wait_smem_to_gmem(0)

        pl.run_scoped(scope, plgpu.RefUnion(plgpu.SMEM((64, 32), F32)))
        pl.run_scoped(scope, plgpu.RefUnion(plgpu.SMEM((64, 64), jnp.float16)))

    return kernel(semantics, body, out_type=(jax.ShapeDtypeStruct((64, 32), F32),
                                             jax.ShapeDtypeStruct((64, 64), jnp.float16)))


def reference_ref_union_caching():
    return np.ones((64, 32), np.float32), np.ones((64, 64), np.float16)


def _smem_aliased_refs_collision(use_ref_union):
    """Two run_scoped SMEM refs of one shape and dtype, with different swizzles (jax's regression test of
    layout inference of aliased refs)."""
    shape = (64, 32)

    def make_kernel(semantics):
        def body(src_ref, o_ref0, o_ref1):
            def scope(o_ref, aliased_ref):
                [smem] = aliased_ref if use_ref_union else [aliased_ref]
                smem[...] = plgpu.load(src_ref, layout=plgpu.Layout.WGMMA, optimized=False)
                plgpu.commit_smem()
                plgpu.copy_smem_to_gmem(smem, o_ref)
                plgpu.wait_smem_to_gmem(0)

            for o_ref, swizzle in ((o_ref0, 32), (o_ref1, 128)):
                alloc = plgpu.SMEM(shape, F32, transforms=default_transforms(F32, swizzle=swizzle))
                pl.run_scoped(functools.partial(scope, o_ref), plgpu.RefUnion(alloc) if use_ref_union else alloc)

        return kernel(semantics, body, out_type=(jax.ShapeDtypeStruct(shape, F32), jax.ShapeDtypeStruct(shape, F32)))

    return make_kernel


smem_aliased_refs_collision_union = _smem_aliased_refs_collision(True)
smem_aliased_refs_collision_plain = _smem_aliased_refs_collision(False)


def inputs_smem_aliased_refs_collision():
    return [np.arange(64 * 32, dtype=np.float32).reshape(64, 32)]


def reference_smem_aliased_refs_collision(src):
    return src, src


# test_mma's dtypes (jax's own names) and numpy's: A is (128, 128), B (8, 128), C = A @ B.T accumulated in f32
# (i32 for integers)
MMA_DTYPES = {"bfloat16": ml_dtypes.bfloat16, "float16": np.float16, "float8_e4m3fn": ml_dtypes.float8_e4m3fn,
              "float8_e5m2": ml_dtypes.float8_e5m2, "int8": np.int8, "int4": ml_dtypes.int4}
MMA_M, MMA_N, MMA_K = 128, 8, 128


def _mma(name):
    dtype = np.dtype(MMA_DTYPES[name])
    integer = np.issubdtype(dtype, np.integer) or name == "int4"
    acc = np.int32 if integer else np.float32

    def make_kernel(semantics):
        def body(a_ref, b_ref, o_ref):
            c = plgpu.layout_cast(jnp.zeros((MMA_M, MMA_N), acc), plgpu.Layout.MMA_ACC(jnp.dtype(dtype)))
            a = plgpu.load(a_ref, layout=plgpu.Layout.MMA_LHS(jnp.dtype(dtype)), optimized=False)
            b = plgpu.load(b_ref.T, layout=plgpu.Layout.MMA_RHS(jnp.dtype(dtype)), optimized=False)
            o_ref[...] = plgpu.mma(c, a, b)

        return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((MMA_M, MMA_N), acc))

    def inputs():
        rng = np.random.default_rng(0)
        if integer:
            info = ml_dtypes.iinfo(dtype)
            a = rng.integers(info.min, info.max + 1, (MMA_M, MMA_K))
            b = rng.integers(info.min, info.max + 1, (MMA_N, MMA_K))
        else:
            a = rng.uniform(-1, 1, (MMA_M, MMA_K))
            b = rng.uniform(-1, 1, (MMA_N, MMA_K))
        return [a.astype(dtype), b.astype(dtype)]

    def reference(a, b):
        return a.astype(acc) @ b.T.astype(acc)

    return make_kernel, inputs, reference


for _name in MMA_DTYPES:
    globals()[f"mma_{_name}"], globals()[f"inputs_mma_{_name}"], globals()[f"reference_mma_{_name}"] = _mma(_name)
