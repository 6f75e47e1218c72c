"""jax's own Pallas Mosaic GPU test file, tests/pallas/mosaic_gpu_test.py, run by ``pytest --mgpu``: its results
table, tests/jax_pytest_mgpu/RESULTS-<jax release>.md.

    python tests/jax_pytest_mgpu/run_jax_tests.py --jax-git DIR [--ref jax-v0.11.0] [--sample] [-k EXPR] [--timeout S]
    python tests/jax_pytest_mgpu/run_jax_tests.py --test-file mosaic_gpu_test.py ...
    python tests/jax_pytest_mgpu/run_jax_tests.py --from results.json
    python tests/jax_pytest_mgpu/run_jax_tests.py --jax-git DIR --rerun-failures [--arch 10.0] [-k EXPR]

In a venv with jax, its Mosaic GPU bindings, absl-py and mgpu (.venv-jax012 for jax 0.12.0.1). jax's file is
not in its wheel and not ours to commit: it is read from a clone of https://github.com/jax-ml/jax (``git show
REF:tests/pallas/mosaic_gpu_test.py``; the default ref, jax-v0.11.0, is the file tests/jax_suite measures jax
0.12.0.1 against) or given as a file. It is run in a directory of its own by ``pytest --mgpu -p no:randomly``
(so that no conftest of this repository applies), a test's outcome, its exception's type and first line
recorded by this file's pytest hooks (``-p run_jax_tests``); then each outcome is classified (``classify``) and the table
written. ``--sample`` runs the first collected test of each (class, test method) of jax's file (a
parameterised method once); ``--from`` rewrites the table from the results of an earlier run;
``--rerun-failures`` runs again the failures the committed table lists (those ``-k`` selects) and rewrites their
rows and the counts, the table saying so under its first command.
"""

from __future__ import annotations

import argparse
import ast
import hashlib
import json
import os
import re
import shlex
import subprocess
import sys
import tempfile

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
JAX_TEST_PATH = "tests/pallas/mosaic_gpu_test.py"
DEFAULT_REF = "jax-v0.11.0"
RESULTS_ENV = "MGPU_JAX_TESTS_RESULTS"  # where this file's hooks write, one JSON object a line

# How a failure is classified: the first rule whose exception type (a regex on the qualified name), message (on
# its first line) and place (where the innermost frame of its traceback is: "jax" (jax or jaxlib), "mgpu", "test"
# (jax's test file) or "other" (numpy, unittest ...)) match. Classes: ours (a bug or a limit of mgpu: the work
# list), jax (jax raises it, as it would on a GPU: jax refuses the kernel, the test file is older than the
# installed jax, or jax has a bug), gpu-only (the test reads what only a GPU has), review (read it: VERDICTS says
# what was found). A rule of six elements is the verdict of reading every failure of its kind (_KINDS_READ): its
# title (each row's verdict) and its evidence (once, under the table).

# jax 0.12.0.1 (its wheel's jax/_src/pallas/mosaic_gpu/lowering.py, experimental/mosaic/gpu/*.py) against
# jax-v0.11.0, the release the test file is of: `ref[...] = value` (and the swap's load of the old value) on an
# untiled ref is a transfer the register layout must make optimally, where 0.11.0's was not.
_OPTIMIZED_BY_DEFAULT = (
    "jax 0.12.0.1 lowers `ref[...] = v` on an untiled ref as an optimized transfer: Lane semantics pass the swap's "
    "`optimized` (True unless `plgpu.store(..., optimized=False)`, primitives.py:4307) to load_untiled / store_untiled "
    "(pallas/mosaic_gpu/lowering.py:2136-2147), Warpgroup semantics default it to True (dialect_lowering.py:524-528; "
    "layout inference requires it, layout_inference.py:843-844); jax-v0.11.0 passed optimized=False there "
    "(lowering.py:2325-2332, dialect_lowering.py:551-556, and retried an SMEM store unoptimized, :400-411; its layout "
    "inference let a store downgrade, layout_inference.py:823-829). ")
_ARITHMETIC = ("The check is arithmetic on the ref's shape and strides, the register layout (the test's, or inferred "
               "for the arch the plugin reports, the GPU's) and the dtype: a GPU's lowering raises it too.")
