"""Layout values <-> the dialect's typed attributes: a round trip, and the printed text is jaxlib's."""

from __future__ import annotations

import pytest
from xdsl.dialects.builtin import ArrayAttr, StringAttr

from mgpu import layouts as L
from mgpu.dialect.mosaic_gpu.attributes import SwizzleTransformAttr, TileTransformAttr
from mgpu.layouts import attrs as A

_LAYOUTS = [
    L.WGMMA_LAYOUT, L.TCGEN05_TRANSPOSED_LAYOUT, L.TMA_INDICES_4_LAYOUT, L.tmem_default_layout(2),
    L.WGSplatFragLayout((64, 128)), L.WGStridedFragLayout((128, 64), 4),
]


@pytest.mark.parametrize("layout", _LAYOUTS, ids=lambda x: x.text()[12:40])
def test_layout_attr_round_trip(layout):
    attr = A.to_attr(layout)
    assert A.from_attr(attr) == layout
    assert str(attr) == layout.text()


def test_from_attr_rejects_other_attributes():
    """jax's from_layout_attr (layouts.py:139 at jax-v0.12.0.1) raises NotImplementedError, in these words."""
    with pytest.raises(NotImplementedError,
                       match="^Unsupported layout for conversion from MLIR attribute: #mosaic_gpu.tile<\\[8\\]>$"):
        A.from_attr(TileTransformAttr([8]))
    with pytest.raises(NotImplementedError, match='^Unsupported layout for conversion from MLIR attribute: "x"$'):
        A.from_attr(StringAttr("x"))


def test_given_transforms_rejects_other_attributes():
    """jax's from_transform_attr (layouts.py:197 at jax-v0.12.0.1): a tile and a swizzle, nothing else."""
    t = A.given_transforms([TileTransformAttr([8, 64]), SwizzleTransformAttr(128)])
    assert (t.tiling, t.swizzle, t.other) == ((8, 64), 128, ())
    with pytest.raises(NotImplementedError, match='^Unsupported transform "x"$'):
        A.given_transforms([TileTransformAttr([8, 64]), StringAttr("x")])


def test_transforms():
    assert str(A.transforms_to_attr(None, 16)) == "[]"
    assert str(A.transforms_to_attr((8, 32), 32)) == "[#mosaic_gpu.tile<[8, 32]>, #mosaic_gpu.swizzle<128 : i32>]"
    assert str(A.transforms_to_attr((64, 8), 16, transposed=True)) == \
        "[#mosaic_gpu.tile<[64, 8]>, #mosaic_gpu.swizzle<128 : i32>]"
    t = A.transforms_from_attrs([TileTransformAttr([8, 64]), SwizzleTransformAttr(128), StringAttr("x")])
    assert (t.tiling, t.swizzle, t.other) == ((8, 64), 128, (StringAttr("x"),))
    assert A.transforms_from_attrs(ArrayAttr([]).data) == L.Transforms(None, None)
