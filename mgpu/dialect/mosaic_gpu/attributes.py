"""Types, attributes and enums of the mosaic_gpu dialect, printed exactly as jaxlib prints them.

jaxlib (``jaxlib/mosaic/dialect/gpu/mosaic_gpu.td``) spells them::

    !mosaic_gpu.barrier                        !mosaic_gpu.barrier<orders_tensor_core = true>
    #mosaic_gpu.tile<[8, 64]>                  #mosaic_gpu.swizzle<128 : i32>
    #mosaic_gpu.WGStridedFragLayout<[128, 128], 2>
    #mosaic_gpu.WGSplatFragLayout<[128, 128]>  #mosaic_gpu.Replicated<times = 4>
    #mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>
    #mosaic_gpu.tmem  #mosaic_gpu.smem_cluster  #mosaic_gpu.copy_replicated  #mosaic_gpu.copy_partitioned<axis = 0>

jaxlib's enums are ``I32EnumAttr``s: in IR they are plain ``i32`` integer attributes (``cluster_dim = 0 : i32``),
so they are Python ``IntEnum``s here and the ops check the range.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import IntEnum

from xdsl.dialects.builtin import (
    ArrayAttr,
    IntAttr,
    IntegerAttr,
    i32,
)
from xdsl.ir import Attribute, ParametrizedAttribute, TypeAttribute
from xdsl.irdl import irdl_attr_definition
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from mgpu.dialect.diagnostics import mosaic_gpu as diag

# --------------------------------------------------------------------------------------------
# Enums (I32EnumAttr in jaxlib: the IR holds the integer)
# --------------------------------------------------------------------------------------------


class Dimension(IntEnum):
    x = 0
    y = 1
    z = 2


class SwizzlingMode(IntEnum):
    kNoSwizzle = 16
    k32ByteSwizzle = 32
    k64ByteSwizzle = 64
    k128ByteSwizzle = 128


def swizzle_mode_name(swizzle: int | None) -> str:
    """A swizzle in bytes as jax prints its ``SwizzlingMode`` (None or 16 bytes: none)."""
    return SwizzlingMode(swizzle or 16).name


class TMAReduction(IntEnum):
    add = 0
    min = 1
    max = 2
    inc = 3
    dec = 4
    and_ = 5
    or_ = 6
    xor = 7
    umin = 8
    umax = 9
    smin = 10
    smax = 11


class OOBFillMode(IntEnum):
    undefined = 0
    promise_in_bounds = 1
    zeros = 2


class AtomicOpType(IntEnum):
    add = 0
    min = 1
    max = 2
    and_ = 3
    or_ = 4
    xor = 5


class MultimemLoadReductionType(IntEnum):
    add = 0
    min = 1
    max = 2
    and_ = 3
    or_ = 4
    xor = 5
    umin = 6
    umax = 7
    smin = 8
    smax = 9


class TMEMLoadReduction(IntEnum):
    min = 0
    max = 1
    absmin = 2
    absmax = 3


def enum_name(member: IntEnum) -> str:
    """The keyword jaxlib uses for an enum case (``and``, not ``and_``)."""
    return member.name.rstrip("_")


def enum_attr(member: IntEnum | int) -> IntegerAttr:
    """The IR form of an enum value: an ``i32`` integer attribute."""
    return IntegerAttr(int(member), i32)


# --------------------------------------------------------------------------------------------
# Small parsing/printing helpers
# --------------------------------------------------------------------------------------------


def _parse_int_list(parser: AttrParser) -> list[int]:
    return parser.parse_comma_separated_list(parser.Delimiter.SQUARE, parser.parse_integer)


def _print_int_list(printer: Printer, values: Sequence[int]) -> None:
    printer.print_string("[" + ", ".join(str(v) for v in values) + "]")


def _ints(values: Sequence[int] | ArrayAttr[IntAttr]) -> ArrayAttr[IntAttr]:
    if isinstance(values, ArrayAttr):
        return values
    return ArrayAttr(IntAttr(int(v)) for v in values)


# --------------------------------------------------------------------------------------------
# Types
# --------------------------------------------------------------------------------------------


@irdl_attr_definition
class BarrierType(ParametrizedAttribute, TypeAttribute):
    """``!mosaic_gpu.barrier`` or ``!mosaic_gpu.barrier<orders_tensor_core = true>``."""

    name = "mosaic_gpu.barrier"

    orders_tensor_core: IntAttr

    def __init__(self, orders_tensor_core: bool = False):
        super().__init__(IntAttr(int(bool(orders_tensor_core))))

    @property
    def tensor_core(self) -> bool:
        return bool(self.orders_tensor_core.data)

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        if parser.parse_optional_punctuation("<") is None:
            return (IntAttr(0),)
        parser.parse_keyword("orders_tensor_core")
        parser.parse_punctuation("=")
        value = parser.parse_boolean()
        parser.parse_punctuation(">")
        return (IntAttr(int(value)),)

    def print_parameters(self, printer: Printer) -> None:
        # The default (false) is elided, as jaxlib's assembly format does.
        if self.tensor_core:
            printer.print_string("<orders_tensor_core = true>")


# --------------------------------------------------------------------------------------------
# Memory spaces
# --------------------------------------------------------------------------------------------


@irdl_attr_definition
class TmemAttr(ParametrizedAttribute):
    """``#mosaic_gpu.tmem``: the tensor memory space."""

    name = "mosaic_gpu.tmem"


