"""mgpu-opt's work: parse each chunk of the input, verify, run the pipeline, print (see mgpu_opt.py)."""

from __future__ import annotations

import argparse
from collections.abc import Iterator
from dataclasses import dataclass, field
from io import StringIO

from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import PassPipeline
from xdsl.printer import Printer
from xdsl.utils.exceptions import DiagnosticException, ParseError

from mgpu.dialect import remarks
from mgpu.dialect.context import make_context, parse_module
from mgpu.dialect.release_syntax import for_release
from mgpu.dialect.diagnostics import LocatedDiagnostic, MgpuError, one_line, op_diagnostics
from mgpu.dialect.verifier import verify_module
from mgpu.jax_versions.detect import AmbiguousVersion, detect
from mgpu.passes.registry import parse_pipeline
from mgpu.tools import expected_diagnostics
from mgpu.tools.arguments import jax_release
from mgpu.tools.cli import UsageError
from mgpu.tools.output import print_error, write_file, write_stdout
from mgpu.tools.parse_errors import parse_error_diagnostics
from mgpu.tools.reading import read_module_text

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


class Driver:
    def __init__(self, args: argparse.Namespace):
        self.args = args
        self.jax = jax_release(args.jax)
        self.name = "<stdin>" if args.input_file == "-" else args.input_file
        self.doing = f"reading {self.name}"  # what --timeout's message says was going on

    def pipeline(self) -> PassPipeline:
        try:
            return parse_pipeline(self.args.passes)
        except ValueError as e:
            raise UsageError(str(e)) from None

    def process(self, chunk: Chunk, pipeline: PassPipeline) -> None:
        # a context a chunk: each reads the jax release --jax names, or the one its own text says
        self.ctx = make_context(self.args.allow_unregistered_dialect, self.jax)
        at = f"{self.name}:{chunk.line_offset + 1}"
        self.doing = f"parsing {at}"
        try:
            module = parse_module(chunk.text, self.name, self.ctx, chunk.line_offset)
        except ParseError as e:
            chunk.diagnostics += parse_error_diagnostics(e, chunk.line_offset)
            return
        self.doing = f"verifying {at}"
        if not self.args.disable_verify and self._failed(chunk, verify_module(module)):
            return
        self.doing = f"running the passes on {at}"
        try:
            with remarks.collecting() as made:  # (a pass's remarks precede its error, as they were made)
                try:
                    pipeline.apply(self.ctx, module)
                finally:
                    chunk.diagnostics += made
        except MgpuError as e:
            chunk.diagnostics += op_diagnostics(getattr(e, "op", None) or module, e.message, e.notes, e.bare)
            return
        except DiagnosticException as e:
            chunk.diagnostics += op_diagnostics(module, one_line(str(e)))
            return
        self.doing = f"verifying {at} after the passes"
        if pipeline.passes and not self.args.disable_verify and self._failed(chunk, verify_module(module)):
            return
        self.doing = f"printing {at}"
        chunk.output = self.render(module)

    @staticmethod
    def _failed(chunk: Chunk, diagnostics: list[LocatedDiagnostic]) -> bool:
        chunk.diagnostics += diagnostics
        return bool(diagnostics)

    def render(self, module: ModuleOp) -> str:
        out = StringIO()
        printer = for_release(Printer(stream=out, print_generic_format=self.args.print_op_generic,
                                      print_debuginfo=self.args.print_debuginfo), self.ctx.jax)
        printer.print_op(module)
        printer.print_string("\n")
        return out.getvalue()

    def run(self, text: str) -> int:
        pipeline = self.pipeline()
        chunks = list(split_chunks(text, self.args.split_input_file))
        if self.args.which_jax:
            return self.which_jax(chunks)
        for chunk in chunks:
            self.process(chunk, pipeline)
        outputs = [c.output for c in chunks if c.output is not None]
        rendered = "// -----\n".join(outputs)
        status = 0
        if self.args.verify_diagnostics:
            for chunk in chunks:
                expected = expected_diagnostics.parse_expectations(chunk.text, chunk.line_offset)
                for problem in expected_diagnostics.check(expected, chunk.diagnostics, self.name):
                    print_error(problem)
                    status = 1
        else:
            for chunk in chunks:
                for diag in chunk.diagnostics:
                    print_error(diag)
                    if diag.severity != "remark":  # (a remark reports, it does not fail)
                        status = 1
        if self.args.output_file:
            if status == 0:
                write_file(self.args.output_file, rendered)
        else:
            write_stdout(rendered)
        return status


    def which_jax(self, chunks: list[Chunk]) -> int:
        """--which-jax: the release each chunk is read as, and why (or why none can be said)."""
        status = 0
        for chunk in chunks:
            where = f"{self.name}:{chunk.line_offset + 1}"
            if self.jax is not None:
                print(f"{where}: jax {self.jax}: --jax {self.args.jax}")
                continue
            try:
                found = detect(chunk.text)
                print(f"{where}: jax {found.version}: {found.reason}")
            except AmbiguousVersion as e:
                print_error(f"{where}: error: {e}")
                status = 1
        return status


def read_input(path: str) -> str:
    return read_module_text(path, "<stdin>" if path == "-" else f"input file '{path}'")
