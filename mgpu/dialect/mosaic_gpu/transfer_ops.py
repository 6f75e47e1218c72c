"""mosaic_gpu transfers: TMA loads, prefetches and stores between GMEM and SMEM, vector loads and
stores, the multimem reduction and ``async_store_smem`` (jaxlib 0.10.2 ``mosaic_gpu.td``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from xdsl.dialects.builtin import (
    I32,
    ArrayAttr,
    BoolAttr,
    DenseArrayBase,
    IntegerAttr,
    IntegerType,
    MemRefType,
    NoneAttr,
    VectorType,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.traits import MemoryReadEffect, MemoryWriteEffect

from mgpu.dialect.diagnostics import mosaic_gpu as D
from mgpu.dialect.mosaic_gpu.attributes import (
    AtomicOpType,
    BarrierType,
    CopyPartitionedAttr,
    CopyReplicatedAttr,
    Dimension,
    enum_attr,
    MultimemLoadReductionType,
    OOBFillMode,
    TMAReduction,
)
from mgpu.dialect.mosaic_gpu.checks import (
    FALSE,
    TRUE,
    cast_fix,
    check_enum,
    describe,
    expect_barrier_ref,
    expect_integer,
    expect_memref,
    expect_vector,
    mosaic_op,
    shape_text,
    with_space,
)
from mgpu.dialect.release_syntax import spelling
from mgpu.dialect.typeinfo import SMEM_TEXT, bool_prop, dense_values, dtype_name, int_prop, is_smem, py_tuple


_INDEX_TYPES_TEXT = "i32 or 1D vector of i32/i16/i8"


def _check_indices(indices: Sequence[SSAValue], first: int) -> None:
    for i, idx in enumerate(indices):
        t = idx.type
        if isinstance(t, IntegerType) and t.width.data == 32:
            continue
        if (isinstance(t, VectorType) and t.get_num_dims() == 1 and isinstance(t.element_type, IntegerType)
                and t.element_type.width.data in (8, 16, 32)):
            continue
        raise D.OPERAND_TYPE(what=describe("indices", first + i), expected=_INDEX_TYPES_TEXT, type=t,
                             fix="cast the index to i32 (arith.index_cast)")


def verify_common_load_store(gmem: MemRefType, gmem_name: str, smem: MemRefType, smem_name: str,
                             slice_lengths: Sequence[int], indices: Sequence[SSAValue]) -> None:
    """jaxlib's ``VerifyCommonLoadStoreOp``."""
    if gmem.element_type != smem.element_type:
        src, dst = (gmem, smem) if gmem_name == "source" else (smem, gmem)
        raise D.LOAD_STORE_DTYPE(src=src.element_type, dst=dst.element_type)
    if any(s < -1 for s in slice_lengths):
        raise D.LOAD_STORE_SLICE_LENGTHS_MIN()
    collapsed = sum(1 for s in slice_lengths if s == -1)
    if gmem.get_num_dims() != smem.get_num_dims() + collapsed:
        raise D.LOAD_STORE_RANK(gmem=gmem_name, smem=smem_name, gmem_rank=gmem.get_num_dims(),
                                smem_rank=smem.get_num_dims(), collapsed=collapsed)
    if len(indices) != gmem.get_num_dims():
        raise D.LOAD_STORE_INDICES(gmem=gmem_name, rank=gmem.get_num_dims(), count=len(indices))
    if len(slice_lengths) != gmem.get_num_dims():
        raise D.LOAD_STORE_SLICE_LENGTHS_SIZE(gmem=gmem_name, rank=gmem.get_num_dims(), count=len(slice_lengths))
    first = -1
    for i, idx in enumerate(indices):
        if isinstance(idx.type, VectorType):
            if first >= 0:
                raise D.LOAD_STORE_VECTOR_INDICES(a=first, b=i)
            first = i
            if idx.type.get_shape()[0] != slice_lengths[i]:
                raise D.LOAD_STORE_VECTOR_INDEX_SIZE(a=idx.type.get_shape()[0], b=slice_lengths[i])


