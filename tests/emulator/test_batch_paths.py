"""A CTA of a batch (machine.Batch) takes the verdict of the launch's first CTA, run on its own with its races
tracked, only where it follows that CTA's path (cta_path.py): a branch on the block id or on data read from memory
that takes it elsewhere, or an operand of a synchronising op or of an SMEM access that differs from the first
CTA's (an mbarrier op's, a named barrier's, a tcgen05.commit's or a bulk copy's barrier, an SMEM address), makes
the kernel run again without batches, every CTA tracked, and a race on its path is reported as a run without
batches reports it.

The kernels: test_mbarrier_phase_races.py's three warpgroups. Warpgroup 0 waits for phase 0 of %bar and, in the
CTAs that take the branch's ``else``, hands on (arrives on %bar2, which warpgroup 1 waits for before its second
arrive on %bar): ordered so, its wait comes before phase 1. In the CTAs that take the ``then``, warpgroup 2 hands
on instead, after its own wait for phase 0, and nothing orders warpgroup 0's wait before phase 1 (G7b,
docs/design/sync_removals.md). (A batch in a worker process's share: test_jobs.py.)"""

from __future__ import annotations

import numpy as np

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator import cta_path
from mgpu.emulator.handlers import HANDLERS
from mgpu.emulator.run import Kernel
from tests.emulator.test_batching import _run, run_error
from tests.emulator.test_mbarrier_phase_races import _ARRIVE, _WAIT, THREE
from tests.support.kernel_text import kernel

GRID = 4
_HAND_ON = _ARRIVE.replace("%bar)", "%bar2)")
_BRANCH = '''        "scf.if"(%racing) ({
THEN          "scf.yield"() : () -> ()
        }, {
ELSE          "scf.yield"() : () -> ()
        }) : (i1) -> ()
'''
# the branch's condition: the CTA's block id is %k, or the CTA's element of the input is not 0 (as a ragged
# matmul's group size)
BY_BLOCK_ID = '''      %kk = "arith.constant"() <{value = K : index}> : () -> index
      %racing = "arith.cmpi"(%x0, %kk) <{predicate = 0 : i64}> : (index, index) -> i1
'''
BY_DATA = '''      %size = "memref.load"(%m0, %x0) : (memref<384xf32>, index) -> f32
      %zero = "arith.constant"() <{value = 0.0 : f32}> : () -> f32
      %racing = "arith.cmpf"(%size, %zero) <{predicate = 6 : i64}> : (f32, f32) -> i1
'''


def _branch(then: str, other: str) -> str:
    return _BRANCH.replace("THEN", then).replace("ELSE", other)


def path_text(condition: str, third: str = _WAIT.format(parity=0) + _HAND_ON.format(n="t"), mine: str = "",
              wrap=lambda body: _branch(body, ""), waiter_hands_on: str | None = None, smem: int = 1024) -> str:
    """The kernel, warpgroups 2 and 0 running ``third`` and ``mine`` in the CTAs that take the branch's ``then``
    (warpgroup 2's: ``wrap`` of it, the branch's ``then`` unless given; warpgroup 0's hand-on after its wait:
    ``waiter_hands_on`` if given, else the branch)."""
    hand_on = _branch(mine, _HAND_ON.format(n="h")) if waiter_hands_on is None else waiter_hands_on
    waiter = _WAIT.format(parity=0) + hand_on
    arriver = (_ARRIVE.format(n=0) + _WAIT.format(parity=0) + _WAIT.replace("%bar,", "%bar2,").format(parity=0)
               + _ARRIVE.format(n=1))
    body = condition + THREE.replace("WAITER", waiter).replace("ARRIVER", arriver).replace("THIRD", wrap(third))
    return kernel(body, threads=384, n=384, grid=GRID, smem=smem)


def _parsed(text: str) -> Kernel:
    return Kernel(parse_module(text, "t.mlir", make_context(allow_unregistered=True)))


def path_kernel(condition: str, **kw) -> Kernel:
    """:func:`path_text`'s kernel."""
    return _parsed(path_text(condition, **kw))


