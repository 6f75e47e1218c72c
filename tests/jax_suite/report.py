"""Run the ported jax suite with the installed jax and write its results table, tests/jax_suite/RESULTS-<release>.md
(RESULTS.md for jax 0.10.2).

    python tests/jax_suite/report.py [--work DIR] [--only REGEX] [--sample] [--jobs N] [--results FILE] [--check]
    python tests/jax_suite/report.py --from DIR/results.json [--only REGEX [--work DIR]] [--results FILE] [--check]
    python tests/jax_suite/report.py --from RESULTS-<release>.md --only REGEX [--work DIR] [--results FILE] [--check]
    python tests/jax_suite/report.py --fixed [--work DIR] [--only REGEX] [--jobs N]

Needs a supported jax with the Mosaic GPU bindings (as mgpu-capture does) and mgpu importable (CI's
.venv-jax for 0.10.2, .venv-jax012 for 0.12.0.1). The release is the installed jax's; its suite is
manifest.cases(release). Each case is captured in the semantics jax runs it in (in this process, its files in
--work), and its stages run (stages.py, in --jobs processes) while the next cases are captured; DIR/results.json
is written after each case, so that a run cut short leaves the cases it ran (the table then says it is
partial and names the cases missing). Cases run in rounds (one of each jax test, then the next of each), so
that such a run has some of every test. `--from` it with `--only` (the same jax installed) runs those cases again
into it (after a fix): their rows are replaced, DIR/results.json rewritten, and the table's header names both runs.
`--from` a results table with `--only` runs those cases again into the table itself (where the run's results.json
is gone): their rows, and their lines under "Bugs" and "Pretty and generic forms", are replaced, the totals counted
again from the rows' cells, the measures left as the earlier runs' were, and the header names every command.

--check: exit status 1 on what is a bug of ours rather than work left: a crash (a traceback, an
unlocated internal error), a located message wrapping one of mgpu's own Python exceptions, or a time
limit anywhere, a Warpgroup lowering of ours that mismatches numpy where jax's
Warpgroup payload matches, or a pretty and a generic form of one module that come out differently.
A located refusal is the work list, not a failure.

--fixed: capture and run manifest.FIXED instead (jax's test kernels with their race fixed, each changed as the
design note proving the race says); no table is written, and the exit status is 1 unless every stage jax
lowers matches (a variant jax refuses to lower as it refuses the case it fixes, RESULTS-<release>.md, is said so).
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
from dataclasses import dataclass

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from manifest import FIXED, FIXED_FROM, HERE, LEFT_OUT, OLDEST, PORTED, TEST_FILES, cases, jax_tests  # noqa: E402
from stages import CRASH, INTERNAL, MATCH, MISMATCH, NOT_CAPTURED, NOT_RUN, STAGES, TIMEOUT, Outcome, table_text  # noqa: E402

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


# a case's cell shows the start of its message, its own stage file named by line:column only (results.json has
# the whole): a table of many refusals stays small
CELL = 150


def _measures(results: dict) -> list[str]:
    caps = sorted(s for rec in results.values() for s in rec["capture_s"].values())
    runs = sum(o["seconds"] for rec in results.values() for o in rec["stages"].values())
    ir = sum(rec["ir_bytes"] for rec in results.values())
    xz = sum(rec["ir_xz_bytes"] for rec in results.values())
    if not caps:
        return []
    return [f"capture: {len(caps)} captures, {sum(caps):.0f} s in all (median {caps[len(caps) // 2]:.2f} s, "
            f"max {caps[-1]:.2f} s)",
            f"stages run: {runs:.0f} s in all",
            f"captured IR (every .mlir, both semantics, pretty and generic): {ir / 1e6:.1f} MB, "
            f"{xz / 1e6:.2f} MB as xz ({ir / max(len(results), 1) / 1e3:.0f} kB a case)"]


def results_file(release: str) -> str:
    """Where the table of `release` goes: RESULTS.md for the oldest release (its name before there were
    several), RESULTS-<release>.md for the others."""
    return os.path.join(HERE, "RESULTS.md" if release == OLDEST else f"RESULTS-{release}.md")


def release_of(path: str) -> str:
    """The release a results file is of, from its name (results_file's inverse)."""
    name = os.path.basename(path)
    return OLDEST if name == "RESULTS.md" else name.removeprefix("RESULTS-").removesuffix(".md")


def section(text: str, title: str) -> list[str]:
    """The lines of a results table's section ``## title`` (none if it has no such section)."""
    parts = text.split(f"\n## {title}\n", 1)
    return parts[1].split("\n## ", 1)[0].splitlines() if len(parts) == 2 else []


def cases_listed(text: str) -> tuple[list[str], list[str]]:
    """The cases a results table has a row for, and those it says it did not run."""
    rows = [line.split("|")[1].strip() for line in section(text, "Each case")
            if line.startswith("| ") and not line.startswith("| case |")]
    return rows, [line.removeprefix("- ") for line in section(text, "Cases not run") if line.startswith("- ")]


def refused_by_jax(release: str) -> set[str]:
    """The cases the release's committed table has jax refusing to lower in every stage."""
    path = results_file(release)
    if not os.path.exists(path):
        return set()
    with open(path) as f:
        rows = [line.split("|")[1:-1] for line in section(f.read(), "Each case") if line.startswith("| ")]
    return {row[0].strip() for row in rows[1:]
            if row[2:] and all(cell.strip().startswith(NOT_CAPTURED) for cell in row[2:])}


def unfixed(results: dict, release: str) -> list[str]:
    """--fixed: the stages of a fixed variant that jax lowers and that do not match, one line each (printed). A
    variant jax refuses to lower in every stage, as the release's table says it refuses the case it fixes, is
    jax's refusal, not a race left (said so)."""
    refused, found = refused_by_jax(release), []
    for cid, rec in results.items():
        kinds = {o["kind"] for o in rec["stages"].values()}
        if kinds == {NOT_CAPTURED} and FIXED_FROM.get(cid) in refused:
            print(f"{cid}: jax {release} refuses to lower it, as it does {FIXED_FROM[cid]} "
                  f"({os.path.basename(results_file(release))})")
            continue
        found += [f"{cid}: {name}: {Outcome(**o).cell()}" for name, o in rec["stages"].items()
                  if o["kind"] not in (MATCH, NOT_RUN)]
    for line in found:
        print(f"not fixed: {line}", file=sys.stderr)
    return found


BAR = re.compile(r"(?<!\\)\|")  # a row's column separator (a cell's own bar is escaped: stages.table_text)
# a table's header: its first command and release, then each command run again into it (again_cases' words)
GENERATED = re.compile(r"Generated by `([^`]*)` with jax (\S+) installed")
AGAIN = re.compile(r", then `([^`]*)` \((\d+) cases? again")


def again_cases(n: int) -> str:
    """A header's words for a run of ``n`` cases again into the table."""
    return "1 case again: its row is that run's" if n == 1 else f"{n} cases again: their rows are that run's"


def kind_of(cell: str) -> str:
    """The outcome kind a table cell shows (Outcome.cell starts with it)."""
    return next(k for k in sorted(KINDS, key=len, reverse=True) if cell.startswith(k))


@dataclass
class Table:
    """What a results table says, made from a run (its records) or read back from the table's text: the release,
    the commands that made it (the first, then each run again into it, with its number of cases), a row a case
    (manifest order), the measures' lines, and the lines of its "Bugs" and "Pretty and generic forms" sections
    (each starts with its case's id)."""
    release: str
    command: str
    again: list[tuple[str, int]]
    rows: dict[str, str]
    measures: list[str]
    bugs: list[str]
    forms: list[str]

    @classmethod
    def of_run(cls, run: dict) -> Table:
        results = run["cases"]
        return cls(run["jax"], run["command"], [tuple(x) for x in run.get("again", [])],
                   {cid: _row(cid, rec) for cid, rec in results.items()}, _measures(results), bugs(results),
                   forms_disagree(results))

    @classmethod
    def parse(cls, text: str) -> Table:
        """The table markdown() wrote (ValueError if ``text`` is not one)."""
        head = next((line for line in text.splitlines() if line.startswith("Generated by `")), "")
        first = GENERATED.match(head)
        if first is None:
            raise ValueError("not a results table of report.py (no \"Generated by\" line)")
        rows = {line.split("|")[1].strip(): line for line in section(text, "Each case")
                if line.startswith("| ") and not line.startswith("| case |")}
        listed = [line.removeprefix("- ") for line in section(text, "Totals per stage (cases)") if line.startswith("- ")]
        return cls(first[2], first[1], [(cmd, int(n)) for cmd, n in AGAIN.findall(head)], rows, listed,
                   *([line.removeprefix("- ") for line in section(text, title) if line.startswith("- ")]
                     for title in ("Bugs (what `--check` fails on)", "Pretty and generic forms refused differently")))

    def replace(self, rerun: dict, command: str) -> None:
        """The records ``rerun`` (case id -> its record) of ``command`` in place of the table's rows of those cases
        (and their bugs' and forms' lines), in manifest order, the rows of cases the release's suite no longer has
        dropped; the measures stay the earlier runs'."""
        order = {c.id: i for i, c in enumerate(cases(self.release))}
        self.rows = {cid: row for cid, row in sorted((self.rows | {cid: _row(cid, rec) for cid, rec in rerun.items()})
                                                     .items(), key=lambda item: order.get(item[0], -1)) if cid in order}

        def merged(lines: list, new: list) -> list:
            kept = [line for line in lines if line.split(": ", 1)[0] not in rerun]
            return sorted([line for line in kept + new if line.split(": ", 1)[0] in order],
                          key=lambda line: order[line.split(": ", 1)[0]])

        self.bugs = merged(self.bugs, bugs(rerun))
        self.forms = merged(self.forms, forms_disagree(rerun))
        self.again.append((command, len(rerun)))

    def markdown(self) -> str:
        release = self.release
        names = jax_tests(release)
        ported = {c.jax for c in PORTED}
        left = [n for n in names if n in LEFT_OUT]
        todo = [n for n in names if n not in ported and n not in LEFT_OUT]
        absent = [c.id for c in cases(release) if c.id not in self.rows]
        again = "".join(f", then `{cmd}` ({again_cases(n)})" for cmd, n in self.again)
        json_runs = "; RESULTS_JSON: the results.json the first run wrote" * any(
            "RESULTS_JSON" in cmd for cmd, _ in self.again)
        out = [f"# jax's Pallas Mosaic GPU tests, ported: results with jax {release}", "",
               f"Generated by `{self.command}` with jax {release} installed{again} (see tests/jax_suite/README.md"
               f"{json_runs}); do not edit.", ""]
        if absent:
            out += [f"**Partial**: {len(absent)} of the release's {len(cases(release))} cases were not run (listed at "
                    "the end, under \"Cases not run\"); their outcomes are unknown, not failures.", ""]
        out += [f"jax's tests/pallas/mosaic_gpu_test.py ({TEST_FILES[release].removesuffix('.txt')}) has {len(names)} "
                f"test methods: {len({c.jax for c in cases(release)})} ported ({len(cases(release))} cases, "
                f"{len(self.rows)} in this run), {len(left)} left out, {len(todo)} not ported yet.",
                "", "## Totals per stage (cases)", "", *self._totals(), "", *(f"- {m}" for m in self.measures), "",
                "## Bugs (what `--check` fails on)", ""]
        out += [f"- {b}" for b in self.bugs] or ["none"]
        out += ["", "## Pretty and generic forms refused differently", ""]
        out += [f"- {d}" for d in self.forms] or ["none"]
        out += ["", "## Each case", "", "| case | jax test | " + " | ".join(STAGES) + " |",
                "|---" * (len(STAGES) + 2) + "|", *self.rows.values()]
        out += ["", "## Left out", ""] + [f"- {n}: {LEFT_OUT[n].removeprefix('left out: ')}" for n in left]
        out += ["", "## Not ported yet", ""] + [f"- {n}" for n in todo]
        if absent:
            out += ["", "## Cases not run", ""] + [f"- {cid}" for cid in absent]
        return "\n".join(out) + "\n"

    def _totals(self) -> list[str]:
        """Per stage, how many rows' cells show each kind."""
        lines = ["| stage | " + " | ".join(KINDS) + " |", "|---" * (len(KINDS) + 1) + "|"]
        cells = [[c.strip() for c in BAR.split(row)[3:-1]] for row in self.rows.values()]
        for i, name in enumerate(STAGES):
            counts = {k: 0 for k in KINDS}
            for row in cells:
                counts[kind_of(row[i])] += 1
            lines.append(f"| {name} | " + " | ".join(str(counts[k]) for k in KINDS) + " |")
        return lines


def _row(cid: str, rec: dict) -> str:
    """A case's row of the table: its id, its jax test, a cell a stage (its own stage file named by line:column)."""
    test = rec["jax"].split(".")[1] + (f" ({rec['params']})" if rec["params"] else "")
    own_file = re.compile(rf"{re.escape(cid)}\.\w+\.[\w.]+\.mlir:(\d+:\d+): error: ")  # the column's file
    cells = [own_file.sub(r"\1: ", Outcome(**rec["stages"][s]).cell())[:CELL] for s in STAGES]
    return f"| {cid} | {test} | " + " | ".join(cells) + " |"


def markdown(run: dict) -> str:
    return Table.of_run(run).markdown()


def save(run: dict, work: str) -> None:
    """DIR/results.json, replaced whole (a run cut short leaves the last one written)."""
    path = os.path.join(work, "results.json")
    with open(path + ".part", "w") as f:
        json.dump(run, f, indent=1)
    os.replace(path + ".part", path)


def spawned_pool(jobs: int) -> ProcessPoolExecutor:
    """`jobs` worker processes, spawned, not forked: a worker imports what it needs (a fork would not carry the
    threads jax has started in this process)."""
    return ProcessPoolExecutor(jobs, mp_context=multiprocessing.get_context("spawn"))


def round_robin(todo: list) -> list:
    """The cases in the order they are run: the first case of each jax test, then the second of each, ... (a
    run cut short has then run some of every test rather than every case of the first tests)."""
    by_test: dict[str, list] = {}
    for case in todo:
        by_test.setdefault(case.jax, []).append(case)
    rounds = max(map(len, by_test.values()), default=0)
    return [tests[k] for k in range(rounds) for tests in by_test.values() if k < len(tests)]


def _sample_keys(case) -> list[str]:
    return [case.file] + ["lane only"] * (case.semantics == ("lane",)) + ["printed while lowering"] * \
        case.printed_while_lowering


def sample(suite: list) -> list:
    """--sample: the first case of each capture file (one a family), of a test jax runs in Lane semantics only
    and of one whose printing jax does while it lowers: CI's quick look at every family and every kind of stage
    outcome (sm_90 and sm_100, what a kernel prints, kernels other jax ops feed, `not run by jax`, `unchecked`)."""
    firsts = {}
    for case in suite:
        for key in _sample_keys(case):
            firsts.setdefault(key, case)
    chosen = {id(c) for c in firsts.values()}
    return [c for c in suite if id(c) in chosen]


def run_suite(release: str, command: str, work: str, only: str | None, jobs: int, sampled: bool = False,
              fixed: bool = False) -> dict:
    """Capture each case of the release's suite (`fixed`: manifest.FIXED) here (jax in this process only) and
    run its stages in `jobs` processes meanwhile; DIR/results.json holds every case finished so far."""
    from suite import Inputs, capture_case, run_stages

    run = {"jax": release, "command": command, "cases": {}}
    todo = FIXED if fixed else sample(cases(release)) if sampled else cases(release)
    todo = [c for c in todo if not only or re.search(only, c.id) or re.search(only, c.jax)]
    records, inputs, done = {}, Inputs(), 0

    def finish(future) -> None:
        nonlocal done
        cid = futures.pop(future)
        records[cid]["stages"] = future.result()
        run["cases"] = {c.id: records[c.id] for c in todo if "stages" in records.get(c.id, {})}  # manifest order
        save(run, work)
        done += 1
        kinds = ", ".join(f"{n}: {o['kind']}" for n, o in records[cid]["stages"].items())
        print(f"[{done}/{len(todo)}] ran {cid}: {kinds}", flush=True)

    with spawned_pool(jobs) as pool:  # (the workers import mgpu, not jax)
        futures = {}
        for i, case in enumerate(round_robin(todo)):
            records[case.id], captured = capture_case(case, work, inputs)
            print(f"[{i + 1}/{len(todo)}] captured {case.id} ({sum(records[case.id]['capture_s'].values()):.1f} s)",
                  flush=True)
            futures[pool.submit(run_stages, case, captured, os.path.join(work, case.id))] = case.id
            for future in [f for f in futures if f.done()]:
                finish(future)
            while len(futures) > 2 * jobs:  # capture no further ahead than the stages can follow
                finish(next(as_completed(futures)))
        while futures:
            finish(next(as_completed(futures)))
    return run


def run_again(release: str, source: str, only: str, work: str | None, jobs: int) -> dict | None:
    """--from with --only: the cases `only` chooses run again (captured in `work`): case id -> record; None (said
    why) when the installed jax is not `release`, the one of the run or table `source`."""
    import jax

    from mgpu.jax_versions import by_name

    installed = by_name(jax.__version__).name
    if installed != release:
        print(f"error: {source} is a run with jax {release}, jax {installed} is installed", file=sys.stderr)
        return None
    work = work or tempfile.mkdtemp(prefix="jax_suite_")
    os.makedirs(work, exist_ok=True)
    rerun = run_suite(release, "", work, only, jobs)["cases"]
    print(f"{len(rerun)} cases run again into {source} (captured files in {work})")
    return rerun


def replace_cases(run: dict, rerun: dict, command: str) -> None:
    """The results `rerun` (case id -> its record) of `command` in place of `run`'s, in manifest order."""
    merged = run["cases"] | rerun
    run["cases"] = {c.id: merged[c.id] for c in cases(run["jax"]) if c.id in merged}
    run["again"] = [*run.get("again", []), (command, len(rerun))]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="report.py", description=__doc__.strip().splitlines()[0])
    ap.add_argument("--work", help="where the captured files go (default: a new temporary folder)")
    ap.add_argument("--only", metavar="REGEX", help="only the cases whose id or jax test matches (with --from: run "
                    "them again into that run, their rows replaced)")
    ap.add_argument("--sample", action="store_true", help="a case of each capture file, a Lane-only one, one printing while lowering")
    ap.add_argument("--from", dest="source", metavar="JSON_OR_TABLE", help="the results.json of an earlier run, or a "
                    "results table (.md, with --only): no capture but --only's cases")
    ap.add_argument("--results", help="the table to write (default: RESULTS-<release>.md here; RESULTS.md for "
                    f"{OLDEST})")
    ap.add_argument("--check", action="store_true", help="exit status 1 on a bug of ours (see above)")
    ap.add_argument("--fixed", action="store_true", help="run manifest.FIXED, jax's kernels with their race fixed "
                    "(see above)")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1,
                    help="processes that run the stages (default: one a CPU); capturing is one process")
    args = ap.parse_args(argv)
    if args.source and args.source.endswith(".md"):  # (a results table: the cases run again into it)
        try:
            with open(args.source) as f:
                table = Table.parse(f.read())
        except (OSError, ValueError) as e:
            print(f"error: {args.source}: {e}", file=sys.stderr)
            return 1
        if not args.only:
            print("error: --from a results table needs --only (the cases to run again into it)", file=sys.stderr)
            return 1
        rerun = run_again(table.release, args.source, args.only, args.work, max(args.jobs, 1))
        if rerun is None:
            return 1
        table.replace(rerun, f"python tests/jax_suite/report.py --from {os.path.relpath(args.source)} "
                             f"--only '{args.only}'")
        path = args.results or args.source
    elif args.source:
        with open(args.source) as f:
            run = json.load(f)
        if args.only:
            rerun = run_again(run["jax"], args.source, args.only, args.work, max(args.jobs, 1))
            if rerun is None:
                return 1
            replace_cases(run, rerun, f"python tests/jax_suite/report.py --from RESULTS_JSON --only '{args.only}'")
            save(run, os.path.dirname(os.path.abspath(args.source)))
        table, path = Table.of_run(run), args.results or results_file(run["jax"])
    else:
        import jax

        from mgpu.jax_versions import by_name

        release = by_name(jax.__version__).name
        command = ("python tests/jax_suite/report.py" + (" --sample" if args.sample else "")
                   + (f" --only '{args.only}'" if args.only else ""))
        work = args.work or tempfile.mkdtemp(prefix="jax_suite_")
        os.makedirs(work, exist_ok=True)
        run = run_suite(release, command, work, args.only, max(args.jobs, 1), args.sample, args.fixed)
        print(f"captured files and results.json in {work}")
        if args.fixed:
            return 1 if unfixed(run["cases"], release) else 0
        table, path = Table.of_run(run), args.results or results_file(release)
    with open(path, "w") as f:
        f.write(table.markdown())
    print(f"wrote {path}")
    for b in table.bugs:
        print(f"bug: {b}", file=sys.stderr)
    return 1 if args.check and table.bugs else 0


if __name__ == "__main__":
    sys.exit(main())
