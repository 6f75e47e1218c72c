"""C's printf conversions of gpu.printf (mgpu/emulator/printf_format.py) against glibc's own
snprintf (ctypes), which formats what CUDA's vprintf receives on a Linux host."""

from __future__ import annotations

import ctypes
import ctypes.util
import itertools

import pytest
from xdsl.dialects.builtin import i32

from mgpu.emulator.printf_format import DOUBLE, INT8, FormatError, check, parse, render

_LIBC = ctypes.util.find_library("c")
libc = ctypes.CDLL(_LIBC) if _LIBC else None
pytestmark = pytest.mark.skipif(libc is None or not hasattr(libc, "gnu_get_libc_version"),
                                reason="needs glibc to compare with")

FLAGS = ["", "-", "+", " ", "#", "0", "-#", "+0", " 0#"]


def _glibc(fmt: str, value) -> str:
    buf = ctypes.create_string_buffer(512)
    slot = parse(fmt)[0].slot
    arg = (ctypes.c_double(value) if slot == DOUBLE else ctypes.c_longlong(value) if slot == INT8
           else ctypes.c_int(value))
    libc.snprintf(buf, len(buf), fmt.encode(), arg)
    return buf.value.decode()


def _same(fmt: str, value):
    assert render(parse(fmt), [value]) == _glibc(fmt, value), fmt


@pytest.mark.parametrize("conv", "diouxX")
def test_integers_match_glibc(conv):
    values = [0, 1, -1, 255, -129, 65535, 2**31 - 1, -2**31]
    for flags, width, precision in itertools.product(FLAGS, ["", "6"], ["", ".0", ".4"]):
        for v in values:
            _same(f"%{flags}{width}{precision}{conv}", v)


@pytest.mark.parametrize("length", ["l", "ll"])
def test_eight_byte_integers_match_glibc(length):
    for conv, flags, v in itertools.product("dux", ["", "+", "#", "020"], [2**63 - 1, -2**63, -5, 2**40]):
        _same(f"%{flags}{length}{conv}", v)


@pytest.mark.parametrize("conv", "eEfgG")
def test_floats_match_glibc(conv):
    values = [0.0, -0.0, 1.5, 0.1, 1 / 3, 123456.789, 1e300, 2.5e-310, 9.9999996, 0.5, 2.5, 1e-5]
    for flags, width, precision in itertools.product(FLAGS, ["", "12"], ["", ".0", ".3", ".17"]):
        for v in values:
            _same(f"%{flags}{width}{precision}{conv}", v)
            _same(f"%{flags}{width}{precision}l{conv}", -v)


@pytest.mark.parametrize("conv", "fEgA")
def test_inf_and_nan_are_spelled_as_glibc_does(conv):
    """"inf" / "nan" (upper case for E G A), the sign of a NaN printed ("-nan"), spaces even with 0."""
    for flags, v in itertools.product(FLAGS, [float("inf"), -float("inf"), float("nan"), -float("nan")]):
        _same(f"%{flags}8{conv}", v)


@pytest.mark.parametrize("conv", "aA")
def test_hex_floats_match_glibc(conv):
    """glibc's %a: trailing zeros dropped, subnormals as 0x0.hhhp-1022, a precision rounds to
    nearest, ties to even (0x1.8p+0 to 0x2p+0 with .0)."""
    values = [0.0, -0.0, 1.0, 1.5, 2.5, 3.0, 0.1, 1e300, 5e-324, 2.5e-310, 1 + 2**-52, 1.03125, 1.09375]
    for flags, width, precision in itertools.product(FLAGS, ["", "20"], ["", ".0", ".1", ".2", ".15"]):
        for v in values:
            _same(f"%{flags}{width}{precision}{conv}", v)


def test_char_and_percent_match_glibc():
    for fmt, v in [("%c", 65), ("%-3c", 97), ("%5c", 0x33), ("%c", 0x141)]:
        _same(fmt, v)
    assert render(parse("100%% %d%%"), [7]) == "100% 7%"


@pytest.mark.parametrize("fmt", ["%s", "%p", "%n", "%Lf", "%*d", "%.*f", "%1$d", "%'d", "%lc", "%hf", "%y", "%",
                                 "%5%", "%hd", "%hhx", "%zu", "%jd", "%td", "%F", "%llf"])
def test_conversions_mgpu_does_not_format_are_refused(fmt):
    """Those C's printf has and CUDA's does not document, or reads otherwise ("%hd" as a double)."""
    with pytest.raises(FormatError, match="is not supported"):
        parse(fmt)


def test_a_non_ascii_char_is_refused():
    with pytest.raises(FormatError, match="prints the byte 0xe9, which is not ASCII"):
        render(parse("%c"), [0xE9])


def test_a_conversion_past_cudas_32_arguments_is_refused():
    check(parse("%d" * 32), [i32] * 40)  # (arguments nothing reads are ignored)
    with pytest.raises(FormatError, match="the conversion %d reads argument #32: CUDA's printf takes at most 32"):
        check(parse("%d" * 33), [i32] * 33)


def test_arguments_past_the_last_conversion_are_ignored():
    assert render(parse("%d!"), [3, 4, 5.0]) == "3!"
