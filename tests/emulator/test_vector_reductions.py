"""vector.multi_reduction / vector.reduction / vector.shape_cast / vector.insert_strided_slice in
the emulator against numpy, cf.assert's located failure, and the llvm.addrspacecast it refuses."""

from __future__ import annotations

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.errors import EmulatorError
from mgpu.emulator.run import Kernel

from tests.support.kernel_text import kernel

T = 128  # threads; each loads a vector<4x8xf32> (32 values) of in0 and stores 32 values of out0
_PRELUDE = """
      %tid = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %c32 = "arith.constant"() <{value = 32 : index}> : () -> index
      %i = "arith.muli"(%tid, %c32) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %flat = "vector.load"(%m0, %i) : (memref<4096xf32>, index) -> vector<32xf32>
      %v = "vector.shape_cast"(%flat) : (vector<32xf32>) -> vector<4x8xf32>
"""


def _run(body: str, x: np.ndarray) -> np.ndarray:
    text = kernel(_PRELUDE + body, n=T * 32)
    return Kernel(parse_module(text, "reduce.mlir", make_context())).run({"in0": x}).outputs["out0"]


def _store(value: str, vtype: str) -> str:
    """Store a per-thread value of type vtype (reshaped to vector<32xf32>) at the thread's slot."""
    return (f'      %o = "vector.shape_cast"({value}) : ({vtype}) -> vector<32xf32>\n'
            '      "vector.store"(%o, %m1, %i) : (vector<32xf32>, memref<4096xf32>, index) -> ()\n')


def _inputs() -> np.ndarray:
    rng = np.random.default_rng(0)
    return (rng.standard_normal(T * 32) * np.exp2(rng.integers(-20, 20, T * 32))).astype(np.float32)


def _ordered(rows: np.ndarray, start: np.ndarray, fn) -> np.ndarray:
    """Fold the last axis of rows into start, one element at a time, left to right."""
    acc = start
    for k in range(rows.shape[-1]):
        acc = fn(acc, rows[..., k])
    return acc


@pytest.mark.parametrize("kind, fn", [("add", np.add), ("mul", np.multiply), ("maximumf", np.maximum),
                                      ("minnumf", np.fmin)])
def test_multi_reduction_of_rows_in_order(kind, fn):
    """Reduce dim 1 of vector<4x8xf32> into an accumulator: ((acc . x0) . x1) ... in f32."""
    body = f"""
      %acc = "arith.constant"() <{{value = dense<[1.0, -2.0, 0.5, 0.0]> : vector<4xf32>}}> : () -> vector<4xf32>
      %r = "vector.multi_reduction"(%v, %acc) <{{kind = #vector.kind<{kind}>, reduction_dims = array<i64: 1>}}> : (vector<4x8xf32>, vector<4xf32>) -> vector<4xf32>
      %b = "vector.broadcast"(%r) : (vector<4xf32>) -> vector<8x4xf32>
""" + _store("%b", "vector<8x4xf32>")
    x = _inputs()
    with np.errstate(all="ignore"):
        expected = _ordered(x.reshape(T, 4, 8), np.array([1.0, -2.0, 0.5, 0.0], np.float32), fn)
        got = _run(body, x).reshape(T, 8, 4)
    assert np.array_equal(got, np.broadcast_to(expected[:, None, :], got.shape), equal_nan=True)


def test_multi_reduction_to_scalar_and_reduction():
    """Both dims of vector<4x8xf32> (row-major order) to an f32; vector.reduction of a row."""
    body = """
      %z = "arith.constant"() <{value = 0.0 : f32}> : () -> f32
      %all = "vector.multi_reduction"(%v, %z) <{kind = #vector.kind<add>, reduction_dims = array<i64: 0, 1>}> : (vector<4x8xf32>, f32) -> f32
      %row = "vector.extract"(%v) <{static_position = array<i64: 2>}> : (vector<4x8xf32>) -> vector<8xf32>
      %one = "vector.reduction"(%row) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<8xf32>) -> f32
      %a = "vector.broadcast"(%all) : (f32) -> vector<16xf32>
      %b = "vector.broadcast"(%one) : (f32) -> vector<16xf32>
      %ab = "vector.shuffle"(%a, %b) <{mask = array<i64: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31>}> : (vector<16xf32>, vector<16xf32>) -> vector<32xf32>
""" + _store("%ab", "vector<32xf32>")
    x = _inputs()
    got = _run(body, x).reshape(T, 32)
    rows = x.reshape(T, 32)
    assert np.array_equal(got[:, 0], _ordered(rows, np.zeros(T, np.float32), np.add))
    third_row = x.reshape(T, 4, 8)[:, 2]
    assert np.array_equal(got[:, 16], _ordered(third_row[:, 1:], third_row[:, 0], np.add))


def test_insert_strided_slice():
    body = """
      %s = "vector.extract_strided_slice"(%v) <{offsets = [0, 0], sizes = [2, 3], strides = [1, 1]}> : (vector<4x8xf32>) -> vector<2x3xf32>
      %r = "vector.insert_strided_slice"(%s, %v) <{offsets = [2, 5], strides = [1, 1]}> : (vector<2x3xf32>, vector<4x8xf32>) -> vector<4x8xf32>
""" + _store("%r", "vector<4x8xf32>")
    x = _inputs()
    expected = x.reshape(T, 4, 8).copy()
    expected[:, 2:4, 5:8] = expected[:, 0:2, 0:3]
    assert np.array_equal(_run(body, x).reshape(T, 4, 8), expected)


def _fails_with(body: str, x: np.ndarray) -> str:
    with pytest.raises(EmulatorError) as e:
        _run(body, x)
    return str(e.value)


def test_failed_assert_is_a_located_error_with_its_message():
    body = """
      %e = "vector.extract"(%v) <{static_position = array<i64: 0, 0>}> : (vector<4x8xf32>) -> f32
      %z = "arith.constant"() <{value = 0.0 : f32}> : () -> f32
      %ok = "arith.cmpf"(%e, %z) <{predicate = 2 : i64}> : (f32, f32) -> i1
      "cf.assert"(%ok) <{msg = "x must be positive"}> : (i1) -> ()
""" + _store("%v", "vector<4x8xf32>")
    x = np.abs(_inputs()) + 1
    assert np.array_equal(_run(body, x), x)  # holds in every thread: no effect
    x[32 * 5] = -1.0  # thread 5's first element
    message = _fails_with(body, x)
    assert "reduce.mlir:" in message and "'cf.assert' op" in message
    assert "assertion failed in 1 thread(s): x must be positive" in message


def test_addrspacecast_of_shared_memory_is_refused_where_it_runs():
    body = """
      %p = "llvm.mlir.zero"() : () -> !llvm.ptr<3>
      %g = "llvm.addrspacecast"(%p) : (!llvm.ptr<3>) -> !llvm.ptr
""" + _store("%v", "vector<4x8xf32>")
    message = _fails_with(body, _inputs())
    assert "'llvm.addrspacecast' op the emulator cannot cast a pointer from !llvm.ptr<3> to !llvm.ptr" in message
