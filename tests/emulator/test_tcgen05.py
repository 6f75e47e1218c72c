"""TMEM and tcgen05: allocator, ld/st shapes, lane quarters, mma (PTX91 §9.7.16)."""
import pathlib

import numpy as np
import pytest

from mgpu.emulator.errors import EmulatorError
from mgpu.emulator.tcgen05 import (InstrDescriptor, Tmem, TmemError, fragment, split_taddr, taddr_of)
from mgpu.emulator.tma import TensorMap, tma_load
from mgpu.emulator.wgmma import MmaError

DATA = pathlib.Path(__file__).parent.parent / "corpus" / "data"
G = 1 << 32


def test_geometry_and_address_format():
    tm = Tmem()
    assert tm.cells.shape == (128, 512) and tm.cells.dtype == np.uint32
    assert taddr_of(16, 64) == (16 << 16) | 64 == 1048640
    assert split_taddr(1048640) == (16, 64)


def test_alloc_power_of_two_and_blocking():
    tm = Tmem()
    assert tm.alloc(128) == 0
    assert tm.alloc(256) == 256
    assert tm.alloc(32) == 128
    assert tm.alloc(256) is None            # blocks: not enough contiguous columns
    tm.dealloc(256, 256)
    assert tm.alloc(256) == 256
    for bad in (16, 48, 1024):
        with pytest.raises(TmemError, match="power of 2"):
            tm.alloc(bad)


def test_dealloc_must_match_and_all_freed_at_exit():
    tm = Tmem()
    t = tm.alloc(128)
    with pytest.raises(TmemError, match="does not match"):
        tm.dealloc(t, 64)
    with pytest.raises(TmemError, match="still allocated"):
        tm.check_freed()
    tm.dealloc(t, 128)
    tm.check_freed()


def test_relinquish_permit():
    tm = Tmem()
    tm.alloc(32)
    tm.relinquish_alloc_permit()
    with pytest.raises(TmemError, match="relinquish"):
        tm.alloc(32)


@pytest.mark.parametrize("shape,base,width,lanes", [("32x32b", 1, 1, 32), ("16x64b", 1, 2, 16),
                                                    ("16x128b", 2, 4, 16), ("16x256b", 4, 8, 16),
                                                    ("16x32bx2", 1, 1, 16)])
def test_fragments_are_bijections(shape, base, width, lanes):
    num = 4
    lane, col = fragment(shape, num, half_split_off=num)
    assert lane.shape == (32, base * num)
    cells = set(zip(lane.ravel().tolist(), col.ravel().tolist()))
    assert len(cells) == 32 * base * num
    assert max(lane.ravel()) == lanes - 1


def test_16x256b_mapping_payload_semantics_a8():
    lane, col = fragment("16x256b", 8)
    for t in (0, 5, 31):
        for q in range(32):
            j, r = q // 4, q % 4
            assert lane[t, q] == t // 4 + 8 * (r // 2)
            assert col[t, q] == 8 * j + 2 * (t % 4) + r % 2


def test_32x32b_is_thread_lane_register_column():
    tm = Tmem()
    t = tm.alloc(32)
    vals = np.arange(32 * 128, dtype=np.uint32).reshape(128, 32)
    tm.st_warpgroup(t, "32x32b", 32, vals)
    np.testing.assert_array_equal(tm.cells[:, :32], vals)
    np.testing.assert_array_equal(tm.ld_warpgroup(t, "32x32b", 32), vals)


def test_st_ld_round_trip_16x256b_like_tmem_roundtrip_kernel():
    tm = Tmem()
    t = tm.alloc(128)
    x = np.random.default_rng(0).standard_normal((128, 128)).astype(np.float32)
    lane, col = fragment("16x256b", 8)
    for w in range(4):                       # same taddr from every warp, lanes 0/16, columns +0/+64
        for lo in (0, 16):
            for c0 in (0, 64):
                tm.st(taddr_of(lo, t + c0), "16x256b", 8, w, x[32 * w + lo + lane, c0 + col])
    np.testing.assert_array_equal(tm.cells[:, :128].view(np.float32), x)   # row i in lane i
    got = tm.ld(taddr_of(16, 64), "16x256b", 8, warp=2).view(np.float32)
    np.testing.assert_array_equal(got, x[64 + 16 + lane, 64 + col])


