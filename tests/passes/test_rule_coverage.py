"""Every mosaic_gpu op class of every supported jax release has a decision in layout inference and in
the Lane annotator: a rule, or a named reason why it needs none; and the rule tables are keyed by the
classes mgpu parses."""

from __future__ import annotations

import pathlib

import pytest
from xdsl.ir import Operation

from mgpu.dialect.context import make_context, parse_module
from mgpu.dialect.mosaic_gpu import ops as mg
from mgpu.dialect.mosaic_gpu.barrier_ops import (
    ArriveDynExpectTxSupportedOp,
    ArriveExpectTxOperandOp,
    ArriveWithPredicateOp,
    TcGen05CommitArriveReadOnlyOp,
    TcGen05CommitArriveWithPredicateOp,
)
from mgpu.dialect.mosaic_gpu.layout_ops import PrintLayoutSmemOp, SliceSMEMAliasOp
from mgpu.dialect.mosaic_gpu.scope_ops import AllocaScopeOp, AllocaScopeReturnOp, AllocSmemOp, RunScopedOp, ScopedReturnOp
from mgpu.dialect.mosaic_gpu.tmem_ops import SliceTmemAliasOp
from mgpu.dialect.mosaic_gpu.transfer_ops import AsyncLoadPeerOp
from mgpu.jax_versions import SUPPORTED
from mgpu.passes.infer_layout.constraints import value_kind
from mgpu.passes.infer_layout.rules import RULES
from mgpu.passes.lower_lane import RESULT_LAYOUT

CORPUS = pathlib.Path(__file__).parent.parent / "corpus"

BARRIERS_AND_SCALARS = "its operands and results are barriers and scalars: inference passes it by"
NOT_WALKED = "custom_primitive's terminator: inference does not enter custom_primitive bodies"
JAX_HAS_NO_RULE = ("jax 0.12.0.1's inference has no rule for it either (layout_inference.py): one with a vector, "
                   "SMEM or TMEM operand or result is refused in jax's words, 'No layout inference rule defined'")
TERMINATOR = "a terminator: jax's inference skips terminators, their parent's rule (or refusal) decides"

# Every op class of every supported release, each once.
ALL_OPS = tuple(dict.fromkeys(cls for version in SUPPORTED for cls in version.mosaic_gpu_ops))

# Ops inference has no rule for, and why none is needed.
NO_INFERENCE_RULE: dict[type[Operation], str] = {
    mg.InitializeBarrierOp: BARRIERS_AND_SCALARS,
    mg.ArriveOp: BARRIERS_AND_SCALARS,
    mg.ArriveExpectTxOp: BARRIERS_AND_SCALARS,
    mg.WaitOp: BARRIERS_AND_SCALARS,
    mg.TcGen05CommitArriveOp: BARRIERS_AND_SCALARS,
    mg.TmemRelinquishAllocPermitOp: BARRIERS_AND_SCALARS,
    mg.AssumeMultipleOp: BARRIERS_AND_SCALARS,
    mg.ReturnOp: NOT_WALKED,
    ArriveWithPredicateOp: BARRIERS_AND_SCALARS,
    ArriveExpectTxOperandOp: BARRIERS_AND_SCALARS,
    ArriveDynExpectTxSupportedOp: BARRIERS_AND_SCALARS,
    TcGen05CommitArriveWithPredicateOp: BARRIERS_AND_SCALARS,
    TcGen05CommitArriveReadOnlyOp: BARRIERS_AND_SCALARS,
    AllocSmemOp: JAX_HAS_NO_RULE,
    AllocaScopeOp: JAX_HAS_NO_RULE,
    RunScopedOp: JAX_HAS_NO_RULE,
    AllocaScopeReturnOp: TERMINATOR,
    ScopedReturnOp: TERMINATOR,
}

NO_REGISTER_RESULT = "it produces no register value (its TMEM results: the Lane annotator's default_tmem)"
CAST_REQUIRED = "Lane semantics fixes no layout for its result: the kernel casts it (mosaic_gpu.layout_cast)"

