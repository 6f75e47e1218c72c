"""Memory-access and ordering PTX of inline asm (handlers/ptx_memory.py, handlers/ptx_ordering.py)
with the strings jax 0.10.2 builds: its semaphore's red/atom/ld (utils.py:1464-1531, lowering.py:4493),
shared-memory red (plgpu.atomic_add, fragmented_array.py:3836-3939) and ld/st, the fences, nanosleep
and griddepcontrol."""

from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.errors import EmulatorError
from mgpu.emulator.races import RaceError
from mgpu.emulator.run import Kernel

from .inline_ptx import N, escape
from tests.support.kernel_text import kernel

TID = '''      %tid = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %t32 = "arith.index_cast"(%tid) : (index) -> i32
'''


def _asm(asm: str, constraints: str, args: str = "", types: str = "", result: str = "", out: str = "") -> str:
    lhs = f"{out} = " if out else ""
    return (f'      {lhs}"llvm.inline_asm"({args}) <{{asm_string = "{escape(asm)}", '
            f'constraints = "{escape(constraints)}", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}}> : '
            f'({types}) -> {result or "()"}\n')


def _run(body: str, inputs: dict, elems: list[str], n_out: int = 1, n: int = N) -> dict:
    text = kernel(body, n=n, elem=elems, nbuffers=len(elems))
    k = Kernel(parse_module(text, "ptx_memory.mlir", make_context(allow_unregistered=True)))
    return k.run(inputs, num_outputs=n_out).outputs


def _store(value: str, buf: str = "%m1", t: str = "i32") -> str:
    return f'      "memref.store"({value}, {buf}, %tid) : ({t}, memref<{N}x{t}>, index) -> ()\n'


def test_semaphore_signal_red_add_under_a_predicate():
    # utils.py:1464 SemaphoreRef.signal: "@$2 red.{semantics}.{memory_scope}.global.add.u32 [$0], $1;"
    body = TID + '''      %c100 = "arith.constant"() <{value = 100 : i32}> : () -> i32
      %p = "arith.cmpi"(%t32, %c100) <{predicate = 2 : i64}> : (i32, i32) -> i1
''' + _asm("@$2 red.release.sys.global.add.u32 [$0], $1;", "l,r,b", "%hp1, %t32, %p", "!llvm.ptr, i32, i1")
    out = _run(body, {"in0": np.zeros(N, np.int32)}, ["i32", "i32"])["out0"]
    assert out[0] == sum(range(100)) and not out[1:].any()


def test_semaphore_wait_atom_cas_in_thread_order():
    # utils.py:1516: "atom.relaxed.{memory_scope}.global.cas.b32 $0, [$1], $2, $3;" "=r,l,r,r"
    body = TID + '''      %one = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %next = "arith.addi"(%t32, %one) : (i32, i32) -> i32
''' + _asm("atom.relaxed.gpu.global.cas.b32 $0, [$1], $2, $3;", "=r,l,r,r", "%hp2, %t32, %next",
           "!llvm.ptr, i32, i32", "i32", "%old") + _store("%old")
    res = _run(body, {"in0": np.zeros(N, np.int32)}, ["i32", "i32", "i32"], n_out=2)
    assert res["out0"].tolist() == list(range(N))  # thread t found t (its predecessors' swaps)
    assert res["out1"][0] == N and not res["out1"][1:].any()


@pytest.mark.parametrize("asm", ["ld.relaxed.sys.global.b32 $0, [$1];", "ld.acquire.sys.u32 $0,[$1];"])
def test_semaphore_reads(asm):
    # utils.py:1528 (ld.relaxed) and lowering.py:4493 (semaphore_read)
    body = TID + _asm(asm, "=r,l", "%hp0", "!llvm.ptr", "i32", "%v") + _store("%v")
    x = np.arange(N, dtype=np.int32) + 7
    assert set(_run(body, {"in0": x}, ["i32", "i32"])["out0"].tolist()) == {7}


