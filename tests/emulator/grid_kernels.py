"""Grid-scaling test kernels: jax's ``pallas_blocked_grid`` payload (o = x * y, f16, one (128, 64)
block per CTA) with its array shape and grid edited, so that the per-CTA work stays the same while
the number of CTAs changes (tests/emulator/test_batching.py, benchmarks/emulator.py)."""

from __future__ import annotations

from pathlib import Path

import numpy as np

CORPUS = Path(__file__).resolve().parent.parent / "corpus"
SOURCE = CORPUS / "pallas_blocked_grid.lane.payload.mlir"
BLOCK = (128, 64)  # rows, columns of one CTA's block


def blocked_grid_text(grid_rows: int, grid_cols: int = 1) -> str:
    """The payload over an f16[grid_rows * 128, grid_cols * 64] array: grid = (grid_cols, grid_rows)."""
    rows, cols = grid_rows * BLOCK[0], grid_cols * BLOCK[1]
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


def blocked_grid_inputs(grid_rows: int, grid_cols: int = 1, seed: int = 0):
    rng = np.random.default_rng(seed)
    shape = (grid_rows * BLOCK[0], grid_cols * BLOCK[1])
    x = rng.standard_normal(shape).astype(np.float16)
    y = rng.standard_normal(shape).astype(np.float16)
    return {"in0": x, "in1": y}, x * y
