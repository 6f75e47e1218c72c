"""Emulation time of each corpus kernel against numpy computing the same result, in one run.

    python benchmarks/numpy_reference.py [--repeat N] [--markdown]

For every ``tests/corpus/*.payload.generic.mlir``: the steady-state time of the prepared
:class:`mgpu.emulator.Kernel` (median of N runs after a warm-up run; parsing and preparation are
not counted) and the time numpy takes for the kernel's computation (``x + 1``, ``x * 2``, the f32
matmul for wgmma / tcgen05, ...; median of many calls), and their ratio: how many times slower than
numpy the emulated SM computes the kernel. Both results are checked bit-exactly against the
expected output of ``tests/corpus/data``.

BLAS runs single-threaded (``OPENBLAS_NUM_THREADS=1`` unless set): both sides then use one core,
and the small matmuls are not at the mercy of BLAS threads on a loaded machine (measured: 20 µs
single-threaded vs 1.3 ms with threads for the tcgen05 kernel's 128x64 @ 64x128 on 2 busy vCPUs).
"""

from __future__ import annotations

import os

for _v in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_v, "1")

import argparse  # noqa: E402
import json  # noqa: E402
import platform  # noqa: E402
import statistics  # noqa: E402
import time  # noqa: E402
from pathlib import Path  # noqa: E402

import numpy as np  # noqa: E402

from mgpu.dialect.context import make_context, parse_module  # noqa: E402
from mgpu.emulator.run import Kernel  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "tests" / "corpus"


def _matmul_f32(a, b):
    return (a.astype(np.float32) @ b.astype(np.float32)).astype(np.float16)


# kernels.json's "expect" column, as numpy
REFERENCE = {
    "pallas_add_one": lambda x: x + np.float32(1),
    "pallas_tma_roundtrip_swizzled": lambda x: x * np.float16(2),
    "pallas_barrier_arrive_wait": lambda x: np.full(x.shape, 3.0, np.float32),
    "pallas_async_store_smem": lambda x: np.stack([x, x]),
    "pallas_async_store_smem_atomic": lambda x: x + x,
    "pallas_tmem_roundtrip": lambda x: x + np.float32(1),
    "pallas_blocked_grid": lambda x, y: x * y,
    "pallas_wgmma": _matmul_f32,
    "pallas_tcgen05_mma": _matmul_f32,
    "lowlevel_tma_square": lambda x: x * x,
    "lowlevel_wg_double": lambda x: x + x,
}


def time_numpy(fn, args, min_seconds: float = 0.2) -> float:
    """Median seconds per call over batches of calls filling about ``min_seconds``."""
    fn(*args)
    n, t = 1, 0.0
    while True:  # calls per batch so that a batch takes >= 2 ms
        s = time.perf_counter()
        for _ in range(n):
            fn(*args)
        t = time.perf_counter() - s
        if t >= 2e-3:
            break
        n *= 4
    batches = []
    end = time.perf_counter() + min_seconds
    while time.perf_counter() < end or len(batches) < 5:
        s = time.perf_counter()
        for _ in range(n):
            fn(*args)
        batches.append((time.perf_counter() - s) / n)
    return statistics.median(batches)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=5, help="emulator runs after the warm-up (median)")
    ap.add_argument("--markdown", action="store_true")
    args = ap.parse_args()
    cases = json.loads((CORPUS / "data" / "cases.json").read_text())
    rows = []
    np_time: dict[str, float] = {}  # per kernel: its .lane and .wg payloads compute the same thing
    for f in sorted(CORPUS.glob("*.payload.generic.mlir")):
        kernel = f.name.split(".")[0]
        case = cases[kernel]
        inputs = {n: np.load(CORPUS / "data" / case["files"][n]) for n in case["inputs"]}
        expected = [np.load(CORPUS / "data" / case["files"][n]) for n in case["outputs"]]
        k = Kernel(parse_module(f.read_text(), f.name, make_context(allow_unregistered=True)))
        res = k.run(inputs)  # warm-up
        times = []
        for _ in range(args.repeat):
            s = time.perf_counter()
            res = k.run(inputs)
            times.append(time.perf_counter() - s)
        emu_s = statistics.median(times)
        emu_ok = all(np.array_equal(res.outputs[n].view(np.uint8), e.view(np.uint8))
                     for n, e in zip(case["outputs"], expected))
        fn = REFERENCE[kernel]
        ref_args = [inputs[n] for n in case["inputs"]]
        ref_ok = np.array_equal(np.asarray(fn(*ref_args)).view(np.uint8), expected[0].view(np.uint8))
        if kernel not in np_time:
            np_time[kernel] = time_numpy(fn, ref_args)
        np_s = np_time[kernel]
        rows.append((f.name.replace(".payload.generic.mlir", ""), emu_s, np_s, emu_s / np_s, res.report.steps,
                     emu_ok and ref_ok))
    head = ("payload", "emulator ms", "numpy µs", "ratio", "instructions", "match")
    ratios = [r[3] for r in rows]
    gmean = float(np.exp(np.mean(np.log(ratios))))
    machine = (f"{platform.machine()}, {os.cpu_count()} CPUs, Python {platform.python_version()}, "
               f"numpy {np.__version__}, BLAS threads {os.environ['OPENBLAS_NUM_THREADS']}; emulator = median "
               f"of {args.repeat} runs of the prepared Kernel after a warm-up; numpy = median per call")
    if args.markdown:
        print(f"Machine: {machine}.\n")
        print("| " + " | ".join(head) + " |")
        print("|---|---:|---:|---:|---:|---|")
        for r in rows:
            print(f"| {r[0]} | {r[1] * 1e3:.2f} | {r[2] * 1e6:.1f} | {r[3]:,.0f}x | {r[4]} | "
                  f"{'yes' if r[5] else 'NO'} |")
        print(f"\nGeometric mean of the ratios: {gmean:,.0f}x (min {min(ratios):,.0f}x, max {max(ratios):,.0f}x).")
    else:
        print(machine)
        print(f"{'payload':>40}  {'emulator ms':>11}  {'numpy µs':>9}  {'ratio':>9}  {'instr':>6}  match")
        for r in rows:
            print(f"{r[0]:>40}  {r[1] * 1e3:11.2f}  {r[2] * 1e6:9.1f}  {r[3]:8,.0f}x  {r[4]:6d}  "
                  f"{'yes' if r[5] else 'NO'}")
        print(f"geometric mean ratio: {gmean:,.0f}x (min {min(ratios):,.0f}x, max {max(ratios):,.0f}x)")


if __name__ == "__main__":
    main()
