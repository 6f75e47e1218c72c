"""``pytest --mgpu``: a project's Pallas Mosaic GPU tests on a CPU, every kernel on mgpu's emulated SM.

    pytest --mgpu [--mgpu-arch 10.0] [--mgpu-semantics warpgroup|lane] [--mgpu-timeout S] tests/

With --mgpu, the kernels that ``plgpu.kernel`` and ``pl.pallas_call`` (with ``plgpu.CompilerParams``) make
run through ``mgpu.jax.emulate`` (mgpu.jax.kernel_calls: with arrays, under the test's own ``jax.jit``, ``vmap``
or loops alike); a fault fails the test with the fault's exception (``mgpu.jax.RaceError`` ...), its notes
naming the test's lines. jax's test utilities see a GPU of that arch (mgpu.jax.emulated_device): the tests that
skip themselves without a GPU (``jtu.is_cuda_compute_capability_at_least("9.0")``, ``skip_unless_tcgen05`` ...)
run. ``--mgpu-timeout S`` bounds each kernel's run. Without --mgpu the plugin does nothing (and imports no jax).
"""

import contextlib

import pytest


def pytest_addoption(parser):
    group = parser.getgroup("mgpu", "Mosaic GPU kernels on mgpu's emulated SM")
    group.addoption("--mgpu", action="store_true",
                    help="run the Mosaic GPU kernels the tests make (plgpu.kernel, pl.pallas_call) on mgpu's "
                         "emulated SM, and every other jax op on jax's CPU backend")
    group.addoption("--mgpu-arch", default=None, metavar="MAJOR.MINOR",
                    help="the GPU the kernels are lowered for (default 9.0; 10.0 for tcgen05 / TMEM)")
    group.addoption("--mgpu-semantics", choices=["warpgroup", "lane"], default=None,
                    help="force the kernels' lowering semantics (default: their CompilerParams')")
    group.addoption("--mgpu-timeout", type=float, default=None, metavar="SECONDS",
                    help="a kernel's run longer than this fails its test (mgpu.jax.LimitExceededError)")


def pytest_configure(config):
    if not config.getoption("mgpu"):
        return
    from mgpu.capture.errors import CaptureError
    from mgpu.capture.jax_stages import import_jax

    try:
        import_jax()
    except CaptureError as e:
        raise pytest.UsageError(f"--mgpu: {e}") from None
    from mgpu.jax import emulated_device, kernel_calls

    arch = config.getoption("mgpu_arch") or "9.0"
    if arch not in emulated_device.DEVICE_KINDS:
        raise pytest.UsageError(f"--mgpu-arch {arch}: mgpu emulates {' and '.join(emulated_device.DEVICE_KINDS)}")
    stack = contextlib.ExitStack()
    timeout = config.getoption("mgpu_timeout")
    kernel_calls.install(stack, semantics=config.getoption("mgpu_semantics"), arch=arch,
                         **({"timeout_s": timeout} if timeout is not None else {}))
    emulated_device.install(stack, arch)
    config.add_cleanup(stack.close)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item):
    """A fault of a kernel run in a callback (under the test's jax.jit ...) reaches the test as jax's error of a
    failed callback: the test fails with the fault itself, at the test's line."""
    if not item.config.getoption("mgpu"):
        return (yield)
    import jax

    from mgpu.jax import kernel_calls

    kernel_calls.FAULTS.clear()
    try:
        return (yield)
    except jax.errors.JaxRuntimeError as e:
        if not kernel_calls.FAULTS or isinstance(e, type(kernel_calls.FAULTS[-1])):
            raise
        raise kernel_calls.FAULTS[-1].with_traceback(e.__traceback__) from None
