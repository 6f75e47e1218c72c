"""arith dialect: integer ops wrap modulo 2^width, unsigned ops reinterpret the bits."""

from __future__ import annotations

import numpy as np
from xdsl.dialects import arith, builtin, llvm

from mgpu.dialect import arith_ext
from mgpu.emulator.handler_spec import Registers
from mgpu.emulator.handlers.registry import handler
from mgpu.emulator.machine import Context
from mgpu.emulator.program import Prep
from mgpu.emulator.types import np_dtype

_UNSIGNED = {np.dtype(np.int8): np.uint8, np.dtype(np.int16): np.uint16, np.dtype(np.int32): np.uint32,
             np.dtype(np.int64): np.uint64, np.dtype(np.bool_): np.bool_}


def unsigned(x: np.ndarray) -> np.ndarray:
    return x.view(_UNSIGNED[x.dtype]) if x.dtype in _UNSIGNED else x


def wrap_int(value: int, dtype) -> np.ndarray:
    """A Python int as a (1,) array of the integer dtype, wrapping modulo 2^width."""
    dt = np.dtype(dtype)
    if dt == np.bool_:
        return np.array([bool(value & 1)])
    bits = dt.itemsize * 8
    v = int(value) & ((1 << bits) - 1)
    return np.array([v], dtype=np.dtype(f"u{dt.itemsize}")).view(dt)


def const_value(attr, t) -> np.ndarray:
    """The (1, *shape) value of a constant attribute of type t."""
    if isinstance(t, builtin.VectorType) or isinstance(t, builtin.TensorType):
        dt = np_dtype(t.element_type)
        shape = tuple(t.get_shape())
        vals = attr.get_values() if hasattr(attr, "get_values") else None
        if vals is None:
            raise TypeError(f"unsupported constant {attr}")
        arr = np.array([int(v) if dt.kind in "iub" else v for v in vals])
        if dt.kind in "iu":
            arr = np.array([wrap_int(int(v), dt)[0] for v in arr.reshape(-1)], dt)
        else:
            arr = arr.astype(np.float64).astype(dt)
        if arr.size == 1:
            arr = np.broadcast_to(arr.reshape(()), shape)
        return np.ascontiguousarray(arr.reshape(shape))[None]
    dt = np_dtype(t)
    if isinstance(attr, builtin.IntegerAttr):
        v = attr.value.data
        if isinstance(attr.type, builtin.IntegerType) and attr.type.width.data == 1 or dt == np.bool_:
            return np.array([bool(v & 1) if isinstance(v, int) else bool(v)])
        if dt.kind == "f":
            return np.array([v], dt)
        return wrap_int(int(v), dt)
    if isinstance(attr, builtin.FloatAttr):
        return np.array([attr.value.data]).astype(dt)
    if isinstance(attr, builtin.BoolAttr) if hasattr(builtin, "BoolAttr") else False:
        return np.array([bool(attr.value.data)])
    raise TypeError(f"unsupported constant {attr}")


@handler(arith.ConstantOp, llvm.ConstantOp)
def _constant(p: Prep):
    p.prog.consts[p.outs[0]] = const_value(p.prop("value"), p.out_types[0])
    return None


def _binary(fn):
    def factory(p: Prep):
        a, b = p.ins
        r = p.outs[0]

        def run(ctx: Context, R: Registers):
            R[r] = fn(R[a], R[b])

        return run

    return factory


def _unary(fn):
    def factory(p: Prep):
        (a,) = p.ins
        r = p.outs[0]
        dt = None
        try:
            t = p.out_types[0]
            dt = np_dtype(t.element_type if isinstance(t, builtin.VectorType) else t)
        except Exception:
            pass

        def run(ctx: Context, R: Registers):
            R[r] = fn(R[a], dt)

        return run

    return factory


def _add(x, y):
    return x ^ y if x.dtype == np.bool_ else x + y


def _sub(x, y):
    return x ^ y if x.dtype == np.bool_ else x - y