_KINDS_READ = [
    ("jax: the test file is older than jax", r"TransferPlanDerivationError$", r"^GMEM transfer", r"^jax$",
     "an untiled GMEM transfer jax 0.12 plans, new in 0.12",
     _OPTIMIZED_BY_DEFAULT + "Its plan of a GMEM transfer, plan_gmem_transfer (fragmented_array.py:5296-5436, not in "
     "jax-v0.11.0 nor in jax's main of August 2026), refuses a layout whose warps do not access whole 32-byte "
     "sectors, or read less than 4 bytes a thread. " + _ARITHMETIC),
    ("jax: the test file is older than jax", r"TransferPlanDerivationError$", r"avoids bank conflicts", r"^jax$",
     "an untiled SMEM transfer jax 0.12 makes optimized by default",
     _OPTIMIZED_BY_DEFAULT + "Its plan of an SMEM transfer (plan_tiled_transfer, fragmented_array.py:5439-5623, as "
     "jax-v0.11.0's) finds no pattern free of bank conflicts for the test's layout. " + _ARITHMETIC),
    ("jax: the test file is older than jax", r"ValueError$", r"no optimized SMEM <-> registers transfer plan", "",
     "an untiled SMEM transfer jax 0.12's layout inference requires optimized",
     _OPTIMIZED_BY_DEFAULT + "Layout inference finds no register layout with an optimized plan (the Lane lowering "
     "of the same kernel raises TransferPlanDerivationError, 'avoids bank conflicts'). " + _ARITHMETIC),
    ("jax: a bug in jax 0.12.0.1", r"ValueError$", r"The 'memory_space' attribute is not available on traced array",
     r"^jax$", "plgpu.transpose_ref's hasattr on a jax 0.12.0.1 Tracer",
     "`plgpu.transpose_ref` begins `assert hasattr(ref, \"memory_space\")` (jax/_src/pallas/mosaic_gpu/core.py:1344, "
     "as at jax-v0.11.0); jax 0.12.0.1's Tracer has a `memory_space` property that raises ValueError, not "
     "AttributeError (jax/_src/core.py:1068-1074; jax-v0.11.0 and main have none), which hasattr does not catch: "
     "transpose_ref of a ref the kernel takes raises while jax traces the kernel, on any device (jax's main test "
     "file calls transpose_ref the same way)"),
]

RULES = [
    ("ours: not emulated", r"mgpu\.jax\.errors\.NotEmulatedError", "", ""),
    ("ours: run over the time limit", r"mgpu\.jax\.errors\.LimitExceededError", "", ""),
    ("review: a fault mgpu reports", r"mgpu\.jax\.errors\.\w+Error", "", ""),
    ("ours: a kernel not replaced", "", r"Only interpret mode is supported on CPU backend", ""),
    ("gpu-only: a GPU device's attribute", r"AttributeError", r"'(Cpu)?Device' object has no attribute", ""),
    ("gpu-only: Mosaic GPU's runtime", "", r"_mosaic_gpu_ext|Running tests but missing Mosaic GPU extension", ""),
    ("ours: raised in mgpu", "", "", r"^mgpu$"),
    *_KINDS_READ,
    ("jax: raised by jax", "", "", r"^jax$"),
    ("review: wrong result", r"AssertionError", r"Not equal to tolerance|Mismatched elements|Arrays are not", ""),
    ("review: the test's own check", "", "", ""),
]


def place(path: str, test_file: str) -> str:
    """Where a traceback's innermost frame is (RULES)."""
    if path == test_file:
        return "test"
    import mgpu

    if os.path.abspath(path).startswith(os.path.dirname(mgpu.__file__) + os.sep):
        return "mgpu"
    package = re.search(r"/site-packages/(jax|jaxlib|tokamax)/", path)
    return "other" if package is None else {"jaxlib": "jax"}.get(package[1], package[1])


