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
    proc = subprocess.run([sys.executable, "-m", "pytest", "-p", "mgpu.jax.pytest_plugin", "-p", "no:cacheprovider",
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


def test_with_mgpu_the_kernels_run_on_the_emulator(with_mgpu):
    outcomes = _outcomes(with_mgpu)
    assert outcomes["test_add_one"] == outcomes["test_add_one_twice_with_jax_between"] == "PASSED", with_mgpu


def test_with_mgpu_a_missing_wait_fails_the_test_at_its_line(with_mgpu):
    assert _outcomes(with_mgpu)["test_add_one_forgetting_the_wait"] == "FAILED", with_mgpu
    assert re.search(r"^E +mgpu\.jax\.errors\.RaceError: race: ", with_mgpu, re.M), with_mgpu
    assert re.search(rf"^E +from {re.escape(EXAMPLE)}:{RACE_LINE}:\d+ ", with_mgpu, re.M), with_mgpu


def test_with_mgpu_a_kernel_under_the_test_s_own_jit_is_refused_by_name(with_mgpu):
    assert _outcomes(with_mgpu)["test_add_one_under_jit"] == "FAILED", with_mgpu
    assert "NotEmulatedError: a Mosaic GPU kernel called under a jax transformation" in with_mgpu
