"""manifest.py against jax's test list (jax_tests.txt) and the capture files, without jax."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from manifest import BOTH, HERE, LEFT_OUT, PORTED, jax_tests  # noqa: E402

NAMES = jax_tests()


def test_jax_tests_lists_each_method_of_jax_file_once():
    assert len(NAMES) == 267 and len(set(NAMES)) == len(NAMES)
    assert all(n.count(".") == 1 and n.split(".")[1].startswith("test_") for n in NAMES)


def test_case_ids_are_unique_file_name_prefixes():
    ids = [c.id for c in PORTED]
    assert len(set(ids)) == len(ids)
    assert all(i.replace("_", "").isalnum() for i in ids)


def test_every_case_names_a_jax_test_and_an_existing_capture_file():
    assert {c.jax for c in PORTED} <= set(NAMES)
    assert all(os.path.isfile(c.path) for c in PORTED)


def test_every_case_runs_in_semantics_jax_runs_it_in():
    assert all(c.semantics and set(c.semantics) <= set(BOTH) for c in PORTED)


def test_left_out_tests_are_jax_tests_not_ported_with_a_reason():
    assert set(LEFT_OUT) <= set(NAMES)
    assert not set(LEFT_OUT) & {c.jax for c in PORTED}
    assert all(reason.startswith("left out: ") for reason in LEFT_OUT.values())


def test_every_capture_file_is_used():
    # (negative.py's kernels are jax's negative tests: what they became are lit tests, see there)
    files = {n for n in os.listdir(os.path.join(HERE, "ported"))
             if n.endswith(".py") and n not in ("harness.py", "negative.py")}
    assert files == {c.file for c in PORTED} | {c.printed.split(":")[0] for c in PORTED if c.printed}


def test_a_printing_case_names_its_check_and_every_other_case_a_reference():
    from suite import printed_check

    printing = [c for c in PORTED if c.printed]
    assert printing and all(callable(printed_check(c)) for c in printing)
    assert all(c.reference for c in PORTED if not c.printed)
