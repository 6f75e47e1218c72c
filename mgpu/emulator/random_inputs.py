"""The random inputs mgpu-run (``--random-inputs SEED``) and mgpu-capture (``--arg DTYPE[...]``) draw,
the same for both: floats ~ N(0, 1) (drawn as float32, then rounded to the dtype), signed ints in
[-64, 64), unsigned ints in [0, 128) (both exact in every integer dtype, and in bfloat16 and float8
after a cast), sub-byte integers over every value of theirs (int4 in [-8, 8), uint2 in [0, 4), ...)
(float4_e2m1fn is a float: N(0, 1) rounded), bools uniform; one numpy
Generator, buffer after buffer."""

from __future__ import annotations

import numpy as np

from mgpu.emulator.sub_byte_buffers import FLOAT4, SIGNED, sub_byte_bits


def random_array(rng: np.random.Generator, shape: tuple[int, ...], dtype: np.dtype) -> np.ndarray:
    if (bits := sub_byte_bits(dtype)) and dtype.name != FLOAT4:
        lo = -(1 << bits - 1) if dtype in SIGNED.values() else 0
        return rng.integers(lo, lo + (1 << bits), size=shape).astype(dtype)
    if dtype == np.bool_:
        return rng.integers(0, 2, size=shape).astype(np.bool_)
    if dtype.kind == "i":
        return np.array(rng.integers(-64, 64, size=shape).astype(dtype), order="C")
    if dtype.kind == "u":
        return np.array(rng.integers(0, 128, size=shape).astype(dtype), order="C")
    return np.array(rng.standard_normal(size=shape).astype(np.float32).astype(dtype), order="C")
