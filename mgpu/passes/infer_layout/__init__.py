"""``mgpu-infer-layout``: Warpgroup layout inference, choosing as jax 0.10.2's ``infer_layout`` does.

Annotates every op that has a vector, TMEM-ref or transformable SMEM-ref operand or result with
``in_/out_layouts``, ``in_/out_tmem_layouts`` and ``in_/out_transforms``.

How it works (the shape of jax's ``layout_inference.py``, with a bounded search):

1. **Rules** (``rules/``: register values, SMEM refs, TMEM refs, ops with regions). A pre-order
   walk calls one small rule per op class (``RULES``, keyed by the op's exact class; what a rule
   sees: ``rule_context.py``). A rule maps the op's value sites to variables (reusing the
   producer's variable for SMEM/TMEM refs, as jax's ``ctx.producer_ref``), and adds hard
   assignments and constraints:
   ``NotOfType``, ``IsTransferableSmemRegisters``, ``IsTransferableTmemRegisters``,
   ``IsValidMmaTiling``, ``Divides``, ``Equals``, ``Reduce``, ``Reshape``, ``IsSupportedBroadcast``.
2. **Relayout edges.** Every register producer→consumer edge adds a strict ``Relayout``, in jax's
   order. ``NotOfType(Splat)`` is saturated forward along them.
3. **Solve** (``solver.py``; what each constraint means: ``constraints.py``). Forced propagation
   (what jax's ``reduce`` derives: a strict relayout out of a Tiled/Strided layout is an equality,
   a reduction/reshape of a known layout is known) alternates
   with decisions taken in jax's candidate order: tier 1 (Tiled / SMEM tiling / TMEM candidates
   proposed by constraints, relayouts first, then program order), tier 2 (Splat / Strided
   candidates), tier 3 (defaults per unknown variable in creation order). Each decision is tried
   with its forced consequences and undone if a constraint breaks: one level of backtracking where
   jax searches exhaustively, so the pass stays near-linear (a heap orders the candidates). Where a
   variable is left with no layout, the latest earlier decision its attempts ran into is banned and
   the solve starts again (``Backjump``, at most ``MAX_RESTARTS`` times): what jax's search would
   backtrack into first.
   SMEM transfer validity is jax's own check, bank-conflict plan included
   (``mgpu.layouts.smem.plan_tiled_transfer``).
4. **Emit** (here) the attributes, grouped by kind, in operand/result order, sorted by name as
   MLIR does.
5. **Count** (here, jax's ``_ensure_all_layouts_are_set``): an op left with fewer layouts than values of
   a kind (a value its rule does not lay out) is refused in jax's words.

Unsatisfiable constraints raise jax's ValueError ("Failed to infer a possible set of layouts...")
located at the op whose constraint cannot be satisfied (jax reports no op). Where jax 0.12 names the
constraint its reduced system breaks (``broken_constraint.py``), so does mgpu, at the op jax names.

Not modelled: wgmma/tcgen05_mma operands whose transposition differs (Equals to a Transpose);
M=64 collective TMEM layouts. An op class with no rule gets "No layout inference rule defined".
"""


