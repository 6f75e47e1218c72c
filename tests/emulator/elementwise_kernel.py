"""Run one elementwise op over arrays in a one-warpgroup kernel: each thread loads ``vector<WxT>``
slices of the inputs (or one element, ``W = 0``), applies the op and stores the result."""

from __future__ import annotations

import functools

import numpy as np

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.run import Kernel

from tests.support.kernel_text import kernel

THREADS = 128


def _type(t: str, width: int) -> str:
    return f"vector<{width}x{t}>" if width else t


@functools.cache
def _kernel(op: str, props: str, in_types: tuple[str, ...], out_type: str, width: int) -> Kernel:
    n = THREADS * max(width, 1)
    idx = '      %i = "arith.muli"(%tid, %w) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index\n'
    load = '"vector.load"' if width else '"memref.load"'
    lines = [
        '      %tid = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index\n',
        f'      %w = "arith.constant"() <{{value = {max(width, 1)} : index}}> : () -> index\n', idx,
    ]
    args = []
    for k, t in enumerate(in_types):
        lines.append(f'      %a{k} = {load}(%m{k}, %i) : (memref<{n}x{t}>, index) -> {_type(t, width)}\n')
        args.append(f"%a{k}")
    ins = ", ".join(_type(t, width) for t in in_types)
    lines.append(f'      %r = "{op}"({", ".join(args)}) {props} : ({ins}) -> {_type(out_type, width)}\n')
    store = '"vector.store"' if width else '"memref.store"'
    k = len(in_types)
    lines.append(f'      {store}(%r, %m{k}, %i) : ({_type(out_type, width)}, memref<{n}x{out_type}>, index) -> ()\n')
    text = kernel("".join(lines), n=n, elem=[*in_types, out_type], nbuffers=k + 1)
    return Kernel(parse_module(text, "elementwise.mlir", make_context()))


def run_op(op: str, out_type: str, *inputs: tuple[str, np.ndarray], props: str = "", width: int = 4) -> np.ndarray:
    """``op`` (its generic name, e.g. ``math.exp``; ``props`` its ``<{...}>``) applied to the
    arrays (element type, values) elementwise; any length, padded to a multiple of the kernel's."""
    n = THREADS * max(width, 1)
    size = len(inputs[0][1])
    out = []
    k = _kernel(op, props, tuple(t for t, _ in inputs), out_type, width)
    for start in range(0, size, n):
        chunk = {}
        for j, (_, a) in enumerate(inputs):
            part = a[start:start + n]
            chunk[f"in{j}"] = np.concatenate([part, np.repeat(part[-1:], n - len(part))])
        out.append(k.run(chunk).outputs["out0"][:min(n, size - start)])
    return np.concatenate(out)
