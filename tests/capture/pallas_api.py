"""How the kernels of mgpu-capture's tests are written for each supported jax: the one place that says
what differs between the releases' Pallas Mosaic GPU APIs.

- jax 0.10.2 lowers ``pl.pallas_call(..., compiler_params=plgpu.CompilerParams(...))`` for Mosaic GPU and
  pipelines its BlockSpecs GMEM <-> SMEM. From 0.11 on, only Triton's CompilerParams has a GPU lowering
  rule for pallas_call (jax/_src/pallas/pallas_call.py, ``gpu_lowering``, at 0.11.2 and 0.12.0.1): a
  Mosaic GPU kernel is a ``plgpu.kernel``, whose body copies its blocks itself. ``blocked`` writes one
  body both ways.
- ``plgpu.load`` takes an index in 0.10.2 and none in 0.12 (optional in 0.11): ``load``.
- CompilerParams' default lowering semantics is Lane in 0.10.2 and Warpgroup from 0.11 on; the tests
  always say which (mgpu-capture forces ``--semantics`` anyway).
"""

from __future__ import annotations

import jax
from jax import lax
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu

RELEASE = tuple(int(p) for p in jax.__version__.split("."))
PALLAS_CALL_LOWERS = RELEASE < (0, 11)
LOAD_TAKES_INDEX = RELEASE < (0, 11)


def blocked(body, out_shape, *, semantics, grid=(), block=None, scratch_shapes=()):
    """A kernel whose ``body(*in_refs, *out_refs, *scratch)`` gets its inputs' and outputs' blocks in SMEM:
    block ``(i, j, ...)`` of ``grid`` is rows ``i * block[0]...``, columns ``j * block[1]...`` of each
    array (without a grid, the whole arrays). ``out_shape``: a ShapeDtypeStruct or a tuple of them."""
    params = plgpu.CompilerParams(lowering_semantics=semantics)
    if PALLAS_CALL_LOWERS:
        def call(*xs):
            tiled = {}
            if grid:
                spec = pl.BlockSpec(block, lambda *ij: ij)
                tiled = dict(grid=grid, in_specs=[spec] * len(xs),
                             out_specs=tuple(spec for _ in out_shape) if isinstance(out_shape, tuple) else spec)
            return pl.pallas_call(body, out_shape=out_shape, scratch_shapes=scratch_shapes, compiler_params=params,
                                  **tiled)(*xs)
        return call
    outs = out_shape if isinstance(out_shape, tuple) else (out_shape,)
    names = tuple(f"g{k}" for k in range(len(grid)))

    def smem(a):
        return plgpu.SMEM(tuple(block) if grid else a.shape, a.dtype)

    def call(*xs):
        n_in, n_out = len(xs), len(outs)

        def kernel_body(*refs):
            gmem_in, gmem_out = refs[:n_in], refs[n_in:n_in + n_out]
            blocks, scratch, barrier = refs[n_in + n_out:2 * (n_in + n_out)], refs[2 * (n_in + n_out):-1], refs[-1]
            at = tuple(pl.ds(lax.axis_index(n) * b, b) for n, b in zip(names, block or ()))

            def window(ref):
                return ref.at[at] if grid else ref
            for g, s in zip(gmem_in, blocks):
                plgpu.copy_gmem_to_smem(window(g), s, barrier)
                plgpu.barrier_wait(barrier)
            body(*blocks, *scratch)
            plgpu.commit_smem()
            for s, g in zip(blocks[n_in:], gmem_out):
                plgpu.copy_smem_to_gmem(s, window(g))
            plgpu.wait_smem_to_gmem(0)

        kernel = plgpu.kernel(kernel_body, out_type=out_shape, compiler_params=params, grid=tuple(grid),
                              grid_names=names, scratch_types=[*map(smem, (*xs, *outs)), *scratch_shapes,
                                                               plgpu.Barrier()])
        return kernel(*xs)
    return call


def gmem_kernel(body, out_shape, *, semantics):
    """A kernel whose ``body(*in_refs, *out_refs)`` gets its inputs and outputs in GMEM (it copies them itself)."""
    params = plgpu.CompilerParams(lowering_semantics=semantics)
    if not PALLAS_CALL_LOWERS:
        return plgpu.kernel(body, out_type=out_shape, compiler_params=params)

    def call(*xs):
        gmem = pl.BlockSpec(memory_space=plgpu.GMEM)
        return pl.pallas_call(body, out_shape=out_shape, in_specs=[gmem] * len(xs), out_specs=gmem,
                              compiler_params=params)(*xs)
    return call


def load(ref, **kwargs):
    """``plgpu.load`` of the whole ref."""
    return plgpu.load(ref, (), **kwargs) if LOAD_TAKES_INDEX else plgpu.load(ref, **kwargs)
