"""A K step's wgmmas run as one chain (wgmma_chain.py): the accumulator handed on as a matrix, read from its
vector<2> pairs and written back to them at once. Variants of the corpus's wgmma payload (four chained wgmmas, the
accumulator sliced from pairs before the first and shuffled into pairs after the last, test_register_races.py's):
the same output, and the same races, at the same ops and as many times, as with every op run one by one
(fuse.enabled off: no chain)."""

from __future__ import annotations

import tarfile
from pathlib import Path

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator import fuse, wgmma
from mgpu.emulator.run import Kernel
from mgpu.emulator.wgmma import matrix_to_register_pairs, matrix_to_registers, register_pairs_to_matrix
from tests.emulator import test_register_races as rr
from tests.emulator.test_tracked_fusion import RACY

# the first pair of the accumulator times the thread index after the fence (zeros: the product is unchanged; a value
# per thread, as a K step's pairs are), sliced by the first wgmma's first two registers: a pair written after the fence
PAIR = """      %pair_t = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %pair_i = "arith.index_cast"(%pair_t) : (index) -> i32
      %pair_f = "arith.sitofp"(%pair_i) : (i32) -> f32
      %pair_v = "vector.broadcast"(%pair_f) : (f32) -> vector<2xf32>
      %pair = "arith.mulf"(%825#0, %pair_v) <{fastmath = #arith.fastmath<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
"""
SLICES = ('      %826 = "vector.extract_strided_slice"(%825#0)', '      %827 = "vector.extract_strided_slice"(%825#0)')
# the first wgmma's first result field read again after the second wgmma, before any wait_group
SECOND_WGMMA = '      %998 = "llvm.inline_asm"(%930, '
FIELD = '      %early = "arith.addf"(%930, %930) <{fastmath = #arith.fastmath<none>}> : ' \
        '(vector<1xf32>, vector<1xf32>) -> vector<1xf32>\n'


def _pair_after_the_fence(text: str) -> str:
    text = text.replace(SLICES[0], PAIR + SLICES[0].replace("(%825#0)", "(%pair)"))
    return text.replace(SLICES[1], SLICES[1].replace("(%825#0)", "(%pair)"))


def _field_read_between(text: str) -> str:
    second = next(line for line in text.splitlines(keepends=True) if line.startswith(SECOND_WGMMA))
    return text.replace(second, second + FIELD)


VARIANTS = {"as it is": lambda t: t, **RACY, "a pair written after the fence": _pair_after_the_fence,
            "a field of a chained wgmma read before the wait": _field_read_between}


def _reported(text: str, chained: bool, monkeypatch):
    monkeypatch.setattr(fuse, "enabled", chained)
    module = parse_module(text, rr.NAME, make_context(allow_unregistered=True))
    res = Kernel(module).run(dict(rr.INPUTS), report_races=True)
    return res.outputs["out0"].tobytes(), [(str(err), times) for err, times in res.report.races]


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_chain_reports_the_races_of_its_ops_one_by_one(variant, monkeypatch):
    text = VARIANTS[variant](rr.TEXT)
    assert text != rr.TEXT or variant == "as it is"
    chained = _reported(text, True, monkeypatch)
    assert chained == _reported(text, False, monkeypatch)
    assert chained[0] == rr.EXPECTED.tobytes() and bool(chained[1]) == (variant != "as it is")


def test_a_pair_written_after_the_fence_is_named_at_the_first_wgmma():
    text = _pair_after_the_fence(rr.TEXT)
    races = Kernel(parse_module(text, rr.NAME, make_context(allow_unregistered=True))).run(
        dict(rr.INPUTS), report_races=True).report.races
    (err, times), = races
    assert f"{rr.NAME}:{rr._line(text, rr.FIRST_WGMMA.strip())}:" in str(err) and times == 2  # (its two slices)
    assert f"registers that 'arith.mulf' at {rr.NAME}:{rr._line(text, '%pair = ')}:" in str(err)


def test_a_chained_wgmma_makes_no_registers_for_what_it_hands_on(monkeypatch):
    """matrix_to_registers (a wgmma's result made into its registers) is not called where the chain hands the
    matrix on and writes the last result's pairs at once; each wgmma calls it run one by one."""
    calls = []

    def counted(d):
        calls.append(d.shape)
        return matrix_to_registers(d)
    monkeypatch.setattr(wgmma, "matrix_to_registers", counted)
    for chained, made in ((True, 0), (False, 4)):
        calls.clear()
        assert _reported(rr.TEXT, chained, monkeypatch) == (rr.EXPECTED.tobytes(), [])
        assert len(calls) == made * 1  # (one warpgroup issues the four wgmmas)


def test_a_wgmma_reading_a_loop_carried_accumulator_runs_as_one_by_one(tmp_path, monkeypatch):
    """jax's examples/matmul.py in Lane semantics (tests/flagship/examples.py): its wgmmas take their accumulator
    from the K loop's block arguments (no slices to read pairs from): the same output and race reports."""
    captured = Path(__file__).resolve().parent.parent / "flagship" / "captured" / "example_matmul.tar.xz"
    with tarfile.open(captured) as tar:
        tar.extractall(tmp_path, filter="data")
    text = (tmp_path / "example_matmul.lane.payload.mlir").read_text()
    inputs = {f"in{i}": np.load(tmp_path / f"example_matmul.in{i}.npy") for i in (0, 1)}

    def reported(chained: bool):
        monkeypatch.setattr(fuse, "enabled", chained)
        res = Kernel(parse_module(text, "example_matmul", make_context())).run(dict(inputs), num_outputs=1,
                                                                               report_races=True)
        return res.outputs["out0"].tobytes(), [(str(err), times) for err, times in res.report.races]
    assert reported(True) == reported(False)


def test_register_pairs_are_the_registers_side_by_side():
    d = np.random.default_rng(0).standard_normal((64, 128)).astype(np.float32)
    pairs, regs = matrix_to_register_pairs(d), matrix_to_registers(d)
    assert pairs.shape == (32, 128, 2)
    assert np.array_equal(pairs[..., 0], regs[0::2, :, 0]) and np.array_equal(pairs[..., 1], regs[1::2, :, 0])
    assert np.array_equal(register_pairs_to_matrix(pairs), d)
