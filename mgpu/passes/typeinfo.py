"""What the passes ask of a type beyond the dialect's own helpers (``mgpu/dialect/typeinfo.py``).

Two answers differ from the dialect's on purpose, and are written only here:

- ``element_bits`` gives 64 for ``index`` (jax's ``utils.bitwidth``: an index is lowered to i64)
  and for ``!mosaic_gpu.barrier`` (an mbarrier is one 64-bit SMEM word, PTX ISA "Size and alignment
  of mbarrier object"), where the dialect's ``bitwidth`` has no answer (None);
- ``memory_space`` counts ``#mosaic_gpu.smem_cluster`` and the NVVM address space ``3 : i32`` as
  SMEM, as layout inference does (jax's ``utils.is_smem_ref``), where the dialect's ``is_smem`` means
  the CTA's own ``#gpu.address_space<workgroup>`` only.
"""

from __future__ import annotations

from xdsl.dialects.builtin import IndexType, IntegerAttr, MemRefType, i32
from xdsl.ir import Attribute

from mgpu.dialect.mosaic_gpu.attributes import BarrierType
from mgpu.dialect.typeinfo import bitwidth, is_smem, is_smem_cluster, is_tmem

SMEM, TMEM = "SMEM", "TMEM"

# The NVVM address space of shared memory (NVVM IR: "Address spaces", shared = 3).
NVVM_SHARED_ADDRESS_SPACE = 3


class UnsupportedElementType(ValueError, NotImplementedError):
    """An element type with no bit width. Layout inference reports it as a failure to infer (a
    ValueError, as jax raises); the lowering as a missing lowering (NotImplementedError)."""


def element_bits(t: Attribute) -> int:
    """Bits of a scalar element type, ``index`` and ``!mosaic_gpu.barrier`` included (64)."""
    bits = bitwidth(t)
    if bits is not None:
        return bits
    if isinstance(t, (IndexType, BarrierType)):
        return 64
    raise UnsupportedElementType(f"no bitwidth for {t}")


def memory_space(ty: MemRefType) -> str | None:
    """SMEM, TMEM or None (GMEM or another space) for a memref type."""
    if is_tmem(ty):
        return TMEM
    if is_smem(ty) or is_smem_cluster(ty):
        return SMEM
    ms = ty.memory_space
    if isinstance(ms, IntegerAttr) and ms.type == i32 and ms.value.data == NVVM_SHARED_ADDRESS_SPACE:
        return SMEM
    return None
