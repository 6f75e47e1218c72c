"""arith dialect: integer ops wrap modulo 2^width, unsigned ops reinterpret the bits."""

from __future__ import annotations

import numpy as np
from xdsl.dialects import arith, builtin, llvm

from mgpu.dialect import arith_ext
from mgpu.dialect.diagnostics.emulator import run as diag
from mgpu.emulator.f16_rounding import f32_to_f16
from mgpu.emulator.handler_spec import Registers
from mgpu.emulator.handlers.registry import handler
from mgpu.emulator.sub_byte_buffers import sub_byte_bits, unsigned_sub_byte
from mgpu.emulator.machine import Context
from mgpu.emulator.program import Prep
from mgpu.emulator.rounding import sum_to_odd
from mgpu.emulator.types import np_dtype

_UNSIGNED = {np.dtype(np.int8): np.uint8, np.dtype(np.int16): np.uint16, np.dtype(np.int32): np.uint32,
             np.dtype(np.int64): np.uint64, np.dtype(np.bool_): np.bool_}


def _bits(dt: np.dtype) -> int:
    """The width of an integer dtype in the IR (ml_dtypes' sub-byte types hold theirs in a byte)."""
    return sub_byte_bits(dt) or dt.itemsize * 8


def unsigned(x: np.ndarray) -> np.ndarray:
    u = _UNSIGNED.get(x.dtype) or unsigned_sub_byte(x.dtype)
    return x if u is None else x.view(u)


def wrap_int(value: int, dtype) -> np.ndarray:
    """A Python int as a (1,) array of the integer dtype, wrapping modulo 2^width."""
    dt = np.dtype(dtype)
    if dt == np.bool_:
        return np.array([bool(value & 1)])
    bits = _bits(dt)
    v = int(value) & ((1 << bits) - 1)
    return np.array([v], dtype=np.dtype(f"u{dt.itemsize}")).view(dt)


def const_value(attr, t) -> np.ndarray:
    """The (1, *shape) value of a constant attribute of type t."""
    if isinstance(t, builtin.VectorType) or isinstance(t, builtin.TensorType):
        dt = np_dtype(t.element_type)
        shape = tuple(t.get_shape())
        vals = attr.get_values() if hasattr(attr, "get_values") else None
        if vals is None:
            raise TypeError(diag.UNSUPPORTED_CONSTANT.format(attr=attr))
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
    raise TypeError(diag.UNSUPPORTED_CONSTANT.format(attr=attr))


@handler(arith.ConstantOp, llvm.ConstantOp)
def _constant(p: Prep):
    p.prog.consts[p.outs[0]] = const_value(p.prop("value"), p.out_types[0])
    return None


def elementwise(fn):
    """The factory of an op whose result is ``fn(*operand values)``, numpy-broadcast over threads
    and vector elements."""

    def factory(p: Prep):
        ins = p.ins
        r = p.outs[0]
        if len(ins) == 1:
            (a,) = ins

            def run(ctx: Context, R: Registers):
                R[r] = fn(R[a])
        elif len(ins) == 2:
            a, b = ins

            def run(ctx: Context, R: Registers):
                R[r] = fn(R[a], R[b])
        else:
            def run(ctx: Context, R: Registers):
                R[r] = fn(*(R[i] for i in ins))

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
    handler(_n, pure=True, fuse_between=_n in _INDEX_MATH)(elementwise(_f))


COMBINING_KINDS = {
    "add": _add, "mul": _mul, "minui": _minui, "minsi": np.minimum, "maxui": _maxui, "maxsi": np.maximum,
    "and": np.bitwise_and, "or": np.bitwise_or, "xor": np.bitwise_xor,
    "minimumf": _minf(np.minimum), "maximumf": _maxf(np.maximum),
    "minnumf": _minf(np.fmin), "maxnumf": _maxf(np.fmax),
}
"""``#vector.kind<...>`` -> its elementwise combining function: what arith op each kind is
(MLIR's vector::makeArithReduction; float add/mul as arith.addf/mulf, rounded each step)."""


