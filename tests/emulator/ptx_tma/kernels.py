"""jax's gather / scatter TMA tests (tests/pallas/mosaic_gpu_test.py:1475, :1505 at jax-v0.10.2,
TMA_INDICES layout, no transforms), whose copies jax spells as inline PTX tile::gather4 /
tile::scatter4 (launch_context.py:1630-1640). Captured (lane semantics, sm_100) with

    mgpu-capture tests/emulator/ptx_tma/kernels.py:make_gather --arg 'i32[128,192]' --arg 'u32[64]' \
        --semantics lane --arch 10.0 --reference gather_ref --name ptx_gather4
    mgpu-capture tests/emulator/ptx_tma/kernels.py:make_scatter --arg 'i32[64,128]' --arg PERM.npy \
        --semantics lane --arch 10.0 --reference scatter_ref --name ptx_scatter4

(PERM.npy: a permutation of 0..63 as uint32, so that no two rows land on one; the index array's
random entries make the gather's rows repeat, which a gather allows.)
"""
import functools
import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu

OUT = (64, 128)
SHAPE = (128, 64 + 128)


def make_gather(semantics):
    def kernel(x_ref_gmem, idx_ref, o_ref, barrier_ref):
        idxs = plgpu.load(idx_ref, (), layout=plgpu.Layout.TMA_INDICES, optimized=False)
        plgpu.copy_gmem_to_smem(x_ref_gmem.at[idxs, 64:], o_ref, barrier_ref)
        plgpu.barrier_wait(barrier_ref)
    return pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct(OUT, jnp.int32),
                          out_specs=plgpu.BlockSpec(memory_space=plgpu.SMEM),
                          in_specs=(pl.BlockSpec(memory_space=plgpu.GMEM), pl.BlockSpec(memory_space=plgpu.GMEM)),
                          scratch_shapes=[plgpu.Barrier()],
                          compiler_params=plgpu.CompilerParams(lowering_semantics=semantics))


def gather_ref(x, idx):
    return x[idx.astype(np.int64), 64:]


def make_scatter(semantics):
    lane = semantics == plgpu.LoweringSemantics.Lane
    shape = (64, 128)
    @functools.partial(plgpu.kernel, out_shape=jax.ShapeDtypeStruct(shape, jnp.int32),
                       scratch_shapes=[plgpu.SMEM(shape, jnp.int32)],
                       compiler_params=plgpu.CompilerParams(lowering_semantics=semantics))
    def kernel(tokens_ref, perm_ref, o_ref, smem_ref):
        smem_ref[...] = plgpu.load(tokens_ref, (), layout=plgpu.Layout.WGMMA if lane else None, optimized=False)
        plgpu.commit_smem()
        idxs = plgpu.load(perm_ref, (), layout=plgpu.Layout.TMA_INDICES if lane else None, optimized=False)
        plgpu.copy_smem_to_gmem(smem_ref, o_ref.at[idxs, :])
        plgpu.wait_smem_to_gmem(0)
    return kernel


def scatter_ref(tokens, perm):
    out = np.zeros_like(tokens)
    out[perm.astype(np.int64)] = tokens
    return out
