#!/usr/bin/env python3
"""Check that the IR mgpu-opt prints is accepted by jaxlib's own MLIR.

For each input .mlir file (or each *.mlir in a given directory):

1. run ``mgpu-opt --print-op-generic FILE`` (our printer, generic form);
2. parse that text with jaxlib's MLIR, in the context JAX itself uses
   (``jax._src.interpreters.mlir.make_ir_context()``, which loads the upstream
   dialects: builtin, func, arith, vector, memref, scf, gpu, nvvm, llvm, ...)
   with the ``mosaic_gpu`` dialect registered on top, exactly as
   ``jax.experimental.mosaic.gpu.core`` does; unregistered dialects are NOT allowed;
3. verify it (``module.operation.verify()``).

One line per file (``PASS  FILE`` / ``FAIL  FILE  [stage] message``), then
``N passed, M failed``; exit status 1 if any file failed, 2 on a setup error.

``--direct`` skips step 1 and feeds the file itself to jaxlib (validates the
checker on jax's own output, e.g. tests/corpus).

This is a standalone script for an environment with jax installed
(``pip install jax==0.10.2 jaxlib==0.10.2 absl-py`` then
``pip install --no-deps jax-cuda12-plugin==0.10.2``; no GPU needed). It is not
a pytest module (its name does not match ``test_*.py``) and it imports jax only
inside ``main()``, so the core and its test suite never need jax.
"""

from __future__ import annotations

import argparse
import collections
import concurrent.futures
import fnmatch
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
import time

DEFAULT_EXCLUDES = ["*.stablehlo.mlir"]
SPLIT_MARKER = "\n// -----\n"  # mlir-opt's --split-input-file separator

_LOC_RE = re.compile(r":(\d+):(\d+)")
# First op name on a line: generic form `"dialect.op"(` or pretty form `= dialect.op` / `dialect.op `.
_GENERIC_OP_RE = re.compile(r'"([A-Za-z_][\w$]*\.[\w$.]+)"\s*\(')
_SSA_RE = re.compile(r"%[\w#]+")
_PRETTY_OP_RE = re.compile(r"^\s*(?:%[^=]*=\s*)?([A-Za-z_][\w$]*\.[\w$.]+)\b")


def collect_inputs(paths: list[str], excludes: list[str]) -> list[pathlib.Path]:
    """Expand directories to their *.mlir files (minus excludes); keep files as given."""
    out: list[pathlib.Path] = []
    for p in paths:
        path = pathlib.Path(p)
        if path.is_dir():
            for f in sorted(path.glob("*.mlir")):
                if not any(fnmatch.fnmatch(f.name, pat) for pat in excludes):
                    out.append(f)
        elif path.is_file():
            out.append(path)
        else:
            raise FileNotFoundError(f"no such file or directory: {p}")
    return out


def find_mgpu_opt(explicit: str | None) -> str:
    if explicit:
        if not (os.path.isfile(explicit) and os.access(explicit, os.X_OK)):
            found = shutil.which(explicit)
            if not found:
                raise FileNotFoundError(f"mgpu-opt not found or not executable: {explicit}")
            return found
        return explicit
    found = shutil.which("mgpu-opt")
    if found:
        return found
    sibling = pathlib.Path(sys.executable).with_name("mgpu-opt")
    if sibling.is_file():
        return str(sibling)
    raise FileNotFoundError("mgpu-opt is not on PATH; pass --mgpu-opt PATH")


