"""Building IR with CPython's cyclic garbage collector paused.

xDSL's IR is made of reference cycles (an op and its results, a block and its ops), so every object
a parser or a lowering creates is tracked by the cyclic collector, and its full collections
traverse every live object: the more IR has been built, the more often and the longer they run,
while finding next to nothing to free (the IR being built is alive). On 100 copies of a kernel
they were a third of mgpu-lower's time, and made it grow faster than the number of ops.

When the collector resumes, what was built meanwhile goes straight to its oldest generation
(``gc.freeze()`` then ``gc.unfreeze()``, which moves every tracked object there without traversing
any). Left in the youngest, the first allocation after the pause would start a collection that
traverses all of it, and the next generation's would again: about half of a tiny kernel's
mgpu-run, whose pause covers the imports too (benchmarks/README.md, "Start-up"), and a tenth of
parsing a payload. The garbage left meanwhile (erased ops) is collected by the next full
collection. Where a program has frozen objects since mgpu was imported (to fork without copying
its heap), the collector only resumes: ``unfreeze`` would release those too. (Python 3.12 freezes a
few hundred of its own at start-up: those are released with ours.)
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


_FROZEN_AT_IMPORT = gc.get_freeze_count()


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
        if gc.get_freeze_count() <= _FROZEN_AT_IMPORT:
            gc.freeze()
            gc.unfreeze()
        gc.enable()
