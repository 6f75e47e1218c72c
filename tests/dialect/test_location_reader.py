"""Locations read by mgpu.dialect.location_reader are those the parser reads.

Each corpus and lit module with location aliases, and (tier) each flagship payload, is parsed with the
reader and with it switched off: the aliases are equal, and so are the modules and every op's source
location (test_line_replay's comparison). Small cases: what the reader leaves to the parser is read
or reported as before.
"""

from __future__ import annotations

import io
import pathlib
import re
import tarfile

import pytest
from xdsl.printer import Printer
from xdsl.utils.exceptions import ParseError

from mgpu.dialect import location_reader
from mgpu.dialect.context import LocatingParser, make_context
from mgpu.dialect.source_locations import source_of

ROOT = pathlib.Path(__file__).parent.parent
_HAS_ALIAS = re.compile(r"^#\w+ = loc\(", re.M)
FILES = sorted(p for d in ("corpus", "filecheck") for p in (ROOT / d).rglob("*.mlir")
               if _HAS_ALIAS.search(p.read_text()))
FLAGSHIP = sorted((ROOT / "flagship" / "captured").glob("*.tar.xz"))


def _parsed(text: str) -> tuple[dict, str, list[str]]:
    parser = LocatingParser(make_context(allow_unregistered=True), text, "f.mlir")
    module = parser.parse_module()
    out = io.StringIO()
    Printer(stream=out, print_generic_format=True).print_op(module)
    return dict(parser.attribute_aliases), out.getvalue(), [f"{op.location} {source_of(op)}" for op in module.walk()]


def _without_reader(monkeypatch):
    monkeypatch.setattr(location_reader.LocationReader, "read", lambda self, text, start: None)


def _same_without_reader(text: str, monkeypatch) -> None:
    read = _parsed(text)
    _without_reader(monkeypatch)
    assert read == _parsed(text)


@pytest.mark.parametrize("path", FILES, ids=[str(p.relative_to(ROOT)) for p in FILES])
def test_file_same_with_reader(path, monkeypatch):
    text = path.read_text()
    for chunk in text.split("\n// -----\n"):  # (a lit file's cases; an error case is skipped)
        try:
            _parsed(chunk)
        except ParseError:
            continue
        _same_without_reader(chunk, monkeypatch)
        monkeypatch.undo()


@pytest.mark.tier
@pytest.mark.parametrize("path", FLAGSHIP, ids=[p.name.split(".")[0] for p in FLAGSHIP])
def test_flagship_same_with_reader(path, monkeypatch):
    with tarfile.open(path) as tar:
        for member in tar.getmembers():
            if member.name.endswith(".payload.mlir"):
                _same_without_reader(tar.extractfile(member).read().decode(), monkeypatch)
                monkeypatch.undo()


_MODULE = 'module {\n  %0 = "test.op"() : () -> i32 loc(#loc3)\n}\n'


@pytest.mark.parametrize("aliases", [
    '#loc1 = loc("k.py":3:4 to 5:6)\n#loc2 = loc("f"(#loc1))\n#loc3 = loc(callsite(#loc2 at #loc1))\n',
    '#loc3 = loc(callsite(#loc2 at #loc1))\n#loc2 = loc("f"(#loc1))\n#loc1 = loc("k.py":3:4)\n',  # (used ahead)
    '#loc1 = loc("a\\"b":3:4)\n#loc2 = loc(unknown)\n#loc3 = loc(fused[#loc1, #loc2])\n',  # (the parser's forms)
    '#loc1 = loc("k.py":3:4) \t\n#loc3 = loc("f")\n',
    '#loc3 = loc(#loc1)\n#loc1 = loc(unknown)\n',
    '#loc3 = loc("k.py":3:4)\n',
])
def test_small_cases_same_with_reader(aliases, monkeypatch):
    _same_without_reader(_MODULE + aliases, monkeypatch)


@pytest.mark.parametrize("aliases", [
    '#loc3 = loc("k.py":3:4)\n#loc3 = loc("k.py":3:5)\n',  # defined twice
    '#loc3 = loc("f"(#loc9))\n',  # an alias never defined
    '#loc3 = loc("k.py":3:4) junk\n',  # text after the location
    '#loc3 = loc(callsite(#loc3 at #loc3))\n',  # itself
    '#loc3 = loc(#loc4)\n#loc4 = 1 : i32\n',  # not a location
])
def test_errors_same_with_reader(aliases, monkeypatch):
    def error(text):
        with pytest.raises(ParseError) as e:
            _parsed(text)
        return str(e.value)
    text = _MODULE + aliases
    read = error(text)
    _without_reader(monkeypatch)
    assert read == error(text)


@pytest.mark.parametrize("text", [
    'module {\n  %0 = "test.op"() : () -> i32 loc(#loc9)\n}\n',  # an alias never defined
    'module {\n  %0 = "test.op"() : () -> i32 loc(#a)\n}\n#a = 1 : i32\n',  # not a location
    '#a = 1 : i32\nmodule {\n  %0 = "test.op"() : () -> i32 loc(#a)\n}\n',
    'module {\n  %0 = "test.op"() : () -> i32 loc("k.py":3)\n}\n',  # a form the parser reports
])
def test_op_location_errors_same_with_reader(text, monkeypatch):
    with pytest.raises(ParseError) as read:
        _parsed(text)
    _without_reader(monkeypatch)
    with pytest.raises(ParseError) as parsed:
        _parsed(text)
    assert str(read.value) == str(parsed.value)


def test_block_argument_and_op_locations_same_with_reader(monkeypatch):
    text = ('module {\n  "test.op"() ({\n  ^bb0(%a: i32 loc("k.py":1:2), %b: i32 loc(#loc1)):\n'
            '    "test.op"(%a, %b) : (i32, i32) -> () loc(callsite(#loc1 at "k.py":5:6))\n'
            '  }) : () -> () loc(unknown)\n}\n#loc1 = loc("f"("k.py":3:4))\n')
    _same_without_reader(text, monkeypatch)
