"""C's printf formatting of ``gpu.printf``, as the GPU prints it.

MLIR lowers ``gpu.printf`` to a call of CUDA's ``vprintf(format, buffer)``
(mlir/lib/Conversion/GPUCommon/GPUOpsLowering.cpp, GPUPrintfOpToVPrintfLowering): the arguments
are stored in a struct, each float ``fpext``-ed to f64 as C's varargs promotion does, each
integer (and index, i64 once lowered) at its own width, not promoted. The CUDA driver formats the
buffer on the host with C's printf, reading each conversion's argument at the size the conversion
names (int: 4 bytes; l, ll: 8 bytes, LP64; a floating conversion: a double).

What CUDA's printf takes is narrower than C's (CUDA C++ Programming Guide, "Formatted Output",
Format Specifiers and Limitations): the types %cdiouxXpeEfgGaAs, the sizes h l ll, at most 32
arguments (the conversions past them are printed as written). The guide also says CUDA takes any
combination of size and type, reading "%hd" as a double: so mgpu formats only the conversions
whose reading is not in doubt (d i u o x X c with no size, l or ll; e E f g G a A with no size or
l; %%), and refuses the others (h, hh, z, j, t, L, %F) rather than guess.

So an argument is one of three things to ``vprintf`` (``Slot``): a 4-byte int (i32), an 8-byte int
(i64, index) or a double (f16, bf16, f32, f64). A conversion whose argument is not what it reads (an
i8 or i16 that MLIR passes as 1 or 2 bytes, %d of an i64, %f of an integer, too few arguments) is
undefined behaviour in C: refused, naming the conversion and the argument, never guessed. So are
the conversions mgpu does not format (%s and %p: a GPU pointer; %n: a write; '*' widths, positional
%1$d, glibc's ' and I flags) and a conversion of a 33rd argument. Arguments beyond the last
conversion are ignored, as C says (C11 7.21.6.1p2). One exception: in a printf without arguments,
a '%' that starts no conversion C has ("acc % 2\n": flag ' ', width 2, then a newline) is printed as
it stands, as glibc does and as CUDA does: jax's test_cond asserts that the GPU prints "acc % 2"
(tests/pallas/mosaic_gpu_test.py:2344 at jax-v0.10.2); with arguments, which of them the rest of
the format reads would be in doubt, so it is refused.

Formatting follows C11 7.21.6.1 and glibc: inf / nan spelled "inf", "-inf", "nan", "-nan" (the
sign of a NaN is printed), upper case for the E G A conversions, padded with spaces even with the
0 flag; %a as glibc prints it (1.hhh with trailing zeros removed, subnormals as 0x0.hhhp-1022,
rounding to nearest, ties to even, with a precision). tests/emulator/test_printf_format.py
compares these with glibc's own snprintf.
"""

from __future__ import annotations

import math
import re
import struct
from dataclasses import dataclass

from xdsl.dialects.builtin import BFloat16Type, Float16Type, Float32Type, Float64Type, IndexType, IntegerType
from xdsl.ir import Attribute

from mgpu.dialect.diagnostics.emulator.run import (
    PRINTF_ARGUMENT_MISMATCH,
    PRINTF_ARGUMENT_TYPE,
    PRINTF_CHAR_NOT_ASCII,
    PRINTF_CONVERSION_UNSUPPORTED,
    PRINTF_MISSING_ARGUMENT,
    PRINTF_TOO_MANY_ARGUMENTS,
)
from mgpu.emulator.errors import EmulatorError

INT4, INT8, DOUBLE = "a 4-byte int", "an 8-byte int", "a double"
"""What a conversion reads, and what an argument is, in ``vprintf``'s buffer (``Slot``)."""

_INTEGER_CONVERSIONS = "diouxXc"
_FLOAT_CONVERSIONS = "eEfgGaA"
_INTEGER_SIZES = ("", "l", "ll")
_C_CONVERSIONS = "diouxXcCsSpneEfFgGaAm%"  # every conversion C (and glibc) has
MAX_ARGUMENTS = 32  # CUDA's printf (CUDA C++ Programming Guide, "Formatted Output", Limitations)
_SPEC = re.compile(r"%(?P<flags>[-+ #0]*)(?P<width>\d*)(?:\.(?P<precision>\d*))?"
                   r"(?P<length>hh|h|ll|l|z|j|t|L|q)?(?P<conv>.?)", re.DOTALL)


