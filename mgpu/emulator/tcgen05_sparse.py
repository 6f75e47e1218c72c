"""Sparse tcgen05.mma (``tcgen05.mma.sp``, sm_100a): A's 2:4 structured sparsity (numpy, no xDSL).

PTX ISA 9.1 §9.7.16.10 (sparse matrices): a sparse A is M x K logically and given compressed,
M x K/2: each group of four consecutive K elements of a row keeps two, and the metadata says which,
two 2-bit indices per group, the first kept element's then the second's, the first lower [the six
patterns jax's tests draw: mosaic_gpu_test.py:5588-5593 at jax-v0.10.2]; any other pair is refused,
never guessed. One ``tcgen05.mma.sp`` consumes 32 bytes of compressed A (as a dense one) and twice
the K of B; kind::f16 / f8f6f4 / i8 group four elements. kind::mxf4 / mxf4nvf4 (E2M1 A, §9.7.16.10.8.3)
are 4:8 sparse in pairs: a group of eight elements is four two-element sub-chunks of which two are kept,
and the metadata's two indices name sub-chunks, not elements (the same index pairs, each standing for two
adjacent elements). The instruction descriptor's bit 2 says sparse and bits 0-1 are the sparsity selector.

Where the metadata lies in TMEM, from the address operand ``[meta]`` (lane 0, column c), for the
128 rows of A of a CTA (M = 128, or a CTA pair's M = 256: jax refuses M = 64, tcgen05.py:254),
entry ``e`` of a row being its ``e // 2``-th group's ``e % 2``-th index, each 32-bit cell holding 16
entries, entry ``s`` of a cell in its bits ``2s .. 2s+1`` (the little-endian order of jax's uint2
arrays, copied by ``tcgen05.cp.128x128b`` one 16-byte row a lane):

- kind::f16 (K = 32: 16 entries a row, one column): column ``c + selector``; row ``16a + 8b + i``'s
  entry ``8q + j`` in lane ``16a + 8q + i``, cell entry ``8b + j`` -- two rows eight apart share a
  lane, each giving it half of its entries;
- kind::f8f6f4 / kind::i8, and kind::mxf8f6f4.block_scale (K = 64: 32 entries a row, two columns):
  row r in lane r, entry ``e`` in column ``c + e // 16``, cell entry ``e % 16``; the selector is 0;
- kind::mxf4 / mxf4nvf4.block_scale (K = 128 of E2M1: 16 groups of eight, 32 entries a row, two columns):
  as kind::f8f6f4's (§9.7.16.10.8.4.6, Figure 267 is the layout of all five kinds), the selector 0 (the
  ISA takes it as 0; the block-scaled descriptor's bits 0-1 are reserved).

This is how jax lays the metadata out and addresses it, and its tests check the products on the
GPU: ``format_tcgen05_sparse_metadata`` (pallas/mosaic_gpu/helpers.py:189), the copy
(``async_copy_sparse_metadata_smem_to_tmem``, tcgen05.py:1744) and ``_do_mma``'s address and
selector (tcgen05.py:718-728: kind::f16 steps its selector 0, 1 over a column pair, the 8-bit kinds
two columns a step). Other selectors are refused: mgpu models only what jax issues.
"""

from __future__ import annotations

import numpy as np

from mgpu.dialect.diagnostics.emulator.tensor_core import (
    TCGEN05_SPARSE_M,
    TCGEN05_SPARSE_METADATA,
    TCGEN05_SPARSE_META_LANE,
    TCGEN05_SPARSE_SELECTOR,
)
from mgpu.emulator.wgmma import MmaError

GROUP = 4  # units of K a group has, of which two are kept
ENTRIES_PER_CELL = 16  # 2-bit entries in a 32-bit TMEM cell
ROWS = 128  # rows of A per CTA, in lanes 0..127
# kind -> (metadata columns an instruction reads, the selectors jax issues); kind::mxf8f6f4.block_scale's
# E4M3 / E5M2 A is sparse as kind::f8f6f4's, kind::mxf4 / mxf4nvf4's E2M1 A in pairs (tcgen05_scaled.py)
COLUMNS = {"f16": (1, (0, 1)), "f8f6f4": (2, (0,)), "i8": (2, (0,)), "mxf8f6f4": (2, (0,)), "mxf4": (2, (0,)),
           "mxf4nvf4": (2, (0,))}
