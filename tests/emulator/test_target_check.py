"""A kernel's target (its mosaic_gpu.arch_major / arch_minor, or mgpu-run's --arch) and the instructions it lacks:
refused, located, before anything runs (mgpu/emulator/target_check.py, the table mgpu/arch_targets.py)."""

from __future__ import annotations

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.errors import UnsupportedOp
from mgpu.emulator.run import Kernel
from mgpu.emulator.target_check import FROM_MODULE, Target, check, instructions, module_target, set_module_target

from tests.support.kernel_text import kernel


def _asm(text: str) -> str:
    return (f'      "llvm.inline_asm"() <{{asm_string = "{text}", constraints = "", has_side_effects, '
            f'tail_call_kind = #llvm.tailcallkind<none>}}> : () -> ()\n')


WGMMA_FENCE = _asm("wgmma.fence.sync.aligned;")  # jax 0.12's inline spelling
TCGEN05_FENCE = _asm("tcgen05.fence::before_thread_sync;")
NVVM_WGMMA_FENCE = '      "nvvm.wgmma.fence.aligned"() : () -> ()\n'
NVVM_TCGEN05_FENCE = '      "nvvm.tcgen05.fence"() <{kind = #nvvm.tcgen05_fence<before>}> : () -> ()\n'
X = np.arange(128, dtype=np.float32)


def _module(body: str, arch: tuple[int, int] | None):
    m = parse_module(kernel(body), "t.mlir", make_context())
    if arch is not None:  # (as jax writes it: jax/experimental/mosaic/gpu/core.py:1010-1012 at 0.12.0.1)
        set_module_target(m, Target(*arch, FROM_MODULE))
    return m


def _refusal(body: str, arch: tuple[int, int] | None, target: Target | None = None) -> UnsupportedOp:
    with pytest.raises(UnsupportedOp) as e:
        Kernel(_module(body, arch), target=target)
    return e.value


def _runs(body: str, arch: tuple[int, int] | None) -> None:
    assert Kernel(_module(body, arch)).run({"in0": X}).outputs["out0"].shape == X.shape


@pytest.mark.parametrize("body", [WGMMA_FENCE, NVVM_WGMMA_FENCE])
def test_wgmma_is_refused_on_sm_100a_at_its_op(body):
    """wgmma is sm_90a only (PTX ISA 9.2 §9.7.15.7.1, "Requires sm_90a"): a module for 10.0 that uses it is
    refused where the op is, naming the target, where it was read and the targets that have it."""
    e = _refusal(body, (10, 0))
    assert e.location == "t.mlir:36:7"
    assert "compiled for sm_100a (the module's mosaic_gpu.arch_major / arch_minor)" in e.message
    assert "only on sm_90a" in e.message and "§9.7.15" in e.message
    assert "--arch" in e.notes[0]


@pytest.mark.parametrize("body", [WGMMA_FENCE, NVVM_WGMMA_FENCE])
def test_wgmma_runs_on_sm_90a(body):
    _runs(body, (9, 0))


@pytest.mark.parametrize("body", [TCGEN05_FENCE, NVVM_TCGEN05_FENCE])
def test_tcgen05_is_refused_on_sm_90a_at_its_op(body):
    """tcgen05 (Tensor Memory) is sm_100a / sm_110a and their families' (PTX ISA 9.2 §9.7.16.11.1)."""
    e = _refusal(body, (9, 0))
    assert e.location == "t.mlir:36:7"
    assert "compiled for sm_90a" in e.message and "sm_100a" in e.message and "§9.7.16" in e.message


@pytest.mark.parametrize("body", [TCGEN05_FENCE, NVVM_TCGEN05_FENCE])
def test_tcgen05_runs_on_sm_100a(body):
    _runs(body, (10, 0))


@pytest.mark.parametrize("body", [WGMMA_FENCE, TCGEN05_FENCE])
def test_a_module_without_a_target_runs_both_families(body):
    """A module that names no target (hand-written IR, a capture from before jax wrote it) is run as before."""
    assert module_target(_module(body, None)) is None
    _runs(body, None)


