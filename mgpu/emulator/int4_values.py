"""The ops the emulator runs on i4 values, and nothing else.

Registers hold an i4 as ml_dtypes' ``int4`` (one a byte, types.py), and memory two a byte
(int4_buffers.py). numpy-backed rules written for 8-bit and wider integers would take that byte for
the value's width (an unsigned view, a shift, a saturating bound), so an op with an i4 operand or
result runs only when its rule is known to treat i4 as 4 bits; any other is refused where it is
prepared (a wrong answer is worse than none)."""

from __future__ import annotations

from xdsl.dialects import builtin
from xdsl.ir import Operation

I4_OPS = frozenset({
    # values moved, not computed: layout-agnostic rules
    "arith.constant", "llvm.mlir.constant", "vector.broadcast", "vector.splat", "vector.shuffle",
    "vector.extract", "vector.insert", "vector.extract_strided_slice", "vector.insert_strided_slice",
    "vector.extractelement", "vector.insertelement", "llvm.extractelement", "llvm.insertelement",
    "arith.select", "llvm.select", "builtin.unrealized_conversion_cast", "scf.yield", "scf.if", "scf.for",
    # memory and bits: int4-aware (handlers/llvm.py, handlers/memref.py)
    "llvm.load", "llvm.store", "memref.load", "llvm.bitcast", "vector.bitcast",
    # conversions and comparisons: unsigned views through handlers/arith.py's unsigned (int4 -> uint4)
    "arith.sitofp", "arith.uitofp", "arith.extsi", "arith.extui", "arith.trunci", "arith.cmpi",
})
"""Op names whose rules handle i4 (ml_dtypes' int4 adds, compares and casts modulo 2^4)."""


def is_i4(t) -> bool:
    """An i4 scalar or a vector of i4 (a memref of i4 is an address, not a value)."""
    if isinstance(t, builtin.VectorType):
        t = t.element_type
    return isinstance(t, builtin.IntegerType) and t.width.data == 4


def unsupported_int4_op(op: Operation) -> bool:
    """Whether ``op`` takes or gives an i4 value and its rule is not known to handle one."""
    if op.name in I4_OPS:
        return False
    return any(is_i4(v.type) for v in (*op.operands, *op.results))
