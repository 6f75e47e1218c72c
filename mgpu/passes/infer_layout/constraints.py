"""Layout inference's variables and constraints (jax 0.10.2 ``constraints.py``): what a value site
is (register, SMEM or TMEM; shape, bits, strides), a ``Var`` per group of sites that share a layout,
the constraints between them, and their semantics: ``check`` (does it hold), ``derive`` and
``forced`` (what it implies once one side is known), ``var_accepts`` (a variable's own limits).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from xdsl.dialects.builtin import (
    MemRefType,
    VectorType,
)
from xdsl.ir import Operation, SSAValue

from mgpu import layouts as L
from mgpu.dialect.mosaic_gpu.attributes import BarrierType
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


# The kinds whose target is a function of their source (``derive``): Equals(target, Expr(source)).
DERIVED = ("reduce", "reshape", "transpose", "collapse")


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
    # reshape: other = Reshape(reg, shape -> target_shape); broadcast: dims; transpose: other =
    # Transpose(reg, dims) (SMEM transforms); collapse: other = CollapseShape(reg, shape, groups of
    # dims sizes) (SMEM transforms)
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
    included (``mgpu.layouts.smem.plan_tiled_transfer``)."""
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
    if c.kind in DERIVED:
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
    if c.kind == "transpose":
        return transposed_transforms(source, c.dims)  # pyright: ignore[reportArgumentType]
    if c.kind == "collapse":
        return collapsed_transforms(source, c.shape, c.dims)  # pyright: ignore[reportArgumentType]
    return None


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
    return SmemTransforms(tuple(tiling[d - offset] for d in permutation[-len(tiling):]))


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
    return SmemTransforms(tuple(new[::-1]))


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
    if c.kind in DERIVED:
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
        # Divides holds of a TMEM layout's base tile too (jax's constraints.py:803 at jax-v0.10.2):
        # a column slice of a packed ref starts at a whole tile.
        if v.divides is not None and not L.divides_holds(layout.base_tile_shape, v.divides):  # pyright: ignore
            return v.op
    return None

