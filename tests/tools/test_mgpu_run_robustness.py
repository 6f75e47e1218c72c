"""mgpu-run never ends in a traceback, an internal error or a hang, whatever the module or the inputs.

Mutated corpus payloads (tests/tools/mutations.py) and random .npy inputs of wrong shapes, dtypes
and contents: every case exits with status 0 or 1 within a bounded time (--timeout / --max-steps,
and an alarm as the last resort), and a status 1 comes with an ``error:`` message.
"""

from __future__ import annotations

import json
import random
import signal
import time
from pathlib import Path

import ml_dtypes
import numpy as np
import pytest

from mgpu.tools import mgpu_run
from tests.tools.mutations import mutate

CORPUS = Path(__file__).resolve().parent.parent / "corpus"
CASES = json.loads((CORPUS / "data" / "cases.json").read_text())

# the smallest payloads (parsing dominates the time of a case); together they reach TMA, mbarriers,
# named barriers, multi-CTA grids, elect/shfl and bulk stores
SEEDS = [
    "pallas_barrier_arrive_wait.wg.payload.generic.mlir",
    "pallas_blocked_grid.wg.payload.generic.mlir",
    "pallas_add_one.wg.payload.generic.mlir",
]
CASES_PER_SEED = 70
SECONDS_PER_CASE = 20  # the alarm: far above --timeout, only a hang reaches it
LIMITS = ["--timeout", "5", "--max-steps", "200000", "--max-memory", "256M"]


class Hang(BaseException):
    """Raised by the alarm; a BaseException so that no handler of mgpu-run swallows it."""


def _alarm(signum, frame):
    raise Hang()


def _inputs(kernel: str) -> list[str]:
    files = CASES[kernel]["files"]
    return [f"--input=in{i}={CORPUS / 'data' / files[n]}" for i, n in enumerate(CASES[kernel]["inputs"])]


def run_case(capsys, args: list[str]) -> tuple[int | str, str]:
    previous = signal.signal(signal.SIGALRM, _alarm)
    signal.alarm(SECONDS_PER_CASE)
    try:
        status = mgpu_run.main([str(a) for a in args])
    except Hang:
        status = f"no answer within {SECONDS_PER_CASE} s"
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
    out, err = capsys.readouterr()
    return status, out + err


def _problem(status, text: str) -> str | None:
    if status not in (0, 1):
        return str(status)
    if "Traceback" in text or "internal error" in text or "internal emulator error" in text:
        return text.strip().splitlines()[-1]
    if status == 1 and "error:" not in text and "MISMATCH" not in text:
        return f"status 1 without a message: {text[-300:]}"
    return None


@pytest.mark.parametrize("seed_file", SEEDS)
def test_mutated_payloads_end_with_a_status_not_a_crash(capsys, tmp_path, seed_file):
    text = (CORPUS / seed_file).read_text()
    kernel = seed_file.split(".")[0]
    rng = random.Random(seed_file)
    path = tmp_path / "input.mlir"
    crashes, statuses = [], {0: 0, 1: 0}
    t0 = time.perf_counter()
    for case in range(CASES_PER_SEED):
        path.write_text(mutate(text, rng))
        status, output = run_case(capsys, [path, *_inputs(kernel), "--output-dir", tmp_path / "out", *LIMITS])
        problem = _problem(status, output)
        if problem:
            crashes.append((case, problem))
        else:
            statuses[status] += 1
    assert not crashes, crashes[:10]
    assert statuses[1] > 0
    assert not list((tmp_path / "out").glob(".mgpu-*")) if (tmp_path / "out").exists() else True
    assert time.perf_counter() - t0 < CASES_PER_SEED * 2


# ------------------------------------------------------------------ random inputs
ADD_ONE = CORPUS / "pallas_add_one.wg.payload.generic.mlir"
BLOCKED = CORPUS / "pallas_blocked_grid.wg.payload.generic.mlir"
DTYPES = [np.float16, np.float32, np.float64, np.int8, np.int32, np.int64, np.uint16, np.bool_, np.complex64,
          ml_dtypes.bfloat16, ml_dtypes.float8_e4m3fn, np.dtype(">f4"), np.dtype(">f2"), np.dtype("V4"),
          np.dtype([("a", "<f2"), ("b", "<i2")]), np.dtype("U3"), np.dtype("M8[s]")]


def _random_array(rng: random.Random) -> np.ndarray:
    ndim = rng.choice([0, 1, 2, 2, 2, 3])
    shape = tuple(rng.choice([0, 1, 64, 127, 128, 129, 256]) for _ in range(ndim))
    if rng.random() < 0.3:
        shape = rng.choice([(128, 128), (256, 256)])  # the right shape, a random dtype
    dt = np.dtype(rng.choice(DTYPES))
    a = np.zeros(shape, dt)
    if rng.random() < 0.3 and a.ndim == 2:
        a = np.asfortranarray(a)
    return a


