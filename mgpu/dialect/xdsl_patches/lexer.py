"""A workaround for xDSL's MLIR lexer (xDSL 0.74.0)."""

import re

from xdsl.utils.mlir_lexer import MLIRLexer

# An unterminated string literal (`%15" = arith.addi ...`) made the lexer's regex backtrack
# exponentially in the length of the line: mgpu-opt hung instead of reporting a parse error.
# Matching one character or one escape per step accepts the same strings in linear time.
_STRING_LITERAL = re.compile(
    r'"(?:[^"\\\n\v\f]|\\(?:["nt\\]|[0-9A-Fa-f]{2}))*"'
)


def install() -> None:
    """Patch xDSL's lexer (once, from ``xdsl_patches.install``)."""
    MLIRLexer._unescaped_characters_regex = _STRING_LITERAL  # pyright: ignore[reportPrivateUsage]
