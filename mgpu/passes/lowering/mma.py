"""MMA: ``wgmma`` (Hopper, registers accumulator), ``tcgen05_mma`` (Blackwell, TMEM accumulator),
and ``optimization_barrier``.

Operands A (M, K) and B (K, N) are SMEM refs tiled ``(8, S / 2)`` with the S-byte swizzle (f16/bf16;
S = 128, 64 or 32), as jax's MMA operands are; both are read through 64-bit shared-memory matrix
descriptors (docs/design/payload_semantics.md §3 A7/A10): start address ``(addr & 0x3FFFF) >> 4``,
leading/stride byte offsets >> 4 at bits 16/32, swizzle code at bits 62-63 (the same bits say the
same swizzle to tcgen05, whose field is bits 61-63: mgpu/emulator/wgmma.py). A is K-major: stride
offset = bytes between 8-row groups; B is N-major (``transpose-b``): leading offset = the next
column tile, stride offset = bytes between 8-row groups. Each K step of 16 advances A by 32 B (or
the next K tile) and B by two 8-row groups, as jax emits it. Those strides are the operand's tile
strides (``refs.ref_view``): a slice of a wider or taller ref keeps its parent's. wgmma's A may
also be a WGMMA-layout vector: four 32-bit words of its registers per K step (``_a_registers``).
"""

from __future__ import annotations

import numpy as np
from xdsl.dialects.builtin import (
    ArrayAttr,
    DenseArrayBase,
    IntegerAttr,
    MemRefType,
    StringAttr,
    UnitAttr,
    VectorType,
    bf16,
    f16,
    f32,
    i32,
    i64,
)
from xdsl.ir import Attribute, Operation, SSAValue

from mgpu import layouts as L
from mgpu.arch import WARP_SIZE, WARPGROUP_SIZE
from mgpu.dialect.typeinfo import is_smem
from mgpu.dialect.typeinfo import bool_prop
from mgpu.passes.lowering.builder import Builder, i1
from mgpu.passes.lowering.refs import RefView, ref_view, static_strides
from mgpu.passes.lowering.state import Frag, LoweringState, rule
from mgpu.passes.lowering.tmem import TMEM_DEFAULT, tmem_address

# The descriptor's swizzle code at bits 62-63, per swizzle span in bytes (PTX ISA §9.7.15.5.1.2.2).
SWIZZLE_CODE = {128: 1 << 62, 64: 2 << 62, 32: 3 << 62}
# The MMA operand element types lowered, with their PTX spelling (PTX ISA, wgmma ".atype").
PTX_TYPES: dict[Attribute, str] = {f16: "f16", bf16: "bf16"}
ELEM_BYTES = 2  # of PTX_TYPES' types


def _operand_plan(s: LoweringState, op: Operation, i: int, ref: SSAValue, what: str,
                  b: Builder | None = None) -> tuple[tuple[int, ...], RefView, int, bool]:
    """The operand's shape, view (its tile strides, its parent's for a slice, and address), swizzle
    span in bytes, and whether it is transposed: the transpose of a ref tiled ``(8, S / 2)`` (its
    tiling ``(S / 2, 8)``), whose view is then the untransposed ref's."""
    ty = ref.type
    assert isinstance(ty, MemRefType)
    tr = s.transforms(op, i)
    cols = (tr.swizzle or 0) // ELEM_BYTES
    transposed = tr.tiling == (cols, 8) and static_strides(ty)[-1] != 1
    if tr.swizzle not in SWIZZLE_CODE or tr.tiling not in ((8, cols), (cols, 8)) or \
            ty.element_type not in PTX_TYPES or len(ty.get_shape()) != 2 or (tr.tiling == (cols, 8)) != transposed:
        raise NotImplementedError(
            f"MMA operand {what} of type {ty} with transforms {tr.tiling}/{tr.swizzle}: only f16/bf16 "
            f"refs tiled (8, S / 2) with the S-byte swizzle (S = 128, 64 or 32), or their transposes, "
            f"are lowered")
    view = ref_view(s, ref, tr, b, transposed)
    if view.strides[-2:] != (cols, 1):
        raise NotImplementedError(f"not supported: MMA operand {what} of type {ty} whose (8, {cols}) tiles "
                                  f"are not row-major (tile strides {list(view.strides)})")
    return tuple(ty.get_shape()), view, tr.swizzle, transposed


