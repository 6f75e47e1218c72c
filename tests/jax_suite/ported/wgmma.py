"""Hopper wgmma tests of jax's mosaic_gpu_test.py (jax-v0.10.2), PallasCallSm90ATest: test_fori_loop_accumulator
(:4099), test_realistic_matmul (:4117), test_wgmma (:4227), test_wgmma_integer (:4271),
test_wgmma_sliced_acc_flip (:4316), test_wgmma_registers (:4345), test_wgmma_registers_8bit (:4368),
test_wgmma_registers_init (:4407), test_wgmma_registers_init_with_update (:4430), test_wgmma_sliced_ref
(:4454), test_wgmma_reshaped_rhs_unit_tiling (:4495), test_wgmma_sliced_acc_read (:4523),
test_load_to_wgmma_row_col_layout_with_indexing (:4589), test_load_row_input_to_wgmma_with_transforms
(:4610), test_load_store_wgmma_transposed (:4650); CoreMapTest.test_realistic_matmul_with_cluster (:7755); and
jax-v0.11.0's test_wgmma_mixed_fp8 (:4734) and test_run_state_discharge_regression_test (:4888), in the suites of
0.11.2 and 0.12.0.1 only.

jax draws its inputs with jax.random (key 42): uniform [0, 1) floats; we draw the same with numpy.
The references compute in float64; the tests' tolerances are in manifest.py.
"""

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
from jax import lax
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu

from harness import default_transforms, kernel, load, pallas_call, transpose_ref

F16, F32 = jnp.float16, jnp.float32


def _uniform(*shapes, dtype=np.float16, seed=42):
    rng = np.random.default_rng(seed)
    return lambda: [rng.uniform(size=s).astype(np.float32).astype(dtype) for s in shapes]


def _f64(x):
    return x.astype(np.float64)


def reference_matmul(a, b):
    return _f64(a) @ _f64(b)


def _acc_loop(force_while):
    def make_kernel(semantics):
        def body(i_ref, o_ref):
            def scope(acc_ref):
                lb, ub = (jnp.asarray(0), jnp.asarray(4)) if force_while else (0, 4)
                return lax.fori_loop(lb, ub, lambda _, v: v + acc_ref[...], acc_ref[...])
            o_ref[...] = pl.run_state(scope)(plgpu.ACC.init(i_ref[...]))

        return pallas_call(semantics, body, in_specs=[plgpu.BlockSpec((64, 64), transforms=default_transforms(F16))],
                           out_shape=jax.ShapeDtypeStruct((64, 64), F16), out_specs=plgpu.BlockSpec((64, 64)))
    return make_kernel


fori_loop_accumulator = _acc_loop(False)
fori_loop_accumulator_while = _acc_loop(True)


def ones_f16_64x64():
    return [np.ones((64, 64), np.float16)]


def reference_fori_loop_accumulator(i):
    return np.full((64, 64), 5, np.float16)


# jax's grid is (132, 4, 10); the port runs 2 rows of CTAs (the emulator runs every CTA; all 132 run
# the same program on other rows).
GRID_M, GRID_N, GRID_K, TILE = 2, 4, 10, 128
TILE_K = 64


