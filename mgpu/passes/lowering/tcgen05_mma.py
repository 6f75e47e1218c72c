"""``tcgen05_mma`` (Blackwell, TMEM accumulator): jax's ``tcgen05.mma`` (tcgen05.py at jax-v0.10.2).

D is a TMEM ref: M = 128 rows in the default TMEM layout (row i in lane i), or M = 64 in the
half-lane layout (one CTA; jax splits N into two lane groups, the second at lane 16). A is an SMEM
operand (K-major, or M-major when transposed) or a (128, K) TMEM ref packed 32 / bits elements a
column; B an SMEM operand (N-major, or K-major when transposed): their descriptors in
:mod:`mgpu.passes.lowering.mma_operands`. One thread issues ``tcgen05.mma.cta_group::<1|2>.kind::<k>``
per 32 bytes of K and N group, with jax's instruction descriptor (``create_instr_descriptor``) and
text (``_do_mma``); a collective MMA (``cta_group::2``, a CTA pair) has twice the M and N of one
CTA's part in its descriptor.
"""

from __future__ import annotations

from xdsl.dialects import arith
from xdsl.dialects.builtin import (
    Float4E2M1FNType,
    Float8E4M3FNType,
    Float8E5M2Type,
    MemRefType,
    bf16,
    f16,
    f32,
    i8,
    i32,
)
from xdsl.ir import Attribute, SSAValue

from mgpu import layouts as L
from mgpu.dialect import arith_ext
from mgpu.dialect.diagnostics.lowering import FP4_MMA_NOT_K_MAJOR
from mgpu.dialect.mosaic_gpu.ops import TcGen05MMAOp
from mgpu.dialect.typeinfo import bool_value, is_smem
from mgpu.passes.lowering.builder import i1
from mgpu.passes.lowering.mma_operands import (
    K_BYTES,
    Operand,
    k_major_descriptor,
    mn_major_descriptor,
    operand,
    operand_bits,
    smem_desc_low,
)
from mgpu.passes.lowering.state import LoweringState, rule
from mgpu.passes.lowering.tcgen05_scaled import (
    CONSTRAINTS,
    OPERANDS,
    scale_addresses,
    scaled_descriptor,
    scales,
)
from mgpu.passes.lowering.tcgen05_sparse import SCALED, SCALED_CONSTRAINT, SPARSE_BIT, sparse_plan
from mgpu.passes.lowering.tmem import tmem_address

# jax's _do_mma text: A is a 64-bit SMEM descriptor, or (A in TMEM) a 32-bit TMEM address in brackets
TCGEN05_MMA = (
    "{{\n"
    "            .reg .b32 a_desc_low, a_desc_high, b_desc_low, b_desc_high;\n"
    "            .reg .{a_reg} a_desc;\n"
    "            .reg .b64 b_desc;\n"
    "            add.s32 a_desc_low, $1, {a_low};\n"
    "            add.s32 b_desc_low, $2, {b_low};\n"
    "            mov.b64 b_desc, {{b_desc_low, {b_high}}};\n"
    "            {a_mov};\n"
    "            tcgen05.mma{sp}.cta_group::{group}.kind::{kind} [$0], {a_ptx}, b_desc, {meta}$3, {scales}$4;\n"
    "        }}"
)
A_SMEM = {"a_reg": "b64", "a_ptx": "a_desc"}
DENSE = {"sp": "", "meta": ""}
SPARSE = {"sp": ".sp", "meta": "[$5], "}  # (mgpu.passes.lowering.tcgen05_sparse)
A_TMEM = {"a_reg": "b32", "a_ptx": "[a_desc]", "a_mov": "mov.b32 a_desc, a_desc_low"}


def _kind(t: Attribute, scaled: bool) -> tuple[str, int, tuple[Attribute, ...]] | None:
    """(.kind, A/B type code, the accumulator types it allows) of an operand element type (jax's
    ``create_instr_descriptor`` and ``mma``'s checks; i8 is encoded signed: "Only s8 for now"; E2M1
    only block-scaled, whose kind tcgen05_scaled.py chooses)."""
    if t in (f16, bf16):
        return "f16", int(t == bf16), (f16, f32) if t == f16 else (f32,)
    if isinstance(t, (Float8E4M3FNType, Float8E5M2Type)):
        return "f8f6f4", int(isinstance(t, Float8E5M2Type)), (f16, f32)
    if t == i8:
        return "i8", 1, (i32,)
    if isinstance(t, Float4E2M1FNType) and scaled:
        return "mxf4", 1, (f32,)
    return None


