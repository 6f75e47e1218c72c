"""Long fuzz runs of mgpu-opt and mgpu-run: mutated corpus files, wrong inputs, every pass.

    python tests/fuzz/long_run.py --tool mgpu-opt --cases 20000 [--seed 0] [--keep DIR]
    python tests/fuzz/long_run.py --tool mgpu-run --cases 5000 [--seed 0] [--keep DIR]
    python tests/fuzz/long_run.py --tool replay --cases 3000 [--seed 0] [--keep DIR]
    python tests/fuzz/long_run.py --tool mgpu-opt --mode grammar --cases 5000   (also mgpu-run, replay)
    python tests/fuzz/long_run.py --tool files --cases 2000

mgpu-opt: a mutated corpus file (any stage, generic or pretty) or one of the VOCABULARY files, with
one pipeline: print, print generic, mgpu-infer-layout, mgpu-lower in either semantics. mgpu-run: a corpus kernel (a payload,
or a mosaic_gpu-level stage that mgpu-run lowers first), mutated 9 times in 10, with the corpus
inputs, or random .npy files, or --random-inputs, under small --timeout/--max-steps/--max-memory
limits, writing --output-dir and sometimes checking --expect. Each case runs in-process
(tests/support/fuzzing.py); it fails if the tool raises, exits with a status other than 0/1, prints
a traceback or an internal error, ends with status 1 and no message, or gives no answer within
--seconds. replay: a mutated payload run five times on the corpus inputs and on other inputs
(recorded, replayed, re-recorded; emulator/host_replay.py) must end as the same runs with the host
code executed op by op (a difference is an internal error). Prints `N passed, M failed` (and the
CPU seconds, for cases per CPU-second) and keeps failing inputs in --keep for regression tests;
`--only 86,163` replays those cases of a run (the others are generated, not run).

--mode grammar mutates well-formed text instead (tests/support/mutations.py grammar_mutate): an op's
name swapped for another registered op's, extreme integer and array attributes, shuffled operands,
swapped result types. --tool files runs mgpu-opt and mgpu-run on a corpus kernel writing -o,
--trace and --output-dir over what the run reads, symlinks to it, read-only files, directories,
devices, missing folders; beyond the checks above, a case fails if a file the run was not asked to
write changed (content, mode or link), or if a file the run reads changed at all.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import pathlib
import random
import shutil
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from mgpu.tools import mgpu_opt, mgpu_run  # noqa: E402
from tests.support.fuzzing import (CASES, CORPUS, call, corpus_inputs, problem, random_npy_file,  # noqa: E402
                                 replayed_and_executed)
from tests.support.mutations import grammar_mutate, mutate  # noqa: E402

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


# ---- file-system cases: what -o, --trace and --output-dir may name
FILES_KERNEL = "pallas_add_one"


def _snapshot(root: pathlib.Path) -> dict:
    """Every entry under ``root``: a symlink's target, a file's mode and content digest, a folder."""
    out = {}
    for dirpath, dirnames, filenames in os.walk(root):
        for name in dirnames + filenames:
            p = pathlib.Path(dirpath, name)
            st = p.lstat()
            if p.is_symlink():
                out[p] = ("link", os.readlink(p))
            elif p.is_file():
                out[p] = ("file", st.st_mode, hashlib.sha256(p.read_bytes()).hexdigest())
            else:
                out[p] = ("other", st.st_mode)
    return out


def _files_setup(work: pathlib.Path) -> dict:
    """A fresh folder with the kernel, its input, its expected output, and things to write over."""
    d = work / "fs"
    shutil.rmtree(d, ignore_errors=True)
    d.mkdir()
    case = CASES[FILES_KERNEL]
    paths = {"module": d / "k.mlir", "in0": d / "in0.npy", "expected": d / "out0.npy"}
    shutil.copy(CORPUS / f"{FILES_KERNEL}.wg.payload.mlir", paths["module"])
    shutil.copy(CORPUS / "data" / case["files"]["in0"], paths["in0"])
    shutil.copy(CORPUS / "data" / case["files"]["out0"], paths["expected"])
    (d / "readonly.txt").write_text("keep\n")
    os.chmod(d / "readonly.txt", 0o444)
    (d / "dir").mkdir()
    (d / "link_to_module").symlink_to("k.mlir")
    (d / "dangling").symlink_to("nowhere/x")
    return paths


def files_case(rng: random.Random, work: pathlib.Path) -> tuple:
    """(main, argv, the paths the run may write, the paths it reads) of one file-system case."""
    paths = _files_setup(work)
    d = paths["module"].parent
    targets = [paths["module"], paths["in0"], paths["expected"], d / "link_to_module", d / "readonly.txt",
               d / "dir", d / "dangling", d / "new.out", d / "missing" / "x.out", "/dev/null", "/dev/full"]
    # (/dev/stdout and /dev/stderr are written to the descriptors, past the harness's capture)
    target = rng.choice(targets)
    if rng.random() < 0.4:
        return mgpu_opt.main, [paths["module"], "-o", target], {target}, {paths["module"]}
    args = [paths["module"], "--input", f"in0={paths['in0']}"]
    reads = {paths["module"], paths["in0"]}
    if rng.random() < 0.5:
        args += ["--expect", f"out0={paths['expected']}", "--atol", rng.choice(["0", "1000"])]
        reads.add(paths["expected"])
    allowed = set()
    if rng.random() < 0.6:
        folder = rng.choice([d, d / "dir", d / "new_dir", d / "readonly.txt", d / "link_to_module", "/dev/null"])
        args += ["--output-dir", folder]
        allowed.add(pathlib.Path(folder) / "out0.npy")
    if rng.random() < 0.5:
        args += ["--trace", target]
        allowed.add(target)
    return mgpu_run.main, args, allowed, reads


def files_problem(work: pathlib.Path, before: dict, after: dict, allowed: set, reads: set) -> str | None:
    """A change the run was not asked to make (or any change to what it reads)."""
    may = {pathlib.Path(os.path.realpath(a)) for a in allowed} | {pathlib.Path(a) for a in allowed}
    for p in sorted(set(before) | set(after)):
        if before.get(p) == after.get(p) or work / "fs" / "new_dir" in (p, p.parent):  # (asked for)
            continue
        if p in reads or (p not in may and pathlib.Path(os.path.realpath(p)) not in may):
            return f"{p.relative_to(work)} changed: {before.get(p)} -> {after.get(p)}"
    return None


TOOLS = {
    # tool: (main, the arguments of a case, probability that the file is mutated, the corpus files)
    "mgpu-opt": (mgpu_opt.main, opt_case, 1.0, "*.mlir"),
    "mgpu-run": (mgpu_run.main, run_case, 0.9, "*.mlir"),
    "replay": (replay_main, replay_case, 0.9, "*.payload*.mlir"),
}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tool", choices=sorted([*TOOLS, "files"]), required=True)
    ap.add_argument("--mode", choices=["text", "grammar"], default="text",
                    help="text: edits of any kind; grammar: well-formed edits (see the module docstring)")
    ap.add_argument("--cases", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--seconds", type=int, default=30, help="time bound per case (a hang)")
    ap.add_argument("--keep", type=pathlib.Path, default=None, help="folder for failing inputs")
    ap.add_argument("--only", type=lambda s: {int(c) for c in s.split(",")}, default=None,
                    help="run only these cases (e.g. 86,163,199): the others are generated, not run")
    args = ap.parse_args()
    if args.tool == "files":
        return files_main(args)
    tool, make_args, p_mutate, pattern = TOOLS[args.tool]
    if args.mode == "grammar":
        from mgpu.dialect.context import known_op_names

        op_names = known_op_names()
        edit = lambda text, rng: grammar_mutate(text, rng, op_names)  # noqa: E731
    else:
        edit = mutate
    seeds = sorted(p for p in CORPUS.glob(pattern)
                   if ".stablehlo." not in p.name and p.name.split(".")[0] in CASES)
    if args.tool == "mgpu-opt":  # the vocabulary beyond the corpus: captured kernels and the lit files
        seeds += sorted(p for folder in VOCABULARY for p in folder.glob(pattern))
    texts = {p: p.read_text() for p in seeds}
    rng = random.Random(args.seed)
    failures, statuses, start, cpu = 0, {0: 0, 1: 0}, time.time(), time.process_time()
    with tempfile.TemporaryDirectory(prefix="mgpu-fuzz-") as tmp:
        work = pathlib.Path(tmp)
        for case in range(args.cases):
            if case and case % 1000 == 0:
                print(f"... {case} cases, {failures} failed, {time.time() - start:.0f} s", flush=True)
            seed = rng.choice(seeds)
            text = edit(texts[seed], rng) if rng.random() < p_mutate else texts[seed]
            path = work / seed.name  # the name tells mgpu-run which kernel's inputs fit
            path.write_text(text)
            argv = make_args(rng, text, path, work)
            if args.only is not None and case not in args.only:
                continue
            status, output = call(tool, argv, args.seconds)
            found = problem(status, output)
            if found is None:
                statuses[status] += 1
                continue
            failures += 1
            _show(f"case {case} ({seed.name})", argv, work, found)
            if args.keep:
                args.keep.mkdir(parents=True, exist_ok=True)
                (args.keep / f"case{case}.{seed.name}").write_text(text)
    return _summary(f"{args.tool} ({args.mode}): {args.cases} cases in {time.time() - start:.0f} s over "
                    f"{len(seeds)} seed files", cpu, statuses, failures)


def _show(case: str, argv: list, work: pathlib.Path, found: str) -> None:
    shown = " ".join(str(a).replace(str(work), "$WORK") for a in argv)
    print(f"{case}: {shown}: {found}", flush=True)


def _summary(what: str, cpu: float, statuses: dict, failures: int) -> int:
    print(f"{what}, {time.process_time() - cpu:.0f} CPU s (status 0: {statuses[0]}, status 1: {statuses[1]})")
    print(f"{statuses[0] + statuses[1]} passed, {failures} failed")
    return 1 if failures else 0


def files_main(args: argparse.Namespace) -> int:
    rng = random.Random(args.seed)
    failures, statuses, start, cpu = 0, {0: 0, 1: 0}, time.time(), time.process_time()
    with tempfile.TemporaryDirectory(prefix="mgpu-fuzz-") as tmp:
        work = pathlib.Path(tmp)
        for case in range(args.cases):
            tool, argv, allowed, reads = files_case(rng, work)
            if args.only is not None and case not in args.only:
                continue
            before = _snapshot(work)
            status, output = call(tool, argv, args.seconds)
            found = problem(status, output) or files_problem(work, before, _snapshot(work), allowed, reads)
            for p in (work / "fs").rglob("*"):  # (make the read-only file removable for the next case)
                if not p.is_symlink():
                    os.chmod(p, 0o755 if p.is_dir() else 0o644)
            if found is None:
                statuses[status] += 1
                continue
            failures += 1
            _show(f"case {case}", argv, work, found)
    return _summary(f"files: {args.cases} cases in {time.time() - start:.0f} s", cpu, statuses, failures)


if __name__ == "__main__":
    sys.exit(main())

