"""``mgpu-lower-warpgroup``: lower annotated mosaic_gpu ops to lane-level IR (docs/design/spec.md §4).

Input: a module after ``mgpu-infer-layout`` (``*.wg_layouts.mlir``). Every mosaic_gpu op, and every
arith/math op on whole-warpgroup vectors, is lowered by the rule ``mgpu.passes.lowering.state.RULES``
holds for its exact class (jax's ``dialect_lowering``), in program order, to the ops jax's payloads
contain: arith, vector, memref, scf, gpu, llvm (incl. inline PTX) and nvvm. Then the lowered ops are erased, and the pass
checks that no mosaic_gpu op (nor a whole-warpgroup vector) is left: xDSL has no legality check.

``mgpu-lower{semantics=warpgroup}`` (``mgpu.passes.pipelines``) is the pipeline infer + lower.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation
from xdsl.passes import ModulePass

from mgpu.dialect.diagnostics import lowering as diag
from mgpu.dialect.diagnostics import MgpuError, MgpuNotImplementedError, MgpuTypeError, MgpuValueError
from mgpu.gc_pause import gc_paused
from mgpu.dialect.mosaic_gpu.barrier_ops import TcGen05CommitArriveOp
from mgpu.dialect.mosaic_gpu.mma_ops import TcGen05MMAOp
from mgpu.dialect.mosaic_gpu.tmem_ops import (
    AsyncStoreScalesSmemToTmemOp,
    AsyncStoreSmemToTmemOp,
    AsyncStoreSparseMetadataSmemToTmemOp,
    TmemAllocOp,
    TmemRelinquishAllocPermitOp,
)
from mgpu.dialect.typeinfo import bool_value
from mgpu.passes.lowering import ref_agreement, tma, warp_map  # importing the package registers every family's rules
from mgpu.passes.lowering.builder import Builder
from mgpu.passes.lowering.state import JAX_HAS_NO_LOWERING, KEEP, RULES, LoweringState


def lower_warpgroup(module: ModuleOp, ctx: Context, lane: bool = False) -> None:
    """``lane``: the module's layouts are Lane semantics' (mgpu-lower-lane), not inference's."""
    with gc_paused():  # the rules build a module's worth of new IR
        _lower(module, ctx, lane)


def _lower(module: ModuleOp, ctx: Context, lane: bool) -> None:
    ops = list(module.walk())
    state = LoweringState(Builder(ctx), module, lane=lane)
    for op in ops:
        if op.name == "gpu.launch":
            state.tma_counts[op] = tma.count_tma_ops(op)
    lowered: list[Operation] = []
    operands = ref_agreement.operands_before_lowering(ops)
    for op in ops:
        if op in state.lane_level:
            continue
        state.warp_semantics = op in state.warp_ops
        if state.warp_semantics:
            warp_map.check_warp_semantics(op)
        if isinstance(op, COLLECTIVE_CHECKED):
            _check_collective(state, op)
        rule = RULES.rule_of(op)
        if rule is None:
            if type(op) in JAX_HAS_NO_LOWERING:
                raise _located(diag.WARPGROUP_JAX_NO_LOWERING(op=op.name), op)
            if op.name.startswith("mosaic_gpu."):
                raise _located(NotImplementedError(f"no Warpgroup lowering rule for {op.name}"), op)
            continue
        state.b = state.b.at(op)
        try:
            if not lane:  # (Lane semantics' IR has no transforms nor TMEM layouts to agree)
                ref_agreement.check_before_rule(op, operands)
            repl = rule(state, op)
            if not lane:
                ref_agreement.check_after_rule(op, operands)
        except MgpuError as e:
            if getattr(e, "op", None) is None:
                e.op = op  # pyright: ignore[reportAttributeAccessIssue]
            raise
        except Exception as e:  # noqa: BLE001 - any failure is reported at the op, never a traceback
            raise _located(e, op) from e
        if repl is KEEP:
            continue
        if repl:
            for old, new in zip(op.results, repl, strict=True):
                old.replace_all_uses_with(new)
        lowered.append(op)
    for op in reversed(lowered):
        if any(r.uses for r in op.results):
            user = next(iter(next(r for r in op.results if r.uses).uses)).operation
            raise _located(NotImplementedError(
                f"the whole-warpgroup value of {op.name} is used by {user.name}, which has no "
                f"Warpgroup lowering"), user)
        op.detach()
        op.erase()
    left = [o for o in module.walk() if o.name.startswith("mosaic_gpu.")]
    if left:
        raise _located(NotImplementedError(f"mosaic_gpu op left after lowering: {left[0].name}"), left[0])


# The ops whose rule checks the kernel's collective attributes agree (jax's LoweringContext.check_collective,
# dialect_lowering.py:78-92, called by these ops' rules at jax-v0.12.0.1).
COLLECTIVE_CHECKED = (AsyncStoreScalesSmemToTmemOp, AsyncStoreSparseMetadataSmemToTmemOp, AsyncStoreSmemToTmemOp,
                      TmemAllocOp, TmemRelinquishAllocPermitOp, TcGen05MMAOp, TcGen05CommitArriveOp)


def _check_collective(state: LoweringState, op: Operation) -> None:
    """A kernel's tcgen05 ops are all collective (CTA pairs) or none is; an op that does not say is not counted."""
    attr = op.properties.get("collective")
    if attr is None:
        return
    collective = bool_value(attr)
    if state.collective_kernel is None:
        state.collective_kernel = collective
    elif state.collective_kernel != collective:
        raise _located(diag.COLLECTIVE_INCONSISTENT(), op)


def _located(e: Exception, op: Operation) -> MgpuError:
    if isinstance(e, MgpuError):  # a message of the table, with its notes
        e.op = op  # pyright: ignore[reportAttributeAccessIssue]
        return e
    if isinstance(e, (NotImplementedError, ValueError, TypeError)):
        kind = {NotImplementedError: MgpuNotImplementedError, ValueError: MgpuValueError,
                TypeError: MgpuTypeError}[next(k for k in (NotImplementedError, ValueError, TypeError)
                                                   if isinstance(e, k))]
        message = str(e) or type(e).__name__
    else:
        kind = MgpuNotImplementedError
        # a bug of mgpu's rule, not a feature the kernel lacks: said so, in the emulator's words
        message = f"internal error in mgpu's Warpgroup lowering of {op.name} ({type(e).__name__}: {e})"
    err = kind(message, [])
    err.op = op  # pyright: ignore[reportAttributeAccessIssue]
    return err


@dataclass(frozen=True)
class LowerWarpgroupPass(ModulePass):
    """Warpgroup lowering (jax's ``lower_mgpu_dialect``) of an annotated module."""

    name = "mgpu-lower-warpgroup"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        lower_warpgroup(op, ctx)