def test_the_callers_target_replaces_the_modules():
    """mgpu-run --arch: the target given wins over the module's attributes, and the message says where it is from."""
    e = _refusal(WGMMA_FENCE, (9, 0), Target(10, 0, "--arch"))
    assert "compiled for sm_100a (--arch)" in e.message


def test_a_dead_op_is_refused_all_the_same():
    """The target's check comes before anything is run or skipped: an instruction ptxas refuses is refused even
    in a branch never taken."""
    body = ('      %false = "arith.constant"() <{value = false}> : () -> i1\n'
            '      "scf.if"(%false) ({\n' + TCGEN05_FENCE + '      "scf.yield"() : () -> ()\n'
            '      }, {\n      "scf.yield"() : () -> ()\n      }) : (i1) -> ()\n')
    assert "compiled for sm_90a" in _refusal(body, (9, 0)).message


NVVM_FORMS = {
    "ldmatrix .b8": ('%l = nvvm.ldmatrix %p, num = 1, layout = <col>, shape = <m = 16, n = 16>, element_type = <b8> '
                     ': (!llvm.ptr<3>) -> i32', ("ldmatrix", ("m16n16", "b8"))),
    "ldmatrix .b16": ('%l = nvvm.ldmatrix %p, num = 1, layout = <row>, shape = <m = 8, n = 8>, element_type = <b16> '
                      ': (!llvm.ptr<3>) -> i32', ("ldmatrix", ("m8n8", "b16"))),
    "redux.sync .f32": ('%r = "nvvm.redux.sync"(%f, %i) <{abs = false, kind = #nvvm<reduction_kind fmax>, nan = true}> '
                        ': (f32, i32) -> f32', ("redux.sync", ("f32", "NaN"))),
    "tcgen05.commit intrinsic": ('llvm.call_intrinsic "llvm.nvvm.tcgen05.commit.cg1"(%p) : (!llvm.ptr<3>) -> ()',
                                 ("tcgen05.commit.cg1", ())),
    "redux.sync .b32": ('%r = "nvvm.redux.sync"(%i, %i) <{abs = false, kind = #nvvm<reduction_kind add>, nan = false}> '
                        ': (i32, i32) -> i32', ("redux.sync", ("i32",))),
}


def _nvvm_op(text: str):
    body = ('      %p = "llvm.mlir.zero"() : () -> !llvm.ptr<3>\n      %f = "arith.constant"() <{value = 1.0 : f32}> '
            ': () -> f32\n      %i = "arith.constant"() <{value = -1 : i32}> : () -> i32\n      ' + text + "\n")
    m = parse_module(kernel(body), "t.mlir", make_context())
    return next(op for op in m.walk() if op.name in ("nvvm.ldmatrix", "nvvm.redux.sync", "llvm.call_intrinsic"))


@pytest.mark.parametrize("form", NVVM_FORMS)
def test_an_nvvm_op_or_intrinsic_is_the_ptx_instruction_it_spells(form):
    text, spelled = NVVM_FORMS[form]
    assert instructions(_nvvm_op(text)) == [spelled]


@pytest.mark.parametrize("form, refused", [("ldmatrix .b8", True), ("ldmatrix .b16", False),
                                           ("redux.sync .f32", True), ("redux.sync .b32", False),
                                           ("tcgen05.commit intrinsic", True)])
def test_an_nvvm_ops_blackwell_form_is_refused_on_sm_90a(form, refused):
    """ldmatrix .m16n16 .b8 (PTX ISA 9.2 §9.7.14.5.15), redux.sync .f32 (§9.7.13.12) and tcgen05.commit
    (§9.7.16.12.1) are sm_100a's; the Hopper forms of the same ops are not refused."""
    op = _nvvm_op(NVVM_FORMS[form][0])
    if refused:
        with pytest.raises(UnsupportedOp, match="compiled for sm_90a"):
            check(op, Target(9, 0, FROM_MODULE))
    else:
        check(op, Target(9, 0, FROM_MODULE))
    check(op, Target(10, 0, FROM_MODULE))
