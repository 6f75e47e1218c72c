"""The non-mosaic dialects the corpus uses, as xDSL provides them plus what xDSL lacks.

Each entry is a lazy factory so that a tool only imports the dialects a file mentions.
"""

from collections.abc import Callable

from xdsl.ir import Dialect


def _builtin() -> Dialect:
    from xdsl.dialects.builtin import Builtin

    return Builtin


def _func() -> Dialect:
    from xdsl.dialects.func import Func

    return Func


def _arith() -> Dialect:
    from xdsl.dialects.arith import Arith

    return Arith


def _scf() -> Dialect:
    from xdsl.dialects.scf import Scf

    return Scf


def _memref() -> Dialect:
    from xdsl.dialects.memref import MemRef

    return MemRef


def _vector() -> Dialect:
    from xdsl.dialects.vector import Vector

    return Vector


def _llvm() -> Dialect:
    from xdsl.dialects.llvm import LLVM

    return LLVM


def _gpu() -> Dialect:
    from xdsl.dialects.gpu import GPU

    return GPU


def _test() -> Dialect:
    from xdsl.dialects.test import Test

    return Test


UPSTREAM_DIALECTS: dict[str, Callable[[], Dialect]] = {
    "builtin": _builtin,
    "func": _func,
    "arith": _arith,
    "scf": _scf,
    "memref": _memref,
    "vector": _vector,
    "llvm": _llvm,
    "gpu": _gpu,
    "test": _test,
}
