"""mgpu-run's buffers as the GPU has them: an output aliased to an input (--alias, XLA's
input_output_aliases / in-out buffers), and integer inputs and expected outputs of either signedness
(the IR's integers are signless: i32 is int32 to mgpu, uint32 to a user's jax kernel)."""

from __future__ import annotations

import numpy as np
import pytest

from mgpu.tools import mgpu_run
from tests.support.kernel_text import kernel
from tests.support.fuzzing import CORPUS, call

ADD_ONE = CORPUS / "pallas_add_one.wg.payload.mlir"
ATOMIC = CORPUS / "pallas_async_store_smem_atomic.wg.payload.mlir"
WGMMA = CORPUS / "pallas_wgmma.wg.payload.mlir"
DATA = CORPUS / "data"


def test_alias_makes_the_output_the_input_s_buffer(tmp_path):
    """out0 = in0 + 1 run in place: the kernel reads in0 and writes out0 through one buffer."""
    x = np.load(DATA / "pallas_add_one.in0.npy")
    status, log = call(mgpu_run.main, [ADD_ONE, "--input", f"in0={DATA / 'pallas_add_one.in0.npy'}",
                                       "--alias", "out0=in0", "--expect", f"out0={DATA / 'pallas_add_one.out0.npy'}",
                                       "--output-dir", tmp_path])
    assert status == 0, log
    assert "match (bit-exact)" in log
    assert np.array_equal(np.load(tmp_path / "out0.npy"), x + np.float32(1))
    assert np.array_equal(np.load(DATA / "pallas_add_one.in0.npy"), x)  # the user's file is not written


def test_alias_the_kernel_never_names_is_still_an_output(tmp_path):
    """An in-out buffer (as_gpu_kernel's inout_shape): the IR names only the input's buffer; out0 is it."""
    x = np.load(DATA / "pallas_add_one.in0.npy")
    np.save(tmp_path / "x.npy", x)
    status, log = call(mgpu_run.main, [ADD_ONE, "--input", f"in0={tmp_path / 'x.npy'}", "--outputs", "2",
                                       "--alias", "out1=in0", "--output-dir", tmp_path])
    assert status == 0, log
    assert np.array_equal(np.load(tmp_path / "out1.npy"), x)  # the kernel only read in0
    assert np.array_equal(np.load(tmp_path / "out0.npy"), x + np.float32(1))


def test_alias_of_an_input_the_kernel_never_names_has_the_input_s_type(tmp_path):
    """jax's semaphore test_lowering: the semaphore array (in1, XLA's zero-filled scratch aliased to
    out1) is a buffer the kernel never casts, so only the given input says its type (was an
    internal error: the output had no type)."""
    text = kernel("", n=4, elem=["f32", "i32", "f32"], nbuffers=3)
    (tmp_path / "k.mlir").write_text(text.replace("{mosaic_gpu.from_kernel_arg_idx = 1 : i32}", ""))
    sems = np.array([0, 3, -1, 7], np.int32)
    np.save(tmp_path / "x.npy", np.ones(4, np.float32))
    np.save(tmp_path / "s.npy", sems)
    status, log = call(mgpu_run.main, [tmp_path / "k.mlir", "--input", f"in0={tmp_path / 'x.npy'}",
                                       "--input", f"in1={tmp_path / 's.npy'}", "--outputs", "2",
                                       "--alias", "out1=in1", "--output-dir", tmp_path])
    assert status == 0, log
    out1 = np.load(tmp_path / "out1.npy")
    assert out1.dtype == np.int32 and np.array_equal(out1, sems)


@pytest.mark.parametrize("index", ["2147483647", "4095", "-1"])
def test_a_buffer_index_no_kernel_can_have_is_refused_where_it_is_written(tmp_path, index):
    """Fuzz case (replay grammar seed 1005, case 31): from_kernel_arg_idx = 2^31 - 1 made a list of 2^31
    buffer slots, and the process was killed for its memory. A kernel's parameters hold at most 4,095
    buffer pointers: a larger (or negative) index is refused, located at the cast that carries it."""
    text = ADD_ONE.read_text()
    assert text.count("mosaic_gpu.from_kernel_arg_idx = 0 : i32") == 1
    (tmp_path / "k.mlir").write_text(text.replace("from_kernel_arg_idx = 0 : i32", f"from_kernel_arg_idx = {index} : i32"))
    status, log = call(mgpu_run.main, [tmp_path / "k.mlir", "--random-inputs", "0"])
    assert status == 1, log
    assert f"k.mlir:32:5: error: 'builtin.unrealized_conversion_cast' op mosaic_gpu.from_kernel_arg_idx = {index} " \
           "is not a buffer index" in log and "at most 4095 buffer pointers" in log, log


@pytest.mark.parametrize("alias, message", [
    ("out0=x1", "--alias expects OUT=IN (e.g. out1=in1), got 'out0=x1'"),
    ("out3=in0", "out3 aliases in0, but the kernel has 1 output(s)"),
])
def test_bad_alias_is_a_usage_error_before_the_run(alias, message):
    status, log = call(mgpu_run.main, [ADD_ONE, "--random-inputs", "0", "--alias", alias])
    assert status == 1 and message in log and "instructions:" not in log, log


