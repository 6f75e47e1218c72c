"""The ops of the mosaic_gpu dialect (jaxlib 0.10.2 ``mosaic_gpu.td``), with JAX's diagnostics.

Operand order, property names and segment sizes are jaxlib's; ops with a jaxlib ``assemblyFormat``
print in that format, all others print in generic form, as jaxlib does.

Operand constraints are deliberately loose in IRDL: each ``verify_`` checks the types itself so that
every mistake gets the message JAX gives (SPEC §3) or an ODS-like one, with a note saying how to fix it.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import IntEnum
from typing import ClassVar, TypeVar

from xdsl.dialects.builtin import (
    I32,
    I64,
    AnyAttr,
    ArrayAttr,
    BoolAttr,
    DenseArrayBase,
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    NoneAttr,
    StringAttr,
    VectorType,
    i32,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    OptPropertyDef,
    ParsePropInAttrDict,
    VarConstraint,
    irdl_op_definition,
    lazy_traits_def,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.traits import (
    HasParent,
    IsolatedFromAbove,
    IsTerminator,
    MemoryReadEffect,
    MemoryWriteEffect,
    NoTerminator,
    Pure,
    ReturnLike,
    SingleBlockImplicitTerminator,
)

from mgpu.dialect import diagnostics as D
from mgpu.dialect.syntax import with_default_properties
from mgpu.dialect.mosaic_gpu.attributes import (
    AtomicOpType,
    BarrierType,
    CopyPartitionedAttr,
    CopyReplicatedAttr,
    Dimension,
    MultimemLoadReductionType,
    OOBFillMode,
    SmemClusterAttr,
    SwizzleTransformAttr,
    TileTransformAttr,
    TiledLayoutAttr,
    TMAReduction,
    WGStridedFragLayoutAttr,
    bitwidth,
    dtype_name,
    enum_attr,
    enum_name,
    is_smem,
    is_tmem,
    py_tuple,
)

IRDLOperationT = TypeVar("IRDLOperationT", bound=IRDLOperation)

# --------------------------------------------------------------------------------------------
# Checking helpers: each raises an MgpuError from the message table
# --------------------------------------------------------------------------------------------

SMEM_TEXT = "#gpu.address_space<workgroup>"


def space_str(t: MemRefType) -> str:
    """A memory space as jaxlib's ``<< getMemorySpace()`` prints it (a null attribute for GMEM)."""
    if isinstance(t.memory_space, NoneAttr):
        return "<<NULL ATTRIBUTE>>"
    return str(t.memory_space)


def _shape_text(t: MemRefType | VectorType) -> str:
    """The ``64x128x`` prefix of a shaped type."""
    return "".join(f"{'?' if d < 0 else d}x" for d in t.get_shape())


def with_space(t: MemRefType, space: str) -> str:
    """``t`` printed with another memory space (for notes)."""
    return f"memref<{_shape_text(t)}{t.element_type}, {space}>"


def cast_fix(value: VectorType, target: Attribute) -> str:
    """An op that casts ``value`` to element type ``target``."""
    src = value.element_type
    result = f"vector<{_shape_text(value)}{target}>"
    sb, tb = bitwidth(src), bitwidth(target)
    src_int, tgt_int = isinstance(src, IntegerType), isinstance(target, IntegerType)
    if isinstance(src, IndexType) or isinstance(target, IndexType):
        op = "arith.index_cast"
    elif src_int and tgt_int:
        op = "arith.trunci" if (sb or 0) > (tb or 0) else "arith.extsi"
    elif src_int:
        op = "arith.sitofp"
    elif tgt_int:
        op = "arith.fptosi"
    else:
        op = "arith.truncf" if (sb or 0) > (tb or 0) else "arith.extf"
    return f"`{op} %value : {value} to {result}`"


def _describe(name: str, index: int, kind: str = "operand") -> str:
    return f"{kind} #{index} (`{name}`)"


def _expect_shaped(
    t: Attribute,
    what: str,
    kind: type[MemRefType] | type[VectorType],
    noun: str,
    zero_rank_noun: str,
    rank: int | None,
    non_zero_rank: bool,
    elements: Sequence[type[Attribute] | Attribute] | None,
    elements_text: str,
) -> None:
    """ODS-like operand check for a memref or vector: kind, rank and element type."""
    expected = noun
    if rank is not None:
        expected = f"{rank}D {noun}"
    elif non_zero_rank:
        expected = zero_rank_noun
    if elements_text:
        expected += f" of {elements_text}"
    ok = (
        isinstance(t, kind)
        and (rank is None or t.get_num_dims() == rank)
        and not (non_zero_rank and t.get_num_dims() == 0)
        and (elements is None or _element_in(t.element_type, elements))
    )
    if not ok:
        raise D.OPERAND_TYPE(what=what, expected=expected, type=t, fix=f"pass a {expected}")


def expect_memref(
    t: Attribute,
    what: str,
    *,
    rank: int | None = None,
    non_zero_rank: bool = False,
    elements: Sequence[type[Attribute] | Attribute] | None = None,
    elements_text: str = "",
) -> MemRefType:
    _expect_shaped(t, what, MemRefType, "memref", "non-0-ranked memref", rank, non_zero_rank,
                   elements, elements_text)
    assert isinstance(t, MemRefType)
    return t


def expect_vector(
    t: Attribute,
    what: str,
    *,
    rank: int | None = None,
    non_zero_rank: bool = False,
    elements: Sequence[type[Attribute] | Attribute] | None = None,
    elements_text: str = "",
) -> VectorType:
    _expect_shaped(t, what, VectorType, "vector", "vector of non-zero rank", rank, non_zero_rank,
                   elements, elements_text)
    assert isinstance(t, VectorType)
    return t


def expect_integer(t: Attribute, what: str, width: int) -> None:
    if not (isinstance(t, IntegerType) and t.width.data == width):
        how = "e.g. from arith.cmpi" if width == 1 else "convert it with arith.index_cast / arith.trunci / arith.extsi"
        raise D.OPERAND_TYPE(what=what, expected=f"i{width}", type=t, fix=f"pass an i{width} value ({how})")


def _element_in(elt: Attribute, allowed: Sequence[type[Attribute] | Attribute]) -> bool:
    for a in allowed:
        if isinstance(a, type):
            if isinstance(elt, a):
                return True
        elif elt == a:
            return True
    return False


def expect_barrier_ref(t: Attribute, what: str) -> MemRefType:
    return expect_memref(t, what, rank=0, elements=[BarrierType], elements_text="!mosaic_gpu.barrier")


def expect_tmem(op_ref: MemRefType, origin: str = " (from mosaic_gpu.tmem_alloc)") -> None:
    if not is_tmem(op_ref):
        raise D.TMEM_MEMORY_SPACE(space=space_str(op_ref), fix=with_space(op_ref, "#mosaic_gpu.tmem") + origin)