# What reading a failure found: (a regex on its test id, the failure's class, why), first match.
VERDICTS: list[tuple[str, str, str]] = [
    (r"::test_get_swap_with_(swizzle_transform|transforms)\d*$", "jax: a race in jax's kernel",
     "the race the ported suite reports on jax 0.12's payload too (tests/jax_suite/RESULTS-0.12.0.1.md, "
     "get_swap_*): registers' writes to SMEM read by a TMA store with no proxy fence between"),
    (r"::test_warp_specialized_smem_slice$", "jax: a race in jax's kernel",
     "a race in the test: every thread writes `smem`, then warp 0 TMA-stores it with no `plgpu.commit_smem()` "
     "(fence.proxy.async) between (the ported suite reports it too)"),
    (r"::test_barrier_test_is_rejected_in_non_warp_context$", "jax: the test file is older than jax",
     "jax 0.12.0.1 lowers `barrier_test` in Lane semantics: the refusal the test expects is gone (jax's main "
     "dropped the test)"),
    (r"::test_copy_gmem_to_smem_cp_async\d*$", "jax: the test file is older than jax",
     "jax 0.12.0.1's `plgpu.copy_gmem_to_smem` has no `impl` argument"),
    (r"::test_carry_accumulate$", "jax: a race in jax's kernel",
     "a race the test admits (its comment at the store: both compute warpgroups store the same `acc_smem` with "
     "nothing ordering them, 'the potential race condition on the store here won't affect the result')"),
    (r"::test_no_output$", "jax: a race in jax's kernel",
     "a race in the test: both compute warpgroups add into `o_scratch` from registers, then warpgroup 0 copies it "
     "to GMEM with no `plgpu.commit_smem()` (fence.proxy.async) between (as test_warp_specialized_smem_slice)"),
    (r"^PipelineSm90A(WG)?Test::test_realistic_matmul$", "gpu-only: the test's reference is a GPU's matmul",
     "the test compares the kernel's f16 result exactly with `a @ b`, which jax computes on the test's device: on "
     "a GPU cuBLAS's, here XLA's CPU dot, which differs from the exact product rounded to f16 in 3,376 of the "
     "8,650,752 elements; the kernel's result differs from XLA CPU's in 3,448 (0.04%), each by one f16 ulp (0.125), "
     "and from the exact product rounded to f16 in 936 (the emulator rounds each k16 wgmma's sum to f32, 40 a "
     "tile here: 'within the last bits' of a GPU's, docs/design/numerics.md, wgmma)"),
    (r"::test_warp_specialized_tmem_slice$", "jax: a race in jax's kernel",
     "a race in the test: all threads store `smem` from registers, then one warp's `async_copy_smem_to_tmem` "
     "(tcgen05.cp, the async proxy) reads it with no `plgpu.commit_smem()` between (as test_warp_specialized_smem_slice)"),
    (r"::test_transposed_tmem_ref_raises$", "jax: a bug in jax 0.12.0.1",
     "`plgpu.transpose_ref` raises the Tracer's 'The 'memory_space' attribute is not available on traced array' "
     "from its first line, `assert hasattr(ref, \"memory_space\")`, for every ref (the kind's verdict: "
     "test_transposed_load_store), before the check for TMEM the test expects"),
    (r"::test_cluster_launch_control\d*$", "gpu-only: a GPU device's attribute",
     "the test reads `jax.devices()[0].core_count`, which jax's CPU device lacks (the plugin's emulated GPU is what "
     "`jax.extend.backend.get_default_device()` returns)"),
    (r"^PallasCallWGTest::test_fp8_relayout\d*$", "jax: the test file is older than jax",
     "layout inference finds no layout for `o_ref[...] = plgpu.layout_cast(x, TCGEN05_TMEM_NATIVE(4))`: the cast "
     "fixes the stored layout, and jax 0.12.0.1 requires an optimized store of it into the untiled SMEM output "
     "(layout_inference.py:843-844), which the Lane lowering of the same kernel finds none of "
     "('Failed to synthesize a transfer pattern that avoids bank conflicts'; that kind's verdict: "
     "PallasCallTest::test_fp8_relayout0)"),
    (r"::test_input_output_aliases$", "jax: the test file is older than jax",
     "the test calls `pl.pallas_call` with `plgpu.CompilerParams`; jax 0.12.0.1 registers no Mosaic GPU lowering "
     "for it (pallas_call.py:936-937 asserts `get_lowering_rule(type(compiler_params), \"gpu\")`, only Triton's "
     "is registered: triton/pallas_call_registration.py:170), where jax-v0.11.0 registered one "
     "(mosaic_gpu/pallas_call_registration.py:164): a GPU's lowering fails the same assert"),
    (r"::test_errors_when_closing_over_array$", "jax: the test file is older than jax",
     "the test expects the lowering's LoweringError 'Can only close over scalars and Refs .* with WarpMesh'; jax "
     "0.12.0.1 refuses the closed-over array earlier, while it traces the warp_map (pallas/mpmd.py:953, "
     "`_error_if_non_ref_consts`), in other words, on any device"),
    (r"::test_collapsing_several_non_unit_tiled_dimensions_raises$", "jax: the test file is older than jax",
     "the test's SMEM scratch is tiled without a swizzle, which jax refuses when it lowers the load ('Tiling without "
     "swizzle is not supported', pallas/mosaic_gpu/lowering.py:1927) before the reshape's error the test expects; "
     "jax's main version of the test adds `plgpu.SwizzleTransform(32)` to the scratch"),
    (r"^ExportTest::test_export_succeeds$", "ours: an export of a kernel run as a callback",
     "`jax.export` serializes the test's program; with --mgpu the kernel is a host callback of the CPU program, "
     "which jax does not serialize ('serialization of host_callbacks is not yet implemented'), where a GPU's "
     "program holds the kernel's Mosaic GPU custom call: not fixable while the kernel runs as a callback"),
    (r"::test_collective_scaled_matmul0$", "jax: a race in jax's kernel",
     "a race in the test: the bytes are CTA 1's copy of the RHS scales (1 KiB), multicast without leader tracking, "
     "so their arrival is counted on CTA 1's own barrier, which no thread waits on before the leader's "
     "cta_group::2 tcgen05.cp reads them; that copy reads each CTA's own SMEM (the ISA: into the TMEM of both CTAs; "
     "jax copies its sharded A scales, one half in each CTA, with the same instruction)"),
    (r"::test_elementwise_add\d*$", "jax: the test file is older than jax",
     "jax 0.12.0.1's `emit_pipeline_warp_specialized` has no `manual_ready_barriers` argument"),
    (r"::test_lower_with_abstract_mesh$", "ours: a callback over an abstract mesh",
     "the test only lowers, for 'gpu', a jit of a shard_map over an abstract mesh of 2; the plugin lowers the "
     "kernel alone, outside that shard_map, where jax's lowering of `semaphore_signal_multicast` has no mesh "
     "('collective_axes requires a mesh context': raised when the test's jit lowers, refused_kernel.py), and jax's "
     "lowering of that jit on this CPU host stops first at its outputs' mesh of 2 for a device assignment of 1 "
     "(pxla.py:1070-1076; where that one device comes from was not read); the callback the kernel would run as "
     "could not be lowered for 'gpu' on a host without one either: not fixable while the kernel runs as a callback"),
    (r"^Semaphore(WG)?Test::test_(basic|lowering)$", "ours: the test reads the kernel's custom call",
     "the test reads the text of its jit's lowering, expecting the kernel's Mosaic GPU custom call (its operand "
     "types, its output_operand_aliases); with --mgpu the kernel is lowered as a CPU callback that runs it: not "
     "fixable while it runs so (the CPU backend cannot run a mosaic_gpu custom call)"),
    (r"::test_(with_)?profiler(_warp_scope)?$", "ours: the profiler",
     "mgpu refuses a kernel that records a profile (`plgpu.CompilerParams(profile_space=...)`), in words, before "
     "jax lowers it: the profiler writes each event's %clock, each trace's %globaltimer start and %smid, the "
     "hardware's values, which the emulator does not make up (docs/jax_emulate.md); jax's own lowering on a CPU "
     "fails anyway, its profile dump being a debug callback of the cuda program"),
]


