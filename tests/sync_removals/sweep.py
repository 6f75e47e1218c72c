"""Fault injection: each synchronisation op of each corpus and flagship payload removed in turn, the mutant run
with mgpu-run on the payload's inputs, its outcome recorded in RESULTS.md (docs/design/sync_removals.md says why).

    python -m tests.sync_removals.sweep [--corpus012 DIR] [--only PAYLOAD ...] [--lines LINE ...] [--no-flagship]
                                        [--jobs N] [--write | --check | --relabel]

A payload runs first unchanged (its outputs are what every mutant is held to, bit for bit); then each mutant,
each in a process forked from this one (imports done once). A removal is *reported* when mgpu-run stops with a
race, a deadlock or an error located in the mutant; a *match* (exit 0, the unchanged outputs) must be justified
in harmless/ (by a rule of rules.py); a wrong answer, an unlocated stop or an internal error is a failure of mgpu. ``--write``
rewrites RESULTS.md's rows of the payloads run (the others kept) and its counts; ``--check`` fails if a row
differs from RESULTS.md's; ``--relabel`` runs nothing and rewrites the last column (harmless/) and the counts. ``--corpus012 DIR``: jax 0.12.0.1's corpus payloads as tests/emulator/jax012_payloads/capture.sh
writes them into DIR (without it, the ones committed). ``--lines``: only the removals of the ops at those lines (of
every payload run; the others' rows kept). Prints the CPU time of the runs.
"""

from __future__ import annotations

import argparse
import io
import os
import pathlib
import re
import sys
import tarfile
import tempfile
import time
from dataclasses import dataclass

from tests.sync_removals.harmless import HARMLESS
from tests.sync_removals.outcome import Outcome, classify
from tests.sync_removals.sync_ops import SyncOp, remove, sync_ops

TESTS = pathlib.Path(__file__).resolve().parents[1]
RESULTS = pathlib.Path(__file__).with_name("RESULTS.md")
CORPUS = TESTS / "corpus"
FLAGSHIP = TESTS / "flagship" / "captured"
SECONDS = 300  # each run's CPU-time bound: a flagship payload takes a few seconds
# attention_bwd's kernels: the function's inputs and outputs each takes (tests/flagship/test_flagship.py)
KERNELS = {"attention_bwd": (((0, 1, 2), (0, 1)), ((0, 1, 2, 3, 4, 5), (2,)), ((0, 1, 2, 3, 4, 5), (3, 4)))}
HEADER = ("| payload | removed op (kind: spelling) | at | outcome | report (line:col 'op' first words) "
          "| harmless because |\n|---|---|---|---|---|---|\n")


@dataclass
class Payload:
    id: str  # SOURCE/FILE-STEM, e.g. corpus/pallas_wgmma.wg, flagship-0.12.0.1/attention_bwd.k1.wg
    text: str
    jax: str
    inputs: list[pathlib.Path]
    outputs: int


def _arrays(folder: pathlib.Path, stem: str, kind: str) -> list[pathlib.Path]:
    return sorted(folder.glob(f"{stem}.{kind}*.npy"), key=lambda p: int(re.search(r"(\d+)\.npy$", p.name).group(1)))


def corpus_payloads(corpus012: pathlib.Path | None) -> list[Payload]:
    found = []
    data = CORPUS / "data"
    for path in sorted(CORPUS.glob("*.payload.mlir")):
        stem = path.name.split(".")[0]
        found.append(Payload(f"corpus/{path.name.removesuffix('.payload.mlir')}", path.read_text(), "0.10.2",
                             _arrays(data, stem, "in"), len(_arrays(data, stem, "out"))))
    texts = {p.name: p.read_text() for p in sorted((CORPUS / "jax-0.12.0.1").glob("*.payload.mlir"))}
    with tarfile.open(TESTS / "emulator" / "jax012_payloads" / "payloads.tar.xz") as tar:
        texts |= {m.name: tar.extractfile(m).read().decode() for m in tar.getmembers()}
    folders = dict.fromkeys(texts, data)
    if corpus012 is not None:  # capture.sh's folder: the payloads not committed, with their own inputs
        for path in sorted(corpus012.glob("*.payload.mlir")):
            if path.name not in texts:
                texts[path.name], folders[path.name] = path.read_text(), corpus012
    for name in sorted(texts):
        stem = name.split(".")[0]
        found.append(Payload(f"corpus-0.12.0.1/{name.removesuffix('.payload.mlir')}", texts[name], "0.12.0.1",
                             _arrays(folders[name], stem, "in"), len(_arrays(folders[name], stem, "out"))))
    return found


