"""Sub-byte (int4 / uint4, int2 / uint2) buffers across mgpu-run (docs/mgpu-run.md, "Sub-byte integer
buffers"): one element a byte in the .npy files, packed (the first element in the low bits) in the
kernel's GMEM, and the emulator's rules for sub-byte values (mgpu/emulator/sub_byte_values.py)."""

from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

from mgpu.emulator.sub_byte_buffers import pack, unpack
from mgpu.tools import mgpu_run
from tests.support.kernel_text import kernel, vector_pointer
from tests.support.fuzzing import call

THREADS = 128  # each thread moves one byte of elements: one vector<2xi4> or vector<4xi2>
SIGNED = {4: ml_dtypes.int4, 2: ml_dtypes.int2}
UNSIGNED = {4: ml_dtypes.uint4, 2: ml_dtypes.uint2}
BITS = pytest.mark.parametrize("bits", [4, 2])


def _n(bits: int) -> int:
    return THREADS * 8 // bits


def _module(tmp_path, bits: int, out_elem: str, convert: str | None, n: int | None = None,
            operands: str = "%v") -> str:
    """in0: i<bits>[n] -> out0: out_elem[n], thread t reading byte t of in0 as a vector of 8 / bits
    elements and storing it (through ``convert(operands)``, e.g. arith.extsi(%v)) as those elements of out0."""
    n = _n(bits) if n is None else n
    per, elem = 8 // bits, f"i{bits}"
    in_vec, out_vec = f"vector<{per}x{elem}>", f"vector<{per}x{out_elem}>"
    value = "%v"
    body = f"""
      %tid = "gpu.thread_id"() <{{dimension = #gpu<dim x>}}> : () -> index
      %t = "arith.index_cast"(%tid) : (index) -> i64{vector_pointer(0, n, elem, in_vec)}{vector_pointer(1, n, out_elem, out_vec)}
      %v = "llvm.load"(%g0) <{{ordering = 0 : i64}}> : (!llvm.ptr) -> {in_vec}"""
    if convert:
        body += f"""
      %c = "{convert}"({operands}) : ({", ".join([in_vec] * len(operands.split(",")))}) -> {out_vec}"""
        value = "%c"
    body += f"""
      "llvm.store"({value}, %g1) <{{ordering = 0 : i64}}> : ({out_vec}, !llvm.ptr) -> ()
"""
    path = tmp_path / f"k_{elem}_{out_elem}_{convert}_{n}.mlir"
    path.write_text(kernel(body, n=n, elem=[elem, out_elem]))
    return str(path)


def _values(rng, bits: int) -> np.ndarray:
    half = 1 << bits - 1
    return rng.integers(-half, half, _n(bits)).astype(SIGNED[bits])


def test_int4_packing_is_low_nibble_first():
    """Element 2k in the low nibble of byte k: XLA's layout of an s4 array (jax 0.10.2's CPU client
    gives bytes 0x21, 0x43 for [1, 2, 3, 4]) and LLVM's of vector<2xi4>."""
    assert pack(np.array([1, 2, 3, 4, -8, -1], ml_dtypes.int4)).tolist() == [0x21, 0x43, 0xF8]


def test_int2_packing_is_low_bits_first():
    """Element 4k + j in bits 2j of byte k: XLA's layout of a u2 array (jax 0.10.2's CPU client
    gives bytes 0x19, 0x54 for [1, 2, 1, 0, 0, 1, 1, 1]) and LLVM's of vector<4xi2>."""
    assert pack(np.array([1, 2, 1, 0, 0, 1, 1, 1], ml_dtypes.uint2)).tolist() == [0x19, 0x54]
    assert pack(np.array([-2, -1, 0, 1], ml_dtypes.int2)).tolist() == [0b01_00_11_10]


@BITS
def test_unpack_inverts_pack(bits):
    x = _values(np.random.default_rng(3), bits)
    assert np.array_equal(unpack(pack(x), x.shape, x.dtype).astype(np.int8), x.astype(np.int8))


@BITS
def test_buffer_round_trip(tmp_path, bits):
    """A sub-byte file in, the same elements out (copied byte by byte in GMEM), written in its type."""
    x = _values(np.random.default_rng(0), bits)
    n = _n(bits)
    np.save(tmp_path / "x.npy", x)
    status, log = call(mgpu_run.main, [_module(tmp_path, bits, f"i{bits}", None), "--input", f"in0={tmp_path / 'x.npy'}",
                                       "--expect", f"out0={tmp_path / 'x.npy'}", "--output-dir", tmp_path / "out"])
    assert status == 0, log
    assert f"in0: int{bits}[{n}]" in log and f"out0: int{bits}[{n}]  match (bit-exact)" in log, log
    got = np.load(tmp_path / "out" / "out0.npy").view(SIGNED[bits])  # (np.save writes them as raw bytes)
    assert np.array_equal(got.astype(np.int8), x.astype(np.int8))


