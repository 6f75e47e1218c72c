"""WGMMA (sm_90a) and the SMEM matrix descriptors shared with tcgen05.mma (numpy, no xDSL).

Sources: PTX ISA 9.1 §9.7.15.5.1 (wgmma.mma_async m64nNkK, register fragments: figure
wgmma-64N16-D), §9.7.15.5.1.2 (shared-memory matrix layouts: canonical layouts per swizzle mode and
major-ness), §9.7.15.5.1.2.2 (the 64-bit matrix descriptor), §9.7.16.4.1 (tcgen05's variant of the
descriptor); CUTLASS ``mma_traits_sm90_gmma.hpp`` (``CLayout_64xN``); sm_semantics.md §4, §6.

**Descriptor** (sm_90 layout; tcgen05 differs only in the swizzle field, see
:func:`decode_smem_descriptor`): bits 0-13 start address >> 4, 16-29 leading-dimension byte offset
(LBO) >> 4, 32-45 stride-dimension byte offset (SBO) >> 4, 49-51 base offset, 62-63 swizzle
(0 none, 1 = 128 B, 2 = 64 B, 3 = 32 B).

**Canonical layouts** (element (mn, k) of an operand; ``eb`` = element bytes, ``S`` = swizzle span,
byte address before the swizzle; then ``swizzle(addr, S)`` on the absolute SMEM address):

- K-major (K contiguous), swizzled: ``start + (mn//8)*SBO + (mn%8)*S + k*eb`` (one K-step of an MMA
  never leaves the S-byte row; LBO unused).
- K-major, no swizzle (8x16-byte core matrices): ``start + (mn//8)*SBO + (mn%8)*16 +
  (k*eb//16)*LBO + k*eb%16``.
- MN-major (MN contiguous), swizzled: ``start + (mn*eb//S)*LBO + (k//8)*SBO + (k%8)*S + mn*eb%S``
  (checked on the corpus: B of ``pallas_wgmma`` / ``pallas_tcgen05_mma``, LBO 1024, SBO 2048).
- MN-major, no swizzle: ``start + (mn*eb//16)*SBO + (k//8)*LBO + (k%8)*16 + mn*eb%16``
  (the PTX table swaps the LBO/SBO roles for this mode).

These are the CuTe forms of PTX §9.7.15.5.1.2.1.3 "Canonical Layouts" (``T`` = 16 bytes of
elements, ``c`` = S/16): K-major ``((8,m),(T,2k)):((1T,SBO),(1,LBO))`` (none) /
``((8,m),(T,2k)):((cT,SBO),(1,T))``; MN-major ``((T,1,m),(8,k)):((1,T,SBO),(1T,LBO))`` (none) /
``((T,c,m),(8,k)):((1,T,LBO),(cT,SBO))``, each followed by ``Swizzle<log2 c,4,3>`` on the address.

**Accumulator fragment** (f32 D of m64nNk16; ``N/2`` registers per thread, PTX order d0..):
thread ``t`` (w = t//32, l = t%32), register ``i``: ``row = 16*w + l//4 + 8*((i//2)%2)``,
``col = 8*(i//4) + 2*(l%4) + i%2``.

**A in registers** (``wgmma.mma_async... d, {a0, a1, a2, a3}, b-desc, scale-d, ...``; PTX ISA
§9.7.15.5.1.1 "Register fragments", figures wgmma-64N16-A, wgmma-64N32-A, wgmma-64N8-A): each
thread holds four .b32 registers of ``p = 4 / element bytes`` elements (the first in the low bits);
element ``j`` of register ``r`` is A's ``row = 16*w + l//4 + 8*(r%2)``,
``col = (K/2)*(r//2) + p*(l%4) + j`` (for 16-bit elements: the accumulator fragment for N = 16).

**Types** (PTX ISA §9.7.15.5.1 ".dtype/.atype/.btype"; K = 32 bytes of inputs an instruction):
f32 D of f16 or bf16 (k16), tf32 (k8) or e4m3/e5m2 (k32, mixed freely) products; f16 D of f16
(k16) or e4m3/e5m2 products; s32 D of s8/u8 products (k32, mixed freely). An f16 D packs two
elements a .b32 register (register ``j`` holds d_{2j} of the f32 fragment in its low half and
d_{2j+1} in its high half): ``N/4`` registers. Only the 16-bit inputs may be transposed (MN-major);
the other types are K-major, and the integer form has no scale immediates.

**Numerics** (docs/design/numerics.md, "wgmma"): floating-point products are exact in f64 (tf32
operands first keep their 19 high bits: sign, exponent, 10 mantissa bits); they are summed in f64
in K order, the old accumulator added last, and the sum rounded once to f32 or f16 (round to
nearest even).  Real tensor cores may differ in the last bits for sums whose terms span many
binades (hardware accumulation order and width are unspecified).  Integer products are summed
exactly and wrap modulo 2^32 (``.satfinite``: clamped to the s32 range).

Use::

    acc = wgmma_m64(acc, a_desc, b_desc, smem, n=128, atype="f16", btype="f16",
                    scale_d=True, scale_a=1, scale_b=1, trans_a=0, trans_b=1)
    # acc: float32 array (128, n//2), row t = thread t of the warpgroup, column i = register d_i
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from mgpu.arch import WARPGROUP_SIZE
from mgpu.dialect.diagnostics.emulator import tensor_core as diag
from mgpu.emulator.errors import EmulatorError, MemoryFault
from mgpu.emulator.lazy_dtypes import DtypeTable
from mgpu.emulator.swizzle import swizzle

_MMA_INPUTS = {"f16": np.dtype(np.float16), "bf16": "bfloat16"}
_INT_INPUTS = {"s8": np.dtype(np.int8), "u8": np.dtype(np.uint8)}
_FP8_INPUTS = {"e4m3": "float8_e4m3fn", "e5m2": "float8_e5m2"}
MMA_INPUT_DTYPES = DtypeTable(_MMA_INPUTS)
"""The 16-bit float inputs (of wgmma, tcgen05.mma and mma.sync)."""
INT_INPUT_DTYPES = DtypeTable(_INT_INPUTS)
FP8_INPUT_DTYPES = DtypeTable(_FP8_INPUTS)
# tf32 is read as its f32 storage, then truncated (tf32_operand)
WGMMA_INPUT_DTYPES = DtypeTable({**_MMA_INPUTS, "tf32": np.dtype(np.float32), **_FP8_INPUTS, **_INT_INPUTS})
WGMMA_ACCUMULATORS = {
    "f32": (np.dtype(np.float32), ("f16", "bf16", "tf32", "e4m3", "e5m2")),
    "f16": (np.dtype(np.float16), ("f16", "e4m3", "e5m2")),
    "s32": (np.dtype(np.int32), ("s8", "u8")),
}
"""D's type -> (its numpy dtype, the input types it accumulates: PTX ISA §9.7.15.5.1)."""
# inputs that may be mixed (A of one, B of the other); others must be the same type
_MIXABLE = (frozenset(_FP8_INPUTS), frozenset(_INT_INPUTS))
TF32_MASK = np.uint32(0xFFFFE000)  # sign, 8 exponent bits, the 10 high mantissa bits