def _check_collective(op: IRDLOperation) -> None:
    attr = op.properties.get("collective")
    if attr is None:
        return
    assert isinstance(attr, ArrayAttr)
    values = []
    for a in attr.data:
        if not (isinstance(a, IntegerAttr) and a.value.data in (0, 1, 2)):
            raise D.ATTRIBUTE_CONSTRAINT(
                name="collective", constraint="dimensions",
                fix="list cluster dimensions as i32 values 0 (x), 1 (y) or 2 (z)")
        values.append(a.value.data)
    if len(set(values)) != len(values):
        raise D.COLLECTIVE_DUPLICATES()


# five operand segments (jax 0.11 added gmem_peer_id: AsyncLoadPeerOp)
ASYNC_LOAD_FIVE_SEGMENTS = spelling("'mosaic_gpu.async_load' with five operand segments",
                                    r'"mosaic_gpu\.async_load"\([^)]*\)\s*<\{[^}]*operandSegmentSizes = '
                                    r"array<i32(?:: *\d+(?:, *\d+){4})>")


@mosaic_op
class AsyncLoadOp(IRDLOperation):
    """TMA copy of a GMEM slice into SMEM, completing ``barrier``."""

    name = "mosaic_gpu.async_load"

    source = operand_def()
    destination = operand_def()
    barrier = operand_def()
    indices = var_operand_def()
    predicate = opt_operand_def()

    collective = prop_def(ArrayAttr)
    leader_tracked = opt_prop_def(CopyPartitionedAttr | CopyReplicatedAttr)
    oob_fill_mode = opt_prop_def(IntegerAttr[I32], default_value=enum_attr(OOBFillMode.zeros))
    slice_lengths = prop_def(DenseArrayBase)

    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    SPELLINGS: ClassVar = (ASYNC_LOAD_FIVE_SEGMENTS,)

    def verify_(self) -> None:
        src = expect_memref(self.source.type, describe("source", 0))
        dst = expect_memref(self.destination.type, describe("destination", 1))
        expect_barrier_ref(self.barrier.type, describe("barrier", 2))
        _check_indices(self.indices, 3)
        if self.predicate is not None:
            expect_integer(self.predicate.type, describe("predicate", 3 + len(self.indices)), 1)
        check_enum(self, "oob_fill_mode", OOBFillMode)
        verify_common_load_store(src, "source", dst, "destination", dense_values(self.slice_lengths), self.indices)
        _check_collective(self)


@mosaic_op
class AsyncPrefetchOp(IRDLOperation):
    name = "mosaic_gpu.async_prefetch"

    source = operand_def()
    indices = var_operand_def()
    predicate = opt_operand_def()

    collective = prop_def(ArrayAttr)
    slice_lengths = prop_def(DenseArrayBase)

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    def verify_(self) -> None:
        src = expect_memref(self.source.type, describe("source", 0))
        _check_indices(self.indices, 1)
        lengths = dense_values(self.slice_lengths)
        if any(s < -1 for s in lengths):
            raise D.LOAD_STORE_SLICE_LENGTHS_MIN()
        if len(self.indices) != src.get_num_dims():
            raise D.LOAD_STORE_INDICES(gmem="source", rank=src.get_num_dims(), count=len(self.indices))
        _check_collective(self)


