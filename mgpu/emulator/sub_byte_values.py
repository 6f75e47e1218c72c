"""The ops the emulator runs on sub-byte (i4, i2, f4E2M1FN) values, and nothing else.

Registers hold an i4 / i2 / f4E2M1FN as ml_dtypes' ``int4`` / ``int2`` / ``float4_e2m1fn`` (one a
byte, types.py), and memory packed (sub_byte_buffers.py). numpy-backed rules written for 8-bit and
wider integers would take that byte for the value's width (an unsigned view, a shift, a saturating bound), so an op with a sub-byte
operand or result runs only when its rule is known to treat it at its width; any other is refused
where it is prepared (a wrong answer is worse than none)."""

from __future__ import annotations

from xdsl.dialects import builtin

_MOVES = frozenset({
    # values moved, not computed: layout-agnostic rules
    "arith.constant", "llvm.mlir.constant", "vector.broadcast", "vector.splat", "vector.shuffle",
    "vector.extract", "vector.insert", "vector.extract_strided_slice", "vector.insert_strided_slice",
    "vector.extractelement", "vector.insertelement", "llvm.extractelement", "llvm.insertelement",
    "arith.select", "llvm.select", "builtin.unrealized_conversion_cast", "scf.yield", "scf.if", "scf.for",
    # memory and bits: sub-byte-aware (handlers/llvm.py, handlers/memref.py)
    "llvm.load", "llvm.store", "llvm.bitcast", "vector.bitcast",
    # refused by their rules with the reason (handlers/memref.py)
    "memref.load", "memref.store",
})
SUB_BYTE_OPS = _MOVES | {
    # conversions and comparisons: unsigned views through handlers/arith.py's unsigned (int4 -> uint4, int2 -> uint2)
    "arith.sitofp", "arith.uitofp", "arith.extsi", "arith.extui", "arith.trunci", "arith.cmpi",
}
"""Op names whose rules handle i4 / i2 (ml_dtypes' int4 / int2 add, compare and cast modulo 2^4 / 2^2)."""
FLOAT4_OPS = _MOVES
"""Op names whose rules handle f4E2M1FN: moves, loads, stores and bit casts only (no rule converts or
computes one: jax's kernels only move it, to SMEM for the tensor core; tcgen05_scaled.py decodes it there)."""


def sub_byte_width(t) -> int:
    """4 or 2 for an i4 / i2, 4 for an f4E2M1FN (scalar element types), else 0."""
    if isinstance(t, builtin.IntegerType) and t.width.data in (2, 4):
        return t.width.data
    return 4 if isinstance(t, builtin.Float4E2M1FNType) else 0


def unsupported_sub_byte_op(name: str, types: list) -> bool:
    """Whether op ``name`` whose operands and results have ``types`` takes or gives an i4 / i2 / f4E2M1FN
    value and its rule is not known to handle one (called for every op prepared: a move is answered by
    its name, before its types are looked at)."""
    if name in FLOAT4_OPS:  # (the moves: in SUB_BYTE_OPS too)
        return False
    integers = name not in SUB_BYTE_OPS
    for t in types:
        if isinstance(t, builtin.VectorType):
            t = t.element_type
        if isinstance(t, builtin.Float4E2M1FNType) or integers and sub_byte_width(t):
            return True
    return False
