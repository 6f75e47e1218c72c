"""redux.sync, bar.warp.sync and shfl.sync (nvvm op and inline PTX) against numpy
(mgpu/emulator/handlers/warp.py)."""

from __future__ import annotations

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.errors import EmulatorError
from mgpu.emulator.run import run

from tests.support.kernel_text import kernel

TID = '      %tid = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index\n'
LOAD = TID + '      %v = "memref.load"(%m0, %tid) : (memref<128xELEM>, index) -> ELEM\n'
STORE = '      "memref.store"(%r, %m1, %tid) : (ELEM, memref<128xELEM>, index) -> ()\n'
FULL = '      %mask = "arith.constant"() <{value = -1 : i32}> : () -> i32\n'


def _run(body: str, x: np.ndarray, elem: str):
    text = kernel(body.replace("ELEM", elem), elem=elem)
    m = parse_module(text, "t.mlir", make_context())
    return run(m, {"in0": x}).outputs["out0"]


def _redux(kind: str, x: np.ndarray, elem: str = "i32", flags: str = "") -> np.ndarray:
    props = flags or "abs = false, nan = false"
    body = LOAD + FULL + f'''
      %r = "nvvm.redux.sync"(%v, %mask) <{{{props}, kind = #nvvm<reduction_kind {kind}>}}> : (ELEM, i32) -> ELEM
''' + STORE
    return _run(body, x, elem)


def _per_warp(f, x):
    return np.repeat(np.array([f(w) for w in x.reshape(4, 32)]), 32)


RNG = np.random.default_rng(7)
INTS = RNG.integers(-2**31, 2**31, 128, dtype=np.int64).astype(np.int32)


@pytest.mark.parametrize("kind, ref", [
    ("add", lambda w: np.int32((w.astype(np.int64).sum() + 2**31) % 2**32 - 2**31)),
    ("min", lambda w: w.min()),
    ("max", lambda w: w.max()),
    ("umin", lambda w: w.view(np.uint32).min().view(np.int32)),
    ("umax", lambda w: w.view(np.uint32).max().view(np.int32)),
    ("and", lambda w: np.bitwise_and.reduce(w)),
    ("or", lambda w: np.bitwise_or.reduce(w)),
    ("xor", lambda w: np.bitwise_xor.reduce(w)),
])
def test_integer_redux_reduces_each_warp(kind, ref):
    assert np.array_equal(_redux(kind, INTS), _per_warp(ref, INTS).astype(np.int32))


def test_float_redux_orders_signed_zeros_and_skips_nan():
    """PTX ISA, redux.sync: +0.0 > -0.0; without .NaN only the non-NaN inputs count, and a warp of
    NaNs gives the canonical NaN."""
    x = np.ones(128, np.float32)
    x[0:32] = 0.0
    x[5] = -0.0
    x[40] = np.nan
    x[41] = -3.0
    x[64:96] = np.nan
    got = _redux("fmin", x, "f32")
    bits = got.view(np.uint32)
    assert bits[0] == 0x80000000  # -0.0 is the minimum of {+0.0, -0.0}
    assert got[32] == -3.0
    assert bits[64] == 0x7FFFFFFF and got[96] == 1.0
    assert _redux("fmax", x, "f32").view(np.uint32)[0] == 0  # +0.0 is the maximum


def test_float_redux_nan_and_abs():
    x = np.arange(128, dtype=np.float32) - 64
    x[100] = np.nan
    got = _redux("fmax", x, "f32", "abs = true, nan = true")
    assert np.array_equal(got[:96], _per_warp(lambda w: np.abs(w).max(), x)[:96])
    assert got.view(np.uint32)[96] == 0x7FFFFFFF  # .NaN: a NaN input makes the result NaN


def test_redux_mask_must_name_the_executing_lanes():
    body = LOAD + '''
      %mask = "arith.constant"() <{value = 65535 : i32}> : () -> i32
      %r = "nvvm.redux.sync"(%v, %mask) <{abs = false, kind = #nvvm<reduction_kind add>, nan = false}> : (ELEM, i32) -> ELEM
''' + STORE
    with pytest.raises(EmulatorError, match=r"t.mlir:\d+:\d+.*redux.sync: the member mask \(0x0000ffff\) of warp 0 "
                                            r"does not name exactly the lanes that execute it together \(0xffffffff\)"):
        _run(body, INTS, "i32")


