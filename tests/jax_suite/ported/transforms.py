"""Copies through sliced, transposed, tiled and swizzled refs, from jax's mosaic_gpu_test.py
(jax-v0.10.2): PallasCallTest.test_gmem_to_smem_with_multiple_smem_indexers (:1296),
test_gmem_to_smem_with_multiple_smem_indexers_and_transforms (:1315),
test_copy_gmem_to_smem_with_indexed_barrier (:1351), test_copy_with_transforms (:1371),
test_copy_7d_tiling_with_unit_middle_dims (:1400), test_scoped_copy_with_transforms (:1428),
test_copy_with_transforms_and_indexing (:1449), test_transposed_load_store (:1536),
test_load_to_strided_layout_with_indexing (:1561), test_smem_gmem_transposed_copies (:1577); and jax-v0.11.0's
test_copy_with_sole_swizzle_lowers_correctly (:1457), in the suites of 0.11.2 and 0.12.0.1 only."""

import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu

from harness import default_transforms, kernel, load, pallas_call, transpose_ref

F32 = jnp.float32
GMEM_SPEC = pl.BlockSpec(memory_space=plgpu.GMEM)


def _arange(shape, dtype=np.float32):
    return lambda: [np.arange(np.prod(shape)).astype(dtype).reshape(shape)]


def reference_identity(x):
    return x


def gmem_to_smem_with_multiple_smem_indexers(semantics):
    def body(x_ref, o_ref, scratch_ref, barrier_ref):
        plgpu.copy_gmem_to_smem(x_ref, scratch_ref, barrier_ref)
        plgpu.barrier_wait(barrier_ref)
        x0 = scratch_ref.at[0, :, :]
        o_ref[pl.ds(0, 32), :] = x0[pl.ds(0, 32), :]
        o_ref[pl.ds(32, 32), :] = x0[pl.ds(32, 32), :]

    return pallas_call(semantics, body, out_shape=jax.ShapeDtypeStruct([64, 64], F32), in_specs=(GMEM_SPEC,),
                       scratch_shapes=[plgpu.SMEM((2, 64, 64), F32), plgpu.Barrier()])


def inputs_gmem_to_smem_with_multiple_smem_indexers():
    return [np.random.default_rng(0).uniform(size=(2, 64, 64)).astype(np.float32)]


def reference_gmem_to_smem_with_multiple_smem_indexers(x):
    return x[0]


def smem_indexers_and_transforms(semantics):
    def body(x_ref, o_ref):
        o_ref[...] = x_ref.at[0:64, 32:96].at[:, 0:32][...]  # x_ref[0:64, 32:64]

    return pallas_call(
        semantics, body, grid=(4, 4), out_shape=jax.ShapeDtypeStruct((256, 128), jnp.int32),
        in_specs=(plgpu.BlockSpec(block_shape=(128, 128), index_map=lambda i, j: (i, j), memory_space=plgpu.SMEM,
                                  transforms=default_transforms(jnp.int32)),),
        out_specs=plgpu.BlockSpec(block_shape=(64, 32), index_map=lambda i, j: (i, j), memory_space=plgpu.SMEM))


inputs_smem_indexers_and_transforms = _arange((512, 512), np.int32)


def reference_smem_indexers_and_transforms(x):
    rows = np.concatenate([x[b:b + 64] for b in range(0, 512, 128)])
    return np.concatenate([rows[:, b + 32:b + 64] for b in range(0, 512, 128)], axis=1)


def _indexed_barrier(indexer, num_barriers):
    def make_kernel(semantics):
        def body(x_ref, o_ref, scratch_ref, barrier_ref):
            plgpu.copy_gmem_to_smem(x_ref, scratch_ref, barrier_ref.at[indexer])
            plgpu.barrier_wait(barrier_ref.at[indexer])
            o_ref[...] = scratch_ref[...] + 1

        return kernel(semantics, body, out_type=jax.ShapeDtypeStruct([128], F32),
                      scratch_types=[plgpu.SMEM((128,), F32), plgpu.Barrier(num_barriers=num_barriers)])
    return make_kernel


