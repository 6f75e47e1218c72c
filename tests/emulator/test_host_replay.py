"""The host code before the launch runs once per Kernel and is replayed (host_replay.py) only
while what it reads is unchanged: the same outputs, counts and errors as running it."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator import fuse
from mgpu.emulator.errors import EmulatorError
from mgpu.emulator.host_replay import Prefix
from mgpu.emulator.run import Kernel

from tests.support.fuzzing import replayed_and_executed
from tests.support.mutations import mutate

from tests.support.kernel_text import kernel

READ_INPUT = '''    %hv = "llvm.load"(%hp0) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
'''
"""Host code that reads in0[0] (the kernel stores it into every element of out0)."""

STORE_EVERYWHERE = '''      "memref.store"(%hv, %m1, %x3) : (f32, memref<128xf32>, index) -> ()'''


def _kernel(body: str, host: str) -> Kernel:
    return Kernel(parse_module(kernel(body, host=host), "t.mlir", make_context(allow_unregistered=True)))


def _prefix(k: Kernel) -> Prefix:
    (prefix,) = [fn for fn in k.body.fused.fns if isinstance(fn, Prefix)]
    return prefix


def _run(k: Kernel, in0) -> tuple:
    res = k.run({"in0": in0})
    r = res.report
    return res.outputs["out0"].tobytes(), r.steps, r.bytes_read, r.bytes_written


def test_a_host_that_reads_an_input_replays_only_while_it_is_unchanged():
    k = _kernel(STORE_EVERYWHERE, READ_INPUT)
    x = np.arange(128, dtype=np.float32)
    first = _run(k, x)
    record = _prefix(k).record
    assert record is not None and _run(k, x.copy()) == first
    assert _prefix(k).record is record  # replayed
    y = x + 5
    out = _run(k, y)
    assert _prefix(k).record is not record  # run again, and recorded again
    assert np.array_equal(np.frombuffer(out[0], np.float32), np.full(128, 5, np.float32))
    assert out[1:] == first[1:]


def test_replayed_and_executed_host_code_report_the_same(monkeypatch):
    k = _kernel(STORE_EVERYWHERE, READ_INPUT)
    x = np.arange(128, dtype=np.float32) + 3
    first, replayed = _run(k, x), _run(k, x)
    monkeypatch.setattr(fuse, "enabled", False)
    assert first == replayed == _run(k, x)


WRITE_OUTPUT = '''    %h7 = "arith.constant"() <{value = 7.0 : f32}> : () -> f32
    %hg = "llvm.getelementptr"(%hp1) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 3>}> : (!llvm.ptr) -> !llvm.ptr
    "llvm.store"(%h7, %hg) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
'''


def test_a_replayed_host_store_into_an_output_is_in_every_run():
    k = _kernel("", WRITE_OUTPUT)
    x = np.zeros(128, np.float32)
    outs = [np.frombuffer(_run(k, x)[0], np.float32) for _ in range(3)]
    record = _prefix(k).record
    assert _run(k, x)[0] == outs[0].tobytes() and _prefix(k).record is record
    for out in outs:
        assert out[3] == 7 and np.count_nonzero(out) == 1


def _line(text: str, needle: str) -> int:
    return next(i for i, line in enumerate(text.splitlines(), 1) if needle in line)


def test_a_fault_in_host_code_names_its_op():
    host = '''    %hg = "llvm.getelementptr"(%hp0) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 4096>}> : (!llvm.ptr) -> !llvm.ptr
    %hv = "llvm.load"(%hg) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
'''
    k = _kernel(STORE_EVERYWHERE, host)
    for _ in range(2):  # (nothing is recorded)
        with pytest.raises(EmulatorError) as e:
            k.run({"in0": np.zeros(128, np.float32)})
        assert str(e.value).startswith(f"t.mlir:{_line(kernel(STORE_EVERYWHERE, host=host), '%hv = ')}:")
        assert "'llvm.load' op out-of-bounds access" in str(e.value)


def test_a_lower_memory_limit_stops_at_the_host_alloca():
    host = '''    %hn = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %ha = "llvm.alloca"(%hn) <{alignment = 64 : i64, elem_type = !llvm.array<65536 x i8>}> : (i64) -> !llvm.ptr
'''
    k = _kernel("", host)
    x = np.zeros(128, np.float32)
    _run(k, x)
    with pytest.raises(EmulatorError) as e:
        k.run({"in0": x}, max_memory=60000)
    assert str(e.value).startswith(f"t.mlir:{_line(kernel('', host=host), '%ha = ')}:")
    assert "'llvm.alloca' op allocating 64.0 KiB" in str(e.value)


def test_the_prefix_ends_at_the_first_op_it_cannot_replay():
    k = _kernel(STORE_EVERYWHERE, READ_INPUT)
    names = [op.name for op in _prefix(k).ops]
    assert names[-1] == "builtin.unrealized_conversion_cast" and "gpu.launch" not in names
    assert k.body.fused.ops[len(k.body.fused.fns) - 1].name == "gpu.launch"


def test_a_prefix_that_copies_launch_parameters_is_not_recorded():
    host = '''    %hblob = "llvm.mlir.undef"() : () -> !llvm.array<128 x i8>
    %hparam = "builtin.unrealized_conversion_cast"(%hblob) : (!llvm.array<128 x i8>) -> !llvm.ptr
'''
    k = _kernel("", host)
    _run(k, np.zeros(128, np.float32))
    assert _prefix(k).record is None


CORPUS = Path(__file__).resolve().parent.parent / "corpus"
PAYLOAD = (CORPUS / "pallas_tma_roundtrip_swizzled.lane.payload.generic.mlir").read_text()
X = np.load(CORPUS / "data" / "pallas_tma_roundtrip_swizzled.in0.npy")


@pytest.mark.tier
@settings(max_examples=30, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(rnd=st.randoms(use_true_random=False), edits=st.integers(1, 2), whole=st.booleans())
def test_mutated_host_code_replays_as_it_runs(rnd, edits, whole):
    # the host code (before the launch; or the whole payload: a line may move between host and
    # device) edited: every run -- recorded, replayed, on other inputs -- ends as running the ops
    # one by one does
    head, launch, tail = PAYLOAD.partition('"gpu.launch"')
    text = PAYLOAD if whole else head
    for _ in range(edits):
        text = mutate(text, rnd)
    try:
        text = text if whole else text + launch + tail
        k = Kernel(parse_module(text, "t.mlir", make_context(allow_unregistered=True)))
    except Exception:  # noqa: BLE001 - an edit the parser or the emulator's preparation refuses
        return
    y = (X + 1).astype(X.dtype)
    runs, executed = replayed_and_executed(k, {"in0": X}, {"in0": y}, max_steps=100_000)
    assert runs == executed


def test_device_code_storing_through_a_host_pointer_after_a_replay():
    # found by fuzzing: the store's address is a getelementptr of a host alloca; its rule reads the
    # alloca's register (the chain's root), which the replay must restore too
    host = '''    %hn = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %ha = "llvm.alloca"(%hn) <{alignment = 16 : i64, elem_type = !llvm.array<4 x i32>}> : (i64) -> !llvm.ptr
    %hg = "llvm.getelementptr"(%ha) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 2>}> : (!llvm.ptr) -> !llvm.ptr
'''
    body = '''      %c = "arith.constant"() <{value = 7 : i32}> : () -> i32
      "llvm.store"(%c, %hg) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
      %v = "llvm.load"(%hg) <{ordering = 0 : i64}> : (!llvm.ptr) -> i32
      %f = "arith.sitofp"(%v) : (i32) -> f32
      "memref.store"(%f, %m1, %x3) : (f32, memref<128xf32>, index) -> ()
'''
    k = _kernel(body, host)
    x = np.zeros(128, np.float32)
    outs = [_run(k, x) for _ in range(3)]
    assert _prefix(k).record is not None and outs[0] == outs[1] == outs[2]
    assert np.array_equal(np.frombuffer(outs[0][0], np.float32), np.full(128, 7, np.float32))
