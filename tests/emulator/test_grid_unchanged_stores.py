"""Plain stores that leave their bytes unchanged, and the reads of other CTAs (mgpu/emulator/grid_races.py,
docs/design/grid_races.md rule 5): one behaviour per test. A generic load of bytes that only plain stores of its
size and alignment wrote, all leaving them as they were, returns their value at the launch's start in every
coherence order (PTX ISA 9.1 §8): no race. Anything else stays one: a store that changes them, another size or
alignment (a mixed-size race, §8), a TMA copy on either side (the async proxy), a write over the unchanged store
that changes the bytes, or an unchanged store after a change."""

from __future__ import annotations

from types import SimpleNamespace

import numpy as np
import pytest

from mgpu.dialect.context import make_context, parse_module
from mgpu.emulator.grid_races import READ, WRITE, GridAccesses
from mgpu.emulator.races import RaceError
from mgpu.emulator.machine import Machine
from mgpu.emulator.memory import Allocation
from mgpu.emulator.run import Kernel
from mgpu.emulator.tma import TensorMap
from tests.support.kernel_text import kernel

U32 = 3  # tma.ELEM_TYPES' code of u32


def _buffer() -> tuple[GridAccesses, Allocation]:
    """A grid of 4 CTAs, one a cluster, and a 64-byte buffer of zeros."""
    return GridAccesses((4, 1, 1), (1, 1, 1)), Allocation(4096, np.zeros(64, np.uint8), "out0")


def _store(g, a, cta: int, off: int, values: np.ndarray) -> None:
    """CTA ``cta``'s plain store of ``values`` at byte ``off``, checked, done, then settled (as memory.py does)."""
    raw = np.ascontiguousarray(values).view(np.uint8)
    g.access(a, off, raw.size, WRITE, cta + 1, plain=True)
    a.contents[off:off + raw.size] = raw
    g.settle()


def _load(g, a, cta: int, off: int, nbytes: int) -> None:
    g.access(a, off, nbytes, READ, cta + 1, plain=True)


def _race(what: str, cta: int, did: str, cta2: int) -> str:
    return rf"race: this {what} by CTA \({cta}, 0, 0\) accesses byte 0x[0-9a-f]+ of (buffer )?out0, which CTA \({cta2}, " \
           rf"0, 0\) {did} in this launch"


def test_a_load_of_bytes_another_cta_stored_unchanged_is_no_race():
    g, a = _buffer()
    _store(g, a, 0, 8, np.zeros(1, np.float32))
    _load(g, a, 1, 8, 4)


def test_a_load_of_bytes_another_cta_stored_changed_is_a_race():
    g, a = _buffer()
    _store(g, a, 0, 8, np.ones(1, np.float32))
    with pytest.raises(RaceError, match=_race("read", 1, "wrote", 0)):
        _load(g, a, 1, 8, 4)


def test_a_store_that_changes_bytes_another_cta_stored_unchanged_is_a_race():
    """Coherence may put the unchanged store last, so that it restores the old value."""
    g, a = _buffer()
    _store(g, a, 0, 8, np.zeros(1, np.float32))
    with pytest.raises(RaceError, match=_race("write", 1, "wrote", 0)):
        _store(g, a, 1, 8, np.ones(1, np.float32))


@pytest.mark.parametrize("off, nbytes", [(8, 8), (8, 2), (10, 2)])
def test_a_load_of_another_size_than_the_unchanged_store_is_a_race(off, nbytes):
    """A mixed-size race is outside the memory model's axioms (PTX ISA 9.1 §8)."""
    g, a = _buffer()
    _store(g, a, 0, 8, np.zeros(1, np.float32))
    with pytest.raises(RaceError, match=_race("read", 1, "wrote", 0)):
        _load(g, a, 1, off, nbytes)


def test_a_load_of_an_unchanged_store_off_its_size_alignment_is_a_race():
    """Two accesses of one size overlap exactly only where both are at multiples of it: others are taken as
    mixed-size."""
    g, a = _buffer()
    _store(g, a, 0, 10, np.zeros(1, np.float32))
    with pytest.raises(RaceError, match=_race("read", 1, "wrote", 0)):
        _load(g, a, 1, 10, 4)


