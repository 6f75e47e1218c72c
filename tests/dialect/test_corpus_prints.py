"""Every corpus module (jax 0.10.2's own output) parses, verifies and prints as MLIR does.

For each of the 80 ``tests/corpus/*.mlir`` files (``*.stablehlo.mlir`` excluded):

- it parses with our registered dialects only (no ``allow_unregistered``), verifies without a
  diagnostic, and prints in custom and generic form;
- a ``.generic.mlir`` file (MLIR's generic output) printed in generic form is MLIR's text again,
  character for character except that ``#map`` aliases are inlined (xDSL prints no aliases);
  and printing it, parsing that and printing again is a fixpoint;
- a pretty file (MLIR's custom syntax) printed in custom form is MLIR's text again (up to
  trailing blanks), and printed in generic form is its generic twin up to SSA names: our
  custom-syntax parsers build exactly the IR that MLIR's build.

Each file is parsed once per session (the payloads have up to 5000 ops).
"""

from __future__ import annotations

import functools
import io
import pathlib
import re
import sys

import pytest
from xdsl.dialects.builtin import ModuleOp, UnregisteredOp
from xdsl.printer import Printer

from mgpu.dialect.context import make_context, parse_module
from mgpu.dialect.verifier import verify_module

sys.setrecursionlimit(max(sys.getrecursionlimit(), 10000))

CORPUS = pathlib.Path(__file__).parent.parent / "corpus"
FILES = sorted(p for p in CORPUS.glob("*.mlir") if not p.name.endswith(".stablehlo.mlir"))
GENERIC = [p for p in FILES if p.name.endswith(".generic.mlir")]
PRETTY = [p for p in FILES if not p.name.endswith(".generic.mlir")]


def _ids(paths: list[pathlib.Path]) -> list[str]:
    return [p.name for p in paths]


def print_module(module: ModuleOp, generic: bool) -> str:
    out = io.StringIO()
    Printer(stream=out, print_generic_format=generic).print_op(module)
    return out.getvalue()


@functools.cache
def parsed(path: pathlib.Path) -> ModuleOp:
    """The module of ``path``, parsed with the registered dialects only."""
    return parse_module(path.read_text(), str(path), make_context(allow_unregistered=False))


@functools.cache
def generic_text(path: pathlib.Path) -> str:
    return print_module(parsed(path), generic=True)


def without_comments(text: str) -> str:
    return "\n".join(line for line in text.splitlines() if not line.lstrip().startswith("//"))


def inline_aliases(text: str) -> str:
    """Replace MLIR's ``#map = affine_map<...>`` aliases by their values."""
    aliases = dict(re.findall(r"^(#map\d*) = (.*)$", text, re.M))
    text = re.sub(r"^#map\d* = .*\n", "", text, flags=re.M)
    for name in sorted(aliases, key=len, reverse=True):
        text = re.sub(re.escape(name) + r"\b", lambda _m, a=aliases[name]: a, text)
    return text


def normalize(text: str) -> str:
    """MLIR text up to SSA names: comments dropped, ``#map`` aliases inlined, ``%x:N`` result
    groups spelled out as ``%x#0, ..``, and every SSA value renamed by first occurrence."""
    text = inline_aliases(without_comments(text))
    text = re.sub(r"(%\w+):(\d+)\b",
                  lambda m: ", ".join(f"{m.group(1)}#{i}" for i in range(int(m.group(2)))), text)
    names: dict[str, str] = {}

    def rename(m: re.Match[str]) -> str:
        return names.setdefault(m.group(0), f"%v{len(names)}")

    return re.sub(r"%[\w$.#-]+", rename, text).strip()


def first_difference(expected: str, actual: str) -> str:
    for i, (a, b) in enumerate(zip(expected.splitlines(), actual.splitlines())):
        if a != b:
            return f"line {i + 1}:\n  MLIR: {a[:300]}\n  ours: {b[:300]}"
    return "lengths differ"


@pytest.mark.parametrize("path", FILES, ids=_ids(FILES))
def test_parses_verifies_prints(path: pathlib.Path) -> None:
    module = parsed(path)
    unregistered = {op.op_name.data for op in module.walk() if isinstance(op, UnregisteredOp)}
    assert not unregistered
    assert verify_module(module) == []
    assert generic_text(path)


@pytest.mark.parametrize("path", PRETTY, ids=_ids(PRETTY))
def test_custom_form_is_mlirs(path: pathlib.Path) -> None:
    def lines(text: str) -> str:
        return "\n".join(line.rstrip() for line in without_comments(text).strip().splitlines())

    expected, actual = lines(path.read_text()), lines(print_module(parsed(path), generic=False))
    assert expected == actual, first_difference(expected, actual)


@pytest.mark.parametrize("path", GENERIC, ids=_ids(GENERIC))
def test_generic_form_is_mlirs(path: pathlib.Path) -> None:
    expected = inline_aliases(without_comments(path.read_text())).strip()
    actual = generic_text(path).strip()
    assert expected == actual, first_difference(expected, actual)


@pytest.mark.parametrize("path", GENERIC, ids=_ids(GENERIC))
def test_generic_round_trip_is_a_fixpoint(path: pathlib.Path) -> None:
    first = generic_text(path)
    again = parse_module(first, str(path), make_context(allow_unregistered=False))
    assert print_module(again, generic=True) == first


@pytest.mark.parametrize("path", PRETTY, ids=_ids(PRETTY))
def test_custom_syntax_builds_mlirs_ir(path: pathlib.Path) -> None:
    twin = path.with_name(path.name.removesuffix(".mlir") + ".generic.mlir")
    expected, actual = normalize(twin.read_text()), normalize(generic_text(path))
    assert expected == actual, first_difference(expected, actual)
