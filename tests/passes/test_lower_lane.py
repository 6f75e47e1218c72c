"""mgpu-lower-lane: Lane-semantics kernels (explicit layouts and transforms, no inference) lower
through the Warpgroup rules to lane-level IR that runs on the emulator to jax's output; the Lane
path's checks raise jax's exception classes at the op."""

from __future__ import annotations

import pathlib

import numpy as np
import pytest
from xdsl.dialects.builtin import ModuleOp

from mgpu import layouts as L
from mgpu.dialect.context import make_context, parse_module
from mgpu.dialect.diagnostics import MgpuError, op_name
from mgpu.dialect.verifier import verify_module
from mgpu.emulator.run import run
from mgpu.layouts import attrs as A
from mgpu.passes.lower_lane import LowerLanePass, annotate_lane
from mgpu.passes.pipelines import LowerPass
from mgpu.passes.registry import all_passes

CORPUS = pathlib.Path(__file__).parent.parent / "corpus"
DATA = CORPUS / "data"

# jax's un-annotated dialect IR (``*.wg.wg_dialect``) is already in the Lane input form: every SMEM
# ref has its with_transforms and every value's layout follows from its producer.
LANE_WORKING = [
    "lowlevel_wg_double",
    "pallas_add_one",
    "pallas_async_store_smem",
    "pallas_async_store_smem_atomic",
    "pallas_barrier_arrive_wait",
    "pallas_blocked_grid",
    "pallas_tcgen05_mma",
    "pallas_tma_roundtrip_swizzled",
    "pallas_wgmma",
]


def _load(kernel: str) -> ModuleOp:
    path = CORPUS / f"{kernel}.wg.wg_dialect.mlir"
    return parse_module(path.read_text(), str(path))


def _inputs(kernel: str) -> dict[str, np.ndarray]:
    return {p.name.split(".")[1]: np.load(p) for p in sorted(DATA.glob(f"{kernel}.in*.npy"))}


def _check_and_run(kernel: str, module: ModuleOp) -> None:
    left = sorted({op_name(op) for op in module.walk() if op_name(op).startswith("mosaic_gpu.")})
    assert not left, f"mosaic_gpu ops left: {left}"
    assert verify_module(module) == []
    result = run(module, _inputs(kernel))
    expected = np.load(DATA / f"{kernel}.out0.npy")
    got = result.outputs["out0"]
    assert got.dtype == expected.dtype and got.shape == expected.shape
    assert np.array_equal(got.view(np.uint8), expected.view(np.uint8)), "not bit-exact"


@pytest.mark.parametrize("kernel", LANE_WORKING)
def test_lane_lowering_runs_to_jax_output(kernel: str) -> None:
    module = _load(kernel)
    LowerLanePass().apply(make_context(), module)
    _check_and_run(kernel, module)


@pytest.mark.parametrize("kernel", ["pallas_async_store_smem", "pallas_add_one"])
def test_pipeline_semantics_lane(kernel: str) -> None:
    module = _load(kernel)
    LowerPass(semantics="lane").apply(make_context(), module)
    _check_and_run(kernel, module)


def test_registered() -> None:
    assert all_passes()["mgpu-lower-lane"]() is LowerLanePass


def test_annotations_follow_producers() -> None:
    """vector_load from a tiled+swizzled ref: WGMMA; the store takes the value's layout and the ref's
    with_transforms; no search, the same attributes jax's inference writes on this kernel."""
    module = _load("pallas_async_store_smem")
    annotate_lane(module)
    ops = {op_name(o): o for o in module.walk()}
    load, store = ops["mosaic_gpu.vector_load"], ops["mosaic_gpu.async_store_smem"]
    [out] = load.attributes["out_layouts"].data  # pyright: ignore
    assert A.from_attr(out) == L.WGMMA_LAYOUT
    [inl] = store.attributes["in_layouts"].data  # pyright: ignore
    assert A.from_attr(inl) == L.WGMMA_LAYOUT
    [tr] = store.attributes["in_transforms"].data  # pyright: ignore
    t = A.transforms_from_attrs(tr.data)
    assert (t.tiling, t.swizzle) == ((8, 64), 128)


