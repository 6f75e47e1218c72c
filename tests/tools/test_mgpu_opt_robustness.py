"""mgpu-opt never ends in a traceback or an internal error, whatever the input."""

import random

import pytest

from mgpu.tools import mgpu_opt
from tests.support.fuzzing import call, problem
from tests.support.mutations import mutate

# Small corpus files of each stage keep this fast; the mutations reach every dialect the corpus uses.
SEEDS = [
    "pallas_async_store_smem.wg.wg_dialect.mlir",
    "pallas_async_store_smem.wg.wg_layouts.generic.mlir",
    "pallas_tcgen05_mma.wg.wg_dialect.mlir",
    "pallas_barrier_arrive_wait.wg.payload.mlir",
    "pallas_add_one.wg.payload.generic.mlir",
]
CASES_PER_SEED = 100


def run_opt(capsys, tmp_path, text: str, *flags: str) -> tuple[int, str]:
    path = tmp_path / "input.mlir"
    path.write_text(text)
    status = mgpu_opt.main([str(path), *flags])
    return status, capsys.readouterr().err


@pytest.mark.parametrize("seed_file", SEEDS)
@pytest.mark.tier
def test_mutated_corpus_gives_diagnostics_not_crashes(corpus, tmp_path, seed_file):
    text = (corpus / seed_file).read_text()
    rng = random.Random(seed_file)
    crashes = []
    for case in range(CASES_PER_SEED):
        (tmp_path / "input.mlir").write_text(mutate(text, rng))
        status, output = call(mgpu_opt.main, [tmp_path / "input.mlir"])
        found = problem(status, output)
        if found:
            crashes.append((case, found))
    assert not crashes, crashes[:10]


@pytest.mark.parametrize("flags, message", [
    (["-p", "no-such-pass"], "unknown pass 'no-such-pass' (mgpu-opt --list-passes lists the passes)"),
    (["-p", "mgpu-lower-lan"], "unknown pass 'mgpu-lower-lan' (did you mean 'mgpu-lower-lane'?; mgpu-opt"),
    (["-p", "mgpu-lower{semantics=lanes}"], "invalid pass pipeline 'mgpu-lower{semantics=lanes}': unknown semantics"),
    (["-p", "mgpu-infer-layout{arch_major=7}"], "arch_major=7"),
    (["-p", "cse{x=1"], "Malformed pass arguments"),
    (["-p", "cse{bogus=1}"], "invalid pass pipeline"),
])
def test_bad_pass_options(capsys, tmp_path, flags, message):
    status, err = run_opt(capsys, tmp_path, "func.func @f() {\n  func.return\n}\n", *flags)
    assert status == 1 and message in err and "Traceback" not in err


def test_unreadable_file(capsys, tmp_path):
    assert mgpu_opt.main([str(tmp_path / "missing.mlir")]) == 1
    assert "cannot read input file" in capsys.readouterr().err


def test_unknown_op(capsys, tmp_path):
    status, err = run_opt(capsys, tmp_path, '"nope.op"() : () -> ()\n')
    assert status == 1 and "input.mlir:1:1: error: 'nope.op' is not supported by mgpu (not registered)" in err


def test_failed_run_leaves_output_untouched(capsys, tmp_path):
    out = tmp_path / "out.mlir"
    out.write_text("previous")
    path = tmp_path / "bad.mlir"
    path.write_text('"nope.op"() : () -> ()\n')
    assert mgpu_opt.main([str(path), "-o", str(out)]) == 1
    assert out.read_text() == "previous"
    assert [p.name for p in tmp_path.iterdir()] != [] and not list(tmp_path.glob(".mgpu-*"))


def test_output_file_written_on_success(capsys, tmp_path):
    out = tmp_path / "out.mlir"
    path = tmp_path / "ok.mlir"
    path.write_text("func.func @f() {\n  func.return\n}\n")
    assert mgpu_opt.main([str(path), "-o", str(out)]) == 0
    assert "func.func @f()" in out.read_text()


@pytest.mark.parametrize("text", ["", "\n\n", "// only a comment\n"])
def test_empty_input_is_an_empty_module(capsys, tmp_path, text):
    path = tmp_path / "empty.mlir"
    path.write_text(text)
    assert mgpu_opt.main([str(path)]) == 0
    assert capsys.readouterr().out.strip() == "module {\n}"


@pytest.mark.parametrize("clock", ["CPU time", "wall clock"])
def test_timeout_stops_a_long_parse_with_its_place(capsys, tmp_path, clock):
    """mgpu-opt had no time limit (10^6 ops: more than 20 minutes)."""
    body = "".join(f"    %c{i} = arith.constant {i} : i32\n" for i in range(100_000))
    flags = ["--timeout", "0.01"] + (["--wall-clock"] if clock == "wall clock" else [])
    status, err = run_opt(capsys, tmp_path, f"func.func @f() {{\n{body}    func.return\n}}\n", *flags)
    # (the step the limit reaches is the machine's: on a busy one, even the file's reading can take 0.01 s)
    place = {f"parsing {tmp_path / 'input.mlir'}:1", f"reading {tmp_path / 'input.mlir'}"}
    assert status == 1 and any(err == f"mgpu-opt: error: --timeout 0.01 s ({clock}) reached while {p} (raise "
                                      f"--timeout if this is expected)\n" for p in place), err


@pytest.mark.parametrize("value", ["0", "-1", "inf", "nan"])
def test_timeout_must_be_a_positive_number(capsys, tmp_path, value):
    status, err = run_opt(capsys, tmp_path, "", "--timeout", value)
    assert status == 1 and "--timeout must be a positive number of seconds" in err, err


def _tool_on(capsys, tool: str, path, constant: str) -> tuple[int, str]:
    """``tool`` (mgpu-opt or mgpu-run) on a function whose one line is ``%c = arith.constant <constant>``."""
    from mgpu.tools import mgpu_run

    path.write_text("func.func @f() {\n  %c = arith.constant " + constant + "\n  func.return\n}\n")
    status = (mgpu_opt if tool == "mgpu-opt" else mgpu_run).main([str(path)])
    return status, capsys.readouterr().err


@pytest.mark.parametrize("tool", ["mgpu-opt", "mgpu-run"])
def test_an_integer_past_pythons_digit_limit_is_a_plain_diagnostic(capsys, tmp_path, tool):
    """Python's advice (sys.set_int_max_str_digits) was echoed to the user."""
    path = tmp_path / "digits.mlir"
    status, err = _tool_on(capsys, tool, path, "9" * 5000 + " : i32")
    assert status == 1 and err == f"{path}:2:5024: error: an integer of 5000 digits: mgpu reads integers of at most " \
                                  f"4300 digits\n", err


@pytest.mark.parametrize("tool", ["mgpu-opt", "mgpu-run"])
def test_a_300_kb_line_echoed_in_a_message_is_clipped(capsys, tmp_path, tool):
    path = tmp_path / "long.mlir"
    status, err = _tool_on(capsys, tool, path, "1 : i32 " + "x" * 300_000)
    first = err.splitlines()[0]
    assert status == 1 and first.startswith(f"{path}:2:31: error: 'xxx") and len(first) < 2100, first[:200]
    assert first.endswith(" more characters left out]") and max(map(len, err.splitlines())) < 2100
