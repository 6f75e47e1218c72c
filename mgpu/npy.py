"""Reading a ``.npy`` file, including the ones numpy writes but cannot read back.

``np.save`` of an ml_dtypes array writes its dtype's ``str`` as the header's descr. Most ml_dtypes
say ``<V1``/``<V2`` (raw bytes: bfloat16, float8_e4m3fn, int4), which numpy reads back as raw
elements; float8_e5m2 says ``<f1`` and complex32 ``<c4``, which ``numpy.lib.format.descr_to_dtype``
rejects ("descr is not a valid dtype descriptor"), so the file cannot be loaded at all. Such a file
is read here as raw elements of the descr's width, as numpy gives the other ml_dtypes: mgpu-run and
mgpu-capture take raw elements as the element type the kernel (or the user) names. The format:
numpy/lib/format.py (magic, version, header length, a Python dict literal, the data)."""

from __future__ import annotations

import ast
import math
import re
import struct

import numpy as np

_SIMPLE_DESCR = re.compile(r"[<>|=]?[a-zA-Z](\d+)")


def load(path) -> np.ndarray:
    """The array in the ``.npy`` file ``path`` (no pickles); a descr numpy cannot read that names
    one element width (``<f1``) gives raw elements of that width (``|V1``). ValueError or OSError
    when the file is not such an array."""
    try:
        return np.load(path, allow_pickle=False)
    except ValueError as e:
        if "descr" not in str(e):
            raise
    with open(path, "rb") as f:
        major, _ = np.lib.format.read_magic(f)
        (size,) = struct.unpack("<H" if major == 1 else "<I", f.read(2 if major == 1 else 4))
        header = ast.literal_eval(f.read(size).decode("utf-8" if major >= 3 else "latin1"))
        if not isinstance(header, dict):
            raise ValueError("the .npy header is not a dictionary")
        m = _SIMPLE_DESCR.fullmatch(str(header.get("descr")))
        if m is None:
            raise ValueError(f"descr {header.get('descr')!r} is not a valid dtype descriptor")
        shape = tuple(header["shape"])
        count = math.prod(shape)
        data = np.fromfile(f, np.dtype(f"V{m[1]}"), count=count)
    if data.size != count:
        raise ValueError(f"the file holds {data.size} of its {count} elements")
    return data.reshape(shape, order="F" if header["fortran_order"] else "C")
