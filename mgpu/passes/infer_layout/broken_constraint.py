"""Which constraint jax 0.12 names where no layout fits (``diagnose_unsatisfiable_system`` and
``try_raise_constraint_specific_error``, jax/experimental/mosaic/gpu/layout_inference.py:2671-2750 at the 0.12.0.1
wheel; ``JaxVersion.names_broken_constraint``).

jax reduces the system its rules stated (constraints.py:1500-1540, ``_reduce_system_once``), pass after pass, each
pass going through the constraints in their order and assigning what an equality makes known as it goes, until a
pass finds the system unsatisfiable. With the assignments known when that pass began, it reduces each constraint
its rules stated, in their order (then the relayouts between producers and consumers), and names the first that
breaks and is of three kinds: an SMEM <-> registers transfer no plan fits, a relayout it does not implement, two
register layouts that must be equal. It raises at the op that stated it (the relayout of an operand: at its
consumer). Where no reduction ends unsatisfiable (jax's search found none where no single pass did), or what breaks
is of another kind, it names nothing. A system its reduction alone finds unsatisfiable is found so before jax's
search spends any of its fuel (find_assignments_for, layout_inference.py:563), so jax never gives up for want of
fuel where it names a constraint.

The system is the one mgpu's rules state (``RuleContext.stated``, in their order, each variable of a value site
jax's ``Variable`` of it), made up as jax's ``infer_layout`` makes it up before it searches
(layout_inference.py:2900-2925): ``saturate_distinct_from_splat``, then ``canonicalize_strict_non_splat_relayouts_
to_equals``, then ``saturate_divides_constraints_for_equal_vars`` (constraints.py:1211-1290).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from xdsl.ir import Operation

from mgpu import layouts as L
from mgpu.dialect.diagnostics import MgpuError
from mgpu.dialect.diagnostics import inference as diag
from mgpu.layouts.jax_names import register_layout_text
from mgpu.passes.infer_layout.constraints import (
    UNOPTIMIZED,
    CollapseShape,
    Derived,
    DividesVar,
    EqualVars,
    IsTransferableSmemRegisters,
    IsValidMmaTiling,
    NotOfType,
    Relayout,
    SmemTransforms,
    Stated,
    Transpose,
    Var,
    is_transposed,
    strides_of,
)
from mgpu.passes.typeinfo import SMEM, TMEM

Assignments = dict[Var, object]


class _Unsatisfiable(Exception):
    """A pass of jax's reduction found the system unsatisfiable."""


@dataclass(frozen=True)
class _Broken:
    """A constraint that breaks once reduced: the constants it compares, as jax's reduced form holds them."""

    kind: str  # "transfer" | "relayout" | "equal" | "other"
    layouts: tuple[object, ...] = ()


def broken_constraint_error(stated: list[Stated], assignments: list[tuple[Var, object, Operation]],
                            relayouts: list[Relayout], unreduced_field: bool) -> MgpuError | None:
    """jax's error naming the constraint its reduced system breaks, located at the op that stated it; None where
    jax names none. ``stated``: what the rules stated, in their order; ``relayouts``: those between producers and
    consumers, in jax's order (derive_relayout_constraints); ``unreduced_field``: the release's layouts write
    jax 0.12's ``unreduced_operation`` (``JaxVersion.tiled_layout_unreduced_field``)."""
    known: Assignments = {}
    for var, layout, _ in assignments:
        if known.setdefault(var, layout) != layout:  # (jax's rules' systems do not combine: it names nothing)
            return None
    failing = _reduce_until_unsatisfiable(_system(stated, relayouts), known)
    if failing is None:
        return None
    for c, op in _ops_for_constraints(stated, relayouts):
        try:
            broken = _reduced(c, failing)
        except _Unsatisfiable:
            continue
        if broken is not None and broken.kind != "other":
            return _message(c, broken, op, unreduced_field)
    return None


# -- the system jax searches -------------------------------------------------------------------


