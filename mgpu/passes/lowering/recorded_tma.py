"""The TMA descriptors of ``inline_mgpu`` bodies, as mgpu-capture recorded them on the module.

jax lowers an ``inline_mgpu`` body while Pallas lowers the kernel: a ``LaunchContext.async_copy`` in it
reads a descriptor at an offset of the kernel's descriptor blob, which jax initialises on the host only
after its Warpgroup lowering, so the ``custom_primitive`` module does not say what it is
(mgpu/capture/tma_record.py). mgpu-capture writes what jax's ``init_tma_desc`` passes to
``mosaic_gpu_init_tma_desc`` on the module as ``mgpu.tma_descriptors``; here the blob of the launch
(tma.py) starts with those descriptors, at the offsets jax gave them, and the body reads them there
(custom_primitive.py).
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.dialects.builtin import ArrayAttr, DenseArrayBase, DictionaryAttr, IntegerAttr, MemRefType, i64
from xdsl.ir import Operation, SSAValue

from mgpu.arch import TMA_DESCRIPTOR_BYTES
from mgpu.dialect.diagnostics import lowering as diag
from mgpu.passes.lowering.builder import Builder
from mgpu.passes.lowering.state import LoweringState, element_address

ATTR = "mgpu.tma_descriptors"
KERNEL_ARG_ATTR = "mosaic_gpu.from_kernel_arg_idx"


@dataclass(frozen=True)
class Recorded:
    """One descriptor: ``mosaic_gpu_init_tma_desc``'s arguments, the GMEM ref as its kernel argument."""

    kernel_arg: int
    elem_offset: int
    dtype: int
    sizes: tuple[int, ...]
    strides: tuple[int, ...]
    swizzle: int
    box: tuple[int, ...]


def recorded(module: Operation) -> list[Recorded] | None:
    """The module's recorded descriptors, slot by slot from the blob's start; None where it has none.
    NotImplementedError where one was not recorded (a peer's, multicast or im2col GMEM ref)."""
    attr = module.attributes.get(ATTR)
    if not isinstance(attr, ArrayAttr):
        return None
    out = []
    for slot, d in enumerate(attr.data):
        assert isinstance(d, DictionaryAttr)
        fields = {k: _value(v) for k, v in d.data.items()}
        if fields.pop("offset") != slot * TMA_DESCRIPTOR_BYTES or "kernel_arg" not in fields:
            raise diag.LOWERING_NOT_SUPPORTED(what=diag.INLINE_TMA_UNRECORDED)
        out.append(Recorded(**fields))  # pyright: ignore[reportArgumentType]
    return out


def _value(v) -> int | tuple[int, ...]:
    if isinstance(v, IntegerAttr):
        return v.value.data
    assert isinstance(v, DenseArrayBase)
    return tuple(v.get_values())  # pyright: ignore[reportReturnType]


def base(s: LoweringState, hb: Builder, d: Recorded) -> SSAValue:
    """The GMEM address jax's ``init_tma_desc`` closure gives ``mosaic_gpu_init_tma_desc`` for ``d``: the
    transformed ref's element 0 (launch_context.py:849-995 at 0.12.0.1), in the host code of ``hb``."""
    ref = _kernel_argument(s.module, d.kernel_arg)
    ty = ref.type
    assert isinstance(ty, MemRefType)
    aligned, _ = s.memref_parts(ref, hb)
    return hb.inttoptr(element_address(hb, aligned, hb.const(d.elem_offset, i64), ty.element_type),
                       hb.t("!llvm.ptr"))


def _kernel_argument(module: Operation, index: int) -> SSAValue:
    """The GMEM ref jax made of kernel argument ``index`` (the cast marked ``from_kernel_arg_idx``)."""
    for op in module.walk():
        attr = op.attributes.get(KERNEL_ARG_ATTR)
        if isinstance(attr, IntegerAttr) and attr.value.data == index and op.results:
            return op.results[0]
    raise diag.LOWERING_NOT_SUPPORTED(what=diag.INLINE_TMA_NO_ARGUMENT.format(index=index))
