"""Mutations of IR text, for robustness tests: what a half-edited file looks like."""

from __future__ import annotations

import random
import re

_NUMBER = re.compile(r"-?\d+")


def mutate(text: str, rng: random.Random) -> str:
    """One random edit: delete, duplicate or swap a line, change a number or a type, truncate, flip a char."""
    lines = text.splitlines(keepends=True)
    kind = rng.choice(["delete", "duplicate", "swap", "number", "type", "truncate", "flip"])
    i = rng.randrange(len(lines))
    if kind == "delete":
        del lines[i]
    elif kind == "duplicate":
        lines.insert(i, lines[i])
    elif kind == "swap":
        j = rng.randrange(len(lines))
        lines[i], lines[j] = lines[j], lines[i]
    elif kind == "number":
        numbers = list(_NUMBER.finditer(lines[i]))
        if numbers:
            m = rng.choice(numbers)
            new = rng.choice(["0", "-1", "1", "3", "7", "1024", "4294967296", "99999999999999999999"])
            lines[i] = lines[i][: m.start()] + new + lines[i][m.end():]
    elif kind == "type":
        old, new = rng.choice([("f16", "f32"), ("f32", "i32"), ("i32", "i1"), ("bf16", "f8E4M3FN"),
                               ("index", "i64"), ("workgroup", "global"), ("128", "64"), ("x", "y")])
        lines[i] = lines[i].replace(old, new)
    elif kind == "truncate":
        return text[: rng.randrange(len(text))]
    else:
        line = lines[i]
        if line:
            k = rng.randrange(len(line))
            lines[i] = line[:k] + rng.choice("{}()<>[]%@#!:,=\"x0 ") + line[k + 1:]
    return "".join(lines)


# ---- grammar-aware mutations: well-formed text with a wrong op, attribute, operand order or type
_OP_NAME = re.compile(r'"([a-z_][a-z0-9_]*\.[a-z0-9_.]+)"\(')
_INT_ATTR = re.compile(r"(= ?)(-?\d+)( : (?:i\d+|index))")
_ARRAY = re.compile(r"array<(i\d+)(: [^>]*)?>")
_OPERANDS = re.compile(r'("[a-z_][a-z0-9_]*\.[a-z0-9_.]+"\()([^()]*)(\))')
_RESULT_TYPE = re.compile(r"-> (\(?)([^(){}\n]+?)(\)?)$")
EXTREME_INTEGERS = ["0", "-1", "1", "2147483647", "-2147483648", "4294967296", "9223372036854775807",
                    "-9223372036854775808", "18446744073709551616", "1" + "0" * 40]


def grammar_mutate(text: str, rng: random.Random, op_names: list[str]) -> str:
    """One edit that keeps the text well formed: an op's name swapped for another registered op's
    (``op_names``), an integer attribute or an ``array<iN: ...>`` made extreme, an op's operands
    shuffled, a result type swapped for another type of the file."""
    lines = text.splitlines(keepends=True)
    kind = rng.choice(["op-name", "integer", "array", "operands", "result-type"])
    pattern = {"op-name": _OP_NAME, "integer": _INT_ATTR, "array": _ARRAY, "operands": _OPERANDS,
               "result-type": _RESULT_TYPE}[kind]
    candidates = [i for i, line in enumerate(lines) if pattern.search(line.rstrip("\n"))]
    if not candidates:
        return mutate(text, rng)
    i = rng.choice(candidates)
    line = lines[i].rstrip("\n")
    m = rng.choice(list(pattern.finditer(line)))
    if kind == "op-name":
        new = f'"{rng.choice(op_names)}"('
    elif kind == "integer":
        new = m[1] + rng.choice(EXTREME_INTEGERS) + m[3]
    elif kind == "array":
        count = rng.choice([0, 1, 3, 1000])
        values = ", ".join(rng.choice(EXTREME_INTEGERS[:8]) for _ in range(count))
        new = f"array<{m[1]}: {values}>" if count else f"array<{m[1]}>"
    elif kind == "operands":
        operands = [o.strip() for o in m[2].split(",") if o.strip()]
        rng.shuffle(operands)
        if operands and rng.random() < 0.3:
            operands.pop()
        new = m[1] + ", ".join(operands) + m[3]
    else:
        types = sorted(set(re.findall(r"(?:vector|memref)<[^<>]*>|\bi\d+\b|\bf\d+\b|\bbf16\b|\bindex\b|!llvm\.ptr(?:<\d>)?",
                                      text)))
        new = f"-> {m[1]}{rng.choice(types) if types else 'i32'}{m[3]}"
    lines[i] = line[:m.start()] + new + line[m.end():] + lines[i][len(line):]
    return "".join(lines)
