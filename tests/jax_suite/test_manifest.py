"""manifest.py against jax's test list (jax_tests.txt) and the capture files, without jax."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from manifest import BOTH, FIXED, HERE, LEFT_OUT, OLDEST, PORTED, TEST_FILES, cases, jax_tests  # noqa: E402

NAMES = sorted({n for release in TEST_FILES for n in jax_tests(release)})


def test_each_jax_test_list_lists_each_method_of_its_jax_file_once():
    for release, methods in (("0.10.2", 267), ("0.12.0.1", 286)):
        names = jax_tests(release)
        assert len(names) == methods and len(set(names)) == len(names)
        assert all(n.count(".") == 1 and n.split(".")[1].startswith("test_") for n in names)


def test_test_files_name_every_supported_release():
    from mgpu.jax_versions import SUPPORTED

    assert set(TEST_FILES) == {v.name for v in SUPPORTED} and OLDEST == SUPPORTED[0].name


def test_a_release_suite_is_the_cases_of_tests_in_its_file():
    assert len(cases("0.10.2")) == 536 and not {c.file for c in cases("0.10.2")} & {"added_v0_11.py"}
    assert {c.id for c in cases("0.10.2") if c.test_file is None} < {c.id for c in cases("0.12.0.1")}
    assert {c.id for c in PORTED} == {c.id for release in TEST_FILES for c in cases(release)}


def test_a_test_jax_changed_between_its_files_is_ported_once_a_file():
    changed = [c for c in PORTED if c.test_file is not None]
    assert changed and all(c.test_file in TEST_FILES.values() for c in changed)
    for release, file in TEST_FILES.items():
        suite = [c.jax for c in cases(release) if c.test_file is not None]
        assert sorted(suite) == sorted({c.jax for c in changed}) and all(
            c.test_file == file for c in cases(release) if c.test_file is not None)


def test_case_ids_are_unique_file_name_prefixes():
    ids = [c.id for c in PORTED]
    assert len(set(ids)) == len(ids)
    assert all(i.replace("_", "").isalnum() for i in ids)


def test_a_fixed_variant_is_a_ported_test_s_kernel_in_no_release_suite():
    ids = [c.id for c in FIXED]
    assert FIXED and len(set(ids)) == len(ids) and not set(ids) & {c.id for c in PORTED}
    assert all(i.replace("_", "").isalnum() and c.kernel == i for i, c in zip(ids, FIXED))
    assert {c.jax for c in FIXED} <= {c.jax for c in PORTED}
    assert not set(ids) & {c.id for release in TEST_FILES for c in cases(release)}


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
