"""A chain of PTX min/max (jax's row maximum) runs as one reduction (fold_chains.py): the same bits as its ops one by
one (fuse.enabled off) on NaNs of any payload, signed zeros, infinities and subnormals; every value read after it
made; and where warps are tracked, the same register races at the same ops."""

from __future__ import annotations

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator import fold_chains, fuse
from mgpu.emulator.races import RaceError
from mgpu.emulator.run import Kernel
from tests.emulator import test_register_races as rr
from tests.emulator.test_tracked_fusion import RACY
from tests.support.kernel_text import kernel

REGS = 8  # a row's registers (vector<2xf32>) in each thread
V2 = "vector<2xf32>"
RNG = np.random.default_rng(2626)


def _asm(result: str, a: str, b: str, instr: str) -> str:
    return (f'      {result} = "llvm.inline_asm"({a}, {b}) <{{asm_string = "{instr} $0, $1, $2;", constraints = '
            f'"=f,f,f", tail_call_kind = #llvm.tailcallkind<none>}}> : (f32, f32) -> f32\n')


def _extract(result: str, v: str, k: int, vt: str = V2) -> str:
    return f'      {result} = "vector.extract"({v}) <{{static_position = array<i64: {k}>}}> : ({vt}) -> f32\n'


def _insert(result: str, s: str, v: str, k: int) -> str:
    return (f'      {result} = "vector.insert"({s}, {v}) <{{static_position = array<i64: {k}>}}> : (f32, {V2}) -> '
            f'{V2}\n')


def row_max(regs: list[str], instr: str, tag: str) -> tuple[str, list[str], str]:
    """jax's reduction of a row within a thread (reduce_within_warp, jax/experimental/mosaic/gpu/
    fragmented_array.py:3421-3450 at the 0.12.0.1 wheel): the accumulator combined with each register element
    by element (an undef, then per element: extract both, the instruction, insert), then its two elements.
    (text, the accumulators' names, the result's name)."""
    text, acc, accs = "", regs[0], []
    for j, r in enumerate(regs[1:]):
        nxt = f"%{tag}acc{j}"
        text += f'      {nxt}u = "llvm.mlir.undef"() : () -> {V2}\n'
        for k in range(2):
            a, b, m = f"%{tag}a{j}_{k}", f"%{tag}b{j}_{k}", f"%{tag}m{j}_{k}"
            text += _extract(a, acc, k) + _extract(b, r, k) + _asm(m, a, b, instr)
        text += _insert(f"{nxt}_0", f"%{tag}m{j}_0", f"{nxt}u", 0) + _insert(nxt, f"%{tag}m{j}_1", f"{nxt}_0", 1)
        acc = nxt
        accs.append(nxt)
    text += _extract(f"%{tag}l0", acc, 0) + _extract(f"%{tag}l1", acc, 1)
    text += _asm(f"%{tag}row", f"%{tag}l0", f"%{tag}l1", instr)
    return text, accs, f"%{tag}row"


def _loads(uniform: bool) -> tuple[str, list[str]]:
    """Thread t's row: registers k = elements 16t + 2k, 16t + 2k + 1 of in0 (``uniform``: the fourth one a
    constant, the same in every thread)."""
    text = ('      %tid = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index\n'
            '      %c16 = "arith.constant"() <{value = 16 : index}> : () -> index\n'
            '      %base = "arith.muli"(%tid, %c16) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index\n')
    regs = []
    for k in range(REGS):
        if uniform and k == 3:
            text += f'      %r{k} = "arith.constant"() <{{value = dense<[-0.0, 1.5]> : {V2}}}> : () -> {V2}\n'
        else:
            text += (f'      %c{k} = "arith.constant"() <{{value = {2 * k} : index}}> : () -> index\n'
                     f'      %i{k} = "arith.addi"(%base, %c{k}) <{{overflowFlags = #arith.overflow<none>}}> : '
                     f'(index, index) -> index\n'
                     f'      %r{k} = "vector.load"(%m0, %i{k}) : (memref<{16 * 128}xf32>, index) -> {V2}\n')
        regs.append(f"%r{k}")
    return text, regs


def _module(instr: str, uniform: bool = False, keep: int | None = None):
    """A kernel storing thread t's row maximum to out0[t] (and, ``keep``: accumulator ``keep`` to out1[2t:2t+2])."""
    text, regs = _loads(uniform)
    chain, accs, result = row_max(regs, instr, "x")
    text += chain + f'      "memref.store"({result}, %m1, %tid) : (f32, memref<{16 * 128}xf32>, index) -> ()\n'
    if keep is not None:
        text += ('      %o2 = "arith.muli"(%tid, %c2) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index\n'
                 f'      "vector.store"({accs[keep]}, %m2, %o2) : ({V2}, memref<{16 * 128}xf32>, index) -> ()\n')
    return parse_module(kernel(text, n=16 * 128, nbuffers=3), "t.mlir", make_context(allow_unregistered=True))


def _row_values() -> np.ndarray:
    """128 rows of 16: random bits (NaNs of any payload, subnormals, infinities come up), and rows of only signed
    zeros, zeros and negatives, NaNs alone, a signaling NaN among numbers, infinities."""
    x = RNG.integers(0, 2**32, (128, 16), dtype=np.uint64).astype(np.uint32)
    special = np.array([0, 0x80000000, 0x7F800000, 0xFF800000, 0x7F800001, 0xFFC00123, 0x7FC00000, 1, 0x80000001,
                        0x3F800000, 0xBF800000], np.uint32)
    x[:32] = RNG.choice(special, (32, 16))
    x[32] = 0x80000000
    x[33, ::2], x[33, 1::2] = 0x80000000, 0
    x[34], x[34, 5] = 0xBF800000, 0x80000000
    x[35] = 0x7F800001
    x[36], x[36, 9] = 0x3F800000, 0x7F800001
    x[37] = 0xFF800000
    return x.view(np.float32).reshape(-1)