# Ops whose register results the Lane annotator gives no layout of its own (RESULT_LAYOUT), and why.
NO_LANE_LAYOUT: dict[type[Operation], str] = {
    **{cls: NO_REGISTER_RESULT for cls in (
        mg.InitializeBarrierOp, mg.ArriveOp, mg.ArriveExpectTxOp, mg.WaitOp, mg.TryClusterCancelOp,
        mg.QueryClusterCancelOp, mg.AsyncLoadOp, mg.AsyncPrefetchOp, mg.AsyncStoreOp, mg.VectorStoreOp,
        mg.AsyncStoreSmemOp, mg.TmemLayoutCastOp, mg.ReinterpretCastOp, mg.SliceSMEMOp, mg.WithTransformsOp,
        mg.GetClusterRefOp, mg.TcGen05MMAOp, mg.ReturnOp, mg.WarpMapOp, mg.TmemAllocOp,
        mg.TmemRelinquishAllocPermitOp, mg.TmemDeallocOp, mg.AsyncStoreTmemOp, mg.AsyncStoreSmemToTmemOp,
        mg.AsyncStoreSparseMetadataSmemToTmemOp, mg.AsyncStoreScalesSmemToTmemOp, mg.SliceTmemOp,
        mg.TcGen05CommitArriveOp, mg.DebugPrintOp, mg.PrintLayoutOp, mg.AssumeMultipleOp,
        ArriveWithPredicateOp, ArriveExpectTxOperandOp, ArriveDynExpectTxSupportedOp, AsyncLoadPeerOp,
        SliceSMEMAliasOp, SliceTmemAliasOp, TcGen05CommitArriveWithPredicateOp, AllocSmemOp, AllocaScopeOp,
        PrintLayoutSmemOp, TcGen05CommitArriveReadOnlyOp,
        AllocaScopeReturnOp, RunScopedOp, ScopedReturnOp)},
    **{cls: CAST_REQUIRED for cls in (
        mg.MultimemLoadReduceOp, mg.BroadcastInDimOp, mg.MMAOp, mg.CustomPrimitiveOp)},
}


@pytest.mark.parametrize("cls", ALL_OPS, ids=lambda c: f"{c.name}-{c.__name__}")
def test_inference_has_a_rule_or_says_why_none(cls: type[Operation]):
    assert (cls in RULES) != (cls in NO_INFERENCE_RULE), cls.name


@pytest.mark.parametrize("cls", ALL_OPS, ids=lambda c: f"{c.name}-{c.__name__}")
def test_lane_fixes_a_layout_or_says_why_not(cls: type[Operation]):
    assert (cls in RESULT_LAYOUT) != (cls in NO_LANE_LAYOUT), cls.name


@pytest.mark.parametrize("table", [RULES, RESULT_LAYOUT], ids=["inference", "lane"])
def test_rules_are_keyed_by_the_classes_mgpu_parses(table: dict[type[Operation], object]):
    # each class is the one some supported jax release's context parses its name into
    contexts = [make_context(jax=version) for version in SUPPORTED]
    assert [cls.name for cls in table if all(ctx.get_optional_op(cls.name) is not cls for ctx in contexts)] == []


def test_ops_without_an_inference_rule_never_carry_a_layout_in_the_corpus():
    barriers_and_scalars = {cls for cls, why in NO_INFERENCE_RULE.items() if why == BARRIERS_AND_SCALARS}
    seen = set()
    for path in sorted(CORPUS.glob("*.wg.wg_dialect.generic.mlir")):
        for op in parse_module(path.read_text(), str(path), make_context(allow_unregistered=True)).walk():
            if type(op) in barriers_and_scalars:
                seen.add(type(op))
                assert all(value_kind(v) is None for v in (*op.operands, *op.results)), (path.name, op.name)
    assert seen  # the corpus exercises the claim
