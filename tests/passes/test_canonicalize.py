"""``canonicalize`` with jaxlib's mosaic_gpu patterns on a kernel that has what they fold: the kernel jax captured
(copy_from_different_warps, after jax's own canonicalize) written back with the casts jax's canonicalizer removed
(its SMEM slice read through a chain of reinterpret_casts, its warp_map taking the flat ref and casting it inside).
Canonicalized, the module is jax's again and runs to the same bits as jax's module and its numpy reference
(tests/filecheck/passes/canonicalize/mosaic_gpu.mlir has each pattern alone)."""

from __future__ import annotations

import pathlib

import numpy as np
import pytest

from mgpu import npy
from mgpu.dialect.context import make_context, parse_module
from mgpu.dialect.diagnostics import MgpuError
from mgpu.emulator.run import run
from mgpu.passes.pipelines import LowerPass
from mgpu.passes.registry import parse_pipeline
from tests.support.bits import first_difference

CAPTURED = pathlib.Path(__file__).parent.parent / "differential" / "captured"
NAME = "copy_from_different_warps"
WS = "#gpu.address_space<workgroup>"
TILE, FLAT, ROWS = f"memref<32x32xf32, {WS}>", f"memref<1024xf32, {WS}>", f"memref<4x256xf32, {WS}>"

SLICE = f'%48 = "mosaic_gpu.slice_smem"() <{{offset = 0 : i32}}> : () -> {TILE}'
ARG = f"%arg17: {TILE}"
SIGNATURE = f"memref<64x32xf32>, {TILE}, memref<i32>"
USES = ("(%arg16, %arg17,", "(%arg17, %arg19,")


def _uncanonicalized(text: str) -> str:
    """``text`` with the slice read as 1024 floats through two casts, and the warp_map's argument flat, cast back
    to 32 x 32 inside."""
    for piece in (SLICE, ARG, SIGNATURE, *USES):
        assert text.count(piece) == 1, piece
    text = text.replace(SLICE, "\n      ".join((
        f'%flat = "mosaic_gpu.slice_smem"() <{{offset = 0 : i32}}> : () -> {FLAT}',
        f'%rows = "mosaic_gpu.reinterpret_cast"(%flat) : ({FLAT}) -> {ROWS}',
        f'%48 = "mosaic_gpu.reinterpret_cast"(%rows) : ({ROWS}) -> {FLAT}')))
    text = text.replace(SIGNATURE, f"memref<64x32xf32>, {FLAT}, memref<i32>")
    head, sep, body = text.partition(ARG)
    line_end = body.index("\n") + 1
    cast = f'        %tile = "mosaic_gpu.reinterpret_cast"(%arg17) : ({FLAT}) -> {TILE}\n'
    body = body[:line_end] + cast + body[line_end:]
    for use in USES:
        body = body.replace(use, use.replace("%arg17", "%tile"))
    return head + f"%arg17: {FLAT}" + body


def _module(text: str):
    ctx = make_context()
    return ctx, parse_module(text, NAME, ctx)


def _outputs(text: str, canonicalize: bool) -> dict[str, np.ndarray]:
    ctx, module = _module(text)
    if canonicalize:
        parse_pipeline("canonicalize").apply(ctx, module)  # the pass as mgpu-opt -p names it
    LowerPass(semantics="warpgroup").apply(ctx, module)
    inputs = {p.name.split(".")[-2]: npy.load(p) for p in sorted(CAPTURED.glob(f"{NAME}.in*.npy"))}
    return run(module, inputs, num_outputs=1).outputs


def _mosaic_gpu_ops(text: str, canonicalize: bool) -> list[str]:
    ctx, module = _module(text)
    if canonicalize:
        parse_pipeline("canonicalize").apply(ctx, module)  # the pass as mgpu-opt -p names it
    return [f"{op.name} {[str(r.type) for r in op.results]} {[str(o.type) for o in op.operands]}"
            for op in module.walk() if op.name.startswith("mosaic_gpu.")]


def test_canonicalize_gives_back_jax_s_module():
    jax_s = (CAPTURED / f"{NAME}.wg.wg_dialect.mlir").read_text()
    written = _uncanonicalized(jax_s)
    assert sum("reinterpret_cast" in op for op in _mosaic_gpu_ops(written, canonicalize=False)) == 3
    assert _mosaic_gpu_ops(written, canonicalize=True) == _mosaic_gpu_ops(jax_s, canonicalize=False)


def test_the_canonicalized_kernel_runs_to_jax_s_bits():
    jax_s = (CAPTURED / f"{NAME}.wg.wg_dialect.mlir").read_text()
    written = _uncanonicalized(jax_s)
    expected = npy.load(CAPTURED / f"{NAME}.out0.npy")
    for form, text in (("jax's module", jax_s), ("with the casts, canonicalized", written)):
        [(out, ours)] = _outputs(text, canonicalize=True).items()
        assert first_difference(form, out, expected, ours) is None


def test_the_cast_inside_the_warp_map_is_refused_uncanonicalized():
    # jax's lowering has no warp-semantics rule for it either: its canonicalizer hoists it first
    with pytest.raises(MgpuError, match="Op mosaic_gpu.reinterpret_cast does not support warp semantics."):
        _outputs(_uncanonicalized((CAPTURED / f"{NAME}.wg.wg_dialect.mlir").read_text()), canonicalize=False)
