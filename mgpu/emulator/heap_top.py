"""The C heap keeps the memory a batch frees for the next batch instead of handing it back to the kernel.

Every batch of CTAs (machine.Batch) makes fresh multi-MiB numpy arrays (its registers: at the elementwise
``x*3+y`` f32[8192,8192] of jax 0.12, 64 CTAs a batch, about 8 MiB of them) and frees them when it ends. glibc's
malloc gave them back to the kernel (an array past its mmap threshold is unmapped when freed; the heap's freed top
is trimmed once it passes the trim threshold), so the next batch's arrays were new pages again, each 4 KiB page a
fault on its first touch: 187,000 minor faults a run there, 0.25-0.3 s of system time in a run of 0.9-1.3 s
(benchmarks/README.md, "The batched grid's per-batch work"). With arrays up to ``MMAP_THRESHOLD`` taken from the
heap and ``TOP_PAD`` bytes kept at its top when it is trimmed (mallopt(3): M_MMAP_THRESHOLD, M_TOP_PAD), the same
run takes about 500 faults.

This is a setting of the process's allocator (glibc only; elsewhere nothing is done), made once, when the first
machine is made: the process keeps up to ``TOP_PAD`` bytes of freed heap it would otherwise have returned, and
glibc no longer adapts its mmap threshold to the sizes freed (it would raise it to at most 32 MiB, as set here).
"""

from __future__ import annotations

import ctypes
import sys
from functools import cache

MMAP_THRESHOLD = 32 << 20  # bytes: smaller arrays from the heap (the most glibc's adaptive threshold reaches)
TOP_PAD = 32 << 20  # bytes kept at the heap's top: more than a batch's fresh arrays at the sizes measured
_M_TOP_PAD, _M_MMAP_THRESHOLD = -2, -3  # glibc's malloc.h


@cache
def keep_freed_top() -> bool:
    """Set glibc's malloc to take arrays below ``MMAP_THRESHOLD`` from its heap and keep ``TOP_PAD`` bytes at the
    heap's top (once a process); whether it did."""
    if not sys.platform.startswith("linux"):
        return False
    mallopt = getattr(ctypes.CDLL(None), "mallopt", None)
    return mallopt is not None and mallopt(_M_MMAP_THRESHOLD, MMAP_THRESHOLD) == 1 and mallopt(_M_TOP_PAD, TOP_PAD) == 1