@mosaic_op
class AsyncStoreOp(IRDLOperation):
    """TMA copy of a SMEM ref into a GMEM slice."""

    name = "mosaic_gpu.async_store"

    source = operand_def()
    destination = operand_def()
    indices = var_operand_def()
    predicate = opt_operand_def()
    gmem_peer_id = opt_operand_def()

    commit_group = opt_prop_def(BoolAttr, default_value=TRUE)
    is_global_broadcast = opt_prop_def(BoolAttr, default_value=FALSE)
    reduction_op = opt_prop_def(IntegerAttr[I32])
    slice_lengths = prop_def(DenseArrayBase)

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    def verify_(self) -> None:
        src = expect_memref(self.source.type, describe("source", 0))
        dst = expect_memref(self.destination.type, describe("destination", 1))
        _check_indices(self.indices, 2)
        if self.predicate is not None:
            expect_integer(self.predicate.type, describe("predicate", 2 + len(self.indices)), 1)
        if self.gmem_peer_id is not None:
            expect_integer(self.gmem_peer_id.type, "`gmem_peer_id`", 32)
        check_enum(self, "reduction_op", TMAReduction)
        if self.gmem_peer_id is not None and bool_prop(self, "is_global_broadcast"):
            raise D.ASYNC_STORE_PEER_AND_BROADCAST()
        verify_common_load_store(dst, "destination", src, "source", dense_values(self.slice_lengths), self.indices)


def check_vector_of(op: IRDLOperation, ref: MemRefType, result: Attribute) -> None:
    """The result of ops that infer ``vector<shape x elt>`` from a memref operand (jaxlib's InferTypeOpInterface)."""
    expected = VectorType(ref.element_type, ref.get_shape())
    if result != expected:
        raise D.VECTOR_LOAD_RESULT(expected=expected, got=result, op=op.name)


@mosaic_op
class VectorLoadOp(IRDLOperation):
    """Loads a whole (possibly strided) memref into a vector."""

    name = "mosaic_gpu.vector_load"

    source = operand_def()
    optimized = opt_prop_def(BoolAttr)
    result = result_def()

    traits = traits_def(MemoryReadEffect())

    def __init__(self, source: SSAValue | Operation, optimized: bool | None = None):
        src = SSAValue.get(source)
        assert isinstance(src.type, MemRefType)
        props = {} if optimized is None else {"optimized": BoolAttr.from_bool(optimized)}
        super().__init__(operands=[src], result_types=[VectorType(src.type.element_type, src.type.get_shape())],
                         properties=props)

    def verify_(self) -> None:
        ref = expect_memref(self.source.type, describe("source", 0), non_zero_rank=True)
        check_vector_of(self, ref, self.result.type)


@mosaic_op
class MultimemLoadReduceOp(IRDLOperation):
    name = "mosaic_gpu.multimem_load_reduce"

    source = operand_def()
    reduction_type = prop_def(IntegerAttr[I32])
    result = result_def()

    traits = traits_def(MemoryReadEffect())

    def verify_(self) -> None:
        ref = expect_memref(self.source.type, describe("source", 0), non_zero_rank=True)
        check_vector_of(self, ref, self.result.type)
        check_enum(self, "reduction_type", MultimemLoadReductionType)
        kind = MultimemLoadReductionType(int_prop(self, "reduction_type"))
        elt = ref.element_type
        if isinstance(elt, IntegerType):
            if elt.width.data not in (32, 64):
                raise D.MULTIMEM_INTEGER_WIDTH()
            if kind in (MultimemLoadReductionType.min, MultimemLoadReductionType.max):
                raise D.MULTIMEM_INTEGER_SIGNEDNESS()
        elif str(elt) in ("f32", "f16", "bf16", "f8E4M3FN", "f8E5M2", "f64"):
            if kind not in (MultimemLoadReductionType.add, MultimemLoadReductionType.min,
                            MultimemLoadReductionType.max):
                raise D.MULTIMEM_FLOAT_REDUCTION()
            if str(elt) == "f32" and kind != MultimemLoadReductionType.add:
                raise D.MULTIMEM_F32_REDUCTION()
            if str(elt) == "f64":
                raise D.MULTIMEM_SOURCE_TYPE(type=elt)
        else:
            raise D.MULTIMEM_SOURCE_TYPE(type=elt)
        if not isinstance(ref.memory_space, NoneAttr):
            raise D.MULTIMEM_NOT_GMEM()


