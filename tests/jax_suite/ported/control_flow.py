"""Loops and conditionals of jax's mosaic_gpu_test.py (jax-v0.10.2): PallasCallTest.test_fori_loop_array
(:2193), test_fori_loop_array_unrolled (:2207), test_fori_loop_scalar (:2221),
test_fori_loop_dynamic_bounds (:2234), test_fori_loop_tuple (:2250), test_fori_loop_indexed_store
(:2272), test_while_loop (:2288), test_cond_returning_array (:2362), test_run_scoped (:1971),
test_run_scoped_in_cond (:1989).

`force_while` is jax's `_fori_loop` (:84): bounds made arrays, so that jax lowers a while loop."""

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu

from harness import pallas_call

I32 = jnp.int32


def _fori(force_while, lb, ub, body, init):
    if force_while:
        lb, ub = jnp.asarray(lb), jnp.asarray(ub)
    return lax.fori_loop(lb, ub, body, init)


def _sum(x):
    return jnp.sum(x, dtype=x.dtype)


def _i32_256(body, **kw):
    return lambda semantics: pallas_call(semantics, body, out_shape=jax.ShapeDtypeStruct([256], I32), **kw)


def arange_i32():
    return [np.arange(256, dtype=np.int32)]


def _fori_loop_array(force_while):
    def body(x_ref, o_ref):
        o_ref[...] = _fori(force_while, 2, 4, lambda i, x: x + i, x_ref[...])
    return _i32_256(body)


fori_loop_array = _fori_loop_array(False)
fori_loop_array_while = _fori_loop_array(True)


def reference_fori_loop_array(x):
    return x + 2 + 3


def _fori_loop_unrolled(unroll):
    def body(x_ref, o_ref):
        o_ref[...] = lax.fori_loop(2, 6, lambda i, x: x + i, x_ref[...], unroll=unroll)
    return _i32_256(body)


for _u in (1, 2, 4):
    globals()[f"fori_loop_unrolled_{_u}"] = _fori_loop_unrolled(_u)


def reference_fori_loop_unrolled(x):
    return x + 2 + 3 + 4 + 5


def _fori_loop_scalar(force_while):
    def body(o_ref):
        o_ref[...] = lax.broadcast(_fori(force_while, 2, 4, lambda i, x: x + i, jnp.int32(0)), o_ref.shape)
    return _i32_256(body)


fori_loop_scalar = _fori_loop_scalar(False)
fori_loop_scalar_while = _fori_loop_scalar(True)


def reference_five():
    return np.full([256], 5, np.int32)


def _dynamic_bounds(o_ref):
    zero = pl.program_id(0)
    o_ref[...] = lax.broadcast(lax.fori_loop(2 + zero, 4 + zero, lambda i, x: x + i, 0), o_ref.shape)


fori_loop_dynamic_bounds = _i32_256(_dynamic_bounds, grid=(1,))


def _fori_loop_tuple(force_while):
    def body(o_ref):
        def step(i, xs):
            return tuple(lax.cond(i % 2 == 0, lambda x: x + 1, lambda x: x, x) for x in xs)
        o_ref[...] = lax.broadcast(sum(_fori(force_while, 2, 4, step, (jnp.int32(0),) * 3)), o_ref.shape)
    return _i32_256(body)


fori_loop_tuple = _fori_loop_tuple(False)
fori_loop_tuple_while = _fori_loop_tuple(True)


def reference_fori_loop_tuple():
    return np.full([256], 3, np.int32)


def _fori_loop_indexed_store(force_while):
    def make_kernel(semantics):
        def body(x_ref, y_ref, o_ref):
            def step(i, _):
                o_ref[i] = x_ref[i] + y_ref[i]
                return ()
            _fori(force_while, 0, 4, step, ())

        return pallas_call(semantics, body, out_shape=jax.ShapeDtypeStruct([4, 128], jnp.float32))
    return make_kernel


fori_loop_indexed_store = _fori_loop_indexed_store(False)
fori_loop_indexed_store_while = _fori_loop_indexed_store(True)


def inputs_fori_loop_indexed_store():
    x = np.arange(4 * 128).reshape(4, 128).astype(np.float32)
    return [x, x + 1]


def reference_fori_loop_indexed_store(x, y):
    return x + y


def while_loop(semantics):
    def body(x_ref, o_ref):
        o_ref[...] = jnp.zeros(o_ref.shape, dtype=I32)

        def cond(acc):
            return _sum(acc[1]) < 128 * 10

        def step(acc):
            i, _ = acc
            o_ref[...] += x_ref[i]
            return i + 1, o_ref[...]

        lax.while_loop(cond, step, (0, o_ref[...]))

    return pallas_call(semantics, body, out_shape=jax.ShapeDtypeStruct([128], I32))


def inputs_while_loop():
    return [np.ones([128, 128], np.int32)]


def reference_while_loop(x):
    return np.full([128], 10, np.int32)


def _cond_returning_array(x_ref, o_ref):
    total = _sum(x_ref[...])
    doubled, acc = lax.cond(total % 2 == 0, lambda: (total * 2, x_ref[...]), lambda: (total, x_ref[...]))
    o_ref[...] = jnp.broadcast_to(_sum(acc) + doubled, o_ref.shape)


cond_returning_array = _i32_256(_cond_returning_array)


def reference_cond_returning_array(x):
    return np.full([256], x.sum() * 3, np.int32)


def run_scoped(semantics):
    def body(x_ref, o_ref):
        def scoped(tmp_ref):
            tmp_ref[...] = x_ref[...] + 1.0
            return tmp_ref[...]
        o_ref[...] = pl.run_scoped(scoped, plgpu.SMEM((8, 128), jnp.float32))

    return pallas_call(semantics, body, out_shape=jax.ShapeDtypeStruct((8, 128), jnp.float32))


def inputs_run_scoped():
    return [np.ones((8, 128), np.float32)]


def reference_run_scoped(x):
    return x + 1


def _run_scoped_in_cond(x_ref, o_ref):
    def scoped(barrier_ref):
        plgpu.copy_gmem_to_smem(x_ref, o_ref, barrier_ref)
        plgpu.barrier_wait(barrier_ref)

    def branch():
        pl.run_scoped(scoped, plgpu.Barrier())

    lax.cond(x_ref[0] % 2 == 0, branch, branch)


run_scoped_in_cond = _i32_256(_run_scoped_in_cond, in_specs=[pl.BlockSpec(memory_space=plgpu.GMEM)],
                              out_specs=pl.BlockSpec(memory_space=plgpu.SMEM))


def inputs_run_scoped_in_cond():
    return [np.full((256,), 1234, np.int32)]


def reference_identity(x):
    return x