def classify(outcome: dict, rules=None, verdicts=None) -> str:
    """The class of one test's outcome: passed, skipped: <reason>, or a failure's rule (``rules`` and
    ``verdicts``: another test file's, of the same form; this file's by default)."""
    rules, verdicts = RULES if rules is None else rules, VERDICTS if verdicts is None else verdicts
    if outcome["outcome"] != "failed":
        return outcome["outcome"] + (f": {outcome['message']}" if outcome["outcome"] == "skipped" else "")
    judged = next((cls for pattern, cls, _ in verdicts if re.search(pattern, outcome["id"])), None)
    return judged or rule_of(outcome, rules)[0]


def rule_of(outcome: dict, rules) -> tuple:
    """The first of ``rules`` a failure matches."""
    for rule in rules:
        _, type_re, message_re, place_re, *_ = rule
        if (re.search(type_re, outcome["type"]) and re.search(message_re, outcome["message"])
                and re.search(place_re, outcome["place"])):
            return rule
    raise AssertionError("the last rule matches every failure")


def _test_methods(path: str) -> list[str]:
    """The test methods jax's file defines, longest name first."""
    with open(path) as f:
        tree = ast.parse(f.read())
    names = {node.name for node in ast.walk(tree)
             if isinstance(node, ast.FunctionDef) and node.name.startswith("test")}
    return sorted(names, key=len, reverse=True)


