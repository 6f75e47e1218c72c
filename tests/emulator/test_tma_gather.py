"""TMA tile::gather4 / tile::scatter4 (PTX ISA 9.1, cp.async.bulk.tensor) against numpy, and the TMA
modes the emulator refuses (mgpu/emulator/tma.py, handlers/bulk_copy.py)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.errors import EmulatorError
from mgpu.emulator.run import run
from tests.support.smem_layout import logical_to_physical_bytes
from mgpu.emulator.tma import TensorMap, TmaError, gather4, scatter4

from tests.support.kernel_text import kernel

GBASE = 1 << 32


def _row_map(a: np.ndarray, cols: int, s: int) -> TensorMap:
    """jax's gather descriptor: a 2-D map whose box is one row of ``cols`` elements (f32)."""
    return TensorMap.from_init_args(GBASE, 6, 2, a.shape, (a.shape[1], 1), s, (1, cols))


@pytest.mark.parametrize("s", [16, 128])
def test_gather4_stacks_the_four_rows_as_one_swizzled_box(s):
    a = np.arange(64 * 96, dtype=np.float32).reshape(64, 96)
    tm = _row_map(a, 32, s)
    smem = np.zeros(2048, np.uint8)
    rows = [5, 63, 0, 17]
    n = gather4(tm, 32, rows, a.reshape(-1).view(np.uint8), GBASE, smem, 1024)
    assert n == 4 * 32 * 4
    want = a[rows, 32:64]
    np.testing.assert_array_equal(smem[1024:1024 + n], logical_to_physical_bytes(want, (4, 32), s, base=1024))


def test_gather4_rows_out_of_bounds_are_zeros():
    a = np.ones((8, 32), np.float32)
    tm = _row_map(a, 32, 128)
    smem = np.full(1024, 0xFF, np.uint8)
    gather4(tm, 0, [1, 8, -1, 2], a.reshape(-1).view(np.uint8), GBASE, smem, 0)
    want = np.zeros((4, 32), np.float32)
    want[[0, 3]] = 1.0
    np.testing.assert_array_equal(smem[:512], logical_to_physical_bytes(want, (4, 32), 128))
    assert (smem[512:] == 0xFF).all()


def test_scatter4_writes_the_four_rows_back():
    a = np.arange(16 * 32, dtype=np.float32).reshape(16, 32)
    tm = _row_map(a, 32, 128)
    box = np.arange(100, 100 + 4 * 32, dtype=np.float32).reshape(4, 32)
    smem = np.zeros(1024, np.uint8)
    smem[512:1024] = logical_to_physical_bytes(box, (4, 32), 128, base=512)
    out = a.copy()
    n = scatter4(tm, 0, [3, 20, 9, 0], smem, 512, out.reshape(-1).view(np.uint8), GBASE)
    want = a.copy()
    want[[3, 9, 0]] = box[[0, 2, 3]]  # row 20 is out of bounds: skipped
    np.testing.assert_array_equal(out, want)
    assert n == 3 * 32 * 4


def test_gather4_needs_a_one_row_box():
    a = np.zeros((8, 32), np.float32)
    tm = TensorMap.from_init_args(GBASE, 6, 2, a.shape, (32, 1), 128, (2, 32))
    with pytest.raises(TmaError, match=r"tile::gather4 / tile::scatter4 needs a 2-D tensor map whose box is one row"):
        gather4(tm, 0, [0, 1, 2, 3], a.reshape(-1).view(np.uint8), GBASE, np.zeros(1024, np.uint8), 0)


@pytest.mark.parametrize("mode", ["im2col", "im2col_w"])
def test_im2col_loads_are_refused_by_name(mode):
    body = f'''
      %c0 = "arith.constant"() <{{value = 0 : i64}}> : () -> i64
      %c = "arith.constant"() <{{value = 0 : i32}}> : () -> i32
      %s = "llvm.inttoptr"(%c0) : (i64) -> !llvm.ptr<3>
      %d = "llvm.inttoptr"(%c0) : (i64) -> !llvm.ptr
      "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%s, %d, %c, %c, %c, %s) <{{isCTAOnly = false, mode = #nvvm.tma_load_mode<{mode}>, operandSegmentSizes = array<i32: 1, 1, 3, 1, 0, 0, 0, 0>}}> : (!llvm.ptr<3>, !llvm.ptr, i32, i32, i32, !llvm.ptr<3>) -> ()
'''
    text = kernel(body)
    with pytest.raises(EmulatorError, match=rf"t.mlir:\d+:\d+: error: 'nvvm.cp.async.bulk.tensor.shared.cluster.global' "
                                            rf"op TMA loads in {mode} mode are not supported"):
        run(parse_module(text, "t.mlir", make_context()), {"in0": np.zeros(128, np.float32)})


CORPUS = Path(__file__).resolve().parent.parent / "corpus"
TMA_LOAD = "      nvvm.cp.async.bulk.tensor.shared.cluster.global %131, %94, %154, box[%150, %151, %152, %153]"


def _with_prefetch(box: str, ptx: bool = False, rank: int | None = None):
    """jax's low-level TMA kernel with a tensor prefetch of the loaded box just before its TMA load:
    the nvvm op, or (``ptx``) jax's inline PTX (launch_context.py:1923-1929) of ``rank`` dims."""
    text = (CORPUS / "lowlevel_tma_square.lane.payload.mlir").read_text()
    line = f"      nvvm.cp.async.bulk.tensor.prefetch %94, box[{box}] : !llvm.ptr\n"
    if ptx:
        n = box.count("%")
        idx = ",".join(f"${i}" for i in range(2, 2 + n))
        line = ("      %pf_on = llvm.mlir.constant(true) : i1\n"
                f'      llvm.inline_asm has_side_effects "@$0 cp.async.bulk.prefetch.tensor.{rank or n}d.L2.global.tile '
                f'[$1, {{{idx}}}];", "b,l{",r" * n}" %pf_on, %94, {box} : (i1, !llvm.ptr{", i32" * n}) -> !llvm.void\n')
    return text.replace(TMA_LOAD, line + TMA_LOAD, 1)


@pytest.mark.parametrize("ptx", [False, True])
def test_tensor_prefetch_changes_nothing(ptx):
    x = np.load(CORPUS / "data" / "lowlevel_tma_square.in0.npy")
    res = run(parse_module(_with_prefetch("%150, %151, %152, %153", ptx), "k.mlir", make_context()), {"in0": x})
    np.testing.assert_array_equal(res.outputs["out0"], np.load(CORPUS / "data" / "lowlevel_tma_square.out0.npy"))


@pytest.mark.parametrize("ptx, op", [(False, "nvvm.cp.async.bulk.tensor.prefetch"), (True, "llvm.inline_asm")])
def test_tensor_prefetch_checks_its_coordinates(ptx, op):
    x = np.load(CORPUS / "data" / "lowlevel_tma_square.in0.npy")
    with pytest.raises(EmulatorError, match=rf"'{op}' op the tensor prefetch at k.mlir:\d+:\d+ "
                                            r"gives 2 coordinates for a tensor map of rank 4"):
        run(parse_module(_with_prefetch("%150, %151", ptx), "k.mlir", make_context()), {"in0": x})


def test_a_ptx_tensor_prefetch_with_coordinates_not_of_its_rank_is_refused():
    with pytest.raises(EmulatorError, match=r"a 4d tensor prefetch takes 4 coordinates, got 2"):
        run(parse_module(_with_prefetch("%150, %151", True, rank=4), "k.mlir", make_context()),
            {"in0": np.load(CORPUS / "data" / "lowlevel_tma_square.in0.npy")})
