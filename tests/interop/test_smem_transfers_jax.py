"""SMEM <-> register transfers of a tiled value as jax's own Python decides them, on seeded random cases: its
inference's rule (``IsTransferableSmemRegisters._is_supported_smem_transfer``) and its lowering (``load_tiled`` /
``store_tiled``: refused in the same words, through ldmatrix / stmatrix where jax's goes through them) against mgpu's
(``mgpu.layouts.tiled_transfer``, ``mgpu.passes.lowering.tiled_transfer_check``). The random modules that go through
both inferences whole are test_smem_transfer_modules_jax.py's.

Run with the pytest of a jax venv, e.g. ``PYTHONPATH=$PWD .venv-jax012/bin/pytest -q tests/interop/
test_smem_transfers_jax.py`` (jax 0.11.2 and 0.12.0.1: the releases that decide so; skipped elsewhere).
"""

from __future__ import annotations

import random

import pytest

jax = pytest.importorskip("jax")

from jax._src.interpreters import mlir as jax_mlir  # noqa: E402
from jax._src.lib import mosaic_gpu_dialect  # noqa: E402
from jax._src.lib.mlir import ir  # noqa: E402
from jax._src.lib.mlir.dialects import builtin, func  # noqa: E402
from jax.experimental.mosaic.gpu import constraints as cs  # noqa: E402
from jax.experimental.mosaic.gpu import fragmented_array as fa  # noqa: E402
from jax.experimental.mosaic.gpu import launch_context as lc  # noqa: E402
from jax.experimental.mosaic.gpu import utils  # noqa: E402

from mgpu import layouts as L  # noqa: E402
from mgpu.jax_versions import by_name  # noqa: E402
from mgpu.layouts import smem as plans  # noqa: E402
from mgpu.layouts import tiled_transfer as tt  # noqa: E402
from mgpu.passes.lowering.tiled_transfer_check import REFUSALS  # noqa: E402

RELEASE = by_name(jax.__version__) if jax.__version__ in ("0.11.2", "0.12.0.1") else None
pytestmark = pytest.mark.skipif(RELEASE is None, reason=f"jax {jax.__version__} plans no ldmatrix / stmatrix")

LAYOUTS = ("WGMMA_LAYOUT", "WGMMA_TRANSPOSED_LAYOUT", "TCGEN05_LAYOUT", "TCGEN05_TRANSPOSED_LAYOUT",
           "WGMMA_LAYOUT_8BIT", "WGMMA_LAYOUT_UPCAST_2X", "WGMMA_LAYOUT_UPCAST_4X")
CASES_PER_SEED = 150


def jax_layout(layout: L.TiledLayout) -> fa.TiledLayout:
    def dim(d):
        return fa.Replicated(d.times) if isinstance(d, L.Replicated) else d

    return fa.TiledLayout(fa.Tiling(layout.tiling.tiles), warp_dims=tuple(map(dim, layout.warp_dims)),
                          lane_dims=tuple(map(dim, layout.lane_dims)), vector_dim=layout.vector_dim)


def random_case(rng: random.Random) -> dict:
    """A ref (2-D or 3-D, its minor two dims transposed or not), a tiling and swizzle (or none), a layout of jax's
    and how the transfer is asked for: the layouts and tiles inference proposes, and others that a cast gives."""
    bits = rng.choice([4, 8, 16, 16, 16, 32])
    lead = [rng.choice([1, 2])] if rng.random() < 0.3 else []
    m, n = rng.choice([64, 128, 256]), rng.choice([8, 16, 32, 64, 128, 256])
    transposed = rng.random() < 0.35
    strides = (*([m * n] * len(lead)), *((1, m) if transposed else (n, 1)))
    swizzle = rng.choice([None, 16, 32, 64, 128])
    tiling = rng.choice([None, "mma", "mma", "other"])
    if tiling == "mma":
        e = (swizzle or 128) * 8 // bits
        tiling = (e, 8) if transposed else (8, e)
    elif tiling == "other":
        tiling = (rng.choice([8, 16, 64]), rng.choice([8, 16, 32, 64]))
    if tiling and (m % tiling[0] or n % tiling[1]):
        tiling = None
    layout = getattr(L, rng.choice(LAYOUTS))
    if not layout.applies_to((m, n)):  # (jax's inference raises a ValueError on it: no case of its rule)
        layout = L.WGMMA_LAYOUT
    return dict(shape=(*lead, m, n), strides=strides, bits=bits, tiling=tiling, swizzle=swizzle, layout=layout,
                kind=rng.choice([L.OPTIMIZED, L.UNOPTIMIZED, L.DOWNGRADABLE]), arch=rng.choice([9, 10]))


def in_module(arch: int, build):
    """``build()`` in a function of a module of compute capability ``arch``.0 (jax's get_arch reads it)."""
    ctx = jax_mlir.make_ir_context()
    mosaic_gpu_dialect.register_dialect(ctx)
    with ctx, ir.Location.unknown():
        i32 = ir.IntegerType.get_signless(32)
        module = ir.Module.create()
        module.operation.attributes["mosaic_gpu.arch_major"] = ir.IntegerAttr.get(i32, arch)
        module.operation.attributes["mosaic_gpu.arch_minor"] = ir.IntegerAttr.get(i32, 0)
        with ir.InsertionPoint(module.body):
            f = func.FuncOp("f", ir.FunctionType.get([], []))
            with ir.InsertionPoint(f.add_entry_block()):
                return build()


