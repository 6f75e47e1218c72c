"""mgpu-run: execute a lane-level Mosaic GPU module (e.g. jax's payload) on the emulated SM.

    mgpu-run FILE [--input in0=x.npy ...] [--random-inputs SEED] [--output-dir DIR]
                  [--expect out0=y.npy ...] [--rtol R] [--atol A] [--nan-equal] [--outputs K] [--alias out1=in1 ...]
                  [--cluster-cancel-seed N] [--max-steps N] [--timeout S] [--wall-clock] [--max-memory SIZE]
                  [--jobs N] [--bench N]

Buffers follow jax's calling convention: the last K buffers (--outputs, default 1; none where the IR names no
buffer) are the outputs (out0, ...), the ones before them the inputs (in0, in1, ...), all of which must be given, each with
the shape and dtype the IR gives its buffer (an integer array of the same width, signed or not, is
the same bits: the IR's integers are signless); inputs are checked before anything runs. --alias
outR=inK makes output R input K's buffer, as XLA does for aliased (in-out) buffers.

Outputs are written (--output-dir) only when the run completes, each atomically (a complete file or
none), and also when an --expect comparison fails (so that the result can be inspected); the exit
status is then 1. Every failure is a message and exit status 1, never a traceback (MGPU_DEBUG=1
shows the traceback of an internal error); Ctrl-C, SIGTERM and SIGHUP are one line and exit status
128 + the signal (cli.py). Options and the paths to write (--output-dir, --trace) are checked before
the module is parsed, and the --expect arrays against the outputs' shapes and dtypes before it runs.

What the kernel prints (gpu.printf: jax's debug_print) is written to stdout as the kernel runs, and
flushed, so that it is seen even if the run fails later; the report comes after it. Each launch
prints at most CUDA's printf FIFO, 1 MiB: what is printed past it is dropped, and a report line
says how much (docs/mgpu-run.md, "What the kernel prints").
"""

from __future__ import annotations

import io
import os
import sys
import time

from mgpu.tools.cli import UsageError, as_command, interruptible

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing: the heavy imports are in the functions (cli.py says why)
if TYPE_CHECKING:
    import argparse
    from typing import TextIO

    import numpy as np

    from mgpu.emulator.run import Kernel
    from mgpu.emulator.target_check import Target
    from mgpu.tools.arguments import ToolArgumentParser


def _parse_pairs(items: list[str], what: str) -> dict[str, str]:
    out = {}
    for it in items or []:
        if "=" not in it:
            raise UsageError(f"--{what} expects NAME=FILE.npy, got '{it}'")
        k, v = it.split("=", 1)
        if not k or not v:
            raise UsageError(f"--{what} expects NAME=FILE.npy, got '{it}'")
        if k in out:
            raise UsageError(f"--{what} {k} given twice")
        out[k] = v
    return out


def _parse_aliases(items: list[str]) -> dict[int, int]:
    """``outR=inK`` pairs as {R: K}."""
    import re

    out: dict[int, int] = {}
    for it in items:
        m = re.fullmatch(r"out(\d+)=in(\d+)", it)
        if m is None:
            raise UsageError(f"--alias expects OUT=IN (e.g. out1=in1), got '{it}'")
        r, k = int(m[1]), int(m[2])
        if r in out:
            raise UsageError(f"--alias out{r} given twice")
        if k in out.values():
            raise UsageError(f"--alias: in{k} is aliased twice")
        out[r] = k
    return out


def _parse_arch(text: str | None) -> Target | None:
    """--arch MAJOR.MINOR as the kernel's target (None: not given)."""
    import re

    from mgpu.arch import ARCH_MAJORS
    from mgpu.dialect.diagnostics import tools as diag
    from mgpu.emulator.target_check import Target

    if text is None:
        return None
    m = re.fullmatch(r"(\d+)\.(\d)", text)
    if m is None or int(m[1]) not in ARCH_MAJORS:
        raise UsageError(diag.ARCH_NOT_MODELED.format(modeled=", ".join(f"{major}.x" for major in ARCH_MAJORS), text=text))
    return Target(int(m[1]), int(m[2]), "--arch")


