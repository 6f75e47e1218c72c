"""The dominance rule (a use after its definition) is checked once before a run: by the verifier when
the caller verifies the module it runs (mgpu-run), else by the emulator's preparation (Kernel,
``mgpu-run --no-verify``, a module lowered after its verification)."""

from __future__ import annotations

import importlib

import pytest

from mgpu.dialect import verifier
from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.errors import EmulatorError
from mgpu.tools import mgpu_run
from tests.support.fuzzing import CORPUS, call, corpus_inputs

run_module = importlib.import_module("mgpu.emulator.run")  # (the package exports a function run)
ADD_ONE = CORPUS / "pallas_add_one.wg.payload.generic.mlir"


def _swapped(tmp_path):
    """ADD_ONE with a use moved before its definition (tests/tools/test_mgpu_run_robustness.py's case)."""
    lines = ADD_ONE.read_text().splitlines(keepends=True)
    i = next(k for k, ln in enumerate(lines) if '"gpu.thread_id"' in ln)
    j = next(k for k, ln in enumerate(lines) if k > i + 5 and '"arith.addi"' in ln and ln.startswith("      %"))
    lines[i], lines[j] = lines[j], lines[i]
    path = tmp_path / "k.mlir"
    path.write_text("".join(lines))
    return path, i + 1


@pytest.fixture
def checks(monkeypatch):
    """Who ran the dominance rule: "verifier" (verify_module) or "emulator" (Kernel)."""
    seen: list[str] = []
    rule = verifier.dominance_violation

    def counted(who):
        def check(module, ops=None):
            seen.append(who)
            return rule(module, ops)
        return check

    monkeypatch.setattr(verifier, "dominance_violation", counted("verifier"))
    monkeypatch.setattr(run_module, "dominance_violation", counted("emulator"))
    return seen


@pytest.mark.parametrize("flags, expected", [([], ["verifier"]), (["--no-verify"], ["emulator"])],
                         ids=["verified: the verifier's check only", "not verified: the emulator's"])
def test_mgpu_run_checks_dominance_once(checks, flags, expected):
    status, output = call(mgpu_run.main, [ADD_ONE, *corpus_inputs("pallas_add_one"), *flags])
    assert status == 0, output
    assert checks == expected


def test_a_module_lowered_after_its_verification_is_checked_again(checks):
    status, output = call(mgpu_run.main, [ADD_ONE, *corpus_inputs("pallas_add_one"), "--pipeline", "canonicalize"])
    assert status == 0, output
    assert checks == ["verifier", "emulator"]


def test_without_verification_the_emulator_refuses_a_use_before_its_definition(tmp_path, checks):
    path, line = _swapped(tmp_path)
    status, output = call(mgpu_run.main, [path, *corpus_inputs("pallas_add_one"), "--no-verify"])
    assert status == 1 and f"k.mlir:{line}:" in output and "does not dominate this use" in output
    assert checks == ["emulator"]
    module = parse_module(path.read_text(), str(path), make_context())
    with pytest.raises(EmulatorError, match="does not dominate this use"):
        run_module.Kernel(module)
