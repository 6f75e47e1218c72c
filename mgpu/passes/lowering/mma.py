"""MMA: ``wgmma`` (Hopper, registers accumulator; an A in registers through optimization_barrier.py's
barrier) and ``mma`` (warp-level mma.sync) (Blackwell's ``tcgen05_mma``: tcgen05_mma.py). wgmma and
tcgen05_mma read their SMEM operands through one plan and its descriptors (mma_operands.py).

Operands A (M, K) and B (K, N) are SMEM refs tiled ``(8, S / eb)`` with the S-byte swizzle (``eb``
element bytes; S = 128, 64 or 32), as jax's MMA operands are; both are read through 64-bit
shared-memory matrix descriptors (docs/design/payload_semantics.md §3 A7/A10): start address
``(addr & 0x3FFFF) >> 4``, leading/stride byte offsets >> 4 at bits 16/32, swizzle code at bits
62-63 (the same bits say the same swizzle to tcgen05, whose field is bits 61-63:
mgpu/emulator/wgmma.py). A is K-major: stride offset = bytes between 8-row groups; B is N-major
(``transpose-b``): leading offset = the next column tile, stride offset = bytes between 8-row
groups. Each K step (32 bytes of elements) advances A by 32 B (or the next K tile) and B by two
8-row groups, as jax emits it. Those strides are the operand's tile strides (``refs.ref_view``): a
slice of a wider or taller ref keeps its parent's. A transposed (M-major) A reads as an N-major B;
only 16-bit operands may be transposed, so tf32 / fp8 / s8 B are K-major (transposed refs). wgmma's
A may also be a WGMMA-layout vector: four 32-bit words of its registers per K step
(``_a_registers``). A D of more than 64 rows is one wgmma a group of 64 rows.
"""

from __future__ import annotations

import numpy as np
from xdsl.dialects import llvm, vector
from xdsl.dialects.builtin import (
    ArrayAttr,
    DenseArrayBase,
    Float8E4M3FNType,
    Float8E5M2Type,
    IntegerAttr,
    IntegerType,
    MemRefType,
    VectorType,
    bf16,
    f16,
    f32,
    i8,
    i32,
    i64,
)
from xdsl.ir import Attribute, Operation, SSAValue

from mgpu import layouts as L
from mgpu.arch import WARP_SIZE, WARPGROUP_SIZE
from mgpu.dialect import vector_ext
from mgpu.dialect.diagnostics import lowering as diag
from mgpu.dialect.mosaic_gpu.attributes import swizzle_mode_name
from mgpu.dialect.mosaic_gpu.ops import MMAOp, WGMMAOp
from mgpu.dialect.typeinfo import bitwidth
from mgpu.passes.lowering.builder import Builder
from mgpu.passes.lowering.optimization_barrier import pin
from mgpu.passes.lowering.shuffles import at
from mgpu.passes.lowering.mma_operands import k_major_descriptor, mn_major_descriptor, operand, smem_desc_low
from mgpu.passes.lowering.state import Frag, LoweringState, rule

# wgmma's operand types, with their PTX spelling (PTX ISA §9.7.15.5.1): jax names f32 operands tf32
# and i8 ones s8 (jax/experimental/mosaic/gpu/wgmma.py:295-302, :404-407 at jax-v0.10.2)
WGMMA_TYPES: dict[Attribute, str] = {f16: "f16", bf16: "bf16", f32: "tf32", i8: "s8", Float8E4M3FNType(): "e4m3",
                                     Float8E5M2Type(): "e5m2"}


def transposed_operand(what: str, operand: str, why: str) -> NotImplementedError:
    """The refusal of an MMA operand stored transposed (MN-major, as jax's ``a_transpose`` /
    ``b_transpose`` say: wgmma.py:139-146 at jax-v0.10.2) where ``what`` does not read it so."""
    return NotImplementedError(f"not supported: {what} with a transposed {operand} ({why})")


# ---- wgmma ---------------------------------------------------------------------------------

# D's element type -> (its PTX spelling, its asm constraint, the operand types it accumulates): PTX
# ISA §9.7.15.5.1; an f16 D travels as .b32 words of two elements (jax's _as_i32_reg / _unpack_i32)
WGMMA_ACCUMULATORS: dict[Attribute, tuple[str, str, tuple[str, ...]]] = {
    f32: ("f32", "f", ("f16", "bf16", "tf32", "e4m3", "e5m2")),
    f16: ("f16", "r", ("f16", "e4m3", "e5m2")),
    i32: ("s32", "r", ("s8",)),
}


