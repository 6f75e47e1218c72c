"""Replayed op lines (mgpu.dialect.line_replay) give the IR the ordinary parse gives.

Every corpus module (pretty and generic files), and (tier) every flagship payload, is parsed with
replay and with it switched off; the two modules print the same (generic form, which shows every
property and attribute), and every op has the same position and source location. Small cases check
what a replay must not hide: a value of another type, a name used twice, SSA names in strings.
"""

from __future__ import annotations

import io
import pathlib
import sys
import tarfile

import pytest
from xdsl.printer import Printer
from xdsl.utils.exceptions import ParseError

from mgpu.dialect import line_replay
from mgpu.dialect.context import make_context, parse_module
from mgpu.dialect.source_locations import source_of

sys.setrecursionlimit(max(sys.getrecursionlimit(), 10000))

ROOT = pathlib.Path(__file__).parent.parent
CORPUS = sorted(p for p in (ROOT / "corpus").rglob("*.mlir") if not p.name.endswith(".stablehlo.mlir"))
FLAGSHIP = sorted((ROOT / "flagship" / "captured").glob("*.tar.xz"))


def _printed(text: str, name: str) -> tuple[str, list[str]]:
    module = parse_module(text, name, make_context())
    out = io.StringIO()
    Printer(stream=out, print_generic_format=True).print_op(module)
    return out.getvalue(), [f"{op.name} {op.location} {source_of(op)}" for op in module.walk()]


@pytest.fixture
def replays(monkeypatch):
    """The number of lines replayed so far (a list of one count)."""
    count = [0]
    real = line_replay.LineReplay.replay

    def counted(self, parser, start):
        replayed = real(self, parser, start)
        count[0] += replayed is not None
        return replayed
    monkeypatch.setattr(line_replay.LineReplay, "replay", counted)
    return count


def _same_without_replay(text: str, name: str, monkeypatch, replays) -> None:
    fast = _printed(text, name)
    assert replays[0] > 0 or len(text) < 2000  # (a payload repeats lines: the replay was used)
    monkeypatch.setattr(line_replay.LineReplay, "replay", lambda self, parser, start: None)
    assert fast == _printed(text, name)


@pytest.mark.parametrize("path", CORPUS, ids=[str(p.relative_to(ROOT / "corpus")) for p in CORPUS])
def test_corpus_module_same_with_replay(path, monkeypatch, replays):
    _same_without_replay(path.read_text(), str(path), monkeypatch, replays)


@pytest.mark.tier
@pytest.mark.parametrize("tar", FLAGSHIP, ids=[p.name for p in FLAGSHIP])
def test_flagship_payload_same_with_replay(tar, tmp_path, monkeypatch, replays):
    with tarfile.open(tar) as tf:
        tf.extractall(tmp_path, filter="data")
    payloads = sorted(tmp_path.glob("*.mlir"))
    assert payloads
    for path in payloads:
        _same_without_replay(path.read_text(), str(path), monkeypatch, replays)


_HEAD = 'func.func @f(%a: i32, %b: i32, %c: i64, %d: i64) {\n'


def test_a_value_of_another_type_is_reported_as_by_the_parse(replays):
    text = _HEAD + "  %0 = arith.addi %a, %b : i32\n  %1 = arith.addi %c, %d : i32\n  func.return\n}\n"
    with pytest.raises(ParseError, match="i64"):
        parse_module(text, "t.mlir", make_context())
    assert replays[0] == 0


def test_lines_of_one_shape_keep_their_own_operands_locations_and_results(replays):
    text = (_HEAD + '  %0 = arith.addi %a, %b : i32 loc("k.py":1:2)\n  %1 = arith.addi %b, %0 : i32 loc("k.py":3:4)\n'
            "  %2 = arith.addi %c, %d : i64\n  %3 = arith.addi %d, %2 : i64\n  func.return\n}\n")
    module = parse_module(text, "t.mlir", make_context())
    assert replays[0] == 2
    func = module.body.block.first_op
    a, b, c, d = func.body.block.args
    ops = list(func.body.block.ops)
    assert [list(op.operands) for op in ops[:4]] == [[a, b], [b, ops[0].results[0]], [c, d], [d, ops[2].results[0]]]
    assert [(op.location.line.data, op.location.column.data) for op in ops[:4]] == [(2, 3), (3, 3), (4, 3), (5, 3)]
    assert str(source_of(ops[1])) == 'loc("k.py":3:4)'
    assert source_of(ops[3]) is None


