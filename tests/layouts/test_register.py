"""Register layouts: where an element lives (``locate``) and which element a register holds
(``register_flat_elements``), checked against jax's thread_idxs (reference/layouts_and_inference.md §1)
and against each other."""

from __future__ import annotations

import itertools
import math

import pytest

from mgpu import layouts as L


@pytest.mark.parametrize("index, where", [
    ((0, 0), (0, 0, 0, 0)), ((0, 1), (0, 0, 0, 1)), ((0, 2), (0, 1, 0, 0)), ((0, 7), (0, 3, 0, 1)),
    ((0, 8), (0, 0, 2, 0)), ((1, 0), (0, 4, 0, 0)), ((7, 0), (0, 28, 0, 0)), ((8, 0), (0, 0, 1, 0)),
    ((15, 0), (0, 28, 1, 0)), ((16, 0), (1, 0, 0, 0)), ((31, 0), (1, 28, 1, 0)), ((32, 0), (2, 0, 0, 0)),
    ((63, 127), (3, 31, 31, 1)),
])
def test_wgmma_layout_locate(index, where):
    assert L.WGMMA_LAYOUT.locate((64, 128), index) == where



@pytest.mark.parametrize("index, where", [
    ((8, 0), (0, 0, 1, 0)), ((16, 0), (0, 0, 2, 0)), ((31, 0), (0, 28, 3, 0)), ((0, 8), (0, 0, 4, 0)),
    ((32, 0), (1, 0, 0, 0)), ((63, 127), (1, 31, 63, 1)), ((64, 0), (2, 0, 0, 0)), ((127, 127), (3, 31, 63, 1)),
])
def test_tcgen05_layout_locate(index, where):
    assert L.TCGEN05_LAYOUT.locate((128, 128), index) == where



def test_register_counts():
    assert L.WGMMA_LAYOUT.registers_shape((64, 128)) == (1, 16, 1, 1, 2, 1, 1, 1, 1)
    assert not L.TCGEN05_LAYOUT.applies_to((64, 128))
    assert L.tmem_native_layout(1).locate((128, 128), (37, 5)) == (1, 5, 5, 0)



def test_strided_layout():
    assert L.WGStridedFragLayout.from_shape((128, 128), 32) == L.WGStridedFragLayout((128, 128), 2)
    assert L.WGStridedFragLayout.from_shape((128, 64), 16) == L.WGStridedFragLayout((128, 64), 4)
    assert L.WGStridedFragLayout.from_shape((128, 64), 8).vec_size == 8  # pyright: ignore
    assert L.WGStridedFragLayout.from_shape((4, 4), 16) is None
    assert L.WGStridedFragLayout.from_shape((128,), 4) is None
    # f32 <[128,128], 2>: thread 5, register k holds (2k, 10..11).
    assert L.WGStridedFragLayout((128, 128), 2).locate((6, 10)) == (5, 3, 0)


_SHAPES = [(L.WGMMA_LAYOUT, (64, 128)), (L.WGMMA_LAYOUT, (128, 64)), (L.TCGEN05_LAYOUT, (128, 128)),
           (L.WGMMA_TRANSPOSED_LAYOUT, (64, 64)), (L.tmem_native_layout(2), (128, 16)),
           (L.WGMMA_LAYOUT_8BIT, (64, 64)), (L.WGStridedFragLayout((128, 64), 4), (128, 64)),
           (L.WGStridedFragLayout((256,), 2), (256,))]


@pytest.mark.parametrize("layout, shape", _SHAPES, ids=lambda x: str(x)[:30])
def test_locate_inverts_register_flat_elements(layout, shape):
    """``register_flat_elements`` gives the first element of each (thread, register); ``locate``
    takes that element back to the same thread and register, at slot 0."""
    flat = L.register_flat_elements(layout, shape)
    assert flat.shape == (128, L.num_registers(layout, shape))
    for t, k in itertools.product(range(flat.shape[0]), range(flat.shape[1])):
        index = _unravel(int(flat[t, k]), shape)
        if isinstance(layout, L.TiledLayout):
            warp, lane, reg, slot = layout.locate(shape, index)
            assert (warp * 32 + lane, reg, slot) == (t, k, 0)
        else:
            assert layout.locate(index) == (t, k, 0)
    # every vector of elements, once
    assert len(set(flat.reshape(-1).tolist())) * L.vector_length(layout) == math.prod(shape)


def _unravel(flat: int, shape: tuple[int, ...]) -> tuple[int, ...]:
    out = []
    for d in reversed(shape):
        out.append(flat % d)
        flat //= d
    return tuple(reversed(out))


def test_split_thread_offsets():
    table = L.register_flat_elements(L.WGMMA_LAYOUT, (64, 128))
    terms, consts = L.split_thread_offsets(table)
    t = 37
    assert sum(((t >> b) & 1) * w for b, w in terms) + consts[3] == table[t, 3]
