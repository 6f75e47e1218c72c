"""The MMA product of a batch of CTAs as one stacked product (wgmma.wgmma_product on stacks, what a
batched context's wgmma computes) has, for every CTA, the bits of that CTA's product alone and of
the emulator's rule written out (docs/design/numerics.md, "wgmma": exact products summed in f64 in K
order, the old D added last, one rounding), for every type the emulator's wgmma takes; and the
operands of all CTAs read at once from their SMEM (one row a CTA, machine.Batch.windows) or from
their A fragments are each CTA's operands read alone."""

from __future__ import annotations

import itertools
import zlib

import ml_dtypes
import numpy as np
import pytest

from mgpu.emulator.errors import MemoryFault
from mgpu.emulator.wgmma import (WGMMA_ACCUMULATORS, WGMMA_INPUT_DTYPES, a_fragment_matrix,
                                 batch_registers, batch_registers_to_matrices, encode_smem_descriptor, matrix_to_registers, tf32_operand,
                                 wgmma_form_error, wgmma_operands, wgmma_product)

CTAS = 5

FORMS = [(d, a, b) for d, (_, ins) in WGMMA_ACCUMULATORS.items() for a, b in itertools.product(ins, ins)
         if wgmma_form_error(8, 32 // WGMMA_INPUT_DTYPES[a].itemsize, d, a, b) is None]


def _operand(rng, shape, name: str) -> np.ndarray:
    """Random values of input type ``name``: integers over their whole range; floats with random
    signs and exponents over the type's range (so that the f64 sums round), tf32 with its 13 low
    mantissa bits set (the truncation must show)."""
    dt = WGMMA_INPUT_DTYPES[name]
    if dt.kind in "iu":
        info = np.iinfo(dt)
        return rng.integers(info.min, info.max, shape, endpoint=True).astype(dt)
    fi = ml_dtypes.finfo(dt) if name != "tf32" else np.finfo(np.float32)
    lo, hi = int(np.log2(float(fi.tiny))), int(np.log2(float(fi.max)))
    if name == "tf32":
        lo, hi = -60, 60  # (the f64 sum's range: products of f32 extremes would still be exact)
    x = rng.uniform(1, 2, shape) * np.exp2(rng.integers(lo, hi, shape)) * rng.choice([-1.0, 1.0], shape)
    return np.clip(x, -float(fi.max), float(fi.max)).astype(dt)


def _rule(a, bt, c, dtype: str, satfinite: bool) -> np.ndarray:
    """One CTA's D by the rule, element by element over K (no BLAS)."""
    if dtype == "s32":
        total = np.zeros((a.shape[0], bt.shape[0]), np.int64)
        for k in range(a.shape[1]):
            total += a[:, k, None].astype(np.int64) * bt[:, k].astype(np.int64)
        if c is not None:
            total += c
        if satfinite:
            return np.clip(total, -2**31, 2**31 - 1).astype(np.int32)
        return total.astype(np.uint32).view(np.int32)
    total = np.zeros((a.shape[0], bt.shape[0]))
    for k in range(a.shape[1]):
        total += a[:, k, None].astype(np.float64) * bt[:, k].astype(np.float64)
    if c is not None:
        total += c
    return total.astype(WGMMA_ACCUMULATORS[dtype][0])


@pytest.mark.filterwarnings("ignore:overflow encountered", "ignore:invalid value encountered")
@pytest.mark.parametrize("accumulate", [True, False])
@pytest.mark.parametrize("dtype,atype,btype", FORMS)
def test_stacked_product_has_each_ctas_bits(dtype, atype, btype, accumulate):
    rng = np.random.default_rng(zlib.crc32(f"{dtype}.{atype}.{btype}".encode()))
    k = 32 // WGMMA_INPUT_DTYPES[atype].itemsize
    n = 64
    a, bt = _operand(rng, (CTAS, 64, k), atype), _operand(rng, (CTAS, n, k), btype)
    if atype == "tf32":  # (the handler's operands are truncated before the product: wgmma_operands)
        a, bt = tf32_operand(a), tf32_operand(bt)
    acc_dt = WGMMA_ACCUMULATORS[dtype][0]
    c = None
    if accumulate:
        c = (rng.integers(-2**31, 2**31 - 1, (CTAS, 64, n)) if dtype == "s32"
             else rng.standard_normal((CTAS, 64, n)) * 1e3).astype(acc_dt)
    for satfinite in ((False, True) if dtype == "s32" else (False,)):
        stacked = wgmma_product(a, bt, c, dtype, satfinite)
        assert stacked.shape == (CTAS, 64, n) and stacked.dtype == acc_dt
        bits = np.uint32 if acc_dt.itemsize == 4 else np.uint16
        rounded = 0
        for i in range(CTAS):
            ci = None if c is None else c[i]
            alone = wgmma_product(a[i], bt[i], ci, dtype, satfinite)
            rule = _rule(a[i], bt[i], ci, dtype, satfinite)
            np.testing.assert_array_equal(stacked[i].view(bits), alone.view(bits))
            np.testing.assert_array_equal(stacked[i].view(bits), rule.view(bits))
            if dtype != "s32":  # the inputs make the f64 sums round: an f32 sum would differ
                f32 = (a[i].astype(np.float32) @ bt[i].T.astype(np.float32)).astype(acc_dt)
                rounded += int((f32 != stacked[i]).sum()) if c is None else 0
        assert dtype == "s32" or c is not None or rounded > 0


def test_batch_registers_are_each_ctas_registers_in_turn():
    d = np.random.default_rng(0).standard_normal((3, 64, 32)).astype(np.float32)
    regs = batch_registers(d)
    assert regs.shape == (16, 3 * 128, 1)
    for i in range(3):
        np.testing.assert_array_equal(regs[:, i * 128:(i + 1) * 128], matrix_to_registers(d[i]))


def test_a_batchs_registers_read_back_are_its_matrices():
    d = np.random.default_rng(0).standard_normal((3, 64, 32)).astype(np.float32)
    np.testing.assert_array_equal(batch_registers_to_matrices(batch_registers(d)[..., 0], 3), d)


@pytest.mark.parametrize("atype,trans,scale,swizzle", [("f16", 0, 1, 128), ("bf16", 1, -1, 64), ("tf32", 0, 1, 32),
                                                       ("e4m3", 0, 1, 128), ("s8", 0, 1, 16)])
def test_operands_of_all_ctas_at_once_are_each_ctas(atype, trans, scale, swizzle):
    rng = np.random.default_rng(zlib.crc32(atype.encode()))
    eb = WGMMA_INPUT_DTYPES[atype].itemsize
    k, n, size = 32 // eb, 64, 40_000
    windows = rng.integers(0, 256, (CTAS, size), dtype=np.uint8)
    a_desc = encode_smem_descriptor(1024, 16, 1024, swizzle)
    b_desc = encode_smem_descriptor(16384, 16, 1024, swizzle)
    dtype = "s32" if atype == "s8" else "f32"
    imm = {} if dtype == "s32" else {"scale_a": scale, "scale_b": scale}
    if eb == 2:
        imm |= {"trans_a": trans, "trans_b": trans}
    a, bt = wgmma_operands(a_desc, b_desc, windows, n=n, k=k, atype=atype, btype=atype, dtype=dtype, **imm)
    assert a.shape == (CTAS, 64, k) and bt.shape == (CTAS, n, k)
    bits = np.dtype(f"u{eb}")
    for i in range(CTAS):
        ai, bti = wgmma_operands(a_desc, b_desc, windows[i], n=n, k=k, atype=atype, btype=atype, dtype=dtype, **imm)
        np.testing.assert_array_equal(a[i].view(bits), ai.view(bits))
        np.testing.assert_array_equal(bt[i].view(bits), bti.view(bits))
    with pytest.raises(MemoryFault):  # (the bound is one CTA's SMEM, not the batch's)
        wgmma_operands(a_desc, encode_smem_descriptor(size - 64, 16, 1024, swizzle), windows, n=n, k=k,
                       atype=atype, btype=atype, dtype=dtype, **imm)


@pytest.mark.parametrize("atype", ["f16", "e5m2"])
def test_a_fragments_of_all_ctas_at_once_are_each_ctas(atype):
    words = np.random.default_rng(1).integers(-2**31, 2**31, (CTAS, 4, 128))
    stacked = a_fragment_matrix(words, atype)
    bits = np.dtype(f"u{WGMMA_INPUT_DTYPES[atype].itemsize}")
    for i in range(CTAS):
        np.testing.assert_array_equal(stacked[i].view(bits), a_fragment_matrix(words[i], atype).view(bits))
