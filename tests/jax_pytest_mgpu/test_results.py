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
