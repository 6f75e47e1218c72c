"""The emulated SM: executes lane-level IR (jax's payloads) bit-exactly, without a GPU.

Data flows one way: parsed module -> :class:`program.Program` (each op resolved once to a closure
from ``handlers/``, constants folded) -> :class:`machine.Machine` (grid, clusters, CTAs, one
execution context per warpgroup, the scheduler) -> results + report (:mod:`run`).

- Registers: numpy arrays over the threads of a warpgroup (shape (128,) or (1,) when uniform);
  one numpy call per instruction. Divergent ``scf.if`` / ``scf.index_switch`` run under masks.
- Memory (:mod:`memory`): a flat generic heap (GMEM buffers, host stack, kernel params), per-CTA
  SMEM byte arrays (offset addresses), cluster SMEM as ``rank << 32 | offset``, TMEM per CTA.
- Semantics modules with no xDSL in them: :mod:`barriers` (mbarrier), :mod:`tma`, :mod:`swizzle`,
  :mod:`tcgen05`, :mod:`wgmma`, :mod:`ptx` (inline-asm parsing); :mod:`hazards` (races with
  asynchronous copies).
- Asynchronous copies complete at issue (a legal schedule); :mod:`hazards` reports the programs
  for which that would hide a race, with :mod:`happens_before` (vector clocks carried through
  mbarrier phases, bar.sync and cluster barriers) deciding which SMEM accesses of different
  warpgroups or CTAs are ordered; TMEM written by tcgen05.mma / tcgen05.st stays pending until
  the commit's barrier phase is observed / ``tcgen05.wait::st``, and TMEM a tcgen05.ld reads until
  ``tcgen05.wait::ld``.
- Speed: values that depend only on thread ids and launch sizes are computed once per launch
  shape; the host code before the first launch runs once per Kernel and is replayed while what it
  reads is unchanged (:mod:`host_replay`); runs of accesses and of repeated pure ops execute fused
  (:mod:`fuse`); CTAs of a grid with uniform control flow run as one batch (registers stacked along
  the thread axis); an op executed for a batch of B CTAs counts as B instructions in the report.

Python API::

    from mgpu.emulator import Kernel, run
    result = run(module, {"in0": x})          # or Kernel(module).run(...) to reuse the preparation
    result.outputs["out0"], result.report.lines()
"""

from mgpu.emulator.run import Kernel, Report, RunResult, run

__all__ = ["Kernel", "Report", "RunResult", "run"]