def _realistic_matmul(lhs_t, rhs_t):
    m, k, n = GRID_M * TILE, GRID_K * TILE_K, GRID_N * TILE

    def make_kernel(semantics):
        def body(a_ref, b_ref, o_ref, acc_ref):
            if lhs_t:
                a_ref = transpose_ref(a_ref, (1, 0))
            if rhs_t:
                b_ref = transpose_ref(b_ref, (1, 0))
            plgpu.wgmma(acc_ref, a_ref, b_ref)

            @pl.when(pl.program_id(2) == GRID_K - 1)
            def _():
                o_ref[...] = acc_ref[...].astype(F16)
            plgpu.wgmma_wait(1)  # the last wgmma is not awaited: delay_release=1

        t = default_transforms(F16)
        lhs = (plgpu.BlockSpec((TILE_K, TILE), lambda m, n, k: (k, m), delay_release=1, transforms=t) if lhs_t
               else plgpu.BlockSpec((TILE, TILE_K), lambda m, n, k: (m, k), delay_release=1, transforms=t))
        rhs = (plgpu.BlockSpec((TILE, TILE_K), lambda m, n, k: (n, k), delay_release=1, transforms=t) if rhs_t
               else plgpu.BlockSpec((TILE_K, TILE), lambda m, n, k: (k, n), delay_release=1, transforms=t))
        return pallas_call(
            semantics, body, in_specs=[lhs, rhs],
            out_specs=plgpu.BlockSpec((TILE, TILE), lambda m, n, k: (m, n), transforms=t),
            out_shape=jax.ShapeDtypeStruct((m, n), F16), scratch_shapes=[plgpu.ACC((TILE, TILE), F32)],
            grid=(GRID_M, GRID_N, GRID_K),
            compiler_params=plgpu.CompilerParams(dimension_semantics=["parallel", "parallel", "sequential"],
                                                 max_concurrent_steps=2))

    inputs = _uniform((k, m) if lhs_t else (m, k), (n, k) if rhs_t else (k, n))

    def reference(a, b):
        return _f64(a.T if lhs_t else a) @ _f64(b.T if rhs_t else b)

    return make_kernel, inputs, reference


for _l in (False, True):
    for _r in (False, True):
        _n = f"realistic_matmul{'_lt' if _l else ''}{'_rt' if _r else ''}"
        globals()[_n], globals()[f"inputs_{_n}"], globals()[f"reference_{_n}"] = _realistic_matmul(_l, _r)


def _wgmma(dtype):
    rhs_t = np.dtype(dtype).itemsize != 2  # only 16-bit transposes fuse; the RHS is column-major
    b_shape = (192, 128) if rhs_t else (128, 192)

    def make_kernel(semantics):
        def body(a_ref, b_ref, o_ref):
            if rhs_t:
                b_ref = transpose_ref(b_ref, (1, 0))

            def scope(acc_ref):
                plgpu.wgmma(acc_ref, a_ref, b_ref)
                return acc_ref[...]
            o_ref[...] = pl.run_scoped(scope, plgpu.ACC((64, 192), F32))

        t = default_transforms(dtype)
        return pallas_call(semantics, body,
                           in_specs=[plgpu.BlockSpec((64, 128), lambda i, j: (i, j), transforms=t),
                                     plgpu.BlockSpec(b_shape, lambda *i: i, transforms=t)],
                           out_specs=plgpu.BlockSpec((64, 192), lambda *i: i),
                           out_shape=jax.ShapeDtypeStruct((64, 192), F32), grid=(1, 1))

    def reference(a, b):
        return _f64(a) @ _f64(b.T if rhs_t else b)

    return make_kernel, _uniform((64, 128), b_shape, dtype=dtype), reference


for _n, _dt in (("f16", np.float16), ("f32", np.float32)):
    globals()[f"wgmma_{_n}"], globals()[f"inputs_wgmma_{_n}"], globals()[f"reference_wgmma_{_n}"] = _wgmma(_dt)


def _wgmma_nt(lhs, rhs, acc, low):
    """A (64, 128) @ B(64, 128).T into a (64, 64) `acc` accumulator, B transposed in SMEM; both drawn as
    jax's tests draw them: small integers in [low, 8), exact in every 8-bit type (so an exact reference)."""
    def make_kernel(semantics):
        def body(a_ref, b_ref, o_ref):
            def scope(acc_ref):
                plgpu.wgmma(acc_ref, a_ref, transpose_ref(b_ref, (1, 0)))
                return acc_ref[...]
            o_ref[...] = pl.run_scoped(scope, plgpu.ACC((64, 64), acc))

        t = default_transforms(lhs)  # (both 8-bit: one transform fits both)
        return pallas_call(semantics, body,
                           in_specs=[plgpu.BlockSpec((64, 128), lambda i, j: (i, j), transforms=t),
                                     plgpu.BlockSpec((64, 128), lambda *i: i, transforms=t)],
                           out_specs=plgpu.BlockSpec((64, 64), lambda *i: i),
                           out_shape=jax.ShapeDtypeStruct((64, 64), acc), grid=(1, 1))

    def inputs():
        return [np.random.default_rng(s).integers(low, 8, size=(64, 128)).astype(d) for s, d in ((0, lhs), (1, rhs))]

    def reference(a, b):
        return a.astype(acc) @ b.T.astype(acc)

    return make_kernel, inputs, reference


