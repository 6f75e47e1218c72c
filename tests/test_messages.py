"""Every message is a row of the message table (mgpu/dialect/diagnostics/, one module a layer): no module of
the emulator raises or reports a diagnostic built from a string literal. The passes and the tools still build
some (their refusals raised as NotImplementedError / ValueError inside a rule, and the tools' own): their
number may only go down."""

from __future__ import annotations

import ast
import pathlib

PACKAGE = pathlib.Path(__file__).resolve().parents[1] / "mgpu"
# how many messages each layer still builds from a literal: lower the number when you make some rows
LITERAL_MESSAGES = {"emulator": 0, "passes": 115, "tools": 36}
# the calls that report a message without raising it (the machine's warnings, a prepared op's refusal, ...)
REPORTING = {"warn", "error", "_err", "report", "fail"}


def _is_sentence(node: ast.expr) -> bool:
    """A string literal that is a message: an f-string, a literal with a space, or a sum of them (a literal
    without one, such as a warning's kind ``"tma-oob"``, is a key, not a message)."""
    if isinstance(node, ast.JoinedStr):
        return True
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return " " in node.value
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return _is_sentence(node.left) or _is_sentence(node.right)
    if isinstance(node, ast.IfExp):
        return _is_sentence(node.body) or _is_sentence(node.orelse)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):  # "...".format(...), "...".join(...)
        return _is_sentence(node.func.value)
    return False


def literal_messages(source: str) -> list[int]:
    """The lines of ``source`` that raise or report a message built from a string literal rather than a row."""
    found = []
    for node in ast.walk(ast.parse(source)):
        call = None
        if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call):
            call = node.exc
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in REPORTING:
            call = node
        if call is not None and any(_is_sentence(a) for a in [*call.args, *(k.value for k in call.keywords)]):
            found.append(call.lineno)
    return sorted(set(found))


def test_the_check_finds_a_planted_literal_message():
    planted = '''
def f(p, ctx, n):
    if n:
        raise EmulatorError(f"got {n} rows")
    ctx.machine.warn("tma-oob", "warning: a box outside the tensor")
    raise p.error("unsupported " + str(n))
'''
    assert literal_messages(planted) == [4, 5, 6]
    rows = '''
def f(p, ctx, n):
    raise EmulatorError(diag.GOT_ROWS.format(n=n))
    ctx.machine.warn("tma-oob", diag.TMA_BOX_OUT_OF_BOUNDS.format(what=f"the {n}"))
    raise p.error(diag.UNSUPPORTED)
'''
    assert literal_messages(rows) == []


def _found(layer: str) -> list[str]:
    files = sorted((PACKAGE / layer).rglob("*.py"))
    return [f"{p.relative_to(PACKAGE.parent)}:{line}" for p in files
            for line in literal_messages(p.read_text(encoding="utf-8"))]


def test_every_emulator_message_is_a_row():
    assert len(list((PACKAGE / "emulator").rglob("*.py"))) > 60  # the layer's modules are all read
    found = _found("emulator")
    assert not found, "a message built from a string literal (make it a row of mgpu/dialect/diagnostics/):\n" + \
        "\n".join(found)


def test_the_passes_and_the_tools_build_no_more_messages_from_literals():
    counts = {layer: len(_found(layer)) for layer in LITERAL_MESSAGES}
    assert counts == LITERAL_MESSAGES, (f"messages built from a literal, by layer: {counts} (a new message is a row "
                                        "of mgpu/dialect/diagnostics/; after making rows, lower LITERAL_MESSAGES)")
