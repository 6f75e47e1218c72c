"""``vector.interleave`` / ``vector.deinterleave`` and ``vector.from_elements`` (MLIR's VectorOps.td) per
thread against numpy: jax's inline_mgpu bodies build a vector<2xbf16> from two vector<1xbf16> registers with
interleave, tokamax's int4 dequantization (on jax 0.12) from two bf16 scalars with from_elements."""

from __future__ import annotations

import numpy as np

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.run import run

from tests.support.kernel_text import kernel

BODY = '''      %tid = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %c2 = "arith.constant"() <{value = 2 : index}> : () -> index
      %c4 = "arith.constant"() <{value = 4 : index}> : () -> index
      %c256 = "arith.constant"() <{value = 256 : index}> : () -> index
      %i = "arith.muli"(%tid, %c2) : (index, index) -> index
      %j = "arith.addi"(%i, %c256) : (index, index) -> index
      %k = "arith.muli"(%tid, %c4) : (index, index) -> index
      %a = "vector.load"(%m0, %i) : (memref<512xf32>, index) -> vector<2xf32>
      %b = "vector.load"(%m0, %j) : (memref<512xf32>, index) -> vector<2xf32>
      %ab = "vector.interleave"(%a, %b) : (vector<2xf32>, vector<2xf32>) -> vector<4xf32>
      "vector.store"(%ab, %m1, %k) : (vector<4xf32>, memref<512xf32>, index) -> ()
      %e, %o = "vector.deinterleave"(%ab) : (vector<4xf32>) -> (vector<2xf32>, vector<2xf32>)
      "vector.store"(%o, %m2, %i) : (vector<2xf32>, memref<512xf32>, index) -> ()
      "vector.store"(%e, %m2, %j) : (vector<2xf32>, memref<512xf32>, index) -> ()
'''


def test_interleave_alternates_and_deinterleave_undoes_it():
    """Thread t: a = x[2t:2t+2], b = x[256+2t:...]; out0[4t:4t+4] = (a0, b0, a1, b1); deinterleaving
    it gives back a (the even elements) and b (the odd), stored swapped into out1."""
    text = kernel(BODY, n=512, nbuffers=3)
    x = np.arange(512, dtype=np.float32) * np.float32(0.5) - 7
    out = run(parse_module(text, "interleave.mlir", make_context()), {"in0": x}, num_outputs=2).outputs
    a, b = x[:256].reshape(128, 2), x[256:].reshape(128, 2)
    assert np.array_equal(out["out0"], np.stack((a, b), -1).reshape(-1))
    assert np.array_equal(out["out1"], np.concatenate((x[256:], x[:256])))


FROM_ELEMENTS = '''      %tid = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %c4 = "arith.constant"() <{value = 4 : index}> : () -> index
      %i = "arith.muli"(%tid, %c4) : (index, index) -> index
      %v = "vector.load"(%m0, %i) : (memref<512xf32>, index) -> vector<4xf32>
      %a = "vector.extract"(%v) <{static_position = array<i64: 3>}> : (vector<4xf32>) -> f32
      %b = "vector.extract"(%v) <{static_position = array<i64: 0>}> : (vector<4xf32>) -> f32
      %c = "vector.extract"(%v) <{static_position = array<i64: 2>}> : (vector<4xf32>) -> f32
      %k = "arith.constant"() <{value = 1.5 : f32}> : () -> f32
      %w = "vector.from_elements"(%a, %b, %k, %c) : (f32, f32, f32, f32) -> vector<2x2xf32>
      %f = "vector.shape_cast"(%w) : (vector<2x2xf32>) -> vector<4xf32>
      "vector.store"(%f, %m1, %i) : (vector<4xf32>, memref<512xf32>, index) -> ()
'''


def test_from_elements_takes_its_operands_in_row_major_order():
    """Thread t: x[4t+3], x[4t], the constant 1.5 (the same in every thread) and x[4t+2] as a 2x2 vector,
    stored flat: its elements in the operands' order."""
    text = kernel(FROM_ELEMENTS, n=512)
    x = np.arange(512, dtype=np.float32) * np.float32(0.5) - 7
    out = run(parse_module(text, "from_elements.mlir", make_context()), {"in0": x}).outputs["out0"]
    v = x.reshape(128, 4)
    assert np.array_equal(out.reshape(128, 4), np.stack((v[:, 3], v[:, 0], np.full(128, 1.5, np.float32), v[:, 2]), -1))