_ONLY_16_BIT = "only 16-bit operands may be transposed: PTX ISA §9.7.15.5.1"


@rule(WGMMAOp)
def wgmma(s: LoweringState, op: WGMMAOp) -> list[SSAValue] | None:
    """One wgmma.mma_async a K step of 32 bytes and a group of 64 rows of D (jax's wgmma at
    jax-v0.10.2: wgmma.py:448-475), as jax spells it."""
    b = s.b
    acc, a, bref = op.accumulator, op.a, op.b
    a_in_smem = isinstance(a.type, MemRefType)
    in_layouts = s.layouts(op, "in_layouts")
    [out_layout] = s.layouts(op, "out_layouts")
    xb = operand(s, op, 1 if a_in_smem else 0, bref, "b")
    if a_in_smem and s.transforms(op, 0).swizzle != xb.swizzle:
        raise diag.WGMMA_SWIZZLES_DIFFER(a=swizzle_mode_name(s.transforms(op, 0).swizzle), b=swizzle_mode_name(xb.swizzle))
    vty = op.result.type
    assert isinstance(vty, VectorType)
    m, n = vty.get_shape()
    bty = bref.type
    assert isinstance(bty, MemRefType)  # (operand's check)
    # A's and B's PTX types: equal but for the FP8 pair, which mixes (the verifier's rule)
    assert isinstance(a.type, (MemRefType, VectorType))  # (the verifier's)
    at = WGMMA_TYPES[a.type.element_type]
    et, eb = WGMMA_TYPES[bty.element_type], xb.bits // 8
    acc_ptx, acc_con, acc_of = WGMMA_ACCUMULATORS.get(vty.element_type, (None, None, ()))
    if m % 64 or n % 8 or n > 256 or et not in acc_of or at not in acc_of:
        raise NotImplementedError(f"wgmma with accumulator {vty} of {et} products (64 k x N: f32 of f16, bf16, "
                                  f"tf32 or fp8, f16 of f16 or fp8, i32 of s8; N a multiple of 8 up to 256)")
    if eb != 2 and not xb.transposed:  # (B's "transposed" here: K-major; jax's b_transpose: N-major)
        raise transposed_operand("wgmma", f"B of {bref.type}", _ONLY_16_BIT)
    if in_layouts[0] != L.WGMMA_LAYOUT or out_layout != L.WGMMA_LAYOUT:
        # (D's registers in PTX's fragment order, 64 rows after 64 rows, are the WGMMA layout's)
        raise NotImplementedError(f"not supported: wgmma with an accumulator in the layout {in_layouts[0].text()} "
                                  f"(only WGMMA)")
    groups = m // 64
    f = s.frag(acc, in_layouts[0])
    per_group = len(f.regs) // groups
    scalar_of = _WgmmaScalars(s, vty.element_type)
    a_regs = None
    if not a_in_smem:
        # a wgmma.fence between the instructions that made A's registers and the wgmma reading them
        # (PTX ISA 9.1 §9.7.15.7.1), after an optimization barrier that keeps LLVM from moving A's computation
        # past it: jax's wgmma_fence of A (wgmma.py:448, 491-499 at jax-v0.10.2)
        fa = s.frag(a, in_layouts[1])
        [a_regs] = pin(s, op, [fa.regs], [fa.dtype])
        b.op("nvvm.wgmma.fence.aligned")
    a_groups, a_cons, a_transposed = _a_operands(s, op, a, a_regs, in_layouts[1:], groups, eb)
    b_bits, b_steps = k_major_descriptor(xb) if xb.transposed else mn_major_descriptor(xb)
    b_desc = b.v(llvm.OrOp, [smem_desc_low(b, xb.view), b.const(b_bits, i64)], i64)
    one = b.llvm_const(1, i32)
    zero = b.llvm_const(0, i32)
    # scale-a, scale-b (not for integers), then for 16-bit operands (A from SMEM: M-major A (1) or
    # K-major (0),) N-major B (imm-trans-b 1) or K-major B (0)
    immediates = [] if vty.element_type == i32 else [one, one]
    if eb == 2:
        immediates += ([one if a_transposed else zero] if a_in_smem else []) + [zero if xb.transposed else one]
    nacc = per_group * (1 if scalar_of.packed else 2)
    outs = ",".join(f"${i}" for i in range(nacc))
    a_text = ",".join(f"${2 * nacc + i}" for i in range(len(a_cons)))
    a_text = a_text if a_in_smem else f"{{{a_text}}}"
    rest = 2 * nacc + len(a_cons)  # B's descriptor, scale-d, the immediates
    imm = "".join(f", ${rest + 2 + i}" for i in range(len(immediates)))
    asm = (f"{{ .reg .pred p; setp.ne.b32 p, ${rest + 1}, 0; "
           f"wgmma.mma_async.sync.aligned.m64n{n}k{32 // eb}.{acc_ptx}.{at}.{et} {{{outs}}}, {a_text}, "
           f"${rest}, p{imm}; }}\n")
    cons = ",".join([f"={acc_con}"] * nacc + [str(i) for i in range(nacc)] + a_cons + ["l"] + ["n"] * (1 + len(immediates)))
    field = scalar_of.field
    struct = b.t("!llvm.struct<(" + ", ".join([str(field)] * nacc) + ")>")
    regs = []
    for g in range(groups):
        scalars = [x for r in f.regs[g * per_group:(g + 1) * per_group] for x in scalar_of.split(r)]
        if len(a_groups[g]) != len(b_steps):
            raise NotImplementedError(f"wgmma with A of K = {32 // eb * len(a_groups[g])} and B of K = {xb.shape[0]}")
        for ao, bo in zip(a_groups[g], b_steps, strict=True):
            bd = b.v(llvm.AddOp, [b_desc, b.llvm_const(bo, i64)], i64, props={"overflowFlags": IntegerAttr(0, i32)})
            res = b.inline_asm(asm, cons, [*scalars, *ao, bd, one, *immediates], struct, att=True).results[0]
            scalars = [b.extractvalue(res, q, field) for q in range(nacc)]
        regs += scalar_of.join(scalars)
    s.regs[op.result] = Frag(out_layout, (m, n), vty.element_type, regs)
    return None