# test_wgmma_integer: [0, 8) for u8 and (-8, 8) for s8
for _n, _dt, _low in (("s8", np.int8, -8), ("u8", np.uint8, 0)):
    globals()[f"wgmma_integer_{_n}"], globals()[f"inputs_wgmma_integer_{_n}"], \
        globals()[f"reference_wgmma_integer_{_n}"] = _wgmma_nt(_dt, _dt, np.int32, _low)
# jax-v0.11.0's test_wgmma_mixed_fp8 (:4734): e4m3 by e5m2 and back, (-8, 8), into f32
for _l, _r in (("e4m3", "e5m2"), ("e5m2", "e4m3")):
    globals()[f"wgmma_mixed_fp8_{_l}_{_r}"], globals()[f"inputs_wgmma_mixed_fp8_{_l}_{_r}"], \
        globals()[f"reference_wgmma_mixed_fp8_{_l}_{_r}"] = _wgmma_nt(
            *(ml_dtypes.float8_e4m3fn if d == "e4m3" else ml_dtypes.float8_e5m2 for d in (_l, _r)), np.float32, -8)


def run_state_discharge_regression_test(semantics):
    """An SMEM ref and an accumulator of an outer run_scoped, both used inside a run_state over another
    accumulator (jax's regression test: the SMEM ref was discharged there, the outer accumulator's read
    mishandled)."""
    def body(a_ref, b_ref, o_ref, barrier_ref):
        def outer(b_smem, acc):
            plgpu.copy_gmem_to_smem(b_ref, b_smem, barrier_ref)
            plgpu.barrier_wait(barrier_ref)

            def inner(unused_acc):
                del unused_acc
                plgpu.wgmma(acc, load(a_ref, (), layout=plgpu.Layout.WGMMA, optimized=False), b_smem)
            pl.run_state(inner)(plgpu.ACC.init(plgpu.layout_cast(jnp.zeros((64, 64), F32), plgpu.Layout.WGMMA)))
            o_ref[...] = acc[...]
        pl.run_scoped(outer, plgpu.SMEM(b_ref.shape, F16, transforms=default_transforms(F16)), plgpu.ACC((64, 192), F32))

    return kernel(semantics, body, scratch_types=[plgpu.Barrier()], out_type=jax.ShapeDtypeStruct((64, 192), F32))


def _swizzled_specs(count, dtype=F16, **kw):
    return [plgpu.BlockSpec(transforms=default_transforms(dtype, **kw))] * count


def wgmma_sliced_acc_flip(semantics):
    def body(a_ref, b_ref, o_ref):
        def scope(acc_ref):
            plgpu.wgmma(acc_ref.at[:, :128], a_ref, b_ref.at[:, 128:])
            plgpu.wgmma(acc_ref.at[:, 128:], a_ref, b_ref.at[:, :128])
            return acc_ref[...]
        o_ref[...] = pl.run_scoped(scope, plgpu.ACC((64, 256), F32))

    return pallas_call(semantics, body, in_specs=_swizzled_specs(2), out_shape=jax.ShapeDtypeStruct((64, 256), F32))


inputs_wgmma_sliced_acc_flip = _uniform((64, 128), (128, 256))