def test_a_value_used_twice_and_names_in_strings_are_not_replayed_wrongly(replays):
    asm = 'llvm.inline_asm has_side_effects "add.s32 $0, %r1, $1;", "=r,r" {0} : (i32) -> i32\n'
    text = (_HEAD + "  %0 = arith.muli %a, %a : i32\n  %1 = arith.muli %a, %b : i32\n  %2 = arith.muli %b, %b : i32\n"
            + "  %3 = " + asm.format("%a") + "  %4 = " + asm.format("%b") + "  func.return\n}\n")
    module = parse_module(text, "t.mlir", make_context())
    func = module.body.block.first_op
    a, b, _, _ = func.body.block.args
    ops = list(func.body.block.ops)
    assert [list(op.operands) for op in ops[:5]] == [[a, a], [a, b], [b, b], [a], [b]]
    assert ops[4].asm_string.data == "add.s32 $0, %r1, $1;"
    # %2 (learned from %1: a line whose value is used twice is not learned) and %4
    assert replays[0] == 2


_STRUCT = "!llvm.struct<(i32, i64, array<2 x i32>)>"
_OPEN_LINES = (
    "func.func @f(%s: " + _STRUCT + ", %x: i32) {\n"
    "  %0 = llvm.extractvalue %s[0] : " + _STRUCT + "\n"
    "  %1 = llvm.extractvalue %s[1] : " + _STRUCT + "\n"
    "  %2 = llvm.extractvalue %s[2, 1] : " + _STRUCT + "\n"
    "  %3 = llvm.insertvalue %x, %s[2, 0] : " + _STRUCT + "\n"
    "  %4 = llvm.insertvalue %0, %3[0] : " + _STRUCT + "\n"
    "  %5 = arith.constant 7 : i8\n"
    "  %6 = arith.constant -128 : i8\n"
    "  %7 = \"arith.constant\"() <{value = 5 : i8}> : () -> i8\n"
    "  %8 = \"arith.constant\"() <{value = 6 : i8}> : () -> i8\n"
    "  %9 = \"llvm.extractvalue\"(%s) <{position = array<i64: 0>}> : (" + _STRUCT + ") -> i32\n"
    "  %10 = \"llvm.extractvalue\"(%s) <{position = array<i64: 2, 0>}> : (" + _STRUCT + ") -> i32\n"
    "  func.return\n}\n")


def test_lines_that_differ_in_a_position_or_an_integer_are_replayed_as_parsed(monkeypatch, replays):
    # %1 (another position: another result type), %2 (another depth), %4, %6, %8, %10
    _same_without_replay(_OPEN_LINES, "t.mlir", monkeypatch, replays)
    assert replays[0] >= 6


@pytest.mark.parametrize("line, error", [
    ("%9 = llvm.extractvalue %s[3] : " + _STRUCT, "out of bounds|position"),
    ("%9 = llvm.insertvalue %x, %s[1] : " + _STRUCT, "i64|type"),
    ("%9 = arith.constant 300 : i8", "300|i8|range"),
])
def test_an_open_integer_the_op_refuses_is_reported_as_by_the_parse(line, error, replays):
    text = _OPEN_LINES.replace("  func.return", "  " + line + "\n  func.return")
    with pytest.raises(ParseError, match=error) as replayed:
        parse_module(text, "t.mlir", make_context())
    assert replays[0] > 0
    line_no = text.splitlines().index("  " + line) + 1
    assert f"t.mlir:{line_no}:" in str(replayed.value)


def test_a_line_learned_in_a_function_is_replayed_in_a_loop_body(monkeypatch, replays):
    # an op written by its full name is the same op in any region (the dialect stack is not in its key)
    text = (_HEAD + "  %0 = arith.addi %a, %b : i32\n  %lb = arith.constant 0 : index\n"
            "  %n = arith.constant 4 : index\n  scf.for %i = %lb to %n step %n {\n"
            "    %1 = arith.addi %b, %a : i32\n    %2 = gpu.thread_id x\n  }\n  %3 = gpu.thread_id x\n"
            "  func.return\n}\n")
    _same_without_replay(text, "t.mlir", monkeypatch, replays)
    assert replays[0] == 3  # %n (an open integer), %1 in the loop, %3 after it
