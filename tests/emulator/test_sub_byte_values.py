"""The emulator's rules for sub-byte values (mgpu/emulator/sub_byte_values.py) against numpy: a
one-warpgroup kernel over an int4[256] buffer (two elements a byte in GMEM), thread t holding elements
2t, 2t+1; the i2 rules over an int2[512] buffer (four a byte), thread t holding elements 4t..4t+3."""

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
N2 = 512
X2 = np.random.default_rng(4).integers(-2, 2, N2).astype(ml_dtypes.int2)
U2 = X2.view(ml_dtypes.uint2)


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
    with pytest.raises(UnsupportedOp, match="on i4 / i2 values is not supported"):
        Kernel(parse_module(kernel(body, n=N, elem=["i4", "i8"]), "int4.mlir", make_context()))


def _run_i2(out_elem: str, out_vec: str, ops: str) -> np.ndarray:
    """As _run, over X2: ``ops`` compute ``%r : out_vec`` from ``%v : vector<4xi2>`` (thread t's byte)."""
    body = f"""
      %tid = "gpu.thread_id"() <{{dimension = #gpu<dim x>}}> : () -> index
      %t = "arith.index_cast"(%tid) : (index) -> i64{vector_pointer(0, N2, "i2", "vector<4xi2>")}{vector_pointer(1, N2, out_elem, out_vec)}
      %v = "llvm.load"(%g0) <{{ordering = 0 : i64}}> : (!llvm.ptr) -> vector<4xi2>
{ops}
      "llvm.store"(%r, %g1) <{{ordering = 0 : i64}}> : ({out_vec}, !llvm.ptr) -> ()
"""
    k = Kernel(parse_module(kernel(body, n=N2, elem=["i2", out_elem]), "int2.mlir", make_context()))
    return k.run({"in0": X2}).outputs["out0"]


@pytest.mark.parametrize("op,expect", [("arith.sitofp", X2.astype(np.float32)), ("arith.uitofp", U2.astype(np.float32))])
def test_i2_to_float_reads_2_bits(op, expect):
    got = _run_i2("f32", "vector<4xf32>", f'      %r = "{op}"(%v) : (vector<4xi2>) -> vector<4xf32>')
    assert np.array_equal(got, expect)


def test_i2_constants_wrap_at_2_bits():
    """3 : i2 is -1: x kept where x == -1, else 0."""
    got = _run_i2("i8", "vector<4xi8>", """
      %k = "arith.constant"() <{value = dense<3> : vector<4xi2>}> : () -> vector<4xi2>
      %z = "arith.constant"() <{value = dense<0> : vector<4xi2>}> : () -> vector<4xi2>
      %c = "arith.cmpi"(%v, %k) <{predicate = 0 : i64}> : (vector<4xi2>, vector<4xi2>) -> vector<4xi1>
      %s = "arith.select"(%c, %v, %z) : (vector<4xi1>, vector<4xi2>, vector<4xi2>) -> vector<4xi2>
      %r = "arith.extsi"(%s) : (vector<4xi2>) -> vector<4xi8>""")
    assert np.array_equal(got, np.where(X2.astype(np.int8) == -1, -1, 0).astype(np.int8))


def test_i2_bitcast_packs_four_a_byte_low_first():
    """vector<4xi2> -> vector<1xi8>: element j in bits 2j (LLVM's vector layout)."""
    got = _run_i2("i8", "vector<1xi8>", '      %r = "vector.bitcast"(%v) : (vector<4xi2>) -> vector<1xi8>')
    el = U2.view(np.uint8).reshape(-1, 4)
    assert np.array_equal(got[:N2 // 4].view(np.uint8), el[:, 0] | el[:, 1] << 2 | el[:, 2] << 4 | el[:, 3] << 6)


def test_memref_load_reads_its_2_bits():
    """memref.load of element i of an i2 memref: bits 2 (i % 4) of byte i // 4."""
    body = """
      %tid = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %a = "memref.load"(%m0, %tid) : (memref<512xi2>, index) -> i2
      %e = "arith.extui"(%a) : (i2) -> i8
      "memref.store"(%e, %m1, %tid) : (i8, memref<512xi8>, index) -> ()
"""
    k = Kernel(parse_module(kernel(body, n=N2, elem=["i2", "i8"]), "int2.mlir", make_context()))
    got = k.run({"in0": X2}).outputs["out0"]
    assert np.array_equal(got[:128], U2[:128].astype(np.int8))