def reference_wgmma_sliced_acc_flip(a, b):
    return _f64(a) @ np.concatenate([_f64(b)[:, 128:], _f64(b)[:, :128]], axis=1)


def _acc_scope(a_of, b_of, acc_shape, acc_dtype=F32):
    """body(a_ref, b_ref, o_ref): o = the accumulator after wgmma(acc, a_of(a_ref), b_of(b_ref))."""
    def body(a_ref, b_ref, o_ref):
        def scope(acc_ref):
            plgpu.wgmma(acc_ref, a_of(a_ref), b_of(b_ref))
            return acc_ref[...]
        o_ref[...] = pl.run_scoped(scope, plgpu.ACC(acc_shape, acc_dtype))
    return body


def wgmma_registers(semantics):
    return pallas_call(semantics, _acc_scope(lambda a: a[...], lambda b: b, (64, 192)), in_specs=_swizzled_specs(2),
                       out_shape=jax.ShapeDtypeStruct((64, 192), F32))


inputs_wgmma_128x192 = _uniform((64, 128), (128, 192))


def _registers_8bit(dtype):
    out = jnp.int32 if np.dtype(dtype).kind == "i" else F32

    def make_kernel(semantics):
        body = _acc_scope(lambda a: load(a, (), layout=plgpu.Layout.WGMMA_8BIT),
                          lambda b: transpose_ref(b, (1, 0)), (64, 192), out)
        return pallas_call(semantics, body, in_specs=_swizzled_specs(2, dtype, swizzle=64),
                           out_shape=jax.ShapeDtypeStruct((64, 192), out))

    def inputs():
        rng = np.random.default_rng(42)
        if np.dtype(dtype).kind == "i":
            return [rng.integers(-128, 127, size=s).astype(np.int8) for s in ((64, 128), (192, 128))]
        return [rng.uniform(size=s).astype(np.float32).astype(dtype) for s in ((64, 128), (192, 128))]

    def reference(a, b):
        if np.dtype(dtype).kind == "i":
            return a.astype(np.int32) @ b.T.astype(np.int32)
        return _f64(a) @ _f64(b).T

    return make_kernel, inputs, reference


for _n, _dt in (("s8", np.int8), ("e4m3", ml_dtypes.float8_e4m3fn), ("e5m2", ml_dtypes.float8_e5m2)):
    globals()[f"wgmma_registers_8bit_{_n}"], globals()[f"inputs_wgmma_registers_8bit_{_n}"], \
        globals()[f"reference_wgmma_registers_8bit_{_n}"] = _registers_8bit(_dt)


def _registers_init(update):
    def make_kernel(semantics):
        def body(a_ref, b_ref, i_ref, o_ref):
            def scope(acc_ref):
                if update:
                    acc_ref[...] *= 2
                plgpu.wgmma(acc_ref, a_ref[...], b_ref)
            o_ref[...] = pl.run_state(scope)(plgpu.ACC.init(i_ref[...]))

        return pallas_call(semantics, body, in_specs=_swizzled_specs(3),
                           out_shape=jax.ShapeDtypeStruct((64, 192), F16))

    def reference(a, b, i):
        return _f64(i) * (2 if update else 1) + _f64(a) @ _f64(b)

    return make_kernel, reference


wgmma_registers_init, reference_wgmma_registers_init = _registers_init(False)
wgmma_registers_init_with_update, reference_wgmma_registers_init_with_update = _registers_init(True)


def inputs_wgmma_registers_init():
    a, b, i = _uniform((64, 128), (128, 192), (64, 192))()
    return [a, b, (i * np.float16(10)).astype(np.float16)]


def wgmma_sliced_ref(semantics):
    return pallas_call(semantics, _acc_scope(lambda a: a.at[0], lambda b: b.at[0], (64, 192)),
                       in_specs=_swizzled_specs(2), out_shape=jax.ShapeDtypeStruct((64, 192), F32))


inputs_wgmma_sliced_ref = _uniform((2, 64, 128), (2, 128, 192))