def test_lane_quarter_violations():
    tm = Tmem()
    t = tm.alloc(32)
    with pytest.raises(TmemError, match="warp 1 may access only TMEM lanes 32..63"):
        tm.ld(taddr_of(64, t), "32x32b", 1, warp=1)   # explicit lane in another quarter
    with pytest.raises(TmemError, match="reaches lane"):
        tm.ld(taddr_of(24, t), "16x256b", 1, warp=0)  # 16 lanes from 24 leave the quarter
    with pytest.raises(TmemError, match="reaches lane"):
        tm.ld(taddr_of(1, t), "32x32b", 1, warp=3)
    # the warp's own quarter named explicitly (CUTLASS style) is fine
    tm.cells[32:64, 0] = np.arange(32)
    assert tm.ld(taddr_of(32, t), "32x32b", 1, warp=5)[:, 0].tolist() == list(range(32))


def test_unallocated_columns_are_errors():
    tm = Tmem()
    t = tm.alloc(32)
    with pytest.raises(TmemError, match="column 32 is not allocated"):
        tm.ld(t, "32x32b", 64, warp=0)
    with pytest.raises(TmemError, match="not allocated"):
        tm.st(taddr_of(0, 100), "32x32b", 1, 0, np.zeros((32, 1), np.uint32))


def test_pack_unpack_16b():
    tm = Tmem()
    t = tm.alloc(32)
    regs = (np.arange(32, dtype=np.uint32)[:, None] << 16) | np.uint32(0xBEEF)
    tm.st(t, "32x32b", 1, 0, regs, unpack16=True)
    assert tm.cells[3, 0] == 0xBEEF and tm.cells[3, 1] == 3
    np.testing.assert_array_equal(tm.ld(t, "32x32b", 1, 0, pack16=True), regs)


def test_register_count_checked():
    tm = Tmem()
    t = tm.alloc(32)
    with pytest.raises(TmemError, match="needs 4 registers"):
        tm.st(t, "16x256b", 1, 0, np.zeros((32, 2), np.uint32))


def test_instr_descriptor_corpus_constant():
    d = InstrDescriptor.decode(136380432)
    assert (d.m, d.n, d.dtype, d.atype, d.btype) == (128, 128, "f32", "f16", "f16")
    assert d.transpose_b and not d.transpose_a and not d.negate_a
    assert d.encode() == 136380432


def _corpus_smem():
    a = np.load(DATA / "pallas_tcgen05_mma.in0.npy")
    b = np.load(DATA / "pallas_tcgen05_mma.in1.npy")
    smem = np.zeros(65536, np.uint8)
    ta = TensorMap.from_init_args(G, 5, 3, (16, 8, 64), (512, 64, 1), 128, (16, 8, 64))
    tma_load(ta, (0, 0, 0), a.reshape(-1).view(np.uint8), G, smem, 0)
    tb = TensorMap.from_init_args(G, 5, 4, (8, 2, 8, 64), (1024, 64, 128, 1), 128, (8, 2, 8, 64))
    tma_load(tb, (0, 0, 0, 0), b.reshape(-1).view(np.uint8), G, smem, 16384)
    return a, b, smem


def test_corpus_pallas_tcgen05_mma_end_to_end():
    # the four inline-asm tcgen05.mma of pallas_tcgen05_mma.lane.payload.mlir, descriptors as it builds them
    a, b, smem = _corpus_smem()
    tm = Tmem()
    d = tm.alloc(128)
    tm.cells[:] = 0xFFFFFFFF                  # garbage: the first MMA must not accumulate
    a_lo, b_lo = 0 >> 4, 16384 >> 4
    for s, (ka, kb) in enumerate([(0, 4194304), (2, 4194560), (4, 4194816), (6, 4195072)]):
        a_desc = ((a_lo + ka) & 0xFFFFFFFF) | (1073741888 << 32)
        b_desc = ((b_lo + kb) & 0xFFFFFFFF) | (1073741952 << 32)
        tm.mma(d, a_desc, b_desc, 136380432, s > 0, smem)
    got = tm.cells[:, :128].view(np.float32)
    np.testing.assert_array_equal(got, a.astype(np.float32) @ b.astype(np.float32))
    np.testing.assert_array_equal(got.astype(np.float16), np.load(DATA / "pallas_tcgen05_mma.out0.npy"))


