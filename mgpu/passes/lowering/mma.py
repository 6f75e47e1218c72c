"""MMA: ``wgmma`` (Hopper, registers accumulator) and ``optimization_barrier``.

Its SMEM operands and their descriptors: :mod:`mgpu.passes.lowering.mma_operands`. wgmma's A may
also be a WGMMA-layout vector: four 32-bit words of its registers per K step (``_a_registers``).
tcgen05_mma (Blackwell, TMEM accumulator): :mod:`mgpu.passes.lowering.tcgen05_mma`.
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
from mgpu.passes.lowering.mma_operands import k_major_descriptor, mn_major_descriptor, operand, smem_desc_low
from mgpu.passes.lowering.state import Frag, LoweringState, rule

# The MMA operand element types wgmma is lowered for, with their PTX spelling (PTX ISA, wgmma ".atype").
PTX_TYPES: dict[Attribute, str] = {f16: "f16", bf16: "bf16"}


# ---- wgmma ---------------------------------------------------------------------------------

@rule("mosaic_gpu.wgmma")
def wgmma(s: LoweringState, op: Operation) -> list[SSAValue] | None:
    b = s.b
    acc, a, bref = op.operands[0], op.operands[1], op.operands[2]
    a_in_smem = isinstance(a.type, MemRefType)
    in_layouts = s.layouts(op, "in_layouts")
    [out_layout] = s.layouts(op, "out_layouts")
    opb = operand(s, op, 1 if a_in_smem else 0, bref, "b")
    if bref.type.element_type not in PTX_TYPES:  # pyright: ignore
        raise NotImplementedError(f"not supported: wgmma with B of type {bref.type} (only f16/bf16)")
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
    b_bits, b_steps = k_major_descriptor(opb) if opb.transposed else mn_major_descriptor(opb)
    b_desc = b.v("llvm.or", [smem_desc_low(b, opb.view), b.const(b_bits, i64)], i64)
    one = b.llvm_const(1, i32)
    zero = b.llvm_const(0, i32)
    trans_b = zero if opb.transposed else one
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
        raise NotImplementedError(f"wgmma with A of K = {16 * len(a_operands)} and B of K = {opb.shape[0]}")
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
        opa = operand(s, op, 0, a, "a")
        if opa.transposed:
            raise NotImplementedError(f"not supported: wgmma with a transposed A in SMEM ({a.type})")
        a_bits, a_steps = k_major_descriptor(opa)
        a_desc = b.v("llvm.or", [smem_desc_low(b, opa.view), b.const(a_bits, i64)], i64)
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

