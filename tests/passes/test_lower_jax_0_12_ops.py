"""The lowering of jax 0.11 / 0.12's op classes (their Warpgroup rules at jax 0.12.0.1:
jax/experimental/mosaic/gpu/dialect_lowering.py): what each emits, and a stage jax 0.12.0.1 wrote,
inferred and lowered by mgpu, run against numpy; the layouts the Lane annotator fixes. What they refuse:
tests/filecheck/passes/lower_warpgroup/jax_0_12_refused.mlir."""

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
from mgpu.passes.lower_lane import annotate_lane
from mgpu.passes.lower_warpgroup import LowerWarpgroupPass
from mgpu.passes.pipelines import LowerPass

CORPUS = pathlib.Path(__file__).parent.parent / "corpus"
JAX = "0.12.0.1"
BARRIER = "memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>"
TC_BARRIER = "memref<!mosaic_gpu.barrier<orders_tensor_core = true>, #gpu.address_space<workgroup>>"


def _module(body: str, args: str) -> ModuleOp:
    return parse_module(f"""
    func.func @f({args}) {{
{body}
      func.return
    }}
    """, "unit.mlir", make_context(jax=JAX))


def _lowered(body: str, args: str = "") -> ModuleOp:
    module = _module(body, args)
    LowerWarpgroupPass().apply(make_context(jax=JAX), module)
    assert not [op.name for op in module.walk() if op.name.startswith("mosaic_gpu.")]
    assert verify_module(module) == []
    return module


def _asm(module: ModuleOp):
    return [op for op in module.walk() if op.name == "llvm.inline_asm"]


def _slice(ty: str = BARRIER) -> str:
    return f'      %b = "mosaic_gpu.slice_smem"() <{{offset = 0 : i32}}> : () -> {ty}\n'


def test_arrive_with_a_predicate_arrives_where_it_holds():
    module = _lowered(_slice() + f"""
      "mosaic_gpu.arrive"(%b, %p) <{{orders_tensor_core = false}}> : ({BARRIER}, i1) -> ()""", "%p: i1")
    [arrive] = _asm(module)
    assert arrive.properties["asm_string"].data == "@$2 mbarrier.arrive.release.cta.shared::cta.b64 $0, [$1], 1;"
    assert arrive.operands[1] is module.body.block.first_op.body.block.args[0]  # pyright: ignore


def test_arrive_with_a_predicate_on_a_tensor_core_barrier_is_the_single_lane_s_where_it_holds():
    module = _lowered(_slice(TC_BARRIER) + f"""
      "mosaic_gpu.arrive"(%b, %p) <{{orders_tensor_core = true}}> : ({TC_BARRIER}, i1) -> ()""", "%p: i1")
    arrive = _asm(module)[-1]
    assert arrive.properties["asm_string"].data == "@$2 mbarrier.arrive.release.cta.shared::cta.b64 $0, [$1], 1;"
    both = arrive.operands[1].owner
    assert both.name == "arith.andi"  # pyright: ignore
    assert both.operands[0] is module.body.block.first_op.body.block.args[0]  # pyright: ignore
    assert "nvvm.tcgen05.fence" in [op.name for op in module.walk()]


def _expect_tx_count(module: ModuleOp):
    [op] = [op for op in module.walk() if op.name == "nvvm.mbarrier.arrive.expect_tx"]
    return op.operands[1].owner


def test_arrive_expect_tx_of_a_constant_shares_the_bytes_among_the_lanes():
    module = _lowered(_slice() + f"""
      %n = arith.constant 16384 : i32
      "mosaic_gpu.arrive_expect_tx"(%b, %n) : ({BARRIER}, i32) -> ()""")
    count = _expect_tx_count(module)
    assert count.name == "arith.constant" and count.properties["value"].value.data == 16384 // 128  # pyright: ignore


def test_arrive_expect_tx_of_a_value_puts_it_on_the_single_lane():
    module = _lowered(_slice() + f"""
      "mosaic_gpu.arrive_expect_tx"(%b, %n) : ({BARRIER}, i32) -> ()""", "%n: i32")
    count = _expect_tx_count(module)
    assert count.name == "arith.select"  # pyright: ignore
    assert count.operands[1] is module.body.block.first_op.body.block.args[0]  # pyright: ignore


