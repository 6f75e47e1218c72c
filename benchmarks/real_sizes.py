"""The emulator at the sizes people debug: captured flagship kernels against numpy, CPU time, and
mgpu-run's start-up.

    python benchmarks/real_sizes.py DIR [DIR ...] [--repeat N] [--pause S]
    python benchmarks/real_sizes.py --startup [--repeat N] [--baseline REV]
    python benchmarks/real_sizes.py DIR [DIR ...] --jobs N [--repeat N]
    python benchmarks/real_sizes.py --first-run [DIR | FLAGSHIP ...] [--repeat N]

DIR: what ``mgpu-capture`` wrote for one kernel at one size (the payload, its inputs), e.g. with
jax 0.10.2's venv, from the repository root::

    PYTHONPATH=$PWD /path/to/jax/python -m mgpu.tools.mgpu_capture tests/flagship/kernels.py:hopper_matmul_wg_n \\
        --arg 'f16[1024,1024]' --arg 'f16[1024,1024]' --reference matmul_reference --semantics warpgroup \\
        --no-generic --arch 9.0 -o /tmp/mm1024
    ... tests/flagship/kernels.py:attention_fwd --arg 'f16[1,2048,1,64]' (x3) --reference attention_reference ...

and the elementwise grid at 8192² as benchmarks/scaled_add_grid.py's docstring says (``--semantics warpgroup``
for the ratio to numpy, which reads the ``.wg`` payload; its payload is named for ``make_kernel``).

Per DIR: parse, prepare and first run (s), then N rounds that alternate one steady run of the
prepared kernel and numpy's same math on one thread (tests/flagship/references.py; the mean of 5
calls), all CPU time (``time.process_time``) in this one process: the ratio of the two minima is the
result (the machine's load moves both; ``load`` is the 1-minute load average at the end).
``--pause S``: S seconds idle before each steady run, as between a user's runs (a virtual machine may hand the
memory a process freed back to its host meanwhile, and a fresh array's first touch then costs more: pool.py).
``--jobs N``: per DIR (any payload, Warpgroup or Lane), rounds alternating a steady run in one process and
one with N processes (mgpu/emulator/jobs.py): the least wall clock and CPU time (this process's and its workers') of each,
and a check that the outputs are the same bits.
``--startup``: CPU time (user + sys) of whole ``mgpu-run`` and ``mgpu-opt`` commands on a tiny kernel (the
corpus's pallas_add_one.wg), the least of N, and of the imports mgpu-run makes, with the bytecode cached as an
installed mgpu has it (``PYTHONDONTWRITEBYTECODE`` is dropped; a first run writes it): where it is
set, every start compiles mgpu's modules from source, about 0.17 s CPU more.
``--first-run``: per kernel (a DIR, or the name of a captured flagship kernel, tests/flagship/captured/NAME.tar.xz;
default: every flagship kernel flagship.py times), in a fresh process whose imports and ``make_context()`` are
done first (mgpu-run's start-up, not counted here): parse, prepare and the first run of its ``.wg`` payload, then
the least of N steady runs, all CPU time; ``first / steady`` = (prepare + first run) / steady, and ``first answer
/ (parse + steady)`` = (parse + prepare + first run) / (parse + steady): how much more than its steady state and
parse a kernel's first run costs (what is paid once: preparing, the run's own first-time caches).
"""

from __future__ import annotations

import os

for _v in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_v, "1")

import argparse  # noqa: E402
import resource  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402
from pathlib import Path  # noqa: E402

import numpy as np  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.flagship import references as R  # noqa: E402

REFERENCE = {"hopper_matmul_wg_n": R.matmul_reference, "attention_fwd": R.attention_reference,
             "make_kernel": lambda x, y: x * np.float32(3) + y}  # tests/capture/scaled_add_kernel.py's reference