# The enums' descriptions in jaxlib's td: MLIR's message for a bad enum attribute quotes them.
ENUM_SUMMARIES = {
    "Dimension": "a dimension, either 'x', 'y', or 'z'",
    "SwizzlingMode": "What swizzling to use for a memory access.",
    "TMAReduction": "Reduction operation for TMA.",
    "OOBFillMode": "Out of bounds fill mode for TMA.",
    "AtomicOpType": "Atomic store operation type",
    "MultimemLoadReductionType": "Reduction operation for multimem reduction.",
    "TMEMLoadReduction": "Reduction operation for load reduce.",
}


def check_enum(op: IRDLOperation, name: str, enum: type[IntEnum]) -> None:
    attr = op.properties.get(name)
    if attr is None:
        return
    assert isinstance(attr, IntegerAttr)
    value = attr.value.data
    if value not in {m.value for m in enum}:
        cases = ", ".join(f"{m.value} : i32 ({enum_name(m)})" for m in enum)
        raise D.ENUM_VALUE(name=name, cases=cases, value=value, summary=ENUM_SUMMARIES.get(enum.__name__, enum.__name__))


def check_int_prop(op: IRDLOperation, name: str, *, positive: bool = False, non_negative: bool = False) -> None:
    attr = op.properties.get(name)
    if attr is None:
        return
    assert isinstance(attr, IntegerAttr)
    value = attr.value.data
    width = attr.type.width.data if isinstance(attr.type, IntegerType) else 64
    if positive and value <= 0:
        raise D.ATTRIBUTE_CONSTRAINT(
            name=name,
            constraint=f"{width}-bit signless integer attribute whose value is positive",
            fix=f"use a positive {name}, got {value}",
        )
    if non_negative and value < 0:
        raise D.ATTRIBUTE_CONSTRAINT(
            name=name,
            constraint=f"{width}-bit signless integer attribute whose value is non-negative",
            fix=f"use a non-negative {name}, got {value}",
        )


def int_prop(op: IRDLOperation, name: str, default: int | None = None) -> int | None:
    attr = op.properties.get(name)
    if isinstance(attr, IntegerAttr):
        return attr.value.data
    return default


def bool_prop(op: IRDLOperation, name: str, default: bool = False) -> bool:
    attr = op.properties.get(name)
    if isinstance(attr, IntegerAttr):
        return bool(attr.value.data)
    return default


def dense_values(attr: Attribute | None) -> tuple[int, ...]:
    if isinstance(attr, DenseArrayBase):
        return tuple(int(v) for v in attr.get_values())
    return ()


# Examples for the note of a missing property.
_PROPERTY_EXAMPLES = {
    "arrival_count": "1 : i64",
    "broadcast_dimensions": "array<i64: 0>",
    "cluster_dim": "0 : i32",
    "dimension": "0 : i32",
    "expect_tx": "0 : i32",
    "format": '"{}"',
    "multiple": "1 : i32",
    "new_layout": "#mosaic_gpu.TiledLayout<...>",
    "num_barriers": "1 : i32",
    "offset": "0 : i32",
    "operandSegmentSizes": "array<i32: ...>",
    "orders_tensor_core": "false",
    "reduction_type": "0 : i32",
    "slice_lengths": "array<i64: ...>",
}


def mosaic_op(cls: type[IRDLOperationT]) -> type[IRDLOperationT]:
    """``irdl_op_definition`` plus MLIR's "requires attribute" check, with a note, for missing properties."""
    cls = irdl_op_definition(cls)
    checked = cls.verify_

    def verify_(self: IRDLOperation) -> None:
        for name, prop in type(self).get_irdl_definition().properties.items():
            if name not in self.properties and not isinstance(prop, OptPropertyDef):
                raise D.ATTRIBUTE_MISSING(name=name, example=_PROPERTY_EXAMPLES.get(name, "[]"))
        if (same := getattr(self, "SAME_OPERAND_RESULT", None)) is not None:
            operand, result = same(self)
            if operand.type != result.type:
                raise D.SAME_OPERAND_RESULT_TYPE(type=operand.type)
        checked(self)

    cls.verify_ = verify_  # type: ignore[method-assign]
    return cls


FALSE = BoolAttr.from_bool(False)
TRUE = BoolAttr.from_bool(True)

# --------------------------------------------------------------------------------------------
# Barriers
# --------------------------------------------------------------------------------------------


@mosaic_op
class InitializeBarrierOp(IRDLOperation):
    """Initializes ``num_barriers`` barriers at ``base_pointer`` (an ``!llvm.ptr<3>``)."""

    name = "mosaic_gpu.initialize_barrier"

    base_pointer = operand_def()
    arrival_count = prop_def(IntegerAttr[I64])
    num_barriers = prop_def(IntegerAttr[I32])
    orders_tensor_core = prop_def(BoolAttr)

    def __init__(self, base_pointer: SSAValue | Operation, arrival_count: int, num_barriers: int = 1,
                 orders_tensor_core: bool = False):
        super().__init__(
            operands=[base_pointer],
            properties={
                "arrival_count": IntegerAttr(arrival_count, 64),
                "num_barriers": IntegerAttr(num_barriers, 32),
                "orders_tensor_core": BoolAttr.from_bool(orders_tensor_core),
            },
        )

    def verify_(self) -> None:
        t = self.base_pointer.type
        if not (getattr(t, "name", None) == "llvm.ptr" and str(t) == "!llvm.ptr<3>"):
            raise D.BARRIER_POINTER_SPACE(type=t)
        check_int_prop(self, "arrival_count", positive=True)
        check_int_prop(self, "num_barriers", positive=True)


@mosaic_op
class ArriveOp(IRDLOperation):
    name = "mosaic_gpu.arrive"

    barrier = operand_def()
    orders_tensor_core = prop_def(BoolAttr)

    def __init__(self, barrier: SSAValue | Operation, orders_tensor_core: bool = False):
        super().__init__(operands=[barrier], properties={"orders_tensor_core": BoolAttr.from_bool(orders_tensor_core)})

    def verify_(self) -> None:
        expect_barrier_ref(self.barrier.type, _describe("barrier", 0))


@mosaic_op
class ArriveExpectTxOp(IRDLOperation):
    """``mosaic_gpu.arrive_expect_tx barrier(%b : memref<!mosaic_gpu.barrier, ...>) 16384``."""

    name = "mosaic_gpu.arrive_expect_tx"

    barrier = operand_def()
    expect_tx = prop_def(IntegerAttr[I32])

    assembly_format = "`barrier` `(` $barrier `:` type($barrier) `)` $expect_tx attr-dict"

    def __init__(self, barrier: SSAValue | Operation, expect_tx: int):
        super().__init__(operands=[barrier], properties={"expect_tx": IntegerAttr(expect_tx, 32)})

    def verify_(self) -> None:
        expect_barrier_ref(self.barrier.type, _describe("barrier", 0))
        check_int_prop(self, "expect_tx", non_negative=True)