@BITS
@pytest.mark.parametrize("convert", ["arith.extsi", "arith.extui"])
def test_kernel_widens_to_a_match(tmp_path, bits, convert):
    """A kernel widening i4 / i2 to i8 runs to numpy's answer: signed, or unsigned (0..15, 0..3)."""
    x = _values(np.random.default_rng(1), bits)
    want = x.astype(np.int8) if convert == "arith.extsi" else x.view(UNSIGNED[bits]).astype(np.int8)
    np.save(tmp_path / "x.npy", x)
    np.save(tmp_path / "y.npy", want)
    status, log = call(mgpu_run.main, [_module(tmp_path, bits, "i8", convert), "--input", f"in0={tmp_path / 'x.npy'}",
                                       "--expect", f"out0={tmp_path / 'y.npy'}"])
    assert status == 0 and "match (bit-exact)" in log, log


@BITS
@pytest.mark.parametrize("given", ["unsigned", "int8", "uint8"])
def test_unsigned_and_in_range_bytes_are_the_same_bits(tmp_path, bits, given):
    x = _values(np.random.default_rng(2), bits)
    u = x.view(UNSIGNED[bits])
    np.save(tmp_path / "x.npy", {"unsigned": u, "int8": x.astype(np.int8), "uint8": u.astype(np.uint8)}[given])
    np.save(tmp_path / "y.npy", u)
    status, log = call(mgpu_run.main, [_module(tmp_path, bits, f"i{bits}", None), "--input", f"in0={tmp_path / 'x.npy'}",
                                       "--expect", f"out0={tmp_path / 'y.npy'}"])
    assert status == 0 and "match (bit-exact)" in log, log


@pytest.mark.parametrize("bits,bad,message", [
    (4, np.int8, "input in0 holds 8 at index (3,), outside [-8, 8)"),
    (4, np.uint8, "input in0 holds 16 at index (3,), outside [0, 16)"),
    (4, "raw", "byte 16 at index (3,) is not one 4-bit element"),
    (2, np.int8, "input in0 holds 2 at index (3,), outside [-2, 2), the int2 values"),
    (2, np.uint8, "input in0 holds 4 at index (3,), outside [0, 4), the uint2 values"),
    (2, "raw", "byte 4 at index (3,) is not one 2-bit element"),
])
def test_out_of_range_values_are_refused(tmp_path, bits, bad, message):
    x = np.zeros(_n(bits), np.uint8)
    x[3] = (1 << bits - 1) if bad == np.int8 else 1 << bits
    np.save(tmp_path / "x.npy", x.view("V1") if bad == "raw" else x.astype(bad))
    status, log = call(mgpu_run.main, [_module(tmp_path, bits, f"i{bits}", None), "--input", f"in0={tmp_path / 'x.npy'}"])
    assert status == 1 and message in log, log


@pytest.mark.parametrize("bits,n,message", [
    (4, 255, "buffer in0 (int4[255]) holds 255 4-bit elements, which XLA packs 2 a byte"),
    (2, 510, "buffer in0 (int2[510]) holds 510 2-bit elements, which XLA packs 4 a byte"),
])
def test_partial_last_byte_is_refused(tmp_path, bits, n, message):
    np.save(tmp_path / "x.npy", np.zeros(n, SIGNED[bits]))
    status, log = call(mgpu_run.main, [_module(tmp_path, bits, f"i{bits}", None, n=n), "--input", f"in0={tmp_path / 'x.npy'}"])
    assert status == 1 and message in log, log


@BITS
def test_random_inputs_cover_the_range(tmp_path, bits):
    status, log = call(mgpu_run.main, [_module(tmp_path, bits, "i8", "arith.extsi"), "--random-inputs", "0",
                                       "--output-dir", tmp_path / "out"])
    assert status == 0, log
    got = np.load(tmp_path / "out" / "out0.npy")
    assert got.min() == -(1 << bits - 1) and got.max() == (1 << bits - 1) - 1


@BITS
def test_arithmetic_on_sub_byte_values_is_refused_at_its_op(tmp_path, bits):
    """arith.shli's rule shifts the byte that holds an i4 / i2: refused at the op, before running."""
    status, log = call(mgpu_run.main, [_module(tmp_path, bits, f"i{bits}", "arith.shli", operands="%v, %v"),
                                       "--random-inputs", "0"])
    assert status == 1 and ".mlir:48:7: error: 'arith.shli' op on i4 / i2 / f4E2M1FN values is not supported" in log, log
