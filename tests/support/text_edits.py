"""Deliberate edits of IR text (a fault put in on purpose): fault-injection tests share them."""

from __future__ import annotations

import re


def lines_with(text: str, needle: str) -> list[int]:
    """0-based indices of the lines that contain ``needle``."""
    return [i for i, line in enumerate(text.splitlines()) if needle in line]


def drop_line(text: str, needle: str, nth: int = 0) -> str:
    lines = text.splitlines(keepends=True)
    del lines[lines_with(text, needle)[nth]]
    return "".join(lines)


def offset_operand(text: str, needle: str, op: str, pos: int, delta: int, ty: str = "i32", nth: int = 0) -> str:
    """On the nth line containing ``needle``, replace operand ``pos`` of ``op`` by ``operand + delta``
    (an ``arith.addi`` inserted just before that line)."""
    lines = text.splitlines(keepends=True)
    i = lines_with(text, needle)[nth]
    line = lines[i]
    m = re.search(re.escape(op) + r"\(([^)]*)\)", line)
    operands = [o.strip() for o in m.group(1).split(",")]
    old, operands[pos] = operands[pos], "%fault_v"
    indent = line[: len(line) - len(line.lstrip())]
    lines[i] = (f'{indent}%fault_c = "arith.constant"() <{{value = {delta} : {ty}}}> : () -> {ty}\n'
                f'{indent}%fault_v = "arith.addi"({old}, %fault_c) <{{overflowFlags = #arith.overflow<none>}}> '
                f': ({ty}, {ty}) -> {ty}\n'
                + line[: m.start(1)] + ", ".join(operands) + line[m.end(1):])
    return "".join(lines)