def sample(ids: list[str], methods: list[str]) -> list[str]:
    """The first collected test id of each (class, test method): absl's parameterised names are the method's
    name and a suffix, so a test's method is the longest method name its name starts with."""
    seen, picked = set(), []
    for nodeid in ids:
        cls, name = nodeid.split("::")[-2:]
        method = next((m for m in methods if name.startswith(m)), name)
        if (cls, method) not in seen:
            seen.add((cls, method))
            picked.append(nodeid)
    return picked


# --- the pytest hooks of the run (loaded by -p run_jax_tests, in jax's venv) ---

@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    report = yield
    if call.excinfo is not None and report.failed:
        lines = str(call.excinfo.value).strip().splitlines() or [""]
        report.mgpu_exception = (f"{call.excinfo.type.__module__}.{call.excinfo.type.__qualname__}", lines[0][:300],
                                 place(str(call.excinfo.traceback[-1].path), str(item.path)))
    return report


def pytest_runtest_logreport(report):
    if report.when != "call" and report.passed:
        return
    write_record(record(report))


def record(report) -> dict:
    """What the table keeps of a test's report."""
    kept = {"id": report.nodeid.split("::", 1)[1], "outcome": report.outcome, "type": "", "message": "", "place": ""}
    if report.skipped and isinstance(report.longrepr, tuple):
        kept["message"] = report.longrepr[2].removeprefix("Skipped: ")
    elif report.failed:
        kept["type"], kept["message"], kept["place"] = getattr(report, "mgpu_exception", ("", "", ""))
    return kept


def write_record(kept: dict) -> None:
    with open(os.environ[RESULTS_ENV], "a") as f:
        f.write(json.dumps(kept) + "\n")


# --- the command ---

def jax_test_file(args, work: str) -> str:
    if args.test_file:
        return os.path.abspath(args.test_file)
    text = subprocess.run(["git", "-C", args.jax_git, "show", f"{args.ref}:{JAX_TEST_PATH}"], check=True,
                          capture_output=True, text=True).stdout
    path = os.path.join(work, "mosaic_gpu_test.py")
    with open(path, "w") as f:
        f.write(text)
    return path


def _pytest(work: str, test_file: str, *argv: str, results: str | None = None) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([HERE, *filter(None, [os.environ.get("PYTHONPATH")])]))
    if results:
        env[RESULTS_ENV] = results
    return subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-p", "no:xdist",
                           "--rootdir", work, "-c", os.devnull, "-q", *argv],
                          cwd=work, env=env, capture_output=True, text=True)


def run(args) -> dict:
    work = tempfile.mkdtemp(prefix="mgpu-jax-tests-")
    test_file = jax_test_file(args, work)
    with open(test_file, "rb") as f:
        digest = hashlib.sha256(f.read()).hexdigest()
    name = os.path.basename(test_file)
    select = ["-k", args.k] if args.k else []
    collected = _pytest(work, test_file, "--collect-only", *select, test_file)
    ids = [line.split("::", 1)[1] for line in collected.stdout.splitlines() if "::" in line]
    if not ids:
        sys.exit(f"error: pytest collected nothing of {test_file}:\n{collected.stdout[-2000:]}{collected.stderr[-2000:]}")
    chosen = sample(ids, _test_methods(test_file)) if args.sample else ids
    print(f"running {len(chosen)} of the {len(ids)} tests of {name} with pytest --mgpu", file=sys.stderr)
    outcomes = run_ids(args, work, test_file, chosen)
    import jax

    return {"jax": jax.__version__, "source": args.test_file or f"{args.ref}:{JAX_TEST_PATH}", "sha256": digest,
            "collected": len(ids), "arch": args.arch,
            "selection": ("--sample" if args.sample else "all") + (f" -k {args.k!r}" if args.k else ""),
            "command": args.command, "outcomes": [outcomes.get(i, not_run(i)) for i in chosen]}


