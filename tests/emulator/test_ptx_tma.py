"""jax's inline-PTX TMAs (launch_context.py:1630-1640, :1838 at jax-v0.10.2) through real
llvm.inline_asm ops: jax's low-level TMA kernel (tests/corpus/lowlevel_tma_square) with its nvvm
TMA store replaced by jax's exact PTX string (handlers/bulk_copy.py's PTX rule)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.errors import EmulatorError
from mgpu.emulator.run import run

CORPUS = Path(__file__).resolve().parent.parent / "corpus"
STORE = ("      nvvm.cp.async.bulk.tensor.global.shared.cta %93, %854, box[%873, %874, %875, %876], "
         "predicate = %872 : !llvm.ptr, <3>\n")
REDUCE = "@$0 cp.reduce.async.bulk.tensor.4d.global.shared::cta.{op}.tile.bulk_group [$2,{{$3,$4,$5,$6}}], [$1];"


def _kernel(asm: str, times: int):
    """The kernel with its TMA store replaced by ``times`` issues of ``asm`` (jax's operands:
    predicate, SMEM address, tensor map, coordinates innermost first)."""
    text = (CORPUS / "lowlevel_tma_square.lane.payload.mlir").read_text()
    assert STORE in text
    ops = "      %smem32 = llvm.ptrtoint %854 : !llvm.ptr<3> to i32\n" + "".join(
        f'      %red{k} = llvm.inline_asm has_side_effects "{asm}", "b,r,l,r,r,r,r" %872, %smem32, %93, %873, %874, '
        f"%875, %876 : (i1, i32, !llvm.ptr, i32, i32, i32, i32) -> !llvm.void\n" for k in range(times))
    return parse_module(text.replace(STORE, ops, 1), "k.mlir", make_context())


def test_tma_add_reduction_in_ptx_adds_the_box_to_global_memory():
    x = np.load(CORPUS / "data" / "lowlevel_tma_square.in0.npy")
    want = np.load(CORPUS / "data" / "lowlevel_tma_square.out0.npy")
    res = run(_kernel(REDUCE.format(op="add"), 2), {"in0": x})  # 0 + y + y: twice the store's value, exactly
    np.testing.assert_array_equal(res.outputs["out0"], want * np.float16(2))


def test_tma_min_reduction_in_ptx_of_an_f16_box_keeps_the_smaller():
    x = np.load(CORPUS / "data" / "lowlevel_tma_square.in0.npy")
    want = np.load(CORPUS / "data" / "lowlevel_tma_square.out0.npy")
    res = run(_kernel(REDUCE.format(op="min"), 1), {"in0": x})  # min(0, y): y squared, so 0 (or -0)
    np.testing.assert_array_equal(res.outputs["out0"], np.minimum(np.zeros_like(want), want))


def test_tma_reduction_with_the_wrong_number_of_coordinates_is_refused():
    asm = "@$0 cp.reduce.async.bulk.tensor.3d.global.shared::cta.add.tile.bulk_group [$2,{$3,$4,$5,$6}], [$1];"
    with pytest.raises(EmulatorError, match=r"a 3d TMA takes 3 coordinates, got 4"):
        run(_kernel(asm, 1), {"in0": np.load(CORPUS / "data" / "lowlevel_tma_square.in0.npy")})


CAPTURES = Path(__file__).resolve().parent / "ptx_tma"


@pytest.mark.parametrize("name, ptx", [
    ("ptx_gather4", "cp.async.bulk.tensor.2d.shared::cta.global.tile::gather4.mbarrier::complete_tx::bytes [$1], "
                    "[$2, {$4, $5, $6, $7, $8}], [$3];"),
    ("ptx_scatter4", "cp.async.bulk.tensor.2d.global.shared::cta.tile::scatter4.bulk_group [$1, {$3, $4, $5, $6, "
                     "$7}], [$2];"),
])
def test_jax_gather_and_scatter_kernels_in_ptx_are_bit_exact(name, ptx):
    """jax's own kernels (ptx_tma/kernels.py), captured: their rows gathered / scattered by inline PTX."""
    text = (CAPTURES / f"{name}.lane.payload.mlir").read_text()
    assert ptx in text
    ins = {f"in{k}": np.load(CAPTURES / f"{name}.in{k}.npy") for k in range(2)}
    res = run(parse_module(text, f"{name}.mlir", make_context()), ins)
    np.testing.assert_array_equal(res.outputs["out0"], np.load(CAPTURES / f"{name}.out0.npy"))
