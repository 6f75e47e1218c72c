"""Tool speed as ratios measured in one run (issue "Performance", target 4).

    python benchmarks/tools.py [--repeat 3]

- mgpu-opt (parse, verify, print) on the largest corpus payload vs
  `xdsl-opt --allow-unregistered-dialect --disable-verify` (parse, print) on the same file;
- start-up on an empty module (`builtin.module {}`), mgpu-opt vs xdsl-opt (and vs mlir-opt);
- mgpu-opt vs mlir-opt (parse, verify, print) on a generated module of 20,000 upstream ops (func,
  arith, scf, memref, vector) in the custom syntax both accept; the rows are skipped, with a line
  that says so, when no mlir-opt is found (on PATH or as Debian's /usr/lib/llvm-*/bin/mlir-opt);
- linearity: every pass of `mgpu.passes.registry` and mgpu-opt's own parse + verify + print, on
  10 and on 100 copies of the wgmma kernel, in-process (a pass's time excludes parsing).
Times are CPU times (user + system), which other jobs on a shared machine disturb least: a
command's is the least of --repeat runs of the whole command (start-up included); a scaling ratio
is the median of --repeat ratios, each of the two sizes timed back to back in this process.
"""

from __future__ import annotations

import argparse
import functools
import gc
import glob
import pathlib
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
CORPUS = ROOT / "tests" / "corpus"
BIN = pathlib.Path(sys.executable).parent
KERNEL = "pallas_wgmma"  # the kernel of the largest corpus payload


def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def best_time(cmd: list[str], repeat: int) -> float:
    """The least CPU time (user + system, all threads) of `repeat` runs of the command."""
    best = float("inf")
    for _ in range(repeat):
        start = children_cpu()
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        best = min(best, children_cpu() - start)
    return best


def upstream_module(functions: int) -> str:
    """`functions` functions of 20 ops each (a loop over a memref with scalar and vector
    arithmetic), in the custom syntax that xDSL and MLIR 22 both parse and print."""
    body = """\
func.func @f{i}(%m: memref<1024xf32>, %n: index) -> f32 {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = arith.constant 0.000000e+00 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (f32) {{
    %x = memref.load %m[%i] : memref<1024xf32>
    %y = arith.mulf %x, %x : f32
    %s = arith.addf %acc, %y : f32
    %v = vector.load %m[%i] : memref<1024xf32>, vector<4xf32>
    %w = arith.addf %v, %v : vector<4xf32>
    vector.store %w, %m[%i] : memref<1024xf32>, vector<4xf32>
    %k = arith.index_cast %i : index to i32
    %z = arith.sitofp %k : i32 to f32
    %c = arith.cmpf olt, %s, %z : f32
    %t = arith.select %c, %s, %z : f32
    %e = vector.extract %w[0] : f32 from vector<4xf32>
    %u = arith.maximumf %t, %e : f32
    memref.store %u, %m[%i] : memref<1024xf32>
    scf.yield %u : f32
  }}
  return %r : f32
}}
"""
    return "".join(body.format(i=i) for i in range(functions))


def check_prints_module(cmd: list[str]) -> None:
    """The command must succeed and print a module (both tools parse and print the generated file)."""
    out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    if not out.startswith("module {"):
        raise RuntimeError(f"{cmd[0]} printed no module: {out[:200]!r}")


def repeated_kernel(copies: int, form: str) -> str:
    """`copies` copies of the kernel's function (renamed) in one module; `form` is wg_dialect
    (no layouts yet) or wg_layouts (after mgpu-infer-layout)."""
    text = (CORPUS / f"{KERNEL}.wg.{form}.mlir").read_text()
    start = text.index("func.func @body_mosaic_gpu")
    body = text[start:text.rindex("}")]
    funcs = [body.replace("@body_mosaic_gpu", f"@body_mosaic_gpu_{i}") for i in range(copies)]
    return text[:start] + "".join(funcs) + "}\n"


def pass_step(name: str) -> Callable[[str], Callable[[], object]]:
    """Text → a call that applies the pass to the text's freshly parsed module (parsing not timed)."""
    from mgpu.dialect.context import make_context, parse_module
    from mgpu.passes.registry import parse_pipeline

    ctx, pipeline = make_context(), parse_pipeline(name)

    def prepare(text: str) -> Callable[[], object]:
        module = parse_module(text, "bench.mlir", ctx)
        return lambda: pipeline.apply(ctx, module)

    return prepare


