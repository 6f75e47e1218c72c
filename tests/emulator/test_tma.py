"""TMA tensor maps, load/store/reduce against numpy references (PTX91 §5.5, §9.7.9.27)."""
import numpy as np
import pytest

from mgpu.emulator.errors import EmulatorError, MemoryFault
from tests.support.smem_layout import logical_to_physical_bytes
from mgpu.emulator.tma import TensorMap, TmaError, bulk_copy, tma_load, tma_reduce, tma_store

GBASE = 1 << 32  # GMEM buffer address (memory.py's heap starts there)


def ref_swizzled(box_bytes: bytes, smem_addr: int, s: int) -> np.ndarray:
    """Independent reference: chunk c of 128-B line L goes to chunk c ^ (L mod s/16)."""
    src = np.frombuffer(box_bytes, np.uint8)
    out = np.zeros_like(src)
    k = s // 16
    for i in range(0, src.size, 16):
        a = smem_addr + i
        line, chunk = a >> 7, (a >> 4) & 7
        dst = (line << 7) + (((chunk ^ (line % k)) if s > 16 else chunk) << 4) - smem_addr
        out[dst:dst + 16] = src[i:i + 16]
    return out


def tmap_2d(a: np.ndarray, box, s, code):
    return TensorMap.from_init_args(GBASE, code, 2, a.shape, (a.shape[1], 1), s, box)


def test_descriptor_reverses_to_innermost_first():
    tm = TensorMap.from_init_args(GBASE, 5, 4, (8, 2, 8, 64), (1024, 64, 128, 1), 128, (8, 2, 8, 64))
    assert tm.dims == (64, 8, 2, 8) and tm.strides == (2, 256, 128, 2048) and tm.box == (64, 8, 2, 8)
    assert tm.box_bytes == 16384 and tm.dtype == np.float16


def test_descriptor_blob_round_trip():
    tm = TensorMap.from_init_args(GBASE + 256, 6, 2, (128, 128), (128, 1), 16, (128, 128))
    blob = tm.encode()
    assert len(blob) == 128
    assert TensorMap.decode(blob) == tm
    assert TensorMap.decode(np.frombuffer(blob, np.uint8)) == tm
    with pytest.raises(TmaError, match="does not point to a tensor map"):
        TensorMap.decode(bytes(128))


@pytest.mark.parametrize("field, value, msg", [
    (3, 7, "overwritten"),  # the swizzle code (16-byte units): 112 bytes
    (2, 9, "overwritten"),  # the rank
    (16, 0, r"box size 0 of dimension 0 must be in \[1, 256\]"),  # a box dimension
])
def test_decode_refuses_a_descriptor_overwritten_after_init(field, value, msg):
    """Device code reads what host code left in the descriptor: a changed field is a TmaError."""
    import struct

    from mgpu.emulator import tma

    blob = bytearray(TensorMap.from_init_args(GBASE, 5, 2, (64, 128), (128, 1), 128, (8, 64)).encode())
    n = struct.calcsize(tma._FMT)
    fields = list(struct.unpack(tma._FMT, blob[:n]))
    fields[field] = value
    blob[:n] = struct.pack(tma._FMT, *fields)
    with pytest.raises(TmaError, match=msg):
        TensorMap.decode(bytes(blob))


@pytest.mark.parametrize("kw,msg", [
    (dict(rank=6), "rank"),
    (dict(strides=(100, 1)), "multiple of 16"),
    (dict(window=(300, 64)), r"\[1, 256\]"),
    (dict(window=(8, 4)), "multiple of 16"),
    (dict(swizzle=32, window=(8, 64)), "exceeds the 32-byte swizzle"),
    (dict(swizzle=48), "swizzle must be one of 16 \\(none\\), 32, 64, 128 bytes, got 48"),
    (dict(swizzle=-1), "swizzle must be one of .* got -1"),
    (dict(elem=0, window=(8, 63)), "4-bit elements needs the innermost"),
    (dict(elem=8, sizes=(64, 130), strides=(130, 1)), "2-bit elements needs the innermost"),
    (dict(strides=(128, 2)), "innermost TMA stride"),
    (dict(base=GBASE + 8), "16-byte aligned"),
])
def test_descriptor_checks(kw, msg):
    args = dict(base=GBASE, elem=5, rank=2, sizes=(64, 128), strides=(128, 1), swizzle=128, window=(8, 64))
    args.update(kw)
    with pytest.raises(TmaError, match=msg):
        TensorMap.from_init_args(args["base"], args["elem"], args["rank"], args["sizes"], args["strides"],
                                 args["swizzle"], args["window"])