def reference_wgmma_sliced_ref(a, b):
    return _f64(a[0]) @ _f64(b[0])


def wgmma_reshaped_rhs_unit_tiling(semantics):
    def body(lhs_ref, rhs_ref, out_ref, lhs_smem, rhs_smem, barrier_ref):
        plgpu.copy_gmem_to_smem(lhs_ref, lhs_smem, barrier_ref)
        plgpu.copy_gmem_to_smem(rhs_ref, rhs_smem, barrier_ref)
        plgpu.barrier_wait(barrier_ref)

        def scope(acc_ref):
            plgpu.wgmma(acc_ref, lhs_smem, rhs_smem.reshape(128, 128))
            return acc_ref[...]
        out_ref[...] = pl.run_scoped(scope, plgpu.ACC((64, 128), F32))

    rhs_transforms = (plgpu.TilingTransform((8, 1, 64)), plgpu.SwizzleTransform(128))
    return kernel(semantics, body, out_type=jax.ShapeDtypeStruct((64, 128), F32),
                  scratch_types=[plgpu.SMEM((64, 128), F16, transforms=default_transforms(F16)),
                                 plgpu.SMEM((128, 2, 64), F16, transforms=rhs_transforms),
                                 plgpu.Barrier(num_arrivals=2)])


inputs_wgmma_reshaped_rhs_unit_tiling = _uniform((64, 128), (128, 2, 64))


def reference_wgmma_reshaped_rhs_unit_tiling(a, b):
    return _f64(a) @ _f64(b).reshape(128, 128)


def wgmma_sliced_acc_read(semantics):
    def body(a_ref, b_ref, o_ref):
        def scope(acc_ref):
            plgpu.wgmma(acc_ref, a_ref, b_ref)
            return acc_ref[:, :64], acc_ref[:, 64:]
        o_ref[:, :64], o_ref[:, 64:] = pl.run_scoped(scope, plgpu.ACC((64, 128), F32))

    t = default_transforms(F16)
    return pallas_call(semantics, body,
                       in_specs=[plgpu.BlockSpec((64, 128), lambda *ij: ij, transforms=t),
                                 plgpu.BlockSpec((128, 128), lambda *ij: ij, transforms=t)],
                       out_specs=plgpu.BlockSpec((64, 128), lambda *ij: ij),
                       out_shape=jax.ShapeDtypeStruct((64, 128), F32), grid=(1, 1))


inputs_wgmma_128x128 = _uniform((64, 128), (128, 128))


def _row_col_load(memory_space, reduced_dim, m):
    def make_kernel(semantics):
        layout = plgpu.Layout.WGMMA.reduce(reduced_dim)

        def body(x_ref, o_ref):
            for i in range(2):
                o_ref[i, ...] = load(x_ref, (i,), layout=layout, optimized=memory_space == plgpu.SMEM)

        return pallas_call(semantics, body, out_shape=jax.ShapeDtypeStruct([2, m], F32),
                           in_specs=[pl.BlockSpec(memory_space=memory_space)],
                           out_specs=plgpu.BlockSpec(memory_space=plgpu.SMEM))

    def inputs():
        return [np.arange(2 * m, dtype=np.float32).reshape(2, m)]

    return make_kernel, inputs


for _ms, _space in (("smem", plgpu.SMEM), ("gmem", plgpu.GMEM)):
    for _r in (1, 0):
        for _m in (64, 128, 192):
            _n = f"row_col_load_{_ms}_reduce{_r}_{_m}"
            globals()[_n], globals()[f"inputs_{_n}"] = _row_col_load(_space, _r, _m)


def reference_identity(x):
    return x


