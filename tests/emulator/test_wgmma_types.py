"""wgmma's other input and accumulator types (PTX ISA 9.1 §9.7.15.5.1): s8/u8 -> s32, tf32 -> f32,
e4m3/e5m2 -> f32/f16, f16 -> f16, against numpy; the rounding rules are docs/design/numerics.md's
("wgmma")."""
import ml_dtypes
import numpy as np
import pytest

from tests.support.smem_layout import logical_to_physical_bytes
from mgpu.emulator.wgmma import (MmaError, a_fragment_matrix, decode_smem_descriptor, encode_smem_descriptor,
                                 load_operand, operand_addresses, wgmma_m64_matrix)

E4M3, E5M2 = np.dtype(ml_dtypes.float8_e4m3fn), np.dtype(ml_dtypes.float8_e5m2)


def _smem_with_b(bt: np.ndarray) -> tuple[np.ndarray, int]:
    """SMEM holding B (stored N x K, K-major, unswizzled core matrices) and its descriptor."""
    eb = bt.dtype.itemsize
    desc = encode_smem_descriptor(0, 128, 256, 16)  # K neighbours 128 B apart, 8-row groups 256 B apart
    smem = np.zeros(65536, np.uint8)
    addr = operand_addresses(decode_smem_descriptor(desc), *bt.shape, eb, True)
    smem.view(bt.dtype)[addr // eb] = bt
    return smem, desc


def _mma(a, bt, c=None, **kw):
    smem, desc = _smem_with_b(bt)
    return wgmma_m64_matrix(c, a, desc, smem, n=bt.shape[0], k=a.shape[1], **kw)


@pytest.mark.parametrize("atype,btype", [("s8", "s8"), ("s8", "u8"), ("u8", "s8"), ("u8", "u8")])
def test_integer_sum_is_exact_and_wraps_modulo_2_32(atype, btype):
    rng = np.random.default_rng(0)
    dt = {"s8": np.int8, "u8": np.uint8}
    a = rng.integers(-128 if atype == "s8" else 0, 128 if atype == "s8" else 256, (64, 32)).astype(dt[atype])
    bt = rng.integers(-128 if btype == "s8" else 0, 128 if btype == "s8" else 256, (16, 32)).astype(dt[btype])
    c = np.full((64, 16), 2**31 - 5, np.int32)  # near the top: the sum wraps
    got = _mma(a, bt, c, atype=atype, btype=btype, dtype="s32")
    exact = [[int(c[i, j]) + sum(int(a[i, q]) * int(bt[j, q]) for q in range(32)) for j in range(16)]
             for i in range(64)]
    want = np.array([[(x + 2**31) % 2**32 - 2**31 for x in row] for row in exact], np.int64)
    assert got.dtype == np.int32
    np.testing.assert_array_equal(got, want)


def test_integer_satfinite_clamps_to_the_s32_range():
    a = np.full((64, 32), 127, np.int8)
    bt = np.full((8, 32), 127, np.int8)
    hi = _mma(a, bt, np.full((64, 8), 2**31 - 1, np.int32), atype="s8", btype="s8", dtype="s32", satfinite=True)
    lo = _mma(a, -bt, np.full((64, 8), -2**31, np.int32), atype="s8", btype="s8", dtype="s32", satfinite=True)
    assert (hi == 2**31 - 1).all() and (lo == -2**31).all()


def test_tf32_operands_keep_their_19_high_bits():
    rng = np.random.default_rng(1)
    a = rng.uniform(-1, 1, (64, 8)).astype(np.float32)
    bt = rng.uniform(-1, 1, (24, 8)).astype(np.float32)
    got = _mma(a, bt, atype="tf32", btype="tf32", dtype="f32")

    def tf32(x):  # sign, exponent, 10 mantissa bits; the other 13 dropped
        return (x.view(np.uint32) & np.uint32(0xFFFFE000)).view(np.float32)

    np.testing.assert_array_equal(got, (tf32(a).astype(np.float64) @ tf32(bt).astype(np.float64).T).astype(np.float32))
    # the bound numerics.md states: each operand within 2^-10 of its f32 value (relative), so each
    # product within 2^-9; the sum of |products| bounds the error
    exact = a.astype(np.float64) @ bt.astype(np.float64).T
    scale = np.abs(a).astype(np.float64) @ np.abs(bt).astype(np.float64).T
    assert (np.abs(got - exact) <= 2.0**-9 * scale + 2.0**-24 * np.abs(exact)).all()
    assert (got != exact.astype(np.float32)).any()  # (the truncation shows)


@pytest.mark.parametrize("atype,btype", [("e4m3", "e4m3"), ("e4m3", "e5m2"), ("e5m2", "e5m2")])
@pytest.mark.parametrize("dtype", ["f32", "f16"])
def test_fp8_products_are_exact_and_the_sum_rounded_once(atype, btype, dtype):
    rng = np.random.default_rng(2)
    dt = {"e4m3": E4M3, "e5m2": E5M2}
    a = rng.uniform(-4, 4, (64, 32)).astype(dt[atype])
    bt = rng.uniform(-4, 4, (16, 32)).astype(dt[btype])
    out = np.float32 if dtype == "f32" else np.float16
    c = rng.uniform(-8, 8, (64, 16)).astype(out)
    got = _mma(a, bt, c, atype=atype, btype=btype, dtype=dtype)
    want = (a.astype(np.float64) @ bt.astype(np.float64).T + c).astype(out)
    assert got.dtype == out
    np.testing.assert_array_equal(got.view(np.uint32 if out == np.float32 else np.uint16),
                                  want.view(np.uint32 if out == np.float32 else np.uint16))


def test_f16_accumulator_is_rounded_once_from_the_exact_sum():
    # 1 + 2^-11 + 2^-40: to f16 at once, above the halfway point -> 1 + 2^-10; through f32 it would
    # first become 1 + 2^-11 (a tie), then 1 (to even)
    a = np.zeros((64, 16), np.float16)
    bt = np.zeros((8, 16), np.float16)
    a[:, :3] = [1.0, 2.0**-11, 2.0**-20]
    bt[:, :3] = [1.0, 1.0, 2.0**-20]
    got = _mma(a, bt, atype="f16", btype="f16", dtype="f16")
    assert got.dtype == np.float16 and (got == np.float16(1 + 2.0**-10)).all()


@pytest.mark.parametrize("dtype,k", [(np.dtype(np.int8), 32), (E4M3, 32), (np.dtype(np.float32), 8)])
def test_a_in_registers_fragment_is_the_ptx_figure(dtype, k):
    """Figures wgmma-64N32-A (8-bit: four elements a register) and wgmma-64N8-A (tf32: one): thread
    t = 32 w + 4 g + i holds in register r (of a0..a3) A's row 16 w + g + 8 (r % 2), columns
    (k / 2)(r // 2) + p i + j for its p elements j, the first in the low bits."""
    p = 4 // dtype.itemsize
    words = np.random.default_rng(3).integers(0, 1 << 32, (4, 128), dtype=np.int64)
    a = a_fragment_matrix(words, {1: "s8" if dtype.kind == "i" else "e4m3", 4: "tf32"}[dtype.itemsize])
    assert a.shape == (64, k)
    raw = np.ascontiguousarray(a).view(np.uint8 if p == 4 else np.uint32)
    for t in (0, 6, 45, 127):
        w, g, i = t // 32, (t % 32) // 4, t % 4
        for r in range(4):
            row, col = 16 * w + g + 8 * (r % 2), (k // 2) * (r // 2) + p * i
            got = sum(int(raw[row, col + j]) << (8 * dtype.itemsize * j) for j in range(p))
            assert got == int(words[r, t])


@pytest.mark.parametrize("dtype,s", [(np.int8, 64), (np.int8, 128), (np.float32, 128), (np.float32, 32)])
def test_k_major_swizzled_operand_of_1_and_4_byte_elements(dtype, s):
    # A (64 x S bytes of K) stored as tile<8, S / eb> + swizzle<S>: each K step reads 32 bytes further
    eb = np.dtype(dtype).itemsize
    tile_k, k = s // eb, 32 // eb
    a = (np.arange(64 * tile_k) % 113).astype(dtype).reshape(64, tile_k)
    smem = np.zeros(16384, np.uint8)
    smem[1024:1024 + a.nbytes] = logical_to_physical_bytes(a, (8, tile_k), s, base=1024)
    for step in range(tile_k // k):
        desc = decode_smem_descriptor(encode_smem_descriptor(1024 + 32 * step, 0, 8 * s, s))
        got = load_operand(smem, desc, 64, k, dtype, k_major=True)
        np.testing.assert_array_equal(got, a[:, k * step:k * step + k])


@pytest.mark.parametrize("form,msg", [
    (dict(atype="bf16", btype="bf16", dtype="f16"), "wgmma .f16.bf16.bf16 is not supported"),
    (dict(atype="s8", btype="e4m3", dtype="s32"), "wgmma .s32.s8.e4m3 is not supported"),
    (dict(atype="f16", btype="bf16", dtype="f32"), "wgmma .f32.f16.bf16 is not supported"),
    (dict(atype="tf32", btype="tf32", dtype="f32", k=16), "unsupported wgmma shape m64n8k16 for .tf32"),
    (dict(atype="e4m3", btype="e4m3", dtype="f32", k=32, trans_b=1), "only 16-bit inputs may be MN-major"),
])
def test_other_forms_are_refused_by_name(form, msg):
    kw = {"k": 32 // {"bf16": 2, "f16": 2, "s8": 1, "e4m3": 1, "tf32": 4}[form["atype"]], **form}
    with pytest.raises(MmaError, match=msg.replace(".", r"\.")):
        wgmma_m64_matrix(None, np.zeros((64, kw["k"]), np.float32), 0, np.zeros(4096, np.uint8), n=8, **kw)
