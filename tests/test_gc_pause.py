"""The collector paused while IR is built (mgpu/gc_pause.py): what was built goes to the oldest
generation when it resumes, a program's frozen objects stay frozen, and garbage is still collected."""

import gc
import weakref

from mgpu.gc_pause import gc_paused


class _Node:
    def __init__(self):
        self.me = self  # (a cycle: only the cyclic collector frees it)


def test_what_was_built_while_paused_is_in_the_oldest_generation():
    with gc_paused():
        built = _Node()
        assert not gc.isenabled()
    assert gc.isenabled()
    assert any(o is built for o in gc.get_objects(generation=2))
    assert not any(o is built for o in gc.get_objects(generation=0))


def test_objects_the_program_froze_stay_frozen():
    gc.freeze()
    try:
        frozen = gc.get_freeze_count()
        with gc_paused():
            built = _Node()
        assert gc.get_freeze_count() == frozen
        assert any(o is built for o in gc.get_objects(generation=0))  # (resumed as it was)
    finally:
        gc.unfreeze()


def test_garbage_made_while_paused_is_collected():
    with gc_paused():
        ref = weakref.ref(_Node())
    assert ref() is not None  # (a cycle waits for the collector)
    gc.collect()
    assert ref() is None
