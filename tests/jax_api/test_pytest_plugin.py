"""``pytest --mgpu`` (mgpu.jax.pytest_plugin) on a user's kernel tests written for a GPU
(tests/jax_api/example_gpu_tests.py), run by a pytest of their own."""

import os
import re
import subprocess
import sys

import pytest

pytest.importorskip("jax", reason="mgpu.jax needs jax: run tests/jax_api in a jax venv")
pytest.importorskip("jax.experimental.pallas.mosaic_gpu",
                    reason="jax's Mosaic GPU bindings need `pip install --no-deps jax-cuda12-plugin==VERSION`")

HERE = os.path.dirname(os.path.abspath(__file__))
EXAMPLE = os.path.join(HERE, "example_gpu_tests.py")
RACE_LINE = next(i for i, line in enumerate(open(EXAMPLE), 1) if "the line a missing wait races at" in line)


def _pytest(*argv) -> str:
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(p for p in sys.path if p))
    proc = subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider",
                           "-p", "no:xdist", "-rA", "--rootdir", HERE, "-c", os.devnull, EXAMPLE, *argv],
                          capture_output=True, text=True, timeout=900, env=env)
    return proc.stdout + proc.stderr


def _outcomes(log: str) -> dict[str, str]:
    return {m[2]: m[1] for m in re.finditer(r"^(PASSED|FAILED) \S+::(\w+)", log, re.M)}


@pytest.fixture(scope="module")
def with_mgpu() -> str:
    return _pytest("--mgpu")


def test_without_mgpu_jax_refuses_every_kernel_on_a_cpu():
    log = _pytest()
    assert set(_outcomes(log).values()) == {"FAILED"}, log
    assert "Only interpret mode is supported on CPU backend" in log
    assert "SKIPPED [1] " in log and "Only works on a GPU with capability >= sm90" in log, log


def test_with_mgpu_the_tests_that_skip_without_a_gpu_run_on_the_emulated_one(with_mgpu):
    """jax's test utilities (jtu.test_device_matches, is_cuda_compute_capability_at_least ...) see the emulated
    SM: sm_90 by default, whose tcgen05 tests still skip as on an H100."""
    assert _outcomes(with_mgpu)["test_add_one_on_sm90_or_newer"] == "PASSED", with_mgpu
    assert "test_add_one_on_tcgen05" not in _outcomes(with_mgpu), with_mgpu
    assert "Only works on GPU with tcgen05 instructions" in with_mgpu


def test_with_mgpu_arch_10_the_tcgen05_tests_run():
    log = _pytest("--mgpu", "--mgpu-arch", "10.0", "-k", "SkipsWithoutAGpu")
    assert _outcomes(log) == {"test_add_one_on_sm90_or_newer": "PASSED", "test_add_one_on_tcgen05": "PASSED"}, log


def test_with_mgpu_a_library_s_default_device_is_the_emulated_gpu(with_mgpu):
    """jax.extend.backend.get_default_device(), which kernel libraries ask, is an H100's by default, and a B200 of
    as many SMs as --mgpu-sm-count says with --mgpu-arch 10.0."""
    assert "default device: NVIDIA H100 80GB HBM3, compute capability 9.0, 132 SMs" in with_mgpu, with_mgpu
    log = _pytest("--mgpu", "--mgpu-arch", "10.0", "--mgpu-sm-count", "3", "-k", "library_asks")
    assert _outcomes(log) == {"test_a_library_asks_jax_extend_for_the_gpu": "PASSED"}, log
    assert "default device: NVIDIA B200, compute capability 10.0, 3 SMs" in log, log


def test_an_sm_count_below_one_is_a_usage_error():
    log = _pytest("--mgpu", "--mgpu-sm-count", "0")
    assert "ERROR: --mgpu-sm-count 0: a GPU has at least one SM" in log, log


