"""nvvm.ldmatrix and nvvm.stmatrix (mgpu/emulator/handlers/matrix.py) against numpy models of PTX ISA 9.1
§9.7.14.5.15-16: lane ``8 i + r`` gives the address of row ``r`` of matrix ``i``; lane ``l`` holds row
``l / 4``, columns ``2 (l % 4)``, ``2 (l % 4) + 1`` of each matrix (with ``.trans``, column ``l / 4``, rows
``2 (l % 4)``, ``2 (l % 4) + 1``), the lower index in the low half of its 32-bit register. ``.m16n16 .trans .b8``
(mgpu/emulator/matrix_fragments.py): lane ``16 i + r`` gives row ``r`` of matrix ``i`` (16 bytes); of its
transpose, lane ``l`` holds rows ``l / 4`` (register ``2 i``) and ``l / 4 + 8`` (register ``2 i + 1``), columns
``4 (l % 4)`` to ``4 (l % 4) + 3`` in each, the lowest column in the low byte.

In the kernels below thread t (lane l of warp w) gives the row address ``w * 512 + 16 * ((5 l) % 32)``
(a permutation of its warp's 32 rows of 16 bytes), so a mix-up of lanes and rows shows."""

from __future__ import annotations

import re

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.errors import EmulatorError, MemoryFault
from mgpu.emulator.races import RaceError
from mgpu.emulator.run import run

from tests.support.kernel_text import kernel

N = 128  # threads (one warpgroup); SMEM: 4 warps x 32 rows x 16 bytes
SMEM = "!llvm.ptr<3>"

_TID = '''      %tid = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %t = "arith.index_cast"(%tid) : (index) -> i32
      %c4 = "arith.constant"() <{value = 4 : index}> : () -> index
      %base = "arith.muli"(%tid, %c4) : (index, index) -> index
'''
# %own: thread t's own 16 bytes of SMEM (offset 16 t); %row: the row address it gives (see above)
_ADDRESSES = '''      %c16 = "arith.constant"() <{value = 16 : i32}> : () -> i32
      %c5 = "arith.constant"() <{value = 5 : i32}> : () -> i32
      %c32 = "arith.constant"() <{value = 32 : i32}> : () -> i32
      %c512 = "arith.constant"() <{value = 512 : i32}> : () -> i32
      %oa = "arith.muli"(%t, %c16) : (i32, i32) -> i32
      %own = "llvm.inttoptr"(%oa) : (i32) -> !llvm.ptr<3>
      %lane = "arith.remui"(%t, %c32) : (i32, i32) -> i32
      %warp = "arith.divui"(%t, %c32) : (i32, i32) -> i32
      %l5 = "arith.muli"(%lane, %c5) : (i32, i32) -> i32
      %perm = "arith.remui"(%l5, %c32) : (i32, i32) -> i32
      %ro = "arith.muli"(%perm, %c16) : (i32, i32) -> i32
      %wo = "arith.muli"(%warp, %c512) : (i32, i32) -> i32
      %ra = "arith.addi"(%wo, %ro) : (i32, i32) -> i32
      %row = "llvm.inttoptr"(%ra) : (i32) -> !llvm.ptr<3>
'''
_FILL = '''      %x = "vector.load"(%m0, %base) : (memref<512xi32>, index) -> vector<4xi32>
      "llvm.store"(%x, %own) <{ordering = 0 : i64}> : (vector<4xi32>, !llvm.ptr<3>) -> ()
      "gpu.barrier"() : () -> ()
'''
_DUMP = '''      "gpu.barrier"() : () -> ()
      %y = "llvm.load"(%own) <{ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<4xi32>
      "vector.store"(%y, %m1, %base) : (vector<4xi32>, memref<512xi32>, index) -> ()
'''


def _attrs(layout: str, shape: str = "m = 8, n = 8", elt: str = "b16") -> str:
    return f"layout = <{layout}>, shape = <{shape}>, element_type = <{elt}>"


