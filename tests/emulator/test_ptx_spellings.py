"""Inline-PTX spellings of instructions whose nvvm op the emulator runs: each shares the op's
semantics (mapa, elect.sync, the tcgen05 and mbarrier-init fences)."""

from __future__ import annotations

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.errors import EmulatorError
from mgpu.emulator.memory import CLUSTER_SHIFT
from mgpu.emulator.run import run

from .kernel_text import kernel

TID = '      %tid = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index\n'


def _asm(args: str, text: str, constraints: str, types: str, result: str = "") -> str:
    out = "%r = " if result else ""
    return (f'      {out}"llvm.inline_asm"({args}) <{{asm_dialect = 0 : i64, asm_string = "{text}", '
            f'constraints = "{constraints}", has_side_effects}}> : ({types}) -> {result or "()"}\n')


def _run(body: str, elem: str = "i64"):
    text = kernel(body, elem=elem)
    dtype = {"i64": np.int64, "f32": np.float32}[elem]
    return run(parse_module(text, "t.mlir", make_context()), {"in0": np.zeros(128, dtype)})


def test_mapa_u64_makes_the_cluster_address_of_the_nvvm_op():
    body = TID + '''
      %a = "arith.constant"() <{value = 4096 : i64}> : () -> i64
      %k = "arith.constant"() <{value = 3 : i32}> : () -> i32
''' + _asm("%a, %k", "mapa.shared::cluster.u64 $0, $1, $2;", "=l,l,r", "i64, i32", "i64") + '''
      %p = "llvm.inttoptr"(%a) : (i64) -> !llvm.ptr<3>
      %q = "nvvm.mapa"(%p, %k) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
      %qi = "llvm.ptrtoint"(%q) : (!llvm.ptr<7>) -> i64
      %d = "arith.subi"(%r, %qi) : (i64, i64) -> i64
      %s = "arith.addi"(%r, %d) : (i64, i64) -> i64
      "memref.store"(%s, %m1, %tid) : (i64, memref<128xi64>, index) -> ()
'''
    out = _run(body).outputs["out0"]
    assert (out == (3 << CLUSTER_SHIFT | 4096)).all()


def test_mapa_into_a_32_bit_register_is_refused():
    body = TID + '''
      %a = "arith.constant"() <{value = 4096 : i32}> : () -> i32
''' + _asm("%a, %a", "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r", "i32, i32", "i32")
    with pytest.raises(EmulatorError, match=r"'llvm.inline_asm' op mapa into a 32-bit register is not supported: "
                                            r"the emulator's cluster addresses"):
        _run(body)


def test_elect_sync_inline_ptx_elects_the_lowest_executing_lane():
    body = TID + '''
      %mask = "arith.constant"() <{value = -1 : i32}> : () -> i32
''' + _asm("%mask", "elect.sync _|$0, $1;", "=b,r", "i32", "i1") + '''
      %one = "arith.constant"() <{value = 1.0 : f32}> : () -> f32
      %zero = "arith.constant"() <{value = 0.0 : f32}> : () -> f32
      %v = "arith.select"(%r, %one, %zero) : (i1, f32, f32) -> f32
      "memref.store"(%v, %m1, %tid) : (f32, memref<128xf32>, index) -> ()
'''
    out = _run(body, "f32").outputs["out0"]
    assert np.flatnonzero(out).tolist() == [0, 32, 64, 96]


@pytest.mark.parametrize("text", ["tcgen05.fence::before_thread_sync;", "tcgen05.fence::after_thread_sync;",
                                  "fence.mbarrier_init.release.cluster;"])
def test_fences_the_emulator_already_orders_run(text):
    body = TID + _asm("", text, "", "") + '''
      %v = "arith.constant"() <{value = 7 : i64}> : () -> i64
      "memref.store"(%v, %m1, %tid) : (i64, memref<128xi64>, index) -> ()
'''
    assert (_run(body).outputs["out0"] == 7).all()
