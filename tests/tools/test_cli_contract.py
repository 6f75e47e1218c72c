"""What every tool promises on its command line: usage errors exit 1, --version, every option
explained, and the paths to write checked before any work (one ``error: cannot write`` line),
created with the user's umask. (Ctrl-C and the other signals: test_interrupts.py.)"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from mgpu.tools import mgpu_capture, mgpu_opt, mgpu_run, opt_driver
from mgpu.tools.arguments import distribution_version
from tests.support.fuzzing import CORPUS, call

ADD_ONE = CORPUS / "pallas_add_one.wg.payload.mlir"
STORE = Path(__file__).parents[2] / "docs" / "examples" / "store.mlir"


def _big_module(path: Path, ops: int = 200_000) -> Path:
    body = "".join(f"    %c{i} = arith.constant {i} : i32\n" for i in range(ops))
    path.write_text(f"func.func @f() {{\n{body}    func.return\n}}\n")
    return path


# ------------------------------------------------------------------ usage, --version, --help
MAINS = {"mgpu-opt": mgpu_opt.main, "mgpu-run": mgpu_run.main, "mgpu-capture": mgpu_capture.main}


@pytest.mark.parametrize("tool", sorted(MAINS))
@pytest.mark.parametrize("argv", [["--bogus"], ["--timeout"], []])
def test_usage_errors_exit_1(tool, argv, capsys):
    if tool == "mgpu-opt" and not argv:
        argv = ["-p"]  # mgpu-opt without arguments reads stdin
    assert MAINS[tool](argv) == 1
    err = capsys.readouterr().err
    assert err.startswith("usage: ") and f"\n{tool}: error: " in err


@pytest.mark.parametrize("tool", sorted(MAINS))
def test_version(tool, capsys):
    assert MAINS[tool](["--version"]) == 0
    assert capsys.readouterr().out == f"{tool} (mosaic-gpu-tools) {distribution_version()}\n"
    assert distribution_version()[0].isdigit()


@pytest.mark.parametrize("parser", [mgpu_opt.argument_parser, mgpu_run.argument_parser, mgpu_capture._parser])
def test_every_option_is_explained(parser):
    unexplained = [a.option_strings or a.dest for a in parser()._actions if not a.help]
    assert unexplained == []


# ------------------------------------------------------------------ paths to write, before the work
@pytest.mark.parametrize("target, reason", [
    ("/proc/nope/out.mlir", "No such file or directory"),
    ("afile/out.mlir", "Not a directory"),
    (".", "Is a directory"),
])
def test_mgpu_opt_output_checked_before_parsing(tmp_path, monkeypatch, target, reason):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "afile").write_text("")
    parsed = []
    monkeypatch.setattr(opt_driver, "parse_module", lambda *args: parsed.append(args))
    status, output = call(mgpu_opt.main, [_big_module(tmp_path / "big.mlir"), "-o", target])
    assert (status, output) == (1, f"mgpu-opt: error: cannot write '{target}': {reason}\n")
    assert parsed == []  # refused before parsing
    assert sorted(p.name for p in tmp_path.iterdir()) == ["afile", "big.mlir"]


@pytest.mark.parametrize("option, target, reason", [
    ("--output-dir", "/proc/nope", "No such file or directory"),
    ("--output-dir", "afile/sub", "Not a directory"),
    ("--output-dir", "afile", "Not a directory"),
    ("--trace", "/proc/nope/t.json", "No such file or directory"),
    ("--trace", "afile/t.json", "Not a directory"),
])
def test_mgpu_run_outputs_checked_before_parsing(tmp_path, monkeypatch, option, target, reason):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "afile").write_text("")
    status, output = call(mgpu_run.main, [_big_module(tmp_path / "big.mlir"), option, target])
    assert (status, output) == (1, f"mgpu-run: error: cannot write {option} '{target}': {reason}\n")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["afile", "big.mlir"]


def test_an_output_dir_to_create_is_not_left_behind_by_a_failed_run(tmp_path):
    status, output = call(mgpu_run.main, [ADD_ONE, "--output-dir", tmp_path / "a" / "b"])  # no inputs
    assert status == 1 and "missing input in0" in output, output
    assert not (tmp_path / "a").exists()


def test_outputs_are_created_with_the_umask(tmp_path):
    previous = os.umask(0o022)
    try:
        assert call(mgpu_opt.main, [STORE, "-o", tmp_path / "out.mlir"])[0] == 0
        status, output = call(mgpu_run.main, [ADD_ONE, "--random-inputs", "0", "--output-dir", tmp_path / "out",
                                              "--trace", tmp_path / "t.json"])
        assert status == 0, output
    finally:
        os.umask(previous)
    for path in (tmp_path / "out.mlir", tmp_path / "out" / "out0.npy", tmp_path / "t.json"):
        assert path.stat().st_mode & 0o777 == 0o644, path


# ------------------------------------------------------------------ resources
def test_out_of_memory_is_named_not_an_internal_error(monkeypatch):
    from mgpu.dialect import context
    from mgpu.emulator.run import Kernel

    def no_memory(*args: object, **kwargs: object) -> None:
        raise MemoryError

    monkeypatch.setattr(opt_driver, "parse_module", no_memory)
    monkeypatch.setattr(context, "parse_module", no_memory)
    assert call(mgpu_opt.main, [STORE]) == (1, f"mgpu-opt: error: out of memory while processing {STORE}\n")
    assert call(mgpu_run.main, [ADD_ONE, "--random-inputs", "0"]) == (
        1, f"mgpu-run: error: out of memory while parsing {ADD_ONE}\n")
    monkeypatch.undo()
    monkeypatch.setattr(Kernel, "run", no_memory)
    assert call(mgpu_run.main, [ADD_ONE, "--random-inputs", "0"]) == (
        1, f"mgpu-run: error: out of memory while running {ADD_ONE}\n")
