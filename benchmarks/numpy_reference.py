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


def corpus_case(kernel: str) -> tuple[dict[str, np.ndarray], dict[str, np.ndarray]]:
    """The inputs and the expected outputs of a corpus kernel (tests/corpus/data), by name."""
    case = json.loads((CORPUS / "data" / "cases.json").read_text())[kernel]
    load = lambda names: {n: np.load(CORPUS / "data" / case["files"][n]) for n in names}  # noqa: E731
    return load(case["inputs"]), load(case["outputs"])


def same_bits(a, b) -> bool:
    return np.array_equal(np.asarray(a).view(np.uint8), np.asarray(b).view(np.uint8))


def steady_state(call, repeat: int):
    """Median seconds of ``repeat`` calls of ``call()`` after a warm-up call, and the last call's result."""
    res = call()
    times = []
    for _ in range(repeat):
        s = time.perf_counter()
        res = call()
        times.append(time.perf_counter() - s)
    return statistics.median(times), res


def prepare(payload: Path) -> Kernel:
    """The prepared emulator Kernel of a payload file: what a steady-state run re-runs."""
    return Kernel(parse_module(payload.read_text(), payload.name, make_context(allow_unregistered=True)))


def outputs_match(res, expected: dict) -> bool:
    """Whether every output of the emulator's RunResult ``res`` equals ``expected`` bit for bit."""
    return all(same_bits(res.outputs[n], e) for n, e in expected.items())


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
    rows = []
    np_time: dict[str, float] = {}  # per kernel: its .lane and .wg payloads compute the same thing
    for f in sorted(CORPUS.glob("*.payload.generic.mlir")):
        kernel = f.name.split(".")[0]
        inputs, expected = corpus_case(kernel)
        k = prepare(f)
        emu_s, res = steady_state(lambda: k.run(inputs), args.repeat)
        emu_ok = outputs_match(res, expected)
        fn = REFERENCE[kernel]
        ref_args = list(inputs.values())
        ref_ok = same_bits(fn(*ref_args), next(iter(expected.values())))
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
