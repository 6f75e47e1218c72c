"""Time from call to first result: ``mgpu.jax.emulate(kernel)(*inputs)`` against jax's Pallas Mosaic GPU interpret
mode (``interpret=InterpretGPUParams()``, jitted), on the same Pallas kernels (benchmarks/interpret_mode.py's) and
on jax's Hopper matmul (tests/flagship/kernels.py's ``hopper_matmul_wg_n``: f16[128,256] @ f16[256,128], 64x64x64
tiles, a persistent grid of 2 CTAs; interpret mode by ``plgpu.kernel(..., interpret=...)`` inside jax's
hopper_matmul_mgpu.py).

    PYTHONPATH=$PWD /work/main/.venv-jax012/bin/python benchmarks/first_result.py [--repeat N] [--markdown]
        [--kernels NAME ...]
    PYTHONPATH=$PWD /work/main/.venv-jax012/bin/python benchmarks/first_result.py --commands [--repeat N] [--baseline REV]

What a user waits for the first time a test calls a kernel: each measure is one fresh Python process that
imports jax, mgpu.jax and the kernel's builder (not timed), then times its first call, from the call until the
result is ready (``jax.block_until_ready``): process CPU time (``time.process_time``: this process's threads,
jax's and XLA's included) and wall time. For emulate that is jax tracing the function, lowering the kernel for
cuda, the payload's text parsed, verified and prepared, and the run; for interpret mode, jax tracing, lowering
and compiling the interpreter's XLA program, and its run. Each side is measured N times (median), the two
alternating; both results are compared bit for bit with tests/corpus/data (the Hopper matmul: with mgpu-run's
output of its captured payload, tests/flagship/captured/, computed after the timed call; and the largest
difference from numpy's f32 matmul is given). A kernel
interpret mode cannot run gets its reason (the exception and the function of jax's interpreter it came through).

``--commands``: the user's view of the Hopper matmul, whole processes (Python's and jax's start-up included), CPU
time (user + system) of: ``mgpu-capture`` of the kernel (``--arg`` specs, Warpgroup semantics, no generic forms)
then ``mgpu-run`` of its payload; one process calling ``mgpu.jax.emulate``; one calling interpret mode (the
processes of the table above, whole). The least and the median of N each, the three alternating; ``--baseline
REV``: mgpu-capture then mgpu-run of mgpu at git revision REV too, in the same rounds. Run without
``PYTHONDONTWRITEBYTECODE``: a first round, not timed, writes each version's bytecode.

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
FLAGSHIP = "hopper_matmul_wg_n"


def flagship_case(interpret) -> tuple:
    """jax's Hopper matmul as tests/flagship/kernels.py configures it (the ``interpret`` params given to its
    ``plgpu.kernel`` call, or None), its captured inputs, a function giving the emulator's output of its captured
    payload (to call after the timed call: it imports the emulator), and numpy's f32 matmul of the inputs."""
    import functools
    import tarfile
    import tempfile

    import numpy as np

    sys.path.insert(0, str(HERE.parent))
    from tests.flagship import kernels
    from tests.flagship.references import matmul_reference

    if interpret is not None:
        hm = kernels.hm
        hm.plgpu = kernels._patched(hm.plgpu, kernel=functools.partial(hm.plgpu.kernel, interpret=interpret))
    with tempfile.TemporaryDirectory() as tmp:
        with tarfile.open(HERE.parent / "tests/flagship/captured" / f"{FLAGSHIP}.tar.xz") as tar:
            tar.extractall(tmp, filter="data")
        a, b = (np.load(Path(tmp) / f"{FLAGSHIP}.{n}.npy") for n in ("in0", "in1"))
        payload = (Path(tmp) / f"{FLAGSHIP}.wg.payload.mlir").read_text()

    def captured_output():
        from mgpu.dialect.context import make_context, parse_module
        from mgpu.emulator.run import Kernel

        kernel = Kernel(parse_module(payload, f"{FLAGSHIP}.wg.payload.mlir", make_context()))
        return kernel.run({"in0": a, "in1": b}, num_outputs=1).outputs["out0"]

    return kernels.hopper_matmul_wg_n(), [a, b], captured_output, matmul_reference(a, b)


def first_call(kernel: str, side: str) -> dict:
    """In this (fresh) process: the first call of ``kernel`` on ``side``, timed; its result against the corpus."""
    sys.path.insert(0, str(HERE))
    import interpret_mode
    from numpy_reference import corpus_case, same_bits

    jax = interpret_mode.jax
    if jax is None:
        return {"skipped": interpret_mode.MISSING}
    import mgpu.jax

    params = None if side == "emulate" else interpret_mode.InterpretGPUParams()
    reference = None
    if kernel == FLAGSHIP:
        built, args, expected, reference = flagship_case(params)
    else:
        inputs, outputs = corpus_case(kernel)
        args, expected = list(inputs.values()), next(iter(outputs.values()))
        built = interpret_mode.PALLAS[kernel](params)
    fn = mgpu.jax.emulate(built) if side == "emulate" else jax.jit(built)
    cpu, wall = time.process_time(), time.perf_counter()
    try:
        out = jax.block_until_ready(fn(*args))
    except Exception as e:  # noqa: BLE001 - the side's failure is the finding
        return {"failed": interpret_mode.why_failed(e)}
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    result = {"cpu": cpu, "wall": wall, "match": same_bits(out, expected() if callable(expected) else expected),
              "jax": jax.__version__}
    if reference is not None:
        import numpy as np

        result["error"] = float(np.abs(np.asarray(out, np.float64) - reference.astype(np.float64)).max())
    return result


