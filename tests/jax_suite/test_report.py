"""report.bugs: what --check fails on, here for a case checked on what it printed (no jax)."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from report import bugs  # noqa: E402
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
