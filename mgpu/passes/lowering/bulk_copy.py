"""jax's copy of a contiguous GMEM slice without a tensor map: one ``cp.async.bulk`` of its bytes (PTX ISA 9.1
§9.7.9.25.4.1), which jax takes for a slice that is contiguous in GMEM, untiled and unswizzled, one CTA's, not a
reduction, and allowed to read out of bounds unfilled (any OOB mode but ZEROS; a Warpgroup store is UNDEFINED):
``LaunchContext.async_copy``, launch_context.py:1814-1917 in the 0.12.0.1 wheel, and dialect_lowering.py:1279 there.

mgpu's lowering takes it where a TMA box cannot hold the slice (more than 256 elements along a dim: tma.py), the
copies jax could lower no other way; elsewhere it keeps the tensor copy, which moves the same bytes. As jax, a copy
that may read out of bounds moves no more bytes than GMEM holds from the slice's start, and a load completes the
barrier's transaction for the bytes it does not move."""

from __future__ import annotations

import math

from xdsl.dialects import arith
from xdsl.dialects.builtin import IndexType, MemRefType, i32, i64
from xdsl.ir import SSAValue

from mgpu.passes.lowering.state import LoweringState, element_address
from mgpu.passes.typeinfo import element_bits

# the PTX jax emits (launch_context.py:1898-1912 in the 0.12.0.1 wheel): predicate, destination, source, bytes
# (, the barrier of a load)
_LOAD = "@$0 cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2], $3, [$4];"
_STORE = "@$0 cp.async.bulk.global.shared::cta.bulk_group [$1], [$2], $3;"
_COMPLETE_TX = "@$2 mbarrier.complete_tx.shared::cta.b64 [$0], $1;"


def contiguous(slice_lengths: list[int], strides: list[int]) -> bool:
    """Whether the slice (its lengths, 1 for a squeezed dim) is one run of GMEM elements (jax's
    ``check_contiguous_slice``)."""
    if strides[-1] != 1:
        return False
    expected = 1
    for length, stride in zip(reversed(slice_lengths), reversed(strides), strict=True):
        if length != 1 and stride != expected:
            return False
        expected *= length
    return True


def _gmem_slice(s: LoweringState, gmem: SSAValue, indices: list[SSAValue], strides: list[int],
                slice_lengths: list[int], clamp: bool) -> tuple[SSAValue, SSAValue, SSAValue]:
    """The slice's GMEM address (i64), the bytes to move (i32) and the slice's bytes (i32): all of them, or with
    ``clamp`` no more than GMEM holds from the slice's start."""
    b = s.b
    ty = gmem.type
    assert isinstance(ty, MemRefType)
    offset = b.const(0, i64)
    for index, stride in zip(indices, strides, strict=True):
        wide = b.index_cast(index, i64) if isinstance(index.type, IndexType) else b.v(arith.ExtSIOp, [index], i64)
        offset = b.arith(arith.AddiOp, offset, b.arith(arith.MuliOp, wide, b.const(stride, i64)))
    ptr, base = s.memref_parts(gmem, b)
    addr = element_address(b, ptr, b.arith(arith.AddiOp, base, offset), ty.element_type)
    bits = element_bits(ty.element_type)
    total = b.const(math.prod(slice_lengths) * bits // 8, i32)
    if not clamp:
        return addr, total, total
    elements = b.const(math.prod(ty.get_shape()), i64)
    remaining = b.arith(arith.SubiOp, elements, b.arith(arith.MinUIOp, offset, elements))
    remaining_bytes = b.arith(arith.DivUIOp, b.arith(arith.MuliOp, remaining, b.const(bits, i64)), b.const(8, i64))
    moved = b.arith(arith.MinUIOp, b.v(arith.ExtUIOp, [total], i64), remaining_bytes)
    return addr, b.v(arith.TruncIOp, [moved], i32), total


def bulk_load(s: LoweringState, gmem: SSAValue, smem_addr: SSAValue, indices: list[SSAValue], strides: list[int],
              slice_lengths: list[int], barrier: SSAValue, pred: SSAValue, promise_in_bounds: bool) -> None:
    """The load of the slice at ``indices`` of ``gmem`` to ``smem_addr``, completing ``barrier``'s transaction."""
    b = s.b
    addr, moved, total = _gmem_slice(s, gmem, indices, strides, slice_lengths, not promise_in_bounds)
    if not promise_in_bounds:
        b.inline_asm(_COMPLETE_TX, "r,r,b", [barrier, b.arith(arith.SubiOp, total, moved), pred])
    b.inline_asm(_LOAD, "b,l,l,r,l", [pred, b.inttoptr(smem_addr, b.t("!llvm.ptr<3>")),
                                      b.inttoptr(addr, b.t("!llvm.ptr")), moved, barrier])


def bulk_store(s: LoweringState, gmem: SSAValue, smem_addr: SSAValue, indices: list[SSAValue], strides: list[int],
               slice_lengths: list[int], pred: SSAValue) -> None:
    """The store of ``smem_addr``'s bytes to the slice at ``indices`` of ``gmem`` (its bulk group: the caller's)."""
    b = s.b
    addr, moved, _ = _gmem_slice(s, gmem, indices, strides, slice_lengths, True)
    b.inline_asm(_STORE, "b,l,l,r", [pred, b.inttoptr(addr, b.t("!llvm.ptr")),
                                     b.inttoptr(smem_addr, b.t("!llvm.ptr<3>")), moved])
