"""The block-scaled form of ``tcgen05_mma`` (its ``a_scale`` / ``b_scale`` TMEM operands), as jax's
``tcgen05.mma`` / ``_do_mma`` issue it (tcgen05.py:346-352, :520-560, :640-790 at jax-v0.10.2).

E4M3 / E5M2 operands with ue8m0 scales (``f8E8M0FNU``) are ``kind::mxf8f6f4.block_scale.scale_vec::1X``:
one scale a 32-element block of K, so each 32-byte K step of the MMA takes scale byte ``t % 4`` (the
descriptor's scale factor ids) of the scale column group ``t // 4``, a group being the columns of 4 K
blocks of all the scale ref's rows (4 a 128 rows in ``scales_layout``, 4 in the M=64-collective B
layout). The descriptor is the block-scaled one (``_create_scaled_instr_descriptor``: bits 4-5 B's
scale id, 23 the scale type, 27-28 M >> 7, 29-30 A's scale id).

E2M1 operands (packed two a byte, 64 of K an instruction, both K-major) are ``kind::mxf4`` with ue8m0
scales (``scale_vec::2X``: one scale a 32-element block, two an instruction, so a scale column serves
2 steps, scale ids 0 and 2) or ``kind::mxf4nvf4`` with ue4m3 scales (``scale_vec::4X``: one a
16-element block, the whole column a step, scale id 0): jax's ``_do_mma`` (tcgen05.py:640-670,
:728-746 at jax-v0.10.2) and ``create_scaled_f4_instr_descriptor`` (A / B type code 1, scale type 0
for ue4m3).
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.dialects import arith
from xdsl.dialects.builtin import Float4E2M1FNType, Float8E4M3FNType, Float8E5M2Type, MemRefType, f32
from xdsl.ir import SSAValue

from mgpu import layouts as L
from mgpu.dialect.diagnostics.lowering import SCALED_MMA_UNSUPPORTED
from mgpu.dialect.mosaic_gpu.ops import TcGen05MMAOp
from mgpu.dialect.typeinfo import is_smem
from mgpu.passes.lowering.state import LoweringState
from mgpu.passes.lowering.tmem import tmem_address

SCALE_BYTES = 4  # scale factors (K blocks) in one 32-bit TMEM cell
SCALE_TYPE = {"f8E8M0FNU": 1, "f8E4M3FN": 0}  # the descriptor's scale type (bit 23): ue8m0, ue4m3
OPERANDS = "[$5], [$6], "  # _do_mma's extra_ptx: the scales' TMEM addresses, before enable_input_d
CONSTRAINTS = ",r,r"


@dataclass(frozen=True)
class Scales:
    """The scale operands of one block-scaled tcgen05_mma: their TMEM addresses and the columns of
    one group of 4 K blocks of each."""
    a: SSAValue
    b: SSAValue
    a_stride: int
    b_stride: int
    kind: str  # the instruction's .kind and .scale_vec
    steps: int  # K steps (instructions) one TMEM column of scales serves (jax's scale_steps)
    scale_type: int


def _kind(operand_type, scale: str) -> tuple[str, int] | None:
    """(.kind text, K steps a scale column serves) of operands of ``operand_type`` with ``scale``
    scales (jax's _do_mma), None for a pair jax refuses."""
    if isinstance(operand_type, (Float8E4M3FNType, Float8E5M2Type)) and scale == "f8E8M0FNU":
        return "mxf8f6f4.block_scale.scale_vec::1X", 4
    if isinstance(operand_type, Float4E2M1FNType):
        return {"f8E8M0FNU": ("mxf4.block_scale.scale_vec::2X", 2),
                "f8E4M3FN": ("mxf4nvf4.block_scale.scale_vec::4X", 1)}.get(scale)
    return None


def _stride(ty: MemRefType, layout) -> int | None:
    """``layout.cols_in_shape((rows, 4), 8)``: TMEM columns of 4 K blocks of all rows."""
    rows = ty.get_shape()[0]
    if layout == L.scales_layout():
        return SCALE_BYTES * (rows // 128)
    if layout == L.b_scales_m64_collective_layout():
        return SCALE_BYTES
    return None


def scales(s: LoweringState, op: TcGen05MMAOp, operand_type, acc_type, layouts: list) -> Scales:
    """The scale operands (``a_scale`` and ``b_scale``, TMEM layouts ``layouts``) of a block-scaled
    MMA, or a refusal naming what is not supported."""
    a, b = op.a_scale, op.b_scale
    assert a is not None and b is not None  # (called for a block-scaled MMA: jax gives it both scales)
    sty = a.type
    assert isinstance(sty, MemRefType) and isinstance(b.type, MemRefType)
    strides = [_stride(r.type, lay) for r, lay in zip((a, b), layouts)]
    kind = _kind(operand_type, str(sty.element_type))
    if (kind is None or b.type.element_type != sty.element_type or acc_type != f32 or None in strides
            or layouts[0] != L.scales_layout() or not is_smem(op.a.type)):
        raise NotImplementedError(SCALED_MMA_UNSUPPORTED.format(
            ab=operand_type, scale=sty.element_type, layouts=", ".join(lay.text() for lay in layouts)))
    return Scales(tmem_address(s, a), tmem_address(s, b), *strides, *kind, SCALE_TYPE[str(sty.element_type)])


def scaled_descriptor(sc: Scales, m: int, n: int, ab: int, step: int, transpose_a: bool, transpose_b: bool) -> int:
    """The block-scaled instruction descriptor of K step ``step``: both scale ids the first of the
    step's ``4 / steps`` scale bytes in its column (jax's ``scale_id``)."""
    sid = step % sc.steps * (SCALE_BYTES // sc.steps)
    return (sid << 4 | ab << 7 | ab << 10 | transpose_a << 15 | transpose_b << 16 | (n >> 3) << 17
            | sc.scale_type << 23 | (m >> 7) << 27 | sid << 29)


def scale_addresses(then, sc: Scales, step: int) -> list[SSAValue]:
    """The scales' TMEM addresses for K step ``step``: column group ``step // steps``."""
    g = step // sc.steps
    return [then.arith(arith.AddiOp, sc.a, g * sc.a_stride), then.arith(arith.AddiOp, sc.b, g * sc.b_stride)]
