"""Operands of the tcgen05.mma tests, laid out as jax lays them: K-major SMEM operands, the sparse
metadata in TMEM (jax's format_tcgen05_sparse_metadata tiles, pallas/mosaic_gpu/helpers.py:189 at
jax-v0.10.2, copied one 16-byte SMEM row a lane by tcgen05.cp.128x128b) and block scale factors in
TMEM (jax's scales_layout, tcgen05.py:1077)."""

import numpy as np

from mgpu.emulator.tcgen05 import Tmem
from mgpu.emulator.wgmma import encode_smem_descriptor

# the six increasing index pairs (i0 < i1) of a group of four: the 2:4 patterns jax's tests draw
PAIRS = np.array([(i, j) for i in range(4) for j in range(4) if i < j])


def draw_pairs(rng: np.random.Generator, m: int, k: int) -> np.ndarray:
    """(m, k / 4, 2): each group's two kept indices."""
    return PAIRS[rng.integers(0, len(PAIRS), (m, k // 4))]


def logical(a: np.ndarray, pairs: np.ndarray) -> np.ndarray:
    """The (M, K) A (f64) whose kept elements are the compressed ``a``'s, zeros elsewhere."""
    m, half_k = a.shape
    full = np.zeros((m, half_k // 2, 4), np.float64)
    np.put_along_axis(full, pairs, a.astype(np.float64).reshape(m, half_k // 2, 2), axis=-1)
    return full.reshape(m, 2 * half_k)


def put_k_major(smem: np.ndarray, start: int, x: np.ndarray) -> int:
    """A K-major operand (rows, K bytes) in the no-swizzle canonical layout: 8 x 16-byte core matrices,
    the next 16 bytes of K LBO = 128 bytes further, 8-row groups SBO = K / 16 * 128 bytes apart."""
    raw = np.ascontiguousarray(x).view(np.uint8).reshape(x.shape[0], -1)
    kbytes = raw.shape[1]
    mn, kb = np.arange(x.shape[0])[:, None], np.arange(kbytes)[None, :]
    sbo = kbytes // 16 * 128
    smem[start + (mn // 8) * sbo + (mn % 8) * 16 + (kb // 16) * 128 + kb % 16] = raw
    return encode_smem_descriptor(start, 128, sbo, 16, "sm100")


def metadata_tiles(pairs: np.ndarray, bits: int) -> np.ndarray:
    """jax's metadata tiles (K / 128, 128, 64) of one 128-row block: row-major for 8-bit operands; for
    16-bit ones row 16a + 8b + c's entry 16p + 8q + t at tile row 16a + 8q + c, column 16p + 8b + t."""
    e = pairs.shape[1] * 2
    if bits == 8:
        return pairs.reshape(128, e // 64, 64).transpose(1, 0, 2)
    return pairs.reshape(8, 2, 8, e // 64, 4, 2, 8).transpose(3, 0, 5, 2, 4, 1, 6).reshape(e // 64, 128, 64)


def copy_metadata_to_tmem(tm: Tmem, col: int, tiles: np.ndarray) -> None:
    """What the metadata copy does: each tile's 128 rows of 16 bytes (uint2 packed little-endian, the
    first element lowest) into lanes 0..127, four columns a tile."""
    packed = (tiles.reshape(tiles.shape[0], 128, 16, 4).astype(np.uint8) << np.array([0, 2, 4, 6], np.uint8)).sum(
        -1, dtype=np.uint8)
    for i, tile in enumerate(packed):
        tm.cells[:, col + 4 * i:col + 4 * i + 4] = np.ascontiguousarray(tile).view("<u4")


def put_scales(tm: Tmem, col: int, s: np.ndarray, sid: int, quarters=range(4)) -> None:
    """Scale bytes s (rows, per) of one instruction: row r at lane 32 q + r % 32 of each quarter,
    column col + r // 32, bytes sid .. sid + per - 1."""
    rows, per = s.shape
    r = np.arange(rows)
    view = tm.cells.view(np.uint8).reshape(128, -1, 4)
    for q in quarters:
        view[32 * q + r % 32, col + r // 32, sid:sid + per] = s
