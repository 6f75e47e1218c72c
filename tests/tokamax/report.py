"""Capture tokamax's Mosaic GPU entry points with the installed jax and tokamax, run every stage, and write
tests/tokamax/RESULTS-<tokamax release>.md.

    python tests/tokamax/report.py [--only REGEX] [--work DIR] [--jobs N] [--results FILE] [--check]
    python tests/tokamax/report.py --from DIR/results.json [--from ...] [--results FILE] [--check]

Needs a venv with one tokamax release of entry_points.RELEASES, the jax it needs with the Mosaic GPU
bindings, and mgpu (tests/tokamax/README.md). Every entry point of that release is captured (mgpu.capture's
Python API, in this process, in the semantics that release's kernels ask for; --sm-count 2), then jax's
payload of it (pretty and generic) is run by mgpu-run against the numpy reference, in --jobs
processes, and, in Warpgroup semantics, the mosaic_gpu-level module jax emits before its layout
inference (wg_dialect) lowered by ours (mgpu-run --semantics warpgroup: our inference and lowering); where other jax ops feed a kernel (all but the plainest ones), the function's result, its kernel
calls run by the emulator, is what is checked (tests/jax_suite/stages.py, result_check).

--check: exit status 1 on what is a bug of ours rather than work left: a crash or an internal error of mgpu
(in the capture or a stage), a time limit, or a pretty and a generic form that come out differently; and on a
stage whose outcome differs from the committed table's (RESULTS-<release>.md as checked out: its kind and, for a
refusal, what was reported -- race, deadlock, ... -- not the message's words). A located refusal, a race or a
deadlock report is the work list (README.md says where each stands), and the table records it.
A stage's time limit is CPU time (mgpu-run's --timeout, tests/jax_suite/stages.py), so a loaded machine slows a
run without reaching it; an entry point a stage of which still timed out (contention for caches and cores) is
run again alone, after the others, before it counts.
(Our lowering differing from jax's payload is what the jax suite's --check fails on; here it is a row.)
"""

from __future__ import annotations

import argparse
import json
import lzma
import glob
import multiprocessing
import os
import re
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor, as_completed

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(1, os.path.join(os.path.dirname(HERE), "jax_suite"))

from entry_points import BY_ID, KERNELS, RELEASES, SM_COUNT, EntryPoint  # noqa: E402
from stages import (CRASH, INTERNAL, MATCH, NOT_CAPTURED, TAG, TIMEOUT, Outcome, result_check, run_mgpu_run,  # noqa: E402
                    table_text)

# stage -> (the captured file it runs, mgpu-run's arguments): jax's payload, in Warpgroup semantics also
# jax's module before layout inference lowered by ours (tests/jax_suite/stages.py's "wg ours")
PAYLOAD = {"payload": ("payload", ()), "payload generic": ("payload.generic", ())}
OURS = {"ours": ("wg_dialect", ("--semantics", "warpgroup")),
        "ours generic": ("wg_dialect.generic", ("--semantics", "warpgroup"))}
STAGES = tuple(PAYLOAD)


def stages_of(semantics: str) -> dict:
    return {**PAYLOAD, **(OURS if semantics == "warpgroup" else {})}
KINDS = ("match", "mismatch", "refused", "internal error", "crash", "timeout", "jax refused")


def installed_release() -> str:
    from importlib.metadata import version

    return version("tokamax")


def capture_entry(entry: EntryPoint, semantics: str, work: str) -> tuple[dict, Outcome | list]:
    """Capture one entry point: its record (capture time, IR size) and capture's mgpu-run commands, or the
    Outcome that stands for every stage (jax refused it, mgpu-capture failed)."""
    import references
    from mgpu.capture.capture import capture
    from mgpu.capture.errors import CaptureError
    from mgpu.capture.specs import ArgSpec

    arrays = getattr(references, entry.inputs)()
    args = [ArgSpec(tuple(a.shape), a.dtype, f"{entry.inputs}()[{i}]", a) for i, a in enumerate(arrays)]
    t0, c0 = time.perf_counter(), time.process_time()
    try:
        res = capture(f"{KERNELS}:{entry.id}", args, semantics=semantics, output_dir=work, name=entry.id,
                      reference=entry.reference, arch=entry.arch, rtol=entry.rtol, atol=entry.atol,
                      sm_count=SM_COUNT)
        captured = res.commands
    except CaptureError as e:
        captured = Outcome(NOT_CAPTURED, str(e))
    except Exception as e:  # noqa: BLE001 - mgpu.capture itself failed: a bug to record
        captured = Outcome(CRASH, f"mgpu-capture: {type(e).__name__}: {e}")
    # wall and CPU seconds (this process: jax's lowering, and the emulator where the capture runs kernels)
    record = {"capture_s": round(time.perf_counter() - t0, 3), "capture_cpu_s": round(time.process_time() - c0, 3)}
    blob = b"".join(open(p, "rb").read() for p in sorted(glob.glob(os.path.join(work, f"{entry.id}.*.mlir"))))
    record["ir_bytes"], record["ir_xz_bytes"] = len(blob), len(lzma.compress(blob, preset=6)) if blob else 0
    return record, captured