def _system(stated: list[Stated], relayouts: list[Relayout]) -> list[Stated]:
    system: list[Stated] = [*stated, *relayouts]
    # saturate_distinct_from_splat: a relayout out of a non-splat variable relays into a non-splat one
    non_splat = {c.var for c in system if isinstance(c, NotOfType) and c.kind is L.WGSplatFragLayout}
    found = bool(non_splat)
    added: list[Stated] = []
    while found:
        found = False
        for c in system:
            if isinstance(c, Relayout) and c.source in non_splat and c.target not in non_splat:
                found = True
                non_splat.add(c.target)
                added.append(NotOfType(c.op, c.target, L.WGSplatFragLayout))
    system += added
    # canonicalize_strict_non_splat_relayouts_to_equals
    system = [EqualVars(c.op, c.source, c.target) if isinstance(c, Relayout) and c.strict and c.source in non_splat
              else c for c in system]
    # saturate_divides_constraints_for_equal_vars: each Divides stated again of every variable equal to its own,
    # then every Divides merged by variable, after the other constraints
    equal = _equal_classes(system)
    divides: dict[Var, tuple[int, ...]] = {}
    rest: list[Stated] = []
    for c in system:
        if not isinstance(c, DividesVar):
            rest.append(c)
            continue
        for v in (c.var, *(w for w in equal.get(c.var, ()) if w is not c.var)):
            divides[v] = c.multiple if v not in divides else L.merge_divides(divides[v], c.multiple)
    return rest + [DividesVar(None, v, m) for v, m in divides.items()]


def _equal_classes(system: list[Stated]) -> dict[Var, list[Var]]:
    """compute_transitively_equal_vars: each variable of an Equals between variables, with its class."""
    parent: dict[Var, Var] = {}

    def find(v: Var) -> Var:
        parent.setdefault(v, v)
        while parent[v] is not v:
            v = parent[v]
        return v

    for c in system:
        if isinstance(c, EqualVars):
            a, b = find(c.a), find(c.b)
            if a is not b:
                parent[b] = a
    classes: dict[Var, list[Var]] = {}
    for v in parent:
        classes.setdefault(find(v), []).append(v)
    return {v: classes[find(v)] for v in parent}


def _ops_for_constraints(stated: list[Stated], relayouts: list[Relayout]) -> Iterable[tuple[Stated, Operation]]:
    """jax's ``op_for_constraint``: the rules' constraints at their op, then each producer -> consumer relayout at
    the op of its consumer's variable (layout_inference.py:2884, :2909)."""
    for c in stated:
        assert c.op is not None
        yield c, c.op
    for r in relayouts:
        yield r, r.target.op


# -- jax's reduction ---------------------------------------------------------------------------


def _reduce_until_unsatisfiable(system: list[Stated], known: Assignments) -> Assignments | None:
    """The assignments known when the pass that found ``system`` unsatisfiable began; None where no pass does."""
    pending = [(c, _known_of(c, known)) for c in system]
    while True:
        start = dict(known)
        try:
            pending, changed = _reduce_once(pending, known)
        except _Unsatisfiable:
            return start
        if not changed:
            return None


# A constraint still to hold, with the variables of it known when it was last reduced (jax keeps its reduced form)
_Kept = tuple[Stated, frozenset[Var]]


def _reduce_once(pending: list[_Kept], known: Assignments) -> tuple[list[_Kept], bool]:
    """One pass of ``_reduce_system_once`` (constraints.py:1500 at the 0.12.0.1 wheel): each constraint reduced with
    what is known so far, an equality of a variable and a constant assigning it at once."""
    kept: list[_Kept] = []
    changed = False
    for c, seen in pending:
        outcome = _step(c, known)
        if outcome is None:
            now = _known_of(c, known)
            kept.append((c, now))
            changed |= now != seen
        elif outcome is False:
            raise _Unsatisfiable
        else:
            changed = True
            if outcome is not True:
                var, layout = outcome
                _assign(var, layout, known)
    if _relays_non_splat_into_splat(kept, known):
        raise _Unsatisfiable
    return kept, changed


def _known_of(c: Stated, known: Assignments) -> frozenset[Var]:
    return frozenset(v for v in _vars(c) if v in known)


def _vars(c: Stated) -> tuple[Var, ...]:
    if isinstance(c, EqualVars):
        return c.a, c.b
    if isinstance(c, (NotOfType, DividesVar)):
        return (c.var,)
    return c.sides()


def _assign(var: Var, layout: object, known: Assignments) -> None:
    """``try_assign``: no other layout known of the variable, and one it can take (``is_valid_assignment``)."""
    if (var in known and known[var] != layout) or not _valid(var, layout):
        raise _Unsatisfiable
    known[var] = layout


