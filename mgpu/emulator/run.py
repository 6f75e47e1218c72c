"""The Python API: ``run(module, inputs) -> RunResult`` (outputs + report).

Calling conventions: (1) jax payloads (payload_semantics.md §1.2): the host function takes
``(stream, buffers)`` where ``buffers`` points at an array of buffer pointers, inputs first then
outputs. Buffer i is identified in the IR by ``mosaic_gpu.from_kernel_arg_idx = i`` on the cast that
builds its memref, whose type gives the buffer's shape and dtype. (2) A host function whose
arguments are all statically shaped memrefs (hand-written kernels): the arguments are the buffers,
inputs first then outputs. The host function is the one that contains the ``gpu.launch``.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

import numpy as np
from xdsl.dialects import builtin

from mgpu.dialect.diagnostics import op_name
from mgpu.emulator.errors import EmulatorError, InputError
from mgpu.emulator.machine import DEFAULT_MAX_STEPS, Context, Machine
from mgpu.emulator.program import Program, run_block
from mgpu.emulator.types import np_dtype


@dataclass
class BufferSpec:
    index: int
    shape: tuple[int, ...]
    dtype: np.dtype

    def describe(self) -> str:
        return f"{self.dtype.name}{list(self.shape)}"


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
        ] + list(self.warnings)


@dataclass
class RunResult:
    outputs: dict[str, np.ndarray]
    report: Report


class Kernel:
    """A prepared module: run it many times with different inputs."""

    def __init__(self, module: builtin.ModuleOp):
        t0 = time.perf_counter()
        self.module = module
        self.host = _find_host(module)
        self.memref_args = _memref_args(self.host)
        self.buffers = self.memref_args if self.memref_args is not None else _find_buffers(self.host)
        self.program = Program(module)
        self.body = self.program.compile_region(self.host.body)
        self.prepare_s = time.perf_counter() - t0

    def input_count(self, given: int | None = None, num_outputs: int | None = None) -> int:
        n = len(self.buffers)
        if given is not None:
            return given
        return n - (num_outputs if num_outputs is not None else 1)

    def random_inputs(self, seed: int, num_outputs: int | None = None) -> dict[str, np.ndarray]:
        rng = np.random.default_rng(seed)
        out = {}
        for i in range(self.input_count(None, num_outputs)):
            b = self.buffers[i]
            if b is None:
                raise InputError(f"input buffer {i} is never used by the kernel; give it with --input")
            if b.dtype.kind == "f" or b.dtype.name in ("bfloat16",) or "float8" in b.dtype.name:
                v = rng.standard_normal(b.shape).astype(np.float32).astype(b.dtype)
            elif b.dtype == np.bool_:
                v = rng.integers(0, 2, b.shape).astype(bool)
            else:
                v = rng.integers(-100, 100, b.shape).astype(b.dtype)
            out[f"in{i}"] = v
        return out

    def run(self, inputs: dict[str, np.ndarray], max_steps: int = DEFAULT_MAX_STEPS,
            num_outputs: int | None = None) -> RunResult:
        t0 = time.perf_counter()
        n_in = len(inputs)
        if num_outputs is not None and n_in + num_outputs != len(self.buffers):
            raise InputError(f"the kernel has {len(self.buffers)} buffers; {n_in} inputs and "
                             f"{num_outputs} outputs do not add up")
        if n_in >= len(self.buffers):
            raise InputError(f"the kernel has {len(self.buffers)} buffers "
                             f"({', '.join(b.describe() if b else '?' for b in self.buffers)}); with {n_in} inputs "
                             f"no output is left")
        names = [f"in{i}" for i in range(n_in)]
        for k in inputs:
            if k not in names:
                raise InputError(f"unknown input name '{k}': the inputs of this kernel are "
                                 f"{', '.join(names)} (given in order; the kernel has {len(self.buffers)} buffers)")
        m = Machine(max_steps)
        allocs = []
        for i, b in enumerate(self.buffers):
            if i < n_in:
                arr = check_input(names[i], inputs[names[i]], b)
                nbytes = arr.nbytes
                data = np.frombuffer(np.ascontiguousarray(arr).tobytes(), np.uint8).copy()
                allocs.append(m.heap.alloc(nbytes, f"buffer {names[i]}", 1024, data))
            else:
                if b is None:
                    raise InputError(f"output buffer {i} is never used by the kernel; cannot infer its type")
                nbytes = int(np.prod(b.shape)) * b.dtype.itemsize
                allocs.append(m.heap.alloc(nbytes, f"buffer out{i - n_in}", 1024))
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
        with np.errstate(all="ignore"):
            for _ in run_block(self.body, host, R):
                raise EmulatorError("the host code blocked (host-side waits are not supported)")
        outputs = {}
        for i in range(n_in, len(self.buffers)):
            b = self.buffers[i]
            raw = allocs[i].data
            outputs[f"out{i - n_in}"] = raw.view(b.dtype).reshape(b.shape).copy()
        rep = Report(m.steps, m.launches, m.ctas_run, dict(m.stats.bytes_read), dict(m.stats.bytes_written),
                     m.barrier_phases, time.perf_counter() - t0, self.prepare_s, list(m.warnings))
        return RunResult(outputs, rep)


def run(module: builtin.ModuleOp, inputs: dict[str, np.ndarray], max_steps: int = DEFAULT_MAX_STEPS,
        num_outputs: int | None = None) -> RunResult:
    """Run a module (jax payload calling convention) on ``inputs`` (in0, in1, ...)."""
    return Kernel(module).run(inputs, max_steps, num_outputs)


def check_input(name: str, arr, spec: BufferSpec | None) -> np.ndarray:
    a = np.asarray(arr)
    if spec is None:  # a buffer the kernel never touches: take the input as it is
        if a.dtype.kind == "V":
            raise InputError(f"input {name} has a raw void dtype and the kernel does not say its type")
        return a
    dt = spec.dtype
    if a.dtype != dt:
        if a.dtype.kind == "V" and a.dtype.itemsize == dt.itemsize:
            a = a.view(dt)  # e.g. bfloat16 saved by numpy as raw void2
        else:
            hint = ""
            if dt.name == "bfloat16" and a.dtype == np.uint16:
                hint = " (raw uint16 bits are not accepted for bfloat16: save the array with ml_dtypes' bfloat16 dtype)"
            raise InputError(f"input {name} has dtype {a.dtype.name}, but the kernel expects "
                             f"{dt.name}{hint}")
    if tuple(a.shape) != tuple(spec.shape):
        raise InputError(f"input {name} has shape {tuple(a.shape)}, but the kernel expects {tuple(spec.shape)}")
    return a


def _find_host(module) -> object:
    cands = []
    for op in module.body.block.ops:
        if op_name(op) == "func.func" and op.body.blocks:
            has_launch = any(op_name(o) == "gpu.launch" for o in op.walk())
            if has_launch:
                cands.append(op)
    if not cands:
        raise InputError("the module has no host function containing a gpu.launch (expected jax's "
                         "payload form: func.func @..(%stream: !llvm.ptr, %buffers: !llvm.ptr))")
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
            raise InputError(f"host argument {i} has a dynamic shape ({a.type}); give static shapes")
        out.append(BufferSpec(i, shape, np_dtype(a.type.element_type)))
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


def _find_buffers(host) -> list[BufferSpec]:
    found: dict[int, BufferSpec] = {}
    for op in host.walk():
        a = op.attributes.get("mosaic_gpu.from_kernel_arg_idx")
        if a is None:
            continue
        idx = a.value.data
        t = op.results[0].type
        if not isinstance(t, builtin.MemRefType):
            continue
        found[idx] = BufferSpec(idx, tuple(int(s) for s in t.get_shape()), np_dtype(t.element_type))
    if not found:
        raise InputError("no kernel buffers found (no cast with mosaic_gpu.from_kernel_arg_idx)")
    n = max(found) + 1
    return [found.get(i) for i in range(n)]
