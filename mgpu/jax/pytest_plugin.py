"""``pytest --mgpu``: a project's Pallas Mosaic GPU tests on a CPU, every kernel on mgpu's emulated SM.

    pytest --mgpu [--mgpu-arch 10.0] [--mgpu-sm-count N] [--mgpu-semantics warpgroup|lane] [--mgpu-timeout S] tests/

With --mgpu, the kernels that ``plgpu.kernel`` and ``pl.pallas_call`` (with ``plgpu.CompilerParams``) make
run through ``mgpu.jax.emulate`` (mgpu.jax.kernel_calls: with arrays, under the test's own ``jax.jit``, ``vmap``
or loops alike); a fault fails the test with the fault's exception (``mgpu.jax.RaceError`` ...), its notes
naming the test's lines. jax's test utilities see a GPU of that arch (mgpu.jax.emulated_device): the tests that
skip themselves without a GPU (``jtu.is_cuda_compute_capability_at_least("9.0")``, ``skip_unless_tcgen05`` ...)
run; so do libraries that ask ``jax.extend.backend.get_default_device()`` for the GPU, which reports
``--mgpu-sm-count`` SMs. ``--mgpu-timeout S`` bounds each kernel's run. Without --mgpu the plugin does nothing
(and imports no jax).
"""

import contextlib
import types

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
    group.addoption("--mgpu-sm-count", type=int, default=None, metavar="N",
                    help="the SMs the GPU reports (`core_count`: a persistent kernel's grid; default the GPU's own, "
                         "132 for 9.0, 148 for 10.0)")
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
    sm_count = config.getoption("mgpu_sm_count")
    if sm_count is not None and sm_count < 1:
        raise pytest.UsageError(f"--mgpu-sm-count {sm_count}: a GPU has at least one SM")
    emulated_device.install(stack, arch, sm_count)
    config.add_cleanup(stack.close)


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_call(item):
    if item.config.getoption("mgpu"):
        from mgpu.jax import kernel_calls

        kernel_calls.FAULTS.clear()


@pytest.hookimpl(wrapper=True, trylast=True)
def pytest_runtest_makereport(item, call):
    """A fault of a kernel run in a callback (under the test's jax.jit ...) reaches the test as jax's error of a
    failed callback: the test fails with the fault itself, at the test's line (after the report is made from
    what the test raised: a unittest TestCase's exception does not pass through pytest_runtest_call)."""
    report = yield
    if not (item.config.getoption("mgpu") and call.when == "call" and report.failed and call.excinfo is not None):
        return report
    import jax

    from mgpu.jax import errors, kernel_calls

    e = call.excinfo.value
    if (not isinstance(e, jax.errors.JaxRuntimeError) or not kernel_calls.FAULTS
            or isinstance(e, type(kernel_calls.FAULTS[-1]))):
        return report
    raised = kernel_calls.FAULTS[-1]
    if isinstance(raised, (errors.KernelFault, errors.NotEmulatedError)):  # (its notes say the lines)
        raised = raised.with_traceback(e.__traceback__)
    else:  # jax's refusal of the kernel (or a bug of mgpu's): the test's frames, then where it was raised
        raised = raised.with_traceback(_joined(e.__traceback__, raised.__traceback__))
    call.excinfo = pytest.ExceptionInfo.from_exception(raised)
    report.longrepr = item.repr_failure(call.excinfo)
    return report


def _joined(outer: types.TracebackType | None, inner: types.TracebackType | None) -> types.TracebackType | None:
    """The traceback ``outer`` continued by ``inner``."""
    frames = []
    while outer is not None:
        frames.append(outer)
        outer = outer.tb_next
    for tb in reversed(frames):
        inner = types.TracebackType(inner, tb.tb_frame, tb.tb_lasti, tb.tb_lineno)
    return inner
