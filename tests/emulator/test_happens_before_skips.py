"""happens_before.py skips the merges and checks a barrier's phase marker says cannot find anything new
(SyncClock's docstring): on random release / acquire sequences of warps that act together or apart, each
acquire leaves every clock as merging the whole completed phase's clock would, and each check of an arrive
against the previous phase's releases finds what scanning every release finds."""

from __future__ import annotations

import random

import numpy as np
import pytest

from mgpu.emulator import happens_before as hbm
from mgpu.emulator.machine import CTA, Context, Machine

WARPS = 4


class Barrier:
    """A phase counter with a clock (happens_before keeps its SyncClock in ``_hb``)."""

    def __init__(self):
        self.phase = 0


def _contexts(n: int):
    m = Machine()
    cta = CTA(m, (0, 0, 0), (0, 0, 0), 0, n * 32 * WARPS, np.zeros(1024, np.uint8))
    cta.hazards.track_reads(1024)
    ctxs = []
    for i in range(n):
        ctx = Context(m, cta, np.arange(i * 32 * WARPS, (i + 1) * 32 * WARPS, dtype=np.int64), f"wg {i}")
        ctx.hb = hbm.WarpClocks(ctx.name, ctx.T)
        cta.hazards.join(ctx)
        ctxs.append(ctx)
    return ctxs


def _act(rng: random.Random, ctx) -> None:
    """All the context's warps act (as a warpgroup's aligned ops), or a random few of them."""
    if rng.random() < 0.6:
        ctx.mask = None
        return
    warps = rng.sample(range(WARPS), rng.randint(1, WARPS - 1))
    ctx.mask = np.zeros(ctx.T, bool)
    for w in warps:
        ctx.mask[w * 32:(w + 1) * 32] = True


def _steps(seed: int, n: int = 600):
    """Random releases (completing the phase at random) and acquires of completed phases, old ones too: yields
    (what, context, barrier, phase, make) where ``make()`` makes it."""
    rng = random.Random(seed)
    ctxs, bars = _contexts(3), [Barrier() for _ in range(3)]
    for _ in range(n):
        ctx, bar = rng.choice(ctxs), rng.choice(bars)
        _act(rng, ctx)
        s = getattr(bar, "_hb", None)
        if rng.random() < 0.5 or s is None or not s.done:
            after = bar.phase + (rng.random() < 0.4)

            def make(ctx=ctx, bar=bar, after=after):
                before, bar.phase = bar.phase, after
                hbm.release(ctx, bar, before, after)

            yield "release", ctx, bar, None, make
        else:
            phase = rng.choice(sorted(s.done))
            yield "acquire", ctx, bar, phase, lambda ctx=ctx, bar=bar, phase=phase: hbm.acquire(ctx, bar, phase)


@pytest.mark.parametrize("seed", range(6))
def test_acquire_leaves_every_clock_as_a_whole_merge_would(seed):
    acquired = 0
    for what, ctx, bar, phase, make in _steps(seed):
        if what == "acquire":
            done, acting = bar._hb.done[phase], ctx.hb.acting(ctx)
            expected = []
            for w in ctx.hb.warps:
                vc = dict(w.vc)
                if w in acting:
                    vc.update({k: max(vc.get(k, 0), v) for k, v in done.items()})
                expected.append(vc)
            make()
            assert [dict(w.vc) for w in ctx.hb.warps] == expected
            acquired += 1
        else:
            make()
    assert acquired


def _scan(hb, obj, ctx):
    """unordered_release without its skip: every previous release against every acting warp."""
    s = getattr(obj, "_hb", None)
    prev = s.done_releases.get(obj.phase - 1) if s is not None and obj.phase >= 1 else None
    for w in hb.acting(ctx) if prev else ():
        for key, (epoch, op) in prev.items():
            if w.vc.get(key, 0) < epoch:
                return w.key, key, op
    return None


@pytest.mark.parametrize("seed", range(6))
def test_an_arrive_is_checked_against_the_previous_phase_as_a_scan_would(seed):
    checked = 0
    for what, ctx, bar, _, make in _steps(seed):
        if what == "release":
            assert hbm.unordered_release(ctx.hb, bar, ctx, None) == _scan(ctx.hb, bar, ctx)
            checked += 1
        make()
    assert checked
