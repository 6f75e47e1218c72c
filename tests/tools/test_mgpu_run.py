"""The mgpu-run command line: reports, outputs, and clear errors (exit 1, never a traceback)."""

from __future__ import annotations

from pathlib import Path

import ml_dtypes
import numpy as np
import pytest

from mgpu.tools.mgpu_run import main

from tests.support.kernel_text import kernel

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
    assert "MISMATCH" in out and "first at index (3, 5)" in out and "expected 42.0;" in out
    assert "np.float32" not in out  # numbers, not numpy reprs
    got = np.load(Y)[3, 5]
    assert f"max abs error {abs(42.0 - got):.3g}, max rel error {abs(42.0 - got) / 42.0:.3g}" in out


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


# ------------------------------------------------------------------ bounded execution
def _spin_kernel(tmp_path):
    """Two warpgroups; the first spins in a loop of 10^12 iterations."""
    body = '''      %lo = "arith.constant"() <{value = 0 : index}> : () -> index
      %hi = "arith.constant"() <{value = 1000000000000 : index}> : () -> index
      %st = "arith.constant"() <{value = 1 : index}> : () -> index
      "scf.for"(%lo, %hi, %st) ({
      ^bb1(%iv: index):
        %t = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
'''
    f = tmp_path / "spin.mlir"
    f.write_text(kernel(body, threads=256))
    np.save(tmp_path / "x.npy", np.zeros(128, np.float32))
    return f, next(i for i, l in enumerate(f.read_text().splitlines(), 1) if '"scf.for"' in l)


def test_timeout_names_where_each_warpgroup_was(tmp_path, capsys):
    f, line = _spin_kernel(tmp_path)
    rc, out, err = _cli(capsys, f, "--input", f"in0={tmp_path / 'x.npy'}", "--timeout", "0.5",
                        "--output-dir", tmp_path / "o")
    assert rc == 1
    assert err.startswith(f"{f}:{line}:7: error: 'scf.for' op the run exceeded the time limit of 0.5 s"), err
    assert f"CTA (0, 0, 0) warpgroup 0 was running 'scf.for' at {f}:{line}:7" in err
    assert "CTA (0, 0, 0) warpgroup 1 has not started" in err
    assert not (tmp_path / "o").exists()


def test_max_steps_names_where_each_warpgroup_was(tmp_path, capsys):
    f, line = _spin_kernel(tmp_path)
    rc, out, err = _cli(capsys, f, "--input", f"in0={tmp_path / 'x.npy'}", "--max-steps", "1000")
    assert rc == 1 and "exceeded 1000 steps" in err
    assert f"warpgroup 0 was running 'scf.for' at {f}:{line}:7" in err


def test_timeout_names_a_blocked_warpgroup_and_its_wait(tmp_path, capsys):
    """Warpgroup 0 waits at a CTA barrier that warpgroup 1, spinning, never reaches."""
    body = '''      %t = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %c128 = "arith.constant"() <{value = 128 : index}> : () -> index
      %first = "arith.cmpi"(%t, %c128) <{predicate = 6 : i64}> : (index, index) -> i1
      "scf.if"(%first) ({
        "gpu.barrier"() : () -> ()
        "scf.yield"() : () -> ()
      }, {
        %lo = "arith.constant"() <{value = 0 : index}> : () -> index
        %hi = "arith.constant"() <{value = 1000000000000 : index}> : () -> index
        %st = "arith.constant"() <{value = 1 : index}> : () -> index
        "scf.for"(%lo, %hi, %st) ({
        ^bb1(%iv: index):
          "scf.yield"() : () -> ()
        }) : (index, index, index) -> ()
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
'''
    f = tmp_path / "blocked.mlir"
    f.write_text(kernel(body, threads=256))
    np.save(tmp_path / "x.npy", np.zeros(128, np.float32))
    lines = f.read_text().splitlines()
    barrier = next(i for i, l in enumerate(lines, 1) if '"gpu.barrier"' in l)
    loop = next(i for i, l in enumerate(lines, 1) if '"scf.for"' in l)
    rc, _, err = _cli(capsys, f, "--input", f"in0={tmp_path / 'x.npy'}", "--timeout", "0.5")
    assert rc == 1 and "the run exceeded the time limit of 0.5 s" in err, err
    assert f"CTA (0, 0, 0) warpgroup 0 is blocked in 'gpu.barrier' at {f}:{barrier}:9: " in err, err
    assert f"CTA (0, 0, 0) warpgroup 1 was running 'scf.for' at {f}:{loop}:9" in err, err


