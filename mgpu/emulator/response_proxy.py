"""The response slot of ``clusterlaunchcontrol.try_cancel``: written through the async proxy, read through the
generic proxy, and ordered between the two only by proxy fences (PTX ISA 9.1 §8, "Proxies"; §9.7.13.4).

jax's dynamic scheduling loop (jax/_src/pallas/mosaic_gpu/helpers.py:385-404 at jax-v0.10.2) reads each response
with a generic ``ld.shared``, then runs ``fence.proxy.async::generic.release.sync_restrict::shared::cta.cluster`` and
arrives on the slot's "consumed" barrier; the thread that reuses the slot waits on that barrier, then runs
``fence.proxy.async::generic.acquire.sync_restrict::shared::cluster.cluster`` before its next request. The barrier
orders the threads; the two one-directional fences order the proxies: the reader's release after its read, the
issuer's acquire after the barrier. A read of the slot that the request's write is ordered after only through the
barrier is a race (the emulator's copies land at issue; on hardware the async write may reach the slot before the
read). A bidirectional ``fence.proxy.async`` (hazards.CtaHazards.fence) counts on either side alone, as for the
writes an async-proxy read takes (hazards.CtaHazards._check_fenced).

Every record of a read of the slot counts as a generic read: jax reads the response with ``ld.shared`` only.
"""

from __future__ import annotations

import numpy as np

from mgpu.dialect.diagnostics.emulator import sync as diag
from mgpu.emulator.races import op_where, race


class RestrictedFences:
    """The one-directional proxy fences (``.release`` / ``.acquire`` ``sync_restrict`` forms) the warps of a launch
    ran: per warp key, (kind, the warp's epoch at the fence, what it knew then)."""

    def __init__(self):
        self.by_warp: dict = {}

    def record(self, ctx, kind: str) -> None:
        """``kind`` ("release" or "acquire") by the acting warps of ``ctx`` (before hazards.CtaHazards.fence,
        which also keeps it, as a full fence, and starts the warps' next epoch)."""
        for clock in ctx.hb.acting(ctx):
            self.by_warp.setdefault(clock.key, []).append((kind, clock.vc[clock.key], dict(clock.vc)))

    def of(self, key: str, kind: str) -> list:
        return [(epoch, known) for k, epoch, known in self.by_warp.get(key, ()) if k == kind]


def check_response_write(ctx, thread: int, target, lo: int, hi: int, what: str) -> None:
    """``what``, the request of ``thread`` of ``ctx``, writes its response to SMEM [lo, hi) of CTA ``target``: each
    read of those bytes that the issuing warp is ordered after (an unordered one is hazards.CtaHazards'
    check_async_write's race) must also be ordered before it through proxy fences (module docstring)."""
    hz, hb = target.hazards, ctx.hb
    if hz.rd is None or hb is None:
        return
    issuer = hb.of_threads(ctx, np.array([thread]))[0]
    for key, _ in hz.rd.recorded((lo, hi)):
        tags = hz.rd[key][lo:hi]
        j = int(np.argmax(tags))
        read = int(tags[j]) >> 24
        if not read or not issuer.own(key) and issuer.knows(key) < read:
            continue
        if not _fenced(ctx, key, read, issuer):
            race(diag.RACE_RESPONSE_NO_PROXY_FENCE.format(
                what=what, byte=lo + j, key=key, where=op_where(hz.read_ops[int(tags[j]) & 0xFFFFFF])))
            return


def _fenced(ctx, reader: str, read: int, issuer) -> bool:
    """Whether the read of warp ``reader`` at its epoch ``read`` is ordered before the request of the warp of clock
    ``issuer`` through proxy fences: the reader's full fence after the read that the issuer is ordered after; the
    issuer's full fence ordered after the read; or the reader's release fence after the read that an acquire
    fence of the issuer is ordered after."""
    restricted = ctx.machine.clusters.fences
    full_reader = _full(ctx, reader, restricted)
    if any(epoch >= read and issuer.knows(reader) >= epoch for epoch, _ in full_reader):
        return True
    if any(known.get(reader, 0) >= read for _, known in _full(ctx, issuer.key, restricted)):
        return True
    releases = [epoch for epoch, _ in restricted.of(reader, "release") if epoch >= read]
    return bool(releases) and any(known.get(reader, 0) >= min(releases)
                                  for _, known in restricted.of(issuer.key, "acquire"))


def _full(ctx, key: str, restricted: RestrictedFences) -> list:
    """The bidirectional proxy fences of warp ``key`` (those the CTAs of ``ctx``'s cluster keep that are not
    one-directional): (epoch, what it knew then)."""
    one_way = {epoch for _, epoch, _ in restricted.by_warp.get(key, ())}
    ctas = ctx.cta.cluster.ctas if ctx.cta.cluster is not None else (ctx.cta,)
    return [f for c in ctas for f in c.hazards.fences.get(key, ()) if f[0] not in one_way]