def test_shared_v2_store_then_vector_load():
    # profiler.py:416 spells "st.shared.v2.u32 [$1], {$2, %clock};"; the same store of two registers
    body = TID + '''      %c8 = "arith.constant"() <{value = 8 : i32}> : () -> i32
      %a = "arith.muli"(%t32, %c8) : (i32, i32) -> i32
      %c1000 = "arith.constant"() <{value = 1000 : i32}> : () -> i32
      %y = "arith.addi"(%t32, %c1000) : (i32, i32) -> i32
      %true = "arith.constant"() <{value = true}> : () -> i1
''' + _asm("@$0 st.shared.v2.u32 [$1], {$2, $3};", "b,r,r,r", "%true, %a, %t32, %y", "i1, i32, i32, i32") + '''\
      "gpu.barrier"() : () -> ()
      %c127 = "arith.constant"() <{value = 127 : i32}> : () -> i32
      %c1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %t1 = "arith.addi"(%t32, %c1) : (i32, i32) -> i32
      %w = "arith.andi"(%t1, %c127) : (i32, i32) -> i32
      %b = "arith.muli"(%w, %c8) : (i32, i32) -> i32
''' + _asm("ld.shared.v2.u32 {$0, $1}, [$2];", "=r,=r,r", "%b", "i32", "!llvm.struct<(i32, i32)>", "%s") + '''\
      %s0 = "llvm.extractvalue"(%s) <{position = array<i64: 0>}> : (!llvm.struct<(i32, i32)>) -> i32
      %s1 = "llvm.extractvalue"(%s) <{position = array<i64: 1>}> : (!llvm.struct<(i32, i32)>) -> i32
''' + _store("%s0") + _store("%s1", "%m2")
    res = _run(body, {"in0": np.zeros(N, np.int32)}, ["i32", "i32", "i32"], n_out=2)
    nxt = (np.arange(N) + 1) % N
    assert res["out0"].tolist() == nxt.tolist() and res["out1"].tolist() == (nxt + 1000).tolist()


def test_the_profiler_store_of_clock_is_refused():
    body = TID + '''      %true = "arith.constant"() <{value = true}> : () -> i1
      %a = "arith.constant"() <{value = 0 : i64}> : () -> i64
''' + _asm("\n            @$0 st.shared.v2.u32 [$1], {$2, %clock};\n            ", "b,l,r", "%true, %a, %t32",
           "i1, i64, i32")
    with pytest.raises(EmulatorError) as e:
        _run(body, {"in0": np.zeros(N, np.int32)}, ["i32", "i32"])
    assert "%clock" in str(e.value) and "'llvm.inline_asm' op" in str(e.value)


@pytest.mark.parametrize("asm", [
    "fence.proxy.async::generic.acquire.sync_restrict::shared::cluster.cluster;",  # helpers.py:445
    "fence.proxy.async::generic.release.sync_restrict::shared::cta.cluster;",  # helpers.py:448
    "fence.acquire.gpu;", "fence.release.sys;", "fence.proxy.alias;",  # utils.py:1484-1562
    "griddepcontrol.wait;", "griddepcontrol.launch_dependents;",  # primitives.py:2937, :2970
])
def test_ordering_ptx_runs_and_changes_no_value(asm):
    body = TID + _asm(asm, "") + '''      %v = "memref.load"(%m0, %tid) : (memref<128xi32>, index) -> i32
''' + _store("%v")
    x = np.arange(N, dtype=np.int32) * 3
    assert _run(body, {"in0": x}, ["i32", "i32"])["out0"].tolist() == x.tolist()


def test_nanosleep_pauses_without_changing_a_value():
    # utils.py:2248: "nanosleep.u32 $0;" "r"
    body = TID + _asm("nanosleep.u32 $0;", "r", "%t32", "i32") + '''\
      %v = "memref.load"(%m0, %tid) : (memref<128xi32>, index) -> i32
''' + _store("%v")
    x = np.arange(N, dtype=np.int32)
    assert _run(body, {"in0": x}, ["i32", "i32"])["out0"].tolist() == x.tolist()


@pytest.mark.parametrize("asm, constraints, message", [
    ("ld.shared.b128 $0, [$1];", "=r,r", "ld of .b128 is not supported"),  # (utils.py:2226 loads a b128 handle)
    ("atom.shared::cluster.add.u32 $0, [$1], 1;", "=r,r", "atom on a peer CTA's shared memory (.shared::cluster) is not supported"),
])
def test_accesses_mgpu_does_not_emulate_are_refused(asm, constraints, message):
    body = TID + _asm(asm, constraints, "%t32", "i32", "i32", "%v") + _store("%v")
    with pytest.raises(EmulatorError) as e:
        _run(body, {"in0": np.zeros(N, np.int32)}, ["i32", "i32"])
    assert message in str(e.value) and "'llvm.inline_asm' op" in str(e.value)


