"""The tokamax suite's default tests (no jax, no tokamax): each release's RESULTS file lists exactly its entry
points as entry_points.py describes them, every entry point has its factory, inputs and reference, and
report.py's --check rules."""

import ast
import importlib.util
import os
import re
import sys

import numpy as np
import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import references  # noqa: E402
from entry_points import ALL, BY_ID, KERNELS, RELEASES  # noqa: E402
# by its path: tests/jax_suite/report.py is also a module `report` on sys.path in the same pytest process
_spec = importlib.util.spec_from_file_location("tokamax_report", os.path.join(HERE, "report.py"))
_report = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_report)
STAGES, bugs, changed, markdown = _report.STAGES, _report.bugs, _report.changed, _report.markdown

_ROW = re.compile(r"^\| (\w+) \| (.*?) \| ", re.M)


@pytest.mark.parametrize("release", sorted(RELEASES))
def test_the_results_file_is_not_stale(release):
    """Regenerate it with `python tests/tokamax/report.py` in a venv of that release (README.md) when this fails."""
    path = RELEASES[release].results
    assert os.path.exists(path), f"{path} is missing"
    text = open(path).read()
    assert f"tokamax {release}" in text.splitlines()[0]
    rows = [(m[1], m[2]) for m in _ROW.finditer(text.split("## Each entry point", 1)[1])]
    assert rows == [(i, BY_ID[i].what) for i in RELEASES[release].entry_points]


def test_every_entry_point_has_a_factory_inputs_and_a_reference():
    factories = {node.name for node in ast.parse(open(KERNELS).read()).body if isinstance(node, ast.FunctionDef)}
    imported = {a.name for node in ast.parse(open(KERNELS).read()).body if isinstance(node, ast.ImportFrom)
                and node.module == "references" for a in node.names}
    for entry in ALL:
        assert entry.id in factories, entry.id
        assert entry.reference in imported, f"kernels.py must import {entry.reference} for mgpu-capture --reference"
        arrays = getattr(references, entry.inputs)()
        outputs = getattr(references, entry.reference)(*arrays)
        for out in outputs if isinstance(outputs, tuple) else (outputs,):
            assert np.all(np.isfinite(out.astype(np.float64))), entry.id


def test_ragged_groups_cut_blocks_and_one_is_empty():
    sizes = references.GROUP_SIZES
    starts = np.cumsum(sizes) - sizes
    assert 0 in sizes and any(s % 64 for s in starts[sizes > 0])


def test_the_references_agree_with_plain_math():
    q, k, v = references.inputs_attention(seq_q=8, seq_kv=8, dim=4, dtype=np.float32)
    s = q[:, 0] @ k[:, 0].T / 2
    p = np.exp(s - s.max(1, keepdims=True))
    np.testing.assert_allclose(references.attention(q, k, v)[:, 0], p / p.sum(1, keepdims=True) @ v[:, 0], rtol=1e-5)
    lq, lscale, q4, scale, sizes = references.inputs_ragged_quant_both(k=512, n=8)
    lhs = lq.astype(np.float64) * np.repeat(lscale, 256, axis=1)
    rows = slice(0, int(sizes[0]))
    got = references.ragged_quant_both(lq, lscale, q4, scale, sizes)[rows].astype(np.float64)
    want = lhs[rows] @ (q4[0].astype(np.float64) * np.repeat(scale[0], 256, axis=0))
    np.testing.assert_allclose(got, want, rtol=1e-2, atol=1e-3)


def _results(**kinds):
    stages = {s: {"kind": "match", "detail": "", "seconds": 0.0} for s in STAGES}
    for name, (kind, detail) in kinds.items():
        stages[name.replace("_", " ")] = {"kind": kind, "detail": detail, "seconds": 0.0}
    return {"ragged_dot_sm90": {"capture_s": 1.0, "ir_bytes": 0, "ir_xz_bytes": 0, "stages": stages}}


def test_a_race_report_is_work_left_and_a_crash_is_a_bug():
    race = "k.mlir:3:9: error: 'llvm.inline_asm' op race: ..."
    assert bugs(_results(payload=("refused", race), payload_generic=("refused", race))) == []
    found = bugs(_results(payload=("crash", "KeyError: 3"), payload_generic=("refused", race)))
    assert found[0] == "ragged_dot_sm90: payload: crash: KeyError: 3" and "pretty form gives crash" in found[1]


def test_the_table_has_a_row_an_entry_point_of_the_release():
    text = markdown("0.0.12", "0.10.2", _results())
    assert sum("| not run |" in line for line in text.splitlines()) == len(RELEASES["0.0.12"].entry_points) - 1
    assert "| ragged_dot_sm90 | " + BY_ID["ragged_dot_sm90"].what + " | match | match | 1.0 |" in text


def test_a_warpgroup_release_also_runs_our_lowering_in_both_forms():
    stages = {s: {"kind": "match", "detail": "", "seconds": 0.0} for s in _report.stages_of("warpgroup")}
    stages["ours generic"] = {"kind": "crash", "detail": "KeyError: 3", "seconds": 0.0}
    results = {"ragged_dot_sm90": {"capture_s": 1.0, "ir_bytes": 0, "ir_xz_bytes": 0, "stages": stages}}
    assert list(_report.stages_of("lane")) == ["payload", "payload generic"]
    text = markdown("0.0.17", "0.12.0.1", results)
    assert "| entry point | what | payload | payload generic | ours | ours generic | capture s |" in text
    assert "| ragged_dot_sm90 | " + BY_ID["ragged_dot_sm90"].what + " | match | match | match | crash: KeyError: 3 |" in text
    assert bugs(results)[1] == ("ragged_dot_sm90: the pretty form of ours gives match, the generic form crash: "
                                "KeyError: 3")


@pytest.mark.parametrize("release", sorted(RELEASES))
def test_check_passes_on_the_committed_tables_own_outcomes(release):
    """Each stage's outcome read back from the committed table (what --check compares: the kind, a refusal's report)."""
    text = open(RELEASES[release].results).read()
    stages = list(_report.stages_of(RELEASES[release].semantics))
    results = {}
    for line in [line for line in text.split("## Each entry point", 1)[1].splitlines() if line.startswith("| ")][1:]:
        cells = [c.strip() for c in _report._BAR.split(line)[1:-1]]
        results[cells[0]] = {"stages": {s: vars(_report.Outcome.from_cell(c.replace("\\|", "|")))
                                        for s, c in zip(stages, cells[2:])}}
    assert len(results) == len(RELEASES[release].entry_points)
    assert changed(results, text) == []


def test_check_fails_on_a_changed_outcome_or_report_not_on_a_changed_message():
    race = "k.mlir:3:9: error: 'llvm.inline_asm' op race: this write ..."
    committed = markdown("0.0.12", "0.10.2", _results(payload=("refused", race)))
    assert changed(_results(payload=("refused", race.replace("3:9", "4:9").replace("write", "read"))), committed) == []
    assert changed(_results(payload=("refused", "k.mlir:3:9: error: 'gpu.launch' op deadlock: no warpgroup ...")),
                   committed) == ["ragged_dot_sm90: payload: the committed table says refused (race), this run "
                                  "refused (deadlock)"]
    assert changed(_results(), committed) == ["ragged_dot_sm90: payload: the committed table says refused (race), "
                                              "this run match"]
    assert changed(_results(payload_generic=("timeout", "--timeout 120 s reached")), markdown(
        "0.0.12", "0.10.2", _results())) == ["ragged_dot_sm90: payload generic: the committed table says match, "
                                             "this run timeout"]
