"""The census of jax's raise sites (tests/census/extract_raises.py) and what mgpu raises of it
(tests/census/raises_coverage.py): the kept tables are current, and the extractor reads what it says."""

import importlib.util
import json
from pathlib import Path

import pytest

from mgpu.jax_versions import SUPPORTED

HERE = Path(__file__).parent


def sibling(name: str):
    spec = importlib.util.spec_from_file_location(name, HERE / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


coverage = sibling("raises_coverage")
extract = sibling("extract_raises")


@pytest.mark.parametrize("version", SUPPORTED, ids=str)
def test_the_kept_report_is_current(version):
    assert coverage.current_report(version) == coverage.report_path(version).read_text(), (
        "raise coverage changed: run python tests/census/raises_coverage.py --write")


@pytest.mark.parametrize("version", SUPPORTED, ids=str)
def test_the_readme_states_the_totals(version):
    total = [line for line in coverage.report_path(version).read_text().splitlines() if ": raise sites: " in line]
    readme = (HERE.parent.parent / "README.md").read_text().splitlines()
    assert len(total) == 1 and total[0] in readme, (
        f"the README's raise census line is not the report's: {total} (copy it from the report)")


def test_each_site_matched_by_hand_is_in_a_census():
    keys = {extract.key(s) for v in SUPPORTED for s in json.loads(coverage.census_path(v).read_text())["raises"]}
    assert sorted(set(coverage.BY_HAND) - keys) == []


def test_each_row_matched_by_hand_exists():
    rows = {where for where, _ in coverage.mgpu_texts()}
    assert sorted({row for row, _ in coverage.BY_HAND.values() if row is not None} - rows) == []


def test_a_raise_gives_its_function_rule_type_and_template(tmp_path):
    source = tmp_path / "dialect_lowering.py"
    source.write_text(
        "def _err(msg):\n  return ValueError(msg)\n"
        "@_register_lowering(SomeOp)\n"
        "def _some_rule(ctx, op):\n"
        "  def inner():\n    raise NotImplementedError(f'Unsupported kind: {op.kind}')\n"
        "  msg = 'bad ' 'layout'\n  raise _err(msg)\n"
        "def helper():\n  try:\n    pass\n  except KeyError:\n    raise\n")
    sites = extract.scan_file(source)
    assert [(s["line"], s["function"], s["rule"], s["type"], s["message"]) for s in sites] == [
        (6, "_some_rule.inner", ["SomeOp"], "NotImplementedError", "Unsupported kind: {op.kind}"),
        (8, "_some_rule", ["SomeOp"], "ValueError", "bad layout"),
        (13, "helper", [], "(re-raise)", ""),
    ]


def test_check_ignores_lines_and_counts_repeated_sites():
    site = {"file": "a.py", "line": 1, "function": "f", "rule": [], "type": "ValueError", "message": "Layout mismatch"}
    kept = {"raises": [site, {**site, "line": 9}]}
    assert extract.differences({"raises": [{**site, "line": 5}, {**site, "line": 7}]}, kept) == []
    assert extract.differences({"raises": [site]}, kept) == [
        "no longer raises a.py f: ValueError('Layout mismatch'), which the census lists"]


def test_a_template_matches_mgpu_text_with_more_words_and_fields_of_any_name():
    assert coverage.skeleton("Unsupported memory space: {ref_type.memory_space}") in coverage.skeleton(
        "not supported: Unsupported memory space: {space}")
    assert coverage.instance("Transfer of {bits} bits").search("// expected-error {{op Transfer of 1536 bits}}")
