"""jax's flagship kernels (captured/) with their launches split over 2 processes (mgpu/emulator/jobs.py,
every launch that may split does, however small): the bits, the report and the errors of one process.
A kernel of one CTA, or whose CTAs share a cluster, has nothing to split and is not run here (nor
attention_bwd, whose capture holds several kernels)."""

from __future__ import annotations

import tarfile
from pathlib import Path

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.run import Kernel
from tests.emulator.test_jobs import _outcome, pools  # noqa: F401 (the fixture)

CAPTURED = Path(__file__).resolve().parent / "captured"
GRIDS = ["hopper_matmul_c", "hopper_matmul_wg_m", "hopper_matmul_wg_n", "hopper_mixed_type_matmul",
         "ragged_dot", "transposed_ragged_dot", "example_matmul"]  # (payloads of several CTAs, no cluster)


@pytest.mark.tier
@pytest.mark.parametrize("name", GRIDS)
def test_flagship_grid_kernels_split(name, tmp_path, pools):  # noqa: F811
    with tarfile.open(CAPTURED / f"{name}.tar.xz") as tar:
        tar.extractall(tmp_path, filter="data")
    payload = next(tmp_path.glob("*.payload.mlir"))
    stem = payload.name.split(".")[0]
    k = Kernel(parse_module(payload.read_text(), str(payload), make_context()))
    inputs = {f"in{i}": np.load(p) for i, p in enumerate(sorted(tmp_path.glob(f"{stem}.in*.npy")))}
    n_out = len(list(tmp_path.glob(f"{stem}.out*.npy")))
    one = _outcome(k, inputs, 1, num_outputs=n_out)
    assert isinstance(one[0], dict), one
    assert "launches: 1, CTAs: 1" not in one[1], "one CTA: nothing to split"
    assert _outcome(k, inputs, 2, num_outputs=n_out) == one
    assert pools[-1].split == 1