def _windows(k: Kernel, tracked: bool = False) -> int:
    """How many windows the prepared kernel's blocks run as one closure (``tracked``: where warps are tracked)."""
    return sum(1 for cb in k.program._compiled.values() if (cb.tracked if tracked else cb.fused) is not None
               for fn in (cb.tracked if tracked else cb.fused).fns
               if getattr(fn, "__qualname__", "").startswith("_window."))


def _outputs(module, x: np.ndarray, fused: bool, monkeypatch) -> list[bytes]:
    monkeypatch.setattr(fuse, "enabled", fused)
    res = Kernel(module).run({"in0": x}, num_outputs=2)
    return [res.outputs[n].tobytes() for n in ("out0", "out1")]


@pytest.mark.parametrize("instr", ["max.NaN.f32", "max.f32", "min.NaN.f32", "min.f32", "max.NaN.ftz.f32"])
@pytest.mark.parametrize("uniform", [False, True])
def test_a_row_maximum_runs_as_one_reduction_with_the_bits_of_its_ops(instr, uniform, monkeypatch):
    module = _module(instr, uniform)
    assert _windows(Kernel(module)) == 1
    fallbacks = []
    monkeypatch.setattr(fold_chains, "one_by_one", lambda *a: fallbacks.append(a))
    x = _row_values()
    fused = _outputs(module, x, True, monkeypatch)
    assert not fallbacks
    assert fused == _outputs(module, x, False, monkeypatch)


def test_an_accumulator_read_after_the_chain_is_made(monkeypatch):
    module = _module("max.NaN.f32", keep=2)
    assert _windows(Kernel(module)) == 1
    x = _row_values()
    fused = _outputs(module, x, True, monkeypatch)
    assert fused == _outputs(module, x, False, monkeypatch)
    assert np.frombuffer(fused[1], np.float32)[:256].any()  # (the accumulator was stored)


def test_an_elementwise_max_of_two_vectors_is_not_a_chain():
    text, regs = _loads(False)
    text += f'      %u = "llvm.mlir.undef"() : () -> {V2}\n'
    for k in range(2):
        text += _extract(f"%a{k}", regs[0], k) + _extract(f"%b{k}", regs[1], k)
        text += _asm(f"%e{k}", f"%a{k}", f"%b{k}", "max.NaN.f32")
    text += _insert("%v0", "%e0", "%u", 0) + _insert("%v1", "%e1", "%v0", 1)
    text += '      %o2 = "arith.muli"(%tid, %c2) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index\n'
    text += f'      "vector.store"(%v1, %m1, %o2) : ({V2}, memref<{16 * 128}xf32>, index) -> ()\n'
    module = parse_module(kernel(text, n=16 * 128), "t.mlir", make_context(allow_unregistered=True))
    assert _windows(Kernel(module)) == 0


TRUNCATED = '      %1235 = "arith.truncf"(%1234#0) : (vector<2xf32>) -> vector<2xf16>\n'


def _wgmma_row_max(text: str) -> str:
    """The corpus's wgmma kernel, its first register's truncation taking the row maximum of the accumulator's
    first eight registers (a chain reading a wgmma's result) in both elements."""
    chain, _, result = row_max([f"%1234#{k}" for k in range(REGS)], "max.NaN.f32", "w")
    bcast = f'      %wrow2 = "vector.broadcast"({result}) : (f32) -> {V2}\n'
    assert text.count(TRUNCATED) == 1
    return text.replace(TRUNCATED, chain + bcast + TRUNCATED.replace("(%1234#0)", "(%wrow2)"))


def test_a_chain_of_a_waited_wgmma_result_runs_as_one_reduction_where_warps_are_tracked(monkeypatch):
    module = parse_module(_wgmma_row_max(rr.TEXT), rr.NAME, make_context(allow_unregistered=True))
    assert _windows(Kernel(module), tracked=True) == 1
    fallbacks = []
    monkeypatch.setattr(fold_chains, "one_by_one", lambda *a: fallbacks.append(a))
    fused = Kernel(module).run(dict(rr.INPUTS)).outputs["out0"].tobytes()
    assert not fallbacks
    monkeypatch.setattr(fuse, "enabled", False)
    assert fused == Kernel(module).run(dict(rr.INPUTS)).outputs["out0"].tobytes()


@pytest.mark.parametrize("variant", ["no wait_group", "wait_group 1"])
def test_a_chain_reading_a_pending_register_reports_the_races_of_its_ops(variant, monkeypatch):
    """Its checks name the instruction reading the pending register (the first max), raised or reported, as
    often as one by one."""
    text = _wgmma_row_max(RACY[variant](rr.TEXT))
    module = parse_module(text, rr.NAME, make_context(allow_unregistered=True))
    raised, reported = [], []
    for fused in (True, False):
        monkeypatch.setattr(fuse, "enabled", fused)
        with pytest.raises(RaceError) as ei:
            Kernel(module).run(dict(rr.INPUTS))
        raised.append(str(ei.value))
        races = Kernel(module).run(dict(rr.INPUTS), report_races=True).report.races
        reported.append([(str(err), times) for err, times in races])
    assert "'llvm.inline_asm' op race: this instruction reads" in raised[0] and raised[0] == raised[1]
    assert reported[0] == reported[1]