@mosaic_op
class WaitOp(IRDLOperation):
    """``mosaic_gpu.wait barrier(%b : memref<...>) parity(%p : i1)``."""

    name = "mosaic_gpu.wait"

    barrier = operand_def()
    parity = operand_def()

    assembly_format = (
        "`barrier` `(` $barrier `:` type($barrier) `)` `parity` `(` $parity `:` type($parity) `)` attr-dict"
    )

    def __init__(self, barrier: SSAValue | Operation, parity: SSAValue | Operation):
        super().__init__(operands=[barrier, parity])

    def verify_(self) -> None:
        expect_barrier_ref(self.barrier.type, _describe("barrier", 0))
        expect_integer(self.parity.type, _describe("parity", 1), 1)


@mosaic_op
class TryClusterCancelOp(IRDLOperation):
    name = "mosaic_gpu.try_cluster_cancel"

    cancellation_result = operand_def()
    barrier = operand_def()
    predicate = opt_operand_def()

    def verify_(self) -> None:
        t = expect_memref(self.cancellation_result.type, _describe("cancellation_result", 0), rank=1,
                          elements=[IntegerType(8)], elements_text="i8")
        expect_barrier_ref(self.barrier.type, _describe("barrier", 1))
        if self.predicate is not None:
            expect_integer(self.predicate.type, _describe("predicate", 2), 1)
        if t.get_shape()[0] != 16:
            raise D.CLUSTER_CANCEL_SIZE(what="Try cluster cancel response", n=t.get_shape()[0])
        if not is_smem(t):
            raise D.CLUSTER_CANCEL_SMEM()


@mosaic_op
class QueryClusterCancelOp(IRDLOperation):
    name = "mosaic_gpu.query_cluster_cancel"

    cancellation_result = operand_def()
    x = result_def(i32)
    y = result_def(i32)
    z = result_def(i32)
    success = result_def(IntegerType(1))

    def verify_(self) -> None:
        t = expect_memref(self.cancellation_result.type, _describe("cancellation_result", 0), rank=1,
                          elements=[IntegerType(8)], elements_text="i8")
        if t.get_shape()[0] != 16:
            raise D.CLUSTER_CANCEL_SIZE(what="Response to decode", n=t.get_shape()[0])
        if not is_smem(t):
            raise D.CLUSTER_CANCEL_SMEM()


# --------------------------------------------------------------------------------------------
# TMA and vector transfers
# --------------------------------------------------------------------------------------------

_INDEX_TYPES_TEXT = "i32 or 1D vector of i32/i16/i8"


def _check_indices(indices: Sequence[SSAValue], first: int) -> None:
    for i, idx in enumerate(indices):
        t = idx.type
        if isinstance(t, IntegerType) and t.width.data == 32:
            continue
        if (isinstance(t, VectorType) and t.get_num_dims() == 1 and isinstance(t.element_type, IntegerType)
                and t.element_type.width.data in (8, 16, 32)):
            continue
        raise D.OPERAND_TYPE(what=_describe("indices", first + i), expected=_INDEX_TYPES_TEXT, type=t,
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

    def verify_(self) -> None:
        src = expect_memref(self.source.type, _describe("source", 0))
        dst = expect_memref(self.destination.type, _describe("destination", 1))
        expect_barrier_ref(self.barrier.type, _describe("barrier", 2))
        _check_indices(self.indices, 3)
        if self.predicate is not None:
            expect_integer(self.predicate.type, _describe("predicate", 3 + len(self.indices)), 1)
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
        src = expect_memref(self.source.type, _describe("source", 0))
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
        src = expect_memref(self.source.type, _describe("source", 0))
        dst = expect_memref(self.destination.type, _describe("destination", 1))
        _check_indices(self.indices, 2)
        if self.predicate is not None:
            expect_integer(self.predicate.type, _describe("predicate", 2 + len(self.indices)), 1)
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
        ref = expect_memref(self.source.type, _describe("source", 0), non_zero_rank=True)
        check_vector_of(self, ref, self.result.type)


@mosaic_op
class MultimemLoadReduceOp(IRDLOperation):
    name = "mosaic_gpu.multimem_load_reduce"

    source = operand_def()
    reduction_type = prop_def(IntegerAttr[I32])
    result = result_def()

    traits = traits_def(MemoryReadEffect())

    def verify_(self) -> None:
        ref = expect_memref(self.source.type, _describe("source", 0), non_zero_rank=True)
        check_vector_of(self, ref, self.result.type)
        check_enum(self, "reduction_type", MultimemLoadReductionType)
        kind = MultimemLoadReductionType(int_prop(self, "reduction_type"))
        elt = ref.element_type
        fix = "see the multimem.ld_reduce restrictions in the PTX ISA"
        if isinstance(elt, IntegerType):
            if elt.width.data not in (32, 64):
                raise D.MULTIMEM_LOAD_REDUCE(text="Only supported 32 and 64 bit integer operations", fix=fix)
            if kind in (MultimemLoadReductionType.min, MultimemLoadReductionType.max):
                raise D.MULTIMEM_LOAD_REDUCE(
                    text="Integer Min, or Max reductions must specify signedness (use Umin, Smin, Umax, Smax).",
                    fix="use reduction_type 6 (umin), 7 (umax), 8 (smin) or 9 (smax)")
        elif str(elt) in ("f32", "f16", "bf16", "f8E4M3FN", "f8E5M2", "f64"):
            if kind not in (MultimemLoadReductionType.add, MultimemLoadReductionType.min,
                            MultimemLoadReductionType.max):
                raise D.MULTIMEM_LOAD_REDUCE(text="Only Add, Max and Min reductions are supported on float source.",
                                             fix=fix)
            if str(elt) == "f32" and kind != MultimemLoadReductionType.add:
                raise D.MULTIMEM_LOAD_REDUCE(text="Only Add is supported for F32 source type.", fix=fix)
            if str(elt) == "f64":
                raise D.MULTIMEM_LOAD_REDUCE(text=f"Unsupported source type: {elt}", fix=fix)
        else:
            raise D.MULTIMEM_LOAD_REDUCE(text=f"Unsupported source type: {elt}", fix=fix)
        if not isinstance(ref.memory_space, NoneAttr):
            raise D.MULTIMEM_LOAD_REDUCE(text="Expected the ref to be in GMEM.", fix="drop the memory space")


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
        src = expect_vector(self.valueToStore.type, _describe("valueToStore", 0), non_zero_rank=True)
        dst = expect_memref(self.destination.type, _describe("destination", 1), non_zero_rank=True)
        check_enum(self, "atomic_type", AtomicOpType)
        if src.get_shape() != dst.get_shape():
            raise D.VECTOR_STORE_SHAPE(src=", ".join(map(str, src.get_shape())),
                                       dst=", ".join(map(str, dst.get_shape())))
        if src.element_type != dst.element_type:
            raise D.VECTOR_STORE_DTYPE(src=src.element_type, dst=dst.element_type,
                                       fix=cast_fix(src, dst.element_type))
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
            shape = _shape_text(ref) if isinstance(ref, MemRefType) and ref.get_shape() else "128x"
            elt = value_t.element_type if isinstance(value_t, VectorType) else value_t
            raise D.ASYNC_STORE_SMEM_SCALAR(type=value_t, fix=f"vector<{shape}{elt}>")
        ref_t = self.destination.type
        if not isinstance(ref_t, MemRefType):
            raise D.ASYNC_STORE_SMEM_REF_NOT_REF(
                type=ref_t, fix=f"memref<{_shape_text(value_t)}{value_t.element_type}, {SMEM_TEXT}>")
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
                                           fix=cast_fix(value_t, ref_t.element_type))
        if not isinstance(barrier_t.element_type, BarrierType):
            raise D.ASYNC_STORE_SMEM_BARRIER_NOT_BARRIER(type=barrier_t)
        count = 1
        for d in barrier_t.get_shape():
            count *= d
        if count != 1:
            raise D.ASYNC_STORE_SMEM_BARRIER_COUNT(shape=py_tuple(barrier_t.get_shape()))
        expect_integer(self.cluster_idx.type, _describe("cluster_idx", 3), 32)
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