def _smem_red(asm: str, t: str, words: int, threads: int = N, between: str = "") -> str:
    """Thread t zeroes SMEM word t, then (after a barrier) runs ``asm`` on word t % ``words`` with
    its in0 element, then (after ``between``) stores SMEM word t to out0."""
    return TID + f'''      %c4 = "arith.constant"() <{{value = 4 : i32}}> : () -> i32
      %a = "arith.muli"(%t32, %c4) : (i32, i32) -> i32
      %z = "arith.constant"() <{{value = 0 : {t}}}> : () -> {t}
      %p = "llvm.inttoptr"(%a) : (i32) -> !llvm.ptr<3>
      "llvm.store"(%z, %p) <{{ordering = 0 : i64}}> : ({t}, !llvm.ptr<3>) -> ()
      "gpu.barrier"() : () -> ()
      %cw = "arith.constant"() <{{value = {words} : i32}}> : () -> i32
      %w = "arith.remui"(%t32, %cw) : (i32, i32) -> i32
      %wa = "arith.muli"(%w, %c4) : (i32, i32) -> i32
      %x = "memref.load"(%m0, %tid) : (memref<{threads}x{t}>, index) -> {t}
      %xb = "llvm.bitcast"(%x) : ({t}) -> i32
''' + _asm(asm, "r,r", "%wa, %xb", "i32, i32") + between + f'''\
      %v = "llvm.load"(%p) <{{ordering = 0 : i64}}> : (!llvm.ptr<3>) -> {t}
      "memref.store"(%v, %m1, %tid) : ({t}, memref<{threads}x{t}>, index) -> ()
'''


@pytest.mark.parametrize("words", [4, N])
def test_shared_red_add_f32_adds_in_thread_order(words):
    """``red.shared::cta.relaxed.cta.add.f32`` (plgpu.atomic_add on SMEM, fragmented_array.py:3836):
    N / words threads on each word; each add rounds once, in thread order."""
    body = _smem_red("red.shared::cta.relaxed.cta.add.f32 [$0], $1;", "f32", words,
                     between='      "gpu.barrier"() : () -> ()\n')
    x = (np.arange(N, dtype=np.float32) + 1) / np.float32(3)
    out = _run(body, {"in0": x}, ["f32", "f32"])["out0"]
    want = np.zeros(words, np.float32)
    for t in range(N):
        want[t % words] = np.float32(want[t % words] + x[t])
    assert out[:words].view(np.uint32).tolist() == want.view(np.uint32).tolist() and not out[words:].any()


@pytest.mark.parametrize("typ, x", [("u32", np.uint32(0xFFFFFFFF) - np.arange(N, dtype=np.uint32)),
                                    ("s32", np.arange(N, dtype=np.int32) - 64)])
def test_shared_red_add_integers_wrap(typ, x):
    body = _smem_red(f"red.shared::cta.relaxed.cta.add.{typ} [$0], $1;", "i32", 2,
                     between='      "gpu.barrier"() : () -> ()\n')
    out = _run(body, {"in0": x.view(np.int32)}, ["i32", "i32"])["out0"].view(x.dtype)
    with np.errstate(over="ignore"):
        want = [x[0::2].sum(dtype=x.dtype), x[1::2].sum(dtype=x.dtype)]
    assert out[:2].tolist() == want and not out[2:].any()


def test_shared_atom_returns_the_old_values_in_thread_order():
    body = TID + '''      %z = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %one = "arith.constant"() <{value = 1 : i32}> : () -> i32
''' + _asm("atom.shared::cta.add.u32 $0, [$1], $2;", "=r,r,r", "%z, %one", "i32, i32", "i32", "%old") + _store("%old")
    assert _run(body, {"in0": np.zeros(N, np.int32)}, ["i32", "i32"])["out0"].tolist() == list(range(N))


def test_shared_red_of_two_warpgroups_on_one_word_is_no_race():
    """Two warpgroups' atomics of the same words with nothing ordering them: atomic, no race."""
    body = _smem_red("red.shared::cta.relaxed.cta.add.u32 [$0], $1;", "i32", 2, threads=256,
                     between='      "gpu.barrier"() : () -> ()\n')
    text = kernel(body, n=256, elem=["i32", "i32"], threads=256)
    k = Kernel(parse_module(text, "ptx_memory.mlir", make_context(allow_unregistered=True)))
    out = k.run({"in0": np.arange(256, dtype=np.int32)}, num_outputs=1).outputs["out0"]
    assert out[:2].tolist() == [sum(range(0, 256, 2)), sum(range(1, 256, 2))] and not out[2:].any()


def test_a_plain_read_of_another_warpgroup_s_atomic_unordered_is_a_race():
    body = _smem_red("red.shared::cta.relaxed.cta.add.u32 [$0], $1;", "i32", 2, threads=256)
    text = kernel(body, n=256, elem=["i32", "i32"], threads=256)
    k = Kernel(parse_module(text, "ptx_memory.mlir", make_context(allow_unregistered=True)))
    with pytest.raises(RaceError, match="atomically updated"):
        k.run({"in0": np.arange(256, dtype=np.int32)}, num_outputs=1)


