"""A register a wgmma reads counts as written after the last wgmma.fence unless an optimization barrier pins its
last writer before that fence (register_hazards.py: LLVM may move side-effect-free computation past a fence; jax
puts the barrier before each fence it emits for a wgmma, jax/experimental/mosaic/gpu/wgmma.py:491-499 at
jax-v0.10.2). Variants of the corpus's wgmma payload (test_register_races.py's): the first wgmma's first
accumulator register recomputed before its fence, pinned or not."""

from __future__ import annotations

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.hazards import RaceError
from mgpu.emulator.run import run

from tests.emulator.test_register_races import EXPECTED, FENCE, FIRST_WGMMA, INPUTS, NAME, TEXT

# zeros times the thread index (not a constant, which the emulator folds before the run: no instruction writes it)
ADD = '''      %add_t = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %add_i = "arith.index_cast"(%add_t) : (index) -> i32
      %add_f = "arith.sitofp"(%add_i) : (i32) -> f32
      %add_v = "vector.broadcast"(%add_f) : (f32) -> vector<1xf32>
      %fresh = "arith.mulf"(%826, %add_v) <{fastmath = #arith.fastmath<none>}> : (vector<1xf32>, vector<1xf32>) -> vector<1xf32>
'''
# jax's optimization barrier (fragmented_array.optimization_barrier) of one register, and its repacking
PIN = '''      %pin_i = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %pin_x = "llvm.extractelement"(%fresh, %pin_i) : (vector<1xf32>, i32) -> f32
      %pin_b = "llvm.inline_asm"(%pin_x) <{asm_string = "", constraints = "=f,0", has_side_effects}> : (f32) -> f32
      %pin_u = "llvm.mlir.undef"() : () -> vector<1xf32>
      %pinned = "llvm.insertelement"(%pin_u, %pin_b, %pin_i) : (vector<1xf32>, f32, i32) -> vector<1xf32>
'''
FLOATING = r"race: this wgmma reads registers that 'arith.mulf' at {name}:{line}:\d+ computes, which no optimization " \
           r"barrier pins before the last wgmma.fence"


def _run(text):
    return run(parse_module(text, NAME, make_context(allow_unregistered=True)), dict(INPUTS))


def _line(text, needle):
    return next(i for i, line in enumerate(text.splitlines(), 1) if needle in line)


def _recomputed(before_fence: str, after_fence: str, operand: str) -> str:
    """The first wgmma's first accumulator register as ``operand``, made by ``before_fence`` and ``after_fence``
    around a second fence right before the wgmma (after the kernel's own: the register state of a warpgroup
    starts at its first fence)."""
    wgmma = FIRST_WGMMA.replace("(%826, ", f"({operand}, ")
    return TEXT.replace(FIRST_WGMMA, before_fence + FENCE + after_fence + wgmma)


def test_a_register_computed_before_the_fence_and_pinned_there_passes():
    assert np.array_equal(_run(_recomputed(ADD + PIN, "", "%pinned")).outputs["out0"], EXPECTED)


def test_a_register_computed_before_the_fence_without_a_barrier_floats_past_it():
    text = _recomputed(ADD, "", "%fresh")
    with pytest.raises(RaceError, match=FLOATING.format(name=NAME, line=_line(text, "%fresh = "))):
        _run(text)


def test_a_barrier_after_the_fence_pins_nothing_before_it():
    text = _recomputed(ADD, PIN, "%pinned")
    with pytest.raises(RaceError, match=FLOATING.format(name=NAME, line=_line(text, "%fresh = "))):
        _run(text)

