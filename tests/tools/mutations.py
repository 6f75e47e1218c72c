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
