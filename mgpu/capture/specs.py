"""Argument specs (`f32[128,256]`, `x.npy`) and the random inputs made from them (numpy only)."""

from __future__ import annotations

import os
import re
from dataclasses import dataclass

import ml_dtypes
import numpy as np

from mgpu import npy
from mgpu.capture.errors import CaptureError
from mgpu.emulator.random_inputs import random_array

# Short names first (as MLIR spells element types), then numpy / ml_dtypes names.
_SHORT = {
    "f16": np.float16, "f32": np.float32, "f64": np.float64, "bf16": ml_dtypes.bfloat16,
    "f8e4m3fn": ml_dtypes.float8_e4m3fn, "f8e5m2": ml_dtypes.float8_e5m2,
    "i8": np.int8, "i16": np.int16, "i32": np.int32, "i64": np.int64,
    "u8": np.uint8, "u16": np.uint16, "u32": np.uint32, "u64": np.uint64,
    "i1": np.bool_, "bool": np.bool_, "int4": ml_dtypes.int4, "uint4": ml_dtypes.uint4,
    "int2": ml_dtypes.int2, "uint2": ml_dtypes.uint2, "f4e2m1fn": ml_dtypes.float4_e2m1fn,
}
_SPEC_RE = re.compile(r"^\s*([A-Za-z][A-Za-z0-9_]*)\s*\[\s*([0-9,\s]*)\]\s*$")
DTYPE_HELP = "f16 f32 f64 bf16 f8e4m3fn f8e5m2 f4e2m1fn i8 i16 i32 i64 u8 u16 u32 u64 int4 uint4 int2 uint2 bool (or numpy names: float32, bfloat16, ...)"


def parse_dtype(name: str) -> np.dtype:
    if name in _SHORT:
        return np.dtype(_SHORT[name])
    if hasattr(ml_dtypes, name):
        return np.dtype(getattr(ml_dtypes, name))
    try:
        dt = np.dtype(name)
    except TypeError:
        dt = None
    if dt is None or dt.kind not in "biuf":
        raise CaptureError(f"unknown dtype '{name}' (use one of: {DTYPE_HELP})")
    return dt


def short_name(dtype: np.dtype) -> str:
    for k, v in _SHORT.items():
        if np.dtype(v) == dtype and k != "i1":
            return k
    return str(dtype)


@dataclass
class ArgSpec:
    """One kernel input: its shape and dtype, and the array itself when given as a .npy file."""

    shape: tuple[int, ...]
    dtype: np.dtype
    source: str  # the --arg text
    value: np.ndarray | None = None

    def __str__(self) -> str:
        return f"{short_name(self.dtype)}[{','.join(map(str, self.shape))}]"


def parse_arg(text: str) -> ArgSpec:
    """`DTYPE[D0,D1,...]` (e.g. f32[128,256], i32[] for a scalar), a path to a .npy file, or
    `DTYPE:FILE.npy` for a file of raw elements (numpy saves bfloat16 and the other ml_dtypes as |V2 ...)."""
    if text.endswith(".npy"):
        dtype_name, colon, path = text.partition(":")
        if not colon or "/" in dtype_name or not dtype_name:
            dtype_name, path = None, text
        if not os.path.isfile(path):
            raise CaptureError(f"--arg {text}: file not found")
        try:
            arr = npy.load(path)
        except Exception as e:  # noqa: BLE001 - any unreadable file is a user error
            raise CaptureError(f"--arg {text}: cannot read it as a .npy array: {e}") from None
        if dtype_name is not None:
            dtype = parse_dtype(dtype_name)
            if arr.dtype.kind == "V" and arr.dtype.itemsize == dtype.itemsize:
                arr = arr.view(dtype)
            elif arr.dtype != dtype:
                raise CaptureError(f"--arg {text}: the file holds {arr.dtype}, not {short_name(dtype)}")
        elif arr.dtype.kind == "V":
            raise CaptureError(f"--arg {text}: the file holds raw {arr.dtype.itemsize}-byte elements ({arr.dtype.str}, "
                               f"as numpy saves bfloat16 and the other ml_dtypes): say which, e.g. --arg bf16:{text}")
        return ArgSpec(tuple(arr.shape), arr.dtype, text, arr)
    m = _SPEC_RE.match(text)
    if not m:
        raise CaptureError(
            f"--arg '{text}': expected DTYPE[D0,D1,...] (e.g. f32[128,256], i32[] for a scalar) "
            f"or a path to a .npy file")
    dims = [d.strip() for d in m.group(2).split(",")] if m.group(2).strip() else []
    if any(not d for d in dims):
        raise CaptureError(f"--arg '{text}': empty dimension in the shape")
    shape = tuple(int(d) for d in dims)
    if any(d <= 0 for d in shape):
        raise CaptureError(f"--arg '{text}': dimensions must be positive")
    return ArgSpec(shape, parse_dtype(m.group(1)), text)


def make_inputs(specs: list[ArgSpec], seed: int) -> list[np.ndarray]:
    """The given arrays, and random ones for the rest, as mgpu-run --random-inputs draws them
    (``mgpu.emulator.random_inputs``), from one numpy Generator seeded with `seed`, in argument order."""
    rng = np.random.default_rng(seed)
    return [s.value if s.value is not None else random_array(rng, s.shape, s.dtype) for s in specs]


def as_jax_takes(jax, specs: list[ArgSpec]) -> tuple[list[ArgSpec], list[str]]:
    """The inputs as ``jax`` takes them, and a note for each it changes: without jax_enable_x64, jax narrows a
    64-bit dtype to its 32-bit one (``jax.dtypes.canonicalize_dtype``; a given array converted by numpy, as
    jax's ``device_put`` converts it), warning once; mgpu says which --arg, and writes the narrowed input, so
    that the printed commands take what the kernel was lowered for."""
    from mgpu.dialect.diagnostics.tools import ARG_NARROWED, ARG_NARROWED_CONVERTED

    out, notes = [], []
    for s in specs:
        narrow = np.dtype(jax.dtypes.canonicalize_dtype(s.dtype))
        if narrow == s.dtype:
            out.append(s)
            continue
        value = None if s.value is None else s.value.astype(narrow)
        out.append(ArgSpec(s.shape, narrow, s.source, value))
        notes.append(ARG_NARROWED.format(arg=repr(s.source), narrow=narrow.name, wide=s.dtype.name, spec=out[-1],
                                         converted=ARG_NARROWED_CONVERTED if value is not None else ""))
    return out, notes