def race(cta: str, wait: int, arrive: int) -> str:
    """The race: warpgroup 1's second arrive on %bar (at line ``arrive``) completes phase 1, and nothing orders
    warpgroup 0's wait (at line ``wait``) of CTA ``cta`` before it."""
    return (f"t.mlir:{arrive}:9: error: 'nvvm.mbarrier.arrive' op race: this arrive completes phase 1 of the mbarrier at "
            f"CTA 0 SMEM 0x200, but no release into phase 1 is ordered after the parity wait by {cta} warpgroup 0 "
            f"at t.mlir:{wait}:9 that observed phase 0: on hardware phase 1 may complete before that wait runs, and its "
            f"parity 0 then names phase 2, so it waits for arrives that may come only after it (a hang) or returns "
            f"a phase late; a parity wait must run while the phase it waits for is the barrier's current or "
            f"preceding phase (PTX ISA 9.1 §9.7.13.15.16; §9.7.13.15.4: every thread observes a phase's completion "
            f"before an arrive of the next): order an arrive of each phase after the waits for the phase before (in "
            f"Pallas: one barrier per buffer slot, not one for several)")


ZEROS = {"in0": np.zeros(384, np.float32)}


def test_a_race_on_a_path_by_block_id_that_the_first_cta_does_not_take_is_reported():
    # CTA 3 alone takes the racing path; it runs in the batch of CTAs 1-3
    k = path_kernel(BY_BLOCK_ID.replace("K", "3"))
    assert run_error(k, ZEROS, 64) == race("CTA (3, 0, 0)", wait=56, arrive=69) == run_error(k, ZEROS, 1)


def test_a_race_on_a_path_by_data_that_the_first_cta_does_not_take_is_reported():
    # the CTAs whose element of the input is not 0 take the racing path: CTA 2's
    sizes = np.zeros(384, np.float32)
    sizes[2] = 64
    k = path_kernel(BY_DATA)
    assert run_error(k, {"in0": sizes}, 64) == race("CTA (2, 0, 0)", wait=57, arrive=70) == run_error(k, {"in0": sizes}, 1)


def test_a_race_on_the_first_ctas_path_is_reported_in_the_first_cta():
    k = path_kernel(BY_BLOCK_ID.replace("K", "0"))
    assert run_error(k, ZEROS, 64) == race("CTA (0, 0, 0)", wait=56, arrive=69)


def test_ctas_that_follow_the_first_ctas_path_run_in_batches():
    # the branch depends on the data, which is the same for every CTA: no CTA races, none leaves the path
    _run(path_kernel(BY_DATA), ZEROS, 64)


def test_a_cta_that_leaves_the_first_ctas_path_without_a_race_runs_again_without_batches():
    # CTA 3 takes the branch's then, where warpgroup 0 hands on as in the else: no race, another path
    k = path_kernel(BY_BLOCK_ID.replace("K", "3"), third="", mine=_HAND_ON.format(n="m"))
    _run(k, ZEROS, 64, again=True)


_BAR3 = """      %ba3 = "arith.constant"() <{value = 528 : i64}> : () -> i64
      %bar3 = "llvm.inttoptr"(%ba3) : (i64) -> !llvm.ptr<3>
      "nvvm.mbarrier.init"(%bar3, %n, %first) : (!llvm.ptr<3>, i32, i1) -> ()
      %baw = "arith.select"(%racing, %ba3, %ba2) : (i1, i64, i64) -> i64
      %barw = "llvm.inttoptr"(%baw) : (i64) -> !llvm.ptr<3>
"""


def test_a_race_by_a_wait_whose_barrier_the_first_cta_does_not_share_is_reported():
    # warpgroup 2 waits for phase 0 of %bar too, then hands on to %bar3; warpgroup 1 waits for both hand-ons (on
    # %bar2, then %bar3) but, in CTA 3, for %bar3's twice: an mbarrier op's operand that differs between CTAs, no
    # branch; there nothing orders warpgroup 0's wait before warpgroup 1's second arrive
    to_bar3 = _HAND_ON.replace("%bar2)", "%bar3)").format(n="t")
    text = path_text(BY_BLOCK_ID.replace("K", "3"), third=_WAIT.format(parity=0) + to_bar3, wrap=lambda body: body,
                     waiter_hands_on=_HAND_ON.format(n="h"))
    text = text.replace('      "gpu.barrier"() : () -> ()\n', _BAR3 + '      "gpu.barrier"() : () -> ()\n', 1)
    wait2 = _WAIT.replace("%bar,", "%bar2,").format(parity=0)
    assert text.count(wait2) == 1
    text = text.replace(wait2, wait2.replace("%bar2,", "%barw,") + wait2.replace("%bar2,", "%bar3,"))
    k = _parsed(text)
    assert run_error(k, ZEROS, 64) == race("CTA (3, 0, 0)", wait=61, arrive=70) == run_error(k, ZEROS, 1)


