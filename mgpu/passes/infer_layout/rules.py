"""Layout inference's rules, one per op kind (jax 0.10.2 ``layout_inference.py``,
``_*_constraint_system``), and the ``RuleContext`` they see: variable creation, the mapping of an
op's operands and results to variables, assignments and constraints.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from xdsl.dialects.builtin import (
    ArrayAttr,
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    IntegerAttr,
    VectorType,
)
from xdsl.ir import Attribute, Operation, OpResult, SSAValue

from mgpu import layouts as L
from mgpu.dialect import diagnostics as diag
from mgpu.dialect.diagnostics import op_name
from mgpu.layouts import attrs as A
from mgpu.passes.infer_layout.constraints import (
    DOWNGRADABLE,
    OPTIMIZED,
    REG,
    UNOPTIMIZED,
    Constraint,
    InferenceFailed,
    SmemTransforms,
    Var,
    elem_bits,
    is_transposed,
    shape_of,
    strides_of,
    value_kind,
)
from mgpu.passes.rule_table import registrar
from mgpu.passes.typeinfo import SMEM, TMEM

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
        if kind is None:  # a scalar where the rule needs a vector or a ref (jax's rule fails on it too)
            raise InferenceFailed(op)
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
rule = registrar(RULES)



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


@rule("mosaic_gpu.mma")
def _mma(ctx: RuleContext, op: Operation) -> None:
    """jax's _mma_constraint_system: the accumulator (operand and result), A and B get
    ``MMALayouts`` of the operands' element width, or inference fails where one does not fit."""
    bits = elem_bits(op.operands[1])
    if bits not in (4, 8, 16, 32):
        raise InferenceFailed(op)
    lhs, rhs, acc_layout = L.mma_layouts(bits)
    acc = ctx.operand(op, 0)
    ctx.result(op, 0, acc)
    for var, layout in ((acc, acc_layout), (ctx.operand(op, 1), lhs), (ctx.operand(op, 2), rhs)):
        if not L.is_valid_register_layout(var.shape, layout):
            raise InferenceFailed(op)
        ctx.assign(var, layout, op)


@rule("mosaic_gpu.slice_smem")
def _slice_smem(ctx: RuleContext, op: Operation) -> None:
    _aliased_result(ctx, op, ctx.smem_aliases)


def _aliased_result(ctx: RuleContext, op: Operation, aliases: dict[tuple[int, int], Var]) -> None:
    """A slice with an ``alias_id`` shares one variable with every slice of the same (offset, alias)."""
    alias = int_attr(op, "alias_id")
    if alias is not None:
        key = (int_attr(op, "offset") or 0, alias)
        var = aliases.get(key)
        if var is None:
            var = aliases[key] = ctx.new_var(op, op.results[0])
        ctx.result(op, 0, var)
    else:
        ctx.result(op, 0)


def _same_ref(ctx: RuleContext, op: Operation) -> Var:
    """Operand 0 and result 0 are one ref (a view or cast): one variable, the producer's."""
    var = ctx.producer_var(op, 0)
    ctx.operand(op, 0, var)
    ctx.result(op, 0, var)
    return var


@rule("mosaic_gpu.with_transforms")
def _with_transforms(ctx: RuleContext, op: Operation) -> None:
    var = _same_ref(ctx, op)
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
    _same_ref(ctx, op)


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


@rule("memref.transpose")
def _transpose(ctx: RuleContext, op: Operation) -> None:
    """jax's ``_memref_transpose_op_constraint_system``: Equals(Transpose(src, p), dst) and
    Equals(src, Transpose(dst, p^-1))."""
    src = ctx.operand(op, 0, ctx.producer_var(op, 0))
    dst = ctx.result(op, 0)
    perm = op.properties["permutation"]
    permutation = tuple(d.position for d in perm.data.results)  # pyright: ignore[reportAttributeAccessIssue]
    inverse = tuple(permutation.index(i) for i in range(len(permutation)))
    ctx.constrain("transpose", op, src, dst, dims=permutation)
    ctx.constrain("transpose", op, dst, src, dims=inverse)


def _refuse(op: Operation, message: diag.Message) -> diag.MgpuError:
    err = message()
    err.op = op  # pyright: ignore[reportAttributeAccessIssue]
    return err


def _reassociation(op: Operation) -> list[tuple[int, ...]]:
    attr = get_attr(op, "reassociation")
    assert isinstance(attr, ArrayAttr)
    return [tuple(i.value.data for i in group.data) for group in attr.data]  # pyright: ignore


@rule("memref.expand_shape")
def _expand_shape(ctx: RuleContext, op: Operation) -> None:
    """jax's ``_memref_expand_shape_op_equation_system`` (layout_inference.py:1955): one ref; the
    trailing output dims that are not expanded (static) must be multiples of the tiling."""
    if is_transposed(op.operands[0]):
        raise _refuse(op, diag.INFER_LAYOUT_EXPAND_TRANSPOSED)
    src = ctx.operand(op, 0, ctx.producer_var(op, 0))
    dst = ctx.result(op, 0)
    multiple: list[int] = []
    # (jax pairs the output dims with the groups from the end, as written here)
    for dim, group in zip(reversed(int_array(op, "static_output_shape")), reversed(_reassociation(op))):
        if dim < 0 or len(group) > 1:
            break
        multiple.append(dim)
    ctx.divides(src, tuple(reversed(multiple)))
    ctx.equal(src, dst, op)


@rule("memref.collapse_shape")
def _collapse_shape(ctx: RuleContext, op: Operation) -> None:
    """jax's ``_memref_collapse_shape_op_constraint_system`` (layout_inference.py:1991):
    Equals(dst, CollapseShape(src)), one way."""
    groups = tuple(len(g) for g in _reassociation(op))
    if not groups:
        raise _refuse(op, diag.INFER_LAYOUT_COLLAPSE_EMPTY)
    shape = shape_of(op.operands[0])
    if strides_of(op.operands[0]) != L.row_major_strides(shape):
        raise _refuse(op, diag.INFER_LAYOUT_COLLAPSE_STRIDED)
    src = ctx.operand(op, 0, ctx.producer_var(op, 0))
    dst = ctx.result(op, 0)
    ctx.constrain("collapse", op, src, dst, shape=shape, dims=groups)


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
    _aliased_result(ctx, op, ctx.tmem_aliases)


@rule("mosaic_gpu.tmem_layout_cast")
def _tmem_layout_cast(ctx: RuleContext, op: Operation) -> None:
    var = _same_ref(ctx, op)
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


@rule("mosaic_gpu.async_store_sparse_metadata_smem_to_tmem")
def _async_store_sparse_metadata_smem_to_tmem(ctx: RuleContext, op: Operation) -> None:
    """jax's layout_inference.py:1749: the TMEM ref in ``sparse_meta_layout()``, the SMEM ref untransformed."""
    src = ctx.operand(op, 0, ctx.producer_var(op, 0))
    dst = ctx.operand(op, 1, ctx.producer_var(op, 1))
    ctx.assign(dst, L.sparse_meta_layout(), op)
    ctx.assign(src, SmemTransforms(None), op)


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

