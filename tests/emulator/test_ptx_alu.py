"""Integer and bit PTX of inline-asm blocks (handlers/alu.py, run by handlers/ptx_block.py), through
real ``llvm.inline_asm`` ops with the strings jax 0.10.2 builds, against Python references written
from the PTX ISA's definitions, bit for bit."""

from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

from mgpu.emulator.errors import EmulatorError
from mgpu.emulator.handlers.ptx_operands import register_bits
from mgpu.emulator.ptx import PtxError

from .inline_ptx import N, run_asm

RNG = np.random.default_rng(14)


def _u32(n=N):
    return RNG.integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32)


def _i32(x):
    return np.asarray(x, np.uint32).view(np.int32)


def _prmt_ref(a: int, b: int, c: int) -> int:
    src = [(a >> 8 * k) & 0xFF for k in range(4)] + [(b >> 8 * k) & 0xFF for k in range(4)]
    out = 0
    for k in range(4):
        sel = (c >> 4 * k) & 0xF
        byte = src[sel & 7]
        if sel & 8:
            byte = 0xFF if byte & 0x80 else 0
        out |= byte << 8 * k
    return out


def test_prmt_default_mode_selects_and_sign_replicates_bytes():
    # utils.py:1966 (prmt) at jax-v0.10.2
    a, b, c = _u32(), _u32(), _u32()
    got = run_asm("prmt.b32 $0, $1, $2, $3;", "=r,r,r,r", [("i32", _i32(a)), ("i32", _i32(b)), ("i32", _i32(c))], "i32")
    want = [_prmt_ref(int(x), int(y), int(z)) for x, y, z in zip(a, b, c)]
    assert got.view(np.uint32).tolist() == want


@pytest.mark.parametrize("lut", [0x96, 0xE4, (0xF0 & 0xCC) ^ 0xAA, 0x00, 0xFF, 0x80])
def test_lop3_applies_the_immlut_truth_table_per_bit(lut):
    a, b, c = _u32(), _u32(), _u32()
    got = run_asm(f"lop3.b32 $0, $1, $2, $3, {lut:#x};", "=r,r,r,r",
                  [("i32", _i32(a)), ("i32", _i32(b)), ("i32", _i32(c))], "i32").view(np.uint32)
    for x, y, z, g in zip(a.tolist(), b.tolist(), c.tolist(), got.tolist()):
        assert g == sum(((lut >> ((x >> k & 1) << 2 | (y >> k & 1) << 1 | (z >> k & 1))) & 1) << k for k in range(32))


def test_shifts_clamp_the_amount_to_the_width():
    a = _u32()
    n = np.arange(N, dtype=np.uint32) % 40
    shl = run_asm("shl.b32 $0, $1, $2;", "=r,r,r", [("i32", _i32(a)), ("i32", _i32(n))], "i32").view(np.uint32)
    shr = run_asm("shr.u32 $0, $1, $2;", "=r,r,r", [("i32", _i32(a)), ("i32", _i32(n))], "i32").view(np.uint32)
    sra = run_asm("shr.s32 $0, $1, $2;", "=r,r,r", [("i32", _i32(a)), ("i32", _i32(n))], "i32")
    for x, k, l, r, s in zip(a.tolist(), n.tolist(), shl.tolist(), shr.tolist(), sra.tolist()):
        assert l == (x << k) % 2**32 if k < 32 else l == 0
        assert r == (x >> k if k < 32 else 0)
        assert s == (x - 2**32 * (x >> 31)) >> min(k, 31)


def test_add_s32_wraps_around():
    a = _i32(_u32())
    got = run_asm("add.s32 $0, $1, 2147483647;", "=r,r", [("i32", a)], "i32")
    assert got.tolist() == [((int(x) + 2**31 - 1 + 2**31) % 2**32) - 2**31 for x in a]


def test_and_with_an_immediate():
    a = _u32()
    got = run_asm("and.b32 $0, $1, 0x0F0F0F0F;", "=r,r", [("i32", _i32(a))], "i32").view(np.uint32)
    assert got.tolist() == [x & 0x0F0F0F0F for x in a.tolist()]


