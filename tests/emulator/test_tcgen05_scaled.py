"""Block-scaled tcgen05.mma (mgpu/emulator/tcgen05_scaled.py) against numpy: one test a rule (each
kind and scale_vec, ue8m0 / ue4m3 scales, the scale factor ids, e2m1's nibble order, the NaN scale,
the quarter a data path reads its scales from, a CTA pair's split B scales, the refusals)."""

import ml_dtypes
import numpy as np
import pytest

from mgpu.emulator.ptx import parse_inline_asm
from mgpu.emulator.tcgen05 import Tmem, taddr_of
from mgpu.emulator.tcgen05_scaled import E2M1_VALUES, scaled_mma
from mgpu.emulator.wgmma import MmaError

from .tcgen05_operands import put_k_major, put_scales

RNG = np.random.default_rng(11)
E8M0 = {"ue8m0": 1, "ue4m3": 0}


def _idesc(m, n, atype, btype, scale, a_id, b_id, *, transpose_a=False, negate_b=False):
    """The block-scaled descriptor as jax builds it (tcgen05.py:110 at jax-v0.10.2)."""
    return (b_id << 4 | atype << 7 | btype << 10 | negate_b << 14 | transpose_a << 15 | (n >> 3) << 17
            | E8M0[scale] << 23 | (m >> 7) << 27 | a_id << 29)


def _fp8(rows, dtype):
    x = RNG.normal(size=(rows, 32)).astype(dtype)
    return x.view(np.uint8), x.astype(np.float64)


def _fp4(rows):
    nib = RNG.integers(0, 16, (rows, 64)).astype(np.uint8)
    return nib[:, 0::2] | nib[:, 1::2] << 4, E2M1_VALUES[nib]


def _scale_values(s, scale):
    if scale == "ue8m0":
        return np.where(s == 0xFF, np.nan, np.ldexp(1.0, s.astype(np.int64) - 127))
    return s.view(ml_dtypes.float8_e4m3fn).astype(np.float64)


def _random_scales(rows, per, scale):
    if scale == "ue8m0":
        return RNG.integers(120, 134, (rows, per)).astype(np.uint8)
    return np.abs(RNG.normal(size=(rows, per))).astype(ml_dtypes.float8_e4m3fn).view(np.uint8)


