"""Cluster launch control (PTX ISA 9.1, "clusterlaunchcontrol.try_cancel" / "query_cancel"): the
grid's clusters not launched yet, and the answers to the requests to cancel one of them (pure
Python, no xDSL).

The emulator launches a grid's clusters one after the other (machine.py), so while one runs, all
those after it are not launched yet. A ``try_cancel`` request either cancels the next of them (its
CTAs never launch: the requesting cluster does their work) or fails, as on hardware when every
cluster has been launched. Which happens is the scheduler's choice:

- without a seed (the default), a request succeeds whenever a cluster is left: the schedule of a
  GPU with room for one cluster at a time, in which the first cluster does all the work;
- with a seed (``mgpu-run --cluster-cancel-seed N``, ``run(..., cancel_seed=N)``), each request
  succeeds or fails at random (probability 1/2, Python's ``random.Random(N)``), so a test can
  exercise both outcomes and every mix of them, reproducibly.

CTAs that run as one batch (machine.Batch: clusters of one CTA whose launch body has no while loop)
were launched together: none of them is left to cancel while they run.

The response is 16 bytes (opaque in PTX; here four little-endian u32): the x, y, z block index of
the first CTA of the canceled cluster, then 1 if the request succeeded, else 0 (and zeros).
A CTA that saw a request fail must not issue another (undefined in PTX: an error here).
"""

from __future__ import annotations

import random

import numpy as np

from mgpu.dialect.diagnostics.emulator import sync as diag
from mgpu.emulator.errors import EmulatorError
from mgpu.emulator.response_proxy import RestrictedFences

RESPONSE_BYTES = 16


class ClusterScheduler:
    """The clusters of one launch, in launch order: x fastest, then y, then z, over the grid of
    clusters ``clusters`` (the grid divided by the cluster shape). The indices are made as they
    are launched, never listed: a grid of 10^9 CTAs takes no memory here."""

    def __init__(self, clusters: tuple, cluster_shape: tuple, seed: int | None = None):
        self.dims = clusters
        self.left = clusters[0] * clusters[1] * clusters[2]  # not launched (nor canceled) yet
        self._next = 0  # the launch-order number of the next cluster
        self.shape = cluster_shape
        self.rng = None if seed is None else random.Random(seed)
        self.failed: set = set()  # block ids of the CTAs that saw a request fail
        self.canceled = 0
        self.fences = RestrictedFences()  # what orders a response slot's reads before its next request

    def _pop(self) -> tuple:
        i, (nx, ny, _) = self._next, self.dims
        self._next += 1
        self.left -= 1
        return (i % nx, i // nx % ny, i // (nx * ny))

    def only(self, first: int, end: int) -> None:
        """Launch only the clusters numbered [first, end) in launch order (a worker process's share
        of the grid, jobs.py)."""
        self._next, self.left = first, end - first

    def launch_next(self, n: int = 1) -> list:
        """Up to ``n`` clusters to launch now (none: the grid is done)."""
        return [self._pop() for _ in range(min(n, self.left))]

    def launch_aligned(self, n: int) -> list:
        """Up to ``n`` clusters to launch now: all that are left if they are no more, else fewer where the next is
        not at a multiple of ``n`` in launch order, so that the batches after it start at one: a grid row of n (or
        a multiple of n) clusters is one batch, not the end of one row and the start of the next (machine.py: a
        batch's evenly spaced boxes are one copy and one race record; a row's last box and the next row's first
        are not evenly spaced with the others)."""
        return self.launch_next(n if self.left <= n else n - self._next % n)

    def try_cancel(self, requester) -> np.ndarray:
        """A request by the CTA with block id ``requester``: its 16-byte response (uint8)."""
        if requester in self.failed:
            raise EmulatorError(diag.TRY_CANCEL_AFTER_FAILURE.format(requester=requester))
        granted = self.left > 0 and (self.rng is None or self.rng.random() < 0.5)
        words = np.zeros(4, np.uint32)
        if granted:
            cidx = self._pop()
            self.canceled += 1
            words[:3] = [c * s for c, s in zip(cidx, self.shape)]
            words[3] = 1
        else:
            self.failed.add(requester)
        return words.view(np.uint8)


def query_cancel(response, query: str) -> int:
    """``clusterlaunchcontrol.query_cancel.<query>`` of a response (its 16 bytes or four u32):
    ``is_canceled`` (0 or 1), or the x, y or z block index of the canceled cluster's first CTA."""
    words = np.asarray(response).view(np.uint32).reshape(4)
    if query == "is_canceled":
        return int(words[3])
    if not words[3]:
        raise EmulatorError(diag.QUERY_OF_FAILED_REQUEST.format(query=query))
    return int(words["xyz".index(query[-1])])
