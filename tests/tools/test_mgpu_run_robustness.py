"""mgpu-run never ends in a traceback, an internal error or a hang, whatever the module or the inputs.

Mutated corpus payloads (tests/support/mutations.py) and random .npy inputs of wrong shapes, dtypes
and contents: every case exits with status 0 or 1 within a bounded time (--timeout / --max-steps,
and an alarm as the last resort), and a status 1 comes with an ``error:`` message.
"""

from __future__ import annotations

import random
import signal
import time

import numpy as np
import pytest

from mgpu.tools import mgpu_run
from tests.support.fuzzing import CORPUS, call, corpus_inputs, problem, random_npy_file
from tests.support.mutations import mutate

# the smallest payloads (parsing dominates the time of a case); together they reach TMA, mbarriers,
# named barriers, multi-CTA grids, elect/shfl and bulk stores
SEEDS = [
    "pallas_barrier_arrive_wait.wg.payload.generic.mlir",
    "pallas_blocked_grid.wg.payload.generic.mlir",
    "pallas_add_one.wg.payload.generic.mlir",
]
CASES_PER_SEED = 70
LIMITS = ["--timeout", "5", "--max-steps", "200000", "--max-memory", "256M"]


@pytest.mark.parametrize("seed_file", SEEDS)
@pytest.mark.tier
def test_mutated_payloads_end_with_a_status_not_a_crash(tmp_path, seed_file):
    text = (CORPUS / seed_file).read_text()
    kernel = seed_file.split(".")[0]
    rng = random.Random(seed_file)
    path = tmp_path / "input.mlir"
    crashes, statuses = [], {0: 0, 1: 0}
    for case in range(CASES_PER_SEED):
        path.write_text(mutate(text, rng))
        status, output = call(mgpu_run.main, [path, *corpus_inputs(kernel), "--output-dir", tmp_path / "out", *LIMITS])
        found = problem(status, output)
        if found:
            crashes.append((case, found))
        else:
            statuses[status] += 1
    assert not crashes, crashes[:10]
    assert statuses[1] > 0
    assert not list((tmp_path / "out").glob(".mgpu-*")) if (tmp_path / "out").exists() else True


# ------------------------------------------------------------------ random inputs
ADD_ONE = CORPUS / "pallas_add_one.wg.payload.generic.mlir"
BLOCKED = CORPUS / "pallas_blocked_grid.wg.payload.generic.mlir"


@pytest.mark.parametrize("module, n_inputs", [(ADD_ONE, 1), (BLOCKED, 2)])
@pytest.mark.tier
def test_random_inputs_are_refused_with_a_message(tmp_path, module, n_inputs):
    rng = random.Random(module.name)
    crashes = []
    for case in range(20):
        args = [module]
        for i in range(n_inputs + (1 if rng.random() < 0.1 else 0) - (1 if rng.random() < 0.1 else 0)):
            p = tmp_path / f"in{i}.npy"
            random_npy_file(rng, p)
            args += ["--input", f"in{i}={p}"]
        args += ["--output-dir", tmp_path / "out", *LIMITS]
        status, output = call(mgpu_run.main, args)
        found = problem(status, output)
        if found:
            crashes.append((case, found))
        elif status == 0:
            # only inputs of exactly the kernel's shapes and dtypes (up to byte order) may run
            for i in range(n_inputs):
                a = np.load(tmp_path / f"in{i}.npy")
                assert a.shape in ((128, 128), (256, 256)), (case, a.shape)
    assert not crashes, crashes[:10]


# ------------------------------------------------------------------ regressions found by fuzzing
def test_big_endian_input_of_the_right_dtype_runs(tmp_path):
    x = np.load(CORPUS / "data" / "pallas_add_one.in0.npy")
    np.save(tmp_path / "x.npy", x.astype(">f4"))
    status, output = call(mgpu_run.main, [ADD_ONE, "--input", f"in0={tmp_path / 'x.npy'}", "--expect",
                                       f"out0={CORPUS / 'data' / 'pallas_add_one.out0.npy'}"])
    assert status == 0 and "match (bit-exact)" in output, output


def test_scalar_and_string_inputs_name_both_types(tmp_path):
    np.save(tmp_path / "s.npy", np.float32(1.0))
    status, output = call(mgpu_run.main, [ADD_ONE, "--input", f"in0={tmp_path / 's.npy'}"])
    assert status == 1 and "input in0 has shape () (float32), but the kernel expects shape (128, 128)" in output
    np.save(tmp_path / "u.npy", np.array(["abc"]))
    status, output = call(mgpu_run.main, [ADD_ONE, "--input", f"in0={tmp_path / 'u.npy'}"])
    assert status == 1 and "input in0 has dtype str96 (shape (1,)), but the kernel expects float32" in output


