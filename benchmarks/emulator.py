"""Emulator speed on jax's corpus payloads: parse, prepare and run times, instructions per second.

    python benchmarks/emulator.py [--repeat N] [--markdown]

Runs every ``tests/corpus/*.payload.generic.mlir`` with its inputs from ``tests/corpus/data`` and
checks the result bit-exactly against the expected output.
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import time
from pathlib import Path

import numpy as np

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.run import Kernel

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "tests" / "corpus"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--markdown", action="store_true")
    args = ap.parse_args()
    cases = json.loads((CORPUS / "data" / "cases.json").read_text())
    rows = []
    for f in sorted(CORPUS.glob("*.payload.generic.mlir")):
        kernel = f.name.split(".")[0]
        case = cases[kernel]
        t0 = time.perf_counter()
        module = parse_module(f.read_text(), f.name, make_context(allow_unregistered=True))
        t1 = time.perf_counter()
        k = Kernel(module)
        t2 = time.perf_counter()
        inputs = {n: np.load(CORPUS / "data" / case["files"][n]) for n in case["inputs"]}
        times = []
        for _ in range(args.repeat):
            s = time.perf_counter()
            res = k.run(inputs)
            times.append(time.perf_counter() - s)
        ok = all(np.array_equal(res.outputs[n].view(np.uint8),
                                np.load(CORPUS / "data" / case["files"][n]).view(np.uint8))
                 for n in case["outputs"])
        run_s = statistics.median(times)
        rep = res.report
        moved = sum(rep.bytes_read.values()) + sum(rep.bytes_written.values())
        rows.append((f.name.replace(".payload.generic.mlir", ""), t1 - t0, t2 - t1, run_s, rep.steps,
                     rep.steps / run_s, rep.ctas, moved, ok))
    head = ("payload", "parse s", "prepare s", "run s", "instructions", "instr/s", "CTAs", "bytes moved", "match")
    if args.markdown:
        print(f"Machine: {platform.processor() or platform.machine()}, Python {platform.python_version()}, "
              f"numpy {np.__version__}; run = median of {args.repeat}.\n")
        print("| " + " | ".join(head) + " |")
        print("|" + "---|" * len(head))
        for r in rows:
            print(f"| {r[0]} | {r[1]:.2f} | {r[2]:.3f} | {r[3]:.4f} | {r[4]} | {r[5]:,.0f} | {r[6]} | {r[7]:,} | "
                  f"{'yes' if r[8] else 'NO'} |")
    else:
        print("  ".join(f"{h:>12}" for h in head))
        for r in rows:
            print(f"{r[0]:>40}  {r[1]:8.2f}  {r[2]:8.3f}  {r[3]:8.4f}  {r[4]:8d}  {r[5]:10,.0f}  {r[6]:4d}  "
                  f"{r[7]:10,}  {'yes' if r[8] else 'NO'}")


if __name__ == "__main__":
    main()