# --------------------------------------------------------------------------------------------
# Layouts, transforms and SMEM/TMEM refs
# --------------------------------------------------------------------------------------------


@mosaic_op
class LayoutCastOp(IRDLOperation):
    """``%r = mosaic_gpu.layout_cast x(%v : vector<...>) {new_layout = #mosaic_gpu.TiledLayout<...>}``."""

    name = "mosaic_gpu.layout_cast"

    T: ClassVar = VarConstraint("T", AnyAttr())

    x = operand_def(T)
    new_layout = prop_def()
    result = result_def(T)

    traits = traits_def(Pure())  # Pure as in jaxlib after 0.10.2
    assembly_format = "`x` `(` $x `:` type($x) `)` attr-dict"
    irdl_options = (ParsePropInAttrDict(),)
    SAME_OPERAND_RESULT: ClassVar = staticmethod(lambda op: (op.x, op.result))

    def __init__(self, x: SSAValue | Operation, new_layout: Attribute):
        v = SSAValue.get(x)
        super().__init__(operands=[v], result_types=[v.type], properties={"new_layout": new_layout})

    def verify_(self) -> None:
        expect_vector(self.x.type, _describe("x", 0))
        if not isinstance(self.new_layout, (TiledLayoutAttr, WGStridedFragLayoutAttr)):
            raise D.ATTRIBUTE_CONSTRAINT(
                name="new_layout", constraint="#mosaic_gpu.WGStridedFragLayout or #mosaic_gpu.TiledLayout",
                fix=f"got {self.new_layout}")


@mosaic_op
class TmemLayoutCastOp(IRDLOperation):
    name = "mosaic_gpu.tmem_layout_cast"

    ref = operand_def()
    new_layout = prop_def(TiledLayoutAttr)
    result = result_def()

    traits = traits_def(Pure())

    def __init__(self, ref: SSAValue | Operation, new_layout: TiledLayoutAttr):
        r = SSAValue.get(ref)
        super().__init__(operands=[r], result_types=[r.type], properties={"new_layout": new_layout})

    def verify_(self) -> None:
        t = expect_memref(self.ref.type, _describe("ref", 0), rank=2)
        if self.result.type != t:
            raise D.SAME_OPERAND_RESULT_TYPE(type=t)
        expect_tmem(t)


@mosaic_op
class BroadcastInDimOp(IRDLOperation):
    """``mosaic_gpu.broadcast_in_dim(%v : vector<...>) {broadcast_dimensions = array<i64: ...>} -> vector<...>``."""

    name = "mosaic_gpu.broadcast_in_dim"

    operand = operand_def()
    broadcast_dimensions = prop_def(DenseArrayBase)
    result = result_def()

    assembly_format = "`(` $operand `:` type($operand) `)` attr-dict `->` type($result)"
    irdl_options = (ParsePropInAttrDict(),)

    def verify_(self) -> None:
        src = expect_vector(self.operand.type, _describe("operand", 0))
        dst = expect_vector(self.result.type, _describe("result", 0, "result"))
        fix = "see `lax.broadcast_in_dim`: dims map operand dimensions to result dimensions"

        def fail(text: str) -> None:
            raise D.BROADCAST_IN_DIM(text=text, fix=fix)

        if src.get_num_dims() == 0:
            fail("The input vector must have rank > 0.")
        if src.get_num_dims() > dst.get_num_dims():
            fail("The rank of the input vector must be smaller or equal to the rank of the result vector.")
        dims = dense_values(self.broadcast_dimensions)
        if src.get_num_dims() != len(dims):
            fail("The size of the `broadcast_dimensions` attribute must be equal to the rank of the input vector.")
        for i, d in enumerate(dims):
            if d < 0 or d >= dst.get_num_dims():
                fail("The values in the `broadcast_dimensions` attribute must be in the range "
                     f"[0, result.shape.rank={dst.get_num_dims()}).")
            if i > 0 and d <= dims[i - 1]:
                fail("The values in the `broadcast_dimensions` attribute must be strictly increasing.")
            if src.get_shape()[i] not in (1, dst.get_shape()[d]):
                fail(f"The size of the input vector's dimension {i} must be either 1 or equal to the size of "
                     f"the result vector's dimension {d}.")


@mosaic_op
class ReinterpretCastOp(IRDLOperation):
    name = "mosaic_gpu.reinterpret_cast"

    source = operand_def()
    result = result_def()

    traits = traits_def(Pure())

    def verify_(self) -> None:
        src = expect_memref(self.source.type, _describe("source", 0))
        dst = expect_memref(self.result.type, _describe("result", 0, "result"))
        if src.element_type != dst.element_type:
            raise D.REINTERPRET_CAST_DTYPE(elt=src.element_type)
        n_src = src.element_count() if src.get_shape() else 1
        n_dst = dst.element_count() if dst.get_shape() else 1
        if n_src != n_dst:
            raise D.REINTERPRET_CAST_SIZE(src=n_src, dst=n_dst)


@mosaic_op
class SliceSMEMOp(IRDLOperation):
    """A SMEM ref at byte ``offset`` of the kernel's dynamic SMEM."""

    name = "mosaic_gpu.slice_smem"

    alias_id = opt_prop_def(IntegerAttr[I32])
    offset = prop_def(IntegerAttr[I32])
    result = result_def()

    traits = traits_def(Pure())

    def __init__(self, result_type: MemRefType, offset: int):
        super().__init__(result_types=[result_type], properties={"offset": IntegerAttr(offset, 32)})

    def verify_(self) -> None:
        expect_memref(self.result.type, _describe("result", 0, "result"))
        check_int_prop(self, "offset", non_negative=True)


