"""The Python API: ``run(module, inputs) -> RunResult`` (outputs + report).

Calling conventions: (1) jax payloads (payload_semantics.md §1.2): the host function takes
``(stream, buffers)`` where ``buffers`` points at an array of buffer pointers, inputs first then
outputs. Buffer i is identified in the IR by ``mosaic_gpu.from_kernel_arg_idx = i`` on the cast that
builds its memref, whose type gives the buffer's shape and dtype. (2) A host function whose
arguments are all statically shaped memrefs (hand-written kernels): the arguments are the buffers,
inputs first then outputs. The host function is the one that contains the ``gpu.launch``.
Which buffers are outputs: the last ``num_outputs`` (default 1); the others are the inputs, all of
which must be given (in0, in1, ...), each with the shape and dtype of its buffer. ``aliases``
(output index -> input index) makes an output the buffer of an input, as XLA does for
``input_output_aliases`` / an in-out buffer: the kernel's pointer to the output is the input's, and
the output is what that buffer holds at the end (an aliased output the kernel never names in the IR
still counts among the ``num_outputs``).

Limits (checked before or while running, each a located :class:`EmulatorError`, never a hang):
``max_steps`` (executed instructions), ``timeout_s`` (CPU time of the run, or its wall clock with
``wall_clock=True``; the message says where every warpgroup was) and ``max_memory`` (bytes of GMEM buffers + SMEM + TMEM the run would hold at
once, estimated from the IR and refused before anything is allocated).
"""

from __future__ import annotations

import functools
import inspect
import math
import time
from dataclasses import dataclass, field
from typing import TextIO

import numpy as np
from xdsl.dialects import builtin
from xdsl.ir import SSAValue

from mgpu.arch import MAX_KERNEL_BUFFERS, MAX_THREADS_PER_CTA, SMEM_PER_SM, TMEM_BYTES_PER_CTA
from mgpu.dialect.diagnostics import location_of, op_name
from mgpu.dialect.diagnostics.emulator import run as diag
from mgpu.gc_pause import gc_paused
from mgpu.dialect.gpu_ext import LaunchOp, PrintfOp
from mgpu.dialect.source_locations import source_suffix
from mgpu.emulator.random_inputs import random_array
from mgpu.dialect.nvvm.tensor_core import TCGEN05_OPS
from mgpu.dialect.verifier import dominance_violation
from mgpu.emulator import host_replay, pool
from mgpu.emulator.errors import DeadlockError, EmulatorError, InputError, StepLimitExceeded
from mgpu.emulator.execute import run_block
from mgpu.emulator.races import RaceReports, reporting
from mgpu.emulator.jobs import Jobs, communication
from mgpu.emulator.handlers import HANDLERS
from mgpu.emulator.sub_byte_buffers import FLOAT4, SIGNED, as_sub_byte, pack, sub_byte_bits, unpack
from mgpu.emulator.machine import DEFAULT_MAX_STEPS, Context, Machine
from mgpu.emulator.memory import Heap, memory_size
from mgpu.emulator.printf_fifo import PrintfFifo
from mgpu.emulator.progress import Progress
from mgpu.emulator.program import Program
from mgpu.emulator.target_check import Target, module_target
from mgpu.emulator.ptx import PtxError, mlir_unescape, parse_inline_asm
from mgpu.emulator.types import np_dtype

DEFAULT_TIMEOUT_S = 300.0
DEFAULT_MAX_MEMORY = 4 << 30  # bytes


class TimeLimitExceeded(EmulatorError):
    """The run took longer (CPU time, or wall clock) than ``timeout_s`` allows."""


class MemoryLimitExceeded(InputError):
    """The kernel would need more memory than ``max_memory`` allows (refused before allocating)."""


@dataclass
class BufferSpec:
    index: int
    shape: tuple[int, ...]
    dtype: np.dtype

    def describe(self) -> str:
        return f"{self.dtype.name}{list(self.shape)}"

    @property
    def nbytes(self) -> int:
        if bits := sub_byte_bits(self.dtype):  # packed in GMEM (sub_byte_buffers.py)
            return math.prod(self.shape) * bits // 8
        return math.prod(self.shape) * self.dtype.itemsize