def not_run(test_id: str) -> dict:
    return {"id": test_id, "outcome": "not run", "type": "", "message": "", "place": ""}


def run_ids(args, work: str, test_file: str, chosen: list[str]) -> dict[str, dict]:
    """Run the tests ``chosen`` (ids within ``test_file``) under ``pytest --mgpu``: their outcomes by id."""
    ids_file = os.path.join(work, "ids.txt")
    with open(ids_file, "w") as f:
        f.write("\n".join(f"{test_file}::{i}" for i in chosen) + "\n")
    results = os.path.join(work, "results.jsonl")
    options = ["--mgpu", "--mgpu-arch", args.arch, "-p", "run_jax_tests", "-p", "no:randomly"]
    if args.timeout:
        options += ["--mgpu-timeout", str(args.timeout)]
    print(f"(results: {results})", file=sys.stderr)
    _pytest(work, test_file, *options, f"@{ids_file}", results=results)
    return read_outcomes(results)


def rerun_failures(args, res: dict) -> dict:
    """``res`` (a table's results, read_table) with the failures it lists that ``-k`` selects run again: each
    one's row is its new outcome's (none if it passed or skipped now); the command is added to ``reruns``."""
    import jax

    work = tempfile.mkdtemp(prefix="mgpu-jax-tests-")
    test_file = jax_test_file(args, work)
    with open(test_file, "rb") as f:
        digest = hashlib.sha256(f.read()).hexdigest()
    if not digest.startswith(res["sha256"]) or jax.__version__ != res["jax"] or args.arch != res["arch"]:
        sys.exit(f"error: the table is of jax {res['jax']}, --arch {res['arch']}, a test file of sha256 "
                 f"{res['sha256']}...: this run would be of jax {jax.__version__}, --arch {args.arch}, {digest[:16]}...")
    failed = [rec["id"] for rec in res["outcomes"] if rec["outcome"] == "failed"]
    if args.k:  # (pytest's own -k, on the failures' ids)
        collected = _pytest(work, test_file, "--collect-only", "-k", args.k, *(f"{test_file}::{i}" for i in failed))
        failed = [line.split("::", 1)[1] for line in collected.stdout.splitlines() if "::" in line]
    if not failed:
        sys.exit("error: no failure of the table to run again")
    print(f"running again {len(failed)} of the table's failures with pytest --mgpu", file=sys.stderr)
    return merged(res, failed, run_ids(args, work, test_file, failed), args.command)


def merged(res: dict, ran: list[str], outcomes: dict[str, dict], command: str) -> dict:
    """``res`` with the outcomes of the tests ``ran`` again by ``command`` in place of their records (``command``
    named once among its reruns)."""
    return {**res, "reruns": [*(c for c in res.get("reruns", []) if c != command), command],
            "outcomes": [outcomes.get(rec["id"], not_run(rec["id"])) if rec["id"] in ran else rec
                         for rec in res["outcomes"]]}


def read_outcomes(results: str) -> dict[str, dict]:
    """Each test's outcome, from what the hooks wrote: a failure of any phase, else the call's."""
    outcomes = {}
    with open(results) as f:
        for line in f:
            rec = json.loads(line)
            if rec["id"] not in outcomes or rec["outcome"] == "failed":
                outcomes[rec["id"]] = rec
    return outcomes


# --- the table ---

def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def verdict(record: dict) -> str:
    """What reading the failure found (VERDICTS, or its kind's title: _KINDS_READ), or nothing."""
    judged = next((why for pattern, _, why in VERDICTS if re.search(pattern, record["id"])), None)
    if judged is not None:
        return judged
    _, _, _, _, *kind = rule_of(record, RULES)
    return f"{kind[0]} (kinds read, below)" if kind else ""


def kinds_read(records: list[dict]) -> list[str]:
    """The section of the evidence of each kind of failure read (_KINDS_READ) the failures ``records`` judge by."""
    kinds = {rule_of(rec, RULES) for rec in records if not any(re.search(p, rec["id"]) for p, _, _ in VERDICTS)}
    read = [kind for kind in _KINDS_READ if kind in kinds]
    return ["", "## Kinds of failure read", ""] + [f"- **{title}**: {evidence}" for *_, title, evidence in read] \
        if read else []


