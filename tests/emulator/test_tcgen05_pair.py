"""A CTA pair's tcgen05.mma (.cta_group::2) and its multicast commit (handlers/tensorcore.py) on jax's
payload of test_simple_collective_matmul (tests/differential/captured): each CTA's half of A times
the B both halves make, D in each CTA's TMEM, the commit arriving on both CTAs' mbarriers. The
payload's collective arrive (one inline-PTX block: mapa, then a remote arrive) is respelt as the
nvvm ops it stands for (nvvm.mapa, nvvm.mbarrier.arrive), which the emulator runs."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.run import run

NAME = "simple_collective_matmul_256x256x256_s128_f16"
CAPTURED = Path(__file__).resolve().parent.parent / "differential" / "captured"
ARRIVE = ('%306 = llvm.inline_asm has_side_effects "\\0A    {\\0A        .reg .b32 mapped_addr;\\0A        @$0 '
          'mapa.shared::cluster.u32 mapped_addr, $1, $2;\\0A        @$0 mbarrier.arrive.shared::cluster.b64 _, '
          '[mapped_addr];\\0A    }", "b,r,r" %305, %174, %299 : (i1, !llvm.ptr<3>, i32) -> !llvm.void')
NVVM = ("scf.if %305 {\n        %remote = nvvm.mapa %174, %299 : !llvm.ptr<3> -> !llvm.ptr<7>\n"
        "        nvvm.mbarrier.arrive %remote : !llvm.ptr<7>\n      }")


def test_cta_pair_mma_and_multicast_commit_compute_the_matmul():
    text = (CAPTURED / f"{NAME}.wg.payload.mlir").read_text()
    assert text.count(ARRIVE) == 1
    module = parse_module(text.replace(ARRIVE, NVVM), "collective.mlir", make_context())
    a, b = (np.load(CAPTURED / f"{NAME}.in{i}.npy") for i in range(2))
    got = run(module, {"in0": a, "in1": b}, num_outputs=1).outputs["out0"]
    acc = np.zeros((256, 256), np.float32)
    for k in range(0, 256, 16):  # one instruction a K step of 16: its f64 sum and the old D, rounded to f32
        acc = (a[:, k:k + 16].astype(np.float64) @ b[k:k + 16].astype(np.float64) + acc).astype(np.float32)
    np.testing.assert_array_equal(got, acc.astype(np.float16))
