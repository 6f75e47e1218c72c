"""float4_e2m1fn (f4E2M1FN) buffers across mgpu-run (docs/mgpu-run.md, "Sub-byte buffers"): one code
a byte in the .npy files (ml_dtypes float4_e2m1fn, saved as raw ``<V1``), packed two a byte, the first
in the low nibble, in the kernel's GMEM; inside the kernel only moves, loads, stores and bit casts
(mgpu/emulator/sub_byte_values.py)."""

from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

from mgpu.emulator.errors import InputError
from mgpu.emulator.run import BufferSpec, check_input
from mgpu.emulator.sub_byte_buffers import pack, unpack
from mgpu.tools import mgpu_run
from tests.support.kernel_text import kernel, vector_pointer
from tests.support.fuzzing import call

F4 = ml_dtypes.float4_e2m1fn
THREADS = 128  # each thread moves one byte: one vector<2xf4E2M1FN>
N = 2 * THREADS
ALL_CODES = np.arange(16, dtype=np.uint8).view(F4)  # every e2m1 value, -0 included


def _module(tmp_path, in_elem: str, out_elem: str, op: str | None = None, n: int = N) -> str:
    """in0: in_elem[n] -> out0: out_elem[n], thread t loading byte t of in0 (as a vector of its
    elements) and storing it, through ``op`` (a bit cast, a conversion) when given, as byte t of out0."""
    vec = {"f4E2M1FN": "vector<2xf4E2M1FN>", "i8": "i8", "f16": "vector<2xf16>"}
    body = f"""
      %tid = "gpu.thread_id"() <{{dimension = #gpu<dim x>}}> : () -> index
      %t = "arith.index_cast"(%tid) : (index) -> i64{vector_pointer(0, n, in_elem, vec[in_elem])}{vector_pointer(1, n, out_elem, vec[out_elem])}
      %v = "llvm.load"(%g0) <{{ordering = 0 : i64}}> : (!llvm.ptr) -> {vec[in_elem]}"""
    value = "%v"
    if op:
        body += f"""
      %c = "{op}"(%v) : ({vec[in_elem]}) -> {vec[out_elem]}"""
        value = "%c"
    body += f"""
      "llvm.store"({value}, %g1) <{{ordering = 0 : i64}}> : ({vec[out_elem]}, !llvm.ptr) -> ()
"""
    path = tmp_path / f"k_{in_elem}_{out_elem}_{op}_{n}.mlir"
    path.write_text(kernel(body, n=n, elem=[in_elem, out_elem]))
    return str(path)


def _values(seed: int, n: int = N) -> np.ndarray:
    return np.random.default_rng(seed).integers(0, 16, n).astype(np.uint8).view(F4)


def test_packing_is_low_nibble_first_as_xla_lays_it_out():
    """jax 0.10.2's CPU client holds jnp.array([0.5, 1, 1.5, 2, 3, -6, 0, 4], jnp.float4_e2m1fn) as the
    bytes 21 43 f5 60 (its buffer's memory, and lax.bitcast_convert_type to uint8 agree)."""
    x = np.array([0.5, 1, 1.5, 2, 3, -6, 0, 4], F4)
    assert pack(x).tolist() == [0x21, 0x43, 0xF5, 0x60]


def test_unpack_inverts_pack_for_every_code():
    x = np.concatenate([ALL_CODES, ALL_CODES[::-1]])
    got = unpack(pack(x), x.shape, x.dtype)
    assert got.dtype == np.dtype(F4) and got.view(np.uint8).tolist() == x.view(np.uint8).tolist()


def test_buffer_round_trip_through_npy(tmp_path):
    """An f4 file in (np.save writes it as <V1), the same codes out, written as float4_e2m1fn."""
    x = _values(0)
    np.save(tmp_path / "x.npy", x)
    status, log = call(mgpu_run.main, [_module(tmp_path, "f4E2M1FN", "f4E2M1FN"), "--input", f"in0={tmp_path / 'x.npy'}",
                                       "--expect", f"out0={tmp_path / 'x.npy'}", "--output-dir", tmp_path / "out"])
    assert status == 0, log
    assert f"in0: float4_e2m1fn[{N}]" in log and f"out0: float4_e2m1fn[{N}]  match (bit-exact)" in log, log
    got = np.load(tmp_path / "out" / "out0.npy").view(F4)
    assert got.view(np.uint8).tolist() == x.view(np.uint8).tolist()