def test_use_before_definition_is_located_not_an_internal_error(tmp_path):
    # a swapped pair of lines: the emulator would read a register that was never written
    lines = ADD_ONE.read_text().splitlines(keepends=True)
    i = next(k for k, ln in enumerate(lines) if '"gpu.thread_id"' in ln)
    j = next(k for k, ln in enumerate(lines) if k > i + 5 and '"arith.addi"' in ln and ln.startswith("      %"))
    lines[i], lines[j] = lines[j], lines[i]
    (tmp_path / "k.mlir").write_text("".join(lines))
    status, output = call(mgpu_run.main, [tmp_path / "k.mlir", *corpus_inputs("pallas_add_one")])
    assert status == 1 and f"k.mlir:{i + 1}:" in output
    assert "'arith.addi' op operand #" in output and "does not dominate this use" in output


def test_huge_host_alloca_is_refused_by_the_memory_limit(tmp_path):
    text = ADD_ONE.read_text()
    old = '%57 = "arith.constant"() <{value = 2 : i64}> : () -> i64'
    assert old in text
    (tmp_path / "k.mlir").write_text(text.replace(old, old.replace("2 : i64", "4294967296 : i64")))
    status, output = call(mgpu_run.main, [tmp_path / "k.mlir", *corpus_inputs("pallas_add_one")])
    assert status == 1 and "'llvm.alloca' op allocating 32.0 GiB" in output and "more than --max-memory 4.0 GiB" in output


@pytest.mark.parametrize("old, new, message", [
    ("position = array<i64: 3, 0>", "position = array<i64: 3, 1024>", "'llvm.insertvalue' op position out of bounds: 1024"),
    ("position = array<i64: 2>", "position = array<i64: 7>", "'llvm.insertvalue' op position out of bounds: 7"),
])
def test_insertvalue_out_of_bounds_is_a_verifier_error(tmp_path, old, new, message):
    lines = ADD_ONE.read_text().splitlines(keepends=True)
    i = next(k for k, ln in enumerate(lines) if '"llvm.insertvalue"' in ln and old in ln)
    lines[i] = lines[i].replace(old, new)
    (tmp_path / "k.mlir").write_text("".join(lines))
    status, output = call(mgpu_run.main, [tmp_path / "k.mlir", *corpus_inputs("pallas_add_one")])
    assert status == 1 and f"k.mlir:{i + 1}:5: error: {message}" in output, output


@pytest.mark.parametrize("old, new, message", [
    ("rawConstantIndices = array<i32: 1>", "rawConstantIndices = array<i32: -2147483648>",
     "'llvm.getelementptr' op expected as many dynamic indices as specified in 'rawConstantIndices'"),
    ('"arith.addi"(', '"builtin.unregistered"(', "'builtin.unregistered' is not supported by mgpu (not registered)"),
    ('"arith.shrui"(', '"builtin.unrealized_conversion_cast"(',
     "'builtin.unrealized_conversion_cast' op packs 2 values into one i32, which 'arith.cmpi' uses"),
])
def test_grammar_fuzz_finds_are_located_errors(tmp_path, old, new, message):
    """Well-formed edits the grammar fuzz mode found to end as internal errors: a dynamic-index
    marker with no index operand (the emulator read a missing operand), the name xDSL gives its
    unregistered-op class written as an op (an op without the name it stands for), and values packed
    by a cast into one value that an op other than a cast computes with."""
    lines = ADD_ONE.read_text().splitlines(keepends=True)
    i = next(k for k, ln in enumerate(lines) if old in ln)
    lines[i] = lines[i].replace(old, new)
    (tmp_path / "k.mlir").write_text("".join(lines))
    status, output = call(mgpu_run.main, [tmp_path / "k.mlir", *corpus_inputs("pallas_add_one")])
    assert status == 1 and f"k.mlir:{i + 1}:" in output and f"error: {message}" in output, output


def test_a_load_of_a_type_the_emulator_cannot_hold_is_located(tmp_path):
    """(An unused load's result type made a memref, found by the long fuzz run: an internal error.)"""
    lines = (CORPUS / "pallas_tcgen05_mma.lane.payload.generic.mlir").read_text().splitlines(keepends=True)
    i = next(k for k, ln in enumerate(lines) if ln.lstrip().startswith('%1743 = "llvm.load"'))
    lines[i] = lines[i].replace("-> vector<2xf16>", "-> memref<16x8x2x64xf16>")
    (tmp_path / "k.mlir").write_text("".join(lines))
    status, output = call(mgpu_run.main, [tmp_path / "k.mlir", *corpus_inputs("pallas_tcgen05_mma")])
    assert status == 1 and f"k.mlir:{i + 1}:7: error: 'llvm.load' op unsupported element type memref<16x8x2x64xf16>" \
        in output, output


