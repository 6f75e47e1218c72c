"""Layout inference's constraint classes on their own: what each checks, forces, proposes and prints
(their use on whole kernels: test_infer_layout.py)."""

from __future__ import annotations

from mgpu import layouts as L
from mgpu.passes.infer_layout.constraints import (
    REG,
    IsSupportedBroadcast,
    IsValidMmaTiling,
    Reduce,
    Relayout,
    Reshape,
    SmemTransforms,
    Transpose,
    Var,
)
from mgpu.passes.typeinfo import SMEM

OP = None  # the op a constraint blames when it breaks: not read here


def _var(order: int, shape: tuple[int, ...], space: str = REG, layout: object = None) -> Var:
    return Var(order, space, None, OP, shape, 16, layout=layout)


def test_a_strict_relayout_out_of_a_tiled_layout_forces_equality():
    src, dst = _var(0, (128, 128), layout=L.WGMMA_LAYOUT), _var(1, (128, 128))
    assert Relayout(OP, src, dst, bits=16).forced() == (dst, L.WGMMA_LAYOUT)
    assert Relayout(OP, src, dst, bits=16, strict=False).forced() is None


def test_a_relayout_out_of_a_splat_forces_nothing_but_proposes_it():
    splat = L.WGSplatFragLayout((128, 128))
    src, dst = _var(0, (128, 128), layout=splat), _var(1, (128, 128))
    c = Relayout(OP, src, dst, bits=16)
    assert c.forced() is None
    assert c.candidates((9, 0)) == [(dst, splat)]


def test_check_is_unknown_until_every_side_is_known():
    src, dst = _var(0, (128, 128), layout=L.WGMMA_LAYOUT), _var(1, (128, 128))
    c = Relayout(OP, src, dst, bits=16)
    assert c.check() is None
    dst.layout = L.WGMMA_LAYOUT
    assert c.check() is True
    dst.layout = L.WGStridedFragLayout.from_shape((128, 128), 16)
    assert c.check() is False


def test_a_reduction_derives_its_target_from_its_source():
    src, dst = _var(0, (128, 128), layout=L.WGMMA_LAYOUT), _var(1, (128,))
    c = Reduce(OP, src, dst, steps=(((1,), False),), rank=2)
    want = L.reduce_layout(L.WGMMA_LAYOUT, (1,), 2, False)
    assert want is not None and c.forced() == (dst, want)


def test_a_reshape_to_itself_is_the_identity():
    src, dst = _var(0, (128, 128), layout=L.WGMMA_LAYOUT), _var(1, (128, 128), layout=L.WGMMA_LAYOUT)
    assert Reshape(OP, src, dst, shape=(128, 128), target_shape=(128, 128)).check() is True


def test_a_transpose_moves_the_tiling_with_its_dims():
    src = _var(0, (64, 128), SMEM, layout=SmemTransforms((8, 64)))
    dst = _var(1, (128, 64), SMEM)
    assert Transpose(OP, src, dst, permutation=(1, 0)).forced() == (dst, SmemTransforms((64, 8)))


def test_an_mma_tiling_is_proposed_for_an_unknown_ref_only():
    smem = _var(0, (128, 128), SMEM)
    c = IsValidMmaTiling(OP, smem, bits=16)
    assert c.candidates((9, 0)) and all(v is smem for v, _ in c.candidates((9, 0)))
    smem.layout = SmemTransforms(None)
    assert c.candidates((9, 0)) == []


def test_a_broadcast_of_a_splat_proposes_a_splat():
    src, dst = _var(0, (128,), layout=L.WGSplatFragLayout((128,))), _var(1, (128, 64))
    assert IsSupportedBroadcast(OP, src, dst, dims=(0,)).candidates((9, 0)) == [
        (dst, L.WGSplatFragLayout((128, 64)))]


def test_each_constraint_prints_its_kind_and_variables():
    a, b = _var(3, (128, 128)), _var(7, (128,))
    assert str(Relayout(OP, a, b, bits=16)) == "Relayout(V3 ⟶ V7)"
    assert str(Reduce(OP, a, b, steps=(((1,), False),), rank=2)) == "Equals(V7 == Reduce(V3, (((1,), False),)))"
    assert str(IsValidMmaTiling(OP, a, bits=16)) == "IsValidMmaTiling(V3)"
    assert str(IsSupportedBroadcast(OP, b, a, dims=(0,))) == "IsSupportedBroadcast(V7 ⟶ V3, dims=(0,))"
