"""report.py without jax: what --check fails on (here for a case checked on what it printed), the table of a run
cut short, the order cases run in, the sample."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from report import bugs, unfixed  # noqa: E402
from stages import STAGES  # noqa: E402


def _results(**kinds):
    stages = {name: {"kind": "match", "detail": "", "seconds": 0.0} for name in STAGES}
    for name, (kind, detail) in kinds.items():
        stages[name.replace("_", " ")] = {"kind": kind, "detail": detail, "seconds": 0.0}
    return {"print_layout": {"stages": stages}}


def test_our_lowering_printing_otherwise_than_a_matching_payload_is_a_wrong_answer():
    why = "printed: 'x: WGMMA_ROW\\n' not printed (0 printed lines)"
    found = bugs(_results(wg_ours=("mismatch", why), wg_ours_generic=("mismatch", why)))
    assert found == [f"print_layout: wg ours: wrong answer, mismatch ({why}), where jax's payload matches",
                     f"print_layout: wg ours generic: wrong answer, mismatch ({why}), where jax's payload matches"]


def test_a_payload_unchecked_for_what_jax_prints_while_it_lowers_is_no_bug():
    assert bugs(_results(wg_payload=("unchecked", ""), wg_payload_generic=("unchecked", ""))) == []


def test_a_fixed_variant_is_fixed_when_every_stage_jax_lowers_matches():
    assert unfixed(_results(wg_payload=("not run by jax", ""), wg_ours=("not run by jax", "")), "0.12.0.1") == []
    assert unfixed(_results(lane_payload=("refused", "k.mlir:1:1: error: race")), "0.12.0.1") == [
        "print_layout: lane payload: refused: k.mlir:1:1: error: race"]


def test_a_fixed_variant_jax_refuses_is_unfixed_unless_jax_refuses_the_case_it_fixes():
    """jax 0.12.0.1 refuses to lower the sparse metadata copy (RESULTS-0.12.0.1.md), its fixed variant alike: said
    so, not a failure; with 0.11.2, which lowers the case, the variant refused would be."""
    refused = ("jax refused", "jax could not lower it: ValueError")
    results = {"async_copy_sparse_metadata_smem_to_tmem_warp_semantics_committed":
               _results(**{name.replace(" ", "_"): refused for name in STAGES})["print_layout"]}
    assert unfixed(results, "0.12.0.1") == []
    assert len(unfixed(results, "0.11.2")) == len(STAGES)


def test_a_run_cut_short_says_it_is_partial_and_names_every_case_it_did_not_run():
    from manifest import cases
    from report import cases_listed, markdown

    ran = _results()["print_layout"]
    ran.update(jax="PallasCallTest.test_print_layout", params="", capture_s={}, ir_bytes=0, ir_xz_bytes=0)
    text = markdown({"jax": "0.12.0.1", "command": "python tests/jax_suite/report.py", "cases": {"print_layout": ran}})
    rows, not_run = cases_listed(text)
    assert "**Partial**" in text and rows == ["print_layout"]
    assert sorted(rows + not_run) == sorted(c.id for c in cases("0.12.0.1"))


def test_cases_run_in_rounds_one_of_each_jax_test_first():
    from manifest import cases
    from report import round_robin

    suite = cases("0.12.0.1")
    order = round_robin(suite)
    tests = len({c.jax for c in suite})
    assert sorted(c.id for c in order) == sorted(c.id for c in suite)
    assert len({c.jax for c in order[:tests]}) == tests


def test_the_sample_has_a_case_of_each_capture_file_a_lane_only_one_and_one_printing_while_lowering():
    from manifest import cases
    from report import sample

    chosen = sample(cases("0.12.0.1"))
    assert {c.file for c in chosen} == {c.file for c in cases("0.12.0.1")} and len(chosen) <= len({
        c.file for c in chosen}) + 2
    assert any(c.semantics == ("lane",) for c in chosen) and any(c.printed_while_lowering for c in chosen)
