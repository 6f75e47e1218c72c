"""The kernels of tests/capture/vocab/elementwise.py as mgpu-capture wrote them from jax 0.10.2
(seed 0, f32[128,128]), run by mgpu-run to a bit-exact match with numpy's answer: jnp.exp
(math.exp), jnp.where (vector arith.cmpf + arith.select) and a float -> int32 cast
(vector arith.fptosi), in jax's Lane payloads, the Warpgroup payload of the where kernel and mgpu's
Warpgroup lowering of the layouts modules.

Not here yet: the Warpgroup payload of the cast and both payloads of ``make_softmax`` use the inline
PTX ``min.NaN.f32`` / ``max.NaN.f32`` (jax's clamp and jnp.max), which another change emulates;
``make_softmax``'s layouts module needs a Warpgroup lowering of vector.reduction.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from mgpu.tools.mgpu_run import main

HERE = Path(__file__).resolve().parent
STAGES = [("exp", "lane.payload"), ("exp", "wg.wg_layouts"),
          ("where", "lane.payload"), ("where", "wg.payload"), ("where", "wg.wg_layouts"),
          ("to_int", "lane.payload"), ("to_int", "wg.wg_layouts")]


@pytest.mark.parametrize("kernel, stage", STAGES, ids=[f"{k}.{s}" for k, s in STAGES])
def test_captured_kernel_matches_numpy(kernel, stage, capsys):
    args = [str(HERE / f"{kernel}.{stage}.generic.mlir"), "--input", f"in0={HERE / 'data' / 'x.npy'}",
            "--expect", f"out0={HERE / 'data' / f'{kernel}.out0.npy'}"]
    if stage == "wg.wg_layouts":
        args += ["--semantics", "warpgroup"]
    status = main(args)
    out = capsys.readouterr()
    assert status == 0, out.err
    assert "match (bit-exact)" in out.out