class _WgmmaScalars:
    """How D's two-element registers (its WGMMA layout) become the asm's operands and back: an f32
    or i32 register two vector<1x..> values, an f16 one a .b32 word (``field``: their type)."""

    def __init__(self, s: LoweringState, dtype: Attribute):
        self.b, self.dtype = s.b, dtype
        self.packed = dtype == f16
        self.field: Attribute = i32 if self.packed else VectorType(dtype, [1])

    def split(self, r: SSAValue) -> list[SSAValue]:
        b = self.b
        if self.packed:
            word = b.v(vector.BitcastOp, [r], VectorType(i32, [1]))
            return [b.v(vector.ExtractOp, [word], i32, props=at(0))]
        return [b.v(vector_ext.ExtractStridedSliceOp, [r], self.field, props={
            "offsets": ArrayAttr([IntegerAttr(i, i64)]), "sizes": ArrayAttr([IntegerAttr(1, i64)]),
            "strides": ArrayAttr([IntegerAttr(1, i64)])}) for i in range(2)]

    def join(self, scalars: list[SSAValue]) -> list[SSAValue]:
        b = self.b
        v2 = VectorType(self.dtype, [2])
        if self.packed:
            return [b.v(vector.BitcastOp, [b.v(vector.BroadcastOp, [w], VectorType(i32, [1]))], v2) for w in scalars]
        return [b.v(vector.ShuffleOp, [scalars[2 * r], scalars[2 * r + 1]], v2,
                    props={"mask": DenseArrayBase.from_list(i64, [0, 1])}) for r in range(len(scalars) // 2)]


def _a_operands(s: LoweringState, op: Operation, a: SSAValue, a_regs: list[SSAValue] | None,
                a_layouts: list[L.RegisterLayout], groups: int, eb: int) -> tuple[list[list[list[SSAValue]]], list[str], bool]:
    """A's asm operands per group of 64 rows and K step of 32 bytes, their constraints, and whether
    A is transposed (M-major, 16-bit A in SMEM only): its descriptor (A in SMEM; a group 8 of its
    8-row tiles further, or for an M-major A, 64 columns of its untransposed view further) or the
    four words of its fragment (A in registers: ``a_regs``, in ``a_layouts[0]``)."""
    b = s.b
    if isinstance(a.type, MemRefType):
        xa = operand(s, op, 0, a, "a")
        if xa.transposed and eb != 2:
            raise transposed_operand("wgmma", f"A of {a.type}", _ONLY_16_BIT)
        if xa.transposed:  # the (K, M) view it is the transpose of reads as an N-major B does
            a_bits, a_steps = mn_major_descriptor(xa)
            group = (64 * eb // xa.swizzle) * xa.view.strides[1] * eb
        else:
            a_bits, a_steps = k_major_descriptor(xa)
            group = 8 * xa.view.strides[0] * eb
        a_desc = b.v(llvm.OrOp, [smem_desc_low(b, xa.view), b.const(a_bits, i64)], i64)
        return [[[b.v(llvm.AddOp, [a_desc, b.llvm_const(ao + ((g * group) >> 4), i64)], i64,
                      props={"overflowFlags": IntegerAttr(0, i32)})] for ao in a_steps]
                for g in range(groups)], ["l"], xa.transposed
    assert a_regs is not None
    return _a_registers(s, a, a_regs, a_layouts[0]), ["r"] * 4, False


def _a_registers(s: LoweringState, a: SSAValue, regs: list[SSAValue],
                 layout: L.RegisterLayout) -> list[list[list[SSAValue]]]:
    """A in registers: per group of 64 rows and K step of 32 bytes, the four 32-bit words of this
    thread's fragment (PTX ISA §9.7.15.5.1.1, figures wgmma-64N16-A / wgmma-64N32-A: with p elements
    a word, thread 32 w + 4 g + i holds A's (16 w + g + 8 r, (k / 2) c + p i) and its p - 1 right
    neighbours in word 2 c + r), from A's WGMMA-layout registers of p elements."""
    b = s.b
    ty = a.type
    assert isinstance(ty, VectorType)
    shape = tuple(ty.get_shape())
    p = 32 // (bitwidth(ty.element_type) or 32)
    k_step = 8 * p  # 32 bytes of elements
    want = {2: L.WGMMA_LAYOUT, 4: L.WGMMA_LAYOUT_8BIT}.get(p)
    if ty.element_type not in WGMMA_TYPES or ty.element_type == f32 or len(shape) != 2 or shape[0] % 64 \
            or shape[1] % k_step or layout != want:
        raise NotImplementedError(f"not supported: wgmma with A in registers of type {ty} and layout "
                                  f"{layout.text()} (only 64 m x K f16/bf16 in the WGMMA layout or 8-bit in "
                                  f"WGMMA_8BIT)")
    k = shape[1]
    flat = L.register_flat_elements(layout, shape)
    t = np.arange(WARPGROUP_SIZE)
    thread_offset = (16 * (t // WARP_SIZE) + (t % WARP_SIZE) // 4) * k + p * (t % 4)
    if L.vector_length(layout) != p or not np.array_equal(flat - flat[0], np.broadcast_to(
            thread_offset[:, None], flat.shape)):
        raise NotImplementedError(f"not supported: wgmma with A in the register layout {layout.text()}")
    where = {divmod(int(x), k): r for r, x in enumerate(flat[0])}
    words = []
    for r in regs:
        word = b.v(vector.BitcastOp, [r], VectorType(i32, [1]))
        words.append(b.v(vector.ExtractOp, [word], i32, props=at(0)))
    return [[[words[where[(64 * g + 8 * (j % 2), k_step * step + (k_step // 2) * (j // 2))]] for j in range(4)]
             for step in range(k // k_step)] for g in range(shape[0] // 64)]


# ---- mma (warp-level mma.sync) -------------------------------------------------------------

# A's element type -> (its PTX spelling, D's element type, D's): the forms mgpu's mma.sync runs
# (mgpu/emulator/mma_sync.py) that jax emits (mma.py's _ptx_dtype_str at jax-v0.11.0: fp8 and i4 since
# 0.11); jax's integer operands are signed (dialect_lowering.py:1674)
MMA_SYNC_FORMS: dict[Attribute, tuple[str, Attribute, str]] = {
    f16: ("f16", f32, "f32"), bf16: ("bf16", f32, "f32"), Float8E4M3FNType(): ("e4m3", f32, "f32"),
    Float8E5M2Type(): ("e5m2", f32, "f32"), i8: ("s8", i32, "s32"), IntegerType(4): ("s4", i32, "s32")}


@rule(MMAOp)
def mma_sync(s: LoweringState, op: MMAOp) -> list[SSAValue] | None:
    """D = A B + C by tiles of (16 m_warps) x (8 n_warps) x (256 / bits), one mma.sync.m16n8k(256 / bits) a
    warp and tile, K tiles outermost, then M, then N (jax's mma, mma.py:155-243 at jax-v0.10.2; the warps
    split between M and N as the layouts say since 0.11), in jax's spelling (_mma_single_tile)."""
    b = s.b
    acc, a, bv = op.accumulator, op.a, op.b
    aty, cty = a.type, acc.type
    assert isinstance(aty, VectorType) and isinstance(cty, VectorType)
    form = MMA_SYNC_FORMS.get(aty.element_type)
    if form is None or form[1] != cty.element_type:
        raise NotImplementedError(f"not supported: mosaic_gpu.mma of {aty.element_type} operands into "
                                  f"{cty.element_type} (f16, bf16 or fp8 into f32, i8 or i4 into i32)")
    ptx, dtype, dptx = form
    layouts = s.layouts(op, "in_layouts")
    [out_layout] = s.layouts(op, "out_layouts")
    (m, k), n = aty.get_shape(), cty.get_shape()[1]
    lhs, rhs, acc_layout, m_warps = _mma_layouts(layouts, bitwidth(aty.element_type) or 0, m, n)
    if layouts != [acc_layout, lhs, rhs] or out_layout != acc_layout:
        raise NotImplementedError("not supported: mosaic_gpu.mma in layouts other than jax's MMALayouts "
                                  f"({', '.join(x.text() for x in layouts)})")
    kt, mt, nt = 256 // (bitwidth(aty.element_type) or 1), 16 * m_warps, 8 * (4 // m_warps)
    fa, fb, fc = s.frag(a, lhs), s.frag(bv, rhs), s.frag(acc, acc_layout)
    tiles_a, tiles_b = _tile_registers(lhs, (m, k), (mt, kt)), _tile_registers(rhs, (k, n), (kt, nt))
    tiles_c = _tile_registers(acc_layout, (m, n), (mt, nt))
    con = "r" if dtype == i32 else "f"
    asm = (f"mma.sync.aligned.m16n8k{kt}.row.col.{dptx}.{ptx}.{ptx}.{dptx} {{$0,$1,$2,$3}}, {{$4,$5,$6,$7}}, "
           "{$8,$9}, {$10,$11,$12,$13};")
    cons = ",".join([f"={con}"] * 4 + ["r"] * 6 + [con] * 4)
    struct = b.t(f"!llvm.struct<({', '.join([str(dtype)] * 4)})>")
    out = list(fc.regs)
    for ki in range(k // kt):
        for mi in range(m // mt):
            for ni in range(n // nt):
                words = [_word(b, fa.regs[r]) for r in tiles_a[mi, ki]] + [_word(b, fb.regs[r]) for r in tiles_b[ki, ni]]
                c = [b.v(vector.ExtractOp, [out[r]], dtype, props=at(j)) for r in tiles_c[mi, ni] for j in (0, 1)]
                res = b.inline_asm(asm, cons, [*words, *c], struct, side_effects=False).results[0]
                d = [b.extractvalue(res, q, dtype) for q in range(4)]
                for j, r in enumerate(tiles_c[mi, ni]):
                    pair = b.v(vector.BroadcastOp, [d[2 * j]], VectorType(dtype, [2]))
                    out[r] = b.v(vector.InsertOp, [d[2 * j + 1], pair], pair.type, props=at(1))
    s.regs[op.result] = Frag(out_layout, (m, n), dtype, out)
    return None


def _mma_layouts(layouts: list[L.RegisterLayout], bits: int, m: int, n: int) -> tuple:
    """(A, B, D layouts, m_warps): jax 0.11+'s MMALayouts of the shape (``mma_layouts_for_shape``, the
    warps split between M and N) where the op has those, else jax 0.10.2's (the four warps along M)."""
    by_shape = L.mma_layouts_for_shape(bits, m, n)
    if by_shape is not None and layouts == [by_shape[2], by_shape[0], by_shape[1]]:
        return by_shape
    return (*L.mma_layouts(bits), 4)


def _tile_registers(layout: L.TiledLayout, shape: tuple[int, int], tile: tuple[int, int]) -> dict:
    """(tile row, tile column) -> the indices of the registers of each thread that hold that tile of
    a ``shape`` array, in register order (the order of jax's ``registers.flatten()`` of the tile's
    slice: a slice of the register array keeps its row-major order)."""
    first = L.register_flat_elements(layout, shape)[0]
    tiles: dict = {}
    for r, x in enumerate(first):
        row, col = divmod(int(x), shape[1])
        tiles.setdefault((row // tile[0], col // tile[1]), []).append(r)
    return tiles


def _word(b: Builder, r: SSAValue) -> SSAValue:
    """A register of 32 bits as an i32 (jax's utils.bitcast to i32)."""
    return b.v(vector.ExtractOp, [b.v(vector.BitcastOp, [r], VectorType(i32, [1]))], i32, props=at(0))
