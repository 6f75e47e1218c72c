"""Reading a ``.npy`` file, bounded, including the ones numpy writes but cannot read back.

The file is read as a stream, in chunks, and never further than its header says (a FIFO, a
device such as /dev/zero): magic string, version, header length, header, data (the format:
numpy/lib/format.py). The header is numpy's to judge (its keys, shape and fortran_order, and its
length limit), with one exception: ``np.save`` of an ml_dtypes array writes its dtype's ``str``
as the descr; most ml_dtypes say ``<V1``/``<V2`` (raw bytes: bfloat16, float8_e4m3fn, int4), which
numpy reads back as raw elements, but float8_e5m2 says ``<f1`` and complex32 ``<c4``, which
``numpy.lib.format.descr_to_dtype`` rejects. Such a descr, naming one element width, gives raw
elements of that width, as numpy gives the other ml_dtypes: mgpu-run and mgpu-capture take raw
elements as the element type the kernel (or the user) names. Never a pickle (object arrays are
refused), and a file that is not a .npy array is said to be so."""

from __future__ import annotations

import ast
import io
import math
import re
import struct

import numpy as np

_SIMPLE_DESCR = re.compile(r"[<>|=]?[a-zA-Z](\d+)")
_MAGIC = b"\x93NUMPY"
MAX_HEADER_BYTES = 10_000  # numpy's own limit on a header it reads (numpy/lib/format.py, _MAX_HEADER_SIZE)
CHUNK_BYTES = 1 << 20


class TooLarge(ValueError):
    """The array's data would take more bytes than the caller allows."""


def load(path, max_bytes: int | None = None) -> np.ndarray:
    """The array in the ``.npy`` file ``path``; one whose data would take more than ``max_bytes``
    is refused after its header. ValueError or OSError when the file is not such an array."""
    with open(path, "rb") as f:
        return load_from(f, max_bytes)


def load_from(f, max_bytes: int | None = None) -> np.ndarray:
    """``load`` of a file already open (``read(n)``, ``readinto(buffer)``), read from where it is."""
    magic = f.read(len(_MAGIC) + 2)
    if len(magic) < len(_MAGIC) + 2 or not magic.startswith(_MAGIC):
        hint = " (a .npz archive? give one of its arrays as a .npy file)" if magic.startswith(b"PK\x03\x04") else ""
        raise ValueError(f"not a .npy file: it does not start with numpy's magic string \\x93NUMPY{hint}")
    major = magic[-2]
    if (major, magic[-1]) not in ((1, 0), (2, 0), (3, 0)):
        raise ValueError(f"version {major}.{magic[-1]} of the .npy format is not one numpy writes (1.0, 2.0, 3.0)")
    length_format = "<H" if major == 1 else "<I"
    length = _read(f, struct.calcsize(length_format), "the header's length")
    (n,) = struct.unpack(length_format, length)
    if n > MAX_HEADER_BYTES:
        raise ValueError(f"its header is {n:,} bytes long, more than the {MAX_HEADER_BYTES:,} numpy reads")
    shape, fortran_order, dtype = _header(major, length, _read(f, n, "the header"))
    if dtype.hasobject:
        raise ValueError("it holds Python objects (a pickle), which mgpu never reads")
    if any(d < 0 for d in shape):
        raise ValueError(f"its shape {shape} has a negative dimension")
    count = math.prod(shape)
    nbytes = count * dtype.itemsize
    if max_bytes is not None and nbytes > max_bytes:
        raise TooLarge(f"its data takes {nbytes:,} bytes ({dtype}{list(shape)}), more than the "
                       f"{max_bytes:,} allowed")
    data = bytearray(nbytes)
    view, got = memoryview(data), 0
    while got < nbytes:
        k = f.readinto(view[got:got + CHUNK_BYTES])
        if not k:
            raise ValueError(f"the file holds {got // max(dtype.itemsize, 1)} of its {count} elements")
        got += k
    return np.frombuffer(data, dtype).reshape(shape, order="F" if fortran_order else "C")


def _read(f, n: int, what: str) -> bytes:
    raw = f.read(n)
    if len(raw) != n:
        raise ValueError(f"the file ends inside {what}")
    return raw


def _header(major: int, length: bytes, header: bytes) -> tuple[tuple, bool, np.dtype]:
    """(shape, fortran_order, dtype) as numpy reads the header, but for a descr numpy rejects that
    names one element width (see the module docstring)."""
    if major == 3:  # (UTF-8: numpy writes it for non-latin-1 field names, which no kernel buffer has)
        try:
            header = header.decode("utf-8").encode("latin1")
        except (UnicodeDecodeError, UnicodeEncodeError):
            raise ValueError("its header has text a kernel's buffer cannot have (a structured dtype)") from None
    reader = np.lib.format.read_array_header_1_0 if major == 1 else np.lib.format.read_array_header_2_0
    try:
        return reader(io.BytesIO(length + header), max_header_size=MAX_HEADER_BYTES)
    except ValueError as e:
        if not str(e).startswith("descr is not a valid dtype descriptor"):
            raise
    except Exception as e:  # noqa: BLE001 - numpy's Python 2 header filter raises tokenize's errors
        raise ValueError(f"its header cannot be read ({type(e).__name__}: {e})") from None
    fields = ast.literal_eval(header.decode("latin1"))  # (numpy accepted all but the descr)
    m = _SIMPLE_DESCR.fullmatch(str(fields["descr"]))
    if m is None:
        raise ValueError(f"descr {fields['descr']!r} is not a valid dtype descriptor")
    return fields["shape"], fields["fortran_order"], np.dtype(f"V{m[1]}")
