"""Registers a wgmma reads that reach it through an scf op's block arguments or results (register_hazards.Carry):
the race is the one reported when no loop or region intervenes, located at the wgmma and naming the writer, and
its fixed twin passes. Variants of the corpus's wgmma payload (test_register_races.py's): its first wgmma's first
accumulator register recomputed (zeros again, so that every variant computes the right answer) and carried into
a loop, out of a region or from one iteration to the next; and a constant read without a barrier."""

from __future__ import annotations

import re

import numpy as np
import pytest

from mgpu.emulator.races import RaceError

from tests.emulator.test_register_races import EXPECTED, FENCE, FIRST_WGMMA, NAME, TEXT, WAIT, _line, _run
from tests.emulator.test_wgmma_fence_pinning import FLOATING, PIN, ZERO

WGMMA_LINE = next(x for x in TEXT.splitlines(keepends=True) if x.startswith(FIRST_WGMMA))
STRUCT = WGMMA_LINE.rstrip().rsplit("-> ", 1)[1]
ACC = "vector<1xf32>"
WRITTEN_AFTER = r"race: this wgmma reads registers that '{writer}' at {name}:{line}:\d+ wrote with no wgmma.fence"
# the first accumulator register recomputed (acc + acc: zeros) by a side-effect-free instruction
ADD = f'      %fresh = "arith.addf"(%826, %826) : ({ACC}, {ACC}) -> {ACC}\n'
BOUNDS = '''      %lo = "arith.constant"() <{value = 0 : index}> : () -> index
      %one = "arith.constant"() <{value = 1 : index}> : () -> index
      %undef_s = "llvm.mlir.undef"() : () -> STRUCT
'''.replace("STRUCT", STRUCT)


def _wgmma(result: str, operand: str) -> str:
    """The first wgmma as ``result``, its first accumulator register ``operand``."""
    return WGMMA_LINE.replace("%929 = ", f"{result} = ", 1).replace("(%826, ", f"({operand}, ", 1)


def _in_loop(before: str, operand: str, body: str, *, trips: int = 1, after: str = "") -> str:
    """``before`` in place of the first wgmma, then that wgmma in an scf.for of ``trips`` iterations carrying
    ``operand`` into its first accumulator register (block argument %acc), ``body`` before the wgmma in the loop
    and ``after`` after it, computing %next, what the loop passes on (``after`` empty: %acc)."""
    nxt = "%next" if after else "%acc"
    loop = (BOUNDS + f'      %trips = "arith.constant"() <{{value = {trips} : index}}> : () -> index\n'
            f'      %929, %out = "scf.for"(%lo, %trips, %one, %undef_s, {operand}) ({{\n'
            f'      ^bb0(%iv: index, %s: {STRUCT}, %acc: {ACC}):\n' + body + _wgmma("%w", "%acc") + after
            + f'        "scf.yield"(%w, {nxt}) : ({STRUCT}, {ACC}) -> ()\n'
            f'      }}) : (index, index, index, {STRUCT}, {ACC}) -> ({STRUCT}, {ACC})\n')
    return TEXT.replace(WGMMA_LINE, before + loop)


def _in_while_loop(before: str, operand: str) -> str:
    """``before`` in place of the first wgmma, then that wgmma in the after region of an scf.while of one
    iteration carrying ``operand`` into its first accumulator register (through both regions' arguments)."""
    types = f"index, {STRUCT}, {ACC}"
    loop = (BOUNDS + f'      %wi, %929, %out = "scf.while"(%lo, %undef_s, {operand}) ({{\n'
            f'      ^bb0(%i: index, %s: {STRUCT}, %a: {ACC}):\n'
            '        %go = "arith.cmpi"(%i, %one) <{predicate = 2 : i64}> : (index, index) -> i1\n'
            f'        "scf.condition"(%go, %i, %s, %a) : (i1, {types}) -> ()\n'
            f'      }}, {{\n      ^bb0(%j: index, %t: {STRUCT}, %acc: {ACC}):\n' + _wgmma("%w", "%acc")
            + '        %j1 = "arith.addi"(%j, %one) : (index, index) -> index\n'
            f'        "scf.yield"(%j1, %w, %acc) : ({types}) -> ()\n'
            f'      }}) : ({types}) -> ({types})\n')
    return TEXT.replace(WGMMA_LINE, before + loop)