def _random_file(rng: random.Random, path: Path):
    kind = rng.random()
    if kind < 0.7:
        np.save(path, _random_array(rng))
    elif kind < 0.8:  # a truncated .npy
        np.save(path, np.zeros((128, 128), np.float32))
        data = path.read_bytes()
        path.write_bytes(data[: rng.randrange(len(data))])
    elif kind < 0.9:  # random bytes, sometimes behind a valid magic
        head = b"\x93NUMPY\x01\x00" if rng.random() < 0.5 else b""
        path.write_bytes(head + bytes(rng.randrange(256) for _ in range(rng.randrange(200))))
    else:  # a pickled object array
        np.save(path, np.array([None, 1], dtype=object), allow_pickle=True)


@pytest.mark.parametrize("module, n_inputs", [(ADD_ONE, 1), (BLOCKED, 2)])
def test_random_inputs_are_refused_with_a_message(capsys, tmp_path, module, n_inputs):
    rng = random.Random(module.name)
    crashes = []
    for case in range(20):
        args = [module]
        for i in range(n_inputs + (1 if rng.random() < 0.1 else 0) - (1 if rng.random() < 0.1 else 0)):
            p = tmp_path / f"in{i}.npy"
            _random_file(rng, p)
            args += ["--input", f"in{i}={p}"]
        args += ["--output-dir", tmp_path / "out", *LIMITS]
        status, output = run_case(capsys, args)
        problem = _problem(status, output)
        if problem:
            crashes.append((case, problem))
        elif status == 0:
            # only inputs of exactly the kernel's shapes and dtypes (up to byte order) may run
            for i in range(n_inputs):
                a = np.load(tmp_path / f"in{i}.npy")
                assert a.shape in ((128, 128), (256, 256)), (case, a.shape)
    assert not crashes, crashes[:10]


# ------------------------------------------------------------------ regressions found by fuzzing
def test_big_endian_input_of_the_right_dtype_runs(capsys, tmp_path):
    x = np.load(CORPUS / "data" / "pallas_add_one.in0.npy")
    np.save(tmp_path / "x.npy", x.astype(">f4"))
    status, output = run_case(capsys, [ADD_ONE, "--input", f"in0={tmp_path / 'x.npy'}", "--expect",
                                       f"out0={CORPUS / 'data' / 'pallas_add_one.out0.npy'}"])
    assert status == 0 and "match (bit-exact)" in output, output


def test_scalar_and_string_inputs_name_both_types(capsys, tmp_path):
    np.save(tmp_path / "s.npy", np.float32(1.0))
    status, output = run_case(capsys, [ADD_ONE, "--input", f"in0={tmp_path / 's.npy'}"])
    assert status == 1 and "input in0 has shape () (float32), but the kernel expects shape (128, 128)" in output
    np.save(tmp_path / "u.npy", np.array(["abc"]))
    status, output = run_case(capsys, [ADD_ONE, "--input", f"in0={tmp_path / 'u.npy'}"])
    assert status == 1 and "input in0 has dtype str96 (shape (1,)), but the kernel expects float32" in output


def test_use_before_definition_is_located_not_an_internal_error(capsys, tmp_path):
    # a swapped pair of lines: the emulator would read a register that was never written
    lines = ADD_ONE.read_text().splitlines(keepends=True)
    i = next(k for k, ln in enumerate(lines) if '"gpu.thread_id"' in ln)
    j = next(k for k, ln in enumerate(lines) if k > i + 5 and '"arith.addi"' in ln and ln.startswith("      %"))
    lines[i], lines[j] = lines[j], lines[i]
    (tmp_path / "k.mlir").write_text("".join(lines))
    status, output = run_case(capsys, [tmp_path / "k.mlir", *_inputs("pallas_add_one")])
    assert status == 1 and f"k.mlir:{i + 1}:" in output
    assert "'arith.addi' op operand #" in output and "does not dominate this use" in output


def test_huge_host_alloca_is_refused_by_the_memory_limit(capsys, tmp_path):
    text = ADD_ONE.read_text()
    old = '%57 = "arith.constant"() <{value = 2 : i64}> : () -> i64'
    assert old in text
    (tmp_path / "k.mlir").write_text(text.replace(old, old.replace("2 : i64", "4294967296 : i64")))
    status, output = run_case(capsys, [tmp_path / "k.mlir", *_inputs("pallas_add_one")])
    assert status == 1 and "'llvm.alloca' op allocating 32.0 GiB" in output and "more than --max-memory 4.0 GiB" in output
