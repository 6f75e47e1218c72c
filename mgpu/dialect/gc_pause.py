"""Building IR with CPython's cyclic garbage collector paused.

xDSL's IR is made of reference cycles (an op and its results, a block and its ops), so every object
a parser or a lowering creates is tracked by the cyclic collector, and its full collections
traverse every live object: the more IR has been built, the more often and the longer they run,
while finding next to nothing to free (the IR being built is alive). On 100 copies of a kernel
they were a third of mgpu-lower's time, and made it grow faster than the number of ops. The
garbage left meanwhile (erased ops) is collected once the collector runs again.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def gc_paused() -> Iterator[None]:
    """Pause the collector for the block; nested or already paused, leave it as it is."""
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.enable()
