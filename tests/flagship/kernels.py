"""jax's flagship Pallas Mosaic GPU kernels (``jax/experimental/pallas/ops/gpu/*_mgpu.py``) at small
configurations, as mgpu-capture factories (their numpy references are in references.py), for
jax 0.10.2 and 0.12.0.1 alike: every function and configuration field they use keeps its name and
signature in 0.12.0.1 (which changed only the kernels' bodies), and the line numbers cited are 0.10.2's.
Sizes are chosen so that every pipeline slot is reused (more steps than slots) and every barrier phase
flips; the grid is small (device queries such as ``get_num_sms`` / ``core_count`` are replaced: there is
no GPU), so a persistent kernel walks several tiles per CTA. Captured by tests/flagship/capture.sh.
"""

import functools
import types

import jax
import numpy as np
from jax.experimental.pallas.ops.gpu import attention_mgpu as am
from jax.experimental.pallas.ops.gpu import blackwell_matmul_mgpu as bm
from jax.experimental.pallas.ops.gpu import blackwell_ragged_dot_mgpu as brd
from jax.experimental.pallas.ops.gpu import hopper_matmul_mgpu as hm
from jax.experimental.pallas.ops.gpu import hopper_mixed_type_matmul_mgpu as hmm
from jax.experimental.pallas.ops.gpu import ragged_dot_mgpu as rd
from jax.experimental.pallas.ops.gpu import transposed_ragged_dot_mgpu as trd

# the numpy references, by the names capture.sh passes to --reference
from tests.flagship.references import (attention_bwd_reference, attention_causal_reference,  # noqa: F401
                                       attention_lse_reference, attention_reference,
                                       blackwell_ragged_reference, matmul_c_reference, matmul_reference,
                                       mixed_reference, ragged_reference, transposed_ragged_reference)

NUM_SMS = 2


class _Device:
    core_count = NUM_SMS


def _patched(module, **replaced):
    """``module``'s names, some of them replaced."""
    names = {k: getattr(module, k) for k in dir(module) if not k.startswith("__")}
    return types.SimpleNamespace(**{**names, **replaced})


def _with_devices(module):
    """``module.jax`` with ``devices()`` / ``local_devices()`` answering a 2-SM GPU."""
    return _patched(module, devices=lambda: [_Device()], local_devices=lambda: [_Device()])


hm.get_num_sms = lambda: NUM_SMS
trd.jax = brd.jax = _with_devices(jax)
hmm.backend = types.SimpleNamespace(get_default_device=lambda: _Device())
# attention_mgpu refuses causal masking on CUDA 12.8.0-12.9.0 (a ptxas bug); a newer runtime is assumed.
am.cuda_versions = types.SimpleNamespace(cuda_runtime_get_version=lambda: 12091)


# -- hopper_matmul_mgpu: f16[128, 256] @ f16[256, 128], 64x64x64 tiles: 4 output tiles over 2 CTAs
# (each walks 2), 4 K steps through 2 slots (each slot reused twice, each barrier flips twice).
def _hopper(wg_dimension=hm.MatmulDimension.N, cluster=None, c=False):
    config = hm.TuningConfig(tile_m=64, tile_n=64, tile_k=64, max_concurrent_steps=2, epi_tile_m=64,
                             epi_tile_n=64, wg_dimension=wg_dimension, cluster_dimension=cluster)
    if c:
        return lambda a, b, c_in: hm.matmul(a, b, c_in, config=config)
    return functools.partial(hm.matmul, c=None, config=config)


def hopper_matmul_wg_n(semantics=None):
    del semantics  # the flagship kernels are Warpgroup-only
    return _hopper()


def hopper_matmul_wg_m(semantics=None):
    del semantics
    return _hopper(hm.MatmulDimension.M)


def hopper_matmul_c(semantics=None):
    del semantics
    return _hopper(c=True)


def hopper_matmul_cluster_m(semantics=None):
    del semantics
    return _hopper(cluster=hm.MatmulDimension.M)






# -- hopper_mixed_type_matmul_mgpu: i8[128, 256] (converted to f16) @ f16[256, 128].
def hopper_mixed_type_matmul(semantics=None):
    del semantics
    config = hmm.TuningConfig(tile_m=64, tile_n=64, tile_k=64, max_concurrent_steps=2, epi_tile_m=64,
                              epi_tile_n=64)
    return functools.partial(hmm.mixed_matmul_kernel, out_dtype=np.float16, config=config)




# -- attention_mgpu forward: f16[1, 128, 1, 64] queries (two compute warpgroups of 64 rows), 256 keys
# in 64-key blocks through 2 slots.
def _attention(causal, lse):
    config = am.TuningConfig(block_q=64, block_kv=64, max_concurrent_steps=2, causal=causal)
    return functools.partial(am.attention, config=config, save_residuals=lse)


def attention_fwd(semantics=None):
    del semantics
    return _attention(False, False)


def attention_fwd_causal(semantics=None):
    del semantics
    return _attention(True, False)


def attention_fwd_lse(semantics=None):
    del semantics
    return _attention(False, True)


# -- attention_mgpu's FA3-style variant (attention_with_pipeline_emitter, attention_mgpu.py:651 at
# jax-v0.10.2): the same sizes, K/V through plgpu.emit_pipeline_warp_specialized (a memory warpgroup
# and 2 compute warpgroups, 4 KV steps through 2 slots), with its schedule barrier; not causal (it
# refuses causal masking).
def _attention_pipelined(lse):
    config = am.TuningConfig(block_q=64, block_kv=64, max_concurrent_steps=2)
    return functools.partial(am.attention_with_pipeline_emitter, config=config, save_residuals=lse)


