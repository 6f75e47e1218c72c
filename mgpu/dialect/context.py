"""One place that knows every dialect, and a parser that keeps FILE:LINE:COL on every op."""

from __future__ import annotations

import bisect

from xdsl.context import Context
from xdsl.dialects.builtin import FileLineColLoc, IntAttr, ModuleOp, StringAttr, UnknownLoc
from xdsl.ir import Dialect, Operation
from xdsl.parser import Parser
from xdsl.utils.exceptions import ParseError
from xdsl.utils.mlir_lexer import MLIRTokenKind

from mgpu.dialect import xdsl_patches
from mgpu.dialect.diagnostics import one_line
from mgpu.dialect.gc_pause import gc_paused
from mgpu.dialect.upstream import UPSTREAM_DIALECTS


def _mosaic_gpu() -> Dialect:
    from mgpu.dialect.mosaic_gpu.dialect import MosaicGPU

    return MosaicGPU


def make_context(allow_unregistered: bool = False) -> Context:
    """A context with the upstream dialects the corpus uses and mosaic_gpu (loaded lazily), and
    xDSL patched to behave as MLIR (``xdsl_patches.install``)."""
    xdsl_patches.install()
    ctx = Context(allow_unregistered=allow_unregistered)
    for name, factory in UPSTREAM_DIALECTS.items():
        ctx.register_dialect(name, factory)
    ctx.register_dialect("mosaic_gpu", _mosaic_gpu)
    return ctx


class LocatingParser(Parser):
    """A parser that gives each op without ``loc(...)`` the position of its first token.

    ``line_offset`` is the number of lines before ``text`` in the file (for --split-input-file),
    so reported lines are lines of the file the user edits.
    """

    def __init__(self, ctx: Context, text: str, name: str, line_offset: int = 0):
        super().__init__(ctx, text, name)
        self._newlines = [i for i, c in enumerate(text) if c == "\n"]
        self._file = StringAttr(name)
        self._line_offset = line_offset

    def parse_operation(self) -> Operation:
        start = self._current_token.span.start
        op = super().parse_operation()
        if isinstance(op.location, UnknownLoc):
            line = bisect.bisect_left(self._newlines, start)
            line_start = self._newlines[line - 1] + 1 if line else 0
            op.location = FileLineColLoc(
                self._file, IntAttr(line + 1 + self._line_offset), IntAttr(start - line_start + 1)
            )
        return op


def parse_module(
    text: str, name: str = "<stdin>", ctx: Context | None = None, line_offset: int = 0
) -> ModuleOp:
    """Parse ``text`` into a module whose ops carry their source locations.

    Every failure is a ``ParseError`` at the token where parsing stopped: xDSL also raises
    VerifyException (an attribute that does not verify at construction) and plain Python
    errors on some malformed inputs, which would otherwise surface without a location.
    """
    xdsl_patches.install()  # also for a context not made by make_context
    parser = LocatingParser(ctx or make_context(), text, name, line_offset)
    if parser._current_token.kind == MLIRTokenKind.EOF:  # pyright: ignore[reportPrivateUsage]
        return ModuleOp([])  # as in mlir-opt, a file of comments and blanks is an empty module
    try:
        with gc_paused():
            return parser.parse_module()
    except ParseError:
        raise
    except (Exception, RecursionError) as e:  # noqa: BLE001 - malformed input, reported as such
        message = one_line(str(e)) or type(e).__name__
        err = ParseError(parser._current_token.span, message)  # pyright: ignore[reportPrivateUsage]
        err.notes = getattr(e, "notes", [])  # (an attribute's MgpuError: its fix)
        raise err from e
