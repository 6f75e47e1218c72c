"""Integer and bit PTX instructions of inline-asm blocks (value rules, registry.ptx_value; run by
ptx_block.py): add, mad.lo, neg, and/or/xor, shl/shr, lop3, prmt, mov (with vector packs and unpacks),
setp and selp (the packed byte forms of add and neg: packed_bytes.py). Sections of the PTX ISA 9.1 in brackets. Sources are register bits or immediates
(ptx_operands.py); every result is exact.
"""

from __future__ import annotations

import numpy as np

from mgpu.dialect.diagnostics.emulator import ptx as diag
from mgpu.emulator.handlers.packed_bytes import packed_bytes, packed_bytes_type
from mgpu.emulator.handlers.ptx_operands import bits, lanes, ptx_type, type_width
from mgpu.emulator.handlers.registry import ptx_value
from mgpu.emulator.ptx import Imm, Instr, PtxError, Vec, mad_lo, pack, unpack

_BITWISE = {"and": np.bitwise_and, "or": np.bitwise_or, "xor": np.bitwise_xor}


def _int_type(ins: Instr, allowed: str = "bsu", modifiers: tuple = ()) -> tuple[str, int]:
    """The instruction's integer type (of a kind in ``allowed``) and its width, refusing any
    modifier besides the type and ``modifiers`` (e.g. add.cc, whose carry nothing here reads)."""
    t = ptx_type(ins)
    if t[0] not in allowed or t.endswith("x2"):
        raise PtxError(diag.INTEGER_TYPE_UNSUPPORTED.format(opcode=ins.opcode, t=t, allowed='/.'.join(allowed)))
    extra = [m for m in ins.modifiers if m != t and m not in modifiers]
    if extra:
        raise PtxError(diag.MODIFIERS_UNSUPPORTED.format(opcode=ins.opcode, modifiers='.'.join(ins.modifiers)))
    return t, type_width(t)


@ptx_value("add")
def add(ins: Instr):
    """add.{s,u}{16,32,64} d, a, b [§9.7.1.1]: wraps around (no .sat); add.{s,u}8x4: packed_bytes.py."""
    if t := packed_bytes_type(ins):
        return packed_bytes(ins, t)
    _, w = _int_type(ins, "su")
    return lambda a, b: bits(bits(a, w).astype(np.uint64) + bits(b, w), w)


@ptx_value("mad")
def mad(ins: Instr):
    """mad.lo.{s,u}{16,32,64} d, a, b, c [PTX ISA 9.4 §9.7.1.4]: the low half of a * b, plus c, wrapping
    (jax 0.12.1's tcgen05.mma descriptors, tcgen05.py:895; where an effectful instruction reads it, the
    parser folds it: ptx.Mad). .hi, .wide and .sat are refused."""
    if ins.modifiers[:1] != ("lo",):
        raise PtxError(diag.MODIFIERS_UNSUPPORTED.format(opcode=ins.opcode, modifiers='.'.join(ins.modifiers)))
    _, w = _int_type(ins, "su", modifiers=("lo",))
    return lambda a, b, c: bits(mad_lo(bits(a, w), bits(b, w), bits(c, w), w), w)


@ptx_value("neg")
def neg(ins: Instr):
    """neg.s8x4 d, a [PTX ISA 9.4 §9.7.1.12]: packed_bytes.py (jax 0.12.1 emits no other integer neg)."""
    if t := packed_bytes_type(ins):
        return packed_bytes(ins, t)
    raise PtxError(diag.MODIFIERS_UNSUPPORTED.format(opcode=ins.opcode, modifiers='.'.join(ins.modifiers)))


@ptx_value("and", "or", "xor")
def bitwise(ins: Instr):
    """and/or/xor.{b16,b32,b64} d, a, b [§9.7.8.1-3] (.pred operands: logical)."""
    fn = _BITWISE[ins.opcode]
    if "pred" in ins.modifiers:
        return lambda a, b: fn(np.asarray(a, bool), np.asarray(b, bool))
    _, w = _int_type(ins, "b")
    return lambda a, b: fn(bits(a, w), bits(b, w))


@ptx_value("shl", "shr")
def shift(ins: Instr):
    """shl.b{16,32,64} / shr.{b,u,s}{16,32,64} d, a, b [§9.7.8.8-9]: shift amounts above the width are
    clamped to it (so shl and unsigned shr give 0, signed shr fills with the sign)."""
    t, w = _int_type(ins, "b" if ins.opcode == "shl" else "bsu")

    def run(a, b):
        n = np.minimum(bits(b, 32), w).astype(np.uint64)
        if ins.opcode == "shl":
            return bits(np.where(n >= w, 0, bits(a, w).astype(np.uint64) << np.minimum(n, w - 1)), w)
        if t[0] == "s":
            x = lanes(a, t).astype(np.int64)
            return bits(x >> np.minimum(n, w - 1).astype(np.int64), w)
        return bits(np.where(n >= w, 0, bits(a, w).astype(np.uint64) >> np.minimum(n, w - 1)), w)

    return run


