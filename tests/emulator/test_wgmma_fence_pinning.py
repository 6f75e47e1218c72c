"""A register a wgmma reads counts as written after the last wgmma.fence unless an optimization barrier pins its
last writer before that fence (register_hazards.py: LLVM may move side-effect-free computation past a fence; jax
puts the barrier before each fence it emits for a wgmma, jax/experimental/mosaic/gpu/wgmma.py:491-499 at
jax-v0.10.2). Variants of the corpus's wgmma payload (test_register_races.py's): the first wgmma's first
accumulator register recomputed before its fence (a second one, or the warpgroup's first), pinned or not, also in a
module without any barrier; and a constant (jax's zero accumulator) pinned before or after the last fence."""

from __future__ import annotations

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.races import RaceError
from mgpu.emulator.run import run

from tests.emulator.test_register_races import EXPECTED, FENCE, FIRST_WGMMA, INPUTS, NAME, TEXT

# zeros times the block index (not a constant, which the emulator folds before the run)
ADD = '''      %add_t = "gpu.block_id"() <{dimension = #gpu<dim x>}> : () -> index
      %add_i = "arith.index_cast"(%add_t) : (index) -> i32
      %add_f = "arith.sitofp"(%add_i) : (i32) -> f32
      %add_v = "vector.broadcast"(%add_f) : (f32) -> vector<1xf32>
      %fresh = "arith.mulf"(%826, %add_v) <{fastmath = #arith.fastmath<none>}> : (vector<1xf32>, vector<1xf32>) -> vector<1xf32>
'''
# jax's optimization barrier (fragmented_array.optimization_barrier) of one register, and its repacking
PIN = '''      %{out}_i = "llvm.mlir.constant"() <{{value = 0 : i32}}> : () -> i32
      %{out}_x = "llvm.extractelement"(%{src}, %{out}_i) : (vector<1xf32>, i32) -> f32
      %{out}_b = "llvm.inline_asm"(%{out}_x) <{{asm_string = "", constraints = "=f,0", has_side_effects}}> : (f32) -> f32
      %{out}_u = "llvm.mlir.undef"() : () -> vector<1xf32>
      %{out} = "llvm.insertelement"(%{out}_u, %{out}_b, %{out}_i) : (vector<1xf32>, f32, i32) -> vector<1xf32>
'''
# the second accumulator register times the block index (a computation, as ADD's), pinned
SECOND = ('      %second_src = "arith.mulf"(%827, %add_v) <{fastmath = #arith.fastmath<none>}> : '
          '(vector<1xf32>, vector<1xf32>) -> vector<1xf32>\n')
FLOATING = r"race: this wgmma reads registers that '{writer}' at {name}:{line}:\d+ computes, which no optimization " \
           r"barrier pins before the last wgmma.fence"
# zeros, as jax's WGMMAAccumulator.zero makes them (a constant, folded before the run, then a barrier)
ZERO = ('      %zero = "arith.constant"() <{value = dense<0.000000e+00> : vector<1xf32>}> : () -> vector<1xf32>\n')


def _run(text):
    return run(parse_module(text, NAME, make_context(allow_unregistered=True)), dict(INPUTS))


def _line(text, needle):
    return next(i for i, line in enumerate(text.splitlines(), 1) if needle in line)


def _recomputed(before_fence: str, after_fence: str, operand: str) -> str:
    """The first wgmma's first accumulator register as ``operand``, made by ``before_fence`` and ``after_fence``
    around a second fence right before the wgmma (after the kernel's own: the register state of a warpgroup
    starts at its first fence). Its second register goes through a barrier before that fence, as jax's do: the
    rule holds where the code pins registers (register_hazards.py)."""
    second = SECOND + PIN.format(out="second", src="second_src")
    wgmma = FIRST_WGMMA.replace("(%826, ", f"({operand}, %second, ")
    return TEXT.replace(FIRST_WGMMA + "%827, ", before_fence + second + FENCE + after_fence + wgmma)


def test_a_register_computed_before_the_fence_and_pinned_there_passes():
    assert np.array_equal(_run(_recomputed(ADD + PIN.format(out="pinned", src="fresh"), "", "%pinned")).outputs["out0"], EXPECTED)


def test_a_register_computed_before_the_fence_without_a_barrier_floats_past_it():
    text = _recomputed(ADD, "", "%fresh")
    with pytest.raises(RaceError, match=FLOATING.format(writer="arith.mulf", name=NAME, line=_line(text, "%fresh = "))):
        _run(text)


def test_a_barrier_after_the_fence_pins_nothing_before_it():
    text = _recomputed(ADD, PIN.format(out="pinned", src="fresh"), "%pinned")
    with pytest.raises(RaceError, match=FLOATING.format(writer="arith.mulf", name=NAME, line=_line(text, "%fresh = "))):
        _run(text)


def _before_the_first_fence(code: str, operand: str) -> str:
    """``code`` (ADD's, on a zero of the pinned accumulator instead of %826, made after the fence) before the
    kernel's one fence, its ``operand`` the first wgmma's first accumulator register."""
    zero = '      %zero_reg = "vector.broadcast"(%553) : (f32) -> vector<1xf32>\n'
    text = TEXT.replace(FENCE, zero + code.replace("(%826, ", "(%zero_reg, ") + FENCE)
    return text.replace(FIRST_WGMMA, FIRST_WGMMA.replace("(%826, ", f"({operand}, "))


def test_a_register_computed_before_the_warpgroups_first_fence_floats_past_it():
    # (the register state of a warpgroup starts with its code, not at its first fence)
    text = _before_the_first_fence(ADD, "%fresh")
    assert text.count(FENCE) == 1
    with pytest.raises(RaceError, match=FLOATING.format(writer="arith.mulf", name=NAME, line=_line(text, "%fresh = "))):
        _run(text)


def test_a_register_computed_and_pinned_before_the_warpgroups_first_fence_passes():
    text = _before_the_first_fence(ADD + PIN.format(out="pinned", src="fresh"), "%pinned")
    assert np.array_equal(_run(text).outputs["out0"], EXPECTED)


def test_a_constant_pinned_before_the_fence_passes():
    text = _recomputed(ADD + ZERO + PIN.format(out="pinned", src="zero"), "", "%pinned")
    assert np.array_equal(_run(text).outputs["out0"], EXPECTED)


def test_a_constant_pinned_after_the_last_fence_is_a_race_naming_the_constant():
    text = _recomputed(ADD + ZERO, PIN.format(out="pinned", src="zero"), "%pinned")
    with pytest.raises(RaceError, match=FLOATING.format(writer="arith.constant", name=NAME,
                                                        line=_line(text, "%zero = "))):
        _run(text)


def test_in_a_module_without_barriers_a_computation_still_floats_past_the_fence():
    # (the rule is the compiled order's in every module: one without any barrier is no exception)
    text = _recomputed(ADD, "", "%fresh").replace(PIN.format(out="second", src="second_src"), "") \
        .replace("%second, ", "%second_src, ")
    barrier = next(x for x in text.splitlines(keepends=True) if 'asm_string = ""' in x)
    text = text.replace(barrier, barrier.replace('asm_string = ""', 'asm_string = "// a barrier no more"'))
    assert 'asm_string = ""' not in text
    with pytest.raises(RaceError, match=FLOATING.format(writer="arith.mulf", name=NAME, line=_line(text, "%fresh = "))):
        _run(text)