def test_timeout_in_the_python_api(tmp_path):
    from mgpu.dialect.context import make_context, parse_module
    from mgpu.emulator.run import TimeLimitExceeded, run

    f, _ = _spin_kernel(tmp_path)
    module = parse_module(f.read_text(), str(f), make_context(allow_unregistered=True))
    with pytest.raises(TimeLimitExceeded, match="time limit of 0.2 s"):
        run(module, {"in0": np.zeros(128, np.float32)}, timeout_s=0.2)


def test_max_memory_refuses_before_allocating(tmp_path, capsys):
    body = '''      %tid = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
'''
    f = tmp_path / "big.mlir"
    f.write_text(kernel(body, n=1 << 31))  # two buffers of 8 GiB
    rc, _, err = _cli(capsys, f, "--random-inputs", "0")
    assert rc == 1
    assert "the kernel needs 16.0 GiB (GMEM buffers 17,179,869,200 + SMEM 1,024 bytes for a cluster of 1 CTA), " \
           "more than --max-memory 4.0 GiB; nothing was run" in err
    rc, _, err = _cli(capsys, ADD_ONE, "--input", f"in0={X}", "--max-memory", "100k")
    assert rc == 1 and "GMEM buffers 131,088 + SMEM 131,080 bytes for a cluster of 1 CTA" in err
    assert "more than --max-memory 100.0 KiB" in err
    rc, _, _ = _cli(capsys, ADD_ONE, "--input", f"in0={X}", "--max-memory", "1M")
    assert rc == 0


@pytest.mark.parametrize("args, needle", [
    (["--max-memory", "lots"], "--max-memory: not a size: 'lots'"),
    (["--max-memory=-1G"], "not a positive size"),
    (["--timeout", "0"], "--timeout must be a positive number"),
    (["--timeout", "nan"], "--timeout must be a positive number"),
    (["--bench", "0"], "--bench must be positive"),
    (["--outputs", "0"], "--outputs must be positive"),
    (["--outputs", "3"], "it cannot have 3 outputs"),
    (["--outputs", "2"], "unexpected input in0: this kernel takes 0 input(s) and 2 output(s)"),
    (["--max-steps", "many"], "invalid int value"),
    (["--max-steps", "0"], "mgpu-run: error: --max-steps must be positive"),
    (["--max-steps", "-5"], "mgpu-run: error: --max-steps must be positive"),
    (["--random-inputs", "-1"], "mgpu-run: error: --random-inputs expects a non-negative seed"),
])
def test_bad_limits(capsys, args, needle):
    rc, out, err = _cli(capsys, ADD_ONE, "--input", f"in0={X}", *args)
    assert rc == 1 and needle in err, err


def test_too_many_threads_per_cta(tmp_path, capsys):
    f = tmp_path / "k.mlir"
    f.write_text(kernel("", threads=2048))
    np.save(tmp_path / "x.npy", np.zeros(128, np.float32))
    rc, _, err = _cli(capsys, f, "--input", f"in0={tmp_path / 'x.npy'}")
    line = next(i for i, l in enumerate(f.read_text().splitlines(), 1) if '"gpu.launch"' in l)
    assert rc == 1 and f"{f}:{line}:" in err and "a CTA of 2048 threads (2048, 1, 1): at most 1024" in err


# ------------------------------------------------------------------ inputs against the signature
BLOCKED = str(CORPUS / "pallas_blocked_grid.wg.payload.generic.mlir")
BX = str(CORPUS / "data" / "pallas_blocked_grid.in0.npy")


