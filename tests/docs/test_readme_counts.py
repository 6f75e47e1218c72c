"""The README's test counts are the suite's: the lit files its command runs, and pytest's (passed + skipped +
strict xfails: every case the command collects, and a skip for each test file that skips itself whole; the
long tiers among the skipped). A failure prints the counts as they are, for the README's line."""

from __future__ import annotations

import pathlib
import re
import subprocess
import sys

import pytest

REPO = pathlib.Path(__file__).resolve().parents[2]
TESTS = REPO / "tests"
BIN = pathlib.Path(sys.executable).parent

# "lit 2 min 15 s, 197 files; pytest 5 min 34 s on both cores, 2,611 passed, 190 skipped (182 of them long
# tiers), 14 strict xfails" (the line may wrap anywhere)
LIT = re.compile(r"lit\s[^;]*?,\s+([\d,]+)\s+files;")
PYTEST = re.compile(r"pytest\s[^;]*?,\s+([\d,]+)\s+passed,\s+([\d,]+)\s+skipped\s+\(([\d,]+)\s+of\s+them\s+long\s+"
                    r"tiers[^)]*\),\s+([\d,]+)\s+strict\s+xfails")
# pytest --collect-only -m's summary: "collected 2796 items / 2653 deselected / 3 skipped / 143 selected"
COLLECTED = re.compile(r"^collected (\d+) items?(?: / (\d+) deselected)?(?: / (\d+) skipped)?", re.MULTILINE)


def readme_counts(pattern: re.Pattern[str]) -> tuple[int, ...]:
    m = pattern.search((REPO / "README.md").read_text(encoding="utf-8"))
    assert m, f"README.md has no test-count line matching {pattern.pattern!r}"
    return tuple(int(g.replace(",", "")) for g in m.groups())


def test_readme_counts_the_lit_files():
    out = subprocess.run([str(BIN / "lit"), "--show-tests", str(TESTS / "filecheck")], capture_output=True,
                         text=True, check=True).stdout
    files = sum(1 for line in out.splitlines() if "::" in line)
    assert readme_counts(LIT) == (files,), f"README.md: lit runs {files} files"


def collected_by_a_new_pytest() -> tuple[int, int, int]:
    """(cases, test files that skip themselves whole, long-tier cases) as the README's command collects
    them, from a pytest of its own."""
    out = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-p", "no:xdist", "-p",
                          "no:cacheprovider", "-m", "tier", str(TESTS)], cwd=REPO, capture_output=True, text=True)
    m = COLLECTED.search(out.stdout)
    assert m, f"pytest --collect-only printed no count:\n{out.stdout[-2000:]}\n{out.stderr[-2000:]}"
    total, deselected, skipped_files = (int(g or 0) for g in m.groups())
    return total, skipped_files, total - deselected


def test_readme_counts_the_pytest_cases(whole_suite: tuple[list[pytest.Item], int] | None):
    if whole_suite is None:
        total, skipped_files, tiers = collected_by_a_new_pytest()
    else:
        items, skipped_files = whole_suite
        total, tiers = len(items), sum(1 for item in items if item.get_closest_marker("tier"))
    passed, skipped, readme_tiers, xfails = readme_counts(PYTEST)
    # every case passes, skips or is a strict xfail; a test file that skips itself whole is one skip more
    assert (passed + skipped + xfails, readme_tiers) == (total + skipped_files, tiers), (
        f"README.md: pytest runs {total} cases and {skipped_files} test files skip themselves whole "
        f"({passed} + {skipped} + {xfails} in the README), {tiers} of the cases long tiers ({readme_tiers} "
        f"in the README)")
