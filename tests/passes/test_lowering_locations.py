"""Lowering keeps each source op's location on every op it emits (as MLIR's rewriters do), so a
fault found in lowered IR is reported where the user wrote the mosaic_gpu op."""

from pathlib import Path

import numpy as np
import pytest
from xdsl.dialects.builtin import FileLineColLoc, ModuleOp

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.errors import EmulatorError
from mgpu.emulator.run import run
from mgpu.passes.pipelines import LowerPass

ADD_ONE = Path(__file__).parent.parent / "corpus" / "pallas_add_one.wg.wg_dialect.mlir"


def _lowered(text: str, semantics: str) -> ModuleOp:
    ctx = make_context()
    module = parse_module(text, "add_one.mlir", ctx)
    LowerPass(semantics=semantics).apply(ctx, module)
    return module


@pytest.mark.parametrize("semantics", ["warpgroup", "lane"])
def test_every_lowered_op_has_a_source_location(semantics):
    module = _lowered(ADD_ONE.read_text(), semantics)
    unlocated = [op.name for op in module.walk() if op is not module and not isinstance(op.location, FileLineColLoc)]
    assert unlocated == []


def test_a_race_in_a_lowered_kernel_is_reported_at_the_source_ops():
    """The TMA wait removed: the read of the loaded tile races with the TMA load. Both are named by
    the lines of the mosaic_gpu ops that were lowered (vector_load and async_load), not gpu.launch."""
    lines = ADD_ONE.read_text().splitlines(keepends=True)
    wait = next(i for i, line in enumerate(lines) if "nvvm.mbarrier.try_wait.parity" in line)
    text = "".join(lines[:wait] + lines[wait + 1:])
    load = next(i for i, line in enumerate(text.splitlines(), 1) if "mosaic_gpu.vector_load" in line)
    tma = next(i for i, line in enumerate(text.splitlines(), 1) if "mosaic_gpu.async_load" in line)
    with pytest.raises(EmulatorError) as e:
        run(_lowered(text, "warpgroup"), {"in0": np.zeros((128, 128), np.float32)})
    message = str(e.value)
    assert f"add_one.mlir:{load}:7: error: 'vector.load' op race" in message, message
    assert f"that the TMA load at add_one.mlir:{tma}:7 is still writing" in message, message
