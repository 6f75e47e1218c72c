"""tokamax's own Pallas Mosaic GPU test files run by ``pytest --mgpu``: their results table,
tests/tokamax_pytest_mgpu/RESULTS-<tokamax release>[-sm100].md, one line a test.

    python tests/tokamax_pytest_mgpu/run_tokamax_tests.py [--tokamax DIR] [--sample] [-k EXPR] [--arch 10.0] [--check]
    python tests/tokamax_pytest_mgpu/run_tokamax_tests.py --from results.json

In a venv with tokamax, jax, its Mosaic GPU bindings, pytest and mgpu (tests/tokamax/README.md says how to make
one for tokamax 0.0.17; add pytest and chex, which its tests import). tokamax's wheel ships its tests
(``tokamax/_src/**/*_test.py``); they are not ours to commit: ``TEST_FILES`` are read from the installed tokamax
(or ``--tokamax DIR``, a tokamax package directory), copied into a directory of their own and run there by
``pytest --mgpu -p no:randomly`` (no conftest of this repository or of tokamax applies: this file's
``pytest_configure`` does what tokamax's conftest does, parse absl's flags, and sets tokamax's own
``tokamax_cross_compile``, which makes tokamax skip its check that the arrays live on a GPU: they live on jax's CPU).
The emulated GPU reports ``--sm-count`` SMs (default 2, as tests/tokamax captures: every persistent CTA loops, and
the emulator runs 2 CTAs, not 132). Each outcome is recorded by tests/jax_pytest_mgpu/run_jax_tests.py's hooks,
with the number of kernels the emulator ran in the test, then classified (``RULES``, ``VERDICTS``).
``--sample`` runs the first collected test of each (class, test method) of each file.
"""

from __future__ import annotations

import argparse
import glob
import hashlib
import json
import os
import re
import shutil
import sys
import tempfile
import time


HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "jax_pytest_mgpu"))

import run_jax_tests  # noqa: E402 - the hooks, the sample and the rules' form are those of jax's file's runner
from run_jax_tests import pytest_runtest_makereport  # noqa: E402, F401 - a hook of the run (-p run_tokamax_tests)

# tokamax's test files of its Mosaic GPU kernels and helpers (paths in the tokamax package)
TEST_FILES = [
    "_src/mosaic_gpu_test.py",
    "_src/ops/attention/pallas_mosaic_gpu_test.py",
    "_src/ops/gated_linear_unit/pallas_mosaic_gpu_test.py",
    "_src/ops/ragged_dot/pallas_mosaic_gpu_common_test.py",
    "_src/ops/ragged_dot/pallas_mosaic_gpu_kernel_sm100_quant_test.py",
    "_src/ops/ragged_dot/pallas_mosaic_gpu_test.py",  # (last: its tests are the longest on the emulator)
]
# where the test methods those files' classes inherit are defined (for --sample)
BASE_FILES = "_src/ops/*/test_base.py"

# How a failure is classified (run_jax_tests.RULES' form). Classes: ours (mgpu), tokamax (tokamax or jax raise it
# as on a GPU), slow (the emulator's time limit at the test's size), review (not read yet: VERDICTS says).
RULES = [
    ("ours: not emulated", r"mgpu\.jax\.errors\.NotEmulatedError", "", ""),
    ("slow: a kernel over the emulator's time limit", r"mgpu\.jax\.errors\.LimitExceededError", "", ""),
    ("review: a fault mgpu reports", r"mgpu\.jax\.errors\.\w+Error", "", ""),
    ("ours: a kernel not replaced", "", r"Only interpret mode is supported on CPU backend", ""),
    ("ours: raised in mgpu", "", "", r"^mgpu$"),
    ("tokamax: raised by jax", "", "", r"^jax$"),
    ("tokamax: raised by tokamax", "", "", r"^tokamax$"),
    ("review: wrong result", r"AssertionError", r"Not equal to tolerance|Mismatched elements|Arrays are not", ""),
    ("review: the test's own check", "", "", ""),
]

