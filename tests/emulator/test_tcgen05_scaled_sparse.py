"""Block-scaled sparse tcgen05.mma (``tcgen05.mma.sp...block_scale``: mgpu/emulator/tcgen05_scaled.py with
tcgen05_sparse.py's expansion of A) against numpy: what jax 0.10.2 issues (E4M3 / E5M2 with ue8m0 scales,
kind::mxf8f6f4.block_scale.scale_vec::1X: tcgen05.py:640-790), step by step as its _do_mma does, one CTA
and a CTA pair; the NaN scale; what is refused."""

import ml_dtypes
import numpy as np
import pytest

from mgpu.emulator.ptx import parse_inline_asm
from mgpu.emulator.tcgen05 import Tmem, taddr_of
from mgpu.emulator.tcgen05_scaled import scaled_mma
from mgpu.emulator.wgmma import MmaError

from .tcgen05_operands import copy_metadata_to_tmem, draw_pairs, logical, metadata_tiles, put_k_major, put_scales

RNG = np.random.default_rng(23)
K = 256  # jax's test: K = 256, 4 sparse instructions of 64 elements
META, A_SCALES, B_SCALES = 64, 96, 100  # TMEM columns


def _idesc(m, n, ab, sid, *, sparse=True, selector=0):
    """jax's _create_scaled_instr_descriptor (tcgen05.py:110) with sparse=True: both scale ids ``sid``."""
    return (selector | sparse << 2 | sid << 4 | ab << 7 | ab << 10 | (n >> 3) << 17 | 1 << 23 | (m >> 7) << 27
            | sid << 29)


