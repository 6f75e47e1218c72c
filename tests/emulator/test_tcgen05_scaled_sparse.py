"""Block-scaled sparse tcgen05.mma (``tcgen05.mma.sp...block_scale``: mgpu/emulator/tcgen05_scaled.py with
tcgen05_sparse.py's expansion of A) against numpy: what jax 0.10.2 issues (E4M3 / E5M2 with ue8m0 scales,
kind::mxf8f6f4.block_scale.scale_vec::1X: tcgen05.py:640-790), step by step as its _do_mma does, one CTA
and a CTA pair; the NaN scale; E2M1 (kind::mxf4 / mxf4nvf4, 4:8 sparse in pairs), its numpy reference built
from the ISA's definition (§9.7.16.10.8.3), not from the emulator's expansion; what is refused."""

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


# --- E2M1 A and B (kind::mxf4 / mxf4nvf4): 4:8 sparsity in pairs (PTX ISA 9.1 §9.7.16.10.8.3) ---

E2M1 = np.array([0, 0.5, 1, 1.5, 2, 3, 4, 6, -0.0, -0.5, -1, -1.5, -2, -3, -4, -6])  # §5.2.5.1, by nibble


def _nibbles_to_bytes(nib: np.ndarray) -> np.ndarray:
    """Two E2M1 codes a byte, the first K element in the low nibble."""
    return (nib[:, 0::2] | nib[:, 1::2] << 4).astype(np.uint8)


