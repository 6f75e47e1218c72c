"""mapa.shared::cluster.u32 into an ``!llvm.ptr<7>``, as jax 0.12 writes it (utils.py get_cluster_ptr at
jax-v0.12.0.1: ``"mapa.shared::cluster.u32 $0, $1, $2;"``, ``=r,r,r``), and what the emulator's cluster
addresses (rank << 32 | offset, mgpu/emulator/memory.py) cannot stand for (mgpu/emulator/handlers/remote_smem.py,
llvm.py)."""

from __future__ import annotations

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.errors import EmulatorError
from mgpu.emulator.run import run

from tests.support.kernel_text import cluster_kernel

# thread t of CTA c stores c * 1000 + t at SMEM offset 4 t of the peer CTA (rank 1 - c) through the
# mapa's pointer; after the cluster barrier each thread writes its own SMEM word to out[128 c + t]
BODY = '''      %tid = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %cid = "gpu.cluster_block_id"() <{dimension = #gpu<dim x>}> : () -> index
      %t = "arith.index_cast"(%tid) : (index) -> i32
      %c = "arith.index_cast"(%cid) : (index) -> i32
      %c4 = "arith.constant"() <{value = 4 : i32}> : () -> i32
      %one = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %k = "arith.constant"() <{value = 1000 : i32}> : () -> i32
      %off = "arith.muli"(%t, %c4) : (i32, i32) -> i32
      %own = "llvm.inttoptr"(%off) : (i32) -> !llvm.ptr<3>
      %peer = "arith.subi"(%one, %c) : (i32, i32) -> i32
      %rp = "llvm.inline_asm"(%own, %peer) <{asm_dialect = 0 : i64, asm_string = "mapa.shared::cluster.u32 $0, $1, $2;", constraints = "=r,r,r"}> : (!llvm.ptr<3>, i32) -> RESULT
USE
      "llvm.inline_asm"() <{asm_dialect = 0 : i64, asm_string = "barrier.cluster.arrive.aligned;", constraints = "", has_side_effects}> : () -> ()
      "llvm.inline_asm"() <{asm_dialect = 0 : i64, asm_string = "barrier.cluster.wait.aligned;", constraints = "", has_side_effects}> : () -> ()
      %got = "llvm.load"(%own) <{ordering = 0 : i64}> : (!llvm.ptr<3>) -> i32
      %c128 = "arith.constant"() <{value = 128 : index}> : () -> index
      %ob = "arith.muli"(%cid, %c128) : (index, index) -> index
      %o = "arith.addi"(%ob, %tid) : (index, index) -> index
      "memref.store"(%got, %m1, %o) : (i32, memref<256xi32>, index) -> ()
'''
STORE = '''      %cv = "arith.muli"(%c, %k) : (i32, i32) -> i32
      %v = "arith.addi"(%cv, %t) : (i32, i32) -> i32
      "llvm.store"(%v, %rp) <{ordering = 0 : i64}> : (i32, !llvm.ptr<7>) -> ()
'''


def _run(result: str, use: str):
    text = cluster_kernel(BODY.replace("RESULT", result).replace("USE", use), 2, n=256)
    return run(parse_module(text, "t.mlir", make_context()), {"in0": np.zeros(256, np.int32)}, timeout_s=30)


def test_mapa_u32_into_a_cluster_pointer_addresses_the_peer_cta():
    out = _run("!llvm.ptr<7>", STORE).outputs["out0"].reshape(2, 128)
    t = np.arange(128)
    assert out[0].tolist() == (1000 + t).tolist() and out[1].tolist() == t.tolist()


def test_a_cluster_pointer_cast_to_a_generic_one_addresses_the_peer_cta():
    """jax 0.12's get_cluster_ptr (utils.py:2621 at 0.12.0.1) casts the mapa's pointer to a generic one."""
    use = '''      %cv = "arith.muli"(%c, %k) : (i32, i32) -> i32
      %v = "arith.addi"(%cv, %t) : (i32, i32) -> i32
      %gp = "llvm.addrspacecast"(%rp) : (!llvm.ptr<7>) -> !llvm.ptr
      "llvm.store"(%v, %gp) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
'''
    out = _run("!llvm.ptr<7>", use).outputs["out0"].reshape(2, 128)
    t = np.arange(128)
    assert out[0].tolist() == (1000 + t).tolist() and out[1].tolist() == t.tolist()


def test_mapa_u32_into_an_i32_is_refused():
    """An integer result would have to hold the hardware's 32-bit shared::cluster address."""
    with pytest.raises(EmulatorError, match=r"t\.mlir:\d+:\d+: error: 'llvm.inline_asm' op mapa into a 32-bit i32 "
                                            r"is not supported"):
        _run("i32", "")


def test_a_peer_ctas_cluster_pointer_converted_to_i32_is_refused():
    use = '      %bits = "llvm.ptrtoint"(%rp) : (!llvm.ptr<7>) -> i32\n'
    with pytest.raises(EmulatorError, match=r"t\.mlir:\d+:\d+: error: 'llvm.ptrtoint' op the emulator cannot convert a "
                                            r"shared::cluster pointer of another CTA to i32"):
        _run("!llvm.ptr<7>", use)