@irdl_attr_definition
class SmemClusterAttr(ParametrizedAttribute):
    """``#mosaic_gpu.smem_cluster``: SMEM of a peer block in the cluster."""

    name = "mosaic_gpu.smem_cluster"


# --------------------------------------------------------------------------------------------
# Transforms
# --------------------------------------------------------------------------------------------


@irdl_attr_definition
class TileTransformAttr(ParametrizedAttribute):
    """``#mosaic_gpu.tile<[8, 64]>``: tiles the minor dimensions of a SMEM memref."""

    name = "mosaic_gpu.tile"

    tiling: ArrayAttr[IntAttr]

    def __init__(self, tiling: Sequence[int] | ArrayAttr[IntAttr]):
        super().__init__(_ints(tiling))

    @property
    def tile(self) -> tuple[int, ...]:
        return tuple(t.data for t in self.tiling.data)

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        pos = parser.pos
        with parser.in_angle_brackets():
            tiling = _parse_int_list(parser)
        if any(t <= 0 for t in tiling):
            parser.raise_error(f"tile sizes must be positive, got {tiling}", pos, parser.pos)
        return (_ints(tiling),)

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string("<")
        _print_int_list(printer, self.tile)
        printer.print_string(">")

    def verify(self) -> None:
        if any(t.data <= 0 for t in self.tiling.data):
            raise VerifyException(f"tile sizes must be positive, got {list(self.tile)}")


@irdl_attr_definition
class SwizzleTransformAttr(ParametrizedAttribute):
    """``#mosaic_gpu.swizzle<128 : i32>``: the swizzle in bytes (16 = none, 32, 64, 128)."""

    name = "mosaic_gpu.swizzle"

    swizzle: IntegerAttr

    def __init__(self, swizzle: int | SwizzlingMode | IntegerAttr):
        if not isinstance(swizzle, IntegerAttr):
            swizzle = IntegerAttr(int(swizzle), i32)
        super().__init__(swizzle)

    @property
    def bytes(self) -> int:
        return self.swizzle.value.data

    @property
    def mode(self) -> SwizzlingMode:
        return SwizzlingMode(self.bytes)

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        with parser.in_angle_brackets():
            pos = parser.pos
            value = parser.parse_integer(allow_boolean=False)
            end = parser.pos
            if value not in {m.value for m in SwizzlingMode}:
                parser.raise_error(
                    f"swizzle must be one of 16 (no swizzle), 32, 64 or 128 bytes, got {value}", pos, end
                )
            if parser.parse_optional_punctuation(":") is not None:
                typ = parser.parse_type()
                if typ != i32:
                    parser.raise_error(f"swizzle must be an i32 value, got {typ}", end, parser.pos)
            else:
                typ = i32
        return (IntegerAttr(value, typ),)

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(f"<{self.bytes} : ")
        printer.print_attribute(self.swizzle.type)
        printer.print_string(">")

    def verify(self) -> None:
        if self.swizzle.type != i32:
            raise VerifyException(f"swizzle must be an i32 value, got {self.swizzle.type}")
        if self.bytes not in {m.value for m in SwizzlingMode}:
            raise VerifyException(
                f"swizzle must be one of 16 (no swizzle), 32, 64 or 128 bytes, got {self.bytes}"
            )


# --------------------------------------------------------------------------------------------
# Register layouts
# --------------------------------------------------------------------------------------------