def against_numpy(folder: Path, repeat: int, pause: float = 0.0) -> str:
    from mgpu.dialect.context import make_context, parse_module
    from mgpu.emulator.run import Kernel

    payload = next(folder.glob("*.wg.payload.mlir"))
    name = payload.name.split(".")[0]
    ins = [np.load(p) for p in sorted(folder.glob(f"{name}.in*.npy"))]
    inputs = {f"in{i}": a for i, a in enumerate(ins)}
    t = time.process_time()
    module = parse_module(payload.read_text(), str(payload), make_context())
    parse_s, t = time.process_time() - t, time.process_time()
    kernel = Kernel(module)
    prepare_s, t = time.process_time() - t, time.process_time()
    res = kernel.run(inputs, timeout_s=None)
    first_s = time.process_time() - t
    ours, theirs = [], []
    for _ in range(repeat):
        time.sleep(pause)  # (idle: no CPU time)
        t = time.process_time()
        kernel.run(inputs, timeout_s=None)
        ours.append(time.process_time() - t)
        t = time.process_time()
        for _ in range(5):
            REFERENCE[name](*ins)
        theirs.append((time.process_time() - t) / 5)
    steps = res.report.steps
    return (f"{name} {'x'.join(map(str, ins[0].shape))}: CTAs {res.report.ctas}, instructions {steps:,}; parse "
            f"{parse_s:.2f} s, prepare {prepare_s:.3f} s, first run {first_s:.3f} s; steady {min(ours):.3f} s "
            f"(median {sorted(ours)[len(ours) // 2]:.3f}); numpy {min(theirs) * 1e3:.2f} ms; "
            f"mgpu / numpy {min(ours) / min(theirs):.1f}x; {steps / min(ours):,.0f} instructions/s; "
            f"load {os.getloadavg()[0]:.1f}")


def first_run(folder: Path, repeat: int) -> dict:
    """In this (fresh) process: CPU seconds of parse, prepare, the first run and the least of ``repeat`` steady
    runs of the folder's ``.wg`` payload on its inputs (the imports and ``make_context()`` before, not counted;
    races reported, not raised: the run goes on, as mgpu.jax.emulate's on_race="report")."""
    from mgpu.dialect.context import make_context, parse_module
    from mgpu.emulator.run import Kernel

    payload = next(folder.glob("*.wg.payload.mlir"))
    name = payload.name.split(".")[0]
    inputs = {f"in{i}": np.load(p) for i, p in enumerate(sorted(folder.glob(f"{name}.in*.npy")))}
    outputs = len(list(folder.glob(f"{name}.out*.npy"))) or None  # (None: one, the last buffer, as mgpu-run)
    text = payload.read_text()
    context = make_context()
    t = time.process_time()
    module = parse_module(text, str(payload), context)
    parse_s, t = time.process_time() - t, time.process_time()
    kernel = Kernel(module)
    prepare_s, t = time.process_time() - t, time.process_time()
    res = kernel.run(inputs, num_outputs=outputs, timeout_s=None, report_races=True)  # (blackwell_ragged_dot races)
    first_s = time.process_time() - t
    steady = []
    for _ in range(repeat):
        t = time.process_time()
        kernel.run(inputs, num_outputs=outputs, timeout_s=None, report_races=True)
        steady.append(time.process_time() - t)
    return {"kernel": name, "shape": "x".join(map(str, inputs["in0"].shape)), "ctas": res.report.ctas,
            "steps": res.report.steps, "parse": parse_s, "prepare": prepare_s, "first": first_s,
            "steady": min(steady)}


