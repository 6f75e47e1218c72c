"""The SMEM exchange of a reduction across the warps of a warpgroup (jax's ``store_swizzled`` /
``reduce_stored`` in ``FragmentedArray.reduce``, jax/experimental/mosaic/gpu/fragmented_array.py:3062-3330
at jax-v0.10.2).

Each warp stores its partial register to the scratch Pallas assigned to the op (its ``offset`` and
``scratch_size`` attributes), at slot ``step * 128 + lane * 4 + swizzle(warp)``, the warp index
XOR-swizzled per row of 32 banks; after a ``bar.sync`` of the warpgroup each thread loads the parts
of its reduction group and combines them in jax's order; a second ``bar.sync`` frees the scratch.
"""

from __future__ import annotations

from collections.abc import Callable

from xdsl.dialects import arith, vector
from xdsl.dialects.builtin import ArrayAttr, IntegerAttr, MemRefType, VectorType, i32, i64
from xdsl.ir import Attribute, Operation, SSAValue

from mgpu import layouts as L
from mgpu.arch import WARP_SIZE, WARPGROUP_SIZE, WARPS_IN_WARPGROUP
from mgpu.dialect.diagnostics import lowering as diag
from mgpu.dialect import vector_ext
from mgpu.passes.lowering.builder import index
from mgpu.passes.lowering.state import LoweringState, fail
from mgpu.passes.typeinfo import element_bits

Combine = Callable[[SSAValue, SSAValue], SSAValue]
_BANKS = 32  # SMEM banks of 32 bits (jax's num_banks = bank_bitwidth = 32)


def _int_attr(op: Operation, name: str) -> int | None:
    a = op.attributes.get(name)
    return a.value.data if isinstance(a, IntegerAttr) else None


