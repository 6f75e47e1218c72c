"""One place that knows every dialect, and a parser that keeps FILE:LINE:COL on every op."""

from __future__ import annotations

import bisect
import re
from collections.abc import Sequence
from dataclasses import dataclass, fields

from xdsl.context import Context
from xdsl.dialects.builtin import FileLineColLoc, IntAttr, ModuleOp, StringAttr, UnknownLoc, UnregisteredOp
from xdsl.ir import Block, BlockArgument, Dialect, Operation, SSAValue
from xdsl.parser import Parser
from xdsl.utils.exceptions import ParseError, VerifyException
from xdsl.utils.lexer import Input, Span
from xdsl.utils.mlir_lexer import MLIRTokenKind

from mgpu.dialect import line_replay, xdsl_patches
from mgpu.dialect.diagnostics import one_line
from mgpu.gc_pause import gc_paused
from mgpu.dialect.line_replay import LineReplay
from mgpu.dialect.location_reader import LocationReader
from mgpu.dialect.source_locations import set_source
from mgpu.dialect.upstream import UPSTREAM_DIALECTS
from mgpu.jax_versions import NEWEST, JaxVersion, by_name
from mgpu.jax_versions.detect import AmbiguousVersion, detect


@dataclass
class MgpuContext(Context):
    """An xDSL context that reads the IR of one jax release (``jax``): its mosaic_gpu ops are that
    release's. Left None, the release is read from the first module parsed with the context
    (``mgpu.jax_versions.detect``), and kept for every later one."""

    jax: JaxVersion | None = None

    def clone(self) -> MgpuContext:
        base = super().clone()
        return MgpuContext(**{f.name: getattr(base, f.name) for f in fields(Context)}, jax=self.jax)

    def get_optional_op(self, name: str, *, dialect_stack: Sequence[str] = ()) -> type[Operation] | None:
        # xDSL registers its class for every unregistered op under the name "builtin.unregistered":
        # written in a file, that name would make an op of that class without the name it stands
        # for. MLIR has no such op: it is unknown like any other misspelt name.
        if name == UnregisteredOp.name:
            return UnregisteredOp.with_name(name) if self.allow_unregistered else None
        return super().get_optional_op(name, dialect_stack=dialect_stack)

    def mosaic_gpu(self) -> Dialect:
        if self.jax is None:
            self.jax = NEWEST  # built before anything was parsed: the newest release's ops
        return self.jax.dialect()


def make_context(allow_unregistered: bool = False, jax: JaxVersion | str | None = None) -> MgpuContext:
    """A context with the upstream dialects the corpus uses and mosaic_gpu (loaded lazily), and
    xDSL patched to behave as MLIR (``xdsl_patches.install``). ``jax`` is the release whose IR it
    reads (a ``JaxVersion`` or its name, e.g. "0.12.0.1"); None: the first module parsed says."""
    xdsl_patches.install()
    ctx = MgpuContext(allow_unregistered=allow_unregistered,
                      jax=by_name(jax) if isinstance(jax, str) else jax)
    for name, factory in UPSTREAM_DIALECTS.items():
        ctx.register_dialect(name, factory)
    ctx.register_dialect("mosaic_gpu", ctx.mosaic_gpu)
    return ctx


def choose_jax(ctx: Context, text: str) -> None:
    """Fix the release a context reads from ``text`` if nothing has fixed it yet (AmbiguousVersion
    if the text does not say one)."""
    if isinstance(ctx, MgpuContext) and ctx.jax is None:
        ctx.jax = detect(text).version


# A location alias definition, at the start of a line: MLIR prints them after the module that uses
# them (jax's debug-info output: ``#loc3 = loc("kernel.py":24:21)``). Searched for after a newline
# (a literal start: the regex engine skips to it), the text's first line on its own.
_LOCATION_ALIAS = re.compile(r"\n(#[A-Za-z_][\w$.-]*)[ \t]*=[ \t]*loc\(")


_NEWLINE = re.compile("\n")


def known_op_names() -> list[str]:
    """Every op name mgpu parses (each dialect of ``make_context`` loaded): what a misspelt op is
    compared with."""
    ctx = make_context()
    names = []
    for dialect in list(ctx.registered_dialect_names):
        names += [op.name for op in ctx.get_dialect(dialect).operations if op is not UnregisteredOp]
    return names


