"""Relations between register layouts, and TMEM <-> register transfers."""

from __future__ import annotations

from mgpu import layouts as L


def test_relayout_rules():
    splat = L.WGSplatFragLayout((64, 128))
    assert L.strict_relayout_holds(splat, L.WGMMA_LAYOUT)
    assert L.strict_relayout_holds(splat, L.WGStridedFragLayout((64, 128), 4))
    assert not L.strict_relayout_holds(L.WGMMA_LAYOUT, splat)
    assert not L.strict_relayout_holds(L.WGMMA_LAYOUT, L.TCGEN05_LAYOUT)
    assert not L.strict_relayout_holds(L.WGSplatFragLayout((32, 128)), L.WGMMA_LAYOUT)



def test_tmem_transfers():
    d1 = L.tmem_default_layout(1)
    assert L.tmem_register_candidates(d1, (128, 128), 32) == [L.TCGEN05_LAYOUT, d1, L.TMEM_NATIVE_LAYOUT]
    assert L.tmem_register_candidates(d1, (128, 128), 16) == [L.TCGEN05_LAYOUT, L.TMEM_NATIVE_LAYOUT]
    assert not L.is_valid_tmem_transfer(d1, L.WGMMA_LAYOUT, (128, 128), 32)
    assert L.infer_tmem_layout((128, 256), False, 1) == d1
