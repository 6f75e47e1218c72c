"""Each distinct op line of a module parsed once: later lines of the same shape are replayed.

jax prints one op a line, and most lines of a payload repeat an earlier one but for their SSA
names and their ``loc(...)``: 92-94 % of the op lines of the flagship and tokamax payloads (a
repeated ``%12 = arith.addi %10, %11 : i32``, a TMA descriptor's ``llvm.insertvalue`` chain, an
unrolled loop body). Parsing such a line again through xDSL (tokens, declarative formats,
attributes, the op's ``__init__``) costs a hundred times more than building the op it gives.

A line's *shape* is its text up to its trailing ``loc(...)`` with every SSA name replaced by ``%``
(names inside string literals, e.g. inline PTX, are text). After an op is parsed the ordinary way,
``learn`` keeps what it became (class, result types, properties, attributes, and which name gave
which operand) under its shape, the operands' types and the parser's dialect stack; ``replay``
builds the op of a line whose key is known with ``Operation.create``, as xDSL's generic parser
does, and parses its location (each distinct ``loc(...)`` text once). The operand types in the key
make a replay as strict as a parse: a value of another type than the one the line was learned
with is a miss, and the ordinary parse reports it. The dialect stack (the ops whose regions the line
is in) is in the key only for a line whose op is written without its dialect (``return`` in a
``func.func``): an op name the context knows names its op whatever the stack (xDSL's
``Context.get_optional_op`` tries the name as it is first), so a ``gpu.thread_id x`` learned in a
function replays in an ``scf.for``'s body.

A few ops are also learned with their integer literals left open (``positional.py``): an
``llvm.extractvalue %s[N]`` or ``llvm.insertvalue`` at another position, an ``arith.constant N : i32``
of another value, are built by the op's rule from the integers (the element type at the position, the
integer attribute), which reproduces what the op's parser builds from them; where the rule refuses (a
position out of bounds, an integer the type cannot hold) the line takes the ordinary parse, which
reports it.

Only lines the parse consumed exactly are learned: an op without regions or successors whose text
ends at its line's end, every name of it an operand defined before the line. A line that uses a
value twice is replayed only for lines that repeat their values at the same places.
Anything else, and any line whose location does not parse cleanly, takes the ordinary parse.
tests/dialect/test_line_replay.py compares the modules printed with and without replay, in both
forms, for every corpus and flagship payload.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from xdsl.dialects.builtin import UnknownLoc
from xdsl.ir import Attribute, Block, OpResult, Operation, SSAValue, SSAValues, Use
from xdsl.irdl import IRDLOperation
from xdsl.parser import Parser
from xdsl.utils.exceptions import ParseError
from xdsl.utils.lexer import Input, Span

from mgpu.dialect import positional

# A string literal (left as it is) or an SSA name with its optional ``#index`` (xDSL's suffix-id).
_NAME_OR_STRING = re.compile(r'"(?:[^"\\\n]|\\.)*"|%([0-9]+|[A-Za-z$._-][A-Za-z0-9$._-]*)(?:#([0-9]+))?')
_NAME = re.compile(r"%([0-9]+|[A-Za-z$._-][A-Za-z0-9$._-]*)(?:#([0-9]+))?")
_STRING = re.compile(r'"(?:[^"\\\n]|\\.)*"')
# The result list of a shape: ``%, %:2 =``
_RESULTS = re.compile(r"%(?::[0-9]+)?(?:\s*,\s*%(?::[0-9]+)?)*\s*=")
_GROUP_SIZE = re.compile(r"%(?::([0-9]+))?")
# The op name a shape is written with, after its result list: a bare name (custom form) or a string (generic).
_OP_NAME = re.compile(r'(?:%(?::[0-9]+)?(?:\s*,\s*%(?::[0-9]+)?)*\s*=\s*)?(?:"([^"\\]*)"|([A-Za-z_][\w$.]*))')
_BLANK = re.compile(r"\s*")


@dataclass(frozen=True)
class _Template:
    op_type: type[Operation]
    result_types: tuple[Attribute, ...]
    properties: dict[str, Attribute]
    attributes: dict[str, Attribute]
    operand_of: tuple[int, ...]  # operand i of the op is the line's use number operand_of[i]
    group_sizes: tuple[int, ...]  # of the result names, in order


@dataclass(slots=True)
class _Line:
    start: int
    end: int  # the offset of the line's end
    body: str  # the line up to its location
    shape: str
    names: list[str]  # each SSA name, in order (results first)
    indices: list[str | None]  # the ``#index`` after each name, or None
    loc_start: int | None  # the offset of its trailing ``loc(``

    def spans(self, input: Input) -> list[Span]:
        """Where each name is in the text."""
        return [Span(self.start + m.start(), self.start + m.end(1), input) for m in _NAME.finditer(self.body)]


def _read_line(text: str, start: int) -> _Line | None:
    end = text.find("\n", start)
    if end < 0:
        end = len(text)
    line = text[start:end].rstrip()
    if not line or line[-1] == "{" or "//" in line:  # a region opens, or a comment the lexer skips
        return None
    end = start + len(line)
    loc = line.rfind(" loc(") if line[-1] == ")" else -1
    body = line[:loc] if loc >= 0 else line
    if '"' in body and any("%" in string for string in _STRING.findall(body)):  # (inline PTX: ``"mov.u32 %0, ...``)
        names: list[str] = []
        indices: list[str | None] = []

        def blank(m: re.Match[str]) -> str:
            if m.group(1) is None:
                return m.group(0)
            names.append(m.group(1))
            indices.append(m.group(2))
            return "%"

        shape = _NAME_OR_STRING.sub(blank, body)
    else:
        pieces = _NAME.split(body)  # text, name, index, text, name, index, ..., text
        shape, names, indices = "%".join(pieces[::3]), pieces[1::3], pieces[2::3]
    return _Line(start, end, body, shape, names, indices, start + loc + 1 if loc >= 0 else None)


def _group_sizes(shape: str) -> tuple[int, ...]:
    """The number of values each result name of a line of this shape defines (``%a, %b:2 =``: 1, 2)."""
    results = _RESULTS.match(shape)
    return tuple(int(s or 1) for s in _GROUP_SIZE.findall(results.group(0))) if results else ()


def _at_next_line(parser: Parser, line: _Line) -> bool:
    """Whether the parser's next token is the first one after ``line`` (what it read ended there)."""
    text = parser.lexer.input.content
    return parser._current_token.span.start == _BLANK.match(text, line.end).end()  # pyright: ignore[reportPrivateUsage]


