"""jax 0.10.2's low-level Mosaic GPU examples (``jax/experimental/mosaic/gpu/examples/*.py``, not in
jax's wheel) at small configurations, as mgpu-capture factories (numpy references in
references.py). Each example is imported from the jax source checkout named by ``$JAX_SRC`` (at tag
jax-v0.10.2); capture.sh passes it. They are ``as_gpu_kernel`` kernels (Lane semantics), which
mgpu-capture builds inside the MLIR context jax's own examples open (docs/mgpu-capture.md). Sizes
reuse every pipeline slot (more K steps than slots) so that every barrier phase flips.
"""

import functools
import importlib.util
import os
import pathlib

import jax.numpy as jnp

# the numpy references, by the names capture.sh passes to --reference
from tests.flagship.references import flash_attention_reference, matmul_f32_reference, matmul_nt_reference  # noqa: F401


@functools.cache
def _example(name: str):
    src = os.environ.get("JAX_SRC")
    if not src:
        raise RuntimeError("set JAX_SRC to a jax source checkout at tag jax-v0.10.2 "
                           "(the examples are not in jax's wheel)")
    path = pathlib.Path(src) / "jax/experimental/mosaic/gpu/examples" / f"{name}.py"
    spec = importlib.util.spec_from_file_location(f"mosaic_gpu_example_{name}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# -- examples/matmul.py (sm_90, wgmma): f16[M, 256] @ f16[256, 128] -> f32; 64x64 tiles, the 128-byte
# swizzle makes tile_k 64: 4 K steps through 2 stages. M = 128 (a 2x2 grid); cluster_m: M = 256 in
# 2-CTA clusters along M (its ClusterBarrier: each CTA waits for its peer before reusing a stage).
def _matmul(m_size, cluster_m):
    f16, f32 = jnp.dtype(jnp.float16), jnp.dtype(jnp.float32)
    return _example("matmul").build_kernel(m_size, 128, 256, f16, f16, f32, stages=2, tile_m=64, tile_n=64,
                                           cluster_m=cluster_m)


def example_matmul():
    return _matmul(128, 1)


def example_matmul_cluster_m():
    return _matmul(256, 2)


# -- examples/flash_attention.py (sm_90): q f16[1, 128, 64] (two compute warpgroups of 64 rows), k, v
# f16[1, 256, 64] in 64-key blocks through 2 stages; ex2.approx as its benchmark runs it. tma_wg: its
# other implementation, a third warpgroup issuing the loads.
def _flash_attention(impl):
    m = _example("flash_attention")
    return m.build_kernel(1, 1, 1, 128, 256, 64, m.BlockSizes(q=64, kv=64, stages=2),
                          exp_impl=m.ExpImplementation.APPROX, impl=m.Implementation[impl])


def example_flash_attention():
    return _flash_attention("TWO_COMPUTE_WG")


def example_flash_attention_tma_wg():
    return _flash_attention("TWO_COMPUTE_ONE_TMA_WG")


# -- examples/matmul_blackwell.py (sm_100, tcgen05): f16[256, 256] @ f16[256, 256].T; 128x128 tiles
# (collective: 256x256 over a 2-CTA cluster), tile_k 64: 4 K steps through 2 slots. Its grid is fixed
# at 148 CTAs (a persistent kernel), more than the tiles: each CTA has one tile at most.
def _matmul_blackwell(collective):
    return _example("matmul_blackwell").build_kernel(256, 256, 256, jnp.float16, collective=collective)


def example_matmul_blackwell():
    return _matmul_blackwell(False)


def example_matmul_blackwell_collective():
    return _matmul_blackwell(True)
