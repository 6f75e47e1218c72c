"""The operands of an inline-PTX instruction inside a rule (registry.ptx_rule): ``args[N]`` is the
value of ``$N`` (outputs first, then the op's inputs, LLVM's numbering: mgpu.emulator.ptx), and
``ptx.evaluate`` computes an operand expression from them.

Inside a block of value instructions (ptx_block.py) a register holds its bits: an unsigned numpy
array of the register's width (a predicate: bool), one entry per thread or one for all; an
immediate is a Python int. A value rule reads a source as typed lanes (:func:`lanes`: ``f16x2`` ->
shape (n, 2) of float16, the low half first) and returns its result's bits (:func:`lane_bits`)."""

from __future__ import annotations

import re

import numpy as np
from xdsl.dialects import llvm

from mgpu.dialect.diagnostics.emulator import ptx as diag
from mgpu.emulator.lanes import active
from mgpu.emulator.lazy_dtypes import DtypeTable
from mgpu.emulator.machine import Context
from mgpu.emulator.program import Prep
from mgpu.emulator.ptx import Arg, Imm, InlineAsm, Instr, Mem, PtxError, evaluate
from mgpu.emulator.types import UnsupportedType, np_dtype, ptr_space

PTX_TYPES = DtypeTable({
    "f64": np.float64, "f32": np.float32, "f16": np.float16, "bf16": "bfloat16",
    "s64": np.int64, "s32": np.int32, "s16": np.int16, "s8": np.int8,
    "u64": np.uint64, "u32": np.uint32, "u16": np.uint16, "u8": np.uint8,
    "b64": np.uint64, "b32": np.uint32, "b16": np.uint16, "b8": np.uint8,
})
"""PTX fundamental types [PTX91 §5.2.2] -> the numpy type of one lane."""
_UINT = {8: np.uint8, 16: np.uint16, 32: np.uint32, 64: np.uint64}
_TYPE = re.compile(r"(f64|f32|f16|bf16|[sub](?:8|16|32|64))(x2)?")


def ptx_type(ins: Instr) -> str:
    """The instruction's (last) type modifier: ``max.NaN.f16x2`` -> ``f16x2``; PtxError without one."""
    for m in reversed(ins.modifiers):
        if _TYPE.fullmatch(m):
            return m
    raise PtxError(diag.WITHOUT_TYPE.format(opcode=ins.opcode, ins_text=ins.text))


def type_width(name: str) -> int:
    """Register width in bits of a (possibly packed ``x2``) PTX type."""
    return _lane_type(name)[1]


def _lane_type(name: str) -> tuple:
    """(numpy type of one lane, register width in bits, packed x2) of a PTX type (parsed once: the
    value rules ask at every execution)."""
    got = _LANE_TYPES.get(name)
    if got is None:
        m = _TYPE.fullmatch(name)
        t = np.dtype(PTX_TYPES[m.group(1)])
        got = _LANE_TYPES[name] = (t, t.itemsize * 8 * (2 if m.group(2) else 1), bool(m.group(2)))
    return got


_LANE_TYPES: dict = {}


def bits(v, width: int) -> np.ndarray:
    """A register value (array of any integer type or bool, or an int) as ``width``-bit unsigned
    ints (wrapping, two's complement)."""
    a = np.asarray(v)
    if a.dtype.kind == "f":
        raise PtxError(diag.FLOAT_AS_REGISTER_BITS)
    if a.dtype.kind in "iu" and a.dtype.itemsize * 8 == width:  # (already those bits: a view, as register_bits')
        return a.view(_UINT[width]).reshape(-1)
    a = a.astype(np.uint64) & np.uint64((1 << width) - 1) if width < 64 else a.astype(np.uint64)
    return a.astype(_UINT[width]).reshape(-1)


def lanes(v, name: str) -> np.ndarray:
    """A register's bits as its typed lanes: shape (n,) for a scalar type, (n, 2) for ``x2`` (the low
    half first)."""
    t, width, x2 = _lane_type(name)
    x = bits(v, width).view(_UINT[t.itemsize * 8]).view(t)
    return x.reshape(-1, 2) if x2 else x


def lane_bits(x: np.ndarray) -> np.ndarray:
    """The inverse of :func:`lanes`: typed lanes ((n,) or (n, 2)) as register bits."""
    x = np.ascontiguousarray(x)
    width = x.dtype.itemsize * 8 * (x.shape[-1] if x.ndim == 2 else 1)
    return x.view(_UINT[x.dtype.itemsize * 8]).view(_UINT[width]).reshape(-1)


def register_bits(v: np.ndarray) -> np.ndarray:
    """An SSA value as PTX register bits (types.py's representation -> the block's): one register
    per row. A vector (rows of several elements) fills one register, element 0 in the low bits, as
    LLVM bitcasts it to an integer on a little-endian target; jax passes a ``vector<2xi16>`` to an
    ``r`` operand so (fragmented_array.py:2469-2471 at jax-v0.10.2, the i8 -> bf16 conversion)."""
    v = np.ascontiguousarray(v)
    if v.ndim > 1:
        v = v.reshape(v.shape[0], -1)
        width = v.dtype.itemsize * 8 * v.shape[1]
        if v.dtype == np.bool_ or width not in _UINT:
            what = "i1" if v.dtype == np.bool_ else f"{v.dtype.itemsize * 8}-bit"
            raise PtxError(diag.VECTOR_OPERAND.format(n=v.shape[1], what=what))
        return v.view(_UINT[width]).reshape(-1)
    v = v.reshape(-1)
    return v if v.dtype == np.bool_ else v.view(_UINT[v.dtype.itemsize * 8])


