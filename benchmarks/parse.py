"""Parsing jax's payloads: mgpu now, mgpu at an earlier revision, and jaxlib's C++ parser, in one run.

    python benchmarks/parse.py FILE [FILE ...] [--baseline REV ...] [--repeat N]

Run it with a Python that has jax (e.g. jax 0.12.0.1's venv, ``PYTHONPATH`` unset: the script puts
this checkout first); without jaxlib the jaxlib column is left out. Each FILE is parsed by three
fresh worker processes in turn, round after round (``--rounds``, default 2): this checkout's
``parse_module``, the same at each git revision REV (``git archive``, read-only, into a temporary
folder; ``--baseline`` may be given more than once), and jaxlib's ``ir.Module.parse`` in the context jax's Mosaic GPU path makes (which also verifies
the module). A worker parses the file once untimed (the dialects' modules load), then N times, each
with a new context as a tool does (the jax release read from the text), and reports the least CPU time (``time.process_time``) of one parse; a row gives the least over the rounds. Before
each timed parse the previous one's module, dropped, is collected (untimed): freeing it is not the
next parse's work, though a collection the parse starts would count it. Two mgpu revisions cannot
share a process: each patches xDSL's classes.
"""

from __future__ import annotations

import argparse
import gc
import io
import os
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _mgpu_worker(path: str, repeat: int) -> float:
    from mgpu.dialect.context import make_context, parse_module

    text = Path(path).read_text()
    parse_module(text, path, make_context())
    best = float("inf")
    for _ in range(repeat):
        gc.collect()  # (the previous parse's module: see the module's docstring)
        t = time.process_time()
        parse_module(text, path, make_context())  # (as a tool does: the jax release read from the text)
        best = min(best, time.process_time() - t)
    return best


def _jaxlib_worker(path: str, repeat: int) -> float:
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
    from jax._src.interpreters import mlir as jax_mlir
    from jax._src.lib import mosaic_gpu_dialect
    from jaxlib.mlir import ir

    text = Path(path).read_text()
    ctx = jax_mlir.make_ir_context()
    mosaic_gpu_dialect.register_dialect(ctx)
    best = float("inf")
    with ctx, ir.Location.unknown():
        ir.Module.parse(text)
        for _ in range(repeat):
            gc.collect()
            t = time.process_time()
            ir.Module.parse(text)
            best = min(best, time.process_time() - t)
    return best


def _has_jaxlib() -> bool:
    probe = [sys.executable, "-c", "import jaxlib.mlir.ir"]
    return subprocess.run(probe, capture_output=True, env=_env(None)).returncode == 0


def _env(source: Path | None) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    if source is not None:
        env["PYTHONPATH"] = str(source)
    else:
        env.pop("PYTHONPATH", None)
    return env


def _worker(kind: str, source: Path | None, path: Path, repeat: int) -> float:
    cmd = [sys.executable, __file__, "--worker", kind, str(path), "--repeat", str(repeat)]
    out = subprocess.run(cmd, check=True, capture_output=True, text=True, env=_env(source), cwd=source or ROOT)
    return float(out.stdout.split()[-1])


def export(rev: str) -> Path:
    """This repository's mgpu package at ``rev``, in a temporary folder."""
    folder = Path(tempfile.mkdtemp(prefix="mgpu-parse-baseline-"))
    archive = subprocess.run(["git", "archive", rev, "mgpu"], check=True, capture_output=True, cwd=ROOT).stdout
    with tarfile.open(fileobj=io.BytesIO(archive)) as tf:
        tf.extractall(folder, filter="data")
    return folder


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("files", nargs="+", type=Path)
    ap.add_argument("--baseline", metavar="REV", action="append", default=[],
                    help="also time mgpu at git revision REV (more than once: each)")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--worker", choices=("mgpu", "jaxlib"), help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.worker:
        run = _mgpu_worker if args.worker == "mgpu" else _jaxlib_worker
        print(run(str(args.files[0]), args.repeat))
        return 0
    kinds = [("mgpu", ROOT, "now")]
    for rev in args.baseline:
        kinds.append(("mgpu", export(rev), rev))
    if _has_jaxlib():
        kinds.append(("jaxlib", None, "jaxlib"))
    names = [name for _, _, name in kinds]
    print(f"least CPU s of {args.repeat} parses a process, over {args.rounds} rounds; "
          f"load {os.getloadavg()[0]:.1f} at the start")
    head = ["payload", "MB"] + [f"{n} s" for n in names]
    head += [f"{rev} / now" for rev in args.baseline]
    if "jaxlib" in names:
        head.append("now / jaxlib")
    print("| " + " | ".join(head) + " |\n|" + "---|" * len(head))
    for path in args.files:
        best = {name: float("inf") for name in names}
        for _ in range(args.rounds):
            for kind, source, name in kinds:
                best[name] = min(best[name], _worker(kind, source, path.resolve(), args.repeat))
        row = [path.name, f"{path.stat().st_size / 1e6:.2f}"] + [f"{best[n]:.3f}" for n in names]
        row += [f"{best[rev] / best['now']:.2f}x" for rev in args.baseline]
        if "jaxlib" in names:
            row.append(f"{best['now'] / best['jaxlib']:.1f}x")
        print("| " + " | ".join(row) + " |", flush=True)
    print(f"load {os.getloadavg()[0]:.1f} at the end")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