def attention_fwd_pipelined(semantics=None):
    del semantics
    return _attention_pipelined(False)


def attention_fwd_pipelined_lse(semantics=None):
    del semantics
    return _attention_pipelined(True)










# -- attention_mgpu backward (jax's custom VJP: the forward kernel with its residuals, then the dQ and
# dK/dV kernels). Its wrapper computes delta = sum(dO * O) with a jax op between the kernels
# (attention_mgpu.py:392 at jax-v0.10.2), which mgpu-capture cannot run: as for transposed_ragged_dot
# below, the function takes the backward kernels' in-between inputs (the forward's base-2 log-sum-exp
# and delta, references.attention_bwd_inputs computes them in numpy; capture.sh writes them) and
# calls both backward kernels with them in place of the wrapper's.
ATTENTION_BWD_CONFIG = am.TuningConfig(block_q=64, block_kv=64, max_concurrent_steps=2, block_q_dkv=64,
                                       block_kv_dkv=64, block_q_dq=64, block_kv_dq=64)


def attention_bwd(semantics=None):
    del semantics

    def call(q, k, v, do, lse, delta):
        out, (lse_fwd,) = am._attention_forward(q, k, v, ATTENTION_BWD_CONFIG, save_residuals=True)
        plgpu, am.plgpu = am.plgpu, _kernel_fed(am, (q, k, v, do, lse, delta))
        try:
            grads = am._attention_bwd(ATTENTION_BWD_CONFIG, False, (q, k, v, out, lse), do)
        finally:
            am.plgpu = plgpu
        return (out, lse_fwd, *grads)
    return call




# -- ragged_dot_mgpu: f16[256, 128] rows in 3 groups (tests/flagship/group_sizes.npy) against
# f16[3, 128, 128]; 64x64x32 blocks, 4 K steps through 2 slots. jax fixes its grid at 132 CTAs.
def ragged_dot(semantics=None):
    del semantics
    # (group_sizes first: the kernel's operand order, so that its inputs are the function's in order)
    return lambda group_sizes, lhs, rhs: rd.ragged_dot(
        lhs, rhs, group_sizes=group_sizes, block_m=64, block_n=64, block_k=32, max_concurrent_steps=2,
        grid_block_n=1)




# -- transposed_ragged_dot_mgpu: f16[256, 64] (K rows in 3 groups) x f16[256, 64] -> f16[3, 64, 64].
# Its wrapper computes the kernel's group tables with jax ops (transposed_ragged_dot_mgpu.py:57-64 at
# jax-v0.10.2), which mgpu-capture cannot run: the function takes them as inputs instead
# (references.transposed_ragged_tables computes them in numpy, as those lines do; capture.sh writes them)
# and the kernel is called with them in place of the wrapper's.
TRANSPOSED_RAGGED_BLOCK_K = 64


def _kernel_fed(module, tables):
    """``module.plgpu`` whose ``kernel(...)`` is called with ``tables`` as its first inputs."""
    plgpu = module.plgpu

    def kernel(*args, **kwargs):
        call = plgpu.kernel(*args, **kwargs)
        return lambda *operands: call(*tables, *operands[len(tables):])
    return _patched(plgpu, kernel=kernel)


def transposed_ragged_dot(semantics=None):
    del semantics

    def call(group_sizes, group_starts, group_ends, group_num_blocks, group_block_starts, lhs, rhs):
        plgpu, trd.plgpu = trd.plgpu, _kernel_fed(
            trd, (group_sizes, group_starts, group_ends, group_num_blocks, group_block_starts))
        try:
            return trd.transposed_ragged_dot(
                lhs, rhs, group_sizes=group_sizes, block_m=64, block_n=64, block_k=TRANSPOSED_RAGGED_BLOCK_K,
                max_concurrent_steps=2, grid_block_n=1)
        finally:
            trd.plgpu = plgpu
    return call




# -- blackwell_ragged_dot_mgpu (sm_100): f16[256, 128] rows in 3 groups against f16[3, 128, 256]; a
# 2-CTA cluster (without one, jax 0.10.2 fails: its kernel reads the cluster axis index regardless).
def blackwell_ragged_dot(semantics=None):
    del semantics
    config = brd.TuningConfig(tile_m=128, tile_n=128, tile_k=64, max_concurrent_steps=2, collective=True,
                              grid_tile_width=1, grid_minor_dim=bm.MatmulDimension.N)
    # (group_sizes last: the kernel's operand order, so that its inputs are the function's in order)
    return functools.partial(brd.ragged_dot_kernel, config=config)


# -- blackwell_matmul_mgpu (sm_100): f16[256, 256] @ f16[256, 256], 128x128x64 tiles, 4 K steps
# through 2 slots; collective: 2-CTA clusters sharing 256x256 tiles.
def _blackwell(collective):
    config = bm.TuningConfig(tile_m=128, tile_n=128, tile_k=64, max_concurrent_steps=2,
                             collective=collective)
    return functools.partial(bm.matmul_kernel, config=config)


def blackwell_matmul(semantics=None):
    del semantics
    return _blackwell(False)


def blackwell_matmul_collective(semantics=None):
    del semantics
    return _blackwell(True)
