"""Warp-level code (plgpu.warp_map) of jax's mosaic_gpu_test.py (jax-v0.10.2),
PallasCallWarpPrimitiveSemanticsTest: test_axis_index (:3744), test_axis_index_multi_warpgroup (:3805),
test_scalar_load (:3821), test_scalar_binary_op (:3847), test_single_warp_loop (:3944),
test_copy_gmem_to_smem_from_different_warps (:3991), test_warp_specialized_transpose (:4018),
test_warp_specialized_smem_slice (:4041), test_axis_index_mpmd_map (:3773), test_inline_mgpu_in_warp (:3884)."""

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax
from jax._src.lib.mlir import ir
from jax._src.lib.mlir.dialects import memref as memref_dialect
from jax.experimental import pallas as pl
from jax.experimental.mosaic import gpu as mgpu
from jax.experimental.pallas import mosaic_gpu as plgpu

from harness import kernel, transpose_ref

I32 = jnp.int32


def _axis_index(run_warps):
    """test_axis_index's kernel: warp 1 copies ones and warp 3 threes from SMEM to the two output
    rows; ``run_warps(per_warp)`` runs ``per_warp(warp index)`` on each warp of the warpgroup."""
    def make_kernel(semantics):
        def body(y_ref):
            def scope(ones, threes):
                ones[:] = jnp.ones((1, 128), I32)
                threes[:] = jnp.ones((1, 128), I32) * 3
                plgpu.commit_smem()

                def per_warp(warp):
                    @pl.when(warp == 1)
                    def _():
                        plgpu.async_prefetch(y_ref.at[1:2])
                        plgpu.copy_smem_to_gmem(ones, y_ref.at[0:1])

                    @pl.when(warp == 3)
                    def _():
                        plgpu.copy_smem_to_gmem(threes, y_ref.at[1:2])

                run_warps(per_warp)
                plgpu.wait_smem_to_gmem(0)
            pl.run_scoped(scope, plgpu.SMEM((1, 128), I32), plgpu.SMEM((1, 128), I32))

        return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((2, 128), I32))
    return make_kernel


def _in_warp_mesh(per_warp):
    """The warps as a nested pl.kernel over a WarpMesh (test_axis_index_mpmd_map), not plgpu.warp_map."""
    pl.kernel(lambda: per_warp(lax.axis_index("foo")), mesh=plgpu.WarpMesh(axis_name="foo"))()


axis_index = _axis_index(plgpu.warp_map)
axis_index_mpmd_map = _axis_index(_in_warp_mesh)


def reference_axis_index():
    return np.stack([np.ones(128, np.int32), np.full(128, 3, np.int32)])


def axis_index_multi_warpgroup(semantics):
    def body(out_ref):
        wg = lax.axis_index("wg")

        @plgpu.warp_map
        def _(warp):
            out_ref[wg * 4 + warp] = warp

    return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((8,), I32), num_threads=2, thread_name="wg")


def reference_axis_index_multi_warpgroup():
    return np.tile(np.arange(4, dtype=np.int32), 2)


def scalar_load(semantics):
    def body(x_ref, y_ref):
        @plgpu.warp_map
        def _(warp):
            @pl.when(warp == 1)
            def _():
                y_ref[...] = x_ref[...]

    return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((), I32))


def inputs_scalar_load():
    return [np.array(4, np.int32)]


def reference_identity(x):
    return x


SCALAR_OPS = {"add": (lax.add, np.add), "sub": (lax.sub, np.subtract), "mul": (lax.mul, np.multiply),
              "div": (lax.div, lambda x, y: np.int32(int(x / y))), "rem": (lax.rem, np.fmod),
              "bitwise_and": (lax.bitwise_and, np.bitwise_and), "bitwise_or": (lax.bitwise_or, np.bitwise_or),
              "bitwise_xor": (lax.bitwise_xor, np.bitwise_xor), "max": (lax.max, np.maximum),
              "min": (lax.min, np.minimum),
              "gt": (lax.gt, np.greater), "lt": (lax.lt, np.less), "ge": (lax.ge, np.greater_equal),
              "le": (lax.le, np.less_equal), "eq": (lax.eq, np.equal), "ne": (lax.ne, np.not_equal)}


def _scalar_binary_op(op, ref):
    def make_kernel(semantics):
        def body(y_ref):
            @plgpu.warp_map
            def _(warp):
                @pl.when(warp == 1)
                def _():
                    y_ref[...] = op(jnp.array(1234, I32), jnp.array(6543, I32)).astype(I32)

        return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((), I32))

    def reference():
        return np.array(ref(np.int32(1234), np.int32(6543)), np.int32)

    return make_kernel, reference


for _n, (_op, _ref) in SCALAR_OPS.items():
    globals()[f"scalar_binary_op_{_n}"], globals()[f"reference_scalar_binary_op_{_n}"] = _scalar_binary_op(_op, _ref)


