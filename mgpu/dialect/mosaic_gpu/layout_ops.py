"""mosaic_gpu ops on layouts, transforms and SMEM refs, and the dialect's structural and debugging
ops (custom primitives, warp maps, prints, iota, assume_multiple) (jaxlib 0.10.2 ``mosaic_gpu.td``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

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
    StringAttr,
    VectorType,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    ParsePropInAttrDict,
    VarConstraint,
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
    NoTerminator,
    Pure,
    ReturnLike,
    SingleBlockImplicitTerminator,
)

from mgpu.dialect.diagnostics import mosaic_gpu as D
from mgpu.dialect.mosaic_gpu.attributes import (
    SmemClusterAttr,
    TiledLayoutAttr,
    WGStridedFragLayoutAttr,
)
from mgpu.dialect.mosaic_gpu.checks import (
    FALSE,
    check_int_prop,
    describe,
    expect_integer,
    expect_memref,
    expect_tmem,
    expect_vector,
    mosaic_op,
    space_str,
    with_space,
)
from mgpu.dialect.release_effects import PureUnlessRelease
from mgpu.dialect.release_syntax import spelling
from mgpu.dialect.syntax import with_default_properties
from mgpu.dialect.typeinfo import dense_values, int_prop, is_smem, is_tmem
from mgpu.dialect.xdsl_patches.prop_dict import PropDictFormat, attribute, boolean, i64_array, integer


def check_layout_cast(op: LayoutCastOp | LayoutCastStrictOp) -> None:
    expect_vector(op.x.type, describe("x", 0))
    if not isinstance(op.new_layout, (TiledLayoutAttr, WGStridedFragLayoutAttr)):
        raise D.ATTRIBUTE_CONSTRAINT(
            name="new_layout", constraint="#mosaic_gpu.WGStridedFragLayout or #mosaic_gpu.TiledLayout",
            fix=f"got {op.new_layout}")


@mosaic_op
class LayoutCastOp(IRDLOperation):
    """``%r = mosaic_gpu.layout_cast x(%v : vector<...>) {new_layout = #mosaic_gpu.TiledLayout<...>}``."""

    name = "mosaic_gpu.layout_cast"

    T: ClassVar = VarConstraint("T", AnyAttr())

    x = operand_def(T)
    new_layout = prop_def()
    result = result_def(T)

    traits = traits_def(PureUnlessRelease())
    assembly_format = "`x` `(` $x `:` type($x) `)` attr-dict"
    irdl_options = (ParsePropInAttrDict(),)
    SAME_OPERAND_RESULT: ClassVar = staticmethod(lambda op: (op.x, op.result))

    def __init__(self, x: SSAValue | Operation, new_layout: Attribute):
        v = SSAValue.get(x)
        super().__init__(operands=[v], result_types=[v.type], properties={"new_layout": new_layout})

    def verify_(self) -> None:
        check_layout_cast(self)


@mosaic_op
class BroadcastInDimOp(IRDLOperation):
    """``mosaic_gpu.broadcast_in_dim(%v : vector<...>) {broadcast_dimensions = array<i64: ...>} -> vector<...>``."""

    name = "mosaic_gpu.broadcast_in_dim"

    operand = operand_def()
    broadcast_dimensions = prop_def(DenseArrayBase)
    result = result_def()

    assembly_format = "`(` $operand `:` type($operand) `)` attr-dict `->` type($result)"
    irdl_options = (ParsePropInAttrDict(),)
    PROP_DICT: ClassVar = PropDictFormat({"broadcast_dimensions": i64_array})  # jaxlib 0.12's <...>

    def verify_(self) -> None:
        src = expect_vector(self.operand.type, describe("operand", 0))
        dst = expect_vector(self.result.type, describe("result", 0, "result"))
        if src.get_num_dims() == 0:
            raise D.BROADCAST_RANK_ZERO()
        if src.get_num_dims() > dst.get_num_dims():
            raise D.BROADCAST_RANK()
        dims = dense_values(self.broadcast_dimensions)
        if src.get_num_dims() != len(dims):
            raise D.BROADCAST_DIMS_SIZE()
        for i, d in enumerate(dims):
            if d < 0 or d >= dst.get_num_dims():
                raise D.BROADCAST_DIMS_RANGE(rank=dst.get_num_dims())
            if i > 0 and d <= dims[i - 1]:
                raise D.BROADCAST_DIMS_ORDER()
            if src.get_shape()[i] not in (1, dst.get_shape()[d]):
                raise D.BROADCAST_DIM_SIZE(i=i, d=d)


@mosaic_op
class ReinterpretCastOp(IRDLOperation):
    name = "mosaic_gpu.reinterpret_cast"

    source = operand_def()
    result = result_def()

    traits = traits_def(Pure())

    def verify_(self) -> None:
        src = expect_memref(self.source.type, describe("source", 0))
        dst = expect_memref(self.result.type, describe("result", 0, "result"))
        if src.element_type != dst.element_type:
            raise D.REINTERPRET_CAST_DTYPE(elt=src.element_type)
        n_src = src.element_count() if src.get_shape() else 1
        n_dst = dst.element_count() if dst.get_shape() else 1
        if n_src != n_dst:
            raise D.REINTERPRET_CAST_SIZE(src=n_src, dst=n_dst)


def check_slice_smem(op: SliceSMEMOp | SliceSMEMAliasOp) -> None:
    expect_memref(op.result.type, describe("result", 0, "result"))
    check_int_prop(op, "offset", non_negative=True)


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
        check_slice_smem(self)


@mosaic_op
class WithTransformsOp(IRDLOperation):
    """Sets the SMEM transforms (``[#mosaic_gpu.tile<...>, #mosaic_gpu.swizzle<...>]``) of a memref."""

    name = "mosaic_gpu.with_transforms"

    ref = operand_def()
    transforms = prop_def(ArrayAttr)
    result = result_def()

    traits = traits_def(PureUnlessRelease())

    def __init__(self, ref: SSAValue | Operation, transforms: Sequence[Attribute]):
        r = SSAValue.get(ref)
        super().__init__(operands=[r], result_types=[r.type], properties={"transforms": ArrayAttr(transforms)})

    def verify_(self) -> None:
        t = expect_memref(self.ref.type, describe("ref", 0))
        if self.result.type != t:
            raise D.SAME_OPERAND_RESULT_TYPE(type=t)
        # (jaxlib's verifier takes any attribute in ``transforms``: jax's inference refuses what is not a transform,
        # mgpu.passes.infer_layout.rules.smem.given_transforms)


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
        src = expect_memref(self.source.type, describe("source", 0))
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
            raise D.OPTIMIZATION_BARRIER_EMPTY()
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
            raise D.RETURN_COUNT(count=len(self.operands_), parent=parent.name, results=len(results))
        for i, (v, r) in enumerate(zip(self.operands_, results)):
            if v.type != r:
                raise D.RETURN_TYPE(index=i, type=v.type, result=r, parent=parent.name)


class EndsInReleaseTerminator(SingleBlockImplicitTerminator):
    """xDSL's trait, accepting the terminator's class of any jax release: each release registers its own class
    under the terminator's name (jax 0.12's ``mosaic_gpu.return`` also ends ``run_scoped``:
    mgpu/jax_versions/v0_12_0_1.py), and a context holds one of them."""

    def verify(self, op: Operation) -> None:
        blocks = [block for region in op.regions for block in region.blocks]
        if all(len(r.blocks) <= 1 for r in op.regions) and all(
                b.last_op is not None and b.last_op.name == self.op_type.name and b.last_op.has_trait(IsTerminator)
                for b in blocks):
            return
        super().verify(op)  # xDSL's message for what is wrong


@mosaic_op
class CustomPrimitiveOp(IRDLOperation):
    name = "mosaic_gpu.custom_primitive"

    operands_ = var_operand_def()
    in_layouts = prop_def(ArrayAttr)
    in_transforms = prop_def(ArrayAttr)
    out_layouts = prop_def(ArrayAttr)
    results_ = var_result_def()
    body = region_def("single_block")

    traits = traits_def(IsolatedFromAbove(), EndsInReleaseTerminator(ReturnOp))

    def verify_(self) -> None:
        vectors = sum(1 for v in self.operands_ if isinstance(v.type, VectorType))
        smem_refs = sum(1 for v in self.operands_ if is_smem(v.type))
        if vectors != len(self.in_layouts.data):
            raise D.CUSTOM_PRIMITIVE_IN_LAYOUTS(n=vectors)
        if smem_refs != len(self.in_transforms.data):
            raise D.CUSTOM_PRIMITIVE_IN_TRANSFORMS(n=smem_refs)
        vector_results = 0
        for r in self.results_:
            if isinstance(r.type, VectorType):
                vector_results += 1
            elif isinstance(r.type, MemRefType):
                raise D.CUSTOM_PRIMITIVE_RESULT_KIND()
        if vector_results != len(self.out_layouts.data):
            raise D.CUSTOM_PRIMITIVE_OUT_LAYOUTS(n=vector_results)


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


@mosaic_op
class DebugPrintOp(IRDLOperation):
    name = "mosaic_gpu.debug_print"

    value = operand_def()
    format = prop_def(StringAttr)

    def verify_(self) -> None:
        expect_vector(self.value.type, describe("value", 0))


def check_print_layout(op: PrintLayoutOp | PrintLayoutSmemOp, *, smem: bool) -> None:
    t = op.value.type
    if isinstance(t, MemRefType):
        if not smem:
            expect_tmem(t, " (jax 0.10.2 prints the layout of a vector or of a TMEM ref)")
        elif not (is_tmem(t) or is_smem(t)):
            raise D.PRINT_LAYOUT_SPACE(space=space_str(t))
    elif not isinstance(t, VectorType):
        raise D.OPERAND_TYPE(what=describe("value", 0), expected="memref or vector", type=t,
                             fix="print the layout of a vector or a ref")


@mosaic_op
class PrintLayoutOp(IRDLOperation):
    """jax 0.10.2's: a vector or a TMEM ref (jaxlib's verifier at jax-v0.10.2 calls VerifyTmemRefType on a ref)."""

    name = "mosaic_gpu.print_layout"

    value = operand_def()
    format = prop_def(StringAttr)

    def verify_(self) -> None:
        check_print_layout(self, smem=False)


@mosaic_op
class PrintLayoutSmemOp(IRDLOperation):
    """jax 0.11 and later: a SMEM ref too (jaxlib 0.11.2 and 0.12.0.1 verify it; jax 0.12's lowering prints its
    transforms, dialect_lowering.py:668-672 at 0.12.0.1)."""

    name = "mosaic_gpu.print_layout"

    value = operand_def()
    format = prop_def(StringAttr)

    def verify_(self) -> None:
        check_print_layout(self, smem=True)


@mosaic_op
class BroadcastedIotaOp(IRDLOperation):
    name = "mosaic_gpu.broadcasted_iota"

    dimension = prop_def(IntegerAttr[I32])
    result = result_def()

    def verify_(self) -> None:
        res = expect_vector(self.result.type, describe("result", 0, "result"), non_zero_rank=True)
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
            raise D.OPERAND_TYPE(what=describe("value", 0), expected="index or integer", type=self.value.type,
                                 fix="pass an index or integer value")
        check_int_prop(self, "multiple", positive=True)


# --- jax 0.11 and later (jaxlib/mosaic/dialect/gpu/mosaic_gpu.td at jax-v0.11.0; jaxlib 0.12.0.1's bindings) ---


@mosaic_op
class SliceSMEMAliasOp(IRDLOperation):
    """``mosaic_gpu.slice_smem`` of jax 0.11+: its optional ``alias_id`` is an i64 (an i32 in 0.10.2)."""

    name = "mosaic_gpu.slice_smem"

    alias_id = opt_prop_def(IntegerAttr[I64])
    offset = prop_def(IntegerAttr[I32])
    result = result_def()

    traits = traits_def(Pure())

    SPELLINGS: ClassVar = (spelling("'mosaic_gpu.slice_smem' with an i64 alias_id",
                                    r'"mosaic_gpu\.slice_smem"\(\)\s*<\{[^}]*\balias_id = -?\d+ : i64'),)

    def verify_(self) -> None:
        check_slice_smem(self)  # (the alias_id's type is checked by its definition)


@with_default_properties(strict=FALSE)
@mosaic_op
class LayoutCastStrictOp(IRDLOperation):
    """``%r = mosaic_gpu.layout_cast x(%v : vector<...>) <new_layout = ..., strict = true>`` of jax 0.12:
    ``strict`` (default false) allows only relayouts free at runtime and forces layout equality otherwise."""

    name = "mosaic_gpu.layout_cast"

    T: ClassVar = VarConstraint("T", AnyAttr())

    x = operand_def(T)
    new_layout = prop_def()
    strict = opt_prop_def(BoolAttr, default_value=FALSE)
    result = result_def(T)

    traits = traits_def(Pure())
    assembly_format = "`x` `(` $x `:` type($x) `)` attr-dict"
    irdl_options = (ParsePropInAttrDict(),)
    PROP_DICT: ClassVar = PropDictFormat({"new_layout": attribute, "strict": boolean})
    SAME_OPERAND_RESULT: ClassVar = staticmethod(lambda op: (op.x, op.result))
    # jaxlib 0.12 writes the default-valued strict in the generic form
    SPELLINGS: ClassVar = (spelling("'mosaic_gpu.layout_cast' with a strict property",
                                    r'"mosaic_gpu\.layout_cast"\([^)]*\)\s*<\{[^}]*\bstrict = '),)

    def verify_(self) -> None:
        check_layout_cast(self)


# A generic layout_cast without strict: jax 0.10.2's or 0.11's (LayoutCastOp)
LAYOUT_CAST_WITHOUT_STRICT = spelling("'mosaic_gpu.layout_cast' without a strict property",
                                      r'"mosaic_gpu\.layout_cast"\([^)]*\)\s*<\{(?![^}]*\bstrict = )')


@mosaic_op
class VectorConcatOp(IRDLOperation):
    """``%r = mosaic_gpu.vector_concat(%a, %b : vector<...>, vector<...>) <dimension = 0> -> vector<...>``
    (jax 0.11+; jax 0.11 writes ``{dimension = 0 : i32}``): ``lax.concatenate`` of vectors of one rank and
    element type along ``dimension``."""

    name = "mosaic_gpu.vector_concat"

    operands_ = var_operand_def()
    dimension = prop_def(IntegerAttr[I32])
    result = result_def()

    traits = traits_def(Pure())
    assembly_format = "`(` $operands_ `:` type($operands_) `)` attr-dict `->` type($result)"
    irdl_options = (ParsePropInAttrDict(),)
    PROP_DICT: ClassVar = PropDictFormat({"dimension": integer(32)})

    def verify_(self) -> None:
        """jaxlib's VectorConcatOp::inferReturnTypes, then MLIR's check of the result it infers."""
        if not self.operands_:
            raise D.VECTOR_CONCAT_NO_OPERANDS()
        types = [expect_vector(v.type, describe("operands", i), non_zero_rank=True) for i, v in enumerate(self.operands_)]
        dim, first = int_prop(self, "dimension", 0) or 0, types[0]
        rank = first.get_num_dims()
        if not 0 <= dim < rank:
            raise D.VECTOR_CONCAT_DIMENSION(dim=dim, rank=rank)
        shape = list(first.get_shape())
        shape[dim] = 0
        for i, t in enumerate(types):
            if t.get_num_dims() != rank:
                raise D.VECTOR_CONCAT_RANK(rank=t.get_num_dims(), index=i, expected=rank)
            if t.element_type != first.element_type:
                raise D.VECTOR_CONCAT_DTYPE(type=t.element_type, index=i, expected=first.element_type)
            for d in range(rank):
                if d != dim and t.get_shape()[d] != first.get_shape()[d]:
                    raise D.VECTOR_CONCAT_SHAPE(dim=d, index=i, got=t.get_shape()[d], expected=first.get_shape()[d])
            shape[dim] += t.get_shape()[dim]
        expected = VectorType(first.element_type, shape)
        if self.result.type != expected:
            raise D.VECTOR_LOAD_RESULT(expected=expected, got=self.result.type, op=self.name)