def first_runs(kernels: list[str], repeat: int) -> str:
    """The --first-run table: each kernel in a fresh process (``first_run``)."""
    import json
    import tarfile
    import tempfile

    captured = ROOT / "tests" / "flagship" / "captured"
    if not kernels:
        sys.path.insert(0, str(Path(__file__).parent))  # (a site-packages "benchmarks" hides this folder's name)
        from flagship import REFERENCE as FLAGSHIP

        kernels = list(FLAGSHIP)
    rows, loads = [], [os.getloadavg()[0]]
    for kernel in kernels:
        with tempfile.TemporaryDirectory(prefix="mgpu-first-run-") as tmp:
            folder = Path(kernel)
            if not folder.is_dir():
                with tarfile.open(captured / f"{kernel}.tar.xz") as tar:
                    tar.extractall(tmp, filter="data")
                folder = Path(tmp)
            code = ("import json, sys; from pathlib import Path; sys.path.insert(0, sys.argv[3]); "
                    "import real_sizes; print(json.dumps(real_sizes.first_run(Path(sys.argv[1]), int(sys.argv[2]))))")
            proc = subprocess.run([sys.executable, "-c", code, str(folder), str(repeat), str(Path(__file__).parent)],
                                  capture_output=True, text=True, cwd=ROOT)
            if proc.returncode:
                rows.append(f"| {kernel} | failed: {(proc.stderr.strip().splitlines() or ['?'])[-1]} |")
                continue
            r = json.loads(proc.stdout.strip().splitlines()[-1])
        once = r["parse"] + r["prepare"] + r["first"]
        rows.append(f"| {r['kernel']} {r['shape']} | {r['ctas']} | {r['steps']:,} | {r['parse']:.3f} | "
                    f"{r['prepare']:.3f} | {r['first']:.3f} | {r['steady']:.3f} | "
                    f"{(r['prepare'] + r['first']) / r['steady']:.1f}x | **{once / (r['parse'] + r['steady']):.2f}x** |")
        loads.append(os.getloadavg()[0])
    head = ("| kernel, first input's shape | CTAs | instructions | parse s | prepare s | first run s | steady s "
            "(least of N) | first / steady | first answer / (parse + steady) |\n|---|---|---|---|---|---|---|---|---|")
    return head + "\n" + "\n".join(rows) + f"\nload {min(loads):.1f}-{max(loads):.1f}"