# What reading a failure found: (a regex on its test id, the failure's class, why), first match.
VERDICTS: list[tuple[str, str, str]] = [
    (r"::PallasMosaicGpuRaggedDotTest::test_(simple0|group_sizes|padded)$",
     "tokamax: the test's tolerance is tighter than f32 summation order",
     "the kernel's f32 result is checked against jax's ragged_dot on the CPU at chex's default rtol 1e-6, atol 0; "
     "both sum 128 bf16 products in f32, in other orders: on the test's inputs the emulated kernel is within "
     "eps * sum|a b| of the float64 result everywhere (<= 6.1e-8) and nearer to it than the CPU reference (<= 1.15e-7) "
     "(ragged_dot_precision.py)"),
    (r"::PallasMosaicGpuFlashAttentionTest::test_small_sequences[0234]$",
     "tokamax: an out-of-bounds read in tokamax's kernel",
     "the sm90 attention backward reads its per-row residuals with plain loads of a whole block of rows, "
     "`plgpu.load(delta_gmem.at[hi, qs])` (and m, l) with `qs = pl.ds(q_base, block_q)` "
     "(tokamax/_src/ops/attention/pallas_mosaic_gpu_vjp_kernel_sm90.py:284-288, 0.0.17): with a q sequence shorter "
     "than block_q (7 or 8 rows, padded to 8; 15, padded to 16) the last head's rows run past the (heads, seq_q) f32 "
     "buffer (4 x 8 x 4 = 128 bytes: the read at byte 220 is head 3, row 31; 4 x 16 x 4 = 256: byte 256 is head 3, row "
     "16). On a GPU that read returns whatever lies beyond and the padded rows "
     "are discarded, so the test passes there; q and dout are TMA copies, whose out-of-bounds rows are zeros"),
    (r"::PallasMosaicGpuRaggedDotTest::test_zero_group_sizes$",
     "tokamax: the test's tolerance is tighter than f32 summation order",
     "too long for the emulator at its size: 256 subtests, a kernel call each (every pattern of empty groups of 8, "
     "m=1024 k=128 n=256); the run was stopped after its first ones, which fail as test_padded does, at chex's "
     "rtol 1e-6, atol 0 against the CPU reference (on its pattern of no empty group the kernel is within eps * sum|a b| "
     "of the float64 result everywhere: ragged_dot_precision.py)"),
]

# tokamax's tests that make no kernel: its GroupInfo tables (XLA), its autotuning configs, a refused dtype
NO_KERNEL = r"::GroupInfoTest::|::test_(get_)?autotun\w*configs$|::test_unsupported_dtype_raises_not_implemented$"

IDS_ENV = "MGPU_TOKAMAX_TESTS_IDS"  # the tests to run (pytest_collection_modifyitems)
UNSKIP_ENV = "MGPU_TOKAMAX_TESTS_UNSKIP"  # --unskip: a regex on the reasons of tokamax's skip marks to remove
KERNELS = {"run": 0}  # kernels the emulator ran in the current test (counted by pytest_configure's wrapper)


# --- the pytest hooks of the run (loaded by -p run_tokamax_tests, in tokamax's venv) ---

def pytest_configure(config):
    from absl import flags

    flags.FLAGS(sys.argv[:1])  # (as tokamax's conftest.py: absl's flags parsed, none of pytest's arguments)
    from tokamax._src import config as tokamax_config

    config.add_cleanup(_entered(tokamax_config.cross_compile(True)))
    from mgpu.jax import emulation

    prepared = emulation.prepared

    def counted(*args, **kwargs):
        KERNELS["run"] += 1
        return prepared(*args, **kwargs)

    emulation.prepared = counted
    config.add_cleanup(lambda: setattr(emulation, "prepared", prepared))


def _entered(context):
    context.__enter__()
    return lambda: context.__exit__(None, None, None)


def pytest_collection_modifyitems(config, items):
    """Only the tests the command chose (IDS_ENV: a file of node ids): tokamax's files collected once, not once
    an id as ``pytest ID ID ...`` would (a second each, for files of hundreds of parameterised tests)."""
    if UNSKIP_ENV in os.environ:
        for node in {node for item in items for node in item.listchain()}:
            node.own_markers[:] = [m for m in node.own_markers if not (
                m.name == "skip" and re.search(os.environ[UNSKIP_ENV], m.kwargs.get("reason", "")))]
    if IDS_ENV not in os.environ:
        return
    with open(os.environ[IDS_ENV]) as f:
        chosen = set(f.read().split())
    config.hook.pytest_deselected(items=[item for item in items if item.nodeid not in chosen])
    items[:] = [item for item in items if item.nodeid in chosen]


def pytest_runtest_logstart(nodeid, location):
    KERNELS["run"] = 0  # (before the setup: a skip mark ends the test there)


def pytest_runtest_logreport(report):
    if report.when != "call" and report.passed:
        return
    kept = run_jax_tests.record(report)
    kept["id"] = report.nodeid  # (with its file: tokamax's are several)
    kept["kernels"], kept["seconds"] = KERNELS["run"], round(report.duration, 1)
    run_jax_tests.write_record(kept)


# --- the command ---

def tokamax_dir(args) -> str:
    if args.tokamax:
        return os.path.abspath(args.tokamax)
    import tokamax

    return os.path.dirname(tokamax.__file__)