def run_stages(entry_id: str, captured: Outcome | list, semantics: str, work: str) -> dict:
    """Each stage of one entry point: every kernel's payload run (the first that is not a match stands for
    the stage), then the function's result where the capture checked it (kernels that other jax ops feed)."""
    tag = TAG[semantics]
    stages = {}
    for stage, (file, extra) in stages_of(semantics).items():
        suffix = f".{tag}.{file}.mlir"
        if isinstance(captured, Outcome):
            stages[stage] = vars(captured)
            continue
        t0 = time.perf_counter()
        runs = [c for c in captured if c[1].endswith(f".{tag}.payload.generic.mlir")]
        outcomes = [run_mgpu_run([c[1].replace(f".{tag}.payload.generic.mlir", suffix), *extra, *c[2:]])
                    for c in runs]
        outcome = next((o for o in outcomes if o.kind != MATCH), outcomes[0] if outcomes else
                       Outcome("refused", "mgpu-capture wrote no mgpu-run command (see its notes)"))
        chained = result_check(os.path.join(work, f"{entry_id}.{tag}.capture.json"))
        if outcome.kind == MATCH and chained is not None:
            outcome = chained
        outcome.seconds = round(time.perf_counter() - t0, 3)
        stages[stage] = vars(outcome)
    return stages


def run(release: str, work: str, only: str | None, jobs: int) -> dict:
    entries = [BY_ID[i] for i in RELEASES[release].entry_points if not only or re.search(only, i)]
    semantics = RELEASES[release].semantics
    results, captured = {}, {}
    for n, entry in enumerate(entries):
        results[entry.id], captured[entry.id] = capture_entry(entry, semantics, work)
        print(f"[{n + 1}/{len(entries)}] captured {entry.id} ({results[entry.id]['capture_s']:.1f} s)", flush=True)
    # spawned, not forked: the workers import mgpu, not jax (whose threads a fork would not carry)
    with ProcessPoolExecutor(jobs, mp_context=multiprocessing.get_context("spawn")) as pool:
        futures = {pool.submit(run_stages, e.id, captured[e.id], semantics, work): e.id for e in entries}
        for n, future in enumerate(as_completed(futures)):
            eid = futures[future]
            results[eid]["stages"] = future.result()
            print(f"[{n + 1}/{len(entries)}] ran {eid}: "
                  + ", ".join(f"{s}: {o['kind']}" for s, o in results[eid]["stages"].items()), flush=True)
    for eid, rec in results.items():  # (a time limit reached among the others: once more, alone)
        if any(o["kind"] == TIMEOUT for o in rec.get("stages", {}).values()):
            rec["stages"] = run_stages(eid, captured[eid], semantics, work)
            print(f"ran {eid} again, alone (a time limit): "
                  + ", ".join(f"{s}: {o['kind']}" for s, o in rec["stages"].items()), flush=True)
    results = {e.id: results[e.id] for e in entries}  # in the list's order
    with open(os.path.join(work, "results.json"), "w") as f:
        json.dump({"release": release, "jax": _jax_version(), "results": results}, f, indent=1)
    return results


def _jax_version() -> str:
    from importlib.metadata import version

    return version("jax")


def bugs(results: dict) -> list[str]:
    """What --check fails on, one line each."""
    found = []
    for eid, rec in results.items():
        st = {s: Outcome(**o) for s, o in rec["stages"].items()}
        for s, o in st.items():
            if o.kind in (CRASH, INTERNAL, TIMEOUT):
                found.append(f"{eid}: {s}: {o.kind}: {table_text(o.detail)}")
        for pretty in ("payload", "ours"):
            a, b = st.get(pretty), st.get(f"{pretty} generic")
            if a is not None and b is not None and a.kind != b.kind:
                what = "" if pretty == "payload" else f" of {pretty}"
                found.append(f"{eid}: the pretty form{what} gives {a.cell()}, the generic form {b.cell()}")
    return found


_BAR = re.compile(r"(?<!\\)\|")  # a table's column separator (a cell's own bar is escaped: stages.table_text)
_REPORTED = re.compile(r"error: (?:'[\w.]+' op )?([a-z][\w ]*?):")  # what a refusal reports: race, deadlock, ...


def outcome_key(cell: str) -> str:
    """What --check compares of a stage's cell: its kind, and a refusal's report (race, deadlock, ...)."""
    o = Outcome.from_cell(cell.replace("\\|", "|"))
    reported = _REPORTED.search(o.detail) if o.kind == "refused" else None
    return f"{o.kind} ({reported[1]})" if reported else o.kind


