"""Emulator speed on jax's corpus payloads: parse, prepare and run times, instructions per second.

    python benchmarks/emulator.py [--repeat N] [--markdown] [--baseline REV] [--grid]

Runs every ``tests/corpus/*.payload.generic.mlir`` with its inputs from ``tests/corpus/data`` and
checks the result bit-exactly against the expected output. Run times are steady state (a prepared
Kernel re-run after one warm-up run), the CPU time of this process (``time.process_time``: what
the emulator costs on one core; wall time would also count the time slices of other jobs on a
shared machine) and the fastest of N runs.

``--baseline REV`` also loads the emulator as it was at git revision REV (``git show``, read-only;
imported as a separate package) and times both on the same prepared modules, interleaved in this
one process, so that the speedup column is a ratio measured under the same machine load.
``--grid`` times grid scaling: ``pallas_blocked_grid`` edited to 1 and 64 CTAs of the same
per-CTA work, with (128, 64) and (128, 128) blocks, f16, and (128, 128) blocks over f32
(tests/emulator/grid_kernels.py), batched
(machine.Batch), one CTA at a time, and the baseline; wall and CPU time (on a shared machine the
CPU time is the stable estimate of a long run: other jobs preempt it); plus the peak memory
(tracemalloc) of the batched 64-CTA runs.
"""

from __future__ import annotations

import argparse
import importlib
import json
import platform
import subprocess
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from mgpu.dialect.context import make_context, parse_module  # noqa: E402
from mgpu.emulator.machine import Machine  # noqa: E402
from mgpu.emulator.run import Kernel  # noqa: E402

CORPUS = ROOT / "tests" / "corpus"


def load_baseline(rev: str):
    """The Kernel class of the emulator at git revision ``rev`` (as package mgpu_baseline_emulator)."""
    pkg = "mgpu_baseline_emulator"
    files = subprocess.run(["git", "-C", str(ROOT), "ls-tree", "-r", "--name-only", rev, "mgpu/emulator"],
                           capture_output=True, text=True, check=True).stdout.split()
    tmp = Path(tempfile.mkdtemp(prefix="mgpu-baseline-"))
    for f in files:
        if not f.endswith(".py"):
            continue
        src = subprocess.run(["git", "-C", str(ROOT), "show", f"{rev}:{f}"], capture_output=True, text=True,
                             check=True).stdout
        dst = tmp / pkg / Path(f).relative_to("mgpu/emulator")
        dst.parent.mkdir(parents=True, exist_ok=True)
        dst.write_text(src.replace("mgpu.emulator", pkg))
    sys.path.insert(0, str(tmp))
    return importlib.import_module(pkg + ".run").Kernel


def corpus(args, Base):
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
        res = k.run(inputs)  # warm: static-value caches (program.py) fill on the first run
        base = Base(module) if Base is not None else None
        if base is not None:
            base.run(inputs)
        times, btimes = [], []
        for _ in range(args.repeat):  # interleaved: both see the same machine load
            s = time.process_time()
            res = k.run(inputs)
            times.append(time.process_time() - s)
            if base is not None:
                s = time.process_time()
                base.run(inputs)
                btimes.append(time.process_time() - s)
        ok = all(np.array_equal(res.outputs[n].view(np.uint8),
                                np.load(CORPUS / "data" / case["files"][n]).view(np.uint8))
                 for n in case["outputs"])
        run_s = min(times)
        base_s = min(btimes) if btimes else None
        rep = res.report
        moved = sum(rep.bytes_read.values()) + sum(rep.bytes_written.values())
        rows.append((f.name.replace(".payload.generic.mlir", ""), t1 - t0, t2 - t1, run_s, rep.steps,
                     rep.steps / run_s, rep.ctas, moved, ok, base_s))
    head = ["payload", "parse s", "prepare s", "run s", "instructions", "instr/s", "CTAs", "bytes moved", "match"]
    if Base is not None:
        head += ["baseline run s", "speedup"]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for r in rows:
        line = (f"| {r[0]} | {r[1]:.2f} | {r[2]:.3f} | {r[3]:.4f} | {r[4]} | {r[5]:,.0f} | {r[6]} | {r[7]:,} | "
                f"{'yes' if r[8] else 'NO'} |")
        if Base is not None:
            line += f" {r[9]:.4f} | {r[9] / r[3]:.1f}x |"
        lines.append(line)
    tot = sum(r[3] for r in rows)
    steps = sum(r[4] for r in rows)
    lines.append("")
    lines.append(f"All payloads: {steps} instructions in {tot:.3f} s = {steps / tot:,.0f} instr/s"
                 + (f"; baseline {sum(r[9] for r in rows):.3f} s, speedup "
                    f"{sum(r[9] for r in rows) / tot:.1f}x" if Base is not None else "")
                 + f"; slowest payload {min(r[5] for r in rows):,.0f} instr/s.")
    return lines