D_CODE = {f16: 0, f32: 1, i32: 2}  # the instruction descriptor's D type, bits 4-5


def _instr_descriptor(m: int, n: int, d: Attribute, ab: int, transpose_a: bool, transpose_b: bool) -> int:
    """PTX ISA §9.7.16.10, Table 42 (as jax's ``create_instr_descriptor``)."""
    return (D_CODE[d] << 4 | ab << 7 | ab << 10 | transpose_a << 15 | transpose_b << 16 | (n >> 3) << 17
            | (m >> 4) << 24)


def _mn_offset(x: Operand, elems: int) -> int:
    """The descriptor offset (16-byte units) of MN index ``elems`` (whole tiles) of an operand."""
    rows, cols = (x.bytes_of(st) for st in x.view.strides[:2])
    return ((elems // 8) * rows if x.transposed else (elems // x.tile_cols) * cols) >> 4


@rule(TcGen05MMAOp, warp_semantics=True)
def tcgen05_mma(s: LoweringState, op: TcGen05MMAOp) -> list[SSAValue]:
    b = s.b
    acc, a, bref, accumulate = op.accumulator, op.a, op.b, op.accumulate
    meta = op.a_sparse_metadata
    collective = bool_value(op.collective)
    group = 2 if collective else 1
    a_in_tmem = not is_smem(a.type)
    tmem_layouts = s.layouts(op, "in_tmem_layouts")
    aty, bty = acc.type, bref.type
    assert isinstance(aty, MemRefType) and isinstance(bty, MemRefType)
    m, n_all = aty.get_shape()
    kind = _kind(bty.element_type, op.a_scale is not None)
    if kind is None or aty.element_type not in kind[2] or tmem_layouts[0] != L.infer_tmem_layout(
            (m, n_all), collective, 1) or n_all % group:
        raise NotImplementedError(f"tcgen05_mma of {bty.element_type} operands with accumulator {aty} in TMEM "
                                  f"layout {tmem_layouts[0].text()}")
    n = n_all // group
    scale_layouts = tmem_layouts[-2:] if meta is None else tmem_layouts[-3:-1]  # (the TMEM operands in order)
    sc = scales(s, op, bty.element_type, aty.element_type, scale_layouts) if op.a_scale is not None else None
    lane_groups = 2 if m == 64 and not collective else 1  # jax: M = 64 splits N over two lane groups
    n_group = min(n // lane_groups, 256 // group)
    d_addr = tmem_address(s, acc)
    a_addr = _a_tmem_address(s, a, tmem_layouts[1]) if a_in_tmem else None
    meta_addr0 = None if meta is None else tmem_address(s, meta)
    then = b.scf_if(s.single_lane())
    opb = operand(s, op, 0 if a_in_tmem else 1, bref, "b", then)
    b_bits, b_steps = k_major_descriptor(opb) if opb.transposed else mn_major_descriptor(opb)
    b_low = then.v(arith_ext.TruncIOp, [smem_desc_low(then, opb.view)], i32)
    transpose_a = False
    if a_addr is not None:
        # jax's _do_mma: A advances instr_k // packing = 32 bytes of K a step: 8 columns
        a_low, a_steps, a_text = then.arith(arith.AddiOp, a_addr, 0), [8 * k for k in range(len(b_steps))], A_TMEM
    else:
        opa = operand(s, op, 0, a, "a", then)
        transpose_a = opa.transposed
        a_bits, a_steps = mn_major_descriptor(opa) if opa.transposed else k_major_descriptor(opa)
        a_steps = [ao + (a_bits & 0xFFFFFFFF) for ao in a_steps]  # (an M-major A's LBO is in the low word)
        a_low = then.v(arith_ext.TruncIOp, [smem_desc_low(then, opa.view)], i32)
        a_text = dict(A_SMEM, a_mov=f"mov.b64 a_desc, {{a_desc_low, {a_bits >> 32}}}")
    if opb.bits == 4 and (transpose_a or not opb.transposed):  # (operand() takes 4 bits only for tcgen05_mma)
        raise NotImplementedError(FP4_MMA_NOT_K_MAJOR.format(
            operand="an M-major A" if transpose_a else "an N-major B"))
    if n % n_group or (not opb.transposed and n_group % opb.tile_cols):
        raise NotImplementedError(f"not supported: tcgen05_mma with N = {n} in groups of {n_group} that split "
                                  f"B's {opb.swizzle}-byte swizzle tiles")
    idesc = _instr_descriptor(m * group, n_group * group, aty.element_type, kind[1], transpose_a, not opb.transposed)
    sparse = None if meta is None else sparse_plan(op, meta, meta_addr0, tmem_layouts[-1], m=m, n=n, n_group=n_group,
                                                   group=group, b_k_major=opb.transposed, b_swizzle=opb.swizzle)
    if sparse is not None:
        b_steps = b_steps[::2]  # 64 bytes of B's K a sparse instruction
        a_steps = a_steps[:len(b_steps)]  # (A in TMEM: 8 columns, 32 bytes of the compressed A, a step)
    if sc is not None and n_group != n:  # (jax: "B scale address calculation for multiple N tiles")
        raise NotImplementedError(f"not supported: a block-scaled tcgen05_mma with N = {n} in groups of {n_group}")
    dense_idesc = then.const(idesc, i32) if sparse is None and sc is None else None
    true = then.const(1, i1)
    col_groups = n // n_group // lane_groups
    for ni in range(n // n_group):
        lane_group, col_group = divmod(ni, col_groups)
        d = then.arith(arith.AddiOp, d_addr, (16 * lane_group << 16) + col_group * n_group * group)
        b_off = _mn_offset(opb, ni * n_group)
        for step, (ao, bo) in enumerate(zip(a_steps, b_steps, strict=True)):
            text = dict(a_low=ao, b_low=bo + b_off + (b_bits & 0xFFFFFFFF), b_high=b_bits >> 32, group=group,
                        **a_text, **(DENSE if sparse is None else SPARSE))
            operands = [d, a_low, b_low, dense_idesc, accumulate if step == 0 else true]
            if sc is not None:
                scaled_idesc = scaled_descriptor(sc, m * group, n_group * group, kind[1], step, transpose_a,
                                                 not opb.transposed)
                meta_operand, constraint = [], ""
                if sparse is not None:  # (jax: the metadata after the scales, [$7])
                    text.update(SCALED)
                    scaled_idesc |= SPARSE_BIT
                    meta_operand, constraint = [sparse.step(then, step)[1]], SCALED_CONSTRAINT
                operands[3] = then.const(scaled_idesc, i32)
                then.inline_asm(TCGEN05_MMA.format(kind=sc.kind, scales=OPERANDS, **text),
                                "r,r,r,r,b" + CONSTRAINTS + constraint,
                                operands + scale_addresses(then, sc, step) + meta_operand)
            elif sparse is not None:
                sp_bits, meta_addr = sparse.step(then, step)
                operands[3] = then.const(idesc | sp_bits, i32)
                then.inline_asm(TCGEN05_MMA.format(kind=kind[0], scales="", **text), "r,r,r,r,b,r",
                                operands + [meta_addr])
            else:
                then.inline_asm(TCGEN05_MMA.format(kind=kind[0], scales="", **text), "r,r,r,r,b", operands)
    return []


def _a_tmem_address(s: LoweringState, a: SSAValue, layout) -> SSAValue:
    """A in TMEM: a (128, K) ref of MMA operands packed 32 / bits elements a column (jax's
    tcgen05.mma requires ``_infer_tmem_layout(a.shape, packing=32 // bits)`` and M = 128); its TMEM
    address."""
    ty = a.type
    assert isinstance(ty, MemRefType)
    shape = tuple(ty.get_shape())
    bits = operand_bits(ty.element_type)
    if bits not in (8, 16) or layout != L.tmem_default_layout(32 // bits) or len(shape) != 2 or shape[0] != 128 \
            or shape[1] % (K_BYTES * 8 // bits):
        raise NotImplementedError(f"not supported: tcgen05_mma with A in TMEM of type {ty} in layout {layout.text()} "
                                  f"(only 128 x K f16/bf16 or 8-bit, packed)")
    return tmem_address(s, a)