def _row_input_to_wgmma(reduced_dim):
    m, k, n = 64, 128, 192
    broadcast_dim = 0 if reduced_dim == 1 else 1

    def make_kernel(semantics):
        def body(x_ref, y_ref, o_ref):
            x = load(x_ref, (), layout=plgpu.Layout.WGMMA.reduce(reduced_dim))
            x = lax.broadcast_in_dim(x, (m, k), [broadcast_dim])

            def compute(acc_ref):
                plgpu.wgmma(acc_ref, x, y_ref)
                return acc_ref[...]
            o_ref[...] = pl.run_scoped(compute, plgpu.ACC((m, n), F32))

        return pallas_call(semantics, body, out_shape=jax.ShapeDtypeStruct([m, n], F32),
                           in_specs=(pl.BlockSpec(memory_space=plgpu.SMEM),
                                     plgpu.BlockSpec(transforms=default_transforms(F16))),
                           out_specs=plgpu.BlockSpec(memory_space=plgpu.SMEM))

    def reference(a, b):
        rows = np.broadcast_to(np.expand_dims(_f64(a), 1 - broadcast_dim), (m, k))
        return rows @ _f64(b)

    return make_kernel, _uniform((m,) if reduced_dim == 1 else (k,), (k, n)), reference


for _r in (1, 0):
    _n = f"row_input_to_wgmma_reduce{_r}"
    globals()[_n], globals()[f"inputs_{_n}"], globals()[f"reference_{_n}"] = _row_input_to_wgmma(_r)


def load_store_wgmma_transposed(semantics):
    def body(x_gmem, o_ref, x_smem, barrier):
        plgpu.copy_gmem_to_smem(x_gmem, x_smem, barrier)
        plgpu.barrier_wait(barrier)
        x_smem.T[...] = load(x_smem.T, (), layout=plgpu.Layout.WGMMA_TRANSPOSED) + 1
        plgpu.commit_smem()
        plgpu.copy_smem_to_gmem(x_smem, o_ref)
        plgpu.wait_smem_to_gmem(0)

    return kernel(semantics, body, out_type=jax.ShapeDtypeStruct([8, 64], F32),
                  scratch_types=[plgpu.SMEM((8, 64), F32, transforms=default_transforms(F32, swizzle=64)),
                                 plgpu.Barrier()])


inputs_load_store_wgmma_transposed = _uniform((8, 64), dtype=np.float32)


def reference_load_store_wgmma_transposed(x):
    return x + np.float32(1)


def pipelined_realistic_matmul(semantics):
    """PipelineSm90ATest.test_realistic_matmul (:6944): an emit_pipeline over K inside each output tile
    (grid_m 2 of jax's 132, as realistic_matmul above)."""
    t = default_transforms(F16)

    def body(a_gmem, b_gmem, o_smem, acc):
        def step(_, a_smem, b_smem):
            plgpu.wgmma(acc, a_smem, b_smem)
            plgpu.wgmma_wait(1)

        pid_m, pid_n = pl.program_id(0), pl.program_id(1)
        plgpu.emit_pipeline(
            step, grid=(GRID_K,), max_concurrent_steps=2,
            in_specs=[plgpu.BlockSpec((TILE, TILE_K), lambda k: (pid_m, k), transforms=t, delay_release=1),
                      plgpu.BlockSpec((TILE_K, TILE), lambda k: (k, pid_n), transforms=t, delay_release=1)],
        )(a_gmem, b_gmem)
        o_smem[...] = acc[...].astype(F16)

    gmem = pl.BlockSpec(memory_space=plgpu.GMEM)
    return pallas_call(semantics, body, in_specs=[gmem, gmem],
                       out_specs=plgpu.BlockSpec((TILE, TILE), lambda m, n: (m, n), transforms=t),
                       out_shape=jax.ShapeDtypeStruct((GRID_M * TILE, GRID_N * TILE), F16),
                       scratch_shapes=[plgpu.ACC((TILE, TILE), F32)], grid=(GRID_M, GRID_N))


inputs_pipelined_realistic_matmul = _uniform((GRID_M * TILE, GRID_K * TILE_K), (GRID_K * TILE_K, GRID_N * TILE))


