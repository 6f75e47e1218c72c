"""The emulator's rules for sub-byte values (mgpu/emulator/sub_byte_values.py) against numpy: a
one-warpgroup kernel over an int4[256] buffer (two elements a byte in GMEM), thread t holding elements
2t, 2t+1; the i2 rules over an int2[512] buffer (four a byte), thread t holding elements 4t..4t+3."""

from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.run import Kernel

from tests.support.kernel_text import kernel, vector_pointer

N = 256
X = np.random.default_rng(3).integers(-8, 8, N).astype(ml_dtypes.int4)
U = X.view(ml_dtypes.uint4)
N2 = 512
X2 = np.random.default_rng(4).integers(-2, 2, N2).astype(ml_dtypes.int2)
U2 = X2.view(ml_dtypes.uint2)
INPUT = {4: (N, X, U), 2: (N2, X2, U2)}  # bits -> (elements, signed values, the same bits unsigned)
BITS = pytest.mark.parametrize("bits", [4, 2])


def _run(bits: int, out_elem: str, out_vec: str, ops: str) -> np.ndarray:
    """``ops`` compute ``%r : out_vec`` from ``%v : vector<(8 / bits) x i<bits>>`` (thread t's byte of
    INPUT[bits]); thread t stores it at ``out_vec``-sized slot t of out0 (out_elem[n])."""
    n, x, _ = INPUT[bits]
    vec = f"vector<{8 // bits}xi{bits}>"
    body = f"""
      %tid = "gpu.thread_id"() <{{dimension = #gpu<dim x>}}> : () -> index
      %t = "arith.index_cast"(%tid) : (index) -> i64{vector_pointer(0, n, f"i{bits}", vec)}{vector_pointer(1, n, out_elem, out_vec)}
      %v = "llvm.load"(%g0) <{{ordering = 0 : i64}}> : (!llvm.ptr) -> {vec}
{ops}
      "llvm.store"(%r, %g1) <{{ordering = 0 : i64}}> : ({out_vec}, !llvm.ptr) -> ()
"""
    k = Kernel(parse_module(kernel(body, n=n, elem=[f"i{bits}", out_elem]), "sub_byte.mlir", make_context()))
    return k.run({"in0": x}).outputs["out0"]


@BITS
@pytest.mark.parametrize("op", ["arith.sitofp", "arith.uitofp"])
def test_int_to_float_reads_its_bits(bits, op):
    _, x, u = INPUT[bits]
    per = 8 // bits
    got = _run(bits, "f32", f"vector<{per}xf32>", f'      %r = "{op}"(%v) : (vector<{per}xi{bits}>) -> vector<{per}xf32>')
    assert np.array_equal(got, (x if op == "arith.sitofp" else u).astype(np.float32))


def test_unsigned_compare_reads_4_bits():
    """x <u 4 with x's sign bit set is false (-8 is 8 unsigned)."""
    got = _run(4, "i8", "vector<2xi8>", """
      %k = "arith.constant"() <{value = dense<4> : vector<2xi4>}> : () -> vector<2xi4>
      %c = "arith.cmpi"(%v, %k) <{predicate = 6 : i64}> : (vector<2xi4>, vector<2xi4>) -> vector<2xi1>
      %r = "arith.extui"(%c) : (vector<2xi1>) -> vector<2xi8>""")
    assert np.array_equal(got, (U.astype(np.int8) < 4).astype(np.int8))


@BITS
def test_constants_wrap_at_their_width(bits):
    """2^bits - 1 : i<bits> is -1: x kept where x == -1, else 0 (select against the constant)."""
    _, x, _ = INPUT[bits]
    v = f"vector<{8 // bits}xi{bits}>"
    got = _run(bits, "i8", f"vector<{8 // bits}xi8>", f"""
      %k = "arith.constant"() <{{value = dense<{(1 << bits) - 1}> : {v}}}> : () -> {v}
      %z = "arith.constant"() <{{value = dense<0> : {v}}}> : () -> {v}
      %c = "arith.cmpi"(%v, %k) <{{predicate = 0 : i64}}> : ({v}, {v}) -> vector<{8 // bits}xi1>
      %s = "arith.select"(%c, %v, %z) : (vector<{8 // bits}xi1>, {v}, {v}) -> {v}
      %r = "arith.extsi"(%s) : ({v}) -> vector<{8 // bits}xi8>""")
    assert np.array_equal(got, np.where(x.astype(np.int8) == -1, -1, 0).astype(np.int8))


