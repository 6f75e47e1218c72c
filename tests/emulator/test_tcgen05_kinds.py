"""tcgen05.mma beyond kind::f16 with M = 128 (mgpu/emulator/tcgen05.py) against numpy: kind::i8
(exact, wrapping or saturating s32), kind::f8f6f4 (E4M3 / E5M2), M = 64 (data path Layout F),
A in TMEM packed four bytes a column, and a CTA pair's .cta_group::2 (Layouts A and B)."""

import ml_dtypes
import numpy as np
import pytest

from mgpu.emulator.errors import EmulatorError
from mgpu.emulator.tcgen05 import InstrDescriptor, Tmem, TmemError, mma, taddr_of
from mgpu.emulator.wgmma import MmaError, encode_smem_descriptor

RNG = np.random.default_rng(7)


def _put_k_major(smem: np.ndarray, start: int, x: np.ndarray) -> int:
    """Write a (rows, 32-byte) K-major operand at ``start`` in the no-swizzle canonical layout (8 x 16
    byte core matrices: the second 16 bytes of K LBO = 128 bytes further, 8-row groups SBO = 256
    bytes apart) and return its sm_100 descriptor."""
    raw = np.ascontiguousarray(x).view(np.uint8).reshape(x.shape[0], 32)
    mn = np.arange(x.shape[0])[:, None]
    kb = np.arange(32)[None, :]
    smem[start + (mn // 8) * 256 + (mn % 8) * 16 + (kb // 16) * 128 + kb % 16] = raw
    return encode_smem_descriptor(start, 128, 256, 16, "sm100")


def _idesc(m, n, dtype, atype, btype, kind, saturate=False):
    return InstrDescriptor(m, n, dtype, atype, btype, False, False, False, False, kind, saturate).encode()


def test_i8_mixed_signedness_is_exact_and_wraps_to_s32():
    a = RNG.integers(-128, 128, (128, 32)).astype(np.int8)
    b = RNG.integers(0, 256, (32, 32)).astype(np.uint8)  # B as (N, K)
    smem = np.zeros(16384, np.uint8)
    ad, bd = _put_k_major(smem, 0, a), _put_k_major(smem, 8192, b)
    tm = Tmem()
    d = tm.alloc(32)
    tm.cells[:, :32] = np.int32(2**31 - 1).view(np.uint32)  # the old D, about to overflow
    tm.mma(d, ad, bd, _idesc(128, 32, "s32", "s8", "u8", "i8"), True, smem, kind="i8")
    exact = a.astype(np.int64) @ b.T.astype(np.int64) + (2**31 - 1)
    np.testing.assert_array_equal(tm.cells[:, :32].view(np.int32), exact.astype(np.int32))  # (wrapped)
    assert (exact > 2**31 - 1).any()


def test_i8_satfinite_clamps():
    a = np.full((128, 32), 127, np.int8)
    smem = np.zeros(16384, np.uint8)
    ad, bd = _put_k_major(smem, 0, a), _put_k_major(smem, 8192, a[:16])
    tm = Tmem()
    d = tm.alloc(32)
    tm.cells[:, :16] = np.int32(2**31 - 100).view(np.uint32)
    tm.mma(d, ad, bd, _idesc(128, 16, "s32", "s8", "s8", "i8", saturate=True), True, smem, kind="i8")
    assert (tm.cells[:, :16].view(np.int32) == 2**31 - 1).all()


def test_f8f6f4_e4m3_times_e5m2_matches_f64_sum():
    a = RNG.normal(size=(128, 32)).astype(ml_dtypes.float8_e4m3fn)
    b = RNG.normal(size=(16, 32)).astype(ml_dtypes.float8_e5m2)
    smem = np.zeros(16384, np.uint8)
    ad, bd = _put_k_major(smem, 0, a), _put_k_major(smem, 8192, b)
    tm = Tmem()
    d = tm.alloc(32)
    tm.mma(d, ad, bd, _idesc(128, 16, "f32", "e4m3", "e5m2", "f8f6f4"), False, smem, kind="f8f6f4")
    expect = (a.astype(np.float64) @ b.astype(np.float64).T).astype(np.float32)
    np.testing.assert_array_equal(tm.cells[:, :16].view(np.float32), expect)


def test_m64_is_layout_f_at_lane_0_or_16():
    a = RNG.integers(-8, 8, (64, 32)).astype(np.int8)
    b = RNG.integers(-8, 8, (8, 32)).astype(np.int8)
    smem = np.zeros(16384, np.uint8)
    ad, bd = _put_k_major(smem, 0, a), _put_k_major(smem, 8192, b)
    tm = Tmem()
    tm.alloc(32)
    idesc = _idesc(64, 8, "s32", "s8", "s8", "i8")
    tm.mma(taddr_of(16, 8), ad, bd, idesc, False, smem, kind="i8")
    rows = np.arange(64)
    lanes = 16 + 32 * (rows // 16) + rows % 16  # rows 16 q .. 16 q + 15 in lanes 32 q + 16 ..
    np.testing.assert_array_equal(tm.cells[lanes, 8:16].view(np.int32), a.astype(np.int32) @ b.T.astype(np.int32))
    untouched = np.setdiff1d(np.arange(128), lanes)
    assert (tm.cells[untouched] == 0).all() and (tm.cells[:, :8] == 0).all()
    with pytest.raises(TmemError, match="M = 64 needs D at TMEM lane 0 or 16, got lane 8"):
        tm.mma(taddr_of(8, 0), ad, bd, idesc, False, smem, kind="i8")


def test_a_in_tmem_packs_four_bytes_a_column():
    a = RNG.integers(-128, 128, (128, 32)).astype(np.int8)
    b = RNG.integers(-128, 128, (16, 32)).astype(np.int8)
    smem = np.zeros(16384, np.uint8)
    bd = _put_k_major(smem, 8192, b)
    tm = Tmem()
    tm.alloc(64)
    tm.cells[:, 32:40] = a.view(np.uint8).reshape(128, 8, 4).view("<u4")[..., 0]  # byte k % 4 of column k // 4
    tm.mma(taddr_of(0, 0), taddr_of(0, 32), bd, _idesc(128, 16, "s32", "s8", "s8", "i8"), False, smem,
           kind="i8", a_in_tmem=True)
    np.testing.assert_array_equal(tm.cells[:, :16].view(np.int32), a.astype(np.int32) @ b.T.astype(np.int32))


@pytest.mark.parametrize("m", [256, 128])
def test_cta_pair_splits_a_along_m_and_b_along_n(m):
    rows, n = m // 2, 32
    a = [RNG.normal(size=(rows, 16)).astype(np.float16) for _ in range(2)]
    b = [RNG.normal(size=(n // 2, 16)).astype(np.float16) for _ in range(2)]
    smems = [np.zeros(16384, np.uint8) for _ in range(2)]
    descs = [(_put_k_major(s, 0, x), _put_k_major(s, 8192, y)) for s, x, y in zip(smems, a, b)]
    assert descs[0] == descs[1]  # (the same descriptors name each CTA's own operands)
    tms = [Tmem(), Tmem()]
    for tm in tms:
        tm.alloc(32)
    mma(tms, smems, taddr_of(0, 0), *descs[0], _idesc(m, n, "f32", "f16", "f16", "f16"), False)
    full_b = np.concatenate(b).astype(np.float64)
    for tm, x in zip(tms, a):
        d = (x.astype(np.float64) @ full_b.T).astype(np.float32)
        if m == 256:  # Layout A: row i in lane i
            np.testing.assert_array_equal(tm.cells[:, :n].view(np.float32), d)
        else:  # Layout B: columns j < N / 2 in lanes 0..63, the others in lanes 64..127
            got = np.concatenate([tm.cells[:64, :n // 2], tm.cells[64:, :n // 2]], 1).view(np.float32)
            np.testing.assert_array_equal(got, d)


def test_refusals():
    tm = Tmem()
    tm.alloc(32)
    smem = np.zeros(16384, np.uint8)
    with pytest.raises(MmaError, match="kind::tf32 is not supported"):
        tm.mma(0, 0, 0, 0, False, smem, kind="tf32")
    with pytest.raises(MmaError, match="kind::i8 types in instruction descriptor"):
        tm.mma(0, 0, 0, _idesc(128, 16, "f32", "f16", "f16", "f16"), False, smem, kind="i8")
    with pytest.raises(MmaError, match="negate bit"):
        tm.mma(0, 0, 0, _idesc(128, 16, "s32", "s8", "s8", "i8") | 1 << 13, False, smem, kind="i8")
    with pytest.raises(MmaError, match="different A .f16. and B .bf16. types"):
        tm.mma(0, 0, 0, _idesc(128, 16, "f32", "f16", "bf16", "f16"), False, smem)
    with pytest.raises(MmaError, match="A per CTA is not supported"):
        tm.mma(0, 0, 0, _idesc(64, 16, "s32", "s8", "s8", "i8"), False, smem, kind="i8", a_in_tmem=True)
    assert issubclass(MmaError, EmulatorError)


def test_f16_accumulator_is_rounded_once_from_the_f64_sum():
    # 1 + 2^-11 + 2^-40: rounded once to f16 it is 1 + 2^-10; through f32 (1 + 2^-11, a tie) it would be 1
    a = np.zeros((128, 16), np.float16)
    b = np.zeros((16, 16), np.float16)  # (N, K)
    a[:, :3] = [1, 2.0 ** -11, 2.0 ** -20]
    b[:, :3] = [1, 1, 2.0 ** -20]
    smem = np.zeros(16384, np.uint8)
    ad, bd = _put_k_major(smem, 0, a), _put_k_major(smem, 8192, b)
    tm = Tmem()
    d = tm.alloc(32)
    tm.mma(d, ad, bd, _idesc(128, 16, "f16", "f16", "f16", "f16"), False, smem)
    assert (tm.cells[:, :16] == np.float16(1 + 2.0 ** -10).view(np.uint16)).all()