@mosaic_op
class WithTransformsOp(IRDLOperation):
    """Sets the SMEM transforms (``[#mosaic_gpu.tile<...>, #mosaic_gpu.swizzle<...>]``) of a memref."""

    name = "mosaic_gpu.with_transforms"

    ref = operand_def()
    transforms = prop_def(ArrayAttr)
    result = result_def()

    traits = traits_def(Pure())  # Pure as in jaxlib after 0.10.2

    def __init__(self, ref: SSAValue | Operation, transforms: Sequence[Attribute]):
        r = SSAValue.get(ref)
        super().__init__(operands=[r], result_types=[r.type], properties={"transforms": ArrayAttr(transforms)})

    def verify_(self) -> None:
        t = expect_memref(self.ref.type, _describe("ref", 0))
        if self.result.type != t:
            raise D.SAME_OPERAND_RESULT_TYPE(type=t)
        for tr in self.transforms.data:
            if not isinstance(tr, (TileTransformAttr, SwizzleTransformAttr)):
                raise D.ATTRIBUTE_CONSTRAINT(
                    name="transforms", constraint="array of #mosaic_gpu.tile / #mosaic_gpu.swizzle transforms",
                    fix=f"remove {tr}")


@mosaic_op
class GetClusterRefOp(IRDLOperation):
    name = "mosaic_gpu.get_cluster_ref"

    source = operand_def()
    x = opt_operand_def()
    y = opt_operand_def()
    z = opt_operand_def()
    result = result_def()

    traits = traits_def(Pure())
    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    def verify_(self) -> None:
        src = expect_memref(self.source.type, _describe("source", 0))
        for name, v in (("x", self.x), ("y", self.y), ("z", self.z)):
            if v is not None:
                expect_integer(v.type, f"`{name}`", 32)
        res = self.result.type
        if not (
            isinstance(res, MemRefType)
            and isinstance(res.memory_space, SmemClusterAttr)
            and res.get_shape() == src.get_shape()
            and res.element_type == src.element_type
        ):
            raise D.VECTOR_LOAD_RESULT(expected=with_space(src, "#mosaic_gpu.smem_cluster"), got=res, op=self.name)


# --------------------------------------------------------------------------------------------
# Compute
# --------------------------------------------------------------------------------------------

_WGMMA_AB = ("f16", "bf16", "tf32", "f32", "f8E4M3FN", "f8E5M2", "i8")
_WGMMA_ACC = ("f16", "f32", "i32")


def _elt_in(t: VectorType | MemRefType, names: Sequence[str]) -> bool:
    return str(t.element_type) in names


@mosaic_op
class WGMMAOp(IRDLOperation):
    """``%r = mosaic_gpu.wgmma accumulator(%acc : vector) a(%a : memref|vector) b(%b : memref) -> vector``."""

    name = "mosaic_gpu.wgmma"

    accumulator = operand_def()
    a = operand_def()
    b = operand_def()
    result = result_def()

    assembly_format = (
        "`accumulator` `(` $accumulator `:` type($accumulator) `)` `a` `(` $a `:` type($a) `)` "
        "`b` `(` $b `:` type($b) `)` attr-dict `->` type($result)"
    )

    def verify_(self) -> None:
        acc = expect_vector(self.accumulator.type, _describe("accumulator", 0), rank=2)
        if not _elt_in(acc, _WGMMA_ACC):
            raise D.OPERAND_TYPE(what=_describe("accumulator", 0), expected="2D vector of f16, f32 or i32",
                                 type=acc, fix="accumulate in f32 (or i32 for integer inputs)")
        a_t = self.a.type
        if not (isinstance(a_t, (MemRefType, VectorType)) and a_t.get_num_dims() == 2 and _elt_in(a_t, _WGMMA_AB)):
            raise D.OPERAND_TYPE(what=_describe("a", 1),
                                 expected="2D memref or vector of f16, bf16, tf32, f32, f8E4M3FN, f8E5M2 or i8",
                                 type=a_t, fix="pass `a` as a 2D SMEM memref or a 2D vector")
        b_t = expect_memref(self.b.type, _describe("b", 2), rank=2)
        if not _elt_in(b_t, _WGMMA_AB):
            raise D.OPERAND_TYPE(what=_describe("b", 2),
                                 expected="2D memref of f16, bf16, tf32, f32, f8E4M3FN, f8E5M2 or i8",
                                 type=b_t, fix="pass `b` as a 2D SMEM memref")
        if self.result.type != acc:
            raise D.VECTOR_LOAD_RESULT(expected=acc, got=self.result.type, op=self.name)
        if a_t.element_type != b_t.element_type:
            raise D.WGMMA_AB_DTYPE(a=a_t.element_type, b=b_t.element_type)
        m, n_acc = acc.get_shape()
        a0, k = a_t.get_shape()
        b0, n = b_t.get_shape()
        if m != a0:
            raise D.MMA_M_MISMATCH(m=m, a=a0)
        if k != b0:
            raise D.MMA_K_MISMATCH(k=k, b=b0)
        if n != n_acc:
            raise D.MMA_N_MISMATCH(n=n, acc=n_acc)
        if m % 64:
            raise D.WGMMA_M_MULTIPLE(m=m)


@mosaic_op
class MMAOp(IRDLOperation):
    """Synchronous ``mma.sync`` on register operands."""

    name = "mosaic_gpu.mma"

    accumulator = operand_def()
    a = operand_def()
    b = operand_def()
    result = result_def()

    assembly_format = (
        "`accumulator` `(` $accumulator `:` type($accumulator) `)` `a` `(` $a `:` type($a) `)` "
        "`b` `(` $b `:` type($b) `)` attr-dict `->` type($result)"
    )

    def verify_(self) -> None:
        acc = expect_vector(self.accumulator.type, _describe("accumulator", 0), rank=2)
        a_t = expect_vector(self.a.type, _describe("a", 1), rank=2)
        b_t = expect_vector(self.b.type, _describe("b", 2), rank=2)
        if self.result.type != acc:
            raise D.VECTOR_LOAD_RESULT(expected=acc, got=self.result.type, op=self.name)
        if a_t.element_type != b_t.element_type:
            raise D.WGMMA_AB_DTYPE(a=a_t.element_type, b=b_t.element_type)
        m, n_acc = acc.get_shape()
        a0, k = a_t.get_shape()
        b0, n = b_t.get_shape()
        if m != a0:
            raise D.OP_INVARIANT(
                text=f"The accumulator's first dimension {m} must be equal to the first dimension of `a`: {a0}.",
                fix=f"make `a` {m} rows tall")
        if k != b0:
            raise D.OP_INVARIANT(text=f"`a`'s second dimension {k} must be equal to `b`'s first dimension: {b0}.",
                                     fix=f"make `b` {k} rows tall")
        if n_acc != n:
            raise D.OP_INVARIANT(
                text=f"The accumulator's second dimension {n_acc} must be equal to the second dimension of `b`: {n}.",
                fix=f"make `b` {n_acc} columns wide")
        elt, acc_elt = a_t.element_type, acc.element_type
        if isinstance(elt, IntegerType):
            if not (isinstance(acc_elt, IntegerType) and acc_elt.width.data == 32):
                raise D.OP_INVARIANT(text="Only i32 accumulator supported for integer operands.",
                                         fix="accumulate in i32")
        elif isinstance(elt, IntegerType) or bitwidth(elt) is None:
            raise D.OP_INVARIANT(text="Unsupported operand type.", fix="use f16, bf16, tf32, f8 or i8 operands")
        elif isinstance(acc_elt, IntegerType):
            raise D.OP_INVARIANT(text="Only float accumulator supported for floating operands.",
                                     fix="accumulate in f32")


