"""jax's ``hopper_matmul_mgpu`` (jax 0.10.2) at a small configuration: f16[64, 128] @ f16[128, 128],
64 x 64 x 64 tiles, two compute warpgroups, one CTA (``get_num_sms`` replaced: there is no GPU).
With ``wg_dimension=N`` each compute warpgroup takes a ``memref.subview`` of B at a dynamic column
offset of its (8, 64)-tiled, 128-byte-swizzled SMEM ref, which our lowering once read from the
wrong addresses. Captured by tests/differential/capture.sh.
"""

import functools

import numpy as np
from jax.experimental.pallas.ops.gpu import hopper_matmul_mgpu as hm

hm.get_num_sms = lambda: 1


def _matmul(wg_dimension):
    config = hm.TuningConfig(tile_m=64, tile_n=64, tile_k=64, max_concurrent_steps=2,
                             epi_tile_m=64, epi_tile_n=64, wg_dimension=wg_dimension)
    return functools.partial(hm.matmul, c=None, config=config)


def matmul_wg_n(semantics=None):
    del semantics  # hopper_matmul_mgpu is Warpgroup-only
    return _matmul(hm.MatmulDimension.N)


def matmul_wg_m(semantics=None):
    del semantics
    return _matmul(hm.MatmulDimension.M)


def reference(a, b):
    return (a.astype(np.float32) @ b.astype(np.float32)).astype(np.float16)
