"""Register-level building blocks of jax's ``utils`` that move data between the lanes of a warp or
within one register: ``shfl_bfly``, ``prmt``, ``vector_slice`` and ``vector_concat``
(jax/experimental/mosaic/gpu/utils.py at jax-v0.10.2). Used by reductions and relayouts.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects import arith, vector
from xdsl.dialects.builtin import ArrayAttr, DenseArrayBase, IntegerAttr, IntegerType, VectorType, i32, i64
from xdsl.ir import Attribute, SSAValue

from mgpu.arch import WARP_SIZE
from mgpu.dialect import arith_ext, vector_ext
from mgpu.passes.lowering.builder import Builder
from mgpu.passes.typeinfo import element_bits


def at(i: int) -> dict[str, Attribute]:
    """The ``static_position`` of a ``vector.extract`` / ``vector.insert`` of element ``i``."""
    return {"static_position": DenseArrayBase.from_list(i64, [i])}


def shfl_bfly(b: Builder, reg: SSAValue, distance: int) -> SSAValue:
    """jax's ``utils.shfl_bfly``: the register of the lane ``distance`` away (xor), moved as 32-bit
    words (a narrower register is zero-extended into one word)."""
    ty = reg.type
    assert isinstance(ty, VectorType)
    bits = element_bits(ty.element_type) * ty.get_shape()[0]
    mask, dist, clamp = b.const(-1), b.const(distance), b.const(WARP_SIZE - 1)
    kind = b.a("#nvvm<shfl_kind bfly>")

    def shfl(word: SSAValue) -> SSAValue:
        return b.v("nvvm.shfl.sync", [mask, word, dist, clamp], i32, props={"kind": kind})

    if bits < 32:
        narrow = IntegerType(bits)
        w = b.v(vector.BitcastOp, [reg], VectorType(narrow, [1]))
        word = b.v(arith.ExtUIOp, [b.v(vector.ExtractOp, [w], narrow, props=at(0))], i32)
        back = b.v(arith_ext.TruncIOp, [shfl(word)], narrow)
        return b.v(vector.BitcastOp, [b.v(vector.BroadcastOp, [back], w.type)], ty)
    if bits % 32:
        raise NotImplementedError(f"shuffle of a {bits}-bit register")
    words = b.v(vector.BitcastOp, [reg], VectorType(i32, [bits // 32]))
    out = words
    for i in range(bits // 32):
        moved = shfl(b.v(vector.ExtractOp, [words], i32, props=at(i)))
        out = b.v(vector.InsertOp, [moved, out], out.type, props=at(i))
    return b.v(vector.BitcastOp, [out], ty)


def prmt(b: Builder, low: SSAValue, high: SSAValue, selector: SSAValue) -> SSAValue:
    """jax's ``utils.prmt`` of two 32-bit registers: ``prmt.b32 d, low, high, selector`` picks each
    byte of ``d`` out of the 8 bytes ``high:low`` (PTX ISA §9.7.9.7, prmt); the result has
    ``low``'s type."""
    ty = low.type
    word_ty = VectorType(i32, [1])
    if ty != i32:
        low = b.v(vector.ExtractOp, [b.v(vector.BitcastOp, [low], word_ty)], i32, props=at(0))
        high = b.v(vector.ExtractOp, [b.v(vector.BitcastOp, [high], word_ty)], i32, props=at(0))
    d = b.inline_asm("prmt.b32 $0, $1, $2, $3;", "=r,r,r,r", [low, high, selector], i32,
                     side_effects=False).results[0]
    if ty == i32:
        return d
    return b.v(vector.BitcastOp, [b.v(vector.BroadcastOp, [d], word_ty)], ty)


def vector_slice(b: Builder, v: SSAValue, start: int, length: int) -> SSAValue:
    """Elements ``[start, start + length)`` of a 1-D vector (jax's ``utils.vector_slice``)."""
    ty = v.type
    assert isinstance(ty, VectorType)

    def arr(x: int) -> ArrayAttr:
        return ArrayAttr([IntegerAttr(x, i64)])
    return b.v(vector_ext.ExtractStridedSliceOp, [v], VectorType(ty.element_type, [length]),
               props={"offsets": arr(start), "sizes": arr(length), "strides": arr(1)})


def vector_concat(b: Builder, vs: Sequence[SSAValue]) -> SSAValue:
    """1-D vectors joined end to end by a tree of ``vector.shuffle`` (jax's ``utils.vector_concat``)."""
    if len(vs) == 1:
        return vs[0]
    if len(vs) > 2:
        return vector_concat(b, [vector_concat(b, vs[:len(vs) // 2]), vector_concat(b, vs[len(vs) // 2:])])
    x, y = vs
    xt, yt = x.type, y.type
    assert isinstance(xt, VectorType) and isinstance(yt, VectorType)
    n = xt.get_shape()[0] + yt.get_shape()[0]
    return b.v(vector.ShuffleOp, [x, y], VectorType(xt.element_type, [n]),
               props={"mask": DenseArrayBase.from_list(i64, list(range(n)))})
