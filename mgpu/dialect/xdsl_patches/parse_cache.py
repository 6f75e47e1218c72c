"""Parse each distinct type and attribute spelling once per parsed text.

Payloads repeat a few hundred type spellings (``memref<128x128xf32, strided<[128, 1], offset: ?>,
#gpu.address_space<workgroup>>``, ``!llvm.struct<(ptr, ptr, i64, ...)>``) tens of thousands of
times, and xDSL re-lexes and rebuilds each one: about half of the parse time of a payload.
``AttrParser.parse_optional_type`` and ``parse_optional_attribute`` are wrapped to remember, per
parser (so per text, with its own aliases), what each spelling parsed to, and to skip over a
spelling seen before.

A spelling is cached only when xDSL's own parse consumed exactly the text a bracket-matching
scan delimits, so a cached type is always the one xDSL would have parsed there.
"""

from __future__ import annotations

import re

from xdsl.ir import Attribute, TypeAttribute
from xdsl.parser import AttrParser

_IDENT = re.compile(r"!?[A-Za-z_][\w.$]*")
_OPEN, _CLOSE = "<([{", ">)]}"
_BRACKET_OR_QUOTE = re.compile(r'[<>()\[\]{}"]|->')  # (``->`` is not a bracket)
_STRING_REST = re.compile(r'(?:[^"\\]|\\[\s\S])*"')


def _balanced(text: str, i: int) -> int | None:
    """End of the bracketed group opening at ``text[i]`` (``->`` and strings skipped)."""
    depth = 0
    while (m := _BRACKET_OR_QUOTE.search(text, i)) is not None:
        c = m.group()
        i = m.end()
        if c in _OPEN:
            depth += 1
        elif c in _CLOSE:
            depth -= 1
            if depth == 0:
                return i
        elif c == '"':
            m = _STRING_REST.match(text, i)
            if m is None:
                return None
            i = m.end()
    return None


def _extent(text: str, start: int) -> int | None:
    """End of the type spelled at ``start``: an identifier and an optional balanced ``<...>``."""
    m = _IDENT.match(text, start)
    if m is None:
        return None
    i = m.end()
    if i >= len(text) or text[i] != "<":
        return i
    return _balanced(text, i)


_ATTR_IDENT = re.compile(r"#?[A-Za-z_][\w.$]*")
_TYPED_NUMBER = re.compile(r"-?\d+ : ")
_STRING = re.compile(r'"[^"\\\n]*"')


def _attr_extent(text: str, start: int) -> int | None:
    """End of the attribute spelled at ``start``, for the spellings worth caching: ``#d.a<..>``,
    ``array<..>``, ``affine_map<..>``, ``[..]``, ``"string"`` and ``N : type``."""
    c = text[start] if start < len(text) else ""
    if c == "[":
        return _balanced(text, start)
    if c == '"':
        m = _STRING.match(text, start)
        return m.end() if m else None
    if c == "-" or c.isdigit():
        m = _TYPED_NUMBER.match(text, start)
        return _extent(text, m.end()) if m else None
    m = _ATTR_IDENT.match(text, start)
    if m is None:
        return None
    i = m.end()
    if i < len(text) and text[i] == "<":
        return _balanced(text, i)
    return i if text[start] == "#" else None


def _cached(self: AttrParser, slot: str, extent, parse):  # noqa: ANN001, ANN202
    span = self._current_token.span
    text, start = span.input.content, span.start
    end = extent(text, start)
    if end is None:
        return parse(self)
    cache = self.__dict__.get(slot)
    if cache is None:
        cache = self.__dict__[slot] = {}
    key = text[start:end]
    hit = cache.get(key)
    if hit is not None:
        self._resume_from(end)
        return hit
    result = parse(self)
    if result is not None:
        after = self._current_token.span.start
        if after >= end and not text[end:after].strip():
            cache[key] = result
    return result


_original_attr = AttrParser.parse_optional_attribute


def _parse_optional_attribute(self: AttrParser) -> Attribute | None:
    return _cached(self, "_mgpu_attr_cache", _attr_extent, _original_attr)


_original = AttrParser.parse_optional_type


def _parse_optional_type(self: AttrParser) -> TypeAttribute | None:
    return _cached(self, "_mgpu_type_cache", _extent, _original)


def install() -> None:
    """Wrap xDSL's ``AttrParser`` (once, from ``xdsl_patches.install``)."""
    AttrParser.parse_optional_type = _parse_optional_type  # type: ignore[method-assign]
    AttrParser.parse_optional_attribute = _parse_optional_attribute  # type: ignore[method-assign]
