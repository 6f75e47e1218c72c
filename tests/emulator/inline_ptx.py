"""Run one ``llvm.inline_asm`` (a PTX string and its constraints, as jax builds them) in a
one-warpgroup kernel: thread t passes element t of each input array as the asm's operands (a
vector operand: element t's bits, as an integer array) and stores each of its results to an output
array."""

from __future__ import annotations

import functools
import re

import numpy as np

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.run import Kernel

from tests.support.kernel_text import kernel

N = 128  # threads: each input array has N elements


def escape(s: str) -> str:
    """An MLIR string literal's body for ``s``."""
    return "".join(c if c.isprintable() and c not in '"\\' else f"\\{ord(c):02X}" for c in s)


_VECTOR = re.compile(r"vector<(\d+)x[a-z]*(\d+)>")


def _buffer_elem(t: str) -> str:
    """The element type of the buffer an input of type ``t`` comes from: a vector's bits, one
    integer per thread (``vector<2xi16>`` -> ``i32``)."""
    m = _VECTOR.fullmatch(t)
    return t if m is None else f"i{int(m.group(1)) * int(m.group(2))}"


def _load(i: int, t: str) -> str:
    """Thread t's input ``%a{i}``: element t of buffer i, bitcast to ``t`` if it is a vector."""
    b = _buffer_elem(t)
    if b == t:
        return f'      %a{i} = "memref.load"(%m{i}, %tid) : (memref<{N}x{t}>, index) -> {t}\n'
    return (f'      %w{i} = "memref.load"(%m{i}, %tid) : (memref<{N}x{b}>, index) -> {b}\n'
            f'      %a{i} = "llvm.bitcast"(%w{i}) : ({b}) -> {t}\n')


@functools.cache
def _kernel(asm: str, constraints: str, in_types: tuple[str, ...], out_types: tuple[str, ...]) -> Kernel:
    k = len(in_types)
    loads = "".join(_load(i, t) for i, t in enumerate(in_types))
    rt = {0: "()", 1: "".join(out_types)}.get(len(out_types), f"!llvm.struct<({', '.join(out_types)})>")
    result = "%r = " if out_types else ""  # (a void asm, such as a store, has no result)
    args = ", ".join(f"%a{i}" for i in range(k))
    body = ('      %tid = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index\n' + loads
            + f'      {result}"llvm.inline_asm"({args}) <{{asm_string = "{escape(asm)}", constraints = '
              f'"{escape(constraints)}", tail_call_kind = #llvm.tailcallkind<none>}}> : '
              f'({", ".join(in_types)}) -> {rt}\n')
    for j, t in enumerate(out_types):
        v = "%r"
        if len(out_types) > 1:
            v = f"%f{j}"
            body += f'      {v} = "llvm.extractvalue"(%r) <{{position = array<i64: {j}>}}> : ({rt}) -> {t}\n'
        body += f'      "memref.store"({v}, %m{k + j}, %tid) : ({t}, memref<{N}x{t}>, index) -> ()\n'
    text = kernel(body, elem=[*map(_buffer_elem, in_types), *out_types], nbuffers=k + len(out_types))
    return Kernel(parse_module(text, "inline_ptx.mlir", make_context(allow_unregistered=True)))


def run_asm(asm: str, constraints: str, inputs: list[tuple[str, np.ndarray]], out_types: str | tuple[str, ...]):
    """The results (one array per output: a tuple when ``out_types`` is a tuple) of ``asm`` run by
    N threads on ``inputs`` (MLIR element type, N values each)."""
    outs = (out_types,) if isinstance(out_types, str) else tuple(out_types)
    k = _kernel(asm, constraints, tuple(t for t, _ in inputs), outs)
    res = k.run({f"in{i}": np.asarray(a) for i, (_, a) in enumerate(inputs)}, num_outputs=len(outs)).outputs
    vals = tuple(res[f"out{j}"] for j in range(len(outs)))
    return vals[0] if isinstance(out_types, str) else vals
