"""mgpu's one-regex lexer against xDSL's own, on jax's flagship payloads (tests/flagship/captured).

    python benchmarks/lexer.py [--repeat N]

For each payload: the time to lex it whole (every token to EOF) with each lexer, and to parse it
(``parse_module``) with each, medians of N runs interleaved in this one process, and their ratios.
Both lexers give the same tokens (tests/dialect/test_lexer.py).
"""

from __future__ import annotations

import argparse
import platform
import statistics
import sys
import tarfile
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from xdsl.utils.lexer import Input  # noqa: E402
from xdsl.utils.mlir_lexer import MLIRLexer, MLIRTokenKind  # noqa: E402

from mgpu.dialect.context import make_context, parse_module  # noqa: E402
from mgpu.dialect.xdsl_patches import lexer as patched  # noqa: E402

LEXERS = {"mgpu": patched._lex, "xdsl": patched._xdsl_lex}  # pyright: ignore[reportPrivateUsage]


def lex_all(text: str) -> int:
    lexer = MLIRLexer(Input(text, "payload.mlir"))
    n = 0
    while MLIRLexer.lex(lexer).kind != MLIRTokenKind.EOF:
        n += 1
    return n


def timed(fn, text: str) -> float:
    t = time.perf_counter()
    fn(text)
    return time.perf_counter() - t


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()
    make_context()  # installs mgpu's patches (the fast lexer among them)
    print(f"Python {platform.python_version()}, {platform.machine()}, median of {args.repeat}\n")
    print("| payload | tokens | lex s mgpu | lex s xdsl | xdsl / mgpu | parse s mgpu | parse s xdsl | xdsl / mgpu |")
    print("|---|---|---|---|---|---|---|---|")
    for tar in sorted((ROOT / "tests" / "flagship" / "captured").glob("*.tar.xz")):
        with tempfile.TemporaryDirectory() as d, tarfile.open(tar) as tf:
            tf.extractall(d, filter="data")
            payloads = sorted(Path(d).glob("*.payload.mlir"))
            if not payloads:
                continue
            text = payloads[0].read_text()
        times: dict[tuple[str, str], list[float]] = {}
        for _ in range(args.repeat):
            for name, lex in LEXERS.items():
                MLIRLexer.lex = lex
                times.setdefault(("lex", name), []).append(timed(lex_all, text))
                times.setdefault(("parse", name), []).append(timed(lambda t: parse_module(t, "p.mlir"), text))
        MLIRLexer.lex = LEXERS["mgpu"]
        med = {k: statistics.median(v) for k, v in times.items()}
        print(f"| {payloads[0].name} | {lex_all(text):,} | {med['lex', 'mgpu']:.3f} | {med['lex', 'xdsl']:.3f} | "
              f"{med['lex', 'xdsl'] / med['lex', 'mgpu']:.1f}x | {med['parse', 'mgpu']:.3f} | "
              f"{med['parse', 'xdsl']:.3f} | {med['parse', 'xdsl'] / med['parse', 'mgpu']:.2f}x |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
