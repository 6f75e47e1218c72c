"""Runs of pure scalar ops replayed from a memo of their inputs.

A steady loop iteration of a pipelined kernel (jax's hopper_matmul_wg_n: some 285 ops a K step) mostly
recomputes the same scalars: a stage slot from the loop counter, the phase bits of its barriers, the SMEM
views and wgmma descriptors of that slot. A pure op is a function of its operands (and of the warpgroup
key and thread count its context has: handler_spec.HandlerSpec.pure), so a run of them gives again what it
gave the last time its inputs were the same. ``replayed`` makes one closure of such a run that looks its
inputs up in a memo and, when they were seen, writes the results it recorded then; otherwise it runs the
closures one by one (each error located at its op) and records what they wrote.

The key is the context's warpgroup key and thread count and the run's inputs; constants and static values
(program.Program.static: functions of the warpgroup key) are not inputs. What identifies an input: a small array
(at most ``KEY_BYTES``) by its dtype, shape and bytes; a larger array that owns its data or is read-only, and a
tuple (a memref descriptor or struct), by identity, the object kept alive in the memo so that its id is not
reused (registers are never written in place, constants and cached static values are shared so already, and a
load copies what it reads: memory.py). A run with any other input (a view of a writeable array) runs its
closures as they are. Only ops on integers, pointers and descriptors qualify (program.REPLAYED), so runs over
register tiles and data, whose values are new at every iteration, stay with the fusions of fuse.py.

Nothing observable changes: the results are the same objects a run wrote before (registers are never
written in place), instructions are counted unfused (execute.run_block), and a run holds no op a register
check or a batch's path check concerns (fuse.py, program.py).
"""

from __future__ import annotations

import numpy as np

KEY_BYTES = 16 * 1024
"""The largest array identified by its bytes: a uniform scalar, or a scalar per thread of a warpgroup or of a
batch of CTAs (what each thread loads of its own copy of a barrier's phase bits: 32 CTAs of 128 threads of an
i32; hashing 16 KiB costs a few µs, as much as an op on them)."""

MEMO_MAX = 512
"""The most input sets one run remembers; past it, or past ``MEMO_BYTES``, the memo starts again."""

MEMO_BYTES = 256 * 1024
"""The most bytes of arrays one run's memo holds (its inputs and results: a batch of CTAs' per-thread values are
64 KiB a register)."""

MISSES_MAX = 256
"""Misses in a row after which a run stops looking its inputs up (they do not repeat: a batch's block indices)."""


def runs(replayable: list[bool]) -> list[tuple[int, int]]:
    """[i, j) of every run of consecutive replayable closures (any other closure: a run of one)."""
    out, i, n = [], 0, len(replayable)
    while i < n:
        j = i
        while j < n and replayable[j]:
            j += 1
        j = max(j, i + 1)
        out.append((i, j))
        i = j
    return out


def _key_of(ctx, R, ins: list[int], keep: list):
    """The memo key of the run's inputs in ``R`` (objects identified by id appended to ``keep``), or
    None when an input cannot be identified."""
    key = [ctx.skey, ctx.T]
    for s in ins:
        v = R[s]
        c = v.__class__
        if c is np.ndarray:
            if v.nbytes <= KEY_BYTES:
                key += (v.dtype, v.shape, v.tobytes())
            elif v.base is None or not v.flags.writeable:
                key.append(id(v))
                keep.append(v)
            else:
                return None
        elif c is tuple:
            key.append(id(v))
            keep.append(v)
        elif v is None:
            key.append(None)
        else:
            return None
    return tuple(key)


def _nbytes(vals: list) -> int:
    """The bytes of the arrays among ``vals`` and in their tuples (a descriptor's, one level deep)."""
    n = 0
    for v in vals:
        if v.__class__ is np.ndarray:
            n += v.nbytes
        elif v.__class__ is tuple:
            n += sum(x.nbytes for x in v if x.__class__ is np.ndarray)
    return n


def replayed(run_all, ins: list[int], outs: list[int]):
    """One closure for a run of pure closures: ``run_all(ctx, R)`` runs them one by one; ``ins`` are the
    slots the run reads that it does not write (not constants or static values), ``outs`` the
    slots it writes (every one: a closure may read past its operands, fuse._replay)."""
    memo: dict = {}
    misses = [0]
    held = [0]  # the bytes the memo holds (_nbytes)

    def run(ctx, R):
        if ctx.skey is None or misses[0] > MISSES_MAX:
            return run_all(ctx, R)
        keep: list = []
        key = _key_of(ctx, R, ins, keep)
        if key is None:
            return run_all(ctx, R)
        hit = memo.get(key)
        if hit is not None:
            misses[0] = 0
            for s, v in zip(outs, hit[1]):
                R[s] = v
            return None
        run_all(ctx, R)
        misses[0] += 1
        if misses[0] > MISSES_MAX:  # (no more lookups: what the memo holds would only be kept alive)
            memo.clear()
            held[0] = 0
            return None
        vals = [R[s] for s in outs]
        size = _nbytes(keep) + _nbytes(vals)
        if len(memo) >= MEMO_MAX or held[0] + size > MEMO_BYTES:
            memo.clear()
            held[0] = 0
        if size <= MEMO_BYTES:
            memo[key] = (keep, vals)
            held[0] += size
        return None
    return run
