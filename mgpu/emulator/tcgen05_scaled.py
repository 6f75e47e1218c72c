"""Block-scaled ``tcgen05.mma`` (sm_100a; numpy, no xDSL): ``.kind::mxf8f6f4.block_scale.scale_vec::1X``,
``.kind::mxf4.block_scale.scale_vec::2X``, ``.kind::mxf4nvf4.block_scale.scale_vec::{2X,4X}``.

Sources: PTX ISA 9.1 §9.7.16.10 (tcgen05.mma, "block scaling": D = (A x scale_A) (B x scale_B)^T
+ D, each scale factor applying to a block of 32 (``::1X``, ``::2X``) or 16 (``::4X``) consecutive
K elements; scale factor types ue8m0 (an exponent, 2^(byte - 127), 0xFF is NaN) and ue4m3 (an
unsigned e4m3); the block-scaled instruction descriptor: bit 2 sparsity, bits 4-5 B's scale factor
id, 7-9 / 10-12 A / B types, 13-14 negate, 15-16 transpose, 17-22 N >> 3, bit 23 the scale type
(1 ue8m0, 0 ue4m3), 27-28 M >> 7, 29-30 A's scale factor id), and how jax 0.10.2 issues it
(jax/experimental/mosaic/gpu/tcgen05.py at jax-v0.10.2: ``_create_scaled_instr_descriptor`` :110,
``_do_mma`` :640-790: the kinds per input / scale type, the scale factor id ``(k_step % steps) *
width``, one scale column group per 4 scale blocks of K).

Scale factors in TMEM (jax's ``scales_layout`` :1077, ``b_scales_m64_collective_layout`` :1093,
filled by ``async_copy_scales_smem_to_tmem`` :1614): the scale of row r (A: r < M per CTA; B: r < N)
is a byte of the 32-bit cell at column ``col + r // 32`` of lane ``r % 32`` of a TMEM quarter, the
``id``-th byte for ``::1X``, bytes ``id, id + 1`` for ``::2X`` and all four for ``::4X`` (the K
blocks in order). The data path of quarter q (which computes the D cells in lanes 32q..32q+31)
reads them from its own quarter's lanes (jax copies them with ``.warpx4`` into all four). With
M = 64 per CTA of a CTA pair (D's Layout B: the first N / 2 columns in quarters 0-1, the others in
2-3), B's row r is column ``r % (N / 2)`` of its half, and each half lives in the quarters that
compute it (jax copies it with ``.warpx2::01_23``).

With a sparse A (``tcgen05.mma.sp...block_scale``, the descriptor's bit 2; jax 0.10.2 issues it for
E4M3 / E5M2 with ue8m0 scales, tcgen05.py:346-352 and :700-751; jax 0.12.0.1 also for E2M1, as
kind::mxf4nvf4 with ::2X or ::4X, tcgen05.py:742-751): A's 32 compressed bytes are expanded by
the metadata as a ``kind::f8f6f4`` ``.sp`` A (:mod:`mgpu.emulator.tcgen05_sparse`: 2:4 groups; E2M1's
64 compressed elements 4:8 in pairs, 128 logical; two metadata columns an instruction, no selector: the
block-scaled descriptor's bits 0-1 are reserved, jax's "Scaled instr descriptor has no selector"), B gives
64 bytes of K, and the scale factors apply to the logical K: ``::1X``'s one scale a row covers the
instruction's 64 elements, ``::2X``'s two (E2M1) 64 each, ``::4X``'s four 32 each (jax's sparse scale
block is twice the dense one, ``base_scale_block``, tcgen05.py:461 and :741 at 0.12.0.1).

Numerics (docs/design/numerics.md, "tcgen05.mma block-scaled"): every product
``a x scale_a x b x scale_b`` is exact in f64; they are summed in f64 in K order, the old D added,
and rounded once to f32.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from mgpu.dialect.diagnostics.emulator.tensor_core import (
    TCGEN05_SCALED_A_TMEM,
    TCGEN05_SCALED_FORM,
    TCGEN05_SCALED_ID,
    TCGEN05_SCALED_LANE,
    TCGEN05_SCALED_N_SPLIT,
    TCGEN05_SCALED_TRANSPOSED,
    TCGEN05_SCALED_TYPES,
    TCGEN05_SCALED_UE4M3_SIGN,
    TCGEN05_SPARSE_MISMATCH,
    TCGEN05_SPARSE_MXF4_VERSION,
)
from mgpu.emulator.lazy_dtypes import ml_dtype
from mgpu.emulator.tcgen05 import K_BYTES, check_shape, d_cells, split_taddr
from mgpu.emulator.tcgen05_sparse import sparse_a
from mgpu.emulator.wgmma import MmaError, decode_smem_descriptor, load_operand, mma_f32

# kind -> {scale_vec: the scale types it takes} [§9.7.16.10: mxf8f6f4 ::1X ue8m0; mxf4 ::2X ue8m0;
# mxf4nvf4 ::2X ue8m0, ::4X ue8m0 or ue4m3]
SCALED_KINDS = {"mxf8f6f4": {"1X": ("ue8m0",)}, "mxf4": {"2X": ("ue8m0",)},
                "mxf4nvf4": {"2X": ("ue8m0",), "4X": ("ue8m0", "ue4m3")}}
# the A / B type codes each kind's descriptor takes that mgpu runs (E2M3 / E3M2 / unpacked E2M1 of
# mxf8f6f4 are refused)
SCALED_TYPES = {"mxf8f6f4": {0: "e4m3", 1: "e5m2"}, "mxf4": {1: "e2m1"}, "mxf4nvf4": {1: "e2m1"}}
SCALE_TYPES = {1: "ue8m0", 0: "ue4m3"}
# the kinds of 4-bit A and B: B's type is bits 10-11, and bit 12 of a sparse one is jax's "sparsity version"
# (tcgen05.py:159-162 at 0.12.0.1: 1 on sm_107 only)
FOUR_BIT_KINDS = ("mxf4", "mxf4nvf4")
SCALES_PER_CELL = 4  # a 32-bit TMEM cell holds four 8-bit scale factors
QUARTER = 32  # TMEM lanes per quarter, and rows of scale factors per TMEM column
# e2m1 nibble -> value [§5.2.5.1: sign, 2 exponent bits (bias 1), 1 mantissa bit]
E2M1_VALUES = np.array([0, 0.5, 1, 1.5, 2, 3, 4, 6, -0.0, -0.5, -1, -1.5, -2, -3, -4, -6], np.float64)


@dataclass(frozen=True)
class ScaledDescriptor:
    """A decoded block-scaled tcgen05 instruction descriptor."""
    m: int
    n: int
    atype: str
    btype: str
    scale_type: str
    a_scale_id: int
    b_scale_id: int
    negate_a: bool
    negate_b: bool
    transpose_a: bool
    transpose_b: bool
    selector: int = 0  # bits 0-1 of a sparse one (reserved: tcgen05_sparse.metadata_columns takes only 0)

    @classmethod
    def decode(cls, idesc: int, kind: str, vec: str, sparse: bool = False) -> "ScaledDescriptor":
        if kind not in SCALED_KINDS or vec not in SCALED_KINDS[kind]:
            raise MmaError(TCGEN05_SCALED_FORM.format(kind=kind, vec=f".scale_vec::{vec}" if vec else ""))
        d = int(idesc) & 0xFFFFFFFF
        if bool(d & 0b100) != sparse:
            raise MmaError(TCGEN05_SPARSE_MISMATCH.format(sp=".sp" if sparse else "", idesc=d, bit=d >> 2 & 1))
        types = SCALED_TYPES[kind]
        four_bit = kind in FOUR_BIT_KINDS
        if sparse and four_bit and d >> 12 & 1:
            raise MmaError(TCGEN05_SPARSE_MXF4_VERSION.format(kind=kind, idesc=d))
        a, b, s = (d >> 7) & 7, (d >> 10) & (3 if four_bit else 7), SCALE_TYPES[(d >> 23) & 1]
        for code, what in ((a, "A type code"), (b, "B type code")):
            if code not in types:
                raise MmaError(TCGEN05_SCALED_TYPES.format(kind=kind, idesc=d, what=f"{what} {code}"))
        if s not in SCALED_KINDS[kind][vec]:
            raise MmaError(TCGEN05_SCALED_TYPES.format(kind=kind, idesc=d, what=f"{s} scales with .scale_vec::{vec}"))
        return cls(m=((d >> 27) & 3) << 7, n=((d >> 17) & 0x3F) << 3, atype=types[a], btype=types[b], scale_type=s,
                   a_scale_id=(d >> 29) & 3, b_scale_id=(d >> 4) & 3, negate_a=bool(d >> 13 & 1),
                   negate_b=bool(d >> 14 & 1), transpose_a=bool(d >> 15 & 1), transpose_b=bool(d >> 16 & 1),
                   selector=d & 3 if sparse else 0)


def scales_per_instruction(vec: str) -> int:
    """``::1X`` / ``::2X`` / ``::4X``: 1, 2 or 4 scale factors per row for one instruction's K."""
    return int(vec[0])