def _valid(v: Var, layout: object) -> bool:
    """``is_valid_assignment`` (constraints.py:1455 at the 0.12.0.1 wheel): the layout tiles the value's shape,
    and a given swizzle divides the tile of the ref's dim of least stride."""
    if v.space == SMEM:
        assert isinstance(layout, SmemTransforms)
        if layout.tiling is not None and not L.smem_tiling_applies(v.shape, layout.tiling):
            return False
        if layout.swizzle in (None, L.NO_SWIZZLE):
            return True
        strides = strides_of(v.value)
        minor = (L.least_stride_tile(layout.tiling, strides) if layout.tiling is not None
                 else v.shape[strides.index(min(strides))])
        return minor % L.swizzle_elems(layout.swizzle, v.bits) == 0
    if v.space == TMEM:
        return layout.tiling.applies_to(v.shape)  # pyright: ignore[reportAttributeAccessIssue]
    return L.is_valid_register_layout(v.shape, layout)  # pyright: ignore[reportArgumentType]


def _relays_non_splat_into_splat(kept: list[_Kept], known: Assignments) -> bool:
    """``_has_relayout_of_non_splat_to_splat``: of the constraints as this pass reduced them, a relayout out of a
    variable not known then, that must not be a splat, into a splat known then."""
    non_splat = {c.var for c, _ in kept if isinstance(c, NotOfType) and c.kind is L.WGSplatFragLayout}
    return any(isinstance(c, Relayout) and c.source in non_splat and c.source not in seen and c.target in seen
               and isinstance(known[c.target], L.WGSplatFragLayout) for c, seen in kept)


def _step(c: Stated, known: Assignments) -> bool | tuple[Var, object] | None:
    """What one reduction of ``c`` gives: True (it holds), False (it breaks, or its expression cannot be
    reduced), a (variable, layout) it assigns, or None (still to hold)."""
    if isinstance(c, EqualVars):
        a, b = known.get(c.a), known.get(c.b)
        if c.a is c.b:
            return True
        if a is not None and b is not None:
            return a == b
        return (c.b, a) if a is not None else (c.a, b) if b is not None else None
    if isinstance(c, Relayout) and c.source in known and c.target not in known:
        source = known[c.source]
        strict_equal = c.strict and isinstance(source, (L.TiledLayout, L.WGStridedFragLayout))
        return (c.target, source) if strict_equal else None  # (canonicalize: a strict one is an equality)
    if isinstance(c, Derived) and c.source in known:
        derived = _derive(c, known[c.source])
        if derived is None:
            return None
        return derived == known[c.target] if c.target in known else (c.target, derived)
    if isinstance(c, IsValidMmaTiling) and c.smem not in known:
        allowed = _mma_allowed(c)
        return (c.smem, allowed[0]) if len(allowed) == 1 else None  # (OneOf.canonicalize)
    broken = _reduced(c, known)
    return None if broken is None and not all(v in known for v in _vars(c)) else broken is None


def _derive(c: Derived, source: object) -> object | None:
    """The target's layout reduced from a known source: None where jax's expression stays unreduced (a reduction or
    a reshape of a layout it does not follow); unsatisfiable where a transposition or collapse breaks the tile."""
    derived = c.derive(source)
    if derived is None and isinstance(c, (Transpose, CollapseShape)):
        raise _Unsatisfiable
    return derived


def _mma_allowed(c: IsValidMmaTiling) -> list[SmemTransforms]:
    """jax 0.12's ``mma_tiling_constraint`` states a ``OneOf`` (layout_inference.py:378-415 at the 0.12.0.1 wheel):
    the (8, swizzle) tiles that divide the ref, 128-, 64- then 32-byte, and an unswizzled one where allowed."""
    tiles = L.mma_tilings(c.smem.shape, c.bits, c.transposed)
    if c.unswizzled_ok:
        elems = L.swizzle_elems(L.NO_SWIZZLE, c.bits)
        tile = (elems, 8) if c.transposed else (8, elems)
        tiles += [tile] if all(s % t == 0 for s, t in zip(c.smem.shape, tile)) else []
    return [SmemTransforms(t) for t in tiles]  # (each with the swizzle that follows from it)


