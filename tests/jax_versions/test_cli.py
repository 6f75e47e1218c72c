"""--jax and --which-jax on the command line."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ADD_ONE = "tests/corpus/pallas_add_one.wg.wg_dialect.mlir"


def tool(name: str, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", f"mgpu.tools.{name}", *args], cwd=ROOT, capture_output=True,
                          text=True, stdin=subprocess.DEVNULL)


def test_which_jax_says_the_release_and_the_rule():
    r = tool("mgpu_opt", "--which-jax", ADD_ONE)
    assert r.returncode == 0, r.stderr
    assert r.stdout == (f"{ADD_ONE}:1: jax 0.10.2: 'mosaic_gpu.arrive_expect_tx' with an integer byte count "
                        "(line 80) is of jax 0.10.2\n")


def test_which_jax_with_jax_says_the_option_decided():
    r = tool("mgpu_opt", "--which-jax", "--jax", "0.12", ADD_ONE)
    assert r.stdout == f"{ADD_ONE}:1: jax 0.12.1: --jax 0.12\n"


def test_an_unknown_release_is_a_usage_error():
    for name in ("mgpu_opt", "mgpu_run"):
        r = tool(name, "--jax", "0.9", ADD_ONE)
        assert r.returncode == 1
        assert "unknown jax version '0.9' (mgpu reads jax 0.10.2, 0.11.2, 0.12.0.1, 0.12.1)" in r.stderr
        assert "Traceback" not in r.stderr


def test_a_module_read_as_a_release_that_changed_its_ops_stops_at_the_op():
    # jax 0.12's arrive_expect_tx takes its byte count as a value: 0.10.2's integer is not one
    r = tool("mgpu_run", "--jax", "0.12.0.1", ADD_ONE, "--random-inputs", "0")
    assert r.returncode == 1
    assert r.stderr.startswith(f"{ADD_ONE}:80:109: error: operand expected")
