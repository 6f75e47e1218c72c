"""Inline-PTX parsing: every distinct corpus string, operand bindings, reductions' signedness."""
import pathlib
import re

import numpy as np
import pytest

from mgpu.emulator.atomics import apply_red, reduce_values
from mgpu.emulator.errors import UnsupportedOp
from mgpu.emulator.memory import CLUSTER_SHIFT
from mgpu.emulator.ptx import (Arg, Imm, Local, Mapa, Mem, PtxError, Vec, bind, evaluate, mlir_unescape,
                               parse_constraints, parse_inline_asm)

CORPUS = pathlib.Path(__file__).parent.parent / "corpus"
_PRETTY = re.compile(r'llvm\.inline_asm (?:has_side_effects )?(?:asm_dialect = \w+ )?"((?:[^"\\]|\\.)*)", '
                     r'"((?:[^"\\]|\\.)*)"')
_GENERIC = re.compile(r'asm_string = "((?:[^"\\]|\\.)*)", constraints = "((?:[^"\\]|\\.)*)"')


def corpus_asm():
    seen = set()
    for f in sorted(CORPUS.glob("*.payload*.mlir")):
        text = f.read_text()
        for m in list(_PRETTY.finditer(text)) + list(_GENERIC.finditer(text)):
            seen.add((mlir_unescape(m.group(1)), mlir_unescape(m.group(2))))
    return sorted(seen)


CORPUS_ASM = corpus_asm()


def test_corpus_has_the_14_distinct_strings():
    assert len(CORPUS_ASM) == 14


@pytest.mark.parametrize("asm,constraints", CORPUS_ASM, ids=[a.strip()[:40] for a, _ in CORPUS_ASM])
def test_every_corpus_string_parses(asm, constraints):
    p = parse_inline_asm(asm, constraints)
    assert len(p.instructions) <= 1
    for ins in p.instructions:
        assert ins.opcode and ins.text


def _one(asm, constraints):
    p = parse_inline_asm(asm, constraints)
    assert p.main is not None
    return p, p.main


def test_bar_sync():
    p, i = _one("bar.sync $0, 128;", "r")
    assert i.opcode == "bar.sync" and i.operands == (Arg(0), Imm(128))
    assert bind(i.operands, [np.array([2], np.int32)])[1] == 128


def test_st_async_b32():
    _, i = _one("st.async.cluster.shared::cluster.mbarrier::complete_tx::bytes.b32 [$0], $1, [$2];", "l,r,l")
    assert i.opcode == "st.async"
    assert i.attrs["type"] == "b32" and i.attrs["nbytes"] == 4 and i.attrs["vec"] == 1
    assert i.operands == (Mem(Arg(0)), Arg(1), Mem(Arg(2)))


def test_st_async_b64_and_vectors():
    _, i = _one("st.async.cluster.shared::cluster.mbarrier::complete_tx::bytes.b64 [$0], $1, [$2];", "l,l,l")
    assert i.attrs["nbytes"] == 8
    _, i = _one("st.async.shared::cluster.mbarrier::complete_tx::bytes.v4.b32 [$0], {$1,$2,$3,$4}, [$5];",
                "l,r,r,r,r,l")
    assert i.attrs["nbytes"] == 16 and isinstance(i.operands[1], Vec)


@pytest.mark.parametrize("op", ["add", "min", "max", "and", "or", "xor"])
@pytest.mark.parametrize("typ", ["s32", "u32", "b32"])
def test_red_async_ops(op, typ):
    _, i = _one(f"red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.{op}.{typ} [$0], $1, [$2];",
                "l,r,l")
    assert i.opcode == "red.async" and i.attrs["op"] == op and i.attrs["type"] == typ
    assert i.attrs["signed"] == (typ == "s32") and i.attrs["nbytes"] == 4


def test_red_async_rejects_float():
    with pytest.raises(PtxError, match="floating-point"):
        parse_inline_asm("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.add.f32 [$0], $1, [$2];",
                         "l,f,l")


