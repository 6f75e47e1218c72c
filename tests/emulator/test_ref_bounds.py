"""An SMEM access checked against the ref it goes through, not only the allocation (ref_bounds.py):
a slice or an index one row past its ref is a located fault in jax's words, not the neighbouring
buffer's data."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.errors import MemoryFault
from mgpu.emulator.run import run

CORPUS = Path(__file__).resolve().parent.parent / "corpus"
NAME = "pallas_add_one.wg.payload.generic.mlir"
TEXT = (CORPUS / NAME).read_text()
X = np.load(CORPUS / "data" / "pallas_add_one.in0.npy")
SUBVIEW = '%255 = "memref.subview"(%254) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>'
LOAD = '%269 = "vector.load"(%261, %268)'


def _run(text):
    return run(parse_module(text, NAME, make_context(allow_unregistered=True)), {"in0": X})


def _fault(text) -> str:
    with pytest.raises(MemoryFault) as ei:
        _run(text)
    return str(ei.value)


def _line(text, needle):
    return next(i for i, line in enumerate(text.splitlines(), 1) if needle in line)


def test_the_kernel_in_bounds_passes():
    assert SUBVIEW in TEXT and LOAD in TEXT
    assert np.array_equal(_run(TEXT).outputs["out0"], X + 1)


def _slice_one_row_past(text):
    return text.replace(SUBVIEW, SUBVIEW.replace("static_offsets = array<i64: 0, 0, 0>", "static_offsets = array<i64: 0, 1, 0>"))


def test_a_store_through_a_slice_one_row_past_its_ref_is_a_located_fault():
    text = _slice_one_row_past(TEXT)
    store = next(i for i, line in enumerate(text.splitlines(), 1) if i > _line(text, SUBVIEW[:20])
                 and '"vector.store"(' in line)
    assert _fault(text) == (
        f"{NAME}:{store}:7: error: 'vector.store' op this access goes through a slice past its shared-memory ref: "
        f"Slice [1:129] along axis 1 is out of bounds for shape (1, 128, 128) (the memref.subview at "
        f"{NAME}:{_line(text, SUBVIEW[:20])}:7), so it reaches whatever is next to the ref in shared memory")


def test_a_slice_past_its_ref_that_nothing_accesses_passes():
    # (jax's flash attention example slices a per-warpgroup buffer with the index of a warpgroup that never
    # uses the slice: the subview is address arithmetic only)
    lines = TEXT.splitlines(keepends=True)
    lines.insert(_line(TEXT, SUBVIEW[:20]), '      %unused = "memref.subview"(%254) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, '
                    'static_offsets = array<i64: 0, 5, 0>, static_sizes = array<i64: 1, 128, 128>, static_strides = '
                    'array<i64: 1, 1, 1>}> : (memref<1x128x128xf32, #gpu.address_space<workgroup>>) -> '
                    'memref<128x128xf32, strided<[128, 1], offset: 640>, #gpu.address_space<workgroup>>\n')
    assert np.array_equal(_run("".join(lines)).outputs["out0"], X + 1)


def test_a_load_one_row_past_its_ref_is_a_located_fault():
    past = ('      %row = "arith.constant"() <{value = 16384 : index}> : () -> index\n'
            '      %past = "arith.addi"(%268, %row) : (index, index) -> index\n')
    text = TEXT.replace("      " + LOAD, past + "      " + LOAD.replace("%268)", "%past)"))
    assert _fault(text) == (
        f"{NAME}:{_line(text, '(%261, %past)')}:7: error: 'vector.load' op Index [16384:16386] along axis 0 is out "
        f"of bounds for shape (16384,): the access reaches past its shared-memory ref, into whatever is next to it "
        f"in shared memory")