def test_mov_unpacks_and_packs_vector_fields():
    a = _u32()
    asm = "{\n.reg .b16 lo, hi;\nmov.b32 {lo, hi}, $1;\nmov.b32 $0, {hi, lo};\n}"
    got = run_asm(asm, "=r,r", [("i32", _i32(a))], "i32").view(np.uint32)
    assert got.tolist() == [(x >> 16) | (x & 0xFFFF) << 16 for x in a.tolist()]


def test_mov_b16_discards_the_sink_field():
    # fragmented_array.py:2545: ".reg .b8 source_pair; mov.b16 {source_pair, _}, $1;"
    a = RNG.integers(-2**15, 2**15, N).astype(np.int16)
    asm = "{\n.reg .b8 source_pair;\nmov.b16 {source_pair, _}, $1;\nmov.b16 $0, {source_pair, source_pair};\n}"
    got = run_asm(asm, "=h,h", [("i16", a)], "i16").view(np.uint16)
    assert got.tolist() == [(x & 0xFF) * 0x101 for x in a.view(np.uint16).tolist()]


def test_setp_and_selp_under_a_predicate():
    a, b, c = _u32(), _u32(), _u32()
    a[::3] = 0
    asm = "{\n.reg .pred p;\nsetp.ne.b32 p, $1, 0;\nmov.b32 $0, $3;\n@p mov.b32 $0, $2;\n}"
    got = run_asm(asm, "=r,r,r,r", [("i32", _i32(a)), ("i32", _i32(b)), ("i32", _i32(c))], "i32").view(np.uint32)
    assert got.tolist() == [y if x else z for x, y, z in zip(a.tolist(), b.tolist(), c.tolist())]
    got = run_asm("{\n.reg .pred p;\nsetp.ne.b32 p, $1, 0;\nselp.b32 $0, $2, $3, p;\n}", "=r,r,r,r",
                  [("i32", _i32(a)), ("i32", _i32(b)), ("i32", _i32(c))], "i32").view(np.uint32)
    assert got.tolist() == [y if x else z for x, y, z in zip(a.tolist(), b.tolist(), c.tolist())]


@pytest.mark.parametrize("op", ["max", "min"])
@pytest.mark.parametrize("sign", ["s", "u"])
def test_max_min_16_bit_integers_per_lane(op, sign):
    # fragmented_array.py:1755/1777: f"{op}.{sign}16x2" on i32 and f"{op}.{sign}16" on i16
    a, b = _u32(), _u32()
    a[:8] = b[:8]
    dt = np.int16 if sign == "s" else np.uint16
    fn = max if op == "max" else min
    got = run_asm(f"{op}.{sign}16x2 $0, $1, $2;", "=r,r,r", [("i32", _i32(a)), ("i32", _i32(b))], "i32")
    want = np.stack([np.array([fn(x, y) for x, y in zip(a.view(dt)[k::2].tolist(), b.view(dt)[k::2].tolist())], dt)
                     for k in range(2)], -1).reshape(-1)
    assert got.view(dt).tolist() == want.tolist()
    x16, y16 = a.view(np.int16)[:N], b.view(np.int16)[:N]
    got = run_asm(f"{op}.{sign}16 $0, $1, $2;", "=h,h,h", [("i16", x16), ("i16", y16)], "i16")
    assert got.view(dt).tolist() == [fn(x, y) for x, y in zip(x16.view(dt).tolist(), y16.view(dt).tolist())]


