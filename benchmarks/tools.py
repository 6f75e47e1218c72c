"""Tool speed as ratios measured in one run (issue "Performance", target 4).

    python benchmarks/tools.py [--repeat 3]

- mgpu-opt (parse, verify, print) on the largest corpus payload vs
  `xdsl-opt --allow-unregistered-dialect --disable-verify` (parse, print) on the same file;
- start-up on an empty module (`builtin.module {}`), mgpu-opt vs xdsl-opt;
- mgpu-opt vs mlir-opt (if one is installed: Debian's mlir-*-tools) on a generated module of
  20,000 upstream arith ops that both parse;
- linearity of the passes: mgpu-infer-layout and mgpu-lower on 8 and on 80 copies of a kernel
  (in-process, parsing not counted).
Each command time is the best of --repeat wall-clock runs of the whole command (start-up included).
"""

from __future__ import annotations

import argparse
import glob
import pathlib
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
CORPUS = ROOT / "tests" / "corpus"
BIN = pathlib.Path(sys.executable).parent


def best_time(cmd: list[str], repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        best = min(best, time.perf_counter() - start)
    return best


def arith_module(ops: int) -> str:
    """A function of `ops` arith ops in generic form, which xDSL and MLIR both parse."""
    lines = ['"func.func"() <{function_type = (i32, i32) -> i32, sym_name = "f"}> ({',
             "^bb0(%a: i32, %b: i32):"]
    for i in range(ops):
        lhs = "%a" if i == 0 else f"%v{i - 1}"
        op = ("arith.addi", "arith.muli", "arith.subi", "arith.xori")[i % 4]
        lines.append(f'  %v{i} = "{op}"({lhs}, %b) : (i32, i32) -> i32')
    lines += [f'  "func.return"(%v{ops - 1}) : (i32) -> ()', "}) : () -> ()"]
    return "\n".join(lines) + "\n"


def repeated_kernel(copies: int) -> str:
    """`copies` copies of a Warpgroup kernel's function, renamed, in one module (for pass scaling)."""
    text = (CORPUS / "pallas_add_one.wg.wg_dialect.mlir").read_text()
    body = text[text.index("func.func @body_mosaic_gpu"):text.rindex("}")]
    head = text[:text.index("func.func @body_mosaic_gpu")]
    funcs = [body.replace("@body_mosaic_gpu", f"@body_mosaic_gpu_{i}") for i in range(copies)]
    return head + "".join(funcs) + "}\n"


def pass_time(name: str, text: str, repeat: int) -> float:
    """Best in-process time of one pass on a freshly parsed module (parsing not counted)."""
    from mgpu.dialect.context import make_context, parse_module
    from mgpu.passes.registry import parse_pipeline

    ctx, pipeline, best = make_context(), parse_pipeline(name), float("inf")
    for _ in range(repeat):
        module = parse_module(text, "bench.mlir", ctx)
        start = time.perf_counter()
        pipeline.apply(ctx, module)
        best = min(best, time.perf_counter() - start)
    return best


def find_mlir_opt() -> str | None:
    return shutil.which("mlir-opt") or next(iter(sorted(glob.glob("/usr/lib/llvm-*/bin/mlir-opt"))[::-1]), None)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    mgpu_opt, xdsl_opt = str(BIN / "mgpu-opt"), str(BIN / "xdsl-opt")
    largest = max((p for p in CORPUS.glob("*.payload*.mlir")), key=lambda p: p.stat().st_size)
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        tmpdir = pathlib.Path(tmp)
        empty = tmpdir / "empty.mlir"
        empty.write_text("builtin.module {\n}\n")  # xdsl-opt rejects an empty file
        ours = best_time([mgpu_opt, str(largest)], args.repeat)
        theirs = best_time([xdsl_opt, "--allow-unregistered-dialect", "--disable-verify", str(largest)], args.repeat)
        rows.append((f"{largest.name}: mgpu-opt (verify) / xdsl-opt (no verify)", ours, theirs))
        ours = best_time([mgpu_opt, str(empty)], args.repeat)
        theirs = best_time([xdsl_opt, str(empty)], args.repeat)
        rows.append(("start-up, empty module: mgpu-opt / xdsl-opt", ours, theirs))
        mlir_opt = find_mlir_opt()
        if mlir_opt:
            big = tmpdir / "arith20k.mlir"
            big.write_text(arith_module(20_000))
            ours = best_time([mgpu_opt, str(big)], args.repeat)
            theirs = best_time([mlir_opt, str(big)], args.repeat)
            rows.append(("20,000 arith ops: mgpu-opt / mlir-opt", ours, theirs))
        for name in ("mgpu-infer-layout", "mgpu-lower{semantics=warpgroup}"):
            ours = pass_time(name, repeated_kernel(80), args.repeat)
            theirs = pass_time(name, repeated_kernel(8), args.repeat)
            rows.append((f"{name} in-process: 80 kernels / 8 kernels (linear = 10)", ours, theirs))
    print("| measurement | ours s | reference s | ratio |")
    print("|---|---|---|---|")
    for what, ours, theirs in rows:
        print(f"| {what} | {ours:.3f} | {theirs:.3f} | {ours / theirs:.2f} |")
    if not find_mlir_opt():
        print("(no mlir-opt found: install Debian's mlir-22-tools for the mlir-opt row)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
