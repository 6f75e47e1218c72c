"""tcgen05.mma.sp (mgpu/emulator/tcgen05_sparse.py) against numpy: the metadata laid out in TMEM as jax
lays it (its format_tcgen05_sparse_metadata tiles, pallas/mosaic_gpu/helpers.py:189 at jax-v0.10.2,
copied one 16-byte SMEM row a lane by tcgen05.cp.128x128b), each kind jax issues, the selector, and
what is refused."""

import ml_dtypes
import numpy as np
import pytest

from mgpu.emulator.tcgen05 import InstrDescriptor, Tmem, mma, taddr_of
from mgpu.emulator.tcgen05_sparse import decode_metadata
from mgpu.emulator.wgmma import MmaError

from .tcgen05_operands import copy_metadata_to_tmem, draw_pairs, logical, metadata_tiles, put_k_major

RNG = np.random.default_rng(11)


def _idesc(n, dtype, atype, kind, selector=0, m=128):
    return InstrDescriptor(m, n, dtype, atype, atype, False, False, False, False, kind, sparse=True,
                           selector=selector).encode()


def _sparse_product(kind, atype, dtype, np_type, n=32, meta_col=64):
    """One kind's whole 128-row K = 128 (f16) / 256 (8-bit) product, issued as jax's _do_mma does:
    32 compressed bytes of A and 64 bytes of B a step; kind::f16 steps the selector over a column
    pair, the 8-bit kinds advance two columns. Returns (D's cells, numpy's: each step's exact product
    added to D and rounded once to f32, or exact for s32)."""
    eb = np.dtype(np_type).itemsize
    k = 256 // eb
    pairs = draw_pairs(RNG, 128, k)
    if np.dtype(np_type).kind == "i":
        a, b = RNG.integers(-64, 64, (128, k // 2)).astype(np_type), RNG.integers(-64, 64, (n, k)).astype(np_type)
    else:
        a, b = RNG.uniform(0, 1, (128, k // 2)).astype(np_type), RNG.uniform(0, 1, (n, k)).astype(np_type)
    tm, smem = Tmem(), np.zeros(1 << 16, np.uint8)
    tm.alloc(128)
    copy_metadata_to_tmem(tm, meta_col, metadata_tiles(pairs, 8 * eb))
    instr_k = 64 // eb
    full, expect = logical(a, pairs), np.zeros((128, n))
    for step in range(k // instr_k):
        part = full[:, step * instr_k:(step + 1) * instr_k] @ b[:, step * instr_k:(step + 1) * instr_k].astype(
            np.float64).T
        expect = expect + part if dtype == "s32" else (expect + part).astype(np.float32).astype(np.float64)
        ad = put_k_major(smem, 0, a[:, step * instr_k // 2:(step + 1) * instr_k // 2])
        bd = put_k_major(smem, 32768, b[:, step * instr_k:(step + 1) * instr_k])
        sel, col = (step % 2, meta_col + step // 2 * 2) if kind == "f16" else (0, meta_col + 2 * step)
        mma([tm], [smem], taddr_of(0, 0), ad, bd, _idesc(n, dtype, atype, kind, sel), step > 0, kind=kind,
            meta_taddr=taddr_of(0, col))
    return tm.cells[:, :n], expect


def test_f16_metadata_decodes_rows_eight_apart_sharing_a_lane():
    pairs = draw_pairs(RNG, 128, 32)  # one kind::f16 instruction: 16 entries a row
    tm = Tmem()
    tm.alloc(32)
    copy_metadata_to_tmem(tm, 0, metadata_tiles(np.concatenate([pairs] * 4, axis=1), 16))  # (a whole 64-entry tile)
    np.testing.assert_array_equal(decode_metadata(tm.cells[:, :1], "f16"), pairs)


def test_8bit_metadata_decodes_row_per_lane_over_two_columns():
    pairs = draw_pairs(RNG, 128, 64)  # one 8-bit instruction: 32 entries a row
    tm = Tmem()
    tm.alloc(32)
    copy_metadata_to_tmem(tm, 0, metadata_tiles(np.concatenate([pairs] * 2, axis=1), 8))
    np.testing.assert_array_equal(decode_metadata(tm.cells[:, :2], "i8"), pairs)


@pytest.mark.parametrize("kind, atype, dtype, np_type", [
    ("f16", "f16", "f32", np.float16), ("f16", "bf16", "f32", ml_dtypes.bfloat16), ("i8", "s8", "s32", np.int8),
    ("f8f6f4", "e4m3", "f32", ml_dtypes.float8_e4m3fn)])
def test_each_kind_jax_issues_matches_numpy(kind, atype, dtype, np_type):
    """The kinds of jax's sparse tests: f16 / bf16 and e4m3 (f32 D, each step rounded once), s8 (exact)."""
    d, expect = _sparse_product(kind, atype, dtype, np_type)
    np.testing.assert_array_equal(d.view(np.int32 if dtype == "s32" else np.float32),
                                  expect.astype(np.int32 if dtype == "s32" else np.float32))


def test_f16_selector_one_reads_the_next_column():
    a = RNG.uniform(0, 1, (128, 16)).astype(np.float16)
    b = RNG.uniform(0, 1, (16, 32)).astype(np.float16)
    first, second = draw_pairs(RNG, 128, 32), draw_pairs(RNG, 128, 32)
    tm, smem = Tmem(), np.zeros(1 << 16, np.uint8)
    tm.alloc(64)
    copy_metadata_to_tmem(tm, 32, metadata_tiles(np.concatenate([first, second, first, second], axis=1), 16))
    ad, bd = put_k_major(smem, 0, a), put_k_major(smem, 32768, b)
    mma([tm], [smem], taddr_of(0, 0), ad, bd, _idesc(16, "f32", "f16", "f16", 1), False, kind="f16",
        meta_taddr=taddr_of(0, 32))
    np.testing.assert_array_equal(tm.cells[:, :16].view(np.float32),
                                  (logical(a, second) @ b.astype(np.float64).T).astype(np.float32))


def _one_f16_mma(pairs, idesc, meta_lane=0, rows=128):
    tm, smem = Tmem(), np.zeros(1 << 16, np.uint8)
    tm.alloc(64)
    copy_metadata_to_tmem(tm, 32, metadata_tiles(np.concatenate([pairs] * 4, axis=1), 16))
    ad = put_k_major(smem, 0, np.ones((rows, 16), np.float16))
    bd = put_k_major(smem, 32768, np.ones((16, 32), np.float16))
    mma([tm], [smem], taddr_of(0, 0), ad, bd, idesc, False, kind="f16", meta_taddr=taddr_of(meta_lane, 32))


def test_indices_not_increasing_are_refused():
    pairs = draw_pairs(RNG, 128, 32)
    pairs[5, 3] = (2, 1)
    with pytest.raises(MmaError, match=r"row 5 of A, group 3 .*\(2, 1\) must be increasing"):
        _one_f16_mma(pairs, _idesc(16, "f32", "f16", "f16"))


def test_repeated_index_is_refused():
    pairs = draw_pairs(RNG, 128, 32)
    pairs[0, 0] = (3, 3)
    with pytest.raises(MmaError, match=r"\(3, 3\) must be increasing"):
        _one_f16_mma(pairs, _idesc(16, "f32", "f16", "f16"))


def test_sp_without_the_descriptor_sparsity_bit_is_refused():
    dense = InstrDescriptor(128, 16, "f32", "f16", "f16", False, False, False, False, "f16").encode()
    with pytest.raises(MmaError, match=r"tcgen05.mma.sp with instruction descriptor .* sparsity bit \(2\) is 0"):
        _one_f16_mma(draw_pairs(RNG, 128, 32), dense)


def test_descriptor_sparsity_bit_without_sp_is_refused():
    tm, smem = Tmem(), np.zeros(1 << 16, np.uint8)
    tm.alloc(32)
    with pytest.raises(MmaError, match=r"tcgen05.mma with instruction descriptor .* sparsity bit \(2\) is 1"):
        mma([tm], [smem], taddr_of(0, 0), 0, 0, _idesc(16, "f32", "f16", "f16"), False, kind="f16")


def test_8bit_selector_other_than_zero_is_refused():
    tm, smem = Tmem(), np.zeros(1 << 16, np.uint8)
    tm.alloc(32)
    with pytest.raises(MmaError, match=r"kind::i8 with sparsity selector 1 is not supported \(only 0"):
        mma([tm], [smem], taddr_of(0, 0), 0, 0, _idesc(16, "s32", "s8", "i8", 1), False, kind="i8",
            meta_taddr=taddr_of(0, 8))


def test_m64_is_refused():
    with pytest.raises(MmaError, match=r"tcgen05.mma.sp with 64 rows of A per CTA is not supported"):
        _one_f16_mma(draw_pairs(RNG, 128, 32), _idesc(16, "f32", "f16", "f16", m=64), rows=64)


def test_metadata_off_lane_zero_is_refused():
    with pytest.raises(MmaError, match=r"sparse metadata at TMEM lane 0, got lane 16"):
        _one_f16_mma(draw_pairs(RNG, 128, 32), _idesc(16, "f32", "f16", "f16"), meta_lane=16)