def test_kernel_sees_the_packed_bytes(tmp_path):
    """vector<2xf4E2M1FN> bit cast to i8 in the kernel: byte k holds element 2k in its low nibble."""
    x = _values(1)
    np.save(tmp_path / "x.npy", x)
    status, log = call(mgpu_run.main, [_module(tmp_path, "f4E2M1FN", "i8", "llvm.bitcast", n=N),
                                       "--input", f"in0={tmp_path / 'x.npy'}", "--output-dir", tmp_path / "out"])
    assert status == 0, log
    got = np.load(tmp_path / "out" / "out0.npy")[:THREADS]  # thread t wrote byte t of an i8[N] buffer
    assert got.view(np.uint8).tolist() == pack(x).tolist()


def test_kernel_bytes_come_back_unpacked(tmp_path):
    """The other way: bytes a kernel bit casts to vector<2xf4E2M1FN> and stores are unpacked, low nibble first."""
    b = np.random.default_rng(2).integers(0, 256, N).astype(np.int8)
    np.save(tmp_path / "b.npy", b)
    status, log = call(mgpu_run.main, [_module(tmp_path, "i8", "f4E2M1FN", "llvm.bitcast", n=N),
                                       "--input", f"in0={tmp_path / 'b.npy'}", "--output-dir", tmp_path / "out"])
    assert status == 0, log
    got = np.load(tmp_path / "out" / "out0.npy").view(np.uint8)
    u = b[:THREADS].view(np.uint8)
    assert got.tolist() == np.stack([u & 0xF, u >> 4], -1).reshape(-1).tolist()


def test_raw_codes_are_accepted(tmp_path):
    x = _values(3)
    np.save(tmp_path / "x.npy", x.view(np.uint8).view("V1"))
    np.save(tmp_path / "y.npy", x)
    status, log = call(mgpu_run.main, [_module(tmp_path, "f4E2M1FN", "f4E2M1FN"), "--input", f"in0={tmp_path / 'x.npy'}",
                                       "--expect", f"out0={tmp_path / 'y.npy'}"])
    assert status == 0 and "match (bit-exact)" in log, log


@pytest.mark.parametrize("given,message", [
    ("raw", "byte 16 at index (3,) is not one 4-bit element"),
    ("uint8", "input in0 has dtype uint8 (shape (256,)), but the kernel expects float4_e2m1fn (one element a byte: "
              "ml_dtypes float4_e2m1fn or its raw one-byte codes)"),
    ("float32", "input in0 has dtype float32"),
])
def test_other_arrays_are_refused(tmp_path, given, message):
    x = np.zeros(N, np.uint8)
    x[3] = 16
    np.save(tmp_path / "x.npy", x.view("V1") if given == "raw" else x.astype(given))
    status, log = call(mgpu_run.main, [_module(tmp_path, "f4E2M1FN", "f4E2M1FN"), "--input", f"in0={tmp_path / 'x.npy'}"])
    assert status == 1 and message in log, log


@pytest.mark.parametrize("other", [ml_dtypes.int4, ml_dtypes.uint4, ml_dtypes.float8_e4m3fn])
def test_other_one_byte_ml_dtypes_are_not_raw_codes(other):
    """In memory (the Python API) an int4 or float8 array keeps its type: not taken for f4 codes (a
    .npy file of one is raw <V1 bytes, which are)."""
    with pytest.raises(InputError, match=f"input in0 has dtype {np.dtype(other).name} "):
        check_input("in0", np.zeros(N, other), BufferSpec(0, (N,), np.dtype(F4)))


def test_partial_last_byte_is_refused(tmp_path):
    np.save(tmp_path / "x.npy", np.zeros(255, F4))
    status, log = call(mgpu_run.main, [_module(tmp_path, "f4E2M1FN", "f4E2M1FN", n=255),
                                       "--input", f"in0={tmp_path / 'x.npy'}"])
    assert status == 1 and "buffer in0 (float4_e2m1fn[255]) holds 255 4-bit elements, which XLA packs 2 a byte" in log, log


def test_random_inputs_are_normal_values_rounded(tmp_path):
    status, log = call(mgpu_run.main, [_module(tmp_path, "f4E2M1FN", "f4E2M1FN"), "--random-inputs", "0",
                                       "--output-dir", tmp_path / "out"])
    assert status == 0, log
    got = np.load(tmp_path / "out" / "out0.npy").view(F4).astype(np.float32)
    want = np.random.default_rng(0).standard_normal(N).astype(np.float32).astype(F4).astype(np.float32)
    assert np.array_equal(got, want)


def test_conversion_of_f4_values_is_refused_at_its_op(tmp_path):
    """No rule converts an f4E2M1FN value (jax's kernels only move them): refused where it is prepared."""
    status, log = call(mgpu_run.main, [_module(tmp_path, "f4E2M1FN", "f16", "arith.extf"), "--random-inputs", "0"])
    assert status == 1 and "error: 'arith.extf' op on i4 / i2 / f4E2M1FN values is not supported" in log, log