def _reduced(c: Stated, known: Assignments) -> _Broken | None:
    """``reduce_constraint`` then ``holds``, of a constraint whose variables ``known`` gives: what breaks, or None
    (it holds, or a variable is not known yet). Raises _Unsatisfiable where its expression cannot be reduced."""
    if isinstance(c, EqualVars):
        a, b = known.get(c.a), known.get(c.b)
        if a is None or b is None or a == b:
            return None
        return _Broken("equal" if c.a.space == "registers" else "other", (a, b))
    if isinstance(c, NotOfType):
        return _Broken("other") if isinstance(known.get(c.var), c.kind) else None
    if isinstance(c, DividesVar):
        return None if c.var not in known or _divides(known[c.var], c.multiple) else _Broken("other")
    if isinstance(c, Relayout):
        source, target = known.get(c.source), known.get(c.target)
        if source is None or target is None or source == target:
            return None
        if c.strict and isinstance(source, (L.TiledLayout, L.WGStridedFragLayout)):  # (Relayout.canonicalize)
            return _Broken("equal", (source, target))
        return None if L.relayout_holds(source, target, c.strict, c.bits) else _Broken("relayout", (source, target))  # pyright: ignore
    if isinstance(c, Derived):
        if c.source not in known or c.target not in known:
            return None
        derived = _derive(c, known[c.source])
        if derived is None or derived == known[c.target]:
            return None
        registers = c.target.space == "registers"  # (Equals(target, Reduce/Reshape(source)): target first)
        return _Broken("equal" if registers else "other", (known[c.target], derived))
    if isinstance(c, IsValidMmaTiling):
        return None if c.smem not in known or known[c.smem] in _mma_allowed(c) else _Broken("other")
    layouts = tuple(known.get(v) for v in c.sides())
    if any(x is None for x in layouts) or c.holds(layouts):
        return None
    return _Broken("transfer" if isinstance(c, IsTransferableSmemRegisters) else "other", layouts)


def _divides(layout: object, multiple: tuple[int, ...]) -> bool:
    """``Divides.holds`` of a constant (constraints.py:905 at the 0.12.0.1 wheel)."""
    if isinstance(layout, SmemTransforms):
        return L.divides_holds(layout.tiling, multiple)
    if isinstance(layout, L.TiledLayout):
        return L.divides_holds(layout.base_tile_shape, multiple)
    return True


# -- jax's words -------------------------------------------------------------------------------


def _message(c: Stated, broken: _Broken, op: Operation, unreduced_field: bool) -> MgpuError:
    def text(layout: object) -> str:
        return register_layout_text(layout, unreduced_field)  # pyright: ignore[reportArgumentType]

    if broken.kind == "transfer":
        assert isinstance(c, IsTransferableSmemRegisters)
        reg, smem = broken.layouts
        assert isinstance(smem, SmemTransforms)
        err = diag.INFER_NO_TRANSFER_PLAN(optimized="" if c.xfer == UNOPTIMIZED else "optimized ",
                                          layout=text(reg), ref=_ref_text(c, smem))
    elif broken.kind == "relayout":
        source, target = broken.layouts
        err = diag.INFER_NO_RELAYOUT(source=text(source), target=text(target))
    else:
        lhs, rhs = broken.layouts
        err = diag.INFER_NOT_EQUAL(lhs=text(lhs), rhs=text(rhs))
    err.op = op  # pyright: ignore[reportAttributeAccessIssue]
    return err


def _ref_text(c: IsTransferableSmemRegisters, smem: SmemTransforms) -> str:
    """The ref as jax's message writes its SMEMTransforms: its tile, and its swizzle where it swizzles."""
    swizzle = smem.swizzle
    if smem.tiling is not None and swizzle is None:  # (the swizzle that follows from the tile)
        swizzle = L.minor_swizzle(smem.tiling, c.bits, is_transposed(c.smem.value))
    swizzle = None if swizzle == L.NO_SWIZZLE else swizzle
    transforms = ([f"TilingTransform({smem.tiling})"] if smem.tiling is not None else []) + \
        ([f"SwizzleTransform({swizzle})"] if swizzle is not None else [])
    if not transforms:
        return "untransformed ref"
    return f"ref with transforms ({', '.join(transforms)}{',' if len(transforms) == 1 else ''})"

