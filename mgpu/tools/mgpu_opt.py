"""mgpu-opt: parse, verify, transform and print IR, with xdsl-opt's and mlir-opt's conventions.

Every failure is a located diagnostic and exit status 1, never a Python traceback
(set MGPU_DEBUG=1 to see the traceback of an internal error).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from io import StringIO

from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import PassPipeline
from xdsl.printer import Printer
from xdsl.utils.exceptions import DiagnosticException, ParseError

from mgpu.dialect.context import make_context, parse_module
from mgpu.dialect.diagnostics import LocatedDiagnostic, MgpuError, one_line, op_diagnostics
from mgpu.dialect.verifier import verify_module
from mgpu.passes.registry import all_passes, parse_pipeline
from mgpu.tools import expected_diagnostics
from mgpu.tools.output import silence_closed_stdout, write_atomically
from mgpu.tools.parse_errors import parse_error_diagnostics

SPLIT_MARKER = "// -----"


@dataclass
class Chunk:
    text: str
    line_offset: int
    diagnostics: list[LocatedDiagnostic] = field(default_factory=list)
    output: str | None = None


def split_chunks(text: str, split: bool) -> Iterator[Chunk]:
    if not split:
        yield Chunk(text, 0)
        return
    lines = text.splitlines(keepends=True)
    start = 0
    for i, line in enumerate(lines + [SPLIT_MARKER]):
        if i == len(lines) or line.strip() == SPLIT_MARKER:
            yield Chunk("".join(lines[start:i]), start)
            start = i + 1


def parse_arguments(argv: list[str] | None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(
        prog="mgpu-opt",
        description="Parse, verify, transform and print Mosaic GPU IR (xdsl-opt conventions).",
    )
    ap.add_argument("input_file", nargs="?", default="-", help="input file ('-' for stdin)")
    ap.add_argument("-o", "--output-file", help="write the output here (atomically)")
    ap.add_argument("-p", "--passes", default="", help="comma-separated pass pipeline")
    ap.add_argument("--split-input-file", action="store_true", help="process '// -----' chunks separately")
    ap.add_argument("--print-op-generic", action="store_true", help="print ops in generic form")
    ap.add_argument("--print-debuginfo", action="store_true", help="print op locations")
    ap.add_argument("--allow-unregistered-dialect", action="store_true", help="accept unknown ops")
    ap.add_argument("--verify-diagnostics", action="store_true",
                    help="check diagnostics against '// expected-error {{...}}' annotations")
    ap.add_argument("--disable-verify", action="store_true", help="skip verification")
    ap.add_argument("--list-passes", action="store_true", help="list the available passes and exit")
    return ap.parse_args(argv)


class Driver:
    def __init__(self, args: argparse.Namespace):
        self.args = args
        self.ctx = make_context(args.allow_unregistered_dialect)
        self.name = "<stdin>" if args.input_file == "-" else args.input_file

    def pipeline(self) -> PassPipeline:
        try:
            return parse_pipeline(self.args.passes)
        except ValueError as e:
            raise UsageError(str(e)) from None

    def process(self, chunk: Chunk, pipeline: PassPipeline) -> None:
        try:
            module = parse_module(chunk.text, self.name, self.ctx, chunk.line_offset)
        except ParseError as e:
            chunk.diagnostics += parse_error_diagnostics(e, chunk.line_offset)
            return
        if not self.args.disable_verify and self._failed(chunk, verify_module(module)):
            return
        try:
            pipeline.apply(self.ctx, module)
        except MgpuError as e:
            chunk.diagnostics += op_diagnostics(getattr(e, "op", None) or module, e.message, e.notes)
            return
        except DiagnosticException as e:
            chunk.diagnostics += op_diagnostics(module, one_line(str(e)))
            return
        if pipeline.passes and not self.args.disable_verify and self._failed(chunk, verify_module(module)):
            return
        chunk.output = self.render(module)

    @staticmethod
    def _failed(chunk: Chunk, diagnostics: list[LocatedDiagnostic]) -> bool:
        chunk.diagnostics += diagnostics
        return bool(diagnostics)

    def render(self, module: ModuleOp) -> str:
        out = StringIO()
        printer = Printer(stream=out, print_generic_format=self.args.print_op_generic,
                          print_debuginfo=self.args.print_debuginfo)
        printer.print_op(module)
        printer.print_string("\n")
        return out.getvalue()

    def run(self, text: str) -> int:
        pipeline = self.pipeline()
        chunks = list(split_chunks(text, self.args.split_input_file))
        for chunk in chunks:
            self.process(chunk, pipeline)
        outputs = [c.output for c in chunks if c.output is not None]
        rendered = "// -----\n".join(outputs)
        status = 0
        if self.args.verify_diagnostics:
            for chunk in chunks:
                expected = expected_diagnostics.parse_expectations(chunk.text, chunk.line_offset)
                for problem in expected_diagnostics.check(expected, chunk.diagnostics, self.name):
                    print(problem, file=sys.stderr)
                    status = 1
        else:
            for chunk in chunks:
                for diag in chunk.diagnostics:
                    print(diag, file=sys.stderr)
                    status = 1
        if self.args.output_file:
            if status == 0:
                write_atomically(self.args.output_file, rendered)
        else:
            sys.stdout.write(rendered)
        return status


class UsageError(Exception):
    pass


def read_input(path: str) -> str:
    if path == "-":
        return sys.stdin.read()
    try:
        with open(path, encoding="utf-8") as f:
            return f.read()
    except (OSError, UnicodeDecodeError) as e:
        raise UsageError(f"cannot read input file '{path}': {getattr(e, 'strerror', None) or e}") from None


def main(argv: list[str] | None = None) -> int:
    args = parse_arguments(argv)
    try:
        if args.list_passes:
            print("\n".join(sorted(all_passes())))
            return 0
        driver = Driver(args)
        return driver.run(read_input(args.input_file))
    except UsageError as e:
        print(f"mgpu-opt: error: {e}", file=sys.stderr)
        return 1
    except BrokenPipeError:
        return silence_closed_stdout()
    except (Exception, RecursionError) as e:  # noqa: BLE001 - the last line of defence
        if os.environ.get("MGPU_DEBUG"):
            raise
        print(f"mgpu-opt: internal error: {type(e).__name__}: {e}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