def decode_scales(raw: np.ndarray, scale_type: str, operand: str) -> np.ndarray:
    """Scale factor bytes as f64: ue8m0 is 2^(byte - 127), 0xFF NaN; ue4m3 an e4m3 without sign."""
    raw = np.asarray(raw, np.uint8)
    if scale_type == "ue8m0":
        return np.where(raw == 0xFF, np.nan, np.ldexp(1.0, raw.astype(np.int64) - 127))
    if (raw & 0x80).any():
        raise MmaError(TCGEN05_SCALED_UE4M3_SIGN.format(operand=operand, byte=int(raw[raw & 0x80 != 0][0])))
    return raw.view(ml_dtype("float8_e4m3fn")).astype(np.float64)


def _operand(smem, desc, rows: int, etype: str, mn_major: bool, kbytes: int, smem_base: int, reads) -> np.ndarray:
    """One instruction's (rows x K) A or B operand as f64: ``kbytes`` bytes of K a row (32; B of a sparse
    MMA 64); e2m1 packed two to a byte, the first K element in the low nibble."""
    sd = decode_smem_descriptor(desc, "sm100")
    if etype == "e2m1":
        raw = load_operand(smem, sd, rows, kbytes, np.uint8, True, smem_base, reads)
        return E2M1_VALUES[np.stack([raw & 0xF, raw >> 4], -1).reshape(rows, 2 * kbytes)]
    dt = ml_dtype({"e4m3": "float8_e4m3fn", "e5m2": "float8_e5m2"}[etype])
    return load_operand(smem, sd, rows, kbytes, dt, not mn_major, smem_base, reads).astype(np.float64)