def table(res: dict) -> str:
    classes: dict[str, int] = {}
    for rec in res["outcomes"]:
        key = classify(rec)
        classes[key] = classes.get(key, 0) + 1
    counts = {k: sum(n for c, n in classes.items() if c.split(":")[0] == k)
              for k in ("passed", "skipped", "not run")}
    failed = len(res["outcomes"]) - sum(counts.values())
    lines = [f"# jax's {JAX_TEST_PATH} under `pytest --mgpu --mgpu-arch {res['arch']}`, jax {res['jax']}", "",
             f"Made by `{res['command']}` (JAX_GIT: a clone of https://github.com/jax-ml/jax; run_jax_tests.py says "
             "how);"
             f" jax's file: `{res['source']}`, sha256 `{res['sha256'][:16]}`.",
             *(f"Its failures that `{cmd}` selects were run again by it (their rows are that run's)."
               for cmd in res.get("reruns", [])),
             "",
             f"{res['collected']} tests collected; selection: {res['selection']}: {len(res['outcomes'])} tests, "
             f"**{len(res['outcomes']) - counts['not run']} run: {counts['passed']} passed, {failed} failed, "
             f"{counts['skipped']} skipped**"
             + (f"; {counts['not run']} not run (the run was stopped)" if counts["not run"] else "") + ".",
             "", "A failure's class (run_jax_tests.py's RULES, or the verdict of reading it, VERDICTS): `ours` a bug or a "
             "limit of mgpu or of its plugin (the work list); `jax` jax raises it as it would on a GPU (it refuses the "
             "kernel, the test file is older than the installed jax, or jax has a bug), or the test itself is wrong; "
             "`gpu-only` the "
             "test reads what only a GPU has; `review` not read yet. A skip is the test's own (its reason).",
             ""]
    lines += outcome_rows(classes)
    lines += ["", "## Failures", "", "| test | class | raised in | exception | verdict |", "|---|---|---|---|---|"]
    for rec in res["outcomes"]:
        if rec["outcome"] == "failed":
            lines.append(f"| {rec['id']} | {classify(rec)} | {rec['place']} | `{rec['type']}`: "
                         f"{_cell(rec['message'][:200])} | {_cell(verdict(rec))} |")
    lines += kinds_read([rec for rec in res["outcomes"] if rec["outcome"] == "failed"])
    return "\n".join(lines) + "\n"


def outcome_rows(classes: dict[str, int]) -> list[str]:
    """The table of how many tests each outcome class has, the largest first."""
    return ["| outcome | tests |", "|---|---|"] + [
        f"| {_cell(c)} | {n} |" for c, n in sorted(classes.items(), key=lambda kv: (-kv[1], kv[0]))]


def cells_of(line: str) -> list[str]:
    """A markdown table line's cells (an escaped ``\\|`` stays in its cell)."""
    return [c.strip() for c in re.split(r"(?<!\\)\|", line)[1:-1]]


def parse_table(text: str) -> tuple[dict[str, int], list[dict]]:
    """The outcome counts and the failures a results table lists (for tests/jax_pytest_mgpu/test_results.py)."""
    counts, failures = {}, []
    for line in text.splitlines():
        cells = cells_of(line)
        if len(cells) == 2 and cells[1].isdigit():
            counts[cells[0]] = int(cells[1])
        elif len(cells) == 5 and "::" in cells[0]:
            m = re.fullmatch(r"`([^`]*)`:(?: (.*))?", cells[3])
            failures.append({"id": cells[0], "outcome": "failed", "class": cells[1], "place": cells[2], "type": m[1],
                             "message": (m[2] or "").replace("\\|", "|")})
    return counts, failures


