"""``mgpu-infer-layout``: Warpgroup layout inference, choosing as jax 0.10.2's ``infer_layout`` does.

Annotates every op that has a vector, TMEM-ref or transformable SMEM-ref operand or result with
``in_/out_layouts``, ``in_/out_tmem_layouts`` and ``in_/out_transforms``.

How it works (the shape of jax's ``layout_inference.py``, with a bounded search):

1. **Rules.** A pre-order walk calls one small rule per op kind (``RULES``, keyed by op name).
   A rule maps the op's value sites to variables (reusing the producer's variable for SMEM/TMEM
   refs, as jax's ``ctx.producer_ref``), and adds hard assignments and constraints:
   ``NotOfType``, ``IsTransferableSmemRegisters``, ``IsTransferableTmemRegisters``,
   ``IsValidMmaTiling``, ``Divides``, ``Equals``, ``Reduce``, ``Reshape``, ``IsSupportedBroadcast``.
2. **Relayout edges.** Every register producer→consumer edge adds a strict ``Relayout``, in jax's
   order. ``NotOfType(Splat)`` is saturated forward along them.
3. **Solve.** Forced propagation (what jax's ``reduce`` derives: a strict relayout out of a
   Tiled/Strided layout is an equality, a reduction/reshape of a known layout is known) alternates
   with decisions taken in jax's candidate order: tier 1 (Tiled / SMEM tiling / TMEM candidates
   proposed by constraints, relayouts first, then program order), tier 2 (Splat / Strided
   candidates), tier 3 (defaults per unknown variable in creation order). Each decision is tried
   with its forced consequences and undone if a constraint breaks: one level of backtracking where
   jax searches exhaustively, so the pass stays near-linear (a heap orders the candidates).
   SMEM transfer validity is jax's own check, bank-conflict plan included
   (``layouts.plan_tiled_transfer``).
4. **Emit** the attributes, grouped by kind, in operand/result order, sorted by name as MLIR does.

Unsatisfiable constraints raise jax's ValueError ("Failed to infer a possible set of layouts...")
located at the op whose constraint cannot be satisfied (jax reports no op).

Not modelled (such ops get "No layout inference rule defined"): memref.transpose /
expand_shape / collapse_shape on SMEM refs, mosaic_gpu.mma, the sparse-metadata and scales
smem-to-TMEM copies; wgmma/tcgen05_mma operands whose transposition differs (Equals to a
Transpose); M=64 collective TMEM layouts.
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Callable
from dataclasses import dataclass, field

from xdsl.context import Context
from xdsl.dialects.builtin import (
    ArrayAttr,
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    IntegerAttr,
    MemRefType,
    ModuleOp,
    VectorType,
)
from xdsl.ir import Attribute, Operation, OpResult, SSAValue
from xdsl.passes import ModulePass

from mgpu import layouts as L
from mgpu.dialect import diagnostics as diag
from mgpu.dialect.diagnostics import op_name
from mgpu.dialect.mosaic_gpu.attributes import BarrierType
from mgpu.layouts import attrs as A
from mgpu.layouts.attrs import LAYOUT_ATTR_NAMES
from mgpu.passes.typeinfo import SMEM, TMEM, element_bits, memory_space

REG = "registers"

# Transfer kinds of IsTransferableSmemRegisters.
OPTIMIZED, UNOPTIMIZED, DOWNGRADABLE = L.OPTIMIZED, L.UNOPTIMIZED, L.DOWNGRADABLE



# ------------------------------------------------------------------------------------------------
# Types
# ------------------------------------------------------------------------------------------------

def value_kind(value: SSAValue) -> str | None:
    """REG for vectors, SMEM for transformable SMEM refs, TMEM for TMEM refs, else None."""
    ty = value.type
    if isinstance(ty, VectorType):
        return REG
    if isinstance(ty, MemRefType):
        space = memory_space(ty)
        if space == SMEM and isinstance(ty.element_type, BarrierType):
            return None
        return space
    return None


def shape_of(value: SSAValue) -> tuple[int, ...]:
    return tuple(value.type.get_shape())  # pyright: ignore[reportAttributeAccessIssue]


def elem_bits(value: SSAValue) -> int:
    return element_bits(value.type.get_element_type())  # pyright: ignore[reportAttributeAccessIssue]


def strides_of(value: SSAValue) -> tuple[int, ...]:
    """The memref's static strides (row-major where the layout does not say)."""
    ty = value.type
    shape = tuple(ty.get_shape())  # pyright: ignore[reportAttributeAccessIssue]
    row_major = tuple(math.prod(shape[i + 1:]) for i in range(len(shape)))
    try:
        strides = ty.get_strides()  # pyright: ignore[reportAttributeAccessIssue]
    except Exception:  # noqa: BLE001 - layouts xDSL cannot read
        return row_major
    if not strides or any(s is None for s in strides) or len(strides) != len(shape):
        return row_major
    return tuple(strides)


def is_transposed(value: SSAValue) -> bool:
    """A memref whose minor-most stride is not on its last dim (jax's is_memref_transposed)."""
    ty = value.type
    if not isinstance(ty, MemRefType) or len(ty.get_shape()) < 2:
        return False
    try:
        strides = ty.get_strides()
    except Exception:  # noqa: BLE001 - layouts xDSL cannot read: treat as row-major
        return False
    if not strides or strides[-1] is None or strides[-2] is None:
        return False
    return strides[-1] > strides[-2]


# ------------------------------------------------------------------------------------------------
# Op helpers (work for registered ops and for ``builtin.unregistered`` ones alike)
# ------------------------------------------------------------------------------------------------


def get_attr(op: Operation, name: str) -> Attribute | None:
    attr = op.properties.get(name)
    if attr is None:
        attr = op.attributes.get(name)
    return attr


def int_attr(op: Operation, name: str) -> int | None:
    attr = get_attr(op, name)
    if isinstance(attr, IntegerAttr):
        return attr.value.data
    return None


def bool_attr(op: Operation, name: str) -> bool | None:
    attr = get_attr(op, name)
    if attr is None:
        return None
    return isinstance(attr, IntegerAttr) and bool(attr.value.data)


def int_array(op: Operation, name: str) -> tuple[int, ...]:
    attr = get_attr(op, name)
    if attr is None:
        return ()
    if isinstance(attr, ArrayAttr):
        return tuple(a.value.data for a in attr.data)  # pyright: ignore
    if isinstance(attr, DenseArrayBase):
        return tuple(attr.get_values())  # pyright: ignore
    return ()


def constant_int(value: SSAValue) -> int | None:
    if isinstance(value, OpResult) and op_name(value.op) == "arith.constant":
        attr = get_attr(value.op, "value")
        if isinstance(attr, IntegerAttr):
            return attr.value.data
    return None


def is_known_divisible(value: SSAValue, divisor: int, depth: int = 10) -> bool:
    """``utils.is_known_divisible``: what the IR proves about an index."""
    if divisor == 1:
        return True
    if depth < 0 or not isinstance(value, OpResult):
        return False
    op, name = value.op, op_name(value.op)
    rec = lambda v: is_known_divisible(v, divisor, depth - 1)  # noqa: E731
    if name == "mosaic_gpu.assume_multiple":
        m = int_attr(op, "multiple")
        return (m is not None and m % divisor == 0) or rec(op.operands[0])
    if name == "arith.index_cast":
        return rec(op.operands[0])
    if name == "arith.constant":
        c = constant_int(value)
        return c is not None and c % divisor == 0
    if name == "arith.muli":
        return rec(op.operands[0]) or rec(op.operands[1])
    if name == "arith.select":
        return rec(op.operands[1]) and rec(op.operands[2])
    if name in ("arith.maxsi", "arith.minsi", "arith.maxui", "arith.minui", "arith.addi", "arith.subi"):
        return rec(op.operands[0]) and rec(op.operands[1])
    if name == "arith.andi":
        return divisor.bit_count() == 1 and (rec(op.operands[0]) or rec(op.operands[1]))
    return False