def test_missing_and_extra_inputs(capsys):
    rc, out, err = _cli(capsys, BLOCKED, "--input", f"in0={BX}")
    assert rc == 1 and "missing input in1: this kernel takes 2 input(s) and 1 output(s) (in0: float16[256, 256], " \
                       "in1: float16[256, 256], out0: float16[256, 256])" in err
    assert "instructions" not in out  # nothing ran
    rc, out, err = _cli(capsys, ADD_ONE, "--input", f"in0={X}", "--input", f"in1={X}")
    assert rc == 1 and "unexpected input in1: this kernel takes 1 input(s) and 1 output(s) " \
                       "(in0: float32[128, 128], out0: float32[128, 128])" in err


def test_input_messages_name_both_shapes_and_dtypes(tmp_path, capsys):
    np.save(tmp_path / "a.npy", np.zeros((64, 128), np.float16))
    rc, _, err = _cli(capsys, ADD_ONE, "--input", f"in0={tmp_path / 'a.npy'}")
    assert rc == 1 and "input in0 has dtype float16 (shape (64, 128)), but the kernel expects float32 " \
                       "(shape (128, 128))" in err
    np.save(tmp_path / "b.npy", np.zeros((128,), np.float32))
    rc, _, err = _cli(capsys, ADD_ONE, "--input", f"in0={tmp_path / 'b.npy'}")
    assert rc == 1 and "input in0 has shape (128,) (float32), but the kernel expects shape (128, 128) (float32)" in err


@pytest.mark.parametrize("content", [b"", b"\x93NUMPY\x01\x00", b"PK\x03\x04 a zip file", None])
def test_unreadable_inputs(tmp_path, capsys, content):
    p = tmp_path / "x.npy"
    if content is None:
        p.mkdir()  # a directory, not a file
    else:
        p.write_bytes(content)
    rc, out, err = _cli(capsys, ADD_ONE, "--input", f"in0={p}")
    assert rc == 1 and f"--input in0: cannot read {p} as a .npy array" in err and out == ""


def test_object_array_is_refused(tmp_path, capsys):
    np.save(tmp_path / "o.npy", np.array([{"a": 1}], dtype=object), allow_pickle=True)
    rc, _, err = _cli(capsys, ADD_ONE, "--input", f"in0={tmp_path / 'o.npy'}")
    assert rc == 1 and "--input in0: cannot read" in err


# ------------------------------------------------------------------ outputs, --help, --bench
def test_outputs_are_written_on_an_expect_mismatch(tmp_path, capsys):
    y = np.load(Y).copy()
    y[0, 0] = 7.0
    np.save(tmp_path / "y.npy", y)
    rc, out, _ = _cli(capsys, ADD_ONE, "--input", f"in0={X}", "--expect", f"out0={tmp_path / 'y.npy'}",
                      "--output-dir", tmp_path / "o")
    assert rc == 1 and "MISMATCH" in out
    assert np.array_equal(np.load(tmp_path / "o" / "out0.npy"), np.load(Y))
    assert sorted(p.name for p in (tmp_path / "o").iterdir()) == ["out0.npy"]


def test_help_states_the_output_policy(capsys):
    assert main(["--help"]) == 0
    out = capsys.readouterr().out
    assert "also when an --expect comparison fails" in " ".join(out.split())
    assert "--timeout" in out and "--max-memory" in out and "--bench" in out


def test_bench_prints_the_steady_state_time(capsys):
    import re

    rc, out, err = _cli(capsys, ADD_ONE, "--input", f"in0={X}", "--bench", "3")
    assert rc == 0, err
    assert re.search(r"^steady-state: \d+\.\d+ ms$", out, re.M), out
    assert "median of 3 runs" in out


def test_expect_is_bit_exact_without_tolerances():
    from mgpu.emulator.compare import compare

    zeros, negative_zeros = np.zeros(4, np.float32), np.full(4, -0.0, np.float32)
    assert compare(zeros, negative_zeros, 0, 0).startswith("4 of 4 elements differ")
    assert compare(zeros, negative_zeros, 1e-6, 0) is None