def test_arrive_expect_tx_on_a_tensor_core_barrier_is_one_arrival_with_all_the_bytes():
    module = _lowered(_slice(TC_BARRIER) + f"""
      %n = arith.constant 16384 : i32
      "mosaic_gpu.arrive_expect_tx"(%b, %n) : ({TC_BARRIER}, i32) -> ()""")
    count = _expect_tx_count(module)
    assert count.properties["value"].value.data == 16384  # pyright: ignore
    [expect] = [op for op in module.walk() if op.name == "nvvm.mbarrier.arrive.expect_tx"]
    assert expect.parent_op().name == "scf.if"  # pyright: ignore
    assert [op.name for op in module.walk() if op.name == "nvvm.tcgen05.fence"] == ["nvvm.tcgen05.fence"]


def test_tcgen05_commit_arrive_with_a_predicate_commits_where_it_holds():
    module = _lowered(_slice(TC_BARRIER) + f"""
      "mosaic_gpu.tcgen05_commit_arrive"(%b, %p) <{{collective = false}}> : ({TC_BARRIER}, i1) -> ()""", "%p: i1")
    [commit] = [op for op in module.walk() if op.name == "nvvm.tcgen05.commit"]
    cond = commit.parent_op().operands[0].owner  # pyright: ignore
    assert cond.name == "arith.andi"  # pyright: ignore
    assert cond.operands[1] is module.body.block.first_op.body.block.args[0]  # pyright: ignore


def _stage_with(old: str, new: str) -> ModuleOp:
    """jax 0.12.0.1's wg_dialect stage of lowlevel_wg_double (out = x + x), with ``old`` replaced."""
    text = (CORPUS / "jax-0.12.0.1" / "lowlevel_wg_double.wg.wg_dialect.generic.mlir").read_text()
    assert old in text
    module = parse_module(text.replace(old, new), "stage.mlir", make_context(jax=JAX))
    LowerPass(semantics="warpgroup").apply(make_context(jax=JAX), module)
    return module


_ADD = ('%54 = "arith.addf"(%53, %53) <{fastmath = #arith.fastmath<none>}> : (vector<64x128xf16>, '
        'vector<64x128xf16>) -> vector<64x128xf16>')
_X = np.load(CORPUS / "data" / "lowlevel_wg_double.in0.npy")


def test_jax_0_12_stage_inferred_and_lowered_runs_to_numpy():
    """Its arrive_expect_tx (a value), async_load (jax 0.12's class) and slice_smem, lowered by mgpu."""
    module = _stage_with(_ADD, _ADD)
    assert np.array_equal(run(module, {"in0": _X}).outputs["out0"], _X + _X)


def test_vector_concat_runs_to_numpy():
    """The two column halves, swapped by a vector_concat of slices: out = swap(x) + x."""
    module = _stage_with(_ADD, """
      %lo = "vector.extract_strided_slice"(%53) <{offsets = [0, 0], sizes = [64, 64], strides = [1, 1]}> : (vector<64x128xf16>) -> vector<64x64xf16>
      %hi = "vector.extract_strided_slice"(%53) <{offsets = [0, 64], sizes = [64, 64], strides = [1, 1]}> : (vector<64x128xf16>) -> vector<64x64xf16>
      %swapped = "mosaic_gpu.vector_concat"(%hi, %lo) <{dimension = 1 : i32}> : (vector<64x64xf16>, vector<64x64xf16>) -> vector<64x128xf16>
      %54 = "arith.addf"(%swapped, %53) <{fastmath = #arith.fastmath<none>}> : (vector<64x128xf16>, vector<64x128xf16>) -> vector<64x128xf16>""")
    expected = np.concatenate([_X[:, 64:], _X[:, :64]], axis=1) + _X
    assert np.array_equal(run(module, {"in0": _X}).outputs["out0"], expected)


def test_strict_layout_cast_runs_to_numpy():
    """A strict cast to the layout the value already has: no relayout, the same value."""
    wgmma = ("#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], "
             "vector_dim = -1>")
    module = _stage_with(_ADD, f"""
      %c = "mosaic_gpu.layout_cast"(%53) <{{new_layout = {wgmma}, strict = true}}> : (vector<64x128xf16>) -> vector<64x128xf16>
      %54 = "arith.addf"(%c, %53) <{{fastmath = #arith.fastmath<none>}}> : (vector<64x128xf16>, vector<64x128xf16>) -> vector<64x128xf16>""")
    assert np.array_equal(run(module, {"in0": _X}).outputs["out0"], _X + _X)


