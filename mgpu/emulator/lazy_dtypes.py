"""ml_dtypes' numpy types (bfloat16, the fp8 and fp4 formats, int4 / int2), imported on first use.

Importing ml_dtypes costs more CPU than importing numpy (0.5-0.9 s on a shared 2-core machine:
benchmarks/README.md, "Start-up"), and a kernel of f32, f16 and integer values never needs it. So the
emulator's tables name ml_dtypes' types (:class:`DtypeTable`) and resolve a name when it is read; and
since no array of such a type can exist before ml_dtypes is imported, a check of an array's dtype
against one of them (:func:`is_ml_dtype`) needs no import either."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from functools import cache

import numpy as np


@cache
def ml_dtype(name: str) -> np.dtype:
    """ml_dtypes' type ``name`` (``"bfloat16"``, ``"float8_e4m3fn"``, ...) as a numpy dtype; the first
    call imports ml_dtypes."""
    import ml_dtypes

    return np.dtype(getattr(ml_dtypes, name))


def is_ml_dtype(dt, names: tuple[str, ...]) -> bool:
    """Whether the numpy dtype ``dt`` is one of ml_dtypes' types ``names``, without importing
    ml_dtypes when it is not imported (then no dtype is one of its types)."""
    return "ml_dtypes" in sys.modules and any(np.dtype(dt) == ml_dtype(n) for n in names)


class DtypeTable(dict):
    """A table of numpy types whose ml_dtypes entries are given by name (a ``str``) and become
    :func:`ml_dtype` of it when first read: building the table imports nothing, reading an ml_dtypes
    entry (or iterating over the values) does. A dict, so that reading a resolved entry costs what a
    dict's lookup does (the emulator reads some of these tables at every execution of an op)."""

    def __init__(self, entries: dict):
        super().__init__({k: v for k, v in entries.items() if not isinstance(v, str)})
        self._named = {k: v for k, v in entries.items() if isinstance(v, str)}
        self._order = list(entries)

    def __missing__(self, key):
        v = self[key] = ml_dtype(self._named[key])
        return v

    def __contains__(self, key) -> bool:
        return dict.__contains__(self, key) or key in self._named

    def get(self, key, default=None):
        return self[key] if key in self else default

    def __iter__(self) -> Iterator:
        return iter(self._order)

    def __len__(self) -> int:
        return len(self._order)

    def keys(self):
        return list(self._order)

    def values(self):
        return [self[k] for k in self._order]

    def items(self):
        return [(k, self[k]) for k in self._order]