def _expect(a, b, sa, sb, scale):
    per = sa.shape[1]
    k = a.shape[1]
    al = a * np.repeat(_scale_values(sa, scale), k // per, axis=1)
    bl = b * np.repeat(_scale_values(sb, scale), k // per, axis=1)
    return (al @ bl.T).astype(np.float32)


def _run(kind, vec, scale, atype, a_raw, b_raw, sa, sb, a_id, b_id, n, *, old=None, **kw):
    smem = np.zeros(32768, np.uint8)
    ad, bd = put_k_major(smem, 0, a_raw), put_k_major(smem, 16384, b_raw)
    tm = Tmem()
    d = tm.alloc(256)
    a_sc, b_sc = taddr_of(0, 256 - 16), taddr_of(0, 256 - 8)
    put_scales(tm, 256 - 16, sa, a_id)
    put_scales(tm, 256 - 8, sb, b_id)
    if old is not None:
        tm.cells[:, :n] = old.view(np.uint32)
    scaled_mma([tm], [smem], d, ad, bd, _idesc(128, n, atype, atype, scale, a_id, b_id, **kw), old is not None,
               a_sc, b_sc, kind=kind, vec=vec)
    return tm.cells[:, :n].view(np.float32)


@pytest.mark.parametrize("dtype,code", [(ml_dtypes.float8_e5m2, 1), (ml_dtypes.float8_e4m3fn, 0)])
def test_mxf8f6f4_1x_scales_each_row_by_its_id_byte(dtype, code):
    """::1X: one ue8m0 scale a row for K = 32, the byte the descriptor's id names (A's 1, B's 3)."""
    (a_raw, a), (b_raw, b) = _fp8(128, dtype), _fp8(64, dtype)
    sa, sb = _random_scales(128, 1, "ue8m0"), _random_scales(64, 1, "ue8m0")
    got = _run("mxf8f6f4", "1X", "ue8m0", code, a_raw, b_raw, sa, sb, 1, 3, 64)
    np.testing.assert_array_equal(got, _expect(a, b, sa, sb, "ue8m0"))


def test_mxf4_2x_e2m1_low_nibble_first_two_scales_a_row():
    """::2X: e2m1 packed two a byte (the first K element in the low nibble), K = 64, scale bytes
    id and id + 1 for the two 32-element blocks."""
    (a_raw, a), (b_raw, b) = _fp4(128), _fp4(32)
    sa, sb = _random_scales(128, 2, "ue8m0"), _random_scales(32, 2, "ue8m0")
    got = _run("mxf4", "2X", "ue8m0", 1, a_raw, b_raw, sa, sb, 2, 0, 32)
    np.testing.assert_array_equal(got, _expect(a, b, sa, sb, "ue8m0"))


@pytest.mark.parametrize("scale", ["ue4m3", "ue8m0"])
def test_mxf4nvf4_4x_four_scales_of_16_elements(scale):
    (a_raw, a), (b_raw, b) = _fp4(128), _fp4(32)
    sa, sb = _random_scales(128, 4, scale), _random_scales(32, 4, scale)
    got = _run("mxf4nvf4", "4X", scale, 1, a_raw, b_raw, sa, sb, 0, 0, 32)
    np.testing.assert_array_equal(got, _expect(a, b, sa, sb, scale))


def test_accumulate_adds_the_old_d_and_negate_b_negates():
    (a_raw, a), (b_raw, b) = _fp8(128, ml_dtypes.float8_e4m3fn), _fp8(32, ml_dtypes.float8_e4m3fn)
    sa, sb = _random_scales(128, 1, "ue8m0"), _random_scales(32, 1, "ue8m0")
    old = RNG.normal(size=(128, 32)).astype(np.float32)
    got = _run("mxf8f6f4", "1X", "ue8m0", 0, a_raw, b_raw, sa, sb, 0, 0, 32, old=old, negate_b=True)
    al = a * _scale_values(sa, "ue8m0")
    bl = b * _scale_values(sb, "ue8m0")
    np.testing.assert_array_equal(got, (-(al @ bl.T) + old).astype(np.float32))  # (one rounding, after the add)


def test_ue8m0_0xff_is_nan():
    (a_raw, _), (b_raw, _) = _fp8(128, ml_dtypes.float8_e5m2), _fp8(32, ml_dtypes.float8_e5m2)
    sa, sb = np.full((128, 1), 127, np.uint8), np.full((32, 1), 127, np.uint8)
    sa[5] = 0xFF
    got = _run("mxf8f6f4", "1X", "ue8m0", 1, a_raw, b_raw, sa, sb, 0, 0, 32)
    assert np.isnan(got[5]).all() and not np.isnan(np.delete(got, 5, 0)).any()


def test_each_data_path_reads_its_own_quarter():
    """Row r of D (lane r, quarter r // 32) takes A's and B's scales from lanes 32 (r // 32) ..: with
    quarter 2's replica doubled (one more in the exponent), rows 64..95 come out 4 times larger."""
    (a_raw, a), (b_raw, b) = _fp8(128, ml_dtypes.float8_e4m3fn), _fp8(32, ml_dtypes.float8_e4m3fn)
    smem = np.zeros(32768, np.uint8)
    ad, bd = put_k_major(smem, 0, a_raw), put_k_major(smem, 16384, b_raw)
    tm = Tmem()
    d = tm.alloc(64)
    sa, sb = np.full((128, 1), 127, np.uint8), np.full((32, 1), 127, np.uint8)
    put_scales(tm, 32, sa, 0, (0, 1, 3))
    put_scales(tm, 32, sa + 1, 0, (2,))
    put_scales(tm, 40, sb, 0, (0, 1, 3))
    put_scales(tm, 40, sb + 1, 0, (2,))
    scaled_mma([tm], [smem], d, ad, bd, _idesc(128, 32, 0, 0, "ue8m0", 0, 0), False, taddr_of(0, 32),
               taddr_of(0, 40), kind="mxf8f6f4", vec="1X")
    factor = np.where((np.arange(128) // 32 == 2)[:, None], 4.0, 1.0)
    np.testing.assert_array_equal(tm.cells[:, :32].view(np.float32), (factor * (a @ b.T)).astype(np.float32))


def test_cta_pair_m128_splits_b_scales_by_half_of_n():
    """M = 128 over a pair (64 rows a CTA, D's Layout B): B row j's scale is row j % (N / 2) of the
    quarters that compute its half (0-1 for the first, 2-3 for the second)."""
    n = 128
    tms, smems, a_parts = [Tmem(), Tmem()], [np.zeros(32768, np.uint8) for _ in range(2)], []
    (b_raw, b) = _fp8(n, ml_dtypes.float8_e5m2)
    sb = _random_scales(n, 1, "ue8m0")
    sa = [_random_scales(64, 1, "ue8m0") for _ in range(2)]
    for c in range(2):
        a_raw, a = _fp8(64, ml_dtypes.float8_e5m2)
        a_parts.append(a)
        ad = put_k_major(smems[c], 0, a_raw)
        bd = put_k_major(smems[c], 16384, b_raw[64 * c:64 * c + 64])
        tms[c].alloc(256)
        put_scales(tms[c], 200, sa[c], 0)
        put_scales(tms[c], 208, sb[:64], 0, (0, 1))
        put_scales(tms[c], 208, sb[64:], 0, (2, 3))
    scaled_mma(tms, smems, taddr_of(0, 0), ad, bd, _idesc(128, n, 1, 1, "ue8m0", 0, 0), False, taddr_of(0, 200),
               taddr_of(0, 208), kind="mxf8f6f4", vec="1X")
    for c in range(2):
        d = _expect(a_parts[c], b, sa[c], sb, "ue8m0")
        cells = tms[c].cells.view(np.float32)
        np.testing.assert_array_equal(cells[:64, :64], d[:, :64])
        np.testing.assert_array_equal(cells[64:, :64], d[:, 64:])


@pytest.mark.parametrize("kind,vec,scale,a_id,transpose,words", [
    ("mxf4", "4X", "ue8m0", 0, False, "scale_vec::4X is not supported"),
    ("mxf4", "2X", "ue4m3", 0, False, "ue4m3 scales with .scale_vec::2X"),
    ("mxf4nvf4", "2X", "ue8m0", 1, False, "scale factor id 1 of A is invalid (the ISA allows 0 or 2)"),
    ("mxf4", "2X", "ue8m0", 0, True, "an MN-major A is not supported"),
])
def test_refusals(kind, vec, scale, a_id, transpose, words):
    a_raw, _ = _fp4(128)
    smem = np.zeros(32768, np.uint8)
    ad = put_k_major(smem, 0, a_raw)
    tm = Tmem()
    tm.alloc(64)
    with pytest.raises(MmaError, match=words.replace(".", r"\.").replace("(", r"\(").replace(")", r"\)")):
        scaled_mma([tm], [smem], 0, ad, ad, _idesc(128, 32, 1, 1, scale, a_id, 0, transpose_a=transpose), False,
                   taddr_of(0, 32), taddr_of(0, 40), kind=kind, vec=vec)


def test_ue4m3_with_its_top_bit_set_is_refused():
    (a_raw, _), (b_raw, _) = _fp4(128), _fp4(32)
    sa, sb = np.full((128, 4), 0x38, np.uint8), np.full((32, 4), 0x38, np.uint8)
    sb[3, 1] = 0xB8
    with pytest.raises(MmaError, match="ue4m3 scale factor of B has its top bit set"):
        _run("mxf4nvf4", "4X", "ue4m3", 1, a_raw, b_raw, sa, sb, 0, 0, 32)


def test_ptx_spelling_names_block_scale_and_scale_vec():
    """jax's spelling (tcgen05.py:776 at jax-v0.10.2): the scale addresses between idesc and enable_input_d."""
    asm = "tcgen05.mma.cta_group::2.kind::mxf4nvf4.block_scale.scale_vec::4X [$0], $1, $2, $3, [$5], [$6], $4;"
    [ins] = parse_inline_asm(asm, "r,l,l,r,b,r,r").instructions
    assert (ins.attrs["kind"], ins.attrs["cta_group"], ins.attrs["block_scale"], ins.attrs["scale_vec"]) == (
        "mxf4nvf4", 2, True, "4X")
    assert len(ins.operands) == 7
