"""The ported suite through ``mgpu.jax.emulate``, each case beside capture + run (mgpu-capture, then mgpu-run on
jax's lane-level payload, the generic form: the suite's `<semantics> payload generic` stage).

    python tests/jax_suite/emulated.py [--sample] [--only REGEX] [--work DIR] [--results FILE]

In a venv with a supported jax and its Mosaic GPU bindings (.venv-jax012, .venv-jax). For each case of the
installed release's suite (report.py's ``--sample`` and ``--only`` choose as there), in each semantics jax runs it
in: the case is captured (suite.py) and its payload stage run as report.py runs it, and also with its outputs
written; then the case's function is called through ``emulate`` (the semantics forced, the case's arch) on the
inputs capture made, its result compared with the same reference, by the same rule (mgpu.emulator.compare).
The two agree when their outcomes are of one kind (match, mismatch of as many elements, a refusal or fault on
one side and an mgpu.jax exception on the other, jax's refusal on both) and, where both ran, the function's
outputs are the same bits. The table (default: stdout) lists each case and says where they differ; the sample's, with
jax 0.12.0.1, is EMULATED-0.12.0.1.md.
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import io
import os
import re
import sys
import tempfile

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from manifest import cases  # noqa: E402
from report import sample  # noqa: E402
from stages import MATCH, MISMATCH, NOT_CAPTURED, REFUSED, TAG, Outcome, table_text  # noqa: E402
from suite import _capture, _Inputs, printed_check, run_stages  # noqa: E402

FAULT = "fault"  # emulate raised one of mgpu.jax's exceptions: capture + run's `refused`


def capture_and_run(case, semantics: str, args, work: str) -> tuple[Outcome, list | None]:
    """The case's `<tag> payload generic` stage as report.py runs it, and the function's outputs where mgpu-run's
    checks cover them all (one kernel whose outputs the function returns), else None."""
    from mgpu.tools import mgpu_run

    captured = _capture(case, semantics, args, work)
    if isinstance(captured, Outcome):
        return captured, None
    base = os.path.join(work, case.id)
    alone = dataclasses.replace(case, semantics=(semantics,))  # (the other semantics' stages: not run)
    outcome = Outcome(**run_stages(alone, {semantics: captured.commands}, base)[f"{TAG[semantics]} payload generic"])
    runs = [c for c in captured.commands if c[1].endswith(f".{TAG[semantics]}.payload.generic.mlir")]
    if outcome.kind not in (MATCH, MISMATCH) or len(runs) != 1:
        return outcome, None
    # the function's output i is checked as --expect outR=<case>.out<i>.npy: mgpu-run writes outR.npy
    expects = {int(m[2]): f"out{m[1]}" for m in re.finditer(rf"--expect out(\d+)={re.escape(base)}\.out(\d+)\.npy",
                                                             " ".join(runs[0]))}
    folder = os.path.join(work, f"{case.id}.{TAG[semantics]}.outputs")
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        mgpu_run.main([*runs[0][1:], "--output-dir", folder])
    if not expects or sorted(expects) != list(range(len(expects))):
        return outcome, None
    return outcome, [np.load(os.path.join(folder, f"{expects[i]}.npy")) for i in range(len(expects))]


def through_emulate(case, semantics: str, args, work: str) -> tuple[Outcome, list | None]:
    """The case's function called through emulate on the inputs capture made, against the same reference."""
    import jax

    import mgpu.jax
    from mgpu.capture.capture import build_kernel, load_user_module
    from mgpu.capture.specs import make_inputs
    from mgpu.emulator.compare import compare

    module = load_user_module(case.path)
    printed = io.StringIO()
    try:
        fn = build_kernel(getattr(module, case.kernel), case.path, case.kernel, semantics)
        got = mgpu.jax.emulate(fn, semantics=semantics, arch=case.arch, stdout=printed)(*make_inputs(args, 0))
    except (mgpu.jax.KernelFault, mgpu.jax.NotEmulatedError) as e:
        return Outcome(FAULT, f"{type(e).__name__}: {str(e).splitlines()[0]}"), None
    except Exception as e:  # noqa: BLE001 - jax refused the kernel (as capture reports it)
        return Outcome(NOT_CAPTURED, f"{type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}"), None
    outputs = [np.asarray(o) for o in jax.tree.leaves(got)]
    # (what jax prints while it lowers, print_layout's, is jax's, not the kernel's: unchecked, as in report.py)
    check = None if case.printed_while_lowering else printed_check(case)
    if check is not None:
        try:
            check(printed.getvalue())
        except AssertionError as e:
            return Outcome(MISMATCH, f"printed: {e}"), outputs
    expected = [os.path.join(work, f"{case.id}.out{i}.npy") for i in range(len(outputs))]
    if case.reference is None or not all(map(os.path.exists, expected)):
        return Outcome(MATCH if check is not None else "unchecked"), outputs
    differ = [d for o, e in zip(outputs, expected) if (d := compare(o, np.load(e), case.rtol, case.atol))]
    if not differ:
        return Outcome(MATCH), outputs
    counts = [re.match(r"(\d+) of (\d+) elements differ", d) for d in differ]
    return Outcome(MISMATCH, f"{sum(int(m[1]) for m in counts if m)} of {sum(int(m[2]) for m in counts if m)}"), outputs


