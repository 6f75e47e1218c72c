"""Emulator speed on jax's flagship kernels (tests/flagship): first run and steady state, against numpy.

    python benchmarks/flagship.py [--repeat N] [--profile KERNEL]

For every captured flagship kernel whose payload runs (tests/flagship/captured/NAME.tar.xz): the
first run of jax's payload split into parse (xDSL, the pretty form mgpu-run reads), prepare
(resolving every op to its handler: ``mgpu.emulator.Kernel``) and run; the steady state (the prepared
Kernel re-run, median of N after a warm-up run); instructions (warpgroup-level op executions) per
second; the time numpy takes for the same math (tests/flagship/references.py: f32 matmuls, softmax)
and the ratio of the two, both in this one process; the time our Warpgroup pipeline takes to lower the
kernel's ``wg_dialect`` module (inference + lowering); and the largest difference of the payload's
output from numpy's (test_flagship.py checks it against a stated bound).

``--profile KERNEL`` prints where the first run's time goes (cProfile, by cumulative time).
BLAS runs single-threaded (see numpy_reference.py).
"""

from __future__ import annotations

import os

for _v in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_v, "1")

import argparse  # noqa: E402
import cProfile  # noqa: E402
import platform  # noqa: E402
import pstats  # noqa: E402
import sys  # noqa: E402
import tarfile  # noqa: E402
import tempfile  # noqa: E402
import time  # noqa: E402
from pathlib import Path  # noqa: E402

import numpy as np  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from numpy_reference import steady_state, time_numpy  # noqa: E402  (this folder: benchmarks/)
from mgpu.dialect.context import make_context, parse_module  # noqa: E402
from mgpu.emulator.run import Kernel  # noqa: E402
from mgpu.passes.pipelines import LowerPass  # noqa: E402
from tests.flagship import references as R  # noqa: E402

CAPTURED = ROOT / "tests" / "flagship" / "captured"

# the kernels whose payload the emulator runs (tests/flagship/README.md), with their numpy math
REFERENCE = {
    "hopper_matmul_wg_n": R.matmul_reference,
    "hopper_matmul_wg_m": R.matmul_reference,
    "hopper_matmul_c": R.matmul_c_reference,
    "hopper_mixed_type_matmul": R.mixed_reference,
    "attention_fwd": R.attention_reference,
    "attention_fwd_causal": R.attention_causal_reference,
    "attention_fwd_lse": R.attention_lse_reference,
    "ragged_dot": R.ragged_reference,
    "transposed_ragged_dot": R.transposed_ragged_reference,
    "attention_fwd_pipelined": R.attention_reference,
    "attention_fwd_pipelined_lse": R.attention_lse_reference,
    "blackwell_matmul": R.matmul_reference,
    "blackwell_matmul_collective": R.matmul_reference,
    "blackwell_ragged_dot": R.blackwell_ragged_reference,
}


def unpack(name: str, into: Path) -> Path:
    with tarfile.open(CAPTURED / f"{name}.tar.xz") as tar:
        tar.extractall(into, filter="data")
    return into


def arrays(d: Path, name: str, kind: str) -> list[np.ndarray]:
    return [np.load(p) for p in sorted(d.glob(f"{name}.{kind}*.npy"))]


def first_run(path: Path, inputs: dict, outputs: int) -> tuple[float, float, float, Kernel]:
    """Seconds to parse, prepare and run once (what one mgpu-run costs after start-up), and the Kernel."""
    t0 = time.perf_counter()
    module = parse_module(path.read_text(), path.name, make_context())
    t1 = time.perf_counter()
    kernel = Kernel(module)
    t2 = time.perf_counter()
    kernel.run(inputs, num_outputs=outputs)
    return t1 - t0, t2 - t1, time.perf_counter() - t2, kernel


def lower_seconds(path: Path) -> float:
    module = parse_module(path.read_text(), path.name, make_context())
    t0 = time.perf_counter()
    LowerPass(semantics="warpgroup").apply(make_context(), module)
    return time.perf_counter() - t0


def measure(name: str, d: Path, repeat: int) -> list:
    ins = arrays(d, name, "in")
    inputs = {f"in{i}": a for i, a in enumerate(ins)}
    expected = arrays(d, name, "out")
    parse_s, prepare_s, run1_s, kernel = first_run(d / f"{name}.wg.payload.mlir", inputs, len(expected))
    steady_s, res = steady_state(lambda: kernel.run(inputs, num_outputs=len(expected)), repeat)
    numpy_s = time_numpy(REFERENCE[name], ins)
    err = max(float(np.abs(res.outputs[f"out{i}"].astype(np.float64) - e.astype(np.float64)).max())
              for i, e in enumerate(expected))
    steps = res.report.steps
    return [name, parse_s, prepare_s, run1_s, steady_s, steps, steps / steady_s, numpy_s, steady_s / numpy_s,
            lower_seconds(d / f"{name}.wg.wg_dialect.mlir"), err]


def profile(name: str, d: Path) -> None:
    inputs = {f"in{i}": a for i, a in enumerate(arrays(d, name, "in"))}
    prof = cProfile.Profile()
    prof.runcall(first_run, d / f"{name}.wg.payload.mlir", inputs, len(arrays(d, name, "out")))
    pstats.Stats(prof).sort_stats("cumulative").print_stats(25)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=5, help="steady-state runs after the warm-up (median)")
    ap.add_argument("--profile", metavar="KERNEL", choices=sorted(REFERENCE))
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="mgpu-flagship-") as tmp:
        if args.profile:
            profile(args.profile, unpack(args.profile, Path(tmp)))
            return
        rows = [measure(name, unpack(name, Path(tmp)), args.repeat) for name in REFERENCE]
    print(f"{platform.machine()}, Python {platform.python_version()}, numpy {np.__version__}, "
          f"load average {os.getloadavg()[0]:.1f}\n")
    print("| kernel | parse s | prepare s | first run s | steady run s | instructions | instr/s | numpy s "
          "| emulator / numpy | our lowering s | max abs err vs numpy |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for r in rows:
        print(f"| {r[0]} | {r[1]:.2f} | {r[2]:.2f} | {r[3]:.3f} | {r[4]:.3f} | {r[5]:,} | {r[6]:,.0f} | "
              f"{r[7] * 1e6:,.0f} µs | {r[8]:,.0f}x | {r[9]:.2f} | {r[10]:.3g} |")


if __name__ == "__main__":
    main()