def jax_kind(kind: str):
    if RELEASE is not None and RELEASE.transfers_optimized_by_default:
        return kind != L.UNOPTIMIZED
    return {L.OPTIMIZED: cs.OptimizedTransferKind.OPTIMIZED, L.UNOPTIMIZED: cs.OptimizedTransferKind.UNOPTIMIZED,
            L.DOWNGRADABLE: cs.OptimizedTransferKind.DOWNGRADABLE}[kind]


def jax_rule(c: dict) -> bool | str:
    def build():
        constraint = cs.IsTransferableSmemRegisters(None, None, c["shape"], c["strides"], bitwidth=c["bits"],
                                                    optimized=jax_kind(c["kind"]))
        smem = cs.SMEMTransforms(lc.TileTransform(c["tiling"]) if c["tiling"] else None,
                                 c["swizzle"] if c["swizzle"] in (32, 64, 128) else None)
        try:
            return constraint._is_supported_smem_transfer(smem, jax_layout(c["layout"]))
        except ValueError as e:
            return f"ValueError: {e}"
    return in_module(c["arch"], build)


@pytest.mark.parametrize("seed", range(4))
def test_inference_rule_is_jaxs(seed: int) -> None:
    """Whether a transfer is possible, as jax's inference says (where jax raises, mgpu finds no layout)."""
    rng = random.Random(seed)
    for _ in range(CASES_PER_SEED):
        c = random_case(rng)
        if c["kind"] == L.DOWNGRADABLE and RELEASE.transfers_optimized_by_default:
            c["kind"] = L.OPTIMIZED  # (jax 0.12 has no downgradable transfer)
        ours = L.is_supported_tiled_transfer(c["shape"], c["strides"], c["bits"], c["kind"], c["tiling"], c["layout"],
                                             c["swizzle"] or L.NO_SWIZZLE, c["arch"])
        theirs = jax_rule(c)
        assert ours == (theirs is True), (c, theirs)


def jax_lowering(c: dict, store: bool) -> str:
    """What jax's load_tiled / store_tiled make of the case: the refusal's text, or which instruction moves it."""
    tiling = c["tiling"] or c["shape"]

    def build():
        elt = ir.IntegerType.get_signless(c["bits"])
        strides = L.tile_strides(c["strides"], tiling)
        ty = ir.MemRefType.get(utils.tile_shape(c["shape"], tiling), elt, ir.StridedLayoutAttr.get(0, strides),
                               utils.smem())
        ref = builtin.UnrealizedConversionCastOp([ty], []).results[0]
        layout = jax_layout(c["layout"])
        swizzle = c["swizzle"] or 16
        optimized = c["kind"] != L.UNOPTIMIZED
        try:
            if store:
                value = fa.FragmentedArray.splat(utils.c(0, elt), c["shape"], layout, is_signed=False)
                value.store_tiled(ref, swizzle, optimized, tiling_rank=len(tiling))
            else:
                fa.FragmentedArray.load_tiled(ref, swizzle, layout=layout, optimized=optimized, is_signed=False,
                                              tiling_rank=len(tiling))
        except (fa.TransferPlanDerivationError, fa.UnsupportedTransferError, ValueError, NotImplementedError) as e:
            return f"refused: {e}"
        ops = [op.name for op in ir.InsertionPoint.current.block.operations]
        return "txmatrix" if {"nvvm.ldmatrix", "nvvm.stmatrix"} & set(ops) else "plain"
    return in_module(c["arch"], build)


def mgpu_lowering(c: dict, store: bool) -> str:
    try:
        done = L.txmatrix_first_transfer(c["shape"], c["strides"], c["tiling"], c["layout"], c["bits"],
                                         c["swizzle"] or L.NO_SWIZZLE, c["kind"] != L.UNOPTIMIZED, c["arch"])
    except L.TransferRefused as e:
        return f"refused: {REFUSALS[e.reason](**e.fields).message}"
    return "plain" if done.txmatrix is None else "txmatrix"


@pytest.mark.parametrize("store", [False, True], ids=["load", "store"])
@pytest.mark.parametrize("seed", range(2))
def test_lowering_decision_is_jaxs(seed: int, store: bool) -> None:
    """jax's load_tiled / store_tiled refuse a transfer where mgpu's lowering does, in the same words, and move it
    with ldmatrix / stmatrix where mgpu's plan says they may."""
    rng = random.Random(100 + seed)
    for _ in range(CASES_PER_SEED // 2):
        c = random_case(rng)
        if not L.Tiling(c["layout"].tiling.tiles).applies_to(c["shape"][-2:]):
            continue
        assert mgpu_lowering(c, store) == jax_lowering(c, store), c


def test_the_cases_include_both_instructions_and_refusals() -> None:
    """The random cases above reach each of jax's paths: ldmatrix .trans and not, a staggered plan, a refusal."""
    seen = set()
    rng = random.Random(0)
    for _ in range(CASES_PER_SEED * 4):
        c = random_case(rng)
        try:
            done = L.txmatrix_first_transfer(c["shape"], c["strides"], c["tiling"], c["layout"], c["bits"],
                                             c["swizzle"] or L.NO_SWIZZLE, True, c["arch"])
        except L.TransferRefused as e:
            seen.add(e.reason)
            continue
        seen.add(done.txmatrix)
        seen.add(type(done.plan).__name__)
    assert {tt.ROW, tt.COL, None, "StaggeredTransferPlan", "TrivialTransferPlan", plans.PLAN_BANK_CONFLICTS,
            tt.STRIDES_NOT_VECTORS} <= seen, seen
