"""mosaic_gpu TMEM ops: allocation, loads and stores between registers, SMEM and TMEM, slices and
layout casts of TMEM refs (jaxlib 0.10.2 ``mosaic_gpu.td``)."""

from __future__ import annotations

from typing import ClassVar

from xdsl.dialects.builtin import I32, I64, BoolAttr, IntegerAttr, IntegerType, MemRefType, VectorType
from xdsl.ir import Operation, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    ParsePropInAttrDict,
    operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
    var_result_def,
)
from xdsl.traits import Pure

from mgpu.arch import TMEM_CELL_BYTES, TMEM_COLUMNS, TMEM_LANES
from mgpu.dialect.diagnostics import mosaic_gpu as D
from mgpu.dialect.mosaic_gpu.attributes import TiledLayoutAttr, TMEMLoadReduction
from mgpu.dialect.mosaic_gpu.checks import (
    FALSE,
    cast_fix,
    check_enum,
    check_int_prop,
    describe,
    element_named,
    expect_memref,
    expect_tmem,
    expect_vector,
    mosaic_op,
    space_str,
)
from mgpu.dialect.release_effects import PureUnlessRelease
from mgpu.dialect.release_syntax import spelling
from mgpu.dialect.syntax import with_default_properties
from mgpu.dialect.typeinfo import bitwidth, dtype_name, int_prop, is_smem, is_tmem, py_tuple
from mgpu.dialect.xdsl_patches.prop_dict import PropDictFormat, boolean, integer

_TMEM_CELL_BITS = TMEM_CELL_BYTES * 8


@mosaic_op
class TmemLayoutCastOp(IRDLOperation):
    name = "mosaic_gpu.tmem_layout_cast"

    ref = operand_def()
    new_layout = prop_def(TiledLayoutAttr)
    result = result_def()

    traits = traits_def(PureUnlessRelease())

    def __init__(self, ref: SSAValue | Operation, new_layout: TiledLayoutAttr):
        r = SSAValue.get(ref)
        super().__init__(operands=[r], result_types=[r.type], properties={"new_layout": new_layout})

    def verify_(self) -> None:
        t = expect_memref(self.ref.type, describe("ref", 0), rank=2)
        if self.result.type != t:
            raise D.SAME_OPERAND_RESULT_TYPE(type=t)
        expect_tmem(t)


