"""Long fuzz runs of mgpu-opt and mgpu-run: mutated corpus files, wrong inputs, every pass.

    python tests/fuzz/long_run.py --tool mgpu-opt --cases 20000 [--seed 0] [--keep DIR]
    python tests/fuzz/long_run.py --tool mgpu-run --cases 5000 [--seed 0] [--keep DIR]
    python tests/fuzz/long_run.py --tool replay --cases 3000 [--seed 0] [--keep DIR]

mgpu-opt: a mutated corpus file (any stage, generic or pretty) or one of the VOCABULARY files, with
one pipeline: print, print generic, mgpu-infer-layout, mgpu-lower in either semantics. mgpu-run: a corpus kernel (a payload,
or a mosaic_gpu-level stage that mgpu-run lowers first), mutated 9 times in 10, with the corpus
inputs, or random .npy files, or --random-inputs, under small --timeout/--max-steps/--max-memory
limits, writing --output-dir and sometimes checking --expect. Each case runs in-process
(tests/tools/fuzzing.py); it fails if the tool raises, exits with a status other than 0/1, prints
a traceback or an internal error, ends with status 1 and no message, or gives no answer within
--seconds. replay: a mutated payload run five times on the corpus inputs and on other inputs
(recorded, replayed, re-recorded; emulator/host_replay.py) must end as the same runs with the host
code executed op by op (a difference is an internal error). Prints `N passed, M failed` and keeps
failing inputs in --keep for regression tests.
"""

from __future__ import annotations

import argparse
import pathlib
import random
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from mgpu.tools import mgpu_opt, mgpu_run  # noqa: E402
from tests.tools.fuzzing import (CASES, CORPUS, call, corpus_inputs, problem, random_npy_file,  # noqa: E402
                                 replayed_and_executed)
from tests.tools.mutations import mutate  # noqa: E402

# mgpu-opt seeds besides the corpus (mgpu-run needs a corpus kernel's inputs): the captured kernels
# of the differential and vocabulary tests, and the dialect round-trip tests' modules
VOCABULARY = [ROOT / "tests" / "differential" / "captured", ROOT / "tests" / "capture" / "vocab",
              *sorted((ROOT / "tests" / "filecheck" / "dialect").glob("*"))]

OPT_PIPELINES = [[], ["--print-op-generic"], ["-p", "mgpu-infer-layout"],
                 ["-p", "mgpu-lower{semantics=warpgroup}"], ["-p", "mgpu-lower{semantics=lane}"]]
RUN_LIMITS = ["--timeout", "5", "--max-steps", "300000", "--max-memory", "256M"]


def opt_case(rng: random.Random, text: str, path: pathlib.Path, work: pathlib.Path) -> list:
    return [path, *rng.choice(OPT_PIPELINES)]


def run_case(rng: random.Random, text: str, path: pathlib.Path, work: pathlib.Path) -> list:
    kernel = path.name.split(".")[0]
    args = [path, "--output-dir", work / "out", *RUN_LIMITS]
    which = rng.random()
    if which < 0.75:
        args += corpus_inputs(kernel)
    elif which < 0.9:
        for i in range(len(CASES[kernel]["inputs"]) + rng.choice([-1, 0, 0, 0, 1])):
            random_npy_file(rng, work / f"in{i}.npy")
            args += ["--input", f"in{i}={work / f'in{i}.npy'}"]
    else:
        args += ["--random-inputs", str(rng.randrange(100))]
    if rng.random() < 0.5:
        out = CASES[kernel]["files"][CASES[kernel]["outputs"][0]]
        args += ["--expect", f"out0={CORPUS / 'data' / out}"]
    if ".wg_" in path.name and rng.random() < 0.5:
        args += ["--semantics", rng.choice(["warpgroup", "lane"])]
    return args


def replay_case(rng: random.Random, text: str, path: pathlib.Path, work: pathlib.Path) -> list:
    return [path]


def replay_main(argv: list) -> int:
    """The host-replay check of one payload (see the module docstring): 0, or 1 when it does not
    prepare, or 2 with an internal error when a replayed run differs from the executed one."""
    import numpy as np

    from mgpu.dialect.context import make_context, parse_module
    from mgpu.emulator.run import Kernel

    path = pathlib.Path(*argv)
    case = CASES[path.name.split(".")[0]]
    try:
        kernel = Kernel(parse_module(path.read_text(), path.name, make_context(allow_unregistered=True)))
    except Exception as e:  # noqa: BLE001 - what mgpu-run's own fuzzing checks; here: nothing to replay
        print(f"error: not prepared: {type(e).__name__}")
        return 1
    x = {f"in{i}": np.load(CORPUS / "data" / case["files"][n]) for i, n in enumerate(case["inputs"])}
    runs, executed = replayed_and_executed(kernel, x, {k: (v + 1).astype(v.dtype) for k, v in x.items()})
    if runs != executed:
        print("internal error: a replayed run differs from the run with the host code executed")
        return 2
    return 0


TOOLS = {
    # tool: (main, the arguments of a case, probability that the file is mutated, the corpus files)
    "mgpu-opt": (mgpu_opt.main, opt_case, 1.0, "*.mlir"),
    "mgpu-run": (mgpu_run.main, run_case, 0.9, "*.mlir"),
    "replay": (replay_main, replay_case, 0.9, "*.payload*.mlir"),
}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tool", choices=sorted(TOOLS), required=True)
    ap.add_argument("--cases", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--seconds", type=int, default=30, help="time bound per case (a hang)")
    ap.add_argument("--keep", type=pathlib.Path, default=None, help="folder for failing inputs")
    args = ap.parse_args()
    tool, make_args, p_mutate, pattern = TOOLS[args.tool]
    seeds = sorted(p for p in CORPUS.glob(pattern)
                   if ".stablehlo." not in p.name and p.name.split(".")[0] in CASES)
    if args.tool == "mgpu-opt":  # the vocabulary beyond the corpus: captured kernels and the lit files
        seeds += sorted(p for folder in VOCABULARY for p in folder.glob(pattern))
    texts = {p: p.read_text() for p in seeds}
    rng = random.Random(args.seed)
    failures, statuses, start = 0, {0: 0, 1: 0}, time.time()
    with tempfile.TemporaryDirectory(prefix="mgpu-fuzz-") as tmp:
        work = pathlib.Path(tmp)
        for case in range(args.cases):
            if case and case % 1000 == 0:
                print(f"... {case} cases, {failures} failed, {time.time() - start:.0f} s", flush=True)
            seed = rng.choice(seeds)
            text = mutate(texts[seed], rng) if rng.random() < p_mutate else texts[seed]
            path = work / seed.name  # the name tells mgpu-run which kernel's inputs fit
            path.write_text(text)
            argv = make_args(rng, text, path, work)
            status, output = call(tool, argv, args.seconds)
            found = problem(status, output)
            if found is None:
                statuses[status] += 1
                continue
            failures += 1
            shown = " ".join(str(a).replace(str(work), "$WORK") for a in argv)
            print(f"case {case} ({seed.name}): {shown}: {found}", flush=True)
            if args.keep:
                args.keep.mkdir(parents=True, exist_ok=True)
                (args.keep / f"case{case}.{seed.name}").write_text(text)
    print(f"{args.tool}: {args.cases} cases in {time.time() - start:.0f} s over {len(seeds)} seed files "
          f"(status 0: {statuses[0]}, status 1: {statuses[1]})")
    print(f"{args.cases - failures} passed, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