@dataclass
class Report:
    steps: int = 0
    launches: int = 0
    ctas: int = 0
    bytes_read: dict = field(default_factory=dict)
    bytes_written: dict = field(default_factory=dict)
    barrier_phases: int = 0
    wall_s: float = 0.0
    prepare_s: float = 0.0
    warnings: list = field(default_factory=list)
    split: tuple = ()  # the warpgroups (index in the CTA) that ran warp by warp (Machine.split)
    races: list = field(default_factory=list)  # (RaceError, times) of a run that reported races and went on

    def lines(self) -> list[str]:
        label = {"generic": "GMEM+host", "smem": "SMEM", "cluster": "DSMEM (peer SMEM)", "tmem": "TMEM"}
        mem = ", ".join(f"{label[k]} {self.bytes_read.get(k, 0)}/{self.bytes_written.get(k, 0)}"
                        for k in ("generic", "smem", "cluster", "tmem")
                        if self.bytes_read.get(k, 0) or self.bytes_written.get(k, 0))
        return [
            f"instructions: {self.steps} (warpgroup-level op executions)",
            f"launches: {self.launches}, CTAs: {self.ctas}",
            f"bytes moved (read/written): {mem or 'none'}",
            f"mbarrier phases completed: {self.barrier_phases}",
            f"time: {self.wall_s:.3f} s (prepare {self.prepare_s:.3f} s)",
        ] + [f"warp by warp: warpgroup {g} of every CTA (its warps wait for each other: warp specialization; "
             f"an instruction counts once a warp there)" for g in self.split] + list(self.warnings) + [
                diag.RACE_REPORTED.format(error=err, times=times) for err, times in self.races]


@dataclass
class RunResult:
    outputs: dict[str, np.ndarray]
    report: Report
    printed: str = ""  # what the kernel's gpu.printf printed (printf_fifo.py), in the order printed


