"""mgpu-infer-layout against jax 0.10.2: on each corpus kernel, the pass's attributes equal those of
jax's own layout inference (``*.wg.wg_layouts``), op for op (the layout math it relies on: tests/layouts)."""

from __future__ import annotations

import pathlib

import pytest
from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.utils.exceptions import ParseError

from mgpu import layouts as L
from mgpu.dialect.context import make_context, parse_module
from mgpu.dialect.diagnostics import MgpuError, op_name
from mgpu.passes.infer_layout import InferLayoutPass, layout_annotations
from mgpu.passes.infer_layout.constraints import SmemTransforms, collapsed_transforms
from mgpu.passes.registry import all_passes

CORPUS = pathlib.Path(__file__).parent.parent / "corpus"
KERNELS = sorted(p.name.split(".")[0] for p in CORPUS.glob("*.wg.wg_dialect.generic.mlir"))


def _run(kernel: str, ctx: Context) -> tuple[ModuleOp, ModuleOp]:
    src = CORPUS / f"{kernel}.wg.wg_dialect.generic.mlir"
    ref = CORPUS / f"{kernel}.wg.wg_layouts.generic.mlir"
    module = parse_module(src.read_text(), str(src), ctx)
    expected = parse_module(ref.read_text(), str(ref), ctx)
    InferLayoutPass().apply(ctx, module)
    return module, expected


def test_corpus_has_ten_kernels():
    assert len(KERNELS) == 10


@pytest.mark.parametrize("kernel", KERNELS)
def test_corpus_matches_jax(kernel: str):
    module, expected = _run(kernel, make_context(allow_unregistered=True))
    got, want = layout_annotations(module), layout_annotations(expected)
    assert len(got) == len(want)
    assert any(attrs for _, attrs in want)
    for i, (g, w) in enumerate(zip(got, want)):
        assert g == w, f"op #{i} ({w[0]})"


@pytest.mark.parametrize("kernel", KERNELS)
def test_corpus_pretty_form_matches_jax(kernel: str):
    """The same on the pretty (custom-format) files, as ``mgpu-opt -p mgpu-infer-layout`` reads them."""
    ctx = make_context()
    src = CORPUS / f"{kernel}.wg.wg_dialect.mlir"
    ref = CORPUS / f"{kernel}.wg.wg_layouts.mlir"
    try:
        module = parse_module(src.read_text(), str(src), ctx)
        expected = parse_module(ref.read_text(), str(ref), ctx)
    except ParseError as e:  # the parser's coverage of upstream custom formats is not this pass's
        pytest.skip(f"pretty form does not parse: {str(e).splitlines()[-1].strip()}")
    InferLayoutPass().apply(ctx, module)
    assert layout_annotations(module) == layout_annotations(expected)


def test_rerun_is_idempotent():
    ctx = make_context(allow_unregistered=True)
    module, expected = _run("pallas_wgmma", ctx)
    InferLayoutPass().apply(ctx, module)
    assert layout_annotations(module) == layout_annotations(expected)


def test_registered_under_its_name():
    assert all_passes()["mgpu-infer-layout"]() is InferLayoutPass


_FAILING = """
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "k"}> ({
  ^bb0(%i: i32):
    %cst = "arith.constant"() <{value = dense<1.0> : vector<64x128xf16>}> : () -> vector<64x128xf16>
    %s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>
    %b = "mosaic_gpu.slice_smem"() <{offset = 16384 : i32}> : () -> memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
    "mosaic_gpu.async_store_smem"(%cst, %s, %b, %i) <{cluster_dim = 0 : i32}> : (vector<64x128xf16>, memref<64x128xf16, #gpu.address_space<workgroup>>, memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"""


def test_unsatisfiable_raises_jax_value_error_at_the_op():
    ctx = make_context(allow_unregistered=True)
    module = parse_module(_FAILING, "failing.mlir", ctx)
    with pytest.raises(ValueError, match="Failed to infer a possible set of layouts. This should only happen "
                       "if user-provided layout casts are unsatisfiable.") as info:
        InferLayoutPass().apply(ctx, module)
    assert isinstance(info.value, MgpuError)
    assert op_name(info.value.op) == "mosaic_gpu.async_store_smem"  # pyright: ignore[reportAttributeAccessIssue]


# -- ports of jax's gpu_layout_inference_test expectations ---------------------------------------

_CAST_THEN_STORE = """
"builtin.module"() ({{
  "func.func"() <{{function_type = (memref<128x128xbf16>, i32) -> (), sym_name = "k"}}> ({{
  ^bb0(%g: memref<128x128xbf16>, %i: i32):
    %v = "mosaic_gpu.vector_load"(%g) : (memref<128x128xbf16>) -> vector<128x128xbf16>
    %c = "mosaic_gpu.layout_cast"(%v) <{{new_layout = {layout}}}> : (vector<128x128xbf16>) -> vector<128x128xbf16>
    %s = "mosaic_gpu.slice_smem"() <{{offset = 0 : i32}}> : () -> memref<128x128xbf16, #gpu.address_space<workgroup>>
    %b = "mosaic_gpu.slice_smem"() <{{offset = 32768 : i32}}> : () -> memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>
    {store}
    "func.return"() : () -> ()
  }}) : () -> ()
}}) : () -> ()
"""
_ASYNC_STORE_SMEM = ('"mosaic_gpu.async_store_smem"(%c, %s, %b, %i) <{cluster_dim = 0 : i32}> : (vector<128x128xbf16>, '
                     'memref<128x128xbf16, #gpu.address_space<workgroup>>, '
                     'memref<!mosaic_gpu.barrier, #gpu.address_space<workgroup>>, i32) -> ()')
