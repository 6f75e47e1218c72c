"""Where an SMEM access's bytes are, as an index the race detector records and checks (hazards.py): the bytes of an
access of ``nbytes`` at each of a set of offsets, its span, and the slice that may stand for it (a wgmma operand's
swizzled tile is every byte of its span once: a slice records and compares it at the cost of a memset)."""

from __future__ import annotations

import numpy as np

from mgpu.arch import WARP_SIZE
from mgpu.emulator.distinct import distinct
from mgpu.emulator.memory import cached_arange

_INDEX: dict = {}  # (id(offs), nbytes) -> (offs, index, its span, dense), for read-only offs: a pattern's (address_pattern.Pattern.at)
_SPAN: dict = {}  # id(index) -> (index, (lo, hi), dense), for the indices access_index made: _INDEX's and the last others
# (dense: the slice of the span when the index is every byte of it once, in some order -- a wgmma operand's swizzled
# tile -- else the index: what records and checks may read instead, the same bytes at the cost of a slice)


def access_index(offs: np.ndarray, nbytes: int):
    """The bytes of an access of ``nbytes`` at each of ``offs``, as an index into SMEM."""
    if offs.shape[0] == 1:
        o = int(offs[0])
        return slice(o, o + nbytes)
    if nbytes == 1:
        return offs
    cache = not offs.flags.writeable
    if cache:  # (the index of read-only offsets is read-only too: CtaHazards._unordered may keep it)
        hit = _INDEX.get((id(offs), nbytes))
        if hit is not None and hit[0] is offs:
            if len(_SPAN) > 64:
                _SPAN.clear()
            _SPAN[id(hit[1])] = hit[1:]
            return hit[1]
        if len(_INDEX) > 512:
            _INDEX.clear()
    idx = (offs[:, None] + cached_arange(nbytes)).reshape(-1)
    span = (int(offs.min()), int(offs.max()) + nbytes) if offs.size else (0, 0)
    dense = idx
    if cache:
        idx.flags.writeable = False
        if span[0] >= 0 and idx.size == span[1] - span[0] and distinct(idx).size == idx.size:
            dense = slice(*span)
        _INDEX[id(offs), nbytes] = (offs, idx, span, dense)
    if len(_SPAN) > 64:
        _SPAN.clear()
    _SPAN[id(idx)] = (idx, span, dense)
    return idx


def dense_index(idx, size: int):
    """The bytes of ``idx`` as a slice if they are all of its span once (see _SPAN) and within
    ``size`` bytes (else numpy's index raises where a slice would stop), else ``idx``."""
    if isinstance(idx, slice):
        return idx
    hit = _SPAN.get(id(idx))
    if hit is None or hit[0] is not idx or hit[2].__class__ is not slice or hit[2].stop > size:
        return idx
    return hit[2]


def index_span(idx) -> tuple:
    """(lo, hi): the bytes of an index into SMEM (:func:`access_index`) lie in [lo, hi)."""
    if isinstance(idx, slice):
        return idx.start, idx.stop
    hit = _SPAN.get(id(idx))
    if hit is not None and hit[0] is idx:
        return hit[1]
    return index_bounds(idx)


def store_parts(ctx, offs: np.ndarray, nbytes: int) -> list:
    """(clock, index, span) of each warp's part of a generic store of ``nbytes`` at each of ``offs``: the parts
    WarpClocks.by_thread cuts, indexed as :func:`access_index` does. A store of every thread of a context of whole
    warps at computed (writable) offsets, a warpgroup's epilogue store, is indexed for its warps at once (two
    numpy operations instead of two a warp: its spans are not :func:`access_index`'s cached ones)."""
    hb = ctx.hb
    n = len(hb.warps)
    m = ctx.mask
    if (n > 1 and offs.shape[0] == ctx.T == n * WARP_SIZE and offs.flags.writeable and nbytes > 0
            and (m is None or m.all())):
        per = offs.reshape(n, WARP_SIZE)
        idx = (per[:, :, None] + cached_arange(nbytes)).reshape(n, -1)
        lo, hi = per.min(1).tolist(), (per.max(1) + nbytes).tolist()
        return [(w, idx[i], (lo[i], hi[i])) for i, w in enumerate(hb.warps)]
    return [(clock, idx, index_span(idx)) for clock, o in hb.by_thread(ctx, offs) for idx in (access_index(o, nbytes),)]




def index_bounds(idx: np.ndarray) -> tuple:
    return (int(idx.min()), int(idx.max()) + 1) if idx.size else (0, 0)


def byte_at(idx, j: int) -> int:
    return int(idx.start + j if isinstance(idx, slice) else idx[j])


def overlaps(offs: np.ndarray, nbytes: int, lo: int, hi: int) -> bool:
    return bool(((offs < hi) & (offs + nbytes > lo)).any())