@mosaic_op
class VectorStoreOp(IRDLOperation):
    """Stores a vector into a whole (possibly strided) memref."""

    name = "mosaic_gpu.vector_store"

    valueToStore = operand_def()
    destination = operand_def()

    atomic_type = opt_prop_def(IntegerAttr[I32])
    multimem = opt_prop_def(BoolAttr, default_value=FALSE)
    optimized = opt_prop_def(BoolAttr)

    traits = traits_def(MemoryWriteEffect())

    def __init__(self, value: SSAValue | Operation, destination: SSAValue | Operation,
                 optimized: bool | None = None):
        props = {"multimem": FALSE}
        if optimized is not None:
            props["optimized"] = BoolAttr.from_bool(optimized)
        super().__init__(operands=[value, destination], properties=props)

    def verify_(self) -> None:
        src = expect_vector(self.valueToStore.type, describe("valueToStore", 0), non_zero_rank=True)
        dst = expect_memref(self.destination.type, describe("destination", 1), non_zero_rank=True)
        check_enum(self, "atomic_type", AtomicOpType)
        if src.get_shape() != dst.get_shape():
            raise D.VECTOR_STORE_SHAPE(src=", ".join(map(str, src.get_shape())),
                                       dst=", ".join(map(str, dst.get_shape())))
        if src.element_type != dst.element_type:
            raise D.VECTOR_STORE_DTYPE(src=src.element_type, dst=dst.element_type,
                                       fix=cast_fix(src, dst.element_type, self.valueToStore.name_hint))
        if bool_prop(self, "multimem") and not isinstance(dst.memory_space, NoneAttr):
            raise D.VECTOR_STORE_MULTIMEM()


@mosaic_op
class AsyncStoreSmemOp(IRDLOperation):
    """Async store of a vector to the SMEM of a block of the cluster (st.async / red.async)."""

    name = "mosaic_gpu.async_store_smem"

    valueToStore = operand_def()
    destination = operand_def()
    barrier = operand_def()
    cluster_idx = operand_def()

    atomic_type = opt_prop_def(IntegerAttr[I32])
    cluster_dim = prop_def(IntegerAttr[I32])
    optimized = opt_prop_def(BoolAttr)

    traits = traits_def(MemoryWriteEffect())

    def __init__(self, value: SSAValue | Operation, destination: SSAValue | Operation,
                 barrier: SSAValue | Operation, cluster_dim: Dimension | int, cluster_idx: SSAValue | Operation,
                 atomic_type: AtomicOpType | int | None = None, optimized: bool | None = None):
        props: dict[str, Attribute] = {"cluster_dim": enum_attr(cluster_dim)}
        if atomic_type is not None:
            props["atomic_type"] = enum_attr(atomic_type)
        if optimized is not None:
            props["optimized"] = BoolAttr.from_bool(optimized)
        super().__init__(operands=[value, destination, barrier, cluster_idx], properties=props)

    def verify_(self) -> None:
        value_t = self.valueToStore.type
        if not isinstance(value_t, VectorType) or value_t.get_num_dims() == 0:
            ref = self.destination.type
            shape = shape_text(ref) if isinstance(ref, MemRefType) and ref.get_shape() else "128x"
            elt = value_t.element_type if isinstance(value_t, VectorType) else value_t
            raise D.ASYNC_STORE_SMEM_SCALAR(type=value_t, fix=f"vector<{shape}{elt}>")
        ref_t = self.destination.type
        if not isinstance(ref_t, MemRefType):
            raise D.ASYNC_STORE_SMEM_REF_NOT_REF(
                type=ref_t, fix=f"memref<{shape_text(value_t)}{value_t.element_type}, {SMEM_TEXT}>")
        if not is_smem(ref_t):
            raise D.ASYNC_STORE_SMEM_REF_NOT_SMEM(type=ref_t, fix=with_space(ref_t, SMEM_TEXT))
        barrier_t = self.barrier.type
        if not isinstance(barrier_t, MemRefType):
            raise D.ASYNC_STORE_SMEM_BARRIER_NOT_REF(type=barrier_t)
        if not is_smem(barrier_t):
            raise D.ASYNC_STORE_SMEM_BARRIER_NOT_SMEM(type=barrier_t, fix=with_space(barrier_t, SMEM_TEXT))
        if ref_t.get_shape() != value_t.get_shape():
            raise D.ASYNC_STORE_SMEM_SHAPE(value_shape=py_tuple(value_t.get_shape()),
                                           ref_shape=py_tuple(ref_t.get_shape()))
        if ref_t.element_type != value_t.element_type:
            raise D.ASYNC_STORE_SMEM_DTYPE(value_dtype=dtype_name(value_t.element_type),
                                           ref_dtype=dtype_name(ref_t.element_type),
                                           fix=cast_fix(value_t, ref_t.element_type, self.operands[0].name_hint))
        if not isinstance(barrier_t.element_type, BarrierType):
            raise D.ASYNC_STORE_SMEM_BARRIER_NOT_BARRIER(type=barrier_t)
        count = 1
        for d in barrier_t.get_shape():
            count *= d
        if count != 1:
            raise D.ASYNC_STORE_SMEM_BARRIER_COUNT(shape=py_tuple(barrier_t.get_shape()))
        expect_integer(self.cluster_idx.type, describe("cluster_idx", 3), 32)
        check_enum(self, "cluster_dim", Dimension)
        check_enum(self, "atomic_type", AtomicOpType)
        if self.atomic_type is not None:
            elt = value_t.element_type
            if str(elt) == "f32":
                raise D.ASYNC_ATOMIC_F32()
            if str(elt) in ("f16", "bf16"):
                raise D.ASYNC_ATOMIC_F16()
            if not (isinstance(elt, IntegerType) and elt.width.data == 32):
                raise D.ASYNC_ATOMIC_OTHER(type=elt)


