"""The table of instructions some targets lack (mgpu/arch_targets.py), one family a test: which of sm_90a and
sm_100a (jax's targets for compute capability 9.0 and 10.0) has each form, as its PTX ISA 9.2 "Target ISA Notes"
say."""

from __future__ import annotations

import pytest

from mgpu.arch_targets import Targets, family, lacking

SM90A, SM100A = 90, 100

# (opcode, modifiers as the PTX spelling has them, the one of sm_90a / sm_100a that lacks it)
FAMILIES = {
    "wgmma.mma_async": ("wgmma.mma_async", ("sync", "aligned", "m64n128k16", "f32", "f16", "f16"), SM100A),
    "wgmma.fence": ("wgmma.fence", ("sync", "aligned"), SM100A),
    "tcgen05.mma": ("tcgen05.mma", ("cta_group::1", "kind::f16"), SM90A),
    "tcgen05.alloc": ("tcgen05.alloc", ("cta_group::1", "sync", "aligned", "shared::cta", "b32"), SM90A),
    "tcgen05.commit intrinsic": ("tcgen05.commit.cg1", (), SM90A),
    "ldmatrix .m16n16 .b8": ("ldmatrix", ("sync", "aligned", "m16n16", "x1", "trans", "shared", "b8"), SM90A),
    "stmatrix .m16n8 .b8": ("stmatrix", ("sync", "aligned", "m16n8", "x1", "trans", "shared", "b8"), SM90A),
    "redux.sync .f32": ("redux.sync", ("max", "f32"), SM90A),
    "clusterlaunchcontrol": ("clusterlaunchcontrol.try_cancel",
                             ("async", "shared::cta", "mbarrier::complete_tx::bytes", "b128"), SM90A),
    "TMA .cta_group::2": ("cp.async.bulk.tensor", ("2d", "shared::cluster", "global", "tile",
                                                   "mbarrier::complete_tx::bytes", "cta_group::2"), SM90A),
    "TMA .tile::gather4": ("cp.async.bulk.tensor", ("2d", "shared::cta", "global", "tile::gather4",
                                                    "mbarrier::complete_tx::bytes"), SM90A),
    "TMA .tile::scatter4": ("cp.async.bulk.tensor", ("2d", "global", "shared::cta", "tile::scatter4",
                                                     "bulk_group"), SM90A),
    "cvt .e2m1x2.f32": ("cvt", ("rn", "satfinite", "e2m1x2", "f32"), SM90A),
    "cvt .f16x2.e2m1x2": ("cvt", ("rn", "f16x2", "e2m1x2"), SM90A),
    "cvt .e4m3x2.bf16x2": ("cvt", ("rn", "satfinite", "e4m3x2", "bf16x2"), SM90A),
    "cvt .s2f6x2": ("cvt", ("rn", "scaled::n2::ue8m0", "bf16x2", "s2f6x2"), SM90A),
}


@pytest.mark.parametrize("name", FAMILIES)
def test_one_of_the_two_targets_lacks_the_form(name):
    opcode, mods, without = FAMILIES[name]
    other = SM90A if without == SM100A else SM100A
    assert lacking(opcode, mods, without) is not None
    assert lacking(opcode, mods, other) is None


# forms both targets have: the restricted families' other forms, and instructions with no entry
BOTH = {
    "ldmatrix .m8n8 .b16": ("ldmatrix", ("sync", "aligned", "m8n8", "x4", "shared", "b16")),
    "redux.sync .b32": ("redux.sync", ("add", "u32")),
    "plain TMA load": ("cp.async.bulk.tensor", ("2d", "shared::cluster", "global", "tile",
                                                "mbarrier::complete_tx::bytes")),
    "cvt .e4m3x2.f32": ("cvt", ("rn", "satfinite", "e4m3x2", "f32")),
    "cvt .f16x2.e4m3x2": ("cvt", ("rn", "f16x2", "e4m3x2")),
    "setmaxnreg": ("setmaxnreg", ("inc", "sync", "aligned", "u32")),
    "mbarrier.try_wait": ("mbarrier.try_wait", ("parity", "shared::cta", "b64")),
}


@pytest.mark.parametrize("name", BOTH)
def test_both_targets_have_the_form(name):
    opcode, mods = BOTH[name]
    assert lacking(opcode, mods, SM90A) is None and lacking(opcode, mods, SM100A) is None


def test_a_family_target_reaches_the_later_targets_of_its_family_only():
    """PTX ISA 9.2 §11.1.2 ".target": sm_100f features are on sm_103a, not on sm_110a (the sm_11x family, with
    sm_101, sm_110's old name) nor on sm_90a; an a-target's own features are on it alone."""
    t = Targets(specific=(90,), families=(100,))
    assert [t.has(sm) for sm in (90, 100, 103, 101, 110, 120)] == [True, True, True, False, False, False]
    assert family(101) == family(110) != family(100)


# PTX ISA 9.4's forms jax 0.12.1 emits on Rubin only: neither sm_90a nor sm_100a has them (sm_107f, sm_120f)
NEITHER = {
    "add.s8x4": ("add", ("s8x4",)),
    "max.u8x4": ("max", ("u8x4",)),
    "neg.s8x4": ("neg", ("s8x4",)),
    "cvt.rz .e2m1x2.f32": ("cvt", ("rz", "satfinite", "e2m1x2", "f32")),
    "cvt.rz .e4m3x2.bf16x2": ("cvt", ("rz", "satfinite", "e4m3x2", "bf16x2")),
}


@pytest.mark.parametrize("name", NEITHER)
def test_a_form_of_sm_107f_is_on_neither_target(name):
    opcode, mods = NEITHER[name]
    assert lacking(opcode, mods, SM90A) is not None and lacking(opcode, mods, SM100A) is not None
    assert lacking(opcode, mods, 107) is None


def test_the_plain_integer_forms_stay_on_every_target():
    assert all(lacking("add", ("s32",), sm) is None and lacking("cvt", ("rz", "f32", "f64"), sm) is None
               for sm in (SM90A, SM100A))