def changed(results: dict, committed: str) -> list[str]:
    """--check: the stages whose outcomes differ from the committed table's (``committed``: its text), one line
    each; entry points not run (--only) are not compared."""
    lines = committed.split("\n## Each entry point\n", 1)[-1].splitlines()
    rows = [[c.strip() for c in _BAR.split(line)[1:-1]] for line in lines if line.startswith("| ")]
    header, table = rows[0], {r[0]: r for r in rows[1:]}
    found = []
    for eid, rec in results.items():
        for s, o in rec["stages"].items():
            then = outcome_key(table[eid][header.index(s)]) if eid in table and s in header else "no row"
            now = outcome_key(Outcome(**o).cell())
            if then != now:
                found.append(f"{eid}: {s}: the committed table says {then}, this run {now}")
    return found


def markdown(release: str, jax_version: str, results: dict) -> str:
    entries = RELEASES[release].entry_points
    stages = tuple(stages_of(RELEASES[release].semantics))
    counts = {k: sum(rec["stages"].get(s, {}).get("kind") == k for rec in results.values() for s in stages)
              for k in KINDS}
    caps = sorted(rec["capture_s"] for rec in results.values())
    runs = sum(o["seconds"] for rec in results.values() for o in rec["stages"].values())
    ir, xz = sum(r["ir_bytes"] for r in results.values()), sum(r["ir_xz_bytes"] for r in results.values())
    out = [f"# tokamax {release}: its Mosaic GPU entry points on mgpu", "",
           f"Generated by `python tests/tokamax/report.py` with tokamax {release} and jax {jax_version} "
           "(tests/tokamax/README.md); do not edit.", "",
           f"Captured in {RELEASES[release].semantics.capitalize()} semantics, the one tokamax {release}'s kernels ask "
           "for; the stages are jax's payload, pretty and generic"
           + (", and jax's module before its layout inference lowered by ours (`mgpu-run --semantics warpgroup`), "
              "pretty and generic" if "ours" in stages else "") + ".", "",
           f"{len(entries)} entry points, {len(results)} with outcomes; their stages: "
           + ", ".join(f"{counts[k]} {k}" for k in KINDS if counts[k]) + ".", ""]
    if caps:
        out += [f"- capture (lowering by jax, and the chained evaluation of the kernels other jax ops feed, which "
                f"runs them in the emulator): {sum(caps):.0f} s in all, median {caps[len(caps) // 2]:.1f} s, max "
                f"{caps[-1]:.1f} s", f"- stages run: {runs:.0f} s in all",
                f"- captured IR (every .mlir, pretty and generic): {ir / 1e6:.1f} MB, {xz / 1e6:.2f} MB as xz", ""]
    out += ["## Bugs (what `--check` fails on)", ""]
    out += [f"- {b}" for b in bugs(results)] or ["none"]
    out += ["", "## Each entry point", "", "| entry point | what | " + " | ".join(stages) + " | capture s |",
            "|---" * (len(stages) + 3) + "|"]
    for eid in entries:
        rec = results.get(eid)
        cells = ([Outcome(**rec["stages"][s]).cell() if s in rec["stages"] else "not run" for s in stages]
                 + [f"{rec['capture_s']:.1f}"] if rec else ["not run"] * len(stages) + [""])
        out.append(f"{BY_ID[eid].results_row()} " + " | ".join(cells) + " |")
    return "\n".join(out) + "\n"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="report.py", description=__doc__.strip().splitlines()[0])
    ap.add_argument("--work", help="where the captured files go (default: a new temporary folder)")
    ap.add_argument("--only", metavar="REGEX", help="only the entry points whose id matches")
    ap.add_argument("--from", dest="source", metavar="JSON", action="append",
                    help="the results.json of an earlier run: no capture (several: merged, the later ones winning)")
    ap.add_argument("--results", help="the table to write (default: tests/tokamax/RESULTS-<release>.md)")
    ap.add_argument("--check", action="store_true", help="exit status 1 on a bug of ours or an outcome the committed table does not have "
                    "(see above)")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1,
                    help="processes that run the stages (default: one a CPU); capturing is one process")
    args = ap.parse_args(argv)
    if args.source:
        results = {}
        for source in args.source:  # several runs (--only) of one release: a later run's entry point wins
            with open(source) as f:
                saved = json.load(f)
            release, jax_version = saved["release"], saved["jax"]
            results.update(saved["results"])
        results = {i: results[i] for i in RELEASES[release].entry_points if i in results}
    else:
        release = installed_release()
        if release not in RELEASES:
            print(f"report.py: error: tokamax {release} is installed; the releases checked are "
                  f"{', '.join(RELEASES)} (tests/tokamax/entry_points.py)", file=sys.stderr)
            return 1
        work = args.work or tempfile.mkdtemp(prefix="tokamax_")
        os.makedirs(work, exist_ok=True)
        results, jax_version = run(release, work, args.only, max(args.jobs, 1)), _jax_version()
        print(f"captured files and results.json in {work}")
    path = args.results or RELEASES[release].results
    with open(RELEASES[release].results) as f:
        committed = f.read()
    with open(path, "w") as f:
        f.write(markdown(release, jax_version, results))
    print(f"wrote {path}")
    found = bugs(results) + changed(results, committed)
    for b in found:
        print(f"bug: {b}", file=sys.stderr)
    return 1 if args.check and found else 0


if __name__ == "__main__":
    sys.exit(main())
