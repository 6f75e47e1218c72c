"""One rule per test: registers a wgmma may still read or write (register_hazards.py;
docs/design/warp_hazards.md, "Registers of a wgmma"). Each variant of the corpus's wgmma payload
computes the right answer in the emulator (the product is made at issue); the racy ones must stop
with a race naming both instructions."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.races import RaceError
from mgpu.emulator.run import run

CORPUS = Path(__file__).resolve().parent.parent / "corpus"
NAME = "pallas_wgmma.wg.payload.generic.mlir"
TEXT = (CORPUS / NAME).read_text()
INPUTS = {f"in{i}": np.load(CORPUS / "data" / f"pallas_wgmma.in{i}.npy") for i in (0, 1)}
EXPECTED = np.load(CORPUS / "data" / "pallas_wgmma.out0.npy")
FENCE = '      "nvvm.wgmma.fence.aligned"() : () -> ()\n'
WAIT = '      "nvvm.wgmma.wait.group.sync.aligned"() <{group = 0 : i64}> : () -> ()\n'
# the first accumulator register of the first wgmma, made before the fence (a move of the zeros)
ACC0 = '%826 = "vector.extract_strided_slice"'
FIRST_WGMMA = '      %929 = "llvm.inline_asm"(%826, '


def _run(text):
    return run(parse_module(text, NAME, make_context(allow_unregistered=True)), dict(INPUTS))


def _line(text, needle):
    return next(i for i, line in enumerate(text.splitlines(), 1) if needle in line)


def _recompute_first_accumulator_register(text):
    """The first wgmma's first accumulator register recomputed (acc + acc: zeros) by an arith.addf
    just before the wgmma, after the fence (before it: test_wgmma_fence_pinning.py)."""
    add = '      %fresh = "arith.addf"(%826, %826) : (vector<1xf32>, vector<1xf32>) -> vector<1xf32>\n'
    return text.replace(FIRST_WGMMA, add + FIRST_WGMMA.replace("(%826, ", "(%fresh, "))


def test_the_corpus_wgmma_kernel_passes():
    assert TEXT.count(FENCE) == 1 and TEXT.count(WAIT) == 2 and FIRST_WGMMA in TEXT
    assert np.array_equal(_run(TEXT).outputs["out0"], EXPECTED)


def test_reading_the_accumulator_without_a_wait_group_is_a_race():
    text = TEXT.replace(WAIT, "")
    with pytest.raises(RaceError) as ei:
        _run(text)
    msg = str(ei.value)
    wgmma = _line(text, '"llvm.inline_asm"(%1068, ')  # the last wgmma: its registers reach the truncation
    assert f"{NAME}:{_line(text, 'arith.truncf')}:" in msg and "'arith.truncf' op race: this instruction reads" in msg
    assert f"the wgmma at {NAME}:{wgmma}:" in msg and "wgmma.wait_group" in msg


def test_a_wait_group_that_leaves_the_group_pending_is_a_race():
    text = TEXT.replace(WAIT, WAIT.replace("group = 0", "group = 1"))
    with pytest.raises(RaceError, match=r"'arith.truncf' op race: this instruction reads registers that the wgmma"):
        _run(text)


def test_a_wgmma_without_any_fence_is_a_race():
    text = TEXT.replace(FENCE, "")
    with pytest.raises(RaceError) as ei:
        _run(text)
    msg = str(ei.value)
    assert f"{NAME}:{_line(text, FIRST_WGMMA.strip())}:" in msg and "no wgmma.fence comes before it" in msg


def test_a_register_written_after_the_fence_is_a_race():
    text = _recompute_first_accumulator_register(TEXT)
    with pytest.raises(RaceError) as ei:
        _run(text)
    msg = str(ei.value)
    assert f"{NAME}:{_line(text, '%fresh, ')}:" in msg
    assert f"registers that 'arith.addf' at {NAME}:{_line(text, '%fresh = ')}:" in msg and "no wgmma.fence" in msg

