"""The mgpu-run command line: reports, outputs, and clear errors (exit 1, never a traceback)."""

from __future__ import annotations

from pathlib import Path

import ml_dtypes
import numpy as np
import pytest

from mgpu.tools.mgpu_run import main

from .kernel_text import kernel

CORPUS = Path(__file__).resolve().parent.parent / "corpus"
ADD_ONE = str(CORPUS / "pallas_add_one.lane.payload.generic.mlir")
X = str(CORPUS / "data" / "pallas_add_one.in0.npy")
Y = str(CORPUS / "data" / "pallas_add_one.out0.npy")


def _cli(capsys, *args):
    rc = main([str(a) for a in args])
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return rc, out, err


def test_run_match_and_write_output(tmp_path, capsys):
    rc, out, err = _cli(capsys, ADD_ONE, "--input", f"in0={X}", "--expect", f"out0={Y}", "--output-dir", tmp_path)
    assert rc == 0, err
    assert "out0: float32[128, 128]  match (bit-exact)" in out
    assert "instructions:" in out and "mbarrier phases completed: 1" in out and "bytes moved" in out
    assert np.array_equal(np.load(tmp_path / "out0.npy"), np.load(Y))
    assert [p.name for p in tmp_path.iterdir()] == ["out0.npy"]  # no temporary files left


def test_mismatch_reports_first_index_and_values(tmp_path, capsys):
    y = np.load(Y).copy()
    y[3, 5] = 42.0
    np.save(tmp_path / "y.npy", y)
    rc, out, _ = _cli(capsys, ADD_ONE, "--input", f"in0={X}", "--expect", f"out0={tmp_path / 'y.npy'}")
    assert rc == 1
    assert "MISMATCH" in out and "first at index (3, 5)" in out and "expected np.float32(42.0)" in out


def test_tolerance(tmp_path, capsys):
    y = np.load(Y) + np.float32(1e-6)
    np.save(tmp_path / "y.npy", y)
    rc, _, _ = _cli(capsys, ADD_ONE, "--input", f"in0={X}", "--expect", f"out0={tmp_path / 'y.npy'}", "--atol", "1e-5")
    assert rc == 0


@pytest.mark.parametrize("args, needle", [
    (["--input", "in0=/nonexistent/x.npy"], "file not found"),
    (["--input", "in0"], "NAME=FILE.npy"),
    (["--input", f"in1={X}"], "in0, in1"),
    (["--expect", "out7=" + Y, "--input", f"in0={X}"], "outputs of this run are out0"),
])
def test_bad_arguments(capsys, args, needle):
    rc, out, err = _cli(capsys, ADD_ONE, *args)
    assert rc == 1 and needle in err


def test_wrong_shape_and_dtype(tmp_path, capsys):
    np.save(tmp_path / "a.npy", np.zeros((64, 128), np.float32))
    np.save(tmp_path / "b.npy", np.zeros((128, 128), np.float16))
    rc, _, err = _cli(capsys, ADD_ONE, "--input", f"in0={tmp_path / 'a.npy'}")
    assert rc == 1 and "shape (64, 128)" in err and "(128, 128)" in err
    rc, _, err = _cli(capsys, ADD_ONE, "--input", f"in0={tmp_path / 'b.npy'}")
    assert rc == 1 and "dtype float16" in err and "float32" in err


def test_not_a_npy_file(tmp_path, capsys):
    (tmp_path / "x.npy").write_text("hello")
    rc, _, err = _cli(capsys, ADD_ONE, "--input", f"in0={tmp_path / 'x.npy'}")
    assert rc == 1 and "cannot read" in err


def _bf16_kernel(tmp_path):
    body = '''      %tid = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %v = "memref.load"(%m0, %tid) : (memref<128xbf16>, index) -> bf16
      %w = "arith.addf"(%v, %v) : (bf16, bf16) -> bf16
      "memref.store"(%w, %m1, %tid) : (bf16, memref<128xbf16>, index) -> ()
'''
    f = tmp_path / "k.mlir"
    f.write_text(kernel(body, elem="bf16"))
    return f


def test_bf16_inputs(tmp_path, capsys):
    f = _bf16_kernel(tmp_path)
    x = (np.arange(128) / 7).astype(ml_dtypes.bfloat16)
    np.save(tmp_path / "x.npy", x)  # stored with a void ('|V2') descr: read back as bfloat16
    np.save(tmp_path / "y.npy", x + x)
    np.save(tmp_path / "raw.npy", x.view(np.uint16))
    rc, out, err = _cli(capsys, f, "--input", f"in0={tmp_path / 'x.npy'}", "--expect", f"out0={tmp_path / 'y.npy'}")
    assert rc == 0, err
    assert "bfloat16[128]" in out and "match" in out
    rc, _, err = _cli(capsys, f, "--input", f"in0={tmp_path / 'raw.npy'}")
    assert rc == 1 and "uint16" in err and "bfloat16" in err


def test_random_inputs(capsys):
    rc, out, err = _cli(capsys, ADD_ONE, "--random-inputs", "0")
    assert rc == 0, err
    assert "in0: float32[128, 128]" in out


def test_runtime_errors_are_located(tmp_path, capsys):
    body = '''      %smem = "gpu.dynamic_shared_memory"() : () -> memref<?xi8, #gpu.address_space<workgroup>>
      %c0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
      %bar = "llvm.inttoptr"(%c0) : (i64) -> !llvm.ptr<3>
      %par = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %ticks = "arith.constant"() <{value = 1000 : i32}> : () -> i32
      "nvvm.mbarrier.try_wait.parity"(%bar, %par, %ticks) : (!llvm.ptr<3>, i32, i32) -> ()
'''
    f = tmp_path / "k.mlir"
    f.write_text(kernel(body))
    np.save(tmp_path / "x.npy", np.zeros(128, np.float32))
    rc, out, err = _cli(capsys, f, "--input", f"in0={tmp_path / 'x.npy'}", "--output-dir", tmp_path / "o")
    assert rc == 1
    assert f"{f}:" in err and "no initialised mbarrier" in err
    assert not (tmp_path / "o").exists()


def test_max_steps(capsys):
    rc, _, err = _cli(capsys, ADD_ONE, "--input", f"in0={X}", "--max-steps", "50")
    assert rc == 1 and "exceeded 50 steps" in err
