"""The locations jax prints, read without the parser's tokens.

jax's debug-info output gives each op a ``loc(#loc12)`` and ends with a few hundred location alias
definitions (MLIR prints them after the module), nearly all of three forms::

    #loc3 = loc("kernel.py":24:21 to :31)
    #loc7 = loc("mul:"(#loc3))
    #loc9 = loc(callsite(#loc7 at #loc8))

Through xDSL's parser each ``loc(...)`` cost 50-80 µs; ``read`` builds the attribute of such a
location straight from a regular expression, the same one the parser builds
(``AttrParser._parse_location``, with ``xdsl_patches.locations`` for the dropped ``to ...`` end).
Anything else — another form, spacing jax does not print, a string with an escape, an alias not
defined yet or not a location — is None, and the caller parses it the ordinary way, which reads it
or reports it at its place.
"""

from __future__ import annotations

import re

from xdsl.dialects.builtin import (
    CallSiteLoc,
    FileLineColLoc,
    IntAttr,
    LocationAttr,
    NameLoc,
    NoneAttr,
    StringAttr,
    UnknownLoc,
)
from xdsl.ir import Attribute

_ALIAS = r"#[A-Za-z_][\w$.-]*"
_STRING = r'"([^"\\\n]*)"'  # (no escape: its value is its text)
# what follows ``loc(``: one of the forms, and its ``)``
_LOCATION = re.compile(rf"(?:({_ALIAS})"
                       rf"|{_STRING}:([0-9]+):([0-9]+)(?: to (?:[0-9]+)?:[0-9]+)?"
                       rf"|{_STRING}(?:\(({_ALIAS})\))?"
                       rf"|callsite\(({_ALIAS}) at ({_ALIAS})\)"
                       rf"|(unknown))\)")


class LocationReader:
    """Reads the locations of one text (its attributes shared: attributes are immutable)."""

    def __init__(self, aliases: dict[str, Attribute]) -> None:
        self._aliases = aliases  # the parser's, by name with its ``#``
        self._strings: dict[str, StringAttr] = {}
        self._ints: dict[int, IntAttr] = {}

    def read(self, text: str, start: int) -> tuple[Attribute, int] | None:
        """The location of the ``loc(`` that ends at ``start`` and the offset after its ``)``, or None."""
        m = _LOCATION.match(text, start)
        if m is None:
            return None
        alias, file, line, column, name, child, callee, caller, unknown = m.groups()
        if alias is not None:
            loc = self._aliases.get(alias)
            if not isinstance(loc, LocationAttr):
                return None  # (not defined yet, or not a location)
        elif file is not None:
            loc = FileLineColLoc(self._string(file), self._int(int(line)), self._int(int(column)))
        elif name is not None:
            nested = NoneAttr() if child is None else self._aliases.get(child)
            if child is not None and not isinstance(nested, LocationAttr):
                return None
            loc = NameLoc(self._string(name), nested)
        elif unknown is not None:
            loc = UnknownLoc()
        else:
            callee_loc, caller_loc = self._aliases.get(callee), self._aliases.get(caller)
            if not isinstance(callee_loc, LocationAttr) or not isinstance(caller_loc, LocationAttr):
                return None
            loc = CallSiteLoc(callee_loc, caller_loc)
        return loc, m.end()

    def _string(self, value: str) -> StringAttr:
        attr = self._strings.get(value)
        if attr is None:
            attr = self._strings[value] = StringAttr(value)
        return attr

    def _int(self, value: int) -> IntAttr:
        attr = self._ints.get(value)
        if attr is None:
            attr = self._ints[value] = IntAttr(value)
        return attr
