"""Inputs and numpy-computed expected outputs of every example (numpy only).

    python examples/make_data.py          # (re)writes examples/*/in*.npy and expected_out*.npy
"""

from __future__ import annotations

import pathlib

import numpy as np

HERE = pathlib.Path(__file__).parent


def save(example: str, **arrays: np.ndarray) -> None:
    d = HERE / example
    d.mkdir(exist_ok=True)
    for name, a in arrays.items():
        np.save(d / f"{name}.npy", a)


def async_store_smem_cluster2(rng: np.random.Generator) -> None:
    x = rng.standard_normal((2, 64, 128)).astype(np.float16)
    save("async_store_smem_cluster2", in0=x, expected_out0=x[::-1].copy())


def async_store_smem_cluster4(rng: np.random.Generator) -> None:
    x = rng.standard_normal((4, 64, 128)).astype(np.float16)
    save("async_store_smem_cluster4", in0=x, expected_out0=np.roll(x, 1, axis=0))


def _atomic(op: str, f):
    def make(rng: np.random.Generator) -> None:
        # Signed int32 with negative values (and the extremes): min/max are the signed ones.
        x = rng.integers(-2**31, 2**31, size=(2, 64, 128), dtype=np.int64).astype(np.int32)
        x[0, 0, :4] = [-1, 2**31 - 1, -2**31, 0]
        x[1, 0, :4] = [1, -2**31, 2**31 - 1, -5]
        small = rng.integers(-1000, 1000, size=(2, 8, 128)).astype(np.int32)
        x[:, 8:16] = small
        with np.errstate(over="ignore"):
            out = f(x[1], x[0]).astype(np.int32)
        save(f"async_store_smem_atomic_{op}", in0=x, expected_out0=out)

    make.__name__ = f"async_store_smem_atomic_{op}"
    return make


def tmem_roundtrip_f32(rng: np.random.Generator) -> None:
    x = rng.standard_normal((128, 128)).astype(np.float32)
    save("tmem_roundtrip_f32", in0=x, expected_out0=x + np.float32(1))


def tmem_roundtrip_bf16(rng: np.random.Generator) -> None:
    import ml_dtypes  # bf16 (numpy has none); mgpu's emulator needs it too

    bf16 = ml_dtypes.bfloat16
    # through f32: ml_dtypes >= 0.7 rounds f64 -> bf16 once, older versions went through f32 (the committed data)
    x = rng.standard_normal((128, 128)).astype(np.float32).astype(bf16)
    save("tmem_roundtrip_bf16", in0=x, expected_out0=(x * bf16(2)).astype(bf16))


def _swizzle(sw: int):
    def make(rng: np.random.Generator) -> None:
        x = rng.standard_normal((64, 128)).astype(np.float16)
        save(f"swizzle{sw}_roundtrip", in0=x, expected_out0=(x * np.float16(2)).astype(np.float16))

    make.__name__ = f"swizzle{sw}_roundtrip"
    return make


EXAMPLES = [async_store_smem_cluster2, _atomic("add", np.add), _atomic("min", np.minimum),
            _atomic("max", np.maximum), tmem_roundtrip_f32,
            _swizzle(32), _swizzle(64), _swizzle(128), async_store_smem_cluster4, tmem_roundtrip_bf16]


def main() -> None:
    for i, make in enumerate(EXAMPLES):
        make(np.random.default_rng(1000 + i))


if __name__ == "__main__":
    main()
