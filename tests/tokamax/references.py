"""The math of tokamax's Mosaic GPU entry points in numpy (no jax, no tokamax), and their inputs.

Each reference computes in float64 from the inputs as the kernel receives them (f16 / bf16 / int8 values
widened exactly), then casts to the kernel's output dtype; the kernels accumulate in f32 in another order
and use approximate exponentials, so every entry point states a tolerance (entry_points.py). Inputs are
drawn by `numpy.random.default_rng(seed)`; a ragged dot's group sizes sum to its rows and cut its blocks
off their boundaries (every group but one starts inside a block).
"""

from __future__ import annotations

import ml_dtypes
import numpy as np

BF16 = ml_dtypes.bfloat16
GROUP_SIZES = np.array([40, 0, 72, 80], np.int32)  # 192 rows, an empty group, no boundary on a block of 64


def _rng(seed: int = 0):
    return np.random.default_rng(seed)


def _normal(rng, shape, dtype, scale=1.0):
    return (rng.standard_normal(shape) * scale).astype(dtype)


# ---- attention ----------------------------------------------------------------------------------------

def _attention_math(q, k, v, scale):
    """softmax(q k^T * scale) v per head ([T, H, D] layout, one kv head per q head), its row max and sum."""
    s = np.einsum("thd,shd->hts", q.astype(np.float64), k.astype(np.float64)) * scale
    m = s.max(axis=-1)
    p = np.exp(s - m[..., None])
    lsum = p.sum(axis=-1)
    out = np.einsum("hts,shd->thd", p / lsum[..., None], v.astype(np.float64))
    return out, m, lsum, p / lsum[..., None]


def inputs_attention(seq_q=256, seq_kv=512, heads=1, dim=64, dtype=np.float16):
    rng = _rng()
    return [_normal(rng, (seq_q, heads, dim), dtype), _normal(rng, (seq_kv, heads, dim), dtype),
            _normal(rng, (seq_kv, heads, dim), dtype)]


def attention(q, k, v):
    out, *_ = _attention_math(q, k, v, 1 / np.sqrt(q.shape[-1]))
    return out.astype(q.dtype)


def inputs_attention_vjp(seq_q=256, seq_kv=256, heads=1, dim=64, dtype=np.float16):
    """q, k, v, dout, and the forward's residuals (row max m and row sum l, [H, T] f32) and output."""
    q, k, v = inputs_attention(seq_q, seq_kv, heads, dim, dtype)
    out, m, lsum, _ = _attention_math(q, k, v, 1 / np.sqrt(dim))
    dout = _normal(_rng(1), out.shape, dtype)
    return [q, k, v, dout, m.astype(np.float32), lsum.astype(np.float32), out.astype(dtype)]


def attention_vjp(q, k, v, dout, m, lsum, out):
    """dq, dk, dv of softmax(q k^T * scale) v at dout (scale = 1 / sqrt(D))."""
    scale = 1 / np.sqrt(q.shape[-1])
    _, _, _, p = _attention_math(q, k, v, scale)
    d = dout.astype(np.float64)
    dv = np.einsum("hts,thd->shd", p, d)
    dp = np.einsum("thd,shd->hts", d, v.astype(np.float64))
    delta = np.einsum("thd,thd->ht", out.astype(np.float64), d)
    ds = p * (dp - delta[..., None]) * scale
    dq = np.einsum("hts,shd->thd", ds, k.astype(np.float64))
    dk = np.einsum("hts,thd->shd", ds, q.astype(np.float64))
    return dq.astype(q.dtype), dk.astype(k.dtype), dv.astype(v.dtype)


# ---- gated linear unit ----------------------------------------------------------------------------------

def inputs_glu(m=256, k=512, n=256, dtype=np.float16):
    rng = _rng()
    return [_normal(rng, (m, k), dtype), _normal(rng, (k, 2, n), dtype, 1 / np.sqrt(k))]


def glu(x, w):
    """relu(x @ w[:, 0]) * (x @ w[:, 1])."""
    x64, w64 = x.astype(np.float64), w.astype(np.float64)
    return (np.maximum(x64 @ w64[:, 0], 0) * (x64 @ w64[:, 1])).astype(x.dtype)


# ---- ragged dot -------------------------------------------------------------------------------------------

def _groups(group_sizes):
    ends = np.cumsum(group_sizes)
    return [(int(e - s), int(e)) for s, e in zip(group_sizes, ends)]


def inputs_ragged(k=512, n=256, dtype=BF16):
    rng = _rng()
    m, g = int(GROUP_SIZES.sum()), len(GROUP_SIZES)
    return [_normal(rng, (m, k), dtype), _normal(rng, (g, k, n), dtype, 1 / np.sqrt(k)), GROUP_SIZES.copy()]