_VECTOR_STORE = ('"mosaic_gpu.vector_store"(%c, %s) : (vector<128x128xbf16>, '
                 'memref<128x128xbf16, #gpu.address_space<workgroup>>) -> ()')
_TILED = [L.WGMMA_LAYOUT, L.TCGEN05_LAYOUT]
_NOT_TILED = [L.WGStridedFragLayout((128, 128), 4)]
_X64 = "[[#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]]"


def _store_after_cast(layout, store: str) -> ModuleOp:
    ctx = make_context(allow_unregistered=True)
    module = parse_module(_CAST_THEN_STORE.format(layout=layout.text(), store=store), "cast.mlir", ctx)
    InferLayoutPass().apply(ctx, module)
    return module


def _attr(module: ModuleOp, name: str, attr: str) -> str:
    op = next(op for op in module.walk() if op_name(op) == name)
    return str(op.attributes[attr])


@pytest.mark.parametrize("layout", _TILED, ids=lambda x: x.text()[12:40])
def test_async_store_smem_of_tiled_value_conjures_tiling(layout):
    module = _store_after_cast(layout, _ASYNC_STORE_SMEM)
    assert _attr(module, "mosaic_gpu.async_store_smem", "in_transforms") == _X64
    assert _attr(module, "mosaic_gpu.async_store_smem", "in_layouts") == f"[{layout.text()}]"


@pytest.mark.parametrize("layout", _NOT_TILED, ids=lambda x: type(x).__name__)
def test_async_store_smem_of_splat_or_strided_value_fails(layout):
    with pytest.raises(ValueError, match="Failed to infer a possible set of layouts") as info:
        _store_after_cast(layout, _ASYNC_STORE_SMEM)
    assert op_name(info.value.op) == "mosaic_gpu.async_store_smem"  # pyright: ignore[reportAttributeAccessIssue]


@pytest.mark.parametrize("layout", _TILED + _NOT_TILED, ids=lambda x: x.text()[12:40])
def test_vector_store_transforms_follow_the_value_layout(layout):
    module = _store_after_cast(layout, _VECTOR_STORE)
    expected = _X64 if isinstance(layout, L.TiledLayout) else "[[]]"
    assert _attr(module, "mosaic_gpu.vector_store", "in_transforms") == expected
    # The cast's operand takes the cast's layout: a (non-strict) relayout candidate comes first.
    assert _attr(module, "mosaic_gpu.layout_cast", "in_layouts") == f"[{layout.text()}]"
    assert _attr(module, "mosaic_gpu.layout_cast", "out_layouts") == f"[{layout.text()}]"


def test_conflicting_tmem_layout_casts_fail():
    text = """
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    %p = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<i32, #gpu.address_space<workgroup>>
    %t = "mosaic_gpu.tmem_alloc"(%p) <{collective = false, packing = 1 : i32}> : (memref<i32, #gpu.address_space<workgroup>>) -> memref<128x128xf32, #mosaic_gpu.tmem>
    %a = "mosaic_gpu.tmem_layout_cast"(%t) <{new_layout = DEFAULT}> : (memref<128x128xf32, #mosaic_gpu.tmem>) -> memref<128x128xf32, #mosaic_gpu.tmem>
    %b = "mosaic_gpu.tmem_layout_cast"(%a) <{new_layout = HALF}> : (memref<128x128xf32, #mosaic_gpu.tmem>) -> memref<128x128xf32, #mosaic_gpu.tmem>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
""".replace("DEFAULT", L.tmem_default_layout(1).text()).replace("HALF", L.tmem_half_lane_layout(128, 1).text())
    ctx = make_context(allow_unregistered=True)
    module = parse_module(text, "tmem.mlir", ctx)
    with pytest.raises(ValueError, match="Failed to infer") as info:
        InferLayoutPass().apply(ctx, module)
    assert op_name(info.value.op) == "mosaic_gpu.tmem_layout_cast"  # pyright: ignore[reportAttributeAccessIssue]