def _ldmatrix(num: int, layout: str, addr: str = "%row", regs: int = 1, **form) -> str:
    """ldmatrix into %r0.. (``regs`` registers a matrix): stored to out1 words 4 t + i."""
    count = num * regs
    res = "i32" if count == 1 else f"!llvm.struct<({', '.join(['i32'] * count)})>"
    text = f'      %ld = nvvm.ldmatrix {addr}, num = {num}, {_attrs(layout, **form)} : (!llvm.ptr<3>) -> {res}\n'
    for i in range(count):
        get = "%ld" if count == 1 else f"%r{i}"
        if count > 1:
            text += f'      %r{i} = "llvm.extractvalue"(%ld) <{{position = array<i64: {i}>}}> : ({res}) -> i32\n'
        text += f'''      %k{i} = "arith.constant"() <{{value = {i} : index}}> : () -> index
      %o{i} = "arith.addi"(%base, %k{i}) : (index, index) -> index
      "memref.store"({get}, %m1, %o{i}) : (i32, memref<512xi32>, index) -> ()
'''
    return text


def _stmatrix(num: int, layout: str) -> str:
    """stmatrix of thread t's in0 words 4 t + i."""
    text = '      %x = "vector.load"(%m0, %base) : (memref<512xi32>, index) -> vector<4xi32>\n'
    for i in range(num):
        text += f'''      %e{i} = "arith.constant"() <{{value = {i} : i64}}> : () -> i64
      %v{i} = "llvm.extractelement"(%x, %e{i}) : (vector<4xi32>, i64) -> i32
'''
    regs = ", ".join(f"%v{i}" for i in range(num))
    return text + f'      nvvm.stmatrix %row, {regs} {_attrs(layout)} : !llvm.ptr<3>, {", ".join(["i32"] * num)}\n'


def _text(body: str, threads: int = N) -> str:
    return kernel(_TID + _ADDRESSES + body, n=512 * threads // N, elem="i32", threads=threads,
                  smem=16 * threads).replace("memref<512xi32>", f"memref<{512 * threads // N}xi32>")


def _run(body: str, x: np.ndarray, threads: int = N) -> np.ndarray:
    m = parse_module(_text(body, threads), "t.mlir", make_context())
    return run(m, {"in0": x}, timeout_s=60).outputs["out0"]


