"""Workarounds for bugs of the pinned xDSL (0.74.0) that a user of mgpu would otherwise hit.

Imported once by ``mgpu.dialect.context``; each fix says what goes wrong without it.
"""

import re

from xdsl.utils.mlir_lexer import MLIRLexer

# An unterminated string literal (`%15" = arith.addi ...`) made the lexer's regex backtrack
# exponentially in the length of the line: mgpu-opt hung instead of reporting a parse error.
# Matching one character or one escape per step accepts the same strings in linear time.
MLIRLexer._unescaped_characters_regex = re.compile(  # pyright: ignore[reportPrivateUsage]
    r'"(?:[^"\\\n\v\f]|\\(?:["nt\\]|[0-9A-Fa-f]{2}))*"'
)