def test_nan_equal_takes_any_nan_for_any_nan_and_the_rest_bit_for_bit():
    from mgpu.emulator.compare import compare

    quiet = np.array([np.nan, 1.0, -0.0], np.float32)
    other = quiet.copy()
    other.view(np.uint32)[0] = 0xFFC00123  # another NaN: sign and payload differ
    assert compare(quiet, other, 0, 0).startswith("1 of 3 elements differ; first at index (0,)")
    assert compare(quiet, other, 0, 0, nan_equal=True) is None
    zero = np.array([np.nan, 1.0, 0.0], np.float32)
    assert compare(quiet, zero, 0, 0, nan_equal=True).startswith("1 of 3 elements differ; first at index (2,)")
    assert compare(quiet, np.array([1.0, 1.0, -0.0], np.float32), 0, 0, nan_equal=True) is not None
    bf16 = quiet.astype("bfloat16")
    assert compare(bf16, other.astype("bfloat16"), 0, 0, nan_equal=True) is None


def test_nan_equal_option_matches_an_output_with_other_nans(tmp_path, capsys):
    x = np.load(X).copy()
    x[0, :3] = np.nan  # the kernel adds one: NaN stays NaN
    y = np.load(Y).copy()
    y[0, :3] = np.nan
    y.view(np.uint32)[0, :3] |= 0x80000123  # other sign and payload than the kernel's
    np.save(tmp_path / "x.npy", x)
    np.save(tmp_path / "y.npy", y)
    args = ["--input", f"in0={tmp_path / 'x.npy'}", "--expect", f"out0={tmp_path / 'y.npy'}"]
    rc, out, _ = _cli(capsys, ADD_ONE, *args)
    assert rc == 1 and "MISMATCH" in out and "3 of 16384 elements differ" in out
    rc, out, err = _cli(capsys, ADD_ONE, *args, "--nan-equal")
    assert rc == 0, err
    assert "match (bit-exact, NaNs equal)" in out


CORPUS_DIR = Path(__file__).resolve().parent.parent / "corpus"


def _corpus_args(kernel: str) -> list[str]:
    data = CORPUS_DIR / "data"
    return [f"--input=in0={data / f'{kernel}.in0.npy'}", f"--expect=out0={data / f'{kernel}.out0.npy'}"]


def test_pipeline_replaces_the_default_lowering(capsys):
    module = CORPUS_DIR / "pallas_add_one.wg.wg_dialect.mlir"
    assert main([str(module), "--pipeline", "mgpu-lower{semantics=lane}", *_corpus_args("pallas_add_one")]) == 0
    assert "match (bit-exact)" in capsys.readouterr().out


def test_bad_pipeline_is_a_usage_error(capsys):
    module = CORPUS_DIR / "pallas_add_one.wg.wg_dialect.mlir"
    assert main([str(module), "--pipeline", "no-such-pass", *_corpus_args("pallas_add_one")]) == 1
    assert "mgpu-run: error: invalid pass pipeline 'no-such-pass'" in capsys.readouterr().err


def test_lowering_diagnostic_is_located_at_its_op(capsys):
    # Lane semantics: a tiled load gives the WGMMA layout, which TMEM cannot take without a cast.
    module = CORPUS_DIR / "pallas_tmem_roundtrip.wg.wg_dialect.mlir"
    assert main([str(module), "--semantics", "lane", *_corpus_args("pallas_tmem_roundtrip")]) == 1
    err = capsys.readouterr().err
    assert "pallas_tmem_roundtrip.wg.wg_dialect.mlir:94:7: error: 'mosaic_gpu.async_store_tmem' op" in err


# ------------------------------------------------------------------ checked up front, located, explained
def test_max_steps_1_is_located_at_the_host_function(capsys):
    rc, out, err = _cli(capsys, ADD_ONE, "--input", f"in0={X}", "--max-steps", "1")
    line = next(i for i, l in enumerate(Path(ADD_ONE).read_text().splitlines(), 1) if '"body_mosaic_gpu"' in l)
    assert rc == 1 and err.startswith(f"{ADD_ONE}:{line}:3: error: 'func.func' op the run exceeded 1 steps "), err
    assert out == ""