def _scale_rows(tm, taddr, rows: np.ndarray, sid: int, per: int, what: str, spans: list) -> np.ndarray:
    """uint8 (4 quarters, len(rows), per): the scale factor bytes ``sid .. sid + per - 1`` of each
    row as each TMEM quarter holds them (lane ``32 q + r % 32``, column ``col + r // 32``); appends
    the columns [lo, hi) read to ``spans``."""
    lane0, col0 = split_taddr(taddr)
    if lane0:
        raise MmaError(TCGEN05_SCALED_LANE.format(operand=what, lane=lane0))
    cols = col0 + rows // QUARTER
    tm.check_cols(np.unique(cols), f"tcgen05.mma ({what} scale factors)")
    spans.append((int(cols.min()), int(cols.max()) + 1))
    lanes = np.arange(4)[:, None] * QUARTER + rows[None, :] % QUARTER
    cells = np.ascontiguousarray(tm.cells[lanes, cols[None, :]]).astype("<u4")
    return cells.view(np.uint8).reshape(4, len(rows), SCALES_PER_CELL)[..., sid:sid + per]


def _check_id(sid: int, per: int, vec: str, operand: str) -> None:
    """The scale factor ids the ISA allows: any for ::1X, 0 / 2 for ::2X, 0 for ::4X."""
    allowed = range(0, SCALES_PER_CELL, per)
    if sid not in allowed:
        raise MmaError(TCGEN05_SCALED_ID.format(vec=vec, id=sid, operand=operand,
                                                allowed=" or ".join(map(str, allowed))))