_TCGEN05_AB = ("f16", "f32", "bf16", "tf32", "f8E4M3FN", "f8E5M2", "f6E2M3FN", "f6E3M2FN", "f4E2M1FN", "i8")


@mosaic_op
class TcGen05MMAOp(IRDLOperation):
    """``accumulator += a * b`` with ``tcgen05.mma``: accumulator in TMEM, ``b`` in SMEM."""

    name = "mosaic_gpu.tcgen05_mma"

    accumulator = operand_def()
    a = operand_def()
    b = operand_def()
    accumulate = operand_def()
    a_scale = opt_operand_def()
    b_scale = opt_operand_def()
    a_sparse_metadata = opt_operand_def()

    collective = opt_prop_def(BoolAttr, default_value=FALSE)

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    def verify_(self) -> None:
        acc = expect_memref(self.accumulator.type, _describe("accumulator", 0), rank=2)
        if not _elt_in(acc, ("f16", "f32", "i32")):
            raise D.OPERAND_TYPE(what=_describe("accumulator", 0), expected="2D memref of f16, f32 or i32",
                                 type=acc, fix="accumulate in f32 (or i32 for integer inputs)")
        ab_text = "2D memref of f16, f32, bf16, tf32, f8E4M3FN, f8E5M2, f6E2M3FN, f6E3M2FN, f4E2M1FN or i8"
        a_t = expect_memref(self.a.type, _describe("a", 1), rank=2)
        b_t = expect_memref(self.b.type, _describe("b", 2), rank=2)
        for name, i, t in (("a", 1, a_t), ("b", 2, b_t)):
            if not _elt_in(t, _TCGEN05_AB):
                raise D.OPERAND_TYPE(what=_describe(name, i), expected=ab_text, type=t, fix=f"cast `{name}`")
        expect_integer(self.accumulate.type, _describe("accumulate", 3), 1)
        for name, v in (("a_scale", self.a_scale), ("b_scale", self.b_scale)):
            if v is not None:
                t = expect_memref(v.type, f"`{name}`", rank=2)
                if not _elt_in(t, ("f8E8M0FNU", "f8E4M3FN")):
                    raise D.OPERAND_TYPE(what=f"`{name}`", expected="2D memref of f8E8M0FNU or f8E4M3FN", type=t,
                                         fix="store the scales as f8E8M0FNU or f8E4M3FN")
        if self.a_sparse_metadata is not None:
            t = expect_memref(self.a_sparse_metadata.type, "`a_sparse_metadata`", rank=2)
            if str(t.element_type) != "i2":
                raise D.OPERAND_TYPE(what="`a_sparse_metadata`", expected="2D memref of i2", type=t,
                                     fix="store the sparse metadata as i2")
        collective = bool_prop(self, "collective")
        if a_t.element_type != b_t.element_type:
            raise D.WGMMA_AB_DTYPE(a=a_t.element_type, b=b_t.element_type)
        m, n_acc = acc.get_shape()
        a0, k = a_t.get_shape()
        b0, n = b_t.get_shape()
        if m != a0:
            raise D.MMA_M_MISMATCH(m=m, a=a0)
        sparse = self.a_sparse_metadata is not None
        if sparse and k * 2 != b0:
            raise D.MMA_SPARSE_K_MISMATCH(k=k, b=b0, k2=2 * k)
        if not sparse and k != b0:
            raise D.MMA_K_MISMATCH(k=k, b=b0)
        if n != n_acc and not collective:
            raise D.MMA_N_MISMATCH(n=n, acc=n_acc)
        if n * 2 != n_acc and collective:
            raise D.MMA_N_COLLECTIVE(n=n, acc=n_acc, n2=2 * n)
        if m % 32:
            raise D.TCGEN05_M_MULTIPLE(m=m)
        if not is_tmem(acc):
            raise D.TCGEN05_ACC_NOT_TMEM(space=space_str(acc))
        if not (is_tmem(a_t) or is_smem(a_t)):
            raise D.TCGEN05_A_SPACE(space=space_str(a_t))
        if not is_smem(b_t):
            raise D.TCGEN05_B_SPACE(space=space_str(b_t))
        if (self.a_scale is None) != (self.b_scale is None):
            raise D.TCGEN05_SCALES_BOTH()
        for name, v in (("a_scale", self.a_scale), ("b_scale", self.b_scale), ("a_sparse_metadata",
                                                                               self.a_sparse_metadata)):
            if v is not None and not is_tmem(v.type):
                raise D.TCGEN05_OPERAND_NOT_TMEM(name=name, space=space_str(v.type))  # type: ignore[arg-type]
        if self.a_sparse_metadata is not None:
            s = self.a_sparse_metadata.type
            assert isinstance(s, MemRefType)
            if s.get_shape() != a_t.get_shape():
                raise D.TCGEN05_SPARSE_SHAPE(m0=s.get_shape()[0], m1=s.get_shape()[1], a0=a0, a1=k)


@mosaic_op
class OptimizationBarrierOp(IRDLOperation):
    """Returns its operands unchanged; nothing moves across it."""

    name = "mosaic_gpu.optimization_barrier"

    operands_ = var_operand_def()
    results_ = var_result_def()

    def __init__(self, values: Sequence[SSAValue | Operation]):
        vs = [SSAValue.get(v) for v in values]
        super().__init__(operands=[vs], result_types=[[v.type for v in vs]])

    def verify_(self) -> None:
        if not self.operands_:
            raise D.OP_INVARIANT(text="expected non-empty operands", fix="pass at least one value")
        expected = [v.type for v in self.operands_]
        got = [r.type for r in self.results_]
        if expected != got:
            raise D.VECTOR_LOAD_RESULT(expected=", ".join(map(str, expected)), got=", ".join(map(str, got)),
                                       op=self.name)


@mosaic_op
class ReturnOp(IRDLOperation):
    """Terminator of ``custom_primitive``."""

    name = "mosaic_gpu.return"

    operands_ = var_operand_def()

    traits = lazy_traits_def(lambda: (Pure(), ReturnLike(), IsTerminator(), HasParent(CustomPrimitiveOp)))
    assembly_format = "attr-dict ($operands_^ `:` type($operands_))?"

    def verify_(self) -> None:
        parent = self.parent_op()
        if parent is None:
            return
        results = [r.type for r in parent.results]
        if len(self.operands_) != len(results):
            raise D.OP_INVARIANT(
                text=f"has {len(self.operands_)} operands, but enclosing custom_primitive (@{parent.name}) returns "
                     f"{len(results)}",
                fix="return one value per result of the custom_primitive")
        for i, (v, r) in enumerate(zip(self.operands_, results)):
            if v.type != r:
                raise D.OP_INVARIANT(
                    text=f"type of return operand {i} ({v.type}) doesn't match the result type ({r}) in "
                         f"custom_primitive @{parent.name}",
                    fix=f"return a {r}")


