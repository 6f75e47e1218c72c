"""WGMMA m64nNk16 with SMEM descriptors and the accumulator fragment (PTX91 §9.7.15.5)."""
import pathlib

import ml_dtypes
import numpy as np
import pytest

from mgpu.emulator.errors import EmulatorError
from tests.support.smem_layout import logical_to_physical_bytes
from mgpu.emulator.tma import TensorMap, tma_load
from mgpu.emulator.wgmma import (MmaError, a_fragment_matrix, acc_to_matrix, decode_smem_descriptor,
                                 encode_smem_descriptor, load_operand, matrix_to_acc, matrix_to_registers, mma_f32,
                                 operand_addresses, wgmma_fragment, wgmma_m64, wgmma_m64_matrix)

DATA = pathlib.Path(__file__).parent.parent / "corpus" / "data"
G = 1 << 32


def test_fragment_examples_sm_semantics_6():
    r, c = wgmma_fragment(128)
    assert list(zip(r[0, :6], c[0, :6])) == [(0, 0), (0, 1), (8, 0), (8, 1), (0, 8), (0, 9)]
    assert list(zip(r[1, :4], c[1, :4])) == [(0, 2), (0, 3), (8, 2), (8, 3)]
    assert (r[4, 0], c[4, 0]) == (1, 0) and (r[32, 0], c[32, 0]) == (16, 0)
    assert list(zip(r[127, -4:], c[127, -4:])) == [(55, 126), (55, 127), (63, 126), (63, 127)]
    # every element of the 64x128 tile exactly once
    assert len(set(zip(r.ravel().tolist(), c.ravel().tolist()))) == 64 * 128


def test_acc_matrix_round_trip():
    d = np.arange(64 * 64, dtype=np.float32).reshape(64, 64)
    np.testing.assert_array_equal(acc_to_matrix(matrix_to_acc(d)), d)
    np.testing.assert_array_equal(matrix_to_registers(d)[:, :, 0].T, matrix_to_acc(d))  # register i: row i


def test_descriptor_decode_corpus_constants():
    a = decode_smem_descriptor((4096 >> 4) | 0x4000004000000000)
    assert (a.start, a.lbo, a.sbo, a.swizzle) == (4096, 0, 1024, 128)
    b = decode_smem_descriptor(np.array([(8192 >> 4) | 0x4000008000400000] * 4, np.int64))
    assert (b.start, b.lbo, b.sbo, b.swizzle) == (8192, 1024, 2048, 128)
    assert decode_smem_descriptor(encode_smem_descriptor(1024, 16, 256, 64)).swizzle == 64
    with pytest.raises(MmaError, match="differs between the threads"):
        decode_smem_descriptor(np.array([16, 32], np.int64))