@mosaic_op
class AsyncLoadPeerOp(IRDLOperation):
    """``mosaic_gpu.async_load`` of jax 0.11+: its ``barrier`` is optional and an optional ``gmem_peer_id``
    (i32) names the device to load from in a multi-GPU setting (jaxlib 0.11.2's bindings: operand
    segments source, destination, barrier?, indices*, predicate?, gmem_peer_id?)."""

    name = "mosaic_gpu.async_load"

    source = operand_def()
    destination = operand_def()
    barrier = opt_operand_def()
    indices = var_operand_def()
    predicate = opt_operand_def()
    gmem_peer_id = opt_operand_def()

    collective = prop_def(ArrayAttr)
    leader_tracked = opt_prop_def(CopyPartitionedAttr | CopyReplicatedAttr)
    oob_fill_mode = opt_prop_def(IntegerAttr[I32], default_value=enum_attr(OOBFillMode.zeros))
    slice_lengths = prop_def(DenseArrayBase)

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    # six operand segments (0.10.2 wrote five: no gmem_peer_id)
    SPELLINGS: ClassVar = (spelling("'mosaic_gpu.async_load' with six operand segments",
                                    r'"mosaic_gpu\.async_load"\([^)]*\)\s*<\{[^}]*operandSegmentSizes = '
                                    r"array<i32(?:: *\d+(?:, *\d+){5})>"),)

    def verify_(self) -> None:
        src = expect_memref(self.source.type, describe("source", 0))
        dst = expect_memref(self.destination.type, describe("destination", 1))
        index = 2
        if self.barrier is not None:
            expect_barrier_ref(self.barrier.type, describe("barrier", index))
            index += 1
        _check_indices(self.indices, index)
        index += len(self.indices)
        if self.predicate is not None:
            expect_integer(self.predicate.type, describe("predicate", index), 1)
            index += 1
        if self.gmem_peer_id is not None:
            expect_integer(self.gmem_peer_id.type, describe("gmem_peer_id", index), 32)
        check_enum(self, "oob_fill_mode", OOBFillMode)
        verify_common_load_store(src, "source", dst, "destination", dense_values(self.slice_lengths), self.indices)
        _check_collective(self)
