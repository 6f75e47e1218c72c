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

from mgpu.dialect.release_syntax import OpaqueUntil0_11, opaque_enum_spellings




class AngleEnum:
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
class ShflKindAttr(OpaqueUntil0_11, EnumAttribute[ShflKind], SpacedOpaqueSyntaxAttribute):
    """``#nvvm<shfl_kind idx>``."""

    name = "nvvm.shfl_kind"


class MemScope(StrEnum):
    CTA = "cta"
    CLUSTER = "cluster"
    GPU = "gpu"
    SYS = "sys"


@irdl_attr_definition
class MemScopeAttr(AngleEnum, EnumAttribute[MemScope]):
    name = "nvvm.mem_scope"


class CTAGroupKind(StrEnum):
    CTA_1 = "cta_1"
    CTA_2 = "cta_2"


@irdl_attr_definition
class CTAGroupKindAttr(AngleEnum, EnumAttribute[CTAGroupKind]):
    name = "nvvm.cta_group"


class TMALoadMode(StrEnum):
    TILE = "tile"
    IM2COL = "im2col"
    IM2COL_W = "im2col_w"
    IM2COL_W_128 = "im2col_w_128"
    TILE_GATHER4 = "tile_gather4"


@irdl_attr_definition
class TMALoadModeAttr(AngleEnum, EnumAttribute[TMALoadMode]):
    name = "nvvm.tma_load_mode"


class TMAStoreMode(StrEnum):
    TILE = "tile"
    IM2COL = "im2col"
    TILE_SCATTER4 = "tile_scatter4"


@irdl_attr_definition
class TMAStoreModeAttr(AngleEnum, EnumAttribute[TMAStoreMode]):
    name = "nvvm.tma_store_mode"


class ProxyKind(StrEnum):
    ALIAS = "alias"
    ASYNC = "async"
    ASYNC_GLOBAL = "async.global"
    ASYNC_SHARED = "async.shared"
    TENSORMAP = "tensormap"
    GENERIC = "generic"


@irdl_attr_definition
class ProxyKindAttr(AngleEnum, EnumAttribute[ProxyKind]):
    name = "nvvm.proxy_kind"


class SharedSpace(StrEnum):
    CTA = "cta"
    CLUSTER = "cluster"


@irdl_attr_definition
class SharedSpaceAttr(AngleEnum, EnumAttribute[SharedSpace]):
    name = "nvvm.shared_space"


class Tcgen05FenceKind(StrEnum):
    BEFORE = "before"
    AFTER = "after"


@irdl_attr_definition
class Tcgen05FenceKindAttr(AngleEnum, EnumAttribute[Tcgen05FenceKind]):
    name = "nvvm.tcgen05_fence"


class Tcgen05WaitKind(StrEnum):
    LOAD = "load"
    STORE = "store"


@irdl_attr_definition
class Tcgen05WaitKindAttr(AngleEnum, EnumAttribute[Tcgen05WaitKind]):
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
class TMAReduxKindAttr(AngleEnum, EnumAttribute[TMAReduxKind]):
    name = "nvvm.tma_redux_kind"


class SetMaxRegisterAction(StrEnum):
    """``setmaxnreg.inc`` / ``.dec`` (PTX ISA, "setmaxnreg")."""

    DECREASE = "decrease"
    INCREASE = "increase"


@irdl_attr_definition
class SetMaxRegisterActionAttr(OpaqueUntil0_11, EnumAttribute[SetMaxRegisterAction], SpacedOpaqueSyntaxAttribute):
    """``#nvvm<action increase>``."""

    name = "nvvm.action"


class ReductionKind(StrEnum):
    """The reduction of ``redux.sync`` (PTX ISA, "redux.sync")."""

    ADD = "add"
    AND = "and"
    MAX = "max"
    MIN = "min"
    OR = "or"
    UMAX = "umax"
    UMIN = "umin"
    XOR = "xor"
    FMIN = "fmin"
    FMAX = "fmax"


@irdl_attr_definition
class ReductionKindAttr(OpaqueUntil0_11, EnumAttribute[ReductionKind], SpacedOpaqueSyntaxAttribute):
    """``#nvvm<reduction_kind add>``."""

    name = "nvvm.reduction_kind"


class LoadCacheModifier(StrEnum):
    """The cache operator of ``cp.async`` (PTX ISA, "Cache Operators")."""

    CA = "ca"
    CG = "cg"
    CS = "cs"
    LU = "lu"
    CV = "cv"


