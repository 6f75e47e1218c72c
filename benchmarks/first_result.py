"""Time from call to first result: ``mgpu.jax.emulate(kernel)(*inputs)`` against jax's Pallas Mosaic GPU interpret
mode (``interpret=InterpretGPUParams()``, jitted), on the same Pallas kernels (benchmarks/interpret_mode.py's).

    PYTHONPATH=$PWD /work/main/.venv-jax012/bin/python benchmarks/first_result.py [--repeat N] [--markdown]

What a user waits for the first time a test calls a kernel: each measure is one fresh Python process that
imports jax, mgpu.jax and the kernel's builder (not timed), then times its first call, from the call until the
result is ready (``jax.block_until_ready``): process CPU time (``time.process_time``: this process's threads,
jax's and XLA's included) and wall time. For emulate that is jax tracing the function, lowering the kernel for
cuda, the payload's text parsed, verified and prepared, and the run; for interpret mode, jax tracing, lowering
and compiling the interpreter's XLA program, and its run. Each side is measured N times (median), the two
alternating; both results are compared bit for bit with tests/corpus/data. A kernel interpret mode cannot
run gets its reason (the exception and the function of jax's interpreter it came through).

JAX runs on the CPU (``JAX_PLATFORMS=cpu``). Prints one ``skipped:`` line when jax is not importable.
"""

from __future__ import annotations

import os

os.environ["JAX_PLATFORMS"] = "cpu"

import argparse  # noqa: E402
import json  # noqa: E402
import platform  # noqa: E402
import statistics  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402
from pathlib import Path  # noqa: E402

HERE = Path(__file__).resolve().parent
SIDES = ("emulate", "interpret")


def first_call(kernel: str, side: str) -> dict:
    """In this (fresh) process: the first call of ``kernel`` on ``side``, timed; its result against the corpus."""
    sys.path.insert(0, str(HERE))
    import interpret_mode
    from numpy_reference import corpus_case, same_bits

    jax = interpret_mode.jax
    if jax is None:
        return {"skipped": interpret_mode.MISSING}
    import mgpu.jax

    inputs, expected = corpus_case(kernel)
    args = list(inputs.values())
    built = interpret_mode.PALLAS[kernel](None if side == "emulate" else interpret_mode.InterpretGPUParams())
    fn = mgpu.jax.emulate(built) if side == "emulate" else jax.jit(built)
    cpu, wall = time.process_time(), time.perf_counter()
    try:
        out = jax.block_until_ready(fn(*args))
    except Exception as e:  # noqa: BLE001 - the side's failure is the finding
        return {"failed": interpret_mode.why_failed(e)}
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    return {"cpu": cpu, "wall": wall, "match": same_bits(out, next(iter(expected.values()))), "jax": jax.__version__}


def measure(kernel: str, side: str) -> dict:
    proc = subprocess.run([sys.executable, __file__, "--one", kernel, side], capture_output=True, text=True)
    lines = proc.stdout.strip().splitlines()
    if proc.returncode or not lines:
        return {"failed": (proc.stderr.strip().splitlines() or ["(no output)"])[-1]}
    return json.loads(lines[-1])


def _cell(runs: list[dict], key: str) -> str:
    return f"{statistics.median(r[key] for r in runs) * 1e3:.0f}"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=3, help="fresh processes per kernel and side (median)")
    ap.add_argument("--markdown", action="store_true")
    ap.add_argument("--one", nargs=2, metavar=("KERNEL", "SIDE"), help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.one:
        print(json.dumps(first_call(*args.one)))
        return
    sys.path.insert(0, str(HERE))
    from interpret_mode import PALLAS

    load = os.getloadavg()[0]
    rows, reasons, release = [], [], None
    for kernel in sorted(PALLAS):
        runs = {side: [] for side in SIDES}
        for _ in range(args.repeat):
            for side in SIDES:
                runs[side].append(measure(kernel, side))
        if any("skipped" in r for r in runs["emulate"]):
            print(f"skipped: {runs['emulate'][0]['skipped']}")
            return
        ok = {side: [r for r in rs if "cpu" in r] for side, rs in runs.items()}
        release = release or next((r["jax"] for r in ok["emulate"] + ok["interpret"]), None)
        cells = [kernel]
        for side in SIDES:
            cells += [_cell(ok[side], "cpu"), _cell(ok[side], "wall")] if ok[side] else ["-", "-"]
        both = ok["emulate"] and ok["interpret"]
        cells.append(f"{statistics.median(r['cpu'] for r in ok['interpret']) / statistics.median(r['cpu'] for r in ok['emulate']):.1f}x"
                     if both else "-")
        cells.append(" / ".join("yes" if all(r["match"] for r in ok[s]) else "NO" for s in SIDES if ok[s]))
        rows.append(cells)
        for side in SIDES:
            failed = [r["failed"] for r in runs[side] if "failed" in r]
            if failed:
                reasons.append(f"{kernel}, {side}: {failed[0]}")
    head = ["kernel", "emulate CPU ms", "emulate wall ms", "interpret CPU ms", "interpret wall ms",
            "CPU ratio (interpret / emulate)", "match (emulate / interpret)"]
    print(f"Machine: {platform.machine()}, {os.cpu_count()} CPUs, load average {load:.1f} at the start and "
          f"{os.getloadavg()[0]:.1f} at the end; Python {platform.python_version()}, jax {release} (CPU); "
          f"median of {args.repeat} fresh processes a side.\n")
    if args.markdown:
        print("\n".join("| " + " | ".join(r) + " |" for r in [head, ["---"] + ["---:"] * 5 + ["---"], *rows]))
    else:
        print("\n".join("  ".join(r) for r in [head, *rows]))
    if reasons:
        print("\nWhat a side could not run:\n" + "\n".join(f"- {r}" for r in reasons))


if __name__ == "__main__":
    main()