def dynamic_gcd(a: int, b: SSAValue) -> int:
    if isinstance(b.type, VectorType):
        return 1
    c = constant_int(b)
    if c is not None:
        return math.gcd(a, c)
    running, n, d = 1, a, 2
    factors = []
    while d * d <= n:
        while n % d == 0:
            n //= d
            factors.append(d)
        d += 1
    if n != 1:
        factors.append(n)
    for f in factors:
        if is_known_divisible(b, running * f):
            running *= f
    return running


# ------------------------------------------------------------------------------------------------
# Variables and constraints
# ------------------------------------------------------------------------------------------------


@dataclass(eq=False)
class Var:
    order: int
    space: str
    value: SSAValue
    op: Operation  # the op of its first site, for diagnostics
    shape: tuple[int, ...]
    bits: int
    layout: object = None  # RegisterLayout | TiledLayout (TMEM) | ("smem", tiling|None)
    parent: Var | None = None
    not_splat: Operation | None = None  # the op that requires it (for the diagnostic)
    not_strided: Operation | None = None
    divides: tuple[int, ...] | None = None
    tmem_default: L.TiledLayout | None = None  # tier-3 default (tmem_alloc results)
    other_shapes: list[tuple[int, ...]] = field(default_factory=list)  # of vars merged into it
    constraints: list[Constraint] = field(default_factory=list)
    blame: Operation | None = None

    def find(self) -> Var:
        root = self
        while root.parent is not None:
            root = root.parent
        node = self
        while node.parent is not None and node.parent is not root:
            node.parent, node = root, node.parent
        return root


@dataclass(frozen=True)
class SmemTransforms:
    """``cs.SMEMTransforms``: a tiling (None = untiled); the swizzle follows from the dtype."""

    tiling: tuple[int, ...] | None


@dataclass(eq=False)
class Constraint:
    kind: str  # relayout | smem_xfer | tmem_xfer | mma_tiling
    op: Operation
    key: tuple[int, int]  # jax's candidate order: (0 relayout / 1 other, position)
    reg: Var | None = None  # relayout: source; transfers: the register side
    other: Var | None = None  # relayout: target; transfers: the memory side
    bits: int = 0
    shape: tuple[int, ...] = ()
    xfer: str = OPTIMIZED
    transposed: bool = False
    unswizzled_ok: bool = False  # IsValidMmaTiling(allow_unswizzled=True)
    strict: bool = True  # relayout
    strides: tuple[int, ...] = ()  # smem_xfer: the ref's strides
    # reduce: other = Reduce(reg) through these (axes, keep_dims) steps over a rank-`rank` shape
    steps: tuple[tuple[tuple[int, ...], bool], ...] = ()
    rank: int = 0
    # reshape: other = Reshape(reg, shape -> target_shape); broadcast: dims
    target_shape: tuple[int, ...] = ()
    dims: tuple[int, ...] = ()

    def vars(self) -> tuple[Var, ...]:
        return tuple(v.find() for v in (self.reg, self.other) if v is not None)


class InferenceFailed(Exception):
    def __init__(self, op: Operation):
        self.op = op


# ------------------------------------------------------------------------------------------------
# Constraint semantics
# ------------------------------------------------------------------------------------------------


def smem_transfer_ok(reg: L.RegisterLayout, tiling: tuple[int, ...] | None, c: Constraint) -> bool:
    """``IsTransferableSmemRegisters``: jax's ``_is_supported_smem_transfer``, bank-conflict plan
    included (``layouts.plan_tiled_transfer``)."""
    return L.is_supported_smem_transfer(c.shape, c.strides, c.bits, c.xfer, tiling, reg)


def check(c: Constraint) -> bool | None:
    """True/False when all its variables are known, None otherwise."""
    a = c.reg.find().layout if c.reg is not None else None
    b = c.other.find().layout if c.other is not None else None
    if b is None or (a is None and c.reg is not None):
        return None
    if c.kind == "relayout":
        return L.relayout_holds(a, b, c.strict, c.bits)  # pyright: ignore[reportArgumentType]
    if c.kind == "smem_xfer":
        return smem_transfer_ok(a, b.tiling, c)
    if c.kind == "tmem_xfer":
        return L.is_valid_tmem_transfer(b, a, c.shape, c.bits)
    if c.kind == "mma_tiling":
        return L.is_valid_mma_tiling(b.tiling, c.bits, c.transposed, c.unswizzled_ok)
    if c.kind in ("reduce", "reshape"):
        derived = derive(c, a)
        return derived is not None and derived == b
    if c.kind == "broadcast":
        if isinstance(a, L.WGStridedFragLayout) and isinstance(b, L.WGStridedFragLayout):
            return L.strided_broadcast_ok(a, b, c.dims)
        return type(a) is type(b)
    raise AssertionError(c.kind)


def derive(c: Constraint, source: object) -> object | None:
    """The layout a reduce/reshape constraint gives its target from a known source."""
    if c.kind == "reduce":
        layout = source
        for axes, keep in c.steps:
            layout = L.reduce_layout(layout, axes, c.rank, keep)  # pyright: ignore[reportArgumentType]
            if layout is None:
                return None
        return layout
    if c.kind == "reshape":
        return L.reshape_layout(source, c.shape, c.target_shape)  # pyright: ignore[reportArgumentType]
    return None


def forced(c: Constraint) -> tuple[Var, object] | None:
    """What ``reduce`` would turn into an assignment: Equals(var, constant expression)."""
    if c.reg is None or c.other is None:
        return None
    src, dst = c.reg.find(), c.other.find()
    if src.layout is None or dst.layout is not None:
        return None
    if c.kind == "relayout":
        # A strict relayout out of a Tiled or Strided layout is an equality.
        if not c.strict or isinstance(src.layout, L.WGSplatFragLayout):
            return None
        return dst, src.layout
    if c.kind in ("reduce", "reshape"):
        derived = derive(c, src.layout)
        return None if derived is None else (dst, derived)
    return None


def var_accepts(v: Var, layout: object) -> Operation | None:
    """None if ``layout`` is a valid assignment for ``v`` w.r.t. its own restrictions, else the op
    that forbids it."""
    if v.space == REG:
        if not L.is_valid_register_layout(v.shape, layout):  # pyright: ignore[reportArgumentType]
            return v.op
        if (v.divides is not None and isinstance(layout, L.TiledLayout)
                and not L.divides_holds(layout.base_tile_shape, v.divides)):
            return v.op
        if isinstance(layout, L.WGSplatFragLayout) and v.not_splat is not None:
            return v.not_splat
        if isinstance(layout, L.WGStridedFragLayout) and v.not_strided is not None:
            return v.not_strided
    elif v.space == SMEM:
        tiling = layout.tiling  # pyright: ignore[reportAttributeAccessIssue]
        if not all(L.smem_tiling_applies(shape, tiling) for shape in (v.shape, *v.other_shapes)):
            return v.op
        if v.divides is not None and not L.divides_holds(tiling, v.divides):
            return v.op
    elif v.space == TMEM:
        if not layout.tiling.applies_to(v.shape):  # pyright: ignore[reportAttributeAccessIssue]
            return v.op
    return None


