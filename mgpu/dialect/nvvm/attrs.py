"""The nvvm dialect's enum attributes: ``#nvvm.<name><value>`` (and ``#nvvm<shfl_kind idx>``), with
MLIR's (NVVMOps.td) names and cases."""

from __future__ import annotations

from typing import ClassVar

from xdsl.dialects.builtin import BoolAttr

from xdsl.dialects.utils import EnumAttribute
from xdsl.ir import Attribute, SpacedOpaqueSyntaxAttribute
from xdsl.irdl import (
    irdl_attr_definition,
)
from xdsl.parser import AttrParser
from xdsl.printer import Printer

from xdsl.utils.str_enum import StrEnum




class _AngleEnum:
    """Parse/print ``<value>`` after the attribute name, as MLIR's ``<$value>`` format does."""

    enum_type: ClassVar[type[StrEnum]]

    @classmethod
    def parse_parameter(cls, parser: AttrParser) -> StrEnum:
        with parser.in_angle_brackets():
            return parser.parse_str_enum(cls.enum_type)

    def print_parameter(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            printer.print_string(self.data.value)  # type: ignore[attr-defined]


class ShflKind(StrEnum):
    BFLY = "bfly"
    UP = "up"
    DOWN = "down"
    IDX = "idx"


@irdl_attr_definition
class ShflKindAttr(EnumAttribute[ShflKind], SpacedOpaqueSyntaxAttribute):
    """``#nvvm<shfl_kind idx>``."""

    name = "nvvm.shfl_kind"


class MemScope(StrEnum):
    CTA = "cta"
    CLUSTER = "cluster"
    GPU = "gpu"
    SYS = "sys"


@irdl_attr_definition
class MemScopeAttr(_AngleEnum, EnumAttribute[MemScope]):
    name = "nvvm.mem_scope"


class CTAGroupKind(StrEnum):
    CTA_1 = "cta_1"
    CTA_2 = "cta_2"


@irdl_attr_definition
class CTAGroupKindAttr(_AngleEnum, EnumAttribute[CTAGroupKind]):
    name = "nvvm.cta_group"


class TMALoadMode(StrEnum):
    TILE = "tile"
    IM2COL = "im2col"
    IM2COL_W = "im2col_w"
    IM2COL_W_128 = "im2col_w_128"
    TILE_GATHER4 = "tile_gather4"


@irdl_attr_definition
class TMALoadModeAttr(_AngleEnum, EnumAttribute[TMALoadMode]):
    name = "nvvm.tma_load_mode"


class TMAStoreMode(StrEnum):
    TILE = "tile"
    IM2COL = "im2col"
    TILE_SCATTER4 = "tile_scatter4"


@irdl_attr_definition
class TMAStoreModeAttr(_AngleEnum, EnumAttribute[TMAStoreMode]):
    name = "nvvm.tma_store_mode"


class ProxyKind(StrEnum):
    ALIAS = "alias"
    ASYNC = "async"
    ASYNC_GLOBAL = "async.global"
    ASYNC_SHARED = "async.shared"
    TENSORMAP = "tensormap"
    GENERIC = "generic"


@irdl_attr_definition
class ProxyKindAttr(_AngleEnum, EnumAttribute[ProxyKind]):
    name = "nvvm.proxy_kind"


class SharedSpace(StrEnum):
    CTA = "cta"
    CLUSTER = "cluster"


@irdl_attr_definition
class SharedSpaceAttr(_AngleEnum, EnumAttribute[SharedSpace]):
    name = "nvvm.shared_space"


class Tcgen05FenceKind(StrEnum):
    BEFORE = "before"
    AFTER = "after"


@irdl_attr_definition
class Tcgen05FenceKindAttr(_AngleEnum, EnumAttribute[Tcgen05FenceKind]):
    name = "nvvm.tcgen05_fence"


class Tcgen05WaitKind(StrEnum):
    LOAD = "load"
    STORE = "store"


@irdl_attr_definition
class Tcgen05WaitKindAttr(_AngleEnum, EnumAttribute[Tcgen05WaitKind]):
    name = "nvvm.tcgen05_wait"


class TMAReduxKind(StrEnum):
    """The reduction of ``cp.reduce.async.bulk.tensor`` (PTX ISA, "cp.reduce.async.bulk.tensor")."""

    ADD = "add"
    MIN = "min"
    MAX = "max"
    INC = "inc"
    DEC = "dec"
    AND = "and"
    OR = "or"
    XOR = "xor"


@irdl_attr_definition
class TMAReduxKindAttr(_AngleEnum, EnumAttribute[TMAReduxKind]):
    name = "nvvm.tma_redux_kind"


CTA_1 = CTAGroupKindAttr(CTAGroupKind.CTA_1)
FALSE = BoolAttr.from_bool(False)

NVVM_ATTRS: list[type[Attribute]] = [
    ShflKindAttr, MemScopeAttr, CTAGroupKindAttr, TMALoadModeAttr, TMAStoreModeAttr,
    ProxyKindAttr, SharedSpaceAttr, Tcgen05FenceKindAttr, Tcgen05WaitKindAttr, TMAReduxKindAttr,
]