_CMPI = {
    0: lambda x, y: x == y, 1: lambda x, y: x != y,
    2: lambda x, y: x < y, 3: lambda x, y: x <= y, 4: lambda x, y: x > y, 5: lambda x, y: x >= y,
    6: lambda x, y: unsigned(x) < unsigned(y), 7: lambda x, y: unsigned(x) <= unsigned(y),
    8: lambda x, y: unsigned(x) > unsigned(y), 9: lambda x, y: unsigned(x) >= unsigned(y),
}


@handler(arith.CmpiOp, llvm.ICmpOp, pure=True)
def _cmpi(p: Prep):
    return elementwise(_CMPI[p.op.predicate.value.data])(p)


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
    return elementwise(_CMPF[p.op.predicate.value.data])(p)


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
    if _bits(dst) > _bits(src):  # (i4 / i2 are a byte wide here, 4 / 2 bits in the IR)
        return unsigned(x).astype(dst)
    return x.astype(dst)


def _float_cast(x, src, dst):
    if src == dst:
        return x
    # ml_dtypes/numpy casts round to nearest even, as arith.truncf does by default.
    if src.itemsize < 4 and dst.itemsize < 4:
        x = x.astype(np.float32)
    if dst == np.float16 and x.dtype == np.float32:
        return f32_to_f16(x)  # (numpy's own bits, without its cost on what underflows)
    return x.astype(dst)


def _bitcast(x, src, dst):
    return x.view(dst) if x.dtype.itemsize == np.dtype(dst).itemsize else x.astype(dst)


def _saturating_int(x, lo: float, hi: float, dst):
    """Float -> integer as PTX's ``cvt.rzi`` converts (PTX ISA, cvt: a float-to-integer conversion
    saturates to the destination range and gives 0 for NaN), which is what NVPTX selects for
    LLVM's fptosi/fptoui; LLVM itself makes an out-of-range conversion poison."""
    with np.errstate(invalid="ignore"):
        t = np.clip(np.trunc(x.astype(np.float64)), lo, hi)
        t = np.where(np.isnan(t), 0.0, t)
        if dst == np.bool_:
            return t != 0
        top = t >= hi  # float(2^63 - 1) is 2^63: the largest integer is written, not converted
        return np.where(top, np.iinfo(dst).max, np.where(top, 0.0, t).astype(dst)).astype(dst)


def _fptosi(x, src, dst):
    if dst == np.bool_:  # i1 is signed: its values are -1 and 0
        return _saturating_int(x, -1.0, 0.0, dst)
    info = np.iinfo(dst)
    return _saturating_int(x, float(info.min), float(info.max), dst)


def _fptoui(x, src, dst):
    if dst == np.bool_:
        return _saturating_int(x, 0.0, 1.0, dst)
    u = np.dtype(f"u{dst.itemsize}")
    return _saturating_int(x, 0.0, float(np.iinfo(u).max), u).view(dst)


def _int_to_float(v, dst):
    """One rounding to nearest even (cvt.rn): float64 holds every integer of up to 32 bits exactly,
    numpy converts 64-bit ones to f32/f64 correctly rounded, and to the narrower floats the two
    32-bit halves are summed rounded to odd first (rounding.py)."""
    if v.dtype.itemsize < 8:
        return v.astype(np.float64).astype(dst)
    if dst in (np.float32, np.float64):
        return v.astype(dst)
    high = (v >> 32).astype(np.float64) * 2.0 ** 32
    return sum_to_odd(high, (v & 0xFFFFFFFF).astype(np.float64)).astype(dst)


def _sitofp(x, src, dst):
    return _int_to_float(-x.astype(np.int8) if src == np.bool_ else x, dst)  # i1 true is -1


def _uitofp(x, src, dst):
    return _int_to_float(x.astype(np.uint8) if src == np.bool_ else unsigned(x), dst)


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
    return elementwise(np.negative)(p)


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


def _remf(x, y):
    # MLIR defines arith.remf as C's fmod (exact); docs/design/numerics.md says what NVPTX's
    # lowering of LLVM's frem computes instead, and when the two can differ
    with np.errstate(all="ignore"):
        return np.fmod(x, y)


for _n, _f in {arith.FloorDivSIOp: _floordivsi, arith.CeilDivSIOp: _ceildivsi,
               arith.CeilDivUIOp: _ceildivui, arith_ext.RemFOp: _remf}.items():
    handler(_n, pure=True)(elementwise(_f))