@mosaic_op
class CustomPrimitiveOp(IRDLOperation):
    name = "mosaic_gpu.custom_primitive"

    operands_ = var_operand_def()
    in_layouts = prop_def(ArrayAttr)
    in_transforms = prop_def(ArrayAttr)
    out_layouts = prop_def(ArrayAttr)
    results_ = var_result_def()
    body = region_def("single_block")

    traits = traits_def(IsolatedFromAbove(), SingleBlockImplicitTerminator(ReturnOp))

    def verify_(self) -> None:
        vectors = sum(1 for v in self.operands_ if isinstance(v.type, VectorType))
        smem_refs = sum(1 for v in self.operands_ if is_smem(v.type))
        if vectors != len(self.in_layouts.data):
            raise D.CUSTOM_PRIMITIVE(text="Custom primitive must have a layout for each vector operand.",
                                     fix=f"give `in_layouts` {vectors} entries")
        if smem_refs != len(self.in_transforms.data):
            raise D.CUSTOM_PRIMITIVE(text="Custom primitive must have transforms for each memref operand in smem.",
                                     fix=f"give `in_transforms` {smem_refs} entries")
        vector_results = 0
        for r in self.results_:
            if isinstance(r.type, VectorType):
                vector_results += 1
            elif isinstance(r.type, MemRefType):
                raise D.CUSTOM_PRIMITIVE(text="Custom primitive can only return scalars or vectors.",
                                         fix="return vectors or scalars only")
        if vector_results != len(self.out_layouts.data):
            raise D.CUSTOM_PRIMITIVE(text="Custom primitive must have a layout for each vector result.",
                                     fix=f"give `out_layouts` {vector_results} entries")


@mosaic_op
class WarpMapOp(IRDLOperation):
    name = "mosaic_gpu.warp_map"

    operands_ = var_operand_def()
    region = region_def("single_block")

    traits = traits_def(NoTerminator(), IsolatedFromAbove())

    def verify_(self) -> None:
        for v in self.operands_:
            if isinstance(v.type, VectorType):
                raise D.WARP_MAP_VECTOR()


