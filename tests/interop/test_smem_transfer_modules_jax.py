"""Layout inference of seeded random modules of SMEM <-> register transfers (smem_transfer_modules.py) against jax's
own (``layout_inference.infer_layout``, through jaxlib's MLIR bindings, on CPU): mgpu infers a module where jax does,
and refuses it where jax does, with the words jax's text starts with. jax's search is not complete: where it finds no
layouts and mgpu's finds some, jax given mgpu's layout of the loaded value (a cast) must infer the module.

Run with the pytest of a jax venv, e.g. ``PYTHONPATH=$PWD .venv-jax012/bin/pytest -q tests/interop/
test_smem_transfer_modules_jax.py`` (any of mgpu's releases).
"""

from __future__ import annotations

import dataclasses
import random

import pytest

jax = pytest.importorskip("jax")

from xdsl.dialects.builtin import ModuleOp  # noqa: E402

from mgpu.dialect.context import make_context, parse_module  # noqa: E402
from mgpu.dialect.diagnostics import MgpuError  # noqa: E402
from mgpu.dialect.mosaic_gpu.ops import VectorLoadOp  # noqa: E402
from mgpu.jax_versions import by_name  # noqa: E402
from mgpu.passes.infer_layout import InferLayoutPass  # noqa: E402
from tests.interop.jax_inference import jax_infers  # noqa: E402
from tests.interop.smem_transfer_modules import random_case  # noqa: E402

MODULES_PER_SEED = 50
RELEASE = by_name(jax.__version__)


def mgpu_infers(text: str) -> str | ModuleOp:
    """mgpu's refusal, or the module inferred."""
    ctx = make_context(jax=jax.__version__)
    module = parse_module(text, "case.mlir", ctx)
    try:
        InferLayoutPass().apply(ctx, module)
    except MgpuError as e:
        return e.message
    return module


def loaded_layout(module: ModuleOp) -> str:
    [load] = [op for op in module.walk() if isinstance(op, VectorLoadOp)]
    [layout] = load.attributes["out_layouts"]  # pyright: ignore[reportGeneralTypeIssues]
    return str(layout)


@pytest.mark.parametrize("seed", range(6))
def test_random_modules_infer_as_jax(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(MODULES_PER_SEED):
        case = random_case(rng, RELEASE)
        ours, theirs = mgpu_infers(case.text()), jax_infers(case.text())
        if isinstance(ours, str):
            assert theirs is not None and theirs.startswith(ours), (case, ours, theirs)
        elif theirs is not None:
            hinted = dataclasses.replace(case, load_layout=loaded_layout(ours))
            assert jax_infers(hinted.text()) is None, (case, theirs)