def agree(ours: Outcome, theirs: Outcome, bits: list | None, emulated: list | None) -> str:
    """'yes', or how they differ."""
    kinds = {FAULT: REFUSED}
    if kinds.get(ours.kind, ours.kind) != theirs.kind or (ours.kind == MISMATCH and ours.detail != theirs.detail):
        return "no: outcomes differ"
    if bits is not None and emulated is not None:
        # (bytes: a .npy of an ml_dtypes type, f8e4m3fn ..., loads as raw bytes of its width)
        if len(bits) != len(emulated) or any(a.shape != b.shape or a.dtype.itemsize != b.dtype.itemsize
                                             or a.tobytes() != b.tobytes() for a, b in zip(bits, emulated)):
            return "no: the outputs' bits differ"
        return "yes, same bits"
    return "yes"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--sample", action="store_true", help="report.py's --sample")
    ap.add_argument("--only", metavar="REGEX", help="cases whose id or jax test matches")
    ap.add_argument("--work", help="where capture writes (default: a temporary folder)")
    ap.add_argument("--results", help="write the table there (default: stdout)")
    args = ap.parse_args(argv)
    import jax

    from mgpu.jax_versions import by_name

    release = by_name(jax.__version__).name
    todo = sample(cases(release)) if args.sample else cases(release)
    todo = [c for c in todo if not args.only or re.search(args.only, c.id) or re.search(args.only, c.jax)]
    work = args.work or tempfile.mkdtemp(prefix="mgpu-emulated-")
    inputs = _Inputs()
    rows, agreed = [], 0
    for n, case in enumerate(todo, 1):
        for semantics in case.semantics:
            specs = inputs(case)
            theirs, bits = capture_and_run(case, semantics, specs, work)
            ours, emulated = through_emulate(case, semantics, specs, work)
            verdict = agree(ours, theirs, bits, emulated)
            agreed += verdict.startswith("yes")
            rows.append(f"| {case.id} | {semantics} | {theirs.cell()} | {table_text(ours.cell() if ours.kind != FAULT else ours.detail)} | {verdict} |")
            print(f"[{n}/{len(todo)}] {case.id} {semantics}: capture + run {theirs.kind}, emulate {ours.kind}: {verdict}",
                  file=sys.stderr, flush=True)
    command = "python tests/jax_suite/emulated.py" + (" --sample" if args.sample else "") + (
        f" --only '{args.only}'" if args.only else "")
    text = "\n".join([f"`{command}` with jax {jax.__version__}: {len(rows)} runs (case x semantics), "
                      f"{agreed} agree, {len(rows) - agreed} differ.", "",
                      "| case | semantics | capture + run (payload generic) | emulate | agree |",
                      "|---|---|---|---|---|", *rows]) + "\n"
    if args.results:
        with open(args.results, "w") as f:
            f.write(text)
    else:
        print(text)
    return 0 if agreed == len(rows) else 1


if __name__ == "__main__":
    sys.exit(main())
