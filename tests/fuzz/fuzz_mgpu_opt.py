"""Long fuzz run of mgpu-opt: mutated corpus files through parse, verify and every pass.

    python tests/fuzz/fuzz_mgpu_opt.py --cases 20000 [--seed 0] [--keep DIR]

Each case mutates a corpus file (tests/tools/mutations.py) and runs mgpu-opt in-process with one
of the pipelines below. A case fails if mgpu-opt raises, exits with a status other than 0/1,
prints a traceback or an internal error, or takes longer than --seconds. Prints a summary line
`N passed, M failed` and keeps failing inputs in --keep for regression tests.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import pathlib
import random
import signal
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from mgpu.tools import mgpu_opt  # noqa: E402
from tests.tools.mutations import mutate  # noqa: E402

CORPUS = ROOT / "tests" / "corpus"
PIPELINES = [[], ["--print-op-generic"], ["-p", "mgpu-infer-layout"], ["-p", "mgpu-lower{semantics=warpgroup}"]]


class Hang(BaseException):
    pass


def _alarm(signum, frame):
    raise Hang()


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cases", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--seconds", type=int, default=30, help="time bound per case")
    ap.add_argument("--keep", type=pathlib.Path, default=None, help="folder for failing inputs")
    args = ap.parse_args()
    seeds = sorted(p for p in CORPUS.glob("*.mlir") if ".stablehlo." not in p.name)
    texts = {p: p.read_text() for p in seeds}
    rng = random.Random(args.seed)
    signal.signal(signal.SIGALRM, _alarm)
    failures, start = [], time.time()
    path = pathlib.Path("/tmp") / f"mgpu-fuzz-{args.seed}.mlir"
    for case in range(args.cases):
        seed = rng.choice(seeds)
        text = mutate(texts[seed], rng)
        flags = rng.choice(PIPELINES)
        path.write_text(text)
        err = io.StringIO()
        signal.alarm(args.seconds)
        try:
            with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(err):
                status = mgpu_opt.main([str(path), *flags])
            problem = None
            if status not in (0, 1):
                problem = f"exit status {status}"
            elif "internal error" in err.getvalue() or "Traceback" in err.getvalue():
                problem = err.getvalue().strip().splitlines()[-1]
        except Hang:
            problem = f"no answer within {args.seconds} s"
        except BaseException as e:  # noqa: BLE001 - a fuzz harness records everything
            problem = f"raised {type(e).__name__}: {e}"
        finally:
            signal.alarm(0)
        if problem:
            failures.append((case, seed.name, flags, problem))
            print(f"case {case} ({seed.name} {' '.join(flags)}): {problem}", flush=True)
            if args.keep:
                args.keep.mkdir(parents=True, exist_ok=True)
                (args.keep / f"case{case}.mlir").write_text(text)
    elapsed = time.time() - start
    print(f"{args.cases} cases in {elapsed:.0f} s over {len(seeds)} corpus files")
    print(f"{args.cases - len(failures)} passed, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