def _chain(n: int) -> str:
    """A chain of n pointwise ops on a tiled SMEM vector, each result stored back to the ref."""
    lines = [
        '%s = "mosaic_gpu.slice_smem"() <{offset = 0 : i32}> : () -> memref<64x128xf16, #gpu.address_space<workgroup>>',
        '%t = "mosaic_gpu.with_transforms"(%s) <{transforms = [#mosaic_gpu.tile<[8, 64]>, #mosaic_gpu.swizzle<128 : i32>]}>'
        ' : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> memref<64x128xf16, #gpu.address_space<workgroup>>',
        '%v0 = "mosaic_gpu.vector_load"(%t) : (memref<64x128xf16, #gpu.address_space<workgroup>>) -> vector<64x128xf16>',
    ]
    for i in range(n):
        lines.append(f'%v{i + 1} = "arith.addf"(%v{i}, %v{i}) <{{fastmath = #arith.fastmath<none>}}> : '
                     '(vector<64x128xf16>, vector<64x128xf16>) -> vector<64x128xf16>')
        lines.append(f'"mosaic_gpu.vector_store"(%v{i + 1}, %t) : (vector<64x128xf16>, '
                     'memref<64x128xf16, #gpu.address_space<workgroup>>) -> ()')
    return ('"builtin.module"() ({ "func.func"() <{function_type = () -> (), sym_name = "k"}> ({\n'
            + "\n".join(lines) + '\n"func.return"() : () -> ()\n}) : () -> ()\n}) : () -> ()\n')


def test_scales_linearly(monkeypatch):
    """The solver's work (candidate lists built, variables assigned) on a chain of 2n ops is at most
    twice its work on n ops: inference is linear in the module (counted, not timed)."""
    from mgpu.passes.infer_layout import solver

    work = {"steps": 0}
    for name in ("candidates", "_assign"):
        original = getattr(solver.Solver, name)

        def counted(self, *args, _original=original):
            work["steps"] += 1
            return _original(self, *args)

        monkeypatch.setattr(solver.Solver, name, counted)
    steps = []
    for n in (200, 400, 800):
        ctx = make_context(allow_unregistered=True)
        module = parse_module(_chain(n), "chain.mlir", ctx)
        work["steps"] = 0
        InferLayoutPass().apply(ctx, module)
        steps.append(work["steps"])
    assert steps[0] > 200
    assert steps[1] <= 2 * steps[0] + 10 and steps[2] <= 2 * steps[1] + 10, steps


@pytest.mark.parametrize("optimized, expected", [(None, "[[]]"), (False, _X64)])
def test_tmem_native_store_tiling_depends_on_optimized(optimized, expected):
    """TMEM_NATIVE has no bank-conflict-free plan into a conjured tiling: an optimizable store
    (optimized absent = downgradable) falls back to an untiled ref; optimized=false keeps the tiling."""
    store = _ASYNC_STORE_SMEM if optimized is None else _ASYNC_STORE_SMEM.replace(
        "cluster_dim = 0 : i32", "cluster_dim = 0 : i32, optimized = false")
    module = _store_after_cast(L.TMEM_NATIVE_LAYOUT, store)
    assert _attr(module, "mosaic_gpu.async_store_smem", "in_transforms") == expected


@pytest.mark.parametrize("shape, bits, tiling, layout, plan", [
    ((64, 128), 16, (8, 64), L.WGMMA_LAYOUT, L.TrivialTransferPlan()),
    ((128, 128), 16, (8, 64), L.TCGEN05_LAYOUT, L.TrivialTransferPlan()),
    ((64, 128), 32, (8, 32), L.WGMMA_LAYOUT, L.StaggeredTransferPlan(2, 2, 4, 2)),
    ((128, 128), 32, (8, 32), L.TCGEN05_LAYOUT, L.StaggeredTransferPlan(2, 2, 4, 2)),
])
def test_transfer_plans_match_reference(shape, bits, tiling, layout, plan):
    """reference/layouts_and_inference.md §3.2: f16 (8, 64) is Trivial; 32-bit (8, 32) is
    Staggered(stagger=2, dim=2, size=4, group_stride=2)."""
    m, n = shape
    t0, t1 = tiling
    nested_shape = ((m // t0, t0), (n // t1, t1))
    nested_strides = ((n * t0, t1), (t0 * t1, 1))
    assert L.plan_tiled_transfer(nested_shape, nested_strides, layout, bits, L.compute_swizzle(t1, bits)) == plan


@pytest.mark.parametrize("tiling, shape, groups, want", [
    ((8, 1, 64), (128, 2, 64), (1, 2), (8, 64)),    # a unit tile before a full one: one tile
    ((8, 2, 64), (128, 2, 64), (1, 2), (8, 128)),   # full tiles multiply
    ((8, 2, 32), (128, 2, 64), (1, 2), None),       # a partial minor tile under a non-unit one
    ((8, 1, 64), (128, 2, 64), (2, 1), None),       # (8, 1) rows of a collapsed (128, 2)
    ((64,), (2, 2, 64), (2, 1), (64,)),             # untiled dims collapse freely
])
def test_collapse_shape_tiling_is_jaxs(tiling, shape, groups, want) -> None:
    """``cs.CollapseShape`` of a tiling (constraints.py:308 at jax-v0.10.2): a group tiles as
    (1*, partial?, full*)."""
    got = collapsed_transforms(SmemTransforms(tiling), shape, groups)
    assert (got.tiling if got is not None else None) == want