@pytest.mark.parametrize("changer, storer", [(1, 2), (0, 0)])
def test_a_load_of_bytes_stored_unchanged_after_a_change_is_a_race(changer, storer):
    """CTA ``changer`` changes the bytes, then CTA ``storer`` (another, or the same) stores what is there: CTA 3's
    load may still return their old value."""
    g, a = _buffer()
    _store(g, a, changer, 8, np.ones(1, np.float32))
    _store(g, a, storer, 8, np.ones(1, np.float32))
    with pytest.raises(RaceError, match=_race("read", 3, "wrote", storer)):
        _load(g, a, 3, 8, 4)


def test_loads_of_bytes_several_ctas_stored_unchanged_are_no_race():
    g, a = _buffer()
    for cta in range(3):
        _load(g, a, cta, 8, 4)
        _store(g, a, cta, 8, np.zeros(1, np.float32))
    _load(g, a, 3, 8, 4)


def _map() -> TensorMap:
    """A tensor map of the buffer as 16 u32, one box of 4 elements."""
    return TensorMap(4096, U32, (16,), (4,), (4,))


def _cta(cta: int):
    return SimpleNamespace(cta=SimpleNamespace(block_id=(cta, 0, 0)), batch=None)


def test_a_tma_load_of_bytes_another_cta_stored_unchanged_is_a_race():
    """The TMA copy reads through the async proxy: the equal-value argument is the generic proxy's."""
    g, a = _buffer()
    _store(g, a, 0, 8, np.zeros(1, np.float32))
    with pytest.raises(RaceError, match=_race("read", 1, "wrote", 0)):
        g.box(_cta(1), a, _map(), [0], READ)


def test_a_load_of_bytes_a_tma_store_left_unchanged_is_a_race():
    g, a = _buffer()
    g.box(_cta(0), a, _map(), [0], WRITE)
    g.settle()
    with pytest.raises(RaceError, match=_race("read", 1, "wrote", 0)):
        _load(g, a, 1, 8, 4)


def test_a_tma_store_over_an_unchanged_store_makes_its_bytes_a_race_to_load():
    g, a = _buffer()
    _store(g, a, 0, 8, np.zeros(1, np.float32))
    g.box(_cta(0), a, _map(), [0], WRITE)
    g.settle()
    with pytest.raises(RaceError, match=_race("read", 1, "wrote", 0)):
        _load(g, a, 1, 8, 4)


# every CTA copies out0[t] onto itself (jax's CoreMapTest.test_cluster: `ref[...] = ref[...]`)
COPY_ONTO_ITSELF = '''      %tid = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %o = "memref.load"(%m1, %tid) : (memref<512xf32>, index) -> f32
      "memref.store"(%o, %m1, %tid) : (f32, memref<512xf32>, index) -> ()
'''
# ... and the same adding 1 (a change)
ADD_ONE = COPY_ONTO_ITSELF.replace('"memref.store"(%o', '%c1 = "arith.constant"() <{value = 1.0 : f32}> : () -> f32\n'
                                   '      %s = "arith.addf"(%o, %c1) : (f32, f32) -> f32\n      "memref.store"(%s')


def _run(body: str, batch_max: int = 1):
    """4 CTAs of 128 threads, one at a time (``batch_max`` 1) or in batches after the first."""
    k = Kernel(parse_module(kernel(body, grid=4, n=512), "t.mlir", make_context()))
    saved = Machine.batch_max
    Machine.batch_max = batch_max
    try:
        return k.run({"in0": np.zeros(512, np.float32)})
    finally:
        Machine.batch_max = saved


@pytest.mark.parametrize("batch_max", [1, 4])
def test_ctas_copying_a_buffer_onto_itself_pass(batch_max):
    assert not _run(COPY_ONTO_ITSELF, batch_max).outputs["out0"].any()


def test_ctas_adding_to_a_buffer_in_place_are_a_race():
    with pytest.raises(RaceError, match=r"'memref.load' op " + _race("read", 1, "wrote", 0)):
        _run(ADD_ONE)
