"""The emulator's rules for i4 values (mgpu/emulator/int4_values.py) against numpy: a one-warpgroup
kernel over an int4[256] buffer (two elements a byte in GMEM), thread t holding elements 2t, 2t+1."""

from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.run import Kernel

from .kernel_text import kernel, vector_pointer

N = 256
X = np.random.default_rng(3).integers(-8, 8, N).astype(ml_dtypes.int4)
U = X.view(ml_dtypes.uint4)


def _run(out_elem: str, out_vec: str, ops: str) -> np.ndarray:
    """``ops`` compute ``%r : out_vec`` from ``%v : vector<2xi4>`` (thread t's byte of X); thread t
    stores it at ``out_vec``-sized slot t of out0 (out_elem[256])."""
    body = f"""
      %tid = "gpu.thread_id"() <{{dimension = #gpu<dim x>}}> : () -> index
      %t = "arith.index_cast"(%tid) : (index) -> i64{vector_pointer(0, N, "i4", "vector<2xi4>")}{vector_pointer(1, N, out_elem, out_vec)}
      %v = "llvm.load"(%g0) <{{ordering = 0 : i64}}> : (!llvm.ptr) -> vector<2xi4>
{ops}
      "llvm.store"(%r, %g1) <{{ordering = 0 : i64}}> : ({out_vec}, !llvm.ptr) -> ()
"""
    k = Kernel(parse_module(kernel(body, n=N, elem=["i4", out_elem]), "int4.mlir", make_context()))
    return k.run({"in0": X}).outputs["out0"]


@pytest.mark.parametrize("op,expect", [("arith.sitofp", X.astype(np.float32)), ("arith.uitofp", U.astype(np.float32))])
def test_int_to_float_reads_4_bits(op, expect):
    got = _run("f32", "vector<2xf32>", f'      %r = "{op}"(%v) : (vector<2xi4>) -> vector<2xf32>')
    assert np.array_equal(got, expect)


def test_unsigned_compare_reads_4_bits():
    """x <u 4 with x's sign bit set is false (-8 is 8 unsigned)."""
    got = _run("i8", "vector<2xi8>", """
      %k = "arith.constant"() <{value = dense<4> : vector<2xi4>}> : () -> vector<2xi4>
      %c = "arith.cmpi"(%v, %k) <{predicate = 6 : i64}> : (vector<2xi4>, vector<2xi4>) -> vector<2xi1>
      %r = "arith.extui"(%c) : (vector<2xi1>) -> vector<2xi8>""")
    assert np.array_equal(got, (U.astype(np.int8) < 4).astype(np.int8))


def test_constants_wrap_at_4_bits():
    """15 : i4 is -1: x + 0 selected against it (select keeps x where x == -1, else 0)."""
    got = _run("i8", "vector<2xi8>", """
      %k = "arith.constant"() <{value = dense<15> : vector<2xi4>}> : () -> vector<2xi4>
      %z = "arith.constant"() <{value = dense<0> : vector<2xi4>}> : () -> vector<2xi4>
      %c = "arith.cmpi"(%v, %k) <{predicate = 0 : i64}> : (vector<2xi4>, vector<2xi4>) -> vector<2xi1>
      %s = "arith.select"(%c, %v, %z) : (vector<2xi1>, vector<2xi4>, vector<2xi4>) -> vector<2xi4>
      %r = "arith.extsi"(%s) : (vector<2xi4>) -> vector<2xi8>""")
    assert np.array_equal(got, np.where(X.astype(np.int8) == -1, -1, 0).astype(np.int8))


def test_bitcast_packs_two_a_byte_low_first():
    """vector<2xi4> -> vector<1xi8>: element 0 in the low nibble (LLVM's vector layout)."""
    got = _run("i8", "vector<1xi8>", '      %r = "vector.bitcast"(%v) : (vector<2xi4>) -> vector<1xi8>')
    nib = X.view(np.uint8).reshape(-1, 2)
    assert np.array_equal(got[:N // 2].view(np.uint8), nib[:, 0] | (nib[:, 1] << 4))


def test_bitcast_from_bytes_unpacks():
    got = _run("i8", "vector<2xi8>", """
      %b = "vector.bitcast"(%v) : (vector<2xi4>) -> vector<1xi8>
      %w = "vector.bitcast"(%b) : (vector<1xi8>) -> vector<2xi4>
      %r = "arith.extsi"(%w) : (vector<2xi4>) -> vector<2xi8>""")
    assert np.array_equal(got, X.astype(np.int8))


def test_memref_load_reads_its_nibble():
    """memref.load of element i of an i4 memref: the low nibble of byte i // 2 for an even i."""
    body = """
      %tid = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %two = "arith.constant"() <{value = 2 : index}> : () -> index
      %one = "arith.constant"() <{value = 1 : index}> : () -> index
      %i = "arith.addi"(%tid, %tid) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %j = "arith.addi"(%i, %one) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %a = "memref.load"(%m0, %i) : (memref<256xi4>, index) -> i4
      %b = "memref.load"(%m0, %j) : (memref<256xi4>, index) -> i4
      %ea = "arith.extsi"(%a) : (i4) -> i8
      %eb = "arith.extui"(%b) : (i4) -> i8
      "memref.store"(%ea, %m1, %i) : (i8, memref<256xi8>, index) -> ()
      "memref.store"(%eb, %m1, %j) : (i8, memref<256xi8>, index) -> ()
"""
    k = Kernel(parse_module(kernel(body, n=N, elem=["i4", "i8"]), "int4.mlir", make_context()))
    got = k.run({"in0": X}).outputs["out0"]
    assert np.array_equal(got[0::2], X[0::2].astype(np.int8))
    assert np.array_equal(got[1::2], U[1::2].astype(np.int8))


def test_vector_load_of_i4_is_refused():
    """vector.load's rule addresses whole bytes: refused for i4 at the op."""
    from mgpu.emulator.errors import UnsupportedOp

    body = """
      %tid = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %v = "vector.load"(%m0, %tid) : (memref<256xi4>, index) -> vector<2xi4>
"""
    with pytest.raises(UnsupportedOp, match="on i4 values is not supported"):
        Kernel(parse_module(kernel(body, n=N, elem=["i4", "i8"]), "int4.mlir", make_context()))