class Kernel:
    """A prepared module: run it many times with different inputs."""

    def __init__(self, module: builtin.ModuleOp, aliases: dict[int, int] | None = None, *, verified: bool = False,
                 target: Target | None = None):
        """``verified``: the caller ran the verifier (mgpu.dialect.verifier.verify_module) on this very module
        (mgpu-run, mgpu.jax.emulate, the capture chain), whose dominance rule is then not checked a second time.
        ``target``: the GPU the kernel is compiled for (mgpu-run's --arch), else the one the module names
        (target_check.module_target): an instruction it lacks is refused before anything runs."""
        t0 = time.perf_counter()
        self.module = module
        self.aliases = dict(aliases or {})  # output index -> the input index whose buffer it is
        # Preparing makes only objects that live as long as the kernel (gc_pause.py says why the
        # collector is paused); the module is walked once, each step below reads the list
        with gc_paused():
            ops = list(module.walk())
            if not verified:
                check_dominance(module, ops)
            self.host = _find_host(module)
            host_ops = _subtree(ops, self.host)
            self.memref_args = _memref_args(self.host)
            self.buffers = self.memref_args if self.memref_args is not None else _find_buffers(host_ops)
            self.program = Program(module, HANDLERS, ops, module_target(module, target))
            self.body = self.program.compile_region(self.host.body)
            host_replay.install(self.body, self.program)
            self.launches = _launch_configs(host_ops, self.program)
            self.uses_tmem = _uses_tmem(ops)
            self.prints = any(op.name == PrintfOp.name for op in ops)
        self._communication = False  # (not looked for yet: splittable)
        self.prepare_s = time.perf_counter() - t0

    @property
    def splittable(self) -> bool:
        """Whether a launch's CTAs may run on several processes (jobs.py): the kernel does not print
        (the order of the output) and has no op through which its CTAs order GMEM accesses."""
        if self._communication is False:
            self._communication = communication(self.module)
        return not self.prints and self._communication is None

    # ------------------------------------------------------------------ signature
    def split(self, num_outputs: int | None = None) -> int:
        """The number of inputs: all buffers but the last ``num_outputs`` (default 1); at least one
        more than the last input an output aliases (the IR need not name an aliased output)."""
        n_out = self.output_count(num_outputs)
        if n_out == 0:
            return 0
        if not self.buffers and not self.aliases:  # (outputs asked of a kernel that names no buffer)
            raise InputError(diag.OUTPUT_BUFFER_UNUSED.format(i=0))
        n_in = max([len(self.buffers) - n_out, *(k + 1 for k in self.aliases.values())])
        if n_out < 1 or n_in < 0 or n_in + n_out > len(self.buffers) + len(self.aliases):
            raise InputError(diag.TOO_MANY_OUTPUTS.format(n_buffers=len(self.buffers),
                                                          describe_buffers=self.describe_buffers(), n_out=n_out))
        for r, k in sorted(self.aliases.items()):
            out, inp = self.slot(n_in + r), self.slot(k)
            if r >= n_out:
                raise InputError(diag.ALIASED_OUTPUT_MISSING.format(
                    r=r, k=k, n_out=n_out, describe_buffers=self.describe_buffers(num_outputs)))
            if out is not None and inp is not None and (out.shape, out.dtype) != (inp.shape, inp.dtype):
                raise InputError(diag.ALIAS_MISMATCH.format(r=r, describe=out.describe(), k=k,
                                                            describe2=inp.describe()))
        return n_in

    def output_count(self, num_outputs: int | None = None) -> int:
        """``num_outputs`` if given, else 1; but 0 for a kernel whose IR names no buffer (it reads and writes
        none, e.g. one whose only output it never writes: jax's Warpgroup lowering then casts no argument)."""
        if num_outputs is not None:
            return num_outputs
        return 0 if not self.buffers and not self.aliases else 1

    def slot(self, i: int) -> BufferSpec | None:
        """Buffer ``i``'s shape and dtype (None: the IR never names it)."""
        return self.buffers[i] if i < len(self.buffers) else None

    def describe_buffers(self, num_outputs: int | None = None) -> str:
        n_out = self.output_count(num_outputs)
        n_in = max([len(self.buffers) - n_out, *(k + 1 for k in self.aliases.values())])
        out = []
        for i in range(max(len(self.buffers), n_in + n_out)):
            b = self.slot(i)
            name = f"in{i}" if i < n_in else f"out{i - n_in}"
            what = b.describe() if b else "unused"
            if i >= n_in and (k := self.aliases.get(i - n_in)) is not None:
                what = f"in{k}'s buffer" if b is None else f"{what}, in{k}'s buffer"
            out.append(f"{name}: {what}")
        return ", ".join(out)

    def input_count(self, given: int | None = None, num_outputs: int | None = None) -> int:
        if given is not None:
            return given
        return self.split(num_outputs)

    def check_inputs(self, inputs: dict, num_outputs: int | None = None) -> dict[str, np.ndarray]:
        """Check the inputs against the kernel's signature (names, count, shapes, dtypes) before
        anything runs; returns them as arrays of the buffers' dtypes."""
        n_in = self.split(num_outputs)
        names = [f"in{i}" for i in range(n_in)]
        extra = [str(k) for k in inputs if k not in names]
        if extra:
            raise InputError(diag.UNEXPECTED_INPUT.format(extra=', '.join(extra), n_in=n_in,
                                                          n_buffers=len(self.buffers) - n_in,
                                                          describe_buffers=self.describe_buffers(num_outputs)))
        missing = [k for k in names if k not in inputs]
        if missing:
            raise InputError(diag.MISSING_INPUT.format(missing=', '.join(missing), n_in=n_in,
                                                       n_buffers=len(self.buffers) - n_in,
                                                       describe_buffers=self.describe_buffers(num_outputs)))
        for i, b in enumerate(self.buffers):
            if b is not None and (bits := sub_byte_bits(b.dtype)) and math.prod(b.shape) * bits % 8:
                name = f"in{i}" if i < n_in else f"out{i - n_in}"
                raise InputError(diag.SUB_BYTE_BUFFER_UNPACKABLE.format(name=name, describe=b.describe(),
                                                                        prod=math.prod(b.shape), bits=bits,
                                                                        per=8 // bits))
        return {k: check_input(k, inputs[k], self.slot(i)) for i, k in enumerate(names)}

    @functools.cached_property
    def memory_estimate(self) -> tuple[int, str]:
        """Bytes the run holds at once (GMEM buffers + SMEM + TMEM of the largest cluster), and how."""
        gmem = sum(b.nbytes for b in self.buffers if b is not None) + 8 * len(self.buffers)
        worst, how = 0, ""
        for cfg in self.launches:
            n = cfg.cluster_ctas
            smem = n * (cfg.smem or 0)
            tmem = n * TMEM_BYTES_PER_CTA if self.uses_tmem else 0
            if smem + tmem > worst:
                worst = smem + tmem
                how = (f" + SMEM {smem:,}" + (f" + TMEM {tmem:,}" if tmem else "") +
                       f" bytes for a cluster of {n} CTA{'s' if n > 1 else ''}")
        return gmem + worst, f"GMEM buffers {gmem:,}{how or ' bytes'}"

    def check_limits(self, max_memory: int | None = DEFAULT_MAX_MEMORY):
        """Refuse, before allocating anything, a kernel that cannot run within the limits."""
        for cfg in self.launches:
            cfg.check()
        if max_memory is not None:
            need, how = self.memory_estimate
            if need > max_memory:
                raise MemoryLimitExceeded(diag.KERNEL_OVER_MAX_MEMORY.format(size=memory_size(need), how=how,
                                                                             size2=memory_size(max_memory)))

    def random_inputs(self, seed: int, num_outputs: int | None = None,
                      max_memory: int | None = DEFAULT_MAX_MEMORY) -> dict[str, np.ndarray]:
        self.check_limits(max_memory)
        rng = np.random.default_rng(seed)
        out = {}
        for i in range(self.input_count(None, num_outputs)):
            b = self.slot(i)
            if b is None:
                raise InputError(diag.INPUT_BUFFER_UNUSED.format(i=i))
            out[f"in{i}"] = random_array(rng, b.shape, b.dtype)
        return out

    # ------------------------------------------------------------------ run
    def run(self, inputs: dict[str, np.ndarray], max_steps: int = DEFAULT_MAX_STEPS,
            num_outputs: int | None = None, timeout_s: float | None = DEFAULT_TIMEOUT_S,
            max_memory: int | None = DEFAULT_MAX_MEMORY, trace=None, cancel_seed: int | None = None,
            stdout: TextIO | None = None, wall_clock: bool = False, progress: Progress | None = None,
            report_races: bool = False, jobs: int = 1) -> RunResult:
        """``timeout_s`` is seconds of the process's CPU time, or of wall clock (``wall_clock``: a busy
        machine then stops a run that used little of it). ``progress``: shows the run's progress
        (progress.py; erased when the run ends). ``stdout``: where the text the kernel prints (gpu.printf) is written, and flushed, as it
        is printed (``RunResult.printed`` has it too). ``trace``: a
        :class:`mgpu.emulator.trace.Tracer` that records the run (Chrome trace events; every CTA
        then runs on its own, not in CTA batches). ``cancel_seed``: the seed of
        the cluster scheduler's answers to clusterlaunchcontrol.try_cancel (cluster_launch.py;
        None: every request succeeds while a cluster is left). ``report_races``: a race is not a RaceError ending
        the run but reported in ``Report.races`` (each distinct one once, with how many times it happened), and
        the run goes on as the schedule ran it (races.RaceReports); deadlocks, faults and limits still raise.
        ``jobs``: the processes a launch's independent CTAs may run on (jobs.py: the same bits, errors and
        races as one process; jobs.default_jobs() is the machine's cores).

        CTA batches (machine.Batch) are an optimisation: a run that fails inside a batch (other
        than by its time limit) is run again one CTA at a time, within the same time limit, and
        that run's result or error is the answer -- so errors name the CTA and op, and deadlock
        reports list the warpgroups, exactly as without batches. A kernel that prints runs without
        batches (a rerun would print again). A deadlock where a warpgroup waits in
        a branch only some of its warps take runs again with that warpgroup warp by warp (warp
        specialization: docs/design/warp_specialization.md), within the same time limit too."""
        t0 = time.perf_counter()
        checked = self.check_inputs(inputs, num_outputs)
        self.check_limits(max_memory)
        limit = None if timeout_s is None else TimeLimit(timeout_s, wall_clock)
        batches, split = not self.prints, frozenset()
        printed = PrintfFifo(stdout)
        pool = Jobs(jobs, limit, progress) if jobs > 1 and self.splittable else None
        try:
            while True:
                try:
                    return self._run(checked, max_steps, limit, max_memory, trace, t0, batches=batches,
                                     split=split, cancel_seed=cancel_seed, printed=printed, progress=progress,
                                     report_races=report_races, jobs=pool)
                except EmulatorError as e:
                    if isinstance(e, TimeLimitExceeded):
                        raise
                    if getattr(e, "in_batch", False):
                        batches = False
                    elif isinstance(e, DeadlockError) and not e.split <= split:
                        # warps waiting for warps of their own warpgroup: run those warpgroups warp by
                        # warp (docs/design/warp_specialization.md); at most once per warpgroup
                        split |= e.split
                        printed.restart()
                    else:
                        raise
        finally:
            if progress is not None:
                progress.done()

    def _run(self, checked: dict, max_steps: int, limit: TimeLimit | None, max_memory, trace, t0: float,
             batches: bool = True, split: frozenset = frozenset(), cancel_seed: int | None = None,
             printed: PrintfFifo | None = None, progress: Progress | None = None,
             report_races: bool = False, jobs: Jobs | None = None) -> RunResult:
        n_in = len(checked)
        names = [f"in{i}" for i in range(n_in)]
        m = _BoundedMachine(max_steps, limit, max_memory, progress)
        m.races = RaceReports(m) if report_races else None  # (a run again from the start: reported afresh)
        if printed is not None:
            m.printf = printed
        m.cancel_seed = cancel_seed
        m.split = split
        m.jobs = jobs
        if not batches:
            m.batch_max = 1
        if trace is not None:
            trace.restart()
            m.tracer = trace
            m.batch_max = 1
            trace.machine = m
            trace.program = self.program
        allocs = []
        n_slots = max(len(self.buffers), n_in + max(self.aliases, default=-1) + 1)
        for i in range(n_slots):
            b = self.slot(i)
            if i < n_in:
                arr = np.ascontiguousarray(checked[names[i]])  # read in place, copied on a write
                data = pack(arr.reshape(-1)) if sub_byte_bits(arr.dtype) else arr.view(np.uint8).reshape(-1)
                allocs.append(m.heap.alloc(data.nbytes, f"buffer {names[i]}", 1024, data, borrowed=True))
            elif (k := self.aliases.get(i - n_in)) is not None:
                allocs.append(allocs[k])  # the input's buffer, as XLA passes it
            else:
                if b is None:
                    raise InputError(diag.OUTPUT_BUFFER_UNUSED.format(i=i))
                allocs.append(m.heap.alloc(b.nbytes, f"buffer out{i - n_in}", 1024))
        host = Context(m, None, np.zeros(1, np.int64), "host")
        R = self.program.template()
        args = self.body.arg_slots
        if self.memref_args is not None:
            # host function taking the buffers as memrefs: pass identity-layout descriptors
            vals = [_descriptor(a.base, b.shape) for a, b in zip(allocs, self.buffers)]
        else:
            ptrs = np.array([a.base for a in allocs], np.int64)
            table = m.heap.alloc(8 * len(ptrs), "buffer pointer array", 64, ptrs.view(np.uint8).copy())
            vals = [np.zeros(1, np.int64), np.array([table.base], np.int64)]
        for s, v in zip(args, vals):
            R[s] = v
        try:
            with np.errstate(all="ignore"), reporting(m.races):
                for _ in run_block(self.body, host, R):
                    raise EmulatorError(diag.HOST_CODE_BLOCKED)
        except (TimeLimitExceeded, StepLimitExceeded) as e:
            where = getattr(e, "where", None)  # (said by the worker process that hit it: jobs.py)
            e.message = e.message + (m.where(e.trail) if where is None else where)
            e.args = (e.message,)
            raise
        finally:
            for k, a in enumerate(allocs[:n_in]):
                if not a.borrowed and k not in self.aliases.values():  # (a copy from the pool; an aliased one is an output)
                    pool.give(a.contents)
        outputs = {}
        for i in range(n_in, n_slots):
            # an output is typed by its buffer in the IR, else by the input it aliases: by that
            # input's buffer, else (a buffer the kernel never names, e.g. an unused semaphore
            # array) by the input as given, which is then what the output holds
            k = self.aliases.get(i - n_in)
            b = self.slot(i) or (self.slot(k) if k is not None else None) or checked[names[k]]
            raw = allocs[i].data
            pool.lend(raw)  # (taken back by a later run once the caller has dropped it: pool.py)
            if sub_byte_bits(b.dtype):
                outputs[f"out{i - n_in}"] = unpack(raw, b.shape, b.dtype)
            else:
                outputs[f"out{i - n_in}"] = raw.view(b.dtype).reshape(b.shape)  # (the run's own memory)
        for a in allocs[n_in:]:
            # the caller's now: the machine's references to it are cycles that only the cyclic collector
            # frees, which would keep a dropped output from going back to the pool until it runs
            a.contents = _RELEASED
        rep = Report(m.steps, m.launches, m.ctas_run, dict(m.stats.bytes_read), dict(m.stats.bytes_written),
                     m.barrier_phases, time.perf_counter() - t0, self.prepare_s, m.warnings + m.printf.warnings(),
                     tuple(sorted(split)), m.races.races() if m.races is not None else [])
        return RunResult(outputs, rep, m.printf.text)


_RELEASED = np.empty(0, np.uint8)  # an output allocation's bytes once they are the caller's


@dataclass
class TimeLimit:
    """``seconds`` of the process's CPU time from now, or of wall clock (``wall_clock``)."""
    seconds: float
    wall_clock: bool = False

    def __post_init__(self):
        self.clock = time.perf_counter if self.wall_clock else time.process_time
        self.end = self.clock() + self.seconds

    def exceeded(self) -> bool:
        return self.clock() > self.end

    def error(self) -> TimeLimitExceeded:
        how = "wall clock" if self.wall_clock else "CPU time"
        return TimeLimitExceeded(f"the run exceeded the time limit of {self.seconds:g} s ({how}; raise --timeout "
                                 f"if this is expected)")


class _BoundedMachine(Machine):
    """A Machine whose step counter also enforces the time limit and the step limit, and
    which remembers its execution contexts so that a limit error can say where each one was.

    (The check hooks the ``m.steps += n`` that ``program.run_block`` does on entering a block:
    every loop iteration and every launch body goes through it.)"""

    def __init__(self, max_steps: int, limit: TimeLimit | None, max_memory: int | None = None,
                 progress: Progress | None = None):
        self._steps = 0
        self._limit = None  # (checked from the first step on, not in Machine.__init__)
        self._progress = None
        self._contexts: list = []
        self._stopped: Context | None = None  # the context that hit a limit (None: the host code)
        super().__init__(max_steps)
        self._limit = limit
        self._progress = progress
        self.heap = _BoundedHeap(max_memory)

    @property
    def steps(self) -> int:
        return self._steps

    @steps.setter
    def steps(self, v: int):
        self._steps = v
        if v > self.__dict__.get("max_steps", v):
            self._note_stop()
            raise StepLimitExceeded(diag.RUN_EXCEEDED_STEPS.format(max_steps=self.max_steps))
        if self._limit is not None and self._limit.exceeded():
            self._note_stop()
            raise self._limit.error()
        if self._progress is not None:
            self._progress.update(v, self.ctas_done, self.ctas_launched)

    def _note_stop(self):
        """Remember which context hit the limit (None: the host code); the ops it was inside come
        with the error (``EmulatorError.trail``)."""
        self._stopped = self.running

    def _schedule(self, contexts, ctas):
        self._contexts = list(contexts)
        super()._schedule(contexts, ctas)
        self._contexts = []

    def where(self, stop_trail: list) -> str:
        """Where every warpgroup of the cluster that was running is (one line each), the one that
        hit the limit inside the ops of ``stop_trail`` (the limit error's, innermost first). Ends
        the run: a suspended warpgroup tells its place by unwinding (:func:`_suspended_ops`)."""
        lines = []
        stop_ops = stop_trail[::-1]
        for ctx, gen in self._contexts:
            if ctx is self._stopped:
                if stop_ops and op_name(stop_ops[-1]) == "gpu.launch":
                    # steps are counted a block at a time, as it is entered: the limit can stop a
                    # warpgroup at the launch body's entry although most of the run's steps were done
                    lines.append(f"  {ctx.name} was entering the body of {_describe_ops(stop_ops)}, whose "
                                 f"instructions are counted as it is entered")
                else:
                    lines.append(f"  {ctx.name} was running {_describe_ops(stop_ops)}")
            elif ctx.waiting is not None and not ctx.waiting[0].ready():  # (a wait that is over: ready to run)
                wait, op = ctx.waiting
                lines.append(f"  {ctx.name} is blocked in '{op_name(op)}' at {location_of(op)}{source_suffix(op)}: "
                             f"{wait.describe()}")
            elif inspect.getgeneratorstate(gen) == inspect.GEN_CLOSED:
                lines.append(f"  {ctx.name} has finished")
            elif inspect.getgeneratorstate(gen) == inspect.GEN_CREATED:
                lines.append(f"  {ctx.name} has not started")
            else:
                lines.append(f"  {ctx.name} is ready to run {_describe_ops(_suspended_ops(gen))}")
        if self._stopped is None:
            lines.append(f"  the host code was running {_describe_ops(stop_ops)}")
        return ("\n" + "\n".join(lines)) if lines else ""


class _Unwind(EmulatorError):
    """Thrown into a suspended warpgroup to learn where it is: every block it is inside adds its op
    on the way out, as for any error (``errors.located``)."""


def _suspended_ops(gen) -> list:
    """The ops a suspended ``run_block`` generator is at, outer to inner (the generator is closed)."""
    try:
        gen.throw(_Unwind("where is this warpgroup"))
    except _Unwind as e:
        return e.trail[::-1]
    return []


class _BoundedHeap(Heap):
    """The generic heap, refusing allocations (buffers, llvm.alloca, ...) beyond ``max_memory`` in all."""

    def __init__(self, max_memory: int | None):
        super().__init__()
        self.max_memory = max_memory
        self.total = 0

    def alloc(self, nbytes: int, name: str, align: int = 256, data: np.ndarray | None = None,
              readonly: bool = False, borrowed: bool = False, local: bool = False):
        nbytes = int(nbytes)
        if nbytes < 0:
            raise EmulatorError(diag.ALLOCATION_NEGATIVE_SIZE.format(nbytes=nbytes, name=name))
        self.total += nbytes
        if self.max_memory is not None and self.total > self.max_memory:
            raise EmulatorError(diag.ALLOCATION_OVER_MAX_MEMORY.format(size=memory_size(nbytes), name=name,
                                                                       size2=memory_size(self.total),
                                                                       size3=memory_size(self.max_memory)))
        return super().alloc(nbytes, name, align, data, readonly, borrowed, local)


def _describe_ops(ops: list) -> str:
    """The innermost op of a nest (given outer to inner) with its location."""
    if not ops:
        return "(at the start of a block)"
    return f"'{op_name(ops[-1])}' at {location_of(ops[-1])}{source_suffix(ops[-1])}"


def run(module: builtin.ModuleOp, inputs: dict[str, np.ndarray], max_steps: int = DEFAULT_MAX_STEPS,
        num_outputs: int | None = None, timeout_s: float | None = DEFAULT_TIMEOUT_S,
        max_memory: int | None = DEFAULT_MAX_MEMORY, trace=None, cancel_seed: int | None = None,
        stdout: TextIO | None = None, wall_clock: bool = False, jobs: int = 1) -> RunResult:
    """Run a module (jax payload calling convention) on ``inputs`` (in0, in1, ...); ``trace``: a
    :class:`mgpu.emulator.trace.Tracer` to record the run; ``cancel_seed``, ``stdout``,
    ``wall_clock``, ``jobs``: Kernel.run's."""
    return Kernel(module).run(inputs, max_steps, num_outputs, timeout_s, max_memory, trace, cancel_seed, stdout,
                              wall_clock, jobs=jobs)


def check_input(name: str, arr, spec: BufferSpec | None) -> np.ndarray:
    a = np.asarray(arr)
    if spec is None:  # a buffer the kernel never touches: take the input as it is
        if a.dtype.kind == "V":
            raise InputError(diag.INPUT_RAW_VOID_UNTYPED.format(name=name))
        return a
    dt = spec.dtype
    if sub_byte_bits(dt):
        a = as_sub_byte(f"input {name}", a, dt)
    if a.dtype != dt:
        if a.dtype.kind == "V" and a.dtype.names is None and a.dtype.itemsize == dt.itemsize:
            a = a.view(dt)  # e.g. bfloat16 saved by numpy as raw void2
        elif a.dtype.kind != "V" and a.dtype.newbyteorder("=") == dt.newbyteorder("="):
            a = a.astype(dt)  # the same type in the other byte order
        elif same_integer_width(a.dtype, dt):
            a = a.astype(a.dtype.newbyteorder("=")).view(dt)  # the same bits: the IR's integers are signless
        else:
            hint = ""
            if dt.name == "bfloat16" and a.dtype == np.uint16:
                hint = " (raw uint16 bits are not accepted for bfloat16: save the array with ml_dtypes' bfloat16 dtype)"
            raise InputError(diag.INPUT_DTYPE_MISMATCH.format(name=name, dtype_name=a.dtype.name, shape=tuple(a.shape),
                                                              dt_name=dt.name, shape2=tuple(spec.shape), hint=hint))
    if tuple(a.shape) != tuple(spec.shape):
        raise InputError(diag.INPUT_SHAPE_MISMATCH.format(name=name, shape=tuple(a.shape), dtype_name=a.dtype.name,
                                                          shape2=tuple(spec.shape), dt_name=dt.name))
    return a


def same_integer_width(a: np.dtype, b: np.dtype) -> bool:
    """Integers of one width, signed or not: the same bits to a kernel, whose integers are signless
    (``i16`` is int16 to mgpu and uint16 to the user)."""
    return (a.kind in "iu" and b.kind in "iu" and a.itemsize == b.itemsize) or \
        (FLOAT4 not in (a.name, b.name) and sub_byte_bits(a) == sub_byte_bits(b) != 0)


def parse_size(text: str) -> int:
    """``4G``, ``512M``, ``100k``, ``1000`` (bytes; K/M/G/T are powers of 1024, an optional B/iB)."""
    t = text.strip().upper().removesuffix("IB").removesuffix("B")
    mult = 1
    if t and t[-1] in "KMGT":
        mult = 1 << (10 * ("KMGT".index(t[-1]) + 1))
        t = t[:-1]
    try:
        v = float(t)
    except ValueError:
        raise ValueError(diag.NOT_A_SIZE.format(text=text)) from None
    if not math.isfinite(v) or v <= 0:
        raise ValueError(diag.NOT_POSITIVE_SIZE.format(text=text))
    return int(v * mult)


@dataclass
class LaunchConfig:
    op: object
    grid: list  # ints, or None where not a constant
    block: list
    cluster: list
    smem: int | None

    @property
    def cluster_ctas(self) -> int:
        return math.prod(c for c in self.cluster if c is not None)

    def check(self):
        def err(msg):
            return EmulatorError(msg, location_of(self.op), op_name(self.op))

        if any(v is not None and v < 1 for v in self.grid + self.block + self.cluster):
            raise err(diag.BAD_LAUNCH_CONFIGURATION.format(grid=tuple(self.grid), block=tuple(self.block),
                                                           cluster=tuple(self.cluster)))
        if all(v is not None for v in self.block) and math.prod(self.block) > MAX_THREADS_PER_CTA:
            raise err(diag.CTA_TOO_MANY_THREADS.format(prod=math.prod(self.block), block=tuple(self.block),
                                                       max_threads_per_cta=MAX_THREADS_PER_CTA))
        if self.smem is not None and not 0 <= self.smem <= SMEM_PER_SM:
            raise err(diag.DYNAMIC_SMEM_TOO_LARGE.format(smem=self.smem, smem_per_sm=SMEM_PER_SM))


def _launch_configs(host_ops: list, program: Program) -> list[LaunchConfig]:
    """Grid, block, cluster and SMEM sizes of every gpu.launch, where they are constants."""

    def value(v: SSAValue | None) -> int | None:
        c = program.consts.get(program.slots.get(v)) if v is not None else None
        if c is None:
            return None
        a = np.asarray(c).reshape(-1)
        if a.size == 0 or a.dtype.kind not in "iub":
            return None
        return int(a[0])

    out = []
    for op in host_ops:
        if not isinstance(op, LaunchOp):
            continue
        cluster = [value(v) if v is not None else 1 for v in (op.clusterSizeX, op.clusterSizeY, op.clusterSizeZ)]
        smem = value(op.dynamicSharedMemorySize) if op.dynamicSharedMemorySize is not None else 0
        out.append(LaunchConfig(op, [value(v) for v in (op.gridSizeX, op.gridSizeY, op.gridSizeZ)],
                                [value(v) for v in (op.blockSizeX, op.blockSizeY, op.blockSizeZ)], cluster, smem))
    return out


def check_dominance(module, ops: list | None = None) -> None:
    """Running a use before its definition would read an empty register: refuse such a module
    (also with --no-verify), with the verifier's dominance rule. ``ops``: the module's, in walk order."""
    if violation := dominance_violation(module, ops):
        op, message = violation
        raise EmulatorError(message, location_of(op), op_name(op))


_TCGEN05_NAMES = frozenset(c.name for c in TCGEN05_OPS)


def _uses_tmem(ops: list) -> bool:
    """Whether the kernel runs a tcgen05 instruction (then each CTA holds TMEM): an nvvm tcgen05 op,
    or an inline PTX one (an asm the emulator cannot parse fails at its op when it runs; an asm whose
    text does not name tcgen05 is not parsed). Ops are told by name: an isinstance test against the
    op classes costs more than the rest of the scan."""
    for op in ops:
        name = op.name
        if name in _TCGEN05_NAMES:
            return True
        if name == "llvm.inline_asm":
            text = mlir_unescape(op.asm_string.data)
            if "tcgen05." not in text:
                continue
            try:
                asm = parse_inline_asm(text, mlir_unescape(op.constraints.data))
            except PtxError:
                continue
            if any(i.opcode.startswith("tcgen05.") for i in asm.instructions):
                return True
    return False


def _find_host(module) -> object:
    cands = []
    for op in module.body.block.ops:
        if op_name(op) == "func.func" and op.body.blocks:
            has_launch = any(op_name(o) == "gpu.launch" for o in op.walk())
            if has_launch:
                cands.append(op)
    if not cands:
        raise InputError(diag.MODULE_NO_HOST)
    return cands[0]


def _memref_args(host) -> list[BufferSpec] | None:
    """Buffers of a host function whose arguments are all statically shaped memrefs, else None."""
    args = host.body.blocks[0].args
    if not args or not all(isinstance(a.type, builtin.MemRefType) for a in args):
        return None
    out = []
    for i, a in enumerate(args):
        shape = tuple(int(s) for s in a.type.get_shape())
        if any(s < 0 for s in shape):
            raise InputError(diag.HOST_ARGUMENT_DYNAMIC.format(i=i, type=a.type))
        out.append(BufferSpec(i, shape, _buffer_dtype(a.type.element_type)))
    return out


def _descriptor(base: int, shape) -> tuple:
    b = np.array([base], np.int64)
    if not shape:
        return (b, b, np.zeros(1, np.int64))
    strides, acc = [], 1
    for d in reversed(shape):
        strides.append(np.array([acc], np.int64))
        acc *= d
    return (b, b, np.zeros(1, np.int64), tuple(np.array([d], np.int64) for d in shape), tuple(reversed(strides)))


def _subtree(ops: list, op) -> list:
    """The ops of ``op``'s regions and ``op`` itself: a slice of ``ops``, the module's ops in walk
    (pre-)order, where they follow ``op`` up to the next op of its block."""
    start = ops.index(op)
    end = ops.index(op.next_op, start) if op.next_op is not None else len(ops)
    return ops[start:end]


def _find_buffers(host_ops: list) -> list[BufferSpec]:
    """Each buffer's shape and dtype: of the cast jax marks ``mosaic_gpu.original_kernel_arg``, else of the first op
    marked with its index. jax 0.12.1 also marks views of a kernel argument with its index (the i8 view of a
    sub-byte ref a TMA copy reads, a transposed ref: launch_context.py:459, :2659 at 0.12.1), after the cast."""
    found: dict[int, BufferSpec] = {}
    original: set[int] = set()
    for op in host_ops:
        a = op.attributes.get("mosaic_gpu.from_kernel_arg_idx")
        if a is None:
            continue
        idx = a.value.data
        if not 0 <= idx < MAX_KERNEL_BUFFERS:
            raise EmulatorError(diag.KERNEL_ARG_INDEX_RANGE.format(idx=idx, most=MAX_KERNEL_BUFFERS),
                                location_of(op), op_name(op))
        t = op.results[0].type
        is_original = "mosaic_gpu.original_kernel_arg" in op.attributes
        if not isinstance(t, builtin.MemRefType) or idx in original or (idx in found and not is_original):
            continue
        if is_original:
            original.add(idx)
        found[idx] = BufferSpec(idx, tuple(int(s) for s in t.get_shape()), _buffer_dtype(t.element_type))
    if not found:
        return []
    n = max(found) + 1
    return [found.get(i) for i in range(n)]


def _buffer_dtype(t) -> np.dtype:
    """The dtype of a buffer of element type ``t`` as mgpu-run gives and takes it: int4 / int2 for
    ``i4`` / ``i2`` (sub_byte_buffers.py), else the emulator's (float4_e2m1fn for ``f4E2M1FN``)."""
    if isinstance(t, builtin.IntegerType) and t.width.data in SIGNED:
        return SIGNED[t.width.data]
    return np_dtype(t)
