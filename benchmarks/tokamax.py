"""Where the time of a tokamax entry point goes: capture, parse, prepare, run, and our inference + lowering.

    python tests/tokamax/report.py --work DIR          # in a tokamax venv (tests/tokamax/README.md)
    python benchmarks/tokamax.py DIR [--only REGEX]    # any venv with mgpu; no jax needed

DIR is what report.py captured: its results.json and, per entry point, mgpu-capture's files. Per entry point:
capture = report.py's capture of it (jax's lowering, and the emulator running the kernels other jax ops feed),
wall and CPU seconds as report.py measured them; then, for every kernel call capture wrote an mgpu-run command
for, in this one process and in CPU time (``time.process_time``, which the machine's other jobs disturb least):
parse = xDSL parsing jax's payload (the pretty form), prepare = resolving its ops to handlers
(``mgpu.emulator.Kernel``), run = one run on the captured inputs (what one mgpu-run costs after its start-up),
instructions = warpgroup-level op executions; ours = our inference and lowering of jax's ``wg_dialect`` module
(mgpu-run --semantics warpgroup, without its parsing). A kernel that ends in a race or deadlock report is
timed up to the report. The sums of an entry point's kernels are its row.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import shlex
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from mgpu.dialect.context import make_context, parse_module  # noqa: E402
from mgpu.dialect.diagnostics import MgpuError  # noqa: E402
from mgpu.emulator.errors import DeadlockError  # noqa: E402
from mgpu.emulator.races import RaceError  # noqa: E402
from mgpu.emulator.run import Kernel  # noqa: E402
from mgpu.passes.pipelines import LowerPass  # noqa: E402


def cpu(f):
    """``f()`` and the CPU seconds it took."""
    t = time.process_time()
    out = f()
    return out, time.process_time() - t


def kernel_calls(capture_json: Path) -> list[tuple[Path, dict[str, Path], int]]:
    """Each kernel call capture wrote an mgpu-run command for: jax's payload (pretty), its inputs and how many
    outputs it is checked on (none where capture wrote no expected output: the run then counts them)."""
    record = json.loads(capture_json.read_text())
    calls = []
    for command in record["mgpu_run"]:
        argv = shlex.split(command)[1:]
        if not argv[0].endswith(".wg.payload.generic.mlir"):
            continue
        inputs = dict(argv[i + 1].split("=", 1) for i, a in enumerate(argv) if a == "--input")
        calls.append((Path(argv[0].replace(".payload.generic.mlir", ".payload.mlir")),
                      {k: Path(v) for k, v in inputs.items()}, argv.count("--expect")))
    return calls


def measure_call(payload: Path, inputs: dict[str, Path], outputs: int, jax: str) -> dict:
    arrays = {k: np.load(v) for k, v in inputs.items()}
    module, parse_s = cpu(lambda: parse_module(payload.read_text(), payload.name, make_context(jax=jax)))
    kernel, prepare_s = cpu(lambda: Kernel(module))
    t = time.process_time()
    try:
        steps, outcome = kernel.run(arrays, num_outputs=outputs or None, timeout_s=None).report.steps, "ran"
    except RaceError:  # timed up to the report
        steps, outcome = 0, "race report"
    except DeadlockError:
        steps, outcome = 0, "deadlock report"
    run_s = time.process_time() - t
    ours = Path(str(payload).replace(".payload.mlir", ".wg_dialect.mlir"))
    stage = parse_module(ours.read_text(), ours.name, make_context(jax=jax))
    try:
        _, ours_s = cpu(lambda: LowerPass(semantics="warpgroup").apply(make_context(jax=jax), stage))
    except MgpuError:
        ours_s = float("nan")
    return {"parse": parse_s, "prepare": prepare_s, "run": run_s, "steps": steps, "ours": ours_s,
            "outcome": outcome, "bytes": payload.stat().st_size}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("work", type=Path, help="a report.py --work folder")
    ap.add_argument("--only", metavar="REGEX", help="only the entry points whose id matches")
    args = ap.parse_args()
    saved = json.loads((args.work / "results.json").read_text())
    load0 = os.getloadavg()[0]
    rows = []
    for eid, rec in saved["results"].items():
        if args.only and not re.search(args.only, eid):
            continue
        calls = [measure_call(p, ins, n, saved["jax"]) for p, ins, n in kernel_calls(args.work / f"{eid}.wg.capture.json")]
        total = {k: sum(c[k] for c in calls) for k in ("parse", "prepare", "run", "steps", "ours", "bytes")}
        outcomes = sorted({c["outcome"] for c in calls} - {"ran"})
        rows.append((eid, rec, len(calls), total, ", ".join(outcomes)))
        print(f"measured {eid}", file=sys.stderr, flush=True)
    print(f"tokamax {saved['release']}, jax {saved['jax']}; {platform.machine()}, {os.cpu_count()} CPUs, "
          f"Python {platform.python_version()}, numpy {np.__version__}; load average {load0:.1f} at the start, "
          f"{os.getloadavg()[0]:.1f} at the end\n")
    print("| entry point | capture s (CPU) | kernels | payload MB | parse s | prepare s | run s | instructions "
          "| ours s | note |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for eid, rec, n, t, note in rows:
        cap = f"{rec['capture_s']:.1f}" + (f" ({rec['capture_cpu_s']:.1f})" if "capture_cpu_s" in rec else "")
        print(f"| {eid} | {cap} | {n} | {t['bytes'] / 1e6:.2f} | {t['parse']:.2f} | {t['prepare']:.2f} | "
              f"{t['run']:.2f} | {t['steps']:,} | {t['ours']:.2f} | {note} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