class FormatError(EmulatorError):
    """A format the emulator does not run (raised when the printf runs, located there): the
    message says which conversion and argument."""


@dataclass(frozen=True)
class Conversion:
    """One ``%...`` of the format: ``text`` as written, and the argument it reads (``slot``, None for %%)."""

    text: str
    flags: str
    width: int
    precision: int | None
    length: str
    conv: str

    @property
    def slot(self) -> str | None:
        if self.conv == "%":
            return None
        if self.conv in _FLOAT_CONVERSIONS:
            return DOUBLE
        return INT8 if self.length else INT4


def argument_slot(ty: Attribute) -> str | None:
    """What ``vprintf`` receives for an argument of MLIR type ``ty`` (None: no C type reads it)."""
    if isinstance(ty, IndexType):
        return INT8
    if isinstance(ty, IntegerType):
        return {32: INT4, 64: INT8}.get(ty.width.data)
    if isinstance(ty, Float16Type | BFloat16Type | Float32Type | Float64Type):
        return DOUBLE
    return None


def parse(fmt: str, as_written: bool = False) -> list[str | Conversion]:
    """The format as literal text and conversions, refusing what mgpu does not format; with
    ``as_written`` (a printf without arguments), a '%' that starts no conversion C has (and names no
    size, which glibc would read as one) is text."""
    out: list[str | Conversion] = []
    pos = 0
    while (k := fmt.find("%", pos)) >= 0:
        if k > pos:
            out.append(fmt[pos:k])
        m = _SPEC.match(fmt, k)
        assert m is not None  # (every part of the pattern may be empty)
        conv, length = m["conv"], m["length"] or ""
        text = m.group(0)
        if as_written and not length and (not conv or conv not in _C_CONVERSIONS):
            out.append(text)
            pos = m.end()
            continue
        bad = (not conv or conv not in _INTEGER_CONVERSIONS + _FLOAT_CONVERSIONS + "%"
               or length not in _INTEGER_SIZES or (conv == "c" and length)
               or (conv in _FLOAT_CONVERSIONS and length == "ll")
               or (conv == "%" and text != "%%"))
        if bad:
            raise FormatError(PRINTF_CONVERSION_UNSUPPORTED.format(conv=text.encode("unicode_escape").decode()))
        precision = None if m["precision"] is None else int(m["precision"] or 0)
        out.append(Conversion(text, m["flags"], int(m["width"] or 0), precision, length, conv))
        pos = m.end()
    if pos < len(fmt):
        out.append(fmt[pos:])
    return out


def check(pieces: list[str | Conversion], types: list[Attribute]) -> None:
    """Refuse a format whose conversions do not read the arguments MLIR passes (``types``)."""
    n = 0
    for c in pieces:
        if isinstance(c, str) or c.slot is None:
            continue
        if n >= MAX_ARGUMENTS:
            raise FormatError(PRINTF_TOO_MANY_ARGUMENTS.format(conv=c.text, index=n, most=MAX_ARGUMENTS))
        if n >= len(types):
            raise FormatError(PRINTF_MISSING_ARGUMENT.format(conv=c.text, index=n, given=len(types)))
        got = argument_slot(types[n])
        if got is None:
            raise FormatError(PRINTF_ARGUMENT_TYPE.format(conv=c.text, index=n, type=types[n]))
        if got != c.slot:
            raise FormatError(PRINTF_ARGUMENT_MISMATCH.format(conv=c.text, reads=c.slot, index=n, type=types[n],
                                                              passed=got))
        n += 1


def parse_or_error(fmt: str, types: list[Attribute]) -> list[str | Conversion] | FormatError:
    """``parse`` and ``check``: the pieces, or the refusal to raise if the printf runs (C leaves
    only the execution of a bad printf undefined)."""
    try:
        pieces = parse(fmt, as_written=not types)
        check(pieces, types)
    except FormatError as e:
        return e
    return pieces


def render(pieces: list[str | Conversion], values: list) -> str:
    """The text C's printf writes for ``pieces`` (``check``-ed) with ``values``: Python ints (the
    argument's bits, any sign) and floats, in argument order."""
    out = []
    n = 0
    for c in pieces:
        if isinstance(c, str):
            out.append(c)
        elif c.slot is None:
            out.append("%")
        else:
            v = values[n]
            n += 1
            out.append(_float(c, float(v)) if c.slot == DOUBLE else _integer(c, int(v)))
    return "".join(out)


