"""Grid-scaling test kernels: jax's ``pallas_blocked_grid`` (o = x * y, f16, one block per CTA)
with its array shape and grid edited, so that the per-CTA work stays the same while the number of
CTAs changes (tests/emulator/test_batching.py, benchmarks/emulator.py): the payload itself with
its (128, 64) blocks, and (128, 128) blocks lowered from its mosaic_gpu-dialect IR."""

from __future__ import annotations

from pathlib import Path

import numpy as np

CORPUS = Path(__file__).resolve().parent.parent / "corpus"
SOURCE = CORPUS / "pallas_blocked_grid.lane.payload.mlir"
BLOCK = (128, 64)  # rows, columns of one CTA's block


def blocked_grid_text(grid_rows: int, grid_cols: int = 1, rows: int | None = None) -> str:
    """The payload over an f16[grid_rows * 128, grid_cols * 64] array: grid = (grid_cols, grid_rows);
    ``rows``: fewer rows (the last CTAs' TMA boxes then reach past the array)."""
    rows, cols = rows or grid_rows * BLOCK[0], grid_cols * BLOCK[1]
    lines = SOURCE.read_text().splitlines()
    out = []
    for i, line in enumerate(lines):
        if "llvm.mlir.constant(256 : i64)" in line and i + 1 < len(lines):
            nxt = lines[i + 1]
            v = rows if "[3, 0]" in nxt else cols if ("[3, 1]" in nxt or "[4, 0]" in nxt) else None
            assert v is not None, nxt
            line = line.replace("256 : i64", f"{v} : i64")
        line = line.replace("256x256xf16", f"{rows}x{cols}xf16")
        line = line.replace("sizes: [256, 256], strides: [256, 1]", f"sizes: [{rows}, {cols}], strides: [{cols}, 1]")
        line = line.replace("strided<[256, 1]>", f"strided<[{cols}, 1]>")
        if line.strip() == "%c4 = arith.constant 4 : index":
            line = line.replace("4 : index", f"{grid_cols} : index")
        if line.strip() == "%c2 = arith.constant 2 : index":
            line = line.replace("2 : index", f"{grid_rows} : index")
        out.append(line)
    return "\n".join(out) + "\n"


def blocked_grid_inputs(grid_rows: int, grid_cols: int = 1, seed: int = 0, block=BLOCK,
                        rows: int | None = None, dtype=np.float16):
    """Inputs x, y and the expected output x * y of the kernels above."""
    rng = np.random.default_rng(seed)
    shape = (rows or grid_rows * block[0], grid_cols * block[1])
    x = rng.standard_normal(shape).astype(dtype)
    y = rng.standard_normal(shape).astype(dtype)
    return {"in0": x, "in1": y}, x * y


WG_SOURCE = CORPUS / "pallas_blocked_grid.wg.wg_dialect.mlir"


def square_grid_module(grid_rows: int, block_cols: int = 128, dtype=np.float16):
    """The issue's pallas_call shape: o = x * y over an f16[grid_rows * 128, block_cols] array, one
    (128, block_cols) block per CTA, grid = (1, grid_rows). Edited from jax's mosaic_gpu-dialect IR
    of ``pallas_blocked_grid`` (its block is (128, 64)) and lowered with ``mgpu-lower-lane``;
    ``dtype`` float32: the same kernel over f32 (the element type replaced, the SMEM blocks and
    the transaction counts doubled)."""
    from mgpu.dialect.context import make_context, parse_module
    from mgpu.passes.lower_lane import LowerLanePass

    rows, bc = grid_rows * BLOCK[0], block_cols
    box = BLOCK[0] * bc * np.dtype(dtype).itemsize  # bytes of one block
    text = WG_SOURCE.read_text()
    for old, new in (
            ("%1 = llvm.mlir.constant(256 : i64) : i64",
             f"%1 = llvm.mlir.constant({bc} : i64) : i64\n    %rows = llvm.mlir.constant({rows} : i64) : i64"),
            ("llvm.insertvalue %1, %8[3, 0]", "llvm.insertvalue %rows, %8[3, 0]"),
            ("llvm.insertvalue %1, %18[3, 0]", "llvm.insertvalue %rows, %18[3, 0]"),
            ("llvm.insertvalue %1, %28[3, 0]", "llvm.insertvalue %rows, %28[3, 0]"),
            ("256x256xf16", f"{rows}x{bc}xf16"),
            ("128x64xf16", f"128x{bc}xf16"), ("[1, 128, 64]", f"[1, 128, {bc}]"),
            ("strided<[64, 1]", f"strided<[{bc}, 1]"), ("array<i64: 128, 64>", f"array<i64: 128, {bc}>"),
            # SMEM: x, y, o blocks, then the barrier
            ("offset = 49152 : i32", f"offset = {3 * box} : i32"),
            ("offset = 32768 : i32", f"offset = {2 * box} : i32"),
            ("offset = 16384 : i32", f"offset = {box} : i32"),
            ("arith.constant 49160 : i32", f"arith.constant {3 * box + 8} : i32"),
            (") 16384\n", f") {box}\n"), ("arith.muli %58, %c64_i32", f"arith.muli %58, %c{bc}_i32"),
            ("%c2 = arith.constant 2 : index", f"%c2 = arith.constant {grid_rows} : index"),
            ("%c4 = arith.constant 4 : index", "%c4 = arith.constant 1 : index")):
        assert old in text, old
        text = text.replace(old, new)
    text = text.replace("xf16", "x" + {np.float16: "f16", np.float32: "f32"}[dtype])
    module = parse_module(text, f"square_grid_{grid_rows}", make_context())
    LowerLanePass().apply(make_context(), module)
    return module


def square_grid_inputs(grid_rows: int, block_cols: int = 128, seed: int = 0, dtype=np.float16):
    """Inputs x, y and the expected output x * y of :func:`square_grid_module`."""
    return blocked_grid_inputs(grid_rows, 1, seed, (BLOCK[0], block_cols), dtype=dtype)
