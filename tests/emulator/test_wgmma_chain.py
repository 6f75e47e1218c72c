"""A K step's wgmmas run as one chain (wgmma_chain.py): the accumulator handed on as a matrix, read from its
vector<2> pairs and written back to them at once. Variants of the corpus's wgmma payload (four chained wgmmas, the
accumulator sliced from pairs before the first and shuffled into pairs after the last, test_register_races.py's):
the same output, and the same races, at the same ops and as many times, as with every op run one by one
(fuse.enabled off: no chain)."""

from __future__ import annotations

import lzma
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


def _counting(monkeypatch, module, name: str) -> list:
    """The shapes of the first argument of each call of ``module.name`` from now on."""
    calls, real = [], getattr(module, name)

    def counted(x, *rest):
        calls.append(x.shape)
        return real(x, *rest)
    monkeypatch.setattr(module, name, counted)
    return calls


def test_a_batch_of_ctas_runs_its_chains_as_its_ops_one_by_one(monkeypatch):
    """jax 0.10.2's attention forward at q 384, kv 128 (tests/flagship/kernels.py:attention_fwd, captured by
    ``mgpu-capture ... --arg 'f16[1,384,1,64]' --arg 'f16[1,128,1,64]' --arg 'f16[1,128,1,64]' --semantics warpgroup
    --no-generic --arch 9.0``): 3 CTAs, the first run alone, the other two as a batch (machine.Batch), whose chains
    hand the stacked matrices on and write the pairs of both CTAs at once: the same output as every op run one by
    one, on values with infinities, NaNs, subnormals and cancelling products among them."""
    text = lzma.decompress((Path(__file__).parent / "wgmma_batch" / "attention_fwd_q384.wg.payload.mlir.xz")
                           .read_bytes()).decode()
    rng = np.random.default_rng(7)
    q, k, v = (rng.standard_normal((1, n, 1, 64)).astype(np.float16) for n in (384, 128, 128))
    k[0, :8, 0, :8] = np.float16(6e-8)  # (f16 subnormals)
    v[0, 8:16, 0, :] = -v[0, :8, 0, :]  # (rows that cancel)
    q[0, 300, 0, 3], v[0, 5, 0, 7], v[0, 9, 0, 2] = np.inf, np.nan, -np.inf
    import mgpu.emulator.wgmma_chain as chain
    written = _counting(monkeypatch, chain, "matrix_to_register_pairs")

    def output(chained: bool) -> bytes:
        monkeypatch.setattr(fuse, "enabled", chained)
        res = Kernel(parse_module(text, "attention_fwd", make_context())).run({"in0": q, "in1": k, "in2": v})
        return res.outputs["out0"].tobytes()
    assert output(True) == output(False)
    assert (2, 64, 64) in written  # (the batch's two CTAs' pairs written at once)


def test_the_pairs_a_k_step_wrote_are_read_back_as_its_matrix(tmp_path, monkeypatch):
    """jax 0.10.2's hopper_matmul_wg_n (tests/flagship/captured): each K step's chain starts from the pairs the last
    one wrote, the same objects: it takes the matrix they were written from (the pairs read into a matrix only at a
    tile's first step), with the same output and races as every op run one by one."""
    captured = Path(__file__).resolve().parent.parent / "flagship" / "captured" / "hopper_matmul_wg_n.tar.xz"
    with tarfile.open(captured) as tar:
        tar.extractall(tmp_path, filter="data")
    text = (tmp_path / "hopper_matmul_wg_n.wg.payload.mlir").read_text()
    inputs = {f"in{i}": np.load(tmp_path / f"hopper_matmul_wg_n.in{i}.npy") for i in (0, 1)}
    import mgpu.emulator.wgmma_chain as chain
    read = _counting(monkeypatch, chain, "register_pairs_to_matrix")
    steps = _counting(monkeypatch, chain, "matrix_to_register_pairs")

    def reported(chained: bool):
        monkeypatch.setattr(fuse, "enabled", chained)
        res = Kernel(parse_module(text, "hopper_matmul_wg_n", make_context())).run(dict(inputs), report_races=True)
        return res.outputs["out0"].tobytes(), [(str(err), times) for err, times in res.report.races]
    assert reported(True) == reported(False)
    # (K 256: 4 K steps of 64 a tile and consumer warpgroup, of which only the first reads its pairs)
    assert len(steps) == 16 and len(read) == 4


def test_a_batchs_pairs_are_each_ctas_pairs_cta_after_cta():
    d = np.random.default_rng(1).standard_normal((3, 64, 64)).astype(np.float32)
    pairs = matrix_to_register_pairs(d)
    assert pairs.shape == (16, 3 * 128, 2)
    assert np.array_equal(pairs, np.concatenate([matrix_to_register_pairs(x) for x in d], axis=1))
    assert np.array_equal(register_pairs_to_matrix(pairs, 3), d)