def _a_descriptor(shape_a, view_a: RefView, swizzle: int) -> tuple[int, list[int]]:
    """(A's high bits, per-K-step offsets in 16-byte units). The strides between 8-row groups and
    column tiles are the operand's tile strides: a slice of a wider or taller ref keeps its
    parent's (as B's below)."""
    rows, cols = (st * ELEM_BYTES for st in view_a.strides[:2])
    width = swizzle // ELEM_BYTES  # a tile's columns
    steps = [((e // width) * cols + (e % width) * ELEM_BYTES) >> 4 for e in range(0, shape_a[1], 16)]
    return SWIZZLE_CODE[swizzle] | ((rows >> 4) << 32), steps


def _b_descriptor(shape_b, view_b: RefView, swizzle: int) -> tuple[int, list[int]]:
    """(B's high bits and LBO, per-K-step offsets in 16-byte units: two 8-row groups a step)."""
    rows, cols = (st * ELEM_BYTES for st in view_b.strides[:2])
    steps = [(2 * step * rows) >> 4 for step in range(shape_b[0] // 16)]
    return SWIZZLE_CODE[swizzle] | ((rows >> 4) << 32) | ((cols >> 4) << 16), steps


def _smem_desc_low(b: Builder, view: RefView) -> SSAValue:
    masked = b.v("llvm.and", [view.address, b.const(0x3FFFF, i64)], i64)
    return b.v("llvm.lshr", [masked, b.const(4, i64)], i64)


# ---- wgmma ---------------------------------------------------------------------------------

@rule("mosaic_gpu.wgmma")
def wgmma(s: LoweringState, op: Operation) -> list[SSAValue] | None:
    b = s.b
    acc, a, bref = op.operands[0], op.operands[1], op.operands[2]
    a_in_smem = isinstance(a.type, MemRefType)
    in_layouts = s.layouts(op, "in_layouts")
    [out_layout] = s.layouts(op, "out_layouts")
    shape_b, view_b, swizzle_b, b_transposed = _operand_plan(s, op, 1 if a_in_smem else 0, bref, "b")
    vty = op.results[0].type
    assert isinstance(vty, VectorType)
    m, n = vty.get_shape()
    if m != 64 or n % 8 or n > 256 or vty.element_type != f32:
        raise NotImplementedError(f"wgmma with accumulator {vty} (only 64 x N f32)")
    f = s.frag(acc, in_layouts[0])
    v1 = VectorType(vty.element_type, [1])
    scalars = []
    for r in f.regs:
        for i in range(2):
            scalars.append(b.v("vector.extract_strided_slice", [r], v1, props={
                "offsets": ArrayAttr([IntegerAttr(i, i64)]), "sizes": ArrayAttr([IntegerAttr(1, i64)]),
                "strides": ArrayAttr([IntegerAttr(1, i64)])}))
    a_operands, a_cons = _a_operands(s, op, a, in_layouts[1:])
    # A transposed B (K, N) is K-major: its untransposed (N, K) view reads as A's does
    b_bits, b_steps = _a_descriptor(shape_b[::-1], view_b, swizzle_b) if b_transposed else \
        _b_descriptor(shape_b, view_b, swizzle_b)
    b_desc = b.v("llvm.or", [_smem_desc_low(b, view_b), b.const(b_bits, i64)], i64)
    one = b.llvm_const(1, i32)
    zero = b.llvm_const(0, i32)
    trans_b = zero if b_transposed else one
    # scale-a, scale-b, (A from SMEM: K-major A,) N-major B (imm-trans-b 1) or K-major B (0)
    immediates = [one, one, zero, trans_b] if a_in_smem else [one, one, trans_b]
    et = PTX_TYPES[a.type.element_type]  # pyright: ignore
    nacc = len(scalars)
    outs = ",".join(f"${i}" for i in range(nacc))
    a_text = ",".join(f"${2 * nacc + i}" for i in range(len(a_cons)))
    a_text = a_text if a_in_smem else f"{{{a_text}}}"
    rest = 2 * nacc + len(a_cons)  # B's descriptor, scale-d, the immediates
    imm = ", ".join(f"${rest + 2 + i}" for i in range(len(immediates)))
    asm = (f"{{ .reg .pred p; setp.ne.b32 p, ${rest + 1}, 0; "
           f"wgmma.mma_async.sync.aligned.m64n{n}k16.f32.{et}.{et} {{{outs}}}, {a_text}, "
           f"${rest}, p, {imm}; }}\n")
    cons = ",".join(["=f"] * nacc + [str(i) for i in range(nacc)] + a_cons + ["l"] + ["n"] * (1 + len(immediates)))
    struct = b.t("!llvm.struct<(" + ", ".join(["vector<1xf32>"] * nacc) + ")>")
    if len(a_operands) != len(b_steps):
        raise NotImplementedError(f"wgmma with A of K = {16 * len(a_operands)} and B of K = {shape_b[0]}")
    for ao, bo in zip(a_operands, b_steps, strict=True):
        bd = b.v("llvm.add", [b_desc, b.llvm_const(bo, i64)], i64, props={"overflowFlags": IntegerAttr(0, i32)})
        res = b.op("llvm.inline_asm", [*scalars, *ao, bd, one, *immediates], [struct], props={
            "asm_dialect": IntegerAttr(0, i64), "asm_string": StringAttr(asm), "constraints": StringAttr(cons),
            "has_side_effects": UnitAttr(), "tail_call_kind": b.a("#llvm.tailcallkind<none>")}).results[0]
        scalars = [b.extractvalue(res, q, v1)
                   for q in range(nacc)]
    v2 = VectorType(vty.element_type, [2])
    regs = [b.v("vector.shuffle", [scalars[2 * r], scalars[2 * r + 1]], v2,
                props={"mask": DenseArrayBase.from_list(i64, [0, 1])}) for r in range(nacc // 2)]
    s.regs[op.results[0]] = Frag(out_layout, (m, n), vty.element_type, regs)
    return None


def _a_operands(s: LoweringState, op: Operation, a: SSAValue,
                a_layouts: list[L.RegisterLayout]) -> tuple[list[list[SSAValue]], list[str]]:
    """A's asm operands per K step of 16, and their constraints: its descriptor (A in SMEM) or
    the four words of its fragment (A in registers)."""
    b = s.b
    if isinstance(a.type, MemRefType):
        shape_a, view_a, swizzle_a, a_transposed = _operand_plan(s, op, 0, a, "a")
        if a_transposed:
            raise NotImplementedError(f"not supported: wgmma with a transposed A in SMEM ({a.type})")
        a_bits, a_steps = _a_descriptor(shape_a, view_a, swizzle_a)
        a_desc = b.v("llvm.or", [_smem_desc_low(b, view_a), b.const(a_bits, i64)], i64)
        return [[b.v("llvm.add", [a_desc, b.llvm_const(ao, i64)], i64, props={"overflowFlags": IntegerAttr(0, i32)})]
                for ao in a_steps], ["l"]
    return _a_registers(s, a, a_layouts[0]), ["r"] * 4


def _a_registers(s: LoweringState, a: SSAValue, layout: L.RegisterLayout) -> list[list[SSAValue]]:
    """A in registers: per K step of 16, the four 32-bit words of this thread's fragment (PTX ISA
    §9.7.15.5.1.1, figure wgmma-64N16-A: thread 32 w + 4 g + i holds A's (16 w + g + 8 r, 8 c + 2 i)
    and its right neighbour in word 2 c + r), from A's WGMMA-layout registers of two elements."""
    b = s.b
    ty = a.type
    assert isinstance(ty, VectorType)
    shape = tuple(ty.get_shape())
    if ty.element_type not in PTX_TYPES or len(shape) != 2 or shape[0] != 64 or shape[1] % 16 \
            or layout != L.WGMMA_LAYOUT:
        raise NotImplementedError(f"not supported: wgmma with A in registers of type {ty} and layout "
                                  f"{layout.text()} (only 64 x 16k f16/bf16 in the WGMMA layout)")
    k = shape[1]
    flat = L.register_flat_elements(layout, shape)
    t = np.arange(WARPGROUP_SIZE)
    thread_offset = (16 * (t // WARP_SIZE) + (t % WARP_SIZE) // 4) * k + 2 * (t % 4)
    if L.vector_length(layout) != 2 or not np.array_equal(flat - flat[0], np.broadcast_to(
            thread_offset[:, None], flat.shape)):
        raise NotImplementedError(f"not supported: wgmma with A in the register layout {layout.text()}")
    where = {divmod(int(x), k): r for r, x in enumerate(flat[0])}
    regs = s.frag(a, layout).regs
    words = []
    for r in regs:
        word = b.v("vector.bitcast", [r], VectorType(i32, [1]))
        words.append(b.v("vector.extract", [word], i32, props={
            "static_position": DenseArrayBase.from_list(i64, [0])}))
    return [[words[where[(8 * (j % 2), 16 * step + 8 * (j // 2))]] for j in range(4)] for step in range(k // 16)]


# ---- tcgen05_mma ---------------------------------------------------------------------------

# jax's _do_mma text (tcgen05.py at jax-v0.10.2): A is a 64-bit SMEM descriptor, or (A in TMEM) a
# 32-bit TMEM address in brackets
TCGEN05_MMA = (
    "{{\n"
    "            .reg .b32 a_desc_low, a_desc_high, b_desc_low, b_desc_high;\n"
    "            .reg .{a_reg} a_desc;\n"
    "            .reg .b64 b_desc;\n"
    "            add.s32 a_desc_low, $1, {a_low};\n"
    "            add.s32 b_desc_low, $2, {b_low};\n"
    "            mov.b64 b_desc, {{b_desc_low, {b_high}}};\n"
    "            {a_mov};\n"
    "            tcgen05.mma.cta_group::{group}.kind::f16 [$0], {a_ptx}, b_desc, $3, $4;\n"
    "        }}"
)
A_SMEM = {"a_reg": "b64", "a_ptx": "a_desc"}
A_TMEM = {"a_reg": "b32", "a_ptx": "[a_desc]", "a_mov": "mov.b32 a_desc, a_desc_low"}
TMEM_PACKED_16 = L.tmem_default_layout(2)  # A in TMEM: two 16-bit elements per 32-bit column


def _instr_descriptor(m: int, n: int, dtype: Attribute) -> int:
    """tcgen05 instruction descriptor: f32 D, f16/bf16 A and B, transposed (N-major) B."""
    ab = 1 if dtype == bf16 else 0
    return (1 << 4) | (ab << 7) | (ab << 10) | (1 << 16) | ((n >> 3) << 17) | ((m >> 4) << 24)


@rule("mosaic_gpu.tcgen05_mma")
def tcgen05_mma(s: LoweringState, op: Operation) -> list[SSAValue]:
    b = s.b
    acc, a, bref, accumulate = op.operands[:4]
    if len(op.operands) > 4:
        raise NotImplementedError("tcgen05_mma with scales or sparse metadata")
    if bool_prop(op, "collective"):
        raise NotImplementedError("collective tcgen05_mma")
    a_in_tmem = not is_smem(a.type)
    tmem_layouts = s.layouts(op, "in_tmem_layouts")
    aty = acc.type
    assert isinstance(aty, MemRefType)
    m, n = aty.get_shape()
    if tmem_layouts[0] != TMEM_DEFAULT or m != 128 or aty.element_type != f32 or n % 16 or n > 256:
        raise NotImplementedError(f"tcgen05_mma with accumulator {aty} in TMEM layout {tmem_layouts[0].text()}")
    dtype = a.type.element_type
    d_addr = tmem_address(s, acc)
    a_addr = _a_tmem_address(s, a, tmem_layouts[1]) if a_in_tmem else None
    then = b.scf_if(s.single_lane())
    shape_b, view_b, swizzle_b, b_transposed = _operand_plan(s, op, 0 if a_in_tmem else 1, bref, "b", then)
    if b_transposed:
        raise NotImplementedError("not supported: tcgen05_mma with a transposed operand")
    b_bits, b_steps = _b_descriptor(shape_b, view_b, swizzle_b)
    b_low = then.v("arith.trunci", [_smem_desc_low(then, view_b)], i32)
    if a_addr is not None:
        # jax's _do_mma: A advances instr_k // packing = 16 // 2 columns a K step
        a_low, a_steps, a_text = then.arith("arith.addi", a_addr, 0), [8 * k for k in range(len(b_steps))], A_TMEM
    else:
        shape_a, view_a, swizzle_a, a_transposed = _operand_plan(s, op, 0, a, "a", then)
        if a_transposed:
            raise NotImplementedError("not supported: tcgen05_mma with a transposed operand")
        a_bits, a_steps = _a_descriptor(shape_a, view_a, swizzle_a)
        a_low = then.v("arith.trunci", [_smem_desc_low(then, view_a)], i32)
        a_text = dict(A_SMEM, a_mov=f"mov.b64 a_desc, {{a_desc_low, {a_bits >> 32}}}")
    d = then.arith("arith.addi", d_addr, 0)
    idesc = then.const(_instr_descriptor(m, n, dtype), i32)
    true = then.const(1, i1)
    for step, (ao, bo) in enumerate(zip(a_steps, b_steps, strict=True)):
        asm = TCGEN05_MMA.format(a_low=ao, b_low=bo + (b_bits & 0xFFFFFFFF), b_high=b_bits >> 32, group=1, **a_text)
        then.inline_asm(asm, "r,r,r,r,b", [d, a_low, b_low, idesc, accumulate if step == 0 else true])
    return []


def _a_tmem_address(s: LoweringState, a: SSAValue, layout) -> SSAValue:
    """A in TMEM: a (128, K) f16/bf16 ref, packed two elements a column (jax's tcgen05.mma requires
    ``_infer_tmem_layout(a.shape, packing=2)``, tcgen05.py at jax-v0.10.2); its TMEM address."""
    ty = a.type
    assert isinstance(ty, MemRefType)
    shape = tuple(ty.get_shape())
    if layout != TMEM_PACKED_16 or ty.element_type not in PTX_TYPES or len(shape) != 2 or shape[0] != 128 \
            or shape[1] % 16:
        raise NotImplementedError(f"not supported: tcgen05_mma with A in TMEM of type {ty} in layout {layout.text()} "
                                  f"(only 128 x 16k f16/bf16, packed)")
    return tmem_address(s, a)


# ---- optimization_barrier ------------------------------------------------------------------

@rule("mosaic_gpu.optimization_barrier")
def optimization_barrier(s: LoweringState, op: Operation) -> list[SSAValue] | None:
    """The registers pass through unchanged (jax: an empty asm with outputs tied to inputs)."""
    has_vectors = any(isinstance(v.type, VectorType) for v in op.operands)
    outs = s.layouts(op, "out_layouts") if has_vectors else []
    li = 0
    repl: list[SSAValue] = []
    for v, r in zip(op.operands, op.results, strict=True):
        if isinstance(v.type, VectorType):
            layout = outs[li]
            li += 1
            f = s.frag(v, layout)
            if f.is_splat and not isinstance(layout, L.WGSplatFragLayout):
                f = s.broadcast(f, layout)
            s.regs[r] = Frag(layout, f.shape, f.dtype, list(f.regs))
            repl.append(r)
        else:
            repl.append(v)
    if has_vectors:
        if not all(isinstance(v.type, VectorType) for v in op.operands):
            raise NotImplementedError("optimization_barrier mixing vectors and scalars")
        return None
    return repl

