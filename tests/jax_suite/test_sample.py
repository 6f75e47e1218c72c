"""The committed sample of the ported jax suite (sample/*.tar.xz, made by sample.py from report.py's
captures) runs here without jax: every stage of each sampled case matches numpy or its printed check
(debug_print), as in RESULTS.md; a test of what jax prints while it lowers (print_layout) matches where
our lowering runs, jax's payloads holding nothing to check. A sampled fixed variant (manifest.FIXED) matches
where jax's kernel races."""

import os
import sys

import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from manifest import FIXED, PORTED  # noqa: E402
from sample import SAMPLE, unpack  # noqa: E402
from stages import STAGES, TAG  # noqa: E402
from suite import run_stages  # noqa: E402

CASES = {c.id: c for c in PORTED + FIXED}
SAMPLED = sorted(n[: -len(".tar.xz")] for n in os.listdir(SAMPLE) if n.endswith(".tar.xz"))


def test_the_sample_is_not_empty():
    assert SAMPLED


@pytest.mark.parametrize("case_id", SAMPLED)
def test_every_stage_matches_numpy(case_id, tmp_path):
    case = CASES[case_id]
    stages = run_stages(case, unpack(case_id, str(tmp_path)))
    assert set(stages) == set(STAGES)
    unchecked = {n for n, (_, _, action) in STAGES.items() if action == "run"} if case.printed_while_lowering else set()
    assert {name: o["kind"] for name, o in stages.items()} == {
        name: "unchecked" if name in unchecked else "match" for name in STAGES}, stages


def test_a_stage_whose_runs_match_takes_the_function_s_result_check(tmp_path):
    """Kernels that other jax ops feed: a stage's runs check it against jax's payload on the buffers each
    call received, and the function's result (mgpu-capture's `result` in capture.json) decides. Here a
    sampled case's capture.json says its result mismatched: every stage that runs it is a mismatch."""
    import json

    case_id = "fori_loop_tuple_while"
    commands = unpack(case_id, str(tmp_path))
    base = os.path.join(str(tmp_path), case_id)
    for semantics in CASES[case_id].semantics:
        manifest = f"{base}.{TAG[semantics]}.capture.json"
        with open(manifest) as f:
            record = json.load(f)
        record["result"] = [{"output": "out0", "expected": "x.npy",
                             "difference": "3 of 4 elements differ; first at index (0,): got 1, expected 2"}]
        with open(manifest, "w") as f:
            json.dump(record, f)
    stages = run_stages(CASES[case_id], commands, base)
    assert {name: (o["kind"], o["detail"]) for name, o in stages.items() if STAGES[name][2] != "infer"} == {
        name: ("mismatch", "3 of 4") for name, (_, _, action) in STAGES.items() if action != "infer"}
    assert stages["wg inference"]["kind"] == "match"