def test_mbarrier_arrive_with_state_output():
    p, i = _one(" mbarrier.arrive.release.cta.shared::cta.b64 $0, [$1], 1;", "=l,r")
    assert [c.is_output for c in p.outputs + p.inputs] == [True, False]
    assert i.opcode == "mbarrier.arrive" and i.attrs["sem"] == "release" and i.attrs["scope"] == "cta"
    assert i.attrs["count_operand"] == 2 and i.operands[2] == Imm(1)


def test_mbarrier_other_forms():
    _, i = _one("mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r")
    assert i.opcode == "mbarrier.arrive.expect_tx"
    _, i = _one("{ .reg .pred p; mbarrier.try_wait.parity.shared::cta.b64 p, [$0], $1; }", "r,r")
    assert i.opcode == "mbarrier.try_wait" and i.attrs["parity"]


def test_tcgen05_ld_16x256b_x8():
    regs = ",".join(f"${k}" for k in range(32))
    p, i = _one(f"tcgen05.ld.sync.aligned.16x256b.x8.b32 {{{regs}}}, [$32];", ",".join(["=r"] * 32 + ["r"]))
    assert i.attrs == {"shape": "16x256b", "num": 8, "nregs": 32, "pack": False, "unpack": False}
    assert len(p.outputs) == 32 and i.operands[1] == Mem(Arg(32))


def test_tcgen05_st_register_count_checked():
    with pytest.raises(PtxError, match="needs 4 registers"):
        parse_inline_asm("tcgen05.st.sync.aligned.16x256b.x1.b32 [$2], {$0,$1};", "r,r,r")
    _, i = _one("tcgen05.st.sync.aligned.32x32b.x2.unpack::16b.b32 [$2], {$0,$1};", "r,r,r")
    assert i.attrs["nregs"] == 2 and i.attrs["unpack"]


def test_tcgen05_mma_block_binds_descriptors():
    asm = ("{\n .reg .b32 a_desc_low, a_desc_high, b_desc_low, b_desc_high;\n .reg .b64 a_desc;\n"
           " .reg .b64 b_desc;\n add.s32 a_desc_low, $1, 2;\n add.s32 b_desc_low, $2, 4194560;\n"
           " mov.b64 b_desc, {b_desc_low, 1073741952};\n mov.b64 a_desc, {a_desc_low, 1073741888};\n"
           " tcgen05.mma.cta_group::1.kind::f16 [$0], a_desc, b_desc, $3, $4;\n}")
    _, i = _one(asm, "r,r,r,r,b")
    assert i.opcode == "tcgen05.mma" and i.attrs["kind"] == "f16" and i.attrs["cta_group"] == 1
    args = [np.int32(7), np.array([64, 64], np.int32), np.array([128, 128], np.int32), 136380432, True]
    d, a, b, idesc, acc = bind(i.operands, args)
    assert d == 7 and idesc == 136380432 and acc is True
    assert a.tolist() == [(1073741888 << 32) | 66] * 2
    assert b.tolist() == [(1073741952 << 32) | (128 + 4194560)] * 2
    assert a.dtype == np.uint64


def test_tcgen05_mma_block_of_jax_0_12_1_folds_mad_lo():
    # tcgen05.py:889-904 of the 0.12.1 wheel: a descriptor's low word is $N * base_scale + offset_low (mad.lo.u32)
    asm = ("{\n .reg .b32 a_desc_low, b_desc_low;\n .reg .b64 a_desc;\n .reg .b64 b_desc;\n"
           " mad.lo.u32 a_desc_low, $1, 3, 4294967295;\n mad.lo.u32 b_desc_low, $2, 1, 4194560;\n"
           " mov.b64 b_desc, {b_desc_low, 1073741952};\n mov.b64 a_desc, {a_desc_low, 1073741888};\n"
           " tcgen05.mma.cta_group::1.kind::f16 [$0], a_desc, b_desc, $3, $4;\n}")
    _, i = _one(asm, "r,r,r,r,b")
    args = [np.int32(7), np.array([64, 2**31], np.uint32).view(np.int32), np.array([128, 0], np.int32), 1, True]
    _, a, b, _, _ = bind(i.operands, args)
    assert a.tolist() == [(1073741888 << 32) | (64 * 3 + 2**32 - 1) % 2**32, (1073741888 << 32) | (2**31 * 3 - 1) % 2**32]
    assert b.tolist() == [(1073741952 << 32) | (128 + 4194560), (1073741952 << 32) | 4194560]


