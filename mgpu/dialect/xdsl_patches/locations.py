"""MLIR's location syntax as jax prints it with debug info, which xDSL 0.74.0 does not read.

jax (``Operation.get_asm(enable_debug_info=True)``, what mgpu-capture writes) prints

- file ranges: ``loc("kernel.py":24:21 to :31)`` and ``loc("kernel.py":24:21 to 25:3)``; xDSL reads
  only ``"FILE":LINE:COL`` and then fails on ``to``. The end is dropped: a diagnostic names the start
  (MLIR's ``FileLineColRange`` prints as the start location in diagnostics too);
- fused locations with metadata: ``loc(fused<"tag">[...])``; xDSL reads only ``fused[...]``.

(Location aliases ``#loc3 = loc(...)``, which MLIR prints after the module that uses them, are
resolved by ``mgpu.dialect.context.LocatingParser`` before it parses the module.)
See MLIR's ``Location`` syntax: https://mlir.llvm.org/docs/Dialects/Builtin/#location-attributes.
"""

from __future__ import annotations

from xdsl.dialects.builtin import FileLineColLoc, FusedLoc, NoneAttr
from xdsl.parser import AttrParser
from xdsl.utils.mlir_lexer import MLIRTokenKind

_original_parse_location = AttrParser._parse_location  # pyright: ignore[reportPrivateUsage]


def _parse_location(self: AttrParser):
    token = self._current_token  # pyright: ignore[reportPrivateUsage]
    if token.kind == MLIRTokenKind.BARE_IDENT and token.text == "fused":
        self.parse_identifier("fused")
        metadata = NoneAttr()
        if self.parse_optional_punctuation("<") is not None:
            metadata = self.parse_attribute()
            self.parse_punctuation(">")
        locs = self.parse_comma_separated_list(
            self.Delimiter.SQUARE, lambda: self._parse_location())  # pyright: ignore[reportPrivateUsage]
        return FusedLoc(tuple(locs), metadata)
    loc = _original_parse_location(self)
    if isinstance(loc, FileLineColLoc) and self.parse_optional_keyword("to") is not None:
        if self.parse_optional_punctuation(":") is None:  # `to LINE:COL`, else `to :COL`
            self.parse_integer(False, False)
            self.parse_punctuation(":")
        self.parse_integer(False, False)
    return loc


def install() -> None:
    """Patch xDSL's location parser (once, from ``xdsl_patches.install``)."""
    AttrParser._parse_location = _parse_location  # pyright: ignore[reportPrivateUsage]