_LOOP = '''        %c1 = "arith.constant"() <{value = 1 : index}> : () -> index
        %once = "arith.extui"(%racing) : (i1) -> i32
        %trips = "arith.index_cast"(%once) : (i32) -> index
        "scf.for"(%c0, %trips, %c1) ({
        ^bb0(%i: index):
BODY          "scf.yield"() : () -> ()
        }) : (index, index, index) -> ()
'''


def test_a_race_in_a_loop_whose_trip_count_differs_between_ctas_is_reported():
    # warpgroup 2's waits and hand-ons in a loop of one trip in CTA 3, of none in the others: a launch body whose
    # loop bounds may differ between CTAs does not run in batches (program.Program's _batchable), every CTA tracked
    k = path_kernel(BY_BLOCK_ID.replace("K", "3"), wrap=lambda body: _LOOP.replace("BODY", body))
    assert not any(getattr(cb, "batchable", False) for cb in k.program._compiled.values())
    assert run_error(k, ZEROS, 64) == race("CTA (3, 0, 0)", wait=56, arrive=69)


# ---- the operands of a synchronising op or an SMEM access that differ between CTAs outside a branch: CTA 3's race
# is there alone, in a batch of CTAs 1-3, and reported as a run without batches reports it

def _two_warpgroups(body: str) -> Kernel:
    """A kernel of two warpgroups a CTA running ``body`` after BY_BLOCK_ID's %racing (CTA 3's) and %wg1 (the
    thread's warpgroup is warpgroup 1), %mine (the SMEM word of its index in its warpgroup: a pointer; %word its
    address) and %one (1.0)."""
    setup = BY_BLOCK_ID.replace("K", "3") + '''      %tid = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
      %c4 = "arith.constant"() <{value = 4 : index}> : () -> index
      %c128 = "arith.constant"() <{value = 128 : index}> : () -> index
      %first = "arith.cmpi"(%tid, %c0) <{predicate = 0 : i64}> : (index, index) -> i1
      %wg1 = "arith.cmpi"(%tid, %c128) <{predicate = 9 : i64}> : (index, index) -> i1
      %row = "arith.remui"(%tid, %c128) : (index, index) -> index
      %ro = "arith.muli"(%row, %c4) : (index, index) -> index
      %word = "arith.index_cast"(%ro) : (index) -> i64
      %mine = "llvm.inttoptr"(%word) : (i64) -> !llvm.ptr<3>
      %one = "arith.constant"() <{value = 1.0 : f32}> : () -> f32
'''
    return _parsed(kernel(setup + body, threads=256, n=384, grid=GRID, smem=4096))


_WG0_WRITES = '''      "scf.if"(%wg1) ({
        "scf.yield"() : () -> ()
      }, {
        "llvm.store"(%one, %mine) <{ordering = 0 : i64}> : (f32, !llvm.ptr<3>) -> ()
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
'''


def _wg1_reads(at: str = "%mine") -> str:
    """Warpgroup 1 reads the SMEM word ``at`` (a pointer) into its word at SMEM 3072 (of each CTA its own)."""
    return f'''      "scf.if"(%wg1) ({{
        %v = "llvm.load"({at}) <{{ordering = 0 : i64}}> : (!llvm.ptr<3>) -> f32
        %c3072 = "arith.constant"() <{{value = 3072 : i64}}> : () -> i64
        %kept = "arith.addi"(%word, %c3072) : (i64, i64) -> i64
        %keep = "llvm.inttoptr"(%kept) : (i64) -> !llvm.ptr<3>
        "llvm.store"(%v, %keep) <{{ordering = 0 : i64}}> : (f32, !llvm.ptr<3>) -> ()
        "scf.yield"() : () -> ()
      }}, {{
        "scf.yield"() : () -> ()
      }}) : (i1) -> ()
'''


def _races_in_cta_3(k: Kernel, line: int, says: str = "CTA (3, 0, 0)") -> str:
    """The error of ``k`` batched, the same as without batches; at ``line``, it ``says`` (CTA 3's, unless given)."""
    error = run_error(k, ZEROS, 64)
    assert error == run_error(k, ZEROS, 1) and error.startswith(f"t.mlir:{line}:") and says in error, error
    return error


def test_a_race_by_an_smem_address_the_first_cta_does_not_share_is_reported():
    # warpgroup 0 writes the SMEM words of its threads, warpgroup 1 reads the 128 after them; in CTA 3, warpgroup
    # 0's: nothing orders the read after the write
    k = _two_warpgroups(_WG0_WRITES + '''      %c512 = "arith.constant"() <{value = 512 : i64}> : () -> i64
      %after = "arith.addi"(%word, %c512) : (i64, i64) -> i64
      %read = "arith.select"(%racing, %word, %after) : (i1, i64, i64) -> i64
      %at = "llvm.inttoptr"(%read) : (i64) -> !llvm.ptr<3>
''' + _wg1_reads("%at"))
    _races_in_cta_3(k, 60)