def test_an_arch_mgpu_does_not_emulate_is_a_usage_error():
    log = _pytest("--mgpu", "--mgpu-arch", "8.0")
    assert "ERROR: --mgpu-arch 8.0: mgpu emulates 9.0 and 10.0" in log, log


def test_with_mgpu_the_kernels_run_on_the_emulator(with_mgpu):
    """Called with arrays, under the test's own jax.jit, vmap and a loop (each through a callback)."""
    outcomes = _outcomes(with_mgpu)
    for test in ("test_add_one", "test_add_one_twice_with_jax_between", "test_add_one_under_jit",
                 "test_add_one_under_vmap_and_in_a_loop", "test_a_kernel_of_no_argument_is_traced_by_the_tests_jit"):
        assert outcomes[test] == "PASSED", with_mgpu


def _report(log: str, test: str) -> str:
    report = log[log.index(f"_ {test} _"):]
    return report[:report.index("\n___") if "\n___" in report else len(report)]


def test_with_mgpu_jax_refusing_a_kernel_under_jit_fails_the_test_with_jax_s_exception(with_mgpu):
    """The test fails with what jax raised (while the test's jit traced the kernel), not the callback's error."""
    assert _outcomes(with_mgpu)["test_a_kernel_jax_refuses_under_jit"] == "FAILED", with_mgpu
    report = _report(with_mgpu, "test_a_kernel_jax_refuses_under_jit")
    assert re.search(r"^E +(ValueError|NotImplementedError): ", report, re.M), report
    assert "CpuCallback error" not in report, report


def test_with_mgpu_jax_s_refusal_is_raised_where_the_test_s_jit_lowers_the_kernel(with_mgpu):
    """As on a GPU: a test that expects jax's refusal from its jit call gets jax's exception there (the kernel is
    lowered while the jit traces it, not only when its callback runs)."""
    assert _outcomes(with_mgpu)["test_jax_s_refusal_is_raised_while_the_jit_lowers"] == "PASSED", with_mgpu


@pytest.mark.skipif(not hasattr(__import__("jax"), "new_ref"), reason="jax.new_ref is jax 0.11's")
def test_with_mgpu_a_core_map_kernel_in_the_test_s_jit_runs_on_the_emulator(with_mgpu):
    """A ``pl.core_map`` kernel inside the test's ``jax.jit`` (no ``plgpu.kernel`` / ``pl.pallas_call`` the plugin
    replaces) reaches jax's CPU lowering, which the plugin makes a callback running it on the emulator: it passes,
    and without its wait it races at the test's line."""
    outcomes = _outcomes(with_mgpu)
    assert outcomes["test_add_one_in_a_core_map_under_jit"] == "PASSED", with_mgpu
    assert outcomes["test_add_one_in_a_core_map_forgetting_the_wait"] == "FAILED", with_mgpu
    report = _report(with_mgpu, "test_add_one_in_a_core_map_forgetting_the_wait")
    assert re.search(r"^E +mgpu\.jax\.errors\.RaceError: race: ", report, re.M), report
    assert re.search(rf"^E +from {re.escape(EXAMPLE)}:{RACE_LINE}:\d+ ", report, re.M), report


@pytest.mark.parametrize("test", ["test_add_one_forgetting_the_wait", "test_add_one_forgetting_the_wait_under_jit"])
def test_with_mgpu_a_missing_wait_fails_the_test_at_its_line(with_mgpu, test):
    assert _outcomes(with_mgpu)[test] == "FAILED", with_mgpu
    report = _report(with_mgpu, test)
    assert re.search(r"^E +mgpu\.jax\.errors\.RaceError: race: ", report, re.M), report
    assert re.search(rf"^E +from {re.escape(EXAMPLE)}:{RACE_LINE}:\d+ ", report, re.M), report
    assert re.search(rf"^E +in the Mosaic GPU kernel called at {re.escape(EXAMPLE)}:\d+ ", report, re.M), report
