"""mosaic_gpu matrix multiplies: ``wgmma`` (Hopper), ``mma`` (warp-level) and ``tcgen05_mma``
(Blackwell, accumulating in TMEM) (jaxlib 0.10.2 ``mosaic_gpu.td``)."""

from __future__ import annotations

from xdsl.dialects.builtin import BoolAttr, IntegerType, MemRefType, VectorType
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    result_def,
)

from mgpu.dialect.diagnostics import mosaic_gpu as D
from mgpu.dialect.mosaic_gpu.checks import (
    FALSE,
    describe,
    element_named,
    expect_integer,
    expect_memref,
    expect_vector,
    mosaic_op,
    space_str,
)
from mgpu.dialect.typeinfo import bitwidth, bool_prop, is_smem, is_tmem


_WGMMA_AB = ("f16", "bf16", "tf32", "f32", "f8E4M3FN", "f8E5M2", "i8")


_WGMMA_ACC = ("f16", "f32", "i32")
# wgmma's A and B may be of the two FP8 types in either order (PTX ISA §9.7.15.5.1: .atype and .btype are each
# .e4m3 or .e5m2); jaxlib's verifier allows it since jax 0.11 (jaxlib/mosaic/dialect/gpu/mosaic_gpu.cc:437-450
# at jax-v0.11.0)
_WGMMA_FP8 = ("f8E4M3FN", "f8E5M2")


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
        acc = expect_vector(self.accumulator.type, describe("accumulator", 0), rank=2)
        if not element_named(acc, _WGMMA_ACC):
            raise D.OPERAND_TYPE(what=describe("accumulator", 0), expected="2D vector of f16, f32 or i32",
                                 type=acc, fix="accumulate in f32 (or i32 for integer inputs)")
        a_t = self.a.type
        if not (isinstance(a_t, (MemRefType, VectorType)) and a_t.get_num_dims() == 2 and element_named(a_t, _WGMMA_AB)):
            raise D.OPERAND_TYPE(what=describe("a", 1),
                                 expected="2D memref or vector of f16, bf16, tf32, f32, f8E4M3FN, f8E5M2 or i8",
                                 type=a_t, fix="pass `a` as a 2D SMEM memref or a 2D vector")
        b_t = expect_memref(self.b.type, describe("b", 2), rank=2)
        if not element_named(b_t, _WGMMA_AB):
            raise D.OPERAND_TYPE(what=describe("b", 2),
                                 expected="2D memref of f16, bf16, tf32, f32, f8E4M3FN, f8E5M2 or i8",
                                 type=b_t, fix="pass `b` as a 2D SMEM memref")
        if self.result.type != acc:
            raise D.VECTOR_LOAD_RESULT(expected=acc, got=self.result.type, op=self.name)
        fp8 = element_named(a_t, _WGMMA_FP8) and element_named(b_t, _WGMMA_FP8)
        if a_t.element_type != b_t.element_type and not fp8:
            raise D.WGMMA_AB_DTYPE_FP8_MIXED(a=a_t.element_type, b=b_t.element_type)
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
        acc = expect_vector(self.accumulator.type, describe("accumulator", 0), rank=2)
        a_t = expect_vector(self.a.type, describe("a", 1), rank=2)
        b_t = expect_vector(self.b.type, describe("b", 2), rank=2)
        if self.result.type != acc:
            raise D.VECTOR_LOAD_RESULT(expected=acc, got=self.result.type, op=self.name)
        if a_t.element_type != b_t.element_type:
            raise D.WGMMA_AB_DTYPE(a=a_t.element_type, b=b_t.element_type)
        m, n_acc = acc.get_shape()
        a0, k = a_t.get_shape()
        b0, n = b_t.get_shape()
        if m != a0:
            raise D.MMA_SYNC_M_MISMATCH(m=m, a=a0)
        if k != b0:
            raise D.MMA_SYNC_K_MISMATCH(k=k, b=b0)
        if n_acc != n:
            raise D.MMA_SYNC_N_MISMATCH(n_acc=n_acc, n=n)
        elt, acc_elt = a_t.element_type, acc.element_type
        if isinstance(elt, IntegerType):
            if not (isinstance(acc_elt, IntegerType) and acc_elt.width.data == 32):
                raise D.MMA_INTEGER_ACCUMULATOR()
        elif bitwidth(elt) is None:
            raise D.MMA_OPERAND_TYPE()
        elif isinstance(acc_elt, IntegerType):
            raise D.MMA_FLOAT_ACCUMULATOR()


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
        acc = expect_memref(self.accumulator.type, describe("accumulator", 0), rank=2)
        if not element_named(acc, ("f16", "f32", "i32")):
            raise D.OPERAND_TYPE(what=describe("accumulator", 0), expected="2D memref of f16, f32 or i32",
                                 type=acc, fix="accumulate in f32 (or i32 for integer inputs)")
        ab_text = "2D memref of f16, f32, bf16, tf32, f8E4M3FN, f8E5M2, f6E2M3FN, f6E3M2FN, f4E2M1FN or i8"
        a_t = expect_memref(self.a.type, describe("a", 1), rank=2)
        b_t = expect_memref(self.b.type, describe("b", 2), rank=2)
        for name, i, t in (("a", 1, a_t), ("b", 2, b_t)):
            if not element_named(t, _TCGEN05_AB):
                raise D.OPERAND_TYPE(what=describe(name, i), expected=ab_text, type=t, fix=f"cast `{name}`")
        expect_integer(self.accumulate.type, describe("accumulate", 3), 1)
        for name, v in (("a_scale", self.a_scale), ("b_scale", self.b_scale)):
            if v is not None:
                t = expect_memref(v.type, f"`{name}`", rank=2)
                if not element_named(t, ("f8E8M0FNU", "f8E4M3FN")):
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