def read_table(text: str) -> dict:
    """The results a table was written from, as far as it keeps them (``table(read_table(text)) == text``): its
    header, its failures (in its order) and, for the tests it only counts, one record a test of their outcome."""
    counts, failures = parse_table(text)
    title = re.search(r"`pytest --mgpu --mgpu-arch (\S+)`, jax (\S+)$", text, re.M)
    made = re.search(r"^Made by `(.*)` \(JAX_GIT.*; jax's file: `(.*)`, sha256 `([0-9a-f]+)`\.$", text, re.M)
    size = re.search(r"^(\d+) tests collected; selection: (.*): \d+ tests, \*\*", text, re.M)
    reruns = re.findall(r"^Its failures that `(.*)` selects were run again by it", text, re.M)
    outcomes = [{**{k: v for k, v in rec.items() if k != "class"}} for rec in failures]
    for cls, n in counts.items():
        kind, _, reason = cls.partition(": ")
        if kind in ("passed", "skipped", "not run"):
            outcomes += [{"id": "", "outcome": kind, "type": "", "message": reason, "place": ""}] * n
    return {"jax": title[2], "arch": title[1], "command": made[1], "source": made[2], "sha256": made[3],
            "collected": int(size[1]), "selection": size[2], "reruns": reruns, "outcomes": outcomes}


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], formatter_class=argparse.RawTextHelpFormatter)
    source = parser.add_mutually_exclusive_group(required=True)
    source.add_argument("--jax-git", metavar="DIR", help="a clone of github.com/jax-ml/jax")
    source.add_argument("--test-file", metavar="PATH", help="jax's mosaic_gpu_test.py")
    source.add_argument("--from", dest="from_", metavar="JSON", help="rewrite the table from an earlier run's results")
    parser.add_argument("--rerun-failures", action="store_true",
                        help="run again the failures the table (--results, or this jax's and --arch's) lists, those\n"
                             "-k selects, and rewrite their rows and the counts (with --jax-git or --test-file)")
    parser.add_argument("--ref", default=DEFAULT_REF, help=f"the git ref of jax's file (default {DEFAULT_REF})")
    parser.add_argument("--sample", action="store_true", help="the first test of each (class, method)")
    parser.add_argument("-k", help="pytest's -k, on jax's file")
    parser.add_argument("--arch", default="9.0", help="--mgpu-arch: the GPU jax's tests see (default 9.0)")
    parser.add_argument("--timeout", type=float, default=300, help="a kernel run's limit, s (--mgpu-timeout)")
    parser.add_argument("--results", help="the table to write (default RESULTS-<jax release>.md here)")
    parser.add_argument("--save", metavar="JSON", help="also write the raw results there")
    args = parser.parse_args(argv)
    if args.rerun_failures and args.from_:
        parser.error("--rerun-failures runs tests: it takes --jax-git or --test-file, not --from")
    if args.from_:
        with open(args.from_) as f:
            res = json.load(f)
    else:
        argv = list(argv if argv is not None else sys.argv[1:])
        if "--jax-git" in argv:  # (the clone's path is this machine's)
            argv[argv.index("--jax-git") + 1] = "JAX_GIT"
        args.command = command_line("tests/jax_pytest_mgpu/run_jax_tests.py", argv, ["--save", "--results"])
        if args.rerun_failures:
            import jax

            with open(args.results or results_path(os.path.join(HERE, f"RESULTS-{jax.__version__}"), args.arch)) as f:
                res = rerun_failures(args, read_table(f.read()))
        else:
            res = run(args)
    write_results(args, res, table(res), os.path.join(HERE, f"RESULTS-{res['jax']}"))


def command_line(script: str, argv: list[str], dropped: list[str]) -> str:
    """The command a table says made it: ``argv`` without the ``dropped`` options (where the run reads and
    writes, not what it runs)."""
    argv = list(argv)
    for option in dropped:
        while option in argv:
            del argv[argv.index(option):argv.index(option) + 2]
    return shlex.join(["python", script, *argv])


def results_path(default: str, arch: str) -> str:
    """The table of ``arch``'s run: ``default`` with the arch's suffix (none for 9.0) and .md."""
    return default + ("" if arch == "9.0" else f"-sm{arch.replace('.', '')}") + ".md"


def write_results(args, res: dict, text: str, default: str) -> str:
    """Write the raw results (--save) and the table (--results, or ``default`` with the arch's suffix and .md)."""
    if args.save:
        with open(args.save, "w") as f:
            json.dump(res, f, indent=1)
    path = args.results or results_path(default, res["arch"])
    with open(path, "w") as f:
        f.write(text)
    print(f"wrote {path}", file=sys.stderr)
    return path


if __name__ == "__main__":
    main()
