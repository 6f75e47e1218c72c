"""What the IR proves about a value that layout inference's rules ask: a constant index, a known
divisor of an index (jax's ``utils.is_known_divisible``), and the integers of an array property."""

from __future__ import annotations

import math

from xdsl.dialects import arith
from xdsl.dialects.builtin import ArrayAttr, DenseArrayBase, IntegerAttr, VectorType
from xdsl.ir import Attribute, BlockArgument, OpResult, SSAValue

from mgpu.dialect.arith_ext import TruncIOp
from mgpu.dialect.diagnostics import inference as diag
from mgpu.dialect.mosaic_gpu.layout_ops import AssumeMultipleOp, WarpMapOp


def ints(attr: Attribute | None) -> tuple[int, ...]:
    """The integers of an array property (``[1, 2]`` or ``array<i64: 1, 2>``); () when absent."""
    if isinstance(attr, ArrayAttr):
        return tuple(a.value.data for a in attr.data)  # pyright: ignore
    if isinstance(attr, DenseArrayBase):
        return tuple(attr.get_values())  # pyright: ignore
    return ()


def constant_int(value: SSAValue) -> int | None:
    if isinstance(value, OpResult) and isinstance(value.op, arith.ConstantOp):
        attr = value.op.value
        if isinstance(attr, IntegerAttr):
            return attr.value.data
    return None


# Ops whose result a divisor divides when it divides both operands.
_BOTH_DIVISIBLE = (arith.MaxSIOp, arith.MinSIOp, arith.MaxUIOp, arith.MinUIOp, arith.AddiOp, arith.SubiOp)


def is_known_divisible(value: SSAValue, divisor: int, depth: int = 10) -> bool:
    """``utils.is_known_divisible`` (jax/experimental/mosaic/gpu/utils.py:2070 at jax-v0.10.2):
    what the IR proves about an index."""
    if divisor == 1:
        return True
    if depth < 0:
        return False
    rec = lambda v: is_known_divisible(v, divisor, depth - 1)  # noqa: E731
    if isinstance(value, BlockArgument):
        # A warp_map body's argument is its operand (the Blackwell matmul's tile offsets).
        owner = value.block.parent_op()
        if isinstance(owner, WarpMapOp):
            return rec(owner.operands_[value.index])
        return False
    if not isinstance(value, OpResult):
        return False
    op = value.op
    if isinstance(op, AssumeMultipleOp):
        return op.multiple.value.data % divisor == 0 or rec(op.value)
    if isinstance(op, arith.IndexCastOp):
        return rec(op.input)
    if isinstance(op, arith.ConstantOp):
        c = constant_int(value)
        return c is not None and c % divisor == 0
    if isinstance(op, arith.MuliOp):
        return rec(op.lhs) or rec(op.rhs)
    if isinstance(op, arith.SelectOp):
        return rec(op.lhs) and rec(op.rhs)
    if isinstance(op, _BOTH_DIVISIBLE):
        return rec(op.lhs) and rec(op.rhs)
    if isinstance(op, arith.AndIOp):
        return divisor.bit_count() == 1 and (rec(op.lhs) or rec(op.rhs))
    if isinstance(op, TruncIOp):  # a power of two dividing a divides a mod 2**bits too
        return divisor.bit_count() == 1 and rec(op.input)
    return False


def dynamic_gcd(a: int, b: SSAValue) -> int:
    """What the IR proves of the gcd of ``a`` and the value of ``b`` (jax's dynamic_gcd, layout_inference.py:1022 at
    jax-v0.12.0.1, which refuses a length of 0 as it does)."""
    if a <= 0:
        raise diag.INFER_GCD_NOT_POSITIVE()
    if isinstance(b.type, VectorType):
        return 1
    c = constant_int(b)
    if c is not None:
        return math.gcd(a, c)
    running, n, d = 1, a, 2
    factors = []
    while d * d <= n:
        while n % d == 0:
            n //= d
            factors.append(d)
        d += 1
    if n != 1:
        factors.append(n)
    for f in factors:
        if is_known_divisible(b, running * f):
            running *= f
    return running
