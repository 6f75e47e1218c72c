"""Run the ported jax suite and write its results table, tests/jax_suite/RESULTS.md.

    python tests/jax_suite/report.py [--work DIR] [--only REGEX] [--jobs N] [--results FILE] [--check]
    python tests/jax_suite/report.py --from DIR/results.json [--results FILE] [--check]

Needs jax 0.10.2 with the Mosaic GPU bindings (as mgpu-capture does) and mgpu importable (CI's
.venv-jax). Every case of manifest.py is captured in the semantics jax runs it in (in this process, its
files in --work), then every stage of it run (stages.py, in --jobs processes), the outcomes written to
DIR/results.json and the table to --results.

--check: exit status 1 on what is a bug of ours rather than work left: a crash (a traceback, an
unlocated internal error), a located message wrapping one of mgpu's own Python exceptions, or a time
limit anywhere, a Warpgroup lowering of ours that mismatches numpy where jax's
Warpgroup payload matches, or a pretty and a generic form of one module that come out differently.
A located refusal is the work list, not a failure.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import re
import sys
import tempfile
from concurrent.futures import ProcessPoolExecutor, as_completed

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from manifest import HERE, LEFT_OUT, PORTED, jax_tests  # noqa: E402
from stages import CRASH, INTERNAL, MATCH, MISMATCH, NOT_CAPTURED, STAGES, TIMEOUT, Outcome, table_text  # noqa: E402

KINDS = ("match", "mismatch", "refused", "internal error", "crash", "timeout", "unchecked", "jax refused",
         "not run by jax")


def bugs(results: dict) -> list[str]:
    """What --check fails on (see the module's doc), one line each."""
    found = []
    for cid, rec in results.items():
        st = {name: Outcome(**o) for name, o in rec["stages"].items()}
        for name, o in st.items():
            if o.kind in (CRASH, INTERNAL, TIMEOUT):
                found.append(f"{cid}: {name}: {o.kind}: {table_text(o.detail)}")
            elif o.kind == NOT_CAPTURED and "no function named" in o.detail:  # our port lacks it: not jax's
                found.append(f"{cid}: {name}: the ported file has no such kernel: {table_text(o.detail)}")
        for name in ("wg ours", "wg ours generic"):
            if st[name].kind == MISMATCH and st["wg payload"].kind == MATCH:
                found.append(f"{cid}: {name}: wrong answer, {st[name].cell()}, where jax's payload matches")
        for pretty in ("wg payload", "lane payload", "wg ours"):
            a, b = st[pretty], st[pretty + " generic"]
            if (a.kind, a.kind == MISMATCH and a.detail) != (b.kind, b.kind == MISMATCH and b.detail):
                found.append(f"{cid}: {pretty}: the pretty form gives {a.cell()}, the generic form {b.cell()}")
    return found


_LOCATION = re.compile(r"[^\s:]+\.mlir:\d+:\d+")


def _message(o: Outcome) -> str:
    """A refusal's message without its locations (which differ between the two forms of a module)."""
    return _LOCATION.sub("LOC", o.detail.split(" error: ", 1)[-1])


def forms_disagree(results: dict) -> list[str]:
    """Refusals whose pretty and generic forms say different things (the same module, spelled twice)."""
    found = []
    for cid, rec in results.items():
        for pretty in ("wg payload", "lane payload", "wg ours"):
            a, b = (Outcome(**rec["stages"][s]) for s in (pretty, pretty + " generic"))
            if a.kind == b.kind != MATCH and _message(a) != _message(b):
                found.append(f"{cid}: {pretty}: pretty: {table_text(_message(a))}; generic: {table_text(_message(b))}")
    return found


def _totals(results: dict) -> list[str]:
    lines = ["| stage | " + " | ".join(KINDS) + " |", "|---" * (len(KINDS) + 1) + "|"]
    for name in STAGES:
        counts = {k: 0 for k in KINDS}
        for rec in results.values():
            counts[rec["stages"][name]["kind"]] += 1
        lines.append(f"| {name} | " + " | ".join(str(counts[k]) for k in KINDS) + " |")
    return lines


def _measures(results: dict) -> list[str]:
    caps = sorted(s for rec in results.values() for s in rec["capture_s"].values())
    runs = sum(o["seconds"] for rec in results.values() for o in rec["stages"].values())
    ir = sum(rec["ir_bytes"] for rec in results.values())
    xz = sum(rec["ir_xz_bytes"] for rec in results.values())
    if not caps:
        return []
    return [f"- capture: {len(caps)} captures, {sum(caps):.0f} s in all (median {caps[len(caps) // 2]:.2f} s, "
            f"max {caps[-1]:.2f} s)",
            f"- stages run: {runs:.0f} s in all",
            f"- captured IR (every .mlir, both semantics, pretty and generic): {ir / 1e6:.1f} MB, "
            f"{xz / 1e6:.2f} MB as xz ({ir / max(len(results), 1) / 1e3:.0f} kB a case)"]


def markdown(results: dict) -> str:
    names = jax_tests()
    ported = {c.jax for c in PORTED}
    left = [n for n in names if n in LEFT_OUT]
    todo = [n for n in names if n not in ported and n not in LEFT_OUT]
    out = ["# jax's Pallas Mosaic GPU tests, ported: results", "",
           "Generated by `python tests/jax_suite/report.py` (jax 0.10.2; see tests/jax_suite/README.md); do not edit.",
           "", f"jax's tests/pallas/mosaic_gpu_test.py has {len(names)} test methods: {len(ported)} ported "
           f"({len(PORTED)} cases, {len(results)} in this run), {len(left)} left out, {len(todo)} not ported yet.",
           "", "## Totals per stage (cases)", "", *_totals(results), "", *_measures(results), "",
           "## Bugs (what `--check` fails on)", ""]
    out += [f"- {b}" for b in bugs(results)] or ["none"]
    out += ["", "## Pretty and generic forms refused differently", ""]
    out += [f"- {d}" for d in forms_disagree(results)] or ["none"]
    out += ["", "## Each case", "", "| case | jax test | " + " | ".join(STAGES) + " |",
            "|---" * (len(STAGES) + 2) + "|"]
    for cid, rec in results.items():
        test = rec["jax"].split(".")[1] + (f" ({rec['params']})" if rec["params"] else "")
        cells = [Outcome(**rec["stages"][s]).cell() for s in STAGES]
        out.append(f"| {cid} | {test} | " + " | ".join(cells) + " |")
    out += ["", "## Left out", ""] + [f"- {n}: {LEFT_OUT[n].removeprefix('left out: ')}" for n in left]
    out += ["", "## Not ported yet", ""] + [f"- {n}" for n in todo]
    return "\n".join(out) + "\n"


def run(work: str, only: str | None, jobs: int) -> dict:
    """Capture every case here (jax in this process only), then run the stages in `jobs` processes."""
    from suite import _Inputs, capture_case, run_stages

    inputs, results, captured = _Inputs(), {}, {}
    cases = [c for c in PORTED if not only or re.search(only, c.id) or re.search(only, c.jax)]
    for i, case in enumerate(cases):
        results[case.id], captured[case.id] = capture_case(case, work, inputs)
        print(f"[{i + 1}/{len(cases)}] captured {case.id} ({sum(results[case.id]['capture_s'].values()):.1f} s)",
              flush=True)
    # spawned, not forked: the workers import mgpu, not jax (whose threads a fork would not carry)
    with ProcessPoolExecutor(jobs, mp_context=multiprocessing.get_context("spawn")) as pool:
        futures = {pool.submit(run_stages, c, captured[c.id], os.path.join(work, c.id)): c.id
                   for c in cases}
        for i, future in enumerate(as_completed(futures)):
            cid = futures[future]
            results[cid]["stages"] = future.result()
            kinds = ", ".join(f"{n}: {o['kind']}" for n, o in results[cid]["stages"].items())
            print(f"[{i + 1}/{len(cases)}] ran {cid}: {kinds}", flush=True)
    with open(os.path.join(work, "results.json"), "w") as f:
        json.dump(results, f, indent=1)
    return results


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="report.py", description=__doc__.strip().splitlines()[0])
    ap.add_argument("--work", help="where the captured files go (default: a new temporary folder)")
    ap.add_argument("--only", metavar="REGEX", help="only the cases whose id or jax test matches")
    ap.add_argument("--from", dest="source", metavar="JSON", help="the results.json of an earlier run: no capture")
    ap.add_argument("--results", default=os.path.join(HERE, "RESULTS.md"), help="the table to write")
    ap.add_argument("--check", action="store_true", help="exit status 1 on a bug of ours (see above)")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1,
                    help="processes that run the stages (default: one a CPU); capturing is one process")
    args = ap.parse_args(argv)
    if args.source:
        with open(args.source) as f:
            results = json.load(f)
    else:
        work = args.work or tempfile.mkdtemp(prefix="jax_suite_")
        os.makedirs(work, exist_ok=True)
        results = run(work, args.only, max(args.jobs, 1))
        print(f"captured files and results.json in {work}")
    with open(args.results, "w") as f:
        f.write(markdown(results))
    print(f"wrote {args.results}")
    found = bugs(results)
    for b in found:
        print(f"bug: {b}", file=sys.stderr)
    return 1 if args.check and found else 0


if __name__ == "__main__":
    sys.exit(main())
