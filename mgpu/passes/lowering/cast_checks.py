"""The casts jax's register arithmetic refuses whatever CUDA compiles it (``FragmentedArray.astype``,
jax/experimental/mosaic/gpu/fragmented_array.py:2419-3120 at jax-v0.12.0.1; the same checks at jax-v0.10.2,
:2660-2800, and jax-v0.11.2, :2750-2890), in its order.

jax lowers arith.extf / truncf / extsi / extui / trunci / sitofp / uitofp / fptosi / fptoui on a warpgroup vector
by ``astype`` (dialect_lowering.py:1366-1400). Its casts between an 8-bit float and f16 or bf16 depend on the
ptxas of the machine that compiles them (``ptx_isa_version``, :2982-2989: bf16 with f8E4M3FN or f8E5M2 from PTX
ISA 9.2), and so are not refused here; f8E8M0FNU's only partner, bf16, does not.
"""

from __future__ import annotations

from xdsl.dialects.builtin import AnyFloat, VectorType
from xdsl.ir import Attribute, Operation

from mgpu import layouts as L
from mgpu.dialect.diagnostics import lowering as diag
from mgpu.passes.infer_layout import module_arch
from mgpu.passes.lowering.state import fail
from mgpu.passes.typeinfo import element_bits

CASTS = frozenset({"arith.extf", "arith.truncf", "arith.extsi", "arith.extui", "arith.trunci", "arith.sitofp",
                   "arith.uitofp", "arith.fptosi", "arith.fptoui"})
# The 8-bit floats astype converts with cvt (its f8_ptx_names, :2990), the 16- and 32-bit floats it pairs them with
F8 = ("f8E4M3FN", "f8E5M2", "f8E8M0FNU")
PAIRED = ("f16", "bf16", "f32")
F4 = "f4E2M1FN"


def check_cast(op: Operation, layout: L.RegisterLayout, module: Operation) -> None:
    """Refuse, in jax's words, a cast jax's astype refuses on registers of ``layout``."""
    src, dst = op.operands[0].type, op.results[0].type
    if op.name not in CASTS or not isinstance(src, VectorType) or not isinstance(dst, VectorType):
        return
    cur, new = src.element_type, dst.element_type
    length = L.vector_length(layout)
    if element_bits(new) * length % 8:
        raise fail(op, diag.CAST_REGISTER_BITS, bits=element_bits(new) * length, length=length, new=new)
    names = (str(cur), str(new))
    major = module_arch(module, None, None)[0]
    if "f8E8M0FNU" in names and major < 10:
        raise fail(op, diag.CAST_E8M0_ARCH, major=major)
    if "f8E8M0FNU" in names and "f16" in names:
        raise fail(op, diag.CAST_E8M0_F16, cur=cur, new=new)
    if names[0] in F8 and names[1] in F8 + PAIRED or names[1] in F8 and names[0] in PAIRED:
        return  # (cvt, directly or through a 16-bit float: :3025-3076)
    if F4 in names:
        if major < 10:
            raise fail(op, diag.CAST_F4_ARCH, major=major)
        if not set(names) - {F4} <= {*F8, *PAIRED}:
            raise fail(op, diag.CAST_F4_UNIMPLEMENTED, cur=cur, new=new)
        return
    if names == ("i4", "f8E4M3FN"):
        return  # (CUTLASS's nibble conversion, :2502)
    if _narrow_float(cur) or _narrow_float(new):
        raise fail(op, diag.CAST_NARROW_FLOAT, cur=cur, new=new)


def _narrow_float(t: Attribute) -> bool:
    return isinstance(t, AnyFloat) and element_bits(t) <= 8
