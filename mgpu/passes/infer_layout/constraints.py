"""Layout inference's variables and constraints (jax 0.10.2 ``constraints.py``): what a value site
is (register, SMEM or TMEM; shape, bits, strides), a ``Var`` per group of sites that share a layout,
the constraints between them, one class per kind, each with its semantics: ``check`` (does it
hold), ``forced`` (what it implies once one side is known), ``candidates`` (the assignments it
proposes) and its printed form; ``var_accepts`` (a variable's own limits).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from xdsl.dialects.builtin import (
    MemRefType,
    VectorType,
)
from xdsl.ir import Operation, SSAValue

from mgpu import layouts as L
from mgpu.dialect.diagnostics import Message, MgpuError
from mgpu.dialect.diagnostics import inference as diag
from mgpu.dialect.mosaic_gpu.attributes import BarrierType
from mgpu.jax_versions import JaxVersion
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


def has_unit_stride(value: SSAValue) -> bool:
    """Whether a ref's smallest stride is 1, what jax's _is_valid_smem_layout_assignment requires of a ref with a
    shape (constraints.py:1409 at jax-v0.12.0.1): a dynamic stride is not (jax reads it as the int64 minimum)."""
    try:
        strides = value.type.get_strides()  # pyright: ignore[reportAttributeAccessIssue]
    except Exception:  # noqa: BLE001 - layouts xDSL cannot read: as strides_of, row-major
        return True
    if not strides:
        return True
    return None not in strides and min(strides) == 1


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

    def __str__(self) -> str:
        return f"V{self.order}"

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
    """``cs.SMEMTransforms``: a tiling (None = untiled), and the swizzle a kernel gave with it
    (``with_transforms`` in jax 0.11 and later: 16 for none); None: the swizzle that follows from the
    tiling and the dtype (jax 0.10.2's always, and every tiling inference proposes)."""

    tiling: tuple[int, ...] | None
    swizzle: int | None = None


class InferenceFailed(Exception):
    def __init__(self, op: Operation):
        self.op = op


def refused(op: Operation, message: Message, **fields: object) -> MgpuError:
    """What jax's solver raises rather than backtracks on (a NotImplementedError of constraints.py), at ``op``."""
    err = message(**fields)
    err.op = op  # pyright: ignore[reportAttributeAccessIssue]
    return err


# ------------------------------------------------------------------------------------------------
# Constraints, one class per kind (jax's constraints.py:415-955 at jax-v0.10.2: ``Relayout``,
# ``IsTransferable*``, ``Equals(target, Reduce(source))``, ...). ``NotOfType`` and ``Divides`` are
# limits of one variable (``Var.not_splat``, ``Var.divides``; ``var_accepts``), ``Equals`` of two
# variables a union of them (``Solver.union``).
# ------------------------------------------------------------------------------------------------


@dataclass(eq=False)
class Constraint:
    """A constraint on the layouts of ``sides()``, stated by ``op``'s rule (the op blamed when it
    breaks). ``key`` is its place in jax's candidate order: (0 for a relayout / 1, position)."""

    op: Operation
    key: tuple[int, int] = field(default=(0, 0), init=False)

    def sides(self) -> tuple[Var, ...]:
        raise NotImplementedError

    def holds(self, layouts: tuple[Any, ...]) -> bool:
        """Whether it holds of these layouts of ``sides()``."""
        raise NotImplementedError

    def vars(self) -> tuple[Var, ...]:
        return tuple(v.find() for v in self.sides())

    def check(self) -> bool | None:
        """True/False when all its variables are known, None otherwise."""
        layouts = [v.layout for v in self.vars()]
        return None if any(x is None for x in layouts) else self.holds(tuple(layouts))

    def forced(self) -> tuple[Var, object] | None:
        """What jax's ``reduce`` would turn into an assignment: Equals(var, constant expression)."""
        return None

    def candidates(self, arch: tuple[int, int]) -> list[tuple[Var, object]]:
        """The (var, layout) assignments it proposes (jax's
        ``_extract_variable_assignments_from_constraints``)."""
        return []


@dataclass(eq=False)
class Relayout(Constraint):
    """``source`` can be relaid out to ``target`` (elements of ``bits``); a strict one allows only a
    relayout out of a splat."""

    source: Var
    target: Var
    bits: int
    strict: bool = True

    def sides(self) -> tuple[Var, ...]:
        return self.source, self.target

    def holds(self, layouts: tuple[Any, ...]) -> bool:
        a, b = layouts
        return L.relayout_holds(a, b, self.strict, self.bits)

    def forced(self) -> tuple[Var, object] | None:
        # A strict relayout out of a Tiled or Strided layout is an equality.
        src, dst = self.vars()
        if src.layout is None or dst.layout is not None or not self.strict \
                or isinstance(src.layout, L.WGSplatFragLayout):
            return None
        return dst, src.layout

    def candidates(self, arch: tuple[int, int]) -> list[tuple[Var, object]]:
        src, dst = self.vars()
        if src.layout is not None and dst.layout is None:
            return [(dst, src.layout)]
        if dst.layout is not None and src.layout is None:
            return [(src, dst.layout)]
        return []

    def __str__(self) -> str:
        return f"Relayout({self.source} ⟶ {self.target})"


@dataclass(eq=False)
class IsTransferableSmemRegisters(Constraint):
    """``registers`` can be stored to / loaded from ``smem`` (jax's ``_is_supported_smem_transfer``,
    bank-conflict plan included: ``mgpu.layouts.smem.plan_tiled_transfer``)."""

    registers: Var
    smem: Var
    bits: int
    shape: tuple[int, ...]
    xfer: str  # OPTIMIZED | UNOPTIMIZED | DOWNGRADABLE
    transposed: bool
    strides: tuple[int, ...]  # the ref's
    # jax 0.11.2 and later's rule (JaxVersion.smem_transfers_txmatrix; mgpu.layouts.tiled_transfer), on this arch
    txmatrix: bool = False
    arch_major: int = 9

    def sides(self) -> tuple[Var, ...]:
        return self.registers, self.smem

    def holds(self, layouts: tuple[Any, ...]) -> bool:
        reg, smem = layouts
        if self.txmatrix:
            return L.is_supported_tiled_transfer(self.shape, self.strides, self.bits, self.xfer, smem.tiling, reg,
                                                 smem.swizzle, self.arch_major)
        return L.is_supported_smem_transfer(self.shape, self.strides, self.bits, self.xfer, smem.tiling, reg,
                                            smem.swizzle)

    def candidates(self, arch: tuple[int, int]) -> list[tuple[Var, object]]:
        reg, smem = self.vars()
        if smem.layout is not None and reg.layout is None:
            tiled = smem.layout.tiling is not None  # pyright: ignore[reportAttributeAccessIssue]
            return [(reg, lay) for lay in L.register_layouts_for_smem_transfer(tiled, reg.shape, self.bits, arch)]
        if reg.layout is not None and smem.layout is None and isinstance(reg.layout, L.TiledLayout):
            seen: list[tuple[int, ...]] = []
            for tiling in L.conjure_smem_tilings(smem.shape, self.bits, self.transposed):
                if smem.divides is not None:
                    tiling = L.merge_divides(smem.divides, tiling)
                if tiling not in seen:
                    seen.append(tiling)
            return [(smem, SmemTransforms(t)) for t in seen]
        return []

    def __str__(self) -> str:
        return f"IsTransferableSmemRegisters({self.registers} ⟷ {self.smem})"


@dataclass(eq=False)
class IsTransferableTmemRegisters(Constraint):
    """``registers`` can be stored to / loaded from ``tmem`` (jax's ``is_valid_tmem_transfer``)."""

    registers: Var
    tmem: Var
    bits: int
    shape: tuple[int, ...]

    def sides(self) -> tuple[Var, ...]:
        return self.registers, self.tmem

    def holds(self, layouts: tuple[Any, ...]) -> bool:
        reg, tmem = layouts
        return L.is_valid_tmem_transfer(tmem, reg, self.shape, self.bits)

    def candidates(self, arch: tuple[int, int]) -> list[tuple[Var, object]]:
        reg, tmem = self.vars()
        if tmem.layout is not None and reg.layout is None:
            return [(reg, lay) for lay in L.tmem_register_candidates(tmem.layout, self.shape, self.bits)]  # pyright: ignore[reportArgumentType]
        if reg.layout is not None and tmem.layout is None:
            return [(tmem, lay) for lay in L.tmem_layout_candidates(reg.layout, self.shape, self.bits)]  # pyright: ignore[reportArgumentType]
        return []

    def __str__(self) -> str:
        return f"IsTransferableTmemRegisters({self.registers} ⟷ {self.tmem})"


@dataclass(eq=False)
class IsValidMmaTiling(Constraint):
    """``smem``'s tiling suits an MMA operand (``allow_unswizzled``: an SMEM->TMEM copy's source)."""

    smem: Var
    bits: int
    transposed: bool = False
    unswizzled_ok: bool = False

    def sides(self) -> tuple[Var, ...]:
        return (self.smem,)

    def holds(self, layouts: tuple[Any, ...]) -> bool:
        (smem,) = layouts
        # the swizzle too is the tile's: jax 0.11 and later state a OneOf of (tile, its swizzle) pairs
        # (mma_tiling_constraint, layout_inference.py:378-415 at jax-v0.12.0.1)
        return smem.swizzle is None and L.is_valid_mma_tiling(smem.tiling, self.bits, self.transposed,
                                                              self.unswizzled_ok)

    def candidates(self, arch: tuple[int, int]) -> list[tuple[Var, object]]:
        (smem,) = self.vars()
        if smem.layout is not None:
            return []
        return [(smem, SmemTransforms(t)) for t in L.mma_tilings(smem.shape, self.bits, self.transposed)]

    def __str__(self) -> str:
        return f"IsValidMmaTiling({self.smem})"


@dataclass(eq=False)
class IsSupportedBroadcast(Constraint):
    """``source`` can be broadcast to ``target`` along ``dims`` (loose for non-strided layouts: a
    ``source = Reduce(target)`` constraint decides, as in jax)."""

    source: Var
    target: Var
    dims: tuple[int, ...]

    def sides(self) -> tuple[Var, ...]:
        return self.source, self.target

    def holds(self, layouts: tuple[Any, ...]) -> bool:
        a, b = layouts
        if isinstance(a, L.WGStridedFragLayout) and isinstance(b, L.WGStridedFragLayout):
            return L.strided_broadcast_ok(a, b, self.dims)
        return type(a) is type(b)

    def candidates(self, arch: tuple[int, int]) -> list[tuple[Var, object]]:
        src, dst = self.vars()
        if src.layout is None or dst.layout is not None:
            return []
        if isinstance(src.layout, L.WGSplatFragLayout):
            return [(dst, L.WGSplatFragLayout(dst.shape))]
        if isinstance(src.layout, L.WGStridedFragLayout):
            cand = L.WGStridedFragLayout(dst.shape, src.layout.vec_size)
            if L.strided_broadcast_ok(src.layout, cand, self.dims):
                return [(dst, cand)]
        return []

    def __str__(self) -> str:
        return f"IsSupportedBroadcast({self.source} ⟶ {self.target}, dims={self.dims})"


@dataclass(eq=False)
class Derived(Constraint):
    """Equals(target, Expr(source)): the target's layout is a function of the source's."""

    source: Var
    target: Var

    def sides(self) -> tuple[Var, ...]:
        return self.source, self.target

    def derive(self, source: object) -> object | None:
        """The target's layout from a known source layout; None: unsatisfiable."""
        raise NotImplementedError

    def holds(self, layouts: tuple[Any, ...]) -> bool:
        a, b = layouts
        derived = self.derive(a)
        return derived is not None and derived == b

    def forced(self) -> tuple[Var, object] | None:
        src, dst = self.vars()
        if src.layout is None or dst.layout is not None:
            return None
        derived = self.derive(src.layout)
        return None if derived is None else (dst, derived)


@dataclass(eq=False)
class Reduce(Derived):
    """target = Reduce(source) through ``steps`` of (axes, keep_dims) over a rank-``rank`` shape."""

    steps: tuple[tuple[tuple[int, ...], bool], ...]
    rank: int

    def derive(self, source: object) -> object | None:
        layout = source
        for axes, keep in self.steps:
            layout = L.reduce_layout(layout, axes, self.rank, keep)  # pyright: ignore[reportArgumentType]
            if layout is None:
                return None
        return layout

    def candidates(self, arch: tuple[int, int]) -> list[tuple[Var, object]]:
        large, small = self.vars()
        if small.layout is None or large.layout is not None or len(self.steps) != 1:
            return []
        axes, keep = self.steps[0]
        return [(large, lay) for lay in L.reduce_candidates(small.layout, large.shape, axes, keep)]  # pyright: ignore[reportArgumentType]

    def __str__(self) -> str:
        return f"Equals({self.target} == Reduce({self.source}, {self.steps}))"


@dataclass(eq=False)
class Reshape(Derived):
    """target = Reshape(source, shape -> target_shape)."""

    shape: tuple[int, ...]
    target_shape: tuple[int, ...]

    def derive(self, source: object) -> object | None:
        return L.reshape_layout(source, self.shape, self.target_shape)  # pyright: ignore[reportArgumentType]

    def __str__(self) -> str:
        return f"Equals({self.target} == Reshape({self.source}, {self.shape} -> {self.target_shape}))"


@dataclass(eq=False)
class Transpose(Derived):
    """target = Transpose(source, permutation), of SMEM transforms."""

    permutation: tuple[int, ...]

    def derive(self, source: object) -> object | None:
        # jax's reduce_transpose_expression leaves a transposed TMEM layout unreduced (constraints.py:286 at
        # jax-v0.12.0.1): its Equals never holds, and no layout is found
        if not isinstance(source, SmemTransforms):
            return None
        return transposed_transforms(source, self.permutation)

    def __str__(self) -> str:
        return f"Equals({self.target} == Transpose({self.source}, {self.permutation}))"


@dataclass(eq=False)
class CollapseShape(Derived):
    """target = CollapseShape(source) of a ref of ``shape`` whose dims collapse in consecutive groups
    of ``groups`` sizes, of SMEM transforms."""

    shape: tuple[int, ...]
    groups: tuple[int, ...]

    def derive(self, source: object) -> object | None:
        # a TMEM ref's layout is no SMEM transforms: jax's reduce_collapse_shape_expression raises
        # (constraints.py:388 at jax-v0.12.0.1)
        if not isinstance(source, SmemTransforms):
            raise refused(self.op, diag.INFER_COLLAPSE_NOT_SMEM)
        return collapsed_transforms(source, self.shape, self.groups)

    def __str__(self) -> str:
        return f"Equals({self.target} == CollapseShape({self.source}, {self.shape}, {self.groups}))"


# ------------------------------------------------------------------------------------------------
# What a rule states that the solver keeps as a union or a variable's limit (``Solver.union``,
# ``Var.not_splat``, ``Var.divides``), recorded as jax states it, in the rules' order, for jax's
# reduction of the whole system (``broken_constraint.py``)
# ------------------------------------------------------------------------------------------------


@dataclass(frozen=True, eq=False)
class EqualVars:
    """``Equals(a, b)`` of two variables."""

    op: Operation | None
    a: Var
    b: Var


@dataclass(frozen=True, eq=False)
class NotOfType:
    """``NotOfType(var, kind)``: not a splat (``WGSplatFragLayout``), or not strided."""

    op: Operation | None
    var: Var
    kind: type


@dataclass(frozen=True, eq=False)
class DividesVar:
    """``Divides(var, multiple)``: each trailing dim of the variable's tile divides the multiple."""

    op: Operation | None
    var: Var
    multiple: tuple[int, ...]


Stated = Constraint | EqualVars | NotOfType | DividesVar


# ------------------------------------------------------------------------------------------------
# Derivations of SMEM transforms
# ------------------------------------------------------------------------------------------------


def transposed_transforms(source: SmemTransforms, permutation: tuple[int, ...]) -> SmemTransforms | None:
    """``reduce_transpose_expression`` (jax/experimental/mosaic/gpu/constraints.py at jax-v0.10.2):
    the tiling follows its dims through the permutation; None (unsatisfiable) if the permutation
    moves an untiled dim among the tiled ones."""
    if source.tiling is None:
        return source
    tiling = source.tiling
    offset = len(permutation) - len(tiling)
    if any(d < offset for d in permutation[-len(tiling):]):
        return None
    # a given swizzle is not permuted (jax 0.12.0.1's constraints.py:95)
    return SmemTransforms(tuple(tiling[d - offset] for d in permutation[-len(tiling):]), source.swizzle)


def collapsed_transforms(source: SmemTransforms, shape: tuple[int, ...], groups: tuple[int, ...]
                         ) -> SmemTransforms | None:
    """``reduce_collapse_shape_expression`` (jax/experimental/mosaic/gpu/constraints.py:308 at
    jax-v0.10.2): the tiling of a ref of ``shape`` whose dims are collapsed in consecutive groups of
    ``groups`` sizes. Each group of tiled dims becomes one tile, the product of its tiles; it must
    tile as ``(1*, partial?, full*)`` (leading unit tiles, at most one partial one, then tiles of the
    whole dim), and no group may mix tiled and untiled dims. None: unsatisfiable."""
    if source.tiling is None:
        return source
    tiling = list(source.tiling)[::-1]
    dims = list(shape[-len(tiling):])[::-1]
    if any(s % t for s, t in zip(dims, tiling)):
        return None
    new: list[int] = []
    for n in groups[::-1]:
        if len(tiling) < n:
            return None
        tiles, sizes = tiling[:n], dims[:n]
        full = 0
        while full < n and tiles[full] == sizes[full]:
            full += 1
        if any(t != 1 for t in tiles[full + 1:]):
            return None
        new.append(math.prod(tiles))
        tiling, dims = tiling[n:], dims[n:]
        if not tiling:
            break
    return SmemTransforms(tuple(new[::-1]), source.swizzle)


def var_accepts(v: Var, layout: object, jax: JaxVersion) -> Operation | None:
    """None if ``layout`` is a valid assignment for ``v`` w.r.t. its own restrictions, else the op
    that forbids it (jax's ``is_valid_assignment``; where release ``jax``'s raises instead, that error)."""
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
        if tiling == ():  # jax 0.10.2's _compute_swizzle fails on it (layout_inference.py:2282 at jax-v0.10.2)
            if jax.smem_assignment_raises:
                raise refused(v.op, diag.INFER_EMPTY_TILING)
            return v.op
        if jax.smem_assignment_raises and v.shape and not has_unit_stride(v.value):
            raise refused(v.op, diag.INFER_NONCONTIGUOUS_SMEM, type=v.value.type)
        if not all(L.smem_tiling_applies(shape, tiling) for shape in (v.shape, *v.other_shapes)):
            return v.op
        if v.divides is not None and not L.divides_holds(tiling, v.divides):
            return v.op
    elif v.space == TMEM:
        if not layout.tiling.applies_to(v.shape):  # pyright: ignore[reportAttributeAccessIssue]
            return v.op
        # Divides holds of a TMEM layout's base tile too (jax's constraints.py:803 at jax-v0.10.2):
        # a column slice of a packed ref starts at a whole tile.
        if v.divides is not None and not L.divides_holds(layout.base_tile_shape, v.divides):  # pyright: ignore
            return v.op
    return None