def test_subbyte_descriptor_is_bytes_of_packed_elements():
    """jaxlib's mosaic_gpu_init_tma_desc describes 4-bit elements as a uint8 tensor with the innermost
    size, box and outer strides divided by 2 (runtime.cc:92-109 at jax-v0.10.2)."""
    tm = TensorMap.from_init_args(GBASE, 0, 2, (64, 256), (256, 1), 128, (8, 256))
    assert (tm.elem_type, tm.dims, tm.strides, tm.box, tm.packing) == (1, (128, 64), (1, 128), (128, 8), 2)
    assert TensorMap.decode(tm.encode()) == tm  # (the packing too: mgpu-run warns of a column it reads as bytes)


@pytest.mark.parametrize("code, bits", [(0, 4), (8, 2)])
def test_subbyte_innermost_coordinate_counts_bytes(code, bits):
    """The tensor map of a sub-byte array is a uint8 tensor (CU_TENSOR_MAP_DATA_TYPE_UINT8, runtime.cc:
    51-58), so the hardware reads its innermost coordinate in bytes, which jax passes as it is (an element
    index: launch_context.py:1774-1776 at jax-v0.10.2): coordinate 64 of a row of 512 / (8 / bits) bytes
    is element 64 * 8 / bits, and a coordinate past the row's bytes reads zeros."""
    per = 8 // bits
    packed = np.random.default_rng(bits).integers(0, 256, (16, 512 // per), dtype=np.uint8)
    tm = TensorMap.from_init_args(GBASE, code, 2, (16, 512), (512, 1), 16, (4, 128))
    smem = np.full(1024, 0xAB, np.uint8)
    n = tma_load(tm, (64, 8), packed.reshape(-1), GBASE, smem, 0)
    assert n == 4 * 128 // per
    np.testing.assert_array_equal(smem[:n].reshape(4, -1), packed[8:12, 64:64 + 128 // per])
    tma_load(tm, (512 // per, 0), packed.reshape(-1), GBASE, smem, 0)
    assert (smem[:n] == 0).all()


@pytest.mark.parametrize("s", [16, 32, 64, 128])
@pytest.mark.parametrize("smem_addr", [0, 1024, 384])
def test_load_2d_swizzled_matches_reference(s, smem_addr):
    rng = np.random.default_rng(s)
    a = rng.standard_normal((32, 160)).astype(np.float16)
    bc = max(s, 32) // 2  # box inner bytes == swizzle span (32 B for no swizzle)
    tm = tmap_2d(a, (16, bc), s, 5)
    gmem = a.reshape(-1).view(np.uint8).copy()
    smem = np.full(8192, 0xAB, np.uint8)
    n = tma_load(tm, (bc, 8), gmem, GBASE, smem, smem_addr)   # coords innermost first: col, row
    assert n == 16 * bc * 2
    expect = ref_swizzled(a[8:24, bc:2 * bc].tobytes(), smem_addr, s)
    np.testing.assert_array_equal(smem[smem_addr:smem_addr + n], expect)
    assert (smem[:smem_addr] == 0xAB).all() and (smem[smem_addr + n:] == 0xAB).all()


def test_load_mosaic_tiled_layout_rank4():
    # f16[64,128] as (row/8, col/64, row%8, col%64): the box lands as Mosaic's tile<8,64>+swizzle<128>
    a = (np.arange(64 * 128) % 1000).astype(np.float16).reshape(64, 128)
    tm = TensorMap.from_init_args(GBASE, 5, 4, (8, 2, 8, 64), (1024, 64, 128, 1), 128, (8, 2, 8, 64))
    smem = np.zeros(32768, np.uint8)
    assert tma_load(tm, (0, 0, 0, 0), a.reshape(-1).view(np.uint8), GBASE, smem, 16384) == 16384
    np.testing.assert_array_equal(smem[16384:], logical_to_physical_bytes(a, (8, 64), 128, base=16384))


def test_load_out_of_bounds_fills_zeros_and_counts_full_box():
    a = np.arange(1, 16 * 16 + 1, dtype=np.float32).reshape(16, 16)
    tm = tmap_2d(a, (8, 8), 16, 6)
    smem = np.full(256, 0xFF, np.uint8)
    n = tma_load(tm, (12, -4), a.reshape(-1).view(np.uint8), GBASE, smem, 0)
    assert n == 256
    got = smem.view(np.float32).reshape(8, 8)
    expect = np.zeros((8, 8), np.float32)
    expect[4:, :4] = a[0:4, 12:16]
    np.testing.assert_array_equal(got, expect)


@pytest.mark.parametrize("s", [32, 64, 128])
def test_store_round_trips_load(s):
    rng = np.random.default_rng(1)
    a = rng.integers(-2**31, 2**31, (16, 64), dtype=np.int64).astype(np.int32)
    bc = s // 4
    tm = tmap_2d(a, (8, bc), s, 9)
    smem = np.zeros(2048, np.uint8)
    tma_load(tm, (bc, 8), a.reshape(-1).view(np.uint8), GBASE, smem, 1024)
    out = np.zeros_like(a)
    n = tma_store(tm, (0, 0), smem, 1024, out.reshape(-1).view(np.uint8), GBASE)
    assert n == 8 * bc * 4
    np.testing.assert_array_equal(out[:8, :bc], a[8:16, bc:2 * bc])
    assert (out[8:] == 0).all() and (out[:, bc:] == 0).all()


def test_store_clips_out_of_bounds():
    smem = np.arange(8 * 8, dtype=np.float32).view(np.uint8)
    out = np.full((10, 12), -1, np.float32)
    tm = tmap_2d(out, (8, 8), 16, 6)
    n = tma_store(tm, (6, 5), smem, 0, out.reshape(-1).view(np.uint8), GBASE)
    box = np.arange(64, dtype=np.float32).reshape(8, 8)
    expect = np.full((10, 12), -1, np.float32)
    expect[5:10, 6:12] = box[:5, :6]
    np.testing.assert_array_equal(out, expect)
    assert n == 5 * 6 * 4


def test_reduce_add_f32_and_max_signedness():
    g = np.array([[1.5, -2.0, 3.0, 4.0]], np.float32)
    box = np.array([[0.25, 0.5, -3.0, 1e30]], np.float32)
    tm = tmap_2d(np.zeros((1, 4), np.float32), (1, 4), 16, 6)
    tma_reduce(tm, (0, 0), box.view(np.uint8).reshape(-1), 0, g.view(np.uint8).reshape(-1), GBASE, "add")
    np.testing.assert_array_equal(g, np.array([[1.75, -1.5, 0.0, np.float32(1e30) + np.float32(4.0)]], np.float32))

    vals = np.array([[-1, 5, 7, -8]], np.int32)
    for code, expect in ((9, [3, 5, 7, 2]), (3, [-1, 5, -9, -8])):  # s32 vs u32
        gi = np.array([[3, 2, -9, 2]], np.int32)
        tm = tmap_2d(gi, (1, 4), 16, code)
        tma_reduce(tm, (0, 0), vals.view(np.uint8).reshape(-1), 0, gi.view(np.uint8).reshape(-1), GBASE, "max")
        assert gi.reshape(-1).tolist() == expect


def test_reduce_type_checks():
    tm = tmap_2d(np.zeros((1, 4), np.float32), (1, 4), 16, 6)
    with pytest.raises(TmaError, match="not supported for element type f32"):
        tma_reduce(tm, (0, 0), np.zeros(16, np.uint8), 0, np.zeros(16, np.uint8), GBASE, "max")


def test_smem_alignment_and_bounds():
    a = np.zeros((8, 8), np.float32)
    tm = tmap_2d(a, (8, 8), 16, 6)
    g = a.reshape(-1).view(np.uint8)
    with pytest.raises(TmaError, match="128-byte aligned"):
        tma_load(tm, (0, 0), g, GBASE, np.zeros(1024, np.uint8), 64)
    with pytest.raises(MemoryFault, match="out-of-bounds shared memory"):
        tma_load(tm, (0, 0), g, GBASE, np.zeros(256, np.uint8), 128)


def test_gmem_buffer_too_small_is_a_fault():
    tm = TensorMap.from_init_args(GBASE, 6, 2, (16, 16), (16, 1), 16, (8, 8))
    with pytest.raises(EmulatorError, match="outside its global buffer"):
        tma_load(tm, (8, 8), np.zeros(512, np.uint8), GBASE, np.zeros(256, np.uint8), 0)


def test_bulk_copy():
    src = np.arange(64, dtype=np.uint8)
    dst = np.zeros(64, np.uint8)
    assert bulk_copy(dst, 16, src, 32, 32) == 32
    assert dst[16:48].tolist() == list(range(32, 64))
    with pytest.raises(TmaError, match="multiple of 16"):
        bulk_copy(dst, 0, src, 0, 8)
    with pytest.raises(MemoryFault):
        bulk_copy(dst, 48, src, 0, 32)