# ------------------------------------------------------------------------------------------------
# Rule context
# ------------------------------------------------------------------------------------------------


class RuleContext:
    """What a rule sees: variable creation, site mapping, assignments and constraints."""

    def __init__(self, arch: tuple[int, int]):
        self.arch = arch
        self.vars: list[Var] = []
        self.result_var: dict[SSAValue, Var] = {}  # producer variable of each value
        self.sites: dict[Operation, list[tuple[bool, int, Var]]] = {}  # op -> (is_result, idx, var)
        self.var_sites: dict[Var, list[tuple[Operation, str, SSAValue]]] = {}  # in mapping order
        self.assignments: list[tuple[Var, object, Operation]] = []
        self.constraints: list[Constraint] = []
        self.equals: list[tuple[Var, Var, Operation]] = []
        self.rule_relayouts: list[Constraint] = []
        self.smem_aliases: dict[tuple[int, int], Var] = {}
        self.tmem_aliases: dict[tuple[int, int], Var] = {}

    # -- variables and sites ---------------------------------------------------------------

    def new_var(self, op: Operation, value: SSAValue) -> Var:
        kind = value_kind(value)
        assert kind is not None
        v = Var(len(self.vars), kind, value, op, shape_of(value), elem_bits(value))
        self.vars.append(v)
        return v

    def producer_var(self, op: Operation, index: int) -> Var:
        """jax's ``ctx.producer_ref``: the variable of the operand's producer."""
        value = op.operands[index]
        var = self.result_var.get(value)
        if var is None:  # a block argument or a value produced outside the walk
            var = self.new_var(op, value)
            self.result_var[value] = var
        return var

    def operand(self, op: Operation, index: int, var: Var | None = None) -> Var:
        var = var or self.new_var(op, op.operands[index])
        self._map(op, False, index, var)
        return var

    def result(self, op: Operation, index: int, var: Var | None = None) -> Var:
        var = var or self.new_var(op, op.results[index])
        self._map(op, True, index, var)
        self.result_var[op.results[index]] = var
        return var

    def argument(self, op: Operation, arg: SSAValue, var: Var) -> Var:
        """A block argument of one of ``op``'s regions shares ``var`` (no attribute is printed)."""
        self.result_var[arg] = var
        self.var_sites.setdefault(var, []).append((op, "arg", arg))
        return var

    def _map(self, op: Operation, is_result: bool, index: int, var: Var) -> None:
        self.sites.setdefault(op, []).append((is_result, index, var))
        value = op.results[index] if is_result else op.operands[index]
        self.var_sites.setdefault(var, []).append((op, "result" if is_result else "operand", value))

    # -- assignments and constraints -------------------------------------------------------

    def assign(self, var: Var, layout: object, op: Operation) -> None:
        self.assignments.append((var, layout, op))

    def equal(self, a: Var, b: Var, op: Operation) -> None:
        self.equals.append((a, b, op))

    def not_splat(self, var: Var, op: Operation) -> None:
        var.not_splat = var.not_splat or op

    def not_strided(self, var: Var, op: Operation) -> None:
        var.not_strided = var.not_strided or op

    def divides(self, var: Var, multiple: tuple[int, ...]) -> None:
        var.divides = multiple if var.divides is None else L.merge_divides(var.divides, multiple)

    def relayout(self, op: Operation, src: Var, dst: Var, **kw) -> None:
        """A Relayout stated by a rule: it sorts with the derived ones, before other constraints."""
        self.rule_relayouts.append(Constraint("relayout", op, (0, 0), src, dst, **kw))

    def constrain(self, kind: str, op: Operation, reg: Var | None, other: Var | None, **kw) -> None:
        self.constraints.append(Constraint(kind, op, (1, len(self.constraints)), reg, other, **kw))


Rule = Callable[[RuleContext, Operation], None]
RULES: dict[str, Rule] = {}


def rule(*names: str) -> Callable[[Rule], Rule]:
    def register(fn: Rule) -> Rule:
        for name in names:
            RULES[name] = fn
        return fn
    return register


# ------------------------------------------------------------------------------------------------
# Rules, one per op kind (jax's ``_*_constraint_system``)
# ------------------------------------------------------------------------------------------------

POINTWISE = [
    "arith.addi", "arith.addf", "arith.andi", "arith.bitcast", "arith.cmpf", "arith.cmpi",
    "arith.extf", "arith.extsi", "arith.extui", "arith.fptosi", "arith.fptoui", "arith.maximumf",
    "arith.maxui", "arith.maxsi", "arith.minimumf", "arith.minui", "arith.minsi", "arith.muli",
    "arith.mulf", "arith.ori", "arith.floordivsi", "arith.divsi", "arith.divui", "arith.divf",
    "arith.remui", "arith.remsi", "arith.remf", "arith.sitofp", "arith.uitofp", "arith.subi",
    "arith.subf", "arith.truncf", "arith.trunci", "arith.xori", "arith.select", "math.exp",
    "math.exp2", "math.sin", "math.cos", "math.log", "math.rsqrt", "math.tanh", "math.absf",
    "math.absi", "math.round", "math.roundeven", "math.copysign", "math.ctlz", "arith.shli",
    "arith.shrui", "arith.shrsi",
]


@rule(*POINTWISE)
def _pointwise(ctx: RuleContext, op: Operation) -> None:
    """One variable for all vector operands and results."""
    vec_operands = [i for i, o in enumerate(op.operands) if isinstance(o.type, VectorType)]
    vec_results = [i for i, r in enumerate(op.results) if isinstance(r.type, VectorType)]
    last = op.results[vec_results[-1]] if vec_results else op.operands[vec_operands[-1]]
    var = ctx.new_var(op, last)
    for i in vec_operands:
        ctx.operand(op, i, var)
    for i in vec_results:
        ctx.result(op, i, var)


@rule("arith.constant")
def _constant(ctx: RuleContext, op: Operation) -> None:
    var = ctx.result(op, 0)
    value = get_attr(op, "value")
    if isinstance(value, DenseIntOrFPElementsAttr) and value.is_splat():
        ctx.assign(var, L.WGSplatFragLayout(var.shape), op)
    else:
        ctx.not_splat(var, op)


@rule("vector.broadcast")
def _broadcast(ctx: RuleContext, op: Operation) -> None:
    var = ctx.result(op, 0)
    ctx.assign(var, L.WGSplatFragLayout(var.shape), op)


def _smem_xfer(ctx: RuleContext, op: Operation, reg: Var, ref_index: int, kind: str) -> None:
    ref = op.operands[ref_index]
    if value_kind(ref) != SMEM:
        return
    smem = ctx.operand(op, ref_index, ctx.producer_var(op, ref_index))
    ctx.constrain("smem_xfer", op, reg, smem, bits=elem_bits(ref), shape=shape_of(ref), xfer=kind,
                  transposed=is_transposed(ref), strides=strides_of(ref))


