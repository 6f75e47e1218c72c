"""The README's test counts are the suite's: the lit files its command runs, and the pytest cases
(passed + skipped + strict xfails: every case the command collects; the long tiers among the skipped).
A failure prints the counts as they are, for the README's line."""

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
# pytest -m's summary: "182/2801 tests collected (2619 deselected)", "no tests collected (2801 deselected)"
COLLECTED = re.compile(r"^(\d+|no)(?:/\d+)? tests? collected(?: \((\d+) deselected\))?", re.MULTILINE)


def readme_counts(pattern: re.Pattern[str]) -> tuple[int, ...]:
    m = pattern.search((REPO / "README.md").read_text(encoding="utf-8"))
    assert m, f"README.md has no test-count line matching {pattern.pattern!r}"
    return tuple(int(g.replace(",", "")) for g in m.groups())


def test_readme_counts_the_lit_files():
    out = subprocess.run([str(BIN / "lit"), "--show-tests", str(TESTS / "filecheck")], capture_output=True,
                         text=True, check=True).stdout
    files = sum(1 for line in out.splitlines() if "::" in line)
    assert readme_counts(LIT) == (files,), f"README.md: lit runs {files} files"


def collected_by_a_new_pytest() -> tuple[int, int]:
    """(all cases, long-tier cases) as the README's command collects them, from a pytest of its own."""
    out = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:xdist", "-p",
                          "no:cacheprovider", "-m", "tier", str(TESTS)], cwd=REPO, capture_output=True, text=True)
    m = COLLECTED.search(out.stdout)
    assert m, f"pytest --collect-only printed no count:\n{out.stdout[-2000:]}\n{out.stderr[-2000:]}"
    selected = 0 if m.group(1) == "no" else int(m.group(1))
    return selected + int(m.group(2) or 0), selected


def test_readme_counts_the_pytest_cases(whole_suite_items: list[pytest.Item] | None):
    items = whole_suite_items
    if items is None:
        total, tiers = collected_by_a_new_pytest()
    else:
        total, tiers = len(items), sum(1 for item in items if item.get_closest_marker("tier"))
    passed, skipped, readme_tiers, xfails = readme_counts(PYTEST)
    assert (passed + skipped + xfails, readme_tiers) == (total, tiers), (
        f"README.md: pytest collects {total} cases ({passed} + {skipped} + {xfails} in the README), "
        f"{tiers} of them long tiers ({readme_tiers} in the README)")
