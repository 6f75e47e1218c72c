"""The Warpgroup lowering's rule table (``mgpu.passes.lowering.state.RULES``): every mosaic_gpu op of
every supported jax release has a rule or is refused as jax refuses it, rules are found by the op's
exact class, and the ops declared for warp semantics are jax's."""

from __future__ import annotations

import pytest
from xdsl.traits import HasParent, IsTerminator

from mgpu.dialect.context import make_context
from mgpu.dialect.mosaic_gpu.ops import ArriveExpectTxOp, ArriveOp
from mgpu.jax_versions import SUPPORTED
from mgpu.passes.lowering.state import JAX_HAS_NO_LOWERING, RULES, WARP_SEMANTICS
from mgpu.passes.op_rules import OpRules

# The ops of jax's ``_register_lowering(..., support_warp_semantics=True)`` registrations
# (jax/experimental/mosaic/gpu/dialect_lowering.py at jax-v0.10.2).
JAX_0_10_2_WARP_SEMANTICS = {
    "mosaic_gpu.async_load", "mosaic_gpu.async_prefetch", "mosaic_gpu.async_store",
    "mosaic_gpu.async_store_sparse_metadata_smem_to_tmem", "mosaic_gpu.async_store_smem_to_tmem",
    "mosaic_gpu.slice_tmem", "mosaic_gpu.arrive", "mosaic_gpu.arrive_expect_tx", "mosaic_gpu.slice_smem",
    "mosaic_gpu.with_transforms", "memref.subview", "memref.cast", "memref.transpose",
    "memref.collapse_shape", "memref.store", "mosaic_gpu.tcgen05_mma", "mosaic_gpu.tcgen05_commit_arrive",
    "mosaic_gpu.custom_primitive", "scf.for", "scf.if", "scf.index_switch",
}


ALL_OPS = tuple(dict.fromkeys(cls for version in SUPPORTED for cls in version.mosaic_gpu_ops))


def _decided_with_parent(cls: type) -> bool:
    """A terminator that may only end the region of ops with a rule or jax's refusal: the rule lowers
    it with the body (``mosaic_gpu.return`` of ``custom_primitive``), the refusal comes first."""
    parents = cls.get_trait(HasParent)
    return cls.has_trait(IsTerminator) and parents is not None and all(
        p in RULES or p in JAX_HAS_NO_LOWERING for p in parents.op_types)


def test_every_mosaic_gpu_op_has_a_rule_or_jaxs_refusal_or_is_lowered_with_its_parent():
    missing = [f"{cls.name} ({cls.__name__})" for cls in ALL_OPS
               if cls not in RULES and cls not in JAX_HAS_NO_LOWERING and not _decided_with_parent(cls)]
    assert not missing, f"mosaic_gpu ops with no Warpgroup lowering rule: {missing}"


def test_an_op_jax_refuses_has_no_rule():
    assert not JAX_HAS_NO_LOWERING & set(RULES)


def test_each_rule_is_registered_for_the_class_the_parser_makes():
    """A rule found by exact class must be keyed by the class mgpu parses the op name into."""
    contexts = [make_context(jax=version) for version in SUPPORTED]  # the class of the name in some release
    wrong = [cls.name for cls in (*RULES, *WARP_SEMANTICS)
             if all(ctx.get_optional_op(cls.name) is not cls for ctx in contexts)]
    assert not wrong, f"rules registered for classes the context does not parse into: {wrong}"


# jax 0.12.0.1 adds tmem_layout_cast (dialect_lowering.py:1338 at jax-v0.12.0.1); its optimization_barrier
# and async_store_scales_smem_to_tmem in warp semantics are not lowered here yet (refused at the op)
JAX_0_12_0_1_WARP_SEMANTICS_HERE = JAX_0_10_2_WARP_SEMANTICS | {"mosaic_gpu.tmem_layout_cast"}


def test_warp_semantics_are_jax_s():
    assert {cls.name for cls in WARP_SEMANTICS} == JAX_0_12_0_1_WARP_SEMANTICS_HERE


def test_a_release_s_class_of_a_warp_semantics_op_is_declared_like_the_old_one():
    """jax 0.12.0.1 registers its changed ops (one Python class each) as 0.10.2 did."""
    names = {cls.name for cls in WARP_SEMANTICS}
    assert [cls.__name__ for cls in ALL_OPS if cls.name in names and cls in RULES and cls not in WARP_SEMANTICS] == []


def test_every_op_jax_lowers_in_warp_semantics_has_a_rule_here():
    """An op jax lowers in warp semantics has a rule, which declares it (``@rule(..., warp_semantics=True)``), even
    one the pass keeps as it is (scf.if, whose rule refuses vectors: control.py; the views of an SMEM ref, whose rules
    check their transforms: ref_transforms.py)."""
    assert WARP_SEMANTICS and all(cls in RULES for cls in WARP_SEMANTICS)


def test_a_subclass_for_a_changed_signature_inherits_no_rule():
    """A later jaxlib's ``arrive_expect_tx`` (its byte count an operand) must not reach the rule
    written for 0.10.2's property."""

    class DynamicArriveExpectTxOp(ArriveExpectTxOp):
        pass

    assert RULES.rule_of(ArriveExpectTxOp.create()) is not None
    assert RULES.rule_of(DynamicArriveExpectTxOp.create()) is None
    assert DynamicArriveExpectTxOp not in WARP_SEMANTICS


def test_a_second_rule_for_a_class_is_refused():
    table: OpRules = OpRules()
    table.register(ArriveOp)(lambda s, op: None)
    with pytest.raises(ValueError, match="two rules for mosaic_gpu.arrive"):
        table.register(ArriveOp)(lambda s, op: None)



def test_an_operand_is_read_by_its_segment_not_its_position():
    """async_store's ``gmem_peer_id`` with no predicate is the fifth operand, where a positional read
    would take it for the predicate; read by name, it is refused as a store to a peer."""
    from mgpu.dialect.context import parse_module
    from mgpu.passes.lower_warpgroup import LowerWarpgroupPass

    module = parse_module("""
func.func @store_to_peer(%s: memref<64x128xf32, #gpu.address_space<workgroup>>, %g: memref<64x128xf32>, %i: i32) {
  "mosaic_gpu.async_store"(%s, %g, %i, %i, %i) <{operandSegmentSizes = array<i32: 1, 1, 2, 0, 1>,
      slice_lengths = array<i64: 64, 128>}> : (memref<64x128xf32, #gpu.address_space<workgroup>>, memref<64x128xf32>,
      i32, i32, i32) -> ()
  func.return
}""", "peer.mlir", make_context())
    with pytest.raises(NotImplementedError, match="async_store to a peer / broadcast"):
        LowerWarpgroupPass().apply(make_context(), module)