def run(args) -> dict:
    package = tokamax_dir(args)
    work = tempfile.mkdtemp(prefix="mgpu-tokamax-tests-")
    digest, files, methods = hashlib.sha256(), [], []
    for rel in TEST_FILES:
        with open(os.path.join(package, rel), "rb") as f:
            text = f.read()
        digest.update(text)
        files.append(os.path.join(work, rel.removeprefix("_src/").replace("/", "_")))
        with open(files[-1], "wb") as f:
            f.write(text)
        methods += run_jax_tests._test_methods(files[-1])
    for base in glob.glob(os.path.join(package, BASE_FILES)):
        methods += run_jax_tests._test_methods(base)
    methods = sorted(set(methods), key=len, reverse=True)
    select = ["-k", args.k] if args.k else []
    if args.unskip:
        os.environ[UNSKIP_ENV] = args.unskip
    os.environ["PYTHONPATH"] = os.pathsep.join([HERE, *filter(None, [os.environ.get("PYTHONPATH")])])
    collected = run_jax_tests._pytest(work, "", "--collect-only", "-p", "no:randomly", *select, *files)
    ids = [line for line in collected.stdout.splitlines() if "::" in line]
    if not ids:
        sys.exit(f"error: pytest collected nothing of {work}:\n{collected.stdout[-2000:]}{collected.stderr[-2000:]}")
    chosen = run_jax_tests.sample(ids, methods) if args.sample else ids
    os.environ[IDS_ENV] = os.path.join(work, "ids.txt")
    with open(os.environ[IDS_ENV], "w") as f:
        f.write("\n".join(chosen) + "\n")
    results = os.path.join(work, "results.jsonl")
    options = ["--mgpu", "--mgpu-arch", args.arch, "--mgpu-sm-count", str(args.sm_count), "-p", "run_tokamax_tests",
               "-p", "no:randomly", "--mgpu-timeout", str(args.timeout)]
    print(f"running {len(chosen)} of the {len(ids)} tests of tokamax's files with pytest --mgpu (results: {results})",
          file=sys.stderr)
    start = time.monotonic()
    run_jax_tests._pytest(work, "", *options, *files, results=results)
    outcomes = run_jax_tests.read_outcomes(results)
    if not args.keep:
        shutil.rmtree(work)
    import jax
    import tokamax

    return {"tokamax": tokamax.__version__, "jax": jax.__version__, "sha256": digest.hexdigest(),
            "collected": len(ids), "arch": args.arch, "sm_count": args.sm_count, "minutes": round(
                (time.monotonic() - start) / 60, 1),
            "selection": ("--sample" if args.sample else "all") + (f" -k {args.k!r}" if args.k else "")
            + (f", tokamax's skip marks matching {args.unskip!r} removed" if args.unskip else ""),
            "command": args.command,
            "outcomes": [outcomes.get(i, {"id": i, "outcome": "not run", "type": "", "message": "", "place": "",
                                          "kernels": 0, "seconds": 0}) for i in chosen]}


# --- the table ---

def classify(outcome: dict) -> str:
    return run_jax_tests.classify(outcome, RULES, VERDICTS)


def why(rec: dict) -> str:
    """A failure's verdict, or its exception (type and first line); a skip's reason is its class."""
    if rec["outcome"] != "failed":
        return ""
    judged = next((w for pattern, _, w in VERDICTS if re.search(pattern, rec["id"])), "")
    return judged or f"`{rec['type']}`: {rec['message'][:200]}"


def totals(outcomes: list[dict]) -> dict[str, int]:
    counts = {k: sum(rec["outcome"] == k for rec in outcomes) for k in ("passed", "failed", "skipped", "not run")}
    counts["run"] = counts["passed"] + counts["failed"]
    return counts


