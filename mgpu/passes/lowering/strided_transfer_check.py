"""jax's refusals of a strided value's transfer with a ref (``FragmentedArray.transfer_strided``,
fragmented_array.py:4571-4612 at 0.12.0.1; the same at jax-v0.10.2 and 0.11.2): with vectors of more than one
element, after folding the ref's contiguous dim pairs, its contiguous dim must hold whole vectors and its other dims
must step by whole vectors. jax's load_strided and store_untiled move a strided value through it, each vector
whole: of whole bytes (fragmented_array.py:1237 and :4050 at 0.12.0.1)."""

from __future__ import annotations

from xdsl.dialects.builtin import MemRefType
from xdsl.ir import Attribute

from mgpu import layouts as L
from mgpu.dialect.diagnostics import lowering as diag
from mgpu.passes.lowering.refs import static_strides
from mgpu.passes.typeinfo import element_bits


def check_strided_transfer(layout: L.RegisterLayout, dtype: Attribute, ty: MemRefType) -> None:
    """Raise jax's refusal of moving a value of ``dtype`` in ``layout`` (a strided one) with a ref of type ``ty``."""
    if not isinstance(layout, L.WGStridedFragLayout):
        return
    if layout.vec_size * element_bits(dtype) % 8:
        raise diag.STRIDED_VECTOR_BYTES(vec=layout.vec_size, dtype=dtype)
    if layout.vec_size == 1:
        return
    vec = layout.vec_size
    shape, strides = list(ty.get_shape()), list(static_strides(ty))
    for i in reversed(range(len(shape) - 1)):  # (jax's memref_fold of each contiguous pair, minor pairs first)
        if strides[i] == shape[i + 1] * strides[i + 1]:
            shape[i:i + 2] = [shape[i] * shape[i + 1]]
            strides[i:i + 2] = [strides[i + 1]]
    for size, stride in zip(shape, strides):
        if stride == 1 and size % vec:
            raise diag.STRIDED_CONTIGUOUS_DIM(size=size, vec=vec)
        if stride != 1 and size > 1 and stride % vec:
            raise diag.STRIDED_DIM_STRIDE(stride=stride, vec=vec)
    if 1 not in strides:
        raise diag.STRIDED_NO_CONTIGUOUS_DIM()
