"""Atomic stores of registers: ``vector_store`` with ``atomic_type``, as jax's
``FragmentedArray._store_register_atomic`` (fragmented_array.py:3811-3939 at jax-v0.10.2): one
``red`` per 32-bit element at its address, ``red.shared::cta.relaxed.cta`` on SMEM (the address a
32-bit ``r`` operand) and ``red.relaxed.gpu`` on GMEM (``l``).

The PTX type: ``f32`` (add only), ``b32`` for and/or/xor, ``s32`` for the others; add is
sign-agnostic, and min/max compare signed, as Pallas' Lane path does (jax's Warpgroup path, whose
vectors carry no signedness, emits ``.u32``). f16 / bf16 add a pair a 32-bit word on SMEM
(``add.noftz.f16x2``); jax's GMEM forms of them (``.v2`` / ``.v4``) are refused.
"""

from __future__ import annotations

from xdsl.dialects import arith, vector
from xdsl.dialects.builtin import DenseArrayBase, VectorType, bf16, f16, f32, i32, i64
from xdsl.ir import Operation, SSAValue

from mgpu import layouts as L
from mgpu.dialect.diagnostics import lowering as diag
from mgpu.dialect.mosaic_gpu.attributes import AtomicOpType, enum_name
from mgpu.passes.lowering.state import Frag, LoweringState, fail

ATOMIC_OPS = {int(t): enum_name(t) for t in AtomicOpType}
"""The PTX ``red`` operation of each atomic_type (jaxlib's spelling of the enum is PTX's)."""


def integer_red_type(atomic_op: str) -> str:
    """The PTX type of a 32-bit integer ``red`` of ``atomic_op``."""
    return "b32" if atomic_op in ("and", "or", "xor") else "s32"


def refuse_atomic_layout(op: Operation, layout: L.RegisterLayout) -> None:
    """jax's refusals of the layout of an atomic store, which come before it plans the transfer
    (fragmented_array.py:4036-4039, :4409-4412 at 0.12.0.1)."""
    if isinstance(layout, L.WGSplatFragLayout):
        raise fail(op, diag.ATOMIC_STORE_SPLAT)
    if isinstance(layout, L.TiledLayout) and any(
            isinstance(d, L.Replicated) for d in (*layout.warp_dims, *layout.lane_dims)):
        raise fail(op, diag.ATOMIC_STORE_REPLICATED)


def red_asm(op: Operation, atomic_op: str, layout: L.RegisterLayout, et, smem: bool) -> str:
    """The ``red`` of one element of type ``et`` stored from ``layout`` (a located refusal of what
    jax refuses too, register by register once the transfer is planned, and of f16/bf16)."""
    if et == f32:
        if atomic_op != "add":
            raise fail(op, diag.ATOMIC_STORE_F32_OP, atomic=atomic_op)
        ty = "f32"
    elif et == i32:
        ty = integer_red_type(atomic_op)
    elif et in (f16, bf16) and atomic_op not in ("add", "min", "max"):  # (fragmented_array.py:4311, before :4315)
        raise fail(op, diag.ATOMIC_STORE_HALF_KIND, atomic=atomic_op)
    elif et in (f16, bf16) and smem:
        if atomic_op != "add":
            raise fail(op, diag.ATOMIC_STORE_HALF_OP, atomic=atomic_op)
        if L.vector_length(layout) % 2:
            raise fail(op, diag.ATOMIC_STORE_HALF_ODD, vec=L.vector_length(layout))
        ty = f"noftz.{et}x2"
    else:
        raise fail(op, diag.ATOMIC_STORE_TYPE, type=str(et), space="SMEM" if smem else "GMEM")
    return f"red.shared::cta.relaxed.cta.{atomic_op}.{ty} [$0], $1;" if smem else \
        f"red.relaxed.gpu.{atomic_op}.{ty} [$0], $1;"


def store_atomic(s: LoweringState, asm: str, f: Frag, addrs: list[SSAValue], smem: bool) -> None:
    """``asm`` (:func:`red_asm`) on each 32-bit word of the registers of ``f`` (one element, or a
    pair of 16-bit ones), at its register's i64 address in ``addrs`` plus 4 bytes a word."""
    b = s.b
    ptr_ty, c = ("!llvm.ptr<3>", "r") if smem else ("!llvm.ptr", "l")
    vec = L.vector_length(f.layout)
    words = VectorType(i32, [vec if f.dtype in (f32, i32) else vec // 2])
    for addr, reg in zip(addrs, f.regs, strict=True):
        bits = reg if f.dtype == i32 else b.v(vector.BitcastOp, [reg], words)
        for i in range(words.get_shape()[0]):
            word = b.v(vector.ExtractOp, [bits], i32, props={"static_position": DenseArrayBase.from_list(i64, [i])})
            ptr = b.inttoptr(b.arith(arith.AddiOp, addr, 4 * i) if i else addr, b.t(ptr_ty))
            b.inline_asm(asm, f"{c},r", [ptr, word])