# kind -> the adjacent elements one metadata index names (a sub-chunk of 4:8 pair-wise sparsity); 1 elsewhere
UNIT = {"mxf4": 2, "mxf4nvf4": 2}


def metadata_columns(kind: str, meta_taddr: int, selector: int) -> tuple[int, int]:
    """The TMEM columns [lo, hi) the metadata of one ``tcgen05.mma.sp.kind::<kind>`` occupies."""
    ncols, selectors = COLUMNS[kind]
    if selector not in selectors:
        raise MmaError(TCGEN05_SPARSE_SELECTOR.format(kind=kind, selector=selector,
                                                      ok=" or ".join(map(str, selectors))))
    lane, col = int(meta_taddr) >> 16 & 0xFFFF, int(meta_taddr) & 0xFFFF
    if lane:
        raise MmaError(TCGEN05_SPARSE_META_LANE.format(lane=lane))
    lo = col + selector
    return lo, lo + ncols


def decode_metadata(cells: np.ndarray, kind: str) -> np.ndarray:
    """The (128, K / 4, 2) indices of one instruction's metadata, from its TMEM cells (uint32 (128,
    columns) of :func:`metadata_columns`), laid out as the module docstring says."""
    shifts = 2 * np.arange(ENTRIES_PER_CELL, dtype=np.uint32)
    slots = (cells[:, :, None] >> shifts) & 3  # (lane, column, cell entry)
    if kind == "f16":  # lane 16a + 8q + i, cell entry 8b + j -> row 16a + 8b + i, entry 8q + j
        entries = slots.reshape(8, 2, 8, 2, 8).transpose(0, 3, 2, 1, 4).reshape(ROWS, ENTRIES_PER_CELL)
    else:
        entries = slots.reshape(ROWS, -1)
    return entries.reshape(ROWS, -1, 2).astype(np.int64)


def check_metadata(pairs: np.ndarray, unit: int = 1) -> None:
    """Each group's two indices must be increasing (MmaError naming the first group that is not)."""
    bad = pairs[..., 0] >= pairs[..., 1]
    if bad.any():
        row, group = (int(x[0]) for x in np.nonzero(bad))
        i0, i1 = (int(x) for x in pairs[row, group])
        size = "four" if unit == 1 else f"{GROUP * unit} ({GROUP} sub-chunks of {unit})"
        raise MmaError(TCGEN05_SPARSE_METADATA.format(row=row, group=group, i0=i0, i1=i1, size=size,
                                                      pattern="2:4" if unit == 1 else "4:8 pair-wise"))


def expand(a: np.ndarray, pairs: np.ndarray, unit: int = 1) -> np.ndarray:
    """The logical (rows, K) A: the compressed (rows, K / 2) ``a``'s units of ``unit`` adjacent elements at
    their groups' ``pairs`` indices (a group: ``GROUP`` units), zeros elsewhere."""
    rows, half_k = a.shape
    groups = half_k // (2 * unit)
    full = np.zeros((rows, groups, GROUP, unit), a.dtype)
    where = np.broadcast_to(pairs[..., None], (rows, groups, 2, unit))
    np.put_along_axis(full, where, a.reshape(rows, groups, 2, unit), axis=2)
    return full.reshape(rows, 2 * half_k)


def sparse_a(cells: np.ndarray, a: np.ndarray, kind: str, meta_taddr: int, selector: int) -> np.ndarray:
    """The logical A of a ``tcgen05.mma.sp`` of one CTA: its compressed (128, K / 2) ``a``, expanded by
    the metadata at ``meta_taddr`` in that CTA's TMEM ``cells`` (uint32 (128 lanes, 512 columns))."""
    if a.shape[0] != ROWS:
        raise MmaError(TCGEN05_SPARSE_M.format(rows=a.shape[0]))
    lo, hi = metadata_columns(kind, meta_taddr, selector)
    pairs = decode_metadata(np.ascontiguousarray(cells[:, lo:hi]), kind)
    unit = UNIT.get(kind, 1)
    check_metadata(pairs, unit)
    return expand(a, pairs, unit)