# ---- Lane semantics: the layouts the Lane annotator fixes for the new classes -----------------------

_WGMMA = ("#mosaic_gpu.TiledLayout<[[64, 8], [16, 8], [8, 8], [2]], warp_dims = [-7], lane_dims = [-3, -2], "
          "vector_dim = -1>")


def _annotated(body: str, args: str) -> ModuleOp:
    module = _module(body, args)
    annotate_lane(module)
    return module


def _out_layouts(module: ModuleOp, name: str) -> list[L.RegisterLayout]:
    op = next(op for op in module.walk() if op.name == name)
    return [A.from_attr(a) for a in op.attributes["out_layouts"].data]  # pyright: ignore


def test_lane_strict_layout_cast_chooses_its_producer_s_layout():
    module = _annotated(f"""
      %v = "mosaic_gpu.vector_load"(%g) : (memref<64x128xf16>) -> vector<64x128xf16>
      %c = "mosaic_gpu.layout_cast"(%v) <{{new_layout = {_WGMMA}, strict = true}}> : (vector<64x128xf16>) -> vector<64x128xf16>""",
                        "%g: memref<64x128xf16>")
    assert _out_layouts(module, "mosaic_gpu.vector_load") == [L.WGMMA_LAYOUT]
    assert _out_layouts(module, "mosaic_gpu.layout_cast") == [L.WGMMA_LAYOUT]


def test_lane_vector_concat_keeps_its_operands_tiled_layout():
    module = _annotated(f"""
      %v = "mosaic_gpu.vector_load"(%g) : (memref<64x128xf16>) -> vector<64x128xf16>
      %c = "mosaic_gpu.layout_cast"(%v) <{{new_layout = {_WGMMA}, strict = false}}> : (vector<64x128xf16>) -> vector<64x128xf16>
      %r = "mosaic_gpu.vector_concat"(%c, %c) <{{dimension = 0 : i32}}> : (vector<64x128xf16>, vector<64x128xf16>) -> vector<128x128xf16>""",
                        "%g: memref<64x128xf16>")
    assert _out_layouts(module, "mosaic_gpu.vector_concat") == [L.WGMMA_LAYOUT]


def test_lane_vector_concat_of_strided_operands_is_refused_at_it():
    with pytest.raises(MgpuError, match="Lane lowering: vector_concat takes operands of one tiled layout") as info:
        _annotated("""
      %v = "mosaic_gpu.vector_load"(%g) : (memref<64x128xf16>) -> vector<64x128xf16>
      %r = "mosaic_gpu.vector_concat"(%v, %v) <{dimension = 0 : i32}> : (vector<64x128xf16>, vector<64x128xf16>) -> vector<128x128xf16>""",
                   "%g: memref<64x128xf16>")
    assert op_name(info.value.op) == "mosaic_gpu.vector_concat"  # pyright: ignore


def test_lane_async_load_tmem_reduce_fixes_the_loaded_and_the_reduced_layouts():
    module = _annotated("""
      %v, %m = "mosaic_gpu.async_load_tmem"(%t) <{reduce = 1 : i32}> : (memref<128x128xf32, #mosaic_gpu.tmem>) -> (vector<128x128xf32>, vector<128xf32>)""",
                        "%t: memref<128x128xf32, #mosaic_gpu.tmem>")
    assert _out_layouts(module, "mosaic_gpu.async_load_tmem") == [L.TCGEN05_LAYOUT, L.TCGEN05_LAYOUT.reduce([1])]


def test_lane_lowering_of_a_jax_0_12_stage_runs_to_numpy():
    """jax 0.12's classes (async_load, slice_smem) get their transforms in Lane semantics too."""
    text = (CORPUS / "jax-0.12.0.1" / "lowlevel_wg_double.wg.wg_dialect.generic.mlir").read_text()
    module = parse_module(text, "stage.mlir", make_context(jax=JAX))
    LowerPass(semantics="lane").apply(make_context(jax=JAX), module)
    assert np.array_equal(run(module, {"in0": _X}).outputs["out0"], _X + _X)