# threads 0-63 of the warpgroup (its first two warps)
HALF = ('      %half = "arith.constant"() <{value = 64 : index}> : () -> index\n'
        '      %cond = "arith.cmpi"(%182, %half) <{predicate = 6 : i64}> : (index, index) -> i1\n')
TRUE = '      %cond = "arith.constant"() <{value = true} > : () -> i1\n'


def _out_of_region(inside: str, result: str, between: str, cond: str = TRUE) -> str:
    """``inside`` (computing %fresh) in an scf.if taken by the threads where ``cond`` (computing %cond) holds (the
    others yield %826), yielding ``result`` as %carried, then ``between``, then the first wgmma reading %carried as
    its first accumulator register."""
    region = (cond + '      %carried = "scf.if"(%cond) ({\n' + inside + f'        "scf.yield"({result}) : ({ACC}) -> ()\n'
              f'      }}, {{\n        "scf.yield"(%826) : ({ACC}) -> ()\n      }}) : (i1) -> {ACC}\n')
    return TEXT.replace(WGMMA_LINE, region + between + _wgmma("%929", "%carried"))


def _races(text: str, pattern: str, writer_line: str, wgmma_line: str = "%w = "):
    """``text`` stops with the race ``pattern`` (WRITTEN_AFTER or FLOATING) located at the wgmma that
    ``wgmma_line`` starts, naming the writer on the line ``writer_line`` starts."""
    with pytest.raises(RaceError) as ei:
        _run(text)
    writer = next(x for x in text.splitlines() if x.strip().startswith(writer_line)).split('"')[1]
    msg = str(ei.value)
    assert f"{NAME}:{_line(text, wgmma_line)}:" in msg
    assert re.search(pattern.format(writer=writer, name=NAME, line=_line(text, writer_line)), msg), msg


def _passes(text: str):
    assert np.array_equal(_run(text).outputs["out0"], EXPECTED)


def test_a_register_written_after_the_fence_and_carried_into_a_loop_is_a_race():
    _races(_in_loop(ADD, "%fresh", ""), WRITTEN_AFTER, "%fresh = ")


def test_a_register_computed_before_the_fence_and_carried_into_a_loop_floats_past_it():
    _races(_in_loop(ADD + FENCE, "%fresh", ""), FLOATING, "%fresh = ")


def test_a_register_pinned_before_the_fence_and_carried_into_a_loop_passes():
    _passes(_in_loop(ADD + PIN.format(out="pinned", src="fresh") + FENCE, "%pinned", ""))


def test_a_register_computed_before_a_loop_floats_past_the_fence_in_it():
    _races(_in_loop(ADD, "%fresh", FENCE), FLOATING, "%fresh = ")


def test_a_register_pinned_before_a_loop_with_the_fence_in_it_passes():
    _passes(_in_loop(ADD + PIN.format(out="pinned", src="fresh"), "%pinned", FENCE))


def test_a_register_computed_in_one_iteration_floats_past_the_next_iterations_fence():
    # (the second iteration's wgmma reads what the first computed after its fence: zeros again)
    add = f'        %next = "arith.addf"(%acc, %acc) : ({ACC}, {ACC}) -> {ACC}\n'
    _races(_in_loop(PIN.format(out="pinned", src="826"), "%pinned", FENCE, trips=2, after=add), FLOATING,
           "%next = ")


def test_a_register_computed_and_pinned_in_one_iteration_passes_the_next_iterations_fence():
    add = f'        %sum = "arith.addf"(%acc, %acc) : ({ACC}, {ACC}) -> {ACC}\n' + PIN.format(out="next", src="sum")
    _passes(_in_loop(PIN.format(out="pinned", src="826"), "%pinned", FENCE, trips=2, after=add))


def test_a_register_written_after_the_fence_and_carried_into_a_while_loop_is_a_race():
    _races(_in_while_loop(ADD, "%fresh"), WRITTEN_AFTER, "%fresh = ")


def test_a_register_pinned_before_the_fence_and_carried_into_a_while_loop_passes():
    _passes(_in_while_loop(ADD + PIN.format(out="pinned", src="fresh") + FENCE, "%pinned"))


def test_a_register_written_after_the_fence_and_carried_out_of_a_region_is_a_race():
    _races(_out_of_region(ADD, "%fresh", ""), WRITTEN_AFTER, "%fresh = ", "%929 = ")


def test_a_register_pinned_in_a_region_before_the_fence_passes():
    _passes(_out_of_region(ADD + PIN.format(out="pinned", src="fresh"), "%pinned", FENCE))


