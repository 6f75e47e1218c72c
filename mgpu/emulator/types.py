"""Decoding IR types into what the emulator stores (done once, at prepare time).

Value representation (the register model), used by every handler:

- a scalar of type iN / index / fN is a numpy array of shape ``(T,)`` (one element per thread of
  the execution context) or ``(1,)`` when the value is uniform (constants, values computed only
  from uniform values). numpy broadcasting mixes the two; nothing ever loops over threads.
- a ``vector<S x T>`` is an array of shape ``(T|1, *S)``.
- ``i1`` is ``np.bool_``; iN are signed numpy ints of that width (unsigned ops reinterpret with
  ``.view``); ``index`` is int64; f16/bf16/f8 use ml_dtypes.
- a pointer (``!llvm.ptr<AS>``) is an int64 array of addresses; the address space is static (from
  the type): 0 = generic (host stack and GMEM, one flat heap), 3 = CTA SMEM (offset in the CTA's
  window), 7 = cluster SMEM (``rank << 32 | offset``), 6 = TMEM.
- ``!llvm.struct`` / ``!llvm.array`` values are Python tuples of their fields; a memref value is its
  LLVM descriptor tuple ``(allocated, aligned, offset, (sizes...), (strides...))`` (rank 0:
  ``(allocated, aligned, offset)``), so memref <-> struct casts are the identity.
- a whole-warpgroup ``vector<...>`` that jax's WG payloads cast to per-thread registers is an opaque
  tuple of those registers.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from xdsl.dialects import builtin, llvm
from xdsl.ir import Attribute

from mgpu.dialect.diagnostics.emulator import run as diag
from mgpu.dialect.mosaic_gpu.attributes import BarrierType, SmemClusterAttr, TmemAttr
from mgpu.dialect.typeinfo import is_smem_space
from mgpu.emulator.lazy_dtypes import DtypeTable
from mgpu.emulator.sub_byte_values import sub_byte_width

GENERIC, SMEM, TMEM, CLUSTER = "generic", "smem", "tmem", "cluster"
_AS = {None: GENERIC, 0: GENERIC, 1: GENERIC, 3: SMEM, 6: TMEM, 7: CLUSTER}


_FLOATS = DtypeTable({
    builtin.Float16Type: np.float16,
    builtin.BFloat16Type: "bfloat16",
    builtin.Float32Type: np.float32,
    builtin.Float64Type: np.float64,
    builtin.Float8E4M3FNType: "float8_e4m3fn",
    builtin.Float8E5M2Type: "float8_e5m2",
    builtin.Float8E4M3B11FNUZType: "float8_e4m3b11fnuz",
    builtin.Float8E8M0FNUType: "float8_e8m0fnu",
    builtin.Float4E2M1FNType: "float4_e2m1fn",  # one code a byte, packed in memory (sub_byte_values.py)
})
"""The float element types the emulator stores, by xDSL type class -> numpy (ml_dtypes) type."""


_INTS = DtypeTable({1: np.bool_, 2: "int2", 4: "int4", 8: np.int8, 16: np.int16, 32: np.int32, 64: np.int64})
"""iN -> numpy type; i4 / i2 are ml_dtypes' int4 / int2 (one element a byte, in its low bits):
registers hold them so, memory packed (sub_byte_values.py says which ops take them)."""


class UnsupportedType(Exception):
    pass


def np_dtype(t: Attribute) -> np.dtype:
    """numpy dtype of a scalar element type."""
    if isinstance(t, builtin.IntegerType):
        w = t.width.data
        if w not in _INTS:
            raise UnsupportedType(diag.UNSUPPORTED_ELEMENT_TYPE.format(t=t))
        return np.dtype(_INTS[w])
    if isinstance(t, builtin.IndexType):
        return np.dtype(np.int64)
    f = _FLOATS.get(type(t))
    if f is not None:
        return np.dtype(f)
    if isinstance(t, (llvm.LLVMPointerType, BarrierType)):
        return np.dtype(np.int64)
    raise UnsupportedType(diag.UNSUPPORTED_ELEMENT_TYPE.format(t=t))


def ptr_space(t: Attribute) -> str:
    """Address space of a pointer type."""
    a = t.addr_space
    v = a.data if isinstance(a, builtin.IntAttr) else None
    return _AS.get(v, GENERIC)


def memref_space(t: builtin.MemRefType) -> str:
    ms = t.memory_space
    if isinstance(ms, builtin.NoneAttr):
        return GENERIC
    if isinstance(ms, builtin.IntegerAttr):
        return _AS.get(ms.value.data, GENERIC)
    if is_smem_space(ms):
        return SMEM
    if isinstance(ms, TmemAttr):
        return TMEM
    if isinstance(ms, SmemClusterAttr):
        return CLUSTER
    return GENERIC


def sizeof(t: Attribute) -> int:
    """Bytes of a type as LLVM lays it out (GEP element size, load/store size)."""
    if isinstance(t, llvm.LLVMPointerType):
        return 8
    if isinstance(t, builtin.VectorType):
        if bits := sub_byte_width(t.element_type):
            return (int(np.prod(t.get_shape())) * bits + 7) // 8  # packed, as LLVM lays out vector<Nxi4>
        return int(np.prod(t.get_shape())) * sizeof(t.element_type)
    if isinstance(t, llvm.LLVMArrayType):
        return t.size.data * sizeof(t.type)
    if isinstance(t, llvm.LLVMStructType):
        off = 0
        for f in t.types.data:
            a = alignof(f)
            off = (off + a - 1) // a * a + sizeof(f)
        a = alignof(t)
        return (off + a - 1) // a * a
    if isinstance(t, builtin.IntegerType):
        return max(1, (t.width.data + 7) // 8)
    return np_dtype(t).itemsize


def alignof(t: Attribute) -> int:
    if isinstance(t, llvm.LLVMStructType):
        return max([alignof(f) for f in t.types.data] or [1])
    if isinstance(t, llvm.LLVMArrayType):
        return alignof(t.type)
    if isinstance(t, builtin.VectorType):
        return sizeof(t)
    return sizeof(t)


@dataclass(frozen=True)
class MemRefInfo:
    space: str
    dtype: np.dtype
    shape: tuple[int, ...]
    elem_bytes: int
    rank: int


def memref_info(t: builtin.MemRefType) -> MemRefInfo:
    dt = np_dtype(t.element_type)
    shape = tuple(int(s) for s in t.get_shape())
    return MemRefInfo(memref_space(t), dt, shape, dt.itemsize, len(shape))


def memref_static_layout(t: builtin.MemRefType) -> tuple[int | None, list[int | None]]:
    """(offset, strides) of a memref type; None where dynamic; identity layout = row-major."""
    shape = list(t.get_shape())
    layout = t.layout
    if isinstance(layout, builtin.StridedLayoutAttr):
        strides = [None if isinstance(s, builtin.NoneAttr) else s.data for s in _strided_strides(layout)]
        off = layout.offset
        offset = None if isinstance(off, builtin.NoneAttr) else off.data
        return offset, strides
    strides, acc = [], 1
    for s in reversed(shape):
        strides.append(acc)
        acc *= max(int(s), 1) if s >= 0 else 1
    return 0, list(reversed(strides))


def _strided_strides(layout):
    return list(layout.strides.data)


def zero_of(t: Attribute, lead: int = 1):
    """A value of type t (used for llvm.mlir.undef / zero)."""
    if isinstance(t, llvm.LLVMStructType):
        return tuple(zero_of(f, lead) for f in t.types.data)
    if isinstance(t, llvm.LLVMArrayType):
        return tuple(zero_of(t.type, lead) for _ in range(t.size.data))
    if isinstance(t, builtin.VectorType):
        return np.zeros((lead, *t.get_shape()), np_dtype(t.element_type))
    if isinstance(t, builtin.MemRefType):
        r = len(t.get_shape())
        z = np.zeros((lead,), np.int64)
        if r == 0:
            return (z, z, z)
        return (z, z, z, tuple(z for _ in range(r)), tuple(z for _ in range(r)))
    try:
        return np.zeros((lead,), np_dtype(t))
    except UnsupportedType:
        return None