def grid(args, Base):
    """Grid scaling: each kernel at 1 and 64 CTAs of the same per-CTA work, batched, one CTA at a
    time and the baseline, interleaved (each timed run right after an untimed one of the same
    variant); wall and CPU (this thread's) time, fastest of N each."""
    from tests.emulator.grid_kernels import (blocked_grid_inputs, blocked_grid_text, square_grid_inputs,
                                             square_grid_module)

    kernels = {
        "(128, 64) blocks, f16[64·128, 64]": (
            lambda g: parse_module(blocked_grid_text(g), f"blocked_grid_{g}", make_context(allow_unregistered=True)),
            blocked_grid_inputs),
        "(128, 128) blocks, f16[64·128, 128] (the issue's shape)": (square_grid_module, square_grid_inputs),
        "(128, 128) blocks, f32[64·128, 128]": (lambda g: square_grid_module(g, dtype=np.float32),
                                                lambda g: square_grid_inputs(g, dtype=np.float32)),
    }
    lines = ["| kernel | variant | grid 1 s | grid 64 s | 64 / 1 | grid 1 CPU s | grid 64 CPU s | 64 / 1 CPU |",
             "|---|---|---|---|---|---|---|---|"]
    peaks = []
    for title, (make, make_inputs) in kernels.items():
        res = {}
        for g in (1, 64):
            module = make(g)
            k = Kernel(module)
            inputs, expected = make_inputs(g)
            out = k.run(inputs)
            assert np.array_equal(out.outputs["out0"].view(np.uint8), expected.view(np.uint8))
            variants = {"batched": lambda: k.run(inputs)}

            def single():
                saved = Machine.batch_max
                Machine.batch_max = 1
                try:
                    k.run(inputs)
                finally:
                    Machine.batch_max = saved
            variants["one CTA at a time"] = single
            if Base is not None:
                base = Base(module)
                base.run(inputs)
                variants["baseline"] = lambda: base.run(inputs)
            wall = {name: [] for name in variants}
            cpu = {name: [] for name in variants}
            for _ in range(args.repeat):
                for name, fn in variants.items():
                    fn()  # steady state: the timed run follows one of the same variant (caches, allocator)
                    s, c = time.perf_counter(), time.thread_time()
                    fn()
                    cpu[name].append(time.thread_time() - c)
                    wall[name].append(time.perf_counter() - s)
            res[g] = {name: (min(wall[name]), min(cpu[name])) for name in variants}
            if g == 64:
                tracemalloc.start()
                k.run(inputs)
                peaks.append((title, tracemalloc.get_traced_memory()[1]))
                tracemalloc.stop()
        for name in res[1]:
            (w1, c1), (w64, c64) = res[1][name], res[64][name]
            lines.append(f"| {title} | {name} | {w1:.4f} | {w64:.4f} | {w64 / w1:.1f}x | {c1:.4f} | {c64:.4f} | "
                         f"{c64 / c1:.1f}x |")
    lines.append("")
    for title, peak in peaks:
        lines.append(f"Peak traced memory of the batched 64-CTA run, {title}: {peak / 2**20:.1f} MiB.")
    return lines


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--markdown", action="store_true", help="(the output is always a markdown table)")
    ap.add_argument("--baseline", metavar="REV", help="also time the emulator of git revision REV")
    ap.add_argument("--grid", action="store_true", help="grid scaling (1 vs 64 CTAs)")
    args = ap.parse_args()
    Base = load_baseline(args.baseline) if args.baseline else None
    print(f"Machine: {platform.processor() or platform.machine()}, Python {platform.python_version()}, "
          f"numpy {np.__version__}; run = CPU time, fastest of {args.repeat}"
          + (f", baseline = emulator at {args.baseline}, interleaved in the same process" if Base else "")
          + ".\n")
    print("\n".join(corpus(args, Base)))
    if args.grid:
        print()
        print("\n".join(grid(args, Base)))


if __name__ == "__main__":
    main()
