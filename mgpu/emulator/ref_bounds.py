"""Accesses of a shared-memory ref checked against the ref, not only the allocation.

SMEM is one array: a load one row past a ref reads the buffer next to it, which the allocation
check (memory.py) cannot see. MLIR makes an out-of-bounds ``memref.load`` / ``memref.store``
undefined, and jax refuses an out-of-bounds index or slice when it is static, in the words used
here (jax/experimental/mosaic/gpu/utils.py:1116-1152 at jax-v0.12.0.1, ``parse_indices``); a
dynamic one reaches the emulator. Checked, for SMEM refs:

- an index of ``memref.load`` / ``memref.store`` / ``vector.load`` / ``vector.store`` past the
  ref's static shape (a vector covers the trailing dims of its shape);
- an access through a ``memref.subview`` that reaches past its source: the subview itself is only
  address arithmetic (jax's flash attention example slices a per-warpgroup buffer with the index
  of a warpgroup that never uses the slice), so the subview marks its descriptor (``past``, kept
  by the views made of it) and the first access through it is reported, naming the subview.

GMEM is not checked here: jax slices GMEM past its bounds for TMA boxes the copy clamps
(launch_context.py:265). Accesses through raw pointers (``llvm.load`` after a GEP) are checked
against the allocation only.
"""

from __future__ import annotations

import numpy as np

from mgpu.dialect.diagnostics.emulator import memory as diag
from mgpu.emulator.errors import MemoryFault
from mgpu.emulator.types import SMEM, memref_info


def _first(bad: np.ndarray) -> int:
    """The first thread (element) where ``bad`` holds."""
    return int(np.flatnonzero(bad.reshape(-1))[0])


def _at(v, i: int) -> int:
    a = np.asarray(v).reshape(-1)
    return int(a[i if a.size > 1 else 0])


def subview_past(src_sizes, offsets, sizes, steps, where: str):
    """A subview of ``src_sizes`` (per-dim (1,) or per-thread arrays) at ``offsets`` with
    ``sizes`` and ``steps``: None inside its source, else (the threads outside, or True for all;
    the message an access through it raises)."""
    for axis, (n, o, s, st) in enumerate(zip(src_sizes, offsets, sizes, steps)):
        if n.size == o.size == s.size == st.size == 1:  # (the usual case: one value for all threads)
            o1, s1 = int(o[0]), int(s[0])
            if o1 >= 0 and (s1 <= 0 or o1 + (s1 - 1) * int(st[0]) < int(n[0])):
                continue
        bad = (o < 0) | ((s > 0) & (o + (s - 1) * st >= n))
        if bad.any():
            bad = np.broadcast_to(bad, np.broadcast(o, s, n).shape).reshape(-1)
            i = _first(bad)
            start, stop = _at(o, i), _at(o, i) + _at(s, i) * _at(st, i)
            shape = tuple(_at(x, i) for x in src_sizes)
            return (True if bad.size == 1 else bad,
                    diag.SLICE_OUT_OF_BOUNDS.format(slice=f"[{start}:{stop}]", axis=axis, shape=shape, where=where))
    return None


def past_of(desc):
    """The ``past`` mark of a memref descriptor (subview_past), or None."""
    return desc[5] if len(desc) > 5 else None


def _check_past(ctx, desc) -> None:
    bad, message = desc[5]
    if bad is not True and ctx.mask is not None and bad.size == ctx.mask.size:
        bad = bad & ctx.mask
    if bad is True or bad.any():
        raise MemoryFault(message)


def index_check(memref_type, mem_slot: int, idx_slots: list, tail: tuple = (), static=frozenset()):
    """For an access of the SMEM ref in slot ``mem_slot`` at ``idx_slots`` (a vector of shape
    ``tail`` covering the trailing dims): ``check(ctx, R)`` raising MemoryFault when the ref is a
    slice past its source, or (a ref of static shape) an index is out of the ref's bounds, checked
    once per warpgroup key where every index is ``static`` (program.Program.static / constants);
    None for other refs."""
    info = memref_info(memref_type)
    shape = info.shape
    if info.space != SMEM or not shape:
        return None
    m = mem_slot
    if any(d < 0 for d in shape) or len(shape) != len(idx_slots):
        return lambda ctx, R: _check_past(ctx, R[m]) if len(R[m]) > 5 else None
    ext = (1,) * (len(shape) - len(tail)) + tuple(tail)
    once = all(s in static for s in idx_slots)
    seen: set = set()

    def check(ctx, R) -> None:
        if len(R[m]) > 5:
            _check_past(ctx, R[m])
        if once:
            if ctx.skey in seen:
                return
        for axis, (s, n, e) in enumerate(zip(idx_slots, shape, ext)):
            v = np.asarray(R[s]).astype(np.int64).reshape(-1)
            bad = (v < 0) | (v + e > n)
            if ctx.mask is not None and bad.size == ctx.mask.size:
                bad &= ctx.mask
            if bad.any():
                i = int(v[_first(bad)])
                raise MemoryFault(diag.INDEX_OUT_OF_BOUNDS.format(index=i if e == 1 else f"[{i}:{i + e}]",
                                                                  axis=axis, shape=shape))
        if once and ctx.skey is not None and ctx.mask is None:  # (another mask may let other threads in)
            seen.add(ctx.skey)

    return check
