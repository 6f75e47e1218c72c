"""The floor of the elementwise grid's emulation: the passes over the data that any emulation keeping
SMEM and registers must make, each as one numpy copy or ufunc call per batch, against numpy's own
``x * 3 + y``, CPU time.

    python benchmarks/batch_passes.py [--repeat N]

The kernel is scaled_add_grid.py's (``x * 3 + y`` over f32[8192, 8192], one (64, 128) box per CTA),
run as the emulator runs it: batches of ``Machine.batch_max`` CTAs whose SMEM windows lie one after
another in one array (machine.Batch; the kernel's 98,312 bytes of dynamic SMEM rounded up to 1 KiB),
each CTA's box of x, of y and of the output at its own offset, and a register of every thread two
consecutive f32 (the WGStridedFragLayout of jax's ``vector_load``: thread t's k-th register at
elements 256 k + 2 t of the box). Per batch: zero the batch's SMEM (a fresh CTA's), the TMA loads of
x and y (GMEM -> SMEM), the loads of x's and y's registers (SMEM -> registers, one transposing copy
each), ``x * 3``, ``+ y``, the store of the result's registers (registers -> SMEM) and the TMA store
(SMEM -> GMEM). Each pass is timed alone over the whole grid (the least of N), then all of them batch
after batch, in that order (the floor: each pass finds in the caches what the one before left there, as
in a run of the emulator).
"""

from __future__ import annotations

import os

for _v in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_v, "1")

import argparse  # noqa: E402
import sys  # noqa: E402
from pathlib import Path  # noqa: E402

import numpy as np  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cpu_time import least  # noqa: E402
from mgpu.emulator.machine import Machine  # noqa: E402

SIZE, ROWS, COLS = 8192, 64, 128  # scaled_add_grid.py's SHAPE (square) and BLOCK
SMEM_BYTES = 98312  # the kernel's dynamic SMEM (jax 0.12.0.1's capture): three boxes and its barriers
THREADS, VEC = 128, 2  # a warpgroup; f32 elements a register holds



def _each(f, batches: int) -> None:
    """``f(j)`` of every batch j."""
    for j in range(batches):
        f(j)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=3)
    repeat = ap.parse_args().repeat
    B = Machine.batch_max
    stride = (SMEM_BYTES + 1023) // 1024 * 1024
    K = ROWS * COLS // (THREADS * VEC)  # registers of a thread
    rng = np.random.default_rng(0)
    x, y = (rng.standard_normal((SIZE, SIZE), np.float32) for _ in range(2))
    out = np.empty_like(x)
    smem = np.zeros(B * stride, np.uint8)
    windows = smem.reshape(B, stride)

    def box(off: int) -> np.ndarray:  # every CTA's box at SMEM offset ``off``: (CTAs, rows, cols)
        return windows[:, off:off + ROWS * COLS * 4].view(np.float32).reshape(B, ROWS, COLS)

    def registers(b: np.ndarray) -> np.ndarray:  # the boxes' registers: (register, CTA, thread, VEC)
        return b.reshape(B, K, THREADS, VEC).transpose(1, 0, 2, 3)

    def blocks(a: np.ndarray, j: int) -> np.ndarray:  # batch j's boxes of a GMEM array: (CTAs, rows, cols)
        return a[j * ROWS:(j + 1) * ROWS].reshape(ROWS, B, COLS).transpose(1, 0, 2)

    bx, by, bo = box(0), box(ROWS * COLS * 4), box(2 * ROWS * COLS * 4)
    rx, ry = registers(bx).copy(), registers(by).copy()  # (registers in buffers kept from batch to batch)
    three, result = np.empty_like(rx), np.empty_like(rx)
    passes = {
        "zero the batch's SMEM": lambda j: smem.fill(0),
        "TMA load of x (GMEM -> SMEM)": lambda j: np.copyto(bx, blocks(x, j)),
        "TMA load of y": lambda j: np.copyto(by, blocks(y, j)),
        "x's registers (SMEM -> registers)": lambda j: np.copyto(rx, registers(bx)),
        "y's registers": lambda j: np.copyto(ry, registers(by)),
        "x * 3": lambda j: np.multiply(rx, np.float32(3), out=three),
        "+ y": lambda j: np.add(three, ry, out=result),
        "the result's registers -> SMEM": lambda j: np.copyto(registers(bo), result),
        "TMA store (SMEM -> GMEM)": lambda j: np.copyto(blocks(out, j), bo),
    }
    batches = SIZE // ROWS
    numpy_s = least(lambda: x * np.float32(3) + y, max(repeat, 5))
    print(f"| pass (over f32[{SIZE},{SIZE}], {batches} batches of {B} CTAs) | CPU ms | / numpy |\n|---|---|---|")
    total = 0.0
    for name, f in passes.items():
        s = least(lambda f=f: _each(f, batches), repeat)
        total += s
        print(f"| {name} | {s * 1e3:.1f} | {s / numpy_s:.2f}x |")
    print(f"| the passes' sum | {total * 1e3:.1f} | {total / numpy_s:.2f}x |")
    every = least(lambda: _each(lambda j: [f(j) for f in passes.values()], batches), repeat)
    assert np.array_equal(out, x * np.float32(3) + y)
    print(f"| **the floor: every pass, batch after batch** | **{every * 1e3:.1f}** | **{every / numpy_s:.2f}x** |")
    print(f"| numpy `x * 3 + y` | {numpy_s * 1e3:.1f} | 1x |")
    print(f"load {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
