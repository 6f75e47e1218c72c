"""numpy references of jax's flagship kernels (tests/flagship/kernels.py captures them; numpy only, so
that the tests and benchmarks/flagship.py use them without jax). Each computes in f32 and rounds once
to the output type, as the kernels' f32 accumulators do (test_flagship.py states the bound between the two).
"""

import numpy as np


def matmul_reference(a, b):
    return (a.astype(np.float32) @ b.astype(np.float32)).astype(a.dtype)


def matmul_c_reference(a, b, c):
    return (a.astype(np.float32) @ b.astype(np.float32) + c.astype(np.float32)).astype(c.dtype)


def mixed_reference(a, b):
    return (a.astype(np.float16).astype(np.float32) @ b.astype(np.float32)).astype(np.float16)


def _attention_ref(q, k, v, causal):
    q, k, v = (x.astype(np.float32) for x in (q, k, v))
    s = np.einsum("bqhd,bkhd->bhqk", q, k)
    if causal:
        s = np.where(np.tril(np.ones(s.shape[-2:], bool)), s, -np.inf)
    m = s.max(-1, keepdims=True)
    p = np.exp(s - m)
    l_ = p.sum(-1, keepdims=True)
    out = np.einsum("bhqk,bkhd->bqhd", p / l_, v).astype(np.float16)
    # jax's residual is the log-sum-exp in base 2, f32[batch, heads, q] (attention_reference).
    return out, (m[..., 0] * np.log2(np.e) + np.log2(l_[..., 0])).astype(np.float32)


def attention_reference(q, k, v):
    return _attention_ref(q, k, v, False)[0]


def attention_causal_reference(q, k, v):
    return _attention_ref(q, k, v, True)[0]


def attention_lse_reference(q, k, v):
    return _attention_ref(q, k, v, False)


def attention_bwd_inputs(seed=0):
    """q, k, v, dO (f16[1, 128, 1, 64] and f16[1, 256, 1, 64], ~ N(0, 1)), then the in-between values
    jax's attention backward gives its dQ and dK/dV kernels: the forward's base-2 log-sum-exp, and
    delta = sum(dO * O) over the head dimension with O the forward's f16 output, in f32
    (attention_mgpu.py:346-348, 392 at jax-v0.10.2)."""
    rng = np.random.default_rng(seed)
    q, k, v, do = (rng.standard_normal(shape).astype(np.float16)
                   for shape in ((1, 128, 1, 64), (1, 256, 1, 64), (1, 256, 1, 64), (1, 128, 1, 64)))
    out, lse = _attention_ref(q, k, v, False)
    delta = np.einsum("bqhd,bqhd->bhq", out.astype(np.float32), do.astype(np.float32))
    return q, k, v, do, lse, delta


def attention_bwd_reference(q, k, v, do, lse, delta):
    """The forward's output and log-sum-exp, then dQ, dK, dV of sum(O * dO), from q, k, v, dO alone."""
    del lse, delta  # the backward kernels' in-between inputs (kernels.py)
    q, k, v, do = (x.astype(np.float32) for x in (q, k, v, do))
    s = np.einsum("bqhd,bkhd->bhqk", q, k)
    p = np.exp(s - s.max(-1, keepdims=True))
    p /= p.sum(-1, keepdims=True)
    dv = np.einsum("bhqk,bqhd->bkhd", p, do)
    dp = np.einsum("bqhd,bkhd->bhqk", do, v)
    ds = p * (dp - (dp * p).sum(-1, keepdims=True))
    dq = np.einsum("bhqk,bkhd->bqhd", ds, k)
    dk = np.einsum("bhqk,bqhd->bkhd", ds, q)
    return (*_attention_ref(q, k, v, False), *(x.astype(np.float16) for x in (dq, dk, dv)))


def ragged_reference(group_sizes, lhs, rhs):
    out = np.zeros((lhs.shape[0], rhs.shape[2]), np.float32)
    start = 0
    for g, size in enumerate(group_sizes):
        out[start:start + size] = lhs[start:start + size].astype(np.float32) @ rhs[g].astype(np.float32)
        start += size
    return out.astype(lhs.dtype)


def blackwell_ragged_reference(a, b, group_sizes):
    """blackwell_ragged_dot_mgpu's kernel takes the group sizes last."""
    return ragged_reference(group_sizes, a, b)


def transposed_ragged_tables(group_sizes, block_k):
    """The group tables jax's transposed_ragged_dot computes for its kernel (transposed_ragged_dot_mgpu.py:57-64
    at jax-v0.10.2; ``int`` is int32 there, jax without x64): sizes, starts, ends, blocks of each group,
    and the K offset of its first block."""
    sizes = group_sizes.astype(np.int32)
    ends = np.cumsum(sizes, dtype=np.int32)
    starts = np.concatenate([np.zeros(1, np.int32), ends[:-1]])
    block_starts = starts // block_k * block_k
    block_ends = -(ends // -block_k) * block_k
    return sizes, starts, ends, (block_ends - block_starts) // block_k, block_starts


def transposed_ragged_reference(group_sizes, group_starts, group_ends, group_num_blocks, group_block_starts,
                                lhs, rhs):
    del group_starts, group_ends, group_num_blocks, group_block_starts  # the kernel's tables (kernels.py)
    out, start = [], 0
    for size in group_sizes:
        out.append(lhs[start:start + size].astype(np.float32).T @ rhs[start:start + size].astype(np.float32))
        start += size
    return np.stack(out).astype(lhs.dtype)


def matmul_f32_reference(a, b):
    """jax's examples/matmul.py: f16 inputs, an f32 output."""
    return a.astype(np.float32) @ b.astype(np.float32)


def matmul_nt_reference(a, b):
    """jax's examples/matmul_blackwell.py: a @ b.T, rounded to the inputs' type."""
    return matmul_reference(a, b.T)


def flash_attention_reference(q, k, v):
    """jax's examples/flash_attention.py: q, k, v as [heads, sequence, head_dim], one batch."""
    def bqhd(x):
        return x.transpose(1, 0, 2)[None]
    return _attention_ref(bqhd(q), bqhd(k), bqhd(v), False)[0][0].transpose(1, 0, 2)
