"""The per-byte access records of the race detector, with a summary that lets a check skip the
bytes no conflicting record can be in.

hazards.CtaHazards keeps, per agent (a warp, or a warpgroup's wgmma unit), an array with one tag
per SMEM byte: ``(epoch << 24) | op``, 0 where the agent has no record. A check asks whether any
byte of a range holds a tag of an epoch later than what the checking warp knows of that agent: a
numpy gather and compare per agent and access. In a steady loop nearly every check touches bytes
that the other agents never recorded or recorded long ago, so an :class:`EpochTable` also keeps,
per agent and per block of ``1 << BLOCK_SHIFT`` bytes, an upper bound of the epochs recorded in the
block: where the bound over a range is not later than what the checker knows, no byte of the range
can fail the check, and it is skipped; elsewhere the check reads the bytes as before. An agent's
epochs only grow (releases, proxy fences and wgmma commits increment them: happens_before.py), so
recording an epoch over a block makes it the block's bound.

Each change of a table's records gives it a new ``version``, unique among all tables: a checker
whose knowledge only grows may keep the version at which a range passed its check against the
table, and skip the check while the version stays (hazards.CtaHazards._unordered).

A record at a read-only index (a static pattern's, smem_index.access_index: the same object every time the
op runs at that address, e.g. a wgmma operand's k-slice of a swizzled stage slot, 2,048 bytes
scattered over 8 KB) is kept pending, as (index, tag), until the agent's tags are read: the blocks'
bounds and the version change at once, the bytes when a check or forget reads them, in record
order. A record at the same index replaces the pending one there (it writes every byte the first
did), so a steady loop's records cost a dictionary entry each, not a scatter, while every check
passes on the bounds.
"""

from __future__ import annotations

import itertools

import numpy as np

BLOCK_SHIFT = 9  # blocks of 512 bytes
_PENDING = 64  # pending records of an agent settled at once past this many (distinct indices)
_VERSIONS = itertools.count(1)


class EpochTable(dict):
    """agent key -> its per-byte tags (a dict, as before; read them as ``table[key]``), with per-block
    epoch bounds and the pending records at read-only indices."""

    __slots__ = ("bounds", "nblocks", "version", "pending", "found")

    def __init__(self):
        super().__init__()
        self.bounds: dict = {}  # agent key -> list: per block, no recorded epoch is greater
        self.nblocks = 0
        self.version = next(_VERSIONS)
        self.pending: dict = {}  # agent key -> {id(index): (index, tag)}, in record order (held: ids stay theirs)
        # (version, {blocks: recorded's list}): what recorded found at this version (every change of the bounds
        # gives a new one), e.g. an epilogue's stores each checking a warp's rows against the unchanged reads
        self.found: tuple = (0, {})

    def __getitem__(self, key: str) -> np.ndarray:
        if key in self.pending:
            self._settle(key)
        return dict.__getitem__(self, key)

    def _settle(self, key: str) -> None:
        tags = dict.__getitem__(self, key)
        for idx, tag in self.pending.pop(key).values():
            tags[idx] = tag

    def record(self, key: str, size: int, idx, span: tuple, tag: int) -> None:
        """Tag the bytes ``idx`` (within ``span``, (lo, hi)) of ``key``'s record (``size`` bytes)."""
        tags = dict.get(self, key)
        if tags is None:
            tags = self[key] = np.zeros(size, np.int64)
            self.nblocks = (size >> BLOCK_SHIFT) + 1
            self.bounds[key] = [0] * self.nblocks
        if idx.__class__ is np.ndarray and not idx.flags.writeable:
            waiting = self.pending.setdefault(key, {})
            waiting.pop(id(idx), None)  # (re-entered last: after the records it follows)
            waiting[id(idx)] = (idx, tag)
            if len(waiting) > _PENDING:
                self._settle(key)
        else:
            if key in self.pending:
                self._settle(key)
            tags[idx] = tag
        self.version = next(_VERSIONS)
        a, b = _blocks(span, self.nblocks)
        self.bounds[key][a:b] = [tag >> 24] * (b - a)

    def recorded(self, span: tuple) -> list:
        """(key, bound) of each agent that may have a record in ``span`` ((lo, hi)), in the
        table's order: no epoch of its records there is greater than the bound. (The same list for the same
        blocks while the version stays: read it, do not change it.)"""
        a, b = _blocks(span, self.nblocks)
        found = self.found
        if found[0] != self.version:
            found = self.found = (self.version, {})
        got = found[1].get((a, b))
        if got is not None:
            return got
        if b - a == 1:
            got = [(key, bounds[a]) for key, bounds in self.bounds.items() if bounds[a]]
        elif b - a == 2:  # (a warp's part of a store, a wgmma operand: no slice of each agent's bounds)
            got = [(key, top) for key, bounds in self.bounds.items() if (top := max(bounds[a], bounds[a + 1]))]
        else:
            got = [(key, top) for key, bounds in self.bounds.items() if (top := max(bounds[a:b], default=0))]
        found[1][a, b] = got
        return got

    def forget(self, idx, span: tuple) -> None:
        """Every agent's records of the bytes ``idx`` (within ``span``) are dropped; the blocks
        ``idx`` covers whole (a range) have no record left. (Agents whose bound there is 0 have
        none: every epoch is at least 1.)"""
        recorded = self.recorded(span)
        if not recorded:
            return  # (every agent's bound there is 0 already: a TMA load into a slot only the async proxy wrote)
        for key, _ in recorded:
            self[key][idx] = 0
            self.version = next(_VERSIONS)
        if isinstance(idx, slice) and span[0] >= 0:
            a, b = -(-span[0] >> BLOCK_SHIFT), span[1] >> BLOCK_SHIFT  # (the blocks wholly inside)
            for bounds in self.bounds.values():
                c = min(b, len(bounds))
                if c > a:
                    bounds[a:c] = [0] * (c - a)


def _blocks(span: tuple, n: int) -> tuple:
    """The blocks [a, b) of a byte range (all of them for a range numpy would wrap around)."""
    lo, hi = span
    if hi <= lo:
        return 0, 0
    if lo < 0:
        return 0, n
    return min(lo >> BLOCK_SHIFT, n), min(((hi - 1) >> BLOCK_SHIFT) + 1, n)
