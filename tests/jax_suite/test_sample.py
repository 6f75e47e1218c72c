"""The committed sample of the ported jax suite (sample/*.tar.xz, made by sample.py from report.py's
captures) runs here without jax: every stage of each sampled case matches numpy or its printed check
(debug_print), as in RESULTS.md; a test of what jax prints while it lowers (print_layout) matches where
our lowering runs, jax's payloads holding nothing to check."""

import os
import sys

import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from manifest import PORTED  # noqa: E402
from sample import SAMPLE, unpack  # noqa: E402
from stages import STAGES  # noqa: E402
from suite import run_stages  # noqa: E402

CASES = {c.id: c for c in PORTED}
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
