"""What differs in the MLIR text of jax releases, seen from the parser and the printer.

MLIR's own dialects changed their syntax between the MLIR of jax 0.10.2 and of jax 0.11 (``#gpu<dim x>``
became ``#gpu.dim<x>``, ``nvvm.fence.proxy`` has a custom form, ...), and jaxlib of each release reads
only its own spelling. mgpu reads both; it writes the spelling of one release:

- ``for_release(printer, jax)`` makes a printer write as jax ``jax`` (a ``JaxVersion``; the tools pass the
  release they read the module as, ``MgpuContext.jax``); ``writes_since(printer, (0, 11))`` is what an
  attribute or op asks before choosing a spelling. A printer nobody set writes as jax 0.10.2, so text
  printed outside a tool (a diagnostic's note) keeps the spelling mgpu has always written.
- A ``Spelling`` is a way of writing that only some releases' MLIR writes: found in a module's text, it
  says which release the module is (mgpu.jax_versions.detect). One is declared next to the attribute or
  op class that writes it, and each release lists the spellings it writes (``JaxVersion.spellings``).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.str_enum import StrEnum

_UNSET = (0, 10, 2)


class _Release(Protocol):
    @property
    def release(self) -> tuple[int, ...]: ...


def for_release(printer: Printer, jax: _Release | None) -> Printer:
    """``printer``, writing the syntax of jax ``jax`` (None: jax 0.10.2's)."""
    printer.jax_release = jax.release if jax is not None else _UNSET  # type: ignore[attr-defined]
    return printer


def writes_since(printer: Printer, release: tuple[int, ...]) -> bool:
    """Whether ``printer`` writes the syntax of jax ``release`` or of a newer release."""
    return getattr(printer, "jax_release", _UNSET) >= release


@dataclass(frozen=True, eq=False)  # compared by identity: one value a spelling, shared by its releases
class Spelling:
    """A spelling only some releases' MLIR writes (and reads): ``pattern`` finds it in a module's text."""

    what: str               # for the user: "'#gpu<dim x>' (MLIR of jax 0.10.2)"
    source: str             # the regular expression that finds it
    # words of which the text has one wherever the pattern matches: a text without them is not
    # searched (a pattern that does not begin with a literal is tried at every offset of a payload of
    # several MB; looking for a word is a fast scan). Left out, the text the pattern begins with.
    needs: tuple[str, ...] = ()

    @functools.cached_property
    def pattern(self) -> re.Pattern[str]:
        # (compiled when first searched for: most starts search a few of them, if any)
        return re.compile(self.source, re.MULTILINE)

    @functools.cached_property
    def words(self) -> tuple[str, ...]:
        return self.needs or tuple(filter(None, [leading_text(self.source)]))

    def first_line(self, text: str, has: Callable[[str], bool] | None = None) -> int | None:
        """The line (from 1) of its first occurrence in ``text``, or None. ``has(word)``: whether the text has
        ``word``, where the caller remembers it for several spellings (each answer is a scan of the text)."""
        if self.words and not any((word in text) if has is None else has(word) for word in self.words):
            return None
        m = self.pattern.search(text)
        return None if m is None else text.count("\n", 0, m.start()) + 1


_OPERATOR = frozenset("\\.^$*+?{}[]()|")


def leading_text(source: str) -> str:
    """The text every match of the regular expression ``source`` begins with: its characters up to its first
    operator (an escaped punctuation character, ``\\.``, read as itself); '' if it has an alternation."""
    if "|" in source:
        return ""
    text: list[str] = []
    i = 0
    while i < len(source):
        c = source[i]
        if c == "\\" and i + 1 < len(source) and not source[i + 1].isalnum():
            text.append(source[i + 1])
            i += 2
            continue
        if c in _OPERATOR:
            if c in "*?{" and text:
                text.pop()  # (the character before such a quantifier may be absent)
            break
        text.append(c)
        i += 1
    return "".join(text)


def spelling(what: str, pattern: str, needs: tuple[str, ...] = ()) -> Spelling:
    return Spelling(what, pattern, needs)


class OpaqueUntil0_11:
    """An enum attribute (xDSL's ``EnumAttribute`` with ``SpacedOpaqueSyntaxAttribute``) that the MLIR of
    jax 0.10.2 writes opaquely, ``#nvvm<shfl_kind idx>``, and the MLIR of jax 0.11 and later as
    ``#nvvm.shfl_kind<idx>`` (reading nothing else). Reads both; writes the printer's release's."""

    @classmethod
    def parse_parameter(cls, parser: AttrParser) -> StrEnum:
        # `#nvvm.shfl_kind<idx>` reaches here at `<idx>`, `#nvvm<shfl_kind idx>` at ` idx`
        if parser.parse_optional_punctuation("<") is None:
            return parser.parse_str_enum(cls.enum_type)  # type: ignore[attr-defined]
        value = parser.parse_str_enum(cls.enum_type)  # type: ignore[attr-defined]
        parser.parse_punctuation(">")
        return value

    def print_as_release(self, printer: Printer) -> bool:
        """Print ``#nvvm.shfl_kind<idx>`` for jax 0.11+ (True); leave jax 0.10.2's to xDSL (False)."""
        if not writes_since(printer, (0, 11)):
            return False
        printer.print_string(f"#{self.name}<{self.data.value}>")  # type: ignore[attr-defined]
        return True


def opaque_enum_spellings(names: list[str]) -> tuple[Spelling, Spelling]:
    """The spellings of the enum attributes ``names`` (``"nvvm.shfl_kind"``, ...): jax 0.10.2's opaque
    one (``#nvvm<shfl_kind idx>``) and jax 0.11's (``#nvvm.shfl_kind<idx>``)."""
    opaque = "|".join(re.escape(n.replace(".", "<", 1)) for n in names)
    pretty = "|".join(re.escape(n) for n in names)
    return (spelling(f"'#{names[0].replace('.', '<', 1)} ...>'", rf"#(?:{opaque}) ",
                     tuple(f"#{n.replace('.', '<', 1)} " for n in names)),
            spelling(f"'#{names[0]}<...>'", rf"#(?:{pretty})<", tuple(f"#{n}<" for n in names)))


__all__ = ["Spelling", "spelling", "leading_text", "for_release", "writes_since", "OpaqueUntil0_11", "opaque_enum_spellings"]