@rule("mosaic_gpu.vector_load")
def _vector_load(ctx: RuleContext, op: Operation) -> None:
    dest = ctx.result(op, 0)
    ctx.not_splat(dest, op)
    optimized = bool_attr(op, "optimized")
    _smem_xfer(ctx, op, dest, 0, UNOPTIMIZED if optimized is False else OPTIMIZED)


def _store_kind(op: Operation) -> str:
    optimized = bool_attr(op, "optimized")
    return DOWNGRADABLE if optimized is None else OPTIMIZED if optimized else UNOPTIMIZED


@rule("mosaic_gpu.vector_store")
def _vector_store(ctx: RuleContext, op: Operation) -> None:
    value = ctx.operand(op, 0)
    _smem_xfer(ctx, op, value, 1, _store_kind(op))


@rule("mosaic_gpu.async_store_smem")
def _async_store_smem(ctx: RuleContext, op: Operation) -> None:
    value = ctx.operand(op, 0)
    _smem_xfer(ctx, op, value, 1, _store_kind(op))
    ctx.not_strided(value, op)
    ctx.not_splat(value, op)


@rule("mosaic_gpu.multimem_load_reduce", "mosaic_gpu.broadcasted_iota")
def _non_splat_result(ctx: RuleContext, op: Operation) -> None:
    ctx.not_splat(ctx.result(op, 0), op)


@rule("mosaic_gpu.debug_print", "mosaic_gpu.print_layout")
def _print(ctx: RuleContext, op: Operation) -> None:
    for i, o in enumerate(op.operands):
        kind = value_kind(o)
        if kind == REG:
            ctx.operand(op, i)
        elif kind is not None:
            ctx.operand(op, i, ctx.producer_var(op, i))


@rule("mosaic_gpu.optimization_barrier")
def _optimization_barrier(ctx: RuleContext, op: Operation) -> None:
    for i, o in enumerate(op.operands):
        if isinstance(o.type, VectorType):
            var = ctx.operand(op, i)
            ctx.result(op, i, var)


@rule("mosaic_gpu.layout_cast")
def _layout_cast(ctx: RuleContext, op: Operation) -> None:
    src = ctx.operand(op, 0)
    dst = ctx.result(op, 0)
    new_layout = get_attr(op, "new_layout")
    assert new_layout is not None
    layout = A.from_attr(new_layout)
    if not L.is_valid_register_layout(dst.shape, layout):
        raise InferenceFailed(op)
    ctx.assign(dst, layout, op)
    ctx.relayout(op, src, dst, bits=elem_bits(op.operands[0]), strict=False)


@rule("mosaic_gpu.wgmma")
def _wgmma(ctx: RuleContext, op: Operation) -> None:
    acc = ctx.operand(op, 0)
    ctx.result(op, 0, acc)
    ctx.assign(acc, L.WGMMA_LAYOUT, op)
    b_val = op.operands[2]
    b = ctx.operand(op, 2, ctx.producer_var(op, 2))
    bits = elem_bits(b_val)
    ctx.constrain("mma_tiling", op, None, b, bits=bits, transposed=is_transposed(b_val))
    a_val = op.operands[1]
    if value_kind(a_val) == SMEM:
        a = ctx.operand(op, 1, ctx.producer_var(op, 1))
        if is_transposed(a_val) == is_transposed(b_val):
            ctx.equal(a, b, op)
        # a transposed w.r.t. b: Equals(a, Transpose(b)) is not modelled
    else:
        a = ctx.operand(op, 1)
        ctx.assign(a, L.WGMMA_LAYOUT_8BIT if elem_bits(a_val) == 8 else L.WGMMA_LAYOUT, op)


@rule("mosaic_gpu.slice_smem")
def _slice_smem(ctx: RuleContext, op: Operation) -> None:
    alias = int_attr(op, "alias_id")
    if alias is not None:
        key = (int_attr(op, "offset") or 0, alias)
        var = ctx.smem_aliases.get(key)
        if var is None:
            var = ctx.smem_aliases[key] = ctx.new_var(op, op.results[0])
        ctx.result(op, 0, var)
    else:
        ctx.result(op, 0)


@rule("mosaic_gpu.with_transforms")
def _with_transforms(ctx: RuleContext, op: Operation) -> None:
    var = ctx.producer_var(op, 0)
    ctx.operand(op, 0, var)
    ctx.result(op, 0, var)
    transforms_attr = get_attr(op, "transforms")
    t = A.transforms_from_attrs(transforms_attr.data if isinstance(transforms_attr, ArrayAttr) else ())
    computed = None
    unsupported = bool(t.other) or (t.swizzle is not None and t.tiling is None)
    if not unsupported and t.tiling is not None:
        try:
            minor = t.tiling[-2] if is_transposed(op.operands[0]) and len(t.tiling) >= 2 else t.tiling[-1]
            computed = L.compute_swizzle(minor, var.bits)
        except L.LayoutError:
            unsupported = True
    if unsupported:
        err = diag.INFER_LAYOUT_UNSUPPORTED_TRANSFORMS(transforms=str(transforms_attr))
        err.op = op  # pyright: ignore[reportAttributeAccessIssue]
        raise err
    if t.swizzle is not None and computed is not None and computed != t.swizzle:
        err = diag.INFER_LAYOUT_SWIZZLE_MISMATCH(
            given=_swizzle_name(t.swizzle), computed=_swizzle_name(computed), type=str(op.operands[0].type),
            fix=str(A.transforms_to_attr(t.tiling, var.bits, is_transposed(op.operands[0]))))
        err.op = op  # pyright: ignore[reportAttributeAccessIssue]
        raise err
    ctx.assign(var, SmemTransforms(t.tiling), op)


def _swizzle_name(swizzle: int) -> str:
    """jax's ``mgpu.SwizzlingMode`` member name."""
    return "kNoSwizzle" if swizzle == 16 else f"k{swizzle}ByteSwizzle"


@rule("memref.cast", "mosaic_gpu.get_cluster_ref")
def _ref_alias(ctx: RuleContext, op: Operation) -> None:
    var = ctx.producer_var(op, 0)
    ctx.operand(op, 0, var)
    ctx.result(op, 0, var)


@rule("memref.subview")
def _subview(ctx: RuleContext, op: Operation) -> None:
    src = ctx.operand(op, 0, ctx.producer_var(op, 0))
    dst = ctx.result(op, 0)
    sizes = int_array(op, "static_sizes")
    offsets = int_array(op, "static_offsets")
    src_shape = shape_of(op.operands[0])
    dyn_offsets = iter(op.operands[1:])
    multiple: list[int] = []
    dynamic = -(2**63)
    for i, size in enumerate(sizes):
        offset: int | SSAValue = offsets[i]
        if offset == dynamic:
            offset = next(dyn_offsets)
        if size == dynamic:
            multiple = []
            continue
        g = math.gcd(size, src_shape[i])
        g = math.gcd(g, offset) if isinstance(offset, int) else dynamic_gcd(g, offset) if g > 0 else g
        multiple.append(g)
    ctx.divides(src, tuple(multiple))
    ctx.equal(src, dst, op)


