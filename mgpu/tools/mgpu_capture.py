"""mgpu-capture: lower a user's Pallas Mosaic GPU kernel with jax and write every stage (see mgpu.capture)."""

from __future__ import annotations

import os
import sys

from mgpu.tools.cli import UsageError, interruptible

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (cli.py says why)
if TYPE_CHECKING:
    from mgpu.tools.arguments import ToolArgumentParser


def _parser() -> ToolArgumentParser:
    from argparse import RawDescriptionHelpFormatter

    from mgpu.tools.arguments import ToolArgumentParser
    from mgpu import capture as pkg

    ap = ToolArgumentParser(
        prog="mgpu-capture",
        description=pkg.__doc__.split("\n\n", 1)[0] + "\n\n" + pkg.__doc__.split("\n\n", 1)[1],
        formatter_class=RawDescriptionHelpFormatter)
    ap.add_argument("target", metavar="FILE.py:FUNCTION",
                    help="the file, and the function in it that builds (or is) the jax-callable kernel")
    ap.add_argument("--arg", action="append", default=[], metavar="SPEC",
                    help="one kernel input, in order: DTYPE[D0,D1,...] (random) or FILE.npy (given)")
    ap.add_argument("--semantics", choices=["warpgroup", "lane"], default="warpgroup",
                    help="the lowering semantics to capture (default: warpgroup)")
    ap.add_argument("--reference", metavar="NAME",
                    help="a numpy function in FILE.py: NAME(*inputs) -> expected output(s)")
    ap.add_argument("--seed", type=int, default=0, help="seed of the random inputs (default 0)")
    ap.add_argument("--output-dir", "-o", default=".", metavar="DIR",
                    help="the folder to write into (default: .), created if missing (a folder, as mgpu-run's --output-dir; not a file as mgpu-opt's -o)")
    ap.add_argument("--name", help="file name prefix (default: FUNCTION)")
    ap.add_argument("--arch", default="9.0", metavar="MAJOR.MINOR",
                    help="GPU arch the lowering targets (default 9.0, jax's choice without a GPU; 10.0 for TMEM)")
    ap.add_argument("--sm-count", type=int, metavar="N",
                    help="the number of SMs the device reports to a kernel that asks (a persistent kernel's grid): "
                         "132 as on an H100 SXM, 148 as on a B200, or a small number (default: none, and asking "
                         "is an error)")
    ap.add_argument("--no-generic", action="store_true", help="do not write the generic-form .mlir files")
    ap.add_argument("--rtol", type=float, default=0.0, help="--rtol for the printed mgpu-run commands")
    ap.add_argument("--atol", type=float, default=0.0, help="--atol for the printed mgpu-run commands")
    ap.add_argument("--run", action="store_true",
                    help="also run the printed mgpu-run commands; exit 1 if any fails or if the function's "
                         "result, its kernels run by the emulator, mismatches --reference")
    return ap


def _mgpu_run_exe() -> str | None:
    import shutil

    sibling = os.path.join(os.path.dirname(sys.executable), "mgpu-run")
    return sibling if os.path.isfile(sibling) else shutil.which("mgpu-run")


@interruptible("mgpu-capture")
def main(argv: list[str] | None = None) -> int:
    import traceback

    from mgpu.tools.arguments import parse_or_status

    ns = parse_or_status(_parser(), argv)
    if isinstance(ns, int):
        return ns
    from mgpu.capture.errors import CaptureError

    try:
        from mgpu.capture.specs import parse_arg

        try:
            major, minor = (int(x) for x in ns.arch.split("."))
        except ValueError:
            raise CaptureError(f"--arch expects MAJOR.MINOR (e.g. 9.0, 10.0), got '{ns.arch}'") from None
        if ns.sm_count is not None and ns.sm_count < 1:
            raise CaptureError(f"--sm-count expects a positive number of SMs, got {ns.sm_count}")
        specs = [parse_arg(a) for a in ns.arg]
        from mgpu.capture.capture import capture, parse_target

        parse_target(ns.target)  # file checks before jax is imported (seconds)
        res = capture(ns.target, specs, semantics=ns.semantics, output_dir=ns.output_dir, name=ns.name,
                      reference=ns.reference, seed=ns.seed, arch=(major, minor), generic=not ns.no_generic,
                      rtol=ns.rtol, atol=ns.atol, sm_count=ns.sm_count)
    except (CaptureError, UsageError) as e:  # (UsageError: a failed write, mgpu/tools/output.py)
        if os.environ.get("MGPU_DEBUG") and e.__cause__ is not None:  # (jax's error, when jax refused the kernel)
            traceback.print_exception(e.__cause__)
        print(f"mgpu-capture: error: {e}", file=sys.stderr)
        return 1
    except OSError as e:  # e.g. the disk filled up while writing
        print(f"mgpu-capture: error: {e}", file=sys.stderr)
        return 1
    except MemoryError:  # a resource of this machine, not a bug
        print(f"mgpu-capture: error: out of memory while capturing {ns.target}", file=sys.stderr)
        return 1
    except Exception as e:  # noqa: BLE001 - an internal error is still a message, not a traceback
        if os.environ.get("MGPU_DEBUG"):
            traceback.print_exc()
        print(f"mgpu-capture: internal error: {type(e).__name__}: {e} (MGPU_DEBUG=1 shows the traceback)",
              file=sys.stderr)
        return 1

    from mgpu.tools.output import CheckedStdout

    out = CheckedStdout(sys.stdout)
    try:
        status = _report(ns, res, out)
        out.flush()
    except BrokenPipeError:
        from mgpu.tools.output import silence_closed_stdout

        return silence_closed_stdout()
    if out.failure:
        print(f"mgpu-capture: error: {out.failure}", file=sys.stderr)
        return 1
    return status


def _report(ns, res, out) -> int:
    """Print what was written and how to run it (and run it: --run); the exit status."""
    import shlex
    import subprocess

    print(f"wrote {len(res.files)} files:", file=out)
    for f in res.files:
        print(f"  {f}", file=out)
    for n in res.notes:
        print(f"note: {n}", file=out)
    if res.checks:
        print(f"the function's result, its {res.chain_calls} kernel call(s) run by mgpu's emulator and its other "
              f"ops by jax on the CPU:", file=out)
        how = "bit-exact" if ns.rtol == 0 and ns.atol == 0 else f"rtol={ns.rtol} atol={ns.atol}"
        for c in res.checks:
            print(f"  {c['output']}: match ({how}) with {c['expected']}" if c["difference"] is None
                  else f"  {c['output']}: MISMATCH with {c['expected']}: {c['difference']}", file=out)
    if res.commands:
        print("run it with:", file=out)
        for c in res.commands:
            print("  " + " ".join(shlex.quote(a) for a in c), file=out)
    if not ns.run:
        return 0
    exe = _mgpu_run_exe()
    if exe is None:
        print("mgpu-capture: error: --run: mgpu-run is not on PATH", file=sys.stderr)
        return 1
    status = 0 if res.result_ok else 1
    for c in res.commands:
        print(f"== {' '.join(shlex.quote(a) for a in c)}", file=out, flush=True)
        rc = subprocess.run([exe, *c[1:]]).returncode
        print(f"== exit status {rc}", file=out, flush=True)
        status = status or (1 if rc else 0)
    return status


if __name__ == "__main__":
    sys.exit(main())
