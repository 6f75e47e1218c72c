"""Two changes to xDSL's MLIR lexer (xDSL 0.74.0): linear-time string literals, and one regular
expression for the common tokens.

Lexing was a third of the time to parse jax's payloads (64,000 tokens in a 533 kB attention
kernel, benchmarks/README.md "Where parse goes"): xDSL's ``lex`` makes a whitespace match, a
one-character slice, a dictionary of punctuation and a ``Span`` per token in Python. The tokens
that make up nearly all of a payload (identifiers, SSA and attribute names, plain numbers and
strings, punctuation) are here one match of ``_TOKEN`` with the same spans and kinds; everything
else (escaped strings, ``@"..."``, ``{-#``, non-ASCII letters, errors) goes to xDSL's ``lex``
after the whitespace, unchanged. tests/dialect/test_lexer.py checks both give the same tokens.
"""

import re

from xdsl.utils.lexer import Span, Token
from xdsl.utils.mlir_lexer import MLIRLexer, MLIRTokenKind, StringLiteral

# An unterminated string literal (`%15" = arith.addi ...`) made the lexer's regex backtrack
# exponentially in the length of the line: mgpu-opt hung instead of reporting a parse error.
# Matching one character or one escape per step accepts the same strings in linear time.
_STRING_LITERAL = re.compile(
    r'"(?:[^"\\\n\v\f]|\\(?:["nt\\]|[0-9A-Fa-f]{2}))*"'
)

_SUFFIX_ID = r"(?:[0-9]+|[a-zA-Z$._-][a-zA-Z0-9$._-]*)"  # xDSL's suffix-id, digits first
_KINDS = {
    "BARE_IDENT": MLIRTokenKind.BARE_IDENT, "PERCENT_IDENT": MLIRTokenKind.PERCENT_IDENT,
    "HASH_IDENT": MLIRTokenKind.HASH_IDENT, "EXCLAMATION_IDENT": MLIRTokenKind.EXCLAMATION_IDENT,
    "CARET_IDENT": MLIRTokenKind.CARET_IDENT, "AT_IDENT": MLIRTokenKind.AT_IDENT,
    "INTEGER_LIT": MLIRTokenKind.INTEGER_LIT, "FLOAT_LIT": MLIRTokenKind.FLOAT_LIT,
    "ARROW": MLIRTokenKind.ARROW, "MINUS": MLIRTokenKind.MINUS, "L_BRACE": MLIRTokenKind.L_BRACE,
    "ELLIPSIS": MLIRTokenKind.ELLIPSIS,
}
_PUNCTUATION = {":": MLIRTokenKind.COLON, ",": MLIRTokenKind.COMMA, "(": MLIRTokenKind.L_PAREN,
                ")": MLIRTokenKind.R_PAREN, "}": MLIRTokenKind.R_BRACE, "[": MLIRTokenKind.L_SQUARE,
                "]": MLIRTokenKind.R_SQUARE, "<": MLIRTokenKind.LESS, ">": MLIRTokenKind.GREATER,
                "=": MLIRTokenKind.EQUAL, "+": MLIRTokenKind.PLUS, "/": MLIRTokenKind.SLASH,
                "*": MLIRTokenKind.STAR, "?": MLIRTokenKind.QUESTION, "|": MLIRTokenKind.VERTICAL_BAR}
# Whitespace and // comments as xDSL skips them, then one token in the order xDSL's ``lex`` tries
# them (a hexadecimal number only with a digit after ``0x``, as xDSL; ``#-}`` and ``{-#`` left to it).
_TOKEN = re.compile(
    r"(?>(?:\s+|//[^\n]*\n?)*)(?:"
    r"(?P<BARE_IDENT>[A-Za-z_][a-zA-Z0-9_$.]*)"
    r"|(?P<PUNCT>[:,()}\[\]<>=+/*?|])"
    r"|(?P<ELLIPSIS>\.\.\.)"
    r"|(?P<ARROW>->)|(?P<MINUS>-)"
    r"|(?P<L_BRACE>\{)(?!-\#)"
    r"|(?P<AT_IDENT>@[A-Za-z_][a-zA-Z0-9_$.]*)"
    rf"|(?P<PERCENT_IDENT>%{_SUFFIX_ID})|(?P<HASH_IDENT>\#(?!-\}}){_SUFFIX_ID})"
    rf"|(?P<EXCLAMATION_IDENT>!{_SUFFIX_ID})|(?P<CARET_IDENT>\^{_SUFFIX_ID})"
    r'|(?P<STRING>"[^"\\\n\v\f]*")'
    r"|(?P<INTEGER_LIT>0x[0-9a-fA-F]+|[0-9]+(?![0-9.]))"
    r"|(?P<FLOAT_LIT>[0-9]+\.[0-9]*(?:[eE][+-]?[0-9]+)?)"
    r")",
    re.ASCII,
)
_xdsl_lex = MLIRLexer.lex


def _lex(self: MLIRLexer):
    content = self.input.content
    if type(self) is not MLIRLexer or not isinstance(content, str):  # (the format lexer's tokens differ)
        return _xdsl_lex(self)
    m = _TOKEN.match(content, self.pos)
    if m is None:  # the end, or a token xDSL's lexer knows best (or an error it words)
        return _xdsl_lex(self)
    group = m.lastgroup
    start = m.start(group)
    self.pos = end = m.end()
    if group == "PUNCT":
        return Token(_PUNCTUATION[content[start]], Span(start, end, self.input))
    if group == "STRING":
        return Token(MLIRTokenKind.STRING_LIT, StringLiteral(start, end, self.input))
    return Token(_KINDS[group], Span(start, end, self.input))


def install() -> None:
    """Patch xDSL's lexer (once, from ``xdsl_patches.install``)."""
    MLIRLexer._unescaped_characters_regex = _STRING_LITERAL  # pyright: ignore[reportPrivateUsage]
    MLIRLexer.lex = _lex