def ragged_dot(lhs, rhs, group_sizes):
    """Rows of group g of lhs times rhs[g]; the rows past the groups' sum are 0."""
    out = np.zeros((lhs.shape[0], rhs.shape[2]))
    for g, (start, end) in enumerate(_groups(group_sizes)):
        out[start:end] = lhs[start:end].astype(np.float64) @ rhs[g].astype(np.float64)
    return out.astype(lhs.dtype)


def inputs_ragged_contracting(k=192, m=128, n=128, dtype=BF16):
    """lhs [K, M], rhs [K, N]: the groups cut the contracting dimension."""
    rng = _rng()
    return [_normal(rng, (k, m), dtype), _normal(rng, (k, n), dtype, 1 / np.sqrt(k)), GROUP_SIZES.copy()]


def ragged_contracting(lhs, rhs, group_sizes):
    out = np.zeros((len(group_sizes), lhs.shape[1], rhs.shape[1]))
    for g, (start, end) in enumerate(_groups(group_sizes)):
        out[g] = lhs[start:end].astype(np.float64).T @ rhs[start:end].astype(np.float64)
    return out.astype(lhs.dtype)


def _quantized(rng, shape, axis, tile, bits):
    """Symmetric quantization along `axis` by tiles of `tile`: integer values in [-2^(bits-1), 2^(bits-1)) and
    f32 scales, one a tile (qwix's QArray: qvalue, scale with the same rank)."""
    lo, hi = -(2 ** (bits - 1)), 2 ** (bits - 1)
    q = rng.integers(lo, hi, shape).astype(np.int8)
    scale_shape = list(shape)
    scale_shape[axis] //= tile
    scale = (rng.uniform(0.5, 1.5, scale_shape) / hi / np.sqrt(shape[axis])).astype(np.float32)
    return q, scale


def _dequantized(q, scale, axis):
    return q.astype(np.float64) * np.repeat(scale.astype(np.float64), q.shape[axis] // scale.shape[axis], axis=axis)


def inputs_ragged_quant_rhs(k=512, n=256, tile_k=256, bits=4, dtype=BF16):
    """lhs [M, K], rhs as qvalue [G, K, N] (int4 values, stored one a byte as int8) and scale [G, K / tile_k, N]."""
    rng = _rng()
    m, g = int(GROUP_SIZES.sum()), len(GROUP_SIZES)
    lhs = _normal(rng, (m, k), dtype)
    q, scale = _quantized(rng, (g, k, n), 1, tile_k, bits)  # (scales in lhs's dtype, as qwix quantizes bf16)
    return [lhs, q.astype(ml_dtypes.int4 if bits == 4 else np.int8), scale.astype(dtype), GROUP_SIZES.copy()]


def ragged_quant_rhs(lhs, q, scale, group_sizes):
    return ragged_dot(lhs.astype(np.float64), _dequantized(q, scale, 1), group_sizes).astype(BF16)


def inputs_ragged_quant_both(k=512, n=256, tile_k=256, lhs_tile_k=256):
    """Both sides quantized (sm100's i8 / fp8 kernels, f32 scales): lhs int8 [M, K] with scale [M, K / lhs_tile_k],
    rhs int4; the kernels take one tile for both."""
    rng = _rng()
    m, g = int(GROUP_SIZES.sum()), len(GROUP_SIZES)
    lq, lscale = _quantized(rng, (m, k), 1, lhs_tile_k, 8)
    q, scale = _quantized(rng, (g, k, n), 1, tile_k, 4)
    return [lq, lscale, q.astype(ml_dtypes.int4), scale, GROUP_SIZES.copy()]


def ragged_quant_both(lq, lscale, q, scale, group_sizes):
    lhs = _dequantized(lq, lscale, 1)
    return ragged_dot(lhs, _dequantized(q, scale, 1), group_sizes).astype(BF16)


def inputs_ragged_quant_both_fp8(k=512, n=256, tile_k=256, lhs_tile_k=256):
    """lhs float8_e4m3fn [M, K] with scale [M, K / lhs_tile_k], rhs int4."""
    rng = _rng()
    m, g = int(GROUP_SIZES.sum()), len(GROUP_SIZES)
    lhs = _normal(rng, (m, k), ml_dtypes.float8_e4m3fn)
    lscale = rng.uniform(0.5, 1.5, (m, k // lhs_tile_k)).astype(np.float32)
    q, scale = _quantized(rng, (g, k, n), 1, tile_k, 4)
    return [lhs, lscale, q.astype(ml_dtypes.int4), scale, GROUP_SIZES.copy()]


def ragged_quant_both_fp8(lhs, lscale, q, scale, group_sizes):
    return ragged_dot(_dequantized(lhs, lscale, 1), _dequantized(q, scale, 1), group_sizes).astype(BF16)
