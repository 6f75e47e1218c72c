"""A small op builder for the Warpgroup lowering: ops are created by class (``b.arith(arith.AddiOp,
x, 1)``, ``b.v(arith.ExtUIOp, [x], i64)``), or by name for the few the lowering emits once, in
generic form.

Every op the lowering emits is one that jax's payloads contain (docs/design/payload_semantics.md), built with
the operands / properties / attributes of its generic form, so what we print is what jax prints. A
class given here is the class the context registers for its name (the ``*_ext`` module's where mgpu
redefines the op: ``arith_ext.TruncIOp``). Types and attributes are written as MLIR text and parsed
once (cached per context).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from xdsl.context import Context
from xdsl.dialects import arith, llvm
from xdsl.dialects.arith import CMPI_COMPARISON_OPERATIONS
from xdsl.dialects.builtin import (
    DenseArrayBase,
    FileLineColLoc,
    IndexType,
    IntegerAttr,
    IntegerType,
    StringAttr,
    UnitAttr,
    i32,
    i64,
)
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.parser import Parser

from mgpu.arch import WARP_SIZE
from mgpu.dialect.source_locations import set_source, source_of

i1 = IntegerType(1)
index = IndexType()


CmpiPredicate = Literal["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]

# The integer binary arith ops ``Builder.arith`` builds; those MLIR gives an ``overflowFlags`` property.
ArithBinary = (arith.AddiOp | arith.SubiOp | arith.MuliOp | arith.ShLIOp | arith.AndIOp | arith.XOrIOp
               | arith.ShRUIOp | arith.DivUIOp | arith.RemUIOp)
_OVERFLOW_FLAGGED = (arith.AddiOp, arith.SubiOp, arith.MuliOp, arith.ShLIOp)


class Builder:
    """Inserts new ops before ``anchor`` (or at the end of ``block``), each at ``loc``: the location
    of the op being lowered, as MLIR's rewriters give an op's replacement its location, so that a
    fault in lowered IR is reported where the user wrote the op."""

    def __init__(self, ctx: Context, anchor: Operation | None = None, block: Block | None = None,
                 loc: FileLineColLoc | None = None):
        self.ctx = ctx
        self.anchor = anchor
        self.block = block
        self.loc = loc
        self.source = None  # where the user wrote the op being lowered (jax's Python line), if known
        self._types: dict[str, Attribute] = {}
        self._attrs: dict[str, Attribute] = {}

    # ---- text → types / attributes -------------------------------------------------------
    def t(self, text: str) -> Attribute:
        got = self._types.get(text)
        if got is None:
            got = self._types[text] = Parser(self.ctx, text).parse_type()
        return got

    def a(self, text: str) -> Attribute:
        got = self._attrs.get(text)
        if got is None:
            got = self._attrs[text] = Parser(self.ctx, text).parse_attribute()
        return got

    # ---- insertion -----------------------------------------------------------------------
    def at(self, anchor: Operation) -> Builder:
        """A builder sharing the caches, inserting before ``anchor``, at its location if it has one."""
        located = isinstance(anchor.location, FileLineColLoc)
        b = Builder(self.ctx, anchor, loc=anchor.location if located else self.loc)
        b.source = source_of(anchor) if located else self.source
        b._types, b._attrs = self._types, self._attrs
        return b

    def into(self, block: Block) -> Builder:
        """A builder sharing the caches, appending to ``block`` at this builder's location."""
        b = Builder(self.ctx, block=block, loc=self.loc)
        b._types, b._attrs = self._types, self._attrs
        return b

    def insert(self, op: Operation) -> Operation:
        if self.loc is not None and not isinstance(op.location, FileLineColLoc):
            op.location = self.loc
            set_source(op, self.source)
        if self.anchor is not None:
            parent = self.anchor.parent_block()
            assert parent is not None
            parent.insert_op_before(op, self.anchor)
        else:
            assert self.block is not None
            self.block.add_op(op)
        return op

    def op(self, kind: str | type[Operation], operands: Sequence[SSAValue] = (), results: Sequence[Attribute] = (),
           props: dict[str, Attribute] | None = None, attrs: dict[str, Attribute] | None = None,
           regions=()) -> Operation:
        """A new op of class ``kind`` (or of the class registered for the name ``kind``)."""
        cls = self.ctx.get_optional_op(kind) if isinstance(kind, str) else kind
        if cls is None:
            raise NotImplementedError(f"the lowering needs op {kind}, which is not registered")
        op = cls.create(operands=list(operands), result_types=list(results),
                        properties=dict(props or {}), attributes=dict(attrs or {}),
                        regions=list(regions))
        return self.insert(op)

    def v(self, kind: str | type[Operation], operands: Sequence[SSAValue], result: Attribute, **kw) -> SSAValue:
        """The result of a new single-result op (``op``)."""
        return self.op(kind, operands, [result], **kw).results[0]

    # ---- constants and common arithmetic -------------------------------------------------
    def const(self, value: int, ty: Attribute = i32) -> SSAValue:
        return self.v(arith.ConstantOp, [], ty, props={"value": IntegerAttr(value, ty)})

    def arith(self, cls: type[ArithBinary], a: SSAValue, b: SSAValue | int) -> SSAValue:
        """``cls a, b`` of an integer binary arith op, ``b`` a constant of ``a``'s type if an int."""
        if isinstance(b, int):
            b = self.const(b, a.type)
        props = {}
        if cls in _OVERFLOW_FLAGGED:
            props["overflowFlags"] = self.a("#arith.overflow<none>")
        return self.v(cls, [a, b], a.type, props=props)

    def cmpi(self, pred: CmpiPredicate, a: SSAValue, b: SSAValue | int) -> SSAValue:
        """``arith.cmpi pred, a, b``: the predicate by its name, stored as arith's i64 code."""
        if isinstance(b, int):
            b = self.const(b, a.type)
        code = CMPI_COMPARISON_OPERATIONS.index(pred)
        return self.v(arith.CmpiOp, [a, b], i1, props={"predicate": IntegerAttr(code, i64)})

    def scf_if(self, cond: SSAValue) -> Builder:
        """``scf.if cond { ... }`` with no results and no else: a builder into its then-block."""
        block = Block()
        end = self.ctx.get_op("scf.yield").create()
        if self.loc is not None:
            end.location = self.loc
            set_source(end, self.source)
        block.add_op(end)
        self.op("scf.if", [cond], [], regions=[Region(block), Region()])
        return self.at(end)

    def extractvalue(self, aggregate: SSAValue, position: int, result: Attribute) -> SSAValue:
        """``llvm.extractvalue aggregate[position]``."""
        return self.v(llvm.ExtractValueOp, [aggregate], result,
                      props={"position": DenseArrayBase.from_list(i64, [position])})

    def insertvalue(self, aggregate: SSAValue, value: SSAValue, position: Sequence[int]) -> SSAValue:
        """``llvm.insertvalue value, aggregate[position]``."""
        return self.v(llvm.InsertValueOp, [aggregate, value], aggregate.type,
                      props={"position": DenseArrayBase.from_list(i64, list(position))})

    def inttoptr(self, v: SSAValue, ptr: Attribute) -> SSAValue:
        return self.v(llvm.IntToPtrOp, [v], ptr)

    def ptrtoint(self, v: SSAValue) -> SSAValue:
        return self.v(llvm.PtrToIntOp, [v], i64)

    def index_cast(self, v: SSAValue, ty: Attribute) -> SSAValue:
        return self.v(arith.IndexCastOp, [v], ty)

    def cast(self, v: SSAValue, ty: Attribute, attrs: dict[str, Attribute] | None = None) -> SSAValue:
        return self.v("builtin.unrealized_conversion_cast", [v], ty, attrs=attrs)

    def llvm_const(self, value: int, ty: Attribute = i64) -> SSAValue:
        return self.v(llvm.ConstantOp, [], ty, props={"value": IntegerAttr(value, ty)})

    def gep(self, base: SSAValue, idx: int | SSAValue, elem: Attribute) -> SSAValue:
        """``llvm.getelementptr base[idx] : elem`` (constant or dynamic index)."""
        if isinstance(idx, int):
            return self.v(llvm.GEPOp, [base], base.type, props={
                "elem_type": elem, "noWrapFlags": IntegerAttr(0, i32),
                "rawConstantIndices": DenseArrayBase.from_list(i32, [idx])})
        return self.v(llvm.GEPOp, [base, idx], base.type, props={
            "elem_type": elem, "noWrapFlags": IntegerAttr(0, i32),
            "rawConstantIndices": DenseArrayBase.from_list(i32, [llvm.GEP_USE_SSA_VAL])})

    def inline_asm(self, asm: str, constraints: str, operands: Sequence[SSAValue],
                   result: Attribute | None = None, side_effects: bool = True, att: bool = False) -> Operation:
        """jax's ``llvm.inline_asm``: with ``has_side_effects`` unless it computes a value only
        (jax's ``_lift_fast_instr``); ``att``: with ``asm_dialect = 0`` (AT&T), as jax writes its wgmma and
        its optimization barrier (jax/experimental/mosaic/gpu/wgmma.py, fragmented_array.py at jax-v0.10.2)."""
        res = result if result is not None else self.t("!llvm.void")
        props = {"asm_string": StringAttr(asm), "constraints": StringAttr(constraints),
                 "tail_call_kind": self.a("#llvm.tailcallkind<none>")}
        if side_effects:
            props["has_side_effects"] = UnitAttr()
        if att:
            props["asm_dialect"] = IntegerAttr(0, i64)
        return self.op(llvm.InlineAsmOp, operands, [res], props=props)

    # ---- thread indices ------------------------------------------------------------------
    def linear_tid(self) -> SSAValue:
        """``tid.x + tid.y*bdim.x + tid.z*bdim.x*bdim.y`` as i32 (jax's ``thread_idx``)."""
        def dim_op(name: str, d: str) -> SSAValue:
            return self.index_cast(self.v(name, [], index, props={"dimension": self.a(f"#gpu<dim {d}>")}), i32)

        tx, bx = dim_op("gpu.thread_id", "x"), dim_op("gpu.block_dim", "x")
        ty, by = dim_op("gpu.thread_id", "y"), dim_op("gpu.block_dim", "y")
        tz = dim_op("gpu.thread_id", "z")
        t = self.arith(arith.AddiOp, tx, self.arith(arith.MuliOp, ty, bx))
        return self.arith(arith.AddiOp, t, self.arith(arith.MuliOp, tz, self.arith(arith.MuliOp, bx, by)))

    def warp_uniform(self, v: SSAValue) -> SSAValue:
        """``nvvm.shfl.sync idx -1, v, 0, 31``: lane 0's value (jax's ``_warp_bcast``)."""
        full_mask, clamp = -1, WARP_SIZE - 1
        return self.v("nvvm.shfl.sync", [self.const(full_mask), v, self.const(0), self.const(clamp)], i32,
                      props={"kind": self.a("#nvvm<shfl_kind idx>")})

    def elect(self) -> SSAValue:
        return self.v("nvvm.elect.sync", [], i1)
