"""Floating-point (and the integer forms of) min/max, abs and sub of inline-asm blocks (value rules,
registry.ptx_value; run by ptx_block.py), on f32, f16, bf16 and their packed x2 forms. Sections of
the PTX ISA 9.1 in brackets; docs/design/numerics.md ("inline PTX") states each rule's numerics.
Every result is the ISA's, bit for bit (min/max/abs select or change a sign; sub rounds correctly).
"""

from __future__ import annotations

import numpy as np

from mgpu.dialect.diagnostics.emulator import ptx as diag
from mgpu.emulator.handlers.packed_bytes import packed_bytes, packed_bytes_type
from mgpu.emulator.handlers.ptx_operands import PTX_TYPES, bits, lane_bits, lanes, ptx_type, type_width
from mgpu.emulator.handlers.registry import ptx_value
from mgpu.emulator.ptx import Instr, PtxError

FLOATS = ("f32", "f16", "bf16")
_CANONICAL_NAN = {np.dtype(np.float32): 0x7FFFFFFF, np.dtype(np.float16): 0x7FFF, "bfloat16": 0x7FFF}
"""The canonical NaN of each type (by name: bfloat16 is ml_dtypes') [PTX91 §9.7.3 and §9.7.4: the NaN
the floating-point instructions produce]."""


def float_type(ins: Instr, modifiers: tuple = ()) -> str:
    """The instruction's float type (f32, f16, bf16 or their x2), refusing any modifier besides
    ``modifiers``."""
    t = ptx_type(ins)
    extra = [m for m in ins.modifiers if m not in modifiers and m != t]
    if t.removesuffix("x2") not in FLOATS or t == "f32x2" or extra:
        raise PtxError(diag.MODIFIERS_UNSUPPORTED.format(opcode=ins.opcode, modifiers='.'.join(ins.modifiers)))
    return t


def canonical_nan(x: np.ndarray) -> np.ndarray:
    """``x`` with every NaN replaced by its type's canonical NaN (``x`` itself when it has none: a value
    rule's result is one per execution, and counting is cheaper than numpy's ``where``)."""
    nan = np.isnan(x)
    return np.where(nan, _typed_constants(x.dtype)[0], x) if np.count_nonzero(nan) else x


def _typed_constants(dtype: np.dtype) -> tuple:
    """(the canonical NaN, a 0-d array of the type; the smallest normal magnitude) of a float type (made
    once: the value rules ask at every execution)."""
    got = _CONSTANTS.get(dtype)
    if got is None:
        nan = np.array(_CANONICAL_NAN.get(dtype) or _CANONICAL_NAN[dtype.name], np.uint64)
        got = _CONSTANTS[dtype] = (nan.astype(f"u{dtype.itemsize}").view(dtype), float(_finfo(dtype).tiny))
    return got


def _finfo(dtype: np.dtype):
    if dtype in _NATIVE:  # (ml_dtypes is imported only for its own types: lazy_dtypes.py)
        return np.finfo(dtype)
    import ml_dtypes

    return ml_dtypes.finfo(dtype)


_CONSTANTS: dict = {}


def flush(x: np.ndarray) -> np.ndarray:
    """.ftz: subnormal values become zero of the same sign [PTX91 §9.7.3, "Subnormal numbers"]."""
    small = np.abs(_comparable(x)) < _typed_constants(x.dtype)[1]
    return np.where(small, np.copysign(np.zeros_like(x), x), x) if np.count_nonzero(small) else x


def _comparable(x: np.ndarray) -> np.ndarray:
    """``x`` in a type numpy compares exactly: itself for f32 and f16 (their comparisons, and with a
    constant of their own type, are exact), float64 for ml_dtypes' types."""
    return x if x.dtype in _NATIVE else x.astype(np.float64)


_NATIVE = (np.dtype(np.float32), np.dtype(np.float16))