@BITS
def test_bitcast_packs_a_byte_low_first(bits):
    """vector<(8 / bits) x i<bits>> -> vector<1xi8>: element j in bits j * bits (LLVM's vector layout)."""
    n, _, u = INPUT[bits]
    got = _run(bits, "i8", "vector<1xi8>", f'      %r = "vector.bitcast"(%v) : (vector<{8 // bits}xi{bits}>) -> vector<1xi8>')
    el = u.view(np.uint8).reshape(-1, 8 // bits).astype(np.int64)
    want = (el << (np.arange(8 // bits) * bits)).sum(axis=1)
    assert np.array_equal(got[:n * bits // 8].view(np.uint8), want)


def test_bitcast_from_bytes_unpacks():
    got = _run(4, "i8", "vector<2xi8>", """
      %b = "vector.bitcast"(%v) : (vector<2xi4>) -> vector<1xi8>
      %w = "vector.bitcast"(%b) : (vector<1xi8>) -> vector<2xi4>
      %r = "arith.extsi"(%w) : (vector<2xi4>) -> vector<2xi8>""")
    assert np.array_equal(got, X.astype(np.int8))


def _memref_access(bits: int, access: str) -> Kernel:
    n = N if bits == 4 else N2
    body = f"""
      %tid = "gpu.thread_id"() <{{dimension = #gpu<dim x>}}> : () -> index
      %c0 = "arith.constant"() <{{value = 0 : index}}> : () -> index
      {access}
"""
    return Kernel(parse_module(kernel(body, n=n, elem=[f"i{bits}", "i8"]), "sub_byte.mlir", make_context()))


@BITS
def test_memref_load_of_the_first_sub_byte_element_reads_its_low_bits(bits):
    """jaxlib's GEP of i4 / i2 counts one byte an element: element 0 is the low bits of byte 0 in
    both readings (jax's test_cond_get_arch loads x[0, 0]), so every thread gets INPUT's element 0."""
    n, x, _ = INPUT[bits]
    k = _memref_access(bits, f"""%a = "memref.load"(%m0, %c0) : (memref<{n}xi{bits}>, index) -> i{bits}
      %w = "arith.extsi"(%a) : (i{bits}) -> i8
      "memref.store"(%w, %m1, %tid) : (i8, memref<{n}xi8>, index) -> ()""")
    got = k.run({"in0": x}).outputs["out0"]
    assert np.array_equal(got[:128], np.full(128, x[0], np.int8))


@BITS
def test_memref_load_of_another_sub_byte_element_is_refused_where_it_runs(bits):
    """Element t > 0 of the GEP's reading is byte t, not the packed byte t * bits / 8: refused, located."""
    from mgpu.emulator.errors import EmulatorError

    n, x, _ = INPUT[bits]
    k = _memref_access(bits, f"""%a = "memref.load"(%m0, %tid) : (memref<{n}xi{bits}>, index) -> i{bits}
      %w = "arith.extsi"(%a) : (i{bits}) -> i8
      "memref.store"(%w, %m1, %tid) : (i8, memref<{n}xi8>, index) -> ()""")
    with pytest.raises(EmulatorError, match=f"'memref.load' op a memref.load of an i{bits} element other than the "
                                            f"ref's first is not supported: jaxlib lowers it to one byte an element"):
        k.run({"in0": x})


def test_memref_store_of_a_sub_byte_element_is_refused():
    """A store writes the whole byte the GEP reaches, its neighbours' bits with it: refused at the op."""
    from mgpu.emulator.errors import EmulatorError

    with pytest.raises(EmulatorError, match="'memref.store' op a memref.store of an i4 element is not supported: "
                                            "jaxlib lowers it to one byte an element"):
        _memref_access(4, """%c = "arith.constant"() <{value = 1 : i4}> : () -> i4
      "memref.store"(%c, %m0, %c0) : (i4, memref<256xi4>, index) -> ()""")


def test_vector_load_of_i4_is_refused():
    """vector.load's rule addresses whole bytes: refused for i4 at the op."""
    from mgpu.emulator.errors import UnsupportedOp

    body = """
      %tid = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %v = "vector.load"(%m0, %tid) : (memref<256xi4>, index) -> vector<2xi4>
"""
    with pytest.raises(UnsupportedOp, match="on i4 / i2 / f4E2M1FN values is not supported"):
        Kernel(parse_module(kernel(body, n=N, elem=["i4", "i8"]), "int4.mlir", make_context()))
