"""Facts about types and properties that the dialect's verifiers and messages rely on, each once.

- How messages name things: a numpy dtype name (``float32``, ``bfloat16``, ``int8``, ``bool``), a
  shape as Python prints a tuple, an element type's bit width.
- Where a memref lives: GMEM (no memory space), SMEM (``#gpu.address_space<workgroup>``), TMEM
  (``#mosaic_gpu.tmem``), a cluster peer's SMEM (``#mosaic_gpu.smem_cluster``), and whether it holds
  ``!mosaic_gpu.barrier``s.
- Reading an op's properties: an integer, a boolean, the values of a dense array.

The passes and the emulator still keep some answers of their own (``index`` and ``!barrier`` have
a bit width there); these are the dialect's, where an unknown width is ``None``.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import DenseArrayBase, IntegerAttr, IntegerType, MemRefType, NoneAttr, VectorType
from xdsl.ir import Attribute
from xdsl.irdl import IRDLOperation

from mgpu.dialect.mosaic_gpu.attributes import SmemClusterAttr, TmemAttr

# --------------------------------------------------------------------------------------------
# Names, shapes and widths
# --------------------------------------------------------------------------------------------

# MLIR's float type spellings -> numpy's (ml_dtypes') names, as JAX prints a dtype.
_FLOAT_NAMES = {
    "f16": "float16",
    "f32": "float32",
    "f64": "float64",
    "bf16": "bfloat16",
    "tf32": "tf32",
    "f8E4M3FN": "float8_e4m3fn",
    "f8E5M2": "float8_e5m2",
    "f8E4M3FNUZ": "float8_e4m3fnuz",
    "f8E5M2FNUZ": "float8_e5m2fnuz",
    "f8E4M3B11FNUZ": "float8_e4m3b11fnuz",
    "f8E8M0FNU": "float8_e8m0fnu",
    "f8E3M4": "float8_e3m4",
    "f8E4M3": "float8_e4m3",
    "f6E2M3FN": "float6_e2m3fn",
    "f6E3M2FN": "float6_e3m2fn",
    "f4E2M1FN": "float4_e2m1fn",
}


def dtype_name(t: Attribute) -> str:
    """The numpy name of an element type, as JAX prints a dtype (float32, bfloat16, int8, bool)."""
    if isinstance(t, IntegerType):
        width = t.width.data
        if width == 1:
            return "bool"
        signed = t.signedness.data.name.lower() if hasattr(t.signedness.data, "name") else ""
        return f"uint{width}" if signed == "unsigned" else f"int{width}"
    text = str(t)
    return _FLOAT_NAMES.get(text, text)


def py_tuple(shape: Sequence[int]) -> str:
    """A shape as Python prints a tuple: (64, 128), (2,), (); a dynamic dimension prints as ``?``."""
    dims = ["?" if d < 0 else str(d) for d in shape]
    return "(" + ", ".join(dims) + ("," if len(dims) == 1 else "") + ")"


def element_type(t: Attribute) -> Attribute:
    """The element type of a memref or vector; any other type is its own element."""
    if isinstance(t, (MemRefType, VectorType)):
        return t.element_type
    return t


def bitwidth(t: Attribute) -> int | None:
    """Bits of a scalar element type; None where the dialect gives none (``index``, ``!barrier``)."""
    if isinstance(t, IntegerType):
        return t.width.data
    width = getattr(t, "bitwidth", None)
    if isinstance(width, int):
        return width
    return None


# --------------------------------------------------------------------------------------------
# Memory spaces
# --------------------------------------------------------------------------------------------

SMEM_TEXT = "#gpu.address_space<workgroup>"


def is_smem_space(space: Attribute) -> bool:
    """``#gpu.address_space<workgroup>``, registered (gpu_ext) or parsed as an unregistered attribute."""
    if isinstance(space, NoneAttr):
        return False
    name = getattr(space, "name", None)
    if name == "gpu.address_space":
        data = getattr(space, "data", None)
        if data is not None:
            return str(getattr(data, "value", data)) == "workgroup"
    attr_name = getattr(space, "attr_name", None)
    if attr_name is not None and getattr(attr_name, "data", None) == "gpu.address_space":
        return getattr(space, "value").data.strip("<>").strip() == "workgroup"
    return str(space) == SMEM_TEXT


def is_smem(ref: Attribute) -> bool:
    """Whether ``ref`` is a memref type in SMEM (``#gpu.address_space<workgroup>``)."""
    return isinstance(ref, MemRefType) and is_smem_space(ref.memory_space)


def is_tmem(ref: Attribute) -> bool:
    """Whether ``ref`` is a memref type in TMEM (``#mosaic_gpu.tmem``)."""
    return isinstance(ref, MemRefType) and isinstance(ref.memory_space, TmemAttr)


def is_smem_cluster(ref: Attribute) -> bool:
    """Whether ``ref`` is a memref type in a cluster peer's SMEM (``#mosaic_gpu.smem_cluster``)."""
    return isinstance(ref, MemRefType) and isinstance(ref.memory_space, SmemClusterAttr)


# --------------------------------------------------------------------------------------------
# Property readers
# --------------------------------------------------------------------------------------------


def bool_value(attr: Attribute | None, default: bool = False) -> bool:
    """A boolean (``i1``) attribute's value; ``default`` when absent or not an integer."""
    if attr is None:
        return default
    if isinstance(attr, IntegerAttr):
        return bool(attr.value.data)
    return default


def int_prop(op: IRDLOperation, name: str, default: int | None = None) -> int | None:
    """The value of ``op``'s integer property ``name``; ``default`` when absent."""
    attr = op.properties.get(name)
    if isinstance(attr, IntegerAttr):
        return attr.value.data
    return default


def bool_prop(op: IRDLOperation, name: str, default: bool = False) -> bool:
    """The value of ``op``'s boolean property ``name``; ``default`` when absent."""
    return bool_value(op.properties.get(name), default)


def dense_values(attr: Attribute | None) -> tuple[int, ...]:
    """The integers of a dense array attribute (``array<i64: 0, 1>``); () for anything else."""
    if isinstance(attr, DenseArrayBase):
        return tuple(int(v) for v in attr.get_values())
    return ()