def flagship_payloads(work: pathlib.Path, names: set[str] | None) -> list[Payload]:
    found = []
    for release, folder in (("0.10.2", FLAGSHIP), ("0.12.0.1", FLAGSHIP / "jax-0.12.0.1")):
        for archive in sorted(folder.glob("*.tar.xz")):
            name = archive.name.removesuffix(".tar.xz")
            source = "flagship" if release == "0.10.2" else f"flagship-{release}"
            if names is not None and not any(n.startswith(f"{source}/{name}.") for n in names):
                continue
            d = work / source
            with tarfile.open(archive) as tar:
                tar.extractall(d, filter="data")
            with tarfile.open(FLAGSHIP / archive.name) as tar:  # the inputs: 0.10.2's archive's (capture.sh)
                tar.extractall(d, [m for m in tar.getmembers() if m.name.endswith(".npy")], filter="data")
            inputs = _arrays(d, name, "in")
            outputs = len(_arrays(d, name, "out"))
            for path in sorted(d.glob(f"{name}.*payload.mlir")):
                ins, outs = list(range(len(inputs))), outputs
                k = re.match(rf"{re.escape(name)}\.k(\d+)\.", path.name)
                if k:
                    ins, out_ids = KERNELS[name][int(k.group(1))]
                    outs = len(out_ids)
                found.append(Payload(f"{source}/{path.name.removesuffix('.payload.mlir')}", path.read_text(), release,
                                     [inputs[i] for i in ins], outs))
    return found


# ------------------------------------------------------------------------------------------------ running
def _child(module, op: SyncOp | None, args: list[str], out: pathlib.Path, err: pathlib.Path) -> int:
    """mgpu-run ``args`` (the payload's file first) on ``module`` less ``op``: the module parsed and verified once,
    in the parent, so that each run costs its preparation and execution only."""
    import mgpu.dialect.context
    from mgpu.tools.mgpu_run import main

    with open(out, "w") as o, open(err, "w") as e:
        os.dup2(o.fileno(), 1)
        os.dup2(e.fileno(), 2)
        sys.stdout, sys.stderr = io.TextIOWrapper(os.fdopen(1, "wb", 0)), io.TextIOWrapper(os.fdopen(2, "wb", 0))
        try:
            if op is not None:
                remove(module, op)
            mgpu.dialect.context.parse_module = lambda *_: module  # mgpu-run imports it when it runs
            status = main([*args, "--no-verify"])
        except BaseException:  # noqa: BLE001 - reported by classify as an internal error
            import traceback

            traceback.print_exc()
            status = 1
        sys.stdout.flush()
        sys.stderr.flush()
    return status


class Runner:
    """Up to ``jobs`` forked runs at a time; counts their CPU time."""

    def __init__(self, jobs: int):
        self.jobs, self.running, self.done, self.cpu = jobs, {}, {}, 0.0

    def start(self, key, module, op, args: list[str], folder: pathlib.Path) -> None:
        while len(self.running) >= self.jobs:
            self._reap()
        tag = "original" if op is None else f"L{op.line}"
        out, err = folder / f"{tag}.out", folder / f"{tag}.err"
        pid = os.fork()
        if pid == 0:
            os._exit(_child(module, op, args, out, err))
        self.running[pid] = (key, args[0], out, err)

    def _reap(self):
        pid, status, usage = os.wait4(-1, 0)
        self.cpu += usage.ru_utime + usage.ru_stime
        key, path, out, err = self.running.pop(pid)
        self.done[key] = classify(os.waitstatus_to_exitcode(status), out.read_text(), err.read_text(), path)

    def results(self) -> dict:
        while self.running:
            self._reap()
        return self.done