class LocatingParser(Parser):
    """A parser that gives each op the position of its first token as its location (and each block
    argument the position of its name), and keeps a ``loc(...)`` written on an op as the op's source
    (``mgpu.dialect.source_locations``).

    ``line_offset`` is the number of lines before ``text`` in the file (for --split-input-file),
    so reported lines are lines of the file the user edits.
    """

    def __init__(self, ctx: Context, text: str, name: str, line_offset: int = 0):
        super().__init__(ctx, text, name)
        self._text = text
        self._newlines = [m.start() for m in _NEWLINE.finditer(text)]
        self._file = StringAttr(name)
        self._line_offset = line_offset
        self._early_aliases: dict[str, int] = {}  # name -> the offset after its definition
        self._first_uses: dict[str, Span] = {}
        self._lines = LineReplay(text)
        self._ints: dict[int, IntAttr] = {}  # (attributes are immutable: one per number)
        self._locations = LocationReader(self.attribute_aliases)

    def parse_module(self, allow_implicit_module: bool = True) -> ModuleOp:
        self._define_location_aliases()
        try:
            return super().parse_module(allow_implicit_module)
        except ParseError as e:
            if e.msg.strip() == "in block definition" and self._current_token.kind == MLIRTokenKind.EOF:
                # xDSL's words for a region left open at the end of the text (a truncated file)
                self.raise_error("unexpected end of file: expected '}' to close a region (is the file truncated?)")
            undefined = [(self._first_uses[n], n) for n in self.forward_ssa_references if n in self._first_uses]
            if not e.msg.startswith("values used but not defined") or not undefined:
                raise
            span, name = min(undefined, key=lambda u: u[0].start)  # xDSL says it at the end of the file
            self.raise_error(f"use of undeclared SSA value name '%{name}'", span)

    def resolve_operand(self, operand, type):
        # remember where a value not defined yet is first used: if it never is, that use is the error
        if operand.operand_name not in self.ssa_values:
            self._first_uses.setdefault(operand.operand_name, operand.span)
        return super().resolve_operand(operand, type)

    def _define_location_aliases(self) -> None:
        """Define every ``#name = loc(...)`` before the ops that use it. An alias may use another
        one defined further down, so each round defines those whose references are known."""
        pending = [(m.start(1) - 1, m.end() - 1, m.group(1)) for m in _LOCATION_ALIAS.finditer("\n" + self._text)]
        while pending:
            left = []
            for pos, loc_end, name in pending:
                read = self._locations.read(self._text, loc_end) if name not in self.attribute_aliases else None
                if read is not None:  # (the forms jax prints; the parser reads or reports any other)
                    self.attribute_aliases[name], self._early_aliases[name] = read
                    continue
                self._resume_from(pos)  # pyright: ignore[reportPrivateUsage]
                try:
                    self._parse_alias_def()
                except ParseError:
                    if name in self.attribute_aliases:
                        raise  # a second definition: reported where it stands
                    left.append((pos, loc_end, name))
                else:
                    self._early_aliases[name] = self._current_token.span.start
            if len(left) == len(pending):
                self._resume_from(left[0][0])  # pyright: ignore[reportPrivateUsage]
                self._parse_alias_def()  # raises its own error
            pending = left
        self._resume_from(0)  # pyright: ignore[reportPrivateUsage]

    def parse_optional_location(self):
        # the forms jax prints read straight from the text (location_reader.py), any other by xDSL
        start = self._current_token.span.start
        if self._text.startswith("loc(", start) and (read := self._locations.read(self._text, start + 4)):
            self._resume_from(read[1])  # pyright: ignore[reportPrivateUsage]
            return read[0]
        return super().parse_optional_location()

    def _parse_alias_def(self):
        name = self._current_token.text  # pyright: ignore[reportPrivateUsage]
        if name not in self._early_aliases:
            return super()._parse_alias_def()  # pyright: ignore[reportPrivateUsage]
        # defined already: skip its text (a repeat is an error)
        self._resume_from(self._early_aliases.pop(name))  # pyright: ignore[reportPrivateUsage]

    def parse_operation(self) -> Operation:
        start_span = self._current_token.span
        start = start_span.start
        replayed = self._lines.replay(self, start)
        if replayed is None:
            op = self._parse_operation_text(start_span)
            self._lines.learn(self, start, op)
        else:
            op, end = replayed
            self._resume_from(end)  # pyright: ignore[reportPrivateUsage]
        return self._located(op, start)

    def _parse_block_body(self, block: Block) -> None:
        # As xDSL's, but the lines that replay after an op are built straight from the text: the
        # lexer moves once past a run of them, not to each line's end (a token lexed per line).
        while (op := self.parse_optional_operation()) is not None:
            block.add_op(op)
            start = self._current_token.span.start
            moved = False
            while (replayed := self._lines.replay(self, start)) is not None:
                op, end = replayed
                line_replay.append(block, self._located(op, start))
                start, moved = end, True
            if moved:
                self._resume_from(start)  # pyright: ignore[reportPrivateUsage]

    def _located(self, op: Operation, start: int) -> Operation:
        """``op``, parsed from ``start``: its location its position in the text, its ``loc(...)`` its source."""
        if type(op.location) is not UnknownLoc:  # (an ABC's isinstance costs as much as the rest)
            set_source(op, op.location)
        op.location = self._position(start)
        return op

    def _parse_operation_text(self, start_span: Span) -> Operation:
        try:
            op = super().parse_operation()
        except VerifyException as e:
            # a type or attribute the op's definition rejects, found when xDSL builds the op after
            # reading all of it (the parser is at the next line's first token): the error is this
            # op's, not the next op's. One found inside the op's text stays at its token.
            if isinstance(e, ParseError) or not self._first_on_its_line(self._current_token.span.start):
                raise
            err = ParseError(start_span, one_line(str(e)) or type(e).__name__)
            err.notes = getattr(e, "notes", [])  # (an MgpuError's fix)
            raise err from e
        return op

    def _first_on_its_line(self, offset: int) -> bool:
        before = self._text[:offset]
        return before.rstrip(" \t").endswith("\n") or not before.strip()

    def _register_ssa_definition(self, name: str, values: Sequence[SSAValue], span: Span) -> None:
        # a block argument without ``loc(...)`` is at its name, as in mlir-opt
        for value in values:
            if isinstance(value, BlockArgument) and isinstance(value.location, UnknownLoc):
                value.location = self._position(span.start)
        super()._register_ssa_definition(name, values, span)  # pyright: ignore[reportPrivateUsage]

    def _position(self, offset: int) -> FileLineColLoc:
        line = bisect.bisect_left(self._newlines, offset)
        line_start = self._newlines[line - 1] + 1 if line else 0
        number, column = line + 1 + self._line_offset, offset - line_start + 1
        ints = self._ints
        # Built without FileLineColLoc's __init__, whose parameter checks (a StringAttr and two
        # IntAttrs, true by construction) cost 8 times the object: this runs once per op.
        loc = object.__new__(FileLineColLoc)
        loc.__dict__.update(filename=self._file, line=ints.get(number) or self._int(number),
                            column=ints.get(column) or self._int(column))
        return loc

    def _int(self, value: int) -> IntAttr:
        attr = self._ints.get(value)
        if attr is None:  # (a new one for most ops' line: built without the check that it holds an int)
            attr = self._ints[value] = object.__new__(IntAttr)
            attr.__dict__["data"] = value
        return attr


def parse_module(
    text: str, name: str = "<stdin>", ctx: Context | None = None, line_offset: int = 0
) -> ModuleOp:
    """Parse ``text`` into a module whose ops carry their source locations.

    Every failure is a ``ParseError`` at the token where parsing stopped: xDSL also raises
    VerifyException (an attribute that does not verify at construction) and plain Python
    errors on some malformed inputs, which would otherwise surface without a location.
    """
    xdsl_patches.install()  # also for a context not made by make_context
    ctx = ctx or make_context()
    try:
        choose_jax(ctx, text)
    except AmbiguousVersion as e:
        raise ParseError(Span(0, 0, Input(text, name)), str(e)) from None
    parser = LocatingParser(ctx, text, name, line_offset)
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