class MmaError(EmulatorError):
    """A bad MMA descriptor / shape / operand (an EmulatorError)."""


NO_ACCUMULATOR = "wgmma with scale-d needs the old accumulator"


@dataclass(frozen=True)
class SmemDescriptor:
    """A decoded SMEM matrix descriptor: byte ``start``, ``lbo``, ``sbo``, ``base_offset``,
    ``swizzle`` (16 = none, 32, 64, 128 bytes)."""
    start: int
    lbo: int
    sbo: int
    base_offset: int
    swizzle: int


_SM90_SWIZZLE = {0: 16, 1: 128, 2: 64, 3: 32}
_SM100_SWIZZLE = {0: 16, 2: 128, 4: 64, 6: 32}


def _uniform_int(v, what: str) -> int:
    a = np.asarray(v)
    if a.ndim == 0:
        return int(a.astype(np.uint64)) if a.dtype.kind in "iu" else int(a)
    flat = a.reshape(-1)
    if flat.size == 0:
        raise MmaError(diag.OPERAND_NO_VALUE.format(what=what))
    if not (flat == flat[0]).all():
        raise MmaError(diag.MMA_OPERAND_NOT_UNIFORM.format(what=what))
    x = flat[0]
    return int(np.asarray(x).astype(np.uint64)) if np.asarray(x).dtype.kind == "i" else int(x)


def decode_smem_descriptor(desc, arch: str = "sm90") -> SmemDescriptor:
    """Decode a 64-bit descriptor (int, or a uniform int64/uint64 array over threads).

    ``arch="sm90"`` (wgmma): swizzle in bits 62-63.  ``arch="sm100"`` (tcgen05): swizzle in bits
    61-63 (0 none, 2 = 128 B, 4 = 64 B, 6 = 32 B; Mosaic writes the sm_90 code shifted, which
    reads the same); bits 46-48 (a fixed 0b001 on sm_100) are ignored."""
    d = desc if desc.__class__ is int else _uniform_int(desc, "the matrix descriptor")
    return _decode(d & ((1 << 64) - 1), arch)