def test_i4_to_i8_block():
    # fragmented_array.py:2386-2403 (upcast_i4_to_i8, first_valid_nibble=0) at jax-v0.10.2
    asm = """
              {
              .reg .b32 high_even;  // $2 is high_odd
              .reg .b32 low_odd;    // $2 is low_even
              .reg .b32 sign_even, sign_odd;
              .reg .b32 i8_odd, i8_even;
              shl.b32 high_even, $2, 4;                              // x6x5x4x3x2x1x000
              prmt.b32 sign_even, high_even, high_even, 0xba98;      // s6s6s4s4s2s2s0s0
              prmt.b32 sign_odd, $2, $2, 0xba98;                     // s7s7s5s5s3s3s1s1
              shr.u32 low_odd, $2, 4;                                // 00x7x6x5x4x3x2x1
              lop3.b32 i8_odd, sign_odd, low_odd, 0xf0f0f0f0, 0xe4;  // s7x7s5x5s3x3s1x1
              lop3.b32 i8_even, sign_even, $2, 0xf0f0f0f0, 0xe4;     // s6x6s4x4s2x2s0x0
              prmt.b32 $0, i8_even, i8_odd, 0x5140;            // s3x3s2x2s1x2s0x0
              prmt.b32 $1, i8_even, i8_odd, 0x7362;           // s7x7s6x5s4x4s3x3
              }
              """
    a = _u32()
    lo, hi = run_asm(asm, "=r,=r,r", [("i32", _i32(a))], ("i32", "i32"))
    nibbles = [[((x >> 4 * k) & 0xF) - 16 * ((x >> 4 * k + 3) & 1) for k in range(8)] for x in a.tolist()]
    got = np.stack([lo, hi], -1).view(np.int8).reshape(N, 8)
    assert got.tolist() == nibbles


@pytest.mark.parametrize("part", range(4))
def test_i4_to_bf16_block_with_lop3_constant_expression(part):
    # fragmented_array.py:2318-2327 (upcast_i4_to_bf16 before PTX ISA 9.1): operands reg, reg >> 4
    asm = f"""
                {{
                .reg .b32 s<4>;
                prmt.b32 s1, $1, $2, 0xF{part + 4}F{part};
                lop3.b32 s2, s1, 0x000F000F, 0x43084308, (0xf0 & 0xcc) ^ 0xaa;
                mov.b32 s3, 0x43084308;
                sub.bf16x2 $0, s2, s3;
                }}
                """
    a = _u32()
    got = run_asm(asm, "=r,r,r", [("i32", _i32(a)), ("i32", _i32(a >> 4))], "i32")
    nib = lambda x, k: ((x >> 4 * k) & 0xF) - 16 * ((x >> 4 * k + 3) & 1)

    vals = got.view(ml_dtypes.bfloat16).astype(np.float32).reshape(N, 2)
    assert vals.tolist() == [[nib(x, 2 * part), nib(x, 2 * part + 1)] for x in a.tolist()]


@pytest.mark.parametrize("operand", ["i32", "vector<2xi16>"])
@pytest.mark.parametrize("high", [False, True])
def test_i8_to_bf16_block(high, operand):
    # fragmented_array.py:2454-2463 (upcast_i8_to_bf16) at jax-v0.10.2; for a 2-element register jax
    # passes a vector<2xi16> (the i8 pair, then an undef pad: :2469-2471) to the "r" operand: one
    # 32-bit register per thread, element 0 in its low half (LLVM's bitcast, little-endian)
    asm = f"""
            {{
            .reg .b32 s<3>;
            prmt.b32 s0, $1, 0x43, {0x4342 if high else 0x4140};
            and.b32 s1, s0, 0xff7fff7f;
            and.b32 s2, s0, 0xff80ff80;
            sub.bf16x2 $0, s1, s2;
            }}
            """
    a = _u32()

    got = run_asm(asm, "=r,r", [(operand, _i32(a))], "i32").view(ml_dtypes.bfloat16).astype(np.float32).reshape(N, 2)
    k = 2 if high else 0
    assert got.tolist() == a.view(np.int8).reshape(N, 4)[:, k:k + 2].astype(np.float32).tolist()


@pytest.mark.parametrize("value", [np.zeros((N, 4), np.uint32), np.zeros((N, 2), np.bool_)])
def test_a_vector_operand_wider_than_a_register_or_of_i1_is_refused(value):
    with pytest.raises(PtxError, match="as a PTX register operand is not supported"):
        register_bits(value)