for _i in range(4):
    globals()[f"indexed_barrier_{_i}"] = _indexed_barrier(_i, 4)
indexed_barrier_0_0 = _indexed_barrier((0, 0), (2, 2))
indexed_barrier_1_1 = _indexed_barrier((1, 1), (2, 2))
arange_128 = _arange((128,))


def reference_plus_one(x):
    return x + 1


def _copy_with_transforms(to_smem):
    def make_kernel(semantics):
        def body(x_ref, o_ref, barrier_ref):
            if to_smem:
                plgpu.copy_gmem_to_smem(x_ref, o_ref, barrier_ref)
                plgpu.barrier_wait(barrier_ref)
            else:
                plgpu.commit_smem()
                plgpu.copy_smem_to_gmem(x_ref, o_ref)
                plgpu.wait_smem_to_gmem(0)

        smem = plgpu.BlockSpec(transforms=default_transforms(F32), memory_space=plgpu.SMEM)
        in_spec, out_spec = (GMEM_SPEC, smem) if to_smem else (smem, GMEM_SPEC)
        return pallas_call(semantics, body, out_shape=jax.ShapeDtypeStruct([128, 128], F32), in_specs=(in_spec,),
                           out_specs=out_spec, scratch_shapes=[plgpu.Barrier()])
    return make_kernel


copy_with_transforms_g2s = _copy_with_transforms(True)
copy_with_transforms_s2g = _copy_with_transforms(False)
arange_128x128 = _arange((128, 128))

SHAPE_7D = (2, 64, 1, 1, 1, 1, 128)


def _round_trip(shape, transforms):
    """GMEM -> SMEM (with `transforms`) -> GMEM by TMA, f32."""
    def make_kernel(semantics):
        def body(x_ref, o_ref, scratch_ref, barrier_ref):
            plgpu.copy_gmem_to_smem(x_ref, scratch_ref, barrier_ref)
            plgpu.barrier_wait(barrier_ref)
            plgpu.copy_smem_to_gmem(scratch_ref, o_ref)
            plgpu.wait_smem_to_gmem(0)

        return kernel(semantics, body, out_type=jax.ShapeDtypeStruct(shape, F32),
                      scratch_types=(plgpu.SMEM(shape, F32, transforms=transforms), plgpu.Barrier()))
    return make_kernel