def run_mgpu_opt(mgpu_opt: str, source: str, extra: list[str], timeout: float,
                 generic: bool = True) -> tuple[bool, str]:
    """Return (ok, text): mgpu-opt's output (generic form unless told) on the module `source`, or its error
    message."""
    cmd = [mgpu_opt, *(["--print-op-generic"] if generic else []), *extra, "-"]
    try:
        proc = subprocess.run(cmd, input=source, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return False, f"timed out after {timeout:g} s"
    if proc.returncode != 0:
        err = (proc.stderr.strip() or proc.stdout.strip() or f"exit status {proc.returncode}")
        return False, err
    if not proc.stdout.strip():
        return False, "printed nothing"
    return True, proc.stdout


def layout_ops_of(text: str) -> collections.Counter:
    """The ops of a generic print that jax's layout inference reads (mosaic_gpu and vector ops, ops with a vector
    result), each line with its SSA names erased, counted: the same whatever order and numbering the scalar
    folds leave."""
    out: collections.Counter = collections.Counter()
    for line in text.splitlines():
        m = _GENERIC_OP_RE.search(line)
        if m and (m.group(1).startswith(("mosaic_gpu.", "vector.")) or "vector<" in line.rsplit("->", 1)[-1]):
            out[_SSA_RE.sub("%", line.strip())] += 1
    return out


def op_at(text: str, line: int) -> str | None:
    lines = text.splitlines()
    if not 1 <= line <= len(lines):
        return None
    src = lines[line - 1]
    m = _GENERIC_OP_RE.search(src) or _PRETTY_OP_RE.match(src)
    return m.group(1) if m else None


class JaxlibChecker:
    """jaxlib's MLIR, set up the way JAX's Mosaic GPU path sets it up."""

    def __init__(self) -> None:
        os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
        from jax._src.interpreters import mlir as jax_mlir
        from jax._src.lib import mosaic_gpu_dialect
        from jaxlib.mlir import ir, passmanager

        self.ir = ir
        self.passmanager = passmanager
        self.ctx = jax_mlir.make_ir_context()
        mosaic_gpu_dialect.register_dialect(self.ctx)
        self.ctx.allow_unregistered_dialects = False
        # Fail early (setup error) if a dialect the corpus needs is missing.
        for name in ("builtin", "func", "arith", "vector", "memref", "scf", "gpu", "nvvm", "llvm", "mosaic_gpu"):
            self.ctx.dialects[name]

    def _diagnostics(self, exc: Exception, text: str) -> list[dict]:
        diags = getattr(exc, "error_diagnostics", None)
        if not diags:
            return [{"message": str(exc).strip(), "line": None, "col": None, "op": None, "notes": []}]
        out = []
        for d in diags:
            loc = str(d.location)
            m = _LOC_RE.search(loc)
            line, col = (int(m.group(1)), int(m.group(2))) if m else (None, None)
            out.append({
                "message": d.message,
                "line": line,
                "col": col,
                "op": op_at(text, line) if line else None,
                "notes": [n.message for n in d.notes],
            })
        return out

    def canonical(self, text: str, pipeline: str | None = None) -> str | None:
        """jaxlib's generic print of `text` (after jaxlib's passes `pipeline` if given), or None if jaxlib
        rejects it.

        The module goes through jaxlib's custom form once first: its custom parsers fill in
        default-valued properties (e.g. llvm.mlir.global's `unnamed_addr = 0`) that a generic
        text may leave out, so equal IR prints equal whichever form it came in.
        """
        try:
            with self.ctx, self.ir.Location.unknown():
                module = self.ir.Module.parse(text)
                if pipeline is not None:
                    self.passmanager.PassManager.parse(f"builtin.module({pipeline})").run(module.operation)
                module = self.ir.Module.parse(module.operation.get_asm())
            return module.operation.get_asm(print_generic_op_form=True)
        except Exception:
            return None

    def compare(self, ours: str, original: str, pipeline: str | None = None,
                layout_ops: bool = False) -> tuple[str | None, list[dict]]:
        """(None, []) if jaxlib prints `ours` exactly as it prints `original` (both generic), or as it prints
        `original` after its own passes `pipeline`; with `layout_ops`, if the two have the same ops that layout
        inference reads (``layout_ops``), in any order."""
        ref = self.canonical(original, pipeline)
        if ref is None:  # the input itself is not jaxlib IR: nothing to compare with
            return None, []
        got = self.canonical(ours)
        if got == ref:
            return None, []
        if layout_ops and got is not None:
            extra, missing = layout_ops_of(got) - layout_ops_of(ref), layout_ops_of(ref) - layout_ops_of(got)
            if not extra and not missing:
                return None, []
            g = next(iter(extra), "<none>")
            r = next(iter(missing), "<none>")
            return "jaxlib-compare", [{
                "message": f"the ops layout inference reads differ from jaxlib's{f' after {pipeline}' if pipeline else ''}"
                           f" ({sum(extra.values())} only ours, {sum(missing.values())} only jaxlib's), e.g. ours "
                           f"`{g}` vs jaxlib's `{r}`",
                "line": None, "col": None, "op": op_at(r, 1) or op_at(g, 1), "notes": []}]
        got_lines, ref_lines = got.splitlines(), ref.splitlines()
        for i, (g, r) in enumerate(zip(got_lines, ref_lines), 1):
            if g != r:
                break
        else:
            i = min(len(got_lines), len(ref_lines)) + 1
            g = got_lines[i - 1] if i <= len(got_lines) else "<end>"
            r = ref_lines[i - 1] if i <= len(ref_lines) else "<end>"
        return "jaxlib-compare", [{
            "message": f"differs from the input{f' after jaxlib {pipeline}' if pipeline else ''}, as jaxlib prints "
                       f"both (generic form), first at line {i}: ours `{g.strip()}` vs jaxlib's `{r.strip()}`",
            "line": None, "col": None, "op": op_at(r, 1) or op_at(g, 1), "notes": []}]

    def check(self, text: str) -> tuple[str | None, list[dict]]:
        """Return (None, []) if jaxlib parses and verifies `text`, else (stage, diagnostics)."""
        ir = self.ir
        try:
            with self.ctx, ir.Location.unknown():
                module = ir.Module.parse(text)
        except Exception as exc:  # ir.MLIRError, or ValueError from older bindings
            return "jaxlib-parse", self._diagnostics(exc, text)
        try:
            with self.ctx:
                ok = module.operation.verify()
            if ok is False:
                return "jaxlib-verify", [{"message": "verify() returned False", "line": None,
                                          "col": None, "op": None, "notes": []}]
        except Exception as exc:
            return "jaxlib-verify", self._diagnostics(exc, text)
        return None, []


def format_diag(d: dict, where: str) -> str:
    loc = f"{where}:{d['line']}:{d['col']}: " if d.get("line") else ""
    op = f" [op {d['op']}]" if d.get("op") else ""
    msg = " ".join(str(d["message"]).split())
    return f"{loc}{msg}{op}"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("paths", nargs="+", help=".mlir files or directories (a directory means its *.mlir)")
    ap.add_argument("--mgpu-opt", metavar="PATH", help="mgpu-opt executable (default: found on PATH)")
    ap.add_argument("--direct", action="store_true",
                    help="parse the files themselves with jaxlib (no mgpu-opt)")
    ap.add_argument("--allow-unregistered-dialect", action="store_true",
                    help="pass --allow-unregistered-dialect to mgpu-opt (jaxlib never allows them)")
    ap.add_argument("--mgpu-opt-arg", action="append", default=[], metavar="ARG",
                    help="extra argument for mgpu-opt, e.g. --mgpu-opt-arg=-p --mgpu-opt-arg=canonicalize (repeatable)")
    ap.add_argument("--pretty", action="store_true",
                    help="check mgpu-opt's pretty (custom-format) output instead of --print-op-generic")
    ap.add_argument("--compare", action="store_true",
                    help="also require that jaxlib prints our output exactly as it prints the input "
                         "(catches dropped or changed attributes; skipped for inputs jaxlib rejects)")
    ap.add_argument("--jaxlib-pipeline", metavar="PASSES",
                    help="with --compare, compare with what jaxlib prints after running its own passes PASSES on "
                         "the input (e.g. canonicalize,cse, with --mgpu-opt-arg=-p --mgpu-opt-arg=canonicalize,cse)")
    ap.add_argument("--layout-ops", action="store_true",
                    help="with --jaxlib-pipeline, compare only the ops layout inference reads (mosaic_gpu and vector "
                         "ops, ops with a vector result), in any order: for inputs jaxlib's scalar folds change")
    ap.add_argument("--split-input-file", action="store_true",
                    help="check each '// -----' chunk of a file as its own module (lit inputs)")
    ap.add_argument("--exclude", action="append", metavar="GLOB",
                    help=f"skip matching files when expanding a directory (default: {DEFAULT_EXCLUDES})")
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1, help="parallel mgpu-opt runs")
    ap.add_argument("--timeout", type=float, default=600.0, help="seconds per mgpu-opt run")
    ap.add_argument("--keep", metavar="DIR", help="write each mgpu-opt output to DIR/<name>")
    ap.add_argument("--json", metavar="FILE", help="write per-file results as JSON")
    ap.add_argument("-v", "--verbose", action="store_true", help="print every diagnostic and note")
    args = ap.parse_args(argv)

    try:
        files = collect_inputs(args.paths, args.exclude if args.exclude is not None else DEFAULT_EXCLUDES)
        mgpu_opt = None if args.direct else find_mgpu_opt(args.mgpu_opt)
    except FileNotFoundError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    if not files:
        print("error: no input files", file=sys.stderr)
        return 2

    try:
        checker = JaxlibChecker()
    except Exception as e:  # ImportError without jax, KeyError for a missing dialect
        print(f"error: cannot set up jaxlib's MLIR context: {type(e).__name__}: {e}", file=sys.stderr)
        return 2

    extra = (["--allow-unregistered-dialect"] if args.allow_unregistered_dialect else []) + args.mgpu_opt_arg
    keep = pathlib.Path(args.keep) if args.keep else None
    if keep:
        keep.mkdir(parents=True, exist_ok=True)

    cases: list[tuple[str, str | None, str]] = []  # (name, the module's text or None, why it is None)
    for path in files:
        try:
            source = path.read_text()
        except (OSError, UnicodeDecodeError) as e:
            cases.append((str(path), None, f"cannot read the file: {e}"))
            continue
        chunks = source.split(SPLIT_MARKER) if args.split_input_file else [source]
        for i, chunk in enumerate(chunks):
            cases.append((f"{path}#{i}" if len(chunks) > 1 else str(path), chunk, ""))

    def produce(case: tuple[str, str | None, str]) -> tuple[bool, str]:
        name, source, error = case
        if source is None:
            return False, error
        if args.direct:
            return True, source
        ok, text = run_mgpu_opt(mgpu_opt, source, extra, args.timeout, generic=not args.pretty)
        if ok and keep:
            (keep / pathlib.Path(name).name).write_text(text)
        return ok, text

    t0 = time.monotonic()
    results = []
    passed = failed = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        # map keeps input order; jaxlib checks run here, in the main thread, one at a time.
        for (path, original, _), (ok, text) in zip(cases, pool.map(produce, cases)):
            if not ok:
                stage, diags = "read" if original is None else "mgpu-opt", [{"message": text.strip().splitlines()[0] if text.strip() else text,
                                             "line": None, "col": None, "op": None,
                                             "notes": text.strip().splitlines()[1:]}]
            else:
                stage, diags = checker.check(text)
                if stage is None and args.compare and not args.direct:
                    stage, diags = checker.compare(text, original, args.jaxlib_pipeline, args.layout_ops)
            where = path if args.direct else f"<mgpu-opt {pathlib.Path(path).name}>"
            if stage is None:
                passed += 1
                print(f"PASS  {path}", flush=True)
            else:
                failed += 1
                first = diags[0]
                more = f" (+{len(diags) - 1} more)" if len(diags) > 1 else ""
                print(f"FAIL  {path}  [{stage}] {format_diag(first, where)}{more}", flush=True)
                if args.verbose:
                    for d in diags:
                        print(f"      {format_diag(d, where)}")
                        for n in d["notes"]:
                            print(f"        note: {' '.join(str(n).split())}")
            results.append({"file": path, "stage": stage, "passed": stage is None, "diagnostics": diags})

    if args.json:
        pathlib.Path(args.json).write_text(json.dumps(
            {"mode": "direct" if args.direct else "mgpu-opt", "allow_unregistered_dialect": args.allow_unregistered_dialect,
             "seconds": round(time.monotonic() - t0, 2), "results": results}, indent=1))
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