# ---- integers (C11 7.21.6.1p8: d i o u x X c) --------------------------------------------------

def _integer(c: Conversion, v: int) -> str:
    bits = 64 if c.length else 32
    v &= (1 << bits) - 1
    if c.conv == "c":  # the int converted to unsigned char
        v &= 0xFF
        if v >= 0x80:
            raise FormatError(PRINTF_CHAR_NOT_ASCII.format(conv=c.text, value=v))
        return _pad(c, "", chr(v), zeros=False)
    sign = ""
    if c.conv in "di":
        if v >= 1 << (bits - 1):
            v -= 1 << bits
        sign = "-" if v < 0 else "+" if "+" in c.flags else " " if " " in c.flags else ""
        v = abs(v)
    digits = {"o": f"{v:o}", "x": f"{v:x}", "X": f"{v:X}"}.get(c.conv, str(v))
    if c.precision is not None:  # the minimum number of digits; .0 prints no digit for 0
        digits = "" if c.precision == 0 and v == 0 else digits.rjust(c.precision, "0")
    prefix = sign
    if "#" in c.flags:
        if c.conv == "o" and not digits.startswith("0"):
            digits = "0" + digits
        elif c.conv in "xX" and v:
            prefix = "0" + c.conv
    return _pad(c, prefix, digits, zeros=c.precision is None)


def _pad(c: Conversion, prefix: str, body: str, zeros: bool) -> str:
    """``prefix + body`` padded to the width: left-justified with '-', zeros after the prefix with
    the 0 flag (where ``zeros``: not for an integer with a precision, nor inf / nan), else spaces."""
    fill = c.width - len(prefix) - len(body)
    if fill <= 0:
        return prefix + body
    if "-" in c.flags:
        return prefix + body + " " * fill
    if "0" in c.flags and zeros:
        return prefix + "0" * fill + body
    return " " * fill + prefix + body


# ---- floating point (C11 7.21.6.1p8: f F e E g G a A) ------------------------------------------

def _float(c: Conversion, x: float) -> str:
    negative = math.copysign(1.0, x) < 0
    sign = "-" if negative else "+" if "+" in c.flags else " " if " " in c.flags else ""
    upper = c.conv.isupper()
    if not math.isfinite(x):
        word = "nan" if math.isnan(x) else "inf"
        return _pad(c, sign, word.upper() if upper else word, zeros=False)
    if c.conv in "aA":
        body = _hex_float(abs(x), c.precision, "#" in c.flags)
        prefix, body = body[:2], body[2:]
        return _pad(c, sign + (prefix.upper() if upper else prefix), body.upper() if upper else body, zeros=True)
    # Python's %-formatting of e f g is C's (correctly rounded, the same flags) for finite values
    spec = "%" + c.flags.replace("+", "").replace(" ", "").replace("-", "").replace("0", "")
    if c.precision is not None:
        spec += f".{c.precision}"
    body = (spec + c.conv) % abs(x)
    return _pad(c, sign, body, zeros=True)


def _hex_float(x: float, precision: int | None, alternate: bool) -> str:
    """glibc's %a of a non-negative finite double, without the sign: "0x1.8p+1"."""
    bits = struct.unpack("<Q", struct.pack("<d", x))[0]
    exponent, mantissa = bits >> 52, bits & ((1 << 52) - 1)
    if exponent == 0:  # zero and subnormals: 0x0.hhh, exponent -1022 (0 for zero)
        lead, exp = 0, -1022 if mantissa else 0
    else:
        lead, exp = 1, exponent - 1023
    frac_digits = 13
    if precision is not None and precision < frac_digits:
        drop = 4 * (frac_digits - precision)
        whole = (lead << 52) | mantissa
        q, r = divmod(whole, 1 << drop)
        half = 1 << (drop - 1)
        if r > half or (r == half and q & 1):
            q += 1
        lead, mantissa, frac_digits = q >> (4 * precision), q & ((1 << (4 * precision)) - 1), precision
    frac = f"{mantissa:0{frac_digits}x}" if frac_digits else ""
    if precision is None:
        frac = frac.rstrip("0")
    elif precision > frac_digits:
        frac = frac.ljust(precision, "0")
    point = "." if frac or alternate else ""
    return f"0x{lead:x}{point}{frac}p{exp:+d}"