def test_bar_warp_sync_passes_with_the_full_warp_and_refuses_a_diverged_lane():
    ok = LOAD + FULL + '''
      "nvvm.bar.warp.sync"(%mask) : (i32) -> ()
      %r = "arith.addi"(%v, %v) : (ELEM, ELEM) -> ELEM
''' + STORE
    assert np.array_equal(_run(ok, INTS, "i32"), INTS * 2)
    diverged = LOAD + FULL + '''
      %c1 = "arith.constant"() <{value = 1 : index}> : () -> index
      %odd = "arith.andi"(%tid, %c1) : (index, index) -> index
      %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
      %even = "arith.cmpi"(%odd, %c0) <{predicate = 0 : i64}> : (index, index) -> i1
      "scf.if"(%even) ({
        "nvvm.bar.warp.sync"(%mask) : (i32) -> ()
        "scf.yield"() : () -> ()
      }, {
      }) : (i1) -> ()
      %r = "arith.addi"(%v, %v) : (ELEM, ELEM) -> ELEM
''' + STORE
    with pytest.raises(EmulatorError, match=r"bar.warp.sync: the member mask \(0xffffffff\) of warp 0 does not name "
                                            r"exactly the lanes that execute it together \(0x55555555\)"):
        _run(diverged, INTS, "i32")


@pytest.mark.parametrize("mode, b, ref", [
    ("idx", 3, lambda lane: np.full(32, 3)),
    ("up", 2, lambda lane: np.where(lane >= 2, lane - 2, lane)),
    ("down", 5, lambda lane: np.where(lane + 5 < 32, lane + 5, lane)),
    ("bfly", 6, lambda lane: lane ^ 6),
])
def test_shfl_sync_inline_ptx_matches_each_mode(mode, b, ref):
    clamp = 0 if mode == "up" else 31
    body = LOAD + FULL + f'''
      %b = "arith.constant"() <{{value = {b} : i32}}> : () -> i32
      %c = "arith.constant"() <{{value = {clamp} : i32}}> : () -> i32
      %r = "llvm.inline_asm"(%v, %b, %c, %mask) <{{asm_dialect = 0 : i64, asm_string = "shfl.sync.{mode}.b32 $0, $1, $2, $3, $4;", constraints = "=r,r,r,r,r", has_side_effects}}> : (ELEM, i32, i32, i32) -> ELEM
''' + STORE
    lane = np.arange(32)
    src = (np.arange(4)[:, None] * 32 + ref(lane)[None, :]).reshape(-1)
    assert np.array_equal(_run(body, INTS, "i32"), INTS[src])


def _vote(kind: str, x: np.ndarray, mask: str = FULL) -> np.ndarray:
    """vote.sync over each warp of the predicates x != 0 (nvvm.vote.sync, as jax 0.12's
    BarrierRef.test_wait writes it with a full mask: utils.py:1305 at jax-v0.12.0.1)."""
    res = "i32" if kind == "ballot" else "i1"
    widen = "" if res == "i32" else '      %r = "arith.extui"(%w) : (i1) -> i32\n'
    body = LOAD + mask + f'''      %z = "arith.constant"() <{{value = 0 : i32}}> : () -> i32
      %p = "arith.cmpi"(%v, %z) <{{predicate = 1 : i64}}> : (i32, i32) -> i1
      %{"r" if res == "i32" else "w"} = nvvm.vote.sync {kind} %mask, %p -> {res}
''' + widen + STORE
    return _run(body, x, "i32")


# warp 0: all set; warp 1: none; warp 2: lane 7 only; warp 3: all but lane 31
VOTES = np.ones(128, np.int32)
VOTES[32:64] = 0
VOTES[64:96] = 0
VOTES[64 + 7] = 5
VOTES[127] = 0


@pytest.mark.parametrize("kind, per_warp", [
    ("any", [1, 0, 1, 1]),
    ("all", [1, 0, 0, 0]),
    ("uni", [1, 1, 0, 0]),
    ("ballot", [-1, 0, 1 << 7, 0x7FFFFFFF]),
])
def test_vote_sync_of_each_warp(kind, per_warp):
    assert _vote(kind, VOTES).tolist() == np.repeat(np.array(per_warp, np.int32), 32).tolist()


def test_vote_mask_must_name_the_executing_lanes():
    half = '      %mask = "arith.constant"() <{value = 65535 : i32}> : () -> i32\n'
    with pytest.raises(EmulatorError, match=r"t.mlir:\d+:\d+.*vote.sync: the member mask \(0x0000ffff\) of warp 0 "
                                            r"does not name exactly the lanes that execute it together"):
        _vote("any", VOTES, half)
