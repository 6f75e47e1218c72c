"""The committed table of jax's own test file under ``pytest --mgpu`` (RESULTS-*.md, written by run_jax_tests.py)
against this checkout's classification: a table the rules or the verdicts have moved away from is stale.
No jax needed."""

import glob
import os
import re
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import run_jax_tests  # noqa: E402

TABLES = sorted(glob.glob(os.path.join(HERE, "RESULTS-*.md")))


def test_there_is_a_table():
    assert TABLES, "run tests/jax_pytest_mgpu/run_jax_tests.py (its docstring says how)"


@pytest.mark.parametrize("path", TABLES, ids=os.path.basename)
def test_each_listed_failure_is_classified_and_judged_as_this_checkout_would(path):
    counts, failures = run_jax_tests.parse_table(open(path).read())
    assert failures
    for rec in failures:
        assert run_jax_tests.classify(rec) == rec["class"], rec
    listed = {}
    for rec in failures:
        listed[rec["class"]] = listed.get(rec["class"], 0) + 1
    assert {c: n for c, n in counts.items() if not c.startswith(("passed", "skipped", "not run"))} == listed


@pytest.mark.parametrize("path", TABLES, ids=os.path.basename)
def test_the_counts_add_up_and_the_command_is_this_script(path):
    text = open(path).read()
    counts, failures = run_jax_tests.parse_table(text)
    m = re.search(r"\*\*(\d+) run: (\d+) passed, (\d+) failed, (\d+) skipped\*\*", text)
    run, passed, failed, skipped = map(int, m.groups())
    assert sum(n for c, n in counts.items() if c != "not run") == run
    assert counts.get("passed", 0) == passed and len(failures) == failed
    assert sum(n for c, n in counts.items() if c.startswith("skipped")) == skipped
    assert "Made by `python tests/jax_pytest_mgpu/run_jax_tests.py " in text


def test_every_verdict_judges_a_listed_failure():
    ids = [rec["id"] for path in TABLES for rec in run_jax_tests.parse_table(open(path).read())[1]]
    for pattern, cls, why in run_jax_tests.VERDICTS:
        assert any(re.search(pattern, i) for i in ids), f"no failure left for the verdict {pattern!r} ({cls}): {why}"


def test_every_kind_read_is_the_rule_of_a_listed_failure():
    failures = [rec for path in TABLES for rec in run_jax_tests.parse_table(open(path).read())[1]]
    for rule in run_jax_tests._KINDS_READ:
        assert any(run_jax_tests.rule_of(rec, run_jax_tests.RULES) is rule for rec in failures), rule


def test_a_failure_of_a_kind_read_shows_the_kind_s_verdict():
    rec = {"id": "T::test_x", "outcome": "failed", "place": "jax",
           "type": "jax.experimental.mosaic.gpu.fragmented_array.TransferPlanDerivationError",
           "message": "Failed to synthesize a transfer pattern that avoids bank conflicts"}
    assert run_jax_tests.classify(rec) == "jax: the test file is older than jax"
    assert run_jax_tests.verdict(rec) == ("an untiled SMEM transfer jax 0.12 makes optimized by default (kinds read, "
                                          "below)")
    kinds = "\n".join(run_jax_tests.kinds_read([rec]))
    assert "\n- **an untiled SMEM transfer jax 0.12 makes optimized by default**: jax 0.12.0.1 lowers `ref[...] = v`" \
        in kinds
    assert run_jax_tests.verdict({**rec, "type": "builtins.KeyError"}) == ""


@pytest.mark.parametrize("path", TABLES, ids=os.path.basename)
def test_a_table_is_written_again_from_what_it_keeps(path):
    text = open(path).read()
    assert run_jax_tests.table(run_jax_tests.read_table(text)) == text


def test_failures_run_again_take_their_rows_and_counts():
    before = open(TABLES[0]).read()
    res = run_jax_tests.read_table(before)
    first, second, third = [rec for rec in res["outcomes"] if rec["outcome"] == "failed"][:3]
    again = {first["id"]: {**first, "outcome": "passed", "type": "", "message": "", "place": ""},
             third["id"]: {**third, "message": "another first line"}}  # (second: stopped before it ran)
    text = run_jax_tests.table(run_jax_tests.merged(res, [first["id"], second["id"], third["id"]], again,
                                                    "python x.py -k y"))
    (counts, failures), (counts_before, failures_before) = run_jax_tests.parse_table(text), run_jax_tests.parse_table(before)
    assert [rec["id"] for rec in failures] == [rec["id"] for rec in failures_before if rec["id"] not in
                                              (first["id"], second["id"])]
    assert next(rec for rec in failures if rec["id"] == third["id"])["message"] == "another first line"
    assert counts["passed"] == counts_before["passed"] + 1
    assert counts.get("not run", 0) == counts_before.get("not run", 0) + 1
    assert "Its failures that `python x.py -k y` selects were run again by it" in text
    twice = run_jax_tests.merged(run_jax_tests.read_table(text), [], {}, "python x.py -k y")
    assert twice["reruns"].count("python x.py -k y") == 1