def test_a_race_by_a_named_barrier_the_first_cta_does_not_share_is_reported():
    # warpgroup 0 writes the words warpgroup 1 reads after barrier 1 of both; in CTA 3 each syncs on a barrier of
    # its own (its id: 1 + its warpgroup's, its thread count 128): nothing orders the read after the write
    k = _two_warpgroups(_WG0_WRITES + '''      %w = "arith.extui"(%wg1) : (i1) -> i32
      %i1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %own = "arith.addi"(%w, %i1) : (i32, i32) -> i32
      %id = "arith.select"(%racing, %own, %i1) : (i1, i32, i32) -> i32
      %t128 = "arith.constant"() <{value = 128 : i32}> : () -> i32
      %t256 = "arith.constant"() <{value = 256 : i32}> : () -> i32
      %count = "arith.select"(%racing, %t128, %t256) : (i1, i32, i32) -> i32
      "nvvm.barrier"(%id, %count) <{operandSegmentSizes = array<i32: 1, 1>}> : (i32, i32) -> ()
''' + _wg1_reads())
    _races_in_cta_3(k, 64)


_SWAPPED = _BAR3 + '''      %bav = "arith.select"(%racing, %ba2, %ba3) : (i1, i64, i64) -> i64
      %barv = "llvm.inttoptr"(%bav) : (i64) -> !llvm.ptr<3>
      %ba5 = "arith.constant"() <{value = 536 : i64}> : () -> i64
      %bar5 = "llvm.inttoptr"(%ba5) : (i64) -> !llvm.ptr<3>
      "nvvm.mbarrier.init"(%bar5, %n, %first) : (!llvm.ptr<3>, i32, i1) -> ()
'''


def _handing_on_swapped(hand_on: str, setup: str = "", expects: str = "", smem: int = 1024) -> Kernel:
    """The kernel, warpgroups 0 (after its wait for phase 0 of %bar) and 2 (after warpgroup 1 passed that phase:
    %bar5) handing on by ``hand_on`` (of ``{bar}``, and ``{n}`` a suffix of its own): warpgroup 0 on %bar2,
    warpgroup 2 on %bar3, but in CTA 3 the other way round (on %barw and %barv). Warpgroup 1 waits for %bar2 before
    its second arrive on %bar, which in CTA 3 nothing orders after warpgroup 0's wait. ``setup``: more values
    before the warpgroups start; ``expects``: what warpgroup 1 runs first."""
    third = _WAIT.replace("%bar,", "%bar5,").format(parity=0) + hand_on.format(bar="%barv", n="v")
    text = path_text(BY_BLOCK_ID.replace("K", "3"), third=third, wrap=lambda body: body,
                     waiter_hands_on=hand_on.format(bar="%barw", n="w"), smem=smem)
    text = text.replace('      "gpu.barrier"() : () -> ()\n', _SWAPPED + setup + '      "gpu.barrier"() : () -> ()\n', 1)
    wait2, arrive0 = _WAIT.replace("%bar,", "%bar2,").format(parity=0), _ARRIVE.format(n=0)
    assert text.count(wait2) == text.count(arrive0) == 1
    text = text.replace(wait2, _ARRIVE.replace("%bar)", "%bar5)").format(n="p") + wait2)
    return _parsed(text.replace(arrive0, expects + arrive0))


def test_a_race_by_a_tcgen05_commit_whose_barrier_the_first_cta_does_not_share_is_reported():
    # the hand-ons are tcgen05.commits (of no tcgen05 operations: their arrives, test_mbarrier_phase_races.py)
    k = _handing_on_swapped(
        '        "nvvm.tcgen05.commit"({bar}) <{{group = #nvvm.cta_group<cta_1>}}> : (!llvm.ptr<3>) -> ()\n')
    assert _races_in_cta_3(k, 75) == race("CTA (3, 0, 0)", wait=66, arrive=75)