def _mul(x, y):
    return x & y if x.dtype == np.bool_ else x * y


def _divui(x, y):
    ux, uy = unsigned(x), unsigned(y)
    with np.errstate(all="ignore"):
        return (ux // np.where(uy == 0, 1, uy)).view(x.dtype) if x.dtype != np.bool_ else x


def _remui(x, y):
    ux, uy = unsigned(x), unsigned(y)
    with np.errstate(all="ignore"):
        return (ux % np.where(uy == 0, 1, uy)).view(x.dtype) if x.dtype != np.bool_ else x & ~y


def _remsi(x, y):
    with np.errstate(all="ignore"):
        return np.fmod(x, np.where(y == 0, 1, y)).astype(x.dtype)


def _divsi(x, y):
    with np.errstate(all="ignore"):
        yy = np.where(y == 0, 1, y)
        return ((x - np.fmod(x, yy)) // yy).astype(x.dtype)


def _shift_amount(x, y):
    return y.astype(x.dtype)


def _shli(x, y):
    return np.left_shift(x, _shift_amount(x, y))


def _shrui(x, y):
    return np.right_shift(unsigned(x), unsigned(_shift_amount(x, y))).view(x.dtype)


def _shrsi(x, y):
    return np.right_shift(x, _shift_amount(x, y))


def _tie_bits(x, y, combine):
    # np.maximum/np.minimum return an operand of an equal pair as they find it, so max(+0, -0) could be
    # -0; MLIR (IEEE 754-2019) orders -0 < +0. On equal values the AND (max) / OR (min) of the two bit
    # patterns is the one to keep: it clears / sets the sign of a mixed pair of zeros.
    u = np.dtype(f"u{x.dtype.itemsize}")
    return combine(np.asarray(x).view(u), np.asarray(y).view(u)).view(x.dtype)


def _maxf(pick):
    return lambda x, y: np.where(x == y, _tie_bits(x, y, np.bitwise_and), pick(x, y))


def _minf(pick):
    return lambda x, y: np.where(x == y, _tie_bits(x, y, np.bitwise_or), pick(x, y))


def _minui(x, y):
    return np.minimum(unsigned(x), unsigned(y)).view(x.dtype)


def _maxui(x, y):
    return np.maximum(unsigned(x), unsigned(y)).view(x.dtype)


_INDEX_MATH = frozenset({arith.AddiOp, arith.SubiOp, arith.MuliOp, arith.AndIOp, arith.OrIOp, arith.XOrIOp,
                         arith.IndexCastOp, arith_ext.IndexCastUIOp})
"""Index arithmetic that cannot fail, so fusable accesses may move past it (fuse.py)."""

for _n, _f in {
    arith.AddiOp: _add, arith.SubiOp: _sub, arith.MuliOp: _mul,
    arith.DivUIOp: _divui, arith.RemUIOp: _remui, arith.DivSIOp: _divsi, arith.RemSIOp: _remsi,
    arith.AndIOp: np.bitwise_and, arith.OrIOp: np.bitwise_or, arith.XOrIOp: np.bitwise_xor,
    arith.ShLIOp: _shli, arith.ShRUIOp: _shrui, arith.ShRSIOp: _shrsi,
    arith.MinUIOp: _minui, arith.MaxUIOp: _maxui, arith.MinSIOp: np.minimum, arith.MaxSIOp: np.maximum,
    arith.AddfOp: np.add, arith.SubfOp: np.subtract, arith.MulfOp: np.multiply, arith.DivfOp: np.divide,
    arith.MaximumfOp: _maxf(np.maximum), arith.MinimumfOp: _minf(np.minimum), arith.MaxnumfOp: _maxf(np.fmax),
    arith.MinnumfOp: _minf(np.fmin),
    llvm.AddOp: _add, llvm.SubOp: _sub, llvm.MulOp: _mul, llvm.AndOp: np.bitwise_and,
    llvm.OrOp: np.bitwise_or, llvm.XOrOp: np.bitwise_xor, llvm.ShlOp: _shli, llvm.LShrOp: _shrui,
    llvm.AShrOp: _shrsi, llvm.UDivOp: _divui, llvm.URemOp: _remui, llvm.SDivOp: _divsi,
    llvm.SRemOp: _remsi, llvm.FAddOp: np.add, llvm.FMulOp: np.multiply, llvm.FSubOp: np.subtract,
}.items():
    handler(_n, pure=True, fuse_between=_n in _INDEX_MATH)(_binary(_f))


_CMPI = {
    0: lambda x, y: x == y, 1: lambda x, y: x != y,
    2: lambda x, y: x < y, 3: lambda x, y: x <= y, 4: lambda x, y: x > y, 5: lambda x, y: x >= y,
    6: lambda x, y: unsigned(x) < unsigned(y), 7: lambda x, y: unsigned(x) <= unsigned(y),
    8: lambda x, y: unsigned(x) > unsigned(y), 9: lambda x, y: unsigned(x) >= unsigned(y),
}


@handler(arith.CmpiOp, llvm.ICmpOp, pure=True)
def _cmpi(p: Prep):
    return _binary(_CMPI[p.op.predicate.value.data])(p)


def _ord(x, y):
    return ~(np.isnan(x) | np.isnan(y))


_CMPF = {
    0: lambda x, y: np.zeros(np.broadcast(x, y).shape, bool),
    1: lambda x, y: x == y, 2: lambda x, y: x > y, 3: lambda x, y: x >= y, 4: lambda x, y: x < y,
    5: lambda x, y: x <= y, 6: lambda x, y: _ord(x, y) & (x != y), 7: _ord,
    8: lambda x, y: ~_ord(x, y) | (x == y), 9: lambda x, y: ~(x <= y), 10: lambda x, y: ~(x < y),
    11: lambda x, y: ~(x >= y), 12: lambda x, y: ~(x > y), 13: lambda x, y: ~(x == y),
    14: lambda x, y: ~_ord(x, y), 15: lambda x, y: np.ones(np.broadcast(x, y).shape, bool),
}


@handler(arith.CmpfOp, pure=True)
def _cmpf(p: Prep):
    return _binary(_CMPF[p.op.predicate.value.data])(p)


@handler(arith.SelectOp, llvm.SelectOp, pure=True)
def _select(p: Prep):
    c, a, b = p.ins
    r = p.outs[0]
    vec = isinstance(p.in_types[1], builtin.VectorType) and not isinstance(p.in_types[0], builtin.VectorType)

    def run(ctx: Context, R: Registers):
        cond = R[c]
        if vec:
            cond = cond.reshape(cond.shape + (1,) * (R[a].ndim - 1))
        R[r] = np.where(cond, R[a], R[b])

    return run


def _elem_dtype(t):
    return np_dtype(t.element_type if isinstance(t, builtin.VectorType) else t)


def _cast(conv):
    def factory(p: Prep):
        (a,) = p.ins
        r = p.outs[0]
        src = _elem_dtype(p.in_types[0])
        dst = _elem_dtype(p.out_types[0])

        def run(ctx: Context, R: Registers):
            R[r] = conv(R[a], src, dst)

        return run

    return factory


def _sext_or_trunc(x, src, dst):
    if src == np.bool_:
        return np.where(x, -1, 0).astype(dst) if dst != np.bool_ else x
    if dst == np.bool_:
        return (x & 1).astype(bool)
    return x.astype(dst)


def _zext_or_trunc(x, src, dst):
    if src == np.bool_:
        return x.astype(dst)
    if dst == np.bool_:
        return (x & 1).astype(bool)
    if dst.itemsize > src.itemsize:
        return unsigned(x).astype(dst)
    return x.astype(dst)


def _float_cast(x, src, dst):
    if src == dst:
        return x
    # ml_dtypes/numpy casts round to nearest even, as arith.truncf does by default.
    if src.itemsize < 4 or dst.itemsize < 4:
        return x.astype(np.float32).astype(dst) if src.itemsize < 4 and dst.itemsize < 4 else x.astype(dst)
    return x.astype(dst)


def _bitcast(x, src, dst):
    return x.view(dst) if x.dtype.itemsize == np.dtype(dst).itemsize else x.astype(dst)


def _fptosi(x, src, dst):
    with np.errstate(all="ignore"):
        return x.astype(np.float64).astype(dst)


def _fptoui(x, src, dst):
    with np.errstate(all="ignore"):
        return x.astype(np.float64).astype(np.dtype(f"u{dst.itemsize}")).view(dst)


def _sitofp(x, src, dst):
    return x.astype(np.float64).astype(dst) if dst.itemsize < 8 else x.astype(dst)


def _uitofp(x, src, dst):
    return unsigned(x).astype(np.float64).astype(dst)


for _n, _f in {
    arith.IndexCastOp: _sext_or_trunc, arith.ExtSIOp: _sext_or_trunc, arith_ext.TruncIOp: _sext_or_trunc,
    arith_ext.IndexCastUIOp: _zext_or_trunc, arith.ExtUIOp: _zext_or_trunc,
    llvm.SExtOp: _sext_or_trunc, llvm.ZExtOp: _zext_or_trunc, llvm.TruncOp: _sext_or_trunc,
    arith.TruncFOp: _float_cast, arith.ExtFOp: _float_cast, llvm.FPTruncOp: _float_cast,
    llvm.FPExtOp: _float_cast,
    arith.BitcastOp: _bitcast, arith.FPToSIOp: _fptosi, arith.FPToUIOp: _fptoui,
    arith.SIToFPOp: _sitofp, arith.UIToFPOp: _uitofp,
}.items():
    handler(_n, pure=True, fuse_between=_n in _INDEX_MATH)(_cast(_f))


@handler(arith.NegfOp, llvm.FNegOp, pure=True)
def _negf(p: Prep):
    return _unary(lambda x, dt: -x)(p)


@handler("math.absf", pure=True)
def _absf(p: Prep):
    return _unary(lambda x, dt: np.abs(x))(p)


@handler("math.exp", pure=True)
def _exp(p: Prep):
    return _unary(lambda x, dt: np.exp(x.astype(np.float64)).astype(x.dtype))(p)


def _floordivsi(x, y):
    with np.errstate(all="ignore"):
        return np.floor_divide(x, np.where(y == 0, 1, y)).astype(x.dtype)


def _ceildivsi(x, y):
    # floor + 1 when inexact: -floor(-x / y) would overflow at x = INT_MIN
    with np.errstate(all="ignore"):
        yy = np.where(y == 0, 1, y)
        return (np.floor_divide(x, yy) + (np.remainder(x, yy) != 0)).astype(x.dtype)


def _ceildivui(x, y):
    ux, uy = unsigned(x), unsigned(y)
    with np.errstate(all="ignore"):
        uy = np.where(uy == 0, 1, uy)
        return ((ux // uy) + (ux % uy != 0)).astype(ux.dtype).view(x.dtype)


for _n, _f in {arith.FloorDivSIOp: _floordivsi, arith.CeilDivSIOp: _ceildivsi,
               arith.CeilDivUIOp: _ceildivui, "arith.remf": np.fmod}.items():
    handler(_n, pure=True)(_binary(_f))


def _math(fn):
    """Elementwise math computed in float64 and rounded once to the result type (correctly
    rounded for sqrt; the GPU's approximate ex2/lg2/rsqrt/tanh instructions may differ in the
    last bits)."""
    return _unary(lambda x, dt: fn(x.astype(np.float64)).astype(x.dtype))


for _n, _f in {"math.sqrt": np.sqrt, "math.rsqrt": lambda v: 1.0 / np.sqrt(v), "math.exp2": np.exp2,
               "math.log": np.log, "math.log2": np.log2, "math.tanh": np.tanh, "math.sin": np.sin,
               "math.cos": np.cos, "math.erf": None}.items():
    if _f is not None:
        handler(_n, pure=True)(_math(_f))
