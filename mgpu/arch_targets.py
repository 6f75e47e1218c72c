"""Which PTX targets have the instructions mgpu emulates that the PTX ISA gives to some targets only.

jax compiles a module for the 'a' target of its compute capability (sm_90a, sm_100a: xla/mosaic/gpu/target.cc,
GetSmVersion, picks the variant "that ends in a" where LLVM has one) and writes that capability into the module
(``mosaic_gpu.arch_major`` / ``arch_minor``). Each entry of :data:`RESTRICTED` is one paragraph of an instruction's
"Target ISA Notes" in the PTX ISA 9.2, section named beside it. The emulator refuses an instruction whose entry
does not have the module's target (mgpu/emulator/target_check.py); an instruction with no entry here is on every
target mgpu models. Not listed because both sm_90a and sm_100a have them: setmaxnreg ("setmaxnreg": sm_90a,
sm_100a, ...), multimem.*, st.async, red.async, cp.async.bulk.tensor's plain forms, cvt to and from .e4m3x2 /
.e5m2x2 of .f32 and .f16x2 (sm_89 or higher), mma.sync's m16n8k32 .e4m3 / .e5m2 (sm_89 or higher).

Nothing here imports mgpu.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass


def family(sm: int) -> int:
    """The architecture family of ``sm_<sm>`` (PTX ISA 9.2 §11.1.2 ".target", Table 58 "Architecture Families":
    sm_100f and sm_103f are the sm_10x family; sm_110f and sm_101f, the old name of sm_110, the sm_11x family)."""
    return 11 if sm == 101 else sm // 10


@dataclass(frozen=True)
class Targets:
    """The targets one "Target ISA Notes" paragraph names (PTX ISA 9.2 §11.1.2 ".target" defines the suffixes):
    ``specific``, a-targets, each that architecture only (90: sm_90a); ``families``, f-targets whose features
    every later a- or f-target of the same family has ("sm_100f or higher in the same family"); ``baseline``, the
    onion layer ("sm_100 or higher")."""

    specific: tuple[int, ...] = ()
    families: tuple[int, ...] = ()
    baseline: int | None = None

    def has(self, sm: int) -> bool:
        """Whether the a-target ``sm_<sm>a`` has the instruction."""
        return (sm in self.specific
                or any(family(f) == family(sm) and sm >= f for f in self.families)
                or self.baseline is not None and sm >= self.baseline)

    def describe(self) -> str:
        fams = ", ".join(f"sm_{f}f" for f in self.families)
        return ", ".join([*(f"sm_{s}a" for s in self.specific),
                          *([f"{fams} or higher in {'its family' if len(self.families) == 1 else 'their families'}"]
                            if self.families else []),
                          *([f"sm_{self.baseline} or higher"] if self.baseline is not None else [])])


Modifiers = tuple[str, ...]
"""An instruction's dot-separated qualifiers after its opcode, in its PTX spelling (``cvt.rn.satfinite.e2m1x2.f32``:
``("rn", "satfinite", "e2m1x2", "f32")``)."""


@dataclass(frozen=True)
class Restricted:
    """Instructions (``opcode``, or any ``opcode.*``) of the forms ``form`` spells, which only ``targets`` have
    (PTX ISA 9.2 ``section``). ``applies``: whether an instance, by its modifiers, is of those forms."""

    opcode: str
    form: str
    section: str
    targets: Targets
    applies: Callable[[Modifiers], bool] = lambda mods: True

    def covers(self, opcode: str, mods: Modifiers) -> bool:
        return (opcode == self.opcode or opcode.startswith(self.opcode + ".")) and self.applies(mods)


# "sm_100a, sm_101a (Renamed to sm_110a ...)", then the families sm_100f, sm_101f (sm_110f), sm_110f
_TCGEN05 = Targets(specific=(100, 101, 110), families=(100, 101, 110))
# the same, with sm_120a and the sm_120f family
_SM100_SM120 = Targets(specific=(100, 101, 110, 120), families=(100, 101, 110, 120))
_FAMILIES_ONLY = Targets(families=(100, 110, 120))  # "supported on following family-specific architectures"
_FP4_FP6 = ("e2m1x2", "e2m3x2", "e3m2x2")


def _cvt(dst: tuple[str, ...], src: tuple[str, ...]) -> Callable[[Modifiers], bool]:
    """cvt's form test: its destination and source types are its last two modifiers."""
    return lambda mods: len(mods) >= 2 and mods[-2] in dst and mods[-1] in src


def _tensor_copy(modifier: str, dst: str | None = None) -> Callable[[Modifiers], bool]:
    """cp.async.bulk.tensor's form test: has ``modifier`` (and the destination space ``dst``)."""
    return lambda mods: any(m == modifier or m.startswith(modifier + "::") for m in mods) and (
        dst is None or dst in mods)