# every thread bulk-copies 16 bytes of in0 into SMEM (warpgroup 0 at 2048, warpgroup 2 at 4096), their bytes
# completing on the barrier (%bar2 or %bar3) on which each of warpgroup 1's threads arrived expecting 16 bytes
_COPY_INTO = '''      %row = "arith.remui"(%tid, %c128) : (index, index) -> index
      %src = "llvm.addrspacecast"(%hp0) : (!llvm.ptr) -> !llvm.ptr<1>
      %c16 = "arith.constant"() <{value = 16 : i32}> : () -> i32
      %r16 = "arith.constant"() <{value = 16 : index}> : () -> index
      %ro = "arith.muli"(%row, %r16) : (index, index) -> index
      %ro64 = "arith.index_cast"(%ro) : (index) -> i64
      %d2k = "arith.constant"() <{value = 2048 : i64}> : () -> i64
      %d4k = "arith.constant"() <{value = 4096 : i64}> : () -> i64
      %dw = "arith.addi"(%ro64, %d2k) : (i64, i64) -> i64
      %dv = "arith.addi"(%ro64, %d4k) : (i64, i64) -> i64
      %dstw = "llvm.inttoptr"(%dw) : (i64) -> !llvm.ptr<7>
      %dstv = "llvm.inttoptr"(%dv) : (i64) -> !llvm.ptr<7>
'''
_EXPECTS = '''        %e2 = "nvvm.mbarrier.arrive.expect_tx"(%bar2, %c16) <{relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32) -> i64
        %e3 = "nvvm.mbarrier.arrive.expect_tx"(%bar3, %c16) <{relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32) -> i64
'''


def test_a_race_by_a_bulk_copy_whose_barrier_the_first_cta_does_not_share_is_reported():
    # the hand-ons are the bulk copies' bytes completing the barriers' phase 0 (as a TMA load's, on its mbarrier)
    copy = ('        "nvvm.cp.async.bulk.shared.cluster.global"(%dst{n}, %src, {bar}, %c16) <{{operandSegmentSizes = '
            'array<i32: 1, 1, 1, 1, 0, 0>}}> : (!llvm.ptr<7>, !llvm.ptr<1>, !llvm.ptr<3>, i32) -> ()\n')
    k = _handing_on_swapped(copy, _COPY_INTO, _EXPECTS, smem=8192)
    assert _races_in_cta_3(k, 89) == race("CTA (3, 0, 0)", wait=78, arrive=89)


def test_a_tma_loads_compared_operands_are_its_destination_and_barrier_not_its_coordinates():
    # the destination, coordinates and barrier of the load all differ between CTAs; the tensor map is a kernel
    # argument: what could take a CTA's synchronisation or SMEM elsewhere is compared, not the box it loads
    body = BY_BLOCK_ID.replace("K", "3") + '''      %c64 = "arith.constant"() <{value = 64 : i64}> : () -> i64
      %c1024 = "arith.constant"() <{value = 1024 : i64}> : () -> i64
      %ad = "arith.select"(%racing, %c64, %c1024) : (i1, i64, i64) -> i64
      %dst = "llvm.inttoptr"(%ad) : (i64) -> !llvm.ptr<3>
      %x = "arith.index_cast"(%x0) : (index) -> i32
      "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%dst, %hp0, %x, %x, %dst) <{isCTAOnly = false, mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 2, 1, 0, 0, 0, 0>}> : (!llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> ()
'''
    launch = next(op for op in _parsed(kernel(body, grid=GRID)).module.walk() if op.name == "gpu.launch")
    (load, compared), = cta_path.checks(launch.regions[0].blocks[0], HANDLERS).items()
    assert load.name == "nvvm.cp.async.bulk.tensor.shared.cluster.global" and compared == (0, 4)


def test_a_race_by_an_index_into_an_smem_ref_the_first_cta_does_not_share_is_reported():
    # as the SMEM address's, through a memref of SMEM: warpgroup 1 reads the element of its thread's after
    # warpgroup 0's 128, in CTA 3 warpgroup 0's
    k = _two_warpgroups(_WG0_WRITES + '''      %dyn = "gpu.dynamic_shared_memory"() : () -> memref<?xi8, #gpu.address_space<workgroup>>
      %ref = "memref.view"(%dyn, %c0) : (memref<?xi8, #gpu.address_space<workgroup>>, index) -> memref<256xf32, #gpu.address_space<workgroup>>
      %next = "arith.addi"(%row, %c128) : (index, index) -> index
      %at = "arith.select"(%racing, %row, %next) : (i1, index, index) -> index
      "scf.if"(%wg1) ({
        %v = "memref.load"(%ref, %at) : (memref<256xf32, #gpu.address_space<workgroup>>, index) -> f32
        "memref.store"(%v, %ref, %next) : (f32, memref<256xf32, #gpu.address_space<workgroup>>, index) -> ()
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
''')
    _races_in_cta_3(k, 60)
