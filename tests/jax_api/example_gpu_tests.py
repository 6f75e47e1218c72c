"""A user's kernel tests written for a GPU (not collected by this suite: test_pytest_plugin.py runs them with
and without ``pytest --mgpu``)."""

import functools

import jax
import numpy as np
import pytest
from jax._src import test_util as jtu
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu


def copy_add_one(x_ref, o_ref, wait):
    def scoped(x_smem, o_smem, barrier):
        plgpu.copy_gmem_to_smem(x_ref, x_smem, barrier)
        if wait:
            plgpu.barrier_wait(barrier)
        o_smem[...] = x_smem[...] + 1.0  # the line a missing wait races at
        plgpu.commit_smem()
        plgpu.copy_smem_to_gmem(o_smem, o_ref)
        plgpu.wait_smem_to_gmem(0)

    pl.run_scoped(scoped, plgpu.SMEM(x_ref.shape, x_ref.dtype), plgpu.SMEM(x_ref.shape, x_ref.dtype), plgpu.Barrier())


def add_one(x, *, wait=True):
    return plgpu.kernel(lambda x_ref, o_ref: copy_add_one(x_ref, o_ref, wait),
                        out_type=jax.ShapeDtypeStruct(x.shape, x.dtype))(x)


@functools.partial(jax.jit, static_argnames="wait")
def add_one_in_a_core_map(x, *, wait=True):
    """jax's test_copy_smem_to_gmem_reduction's way: a ``pl.core_map`` kernel writing refs its jit makes."""
    x_ref = jax.new_ref(x, memory_space=plgpu.GMEM)
    o_ref = jax.new_ref(jax.numpy.zeros_like(x), memory_space=plgpu.GMEM)

    @pl.core_map(plgpu.Mesh())
    def _():
        copy_add_one(x_ref, o_ref, wait)

    return jax.freeze(o_ref)


X = np.arange(128 * 128, dtype=np.float32).reshape(128, 128)


def test_add_one():
    np.testing.assert_array_equal(add_one(X), X + 1)


def test_add_one_twice_with_jax_between():
    np.testing.assert_array_equal(add_one(add_one(X) * 2), (X + 1) * 2 + 1)


def test_add_one_forgetting_the_wait():
    np.testing.assert_array_equal(add_one(X, wait=False), X + 1)


def test_add_one_under_jit():
    np.testing.assert_array_equal(jax.jit(add_one)(X), X + 1)


def test_add_one_under_vmap_and_in_a_loop():
    twice = jax.jit(lambda x: jax.lax.fori_loop(0, 2, lambda i, v: add_one(v), x))
    np.testing.assert_array_equal(jax.vmap(twice)(np.stack([X, -X])), np.stack([X + 2, -X + 2]))


NEW_REFS = pytest.mark.skipif(not hasattr(jax, "new_ref"), reason="jax.new_ref is jax 0.11's")


@NEW_REFS
def test_add_one_in_a_core_map_under_jit():
    np.testing.assert_array_equal(add_one_in_a_core_map(X), X + 1)


@NEW_REFS
def test_add_one_in_a_core_map_forgetting_the_wait():
    np.testing.assert_array_equal(add_one_in_a_core_map(X, wait=False), X + 1)


def test_add_one_forgetting_the_wait_under_jit():
    np.testing.assert_array_equal(jax.jit(lambda x: add_one(x, wait=False))(X), X + 1)


def threes():
    def body(o_ref):
        o_ref[...] = jax.numpy.full(o_ref.shape, 3.0, o_ref.dtype)

    return plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128, 128), np.float32))()


def test_a_kernel_of_no_argument_is_traced_by_the_tests_jit():
    assert jax.make_jaxpr(threes)().eqns  # (not a constant, computed while tracing)
    np.testing.assert_array_equal(jax.jit(threes)(), np.full((128, 128), 3.0, np.float32))


def column_sums(x):
    def body(x_ref, o_ref):
        o_ref[...] = jax.numpy.sum(x_ref[...], axis=0)

    return plgpu.kernel(body, out_type=jax.ShapeDtypeStruct(x.shape[1:], x.dtype))(x)


def test_a_kernel_jax_refuses_under_jit():
    """Fails: jax refuses to lower this reduction (0.10.2: "No support for axes yet"; 0.12.0.1 cannot infer its
    layouts), and the test sees jax's own exception, not the failed callback's."""
    jax.jit(column_sums)(X)


def test_a_library_asks_jax_extend_for_the_gpu():
    """As tokamax picks its sm90 or sm100 kernel and sizes its persistent grids (prints what it sees)."""
    from jax.extend import backend

    device = backend.get_default_device()
    assert device.platform == "gpu", device
    print(f"default device: {device.device_kind}, compute capability {device.compute_capability}, "
          f"{device.core_count} SMs")


def test_jax_s_refusal_is_raised_while_the_jit_lowers():
    """Passes: jax refuses the kernel while the test's jit lowers it, before anything runs, and the test expects
    that error there (as jax's own test_while_loop_layout_mismatch does)."""
    with pytest.raises((ValueError, NotImplementedError), match="No support for axes|infer"):
        jax.jit(column_sums)(X)


class SkipsWithoutAGpuTest(jtu.JaxTestCase, jtu.CudaArchSpecificTest):
    """As jax's own kernel tests skip themselves without a GPU (tests/pallas/mosaic_gpu_test.py's setUp)."""

    def setUp(self):
        if not jtu.test_device_matches(["cuda"]) or not jtu.is_cuda_compute_capability_at_least("9.0"):
            self.skipTest("Only works on a GPU with capability >= sm90")
        super().setUp()

    def test_add_one_on_sm90_or_newer(self):
        np.testing.assert_array_equal(add_one(X), X + 1)

    def test_add_one_on_tcgen05(self):
        self.skip_unless_tcgen05()
        np.testing.assert_array_equal(add_one(X), X + 1)