@ptx_value("max", "min")
def min_max(ins: Instr):
    """max/min[.NaN].{f32,f16,bf16}[x2] [§9.7.3.11-12, §9.7.4.7-8]: -0.0 is below +0.0; a NaN
    operand gives the canonical NaN with .NaN, else the other operand (two NaNs: the canonical NaN).
    max/min.{s,u}{16,32,64} and .{s,u}16x2 [§9.7.1.10-11]: per lane; .{s,u}8x4: packed_bytes.py."""
    if t := packed_bytes_type(ins):
        return packed_bytes(ins, t)
    t = ptx_type(ins)
    is_max = ins.opcode == "max"
    if t[0] in "su":
        if len(ins.modifiers) > 1 or t.endswith("x2") and t[1:3] != "16":
            raise PtxError(diag.MODIFIERS_UNSUPPORTED.format(opcode=ins.opcode, modifiers='.'.join(ins.modifiers)))
        fn = np.maximum if is_max else np.minimum
        return lambda a, b: lane_bits(fn(*np.broadcast_arrays(lanes(a, t), lanes(b, t))))
    t = float_type(ins, ("NaN", "ftz") if t in ("f32", "f16", "f16x2") else ("NaN",))
    ftz = "ftz" in ins.modifiers
    nan_mode = "NaN" in ins.modifiers
    # numpy's maximum / minimum return an operand, or a NaN where either is; without .NaN the other operand is
    # taken where one is a NaN (not numpy's fmax / fmin: where they do not run vectorised, a signaling NaN gives
    # a NaN, C's fmax). Equal operands are the same bits but for -0.0 and +0.0: max is the AND of the two's bits
    # (+0.0 if either is), min the OR.
    pick = np.maximum if is_max else np.minimum
    signed_zero = np.bitwise_and if is_max else np.bitwise_or

    def run(a, b):
        x, y = lanes(a, t), lanes(b, t)
        if ftz:
            x, y = flush(x), flush(y)
        r = pick(x, y)
        if not nan_mode and np.count_nonzero(np.isnan(r)):
            r = np.where(np.isnan(x), y, np.where(np.isnan(y), x, r))
        same = _comparable(x) == _comparable(y)
        if np.count_nonzero(same):
            u = np.dtype(f"u{x.dtype.itemsize}")
            r = np.where(same, signed_zero(x.view(u), y.view(u)).view(x.dtype), r)
        return lane_bits(canonical_nan(r))

    # The rule is the join of a total order (.NaN: -inf < ... < -0.0 < +0.0 < ... < +inf < NaN, every NaN the
    # canonical one; without .NaN a NaN is below every number; min the reverse order), after .ftz's flush (of a
    # flushed value: itself): associative, commutative and idempotent, so any chain of it over some registers is
    # their join, computed at once (fold_chains.py).
    lane_tail = (2,) if t.endswith("x2") else ()
    lane_type = None if lane_tail else np.dtype(PTX_TYPES[t])
    below = -np.inf if is_max else np.inf  # (without .NaN, a NaN counts as the bottom of the order)

    def reduce(u: np.ndarray) -> np.ndarray:
        """Registers' bits (L, ...) -> the bits (...) of any chain of the instruction over the L at each place; of
        a type of one lane, its values (L, ...) -> the values (...)."""
        typed = u.dtype == lane_type
        x = u if typed else lanes(u, t).reshape(*u.shape, *lane_tail)
        if ftz:
            x = flush(x)
        c = _comparable(x)
        every_nan = None
        if not nan_mode:
            nan = np.isnan(c)
            if np.count_nonzero(nan):
                c, every_nan = np.where(nan, below, c).astype(c.dtype, copy=False), nan.all(axis=0)
        r = pick.reduce(c, axis=0)
        if every_nan is not None:
            r = np.where(every_nan, np.nan, r).astype(r.dtype, copy=False)
        if np.count_nonzero(r == 0):  # (the zeros' bits ANDed or ORed: max is +0.0 if any is, min -0.0)
            lane = np.dtype(f"u{x.dtype.itemsize}")
            identity = np.array(np.iinfo(lane).max if is_max else 0, lane)  # (of AND: all ones; of OR: none)
            z = signed_zero.reduce(np.where(c == 0, x.view(lane), identity), axis=0)
            r = np.where(r == 0, z.view(x.dtype), r.astype(x.dtype, copy=False))
        r = canonical_nan(r.astype(x.dtype, copy=False))
        return r if typed else lane_bits(r.reshape(-1, *lane_tail)).reshape(u.shape[1:])

    run.reduce = reduce
    return run


@ptx_value("abs")
def abs_(ins: Instr):
    """abs.{f32,f16,bf16}[x2] [§9.7.3.9, §9.7.4.6]: the sign bit cleared (a NaN stays a NaN: "NaN
    input yields unspecified NaN"); .ftz (f32, f16) flushes a subnormal to +0. abs.{s16,s32,s64}
    [§9.7.1.9]: wraps (abs of the minimum is itself)."""
    t = ptx_type(ins)
    if t[0] == "s" and not t.endswith("x2") and len(ins.modifiers) == 1:
        w = type_width(t)
        return lambda a: bits(np.abs(lanes(a, t).astype(np.int64)), w)
    t = float_type(ins, ("ftz",) if t in ("f32", "f16", "f16x2") else ())
    lane = np.dtype(f"u{np.dtype(PTX_TYPES[t.removesuffix('x2')]).itemsize}")
    magnitude = lane.type((1 << (lane.itemsize * 8 - 1)) - 1)
    ftz = "ftz" in ins.modifiers

    def run(a):
        x = lanes(a, t)
        return lane_bits((flush(x) if ftz else x).view(lane) & magnitude)

    return run


@ptx_value("sub")
def sub(ins: Instr):
    """sub[.rn].{f32,f16,bf16}[x2] [§9.7.3.4, §9.7.4.2]: a - b rounded to nearest even, a NaN result
    canonical; .ftz flushes subnormal operands and results. Computed in float64 and rounded to the
    type: the correctly rounded difference, float64 having more than 2p + 2 bits for p-bit types.
    sub.{s,u}8x4: packed_bytes.py."""
    if t := packed_bytes_type(ins):
        return packed_bytes(ins, t)
    t = ptx_type(ins)
    t = float_type(ins, ("rn", "ftz") if t.removesuffix("x2") in ("f32", "f16") else ("rn",))
    dt = PTX_TYPES[t.removesuffix("x2")]
    ftz = "ftz" in ins.modifiers

    def run(a, b):
        x, y = lanes(a, t), lanes(b, t)
        if ftz:
            x, y = flush(x), flush(y)
        with np.errstate(all="ignore"):
            r = (x.astype(np.float64) - y.astype(np.float64)).astype(dt)
        return lane_bits(canonical_nan(flush(r) if ftz else r))

    return run
