"""Workarounds for bugs of the pinned xDSL (0.74.0) that a user of mgpu would otherwise hit.

Imported once by ``mgpu.dialect.context``; each fix says what goes wrong without it.
"""

import re

from xdsl.dialects.builtin import IntegerType
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.mlir_lexer import MLIRLexer

# An unterminated string literal (`%15" = arith.addi ...`) made the lexer's regex backtrack
# exponentially in the length of the line: mgpu-opt hung instead of reporting a parse error.
# Matching one character or one escape per step accepts the same strings in linear time.
MLIRLexer._unescaped_characters_regex = re.compile(  # pyright: ignore[reportPrivateUsage]
    r'"(?:[^"\\\n\v\f]|\\(?:["nt\\]|[0-9A-Fa-f]{2}))*"'
)

# MLIR caps integer types at 2**24 - 1 bits; xDSL has no cap, and checking a literal against an
# `i4294967296` builds 4-gigabit Python integers: mgpu-opt took ~20 s and GBs to reject such a file.
_MAX_INTEGER_WIDTH = (1 << 24) - 1
_verify_integer_type = IntegerType.verify


def _verify_integer_width(self: IntegerType) -> None:
    _verify_integer_type(self)
    if self.width.data > _MAX_INTEGER_WIDTH:
        raise VerifyException(
            f"integer bitwidth is limited to {_MAX_INTEGER_WIDTH} bits (got {self.width.data})"
        )


IntegerType.verify = _verify_integer_width  # type: ignore[method-assign]
