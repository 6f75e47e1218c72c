"""Which threads of a context act, and what they hold: the helpers every handler family shares.

A context's registers hold one row per thread (shape (T, ...)) or one row for all (shape (1, ...):
a uniform value). On a batched context (machine.Batch) the threads of several CTAs are stacked
along the thread axis; ``issuer`` finds a thread's own CTA context."""

from __future__ import annotations

import weakref

import numpy as np

from mgpu.arch import WARP_SIZE
from mgpu.dialect.diagnostics.emulator import run as diag
from mgpu.emulator.errors import EmulatorError


def active(ctx, pred=None) -> np.ndarray:
    """Indices of the threads that act (active and, if given, predicate true)."""
    m = ctx.mask
    if pred is None:
        return ctx.all_idx if m is None else np.flatnonzero(m)
    if pred.__class__ is np.ndarray and pred.shape == (1,):
        if not pred[0]:
            return ctx.all_idx[:0]
        return ctx.all_idx if m is None else np.flatnonzero(m)
    p = pred if pred.__class__ is np.ndarray and pred.shape == (ctx.T,) else np.broadcast_to(pred, (ctx.T,))
    return np.flatnonzero(p if m is None else m & p)


def per_thread(v, T: int) -> np.ndarray:
    """A register's value with one row per thread (a uniform value repeated)."""
    if v.__class__ is not np.ndarray:
        v = np.asarray(v)
    if v.ndim and v.shape[0] == T:
        return v
    if v.ndim and v.shape[0] == 1:
        return v.repeat(T, axis=0)
    return np.broadcast_to(v, (T,) + v.shape[1:])


def at(v, i: int) -> int:
    """Thread i's value of a per-thread or uniform integer register."""
    return int(v[i] if v.shape[0] > 1 else v[0])


def issuer(ctx, i: int):
    """The context of thread i's CTA: ctx itself, or for a batched context (machine.Batch) the
    per-CTA context of the CTA that owns thread i."""
    if ctx.batch is None:
        return ctx
    subs = ctx.subs
    return subs[i // subs[0].T]


def is_uniform(a: np.ndarray) -> bool:
    """Whether every entry of the flat array ``a`` is the same."""
    return a.size <= 1 or bool((a == a[0]).all())


def uniform_at(v, idx: np.ndarray) -> int | None:
    """The one value the threads ``idx`` hold in an integer register, or None if they differ."""
    if v.shape[0] == 1:
        return int(v[0])
    if idx.size and v.ndim == 1 and v[0] == v[-1] and is_uniform(v):  # (all threads' one value: no gather)
        return int(v[0])
    x = v[idx]
    return int(x[0]) if is_uniform(x) else None


def uniform_int(v, what: str = "value") -> int:
    """The single value of a (possibly per-thread) integer that must be uniform."""
    a = np.asarray(v).reshape(-1)
    if not is_uniform(a):
        raise EmulatorError(diag.NOT_UNIFORM.format(what=what, values=sorted(set(a.tolist()))[:8]))
    return int(a[0])


def uniform_int_active(ctx, v, what: str = "value") -> int:
    """``uniform_int`` over the active threads only."""
    a = np.asarray(v).reshape(-1)
    if a.size > 1 and ctx.mask is not None:
        a = a[ctx.mask]
    return uniform_int(a, what)


def thread_xyz(ctx) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The (x, y, z) thread index of each thread of the context (x fastest, as PTX's %tid)."""
    bx, by, _ = ctx.block
    t = ctx.tid
    return t % bx, (t // bx) % by, t // (bx * by)


def cta_slices(ctx) -> list:
    """For a batched context (machine.Batch): (CTA context, lo, hi) for each CTA with an active
    thread, its threads being ``lo:hi`` of ``ctx``; each CTA context's mask is set to its slice of
    ``ctx.mask`` (None when all of them are active)."""
    subs = ctx.subs
    T = subs[0].T
    m = ctx.mask
    out = []
    for b, sub in enumerate(subs):
        lo, hi = b * T, (b + 1) * T
        if m is None:
            sub.mask = None
        else:
            mb = m[lo:hi]
            if not mb.any():
                continue
            sub.mask = None if mb.all() else mb
        out.append((sub, lo, hi))
    return out


def lane_of(ctx) -> np.ndarray:
    """Each thread's lane in its warp (%laneid)."""
    return ctx.tid % WARP_SIZE


_SPLIT: dict = {}  # id of the first piece of a split value -> (the value, read-only; a weak reference to that piece,
# the others)


def split(v: np.ndarray, k: int) -> list:
    """The rows of ``v`` as ``k`` registers of as many rows each (views), remembered so that
    :func:`joined` can stack them again without a copy (fuse.py: a fused load's registers, a stacked
    op's results) while its first piece lives. Nothing here keeps that piece alive: the entry goes when it
    does (the registers holding it are overwritten, or the run that made it ends); the value and the other
    pieces it keeps meanwhile are views of the memory that piece keeps anyway."""
    rows = v.reshape(k, v.shape[0] // k, *v.shape[1:])
    pieces = list(rows)
    whole = rows.reshape(v.shape)
    whole.flags.writeable = False
    key = id(pieces[0])
    first = weakref.ref(pieces[0], lambda _, key=key: _SPLIT.pop(key, None))
    _SPLIT[key] = (whole, first, pieces[1:])  # (its id is not reused while the entry is here: it goes with the piece)
    return pieces


def joined(vals: list) -> np.ndarray | None:
    """Registers stacked along the thread axis without a copy: the value :func:`split` made them of, when
    they are its pieces in order; else None."""
    e = _SPLIT.get(id(vals[0]))
    if e is None or e[1]() is not vals[0] or len(e[2]) != len(vals) - 1 or any(
            a is not b for a, b in zip(e[2], vals[1:])):
        return None
    return e[0]


def stacked(vals: list) -> np.ndarray:
    """Registers of one shape and dtype stacked along the thread axis: :func:`joined`, else a copy."""
    v = joined(vals)
    return np.concatenate(vals) if v is None else v