@lru_cache(maxsize=1024)
def _decode(d: int, arch: str) -> SmemDescriptor:
    """decode_smem_descriptor of one 64-bit value (an MMA loop reuses a few descriptors)."""
    start = (d & 0x3FFF) << 4
    lbo = ((d >> 16) & 0x3FFF) << 4
    sbo = ((d >> 32) & 0x3FFF) << 4
    base = (d >> 49) & 7
    if arch == "sm90":
        sw = _SM90_SWIZZLE[(d >> 62) & 3]
    else:
        code = (d >> 61) & 7
        if code not in _SM100_SWIZZLE:
            raise MmaError(diag.TCGEN05_SWIZZLE_MODE.format(code=code))
        sw = _SM100_SWIZZLE[code]
    return SmemDescriptor(start, lbo, sbo, base, sw)


def encode_smem_descriptor(start: int, lbo: int, sbo: int, swizzle_bytes: int, arch: str = "sm90") -> int:
    """Inverse of :func:`decode_smem_descriptor` (base offset 0)."""
    inv = {v: k for k, v in (_SM90_SWIZZLE if arch == "sm90" else _SM100_SWIZZLE).items()}
    code = inv[swizzle_bytes]
    d = ((start & 0x3FFFF) >> 4) | ((lbo >> 4) << 16) | ((sbo >> 4) << 32)
    return d | (code << (62 if arch == "sm90" else 61))