class CrossWarp:
    """The scratch and index arithmetic of one reduction's exchange across warps."""

    def __init__(self, s: LoweringState, op: Operation, layout: L.TiledLayout, reduced: tuple[bool, ...],
                 dtype: Attribute, vec_len: int, reduces_all_dims: bool, combine: Combine):
        self.s, self.op, self.layout, self.reduced, self.combine = s, op, layout, reduced, combine
        b = s.b
        offset, size = _int_attr(op, "offset"), _int_attr(op, "scratch_size")
        if offset is None or size is None:
            raise fail(op, diag.LOWERING_NOT_SUPPORTED,
                       what="a reduction across warps without the 'offset' and 'scratch_size' of its SMEM scratch")
        bits = element_bits(dtype)
        elems = size * 8 // bits
        per_register = WARPS_IN_WARPGROUP * (1 if reduces_all_dims else WARP_SIZE) * vec_len
        if elems < per_register:
            raise ValueError(f"Required reduction scratch size ({per_register * bits // 8} bytes) is larger "
                             f"than the available scratch size ({elems * bits // 8} bytes)")
        self.concurrent = elems // per_register
        base = b.v("gpu.dynamic_shared_memory", [], b.t("memref<?xi8, #gpu.address_space<workgroup>>"))
        shift = b.v(arith.ConstantOp, [], index, props={"value": b.a(f"{offset} : index")})
        self.scratch = b.v("memref.view", [base, shift], MemRefType(dtype, [elems], memory_space=b.a(
            "#gpu.address_space<workgroup>")))
        self.tid = b.linear_tid()
        self.lane = b.const(0) if reduces_all_dims else b.arith(arith.RemUIOp, self.tid, WARP_SIZE)
        self.vec_len = vec_len
        self.swizzle = self._swizzle_fn(dtype)

    def _swizzle_fn(self, dtype: Attribute) -> Callable[[SSAValue], SSAValue]:
        """jax's ``swizzle_warp_idx_fn``: XOR the warp index by the row (of 32 banks) of the lane."""
        b = self.s.b
        per_store = self.vec_len * element_bits(dtype)
        banks_per_output = WARPS_IN_WARPGROUP * per_store // _BANKS
        if WARPS_IN_WARPGROUP * per_store < _BANKS or per_store > 128 or _BANKS % banks_per_output:
            raise NotImplementedError(f"Unoptimized configuration for cross-warp reduction: "
                                      f"{dtype} with vec_len={self.vec_len}")
        row = b.arith(arith.DivUIOp, self.lane, _BANKS // banks_per_output)
        if banks_per_output == 1:
            return lambda w: w
        if banks_per_output == 2:
            xor = b.arith(arith.ShLIOp, row, 1)
            return lambda w: b.arith(arith.XOrIOp, w, xor)
        if banks_per_output % 4 == 0:
            xor = row if banks_per_output == 4 else b.arith(arith.AndIOp, row, 3)
            return lambda w: b.arith(arith.XOrIOp, w, xor)
        raise NotImplementedError(f"cross-warp reduction with {banks_per_output} banks per output")

    def _lane_base(self, step: int) -> SSAValue:
        b = self.s.b
        return b.arith(arith.AddiOp, b.const(step * WARPGROUP_SIZE), b.arith(arith.MuliOp, self.lane, WARPS_IN_WARPGROUP))

    def _index(self, slot: SSAValue) -> SSAValue:
        b = self.s.b
        return b.index_cast(b.arith(arith.MuliOp, slot, self.vec_len), index)

    def _warp(self) -> SSAValue:
        b = self.s.b
        return b.arith(arith.DivUIOp, b.arith(arith.RemUIOp, self.tid, WARPGROUP_SIZE), WARP_SIZE)

    def store(self, reg: SSAValue, step: int) -> None:
        b = self.s.b
        slot = b.arith(arith.AddiOp, self._lane_base(step), self.swizzle(self._warp()))
        b.op(vector.StoreOp, [reg, self.scratch, self._index(slot)])

    def barrier(self) -> None:
        """jax's ``warpgroup_barrier``: ``bar.sync`` on barrier ``warpgroup + 1`` (0 is gpu.barrier's)."""
        b = self.s.b
        wg = b.arith(arith.AddiOp, b.arith(arith.ShRUIOp, b.linear_tid(), 7), 1)
        b.inline_asm(f"bar.sync $0, {WARPGROUP_SIZE};", "r", [wg])

    def load_reduce(self, reg_ty: VectorType, step: int) -> SSAValue:
        b, layout, combine = self.s.b, self.layout, self.combine
        base = self._lane_base(step)
        if all(isinstance(d, int) and self.reduced[d] for d in layout.warp_dims):
            # All four warps' parts at once, unswizzled: XOR only permutes the leaves of the tree.
            wide = VectorType(reg_ty.element_type, [self.vec_len * WARPS_IN_WARPGROUP])
            parts_all = b.v(vector.LoadOp, [self.scratch, self._index(base)], wide)

            def part(i: int) -> SSAValue:
                def arr(x: int) -> ArrayAttr:
                    return ArrayAttr([IntegerAttr(x, i64)])
                return b.v(vector_ext.ExtractStridedSliceOp, [parts_all], reg_ty, props={
                    "offsets": arr(i * self.vec_len), "sizes": arr(self.vec_len), "strides": arr(1)})

            p = [part(i) for i in range(WARPS_IN_WARPGROUP)]
            return combine(combine(p[0], p[1]), combine(p[2], p[3]))
        if len(layout.warp_dims) != 2:
            raise NotImplementedError(f"cross-warp reduction over warp dims {layout.warp_dims}")
        wd0, _ = layout.warp_dims
        offsets, mask = ([0, 2], 1) if isinstance(wd0, int) and self.reduced[wd0] else ([0, 1], 2)
        group = b.arith(arith.AndIOp, self._warp(), b.const(mask, i32))
        out = None
        for off in offsets:
            slot = b.arith(arith.AddiOp, base, self.swizzle(b.arith(arith.AddiOp, group, off)))
            part = b.v(vector.LoadOp, [self.scratch, self._index(slot)], reg_ty)
            out = part if out is None else combine(out, part)
        assert out is not None
        return out