@pytest.mark.parametrize("s,tile_k", [(128, 64), (64, 32), (32, 16)])
def test_k_major_swizzled_operand_matches_mosaic_tiles(s, tile_k):
    # A (64 x K) stored as tile<8, tile_k> + swizzle<s>: SBO = 8 rows * s bytes
    a = (np.arange(64 * tile_k) % 97).astype(np.float16).reshape(64, tile_k)
    smem = np.zeros(16384, np.uint8)
    smem[1024:1024 + a.nbytes] = logical_to_physical_bytes(a, (8, tile_k), s, base=1024)
    for kstep in range(tile_k // 16):
        desc = decode_smem_descriptor(encode_smem_descriptor(1024 + 32 * kstep, 0, 8 * s, s))
        got = load_operand(smem, desc, 64, 16, np.float16, k_major=True)
        np.testing.assert_array_equal(got, a[:, 16 * kstep:16 * kstep + 16])


def test_mn_major_swizzled_operand():
    # B (K=32 x N=128) stored as tile<8, 64> + swizzle<128>: LBO = next 64-column atom, SBO = next 8 rows
    b = (np.arange(32 * 128) % 89).astype(np.float16).reshape(32, 128)
    smem = np.zeros(16384, np.uint8)
    smem[:b.nbytes] = logical_to_physical_bytes(b, (8, 64), 128)
    for kstep in range(2):
        desc = decode_smem_descriptor(encode_smem_descriptor(4096 * kstep, 1024, 2048, 128))
        got = load_operand(smem, desc, 128, 16, np.float16, k_major=False)  # (N, K)
        np.testing.assert_array_equal(got.T, b[16 * kstep:16 * kstep + 16])


def test_m_major_a_multiplies_its_transpose():
    # A (64 x K=32) given as its transpose, (K, M) stored as tile<8, 64> + swizzle<128> (jax's
    # transpose_ref of a (block_k, block_m) ref, transposed_ragged_dot): M-major, trans_a 1, its SBO the
    # next 8 K-rows; B (K x N=64) alike, N-major. Two K steps of 16 accumulate into D = A @ B.
    a_t = (np.arange(32 * 64) % 61 - 30).astype(np.float16).reshape(32, 64)
    b = (np.arange(32 * 64) % 47 - 23).astype(np.float16).reshape(32, 64)
    smem = np.zeros(16384, np.uint8)
    smem[:a_t.nbytes] = logical_to_physical_bytes(a_t, (8, 64), 128)
    smem[8192:8192 + b.nbytes] = logical_to_physical_bytes(b, (8, 64), 128, base=8192)
    d = None
    for kstep in range(2):
        a_desc = encode_smem_descriptor(2048 * kstep, 0, 1024, 128)
        b_desc = encode_smem_descriptor(8192 + 2048 * kstep, 0, 1024, 128)
        d = wgmma_m64_matrix(d, a_desc, b_desc, smem, n=64, trans_a=1, trans_b=1)
    np.testing.assert_array_equal(d, a_t.T.astype(np.float32) @ b.astype(np.float32))


def test_no_swizzle_k_major_core_matrices():
    a = (np.arange(16 * 16) % 53).astype(np.float16).reshape(16, 16)
    smem = np.zeros(4096, np.uint8)
    # core matrix (mi, ki) = 8 rows x 8 elems, contiguous 128 B; K neighbours at LBO=128, M at SBO=256
    for mi in range(2):
        for ki in range(2):
            blk = a[8 * mi:8 * mi + 8, 8 * ki:8 * ki + 8]
            off = mi * 256 + ki * 128
            smem[off:off + 128] = blk.reshape(-1).view(np.uint8)
    desc = decode_smem_descriptor(encode_smem_descriptor(0, 128, 256, 16))
    np.testing.assert_array_equal(load_operand(smem, desc, 16, 16, np.float16, True), a)


def _corpus_wgmma_smem():
    a = np.load(DATA / "pallas_wgmma.in0.npy")
    b = np.load(DATA / "pallas_wgmma.in1.npy")
    smem = np.zeros(32768, np.uint8)
    ta = TensorMap.from_init_args(G, 5, 3, (8, 8, 64), (512, 64, 1), 128, (8, 8, 64))
    tma_load(ta, (0, 0, 0), a.reshape(-1).view(np.uint8), G, smem, 0)
    tb = TensorMap.from_init_args(G, 5, 4, (8, 2, 8, 64), (1024, 64, 128, 1), 128, (8, 2, 8, 64))
    tma_load(tb, (0, 0, 0, 0), b.reshape(-1).view(np.uint8), G, smem, 8192)
    return a, b, smem


def test_corpus_pallas_wgmma_end_to_end():
    # the descriptors exactly as pallas_wgmma.lane.payload.mlir builds them (4 K-steps)
    a, b, smem = _corpus_wgmma_smem()
    a_desc = (0 >> 4) | 4611686293305294848
    b_desc = (8192 >> 4) | 4611686568187396096
    acc = np.full((128, 64), np.nan, np.float32)
    for s in range(4):
        acc = wgmma_m64(acc, np.array([a_desc + 2 * s] * 128, np.int64), b_desc + 256 * s, smem, n=128,
                        scale_d=s > 0, scale_a=1, scale_b=1, trans_a=0, trans_b=1)
    d = acc_to_matrix(acc)
    np.testing.assert_array_equal(d, a.astype(np.float32) @ b.astype(np.float32))
    np.testing.assert_array_equal(d.astype(np.float16), np.load(DATA / "pallas_wgmma.out0.npy"))


def test_scale_and_negate():
    a, b, smem = _corpus_wgmma_smem()
    a_desc, b_desc = 4611686293305294848, (8192 >> 4) | 4611686568187396096
    base = acc_to_matrix(wgmma_m64(None, a_desc, b_desc, smem, n=128, scale_d=False, trans_b=1))
    neg = acc_to_matrix(wgmma_m64(None, a_desc, b_desc, smem, n=128, scale_d=False, scale_a=-1, trans_b=1))
    np.testing.assert_array_equal(neg, -base)
    twice = acc_to_matrix(wgmma_m64(matrix_to_acc(base), a_desc, b_desc, smem, n=128, scale_d=True, trans_b=1))
    np.testing.assert_array_equal(twice, 2 * base)


def test_bf16_single_rounding():
    a = np.array([[1.0, 2.0 ** -30]], ml_dtypes.bfloat16)
    b = np.array([[1.0], [1.0]], ml_dtypes.bfloat16)
    c = np.array([[-1.0]], np.float32)
    assert mma_f32(a, b, c)[0, 0] == np.float32(2.0 ** -30)  # exact sum, then one rounding


@pytest.mark.parametrize("n", [8, 128, 256])
@pytest.mark.parametrize("dtype", [np.float16, ml_dtypes.bfloat16])
def test_mma_sums_k_in_order_in_f64(dtype, n):
    # the first product (~2^30) cancels against the last: the f64 partial sums between round the
    # small products (2^-28 .. 2^2) against it, so the bits show the order of the sum (a reversed or
    # an f32 sum, or an exact one, differs in hundreds of elements)
    rng = np.random.default_rng(0)

    def wide(shape):
        return rng.uniform(-2, 2, shape) * 2.0 ** rng.integers(-14, 0, shape)

    a, bt, c = wide((64, 16)), wide((n, 16)), wide((64, n)).astype(np.float32)
    a[:, 0] *= 2.0 ** 14
    bt[:, 0] *= 2.0 ** 14
    a[:, 15], bt[:, 15] = -a[:, 0], bt[:, 0]
    a, bt = a.astype(dtype), bt.astype(dtype)
    total = np.zeros((64, n))
    for k in range(16):
        total += a[:, k, None].astype(np.float64) * bt[:, k].astype(np.float64)
    for b in (bt.T, np.ascontiguousarray(bt.T)):  # (as the MMAs pass it, and C-contiguous)
        np.testing.assert_array_equal(mma_f32(a, b, None).view(np.uint32), total.astype(np.float32).view(np.uint32))
        np.testing.assert_array_equal(mma_f32(a, b, c).view(np.uint32), (total + c).astype(np.float32).view(np.uint32))


def test_unsupported_shapes_are_errors():
    with pytest.raises(EmulatorError, match="m64n12k16"):
        wgmma_m64(None, 0, 0, np.zeros(1024, np.uint8), n=12, scale_d=False)
    with pytest.raises(EmulatorError, match="out-of-bounds"):
        wgmma_m64(None, (4096 >> 4) | 4611686293305294848, 0, np.zeros(1024, np.uint8), n=8, scale_d=False)


SCALE_D_FROM_THREADS = '''      %sd_t = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %sd_n = "arith.constant"() <{value = THREADS : index}> : () -> index
      %sd_c = "arith.cmpi"(%sd_t, %sd_n) <{predicate = 6 : i64}> : (index, index) -> i1
      %sd_v = "arith.extui"(%sd_c) : (i1) -> i32
'''
"""scale-d = (thread id < THREADS): not a constant, so the wgmma handler evaluates it at run time."""


def _first_wgmma_with(prelude: str, operands: dict, grid: int = 1):
    """pallas_wgmma.wg with ``prelude`` before its wgmma.fence (a register the wgmma reads is written
    before the fence: PTX ISA 9.1 §9.7.15.7.1) and its first wgmma's operands replaced
    (position -> value; 0..63 the accumulator, 64/65 the descriptors, 66 scale-d, then the
    immediates), launched on ``grid`` CTAs; (the kernel, its inputs)."""
    from mgpu.dialect.context import make_context, parse_module
    from mgpu.emulator.run import Kernel

    lines = (DATA.parent / "pallas_wgmma.wg.payload.generic.mlir").read_text().splitlines(keepends=True)
    i = next(i for i, ln in enumerate(lines) if "wgmma.mma_async" in ln)
    head, tail = lines[i].split('"llvm.inline_asm"(', 1)
    args, rest = tail.split(")", 1)
    args = args.split(", ")
    assert len(args) == 64 + 7
    args = [operands.get(j, a) for j, a in enumerate(args)]
    lines[i] = head + '"llvm.inline_asm"(' + ", ".join(args) + ")" + rest
    lines.insert(max(j for j in range(i) if "wgmma.fence" in lines[j]), prelude)
    launch = next(i for i, ln in enumerate(lines) if '"gpu.launch"(%18, %12, ' in ln)
    lines[launch] = lines[launch].replace('"gpu.launch"(%18, %12, ', '"gpu.launch"(%18, %grid, ')
    lines.insert(launch, f'    %grid = "arith.constant"() <{{value = {grid} : index}}> : () -> index\n')
    k = Kernel(parse_module("".join(lines), "t.mlir", make_context(allow_unregistered=True)))
    return k, {n: np.load(DATA / f"pallas_wgmma.{n}.npy") for n in ("in0", "in1")}


def test_scale_d_read_at_run_time():
    k, inputs = _first_wgmma_with(SCALE_D_FROM_THREADS.replace("THREADS", "128"), {66: "%sd_v"})  # 1, as the constant
    expected = np.load(DATA / "pallas_wgmma.out0.npy")
    for _ in range(2):
        np.testing.assert_array_equal(k.run(inputs).outputs["out0"], expected)
    k, inputs = _first_wgmma_with(SCALE_D_FROM_THREADS.replace("THREADS", "64"), {66: "%sd_v"})  # 1 in threads < 64
    with pytest.raises(EmulatorError, match="wgmma scale-d differs between the threads of the warpgroup"):
        k.run(inputs)


def test_constant_accumulator():
    # the first wgmma accumulates onto 1.0 in every register (one constant, pinned before the fence as jax's
    # WGMMAAccumulator.zero pins its zeros, register_hazards.py: the same registers in every run, converted
    # once); out = f16 of the four K-steps of the MMA onto ones
    from tests.emulator.test_wgmma_fence_pinning import PIN

    k, inputs = _first_wgmma_with(
        '      %ones = "arith.constant"() <{value = dense<1.0> : vector<1xf32>}> : () -> vector<1xf32>\n'
        + PIN.format(out="pinned", src="ones"), dict.fromkeys(range(64), "%pinned"))
    a, b = inputs["in0"], inputs["in1"]
    d = np.ones((64, 128), np.float32)
    for s in range(0, 64, 16):
        d = mma_f32(a[:, s:s + 16], b[s:s + 16], d)
    for _ in range(2):
        np.testing.assert_array_equal(k.run(inputs).outputs["out0"], d.astype(np.float16))


def test_a_in_registers_fragment_is_the_ptx_figure():
    """PTX ISA §9.7.15.5.1.1, figure wgmma-64N16-A: thread t = 32 w + 4 g + i holds, in registers
    a0..a3 (two 16-bit elements each, the first in the low half), A's (16w + g, 2i + {0, 1}),
    (16w + g + 8, ...), (16w + g, 8 + 2i + {0, 1}) and (16w + g + 8, 8 + ...)."""
    words = np.random.default_rng(0).integers(0, 1 << 32, (4, 128), dtype=np.int64)
    a = a_fragment_matrix(words, "f16").view(np.uint16)
    assert a.shape == (64, 16)
    for t in (0, 5, 37, 127):
        w, g, i = t // 32, (t % 32) // 4, t % 4
        for reg, (row, col) in enumerate([(0, 0), (8, 0), (0, 8), (8, 8)]):
            r, c = 16 * w + g + row, col + 2 * i
            assert (a[r, c], a[r, c + 1]) == (words[reg, t] & 0xFFFF, words[reg, t] >> 16)
    assert len(np.unique(a)) == len(np.unique(words.astype("<u4").view("<u2")))  # each half once


def test_wgmma_with_a_in_registers_multiplies_that_matrix():
    rng = np.random.default_rng(1)
    a = rng.standard_normal((64, 16)).astype(np.float16)
    rows, cols = wgmma_fragment(16)  # element e of thread t: half e % 2 of register e // 2
    halves = a.view(np.uint16)[rows, cols].astype(np.uint32)  # (128, 8)
    words = (halves[:, 0::2] | (halves[:, 1::2] << 16)).T
    b = rng.standard_normal((16, 32)).astype(np.float16)
    smem = np.zeros(4096, np.uint8)
    b_desc = encode_smem_descriptor(0, 128, 256, 16)  # K-major B, unswizzled (B's SMEM layout: tested above)
    smem.view(np.float16)[operand_addresses(decode_smem_descriptor(b_desc), 32, 16, 2, True) // 2] = b.T
    d = wgmma_m64_matrix(None, a_fragment_matrix(words, "f16"), b_desc, smem, n=32)
    np.testing.assert_array_equal(d, mma_f32(a, b, None))


BLOCK_ID_ACCUMULATOR = '''      %bid = "gpu.block_id"() <{dimension = #gpu<dim x>}> : () -> index
      %bid_i = "arith.index_cast"(%bid) : (index) -> i32
      %bid_f = "arith.sitofp"(%bid_i) : (i32) -> f32
      %bid_p = "llvm.inline_asm"(%bid_f) <{asm_string = "", constraints = "=f,0", has_side_effects}> : (f32) -> f32
      %bid_v = "vector.broadcast"(%bid_p) : (f32) -> vector<1xf32>
'''
"""The CTA's index as an f32 in every register: the first wgmma's accumulator differs by CTA (through an
optimization barrier before the fence, as jax pins what a wgmma reads: register_hazards.py)."""


@pytest.mark.parametrize("batch_max", [1, 2, 64])
def test_wgmma_in_a_batch_of_ctas_multiplies_each_ctas_accumulator(batch_max, monkeypatch):
    # pallas_wgmma.wg on a grid of 3 CTAs, the first wgmma accumulating onto the CTA's index; the CTAs
    # store to the same output (a race between them, reported: the run goes on), the last CTA last (in a
    # batch too): out = f16 of the K steps onto 2.
    # With batches the wgmmas of a batch's CTAs are one stacked product, with the bits of one CTA
    # at a time.
    from mgpu.emulator import wgmma
    from mgpu.emulator.machine import Machine

    stacks = []
    product = wgmma.wgmma_product

    def counting(a, bt, c, dtype, satfinite):
        stacks.append(a.shape[0] if a.ndim == 3 else 1)
        return product(a, bt, c, dtype, satfinite)

    monkeypatch.setattr(wgmma, "wgmma_product", counting)  # (the handler's, imported as it prepares)
    monkeypatch.setattr(Machine, "batch_max", batch_max)
    k, inputs = _first_wgmma_with(BLOCK_ID_ACCUMULATOR, dict.fromkeys(range(64), "%bid_v"), grid=3)
    a, b = inputs["in0"], inputs["in1"]
    d = np.full((64, 128), 2, np.float32)
    for s in range(0, 64, 16):
        d = mma_f32(a[:, s:s + 16], b[s:s + 16], d)
    res = k.run(inputs, report_races=True)
    assert res.report.ctas == 3
    assert res.report.races and all("accesses byte" in str(e) and "which CTA" in str(e) for e, _ in res.report.races)
    np.testing.assert_array_equal(res.outputs["out0"], d.astype(np.float16))
    # 4 wgmmas a CTA, each CTA's product once: stacked ones when CTAs run in batches
    assert sum(stacks) == 12 and (max(stacks) > 1) == (batch_max > 1)