def opt_step(text: str) -> Callable[[], object]:
    """mgpu-opt's work on the text without start-up: parse, verify, print."""
    from mgpu.tools.mgpu_opt import parse_arguments
    from mgpu.tools.opt_driver import Chunk, Driver

    driver = Driver(parse_arguments(["bench.mlir"]))
    pipeline = driver.pipeline()
    return lambda: driver.process(Chunk(text, 0), pipeline)


def cpu_time(call: Callable[[], object]) -> float:
    gc.collect()  # the garbage of earlier measurements is not this one's to collect
    start = time.process_time()
    call()
    return time.process_time() - start


def scaling(prepare: Callable[[str], Callable[[], object]], form: str, repeat: int) -> tuple[float, float, float]:
    """Median time of 10 and of 100 kernels, and the median of the per-repeat ratios."""
    small, large = repeated_kernel(10, form), repeated_kernel(100, form)
    cpu_time(prepare(small))  # imports and caches
    pairs = [(cpu_time(prepare(small)), cpu_time(prepare(large))) for _ in range(repeat)]
    return (statistics.median(s for s, _ in pairs), statistics.median(big for _, big in pairs),
            statistics.median(big / s for s, big in pairs))


def find_mlir_opt() -> str | None:
    """mlir-opt on PATH, else the newest of Debian's mlir-*-tools."""
    found = sorted(glob.glob("/usr/lib/llvm-*/bin/mlir-opt"), key=lambda p: int(re.findall(r"llvm-(\d+)", p)[0]))
    return shutil.which("mlir-opt") or (found[-1] if found else None)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    from mgpu.passes.registry import MGPU_PASSES

    mgpu_opt, xdsl_opt, mlir_opt = str(BIN / "mgpu-opt"), str(BIN / "xdsl-opt"), find_mlir_opt()
    largest = str(max((p for p in CORPUS.glob("*.payload*.mlir")), key=lambda p: p.stat().st_size))

    @functools.cache
    def cost(*cmd: str) -> float:
        return best_time(list(cmd), args.repeat)

    with tempfile.TemporaryDirectory() as tmp:
        empty, upstream = str(pathlib.Path(tmp, "empty.mlir")), str(pathlib.Path(tmp, "upstream.mlir"))
        pathlib.Path(empty).write_text("builtin.module {\n}\n")  # xdsl-opt rejects an empty file
        pathlib.Path(upstream).write_text(upstream_module(1000))
        compared = [
            (f"{pathlib.Path(largest).name}: mgpu-opt (parse, verify, print) / xdsl-opt (parse, print)",
             [mgpu_opt, largest], [xdsl_opt, "--allow-unregistered-dialect", "--disable-verify", largest]),
            ("start-up, empty module: mgpu-opt / xdsl-opt", [mgpu_opt, empty], [xdsl_opt, empty]),
            ("20,000 upstream ops: mgpu-opt / xdsl-opt (parse, verify, print)", [mgpu_opt, upstream],
             [xdsl_opt, upstream]),
        ]
        if mlir_opt:
            check_prints_module([mgpu_opt, upstream])
            check_prints_module([mlir_opt, upstream])
            compared += [
                ("start-up, empty module: mgpu-opt / mlir-opt", [mgpu_opt, empty], [mlir_opt, empty]),
                ("20,000 upstream ops: mgpu-opt / mlir-opt (parse, verify, print)", [mgpu_opt, upstream],
                 [mlir_opt, upstream]),
            ]
            note = f"mlir-opt: {mlir_opt}"
        else:
            note = ("mlir-opt rows skipped: no mlir-opt on PATH nor in /usr/lib/llvm-*/bin "
                    "(Debian: apt-get install mlir-22-tools)")
        rows = [(what, cost(*ours), cost(*theirs)) for what, ours, theirs in compared]
    scale_rows = [("mgpu-opt parse, verify, print", scaling(opt_step, "wg_dialect", args.repeat))]
    for name in sorted(MGPU_PASSES):
        form = "wg_layouts" if name == "mgpu-lower-warpgroup" else "wg_dialect"
        scale_rows.append((name, scaling(pass_step(name), form, args.repeat)))
    print("| measurement | ours s | reference s | ratio |\n|---|---|---|---|")
    for what, ours, theirs in rows:
        print(f"| {what} | {ours:.3f} | {theirs:.3f} | {ours / theirs:.2f} |")
    print(f"\n| in-process ({KERNEL}) | 10 kernels s | 100 kernels s | ratio (linear = 10) |\n|---|---|---|---|")
    for what, (small, large, ratio) in scale_rows:
        print(f"| {what} | {small:.3f} | {large:.3f} | {ratio:.2f} |")
    print(note)
    return 0


if __name__ == "__main__":
    sys.exit(main())