def test_alias_of_another_shape_is_refused(tmp_path):
    status, log = call(mgpu_run.main, [WGMMA, "--random-inputs", "0", "--alias", "out0=in0"])
    assert status == 1, log
    assert "cannot be in0's buffer" in log and "an alias has the shape and dtype of its input" in log, log


def test_unsigned_integers_are_the_same_bits(tmp_path):
    """uint32 input and expected output for a kernel whose IR says i32 (int32 to mgpu)."""
    x = np.load(DATA / "pallas_async_store_smem_atomic.in0.npy")
    expected = np.load(DATA / "pallas_async_store_smem_atomic.out0.npy")
    assert x.dtype == expected.dtype == np.int32
    np.save(tmp_path / "x.npy", x.view(np.uint32))
    np.save(tmp_path / "y.npy", expected.view(np.uint32))
    status, log = call(mgpu_run.main, [ATOMIC, "--input", f"in0={tmp_path / 'x.npy'}",
                                       "--expect", f"out0={tmp_path / 'y.npy'}", "--output-dir", tmp_path / "out"])
    assert status == 0, log
    assert "out0: uint32[64, 128]  match (bit-exact)" in log, log
    got = np.load(tmp_path / "out" / "out0.npy")
    assert got.dtype == np.uint32 and np.array_equal(got, expected.view(np.uint32))


def test_integers_of_another_width_are_refused(tmp_path):
    x = np.load(DATA / "pallas_async_store_smem_atomic.in0.npy")
    np.save(tmp_path / "x.npy", x.astype(np.uint16))
    status, log = call(mgpu_run.main, [ATOMIC, "--input", f"in0={tmp_path / 'x.npy'}"])
    assert status == 1 and "input in0 has dtype uint16" in log and "expects int32" in log, log


def test_float8_e5m2_files_numpy_cannot_read_back_are_raw_elements(tmp_path):
    """np.save writes a float8_e5m2 array with descr '<f1', which np.load refuses (jax-suite
    wgmma_registers_8bit_e5m2's inputs); mgpu-run reads it as raw bytes of the kernel's f8E5M2."""
    import ml_dtypes

    from mgpu import npy

    x = np.linspace(-3, 3, 4).astype(ml_dtypes.float8_e5m2)
    np.save(tmp_path / "x.npy", x)
    with pytest.raises(ValueError, match="descr"):
        np.load(tmp_path / "x.npy")
    copy = '''
      %tid = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %c4 = "arith.constant"() <{value = 4 : index}> : () -> index
      %in = "arith.cmpi"(%tid, %c4) <{predicate = 2 : i64}> : (index, index) -> i1
      "scf.if"(%in) ({
        %v = "memref.load"(%m0, %tid) : (memref<4xf8E5M2>, index) -> f8E5M2
        "memref.store"(%v, %m1, %tid) : (f8E5M2, memref<4xf8E5M2>, index) -> ()
        "scf.yield"() : () -> ()
      }, {
      }) : (i1) -> ()
'''
    (tmp_path / "k.mlir").write_text(kernel(copy, n=4, elem="f8E5M2"))
    status, log = call(mgpu_run.main, [tmp_path / "k.mlir", "--input", f"in0={tmp_path / 'x.npy'}",
                                       "--expect", f"out0={tmp_path / 'x.npy'}", "--output-dir", tmp_path / "out"])
    assert status == 0, log
    assert "match (bit-exact)" in log, log
    got = npy.load(tmp_path / "out" / "out0.npy")
    assert np.array_equal(got.view(np.uint8), x.view(np.uint8))


def test_a_view_jax_0_12_1_marks_with_the_buffers_index_does_not_give_its_shape(tmp_path):
    """jax 0.12.1 also marks views of a kernel argument with its index (the i8 view of a sub-byte ref a TMA copy
    reads: launch_context.py:459 at 0.12.1), after the argument's own cast: the buffer's shape is the cast's (was
    "input in0 has shape (64, 256) (int8), but the kernel expects shape (8, 1, 8, 128) (int8)")."""
    text = ADD_ONE.read_text()
    cast = "{mosaic_gpu.from_kernel_arg_idx = 0 : i32, mosaic_gpu.original_kernel_arg}\n"
    assert text.count(cast) == 1
    view = ("    %view_of_in0 = builtin.unrealized_conversion_cast %14 : memref<128x128xf32> to memref<64x256xf32> "
            "{mosaic_gpu.from_kernel_arg_idx = 0 : i32}\n")
    (tmp_path / "k.mlir").write_text(text.replace(cast, cast + view))
    status, log = call(mgpu_run.main, [tmp_path / "k.mlir", "--input", f"in0={DATA / 'pallas_add_one.in0.npy'}",
                                       "--expect", f"out0={DATA / 'pallas_add_one.out0.npy'}"])
    assert status == 0, log
    assert "match (bit-exact)" in log