def test_mma_f16_accumulator_unpacked_and_checks():
    a, b, smem = _corpus_smem()
    tm = Tmem()
    d = tm.alloc(128)
    idesc = InstrDescriptor(128, 128, "f16", "f16", "f16", False, False, False, True).encode()
    a_desc, b_desc = 1073741888 << 32, (16384 >> 4) | 0x400000 | (1073741952 << 32)
    tm.mma(d, a_desc, b_desc, idesc, False, smem)
    expect = (a[:, :16].astype(np.float32) @ b[:16].astype(np.float32)).astype(np.float16)
    np.testing.assert_array_equal(tm.cells[:, :128].astype(np.uint16).view(np.float16), expect)
    assert (tm.cells[:, :128] >> 16 == 0).all()
    with pytest.raises(MmaError, match="cta_group::1 with M = 256 is not supported"):
        tm.mma(d, a_desc, b_desc, InstrDescriptor(256, 128, "f32", "f16", "f16", 0, 0, 0, 1).encode(), False, smem)
    tm2 = Tmem()
    tm2.alloc(32)
    with pytest.raises(EmulatorError, match="not allocated"):
        tm2.mma(0, a_desc, b_desc, 136380432, False, smem)


def _packed_16b(x: np.ndarray) -> np.ndarray:
    """A (rows, 2c) 16-bit matrix as TMEM cells (rows, c): elements 2j and 2j + 1 in column j,
    the first in the low half (PTX ISA §9.7.16.10.4)."""
    h = x.view(np.uint16).astype(np.uint32)
    return h[:, 0::2] | h[:, 1::2] << 16


def test_mma_a_from_tmem_packed_k_major_matches_numpy():
    # A in TMEM at column 128 (8 columns per K step of 16, as jax's _do_mma advances it), B from SMEM:
    # the same exact products, f64 sum and one rounding as the SMEM-A path
    a, b, smem = _corpus_smem()
    tm = Tmem()
    d = tm.alloc(256)
    tm.cells[:] = 0xFFFFFFFF
    tm.cells[:, 128:160] = _packed_16b(a)
    b_lo = 16384 >> 4
    for s, kb in enumerate([4194304, 4194560, 4194816, 4195072]):
        b_desc = ((b_lo + kb) & 0xFFFFFFFF) | (1073741952 << 32)
        tm.mma(d, taddr_of(0, 128 + 8 * s), b_desc, 136380432, s > 0, smem, a_in_tmem=True)
    got = tm.cells[:, :128].view(np.float32)
    np.testing.assert_array_equal(got, a.astype(np.float32) @ b.astype(np.float32))


def test_mma_a_from_tmem_refuses_transpose_lane_offset_and_unallocated_columns():
    _, _, smem = _corpus_smem()
    tm = Tmem()
    d = tm.alloc(128)
    b_desc = (16384 >> 4) | 0x400000 | (1073741952 << 32)
    tr = InstrDescriptor(128, 128, "f32", "f16", "f16", False, False, True, True).encode()
    with pytest.raises(MmaError, match="transpose-A"):
        tm.mma(d, taddr_of(0, 0), b_desc, tr, False, smem, a_in_tmem=True)
    with pytest.raises(TmemError, match="A at TMEM lane 0"):
        tm.mma(d, taddr_of(32, 0), b_desc, 136380432, False, smem, a_in_tmem=True)
    with pytest.raises(TmemError, match="column 128 is not allocated"):
        tm.mma(d, taddr_of(0, 128), b_desc, 136380432, False, smem, a_in_tmem=True)