def _parsed(p: Payload, path: pathlib.Path):
    from mgpu.dialect.context import make_context, parse_module
    from mgpu.dialect.verifier import verify_module

    module = parse_module(p.text, str(path), make_context(jax=p.jax))
    problems = verify_module(module)
    if problems:
        raise ValueError(f"{p.id} does not verify: {problems[0]}")
    return module


def sweep(payloads: list[Payload], work: pathlib.Path, jobs: int, lines: set[int] | None = None) -> tuple[dict, float]:
    """{(payload id, SyncOp): Outcome} (a payload whose unchanged run fails: under its id, with op None). A
    payload whose unchanged run warns (W1) is swept too, each mutant held to the same warning."""
    import mgpu.emulator.run  # noqa: F401 - imported once here, not in every forked run
    import mgpu.tools.mgpu_run  # noqa: F401

    runner = Runner(jobs)
    warned: dict = {}  # payload id -> the warning its unchanged run gives
    for n, p in enumerate(payloads):
        d = work / f"p{n}"
        d.mkdir(parents=True, exist_ok=True)
        path = d / "payload.mlir"
        path.write_text(p.text)
        module = _parsed(p, path)
        common = [str(path), "--jax", p.jax, "--timeout", str(SECONDS), "--outputs", str(p.outputs)]
        common += [f"--input=in{i}={x}" for i, x in enumerate(p.inputs)]
        runner.start((p.id, None), module, None, [*common, "--output-dir", str(d / "expected")], d)
        first = runner.results().pop((p.id, None))
        if first.kind not in ("match", "warning"):
            runner.done[p.id, None] = first
            continue
        if first.kind == "warning":  # (jax's blackwell_matmul exits with its last TMA store not waited for: W1)
            warned[p.id] = first
        expect = [f"--expect=out{i}={d / 'expected' / f'out{i}.npy'}" for i in range(p.outputs)]
        for op in sync_ops(p.text):
            if lines is not None and op.line not in lines:
                continue
            runner.start((p.id, op), module, op, [*common, *expect], d)
    # a mutant that warns as its unchanged payload does, and nothing more, runs to the same end: a match
    return {key: Outcome("match") if o == warned.get(key[0]) else o for key, o in runner.results().items()}, runner.cpu


# ------------------------------------------------------------------------------------------------ the table
def row(payload: str, op: SyncOp | None, outcome: Outcome) -> str:
    if op is None:
        return justified(f"| {payload} | (none: the unchanged payload stops) | | {outcome.kind} | {outcome.cell()} | |")
    return justified(f"| {payload} | {op.kind}: {op.spelling} | {op.line}:{op.column} | {outcome.kind} "
                     f"| {outcome.cell()} | |")


def read_rows(text: str) -> dict[tuple[str, str], str]:
    """RESULTS.md's rows by (payload, at)."""
    rows = {}
    for line in text.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if line.startswith("| ") and len(cells) == 6 and cells[0] not in ("payload",):
            rows[cells[0], cells[2]] = line
    return rows


def justified(line: str) -> str:
    """A row with its last cell, for a match, the section HARMLESS names (the rows of earlier runs too)."""
    cells = [c.strip() for c in line.strip().strip("|").split("|")]
    if cells[3] == "match" and cells[2]:
        cells[5] = HARMLESS.get((cells[0], int(cells[2].split(":")[0])), "")
    return "| " + " | ".join(cells) + " |"


COUNTS = "## Counts\n\n"
_COLUMNS = ("race", "deadlock", "error", "warning")


def counts(lines: list[str]) -> str:
    """The counts table of RESULTS.md's rows (``lines``, justified), by source (corpus / flagship, jax release):
    payloads, removals, each reported outcome, and the matches by what the last column says (H harmless, G a
    detector gap, U not reviewed, ? none: test_sync_removals.py fails)."""
    by: dict[str, dict] = {}
    for line in lines:
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        c = by.setdefault(cells[0].split("/")[0], {"payloads": set()})
        c["payloads"].add(cells[0])
        if not cells[2]:
            c["unchanged payload stops"] = c.get("unchanged payload stops", 0) + 1
            continue
        kind = cells[3] if cells[3] != "match" else f"match {cells[5][:1] or '?'}"
        c["removals"] = c.get("removals", 0) + 1
        c[kind] = c.get(kind, 0) + 1
    heads = ("payloads", "removals", *_COLUMNS, "match H", "match G", "match U", "match ?", "unchanged payload stops")
    out = "| source | " + " | ".join(heads) + " |\n|---|" + "---|" * len(heads) + "\n"
    total = dict.fromkeys(heads, 0)
    for source in sorted(by):
        c = by[source]
        c["payloads"] = len(c["payloads"])
        out += f"| {source} | " + " | ".join(str(c.get(h, 0)) for h in heads) + " |\n"
        total = {h: total[h] + c.get(h, 0) for h in heads}
    return out + "| all | " + " | ".join(str(total[h]) for h in heads) + " |\n\n"


