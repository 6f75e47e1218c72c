"""MLIR's ``--verify-diagnostics``: match ``// expected-error ... {{...}}`` annotations.

Annotation forms, as in mlir-opt: ``expected-error``, ``expected-note``, ``expected-warning``,
``expected-remark``, each optionally followed by ``-re`` and by a line designator ``@+N``, ``@-N``,
``@above``, ``@below`` or ``@N`` (absolute), then ``{{text}}``. A diagnostic matches when its
severity and line agree and the text is contained in its message. In a ``-re`` annotation the text
is literal except for ``{{regex}}`` blocks, as in mlir-opt (and FileCheck): ``{{dtype {{.*}}, but}}``.
Every annotation must be matched, and every diagnostic (notes included) must be expected; an unmet
annotation is reported at its own line and column, as mlir-opt reports it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from mgpu.dialect.diagnostics import LocatedDiagnostic

_ANNOTATION = re.compile(
    r"expected-(?P<severity>error|note|warning|remark)(?P<re>-re)? *"
    r"(?:@(?P<where>[+-]\d+|above|below|\d+))? *\{\{(?P<text>.*)\}\}"
)


@dataclass
class Expectation:
    severity: str
    line: int
    text: str
    is_regex: bool
    source_line: int  # where the annotation itself is written
    source_col: int
    matched: bool = False
    pattern: re.Pattern | None = None  # of a -re annotation
    invalid: str | None = None  # why a -re annotation's regex does not compile

    def __post_init__(self) -> None:
        if self.is_regex:
            try:
                self.pattern = re.compile(_mlir_regex(self.text))
            except re.error as e:
                self.invalid = e.msg

    def matches(self, diag: LocatedDiagnostic) -> bool:
        if diag.severity != self.severity or diag.line != self.line or self.invalid:
            return False
        if self.pattern is not None:
            return self.pattern.search(diag.message) is not None
        return self.text in diag.message


_REGEX_BLOCK = re.compile(r"\{\{(.*?)\}\}")


def _mlir_regex(text: str) -> str:
    """The Python regex of an mlir-opt ``-re`` text: literal but for its ``{{regex}}`` blocks."""
    parts, end = [], 0
    for m in _REGEX_BLOCK.finditer(text):
        parts += [re.escape(text[end:m.start()]), f"(?:{m[1]})"]
        end = m.end()
    return "".join(parts) + re.escape(text[end:])


def parse_expectations(text: str, line_offset: int = 0) -> list[Expectation]:
    expectations = []
    for index, line in enumerate(text.splitlines()):
        for m in _ANNOTATION.finditer(line):
            here = index + 1 + line_offset
            where = m["where"]
            if where is None:
                target = here
            elif where == "above":
                target = here - 1
            elif where == "below":
                target = here + 1
            elif where[0] in "+-":
                target = here + int(where)
            else:
                target = int(where)
            expectations.append(Expectation(m["severity"], target, m["text"], bool(m["re"]), here, m.start() + 1))
    return expectations


def check(
    expectations: Sequence[Expectation], produced: Sequence[LocatedDiagnostic], file: str
) -> list[str]:
    """Errors (as mlir-opt words them) for unexpected diagnostics and unmet expectations."""
    problems = []
    for diag in produced:
        match = next((e for e in expectations if not e.matched and e.matches(diag)), None)
        if match is None:
            match = next((e for e in expectations if e.matches(diag)), None)
        if match is None:
            problems.append(
                f"{diag.file}:{diag.line}:{diag.col}: error: unexpected {diag.severity}: {diag.message}"
            )
        else:
            match.matched = True
    for e in expectations:
        if e.invalid:
            problems.append(f"{file}:{e.source_line}:{e.source_col}: error: invalid regex in expected-{e.severity}-re "
                            f"{{{{{e.text}}}}}: {e.invalid}")
        elif not e.matched:
            problems.append(
                f"{file}:{e.source_line}:{e.source_col}: error: expected {e.severity} \"{e.text}\" was not produced"
            )
    return problems