def with_jobs(folder: Path, jobs: int, repeat: int) -> str:
    """Steady runs with ``jobs`` processes against one (jobs.py), alternating: wall clock and CPU time of
    the run's processes (this one's and its reaped workers'); the outputs must be the same bits."""
    from mgpu.dialect.context import make_context, parse_module
    from mgpu.emulator.run import Kernel

    payload = next(folder.glob("*.payload.mlir"))
    name = payload.name.split(".")[0]
    inputs = {f"in{i}": np.load(p) for i, p in enumerate(sorted(folder.glob(f"{name}.in*.npy")))}
    kernel = Kernel(parse_module(payload.read_text(), str(payload), make_context()))
    kernel.run(inputs, timeout_s=None)  # (the first run: caches)
    times: dict[int, list] = {1: [], jobs: []}
    outputs = {}
    for _ in range(repeat):
        for n in (1, jobs):
            cpu0, kids0, wall0 = time.process_time(), _children_cpu(), time.perf_counter()
            res = kernel.run(inputs, timeout_s=None, jobs=n)
            times[n].append((time.perf_counter() - wall0, time.process_time() - cpu0 + _children_cpu() - kids0))
            bits = {k: v.tobytes() for k, v in res.outputs.items()}
            assert outputs.setdefault(n, bits) == bits and bits == outputs[1], "not the same bits"
    wall = {n: min(t[0] for t in ts) for n, ts in times.items()}
    cpu = {n: min(t[1] for t in ts) for n, ts in times.items()}
    return (f"{name} {'x'.join(map(str, inputs['in0'].shape))}: CTAs {res.report.ctas}; jobs 1: wall {wall[1]:.2f} s, "
            f"CPU {cpu[1]:.2f} s; jobs {jobs}: wall {wall[jobs]:.2f} s, CPU {cpu[jobs]:.2f} s; wall speed-up "
            f"{wall[1] / wall[jobs]:.2f}x, CPU {cpu[jobs] / cpu[1]:.2f}x of one process's; same bits; "
            f"load {os.getloadavg()[0]:.1f}")


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def startup(repeat: int, baseline: str | None) -> str:
    data = ROOT / "tests" / "corpus" / "data"
    kernel = str(ROOT / "tests/corpus/pallas_add_one.wg.payload.mlir")
    commands = {
        "mgpu-run pallas_add_one.wg (whole command)": [
            "-m", "mgpu.tools.mgpu_run", kernel, "--input", f"in0={data / 'pallas_add_one.in0.npy'}",
            "--expect", f"out0={data / 'pallas_add_one.out0.npy'}"],
        "mgpu-opt pallas_add_one.wg (parse, verify, print)": ["-m", "mgpu.tools.mgpu_opt", kernel],
    }
    imports = ["-c", "import time, sys; import mgpu.tools.mgpu_run, mgpu.emulator.run; "
               "from mgpu.dialect.context import make_context; make_context(); "
               "print(time.process_time(), 'ml_dtypes' in sys.modules)"]
    sources = {"now": ROOT}
    if baseline:
        sys.path.insert(0, str(Path(__file__).parent))  # (a site-packages "benchmarks" hides this folder's name)
        from parse import export

        sources[baseline] = export(baseline)
    lines = []
    runs: dict[tuple[str, str], list[float]] = {(n, c): [] for n in sources for c in commands}
    imported: dict[str, list[float]] = {name: [] for name in sources}

    def child_cpu(args: list[str], source: Path, env: dict[str, str]) -> float:
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        subprocess.run([sys.executable, *args], check=True, capture_output=True, cwd=source, env=env)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        return after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime

    def environment(source: Path) -> dict[str, str]:
        env = {**os.environ, "PYTHONPATH": str(source)}  # (that checkout's mgpu)
        env.pop("PYTHONDONTWRITEBYTECODE", None)  # (an installed mgpu has its bytecode: a first run writes it)
        return env

    for name, source in sources.items():
        for args in commands.values():
            child_cpu(args, source, environment(source))
    for _ in range(repeat):  # (the versions alternate: both see the same load)
        for name, source in sources.items():
            env = environment(source)
            for command, args in commands.items():
                runs[name, command].append(child_cpu(args, source, env))
            out = subprocess.run([sys.executable, *imports], check=True, capture_output=True, text=True, cwd=source,
                                 env=env).stdout.split()
            imported[name].append(float(out[0]))
            ml = out[1]
    for name in sources:
        for command in commands:
            times = sorted(runs[name, command])
            lines.append(f"{name}: {command}: {times[0]:.3f} s CPU (median {times[len(times) // 2]:.3f})")
        lines.append(f"{name}: mgpu-run's imports + make_context(): {min(imported[name]):.3f} s CPU, "
                     f"ml_dtypes imported: {ml}")
    return "\n".join(lines) + f"\nload {os.getloadavg()[0]:.1f}"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("folders", nargs="*", type=Path)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--pause", type=float, default=0.0, metavar="S", help="idle seconds before each steady run")
    ap.add_argument("--startup", action="store_true")
    ap.add_argument("--baseline", metavar="REV", help="--startup: also time mgpu at git revision REV, alternating")
    ap.add_argument("--jobs", type=int, metavar="N", help="each DIR with N processes against one (not against numpy)")
    ap.add_argument("--first-run", nargs="*", metavar="DIR_OR_FLAGSHIP",
                    help="first run against steady state + parse, each in a fresh process")
    args = ap.parse_args()
    if args.first_run is not None:
        print(first_runs(args.first_run, args.repeat), flush=True)
        return
    if args.startup:
        print(startup(args.repeat, args.baseline), flush=True)
    for folder in args.folders:
        print(with_jobs(folder, args.jobs, args.repeat) if args.jobs else against_numpy(folder, args.repeat, args.pause),
              flush=True)


if __name__ == "__main__":
    main()
