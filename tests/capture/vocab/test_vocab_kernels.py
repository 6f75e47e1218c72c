"""The kernels of tests/capture/vocab/elementwise.py as mgpu-capture wrote them from jax 0.10.2
(seed 0; f32[128,128], or f32[256] for the reductions) run by mgpu-run to a match with numpy's
answer in every stage: jax's Lane payload, jax's Warpgroup payload, mgpu's Warpgroup lowering of
jax's layouts module (``wg_layouts``) and of the module before inference (``wg_dialect``: our
inference too). They use math.exp (libdevice expf), vector arith.cmpf + arith.select, vector
arith.fptosi, the inline PTX max.NaN.f32 / min.NaN.f32 (jnp.maximum, jnp.max) and reductions
across the warpgroup through SMEM.

Bit-exact, except the softmax: its f32 sum of 256 terms is taken in another order than numpy's
(float64, rounded once), so each output is within (256 + 3) f32 roundings of numpy's, a relative
error of at most 259 * 2^-24 < 1.6e-5 (Higham, Accuracy and Stability of Numerical Algorithms, 3.1;
exp is rounded once from float64 by the emulator, docs/design/numerics.md). All four of its stages
give the same bits (the reduction order is jax's in each), which the second test checks.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.run import run
from mgpu.passes.pipelines import LowerPass
from mgpu.tools.mgpu_run import main

HERE = Path(__file__).resolve().parent
KERNELS = {"exp": "x.npy", "where": "x.npy", "to_int": "x.npy", "relu": "x.npy", "max_min": "x256.npy",
           "softmax": "x256.npy"}
STAGES = ["lane.payload", "wg.payload", "wg.wg_layouts", "wg.wg_dialect"]
SOFTMAX_RTOL = "1.6e-5"


@pytest.mark.parametrize("kernel, stage", [(k, s) for k in KERNELS for s in STAGES],
                         ids=[f"{k}.{s}" for k in KERNELS for s in STAGES])
def test_captured_kernel_matches_numpy(kernel, stage, capsys):
    args = [str(HERE / f"{kernel}.{stage}.generic.mlir"), "--input", f"in0={HERE / 'data' / KERNELS[kernel]}",
            "--expect", f"out0={HERE / 'data' / f'{kernel}.out0.npy'}"]
    if stage.startswith("wg.wg_"):
        args += ["--semantics", "warpgroup"]
    if kernel == "softmax":
        args += ["--rtol", SOFTMAX_RTOL]
    status = main(args)
    out = capsys.readouterr()
    assert status == 0, out.err
    assert ("match (bit-exact)" if kernel != "softmax" else "match") in out.out


def test_softmax_stages_give_the_same_bits():
    x = np.load(HERE / "data" / "x256.npy")
    outs = []
    for stage in STAGES:
        path = HERE / f"softmax.{stage}.generic.mlir"
        module = parse_module(path.read_text(), path.name, make_context())
        if stage.startswith("wg.wg_"):
            LowerPass(semantics="warpgroup").apply(make_context(), module)
        outs.append(run(module, {"in0": x}).outputs["out0"])
    for stage, out in zip(STAGES[1:], outs[1:]):
        assert np.array_equal(out.view(np.uint32), outs[0].view(np.uint32)), stage
