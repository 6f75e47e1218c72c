"""How stages.classify reads one mgpu-run: one rule a test."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from stages import Outcome, check_printed, classify, printed_text  # noqa: E402


def test_exit_status_0_with_a_match_is_a_match():
    assert classify(0, "  out0: float32[4]  match (bit-exact) with e.npy\n", "").kind == "match"


def test_exit_status_0_without_an_expected_output_is_unchecked():
    assert classify(0, "  out0: float32[4]\n", "").kind == "unchecked"


def test_a_mismatch_counts_the_differing_elements_of_every_output():
    out = ("  out0: float32[4]  MISMATCH with a.npy: 3 of 4 elements differ; first at (0,)\n"
           "  out1: float32[8]  MISMATCH with b.npy: 2 of 8 elements differ; first at (1,)\n")
    o = classify(1, out, "")
    assert (o.kind, o.detail) == ("mismatch", "5 of 12")


def test_a_located_message_is_a_refusal_with_its_first_line():
    err = "k.mlir:3:5: error: 'math.exp' is not supported by mgpu (not registered)\nk.mlir:3:5: note: more\n"
    o = classify(1, "", err)
    assert (o.kind, o.detail) == ("refused", "k.mlir:3:5: error: 'math.exp' is not supported by mgpu (not registered)")


def test_a_refusal_is_its_message_not_the_lowering_remarks_before_it():
    err = "k.mlir:4:7: remark: ref0: TMEM_DEFAULT(packing=1)\nk.mlir:9:5: error: not supported: X\n"
    assert vars(classify(1, "", err)) == vars(Outcome("refused", "k.mlir:9:5: error: not supported: X"))


def test_a_located_message_wrapping_a_python_exception_is_an_internal_error():
    assert classify(1, "", "k.mlir:1:1: error: 'x' op internal emulator error while executing this op: "
                           "ValueError: bad\n").kind == "internal error"
    assert classify(1, "", "k.mlir:1:1: error: 'y' op internal error in mgpu's Warpgroup lowering of y (AttributeError: no)\n").kind == "internal error"


def test_an_unlocated_internal_error_is_a_crash():
    assert classify(1, "", "mgpu-run: internal error: KeyError: 1 (set MGPU_DEBUG=1 for the traceback)\n").kind == "crash"


def test_a_time_limit_is_a_timeout():
    err = "mgpu-run: error: the run exceeded the time limit of 120 s (wall clock; raise --timeout if this is expected)\n"
    assert classify(1, "", err).kind == "timeout"


def test_a_table_cell_names_files_without_their_capture_folder_and_has_no_bar():
    from stages import table_text

    cell = table_text("/tmp/w/k.wg.payload.mlir:3:5: error: x | y at /tmp/w/k.wg.payload.mlir:4:1\nnote")
    assert cell == "k.wg.payload.mlir:3:5: error: x \\| y at k.wg.payload.mlir:4:1 note"


def _manifest(tmp_path, result):
    import json

    path = tmp_path / "case.wg.capture.json"
    path.write_text(json.dumps({"result": result}))
    return str(path)


def test_no_result_checked_by_mgpu_capture_is_none(tmp_path):
    from stages import result_check

    assert result_check(_manifest(tmp_path, [])) is None
    assert result_check(str(tmp_path / "missing.capture.json")) is None


def test_a_chained_result_that_matches_is_a_match(tmp_path):
    from stages import result_check

    assert result_check(_manifest(tmp_path, [{"output": "out0", "expected": "e.npy", "difference": None}])).kind == "match"


def test_a_chained_result_mismatch_counts_the_differing_elements_of_every_output(tmp_path):
    from stages import result_check

    o = result_check(_manifest(tmp_path, [
        {"output": "out0", "expected": "a.npy", "difference": "3 of 4 elements differ; first at index (0,): got 1, expected 2"},
        {"output": "out1", "expected": "b.npy", "difference": None},
        {"output": "out2", "expected": "c.npy", "difference": "2 of 8 elements differ; first at index (1,): got 0, expected 1"}]))
    assert (o.kind, o.detail) == ("mismatch", "5 of 12")


def test_printed_text_is_the_lowering_remarks_then_what_the_kernel_printed_before_the_report():
    out = "warp: 1\nwarp: 0\nmgpu-run: k.mlir\n  out0: int32[4]\n"
    err = "k.mlir:3:5: remark: x: WGMMA_ROW\nk.mlir:9:1: error: other\n"
    assert printed_text("k.mlir", out, err) == "x: WGMMA_ROW\nwarp: 1\nwarp: 0\n"


def _wants_hi(text):
    if text != "hi\n":
        raise AssertionError("no hi")


def test_a_run_without_reference_is_a_match_or_a_mismatch_by_the_printed_check():
    assert check_printed(Outcome("unchecked"), _wants_hi, "hi\n").kind == "match"
    o = check_printed(Outcome("unchecked"), _wants_hi, "ho\n")
    assert (o.kind, o.detail) == ("mismatch", "printed: no hi")


def test_a_refused_run_stays_refused_whatever_was_printed():
    assert check_printed(Outcome("refused", "k.mlir:1:1: error: x"), _wants_hi, "hi\n").kind == "refused"


def test_a_printed_check_that_fails_otherwise_than_asserting_is_a_crash():
    assert check_printed(Outcome("unchecked"), lambda text: text.no_such_method(), "").kind == "crash"
