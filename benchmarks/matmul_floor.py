"""The floor of the Hopper matmul's emulation instruction by instruction: the numpy work any emulation that runs
the kernel's TMA copies, wgmma instructions and epilogue one by one must do, against numpy's own matmul, CPU time.

    python benchmarks/matmul_floor.py [--size N] [--repeat N]

The kernel is jax's hopper_matmul_wg_n at issue 26's sizes (tests/flagship/kernels.py; benchmarks/real_sizes.py
runs it): f16[N, N] @ f16[N, N], 64x64 output tiles, a K step of 64 per tile (two TMA boxes of 64x64 f16 into an
SMEM stage, 128-byte swizzle), four `wgmma.m64n64k16.f32.f16.f16` a K step, then the tile rounded to f16, stored
to SMEM and copied out by TMA. Each part below is what the emulator itself does for that instruction without any
of its bookkeeping (no interpreter, no registers, no race checks, no barriers): the box copies as one scatter into
the swizzled stage each, the operand reads by the emulator's own ``wgmma.OperandReader`` (one gather of A and one
of B a wgmma, its plans made once), the products by ``wgmma.wgmma_product`` (exact products, an f64 sum, one f32
rounding a wgmma: docs/design/numerics.md, "wgmma"), the epilogue as one scatter and one gather a tile. Each part
is timed alone over the whole matmul (the least of N), then all of them tile after tile (the floor).

The last row does the same arithmetic -- the same roundings, one per K step of 16 -- on the whole N x N output at
once (the performance review of 2026-12-05's design, section 5): what an emulation that did not execute the
kernel's instructions one by one could reach. Its output is compared with the floor's, bit for bit; with
``--check DIR`` (an mgpu-capture folder of hopper_matmul_wg_n, its inputs the size's) the floor's output is also
compared with the emulator's run of the captured kernel on the same inputs, and the row "one Python call an
instruction" is the least any interpreter in Python adds: a call of a closure doing nothing for each instruction
that run counted.
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
from mgpu.emulator.swizzle import swizzle  # noqa: E402
from mgpu.emulator.wgmma import OperandReader, encode_smem_descriptor, wgmma_product  # noqa: E402
from tests.flagship.references import matmul_reference  # noqa: E402

TILE, K16, SWIZZLE = 64, 16, 128  # the kernel's tile (M = N = K step), a wgmma's K, its swizzle
BOX = TILE * TILE * 2  # bytes of a 64x64 f16 box
STAGES = 4  # SMEM stages of the pipeline (the kernel's max_concurrent_steps)



class Floor:
    """The matmul's per-instruction numpy work over its tiles, part by part (``parts``) or all together."""

    def __init__(self, a: np.ndarray, b: np.ndarray):
        self.a, self.bt = a, np.ascontiguousarray(b.T)  # (B K-major: stored N x K, as wgmma's trans_b = 0 reads it)
        self.n = a.shape[0]
        self.smem = np.zeros((2 * STAGES + 1) * BOX, np.uint8)  # the stages' A and B boxes, then the output tile
        # a box's element (r, c) at the swizzled byte address of r * 128 + 2 c, as a TMA load with 128-byte swizzle
        # writes it (the stages 1 KiB aligned: the swizzle's pattern repeats every 1024 bytes)
        lin = (np.arange(TILE)[:, None] * TILE * 2 + np.arange(TILE)[None, :] * 2).reshape(-1)
        self.box_index = swizzle(lin, SWIZZLE) // 2
        self.f16 = self.smem.view(np.float16)
        self.reader = OperandReader(n=TILE, k=K16, atype="f16", btype="f16", dtype="f32", scale_a=1, scale_b=1,
                                    trans_a=0, trans_b=0)
        # the four k16 slices of a stage's boxes: 32 bytes further along each swizzled row
        self.descs = [[(encode_smem_descriptor(2 * s * BOX + 32 * i, 16, 1024, SWIZZLE),
                        encode_smem_descriptor((2 * s + 1) * BOX + 32 * i, 16, 1024, SWIZZLE))
                       for i in range(TILE // K16)] for s in range(STAGES)]
        self.out = np.empty((self.n, self.n), np.float16)
        tiles = self.n // TILE
        self.steps = [(m, n, k) for m in range(tiles) for n in range(tiles) for k in range(tiles)]

    def tma_loads(self, m: int, n: int, k: int) -> None:
        s = k % STAGES
        self.f16[2 * s * BOX // 2 + self.box_index] = self.a[m * TILE:(m + 1) * TILE, k * TILE:(k + 1) * TILE].reshape(-1)
        self.f16[(2 * s + 1) * BOX // 2 + self.box_index] = (
            self.bt[n * TILE:(n + 1) * TILE, k * TILE:(k + 1) * TILE].reshape(-1))

    def operands(self, k: int) -> list:
        return [self.reader(da, db, self.smem, None) for da, db in self.descs[k % STAGES]]

    def products(self, c, operands: list):
        for a, bt in operands:
            c = wgmma_product(a, bt, c)
        return c

    def epilogue(self, m: int, n: int, c: np.ndarray) -> None:
        base = 2 * STAGES * BOX // 2
        self.f16[base + self.box_index] = c.astype(np.float16).reshape(-1)
        self.out[m * TILE:(m + 1) * TILE, n * TILE:(n + 1) * TILE] = self.f16[base + self.box_index].reshape(TILE, TILE)

    def run(self) -> np.ndarray:
        c = None
        last = self.n // TILE - 1
        for m, n, k in self.steps:
            self.tma_loads(m, n, k)
            c = self.products(c, self.operands(k))
            if k == last:
                self.epilogue(m, n, c)
                c = None
        return self.out


def whole_output(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """The floor's arithmetic on the whole output per K step of 16: the same products, sums and roundings."""
    c = None
    for k in range(0, a.shape[1], K16):
        c = wgmma_product(a[:, k:k + K16], np.ascontiguousarray(b[k:k + K16].T), c)
    return c.astype(np.float16)


def _emulated(folder: str, a: np.ndarray, b: np.ndarray, f: Floor) -> tuple[bool, int]:
    """Whether the emulator's run of the captured payload in ``folder`` on ``a``, ``b`` gives the floor's bits, and
    the instructions it counted."""
    from mgpu.dialect.context import make_context, parse_module
    from mgpu.emulator.run import Kernel
    payload = next(Path(folder).glob("*.wg.payload.mlir"))
    out = Kernel(parse_module(payload.read_text(), str(payload), make_context())).run({"in0": a, "in1": b})
    return np.array_equal(out.outputs["out0"].view(np.uint16), f.run().view(np.uint16)), out.report.steps


def _calls(n: int) -> None:
    """``n`` calls of a closure that does nothing, as an interpreter loop makes them (execute.run_block)."""
    def op(ctx, R):
        return None
    fns = [op] * 1000
    for _ in range(n // 1000):
        for fn in fns:
            fn(None, None)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--size", type=int, default=1024)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--check", metavar="DIR", help="an mgpu-capture folder of the kernel: its inputs, and the "
                    "emulator's output compared with the floor's")
    ns = ap.parse_args()
    if ns.check:
        a, b = (np.load(p) for p in sorted(Path(ns.check).glob("*.in[01].npy")))
        ns.size = a.shape[0]
    else:
        rng = np.random.default_rng(0)
        a, b = (rng.uniform(-1, 1, (ns.size, ns.size)).astype(np.float16) for _ in range(2))
    f = Floor(a, b)
    steps = None
    if ns.check:
        same, steps = _emulated(ns.check, a, b, f)
        print(f"the emulator's output and the floor's: {'the same' if same else 'NOT the same'} bits")
    ops = [f.operands(k) for k in range(STAGES)]
    c0 = np.zeros((TILE, TILE), np.float32)
    parts = {
        f"TMA loads ({2 * len(f.steps):,} boxes of 64x64 f16 into swizzled SMEM)":
            lambda: [f.tma_loads(m, n, k) for m, n, k in f.steps],
        f"wgmma operand reads ({8 * len(f.steps):,} gathers: A and B of each wgmma)":
            lambda: [f.operands(k) for _, _, k in f.steps],
        f"wgmma products ({4 * len(f.steps):,} m64n64k16, each rounded to f32)":
            lambda: [f.products(c0, ops[k % STAGES]) for _, _, k in f.steps],
        f"epilogue ({(ns.size // TILE) ** 2:,} tiles to f16, to SMEM, out by TMA)":
            lambda: [f.epilogue(m, n, c0) for m, n, k in f.steps if k == 0],
    }
    numpy_s = least(lambda: matmul_reference(a, b), max(ns.repeat, 5))
    print(f"| part (f16[{ns.size}]³, 64x64x64 tiles) | CPU ms | / numpy |\n|---|---|---|")
    total = 0.0
    for name, part in parts.items():
        s = least(part, ns.repeat)
        total += s
        print(f"| {name} | {s * 1e3:.1f} | {s / numpy_s:.1f}x |")
    print(f"| the parts' sum | {total * 1e3:.1f} | {total / numpy_s:.1f}x |")
    every = least(f.run, ns.repeat)
    print(f"| **the floor: every part, K step after K step** | **{every * 1e3:.1f}** | **{every / numpy_s:.1f}x** |")
    whole = least(lambda: whole_output(a, b), ns.repeat)
    same = np.array_equal(whole_output(a, b).view(np.uint16), f.out.view(np.uint16))
    print(f"| the same arithmetic on the whole output per K step of 16 ({'the same' if same else 'NOT the same'} "
          f"bits) | {whole * 1e3:.1f} | {whole / numpy_s:.1f}x |")
    if steps:
        calls = least(lambda: _calls(steps), ns.repeat)
        print(f"| one Python call an instruction ({steps:,}, the emulator's count) | {calls * 1e3:.1f} | "
              f"{calls / numpy_s:.1f}x |")
    print(f"| numpy's f32 matmul (tests/flagship/references.py) | {numpy_s * 1e3:.1f} | 1x |")
    print(f"load {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