# CoreMapTest.test_realistic_matmul_with_cluster (:7755): a K pipeline whose A tiles are multicast
# along the cluster's x and z axes and B tiles along y (a 2 x 2 cluster), its slots released through
# a cluster barrier. jax's grid is (4, 132, 8); the port runs 2 of its 132 rows and 1 of its 8
# column blocks (one cluster of each shape per row pair; the others run the same program).
CLUSTER_GRID_M, CLUSTER_GRID_N, CLUSTER_GRID_TILE_N = 2, 4, 4


def realistic_matmul_with_cluster(semantics):
    grid_k, tile, tile_k, slots, delay_release = GRID_K, TILE, TILE_K, 2, 1
    m, n = CLUSTER_GRID_M * tile, CLUSTER_GRID_N * tile
    t = default_transforms(F16)

    def body(a_gmem, b_gmem, o_gmem, a_smem, b_smem, o_smem, acc, barrier, cluster_barrier):
        m_slice = pl.ds(lax.axis_index("m") * tile, tile)
        n_slice = pl.ds((lax.axis_index("tile_n") + lax.axis_index("n") * CLUSTER_GRID_TILE_N) * tile, tile)

        def fetch(step, slot):
            if not isinstance(slot, int):  # (not in the prologue)
                plgpu.barrier_arrive(cluster_barrier.at[slot])
                plgpu.barrier_wait(cluster_barrier.at[slot])
            k_slice = pl.ds(step * tile_k, tile_k)
            plgpu.copy_gmem_to_smem(a_gmem.at[m_slice, k_slice], a_smem.at[slot], barrier.at[slot],
                                    collective_axes=("x", "z"))
            plgpu.copy_gmem_to_smem(b_gmem.at[k_slice, n_slice], b_smem.at[slot], barrier.at[slot],
                                    collective_axes="y")

        for slot in range(min(slots, grid_k)):
            fetch(slot, slot)

        def step(i, _):
            slot = i % slots
            plgpu.barrier_wait(barrier.at[slot])
            plgpu.wgmma(acc, a_smem.at[slot], b_smem.at[slot])
            plgpu.wgmma_wait(delay_release)
            fetch_step = i + (slots - delay_release)
            fetch_slot = lax.rem(fetch_step, slots)
            lax.cond(lax.bitwise_and(i >= delay_release, fetch_step < grid_k),
                     lambda: fetch(fetch_step, fetch_slot), lambda: None)
            return ()

        lax.fori_loop(0, grid_k, step, ())
        o_smem[...] = acc[...].astype(F16)
        plgpu.commit_smem()
        plgpu.copy_smem_to_gmem(o_smem, o_gmem.at[m_slice, n_slice])
        plgpu.wait_smem_to_gmem(0)

    cluster_tile_n = min(2, CLUSTER_GRID_TILE_N)
    return kernel(
        semantics, body, out_type=jax.ShapeDtypeStruct((m, n), F16),
        scratch_types=[plgpu.SMEM((slots, tile, tile_k), F16, transforms=t),
                       plgpu.SMEM((slots, tile_k, tile), F16, transforms=t),
                       plgpu.SMEM((tile, tile), F16, transforms=t), plgpu.ACC((tile, tile), F32),
                       plgpu.Barrier(num_arrivals=2, num_barriers=slots),
                       plgpu.ClusterBarrier(collective_axes=(("x", "z"), "y"), num_barriers=slots)],
        grid=(CLUSTER_GRID_TILE_N, CLUSTER_GRID_M, CLUSTER_GRID_N // CLUSTER_GRID_TILE_N),
        grid_names=("tile_n", "m", "n"), cluster=(cluster_tile_n, 2, 2 // cluster_tile_n),
        cluster_names=("x", "y", "z"))


inputs_realistic_matmul_with_cluster = _uniform((CLUSTER_GRID_M * TILE, GRID_K * TILE_K),
                                                (GRID_K * TILE_K, CLUSTER_GRID_N * TILE))