def scaled_mma(tmems: list, smems: list, d_taddr, a_desc, b_desc, idesc, accumulate, a_scale_taddr, b_scale_taddr,
               *, kind: str, vec: str, smem_base: int = 0, reads: list | None = None,
               a_in_tmem: bool = False, meta_taddr: int | None = None) -> tuple[int, int, list[tuple[int, int]]]:
    """``tcgen05.mma.cta_group::<len(tmems)>.kind::<kind>.block_scale.scale_vec::<vec> [d], a_desc,
    b_desc, idesc, [a_scale], [b_scale], enable_input_d`` on the CTAs of ``tmems`` / ``smems`` (as
    :func:`mgpu.emulator.tcgen05.mma`: A split along M over the pair, B along N). Each CTA reads its
    own TMEM's scale factors. ``meta_taddr``: the ``.sp`` form's metadata address (each CTA's
    compressed A expanded by :func:`mgpu.emulator.tcgen05_sparse.sparse_a` before the scales apply).
    Returns D's columns [lo, hi) and the columns [lo, hi) of A's and of B's scale factors it read
    (race checks)."""
    if a_in_tmem:
        raise MmaError(TCGEN05_SCALED_A_TMEM)
    group = len(tmems)
    idd = ScaledDescriptor.decode(idesc, kind, vec, sparse=meta_taddr is not None)
    check_shape(idd, group)
    for flag, operand, etype in ((idd.transpose_a, "A", idd.atype), (idd.transpose_b, "B", idd.btype)):
        if flag and etype == "e2m1":
            raise MmaError(TCGEN05_SCALED_TRANSPOSED.format(kind=kind, operand=operand))
    per = scales_per_instruction(vec)
    _check_id(idd.a_scale_id, per, vec, "A")
    _check_id(idd.b_scale_id, per, vec, "B")
    rows, cols = idd.m // group, idd.n // group
    parts, bs = [], []
    for c, (tm, smem) in enumerate(zip(tmems, smems)):
        r = reads if c == 0 else None
        a = _operand(smem, a_desc, rows, idd.atype, idd.transpose_a, K_BYTES, smem_base, r)
        parts.append(a if meta_taddr is None else sparse_a(tm.cells, a, kind, meta_taddr, idd.selector))
        b_bytes = K_BYTES if meta_taddr is None else 2 * K_BYTES
        bs.append(_operand(smem, b_desc, cols, idd.btype, idd.transpose_b, b_bytes, smem_base, r))
    b = np.concatenate(bs)
    k = b.shape[1]
    if idd.negate_a:
        parts = [-a for a in parts]
    if idd.negate_b:
        b = -b
    split = rows == 64 and group == 2  # D's Layout B: each half of N in two quarters
    if split and (idd.n // 2) % QUARTER:
        raise MmaError(TCGEN05_SCALED_N_SPLIT.format(m=idd.m, n=idd.n))
    b_rows = np.arange(idd.n) % (idd.n // 2) if split else np.arange(idd.n)
    lane0, col0 = split_taddr(d_taddr)
    lanes, dcols = d_cells(rows, idd.n, group, lane0, col0)
    quarter = lanes // QUARTER
    lo, hi = int(dcols.min()), int(dcols.max()) + 1
    acc = bool(np.all(accumulate)) if np.ndim(accumulate) else bool(accumulate)
    spans: list[tuple[int, int]] = []
    for tm, a in zip(tmems, parts):
        spans.clear()  # (the same columns in every CTA)
        sa = decode_scales(_scale_rows(tm, a_scale_taddr, np.arange(rows), idd.a_scale_id, per, "A", spans),
                           idd.scale_type, "A")
        sb = decode_scales(_scale_rows(tm, b_scale_taddr, b_rows, idd.b_scale_id, per, "B", spans),
                           idd.scale_type, "B")
        tm.check_cols(np.arange(lo, hi), "tcgen05.mma")
        old = tm.cells[lanes, dcols].view(np.float32) if acc else None
        out = np.empty(lanes.shape, np.float32)
        for q in np.unique(quarter):
            sel = quarter == q
            aq = a * np.repeat(sa[q], k // per, axis=1)
            bq = b * np.repeat(sb[q], k // per, axis=1)
            out[sel] = mma_f32(aq, bq.T, old)[sel]
        tm.cells[lanes, dcols] = out.view(np.uint32)
    return lo, hi, spans