def from_register_bits(v, dtype: np.dtype) -> np.ndarray:
    """PTX register bits as an SSA value of numpy type ``dtype`` (the inverse of :func:`register_bits`)."""
    if dtype == np.bool_:
        return np.asarray(v).astype(np.bool_).reshape(-1)
    return bits(v, dtype.itemsize * 8).view(dtype)


def result_dtypes(p: Prep, parsed: InlineAsm) -> list:
    """The numpy type of each output ``$N`` (the op's one result, or a struct of one field per
    output); a located error when they do not match."""
    if not p.out_types:
        return []
    (t,) = p.out_types
    types = list(t.types.data) if isinstance(t, llvm.LLVMStructType) else [t]
    shown = " ".join(parsed.asm.split())
    if len(types) != len(parsed.outputs):
        raise p.error(diag.OUTPUT_COUNT.format(shown=shown, n_outputs=len(parsed.outputs), n_types=len(types)))
    try:
        return [np_dtype(x) for x in types]
    except UnsupportedType as e:
        raise p.error(diag.INLINE_PTX_ERROR.format(shown=shown, e=e)) from None


def set_outputs(R, outs: list, vals: tuple) -> None:
    """Write the outputs' values: the one result, or the struct of them."""
    if outs:
        R[outs[0]] = vals[0] if len(vals) == 1 else vals


def ptx_args(p: Prep, parsed: InlineAsm, R) -> list:
    """args[N] = value of $N: outputs take the value of the input tied to them (or None)."""
    args = [None] * len(parsed.outputs) + [R[s] for s in p.ins]
    for out, i in parsed.ties:
        args[out] = args[i]
    return args


def arg_slots(p: Prep, parsed: InlineAsm) -> list:
    """slots[N] = the register slot that holds $N (an output: that of the input tied to it, or None)."""
    slots = [None] * len(parsed.outputs) + list(p.ins)
    for out, i in parsed.ties:
        slots[out] = slots[i]
    return slots


class LazyArgs:
    """``ptx_args`` read on demand: ``args[N]`` looks up $N's register (an op with many operands,
    such as a wgmma's accumulator list, evaluates only a few)."""

    __slots__ = ("R", "slots")

    def __init__(self, R, slots):
        self.R, self.slots = R, slots

    def __getitem__(self, n):
        s = self.slots[n]
        return None if s is None else self.R[s]


def evaluated(expr, args) -> np.ndarray:
    """An operand's value as an array."""
    return np.asarray(evaluate(expr, args))


def per_thread_value(expr, args, T: int) -> np.ndarray:
    """An operand's value as one entry per thread (shape (T,))."""
    v = evaluate(expr, args)
    if v.__class__ is not np.ndarray:
        v = np.asarray(v)
    if v.ndim != 1:
        v = v.reshape(-1) if v.ndim else v.reshape(1)
    if v.shape[0] == T:
        return v
    return v.repeat(T) if v.shape[0] == 1 else np.broadcast_to(v, (T,))


def values_at(expr, args, idx: np.ndarray) -> np.ndarray:
    """The operand's values at the threads ``idx`` (one value when all threads share it)."""
    v = evaluate(expr, args)
    v = (v if v.__class__ is np.ndarray else np.asarray(v)).reshape(-1)
    return v if v.size == 1 else v[idx]


def acting(ctx: Context, ins: Instr, args) -> np.ndarray:
    """Threads that execute the instruction: active, and its predicate (``@p``) true."""
    pred = None if ins.predicate is None else per_thread_value(ins.predicate, args, ctx.T).astype(bool)
    return active(ctx, pred)


def fixed_operands(p: Prep, parsed: InlineAsm, exprs) -> bool:
    """Whether the operands' values are a function of the warpgroup key (program.Program.static):
    immediates, and arguments bound to constants or static values (Mosaic's barrier ids and
    thread counts: constants, or the warpgroup index + 1)."""
    n_out, prog = len(parsed.outputs), p.prog
    return all(isinstance(e, Imm) or isinstance(e, Arg) and e.n >= n_out and (
        p.ins[e.n - n_out] in prog.consts or p.ins[e.n - n_out] in prog.static) for e in exprs)


def operand_space(p: Prep, parsed: InlineAsm, expr) -> str | None:
    """The address space of the pointer an address operand (``[$N]``) passes, or None when it is not
    a pointer input (an integer register, or an expression the block computes)."""
    a = expr.addr if isinstance(expr, Mem) else expr
    if not isinstance(a, Arg) or a.n < len(parsed.outputs):
        return None
    t = p.in_types[a.n - len(parsed.outputs)]
    return ptr_space(t) if isinstance(t, llvm.LLVMPointerType) else None
