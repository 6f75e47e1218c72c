"""A CTA of a batch (machine.Batch) takes the verdict of the launch's first CTA, run on its own with its races
tracked, only where it follows that CTA's path (cta_path.py): a branch on the block id or on data read from memory
that takes it elsewhere through its synchronisation makes the kernel run again without batches, every CTA tracked,
and a race on its path is reported as a run without batches reports it.

The kernels: test_mbarrier_phase_races.py's three warpgroups. Warpgroup 0 waits for phase 0 of %bar and, in the
CTAs that take the branch's ``else``, hands on (arrives on %bar2, which warpgroup 1 waits for before its second
arrive on %bar): ordered so, its wait comes before phase 1. In the CTAs that take the ``then``, warpgroup 2 hands
on instead, after its own wait for phase 0, and nothing orders warpgroup 0's wait before phase 1 (G7b,
docs/design/sync_removals.md). (A batch in a worker process's share: test_jobs.py.)"""

from __future__ import annotations

import numpy as np

from mgpu.dialect.context import make_context, parse_module
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


def path_kernel(condition: str, third: str = _WAIT.format(parity=0) + _HAND_ON.format(n="t"), mine: str = "",
            wrap=lambda body: _branch(body, "")) -> Kernel:
    """The kernel, warpgroups 2 and 0 running ``third`` and ``mine`` in the CTAs that take the branch's ``then``
    (warpgroup 2's: ``wrap`` of it, the branch's ``then`` unless given)."""
    waiter = _WAIT.format(parity=0) + _branch(mine, _HAND_ON.format(n="h"))
    arriver = (_ARRIVE.format(n=0) + _WAIT.format(parity=0) + _WAIT.replace("%bar,", "%bar2,").format(parity=0)
               + _ARRIVE.format(n=1))
    body = condition + THREE.replace("WAITER", waiter).replace("ARRIVER", arriver).replace("THIRD", wrap(third))
    return Kernel(parse_module(kernel(body, threads=384, n=384, grid=GRID), "t.mlir",
                               make_context(allow_unregistered=True)))


def race(cta: str, condition: str) -> str:
    """The race, in the kernel with ``condition``: warpgroup 1's second arrive on %bar completes phase 1."""
    lines = condition.count("\n")  # (the lines of the kernel before it)
    return (f"t.mlir:{67 + lines}:9: error: 'nvvm.mbarrier.arrive' op race: this arrive completes phase 1 of the mbarrier at "
            f"CTA 0 SMEM 0x200, but no release into phase 1 is ordered after the parity wait by {cta} warpgroup 0 "
            f"at t.mlir:{54 + lines}:9 that observed phase 0: on hardware phase 1 may complete before that wait runs, and its "
            f"parity 0 then names phase 2, so it waits for arrives that may come only after it (a hang) or returns "
            f"a phase late; a parity wait must run while the phase it waits for is the barrier's current or "
            f"preceding phase (PTX ISA 9.1 §9.7.13.15.16; §9.7.13.15.4: every thread observes a phase's completion "
            f"before an arrive of the next): order an arrive of each phase after the waits for the phase before (in "
            f"Pallas: one barrier per buffer slot, not one for several)")


ZEROS = {"in0": np.zeros(384, np.float32)}


def test_a_race_on_a_path_by_block_id_that_the_first_cta_does_not_take_is_reported():
    # CTA 3 alone takes the racing path; it runs in the batch of CTAs 1-3
    k = path_kernel(BY_BLOCK_ID.replace("K", "3"))
    assert run_error(k, ZEROS, 64) == race("CTA (3, 0, 0)", BY_BLOCK_ID) == run_error(k, ZEROS, 1)


def test_a_race_on_a_path_by_data_that_the_first_cta_does_not_take_is_reported():
    # the CTAs whose element of the input is not 0 take the racing path: CTA 2's
    sizes = np.zeros(384, np.float32)
    sizes[2] = 64
    k = path_kernel(BY_DATA)
    assert run_error(k, {"in0": sizes}, 64) == race("CTA (2, 0, 0)", BY_DATA) == run_error(k, {"in0": sizes}, 1)


def test_a_race_on_the_first_ctas_path_is_reported_in_the_first_cta():
    k = path_kernel(BY_BLOCK_ID.replace("K", "0"))
    assert run_error(k, ZEROS, 64) == race("CTA (0, 0, 0)", BY_BLOCK_ID)


def test_ctas_that_follow_the_first_ctas_path_run_in_batches():
    # the branch depends on the data, which is the same for every CTA: no CTA races, none leaves the path
    _run(path_kernel(BY_DATA), ZEROS, 64)


def test_a_cta_that_leaves_the_first_ctas_path_without_a_race_runs_again_without_batches():
    # CTA 3 takes the branch's then, where warpgroup 0 hands on as in the else: no race, another path
    k = path_kernel(BY_BLOCK_ID.replace("K", "3"), third="", mine=_HAND_ON.format(n="m"))
    _run(k, ZEROS, 64, again=True)


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
    assert run_error(k, ZEROS, 64) == race("CTA (3, 0, 0)", BY_BLOCK_ID)
