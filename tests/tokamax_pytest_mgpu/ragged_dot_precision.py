"""How far tokamax's sm90 ragged dot, run on the emulated SM, and the test's reference (jax's ragged_dot on the CPU)
each are from the exact result, on the inputs of one of tokamax's ragged dot tests: the evidence behind
run_tokamax_tests.VERDICTS' "summation order" verdict.

    PYTHONPATH=$PWD VENV/bin/python tests/tokamax_pytest_mgpu/ragged_dot_precision.py test_simple0 [test_padded ...]

(VENV: tokamax 0.0.17's, as for run_tokamax_tests.py.) tokamax's test compares the kernel's f32 result with the
reference at chex's default tolerance, rtol 1e-6 and atol 0; both sum 128 products in f32, in other orders, and
the error of an f32 sum of k products is bounded by k * eps * sum |a_i b_i| (eps * sum |a_i b_i|
is the tighter bound checked here), not by 1e-6 of a result that cancels. Prints, for each
test, both distances to the float64 result, that bound, and the mismatches at the test's tolerance.
"""

import contextlib
import sys

import numpy as np

# the tokamax test's inputs: (num_groups, m, k, n, random_groups), from tokamax/_src/ops/ragged_dot/test_base.py
TESTS = {"test_simple0": (8, 1024, 128, 256, False), "test_group_sizes": (8, 1024, 128, 256, False),
         "test_padded": (8, 1024, 128, 256, True),
         "test_zero_group_sizes": (8, 1024, 128, 256, True)}  # (its last pattern: every group, none emptied)


def main(names: list[str]) -> None:
    import jax.numpy as jnp
    from absl import flags
    from tokamax._src import config as tokamax_config
    from tokamax._src.ops.ragged_dot import pallas_mosaic_gpu_test, test_base

    from mgpu.jax import emulated_device, kernel_calls

    flags.FLAGS(sys.argv[:1])
    with contextlib.ExitStack() as stack:  # what run_tokamax_tests.py's pytest --mgpu run sets up
        kernel_calls.install(stack, arch="9.0")
        emulated_device.install(stack, "9.0", 2)
        stack.enter_context(tokamax_config.cross_compile(True))
        for name in names:
            groups, m, k, n, random_groups = TESTS[name]
            test = pallas_mosaic_gpu_test.PallasMosaicGpuRaggedDotTest(name)
            a, b, sizes = test._create_inputs(groups, m, k, n, jnp.bfloat16, random_groups=random_groups)
            actual = np.asarray(test._dot_fn_f32(a, b, group_sizes=sizes))
            reference = np.asarray(test_base.ref(a, b, sizes))
            a64, b64, rows = np.asarray(a, np.float64), np.asarray(b, np.float64), int(sum(sizes))
            group_of_row = np.repeat(np.arange(groups), np.asarray(sizes))
            exact = np.einsum("mk,mkn->mn", a64[:rows], b64[group_of_row])
            bound = np.finfo(np.float32).eps * np.einsum("mk,mkn->mn", np.abs(a64[:rows]), np.abs(b64[group_of_row]))
            actual, reference = actual[:rows], reference[:rows]
            print(f"{name}: |kernel - exact| <= {np.abs(actual - exact).max():.3g}, |reference - exact| <= "
                  f"{np.abs(reference - exact).max():.3g}, eps * sum|a b| <= {bound.max():.3g}; kernel within the "
                  f"bound everywhere: {bool((np.abs(actual - exact) <= bound).all())}; mismatches at rtol 1e-6, "
                  f"atol 0: {int((~np.isclose(actual, reference, rtol=1e-6, atol=0)).sum())} of {actual.size}")


if __name__ == "__main__":
    main(sys.argv[1:] or list(TESTS))