RESTRICTED: tuple[Restricted, ...] = (
    Restricted("wgmma", "wgmma.mma_async, wgmma.fence, wgmma.commit_group, wgmma.wait_group",
               "§9.7.15.5.2, §9.7.15.7.1-3", Targets(specific=(90,))),  # "Requires sm_90a."
    Restricted("tcgen05", "tcgen05.* (Tensor Memory: alloc, dealloc, relinquish_alloc_permit, ld, st, wait, cp, "
               "mma, fence, commit)", "§9.7.16.7.1, §9.7.16.8.3-5, §9.7.16.9.2, §9.7.16.10.9.1, §9.7.16.11.1, "
               "§9.7.16.12.1", _TCGEN05),
    Restricted("ldmatrix", "ldmatrix .m16n16 / .m8n16 or .b8", "§9.7.14.5.15", _SM100_SM120,
               lambda mods: bool({"m16n16", "m8n16", "b8"} & set(mods))),
    Restricted("stmatrix", "stmatrix .m16n8 or .b8", "§9.7.14.5.16", _SM100_SM120,
               lambda mods: bool({"m16n8", "b8"} & set(mods))),
    # ".f32 type requires sm_100a and is supported on sm_100f", and so are .abs and .NaN
    Restricted("redux.sync", "redux.sync .f32 (and .abs, .NaN)", "§9.7.13.12",
               Targets(specific=(100,), families=(100,)), lambda mods: bool({"f32", "abs", "NaN"} & set(mods))),
    Restricted("clusterlaunchcontrol", "clusterlaunchcontrol.try_cancel, clusterlaunchcontrol.query_cancel",
               "§9.7.13.17-18", Targets(baseline=100)),  # "Requires sm_100 or higher."
    Restricted("cp.async.bulk.tensor", "cp.async.bulk.tensor .cta_group", "§9.7.9.25.5.2", _TCGEN05,
               _tensor_copy("cta_group")),
    Restricted("cp.async.bulk.tensor", "cp.async.bulk.tensor .tile::gather4 into .shared::cluster",
               "§9.7.9.25.5.2", Targets(specific=(100,), families=(100,)),
               _tensor_copy("tile::gather4", "shared::cluster")),
    Restricted("cp.async.bulk.tensor", "cp.async.bulk.tensor .tile::gather4 into .shared::cta", "§9.7.9.25.5.2",
               Targets(baseline=100), _tensor_copy("tile::gather4", "shared::cta")),
    Restricted("cp.async.bulk.tensor", "cp.async.bulk.tensor .tile::scatter4", "§9.7.9.25.5.2", _TCGEN05,
               _tensor_copy("tile::scatter4")),
    Restricted("cp.async.bulk.prefetch.tensor", "cp.async.bulk.prefetch.tensor .tile::gather4", "§9.7.9.25.5.4",
               _TCGEN05, _tensor_copy("tile::gather4")),
    Restricted("cvt", "cvt.rn.satfinite.{e2m1x2,e2m3x2,e3m2x2}.f32", "§9.7.9.21", _SM100_SM120,
               _cvt(_FP4_FP6, ("f32",))),
    Restricted("cvt", "cvt.rn.f16x2.{e2m1x2,e2m3x2,e3m2x2}", "§9.7.9.21", _SM100_SM120, _cvt(("f16x2",), _FP4_FP6)),
    Restricted("cvt", "cvt.rn.satfinite.{e2m1x2,e2m3x2,e3m2x2}.{f16x2,bf16x2}", "§9.7.9.21", _FAMILIES_ONLY,
               _cvt(_FP4_FP6, ("f16x2", "bf16x2"))),
    Restricted("cvt", "cvt.rn.satfinite.{e4m3x2,e5m2x2}.bf16x2", "§9.7.9.21", _FAMILIES_ONLY,
               _cvt(("e4m3x2", "e5m2x2"), ("bf16x2",))),
    Restricted("cvt", "cvt.rn.bf16x2.{e4m3x2,e5m2x2,e3m2x2,e2m3x2,e2m1x2}", "§9.7.9.21", _FAMILIES_ONLY,
               _cvt(("bf16x2",), ("e4m3x2", "e5m2x2", *_FP4_FP6))),
    Restricted("cvt", "cvt with the .s2f6x2 type", "§9.7.9.21", Targets(specific=(100, 103, 110, 120, 121)),
               _cvt(("bf16x2",), ("s2f6x2",))),
    # PTX ISA 9.4's additions that jax 0.12.1 emits on Rubin (handlers/packed_bytes.py, handlers/convert.py)
    *(Restricted(op, f"{op}.{{s8x4,u8x4}}", f"PTX ISA 9.4 §9.7.1.{n}", Targets(families=(107, 120)),
                 lambda mods: bool({"s8x4", "u8x4"} & set(mods)))
      for op, n in (("add", 1), ("sub", 2), ("neg", 12), ("min", 13), ("max", 14))),
    Restricted("cvt", "cvt.rz.satfinite.{e4m3x2,e5m2x2,e2m1x2}", "PTX ISA 9.4 §9.7.10.24", Targets(families=(107,)),
               lambda mods: "rz" in mods and len(mods) >= 2 and mods[-2] in ("e4m3x2", "e5m2x2", "e2m1x2")),
)
"""The instructions mgpu emulates that some of its targets lack, from their "Target ISA Notes" (PTX ISA 9.2)."""


def lacking(opcode: str, mods: Modifiers, sm: int) -> Restricted | None:
    """The entry of :data:`RESTRICTED` that the instruction ``opcode`` with ``mods`` is of and the a-target
    ``sm_<sm>a`` lacks, or None: the target has it."""
    return next((r for r in RESTRICTED if r.covers(opcode, mods) and not r.targets.has(sm)), None)