def test_tcgen05_mma_sp_takes_the_metadata_address_before_idesc():
    asm = ("{ .reg .b64 a, b; mov.b64 a, {$1, 0}; mov.b64 b, {$2, 0}; "
           "tcgen05.mma.sp.cta_group::2.kind::i8 [$0], a, b, [$5], $3, $4; }")
    _, i = _one(asm, "r,r,r,r,b,r")
    assert i.attrs["sparse"] and i.attrs["kind"] == "i8" and i.attrs["cta_group"] == 2
    assert i.operands[3] == Mem(Arg(5)) and i.operands[4] == Arg(3)
    _, dense = _one("tcgen05.mma.cta_group::1.kind::f16 [$0], $1, $2, $3, $4;", "r,l,l,r,b")
    assert not dense.attrs["sparse"]


def test_add_wraps_32_bits():
    asm = ("{ .reg .b32 lo; .reg .b64 d; add.s32 lo, $1, 1; mov.b64 d, {lo, 0}; "
           "tcgen05.mma.cta_group::1.kind::f16 [$0], d, d, $2, $3; }")
    _, i = _one(asm, "r,r,r,b")
    assert evaluate(i.operands[1], [0, np.array([-1], np.int32), 0, True]).tolist() == [0]


def test_wgmma_block():
    regs = ",".join(f"${k}" for k in range(64))
    asm = ("{ .reg .pred p; setp.ne.b32 p, $130, 0; wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 "
           f"{{{regs}}}, $128, $129, p, $131, $132, $133, $134; }}\n")
    cons = ",".join(["=f"] * 64 + [str(k) for k in range(64)] + ["l", "l"] + ["n"] * 5)
    p, i = _one(asm, cons)
    assert len(p.outputs) == 64 and len(p.inputs) == 71 and p.inputs[0].tied_to == 0
    assert (i.attrs["m"], i.attrs["n"], i.attrs["k"]) == (64, 128, 16)
    assert (i.attrs["dtype"], i.attrs["atype"], i.attrs["btype"]) == ("f32", "f16", "f16")
    args = [None] * 135
    args[128], args[129], args[130], args[131:135] = 11, 22, 1, (1, 1, 0, 1)
    vals = bind(i.operands[1:], args)
    assert vals == [11, 22, True, 1, 1, 0, 1]
    args[130] = 0
    assert evaluate(i.operands[3], args) is False


def test_empty_asm_is_identity():
    p = parse_inline_asm("", ",".join(["=f"] * 2 + ["0", "1"]))
    assert p.is_identity and [c.tied_to for c in p.inputs] == [0, 1]


def test_predicated_bulk_copy():
    _, i = _one("\n   @$0 cp.async.bulk.global.shared::cta.bulk_group [$1], [$2], $3;\n   ", "b,l,l,r")
    assert i.opcode == "cp.async.bulk" and i.predicate == Arg(0)
    assert i.attrs["dst_space"] == "global" and i.attrs["src_space"] == "shared::cta"
    assert i.attrs["completion"] == "bulk_group"


def test_misc_known_instructions():
    assert _one("elect.sync _|$0, 0xffffffff;", "=b")[1].opcode == "elect.sync"
    assert _one("fence.proxy.async.shared::cta;", "")[1].opcode == "fence.proxy.async"
    assert _one("cp.async.bulk.wait_group.read 0;", "")[1].attrs["read"]
    assert _one("tcgen05.wait::st.sync.aligned;", "")[1].attrs["what"] == "st"
    assert _one("wgmma.fence.sync.aligned;", "")[1].opcode == "wgmma.fence"
    i = _one("@!$0 bar.sync 1, 128;", "b")[1]
    assert str(i.predicate.a) == "$0"


