"""The sync-op removal sweep's committed table (RESULTS.md, written by ``python -m tests.sync_removals.sweep
--write``): it lists every sync op of every committed corpus payload; no removal is a wrong answer, an unlocated
stop or an internal error; every removal that runs to a match names the section of docs/design/sync_removals.md
that says why it is harmless on hardware; and its rows are what the sweep gives today (a cheap payload here,
the corpus in the tier, the flagship kernels in CI's step: ``python -m tests.sync_removals.sweep --check``)."""

from __future__ import annotations

import pathlib
import re

import pytest

from tests.sync_removals.harmless import HARMLESS
from tests.sync_removals.outcome import REPORTED
from tests.sync_removals.rules import RULES
from tests.sync_removals.schedule_barrier import (CAUSAL, COUNTS, EXAMPLE_COUNTS, EXAMPLE_WAITS, FULL, PIPELINED,
                                                  WAITS, attention, compute_only_unordered, example_compute_only,
                                                  example_tma_wg, explore, hangs, overtaken, removal_hangs,
                                                  removal_overtakes)
from tests.sync_removals.sweep import RESULTS, corpus_payloads, main, preamble_of, read_rows, render
from tests.sync_removals.sync_ops import sync_ops

NOTE = pathlib.Path(__file__).resolve().parents[2] / "docs" / "design" / "sync_removals.md"
UNREVIEWED = 0  # the rows labelled U (the note's last section): lower it as they are reviewed


def _cells(line: str) -> list[str]:
    return [c.strip() for c in line.strip().strip("|").split("|")]


@pytest.fixture(scope="module")
def rows() -> dict[tuple[str, str], str]:
    return read_rows(RESULTS.read_text())


def test_the_table_lists_every_sync_op_of_the_committed_corpus_payloads(rows):
    for p in corpus_payloads(None):
        for op in sync_ops(p.text):
            line = rows.get((p.id, f"{op.line}:{op.column}"))
            assert line is not None, f"RESULTS.md has no row for {p.id} {op.line}:{op.column} ({op.kind})"
            assert _cells(line)[1].startswith(f"{op.kind}:"), line


def test_every_removal_is_reported_or_justified(rows):
    """A match names a section of the note: why it is harmless (H), the detector gap it is (G), or that it is not
    reviewed yet (U), whose count may only go down."""
    sections = _note_sections()
    unreviewed = 0
    for line in rows.values():
        outcome, why = _cells(line)[3], _cells(line)[5]
        if outcome != "match":
            assert outcome in REPORTED, f"neither reported nor a match: {line}"
        elif why == "U":
            unreviewed += 1
        else:
            assert why in sections, f"a match with no section of {NOTE.name} saying why it is harmless: {line}"
            assert why in RULES, f"a match labelled with no rule of rules.py: {line}"
    assert unreviewed <= UNREVIEWED, f"{unreviewed} matches not reviewed, more than {UNREVIEWED}"


def _note_sections() -> dict[str, str]:
    """The note's H sections and G entries: id -> title (a G entry's first words)."""
    note = NOTE.read_text()
    return dict(re.findall(r"^## (H\d+) (.*)$", note, re.M)) | dict(re.findall(r"^- \*\*(G\d+)\*\* (.*)$", note, re.M))


def test_the_rules_are_the_notes_sections():
    """rules.py's H rules are the note's sections, title for title; its G rules are gaps the note lists; and every
    label the tables give is a rule."""
    sections = _note_sections()
    assert {k for k in sections if k.startswith("H")} == {k for k in RULES if k.startswith("H")}
    for rule, title in RULES.items():
        if rule.startswith("H"):
            assert sections[rule] == title, f"{rule}: rules.py says {title!r}, the note {sections[rule]!r}"
        elif rule.startswith("G"):
            assert rule in sections, f"{rule} is not a gap of {NOTE.name}"
    assert set(HARMLESS.values()) <= set(RULES), set(HARMLESS.values()) - set(RULES)


def test_the_schedule_barrier_waits_are_labelled_as_the_model_decides(rows):
    """A removed wait on flash attention's schedule barrier is H19 where, in every interleaving of the kernel's
    threads, nothing hangs without it and each arrive counts towards the same phase; G7 where one hangs or an
    arrive may count towards another phase (schedule_barrier.py). The emulator's reports agree with the model."""
    for config in (FULL, PIPELINED, CAUSAL):  # the kernels as jax wrote them
        threads = attention(**config)
        assert not hangs(threads) and not overtaken(threads, COUNTS)
    assert not compute_only_unordered(example_compute_only())
    assert not overtaken(example_compute_only(), EXAMPLE_COUNTS)
    # this one can hang as jax wrote it, through its parity waits alone, and the emulator reports it (G7b)
    assert explore(example_tma_wg(), EXAMPLE_COUNTS)
    assert not explore(example_tma_wg(exact=True), EXAMPLE_COUNTS)
    (stop,) = [r for (p, _), r in rows.items() if p == "flagship/example_flash_attention_tma_wg.lane"]
    assert "| race | 1174:11 'llvm.inline_asm' race: this arrive completes phase 1 of the mbarrier |" in stop, stop
    for (payload, line), (config, label) in (WAITS | EXAMPLE_WAITS).items():
        cells = _cells(next(r for (p, at), r in rows.items() if p == payload and at.startswith(f"{line}:")))
        races = removal_hangs(config, label) or removal_overtakes(config, label)
        if cells[3] == "match":
            assert cells[5] == ("G7" if races else "H19"), (payload, line, label)
        else:
            assert cells[3] in ("deadlock", "race") and races, (payload, line, label, cells[3])


def test_the_last_column_and_the_counts_are_current():
    """RESULTS.md is what ``--relabel`` writes from its rows: each match's rule is harmless/'s, the counts
    are the rows'."""
    text = RESULTS.read_text()
    assert render(read_rows(text), preamble_of(text)) == text, "run python -m tests.sync_removals.sweep --relabel"


def test_a_payloads_rows_are_current(capsys):
    """The payload with the fewest sync ops, run again: its rows must be RESULTS.md's."""
    assert main(["--only", "corpus/lowlevel_tma_square.lane", "--check"]) == 0, capsys.readouterr().err


@pytest.mark.tier
def test_the_corpus_rows_are_current(capsys):
    ids = [p.id for p in corpus_payloads(None)]
    assert main(["--only", *ids, "--jobs", "2", "--check"]) == 0, capsys.readouterr().err


# the flagship payloads CI checks (about 2 minutes of the runs' CPU, --jobs 2): jax's warp-specialized Hopper matmul
# and its Blackwell matmul (tcgen05, cluster launch control), both releases
FLAGSHIP_CI = ("flagship/hopper_matmul_wg_n.wg", "flagship-0.12.0.1/hopper_matmul_wg_n.wg", "flagship/blackwell_matmul.wg",
               "flagship-0.12.0.1/blackwell_matmul.wg")


@pytest.mark.tier
def test_the_ci_flagship_rows_are_current(capsys):
    assert main(["--only", *FLAGSHIP_CI, "--jobs", "2", "--check"]) == 0, capsys.readouterr().err