def _sparse_e2m1(m: int, k: int):
    """A logical (m, k) E2M1 A drawn as the ISA defines 4:8 pair-wise sparsity: in each group of eight, two of
    the four two-element sub-chunks are non-zero codes, the others zero; then what the instruction is given:
    the kept elements in order (m, k / 2) and, a group, the indices of its two kept sub-chunks."""
    codes = np.zeros((m, k // 8, 4, 2), np.uint8)
    chosen = np.stack([RNG.permutation(4)[:2] for _ in range(m * k // 8)]).reshape(m, k // 8, 2)
    chosen.sort(axis=-1)
    kept = RNG.integers(1, 16, (m, k // 8, 2, 2)).astype(np.uint8)
    kept[kept == 8] = 9  # (no negative zero among the kept codes: a zero there is allowed but says nothing)
    for g in range(2):
        np.put_along_axis(codes, chosen[..., g, None, None], kept[:, :, g:g + 1], axis=2)
    dense = codes.reshape(m, k)
    compressed = kept.reshape(m, k // 2)
    return dense, compressed, chosen


def _idesc_f4(m, n, sid, scale_type=1, version=0):
    """The block-scaled descriptor jax 0.12.0.1 writes for E2M1 (_create_scaled_instr_descriptor, tcgen05.py:134):
    A and B type 1, sparse, both scale ids ``sid``."""
    return (1 << 2 | sid << 4 | 1 << 7 | 1 << 10 | version << 12 | (n >> 3) << 17 | scale_type << 23
            | (m >> 7) << 27 | sid << 29)


@pytest.mark.parametrize("kind,vec,per", [("mxf4", "2X", 2), ("mxf4nvf4", "2X", 2), ("mxf4nvf4", "4X", 4)])
def test_e2m1_pairs_expand_and_each_scale_covers_its_block_of_the_logical_k(kind, vec, per):
    """K = 256 of E2M1 in two sparse instructions of 128 logical elements: A's 64 compressed elements (32 bytes)
    an instruction, B's 128, the metadata two TMEM columns an instruction (row-major, as kind::f8f6f4's), and
    ``per`` ue8m0 scales a row an instruction, each over 128 / per logical elements (scale ids as jax steps
    them: tcgen05.py:813 at 0.12.0.1). numpy: the logical A times B, both scaled, summed exactly, D rounded to
    f32 after each instruction."""
    m, n, k = 128, 32, 256
    dense, compressed, chosen = _sparse_e2m1(m, k)
    y = RNG.integers(0, 16, (n, k)).astype(np.uint8)
    block = 128 // per
    sa = RNG.integers(120, 134, (m, k // block)).astype(np.uint8)
    sb = RNG.integers(120, 134, (n, k // block)).astype(np.uint8)
    tm, smem = Tmem(), np.zeros(1 << 16, np.uint8)
    tm.alloc(128)
    copy_metadata_to_tmem(tm, META, metadata_tiles(chosen, 8))
    steps_per_col = 4 // per
    a_bytes, b_bytes = _nibbles_to_bytes(compressed), _nibbles_to_bytes(y)
    a = E2M1[dense] * np.repeat(np.exp2(sa.astype(np.float64) - 127), block, axis=1)
    b = E2M1[y] * np.repeat(np.exp2(sb.astype(np.float64) - 127), block, axis=1)
    expect = np.zeros((m, n))
    for step in range(k // 128):
        blocks = slice(per * step, per * step + per)
        sid, col = step % steps_per_col * per, step // steps_per_col
        put_scales(tm, A_SCALES + col, sa[:, blocks], sid)
        put_scales(tm, B_SCALES + col, sb[:, blocks], sid)
        ks = slice(128 * step, 128 * step + 128)
        expect = (expect + a[:, ks] @ b[:, ks].T).astype(np.float32).astype(np.float64)
        ad = put_k_major(smem, 0, a_bytes[:, 32 * step:32 * step + 32])
        bd = put_k_major(smem, 32768, b_bytes[:, 64 * step:64 * step + 64])
        scaled_mma([tm], [smem], taddr_of(0, 0), ad, bd, _idesc_f4(m, n, sid), step > 0, taddr_of(0, A_SCALES + col),
                   taddr_of(0, B_SCALES + col), kind=kind, vec=vec, meta_taddr=taddr_of(0, META + 2 * step))
    np.testing.assert_array_equal(tm.cells[:, :n].view(np.float32), expect.astype(np.float32))


def test_e2m1_metadata_names_sub_chunks_and_must_increase():
    """A group whose two sub-chunk indices are not increasing is refused, located, in the 4:8 pair-wise words."""
    tm, smem = Tmem(), np.zeros(1 << 16, np.uint8)
    tm.alloc(128)
    pairs = np.tile(np.array([0, 1]), (128, 16, 1))
    pairs[9, 4] = (3, 1)
    copy_metadata_to_tmem(tm, META, metadata_tiles(np.concatenate([pairs, pairs], 1), 8))
    with pytest.raises(MmaError, match=r"row 9 of A, group 4 of 8 \(4 sub-chunks of 2\): indices \(3, 1\) must be "
                                       r"increasing \(one of the six 4:8 pair-wise patterns\)"):
        scaled_mma([tm], [smem], 0, put_k_major(smem, 0, np.zeros((128, 32), np.uint8)),
                   put_k_major(smem, 32768, np.zeros((32, 64), np.uint8)), _idesc_f4(128, 32, 0), False,
                   taddr_of(0, A_SCALES), taddr_of(0, B_SCALES), kind="mxf4", vec="2X", meta_taddr=taddr_of(0, META))


def test_e2m1_sparsity_version_1_is_refused():
    """Descriptor bit 12 (jax's sparsity version, set only for sm_107, where 4-bit A is 2:4 sparse) is refused."""
    with pytest.raises(MmaError, match=r"sets bit 12, the sparsity version of jax's sm_107"):
        _one(_idesc_f4(128, 32, 0, version=1), kind="mxf4nvf4", vec="2X")


def test_ptx_spelling_of_jax_012s_sparse_e2m1():
    """jax 0.12.0.1's text for sparse E2M1 with ue8m0 scales (tcgen05.py:745, :868): kind::mxf4nvf4, ::2X."""
    asm = ("tcgen05.mma.sp.cta_group::1.kind::mxf4nvf4.block_scale.scale_vec::2X [$0], a_desc, b_desc, [$7], $3, "
           "[$5], [$6], $4;")
    [ins] = parse_inline_asm(asm, "r,r,r,r,b,r,r,r").instructions
    assert (ins.attrs["kind"], ins.attrs["sparse"], ins.attrs["scale_vec"]) == ("mxf4nvf4", True, "2X")


def test_ptx_spelling_puts_the_metadata_before_idesc_and_the_scales_after():
    """jax's text (tcgen05.py:776-778 at jax-v0.10.2): ``[$7]`` (metadata) between b_desc and idesc, the
    scales' ``[$5], [$6]`` between idesc and enable_input_d."""
    asm = ("tcgen05.mma.sp.cta_group::1.kind::mxf8f6f4.block_scale.scale_vec::1X [$0], a_desc, b_desc, [$7], $3, "
           "[$5], [$6], $4;")
    [ins] = parse_inline_asm(asm, "r,r,r,r,b,r,r,r").instructions
    assert (ins.attrs["kind"], ins.attrs["sparse"], ins.attrs["block_scale"], ins.attrs["scale_vec"]) == (
        "mxf8f6f4", True, True, "1X")
    assert len(ins.operands) == 8