@rule("mosaic_gpu.async_load", "mosaic_gpu.async_store")
def _async_copy(ctx: RuleContext, op: Operation) -> None:
    is_load = op_name(op) == "mosaic_gpu.async_load"
    ref_index = 1 if is_load else 0
    first_index = 3 if is_load else 2
    lengths = int_array(op, "slice_lengths")
    indices = op.operands[first_index:first_index + len(lengths)]
    multiple = []
    for size, index in zip(lengths, indices):
        if size == -1:
            continue
        multiple.append(size if isinstance(index.type, VectorType) else dynamic_gcd(size, index))
    var = ctx.operand(op, ref_index, ctx.producer_var(op, ref_index))
    ctx.divides(var, tuple(multiple))
    _tma_index_vectors(ctx, op, first_index, len(lengths))


def _tma_index_vectors(ctx: RuleContext, op: Operation, first: int, count: int) -> None:
    for i in range(first, first + count):
        if i < len(op.operands) and isinstance(op.operands[i].type, VectorType):
            var = ctx.operand(op, i)
            rows = var.shape[0]
            if rows % 16 == 0:
                ctx.assign(var, L.TMA_INDICES_LAYOUT, op)
            elif rows % 4 == 0:
                ctx.assign(var, L.TMA_INDICES_4_LAYOUT, op)
            else:
                raise InferenceFailed(op)


@rule("mosaic_gpu.async_prefetch")
def _async_prefetch(ctx: RuleContext, op: Operation) -> None:
    _tma_index_vectors(ctx, op, 1, len(int_array(op, "slice_lengths")))


@rule("memref.load", "memref.store")
def _memref_scalar(ctx: RuleContext, op: Operation) -> None:
    index = 0 if op_name(op) == "memref.load" else 1
    var = ctx.operand(op, index)
    ctx.assign(var, SmemTransforms(None), op)


@rule("mosaic_gpu.try_cluster_cancel", "mosaic_gpu.query_cluster_cancel")
def _cluster_cancel(ctx: RuleContext, op: Operation) -> None:
    var = ctx.operand(op, 0, ctx.producer_var(op, 0))
    ctx.assign(var, SmemTransforms(None), op)


# -- TMEM ------------------------------------------------------------------------------------


@rule("mosaic_gpu.tmem_alloc")
def _tmem_alloc(ctx: RuleContext, op: Operation) -> None:
    result = ctx.result(op, 0)
    result.tmem_default = L.infer_tmem_layout(result.shape, bool(bool_attr(op, "collective")), 1)
    smem = ctx.operand(op, 0)  # its own variable, fixed to untiled
    ctx.assign(smem, SmemTransforms(None), op)


@rule("mosaic_gpu.tmem_dealloc")
def _tmem_dealloc(ctx: RuleContext, op: Operation) -> None:
    ctx.operand(op, 0, ctx.producer_var(op, 0))


@rule("mosaic_gpu.slice_tmem")
def _slice_tmem(ctx: RuleContext, op: Operation) -> None:
    ctx.operand(op, 0, ctx.producer_var(op, 0))
    alias = int_attr(op, "alias_id")
    if alias is not None:
        key = (int_attr(op, "offset") or 0, alias)
        var = ctx.tmem_aliases.get(key)
        if var is None:
            var = ctx.tmem_aliases[key] = ctx.new_var(op, op.results[0])
        ctx.result(op, 0, var)
    else:
        ctx.result(op, 0)


@rule("mosaic_gpu.tmem_layout_cast")
def _tmem_layout_cast(ctx: RuleContext, op: Operation) -> None:
    var = ctx.producer_var(op, 0)
    ctx.operand(op, 0, var)
    ctx.result(op, 0, var)
    new_layout = get_attr(op, "new_layout")
    assert new_layout is not None
    layout = A.from_attr(new_layout)
    if not isinstance(layout, L.TiledLayout) or not layout.applies_to(var.shape):
        raise InferenceFailed(op)
    ctx.assign(var, layout, op)


@rule("mosaic_gpu.async_load_tmem")
def _async_load_tmem(ctx: RuleContext, op: Operation) -> None:
    src = ctx.operand(op, 0, ctx.producer_var(op, 0))
    dst = ctx.result(op, 0)
    ctx.constrain("tmem_xfer", op, dst, src, bits=elem_bits(op.operands[0]), shape=shape_of(op.operands[0]))


@rule("mosaic_gpu.async_store_tmem")
def _async_store_tmem(ctx: RuleContext, op: Operation) -> None:
    src = ctx.operand(op, 0)
    dst = ctx.operand(op, 1, ctx.producer_var(op, 1))
    ctx.constrain("tmem_xfer", op, src, dst, bits=elem_bits(op.operands[0]), shape=shape_of(op.operands[0]))