def _cta(tm, smem, a, pairs, sa, sb_rows):
    """One CTA's TMEM: its A rows' metadata, its A scales and the B scales (jax: (rows, K / 64) ue8m0, the
    4 scales of a column group in one cell's bytes)."""
    tm.alloc(128)
    copy_metadata_to_tmem(tm, META, metadata_tiles(pairs, 8))
    for j in range(K // 64):
        put_scales(tm, A_SCALES + j // 4, sa[:, j:j + 1], j % 4)
        put_scales(tm, B_SCALES + j // 4, sb_rows[:, j:j + 1], j % 4)


def _product(dtype, code, n=32, group=1, sa_fix=None):
    """D of jax's K loop over ``group`` CTAs (128 rows of A each), and numpy's: each 64-element step's
    exact scaled product added to D, rounded once to f32."""
    m = 128 * group
    x = RNG.uniform(0, 1, (m, K // 2)).astype(dtype)
    y = RNG.normal(size=(n, K)).astype(dtype)
    pairs = draw_pairs(RNG, m, K)
    sa, sb = RNG.integers(122, 132, (m, K // 64)).astype(np.uint8), RNG.integers(122, 132, (n, K // 64)).astype(
        np.uint8)
    if sa_fix is not None:
        sa_fix(sa)
    tms, smems = [Tmem() for _ in range(group)], [np.zeros(1 << 16, np.uint8) for _ in range(group)]
    for c in range(group):
        _cta(tms[c], smems[c], x, pairs[128 * c:128 * c + 128], sa[128 * c:128 * c + 128], sb)
    scale = np.exp2(np.where(sa == 0xFF, np.nan, sa.astype(np.float64) - 127))
    a = logical(x, pairs) * np.repeat(scale, 64, axis=1)
    b = y.astype(np.float64) * np.repeat(np.exp2(sb.astype(np.float64) - 127), 64, axis=1)
    expect = np.zeros((m, n))
    cols = n // group
    for step in range(K // 64):
        k = slice(64 * step, 64 * step + 64)
        expect = (expect + a[:, k] @ b[:, k].T).astype(np.float32).astype(np.float64)
        for c in range(group):
            ad = put_k_major(smems[c], 0, x[128 * c:128 * c + 128, 32 * step:32 * step + 32])
            bd = put_k_major(smems[c], 32768, y[cols * c:cols * c + cols, k])
        scaled_mma(tms, smems, taddr_of(0, 0), ad, bd, _idesc(m, n, code, step % 4), step > 0,
                   taddr_of(0, A_SCALES + step // 4), taddr_of(0, B_SCALES + step // 4), kind="mxf8f6f4", vec="1X",
                   meta_taddr=taddr_of(0, META + 2 * step))
    return np.concatenate([tm.cells[:, :n].view(np.float32) for tm in tms]), expect.astype(np.float32)


@pytest.mark.parametrize("dtype,code", [(ml_dtypes.float8_e5m2, 1), (ml_dtypes.float8_e4m3fn, 0)])
def test_each_scale_covers_its_instructions_64_logical_elements(dtype, code):
    """The expanded A and B scaled by one ue8m0 factor a row an instruction: K = 64 of the logical A
    (jax's sparse scale block of 64), two metadata columns an instruction, scale ids 0..3."""
    got, expect = _product(dtype, code)
    np.testing.assert_array_equal(got, expect)


def test_cta_pair_expands_each_ctas_a_with_its_own_metadata():
    """M = 256 over a CTA pair: 128 rows of A, their metadata and scales in each CTA, B split along N."""
    got, expect = _product(ml_dtypes.float8_e4m3fn, 0, n=64, group=2)
    np.testing.assert_array_equal(got, expect)


def test_ue8m0_0xff_makes_its_row_nan():
    got, _ = _product(ml_dtypes.float8_e5m2, 1, sa_fix=lambda sa: sa.__setitem__((7, 2), 0xFF))
    assert np.isnan(got[7]).all() and not np.isnan(np.delete(got, 7, 0)).any()


def _one(idesc, kind="mxf8f6f4", vec="1X", meta=True):
    tm, smem = Tmem(), np.zeros(1 << 16, np.uint8)
    tm.alloc(128)
    scaled_mma([tm], [smem], 0, 0, 0, idesc, False, taddr_of(0, A_SCALES), taddr_of(0, B_SCALES), kind=kind,
               vec=vec, meta_taddr=taddr_of(0, META) if meta else None)


@pytest.mark.parametrize("idesc,meta,words", [
    (_idesc(128, 32, 0, 0, sparse=False), True, r"tcgen05\.mma\.sp with instruction descriptor 0x[0-9a-f]+, whose "
                                                r"sparsity bit \(2\) is 0"),
    (_idesc(128, 32, 0, 0), False, r"whose sparsity bit \(2\) is 1: the \.sp qualifier and the descriptor must agree"),
    (_idesc(128, 32, 0, 0, selector=1), True, r"kind::mxf8f6f4 with sparsity selector 1 is not supported"),
])
def test_descriptor_and_form_must_agree(idesc, meta, words):
    with pytest.raises(MmaError, match=words):
        _one(idesc, meta=meta)


@pytest.mark.parametrize("kind,vec", [("mxf4", "2X"), ("mxf4nvf4", "4X")])
def test_4bit_sparsity_is_refused_by_name(kind, vec):
    with pytest.raises(MmaError, match=rf"tcgen05\.mma\.sp\.kind::{kind}\.block_scale is not supported: the "
                                       r"sparsity of 4-bit operands"):
        _one(_idesc(128, 32, 1, 0), kind=kind, vec=vec)


def test_ptx_spelling_puts_the_metadata_before_idesc_and_the_scales_after():
    """jax's text (tcgen05.py:776-778 at jax-v0.10.2): ``[$7]`` (metadata) between b_desc and idesc, the
    scales' ``[$5], [$6]`` between idesc and enable_input_d."""
    asm = ("tcgen05.mma.sp.cta_group::1.kind::mxf8f6f4.block_scale.scale_vec::1X [$0], a_desc, b_desc, [$7], $3, "
           "[$5], [$6], $4;")
    [ins] = parse_inline_asm(asm, "r,r,r,r,b,r,r,r").instructions
    assert (ins.attrs["kind"], ins.attrs["sparse"], ins.attrs["block_scale"], ins.attrs["scale_vec"]) == (
        "mxf8f6f4", True, True, "1X")
    assert len(ins.operands) == 8