def render(rows: dict[tuple[str, str], str], preamble: str) -> str:
    """RESULTS.md: the preamble, the counts of the rows, the rows (ordered by payload and line, justified)."""
    ordered = sorted(rows.items(), key=lambda kv: (kv[0][0], int(kv[0][1].split(":")[0]) if kv[0][1] else 0))
    lines = [justified(line) for _, line in ordered]
    return preamble + COUNTS + counts(lines) + HEADER + "".join(line + "\n" for line in lines)


def preamble_of(text: str) -> str:
    return text.split(COUNTS)[0] if COUNTS in text else text.split(HEADER)[0] if HEADER in text else (
        "# Sync-op removals\n\n")


def write_results(rows: dict[tuple[str, str], str], preamble: str) -> None:
    RESULTS.write_text(render(rows, preamble))


def summary(outcomes: dict) -> str:
    counts: dict[str, int] = {}
    for o in outcomes.values():
        counts[o.kind] = counts.get(o.kind, 0) + 1
    return ", ".join(f"{v} {k}" for k, v in sorted(counts.items()))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--corpus012", type=pathlib.Path, help="capture.sh's folder of jax 0.12.0.1 corpus payloads")
    ap.add_argument("--only", nargs="+", help="payload ids (SOURCE/STEM) to run; default all")
    ap.add_argument("--lines", nargs="+", type=int, help="only the removals of the ops at these lines")
    ap.add_argument("--no-flagship", action="store_true", help="the corpus payloads only")
    ap.add_argument("--jobs", type=int, default=1)
    mode = ap.add_mutually_exclusive_group()
    mode.add_argument("--write", action="store_true", help="rewrite RESULTS.md's rows of the payloads run")
    mode.add_argument("--check", action="store_true", help="fail if a row differs from RESULTS.md's")
    mode.add_argument("--relabel", action="store_true", help="run nothing: rewrite RESULTS.md's last column "
                      "(harmless/) and counts from its rows")
    args = ap.parse_args(argv)
    if args.relabel:
        text = RESULTS.read_text()
        write_results(read_rows(text), preamble_of(text))
        return 0
    only = set(args.only) if args.only else None
    with tempfile.TemporaryDirectory(prefix="sync_removals.") as tmp:
        work = pathlib.Path(tmp)
        payloads = corpus_payloads(args.corpus012)
        if not args.no_flagship:
            payloads += flagship_payloads(work / "flagship", only)
        payloads = [p for p in payloads if only is None or p.id in only]
        outcomes, cpu = sweep(payloads, work / "runs", args.jobs, set(args.lines) if args.lines else None)
    rows = {(p, f"{op.line}:{op.column}" if op else ""): row(p, op, o) for (p, op), o in outcomes.items()}
    for line in sorted(rows.values()):
        print(line)
    print(f"{len(payloads)} payloads, {len(outcomes)} runs: {summary(outcomes)}; CPU {cpu:.0f} s in the runs, "
          f"{time.process_time():.0f} s reading the payloads", file=sys.stderr)
    text = RESULTS.read_text() if RESULTS.exists() else ""
    committed = read_rows(text)
    if args.write:
        write_results(committed | rows, preamble_of(text))
    if args.check:
        differ = [(line, committed.get(key)) for key, line in rows.items() if committed.get(key) != line]
        for line, was in differ:
            print(f"differs from RESULTS.md: {line}\n  committed: {was}", file=sys.stderr)
        return 1 if differ else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
