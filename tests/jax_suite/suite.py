"""Capture a ported case with the installed jax (mgpu.capture's Python API, all in one process), and run
every stage of it (stages.py; needs no jax, so that report.py can run the stages in worker processes)."""

from __future__ import annotations

import glob
import importlib.util
import lzma
import os
import time
from collections.abc import Callable

from manifest import HERE, Case
from stages import (CRASH, MATCH, NOT_CAPTURED, NOT_RUN, REFUSED, STAGES, TAG, Outcome, compare_inference,
                    result_check, run_mgpu_run)


class Inputs:
    """The numpy inputs of a case: its file's `inputs` function, the file imported once."""

    def __init__(self):
        self.modules = {}

    def __call__(self, case: Case):
        from mgpu.capture.capture import load_user_module
        from mgpu.capture.specs import ArgSpec

        if case.inputs is None:
            return []
        if case.path not in self.modules:
            self.modules[case.path] = load_user_module(case.path)
        arrays = getattr(self.modules[case.path], case.inputs)()
        return [ArgSpec(tuple(a.shape), a.dtype, f"{case.inputs}()[{i}]", a) for i, a in enumerate(arrays)]


def capture_semantics(case: Case, semantics: str, args, out_dir: str):
    """mgpu-capture of the case in `semantics`: its result, or the Outcome that stands for every stage."""
    # mgpu.capture.capture, the function, is shadowed by the submodule of that name once it is imported
    from mgpu.capture.capture import capture
    from mgpu.capture.errors import CaptureError

    try:
        return capture(f"{case.path}:{case.kernel}", args, semantics=semantics, output_dir=out_dir, name=case.id,
                       reference=case.reference, arch=case.arch, rtol=case.rtol, atol=case.atol)
    except CaptureError as e:
        return Outcome(NOT_CAPTURED, str(e))
    except Exception as e:  # noqa: BLE001 - mgpu.capture itself failed: a bug to record
        return Outcome(CRASH, f"mgpu-capture: {type(e).__name__}: {e}")


def _kernel_runs(commands: list[list[str]], tag: str) -> list[tuple[str, list[str]]]:
    """(file prefix, mgpu-run arguments after the file) of each kernel, from capture's payload commands."""
    suffix = f".{tag}.payload.generic.mlir"
    return [(cmd[1][: -len(suffix)], cmd[2:]) for cmd in commands if cmd[1].endswith(suffix)]


def _worst(outcomes: list[Outcome]) -> Outcome:
    """Several kernels in one case: the first that is not a match stands for the stage."""
    return next((o for o in outcomes if o.kind != "match"), outcomes[0])


def printed_check(case: Case) -> Callable[[str], None] | None:
    """The case's check of the printed text (`printed`: FILE.py:FUNCTION under ported/, a file without jax)."""
    if case.printed is None:
        return None
    file, function = case.printed.split(":")
    spec = importlib.util.spec_from_file_location(f"ported_{file[:-3]}", os.path.join(HERE, "ported", file))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return getattr(module, function)


def run_stages(case: Case, captured: dict, base: str | None = None) -> dict:
    """Every stage: `captured` maps a semantics to capture's mgpu-run commands (argv lists) or to the
    Outcome that stands for all its stages (jax refused it); `base`, the case's file prefix, lets the
    inference be compared where no kernel can run (it needs no inputs), and mgpu-capture's check of the
    function's result (its capture.json) count where its kernels are chained by other jax ops. A case with a
    `printed` check is judged by it on what each run printed, where that can be printed: what jax prints
    while it lowers (`printed_while_lowering`) only where mgpu lowers (`wg ours`), jax's payloads being
    unchecked."""
    check = printed_check(case)
    return {name: vars(run_stage(case, name, captured.get(STAGES[name][0]), base, check)) for name in STAGES}


def run_stage(case: Case, name: str, commands, base: str | None, check: Callable[[str], None] | None,
              more: tuple[str, ...] = ()) -> Outcome:
    """One stage of run_stages (`commands`: its semantics' entry of `captured`; `check`: printed_check(case));
    `more`: mgpu-run arguments added to each run (emulated.py's --output-dir)."""
    semantics, stage, action = STAGES[name]
    if semantics not in case.semantics:
        return Outcome(NOT_RUN)
    if isinstance(commands, Outcome):
        return commands
    tag = TAG[semantics]
    if not (runs := _kernel_runs(commands, tag)):
        dialect = f"{base}.{tag}.{stage}.mlir"
        if action == "infer" and base is not None and os.path.exists(dialect):
            return compare_inference(dialect, f"{base}.{tag}.wg_layouts.generic.mlir")
        return Outcome(REFUSED, "mgpu-capture wrote no mgpu-run command (see its notes)")
    t0 = time.perf_counter()
    if action == "infer":
        outcome = _worst([compare_inference(f"{kb}.{tag}.{stage}.mlir", f"{kb}.{tag}.wg_layouts.generic.mlir")
                          for kb, _ in runs])
    else:
        lowering = ["--semantics", "warpgroup"] if action == "lower" else []
        judge = None if case.printed_while_lowering and action != "lower" else check
        outcome = _worst([run_mgpu_run([f"{kb}.{tag}.{stage}.mlir", *lowering, *run_args, *more], judge)
                          for kb, run_args in runs])
        # kernels that other jax ops feed: each run above checks the stage against jax's payload on
        # the buffers the kernel really received; the function's result checks that payload
        chained = result_check(f"{base}.{tag}.capture.json") if base is not None else None
        if outcome.kind == MATCH and chained is not None:
            outcome = chained
    outcome.seconds = round(time.perf_counter() - t0, 3)
    return outcome


def capture_case(case: Case, out_dir: str, inputs: Inputs) -> tuple[dict, dict]:
    """Capture the case in each semantics jax runs it in: its record (capture times, IR sizes) and, per
    semantics, capture's mgpu-run commands or the Outcome that stands for all its stages."""
    record = {"jax": case.jax, "params": case.params, "capture_s": {}}
    try:
        args = inputs(case)
    except Exception as e:  # noqa: BLE001 - the port's own inputs function failed
        args = Outcome(CRASH, f"inputs {case.inputs}(): {type(e).__name__}: {e}")
    captured = {}
    for semantics in case.semantics:
        t0 = time.perf_counter()
        result = args if isinstance(args, Outcome) else capture_semantics(case, semantics, args, out_dir)
        captured[semantics] = result if isinstance(result, Outcome) else result.commands
        record["capture_s"][semantics] = round(time.perf_counter() - t0, 3)
    mlir = sorted(glob.glob(os.path.join(out_dir, f"{case.id}.*.mlir")))
    blob = b"".join(open(p, "rb").read() for p in mlir)
    record["ir_bytes"] = len(blob)
    record["ir_xz_bytes"] = len(lzma.compress(blob, preset=6)) if blob else 0
    return record, captured