def _written_name(shape: str) -> str | None:
    """The op name a line of this shape is written with."""
    m = _OP_NAME.match(shape)
    return None if m is None else m.group(1) if m.group(1) is not None else m.group(2)


def _repeats(uses: list[SSAValue]) -> tuple[int, ...]:
    """For each use, the index of the first use of the same value."""
    first: dict[int, int] = {}
    return tuple(first.setdefault(id(v), i) for i, v in enumerate(uses))


def _build(op_type: type[Operation], operands: list[SSAValue], result_types: tuple[Attribute, ...],
           properties: dict[str, Attribute], attributes: dict[str, Attribute], location: Attribute) -> Operation:
    """The op ``op_type.create`` builds from these, without regions or successors. Built as xDSL 0.74.0's
    ``Operation.__init__`` builds one (xdsl/ir/core.py), without going through its setters (their checks
    are for an op that had operands before); IRDL's ``__post_init__``, which fills in the properties and
    attributes left out that have a default, has nothing to do for those of an op parsed before, and is
    called only where the op's class has its own."""
    op = op_type.__new__(op_type)
    op_uses = tuple([Use(op, i) for i in range(len(operands))])
    for operand, use in zip(operands, op_uses):
        operand.add_use(use)
    op._operands = SSAValues(operands)  # pyright: ignore[reportPrivateUsage]
    op._operand_uses = op_uses  # pyright: ignore[reportPrivateUsage]
    op.results = SSAValues([OpResult(t, op, i) for i, t in enumerate(result_types)])
    op.properties = dict(properties)
    op.attributes = dict(attributes)
    op.location = location  # pyright: ignore[reportAttributeAccessIssue]
    op._successors = op._successor_uses = op.regions = ()  # pyright: ignore[reportPrivateUsage]
    if op_type.__post_init__ is not IRDLOperation.__post_init__:
        op.__post_init__()
    return op


