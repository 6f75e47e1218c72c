"""Run one ``llvm.inline_asm`` (a PTX string and its constraints, as jax builds them) in a
one-warpgroup kernel: thread t passes element t of each input array as the asm's operands and
stores each of its results to an output array."""

from __future__ import annotations

import functools

import numpy as np

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.run import Kernel

from .kernel_text import kernel

N = 128  # threads: each input array has N elements


def escape(s: str) -> str:
    """An MLIR string literal's body for ``s``."""
    return "".join(c if c.isprintable() and c not in '"\\' else f"\\{ord(c):02X}" for c in s)


@functools.cache
def _kernel(asm: str, constraints: str, in_types: tuple[str, ...], out_types: tuple[str, ...]) -> Kernel:
    k = len(in_types)
    loads = "".join(f'      %a{i} = "memref.load"(%m{i}, %tid) : (memref<{N}x{t}>, index) -> {t}\n'
                    for i, t in enumerate(in_types))
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
    text = kernel(body, elem=[*in_types, *out_types], nbuffers=k + len(out_types))
    return Kernel(parse_module(text, "inline_ptx.mlir", make_context(allow_unregistered=True)))


def run_asm(asm: str, constraints: str, inputs: list[tuple[str, np.ndarray]], out_types: str | tuple[str, ...]):
    """The results (one array per output: a tuple when ``out_types`` is a tuple) of ``asm`` run by
    N threads on ``inputs`` (MLIR element type, N values each)."""
    outs = (out_types,) if isinstance(out_types, str) else tuple(out_types)
    k = _kernel(asm, constraints, tuple(t for t, _ in inputs), outs)
    res = k.run({f"in{i}": np.asarray(a) for i, (_, a) in enumerate(inputs)}, num_outputs=len(outs)).outputs
    vals = tuple(res[f"out{j}"] for j in range(len(outs)))
    return vals[0] if isinstance(out_types, str) else vals
