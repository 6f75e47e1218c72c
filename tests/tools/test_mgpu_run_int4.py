"""int4 / uint4 buffers across mgpu-run (docs/mgpu-run.md, "int4 buffers"): one element a byte in
the .npy files, two a byte (low nibble first) in the kernel's GMEM, and the emulator's rules for i4
values (mgpu/emulator/int4_values.py)."""

from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

from mgpu.emulator.int4_buffers import pack
from mgpu.tools import mgpu_run
from tests.emulator.kernel_text import kernel, vector_pointer
from tests.tools.fuzzing import call

N = 256  # elements of each buffer; each of the 128 threads moves one vector<2xi4> (one byte)


def _module(tmp_path, out_elem: str, convert: str | None, n: int = N, operands: str = "%v") -> str:
    """in0: i4[n] -> out0: out_elem[n], thread t reading byte t of in0 as vector<2xi4> and storing it
    (through ``convert(operands)``, e.g. arith.extsi(%v)) as elements 2t, 2t+1 of out0."""
    out_vec = f"vector<2x{out_elem}>"
    value = "%v"
    body = f"""
      %tid = "gpu.thread_id"() <{{dimension = #gpu<dim x>}}> : () -> index
      %t = "arith.index_cast"(%tid) : (index) -> i64{vector_pointer(0, n, "i4", "vector<2xi4>")}{vector_pointer(1, n, out_elem, out_vec)}
      %v = "llvm.load"(%g0) <{{ordering = 0 : i64}}> : (!llvm.ptr) -> vector<2xi4>"""
    if convert:
        body += f"""
      %c = "{convert}"({operands}) : ({", ".join(["vector<2xi4>"] * len(operands.split(",")))}) -> {out_vec}"""
        value = "%c"
    body += f"""
      "llvm.store"({value}, %g1) <{{ordering = 0 : i64}}> : ({out_vec}, !llvm.ptr) -> ()
"""
    path = tmp_path / f"k_{out_elem}_{convert}_{n}.mlir"
    path.write_text(kernel(body, n=n, elem=["i4", out_elem]))
    return str(path)


def _int4(rng) -> np.ndarray:
    return rng.integers(-8, 8, N).astype(ml_dtypes.int4)


def test_packing_is_low_nibble_first():
    """Element 2k in the low nibble of byte k: XLA's layout of an s4 array (jax 0.10.2's CPU client
    gives bytes 0x21, 0x43 for [1, 2, 3, 4]) and LLVM's of vector<2xi4>."""
    assert pack(np.array([1, 2, 3, 4, -8, -1], ml_dtypes.int4)).tolist() == [0x21, 0x43, 0xF8]


def test_int4_buffer_round_trip(tmp_path):
    """An int4 file in, the same int4 elements out (copied byte by byte in GMEM), written as int4."""
    x = _int4(np.random.default_rng(0))
    np.save(tmp_path / "x.npy", x)
    status, log = call(mgpu_run.main, [_module(tmp_path, "i4", None), "--input", f"in0={tmp_path / 'x.npy'}",
                                       "--expect", f"out0={tmp_path / 'x.npy'}", "--output-dir", tmp_path / "out"])
    assert status == 0, log
    assert "in0: int4[256]" in log and "out0: int4[256]  match (bit-exact)" in log, log
    got = np.load(tmp_path / "out" / "out0.npy").view(ml_dtypes.int4)  # (np.save writes int4 as raw bytes)
    assert np.array_equal(got.astype(np.int8), x.astype(np.int8))


@pytest.mark.parametrize("convert,values", [
    ("arith.extsi", lambda x: x.astype(np.int8)),
    ("arith.extui", lambda x: x.view(ml_dtypes.uint4).astype(np.int8)),
])
def test_int4_kernel_widens_to_a_match(tmp_path, convert, values):
    """A kernel widening i4 to i8 runs to numpy's answer: signed -8..7, or unsigned 0..15."""
    x = _int4(np.random.default_rng(1))
    np.save(tmp_path / "x.npy", x)
    np.save(tmp_path / "y.npy", values(x))
    status, log = call(mgpu_run.main, [_module(tmp_path, "i8", convert), "--input", f"in0={tmp_path / 'x.npy'}",
                                       "--expect", f"out0={tmp_path / 'y.npy'}"])
    assert status == 0 and "match (bit-exact)" in log, log


@pytest.mark.parametrize("given", [
    lambda x: x.view(ml_dtypes.uint4), lambda x: x.astype(np.int8), lambda x: x.view(ml_dtypes.uint4).astype(np.uint8),
])
def test_uint4_and_in_range_bytes_are_the_same_bits(tmp_path, given):
    x = _int4(np.random.default_rng(2))
    np.save(tmp_path / "x.npy", given(x))
    np.save(tmp_path / "y.npy", x.view(ml_dtypes.uint4))
    status, log = call(mgpu_run.main, [_module(tmp_path, "i4", None), "--input", f"in0={tmp_path / 'x.npy'}",
                                       "--expect", f"out0={tmp_path / 'y.npy'}"])
    assert status == 0 and "match (bit-exact)" in log, log


@pytest.mark.parametrize("bad,message", [
    (np.int8, "input in0 holds 8 at index (3,), outside [-8, 8)"),
    (np.uint8, "input in0 holds 16 at index (3,), outside [0, 16)"),
    ("raw", "byte 24 at index (3,) is not one 4-bit element"),
])
def test_out_of_range_values_are_refused(tmp_path, bad, message):
    x = np.zeros(N, np.uint8)
    x[3] = 24 if bad == "raw" else (16 if bad == np.uint8 else 8)
    np.save(tmp_path / "x.npy", x.view("V1") if bad == "raw" else x.astype(bad))
    status, log = call(mgpu_run.main, [_module(tmp_path, "i4", None), "--input", f"in0={tmp_path / 'x.npy'}"])
    assert status == 1 and message in log, log


def test_odd_length_int4_buffer_is_refused(tmp_path):
    np.save(tmp_path / "x.npy", np.zeros(N - 1, ml_dtypes.int4))
    status, log = call(mgpu_run.main, [_module(tmp_path, "i4", None, n=N - 1), "--input", f"in0={tmp_path / 'x.npy'}"])
    assert status == 1 and "buffer in0 (int4[255]) holds an odd number of int4 elements" in log, log


def test_random_int4_inputs_cover_the_range(tmp_path):
    status, log = call(mgpu_run.main, [_module(tmp_path, "i8", "arith.extsi"), "--random-inputs", "0",
                                       "--output-dir", tmp_path / "out"])
    assert status == 0, log
    got = np.load(tmp_path / "out" / "out0.npy")
    assert got.min() == -8 and got.max() == 7


def test_arithmetic_on_i4_is_refused_at_its_op(tmp_path):
    """arith.shli's rule shifts the byte that holds an i4: refused at the op, before running."""
    status, log = call(mgpu_run.main, [_module(tmp_path, "i4", "arith.shli", operands="%v, %v"), "--random-inputs", "0"])
    assert status == 1 and ".mlir:48:7: error: 'arith.shli' op on i4 values is not supported" in log, log
