"""``async_store_scales_smem_to_tmem``: MMA scale factors copied from SMEM into TMEM by ``tcgen05.cp``
(jax's dialect_lowering.py:1277 -> ``tcgen05.async_copy_scales_smem_to_tmem``, tcgen05.py:1614 at
jax-v0.10.2).

The SMEM ref is contiguous, of 8-bit scales. Into ``scales_layout`` it is (MN / 128, K / 4, 32, 16):
one thread issues per (MN tile, K tile) a ``tcgen05.cp.32x128b.warpx4`` (32 rows of 16 bytes, into
each TMEM quarter) to TMEM column ``4 (MN / 128) k + 4 mn``. Into the M=64-collective B scales
layout it is (1, K / 4, 64, 16): per K tile a ``tcgen05.cp.64x128b.warpx2::01_23`` to column ``4 k``.
The descriptor is the tile's address (no swizzle, no leading offset, 128 bytes between 8-row core
matrices; PTX ISA §9.7.16.9, tcgen05.cp).
"""

from __future__ import annotations

from xdsl.dialects.builtin import MemRefType
from xdsl.ir import SSAValue

from mgpu import layouts as L
from mgpu.arch import CORE_MATRIX_BYTES
from mgpu.dialect.diagnostics.lowering import SCALES_TO_TMEM_UNSUPPORTED
from mgpu.dialect.mosaic_gpu.ops import AsyncStoreScalesSmemToTmemOp
from mgpu.passes.lowering.refs import static_strides
from mgpu.passes.lowering.smem_to_tmem import copy_to_tmem
from mgpu.passes.lowering.state import LoweringState, rule
from mgpu.passes.lowering.tmem import cta_group, tmem_address

SCALE_TYPES = ("f8E8M0FNU", "f8E4M3FN")


@rule(AsyncStoreScalesSmemToTmemOp)
def async_store_scales_smem_to_tmem(s: LoweringState, op: AsyncStoreScalesSmemToTmemOp) -> list[SSAValue]:
    src, dst = op.source, op.destination
    sty, tty = src.type, dst.type
    assert isinstance(sty, MemRefType) and isinstance(tty, MemRefType)
    [layout] = s.layouts(op, "in_tmem_layouts")
    shape, strides = tuple(sty.get_shape()), static_strides(sty)
    rows, cols = tty.get_shape()
    if layout == L.b_scales_m64_collective_layout():
        expected, cp = (1, cols // 4, 64, 16), ("shape_64x128b", "warpx2_01_23")
    else:
        expected, cp = (rows // 128, cols // 4, 32, 16), ("shape_32x128b", "warpx4")
    if (str(sty.element_type) not in SCALE_TYPES or sty.element_type != tty.element_type or rows % 128
            or cols % 4 or strides != L.row_major_strides(shape) or shape != expected or shape[0] > 2
            or layout not in (L.scales_layout(), L.b_scales_m64_collective_layout())):
        raise NotImplementedError(SCALES_TO_TMEM_UNSUPPORTED.format(src=sty, dst=tty, layout=layout.text()))
    shape_attr = s.b.a(f"#nvvm.tcgen05_cp_shape<{cp[0]}>")
    multicast = s.b.a(f"#nvvm.tcgen05_cp_multicast<{cp[1]}>")
    base = tmem_address(s, dst)
    then = s.b.scf_if(s.single_lane())
    address = s.memref_address(src, then)
    high = (CORE_MATRIX_BYTES >> 4) << 32
    for mn in range(shape[0]):
        for k in range(shape[1]):
            copy_to_tmem(then, base, 4 * shape[0] * k + 4 * mn, address, mn * strides[0] + k * strides[1], strides,
                         high, {"shape": shape_attr, "multicast": multicast, "group": s.b.a(cta_group(op.collective))})
    return []