@with_default_properties(collective=FALSE, packing=IntegerAttr(1, 32))
@mosaic_op
class TmemAllocOp(IRDLOperation):
    """``%t = mosaic_gpu.tmem_alloc smem_ptr(%p : memref<i32, #gpu.address_space<workgroup>>) -> memref<..., #mosaic_gpu.tmem>``."""

    name = "mosaic_gpu.tmem_alloc"

    smem_ptr = operand_def()
    collective = opt_prop_def(BoolAttr, default_value=FALSE)
    packing = opt_prop_def(IntegerAttr[I32], default_value=IntegerAttr(1, 32))
    result = result_def()

    assembly_format = "`smem_ptr` `(` $smem_ptr `:` type($smem_ptr) `)` attr-dict `->` type($result)"
    irdl_options = (ParsePropInAttrDict(),)
    PROP_DICT: ClassVar = PropDictFormat({"collective": boolean, "packing": integer(32)})  # jaxlib 0.12's <...>

    def __init__(self, smem_ptr: SSAValue | Operation, result_type: MemRefType, collective: bool = False,
                 packing: int = 1):
        super().__init__(operands=[smem_ptr], result_types=[result_type],
                         properties={"collective": BoolAttr.from_bool(collective),
                                     "packing": IntegerAttr(packing, 32)})

    def verify_(self) -> None:
        ptr = expect_memref(self.smem_ptr.type, describe("smem_ptr", 0), rank=0, elements=[IntegerType(32)],
                            elements_text="i32")
        res = expect_memref(self.result.type, describe("result", 0, "result"), rank=2)
        check_int_prop(self, "packing", positive=True)
        if not is_smem(ptr):
            raise D.TMEM_ALLOC_SMEM_PTR(space=space_str(ptr))
        expect_tmem(res, "")
        columns = res.get_shape()[1]
        packing = int_prop(self, "packing", 1) or 1
        bits = bitwidth(res.element_type) or 0
        if packing != 1:
            if packing * bits != _TMEM_CELL_BITS:
                full = (f"packing = {_TMEM_CELL_BITS // bits}"
                        if bits and _TMEM_CELL_BITS % bits == 0 and bits < _TMEM_CELL_BITS else "packing = 1")
                raise D.TMEM_ALLOC_PACKING(packing=packing, bitwidth=bits, full=full)
            if columns % packing:
                raise D.TMEM_ALLOC_PACKING_COLUMNS(columns=columns, packing=packing)
        if columns // packing > TMEM_COLUMNS:
            raise D.TMEM_ALLOC_TOO_MANY_COLUMNS(columns=columns // packing)


@mosaic_op
class TmemRelinquishAllocPermitOp(IRDLOperation):
    name = "mosaic_gpu.tmem_relinquish_alloc_permit"

    collective = opt_prop_def(BoolAttr, default_value=FALSE)

    def __init__(self, collective: bool = False):
        super().__init__(properties={"collective": BoolAttr.from_bool(collective)})


@mosaic_op
class TmemDeallocOp(IRDLOperation):
    """``mosaic_gpu.tmem_dealloc tmem_ref(%t : memref<..., #mosaic_gpu.tmem>)``."""

    name = "mosaic_gpu.tmem_dealloc"

    tmem_ref = operand_def()

    assembly_format = "`tmem_ref` `(` $tmem_ref `:` type($tmem_ref) `)` attr-dict"

    def __init__(self, tmem_ref: SSAValue | Operation):
        super().__init__(operands=[tmem_ref])

    def verify_(self) -> None:
        expect_tmem(expect_memref(self.tmem_ref.type, describe("tmem_ref", 0), rank=2))


@mosaic_op
class AsyncLoadTmemOp(IRDLOperation):
    """Loads a TMEM ref into registers (tcgen05.ld)."""

    name = "mosaic_gpu.async_load_tmem"

    source = operand_def()
    result = result_def()

    def __init__(self, source: SSAValue | Operation):
        src = SSAValue.get(source)
        assert isinstance(src.type, MemRefType)
        super().__init__(operands=[src], result_types=[VectorType(src.type.element_type, src.type.get_shape())])

    def verify_(self) -> None:
        src = self.source.type
        if not isinstance(src, MemRefType) or not is_tmem(src):
            raise D.ASYNC_LOAD_TMEM_NOT_TMEM(type=src)
        expect_memref(src, describe("source", 0), rank=2)
        res = expect_vector(self.result.type, describe("result", 0, "result"), rank=2)
        expected = VectorType(src.element_type, src.get_shape())
        if res.element_type != src.element_type:
            raise D.ASYNC_LOAD_TMEM_DTYPE(expected=expected)
        if res.get_shape() != src.get_shape():
            raise D.ASYNC_LOAD_TMEM_SHAPE(expected=expected)


@mosaic_op
class AsyncStoreTmemOp(IRDLOperation):
    """Stores registers into a TMEM ref (tcgen05.st)."""

    name = "mosaic_gpu.async_store_tmem"

    source = operand_def()
    destination = operand_def()

    def __init__(self, source: SSAValue | Operation, destination: SSAValue | Operation):
        super().__init__(operands=[source, destination])

    def verify_(self) -> None:
        value = expect_vector(self.source.type, describe("source", 0), non_zero_rank=True)
        ref = self.destination.type
        if not isinstance(ref, MemRefType) or not is_tmem(ref):
            raise D.ASYNC_STORE_TMEM_NOT_TMEM(type=ref)
        if ref.get_shape() != value.get_shape():
            raise D.ASYNC_STORE_TMEM_SHAPE(ref_shape=py_tuple(ref.get_shape()),
                                           value_shape=py_tuple(value.get_shape()))
        if ref.element_type != value.element_type:
            raise D.ASYNC_STORE_TMEM_DTYPE(ref_dtype=dtype_name(ref.element_type),
                                           value_dtype=dtype_name(value.element_type),
                                           fix=cast_fix(value, ref.element_type, self.source.name_hint))
        expect_vector(value, describe("source", 0), rank=2)
        expect_memref(ref, describe("destination", 1), rank=2)


def _smem_to_tmem_common(src: MemRefType, dst: MemRefType) -> None:
    if not is_smem(src):
        raise D.SOURCE_NOT_SMEM(type=src)
    expect_tmem(dst)


@mosaic_op
class AsyncStoreSmemToTmemOp(IRDLOperation):
    name = "mosaic_gpu.async_store_smem_to_tmem"

    source = operand_def()
    destination = operand_def()
    collective = opt_prop_def(BoolAttr, default_value=FALSE)

    def verify_(self) -> None:
        src = expect_memref(self.source.type, describe("source", 0), rank=2)
        dst = expect_memref(self.destination.type, describe("destination", 1), rank=2)
        if src.get_shape() != dst.get_shape():
            raise D.SMEM_TO_TMEM_SHAPE(src=", ".join(map(str, src.get_shape())),
                                       dst=", ".join(map(str, dst.get_shape())))
        if src.element_type != dst.element_type:
            raise D.SMEM_TO_TMEM_DTYPE(src=src.element_type, dst=dst.element_type)
        _smem_to_tmem_common(src, dst)


@mosaic_op
class AsyncStoreSparseMetadataSmemToTmemOp(IRDLOperation):
    name = "mosaic_gpu.async_store_sparse_metadata_smem_to_tmem"

    source = operand_def()
    destination = operand_def()
    collective = opt_prop_def(BoolAttr, default_value=FALSE)

    def verify_(self) -> None:
        i2 = IntegerType(2)
        src = expect_memref(self.source.type, describe("source", 0), rank=4, elements=[i2], elements_text="i2")
        dst = expect_memref(self.destination.type, describe("destination", 1), rank=2, elements=[i2],
                            elements_text="i2")
        m, n = dst.get_shape()
        if m % TMEM_LANES:
            raise D.TMEM_DIM0_MULTIPLE(dim=m)
        if n % 64:
            raise D.TMEM_DIM1_MULTIPLE(n=64, dim=n)
        expected = (m // TMEM_LANES, n // 64, TMEM_LANES, 64)
        if src.get_shape() != expected:
            raise D.SPARSE_METADATA_SOURCE_SHAPE(expected=", ".join(map(str, expected)),
                                                 got=", ".join(map(str, src.get_shape())))
        _smem_to_tmem_common(src, dst)


@mosaic_op
class AsyncStoreScalesSmemToTmemOp(IRDLOperation):
    name = "mosaic_gpu.async_store_scales_smem_to_tmem"

    source = operand_def()
    destination = operand_def()
    collective = opt_prop_def(BoolAttr, default_value=FALSE)

    def verify_(self) -> None:
        src = expect_memref(self.source.type, describe("source", 0), rank=4)
        dst = expect_memref(self.destination.type, describe("destination", 1), rank=2)
        for what, t in (("source", src), ("destination", dst)):
            if not element_named(t, ("f8E8M0FNU", "f8E4M3FN")):
                raise D.OPERAND_TYPE(what=f"`{what}`", expected="memref of f8E8M0FNU or f8E4M3FN", type=t,
                                     fix="store the scales as f8E8M0FNU or f8E4M3FN")
        if src.element_type != dst.element_type:
            raise D.SMEM_TO_TMEM_DTYPE(src=src.element_type, dst=dst.element_type)
        m, n = dst.get_shape()
        if m % TMEM_LANES:
            raise D.TMEM_DIM0_MULTIPLE(dim=m)
        if n % 4:
            raise D.TMEM_DIM1_MULTIPLE(n=4, dim=n)
        e0 = (m // TMEM_LANES, n // 4, 32, 16)
        e1 = (1, n // 4, 64, 16)
        if src.get_shape() not in (e0, e1):
            raise D.SCALES_SOURCE_SHAPE(expected0=", ".join(map(str, e0)), expected1=", ".join(map(str, e1)),
                                        got=", ".join(map(str, src.get_shape())))
        _smem_to_tmem_common(src, dst)


def check_slice_tmem(op: SliceTmemOp | SliceTmemAliasOp) -> None:
    """jaxlib's SliceTmemOp::verify (the alias_id of jax 0.11+ adds no check)."""
    src = expect_memref(op.source.type, describe("source", 0), rank=2)
    res = expect_memref(op.result.type, describe("result", 0, "result"), rank=2)
    check_int_prop(op, "offset", non_negative=True)
    expect_tmem(src)
    expect_tmem(res)
    offset = int_prop(op, "offset", 0) or 0
    if offset % 4:
        raise D.SLICE_TMEM_OFFSET(offset=offset, fix=f"{offset - offset % 4} or {offset - offset % 4 + 4}")


@mosaic_op
class SliceTmemOp(IRDLOperation):
    """A TMEM ref starting ``offset`` columns into ``source``."""

    name = "mosaic_gpu.slice_tmem"

    source = operand_def()
    offset = prop_def(IntegerAttr[I32])
    result = result_def()

    traits = traits_def(PureUnlessRelease())

    def __init__(self, source: SSAValue | Operation, result_type: MemRefType, offset: int):
        super().__init__(operands=[source], result_types=[result_type], properties={"offset": IntegerAttr(offset, 32)})

    def verify_(self) -> None:
        check_slice_tmem(self)


# --- jax 0.11 and later (jaxlib/mosaic/dialect/gpu/mosaic_gpu.cc at jax-v0.11.0: AsyncLoadTmemOp, SliceTmemOp) ---


@mosaic_op
class AsyncLoadTmemReduceOp(IRDLOperation):
    """``mosaic_gpu.async_load_tmem`` of jax 0.11+: with ``reduce`` (min, max, absmin, absmax) it also returns
    the reduction of each row (a vector of the source's shape without its last dimension)."""

    name = "mosaic_gpu.async_load_tmem"

    source = operand_def()
    reduce = opt_prop_def(IntegerAttr[I32])
    results_ = var_result_def()

    SPELLINGS: ClassVar = (spelling("'mosaic_gpu.async_load_tmem' with a reduce property",
                                    r'"mosaic_gpu\.async_load_tmem"\([^)]*\)\s*<\{[^}]*\breduce\b'),)

    def verify_(self) -> None:
        src = expect_memref(self.source.type, describe("source", 0), rank=2)
        check_enum(self, "reduce", TMEMLoadReduction)
        if not self.results_:
            raise D.ASYNC_LOAD_TMEM_RESULTS(count=0)
        loaded = VectorType(src.element_type, src.get_shape())
        expected = [loaded, *([VectorType(src.element_type, src.get_shape()[:-1])] if self.reduce else [])]
        first = expect_vector(self.results_[0].type, describe("result", 0, "result"), non_zero_rank=True)
        if first.element_type != src.element_type:
            raise D.ASYNC_LOAD_TMEM_DTYPE(expected=loaded)
        if self.reduce is not None and not element_named(first, ("f32", "i32")):
            raise D.ASYNC_LOAD_TMEM_REDUCE_DTYPE(type=src)
        if first.get_shape() != src.get_shape():
            raise D.ASYNC_LOAD_TMEM_SHAPE(expected=loaded)
        expect_tmem(src)
        got = [r.type for r in self.results_]
        if got != expected:
            raise D.VECTOR_LOAD_RESULT(expected="', '".join(map(str, expected)), got="', '".join(map(str, got)),
                                       op=self.name)


@mosaic_op
class SliceTmemAliasOp(IRDLOperation):
    """``mosaic_gpu.slice_tmem`` of jax 0.11+: an optional i64 ``alias_id`` tells apart allocations that may
    alias."""

    name = "mosaic_gpu.slice_tmem"

    source = operand_def()
    offset = prop_def(IntegerAttr[I32])
    alias_id = opt_prop_def(IntegerAttr[I64])
    result = result_def()

    traits = traits_def(Pure())

    SPELLINGS: ClassVar = (spelling("'mosaic_gpu.slice_tmem' with an alias_id",
                                    r'"mosaic_gpu\.slice_tmem"\([^)]*\)\s*<\{[^}]*\balias_id\b'),)

    def verify_(self) -> None:
        check_slice_tmem(self)