@pytest.mark.parametrize("array, problem", [
    (np.zeros((64, 128), np.float32), "shape (128, 128) differs from the expected (64, 128)"),
    (np.zeros((128, 128), np.float16), "dtype float32 differs from the expected float16"),
])
def test_expect_is_checked_before_the_run(tmp_path, capsys, array, problem):
    np.save(tmp_path / "y.npy", array)
    rc, out, err = _cli(capsys, ADD_ONE, "--input", f"in0={X}", "--expect", f"out0={tmp_path / 'y.npy'}")
    assert rc == 1 and f"mgpu-run: error: --expect out0: {problem} (the kernel's out0 is float32[128, 128]" in err
    assert "nothing was run" in err and out == ""


def test_no_verify_on_an_invalid_module_reports_the_verifier(tmp_path, capsys):
    # an async_store_tmem into an SMEM ref: unverified, the lowering would fail on it internally
    text = (CORPUS / "pallas_tmem_roundtrip.wg.wg_dialect.mlir").read_text()
    store = '"mosaic_gpu.async_store_tmem"(%60, %50) : (vector<128x128xf32>, memref<128x128xf32, #mosaic_gpu.tmem>)'
    assert store in text
    f = tmp_path / "smem_store.mlir"
    f.write_text(text.replace(store, '"mosaic_gpu.async_store_tmem"(%60, %59) : '
                                     '(vector<128x128xf32>, memref<128x128xf32, #gpu.address_space<workgroup>>)'))
    verified = _cli(capsys, f, "--random-inputs", "0")
    unverified = _cli(capsys, f, "--random-inputs", "0", "--no-verify")
    assert verified == unverified
    rc, _, err = unverified
    assert rc == 1 and "'mosaic_gpu.async_store_tmem' op Async store only supports TMEM refs" in err
    assert "internal error" not in err


def test_what_the_kernel_prints_comes_first_on_stdout(tmp_path, capsys):
    body = '''
      %tid = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %c2 = "arith.constant"() <{value = 2 : index}> : () -> index
      %few = "arith.cmpi"(%tid, %c2) <{predicate = 6 : i64}> : (index, index) -> i1
      "scf.if"(%few) ({
        "gpu.printf"(%tid) <{format = "thread %llu\\n"}> : (index) -> ()
        "scf.yield"() : () -> ()
      }, {
      }) : (i1) -> ()'''
    (tmp_path / "k.mlir").write_text(kernel(body))
    rc, out, err = _cli(capsys, tmp_path / "k.mlir", "--random-inputs", "0")
    assert rc == 0, err
    assert out.startswith(f"thread 0\nthread 1\nmgpu-run: {tmp_path / 'k.mlir'}\n")


def _no_buffer_kernel(tmp_path) -> Path:
    """A kernel whose IR names no buffer (jax's Warpgroup payload of a kernel that never writes its only output)."""
    path = tmp_path / "k.mlir"
    path.write_text(kernel('      %c = "arith.constant"() <{value = 1 : i32}> : () -> i32', nbuffers=0))
    return path


def test_a_kernel_naming_no_buffer_runs_with_no_inputs_and_no_outputs(tmp_path, capsys):
    rc, out, err = _cli(capsys, _no_buffer_kernel(tmp_path))
    assert rc == 0, err
    assert "instructions:" in out and "out0" not in out


def test_a_kernel_naming_no_buffer_has_no_output_to_expect(tmp_path, capsys):
    rc, _, err = _cli(capsys, _no_buffer_kernel(tmp_path), "--expect", f"out0={Y}")
    assert rc == 1 and "--expect out0: the outputs of this run are none" in err


def test_outputs_asked_of_a_kernel_naming_no_buffer_are_unused_buffers(tmp_path, capsys):
    rc, _, err = _cli(capsys, _no_buffer_kernel(tmp_path), "--outputs", "1")
    assert rc == 1 and "output buffer 0 is never used by the kernel; cannot infer its type" in err
