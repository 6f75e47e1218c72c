"""A wgmma op's operands read through its plans per descriptors (wgmma.OperandReader, what handlers/tensorcore.py's
wgmma reads where its immediates are constants) are wgmma_operands' bits and reads, from a kept plan as from a new
one; a bad descriptor is refused every time; and a descriptor's uniformity over the warpgroup (tensorcore.uniform)
is tested on integers' bytes as on their values."""

from __future__ import annotations

import zlib

import numpy as np
import pytest

from mgpu.emulator.errors import EmulatorError, MemoryFault
from mgpu.emulator.handlers.tensorcore import uniform
from mgpu.emulator.wgmma import WGMMA_INPUT_DTYPES, OperandReader, encode_smem_descriptor, wgmma_operands


@pytest.mark.parametrize("atype,trans,scale,swizzle", [("f16", 0, 1, 128), ("f16", 1, 1, 128), ("bf16", 1, -1, 64),
                                                       ("tf32", 0, -1, 32), ("e4m3", 0, 1, 128), ("s8", 0, 1, 16)])
def test_reader_gives_wgmma_operands_bits_and_reads(atype, trans, scale, swizzle):
    rng = np.random.default_rng(zlib.crc32(f"{atype}{trans}{swizzle}".encode()))
    eb = WGMMA_INPUT_DTYPES[atype].itemsize
    k, n, size = 32 // eb, 64, 40_000
    smem = rng.integers(0, 256, size, dtype=np.uint8)
    dtype = "s32" if atype == "s8" else "f32"
    imm = {"scale_a": 1, "scale_b": 1} if dtype == "s32" else {"scale_a": scale, "scale_b": scale}
    imm |= {"trans_a": trans, "trans_b": trans} if eb == 2 else {"trans_a": 0, "trans_b": 0}
    reader = OperandReader(n=n, k=k, atype=atype, btype=atype, dtype=dtype, **imm)
    if dtype == "s32":
        imm = {}
    bits = np.dtype(f"u{eb}")
    for a_at, b_at in [(1024, 16384), (1024 + 32, 16384 + 32), (1024, 16384)]:  # (the last from its kept plan)
        a_desc, b_desc = encode_smem_descriptor(a_at, 16, 1024, swizzle), encode_smem_descriptor(b_at, 16, 1024, swizzle)
        got_reads, want_reads = [], []
        a, bt = reader(a_desc, b_desc, smem, got_reads)
        wa, wbt = wgmma_operands(a_desc, b_desc, smem, n=n, k=k, atype=atype, btype=atype, dtype=dtype,
                                 reads=want_reads, **imm)
        assert a.shape == wa.shape == (64, k) and bt.shape == wbt.shape == (n, k)
        np.testing.assert_array_equal(a.view(bits), wa.view(bits))
        np.testing.assert_array_equal(bt.view(bits), wbt.view(bits))
        assert [(o.tolist(), e) for o, e in got_reads] == [(o.tolist(), e) for o, e in want_reads]


def test_reader_refuses_a_descriptor_out_of_smem_every_time():
    reader = OperandReader(n=64, k=16, atype="f16", btype="f16", dtype="f32", scale_a=1, scale_b=1, trans_a=0,
                           trans_b=0)
    smem = np.zeros(4096, np.uint8)
    inside, outside = encode_smem_descriptor(0, 16, 1024, 128), encode_smem_descriptor(4096 - 64, 16, 1024, 128)
    for _ in range(2):
        with pytest.raises(MemoryFault):
            reader(inside, outside, smem, None)


def test_uniform_integers_by_their_bytes():
    assert uniform(np.full(128, -5, np.int64), "x") == -5
    assert uniform(np.array([7], np.int64), "x") == 7
    with pytest.raises(EmulatorError, match="x"):
        uniform(np.r_[np.full(127, 3, np.int64), 4], "x")
    assert uniform(np.array([0.0, -0.0]), "x") == 0  # (floats compared by value, as before)
    with pytest.raises(EmulatorError):
        uniform(np.array([np.nan, np.nan]), "x")