def test_unknown_instruction_names_it():
    with pytest.raises(PtxError, match=r"unsupported PTX instruction 'frobnicate\.sync\.b32'"):
        parse_inline_asm("frobnicate.sync.b32 $0;", "r")
    with pytest.raises(UnsupportedOp):
        parse_inline_asm("suld.b.1d.b32.trap {$0}, [$1, {$2}];", "=r,l,r")


def test_operand_without_constraint_is_an_error():
    with pytest.raises(PtxError, match=r"\$3 has no constraint"):
        parse_inline_asm("bar.sync $3, 128;", "r")


def test_constraints():
    outs, ins = parse_constraints("=r,=&l,r,0,n,~{memory}")
    assert [c.kind for c in outs] == ["r", "l"] and outs[1].early_clobber
    assert [(c.index, c.kind, c.tied_to) for c in ins] == [(2, "r", None), (3, "r", 0), (4, "n", None)]


# ------------------------------------------------------------------ reductions
def test_max_s32_vs_u32_differ_on_negative():
    old = np.array([5, -3], np.int32)
    val = np.array([-1, 2], np.int32)
    assert reduce_values("max", "s32", old, val).tolist() == [5, 2]
    assert reduce_values("max", "u32", old, val).view(np.int32).tolist() == [-1, -3]
    assert reduce_values("min", "s32", old, val).tolist() == [-1, -3]
    assert reduce_values("min", "u32", old, val).view(np.int32).tolist() == [5, 2]


def test_add_wraps_and_s32_u32_add_same_bits():
    old = np.array([2**31 - 1, -1], np.int32)
    val = np.array([1, 1], np.int32)
    a = reduce_values("add", "s32", old, val)
    b = reduce_values("add", "u32", old, val)
    assert a.tolist() == [-2**31, 0] and a.view(np.uint32).tolist() == b.tolist()


def test_bitwise_inc_dec():
    assert reduce_values("xor", "b32", np.uint32(0xF0F0), np.uint32(0xFF00)) == 0x0FF0
    assert reduce_values("inc", "u32", np.array([0, 5, 7], np.uint32), np.uint32(5)).tolist() == [1, 0, 0]
    assert reduce_values("dec", "u32", np.array([0, 3, 9], np.uint32), np.uint32(5)).tolist() == [5, 2, 5]


def test_apply_red_on_smem_with_duplicate_addresses():
    mem = np.zeros(64, np.uint8)
    mem[:16].view(np.int32)[:] = [10, -5, 0, 7]
    offs = np.array([0, 4, 4, 8, 0])
    vals = np.array([1, 2, 3, -4, 5], np.int32)
    n = apply_red(mem, offs, vals, "add", "s32")
    assert n == 20
    assert mem[:16].view(np.int32).tolist() == [16, 0, -4, 7]
    apply_red(mem, np.array([0, 8]), np.array([-1, -1], np.int32), "max", "u32")
    assert mem[:16].view(np.int32).tolist() == [-1, 0, -1, 7]
    apply_red(mem, np.array([12, 12, 12]), np.uint32(8), "inc", "u32")
    assert mem[12:16].view(np.int32)[0] == 1  # applied in thread order: 7 -> 8 -> 0 -> 1


@pytest.mark.parametrize("typ, dt", [("f32", np.float32), ("f16", np.float16)])
def test_apply_red_float_adds_to_one_address_round_each_add(typ, dt):
    """Two adds of 3 to 1e8 (f32; spacing 8 there) each round back to 1e8; adding 3 + 3 first would
    round to 1e8 + 8, a value no order of the two atomics gives. (f16: 2048, spacing 2, adds of 0.75.)"""
    big, small = (1e8, 3) if typ == "f32" else (2048, 0.75)
    mem = np.zeros(8, np.uint8)
    mem[:4 if typ == "f32" else 2].view(dt)[0] = big
    apply_red(mem, np.array([0, 0]), np.array([small, small], dt), "add", typ)
    assert mem[:4 if typ == "f32" else 2].view(dt)[0] == dt(big)