@irdl_attr_definition
class WGStridedFragLayoutAttr(ParametrizedAttribute):
    """``#mosaic_gpu.WGStridedFragLayout<[128, 128], 2>``."""

    name = "mosaic_gpu.WGStridedFragLayout"

    shape: ArrayAttr[IntAttr]
    vector_size: IntAttr

    def __init__(self, shape: Sequence[int] | ArrayAttr[IntAttr], vector_size: int | IntAttr):
        if not isinstance(vector_size, IntAttr):
            vector_size = IntAttr(vector_size)
        super().__init__(_ints(shape), vector_size)

    @property
    def shape_tuple(self) -> tuple[int, ...]:
        return tuple(d.data for d in self.shape.data)

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        with parser.in_angle_brackets():
            shape = _parse_int_list(parser)
            parser.parse_punctuation(",")
            vec = parser.parse_integer(allow_boolean=False)
        return (_ints(shape), IntAttr(vec))

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string("<")
        _print_int_list(printer, self.shape_tuple)
        printer.print_string(f", {self.vector_size.data}>")


@irdl_attr_definition
class WGSplatFragLayoutAttr(ParametrizedAttribute):
    """``#mosaic_gpu.WGSplatFragLayout<[128, 128]>``."""

    name = "mosaic_gpu.WGSplatFragLayout"

    shape: ArrayAttr[IntAttr]

    def __init__(self, shape: Sequence[int] | ArrayAttr[IntAttr]):
        super().__init__(_ints(shape))

    @property
    def shape_tuple(self) -> tuple[int, ...]:
        return tuple(d.data for d in self.shape.data)

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        with parser.in_angle_brackets():
            return (_ints(_parse_int_list(parser)),)

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string("<")
        _print_int_list(printer, self.shape_tuple)
        printer.print_string(">")


def _parse_keyword_int(parser: AttrParser, key: str) -> IntAttr:
    """``<key = N>``, the spelling of jaxlib's single-integer attributes."""
    with parser.in_angle_brackets():
        parser.parse_keyword(key)
        parser.parse_punctuation("=")
        return IntAttr(parser.parse_integer(allow_boolean=False))


@irdl_attr_definition
class ReplicatedAttr(ParametrizedAttribute):
    """``#mosaic_gpu.Replicated<times = 4>``: a replicated warp/lane dimension of a TiledLayout."""

    name = "mosaic_gpu.Replicated"

    times: IntAttr

    def __init__(self, times: int | IntAttr):
        super().__init__(times if isinstance(times, IntAttr) else IntAttr(times))

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        return (_parse_keyword_int(parser, "times"),)

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(f"<times = {self.times.data}>")


def _parse_dim_list(parser: AttrParser) -> ArrayAttr[Attribute]:
    def item() -> Attribute:
        value = parser.parse_optional_integer(allow_boolean=False)
        if value is not None:
            return IntAttr(value)
        attr = parser.parse_attribute()
        if not isinstance(attr, ReplicatedAttr):
            parser.raise_error(f"expected an integer or #mosaic_gpu.Replicated, got {attr}")
        return attr

    return ArrayAttr(parser.parse_comma_separated_list(parser.Delimiter.SQUARE, item))


def _print_dim_list(printer: Printer, dims: ArrayAttr[Attribute]) -> None:
    printer.print_string("[")
    for i, d in enumerate(dims.data):
        if i:
            printer.print_string(", ")
        if isinstance(d, IntAttr):
            printer.print_string(str(d.data))
        else:
            printer.print_attribute(d)
    printer.print_string("]")