from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import scf
from xdsl.dialects.builtin import (
    ArrayAttr,
    ModuleOp,
    VectorType,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.passes import ModulePass

from mgpu.arch import ARCH_MAJORS
from mgpu.dialect import compute_capability
from mgpu.dialect.diagnostics import inference as diag
from mgpu.dialect.diagnostics import MgpuError
from mgpu.dialect.context import MgpuContext
from mgpu.dialect.diagnostics import op_name
from mgpu.dialect.mosaic_gpu.layout_ops import CustomPrimitiveOp
from mgpu.jax_versions import NEWEST, JaxVersion
from mgpu.layouts import attrs as A
from mgpu.layouts.smem import compute_swizzle, least_stride_tile
from mgpu.layouts.attrs import LAYOUT_ATTR_NAMES
from mgpu.passes.infer_layout.broken_constraint import broken_constraint_error
from mgpu.passes.infer_layout.constraints import (
    REG,
    InferenceFailed,
    Relayout,
    SmemTransforms,
    Var,
    elem_bits,
    is_transposed,
    strides_of,
    value_kind,
)
from mgpu.passes.infer_layout.rule_context import RuleContext, located
from mgpu.passes.infer_layout.rules import RULES
from mgpu.passes.infer_layout.solver import Backjump, Solver
from mgpu.passes.infer_layout.unproved_index import raise_unproved_index
from mgpu.passes.typeinfo import SMEM, TMEM


def layout_annotations(module: Operation) -> list[tuple[str, dict[str, str]]]:
    """Each op's name and its inference attributes (``LAYOUT_ATTR_NAMES``) as text, in walk order:
    what our inference and jax's (``*.wg_layouts``) are compared by."""
    return [(op_name(op), {k: str(v) for k, v in op.attributes.items() if k in LAYOUT_ATTR_NAMES})
            for op in module.walk()]


def _should_participate(op: Operation) -> bool:
    return any(value_kind(v) is not None for v in (*op.operands, *op.results))


def _walk(op: Operation):
    """Pre-order walk that does not enter custom_primitive bodies (jax's traverse_op)."""
    yield op
    if isinstance(op, CustomPrimitiveOp):
        return
    for region in op.regions:
        for block in region.blocks:
            for child in block.ops:
                yield from _walk(child)


def module_arch(module: ModuleOp, major: int | None, minor: int | None) -> tuple[int, int]:
    """The compute capability a module targets: ``major`` / ``minor`` where given, else its
    ``mosaic_gpu.arch_major`` / ``arch_minor`` attributes (9.0 without them)."""
    major_written, minor_written = compute_capability.written(module)
    return (major if major is not None else 9 if major_written is None else major_written,
            minor if minor is not None else 0 if minor_written is None else minor_written)


def _layout_attr(layout: object, value: SSAValue, jax: JaxVersion) -> Attribute:
    if isinstance(layout, SmemTransforms):
        swizzle = layout.swizzle
        if swizzle is None and layout.tiling and not jax.smem_swizzle_apart:  # (jax 0.10.2's _compute_swizzle)
            swizzle = compute_swizzle(least_stride_tile(layout.tiling, strides_of(value)), elem_bits(value))
        return A.transforms_to_attr(layout.tiling, elem_bits(value), is_transposed(value), swizzle,
                                    no_swizzle_written=not jax.smem_swizzle_apart)
    return A.to_attr(layout)  # pyright: ignore[reportArgumentType]


# How many times a solve may start again without a decision that left a variable with no layout
# (jax searches on until its fuel is spent: layout_inference.py:539 at 0.12.0.1).
MAX_RESTARTS = 8


def infer_layouts(module: ModuleOp, arch: tuple[int, int], jax: JaxVersion = NEWEST) -> None:
    """Annotate ``module``, a module of release ``jax``, as that release's inference does."""
    banned: frozenset[tuple[int, object]] = frozenset()
    for _ in range(MAX_RESTARTS):
        try:
            rctx, ops = _solve(module, arch, jax, banned)
            break
        except Backjump as b:
            banned |= {b.key}
    else:
        rctx, ops = _solve(module, arch, jax, banned, restart=False)
    cache: dict[tuple[object, int, tuple[int, ...]], Attribute] = {}  # (layout, bits, strides) -> attribute
    for op in ops:
        if op in rctx.sites:
            _emit(op, rctx, cache, jax)
    for op in ops:
        _check_counts(op)


def _solve(module: ModuleOp, arch: tuple[int, int], jax: JaxVersion, banned: frozenset[tuple[int, object]],
           restart: bool = True) -> tuple[RuleContext, list[Operation]]:
    """The rules' variables and constraints, solved without the ``banned`` decisions; a ``Backjump`` where a
    variable is left with no layout by an earlier decision (unless not to ``restart``: then the failure)."""
    rctx = RuleContext(arch, jax)
    ops: list[Operation] = []
    for top in module.body.block.ops:
        for op in _walk(top):
            ops.append(op)
            if isinstance(op, (scf.YieldOp, scf.ConditionOp)) or not _should_participate(op):
                continue
            fn = RULES.get(type(op))
            if fn is None or type(op) in jax.without_inference_rule:
                raise located(op, diag.INFER_LAYOUT_NO_RULE(op=op_name(op)))
            try:
                fn(rctx, op)
            except InferenceFailed as e:
                _raise_failure(rctx, e.op)
            except MgpuError as e:
                if getattr(e, "op", None) is None:  # (a helper's refusal, located at the op whose rule called it)
                    e.op = op  # pyright: ignore[reportAttributeAccessIssue]
                raise
            except (ValueError, IndexError, KeyError, StopIteration, AttributeError):
                # Malformed or unsupported attributes/types for this op (jax raises a ValueError).
                _raise_failure(rctx, op)

    # Relayout edges, in jax's order (derive_relayout_constraints).
    relayouts: list[Relayout] = []
    visited: set[int] = set()
    for var, sites in rctx.var_sites.items():
        for op, role, value in sites:
            if not isinstance(value.type, VectorType):
                continue
            if role == "operand":
                producer = rctx.result_var.get(value)
                if producer is not None and id(producer) not in visited:
                    relayouts.append(Relayout(op, producer, var, bits=elem_bits(value)))
            else:
                for use in value.uses:
                    consumer = _operand_var(rctx, use.operation, use.index)
                    if consumer is not None and id(consumer) not in visited:
                        relayouts.append(Relayout(use.operation, var, consumer, bits=elem_bits(value)))
        visited.add(id(var))
    derived = relayouts
    # jax's sort puts every Relayout (the rules' ones first, in program order) before the rest.
    relayouts = rctx.rule_relayouts + relayouts
    for i, c in enumerate(relayouts):
        c.key = (0, i)
    rctx.constraints = relayouts + rctx.constraints

    # NotOfType(Splat) flows forward along relayouts (saturate_distinct_from_splat).
    succ: dict[int, list[Var]] = {}
    for c in relayouts:
        succ.setdefault(id(c.source), []).append(c.target)
    stack = [v for v in rctx.vars if v.not_splat is not None]
    while stack:
        v = stack.pop()
        for w in succ.get(id(v), ()):
            if w.not_splat is None:
                w.not_splat = v.not_splat
                stack.append(w)

    try:
        Solver(rctx, banned).solve()
    except InferenceFailed as e:
        _raise_unsatisfiable(rctx, e.op, derived)
    except Backjump as b:
        if restart:
            raise
        _raise_unsatisfiable(rctx, b.op, derived)
    return rctx, ops


def _operand_var(rctx: RuleContext, op: Operation, index: int) -> Var | None:
    for is_result, i, var in rctx.sites.get(op, ()):
        if not is_result and i == index:
            return var
    return None


def _raise_unsatisfiable(rctx: RuleContext, op: Operation, derived: list[Relayout]):
    """No layouts satisfy the system: the constraint jax 0.12 names, else as ``_raise_failure``."""
    if rctx.jax.names_broken_constraint:
        err = broken_constraint_error(rctx.stated, rctx.assignments, derived, rctx.jax.tiled_layout_unreduced_field)
        if err is not None:
            raise err
    _raise_failure(rctx, op)


def _raise_failure(rctx: RuleContext, op: Operation):
    if rctx.jax.names_unproved_index:
        raise_unproved_index(rctx)
    raise located(op, diag.INFER_LAYOUT_FAILED())


_SUFFIX = {REG: "layouts", TMEM: "tmem_layouts", SMEM: "transforms"}
_NOUN = {REG: "vector", TMEM: "TMEM ref", SMEM: "SMEM ref"}


def _check_counts(op: Operation) -> None:
    """jax's last check of its inference (_ensure_all_layouts_are_set, layout_inference.py:2284-2318 at
    jax-v0.12.0.1): an op with a vector, TMEM ref or SMEM ref has one layout (transforms) of that kind per such
    operand and per such result, in that order of kinds, operands first; an op no rule lays out wholly (a TMEM
    ref given to custom_primitive, a ref an scf.index_switch returns) has too few."""
    for kind in (REG, TMEM, SMEM):
        sides = (("in", op.operands, diag.INFER_LAYOUT_COUNT_IN), ("out", op.results, diag.INFER_LAYOUT_COUNT_OUT))
        counts = [(side, sum(value_kind(v) == kind for v in values), message) for side, values, message in sides]
        if not any(count for _, count, _ in counts):
            continue
        for side, count, message in counts:
            given = op.properties.get(f"{side}_{_SUFFIX[kind]}") or op.attributes.get(f"{side}_{_SUFFIX[kind]}")
            n = len(given.data) if isinstance(given, ArrayAttr) else 0
            if n != count:
                raise located(op, message(suffix=_SUFFIX[kind], given=n, kind=_NOUN[kind], count=count))


def _emit(op: Operation, rctx: RuleContext, cache: dict[tuple[object, int, tuple[int, ...]], Attribute],
          jax: JaxVersion) -> None:
    by_site = {(is_result, index): var.find() for is_result, index, var in rctx.sites[op]}
    new: dict[str, list[Attribute]] = {}
    for is_result, values in ((False, op.operands), (True, op.results)):
        side = "out" if is_result else "in"
        for index, value in enumerate(values):
            kind = value_kind(value)
            if kind is None:
                continue
            name = f"{side}_{_SUFFIX[kind]}"
            var = by_site.get((is_result, index))
            if var is None:  # a value the op's rule does not lay out: jax writes the list without it
                new.setdefault(name, [])
                continue
            if var.layout is None:
                _raise_failure(rctx, op)
            key = (var.layout, elem_bits(value) if kind == SMEM else 0,  # pyright: ignore
                   strides_of(value) if kind == SMEM else ())
            attr = cache.get(key)
            if attr is None:
                attr = cache[key] = _layout_attr(var.layout, value, jax)  # pyright: ignore[reportOptionalMemberAccess]
            new.setdefault(name, []).append(attr)
    attrs = {k: v for k, v in op.attributes.items() if k not in LAYOUT_ATTR_NAMES}
    # Where the op states a list itself as a property (custom_primitive), jax's assign_layouts rewrites it too
    # (its transforms as inferred: a swizzle<16> left out since jax 0.11, the computed swizzle added by 0.10.2).
    attrs.update({k: ArrayAttr(v) for k, v in new.items() if k not in op.properties})
    op.properties.update({k: ArrayAttr(v) for k, v in new.items() if k in op.properties})
    keep_first = {k: attrs.pop(k) for k in list(attrs) if k == "op_name__"}
    op.attributes = {**keep_first, **dict(sorted(attrs.items()))}


@dataclass(frozen=True)
class InferLayoutPass(ModulePass):
    """Warpgroup layout inference (jax's ``infer_layout``)."""

    name = "mgpu-infer-layout"

    arch_major: int | None = None
    arch_minor: int | None = None

    def __post_init__(self) -> None:  # a bad option is an error of the pipeline, before any parsing
        if self.arch_major is not None and self.arch_major not in ARCH_MAJORS:
            raise ValueError(f"arch_major={self.arch_major}: mgpu models compute capability "
                             f"{' and '.join(f'{m}.x' for m in ARCH_MAJORS)} (Mosaic GPU targets 9.0 and newer)")

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        # the release the module was read as (a context that read none: the newest, as MgpuContext's dialect)
        jax = ctx.jax if isinstance(ctx, MgpuContext) and ctx.jax is not None else NEWEST
        infer_layouts(op, module_arch(op, self.arch_major, self.arch_minor), jax)