def measure(kernel: str, side: str) -> dict:
    proc = subprocess.run([sys.executable, __file__, "--one", kernel, side], capture_output=True, text=True)
    lines = proc.stdout.strip().splitlines()
    if proc.returncode or not lines:
        return {"failed": (proc.stderr.strip().splitlines() or ["(no output)"])[-1]}
    return json.loads(lines[-1])


def _child_cpu(argv: list[str], mgpu: Path | None = None) -> float:
    """CPU seconds (user + system) of the command ``argv`` (exit status 0); ``mgpu``: the folder of the mgpu
    package it imports (None: this checkout's), also its working directory (``python -m``'s first path)."""
    import resource

    env = None if mgpu is None else {**os.environ, "PYTHONPATH": f"{mgpu}{os.pathsep}{HERE.parent}"}
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(argv, check=True, capture_output=True, cwd=mgpu or HERE.parent, env=env)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime


def commands(repeat: int, baseline: str | None) -> str:
    """The --commands table (the user's view of the Hopper matmul, whole processes)."""
    import tempfile

    py, name = sys.executable, FLAGSHIP
    versions: dict[str, Path | None] = {"": None}
    if baseline:
        from parse import export  # (this folder's parse.py)

        versions[f" (mgpu at {baseline})"] = export(baseline)
    times: dict[str, list[float]] = {f"mgpu-capture, then mgpu-run{v}": [] for v in versions}
    times.update({"one process: mgpu.jax.emulate": [], "one process: interpret mode": []})
    load = os.getloadavg()[0]
    for round_ in range(repeat + 1):  # (round 0 writes each version's bytecode, as an installed mgpu has it: not timed)
        for version, mgpu in versions.items():
            with tempfile.TemporaryDirectory(prefix="mgpu-first-result-") as out:
                capture = _child_cpu([py, "-m", "mgpu.tools.mgpu_capture", f"{HERE.parent}/tests/flagship/kernels.py:{name}",
                                      "--arg", "f16[128,256]", "--arg", "f16[256,128]", "--semantics", "warpgroup",
                                      "--no-generic", "--arch", "9.0", "-o", out], mgpu)
                run = _child_cpu([py, "-m", "mgpu.tools.mgpu_run", f"{out}/{name}.wg.payload.mlir", "--input",
                                  f"in0={out}/{name}.in0.npy", "--input", f"in1={out}/{name}.in1.npy"], mgpu)
            if round_:
                times[f"mgpu-capture, then mgpu-run{version}"].append(capture + run)
        for side in SIDES if round_ else ():
            times[f"one process: {'mgpu.jax.emulate' if side == 'emulate' else 'interpret mode'}"].append(
                _child_cpu([py, __file__, "--one", name, side]))
    rows = [f"| {what} | {min(t):.2f} | {statistics.median(t):.2f} |" for what, t in times.items()]
    return (f"load average {load:.1f} at the start and {os.getloadavg()[0]:.1f} at the end; {repeat} rounds\n\n"
            "| the Hopper matmul, whole processes | least CPU s | median CPU s |\n|---|---:|---:|\n" + "\n".join(rows))


def _cell(runs: list[dict], key: str) -> str:
    return f"{statistics.median(r[key] for r in runs) * 1e3:.0f}"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=3, help="fresh processes per kernel and side (median)")
    ap.add_argument("--markdown", action="store_true")
    ap.add_argument("--kernels", nargs="+", metavar="NAME", help="these kernels only (default: all)")
    ap.add_argument("--one", nargs=2, metavar=("KERNEL", "SIDE"), help=argparse.SUPPRESS)
    ap.add_argument("--commands", action="store_true", help="the Hopper matmul's whole processes (the user's view)")
    ap.add_argument("--baseline", metavar="REV", help="--commands: also mgpu-capture + mgpu-run of mgpu at REV")
    args = ap.parse_args()
    if args.commands:
        sys.path.insert(0, str(HERE))
        print(commands(args.repeat, args.baseline))
        return
    if args.one:
        print(json.dumps(first_call(*args.one)))
        return
    sys.path.insert(0, str(HERE))
    from interpret_mode import PALLAS

    load = os.getloadavg()[0]
    rows, reasons, release = [], [], None
    for kernel in args.kernels or [*sorted(PALLAS), FLAGSHIP]:
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
        cells.append(" / ".join(("yes" if all(r["match"] for r in ok[s]) else "NO") +
                                (f" (max abs err vs numpy {ok[s][0]['error']:.3g})" if "error" in ok[s][0] else "")
                                for s in SIDES if ok[s]))
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