def test_a_register_written_after_the_fence_in_a_region_some_threads_take_is_a_race():
    # (a divergent condition: the result merges both regions' values, thread by thread)
    _races(_out_of_region(ADD, "%fresh", "", HALF), WRITTEN_AFTER, "%fresh = ", "%929 = ")


def test_a_register_pinned_in_a_region_some_threads_take_before_the_fence_passes():
    _passes(_out_of_region(ADD + PIN.format(out="pinned", src="fresh"), "%pinned", FENCE, HALF))


# the first wgmma's group committed and waited for (its results ready: the twins of the reads below)
COMMITTED = '      "nvvm.wgmma.commit.group.sync.aligned"() : () -> ()\n' + WAIT


def _merged_read(waited: str) -> str:
    """The first wgmma's first result register, yielded by an scf.if some threads take (the others yield %826),
    ``waited`` (COMMITTED or nothing) and read as %use."""
    read = (f'      %r = "llvm.extractvalue"(%929) <{{position = array<i64: 0>}}> : ({STRUCT}) -> {ACC}\n' + HALF
            + '      %m = "scf.if"(%cond) ({\n' + f'        "scf.yield"(%r) : ({ACC}) -> ()\n'
            f'      }}, {{\n        "scf.yield"(%826) : ({ACC}) -> ()\n      }}) : (i1) -> {ACC}\n'
            + waited + f'      %use = "arith.addf"(%m, %m) : ({ACC}, {ACC}) -> {ACC}\n')
    return TEXT.replace(WGMMA_LINE, WGMMA_LINE + read)


def _read_out_of_loop(waited: str) -> str:
    """The first wgmma in a loop (_in_loop), its first result register read after it as %use, ``waited`` before."""
    read = (f'      %r = "llvm.extractvalue"(%929) <{{position = array<i64: 0>}}> : ({STRUCT}) -> {ACC}\n'
            + waited + f'      %use = "arith.addf"(%r, %r) : ({ACC}, {ACC}) -> {ACC}\n')
    return _in_loop("", "%826", "").replace(f"({STRUCT}, {ACC})\n", f"({STRUCT}, {ACC})\n" + read, 1)


def _reads_pending(text: str, wgmma_line: str):
    with pytest.raises(RaceError) as ei:
        _run(text)
    msg = str(ei.value)
    assert f"{NAME}:{_line(text, '%use = ')}:" in msg and "'arith.addf' op race: this instruction reads" in msg
    assert f"the wgmma at {NAME}:{_line(text, wgmma_line)}:" in msg and "wgmma.wait_group" in msg


def test_a_wgmmas_result_merged_out_of_a_region_some_threads_take_and_read_before_its_wait_group_is_a_race():
    # (the merge of both regions' values, thread by thread, is a new array)
    _reads_pending(_merged_read(""), "%929 = ")


def test_a_wgmmas_result_merged_out_of_a_region_and_read_after_its_wait_group_passes():
    _passes(_merged_read(COMMITTED))


def test_a_wgmmas_result_carried_out_of_a_loop_and_read_before_its_wait_group_is_a_race():
    _reads_pending(_read_out_of_loop(""), "%w = ")


def test_a_wgmmas_result_carried_out_of_a_loop_and_read_after_its_wait_group_passes():
    _passes(_read_out_of_loop(COMMITTED))


def test_a_constant_a_wgmma_reads_through_moves_only_is_a_race():
    # (LLVM materializes the constant where it likes before its use: after the last fence, for all we know)
    zeros = '      %zeros = "arith.constant"() <{value = dense<0.000000e+00> : vector<2xf32>}> : () -> vector<2xf32>\n'
    move = (f'      %zero = "vector.extract_strided_slice"(%zeros) <{{offsets = [0], sizes = [1], strides = [1]}}> : '
            f'(vector<2xf32>) -> {ACC}\n')
    text = TEXT.replace(WGMMA_LINE, zeros + move + _wgmma("%929", "%zero"))
    _races(text, FLOATING, "%zeros = ", "%929 = ")


def test_a_constant_carried_into_a_loop_is_a_race():
    _races(_in_loop(ZERO, "%zero", FENCE), FLOATING, "%zero = ")


def test_a_constant_pinned_before_a_loop_with_the_fence_in_it_passes():
    # (jax's matmul: WGMMAAccumulator.zero, then the K loop's wgmmas behind their fences)
    _passes(_in_loop(ZERO + PIN.format(out="pinned", src="zero"), "%pinned", FENCE))