def test_parameterized_register_declarations_expand():
    p = parse_inline_asm("{\n.reg .b32 s<3>;\nmov.b32 s0, $1;\nand.b32 s2, s0, 1;\nmov.b32 $0, s2;\n}", "=r,r")
    assert [i.opcode for i in p.instructions] == ["and", "mov"]  # mov s0, $1 folded into its readers
    assert p.instructions[0].operands == (Local("s2"), Arg(1), Imm(1))


def test_immediates_constant_expressions_and_float_bits():
    p = parse_inline_asm("lop3.b32 $0, $1, $2, 0f3F800000, (0xf0 & 0xcc) ^ 0xaa;", "=r,r,r")
    assert p.main.operands[3:] == (Imm(0x3F800000), Imm((0xF0 & 0xCC) ^ 0xAA))


def test_a_computation_from_a_block_register_is_not_folded():
    # the sum reads s0 after and.b32 wrote it: it must run in order, not be folded ahead of it
    p = parse_inline_asm("{\n.reg .b32 s0, s1;\nand.b32 s0, $1, 3;\nadd.s32 s1, s0, 1;\nmov.b32 $0, s1;\n}", "=r,r")
    assert [i.opcode for i in p.instructions] == ["and", "add", "mov"]


@pytest.mark.parametrize("asm, message", [
    ("{\n.reg .b32 x;\nadd.s32 $0, x, 1;\n}", "register x is read before it is written"),
    ("mov.u32 $0, %smid;", "special register %smid is not emulated"),
    ("add.s32 $1, $0, 1;", "add cannot write to $1"),
])
def test_register_misuse_is_refused(asm, message):
    with pytest.raises(PtxError, match=re.escape(message)):
        parse_inline_asm(asm, "=r,r" if "$1" in asm else "=r")


# jax's remote arrive on a cluster barrier (utils.py:1422-1431 at jax-v0.10.2)
_REMOTE_ARRIVE = ("{ .reg .b32 mapped_addr; @$0 mapa.shared::cluster.u32 mapped_addr, $1, $2; "
                  "@$0 mbarrier.arrive.shared::cluster.b64 _, [mapped_addr]; }")


def test_a_mapa_into_a_block_register_is_the_address_its_reader_takes():
    p = parse_inline_asm(_REMOTE_ARRIVE, "b,r,r")
    (i,) = p.instructions
    assert i.opcode == "mbarrier.arrive" and i.predicate == Arg(0)
    assert i.operands[1] == Mem(Mapa(Arg(1), Arg(2)))
    addr = evaluate(i.operands[1], [True, np.array([0x40, 0x40], np.int32), np.array([0, 1], np.int32)])
    assert addr.tolist() == [0x40, 1 << CLUSTER_SHIFT | 0x40]
    # a shared::cluster address (another CTA's): mapa replaces its rank
    addr = evaluate(i.operands[1], [True, np.array([3 << CLUSTER_SHIFT | 0x40], np.int64), 0])
    assert addr.tolist() == [0x40]


@pytest.mark.parametrize("asm, message", [
    (_REMOTE_ARRIVE.replace("@$0 mbarrier", "mbarrier"),
     "mapped_addr is written by a mapa under the predicate $0 but read under true"),
    ("{ .reg .b32 m, n; mapa.shared::cluster.u32 m, $1, $2; add.u32 n, m, 8; "
     "mbarrier.arrive.shared::cluster.b64 _, [n]; }",
     "add reads the cluster address mapa wrote into m: arithmetic on a shared::cluster address is not supported"),
    ("{ .reg .b32 m, k; and.b32 k, $2, 1; mapa.shared::cluster.u32 m, $1, k; "
     "mbarrier.arrive.shared::cluster.b64 _, [m]; }", "a mapa of a register the block computes is not supported"),
])
def test_a_mapa_register_read_other_than_as_its_address_is_refused(asm, message):
    with pytest.raises(PtxError, match=re.escape(message)):
        parse_inline_asm(asm, "b,r,r")
