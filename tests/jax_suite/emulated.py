"""The ported suite through ``mgpu.jax.emulate``, each case beside capture + run (mgpu-capture, then mgpu-run on
jax's lane-level payload, the generic form: the suite's `<semantics> payload generic` stage).

    python tests/jax_suite/emulated.py [--sample] [--only REGEX] [--jobs N] [--work DIR] [--capture-results RESULTS]
                                       [--results FILE] [--check]
    python tests/jax_suite/emulated.py --from DIR/results.json [--only REGEX] [--results FILE] [--check]
    python tests/jax_suite/emulated.py --from EMULATED-<release>.md --only REGEX [--work DIR] [--results FILE]

In a venv with a supported jax and its Mosaic GPU bindings (.venv-jax012, .venv-jax). For each case of the
installed release's suite (report.py's ``--sample`` and ``--only`` choose as there), in each semantics jax runs it
in: the case is captured (suite.py) and its payload stage run as report.py runs it, its outputs written; then the
case's function is called through ``emulate`` (the semantics forced, the case's arch) on the inputs capture made,
its result compared with the same reference, by the same rule (mgpu.emulator.compare). Both sides run here: the
outputs' bits are compared, which report.py's results (RESULTS-<release>.md) do not keep. --capture-results
RESULTS-<release>.md takes capture + run's outcomes from report.py's table instead (no capture, no mgpu-run);
emulate's result is then compared with the case's reference function's on the same inputs. A case runs whole (both sides, each semantics) in one of --jobs spawned processes;
DIR/results.json is written after each case, and `--from` it with `--only` runs those cases again into it.
`--from` a table with `--only` (where the run's results.json is gone) runs those cases again, as the table's first
run did (capture + run, or its outcomes taken from the table it names), into the table itself: their rows replaced,
the counts and the disagreements made again from the rows, the rows' seconds left as the earlier runs' were, and
the command and how it ran added to the header.

The two agree when their outcomes are of one kind (match, mismatch of as many elements, a refusal or fault on
one side and an mgpu.jax exception on the other, jax's refusal on both) and, where both ran, the function's
outputs are the same bits. The table (default: stdout) has a row for each (case, semantics); the whole suite's,
with jax 0.12.0.1, is EMULATED-0.12.0.1.md. Exit status 1 when a run disagrees, or with --check when a row's
outcomes (each side's kind, and whether they agree) differ from the committed table's: CI runs the sample so.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import re
import sys
import tempfile
import time
import traceback
from concurrent.futures import as_completed
from dataclasses import dataclass

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from manifest import HERE, cases  # noqa: E402
from report import AGAIN, BAR, GENERATED, again_cases, round_robin, sample, save, section, spawned_pool  # noqa: E402
from stages import (CRASH, MATCH, MISMATCH, NOT_CAPTURED, NOT_RUN, REFUSED, TAG, UNCHECKED,  # noqa: E402
                    Outcome, table_text)  # noqa: E402
from suite import Inputs, capture_semantics, printed_check, run_stage  # noqa: E402

FAULT = "fault"  # emulate raised one of mgpu.jax's exceptions: capture + run's `refused`
SEMANTICS = {tag: semantics for semantics, tag in TAG.items()}  # the table's semantics column: wg, lane
CELL = 60  # a cell shows the start of its message (results.json has the whole)
# Disagreements examined, by (case, semantics): why the two paths differ (the table prints it beside the row)
_UNNAMED_OUTPUT = ("the kernel never writes its only output and jax's Warpgroup payload names no buffer: emulate, "
                   "which must return the output, cannot say its type and refuses (as of any output a kernel never "
                   "names); mgpu-run runs it with no output (unchecked), its print_layout checked in `wg ours`")
EXPLAINED: dict[tuple[str, str], str] = {
    (case, "warpgroup"): _UNNAMED_OUTPUT
    for case in ("print_layout_tmem_v0_11", "print_layout_tmem_with_transform", "print_layout_tmem_with_transforms",
                 "tmem_aliased_refs_collision_union", "tmem_aliased_refs_collision_plain")}


def table_file(release: str) -> str:
    return os.path.join(HERE, f"EMULATED-{release}.md")


def capture_and_run(case, semantics: str, args, work: str) -> tuple[Outcome, list | None]:
    """The case's `<tag> payload generic` stage as report.py runs it, and the function's outputs where mgpu-run's
    checks cover them all (one kernel whose outputs the function returns), else None."""
    captured = capture_semantics(case, semantics, args, work)
    if isinstance(captured, Outcome):
        return captured, None
    tag = TAG[semantics]
    base = os.path.join(work, case.id)
    folder = os.path.join(work, f"{case.id}.{tag}.outputs")
    outcome = run_stage(case, f"{tag} payload generic", captured.commands, base, printed_check(case),
                        ("--output-dir", folder))
    runs = [c for c in captured.commands if c[1].endswith(f".{tag}.payload.generic.mlir")]
    if outcome.kind not in (MATCH, MISMATCH) or len(runs) != 1:
        return outcome, None
    # the function's output i is checked as --expect outR=<case>.out<i>.npy: mgpu-run wrote outR.npy
    expects = {int(m[2]): f"out{m[1]}" for m in re.finditer(rf"--expect out(\d+)={re.escape(base)}\.out(\d+)\.npy",
                                                             " ".join(runs[0]))}
    if not expects or sorted(expects) != list(range(len(expects))):
        return outcome, None
    return outcome, [np.load(os.path.join(folder, f"{expects[i]}.npy")) for i in range(len(expects))]


def through_emulate(case, semantics: str, args, work: str | None) -> tuple[Outcome, list | None]:
    """The case's function called through emulate on the inputs capture makes (seed 0), against the same
    reference: the outputs capture wrote in `work`, or (None: capture did not run) the case's reference function's
    on those inputs."""
    import jax

    import mgpu.jax
    from mgpu.capture.capture import build_kernel, load_user_module
    from mgpu.capture.specs import make_inputs
    from mgpu.emulator.compare import compare

    module = load_user_module(case.path)
    printed = io.StringIO()
    inputs = make_inputs(args, 0)
    try:
        fn = build_kernel(getattr(module, case.kernel), case.path, case.kernel, semantics)
        got = mgpu.jax.emulate(fn, semantics=semantics, arch=case.arch, stdout=printed)(*inputs)
    except (mgpu.jax.KernelFault, mgpu.jax.NotEmulatedError) as e:
        return Outcome(FAULT, f"{type(e).__name__}: {str(e).splitlines()[0]}"), None
    except Exception as e:  # noqa: BLE001 - jax refused the kernel (as capture reports it), or mgpu.jax failed
        return _refused_or_crash(e), None
    outputs = [np.asarray(o) for o in jax.tree.leaves(got)]
    # (what jax prints while it lowers, print_layout's, is jax's, not the kernel's: unchecked, as in report.py)
    check = None if case.printed_while_lowering else printed_check(case)
    if check is not None:
        try:
            check(printed.getvalue())
        except AssertionError as e:
            return Outcome(MISMATCH, f"printed: {e}"), outputs
    if case.reference is None:
        return Outcome(MATCH if check is not None else UNCHECKED), outputs
    if work is None:
        expected = _reference(getattr(module, case.reference), inputs, outputs)
    else:
        files = [os.path.join(work, f"{case.id}.out{i}.npy") for i in range(len(outputs))]
        if not all(map(os.path.exists, files)):
            return Outcome(MATCH if check is not None else UNCHECKED), outputs
        expected = [np.load(f) for f in files]
    differ = [d for o, e in zip(outputs, expected) if (d := compare(o, e, case.rtol, case.atol))]
    if not differ:
        return Outcome(MATCH), outputs
    counts = [re.match(r"(\d+) of (\d+) elements differ", d) for d in differ]
    return Outcome(MISMATCH, f"{sum(int(m[1]) for m in counts if m)} of {sum(int(m[2]) for m in counts if m)}"), outputs


def _reference(ref, inputs: list[np.ndarray], outputs: list[np.ndarray]) -> list[np.ndarray]:
    """The reference function's outputs on `inputs`, in the kernel's output dtypes (as mgpu-capture writes them)."""
    got = ref(*[a.copy() for a in inputs])
    got = list(got) if isinstance(got, (tuple, list)) else [got]
    return [np.asarray(g).astype(o.dtype) for g, o in zip(got, outputs)]


def _refused_or_crash(e: Exception) -> Outcome:
    """An exception other than mgpu.jax's faults: jax's refusal (emulate notes it as raised by jax's lowering, or it
    was raised outside mgpu, by jax's tracing), else a crash of mgpu's own."""
    from mgpu.jax import errors

    text = f"{type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}"
    lowering = errors.JAX_REFUSED_KERNEL.split("{call}")[-1]
    where = traceback.extract_tb(e.__traceback__)[-1] if e.__traceback__ else None
    mgpu_dir = os.path.dirname(os.path.dirname(os.path.abspath(errors.__file__))) + os.sep
    if any(lowering in note for note in getattr(e, "__notes__", ())) or where is None \
            or not os.path.abspath(where.filename).startswith(mgpu_dir):
        return Outcome(NOT_CAPTURED, text)
    return Outcome(CRASH, f"{text} (at {where.filename}:{where.lineno})")


def agree(ours: Outcome, theirs: Outcome, bits: list | None, emulated: list | None, exact: bool) -> str:
    """'yes', or how they differ. `exact`: the case's reference is compared bit for bit (no tolerance), so that
    two matches are the same bits where the outputs themselves were not compared."""
    kinds = {FAULT: REFUSED}
    if kinds.get(ours.kind, ours.kind) != theirs.kind or (ours.kind == MISMATCH and ours.detail != theirs.detail):
        return "no: outcomes differ"
    if bits is not None and emulated is not None:
        # (bytes: a .npy of an ml_dtypes type, f8e4m3fn ..., loads as raw bytes of its width)
        if len(bits) != len(emulated) or any(a.shape != b.shape or a.dtype.itemsize != b.dtype.itemsize
                                             or a.tobytes() != b.tobytes() for a, b in zip(bits, emulated)):
            return "no: the outputs' bits differ"
        return "yes, same bits"
    if exact and ours.kind == theirs.kind == MATCH:
        return "yes, = reference"
    return "yes"


_INPUTS = Inputs()  # (a worker's: each process imports the capture files it reads)


def run_case(case, work: str, reused: dict[str, Outcome] | None = None) -> list[dict]:
    """Both sides of one case in each semantics jax runs it in: a record each (what results.json keeps).
    `reused`: capture + run's outcome in each semantics, from report.py's table (then not run here)."""
    records = []
    for semantics in case.semantics:
        t0 = time.perf_counter()
        try:
            specs = _INPUTS(case)
        except Exception as e:  # noqa: BLE001 - the port's own inputs function failed: a crash on both sides
            theirs = ours = Outcome(CRASH, f"inputs {case.inputs}(): {type(e).__name__}: {e}")
            bits = emulated = None
        else:
            theirs, bits = (reused[semantics], None) if reused else capture_and_run(case, semantics, specs, work)
            t1 = time.perf_counter()
            ours, emulated = through_emulate(case, semantics, specs, None if reused else work)
            # (reused: report.py's run, not timed here)
            theirs.seconds, ours.seconds = 0.0 if reused else round(t1 - t0, 3), round(time.perf_counter() - t1, 3)
        exact = case.reference is not None and case.rtol == case.atol == 0
        records.append({"case": case.id, "semantics": semantics, "theirs": vars(theirs), "ours": vars(ours),
                        "agree": agree(ours, theirs, bits, emulated, exact)})
    return records


def run_suite(todo: list, work: str, jobs: int, reused: dict | None) -> list[dict]:
    """Every case of `todo` in `jobs` spawned processes; DIR/results.json holds the records made so far.
    `reused`: report.py's outcomes (payload_outcomes), capture + run not run."""
    order = {c.id: i for i, c in enumerate(todo)}
    run = {"records": []}
    with spawned_pool(jobs) as pool:
        futures = {pool.submit(run_case, case, work, reused and {
            sem: reused[(case.id, sem)] for sem in case.semantics}): case for case in round_robin(todo)}
        for done, future in enumerate(as_completed(futures), 1):
            records = future.result()
            run["records"] = sorted(run["records"] + records,
                                    key=lambda r: (order[r["case"]], r["semantics"] != "warpgroup"))
            save(run, work)
            for r in records:
                print(f"[{done}/{len(todo)}] {r['case']} {r['semantics']}: capture + run {r['theirs']['kind']}, "
                      f"emulate {r['ours']['kind']}: {r['agree']}", file=sys.stderr, flush=True)
    return run["records"]


def payload_outcomes(text: str) -> dict[tuple[str, str], Outcome]:
    """report.py's table: (case, semantics) -> the outcome of its `<tag> payload generic` stage."""
    lines = [BAR.split(line)[1:-1] for line in section(text, "Each case") if line.startswith("| ")]
    header = [c.strip() for c in lines[0]]
    found = {}
    for row in lines[1:]:
        for semantics, tag in TAG.items():
            cell = row[header.index(f"{tag} payload generic")].strip().replace("\\|", "|")
            if cell != NOT_RUN:
                found[(row[0].strip(), semantics)] = Outcome.from_cell(cell)
    return found


def cells(record: dict) -> tuple[str, str, str]:
    """A record's capture + run, emulate and agree cells (an emulate fault: the exception's class and message)."""
    theirs, ours = Outcome(**record["theirs"]), Outcome(**record["ours"])
    return (theirs.cell()[:CELL], table_text(ours.detail if ours.kind == FAULT else ours.cell())[:CELL], record["agree"])


def outcome_key(row: tuple[str, str, str]) -> tuple[str, str, str]:
    """What --check compares of a row: each side's kind (an emulate fault's exception class; a mismatch's
    counts) and whether they agree (how: the outputs' bits are compared only where capture + run ran here), not
    the messages."""
    return row[0].split(": ", 1)[0], row[1].split(": ", 1)[0], "yes" if row[2].startswith("yes") else row[2]


def rows_of(text: str) -> dict[tuple[str, str], tuple[str, str, str]]:
    """The rows of a table markdown() wrote: (case, semantics) -> its three cells."""
    return {key: tuple(parts[2:]) for key, (_, parts) in _lines(text).items()}


def _lines(text: str) -> dict[tuple[str, str], tuple[str, list[str]]]:
    """The rows of a table markdown() wrote: (case, semantics) -> the row's line, and its five cells."""
    rows = {}
    for line in section(text, "Each run"):
        parts = [p.strip() for p in BAR.split(line)[1:-1]]
        if len(parts) == 5 and parts[0] not in ("case", "---"):
            rows[(parts[0], SEMANTICS[parts[1]])] = line, parts
    return rows


def changed(committed: str, records: list[dict]) -> list[str]:
    """--check: the runs whose outcomes differ from the committed table's, one line each."""
    rows = rows_of(committed)
    found = []
    for r in records:
        key, now = (r["case"], r["semantics"]), cells(r)
        if key not in rows:
            found.append(f"{key[0]} {key[1]}: no row in the committed table")
        elif outcome_key(rows[key]) != outcome_key(now):
            found.append(f"{key[0]} {key[1]}: the table says {' / '.join(outcome_key(rows[key]))}, this run "
                         f"{' / '.join(outcome_key(now))}")
    return found


_REUSED = re.compile(r"capture \+ run's outcomes are those of (\S+) \(report\.py's")


@dataclass
class Table:
    """What an EMULATED table says, made from a run (its records) or read back from the table's text: the release,
    report.py's table capture + run's outcomes were taken from (None: run here), the commands that made it (each
    with its number of cases) and how each ran (_timed's), the line of the rows' seconds, and a row a (case,
    semantics)."""
    release: str
    capture_results: str | None
    commands: list[tuple[str, int]]
    runs: list[dict]
    seconds: str
    rows: dict[tuple[str, str], str]

    @classmethod
    def of_run(cls, run: dict) -> Table:
        records = run["records"]
        ours_s = sum(r["ours"]["seconds"] for r in records)
        theirs_s = sum(r["theirs"]["seconds"] for r in records)
        return cls(run["jax"], run["capture_results"], [(r["command"], r["cases"]) for r in run["runs"]],
                   list(run["runs"]),
                   "in the rows' runs: " + ("" if run["capture_results"] else f"capture + run {theirs_s:.0f} s, ")
                   + f"emulate {ours_s:.0f} s in all (a process's seconds; each first call traces and lowers its "
                   "kernels)", {(r["case"], r["semantics"]): _row(r) for r in records})

    @classmethod
    def parse(cls, text: str) -> Table:
        """The table markdown() wrote (ValueError if ``text`` is not one)."""
        lines = text.split("\n## ", 1)[0].splitlines()
        head = next((line for line in lines if line.startswith("Generated by `")), "")
        first = GENERATED.match(head)
        if first is None:
            raise ValueError("not a table of emulated.py (no \"Generated by\" line)")
        reused = _REUSED.search(text)
        runs = [_run_of(line.removeprefix("- ")) for line in lines if line.startswith("- `")]
        seconds = next(line.removeprefix("- ") for line in lines if line.startswith("- in the rows' runs: "))
        rows = {key: line for key, (line, _) in _lines(text).items()}
        return cls(first[2], reused and reused[1], [(first[1], len(rows))] + [(cmd, int(n)) for cmd, n in
                                                                              AGAIN.findall(head)], runs, seconds, rows)

    def replace(self, records: list[dict], ran: dict) -> None:
        """The records of the run ``ran`` (its command, cases, ...: _run's) in place of the table's rows of those
        (case, semantics), the rows of cases the release's suite no longer has dropped; the rows' seconds stay the
        earlier runs'."""
        order = {c.id: i for i, c in enumerate(cases(self.release))}
        rows = self.rows | {(r["case"], r["semantics"]): _row(r) for r in records}
        self.rows = {k: rows[k] for k in sorted(rows, key=lambda k: (order.get(k[0], -1), k[1] != "warpgroup"))
                     if k[0] in order}
        self.commands.append((ran["command"], ran["cases"]))
        self.runs.append(ran)

    def markdown(self) -> str:
        verdicts = {key: [p.strip() for p in BAR.split(line)[1:-1]][4] for key, line in self.rows.items()}
        differ = [(key, v) for key, v in verdicts.items() if not v.startswith("yes")]
        (first, _), *again = self.commands
        out = [f"# The ported suite through `mgpu.jax.emulate`, beside capture + run (jax {self.release})", "",
               f"Generated by `{first}` with jax {self.release} installed"
               + "".join(f", then `{cmd}` ({again_cases(n)})" for cmd, n in again)
               + " (tests/jax_suite/emulated.py says how each side runs and when two outcomes agree"
               + "; RESULTS_JSON: the results.json the first run wrote" * any("RESULTS_JSON" in c for c, _ in again)
               + "); do not edit.", "",
               f"**{len(self.rows)} runs (case, semantics): {len(self.rows) - len(differ)} agree, {len(differ)} "
               "differ.** "
               + (f"capture + run's outcomes are those of {self.capture_results} (report.py's `payload generic` "
                  "stages), not run again here. " if self.capture_results else "")
               + "Two outcomes agree when they are of one kind (a refusal of mgpu-run and an mgpu.jax exception are: a "
               "race mgpu-run refuses is raised by emulate as `mgpu.jax.RaceError`, at the same op, the payload's line "
               "numbers differing by the file's header line). \"yes, same bits\": the outputs compared bit for bit; "
               "\"yes, = reference\": both equal the case's reference bit for bit (so each other); \"yes\" alone: the "
               "reference has a tolerance, or there is no output to compare. Cells show the start of each message.", "",
               *(f"- {_run_line(r)}" for r in self.runs), f"- {self.seconds}", "", "## Where they differ", ""]
        out += [f"- {case} {semantics}: {v}: {EXPLAINED.get((case, semantics), 'not explained yet')}"
                for (case, semantics), v in differ] or ["none"]
        out += ["", "## Each run", "", "| case | semantics | capture + run (payload generic) | emulate | agree |",
                "|---|---|---|---|---|", *self.rows.values()]
        return "\n".join(out) + "\n"


def _run_line(r: dict) -> str:
    """How a run went, in a table's words (_RUN reads them back)."""
    return (f"`{r['command']}`: {r['cases']} case{'s' * (r['cases'] != 1)} in {r['wall_s'] / 60:.1f} min with --jobs "
            f"{r['jobs']} (load average {r['load'][0]:.0f} at the start, {r['load'][1]:.0f} at the end)")


_RUN = re.compile(r"`(.*)`: (\d+) cases? in ([\d.]+) min with --jobs (\d+) \(load average (\d+) at the start, "
                  r"(\d+) at the end\)")


def _run_of(line: str) -> dict:
    """A line _run_line wrote, read back (its minutes as seconds)."""
    m = _RUN.fullmatch(line)
    if m is None:
        raise ValueError(f"not a run's line of emulated.py: {line}")
    return {"command": m[1], "cases": int(m[2]), "wall_s": float(m[3]) * 60, "jobs": int(m[4]),
            "load": [int(m[5]), int(m[6])]}


def _row(r: dict) -> str:
    return f"| {r['case']} | {TAG[r['semantics']]} | " + " | ".join(cells(r)) + " |"


def markdown(run: dict) -> str:
    return Table.of_run(run).markdown()


def _reused(path: str | None, todo: list) -> dict | None:
    """--capture-results: report.py's outcomes of every (case, semantics) of `todo` (ValueError naming those it lacks)."""
    if path is None:
        return None
    with open(path) as f:
        reused = payload_outcomes(f.read())
    absent = [f"{c.id} {s}" for c in todo for s in c.semantics if (c.id, s) not in reused]
    if absent:
        raise ValueError(f"{path} has no outcome of {', '.join(absent[:5])}"
                         + (f" (and {len(absent) - 5} more)" if len(absent) > 5 else ""))
    return reused


def _timed(todo: list, work: str, jobs: int, reused: dict | None, command: str) -> tuple[list[dict], dict]:
    """Run `todo` (run_suite's): its records, and how the run went (its command, cases, jobs, time and load)."""
    start, load = time.perf_counter(), os.getloadavg()[0]
    records = run_suite(todo, work, jobs, reused)
    return records, {"command": command, "cases": len(todo), "jobs": jobs,
                     "wall_s": round(time.perf_counter() - start), "load": [load, os.getloadavg()[0]]}


def _run(run: dict, todo: list, work: str, jobs: int, command: str) -> None:
    """Run `todo` into `run` (its records of those cases replaced), timed, and save it in `work`."""
    records, how = _timed(todo, work, jobs, _reused(run["capture_results"], todo), command)
    ran = {r["case"] for r in records}
    order = {c.id: i for i, c in enumerate(cases(run["jax"]))}
    run["records"] = sorted([r for r in run["records"] if r["case"] not in ran] + records,
                            key=lambda r: (order.get(r["case"], -1), r["semantics"] != "warpgroup"))
    run["runs"].append(how)
    save(run, work)
    print(f"captured files and results.json in {work}", file=sys.stderr)


def _into_table(path: str, only: str, work: str | None, jobs: int) -> tuple[Table, list[dict]]:
    """--from a table with --only: those cases run again (as the table's first run ran them: capture + run, or its
    outcomes reused) into the table read from `path`; ValueError when the installed jax is not the table's."""
    import jax

    from mgpu.jax_versions import by_name

    with open(path) as f:
        table = Table.parse(f.read())
    installed = by_name(jax.__version__).name
    if installed != table.release:
        raise ValueError(f"{path} is a run with jax {table.release}, jax {installed} is installed")
    todo = [c for c in cases(table.release) if re.search(only, c.id) or re.search(only, c.jax)]
    work = work or tempfile.mkdtemp(prefix="mgpu-emulated-")
    os.makedirs(work, exist_ok=True)
    records, how = _timed(todo, work, jobs, _reused(table.capture_results, todo),
                          f"python tests/jax_suite/emulated.py --from {os.path.relpath(path)} --only '{only}'")
    table.replace(records, how)
    return table, records


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="emulated.py", description=__doc__.split("\n\n")[0])
    ap.add_argument("--sample", action="store_true", help="report.py's --sample")
    ap.add_argument("--only", metavar="REGEX", help="cases whose id or jax test matches (with --from: run them again, "
                    "their rows replaced)")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="processes that run cases (default: one a CPU)")
    ap.add_argument("--work", help="where capture writes, and results.json (default: a temporary folder)")
    ap.add_argument("--capture-results", metavar="RESULTS", help="capture + run's outcomes from report.py's table "
                    "(RESULTS-<release>.md) instead of running it: emulate's result is compared with the case's "
                    "reference function's, and the outputs' bits with no mgpu-run's")
    ap.add_argument("--from", dest="source", metavar="JSON_OR_TABLE", help="the results.json of an earlier run, or a "
                    "table (.md, with --only): nothing is run but --only's cases")
    ap.add_argument("--results", help="write the table there (default: stdout, or --from's table; not written with "
                    "--check)")
    ap.add_argument("--check", action="store_true", help="exit status 1 when an outcome differs from the committed "
                    "table, EMULATED-<release>.md")
    args = ap.parse_args(argv)
    only = [] if args.only is None else [f"--only '{args.only}'"]
    try:
        if args.source and args.source.endswith(".md"):
            if not args.only:
                raise ValueError("--from a table needs --only (the cases to run again into it)")
            table, records = _into_table(args.source, args.only, args.work, max(args.jobs, 1))
            args.results = args.results or (None if args.check else args.source)
        elif args.source:
            with open(args.source) as f:
                run = json.load(f)
            if args.only:  # (in the earlier run's folder, as it ran: capture + run, or reused)
                todo = [c for c in cases(run["jax"]) if re.search(args.only, c.id) or re.search(args.only, c.jax)]
                _run(run, todo, os.path.dirname(os.path.abspath(args.source)), max(args.jobs, 1),
                     f"python tests/jax_suite/emulated.py --from RESULTS_JSON {only[0]}")
        else:
            import jax

            from mgpu.jax_versions import by_name

            release = by_name(jax.__version__).name
            todo = sample(cases(release)) if args.sample else cases(release)
            todo = [c for c in todo if not args.only or re.search(args.only, c.id) or re.search(args.only, c.jax)]
            work = args.work or tempfile.mkdtemp(prefix="mgpu-emulated-")
            os.makedirs(work, exist_ok=True)
            reused = [f"--capture-results {os.path.relpath(args.capture_results)}"] if args.capture_results else []
            run = {"jax": release, "capture_results": args.capture_results, "records": [], "runs": []}
            _run(run, todo, work, max(args.jobs, 1),
                 " ".join(["python tests/jax_suite/emulated.py", *["--sample"] * args.sample, *only, *reused]))
        if not (args.source or "").endswith(".md"):
            table, records = Table.of_run(run), run["records"]
    except (OSError, ValueError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    text = table.markdown()
    if args.results:
        with open(args.results, "w") as f:
            f.write(text)
    elif not args.check:
        print(text)
    if args.check:
        committed = table_file(table.release)
        if not os.path.exists(committed):
            print(f"error: no committed table {committed} to check against", file=sys.stderr)
            return 1
        with open(committed) as f:
            found = changed(f.read(), records)
        for line in found:
            print(f"changed: {line}", file=sys.stderr)
        print(f"{len(records)} runs checked against {os.path.basename(committed)}: {len(found)} changed", file=sys.stderr)
        return 1 if found else 0
    return 0 if all(r["agree"].startswith("yes") for r in records) else 1


if __name__ == "__main__":
    sys.exit(main())