def test_splat_constant_and_strided_load() -> None:
    module = _load("pallas_add_one")
    annotate_lane(module)
    kinds = {}
    for o in module.walk():
        if "out_layouts" in o.attributes:
            kinds[op_name(o)] = A.from_attr(o.attributes["out_layouts"].data[0])  # pyright: ignore
    assert isinstance(kinds["arith.constant"], L.WGSplatFragLayout)
    assert isinstance(kinds["mosaic_gpu.vector_load"], L.WGStridedFragLayout)
    assert kinds["arith.addf"] == kinds["mosaic_gpu.vector_load"]


def test_tmem_store_needs_tcgen05_layout() -> None:
    """A tiled load gives WGMMA, which tcgen05.st cannot store: Lane needs an explicit cast."""
    module = _load("pallas_tmem_roundtrip")
    with pytest.raises(MgpuError) as e:
        LowerLanePass().apply(make_context(), module)
    assert isinstance(e.value, NotImplementedError)
    assert op_name(e.value.op) == "mosaic_gpu.async_store_tmem"  # pyright: ignore


STORE = """
"builtin.module"() ({{
  "func.func"() <{{function_type = ({vt}, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> (), sym_name = "f"}}> ({{
  ^bb0(%v: {vt}, %b: memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, %i: i32):
    %s = "mosaic_gpu.slice_smem"() <{{offset = 0 : i32}}> : () -> {mt}
    %w = "mosaic_gpu.with_transforms"(%s) <{{transforms = [{tr}]}}> : ({mt}) -> {mt}
    "mosaic_gpu.async_store_smem"(%v, %w, %b, %i) <{{cluster_dim = 0 : i32, optimized = true}}> : ({vt}, {mt}, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> ()
    "func.return"() : () -> ()
  }}) : () -> ()
}}) {{mosaic_gpu.arch_major = 9 : i32, mosaic_gpu.arch_minor = 0 : i32}} : () -> ()
"""
SW = "#gpu.address_space<workgroup>"


@pytest.mark.parametrize("vt,mt,tr,cls,msg", [
    ("vector<64x128xf16>", f"memref<64x128xf16, {SW}>", "#mosaic_gpu.tile<[8, 64]>", NotImplementedError,
     "async_store_smem requires a tiled and swizzled ref"),
    ("vector<64x128xf16>", f"memref<64x128xf16, {SW}>", "", NotImplementedError,
     "async_store_smem requires a tiled and swizzled ref"),
    ("vector<3xi4>", f"memref<3xi4, {SW}>", "#mosaic_gpu.tile<[3]>, #mosaic_gpu.swizzle<16 : i32>", ValueError,
     "Can only transfer integer bytes (shape=(3,), dtype=int4)"),
    ("vector<3x32xf16>", f"memref<3x32xf16, {SW}>", "#mosaic_gpu.tile<[1, 32]>, #mosaic_gpu.swizzle<64 : i32>",
     NotImplementedError, "Transfer is not a multiple of 128 bytes"),
])
def test_lane_checks(vt: str, mt: str, tr: str, cls: type, msg: str) -> None:
    module = parse_module(STORE.format(vt=vt, mt=mt, tr=tr), "<test>")
    with pytest.raises(cls) as e:
        LowerLanePass().apply(make_context(), module)
    assert isinstance(e.value, MgpuError)
    assert str(e.value.message) == msg
    assert op_name(e.value.op) == "mosaic_gpu.async_store_smem"  # pyright: ignore


def test_annotate_step_registered() -> None:
    from mgpu.passes.lower_lane import AnnotateLanePass

    assert all_passes()["mgpu-annotate-lane"]() is AnnotateLanePass
    module = _load("pallas_tmem_roundtrip")
    AnnotateLanePass().apply(make_context(), module)
    ops = {op_name(o): o for o in module.walk()}
    [tm] = ops["mosaic_gpu.async_load_tmem"].attributes["in_tmem_layouts"].data  # pyright: ignore
    assert A.from_attr(tm) == L.tmem_default_layout(1)
    [out] = ops["mosaic_gpu.async_load_tmem"].attributes["out_layouts"].data  # pyright: ignore
    assert A.from_attr(out) == L.TCGEN05_LAYOUT