def _rows() -> np.ndarray:
    """(threads, 32): the byte address lane k of thread t's warp gives."""
    t = np.arange(N)
    return (t // 32 * 512)[:, None] + 16 * ((5 * np.arange(32)) % 32)[None, :]


def _fragment(smem16: np.ndarray, i: int, trans: bool) -> tuple[np.ndarray, np.ndarray]:
    """The SMEM element indices (16-bit) of each thread's low and high half of matrix i."""
    lane = np.arange(N) % 32
    rows = _rows() // 2
    t = np.arange(N)
    if not trans:
        r = rows[t, 8 * i + lane // 4] + 2 * (lane % 4)
        return r, r + 1
    return tuple(rows[t, 8 * i + 2 * (lane % 4) + h] + lane // 4 for h in (0, 1))


X = np.random.default_rng(3).integers(-2**31, 2**31, 512, dtype=np.int64).astype(np.int32)


def _expected_load(num: int, trans: bool) -> np.ndarray:
    smem16 = X.view(np.uint16)
    out = np.zeros((N, 4), np.uint32)
    for i in range(num):
        lo, hi = _fragment(smem16, i, trans)
        out[:, i] = smem16[lo].astype(np.uint32) | smem16[hi].astype(np.uint32) << 16
    return out.reshape(-1).view(np.int32)


@pytest.mark.parametrize("layout", ["row", "col"], ids=["plain", "trans"])
def test_ldmatrix_x4_gives_each_lane_its_fragment_of_each_matrix(layout):
    got = _run(_FILL + _ldmatrix(4, layout), X)
    assert got.tolist() == _expected_load(4, layout == "col").tolist()


@pytest.mark.parametrize("num", [1, 2])
def test_ldmatrix_x1_x2_read_only_the_addresses_of_the_first_8_num_lanes(num):
    """The other lanes' addresses are not used (here: misaligned, so reading them would fault)."""
    odd = '''      %lim = "arith.constant"() <{value = LIM : i32}> : () -> i32
      %used = "arith.cmpi"(%lane, %lim) <{predicate = 6 : i64}> : (i32, i32) -> i1
      %c3 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      %bad = "llvm.inttoptr"(%c3) : (i32) -> !llvm.ptr<3>
      %addr = "llvm.select"(%used, %row, %bad) : (i1, !llvm.ptr<3>, !llvm.ptr<3>) -> !llvm.ptr<3>
'''.replace("LIM", str(8 * num))
    got = _run(_FILL + odd + _ldmatrix(num, "row", addr="%addr"), X).reshape(N, 4)
    assert got[:, :num].tolist() == _expected_load(num, False).reshape(N, 4)[:, :num].tolist()


def _expected_store(trans: bool) -> np.ndarray:
    smem16 = np.zeros(1024, np.uint16)
    regs = X.view(np.uint32).reshape(N, 4)
    for i in range(4):
        lo, hi = _fragment(smem16, i, trans)
        smem16[lo] = regs[:, i] & 0xFFFF
        smem16[hi] = regs[:, i] >> 16
    return smem16.view(np.int32)


@pytest.mark.parametrize("layout", ["row", "col"], ids=["plain", "trans"])
def test_stmatrix_x4_puts_each_lane_s_fragment_in_its_place(layout):
    got = _run(_stmatrix(4, layout) + _DUMP, X)
    assert got.tolist() == _expected_store(layout == "col").tolist()


@pytest.mark.parametrize("layout", ["row", "col"], ids=["plain", "trans"])
def test_stmatrix_then_ldmatrix_of_the_same_form_is_the_identity(layout):
    body = _stmatrix(4, layout) + '      "gpu.barrier"() : () -> ()\n' + _ldmatrix(4, layout)
    assert _run(body, X).tolist() == X.tolist()


def test_ldmatrix_of_a_misaligned_row_is_a_located_fault():
    skew = '''      %c2 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      %sa = "arith.addi"(%ra, %c2) : (i32, i32) -> i32
      %skew = "llvm.inttoptr"(%sa) : (i32) -> !llvm.ptr<3>
'''
    with pytest.raises(MemoryFault, match=r"t\.mlir:\d+:\d+.*ldmatrix: a row address \(0x\w+\) is not 16-byte aligned"):
        _run(_FILL + skew + _ldmatrix(4, "row", addr="%skew"), X)


def test_ldmatrix_by_part_of_a_warp_is_refused():
    """.sync.aligned: all 32 lanes execute it together."""
    body = _FILL + '''      %c16i = "arith.constant"() <{value = 16 : i32}> : () -> i32
      %half = "arith.cmpi"(%lane, %c16i) <{predicate = 6 : i64}> : (i32, i32) -> i1
      "scf.if"(%half) ({
''' + _ldmatrix(1, "row") + '''        "scf.yield"() : () -> ()
      }, {
      }) : (i1) -> ()
'''
    with pytest.raises(EmulatorError, match=r"t\.mlir:\d+:\d+.*ldmatrix: only some lanes of a warp execute it"):
        _run(body, X)


B8 = {"shape": "m = 16, n = 16", "elt": "b8"}


def _expected_b8_load(num: int) -> np.ndarray:
    """Each thread's 2 num registers of ``ldmatrix .m16n16 .x{num} .trans .b8``, from the transposes of the matrices
    its warp's lanes 0 to 16 num - 1 give the rows of."""
    smem8, rows, lane = X.view(np.uint8), _rows(), np.arange(N) % 32
    out = np.zeros((N, 4), np.uint32)
    for t in range(N):
        g, q = lane[t] // 4, lane[t] % 4
        for i in range(num):
            transposed = np.stack([smem8[a:a + 16] for a in rows[t, 16 * i:16 * i + 16]]).T
            for k in (0, 1):
                out[t, 2 * i + k] = np.ascontiguousarray(transposed[g + 8 * k, 4 * q:4 * q + 4]).view(np.uint32)[0]
    return out.reshape(-1).view(np.int32)


@pytest.mark.parametrize("num", [1, 2])
def test_ldmatrix_m16n16_trans_b8_gives_each_lane_two_rows_of_each_transposed_matrix(num):
    got = _run(_FILL + _ldmatrix(num, "col", regs=2, **B8), X).reshape(N, 4)
    assert got[:, :2 * num].tolist() == _expected_b8_load(num).reshape(N, 4)[:, :2 * num].tolist()


def test_ldmatrix_m16n16_x1_reads_only_the_addresses_of_lanes_0_to_15():
    odd = '''      %c16l = "arith.constant"() <{value = 16 : i32}> : () -> i32
      %used = "arith.cmpi"(%lane, %c16l) <{predicate = 6 : i64}> : (i32, i32) -> i1
      %c3 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      %bad = "llvm.inttoptr"(%c3) : (i32) -> !llvm.ptr<3>
      %addr = "llvm.select"(%used, %row, %bad) : (i1, !llvm.ptr<3>, !llvm.ptr<3>) -> !llvm.ptr<3>
'''
    got = _run(_FILL + odd + _ldmatrix(1, "col", addr="%addr", regs=2, **B8), X).reshape(N, 4)
    assert got[:, :2].tolist() == _expected_b8_load(1).reshape(N, 4)[:, :2].tolist()


# forms jax emits none of: refused by name
REFUSED = {
    "stmatrix m16n8 b8": '      nvvm.stmatrix %row, %t layout = <col>, shape = <m = 16, n = 8>, element_type = <b8> '
                         ': !llvm.ptr<3>, i32\n',
    "ldmatrix m8n16 b8x16.b4x16_p64": _ldmatrix(1, "row", shape="m = 8, n = 16", elt="b8x16.b4x16_p64"),
    "ldmatrix m16n16 b8x16.b6x16_p32": _ldmatrix(1, "col", regs=2, shape="m = 16, n = 16", elt="b8x16.b6x16_p32"),
}


@pytest.mark.parametrize("form", REFUSED)
def test_forms_jax_does_not_emit_are_refused_by_name(form):
    op, shape, elt = form.split()
    with pytest.raises(EmulatorError, match=rf"t\.mlir:\d+:\d+.*nvvm\.{op} of shape {shape}, element type "
                                            rf"{re.escape(elt)}, is not supported"):
        _run(REFUSED[form], X)


def test_ldmatrix_of_rows_another_warpgroup_stores_unordered_is_a_race():
    """Warpgroup 0 reads (ldmatrix) the rows warpgroup 1 stores, with no barrier between: warpgroup 0
    runs first, so the store is where the race shows, naming the ldmatrix's read."""
    body = '''      %x = "vector.load"(%m0, %base) : (memref<512xi32>, index) -> vector<4xi32>
      %c2048 = "arith.constant"() <{value = 2048 : i32}> : () -> i32
      %c128 = "arith.constant"() <{value = 128 : i32}> : () -> i32
      %wg = "arith.divui"(%t, %c128) : (i32, i32) -> i32
      %z = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %first = "arith.cmpi"(%wg, %z) <{predicate = 0 : i64}> : (i32, i32) -> i1
      "scf.if"(%first) ({
        %pa = "arith.addi"(%ra, %c2048) : (i32, i32) -> i32
        %peer = "llvm.inttoptr"(%pa) : (i32) -> !llvm.ptr<3>
''' + _ldmatrix(1, "row", addr="%peer") + '''        "scf.yield"() : () -> ()
      }, {
        "llvm.store"(%x, %own) <{ordering = 0 : i64}> : (vector<4xi32>, !llvm.ptr<3>) -> ()
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
'''
    with pytest.raises(RaceError, match=r"'llvm.store' op race: this store overwrites shared memory byte 0x800 that "
                                        r"CTA \(0, 0, 0\) warpgroup 0 warp \d read at t\.mlir:(\d+):") as e:
        _run(body, np.zeros(1024, np.int32), threads=256)
    read_at = int(re.search(r"read at t\.mlir:(\d+):", str(e.value)).group(1))
    assert "nvvm.ldmatrix" in _text(body, 256).splitlines()[read_at - 1]


def test_stmatrix_over_rows_another_warpgroup_reads_unordered_is_a_race():
    body = '''      %c128 = "arith.constant"() <{value = 128 : i32}> : () -> i32
      %wg = "arith.divui"(%t, %c128) : (i32, i32) -> i32
      %z = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %first = "arith.cmpi"(%wg, %z) <{predicate = 0 : i64}> : (i32, i32) -> i1
      %c2048 = "arith.constant"() <{value = 2048 : i32}> : () -> i32
      "scf.if"(%first) ({
        %y = "llvm.load"(%own) <{ordering = 0 : i64}> : (!llvm.ptr<3>) -> vector<4xi32>
        "vector.store"(%y, %m1, %base) : (vector<4xi32>, memref<512xi32>, index) -> ()
        "scf.yield"() : () -> ()
      }, {
        %pa = "arith.subi"(%ra, %c2048) : (i32, i32) -> i32
        %peer = "llvm.inttoptr"(%pa) : (i32) -> !llvm.ptr<3>
        nvvm.stmatrix %peer, %t layout = <row>, shape = <m = 8, n = 8>, element_type = <b16> : !llvm.ptr<3>, i32
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
'''
    with pytest.raises(RaceError, match=r"'nvvm.stmatrix' op race"):
        _run(body, np.zeros(1024, np.int32), threads=256)