def table(res: dict) -> str:
    n, t = len(res["outcomes"]), totals(res["outcomes"])
    classes: dict[str, int] = {}
    for rec in res["outcomes"]:
        classes[classify(rec)] = classes.get(classify(rec), 0) + 1
    cell = run_jax_tests._cell
    lines = [f"# tokamax {res['tokamax']}'s Mosaic GPU test files under `pytest --mgpu --mgpu-arch {res['arch']}`, "
             f"jax {res['jax']}", "",
             f"Made by `{res['command']}` (in a venv of tokamax {res['tokamax']}: run_tokamax_tests.py says how); "
             f"tokamax's files (run_tokamax_tests.TEST_FILES), sha256 `{res['sha256'][:16]}`; the emulated GPU "
             f"reports {res['sm_count']} SMs; {res['minutes']} minutes on 2 shared cores.", "",
             f"{res['collected']} tests collected; selection: {res['selection']}: {n} tests; "
             f"**{t['run']} run ({100 * t['run'] / n:.0f} %): {t['passed']} passed ({100 * t['passed'] / n:.0f} %), "
             f"{t['failed']} failed; {t['skipped']} skipped**"
             + (f"; {t['not run']} not run (the run was stopped)" if t["not run"] else "") + ".", "",
             "A failure's class (run_tokamax_tests.py's RULES, or the verdict of reading it, VERDICTS): `ours` a bug or "
             "a limit of mgpu or of its plugin; `tokamax` tokamax or jax raise it, as they would on a GPU; `slow` a "
             "kernel runs longer on the emulator than the run's limit at the test's size; `review` not read yet. A skip is the test's own (its reason). `kernels`: how many kernels the emulator ran in the test.", ""]
    lines += run_jax_tests.outcome_rows(classes)
    lines += ["", "## Tests", "", "| test | outcome | kernels | s | raised in | why |", "|---|---|---|---|---|---|"]
    for rec in res["outcomes"]:
        lines.append(f"| {rec['id']} | {cell(classify(rec))} | {rec['kernels']} | {rec['seconds']} | {rec['place']} | "
                     f"{cell(why(rec))} |")
    return "\n".join(lines) + "\n"


def parse_table(text: str) -> tuple[dict[str, int], list[dict]]:
    """The outcome counts and every test's line of a results table (for test_results.py)."""
    counts, tests = {}, []
    for line in text.splitlines():
        cells = run_jax_tests.cells_of(line)
        if len(cells) == 2 and cells[1].isdigit():
            counts[cells[0].replace("\\|", "|")] = int(cells[1])
        elif len(cells) == 6 and "::" in cells[0]:
            m = re.fullmatch(r"`([^`]*)`:(?: (.*))?", cells[5])
            cls = cells[1].replace("\\|", "|")
            outcome = cls.split(":")[0]
            outcome = outcome if outcome in ("passed", "skipped", "not run") else "failed"
            message = cls.partition(": ")[2] if outcome == "skipped" else (m[2] or "").replace("\\|", "|") if m else ""
            tests.append({"id": cells[0], "class": cls, "kernels": int(cells[2]), "outcome": outcome,
                          "place": cells[4], "type": m[1] if m else "", "message": message, "why": cells[5]})
    return counts, tests


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], formatter_class=argparse.RawTextHelpFormatter)
    parser.add_argument("--tokamax", metavar="DIR", help="a tokamax package directory (default: the installed one)")
    parser.add_argument("--from", dest="from_", metavar="JSON", help="rewrite the table from an earlier run's results")
    parser.add_argument("--sample", action="store_true", help="the first test of each (class, method) of each file")
    parser.add_argument("-k", help="pytest's -k, on tokamax's files")
    parser.add_argument("--unskip", metavar="REGEX",
                        help="remove tokamax's pytest skip marks whose reason matches (its attention class is marked "
                             "'Too slow for OSS regression tests.')")
    parser.add_argument("--arch", default="9.0", help="--mgpu-arch: the GPU tokamax's tests see (default 9.0)")
    parser.add_argument("--sm-count", type=int, default=2, help="--mgpu-sm-count: the SMs it reports (default 2)")
    parser.add_argument("--timeout", type=float, default=300, help="a kernel run's limit, s (--mgpu-timeout)")
    parser.add_argument("--results", help="the table to write (default RESULTS-<tokamax release>[-sm100].md here)")
    parser.add_argument("--save", metavar="JSON", help="also write the raw results there")
    parser.add_argument("--keep", action="store_true", help="keep the run's directory")
    parser.add_argument("--check", action="store_true",
                        help="exit status 1 if a test failed for a reason not judged (an `ours` or `review` class) or "
                             "was not run (CI)")
    args = parser.parse_args(argv)
    if args.from_:
        with open(args.from_) as f:
            res = json.load(f)
    else:
        argv = list(argv if argv is not None else sys.argv[1:])
        args.command = run_jax_tests.command_line("tests/tokamax_pytest_mgpu/run_tokamax_tests.py", argv,
                                                  ["--save", "--results", "--tokamax"])
        res = run(args)
    run_jax_tests.write_results(args, res, table(res), os.path.join(HERE, f"RESULTS-{res['tokamax']}"))
    unjudged = [f"{rec['id']}: {classify(rec)}" for rec in res["outcomes"]
                if classify(rec).startswith(("ours", "review", "not run"))]
    if args.check and unjudged:
        sys.exit("error: " + "\n".join(unjudged))


if __name__ == "__main__":
    main()