@irdl_attr_definition
class LoadCacheModifierAttr(OpaqueUntil0_11, EnumAttribute[LoadCacheModifier], SpacedOpaqueSyntaxAttribute):
    """``#nvvm<load_cache_modifier cg>``."""

    name = "nvvm.load_cache_modifier"


class Tcgen05CpShape(StrEnum):
    """The shapes of ``tcgen05.cp`` (PTX ISA, "tcgen05.cp"): lanes x bits per row."""

    SHAPE_128x256b = "shape_128x256b"
    SHAPE_4x256b = "shape_4x256b"
    SHAPE_128x128b = "shape_128x128b"
    SHAPE_64x128b = "shape_64x128b"
    SHAPE_32x128b = "shape_32x128b"


@irdl_attr_definition
class Tcgen05CpShapeAttr(AngleEnum, EnumAttribute[Tcgen05CpShape]):
    name = "nvvm.tcgen05_cp_shape"


class Tcgen05CpMulticast(StrEnum):
    NONE = "none"
    WARPX2_02_13 = "warpx2_02_13"
    WARPX2_01_23 = "warpx2_01_23"
    WARPX4 = "warpx4"


@irdl_attr_definition
class Tcgen05CpMulticastAttr(AngleEnum, EnumAttribute[Tcgen05CpMulticast]):
    name = "nvvm.tcgen05_cp_multicast"


class Tcgen05CpSrcFormat(StrEnum):
    """The decompressing source formats of ``tcgen05.cp`` (6- and 4-bit elements padded in SMEM)."""

    B6x16_P32 = "b6x16_p32"
    B4x16_P64 = "b4x16_p64"


@irdl_attr_definition
class Tcgen05CpSrcFormatAttr(AngleEnum, EnumAttribute[Tcgen05CpSrcFormat]):
    name = "nvvm.tcgen05_cp_src_fmt"


class Tcgen05LdStShape(StrEnum):
    SHAPE_16X64B = "shape_16x64b"
    SHAPE_16X128B = "shape_16x128b"
    SHAPE_16X256B = "shape_16x256b"
    SHAPE_32X32B = "shape_32x32b"
    SHAPE_16X32BX2 = "shape_16x32bx2"


@irdl_attr_definition
class Tcgen05LdStShapeAttr(AngleEnum, EnumAttribute[Tcgen05LdStShape]):
    name = "nvvm.tcgen05_ldst_shape"


class ClusterLaunchControlQueryType(StrEnum):
    IS_CANCELED = "is_canceled"
    GET_FIRST_CTA_ID_X = "get_first_cta_id_x"
    GET_FIRST_CTA_ID_Y = "get_first_cta_id_y"
    GET_FIRST_CTA_ID_Z = "get_first_cta_id_z"


@irdl_attr_definition
class ClusterLaunchControlQueryTypeAttr(OpaqueUntil0_11, EnumAttribute[ClusterLaunchControlQueryType], SpacedOpaqueSyntaxAttribute):
    """``#nvvm<cluster_launch_control_query_type is_canceled>``."""

    name = "nvvm.cluster_launch_control_query_type"


CTA_1 = CTAGroupKindAttr(CTAGroupKind.CTA_1)
class VoteSyncKind(StrEnum):
    ANY = "any"
    ALL = "all"
    BALLOT = "ballot"
    UNI = "uni"


@irdl_attr_definition
class VoteSyncKindAttr(AngleEnum, EnumAttribute[VoteSyncKind]):
    """``#nvvm.vote_sync_kind<any>`` (written only by jax 0.11 and later)."""

    name = "nvvm.vote_sync_kind"


FALSE = BoolAttr.from_bool(False)

NVVM_ATTRS: list[type[Attribute]] = [
    ShflKindAttr, MemScopeAttr, CTAGroupKindAttr, TMALoadModeAttr, TMAStoreModeAttr,
    ProxyKindAttr, SharedSpaceAttr, Tcgen05FenceKindAttr, Tcgen05WaitKindAttr, TMAReduxKindAttr,
    SetMaxRegisterActionAttr, ReductionKindAttr, LoadCacheModifierAttr, Tcgen05CpShapeAttr, Tcgen05CpMulticastAttr,
    Tcgen05CpSrcFormatAttr, Tcgen05LdStShapeAttr, ClusterLaunchControlQueryTypeAttr, VoteSyncKindAttr,
]


# written `#nvvm<shfl_kind idx>` by the MLIR of jax 0.10.2, `#nvvm.shfl_kind<idx>` by 0.11's
OPAQUE_ENUMS, PRETTY_ENUMS = opaque_enum_spellings(
    [a.name for a in NVVM_ATTRS if issubclass(a, OpaqueUntil0_11)])