def test_i4_to_f8_lookup_block():
    # fragmented_array.py:2218-2228 (upcast_to_f8e4m3fn, signed LUT, part 0)
    lut = [0x44403800, 0x4E4C4A48, 0xCACCCED0, 0xB8C0C4C8]
    asm = f"""
            {{
            .reg .b32 pos_f8s, neg_f8s;
            prmt.b32 pos_f8s, {lut[0]}, {lut[1]}, $1;
            prmt.b32 neg_f8s, {lut[2]}, {lut[3]}, $1;
            prmt.b32 $0, pos_f8s, neg_f8s, $2;
            }}
            """
    a = _u32()
    idx, sign = a & 0x77777777, ((a & 0x88888888) >> 1) | 0x32103210
    got = run_asm(asm, "=r,r,r", [("i32", _i32(idx)), ("i32", _i32(sign))], "i32")

    vals = got.view(ml_dtypes.float8_e4m3fn).astype(np.float32).reshape(N, 4)
    nib = lambda x, k: ((x >> 4 * k) & 0xF) - 16 * ((x >> 4 * k + 3) & 1)
    assert vals.tolist() == [[nib(x, k) for k in range(4)] for x in a.tolist()]


@pytest.mark.parametrize("asm, message", [
    ("mov.u32  $0,%clock;", "special register %clock is not emulated"),
    ("{\n.reg .b32 x;\nadd.s32 $0, x, 1;\n}", "register x is read before it is written"),
    ("prmt.b32.f4e $0, $1, $1, $1;", "prmt mode .f4e is not supported"),
])
def test_unsupported_blocks_are_located_errors(asm, message):
    with pytest.raises(EmulatorError) as e:
        run_asm(asm, "=r,r" if "$1" in asm else "=r", [("i32", _i32(_u32()))] if "$1" in asm else [], "i32")
    assert message in str(e.value) and "'llvm.inline_asm' op" in str(e.value)


def test_a_guard_from_a_predicate_operand():
    # a "b" constraint: the i1 operand guards the instruction ("@$2", as jax's semaphore signal)
    a = _u32()
    p = (np.arange(N) % 3 == 0)
    got = run_asm("{\nmov.b32 $0, 7;\n@$2 add.s32 $0, $1, 1;\n}", "=r,r,b", [("i32", _i32(a)), ("i1", p)], "i32")
    assert got.view(np.uint32).tolist() == [(x + 1) % 2**32 if q else 7 for x, q in zip(a.tolist(), p.tolist())]


def test_registers_and_an_effectful_instruction_in_one_string_are_refused():
    with pytest.raises(EmulatorError) as e:
        run_asm("{\n.reg .b32 x;\nand.b32 x, $1, 3;\nbar.sync x, 128;\n}", "=r,r", [("i32", _i32(_u32()))], "i32")
    assert "computes registers (and) and also runs bar.sync is not supported" in str(e.value)


@pytest.mark.parametrize("t", ["u32", "s32"])
def test_mad_lo_keeps_the_low_bits_of_a_times_b_plus_c(t):
    # jax 0.12.1's mad.lo.u32 (tcgen05.py:895) as a block's value instruction [PTX ISA 9.4 §9.7.1.4]
    a, b, c = _u32(), _u32(), _u32()
    got = run_asm(f"mad.lo.{t} $0, $1, $2, $3;", "=r,r,r,r",
                  [("i32", _i32(a)), ("i32", _i32(b)), ("i32", _i32(c))], "i32").view(np.uint32)
    assert got.tolist() == [(x * y + z) % 2**32 for x, y, z in zip(a.tolist(), b.tolist(), c.tolist())]


@pytest.mark.parametrize("ptx", ["mad.hi.u32 $0, $1, $1, $1;", "mad.wide.u32 $0, $1, $1, $1;"])
def test_mad_modes_other_than_lo_are_refused(ptx):
    with pytest.raises(EmulatorError, match=rf"{ptx.split()[0]} is not supported"):
        run_asm(ptx, "=r,r", [("i32", _i32(_u32()))], "i32")