# --------------------------------------------------------------------------------------------
# TMEM
# --------------------------------------------------------------------------------------------


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

    def __init__(self, smem_ptr: SSAValue | Operation, result_type: MemRefType, collective: bool = False,
                 packing: int = 1):
        super().__init__(operands=[smem_ptr], result_types=[result_type],
                         properties={"collective": BoolAttr.from_bool(collective),
                                     "packing": IntegerAttr(packing, 32)})

    def verify_(self) -> None:
        ptr = expect_memref(self.smem_ptr.type, _describe("smem_ptr", 0), rank=0, elements=[IntegerType(32)],
                            elements_text="i32")
        res = expect_memref(self.result.type, _describe("result", 0, "result"), rank=2)
        check_int_prop(self, "packing", positive=True)
        if not is_smem(ptr):
            raise D.TMEM_ALLOC_SMEM_PTR(space=space_str(ptr))
        expect_tmem(res, "")
        columns = res.get_shape()[1]
        packing = int_prop(self, "packing", 1) or 1
        bits = bitwidth(res.element_type) or 0
        if packing != 1:
            if packing * bits != 32:
                full = f"packing = {32 // bits}" if bits and 32 % bits == 0 and bits < 32 else "packing = 1"
                raise D.TMEM_ALLOC_PACKING(packing=packing, bitwidth=bits, full=full)
            if columns % packing:
                raise D.TMEM_ALLOC_PACKING_COLUMNS(columns=columns, packing=packing)
        if columns // packing > 512:
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
        expect_tmem(expect_memref(self.tmem_ref.type, _describe("tmem_ref", 0), rank=2))


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
        expect_memref(src, _describe("source", 0), rank=2)
        res = expect_vector(self.result.type, _describe("result", 0, "result"), rank=2)
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
        value = expect_vector(self.source.type, _describe("source", 0), non_zero_rank=True)
        ref = self.destination.type
        if not isinstance(ref, MemRefType) or not is_tmem(ref):
            raise D.ASYNC_STORE_TMEM_NOT_TMEM(type=ref)
        if ref.get_shape() != value.get_shape():
            raise D.ASYNC_STORE_TMEM_SHAPE(ref_shape=py_tuple(ref.get_shape()),
                                           value_shape=py_tuple(value.get_shape()))
        if ref.element_type != value.element_type:
            raise D.ASYNC_STORE_TMEM_DTYPE(ref_dtype=dtype_name(ref.element_type),
                                           value_dtype=dtype_name(value.element_type),
                                           fix=cast_fix(value, ref.element_type))
        expect_vector(value, _describe("source", 0), rank=2)
        expect_memref(ref, _describe("destination", 1), rank=2)


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
        src = expect_memref(self.source.type, _describe("source", 0), rank=2)
        dst = expect_memref(self.destination.type, _describe("destination", 1), rank=2)
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
        src = expect_memref(self.source.type, _describe("source", 0), rank=4, elements=[i2], elements_text="i2")
        dst = expect_memref(self.destination.type, _describe("destination", 1), rank=2, elements=[i2],
                            elements_text="i2")
        m, n = dst.get_shape()
        if m % 128:
            raise D.TMEM_DIM0_MULTIPLE(dim=m)
        if n % 64:
            raise D.TMEM_DIM1_MULTIPLE(n=64, dim=n)
        expected = (m // 128, n // 64, 128, 64)
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
        src = expect_memref(self.source.type, _describe("source", 0), rank=4)
        dst = expect_memref(self.destination.type, _describe("destination", 1), rank=2)
        for what, t in (("source", src), ("destination", dst)):
            if not _elt_in(t, ("f8E8M0FNU", "f8E4M3FN")):
                raise D.OPERAND_TYPE(what=f"`{what}`", expected="memref of f8E8M0FNU or f8E4M3FN", type=t,
                                     fix="store the scales as f8E8M0FNU or f8E4M3FN")
        if src.element_type != dst.element_type:
            raise D.SMEM_TO_TMEM_DTYPE(src=src.element_type, dst=dst.element_type)
        m, n = dst.get_shape()
        if m % 128:
            raise D.TMEM_DIM0_MULTIPLE(dim=m)
        if n % 4:
            raise D.TMEM_DIM1_MULTIPLE(n=4, dim=n)
        e0 = (m // 128, n // 4, 32, 16)
        e1 = (1, n // 4, 64, 16)
        if src.get_shape() not in (e0, e1):
            raise D.SCALES_SOURCE_SHAPE(expected0=", ".join(map(str, e0)), expected1=", ".join(map(str, e1)),
                                        got=", ".join(map(str, src.get_shape())))
        _smem_to_tmem_common(src, dst)


@mosaic_op
class SliceTmemOp(IRDLOperation):
    """A TMEM ref starting ``offset`` columns into ``source``."""

    name = "mosaic_gpu.slice_tmem"

    source = operand_def()
    offset = prop_def(IntegerAttr[I32])
    result = result_def()

    traits = traits_def(Pure())  # Pure as in jaxlib after 0.10.2

    def __init__(self, source: SSAValue | Operation, result_type: MemRefType, offset: int):
        super().__init__(operands=[source], result_types=[result_type], properties={"offset": IntegerAttr(offset, 32)})

    def verify_(self) -> None:
        src = expect_memref(self.source.type, _describe("source", 0), rank=2)
        res = expect_memref(self.result.type, _describe("result", 0, "result"), rank=2)
        check_int_prop(self, "offset", non_negative=True)
        expect_tmem(src)
        expect_tmem(res)
        offset = int_prop(self, "offset", 0) or 0
        if offset % 4:
            raise D.SLICE_TMEM_OFFSET(offset=offset, fix=f"{offset - offset % 4} or {offset - offset % 4 + 4}")


@mosaic_op
class TcGen05CommitArriveOp(IRDLOperation):
    name = "mosaic_gpu.tcgen05_commit_arrive"

    barrier = operand_def()
    collective = opt_prop_def(BoolAttr, default_value=FALSE)

    def __init__(self, barrier: SSAValue | Operation, collective: bool = False):
        super().__init__(operands=[barrier], properties={"collective": BoolAttr.from_bool(collective)})

    def verify_(self) -> None:
        expect_barrier_ref(self.barrier.type, _describe("barrier", 0))


# --------------------------------------------------------------------------------------------
# Misc
# --------------------------------------------------------------------------------------------


@mosaic_op
class DebugPrintOp(IRDLOperation):
    name = "mosaic_gpu.debug_print"

    value = operand_def()
    format = prop_def(StringAttr)

    def verify_(self) -> None:
        expect_vector(self.value.type, _describe("value", 0))


@mosaic_op
class PrintLayoutOp(IRDLOperation):
    name = "mosaic_gpu.print_layout"

    value = operand_def()
    format = prop_def(StringAttr)

    def verify_(self) -> None:
        t = self.value.type
        if isinstance(t, MemRefType):
            if not (is_tmem(t) or is_smem(t)):
                raise D.PRINT_LAYOUT_SPACE(space=space_str(t))
        elif not isinstance(t, VectorType):
            raise D.OPERAND_TYPE(what=_describe("value", 0), expected="memref or vector", type=t,
                                 fix="print the layout of a vector or a ref")


@mosaic_op
class BroadcastedIotaOp(IRDLOperation):
    name = "mosaic_gpu.broadcasted_iota"

    dimension = prop_def(IntegerAttr[I32])
    result = result_def()

    def verify_(self) -> None:
        res = expect_vector(self.result.type, _describe("result", 0, "result"), non_zero_rank=True)
        check_int_prop(self, "dimension", non_negative=True)
        dim = int_prop(self, "dimension", 0) or 0
        if dim >= res.get_num_dims():
            raise D.BROADCASTED_IOTA_DIM(dim=dim, rank=res.get_num_dims())


@mosaic_op
class AssumeMultipleOp(IRDLOperation):
    """``%r = mosaic_gpu.assume_multiple %v, 16 : index``."""

    name = "mosaic_gpu.assume_multiple"

    T: ClassVar = VarConstraint("T", AnyAttr())

    value = operand_def(T)
    multiple = prop_def(IntegerAttr[I32])
    result = result_def(T)

    traits = traits_def(Pure())
    assembly_format = "$value `,` $multiple attr-dict `:` type($result)"
    SAME_OPERAND_RESULT: ClassVar = staticmethod(lambda op: (op.value, op.result))

    def verify_(self) -> None:
        if not isinstance(self.value.type, (IndexType, IntegerType)):
            raise D.OPERAND_TYPE(what=_describe("value", 0), expected="index or integer", type=self.value.type,
                                 fix="pass an index or integer value")
        check_int_prop(self, "multiple", positive=True)


MOSAIC_GPU_OPS: list[type[IRDLOperation]] = [
    InitializeBarrierOp,
    ArriveOp,
    ArriveExpectTxOp,
    WaitOp,
    TryClusterCancelOp,
    QueryClusterCancelOp,
    AsyncLoadOp,
    AsyncPrefetchOp,
    AsyncStoreOp,
    VectorLoadOp,
    MultimemLoadReduceOp,
    VectorStoreOp,
    AsyncStoreSmemOp,
    LayoutCastOp,
    TmemLayoutCastOp,
    BroadcastInDimOp,
    ReinterpretCastOp,
    SliceSMEMOp,
    WithTransformsOp,
    GetClusterRefOp,
    WGMMAOp,
    MMAOp,
    TcGen05MMAOp,
    OptimizationBarrierOp,
    ReturnOp,
    CustomPrimitiveOp,
    WarpMapOp,
    TmemAllocOp,
    TmemRelinquishAllocPermitOp,
    TmemDeallocOp,
    AsyncLoadTmemOp,
    AsyncStoreTmemOp,
    AsyncStoreSmemToTmemOp,
    AsyncStoreSparseMetadataSmemToTmemOp,
    AsyncStoreScalesSmemToTmemOp,
    SliceTmemOp,
    TcGen05CommitArriveOp,
    DebugPrintOp,
    PrintLayoutOp,
    BroadcastedIotaOp,
    AssumeMultipleOp,
]


__all__ = [
    "InitializeBarrierOp",
    "ArriveOp",
    "ArriveExpectTxOp",
    "WaitOp",
    "TryClusterCancelOp",
    "QueryClusterCancelOp",
    "AsyncLoadOp",
    "AsyncPrefetchOp",
    "AsyncStoreOp",
    "VectorLoadOp",
    "MultimemLoadReduceOp",
    "VectorStoreOp",
    "AsyncStoreSmemOp",
    "LayoutCastOp",
    "TmemLayoutCastOp",
    "BroadcastInDimOp",
    "ReinterpretCastOp",
    "SliceSMEMOp",
    "WithTransformsOp",
    "GetClusterRefOp",
    "WGMMAOp",
    "MMAOp",
    "TcGen05MMAOp",
    "OptimizationBarrierOp",
    "ReturnOp",
    "CustomPrimitiveOp",
    "WarpMapOp",
    "TmemAllocOp",
    "TmemRelinquishAllocPermitOp",
    "TmemDeallocOp",
    "AsyncLoadTmemOp",
    "AsyncStoreTmemOp",
    "AsyncStoreSmemToTmemOp",
    "AsyncStoreSparseMetadataSmemToTmemOp",
    "AsyncStoreScalesSmemToTmemOp",
    "SliceTmemOp",
    "TcGen05CommitArriveOp",
    "DebugPrintOp",
    "PrintLayoutOp",
    "BroadcastedIotaOp",
    "AssumeMultipleOp",
    "MOSAIC_GPU_OPS",
    "cast_fix",
    "space_str",
    "with_space",
    "mosaic_op",
]