@rule("mosaic_gpu.tcgen05_mma")
def _tcgen05_mma(ctx: RuleContext, op: Operation) -> None:
    collective = bool(bool_attr(op, "collective"))
    a_val, b_val = op.operands[1], op.operands[2]
    acc = ctx.operand(op, 0, ctx.producer_var(op, 0))
    acc_layout = L.infer_tmem_layout(acc.shape, collective, 1)
    if acc_layout is None or not acc_layout.applies_to(acc.shape):
        raise InferenceFailed(op)
    ctx.assign(acc, acc_layout, op)
    bits = elem_bits(b_val)
    b = ctx.operand(op, 2, ctx.producer_var(op, 2))
    ctx.constrain("mma_tiling", op, None, b, bits=bits, transposed=is_transposed(b_val))
    m = acc.shape[0]
    if m == 64 and not collective:
        n = shape_of(b_val)[1]
        max_elems = next((8 * s // bits for s in (128, 64, 32, 16) if 8 * s // bits <= n // 2), None)
        if max_elems is not None:
            ctx.divides(b, (max_elems, 8) if is_transposed(b_val) else (8, max_elems))
    if value_kind(a_val) == TMEM:
        a = ctx.operand(op, 1, ctx.producer_var(op, 1))
        a_layout = L.infer_tmem_layout(a.shape, collective, 32 // elem_bits(a_val))
        if a_layout is None:
            raise InferenceFailed(op)
        ctx.assign(a, a_layout, op)
    else:
        a = ctx.operand(op, 1, ctx.producer_var(op, 1))
        ctx.constrain("mma_tiling", op, None, a, bits=bits, transposed=is_transposed(a_val))
    # Further TMEM operands (sparse metadata, scales) get no rule here: they must be annotated
    # by their own casts.
    for i in range(3, len(op.operands)):
        if value_kind(op.operands[i]) is not None:
            ctx.operand(op, i, ctx.producer_var(op, i))


@rule("mosaic_gpu.async_store_smem_to_tmem")
def _async_store_smem_to_tmem(ctx: RuleContext, op: Operation) -> None:
    src = ctx.operand(op, 0, ctx.producer_var(op, 0))
    dst = ctx.operand(op, 1, ctx.producer_var(op, 1))
    bits = elem_bits(op.operands[1])
    layout = L.tmem_default_layout(max(32 // bits, 1))
    if not layout.applies_to(dst.shape):
        raise InferenceFailed(op)
    ctx.assign(dst, layout, op)
    ctx.constrain("mma_tiling", op, None, src, bits=bits, unswizzled_ok=True)


@rule("mosaic_gpu.warp_map")
def _warp_map(ctx: RuleContext, op: Operation) -> None:
    block = op.regions[0].blocks.first
    for i, o in enumerate(op.operands):
        if value_kind(o) in (SMEM, TMEM):
            var = ctx.operand(op, i, ctx.producer_var(op, i))
            if block is not None and i < len(block.args):
                ctx.argument(op, block.args[i], var)


# -- reductions, broadcasts, reshapes ---------------------------------------------------------


@rule("vector.multi_reduction")
def _multi_reduction(ctx: RuleContext, op: Operation) -> None:
    source = ctx.operand(op, 0)
    out = ctx.operand(op, 1)
    ctx.result(op, 0, out)
    ctx.not_strided(source, op)
    axes = tuple(sorted(int_array(op, "reduction_dims")))
    ctx.constrain("reduce", op, source, out, steps=((axes, False),), rank=len(source.shape))


@rule("mosaic_gpu.broadcast_in_dim")
def _broadcast_in_dim(ctx: RuleContext, op: Operation) -> None:
    src, dst = ctx.operand(op, 0), ctx.result(op, 0)
    dims = int_array(op, "broadcast_dimensions")
    dst_to_src = {d: i for i, d in enumerate(dims)}
    kept, collapsed = [], []
    for d in range(len(dst.shape)):
        if d in dst_to_src:
            if src.shape[dst_to_src[d]] == 1 and dst.shape[d] > 1:
                kept.append(d)
        else:
            collapsed.append(d)
    steps = ((tuple(kept), True),) if kept else ()
    steps += ((tuple(collapsed), False),) if collapsed else ()
    # src = Reduce(dst), and IsSupportedBroadcast(src, dst).
    ctx.constrain("reduce", op, dst, src, steps=steps, rank=len(dst.shape))
    ctx.constrain("broadcast", op, src, dst, dims=dims)


@rule("vector.shape_cast")
def _shape_cast(ctx: RuleContext, op: Operation) -> None:
    src, dst = ctx.operand(op, 0), ctx.result(op, 0)
    ctx.constrain("reshape", op, src, dst, shape=src.shape, target_shape=dst.shape)
    ctx.constrain("reshape", op, dst, src, shape=dst.shape, target_shape=src.shape)


# -- control flow ----------------------------------------------------------------------------


def _terminator(block) -> Operation:
    return block.last_op


def _carried(value: SSAValue) -> bool:
    return isinstance(value.type, VectorType) or value_kind(value) == SMEM


@rule("scf.for")
def _scf_for(ctx: RuleContext, op: Operation) -> None:
    """Each carried vector / SMEM ref: operand, block argument, result and yield operand share a
    variable (for SMEM, the init operand's producer variable)."""
    block = op.regions[0].blocks.first
    assert block is not None
    yield_op = _terminator(block)
    for index, o in enumerate(op.operands):
        if index < 3 or not _carried(o):
            continue
        r = index - 3
        var = ctx.operand(op, index) if isinstance(o.type, VectorType) else ctx.operand(op, index, ctx.producer_var(op, index))
        ctx.argument(op, block.args[r + 1], var)
        ctx.result(op, r, var)
        ctx.operand(yield_op, r, var)


@rule("scf.while")
def _scf_while(ctx: RuleContext, op: Operation) -> None:
    before, after = op.regions[0].blocks.first, op.regions[1].blocks.first
    assert before is not None and after is not None
    cond_op, yield_op = _terminator(before), _terminator(after)
    for i, o in enumerate(op.operands):
        if isinstance(o.type, VectorType):
            var = ctx.operand(op, i)
            ctx.argument(op, before.args[i], var)
            ctx.operand(yield_op, i, var)
    for i, r in enumerate(op.results):
        if isinstance(r.type, VectorType):
            var = ctx.result(op, i)
            ctx.argument(op, after.args[i], var)
            ctx.operand(cond_op, i + 1, var)


@rule("scf.index_switch")
def _scf_index_switch(ctx: RuleContext, op: Operation) -> None:
    for i, r in enumerate(op.results):
        if isinstance(r.type, VectorType):
            var = ctx.result(op, i)
            for region in op.regions:
                block = region.blocks.first
                assert block is not None
                ctx.operand(_terminator(block), i, var)


@rule("mosaic_gpu.custom_primitive")
def _custom_primitive(ctx: RuleContext, op: Operation) -> None:
    """The op states its layouts and transforms itself."""
    def attrs(name: str):
        a = get_attr(op, name)
        return iter(a.data if isinstance(a, ArrayAttr) else ())

    in_layouts, in_transforms, in_tmem = attrs("in_layouts"), attrs("in_transforms"), attrs("in_tmem_layouts")
    for i, o in enumerate(op.operands):
        kind = value_kind(o)
        if kind == REG:
            ctx.assign(ctx.operand(op, i), A.from_attr(next(in_layouts)), op)
        elif kind == SMEM:
            v = ctx.operand(op, i)
            ctx.equal(ctx.producer_var(op, i), v, op)
            t = next(in_transforms)
            ctx.assign(v, SmemTransforms(A.transforms_from_attrs(t.data).tiling), op)  # pyright: ignore
        elif kind == TMEM:
            v = ctx.operand(op, i, ctx.producer_var(op, i))
            ctx.assign(v, A.from_attr(next(in_tmem)), op)
    out_layouts, out_tmem = attrs("out_layouts"), attrs("out_tmem_layouts")
    for i, r in enumerate(op.results):
        kind = value_kind(r)
        if kind == REG:
            ctx.assign(ctx.result(op, i), A.from_attr(next(out_layouts)), op)
        elif kind == TMEM:
            ctx.assign(ctx.result(op, i), A.from_attr(next(out_tmem)), op)


# -- vector slicing and reductions ------------------------------------------------------------


@rule("vector.reduction")
def _vector_reduction(ctx: RuleContext, op: Operation) -> None:
    ctx.operand(op, 0)


@rule("vector.extract_strided_slice")
def _extract_strided_slice(ctx: RuleContext, op: Operation) -> None:
    if any(x != 1 for x in int_array(op, "strides")):
        raise InferenceFailed(op)
    operand, result = ctx.operand(op, 0), ctx.result(op, 0)
    ctx.divides(operand, int_array(op, "offsets"))
    ctx.equal(operand, result, op)
    ctx.not_splat(result, op)
    ctx.not_strided(result, op)


@rule("vector.insert_strided_slice")
def _insert_strided_slice(ctx: RuleContext, op: Operation) -> None:
    if any(x != 1 for x in int_array(op, "strides")):
        raise InferenceFailed(op)
    src, dst, result = ctx.operand(op, 0), ctx.operand(op, 1), ctx.result(op, 0)
    ctx.divides(dst, int_array(op, "offsets"))
    ctx.equal(dst, src, op)
    ctx.equal(dst, result, op)
    ctx.not_splat(dst, op)
    ctx.not_strided(dst, op)


@rule("vector.extract")
def _vector_extract(ctx: RuleContext, op: Operation) -> None:
    operand = ctx.operand(op, 0)
    if not isinstance(op.results[0].type, VectorType):  # a scalar: only splats can be indexed
        ctx.assign(operand, L.WGSplatFragLayout(operand.shape), op)
        return
    if len(op.operands) > 1:  # dynamic positions
        raise InferenceFailed(op)
    result = ctx.result(op, 0)
    ctx.equal(operand, result, op)
    ctx.divides(operand, operand.shape)
    ctx.divides(result, result.shape)
    ctx.not_splat(result, op)
    ctx.not_strided(result, op)


# ------------------------------------------------------------------------------------------------
# The solver
# ------------------------------------------------------------------------------------------------


class Solver:
    def __init__(self, ctx: RuleContext):
        self.ctx = ctx
        self.trail: list[Var] = []
        self.heaps: tuple[list, list] = ([], [])  # tier 1, tier 2: (key, seq, constraint, cands)
        self.seq = 0

    # -- union-find (only before solving) ------------------------------------------------------

    def union(self, a: Var, b: Var, op: Operation) -> None:
        a, b = a.find(), b.find()
        if a is b:
            return
        if b.order < a.order:
            a, b = b, a
        b.parent = a
        a.constraints += b.constraints
        a.not_splat = a.not_splat or b.not_splat
        a.not_strided = a.not_strided or b.not_strided
        if b.divides is not None:
            a.divides = b.divides if a.divides is None else L.merge_divides(a.divides, b.divides)
        a.tmem_default = a.tmem_default or b.tmem_default
        a.other_shapes += [b.shape, *b.other_shapes]
        if b.layout is not None:
            if a.layout is not None and a.layout != b.layout:
                raise InferenceFailed(op)
            a.layout = b.layout

    # -- assignment with forced propagation --------------------------------------------------

    def try_assign(self, var: Var, layout: object) -> Operation | None:
        """Assign and propagate; on a violation, undo everything and return the blamed op."""
        mark = len(self.trail)
        blame = self._assign(var, layout)
        if blame is not None:
            for v in self.trail[mark:]:
                v.layout = None
            del self.trail[mark:]
        return blame

    def _assign(self, var: Var, layout: object) -> Operation | None:
        work = [(var.find(), layout)]
        while work:
            v, lay = work.pop()
            if v.layout is not None:
                if v.layout != lay:
                    return v.op
                continue
            if (bad := var_accepts(v, lay)) is not None:
                return bad
            v.layout = lay
            self.trail.append(v)
            for c in v.constraints:
                ok = check(c)
                if ok is False:
                    return c.op
                if ok is None and (f := forced(c)) is not None:
                    work.append(f)
        return None

    def commit(self, start: int) -> None:
        """Register the candidates that newly assigned variables make available."""
        for v in self.trail[start:]:
            for c in v.constraints:
                self.push(c)

    # -- candidates ----------------------------------------------------------------------------

    def push(self, c: Constraint) -> None:
        tier1, tier2 = self.candidates(c)
        for heap, cands in ((self.heaps[0], tier1), (self.heaps[1], tier2)):
            if cands:
                self.seq += 1
                heapq.heappush(heap, (c.key, self.seq, c, cands))

    def candidates(self, c: Constraint) -> tuple[list, list]:
        """(var, layout) candidates of jax's ``_extract_variable_assignments_from_constraints``,
        split into tier 1 (Tiled/SMEM/TMEM) and tier 2 (Splat/Strided)."""
        vs = [c.reg.find() if c.reg else None, c.other.find() if c.other else None]
        known = [v is not None and v.layout is not None for v in vs]
        out: list[tuple[Var, object]] = []
        if c.kind == "relayout":
            src, dst = vs
            if known[0] and not known[1]:
                out = [(dst, src.layout)]  # pyright: ignore
            elif known[1] and not known[0]:
                out = [(src, dst.layout)]  # pyright: ignore
        elif c.kind == "smem_xfer":
            reg, smem = vs
            if known[1] and not known[0]:
                tiling = smem.layout.tiling  # pyright: ignore
                out = [(reg, lay) for lay in L.register_layouts_for_smem_transfer(
                    tiling is not None, reg.shape, c.bits, self.ctx.arch)]  # pyright: ignore
            elif known[0] and not known[1] and isinstance(reg.layout, L.TiledLayout):  # pyright: ignore
                seen = []
                for tiling in L.conjure_smem_tilings(smem.shape, c.bits, c.transposed):  # pyright: ignore
                    if smem.divides is not None:  # pyright: ignore
                        tiling = L.merge_divides(smem.divides, tiling)  # pyright: ignore
                    if tiling not in seen:
                        seen.append(tiling)
                out = [(smem, SmemTransforms(t)) for t in seen]
        elif c.kind == "tmem_xfer":
            reg, tmem = vs
            if known[1] and not known[0]:
                out = [(reg, lay) for lay in L.tmem_register_candidates(tmem.layout, c.shape, c.bits)]  # pyright: ignore
            elif known[0] and not known[1]:
                out = [(tmem, lay) for lay in L.tmem_layout_candidates(reg.layout, c.shape, c.bits)]  # pyright: ignore
        elif c.kind == "reduce":
            large, small = vs
            if known[1] and not known[0] and len(c.steps) == 1:
                axes, keep = c.steps[0]
                out = [(large, lay) for lay in L.reduce_candidates(small.layout, large.shape, axes, keep)]  # pyright: ignore
        elif c.kind == "broadcast":
            src, dst = vs
            if known[0] and not known[1]:
                if isinstance(src.layout, L.WGSplatFragLayout):  # pyright: ignore
                    out = [(dst, L.WGSplatFragLayout(dst.shape))]  # pyright: ignore
                elif isinstance(src.layout, L.WGStridedFragLayout):  # pyright: ignore
                    cand = L.WGStridedFragLayout(dst.shape, src.layout.vec_size)  # pyright: ignore
                    if L.strided_broadcast_ok(src.layout, cand, c.dims):  # pyright: ignore
                        out = [(dst, cand)]
        elif c.kind == "mma_tiling":
            smem = vs[1]
            if not known[1]:
                out = [(smem, SmemTransforms(t)) for t in L.mma_tilings(smem.shape, c.bits, c.transposed)]  # pyright: ignore
        tier1 = [(v, lay) for v, lay in out
                 if not (v.space == REG and not isinstance(lay, L.TiledLayout))]
        tier2 = [(v, lay) for v, lay in out if v.space == REG and not isinstance(lay, L.TiledLayout)]
        return tier1, tier2

    def default(self, v: Var) -> object | None:
        if v.space == REG:
            return L.WGStridedFragLayout.from_shape(v.shape, v.bits)
        if v.space == SMEM:
            return SmemTransforms(None)
        return v.tmem_default

    def decide(self, v: Var, layout: object) -> bool:
        v = v.find()
        if v.layout is not None:
            return False
        mark = len(self.trail)
        blame = self.try_assign(v, layout)
        if blame is not None:
            v.blame = blame
            return False
        self.commit(mark)
        return True

    # -- main loop -----------------------------------------------------------------------------

    def solve(self) -> None:
        ctx = self.ctx
        for a, b, op in ctx.equals:
            self.union(a, b, op)
        roots = [v for v in ctx.vars if v.parent is None]
        for c in ctx.constraints:
            for v in c.vars():
                v.constraints.append(c)
        # Hard assignments (union-find may already carry some through merges).
        for var, layout, op in ctx.assignments:
            root = var.find()
            if root.layout is not None:
                if root.layout != layout:
                    raise InferenceFailed(op)
                continue
            if (blame := self.try_assign(root, layout)) is not None:
                raise InferenceFailed(blame)
        # Constraints that involve only already-known vars, and forced propagation from them.
        for c in ctx.constraints:
            if check(c) is False:
                raise InferenceFailed(c.op)
        for v in list(self.trail):
            for c in v.constraints:
                if (f := forced(c)) is not None and f[0].layout is None:
                    if (blame := self.try_assign(*f)) is not None:
                        raise InferenceFailed(blame)
        for c in ctx.constraints:
            self.push(c)

        pending = [v for v in roots if v.layout is None]
        pointer = 0
        decided = 0  # successful decisions, to tell whether another pass over the defaults can help
        retried_at = -1
        while True:
            progressed = False
            for heap in self.heaps:
                while heap:
                    _, _, c, cands = heapq.heappop(heap)
                    if any(self.decide(v, lay) for v, lay in cands if v.find().layout is None):
                        progressed = True
                        break
                if progressed:
                    break
            if progressed:
                decided += 1
                continue
            # Tier 3: a default for the first unknown variable, in creation order.
            while pointer < len(pending) and pending[pointer].find().layout is not None:
                pointer += 1
            if pointer < len(pending):
                v = pending[pointer]
                pointer += 1
                lay = self.default(v)
                if lay is not None and self.decide(v, lay):
                    decided += 1
                continue
            unknown = [v for v in pending if v.find().layout is None]
            if not unknown:
                return
            if retried_at == decided:  # a whole pass over the defaults changed nothing
                v = unknown[0]
                raise InferenceFailed(v.blame or v.op)
            retried_at, pending, pointer = decided, unknown, 0


# ------------------------------------------------------------------------------------------------
# Driver
# ------------------------------------------------------------------------------------------------


def _should_participate(op: Operation) -> bool:
    return any(value_kind(v) is not None for v in (*op.operands, *op.results))


def _walk(op: Operation):
    """Pre-order walk that does not enter custom_primitive bodies (jax's traverse_op)."""
    yield op
    if op_name(op) == "mosaic_gpu.custom_primitive":
        return
    for region in op.regions:
        for block in region.blocks:
            for child in block.ops:
                yield from _walk(child)


def _arch(module: ModuleOp, major: int | None, minor: int | None) -> tuple[int, int]:
    def read(name: str, default: int) -> int:
        attr = module.attributes.get(name)
        return attr.value.data if isinstance(attr, IntegerAttr) else default

    return (major if major is not None else read("mosaic_gpu.arch_major", 9),
            minor if minor is not None else read("mosaic_gpu.arch_minor", 0))


def _layout_attr(layout: object, value: SSAValue) -> Attribute:
    if isinstance(layout, SmemTransforms):
        return A.transforms_to_attr(layout.tiling, elem_bits(value), is_transposed(value))
    return A.to_attr(layout)  # pyright: ignore[reportArgumentType]


def infer_layouts(module: ModuleOp, arch: tuple[int, int]) -> None:
    rctx = RuleContext(arch)
    ops: list[Operation] = []
    for top in module.body.block.ops:
        for op in _walk(top):
            ops.append(op)
            if op_name(op) in ("scf.yield", "scf.condition") or not _should_participate(op):
                continue
            fn = RULES.get(op_name(op))
            if fn is None:
                err = diag.INFER_LAYOUT_NO_RULE(op=op_name(op))
                err.op = op  # pyright: ignore[reportAttributeAccessIssue]
                raise err
            try:
                fn(rctx, op)
            except InferenceFailed as e:
                _raise_failure(e.op)
            except diag.MgpuError:
                raise
            except (ValueError, IndexError, KeyError, StopIteration, AttributeError):
                # Malformed or unsupported attributes/types for this op (jax raises a ValueError).
                _raise_failure(op)

    # Relayout edges, in jax's order (derive_relayout_constraints).
    relayouts: list[Constraint] = []
    visited: set[int] = set()
    for var, sites in rctx.var_sites.items():
        for op, role, value in sites:
            if not isinstance(value.type, VectorType):
                continue
            if role == "operand":
                producer = rctx.result_var.get(value)
                if producer is not None and id(producer) not in visited:
                    relayouts.append(Constraint("relayout", op, (0, len(relayouts)), producer, var,
                                                bits=elem_bits(value)))
            else:
                for use in value.uses:
                    consumer = _operand_var(rctx, use.operation, use.index)
                    if consumer is not None and id(consumer) not in visited:
                        relayouts.append(Constraint("relayout", use.operation, (0, len(relayouts)), var,
                                                    consumer, bits=elem_bits(value)))
        visited.add(id(var))
    # jax's sort puts every Relayout (the rules' ones first, in program order) before the rest.
    relayouts = rctx.rule_relayouts + relayouts
    for i, c in enumerate(relayouts):
        c.key = (0, i)
    rctx.constraints = relayouts + rctx.constraints

    # NotOfType(Splat) flows forward along relayouts (saturate_distinct_from_splat).
    succ: dict[int, list[Var]] = {}
    for c in relayouts:
        succ.setdefault(id(c.reg), []).append(c.other)  # pyright: ignore[reportArgumentType]
    stack = [v for v in rctx.vars if v.not_splat is not None]
    while stack:
        v = stack.pop()
        for w in succ.get(id(v), ()):
            if w.not_splat is None:
                w.not_splat = v.not_splat
                stack.append(w)

    try:
        Solver(rctx).solve()
    except InferenceFailed as e:
        _raise_failure(e.op)

    cache: dict[tuple[object, int, bool], Attribute] = {}  # (layout, bits, transposed) -> attribute
    for op in ops:
        if op in rctx.sites:
            _emit(op, rctx.sites[op], cache)


def _operand_var(rctx: RuleContext, op: Operation, index: int) -> Var | None:
    for is_result, i, var in rctx.sites.get(op, ()):
        if not is_result and i == index:
            return var
    return None


def _raise_failure(op: Operation):
    err = diag.INFER_LAYOUT_FAILED()
    err.op = op  # pyright: ignore[reportAttributeAccessIssue]
    raise err


_SUFFIX = {REG: "layouts", TMEM: "tmem_layouts", SMEM: "transforms"}


def _emit(op: Operation, sites: list[tuple[bool, int, Var]], cache: dict[tuple[object, int, bool], Attribute]) -> None:
    by_site = {(is_result, index): var.find() for is_result, index, var in sites}
    new: dict[str, list[Attribute]] = {}
    for is_result, values in ((False, op.operands), (True, op.results)):
        side = "out" if is_result else "in"
        for index, value in enumerate(values):
            kind = value_kind(value)
            if kind is None:
                continue
            name = f"{side}_{_SUFFIX[kind]}"
            var = by_site.get((is_result, index))
            if var is None or var.layout is None:
                _raise_failure(op)
            key = (var.layout, elem_bits(value) if kind == SMEM else 0,  # pyright: ignore
                   is_transposed(value) if kind == SMEM else False)
            attr = cache.get(key)
            if attr is None:
                attr = cache[key] = _layout_attr(var.layout, value)  # pyright: ignore[reportOptionalMemberAccess]
            new.setdefault(name, []).append(attr)
    attrs = {k: v for k, v in op.attributes.items() if k not in LAYOUT_ATTR_NAMES}
    # Where the op states a list itself as a property (custom_primitive), that property stays.
    attrs.update({k: ArrayAttr(v) for k, v in new.items() if k not in op.properties})
    keep_first = {k: attrs.pop(k) for k in list(attrs) if k == "op_name__"}
    op.attributes = {**keep_first, **dict(sorted(attrs.items()))}


@dataclass(frozen=True)
class InferLayoutPass(ModulePass):
    """Warpgroup layout inference (jax's ``infer_layout``)."""

    name = "mgpu-infer-layout"

    arch_major: int | None = None
    arch_minor: int | None = None

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        infer_layouts(op, _arch(op, self.arch_major, self.arch_minor))
