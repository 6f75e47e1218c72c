"""One rule per test: a read the compiler deletes (unused, no effect but the read: dead_ops.py) is
never run, so it cannot race; every other read still is.

Each kernel: thread t reads buf[(t + 32) % 128] (READ), then stores its input to buf[t] with no
barrier between (warp w's store overwrites what warp w - 1 read), then a bar.sync, then copies
buf[t] out. The store races with the read exactly when the read runs.
"""

from __future__ import annotations

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.dead_ops import dead_ops
from mgpu.emulator.handlers import HANDLERS
from mgpu.emulator.races import RaceError
from mgpu.emulator.run import run

from tests.support.kernel_text import kernel

_BODY = '''      %tid = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %smem = "gpu.dynamic_shared_memory"() : () -> memref<?xi8, #gpu.address_space<workgroup>>
      %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
      %buf = "memref.view"(%smem, %c0) : (memref<?xi8, #gpu.address_space<workgroup>>, index) -> memref<128xf32, #gpu.address_space<workgroup>>
      %c32 = "arith.constant"() <{value = 32 : index}> : () -> index
      %c128 = "arith.constant"() <{value = 128 : index}> : () -> index
      %s = "arith.addi"(%tid, %c32) : (index, index) -> index
      %next = "arith.remui"(%s, %c128) : (index, index) -> index
      %c4 = "arith.constant"() <{value = 4 : index}> : () -> index
      %nb = "arith.muli"(%next, %c4) : (index, index) -> index
      %n64 = "arith.index_cast"(%nb) : (index) -> i64
      %ptr = "llvm.inttoptr"(%n64) : (i64) -> !llvm.ptr<3>
      %n32 = "arith.index_cast"(%nb) : (index) -> i32
READ
      %v = "memref.load"(%m0, %tid) : (memref<128xf32>, index) -> f32
      "memref.store"(%v, %buf, %tid) : (f32, memref<128xf32, #gpu.address_space<workgroup>>, index) -> ()
      %id = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "llvm.inline_asm"(%id) <{asm_string = "bar.sync $0, 128;", constraints = "r", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (i32) -> ()
      %w = "memref.load"(%buf, %tid) : (memref<128xf32, #gpu.address_space<workgroup>>, index) -> f32
USE
      "memref.store"(%out, %m1, %tid) : (f32, memref<128xf32>, index) -> ()
'''
_NO_USE = '      %out = "arith.addf"(%w, %w) : (f32, f32) -> f32'
_USE_OLD = '''      %zero = "arith.constant"() <{value = 0.0 : f32}> : () -> f32
      %gone = "arith.mulf"(%old, %zero) : (f32, f32) -> f32
      %ww = "arith.addf"(%w, %gone) : (f32, f32) -> f32
      %out = "arith.addf"(%ww, %ww) : (f32, f32) -> f32'''
_MEMREF_LOAD = ('      %old = "memref.load"(%buf, %next) : (memref<128xf32, #gpu.address_space<workgroup>>, index) '
                '-> f32')
_LLVM_LOAD = '      %old = "llvm.load"(%ptr) <{ordering = 0 : i64}> : (!llvm.ptr<3>) -> f32'
_VECTOR_LOAD = ('      %old = "vector.load"(%buf, %next) : (memref<128xf32, #gpu.address_space<workgroup>>, index) '
                '-> vector<1xf32>')
# (xDSL's llvm.load defines no volatile_ flag: it parses, as a property, in a context that allows
# unregistered names, as _module's does; mgpu-run's refuses it)
_VOLATILE_LOAD = '      %old = "llvm.load"(%ptr) <{ordering = 0 : i64, volatile_}> : (!llvm.ptr<3>) -> f32'
_ATOMIC_LOAD = ('      %old = "llvm.load"(%ptr) <{alignment = 4 : i64, ordering = 2 : i64}> : (!llvm.ptr<3>) '
                '-> f32')
_ASM_LOAD = ('      %old = "llvm.inline_asm"(%n32) <{asm_string = "ld.shared.f32 $0, [$1];", constraints = "=f,r", '
             'has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (i32) -> f32')
# the read, then ops computing from it, none of whose results is used in the end
_CHAIN = _LLVM_LOAD + '''
      %bits = "llvm.bitcast"(%old) : (f32) -> i32
      %one = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %more = "arith.addi"(%bits, %one) : (i32, i32) -> i32
      %back = "llvm.bitcast"(%more) : (i32) -> f32'''

X = np.arange(128, dtype=np.float32)
_RACE = (r"'memref.store' op race: this store overwrites shared memory byte 0x0 that CTA \(0, 0, 0\) warpgroup 0 "
         r"warp 3 read")


def _module(read: str, use: str = _NO_USE):
    text = kernel(_BODY.replace("READ", read).replace("USE", use), threads=128)
    return parse_module(text, "t.mlir", make_context(allow_unregistered=True))


def _run(read: str, use: str = _NO_USE):
    return run(_module(read, use), {"in0": X}, timeout_s=30)


@pytest.mark.parametrize("read", [_MEMREF_LOAD, _LLVM_LOAD, _VECTOR_LOAD], ids=["memref.load", "llvm.load",
                                                                             "vector.load"])
def test_unused_read_beside_another_warps_store_runs_clean(read):
    assert np.array_equal(_run(read).outputs["out0"], 2 * X)


def test_the_same_read_used_is_a_race():
    with pytest.raises(RaceError, match=_RACE):
        _run(_MEMREF_LOAD, _USE_OLD)


@pytest.mark.parametrize("read", [_VOLATILE_LOAD, _ATOMIC_LOAD, _ASM_LOAD],
                         ids=["volatile llvm.load", "atomic llvm.load", "side-effecting inline asm"])
def test_unused_read_the_compiler_keeps_is_a_race(read):
    with pytest.raises(RaceError, match=_RACE):
        _run(read)


def test_a_chain_of_unused_ops_is_deleted_to_its_read():
    m = _module(_CHAIN)
    dead = {op.results[0].name_hint for op in dead_ops(list(m.walk()), HANDLERS)}
    assert {"old", "bits", "more", "back"} <= dead
    assert not dead & {"w", "out", "v", "tid"}  # (used by the stores)
    assert np.array_equal(run(m, {"in0": X}, timeout_s=30).outputs["out0"], 2 * X)
