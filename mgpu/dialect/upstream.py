"""The non-mosaic dialects the corpus uses, as xDSL provides them plus what xDSL lacks.

Each entry is a lazy factory so that a tool only imports the dialects a file mentions. Where xDSL
differs from MLIR (jax 0.10.2), the dialect comes from an ``*_ext`` module of this package:
``gpu_ext`` (gpu.launch with clusters, gpu.barrier scope, #gpu.address_space, ...), ``nvvm``,
``llvm_ext``, ``memref_ext``, ``arith_ext``, ``vector_ext``, ``cf_ext``. xDSL's ``math`` dialect is MLIR's as
it is (the same ops, fastmath property and custom syntax; tests/filecheck/dialect/math checks
that jaxlib reads what we print). Where mgpu keeps xDSL's classes but
changes how they print, parse or verify, the change is in ``mgpu.dialect.xdsl_patches``, installed
by ``mgpu.dialect.context.make_context``: importing this module patches nothing.
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
    from mgpu.dialect.arith_ext import Arith

    return Arith


def _scf() -> Dialect:
    from xdsl.dialects.scf import Scf

    return Scf


def _memref() -> Dialect:
    from mgpu.dialect.memref_ext import MemRef

    return MemRef


def _vector() -> Dialect:
    from mgpu.dialect.vector_ext import Vector

    return Vector


def _llvm() -> Dialect:
    from mgpu.dialect.llvm_ext import LLVM

    return LLVM


def _math() -> Dialect:
    from xdsl.dialects.math import Math

    return Math


def _cf() -> Dialect:
    from mgpu.dialect.cf_ext import Cf

    return Cf


def _gpu() -> Dialect:
    from mgpu.dialect.gpu_ext import GPU

    return GPU


def _nvvm() -> Dialect:
    from mgpu.dialect.nvvm import NVVM

    return NVVM


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
    "math": _math,
    "cf": _cf,
    "llvm": _llvm,
    "gpu": _gpu,
    "nvvm": _nvvm,
    "test": _test,
}
