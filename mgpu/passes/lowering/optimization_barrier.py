"""``optimization_barrier``: the registers of warpgroup vectors (and, since jax 0.11, scalars) through an empty
side-effecting ``llvm.inline_asm`` whose outputs are tied to its inputs, as jax emits it
(``fragmented_array.optimization_barrier``: fragmented_array.py:4607-4721 at jax-v0.10.2, :5652-5766 in the
0.12.0.1 wheel). LLVM then computes the registers before any side effect after the barrier: jax puts one on a
wgmma's accumulator and A fragments before each ``wgmma.fence`` (wgmma.py:491-499 at jax-v0.10.2), which the
emulator's register checks count on (mgpu/emulator/register_hazards.py). The emulator runs the asm as a move.

A register of 32-bit elements is taken element by element; a narrower one as its 32-bit words, in jax's order:
word i of every register, then word i + 1 (jax repacks them register by register, so a register of several
words gets its words from other registers: jax's, reproduced)."""

from __future__ import annotations

from io import StringIO

from xdsl.dialects import llvm, vector
from xdsl.dialects.builtin import (
    AnyFloat,
    IndexType,
    IntegerType,
    VectorType,
    f32,
    i32,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.printer import Printer

from mgpu.dialect.diagnostics import lowering as diag
from mgpu.dialect.mosaic_gpu.ops import OptimizationBarrierOp
from mgpu.dialect.typeinfo import bitwidth
from mgpu.passes.lowering.shuffles import at
from mgpu.passes.lowering.state import Frag, LoweringState, fail, rule


@rule(OptimizationBarrierOp)
def optimization_barrier(s: LoweringState, op: OptimizationBarrierOp) -> list[SSAValue]:
    """Its vectors' registers and its scalars through one barrier (jax's dialect_lowering.py:324-346 at
    jax-v0.10.2, vectors only; :302-340 in the 0.12.0.1 wheel, a scalar as a splat of shape ())."""
    for v in op.operands_:
        if isinstance(v.type, VectorType):
            continue
        if not s.jax.optimization_barrier_scalars:
            raise fail(op, diag.OPTIMIZATION_BARRIER_NON_VECTOR, what=_op_text(op))
        if not isinstance(v.type, IntegerType | IndexType | AnyFloat):
            raise fail(op, diag.OPTIMIZATION_BARRIER_OPERAND, type=v.type)
    layouts = iter(s.layouts(op, "out_layouts") if any(isinstance(v.type, VectorType) for v in op.operands_) else [])
    frags = [s.frag(v, next(layouts)) if isinstance(v.type, VectorType) else None for v in op.operands_]
    pinned = pin(s, op, [[v] if f is None else f.regs for v, f in zip(op.operands_, frags, strict=True)],
                 [v.type if f is None else f.dtype for v, f in zip(op.operands_, frags, strict=True)])
    repl: list[SSAValue] = []
    for r, f, regs in zip(op.results_, frags, pinned, strict=True):
        if f is None:
            repl.append(regs[0])
        else:  # (a vector's registers: the rules of its users read them)
            s.regs[r] = Frag(f.layout, f.shape, f.dtype, regs)
            repl.append(r)
    return repl


def _op_text(op: Operation) -> str:
    """The op in MLIR's generic form, as jax's str of it."""
    out = StringIO()
    Printer(stream=out, print_generic_format=True).print_op(op)
    return out.getvalue().strip()


def pin(s: LoweringState, op, arrays: list[list[SSAValue]], dtypes: list[Attribute]) -> list[list[SSAValue]]:
    """The registers of each array (``arrays[i]``, of element type ``dtypes[i]``) through one barrier: the new
    registers, array by array (an array a splat: its one scalar register). ``op`` locates a refusal."""
    b = s.b
    regs: list[SSAValue] = []
    constraints: list[str] = []
    for registers, dtype in zip(arrays, dtypes, strict=True):
        reg_ty = registers[0].type
        width = bitwidth(dtype) or 0
        if dtype in (f32, i32):
            if isinstance(reg_ty, VectorType):
                regs += [b.v(vector.ExtractOp, [r], dtype, props=at(k))
                         for r in registers for k in range(reg_ty.get_shape()[0])]
            else:
                regs += registers
            constraints += ["f" if dtype == f32 else "r"] * (len(regs) - len(constraints))
        elif 0 < width < 32 and isinstance(reg_ty, VectorType):
            length, packing = reg_ty.get_shape()[0], 32 // width
            if length % packing:
                raise fail(op, diag.OPTIMIZATION_BARRIER_PARTIAL_WORD, length=length)
            words = VectorType(i32, [length // packing])
            regs += [b.v(vector.ExtractOp, [b.v(vector.BitcastOp, [r], words)], i32, props=at(k))
                     for k in range(length // packing) for r in registers]
            constraints += ["r"] * (len(regs) - len(constraints))
        else:
            raise fail(op, diag.OPTIMIZATION_BARRIER_TYPE, type=dtype)
    types = [r.type for r in regs]
    cons = ",".join([*(f"={c}" for c in constraints), *map(str, range(len(constraints)))])
    result = types[0] if len(types) == 1 else llvm.LLVMStructType.from_type_list(types)
    asm = b.inline_asm("", cons, regs, result, att=True).results[0]
    outs = iter([asm] if len(types) == 1 else [b.extractvalue(asm, k, t) for k, t in enumerate(types)])
    return [[_repack(s, outs, r.type) for r in registers] for registers in arrays]


def _repack(s: LoweringState, outs, reg_ty: Attribute) -> SSAValue:
    """One register of type ``reg_ty`` from the next of the barrier's results (jax's ``_repack``)."""
    if not isinstance(reg_ty, VectorType):
        return next(outs)
    b = s.b
    n = (bitwidth(reg_ty.element_type) or 0) * reg_ty.get_shape()[0] // 32
    reg = b.v(llvm.UndefOp, [], VectorType(i32, [n]))
    for k in range(n):
        reg = b.v(llvm.InsertElementOp, [reg, b.v(llvm.BitcastOp, [next(outs)], i32), b.const(k, i32)], reg.type)
    return b.v(vector.BitcastOp, [reg], reg_ty)
