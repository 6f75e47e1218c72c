"""An output against its expected array, as ``mgpu-run --expect`` and mgpu-capture's result check
compare them: bit-exact (every byte of every element), or within ``rtol`` / ``atol`` for floats; the
message says how many elements differ, the first, and the largest errors. ``nan_equal``: a NaN
equals any NaN whatever its payload and sign, as jax's tests compare (``numpy.testing.
assert_array_equal``; ``assert_allclose``'s ``equal_nan``), the other elements bit for bit."""

from __future__ import annotations

import numpy as np

from mgpu.emulator.run import same_integer_width


def _is_float(dtype: np.dtype) -> bool:
    """numpy floats and ml_dtypes' (bfloat16, float8_*), whose kind is 'V'."""
    return dtype.kind in "fc" or "float" in dtype.name


def compare(got: np.ndarray, exp: np.ndarray, rtol: float, atol: float, nan_equal: bool = False) -> str | None:
    """None if equal (bit-exact when rtol = atol = 0; NaNs equal with ``nan_equal``, and always
    within a tolerance), else a description of the first mismatch."""
    if (problem := shape_dtype_mismatch(got.shape, got.dtype, exp)) is not None:
        return problem
    if exp.dtype.kind == "V" and exp.dtype.itemsize == got.dtype.itemsize:
        exp = exp.view(got.dtype)
    if same_integer_width(exp.dtype, got.dtype):
        exp = exp.astype(exp.dtype.newbyteorder("=")).view(got.dtype)
    if rtol == 0 and atol == 0:
        # Bit-exact: every byte of every element (so -0.0 != 0.0 and NaN payloads count).
        width = got.dtype.itemsize
        g = np.ascontiguousarray(got).view(np.uint8).reshape(*got.shape, width)
        e = np.ascontiguousarray(exp).view(np.uint8).reshape(*exp.shape, width)
        bad = (g != e).any(axis=-1)
        if nan_equal and _is_float(got.dtype) and bad.any():
            bad &= ~(_isnan(got) & _isnan(exp))
    elif _is_float(got.dtype):
        bad = ~np.isclose(got.astype(np.float64), exp.astype(np.float64), rtol=rtol, atol=atol, equal_nan=True)
    else:
        bad = got != exp
    if not bad.any():
        return None
    first = tuple(int(i) for i in np.argwhere(bad)[0])
    return (f"{int(bad.sum())} of {bad.size} elements differ; first at index {first}: "
            f"got {_scalar(got[first])}, expected {_scalar(exp[first])}{_largest_errors(got, exp, bad)}")


def _isnan(a: np.ndarray) -> np.ndarray:
    """NaN elements of a float array (ml_dtypes' too; a type without NaN has none)."""
    return np.isnan(a.astype(np.complex128 if a.dtype.kind == "c" else np.float64))


def _scalar(x) -> str:
    """An element as the shortest number that is it in its dtype (``5.000005``; not numpy's repr
    ``np.float32(5.000005)``, nor the float64 ``5.000004768371582``)."""
    return str(x)


def _largest_errors(got: np.ndarray, exp: np.ndarray, bad: np.ndarray) -> str:
    """``; max abs error A, max rel error R`` over the differing elements that are numbers (what
    --atol/--rtol would have to allow), or '' where there are none."""
    if got.dtype == np.bool_:
        return ""
    g, e = got[bad].astype(np.float64), exp[bad].astype(np.float64)
    finite = np.isfinite(g) & np.isfinite(e)
    if not finite.any():
        return ""
    err = np.abs(g[finite] - e[finite])
    scale = np.abs(e[finite])
    rel = err[scale > 0] / scale[scale > 0]
    rel_text = f", max rel error {float(rel.max()):.3g}" if rel.size else ""
    return f"; max abs error {float(err.max()):.3g}{rel_text}"


def shape_dtype_mismatch(shape: tuple[int, ...], dtype: np.dtype, exp: np.ndarray) -> str | None:
    """How an output of this shape and dtype cannot equal ``exp`` (None if it can); an ``exp`` of
    raw bytes (an ml_dtypes array saved without ml_dtypes, dtype kind 'V') is taken as ``dtype``."""
    raw = exp.dtype.kind == "V" and exp.dtype.itemsize == dtype.itemsize
    exp_dtype = dtype if raw or same_integer_width(exp.dtype, dtype) else exp.dtype
    if exp.shape != tuple(shape):
        return f"shape {tuple(shape)} differs from the expected {exp.shape}"
    if exp_dtype != dtype:
        return f"dtype {dtype.name} differs from the expected {exp_dtype.name}"
    return None
