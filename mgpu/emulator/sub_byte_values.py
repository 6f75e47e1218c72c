"""The ops the emulator runs on sub-byte (i4, i2) values, and nothing else.

Registers hold an i4 / i2 as ml_dtypes' ``int4`` / ``int2`` (one a byte, types.py), and memory packed
(sub_byte_buffers.py). numpy-backed rules written for 8-bit and wider integers would take that byte
for the value's width (an unsigned view, a shift, a saturating bound), so an op with a sub-byte
operand or result runs only when its rule is known to treat it at its width; any other is refused
where it is prepared (a wrong answer is worse than none)."""

from __future__ import annotations

from xdsl.dialects import builtin
from xdsl.ir import Operation

SUB_BYTE_OPS = frozenset({
    # values moved, not computed: layout-agnostic rules
    "arith.constant", "llvm.mlir.constant", "vector.broadcast", "vector.splat", "vector.shuffle",
    "vector.extract", "vector.insert", "vector.extract_strided_slice", "vector.insert_strided_slice",
    "vector.extractelement", "vector.insertelement", "llvm.extractelement", "llvm.insertelement",
    "arith.select", "llvm.select", "builtin.unrealized_conversion_cast", "scf.yield", "scf.if", "scf.for",
    # memory and bits: sub-byte-aware (handlers/llvm.py, handlers/memref.py)
    "llvm.load", "llvm.store", "llvm.bitcast", "vector.bitcast",
    # refused by their rules with the reason (handlers/memref.py)
    "memref.load", "memref.store",
    # conversions and comparisons: unsigned views through handlers/arith.py's unsigned (int4 -> uint4, int2 -> uint2)
    "arith.sitofp", "arith.uitofp", "arith.extsi", "arith.extui", "arith.trunci", "arith.cmpi",
})
"""Op names whose rules handle i4 / i2 (ml_dtypes' int4 / int2 add, compare and cast modulo 2^4 / 2^2)."""


def is_sub_byte(t) -> bool:
    """An i4 / i2 scalar or a vector of them (a memref of them is an address, not a value)."""
    if isinstance(t, builtin.VectorType):
        t = t.element_type
    return isinstance(t, builtin.IntegerType) and t.width.data in (2, 4)


def unsupported_sub_byte_op(op: Operation) -> bool:
    """Whether ``op`` takes or gives an i4 / i2 value and its rule is not known to handle one."""
    if op.name in SUB_BYTE_OPS:
        return False
    return any(is_sub_byte(v.type) for v in (*op.operands, *op.results))