def append(block: Block, op: Operation) -> None:
    """``block.add_op(op)`` for an op ``replay`` built: linked as xDSL 0.74.0's ``Block.add_op`` links one
    (xdsl/ir/core.py), without its checks that the op has no parent and is not an ancestor of the block,
    which hold for an op just built without regions (they walk up from the block at every op)."""
    last = block._last_op  # pyright: ignore[reportPrivateUsage]
    op.parent = block
    if last is None:
        block._first_op = op  # pyright: ignore[reportPrivateUsage]
    else:
        last._next_op = op  # pyright: ignore[reportPrivateUsage]
        op._prev_op = last  # pyright: ignore[reportPrivateUsage]
    block._last_op = op  # pyright: ignore[reportPrivateUsage]


class LineReplay:
    """The learned lines of one parse (one text, one parser)."""

    def __init__(self, text: str) -> None:
        self._text = text
        # (shape, dialect stack or None, operand types[, repeats]): ``_key``
        self._templates: dict[tuple, _Template] = {}
        self._open: dict[tuple, _Template] = {}  # the same, integers left open
        self._group_sizes: dict[str, tuple[int, ...]] = {}  # of each shape seen
        self._locations: dict[str, Attribute] = {}
        # a number for each distinct type, found by the type object's identity: hashing a type
        # hashes all its parameters, every time (the objects are kept, so an id is not reused)
        self._type_numbers: dict[Attribute, int] = {}
        self._by_id: dict[int, tuple[Attribute, int]] = {}

    def _sizes(self, shape: str) -> tuple[int, ...]:
        sizes = self._group_sizes.get(shape)
        if sizes is None:
            sizes = self._group_sizes[shape] = _group_sizes(shape)
        return sizes

    def _uses(self, parser: Parser, line: _Line, results: int) -> tuple[list[SSAValue], tuple[int, ...]] | None:
        """The values the line uses and the numbers of their types; None if one is not defined yet."""
        values = []
        numbers = []
        ssa_values, by_id = parser.ssa_values, self._by_id
        for name, index in zip(line.names[results:], line.indices[results:]):
            defined = ssa_values.get(name)
            i = int(index) if index else 0
            if defined is None or i >= len(defined):
                return None  # a forward reference (or an error the ordinary parse reports)
            value = defined[i]
            values.append(value)
            type = value.type
            known = by_id.get(id(type))
            numbers.append(known[1] if known is not None and known[0] is type else self._type_number(type))
        return values, tuple(numbers)

    @staticmethod
    def _key(parser: Parser, shape: str, numbers: tuple[int, ...], op_type: type[Operation] | None = None) -> tuple:
        """A learned line's key: without the dialect stack where its op is written by the name of
        ``op_type`` (the op it parsed to); a key to look up: stack-free when ``op_type`` is None."""
        if op_type is None or _written_name(shape) == op_type.name:
            return shape, None, numbers
        return shape, tuple(parser._parser_state.dialect_stack), numbers  # pyright: ignore[reportPrivateUsage]

    def _find(self, table: dict, parser: Parser, shape: str, numbers: tuple[int, ...], *extra) -> _Template | None:
        """The template of a line in ``table``: learned stack-free, else in this dialect stack."""
        template = table.get((shape, None, numbers, *extra))
        if template is None:
            stack = tuple(parser._parser_state.dialect_stack)  # pyright: ignore[reportPrivateUsage]
            template = table.get((shape, stack, numbers, *extra))
        return template

    def _type_number(self, type: Attribute) -> int:
        number = self._type_numbers.setdefault(type, len(self._type_numbers))
        self._by_id[id(type)] = (type, number)
        return number

    def learn(self, parser: Parser, start: int, op: Operation) -> None:
        """Keep ``op``, just parsed from ``start`` the ordinary way, if its line can be replayed."""
        if op.regions or op.successors:
            return
        text = parser.lexer.input.content
        line = _read_line(text, start)
        if line is None or not _at_next_line(parser, line):
            return  # the op did not end with its line
        group_sizes = self._sizes(line.shape)
        found = self._uses(parser, line, len(group_sizes))
        if found is None or len(found[0]) != len(op.operands):
            return
        uses, numbers = found
        position = {id(v): i for i, v in enumerate(uses)}
        if any(id(v) not in position for v in op.operands) or sum(group_sizes) != len(op.results):
            return
        template = _Template(
            type(op), tuple(r.type for r in op.results), dict(op.properties), dict(op.attributes),
            tuple(position[id(v)] for v in op.operands), group_sizes)
        key = self._key(parser, line.shape, numbers, type(op))
        if len(position) != len(uses):
            # A value used twice: which of its uses gave which operand is not known, which matters
            # only for a line whose uses at those places differ. Kept for lines that repeat alike.
            self._templates[(*key, _repeats(uses))] = template
            return
        self._templates[key] = template
        opened = positional.open_integers(line.shape)
        if opened is not None:
            shape, integers, rule = opened
            built = positional.build(rule, integers, [v.type for v in op.operands], template.properties,
                                     template.result_types)
            if built == (template.properties, template.result_types):  # (the rule gives what the parse gave)
                self._open[self._key(parser, shape, numbers, type(op))] = template

    def replay(self, parser: Parser, start: int) -> tuple[Operation, int] | None:
        """The op of the line at ``start`` built from a learned one, and the offset where the text
        after the line starts (the caller moves the parser's lexer there, once for a run of replayed
        lines); None (the parser at ``start``) if the line's shape is not known."""
        if not self._templates:
            return None
        line = _read_line(self._text, start)
        if line is None:
            return None
        results = len(self._sizes(line.shape))
        found = self._uses(parser, line, results)
        if found is None:
            return None
        uses, numbers = found
        template = self._find(self._templates, parser, line.shape, numbers)
        if template is None and len({id(v) for v in uses}) != len(uses):
            template = self._find(self._templates, parser, line.shape, numbers, _repeats(uses))
        properties, result_types = (template.properties, template.result_types) if template else (None, None)
        if template is None:
            opened = positional.open_integers(line.shape) if self._open else None
            template = self._find(self._open, parser, opened[0], numbers) if opened else None
            if template is None:
                return None
            built = positional.build(opened[2], opened[1], [uses[i].type for i in template.operand_of],
                                     template.properties, template.result_types)
            if built is None:
                return None
            properties, result_types = built
        location = self._location(parser, line)
        if location is None:
            parser._resume_from(start)  # pyright: ignore[reportPrivateUsage]
            return None
        op = _build(template.op_type, [uses[i] for i in template.operand_of], result_types, properties,
                    template.attributes, location)
        self._define_results(parser, line, op, template.group_sizes)
        return op, _BLANK.match(self._text, line.end).end()

    @staticmethod
    def _define_results(parser: Parser, line: _Line, op: Operation, group_sizes: tuple[int, ...]) -> None:
        """Register the names of ``op``'s results, as the parser does (``_register_ssa_definition``),
        which is called for a name defined before or used ahead: it reports or resolves those."""
        ssa_values, ahead = parser.ssa_values, parser.forward_ssa_references
        results = tuple(op.results)  # (a tuple's slices are tuples; SSAValues' go through Python)
        first = 0
        for i, (name, size) in enumerate(zip(line.names, group_sizes)):
            values = results[first:first + size]
            first += size
            if name in ssa_values or name in ahead:
                span = line.spans(parser.lexer.input)[i]
                parser._register_ssa_definition(name, values, span)  # pyright: ignore[reportPrivateUsage]
                continue
            ssa_values[name] = values
            if not name[0].isdigit():  # (a name xDSL keeps as the values' name hint)
                for value in values:
                    value.name_hint = name

    def _location(self, parser: Parser, line: _Line) -> Attribute | None:
        """The line's location (UnknownLoc if it has none); None if it does not parse to its end."""
        if line.loc_start is None:
            return UnknownLoc()
        text = self._text[line.loc_start:line.end]
        location = self._locations.get(text)
        if location is not None:
            return location
        parser._resume_from(line.loc_start)  # pyright: ignore[reportPrivateUsage]
        try:
            location = parser.parse_optional_location()
        except ParseError:
            return None
        if location is None or not _at_next_line(parser, line):
            return None
        self._locations[text] = location
        return location