def test_device_op_moved_to_host_code_is_located(tmp_path):
    lines = ADD_ONE.read_text().splitlines(keepends=True)
    i = next(k for k, ln in enumerate(lines) if '"gpu.thread_id"' in ln)
    j = next(k for k, ln in enumerate(lines) if '"gpu.launch"' in ln)
    moved = lines.pop(i)
    lines.insert(j, moved)
    (tmp_path / "k.mlir").write_text("".join(lines))
    status, output = call(mgpu_run.main, [tmp_path / "k.mlir", *corpus_inputs("pallas_add_one")])
    assert status == 1, output
    assert f"k.mlir:{j + 1}:" in output and "'gpu.thread_id' op can only execute inside a gpu.launch body" in output


# ------------------------------------------------------------------ --timeout bounds parsing too
def _big_module(ops: int) -> str:
    body = "".join(f"    %c{i} = arith.constant {i} : i32\n" for i in range(ops))
    return f"func.func @f() {{\n{body}    func.return\n}}\n"


def test_timeout_bounds_parsing(tmp_path):
    (tmp_path / "big.mlir").write_text(_big_module(100_000))
    status, output = call(mgpu_run.main, [tmp_path / "big.mlir", "--timeout", "0.3"])
    assert status == 1 and "--timeout 0.3 s (CPU time) reached while parsing" in output and "big.mlir" in output, output


@pytest.mark.timeout(600)  # only a lost alarm takes this long
def test_deadline_keeps_an_enclosing_alarm():
    from mgpu.tools.deadline import deadline

    fired = []
    previous = signal.signal(signal.SIGALRM, lambda *_: fired.append(1))
    try:
        signal.setitimer(signal.ITIMER_REAL, 0.5)
        with deadline(10, wall_clock=True):
            pass
        remaining, _ = signal.getitimer(signal.ITIMER_REAL)
        assert fired or 0 < remaining <= 0.5  # still armed (unless a busy machine let it fire already)
        while not fired:  # waits for the alarm, not for a time (a lost one is pytest-timeout's)
            time.sleep(0.01)
        assert fired == [1]
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def test_shared_memory_access_in_host_code_is_located(tmp_path):
    lines = ADD_ONE.read_text().splitlines(keepends=True)
    i = next(k for k, ln in enumerate(lines) if '"llvm.load"' in ln)  # the host function's first load
    lines[i:i] = ['    %hz = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64\n',
                  '    %hp = "llvm.inttoptr"(%hz) : (i64) -> !llvm.ptr<3>\n',
                  '    %hv = "llvm.load"(%hp) <{alignment = 4 : i64, ordering = 2 : i64}> : (!llvm.ptr<3>) -> i32\n']
    # (monotonic: its value is unused, and an unused plain load is never run, mgpu/emulator/dead_ops.py)
    (tmp_path / "k.mlir").write_text("".join(lines))
    status, output = call(mgpu_run.main, [tmp_path / "k.mlir", *corpus_inputs("pallas_add_one")])
    assert status == 1 and f"k.mlir:{i + 3}:5: error: 'llvm.load' op shared memory access in host code" in output, output


def test_bad_tma_swizzle_is_a_located_error(tmp_path):
    # found by fuzzing: mosaic_gpu_init_tma_desc with swizzle -1 raised a ValueError (internal)
    old = '%61 = "arith.constant"() <{value = 16 : i64}> : () -> i64'
    lines = ADD_ONE.read_text().splitlines(keepends=True)
    i = next(k for k, ln in enumerate(lines) if old in ln)
    lines[i] = lines[i].replace("16 : i64", "-1 : i64")
    (tmp_path / "k.mlir").write_text("".join(lines))
    status, output = call(mgpu_run.main, [tmp_path / "k.mlir", *corpus_inputs("pallas_add_one")])
    assert status == 1 and "'func.call' op TMA swizzle must be one of 16 (none), 32, 64, 128 bytes, got -1" in output, output


def test_zero_tile_in_a_layout_cast_is_a_located_error(tmp_path):
    # found by fuzzing: a TiledLayout tile of 0 was a ZeroDivisionError while inferring layouts; the
    # attribute now fails to parse with jax's message and the fix
    src = CORPUS / "pallas_tmem_roundtrip.wg.wg_dialect.generic.mlir"
    old = "TiledLayout<[[128, 1], [32, 1]]"
    lines = src.read_text().splitlines(keepends=True)
    i = next(k for k, ln in enumerate(lines) if old in ln)
    lines[i] = lines[i].replace(old, "TiledLayout<[[128, 0], [32, 1]]")
    (tmp_path / "k.mlir").write_text("".join(lines))
    status, output = call(mgpu_run.main, [tmp_path / "k.mlir", *corpus_inputs("pallas_tmem_roundtrip"),
                                          "--semantics", "warpgroup"])
    assert status == 1, output
    assert f"k.mlir:{i + 1}:160: error: Tile shape must only have positive sizes, got: ((128, 0), (32, 1))\n" in output
    assert f"k.mlir:{i + 1}:160: note: tile 0 [128, 0] has a size below 1" in output
