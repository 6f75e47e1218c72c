"""The committed tables of tokamax's test files under ``pytest --mgpu`` (RESULTS-*.md, written by
run_tokamax_tests.py) against this checkout's classification: a table the rules or the verdicts have moved away
from is stale. No jax, no tokamax needed."""

import glob
import json
import os
import re
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import run_tokamax_tests  # noqa: E402

TABLES = sorted(glob.glob(os.path.join(HERE, "RESULTS-*.md")))


def test_there_is_a_table():
    assert TABLES, "run tests/tokamax_pytest_mgpu/run_tokamax_tests.py (its docstring says how)"


@pytest.mark.parametrize("path", TABLES, ids=os.path.basename)
def test_each_test_is_classified_as_this_checkout_would(path):
    counts, tests = run_tokamax_tests.parse_table(open(path).read())
    assert tests
    listed: dict[str, int] = {}
    for rec in tests:
        assert run_tokamax_tests.classify(rec) == rec["class"], rec
        listed[rec["class"]] = listed.get(rec["class"], 0) + 1
    assert counts == listed


@pytest.mark.parametrize("path", TABLES, ids=os.path.basename)
def test_the_totals_add_up_and_the_command_is_the_runner(path):
    text = open(path).read()
    _, tests = run_tokamax_tests.parse_table(text)
    m = re.search(r"selection: [^:]*: (\d+) tests; \*\*(\d+) run \((\d+) %\): (\d+) passed \((\d+) %\), (\d+) failed; "
                  r"(\d+) skipped\*\*", text)
    assert m, "the totals line"
    n, run, run_pct, passed, passed_pct, failed, skipped = map(int, m.groups())
    t = run_tokamax_tests.totals(tests)
    assert (n, run, passed, failed, skipped) == (len(tests), t["run"], t["passed"], t["failed"], t["skipped"])
    assert (run_pct, passed_pct) == (round(100 * run / n), round(100 * passed / n))
    assert "Made by `python tests/tokamax_pytest_mgpu/run_tokamax_tests.py " in text


@pytest.mark.parametrize("path", TABLES, ids=os.path.basename)
def test_a_test_that_passed_ran_its_kernels_on_the_emulator_unless_it_has_none(path):
    """tokamax's tests that make no kernel (its GroupInfo tables, its autotuning configs, an unsupported dtype's
    refusal) are named in NO_KERNEL; every other passing test ran at least one kernel on the emulator."""
    for rec in run_tokamax_tests.parse_table(open(path).read())[1]:
        if rec["outcome"] == "passed" and not re.search(run_tokamax_tests.NO_KERNEL, rec["id"]):
            assert rec["kernels"] > 0, rec


def test_every_verdict_judges_a_listed_failure():
    ids = [rec["id"] for path in TABLES for rec in run_tokamax_tests.parse_table(open(path).read())[1]
           if rec["outcome"] == "failed"]
    for pattern, cls, why in run_tokamax_tests.VERDICTS:
        assert any(re.search(pattern, i) for i in ids), f"no failure left for the verdict {pattern!r} ({cls}): {why}"



def _result(outcome: dict) -> dict:
    base = {"id": "x_test.py::T::test_x", "type": "", "message": "", "place": "", "kernels": 1, "seconds": 1.0}
    return {"tokamax": "0.0.17", "jax": "0.12.0.1", "sha256": "0" * 64, "collected": 1, "arch": "9.0", "sm_count": 2,
            "minutes": 0.1, "selection": "all", "command": "python tests/tokamax_pytest_mgpu/run_tokamax_tests.py",
            "outcomes": [{**base, **outcome}]}


@pytest.mark.parametrize("outcome, fails", [
    ({"outcome": "passed"}, False),
    ({"outcome": "skipped", "message": "Not supported on non-sm100 GPUs."}, False),
    ({"outcome": "failed", "type": "builtins.AssertionError", "message": "Arrays are not equal", "place": "other"}, True),
    ({"outcome": "failed", "type": "mgpu.jax.errors.RaceError", "message": "race: ...", "place": "mgpu"}, True),
    ({"outcome": "failed", "type": "builtins.ValueError", "message": "jax refuses", "place": "jax"}, False),
    ({"outcome": "not run"}, True),
])
def test_check_fails_on_a_failure_not_judged_or_a_test_not_run(tmp_path, outcome, fails):
    path = tmp_path / "results.json"
    path.write_text(json.dumps(_result(outcome)))
    argv = ["--from", str(path), "--results", str(tmp_path / "RESULTS.md"), "--check"]
    if fails:
        with pytest.raises(SystemExit, match="error: x_test.py::T::test_x: "):
            run_tokamax_tests.main(argv)
    else:
        run_tokamax_tests.main(argv)
    assert (tmp_path / "RESULTS.md").exists()
