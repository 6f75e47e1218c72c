"""jax 0.12.0.1's inline PTX for TMEM (tcgen05.py:950-1080 and :1870-1891 at jax-v0.12.0.1): alloc,
relinquish, dealloc, the waits and tcgen05.cp, in place of the nvvm ops of tests/emulator/
test_tcgen05_ops.py's kernels. Each rule calls its nvvm op's function (handlers/tensorcore.py), so
the runs agree bit for bit."""

from __future__ import annotations

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.errors import EmulatorError
from mgpu.emulator.run import run

from tests.support.kernel_text import kernel
from .test_ptx_jax012_sync import asm
from .test_tcgen05_ops import ALLOC, CP, DEALLOC, STORE, WAIT_PHASE

GROUP = "<{group = #nvvm.cta_group<cta_1>}>"
SPELLINGS = [  # (nvvm op, jax 0.12.0.1's inline PTX)
    (f'"nvvm.tcgen05.alloc"(%slot, %ncols) {GROUP} : (!llvm.ptr<3>, i32) -> ()',
     asm("%slot, %ncols", "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], $1;", "r,r",
         "!llvm.ptr<3>, i32")),
    (f'"nvvm.tcgen05.relinquish_alloc_permit"() {GROUP} : () -> ()',
     asm("", "tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", "", "")),
    (f'"nvvm.tcgen05.dealloc"(%tp, %ncols) {GROUP} : (!llvm.ptr<6>, i32) -> ()',
     asm("%ta, %ncols", "tcgen05.dealloc.cta_group::1.sync.aligned.b32 $0, $1;", "r,r", "i32, i32")),
    ('"nvvm.tcgen05.wait"() <{kind = #nvvm.tcgen05_wait<store>}> : () -> ()',
     asm("", "tcgen05.wait::st.sync.aligned;", "", "")),
    ('"nvvm.tcgen05.wait"() <{kind = #nvvm.tcgen05_wait<load>}> : () -> ()',
     asm("", "tcgen05.wait::ld.sync.aligned;", "", "")),
]
CP_NVVM = ('"nvvm.tcgen05.cp"(%tp, %desc) <{group = #nvvm.cta_group<cta_1>, multicast = #nvvm.tcgen05_cp_multicast'
           '<MULTICAST>, shape = #nvvm.tcgen05_cp_shape<shape_SHAPE>}> : (!llvm.ptr<6>, i64) -> ()')


def in_ptx(body: str, cp: str = "") -> str:
    """``body`` with each nvvm op of SPELLINGS (and the tcgen05.cp, as ``cp``) in jax 0.12's PTX."""
    for nvvm, ptx in SPELLINGS + ([(CP_NVVM, asm("%ta, %desc", cp, "r,l", "i32, i64"))] if cp else []):
        body = body.replace(nvvm, ptx.strip())
    assert "nvvm.tcgen05.cp" not in body
    assert "nvvm.tcgen05.alloc" not in body and "nvvm.tcgen05.dealloc" not in body
    return body


def _run(body: str, n: int = 128, smem: int = 4096, x=None):
    text = kernel(body, elem="i32", n=n, smem=smem)
    x = np.zeros(n, np.int32) if x is None else x
    return run(parse_module(text, "t.mlir", make_context()), {"in0": x}).outputs["out0"]


LOAD = '''
      %r1 = "nvvm.tcgen05.ld"(%tp) <{shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>}> : (!llvm.ptr<6>) -> vector<2xi32>
      "nvvm.tcgen05.wait"() <{kind = #nvvm.tcgen05_wait<load>}> : () -> ()
      %e0 = "vector.extract"(%r1) <{static_position = array<i64: 0>}> : (vector<2xi32>) -> i32
      %e1 = "vector.extract"(%r1) <{static_position = array<i64: 1>}> : (vector<2xi32>) -> i32
      %k = "arith.constant"() <{value = 1000 : i32}> : () -> i32
      %hi = "arith.muli"(%e1, %k) : (i32, i32) -> i32
      %r = "arith.addi"(%hi, %e0) : (i32, i32) -> i32
      "memref.store"(%r, %m1, %tid) : (i32, memref<128xi32>, index) -> ()
'''


def test_alloc_store_load_dealloc_in_ptx_as_in_nvvm():
    body = ALLOC + STORE + LOAD + DEALLOC
    t = np.arange(128, dtype=np.int64)
    want = ((t * 100 + 1) * 1000 + t * 100).astype(np.int32)
    assert np.array_equal(_run(in_ptx(body)), want)
    assert np.array_equal(_run(body), want)


def test_an_alloc_after_the_permit_is_relinquished_is_an_error():
    again = SPELLINGS[0][1].strip()
    body = in_ptx(ALLOC).replace(SPELLINGS[1][1].strip(), SPELLINGS[1][1].strip() + "\n        " + again)
    with pytest.raises(EmulatorError, match=r"t.mlir:\d+:\d+: error: 'llvm.inline_asm' op tcgen05.alloc after "
                                            r"tcgen05.relinquish_alloc_permit"):
        _run(body)