def _single_warp_loop(force_while):
    def make_kernel(semantics):
        def body(y_ref):
            def scope(smem_ref):
                for i in range(10):
                    smem_ref[i, :] = jnp.ones_like(smem_ref.at[i]) * i
                plgpu.commit_smem()

                @plgpu.warp_map
                def _(warp):
                    @pl.when(warp == 0)
                    def _():
                        def step(i, _):
                            plgpu.copy_smem_to_gmem(smem_ref.at[pl.ds(i, 1)], y_ref.at[pl.ds(i, 1)])
                        lb, ub = (jnp.asarray(0), jnp.asarray(10)) if force_while else (0, 10)
                        lax.fori_loop(lb, ub, step, None)
                plgpu.wait_smem_to_gmem(0)
            pl.run_scoped(scope, plgpu.SMEM((10, 128), I32))

        return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((10, 128), I32))
    return make_kernel


single_warp_loop = _single_warp_loop(False)
single_warp_loop_while = _single_warp_loop(True)


def reference_single_warp_loop():
    return np.repeat(np.arange(10, dtype=np.int32)[:, None], 128, axis=1)


def _from_different_warps(wait_in_warp):
    def make_kernel(semantics):
        def body(x_ref, y_ref):
            def scope(smem_ref, tma_barrier):
                @plgpu.warp_map
                def _(warp):
                    @pl.when(warp == 0)
                    def _():
                        plgpu.copy_gmem_to_smem(x_ref.at[32:64], smem_ref, tma_barrier)

                    @pl.when(warp == 1)
                    def _():
                        plgpu.barrier_wait(tma_barrier)
                        plgpu.copy_smem_to_gmem(smem_ref, y_ref)
                        if wait_in_warp:
                            plgpu.wait_smem_to_gmem(0)
                if not wait_in_warp:
                    plgpu.wait_smem_to_gmem(0)
            pl.run_scoped(scope, smem_ref=plgpu.SMEM((32, 32), jnp.float32), tma_barrier=plgpu.Barrier())

        return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((32, 32), jnp.float32))
    return make_kernel


copy_from_different_warps = _from_different_warps(False)
copy_from_different_warps_wait_in_warp = _from_different_warps(True)


def _uniform(*shape):
    return lambda: [np.random.default_rng(42).uniform(size=shape).astype(np.float32)]


inputs_copy_from_different_warps = _uniform(64, 32)


def reference_copy_from_different_warps(x):
    return x[32:64]


def _copy_out_from_warp_0(copy, in_shape, out_shape, commit=False):
    """A kernel that puts its input in SMEM, then has warp 0 alone run copy(smem, out_ref) to GMEM; with
    `commit`, the fixed variant: the stores committed first (docs/design/jax_tests_uncommitted_smem_race.md)."""
    def make_kernel(semantics):
        def body(in_ref, out_ref, smem):
            smem[...] = in_ref[...]
            if commit:
                plgpu.commit_smem()

            @plgpu.warp_map
            def _(warp):
                @pl.when(warp == 0)
                def _():
                    copy(smem, out_ref)
                    plgpu.wait_smem_to_gmem(0)

        return kernel(semantics, body, out_type=jax.ShapeDtypeStruct(out_shape, jnp.float32),
                      scratch_types=(plgpu.SMEM(in_shape, jnp.float32),))
    return make_kernel


warp_specialized_transpose = _copy_out_from_warp_0(
    lambda smem, out: plgpu.copy_smem_to_gmem(transpose_ref(smem, (1, 0, 2)), out), (2, 4, 64), (4, 2, 64))
inputs_warp_specialized_transpose = _uniform(2, 4, 64)


def reference_warp_specialized_transpose(x):
    return np.transpose(x, (1, 0, 2))


def _copy_halves(smem, out):
    plgpu.copy_smem_to_gmem(smem.at[0], out.at[0])
    plgpu.copy_smem_to_gmem(smem.at[1], out.at[1])


warp_specialized_smem_slice = _copy_out_from_warp_0(_copy_halves, (2, 64, 128), (2, 64, 128))
warp_specialized_smem_slice_committed = _copy_out_from_warp_0(_copy_halves, (2, 64, 128), (2, 64, 128), True)
inputs_warp_specialized_smem_slice = _uniform(2, 64, 128)


def inline_mgpu_in_warp(semantics):
    """inline_mgpu in warp 1: stores the warp index (a scalar operand) and returns it plus 10."""
    def body(y_ref, z_ref):
        @plgpu.warp_map
        def _(warp):
            @plgpu.inline_mgpu(arg_types=(plgpu.RefType(), plgpu.Layout.WG_SPLAT),
                               return_type=plgpu.ShapeDtypeStruct((), I32, layout=plgpu.Layout.WG_SPLAT))
            def write(_, ref, wid):
                memref_dialect.store(wid.registers.item(), ref, [])
                ten = mgpu.FragmentedArray.splat(mgpu.c(10, ir.IntegerType.get_signless(32)), (), is_signed=True)
                return wid + ten

            @pl.when(warp == 1)
            def _():
                z_ref[...] = write(y_ref, warp)

    return kernel(semantics, body, out_type=(jax.ShapeDtypeStruct((), I32), jax.ShapeDtypeStruct((), I32)))


def reference_inline_mgpu_in_warp():
    return np.array(1, np.int32), np.array(11, np.int32)
