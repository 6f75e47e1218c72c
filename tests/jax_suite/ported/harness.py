"""What jax's test class gives every test of tests/pallas/mosaic_gpu_test.py (jax-v0.10.2), in our words.

jax's tests do not call `pl.pallas_call`: `PallasTest.pallas_call` (mosaic_gpu_test.py:183-296) builds a
`plgpu.kernel` whose parallel grid axes become the kernel's grid (named d0, d1, ...) and whose
sequential axes become an `emit_pipeline` inside it (so every block goes GMEM -> SMEM by TMA and back);
`PallasTest.kernel` (:179) is `plgpu.kernel` with the class's lowering semantics forced. The ported
kernels call these two with the semantics mgpu-capture passes, so that they lower to the IR jax's own
tests lower to.
"""

import dataclasses

import jax
from jax import lax
from jax._src import dtypes
from jax._src import util
from jax._src.pallas import core as pallas_core
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu


def kernel(semantics, body=None, *, compiler_params=None, **kwargs):
    """`plgpu.kernel(body, **kwargs)` lowered with `semantics` (usable as a decorator factory)."""
    params = dataclasses.replace(compiler_params or plgpu.CompilerParams(), lowering_semantics=semantics)
    make = lambda fn: plgpu.kernel(fn, compiler_params=params, **kwargs)  # noqa: E731
    return make if body is None else make(body)


def _specs(specs, count):
    if not specs:
        return [pl.BlockSpec()] * count
    return list(specs) if isinstance(specs, (list, tuple)) else [specs]


def pallas_call(semantics, body=None, *, out_shape, grid=(), in_specs=(), out_specs=(), scratch_shapes=(),
                compiler_params=None):
    """jax's test-class `pallas_call`: parallel grid axes -> the kernel's grid, sequential ones -> an
    emit_pipeline over the blocks; `body(*in_refs, *out_refs, *scratch_refs)` sees SMEM blocks."""
    params = compiler_params or plgpu.CompilerParams()
    grid = (grid,) if isinstance(grid, int) else tuple(grid)
    kinds = params.dimension_semantics or ("parallel",) * len(grid)
    parallel = [k == "parallel" for k in kinds]
    sequential_grid, parallel_grid = util.partition_list(parallel, grid)
    names = tuple(f"d{i}" for i in range(len(parallel_grid)))

    def in_pipeline(spec):
        """The spec's index map, taking the pipeline's (sequential) indices and the axis indices."""
        if spec.index_map is None:
            return spec
        def index_map(*seq):
            return spec.index_map(*util.merge_lists(parallel, seq, [lax.axis_index(n) for n in names]))
        return dataclasses.replace(spec, index_map=index_map)

    def build(fn):
        @jax.jit
        @kernel(semantics, out_type=out_shape, scratch_types=scratch_shapes,
                compiler_params=dataclasses.replace(params, dimension_semantics=None),
                grid=tuple(parallel_grid), grid_names=names)
        def whole(*refs):
            gmem, scratch = util.split_list(refs, [len(refs) - len(scratch_shapes)])
            n_out = len(jax.tree.leaves(out_shape))
            axes = [pallas_core.GridAxis(lax.axis_index(n), lax.axis_size(n)) for n in names]

            def step(indices, *blocks):
                env = util.merge_lists(parallel, [*map(pallas_core.GridAxis, indices, sequential_grid)], axes)
                with pallas_core.grid_env(env):
                    fn(*blocks, *scratch)

            pipeline = plgpu.emit_pipeline(
                step, grid=tuple(sequential_grid),
                in_specs=[in_pipeline(s) for s in _specs(in_specs, len(gmem) - n_out)],
                out_specs=[in_pipeline(s) for s in _specs(out_specs, n_out)],
                max_concurrent_steps=params.max_concurrent_steps)
            with pallas_core.grid_env(util.merge_lists(parallel, [None] * len(sequential_grid), axes)):
                pipeline(*gmem)

        return whole

    return build if body is None else build(body)


def default_transforms(dtype, swizzle=128):
    """jax's `PallasTest.default_transforms` (:305): (8, swizzle-bytes worth of elements) tiles, swizzled."""
    elems = 8 * swizzle // dtypes.itemsize_bits(dtype)
    return (plgpu.TilingTransform((8, elems)), plgpu.SwizzleTransform(swizzle))


# jax 0.11 made plgpu.load's index optional and 0.12 removed it (jax/_src/pallas/mosaic_gpu/primitives.py,
# `load`, at jax-v0.12.0.1): a test's index is then a view of the ref.
LOAD_TAKES_INDEX = tuple(int(p) for p in jax.__version__.split(".")) < (0, 11)


def load(ref, index=(), **kwargs):
    """jax's `plgpu.load(ref, index, ...)` (0.10.2) on any supported jax."""
    if LOAD_TAKES_INDEX:
        return plgpu.load(ref, index, **kwargs)
    return plgpu.load(ref.at[index] if index != () else ref, **kwargs)


def transpose_ref(ref, permutation):
    """jax's `plgpu.transpose_ref(ref, permutation)` (0.10.2 to 0.12.0.1) on any supported jax: 0.12.1 removed it for
    the ref's own `transpose` ("was deprecated in JAX v0.11.2, and removed in JAX v0.12.1. Use ref.transpose(...)
    directly instead", jax/experimental/pallas/mosaic_gpu.py at 0.12.1)."""
    if hasattr(plgpu, "transpose_ref"):
        return plgpu.transpose_ref(ref, permutation)
    return ref.transpose(permutation)