@ptx_value("lop3")
def lop3(ins: Instr):
    """lop3.b32 d, a, b, c, immLut [§9.7.8.6]: bit k of d is bit ``(a_k << 2) | (b_k << 1) | c_k`` of
    immLut (immLut = F(0xF0, 0xCC, 0xAA) for the function F of a, b, c)."""
    _int_type(ins, "b")
    if len(ins.operands) != 5 or not isinstance(ins.operands[4], Imm):
        raise PtxError(diag.LOP3_FORM.format(ins_text=ins.text))

    def run(a, b, c, lut):
        a, b, c = bits(a, 32), bits(b, 32), bits(c, 32)
        na, nb, nc = ~a, ~b, ~c
        out = np.zeros(np.broadcast(a, b, c).shape, np.uint32)
        for k in range(8):
            if int(lut) >> k & 1:
                out |= (a if k & 4 else na) & (b if k & 2 else nb) & (c if k & 1 else nc)
        return out

    return run


@ptx_value("prmt")
def prmt(ins: Instr):
    """prmt.b32 d, a, b, c [§9.7.9.7], the default mode: byte k of d is byte ``c[4k+2:4k]`` of the
    8-byte {b, a} (a in bytes 0-3), or, when bit 4k+3 of c is set, that byte's sign bit replicated."""
    modes = [m for m in ins.modifiers if m != "b32"]
    if modes:
        raise PtxError(diag.PRMT_MODE_UNSUPPORTED.format(modes=modes[0]))
    _int_type(ins, "b")

    def run(a, b, c):
        a, b, c = np.broadcast_arrays(bits(a, 32), bits(b, 32), bits(c, 32))
        src = np.stack([a, b], -1).view(np.uint8)  # (n, 8): a's bytes, then b's
        rows = np.arange(src.shape[0])
        out = []
        for k in range(4):
            sel = (c >> np.uint32(4 * k)) & np.uint32(0xF)
            byte = src[rows, (sel & 7).astype(np.intp)]
            out.append(np.where(sel & 8, np.where(byte & 0x80, 0xFF, 0), byte).astype(np.uint8))
        return np.stack(out, -1).view(np.uint32).reshape(-1)

    return run


@ptx_value("mov")
def mov(ins: Instr):
    """mov.{b,u,s}{16,32,64} d, a [§9.7.9.1-2]: a copy; ``mov.b32 d, {lo, hi}`` packs its fields (the
    first in the low bits) and ``mov.b32 {lo, hi}, a`` unpacks them."""
    _, w = _int_type(ins)
    dst, src = ins.operands[0], ins.operands[1]
    if isinstance(dst, Vec):
        n = len(dst.items)
        return lambda a: tuple(bits(x, w // n) for x in unpack(a, n, w // n))
    if isinstance(src, Vec):
        return lambda parts: bits(pack(parts, w // len(parts)), w)
    return lambda a: bits(a, w)


_COMPARE = {"eq": np.equal, "ne": np.not_equal, "lt": np.less, "le": np.less_equal, "gt": np.greater,
            "ge": np.greater_equal, "lo": np.less, "ls": np.less_equal, "hi": np.greater, "hs": np.greater_equal}


@ptx_value("setp")
def setp(ins: Instr):
    """setp.CmpOp.{b,u,s}{16,32,64} p, a, b [§9.7.7.2] (integer comparisons; .b types allow only eq/ne)."""
    cmp = ins.modifiers[0]
    t, _ = _int_type(ins, modifiers=(cmp,))
    if cmp not in _COMPARE or t[0] == "b" and cmp not in ("eq", "ne"):
        raise PtxError(diag.SETP_UNSUPPORTED.format(modifiers='.'.join(ins.modifiers)))
    fn = _COMPARE[cmp]
    return lambda a, b: fn(lanes(a, t), lanes(b, t))


@ptx_value("selp")
def selp(ins: Instr):
    """selp.type d, a, b, c [§9.7.7.3]: a where the predicate c holds, else b."""
    w = type_width(ptx_type(ins))
    return lambda a, b, c: bits(np.where(np.asarray(c, bool), bits(a, w), bits(b, w)), w)