def operand_addresses(desc: SmemDescriptor, rows: int, k: int, elem_bytes: int, k_major: bool) -> np.ndarray:
    """Absolute SMEM byte address of element (mn, kk) for mn < rows, kk < k: int64 (rows, k).

    The canonical layouts of the module docstring, then the swizzle on the absolute address."""
    if desc.base_offset:
        raise MmaError(diag.DESCRIPTOR_BASE_OFFSET.format(base_offset=desc.base_offset))
    mn = np.arange(rows, dtype=np.int64)[:, None]
    kk = np.arange(k, dtype=np.int64)[None, :]
    s, eb = desc.swizzle, elem_bytes
    if k_major:
        kb = kk * eb
        if s == 16:
            addr = desc.start + (mn // 8) * desc.sbo + (mn % 8) * 16 + (kb // 16) * desc.lbo + kb % 16
        else:
            if k * eb > s:
                raise MmaError(diag.K_MAJOR_OVER_SWIZZLE.format(k=k, k2=k * eb, s=s))
            addr = desc.start + (mn // 8) * desc.sbo + (mn % 8) * s + kb
    else:
        mb = mn * eb
        if s == 16:
            addr = desc.start + (mb // 16) * desc.sbo + (kk // 8) * desc.lbo + (kk % 8) * 16 + mb % 16
        else:
            addr = desc.start + (mb // s) * desc.lbo + (kk // 8) * desc.sbo + (kk % 8) * s + mb % s
    return swizzle(addr, s)


def load_operand(smem: np.ndarray, desc: SmemDescriptor, rows: int, k: int, dtype, k_major: bool,
                 smem_base: int = 0, reads: list | None = None) -> np.ndarray:
    """Read an MMA operand as a (rows, k) array of ``dtype`` (f16/bf16) from the SMEM bytes.

    ``smem[0]`` is at absolute SMEM address ``smem_base``.  Raises MemoryFault out of bounds.
    ``reads``: where given, (offsets into ``smem``, element bytes) of the read is appended to it
    (race checks, hazards.py). ``smem`` may have leading axes (a batch's CTAs: each row one CTA's
    SMEM, machine.Batch.windows): the operand of each, (..., rows, k)."""
    dt = np.dtype(dtype)
    return _gather(smem, dt, *_checked_layout(desc, rows, k, dt.itemsize, k_major, int(smem_base), smem.shape[-1]),
                   reads)


def _checked_layout(desc: SmemDescriptor, rows: int, k: int, eb: int, k_major: bool, smem_base: int, size: int):
    """(element indices, byte offsets) of :func:`_operand_layout`, or the fault of an operand outside
    ``size`` bytes of SMEM or misaligned."""
    idx, lo, hi, offs = _operand_layout(desc, rows, k, eb, k_major, smem_base)
    if lo < 0 or hi + eb > size:
        raise MemoryFault(diag.OPERAND_OUTSIDE_SMEM.format(start=desc.start, hi=hi, size=size))
    if idx is None:
        raise MmaError(diag.OPERAND_MISALIGNED)
    return idx, offs


def _gather(smem: np.ndarray, dt: np.dtype, idx: np.ndarray, offs: np.ndarray, reads: list | None) -> np.ndarray:
    """The operand at the checked ``idx`` (:func:`_checked_layout`); its read appended to ``reads``."""
    eb = dt.itemsize
    size = smem.shape[-1]
    if reads is not None:
        reads.append((offs, eb))
    if smem.ndim == 1:  # (one CTA's SMEM: indexing through an Ellipsis costs as much again as the gather)
        return smem[:size - size % eb].view(dt)[idx]
    return smem[..., :size - size % eb].view(dt)[..., idx]


@lru_cache(maxsize=256)
def _operand_layout(desc: SmemDescriptor, rows: int, k: int, eb: int, k_major: bool, smem_base: int):
    """(element indices (rows, k) of the operand in SMEM viewed as ``eb``-byte elements, or None if
    misaligned; its lowest and highest byte offset; the elements' byte offsets, flat, for the race
    checks). Cached, read-only: an MMA loop re-reads a few operands, and hazards.py caches what it
    derives from the same offsets."""
    addr = operand_addresses(desc, rows, k, eb, k_major) - smem_base
    idx = offs = None
    if not (addr % eb).any():
        idx = addr // eb
        offs = addr.reshape(-1)
        idx.flags.writeable = offs.flags.writeable = False
    return idx, int(addr.min()), int(addr.max()), offs


def mma_f32(a: np.ndarray, b: np.ndarray, c: np.ndarray | None, dtype=np.float32) -> np.ndarray:
    """``a @ b (+ c)`` with exact products, an f64 sum and one rounding to ``dtype`` (f32; f16 for
    wgmma's f16 accumulators: numpy rounds f64 to f16 once).

    The f64 sum runs over K in order (BLAS's kernels accumulate K sequentially; the products are
    exact, so an FMA adds the same value). ``b`` is made C-contiguous first: for a transposed B
    (the callers pass ``bt.T``) OpenBLAS's matmul is about twice as slow, with the same sums, and
    numpy converts a strided f16 array to f64 slowly. Stacks of matrices (leading axes: one product
    per CTA of a batch) give each product the bits it has alone: numpy's matmul makes one BLAS call
    per matrix of the stack (tests/emulator/test_mma_stacked.py)."""
    acc = a.astype(np.float64) @ np.ascontiguousarray(b).astype(np.float64)
    if c is not None:
        acc += c
    return acc.astype(dtype)


def mma_s32(a: np.ndarray, b: np.ndarray, c: np.ndarray | None, satfinite: bool = False) -> np.ndarray:
    """``a @ b (+ c)`` of 8-bit integers into s32: the exact sum, wrapped modulo 2^32, or with
    ``satfinite`` clamped to the s32 range (PTX ISA §9.7.15.5.1, ".satfinite"). Stacks as
    :func:`mma_f32`."""
    acc = a.astype(np.int64) @ np.ascontiguousarray(b).astype(np.int64)
    if c is not None:
        acc += c
    if satfinite:
        return np.clip(acc, -(1 << 31), (1 << 31) - 1).astype(np.int32)
    return acc.astype(np.uint32).view(np.int32)


def tf32_operand(x: np.ndarray) -> np.ndarray:
    """A tf32 operand from its f32 storage: the low 13 mantissa bits dropped (toward zero;
    docs/design/numerics.md, "wgmma")."""
    return (np.ascontiguousarray(x, np.float32).view(np.uint32) & TF32_MASK).view(np.float32)


# ---------------------------------------------------------------------- fragment layout
@lru_cache(maxsize=None)
def wgmma_fragment(n: int) -> tuple[np.ndarray, np.ndarray]:
    """(rows, cols): read-only int arrays of shape (128, n//2); element (t, i) is the (row, col)
    of the 64xN accumulator held by thread t in register d_i."""
    t = np.arange(128)[:, None]
    i = np.arange(n // 2)[None, :]
    w, l = t // 32, t % 32
    rows = np.broadcast_to(16 * w + l // 4 + 8 * ((i // 2) % 2), (128, n // 2)).copy()
    cols = np.broadcast_to(8 * (i // 4) + 2 * (l % 4) + i % 2, (128, n // 2)).copy()
    rows.flags.writeable = cols.flags.writeable = False
    return rows, cols


@lru_cache(maxsize=None)
def _fragment_order(n: int) -> tuple[np.ndarray, np.ndarray]:
    """(to_acc, to_matrix): permutations between the flat 64xN matrix and the flat (128, N/2)
    registers (the fragment is a bijection), so each conversion is one gather."""
    rows, cols = wgmma_fragment(n)
    to_acc = (rows * n + cols).reshape(-1)
    to_matrix = np.argsort(to_acc)
    to_acc.flags.writeable = to_matrix.flags.writeable = False
    return to_acc, to_matrix


def acc_to_matrix(acc: np.ndarray) -> np.ndarray:
    """(128, N/2) per-thread accumulator registers -> the (64, N) matrix."""
    n = acc.shape[1] * 2
    return acc.reshape(-1)[_fragment_order(n)[1]].reshape(64, n)


def matrix_to_acc(d: np.ndarray) -> np.ndarray:
    """The (64, N) matrix -> (128, N/2) per-thread accumulator registers."""
    n = d.shape[1]
    return d.reshape(-1)[_fragment_order(n)[0]].reshape(128, n // 2)


@lru_cache(maxsize=None)
def _register_order(n: int) -> tuple[np.ndarray, np.ndarray]:
    """(to_registers, to_matrix): :func:`_fragment_order` with the registers in register-major
    order (d_0 of threads 0..127, then d_1, ...)."""
    to_regs = np.ascontiguousarray(_fragment_order(n)[0].reshape(128, n // 2).T).reshape(-1)
    to_matrix = np.argsort(to_regs)
    to_regs.flags.writeable = to_matrix.flags.writeable = False
    return to_regs, to_matrix


def matrix_to_registers(d: np.ndarray) -> np.ndarray:
    """The (64, N) matrix -> (N/2, 128, 1): register d_i of every thread as one column (a
    register's value, one row per thread), in one gather."""
    n = d.shape[1]
    return d.reshape(-1)[_register_order(n)[0]].reshape(n // 2, 128, 1)


@lru_cache(maxsize=None)
def _pair_order(n: int) -> tuple[np.ndarray, np.ndarray]:
    """(to_pairs, to_matrix): :func:`_register_order` with registers d_2i and d_2i+1 of each thread side by side
    (pair i: a vector<2x..> of Mosaic's fragmented accumulator)."""
    to_regs = _register_order(n)[0].reshape(n // 4, 2, 128)
    to_pairs = np.ascontiguousarray(to_regs.transpose(0, 2, 1)).reshape(-1)
    to_matrix = np.argsort(to_pairs)
    to_pairs.flags.writeable = to_matrix.flags.writeable = False
    return to_pairs, to_matrix


def matrix_to_register_pairs(d: np.ndarray) -> np.ndarray:
    """The (64, N) matrix -> (N/4, 128, 2): registers d_2i and d_2i+1 of every thread as pair i, in one gather. A
    stack of matrices (CTAs, 64, N), one a CTA of a batch: (N/4, CTAs * 128, 2), each pair's rows CTA after CTA
    (machine.Batch's thread axis, as :func:`batch_registers`)."""
    n = d.shape[-1]
    if d.ndim == 2:
        return d.reshape(-1)[_pair_order(n)[0]].reshape(n // 4, 128, 2)
    b = d.shape[0]
    return d.reshape(-1)[_batch_order(n, b, 2)[0]].reshape(n // 4, b * 128, 2)


def register_pairs_to_matrix(pairs: np.ndarray, ctas: int | None = None) -> np.ndarray:
    """The inverse of :func:`matrix_to_register_pairs`: (N/4, 128, 2) pairs -> the (64, N) matrix; (N/4, ctas * 128,
    2) pairs of a batch's ``ctas`` CTAs -> their (ctas, 64, N) matrices."""
    n = pairs.shape[0] * 4
    if ctas is None:
        return pairs.reshape(-1)[_pair_order(n)[1]].reshape(64, n)
    return pairs.reshape(-1)[_batch_order(n, ctas, 2)[1]].reshape(ctas, 64, n)


@lru_cache(maxsize=64)
def _batch_order(n: int, ctas: int, width: int) -> tuple[np.ndarray, np.ndarray]:
    """(to_batch, to_matrices): :func:`_register_order` (``width`` 1) or :func:`_pair_order` (2) of a stack of
    ``ctas`` (64, N) matrices, one a CTA of a batch, each register's (pair's) rows CTA after CTA (machine.Batch's
    thread axis): each conversion one gather."""
    order = (_register_order if width == 1 else _pair_order)(n)[0]
    to_batch = (order.reshape(-1, 1, WARPGROUP_SIZE * width) + (np.arange(ctas) * 64 * n)[:, None]).reshape(-1)
    to_matrices = np.argsort(to_batch)
    to_batch.flags.writeable = to_matrices.flags.writeable = False
    return to_batch, to_matrices


def batch_registers(d: np.ndarray) -> np.ndarray:
    """:func:`matrix_to_registers` of a stack of (64, N) matrices, one a CTA of a batch: (N/2,
    CTAs * 128, 1), each register's rows CTA after CTA (machine.Batch's thread axis)."""
    b, n = d.shape[0], d.shape[2]
    return d.reshape(-1)[_batch_order(n, b, 1)[0]].reshape(n // 2, b * 128, 1)


def batch_registers_to_matrices(regs: np.ndarray, ctas: int) -> np.ndarray:
    """The inverse of :func:`batch_registers`: (N/2, ctas * 128) registers -> the (ctas, 64, N) matrices."""
    n = regs.shape[0] * 2
    return regs.reshape(-1)[_batch_order(n, ctas, 1)[1]].reshape(ctas, 64, n)


def registers_to_matrix(regs: np.ndarray) -> np.ndarray:
    """The inverse of :func:`matrix_to_registers`: (N/2, 128) registers -> the (64, N) matrix."""
    n = regs.shape[0] * 2
    return regs.reshape(-1)[_register_order(n)[1]].reshape(64, n)


# ---------------------------------------------------------------------- wgmma
def wgmma_form_error(n: int, k: int, dtype: str, atype: str, btype: str) -> str | None:
    """Why ``wgmma.mma_async.m64n{n}k{k}.{dtype}.{atype}.{btype}`` is not a form the emulator runs
    (PTX ISA §9.7.15.5.1: the type combinations and shapes), or None."""
    acc = WGMMA_ACCUMULATORS.get(dtype)
    mixed_ok = atype == btype or any({atype, btype} <= kinds for kinds in _MIXABLE)
    if acc is None or atype not in acc[1] or btype not in acc[1] or not mixed_ok:
        return (f"wgmma .{dtype}.{atype}.{btype} is not supported: f32 D of f16, bf16, tf32 or e4m3/e5m2 "
                f"products, f16 D of f16 or e4m3/e5m2 products, s32 D of s8/u8 products")
    if k != 32 // WGMMA_INPUT_DTYPES[atype].itemsize or n % 8 or not 8 <= n <= 256 or \
            (dtype == "s32" and n > 32 and n % 16):
        return f"unsupported wgmma shape m64n{n}k{k} for .{atype} inputs"
    return None


def wgmma_m64(acc, a_desc, b_desc, smem: np.ndarray, *, n: int, k: int = 16, atype: str = "f16",
              btype: str = "f16", dtype: str = "f32", scale_d=True, scale_a: int = 1, scale_b: int = 1,
              trans_a: int = 0, trans_b: int = 0, satfinite: bool = False, smem_base: int = 0,
              reads: list | None = None) -> np.ndarray:
    """``wgmma.mma_async.sync.aligned.m64n{n}k{k}.{dtype}.{atype}.{btype}`` with both operands in SMEM.

    ``acc``: (128, n//2) elements of D's type (thread t, element d_i of the f32 fragment), or None
    when ``scale_d`` is false.  ``a_desc``/``b_desc``: sm_90 descriptors (ints or uniform arrays).
    ``scale_d`` false -> D = A*B (old D ignored); ``scale_a``/``scale_b`` = -1 negate A/B;
    ``trans_a`` = 1: A is M-major (else K-major); ``trans_b`` = 1: B is N-major (else K-major, i.e.
    stored N x K). Returns the new (128, n//2) accumulator (computed at once: ``wgmma.wait_group``
    is then a no-op). ``reads``: see :func:`load_operand`."""
    use_d = bool(np.all(scale_d))
    if use_d and acc is None:
        raise MmaError(NO_ACCUMULATOR)
    c = acc_to_matrix(np.asarray(acc).reshape(128, n // 2)) if use_d else None
    return matrix_to_acc(wgmma_m64_matrix(c, a_desc, b_desc, smem, n=n, k=k, atype=atype, btype=btype,
                                          dtype=dtype, scale_a=scale_a, scale_b=scale_b, trans_a=trans_a,
                                          trans_b=trans_b, satfinite=satfinite, smem_base=smem_base, reads=reads))


@lru_cache(maxsize=None)
def _a_fragment(per_word: int) -> tuple[np.ndarray, np.ndarray]:
    """(rows, cols) of shape (128, 4 * per_word): the element of A thread t holds in element j of
    register r (``per_word`` elements a .b32 register, the first in the low bits), module docstring."""
    t = np.arange(128)[:, None]
    e = np.arange(4 * per_word)[None, :]
    w, l, r, j = t // 32, t % 32, e // per_word, e % per_word
    rows = np.broadcast_to(16 * w + l // 4 + 8 * (r % 2), (128, 4 * per_word)).copy()
    cols = np.broadcast_to(4 * per_word * (r // 2) + per_word * (l % 4) + j, (128, 4 * per_word)).copy()
    rows.flags.writeable = cols.flags.writeable = False
    return rows, cols


def a_fragment_matrix(words: np.ndarray, atype: str) -> np.ndarray:
    """A (64, K) of ``atype`` from its register fragment: ``words`` (4, 128) are registers
    a0..a3 of threads 0..127, as 32-bit words (module docstring, "A in registers"). Leading axes
    of ``words`` (a batch's CTAs) are kept: (..., 64, K)."""
    dt = WGMMA_INPUT_DTYPES[atype]
    per_word = 4 // dt.itemsize
    words = np.asarray(words)
    elems = np.ascontiguousarray(words.astype(np.int64).astype("<u4").swapaxes(-1, -2)).view(dt)  # (..., 128, 4 per_word)
    rows, cols = _a_fragment(per_word)
    a = np.empty((*words.shape[:-2], 64, 8 * per_word), dt)
    a[..., rows, cols] = elems
    return a


def wgmma_m64_matrix(c, a_desc, b_desc, smem: np.ndarray, *, n: int, k: int = 16, atype: str = "f16",
                     btype: str = "f16", dtype: str = "f32", scale_a: int = 1, scale_b: int = 1,
                     trans_a: int = 0, trans_b: int = 0, satfinite: bool = False, smem_base: int = 0,
                     reads: list | None = None) -> np.ndarray:
    """:func:`wgmma_m64` on the accumulator as the (64, n) matrix ``c`` of D's type (None: D = A*B);
    returns the new matrix. ``a_desc`` is A's descriptor, or A itself: its (64, k) matrix
    (:func:`a_fragment_matrix`, A in registers)."""
    a, bt = wgmma_operands(a_desc, b_desc, smem, n=n, k=k, atype=atype, btype=btype, dtype=dtype,
                           scale_a=scale_a, scale_b=scale_b, trans_a=trans_a, trans_b=trans_b,
                           smem_base=smem_base, reads=reads)
    return wgmma_product(a, bt, c, dtype, satfinite)


def wgmma_operands(a_desc, b_desc, smem: np.ndarray, *, n: int, k: int = 16, atype: str = "f16",
                   btype: str = "f16", dtype: str = "f32", scale_a: int = 1, scale_b: int = 1,
                   trans_a: int = 0, trans_b: int = 0, smem_base: int = 0,
                   reads: list | None = None) -> tuple[np.ndarray, np.ndarray]:
    """The operands of :func:`wgmma_m64_matrix` as its product reads them: A (64, k) and B^T (n, k),
    tf32 truncated and negated as the scale immediates say."""
    a_matrix = isinstance(a_desc, np.ndarray) and a_desc.shape[-2:] == (64, k)
    key = (None if a_matrix else a_desc, b_desc, n, k, atype, btype, dtype, trans_a, trans_b, int(smem_base),
           smem.shape[-1])
    # (descriptors as ints, as tensorcore.py gives them: the plan of a K step's few is made once)
    cached = b_desc.__class__ is int and (a_matrix or a_desc.__class__ is int)
    da, db, a_at, b_at = (_operand_plan if cached else _operand_plan.__wrapped__)(*key)
    a = a_desc if a_matrix else _gather(smem, da, *a_at, reads)
    bt = _gather(smem, db, *b_at, reads).swapaxes(-1, -2)  # (n, k): B gathered (k, n), as the product reads it
    return _as_multiplied(a, bt, atype, dtype, scale_a, scale_b)


def _as_multiplied(a: np.ndarray, bt: np.ndarray, atype: str, dtype: str, scale_a, scale_b):
    """A and B^T as read from SMEM -> as the product reads them: tf32 truncated, negated as the scales say."""
    if dtype == "s32":
        return a, bt
    if atype == "tf32":
        a, bt = tf32_operand(a), tf32_operand(bt)
    if int(scale_a) == -1:
        a = -a
    if int(scale_b) == -1:
        bt = -bt
    return a, bt


class OperandReader:
    """:func:`wgmma_operands` of one wgmma form (its shape, types, transposes and scales fixed, as a wgmma op's
    constant immediates fix them) from both operands' descriptors as ints, on one CTA's SMEM: the plans of the
    few descriptors a K step reads kept per (descriptors, SMEM size), without wgmma_operands' key of eleven.
    An error (a descriptor out of SMEM, a bad form) is raised each time, not kept."""

    __slots__ = ("n", "k", "atype", "btype", "dtype", "scale_a", "scale_b", "trans_a", "trans_b", "plans", "as_read")

    def __init__(self, *, n: int, k: int, atype: str, btype: str, dtype: str, scale_a: int, scale_b: int,
                 trans_a: int, trans_b: int):
        self.n, self.k, self.atype, self.btype, self.dtype = n, k, atype, btype, dtype
        self.scale_a, self.scale_b, self.trans_a, self.trans_b = scale_a, scale_b, trans_a, trans_b
        self.plans: dict = {}
        # (nothing to truncate or negate: the operands as read, without _as_multiplied's tests each time)
        self.as_read = dtype == "s32" or atype != "tf32" and int(scale_a) != -1 and int(scale_b) != -1

    def __call__(self, a_desc: int, b_desc: int, smem: np.ndarray, reads: list | None):
        """A (64, k) and B^T (n, k) of :func:`wgmma_operands`; their reads appended to ``reads``."""
        key = (a_desc, b_desc, smem.shape[-1])
        plan = self.plans.get(key)
        if plan is None:
            plan = _operand_plan(a_desc, b_desc, self.n, self.k, self.atype, self.btype, self.dtype, self.trans_a,
                                 self.trans_b, 0, key[2])
            if len(self.plans) >= 256:
                self.plans.clear()
            self.plans[key] = plan
        da, db, a_at, b_at = plan
        a = _gather(smem, da, *a_at, reads)
        bt = _gather(smem, db, *b_at, reads).swapaxes(-1, -2)
        if self.as_read:
            return a, bt
        return _as_multiplied(a, bt, self.atype, self.dtype, self.scale_a, self.scale_b)


@lru_cache(maxsize=256)
def _operand_plan(a_desc, b_desc, n: int, k: int, atype: str, btype: str, dtype: str, trans_a, trans_b,
                  smem_base: int, size: int):
    """(A's dtype, B's, A's checked layout or None (A given as its matrix: ``a_desc`` None), B's with its element
    indices transposed, (k, n)) of :func:`wgmma_operands`, or its error; read ``size`` bytes of SMEM. (B (k, n)
    contiguous is what mma_f32 multiplies: gathered so, it is not copied again.)"""
    err = wgmma_form_error(n, k, dtype, atype, btype)
    if err:
        raise MmaError(err)
    da, db = WGMMA_INPUT_DTYPES[atype], WGMMA_INPUT_DTYPES[btype]
    if (trans_a or trans_b) and da.itemsize != 2:
        raise MmaError(diag.WGMMA_TRANSPOSED_8_BIT.format(atype=atype))
    a = None if a_desc is None else _checked_layout(decode_smem_descriptor(a_desc), 64, k, da.itemsize, not trans_a,
                                                    smem_base, size)
    b_idx, b_offs = _checked_layout(decode_smem_descriptor(b_desc), n, k, db.itemsize, not trans_b, smem_base, size)
    b_idx = np.ascontiguousarray(b_idx.T)
    b_idx.flags.writeable = False
    return da, db, a, (b_idx, b_offs)


def wgmma_product(a: np.ndarray, bt: np.ndarray, c, dtype: str = "f32", satfinite: bool = False) -> np.ndarray:
    """D = A B^T (+ C) of :func:`wgmma_operands`' A (..., 64, k) and B^T (..., n, k) into D's type
    (module docstring, "Numerics"); leading axes stack independent products (a batch of CTAs),
    each with the bits it has alone."""
    b = bt.swapaxes(-1, -2)
    if dtype == "s32":
        return mma_s32(a, b, c, satfinite)
    return mma_f32(a, b, c, WGMMA_ACCUMULATORS[dtype][0])