def load_npy(path: str, what: str, max_memory: int) -> np.ndarray:
    """The array in ``path``, read no further than --max-memory's bytes of data (mgpu/npy.py); a wait for
    a FIFO's data ends for a signal (mgpu/interruptible_read.py)."""
    from mgpu import npy
    from mgpu.interruptible_read import input_file

    if not os.path.exists(path):
        raise UsageError(f"{what}: file not found: {path}")
    try:
        with input_file(path) as f:
            return npy.load_from(f, max_memory)
    except MemoryError:  # a resource of this machine, not a bug
        raise UsageError(f"{what}: out of memory while reading {path}") from None
    except npy.TooLarge as e:
        raise UsageError(f"{what}: {path} is refused unread: {e} by --max-memory") from None
    except Exception as e:  # noqa: BLE001 - any unreadable file is a user error
        raise UsageError(f"{what}: cannot read {path} as a .npy array: {e}") from None


def argument_parser() -> ToolArgumentParser:
    import argparse

    from mgpu.tools.arguments import ToolArgumentParser, add_jax_option, add_time_limit_options

    ap = ToolArgumentParser(prog="mgpu-run", description=__doc__.strip(),
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("file", help="module to run (.mlir, generic or pretty form)")
    ap.add_argument("--input", action="append", default=[], metavar="NAME=FILE.npy",
                    help="an input buffer (in0, in1, ... in order)")
    ap.add_argument("--random-inputs", type=int, metavar="SEED", help="random inputs from this seed")
    ap.add_argument("--outputs", type=int, metavar="K",
                    help="number of output buffers: the last K buffers (default 1)")
    ap.add_argument("--alias", action="append", default=[], metavar="OUT=IN",
                    help="an output that is an input's buffer on the GPU (XLA's input_output_aliases, an in-out "
                         "buffer), e.g. out1=in1: the kernel's pointer to out1 is in1's, and out1 is what that "
                         "buffer holds at the end (mgpu-capture prints it where XLA aliases)")
    ap.add_argument("--output-dir", metavar="DIR",
                    help="write each output as DIR/<name>.npy (atomically; also when an --expect check fails)")
    ap.add_argument("--expect", action="append", default=[], metavar="NAME=FILE.npy",
                    help="compare an output with this array (bit-exact unless --rtol/--atol)")
    ap.add_argument("--rtol", type=float, default=0.0, metavar="R",
                    help="relative tolerance of --expect for float outputs (numpy.isclose; default 0: bit-exact)")
    ap.add_argument("--atol", type=float, default=0.0, metavar="A",
                    help="absolute tolerance of --expect for float outputs (numpy.isclose; default 0: bit-exact)")
    ap.add_argument("--nan-equal", action="store_true",
                    help="--expect: a NaN equals any NaN, whatever its payload and sign (as jax's tests compare); "
                         "other elements bit for bit (NaNs are always equal within --rtol/--atol)")
    ap.add_argument("--semantics", choices=("warpgroup", "lane"), default=None,
                    help="for mosaic_gpu-level input: which lowering to run first (default: the pass's)")
    ap.add_argument("--pipeline", default=None, metavar="PASSES",
                    help="passes to run before executing, in mgpu-opt's -p syntax (default for mosaic_gpu-level "
                         "input: 'mgpu-lower{semantics=warpgroup}', or lane with --semantics lane)")
    ap.add_argument("--arch", default=None, metavar="MAJOR.MINOR",
                    help="the compute capability the kernel is compiled for (9.0: sm_90a, 10.0: sm_100a), in place "
                         "of the module's mosaic_gpu.arch_major / arch_minor: an instruction that target lacks is "
                         "refused (default: the module's; a module without them runs both families' instructions)")
    ap.add_argument("--allow-unregistered-dialect", action="store_true",
                    help="accept ops mgpu does not know (as mgpu-opt does); the run then fails at the first "
                         "one it has no semantics for")
    ap.add_argument("--no-verify", action="store_true",
                    help="do not verify the module before running it (the verifier mgpu-opt runs)")
    ap.add_argument("--cluster-cancel-seed", type=int, default=None, metavar="N",
                    help="the seed of the cluster scheduler: each clusterlaunchcontrol.try_cancel then succeeds or "
                         "fails at random, reproducibly (default: a request succeeds while a cluster is left to "
                         "launch)")
    ap.add_argument("--max-steps", type=int, default=None, metavar="N",
                    help="stop after this many executed instructions (default 20,000,000)")
    add_time_limit_options(ap, "parsing+verifying+lowering, and then the run, when either (for a run the message "
                               "says where each warpgroup was)")
    ap.add_argument("--max-memory", default=None, metavar="SIZE",
                    help="refuse, before allocating, a kernel whose GMEM buffers + SMEM + TMEM would exceed "
                         "SIZE (e.g. 512M, 4G; default 4G)")
    ap.add_argument("--jobs", type=int, default=None, metavar="N",
                    help="run a launch's independent CTAs on up to N processes, with the bits and report of one "
                         "(default: the machine's cores; docs/mgpu-run.md, \"Several processes\")")
    ap.add_argument("--bench", type=int, default=None, metavar="N",
                    help="after the run (the warm-up), run the prepared kernel N more times and print the "
                         "median on a line 'steady-state: <ms> ms'")
    add_jax_option(ap)
    ap.add_argument("--trace", metavar="FILE",
                    help="write the run as Chrome trace JSON (Perfetto, chrome://tracing): a track per "
                         "warpgroup per CTA, op spans, async operations, mbarrier phases and waits "
                         "(atomically, when the run completes)")
    return ap


@interruptible("mgpu-run")
def main(argv: list[str] | None = None) -> int:
    from mgpu.tools.arguments import parse_or_status
    from mgpu.tools.output import CheckedStdout, print_error, silence_closed_stdout

    args = parse_or_status(argument_parser(), argv)
    if isinstance(args, int):
        return args
    out = CheckedStdout(sys.stdout)
    try:
        status = _run(args, out)
        out.flush()
        if out.failure:
            raise UsageError(out.failure)
        return status
    except UsageError as e:
        print_error(f"mgpu-run: error: {e}")
        return 1
    except BrokenPipeError:
        return silence_closed_stdout()
    except Exception as e:  # noqa: BLE001
        if os.environ.get("MGPU_DEBUG"):
            raise
        from xdsl.utils.exceptions import DiagnosticException

        from mgpu.emulator.errors import EmulatorError, InputError

        if isinstance(e, EmulatorError):
            print_error(str(e) if e.location else f"mgpu-run: {e}")
        elif isinstance(e, DiagnosticException):
            from mgpu.dialect.diagnostics import one_line

            print_error(f"mgpu-run: error: {one_line(str(e))}")
        elif isinstance(e, InputError):
            print_error(f"mgpu-run: error: {e}")
        elif isinstance(e, MemoryError):  # a resource of this machine, not a bug
            print_error(f"mgpu-run: error: out of memory while running {args.file}")
        else:
            print_error(f"mgpu-run: internal error: {type(e).__name__}: {e} (set MGPU_DEBUG=1 for the traceback)")
        return 1


def _run(args: argparse.Namespace, out: TextIO) -> int:
    from mgpu.gc_pause import gc_paused

    # Loading (imports, parsing, verifying, preparing) makes only objects that live for the whole
    # run: CPython's cyclic collector would traverse them all at each of its full collections, about
    # a tenth of a small kernel's start-up (mgpu/gc_pause.py).
    with gc_paused():
        loaded = _load(args)
    from mgpu.emulator.errors import EmulatorError, located

    if loaded is None:
        return 1
    kernel, text, inputs, expected, expects, parse_s, timeout_s, max_memory = loaded
    try:
        return _execute(args, out, kernel, inputs, expected, expects, parse_s, timeout_s, max_memory)
    except EmulatorError as e:
        if e.location is None:  # no op was running (--max-steps 1 stops at the host function's entry)
            raise located(e, kernel.host) from None
        raise
    except Exception as e:
        if args.no_verify and _is_internal(e) and _reported_invalid(text, args):
            return 1
        raise


def _load(args: argparse.Namespace) -> tuple | None:
    """The prepared kernel and what the run needs besides, or None after printing why not."""
    from xdsl.utils.exceptions import ParseError

    from mgpu.dialect.context import make_context, parse_module
    from mgpu.dialect.diagnostics import MgpuError, op_diagnostics
    from mgpu.tools.arguments import jax_release, time_limit
    from mgpu.emulator.run import DEFAULT_MAX_MEMORY, Kernel, parse_size
    from mgpu.emulator.target_check import set_module_target
    from mgpu.tools.deadline import DeadlineExceeded, clock_name, deadline
    from mgpu.tools.output import directory_write_problem, file_write_problem, print_error, read_by_the_run
    from mgpu.tools.reading import read_module_text

    if args.max_steps is not None and args.max_steps <= 0:
        raise UsageError("--max-steps must be positive")
    if args.outputs is not None and args.outputs <= 0:
        raise UsageError("--outputs must be positive")
    if args.bench is not None and args.bench <= 0:
        raise UsageError("--bench must be positive")
    if args.jobs is not None and args.jobs <= 0:
        from mgpu.dialect.diagnostics import tools as diag

        raise UsageError(diag.JOBS_NOT_POSITIVE)
    max_memory = DEFAULT_MAX_MEMORY
    if args.max_memory is not None:
        try:
            max_memory = parse_size(args.max_memory)
        except ValueError as e:
            raise UsageError(f"--max-memory: {e}") from None
    timeout_s = time_limit(args)
    target = _parse_arch(args.arch)
    if args.random_inputs is not None and args.random_inputs < 0:
        raise UsageError("--random-inputs expects a non-negative seed")
    if args.rtol < 0 or args.atol < 0:
        raise UsageError("--rtol/--atol must be non-negative")
    inputs_files = _parse_pairs(args.input, "input")
    aliases = _parse_aliases(args.alias)
    expects = _parse_pairs(args.expect, "expect")
    outputs = [f"out{i}.npy" for i in range(1 if args.outputs is None else args.outputs)]
    if args.output_dir and (problem := directory_write_problem(args.output_dir, outputs)):
        raise UsageError(f"cannot write --output-dir '{args.output_dir}': {problem}")
    if args.trace and (problem := file_write_problem(args.trace)):
        raise UsageError(f"cannot write --trace '{args.trace}': {problem}")
    reads = {"the module": args.file, **{f"--input {k}": v for k, v in inputs_files.items()},
             **{f"--expect {k}": v for k, v in expects.items()}}
    for name in outputs if args.output_dir else []:  # (a failed --expect must not replace its reference)
        if read := read_by_the_run(os.path.join(args.output_dir, name), reads):
            raise UsageError(f"cannot write --output-dir '{args.output_dir}': its {name} is {read}, "
                             f"which this run reads")
    if args.trace and (read := read_by_the_run(args.trace, reads)):
        raise UsageError(f"cannot write --trace '{args.trace}': it is {read}, which this run reads")
    if inputs_files and args.random_inputs is not None:
        raise UsageError("give either --input or --random-inputs, not both")
    names = sorted(inputs_files)
    want = [f"in{i}" for i in range(len(names))]
    if names and sorted(names, key=lambda n: (len(n), n)) != want:
        raise UsageError(f"inputs are named in0, in1, ... in order; got {', '.join(names)}")
    if not os.path.exists(args.file):
        raise UsageError(f"file not found: {args.file}")
    text = read_module_text(args.file, args.file)
    inputs = {k: load_npy(v, f"--input {k}", max_memory) for k, v in inputs_files.items()}
    expected = {k: load_npy(v, f"--expect {k}", max_memory) for k, v in expects.items()}
    t0 = time.perf_counter()
    phase = "parsing"
    try:
        with deadline(timeout_s, args.wall_clock):
            try:
                ctx = make_context(args.allow_unregistered_dialect, jax_release(args.jax))
                module = parse_module(text, args.file, ctx)
            except ParseError as e:
                print_error(_parse_error(e, args.file))
                return None
            if target is not None:  # (the lowering passes read the target there too)
                set_module_target(module, target)
            if not args.no_verify:
                from mgpu.dialect.verifier import verify_module

                phase = "verifying"
                diagnostics = verify_module(module)
                if diagnostics:
                    for d in diagnostics:
                        print_error(d)
                    return None
            parse_s = time.perf_counter() - t0
            phase = "lowering"
            try:
                module, args.lowered_with = _lower_if_needed(module, args.semantics, args.pipeline, ctx)
            except MgpuError as e:  # a lowering pass's diagnostic, at its op, as mgpu-opt prints it
                for d in op_diagnostics(getattr(e, "op", None) or module, e.message, e.notes, e.bare):
                    print_error(d)
                return None
            phase = "preparing"
            kernel = Kernel(module, aliases, verified=not args.no_verify and args.lowered_with == AS_IS,
                            target=target)
    except DeadlineExceeded:
        raise UsageError(f"--timeout {timeout_s:g} s ({clock_name(args.wall_clock)}) reached while {phase} "
                         f"{args.file} (raise --timeout if this is expected)") from None
    except MemoryError:  # a resource of this machine, not a bug
        raise UsageError(f"out of memory while {phase} {args.file}") from None
    except Exception as e:
        if args.no_verify and _is_internal(e) and _reported_invalid(text, args):
            return None
        raise
    return kernel, text, inputs, expected, expects, parse_s, timeout_s, max_memory


def _is_internal(e: Exception) -> bool:
    """Whether ``main`` would report ``e`` as an internal error (not a message of its own)."""
    from xdsl.utils.exceptions import DiagnosticException

    from mgpu.emulator.errors import EmulatorError, InputError

    return not isinstance(e, (UsageError, InputError, EmulatorError, DiagnosticException))


def _reported_invalid(text: str, args: argparse.Namespace) -> bool:
    """With --no-verify, a failure of an invalid module is reported as the verifier's diagnostics
    (what it comes from), not as the internal error it may have become; whether there were any."""
    from mgpu.dialect.context import make_context, parse_module
    from mgpu.dialect.verifier import verify_module
    from mgpu.tools.arguments import jax_release
    from mgpu.tools.output import print_error

    ctx = make_context(args.allow_unregistered_dialect, jax_release(args.jax))
    diagnostics = verify_module(parse_module(text, args.file, ctx))
    for d in diagnostics:
        print_error(d)
    return bool(diagnostics)


def _progress_line():
    """A progress line on stderr for a run of more than a few seconds (emulator/progress.py), when
    stderr is a terminal (not in a pipe, a file or a test's capture)."""
    from mgpu.emulator.progress import Progress

    isatty = getattr(sys.stderr, "isatty", None)
    return Progress(sys.stderr) if isatty is not None and isatty() else None


def _execute(args: argparse.Namespace, out: TextIO, kernel: Kernel, inputs: dict[str, np.ndarray],
             expected: dict[str, np.ndarray], expects: dict[str, str], parse_s: float, timeout_s: float,
             max_memory: int) -> int:
    """Run the prepared kernel, compare, report, write the outputs (and bench)."""
    import numpy as np

    from mgpu.emulator.compare import compare, shape_dtype_mismatch
    from mgpu.emulator.sub_byte_buffers import as_sub_byte, sub_byte_bits
    from mgpu.emulator.machine import DEFAULT_MAX_STEPS
    from mgpu.emulator.jobs import default_jobs
    from mgpu.tools.output import write_file

    if args.random_inputs is not None:
        inputs = kernel.random_inputs(args.random_inputs, args.outputs, max_memory)
    inputs = kernel.check_inputs(inputs, args.outputs)
    kernel.check_limits(max_memory)
    n_out = kernel.output_count(args.outputs)
    for k in expected:
        if not (k.startswith("out") and k[3:].isdigit() and int(k[3:]) < n_out):
            raise UsageError(f"--expect {k}: the outputs of this run are "
                             f"{', '.join(f'out{i}' for i in range(max(n_out, 0))) or 'none'}")
        r = int(k[3:])
        spec = kernel.slot(len(inputs) + r) or (kernel.slot(kernel.aliases[r]) if r in kernel.aliases else None)
        if spec and sub_byte_bits(spec.dtype):  # one element a byte, in range
            expected[k] = as_sub_byte(f"--expect {k} ({expects[k]})", expected[k], spec.dtype)
        problem = spec and shape_dtype_mismatch(spec.shape, spec.dtype, expected[k])
        if problem:
            raise UsageError(f"--expect {k}: {problem} (the kernel's {k} is {spec.describe()}, "
                             f"{expects[k]} holds {expected[k].dtype.name}{list(expected[k].shape)}); nothing was run")
    limits = dict(max_steps=args.max_steps or DEFAULT_MAX_STEPS, num_outputs=args.outputs,
                  timeout_s=timeout_s, max_memory=max_memory, wall_clock=args.wall_clock,
                  jobs=args.jobs or default_jobs())
    tracer = None
    if args.trace:
        from mgpu.emulator.trace import Tracer

        tracer = Tracer()
    res = kernel.run(inputs, **limits, trace=tracer, cancel_seed=args.cluster_cancel_seed, stdout=out,
                     progress=_progress_line())
    failed = False
    print(f"mgpu-run: {args.file}", file=out)
    for name, arr in inputs.items():
        print(f"  {name}: {arr.dtype.name}{list(arr.shape)}", file=out)
    outputs = {name: _as_expected(arr, expected.get(name)) for name, arr in res.outputs.items()}
    for name, arr in outputs.items():
        line = f"  {name}: {arr.dtype.name}{list(arr.shape)}"
        if name in expected:
            diff = compare(arr, expected[name], args.rtol, args.atol, args.nan_equal)
            if diff is None:
                how = "bit-exact" if args.rtol == 0 and args.atol == 0 else f"rtol={args.rtol} atol={args.atol}"
                how += ", NaNs equal" if args.nan_equal else ""
                line += f"  match ({how}) with {expects[name]}"
            else:
                line += f"  MISMATCH with {expects[name]}: {diff}"
                failed = True
        print(line, file=out)
    print(f"  ran: {args.lowered_with}", file=out)
    for line in res.report.lines():
        if line.startswith("time: "):
            line = line.replace("(prepare", f"(parse {parse_s:.3f} s, prepare")
        print(f"  {line}", file=out)
    if tracer is not None:
        write_file(args.trace, tracer.dumps())
        print(f"  wrote {args.trace} ({len(tracer.events)} trace events)", file=out)
    if args.bench:
        import statistics

        times = []
        for _ in range(args.bench):
            t = time.perf_counter()
            kernel.run(inputs, **limits)
            times.append(time.perf_counter() - t)
        print(f"steady-state: {statistics.median(times) * 1e3:.3f} ms", file=out)
        print(f"  (median of {args.bench} runs of the prepared kernel after a warm-up run; "
              f"min {min(times) * 1e3:.3f} ms, max {max(times) * 1e3:.3f} ms)", file=out)
    if args.output_dir:
        try:
            os.makedirs(args.output_dir, exist_ok=True)
        except OSError as e:
            raise UsageError(f"cannot write the outputs to {args.output_dir}: {e}") from None
        for name, arr in outputs.items():
            buf = io.BytesIO()
            np.save(buf, arr, allow_pickle=False)
            path = os.path.join(args.output_dir, f"{name}.npy")
            write_file(path, buf.getvalue())
            print(f"  wrote {path}", file=out)
    return 1 if failed else 0


def _as_expected(arr: np.ndarray, exp: np.ndarray | None) -> np.ndarray:
    """An integer output as the expected array's signedness (the same bits: the IR's integers are
    signless), so that it is shown and written as the user's dtype."""
    from mgpu.emulator.run import same_integer_width

    if exp is not None and arr.dtype != exp.dtype and same_integer_width(arr.dtype, exp.dtype):
        return arr.view(exp.dtype.newbyteorder("="))
    return arr


def _parse_error(e, file: str) -> str:
    """``FILE:LINE:COL: error: message`` and its notes (as mgpu-opt prints them) for xDSL's multi-line
    ParseError."""
    from mgpu.dialect.diagnostics import one_line
    from mgpu.tools.parse_errors import parse_error_diagnostics

    try:
        return "\n".join(map(str, parse_error_diagnostics(e)))
    except Exception:  # noqa: BLE001 - no span: the message as it is
        return f"{file}: error: {one_line(str(e))}"


AS_IS = "the module as it is (lane-level IR)"
"""What ran before the emulator when no pass did (then the module run is the module verified)."""


def _lower_if_needed(module, semantics: str | None, pipeline: str | None, ctx):
    """mosaic_gpu-level IR is lowered to lane-level IR first: ``mgpu-lower{semantics=...}``, or the
    pipeline given with --pipeline (which then runs whatever the module holds). Returns the module
    and what ran, for the report; an option that has no effect is said to be ignored."""
    from mgpu.dialect.diagnostics import op_name

    if pipeline is None:
        if not any(op_name(op).startswith("mosaic_gpu.") for op in module.walk()):
            if semantics is not None:
                print(f"mgpu-run: warning: --semantics {semantics} is ignored: the module is lane-level IR "
                      f"(no mosaic_gpu op to lower)", file=sys.stderr)
            return module, AS_IS
        pipeline = f"mgpu-lower{{semantics={semantics or 'warpgroup'}}}"
    elif semantics is not None:
        print(f"mgpu-run: warning: --semantics {semantics} is ignored: --pipeline gives the passes",
              file=sys.stderr)
    from mgpu.passes.registry import parse_pipeline  # (only when something is lowered: xDSL's pass machinery)

    try:
        passes = parse_pipeline(pipeline)
    except ValueError as e:
        raise UsageError(str(e)) from None
    passes.apply(ctx, module)
    return module, f"mgpu's lowering, -p '{pipeline}', then the lane-level IR"

command = as_command(main)

if __name__ == "__main__":
    command()