copy_7d_tiling = _round_trip(SHAPE_7D, (plgpu.TilingTransform((2, 1, 1, 1, 1, 1, 32)),))
arange_7d = _arange(SHAPE_7D)
# jax-v0.11.0's test_copy_with_sole_swizzle_lowers_correctly: a swizzle and no tiling, rows of `swizzle` bytes
for _s in (32, 64, 128):
    globals()[f"copy_with_sole_swizzle_{_s}"] = _round_trip((128, 8 * _s // 32), (plgpu.SwizzleTransform(_s),))
    globals()[f"arange_128x{8 * _s // 32}"] = _arange((128, 8 * _s // 32))


def scoped_copy_with_transforms(semantics):
    ts = default_transforms(F32)

    def body(x_ref, o_ref, barrier_ref):
        def scoped(tmp_ref):
            plgpu.copy_gmem_to_smem(x_ref, tmp_ref, barrier_ref)
            plgpu.barrier_wait(barrier_ref)
            o_ref[...] = tmp_ref[...] * 2
        pl.run_scoped(scoped, plgpu.SMEM((128, 64), F32, transforms=ts))

    return pallas_call(semantics, body, out_shape=jax.ShapeDtypeStruct([128, 64], F32), in_specs=(GMEM_SPEC,),
                       out_specs=plgpu.BlockSpec(transforms=ts, memory_space=plgpu.SMEM),
                       scratch_shapes=[plgpu.Barrier()])


arange_128x64 = _arange((128, 64))


def reference_scoped_copy_with_transforms(x):
    return x * 2


def copy_with_transforms_and_indexing(semantics):
    def body(x_ref, o_ref, scratch_ref, barrier_ref):
        transposed = transpose_ref(scratch_ref, (1, 0, 2, 3))
        for i in range(2):
            plgpu.copy_gmem_to_smem(x_ref, transposed.at[:, i], barrier_ref)
            plgpu.barrier_wait(barrier_ref)
        plgpu.copy_smem_to_gmem(transposed, o_ref)
        plgpu.wait_smem_to_gmem(0)

    return kernel(semantics, body, out_type=jax.ShapeDtypeStruct([1, 2, 64, 64], F32),
                  scratch_types=(plgpu.SMEM((2, 1, 64, 64), F32, transforms=default_transforms(F32)),
                                 plgpu.Barrier()))


arange_1x64x64 = _arange((1, 64, 64))


def reference_copy_with_transforms_and_indexing(x):
    return np.stack([x, x], axis=1)


def _transposed_load_store(src_transposed, rank):
    perm = (0, 2, 1) if rank == 3 else (1, 0)
    shape = (1, 128, 128) if rank == 3 else (128, 128)

    def make_kernel(semantics):
        def body(src_ref, dst_ref):
            if src_transposed:
                src_ref = transpose_ref(src_ref, perm)
                src_layout, dst_layout = plgpu.Layout.WGMMA_TRANSPOSED, plgpu.Layout.WGMMA
            else:
                dst_ref = transpose_ref(dst_ref, perm)
                src_layout, dst_layout = plgpu.Layout.WGMMA, plgpu.Layout.WGMMA_TRANSPOSED
            src = load(src_ref, (), layout=src_layout, optimized=False)
            dst_ref[...] = plgpu.layout_cast(src, dst_layout)

        return kernel(semantics, body, out_type=jax.ShapeDtypeStruct(shape, F32))

    return make_kernel, _arange(shape), lambda x: np.transpose(x, perm)


for _t in (False, True):
    for _rank in (2, 3):
        _name = f"transposed_load_store_{'src' if _t else 'dst'}_{_rank}d"
        globals()[_name], globals()[f"inputs_{_name}"], globals()[f"reference_{_name}"] = (
            _transposed_load_store(_t, _rank))


def _strided_with_indexing(memory_space, strided):
    def make_kernel(semantics):
        layout = plgpu.Layout.WG_STRIDED((128,), vec_size=1) if strided else None

        def body(x_ref, o_ref):
            for i in range(2):
                o_ref[i, ...] = load(x_ref, (i,), layout=layout)

        return pallas_call(semantics, body, out_shape=jax.ShapeDtypeStruct([2, 128], F32),
                           in_specs=[pl.BlockSpec(memory_space=memory_space)],
                           out_specs=plgpu.BlockSpec(memory_space=plgpu.SMEM))
    return make_kernel


for _ms, _space in (("smem", plgpu.SMEM), ("gmem", plgpu.GMEM)):
    globals()[f"strided_load_{_ms}"] = _strided_with_indexing(_space, True)
    globals()[f"strided_load_{_ms}_no_layout"] = _strided_with_indexing(_space, False)
arange_2x128 = _arange((2, 128))


def _smem_gmem_transposed_copies(tiled):
    def make_kernel(semantics):
        def body(src_ref, dst_ref, smem_ref, barrier_ref):
            smem_ref = transpose_ref(smem_ref, (1, 0, 2))
            plgpu.copy_gmem_to_smem(src_ref, smem_ref, barrier_ref)
            plgpu.barrier_wait(barrier_ref)
            plgpu.copy_smem_to_gmem(smem_ref, dst_ref)

        transforms = (plgpu.TilingTransform((32,)),) if tiled else ()
        return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((2, 2, 64), F32),
                      scratch_types=[plgpu.SMEM((2, 2, 64), F32, transforms=transforms), plgpu.Barrier()])
    return make_kernel


smem_gmem_transposed_copies = _smem_gmem_transposed_copies(False)
smem_gmem_transposed_copies_tiled = _smem_gmem_transposed_copies(True)
arange_2x2x64 = _arange((2, 2, 64))
