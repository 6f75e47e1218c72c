"""The kernel's target, and the refusal of an instruction it lacks (mgpu/arch_targets.py's table), at prepare
time: ptxas refuses such a kernel, so running it would be a `match` for a kernel that cannot run on the user's
GPU. program.py asks :func:`check` of every op it prepares, before its handler.

The target is the module's ``mosaic_gpu.arch_major`` / ``arch_minor`` (jax writes them, mgpu/jax_versions/), or
what the caller gives (mgpu-run's ``--arch``). A module that says nothing is run as before: both families, the
Hopper and the Blackwell instructions, are emulated (docs/design/sm_semantics.md §9).
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.dialects import builtin, llvm
from xdsl.ir import Operation

from mgpu.arch_targets import Modifiers, lacking
from mgpu.dialect import compute_capability
from mgpu.dialect.diagnostics import location_of, op_name
from mgpu.dialect.diagnostics.emulator import run as diag
from mgpu.dialect.nvvm.attrs import CTAGroupKind, TMALoadMode, TMAStoreMode
from mgpu.dialect.nvvm.matrix import LdMatrixOp, StMatrixOp
from mgpu.dialect.nvvm.tma import (
    CpAsyncBulkTensorGlobalToSharedClusterOp,
    CpAsyncBulkTensorPrefetchOp,
    CpAsyncBulkTensorSharedCTAToGlobalOp,
)
from mgpu.dialect.nvvm.warp import ReduxOp
from mgpu.emulator.errors import UnsupportedOp
from mgpu.emulator.ptx import PtxError, mlir_unescape, parse_inline_asm

FROM_MODULE = f"the module's {compute_capability.ARCH_MAJOR} / arch_minor"


@dataclass(frozen=True)
class Target:
    """The compute capability a kernel is compiled for (jax compiles for its a-target, sm_90a / sm_100a:
    mgpu/arch_targets.py) and where that was read (``source``: :data:`FROM_MODULE`, ``--arch``)."""

    major: int
    minor: int
    source: str

    @property
    def sm(self) -> int:
        return self.major * 10 + self.minor

    @property
    def name(self) -> str:
        return f"sm_{self.sm}a"


def module_target(module: builtin.ModuleOp, given: Target | None = None) -> Target | None:
    """``given``, else the target the module's attributes name (arch_minor 0 where only arch_major is written),
    else None: the module does not say."""
    if given is not None:
        return given
    major, minor = compute_capability.written(module)
    return None if major is None else Target(major, 0 if minor is None else minor, FROM_MODULE)


def set_module_target(module: builtin.ModuleOp, target: Target) -> None:
    """Write ``target`` into the module's attributes, as jax does, for the passes that read it there."""
    compute_capability.write(module, target.major, target.minor)


def check(op: Operation, target: Target | None) -> None:
    """Raise UnsupportedOp, located at ``op``, if one of its instructions is one ``target`` lacks."""
    if target is None:
        return
    for opcode, mods in instructions(op):
        r = lacking(opcode, mods, target.sm)
        if r is not None:
            shown = ".".join((opcode, *mods))
            raise UnsupportedOp(diag.TARGET_LACKS_INSTRUCTION.format(
                shown=shown, target=target.name, source=target.source, form=r.form, targets=r.targets.describe(),
                section=r.section), location_of(op), op_name(op), notes=[diag.TARGET_LACKS_INSTRUCTION_FIX])


def instructions(op: Operation) -> list[tuple[str, Modifiers]]:
    """The PTX instructions ``op`` is, each as (opcode, modifiers) in its PTX spelling: an inline asm's (an
    unparsable one has none here: its handler reports it), an ``llvm.nvvm.*`` intrinsic's, an nvvm op's."""
    if isinstance(op, llvm.InlineAsmOp):
        try:
            parsed = parse_inline_asm(mlir_unescape(op.asm_string.data), mlir_unescape(op.constraints.data))
        except PtxError:
            return []
        return [(i.opcode, i.modifiers) for i in parsed.instructions]
    if isinstance(op, llvm.CallIntrinsicOp):
        name = op.intrin.data
        return [(name.removeprefix("llvm.nvvm."), ())] if name.startswith("llvm.nvvm.") else []
    name = op_name(op)
    if not name.startswith("nvvm."):
        return []
    return [_nvvm_instruction(op, name.removeprefix("nvvm."))]


def _nvvm_instruction(op: Operation, name: str) -> tuple[str, Modifiers]:
    """An nvvm op as the PTX instruction it stands for; the modifiers that decide its target, read from its
    properties (the other nvvm ops: their name, whose first components are their PTX opcode's)."""
    if isinstance(op, LdMatrixOp | StMatrixOp):
        m, n = op.shape.dims
        return name, (f"m{m}n{n}", op.eltType.data.value)
    if isinstance(op, ReduxOp):
        flags = (("abs",) if op.abs is not None and op.abs.value.data else ()) + (
            ("NaN",) if op.nan is not None and op.nan.value.data else ())
        return name, (str(op.val.type), *flags)
    if isinstance(op, CpAsyncBulkTensorGlobalToSharedClusterOp):
        mods = ["shared::cta" if op.isCTAOnly is not None and op.isCTAOnly.value.data else "shared::cluster"]
        if op.mode is not None and op.mode.data == TMALoadMode.TILE_GATHER4:
            mods.append("tile::gather4")
        if op.group is not None:
            mods.append("cta_group::2" if op.group.data == CTAGroupKind.CTA_2 else "cta_group::1")
        return "cp.async.bulk.tensor", tuple(mods)
    if isinstance(op, CpAsyncBulkTensorSharedCTAToGlobalOp):
        scatter = op.mode is not None and op.mode.data == TMAStoreMode.TILE_SCATTER4
        return "cp.async.bulk.tensor", ("global", "shared::cta", *(("tile::scatter4",) if scatter else ()))
    if isinstance(op, CpAsyncBulkTensorPrefetchOp):
        gather = op.mode is not None and op.mode.data == TMALoadMode.TILE_GATHER4
        return "cp.async.bulk.prefetch.tensor", ("tile::gather4",) if gather else ()
    return name, ()
