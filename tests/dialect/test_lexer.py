"""mgpu's one-regex lexer (``mgpu.dialect.xdsl_patches.lexer``) gives the tokens xDSL's own lexer
gives: the same kinds and spans on every MLIR file of the test suite, and the same tokens or the
same error on arbitrary text made of MLIR's characters."""

from __future__ import annotations

import pathlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from xdsl.utils.exceptions import ParseError
from xdsl.utils.lexer import Input
from xdsl.utils.mlir_lexer import MLIRLexer, MLIRTokenKind

from mgpu.dialect.xdsl_patches import install
from mgpu.dialect.xdsl_patches import lexer as patched

install()  # (as every parse of mgpu's does: xDSL's own string regex backtracks exponentially)

TESTS = pathlib.Path(__file__).parent.parent


def _tokens(lex, text: str) -> list:
    """(kind, start, end) of every token up to EOF, or the error xDSL words, as a list."""
    lexer = MLIRLexer(Input(text, "t.mlir"))
    out = []
    while True:
        try:
            tok = lex(lexer)
        except ParseError as e:
            return out + [("error", str(e))]
        out.append((tok.kind, tok.span.start, tok.span.end, type(tok.span).__name__))
        if tok.kind == MLIRTokenKind.EOF:
            return out


def _same(text: str) -> None:
    assert _tokens(patched._lex, text) == _tokens(patched._xdsl_lex, text)  # pyright: ignore[reportPrivateUsage]


# The lit tests and small stages (every other one), and one of jax's payloads whole: each lexed twice.
FILES = sorted(p for p in TESTS.rglob("*.mlir") if p.stat().st_size < 30_000)[::2] + [
    TESTS / "corpus" / "pallas_barrier_arrive_wait.wg.payload.mlir"]


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(TESTS)))
def test_same_tokens_as_xdsl_on_the_suite_s_files(path: pathlib.Path) -> None:
    _same(path.read_text())


EDGES = ['"a\\"b"', '"\\41"', '@"sym"', '{-# x #-}', "#-}", "0x", "0xi32", "0x1F.5", "1.", "1.5e",
         "1.5e+3x", "12abc", "%12abc", "#", "%", "..", "...", "-->", "é", "x\u00b2", "// c\nx", '"open',
         '"a\nb"', "`", "$x", "!llvm.ptr<6>", "^bb0(%a: i32):", "dense<0x0A0B>", "i4:-3"]


@pytest.mark.parametrize("text", EDGES)
def test_same_tokens_as_xdsl_on_edge_cases(text: str) -> None:
    _same(text)


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet='ab_xeE019.$-+#%!^@"\\:,()[]{}<>=/*?|` \n\t\u00e9', max_size=40))
def test_same_tokens_as_xdsl_on_any_text(text: str) -> None:
    _same(text)