@irdl_attr_definition
class TiledLayoutAttr(ParametrizedAttribute):
    """``#mosaic_gpu.TiledLayout<[[64, 8], [8, 8]], warp_dims = [-7], lane_dims = [-3, -2], vector_dim = -1>``.

    ``warp_dims``/``lane_dims`` hold ``IntAttr`` or ``ReplicatedAttr`` entries.
    """

    name = "mosaic_gpu.TiledLayout"

    tiling: ArrayAttr[ArrayAttr[IntAttr]]
    warp_dims: ArrayAttr[Attribute]
    lane_dims: ArrayAttr[Attribute]
    vector_dim: IntAttr

    def __init__(
        self,
        tiling: Sequence[Sequence[int]] | ArrayAttr[ArrayAttr[IntAttr]],
        warp_dims: Sequence[int | ReplicatedAttr] | ArrayAttr[Attribute],
        lane_dims: Sequence[int | ReplicatedAttr] | ArrayAttr[Attribute],
        vector_dim: int | IntAttr,
    ):
        if not isinstance(tiling, ArrayAttr):
            tiling = ArrayAttr(_ints(t) for t in tiling)

        def dims(ds: Sequence[int | ReplicatedAttr] | ArrayAttr[Attribute]) -> ArrayAttr[Attribute]:
            if isinstance(ds, ArrayAttr):
                return ds
            return ArrayAttr(d if isinstance(d, ReplicatedAttr) else IntAttr(int(d)) for d in ds)

        if not isinstance(vector_dim, IntAttr):
            vector_dim = IntAttr(vector_dim)
        super().__init__(tiling, dims(warp_dims), dims(lane_dims), vector_dim)

    @property
    def tiles(self) -> tuple[tuple[int, ...], ...]:
        return tuple(tuple(d.data for d in t.data) for t in self.tiling.data)

    @staticmethod
    def _dims(dims: ArrayAttr[Attribute]) -> tuple[int | ReplicatedAttr, ...]:
        return tuple(d.data if isinstance(d, IntAttr) else d for d in dims.data)  # type: ignore[misc]

    @property
    def lane_dims_tuple(self) -> tuple[int | ReplicatedAttr, ...]:
        return self._dims(self.lane_dims)

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        with parser.in_angle_brackets():
            tiling = parser.parse_comma_separated_list(
                parser.Delimiter.SQUARE, lambda: _ints(_parse_int_list(parser))
            )
            parser.parse_punctuation(",")
            parser.parse_keyword("warp_dims")
            parser.parse_punctuation("=")
            warp = _parse_dim_list(parser)
            parser.parse_punctuation(",")
            parser.parse_keyword("lane_dims")
            parser.parse_punctuation("=")
            lane = _parse_dim_list(parser)
            parser.parse_punctuation(",")
            parser.parse_keyword("vector_dim")
            parser.parse_punctuation("=")
            vec = parser.parse_integer(allow_boolean=False)
        return (ArrayAttr(tiling), warp, lane, IntAttr(vec))

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string("<[")
        printer.print_string(", ".join("[" + ", ".join(str(d) for d in t) + "]" for t in self.tiles))
        printer.print_string("], warp_dims = ")
        _print_dim_list(printer, self.warp_dims)
        printer.print_string(", lane_dims = ")
        _print_dim_list(printer, self.lane_dims)
        printer.print_string(f", vector_dim = {self.vector_dim.data}>")

    def verify(self) -> None:
        for dims in (self.warp_dims, self.lane_dims):
            for d in dims.data:
                if not isinstance(d, (IntAttr, ReplicatedAttr)):
                    raise VerifyException(
                        f"TiledLayout dims must be integers or #mosaic_gpu.Replicated, got {d}"
                    )
        _verify_tiling(self.tiles)


def _verify_tiling(tiles: tuple[tuple[int, ...], ...]) -> None:
    """jax's checks of a layout's tiling (``TiledLayout``, ``Tiling``), in jax's order and words."""
    if not tiles:
        raise diag.TILING_NO_TILES()
    for i, tile in enumerate(tiles):
        if i and len(tile) > len(tiles[i - 1]):
            raise diag.TILING_RANK_INCREASES(index=i, tile=list(tile))
        if not tile:
            raise diag.TILE_EMPTY(index=i)
        if any(d <= 0 for d in tile):
            raise diag.TILE_NOT_POSITIVE(tiles=tiles, index=i, tile=list(tile))


REGISTER_LAYOUTS = (TiledLayoutAttr, WGStridedFragLayoutAttr, WGSplatFragLayoutAttr)


# --------------------------------------------------------------------------------------------
# Copy partitions (async_load leader_tracked)
# --------------------------------------------------------------------------------------------


@irdl_attr_definition
class CopyReplicatedAttr(ParametrizedAttribute):
    """``#mosaic_gpu.copy_replicated``."""

    name = "mosaic_gpu.copy_replicated"


@irdl_attr_definition
class CopyPartitionedAttr(ParametrizedAttribute):
    """``#mosaic_gpu.copy_partitioned<axis = 0>``."""

    name = "mosaic_gpu.copy_partitioned"

    axis: IntAttr

    def __init__(self, axis: int | IntAttr):
        super().__init__(axis if isinstance(axis, IntAttr) else IntAttr(axis))

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        return (_parse_keyword_int(parser, "axis"),)

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(f"<axis = {self.axis.data}>")


__all__ = [
    "AtomicOpType",
    "BarrierType",
    "CopyPartitionedAttr",
    "CopyReplicatedAttr",
    "Dimension",
    "MultimemLoadReductionType",
    "OOBFillMode",
    "REGISTER_LAYOUTS",
    "ReplicatedAttr",
    "SmemClusterAttr",
    "SwizzleTransformAttr",
    "SwizzlingMode",
    "TMAReduction",
    "TMEMLoadReduction",
    "TileTransformAttr",
    "TiledLayoutAttr",
    "TmemAttr",
    "WGSplatFragLayoutAttr",
    "WGStridedFragLayoutAttr",
    "enum_attr",
    "enum_name",
]