def test_an_alloc_of_a_column_count_off_the_powers_of_two_is_an_error():
    body = in_ptx(ALLOC).replace('<{value = 32 : i32}> : () -> i32', '<{value = 1024 : i32}> : () -> i32', 1)
    with pytest.raises(EmulatorError, match=r"t.mlir:\d+:\d+: error: 'llvm.inline_asm' op tcgen05.alloc of 1024 "
                                            r"columns: must be a power of 2 in \[32, 512\]"):
        _run(body)


@pytest.mark.parametrize("opcode", ["tcgen05.alloc", "tcgen05.dealloc"])
def test_an_exclusive_allocation_is_refused_naming_its_target(opcode):
    # jax 0.12.1 allocates 576 columns with .exclusive (tcgen05.py:1044-1072 of its wheel), sm_107f's
    body = in_ptx(ALLOC + DEALLOC).replace(f"{opcode}.cta_group", f"{opcode}.exclusive.cta_group", 1)
    body = body.replace('<{value = 32 : i32}> : () -> i32', '<{value = 576 : i32}> : () -> i32', 1)
    with pytest.raises(EmulatorError, match=rf"t.mlir:\d+:\d+: error: 'llvm.inline_asm' op {opcode}.exclusive is not "
                                            r"supported: an exclusive TMEM allocation \(PTX ISA 9.4, of sm_107f: more "
                                            r"than 512 columns"):
        _run(body)


def _cp(shape: str, multicast: str, nreg: int, ptx: str | None):
    """test_tcgen05_ops.py's tcgen05.cp kernel (SMEM matrix at 1024, LBO 2048, SBO 128), its copy
    the nvvm op (``ptx`` None) or jax 0.12's string ``ptx`` and its other TMEM ops in PTX."""
    desc = (1024 >> 4) | (2048 >> 4) << 16 | (128 >> 4) << 32 | 1 << 46  # (an sm_100 descriptor, no swizzle)
    body = CP if ptx is None else in_ptx(CP, ptx)
    assert ptx is None or ptx in body
    body = (body.replace("DESC", str(desc)).replace("SHAPE", shape).replace("MULTICAST", multicast)
            .replace("NREG", str(nreg)).replace("WAIT", WAIT_PHASE))
    x = np.arange(1024, dtype=np.int32) * 7 + 3
    return _run(body, n=1024, smem=1024 + 4096, x=x)


@pytest.mark.parametrize("shape, multicast, nreg, ptx", [
    ("128x128b", "none", 4, "tcgen05.cp.cta_group::1.128x128b [$0], $1;"),
    ("128x256b", "none", 8, "tcgen05.cp.cta_group::1.128x256b [$0], $1;"),
    ("32x128b", "warpx4", 4, "tcgen05.cp.cta_group::1.32x128b.warpx4 [$0], $1;"),
    ("64x128b", "warpx2_02_13", 4, "tcgen05.cp.cta_group::1.64x128b.warpx2::02_13 [$0], $1;"),
    ("64x128b", "warpx2_01_23", 4, "tcgen05.cp.cta_group::1.64x128b.warpx2::01_23 [$0], $1;"),
])
def test_tcgen05_cp_in_ptx_lands_where_the_nvvm_op_puts_it(shape, multicast, nreg, ptx):
    assert np.array_equal(_cp(shape, multicast, nreg, ptx), _cp(shape, multicast, nreg, None))


@pytest.mark.parametrize("ptx, why", [
    ("tcgen05.cp.cta_group::1.128x256b.b6x16_p32 [$0], $1;", "unsupported tcgen05.cp form"),
    ("tcgen05.cp.cta_group::1.16x256b [$0], $1;", "unsupported tcgen05.cp form"),
])
def test_tcgen05_cp_forms_it_does_not_run_are_refused(ptx, why):
    with pytest.raises(EmulatorError, match=rf"t.mlir:\d+:\d+: error: 'llvm.inline_asm' op {why}"):
        _cp("128x256b", "none", 8, ptx)


def test_tcgen05_ld_red_is_refused_by_name():
    body = ALLOC + '''
      %red = "llvm.inline_asm"(%ta) <{asm_dialect = 0 : i64, asm_string = "tcgen05.ld.red.sync.aligned.32x32b.x1.max.s32 {$0}, $1, [$2];", constraints = "=r,=r,r", has_side_effects}> : (i32) -> !llvm.struct<(i32, i32)>
''' + DEALLOC
    with pytest.raises(EmulatorError, match=r"'llvm.inline_asm' op tcgen05.ld.red \(a TMEM load that also reduces its "
                                            r"values\) is not emulated"):
        _run(in_ptx(body))