@pytest.mark.parametrize("typ, dt", [("f16", np.float16), ("bf16", ml_dtypes.bfloat16)])
def test_shared_red_add_noftz_of_packed_halves_adds_each_in_thread_order(typ, dt):
    """jax's f16 / bf16 plgpu.atomic_add on SMEM (fragmented_array.py:3864-3868):
    ``red.shared::cta.relaxed.cta.add.noftz.f16x2`` adds the two halves of each word, each add
    rounding once, threads in order."""
    body = _smem_red(f"red.shared::cta.relaxed.cta.add.noftz.{typ}x2 [$0], $1;", "i32", 4,
                     between='      "gpu.barrier"() : () -> ()\n')
    pairs = ((np.arange(2 * N) % 37) / np.float32(7) - 2).astype(dt).reshape(N, 2)
    out = _run(body, {"in0": pairs.view(np.int32).reshape(N)}, ["i32", "i32"])["out0"]
    want = np.zeros((4, 2), dt)
    for t in range(N):
        want[t % 4] = (want[t % 4].astype(np.float32) + pairs[t].astype(np.float32)).astype(dt)
    assert out[:4].tolist() == want.view(np.int32).reshape(4).tolist() and not out[4:].any()


def _gmem_halves_red(vector: int, typ: str, dt) -> tuple[np.ndarray, np.ndarray]:
    """Every thread's ``red.global.relaxed.gpu.add.noftz.v{vector}.{typ}`` of its word of buffer 0 into the first
    elements of buffer 1: (the pairs of halves each thread adds, buffer 1 after)."""
    if typ.endswith("x2"):  # 32-bit registers, the thread's word in each
        regs, constraints, types = ", ".join(["%w"] * vector), "l" + ",r" * vector, ", ".join(["i32"] * vector)
    else:  # 16-bit registers: the word's low half, then its high half
        regs, constraints, types = "%lo, %hi", "l,h,h", "i16, i16"
    body = TID + '''      %w = "memref.load"(%m0, %tid) : (memref<128xi32>, index) -> i32
      %lo = "arith.trunci"(%w) : (i32) -> i16
      %c16 = "arith.constant"() <{value = 16 : i32}> : () -> i32
      %w16 = "arith.shrui"(%w, %c16) : (i32, i32) -> i32
      %hi = "arith.trunci"(%w16) : (i32) -> i16
''' + _asm(f"red.global.relaxed.gpu.add.noftz.v{vector}.{typ} [$0], {{{', '.join(f'${i + 1}' for i in range(vector))}}};",
           constraints, f"%hp1, {regs}", f"!llvm.ptr, {types}")
    pairs = ((np.arange(2 * N) % 37) / np.float32(7) - 2).astype(dt).reshape(N, 2)
    out = _run(body, {"in0": pairs.view(np.int32).reshape(N)}, ["i32", "i32"])["out0"]
    return pairs, out


@pytest.mark.parametrize("vector", [2, 4])
@pytest.mark.parametrize("typ, dt", [("f16", np.float16), ("bf16", ml_dtypes.bfloat16)])
def test_global_vector_red_of_packed_halves_adds_each_word_in_thread_order(vector, typ, dt):
    """jax 0.12's f16 / bf16 atomic_add on GMEM, four or two words a thread (fragmented_array.py:4366-4374 at
    0.12.0.1): ``red...v4.f16x2 [a], {b0, b1, b2, b3}`` adds bi's halves to the word at a + 4i, each rounding."""
    pairs, out = _gmem_halves_red(vector, f"{typ}x2", dt)
    want = np.zeros(2, dt)
    for t in range(N):
        want = (want.astype(np.float32) + pairs[t].astype(np.float32)).astype(dt)
    assert out[:vector].tolist() == [int(want.view(np.int32)[0])] * vector and not out[vector:].any()


def test_global_v2_red_of_two_halves_adds_each_in_thread_order():
    """jax 0.12's one-word f16 atomic_add on GMEM (fragmented_array.py:4348-4364 at 0.12.0.1): ``red...v2.f16
    [a], {h0, h1}`` adds h0 to the half at a and h1 to the half at a + 2."""
    pairs, out = _gmem_halves_red(2, "f16", np.float16)
    want = np.zeros(2, np.float16)
    for t in range(N):
        want = (want.astype(np.float32) + pairs[t].astype(np.float32)).astype(np.float16)
    assert out[0] == want.view(np.int32)[0] and not out[1:].any()


def test_vector_red_on_shared_memory_is_refused():
    """PTX has vector red on .global only (PTX ISA 9.1 §9.7.13.6)."""
    body = _smem_red("red.shared::cta.relaxed.cta.add.noftz.v2.f16x2 [$0], {$1, $1};", "i32", 4)
    with pytest.raises(EmulatorError, match="unsupported red form"):
        _run(body, {"in0": np.zeros(N, np.int32)}, ["i32", "i32"])
